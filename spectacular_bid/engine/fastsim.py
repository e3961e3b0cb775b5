"""A quick simulator of the rest of a hand, for the search's playouts only.

The rules core builds a new frozen state for every action and checks everything; a playout
needs neither, and plays the same hand several times faster on mutable lists of small
integers. It is not a second rules engine: it starts from a state the core built, plays the
quick scoring policy of :func:`~spectacular_bid.engine.levels.playout` to the end of the hand
(plays, draws, passes, blocks, transfers capped at a balance, a balance at 0 ending the game:
R11–R23, R4–R5), and returns what it was worth. ``tests/engine/test_fastsim.py`` holds it to
the core's own playout on random positions: the same random draws give the same result.

Tiles are ``(high, low)`` pairs; the table is the four ends' numbers (-1 while closed), what
each counts (R16), the spinner's number (-1 before there is one) and which of its main arms
are still empty (R13).
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable

from spectacular_bid.core import GameState, Stage

from .endgame import PlayoutEnds, jockey_of, points_of
from .playouts import JOCKEY_BONUS, Split, core_step, split, split_of


def playout(
    state: GameState, seat: int, base: int, rng: random.Random, epsilon: float, answering: bool = False
) -> float:
    """What the rest of the hand from ``state`` is worth to ``seat`` (who had ``base`` points
    before deciding), played out with the quick scoring policy (``answering``: the policy that
    weighs the other player's best reply, :func:`~.playouts.answering_play`); the same as
    :func:`~.playouts.core_playout`, faster."""
    return sum(playout_split(state, seat, base, rng, epsilon, answering))


def playout_split(
    state: GameState,
    seat: int,
    base: int,
    rng: random.Random,
    epsilon: float,
    answering: bool = False,
    jockey_bonus: int = JOCKEY_BONUS,
    ends: PlayoutEnds | None = None,
) -> Split:
    """:func:`playout`'s worth in its two parts (:func:`~.playouts.split_of`): the points
    gained by the end of the hand, and the bonus for the next jockey (``jockey_bonus``) and
    the game. With ``ends``, once the boneyard is empty and the hands hold at most
    ``ends.tiles`` tiles, the rest of the hand is searched exactly (:class:`.PlayoutEnds`)
    rather than played by the policy, when the search ends within its nodes."""
    while state.stage is Stage.PLAY and not state.table.plays:
        state = core_step(state, rng, epsilon, answering)  # an opening (after a bid) goes through the core
    if state.stage is not Stage.PLAY:
        return split(state, seat, base, jockey_bonus)
    table = state.table
    values = list(table.values)
    counts = list(table.counts)
    spinner = -1 if table.spinner is None else table.spinner.high
    pending = list(table.pending)
    hands = [[(t.high, t.low) for t in state.hands[0]], [(t.high, t.low) for t in state.hands[1]]]
    boneyard = [(t.high, t.low) for t in state.boneyard]
    drawn = 0
    points = list(state.points)
    passes = state.passes
    to_act = state.to_act
    assert to_act is not None
    rnd = rng.random

    while True:
        if ends is not None and drawn == len(boneyard) and len(hands[0]) + len(hands[1]) <= ends.tiles:
            mine, theirs = hands[to_act], hands[1 - to_act]
            exact = ends.value(mine, theirs, values, counts, spinner, pending, points[to_act], points[1 - to_act])
            if exact is not None:
                return _exact_end(exact, points, to_act, seat, base, jockey_bonus)
        hand = hands[to_act]
        v0, v1, v2, v3 = values
        options = []
        for k, (h, lo) in enumerate(hand):
            if v0 == h or v0 == lo:
                options.append((k, 0))
            if v1 == h or v1 == lo:
                options.append((k, 1))
            if v2 == h or v2 == lo:
                options.append((k, 2))
            if v3 == h or v3 == lo:
                options.append((k, 3))
        if not options:
            # R19–R21: draw until a tile fits or the boneyard is out; then pass.
            while drawn < len(boneyard):
                tile = boneyard[drawn]
                drawn += 1
                hand.append(tile)
                h, lo = tile
                k = len(hand) - 1
                options = [(k, i) for i in range(4) if values[i] == h or values[i] == lo]
                if options:
                    break
            if not options:
                passes += 1
                if passes >= 2:
                    return _block(hands, points, seat, base)
                to_act = 1 - to_act
                continue
        # Choose as the core-based playout does, drawing the same random numbers.
        if len(options) == 1:
            k, i = options[0]
        elif rnd() < epsilon:
            k, i = options[int(rnd() * len(options))]
        elif answering:
            k, i = _answering(values, counts, spinner, pending, hand, hands[1 - to_act], options, rnd)
        else:
            best = -1.0
            k = i = 0
            for kk, ii in options:
                h, lo = hand[kk]
                total = _total_after(values, counts, spinner, pending, h, lo, ii)
                score = (total if total % 5 == 0 else 0) * 16 + h + lo + rnd()
                if score > best:
                    best, k, i = score, kk, ii
        h, lo = hand.pop(k)
        spinner = _place(values, counts, spinner, pending, h, lo, i)
        passes = 0
        total = counts[0] + counts[1] + counts[2] + counts[3]
        other = 1 - to_act
        if total > 0 and total % 5 == 0:  # R17, capped (R4)
            paid = min(total, points[other])
            points[other] -= paid
            points[to_act] += paid
            if points[other] == 0:  # R5
                return split_of(points, to_act, True, None, seat, base)
        if not hand:  # R22: out; the next hand's jockey
            return split_of(points, None, False, to_act, seat, base, jockey_bonus)
        to_act = other


def _place(values: list[int], counts: list[int], spinner: int, pending: list[bool], h: int, lo: int, i: int) -> int:
    """Add ``[h|lo]`` at end ``i`` (R12–R16); returns the spinner's number."""
    joined = values[i]
    outer = lo if joined == h else h
    double = h == lo
    values[i] = outer
    counts[i] = 2 * outer if double else outer
    if i >= 2 or (spinner < 0 and not double) or (spinner >= 0 and not pending[i]):
        return spinner
    if spinner < 0:  # R13: the first double added to the line becomes the spinner
        pending[0], pending[1] = i == 0, i == 1
        return h
    if pending[1 - i]:  # R16: an opening spinner now shows both halves on its other side
        counts[1 - i] = 2 * spinner
    pending[i] = False
    if not pending[0] and not pending[1]:  # R13: both arms hold a tile, the sides open
        values[2] = values[3] = spinner
    return spinner


def _answering(
    values: list[int],
    counts: list[int],
    spinner: int,
    pending: list[bool],
    hand: list[tuple[int, int]],
    other: list[tuple[int, int]],
    options: list[tuple[int, int]],
    rnd: Callable[[], float],
) -> tuple[int, int]:
    """:func:`~.playouts.answering_play` on the quick table: the option whose score less the
    other player's best next score is highest, then the heaviest tile, ties at random."""
    best = -math.inf
    choice = options[0]
    for k, i in options:
        h, lo = hand[k]
        v, c, p = values[:], counts[:], pending[:]
        sp = _place(v, c, spinner, p, h, lo, i)
        total = c[0] + c[1] + c[2] + c[3]
        gain = total if total % 5 == 0 else 0
        if len(hand) > 1:
            reply = 0
            for oh, olo in other:
                for j in range(4):
                    if v[j] == oh or v[j] == olo:
                        answer = _total_after(v, c, sp, p, oh, olo, j)
                        if answer % 5 == 0 and answer > reply:
                            reply = answer
            gain -= reply
        score = gain * 16 + h + lo + rnd()
        if score > best:
            best, choice = score, (k, i)
    return choice


def _total_after(
    values: list[int], counts: list[int], spinner: int, pending: list[bool], h: int, lo: int, i: int
) -> int:
    """The end total (R16) if ``[h|lo]`` were added at end ``i``: :func:`_place`'s counts,
    summed without placing."""
    # Not placed on copies: 5.5 % more deals a second (engine_strength.py --speed-only, 15 runs each).
    outer = lo if values[i] == h else h
    total = counts[0] + counts[1] + counts[2] + counts[3] - counts[i] + (2 * outer if h == lo else outer)
    if i < 2 and spinner >= 0 and pending[i] and pending[1 - i]:  # R16: the spinner's other side
        total += 2 * spinner - counts[1 - i]
    return total


def _exact_end(exact: int, points: list[int], to_act: int, seat: int, base: int, jockey_bonus: int) -> Split:
    """The worth to ``seat`` of a hand whose rest, ``to_act`` to move with the balances
    ``points``, an exact search valued ``exact`` to the player to move (``4 × points +
    jockey``, :mod:`.endgame`): the points it moves, a balance emptied winning the game (R5),
    the next jockey as the search's best line leaves it (R22; nobody after a block, R24)."""
    other = 1 - to_act
    gain = points_of(exact)
    points = points[:]
    points[to_act] += gain
    points[other] -= gain
    if not points[other] or not points[to_act]:
        return split_of(points, to_act if not points[other] else other, True, None, seat, base)
    jockey = {1: to_act, -1: other, 0: None}[jockey_of(exact)]
    return split_of(points, None, False, jockey, seat, base, jockey_bonus)


def _block(hands: list[list[tuple[int, int]]], points: list[int], seat: int, base: int) -> Split:
    """Both passed (R23): the lighter hand receives the heavier sum rounded to 5."""
    pips = [sum(h + lo for h, lo in hand) for hand in hands]
    if pips[0] != pips[1]:
        receiver = 0 if pips[0] < pips[1] else 1
        payer = 1 - receiver
        paid = min(5 * round(pips[payer] / 5), points[payer])
        points[payer] -= paid
        points[receiver] += paid
        if points[payer] == 0:
            return split_of(points, receiver, True, None, seat, base)
    return split_of(points, None, False, None, seat, base)
