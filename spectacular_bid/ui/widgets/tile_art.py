"""Painting dominoes: ivory faces with classic pips, tasteful backs, and their display states.

Everything is drawn with vectors, at any size and in either orientation: a tile whose rectangle
is wider than tall lies horizontally with ``first`` on its left half, otherwise it stands with
``first`` on its top half. :func:`paint_tile` and :func:`paint_back` paint straight onto a
painter; :class:`TileArt` keeps ready-made pixmaps, keyed by size, state and device pixel
ratio, so that a table of 28 tiles redraws in a few blits and stays sharp on high-DPI screens.

States (:class:`TileState`) only change the look: a playable tile gets a golden rim, a selected
one a brighter rim and a lifted shadow, the last tile played a soft warm glow, and a dimmed one
a muted face. Deciding which tile is in which state is for the caller.
"""

from __future__ import annotations

import enum
import math
import random
from collections import OrderedDict
from collections.abc import Callable, Mapping

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QRadialGradient,
)

__all__ = [
    "PIP_SPOTS",
    "TileArt",
    "TileState",
    "felt_noise",
    "halo_margin",
    "paint_back",
    "paint_tile",
    "shared_art",
]


class TileState(enum.Enum):
    """How a tile should look; the caller decides which applies."""

    NORMAL = "normal"
    PLAYABLE = "playable"  # highlighted: it can be played
    SELECTED = "selected"  # chosen by the player
    LAST = "last"  # the last tile played, glowing
    DIMMED = "dimmed"  # not available now


#: Pip centres in a half of a *standing* tile, as fractions of the half's width and height.
#: A lying tile uses them with ``x`` and ``y`` swapped, so its six shows two rows of three.
PIP_SPOTS: Mapping[int, tuple[tuple[float, float], ...]] = {
    0: (),
    1: ((0.5, 0.5),),
    2: ((0.73, 0.27), (0.27, 0.73)),
    3: ((0.73, 0.27), (0.5, 0.5), (0.27, 0.73)),
    4: ((0.27, 0.27), (0.73, 0.27), (0.27, 0.73), (0.73, 0.73)),
    5: ((0.27, 0.27), (0.73, 0.27), (0.5, 0.5), (0.27, 0.73), (0.73, 0.73)),
    6: ((0.28, 0.24), (0.28, 0.5), (0.28, 0.76), (0.72, 0.24), (0.72, 0.5), (0.72, 0.76)),
}

# Palette: aged ivory, warm shadows, near-black pips, brass, and a deep claret back.
_IVORY_LIGHT = QColor(255, 253, 244)
_IVORY = QColor(248, 241, 224)
_IVORY_DARK = QColor(232, 221, 196)
_EDGE = QColor(196, 182, 150)
_SIDE = QColor(205, 190, 158)
_SIDE_DARK = QColor(170, 154, 120)
_PIP = QColor(24, 24, 28)
_PIP_LIGHT = QColor(72, 70, 72)
_BRASS_LIGHT = QColor(255, 231, 150)
_BRASS = QColor(201, 155, 62)
_BRASS_DARK = QColor(128, 90, 28)
_GOLD = QColor(255, 196, 54)
_GOLD_BRIGHT = QColor(255, 226, 120)
_GLOW = QColor(255, 236, 170)
_BACK_LIGHT = QColor(140, 38, 52)
_BACK = QColor(104, 22, 36)
_BACK_DARK = QColor(64, 10, 22)


def halo_margin(width: float, height: float) -> float:
    """Room needed around a tile of this size for its shadow and glow, in the same units."""
    return max(3.0, round(min(width, height) * 0.32))


def _radius(short: float) -> float:
    return max(1.5, short * 0.14)


def _thickness(short: float) -> float:
    """How much of the tile's side shows below its face."""
    return max(1.0, short * 0.055)


def _shadow(p: QPainter, body: QRectF, radius: float, lift: float, strength: float) -> None:
    """A soft drop shadow: stacked translucent outlines, fading outwards."""
    short = min(body.width(), body.height())
    spread = max(2.0, short * 0.16) * (1.0 + lift)
    offset = short * (0.05 + 0.07 * lift)
    steps = 6
    p.setPen(Qt.PenStyle.NoPen)
    for i in range(steps, 0, -1):
        grow = spread * i / steps
        alpha = int(strength * 30 * (1 - (i - 1) / steps) ** 1.4)
        p.setBrush(QColor(0, 0, 0, alpha))
        r = body.adjusted(-grow * 0.6, -grow * 0.35 + offset, grow * 0.6, grow * 0.6 + offset)
        p.drawRoundedRect(r, radius + grow * 0.6, radius + grow * 0.6)


