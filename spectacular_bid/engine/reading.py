"""What the other player's plays tell of its hand: deals sampled in proportion to how well
they explain the plays it chose.

The seat's inference (:func:`~spectacular_bid.core.infer`) keeps only the deals consistent
with what the rules let the other player do: a draw or a pass shows what it lacked. Its free
choices say more. A player who could have scored and did not probably could not: a deal that
gave it a play scoring ``d`` points more than the play it made explains that play less well,
by a factor ``exp(-sharpness * d)``; a deal where its play was its best scoring one, not at
all less. The likelihood of a deal is the product over the other player's free plays of this
hand (not the opening by rank, not a drawn tile played at once, R8, R20); deals are drawn from
the consistent ones and kept with that chance (rejection sampling), so that the searching
level sees them in proportion to it.

The model is rough on purpose: it reads one thing, the points a play could have scored at
once (R17), which every player sees; it knows nothing of a search's deeper reasons. On the real
deals of games between searching players (``medium``, ``hard-2026``), about 92 % of their free
plays scored the most their hand allowed (counted at every later decision of the hand); the
others missed 5 to 15 points.

Measured (``levels.PLAY_READING``, off):

* How well the sampled deals foretell the other hand, on about 250 middle-game positions, 200
  deals each (the Brier score of each unseen tile's chance to be in it, summed over the tiles;
  lower is better): games of ``medium``, 2.666 unread, 2.605 at sharpness 0.1, 2.597 at 0.2,
  2.611 at 0.4, 2.633 at 1.0; games of ``hard-2026``, 2.422 unread, 2.380 at 0.2. A little
  better; a sample costs 0.3 to 0.4 ms instead of 0.14.
* Where ``hard`` chooses differently with it, which choice gains more on the real deal
  (``benchmarks/choices.py --set PLAY_READING=…``, 100 sampled deals, next jockey 3.62): in
  games of ``medium`` at 0.2, -0.82 points (-1.84 .. +0.21) over 1,150 of 4,729 decisions,
  at 0.1, -0.06 (-1.06 .. +0.94) over 1,140; in games of ``hard-2026`` at 0.2, +0.67
  (-0.23 .. +1.56) over 1,148 of 4,714.
* ``hard`` reading at 0.2 against ``hard-first`` (``benchmarks/hard_strength.py --b hard-first
  --iterations 0``, think 200, 40 pairs, seed 43): -0.83 points per hand (-2.26 .. +0.60),
  games won 31 to 47.

No gain shown, so ``hard`` samples every consistent deal alike, and this is kept as the
measured alternative.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from dataclasses import dataclass

from spectacular_bid.core import Continue, Deal, Draw, GameState, Knowledge, Play, Start, Table, Tile

from .playouts import scored

#: How many deals the sampler draws, at most, for one it keeps; past that it keeps the one that
#: explained the plays best.
TRIES = 40


@dataclass(frozen=True, slots=True)
class Choice:
    """A free play of the other seat: the table it played on, the points its play scored, the
    boneyard positions it had drawn before it and the tiles it had played before it."""

    table: Table
    scored: int
    drew: tuple[int, ...]
    played: frozenset[Tile]


def choices(knowledge: Knowledge) -> tuple[Choice, ...]:
    """The other seat's free plays in the hand in progress, in order."""
    other = 1 - knowledge.record.seat
    by_rank = knowledge.rank_bound is not None
    table = Table()
    position = 0
    drew: list[int] = []
    played: set[Tile] = set()
    out: list[Choice] = []
    just_drew = False
    for action, _ in knowledge.actions:
        if isinstance(action, (Start, Continue)):
            table, position, drew, played, out, just_drew = Table(), 0, [], set(), [], False
        elif isinstance(action, Draw):
            if action.seat == other:
                drew.append(position)
            just_drew = action.seat == other
            position += 1
        elif isinstance(action, Play):
            end = action.end
            after = table.open_with(action.tile, action.west) if end is None else table.place(action.tile, end)
            free = not just_drew and not (by_rank and table.is_empty)
            if action.seat == other:
                if free:
                    out.append(Choice(table, scored(after.total), tuple(drew), frozenset(played)))
                played.add(action.tile)
            table, just_drew = after, False
    return tuple(out)


def likelihood(deal: Deal, seat: int, reads: tuple[Choice, ...], sharpness: float) -> float:
    """How well ``deal`` explains the other seat's free plays ``reads``, between 0 and 1."""
    other = deal.hands[1 - seat]
    shortfall = 0
    for choice in reads:
        hand = [t for t in other if t not in choice.played]
        hand += [deal.boneyard[p] for p in choice.drew if deal.boneyard[p] not in choice.played]
        shortfall += max(0, _best(choice.table, hand) - choice.scored)
    return math.exp(-sharpness * shortfall)


def sampler(knowledge: Knowledge, sharpness: float) -> Callable[[random.Random], GameState]:
    """A sampler of games the seat cannot tell from the real one, each deal kept in proportion
    to its :func:`likelihood` (``sharpness`` 0: :meth:`Knowledge.sample` itself)."""
    reads = choices(knowledge) if sharpness > 0 else ()
    if not reads:
        return knowledge.sample
    seat = knowledge.record.seat

    def sample(rng: random.Random) -> GameState:
        best, best_weight = None, -1.0
        for _ in range(TRIES):
            deal = knowledge.deal(rng)
            weight = likelihood(deal, seat, reads, sharpness)
            if rng.random() < weight:
                return knowledge.state_with(deal)
            if weight > best_weight:
                best, best_weight = deal, weight
        assert best is not None
        return knowledge.state_with(best)

    return sample


def _best(table: Table, hand: list[Tile]) -> int:
    """The most points a play from ``hand`` could score on ``table`` (R16–R17)."""
    if table.is_empty:
        return max((scored(t.high + t.low) for t in hand), default=0)
    return max((scored(table.place(t, end).total) for t in hand for end in table.ends_for(t)), default=0)
