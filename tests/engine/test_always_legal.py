"""The engine never answers with an illegal event nor an error, at any level, on random
positions of random games (ENGINE.md), with a small fixed ``iterations`` so that the search
runs the same on any machine: every answer is applied to the real game and accepted."""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence
from typing import Any

import pytest
from random_games import decisions

from spectacular_bid.core import apply, seat_record
from spectacular_bid.engine import LEVELS, answer
from spectacular_bid.engine.match import action_of

Ask = Callable[[dict[str, Any], str, int], dict[str, Any]]


def check_positions(count: int, seed: int, ask: Ask = answer, levels: Sequence[str] = LEVELS) -> dict[str, int]:
    """Ask ``count`` positions of random games, turn by turn at each of ``levels``, through
    ``ask`` (request, level, seed), and apply every answer to the real game."""
    asked = dict.fromkeys(levels, 0)
    rng = random.Random(seed)
    game = seed
    checked = 0
    while checked < count:
        positions = list(decisions(random.Random(game)))
        game += 1
        for state, record in rng.sample(positions, min(len(positions), 25)):
            seat = state.to_act
            assert seat is not None
            level = levels[checked % len(levels)]
            request = {"id": checked, "seat": seat, "iterations": 2, "think_ms": 600_000}
            request["record"] = seat_record(record, seat)
            reply = ask(request, level, seed)
            assert "error" not in reply, reply
            action = action_of(reply, seat)
            assert action is not None, reply
            apply(state, action, state.time + 100)  # raises if the rules refuse it
            asked[level] += 1
            checked += 1
            if checked == count:
                break
    return asked


def test_every_level_answers_legally_on_random_positions() -> None:
    asked = check_positions(100 * len(LEVELS), 1)
    assert min(asked.values()) >= 100


@pytest.mark.slow
def test_every_level_answers_legally_on_ten_thousand_random_positions() -> None:
    asked = check_positions(10_000, 2)
    assert sum(asked.values()) == 10_000


@pytest.mark.long
def test_every_level_answers_legally_on_a_hundred_thousand_decisions(capsys: pytest.CaptureFixture[str]) -> None:
    """Part of ``pytest --hypothesis-profile=long -m long`` (README, Testing)."""
    cpu = time.process_time()
    asked = check_positions(100_000, 3)
    with capsys.disabled():
        print(f"\nengine: {sum(asked.values())} decisions {asked}, {time.process_time() - cpu:.0f} s of processor")
    assert sum(asked.values()) == 100_000
