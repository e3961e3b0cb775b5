"""The real time sources: fine resolution, monotonic readings, jumps of the wall clock (R42–R43)."""

from __future__ import annotations

import inspect
import time

from hypothesis import given
from hypothesis import strategies as st

from spectacular_bid.app.timesource import MonotonicTime, WallClock

MS = 1_000_000
TICK = 15_625_000  # the Windows wall clock's step before Python 3.13, in ns


class Counter:
    """A settable nanosecond source."""

    def __init__(self, ns: int) -> None:
        self.ns = ns

    def __call__(self) -> int:
        return self.ns


def test_monotonic_time_reads_the_performance_counter() -> None:
    assert inspect.signature(MonotonicTime).parameters["source"].default is time.perf_counter_ns
    fine = Counter(5 * MS + 999_999)
    clock = MonotonicTime(fine)
    assert clock.now_ms() == 5
    fine.ns += 1
    assert clock.now_ms() == 6


def test_the_real_wall_clock_is_refined_by_the_performance_counter() -> None:
    clock = WallClock()
    assert clock._fine is time.perf_counter_ns and clock._source is time.time_ns
    first = clock.now_ms()
    assert abs(first - time.time_ns() // MS) < 1_000


def test_wall_clock_resolves_milliseconds_between_coarse_ticks() -> None:
    wall, fine = Counter(1_800_000_000_000 * MS), Counter(42)
    clock = WallClock(wall, fine=fine)
    readings = []
    for step in range(40):  # 1 ms at a time; the wall clock moves only every 15.625 ms
        fine.ns = 42 + step * MS
        wall.ns = 1_800_000_000_000 * MS + (step * MS // TICK) * TICK
        readings.append(clock.now_ms())
    assert readings == list(range(1_800_000_000_000, 1_800_000_000_040))
    assert clock.take_backwards() == 0


def test_R42_wall_clock_counts_a_sleep_the_fine_counter_missed() -> None:
    wall, fine = Counter(10_000 * MS), Counter(0)
    clock = WallClock(wall, fine=fine)
    assert clock.now_ms() == 10_000
    wall.ns += 600_000 * MS  # ten minutes asleep; the counter stood still
    fine.ns += 2 * MS
    assert clock.now_ms() == 610_000
    assert clock.take_backwards() == 0


def test_R43_wall_clock_set_back_is_noticed_through_the_fine_counter() -> None:
    wall, fine = Counter(100_000 * MS), Counter(0)
    clock = WallClock(wall, fine=fine)
    assert clock.now_ms() == 100_000
    wall.ns -= 60_000 * MS
    fine.ns += 5 * MS
    assert clock.now_ms() == 40_000
    assert clock.take_backwards() == 60_000


def test_a_wall_clock_lagging_less_than_the_set_back_limit_never_reads_back() -> None:
    wall, fine = Counter(100_000 * MS), Counter(0)
    clock = WallClock(wall, fine=fine)
    clock.now_ms()
    fine.ns += 10_000 * MS
    wall.ns += (10_000 - WallClock.SET_BACK_MS + 1) * MS  # slowed by a correction, within the limit
    assert clock.now_ms() == 110_000
    assert clock.take_backwards() == 0


@given(st.lists(st.tuples(st.integers(0, 50 * MS), st.integers(0, 50 * MS)), max_size=60))
def test_wall_clock_readings_never_go_back_while_both_sources_go_forward(steps: list[tuple[int, int]]) -> None:
    wall, fine = Counter(1_000 * MS), Counter(0)
    clock = WallClock(wall, fine=fine)
    last = clock.now_ms()
    for wall_step, fine_step in steps:
        wall.ns += wall_step
        fine.ns += fine_step
        now = clock.now_ms()
        assert now >= last
        last = now
    assert clock.take_backwards() == 0


def test_a_wall_clock_set_forward_is_told_from_a_sleep_by_the_counter_that_runs_asleep() -> None:
    """A hostile-input probe set the system clock an hour forward while a player's delay ran:
    the game ended at once, a rated loss on time, after 2.5 s of play. A counter that runs
    while the machine sleeps (``awake``) tells the two apart: time asleep counts (R42); a
    clock set forward is kept for the controller to take off the game's time. The readings
    follow the wall clock either way: a game's start is read on it."""
    wall, fine, awake = Counter(100_000 * MS), Counter(0), Counter(7 * MS)
    clock = WallClock(wall, fine=fine, awake=awake)
    assert clock.now_ms() == 100_000
    wall.ns += 3_601_000 * MS  # an hour forward, and the second that passed
    fine.ns += 1_000 * MS
    awake.ns += 1_000 * MS
    assert clock.now_ms() == 3_701_000
    assert clock.take_forwards() == 3_600_000 and clock.take_forwards() == 0
    wall.ns += 500 * MS  # and it goes on from there
    fine.ns += 500 * MS
    awake.ns += 500 * MS
    assert clock.now_ms() == 3_701_500 and clock.take_forwards() == 0
    wall.ns += 600_000 * MS  # ten minutes asleep: the performance counter stood still
    awake.ns += 600_000 * MS
    assert clock.now_ms() == 4_301_500
    assert clock.take_forwards() == 0 and clock.take_backwards() == 0
    wall.ns -= 60_000 * MS  # set back: noticed as before (R43)
    fine.ns += 5 * MS
    awake.ns += 5 * MS
    assert clock.now_ms() == 4_241_500 and clock.take_backwards() == 60_000 and clock.take_forwards() == 0


def test_the_real_wall_clock_reads_a_counter_that_runs_asleep_where_there_is_one() -> None:
    import sys

    clock = WallClock()
    if sys.platform in ("linux", "darwin", "win32"):
        assert clock._awake is not None
        first = clock._awake()
        assert clock._awake() >= first
    clock.now_ms()
    assert clock.take_forwards() == 0
