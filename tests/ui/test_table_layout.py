"""The table layout: where each tile lies (R11–R15 drawn), for worked examples and for every
table of many random legal games."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import itertools
import math
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from spectacular_bid.core import (
    START,
    End,
    Stage,
    Table,
    Tile,
    apply,
    deal_from,
    legal_actions,
    new_game,
)
from spectacular_bid.ui.table.table_layout import (
    DEFAULT_AREA,
    Box,
    Heading,
    TableLayout,
    TilePlace,
    layout_table,
)

T = Tile.of
ASPECTS = (0.8, 1.3, 1.6, 2.4, 3.2)


# --- Checking a layout ---------------------------------------------------------------------


def joined_to(table: Table, index: int) -> int:
    """The play a tile was joined to: the previous tile of its arm, else the opening (west,
    east) or the spinner (north, south)."""
    p = table.plays[index]
    before = [i for i in range(index) if table.plays[i].end is p.end]
    if before:
        return before[-1]
    if p.end in (End.WEST, End.EAST):
        return 0
    return spinner_index(table)


def spinner_index(table: Table) -> int:
    return next(i for i, p in enumerate(table.plays) if p.tile == table.spinner)


def tip(table: Table, end: End) -> int:
    """The play at the tip of an open end (R15)."""
    arm = [i for i, p in enumerate(table.plays) if p.end is end]
    if arm:
        return arm[-1]
    return 0 if end in (End.WEST, End.EAST) else spinner_index(table)


def half_showing(place: TilePlace, n: int) -> Box:
    """The half of a placed tile that shows ``n`` (the whole tile for a double)."""
    if place.is_double:
        assert place.first == place.second == n
        return place.box
    first, second = place.box.halves()
    if place.first == n:
        return first
    assert place.second == n, (place, n)
    return second


def check_layout(table: Table, lay: TableLayout, aspect: float, keep: tuple[Box, ...] = ()) -> None:
    """Every property a drawn table must have."""
    frame = lay.frame
    assert math.isclose(frame.w / frame.h, aspect)
    assert math.isclose(frame.x + frame.w / 2, 0, abs_tol=1e-9)
    assert math.isclose(frame.y + frame.h / 2, 0, abs_tol=1e-9)
    assert frame.w * frame.h >= DEFAULT_AREA - 1e-6
    assert len(lay.tiles) == len(table.plays)
    boxes = [place.box for place in lay.tiles]
    for i, (place, play) in enumerate(zip(lay.tiles, table.plays, strict=True)):
        assert place.index == i and place.tile == play.tile and place.end is play.end
        assert sorted((place.first, place.second)) == sorted((play.tile.high, play.tile.low))
        box = place.box
        assert sorted((box.w, box.h)) == [1.0, 2.0], "a tile is 2 × 1"
        assert place.vertical == (box.h > box.w)
        assert box.inside(frame), f"tile {i} leaves the frame"
        assert box.inside(lay.bounds)
        for k in keep:
            assert not box.overlaps(k), f"tile {i} covers a kept-out area"
        for j in range(i):
            assert not box.overlaps(boxes[j]), f"tiles {j} and {i} overlap"
        # R14: doubles lie crosswise to their line; other tiles along it.
        along = place.heading.horizontal != place.vertical
        assert along != place.is_double, f"tile {i} {play.tile} lies the wrong way"
        if i:
            # R11: the joining half touches the half it matches.
            parent = lay.tiles[joined_to(table, i)]
            assert half_showing(place, play.inner).touches(half_showing(parent, play.inner)), f"tile {i} is not joined"
    if table.spinner is not None:
        # R13: the spinner is the hub, crosswise in the centre; its branches leave its two ends.
        s = lay.tiles[spinner_index(table)].box
        assert s == Box(-0.5, -1.0, 1.0, 2.0)
        north = [lay.tiles[i].box for i, p in enumerate(table.plays) if p.end is End.NORTH]
        south = [lay.tiles[i].box for i, p in enumerate(table.plays) if p.end is End.SOUTH]
        if north:
            assert north[0].touches(s) and north[0].bottom == s.y and north[0].x <= 0 <= north[0].right
        if south:
            assert south[0].touches(s) and south[0].y == s.bottom and south[0].x <= 0 <= south[0].right
    else:
        assert lay.tiles[0].box == Box(-1.0, -0.5, 2.0, 1.0), "a non-double opening lies in the centre"
    # The open ends (R15) and where their next tile goes.
    assert set(lay.ends) == {end for end, _ in table.open_ends()}
    played = {p.tile for p in table.plays}
    for end, value in table.open_ends():
        slot = lay.ends[end]
        assert slot.end is end and slot.value == value
        at = lay.tiles[tip(table, end)]
        candidates = [slot.single] + ([slot.double] if slot.double is not None else [])
        if not at.is_double and T(value, value) not in played:
            assert slot.double is not None, "a double may still come here"
        for box in candidates:
            assert sorted((box.w, box.h)) == [1.0, 2.0]
            assert box.inside(frame) and box.inside(lay.bounds)
            assert all(not box.overlaps(b) for b in boxes), f"the {end.value} slot covers a tile"
            assert all(not box.overlaps(k) for k in keep)
            assert box.touches(half_showing(at, value)), f"the {end.value} slot is not at its end"
        assert (slot.single.h > slot.single.w) != slot.heading.horizontal, "a non-double runs along its line"
        if slot.double is not None:
            assert (slot.double.h > slot.double.w) == at.heading.horizontal, "R14: a double comes crosswise"


def check_hand(tables: list[Table], aspect: float) -> None:
    """Check every table of a hand, and that tiles stay put as the hand goes on."""
    previous: TableLayout | None = None
    for table in tables:
        lay = layout_table(table, aspect)
        check_layout(table, lay, aspect)
        if previous is not None and previous.frame == lay.frame:
            old = tables[tables.index(table) - 1]
            if (old.spinner is None) == (table.spinner is None):
                # Nothing moves, and the new tile lands where its slot showed it.
                for a, b in zip(previous.tiles, lay.tiles, strict=False):
                    assert a.box == b.box
                new = table.plays[-1]
                assert new.end is not None
                assert lay.tiles[-1].box == previous.ends[new.end].box_for(new.tile)
        previous = lay


# --- Worked examples -----------------------------------------------------------------------


def test_empty_table_offers_the_centre() -> None:
    lay = layout_table(Table(), 1.6)
    assert lay.tiles == ()
    assert dict(lay.ends) == {}
    assert lay.opening == Box(-1.0, -0.5, 2.0, 1.0)
    assert lay.slot_for(None, T(6, 3)) == Box(-1.0, -0.5, 2.0, 1.0)
    assert lay.slot_for(None, T(6, 6)) == Box(-0.5, -1.0, 1.0, 2.0)
    assert lay.slot_for(End.WEST, T(6, 3)) is None


def test_r12_non_double_opening_lies_along_the_line_first_number_west() -> None:
    lay = layout_table(Table().open_with(T(6, 3), 3), 1.6)
    (opening,) = lay.tiles
    assert opening.box == Box(-1.0, -0.5, 2.0, 1.0)
    assert (opening.first, opening.second) == (3, 6)
    assert set(lay.ends) == {End.WEST, End.EAST}
    assert lay.ends[End.WEST].single == Box(-3.0, -0.5, 2.0, 1.0)
    assert lay.ends[End.EAST].single == Box(1.0, -0.5, 2.0, 1.0)
    assert lay.ends[End.EAST].double == Box(1.0, -1.0, 1.0, 2.0)


def test_r13_r16_worked_example_spinner_with_arms_and_a_branch() -> None:
    # RULES.md R16 table: [6|6]; east [6|3]; west [6|2]; north [6|5]; east [3|3].
    table = Table().open_with(T(6, 6))
    table = table.place(T(6, 3), End.EAST).place(T(6, 2), End.WEST).place(T(6, 5), End.NORTH)
    table = table.place(T(3, 3), End.EAST)
    lay = layout_table(table, 1.6)
    spinner, east, west, north, double = lay.tiles
    assert spinner.box == Box(-0.5, -1.0, 1.0, 2.0) and spinner.vertical
    assert east.box == Box(0.5, -0.5, 2.0, 1.0) and (east.first, east.second) == (6, 3)
    assert west.box == Box(-2.5, -0.5, 2.0, 1.0) and (west.first, west.second) == (2, 6)
    assert north.box == Box(-0.5, -3.0, 1.0, 2.0) and (north.first, north.second) == (5, 6)
    assert double.box == Box(2.5, -1.0, 1.0, 2.0) and double.vertical, "R14: a later double lies crosswise"
    assert lay.ends[End.SOUTH].single == Box(-0.5, 1.0, 1.0, 2.0), "the unused branch waits below the spinner"
    assert lay.ends[End.EAST].double is None, "no double can follow a double"


def test_r13_a_later_spinner_becomes_the_hub_with_the_opening_beside_it() -> None:
    # RULES.md R16 table: opening [6,3]; east [3|3] becomes the spinner; east [3|1]; north [3|5].
    table = Table().open_with(T(6, 3), 6).place(T(3, 3), End.EAST)
    table = table.place(T(3, 1), End.EAST).place(T(3, 5), End.NORTH)
    lay = layout_table(table, 1.6)
    opening, spinner, east, north = lay.tiles
    assert spinner.box == Box(-0.5, -1.0, 1.0, 2.0)
    assert opening.box == Box(-2.5, -0.5, 2.0, 1.0) and (opening.first, opening.second) == (6, 3)
    assert east.box == Box(0.5, -0.5, 2.0, 1.0) and (east.first, east.second) == (3, 1)
    assert north.box == Box(-0.5, -3.0, 1.0, 2.0) and (north.first, north.second) == (5, 3)
    assert lay.ends[End.WEST].single == Box(-4.5, -0.5, 2.0, 1.0)


def test_a_spinner_on_the_west_arm_puts_the_opening_east_of_it() -> None:
    table = Table().open_with(T(5, 2), 5).place(T(5, 5), End.WEST).place(T(2, 4), End.EAST)
    lay = layout_table(table, 1.6)
    opening, spinner, east = lay.tiles
    assert spinner.box == Box(-0.5, -1.0, 1.0, 2.0)
    assert opening.box == Box(0.5, -0.5, 2.0, 1.0) and (opening.first, opening.second) == (5, 2)
    assert east.box == Box(2.5, -0.5, 2.0, 1.0) and (east.first, east.second) == (2, 4)


def test_a_long_arm_bends_like_a_snake_and_comes_back() -> None:
    table = Table().open_with(T(6, 5), 6)
    for tile in (T(5, 4), T(4, 3), T(3, 2), T(2, 1), T(1, 0), T(0, 6), T(6, 4), T(4, 1), T(1, 3), T(3, 0)):
        table = table.place(tile, End.EAST)
    lay = layout_table(table, 1.6)
    headings = [place.heading for place in lay.tiles[1:]]
    assert headings[0] is Heading.EAST
    assert Heading.SOUTH in headings, "the east arm bends south at the edge (a pinwheel)"
    assert headings[-1] is Heading.WEST, "and comes back in a second row"
    check_layout(table, lay, 1.6)


def test_a_crosswise_double_with_room_beyond_keeps_the_line_straight() -> None:
    # R14: a later double lies crosswise but opens no branch. The east line reaches [4|4] with
    # about 2.8 units of frame left: the next tile fits in the row, so the line must not turn
    # there, where [4|3] below [4|4] would look like a spinner's branch.
    table = Table().open_with(T(3, 1), 3)
    for tile, end in (
        (T(5, 1), End.EAST),
        (T(3, 2), End.WEST),
        (T(5, 5), End.EAST),
        (T(2, 1), End.WEST),
        (T(5, 3), End.EAST),
        (T(6, 3), End.EAST),
        (T(6, 6), End.EAST),
        (T(6, 4), End.EAST),
        (T(4, 4), End.EAST),
    ):
        table = table.place(tile, end)
    lay = layout_table(table, 1.6)
    double = lay.tiles[-1]
    assert double.is_double and double.heading is Heading.EAST
    room = lay.frame.right - double.box.right
    assert 2.0 <= room < 3.0, "the example needs room for one tile, not for one and a corner"
    assert lay.ends[End.EAST].heading is Heading.EAST, "the slot beyond the double stays in the row"
    after = table.place(T(4, 3), End.EAST)
    lay = layout_table(after, 1.6)
    assert lay.tiles[-1].heading is Heading.EAST
    assert lay.tiles[-1].box == Box(double.box.right, -0.5, 2.0, 1.0)
    check_layout(after, lay, 1.6)
    # The row is full now: the line turns at the plain tile, and stays in the frame.
    after = after.place(T(3, 0), End.EAST)
    lay = layout_table(after, 1.6)
    assert lay.tiles[-1].heading is Heading.SOUTH
    check_layout(after, lay, 1.6)


def straight_beyond_double_fits(lay: TableLayout, double: TilePlace) -> bool:
    """Whether a plain tile would fit in the frame straight beyond a crosswise ``double``."""
    d = double.heading
    cx, cy = double.box.center
    if d.horizontal:
        x = double.box.right if d.dx > 0 else double.box.x - 2.0
        box = Box(x, cy - 0.5, 2.0, 1.0)
    else:
        y = double.box.bottom if d.dy > 0 else double.box.y - 2.0
        box = Box(cx - 0.5, y, 1.0, 2.0)
    if not box.inside(lay.frame):
        return False
    if any(box.overlaps(p.box, 0.25) for p in lay.tiles if p is not double):
        return False
    # Room kept for another end's next tile is not room for this line.
    return all(not box.overlaps(slot.single, 0.25) for end, slot in lay.ends.items() if end is not double.end)


@pytest.mark.parametrize("aspect", (1.6, 2.4))
def test_random_games_turn_at_a_crosswise_double_only_when_the_row_is_full(
    random_hands: list[list[Table]], aspect: float
) -> None:
    for tables in random_hands:
        table = tables[-1]
        lay = layout_table(table, aspect)
        hub = next((i for i, p in enumerate(table.plays) if p.tile == table.spinner), 0)
        arms: dict[End | None, list[TilePlace]] = {}
        for place in lay.tiles:
            arms.setdefault(place.end, []).append(place)
        for end, places in arms.items():
            if end is None:
                continue
            for a, b in itertools.pairwise(places):
                # A double lying crosswise to its line (R14), other than the hub.
                crosswise = a.is_double and a.vertical == a.heading.horizontal
                if crosswise and a.index != hub and not b.is_double and b.heading is not a.heading:
                    assert not straight_beyond_double_fits(lay, a), f"turned at {a.tile} with room: {b}"


def test_a_full_table_of_28_tiles_fits_readably(full_table: Table) -> None:
    for aspect in ASPECTS:
        lay = layout_table(full_table, aspect)
        check_layout(full_table, lay, aspect)
        assert lay.frame.w * lay.frame.h <= DEFAULT_AREA * 1.6


def test_kept_out_corner_stays_free(full_table: Table) -> None:
    keep = ((0.8, 0.0, 0.2, 0.2), (0.0, 0.85, 0.15, 0.15))
    lay = layout_table(full_table, 1.6, keep_out=keep)
    f = lay.frame
    boxes = tuple(Box(f.x + a * f.w, f.y + b * f.h, c * f.w, d * f.h) for a, b, c, d in keep)
    check_layout(full_table, lay, 1.6, boxes)


def test_a_corner_kept_out_that_no_frame_can_spare_gives_way() -> None:
    """The layout tour at 1024×600 in French found the guided game's table, 367×106 beside
    the coach, left unpainted: its score badge took the top right quarter, a spinner with a
    tile on its west arm could lay its east arm nowhere else, and a frame grown larger keeps
    the same quarter out. The tiles are laid out then as without the badge, never nowhere."""
    table = Table().open_with(T(6, 6)).place(T(6, 4), End.WEST)
    keep = ((0.5, 0.0, 0.5, 0.5),)
    lay = layout_table(table, 4.346, area=320.0, keep_out=keep)
    check_layout(table, lay, 4.346)


def test_the_aspect_ratio_must_be_positive() -> None:
    with pytest.raises(ValueError, match="aspect"):
        layout_table(Table(), 0)


# --- Many random legal games ---------------------------------------------------------------


@pytest.mark.parametrize("aspect", ASPECTS)
def test_random_games_never_overlap_and_stay_in_the_frame(random_hands: list[list[Table]], aspect: float) -> None:
    for tables in random_hands[::3]:
        check_hand(tables, aspect)


def test_frames_rarely_grow_and_never_much(random_hands: list[list[Table]]) -> None:
    grown = 0
    total = 0
    for tables in random_hands:
        for table in tables[::2]:
            lay = layout_table(table, 1.6)
            total += 1
            area = lay.frame.w * lay.frame.h
            assert area <= DEFAULT_AREA * 1.6, "tiles stay readable"
            grown += area > DEFAULT_AREA * 1.001
    assert grown <= total * 0.05


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data(), aspect=st.sampled_from(ASPECTS), seed=st.integers(0, 2**32 - 1))
def test_any_legal_hand_lays_out(data: st.DataObject, aspect: float, seed: int) -> None:
    """Plays one hand choosing among the legal actions (R19–R21 enforced by the core)."""
    state = apply(new_game(("Ana", "Ben"), [deal_from(random.Random(seed))]), START, 0)
    at = 0
    tables: list[Table] = []
    while state.stage is Stage.PLAY or state.stage is Stage.BIDDING:
        at += 100
        before = state.table
        state = apply(state, data.draw(st.sampled_from(legal_actions(state))), at)
        if state.table is not before and state.table.plays:
            tables.append(state.table)
    check_hand(tables, aspect)
