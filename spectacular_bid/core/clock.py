"""The game clock as pure functions of a state and a time ``at`` in milliseconds (R36–R40).

A decision's clock starts with a fresh delay of 10 s; the player's reserve runs down only once
the delay is used up, and the deadline is ``start + 10 s + reserve`` (R37). Nothing here reads
a real clock: the controller passes ``at``.

Example: a decision that starts at 5 000 ms with 120 000 ms of reserve has its deadline at
135 000 ms; at 18 000 ms its delay is spent and the reserve reads 117 000 ms.
"""

from __future__ import annotations

from .state import DELAY_MS, GameState


def running_seat(state: GameState) -> int | None:
    """The seat whose clock runs, or None while clocks stand still (R38–R40)."""
    return state.to_act if state.started is not None else None


def deadline(state: GameState) -> int | None:
    """When the running decision is lost on time (R37), or None while clocks stand still."""
    started = state.started
    if started is None or state.to_act is None:
        return None
    return started + DELAY_MS + state.reserves[state.to_act]


def delay_left(state: GameState, at: int) -> int:
    """What is left of the running decision's 10 s delay at ``at`` (0 when no clock runs)."""
    started = state.started
    if started is None:
        return 0
    return max(0, min(DELAY_MS, started + DELAY_MS - at))


def reserve_at(state: GameState, seat: int, at: int) -> int:
    """``seat``'s reserve at ``at``: the banked reserve, less what the running decision has
    used past its delay, never below 0 (RECORD.md ``reserve_ms``)."""
    return max(0, reserves_after(state, at)[seat])


def reserves_after(state: GameState, at: int) -> tuple[int, int]:
    """Both banked reserves once the running decision ends at ``at`` (R36): the player to act
    pays what the decision used past its delay. Unchanged while no clock runs. This is the one
    place that spends a reserve.

    A decision started at 0 and made at 8 000 ms used only its delay; made at 13 000 ms, it
    also used 3 000 ms of reserve:

    >>> from types import SimpleNamespace
    >>> running = SimpleNamespace(started=0, to_act=1, reserves=(120_000, 120_000))
    >>> reserves_after(running, 8_000), reserves_after(running, 13_000)
    ((120000, 120000), (120000, 117000))

    An action at or past the deadline is refused (R37), so the rules never spend a reserve
    below 0; :func:`reserve_at` reads a late clock as 0.
    """
    started, seat = state.started, state.to_act
    reserves = state.reserves
    if started is None or seat is None:
        return reserves
    used = at - started - DELAY_MS  # R36: the delay is free
    if used <= 0:
        return reserves
    return (reserves[0] - used, reserves[1]) if seat == 0 else (reserves[0], reserves[1] - used)
