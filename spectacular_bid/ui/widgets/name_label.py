"""A player's name, shortened one way everywhere: cut in its middle to the room it has
("Maximi…asia W", so that two names that begin alike stay apart), the whole name in its
tooltip and its accessible name; every place of one name in a window cut to the same length.

A name may have 24 characters ("Maximilienne-Anastasia W"); a label, a title or a button that
has no room for all of it shows :func:`elided` instead. :class:`NameLabel` does it as the label
resizes: it asks for no more width than its minimum, so a long name never widens a window.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QFontMetrics, QResizeEvent, QShowEvent
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget

#: The narrowest a name label gets: room for about six letters and the "…".
MIN_WIDTH = 60


def elided(name: str, metrics: QFontMetrics, width: int) -> str:
    """``name`` as it fits in ``width`` pixels of ``metrics``' font: whole, or cut in its
    middle with "…"."""
    return metrics.elidedText(name, Qt.TextElideMode.ElideMiddle, max(0, width))


class NameLabel(QLabel):
    """A label showing a name, elided to its width (see the module's docstring). :meth:`name`
    is the whole name; :meth:`text` what is shown."""

    def __init__(self, name: str = "", parent: QWidget | None = None, *, min_width: int = MIN_WIDTH) -> None:
        super().__init__(parent)
        self._name = ""
        self._fits = 0  # how many of the name's characters the label has room for
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

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._elide()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._elide()

    def _elide(self) -> None:
        """Shorten the name to this label's room, as every place of the same name in its window
        is shortened (:func:`cut_together`)."""
        margins = self.contentsMargins()
        room = self.width() - margins.left() - margins.right() - 2
        if not (self.isVisible() or self.width() > 0):
            room = 1 << 20
        self._show(cut_together(self, self._name, fits(self._name, self.fontMetrics(), room)))

    def _show(self, count: int) -> None:
        shown = cut(self._name, count)
        if shown != self.text():
            super().setText(shown)
        self.setToolTip(self._name if shown != self._name else "")


_NAME, _FITS = "shownName", "nameFits"  #: the properties by which the places of a name meet


def fits(name: str, metrics: QFontMetrics, width: float) -> int:
    """How many of ``name``'s characters ``width`` pixels of ``metrics``' font hold: all when the
    whole name fits, else as many as :func:`cut` shows around a "…" in that width."""
    if metrics.horizontalAdvance(name) <= width:
        return len(name)  # the measure a size hint asks for
    # A cut name widens as it keeps more characters: the most that fit are found by halving,
    # in a few measures however long the name (a games file may hold a name of any length).
    low, high = 0, len(name) - 1  # cut(name, low) fits, or low is 0; more than high does not
    while low < high:
        middle = (low + high + 1) // 2
        if metrics.horizontalAdvance(cut(name, middle)) <= width:
            low = middle
        else:
            high = middle - 1
    return low


def cut(name: str, count: int) -> str:
    """``name`` cut to ``count`` of its characters, the first and the last with "…" between
    (whole when it has room).

    >>> cut("Maximilienne-Anastasia W", 12), cut("Maximilien-Théodore Dupo", 12)
    ('Maximi…asia W', 'Maximi…e Dupo')
    >>> cut("Ana", 12)
    'Ana'
    """
    if count >= len(name):
        return name
    tail = count // 2
    return name[: count - tail].rstrip() + "…" + (name[len(name) - tail :].lstrip() if tail else "")


def cut_together(widget: QWidget, name: str, room: int) -> int:
    """How many characters of ``name`` ``widget`` shows, ``room`` being what its own space
    holds: the fewest that any visible place of the same name in its window holds, so that one
    name is cut one way on a screen (the same "Maximi…asia W" everywhere, never three lengths). When
    ``widget``'s room changed, the other places are told (a label re-cut, a painted widget
    repainted)."""
    before = widget.property(_FITS)
    widget.setProperty(_NAME, name)
    widget.setProperty(_FITS, room)
    if not widget.isVisible():
        return room
    window = widget.window()
    same = [w for w in window.findChildren(QWidget) if w.property(_NAME) == name and w.isVisible()]
    if widget not in same:  # a window is not its own child
        same.append(widget)
    count = min(int(w.property(_FITS)) for w in same)
    if before != room:
        for other in same:
            if other is widget:
                continue
            if isinstance(other, NameLabel):
                other._show(count)
            else:
                other.update()
    return count


def painted_name(widget: QWidget, name: str, metrics: QFontMetrics, width: float) -> str:
    """The name a widget that paints it draws in ``width`` pixels: cut as the other places of
    that name in its window are cut (:func:`cut_together`)."""
    return cut(name, cut_together(widget, name, fits(name, metrics, width)))
