"""How long the coach takes to analyse a game (issue 25: a 60-decision game in ≤ 60 s here).

    python benchmarks/analysis.py [--iterations N ...] [--runs 3] [--decisions 60] [--seed 0]

Plays a seeded game between two ``easy`` computer players (a quick, human-like level: its
decisions look like a person's, bids and slips included) and keeps its events up to the
``--decisions``-th decision with a choice (forced draws and openings by rank come on top, and
cost nothing). Then analyses it ``--runs`` times at each ``--iterations`` (default: the
analysis's default) and prints the median time, the decisions by kind, and the median standard
error of a loss (the precision the setting buys).

Measured (``--iterations 300 600 1000 --runs 3 --latency``, seed 0: 114 decisions of which 60
with a choice — 4 bidding, 3 openings, 53 plays; two cores shared with other work, load 5–7):

    iterations  median s  s/decision  median loss se  a 10 ms loop beside it: late by (ms)
           300      14.9        0.25            1.52    6.0 median, 17.8 p99, 27.5 at most
           600      30.1        0.50            1.10    7.0 median, 17.8 p99, 20.9 at most
          1000      47.1        0.79            0.84    8.9 median, 50.0 p99, 165.5 at most

At load 1.4, a game of 60 decisions with a choice took 18.6 s at 600. Since the sampling of
deals was made quicker (the same deals, about twice as fast), 7.4 s (median of 3, load 1.9;
121 decisions, 60 with a choice). The default, 600, meets
the 60 s target with room for a busier machine, and buys a median standard error of a loss near
1 point (the smallest class is 2.5). A thread beside it, as the window's, mostly wakes within
20 ms: the analysis is pure Python and gives Python's lock up every switch interval (5 ms); the
rare longer delays came with the machine's load.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from spectacular_bid.core import (
    CONTINUE,
    START,
    Action,
    Event,
    Record,
    Reveal,
    Stage,
    apply,
    deal_from,
    legal_actions,
    needs_deal,
    new_game,
    seat_record,
    with_deal,
)
from spectacular_bid.engine import action_of, answer
from spectacular_bid.engine.analysis import DEFAULT_ITERATIONS, Kind, Setting, analyse

PLAYERS = ("Ana", "Ben")


def game(seed: int, decisions: int) -> Record:
    """A game of two ``easy`` players, each decision taken 3 s after the last event (so that the
    game is the same on every run), cut after its ``decisions``-th decision with a choice."""
    rng = random.Random(seed)
    state = apply(new_game(PLAYERS, [deal_from(rng)]), START, 0)
    events = [Event(0, "start")]
    valued = 0
    while not state.is_over:
        if state.stage is Stage.HAND_OVER:
            if needs_deal(state):
                state = with_deal(state, deal_from(rng))
            action: Action = CONTINUE
        elif state.holder != state.to_act:
            assert state.to_act is not None
            action = Reveal(state.to_act)
        else:
            seat = state.to_act
            record = Record(PLAYERS, state.deals, tuple(events))
            request = {"id": 0, "seat": seat, "think_ms": 1000, "record": seat_record(record, seat)}
            found = action_of(answer(request, "easy", seed), seat)
            assert found is not None
            action = found
            valued += len(legal_actions(state)) > 1
        state = apply(state, action, state.time + 3000)
        events.append(Event.of(action, state.time))
        if valued == decisions:
            return Record(PLAYERS, state.deals, tuple(events))
    raise SystemExit(f"the game ended after {valued} decisions with a choice")


def lateness(record: Record, iterations: int, seed: int) -> list[float]:
    """The analysis in a background thread, as the window runs it, while this thread wakes
    every 10 ms as an event loop would: how late each wake-up was, in ms (the GIL is shared)."""
    done = threading.Event()

    def work() -> None:
        analyse(record, Setting(iterations=iterations, seed=seed))
        done.set()

    threading.Thread(target=work, daemon=True).start()
    late = []
    while not done.is_set():
        began = time.perf_counter()
        time.sleep(0.010)
        late.append((time.perf_counter() - began) * 1000 - 10)
    return late


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--iterations", type=int, nargs="*", default=[DEFAULT_ITERATIONS])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--decisions", type=int, default=60)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--latency", action="store_true", help="also run it in a thread, timing a 10 ms loop beside it")
    args = parser.parse_args()
    record = game(args.seed, args.decisions)
    print(f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} processors")
    print(
        f"{'iterations':>10} {'decisions':>9} {'valued':>6} {'auction':>7} {'opening':>7} {'play':>5}"
        f" {'median s':>9} {'s/decision':>10} {'median loss se':>14}"
    )
    for iterations in args.iterations:
        times = []
        for _ in range(args.runs):
            began = time.perf_counter()
            result = analyse(record, Setting(iterations=iterations, seed=args.seed))
            times.append(time.perf_counter() - began)
        valued = [d for d in result.decisions if not d.forced]
        kinds = [sum(d.kind is k for d in valued) for k in Kind]
        ses = [d.loss_se for d in valued if d.loss_se and not d.exact]
        median = statistics.median(times)
        print(
            f"{iterations:>10} {len(result.decisions):>9} {len(valued):>6} {kinds[0]:>7} {kinds[1]:>7} {kinds[2]:>5}"
            f" {median:>9.1f} {median / len(valued):>10.2f} {statistics.median(ses) if ses else 0:>14.2f}"
        )
        if args.latency:
            late = sorted(lateness(record, iterations, args.seed))
            p99 = late[min(len(late) - 1, int(0.99 * len(late)))]
            print(
                f"{'':>10} a 10 ms loop beside it: late by {statistics.median(late):.1f} ms (median),"
                f" {p99:.1f} ms (99th percentile), {late[-1]:.1f} ms at most, over {len(late)} wake-ups"
            )


if __name__ == "__main__":
    main()
