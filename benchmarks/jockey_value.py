"""What being the jockey is worth over the next hand: the measure behind
``playouts.JOCKEY_BONUS``, the bonus the search gives a playout in which the seat goes out
(and so becomes the next hand's jockey, R22, R27) and takes from one in which the other
player does.

Positions: the start of a hand's auction after a hand played by ``greedy`` that someone went
out of (opening_price.py). The hand is played to its end, the auction included, by
``--level`` for both players (``--iterations`` sampled deals a decision), ``--lucks`` times
each; what the jockey gained over it is the worth of being the jockey against the other
player being it (the game is zero-sum: the other player lost as much). The bonus is that
worth: a playout gains it when the seat becomes the next jockey and loses it when the other
player does. Prints the jockey's mean gain with a 95 % interval, how often the opening was
bought, and how the hands ended.

Measured (the defaults but 700 positions a worker, seeds 1 and 2; 1,358 positions played
twice by ``hard-2026``, 100 sampled deals a decision): the jockey gained **+3.62 points
(+2.61 .. +4.62)** over the hand; 2 of the 2,716 plays had a bid; 1,283 of the last plays
ended with someone going out, 72 blocked, 3 ended the game. The first guess,
``JOCKEY_BONUS`` 6, counts being the jockey worth two thirds more than it is.

    python benchmarks/jockey_value.py [--positions 700] [--workers 2] [--lucks 2]
        [--level hard-2026] [--iterations 100] [--seed 1]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor

from engine_strength import load  # the same load-average line (run from benchmarks/)
from hard_strength import interval
from opening_price import positions

from spectacular_bid.core import Stage


def shard(args: tuple[int, int, int, str, int]) -> list[tuple[float, int, str]]:
    """Per position: the jockey's mean gain, how many of the plays bought the opening, and how
    the last one ended."""
    seed, count, lucks, level, iterations = args
    rows = []
    for _, game in positions(seed, count):
        jockey = game.state.jockey
        assert jockey is not None
        base = game.state.points[jockey]
        gains, bought = [], 0
        for luck in range(lucks):
            way = game.copy()
            way.play_hand((level, level), luck, iterations)
            gains.append(way.state.points[jockey] - base)
            bought += any(e.do == "bid" for e in way.events[len(game.events) :])
            if way.state.stage is Stage.OVER:
                end = "game"
            else:
                end = "block" if way.state.jockey is None else "out"
        rows.append((statistics.fmean(gains), bought, end))
    return rows


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--positions", type=int, default=700, help="positions per worker")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--lucks", type=int, default=2, help="plays of each position")
    parser.add_argument("--level", default="hard-2026")
    parser.add_argument("--iterations", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    print(f"load at start: {load()}", flush=True)
    began = time.perf_counter()
    jobs = [(args.seed + k, args.positions, args.lucks, args.level, args.iterations) for k in range(args.workers)]
    with ProcessPoolExecutor(len(jobs)) as pool:
        rows = [row for part in pool.map(shard, jobs) for row in part]
    print(f"positions: {len(rows)}, each played {args.lucks} times by {args.level}")
    print(f"  the jockey's gain over the hand: {interval([g for g, _, _ in rows])} points")
    print(f"  plays with a bid: {sum(b for _, b, _ in rows)} of {len(rows) * args.lucks}")
    ends = [e for _, _, e in rows]
    print("  the last play ended: " + ", ".join(f"{e} {ends.count(e)}" for e in ("out", "block", "game")))
    print(f"{time.perf_counter() - began:.0f} s; load at end: {load()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
