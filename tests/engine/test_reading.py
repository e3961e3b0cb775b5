"""Reading the other player's free plays (:mod:`spectacular_bid.engine.reading`): the plays it
lists and what it makes of a deal are checked against the real game replayed through the rules
core, where each hand the other player held is known."""

from __future__ import annotations

import math
import random

import pytest
from random_games import decisions

from spectacular_bid.core import (
    Continue,
    Draw,
    GameState,
    Knowledge,
    Play,
    Record,
    Start,
    apply,
    infer,
    legal_actions,
    new_game,
    read_seat_record,
    seat_record,
)
from spectacular_bid.engine import reading


def knowledge_of(state: GameState, record: Record) -> Knowledge:
    seat = state.to_act
    assert seat is not None
    return infer(read_seat_record(seat_record(record, seat), seat))


def shortfalls(record: Record, seat: int, by_rank: bool) -> list[int]:
    """For each free play of the other seat in the last hand of ``record``: how many points
    its best play scored more than the play it made, read from the hand it really held."""
    state = new_game(record.players, record.deals)
    out: list[int] = []
    previous = None
    for event in record.events:
        action = event.action()
        if isinstance(action, (Start, Continue)):
            out = []
        elif isinstance(action, Play) and action.seat != seat:
            after_draw = isinstance(previous, Draw) and previous.seat == action.seat
            if not after_draw and not (by_rank and state.table.is_empty):
                made = score(apply(state, action, event.at))
                best = max(score(apply(state, a, event.at)) for a in legal_actions(state) if isinstance(a, Play))
                out.append(best - made)
        state = apply(state, action, event.at)
        previous = action
    return out


def score(state: GameState) -> int:
    total = state.table.total
    return total if total % 5 == 0 else 0


def positions(count: int) -> list[tuple[GameState, Record]]:
    rng = random.Random(5)
    found: list[tuple[GameState, Record]] = []
    while len(found) < count:
        found += [p for p in decisions(rng) if p[0].table.plays][: count - len(found)]
    return found


@pytest.mark.parametrize("sharpness", [0.1, 0.4])
def test_the_real_deal_is_read_from_the_hands_the_other_player_really_held(sharpness: float) -> None:
    read_some = 0
    for state, record in positions(60):
        knowledge = knowledge_of(state, record)
        seat = knowledge.record.seat
        missed = shortfalls(record, seat, knowledge.rank_bound is not None)
        reads = reading.choices(knowledge)
        assert len(reads) == len(missed)
        deal = state.deals[state.hand_no]
        assert reading.likelihood(deal, seat, reads, sharpness) == pytest.approx(math.exp(-sharpness * sum(missed)))
        read_some += sum(missed) > 0
    assert read_some > 10  # random players often miss a score: the reading has something to read


def test_the_sampler_keeps_to_the_deals_the_seat_cannot_tell_from_the_real_one() -> None:
    for state, record in positions(20):
        knowledge = knowledge_of(state, record)
        seat = knowledge.record.seat
        sample = reading.sampler(knowledge, 0.3)
        rng = random.Random(1)
        for _ in range(5):
            sampled = sample(rng)
            assert sampled.hands[seat] == state.hands[seat]
            assert sampled.table == state.table
            assert len(sampled.hands[1 - seat]) == len(state.hands[1 - seat])


def test_a_deal_that_explains_the_plays_worse_is_kept_less_often() -> None:
    """Where the real deal and another consistent one explain the other player's plays
    differently, the sampler gives the better explanation more often than plain sampling."""
    for state, record in positions(60):
        knowledge = knowledge_of(state, record)
        seat = knowledge.record.seat
        reads = reading.choices(knowledge)
        rng = random.Random(2)
        deals = [knowledge.deal(rng) for _ in range(300)]
        missed = [-math.log(reading.likelihood(d, seat, reads, 1.0)) for d in deals]
        if max(missed) - min(missed) < 5:
            continue
        plain = sum(missed) / len(missed)
        sample = reading.sampler(knowledge, 1.0)
        kept = [sample(rng) for _ in range(300)]
        read = [-math.log(reading.likelihood(s.deals[s.hand_no], seat, reads, 1.0)) for s in kept]
        assert sum(read) / len(read) < plain / 2
        return
    pytest.fail("no position where the deals explain the plays differently")


def test_without_sharpness_the_sampler_is_the_plain_one() -> None:
    state, record = positions(1)[0]
    knowledge = knowledge_of(state, record)
    assert reading.sampler(knowledge, 0.0) == knowledge.sample
