"""Where every tile of a table lies, in abstract units: a pure layout for the table widget.

A tile is 2 units long and 1 wide. The layout works in a *frame*: a rectangle of the aspect
ratio the widget asks for, centred on the opening tile at ``(0, 0)``, with ``x`` growing to the
east (right) and ``y`` to the south (down), as on screen. It decides nothing about the rules:
it reads :class:`~spectacular_bid.core.table.Table` (R11–R15) and places its tiles like a
careful player on a real table:

- the opening lies in the centre, along the line, or crosswise if it is a double (R12–R13);
- each tile added at an end continues its arm away from the centre: ``west`` to the left,
  ``east`` to the right, and the spinner's side branches ``north`` and ``south`` up and down
  from the spinner, wherever it lies in the line (R13); doubles lie crosswise (R14);
- when an arm reaches the edge of the frame (or another arm) it *bends*: it turns a corner,
  runs one tile, and comes back in a new row, like a snake, so that 28 tiles fit in a frame of
  the widget's shape without any overlap. A line never bends at a crosswise double while the
  next tile still fits in its row: a tile leaving a double by its end would look like a
  spinner's branch (R14); a row filled to the edge bends with a tight corner instead.

Tiles are placed in play order and a placed tile never moves while the frame stays the same:
the frame starts at a comfortable size and only grows, re-laying the table, when some arm could
otherwise not take its next tile. The frame is also large enough for the *next* tile at every
open end, whose place is given by :attr:`TableLayout.ends` (drop targets).

>>> from spectacular_bid.core.table import End, Table
>>> from spectacular_bid.core.tiles import Tile
>>> t = Table().open_with(Tile.of(6, 6)).place(Tile.of(6, 3), End.EAST)
>>> lay = layout_table(t, aspect=1.6)
>>> lay.tiles[0].box, lay.tiles[0].vertical
(Box(x=-0.5, y=-1.0, w=1.0, h=2.0), True)
>>> lay.tiles[1].box, (lay.tiles[1].first, lay.tiles[1].second)
(Box(x=0.5, y=-0.5, w=2.0, h=1.0), (6, 3))
"""

from __future__ import annotations

import enum
import math
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from types import MappingProxyType

from spectacular_bid.core.table import End, Table
from spectacular_bid.core.tiles import Tile

__all__ = [
    "DEFAULT_AREA",
    "GAP",
    "Box",
    "EndSlot",
    "Heading",
    "TableLayout",
    "TilePlace",
    "layout_table",
]

#: The area, in square units, of the smallest frame: 28 tiles cover 56 of them.
DEFAULT_AREA = 320.0
#: The smallest distance kept between two tiles that are not joined.
GAP = 0.25
_EPS = 1e-9
_GROWTH = 1.12
_MAX_GROWTHS = 80


class Heading(enum.Enum):
    """A direction on the table, as a unit step ``(dx, dy)`` with ``y`` pointing down."""

    EAST = (1, 0)
    SOUTH = (0, 1)
    WEST = (-1, 0)
    NORTH = (0, -1)

    @property
    def dx(self) -> int:
        """The step along ``x``."""
        return self.value[0]

    @property
    def dy(self) -> int:
        """The step along ``y``."""
        return self.value[1]

    @property
    def horizontal(self) -> bool:
        """Whether the heading runs east or west."""
        return self.value[1] == 0

    @property
    def opposite(self) -> Heading:
        """The heading turned half a turn."""
        return _OPPOSITE[self]

    @property
    def clockwise(self) -> Heading:
        """The heading turned a quarter turn clockwise, as seen on screen (east → south)."""
        return _CLOCKWISE[self]


_OPPOSITE = {
    Heading.EAST: Heading.WEST,
    Heading.WEST: Heading.EAST,
    Heading.NORTH: Heading.SOUTH,
    Heading.SOUTH: Heading.NORTH,
}
_CLOCKWISE = {
    Heading.EAST: Heading.SOUTH,
    Heading.SOUTH: Heading.WEST,
    Heading.WEST: Heading.NORTH,
    Heading.NORTH: Heading.EAST,
}


