"""How long the window's computer player takes to answer, level by level.

    python benchmarks/computer_answers.py [--games 3] [--seed 1]

Plays the first hand of a few games, the computer (seat 1) against random legal moves, and asks
the engine exactly as :class:`~spectacular_bid.app.computer.ComputerPlayer` does: the seat
record, the level's think time (:data:`~spectacular_bid.app.computer.THINK_MS`). Prints the
median, p95 and largest answer time per level. Target: every answer well inside the 10 s delay
(R36) — at most the level's think time plus 50 ms; the window adds its pace (``PACE_MS``) on top.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from spectacular_bid.app.computer import PACE_MS, THINK_MS
from spectacular_bid.app.practice import LEVELS
from spectacular_bid.core import START, Reveal, Stage, apply, deal_from, legal_actions, new_game, seat_record
from spectacular_bid.core.record import Event, Record
from spectacular_bid.engine.match import action_of
from spectacular_bid.engine.protocol import answer

COMPUTER = 1


def answer_times(level: str, games: int, seed: int) -> list[float]:
    """The computer's answer times (ms) over the first hand of ``games`` games."""
    rng = random.Random(seed)
    times: list[float] = []
    for game in range(games):
        deal = deal_from(random.Random(seed * 1000 + game))
        state = apply(new_game(("Person", "Computer"), [deal]), START, 0)
        events = [Event(0, "start")]
        while not state.is_over and state.stage is not Stage.HAND_OVER:
            seat = state.to_act
            assert seat is not None
            at = state.time + 500
            if state.holder != seat:
                action = Reveal(seat)
            elif seat == COMPUTER:
                record = Record(state.players, state.deals, tuple(events))
                request = {
                    "id": len(times),
                    "seat": seat,
                    "at": state.time,
                    "think_ms": THINK_MS[level],
                    "record": seat_record(record, seat),
                }
                began = time.perf_counter()
                reply = answer(request, level, seed)
                times.append((time.perf_counter() - began) * 1000)
                chosen = action_of(reply, seat)
                assert chosen is not None, reply
                action = chosen
            else:
                action = rng.choice(legal_actions(state))
            state = apply(state, action, at)
            events.append(Event.of(action, at))
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    print(f"pace in the window: at least {PACE_MS} ms per move")
    for level in LEVELS:
        times = sorted(answer_times(level, args.games, args.seed))
        p95 = times[round(0.95 * (len(times) - 1))]
        print(
            f"{level:>6}: think {THINK_MS[level]} ms, {len(times)} answers: median {statistics.median(times):.0f} ms, "
            f"p95 {p95:.0f} ms, max {times[-1]:.0f} ms"
        )


if __name__ == "__main__":
    main()
