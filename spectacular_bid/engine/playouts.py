"""Playouts: the rest of a hand played by a quick scoring policy, and what it was worth.

The search (:mod:`.levels`) plays each choice out on each sampled deal. What a playout is worth
to the seat: the points it gained by the end of the hand — bids paid with the jockey discount
(R30), transfers capped at a balance (R4), a bid of the whole balance losing the game (R32) all
come from the rules themselves — plus a bonus for being the next jockey (R27, R30) and a large
one for winning the game (R5).

:func:`core_playout` plays through the rules core; :func:`~.fastsim.playout` plays the same
hands faster and is held to this one by a differential test.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

from spectacular_bid.core import Action, GameState, Play, Reveal, Stage, apply, legal_actions

#: What the next hand's jockey is worth, in points (the discount and the first word, R27–R30).
JOCKEY_BONUS = 6
#: What winning the game is worth beyond the points it brings (R5).
WIN_BONUS = 60

#: What a playout was worth to a seat, in two parts: the points it gained by the end of the
#: hand, and the bonus for the next jockey and the game (:func:`split_of`).
Split = tuple[int, int]


def choose(
    state: GameState, actions: Sequence[Action], rng: random.Random, epsilon: float, answering: bool = False
) -> Action:
    """The playout policy's choice among ``actions``: the only one, waive or accept in the
    bidding, a random one with chance ``epsilon``, else the best immediate score — less, when
    ``answering``, the best score the other player could answer it with (:func:`answering_play`)."""
    if len(actions) == 1 or state.stage is Stage.BIDDING:
        return actions[0]
    if rng.random() < epsilon:
        return actions[int(rng.random() * len(actions))]
    if answering:
        return answering_play(state, actions, rng)
    return scoring_play(state, actions, rng)


def scoring_play(state: GameState, actions: Sequence[Action], rng: random.Random) -> Action:
    """The play with the biggest immediate score (R17), then the heaviest tile, ties at random."""
    table = state.table
    best = actions[0]
    best_score = -1.0
    for a in actions:
        if not isinstance(a, Play):
            continue
        after = table.open_with(a.tile, a.west) if a.end is None else table.place(a.tile, a.end)
        total = after.total
        score = (total if total % 5 == 0 else 0) * 16 + a.tile.high + a.tile.low + rng.random()
        if score > best_score:
            best, best_score = a, score
    return best


def answering_play(state: GameState, actions: Sequence[Action], rng: random.Random) -> Action:
    """The play whose immediate score (R17) less the best score the other player could make
    next with the tiles it holds is highest (a play that goes out leaves no reply), then the
    heaviest tile, ties at random. In a playout the whole deal is known: the sampled one."""
    table = state.table
    seat = state.to_act
    assert seat is not None
    hand, other = state.hands[seat], state.hands[1 - seat]
    best = actions[0]
    best_score = -math.inf
    for a in actions:
        if not isinstance(a, Play):
            continue
        after = table.open_with(a.tile, a.west) if a.end is None else table.place(a.tile, a.end)
        gain = scored(after.total)
        if len(hand) > 1:
            gain -= max((scored(after.place(t, end).total) for t in other for end in after.ends_for(t)), default=0)
        score = gain * 16 + a.tile.high + a.tile.low + rng.random()
        if score > best_score:
            best, best_score = a, score
    return best


def scored(total: int) -> int:
    """What an end total scores (R17)."""
    return total if total % 5 == 0 else 0


def core_step(state: GameState, rng: random.Random, epsilon: float, answering: bool = False) -> GameState:
    """One step of a playout through the core: a reveal, or the policy's action."""
    to_act = state.to_act
    assert to_act is not None
    if state.holder != to_act:
        return apply(state, Reveal(to_act), state.time)
    return apply(state, choose(state, legal_actions(state), rng, epsilon, answering), state.time)


def core_playout(
    state: GameState, seat: int, base: int, rng: random.Random, epsilon: float, answering: bool = False
) -> float:
    """Play the hand out through the rules core with the policy of :func:`choose` and return
    what it was worth to ``seat``, who had ``base`` points before deciding."""
    return sum(core_playout_split(state, seat, base, rng, epsilon, answering))


def core_playout_split(
    state: GameState,
    seat: int,
    base: int,
    rng: random.Random,
    epsilon: float,
    answering: bool = False,
    jockey_bonus: int = JOCKEY_BONUS,
) -> Split:
    """:func:`core_playout`'s worth in its two parts (:func:`split_of`), the next jockey
    counted ``jockey_bonus``."""
    while state.stage is not Stage.HAND_OVER and state.stage is not Stage.OVER:
        state = core_step(state, rng, epsilon, answering)
    return split(state, seat, base, jockey_bonus)


def worth(state: GameState, seat: int, base: int) -> float:
    """What the end of a playout is worth to ``seat``: points gained, the next hand's jockey,
    the game won or lost."""
    return sum(split(state, seat, base))


def split(state: GameState, seat: int, base: int, jockey_bonus: int = JOCKEY_BONUS) -> Split:
    """:func:`worth` in its two parts (:func:`split_of`)."""
    result = state.result
    over = result is not None
    jockey = state.jockey if state.stage is Stage.HAND_OVER else None
    return split_of(state.points, result.winner if result is not None else None, over, jockey, seat, base, jockey_bonus)


def worth_of(points: Sequence[int], winner: int | None, over: bool, jockey: int | None, seat: int, base: int) -> float:
    """:func:`worth` from the plain facts: balances, the game's winner if it is ``over``, the
    next jockey."""
    return sum(split_of(points, winner, over, jockey, seat, base))


def split_of(
    points: Sequence[int],
    winner: int | None,
    over: bool,
    jockey: int | None,
    seat: int,
    base: int,
    jockey_bonus: int = JOCKEY_BONUS,
) -> Split:
    """:func:`worth_of` in two parts: the points ``seat`` gained since it had ``base`` (every
    transfer and bid payment: what ENGINE.md's ``candidates`` report), and the bonus for what
    follows the hand (the game won or lost, or ``jockey_bonus`` for being the next jockey),
    which only steers the choice.

    >>> split_of([70, 0], 0, True, None, 0, 50), split_of([40, 60], None, False, 1, 0, 50)
    ((20, 60), (-10, -6))
    """
    bonus = 0
    if over:
        if winner == seat:
            bonus = WIN_BONUS
        elif winner is not None:
            bonus = -WIN_BONUS
    elif jockey is not None:
        bonus = jockey_bonus if jockey == seat else -jockey_bonus
    return points[seat] - base, bonus
