"""The list of events beside the table tells a turn's draws (an eighth play-test: in practice
the computer drew three tiles "silently", only the boneyard's count changing)."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import random

from spectacular_bid.app import FakeTime
from spectacular_bid.app.session import Session
from spectacular_bid.core import START, Draw, Play, legal_actions, view_for
from spectacular_bid.core.record import Record, replay
from spectacular_bid.ui.table.event_log import EventLog

NAMES = ("Ana", "Ben")


def _a_game_with_draws() -> Session:
    """A game played by the first legal action until a player drew two tiles or more and then
    played, a turn later (its record's last events)."""
    for seed in range(200):
        session = Session(NAMES, started_at="2026-12-02T09:00:00Z", time=FakeTime(0), rng=random.Random(seed))
        session.submit(START)
        drawn = 0
        for _ in range(300):
            state = session.state
            if state.is_over or state.to_act is None:
                break
            action = legal_actions(state)[0]
            session.submit(action)
            if isinstance(action, Draw):
                drawn += 1
            elif isinstance(action, Play) and drawn >= 2:
                return session
            elif not isinstance(action, Draw):
                drawn = 0
    raise AssertionError("no game with two draws before a play")


def test_a_turns_draws_are_told_once_before_what_it_brought() -> None:
    session = _a_game_with_draws()
    record = session.record
    drawer = record.events[-1].seat
    drawn = 0
    for event in reversed(record.events[:-1]):
        if event.do != "draw" or event.seat != drawer:
            break
        drawn += 1
    told = f"{NAMES[drawer]} drew {drawn} tiles"
    # Told as the game goes, change by change (the notes coming after the action, as the
    # controller tells them), and told again from the record (a restart).
    log = EventLog()
    log.follow(view_for(session.state, 0), session, Record(record.players, record.deals, (), record.started_at))
    for k, step in enumerate(replay(record), start=1):
        partial = Record(record.players, record.deals, record.events[:k], record.started_at)
        news = log.follow(view_for(step.state, 0), session, partial)
        log.tell_notes(step.notes)
        if k == len(record.events):
            assert news[:1] == [told]  # with the play that ends the turn, first
    whole = EventLog()
    whole.follow(view_for(session.state, 0), object(), record)
    for lines in (log.lines, whole.lines):
        assert told in lines[-3:], lines[-6:]  # before what the play scored, if anything
    assert told not in log.events and told not in whole.events  # the hand's account: bids, passes, transfers
