"""Fit a window to the screen it opens on: the size it would like, or less, never more than the
screen's free area (the part outside the taskbar, the Dock and the menu bar), frame included.

One rule for every window and dialog of the game. A 1920×1080 laptop at 150 % scaling, common
on Windows, leaves about 1280×672 logical pixels above the taskbar; the smallest screen the game
supports, 1024×600. The window's title bar and frame come out of that too.

A dialog opens over the game's window: centred on it and no larger than it, as far as its
smallest size allows, and on the screen all the same (:func:`fitted_over`); one centred on the
screen instead ran off the bottom of a 1024×640 window on a larger screen, where it looked
lost. A window opened while a clock runs keeps that clock in view (R47): centred still if that
leaves the clock clear, else as near the centre as it can in the part of the game's window
beside the clock, or of the screen's free area when the window has no such part. The geometry
is worked out by :func:`placed` (with :func:`fitted`, :func:`fitted_over` and
:func:`clear_area`), free of Qt so that it can be tested for any screen; :func:`fit_to_screen`
applies it to a window before it shows.
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


def fitted_over(
    owner: Rect,
    available: Rect,
    preferred: tuple[int, int],
    minimum: tuple[int, int] = (0, 0),
    frame: tuple[int, int] = FRAME,
) -> Rect:
    """Where the inside of a dialog goes over the window ``owner`` (its frame included), on a
    screen whose free area is ``available``.

    It is ``preferred`` in size, or as much as fits inside ``owner`` and ``available`` with its
    ``frame``, but never below ``minimum``; centred on ``owner``, then moved, if it must, to
    lie wholly in ``available``, its title bar first.

    >>> fitted_over(Rect(0, 0, 1040, 679), Rect(0, 0, 1440, 900), (640, 440), (650, 516))
    Rect(x=195, y=93, width=650, height=516)
    >>> fitted_over(Rect(0, 0, 1040, 679), Rect(0, 0, 1440, 900), (1040, 620), (600, 400))
    Rect(x=8, y=41, width=1024, height=620)
    """
    frame_w, frame_h = frame
    width = max(minimum[0], min(preferred[0], owner.width - frame_w, available.width - frame_w))
    height = max(minimum[1], min(preferred[1], owner.height - frame_h, available.height - frame_h))
    left = owner.x + (owner.width - width - frame_w) // 2
    top = owner.y + (owner.height - height - frame_h) // 2
    left = max(available.x, min(left, available.x + available.width - width - frame_w))
    top = max(available.y, min(top, available.y + available.height - height - frame_h))
    title = frame_h - frame_w // 2  # the frame above the inside: the title bar and top border
    return Rect(left + frame_w // 2, top + title, width, height)


def _meet(a: Rect, b: Rect) -> Rect | None:
    """The part of ``a`` inside ``b``, if any."""
    left, top = max(a.x, b.x), max(a.y, b.y)
    right, bottom = min(a.x + a.width, b.x + b.width), min(a.y + a.height, b.y + b.height)
    return Rect(left, top, right - left, bottom - top) if right > left and bottom > top else None


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


def _outermost(widget: QWidget) -> QWidget:
    """The window under which ``widget``'s window opened, and so on down: the game's window."""
    window = widget.window()
    while window.parentWidget() is not None:
        window = window.parentWidget().window()
    return window


def _outer(inside: Rect, frame: tuple[int, int]) -> Rect:
    """The whole of a window, frame included, whose inside is ``inside``."""
    title = frame[1] - frame[0] // 2
    return Rect(inside.x - frame[0] // 2, inside.y - title, inside.width + frame[0], inside.height + frame[1])


def placed(
    available: Rect,
    owner: Rect | None,
    keep: Sequence[Rect],
    preferred: tuple[int, int],
    minimum: tuple[int, int] = (0, 0),
    frame: tuple[int, int] = FRAME,
) -> Rect:
    """Where the inside of a window goes: over the window ``owner`` when there is one
    (:func:`fitted_over`), else on the free area (:func:`fitted`); and if that covers one of
    the rectangles of ``keep`` (a running clock, R47), as near there as it can in the part of
    ``owner`` clear of them (:func:`clear_area`), else of ``available``; if neither has a
    part large enough, where it was, over them.

    >>> window, clock = Rect(0, 0, 1040, 679), Rect(780, 520, 240, 110)
    >>> placed(Rect(0, 0, 1440, 900), window, [clock], (500, 230))  # clear of the clock: centred
    Rect(x=270, y=236, width=500, height=230)
    >>> placed(Rect(0, 0, 1440, 900), window, [clock], (600, 500))  # left of the clock, as near the centre as it can
    Rect(x=172, y=101, width=600, height=500)
    """
    where = (
        fitted_over(owner, available, preferred, minimum, frame)
        if owner
        else fitted(available, preferred, minimum, frame)
    )
    if not any(_overlaps(k, _outer(where, frame)) for k in keep):
        return where
    for area in (owner, available):
        if area is None:
            continue
        clear = clear_area(area, keep, preferred, minimum, frame)
        if clear != area:  # clear_area gives back the area itself when no part of it will do
            return fitted_over(owner or area, clear, preferred, minimum, frame)
    return where


def fit_to_screen(
    window: QWidget,
    preferred: tuple[int, int] = PREFERRED,
    minimum: tuple[int, int] | None = None,
    *,
    anchor: QWidget | None = None,
) -> Rect:
    """Size and place ``window`` (its inside) by :func:`placed` on the screen it will show on
    (``anchor``'s, else its own): over the game's window under ``anchor`` when that window is
    shown, clear of the widgets :func:`kept_in_view` over ``anchor``.

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
    available = Rect(free.x(), free.y(), free.width(), free.height())
    owner: Rect | None = None
    if anchor is not None and _outermost(anchor).isVisible():
        home = _outermost(anchor).frameGeometry()
        owner = _meet(Rect(home.x(), home.y(), home.width(), home.height()), available)
    keep = []
    for w in kept_in_view(anchor):
        corner = w.mapToGlobal(QPoint(0, 0))
        keep.append(Rect(corner.x(), corner.y(), w.width(), w.height()))
    rect = placed(available, owner, keep, preferred, minimum, frame)
    layout = window.layout()
    if layout is not None and layout.hasHeightForWidth():
        # A wrapped line (a warning over the Preferences) takes more lines as the window gets
        # narrower than it would like: the height it then needs is the least it may have, or
        # the rows under it are squeezed (a list at 22 px, "Français" read "Francais").
        needed = layout.totalMinimumHeightForWidth(rect.width)
        if needed > rect.height:
            rect = placed(available, owner, keep, preferred, (minimum[0], needed), frame)
    window.setGeometry(*rect)
    return rect


def kept_fits(kept: Rect, free: Rect, minimum: tuple[int, int] = MINIMUM, frame: tuple[int, int] = FRAME) -> bool:
    """Whether a window's kept geometry ``kept`` (its inside) may be used again on a screen
    whose free area is ``free``: no smaller than ``minimum``, and whole on the screen with its
    ``frame`` (a screen changed since, or a smaller one, gets a fitted window instead).

    >>> screen = Rect(0, 0, 1440, 900)
    >>> kept_fits(Rect(40, 60, 1024, 640), screen), kept_fits(Rect(800, 60, 1024, 640), screen)
    (True, False)
    """
    outer = _outer(kept, frame)
    return _meet(outer, free) == outer and kept.width >= minimum[0] and kept.height >= minimum[1]


def restore_geometry(window: QWidget, saved: object) -> bool:
    """Give ``window`` the geometry ``saved`` (``QWidget.saveGeometry``, as kept in the
    settings when it last closed) when it still fits its screen (:func:`kept_fits`); False,
    leaving the window as it was, otherwise (none kept, a damaged value, another screen)."""
    from PySide6.QtCore import QByteArray

    if not isinstance(saved, QByteArray):
        return False
    before = window.saveGeometry()
    if not window.restoreGeometry(saved):
        return False
    screen = window.screen()
    free = screen.availableGeometry() if screen is not None else None
    inside = window.geometry()
    if free is None or not kept_fits(
        Rect(inside.x(), inside.y(), inside.width(), inside.height()),
        Rect(free.x(), free.y(), free.width(), free.height()),
    ):
        window.restoreGeometry(before)
        return False
    return True
