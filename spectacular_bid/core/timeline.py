"""Both players' reserves over a whole game, for a chart of a finished or replayed game.

A running reserve stands still during the decision's delay, then falls at one second per
second (R36–R37); a paused one stands still. So the reserves over time form a polyline whose
corners are the events and the moments a delay runs out: :func:`reserve_series` lists them.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .clock import delay_left, reserve_at
from .record import Step
from .state import GameState


@dataclass(frozen=True, slots=True)
class ReservePoint:
    """Both reserves at game time ``at`` (ms)."""

    at: int
    reserves: tuple[int, int]


def _reading(state: GameState, at: int) -> ReservePoint:
    return ReservePoint(at, (reserve_at(state, 0, at), reserve_at(state, 1, at)))


def reserve_series(initial: GameState, steps: Sequence[Step]) -> list[ReservePoint]:
    """Both reserves over the game from ``initial`` through ``steps`` (a record's replay), as
    a polyline: exact, since between two corners every reserve changes linearly — one point
    at each event, and one where a running delay ran out before the next event.

    Ben, to open, reveals at 2 s and resigns at 27 s: his delay runs out at 12 s, then his
    reserve falls by 15 s.

    >>> import random
    >>> from spectacular_bid.core import Event, Record, deal_from, new_game, replay
    >>> deal = deal_from(random.Random(3))
    >>> events = (Event(0, "start"), Event(2_000, "reveal", 1), Event(27_000, "resign", 1))
    >>> steps = list(replay(Record(("Ana", "Ben"), (deal,), events)))
    >>> for point in reserve_series(new_game(("Ana", "Ben"), [deal]), steps):
    ...     print(point.at, point.reserves)
    0 (120000, 120000)
    2000 (120000, 120000)
    12000 (120000, 120000)
    27000 (120000, 105000)
    """
    points = [_reading(initial, 0)]
    before = initial
    for s in steps:
        end = s.state.time
        knee = before.time + delay_left(before, before.time)  # when the running delay runs out
        if before.time < knee < end:
            points.append(_reading(before, knee))
        if end > before.time:
            points.append(_reading(before, end))
        after = _reading(s.state, end)
        if after != points[-1]:
            points.append(after)
        before = s.state
    return points
