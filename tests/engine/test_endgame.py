"""The exact endgame search (:mod:`spectacular_bid.engine.endgame`) agrees with the rules core:
on small endgames with a brute force minimax through :func:`apply`, and, over thousands of
endgames, with the points the core actually transfers when both seats follow its best line
(R4 capped transfers, R5 a game won at 0 points, R22 going out, R23 blocks)."""

from __future__ import annotations

import random
import time
from collections.abc import Iterator

from hypothesis import given, note
from hypothesis import strategies as st

from spectacular_bid.core import (
    START,
    GameState,
    Reveal,
    Stage,
    apply,
    deal_from,
    legal_actions,
    needs_deal,
    new_game,
    with_deal,
)
from spectacular_bid.core.state import evolve
from spectacular_bid.engine import endgame, fastsim
from spectacular_bid.engine.playouts import WIN_BONUS, scoring_play


def ready(state: GameState) -> GameState:
    seat = state.to_act
    assert seat is not None
    return state if state.holder == seat else apply(state, Reveal(seat), state.time)


def endgames(rng: random.Random, balances: bool) -> Iterator[GameState]:
    """Every exact endgame decision of one random game's hands, played by a loose scoring
    policy; with ``balances``, each hand's balances are first set at random (multiples of 5,
    300 in all) so that capped transfers and games won at 0 points come often."""
    state = apply(new_game(("Ana", "Ben"), [deal_from(rng)]), START, 0)
    while not state.is_over:
        if needs_deal(state):
            state = with_deal(state, deal_from(rng))
        actions = legal_actions(state)
        if state.stage is Stage.PLAY and state.holder == state.to_act:
            if endgame.is_exact(state):
                if balances and rng.random() < 0.5:
                    low = 5 * rng.randrange(1, 12)
                    state = evolve(state, points=(low, 300 - low) if rng.random() < 0.5 else (300 - low, low))
                yield state
            action = scoring_play(state, actions, rng) if rng.random() < 0.7 else rng.choice(actions)
        else:
            action = actions[0]
        state = apply(state, action, state.time)


def outcome(state: GameState, seat: int, base: int) -> int:
    """The search's value of a finished hand to ``seat``: 4 × points gained + the jockey."""
    jockey = 0
    if state.stage is Stage.HAND_OVER and state.jockey is not None:
        jockey = 1 if state.jockey == seat else -1
    return 4 * (state.points[seat] - base) + jockey


def brute(state: GameState, seat: int, base: int) -> int:
    """Plain minimax through the rules core: every play of both seats to the end of the hand."""
    if state.stage is not Stage.PLAY:
        return outcome(state, seat, base)
    state = ready(state)
    values = [brute(apply(state, a, state.time), seat, base) for a in legal_actions(state)]
    return max(values) if state.to_act == seat else min(values)


def small_endgames(count: int, seed: int, tiles: int) -> list[GameState]:
    rng = random.Random(seed)
    out: list[GameState] = []
    while len(out) < count:
        for state in endgames(random.Random(rng.random()), balances=True):
            if len(state.hands[0]) + len(state.hands[1]) <= tiles and len(out) < count:
                out.append(ready(state))
    return out


def test_exact_values_match_a_brute_force_through_the_core() -> None:
    seen = set()
    for state in small_endgames(300, 1, 8):
        seat = state.to_act
        assert seat is not None
        base = state.points[seat]
        values = endgame.move_values(state)
        assert values is not None
        plays = legal_actions(state)
        assert set(values) == set(plays)
        for play in plays:
            after = apply(state, play, state.time)
            exact = brute(after, seat, base)
            assert values[play] == endgame.points_of(exact), (state, play)
            seen.add(after.stage)
            if after.stage is Stage.PLAY and after.to_act == seat:
                seen.add("passed")
        best = max(brute(apply(state, a, state.time), seat, base) for a in plays)
        found = endgame.solve(state)
        assert found.exact
        assert 4 * found.value + found.jockey == best
        assert values[found.action] == found.value
        seen.update(n for n in (a.stage for a in [apply(state, found.action, state.time)]))
    assert {Stage.PLAY, Stage.HAND_OVER, Stage.OVER, "passed"} <= seen


def test_a_move_that_loses_the_game_is_valued_at_the_whole_balance() -> None:
    """R4–R5: the other seat's best reply empties the seat's balance: the game is lost, worth
    exactly the seat's points, the least a hand can be worth."""
    for state in small_endgames(200, 2, 10):
        seat = state.to_act
        assert seat is not None
        values = endgame.move_values(state)
        assert values is not None
        assert all(-state.points[seat] <= v <= state.points[1 - seat] for v in values.values())


