"""The end-of-hand count and the end of the game (R22–R24, R5, R37, R45, R43).

:class:`SummaryScreen` has two faces:

- :meth:`SummaryScreen.show_hand_over` — both hands face up (allowed at the count, R41), how the
  hand ended with its arithmetic ("Blocked: pips in hand Ana 4, Ben 18 → 18 rounds to 20 →
  Ana +20"), the hand's transfers as given text lines, both balances and who is jockey next;
  Continue (Enter) emits :attr:`SummaryScreen.continue_`.
- :meth:`SummaryScreen.show_game_over` — the winner and why (points, time, resignation) or a
  void game with its reason, final balances, optionally the hands and last transfers; New game
  (Enter or N, the language's letter) and Quit (Q) emit :attr:`SummaryScreen.new_game` and :attr:`SummaryScreen.quit`.

Both take the core's own values (a ``WentOut`` or ``Blocked`` note, a ``Result``) and only
put them into words. Tiles are drawn by :func:`paint_tile`, a small local painter, or by any
function with the same signature given to the constructor.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import Protocol

from PySide6.QtCore import QEvent, QObject, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import (
    QFontMetrics,
    QHideEvent,
    QKeyEvent,
    QKeySequence,
    QPainter,
    QPaintEvent,
    QResizeEvent,
    QShortcut,
    QShowEvent,
    QTextDocument,
)
from PySide6.QtWidgets import (
    QBoxLayout,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ...app.controller import translate
from ...app.glicko2 import Rating
from ...app.messages import describe_ending, describe_reason, describe_winner, tile_text
from ...app.phrasing import fill
from ...core import MIN_BID, Blocked, Result, Tile, WentOut, cannot_bid
from ...core import pip_sum as core_pip_sum
from .. import theme
from ..i18n import counted
from ..shortcuts import letter, letter_keys
from ..widgets import tile_art
from ..widgets.balance_widget import BalanceWidget
from ..widgets.name_label import NameLabel
from ..widgets.scroll_fade import ScrollFade

WHO_WIDTH = 170  #: the column of names and pip sums, at the narrowest (:meth:`SummaryScreen._fit_who`)
BALANCE_WIDTH = 300  #: a player's chips card
#: The same column on a compact count, where no chips' card takes room: a 24-letter name whole.
WHO_WIDTH_COMPACT = 360
#: Below this height the count draws itself more compactly: lower player boxes, a smaller
#: heading, the balances in words, so that they never overlap and the hand's account keeps its
#: lines (a game's window at 1024×640 gives 587: full, its account showed two lines of four).
COMPACT_BELOW = 600
#: How the count is drawn, from the roomiest (:meth:`SummaryScreen._fit_account` takes the
#: first that shows the whole account): at full size; the balances in words, in lower boxes;
#: compact (a smaller heading, less room between the parts); close (no room between them but a
#: pixel or two); tight (a smaller heading and button), its players' boxes then lowered down
#: to :data:`ROW_LEAST`.
FULL, WORDS, COMPACT, CLOSE, TIGHT = range(5)
ROW_WORDS = 76  #: a player's box with the balance in words
#: The lowest a tight count draws a player's box to give its account the room it needs: the
#: name above the pips beside tiles 40 px high (under the guided game's card at 1024×640, the
#: account showed two transfers of five).
ROW_LEAST = 58
#: The least width a tile of a player's box keeps on a narrow count (the rules over its right
#: part) before the names' column gives way.
TILE_LEAST = 26


class TileLike(Protocol):
    """Anything with two halves, like ``core.Tile``."""

    @property
    def high(self) -> int:
        """One half."""
        ...

    @property
    def low(self) -> int:
        """The other half."""
        ...


TileArg = TileLike | tuple[int, int]
PaintTile = Callable[[QPainter, QRectF, int, int], None]


def paint_tile(painter: QPainter, rect: QRectF, high: int, low: int) -> None:
    """Draw the tile ``[high|low]`` face up in ``rect`` with the game's own tile art: upright
    (``high`` on top) when the rect is taller than wide, else lying (``high`` on the left)."""
    tile_art.paint_tile(painter, rect, high, low)


def halves(tile: TileArg) -> tuple[int, int]:
    """A tile's two halves, from a ``core.Tile``-like value or a ``(high, low)`` pair."""
    if isinstance(tile, tuple):
        return tile[0], tile[1]
    return tile.high, tile.low


def pip_sum(tiles: Sequence[TileArg]) -> int:
    """The pips of a hand, as shown beside it (the core's count, R23)."""
    return core_pip_sum(Tile.of(*halves(t)) for t in tiles)


