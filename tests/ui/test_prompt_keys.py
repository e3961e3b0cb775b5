"""The table's prompts say the keys that do what they ask (a play-test: a whole hand can be
played by keyboard, but the prompts named only the mouse): the opening tile's digit, the
digits of the hand, and each end's letter in the interface's language."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from real_window import click_reveal

from spectacular_bid.core import START, Play, Stage, legal_actions
from spectacular_bid.ui.i18n import install_language
from spectacular_bid.ui.main_window import MainWindow
from spectacular_bid.ui.screenshots import policy

LEFT = Qt.MouseButton.LeftButton


@pytest.mark.parametrize(("language", "letters"), [("en", ("W", "E")), ("fr", ("O", "E"))])
def test_the_prompts_name_the_keys(qtbot: QtBot, window: MainWindow, language: str, letters: tuple[str, str]) -> None:
    assert install_language(language)
    try:
        controller = window.controller
        controller.new_game(("Ana", "Ben"), rng=random.Random(5))
        controller.send(START)
        click_reveal(qtbot, window)
        hand = window.game.own_hand
        opener = controller.state.opener_tile
        place = hand.tiles().index(opener) + 1
        status = window.game.status.text()
        assert f"{place}." in status and ("press" in status or "tapez" in status), status
        # Play on until the person may put a tile at either end of the line.
        for _ in range(200):
            state = controller.state
            if state.awaiting == "reveal":
                click_reveal(qtbot, window)
                continue
            if state.stage is Stage.HAND_OVER or state.is_over:
                pytest.fail("no tile for two ends in this hand")
            ends = {}
            for action in legal_actions(state):
                if isinstance(action, Play) and action.end is not None:
                    ends.setdefault(action.tile, set()).add(action.end.value)
            two = [tile for tile, where in ends.items() if where == {"west", "east"}]
            if state.stage is Stage.PLAY and state.table.plays and two:
                break
            window.fake_time.advance(1_000)  # type: ignore[attr-defined]
            controller.send(policy(legal_actions(state), 0))
        window.fake_time.advance(1_000)  # type: ignore[attr-defined]
        assert "1–9" in window.game.status.text()
        qtbot.mouseClick(hand.tile_button(hand.tiles().index(two[0])), LEFT)
        QApplication.processEvents()
        status = window.game.status.text()
        assert all(f"({key})" in status for key in letters), status
        # A refused end, then Esc: the line says the turn again, not the refusal.
        window.explain("3–2 does not fit the west end")
        window.menus.deselect_action.trigger()
        assert window.game.status.text().startswith(("Your turn", "À vous")), window.game.status.text()
    finally:
        install_language("en")