@dataclass(frozen=True, slots=True)
class Box:
    """An axis-aligned rectangle in table units: left ``x``, top ``y``, width ``w``, height ``h``."""

    x: float
    y: float
    w: float
    h: float

    @property
    def right(self) -> float:
        """The right edge."""
        return self.x + self.w

    @property
    def bottom(self) -> float:
        """The bottom edge."""
        return self.y + self.h

    @property
    def center(self) -> tuple[float, float]:
        """The centre point."""
        return (self.x + self.w / 2, self.y + self.h / 2)

    def overlaps(self, other: Box, gap: float = 0.0) -> bool:
        """Whether the two boxes come closer than ``gap`` (touching edges do not overlap at 0)."""
        return (
            self.x < other.x + other.w + gap - _EPS
            and other.x < self.x + self.w + gap - _EPS
            and self.y < other.y + other.h + gap - _EPS
            and other.y < self.y + self.h + gap - _EPS
        )

    def inside(self, other: Box) -> bool:
        """Whether this box lies within ``other`` (edges may coincide)."""
        return (
            self.x >= other.x - _EPS
            and self.y >= other.y - _EPS
            and self.x + self.w <= other.x + other.w + _EPS
            and self.y + self.h <= other.y + other.h + _EPS
        )

    def touches(self, other: Box) -> bool:
        """Whether the boxes share a piece of edge of positive length, without overlapping."""
        if self.overlaps(other):
            return False
        x_share = min(self.right, other.right) - max(self.x, other.x)
        y_share = min(self.bottom, other.bottom) - max(self.y, other.y)
        return (abs(x_share) < _EPS and y_share > _EPS) or (abs(y_share) < _EPS and x_share > _EPS)

    def union(self, other: Box) -> Box:
        """The smallest box holding both."""
        x, y = min(self.x, other.x), min(self.y, other.y)
        return Box(x, y, max(self.right, other.right) - x, max(self.bottom, other.bottom) - y)

    def halves(self) -> tuple[Box, Box]:
        """The two square halves of a tile's box: left then right, or top then bottom."""
        if self.w >= self.h:
            half = self.w / 2
            return Box(self.x, self.y, half, self.h), Box(self.x + half, self.y, half, self.h)
        half = self.h / 2
        return Box(self.x, self.y, self.w, half), Box(self.x, self.y + half, self.w, half)


@dataclass(frozen=True, slots=True)
class TilePlace:
    """Where one played tile lies.

    ``index`` is its position in :attr:`Table.plays`; ``first`` is the number on its left half
    (or top half when ``vertical``), ``second`` the other; ``heading`` is the way its arm runs
    there (the opening's is east).
    """

    index: int
    tile: Tile
    end: End | None
    box: Box
    vertical: bool
    first: int
    second: int
    heading: Heading

    @property
    def is_double(self) -> bool:
        """Whether the tile is a double (laid crosswise, R14)."""
        return self.tile.is_double


@dataclass(frozen=True, slots=True)
class EndSlot:
    """Where the next tile at an open end would lie: ``single`` for a non-double, ``double``
    for a double (crosswise), None when no double can come there (the end's tile is a double,
    or the double of its number is already on the table). ``value`` is the number the end
    shows (R15); ``heading`` the way a non-double placed there would run (its joining half on
    the left or top when running east or south)."""

    end: End
    value: int
    single: Box
    double: Box | None
    heading: Heading

    def box_for(self, tile: Tile | None) -> Box:
        """The slot for ``tile``: the double slot for a double, else the single one."""
        if tile is not None and tile.is_double and self.double is not None:
            return self.double
        return self.single


@dataclass(frozen=True, slots=True)
class TableLayout:
    """The layout of a whole table.

    ``frame`` is the rectangle to scale to the widget (of the requested aspect ratio, centred on
    the opening); ``bounds`` is the smallest box holding the tiles and the slots; ``ends`` maps
    each open end to its :class:`EndSlot`; ``opening`` is the centre slot while the table is
    empty (else None).
    """

    tiles: tuple[TilePlace, ...]
    ends: Mapping[End, EndSlot]
    opening: Box | None
    frame: Box
    bounds: Box

    def slot_for(self, end: End | None, tile: Tile | None = None) -> Box | None:
        """Where ``tile`` would lie if played at ``end`` (None: the opening), or None if that end
        is not open."""
        if end is None:
            if self.opening is None:
                return None
            if tile is not None and tile.is_double:
                return Box(-0.5, -1.0, 1.0, 2.0)
            return self.opening
        slot = self.ends.get(end)
        return None if slot is None else slot.box_for(tile)


