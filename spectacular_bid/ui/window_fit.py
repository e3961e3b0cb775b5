"""Fit a window to the screen it opens on: the size it would like, or less, never more than the
screen's free area (the part outside the taskbar, the Dock and the menu bar), frame included.

One rule for every window and dialog of the game. A 1920×1080 laptop at 150 % scaling, common
on Windows, leaves about 1280×672 logical pixels above the taskbar; the smallest screen the game
supports, 1024×600. The window's title bar and frame come out of that too. A window opened
while a clock runs keeps that clock in view (R47): it takes the largest part of the free area
beside the clock. The geometry is worked out by :func:`fitted` and :func:`clear_area`, free of
Qt so that they can be tested for any screen; :func:`fit_to_screen` applies them to a window
before it shows.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, NamedTuple

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

#: The frame (borders, title bar) assumed before a window first shows, when the system has not
#: yet said how big its frame is: Windows 10 and 11 add 8 pixels left, right and below (the
#: invisible resize borders) and about 31 above.
FRAME = (16, 39)
#: The smallest free area the game supports: a 1024×600 screen.
SMALLEST_SCREEN = (1024, 600)
#: The main window's smallest size (its inside: menu bar, screens, status bar): the smallest
#: screen less the frame, 1008×561, so that the whole window, frame included, fits a 1024×600
#: screen.
MINIMUM = (SMALLEST_SCREEN[0] - FRAME[0], SMALLEST_SCREEN[1] - FRAME[1])
#: The main window's size when the screen has room for it.
PREFERRED = (1280, 800)
#: The dynamic property a widget sets to True while it must stay in view of windows opened
#: over its own (a running clock sets it).
KEEP_IN_VIEW = "keepInView"


class Rect(NamedTuple):
    """A rectangle in logical pixels."""

    x: int
    y: int
    width: int
    height: int


def fitted(
    available: Rect,
    preferred: tuple[int, int] = PREFERRED,
    minimum: tuple[int, int] = MINIMUM,
    frame: tuple[int, int] = FRAME,
) -> Rect:
    """Where the inside of a window goes on a screen whose free area is ``available``.

    It is ``preferred`` in size, or as much as fits with its ``frame`` (width and height the
    borders and title bar add), but never below ``minimum``; centred in the free area, and moved
    down and right if need be so that its title bar stays on the screen.

    >>> fitted(Rect(0, 0, 1920, 1040))  # room to spare: the preferred size, centred
    Rect(x=320, y=131, width=1280, height=800)
    >>> fitted(Rect(0, 0, 1280, 672))  # 1920×1080 at 150 %, above the taskbar
    Rect(x=8, y=31, width=1264, height=633)
    >>> fitted(Rect(0, 0, 1024, 640))  # 1024×640: the minimum, frame and all
    Rect(x=8, y=31, width=1008, height=601)
    """
    frame_w, frame_h = frame
    width = max(minimum[0], min(preferred[0], available.width - frame_w))
    height = max(minimum[1], min(preferred[1], available.height - frame_h))
    left = available.x + max(0, (available.width - width - frame_w) // 2)
    top = available.y + max(0, (available.height - height - frame_h) // 2)
    title = frame_h - frame_w // 2  # the frame above the inside: the title bar and top border
    return Rect(left + frame_w // 2, top + title, width, height)


def _overlaps(a: Rect, b: Rect) -> bool:
    return a.x < b.x + b.width and b.x < a.x + a.width and a.y < b.y + b.height and b.y < a.y + a.height


def clear_area(
    available: Rect,
    keep: Sequence[Rect],
    preferred: tuple[int, int],
    minimum: tuple[int, int] = (0, 0),
    frame: tuple[int, int] = FRAME,
) -> Rect:
    """The part of ``available`` a window goes in to leave every rectangle of ``keep`` in view.

    The candidates are the strips of ``available`` left of, right of, above and below each kept
    rectangle, cut by the others; among those that hold ``minimum`` with its ``frame``, the one
    giving the window the most of ``preferred`` wins. With nothing to keep, or no strip large
    enough, ``available`` itself.

    >>> clear_area(Rect(0, 0, 1024, 600), [Rect(780, 480, 240, 110)], (1000, 600), (600, 380))
    Rect(x=0, y=0, width=1024, height=480)
    >>> clear_area(Rect(0, 0, 1024, 600), [Rect(780, 480, 240, 110)], (700, 800), (600, 380))
    Rect(x=0, y=0, width=780, height=600)
    """
    keep = [k for k in keep if _overlaps(k, available)]
    if not keep:
        return available
    candidates = [available]
    for k in keep:
        cut: list[Rect] = []
        for c in candidates:
            if not _overlaps(c, k):
                cut.append(c)
                continue
            right, bottom = c.x + c.width, c.y + c.height
            cut += [
                Rect(c.x, c.y, k.x - c.x, c.height),  # left of it
                Rect(k.x + k.width, c.y, right - k.x - k.width, c.height),  # right of it
                Rect(c.x, c.y, c.width, k.y - c.y),  # above it
                Rect(c.x, k.y + k.height, c.width, bottom - k.y - k.height),  # below it
            ]
        candidates = [c for c in cut if c.width > 0 and c.height > 0]

    def room(c: Rect) -> int:
        return min(preferred[0], c.width - frame[0]) * min(preferred[1], c.height - frame[1])

    holding = [c for c in candidates if c.width - frame[0] >= minimum[0] and c.height - frame[1] >= minimum[1]]
    return max(holding, key=room) if holding else available


def kept_in_view(widget: QWidget | None) -> list[QWidget]:
    """The widgets that must stay in view of a window opened over ``widget``: those of its
    window, and of the windows under that, whose :data:`KEEP_IN_VIEW` property is set."""
    from PySide6.QtWidgets import QWidget

    out: list[QWidget] = []
    while widget is not None:
        window = widget.window()
        out += [w for w in window.findChildren(QWidget) if w.property(KEEP_IN_VIEW) and w.isVisible()]
        widget = window.parentWidget()
    return out


def fit_to_screen(
    window: QWidget,
    preferred: tuple[int, int] = PREFERRED,
    minimum: tuple[int, int] | None = None,
    *,
    anchor: QWidget | None = None,
) -> Rect:
    """Size and place ``window`` (its inside) by :func:`fitted` on the screen it will show on
    (``anchor``'s, else its own), clear of the widgets :func:`kept_in_view` over ``anchor``.

    ``minimum`` defaults to the window's own minimum (its layout's included). Uses the window's
    frame when it has shown already, else :data:`FRAME`. Returns the geometry given.
    """
    from PySide6.QtCore import QPoint
    from PySide6.QtGui import QGuiApplication

    screen = (anchor.screen() if anchor is not None else None) or window.screen() or QGuiApplication.primaryScreen()
    if minimum is None:
        hint = window.minimumSizeHint()
        minimum = (max(window.minimumWidth(), hint.width()), max(window.minimumHeight(), hint.height()))
    frame = FRAME
    if window.isVisible():
        outer, inner = window.frameGeometry(), window.geometry()
        if outer != inner:
            frame = (outer.width() - inner.width(), outer.height() - inner.height())
    free = screen.availableGeometry() if screen is not None else None
    if free is None:
        window.resize(*preferred)
        return Rect(window.x(), window.y(), *preferred)
    keep = []
    for w in kept_in_view(anchor):
        corner = w.mapToGlobal(QPoint(0, 0))
        keep.append(Rect(corner.x(), corner.y(), w.width(), w.height()))
    area = clear_area(Rect(free.x(), free.y(), free.width(), free.height()), keep, preferred, minimum, frame)
    rect = fitted(area, preferred, minimum, frame)
    window.setGeometry(*rect)
    return rect
