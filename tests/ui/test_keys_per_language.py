"""Each language's own letters (issue 20, item 10): one table per stage with no letter twice,
labels, menus and the rules showing only the interface language's letters, and the English
letters still acting, unshown, in French."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from bidding_states import bidding_state
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from spectacular_bid.app.controller import GameController
from spectacular_bid.app.timesource import FakeTime
from spectacular_bid.core import decision_for, view_for
from spectacular_bid.ui.dialogs.rules_help import keyboard_html
from spectacular_bid.ui.i18n import install_language
from spectacular_bid.ui.main_window import MainWindow
from spectacular_bid.ui.shortcuts import LETTERS, SHORTCUTS, key_text, letter_keys
from spectacular_bid.ui.table.bidding_panel import BiddingPanel


@pytest.fixture
def french() -> Iterator[None]:
    """The interface in French for the test, English again afterwards."""
    assert install_language("fr")
    yield
    install_language("en")


@pytest.mark.parametrize("language", sorted(LETTERS))
def test_no_letter_means_two_things_in_one_stage(language: str) -> None:
    for stage, actions in LETTERS[language].items():
        taken: dict[str, str] = {}
        for action in actions:
            for key in letter_keys(stage, action, language):
                assert taken.setdefault(key, action) == action, (language, stage, key)
        menu_keys = {key_text(name) for name in SHORTCUTS}
        assert not set(taken) & menu_keys


def test_the_letters_follow_the_words_of_each_language() -> None:
    assert LETTERS["fr"]["play"]["west"] == "O" and LETTERS["fr"]["play"]["draw"] == "P"
    assert LETTERS["fr"]["bidding"] == {"waive": "R", "accept": "A", "bid": "E", "hint": "I"}
    assert LETTERS["en"]["bidding"] == {"waive": "W", "accept": "A", "bid": "B", "hint": "H"}
    assert letter_keys("play", "hint", "fr") == ["I", "H"]  # indice, and the English H unshown
    assert letter_keys("play", "west", "fr") == ["O", "W"]  # the English letter, unshown


def _shown_panel(qtbot: QtBot, bid: int | None = None) -> BiddingPanel:
    """The bidding panel of Ana, who is not the jockey, shown as the active window: before any
    bid (she may waive or bid) or facing the jockey's ``bid`` (she may accept or bid)."""
    panel = BiddingPanel()
    qtbot.addWidget(panel)
    state = bidding_state(jockey=1, bid=bid, bidder=None if bid is None else 1, to_act=0, points=(150, 150))
    panel.set_situation(view_for(state, 0), decision_for(state, 0))
    panel.show()
    qtbot.waitExposed(panel)
    panel.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is panel)
    return panel


def test_the_french_bidding_panel_shows_and_takes_french_letters(qtbot: QtBot, french: None) -> None:
    panel = _shown_panel(qtbot)
    assert panel.waive_button.text() == "Renoncer (R)"
    assert panel.bid_button.text().endswith("(E)")
    assert "B" not in re.findall(r"\((\w)", panel.bid_button.toolTip())
    said: list[str] = []
    panel.waive.connect(lambda: said.append("waive"))
    panel.bid.connect(lambda amount: said.append("bid"))
    for key in (Qt.Key.Key_R, Qt.Key.Key_W, Qt.Key.Key_E, Qt.Key.Key_B):
        qtbot.keyClick(panel, key)
    assert said == ["waive", "waive", "bid", "bid"]  # W and B: the English, unshown
    facing = _shown_panel(qtbot, bid=20)
    assert facing.accept_button.text().endswith("(A)")


def test_a_french_key_without_its_choice_names_the_french_letters(qtbot: QtBot, french: None) -> None:
    """A and R where they do not apply say why, with the letters the French panel shows."""
    said: list[str] = []
    panel = _shown_panel(qtbot)
    panel.explained.connect(said.append)
    qtbot.keyClick(panel, Qt.Key.Key_A)
    facing = _shown_panel(qtbot, bid=20)
    facing.explained.connect(said.append)
    qtbot.keyClick(facing, Qt.Key.Key_R)
    assert said == [
        "Aucune enchère pour l'instant\u00a0: renoncez (R) ou enchérissez (E).",
        "Une enchère est posée\u00a0: acceptez-la (A) ou surenchérissez (E). Seule la première décision peut renoncer.",
    ]


def test_the_english_bidding_panel_keeps_its_letters(qtbot: QtBot) -> None:
    panel = _shown_panel(qtbot)
    assert panel.waive_button.text() == "Waive (W)" and panel.bid_button.text().endswith("(B)")
    said: list[str] = []
    panel.waive.connect(lambda: said.append("waive"))
    panel.bid.connect(lambda amount: said.append("bid"))
    for key in (Qt.Key.Key_R, Qt.Key.Key_E, Qt.Key.Key_W, Qt.Key.Key_B):
        qtbot.keyClick(panel, key)
    assert said == ["waive", "bid"]  # no French letter acts in English


