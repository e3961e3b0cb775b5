"""The table: a felt cloth with the played tiles, the end total, and where a tile may go.

:class:`TableWidget` draws a :class:`~spectacular_bid.core.table.Table` as
:func:`~spectacular_bid.ui.table.table_layout.layout_table` lays it out, scaled to fit. It decides no
rule: the caller tells it which ends to offer (:meth:`TableWidget.set_targets`) and it reports
what the player clicked (:attr:`TableWidget.end_clicked`) or dropped
(:attr:`TableWidget.tile_dropped`).

Drops carry the mime type :data:`TILE_MIME` with the tile written ``"a,b"``.
"""

from __future__ import annotations

import enum
import math
import time
from collections.abc import Iterable, Mapping

from PySide6.QtCore import QByteArray, QMimeData, QPoint, QPointF, QRect, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QDragEnterEvent,
    QDragLeaveEvent,
    QDragMoveEvent,
    QDropEvent,
    QFocusEvent,
    QFont,
    QFontMetrics,
    QImage,
    QKeyEvent,
    QLinearGradient,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QPixmap,
    QRadialGradient,
    QResizeEvent,
)
from PySide6.QtWidgets import QSizePolicy, QWidget

from spectacular_bid.core.table import End, Table
from spectacular_bid.core.tiles import Tile

from ..i18n import counted
from ..widgets.tile_art import TileState, felt_noise, shared_art
from .table_layout import DEFAULT_AREA, Box, Heading, TableLayout, layout_table

__all__ = ["TILE_MIME", "TableWidget", "tile_from_mime", "tile_mime_data"]

#: The mime type of a dragged tile; its data is the tile written ``"a,b"``.
TILE_MIME = "application/x-spectacular-bid-tile"

_PAD = 14  # pixels kept clear around the tiles
_MAX_UNIT = 52  # the largest half-tile, in pixels: a short table is not blown up
_MIN_UNIT = 6
_TARGET_KEY_ORDER = (None, End.WEST, End.NORTH, End.EAST, End.SOUTH)


