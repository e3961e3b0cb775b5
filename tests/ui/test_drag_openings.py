"""Dragging tiles from the hand as a player does (a French play-test, with the mouse): a tile
dragged onto the empty table opens the hand, and a tile that fits nowhere, dragged, is told
why as a click on it is."""

from __future__ import annotations

import random

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from real_window import play_until
from test_table_widget import drop

from spectacular_bid.core import Draw, Play, Stage, legal_actions
from spectacular_bid.ui.main_window import MainWindow
from spectacular_bid.ui.table.table_widget import tile_mime_data


def _play_on(qtbot: QtBot, window: MainWindow, done) -> None:  # type: ignore[no-untyped-def]
    """Play a game between people on, every bidding waived, until ``done(state)``."""
    play_until(qtbot, window, done, waive=True)


def _free_opening(state) -> bool:  # type: ignore[no-untyped-def]
    return state.stage is Stage.PLAY and not state.table.plays and state.hand_no > 0


def test_a_tile_dragged_onto_the_empty_table_opens_the_hand(qtbot: QtBot, window: MainWindow) -> None:
    """The play-test won the opening and dragged 5–4 onto the table: it stayed in the hand and
    the line read "Choisissez où poser 5–4 : .", the clock running."""
    window.start_game("Ana", "Ben", rng=random.Random(3))
    _play_on(qtbot, window, _free_opening)
    page = window.game
    tile = page.own_hand.tiles()[-1]
    page.lift_tile(tile)  # the drag begins: chosen, not played
    assert None in page.table.targets()  # the opening's slot glows
    line = page.status.text()
    assert line == f"Drop {tile.high}–{tile.low} on the table to open the hand.", line
    target = page.table.target_rect(None)
    assert target.isValid()
    drop(page.table, tile_mime_data(tile), QPointF(target.center()))
    state = window.controller.state
    assert [p.tile for p in state.table.plays] == [tile]


def test_the_game_s_first_opening_by_rank_can_be_dragged_too(qtbot: QtBot, window: MainWindow) -> None:
    window.start_game("Ana", "Ben", rng=random.Random(3))
    _play_on(qtbot, window, lambda state: state.stage is Stage.PLAY and not state.table.plays)
    page = window.game
    tile = window.controller.state.opener_tile
    page.lift_tile(tile)
    target = page.table.target_rect(None)
    assert target.isValid()
    drop(page.table, tile_mime_data(tile), QPointF(target.center()))
    assert [p.tile for p in window.controller.state.table.plays] == [tile]


def test_a_tile_that_fits_nowhere_dragged_is_told_why(qtbot: QtBot, window: MainWindow) -> None:
    """The play-test dragged 4–4 onto an end showing 3: it went back, and nothing was said."""
    window.start_game("Ana", "Ben", rng=random.Random(3))

    def stuck(state) -> bool:  # type: ignore[no-untyped-def]
        legal = legal_actions(state)
        fits = {a.tile for a in legal if isinstance(a, Play)}
        hand = state.hands[state.to_act] if state.to_act is not None else ()
        return (
            state.stage is Stage.PLAY
            and bool(state.table.plays)
            and not any(isinstance(a, Draw) for a in legal)
            and any(t not in fits for t in hand)
        )

    _play_on(qtbot, window, stuck)
    hand = window.game.own_hand
    fits = {a.tile for a in legal_actions(window.controller.state) if isinstance(a, Play)}
    index = next(i for i, t in enumerate(hand.tiles()) if t not in fits)
    button = hand.tile_button(index)
    start = button.rect().center()
    QTest.mousePress(button, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    QTest.mouseMove(button, start + QPoint(0, -3 * QApplication.startDragDistance()))
    QTest.mouseRelease(button, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start + QPoint(0, -60))
    said = window.statusBar().currentMessage()
    assert "fits no open end" in said, said
