"""Tiles of the double-six set (R6) and deals.

A :class:`Tile` is stored with its higher half first, so ``Tile.of(3, 6) == Tile.of(6, 3)``:
the record writes tiles in any order (RECORD.md) and only an opening's written order matters
(R12), which :class:`~spectacular_bid.core.actions.Play` carries separately.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass


@dataclass(frozen=True, slots=True, order=True)
class Tile:
    """One domino ``[high|low]``, ``0 <= low <= high <= 6``.

    Build tiles with :meth:`Tile.of`, which returns the shared instance:

    >>> Tile.of(3, 6)
    Tile(high=6, low=3)
    >>> Tile.of(3, 6) is Tile.of(6, 3)
    True
    """

    high: int
    low: int

    @staticmethod
    def of(a: int, b: int) -> Tile:
        """The tile with halves ``a`` and ``b``, in either order."""
        return _TILES[a][b]

    @property
    def is_double(self) -> bool:
        """Whether both halves are equal (``[4|4]``)."""
        return self.high == self.low

    @property
    def pips(self) -> int:
        """The pip sum of the tile."""
        return self.high + self.low

    def other(self, n: int) -> int:
        """The half opposite a half showing ``n`` (``[6|3].other(6) == 3``)."""
        return self.low if n == self.high else self.high

    def __contains__(self, n: object) -> bool:
        return n == self.high or n == self.low

    def as_list(self) -> list[int]:
        """The tile as a record writes it: ``[high, low]``."""
        return [self.high, self.low]

    def __str__(self) -> str:
        return f"[{self.high}|{self.low}]"


_TILES: list[list[Tile]] = [[Tile(6, 6)] * 7 for _ in range(7)]
for _a in range(7):
    for _b in range(7):
        _TILES[_a][_b] = Tile(max(_a, _b), min(_a, _b))

#: The 28 tiles of double-six, ``[0|0]`` first, ``[6|6]`` last (R6).
ALL_TILES: tuple[Tile, ...] = tuple(sorted({t for row in _TILES for t in row}))


def rank_key(tile: Tile) -> tuple[int, int, int]:
    """Opening rank (R8): doubles above all others, then pip sum, then the higher half.

    >>> max([Tile.of(6, 3), Tile.of(5, 4), Tile.of(0, 0)], key=rank_key)
    Tile(high=0, low=0)
    >>> max([Tile.of(6, 3), Tile.of(5, 4)], key=rank_key)
    Tile(high=6, low=3)
    """
    return (1 if tile.is_double else 0, tile.pips, tile.high)


@dataclass(frozen=True, slots=True)
class Deal:
    """One hand's deal: each seat's 7 tiles and the 14 others in draw order (R6)."""

    hands: tuple[tuple[Tile, ...], tuple[Tile, ...]]
    boneyard: tuple[Tile, ...]

    def __post_init__(self) -> None:
        problem = deal_problem(self.hands, self.boneyard)
        if problem:
            raise ValueError(problem)


def deal_problem(hands: Sequence[Sequence[Tile]], boneyard: Sequence[Tile]) -> str | None:
    """Why ``hands`` and ``boneyard`` are not a deal (7 + 7 + 14, the 28 tiles once), or None."""
    if len(hands) != 2 or any(len(h) != 7 for h in hands):
        return "a deal gives each player 7 tiles"
    if len(boneyard) != 14:
        return "a deal leaves 14 tiles in the boneyard"
    if len({*hands[0], *hands[1], *boneyard}) != 28:
        return "a deal must hold each of the 28 tiles exactly once"
    return None


def deal_from(rng: random.Random) -> Deal:
    """Shuffle the 28 tiles with ``rng`` and deal them (R6)."""
    tiles = list(ALL_TILES)
    rng.shuffle(tiles)
    return Deal((tuple(tiles[:7]), tuple(tiles[7:14])), tuple(tiles[14:]))


def pip_sum(tiles: Iterable[Tile]) -> int:
    """The pip sum of some tiles (R23)."""
    return sum(t.high + t.low for t in tiles)
