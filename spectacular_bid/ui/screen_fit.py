"""Windows no larger than the screen they open on (the game supports 1024×640 and up)."""

from __future__ import annotations

from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

#: The share of the screen's free area a window may take at most, leaving its frame room.
SHARE = 0.96


def fit_to_screen(window: QWidget, width: int, height: int, anchor: QWidget | None = None) -> None:
    """Give ``window`` the size ``width``×``height``, or less: no more than the free area of
    the screen it opens on (``anchor``'s, else its own, else the primary screen)."""
    screen = (anchor.screen() if anchor is not None else None) or window.screen() or QGuiApplication.primaryScreen()
    if screen is not None:
        room = screen.availableGeometry()
        width = min(width, int(room.width() * SHARE))
        height = min(height, int(room.height() * SHARE))
    window.resize(width, height)
