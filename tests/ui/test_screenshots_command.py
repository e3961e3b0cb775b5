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
    # The handoff as the next player finds it once the device has passed: Reveal gold, not the
    # dimmed "In a moment" of its first second and a half (the README showed that).
    from PySide6.QtGui import QImage

    reveal = QImage(str(tmp_path / "handoff.png")).pixelColor(640, 240)
    assert reveal.red() > 200 and reveal.green() > 150 and reveal.blue() < 140, reveal.name()
    # A hostile probe: the settings the scripted games used were written back into the folder
    # once Qt let go of them, after they had been removed.
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    gc.collect()
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(ALL_SHOTS)


def test_the_pictures_tell_no_time_the_program_could_not_run(qtbot: QtBot, tmp_path: Path) -> None:
    """The pictures' game lets its clock run to the low reserve and to the time loss: it jumped
    there, and on a busy machine a clock read just before the jump (the repaint timer, as a
    picture was taken) told it as a stall: "Ben's clock ran on for 8 s while the program could
    not run" on the game's end. Here every picture gives the timers time to read the clock."""
    from PySide6.QtCore import QSettings

    from spectacular_bid.ui.launch import make_app
    from spectacular_bid.ui.screenshots import Script

    make_app([])
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)

    said: dict[str, str] = {}

    class Busy(Script):
        def shot(self, name: str, widget: object = None) -> None:
            qtbot.wait(120)  # the repaint timer reads the running clock
            said.setdefault(name, self.window.summary.next_line.text())
            super().shot(name, widget)  # type: ignore[arg-type]

    script = Busy(tmp_path, settings)
    stalls: list[int] = []
    script.controller.stalled.connect(lambda ms, seat: stalls.append(ms))
    assert sorted(script.run()) == sorted(ALL_SHOTS)
    script.window.retire()
    assert stalls == []
    # The pictures' game is never saved: its end tells the balances, and nothing of saving
    # (a review read "Not saved yet: the ratings change once the game is saved").
    assert said["game-over.png"].startswith("Final balances:") and "saved" not in said["game-over.png"]