# --- Routing ---------------------------------------------------------------------------------


class _Mode(enum.Enum):
    RUN = "run"  # running along a row (or the first line); bends with a U-turn
    COLUMN = "column"  # a side branch leaving the spinner; its first bend is a single corner
    UTURN = "uturn"  # half-way through a U-turn: the next tile turns back


@dataclass(slots=True)
class _Arm:
    """The growing tip of one chain: where and how its next tile joins."""

    end: End
    point: tuple[float, float]
    heading: Heading
    after_double: bool  # the tile it joins is a double lying crosswise to ``heading``
    mode: _Mode
    advance: Heading | None  # the side new rows are added on
    back: Heading | None  # in a U-turn, the heading of the coming row
    parent: int  # index (in the router's boxes) of the tile the next one joins
    zone: Box  # the part of the frame this chain keeps to while it can
    empty: bool = True
    tip_double: bool = True  # the tile at the tip is a double: no double can follow it


@dataclass(frozen=True, slots=True)
class _Move:
    box: Box
    heading: Heading
    point: tuple[float, float]
    after_double: bool
    mode: _Mode
    advance: Heading | None
    back: Heading | None


def _segment(start: tuple[float, float], d: Heading, length: float, half: float) -> Box:
    """The box from ``start`` running ``length`` along ``d``, ``half`` to each side."""
    sx, sy = start
    ex, ey = sx + d.dx * length, sy + d.dy * length
    if d.horizontal:
        return Box(min(sx, ex), sy - half, length, 2 * half)
    return Box(sx - half, min(sy, ey), 2 * half, length)


