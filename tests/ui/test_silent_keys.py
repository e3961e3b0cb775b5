"""Keys that do nothing say why (a play-test: H in a game between people, and a digit beyond
the hand, were pressed and nothing at all happened while the clock ran)."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from real_window import click_reveal, play_until

from spectacular_bid.app.tutorial import STEPS
from spectacular_bid.core import START, GameState, Play, Stage
from spectacular_bid.ui.input_guard import SETTLE_MS
from spectacular_bid.ui.main_window import MainWindow


def _play_turn(qtbot: QtBot, window: MainWindow, tiles_at_most: int = 9) -> None:
    """A game between people, played on until a player's hand is in view at a turn of play
    after the opening with at most ``tiles_at_most`` tiles, the keyboard on it."""
    window.controller.new_game(("Ana", "Ben"), rng=random.Random(4))
    window.controller.send(START)

    def turn(state: GameState) -> bool:
        seat = state.to_act
        return state.stage is Stage.PLAY and seat is not None and len(state.hands[seat]) <= tiles_at_most

    play_until(qtbot, window, lambda state: turn(state) and bool(state.table.plays))
    window.game.own_hand.setFocus()
    QApplication.processEvents()


def test_the_hint_key_in_a_game_between_people_says_hints_are_for_practice(qtbot: QtBot, window: MainWindow) -> None:
    _play_turn(qtbot, window)
    before = window.controller.state
    assert not window.menus.hint_action.isEnabled()
    qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_H)
    said = window.statusBar().currentMessage()
    assert "practice" in said and "computer" in said, said
    assert window.game.status.text() == said
    assert window.controller.state is before  # nothing played


def test_the_hint_key_in_the_guided_game_points_to_its_card(qtbot: QtBot, window: MainWindow) -> None:
    window.start_tutorial()
    tutorial = window.tutorial
    assert tutorial is not None
    tutorial.pace_ms = 0
    tutorial.draw_pace_ms = 0
    index = next(i for i, step in enumerate(STEPS) if isinstance(step.learner, Play) and i > 3)
    tutorial.start(index)
    qtbot.waitUntil(lambda: tutorial.index == index and not tutorial._queue, timeout=5000)
    window.fake_time.advance(SETTLE_MS + 1)  # type: ignore[attr-defined]
    QApplication.processEvents()
    window.game.own_hand.setFocus()
    QApplication.processEvents()
    qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_H)
    said = window.statusBar().currentMessage()
    assert "card" in said, said


def test_a_digit_beyond_the_hand_says_how_many_tiles_it_holds(qtbot: QtBot, window: MainWindow) -> None:
    _play_turn(qtbot, window, tiles_at_most=6)
    state = window.controller.state
    held = len(window.game.own_hand.tiles())
    assert held < 9
    qtbot.keyClick(QApplication.focusWidget() or window, str(held + 1))
    said = window.statusBar().currentMessage()
    assert f"You hold {held} tiles" in said and f"1 to {held}" in said, said
    assert window.controller.state is state
    assert window.game.own_hand.selected() is None


def test_another_tile_at_an_opening_by_rank_is_refused_to_the_player_holding_the_device(
    qtbot: QtBot, window: MainWindow
) -> None:
    """A play-test pressed 1 at the game's opening by rank and read "Ana must open with 4–4:
    this hand opens by rank", of the player reading it, beside lines that say "you"."""
    controller = window.controller
    controller.new_game(("Ana", "Ben"), rng=random.Random(4))
    controller.send(START)
    click_reveal(qtbot, window)
    window.fake_time.advance(SETTLE_MS + 1)  # type: ignore[attr-defined]
    hand = window.game.own_hand
    forced = controller.state.opener_tile
    other = next(i for i, tile in enumerate(hand.tiles()) if tile != forced)
    QApplication.processEvents()
    hand.setFocus()
    QApplication.processEvents()
    qtbot.keyClick(QApplication.focusWidget() or window, str(other + 1))
    said = window.statusBar().currentMessage()
    place = hand.tiles().index(forced) + 1
    assert said == f"This hand opens by rank: you must open with {forced.high}–{forced.low} (press {place}).", said
    # Nor is the tile refused left picked, its dashed ring round it (a play-test), by the key or
    # by a click.
    assert hand.focused_tile() != hand.tiles()[other]
    qtbot.mouseClick(hand.tile_button(other), Qt.MouseButton.LeftButton)
    assert hand.focused_tile() != hand.tiles()[other]


def test_a_digit_beyond_the_hand_in_the_bidding_tells_the_bidding_s_keys(qtbot: QtBot, window: MainWindow) -> None:
    """A review: a tile clicked in the bidding (which says "Not now…") gave the hand the
    keyboard, and 9 then said "You hold 7 tiles: press 1 to 7 to choose one", which choose none."""
    window.controller.new_game(("Ana", "Ben"), rng=random.Random(4))
    window.controller.send(START)
    play_until(qtbot, window, lambda state: state.stage is Stage.BIDDING)
    # The click itself says what the bidding takes (a French play-test read "Not now: the game
    # waits for a decision in the bidding" and no more).
    qtbot.mouseClick(window.game.own_hand.tile_button(0), Qt.MouseButton.LeftButton)
    said = window.statusBar().currentMessage()
    assert said.startswith("In the bidding, no tile is chosen:"), said
    window.statusBar().clearMessage()
    window.game.own_hand.setFocus()
    QApplication.processEvents()
    qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_9)
    said = window.statusBar().currentMessage()
    assert said.startswith("In the bidding, no tile is chosen:"), said


def test_the_bidding_s_keys_are_not_told_while_the_other_player_decides(qtbot: QtBot, window: MainWindow) -> None:
    """A review: in the guided game, while the computer was to bid, 9 said "In the bidding,
    tiles are not chosen: accept (A)." over "Computer is playing…", and A did nothing."""
    panel = window.game.bidding
    panel.explained.connect(lambda text: pytest.fail(f"said {text!r} with no decision"))
    panel.say_keys()  # no decision shown: nothing to say of its keys
