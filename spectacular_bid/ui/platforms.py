"""Which kind of desktop the program runs on, for the few choices that differ: keys, fonts.

Read from ``sys.platform`` at each call, so that tests can stand in for another platform.
"""

from __future__ import annotations

import sys


def family(platform: str | None = None) -> str:
    """``"mac"``, ``"windows"`` or ``"unix"`` (X11, Wayland) for a ``sys.platform`` value
    (default: the running one, read now).

    >>> family("darwin"), family("win32"), family("linux"), family("freebsd14")
    ('mac', 'windows', 'unix', 'unix')
    """
    platform = sys.platform if platform is None else platform
    if platform == "darwin":
        return "mac"
    if platform in ("win32", "cygwin"):
        return "windows"
    return "unix"
