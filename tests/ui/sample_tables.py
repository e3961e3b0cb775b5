"""Tables to draw, shared by the rendering tests and the rendering samples."""

from __future__ import annotations

from spectacular_bid.core import End, Table, Tile

T = Tile.of


def spinner_table() -> Table:
    """An opening spinner [5|5] with both side branches used, a later double [2|2] on the east
    arm, and an east arm long enough to bend."""
    t = Table().open_with(T(5, 5))
    for tile, end in [
        (T(5, 2), End.EAST),
        (T(5, 1), End.WEST),
        (T(5, 6), End.NORTH),
        (T(5, 3), End.SOUTH),
        (T(2, 2), End.EAST),
        (T(2, 4), End.EAST),
        (T(4, 0), End.EAST),
        (T(0, 6), End.EAST),
        (T(6, 1), End.EAST),
        (T(1, 3), End.EAST),
        (T(3, 4), End.EAST),
        (T(4, 4), End.EAST),
        (T(4, 1), End.EAST),
        (T(1, 1), End.WEST),
        (T(6, 6), End.NORTH),
        (T(3, 3), End.SOUTH),
    ]:
        assert end in t.ends_for(tile), (tile, end)
        t = t.place(tile, end)
    return t
