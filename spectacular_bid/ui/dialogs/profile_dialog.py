"""A player's profile: rating with its uncertainty, results by reason, and the rating over time.

:class:`ProfileDialog` reads a player's :class:`~spectacular_bid.app.archive.Profile` from the
saved games and only puts it into words and a picture. The rating is shown with its 95 % interval
(rating ± 2 deviations, R46); a player with no rated game shows the start values and says so.
:class:`RatingChart` draws the rating after each rated game as a gold line over a shaded
± 2 RD band, with QPainter only.

The chart helpers live in :mod:`.charts` and the dialogs' style sheet in :mod:`.dialog_style`;
:func:`local_date` is shared with the history dialog.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from datetime import datetime

from PySide6.QtCore import QCoreApplication, QDate, QDateTime, QLocale, QPointF, QRectF, QSize, Qt, QTime
from PySide6.QtGui import QPainter, QPaintEvent, QPen, QPolygonF
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ...app.archive import Profile, Storage
from ...app.glicko2 import START_DEVIATION, START_RATING, Rating
from ...app.phrasing import fill
from ...app.practice import LEVELS, level_name
from .. import theme
from ..i18n import counted
from ..widgets.charts import LegendEntry, draw_axes, nice_ticks
from ..widgets.name_label import NameLabel
from ..window_fit import fit_to_screen
from .dialog_style import dialog_style_sheet

__all__ = ["ProfileDialog", "RatingChart", "dialog_style_sheet", "local_date", "rating_numbers"]

REASONS = ("points", "time", "resign")  #: how a game is won or lost (R5, R37, R45)


def _translated(text: str) -> str:
    return QCoreApplication.translate("messages", text)


def local_date(iso: str | None, with_time: bool = True) -> str:
    """A stored UTC time (``2026-12-02T09:00:00Z``) in local time, readable in the interface
    language (the default locale, set with it): ``"2 Dec 2026, 10:00"``, ``"2 déc. 2026,
    10:00"``; the text itself when it does not read as a time, or when local time would fall
    outside the years 1–9999 (``9999-12-31T23:59:59-14:00``)."""
    if not iso:
        return ""
    try:
        when = datetime.fromisoformat(iso.replace("Z", "+00:00"))
        if when.tzinfo is not None:
            when = when.astimezone()
    except (ValueError, OverflowError):
        return iso
    moment = QDateTime(QDate(when.year, when.month, when.day), QTime(when.hour, when.minute))
    return QLocale().toString(moment, "d MMM yyyy, HH:mm" if with_time else "d MMM yyyy")


# --- The rating chart ------------------------------------------------------------------------


class RatingChart(QWidget):
    """The rating after each rated game (a gold line) with its ± 2 RD band shaded behind it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._history: tuple[tuple[str, float, float], ...] = ()
        self.setMinimumSize(320, 140)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setAccessibleName(self.tr("Rating over time"))

    def set_history(self, history: Sequence[tuple[str, float, float]]) -> None:
        """Show ``history``: ``(ended_at, rating, deviation)`` after each rated game, oldest first."""
        self._history = tuple(history)
        if self._history:
            first, last = self._history[0], self._history[-1]
            self.setAccessibleDescription(
                counted(len(self._history), self.tr("{n} rated game"), self.tr("{n} rated games"))
                + self.tr(", from {a:.0f} to {b:.0f}").format(a=first[1], b=last[1])
            )
        else:
            self.setAccessibleDescription(self.tr("No rated game yet"))
        self.update()

    def points(self) -> list[tuple[int, float, float]]:
        """What is drawn: ``(game number, rating, deviation)``, the first rated game being 1."""
        return [(i + 1, r, d) for i, (_, r, d) in enumerate(self._history)]

    def sizeHint(self) -> QSize:
        """A wide chart."""
        return QSize(640, 300)

    def paintEvent(self, event: QPaintEvent) -> None:
        """Draw the axes, the band, the line and its points."""
        with QPainter(self) as p:  # ended even when a paint raises (a painter left open kills the program)
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            area = QRectF(0, 0, self.width(), self.height())
            data = self.points()
            if data:
                low = min(r - 2 * d for _, r, d in data)
                high = max(r + 2 * d for _, r, d in data)
            else:
                low, high = START_RATING - 2 * START_DEVIATION, START_RATING + 2 * START_DEVIATION
            y_values = nice_ticks(low, high, 6)
            n = len(data)
            x_step = max(1, math.ceil(n / 12))
            x_values = [float(k) for k in range(1, n + 1) if (k - 1) % x_step == 0 or k == n]
            axes = draw_axes(
                p,
                area,
                (0.5, n + 0.5) if n else (0.5, 1.5),
                (y_values[0], y_values[-1]),
                [(x, f"{x:.0f}") for x in x_values],
                [(y, f"{y:.0f}") for y in y_values],
                self.tr("rated games"),
                self.tr("rating"),
                [
                    LegendEntry(self.tr("rating after each game"), theme.qcolor(theme.GOLD_BRIGHT)),
                    LegendEntry(self.tr("95% range (± 2 RD)"), theme.qcolor(theme.GOLD, 60), "band"),
                ]
                if data
                else (),
            )
            plot = axes.plot
            if not data:
                p.setFont(theme.font(theme.BODY_PX))
                p.setPen(theme.qcolor(theme.IVORY_DIM))
                p.drawText(plot, int(Qt.AlignmentFlag.AlignCenter), self.tr("No rated game yet"))
                return
            p.setClipRect(plot.adjusted(-6, -6, 6, 6))
            # The band: rating + 2 RD left to right, then rating − 2 RD back.
            band = QPolygonF()
            for x, r, d in data:
                band.append(axes.point(x, r + 2 * d))
            for x, r, d in reversed(data):
                band.append(axes.point(x, r - 2 * d))
            if n == 1:  # a lone game: a short bar of the band's width
                x, r, d = data[0]
                w = plot.width() * 0.08
                band = QPolygonF(
                    [
                        QPointF(axes.px(x) - w, axes.py(r + 2 * d)),
                        QPointF(axes.px(x) + w, axes.py(r + 2 * d)),
                        QPointF(axes.px(x) + w, axes.py(r - 2 * d)),
                        QPointF(axes.px(x) - w, axes.py(r - 2 * d)),
                    ]
                )
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(theme.qcolor(theme.GOLD, 60))
            p.drawPolygon(band)
            p.setPen(QPen(theme.qcolor(theme.GOLD, 110), 1, Qt.PenStyle.DashLine))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawPolyline(QPolygonF([axes.point(x, r + 2 * d) for x, r, d in data]))
            p.drawPolyline(QPolygonF([axes.point(x, r - 2 * d) for x, r, d in data]))
            p.setPen(QPen(theme.qcolor(theme.GOLD_BRIGHT), 2.6))
            p.drawPolyline(QPolygonF([axes.point(x, r) for x, r, _ in data]))
            p.setPen(QPen(theme.qcolor(theme.NAVY_DARK), 1.5))
            p.setBrush(theme.qcolor(theme.GOLD_BRIGHT))
            radius = 4.5 if n <= 40 else 2.5
            for x, r, _ in data:
                p.drawEllipse(axes.point(x, r), radius, radius)
            p.setClipping(False)


