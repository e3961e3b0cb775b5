"""Preferences, the game's rows: motion, the language, the computer's level for a new game and
whether Resign asks first — each kept in the settings, applied on OK, and still there in the
next window; and ⌘, opens them on macOS."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import random
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, QTimer
from PySide6.QtWidgets import QApplication, QDialog
from pytestqt.qtbot import QtBot

from spectacular_bid.core import START
from spectacular_bid.ui.dialogs.preferences import PreferencesDialog
from spectacular_bid.ui.main_window import MainWindow
from spectacular_bid.ui.motion import MotionSettings
from spectacular_bid.ui.shortcuts import RESERVED, key_text


def _answer(change: Callable[[PreferencesDialog], None]) -> None:
    """Once the Preferences open from the menu, make ``change`` and press OK."""

    def answer() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, PreferencesDialog)
        change(dialog)
        dialog.accept()

    QTimer.singleShot(0, answer)


def _cancelled_question(window: MainWindow) -> list[str]:
    """Ask who resigns in ``window``, Cancel any question it asks; the questions' titles."""
    asked: list[str] = []

    def cancel() -> None:
        box = QApplication.activeModalWidget()
        assert isinstance(box, QDialog)
        asked.append(box.windowTitle())
        box.reject()

    QTimer.singleShot(0, cancel)
    window.ask_resign()
    return asked


def _settings(tmp_path: Path) -> QSettings:
    return QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)


def test_the_rows_start_as_motion_on_english_medium_and_asking(qtbot: QtBot, tmp_path: Path) -> None:
    dialog = PreferencesDialog(_settings(tmp_path), None, "en")
    qtbot.addWidget(dialog)
    game = dialog.game
    assert not game.reduce_motion.isChecked() and game.chosen_language == "en"
    assert game.chosen_level == "medium" and game.confirm.isChecked()


@pytest.mark.parametrize("motion", [True])
def test_reduce_motion_is_kept_and_read_at_once(qtbot: QtBot, window: MainWindow, tmp_path: Path) -> None:
    assert window.game.motion.enabled()  # the page reads the setting at every change shown
    _answer(lambda d: d.game.reduce_motion.setChecked(True))
    window.menus.preferences_action.trigger()
    assert not MotionSettings(window.settings_store()).enabled
    assert not window.game.motion.enabled()
    window.settings_store().sync()
    again = PreferencesDialog(_settings(tmp_path), None, "en")
    qtbot.addWidget(again)
    assert again.game.reduce_motion.isChecked()


