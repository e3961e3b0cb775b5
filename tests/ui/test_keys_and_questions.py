"""Keys and questions a player meets around a game (issue 20, items 7–9): the new-game screen
takes the first name typed and starts on Enter, Space does nothing after the game, and in a
practice game only the person resigns."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt, QTimer
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from real_window import seed_new_games

from spectacular_bid.app.controller import GameController
from spectacular_bid.app.timesource import FakeTime
from spectacular_bid.core import Resign
from spectacular_bid.ui.dialogs.questions import GameQuestion
from spectacular_bid.ui.main_window import MainWindow
from spectacular_bid.ui.screens.new_game_screen import NAME_KEYS

LEFT = Qt.MouseButton.LeftButton


_open: list[MainWindow] = []


@pytest.fixture(autouse=True)
def _retired() -> Iterator[None]:
    """Every window a test opened is retired after it, whatever happened (closing one with a
    game in progress would ask first)."""
    yield
    while _open:
        _open.pop().retire()


def _window(qtbot: QtBot, tmp_path: Path, names: tuple[str, str] = ("", "")) -> MainWindow:
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    for key, name in zip(NAME_KEYS, names, strict=True):
        settings.setValue(key, name)
    w = MainWindow(GameController(FakeTime(5_000_000)), "en", None, settings)
    _open.append(w)
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


def test_a_name_typed_on_a_filled_screen_replaces_the_first(qtbot: QtBot, tmp_path: Path) -> None:
    """A play-test pressed Ctrl+N after a game and typed a new name: the focus was on Start,
    the letters went nowhere, and Enter started the old pair again. The first name is focused
    and selected: typing replaces it, Enter still starts."""
    w = _window(qtbot, tmp_path, ("Ana", "Ben"))
    screen = w.new_game_screen
    assert w.focusWidget() is screen.first and screen.first.selectedText() == "Ana"
    qtbot.keyClicks(screen.first, "Carol")
    assert screen.first.text() == "Carol"


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


def test_enter_starts_a_game_between_people_from_the_opponent_buttons(qtbot: QtBot, tmp_path: Path) -> None:
    w = _window(qtbot, tmp_path, ("Ana", "Ben"))
    screen = w.new_game_screen
    qtbot.mouseClick(screen.person_button, LEFT)
    screen.person_button.setFocus()
    seed_new_games(w, 3)
    qtbot.keyClick(screen.person_button, Qt.Key.Key_Enter)
    assert w.controller.has_game and w.controller.state.players == ("Ana", "Ben")
    w.send(Resign(0))


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


def _answers_of_the_next_question(seen: list[list[str]]) -> None:
    """Note the answers of the next question shown, and cancel it."""

    def answer() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, GameQuestion):
            QTimer.singleShot(10, answer)
            return
        seen.append([text for text, _ in box.answers()])
        box.cancel_button.click()

    QTimer.singleShot(0, answer)


def test_in_a_practice_game_only_the_person_resigns(qtbot: QtBot, tmp_path: Path) -> None:
    w = _window(qtbot, tmp_path, ("Ana", ""))
    assert w.practice is not None
    w.practice.player.pace_ms = 0
    w.practice.player.iterations = 4
    w.practice.player.think_ms = 60_000
    seed_new_games(w, 4)
    w.new_game_screen.choose(True, "easy")
    w.new_game_screen.try_start()
    seen: list[list[str]] = []
    _answers_of_the_next_question(seen)
    w.menus.resign_action.trigger()
    _answers_of_the_next_question(seen)
    w.ask_new_game()
    assert seen == [["Ana resigns: Computer wins"], ["Keep it for later", "Ana resigns: Computer wins"]] or seen == [
        ["Ana resigns: Computer wins"],
        ["Ana resigns: Computer wins"],
    ]
    assert not any("Computer resigns" in text for answers in seen for text in answers)
    assert w.controller.state.result is None
    qtbot.waitUntil(lambda: not w.practice.player.busy, timeout=10_000)  # type: ignore[union-attr]
    w.send(Resign(0))


def _answer_the_next_question_with(text: str) -> None:
    """Click the answer ``text`` of the next question shown (within 5 s)."""
    tries = [500]

    def answer() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, GameQuestion):
            tries[0] -= 1
            if tries[0]:
                QTimer.singleShot(10, answer)
            return
        button = next(b for b in box.buttons() if b.text() == text)
        button.click()

    QTimer.singleShot(0, answer)


def test_a_game_resigned_for_a_new_game_shows_its_result_first(qtbot: QtBot, tmp_path: Path) -> None:
    """A play-test resigned from the New game question and landed on the names screen without
    seeing who won or what the game did to the ratings: the game-over screen shows, and its
    New game goes on to the names."""
    w = _window(qtbot, tmp_path, ("Ana", "Ben"))
    seed_new_games(w, 3)
    w.new_game_screen.try_start()
    assert w.controller.state.result is None
    _answer_the_next_question_with("Ben resigns: Ana wins")
    w.ask_new_game()
    result = w.controller.state.result
    assert result is not None and result.winner == 0
    assert w.stack.currentWidget() is w.summary and w.summary.title.text() == "Ana wins the game!"
    assert w.summary.new_game_button.isVisible()
    qtbot.mouseClick(w.summary.new_game_button, LEFT)
    assert w.stack.currentWidget() is w.new_game_screen


def test_a_game_kept_for_a_new_game_goes_to_the_names(qtbot: QtBot, tmp_path: Path) -> None:
    from spectacular_bid.app.storage import open_storage

    storage, _ = open_storage(tmp_path / "games")
    try:
        w = _window(qtbot, tmp_path, ("Ana", "Ben"))
        w.controller.set_storage(storage)
        seed_new_games(w, 3)
        w.new_game_screen.try_start()
        _answer_the_next_question_with("Keep it for later")
        w.ask_new_game()
        assert w.stack.currentWidget() is w.new_game_screen
        assert [g.finished for g in storage.games()] == [False]
    finally:
        storage.close()
