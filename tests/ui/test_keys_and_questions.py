"""Keys and questions a player meets around a game (issue 20, items 7–9): the new-game screen
takes the first name typed and starts on Enter, Space does nothing after the game, and in a
practice game only the person resigns."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from real_window import seed_new_games

from spectacular_bid.app.controller import GameController
from spectacular_bid.app.timesource import FakeTime
from spectacular_bid.core import Resign
from spectacular_bid.ui.main_window import MainWindow
from spectacular_bid.ui.screens.new_game_screen import NAME_KEYS

LEFT = Qt.MouseButton.LeftButton


def _window(qtbot: QtBot, tmp_path: Path, names: tuple[str, str] = ("", "")) -> MainWindow:
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    for key, name in zip(NAME_KEYS, names, strict=True):
        settings.setValue(key, name)
    w = MainWindow(GameController(FakeTime(5_000_000)), "en", None, settings)
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    qtbot.waitExposed(w)
    w.build_menus()
    return w


@pytest.mark.parametrize(("names", "field"), [(("", ""), "first"), (("Ana", ""), "second"), (("", "Ben"), "first")])
def test_the_new_game_screen_takes_the_first_name_typed(
    qtbot: QtBot, tmp_path: Path, names: tuple[str, str], field: str
) -> None:
    w = _window(qtbot, tmp_path, names)
    screen = w.new_game_screen
    assert w.focusWidget() is getattr(screen, field)
    w.retire()


def test_the_new_game_screen_focuses_the_name_again_after_a_game(qtbot: QtBot, tmp_path: Path) -> None:
    w = _window(qtbot, tmp_path)
    screen = w.new_game_screen
    screen.first.setText("Ana")
    screen.second.setText("Ben")
    qtbot.mouseClick(screen.person_button, LEFT)  # the focus leaves the fields
    screen.try_start()
    w.send(Resign(0))
    screen.second.setText("")  # as if the second player's name were not remembered
    w.new_game_screen._store.setValue(NAME_KEYS[1], "")
    w.ask_new_game()
    assert w.stack.currentWidget() is screen
    assert w.focusWidget() is screen.second
    w.retire()


def test_enter_starts_a_practice_game_after_a_level_is_clicked(qtbot: QtBot, tmp_path: Path) -> None:
    w = _window(qtbot, tmp_path, ("Ana", ""))
    screen = w.new_game_screen
    qtbot.mouseClick(screen.computer_button, LEFT)
    qtbot.mouseClick(screen.level_buttons["easy"], LEFT)
    screen.level_buttons["easy"].setFocus()
    started: list[tuple[str, str]] = []
    screen.practice.connect(lambda name, level: started.append((name, level)))
    screen.practice.disconnect(w.start_practice)  # only the wish to start is looked at
    qtbot.keyClick(screen.level_buttons["easy"], Qt.Key.Key_Return)
    assert started == [("Ana", "easy")]
    w.retire()


def test_enter_starts_a_game_between_people_from_the_opponent_buttons(qtbot: QtBot, tmp_path: Path) -> None:
    w = _window(qtbot, tmp_path, ("Ana", "Ben"))
    screen = w.new_game_screen
    qtbot.mouseClick(screen.person_button, LEFT)
    screen.person_button.setFocus()
    seed_new_games(w, 3)
    qtbot.keyClick(screen.person_button, Qt.Key.Key_Enter)
    assert w.controller.has_game and w.controller.state.players == ("Ana", "Ben")
    w.send(Resign(0))
    w.retire()


def test_space_does_nothing_after_the_game(qtbot: QtBot, tmp_path: Path) -> None:
    """A late press of the handoff's Space must not throw the summary away."""
    w = _window(qtbot, tmp_path, ("Ana", "Ben"))
    seed_new_games(w, 3)
    w.new_game_screen.try_start()
    w.send(Resign(1))
    assert w.stack.currentWidget() is w.summary
    for _ in range(2):
        qtbot.keyClick(QApplication.focusWidget() or w.summary, Qt.Key.Key_Space)
        qtbot.keyClick(w.summary.new_game_button, Qt.Key.Key_Space)
    assert w.stack.currentWidget() is w.summary and w.controller.has_game
    qtbot.mouseClick(w.summary.new_game_button, LEFT)  # a click still does
    assert w.stack.currentWidget() is w.new_game_screen
    w.retire()
