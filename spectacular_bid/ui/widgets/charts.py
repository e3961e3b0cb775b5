"""Chart drawing for the review dialogs, with QPainter only: round tick values
(:func:`nice_ticks`), the mapping from data to pixels (:class:`Axes`) and a chart's ground, grid,
labels and legend (:func:`draw_axes`). The profile's rating chart and the replay's reserve chart
draw with these."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetrics, QPainter, QPainterPath, QPen

from .. import theme


def nice_ticks(low: float, high: float, count: int = 5) -> list[float]:
    """About ``count`` round values (steps of 1, 2 or 5 × 10ⁿ) covering ``low``..``high``.

    >>> nice_ticks(1420, 1710)
    [1400.0, 1500.0, 1600.0, 1700.0, 1800.0]
    """
    if not (math.isfinite(low) and math.isfinite(high)):
        return [0.0]
    if high <= low:
        high = low + 1
    raw = (high - low) / max(1, count - 1)
    if not (math.isfinite(raw) and raw > 0):  # too wide a range for a float, or too narrow to tell its ends apart
        return [float(low)]
    power = 10 ** math.floor(math.log10(raw))
    step = next(m * power for m in (1, 2, 5, 10) if m * power >= raw)
    first = math.floor(low / step) * step
    ticks = []
    value = first
    while value < high + step * 0.999:
        ticks.append(float(round(value, 10)))
        value += step
    return ticks


def spaced(positions: Sequence[float], gap: float) -> list[int]:
    """The indexes of the tick labels to draw, at ``positions`` along an axis in pixels: the
    first and the last (the axis's ends: a reserve chart labelled 0:00 and 1:30 only, its
    reserves starting at 2:00, read wrong), then each one between at least ``gap`` from the
    last drawn and from the last of all (a short chart keeps fewer labels rather than print
    them over each other).

    >>> spaced([100.0, 92.5, 85.0, 77.5, 70.0], 16)
    [0, 4]
    >>> spaced([0.0, 40.0, 80.0], 16)
    [0, 1, 2]
    """
    if not positions:
        return []
    last = len(positions) - 1
    kept = [0]
    for i in range(1, last):
        if abs(positions[i] - positions[kept[-1]]) >= gap and abs(positions[i] - positions[last]) >= gap:
            kept.append(i)
    if last > 0 and abs(positions[last] - positions[kept[-1]]) >= gap:  # else the first alone
        kept.append(last)
    return kept


@dataclass(frozen=True, slots=True)
class Axes:
    """The plot rectangle of a chart and the data ranges it maps: ``x0..x1`` left to right,
    ``y0..y1`` bottom to top."""

    plot: QRectF
    x0: float
    x1: float
    y0: float
    y1: float

    def px(self, x: float) -> float:
        """The pixel column of data ``x``."""
        span = self.x1 - self.x0 or 1.0
        return self.plot.left() + (x - self.x0) / span * self.plot.width()

    def py(self, y: float) -> float:
        """The pixel row of data ``y``."""
        span = self.y1 - self.y0 or 1.0
        return self.plot.bottom() - (y - self.y0) / span * self.plot.height()

    def point(self, x: float, y: float) -> QPointF:
        """The pixel point of data ``(x, y)``."""
        return QPointF(self.px(x), self.py(y))

    def x_at(self, px: float) -> float:
        """The data ``x`` at pixel column ``px``."""
        width = self.plot.width() or 1.0
        return self.x0 + (px - self.plot.left()) / width * (self.x1 - self.x0)


@dataclass(frozen=True, slots=True)
class LegendEntry:
    """One entry of a chart's legend: a ``line``, a ``dashed`` line or a shaded ``band`` of
    ``colour``."""

    text: str
    colour: QColor
    kind: str = "line"


#: The dashes of a ``dashed`` line, in pen widths: a line drawn over another's shows it between
#: them. The pen's cap is flat (:func:`dashed_pen`): a square cap fills the gaps half a width each side.
DASHES = (3.0, 2.5)


def dashed_pen(colour: QColor, width: float) -> QPen:
    """A pen drawing :data:`DASHES` of ``colour``, ``width`` pixels wide."""
    pen = QPen(colour, width)
    pen.setCapStyle(Qt.PenCapStyle.FlatCap)
    pen.setDashPattern(list(DASHES))
    return pen


LEGEND_MARK = 28  #: a legend entry's line or band and the space after it, in pixels
LEGEND_GAP = 20  #: the space between two legend entries, in pixels


def legend_texts(fm: QFontMetrics, legend: Sequence[LegendEntry], room: float) -> list[str]:
    """The texts of ``legend`` as drawn in ``room`` pixels with ``fm``: whole when they fit;
    else the room the marks leave is shared out, a text narrower than its share keeping its
    width and giving the rest to the others, and a wider one cut in its middle ("Maxim…ia W",
    as names are cut elsewhere)."""
    texts = [entry.text for entry in legend]
    left = room - len(texts) * LEGEND_MARK - max(0, len(texts) - 1) * LEGEND_GAP
    widths = [fm.horizontalAdvance(text) for text in texts]
    if sum(widths) <= left:
        return texts
    shares = [0.0] * len(texts)
    for n, k in enumerate(sorted(range(len(texts)), key=widths.__getitem__)):
        shares[k] = min(widths[k], max(0.0, left) / (len(texts) - n))
        left -= shares[k]
    return [
        text if share >= width else fm.elidedText(text, Qt.TextElideMode.ElideMiddle, int(share))
        for text, width, share in zip(texts, widths, shares)
    ]


#: The least height a legend of more than one line may leave the plot, in pixels: below it, the
#: legend keeps one line and cuts its texts.
LEGEND_PLOT_LEAST = 40


def tick_count(height: float, compact: bool = True) -> int:
    """How many ticks up the side of a chart ``height`` pixels high (:func:`draw_axes`): one for
    each 24 px of its plot, 3 to 5, so that each has its label (a low chart labelled its ends
    only, the ticks between too close to label).

    >>> tick_count(120), tick_count(160), tick_count(400)
    (3, 5, 5)
    """
    plot = height - (57 if compact else 87)
    return max(3, min(5, int(plot // 24) + 1))


def legend_rows(
    fm: QFontMetrics, legend: Sequence[LegendEntry], room: float, lines: bool
) -> list[list[tuple[LegendEntry, str]]]:
    """``legend`` as drawn in ``room`` pixels with ``fm``, line by line, each entry with its
    text: one line where the texts fit whole; else, when ``lines`` allows it, an entry a line
    (two long names whole rather than cut); else one line of texts cut (:func:`legend_texts`)."""
    texts = legend_texts(fm, legend, room)
    if not lines or len(legend) < 2 or texts == [entry.text for entry in legend]:
        return [list(zip(legend, texts))]
    return [[(entry, legend_texts(fm, [entry], room)[0])] for entry in legend]


def draw_axes(
    p: QPainter,
    area: QRectF,
    x_range: tuple[float, float],
    y_range: tuple[float, float],
    x_ticks: Sequence[tuple[float, str]],
    y_ticks: Sequence[tuple[float, str]],
    x_title: str,
    y_title: str,
    legend: Sequence[LegendEntry] = (),
    compact: bool = False,
) -> Axes:
    """Draw a chart's ground, grid, tick labels, axis titles and legend (a strip above the
    plot, right-aligned) inside ``area``; the returned :class:`Axes` maps data to the plot
    rectangle left inside. A ``compact`` chart (a low one, beside other panels) has narrower
    margins and its x title at the end of the tick labels' line, not on a line of its own: its
    plot is a line and a half higher, room for more labels up its side."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    ground = QPainterPath()
    ground.addRoundedRect(area.adjusted(0.5, 0.5, -0.5, -0.5), 10, 10)
    p.fillPath(ground, theme.qcolor(theme.NAVY_DARK))
    p.setPen(QPen(theme.qcolor(theme.GOLD_DIM), 1))
    p.drawPath(ground)

    p.setFont(theme.font(theme.SMALL_PX))
    fm = p.fontMetrics()
    label_w = max((fm.horizontalAdvance(text) for _, text in y_ticks), default=0)
    line_h = fm.height()
    left = area.left() + 12 + line_h + 8 + label_w + 8  # y title, gap, labels, gap
    right = area.right() - 22
    if compact:  # labels, the x title at their end
        bottom = area.bottom() - 6 - line_h - 5
    else:  # x title, labels
        bottom = area.bottom() - 10 - line_h - 4 - line_h - 6
    pad = 8 if compact else 14  # above the legend or the plot
    row_h = line_h + 4  # a legend line and the space under it
    spare = bottom - (area.top() + pad + row_h + 4) - LEGEND_PLOT_LEAST  # room for more legend lines
    rows = legend_rows(fm, legend, right - (area.left() + 12), spare >= row_h * (len(legend) - 1))
    top = area.top() + (pad + len(rows) * row_h + 4 if legend else pad)
    plot = QRectF(left, top, max(10.0, right - left), max(10.0, bottom - top))
    axes = Axes(plot, x_range[0], x_range[1], y_range[0], y_range[1])

    grid = QPen(theme.qcolor(theme.NAVY_LIGHT), 1)
    shown_y = [
        (axes.py(value), text) for value, text in y_ticks if plot.top() - 1 <= axes.py(value) <= plot.bottom() + 1
    ]
    labelled = set(spaced([y for y, _ in shown_y], line_h))
    for i, (y, text) in enumerate(shown_y):
        p.setPen(grid)
        p.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
        if i in labelled:
            p.setPen(theme.qcolor(theme.IVORY_DIM))
            p.drawText(
                QRectF(plot.left() - 8 - label_w, y - line_h / 2, label_w, line_h),
                int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter),
                text,
            )
    title_font = theme.font(theme.SMALL_PX, bold=True)
    title_w = QFontMetrics(title_font).horizontalAdvance(x_title)
    end = area.right() - 6 - (title_w + 10 if compact else 0)  # where the labels stop
    last_right = -1e9
    for value, text in x_ticks:
        x = axes.px(value)
        if plot.left() - 1 <= x <= plot.right() + 1:
            p.setPen(grid)
            p.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()))
            w = fm.horizontalAdvance(text)
            # A label never leaves the chart; nor, in a compact one, moves off its tick to
            # make room for the title beside it; nor overlaps the previous one.
            centre = x if compact else min(x, end - w / 2)
            if centre - w / 2 > last_right + 8 and centre + w / 2 <= end + 0.5:
                p.setPen(theme.qcolor(theme.IVORY_DIM))
                p.drawText(
                    QRectF(centre - w / 2 - 2, plot.bottom() + 5, w + 4, line_h),
                    int(Qt.AlignmentFlag.AlignCenter),
                    text,
                )
                last_right = centre + w / 2
    p.setPen(QPen(theme.qcolor(theme.GOLD_DIM), 1.4))
    p.drawLine(plot.bottomLeft(), plot.bottomRight())
    p.drawLine(plot.bottomLeft(), plot.topLeft())

    # The legend, right-aligned above the plot, within the chart.
    for line, row in enumerate(rows if legend else []):
        x = plot.right()
        y = area.top() + pad - 4 + line * row_h
        for entry, text in reversed(row):
            x -= fm.horizontalAdvance(text)
            p.setPen(theme.qcolor(theme.IVORY))
            p.drawText(QPointF(x, y + fm.ascent()), text)
            x -= LEGEND_MARK
            if entry.kind == "band":
                p.fillRect(QRectF(x, y + 2, 22, line_h - 4), entry.colour)
            else:
                p.setPen(dashed_pen(entry.colour, 3) if entry.kind == "dashed" else QPen(entry.colour, 3))
                p.drawLine(QPointF(x, y + line_h / 2), QPointF(x + 22, y + line_h / 2))
            x -= LEGEND_GAP

    p.setFont(title_font)
    p.setPen(theme.qcolor(theme.GOLD))
    if compact:
        p.drawText(
            QRectF(area.right() - 6 - title_w - 2, plot.bottom() + 5, title_w + 4, line_h),
            int(Qt.AlignmentFlag.AlignCenter),
            x_title,
        )
    else:
        p.drawText(
            QRectF(plot.left(), plot.bottom() + 5 + line_h + 2, plot.width(), line_h + 2),
            int(Qt.AlignmentFlag.AlignCenter),
            x_title,
        )
    if p.fontMetrics().horizontalAdvance(y_title) <= plot.height():  # whole, or not at all
        p.translate(area.left() + 12 + line_h / 2, plot.center().y())
        p.rotate(-90)
        p.drawText(
            QRectF(-plot.height() / 2, -line_h / 2, plot.height(), line_h + 2),
            int(Qt.AlignmentFlag.AlignCenter),
            y_title,
        )
    p.restore()
    return axes
