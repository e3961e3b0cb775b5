"""How much stronger ``hard`` is than the ``hard`` it replaced (``hard-2026``) and than
``medium``, and whether the openings it buys pay: duplicate matches (each deal played twice,
the seats swapped), games capped at a few hands.

With ``--iterations N`` (the default) every searching answer samples exactly N deals whatever
the machine's load (``think_ms`` then only bounds it): the comparison is robust to a busy
machine. The deals are the same from run to run, the searches' luck is not: it is seeded by
the seat record, whose times are the answers' measured times (a pair measured -7.81 points a
hand in one run, -4.38 in the next). ``hard`` samples at ``think_ms`` 200 from 60 deals a decision (load
7.5 on 2 cores) to 325 (load 2.7) (``engine_strength.py --speed-only``); the default, 100, lies
between. (Measured before the sampling of deals was made quicker: the same search now samples
about 1.7 times as many deals a second, 5,490 against 3,270.)
With ``--iterations 0`` the players search for ``--think`` ms instead.
``--a-iterations N`` gives player A its own number (by default ``--iterations``): ``--a hard
--b hard --a-iterations 400`` measures what four times the deals gain ``hard`` on the same
deals (the two players of one level differ by their seeds, as always).

Measured at ``think_ms`` 200 by time (``--iterations 0``, a quiet machine; 40 pairs each, 8
hands at most; points per hand, 95 % interval), the price of the opening corrected by
``levels.OPENING_OVERVALUE`` (4):

    hard against medium, seed 11      +2.83 (+1.25 .. +4.41)   629 hands, 7 openings bought
    hard against medium, seed 12      +1.07 (-0.73 .. +2.87)   630 hands, 4 bought
    both, 80 pairs                    +1.95 (+0.75 .. +3.16)
    hard against hard-2026, seed 21   +0.43 (-0.99 .. +1.84)   632 hands, 7 bought
    hard against hard-2026, seed 22   -0.26 (-1.69 .. +1.17)   636 hands, 5 bought
    hard against hard-2026, seed 23   +1.18 (-0.36 .. +2.73)   633 hands, 3 bought
    the three, 120 pairs              +0.45 (-0.40 .. +1.29)

With the next jockey counted at its measured worth (``levels.HARD_JOCKEY_BONUS`` 4, not 6):

    hard against hard-2026, seed 31   -0.95 (-2.23 .. +0.33)   640 hands, 1 opening bought
    hard against hard-2026, seed 32   +1.05 (-0.35 .. +2.44)   637 hands, 3 bought
    both, 80 pairs                    +0.05 (-0.91 .. +1.02)
    hard against medium, seed 33      +2.06 (+0.14 .. +3.98)   632 hands, 5 bought

Against ``hard-first``, the ``hard`` before its bids were weighed with the other player's reply
(``hard-2026`` came after that change), seed 41:

    hard against hard-first, seed 41  -0.01 (-2.05 .. +2.02)   629 hands, 3 openings bought
    hard against hard-first, seed 42  -0.23 (-1.66 .. +1.19)   640 hands, 1 bought
    both, 80 pairs                    -0.12 (-1.36 .. +1.11)

``hard-first`` bought 31 and 38 openings there: from the bid, those hands brought it -9.03
(-21.48 .. +3.42) and -7.63 (-14.34 .. -0.92) points each; played again both ways, against
waiving or accepting, -1.02 (-8.31 .. +6.27) and -3.42 (-9.07 .. +2.23). Its bids cost it about
what ``hard``'s cost it (bought_openings.py), so making far fewer gains little.

``medium`` and ``hard-2026`` bought 1 opening between them. The 26 hands whose opening
``hard`` bought brought it -8.5 points on average, the bid included (-10.71, +3.75, -22.86,
-2.00, +3.33 by run): an opening bought can lose points and still pay, when the other player
would have won more by opening. Played again both ways (``--both-ways 6``; the runs of seeds
12, 22 and 23), its 12 bids gained +6.9 points (-6.7 .. +20.5) against waiving or accepting
on the same deal. With 100 sampled deals a decision, hard against medium measured +0.95, -0.03 and
+0.99 (seeds 1 to 3; 120 pairs: +0.64, -0.24 .. +1.51) with the correction at 4, and at 7 and
8 (seeds 1 to 3 against medium, 1 and 2 against hard-2026):

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
interval; and each of those hands played again ``--both-ways`` times from the bid, with the
bid accepted and with the buyer waiving (or accepting the other's bid) instead, the buyer by
its level and the other by its own (100 sampled deals a decision): what the bid gained against
the passive choice, with a 95 % interval. ``--records`` keeps the games' records.

``--set NAME=VALUE`` (repeatable) gives a setting of :mod:`spectacular_bid.engine.levels`
another value (``True`` turns a switch on) in every process, for every level that reads it:
``--set EXACT_PLAYOUT_ENDS=True`` changes ``hard`` alone.

The playouts' ends searched exactly (``--set EXACT_PLAYOUT_ENDS=True``, 12 tiles), against
``hard-2026``, 100 sampled deals a decision, ``--both-ways 0``, each seed run with and without:

    seed   with the exact ends              without                  hands (with, without)
    51     -0.31 (-1.84 .. +1.22)           +0.84 (-0.85 .. +2.54)   635, 632
    52     -0.43 (-2.18 .. +1.31)           -0.46 (-1.95 .. +1.03)   633, 636
    53     +1.68 (+0.08 .. +3.28)           -0.53 (-2.23 .. +1.16)   634, 631
    54     +0.51 (-0.96 .. +1.98)           +1.98 (+0.66 .. +3.29)   635, 638
    all    +0.36 (-0.43 .. +1.16)           +0.46 (-0.33 .. +1.24)   160 pairs each

On the same deals, pair by pair, with less without: -0.09 (-1.16 .. +0.98). No gain shown:
the switch stays off.

More sampled deals a decision, ``hard`` against ``hard`` (``--a-iterations`` for A,
``--iterations`` for B), ``--both-ways 0``, 8 hands at most, one process:

    400 deals against 100, seed 61    +0.77 (-0.93 .. +2.48)   635 hands, 40 pairs, 720 s
    400 deals against 100, seed 63    +1.23 (-0.42 .. +2.89)   629 hands, 40 pairs, 695 s
    400 deals against 100, seed 64    +0.96 (-0.78 .. +2.70)   633 hands, 40 pairs, 737 s
    the three, 120 pairs              +0.99 (+0.02 .. +1.96)   games won 130 to 103
    1600 deals against 400, seed 62   +0.49 (-1.99 .. +2.97)   315 hands, 20 pairs, 1198 s

At 100 deals the sample count is not saturated, but four times the deals buy about one point
a hand, what ``hard`` gains over ``medium``: a simulator four times faster would pay that much
at a given ``think_ms``, no more, and whether 1600 deals gain again is not shown.

The sampling of deals was then made 1.68 times as quick, the same deals (5,494 deals/s against
3,267, ``engine_strength.py --speed-only``): in its ``think_ms`` ``hard`` now samples 1.68 times
the deals the ``hard`` it replaced sampled. ``hard-2026`` samples through the same code, so a
match by time cannot show it; ``--a-iterations`` can, ``hard`` given 1.68 times ``hard-2026``'s
deals, ``--both-ways 6``, 40 pairs each, two processes (points per hand, 95 % interval):

    168 deals against 100, seed 71   +0.81 (-0.96 .. +2.58)   637 hands, 1 opening bought
    168 deals against 100, seed 72   +0.74 (-0.64 .. +2.12)   633 hands, 4 bought
    168 deals against 100, seed 73   +0.70 (-0.61 .. +2.01)   637 hands, 1 bought
    168 deals against 100, seed 74   +1.48 (+0.05 .. +2.90)   638 hands, 1 bought
    the four, 160 pairs              +0.93 (+0.20 .. +1.67)   games won 175 to 137
    336 deals against 200, seed 81   +0.67 (-0.54 .. +1.87)   1 bought
    336 deals against 200, seed 82   +1.06 (-0.36 .. +2.48)   4 bought
    336 deals against 200, seed 83   -0.42 (-2.37 .. +1.54)   3 bought
    336 deals against 200, seed 84   +0.96 (-0.38 .. +2.29)   0 bought
    the four, 160 pairs              +0.57 (-0.19 .. +1.32)   games won 165 to 146
    336 deals against 200, seed 85   -0.48 (-2.11 .. +1.16)   4 bought   (the next stop)
    336 deals against 200, seed 86   +0.82 (-0.82 .. +2.46)   2 bought
    the six, 240 pairs               +0.44 (-0.20 .. +1.07)   games won 246 to 219
    336 deals against 200, seed 87   -0.08 (-1.64 .. +1.49)   2 bought   (the stop after)
    336 deals against 200, seed 88   +1.40 (-0.20 .. +3.00)   4 bought
    336 deals against 200, seed 89   -0.47 (-2.38 .. +1.44)   5 bought
    336 deals against 200, seed 90   +0.05 (-1.38 .. +1.49)   3 bought
    the ten, 400 pairs               +0.35 (-0.15 .. +0.85)   games won 405 to 371
    336 deals against 200, seeds 91 to 100, one process: +0.42, +0.27, +0.29, +1.00, -0.47,
      +1.48, -1.13, -0.38, -0.21, +1.39; 23 bought
    those ten, 400 pairs             +0.27 (-0.23 .. +0.76)   games won 392 to 386
    the twenty, 800 pairs            +0.31 (-0.04 .. +0.66)   games won 797 to 757
    336 deals against 200, seeds 101 to 110, one process: -0.17, -0.27, +0.42, -0.37, +0.10,
      -0.44, -0.54, -1.27, -0.19, +0.61; 18 bought
    those ten, 400 pairs             -0.21 (-0.68 .. +0.26)   games won 374 to 401
    the thirty, 1,200 pairs          +0.14 (-0.15 .. +0.42)   games won 1,171 to 1,158

Seeds 87 to 90 were set before they were played, to bring the pairs to 400 whatever they
showed, seeds 91 to 100 to bring them to 800, and seeds 101 to 110 to 1,200 (decided after the
800 had been seen, which makes the pooled interval a little optimistic). The lower end of the
interval does not clear 0 at any of them: more sampled deals gain ``hard`` no measurable point
a hand at this count. In seeds 91 to 100, 67,942 answers by ``hard``, in seeds 101 to 110,
67,936; 0 illegal, 0 errors.

At 100 deals against 100 the same pairing measured +0.36 (-0.43 .. +1.16) (above): the quicker
sampling adds about half a point a hand where the deals are fewest (a busy machine), less
where they are more. The openings ``hard`` bought there still do not pay: 7 in the 168-deal
runs brought it -2.1 points each over their hands, the bid included, 8 in the 336-deal runs
-12.5; played again both ways (the runs with more than one), +5.2 against waiving or accepting
over 4 bids, and -9.2 over 7.

    python benchmarks/hard_strength.py [--a hard] [--b hard-2026] [--pairs 40]
        [--iterations 100] [--a-iterations N] [--think 200] [--hands 8] [--workers 2] [--seed 1]
        [--records DIR] [--both-ways 6] [--set NAME=VALUE ...]
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
from pathlib import Path
from typing import Any

from engine_strength import load  # the same load-average line (run from benchmarks/)
from opening_price import Game as Position

from spectacular_bid.core import Accept, GameState, Record, Stage, Waive
from spectacular_bid.core.record import replay
from spectacular_bid.engine import answer, levels
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
            # think_ms only bounds a fixed search (ENGINE.md): wide enough never to cut it,
            # 40 ms a sampled deal at least.
            bound = max(20 * self.think_ms, 40 * self.iterations)
            request = {**request, "iterations": self.iterations, "think_ms": bound}
        return answer(request, self.level, self.seed)

    def close(self) -> None:
        pass


@dataclass(frozen=True)
class Purchase:
    """An opening bought in a game: the buyer's seat, the index of its bid the other player
    accepted (or had to, R33), the game just before that bid, and the points the buyer gained
    from the hand's deal to its end, the bid paid included."""

    buyer: int
    bid: int
    before: GameState
    gain: int