def test_the_level_chosen_is_preselected_now_and_in_a_new_window(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    screen = window.new_game_screen
    assert screen.level == "medium"
    _answer(lambda d: d.game.level.setCurrentIndex(d.game.level.findData("hard")))
    window.menus.preferences_action.trigger()
    assert screen.level == "hard"
    window.settings_store().sync()
    other = MainWindow(None, "en", None, _settings(tmp_path))
    qtbot.addWidget(other)
    assert other.new_game_screen.level == "hard"


def test_resign_asks_unless_the_preferences_say_not(qtbot: QtBot, window: MainWindow, tmp_path: Path) -> None:
    window.controller.new_game(("Ana", "Ben"), rng=random.Random(3))
    window.controller.send(START)
    asked = _cancelled_question(window)
    assert asked and window.controller.state.result is None  # asked, and Cancel kept the game
    assert window.menus.resign_action.text() == "&Resign…"
    _answer(lambda d: d.game.confirm.setChecked(False))
    window.menus.preferences_action.trigger()
    assert window.menus.resign_action.text() == "&Resign"  # an audit: its "…" promised a question
    # On the handoff nobody has shown a hand, and the device may be in either player's hands: a
    # play-test's one keystroke there resigned the player about to receive it. It still asks.
    asked += _cancelled_question(window)
    assert len(asked) == 2 and window.controller.state.result is None
    window.reveal()
    to_act = window.controller.state.to_act
    window.ask_resign()  # no question now: the player who has revealed resigns
    result = window.controller.state.result
    assert result is not None and result.winner == 1 - to_act
    window.settings_store().sync()
    again = PreferencesDialog(_settings(tmp_path), None, "en")
    qtbot.addWidget(again)
    assert not again.game.confirm.isChecked()


def test_the_language_chosen_rebuilds_the_window_in_it_and_stays(
    qtbot: QtBot, qapp: QApplication, tmp_path: Path
) -> None:
    from spectacular_bid.ui.i18n import chosen_language, install_language
    from spectacular_bid.ui.launch import App

    settings = _settings(tmp_path)
    program = App(qapp, settings)
    window = program.open_window("en")
    window.build_menus()
    try:
        _answer(lambda d: d.game.language.setCurrentIndex(d.game.language.findData("fr")))
        window.menus.preferences_action.trigger()
        qtbot.waitUntil(lambda: program.window is not window)
        french = program.window
        assert french is not None and french.language == "fr"
        assert french.new_game_screen.start_button.text() == "Démarrer la partie"
        assert chosen_language(_settings(tmp_path)) == "fr"  # the next start opens in French
    finally:
        assert program.window is not None
        program.window.retire()
        install_language("en")


def test_command_comma_opens_the_preferences_on_macos() -> None:
    assert key_text("preferences", "darwin") == "Ctrl+,"  # ⌘, in Qt's portable text
    assert RESERVED["mac"]["Ctrl+,"] == "preferences"  # the one action macOS allows it


def test_resign_asks_on_a_covering_handoff_whatever_the_preferences_say(qtbot: QtBot, window: MainWindow) -> None:
    """Read again: a game reopened while its clock ran is covered by the handoff screen until
    the player to act reveals (R41–R42); the device may then be in either player's hands, as on
    any handoff, so Resign asks there too."""
    window.controller.new_game(("Ana", "Ben"), rng=random.Random(3))
    window.controller.send(START)
    window.reveal()
    _answer(lambda d: d.game.confirm.setChecked(False))
    window.menus.preferences_action.trigger()
    window.cover()
    asked = _cancelled_question(window)
    assert asked and window.controller.state.result is None


def test_the_preferences_say_a_clock_runs_behind_them(qtbot: QtBot, window: MainWindow) -> None:
    """A play-test opened the Preferences on its turn: they covered the table while its clock
    ran on, and nothing said so. They say it when a clock runs, and only then."""
    seen: list[bool] = []
    _answer(lambda d: seen.append(not d.clock_note.isHidden()))
    window.menus.preferences_action.trigger()  # no game: no clock
    window.controller.new_game(("Ana", "Ben"), rng=random.Random(3))
    window.controller.send(START)
    _answer(lambda d: seen.append(not d.clock_note.isHidden()))
    window.menus.preferences_action.trigger()  # the handoff: both clocks paused (R39)
    window.reveal()
    _answer(lambda d: seen.append(not d.clock_note.isHidden()))
    window.menus.preferences_action.trigger()  # a decision's clock runs
    assert seen == [False, False, True]


@pytest.mark.parametrize("language", ["en", "fr"])
def test_over_a_running_clock_at_1024_by_640_no_row_is_squeezed(
    qtbot: QtBot, tmp_path: Path, language: str
) -> None:
    """A play-test opened the Preferences at 1024×640 while a clock ran: the line saying so
    took its room, the dialog kept the height it had without it, and the language and level
    lists were squeezed to 22 px, "Français" read "Francais". Each row keeps its height."""
    from PySide6.QtWidgets import QComboBox, QWidget

    from spectacular_bid.app.controller import GameController
    from spectacular_bid.app.timesource import FakeTime
    from spectacular_bid.ui.i18n import install_language

    install_language(language)
    window = MainWindow(GameController(FakeTime(5_000_000)), language, None, _settings(tmp_path))
    try:
        window.resize(1024, 640)
        window.show()
        qtbot.waitExposed(window)
        window.build_menus()
        window.start_game("Maximiliana Wolkenberger", "Bartholomäus Eulenspiegl")
        window.controller.send(START)
        window.reveal()
        seen: list[tuple[str, int, int]] = []

        def look(d: PreferencesDialog) -> None:
            assert not d.clock_note.isHidden()
            QApplication.processEvents()
            seen.extend(
                (type(w).__name__, w.height(), w.minimumSizeHint().height())
                for w in d.findChildren(QWidget)
                if isinstance(w, QComboBox) or w in (d.clock_note, d.command)
            )

        _answer(look)
        window.menus.preferences_action.trigger()
        assert len(seen) == 4 and all(height >= least for _, height, least in seen), seen
    finally:
        window.retire()
        install_language("en")


@pytest.mark.parametrize("language", ["en", "fr"])
def test_each_row_has_its_own_key_and_the_lists_are_named_by_their_labels(qtbot: QtBot, language: str) -> None:
    """A play-test found Alt+L going to the language and the level in turn (both underlined
    L), and a keyboard probe heard the lists read as "English, combo box" and "Medium": a list
    is named by its label, and no two rows share a key."""
    import re

    from PySide6.QtWidgets import QAbstractButton, QComboBox, QLabel

    from spectacular_bid.ui.i18n import install_language

    install_language(language)
    try:
        dialog = PreferencesDialog(QSettings(), None, language)
        qtbot.addWidget(dialog)
        texts = [w.text() for w in dialog.findChildren(QAbstractButton)] + [
            w.text() for w in dialog.findChildren(QLabel)
        ]
        keys = [m.group(1).lower() for t in texts for m in [re.search(r"&(\w)", t.replace("&&", ""))] if m]
        assert len(keys) == len(set(keys)) >= 7, keys
        names = [c.accessibleName() for c in dialog.findChildren(QComboBox)]
        expected = ("Language", "The computer's level for a new game")
        if language == "fr":
            expected = ("Langue", "Niveau de l'ordinateur pour une nouvelle partie")
        assert tuple(names) == expected
    finally:
        install_language("en")
