"""Where the controller reads the time: one injectable monotonic source (R36–R42).

Game time is always a difference of two readings of a :class:`TimeSource` — never a sum of
timer intervals — so a late or skipped timer can delay a repaint but never bend a clock.
Tests swap in a :class:`FakeTime` and move it by hand.
"""

from __future__ import annotations

import time
from datetime import UTC, datetime
from typing import Protocol, runtime_checkable


@runtime_checkable
class TimeSource(Protocol):
    """A monotonic clock read in whole milliseconds; only differences of readings matter."""

    def now_ms(self) -> int:
        """The current reading, in milliseconds from an arbitrary fixed point."""
        ...


class MonotonicTime:
    """The real clock: :func:`time.monotonic_ns`, which never goes backwards (R43)."""

    def now_ms(self) -> int:
        """Milliseconds of the system's monotonic clock, rounded down."""
        return time.monotonic_ns() // 1_000_000


class FakeTime:
    """A clock for tests that moves only when told to.

    >>> t = FakeTime(1_000)
    >>> t.advance(250)
    1250
    >>> t.now_ms()
    1250
    """

    def __init__(self, start_ms: int = 0) -> None:
        self._now = start_ms

    def now_ms(self) -> int:
        """The reading last set."""
        return self._now

    def set(self, ms: int) -> None:
        """Set the reading to ``ms`` (it may go backwards, to test R43 handling)."""
        self._now = ms

    def advance(self, ms: int) -> int:
        """Move the reading on by ``ms`` and return the new reading."""
        self._now += ms
        return self._now


def utc_now_iso() -> str:
    """The wall-clock time now, as a record's ``started_at`` writes it (``2026-12-02T09:00:00Z``)."""
    return datetime.now(UTC).replace(microsecond=0).isoformat().replace("+00:00", "Z")