def purchases(record: Record) -> list[Purchase]:
    """Each opening bought in ``record``."""
    out = []
    start: tuple[int, ...] | None = None
    buyer: int | None = None
    bids: dict[int, tuple[int, GameState]] = {}  # each seat's last bid: its index, the game before it
    previous = None
    for step in replay(record):
        state = step.state
        if previous is not None and previous.stage is not Stage.BIDDING and state.stage is Stage.BIDDING:
            start, buyer, bids = tuple(previous.points), None, {}
        event = record.events[step.index]
        if event.do == "bid" and previous is not None:
            bids[event.seat] = step.index, previous
        if previous is not None and previous.stage is Stage.BIDDING and state.stage is Stage.PLAY:
            if event.do in ("accept", "bid"):  # accepted, or an overbid that had to be accepted (R33)
                buyer = state.to_act
        if buyer is not None and start is not None and state.stage in (Stage.HAND_OVER, Stage.OVER):
            out.append(Purchase(buyer, *bids[buyer], state.points[buyer] - start[buyer]))
            buyer = None
        previous = state
    return out


def bought(games: list[Game], side: str) -> list[tuple[Record, Purchase]]:
    """The openings ``side`` (``"a"`` or ``"b"``) bought, with their games' records."""
    out = []
    for game in games:
        seat = game.a_seat if side == "a" else 1 - game.a_seat
        out += [(game.record, p) for p in purchases(game.record) if p.buyer == seat]
    return out


