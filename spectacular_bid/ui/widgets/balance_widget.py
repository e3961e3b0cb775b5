"""A player's balance, as points and as chips of 5 (R1–R3).

The widget paints the points in large digits and the chips as stacks of ten — 50 points a
stack, stacks alternately gold and red so they count at a glance. It computes nothing but the
number of chips to draw (points ÷ 5, R3).
"""

from __future__ import annotations

import math

from PySide6.QtCore import QCoreApplication, QRectF, QSize, Qt
from PySide6.QtGui import QPainter, QPainterPath, QPaintEvent, QPen, QPixmap
from PySide6.QtWidgets import QSizePolicy, QWidget

from ...app.phrasing import fill
from .. import theme
from .name_label import PaintsName

CHIP_POINTS = 5  #: points per chip (R1)
STACK = 10  #: chips per drawn stack
CHIP_W, CHIP_H, CHIP_STEP = 36.0, 13.0, 4.0
STACK_GAP = 8.0
SMALLEST_CAPTION_PX = 11  #: the smallest the chips caption is drawn on the screen, in pixels


def chip_stacks(points: int) -> list[int]:
    """The chips of ``points`` as stacks of ten, the last one possibly shorter.

    >>> chip_stacks(150), chip_stacks(35), chip_stacks(0)
    ([10, 10, 10], [7], [])
    """
    chips = max(0, points) // CHIP_POINTS
    stacks = [STACK] * (chips // STACK)
    if chips % STACK:
        stacks.append(chips % STACK)
    return stacks


class BalanceWidget(PaintsName):
    """One player's balance: :meth:`set_points` on every change."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._name = ""
        self._name_shown = True
        self._points = 0
        # Shorter than its natural height, the card is drawn smaller (see paintEvent).
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        self.setMinimumSize(200, 88)
        self._describe()

    def set_player(self, name: str) -> None:
        """Show whose balance this is (optional)."""
        self._name = name
        self._describe()
        self.update()

    def set_name_shown(self, shown: bool) -> None:
        """Paint the name on the card, or not: where the card stands under another that names
        the same player (the handoff's columns), the name would only be cut shorter there. Its
        accessible name names the player either way."""
        if shown != self._name_shown:
            self._name_shown = shown
            self.update()

    def set_points(self, points: int) -> None:
        """Show a balance of ``points``."""
        self._points = max(0, points)
        self._describe()
        self.update()

    # --- what is shown ------------------------------------------------------------------------

    def points(self) -> int:
        """The balance shown."""
        return self._points

    def chips(self) -> int:
        """How many chips of 5 are drawn."""
        return self._points // CHIP_POINTS

    def points_text(self) -> str:
        """The points line."""
        return self.tr("{n} points").format(n=self._points)

    def chips_text(self) -> str:
        """The chips caption."""
        n = self.chips()
        return self.tr("1 chip of 5") if n == 1 else self.tr("{n} chips of 5").format(n=n)

    def sizeHint(self) -> QSize:
        """Room for six stacks of chips (300 points)."""
        return QSize(340, 156)

    def _describe(self) -> None:
        name = fill(QCoreApplication.translate("BalanceWidget", "Balance of {name}"), name=self._name)
        self.setAccessibleName(name)
        self.setAccessibleDescription(", ".join(t for t in (self.points_text(), self.chips_text()) if t))

    # --- painting -----------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:
        """Draw the card from a picture kept until the balance, name or size change: the
        chips are many small shapes, and the handoff must paint fast."""
        dpr = self.devicePixelRatioF()
        key = (self._points, self._name, self._name_shown, self._whole_only, self.width(), self.height(), dpr)
        if key != getattr(self, "_cache_key", None):
            picture = QPixmap(int(self.width() * dpr), int(self.height() * dpr))
            picture.setDevicePixelRatio(dpr)
            picture.fill(Qt.GlobalColor.transparent)
            painter = QPainter(picture)
            self._paint(painter)
            painter.end()
            self._cache = picture
            self._cache_key = key
        p = QPainter(self)
        p.drawPixmap(0, 0, self._cache)
        p.end()

    def scale(self) -> float:
        """How much smaller than its natural size the card is drawn (1: not at all): below its
        natural height the whole card is drawn smaller, keeping its proportions."""
        return min(1.0, self.height() / self.sizeHint().height())

    def caption_px(self) -> int:
        """The chips caption's letters ("29 chips of 5") in the card's own scale: never drawn
        smaller than :data:`SMALLEST_CAPTION_PX` on the screen, however small the card (at
        96 px high they were 8.6 px, too small to read)."""
        return max(theme.SMALL_PX, math.ceil(SMALLEST_CAPTION_PX / self.scale()))

    def _paint(self, p: QPainter) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        k = self.scale()
        p.scale(k, k)
        w, h = self.width() / k, self.height() / k
        card = QRectF(1, 1, w - 2, h - 2)
        path = QPainterPath()
        path.addRoundedRect(card, 14, 14)
        p.fillPath(path, theme.qcolor(theme.NAVY))
        p.setPen(QPen(theme.qcolor(theme.GOLD_DIM), 2))
        p.drawPath(path)

        pad = 14.0
        # Header: name left, points right.
        p.setFont(theme.font(theme.LARGE_PX + 6, bold=True, mono=True))
        p.setPen(theme.qcolor(theme.GOLD))
        digits = str(self._points)
        fm = p.fontMetrics()
        digits_w = fm.horizontalAdvance(digits)
        p.setFont(theme.font(theme.SMALL_PX))  # beside the digits, which say what it is; the name keeps its room
        unit = self.tr("points")
        unit_w = p.fontMetrics().horizontalAdvance(unit)
        right = w - pad
        p.setPen(theme.qcolor(theme.IVORY_DIM))
        p.drawText(QRectF(right - unit_w, pad, unit_w, 34), int(Qt.AlignmentFlag.AlignBottom), unit)
        p.setFont(theme.font(theme.LARGE_PX + 6, bold=True, mono=True))
        p.setPen(theme.qcolor(theme.GOLD))
        p.drawText(
            QRectF(right - unit_w - 6 - digits_w, pad - 2, digits_w, 36),
            int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignBottom),
            digits,
        )
        if self._name and self._name_shown:
            p.setFont(theme.font(theme.LARGE_PX, bold=True))
            p.setPen(theme.qcolor(theme.IVORY))
            name_w = right - unit_w - digits_w - 2 * pad - 12
            name = self.paint_name(self._name, p.fontMetrics(), max(0.0, name_w))
            p.drawText(
                QRectF(pad, pad, name_w, 34), int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom), name
            )

        # Bottom line: the chips caption.
        line_h = 30.0
        line_top = h - pad + 2 - line_h
        p.setFont(theme.font(self.caption_px()))
        p.setPen(theme.qcolor(theme.IVORY_DIM))
        caption = self.chips_text()
        caption_w = p.fontMetrics().horizontalAdvance(caption)
        p.drawText(
            QRectF(pad, line_top, caption_w + 4, line_h),
            int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
            caption,
        )

        # Chips: stacks of ten standing on a baseline above the bottom line, alternately gold and red.
        base = line_top - 4
        x = pad
        for i, count in enumerate(chip_stacks(self._points)):
            face = theme.CHIP_GOLD if i % 2 == 0 else theme.CHIP_RED
            stripe = theme.CHIP_RED if i % 2 == 0 else theme.IVORY
            for j in range(count):
                top = base - CHIP_H - 2 - j * CHIP_STEP
                self._paint_chip(p, QRectF(x, top, CHIP_W, CHIP_H), face, stripe)
            x += CHIP_W + STACK_GAP

    @staticmethod
    def _paint_chip(p: QPainter, rect: QRectF, face: str, stripe: str) -> None:
        """One chip seen from the side: a flat ellipse with a darker rim and edge stripes."""
        p.setPen(QPen(theme.qcolor(theme.NAVY_DARK), 1.2))
        p.setBrush(theme.qcolor(face).darker(125))
        p.drawEllipse(rect.adjusted(0, 2, 0, 2))
        p.setBrush(theme.qcolor(face))
        p.drawEllipse(rect)
        p.setPen(QPen(theme.qcolor(stripe), 2.2))
        cx = rect.center().x()
        for dx in (-12.0, 0.0, 12.0):
            p.drawLine(int(cx + dx - 2), int(rect.center().y() + 2), int(cx + dx + 2), int(rect.center().y() + 2))


def chip_pixmap(dpr: float = 1.0) -> QPixmap:
    """A little stack of three chips, as a balance draws them: what moves from one balance to
    the other when points change hands."""
    w, h = int(CHIP_W + 4), int(CHIP_H + 2 * CHIP_STEP + 6)
    picture = QPixmap(int(w * dpr), int(h * dpr))
    picture.setDevicePixelRatio(dpr)
    picture.fill(Qt.GlobalColor.transparent)
    p = QPainter(picture)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    for j, (face, stripe) in enumerate(
        ((theme.CHIP_GOLD, theme.CHIP_RED), (theme.CHIP_RED, theme.IVORY), (theme.CHIP_GOLD, theme.CHIP_RED))
    ):
        BalanceWidget._paint_chip(p, QRectF(2, h - CHIP_H - 4 - j * CHIP_STEP, CHIP_W, CHIP_H), face, stripe)
    p.end()
    return picture
