"""Which search ``hard`` should use: information-set MCTS (:mod:`spectacular_bid.engine.ismcts`)
against the ``hard`` level's perfect-information Monte Carlo, head to head in duplicate matches
(the same deals with the seats swapped), games capped at a few hands.

Both sides get the same requests and answer them the same way — the seat record read and
inferred, the same thinking time and margins, the same seeded choices — and differ only in the
search. With ``--iterations`` both search a fixed number of sampled deals instead of the time,
and play the same number of playouts on them: a comparison of how well each uses its playouts,
whatever their cost. The timed match, which counts the cost, is the one that chooses.

Prints points per hand gained by ISMCTS with a 95 % interval (over pairs), games won, illegal
answers and errors, answer-time percentiles and the machine's load average (the searches use
the time they are given, so a busy machine plays both weaker).

    python benchmarks/search_choice.py [--pairs 40] [--think 200] [--hands 8]
        [--iterations N] [--workers 2] [--seed 1]
"""

from __future__ import annotations

import argparse
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from functools import partial
from typing import Any

from engine_strength import load  # the same load-average line (run from benchmarks/)

from spectacular_bid.engine import answer, ismcts
from spectacular_bid.engine.match import MatchResult, Side, run_match, summary


@dataclass
class SearchPlayer:
    """``ismcts``, or ``hard`` through the engine's own protocol function, searching a fixed
    number of sampled deals when ``iterations`` is given."""

    name: str
    seed: int
    iterations: int | None = None

    def ask(self, request: dict[str, Any]) -> dict[str, Any]:
        if self.iterations is not None:
            request = {**request, "iterations": self.iterations}
        if self.name == "ismcts":
            return ismcts.answer(request, self.seed)
        return answer(request, self.name, self.seed)

    def close(self) -> None:
        pass


def _shard(args: tuple[int, int, int, int, int | None]) -> MatchResult:
    pairs, seed, think, hands, iterations = args
    a = SearchPlayer("ismcts", seed, iterations)
    b = SearchPlayer("hard", seed + 1, iterations)
    return run_match(a, b, pairs, seed, think, hands, progress=partial(_progress, seed))


def _progress(seed: int, done: int, result: MatchResult) -> None:
    """A line per pair, so that a match cut short still has its figures."""
    print(f"  pair {done} of shard {seed}: {result.per_pair()[-1]:+.2f} points per hand", flush=True)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--pairs", type=int, default=40)
    parser.add_argument("--think", type=int, default=200)
    parser.add_argument("--hands", type=int, default=8)
    parser.add_argument("--iterations", type=int, default=None, help="a fixed number of sampled deals")
    parser.add_argument("--workers", type=int, default=1, help="processes, each playing its share of the pairs")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    budget = f"{args.iterations} iterations" if args.iterations else f"think_ms {args.think}"
    print(f"ismcts (A) against pimc, the hard level (B): {args.pairs} pairs, {budget}, at most {args.hands} hands")
    print(f"  load at start: {load()}", flush=True)
    began = time.perf_counter()
    shares = [args.pairs // args.workers + (k < args.pairs % args.workers) for k in range(args.workers)]
    jobs = [(n, args.seed + 1000 * k, args.think, args.hands, args.iterations) for k, n in enumerate(shares) if n]
    with ProcessPoolExecutor(len(jobs)) as pool:
        parts = list(pool.map(_shard, jobs))
    result = MatchResult([g for p in parts for g in p.games], Side(), Side())
    for p in parts:
        for mine, theirs in ((result.a, p.a), (result.b, p.b)):
            mine.times += theirs.times
            mine.illegal += theirs.illegal
            mine.errors += theirs.errors
    for line in summary(result, "ismcts", "pimc"):
        print("  " + line)
    print(f"  {time.perf_counter() - began:.0f} s; load at end: {load()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