def test_the_french_menus_summary_and_rules_show_french_letters(qtbot: QtBot, tmp_path: Path, french: None) -> None:
    w = MainWindow(
        GameController(FakeTime(5_000_000)), "fr", None, QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    )
    qtbot.addWidget(w)
    w.build_menus()
    try:
        menus = w.menus
        shown = {name: action.shortcut().toString() for name, action in menus.end_actions.items()}
        assert shown == {"west": "O", "east": "E", "north": "N", "south": "S"}
        assert [k.toString() for k in menus.end_actions["west"].shortcuts()] == ["O", "W"]
        assert menus.draw_action.shortcut().toString() == "P"
        assert menus.waive_action.text().endswith("\tR") and menus.bid_action.text().endswith("\tE")
        assert w.summary.new_game_button.text() == "Nouvelle partie (N)"
        rules = re.findall(r"<kbd>(\w)</kbd>", keyboard_html("fr"))
        assert set(rules) >= {"R", "A", "E", "O", "N", "S", "P", "Q"} and not set(rules) & {"W", "B", "D"}
        english = re.findall(r"<kbd>(\w)</kbd>", keyboard_html("en"))
        assert set(english) >= {"W", "A", "B", "E", "N", "S", "D", "Q"} and not set(english) & {"O", "P"}
    finally:
        w.retire()


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_rules_name_every_letter_the_game_answers(language: str) -> None:
    from string import Formatter

    from spectacular_bid.ui.dialogs import rules_help
    from spectacular_bid.ui.shortcuts import LETTERS

    template = rules_help._KEYBOARD_FR if language == "fr" else rules_help._KEYBOARD_EN
    named = {field for _, field, _, _ in Formatter().parse(template) if field}
    assert named == {action for stage in LETTERS[language].values() for action in stage}
    replay = "relire la partie" if language == "fr" else "replay the game"
    assert f"<kbd>R</kbd> {replay}" in keyboard_html(language)
    analyse = "l'analyser" if language == "fr" else "analyse it"
    assert f"<kbd>A</kbd> {analyse}" in keyboard_html(language)



@pytest.mark.parametrize("language", ["en", "fr"])
def test_every_menu_letter_shows_its_underline(qtbot: QtBot, tmp_path: Path, language: str) -> None:
    """"Apprendre à &jouer" showed no underline (a play-test): a letter that hangs below the
    line hides it. Every menu's letter is one the underline can be seen under, and no letter
    leads to two items of one menu."""
    assert install_language(language)
    w = MainWindow(
        GameController(FakeTime(5_000_000)),
        language,
        None,
        QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat),
    )
    qtbot.addWidget(w)
    w.build_menus()
    try:
        menus = [w.menuBar(), *(a.menu() for a in w.menuBar().actions() if a.menu() is not None)]
        menus += [a.menu() for m in menus[1:] for a in m.actions() if a.menu() is not None]
        for menu in menus:
            letters = []
            for action in menu.actions():
                found = re.search(r"&([^&])", action.text().split("\t")[0])
                if found is None:
                    continue
                assert found.group(1) not in "gjpqy,;", (language, action.text())
                letters.append(found.group(1).lower())
            assert len(letters) == len(set(letters)), (language, [a.text() for a in menu.actions()])
    finally:
        w.retire()
        install_language("en")


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_bidding_panels_balance_never_starts_a_line_alone(qtbot: QtBot, language: str) -> None:
    """A long name wrapped the panel's heading as "Bartholomew Fitzgeraldin to decide" over
    "· balance 145": the dot, the word and the balance now stay with the verb."""
    assert install_language(language)
    try:
        panel = _shown_panel(qtbot)
        text = panel.who.text()
        dot = text.index("·")
        assert text[dot - 1] == text[dot + 1] == "\u00a0", repr(text)
    finally:
        install_language("en")


# French keyboards mark Home "Début" or ↖, never "Origine" (Qt's word for it, which a play-test
# looked for in vain).
@pytest.mark.parametrize(("language", "home", "end"), [("en", "Home", "End"), ("fr", "Début", "Fin")])
def test_the_rules_name_the_keys_to_the_smallest_and_largest_bid(language: str, home: str, end: str) -> None:
    """Home and End reach the smallest and the largest amount; only the guided game said so
    (a play-test looked for them in the rules' keyboard section)."""
    assert f"<kbd>{home}</kbd>/<kbd>{end}</kbd>" in keyboard_html(language)
