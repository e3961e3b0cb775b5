"""What ENGINE.md's ``candidates`` cost and how precise they are, by kind of decision.

    python benchmarks/candidates.py [--games 6] [--iterations 100] [--level hard]

Takes the decisions of a few random games (bidding, opening, play, draw, exact endgame) and
asks the engine for every decision's candidates with a fixed ``iterations``, then the same
without candidates. Prints, per kind: how many decisions, the median answer time with and
without candidates (ms), the median standard error of the best candidate's value and the
median gap between the best two values (points). The coach (analysis of a whole game) pays
the time with candidates once per decision.

Measured (``--games 3``, hard, 100 iterations, on two cores shared with a running match):

    kind              n  ms with  ms without  se best  gap 1-2
    auction          20    157.0       150.2     2.41    14.38
    draw             56     21.0         3.2     1.49     0.00
    opening          17     81.1        79.9     2.25     0.60
    play            228     26.4        24.8     1.56     1.75

Candidates cost little where the search already plays every choice out; a forced draw, which
needs no search to answer, is searched to be valued. The opening's small gap is the two
mirror-image openings of a non-double (R12), valued alike.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

from random_games import decisions

from spectacular_bid.core import GameState, Stage, legal_actions, seat_record
from spectacular_bid.engine import endgame
from spectacular_bid.engine.protocol import respond


def kind_of(state: GameState) -> str:
    if state.stage is Stage.BIDDING:
        return "auction"
    if not state.table.plays:
        return "opening"
    if endgame.is_exact(state):
        return "exact endgame"
    return "draw" if legal_actions(state)[0].do == "draw" else "play"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=6)
    parser.add_argument("--iterations", type=int, default=100)
    parser.add_argument("--level", default="hard")
    args = parser.parse_args()
    rows: dict[str, list[tuple[float, float, float, float]]] = {}
    for game in range(args.games):
        for state, record in decisions(random.Random(game), max_events=200):
            seat = state.to_act
            assert seat is not None
            request = {
                "id": 0,
                "seat": seat,
                "iterations": args.iterations,
                "think_ms": 600_000,
                "record": seat_record(record, seat),
            }
            began = time.perf_counter()
            with_values = respond(json.dumps({**request, "candidates": True}), args.level, 1)
            took = (time.perf_counter() - began) * 1000
            began = time.perf_counter()
            respond(json.dumps(request), args.level, 1)
            plain = (time.perf_counter() - began) * 1000
            candidates = with_values["info"]["candidates"]
            se = candidates[0]["se"] or 0.0
            gap = candidates[0]["expected"] - candidates[1]["expected"] if len(candidates) > 1 else 0.0
            rows.setdefault(kind_of(state), []).append((took, plain, se, gap))
    print(f"level {args.level}, iterations {args.iterations}")
    print(f"{'kind':<14} {'n':>4} {'ms with':>8} {'ms without':>11} {'se best':>8} {'gap 1-2':>8}")
    for kind, values in sorted(rows.items()):
        med = [statistics.median(column) for column in zip(*values)]
        print(f"{kind:<14} {len(values):>4} {med[0]:>8.1f} {med[1]:>11.1f} {med[2]:>8.2f} {med[3]:>8.2f}")


if __name__ == "__main__":
    main()
