"""The table: the line of play, the spinner with its four arms, and the end total (R11–R17)."""

from __future__ import annotations

import enum
from collections.abc import Mapping
from typing import NamedTuple

from .tiles import ALL_TILES, Tile


class End(enum.Enum):
    """An open end of the table (R15). ``WEST``/``EAST`` are the main line, the others the
    spinner's side branches (R13)."""

    WEST = "west"
    EAST = "east"
    NORTH = "north"
    SOUTH = "south"

    index: int
    """Position of this end in :data:`ENDS`, :attr:`Table.values` and :attr:`Table.counts`."""

    def __init__(self, value: str) -> None:
        self.index = len(type(self).__members__)  # the members made before this one


ENDS: tuple[End, End, End, End] = (End.WEST, End.EAST, End.NORTH, End.SOUTH)


class Placement(NamedTuple):
    """One tile on the table (an immutable named tuple: one is made for every play).

    ``end`` is where it was added (``None`` for the opening tile); ``inner`` is the half that
    joins the table and ``outer`` the half it leaves open. For the opening, ``inner`` faces
    west and ``outer`` east (R12).
    """

    tile: Tile
    end: End | None
    inner: int
    outer: int


_CLOSED = -1  # what ``Table.values`` holds for an end that is not open: no half shows -1


class Table(NamedTuple):
    """The layout of played tiles, with what each end shows and counts — an immutable named
    tuple, since every play makes a new one.

    ``values[i]`` is the number the end ``ENDS[i]`` shows, or -1 while that end is not open;
    ``counts[i]`` is what the end adds to the end total (R16). ``pending`` tells which main
    arms of the spinner (west side, east side) are still empty; the side branches open when
    neither is (R13).
    """

    plays: tuple[Placement, ...] = ()
    values: tuple[int, int, int, int] = (_CLOSED, _CLOSED, _CLOSED, _CLOSED)
    counts: tuple[int, int, int, int] = (0, 0, 0, 0)
    spinner: Tile | None = None
    pending: tuple[bool, bool] = (False, False)

    @property
    def total(self) -> int:
        """The end total (R16).

        >>> Table().open_with(Tile.of(5, 5)).total
        10
        >>> Table().open_with(Tile.of(6, 6)).place(Tile.of(6, 3), End.EAST).total
        15
        """
        c = self.counts
        return c[0] + c[1] + c[2] + c[3]

    @property
    def is_empty(self) -> bool:
        """Whether no tile has been played in this hand yet."""
        return not self.plays

    def open_ends(self) -> tuple[tuple[End, int], ...]:
        """The open ends with the number each shows (R15)."""
        return tuple((end, v) for end, v in zip(ENDS, self.values) if v != _CLOSED)

    def ends_for(self, tile: Tile) -> tuple[End, ...]:
        """The open ends where ``tile`` can be played (R11, R15): those showing one of its
        halves.

        >>> Table().open_with(Tile.of(6, 3)).ends_for(Tile.of(3, 1))
        (<End.EAST: 'east'>,)
        """
        return tuple(end for end, shows in zip(ENDS, self.values) if tile in FITTING[shows])

    def fits(self, tile: Tile) -> bool:
        """Whether ``tile`` can be played at some open end."""
        west, east, north, south = self.values  # not a generator: see legal_actions (playouts: 23 %)
        return tile in FITTING[west] or tile in FITTING[east] or tile in FITTING[north] or tile in FITTING[south]

    def open_with(self, tile: Tile, west: int | None = None) -> Table:
        """The table after the opening play (R12, R13, R16).

        A non-double lies along the line with ``west`` (default: its higher half) facing west;
        a double becomes the spinner and counts both halves once while alone.
        """
        if tile.is_double:
            d = tile.high
            return Table(
                (Placement(tile, None, d, d),),
                (d, d, _CLOSED, _CLOSED),
                (2 * d, 0, 0, 0),
                tile,
                (True, True),
            )
        w = tile.high if west is None else west
        e = tile.other(w)
        return Table((Placement(tile, None, w, e),), (w, e, _CLOSED, _CLOSED), (w, e, 0, 0))

    def place(self, tile: Tile, end: End) -> Table:
        """The table after ``tile`` is added at ``end``; the caller has checked it fits."""
        plays, v, c, spinner, pending = self
        i = end.index
        placement, outer, count = _PLACED[i][tile][v[i]]  # (playouts: 8 % slower without)
        plays = plays + (placement,)
        if i >= 2 or (spinner is None and tile.high != tile.low) or (spinner is not None and not pending[i]):
            # The common case: the spinner (if any) is not affected; one end changes.
            if i == 0:
                return Table(plays, (outer, v[1], v[2], v[3]), (count, c[1], c[2], c[3]), spinner, pending)
            if i == 1:
                return Table(plays, (v[0], outer, v[2], v[3]), (c[0], count, c[2], c[3]), spinner, pending)
            if i == 2:
                return Table(plays, (v[0], v[1], outer, v[3]), (c[0], c[1], count, c[3]), spinner, pending)
            return Table(plays, (v[0], v[1], v[2], outer), (c[0], c[1], c[2], count), spinner, pending)
        values = list(v)
        counts = list(c)
        values[i] = outer
        counts[i] = count
        if spinner is None:
            # R13: the first double added to the line becomes the spinner; the arm it joined
            # is occupied, its outer arm on this side is not.
            spinner = tile
            pending = (i == 0, i == 1)
        else:
            pending = self.pending
            if pending[1 - i]:
                # R16: an opening spinner now shows both halves on its other, exposed side.
                counts[1 - i] = 2 * spinner.high
            pending = (False, pending[1]) if i == 0 else (pending[0], False)
            if not pending[0] and not pending[1]:
                # R13: both main arms hold a tile, the side branches open, counting 0.
                values[2] = values[3] = spinner.high
        return Table(
            plays,
            (values[0], values[1], values[2], values[3]),
            (counts[0], counts[1], counts[2], counts[3]),
            spinner,
            pending,
        )

    def arm(self, end: End) -> tuple[Placement, ...]:
        """The tiles added at ``end``, from the centre outward."""
        return tuple(p for p in self.plays if p.end is end)

    def mirror_key(self) -> MirrorKey:
        """What the rest of the hand can make of this table, the same for its mirror images:
        the rules treat west and east alike (each with its arm of the spinner) and north and
        south alike (R12–R16), so tables that differ only by exchanging them offer the same
        plays, end totals and scores. Once the side branches are open, both main arms hold a
        tile and no end differs from another but by what it shows and counts (R13–R16): any
        two are alike. The ends' numbers, counts and empty spinner arms, in one order (a closed
        side branch shows -1, which no open end does), and the spinner's number (-1 without one).

        >>> lone = Table().open_with(Tile.of(5, 5))
        >>> lone.place(Tile.of(5, 0), End.WEST).mirror_key() == lone.place(Tile.of(5, 0), End.EAST).mirror_key()
        True
        >>> Table().open_with(Tile.of(1, 0), 1).mirror_key() == Table().open_with(Tile.of(1, 0), 0).mirror_key()
        True
        """
        v, c, p = self.values, self.counts, self.pending
        ends = sorted([(v[0], c[0], p[0]), (v[1], c[1], p[1]), (v[2], c[2], False), (v[3], c[3], False)])
        return (ends[0], ends[1], ends[2], ends[3]), -1 if self.spinner is None else self.spinner.high


