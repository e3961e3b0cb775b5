"""Where the controller reads the time: one injectable monotonic source (R36–R42).

Game time is always a difference of two readings of a :class:`TimeSource` — never a sum of
timer intervals — so a late or skipped timer can delay a repaint but never bend a clock.
Tests swap in a :class:`FakeTime` and move it by hand.
"""

from __future__ import annotations

import functools
import sys
import time
from collections.abc import Callable
from datetime import UTC, datetime
from typing import Protocol, runtime_checkable


@runtime_checkable
class TimeSource(Protocol):
    """A monotonic clock read in whole milliseconds; only differences of readings matter."""

    def now_ms(self) -> int:
        """The current reading, in milliseconds from an arbitrary fixed point."""
        ...


class MonotonicTime:
    """The real clock: :func:`time.perf_counter_ns`, which never goes backwards (R43).

    Not :func:`time.monotonic_ns`: before Python 3.13 it ticks every 15.6 ms on Windows, while
    the performance counter resolves microseconds everywhere. ``source`` (nanoseconds, from
    any fixed point) is for tests.
    """

    def __init__(self, source: Callable[[], int] = time.perf_counter_ns) -> None:
        self._source = source

    def now_ms(self) -> int:
        """Milliseconds of the performance counter, rounded down."""
        return self._source() // 1_000_000


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


class WallClock:
    """The wall clock, for games that are saved: milliseconds since the Unix epoch.

    A saved game's time is the wall-clock time since its record's ``started_at``, so time
    that passes while the program is closed or the machine sleeps counts against the running
    clock (R42) — a monotonic clock cannot tell that. The price is that the wall clock can be
    set back; every reading is compared with the latest one before it, and a reading earlier
    than that is remembered until :meth:`take_backwards` collects it, so the controller can
    void a game whose clock was running (R43).

    ``source`` gives nanoseconds since the epoch (:func:`time.time_ns`); tests inject their own.

    **Set forward.** The wall clock can be set forward too, which a sleep looks like. Where
    there is a counter that runs while the machine sleeps and that nobody sets (``awake``, by
    default :func:`awake_counter`), a wall clock that ran ahead of it by more than
    :attr:`SET_FORWARD_MS` between two readings was set forward: the readings follow the wall
    clock still (a game's ``started_at`` is read on it), and the jump is kept until
    :meth:`take_forwards` collects it, so the controller can move the running game's time 0 on
    as much and charge nobody for it. Where there is no such counter, a clock set forward
    counts as time asleep (R42).

    >>> ns = iter([5_000_000_000, 6_000_000_000, 2_000_000_000])
    >>> clock = WallClock(lambda: next(ns))
    >>> clock.now_ms(), clock.now_ms(), clock.now_ms()
    (5000, 6000, 2000)
    >>> clock.take_backwards(), clock.take_backwards()
    (4000, 0)

    **Resolution.** Before Python 3.13 the wall clock on Windows ticks every 15.6 ms, too coarse
    for a game clock. So between its ticks the time is read from a fine monotonic counter
    (``fine``, :func:`time.perf_counter_ns` by default) counted from the last wall reading it
    was matched with. It is matched again whenever the wall clock runs ahead of it (a tick, or
    time that passed while the machine slept) or falls more than :attr:`SET_BACK_MS` behind it
    (the clock was set back); a wall clock that merely lags by less, its 15.6 ms steps or a
    slow correction, never makes a reading go back. A ``source`` given without ``fine`` is
    read as it is, to the nanosecond, as above. With a fine counter, a 16 ms wall tick reads
    as the 3 ms that really passed:

    >>> wall, fine = iter([1_000_000_000, 1_000_000_000, 1_016_000_000]), iter([7, 3_000_007, 4_000_007])
    >>> clock = WallClock(lambda: next(wall), fine=lambda: next(fine))
    >>> clock.now_ms(), clock.now_ms(), clock.now_ms()
    (1000, 1003, 1016)
    """

    SET_BACK_MS = 1_000  #: a wall clock this far behind the fine count was set back (R43)
    _SET_BACK_NS = SET_BACK_MS * 1_000_000
    SET_FORWARD_MS = 1_000  #: a wall clock this far ahead of the awake count was set forward
    _SET_FORWARD_NS = SET_FORWARD_MS * 1_000_000

    def __init__(
        self,
        source: Callable[[], int] | None = None,
        fine: Callable[[], int] | None = None,
        awake: Callable[[], int] | None = None,
    ) -> None:
        if source is None:
            source, fine, awake = time.time_ns, fine or time.perf_counter_ns, awake or awake_counter()
        self._source = source
        self._fine = fine
        self._awake = awake
        self._anchor: tuple[int, int] | None = None  # (wall ns, fine ns) read together
        self._last: int | None = None
        self._back = 0
        self._seen: tuple[int, int] | None = None  # (reading ns, awake ns) read together last
        self._ahead = 0  # ms set forward, not collected yet

    def _read_ns(self) -> int:
        wall = self._source()
        if self._fine is None:
            return wall
        fine = self._fine()
        anchor = self._anchor
        if anchor is not None:
            estimate = anchor[0] + fine - anchor[1]
            if estimate - self._SET_BACK_NS <= wall <= estimate:
                return estimate
        self._anchor = (wall, fine)
        return wall

    def _watched_ns(self) -> int:
        """:meth:`_read_ns`, noting a jump forward that the awake counter did not see."""
        now = self._read_ns()
        if self._awake is None:
            return now
        awake = self._awake()
        seen = self._seen
        if seen is not None:
            jump = (now - seen[0]) - (awake - seen[1])
            if jump > self._SET_FORWARD_NS:
                self._ahead += jump // 1_000_000
        self._seen = (now, awake)
        return now

    def now_ms(self) -> int:
        """Milliseconds since the epoch, rounded down; notes a jump back since the last reading,
        and a jump forward that was no sleep."""
        now = self._watched_ns() // 1_000_000
        last = self._last
        if last is not None and now < last:
            self._back += last - now
        self._last = now
        return now

    def take_backwards(self) -> int:
        """How many ms the readings went back since the last call (0 if never), then forget it."""
        back, self._back = self._back, 0
        return back

    def take_forwards(self) -> int:
        """How many ms the wall clock was set forward since the last call (0 if never; no
        sleep counts), then forget it."""
        ahead, self._ahead = self._ahead, 0
        return ahead