class TilesRow(QWidget):
    """A row of face-up tiles, shrinking them when many must fit."""

    def __init__(self, paint: PaintTile, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._paint = paint
        self._tiles: tuple[tuple[int, int], ...] = ()
        self._said = ""
        self.setMinimumHeight(64)  # lower on short windows (1024×600), the tiles smaller
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def set_tiles(self, tiles: Sequence[TileArg], said: str = "") -> None:
        """Show ``tiles`` in the given order, read as ``said`` while the row is in view: its
        name goes with it when it is hidden (under a handoff, nothing may name a tile, R41)."""
        self._tiles = tuple(halves(t) for t in tiles)
        self._said = said
        self.setAccessibleName(said if self.isVisible() else "")
        self.update()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.setAccessibleName(self._said)

    def hideEvent(self, event: QHideEvent) -> None:
        super().hideEvent(event)
        self.setAccessibleName("")

    def tiles(self) -> tuple[tuple[int, int], ...]:
        """The tiles shown, as ``(high, low)``."""
        return self._tiles

    TILE_ROOM = 52  #: the width a tile takes at its natural size

    def least_width(self, tile: int) -> int:
        """The width the row needs to show its tiles ``tile`` pixels wide each, or its note
        that the hand is empty whole."""
        if self._tiles:
            return len(self._tiles) * tile
        metrics = QFontMetrics(theme.font(theme.BODY_PX))
        return metrics.horizontalAdvance(self.tr("no tiles left")) + 4

    def sizeHint(self) -> QSize:
        """Room for seven tiles."""
        return QSize(7 * self.TILE_ROOM, 92)

    def paintEvent(self, event: QPaintEvent) -> None:
        """Draw the tiles left to right, or a quiet note when the hand is empty."""
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        h = float(self.height())
        if not self._tiles:
            p.setFont(theme.font(theme.BODY_PX))
            p.setPen(theme.qcolor(theme.IVORY_DIM))
            p.drawText(
                QRectF(0, 0, self.width(), h),
                int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
                self.tr("no tiles left"),
            )
            p.end()
            return
        for rect, (high, low) in zip(self.tile_rects(), self._tiles, strict=True):
            self._paint(p, rect, high, low)
        p.end()

    def tile_rects(self) -> list[QRectF]:
        """Where each tile is drawn, left to right: as large as the height allows, smaller
        when they would not all fit the width."""
        n = len(self._tiles)
        if not n:
            return []
        h = float(self.height())
        tile_w, tile_h = tile_size(self.width(), self.height(), n)
        top = (h - tile_h) / 2
        return [QRectF(i * (tile_w + TILE_GAP), top, tile_w, tile_h) for i in range(n)]


TILE_GAP = 8.0  #: between two tiles of a :class:`TilesRow`


def tile_size(width: float, height: float, count: int) -> tuple[float, float]:
    """The width and height of each of ``count`` upright tiles in a :class:`TilesRow` of
    ``width`` × ``height`` pixels: at most 84 px tall, narrower when the row is too narrow.

    >>> tile_size(600, 70, 7), [round(x, 1) for x in tile_size(110, 70, 7)]
    ((33.0, 66.0), [8.9, 17.7])
    """
    tile_h = min(float(height) - 4, 84.0)
    tile_w = min(tile_h / 2, (width - TILE_GAP * (max(1, count) - 1)) / max(1, count))
    return tile_w, min(tile_h, tile_w * 2)


class SummaryButton(QPushButton):
    """A button of the count and of the game's end, which Space does not press.

    Space reveals the hand on the handoff screen: a late or doubled press arriving here must not
    deal the next hand or throw the game's summary away. Enter and the button's own letter do.
    """

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Space:
            event.ignore()  # passed on to the screen, which does nothing with it
            return
        super().keyPressEvent(event)

    def keyReleaseEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Space:
            event.ignore()
            return
        super().keyReleaseEvent(event)


class SummaryScreen(QWidget):
    """End of a hand or of the game. Signals: :attr:`continue_`, :attr:`new_game`, :attr:`quit`."""

    paintEvent = theme.felt_paint_event  # the felt ground

    continue_ = Signal()  #: deal the next hand (R38)
    new_game = Signal()  #: after the game: go to the new-game screen
    quit = Signal()  #: after the game: close the program
    replay = Signal()  #: after the game: its replay
    analyse = Signal()  #: after the game: its analysis by the engine

    def __init__(self, parent: QWidget | None = None, paint: PaintTile | None = None) -> None:
        super().__init__(parent)
        theme.set_role(self, "screen")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        theme.ensure_applied()
        self.setAccessibleName(self.tr("Summary"))
        paint_fn = paint or paint_tile

        self.title = QLabel()
        theme.set_role(self.title, "title")
        self.title.setStyleSheet(f"font-size: {theme.TITLE_PX}px;")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setWordWrap(True)  # a winner's long name
        self.ending = QLabel()
        theme.set_role(self.ending, "subtitle")
        self.ending.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.ending.setWordWrap(True)

        # One row per player: name and pips | their tiles | their balance.
        # A long name on two lines, in smaller type if need be, rather than cut.
        self.names = (NameLabel(lines=2, least_px=theme.BODY_PX), NameLabel(lines=2, least_px=theme.BODY_PX))
        self.pips = (QLabel(), QLabel())
        self.points = (QLabel(), QLabel())  #: the balances in words, for the compact count
        self.tile_rows = (TilesRow(paint_fn), TilesRow(paint_fn))
        self.balances = (BalanceWidget(), BalanceWidget())
        self.player_rows = (QFrame(), QFrame())
        self._who = (QWidget(), QWidget())
        for seat in (0, 1):
            row = self.player_rows[seat]
            theme.set_role(row, "card")
            row.setMinimumHeight(96)  # the hands stay whole; the transfers give way on short windows
            inner = QHBoxLayout(row)
            inner.setContentsMargins(20, 4, 12, 4)
            inner.setSpacing(18)
            who = QVBoxLayout()
            who.setSpacing(2)
            theme.set_role(self.names[seat], "subtitle")
            theme.set_role(self.pips[seat], "muted")
            self.pips[seat].setWordWrap(True)  # "(not counted)" goes on a second line
            who.addStretch(1)
            who.addWidget(self.names[seat])
            who.addWidget(self.pips[seat])
            who.addStretch(1)
            holder = self._who[seat]
            holder.setFixedWidth(WHO_WIDTH)
            who.setContentsMargins(0, 0, 0, 0)
            holder.setLayout(who)
            inner.addWidget(holder)
            inner.addWidget(self.tile_rows[seat], 1)
            self.balances[seat].setFixedWidth(BALANCE_WIDTH)
            self.balances[seat].setMaximumHeight(96)  # and down to its smallest on short windows
            self.balances[seat].set_name_shown(False)  # the row beside it names the player, whole
            inner.addWidget(self.balances[seat])
            theme.set_role(self.points[seat], "gold")
            self.points[seat].setStyleSheet(f"font-size: {theme.LARGE_PX}px;")
            inner.addWidget(self.points[seat])  # in the balance's place on a compact count

        # The whole hand's account, scrollable: the transfers, and apart from them the other
        # events (bids, passes, forced decisions).
        self.transfers_box = QFrame()
        theme.set_role(self.transfers_box, "panel")
        self.transfers_box.setMinimumWidth(640)
        self.transfers_box.setMaximumWidth(900)
        self.transfers_title = QLabel(self.tr("Transfers"))
        self.transfers_title.setStyleSheet("font-weight: bold;")
        self.transfers = QLabel()
        self._transfer_lines: tuple[str, ...] = ()
        self.events_title = QLabel(self.tr("Other events"))
        self.events_title.setStyleSheet("font-weight: bold;")
        self.events = QLabel()
        for label in (self.transfers, self.events):
            label.setTextFormat(Qt.TextFormat.RichText)  # a table: wrapped lines hang
            label.setWordWrap(True)
            label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        account = self._lines = QWidget()  # the account's lines, in the scroll area
        account.setObjectName("account")
        account.setStyleSheet("QWidget#account { background: transparent; }")
        columns = self._account_columns = QHBoxLayout(account)
        columns.setContentsMargins(0, 0, 0, 0)
        columns.setSpacing(24)
        self._columns: list[QWidget] = []
        self._shared: tuple[object, int] = ((), 0)  #: the transfers' width, and what it was worked out for
        for title, label in ((self.transfers_title, self.transfers), (self.events_title, self.events)):
            column = QWidget()
            inner = QVBoxLayout(column)
            inner.setContentsMargins(0, 0, 0, 0)
            inner.setSpacing(4)
            inner.addWidget(title)
            inner.addWidget(label)
            inner.addStretch(1)
            columns.addWidget(column, 1)  # shared by :meth:`_share_columns`
            self._columns.append(column)
        self.account = QScrollArea()
        self.account.setWidget(account)
        self.account.setWidgetResizable(True)
        self.account.setFrameShape(QFrame.Shape.NoFrame)
        self.account.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.account.setStyleSheet("QScrollArea { background: transparent; }")
        self.account.viewport().setAutoFillBackground(False)
        self.account.setAccessibleName(self.tr("The hand's account"))
        self.more_below = ScrollFade(self.account, theme.IVORY)  # a line cut at its foot reads as more below
        box = self._account_box = QVBoxLayout(self.transfers_box)
        box.setContentsMargins(18, 6, 18, 6)  # at its lowest its titles still show whole
        box.addWidget(self.account)
        self.transfers_box.setMinimumHeight(72)  # its titles and a line, even at 1024×600
        self.transfers_box.installEventFilter(self)  # its columns shared again as it resizes
        account.installEventFilter(self)  # hugged again whenever its lines are laid out anew
        # As wide as it may be (900 px), so that fewer transfers wrap onto a second line.
        self.transfers_box.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

        self.next_line = QLabel()
        theme.set_role(self.next_line, "gold")
        self.next_line.setStyleSheet(f"font-size: {theme.LARGE_PX - 2}px;")
        self.next_line.setAlignment(Qt.AlignmentFlag.AlignCenter)
        theme.as_written(self.ending, self.next_line)
        self.next_line.setWordWrap(True)

        self.continue_button = SummaryButton(self.tr("Continue — deal the next hand"))
        self.continue_button.setAccessibleName(self.tr("Continue"))
        self.continue_button.setToolTip(self.tr("Deal the next hand (Enter)"))
        self.continue_button.clicked.connect(self.continue_)
        self.new_game_button = SummaryButton(self.tr("New game ({key})").format(key=letter("game_over", "new_game")))
        self.new_game_button.setAccessibleName(self.tr("New game"))
        self.new_game_button.clicked.connect(self.new_game)
        self.replay_button = SummaryButton(self.tr("Replay ({key})").format(key=letter("game_over", "replay")))
        self.replay_button.setAccessibleName(self.tr("Replay"))
        self.replay_button.setToolTip(self.tr("Step through this game with both hands shown"))
        theme.set_role(self.replay_button, "secondary")
        self.replay_button.clicked.connect(self.replay)
        self._replayable = False
        self.analyse_button = SummaryButton()
        self.set_analysed(False)
        theme.set_role(self.analyse_button, "secondary")
        self.analyse_button.clicked.connect(self.analyse)
        self._analysable = False
        self.quit_button = SummaryButton(self.tr("Quit ({key})").format(key=letter("game_over", "quit")))
        self.quit_button.setAccessibleName(self.tr("Quit"))
        theme.set_role(self.quit_button, "secondary")
        self.quit_button.clicked.connect(self.quit)
        for button in (self.continue_button, self.new_game_button):
            theme.set_role(button, "huge")
        self.row_buttons = (  #: the buttons under the count, left to right (some hidden)
            self.continue_button,
            self.new_game_button,
            self.replay_button,
            self.analyse_button,
            self.quit_button,
        )
        # One row of buttons; on a narrow screen the other ways out go on a second row.
        self._button_rows = (QHBoxLayout(), QHBoxLayout())
        for row in self._button_rows:
            row.setSpacing(24)
            row.addStretch(1)
            row.addStretch(1)
        for button in self.row_buttons:
            self._button_rows[0].insertWidget(
                self._button_rows[0].count() - 1, button, 0, Qt.AlignmentFlag.AlignVCenter
            )
        self._covered = 0  #: how much of the screen's right part the rules lie over (:meth:`set_covered`)

        self._level: int | None = None  #: how the count is drawn (:data:`FULL`… :data:`TIGHT`)
        self._lowered = 0  #: how much lower than :data:`ROW_WORDS` a tight count's boxes are
        self._fitting = False  #: while :meth:`_fit_account` tries the layouts in turn
        self._account_height = 0  #: the height the account's panel needs to show all its lines
        layout = QVBoxLayout(self)
        layout.addStretch(0)
        layout.addWidget(self.title)
        layout.addWidget(self.ending)
        # Players one above the other with their hands; side by side when only balances show.
        self.players_layout = QBoxLayout(QBoxLayout.Direction.TopToBottom)
        self.players_layout.setSpacing(6)
        self.players_layout.addWidget(self.player_rows[0])
        self.players_layout.addWidget(self.player_rows[1])
        layout.addLayout(self.players_layout)
        centred = QHBoxLayout()  # the account as wide as its maximum allows, centred
        centred.addStretch(1)
        centred.addWidget(self.transfers_box, 1000)
        centred.addStretch(1)
        layout.addLayout(centred, 4)
        layout.addWidget(self.next_line)
        layout.addLayout(self._button_rows[0])
        layout.addLayout(self._button_rows[1])
        layout.addStretch(0)

        for keys, button in (
            (("Return", "Enter"), self.continue_button),
            (("Return", "Enter", *letter_keys("game_over", "new_game")), self.new_game_button),
            (tuple(letter_keys("game_over", "replay")), self.replay_button),
            (tuple(letter_keys("game_over", "analyse")), self.analyse_button),
            (tuple(letter_keys("game_over", "quit")), self.quit_button),
        ):
            for key in keys:
                shortcut = QShortcut(QKeySequence(key), button)
                shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
                shortcut.activated.connect(button.click)
        self._ways_out = True
        self._set_mode(game_over=False)
        self._set_level(FULL)

    def _set_level(self, level: int, lowered: int = 0) -> None:
        """Draw the count at ``level`` (:data:`FULL`… :data:`TIGHT`), a tight count's players'
        boxes ``lowered`` pixels lower than :data:`ROW_WORDS` (down to :data:`ROW_LEAST`)."""
        lowered = max(0, min(lowered, ROW_WORDS - ROW_LEAST)) if level >= TIGHT else 0
        if (level, lowered) == (self._level, self._lowered):
            return
        self._level, self._lowered = level, lowered
        small, close, tight = level >= COMPACT, level >= CLOSE, level >= TIGHT
        margin = 0 if close else 2 if small else 8
        layout = self.layout()
        left, right = self._sides()
        layout.setContentsMargins(left, margin, right, margin)
        self.transfers_box.setMinimumWidth(0 if self._covered else 640)  # beside the rules: the room left
        layout.setSpacing(1 if close else 3 if small else 6)
        self.players_layout.setSpacing(2 if close else 4 if small else 6)
        self._account_box.setContentsMargins(18, 0 if close else 6, 18, 0 if close else 6)
        title = theme.LARGE_PX if tight else theme.LARGE_PX + 4 if small else theme.TITLE_PX
        self.title.setStyleSheet(f"font-size: {title}px;")
        self.next_line.setStyleSheet(f"font-size: {theme.SMALL_PX + 1 if small else theme.LARGE_PX - 2}px;")
        self.ending.setStyleSheet(f"font-size: {theme.BODY_PX}px;" if small else "")
        self._narrow_buttons()
        self._show_balances()
        self._size_rows()

    def _size_rows(self) -> None:
        """The players' boxes as high as the count is drawn (:meth:`_set_level`), their names'
        column as wide (:meth:`_fit_who`). With the balances in words, each box is one line of
        tiles between the name with the pips and the balance: the chips' card could not be
        drawn that low and still be read. Never lower than the name and the pips need (beside
        the rules a long name takes two lines, and a box of one line's height cut it)."""
        self._fit_who()
        words = self._level is not None and self._level >= WORDS
        row = max(ROW_WORDS - self._lowered, self._who_height())
        for seat in (0, 1):
            self.player_rows[seat].setMinimumHeight(row if words else 96)
            self.player_rows[seat].setMaximumHeight(row if words else 16_777_215)  # the room left: the account
            self.tile_rows[seat].setMinimumHeight(row - 18 if words else 64)

    def _who_height(self) -> int:
        """The height of a player's box that shows the taller name and pips whole, in the
        names' column as wide as it is now: a name that does not fit one line takes two."""
        inner = self.player_rows[0].layout()
        assert inner is not None
        margins = inner.contentsMargins()
        frame = self.player_rows[0].frameWidth()
        high = 0
        for seat in (0, 1):
            width = self._who[seat].minimumWidth()  # as :meth:`_fit_who` set it
            name = self.names[seat]
            metrics = name.fontMetrics()
            lines = 1 if metrics.horizontalAdvance(name.name()) + 4 <= width else 2
            pips = self.pips[seat].heightForWidth(width) if self.pips[seat].text() else 0
            high = max(high, lines * metrics.lineSpacing() + 2 + pips)
        return high + margins.top() + margins.bottom() + 2 * frame

    def _fit_who(self) -> None:
        """The names' column: on a compact count, wide enough for a 24-letter name (beside the
        rules, what the tiles leave at their least width); beside the chips' cards, as wide as
        the row allows once the tiles have their natural room (at 1280 px it was 170 px,
        "Maxim…ia W" beside an empty half row), 170 px at the least."""
        inner, outer = self.player_rows[0].layout(), self.layout()
        assert inner is not None and outer is not None
        margins, around = inner.contentsMargins(), outer.contentsMargins()
        row = self.width() - around.left() - around.right() - margins.left() - margins.right() - 2 * inner.spacing()
        most = max(len(r.tiles()) for r in self.tile_rows)
        if self._level is not None and self._level >= WORDS:
            width = WHO_WIDTH_COMPACT
            if self._covered:  # narrowed by the rules: the tiles keep their least width, the names the rest
                words = max(label.sizeHint().width() for label in self.points)
                tiles = max(r.least_width(TILE_LEAST) for r in self.tile_rows)
                width = min(width, row - words - tiles)
        else:
            width = min(WHO_WIDTH_COMPACT, row - BALANCE_WIDTH - most * TilesRow.TILE_ROOM)
        width = max(WHO_WIDTH, width)
        for holder in self._who:
            holder.setFixedWidth(width)

    def showEvent(self, event: QShowEvent) -> None:
        """Give each button its whole height, never squeezed: the account, which scrolls, gives
        way instead. Set here, when the screen shows: the style sheet sets a smaller minimum
        each time it styles a button (its ``min-height``), as when the screen joins the window."""
        self._keep_buttons_whole()
        super().showEvent(event)
        QTimer.singleShot(0, self, self._fit_account)  # once its lines are laid out in view

    def resizeEvent(self, event: QResizeEvent) -> None:
        """On the lowest screens (1024×600) the big buttons keep their words and letters, less
        padding: the account keeps room for a few lines."""
        if theme.fit_huge_buttons([self.continue_button, self.new_game_button], event.size().height()):
            self._keep_buttons_whole()
        super().resizeEvent(event)
        self._wrap_buttons()
        self._fit_who()
        self._fit_account()

    def _fit_account(self) -> None:
        """Give the account the room its lines need, taken from the rest of the screen only
        while they would be cut: the count drawn at the roomiest level that shows them all
        (compact at least on a low screen), else tight with its players' boxes as low as it
        takes, down to :data:`ROW_LEAST`; where even that is too low, the account scrolls.
        Under the guided game's card at 1280×800 the count kept its chips' cards and showed
        four transfers of five, the fifth faded, above the button."""
        if self._fitting:
            self._hug_account()
            return
        self._fitting = True
        try:
            self._narrow_buttons()
            self._wrap_buttons()
            first = COMPACT if self.height() < COMPACT_BELOW else WORDS if self._covered else FULL
            for level in range(first, TIGHT + 1):
                self._set_level(level)
                short = self._shortfall()
                if short <= 0:
                    break
            else:
                if self.tile_rows[0].isVisibleTo(self):
                    self._set_level(TIGHT, (short + 1) // 2)  # both boxes share it
                    self._shortfall()
            # Their insides placed in their new size now, not once asked; and even where Qt lost
            # the resize (made while a box was being shown, in the resize that showing sends, it
            # left the account laid out for a taller box, running out of it).
            for holder in (*self.player_rows, self.transfers_box):
                layout = holder.layout()
                assert layout is not None
                layout.activate()
                if layout.geometry() != holder.contentsRect():
                    layout.setGeometry(holder.contentsRect())
        finally:
            self._fitting = False

    def set_covered(self, width: int) -> None:
        """Lay the screen out in the room left of the ``width`` pixels at its right that the rules
        lie over (R47), or across the whole screen (0). A play-test's game ended on time with the
        rules open: they lay over the right part of the game over, and hid its result, the final
        balances and the ratings ("(+242, provisoi")."""
        if width == self._covered:
            return
        self._covered = width
        self._level = None  # drawn anew, in its new room
        self._wrap_buttons()
        self._fit_who()
        self._fit_account()

    def covered(self) -> int:
        """How much of the screen's right part the rules lie over (0: none)."""
        return self._covered

    def _sides(self) -> tuple[int, int]:
        """The screen's margins left and right: beside the rules, laid out in the room they
        leave, a little way off their edge."""
        return (24, self._covered + 16) if self._covered else (48, 48)

    def _wrap_buttons(self) -> None:
        """The buttons on one row where it fits the room left, else the other ways out (Replay,
        Analyse, Quit) on a second row under the first."""
        room = self.width() - sum(self._sides())
        shown = [b for b in self.row_buttons if not b.isHidden()]
        need = sum(b.sizeHint().width() for b in shown) + self._button_rows[0].spacing() * (len(shown) - 1)
        second = need > room
        for button in self.row_buttons[2:]:
            into, out = self._button_rows[1] if second else self._button_rows[0], self._button_rows[0 if second else 1]
            if into.indexOf(button) >= 0:
                continue
            out.removeWidget(button)
            into.insertWidget(into.count() - 1, button, 0, Qt.AlignmentFlag.AlignVCenter)

    def _shortfall(self) -> int:
        """Lay the screen out as it is now drawn; by how many pixels the account's panel is
        lower than its lines need (0 or less: they all show)."""
        self._size_rows()  # for the names and pips shown now
        layout = self.layout()
        assert layout is not None
        layout.activate()
        if self._share_columns():  # the account's width changed (its resize is not always sent)
            for column in self._columns:
                column.updateGeometry()
        self._hug_account()
        if not self.transfers_box.isVisibleTo(self):
            return 0
        return self._account_height - self.transfers_box.height()

    def _hug_account(self) -> None:
        """No taller than its lines need: a short account leaves no empty panel, and the screen
        stands centred; a long one takes the room there is and scrolls."""
        margins = self.transfers_box.contentsMargins()
        box = self.transfers_box.layout().contentsMargins()
        inner = self.account.widget()
        width = self.transfers_box.width() - margins.left() - margins.right() - box.left() - box.right()
        # The lines' height beside the scroll bar: measured across the whole panel, lines that
        # just fitted wrapped narrower once the bar showed, and the bar, once shown, stayed (a
        # game over at 1024×640 scrolled by a line under empty room). At worst a line to spare.
        width -= self.account.verticalScrollBar().sizeHint().width()
        need = inner.heightForWidth(width) if inner.hasHeightForWidth() else inner.sizeHint().height()
        frame = margins.top() + margins.bottom() + box.top() + box.bottom()
        self._account_height = need + frame
        self.transfers_box.setMaximumHeight(max(self.transfers_box.minimumHeight(), need + frame + 4))

    def _lines_changed(self) -> None:
        """Hug the account to its lines as they are now. The account's layout keeps each
        column's height until that column is laid out again, which a hidden screen never does:
        asked at once, it answered with the last count's lines (hand 2's count in hand 1's
        height, scrolling under an empty band)."""
        for column in self._columns:
            column.updateGeometry()  # its height asked afresh
        self._fit_account()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.transfers_box and event.type() == QEvent.Type.Resize:
            if self._share_columns():  # the lines need another height
                self._lines_changed()
            else:
                self._fit_account()
        elif watched is self._lines and event.type() == QEvent.Type.LayoutRequest:
            self._fit_account()  # its lines laid out anew: a new count, a font set as it shows
        return False

    def _keep_buttons_whole(self) -> None:
        for button in self.row_buttons:
            button.setMinimumHeight(0)
            button.setMinimumHeight(button.sizeHint().height())

    # --- the two faces --------------------------------------------------------------------

    def show_hand_over(
        self,
        hand_number: int,
        names: tuple[str, str],
        hands: tuple[Sequence[TileArg], Sequence[TileArg]],
        ending: WentOut | Blocked,
        transfers: Sequence[str],
        points: tuple[int, int],
        events: Sequence[str] = (),
    ) -> None:
        """Show the count after hand ``hand_number`` (as players count: the first is 1).

        ``names``, ``hands`` (the tiles left, ``core.Tile`` or ``(high, low)``) and ``points``
        (balances now) are per seat. ``ending`` is the core's note saying how the hand ended:
        ``WentOut(seat)`` — that player is the next jockey (R22) — or ``Blocked(pips,
        receiver, due, paid)`` — the next hand opens by rank (R24). ``transfers`` are the
        hand's transfers, already in words (e.g. from ``app.messages.notes_text``), all of them:
        the account scrolls; ``events`` the hand's other events (bids, passes), shown apart.
        """
        self._set_mode(game_over=False)
        self.title.setText(self.tr("Hand {n} is over").format(n=hand_number))
        self.ending.setText(self.ending_text(ending, names))
        self._fill_players(names, hands, points, ending.seat if isinstance(ending, WentOut) else None)
        self._fill_transfers(transfers, events)
        if isinstance(ending, WentOut):
            name, other = names[ending.seat], names[1 - ending.seat]
            if cannot_bid(points[1 - ending.seat]):  # R33: the first decision is made for them
                # A play-test read of a bidding to come where it was already settled.
                line = fill(
                    self.tr("{name} is the jockey and opens the next hand: {other} cannot pay {amount} and waives."),
                    name=name,
                    other=other,
                    amount=MIN_BID,
                )
            else:
                line = fill(self.tr("{name} is the jockey for the next hand's bidding."), name=name)
            self.next_line.setText(line)
        else:
            self.next_line.setText(
                self.tr(
                    "After a block the next hand opens by rank, with no bidding: the highest double opens "
                    "(without a double, the highest pip total)."
                )
            )
        self._fit_account()  # the lines around the account set too
        self.continue_button.setFocus()

    def set_analysed(self, analysed: bool) -> None:
        """Name the game over's Analyse button for what it does: analyse the game, or show the
        analysis kept with it (a play-test read "Analyse" after the analysis was made)."""
        key = letter("game_over", "analyse")
        button = self.analyse_button
        if analysed:
            # Not "Show the analysis (A)": cut in a window a little narrower than 1024 px (a play-test).
            button.setText(self.tr("Analysis ({key})").format(key=key))
            button.setAccessibleName(self.tr("Show the analysis"))
            button.setToolTip(self.tr("The replay of this game with its analysis: where points were lost"))
            return
        button.setText(self.tr("Analyse ({key})").format(key=key))
        button.setAccessibleName(self.tr("Analyse"))
        button.setToolTip(
            self.tr(
                "The engine values every decision of this game, from what its player could see, "
                "then the replay shows where points were lost"
            )
        )

    def show_game_over(
        self,
        names: tuple[str, str],
        result: Result,
        points: tuple[int, int],
        hands: tuple[Sequence[TileArg], Sequence[TileArg]] | None = None,
        transfers: Sequence[str] = (),
        events: Sequence[str] = (),
        replayable: bool = False,
        analysable: bool = False,
        analysed: bool = False,
        blocked: bool = False,
        unrated: bool = False,
        ratings: tuple[tuple[float, Rating], tuple[float, Rating]] | None = None,
        saved: bool = True,
        storable: bool = True,
    ) -> None:
        """Show the end of the game: ``result`` (the core's ``Result``: winner seat or None,
        reason, detail) for players ``names`` with final balances ``points``; ``hands``, when
        given, are shown face up, and ``transfers`` the last hand's transfers in words, ``events`` its other events.
        ``replayable``: Replay (:attr:`replay`) is offered (not after the guided first game);
        ``analysable``: Analyse (:attr:`analyse`) too (a saved game's analysis is kept with it);
        ``analysed``: the game was analysed already, and the button shows that analysis.
        ``blocked``: the last hand ended in a block, whose count took the pips in hand (R23);
        in any other ending they are shown not counted.
        ``unrated``: a game against the computer or the guided game, which changes no rating (R46);
        ``ratings``: else what the game did to each seat's rating, ``(before, after)``;
        ``saved``: whether the game is saved (its ratings change only once it is); ``storable``:
        whether a games file is open to save it in (none could be opened: a newer version's,
        one another copy holds), else it waits only for a write to succeed."""
        self._replayable = replayable
        self._analysable = replayable and analysable
        self.set_analysed(analysed)
        self._set_mode(game_over=True)
        self.title.setText(self.winner_text(result, names))
        self.ending.setText(self.reason_text(result, names))
        # A player whose hand is empty went out, with a play that ended the game (R22, R5).
        out = next((seat for seat in (0, 1) if hands is not None and not hands[seat]), None)
        self._fill_players(names, hands, points, out, pips_count=blocked)
        self._show_hands(hands is not None)
        self._fill_transfers(transfers, events)
        balances = self.tr("Final balances: {a} {pa} — {b} {pb}").format(
            a=names[0], pa=points[0], b=names[1], pb=points[1]
        )
        provisional = ratings is not None and any(after.provisional for _, after in ratings)
        self.next_line.setToolTip(
            self.tr(
                "A provisional rating moves a lot over a player's first games, while their strength is "
                "still little known; it settles as they play. The history shows each player's profile."
            )
            if provisional and result.winner is not None
            else ""
        )
        if result.winner is None:
            self.next_line.setText(self.tr("No rating change: a void game has no result."))
        elif unrated:
            self.next_line.setText(self.tr("{balances} · Practice: no rating change.").format(balances=balances))
        elif ratings is not None:
            self.next_line.setText(f"{balances}\n{self.rating_text(names, ratings)}")
        elif not saved and not storable:
            self.next_line.setText(
                self.tr(
                    "{balances} · Not saved: the games file could not be opened, so the ratings stay as they are "
                    "for now."
                ).format(balances=balances)
            )
        elif not saved:
            self.next_line.setText(
                self.tr("{balances} · Not saved yet: the ratings change once the game is saved.").format(
                    balances=balances
                )
            )
        else:
            self.next_line.setText(balances)
        self._fit_account()  # the lines around the account set too
        self.new_game_button.setFocus()

    # --- words ------------------------------------------------------------------------------

    def rating_text(self, names: tuple[str, str], ratings: tuple[tuple[float, Rating], tuple[float, Rating]]) -> str:
        """What a game did to both ratings (R46), e.g. ``"Ratings: Ana 1500 → 1662 (+162,
        provisional) · Ben 1700 → 1690 (−10)"``, rounded to whole points; a rating with too
        few games behind it is called provisional, as the profile calls it."""
        parts = []
        for name, (before, after) in zip(names, ratings):
            old, new = round(before), round(after.rating)
            change = f"{new - old:+d}".replace("-", "−")
            if after.provisional:
                line = self.tr("{name} {before} → {after} ({change}, provisional)")
            else:
                line = self.tr("{name} {before} → {after} ({change})")
            parts.append(line.format(name=name, before=old, after=new, change=change))
        return self.tr("Ratings: {a} · {b}").format(a=parts[0], b=parts[1])

    def ending_text(self, ending: WentOut | Blocked, names: tuple[str, str]) -> str:
        """How a hand ended, with a block's arithmetic (R22–R23), e.g. ``"Blocked: Ana 4 pips,
        Ben 18 pips → 18 rounds to 20 → Ana +20"``."""
        return describe_ending(ending, names, translate)

    def winner_text(self, result: Result, names: tuple[str, str]) -> str:
        """The game-over heading: who won, or that the game is void."""
        return describe_winner(result, names, translate)

    def reason_text(self, result: Result, names: tuple[str, str]) -> str:
        """Why the game ended (R5 points, R37 time, R45 resignation, R43 void)."""
        return describe_reason(result, names, translate)

    def transfers_text(self) -> str:
        """The transfer lines as shown, one a line after its bullet."""
        return "\n".join(f"•  {line}" for line in self._transfer_lines) or self.transfers.text()

    # --- helpers --------------------------------------------------------------------------

    def set_ways_out(self, shown: bool) -> None:
        """Offer the game-over screen's own ways out (a new game, the replay, the analysis,
        quitting), or not: over the guided game the coach offers its own, and two sets confused
        a player."""
        self._ways_out = shown
        self._set_mode(self._game_over)

    def _set_mode(self, game_over: bool) -> None:
        self._game_over = game_over
        ways_out = game_over and self._ways_out
        self.continue_button.setVisible(not game_over)
        self.new_game_button.setVisible(ways_out)
        self.quit_button.setVisible(ways_out)
        self.replay_button.setVisible(ways_out and self._replayable)
        self.analyse_button.setVisible(ways_out and self._analysable)
        self._narrow_buttons()
        self._wrap_buttons()
        if not game_over:
            self._show_hands(True)

    def _narrow_buttons(self) -> None:
        """Smaller letters on the big buttons with four ways out, so that the row fits 1024 px
        in French, on a tight count, so that its account has the room, and beside the rules,
        so that they fit the room left."""
        small = bool(self._covered) or (self._level is not None and self._level >= TIGHT)
        four = self._game_over and self._ways_out and self._analysable
        theme.narrow_huge_button(self.continue_button, small)
        theme.narrow_huge_button(self.new_game_button, small or four)
        self._keep_buttons_whole()

    def _show_balances(self) -> None:
        """The chips' cards, or on a compact count with hands shown the balances in words."""
        words = self._level is not None and self._level >= WORDS and self.tile_rows[0].isVisibleTo(self)
        for seat in (0, 1):
            self.balances[seat].setVisible(not words)
            self.points[seat].setVisible(words)

    def _show_hands(self, shown: bool) -> None:
        """Rows with names, pips and tiles; or, without hands, just the two balances side by side."""
        self.players_layout.setDirection(
            QBoxLayout.Direction.TopToBottom if shown else QBoxLayout.Direction.LeftToRight
        )
        self.players_layout.setAlignment(Qt.AlignmentFlag(0) if shown else Qt.AlignmentFlag.AlignHCenter)
        for seat in (0, 1):
            self.tile_rows[seat].setVisible(shown)
            self._who[seat].setVisible(shown)
            theme.set_role(self.player_rows[seat], "card" if shown else "bare")
            self.player_rows[seat].setMaximumWidth(16_777_215 if shown else 380)
        self._show_balances()

    def _fill_players(
        self,
        names: tuple[str, str],
        hands: tuple[Sequence[TileArg], Sequence[TileArg]] | None,
        points: tuple[int, int],
        went_out: int | None = None,
        pips_count: bool = True,
    ) -> None:
        """Each player's name, tiles left, pips and balance; after ``went_out`` went out, the
        other hand's pips are said not to count (R22), and without ``pips_count`` (a game
        that ended other than by a block) every hand's are."""
        for seat in (0, 1):
            self.names[seat].set_name(names[seat])  # a long name shortened with "…", whole in its tooltip
            if hands is None:
                self.pips[seat].setText("")
                self.tile_rows[seat].set_tiles(())
            else:
                tiles = hands[seat]
                # Read by what it shows: a keyboard probe heard the pips, never which tiles.
                written = ", ".join(tile_text(t) for t in tiles) or self.tr("none")
                said = fill(self.tr("{name}'s tiles: {tiles}"), name=names[seat], tiles=written)
                self.tile_rows[seat].set_tiles(tiles, said)
                pips = pip_sum(tiles)
                if tiles and ((went_out is not None and seat != went_out) or not pips_count):
                    self.pips[seat].setText(
                        counted(
                            pips, self.tr("{n} pip in hand (not counted)"), self.tr("{n} pips in hand (not counted)")
                        )
                    )
                else:
                    self.pips[seat].setText(counted(pips, self.tr("{n} pip in hand"), self.tr("{n} pips in hand")))
            self.balances[seat].set_player(names[seat])
            self.balances[seat].set_points(points[seat])
            self.points[seat].setText(self.balances[seat].points_text())
        self._fit_who()  # the names' room depends on the tiles'

    def _fill_transfers(self, transfers: Sequence[str], events: Sequence[str] = ()) -> None:
        self._transfer_lines = tuple(transfers)
        self.transfers.setText(theme.hanging_list(transfers) if transfers else self.tr("No transfer."))
        self.transfers.setAccessibleName(theme.plain_list(transfers) or self.tr("No transfer."))
        self.events.setText(theme.hanging_list(events))
        self.events.setAccessibleName(theme.plain_list(events))
        self._columns[1].setVisible(bool(events))
        self.transfers_box.setVisible(bool(transfers) or bool(events))
        self.account.verticalScrollBar().setValue(0)
        self._share_columns()
        self._lines_changed()

    def _share_columns(self) -> bool:
        """Share the account's width between the transfers and the other events so that the
        taller column is as low as it can be (:func:`share`): the transfers keep the width
        their longest line needs where that costs no line, the other events the rest. At
        1024 px three fifths wrapped each transfer to a long name (the account hid its fifth
        line); at 1280×800 a long block's line kept the transfers to three fifths and four of
        eight transfers to a 24-letter name wrapped, the name broken in two, beside three
        events with room to spare. Whether that changed the transfers' width."""
        column = self._columns[0]
        width = 0  # the transfers alone: the whole width
        if self._columns[1].isVisibleTo(self):
            margins = self.transfers_box.contentsMargins()
            box = self._account_box.contentsMargins()
            bar = self.account.verticalScrollBar().sizeHint().width()  # room kept for it, shown or not
            room = self.transfers_box.width() - margins.left() - margins.right() - box.left() - box.right()
            room -= bar + self._account_columns.spacing()
            asked = (room, self.transfers.text(), self.events.text(), self.transfers.font().key())
            if asked != self._shared[0]:  # worked out once for each count and width
                titles = (self.transfers_title.sizeHint().width(), self.events_title.sizeHint().width())
                self._shared = (asked, share(self.transfers, self.events, room, titles))
            width = self._shared[1]
        if column.minimumWidth() == width and column.maximumWidth() == (width or QWIDGETSIZE_MAX):
            return False
        column.setMinimumWidth(width)
        column.setMaximumWidth(width or QWIDGETSIZE_MAX)
        return True


QWIDGETSIZE_MAX = 16_777_215  #: Qt's "no maximum" for a widget's size


def share(left: QLabel, right: QLabel, room: int, titles: tuple[int, int] = (0, 0)) -> int:
    """The width to give ``left`` of ``room`` pixels shared with ``right`` (two word-wrapped
    labels side by side): the one where the taller of the two is lowest, then where both
    together are lowest, then nearest the width ``left``'s longest line needs. Each keeps a
    quarter of the room at least, or the width of its longest line where that is less, the
    width of its column's title (``titles``, left and right), and the width of the widest part
    its lines keep whole (:func:`_unbroken_width`)."""
    natural, other = _natural_width(left) + 2, _natural_width(right) + 2
    least = max(min(natural, room // 4), titles[0], _unbroken_width(left))
    most = room - max(min(other, room // 4), titles[1], _unbroken_width(right))
    if most < least:
        return max(1, room // 2)

    def heights(width: int) -> tuple[int, int]:
        return left.heightForWidth(width), right.heightForWidth(room - width)

    # The wider the one, the lower it is and the taller the other: the taller is lowest where
    # they cross, at the least width where ``left`` is no taller than ``right``, or just before.
    low, high = least, most
    while low < high:
        middle = (low + high) // 2
        ours, theirs = heights(middle)
        if ours <= theirs:
            high = middle
        else:
            low = middle + 1

    def cost(width: int) -> tuple[int, int, int]:
        ours, theirs = heights(width)
        return max(ours, theirs), ours + theirs, abs(width - natural)

    return min((w for w in {low - 1, low, natural} if least <= w <= most), key=cost)


def _unbroken_width(label: QLabel) -> int:
    """The width of the widest part of ``label``'s lines that no line break may split, as they
    are shown: a long name's part, a score bound to its name, an arrow bound to the number
    before it (:func:`.theme.hanging_list`). A column given less runs past the account's right
    edge: beside the rules, the other events were given 187 px for the first 16 letters of a
    name written in capitals, 198 px wide."""
    return label.minimumSizeHint().width()


def _natural_width(label: QLabel) -> int:
    """How wide ``label``'s rich text is with no line wrapped."""
    document = QTextDocument()
    document.setDefaultFont(label.font())
    document.setHtml(label.text())
    return math.ceil(document.idealWidth())