class _Router:
    """Lays tiles one by one along up to four chains leaving the hub, keeping them apart.

    The hub (the spinner, else the opening) lies at ``(0, 0)``. The chains form a pinwheel: the
    east chain runs east and bends south, the west chain runs west and bends north, the north
    chain climbs and bends east, the south chain goes down and bends west; each then snakes
    back and forth in its own quarter of the frame, or its own half while there is no spinner.
    """

    def __init__(self, frame: Box, keep_out: Sequence[Box]) -> None:
        self.frame = frame
        self.keep_out = tuple(keep_out)
        self.boxes: list[Box] = []
        self.arms: dict[End, _Arm] = {}

    # -- checks --

    def _free(self, box: Box, parent: int, extra: Sequence[Box] = ()) -> bool:
        if not box.inside(self.frame):
            return False
        for i, other in enumerate(self.boxes):
            if i == parent:
                if box.overlaps(other):
                    return False
            elif box.overlaps(other, GAP):
                return False
        for other in self.keep_out:
            if box.overlaps(other, GAP):
                return False
        return all(not box.overlaps(other, GAP) for other in extra)

    def _room(self, box: Box, d: Heading, parent: int) -> float:
        """How far ``box`` can slide along ``d`` while staying free (capped at 12 units)."""
        room = 0.0
        step = 0.5
        while room < 12:
            moved = Box(box.x + d.dx * (room + step), box.y + d.dy * (room + step), box.w, box.h)
            if not self._free(moved, parent):
                break
            room += step
        return room

    # -- candidate moves --

    @staticmethod
    def _straight(arm: _Arm, double: bool, shift: float = 0.0) -> _Move:
        d = arm.heading
        across = d.clockwise
        start = (arm.point[0] + across.dx * shift, arm.point[1] + across.dy * shift)
        length = 1.0 if double else 2.0
        box = _segment(start, d, length, 1.0 if double else 0.5)
        point = (start[0] + d.dx * length, start[1] + d.dy * length)
        return _Move(box, d, point, double, arm.mode, arm.advance, arm.back)

    @staticmethod
    def _turn(arm: _Arm, to: Heading, mode: _Mode, advance: Heading | None, back: Heading | None) -> _Move:
        d = arm.heading
        px, py = arm.point
        if arm.after_double:
            # Leave a crosswise double by one of its ends.
            start = (px - d.dx * 0.5 + to.dx, py - d.dy * 0.5 + to.dy)
        else:
            # Turn a corner: the new tile's inner half lies just beyond the old outer half.
            start = (px + d.dx * 0.5 - to.dx * 0.5, py + d.dy * 0.5 - to.dy * 0.5)
        box = _segment(start, to, 2.0, 0.5)
        point = (start[0] + to.dx * 2.0, start[1] + to.dy * 2.0)
        return _Move(box, to, point, False, mode, advance, back)

    @staticmethod
    def _tight_turn(arm: _Arm, to: Heading, mode: _Mode, advance: Heading | None, back: Heading | None) -> _Move:
        """Turn a corner within the row: the new tile's inner half lies beside the old outer
        half rather than beyond it, so a row filled to the edge can still bend."""
        d = arm.heading
        px, py = arm.point
        start = (px - d.dx * 0.5 + to.dx * 0.5, py - d.dy * 0.5 + to.dy * 0.5)
        box = _segment(start, to, 2.0, 0.5)
        point = (start[0] + to.dx * 2.0, start[1] + to.dy * 2.0)
        return _Move(box, to, point, False, mode, advance, back)

    def _preferred(self, arm: _Arm, double: bool) -> Iterable[tuple[_Move, Box]]:
        """The moves a careful player would try first, each with the box it must keep free."""
        d = arm.heading
        if double:
            for shift in (0.0, -0.5, 0.5):
                move = self._straight(arm, True, shift)
                yield move, move.box
            return
        if arm.mode is _Mode.UTURN and arm.back is not None:
            turn = self._turn(arm, arm.back, _Mode.RUN, arm.advance, None)
            move = self._straight(arm, False)
            if arm.after_double:
                # A double in the corner: go one tile further before coming back, rather than
                # leave the double by its end (R14).
                yield move, move.box
            yield turn, turn.box
            yield move, move.box
            return
        straight = self._straight(arm, False)
        if arm.after_double:
            # Beyond a crosswise double the line goes on while the tile itself fits: turning
            # at a double would look like a spinner's branch (R14). The tile after it can
            # still bend within the row (a tight corner).
            yield straight, straight.box
        else:
            # Keep one unit beyond a straight tile, so that the arm can still bend or take a
            # double.
            yield straight, _segment(arm.point, d, 3.0, 0.5)
        if arm.mode is _Mode.COLUMN:
            sides = self._by_room(arm, (d.clockwise, d.clockwise.opposite))
            for to in sides:
                turn = self._turn(arm, to, _Mode.RUN, d.opposite, None)
                yield turn, turn.box
            if not arm.after_double:
                for to in sides:
                    turn = self._tight_turn(arm, to, _Mode.RUN, d.opposite, None)
                    yield turn, turn.box
            return
        if arm.advance is not None:
            sides = (arm.advance, arm.advance.opposite)
        else:
            sides = self._by_room(arm, (d.clockwise, d.clockwise.opposite))
        for to in sides:
            turn = self._turn(arm, to, _Mode.UTURN, to, d.opposite)
            yield turn, turn.box
        if not arm.after_double:
            for to in sides:
                turn = self._tight_turn(arm, to, _Mode.UTURN, to, d.opposite)
                yield turn, turn.box

    def _by_room(self, arm: _Arm, sides: tuple[Heading, Heading]) -> tuple[Heading, Heading]:
        """``sides`` reordered so that a side with clearly more free room comes first."""
        rooms = [self._room(self._turn(arm, to, _Mode.RUN, None, None).box, to, arm.parent) for to in sides]
        if rooms[1] > rooms[0] + 1.5:
            return (sides[1], sides[0])
        return sides

    def _fallbacks(self, arm: _Arm, double: bool) -> Iterable[_Move]:
        d = arm.heading
        if double:
            for shift in (0.0, -0.5, 0.5):
                yield self._straight(arm, True, shift)
            return
        yield self._straight(arm, False)
        for to in (d.clockwise, d.clockwise.opposite):
            keep = arm.advance is not None and not arm.advance.horizontal == to.horizontal
            yield self._turn(arm, to, _Mode.RUN, arm.advance if keep else None, None)

    def next_move(self, arm: _Arm, double: bool) -> _Move | None:
        """Where the next tile at ``arm`` goes, or None if it cannot go anywhere."""
        reserved = self._reserved(arm.end)
        for move, need in self._preferred(arm, double):
            if need.inside(arm.zone) and self._free(need, arm.parent, reserved):
                return move
        for move in self._fallbacks(arm, double):
            if self._free(move.box, arm.parent, reserved):
                return move
        for move in self._fallbacks(arm, double):
            if self._free(move.box, arm.parent):
                return move
        return None

    def _reserved(self, skip: End) -> list[Box]:
        """Room kept for the other chains' next tiles, so that no chain walls another in."""
        out: list[Box] = []
        for end, arm in self.arms.items():
            if end is skip or arm.mode is _Mode.UTURN:
                continue
            length = 3.0 if arm.empty and arm.mode is _Mode.COLUMN else 2.0
            stub = _segment(arm.point, arm.heading, length, 0.5)
            if self._free(stub, arm.parent):
                out.append(stub)
        return out

    # -- placing --

    def hub(self, tile: Tile, spinner: bool) -> Box:
        """Lay the hub in the centre and start its chains (R12–R13)."""
        f = self.frame
        if tile.is_double:
            box = Box(-0.5, -1.0, 1.0, 2.0)
            west, east = (-0.5, 0.0), (0.5, 0.0)
        else:
            box = Box(-1.0, -0.5, 2.0, 1.0)
            west, east = (-1.0, 0.0), (1.0, 0.0)
        self.boxes.append(box)
        if spinner:
            # Four chains, each keeping to its own quarter.
            zones = {
                End.WEST: Box(f.x, f.y, -f.x, f.h),
                End.EAST: Box(0.0, f.y, f.right, f.h),
                End.NORTH: Box(f.x, f.y, f.w, -f.y),
                End.SOUTH: Box(f.x, 0.0, f.w, f.bottom),
            }
        else:
            # Two chains: the east one bends into the lower half, the west one into the upper.
            zones = {
                End.WEST: Box(f.x, f.y, f.w, 1.0 - f.y),
                End.EAST: Box(f.x, -1.0, f.w, f.bottom + 1.0),
            }
        double = tile.is_double
        for end, point, d in ((End.WEST, west, Heading.WEST), (End.EAST, east, Heading.EAST)):
            self.arms[end] = _Arm(end, point, d, double, _Mode.RUN, None, None, 0, zones[end], tip_double=double)
        if spinner:
            for end, d in ((End.NORTH, Heading.NORTH), (End.SOUTH, Heading.SOUTH)):
                point = (0.0, d.dy * 1.0)
                self.arms[end] = _Arm(end, point, d, False, _Mode.COLUMN, None, None, 0, zones[end])
        return box

    def place(self, end: End, double: bool) -> Box | None:
        """Lay the next tile of the chain at ``end``; None if it does not fit in the frame."""
        arm = self.arms.get(end)
        if arm is None:
            return None
        move = self.next_move(arm, double)
        if move is None:
            return None
        self.boxes.append(move.box)
        arm.point = move.point
        arm.heading = move.heading
        arm.after_double = move.after_double
        arm.mode = move.mode
        arm.advance = move.advance
        arm.back = move.back
        arm.parent = len(self.boxes) - 1
        arm.empty = False
        arm.tip_double = double
        return move.box


