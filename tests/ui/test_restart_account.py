"""After a restart the window tells the game so far from its record, whole: the "What happened"
list and the account of the hand at its end (issue 20, item 5).

The program is "killed" as the launcher would find it: the first window's games file is closed
without a word, and a new window on a new controller reopens the game with :func:`resume`,
behind the handoff screen, as :meth:`App.open_games` does.
"""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import random
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot

from spectacular_bid.app.controller import GameController
from spectacular_bid.app.resume import resume
from spectacular_bid.app.storage import Storage, open_storage
from spectacular_bid.app.timesource import FakeTime, iso_from_ms
from spectacular_bid.core import START, Bid, Reason, Stage, Waive, legal_actions
from spectacular_bid.core.state import Scored
from spectacular_bid.ui.main_window import MainWindow
from spectacular_bid.ui.screenshots import policy


def _window(qtbot: QtBot, tmp_path: Path, clock: FakeTime, storage: Storage, name: str) -> MainWindow:
    settings = QSettings(str(tmp_path / f"{name}.ini"), QSettings.Format.IniFormat)
    w = MainWindow(GameController(clock, storage=storage), "en", None, settings)
    w.resize(1280, 800)
    w.show()
    qtbot.waitExposed(w)
    return w


@pytest.fixture
def clock() -> FakeTime:
    """A fake clock reading the wall clock's time now: a resumed game counts from its start."""
    return FakeTime(int(time.time() * 1000))


@pytest.fixture
def first(qtbot: QtBot, tmp_path: Path, clock: FakeTime) -> Iterator[tuple[MainWindow, Storage]]:
    store, _ = open_storage(tmp_path / "games")
    w = _window(qtbot, tmp_path, clock, store, "first")
    yield w, store
    w.retire()
    store.close()


def _play_into_a_bid_hand(w: MainWindow, clock: FakeTime) -> None:
    """Play (the screenshot script's choices) into the second or a later hand, until its bidding
    is done and a play of it has scored, with a play to come."""
    controller = w.controller
    # Game time 0 at the fake clock's reading, not the wall clock's: a slow start would read
    # as a clock gone backwards on reopening.
    controller.new_game(("Ana", "Ben"), rng=random.Random(11), started_at=iso_from_ms(clock.now_ms()))
    controller.send(START)
    bids = 0
    for _ in range(2000):
        state = controller.state
        assert not state.is_over
        hand = _this_hand(w)
        if (
            state.hand_no >= 1
            and state.stage is Stage.PLAY
            and state.awaiting == "play"
            and any(isinstance(a, (Bid, Waive)) for a in hand)
            and any(isinstance(n, Scored) for n in state.notes)
        ):
            return
        clock.advance(1_500)
        action = policy(legal_actions(state), bids)
        bids += isinstance(action, Bid)
        controller.send(action)
    raise AssertionError("no scoring play after a bidding in 2000 moves")


def _this_hand(w: MainWindow) -> list[object]:
    """The actions of the current hand so far."""
    from spectacular_bid.core import Continue

    actions = [e.action() for e in w.controller.session.record.events]
    last = max((i for i, a in enumerate(actions) if isinstance(a, Continue)), default=-1)
    return actions[last + 1 :]


def _reopen(qtbot: QtBot, tmp_path: Path, clock: FakeTime, store: Storage) -> tuple[MainWindow, Storage]:
    """Kill the first program (its file closed without a word) and reopen as the launcher does."""
    store.close()
    again, damaged = open_storage(tmp_path / "games")
    assert damaged is None
    w = _window(qtbot, tmp_path, clock, again, "second")
    resumed = resume(again, clock)
    assert resumed is not None and resumed.session is not None and resumed.void_reason is None
    w.cover()  # reopened behind the handoff screen (R41)
    w.controller.load(resumed.session)
    return w, again


def test_after_a_restart_what_happened_and_the_account_come_from_the_record(
    qtbot: QtBot, tmp_path: Path, clock: FakeTime, first: tuple[MainWindow, Storage]
) -> None:
    before, store = first
    _play_into_a_bid_hand(before, clock)
    told = list(before.log.lines)
    scored = [line for line in before.log.transfers if line.startswith("End total")]
    assert scored and any("bids" in line or "waives" in line for line in before.log.events)

    after, again = _reopen(qtbot, tmp_path, clock, store)
    try:
        assert after.log.lines == told  # the list beside the table, whole
        assert after.log.transfers == before.log.transfers and after.log.events == before.log.events
        after.reveal()
        assert after.stack.currentWidget() is after.game
        assert scored[-1] in after.game.log.text().replace("&nbsp;", " ")  # a score kept with its name

        # Then the player to act lets the clock run out: the game-over screen tells the whole hand.
        due = after.controller.session.deadline
        assert due is not None
        clock.set(after.controller.session.origin + due)
        after.controller.check_clock()
        result = after.controller.state.result
        assert result is not None and result.reason is Reason.TIME
        assert after.stack.currentWidget() is after.summary
        shown = after.summary.transfers_text()
        assert all(line in shown for line in scored), shown
        assert "No transfer" not in shown
        events = after.summary.events.text()
        assert "bids" in events or "waives" in events
    finally:
        after.retire()
        again.close()


def test_a_time_loss_while_closed_is_told_on_the_game_over_screen(
    qtbot: QtBot, tmp_path: Path, clock: FakeTime, first: tuple[MainWindow, Storage]
) -> None:
    """Reopened after a clock ran out while the program was closed, the game-over screen had
    no account at all (a hole in its middle), where a time loss in play lists "… ran out of
    time" among the hand's events."""
    before, store = first
    controller = before.controller
    controller.new_game(("Ana", "Ben"), rng=random.Random(11), started_at=iso_from_ms(clock.now_ms()))
    controller.send(START)
    clock.advance(1_500)
    controller.send(legal_actions(controller.state)[0])  # the reveal: a clock runs
    assert controller.state.stage is Stage.PLAY and controller.session.deadline is not None
    store.close()
    clock.advance(3 * 3_600_000)  # closed for three hours
    again, damaged = open_storage(tmp_path / "games")
    assert damaged is None
    after = _window(qtbot, tmp_path, clock, again, "second")
    try:
        resumed = resume(again, clock)
        assert resumed is not None and resumed.session is not None and resumed.flagged is not None
        after.cover()
        after.controller.load(resumed.session)
        assert after.controller.state.is_over
        assert after.stack.currentWidget() is after.summary
        assert "ran out of time" in after.summary.events.text()
        assert after.summary.events.isVisible()
    finally:
        after.retire()
        again.close()
