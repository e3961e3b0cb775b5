"""Tile art: the right pips in the right halves, a cache keyed by size and pixel ratio, the icon."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from pathlib import Path

import pytest
from PySide6.QtCore import QRect, QRectF, QSize
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import QApplication

from spectacular_bid.ui.widgets.tile_art import PIP_SPOTS, TileArt, TileState, halo_margin, paint_back, paint_tile

ASSETS = Path(__file__).resolve().parents[2] / "assets"


@pytest.fixture(scope="module", autouse=True)
def app() -> QApplication:
    instance = QApplication.instance()
    return instance if isinstance(instance, QApplication) else QApplication([])


def dark_blobs(image: QImage, area: QRect) -> int:
    """Connected groups of dark pixels inside ``area`` (a pip with its highlight is one)."""
    dark = set()
    for x in range(area.left(), area.right() + 1):
        for y in range(area.top(), area.bottom() + 1):
            c = QColor(image.pixel(x, y))
            if c.red() + c.green() + c.blue() < 400:
                dark.add((x, y))
    blobs = 0
    while dark:
        blobs += 1
        stack = [dark.pop()]
        while stack:
            x, y = stack.pop()
            for n in ((x + dx, y + dy) for dx in (-1, 0, 1) for dy in (-1, 0, 1)):
                if n in dark:
                    dark.remove(n)
                    stack.append(n)
    return blobs


def render(first: int, second: int, standing: bool, state: TileState = TileState.NORMAL) -> tuple[QImage, QRect]:
    size = (70, 140) if standing else (140, 70)
    image = QImage(220, 220, QImage.Format.Format_RGB32)
    image.fill(QColor(30, 90, 60))
    painter = QPainter(image)
    rect = QRectF(40, 40, *size)
    paint_tile(painter, rect, first, second, state)
    painter.end()
    return image, rect.toRect()


@pytest.mark.parametrize("standing", [True, False], ids=["standing", "lying"])
def test_each_half_shows_its_number_of_pips(standing: bool) -> None:
    for first in range(7):
        second = 6 - first
        image, rect = render(first, second, standing)
        face = rect.adjusted(3, 3, -3, -6)  # off the outline and the shaded side
        if standing:
            mid = rect.center().y()
            halves = (
                QRect(face.left(), face.top(), face.width(), mid - 8 - face.top()),
                QRect(face.left(), mid + 8, face.width(), face.bottom() - mid - 8),
            )
        else:
            mid = rect.center().x()
            halves = (
                QRect(face.left(), face.top(), mid - 8 - face.left(), face.height()),
                QRect(mid + 8, face.top(), face.right() - mid - 8, face.height()),
            )
        assert dark_blobs(image, halves[0]) == first, f"{first}-{second}: first half"
        assert dark_blobs(image, halves[1]) == second, f"{first}-{second}: second half"


def test_six_is_two_columns_standing_and_two_rows_lying() -> None:
    xs = {x for x, _ in PIP_SPOTS[6]}
    ys = {y for _, y in PIP_SPOTS[6]}
    assert len(xs) == 2 and len(ys) == 3
    assert all(len(PIP_SPOTS[n]) == n for n in range(7))


def test_states_change_the_look() -> None:
    looks = {state: render(6, 3, True, state)[0] for state in TileState}
    assert len({img.bits().tobytes() for img in looks.values()}) == len(TileState)
    normal, dimmed = looks[TileState.NORMAL], looks[TileState.DIMMED]
    point = (75, 60)
    assert sum(QColor(dimmed.pixel(*point)).getRgb()[:3]) < sum(QColor(normal.pixel(*point)).getRgb()[:3]) - 60


def test_back_is_claret_with_a_gold_medallion() -> None:
    image = QImage(120, 200, QImage.Format.Format_RGB32)
    image.fill(QColor(30, 90, 60))
    painter = QPainter(image)
    paint_back(painter, QRectF(20, 20, 70, 140))
    painter.end()
    r, g, b, _ = QColor(image.pixel(40, 50)).getRgb()
    assert r > g + 40 and r > b + 20
    r, g, b, _ = QColor(image.pixel(55, 80)).getRgb()
    assert r > 150 and g > 100 and b < 120, "gold in the middle"


def test_invalid_numbers_are_refused() -> None:
    image = QImage(50, 50, QImage.Format.Format_RGB32)
    painter = QPainter(image)
    with pytest.raises(ValueError):
        paint_tile(painter, QRectF(0, 0, 40, 20), 7, 1)
    painter.end()


def test_cache_keys_on_size_state_and_pixel_ratio() -> None:
    art = TileArt(capacity=4)
    one, margin = art.face(6, 3, QSize(80, 40))
    again, _ = art.face(6, 3, QSize(80, 40))
    assert again is one
    assert margin == halo_margin(80, 40)
    assert one.width() == 80 + 2 * margin and one.height() == 40 + 2 * margin
    sharp, _ = art.face(6, 3, QSize(80, 40), dpr=2.0)
    assert sharp is not one and sharp.devicePixelRatio() == 2.0 and sharp.width() == 2 * one.width()
    assert art.face(6, 3, QSize(80, 40), TileState.LAST)[0] is not one
    art.back(QSize(40, 80))
    art.face(1, 1, QSize(40, 80))
    assert len(art) == 4, "the least recently used pixmap was dropped"
    art.clear()
    assert len(art) == 0


def test_icon_is_a_valid_svg() -> None:
    renderer = QSvgRenderer(str(ASSETS / "icon.svg"))
    assert renderer.isValid()
    image = QImage(64, 64, QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    renderer.render(painter)
    painter.end()
    assert QColor.fromRgba(image.pixel(32, 4)).alpha() > 200, "opaque along the edge"
    assert QColor.fromRgba(image.pixel(1, 1)).alpha() < 40, "with rounded corners"