def _place(index: int, tile: Tile, end: End | None, box: Box, heading: Heading, inner: int, outer: int) -> TilePlace:
    """A tile lying at ``box`` on a chain running ``heading``, ``inner`` on the side of the hub."""
    vertical = box.h > box.w
    if tile.is_double:
        return TilePlace(index, tile, end, box, vertical, inner, inner, heading)
    if heading is Heading.EAST or heading is Heading.SOUTH:
        first, second = inner, outer  # the hub's side on the left / top
    else:
        first, second = outer, inner
    return TilePlace(index, tile, end, box, vertical, first, second, heading)


def _hub_index(table: Table) -> int:
    """Which play is the hub: the spinner (R13) once there is one, else the opening."""
    if table.spinner is None:
        return 0
    for i, p in enumerate(table.plays):
        if p.tile == table.spinner:
            return i
    return 0  # pragma: no cover - the spinner is always on the table


def _steps(table: Table, hub: int) -> list[tuple[End, int, int, int]]:
    """The tiles after the hub in the order they are laid: (chain, play index, near, far).

    ``near`` is the number on the hub's side. A spinner played on the line (R13) becomes the
    hub: the tiles between it and the opening, then the opening and the other arm, form one
    chain that runs back from the spinner; they were all on the table before the spinner, so
    they are laid first, and every later tile in play order.
    """
    plays = table.plays
    steps: list[tuple[End, int, int, int]] = []
    if hub == 0:
        for i in range(1, len(plays)):
            p = plays[i]
            assert p.end is not None
            steps.append((p.end, i, p.inner, p.outer))
        return steps
    side = plays[hub].end
    back = End.WEST if side is End.EAST else End.EAST
    for i in range(hub - 1, 0, -1):
        p = plays[i]
        if p.end is side:
            steps.append((back, i, p.outer, p.inner))  # walked from its outer half inward
    opening = plays[0]
    if back is End.WEST:
        steps.append((back, 0, opening.outer, opening.inner))  # reached from its east half
    else:
        steps.append((back, 0, opening.inner, opening.outer))
    for i in range(1, hub):
        p = plays[i]
        if p.end is back:
            steps.append((back, i, p.inner, p.outer))
    for i in range(hub + 1, len(plays)):
        p = plays[i]
        assert p.end is not None
        steps.append((p.end, i, p.inner, p.outer))
    return steps


