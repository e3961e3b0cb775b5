"""The charts' frame (:mod:`spectacular_bid.ui.widgets.charts`): a legend of two long names
stays inside its chart.

A grab of the replay at 1280×800 with two 24-letter names showed the first legend entry's
line drawn over the chart's left border, and at 1024×640 half of it outside the chart: the
legend was right-aligned and grew leftwards without a bound.
"""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QFontMetrics, QImage, QPainter
from pytestqt.qtbot import QtBot

from spectacular_bid.ui import theme
from spectacular_bid.ui.widgets.charts import (
    LEGEND_GAP,
    LEGEND_MARK,
    LegendEntry,
    draw_axes,
    legend_rows,
    legend_texts,
)

NAMES = ("Maximilienne-Anastasia W", "Bartholomew-Featherstone")  #: 24 letters each
MARGIN = 40  #: the image's empty band left and right of the chart


def _drawn(width: int, names: tuple[str, str] = NAMES, height: int = 160) -> QImage:
    """A chart ``width`` px wide drawn in the middle of a black image ``MARGIN`` px wider
    each side."""
    image = QImage(width + 2 * MARGIN, height, QImage.Format.Format_RGB32)
    image.fill(QColor("black"))
    p = QPainter(image)
    legend = [LegendEntry(name, QColor(colour)) for name, colour in zip(names, ("#e0b040", "#7cc7ff"))]
    draw_axes(
        p,
        QRectF(MARGIN, 0, width, height),
        (0, 10),
        (0, 1),
        [(0, "1"), (10, "11")],
        [(0, "0"), (1, "1")],
        "x",
        "y",
        legend,
    )
    p.end()
    return image


def _inked_columns(image: QImage) -> list[int]:
    """The columns of ``image`` with anything drawn in them."""
    return [
        x for x in range(image.width()) if any(image.pixelColor(x, y) != QColor("black") for y in range(image.height()))
    ]


@pytest.mark.parametrize("width", [300, 440, 460, 700])
def test_a_legend_of_two_long_names_stays_inside_its_chart(qtbot: QtBot, width: int) -> None:
    inked = _inked_columns(_drawn(width))
    assert min(inked) >= MARGIN and max(inked) < MARGIN + width, (min(inked), max(inked))


def test_a_legend_is_cut_only_as_much_as_its_room_needs(qtbot: QtBot) -> None:
    """Whole where they fit; cut in the middle, and fitting, where they do not; a short name
    beside a long one keeps its width."""
    metrics = QFontMetrics(theme.font(theme.SMALL_PX))
    legend = [LegendEntry(name, QColor("white")) for name in NAMES]
    marks = 2 * LEGEND_MARK + LEGEND_GAP
    whole = sum(metrics.horizontalAdvance(name) for name in NAMES) + marks
    assert legend_texts(metrics, legend, whole) == list(NAMES)
    cut = legend_texts(metrics, legend, whole - 40)
    assert all("…" in text for text in cut) and sum(map(metrics.horizontalAdvance, cut)) + marks <= whole - 40
    short = [LegendEntry("Ben", QColor("white")), legend[0]]
    room = metrics.horizontalAdvance("Ben") + metrics.horizontalAdvance(NAMES[0]) // 2 + marks
    texts = legend_texts(metrics, short, room)
    assert texts[0] == "Ben" and "…" in texts[1]
    assert sum(map(metrics.horizontalAdvance, texts)) + marks <= room


def test_a_legend_of_two_long_names_takes_two_lines_where_the_chart_has_the_height(qtbot: QtBot) -> None:
    """The replay's reserve chart at 1280×800 read "Maximilian…astasia Wu" and "Bartholome…zgerald
    Xi" with height to spare: one entry a line then, both names whole; a low chart keeps one
    line, cut, and its plot."""
    metrics = QFontMetrics(theme.font(theme.SMALL_PX))
    legend = [LegendEntry(name, QColor("white")) for name in NAMES]
    room = metrics.horizontalAdvance(NAMES[0]) + LEGEND_MARK + 10
    assert [[text for _, text in row] for row in legend_rows(metrics, legend, room, True)] == [[NAMES[0]], [NAMES[1]]]
    low = legend_rows(metrics, legend, room, False)
    assert len(low) == 1 and all("…" in text for _, text in low[0])
    wide = legend_rows(metrics, legend, 10_000, True)
    assert [[text for _, text in row] for row in wide] == [list(NAMES)]

    def plot_top(height: int, names: tuple[str, str]) -> float:
        image = QImage(400, height, QImage.Format.Format_RGB32)
        p = QPainter(image)
        entries = [LegendEntry(name, QColor("white")) for name in names]
        axes = draw_axes(p, QRectF(0, 0, 400, height), (0, 1), (0, 1), [], [], "x", "y", entries)
        p.end()
        return axes.plot.top()

    assert plot_top(220, NAMES) > plot_top(220, ("Ana", "Ben"))  # a second line of legend
    assert plot_top(110, NAMES) == plot_top(110, ("Ana", "Ben"))  # too low for it


def test_a_short_axis_keeps_its_first_and_last_labels() -> None:
    """A play-test read a reserve chart labelled 1:30 and 0:00 only, though every reserve
    starts at 2:00: labels too close were dropped from the top. The ends of the axis keep
    theirs; those between give way."""
    from spectacular_bid.ui.widgets.charts import spaced

    assert spaced([100.0, 80.0, 60.0, 40.0, 30.0], 16) == [0, 1, 2, 4]  # 40 is 10 from the top's 30
    assert spaced([100.0, 92.5, 85.0, 77.5, 70.0], 16) == [0, 4]
    assert spaced([0.0, 40.0, 80.0], 16) == [0, 1, 2]
    assert spaced([5.0], 16) == [0] and spaced([], 16) == []


@pytest.mark.parametrize(
    ("low", "high"), [(1e308, 1e308), (-1e308, 1e308), (5.0, 5.0), (1e300, 1e300 + 1), (-0.0, 0.0)]
)
def test_ticks_are_found_for_any_finite_range(low: float, high: float) -> None:
    """A hostile-input probe: ratings of ±1e308 written into the games file made the profile's
    chart raise "math domain error" in every paint (a span of 0 once 1 was added to 1e308, or
    one too wide for a float)."""
    from spectacular_bid.ui.widgets.charts import nice_ticks

    ticks = nice_ticks(low, high)
    assert ticks and all(isinstance(t, float) for t in ticks) and len(ticks) <= 12


def test_the_rating_chart_paints_whatever_ratings_it_is_given(qtbot: QtBot) -> None:
    """The profile's chart given ratings no game gives (the store now leaves them out) still
    paints without raising: a paint that raised left its painter open, and the program died."""
    from spectacular_bid.ui.dialogs.profile_dialog import RatingChart

    chart = RatingChart()
    qtbot.addWidget(chart)
    chart.resize(400, 200)
    for history in (
        [("2026-12-01T10:00:00Z", 1e308, 350.0), ("2026-12-02T10:00:00Z", -1e308, 1e308)],
        [("2026-12-01T10:00:00Z", 1500.0, 0.0)],
    ):
        chart.set_history(history)
        assert not chart.grab().isNull()
