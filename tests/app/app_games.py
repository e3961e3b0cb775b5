"""Two exact deals and how they are played, shared by the controller-layer tests."""

from __future__ import annotations

from spectacular_bid.core import Action, Deal, Draw, End, Play, Reveal, Tile

W, E = End.WEST, End.EAST


def _tiles(*pairs: tuple[int, int]) -> tuple[Tile, ...]:
    return tuple(Tile.of(a, b) for a, b in pairs)


def _deal(h0: list[tuple[int, int]], h1: list[tuple[int, int]], bone: list[tuple[int, int]]) -> Deal:
    return Deal((_tiles(*h0), _tiles(*h1)), _tiles(*bone))


def t(a: int, b: int) -> Tile:
    """Shorthand for a tile."""
    return Tile.of(a, b)


#: Seat 0 opens with [6|6] (R8); seat 1 draws, scores, passes once the boneyard is out (R21);
#: seat 0 goes out with [6|4] (R22). Final points 135–165; seat 0 is the jockey.
OUT_DEAL = _deal(
    [(6, 0), (5, 3), (6, 1), (6, 6), (6, 4), (6, 2), (5, 0)],
    [(5, 5), (4, 0), (5, 4), (0, 0), (5, 1), (2, 1), (4, 3)],
    [(2, 2), (1, 0), (3, 2), (1, 1), (4, 2), (3, 1), (4, 4), (3, 3), (6, 5), (3, 0), (6, 3), (5, 2), (2, 0), (4, 1)],
)

OUT_SCRIPT: list[Action] = [
    Reveal(0), Play(0, t(6, 6), None),
    Reveal(1), *[Draw(1)] * 9, Play(1, t(6, 5), W),  # nine draws, the ninth tile fits (R20)
    Reveal(0), Play(0, t(5, 0), W),
    Reveal(1), Play(1, t(0, 0), W),
    Reveal(0), Play(0, t(6, 0), W),
    Reveal(1), Draw(1), Draw(1), Play(1, t(6, 3), W),  # end total 12 + 3 = 15 → seat 1 +15
    Reveal(0), Play(0, t(5, 3), W),
    Reveal(1), Play(1, t(5, 1), W),
    Reveal(0), Play(0, t(6, 1), W),
    Reveal(1), Draw(1), Draw(1), Draw(1),  # the boneyard runs out with nothing to play: a pass
    Reveal(0), Play(0, t(6, 2), W),
    Reveal(1), Play(1, t(2, 0), W),
    Reveal(0), Play(0, t(6, 4), E),  # seat 0's last tile: out
]  # fmt: skip

#: Seat 1 opens with [6|5] (R8); both players pass in succession: blocked 25 against 93,
#: seat 0 receives 95 (R23). Final points 250–50.
BLOCK_DEAL = _deal(
    [(2, 0), (6, 0), (4, 2), (5, 0), (6, 3), (6, 2), (1, 0)],
    [(5, 3), (3, 0), (4, 3), (5, 2), (6, 5), (4, 1), (4, 0)],
    [(6, 1), (3, 3), (1, 1), (6, 6), (5, 4), (5, 5), (5, 1), (2, 2), (6, 4), (4, 4), (3, 1), (0, 0), (2, 1), (3, 2)],
)

BLOCK_SCRIPT: list[Action] = [
    Reveal(1), Play(1, t(6, 5), None, 5),
    Reveal(0), Play(0, t(5, 0), W),
    Reveal(1), Play(1, t(3, 0), W),
    Reveal(0), Play(0, t(6, 0), E),
    Reveal(1), Play(1, t(4, 0), E),
    Reveal(0), Play(0, t(4, 2), E),
    Reveal(1), Play(1, t(4, 3), W),
    Reveal(0), Play(0, t(2, 0), E),
    Reveal(1), Play(1, t(4, 1), W),
    Reveal(0), Play(0, t(1, 0), W),
    Reveal(1), *[Draw(1)] * 12, Play(1, t(0, 0), W),
    Reveal(0), Draw(0), Draw(0),  # out of tiles to draw: seat 0 passes, seat 1 too — blocked
]  # fmt: skip
