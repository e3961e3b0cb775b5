"""A player's name, shortened one way everywhere: cut in its middle to the room it has
("Maximi…asia W", so that two names that begin alike stay apart), the whole name in its
tooltip and its accessible name. A name shows at most two ways in a window: whole where a
place has room for it, and cut to one length in every place that has not.

A name may have 24 characters ("Maximilienne-Anastasia W"); a label, a title or a button that
has no room for all of it shows :func:`elided` instead. :class:`NameLabel` does it as the label
resizes: it asks for no more width than its minimum, so a long name never widens a window. A
label allowed two lines (a player's name beside the hand) breaks a long name at a space or
after a hyphen when both halves fit, rather than cut it; when no such break fits, inside a word.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QFont, QFontMetrics, QResizeEvent, QShowEvent
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget

from ..theme import grapheme_starts, tip

#: The narrowest a name label gets: room for about six letters and the "…".
MIN_WIDTH = 60
#: The fewest letters on either line of a name broken inside a word.
MIN_PART = 4
_FONT_SIZE = re.compile(r"font-size\s*:\s*[^;]*;?")  # a type size in a style sheet


def elided(name: str, metrics: QFontMetrics, width: int) -> str:
    """``name`` as it fits in ``width`` pixels of ``metrics``' font: whole, or cut in its
    middle with "…"."""
    return metrics.elidedText(name, Qt.TextElideMode.ElideMiddle, max(0, width))


class NameLabel(QLabel):
    """A label showing a name, elided to its width (see the module's docstring). :meth:`name`
    is the whole name; :meth:`text` what is shown."""

    def __init__(
        self,
        name: str = "",
        parent: QWidget | None = None,
        *,
        min_width: int = MIN_WIDTH,
        lines: int = 1,
        hug: bool = False,
        least_px: int | None = None,
    ) -> None:
        super().__init__(parent)
        self._name = ""
        self._fits = 0  # how many of the name's characters the label has room for
        self._min_width = min_width
        self._lines = lines
        self._least_px = least_px  # the smallest type a name takes to show whole (None: never smaller)
        self._natural_px: int | None = None  # the style's type size while a smaller one is set
        self._own_sheet = ""  # the label's own style sheet, from before a smaller type was set
        self._hug = hug  # ask for the room of the name as another place cuts it, no more
        self._hug_count: int | None = None  # how much of the name that is (None: all of it)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        self.set_name(name)

    def name(self) -> str:
        """The whole name."""
        return self._name

    def whole(self) -> bool:
        """Whether the label shows the whole name (on one line or two)."""
        return self.text() in (self._name, broken(self._name, self.text().find("\n")))

    def set_hug(self, hug: bool) -> None:
        """Hug the name as the tightest other place cuts it (True), or ask for the whole name
        (False: a title whose smaller type shows it whole, though a card elsewhere cuts it)."""
        if hug != self._hug:
            self._hug = hug
            self._hug_count = None
            self._elide()
            self.updateGeometry()

    def set_lines(self, lines: int) -> None:
        """Allow the name ``lines`` lines (1 or 2) from now on: a place whose room changes height
        (a card whose arrangement changes)."""
        if lines != self._lines:
            self._lines = lines
            self._elide()
            self.updateGeometry()

    def set_name(self, name: str) -> None:
        """Show ``name``, shortened to the label's width if need be."""
        self._name = name
        self.setAccessibleName(name)
        self._elide()
        self.updateGeometry()

    def sizeHint(self) -> QSize:
        """The whole name's size: the label takes it when there is room. A label that hugs its
        name (a name among other words, as a title's) asks only for the name as the tightest
        other place in its window cuts it: a gap would open where its room is wider."""
        hint = super().sizeHint()
        margins = self.contentsMargins()
        text = self._name if self._hug_count is None else cut(self._name, self._hug_count)
        whole = self.fontMetrics().horizontalAdvance(text) + margins.left() + margins.right() + 2
        return QSize(max(whole, self._min_width), hint.height())

    def broken_width(self) -> int | None:
        """The width the name needs on two lines (the longer line), None when the label keeps
        one line or the name has no break."""
        metrics = self.fontMetrics()
        halves = None
        if self._lines > 1:  # at a space or a hyphen; a name with neither inside its word
            halves = two_lines(self._name, metrics, 1 << 20) or two_lines(
                self._name, metrics, 1 << 20, within_words=True
            )
        if halves is None:
            return None
        margins = self.contentsMargins()
        widest = max(metrics.horizontalAdvance(line) for line in halves.split("\n"))
        return widest + margins.left() + margins.right() + 2

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
        is shortened (:func:`cut_together`); a label given ``least_px`` first takes smaller type,
        a pixel at a time, where that shows the name whole."""
        margins = self.contentsMargins()
        room = self.width() - margins.left() - margins.right() - 2
        if not (self.isVisible() or self.width() > 0):
            room = 1 << 20
        natural = self.font().pixelSize() if self._natural_px is None else self._natural_px
        smallest = natural if self._least_px is None or natural <= 0 else self._least_px
        # Whole: on one line, or two broken at a space or a hyphen, in smaller type if need be;
        # only then broken inside a word.
        for within_words in (False, True):
            for px in range(natural, min(natural, smallest) - 1, -1):
                font = QFont(self.font())
                if px > 0:
                    font.setPixelSize(px)
                metrics = QFontMetrics(font)
                count = fits(self._name, metrics, room)
                two = None
                if self._lines > 1 and count < len(self._name):
                    two = two_lines(self._name, metrics, room, within_words=within_words)
                if count == len(self._name) or two is not None:  # whole: a place with room
                    self._set_px(px, natural)
                    cut_together(self, self._name, len(self._name))
                    self._show(len(self._name), two)
                    return
        self._set_px(natural, natural)
        self._show(cut_together(self, self._name, fits(self._name, self.fontMetrics(), room)))

    def _set_px(self, px: int, natural: int) -> None:
        """Show the name in ``px`` pixel type, the style's ``natural`` size or smaller: the
        label's own style sheet, its type size replaced (the role's size is overridden too)."""
        shrunk = None if px == natural else px
        if shrunk == (None if self._natural_px is None else self.font().pixelSize()):
            return
        if self._natural_px is None:
            self._own_sheet = self.styleSheet()  # as the label was given it
        self._natural_px = None if shrunk is None else natural
        sheet = self._own_sheet
        if shrunk is not None:
            sheet = f"{_FONT_SIZE.sub('', sheet).strip()} font-size: {shrunk}px;".strip()
        self.setStyleSheet(sheet)

    def _show(self, count: int, text: str | None = None) -> None:
        shown = cut(self._name, count) if text is None else text
        hug = others_fit(self, self._name) if self._hug and self.isVisible() else None
        if shown != self.text() or hug != self._hug_count:
            super().setText(shown)
            if self._hug:  # its size hint is read in layouts: worked out here, not there
                self._hug_count = hug
                self.updateGeometry()
        self.setToolTip(tip(self._name) if count < len(self._name) else "")


#: The properties by which the places of a name meet: the name, how many of its characters
#: the place has room for, and how many it shows.
_NAME, _FITS, _SHOWS = "shownName", "nameFits", "nameShows"


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


def broken(name: str, at: int) -> str:
    """``name`` on two lines, the second from its character ``at``: a space there becomes the
    break; elsewhere the line breaks before that character (after a hyphen, or inside a word
    too long for its place). ``name`` itself when ``at`` is not inside it.

    >>> broken("Maximilienne-Anastasia W", 13), broken("Ana Maria", 3), broken("Bartholomewmaximilianusx", 12)
    ('Maximilienne-\\nAnastasia W', 'Ana\\nMaria', 'Bartholomewm\\naximilianusx')
    """
    if 0 <= at < len(name) and name[at] == " ":
        return name[:at] + "\n" + name[at + 1 :]
    if 0 < at < len(name):
        return name[:at] + "\n" + name[at:]
    return name


def two_lines(name: str, metrics: QFontMetrics, width: float, *, within_words: bool = False) -> str | None:
    """``name`` on two lines that each fit in ``width`` pixels of ``metrics``' font, broken at
    a space or after a hyphen, the longer line as short as it can be; None when no break fits.
    ``within_words``: broken inside a word instead, between two of its characters as a reader
    sees them (never a letter from its accent), at least :data:`MIN_PART` from either end: the
    last way to show a name whole (one of 24 letters and no space was cut even at 1280×800)."""
    if within_words:
        places = sorted(
            at
            for at in grapheme_starts(name)
            if MIN_PART <= at <= len(name) - MIN_PART and not {name[at - 1], name[at]} & {" ", "-"}
        )
    else:
        places = [
            at if letter == " " else at + 1
            for at, letter in enumerate(name)
            if letter in " -" and 0 < at < len(name) - 1
        ]
    best: tuple[float, str] | None = None
    for at in places:
        text = broken(name, at)
        longest = max(metrics.horizontalAdvance(line) for line in text.split("\n"))
        if longest <= width and (best is None or longest < best[0]):
            best = (longest, text)
    return None if best is None else best[1]


def _places(widget: QWidget, name: str) -> list[QWidget]:
    """The visible places of ``name`` in ``widget``'s window, ``widget`` among them."""
    same = [w for w in widget.window().findChildren(QWidget) if w.property(_NAME) == name and w.isVisible()]
    if widget not in same:  # a window is not its own child
        same.append(widget)
    return same


