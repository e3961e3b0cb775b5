"""The search's quick simulator plays a hand exactly as the rules core does: from random
positions of random games (openings after a bid, draws, passes, blocks, games won on points
included), the same random draws give the same worth through both, with either playout
policy (the quick scoring one, and the one that weighs the other player's reply)."""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st
from random_games import decisions

from spectacular_bid.core import GameState, Stage, apply, legal_actions
from spectacular_bid.engine import fastsim
from spectacular_bid.engine.playouts import WIN_BONUS, core_playout, core_playout_split


def positions(games: range) -> list[GameState]:
    out = []
    rng = random.Random(games.start)
    for game in games:
        for state, _ in decisions(random.Random(game)):
            # Also the state after each legal action: a hand won, lost, out or blocked.
            out.append(state)
            actions = legal_actions(state)
            out.append(apply(state, actions[rng.randrange(len(actions))], state.time))
    return [s for s in out if s.stage in (Stage.PLAY, Stage.HAND_OVER, Stage.OVER) or s.stage is Stage.BIDDING]


def check(states: list[GameState], seed: int) -> set[str]:
    rng = random.Random(seed)
    seen = set()
    for state in states:
        if state.stage is Stage.BIDDING:
            continue
        seat = rng.randrange(2)
        base = state.points[seat] - rng.choice((0, 5, 20))
        epsilon = rng.choice((0.0, 0.05, 0.3, 1.0))
        luck = rng.random()
        fast = fastsim.playout(state, seat, base, random.Random(luck), epsilon)
        slow = core_playout(state, seat, base, random.Random(luck), epsilon)
        assert fast == slow, (state, seat, epsilon, luck)
        # The policy that weighs the other player's best reply, too.
        answered = fastsim.playout(state, seat, base, random.Random(luck), epsilon, answering=True)
        assert answered == core_playout(state, seat, base, random.Random(luck), epsilon, answering=True)
        # The points part alone (ENGINE.md candidates) agrees too.
        fast_split = fastsim.playout_split(state, seat, base, random.Random(luck), epsilon)
        assert fast_split == core_playout_split(state, seat, base, random.Random(luck), epsilon)
        assert sum(fast_split) == fast
        # And with another worth for being the next jockey (hard's).
        bonus = rng.choice((0, 4, 9))
        fast_split = fastsim.playout_split(state, seat, base, random.Random(luck), epsilon, jockey_bonus=bonus)
        assert fast_split == core_playout_split(state, seat, base, random.Random(luck), epsilon, jockey_bonus=bonus)
        if state.stage is Stage.PLAY and fast_split[1] not in (0, WIN_BONUS, -WIN_BONUS):
            assert abs(fast_split[1]) == bonus
            seen.add(f"jockey {bonus}")
        seen.add("opening" if state.stage is Stage.PLAY and not state.table.plays else state.stage.name)
        if state.stage is Stage.PLAY and not state.boneyard:
            seen.add("empty boneyard")
        if state.stage is Stage.PLAY and state.table.spinner is not None:
            seen.add("spinner")
    return seen


def test_the_quick_simulator_plays_hands_as_the_core_does() -> None:
    seen = check(positions(range(12)), 1)
    assert {"opening", "PLAY", "HAND_OVER", "empty boneyard", "spinner", "jockey 4", "jockey 9"} <= seen


@pytest.mark.slow
def test_the_quick_simulator_plays_hands_as_the_core_does_on_many_positions() -> None:
    seen = check(positions(range(100, 260)), 2)
    assert {"opening", "PLAY", "HAND_OVER", "OVER", "empty boneyard", "spinner"} <= seen


@given(
    values=st.lists(st.integers(-1, 6), min_size=4, max_size=4),
    counts=st.lists(st.integers(0, 12), min_size=4, max_size=4),
    spinner=st.integers(-1, 6),
    pending=st.lists(st.booleans(), min_size=2, max_size=2),
    tile=st.tuples(st.integers(0, 6), st.integers(0, 6)),
    i=st.integers(0, 3),
)
def test_the_total_after_a_tile_is_the_total_once_it_is_placed(
    values: list[int], counts: list[int], spinner: int, pending: list[bool], tile: tuple[int, int], i: int
) -> None:
    """The policy's end total, summed without placing the tile, is what placing it gives."""
    h, lo = max(tile), min(tile)
    v, c, p = values[:], counts[:], pending[:]
    fastsim._place(v, c, spinner, p, h, lo, i)
    assert fastsim._total_after(values, counts, spinner, pending, h, lo, i) == sum(c)
