"""Tiles of the double-six set (R6) and deals.

A :class:`Tile` is stored with its higher half first, so ``Tile.of(3, 6) == Tile.of(6, 3)``:
the record writes tiles in any order (RECORD.md) and only an opening's written order matters
(R12), which :class:`~spectacular_bid.core.actions.Play` carries separately.
"""

from __future__ import annotations

import enum
import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from .words import QT_TRANSLATE_NOOP


@dataclass(frozen=True, slots=True, eq=False, init=False)
class Tile:
    """One domino ``[high|low]``, ``0 <= low <= high <= 6``.

    There is exactly one instance of each of the 28 tiles, whichever way it is asked for, so
    tiles compare and hash by identity, as cheap dictionary keys (playouts: 27 % slower without):

    >>> Tile(3, 6)
    Tile(high=6, low=3)
    >>> Tile(3, 6) is Tile.of(6, 3)
    True
    """

    high: int
    low: int

    def __new__(cls, a: int, b: int) -> Tile:
        if not (0 <= a <= 6 and 0 <= b <= 6):
            raise ValueError(f"a tile's halves are from 0 to 6, not [{a}|{b}]")
        return _TILES[a][b]

    def __reduce__(self) -> tuple[type[Tile], tuple[int, int]]:
        return (Tile, (self.high, self.low))  # copies and pickles stay the one instance

    @staticmethod
    def of(a: int, b: int) -> Tile:
        """The tile with halves ``a`` and ``b``, in either order."""
        return Tile(a, b)

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


def _make_tile(high: int, low: int) -> Tile:
    tile = object.__new__(Tile)  # Tile() hands out these 28 instances: it cannot build them
    object.__setattr__(tile, "high", high)
    object.__setattr__(tile, "low", low)
    return tile


_UNIQUE = {(h, lo): _make_tile(h, lo) for h in range(7) for lo in range(h + 1)}
_TILES: list[list[Tile]] = [[_UNIQUE[max(a, b), min(a, b)] for b in range(7)] for a in range(7)]

#: The 28 tiles of double-six, ``[0|0]`` first, ``[6|6]`` last (R6).
ALL_TILES: tuple[Tile, ...] = tuple(_UNIQUE[k] for k in sorted(_UNIQUE, key=lambda k: (k[0] + k[1], k[0])))


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
            raise ValueError(problem.value)


class DealProblem(enum.Enum):
    """Why tiles are not a deal, in English; the window says it in the player's language."""

    SEVEN = QT_TRANSLATE_NOOP("record", "a deal gives each player 7 tiles")
    FOURTEEN = QT_TRANSLATE_NOOP("record", "a deal leaves 14 tiles in the boneyard")
    ONCE = QT_TRANSLATE_NOOP("record", "a deal must hold each of the 28 tiles exactly once")


def deal_problem(hands: Sequence[Sequence[Tile]], boneyard: Sequence[Tile]) -> DealProblem | None:
    """Why ``hands`` and ``boneyard`` are not a deal (7 + 7 + 14, the 28 tiles once), or None."""
    if len(hands) != 2 or any(len(h) != 7 for h in hands):
        return DealProblem.SEVEN
    if len(boneyard) != 14:
        return DealProblem.FOURTEEN
    if len({*hands[0], *hands[1], *boneyard}) != 28:
        return DealProblem.ONCE
    return None


def deal_from(rng: random.Random) -> Deal:
    """Shuffle the 28 tiles with ``rng`` and deal them (R6).

    Sorting by 28 independent uniform keys gives every order the same chance, as
    ``rng.shuffle`` does, at a fraction of its cost.
    """
    rnd = rng.random
    keys = [rnd() for _ in ALL_TILES]  # one key per tile, in ALL_TILES order
    tiles = [ALL_TILES[i] for i in sorted(range(len(keys)), key=keys.__getitem__)]
    return Deal((tuple(tiles[:7]), tuple(tiles[7:14])), tuple(tiles[14:]))


def pip_sum(tiles: Iterable[Tile]) -> int:
    """The pip sum of some tiles (R23)."""
    return sum(t.high + t.low for t in tiles)
