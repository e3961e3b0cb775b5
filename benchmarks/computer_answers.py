"""How the window's computer player answers, level by level: time, illegal answers, errors.

    python benchmarks/computer_answers.py [--decisions 10000] [--levels easy medium hard]
                                          [--think MS] [--engine COMMAND] [--seed 1]

Plays whole games, the computer (seat 1) against random legal moves, and asks exactly as
:class:`~spectacular_bid.app.computer.ComputerPlayer` does: through an
:class:`~spectacular_bid.app.engine_client.EngineClient` (the built-in level, or ``--engine``,
any command that speaks ENGINE.md), with the seat record the session writes and the level's
think time (:data:`~spectacular_bid.app.computer.THINK_MS`, or ``--think``). Every answer is
read against the rules as the window reads it. Prints, per level, the decisions asked, the
illegal answers, the other failures, and the median, p95 and largest answer time.

Targets: 0 illegal answers and 0 errors; p95 at most ``think_ms`` + 50 ms (the window adds its
pace, ``PACE_MS``, on top). A decision whose answer failed is followed by a random legal move,
so that the games go on.

Measured (``--levels hard --think 200 --decisions 10000 --seed 3``, a quiet machine): 10,000
decisions in 247 games, 0 illegal, 0 errors, median 155.2 ms, p95 156.4 ms, largest 166 ms.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from dataclasses import dataclass, field

from spectacular_bid.app.computer import PACE_MS, THINK_MS
from spectacular_bid.app.engine_client import BuiltInEngine, EngineClient, EngineFailure, EngineProcess, action_of
from spectacular_bid.app.practice import LEVELS
from spectacular_bid.app.session import Session
from spectacular_bid.app.timesource import FakeTime
from spectacular_bid.core import START, Reveal, legal_actions

COMPUTER = 1
#: Game time a person takes for each of their actions (ms).
PERSON_MS = 500


@dataclass
class Answers:
    """What a level's answers came to."""

    times: list[float] = field(default_factory=list)  #: ms per answer
    illegal: int = 0
    errors: dict[str, int] = field(default_factory=dict)  #: failures by code, illegal ones apart
    games: int = 0

    def p95(self) -> float:
        ordered = sorted(self.times)
        return ordered[round(0.95 * (len(ordered) - 1))]


def answers(client: EngineClient, think_ms: int, decisions: int, seed: int) -> Answers:
    """Ask ``client`` ``decisions`` questions over as many games as it takes."""
    rng = random.Random(seed)
    out = Answers()
    session: Session | None = None
    clock = FakeTime(0)
    while len(out.times) < decisions:
        if session is None or session.state.is_over:
            session = Session(
                ("Person", "Computer"), started_at="2026-12-04T09:00:00Z", time=clock, rng=random.Random(rng.random())
            )
            session.submit(START)
            out.games += 1
            continue
        state = session.state
        seat = state.to_act
        legal = legal_actions(state)
        if seat == COMPUTER and state.holder == COMPUTER and state.awaiting in ("play", "bid"):
            request = {
                "id": len(out.times),
                "seat": seat,
                "at": session.now(),
                "think_ms": think_ms,
                "record": session.seat_record(seat),
            }
            began = time.perf_counter()
            try:
                action = action_of(client.ask(request), seat, legal)
            except EngineFailure as failure:
                if failure.code == "illegal":
                    out.illegal += 1
                else:
                    out.errors[failure.code] = out.errors.get(failure.code, 0) + 1
                action = rng.choice(legal)
            took = (time.perf_counter() - began) * 1000
            out.times.append(took)
            clock.advance(max(1, round(took)))
        else:
            reveal = [a for a in legal if isinstance(a, Reveal)]
            action = reveal[0] if reveal else rng.choice(legal)
            clock.advance(PERSON_MS)
        session.submit(action)
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--decisions", type=int, default=10_000, help="questions per level (default 10000)")
    parser.add_argument("--levels", nargs="+", default=list(LEVELS), choices=sorted(THINK_MS))
    parser.add_argument("--think", type=int, help="think_ms of every question (default: the level's THINK_MS)")
    parser.add_argument("--engine", help="an ENGINE.md command to ask instead of the built-in level")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    print(f"pace in the window: at least {PACE_MS} ms per move")
    for level in args.levels:
        think = args.think or THINK_MS[level]
        client: EngineClient = EngineProcess(args.engine) if args.engine else BuiltInEngine(level, args.seed)
        began = time.perf_counter()
        try:
            result = answers(client, think, args.decisions, args.seed)
        finally:
            client.close()
        times = result.times
        p95 = result.p95()
        errors = sum(result.errors.values())
        by_code = f" {result.errors}" if result.errors else ""
        verdict = "ok" if result.illegal == 0 and errors == 0 and p95 <= think + 50 else "MISSED"
        print(
            f"{client.name:>6}: think {think} ms, {len(times)} decisions in {result.games} games "
            f"({time.perf_counter() - began:.0f} s): {result.illegal} illegal, {errors} errors{by_code}, "
            f"median {statistics.median(times):.1f} ms, p95 {p95:.1f} ms, max {max(times):.0f} ms "
            f"(target p95 ≤ {think + 50}) {verdict}",
            flush=True,
        )


if __name__ == "__main__":
    main()
