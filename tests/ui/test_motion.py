"""Motion (issue 27): every play glides to its place, for both players; a draw slides from the
boneyard to the hand; chips go from one balance to the other; a going-out or a block is shown
before the count. Nothing holds a key or a click back (a press lands whatever moves), nothing
moving is ever painted over the handoff screen, and *Reduce motion* turns it all off — the
computer's plays too.

The moving pieces run on Qt's own timers; the game's clock is the fake one of the ``window``
fixture. No assertion reads the wall clock: durations are the configured ones."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import random
from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from spectacular_bid.app.timesource import FakeTime
from spectacular_bid.core import CONTINUE, START, Action, Bid, Draw, Play, Reveal, Stage, legal_actions
from spectacular_bid.ui.input_guard import SETTLE_MS
from spectacular_bid.ui.main_window import MainWindow
from spectacular_bid.ui.motion import DURATIONS, ENDING_MS, Sprite
from spectacular_bid.ui.screenshots import policy

ON_OFF = pytest.mark.parametrize("motion", [True, False], ids=["motion", "still"])


def _steps(w: MainWindow, seed: int = 126) -> Iterator[Action]:
    """A game between two people through the controller (the window follows), the scripted
    policy choosing, a second per action; yields each action just before it is sent (the test
    may send it itself)."""
    w.controller.new_game(("Ana", "Ben"), rng=random.Random(seed))
    w.controller.send(START)
    time: FakeTime = w.fake_time  # type: ignore[attr-defined]
    bids = 0
    for _ in range(3_000):
        state = w.controller.state
        if state.is_over:
            return
        time.advance(1_000)
        action = CONTINUE if state.stage is Stage.HAND_OVER else policy(legal_actions(state), bids)
        bids += isinstance(action, Bid)
        yield action
        if w.controller.state is state:  # unless the test sent it itself
            assert w.controller.send(action)


def _moving(w: MainWindow) -> list[str]:
    return w.game.motion.moving() if w._game is not None else []


def test_no_moving_piece_holds_input_longer_than_250_ms() -> None:
    """Each piece is over within 250 ms — and holds nothing back meanwhile (the tests below)."""
    assert set(DURATIONS) == {"play", "draw", "chips"}
    assert all(0 < ms <= 250 for ms in DURATIONS.values()), DURATIONS


@ON_OFF
def test_the_other_players_play_glides_and_their_points_come_as_chips(
    qtbot: QtBot, window: MainWindow, motion: bool
) -> None:
    """Revealing, a player sees the other's last play glide from the other's hand, and the
    chips it scored leave their own balance; with motion off nothing moves."""
    seen: set[str] = set()
    previous: Action | None = None
    for n, action in enumerate(_steps(window)):
        if isinstance(previous, Reveal):
            seen.update(_moving(window))  # what moves as the hand appears
        previous = action
        if seen >= {"play", "chips"} or n > 300:
            break
    assert seen >= {"play", "chips"} if motion else not seen


@pytest.mark.parametrize("motion", [True])
def test_a_press_lands_what_moves_and_acts_at_once(qtbot: QtBot, window: MainWindow) -> None:
    """No piece holds input back: once the guard has let the hand be seen, a click made while a
    play still glides both lands it and plays."""
    steps = _steps(window)
    for action in steps:
        if isinstance(action, Reveal):
            window.controller.send(action)
            if "play" in _moving(window) and any(isinstance(a, Play) for a in legal_actions(window.controller.state)):
                break
    else:
        raise AssertionError("no play glided at a reveal")
    steps.close()
    window.fake_time.advance(SETTLE_MS)  # type: ignore[attr-defined]
    events = len(window.controller.session.record.events)
    state = window.controller.state
    tile = next(a.tile for a in legal_actions(state) if isinstance(a, Play))
    hand = window.game.own_hand
    qtbot.mouseClick(hand.tile_button(hand.tiles().index(tile)), Qt.MouseButton.LeftButton)
    assert _moving(window) == [] or window.controller.state is not state  # landed, then the next change
    record = window.controller.session.record.events
    assert len(record) > events or window.game._selected is tile  # played, or asked where


@pytest.mark.parametrize("motion", [True])
def test_a_draw_slides_and_the_handoff_that_follows_shows_nothing_moving(qtbot: QtBot, window: MainWindow) -> None:
    """A player draws (a tile slides to their hand) and plays before it lands: the handoff
    screen comes at once and shows nothing of what was moving (R41)."""
    slid = False
    for action in _steps(window):
        was = _moving(window)
        slid = slid or "draw" in was
        if not was or not isinstance(action, Play):
            continue
        window.controller.send(action)
        if window.stack.currentWidget() is not window.handoff:
            continue
        if "draw" not in was:
            continue
        assert _moving(window) == []
        assert not [s for s in window.findChildren(Sprite) if s.isVisible()]
        during = window.grab().toImage()
        qtbot.wait(max(DURATIONS.values()) + 50)  # had it gone on, it would have moved meanwhile
        assert window.grab().toImage() == during
        break
    else:
        raise AssertionError("no handoff came while a draw slid")
    assert slid


@ON_OFF
def test_a_going_out_is_shown_on_the_table_before_the_count(qtbot: QtBot, window: MainWindow, motion: bool) -> None:
    for _ in _steps(window):
        if window.controller.state.stage is Stage.HAND_OVER and window.stack.currentWidget() is not window.handoff:
            break
    else:
        raise AssertionError("no hand ended")
    page = window.game
    if not motion:
        assert window.stack.currentWidget() is window.summary
        return
    assert window.stack.currentWidget() is page and page.motion.ending_shown
    assert page.motion.banner is not None and page.motion.banner.isVisible()
    text = page.motion.banner.text()
    assert text.endswith("goes out!") or text.startswith("Blocked")
    events = len(window.controller.session.record.events)
    qtbot.keyClick(window, Qt.Key.Key_Space)  # skips to the count, and does nothing else
    assert window.stack.currentWidget() is window.summary
    assert len(window.controller.session.record.events) == events
    assert not page.motion.ending_shown


@pytest.mark.parametrize("motion", [True])
def test_an_ending_goes_on_to_the_count_by_itself(qtbot: QtBot, window: MainWindow) -> None:
    for _ in _steps(window):
        if window.controller.state.stage is Stage.HAND_OVER and window.game.motion.ending_shown:
            break
    qtbot.waitUntil(lambda: window.stack.currentWidget() is window.summary, timeout=ENDING_MS + 2_000)


@ON_OFF
def test_the_computers_plays_glide_without_holding_the_person_back(
    qtbot: QtBot, window: MainWindow, motion: bool
) -> None:
    assert window.practice is not None
    window.practice.player.pace_ms = 0
    window.start_practice("Ana", "easy", random.Random(5))
    controller = window.controller
    after_computer: list[tuple[list[str], bool]] = []  # at the person's turn after a computer's play

    def look() -> None:
        state = controller.state
        events = controller.session.record.events
        if len(events) > 1 and [e.do for e in events[-2:]] == ["play", "reveal"] and state.to_act == 0:
            after_computer.append((_moving(window), window.practice.playing()))  # the person's turn

    controller.state_changed.connect(look)
    try:
        for _ in range(12):
            qtbot.waitUntil(
                lambda: window.offered() is not None or controller.state.stage in (Stage.HAND_OVER, Stage.OVER),
                timeout=10_000,
            )
            if controller.state.stage in (Stage.HAND_OVER, Stage.OVER):
                break
            window.fake_time.advance(SETTLE_MS)  # type: ignore[attr-defined]
            decision = window.offered()
            assert decision is not None
            draw = [a for a in decision.actions if isinstance(a, Draw)]
            window.send(draw[0] if draw else policy(decision.actions, 0))
    finally:
        controller.state_changed.disconnect(look)
    assert after_computer
    moved = [kinds for kinds, _ in after_computer if "play" in kinds]
    if motion:
        assert moved, "the computer's play did not glide"
        assert not any(held for kinds, held in after_computer if "play" in kinds)  # its glide holds nothing
    else:
        assert not moved