def _glow(p: QPainter, body: QRectF, radius: float, color: QColor, width: float, strength: float) -> None:
    """A coloured halo around the body: many faint filled layers, densest near the tile."""
    steps = 14
    p.setPen(Qt.PenStyle.NoPen)
    for i in range(steps, 0, -1):
        grow = width * i / steps
        c = QColor(color)
        c.setAlphaF(min(1.0, strength * 0.16 * (1 - i / (steps + 1)) ** 1.5))
        p.setBrush(c)
        r = body.adjusted(-grow, -grow, grow, grow)
        p.drawRoundedRect(r, radius + grow, radius + grow)


def _slab(p: QPainter, rect: QRectF, state: TileState, face_up: bool) -> tuple[QRectF, float]:
    """Shadow, halo and the tile's side; returns the face rectangle and its corner radius."""
    short = min(rect.width(), rect.height())
    radius = _radius(short)
    depth = _thickness(short)
    lift = 1.0 if state is TileState.SELECTED else 0.0
    _shadow(p, rect, radius, lift, 0.6 if state is TileState.DIMMED else 1.0)
    if state is TileState.LAST:
        _glow(p, rect, radius, _GLOW, halo_margin(rect.width(), rect.height()) * 0.95, 1.9)
    elif state is TileState.SELECTED:
        _glow(p, rect, radius, _GOLD_BRIGHT, halo_margin(rect.width(), rect.height()) * 0.8, 1.0)
    elif state is TileState.PLAYABLE:
        _glow(p, rect, radius, _GOLD, halo_margin(rect.width(), rect.height()) * 0.6, 0.75)
    # The side of the tile, showing below the face.
    side = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    if face_up:
        side.setColorAt(0.0, _SIDE)
        side.setColorAt(1.0, _SIDE_DARK)
    else:
        side.setColorAt(0.0, _BACK_DARK)
        side.setColorAt(1.0, QColor(40, 6, 14))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QBrush(side))
    p.drawRoundedRect(rect, radius, radius)
    face = rect.adjusted(0, 0, 0, -depth)
    return face, radius


def _rim(p: QPainter, face: QRectF, radius: float, state: TileState) -> None:
    """The coloured rim of a playable or selected tile."""
    short = min(face.width(), face.height())
    if state is TileState.SELECTED:
        p.setPen(QPen(_GOLD, max(1.5, short * 0.075)))
    elif state is TileState.PLAYABLE:
        p.setPen(QPen(QColor(232, 170, 30), max(1.0, short * 0.05)))
    else:
        return
    p.setBrush(Qt.BrushStyle.NoBrush)
    inset = p.pen().widthF() / 2
    p.drawRoundedRect(face.adjusted(inset, inset, -inset, -inset), radius - inset / 2, radius - inset / 2)


def _round_pen(color: QColor, width: float) -> QPen:
    pen = QPen(color, width)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    return pen


def _pip(p: QPainter, center: QPointF, r: float) -> None:
    """One drilled pip: dark, with a faint lit lower rim."""
    rim = QRadialGradient(QPointF(center.x(), center.y() + r * 0.35), r * 1.25)
    rim.setColorAt(0.0, QColor(255, 255, 255, 0))
    rim.setColorAt(0.75, QColor(255, 255, 255, 0))
    rim.setColorAt(1.0, QColor(255, 255, 255, 150))
    p.setBrush(QBrush(rim))
    p.drawEllipse(center, r * 1.12, r * 1.12)
    fill = QRadialGradient(QPointF(center.x() - r * 0.3, center.y() - r * 0.35), r * 1.4)
    fill.setColorAt(0.0, _PIP_LIGHT)
    fill.setColorAt(0.55, _PIP)
    fill.setColorAt(1.0, QColor(6, 6, 8))
    p.setBrush(QBrush(fill))
    p.drawEllipse(center, r, r)


def _pips(p: QPainter, half: QRectF, n: int, standing: bool) -> None:
    side = min(half.width(), half.height())
    r = side * (0.108 if n < 6 else 0.096)
    p.setPen(Qt.PenStyle.NoPen)
    for fx, fy in PIP_SPOTS[n]:
        if not standing:
            fx, fy = fy, fx
        _pip(p, QPointF(half.x() + fx * half.width(), half.y() + fy * half.height()), r)


