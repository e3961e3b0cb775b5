"""Random playouts through the public core API: prints ``hands/s: N`` as its last line.

Plays games with uniformly random legal actions, one decision every 1–20 s of game time,
dealing each hand from a seeded ``random.Random``: every hand from its deal to its end,
bidding included after someone went out. Reports the median of 5 runs of 2 s each.

    python benchmarks/playouts.py [--runs 5] [--seconds 2] [--profile]
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from spectacular_bid.core import (
    CONTINUE,
    START,
    Stage,
    apply,
    deal_from,
    legal_actions,
    needs_deal,
    new_game,
    with_deal,
)


def play_hands(rng: random.Random, seconds: float) -> int:
    """Play random games for ``seconds`` of real time; return the number of hands finished."""
    hands = 0
    stop = time.perf_counter() + seconds
    rnd = rng.random  # one uniform draw per choice: rng.choice costs more than the rules
    hand_over, over = Stage.HAND_OVER, Stage.OVER  # an enum member read through its class is slow
    while time.perf_counter() < stop:
        state = apply(new_game(("Ana", "Ben"), [deal_from(rng)]), START, 0)
        at = 0
        while True:
            stage = state.stage
            if stage is hand_over:
                hands += 1
                if needs_deal(state):
                    state = with_deal(state, deal_from(rng))
                state = apply(state, CONTINUE, at)
                continue
            if stage is over:
                hands += 1
                break
            at += 50 + int(rnd() * 950)  # well inside the delay: games end on points
            actions = legal_actions(state)
            state = apply(state, actions[int(rnd() * len(actions))], at)
    return hands


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--seconds", type=float, default=2.0)
    parser.add_argument("--profile", action="store_true", help="profile one run with cProfile")
    args = parser.parse_args()
    if args.profile:
        import cProfile
        import pstats

        prof = cProfile.Profile()
        prof.runcall(play_hands, random.Random(1), args.seconds)
        pstats.Stats(prof).sort_stats("tottime").print_stats(15)
    rates = []
    for run in range(args.runs):
        n = play_hands(random.Random(run), args.seconds)
        rates.append(n / args.seconds)
        print(f"run {run + 1}: {rates[-1]:.0f} hands/s")
    print(f"hands/s: {statistics.median(rates):.0f}")


if __name__ == "__main__":
    main()
