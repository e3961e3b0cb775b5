"""``spectacular-bid screenshots`` takes every picture the README shows (the scripted games,
the practice game and the guided game), from the real window."""

from __future__ import annotations

import gc
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent
from pytestqt.qtbot import QtBot

from spectacular_bid.ui.screenshots import ALL_SHOTS, take_screenshots


def test_the_screenshots_command_takes_every_picture(qtbot: QtBot, tmp_path: Path) -> None:
    saved = take_screenshots(tmp_path)
    assert sorted(saved) == sorted(ALL_SHOTS)
    assert all((tmp_path / name).read_bytes().startswith(b"\x89PNG\r\n\x1a\n") for name in ALL_SHOTS)
    # A hostile probe: the settings the scripted games used were written back into the folder
    # once Qt let go of them, after they had been removed.
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    gc.collect()
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(ALL_SHOTS)
