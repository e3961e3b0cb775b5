"""A seat record written from the game its writer holds equals the one a replay writes, and
an inference's witness is the game its first consistent deal replays to."""

from __future__ import annotations

import random

from random_games import decisions

from spectacular_bid.core import Event, Record, infer, read_seat_record, replay, seat_record


def _with_refusals(record: Record, rng: random.Random) -> Record:
    """``record`` with events the rules refuse slipped in (a draw or a continue out of turn),
    stamped at the time of the event before them so that no clock runs out."""
    events: list[Event] = []
    for e in record.events:
        if events and rng.random() < 0.15:
            at = events[-1].at
            events.append(rng.choice([Event(at, "draw", rng.randrange(2)), Event(at, "continue")]))
        events.append(e)
    return Record(record.players, record.deals, tuple(events), record.started_at)


def test_a_seat_record_written_without_a_replay_is_the_same() -> None:
    compared = refusals = 0
    for seed in range(6):
        rng = random.Random(seed)
        for _state, record in list(decisions(rng))[::3]:
            mixed = _with_refusals(record, rng)
            steps = list(replay(mixed))
            refused = frozenset(s.index for s in steps if not s.ok)
            refusals += len(refused)
            for seat in (0, 1):
                assert seat_record(mixed, seat, (refused, steps[-1].state.stage)) == seat_record(mixed, seat)
                compared += 1
    assert compared > 100 and refusals > 50


def test_the_witness_is_the_first_consistent_deal_replayed() -> None:
    for state, record in list(decisions(random.Random(8)))[::4]:
        seat = state.to_act
        assert seat is not None
        knowledge = infer(read_seat_record(seat_record(record, seat), seat))
        assert knowledge.witness == knowledge.state_with(knowledge.deal())
