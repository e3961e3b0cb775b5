"""An ampersand in a name is a letter: a play-test named a player "<img src=x>&amp;" and its
profile's menu item showed "<img src=x>amp;", Qt reading "&a" as the item's keyboard mnemonic.
A button or a menu item that shows a name shows it whole, with no mnemonic from it."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import random
from pathlib import Path

from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication, QPushButton
from pytestqt.qtbot import QtBot
from test_history import history, play_game, store_game

from spectacular_bid.app.storage import open_storage
from spectacular_bid.core import START
from spectacular_bid.ui.dialogs.questions import resign_question
from spectacular_bid.ui.main_window import MainWindow

NAMES = ("R&D Ana", "Ben & Co")


def _shows(text: str) -> str:
    """What a button or a menu item shows of ``text``: its single ampersands are mnemonics."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def test_the_reveal_button_shows_a_name_with_an_ampersand_whole(qtbot: QtBot, window: MainWindow) -> None:
    window.controller.new_game(NAMES, rng=random.Random(1))
    window.controller.send(START)
    button = window.handoff.reveal_button
    assert QKeySequence.mnemonic(button.text()).isEmpty(), button.text()
    name = NAMES[window.controller.state.to_act]
    assert _shows(button.text()) == f"Reveal {name}'s hand" == button.accessibleName()


def test_the_resign_answers_show_names_with_an_ampersand_whole(qtbot: QtBot, window: MainWindow) -> None:
    box = resign_question(window, NAMES, 0)
    answers = [b for b in box.findChildren(QPushButton) if "resigns" in b.text()]
    assert len(answers) == 2
    for button in answers:
        assert QKeySequence.mnemonic(button.text()).isEmpty(), button.text()
        assert _shows(button.text()) in ("R&D Ana resigns: Ben & Co wins", "Ben & Co resigns: R&D Ana wins")
    said = [text for text, _ in box.answers()]  # as they show (a review read "R&&D Ana…")
    assert said == ["R&D Ana resigns: Ben & Co wins", "Ben & Co resigns: R&D Ana wins"]
    box.deleteLater()


def test_the_profile_menu_shows_names_with_an_ampersand_whole(qtbot: QtBot, tmp_path: Path) -> None:
    storage, _ = open_storage(tmp_path / "data")
    try:
        record, state = play_game(0, NAMES, None, None)
        store_game(storage, record, state)
        dialog = history(qtbot, storage)
        dialog.profile_menu.aboutToShow.emit()
        items = [action.text() for action in dialog.profile_menu.actions() if action.text()]
        assert sorted(_shows(text) for text in items) == sorted(NAMES)
        assert all(QKeySequence.mnemonic(text).isEmpty() for text in items), items
        QApplication.processEvents()
    finally:
        storage.close()