def paint_tile(p: QPainter, rect: QRectF, first: int, second: int, state: TileState = TileState.NORMAL) -> None:
    """Paint a face-up tile into ``rect`` (the tile itself; its halo spills over by
    :func:`halo_margin`). ``first`` goes on the left half, or the top half of a standing tile."""
    if not (0 <= first <= 6 and 0 <= second <= 6):
        raise ValueError(f"no such tile: {first}-{second}")
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    face, radius = _slab(p, rect, state, True)
    standing = rect.height() > rect.width()
    short = min(face.width(), rect.width() if standing else rect.height())
    # The face: warm ivory with a soft light from the top left.
    grad = QLinearGradient(face.topLeft(), face.bottomRight())
    grad.setColorAt(0.0, _IVORY_LIGHT)
    grad.setColorAt(0.55, _IVORY)
    grad.setColorAt(1.0, _IVORY_DARK)
    p.setBrush(QBrush(grad))
    p.setPen(QPen(_EDGE, max(0.8, short * 0.03)))
    p.drawRoundedRect(face.adjusted(0.4, 0.4, -0.4, -0.4), radius, radius)
    # A thin sheen along the upper edge.
    sheen = QLinearGradient(face.topLeft(), QPointF(face.left(), face.top() + face.height() * 0.35))
    sheen.setColorAt(0.0, QColor(255, 255, 255, 120))
    sheen.setColorAt(1.0, QColor(255, 255, 255, 0))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QBrush(sheen))
    p.drawRoundedRect(face.adjusted(1.2, 1.2, -1.2, -face.height() * 0.5), radius * 0.8, radius * 0.8)
    # Halves, divider and pips.
    if standing:
        mid = face.top() + face.height() / 2
        halves = (
            QRectF(face.left(), face.top(), face.width(), mid - face.top()),
            QRectF(face.left(), mid, face.width(), face.bottom() - mid),
        )
        inset = face.width() * 0.16
        a, b = QPointF(face.left() + inset, mid), QPointF(face.right() - inset, mid)
        offset = QPointF(0, max(0.7, short * 0.025))
    else:
        mid = face.left() + face.width() / 2
        halves = (
            QRectF(face.left(), face.top(), mid - face.left(), face.height()),
            QRectF(mid, face.top(), face.right() - mid, face.height()),
        )
        inset = face.height() * 0.16
        a, b = QPointF(mid, face.top() + inset), QPointF(mid, face.bottom() - inset)
        offset = QPointF(max(0.7, short * 0.025), 0)
    line = max(0.9, short * 0.045)
    p.setPen(_round_pen(QColor(255, 255, 255, 170), line))
    p.drawLine(a + offset, b + offset)
    p.setPen(_round_pen(QColor(92, 80, 60, 210), line))
    p.drawLine(a, b)
    _pips(p, halves[0], first, standing)
    _pips(p, halves[1], second, standing)
    if short >= 22:
        # The brass pin at the centre of the divider, as on a real set.
        c = QPointF((a.x() + b.x()) / 2, (a.y() + b.y()) / 2)
        r = short * 0.065
        brass = QRadialGradient(QPointF(c.x() - r * 0.4, c.y() - r * 0.4), r * 1.6)
        brass.setColorAt(0.0, _BRASS_LIGHT)
        brass.setColorAt(0.5, _BRASS)
        brass.setColorAt(1.0, _BRASS_DARK)
        p.setPen(QPen(QColor(90, 62, 20, 160), max(0.5, r * 0.25)))
        p.setBrush(QBrush(brass))
        p.drawEllipse(c, r, r)
    if state is TileState.DIMMED:
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(28, 44, 36, 105))
        p.drawRoundedRect(rect, radius, radius)
    _rim(p, face, radius, state)
    p.restore()