@given(st.integers(0, 2**32), st.booleans())
def test_the_best_line_gains_what_the_core_transfers(seed: int, balances: bool) -> None:
    """Both seats follow the search's best play, decision after decision, through the core: the
    value promised at every step is what the core transfers by the end of the hand, and who
    goes out is who it said."""
    rng = random.Random(seed)
    state = apply(new_game(("Ana", "Ben"), [deal_from(rng)]), START, 0)
    for position in endgames(rng, balances):
        position = ready(position)
        if len(position.hands[0]) + len(position.hands[1]) > 12:
            continue  # a long search: the benchmark's matter, not a test's
        seat = position.to_act
        assert seat is not None
        base = position.points[seat]
        promised = None
        state = position
        while state.stage is Stage.PLAY:
            state = ready(state)
            found = endgame.solve(state)
            assert found.exact
            mover = state.to_act
            value = 4 * found.value + found.jockey
            mine = value if mover == seat else -value
            now = 4 * (state.points[seat] - base)
            if promised is None:
                promised = mine
            note(f"{state.hands} {state.table.values} {state.points}: {found}")
            assert now + mine == promised
            state = apply(state, found.action, state.time)
        assert outcome(state, seat, base) == promised


def test_an_endgame_too_long_for_its_time_gives_the_best_play_found() -> None:
    """Out of time (or nodes), the search falls back to the best play of the deepest search it
    finished, a legal play, and says it is not exact."""
    rng = random.Random(5)
    long = (ready(s) for _ in range(50) for s in endgames(random.Random(rng.random()), balances=False))
    state = next(s for s in long if len(s.hands[0]) + len(s.hands[1]) >= 14)
    cut = endgame.solve(state, max_nodes=300)
    assert not cut.exact and cut.depth >= 2 and cut.action in legal_actions(state)
    late = endgame.solve(state, deadline=time.perf_counter())
    assert not late.exact and late.action in legal_actions(state)


def test_a_transposition_table_started_over_changes_no_value() -> None:
    """Memory stays bounded: past its size the table starts over, and the values stay exact."""
    state = next(s for s in small_endgames(400, 3, 12) if len(s.hands[0]) + len(s.hands[1]) >= 11)
    root = endgame._Root.of(state)
    small, large = endgame._Search(None, None, entries=8), endgame._Search(None, None)
    for play in legal_actions(state):
        assert root.after(small, play, 30, -(1 << 30), 1 << 30) == root.after(large, play, 30, -(1 << 30), 1 << 30)
    assert small.nodes > large.nodes  # it did start over


def test_a_playout_with_an_exact_end_is_worth_the_exact_value() -> None:
    """``hard``'s playouts with exact ends (:class:`.endgame.PlayoutEnds`): from an endgame of
    at most 8 tiles, one transposition table shared by all, the playout is worth what plain
    minimax through the core gives, whoever's worth it counts: the points, the game won or lost
    (R5), the next jockey at the playout's bonus (R22; nobody after a block, R24)."""
    ends = endgame.PlayoutEnds(tiles=8, max_nodes=100_000)
    rng = random.Random(7)
    seen = set()
    for state in small_endgames(200, 4, 8):
        seat = rng.randrange(2)
        base = state.points[seat] - rng.choice((0, 5, 20))
        exact = brute(state, seat, state.points[seat])
        gain = endgame.points_of(exact)
        if gain == state.points[1 - seat]:
            bonus, kind = WIN_BONUS, "won"
        elif gain == -state.points[seat]:
            bonus, kind = -WIN_BONUS, "lost"
        else:
            bonus, kind = 4 * endgame.jockey_of(exact), f"jockey {endgame.jockey_of(exact)}"
        split = fastsim.playout_split(state, seat, base, random.Random(1), 0.05, jockey_bonus=4, ends=ends)
        assert split == (state.points[seat] + gain - base, bonus), state
        seen.add(kind)
    assert ends.solved == 200 and ends.given_up == 0
    assert {"won", "lost", "jockey 1", "jockey -1", "jockey 0"} <= seen


def test_a_playout_end_beyond_its_tiles_is_played_by_the_policy() -> None:
    """Hands holding more tiles than ``tiles`` leave the playout to its quick policy: the same
    worth as without exact ends."""
    ends = endgame.PlayoutEnds(tiles=0, max_nodes=100_000)
    for state in small_endgames(60, 5, 12):
        seat = state.to_act
        assert seat is not None
        plain = fastsim.playout_split(state, seat, 50, random.Random(3), 0.05)
        assert fastsim.playout_split(state, seat, 50, random.Random(3), 0.05, ends=ends) == plain
    assert ends.solved == ends.given_up == 0


def test_a_playout_end_past_its_nodes_is_given_up() -> None:
    """A search that needs more than ``max_nodes`` nodes (read every few hundred) answers None,
    and the playout goes on by its policy."""
    rng = random.Random(5)
    long = (ready(s) for _ in range(50) for s in endgames(random.Random(rng.random()), balances=False))
    state = next(s for s in long if len(s.hands[0]) + len(s.hands[1]) >= 14)
    seat = state.to_act
    assert seat is not None
    table = state.table
    spinner = -1 if table.spinner is None else table.spinner.high
    mine, theirs = ([(t.high, t.low) for t in state.hands[s]] for s in (seat, 1 - seat))
    shape = (table.values, table.counts, spinner, table.pending, state.points[seat], state.points[1 - seat])
    ends = endgame.PlayoutEnds(tiles=28, max_nodes=1)
    assert ends.value(mine, theirs, *shape) is None
    assert (ends.solved, ends.given_up) == (0, 1)
