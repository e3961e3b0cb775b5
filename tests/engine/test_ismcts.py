"""The information-set search (:mod:`spectacular_bid.engine.ismcts`), the measured alternative
to ``hard``: always a legal answer on random positions, and never a peek — games that differ
only in what the seat cannot see get the same answer — both at a small fixed ``iterations``."""

from __future__ import annotations

import random
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st
from random_games import decisions
from test_always_legal import check_positions
from test_never_peeks import twin_seat_records

from spectacular_bid.core import Action, GameState, Play, Stage, infer, legal_actions, read_seat_record, seat_record
from spectacular_bid.engine import Budget, ismcts
from spectacular_bid.engine.levels import ready


def ask(request: dict[str, Any], level: str, seed: int) -> dict[str, Any]:
    return ismcts.answer(request, seed)


def test_ismcts_answers_legally_on_random_positions() -> None:
    asked = check_positions(300, 7, ask, ("ismcts",))
    assert asked["ismcts"] == 300


@settings(max_examples=40)
@given(st.integers(0, 2**32), st.integers(0, 10_000), st.integers(0, 2**32))
def test_ismcts_gives_the_same_answer_to_games_differing_only_in_hidden_tiles(
    seed: int, pick: int, shuffle_seed: int
) -> None:
    seat, mine, theirs = twin_seat_records(seed, pick, shuffle_seed)
    request = {"id": 1, "seat": seat, "think_ms": 600_000, "iterations": 20, "record": mine}
    twin_request = {**request, "record": theirs}
    assert ismcts.answer(request, 5) == ismcts.answer(twin_request, 5)


def test_ismcts_searches_exactly_the_iterations_asked_among_the_seats_choices() -> None:
    def plays(state: GameState) -> list[Action]:
        return [a for a in legal_actions(ready(state, state.to_act or 0)) if isinstance(a, Play)]

    positions = decisions(random.Random(11))
    state, record = next((s, r) for s, r in positions if s.stage is Stage.PLAY and len(plays(s)) > 1)
    seat = state.to_act
    assert seat is not None
    knowledge = infer(read_seat_record(seat_record(record, seat), seat))
    action, info = ismcts.decide(knowledge, random.Random(1), Budget(float("inf"), 50))
    assert info["deals"] == 50
    assert action in plays(state)