def both_ways(record: Record, purchase: Purchase, players: tuple[str, str], lucks: int) -> float:
    """What the bid gained the buyer against the passive choice (waive, or accept the other
    player's bid) on the same deal: the hand played again both ways ``lucks`` times, the
    buyer by ``players[0]`` and the other by ``players[1]`` (100 sampled deals a decision)."""
    state = purchase.before
    position = Position(state, list(record.events[: purchase.bid]), record.deals)
    seat = purchase.buyer
    by_seat = players if seat == 0 else players[::-1]
    passive = Waive(seat) if state.bid is None else Accept(seat)
    worth = []
    for first in (record.events[purchase.bid].action(), passive):
        ways = [position.played_on(first, by_seat, luck, 100, accepted=True) for luck in range(lucks)]
        worth.append(statistics.fmean(way.state.points[seat] - state.points[seat] for way in ways))
    return worth[0] - worth[1]


def interval(values: list[float]) -> str:
    """``values``' mean with a 95 % interval."""
    mean = statistics.fmean(values)
    half = 1.96 * statistics.stdev(values) / math.sqrt(len(values))
    return f"{mean:+.2f} ({mean - half:+.2f} .. {mean + half:+.2f})"


Settings = tuple[tuple[str, object], ...]


def settings_of(texts: list[str]) -> Settings:
    """``--set`` values as (name, value), each value of its setting's type."""
    out = []
    for text in texts:
        name, _, value = text.partition("=")
        now = getattr(levels, name, None)
        if isinstance(now, bool):
            if value not in ("True", "False"):
                raise ValueError(f"{name} is a switch: True or False, not {value!r}")
            out.append((name, value == "True"))
        elif isinstance(now, (int, float)):
            out.append((name, type(now)(value)))
        else:
            raise ValueError(f"levels has no setting named {name!r}")
    return tuple(out)