def awake_counter() -> Callable[[], int] | None:
    """A nanosecond counter that runs while the machine sleeps and that nobody sets: Linux's
    ``CLOCK_BOOTTIME``, macOS's ``CLOCK_MONOTONIC`` (which, there, counts sleep), Windows's
    tick count (``GetTickCount64``, in ms: a clock set forward is told by more than 1 s); None
    where there is none."""
    if sys.platform.startswith("linux") and hasattr(time, "CLOCK_BOOTTIME"):
        return functools.partial(time.clock_gettime_ns, time.CLOCK_BOOTTIME)
    if sys.platform == "darwin" and hasattr(time, "CLOCK_MONOTONIC"):
        return functools.partial(time.clock_gettime_ns, time.CLOCK_MONOTONIC)
    if sys.platform == "win32":
        import ctypes

        try:
            ticks = ctypes.windll.kernel32.GetTickCount64  # type: ignore[attr-defined,unused-ignore]
        except (AttributeError, OSError):
            return None
        ticks.restype = ctypes.c_ulonglong
        return lambda: int(ticks()) * 1_000_000
    return None


@runtime_checkable
class BackwardsAware(Protocol):
    """A time source that can say its readings went backwards (a :class:`WallClock`)."""

    def take_backwards(self) -> int:
        """Milliseconds the readings went back since the last call; 0 if they did not."""
        ...


@runtime_checkable
class ForwardsAware(Protocol):
    """A time source that can say its readings jumped forward without a sleep (a
    :class:`WallClock` where the machine has a counter that runs asleep)."""

    def take_forwards(self) -> int:
        """Milliseconds the readings jumped forward without a sleep since the last call; 0 if none."""
        ...


def iso_from_ms(ms: int) -> str:
    """A wall-clock reading (ms since the epoch) as a record's ``started_at`` writes it.

    Milliseconds are kept when there are any, so that game time 0 is exact (ISO 8601):

    >>> iso_from_ms(1_796_202_000_000), iso_from_ms(1_796_202_000_250)
    ('2026-12-02T09:00:00Z', '2026-12-02T09:00:00.250Z')

    :class:`ValueError` for a reading no date can say (before the year 1, after 9999).
    """
    seconds, millis = divmod(ms, 1000)
    try:
        text = datetime.fromtimestamp(seconds, UTC).strftime("%Y-%m-%dT%H:%M:%S")
    except (OverflowError, OSError) as e:  # out of the platform's or datetime's range
        raise ValueError(f"no date is {ms} ms from the epoch") from e
    return f"{text}.{millis:03d}Z" if millis else f"{text}Z"


def ms_from_iso(text: str) -> int:
    """The wall-clock reading (ms since the epoch) of a ``started_at``; :class:`ValueError` if
    it is not an ISO 8601 time. A time without a zone is taken as UTC.

    >>> ms_from_iso("2026-12-02T09:00:00.250Z")
    1796202000250
    """
    when = datetime.fromisoformat(text.strip())
    if when.tzinfo is None:
        when = when.replace(tzinfo=UTC)
    delta = when - datetime(1970, 1, 1, tzinfo=UTC)
    return (delta.days * 86_400 + delta.seconds) * 1000 + delta.microseconds // 1000


def utc_now_iso() -> str:
    """The wall-clock time now, as a record's ``started_at`` writes it (``2026-12-02T09:00:00Z``)."""
    return datetime.now(UTC).replace(microsecond=0).isoformat().replace("+00:00", "Z")
