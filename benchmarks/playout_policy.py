"""Which playouts ``hard`` should use: the policy that weighs the other player's best reply to
each play (:func:`~spectacular_bid.engine.playouts.answering_play`) against the quick scoring
one, ``hard`` against itself in duplicate matches, both searching the same number of sampled
deals a decision (the two policies cost about the same: ``--speed`` prints both speeds).

    python benchmarks/playout_policy.py [--pairs 20] [--iterations 100] [--hands 8]
        [--workers 2] [--seed 1] [--speed]
"""

from __future__ import annotations

import argparse
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from functools import partial
from typing import Any

from engine_strength import load, search_speed  # run from benchmarks/

from spectacular_bid.engine import answer, levels
from spectacular_bid.engine.match import MatchResult, Side, run_match, summary


@dataclass
class PolicyPlayer:
    """``hard`` with one playout policy, searching ``iterations`` sampled deals."""

    answering: bool
    seed: int
    iterations: int
    name: str = ""

    def __post_init__(self) -> None:
        self.name = "answering" if self.answering else "scoring"

    def ask(self, request: dict[str, Any]) -> dict[str, Any]:
        levels.ANSWERING_PLAYOUTS = self.answering  # both players share the process, in turn
        return answer({**request, "iterations": self.iterations, "think_ms": 60_000}, "hard", self.seed)

    def close(self) -> None:
        pass


def _shard(args: tuple[int, int, int, int]) -> MatchResult:
    pairs, seed, iterations, hands = args
    a, b = PolicyPlayer(True, seed, iterations), PolicyPlayer(False, seed + 1, iterations)
    return run_match(a, b, pairs, seed, 200, hands, progress=partial(_progress, seed))


def _progress(seed: int, done: int, result: MatchResult) -> None:
    print(f"  pair {done} of shard {seed}: {result.per_pair()[-1]:+.2f} points per hand", flush=True)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--pairs", type=int, default=20)
    parser.add_argument("--iterations", type=int, default=100)
    parser.add_argument("--hands", type=int, default=8)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--speed", action="store_true", help="only the search's speed with each policy")
    args = parser.parse_args()
    if args.speed:
        for answering in (False, True):
            levels.ANSWERING_PLAYOUTS = answering
            print("answering:" if answering else "scoring:", end=" ")
            search_speed()
        return 0
    print(f"answering (A) against scoring (B) playouts: {args.pairs} pairs, {args.iterations} sampled deals")
    print(f"  load at start: {load()}", flush=True)
    began = time.perf_counter()
    shares = [args.pairs // args.workers + (k < args.pairs % args.workers) for k in range(args.workers)]
    jobs = [(n, args.seed + 1000 * k, args.iterations, args.hands) for k, n in enumerate(shares) if n]
    with ProcessPoolExecutor(len(jobs)) as pool:
        parts = list(pool.map(_shard, jobs))
    result = MatchResult([g for p in parts for g in p.games], Side(), Side())
    for p in parts:
        for mine, theirs in ((result.a, p.a), (result.b, p.b)):
            mine.times += theirs.times
            mine.illegal += theirs.illegal
            mine.errors += theirs.errors
    for line in summary(result, "answering", "scoring"):
        print("  " + line)
    print(f"  {time.perf_counter() - began:.0f} s; load at end: {load()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
