"""The replay viewer: step through a game record event by event, both hands face up.

:class:`ReplayViewer` replays a :class:`~spectacular_bid.core.record.Record` once with
:func:`~spectacular_bid.core.record.replay` and shows the game after the selected event: the
table, both hands (a replay is a review: R41 allows no hand to be shown while the game is in
progress, so the history offers finished games only), both balances, both clocks read at the
game's time after that event (:func:`~spectacular_bid.core.reserve_at`), what the event
caused in words (:func:`~spectacular_bid.app.messages.describe_notes`) and a chart of both reserves
over the whole game. Home / Left / Right / End, the buttons, the slider, the move list and a
click on the chart all choose the event.

Given the game's analysis (a :class:`~spectacular_bid.app.coach.Review`, History → Analyse),
it also marks each decision the engine classed as an inaccuracy (?!), a mistake (?) or a blunder
(??) in the move list, says for the selected decision what was chosen and what the engine
preferred (:func:`~spectacular_bid.app.messages.analysis_text`), and charts each player's
expected balance over the game (:class:`~.analysis_chart.BalanceChart`), a click choosing a
decision.

It decides no rule: everything shown comes from the replayed states.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QModelIndex, QObject, QPersistentModelIndex, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QFont,
    QFontMetrics,
    QKeySequence,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QPolygonF,
    QResizeEvent,
    QShortcut,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QFrame,
    QHBoxLayout,
    QLabel,
    QListView,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSlider,
    QSplitter,
    QSplitterHandle,
    QStackedWidget,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QVBoxLayout,
    QWidget,
)

from ...app.coach import Review, Reviewed, Tally
from ...app.controller import translate
from ...app.messages import (
    VERDICT_MARKS,
    analysis_text,
    auction_text,
    describe_notes,
    describe_refusal,
    describe_result,
    event_text,
    number_text,
    points_text,
    verdict_text,
    waiting_text,
    whole_balance_text,
)
from ...app.practice import opponent_of
from ...core import (
    RESERVE_MS,
    Event,
    Flagged,
    GameState,
    MissingDeal,
    Record,
    ReservePoint,
    Step,
    bid_cost,
    new_game,
    replay,
    reserve_at,
    reserve_series,
)
from .. import theme
from ..i18n import counted
from ..screens.summary_screen import TilesRow, paint_tile, pip_sum, tile_size
from ..table.table_widget import TableWidget
from ..widgets.charts import Axes, LegendEntry, dashed_pen, draw_axes, tick_count
from ..widgets.clock_widget import format_reserve
from ..widgets.name_label import NameLabel
from ..widgets.scroll_fade import ScrollFade
from ..window_fit import fit_to_screen
from .analysis_chart import VERDICT_COLOURS, BalanceChart
from .dialog_style import ITEM_PADDING_X, dialog_style_sheet

#: The smallest type the title takes to show two long names whole, in pixels.
TITLE_LEAST_PX = theme.LARGE_PX
SEAT_COLOURS = (theme.GOLD_BRIGHT, "#7cc7ff")  #: each seat's line in the reserve chart
REFUSED_COLOUR = "#ffb3b3"  #: a refused event in the move list
PANEL_PADDING = 16  #: the explanation's padding and border, above and below its lines
#: The table's least height, with one line of words under it (two lines take the second from it).
TABLE_LOW = 120
#: The size the replay asks for, less where the screen or the game's window is smaller.
PREFERRED_SIZE = (1320, 860)


def game_clock(ms: int) -> str:
    """A game time as ``m:ss`` (``h:mm:ss`` past an hour).

    >>> game_clock(83_400), game_clock(3_725_000)
    ('1:23', '1:02:05')
    """
    seconds = max(0, ms) // 1000
    hours, rest = divmod(seconds, 3600)
    if hours:
        return f"{hours}:{rest // 60:02d}:{rest % 60:02d}"
    return f"{rest // 60}:{rest % 60:02d}"


_TIME_STEPS = (1, 2, 5, 10, 15, 30, 60, 120, 300, 600, 900, 1800, 3600, 7200)  # seconds


def time_ticks(end_s: float, count: int = 6) -> list[float]:
    """Round clock times (seconds) from 0 to at least ``end_s``, about ``count`` of them.

    >>> time_ticks(120, 5)
    [0.0, 30.0, 60.0, 90.0, 120.0]
    """
    raw = max(end_s, 1.0) / max(1, count - 1)
    step = next((s for s in _TIME_STEPS if s >= raw), _TIME_STEPS[-1] * (int(raw // _TIME_STEPS[-1]) + 1))
    n = int(-(-end_s // step)) if end_s > 0 else 1
    return [float(k * step) for k in range(n + 1)]


#: The latest game time the reserves' chart draws where it is, in ms (about 31,700 years): a
#: record may hold any time (RECORD.md), and one beyond a float's range cannot be divided into
#: seconds. A later time is drawn at this one, the chart's far end.
FARTHEST_MS = 10**15


def _seconds(ms: int) -> float:
    """Game time ``ms`` in seconds, as the chart draws it (:data:`FARTHEST_MS` at most)."""
    return min(ms, FARTHEST_MS) / 1000


class ReserveChart(QWidget):
    """Both players' reserves over the game's time, with a marker at the selected event.
    Signal :attr:`time_clicked` carries the game time (ms) under a click."""

    time_clicked = Signal(object)  # an int of any size: Signal(int) is 32 bits, 25 days of game time

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._points: list[ReservePoint] = []
        self._names = ("", "")
        self._marker: int | None = None
        self._axes: Axes | None = None
        self.setMinimumSize(240, 120)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setAccessibleName(self.tr("Reserves over the game"))

    def set_series(self, names: tuple[str, str], points: Sequence[ReservePoint]) -> None:
        """Show ``points`` (from :func:`reserve_series`) for players ``names``."""
        self._names = names
        self._points = list(points)
        self.update()

    def set_marker(self, at: int | None) -> None:
        """Mark the game time ``at`` (the selected event), or nothing."""
        self._marker = at
        self.update()

    def series(self) -> list[ReservePoint]:
        """The points drawn."""
        return list(self._points)

    def sizeHint(self) -> QSize:
        """A wide, low chart."""
        return QSize(460, 210)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        """Report the game time under a click inside the plot."""
        axes = self._axes
        if axes is not None and event.button() == Qt.MouseButton.LeftButton:
            x = event.position().x()
            if axes.plot.left() - 8 <= x <= axes.plot.right() + 8:
                self.time_clicked.emit(min(FARTHEST_MS, max(0, round(axes.x_at(x) * 1000))))
                event.accept()
                return
        super().mousePressEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:
        """Draw the axes, both reserve lines, a legend and the marker."""
        with QPainter(self) as p:  # ended even when a paint raises (a painter left open kills the program)
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            points = self._points
            end_s = max(1.0, _seconds(points[-1].at if points else 0))
            top = max([RESERVE_MS, *(max(pt.reserves) for pt in points)]) / 1000
            x_ticks = [x for x in time_ticks(end_s, 7) if x <= end_s]
            y_ticks = time_ticks(top, tick_count(self.height()))
            axes = draw_axes(
                p,
                QRectF(0, 0, self.width(), self.height()),
                (0, end_s),
                (0, y_ticks[-1] * 1.06),  # headroom: a full reserve does not run along the top edge
                [(x, game_clock(round(x * 1000))) for x in x_ticks],
                [(y, game_clock(round(y * 1000))) for y in y_ticks],
                self.tr("game time"),
                self.tr("reserve"),
                [
                    LegendEntry(self._names[seat], theme.qcolor(SEAT_COLOURS[seat]), ("line", "dashed")[seat])
                    for seat in (0, 1)
                ],
                compact=True,
            )
            self._axes = axes
            plot = axes.plot
            if self._marker is not None:
                x = axes.px(_seconds(self._marker))
                p.setPen(QPen(theme.qcolor(theme.IVORY, 150), 1.5, Qt.PenStyle.DashLine))
                p.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()))
            # The second line dashed over the first: both reserves stay at 2:00 while each move
            # is made within its delay, and a play-test saw one line there, the other under it.
            for seat in (0, 1):
                line = QPolygonF([axes.point(_seconds(pt.at), pt.reserves[seat] / 1000) for pt in points])
                colour = theme.qcolor(SEAT_COLOURS[seat])
                p.setPen(dashed_pen(colour, 2.4) if seat == 1 else QPen(colour, 2.4))
                p.drawPolyline(line)
            if self._marker is not None and points:
                for seat, radius in ((0, 6.0), (1, 3.5)):  # one inside the other where they meet
                    value = _reading_at(points, self._marker, seat)
                    p.setPen(QPen(theme.qcolor(theme.NAVY_DARK), 1.5))
                    p.setBrush(theme.qcolor(SEAT_COLOURS[seat]))
                    p.drawEllipse(axes.point(_seconds(self._marker), value / 1000), radius, radius)


def _reading_at(points: Sequence[ReservePoint], at: int, seat: int) -> int:
    """The last reading of ``seat`` at or before ``at`` on the polyline (the value after an
    event when several share its time)."""
    value = points[0].reserves[seat]
    for pt in points:
        if pt.at > at:
            break
        value = pt.reserves[seat]
    return value


class _MoveDelegate(QStyledItemDelegate):
    """Sizes a row of the move list for the width its text is drawn in, and draws only the rows
    that show whole. The style sheet's padding narrows the text, but Qt wraps it at the whole
    row's width to size the row: a move just short of that width wrapped once drawn, its second
    line cut ("…")."""

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> QSize:
        drawn = QStyleOptionViewItem(option)
        drawn.rect = option.rect.adjusted(0, 0, -2 * ITEM_PADDING_X, 0)
        return super().sizeHint(drawn, index)

    def paint(
        self, painter: QPainter, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> None:
        """Leave out a row that runs past the list's foot (the top row is drawn all the same):
        the list's height is whole rows of one line, and a move of two lines above its foot
        pushed the last row down: a play-test read "7. Wilhelminaconstantinople pose 6–4 à" and
        the top of its second line. The list scrolls by whole rows: the next one shows whole."""
        view = option.widget
        if isinstance(view, QAbstractItemView) and option.rect.top() > 0:
            if option.rect.bottom() >= view.viewport().height():
                return
        super().paint(painter, option, index)


class _PlayerCard(QFrame):
    """One player in the replay: name, whose turn, the hand face up, balance and clock.

    Where the card is wide enough, the hand lies between the name and the figures; on a
    narrow card (a 1024-px window) it has a row of its own under them, or seven tiles would be
    drawn 10 px wide. :meth:`set_most_tiles` tells the card the largest hand of the game, so
    that it keeps one arrangement from the first event to the last."""

    WIDE_ROW = 70  #: the hand's height beside the name
    LOW_ROW = 56  #: the hand's height on a row of its own: tiles 26 × 52
    WHO_WIDTH = 190  #: "13 dominos, somme 108" on one line, even at 1024×600

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        theme.set_role(self, "card")
        self.most_tiles = 7  #: the largest hand to show (:meth:`set_most_tiles`)
        self.name = NameLabel(lines=2, least_px=theme.BODY_PX)  # beside the hand, where a card starts (:meth:`_place`)
        theme.set_role(self.name, "subtitle")
        self.detail = QLabel()
        theme.set_role(self.detail, "muted")
        self.detail.setWordWrap(True)  # "7 dominos, somme 46": two lines rather than cut
        self.hand = TilesRow(paint_tile)
        self.hand.setFixedHeight(self.WIDE_ROW)
        self.badge = QLabel()
        self.badge.setStyleSheet(  # set here: the card's rule makes its labels transparent
            f"background: {theme.GOLD_BRIGHT}; color: {theme.INK}; border-radius: 8px; padding: 3px 10px;"
            " font-weight: bold;"
        )
        self.badge.hide()
        self.points = QLabel()
        self.points.setFont(theme.font(theme.LARGE_PX + 4, bold=True, mono=True))
        self.points.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.clock = QLabel()
        self.clock.setFont(theme.font(theme.LARGE_PX + 4, bold=True, mono=True))
        self.clock.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        points_caption = QLabel(self.tr("points"))
        clock_caption = QLabel(self.tr("reserve"))
        self.captions = (points_caption, clock_caption)
        for caption in self.captions:
            theme.set_role(caption, "muted")
            caption.setAlignment(Qt.AlignmentFlag.AlignRight)

        self.who = QVBoxLayout()
        self.who.setContentsMargins(0, 0, 0, 0)  # the whole width for the detail's one line
        self.who.setSpacing(0)
        self.who.addStretch(1)
        self.who.addWidget(self.name)
        self.who.addWidget(self.detail)
        self.who.addWidget(self.badge, 0, Qt.AlignmentFlag.AlignLeft)  # under the name: the card stays narrow
        self.who.addStretch(1)
        # The name's room is the same in both arrangements and at every event: a name is cut
        # one way in its window (NameLabel), so a card's narrower room would cut the title's too.
        self.holder = QWidget()
        self.holder.setLayout(self.who)
        self.holder.setFixedWidth(self.WHO_WIDTH)
        self.figures = QHBoxLayout()
        self.figures.setSpacing(18)
        for value, caption in ((self.points, points_caption), (self.clock, clock_caption)):
            column = QVBoxLayout()
            column.setSpacing(0)
            column.addWidget(value)
            column.addWidget(caption)
            self.figures.addLayout(column)
        self.top = QHBoxLayout()
        self.top.setSpacing(14)
        self.top.addWidget(self.holder)
        self.top.addWidget(self.hand, 1)
        self.top.addLayout(self.figures)
        self.low = QHBoxLayout()  # the hand on a row of its own, and the badge at its end
        self.low.setSpacing(14)
        self.rows = QVBoxLayout(self)
        self.rows.setContentsMargins(16, 4, 16, 4)
        self.rows.setSpacing(2)
        self.rows.addLayout(self.top)
        self.rows.addLayout(self.low)
        self.hand_below = False  #: whether the hand has a row of its own, under the name

    def set_most_tiles(self, count: int) -> None:
        """Arrange the card for hands of up to ``count`` tiles (the game's largest)."""
        self.most_tiles = max(1, count)
        self._arrange()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._arrange()

    def _arrange(self) -> None:
        """Put the hand beside the name, or under it where its tiles would be drawn larger."""
        margins = self.rows.contentsMargins()
        inner = self.contentsRect().width() - margins.left() - margins.right()
        beside = inner - self.WHO_WIDTH - self._figures_width() - 2 * self.top.spacing()
        wide, _ = tile_size(beside, self.WIDE_ROW, self.most_tiles)
        low, _ = tile_size(inner, self.LOW_ROW, self.most_tiles)
        self._place(low > wide)

    def _figures_width(self) -> int:
        """The width of the widest figures a game shows ("300", "▶ 2:00"), which each figure
        keeps at every event: the arrangement and the hand's room do not change from one event
        to the next as the figures do (a running clock's "▶" took the hand 5 px, its tiles a
        fraction of a pixel)."""
        for label, widest in ((self.points, "888"), (self.clock, "▶ 8:88")):
            shown = label.text()
            label.setText(widest)
            label.setMinimumWidth(label.sizeHint().width())
            label.setText(shown)
        return max(self.figures.minimumSize().width(), self.figures.sizeHint().width())

    def _place(self, below: bool) -> None:
        if below == self.hand_below:
            return
        self.hand_below = below
        # Beside the hand the column is as high as two lines of a name and its detail: a long
        # name breaks there rather than be cut; above a hand of its own, the row is as high as
        # the figures, and the name keeps one line.
        self.name.set_lines(1 if below else 2)
        if below:  # name | figures; under them the hand, the badge at its end
            self.top.removeWidget(self.hand)
            self.who.removeWidget(self.badge)
            # The name has the row up to the figures, on its one line (a ninth play-test read
            # "Maximi…ia Wu" there at 1024×640 with half the row empty).
            self.holder.setMaximumWidth(16_777_215)
            self.top.setStretchFactor(self.holder, 1)
            self.hand.setFixedHeight(self.LOW_ROW)
            self.low.addWidget(self.hand, 1)
            self.low.addWidget(self.badge, 0, Qt.AlignmentFlag.AlignVCenter)
        else:  # name and badge | hand | figures
            self.low.removeWidget(self.hand)
            self.low.removeWidget(self.badge)
            self.holder.setFixedWidth(self.WHO_WIDTH)
            self.top.setStretchFactor(self.holder, 0)
            self.who.insertWidget(3, self.badge, 0, Qt.AlignmentFlag.AlignLeft)
            self.hand.setFixedHeight(self.WIDE_ROW)
            self.top.insertWidget(1, self.hand, 1)

    def show_seat(self, name: str, tiles: Sequence[object], points: int, reserve: int, running: bool) -> None:
        self.name.set_name(name)
        self.hand.set_tiles(tiles)  # type: ignore[arg-type]
        self.points.setText(str(points))
        self.clock.setText(("▶ " if running else "") + format_reserve(reserve))
        colour = theme.GOLD_BRIGHT if running else theme.IVORY
        self.clock.setStyleSheet(f"color: {colour};")
        count = len(tiles)
        self.detail.setText(
            counted(count, self.tr("{n} tile"), self.tr("{n} tiles"))
            + counted(pip_sum(tiles), self.tr(", {n} pip"), self.tr(", {n} pips"))  # type: ignore[arg-type]
            if count
            else self.tr("no tiles left")
        )


class _Grip(QSplitterHandle):
    """A handle of the side column: a short bar at its middle, as wide as a finger's grip
    whatever the column's width."""

    def paintEvent(self, event: QPaintEvent) -> None:
        with QPainter(self) as p:
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(theme.qcolor(theme.GOLD if self.underMouse() else theme.GOLD_DIM))
            p.drawRoundedRect(QRectF(self.width() / 2 - 24, self.height() / 2 - 1.5, 48, 3), 1.5, 1.5)


class _SideSplitter(QSplitter):
    """The replay's side column, its handles :class:`_Grip`. Its height is shared out by the
    viewer, which watches its resizes (an event filter: a resize override calling back into the
    viewer held the two in a cycle, whose collection crashed the interpreter as Qt deleted
    them)."""

    def __init__(self) -> None:
        super().__init__(Qt.Orientation.Vertical)

    def createHandle(self) -> QSplitterHandle:
        handle = _Grip(self.orientation(), self)
        handle.setAttribute(Qt.WidgetAttribute.WA_Hover)  # drawn brighter under the pointer
        return handle


CHART_LEAST = 100  #: the charts' least height in the side column: three labels up the side

#: How the replay's side column shares its height until a player drags a handle, pane by pane:
#: each step grows one pane up to a size (moves in rows, words in lines, the chart in pixels)
#: while height is left, the rest going to the moves. With an analysis, first what must be read
#: whole (four moves, a judged decision's eight or nine lines, a chart with three labels up its
#: side); at 1280×800, six moves, thirteen lines and a chart of five labels (a play-test saw two
#: and a half moves and a chart labelled at its ends only beside fifteen lines of words).
ANALYSED_SHARES = (
    ("moves", 4), ("words", 9), ("chart", CHART_LEAST), ("moves", 5), ("chart", 120),
    ("words", 13), ("moves", 6), ("chart", 160), ("words", 14), ("moves", 8), ("chart", 220),
)  # fmt: skip
#: The same without an analysis: an event's words take three to eight lines.
PLAIN_SHARES = (
    ("moves", 4), ("words", 4), ("chart", CHART_LEAST), ("moves", 6), ("words", 6), ("chart", 160),
    ("words", 8), ("moves", 10), ("chart", 220),
)  # fmt: skip


class ReplayViewer(QDialog):
    """Step through ``record``'s events. :attr:`steps` holds the replayed events and
    :attr:`position` the one shown (-1 when the record has no event)."""

    def __init__(self, record: Record, parent: QWidget | None = None, review: Review | None = None) -> None:
        super().__init__(parent)
        self.review = review  #: the game's analysis, if it was analysed
        theme.ensure_applied()
        self.setStyleSheet(dialog_style_sheet())
        self.record = record
        self.practice = opponent_of(record) is not None  #: a game against the computer: no device is passed
        names = record.players
        self.setWindowTitle(self.tr("Replay: {a} v {b}").format(a=names[0], b=names[1]))
        self.setAccessibleName(self.windowTitle())
        self.initial = new_game(record.players, record.deals)
        self.steps: list[Step] = []
        self.problem: str | None = None
        try:
            for s in replay(record):
                self.steps.append(s)
        except MissingDeal as e:  # RECORD.md: a format error found during the replay
            self.problem = self.tr("The record stops at event {i}: {why}").format(i=len(self.steps) + 1, why=e)
        self.position = -1
        self._syncing = False

        # Heading: who played, how it ended, and why both hands are face up.
        # The title, "{a} v {b}": each name a NameLabel, shortened as the dialog narrows.
        self.title = QWidget()
        self.title.setAccessibleName(self.tr("{a} v {b}").format(a=names[0], b=names[1]))
        title_row = QHBoxLayout(self.title)
        title_row.setContentsMargins(0, 0, 0, 0)
        title_row.setSpacing(0)
        before, _, after = self.tr("{a} v {b}").partition("{a}")
        between, _, after = after.partition("{b}")
        self.title_names = (NameLabel(names[0], hug=True), NameLabel(names[1], hug=True))
        self.title_parts: list[QLabel] = []  # the names and the words around them
        for part in (before, self.title_names[0], between, self.title_names[1], after):
            label = part if isinstance(part, QLabel) else QLabel(part.replace(" ", "\u00a0"))
            if isinstance(part, str) and not part:
                continue
            theme.set_role(label, "title")
            title_row.addWidget(label)
            self.title_parts.append(label)
        self._title_text = "".join((before, *names, between, after)).replace(" ", "\u00a0")
        self.outcome = QLabel()
        theme.set_role(self.outcome, "gold")
        self.outcome.setTextFormat(Qt.TextFormat.PlainText)
        final = self.steps[-1].state if self.steps else self.initial
        self.outcome_below = final.result is not None  # how it ended: under the title, or beside it
        if final.result is not None:
            self.outcome.setText(describe_result(final.result, names, translate))
            note = self.tr("A review: both hands are shown face up.")
        else:
            self.outcome.setText(self.tr("Not finished"))
            note = self.tr("This game is not finished, yet both hands are shown face up: keep it from the players.")
        self.review_note = QLabel(note)
        self.review_note.setWordWrap(True)
        theme.set_role(self.review_note, "muted" if final.result is not None else "warning")
        self.outcome.setWordWrap(True)
        # The title above; how a finished game ended below it, before the review note: beside
        # the title, a winner's sentence took three lines at 1024 px, height the analysis needs.
        # "Not finished" is short: it stays beside the title, the warning has the line below.
        top_line = QHBoxLayout()
        top_line.setSpacing(18)
        top_line.addWidget(self.title)
        ending_line = QHBoxLayout()
        ending_line.setSpacing(18)
        if final.result is not None:
            top_line.addStretch(1)
            self.outcome.ensurePolished()  # its font is the style sheet's: one line where it fits
            natural = self.outcome.fontMetrics().horizontalAdvance(self.outcome.text()) + 2
            self.outcome.setMinimumWidth(min(natural, 560))
            ending_line.addWidget(self.outcome)
        else:
            top_line.addWidget(self.outcome, 1, Qt.AlignmentFlag.AlignBottom)
        ending_line.addWidget(self.review_note, 1)
        heading = QVBoxLayout()
        heading.setSpacing(2)
        heading.addLayout(top_line)
        heading.addLayout(ending_line)

        # The game: seat 1 above the table, seat 0 below it.
        self.cards = (_PlayerCard(), _PlayerCard())
        most = max(len(hand) for s in (self.initial, *(s.state for s in self.steps)) for hand in s.hands)
        for card in self.cards:
            card.set_most_tiles(most)
        self.table = TableWidget()
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the arrows step through events
        self.table.setMinimumSize(300, TABLE_LOW)  # lower than the cards: both hands whole at 1024×600
        self.table_line = QLabel()
        theme.set_role(self.table_line, "muted")
        self.table_line.setWordWrap(True)
        self.table_line.installEventFilter(self)  # its wrapped lines come out of the table's height
        board = QVBoxLayout()
        board.setSpacing(8)
        board.addWidget(self.cards[1])
        board.addWidget(self.table, 1)
        board.addWidget(self.table_line)
        board.addWidget(self.cards[0])

        # The side: moves, what the selected one did, reserves over time.
        self.where = QLabel()
        self.where.setFont(theme.font(theme.BODY_PX, mono=True))
        moves_title = QLabel(self.tr("Moves"))
        theme.set_role(moves_title, "gold")
        self.move_list = QListWidget()
        self.move_list.setAccessibleName(self.tr("Moves"))
        self.move_list.setWordWrap(True)
        self.move_list.setItemDelegate(_MoveDelegate(self.move_list))
        self.move_list.setResizeMode(QListView.ResizeMode.Adjust)  # rows sized again as the width changes
        self.move_list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.move_list.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        for s in self.steps:
            item = QListWidgetItem(self.move_text(s))
            tip = [self.move_text(s), self.tr("at {t} game time").format(t=game_clock(s.event.at))]
            if not s.ok and not _clock_ran_out(s):
                item.setForeground(theme.qcolor(REFUSED_COLOUR))
            judged = self.judged(s.index)
            if judged is not None and judged.verdict in VERDICT_COLOURS:
                item.setForeground(theme.qcolor(VERDICT_COLOURS[judged.verdict]))
                tip.append(verdict_text(judged.verdict, translate))
            item.setToolTip(theme.tip("\n".join(tip)))  # names: as written
            self.move_list.addItem(item)
        self.move_list.currentRowChanged.connect(self._row_chosen)
        self.explanation = QLabel()
        theme.set_role(self.explanation, "panel")
        self.explanation.setStyleSheet("padding: 6px 14px;")  # lower than a panel's 10 px: a line more
        self.explanation.setWordWrap(True)
        self.explanation.setTextFormat(Qt.TextFormat.PlainText)
        self.explanation.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        chart_title = QLabel(self.tr("Reserves over the game"))
        theme.set_role(chart_title, "gold")
        self.chart = ReserveChart()
        self.chart.set_series(names, reserve_series(self.initial, self.steps))
        self.chart.time_clicked.connect(self.show_time)
        moves_line = QHBoxLayout()  # "Moves", and where the one shown is: "12 / 86 · 1:05"
        moves_line.addWidget(moves_title)
        moves_line.addStretch(1)
        moves_line.addWidget(self.where)
        moves_pane = QWidget()
        moves_box = QVBoxLayout(moves_pane)
        moves_box.setContentsMargins(0, 0, 0, 0)
        moves_box.setSpacing(4)
        moves_box.addLayout(moves_line)
        moves_box.addWidget(self.move_list, 1)
        explained = QScrollArea()
        explained.setWidget(self.explanation)
        explained.setWidgetResizable(True)
        explained.setFrameShape(QFrame.Shape.NoFrame)
        explained.setAccessibleName(self.tr("The event explained"))
        explained.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # The words wrap to the column's width, never set it: the review's long lines at the
        # first event widened the column by 100 px and cut the names in the cards beside it.
        explained.setSizePolicy(QSizePolicy.Policy.Ignored, explained.sizePolicy().verticalPolicy())
        line = self.explanation.fontMetrics().lineSpacing()
        explained.setMinimumHeight(4 * line + PANEL_PADDING)
        self.explained = explained  #: the scroll area of :attr:`explanation`
        self.more_words = ScrollFade(explained, theme.IVORY)  # a line cut at its foot reads as more below
        chart_pane = QWidget()
        chart_box = QVBoxLayout(chart_pane)
        chart_box.setContentsMargins(0, 0, 0, 0)
        chart_box.setSpacing(4)
        self.balance_chart: BalanceChart | None = None
        # The expected balances first, the reserves a click away; a game with fewer than two
        # valued decisions draws no line of them (a play-test read empty axes as broken).
        if review is not None and len(review.balances()) >= 2:
            self.balance_chart = BalanceChart(SEAT_COLOURS)
            self.balance_chart.set_review(names, review)
            self.balance_chart.decision_clicked.connect(self.show_decision)
            chart_title.setText(self.tr("Expected balance over the game"))
            chart_title.setWordWrap(True)  # beside its switch in the narrow column
            self.chart_switch = QPushButton(self.tr("Reserves"))
            theme.set_role(self.chart_switch, "small")
            self.chart_switch.setCheckable(True)
            self.chart_switch.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            self.chart_switch.toggled.connect(self._switch_chart)
            self.charts = QStackedWidget()
            self.charts.addWidget(self.balance_chart)
            self.charts.addWidget(self.chart)
            self.chart_title = chart_title
            title_line = QHBoxLayout()
            title_line.addWidget(chart_title, 1)  # the row's width: one line where it fits
            title_line.addWidget(self.chart_switch)
            chart_box.addLayout(title_line)
            chart_box.addWidget(self.charts, 1)
        else:
            chart_box.addWidget(chart_title)
            chart_box.addWidget(self.chart, 1)
        # The moves, the words on the selected one and the chart share the column's height in
        # a splitter: a player who reads a long note, or wants the whole chart, drags a handle.
        # Until then the shares follow the window's height (:meth:`_share_side`).
        self.side = _SideSplitter()
        self.side.installEventFilter(self)  # its height shared out at each resize (_share_side)
        self.side.setChildrenCollapsible(False)  # each keeps its least height: nothing is cut away
        self.side.setHandleWidth(8)
        for pane in (moves_pane, explained, chart_pane):
            self.side.addWidget(pane)
        self.panes = (moves_pane, explained, chart_pane)  #: the splitter's three panes
        self.side_dragged = False  #: whether the player set the shares with a handle
        self.side.splitterMoved.connect(self._side_moved)
        for chart in (self.chart, self.balance_chart):
            if chart is not None:
                chart.setMinimumHeight(CHART_LEAST)
        self.side.setMinimumWidth(280)
        self.side.setMaximumWidth(560)

        # Navigation.
        self.first_button = QPushButton(self.tr("« First"))
        self.back_button = QPushButton(self.tr("◀ Back"))
        self.next_button = QPushButton(self.tr("Next ▶"))
        self.last_button = QPushButton(self.tr("Last »"))
        tips = (self.tr("First event (Home)"), self.tr("Previous event (←)"), self.tr("Next event (→)"))
        for button, tip in zip((self.first_button, self.back_button, self.next_button), tips):
            button.setToolTip(tip)
        self.last_button.setToolTip(self.tr("Last event (End)"))
        for button in (self.first_button, self.back_button, self.next_button, self.last_button):
            theme.set_role(button, "small")
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.first_button.clicked.connect(self.first)
        self.back_button.clicked.connect(self.previous)
        self.next_button.clicked.connect(self.next)
        self.last_button.clicked.connect(self.last)
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setAccessibleName(self.tr("Event"))
        self.slider.setRange(0, max(0, len(self.steps) - 1))
        self.slider.setPageStep(10)
        self.slider.valueChanged.connect(self._slider_moved)
        self.close_button = QPushButton(self.tr("Close"))
        theme.set_role(self.close_button, "secondary")
        self.close_button.setAutoDefault(False)
        self.close_button.clicked.connect(self.reject)
        nav = QHBoxLayout()
        nav.setSpacing(10)
        nav.addWidget(self.first_button)
        nav.addWidget(self.back_button)
        nav.addWidget(self.slider, 1)
        nav.addWidget(self.next_button)
        nav.addWidget(self.last_button)
        nav.addSpacing(12)
        nav.addWidget(self.close_button)

        body = QHBoxLayout()
        body.setSpacing(16)
        body.addLayout(board, 1)
        body.addWidget(self.side)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(20, 10, 20, 10)  # lower margins: height for the side column
        layout.setSpacing(8)
        layout.addLayout(heading)
        if self.problem:
            warning = QLabel(self.problem)
            theme.set_role(warning, "warning")
            warning.setWordWrap(True)
            layout.addWidget(warning)
        layout.addLayout(body, 1)
        layout.addLayout(nav)

        for key, slot in (
            (Qt.Key.Key_Home, self.first),
            (Qt.Key.Key_Left, self.previous),
            (Qt.Key.Key_Right, self.next),
            (Qt.Key.Key_End, self.last),
        ):
            shortcut = QShortcut(QKeySequence(key), self)
            shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
            shortcut.activated.connect(slot)
        self.slider.setEnabled(bool(self.steps))
        self.move_list.ensurePolished()  # in the dialog: its rows' padding is the dialog's style sheet
        self.move_list.setMinimumHeight(3 * self.move_list.sizeHintForRow(0) + 2 if self.steps else 0)  # 3 rows
        self.set_position(0 if self.steps else -1)
        self.move_list.setFocus()
        fit_to_screen(self, PREFERRED_SIZE, anchor=parent)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize:
            if watched is self.table_line:
                self._share_board()
            elif watched is self.side:
                self._share_side()
        return super().eventFilter(watched, event)

    def _share_board(self) -> None:
        """Take a second line of the words under the table ("Manche 1 · total des extrémités 0 ·
        pioche : 14 dominos", wrapped in a narrow column) out of the table's least height, so
        that the column's least height stays the same: else a dialog placed beside a running
        clock, no taller than that, squeezed the table under the words."""
        line = self.table_line
        extra = max(0, line.heightForWidth(max(1, line.width())) - line.fontMetrics().lineSpacing())
        self.table.setMinimumHeight(max(TABLE_LOW - extra, TABLE_LOW // 2))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_title()

    def _side_moved(self, _pos: int, _index: int) -> None:
        self.side_dragged = True  # the player's shares, kept from now on

    def side_wants(self, kind: str, amount: int) -> int:
        """The height of a pane of the side column holding ``amount`` of what it shows: the
        ``"moves"`` pane ``amount`` rows, the ``"words"`` ``amount`` lines, the ``"chart"`` pane
        a chart ``amount`` pixels high; each with its heading."""
        moves_pane, _, chart_pane = self.panes
        if kind == "moves":
            box = moves_pane.layout()
            head = box.itemAt(0).sizeHint().height() + box.spacing() if box is not None else 0  # "Moves  5 / 28"
            return head + amount * max(1, self.move_list.sizeHintForRow(0)) + 2 * self.move_list.frameWidth()
        if kind == "words":
            return amount * self.explanation.fontMetrics().lineSpacing() + PANEL_PADDING
        least = self.chart.minimumHeight()
        return chart_pane.minimumSizeHint().height() - least + amount

    def _share_side(self) -> None:
        """Share the side column's height out as :data:`ANALYSED_SHARES` (or
        :data:`PLAIN_SHARES`) say, unless a player has set the shares with a handle."""
        if self.side_dragged or self.side.count() != 3:
            return
        left = self.side.height() - 2 * self.side.handleWidth()
        sizes = {"moves": 0, "words": 0, "chart": 0}
        for kind, amount in ANALYSED_SHARES if self.review is not None else PLAIN_SHARES:
            grow = min(max(0, self.side_wants(kind, amount) - sizes[kind]), left)
            sizes[kind] += grow
            left -= grow
        sizes["moves"] += left
        # Whole rows of moves (a play-test read a row cut in half), what is over to the chart.
        row = max(1, self.move_list.sizeHintForRow(0))
        over = (sizes["moves"] - self.side_wants("moves", 0)) % row
        if sizes["moves"] - over >= self.side_wants("moves", 3):
            sizes["moves"] -= over
            sizes["chart"] += over
        self.side.setSizes([sizes["moves"], sizes["words"], sizes["chart"]])

    def _fit_title(self) -> None:
        """Set the title's type, the same for all of it: the title's own size where the whole
        title fits in the heading's line, else a pixel smaller at a time, down to
        :data:`TITLE_LEAST_PX`, until it does, the names then whole even where a card cuts
        them; past that the names are cut as the tightest place cuts them (:class:`NameLabel`).
        The room is the dialog's, not the title's own (which follows its type)."""
        layout = self.layout()
        margins = layout.contentsMargins() if layout is not None else None
        room = self.width() - (margins.left() + margins.right() if margins is not None else 0)
        if not self.outcome_below:
            room -= self.outcome.sizeHint().width() + 18  # "Not finished" beside the title
        font = QFont(self.title_parts[0].font())
        natural = theme.TITLE_PX
        whole = False
        for px in range(natural, TITLE_LEAST_PX - 1, -1):
            font.setPixelSize(px)
            whole = QFontMetrics(font).horizontalAdvance(self._title_text) + 2 * len(self.title_parts) <= room
            if whole:
                break
        sheet = "" if px == natural else f"font-size: {px}px;"
        for label in self.title_parts:
            if label.styleSheet() != sheet:
                label.setStyleSheet(sheet)
        for name in self.title_names:  # whole in the title where it fits, a card may cut it
            name.set_hug(not whole)

    def showEvent(self, event: QShowEvent) -> None:
        """Placed before it showed, the dialog may need more height once its players' cards
        have their width (a narrow card puts its hand on a row of its own), and Qt grows it
        downwards, or not at all beside a running clock: placed again then, or it would run
        past the foot of a small screen or squeeze its table under its heading."""
        super().showEvent(event)
        before = self.height()
        layout = self.layout()
        if layout is not None:
            layout.activate()  # the cards' arrangement counts now, not after the first paint
        if self.height() > before or self.minimumSizeHint().height() > self.height():
            fit_to_screen(self, PREFERRED_SIZE, anchor=self.parentWidget())

    # --- choosing the event -------------------------------------------------------------

    def set_position(self, index: int) -> None:
        """Show the game after event ``index`` (clamped to the record; -1 only without events)."""
        index = max(0, min(index, len(self.steps) - 1)) if self.steps else -1
        self.position = index
        if not self._syncing:
            self._syncing = True
            try:
                self.slider.setValue(max(0, index))
                self.move_list.setCurrentRow(index)
                if index >= 0:
                    self.move_list.scrollToItem(self.move_list.item(index))
            finally:
                self._syncing = False
        self._show()

    def first(self) -> None:
        """Show the first event (Home)."""
        self.set_position(0)

    def previous(self) -> None:
        """Show the event before (Left)."""
        self.set_position(self.position - 1)

    def next(self) -> None:
        """Show the event after (Right)."""
        self.set_position(self.position + 1)

    def last(self) -> None:
        """Show the last event (End)."""
        self.set_position(len(self.steps) - 1)

    def show_time(self, at: int) -> None:
        """Show the last event at or before game time ``at`` (a click on the chart; a time
        beyond :data:`FARTHEST_MS` is where the chart draws it)."""
        chosen = 0
        for s in self.steps:
            if min(s.state.time, FARTHEST_MS) > at:
                break
            chosen = s.index
        self.set_position(chosen)

    def show_decision(self, number: int) -> None:
        """Show the analysed decision ``number`` (a click on the expected balances)."""
        if self.review is not None:
            found = next((d for d in self.review.decisions if d.number == number), None)
            if found is not None:
                self.set_position(found.index)

    def _switch_chart(self, reserves: bool) -> None:
        self.charts.setCurrentIndex(1 if reserves else 0)
        self.chart_title.setText(
            self.tr("Reserves over the game") if reserves else self.tr("Expected balance over the game")
        )
        self.chart_switch.setText(self.tr("Balances") if reserves else self.tr("Reserves"))

    def judged(self, index: int) -> Reviewed | None:
        """The analysis of the decision made by event ``index``, if the game was analysed."""
        return self.review.at_event(index) if self.review is not None else None

    def _row_chosen(self, row: int) -> None:
        if not self._syncing and row >= 0:
            self.set_position(row)

    def _slider_moved(self, value: int) -> None:
        if not self._syncing:
            self.set_position(value)

    # --- what is shown ------------------------------------------------------------------

    @property
    def state(self) -> GameState:
        """The game after the selected event (the dealt game when the record has none)."""
        return self.steps[self.position].state if self.position >= 0 else self.initial

    def reserves(self) -> tuple[int, int]:
        """Both reserves as shown: read at the game's time after the selected event."""
        state = self.state
        return reserve_at(state, 0, state.time), reserve_at(state, 1, state.time)

    def _show(self) -> None:
        state = self.state
        names = self.record.players
        reserves = self.reserves()
        for seat in (0, 1):
            running = state.clock_running and state.to_act == seat
            self.cards[seat].show_seat(names[seat], state.hands[seat], state.points[seat], reserves[seat], running)
            won = state.result is not None and state.result.winner == seat
            self.cards[seat].badge.setText(self.tr("Winner"))
            self.cards[seat].badge.setVisible(won)
        step = self.steps[self.position] if self.position >= 0 else None
        last = None
        if step is not None and step.ok and step.event.do == "play" and state.table.plays:
            last = len(state.table.plays) - 1
        self.table.set_table(state.table, last)
        self.table_line.setText(
            self.tr("Hand {hand} · end total {total} · boneyard: ").format(
                hand=state.hand_no + 1, total=state.table.total
            )
            + counted(len(state.boneyard), self.tr("{n} tile"), self.tr("{n} tiles"))
        )
        n = len(self.steps)
        if step is None:
            self.where.setText(self.tr("no event"))
            self.explanation.setText(self.tr("This record has no event: the game was dealt and never started."))
            self.chart.set_marker(None)
        else:
            self.where.setText(self.tr("{i} / {n} · {t}").format(i=step.index + 1, n=n, t=game_clock(state.time)))
            self.explanation.setText(self.explain(step))
            self.chart.set_marker(state.time)
            if self.balance_chart is not None:
                judged = self.judged(step.index)
                self.balance_chart.set_marker(judged.number if judged is not None else None)
        self.back_button.setEnabled(self.position > 0)
        self.first_button.setEnabled(self.position > 0)
        self.next_button.setEnabled(0 <= self.position < n - 1)
        self.last_button.setEnabled(0 <= self.position < n - 1)

    def event_text(self, event: Event) -> str:
        """What an event asks for, in words: ``"Ana plays 6–3 west"``."""
        return event_text(event, self.record.players, translate, practice=self.practice)

    def move_text(self, step: Step) -> str:
        """One line of the move list: ``"12. Ana plays 6–3 west — End total 15 → Ana +15"``;
        a refused event says so."""
        judged = self.judged(step.index)
        mark = VERDICT_MARKS.get(judged.verdict, "") if judged is not None else ""
        text = f"{step.index + 1}. {self.event_text(step.event)}" + (f" {mark}" if mark else "")
        caused = describe_notes(step.notes, self.record.players, translate)
        if _clock_ran_out(step):
            return f"{text} — " + _together(caused)
        if not step.ok and any(isinstance(n, Flagged) for n in step.notes):  # R37: the clock fell first
            return f"{step.index + 1}. ✗ " + self.tr("{event} — too late: {why}").format(
                event=self.event_text(step.event), why=_together(caused)
            )
        if not step.ok:
            text = f"{step.index + 1}. ✗ " + self.tr("{event} — refused: {why}").format(
                event=self.event_text(step.event), why=self.refusal(step)
            )
        if caused:
            text += " — " + _together(caused)
        return text

    def refusal(self, step: Step) -> str:
        """Why the rules refused ``step``, in the interface's language."""
        if step.refused is None:
            return step.error or ""
        return describe_refusal(step.refused, self.record.players, translate)

    def explain(self, step: Step) -> str:
        """The panel text for ``step``: the event, its refusal, what it caused, the result."""
        lines = [
            self.tr("Event {i} of {n}, at {t}").format(
                i=step.index + 1, n=len(self.steps), t=game_clock(step.event.at)
            ),
            self.event_text(step.event) + ".",
        ]
        if not step.ok and not _clock_ran_out(step):
            if any(isinstance(n, Flagged) for n in step.notes):
                lines.append(self.tr("Too late: the clock had run out, so the event was refused."))
            else:
                lines.append(self.tr("Refused: {why}. Nothing changed.").format(why=self.refusal(step)))
        judged = self.judged(step.index)
        if judged is not None:
            lines.append(self.judgement(judged))
        if step.index == 0 and self.review is not None:
            lines.extend(self.review_lines())
        caused = describe_notes(step.notes, self.record.players, translate)
        lines.extend(f"•  {line}" for line in caused)
        result = step.state.result
        if result is not None and (step.index == 0 or self.steps[step.index - 1].state.result is None):
            lines.append(describe_result(result, self.record.players, translate))
        waiting = self.waiting_text(step.state)
        if waiting:
            lines.append(waiting)
        return "\n".join(lines)

    def review_lines(self) -> list[str]:
        """The analysis in a few lines, shown with the game's first event (where the replay
        opens): per player, the points lost, in the bidding and in the play, and how many
        decisions of each costly class (a play-test found this summary in the command-line
        report only), added up from the review's decisions (:meth:`Review.tally`)."""
        lines = []
        tallies = [self.review.tally(seat) if self.review is not None else None for seat in (0, 1)]
        for name, tally in zip(self.record.players, tallies):
            if tally is not None:
                lines.append("•  " + self._tally_line(name, tally))
            elif any(tallies):  # said, not left out: a play-test looked for the other player's line
                lines.append("•  " + self.tr("{name}: no decision with a choice.").format(name=name))
        # Said added up: a play-test read 607.9 points lost in a game of 300 points in play.
        # "132.6 points lost" read as points off a balance that went from 150 to 90 (a play-test).
        # A plain sentence: a French play-test could not parse "The engine's review, each
        # decision against its best choice, added up (…):".
        heading = self.tr(
            "Points given up against the engine's best choice, added up over the game (expected points, not "
            "points paid):"
        )
        # The moves' marks, said once: a play-test met "??", "?" and "?!" with no word of them;
        # and only where a move has one (another read the legend in a review that marked none).
        marked = any(t is not None and t.blunders + t.mistakes + t.inaccuracies for t in tallies)
        marks = [self.tr("In the moves: ?? a blunder, ? a mistake, ?! an inaccuracy.")] if marked else []
        if self.review is not None and not lines:
            return [
                self.tr("The engine's review: no decision in this game had a choice, so there is nothing to value.")
            ]
        return [heading, *lines, *marks] if lines else []

    def _tally_line(self, name: str, tally: Tally) -> str:
        costly = [
            counted(tally.blunders, self.tr("{n} blunder"), self.tr("{n} blunders")) if tally.blunders else "",
            counted(tally.mistakes, self.tr("{n} mistake"), self.tr("{n} mistakes")) if tally.mistakes else "",
            counted(tally.inaccuracies, self.tr("{n} inaccuracy"), self.tr("{n} inaccuracies"))
            if tally.inaccuracies
            else "",
        ]
        said = ", ".join(c for c in costly if c) or self.tr("no costly decision")
        decisions = counted(
            tally.decisions, self.tr("{n} decision with a choice"), self.tr("{n} decisions with a choice")
        )
        if tally.lost == 0:  # "about 0.0 points lost" said nothing a player could read as praise
            return self.tr("{name}: no points lost in {decisions}; {classes}.").format(
                name=name, decisions=decisions, classes=said
            )
        # Where the decisions were all of one kind, that is said, not "0.0" for the other: a
        # play-test read "0.0 in the bidding" as praise for a player who never bid.
        if tally.in_bidding == 0:
            template = self.tr("{name}: about {lost} lost in {decisions}, none in the bidding; {classes}.")
        elif tally.in_bidding == tally.decisions:
            template = self.tr("{name}: about {lost} lost in {decisions}, none in the play; {classes}.")
        else:
            template = self.tr(
                "{name}: about {lost} lost in {decisions} ({bidding} in the bidding, {play} in the play); {classes}."
            )
        return template.format(
            name=name,
            lost=points_text(tally.lost, translate),
            # "with a choice": the analysis's progress counts the forced ones too (a play-test
            # read "Decision 10 of 140", then "49 + 41 decisions")
            decisions=decisions,
            bidding=number_text(tally.bidding, translate),
            play=number_text(tally.play, translate),
            classes=said,
        )

    def judgement(self, judged: Reviewed) -> str:
        """What the engine made of a decision, in words."""
        name = self.record.players[judged.seat]
        before = self.steps[judged.index - 1].state if judged.index > 0 else self.initial
        amount = judged.chosen.get("amount")
        stakes_all = (
            judged.chosen.get("do") == "bid"
            and isinstance(amount, int)
            and bid_cost(before, judged.seat, amount) == before.points[judged.seat]  # R32
        )
        text = analysis_text(
            name,
            judged.chosen,
            judged.preferred,
            judged.value,
            judged.best,
            judged.loss,
            judged.loss_se,
            judged.verdict,
            translate,
        )
        if stakes_all:
            return f"{text} {whole_balance_text(translate)}"
        if judged.opening is not None and judged.expects is not None:  # a bid is valued by how the auction ends
            opener, cost = judged.expects
            names = (self.record.players[0], self.record.players[1])
            said = auction_text(
                names,
                judged.seat,
                judged.opening,
                opener,
                cost,
                translate,
                judged.opening_se,
                judged.opening_game,
                judged.opening_jockey,
            )
            return f"{text} {said}"
        return text

    def waiting_text(self, state: GameState) -> str:
        """What the game waits for after an event, e.g. ``"Next: Ben takes the device"``."""
        return waiting_text(
            state.awaiting,
            state.to_act,
            self.record.players,
            translate,
            practice=self.practice,
            facing_bid=state.bid is not None,
        )

    def moves(self) -> list[str]:
        """Every line of the move list."""
        return [self.move_list.item(i).text() for i in range(self.move_list.count())]


def _clock_ran_out(step: Step) -> bool:
    """Whether ``step`` is the program's own tick at a deadline (RECORD.md): the rules refuse
    it in form, as every event after a deadline, but it asked for nothing: a clock ran out."""
    return step.event.do == "tick" and any(isinstance(n, Flagged) for n in step.notes)


def _together(sentences: Sequence[str]) -> str:
    """What one event caused, its sentences apart on one line (each begins with a capital: a
    semicolon before one, as in "accepte; Enchère 200 → …", reads wrong in either language)."""
    return " · ".join(sentences)