# --- The dialog ------------------------------------------------------------------------------


def rating_numbers(rating: Rating) -> tuple[int, int, int, int]:
    """A rating as shown: ``(rating, 2 × RD, low, high)`` in whole points, the range being the
    shown rating less and plus the shown spread, so that the numbers add up as printed.

    >>> rating_numbers(Rating(1642.4, 84.2))
    (1642, 168, 1474, 1810)
    """
    shown, spread = round(rating.rating), round(2 * rating.deviation)
    return shown, spread, shown - spread, shown + spread


class ProfileDialog(QDialog):
    """One player's profile page (read-only). :attr:`profile` holds what it shows."""

    def __init__(self, storage: Storage, name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        theme.ensure_applied()
        self.setStyleSheet(dialog_style_sheet())
        self.profile: Profile = storage.profile(name)
        self.setWindowTitle(fill(self.tr("Profile of {name}"), name=name))
        self.setAccessibleName(self.windowTitle())

        self.title = NameLabel(name)
        theme.set_role(self.title, "title")

        # The rating card: the number, its ± 2 RD and the range it stands for.
        rating_card = QFrame()
        theme.set_role(rating_card, "card")
        self.rating_label = QLabel()
        theme.set_role(self.rating_label, "big")
        self.spread_label = QLabel()
        theme.set_role(self.spread_label, "subtitle")
        self.range_label = QLabel()
        theme.set_role(self.range_label, "muted")
        self.range_label.setWordWrap(True)
        self.status_label = QLabel()
        theme.set_role(self.status_label, "gold")
        self.status_label.setWordWrap(True)
        numbers = QHBoxLayout()
        numbers.setSpacing(14)
        numbers.addWidget(self.rating_label, 0, Qt.AlignmentFlag.AlignBottom)
        numbers.addWidget(self.spread_label, 0, Qt.AlignmentFlag.AlignBottom)
        numbers.addStretch(1)
        caption = QLabel(self.tr("Rating (Glicko-2)"))
        theme.set_role(caption, "muted")
        card = QVBoxLayout(rating_card)
        card.setContentsMargins(16, 12, 16, 12)
        card.setSpacing(4)
        card.addWidget(caption)
        card.addLayout(numbers)
        card.addWidget(self.range_label)
        card.addWidget(self.status_label)

        # The results card: games, wins and losses by reason, voids.
        results_card = QFrame()
        theme.set_role(results_card, "card")
        grid = QGridLayout(results_card)
        grid.setContentsMargins(16, 12, 16, 12)
        grid.setHorizontalSpacing(12)
        grid.setVerticalSpacing(6)
        self.games_label = QLabel()
        theme.set_role(self.games_label, "subtitle")
        grid.addWidget(self.games_label, 0, 0, 1, 5)
        heads = (self.tr("on points"), self.tr("on time"), self.tr("by resignation"), self.tr("total"))
        for col, text in enumerate(heads, start=1):
            head = QLabel(text)
            theme.set_role(head, "muted")
            head.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            head.setWordWrap(True)  # "par abandon" on two lines rather than a dialog too wide
            grid.addWidget(head, 1, col)
        self.win_labels: dict[str, QLabel] = {}
        self.loss_labels: dict[str, QLabel] = {}
        for row, (text, store) in enumerate(
            ((self.tr("Wins"), self.win_labels), (self.tr("Losses"), self.loss_labels))
        ):
            label = QLabel(text)
            theme.set_role(label, "gold")
            grid.addWidget(label, row + 2, 0)
            for col, reason in enumerate((*REASONS, "total"), start=1):
                cell = QLabel()
                cell.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                if reason == "total":
                    cell.setStyleSheet("font-weight: bold;")
                store[reason] = cell
                grid.addWidget(cell, row + 2, col)
        self.voids_label = QLabel()
        theme.set_role(self.voids_label, "muted")
        self.voids_label.setWordWrap(True)
        grid.addWidget(self.voids_label, 4, 0, 1, 5)
        self.practice_label = QLabel()  # games against the computer: by level, never rated
        theme.set_role(self.practice_label, "muted")
        self.practice_label.setWordWrap(True)
        grid.addWidget(self.practice_label, 5, 0, 1, 5)
        grid.setColumnStretch(0, 1)

        chart_title = QLabel(self.tr("Rating over time"))
        theme.set_role(chart_title, "gold")
        self.chart = RatingChart()

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.close_button = buttons.button(QDialogButtonBox.StandardButton.Close)
        self.close_button.setText(self.tr("Close"))
        theme.set_role(self.close_button, "secondary")
        buttons.rejected.connect(self.reject)

        top = QHBoxLayout()
        top.setSpacing(10)
        top.addWidget(rating_card, 1)
        top.addWidget(results_card, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(16, 14, 16, 14)
        layout.setSpacing(10)
        layout.addWidget(self.title)
        layout.addLayout(top)
        layout.addWidget(chart_title)
        layout.addWidget(self.chart, 1)
        layout.addWidget(buttons)
        self._fill()
        fit_to_screen(self, (900, 740), anchor=parent)

    def _fill(self) -> None:
        prof = self.profile
        rating, spread, low, high = rating_numbers(prof.rating)
        rated = len(prof.history)
        self.rating_label.setText(f"{rating}")
        self.spread_label.setText(self.tr("± {spread}").format(spread=spread))
        self.range_label.setText(
            self.tr("95% range {low}–{high} · RD {rd}").format(low=low, high=high, rd=round(prof.rating.deviation))
        )
        self.range_label.setToolTip(
            self.tr("The rating is within 2 rating deviations (RD) of the true strength 95 times out of 100.")
        )
        theme.set_role(self.status_label, "gold" if not rated else "muted")
        if not rated:
            self.status_label.setText(self.tr("No rated game yet: this is the start rating."))
        elif prof.rating.provisional:
            self.status_label.setText(
                counted(
                    rated,
                    self.tr("Provisional after {n} rated game: the range will narrow with more games."),
                    self.tr("Provisional after {n} rated games: the range will narrow with more games."),
                )
            )
        else:
            self.status_label.setText(
                counted(
                    rated, self.tr("Established after {n} rated game."), self.tr("Established after {n} rated games.")
                )
            )
        self.games_label.setText(
            counted(prof.games, self.tr("{n} game against a person"), self.tr("{n} games against people"))
        )
        for counts, labels in ((prof.wins, self.win_labels), (prof.losses, self.loss_labels)):
            for reason in REASONS:
                labels[reason].setText(str(counts.get(reason, 0)))
            labels["total"].setText(str(sum(counts.values())))
        if prof.voids:
            self.voids_label.setText(self.tr("Void games: {n} (no winner, no rating change)").format(n=prof.voids))
        else:
            self.voids_label.setText(self.tr("Void games: 0"))
        levels = []
        for level in (*LEVELS, *sorted(set(prof.practice) - set(LEVELS))):
            if level in prof.practice:
                _, won, lost = prof.practice[level]
                name = level_name(level, _translated)
                levels.append(self.tr("{level}: {won} won, {lost} lost").format(level=name, won=won, lost=lost))
        self.practice_label.setText(
            self.tr("Practice against the computer (not rated) · {levels}").format(levels=" · ".join(levels))
        )
        self.practice_label.setVisible(bool(levels))
        self.chart.set_history(prof.history)

    def rating_text(self) -> str:
        """The rating as one line: ``"1642 ± 168"``."""
        return f"{self.rating_label.text()} {self.spread_label.text()}"

    def counts(self) -> dict[str, dict[str, int]]:
        """The wins and losses shown, by reason (``points``, ``time``, ``resign``, ``total``)."""
        return {
            "wins": {k: int(v.text()) for k, v in self.win_labels.items()},
            "losses": {k: int(v.text()) for k, v in self.loss_labels.items()},
        }
