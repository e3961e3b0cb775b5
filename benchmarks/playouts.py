"""Random playouts through the public core API: prints ``hands/s: N`` as its last line.

Plays games with uniformly random legal actions, one every 0.05–1 s of game time (inside the
10 s delay, so games end on points), dealing each hand from a seeded ``random.Random``: every
hand from its deal to its end, bidding included after someone went out. Reports the median of
5 runs of 2 s each.

    python benchmarks/playouts.py [--runs 5] [--seconds 2] [--profile] [--cpu]
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable

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


def play_hands(rng: random.Random, seconds: float, clock: Callable[[], float] = time.perf_counter) -> int:
    """Play random games for ``seconds`` of ``clock`` time; return the number of hands finished."""
    hands = 0
    stop = clock() + seconds
    rnd = rng.random  # one uniform draw per choice: rng.choice costs more than the rules
    hand_over, over = Stage.HAND_OVER, Stage.OVER  # an enum member read through its class is slow
    while clock() < stop:
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


# --- The reference: the same game as one tight, mutable loop ------------------------------
#
# The target is 6,000 hands/s on Python 3.12, for the computer player's searches. A deliberately
# tight, mutable pure-Python loop of the same game is measured in the same run, so that the
# figure can be read against the machine's speed when it is busy. This is that loop: lists
# changed in place, tiles as (high, low) pairs, no validation, no records, one decision per
# random draw as above (reveals, plays, draws, bids), the same dealing, clocks kept as
# reserves. It is a yardstick, not a second rules engine: it skips what costs little, such as
# forced waivers and acceptances (R33), and nothing in the game uses it.

_PAIRS = [(h, lo) for h in range(7) for lo in range(h + 1)]
_PAIR_RANK = {t: (t[0] == t[1], t[0] + t[1], t[0]) for t in _PAIRS}


def mutable_hands(rng: random.Random, seconds: float, clock: Callable[[], float] = time.perf_counter) -> int:
    """Play random games with the tight mutable loop; return the number of hands finished."""
    rnd = rng.random
    rank = _PAIR_RANK.__getitem__
    hands = 0
    stop = clock() + seconds
    while clock() < stop:
        points = [150, 150]
        reserves = [120_000, 120_000]
        at = 0
        jockey = None
        over = False
        while not over:
            keys = [rnd() for _ in _PAIRS]
            deal = [_PAIRS[i] for i in sorted(range(28), key=keys.__getitem__)]
            held = [deal[:7], deal[7:14]]
            bone = deal[14:]
            forced = None
            if jockey is None:  # opening by rank
                best = (max(held[0], key=rank), max(held[1], key=rank))
                seat = 0 if rank(best[0]) > rank(best[1]) else 1
                forced = best[seat]
            else:  # the bidding: the non-jockey first; reveal, then decide, each time
                seat, bid, bidder = 1 - jockey, 0, -1
                while True:
                    at += 50 + int(rnd() * 950)  # reveal
                    rnd()
                    at += 50 + int(rnd() * 950)
                    low = 15 if bidder < 0 else bid + 5
                    top = points[seat] + (15 if seat == jockey else 0)
                    choices = 1 + max(0, (top - low) // 5 + 1)
                    pick = int(rnd() * choices)
                    if pick == 0:  # waive, or accept
                        break
                    bid, bidder, seat = low + 5 * (pick - 1), seat, 1 - seat
                if bidder < 0:
                    seat = jockey
                else:
                    cost = bid - 15 if bidder == jockey else bid
                    cost = max(0, cost)
                    points[bidder] -= cost
                    points[1 - bidder] += cost
                    seat = bidder
                    if points[bidder] == 0:
                        hands += 1
                        break
            values = [-1, -1, -1, -1]
            counts = [0, 0, 0, 0]
            spinner = -1
            pending = [False, False]
            opened = False
            passes = 0
            while True:
                at += 50 + int(rnd() * 950)  # reveal
                rnd()
                started = at
                hand = held[seat]
                while True:  # draws, then a play or a pass
                    at += 50 + int(rnd() * 950)
                    options = []
                    if not opened:
                        for t in [forced] if forced is not None else hand:
                            options.append((t, -1, t[0]))
                            if t[0] != t[1]:
                                options.append((t, -1, t[1]))
                    else:
                        for t in hand:
                            h, lo = t
                            for i in range(4):
                                if values[i] == h or values[i] == lo:
                                    options.append((t, i, 0))
                    if options or not bone:
                        break
                    hand.append(bone.pop(0))
                    rnd()
                used = at - started - 10_000
                if used > 0:
                    reserves[seat] -= used
                if options:
                    t, i, west = options[int(rnd() * len(options))]
                    hand.remove(t)
                    h, lo = t
                    if i < 0:
                        opened = True
                        if h == lo:
                            values[0] = values[1] = h
                            counts[0] = 2 * h
                            spinner, pending = h, [True, True]
                        else:
                            values[0], values[1] = west, h + lo - west
                            counts[0], counts[1] = west, h + lo - west
                    else:
                        outer = lo if values[i] == h else h
                        values[i] = outer
                        counts[i] = 2 * outer if h == lo else outer
                        if i < 2 and spinner < 0 and h == lo:
                            spinner, pending = h, [i == 0, i == 1]
                        elif i < 2 and spinner >= 0 and pending[i]:
                            if pending[1 - i]:
                                counts[1 - i] = 2 * spinner
                            pending[i] = False
                            if not pending[0] and not pending[1]:
                                values[2] = values[3] = spinner
                    passes = 0
                    total = counts[0] + counts[1] + counts[2] + counts[3]
                    if total and total % 5 == 0:
                        paid = min(total, points[1 - seat])
                        points[seat] += paid
                        points[1 - seat] -= paid
                        if points[1 - seat] == 0:
                            over = True
                            break
                    if not hand:
                        jockey = seat
                        break
                else:
                    passes += 1
                    if passes == 2:  # blocked: the lighter hand gets the other's sum, to 5
                        pips = [sum(a + b for a, b in held[0]), sum(a + b for a, b in held[1])]
                        if pips[0] != pips[1]:
                            taker = 0 if pips[0] < pips[1] else 1
                            paid = min(5 * round(pips[1 - taker] / 5), points[1 - taker])
                            points[taker] += paid
                            points[1 - taker] -= paid
                            over = points[1 - taker] == 0
                        jockey = None
                        break
                seat = 1 - seat
            hands += 1
    return hands


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--seconds", type=float, default=2.0)
    parser.add_argument("--profile", action="store_true", help="profile one run with cProfile")
    parser.add_argument(
        "--cpu", action="store_true", help="time runs in CPU seconds of this process, steadier on a busy machine"
    )
    args = parser.parse_args()
    clock = time.process_time if args.cpu else time.perf_counter
    if args.profile:
        import cProfile
        import pstats

        prof = cProfile.Profile()
        prof.runcall(play_hands, random.Random(1), args.seconds)
        pstats.Stats(prof).sort_stats("tottime").print_stats(15)
    rates, reference = [], []
    for run in range(args.runs):
        n = play_hands(random.Random(run), args.seconds, clock)
        rates.append(n / args.seconds)
        m = mutable_hands(random.Random(run), args.seconds, clock)
        reference.append(m / args.seconds)
        print(f"run {run + 1}: {rates[-1]:.0f} hands/s (tight mutable loop: {reference[-1]:.0f})")
    rate, ref = statistics.median(rates), statistics.median(reference)
    print(f"tight mutable loop, same run: {ref:.0f} hands/s; the immutable core reaches {rate / ref:.0%} of it")
    print(f"hands/s: {rate:.0f}")


if __name__ == "__main__":
    main()
