"""A fade over one edge of a scroll area while more of it lies beyond that edge: a line cut by
the edge reads as "more this way", not as a line cut in half (the count's account fades at its
foot, the events beside the table, scrolled to the newest, at their top)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QColor, QLinearGradient, QPainter, QPaintEvent
from PySide6.QtWidgets import QScrollArea, QWidget


class ScrollFade(QWidget):
    """The fade, in ``ground``'s colour, over the foot of ``area`` (or its top, with ``top``).
    It lets clicks and the wheel through, and hides once the area is scrolled to that edge."""

    HEIGHT = 28

    def __init__(self, area: QScrollArea, ground: str, *, top: bool = False) -> None:
        super().__init__(area.viewport())
        self._area = area
        self._ground = ground
        self._top = top
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        bar = area.verticalScrollBar()
        bar.valueChanged.connect(self.follow)
        bar.rangeChanged.connect(self.follow)
        area.viewport().installEventFilter(self)
        self.follow()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize:
            self.follow()
        return False

    def follow(self) -> None:
        """Stand at the area's edge, shown only while it can scroll further that way."""
        view = self._area.viewport()
        self.setGeometry(0, 0 if self._top else view.height() - self.HEIGHT, view.width(), self.HEIGHT)
        bar = self._area.verticalScrollBar()
        self.setVisible(bar.value() > bar.minimum() if self._top else bar.value() < bar.maximum())
        self.raise_()

    def paintEvent(self, event: QPaintEvent) -> None:
        ground = QColor(self._ground)
        fade = QLinearGradient(0, 0, 0, self.height())
        ground.setAlpha(0)
        fade.setColorAt(1.0 if self._top else 0.0, ground)
        ground.setAlpha(235)
        fade.setColorAt(0.0 if self._top else 1.0, ground)
        QPainter(self).fillRect(self.rect(), fade)
