"""A word-wrapped label whose height gives way to longer words but never comes back down while
its width stays: the status line under the table said the hand opened by rank on two lines
and each turn after on one, and the table above it shrank and grew back by a line.

Only in windows at least :data:`STEADY_FROM_PX` high: at 1024×600 the table needs every line,
and a status line kept at two pushed the players' rows out of their strips in the guided game."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QResizeEvent, QShowEvent
from PySide6.QtWidgets import QLabel, QWidget

#: The lowest window in which the label keeps its height, and the guided game's card keeps one
#: height from step to step: below it, at 1024×600, the hands' rows had to give up height to
#: the card's empty lines.
STEADY_FROM_PX = 640


class SteadyLabel(QLabel):
    """A wrapped label at least as high as the highest words it has shown at its width."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self._kept = 0  # the height kept at the width measured last

    def setText(self, text: str) -> None:
        super().setText(text)
        self._keep()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.window().installEventFilter(self)  # lowered below STEADY_FROM_PX: let go at once

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window() and event.type() == QEvent.Type.Resize:
            self._keep()
        return False

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self._kept = 0  # another width: the words wrap anew
            self.setMinimumHeight(0)
        self._keep()

    def _keep(self) -> None:
        """Keep the height the words need now, when it is more than the height kept."""
        width = self.width()
        if width <= 0:
            return
        if self.window().height() < STEADY_FROM_PX:
            if self._kept:
                self._kept = 0
                self.setMinimumHeight(0)
            return
        need = self.heightForWidth(width)
        if need > self._kept:
            self._kept = need
            self.setMinimumHeight(need)
