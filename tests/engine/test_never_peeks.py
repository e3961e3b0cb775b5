"""The engine never peeks (ENGINE.md, R7, R41): two games that are the same up to the hand in
progress and differ only in what the seat cannot see of it — the other hand and the boneyard
tiles it has not drawn — give the same seat record and, with the same seed and ``iterations``,
the same answer at every level.

The second game is built without the engine: hidden tiles are shuffled among the other hand's
tiles still held and the boneyard's undrawn positions, and the game's events are replayed
through the rules; only shuffles under which every event is accepted again, and the seat is to
decide again, count."""

from __future__ import annotations

import json
import random
from typing import Any

from hypothesis import assume, given, settings
from hypothesis import strategies as st
from random_games import decisions

from spectacular_bid.core import Deal, GameState, Record, apply, new_game, seat_record
from spectacular_bid.engine import LEVELS
from spectacular_bid.engine.protocol import respond


def replayed(record: Record) -> GameState:
    state = new_game(record.players, record.deals)
    for event in record.events:
        state = apply(state, event.action(), event.at)  # raises if a single event is refused
    return state


def twin_seat_records(seed: int, pick: int, shuffle_seed: int) -> tuple[int, dict[str, Any], dict[str, Any]]:
    """A position of a random game and a twin game differing only in what the seat cannot see:
    the seat, and both seat records (Hypothesis rejects the draw when there is no twin)."""
    positions = list(decisions(random.Random(seed), max_events=160))
    state, record = positions[pick % len(positions)]
    seat = state.to_act
    assert seat is not None
    other = 1 - seat
    deal = state.deals[state.hand_no]
    drawn = len(deal.boneyard) - len(state.boneyard)
    held = list(state.hands[other])
    originally = [t for t in deal.hands[other] if t in held]  # dealt and still held
    undrawn = list(deal.boneyard[drawn:])
    hidden = originally + undrawn
    shuffled = hidden[:]
    random.Random(shuffle_seed).shuffle(shuffled)
    swap = dict(zip(hidden, shuffled))
    assume(any(a is not b for a, b in swap.items()))
    new_other = tuple(swap.get(t, t) for t in deal.hands[other])
    hands = (deal.hands[0], new_other) if seat == 0 else (new_other, deal.hands[1])
    new_deal = Deal(hands, deal.boneyard[:drawn] + tuple(swap[t] for t in undrawn))
    deals = record.deals[: state.hand_no] + (new_deal,) + record.deals[state.hand_no + 1 :]
    twin = Record(record.players, deals, record.events)
    try:
        twin_state = replayed(twin)
    except ValueError:
        twin_state = None  # that shuffle contradicts what the seat saw: not a twin
    assume(twin_state is not None and twin_state.to_act == seat and twin_state.stage is state.stage)
    assert twin_state is not None
    assert twin_state.hands[other] != state.hands[other] or twin_state.boneyard != state.boneyard
    return seat, seat_record(record, seat), seat_record(twin, seat)


@settings(max_examples=60)
@given(st.integers(0, 2**32), st.integers(0, 10_000), st.integers(0, 2**32))
def test_games_differing_only_in_hidden_tiles_give_the_same_request_and_answer(
    seed: int, pick: int, shuffle_seed: int
) -> None:
    seat, mine, theirs = twin_seat_records(seed, pick, shuffle_seed)
    assert mine == theirs
    for level in LEVELS:
        request = {"id": 1, "seat": seat, "think_ms": 600_000, "iterations": 3, "record": mine}
        twin_request = {"id": 1, "seat": seat, "think_ms": 600_000, "iterations": 3, "record": theirs}
        assert respond(json.dumps(request), level, 5) == respond(json.dumps(twin_request), level, 5)
