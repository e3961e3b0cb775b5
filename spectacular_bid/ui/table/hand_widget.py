"""A player's hand, the other player's hidden hand, and the boneyard.

:class:`HandWidget` shows tiles standing in a row (wrapping when the row is full): face up
with the playable ones highlighted and the others dimmed, or face down (:meth:`set_face_down`)
for the other player. A tile is chosen by a click, by Enter/Space on the focused tile (Left and
Right move the focus among the highlighted tiles; with none focused, Enter/Space focus the first
of them, and play nothing), or by its digit key (1–9); it can also be dragged onto the table
(mime type :data:`~spectacular_bid.ui.table.table_widget.TILE_MIME`). :class:`BoneyardWidget` shows
the stack of tiles left to draw and can be clicked when drawing is allowed.

Neither decides a rule: they show what they are given and report what the player did.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from typing import NamedTuple

from PySide6.QtCore import QEvent, QPoint, QPointF, QRect, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import (
    QColor,
    QDrag,
    QFocusEvent,
    QFont,
    QFontMetrics,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QPixmap,
    QResizeEvent,
)
from PySide6.QtWidgets import QAbstractButton, QApplication, QSizePolicy, QWidget

from spectacular_bid.core.tiles import Tile

from ...app.messages import tile_text
from ..i18n import counted
from ..widgets.tile_art import TileState, halo_margin, shared_art
from .table_widget import tile_mime_data

__all__ = ["BoneyardWidget", "HandWidget"]

_LIFT = 0.22  # a selected tile rises by this share of its width
#: The smallest tile, in pixels across, that a hand of face-up tiles shrinks to: a 24 × 48 target,
#: the minimum target size of WCAG 2.2 (2.5.8). A hand of 21 tiles (7 dealt and the whole
#: boneyard drawn, R20) keeps it in two rows at 1024×640.
MIN_TILE = 24
#: The smallest gap, in pixels, between two tiles' click areas: a click there chooses no tile.
MIN_GAP = 4


class _TileButton(QAbstractButton):
    """One tile of a hand: a button exactly as large as the tile (and the room it rises into when
    chosen), so that a click between two tiles chooses neither; it can be dragged. The hand
    paints the tiles, whose shadows and glows spill over the gaps."""

    def __init__(self, hand: HandWidget) -> None:
        super().__init__(hand)
        self._hand = hand
        self.tile: Tile | None = None  # None: face down
        self.playable: bool | None = None  # None: no playability shown
        self.selected = False
        self.dragging = False
        self.arriving = False  # still on its way from the boneyard: the hand leaves its place empty
        self._press: QPoint | None = None
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    def state(self) -> TileState:
        """The look of the tile now."""
        if self.selected:
            return TileState.SELECTED
        if self.playable is True:
            return TileState.PLAYABLE
        if self.playable is False:
            return TileState.DIMMED
        return TileState.NORMAL

    def tile_rect(self) -> QRect:
        """Where the tile itself lies inside the button."""
        short = self._hand.tile_width()
        lift = 0 if self.selected else self._hand.lift()
        return QRect(0, lift, short, 2 * short)

    def picture(self) -> tuple[QPixmap, QPointF]:
        """The tile's picture as the hand paints it, and where (in the hand's pixels)."""
        rect = self.tile_rect().translated(self.pos())
        art = shared_art()
        dpr = self.devicePixelRatioF()
        if self.tile is None:
            pix, margin = art.back(rect.size(), TileState.NORMAL, dpr)
        else:
            pix, margin = art.face(self.tile.high, self.tile.low, rect.size(), self.state(), dpr)
        return pix, QPointF(rect.x() - margin, rect.y() - margin)

    def paint_on(self, p: QPainter) -> None:
        """Paint the tile on the hand's painter ``p`` (its shadow or glow may leave the button)."""
        if self.arriving:
            return
        rect = self.tile_rect().translated(self.pos())
        pix, at = self.picture()
        p.setOpacity(0.3 if self.dragging else 1.0)
        p.drawPixmap(at, pix)
        if self.hasFocus():
            p.setOpacity(1.0)
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            pen = QPen(QColor(255, 255, 255, 235), 2.0)
            pen.setStyle(Qt.PenStyle.DashLine)
            p.setPen(pen)
            p.setBrush(Qt.BrushStyle.NoBrush)
            ring = QRectF(rect).adjusted(-3.5, -3.5, 3.5, 3.5)
            p.drawRoundedRect(ring, 7, 7)

    def paintEvent(self, event: QPaintEvent) -> None:
        """Nothing: the hand paints its tiles (see :meth:`paint_on`)."""

    def sizeHint(self) -> QSize:
        return self._hand.cell_size()

    # Drags start from here; a plain click goes through QAbstractButton.clicked.

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self._press = event.position().toPoint()
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        press = self._press
        if (
            press is not None
            and self.tile is not None
            and (event.position().toPoint() - press).manhattanLength() >= QApplication.startDragDistance()
        ):
            self._press = None
            self.setDown(False)
            if self.playable is False:  # no drag; said why, as a click is (a play-test's went unsaid)
                self._hand.tile_lifted.emit(self.tile)
            else:
                self._hand._start_drag(self, press)
            return
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        self._press = None
        super().mouseReleaseEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if not self._hand.handle_key(event):
            super().keyPressEvent(event)

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        self._hand._focus_changed(self)

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        self._hand._focus_changed(self)  # the focus ring goes


