"""The replay's chart of an analysed game: each player's expected balance over the game's
decisions, a mark on each decision the engine classed as an inaccuracy, a mistake or a blunder,
and a click choosing the decision (History → Analyse, issue 25). Its axis counts the moves as
the replay's move list numbers them: a play-test read a red dot at "decision 3", which the
list calls move 7, and could not tell which move it was."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QHelpEvent, QMouseEvent, QPainter, QPaintEvent, QPen, QPolygonF
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from ...app.coach import Review
from ...app.controller import translate
from ...app.messages import verdict_text
from ...core import TOTAL_POINTS
from .. import theme
from ..widgets.charts import Axes, LegendEntry, draw_axes, nice_ticks, tick_count

#: The colour of each class's mark on the chart and in the move list.
VERDICT_COLOURS = {"inaccuracy": "#f2d35b", "mistake": "#ff9f43", "blunder": "#ff5c5c"}


def move_ticks(first: int, last: int) -> list[int]:
    """The labelled moves of the move axis, between moves ``first`` and ``last`` (counted from
    1, as the move list counts them): round numbers, whole ones only (a short game's halves
    were labelled by the move below them).

    >>> move_ticks(3, 5), move_ticks(2, 48)
    ([3, 4, 5], [10, 20, 30, 40])
    """
    end = max(first + 1, last)
    return [int(x) for x in nice_ticks(first, end, 6) if first <= x <= end and x == int(x)]


class BalanceChart(QWidget):
    """Both players' expected balances, decision by decision (:meth:`Review.balances`), each
    drawn at its move (the event's place in the record), in the seats' ``colours``. Signal
    :attr:`decision_clicked` carries the number of the decision nearest a click."""

    decision_clicked = Signal(int)

    def __init__(self, colours: Sequence[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._colours = tuple(colours)
        self._names = ("", "")
        self._review = Review(())
        self._marker: int | None = None
        self._axes: Axes | None = None
        self.y_ticks: list[float] = []  #: the values up the side, as last drawn
        self.setMinimumSize(240, 120)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setAccessibleName(self.tr("Expected balance over the game"))

    def set_review(self, names: tuple[str, str], review: Review) -> None:
        """Show ``review``'s expected balances for players ``names``."""
        self._names = names
        self._review = review
        self.update()

    def set_marker(self, number: int | None) -> None:
        """Mark decision ``number`` (the one selected), or none."""
        self._marker = number
        self.update()

    def sizeHint(self) -> QSize:
        """A wide, low chart."""
        return QSize(460, 210)

    def _move(self, number: int) -> int:
        """The index of the event that made decision ``number``: where it is drawn."""
        return next(d.index for d in self._review.decisions if d.number == number)

    def _points(self) -> list[tuple[int, float, float]]:
        """The expected balances, each at its event's index (:meth:`Review.balances`)."""
        at = {d.number: d.index for d in self._review.decisions}
        return [(at[n], a, b) for n, a, b in self._review.balances()]

    def column(self, number: int) -> float | None:
        """The pixel column of decision ``number`` as last drawn (None before a drawing)."""
        return None if self._axes is None else self._axes.px(self._move(number))

    def x_labels(self) -> list[str]:
        """The labels of the move axis: move numbers as the move list shows them."""
        first, last = self._span()
        return [str(m) for m in move_ticks(first + 1, last + 1)]

    def _span(self) -> tuple[int, int]:
        """The first and the last event drawn (their indexes)."""
        moves = [i for i, _, _ in self._points()] or [0]
        return min(moves), max(min(moves) + 1, max(moves))

    def nearest(self, x: float) -> int | None:
        """The number of the valued decision nearest the pixel column ``x`` of the plot (None
        outside it, or with none)."""
        axes = self._axes
        points = self._review.balances()
        if axes is None or not points or not axes.plot.left() - 8 <= x <= axes.plot.right() + 8:
            return None
        at = axes.x_at(x)
        return min(points, key=lambda pt: abs(self._move(pt[0]) - at))[0]

    def mousePressEvent(self, event: QMouseEvent) -> None:
        """Report the decision nearest a click inside the plot."""
        number = self.nearest(event.position().x())
        if number is not None and event.button() == Qt.MouseButton.LeftButton:
            self.decision_clicked.emit(number)
            event.accept()
            return
        super().mousePressEvent(event)

    def tip(self, number: int) -> str:
        """What the chart says of decision ``number`` under the pointer: which move it was, its
        class when the engine found it costly, and what a dot means (a play-test found the dots
        and the decisions' numbers, which count decisions, not moves, explained nowhere)."""
        d = next(d for d in self._review.decisions if d.number == number)
        head = self.tr("Decision {n}: move {m}, {name}").format(n=number + 1, m=d.index + 1, name=self._names[d.seat])
        if d.verdict in VERDICT_COLOURS:
            head += " — " + verdict_text(d.verdict, translate)
        return (
            head
            + "\n"
            + self.tr(
                "The lines: each player's balance the engine expected by the end of the hand. A dot: a decision "
                "it judged an inaccuracy (yellow), a mistake (orange) or a blunder (red). Click to go to it."
            )
        )

    def event(self, event: QEvent) -> bool:
        """The tooltip of the decision under the pointer (:meth:`tip`)."""
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            number = self.nearest(event.pos().x())
            if number is None:
                QToolTip.hideText()
                event.ignore()
            else:
                QToolTip.showText(event.globalPos(), theme.tip(self.tip(number)), self)  # a name as written
            return True
        return super().event(event)

    def paintEvent(self, event: QPaintEvent) -> None:
        """Draw the axes, both expected balances, the marks of costly decisions and the marker."""
        with QPainter(self) as p:  # ended even when a paint raises (a painter left open kills the program)
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            points = self._points()
            first, last = self._span()
            values = [v for _, a, b in points for v in (a, b)] or [150.0]
            # No balance passes the points in play (R2): an axis to 400 read as if one could.
            low, high = max(0.0, min(values) - 5), min(max(values) + 5, TOTAL_POINTS)
            count = tick_count(self.height())
            y_ticks = nice_ticks(low, high, count)
            while y_ticks[-1] > TOTAL_POINTS and count < 8:  # 0, 100, 200, 300 rather than 0, 200, 400
                count += 1
                y_ticks = nice_ticks(low, high, count)
            self.y_ticks = y_ticks
            axes = draw_axes(
                p,
                QRectF(0, 0, self.width(), self.height()),
                (first, last),
                (y_ticks[0], y_ticks[-1]),
                [(m - 1, str(m)) for m in move_ticks(first + 1, last + 1)],  # the list's numbers
                [(y, str(int(y))) for y in y_ticks],
                self.tr("move"),
                self.tr("expected points"),
                [LegendEntry(self._names[seat], theme.qcolor(self._colours[seat])) for seat in (0, 1)],
                compact=True,
            )
            self._axes = axes
            plot = axes.plot
            at = None if self._marker is None else self._move(self._marker)
            marked = next((pt for pt in points if pt[0] == at), None)
            if at is not None:
                x = axes.px(at)
                p.setPen(QPen(theme.qcolor(theme.IVORY, 150), 1.5, Qt.PenStyle.DashLine))
                p.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()))
            for seat in (1, 0):
                line = QPolygonF([axes.point(n, (a, b)[seat]) for n, a, b in points])
                p.setPen(QPen(theme.qcolor(self._colours[seat]), 2.2))
                p.drawPolyline(line)
            by_move = {i: (a, b) for i, a, b in points}
            for d in self._review.decisions:
                colour = VERDICT_COLOURS.get(d.verdict)
                if colour is None or d.index not in by_move:
                    continue
                p.setPen(QPen(theme.qcolor(theme.NAVY_DARK), 1.2))
                p.setBrush(theme.qcolor(colour))
                p.drawEllipse(axes.point(d.index, by_move[d.index][d.seat]), 4.5, 4.5)
            if marked is not None:
                for seat in (0, 1):
                    p.setPen(QPen(theme.qcolor(theme.IVORY), 1.8))
                    p.setBrush(theme.qcolor(self._colours[seat]))
                    p.drawEllipse(axes.point(marked[0], marked[1 + seat]), 5.5, 5.5)