def others_fit(widget: QWidget, name: str) -> int:
    """How many characters of ``name`` the tightest other visible place of it in ``widget``'s
    window has room for (all of them when there is none)."""
    return min((int(w.property(_FITS)) for w in _places(widget, name) if w is not widget), default=len(name))


def cut_together(widget: QWidget, name: str, room: int) -> int:
    """How many characters of ``name`` ``widget`` shows, ``room`` being what its own space
    holds: all of them when it holds the whole name; else the fewest that any visible place of
    the same name in its window holds, so that one name is cut one way on a screen (the same
    "Maximi…asia W" in every place that cuts it, never three lengths). Every other place that
    cuts it and shows another length is told (a label re-cut, a painted widget repainted):
    whether this place's room changed, or it has just come into view with the room it had."""
    widget.setProperty(_NAME, name)
    widget.setProperty(_FITS, room)
    if not widget.isVisible():
        return room
    same = _places(widget, name)
    cut_to = min(int(w.property(_FITS)) for w in same)  # what the places that cut it show
    for other in same:
        if other is widget or int(other.property(_FITS)) >= len(name) or other.property(_SHOWS) == cut_to:
            continue  # a place showing the whole name keeps it; one already cut so needs nothing
        other.setProperty(_SHOWS, cut_to)
        if isinstance(other, NameLabel):
            other._show(cut_to)
        else:
            other.update()
    shows = len(name) if room >= len(name) else cut_to
    widget.setProperty(_SHOWS, shows)
    return shows


