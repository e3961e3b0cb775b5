"""One player's game clock: the 10 s delay as a draining bar and the reserve as digits (R36–R39).

The widget shows what it is told with :meth:`ClockWidget.set_reading` — a seat view's
:meth:`~spectacular_bid.core.SeatView.clock` reading: whether it runs, the delay left (in ms
and as a share of the whole delay) and the reserve; nothing here measures time. A running
clock is unmistakable: a bright gold border, a gold ``▶ RUNNING`` badge and a lit delay bar. A
paused clock is drawn in muted colours with a ``❚❚ PAUSED`` badge. Low reserve turns the digits
amber below 30 s and red below 10 s, where a running clock also pulses.
"""

from __future__ import annotations

import enum

from PySide6.QtCore import QCoreApplication, QRectF, QSize, Qt, QTimer
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from ...app.messages import minutes_seconds
from ...app.phrasing import fill
from ...core import ClockReading
from .. import theme
from ..window_fit import KEEP_IN_VIEW
from .name_label import PaintsName, shrunk_to_fit

LOW_MS = 30_000  #: below this reserve the digits turn amber
CRITICAL_MS = 10_000  #: below this reserve the digits turn red and a running clock pulses
PULSE_MS = 450  #: half a pulse period


class Urgency(enum.Enum):
    """How urgent a reserve looks."""

    NORMAL = "normal"
    LOW = "low"  # amber, below 30 s
    CRITICAL = "critical"  # red (and pulsing while running), below 10 s


def urgency_for(reserve_ms: int) -> Urgency:
    """The warning level of a reserve of ``reserve_ms``.

    >>> urgency_for(30_000), urgency_for(29_999), urgency_for(9_999)
    (<Urgency.NORMAL: 'normal'>, <Urgency.LOW: 'low'>, <Urgency.CRITICAL: 'critical'>)
    """
    if reserve_ms < CRITICAL_MS:
        return Urgency.CRITICAL
    if reserve_ms < LOW_MS:
        return Urgency.LOW
    return Urgency.NORMAL


def format_reserve(ms: int) -> str:
    """A reserve as a player reads it: ``m:ss``, with tenths below 10 s (:func:`format_delay`)
    in the same form, so that "4.5" is never read as four and a half minutes.

    Time is rounded down, so a clock never shows more than is left.

    >>> format_reserve(120_000), format_reserve(10_999), format_reserve(9_540), format_reserve(0)
    ('2:00', '0:10', '0:09.5', '0:00.0')
    """
    ms = max(0, ms)
    if ms < CRITICAL_MS:
        return "0:0" + format_delay(ms)  # below 10 s: one digit of seconds
    return minutes_seconds(ms)


