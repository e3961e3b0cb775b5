"""Render the widgets offscreen and look at their pixels: ivory tiles, green felt, a dark badge,
glowing slots and last play, claret backs, dimmed tiles darker than playable ones."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import statistics

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtGui import QColor, QImage, QPainter
from pytestqt.qtbot import QtBot
from sample_tables import spinner_table as sample_table

from spectacular_bid.core import End, Table, Tile
from spectacular_bid.ui.table.hand_widget import BoneyardWidget, HandWidget
from spectacular_bid.ui.table.table_layout import Heading
from spectacular_bid.ui.table.table_widget import TableWidget
from spectacular_bid.ui.widgets.tile_art import shared_art

T = Tile.of


def rgb(image: QImage, x: int, y: int) -> tuple[int, int, int]:
    c = QColor(image.pixel(x, y))
    return c.red(), c.green(), c.blue()


def median_rgb(image: QImage, rect: QRect, step: int = 2) -> tuple[float, float, float]:
    """The median colour over a rectangle (robust to pips and lines)."""
    pixels = [
        rgb(image, x, y)
        for x in range(rect.left(), rect.right() + 1, step)
        for y in range(rect.top(), rect.bottom() + 1, step)
    ]
    return (
        statistics.median(p[0] for p in pixels),
        statistics.median(p[1] for p in pixels),
        statistics.median(p[2] for p in pixels),
    )


def mean_brightness(image: QImage, rect: QRect) -> float:
    values = [
        sum(rgb(image, x, y)) / 3
        for x in range(rect.left(), rect.right() + 1)
        for y in range(rect.top(), rect.bottom() + 1)
    ]
    return sum(values) / len(values)


def is_ivory(c: tuple[float, float, float]) -> bool:
    r, g, b = c
    return r >= 215 and g >= 205 and b >= 165 and r >= b and r - b <= 70


def is_felt(c: tuple[float, float, float]) -> bool:
    r, g, b = c
    return g > r + 25 and g > b + 10 and g > 40


def inner(rect: QRect, share: float = 0.18) -> QRect:
    dx, dy = int(rect.width() * share), int(rect.height() * share)
    return rect.adjusted(dx, dy, -dx, -dy)


@pytest.fixture
def table_widget(qtbot: QtBot) -> TableWidget:
    widget = TableWidget()
    qtbot.addWidget(widget)
    widget.resize(1024, 640)
    widget.show()
    return widget


def test_table_shows_ivory_tiles_on_green_felt_with_a_badge(table_widget: TableWidget) -> None:
    table = sample_table()
    table_widget.set_table(table, len(table.plays) - 1)
    image = table_widget.grab().toImage()
    assert len(table.plays) == 17
    for i in range(len(table.plays)):
        assert is_ivory(median_rgb(image, inner(table_widget.tile_rect(i)))), f"tile {i} is not ivory"
    w, h = image.width(), image.height()
    for x, y in ((30, 30), (30, h - 30), (w - 30, h - 30), (w // 2, h - 24)):
        assert is_felt(rgb(image, x, y)), f"no felt at {x},{y}"
    badge = table_widget.badge_rect()
    assert not badge.isEmpty() and badge.right() > w - 40 and badge.top() < 40
    assert sum(median_rgb(image, badge)) / 3 < 70, "the badge is dark"
    assert max(sum(rgb(image, x, badge.center().y())) for x in range(badge.left(), badge.right())) > 600, (
        "its figures are light"
    )
    for i in range(len(table.plays)):
        assert not table_widget.tile_rect(i).intersects(badge), "no tile under the badge"


def test_the_sample_has_branches_a_crosswise_later_double_and_a_bend(table_widget: TableWidget) -> None:
    table = sample_table()
    table_widget.set_table(table)
    lay = table_widget.layout_result()
    spinner = table_widget.tile_rect(0)
    north = table_widget.tile_rect(3)
    south = table_widget.tile_rect(4)
    assert north.bottom() < spinner.top() and south.top() > spinner.bottom(), "branches above and below"
    double = table_widget.tile_rect(5)  # [2|2] on the east arm
    assert lay.tiles[5].heading is Heading.EAST and double.height() > double.width(), "crosswise"
    east = [p.heading for p in lay.tiles if p.end is End.EAST]
    assert Heading.WEST in east, "the east arm bends and comes back"


def test_tiles_stay_readable_with_28_tiles(qtbot: QtBot, full_table: Table) -> None:
    for w, h in ((1024, 640), (1024, 420), (1280, 800)):
        widget = TableWidget()
        qtbot.addWidget(widget)
        widget.resize(w, h)
        widget.set_table(full_table, 27)
        assert widget.unit() >= 28, f"tiles too small at {w}x{h}"
        rects = [widget.tile_rect(i) for i in range(28)]
        assert all(widget.rect().contains(r) for r in rects)
        assert not any(a.intersects(b) for i, a in enumerate(rects) for b in rects[:i])


def test_the_last_play_glows(table_widget: TableWidget) -> None:
    table = sample_table()
    last = len(table.plays) - 1
    table_widget.set_table(table)
    plain = table_widget.grab().toImage()
    table_widget.set_table(table, last)
    glowing = table_widget.grab().toImage()
    r = table_widget.tile_rect(last)
    ring = [QRect(r.left(), r.bottom() + 3, r.width(), 3), QRect(r.right() + 3, r.top(), 3, r.height())]
    assert sum(mean_brightness(glowing, q) for q in ring) > sum(mean_brightness(plain, q) for q in ring) + 20


def test_target_slots_glow_and_show_the_tile(table_widget: TableWidget) -> None:
    table = sample_table()
    table_widget.set_table(table)
    before = table_widget.grab().toImage()
    tile = T(1, 6)
    assert set(table.ends_for(tile)) == {End.WEST, End.NORTH, End.EAST}
    table_widget.set_targets(dict.fromkeys(table.ends_for(tile), tile))
    after = table_widget.grab().toImage()
    for end in (End.WEST, End.NORTH, End.EAST):
        slot = table_widget.target_rect(end)
        assert not slot.isEmpty()
        assert all(not slot.intersects(table_widget.tile_rect(i)) for i in range(len(table.plays)))
        assert mean_brightness(after, slot) > mean_brightness(before, slot) + 15, f"no slot drawn at {end}"
    assert table_widget.target_rect(End.SOUTH).isEmpty()
    # Hovering shows the tile clearly in its slot.
    slot = table_widget.target_rect(End.WEST)
    table_widget._set_hover(End.WEST)
    hovered = table_widget.grab().toImage()
    assert mean_brightness(hovered, inner(slot)) > mean_brightness(after, inner(slot)) + 25
    table_widget.clear_targets()
    assert table_widget.target_rect(End.WEST).isEmpty()


def test_renders_sharp_at_device_pixel_ratio_two(table_widget: TableWidget) -> None:
    table = sample_table()
    table_widget.set_table(table)
    image = QImage(2048, 1280, QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(2.0)
    painter = QPainter(image)
    table_widget.render(painter, QPoint())
    painter.end()
    r = inner(table_widget.tile_rect(1))
    doubled = QRect(r.x() * 2, r.y() * 2, r.width() * 2, r.height() * 2)
    assert is_ivory(median_rgb(image, doubled))
    pix, _ = shared_art().face(5, 2, table_widget.tile_rect(1).size(), dpr=2.0)
    assert pix.devicePixelRatio() == 2.0
    assert pix.width() >= 2 * table_widget.tile_rect(1).width()


def test_empty_table_is_felt_with_an_opening_slot(table_widget: TableWidget) -> None:
    table_widget.set_table(Table())
    table_widget.set_targets({None: T(6, 6)})
    slot = table_widget.target_rect(None)
    assert slot.height() > slot.width(), "a double opens crosswise"
    assert abs(slot.center().x() - table_widget.width() // 2) <= 2
    image = table_widget.grab().toImage()
    assert is_felt(rgb(image, 60, 60))
    assert table_widget.badge_rect().isEmpty()


def test_hand_shows_playable_tiles_bright_and_others_dimmed(qtbot: QtBot) -> None:
    hand = HandWidget()
    qtbot.addWidget(hand)
    tiles = [T(6, 6), T(5, 1), T(4, 2), T(3, 0), T(0, 0), T(2, 1), T(6, 5)]
    playable = {T(5, 1), T(4, 2), T(0, 0)}
    hand.set_tiles(tiles, playable=playable)
    hand.resize(760, 160)
    hand.show()
    image = hand.grab().toImage()
    bright: list[float] = []
    dim: list[float] = []
    for i, tile in enumerate(tiles):
        face = inner(hand.tile_rect(i))
        colour = median_rgb(image, face)
        (bright if tile in playable else dim).append(sum(colour) / 3)
        if tile in playable:
            assert is_ivory(colour), f"{tile} should be ivory"
    assert min(bright) > max(dim) + 25, "dimmed tiles are clearly darker"


def test_face_down_hand_and_boneyard_show_claret_backs(qtbot: QtBot) -> None:
    hand = HandWidget()
    qtbot.addWidget(hand)
    hand.set_face_down(5)
    hand.resize(500, 140)
    hand.show()
    image = hand.grab().toImage()
    assert hand.count() == 5
    for i in range(5):
        r, g, b = median_rgb(image, inner(hand.tile_rect(i)))
        assert r > g + 40 and r > b + 25, "a claret back"
    yard = BoneyardWidget()
    qtbot.addWidget(yard)
    yard.set_count(9)
    yard.resize(yard.sizeHint())
    yard.show()
    off = yard.grab().toImage()
    r, g, b = rgb(off, yard.width() // 2 - 10, yard.height() // 2)
    assert r > g + 30, "the stack is made of backs"
    yard.set_enabled_for_draw(True)
    on = yard.grab().toImage()
    assert on != off, "a drawable boneyard glows"


def test_a_quiet_button_with_the_keyboard_shows_it_plainly(qtbot: QtBot) -> None:
    """A play-test found the focus on "Learn to play" (a quiet, outlined button) hard to see:
    its gold outline stayed gold. With the keyboard on it, the outline turns ivory, as on
    the gold buttons."""
    from PySide6.QtWidgets import QPushButton, QWidget

    from spectacular_bid.ui import theme

    theme.ensure_applied()
    holder = QWidget()
    qtbot.addWidget(holder)
    quiet, other = QPushButton("Learn to play", holder), QPushButton("Start", holder)
    theme.set_role(quiet, "secondary")
    quiet.setGeometry(10, 10, 200, 50)
    other.setGeometry(10, 80, 200, 50)
    holder.resize(230, 150)
    holder.show()
    qtbot.waitExposed(holder)

    def outline() -> int:
        return quiet.grab().toImage().pixelColor(quiet.width() // 2, 1).lightness()

    other.setFocus()
    qtbot.waitUntil(other.hasFocus)
    unfocused = outline()
    quiet.setFocus()
    qtbot.waitUntil(quiet.hasFocus)
    focused = outline()
    assert focused > unfocused + 40, (focused, unfocused)