_EndKey = tuple[int, int, bool]  # what an end shows, what it counts, whether it is an empty spinner arm
MirrorKey = tuple[tuple[_EndKey, _EndKey, _EndKey, _EndKey], int]
"""A table up to a mirror image (:meth:`Table.mirror_key`)."""


def play_image(table: Table, tile: Tile, end: End | None, west: int | None = None) -> tuple[Tile, MirrorKey]:
    """What playing ``tile`` at ``end`` leaves on ``table`` (or, with ``end`` None, opening an
    empty table with it, ``west`` facing west, R12), up to a mirror image: two plays with the
    same image are one decision, worth the same to the rest of the hand. The caller has
    checked the play fits.

    Beside a lone double, both ends are one decision; an opening non-double turned round is
    the same opening (R12, R13):

    >>> lone = Table().open_with(Tile.of(5, 5))
    >>> play_image(lone, Tile.of(5, 0), End.WEST) == play_image(lone, Tile.of(5, 0), End.EAST)
    True
    >>> play_image(Table(), Tile.of(3, 2), None, 3) == play_image(Table(), Tile.of(3, 2), None, 2)
    True

    Ends showing 5 and 3 are not alike: [5|3] leaves 3 and 3 at one, 5 and 5 at the other.

    >>> two = lone.place(Tile.of(5, 1), End.EAST).place(Tile.of(1, 3), End.EAST)
    >>> play_image(two, Tile.of(5, 3), End.WEST) == play_image(two, Tile.of(5, 3), End.EAST)
    False
    """
    after = table.open_with(tile, west) if end is None else table.place(tile, end)
    return tile, after.mirror_key()


#: The tiles that fit an end showing each number: the seven holding it (R11). A closed end
#: shows -1, which no tile holds. Every "does this tile fit" of the rules reads this table.
FITTING: Mapping[int, frozenset[Tile]] = {
    _CLOSED: frozenset(),
    **{n: frozenset(t for t in ALL_TILES if n in t) for n in range(7)},
}


def _placed(tile: Tile, end: End, joined: int) -> tuple[Placement, int, int]:
    """``tile`` added at ``end`` where it joins a half showing ``joined``: the placement, the
    number it leaves open, and what that end then counts (R16)."""
    outer = tile.other(joined)
    return Placement(tile, end, joined, outer), outer, 2 * outer if tile.is_double else outer


# Every placement there can be, by end index, tile and the number the tile joins: a play looks
# its placement up instead of building it (see ``place``).
_PLACED: tuple[dict[Tile, dict[int, tuple[Placement, int, int]]], ...] = tuple(
    {t: {n: _placed(t, end, n) for n in {t.high, t.low}} for t in ALL_TILES} for end in ENDS
)