def format_delay(ms: int) -> str:
    """A delay's remaining seconds with tenths, rounded down, with the language's decimal mark
    (a comma in French, as every number the game writes): ``format_delay(7_380) == '7.3'``."""
    tenths = max(0, ms) // 100
    # The same words as the messages' numbers (messages.number_text): one translation of the mark.
    return QCoreApplication.translate("messages", "{whole}.{tenth}").format(whole=tenths // 10, tenth=tenths % 10)


def _in_words(badge: str) -> str:
    """The badge's words without its glyph, as a screen reader should say them: "running"
    for "▶ RUNNING" (the glyph was spelt out, "black right-pointing triangle").

    >>> _in_words("❚❚ EN PAUSE")
    'en pause'
    """
    return badge.lstrip("▶❚ ").lower()


class ClockWidget(PaintsName):
    """One player's clock. Call :meth:`set_player` once and :meth:`set_reading` on every tick."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._name = ""
        self._badge = True  # the running or paused badge beside the name (:meth:`set_badge_shown`)
        self._delay_ms = 0
        self._delay_share = 0.0
        self._reserve_ms = 0
        self._running = False
        self._pulse_on = False
        self._pulse = QTimer(self)
        self._pulse.setInterval(PULSE_MS)
        self._pulse.timeout.connect(self._toggle_pulse)
        # Shorter than its natural height, the card is drawn smaller (see paintEvent).
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        self.setMinimumSize(200, 96)
        self._describe()

    # --- setters ------------------------------------------------------------------------

    def set_player(self, name: str) -> None:
        """Show whose clock this is."""
        self._name = name
        self._describe()
        self.update()

    def set_badge_shown(self, shown: bool) -> None:
        """Show the running or paused badge beside the name, or not: where the screen says
        already whether the clocks run (the handoff), the name takes its room."""
        if shown != self._badge:
            self._badge = shown
            self.update()

    def badge_shown(self) -> bool:
        """Whether the running or paused badge is drawn."""
        return self._badge

    def set_reading(self, reading: ClockReading) -> None:
        """Show the clock: what is left of the delay and of the reserve, and whether it runs."""
        delay_left_ms, reserve_ms, running = max(0, reading.delay_left), max(0, reading.reserve), reading.running
        if (delay_left_ms, reserve_ms, running) == (self._delay_ms, self._reserve_ms, self._running):
            return
        self._delay_ms, self._reserve_ms, self._running = delay_left_ms, reserve_ms, running
        self._delay_share = reading.delay_share
        self.setProperty(KEEP_IN_VIEW, running)  # a window opened meanwhile leaves it in view (R47)
        pulsing = running and urgency_for(reserve_ms) is Urgency.CRITICAL
        if pulsing and not self._pulse.isActive():
            self._pulse_on = True
            self._pulse.start()
        elif not pulsing and self._pulse.isActive():
            self._pulse.stop()
            self._pulse_on = False
        self._describe()
        self.update()

    # --- what is shown (for tests and accessibility) -----------------------------------------

    def player(self) -> str:
        """The player's name."""
        return self._name

    def reserve_text(self) -> str:
        """The reserve's digits as shown."""
        return format_reserve(self._reserve_ms)

    def delay_text(self) -> str:
        """The delay as shown beside its bar."""
        if not self._running:
            return self.tr("10 s delay per decision")
        if self._delay_ms == 0:
            return self.tr("delay used — reserve running")
        return self.tr("delay {s} s").format(s=format_delay(self._delay_ms))

    def status_text(self) -> str:
        """The badge: running or paused."""
        return self.tr("▶ RUNNING") if self._running else self.tr("❚❚ PAUSED")

    def urgency(self) -> Urgency:
        """The warning level of the reserve shown."""
        return urgency_for(self._reserve_ms)

    def is_running(self) -> bool:
        """Whether the clock is shown running."""
        return self._running

    def is_pulsing(self) -> bool:
        """Whether the clock pulses (running, below 10 s of reserve)."""
        return self._pulse.isActive()

    def sizeHint(self) -> QSize:
        """A comfortable size for one clock."""
        return QSize(320, 176)

    # --- painting -----------------------------------------------------------------------

    def _toggle_pulse(self) -> None:
        self._pulse_on = not self._pulse_on
        self.update()

    def _describe(self) -> None:
        self.setAccessibleName(fill(QCoreApplication.translate("ClockWidget", "Clock of {name}"), name=self._name))
        self.setAccessibleDescription(
            QCoreApplication.translate("ClockWidget", "{status}, reserve {reserve}, {delay}").format(
                status=_in_words(self.status_text()), reserve=self.reserve_text(), delay=self.delay_text()
            )
        )

    def _digit_colour(self) -> QColor:
        level = self.urgency()
        if level is Urgency.CRITICAL:
            if self._running and self._pulse_on:
                return theme.qcolor(theme.IVORY)  # on the red ground of the pulse
            return theme.qcolor(theme.RED)
        if level is Urgency.LOW:
            return theme.qcolor(theme.AMBER)
        return theme.qcolor(theme.IVORY if self._running else theme.IVORY_DIM)

    def paintEvent(self, event: QPaintEvent) -> None:
        """Draw the card, the badge, the reserve digits and the delay bar."""
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        # Below its natural height the whole card is drawn smaller, keeping its proportions.
        k = min(1.0, self.height() / self.sizeHint().height())
        p.scale(k, k)
        w, h = self.width() / k, self.height() / k
        running = self._running
        level = self.urgency()
        critical_flash = running and level is Urgency.CRITICAL and self._pulse_on

        # Card and border: bright gold (red when critical) while running, thin grey when paused.
        border_w = 5.0 if running else 2.0
        card = QRectF(border_w / 2, border_w / 2, w - border_w, h - border_w)
        path = QPainterPath()
        path.addRoundedRect(card, 16, 16)
        ground = (
            theme.qcolor(theme.RED_DARK)
            if critical_flash
            else theme.qcolor(theme.NAVY_LIGHT if running else theme.NAVY_DARK)
        )
        p.fillPath(path, ground)
        if running:
            border = theme.qcolor(theme.RED if level is Urgency.CRITICAL else theme.GOLD_BRIGHT)
        else:
            border = theme.qcolor(theme.MUTED, 170)
        p.setPen(QPen(border, border_w))
        p.drawPath(path)

        pad = 16.0
        # Header: name on the left, running / paused badge on the right.
        badge_font = theme.font(theme.SMALL_PX, bold=True)
        p.setFont(badge_font)
        badge_text = self.status_text()
        badge_w = p.fontMetrics().horizontalAdvance(badge_text) + 20.0
        badge = QRectF(w - pad - badge_w, pad - 2, badge_w, 26)
        if self._badge:
            if running:
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(theme.qcolor(theme.GOLD_BRIGHT))
                p.drawRoundedRect(badge, 13, 13)
                p.setPen(theme.qcolor(theme.NAVY_DARK))
            else:
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.setPen(QPen(theme.qcolor(theme.MUTED), 1.5))
                p.drawRoundedRect(badge, 13, 13)
                p.setPen(theme.qcolor(theme.MUTED))
            p.drawText(badge, Qt.AlignmentFlag.AlignCenter, badge_text)

        name_right = badge.left() - 8 if self._badge else w - pad
        name_rect = QRectF(pad, pad - 4, name_right - pad, 32)
        # A long name in smaller type, down to the body's, before it is cut (the handoff at 1024
        # px: "Maximiliana Anastasia W" whole, not "Maximilian…astasia W").
        p.setFont(shrunk_to_fit(self._name, theme.font(theme.LARGE_PX, bold=True), name_rect.width(), theme.BODY_PX))
        p.setPen(theme.qcolor(theme.IVORY if running else theme.IVORY_DIM))
        name = self.paint_name(self._name, p.fontMetrics(), name_rect.width())
        p.drawText(name_rect, int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter), name)

        # Reserve digits, with their caption.
        digits_top = pad + 30
        p.setFont(theme.font(theme.HUGE_PX, bold=True, mono=True))
        p.setPen(self._digit_colour())
        digits_rect = QRectF(pad, digits_top, w - 2 * pad, 64)
        p.drawText(digits_rect, int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter), self.reserve_text())
        digits_w = p.fontMetrics().horizontalAdvance(self.reserve_text())
        p.setFont(theme.font(theme.SMALL_PX))
        p.setPen(theme.qcolor(theme.IVORY_DIM if running else theme.MUTED))
        caption = self.tr("reserve")
        if level is Urgency.LOW:
            caption = self.tr("reserve — low")
        elif level is Urgency.CRITICAL:
            caption = self.tr("reserve — almost out!")
        # Beside the digits, never over them: the plain word, or none, where the room is short
        # (the red pulsing card says "almost out" then).
        room = digits_rect.width() - digits_w - 8
        caption = next(c for c in (caption, self.tr("reserve"), "") if p.fontMetrics().horizontalAdvance(c) <= room)
        p.drawText(
            QRectF(pad, digits_top, w - 2 * pad, 64),
            int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignBottom),
            caption,
        )

        # Delay: a bar that drains over 10 s, with its seconds above it on the left.
        bar_h = 14.0
        bar_top = h - pad - bar_h
        p.setFont(theme.font(theme.SMALL_PX, bold=running))
        p.setPen(theme.qcolor(theme.IVORY if running else theme.MUTED))
        line = QRectF(pad, bar_top - 22, w - 2 * pad, 20)
        delay = p.fontMetrics().elidedText(self.delay_text(), Qt.TextElideMode.ElideRight, int(line.width()))
        p.drawText(line, int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter), delay)
        track = QRectF(pad, bar_top, w - 2 * pad, bar_h)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(theme.qcolor(theme.NAVY_DARK if running else theme.NAVY))
        p.drawRoundedRect(track, bar_h / 2, bar_h / 2)
        fraction = self._delay_share
        if running and fraction > 0:
            fill = QRectF(track.left(), track.top(), max(bar_h, track.width() * fraction), bar_h)
            p.setBrush(theme.qcolor(theme.GOLD_BRIGHT if fraction > 0.3 else theme.AMBER))
            p.drawRoundedRect(fill, bar_h / 2, bar_h / 2)
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(QPen(theme.qcolor(theme.GOLD_DIM if running else theme.MUTED, 200), 1.2))
        p.drawRoundedRect(track, bar_h / 2, bar_h / 2)
        p.end()