def configure(settings: Settings) -> None:
    """Give ``levels`` the ``settings`` (in a worker too, whatever the way it was started)."""
    for name, value in settings:
        setattr(levels, name, value)


def _shard(args: tuple[str, str, int, int, int, int | None, int | None, int, Settings]) -> MatchResult:
    a, b, pairs, seed, think, a_iterations, iterations, hands, settings = args
    configure(settings)
    return run_match(
        FixedPlayer(a, seed, a_iterations, think),
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
    parser.add_argument("--a-iterations", type=int, help="A's sampled deals a decision (default: --iterations)")
    parser.add_argument("--think", type=int, default=200)
    parser.add_argument("--hands", type=int, default=8)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--records", type=Path, help="a folder to keep the games' records in")
    parser.add_argument("--both-ways", type=int, default=6, help="replays of each bought opening (0: none)")
    parser.add_argument("--set", action="append", default=[], metavar="NAME=VALUE", help="a setting of levels")
    args = parser.parse_args()
    try:
        settings = settings_of(args.set)
    except ValueError as error:
        parser.error(str(error))
    configure(settings)  # the openings played again both ways, here
    iterations = args.iterations or None
    a_iterations = iterations if args.a_iterations is None else args.a_iterations or None

    def budget(deals: int | None) -> str:
        return f"{deals} sampled deals a decision" if deals else f"think_ms {args.think}"

    if a_iterations == iterations:
        budget_text = budget(iterations)
    else:
        budget_text = f"A {budget(a_iterations)}, B {budget(iterations)}"
    print(f"{args.a} (A) against {args.b} (B): {args.pairs} pairs, {budget_text}, at most {args.hands} hands")
    if settings:
        print("  levels: " + ", ".join(f"{name} = {value}" for name, value in settings))
    print(f"  load at start: {load()}", flush=True)
    began = time.perf_counter()
    shares = [args.pairs // args.workers + (k < args.pairs % args.workers) for k in range(args.workers)]
    jobs = [
        (args.a, args.b, n, args.seed + 1000 * k, args.think, a_iterations, iterations, args.hands, settings)
        for k, n in enumerate(shares)
    ]
    with ProcessPoolExecutor(len(jobs)) as pool:
        parts = list(pool.map(_shard, [j for j in jobs if j[2]]))
    result = MatchResult([g for p in parts for g in p.games], Side(), Side())
    for p in parts:
        for mine, theirs in ((result.a, p.a), (result.b, p.b)):
            mine.times += theirs.times
            mine.illegal += theirs.illegal
            mine.errors += theirs.errors
    if args.records is not None:
        args.records.mkdir(parents=True, exist_ok=True)
        for k, game in enumerate(result.games):
            name = f"game{k + 1:03d}-a-seat{game.a_seat}.json"  # the seat player A held
            (args.records / name).write_text(game.record.dumps(), encoding="utf-8")
    for line in summary(result, args.a, args.b):
        print("  " + line)
    for side, name, other in (("a", args.a, args.b), ("b", args.b, args.a)):
        openings = bought(result.games, side)
        gains = [p.gain for _, p in openings]
        if len(gains) > 1:
            print(
                f"  openings bought by {name}: {len(gains)}, points gained over those hands, the bid included: ", end=""
            )
            print(interval(gains))
        else:
            print(f"  openings bought by {name}: {len(gains)} {gains}")
        if args.both_ways and len(openings) > 1:
            differences = [both_ways(r, p, (name, other), args.both_ways) for r, p in openings]
            print(
                f"    played again both ways ({args.both_ways} times each): the bid against waiving or accepting: ",
                end="",
            )
            print(interval(differences), flush=True)
    print(f"  {time.perf_counter() - began:.0f} s; load at end: {load()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
