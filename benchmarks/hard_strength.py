"""How much stronger ``hard`` is than the ``hard`` it replaced (``hard-2026``) and than
``medium``, and whether the openings it buys pay: duplicate matches (each deal played twice,
the seats swapped), games capped at a few hands.

With ``--iterations N`` (the default) every searching answer samples exactly N deals whatever
the machine's load (``think_ms`` then only bounds it): the comparison is reproducible and
robust to a busy machine. ``hard`` samples at ``think_ms`` 200 from 60 deals a decision (load
7.5 on 2 cores) to 325 (load 2.7) (``engine_strength.py --speed-only``); the default, 100, lies
between. With ``--iterations 0`` the players search for ``--think`` ms instead.

Measured (40 pairs each, 100 sampled deals, 8 hands at most; points per hand, 95 % interval),
with the price of the opening corrected by ``levels.OPENING_OVERVALUE`` at 7 and 8 (now 4):

    hard against hard-2026, seed 1   +0.00 (-1.68 .. +1.68)   632 hands, 0 openings bought
    hard against hard-2026, seed 2   -0.94 (-2.88 .. +1.00)   633 hands, 1 bought: +15
    both, 80 pairs                   -0.47 (-1.75 .. +0.81)
    hard against medium, seed 1      +0.54 (-1.25 .. +2.32)   634 hands, 0 bought
    hard against medium, seed 2      +2.04 (+0.41 .. +3.67)   636 hands, 3 bought: +3.33
    hard against medium, seed 3      +0.60 (-0.71 .. +1.91)   639 hands, 2 bought: +2.50
    the three, 120 pairs             +1.06 (+0.14 .. +1.97)

Before the correction, the same first seeds: against hard-2026 +1.18 (-0.36 .. +2.72) and
+1.61 (-0.29 .. +3.50), against medium +2.14 (+0.48 .. +3.80), with 17, 15 and 11 openings
bought, which lost -5.88, -4.67 and -3.18 points over their hands (intervals about +-10).
hard-2026 plays as hard does: between them only the auction differs, and one bid changes the
rest of its game, so the figures move by more than the bids are worth (opening_price.py).

Prints, per match: points per hand gained by A with a 95 % interval (over pairs), games won,
illegal answers and errors, answer times; then, for each side, the openings it bought (a bid
of its accepted) and the points it gained over those hands, the bid included, with a 95 %
interval.

    python benchmarks/hard_strength.py [--a hard] [--b hard-2026] [--pairs 40]
        [--iterations 100] [--think 200] [--hands 8] [--workers 2] [--seed 1]
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from functools import partial
from typing import Any

from engine_strength import load  # the same load-average line (run from benchmarks/)

from spectacular_bid.core import Record, Stage
from spectacular_bid.core.record import replay
from spectacular_bid.engine import answer
from spectacular_bid.engine.match import Game, MatchResult, Side, run_match, summary


@dataclass
class FixedPlayer:
    """A level through the engine's protocol function, searching ``iterations`` sampled deals
    when given."""

    level: str
    seed: int
    iterations: int | None
    think_ms: int
    name: str = ""

    def __post_init__(self) -> None:
        self.name = self.level

    def ask(self, request: dict[str, Any]) -> dict[str, Any]:
        if self.iterations:
            # think_ms only bounds a fixed search (ENGINE.md): wide enough never to cut it.
            request = {**request, "iterations": self.iterations, "think_ms": 20 * self.think_ms}
        return answer(request, self.level, self.seed)

    def close(self) -> None:
        pass


def bought(record: Record) -> list[tuple[int, int]]:
    """Each opening bought in ``record``: the buyer's seat and the points it gained from the
    hand's deal to its end (the bid paid included)."""
    out = []
    start: tuple[int, ...] | None = None
    buyer = None
    previous = None
    for step in replay(record):
        state = step.state
        if previous is not None and previous.stage is not Stage.BIDDING and state.stage is Stage.BIDDING:
            start, buyer = tuple(previous.points), None
        if previous is not None and previous.stage is Stage.BIDDING and state.stage is Stage.PLAY:
            event = record.events[step.index]
            if event.do in ("accept", "bid"):  # accepted, or an overbid that had to be accepted (R33)
                buyer = state.to_act
        if buyer is not None and start is not None and state.stage in (Stage.HAND_OVER, Stage.OVER):
            out.append((buyer, state.points[buyer] - start[buyer]))
            buyer = None
        previous = state
    return out


def openings(games: list[Game], side: str) -> list[int]:
    """The points gained over each hand whose opening ``side`` (``"a"`` or ``"b"``) bought."""
    out = []
    for game in games:
        seat = game.a_seat if side == "a" else 1 - game.a_seat
        out += [gain for buyer, gain in bought(game.record) if buyer == seat]
    return out


def _shard(args: tuple[str, str, int, int, int, int | None, int]) -> MatchResult:
    a, b, pairs, seed, think, iterations, hands = args
    return run_match(
        FixedPlayer(a, seed, iterations, think),
        FixedPlayer(b, seed + 1, iterations, think),
        pairs,
        seed,
        think,
        hands,
        progress=partial(_progress, seed),
    )


def _progress(seed: int, done: int, result: MatchResult) -> None:
    """A line per pair, so that a match cut short still has its figures."""
    print(f"  pair {done} of shard {seed}: {result.per_pair()[-1]:+.2f} points per hand", flush=True)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--a", default="hard")
    parser.add_argument("--b", default="hard-2026")
    parser.add_argument("--pairs", type=int, default=40)
    parser.add_argument("--iterations", type=int, default=100, help="sampled deals a decision (0: search by time)")
    parser.add_argument("--think", type=int, default=200)
    parser.add_argument("--hands", type=int, default=8)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    iterations = args.iterations or None
    budget = f"{iterations} sampled deals a decision" if iterations else f"think_ms {args.think}"
    print(f"{args.a} (A) against {args.b} (B): {args.pairs} pairs, {budget}, at most {args.hands} hands")
    print(f"  load at start: {load()}", flush=True)
    began = time.perf_counter()
    shares = [args.pairs // args.workers + (k < args.pairs % args.workers) for k in range(args.workers)]
    jobs = [(args.a, args.b, n, args.seed + 1000 * k, args.think, iterations, args.hands) for k, n in enumerate(shares)]
    with ProcessPoolExecutor(len(jobs)) as pool:
        parts = list(pool.map(_shard, [j for j in jobs if j[2]]))
    result = MatchResult([g for p in parts for g in p.games], Side(), Side())
    for p in parts:
        for mine, theirs in ((result.a, p.a), (result.b, p.b)):
            mine.times += theirs.times
            mine.illegal += theirs.illegal
            mine.errors += theirs.errors
    for line in summary(result, args.a, args.b):
        print("  " + line)
    for side, name in (("a", args.a), ("b", args.b)):
        gains = openings(result.games, side)
        if len(gains) > 1:
            mean = statistics.fmean(gains)
            half = 1.96 * statistics.stdev(gains) / math.sqrt(len(gains))
            print(
                f"  openings bought by {name}: {len(gains)}, points gained over those hands, the bid included: "
                f"{mean:+.2f} ({mean - half:+.2f} .. {mean + half:+.2f})"
            )
        else:
            print(f"  openings bought by {name}: {len(gains)} {gains}")
    print(f"  {time.perf_counter() - began:.0f} s; load at end: {load()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