def badge_label_font(base: QFont, height: int) -> QFont:
    """The font of the end-total badge's caption, for a badge ``height`` pixels high."""
    small = QFont(base)
    small.setPixelSize(max(9, height // 6))
    small.setBold(True)
    small.setLetterSpacing(QFont.SpacingType.AbsoluteSpacing, 1.5)
    return small


def tile_mime_data(tile: Tile) -> QMimeData:
    """Mime data carrying ``tile`` for a drag onto the table."""
    data = QMimeData()
    data.setData(TILE_MIME, QByteArray(f"{tile.high},{tile.low}".encode("ascii")))
    return data


def tile_from_mime(data: QMimeData) -> Tile | None:
    """The tile a drag carries, or None if it carries none (or garbage)."""
    if not data.hasFormat(TILE_MIME):
        return None
    raw = bytes(data.data(TILE_MIME).data()).decode("ascii", "replace").strip()
    parts = raw.split(",")
    if len(parts) != 2:
        return None
    try:
        a, b = int(parts[0]), int(parts[1])
    except ValueError:
        return None
    if not (0 <= a <= 6 and 0 <= b <= 6):
        return None
    return Tile.of(a, b)


class _NoSlot(enum.Enum):
    """Marks "no slot" where None already means the opening slot."""

    NONE = "none"


_NO_SLOT = _NoSlot.NONE
_SlotKey = End | None | _NoSlot


def _slot_halves(end: End | None, value: int, heading: Heading, tile: Tile) -> tuple[int, int]:
    """The numbers on the left/top and right/bottom halves of ``tile`` played in a slot."""
    if end is None or tile.is_double:
        return tile.high, tile.low
    far = tile.other(value)
    if heading is Heading.EAST or heading is Heading.SOUTH:
        return value, far
    return far, value


class TableWidget(QWidget):
    """The table of play, drawn on felt.

    Signals:
        end_clicked(object): the player clicked a target slot (or chose it with the keyboard);
            carries the :class:`End`, or None for the opening slot of an empty table.
        tile_dropped(object, object): a tile was dropped on the table near a target:
            ``(Tile, End | None)``.
    """

    end_clicked = Signal(object)
    tile_dropped = Signal(object, object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAcceptDrops(True)
        self.setMouseTracking(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self.setAccessibleName(self.tr("Table"))
        self._table = Table()
        self._last: int | None = None
        self._arriving: int | None = None  # a play still on its way: its place is left empty
        self._targets: dict[End | None, Tile | None] = {}
        self._layout: TableLayout | None = None
        self._unit = 0
        self._origin = QPoint()
        self._badge = QRect()
        self._draws: list[tuple[QPointF, QPixmap]] = []
        self._draw_dpr = 0.0  # the pixel ratio the tile pixmaps were made for
        self._tile_rects: list[QRect] = []
        self._slots: dict[End | None, QRect] = {}
        self._background: QPixmap | None = None
        self._badge_pix: QPixmap | None = None
        self._noise = felt_noise()
        self._hover: _SlotKey = _NO_SLOT
        self._drag_tile: Tile | None = None
        self._focus_target: _SlotKey = _NO_SLOT
        self._pulse = QTimer(self)
        self._pulse.setInterval(50)
        self._pulse.timeout.connect(self._on_pulse)
        self._dirty = True
        self._update_description()

    # --- public API --------------------------------------------------------------------------

    def set_table(self, table: Table, last_index: int | None = None) -> None:
        """Show ``table``; the tile played ``last_index``-th (in :attr:`Table.plays`) glows."""
        if table != self._table:
            self._arriving = None
        self._table = table
        self._last = last_index
        self._targets = {k: v for k, v in self._targets.items() if self._is_open(k)}
        self._dirty = True
        self._update_description()
        self.update()

    def table(self) -> Table:
        """The table shown."""
        return self._table

    def set_targets(self, ends: Mapping[End | None, Tile | None] | Iterable[End | None]) -> None:
        """Offer these ends as glowing slots: a mapping from each end to the tile to play there
        (its shape sets the slot's: a double lies crosswise), or just the ends. None stands for
        the opening slot of an empty table. Ends that are not open are ignored."""
        if isinstance(ends, Mapping):
            targets = dict(ends)
        else:
            targets = dict.fromkeys(ends)
        self._targets = {k: v for k, v in targets.items() if self._is_open(k)}
        if self._focus_target is not _NO_SLOT and self._focus_target not in self._targets:
            self._focus_target = _NO_SLOT
        if not self._dirty:
            self._prepare_slots()  # the tiles stay where they are
        self._sync_pulse()
        self._update_description()
        self.update()

    def clear_targets(self) -> None:
        """Stop offering any end."""
        self.set_targets({})

    def targets(self) -> dict[End | None, Tile | None]:
        """The ends offered now."""
        return dict(self._targets)

    def target_rect(self, end: End | None) -> QRect:
        """Where the slot of a target end is drawn, in widget pixels (empty if not offered)."""
        self._ensure_layout()
        return QRect(self._slots.get(end, QRect()))

    def tile_rect(self, index: int) -> QRect:
        """Where the tile played ``index``-th is drawn, in widget pixels."""
        self._ensure_layout()
        return QRect(self._tile_rects[index])

    def tile_picture(self, index: int) -> tuple[QPixmap, QPoint]:
        """The picture of the tile played ``index``-th as drawn (glowing if it is the last), and
        its top-left corner in widget pixels."""
        self._ensure_layout()
        at = next(i for i, place in enumerate(self.layout_result().tiles) if place.index == index)
        pos, pix = self._draws[at]
        return pix, pos.toPoint()

    def set_arriving(self, index: int | None) -> None:
        """Leave the place of the tile played ``index``-th empty while it is on its way, or
        (None) draw every tile again."""
        if index != self._arriving:
            self._arriving = index
            self.update()

    def badge_rect(self) -> QRect:
        """Where the end-total badge is drawn (empty while the table is empty)."""
        self._ensure_layout()
        return QRect() if self._table.is_empty else QRect(self._badge)

    def unit(self) -> int:
        """The current scale: pixels per half-tile."""
        self._ensure_layout()
        return self._unit

    def layout_result(self) -> TableLayout:
        """The layout drawn now."""
        self._ensure_layout()
        assert self._layout is not None
        return self._layout

    def sizeHint(self) -> QSize:
        return QSize(900, 520)

    def minimumSizeHint(self) -> QSize:
        return QSize(320, 200)

    # --- layout ------------------------------------------------------------------------------

    def _is_open(self, end: End | None) -> bool:
        if end is None:
            return self._table.is_empty
        return any(open_end is end for open_end, _ in self._table.open_ends())

    def badge_label(self) -> str:
        """The end-total badge's caption, in the interface language."""
        return self.tr("END TOTAL")

    def _badge_size(self) -> QSize:
        """The badge's size: wide enough for its caption ("TOTAL DES EXTRÉMITÉS" in French)."""
        size = QSize(104, 60) if self.width() >= 560 else QSize(80, 48)
        caption = QFontMetrics(badge_label_font(self.font(), size.height())).horizontalAdvance(self.badge_label())
        size.setWidth(max(size.width(), caption + 16))
        return size

    def _ensure_layout(self) -> None:
        if not self._dirty:
            return
        self._dirty = False
        avail = self.rect().adjusted(_PAD, _PAD, -_PAD, -_PAD)
        if avail.width() < 20 or avail.height() < 20:
            avail = QRect(0, 0, max(20, self.width()), max(20, self.height()))
        aspect = avail.width() / avail.height()
        badge = self._badge_size()
        show_badge = not self._table.is_empty
        keep: tuple[tuple[float, float, float, float], ...] = ()
        frac_w = (badge.width() + 6) / avail.width()
        frac_h = (badge.height() + 6) / avail.height()
        # Tiles never grow past _MAX_UNIT: a large table gets a larger frame instead, so that
        # its lines bend only near the edge of the cloth.
        area = max(DEFAULT_AREA, (avail.width() / _MAX_UNIT) * (avail.height() / _MAX_UNIT))
        for _ in range(3):
            if show_badge:
                keep = ((1.0 - min(frac_w, 0.5), 0.0, min(frac_w, 0.5), min(frac_h, 0.5)),)
            lay = layout_table(self._table, aspect, area=area, keep_out=keep)
            fit = min(avail.width() / lay.frame.w, avail.height() / lay.frame.h)
            unit = max(_MIN_UNIT, min(_MAX_UNIT, int(fit // 2) * 2))
            frame_w, frame_h = lay.frame.w * unit, lay.frame.h * unit
            # The badge sits in the window's corner; keep the tiles out of it, in frame terms.
            left = avail.center().x() + 1 - frame_w / 2
            top = avail.center().y() + 1 - frame_h / 2
            need_w = (left + frame_w) - (avail.right() + 1 - badge.width() - 6)
            need_h = (avail.top() + badge.height() + 6) - top
            new_w, new_h = max(0.0, need_w / frame_w), max(0.0, need_h / frame_h)
            if not show_badge or (abs(new_w - frac_w) < 0.01 and abs(new_h - frac_h) < 0.01):
                break
            frac_w, frac_h = new_w, new_h
        self._layout = lay
        self._unit = unit
        self._origin = QPoint(avail.center().x() + 1, avail.center().y() + 1)
        self._badge = QRect(avail.right() + 1 - badge.width(), avail.top(), badge.width(), badge.height())
        self._badge_pix = None
        self._prepare_draws()

    def _px(self, x: float, y: float) -> QPoint:
        return QPoint(self._origin.x() + round(x * self._unit), self._origin.y() + round(y * self._unit))

    def _box_rect(self, box: Box, inset: int = 1) -> QRect:
        top_left = self._px(box.x, box.y)
        w, h = round(box.w * self._unit), round(box.h * self._unit)
        return QRect(top_left.x() + inset, top_left.y() + inset, w - 2 * inset, h - 2 * inset)

    def _prepare_draws(self) -> None:
        """Fetch the tile pixmaps for the current layout and scale, ready to blit."""
        assert self._layout is not None
        art = shared_art()
        dpr = self.devicePixelRatioF()
        self._draws = []
        self._tile_rects = []
        self._draw_dpr = dpr
        for place in self._layout.tiles:
            rect = self._box_rect(place.box)
            self._tile_rects.append(rect)
            state = TileState.LAST if place.index == self._last else TileState.NORMAL
            pix, margin = art.face(place.first, place.second, rect.size(), state, dpr)
            self._draws.append((QPointF(rect.x() - margin, rect.y() - margin), pix))
        self._prepare_slots()

    def _prepare_slots(self) -> None:
        """Where the target slots go, for the current layout and targets."""
        if self._layout is None:
            return
        self._slots = {}
        for end, tile in self._targets.items():
            box = self._layout.slot_for(end, self._drag_tile or tile)
            if box is not None:
                self._slots[end] = self._box_rect(box)

    def resizeEvent(self, event: QResizeEvent) -> None:
        self._dirty = True
        self._background = None
        super().resizeEvent(event)

    # --- painting ----------------------------------------------------------------------------

    def _felt(self) -> QPixmap:
        """The cloth, drawn once per size: a soft pool of light, fine flecks, a dark rim."""
        dpr = self.devicePixelRatioF()
        if self._background is not None and self._background.devicePixelRatio() == dpr:
            return self._background
        w, h = max(1, self.width()), max(1, self.height())
        # Premultiplied ARGB, as most backing stores are: the per-paint blit is then a copy.
        image = QImage(math.ceil(w * dpr), math.ceil(h * dpr), QImage.Format.Format_ARGB32_Premultiplied)
        image.setDevicePixelRatio(dpr)
        p = QPainter(image)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        center = QPointF(w / 2, h * 0.46)
        radius = math.hypot(w, h) * 0.62
        light = QRadialGradient(center, radius)
        light.setColorAt(0.0, QColor(44, 122, 78))
        light.setColorAt(0.55, QColor(31, 96, 60))
        light.setColorAt(1.0, QColor(14, 52, 32))
        p.fillRect(QRectF(0, 0, w, h), QBrush(light))
        p.fillRect(QRectF(0, 0, w, h), QBrush(self._noise))
        # A stitched rail a little inside the edge.
        stitch = QPen(QColor(210, 235, 200, 38), 1.2, Qt.PenStyle.DashLine)
        p.setPen(stitch)
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(QRectF(5.5, 5.5, w - 11, h - 11), 10, 10)
        # Inner shadow along the rim.
        for i, alpha in enumerate((70, 40, 22, 10)):
            p.setPen(QPen(QColor(0, 0, 0, alpha), 2))
            p.drawRect(QRectF(i * 2 + 1, i * 2 + 1, w - i * 4 - 2, h - i * 4 - 2))
        p.end()
        self._background = QPixmap.fromImage(image, Qt.ImageConversionFlag.NoFormatConversion)
        return self._background

    def _badge_pixmap(self) -> QPixmap:
        """The end-total badge (R16): a dark lozenge with the total in large figures."""
        dpr = self.devicePixelRatioF()
        if self._badge_pix is not None and self._badge_pix.devicePixelRatio() == dpr:
            return self._badge_pix
        size = self._badge.size()
        pix = QPixmap(math.ceil(size.width() * dpr), math.ceil(size.height() * dpr))
        pix.setDevicePixelRatio(dpr)
        pix.fill(Qt.GlobalColor.transparent)
        p = QPainter(pix)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        r = QRectF(1, 1, size.width() - 2, size.height() - 2)
        fill = QLinearGradient(r.topLeft(), r.bottomLeft())
        fill.setColorAt(0.0, QColor(16, 34, 24, 225))
        fill.setColorAt(1.0, QColor(6, 18, 12, 235))
        p.setBrush(QBrush(fill))
        p.setPen(QPen(QColor(222, 184, 96, 210), 1.5))
        p.drawRoundedRect(r, 12, 12)
        p.setFont(badge_label_font(self.font(), size.height()))
        p.setPen(QColor(222, 200, 150))
        label_rect = QRectF(r.left(), r.top() + size.height() * 0.07, r.width(), size.height() * 0.28)
        p.drawText(label_rect, Qt.AlignmentFlag.AlignCenter, self.badge_label())
        big = QFont(self.font())
        big.setPixelSize(max(14, int(size.height() * 0.5)))
        big.setBold(True)
        p.setFont(big)
        p.setPen(QColor(255, 246, 222))
        num_rect = QRectF(r.left(), r.top() + size.height() * 0.3, r.width(), size.height() * 0.66)
        p.drawText(num_rect, Qt.AlignmentFlag.AlignCenter, str(self._table.total))
        p.end()
        self._badge_pix = pix
        return pix

    def paintEvent(self, event: QPaintEvent) -> None:
        self._ensure_layout()
        if self.devicePixelRatioF() != self._draw_dpr:
            self._prepare_draws()  # moved to a screen of another pixel ratio: stay sharp
            self._badge_pix = None
        p = QPainter(self)
        p.drawPixmap(0, 0, self._felt())
        tiles = self._layout.tiles if self._layout is not None else ()
        for place, (pos, pix) in zip(tiles, self._draws, strict=False):
            if place.index != self._arriving:
                p.drawPixmap(pos, pix)
        if self._slots:
            self._paint_slots(p)
        if not self._table.is_empty:
            p.drawPixmap(self._badge.topLeft(), self._badge_pixmap())
        elif not self._slots:
            self._paint_empty_hint(p)
        if self.hasFocus() and self._focus_target is _NO_SLOT and self._slots:
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            p.setPen(QPen(QColor(255, 255, 255, 90), 1.5, Qt.PenStyle.DotLine))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(QRectF(self.rect()).adjusted(3, 3, -3, -3), 10, 10)
        p.end()

    def _paint_empty_hint(self, p: QPainter) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self._box_rect(Box(-1.0, -0.5, 2.0, 1.0))
        p.setPen(QPen(QColor(255, 255, 255, 50), 1.5, Qt.PenStyle.DashLine))
        p.setBrush(Qt.BrushStyle.NoBrush)
        radius = max(2.0, self._unit * 0.14)
        p.drawRoundedRect(QRectF(r), radius, radius)

    def _pulse_level(self) -> float:
        return 0.5 + 0.5 * math.sin(time.monotonic() * 2 * math.pi / 1.6)

    def _paint_slots(self, p: QPainter) -> None:
        """Glowing slots where the chosen tile may go, with a ghost of the tile in each."""
        assert self._layout is not None
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        level = self._pulse_level()
        art = shared_art()
        dpr = self.devicePixelRatioF()
        for end, rect in self._slots.items():
            hovered = self._hover is not _NO_SLOT and self._hover == end
            focused = self.hasFocus() and self._focus_target is not _NO_SLOT and self._focus_target == end
            r = QRectF(rect)
            radius = max(2.0, min(r.width(), r.height()) * 0.14)
            # A soft halo that breathes.
            p.setPen(Qt.PenStyle.NoPen)
            for i in range(8, 0, -1):
                grow = self._unit * 0.08 * i
                strength = (0.35 + 0.25 * level + (0.4 if hovered else 0.0)) * (1 - i / 9) ** 1.5
                p.setBrush(QColor(255, 214, 100, min(255, int(70 * strength))))
                p.drawRoundedRect(r.adjusted(-grow, -grow, grow, grow), radius + grow, radius + grow)
            p.setBrush(QColor(12, 40, 24, 120))
            p.drawRoundedRect(r, radius, radius)
            tile = self._drag_tile if self._drag_tile is not None else self._targets.get(end)
            if tile is not None:
                value = dict(self._table.open_ends()).get(end, tile.high) if end is not None else tile.high
                heading = self._layout.ends[end].heading if end is not None else Heading.EAST
                first, second = _slot_halves(end, value, heading, tile)
                pix, margin = art.face(first, second, rect.size(), TileState.NORMAL, dpr)
                p.setOpacity(0.8 if hovered else 0.3 + 0.12 * level)
                p.drawPixmap(QPointF(rect.x() - margin, rect.y() - margin), pix)
                p.setOpacity(1.0)
            pen = QPen(
                QColor(255, 226, 130, 255 if hovered else 200), max(1.5, self._unit * (0.08 if hovered else 0.06))
            )
            if not hovered:
                pen.setStyle(Qt.PenStyle.DashLine)
            p.setPen(pen)
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(r.adjusted(0.5, 0.5, -0.5, -0.5), radius, radius)
            if focused:
                p.setPen(QPen(QColor(255, 255, 255, 235), 2.0))
                p.drawRoundedRect(r.adjusted(-4, -4, 4, 4), radius + 4, radius + 4)

    # --- interaction -------------------------------------------------------------------------

    def _slot_at(self, pos: QPoint, *, near: bool = False) -> _SlotKey:
        """The target slot under ``pos`` (``_NO_SLOT`` if none); with ``near``, the closest one within
        a few tiles, for drops that miss a little."""
        self._ensure_layout()
        return self._place_at(self._slots, pos, near=near)

    def _drop_at(self, pos: QPoint, tile: Tile) -> _SlotKey:
        """Where ``tile`` dropped at ``pos`` goes: the open end under it, or the closest within a
        few tiles — an offered one, or one it does not fit, which the page then explains rather
        than the tile going to another end without a word."""
        self._ensure_layout()
        places = dict(self._slots)
        if self._layout is not None:
            for end, _shows in self._table.open_ends():
                box = self._layout.slot_for(end, tile)
                if end not in places and box is not None:
                    places[end] = self._box_rect(box)
        return self._place_at(places, pos, near=True)

    def _place_at(self, places: Mapping[End | None, QRect], pos: QPoint, *, near: bool) -> _SlotKey:
        """The place of ``places`` under ``pos`` (``_NO_SLOT`` if none); with ``near``, the
        closest one within a few tiles."""
        grow = max(4, self._unit // 3)
        for end, rect in places.items():
            if rect.adjusted(-grow, -grow, grow, grow).contains(pos):
                return end
        if not near or not places:
            return _NO_SLOT
        best: _SlotKey = _NO_SLOT
        best_d = float(max(90, self._unit * 5))
        for end, rect in places.items():
            c = QPointF(rect.center())
            d = math.hypot(c.x() - pos.x(), c.y() - pos.y())
            if d < best_d:
                best, best_d = end, d
        return best

    def _set_hover(self, hover: _SlotKey) -> None:
        if hover is not self._hover:
            self._hover = hover
            self.setCursor(Qt.CursorShape.PointingHandCursor if hover is not _NO_SLOT else Qt.CursorShape.ArrowCursor)
            self.update()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        self._set_hover(self._slot_at(event.position().toPoint()))
        super().mouseMoveEvent(event)

    def leaveEvent(self, event: object) -> None:
        self._set_hover(_NO_SLOT)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            end = self._slot_at(event.position().toPoint())
            if end is not _NO_SLOT:
                self.end_clicked.emit(end)
                event.accept()
                return
        super().mouseReleaseEvent(event)

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        tile = tile_from_mime(event.mimeData())
        if tile is None:
            event.ignore()
            return
        self._drag_tile = tile
        self._ensure_layout()
        self._prepare_slots()  # slots take the shape of the dragged tile
        event.acceptProposedAction()
        self._hover_drop(event.position().toPoint(), tile)

    def dragMoveEvent(self, event: QDragMoveEvent) -> None:
        tile = tile_from_mime(event.mimeData())
        if tile is None:
            event.ignore()
            return
        event.acceptProposedAction()
        self._hover_drop(event.position().toPoint(), tile)

    def _hover_drop(self, pos: QPoint, tile: Tile) -> None:
        """Light the offered slot ``tile`` would go to if dropped at ``pos``; none over an end
        it does not fit."""
        end = self._drop_at(pos, tile)
        self._set_hover(end if end in self._slots else _NO_SLOT)

    def dragLeaveEvent(self, event: QDragLeaveEvent) -> None:
        self._end_drag()

    def _end_drag(self) -> None:
        self._drag_tile = None
        self._prepare_slots()
        self._set_hover(_NO_SLOT)
        self.update()

    def dropEvent(self, event: QDropEvent) -> None:
        tile = tile_from_mime(event.mimeData())
        end = self._drop_at(event.position().toPoint(), tile) if tile is not None and self._slots else _NO_SLOT
        self._end_drag()
        if tile is None or end is _NO_SLOT:
            event.ignore()
            return
        event.acceptProposedAction()
        self.tile_dropped.emit(tile, end)

    def _ordered_targets(self) -> list[End | None]:
        return [e for e in _TARGET_KEY_ORDER if e in self._slots or e in self._targets]

    def keyPressEvent(self, event: QKeyEvent) -> None:
        order = self._ordered_targets()
        key = event.key()
        if order and key in (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down):
            step = -1 if key in (Qt.Key.Key_Left, Qt.Key.Key_Up) else 1
            if self._focus_target is _NO_SLOT or self._focus_target not in order:
                index = 0 if step > 0 else len(order) - 1
            else:
                index = (order.index(self._focus_target) + step) % len(order)
            self._focus_target = order[index]
            self._update_description()
            self.update()
            event.accept()
            return
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space) and order:
            target = (
                self._focus_target
                if self._focus_target is not _NO_SLOT
                else (order[0] if len(order) == 1 else _NO_SLOT)
            )
            if target is not _NO_SLOT:
                self.end_clicked.emit(target)
                event.accept()
                return
        super().keyPressEvent(event)

    def focusInEvent(self, event: QFocusEvent) -> None:
        self.update()
        super().focusInEvent(event)

    def focusOutEvent(self, event: QFocusEvent) -> None:
        self.update()
        super().focusOutEvent(event)

    # --- animation and accessibility ---------------------------------------------------------

    def _sync_pulse(self) -> None:
        if self._targets and self.isVisible():
            if not self._pulse.isActive():
                self._pulse.start()
        else:
            self._pulse.stop()

    def showEvent(self, event: object) -> None:
        self._sync_pulse()

    def hideEvent(self, event: object) -> None:
        self._pulse.stop()

    def _on_pulse(self) -> None:
        if not self._targets:
            self._pulse.stop()
            return
        grow = self._unit
        for rect in self._slots.values():
            self.update(rect.adjusted(-grow, -grow, grow, grow))

    def end_name(self, end: End | None) -> str:
        """The player's name for an end ("west", …; "the centre" for the opening)."""
        names = {
            None: self.tr("the centre"),
            End.WEST: self.tr("west"),
            End.EAST: self.tr("east"),
            End.NORTH: self.tr("north"),
            End.SOUTH: self.tr("south"),
        }
        return names[end]

    def _update_description(self) -> None:
        table = self._table
        if table.is_empty:
            text = self.tr("No tile played yet.")
        else:
            ends = ", ".join(
                self.tr("{end} shows {value}").format(end=self.end_name(end), value=value)
                for end, value in table.open_ends()
            )
            text = counted(len(table.plays), self.tr("{n} tile played."), self.tr("{n} tiles played.")) + self.tr(
                " End total {total}. Open ends: {ends}."
            ).format(total=table.total, ends=ends)
        if self._targets:
            where = ", ".join(self.end_name(e) for e in self._ordered_targets() if e in self._targets)
            text += " " + self.tr("You can play at: {where}.").format(where=where)
            if self._focus_target is not _NO_SLOT:
                text += " " + self.tr("Selected: {end}.").format(end=self.end_name(self._focus_target))
        self.setAccessibleDescription(text)