def _frame(area: float, aspect: float) -> Box:
    h = math.sqrt(area / aspect)
    w = h * aspect
    return Box(-w / 2, -h / 2, w, h)


def _try(table: Table, frame: Box, keep_out: Sequence[Box]) -> TableLayout | None:
    router = _Router(frame, keep_out)
    if not router._free(Box(-1.0, -1.0, 2.0, 2.0), -1):
        return None  # the centre must hold an opening of either shape
    plays = table.plays
    if not plays:
        opening = Box(-1.0, -0.5, 2.0, 1.0)
        return TableLayout((), MappingProxyType({}), opening, frame, opening)
    hub = _hub_index(table)
    h = plays[hub]
    box = router.hub(h.tile, table.spinner is not None)
    places: dict[int, TilePlace] = {
        hub: TilePlace(hub, h.tile, h.end, box, box.h > box.w, h.inner, h.outer, Heading.EAST)
    }
    if hub == 0 and not h.tile.is_double:
        places[0] = _place(0, h.tile, None, box, Heading.EAST, h.inner, h.outer)
    for end, i, near, far in _steps(table, hub):
        tile = plays[i].tile
        placed = router.place(end, tile.is_double)
        if placed is None:
            return None
        places[i] = _place(i, tile, plays[i].end, placed, router.arms[end].heading, near, far)
    ends: dict[End, EndSlot] = {}
    bounds = box
    for place in places.values():
        bounds = bounds.union(place.box)
    played = {p.tile for p in plays}
    for end, value in table.open_ends():
        arm = router.arms.get(end)
        if arm is None:
            return None
        single = router.next_move(arm, False)
        if single is None:
            return None
        bounds = bounds.union(single.box)
        double_box: Box | None = None
        if not arm.tip_double and Tile.of(value, value) not in played:
            double = router.next_move(arm, True)
            if double is None:
                return None
            double_box = double.box
            bounds = bounds.union(double_box)
        ends[end] = EndSlot(end, value, single.box, double_box, single.heading)
    ordered = tuple(places[i] for i in range(len(plays)))
    return TableLayout(ordered, MappingProxyType(ends), None, frame, bounds)


def layout_table(
    table: Table,
    aspect: float = 1.6,
    *,
    area: float = DEFAULT_AREA,
    keep_out: Sequence[tuple[float, float, float, float]] = (),
) -> TableLayout:
    """Lay out ``table`` in a frame of width/height ``aspect`` and at least ``area`` square units.

    ``keep_out`` lists rectangles of the frame that no tile may cover (a score badge, say), each
    as fractions ``(x, y, w, h)`` of the frame's width and height from its top-left corner. The
    frame grows (keeping its aspect) only when the tiles, or the next tile at some open end, would
    not fit in it. Where no frame leaves the rectangles free (they grow with it: a corner of a
    low, wide frame, say, that an arm can only run into), the tiles are laid out as if there
    were none, rather than nowhere.
    """
    if not aspect > 0:
        raise ValueError("the aspect ratio must be positive")
    for step in range(_MAX_GROWTHS):
        frame = _frame(area * _GROWTH**step, aspect)
        boxes = [
            Box(frame.x + fx * frame.w, frame.y + fy * frame.h, fw * frame.w, fh * frame.h)
            for fx, fy, fw, fh in keep_out
        ]
        layout = _try(table, frame, boxes)
        if layout is not None:
            return layout
    if keep_out:
        return layout_table(table, aspect, area=area)
    raise RuntimeError("no frame holds this table")  # pragma: no cover - straight lines always fit