def whole_or_nothing(widget: QWidget, name: str, metrics: QFontMetrics, width: float) -> str:
    """The name a painted card draws beside a place that shows it whole (a player's row, its
    name on two lines): all of it when ``width`` pixels of ``metrics``' font hold it, else
    nothing, rather than a third, shorter way of it. Not a place that cuts the name."""
    widget.setProperty(_NAME, None)
    return name if metrics.horizontalAdvance(name) <= width else ""


def shrunk_to_fit(name: str, font: QFont, width: float, least_px: int) -> QFont:
    """``font``, a pixel smaller at a time down to ``least_px``, until ``name`` fits in ``width``
    pixels: a long name whole in smaller type rather than cut. ``font`` itself when even the
    least size does not hold it (then it is cut, or left out, as the card shows names)."""
    for px in range(font.pixelSize(), least_px - 1, -1):
        smaller = QFont(font)
        smaller.setPixelSize(px)
        if QFontMetrics(smaller).horizontalAdvance(name) <= width:
            return smaller
    return font


def painted_name(widget: QWidget, name: str, metrics: QFontMetrics, width: float) -> str:
    """The name a widget that paints it draws in ``width`` pixels: cut as the other places of
    that name in its window are cut (:func:`cut_together`)."""
    return cut(name, cut_together(widget, name, fits(name, metrics, width)))


class PaintsName(QWidget):
    """A card that paints a player's name: cut as the name's other places in its window are
    (:func:`painted_name`), or, where it stands beside a place that shows the name whole (the
    player's row on the table), whole or not at all (:meth:`set_name_whole_only`)."""

    _whole_only = False
    _painted = ""

    def set_name_whole_only(self, whole_only: bool) -> None:
        """Paint the name whole or not at all, never cut."""
        if whole_only != self._whole_only:
            self._whole_only = whole_only
            self.update()

    def name_painted(self) -> str:
        """The name as the card last painted it ("" for none)."""
        return self._painted

    def paint_name(self, name: str, metrics: QFontMetrics, width: float) -> str:
        """The name to draw in ``width`` pixels of ``metrics``' font, as the card shows it."""
        shown = whole_or_nothing if self._whole_only else painted_name
        self._painted = shown(self, name, metrics, width)
        return self._painted
