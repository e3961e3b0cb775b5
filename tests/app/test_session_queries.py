"""What the window asks the session instead of working it out: how a hand ended, what the
seat to act may do."""

from __future__ import annotations

import random

from app_games import BLOCK_DEAL, BLOCK_SCRIPT, OUT_DEAL, OUT_SCRIPT

from spectacular_bid.app import FakeTime, Session
from spectacular_bid.core import START, Blocked, Deal, Record, Stage, WentOut, decision_for
from spectacular_bid.core.record import Event


def played(deal: Deal, script: list) -> Session:  # type: ignore[type-arg]
    fake = FakeTime(1_000_000)
    session = Session(("Ana", "Ben"), started_at="2026-12-02T09:00:00Z", time=fake, rng=random.Random(7), deals=(deal,))
    for action in [START, *script]:
        fake.advance(2_000)
        session.submit(action)
    return session


def with_a_tick(session: Session) -> Session:
    """The same game, from a record with a ``tick`` after the hand's end (RECORD.md allows it):
    the state it leaves has the tick's notes — none."""
    record = session.record
    at = session.state.time + 5_000
    ticked = Record(record.players, record.deals, (*record.events, Event(at, "tick")), record.started_at)
    return Session.from_record(ticked, FakeTime(2_000_000))


def test_R22_the_hand_ending_of_a_player_going_out() -> None:
    session = played(OUT_DEAL, OUT_SCRIPT)
    assert session.state.stage is Stage.HAND_OVER
    assert session.hand_ending() == WentOut(0)
    later = with_a_tick(session)
    assert later.state.stage is Stage.HAND_OVER and later.state.notes == ()
    assert later.hand_ending() == WentOut(0)


def test_R23_the_hand_ending_of_a_block_survives_a_tick_after_it() -> None:
    session = played(BLOCK_DEAL, BLOCK_SCRIPT)
    ending = session.hand_ending()
    assert isinstance(ending, Blocked) and ending.pips == (25, 93) and ending.receiver == 0
    later = with_a_tick(session)
    assert later.state.notes == ()
    assert later.hand_ending() == ending


def test_no_hand_ending_while_a_hand_is_played() -> None:
    session = played(OUT_DEAL, OUT_SCRIPT[:4])
    assert session.hand_ending() is None


def test_the_decision_is_the_rules_decision_for_the_seat() -> None:
    session = played(OUT_DEAL, OUT_SCRIPT[:3])
    seat = session.state.to_act
    assert seat is not None
    assert session.decision(seat) == decision_for(session.state, seat)
    assert session.decision(1 - seat) is None
