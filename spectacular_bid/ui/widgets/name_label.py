"""A player's name, shortened one way everywhere: cut at the room it has, ending in "…", the
whole name in its tooltip and its accessible name.

A name may have 24 characters ("Maximilienne-Anastasia W"); a label, a title or a button that
has no room for all of it shows :func:`elided` instead. :class:`NameLabel` does it as the label
resizes: it asks for no more width than its minimum, so a long name never widens a window.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QFontMetrics, QResizeEvent
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget

#: The narrowest a name label gets: room for about six letters and the "…".
MIN_WIDTH = 60


def elided(name: str, metrics: QFontMetrics, width: int) -> str:
    """``name`` as it fits in ``width`` pixels of ``metrics``' font: whole, or cut with "…"."""
    return metrics.elidedText(name, Qt.TextElideMode.ElideRight, max(0, width))


class NameLabel(QLabel):
    """A label showing a name, elided to its width (see the module's docstring). :meth:`name`
    is the whole name; :meth:`text` what is shown."""

    def __init__(self, name: str = "", parent: QWidget | None = None, *, min_width: int = MIN_WIDTH) -> None:
        super().__init__(parent)
        self._name = ""
        self._min_width = min_width
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        self.set_name(name)

    def name(self) -> str:
        """The whole name."""
        return self._name

    def set_name(self, name: str) -> None:
        """Show ``name``, shortened to the label's width if need be."""
        self._name = name
        self.setAccessibleName(name)
        self._elide()
        self.updateGeometry()

    def sizeHint(self) -> QSize:
        """The whole name's size: the label takes it when there is room."""
        hint = super().sizeHint()
        margins = self.contentsMargins()
        whole = self.fontMetrics().horizontalAdvance(self._name) + margins.left() + margins.right() + 2
        return QSize(max(whole, self._min_width), hint.height())

    def minimumSizeHint(self) -> QSize:
        """Narrow: the name gives way rather than widen its window."""
        return QSize(self._min_width, super().minimumSizeHint().height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._elide()

    def _elide(self) -> None:
        margins = self.contentsMargins()
        room = self.width() - margins.left() - margins.right() - 2
        shown = elided(self._name, self.fontMetrics(), room) if self.isVisible() or self.width() > 0 else self._name
        if shown != self.text():
            super().setText(shown)
        self.setToolTip(self._name if shown != self._name else "")
