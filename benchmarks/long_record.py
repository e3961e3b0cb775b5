"""How long the engine takes to answer a request whose record is very long.

    python benchmarks/long_record.py [--ticks 280000] [--runs 5] [--think 100]

A record may hold any number of ``tick`` events (RECORD.md: a tick only lets time pass), so a
request can be megabytes long. This takes a seat record from the middle of a scripted game,
adds ``--ticks`` ticks at its last event's time, and prints the request's size and the median
(with the smallest and largest) of ``--runs`` answers from :func:`~spectacular_bid.engine.
protocol.respond` at ``hard``, with each part of the reading timed on its own.

Measured (``--ticks 280000 --runs 3 --think 100``, 8.1 MB, two runs): the record written
again as text for its reader took 1.81 s with the protocol's own writer, 0.50 and 0.52 s with
``json``'s (:func:`~spectacular_bid.engine.protocol._record_text`); the whole answer 4.29 s,
then 2.97 and 2.99 s. What is left is mostly the record's reader (1.3 s) and the replay of
its events (0.5 s, and 0.3 s per sampled deal): such a request is answered late, not refused.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time
from collections.abc import Callable

from spectacular_bid.core import START, Play, Stage, deal_from, legal_actions, new_game
from spectacular_bid.core import apply as apply_action
from spectacular_bid.core.knowledge import infer, read_seat_record, seat_record
from spectacular_bid.core.record import Event, Record
from spectacular_bid.engine import protocol


def long_request(ticks: int, think_ms: int) -> str:
    """A request for the seat to play in the middle of a seeded game, ``ticks`` ticks added."""
    rng = random.Random(5)
    names = ("Ana", "Ben")
    deals = (deal_from(rng),)
    state = apply_action(new_game(names, deals), START, 0)
    events = [Event(0, "start")]
    at = 0
    while True:
        legal = legal_actions(state)
        first = legal[0]
        if len(events) > 12 and isinstance(first, Play) and len(legal) > 1:
            seat = first.seat
            break
        at += 1_000
        action = rng.choice(legal)
        state = apply_action(state, action, at)
        events.append(Event.of(action, at))
        assert state.stage is not Stage.OVER
    events += [Event(at, "tick")] * ticks
    full = Record(names, deals, tuple(events), "2026-12-02T09:00:00Z")
    return json.dumps({"id": 1, "seat": seat, "think_ms": think_ms, "record": seat_record(full, seat)})


def _seconds(work: Callable[[], object]) -> float:
    started = time.perf_counter()
    work()
    return time.perf_counter() - started


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--ticks", type=int, default=280_000)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--think", type=int, default=100)
    args = parser.parse_args()
    line = long_request(args.ticks, args.think)
    request = json.loads(line, parse_float=protocol._float_reader(), parse_int=protocol._int)
    seat = request["seat"]
    print(f"request: {len(line) / 1e6:.1f} MB, {len(request['record']['events']):,} events, think_ms {args.think}")
    parts = {
        "the record as text": lambda: protocol._record_text(request["record"]),
        "the seat record read": lambda: read_seat_record(request["record"], seat, protocol._record_text),
        "the seat record read and inferred": lambda: infer(
            read_seat_record(request["record"], seat, protocol._record_text), None
        ),
        "the whole answer": lambda: protocol.respond(line),
    }
    for name, work in parts.items():
        times = [_seconds(work) for _ in range(args.runs)]
        print(f"{name}: median {statistics.median(times):.2f} s (min {min(times):.2f}, max {max(times):.2f})")
    answer = protocol.respond(line)
    assert "error" not in answer, answer


if __name__ == "__main__":
    main()
