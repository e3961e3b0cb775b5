"""The controller layer: owns the current game, the real clock and the automatic steps.

:class:`Session` and the time sources are Qt-free; the Qt facade,
:class:`~.controller.GameController`, lives in :mod:`.controller` and is imported from there so
that importing this package never loads Qt.
"""

from importlib import import_module
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .session import Session
    from .timesource import FakeTime, MonotonicTime, TimeSource, utc_now_iso

#: The names loaded when first used, and their modules: the window's first screen needs neither
#: the session nor its rules (``benchmarks/startup.py``).
_LAZY = {
    "Session": ".session",
    "FakeTime": ".timesource",
    "MonotonicTime": ".timesource",
    "TimeSource": ".timesource",
    "utc_now_iso": ".timesource",
}


def __getattr__(name: str) -> Any:
    """A name of a module loaded on first use (:data:`_LAZY`, :pep:`562`)."""
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(import_module(module, __name__), name)
    globals()[name] = value
    return value


__all__ = ["FakeTime", "MonotonicTime", "Session", "TimeSource", "utc_now_iso"]