def paint_back(p: QPainter, rect: QRectF, state: TileState = TileState.NORMAL) -> None:
    """Paint a face-down tile into ``rect``: deep claret, a fine lattice and a gold medallion."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    face, radius = _slab(p, rect, state, False)
    short = min(face.width(), face.height())
    grad = QLinearGradient(face.topLeft(), face.bottomRight())
    grad.setColorAt(0.0, _BACK_LIGHT)
    grad.setColorAt(0.6, _BACK)
    grad.setColorAt(1.0, _BACK_DARK)
    path = QPainterPath()
    path.addRoundedRect(face, radius, radius)
    p.setPen(QPen(QColor(40, 6, 14), max(0.8, short * 0.03)))
    p.setBrush(QBrush(grad))
    p.drawPath(path)
    # A fine diagonal lattice, clipped to an inner panel.
    inner = face.adjusted(short * 0.14, short * 0.14, -short * 0.14, -short * 0.14)
    inner_radius = max(1.0, radius * 0.55)
    clip = QPainterPath()
    clip.addRoundedRect(inner, inner_radius, inner_radius)
    p.save()
    p.setClipPath(clip)
    p.setPen(QPen(QColor(255, 205, 160, 34), max(0.6, short * 0.025)))
    step = max(3.0, short * 0.2)
    span = inner.width() + inner.height()
    k = -inner.height()
    while k < span:
        x0 = inner.left() + k
        p.drawLine(QPointF(x0, inner.top()), QPointF(x0 + inner.height(), inner.bottom()))
        p.drawLine(QPointF(x0 + inner.height(), inner.top()), QPointF(x0, inner.bottom()))
        k += step
    p.restore()
    # Gold filet around the panel, and a medallion in the middle.
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(QPen(QColor(222, 178, 90, 200), max(0.7, short * 0.035)))
    p.drawRoundedRect(inner, inner_radius, inner_radius)
    c = face.center()
    r = short * 0.2
    medal = QRadialGradient(QPointF(c.x() - r * 0.35, c.y() - r * 0.35), r * 1.5)
    medal.setColorAt(0.0, _BRASS_LIGHT)
    medal.setColorAt(0.55, _BRASS)
    medal.setColorAt(1.0, _BRASS_DARK)
    diamond = QPainterPath()
    diamond.moveTo(c.x(), c.y() - r)
    diamond.lineTo(c.x() + r * 0.72, c.y())
    diamond.lineTo(c.x(), c.y() + r)
    diamond.lineTo(c.x() - r * 0.72, c.y())
    diamond.closeSubpath()
    p.setPen(QPen(QColor(70, 40, 10, 180), max(0.5, short * 0.02)))
    p.setBrush(QBrush(medal))
    p.drawPath(diamond)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(_BACK_DARK)
    p.drawEllipse(c, r * 0.2, r * 0.2)
    if state is TileState.DIMMED:
        p.setBrush(QColor(20, 30, 26, 110))
        p.drawRoundedRect(rect, radius, radius)
    _rim(p, face, radius, state)
    p.restore()


class TileArt:
    """A cache of tile pixmaps, keyed by what they show, their size, state and pixel ratio.

    :meth:`face` and :meth:`back` return the pixmap and the margin (in logical pixels) left
    around the tile for its halo: draw the pixmap at the tile's top-left minus the margin.
    """

    def __init__(self, capacity: int = 96) -> None:
        self._capacity = capacity
        self._cache: OrderedDict[tuple[object, ...], tuple[QPixmap, int]] = OrderedDict()

    def __len__(self) -> int:
        return len(self._cache)

    def clear(self) -> None:
        """Forget every pixmap (after a palette change, say)."""
        self._cache.clear()

    def face(
        self, first: int, second: int, size: QSize, state: TileState = TileState.NORMAL, dpr: float = 1.0
    ) -> tuple[QPixmap, int]:
        """The pixmap of a face-up tile of ``size`` (logical pixels) and its halo margin."""
        key = ("face", first, second, size.width(), size.height(), state, dpr)
        hit = self._hit(key)
        if hit is not None:
            return hit

        def paint(p: QPainter, rect: QRectF) -> None:
            paint_tile(p, rect, first, second, state)

        return self._make(key, size, dpr, paint)

    def back(self, size: QSize, state: TileState = TileState.NORMAL, dpr: float = 1.0) -> tuple[QPixmap, int]:
        """The pixmap of a face-down tile of ``size`` (logical pixels) and its halo margin."""
        key = ("back", size.width(), size.height(), state, dpr)
        hit = self._hit(key)
        if hit is not None:
            return hit

        def paint(p: QPainter, rect: QRectF) -> None:
            paint_back(p, rect, state)

        return self._make(key, size, dpr, paint)

    def _hit(self, key: tuple[object, ...]) -> tuple[QPixmap, int] | None:
        hit = self._cache.get(key)
        if hit is not None:
            self._cache.move_to_end(key)
        return hit

    def _make(
        self, key: tuple[object, ...], size: QSize, dpr: float, paint: Callable[[QPainter, QRectF], None]
    ) -> tuple[QPixmap, int]:
        w, h = size.width(), size.height()
        margin = int(halo_margin(w, h))
        pix = QPixmap(math.ceil((w + 2 * margin) * dpr), math.ceil((h + 2 * margin) * dpr))
        pix.setDevicePixelRatio(dpr)
        pix.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pix)
        paint(painter, QRectF(margin, margin, w, h))
        painter.end()
        self._cache[key] = (pix, margin)
        if len(self._cache) > self._capacity:
            self._cache.popitem(last=False)
        return pix, margin


_SHARED: TileArt | None = None


def shared_art() -> TileArt:
    """The application-wide tile pixmap cache."""
    global _SHARED
    if _SHARED is None:
        _SHARED = TileArt()
    return _SHARED


def felt_noise(size: int = 128, seed: int = 7) -> QPixmap:
    """A small tileable speckle texture for felt, drawn once (light and dark flecks)."""
    pix = QPixmap(size, size)
    pix.fill(Qt.GlobalColor.transparent)
    p = QPainter(pix)
    rng = random.Random(seed)
    for _ in range(size * size // 6):
        x, y = rng.randrange(size), rng.randrange(size)
        if rng.random() < 0.5:
            p.setPen(QColor(255, 255, 255, rng.randrange(4, 13)))
        else:
            p.setPen(QColor(0, 0, 0, rng.randrange(6, 18)))
        p.drawPoint(x, y)
    p.end()
    return pix
