"""Fit a window to the screen it opens on: the size it would like, or less, never more than the
screen's free area (the part outside the taskbar, the Dock and the menu bar).

A 1920×1080 laptop at 150 % scaling, common on Windows, leaves about 1280×672 logical pixels
above the taskbar; the window's title bar and frame come out of that too. The geometry is
worked out by :func:`fitted`, free of Qt so that it can be tested for any screen;
:func:`fit_to_screen` applies it to a window before it shows (other windows and dialogs can
call it as well).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

#: The main window's smallest size (its inside: menu bar, screens, status bar). 600 high fits
#: the 672 pixels above a Windows taskbar at 150 % with a title bar and frame of up to 72.
MINIMUM = (1024, 600)
#: The main window's size when the screen has room for it.
PREFERRED = (1280, 800)
#: The frame (borders, title bar) assumed before a window first shows, when the system has not
#: yet said how big its frame is: Windows 10 and 11 add 8 pixels left, right and below (the
#: invisible resize borders) and about 31 above.
FRAME = (16, 39)


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
    >>> fitted(Rect(0, 25, 1024, 575))  # smaller than the minimum: the minimum, title bar shown
    Rect(x=8, y=56, width=1024, height=600)
    """
    frame_w, frame_h = frame
    width = max(minimum[0], min(preferred[0], available.width - frame_w))
    height = max(minimum[1], min(preferred[1], available.height - frame_h))
    left = available.x + max(0, (available.width - width - frame_w) // 2)
    top = available.y + max(0, (available.height - height - frame_h) // 2)
    title = frame_h - frame_w // 2  # the frame above the inside: the title bar and top border
    return Rect(left + frame_w // 2, top + title, width, height)


def fit_to_screen(
    window: QWidget, preferred: tuple[int, int] = PREFERRED, minimum: tuple[int, int] | None = None
) -> Rect:
    """Size and place ``window`` (its inside) by :func:`fitted` on the screen it will show on.

    ``minimum`` defaults to the window's own minimum size. Uses the window's frame when it has
    shown already, else :data:`FRAME`. Returns the geometry given.
    """
    from PySide6.QtGui import QGuiApplication

    screen = window.screen() or QGuiApplication.primaryScreen()
    if minimum is None:
        minimum = (window.minimumWidth(), window.minimumHeight())
    frame = FRAME
    if window.isVisible():
        outer, inner = window.frameGeometry(), window.geometry()
        if outer != inner:
            frame = (outer.width() - inner.width(), outer.height() - inner.height())
    free = screen.availableGeometry() if screen is not None else None
    if free is None:
        window.resize(*preferred)
        return Rect(window.x(), window.y(), *preferred)
    rect = fitted(Rect(free.x(), free.y(), free.width(), free.height()), preferred, minimum, frame)
    window.setGeometry(*rect)
    return rect
