"""The new-game screen's *Play against* choice: a person or the computer at a level, checked,
remembered, and fitting the smallest window in both languages."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, QSize, Qt
from pytestqt.qtbot import QtBot

from spectacular_bid.ui.i18n import install_language
from spectacular_bid.ui.main_window import MainWindow
from spectacular_bid.ui.screens.new_game_screen import NewGameScreen
from spectacular_bid.ui.window_fit import MINIMUM


@pytest.fixture
def store(tmp_path: Path) -> QSettings:
    """A throw-away settings file."""
    return QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)


SCREEN = QSize(1280, 800)


def _shown(qtbot: QtBot, screen: NewGameScreen, size: QSize = SCREEN) -> NewGameScreen:
    qtbot.addWidget(screen)
    screen.resize(size)
    screen.show()
    qtbot.waitExposed(screen)
    return screen


def test_against_the_computer_only_the_players_name_and_a_level_are_asked(qtbot: QtBot, store: QSettings) -> None:
    screen = _shown(qtbot, NewGameScreen(store=store))
    assert screen.person_button.isChecked() and screen.second.isVisible() and not screen.level_box.isVisible()
    qtbot.mouseClick(screen.computer_button, Qt.MouseButton.LeftButton)
    assert screen.against_computer and not screen.second.isVisible() and screen.level_box.isVisible()
    qtbot.mouseClick(screen.level_buttons["hard"], Qt.MouseButton.LeftButton)
    screen.first.setText("  Zoé ")
    screen.first.setFocus()
    with qtbot.assertNotEmitted(screen.start), qtbot.waitSignal(screen.practice, timeout=1_000) as blocker:
        qtbot.keyClick(screen.first, Qt.Key.Key_Return)
    assert blocker.args == ["Zoé", "hard"]
    again = _shown(qtbot, NewGameScreen(store=store))
    assert again.against_computer and again.level == "hard" and again.first.text() == "Zoé"
    qtbot.mouseClick(again.person_button, Qt.MouseButton.LeftButton)
    again.second.setText("Ben")
    with qtbot.waitSignal(again.start, timeout=1_000):
        again.try_start()
    third = _shown(qtbot, NewGameScreen(store=store))
    assert not third.against_computer and third.level == "hard"  # the level is kept for next time


def test_the_tagline_says_who_plays_whichever_opponent_is_chosen(qtbot: QtBot, store: QSettings) -> None:
    screen = _shown(qtbot, NewGameScreen(store=store))
    assert screen.tagline.text() == "A Fives dominoes duel for two players sharing one screen"
    screen.choose(True, "medium")
    assert screen.tagline.text() == "A Fives dominoes duel against the computer"
    screen.choose(False)
    assert screen.tagline.text() == "A Fives dominoes duel for two players sharing one screen"


def test_a_person_may_call_themselves_computer(qtbot: QtBot, store: QSettings) -> None:
    screen = _shown(qtbot, NewGameScreen(store=store))
    screen.choose(True, "easy")
    screen.first.setText("Computer")
    with qtbot.waitSignal(screen.practice, timeout=1_000) as blocker:
        screen.try_start()
    assert blocker.args == ["Computer", "easy"]


def test_an_empty_or_long_name_is_refused_clearly(qtbot: QtBot, store: QSettings) -> None:
    screen = _shown(qtbot, NewGameScreen(store=store))
    screen.choose(True)
    with qtbot.assertNotEmitted(screen.practice):
        screen.first.setText("   ")
        screen.try_start()
    assert screen.error_text() == "⚠ Please enter your name."
    with qtbot.assertNotEmitted(screen.practice):
        screen.first.setText("Z" * 30)
        screen.try_start()
    assert screen.error_text() == "⚠ Your name has 30 characters: at most 24."
    screen.choose(False)
    assert screen.error_text() == ""  # another choice: the message about the old one goes


def test_both_choices_fit_the_smallest_window_in_both_languages(qtbot: QtBot, store: QSettings) -> None:
    for language in ("en", "fr"):
        assert install_language(language)
        try:
            for computer in (False, True):
                screen = _shown(qtbot, NewGameScreen(store=store), QSize(1024, 640 - 28))
                screen.choose(computer, "medium")
                screen.first.setText("")
                screen.try_start()
                qtbot.waitUntil(lambda s=screen: s.error.isVisible())
                buttons = [screen.person_button, screen.computer_button, *screen.level_buttons.values()]
                for widget in (screen.first, screen.start_button, *buttons):
                    if widget.isVisible():
                        assert widget.height() >= widget.sizeHint().height(), (language, widget.text())
                        assert widget.width() >= widget.sizeHint().width(), (language, widget.text())
                assert screen.hint.geometry().bottom() < screen.height()
                if language == "fr":
                    assert screen.computer_button.text() == "L'ordinateur"
        finally:
            install_language("en")


def test_choosing_the_opponent_moves_nothing_in_both_languages(qtbot: QtBot, store: QSettings) -> None:
    """The names' card keeps its size and place whichever opponent is chosen: the fields, the
    labels and the Start button do not jump under the pointer (issue 12's layout jumps)."""
    for language in ("en", "fr"):
        assert install_language(language)
        try:
            for size in (QSize(1024, 640 - 28), SCREEN):
                screen = _shown(qtbot, NewGameScreen(store=store), size)

                def places(s: NewGameScreen = screen) -> list[tuple[int, int, int, int]]:
                    widgets = (s.first, s.first_label, s.second_label, s.start_button, s.person_button)
                    return [w.mapTo(s, w.rect().topLeft()).toTuple() + w.size().toTuple() for w in widgets]

                screen.choose(False)
                qtbot.wait(1)
                person = places()
                screen.choose(True)
                qtbot.wait(1)
                assert places() == person, (language, size)
        finally:
            install_language("en")


@pytest.fixture(params=("en", "fr"))
def smallest_window(request: pytest.FixtureRequest, qtbot: QtBot, store: QSettings) -> Iterator[MainWindow]:
    """The window without a game, in the language of the test's parameter, at its minimum size
    (menus and status bar included), shown with its menus; English again afterwards."""
    language = request.param
    assert install_language(language)
    try:
        window = MainWindow(None, language, None, store)
        qtbot.addWidget(window)
        window.resize(*MINIMUM)
        window.show()
        qtbot.waitExposed(window)
        window.build_menus()
        yield window
    finally:
        install_language("en")


def test_the_start_button_is_whole_in_the_smallest_window_in_both_languages(
    qtbot: QtBot, smallest_window: MainWindow
) -> None:
    """In the window at its minimum size (menus and status bar included), the new-game screen
    gives every row its height whichever opponent is chosen: in French the intro takes five
    lines, and the Start button was squeezed and its text cut."""
    language, screen = smallest_window.language, smallest_window.new_game_screen
    for computer in (False, True):
        screen.choose(computer, "hard")
        qtbot.wait(1)
        for widget in (screen.start_button, screen.first, screen.person_button, screen.title):
            assert widget.height() >= widget.sizeHint().height(), (language, computer, widget)
        assert screen.hint.geometry().bottom() < screen.height()


def test_the_start_button_is_whole_in_the_smallest_window_with_a_warning_shown(
    qtbot: QtBot, smallest_window: MainWindow
) -> None:
    """As above, with the names refused and the warning shown: in French "the two players need
    different names" takes two lines, and the Start button was squeezed again."""
    language, screen = smallest_window.language, smallest_window.new_game_screen
    for computer, names in ((False, ("Ana", "ana")), (True, ("", ""))):
        screen.choose(computer, "hard")
        screen.first.setText(names[0])
        screen.second.setText(names[1])
        screen.try_start()
        qtbot.waitUntil(lambda s=screen: s.error.isVisible())
        for widget in (screen.start_button, screen.first, screen.person_button, screen.title):
            assert widget.height() >= widget.sizeHint().height(), (language, computer, widget)
        assert screen.error.height() >= screen.error.heightForWidth(screen.error.width())
        assert screen.hint.geometry().bottom() < screen.height()


@pytest.mark.parametrize("computer", [False, True])
def test_tab_goes_down_the_screen_in_the_order_it_reads(qtbot: QtBot, store: QSettings, computer: bool) -> None:
    """A keyboard probe tabbed from the second name to Start, then Learn to play, and only then
    to "Play against", at the top of the card. Tab goes as the screen reads: the opponent, the
    names (and the level), Start, Learn to play, and round again."""
    from PySide6.QtWidgets import QApplication

    screen = _shown(qtbot, NewGameScreen(store=store))
    screen.activateWindow()
    (screen.computer_button if computer else screen.person_button).click()
    chosen = screen.computer_button if computer else screen.person_button
    chosen.setFocus()
    qtbot.waitUntil(chosen.hasFocus)
    seen = [chosen]
    for _ in range(12):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        seen.append(QApplication.focusWidget())
    middle = [screen.first, screen.level_buttons["easy"]] if computer else [screen.first, screen.second]
    order = [chosen, *middle, screen.start_button, screen.learn_button]
    at = [seen.index(w) for w in order]
    assert at == sorted(at), [type(w).__name__ + ":" + getattr(w, "text", lambda: "")() for w in seen]


@pytest.mark.parametrize("key", [Qt.Key.Key_Return, Qt.Key.Key_Enter])
def test_enter_on_learn_to_play_opens_the_guided_game(qtbot: QtBot, store: QSettings, key: Qt.Key) -> None:
    """A play-test tabbed to Learn to play, pressed Enter, and found a practice game started
    with its clock running: Enter started the game wherever the focus was."""
    screen = _shown(qtbot, NewGameScreen(store=store))
    screen.activateWindow()
    screen.computer_button.click()
    learned: list[bool] = []
    started: list[object] = []
    screen.learn.connect(lambda: learned.append(True))
    screen.practice.connect(lambda *args: started.append(args))
    screen.learn_button.setFocus()
    qtbot.waitUntil(screen.learn_button.hasFocus)
    qtbot.keyClick(screen.learn_button, key)
    assert learned == [True] and started == []
    screen.first.setText("Ana")
    screen.first.setFocus()  # elsewhere, Enter still starts
    qtbot.waitUntil(screen.first.hasFocus)
    qtbot.keyClick(screen.first, key)
    assert learned == [True] and len(started) == 1
