"""The window opens again at the size and place it was closed at (a play-test: closed at
1024×640, it came back at 1280×800), unless that no longer fits the screen.

The test screen (offscreen, 800×800) is smaller than the window's minimum: the decision is
tested on rectangles (:func:`kept_fits`), the window's part with a screen it cannot fit."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QByteArray, QSettings
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from spectacular_bid.ui.launch import App
from spectacular_bid.ui.main_window import GEOMETRY_KEY
from spectacular_bid.ui.window_fit import MINIMUM, Rect, kept_fits

SCREEN = Rect(0, 0, 1440, 900)


def _program(qapp: QApplication, settings: QSettings) -> App:
    program = App(qapp, settings)
    program.quiet = True
    return program


@pytest.mark.parametrize(
    ("kept", "fits"),
    [
        (Rect(40, 60, 1024, 640), True),
        (Rect(8, 31, 1424, 861), True),  # the whole screen, its frame included
        (Rect(8, 31, 1440, 900), False),  # the frame would be off the screen
        (Rect(800, 60, 1024, 640), False),  # off the right edge (a screen gone)
        (Rect(-1500, 60, 1024, 640), False),  # on a screen to the left, gone
        (Rect(40, 60, MINIMUM[0] - 1, MINIMUM[1]), False),  # smaller than the window may be
    ],
)
def test_a_kept_geometry_is_used_only_whole_on_the_screen(kept: Rect, fits: bool) -> None:
    assert kept_fits(kept, SCREEN) is fits


def test_closing_keeps_the_window_geometry(qtbot: QtBot, qapp: QApplication, tmp_path: Path) -> None:
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    first = _program(qapp, settings).open_window("en")
    qtbot.addWidget(first)
    first.resize(1100, 700)
    assert first.close()  # no game: it closes without a question
    kept = settings.value(GEOMETRY_KEY)
    assert isinstance(kept, QByteArray) and not kept.isEmpty()
    probe = type(first)(None, "en", None, settings)
    qtbot.addWidget(probe)
    assert probe.restoreGeometry(kept) and probe.height() == 700  # its width clamped to the test screen
    probe.retire()


@pytest.mark.parametrize("kept", ["not a geometry", QByteArray(b"\x01\xd9\xd0\xcb garbage")])
def test_a_kept_geometry_that_does_not_fit_or_is_damaged_gives_a_fitted_window(
    qtbot: QtBot, qapp: QApplication, tmp_path: Path, kept: object
) -> None:
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    fresh = _program(qapp, settings).open_window("en")
    qtbot.addWidget(fresh)
    fitted = (fresh.width(), fresh.height())
    fresh.retire()
    settings.setValue(GEOMETRY_KEY, kept)
    window = _program(qapp, settings).open_window("en")
    qtbot.addWidget(window)
    assert (window.width(), window.height()) == fitted
    window.retire()
