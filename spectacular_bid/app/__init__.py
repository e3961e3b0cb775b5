"""The controller layer: owns the current game, the real clock and the automatic steps.

:class:`Session` and the time sources are Qt-free; the Qt facade,
:class:`~.controller.GameController`, lives in :mod:`.controller` and is imported from there so
that importing this package never loads Qt.
"""

from .session import Session
from .timesource import FakeTime, MonotonicTime, TimeSource, utc_now_iso

__all__ = ["FakeTime", "MonotonicTime", "Session", "TimeSource", "utc_now_iso"]
