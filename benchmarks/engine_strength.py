"""How strong and how quick the computer player is: duplicate matches of ``hard`` against
``easy`` and against the ``greedy`` baseline (the biggest immediate score, the heaviest tile
first, bids from a quick look at the hand), each deal played twice with the seats swapped,
games capped at a few hands.

Prints, per match: points per hand gained by hard with a 95 % interval (over pairs), games
won, illegal answers and errors, answer-time percentiles; then whether the targets hold:
the interval's lower end above 0, answer p95 at most ``think_ms`` + 50 ms, no illegal answer
nor error. The machine's load average is printed too: the search uses the time it is given,
so a busy machine plays weaker and the figures should be read with it.

    python benchmarks/engine_strength.py [--pairs 60] [--think 200] [--hands 8]
        [--against easy greedy] [--long-pairs 20] [--long-think 1000] [--seed 1]
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import time

from spectacular_bid.core import Bid, GameState, Record, Stage, legal_actions, seat_record
from spectacular_bid.core.record import replay
from spectacular_bid.engine import answer
from spectacular_bid.engine.match import LevelPlayer, MatchResult, percentile, run_match, summary


def load() -> str:
    try:
        one, five, _ = os.getloadavg()
    except OSError:
        return "unknown"
    return f"{one:.1f} (1 min), {five:.1f} (5 min) on {os.cpu_count()} cores"


def report(result: MatchResult, think_ms: int, against: str, seconds: float) -> bool:
    for line in summary(result, "hard", against):
        print("  " + line)
    _, low, _ = result.interval()
    p95 = percentile(result.a.times, 95)
    answers = len(result.a.times) + len(result.b.times)
    faults = result.a.illegal + result.a.errors + result.b.illegal + result.b.errors
    ok_strength = low > 0
    ok_time = p95 <= think_ms + 50
    print(f"  decisions answered: {answers}; illegal answers and errors: {faults}; {seconds:.0f} s; load {load()}")
    print(
        f"  targets: interval above 0: {'yes' if ok_strength else 'NO'}; "
        f"hard p95 {p95:.0f} ms <= {think_ms + 50}: {'yes' if ok_time else 'NO'}; "
        f"no illegal answer nor error: {'yes' if faults == 0 else 'NO'}"
    )
    return ok_strength and ok_time and faults == 0


def search_speed(positions: int = 40, think_ms: int = 200, seed: int = 3) -> None:
    """How much the hard search does in ``think_ms``: sampled deals and hand playouts per second,
    on the undecided positions of a few games between easy players."""
    rng = random.Random(seed)
    deals = playouts = 0
    spent = 0.0
    asked = 0
    while asked < positions:
        result = run_match(
            LevelPlayer("easy", rng.randrange(1000)), LevelPlayer("easy", 1), 1, rng.randrange(1000), 50, 3
        )
        record = result.games[0].record
        for state, prefix in _decisions(record):
            if asked >= positions or rng.random() > 0.2:
                continue
            seat = state.to_act
            actions = {a for a in legal_actions(state) if not isinstance(a, Bid)}
            if len(actions) < 2 or state.stage is not Stage.PLAY:
                continue
            request = {"id": 0, "seat": seat, "think_ms": think_ms, "record": seat_record(prefix, seat)}
            began = time.perf_counter()
            reply = answer(request, "hard", seed)
            if "deals" not in reply["info"]:
                continue  # an exact endgame, searched without sampling
            spent += time.perf_counter() - began
            deals += reply["info"]["deals"]
            playouts += reply["info"]["deals"] * len(actions)
            asked += 1
    print(
        f"hard search at think_ms {think_ms}: {deals / asked:.0f} sampled deals a decision, "
        f"{deals / spent:.0f} deals/s, {playouts / spent:.0f} hand playouts/s (load {load()})"
    )


def _decisions(record: Record) -> list[tuple[GameState, Record]]:
    """Every position of ``record`` where a seat holds the device and must decide, with the
    record up to there."""
    out = []
    for step in replay(record):
        s = step.state
        if s.stage in (Stage.PLAY, Stage.BIDDING) and s.holder == s.to_act:
            out.append((s, Record(record.players, record.deals, record.events[: step.index + 1])))
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--pairs", type=int, default=60)
    parser.add_argument("--think", type=int, default=200)
    parser.add_argument("--hands", type=int, default=8)
    parser.add_argument("--against", nargs="+", default=["easy", "greedy"])
    parser.add_argument("--long-pairs", type=int, default=20, help="pairs at --long-think (0: skip)")
    parser.add_argument("--long-think", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--speed-only", action="store_true", help="only measure the search's speed")
    args = parser.parse_args()
    search_speed()
    if args.speed_only:
        return 0
    runs = [(args.pairs, args.think)]
    if args.long_pairs:
        runs.append((args.long_pairs, args.long_think))
    all_ok = True
    for pairs, think in runs:
        for against in args.against:
            print(f"hard against {against}: {pairs} pairs, think_ms {think}, at most {args.hands} hands a game")
            print(f"  load at start: {load()}", flush=True)
            began = time.perf_counter()
            result = run_match(
                LevelPlayer("hard", args.seed), LevelPlayer(against, args.seed + 1), pairs, args.seed, think, args.hands
            )
            all_ok &= report(result, think, against, time.perf_counter() - began)
            sys.stdout.flush()
    print("all targets met" if all_ok else "some targets missed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