class HandWidget(QWidget):
    """A hand of tiles standing in a row.

    Signals:
        tile_chosen(object): the player clicked a tile, pressed Enter/Space on it, or typed its
            digit; carries the :class:`Tile`.
        tile_lifted(object): the player started dragging a tile, which the drop, not the
            drag's start, may play; carries the :class:`Tile`.
        focus_moved(): the keyboard came to a tile or left it (:meth:`focused_tile`).
    """

    tile_chosen = Signal(object)
    tile_lifted = Signal(object)
    nothing_fits = Signal()  #: Enter or Space with no tile picked, while no tile fits an end
    beyond = Signal(int)  #: a digit beyond the hand, with how many tiles it holds
    focus_moved = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._tiles: list[Tile] = []
        self._playable: frozenset[Tile] | None = None
        self._selected: Tile | None = None
        self._hidden = 0
        self._face_down = False
        self._buttons: list[_TileButton] = []
        self._fixed: int | None = None  # a tile width set by the caller
        self._width = 36
        self.setAccessibleName(self.tr("Hand"))
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self._refresh()

    # --- public API --------------------------------------------------------------------------

    def set_tiles(self, tiles: Sequence[Tile], playable: Iterable[Tile] | None = None) -> None:
        """Show ``tiles`` face up, in this order. With ``playable``, those tiles are highlighted
        and the others dimmed; None shows them all plainly."""
        self._face_down = False
        self._tiles = list(tiles)
        self._playable = None if playable is None else frozenset(playable)
        if self._selected not in self._tiles:
            self._selected = None
        self._refresh()

    def set_selected(self, tile: Tile | None) -> None:
        """Show ``tile`` as the chosen one (raised, golden), or none."""
        self._selected = tile if tile in self._tiles else None
        self._refresh()

    def set_face_down(self, count: int) -> None:
        """Show ``count`` tiles face down: the other player's hand."""
        if count < 0:
            raise ValueError("a hand cannot hold fewer than 0 tiles")
        self._face_down = True
        self._hidden = count
        self._tiles = []
        self._playable = None
        self._selected = None
        self._refresh()

    def tiles(self) -> list[Tile]:
        """The face-up tiles shown (empty when face down)."""
        return list(self._tiles)

    def focused_tile(self) -> Tile | None:
        """The tile whose button has the keyboard focus (picked, its ring shown), if any."""
        if self._face_down:
            return None
        return next((t for t, b in zip(self._tiles, self._buttons) if b.hasFocus()), None)

    def focus_tile(self, tile: Tile) -> None:
        """Give ``tile``'s button the keyboard focus (nothing if the hand does not show it)."""
        if not self._face_down and tile in self._tiles:
            self._buttons[self._tiles.index(tile)].setFocus(Qt.FocusReason.OtherFocusReason)

    def selected(self) -> Tile | None:
        """The tile shown as chosen."""
        return self._selected

    def is_face_down(self) -> bool:
        """Whether the hand is shown face down."""
        return self._face_down

    def count(self) -> int:
        """How many tiles are shown."""
        return self._hidden if self._face_down else len(self._tiles)

    def set_tile_width(self, width: int | None) -> None:
        """The preferred tile width in pixels (its length is twice that), or None to follow the
        widget's width (the default); tiles shrink when the rows do not fit."""
        self._fixed = None if width is None else max(16, width)
        self._relayout()
        self.updateGeometry()

    def _preferred_for(self, avail: int) -> int:
        """The tile width wanted for a widget ``avail`` pixels wide."""
        if self._fixed is not None:
            return self._fixed
        width = min(48, max(32, avail // 24))
        return int(width * 0.8) if self._face_down else width

    def tile_width(self) -> int:
        """The tile width in use."""
        return self._width

    def tile_button(self, index: int) -> QAbstractButton:
        """The button of the ``index``-th tile (for tests and focus chains)."""
        return self._buttons[index]

    def tile_rect(self, index: int) -> QRect:
        """Where the ``index``-th tile itself is drawn, in this widget's pixels."""
        button = self._buttons[index]
        return button.tile_rect().translated(button.pos())

    def tile_picture(self, index: int) -> tuple[QPixmap, QPoint]:
        """The ``index``-th tile's picture as painted, and its top-left corner in this widget's
        pixels (a tile on its way moves this picture)."""
        pix, at = self._buttons[index].picture()
        return pix, at.toPoint()

    def set_arriving(self, index: int, arriving: bool) -> None:
        """Leave the ``index``-th tile's place empty while it is on its way (it still takes
        clicks), or paint it again."""
        if 0 <= index < len(self._buttons):
            self._buttons[index].arriving = arriving
            self.update()

    def tile_accessible_name(self, index: int) -> str:
        """What a screen reader says for the ``index``-th tile."""
        return self._buttons[index].accessibleName()

    # --- geometry ----------------------------------------------------------------------------

    def _spacing(self, width: int) -> int:
        """Room between two tiles' click areas: face down, the backs stand close in a neat row."""
        if self._face_down:
            return max(3, int(width * 0.14))
        return max(MIN_GAP, int(width * 0.22))

    def _row_gap(self, width: int) -> int:
        """Room between a row's tiles and the click areas of the row below."""
        return max(MIN_GAP, int(width * 0.12))

    def lift(self, width: int | None = None) -> int:
        """How far a chosen tile rises, in pixels."""
        w = self._width if width is None else width
        return 0 if self._face_down else int(w * _LIFT)

    def _margin(self, width: int) -> int:
        """Room kept along the widget's sides for the tiles' shadows and glows."""
        return int(halo_margin(width, 2 * width))

    def cell_size(self, width: int | None = None) -> QSize:
        """The size of one tile's click area: the tile and the room it rises into."""
        w = self._width if width is None else width
        return QSize(w, 2 * w + self.lift(w))

    def _per_row(self, avail: int, width: int) -> int:
        step = width + self._spacing(width)
        return max(1, (avail - 2 * self._margin(width) + self._spacing(width)) // max(1, step))

    def _rows(self, avail: int, width: int) -> int:
        return math.ceil(max(1, len(self._buttons)) / self._per_row(avail, width))

    def _height_for(self, avail: int, width: int) -> int:
        return self.rows_height(self._rows(avail, width), width)

    def rows_height(self, rows: int, width: int = MIN_TILE) -> int:
        """The height ``rows`` rows of tiles ``width`` pixels across take, with the gaps between
        them: two rows of the smallest face-up tiles, which hold a hand of 21 beside the cards,
        take 2 × 53 + 4 = 110 pixels."""
        return rows * self.cell_size(width).height() + (rows - 1) * self._row_gap(width)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        w = self._preferred_for(width)
        return self._height_for(width, w) + 2 * self._margin(w)

    def sizeHint(self) -> QSize:
        n = max(7, len(self._buttons))
        preferred = self._preferred_for(self.width() if self.width() > 100 else 1000)
        margin = self._margin(preferred)
        width = n * preferred + (n - 1) * self._spacing(preferred) + 2 * margin
        return QSize(width, self._height_for(width, preferred) + 2 * margin)

    def minimumSizeHint(self) -> QSize:
        return self.cell_size(MIN_TILE)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._relayout()

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        for button in self._buttons:
            if button.isVisible():
                button.paint_on(p)
        p.end()

    def _relayout(self) -> None:
        """Pick the largest tile width (up to the preferred) whose rows fit, and place the tiles.

        Face up, tiles never shrink below :data:`MIN_TILE`; the shadows at the top and bottom
        edges give way first."""
        avail_w, avail_h = max(1, self.width()), max(1, self.height())
        width = self._preferred_for(avail_w)
        smallest = 12 if self._face_down else MIN_TILE
        while width > smallest and (
            self._height_for(avail_w, width) > avail_h
            or self._per_row(avail_w, width) * (width + self._spacing(width)) > avail_w
        ):
            width -= 1
        self._width = width
        cell = self.cell_size(width)
        spacing = self._spacing(width)
        step = cell.width() + spacing
        n = len(self._buttons)
        # Rows of even length: 13 tiles stand as 7 and 6, not 11 and 2.
        per_row = math.ceil(max(1, n) / self._rows(avail_w, width))
        row_step = cell.height() + self._row_gap(width)
        top = max(0, (avail_h - self._height_for(avail_w, width)) // 2)
        for i, button in enumerate(self._buttons):
            row, col = divmod(i, per_row)
            in_row = min(per_row, n - row * per_row)
            left = (avail_w - (in_row * cell.width() + (in_row - 1) * spacing)) // 2
            button.setGeometry(QRect(left + col * step, top + row * row_step, cell.width(), cell.height()))
        self.update()

    # --- state -------------------------------------------------------------------------------

    def _refresh(self) -> None:
        count = self._hidden if self._face_down else len(self._tiles)
        focused = next((i for i, b in enumerate(self._buttons) if b.hasFocus()), None)
        while len(self._buttons) < count:
            button = _TileButton(self)
            button.clicked.connect(lambda _checked=False, b=button: self._clicked(b))
            button.show()
            self._buttons.append(button)
        while len(self._buttons) > count:
            gone = self._buttons.pop()
            gone.hide()  # at once: the deletion itself waits for the event loop,
            gone.tile = None  # and until then nothing of its tile stays readable (R41)
            gone.setAccessibleName("")
            gone.setToolTip("")
            gone.deleteLater()
        for i, button in enumerate(self._buttons):
            if self._face_down:
                button.tile = None
                button.playable = None
                button.selected = False
                button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
                button.setCursor(Qt.CursorShape.ArrowCursor)
                button.setAccessibleName(self.tr("hidden tile"))
            else:
                tile = self._tiles[i]
                button.tile = tile
                button.playable = None if self._playable is None else tile in self._playable
                button.selected = tile == self._selected
                # A dimmed tile takes no keyboard by a click: it is told why it cannot go, not
                # left picked (a play-test saw its dashed ring stay). Tab still reaches it.
                dimmed = button.playable is False
                button.setFocusPolicy(Qt.FocusPolicy.TabFocus if dimmed else Qt.FocusPolicy.StrongFocus)
                button.setCursor(Qt.CursorShape.PointingHandCursor)
                button.setAccessibleName(self._tile_name(tile, button.playable, button.selected))
                button.setToolTip(
                    self.tr("Tile {tile} — key {n}").format(tile=tile_text(tile), n=i + 1) if i < 9 else ""
                )
        for i in range(len(self._buttons) - 1):
            QWidget.setTabOrder(self._buttons[i], self._buttons[i + 1])
        if focused is not None and self._buttons and not self._face_down:
            self._buttons[min(focused, len(self._buttons) - 1)].setFocus()
        self._relayout()
        self._describe()
        self.updateGeometry()

    def _tile_name(self, tile: Tile, playable: bool | None, selected: bool) -> str:
        if playable is True:
            name = self.tr("tile {tile}, playable").format(tile=tile_text(tile))
        elif playable is False:
            name = self.tr("tile {tile}, not playable").format(tile=tile_text(tile))
        else:
            name = self.tr("tile {tile}").format(tile=tile_text(tile))
        if selected:
            name += self.tr(", selected")
        return name

    def _describe(self) -> None:
        if self._face_down:
            text = counted(self._hidden, self.tr("{n} tile, face down"), self.tr("{n} tiles, face down"))
        else:
            text = counted(len(self._tiles), self.tr("{n} tile"), self.tr("{n} tiles"))
            if self._playable is not None:
                playable = sum(1 for t in self._tiles if t in self._playable)
                text += self.tr(", {k} playable").format(k=playable)
        self.setAccessibleDescription(text)

    # --- interaction -------------------------------------------------------------------------

    def _choose(self, index: int) -> None:
        if self._face_down or not 0 <= index < len(self._tiles):
            return
        tile = self._tiles[index]
        if self._playable is None or tile in self._playable:
            if self._selected != tile:
                self._selected = tile
                self._refresh()
        self.tile_chosen.emit(tile)

    def _clicked(self, button: _TileButton) -> None:
        if button in self._buttons:
            self._choose(self._buttons.index(button))

    def _focus_changed(self, button: _TileButton) -> None:
        self.update()
        self.focus_moved.emit()

    def _stops(self) -> list[int]:
        """The tiles the arrow keys stop on: those that fit an end, when some are highlighted;
        every tile when none is dimmed or none fits (a tile chosen by its number still says
        why it cannot go)."""
        every = list(range(len(self._buttons)))
        if self._playable is None:
            return every
        fitting = [i for i in every if self._tiles[i] in self._playable]
        return fitting or every

    def handle_key(self, event: QKeyEvent) -> bool:
        """Keyboard navigation among the tiles, and a tile's number choosing it; True if the
        key was used."""
        if self._face_down or not self._buttons:
            return False
        key = event.key()
        # No tile focused yet (the hand itself has the keyboard): the keys start from the first
        # tile that can be played, the one drawn highlighted, never from a dimmed one before it.
        focused = next((i for i, b in enumerate(self._buttons) if b.hasFocus()), None)
        current = self._stops()[0] if focused is None else focused
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Home, Qt.Key.Key_End):
            stops = self._stops()
            before = [i for i in stops if i < current]
            after = [i for i in stops if i > current]
            target = {
                Qt.Key.Key_Left: before[-1] if before else current,
                Qt.Key.Key_Right: after[0] if after else current,
                Qt.Key.Key_Home: stops[0],
                Qt.Key.Key_End: stops[-1],
            }[Qt.Key(key)]
            self._buttons[target].setFocus(Qt.FocusReason.OtherFocusReason)
            return True
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            if focused is None and self._playable is not None and not self._playable:
                self.nothing_fits.emit()  # the boneyard is what to pick (a play-test got 6–6)
            elif focused is None:  # picks it: the key that revealed, pressed again, plays nothing
                self._buttons[current].setFocus(Qt.FocusReason.OtherFocusReason)
            else:
                self._choose(current)
            return True
        if Qt.Key.Key_1 <= key <= Qt.Key.Key_9:
            index = key - Qt.Key.Key_1
            if index < len(self._buttons):
                if index in self._stops():  # a dimmed tile is told why, not picked
                    self._buttons[index].setFocus(Qt.FocusReason.ShortcutFocusReason)
                self._choose(index)
            else:
                self.beyond.emit(len(self._buttons))
            return True
        return False

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if not self.handle_key(event):
            super().keyPressEvent(event)

    def _start_drag(self, button: _TileButton, hot: QPoint) -> None:
        tile = button.tile
        if tile is None:
            return
        self.set_selected(tile)
        self.tile_lifted.emit(tile)  # chosen, not played: a play waits for the drop
        rect = button.tile_rect()
        dpr = button.devicePixelRatioF()
        pix, margin = shared_art().face(tile.high, tile.low, rect.size(), TileState.SELECTED, dpr)
        drag = QDrag(button)
        drag.setMimeData(tile_mime_data(tile))
        drag.setPixmap(pix)
        drag.setHotSpot(hot - rect.topLeft() + QPoint(margin, margin))
        button.dragging = True
        self.update()
        try:
            drag.exec(Qt.DropAction.MoveAction | Qt.DropAction.CopyAction, Qt.DropAction.MoveAction)
        finally:
            if button in self._buttons:
                button.dragging = False
                self.update()


BONEYARD_MIN_HEIGHT = 72  #: the boneyard's least height: its stack drawn 40 px wide, the count, the caption


class YardShape(NamedTuple):
    """Where a boneyard of some size draws its parts (:meth:`BoneyardWidget.geometry_at`)."""

    stack: QRectF  #: the face-down tiles
    chip: QRectF  #: the count's round chip, over the stack's top right corner
    caption: QRectF  #: "BONEYARD", under the stack or beside it
    tile_w: int  #: a tile's width across the stack (its height is half)
    step: int  #: how far each layer of the stack rises above the one under it
    beside: bool  #: whether the caption stands beside the stack


class BoneyardWidget(QAbstractButton):
    """The boneyard: a neat stack of face-down tiles with their count.

    It is a button that can only be pressed while drawing is allowed
    (:meth:`set_enabled_for_draw`); then it glows and ``clicked()`` reports a press (mouse,
    Space or Enter). A mouse press at other times emits :attr:`refused`.
    """

    refused = Signal()  #: pressed while drawing is not allowed
    focus_changed = Signal()  #: the keyboard came to the boneyard, or left it

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._count = 0
        self._drawable = False
        self._phase = 0.0
        self._timer = QTimer(self)
        self._timer.setInterval(60)
        self._timer.timeout.connect(self._tick)
        self.setAccessibleName(self.tr("Boneyard"))
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        # Lower when the page is (the guided game's card above it at 1024×600): a smaller stack,
        # never a sliver under its count.
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Maximum)
        self._describe()

    def set_count(self, count: int) -> None:
        """Show ``count`` tiles left to draw."""
        if count < 0:
            raise ValueError("the boneyard cannot hold fewer than 0 tiles")
        self._count = count
        self._describe()
        self.update()

    def count(self) -> int:
        """The number of tiles shown."""
        return self._count

    def set_enabled_for_draw(self, enabled: bool) -> None:
        """Let the player draw (the stack glows and is clickable) or not."""
        self._drawable = bool(enabled)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus if enabled else Qt.FocusPolicy.NoFocus)
        self.setCursor(Qt.CursorShape.PointingHandCursor if enabled else Qt.CursorShape.ArrowCursor)
        if enabled and self.isVisible():
            self._timer.start()
        else:
            self._timer.stop()
        self._describe()
        self.update()

    def is_enabled_for_draw(self) -> bool:
        """Whether a press would be reported."""
        return self._drawable

    def sizeHint(self) -> QSize:
        """Room for the stack and its count; wide enough for the caption beside a stack drawn
        small (:meth:`geometry_at`)."""
        return QSize(180, 118)

    def minimumSizeHint(self) -> QSize:
        """Room for a stack drawn smaller, its count and its caption."""
        return QSize(124, BONEYARD_MIN_HEIGHT)

    def hitButton(self, pos: QPoint) -> bool:
        return self._drawable and self.rect().contains(pos)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        """A press when no draw is allowed emits :attr:`refused`, so that the page can say why
        (R45)."""
        if not self._drawable and event.button() == Qt.MouseButton.LeftButton:
            self.refused.emit()
        super().mousePressEvent(event)

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        self.focus_changed.emit()

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        self.focus_changed.emit()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            if self._drawable and not event.isAutoRepeat():
                self.click()
            event.accept()
            return
        super().keyPressEvent(event)

    def keyReleaseEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Space:
            event.accept()  # handled on press
            return
        super().keyReleaseEvent(event)

    def nextCheckState(self) -> None:
        pass

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Show and self._drawable:
            self._timer.start()
        elif event.type() == QEvent.Type.Hide:
            self._timer.stop()
        return super().event(event)

    def _tick(self) -> None:
        self._phase = (self._phase + 0.06) % 1.0
        self.update()

    def _describe(self) -> None:
        left = counted(self._count, self.tr("{n} tile left"), self.tr("{n} tiles left"))
        self.setAccessibleDescription(left + self.tr(", press to draw") if self._drawable else left)
        self.setToolTip(self.tr("Draw a tile") if self._drawable else left)

    def caption(self) -> str:
        """The words under (or beside) the stack."""
        return (self.tr("Draw") if self._drawable else self.tr("Boneyard")).upper()

    def _caption_font(self) -> QFont:
        font = QFont(self.font())
        font.setBold(True)
        font.setPixelSize(11)
        font.setLetterSpacing(QFont.SpacingType.AbsoluteSpacing, 1.2)
        return font

    def geometry_at(self, w: int, h: int) -> YardShape:
        """Where the stack, the count's chip and the caption go in ``w`` × ``h``, and the
        tiles' width. Under :data:`BONEYARD_MIN_HEIGHT` (the guided game in the smallest
        window gave it 42 px) the caption goes beside the stack rather than under it, where
        the chip had covered the whole stack."""
        chip_d = 26
        layers = min(self._count, 7)
        compact = h < BONEYARD_MIN_HEIGHT
        over = 0.35 if compact else 0.55  # how much of the chip lies over the stack, across
        caption_w = QFontMetrics(self._caption_font()).horizontalAdvance(self.caption()) + 4
        if compact:  # the stack (its layers a tenth of a tile each) under the chip's lower half
            tile_w = min(int((w - caption_w - chip_d * (1 - over) - 10) / 2), int((h - chip_d // 2 - 2) / 1.7))
        else:
            tile_w = min(int((w - chip_d - 8) / 2), int((h - 18 - chip_d // 2 - 12) / 1.45))
        tile_w = max(12, tile_w - tile_w % 2)
        step = max(2, tile_w // 10)
        stack_h = tile_w + max(0, layers - 1) * step
        if compact:
            group = 2 * tile_w + chip_d * (1 - over) + 6 + caption_w  # stack, chip, caption in a row
            left = max(2.0, (w - group) / 2)
            top = chip_d // 2 + max(0, (h - chip_d // 2 - stack_h) // 2)
            stack = QRectF(left, top, 2 * tile_w, stack_h)
            caption = QRectF(stack.right() + chip_d * (1 - over) + 6, 0, caption_w, h)
        else:
            left = (w - 2 * tile_w) // 2
            top = chip_d // 2 + max(0, (h - 18 - chip_d // 2 - stack_h) // 2)
            stack = QRectF(left, top, 2 * tile_w, stack_h)
            caption = QRectF(0, h - 18, w, 18)
        chip = QRectF(min(w - chip_d - 1.0, stack.right() - chip_d * over), top - chip_d / 2, chip_d, chip_d)
        return YardShape(stack, chip, caption, tile_w, step, compact)

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        w, h = self.width(), self.height()
        layers = min(self._count, 7)
        stack, chip, caption_rect, tile_w, step, beside = self.geometry_at(w, h)
        size = QSize(2 * tile_w, tile_w)
        left, top = int(stack.left()), int(stack.top())
        base = top + int(stack.height()) - size.height()  # the lowest tile's top
        art = shared_art()
        dpr = self.devicePixelRatioF()
        if self._drawable:
            glow = 0.5 + 0.5 * math.sin(self._phase * 2 * math.pi)
            radius = max(3.0, tile_w * 0.16)
            p.setPen(Qt.PenStyle.NoPen)
            for i in range(9, 0, -1):
                grow = i * 1.8
                c = QColor(255, 206, 90, int((80 + 60 * glow) * (1 - i / 10) ** 1.4))
                p.setBrush(c)
                p.drawRoundedRect(stack.adjusted(-grow, -grow, grow, grow), radius + grow, radius + grow)
        if layers == 0:
            pen = QPen(QColor(255, 255, 255, 70), 1.5, Qt.PenStyle.DashLine)
            p.setPen(pen)
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(QRectF(left, base, size.width(), size.height()), 5, 5)
        for i in range(layers):
            pix, margin = art.back(size, TileState.NORMAL, dpr)
            p.drawPixmap(QPointF(left - margin, base - i * step - margin), pix)
        # The count, in a round chip on the top right corner of the stack.
        p.setPen(QPen(QColor(222, 184, 96), 1.5))
        p.setBrush(QColor(16, 34, 24, 240))
        p.drawEllipse(chip)
        font = QFont(self.font())
        font.setPixelSize(12 if self._count >= 10 else 13)
        font.setBold(True)
        p.setFont(font)
        p.setPen(QColor(255, 246, 222))
        p.drawText(chip, Qt.AlignmentFlag.AlignCenter, str(self._count))
        p.setFont(self._caption_font())
        p.setPen(QColor(255, 226, 140) if self._drawable else QColor(200, 220, 205, 190))
        align = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter if beside else Qt.AlignmentFlag.AlignCenter
        p.drawText(caption_rect, align, self.caption())
        if self.hasFocus():
            pen = QPen(QColor(255, 255, 255, 220), 1.5, Qt.PenStyle.DashLine)
            p.setPen(pen)
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(QRectF(self.rect()).adjusted(2, 2, -2, -2), 8, 8)
        p.end()
