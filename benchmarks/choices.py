"""Whether a change to ``hard``'s search makes it play better, decision by decision: where
``hard`` with the change and without it choose differently, which choice gains more on the
real deal.

The change is a switch of :mod:`spectacular_bid.engine.levels` turned on (``--switch
ANSWERING_PLAYOUTS``), another value for one of its settings (``--set HARD_JOCKEY_BONUS=3``),
or more sampled deals (``--deals 300`` against ``--iterations``).
Positions: the decisions of games played by ``--players`` (``medium`` by default: a searching
player that does not always score most) in the middle game, the boneyard not empty, with a
choice. In each, ``hard`` chooses with the change and without it (the same luck). Where the
choices differ, each is played on the position's real deal and the rest of the hand is played
``--continuations`` times by ``hard-2026`` for both players (different luck each time, the
same for both choices); what the seat gained by the end of the hand, averaged, is the choice's
worth, and with ``--jockey J`` also J points when the seat becomes the next hand's jockey
(J taken when the other player does). Prints how often the choices differ and what the
changed choice gained over the other, with a 95 % interval. Much more sensitive than a match:
only the decisions that differ count.

Measured (two workers of 30 games, 100 sampled deals a decision, 4 continuations of 30):

    --switch ANSWERING_PLAYOUTS   4729 positions, 1248 differ: +0.14 (-0.87 .. +1.15)
    --deals 300                   4729 positions,  839 differ: +0.62 (-0.58 .. +1.82)

Neither gains beyond the noise: +0.04 and +0.11 points per middle-game decision. (In the
window ``hard`` thinks 1.5 s, seven times the 200 ms the matches give it.) The next jockey
counted at its measured worth rather than 6 (jockey_value.py), in the result too (run while
the setting was 6; now ``--set HARD_JOCKEY_BONUS=6`` measures the same change the other way):

    --set HARD_JOCKEY_BONUS=4 --jockey 3.62   4729 positions, 126 differ: +1.34 (-1.92 .. +4.61)

And how often the playouts play a random tile (``HARD_EPSILON``, 0.05), each the other way:

    --set HARD_EPSILON=0.0 --jockey 3.62      4729 positions, 558 differ: -0.32 (-1.80 .. +1.17)
    --set HARD_EPSILON=0.15 --jockey 3.62     4729 positions, 785 differ: -1.23 (-2.51 .. +0.04)

The playouts' ends searched exactly once a sampled deal's boneyard is empty, at 12 tiles
(``levels.EXACT_PLAYOUT_TILES``; seeds 1 to 7, one worker of 30 games each, pooled):

    --switch EXACT_PLAYOUT_ENDS              16353 positions, 598 differ: +1.01 (-0.49 .. +2.51)

Ties between plays that score the same now broken by keeping the hand connected (the most
other tiles that fit an open end, then the heaviest), or a double first and then so; measured
with two switches since removed (seeds 1 to 3, one worker of 30 games each, ``--jockey 3.62``;
pooled: each seed's mean weighted by its differing decisions, its standard error read from its
interval). Neither gains, doubles first loses, and they cost a sixth and a fifth of the
playouts a second (12,300-12,800 hand playouts/s against 10,400-10,500 and 9,800):

    connected                                 6951 positions, 1459 differ: -0.19 (-1.14 .. +0.76)
    doubles first, then connected             6951 positions, 1616 differ: -0.92 (-1.83 .. -0.00)

Each play valued by the other player's best reply to it on every sampled deal (each reply
played out with the same luck, the worst for the seat kept: a search two plies deep at the
root of each deal, rather than one playout), with a switch since removed; two workers of 30
games, ``--jockey 3.62``. No gain, and about three times the playouts a decision:

    root replies                              4729 positions, 1292 differ: -0.37 (-1.44 .. +0.70)

    python benchmarks/choices.py (--switch NAME | --set NAME=VALUE | --deals N) [--games 30]
        [--workers 2] [--iterations 100] [--continuations 4] [--players medium] [--jockey 0]
        [--seed 1]
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass

from engine_strength import load  # the same load-average line (run from benchmarks/)
from opening_price import Game

from spectacular_bid.core import (
    Action,
    Reveal,
    Stage,
    deal_from,
    legal_actions,
)
from spectacular_bid.engine import levels


@dataclass(frozen=True)
class Change:
    """What differs between the two choices: a setting of :mod:`.levels` given ``value`` (a
    switch turned on), or the sampled deals of the changed choice."""

    switch: str | None
    deals: int
    iterations: int
    value: object = True

    def choice(self, game: Game, changed: bool, seed: int) -> Action:
        """``hard``'s choice in ``game``, with the change or without it."""
        knowledge = game.knowledge()
        budget = levels.Budget(math.inf, self.deals if changed else self.iterations)
        if self.switch is None:
            return levels.decide(knowledge, "hard", random.Random(seed), budget)[0]
        was = getattr(levels, self.switch)
        setattr(levels, self.switch, self.value if changed else was)
        try:
            return levels.decide(knowledge, "hard", random.Random(seed), budget)[0]
        finally:
            setattr(levels, self.switch, was)


def applies(game: Game) -> bool:
    """A middle-game decision with a choice: the boneyard is not empty."""
    state = game.state
    if state.stage is not Stage.PLAY or state.to_act is None or not state.boneyard:
        return False
    return len(levels._distinct(state, legal_actions(state))) > 1


def positions(seed: int, games: int, players: str) -> list[Game]:
    """The positions of ``games`` games played by ``players`` where :func:`applies`."""
    rng = random.Random(seed)
    out = []
    for k in range(games):
        game = Game.started([deal_from(rng) for _ in range(8)])
        while not game.state.is_over and game.state.hand_no < len(game.deals) - 1:
            state = game.state
            if state.stage is Stage.HAND_OVER:
                game.next_hand()
                continue
            seat = state.to_act
            assert seat is not None
            if state.holder != seat:
                game.do(Reveal(seat))
                continue
            if applies(game):
                out.append(game.copy())
            game.do(game.ask(players, k, 40))
    return out


def worth(game: Game, action: Action, continuations: int, jockey: float = 0.0) -> float:
    """What ``action`` gains the seat by the end of the hand, the rest played by ``hard-2026``
    (30 sampled deals a decision) for both players, averaged over ``continuations`` lucks;
    ``jockey`` more when the seat becomes the next hand's jockey, less when the other does."""
    seat = game.state.to_act
    assert seat is not None
    base = game.state.points[seat]
    gains = []
    for luck in range(continuations):
        way = game.copy()
        way.do(action)
        way.play_hand(("hard-2026", "hard-2026"), luck, 30)
        next_jockey = way.state.jockey if way.state.stage is Stage.HAND_OVER else None
        bonus = 0.0 if next_jockey is None else jockey if next_jockey == seat else -jockey
        gains.append(way.state.points[seat] - base + bonus)
    return statistics.fmean(gains)


def shard(args: tuple[int, int, int, str, Change, float]) -> tuple[int, list[float]]:
    seed, games, continuations, players, change, jockey = args
    found = positions(seed, games, players)
    differences = []
    for k, game in enumerate(found):
        changed, plain = change.choice(game, True, k), change.choice(game, False, k)
        if changed != plain:
            differences.append(worth(game, changed, continuations, jockey) - worth(game, plain, continuations, jockey))
    return len(found), differences


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    which = parser.add_mutually_exclusive_group(required=True)
    which.add_argument("--switch", help="a True/False switch of spectacular_bid.engine.levels to turn on")
    which.add_argument("--set", help="NAME=VALUE: another value for a number setting of levels")
    which.add_argument("--deals", type=int, help="sampled deals a decision of the changed choice")
    parser.add_argument("--games", type=int, default=30, help="games per worker")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--iterations", type=int, default=100)
    parser.add_argument("--continuations", type=int, default=4)
    parser.add_argument("--players", default="medium", choices=levels.LEVELS)
    parser.add_argument("--jockey", type=float, default=0.0, help="points for becoming the next jockey")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    if args.switch is not None and not isinstance(getattr(levels, args.switch, None), bool):
        parser.error(f"levels has no True/False switch named {args.switch!r}")
    change = Change(args.switch, args.deals or args.iterations, args.iterations)
    if args.set is not None:
        name, _, text = args.set.partition("=")
        now = getattr(levels, name, None)
        if isinstance(now, bool) or not isinstance(now, (int, float)):
            parser.error(f"levels has no number setting named {name!r}")
        try:
            change = Change(name, args.iterations, args.iterations, type(now)(text))
        except ValueError:
            parser.error(f"{text!r} is not a {type(now).__name__} for {name}")
    print(f"load at start: {load()}", flush=True)
    began = time.perf_counter()
    jobs = [
        (args.seed + 1000 * k, args.games, args.continuations, args.players, change, args.jockey)
        for k in range(args.workers)
    ]
    with ProcessPoolExecutor(len(jobs)) as pool:
        parts = list(pool.map(shard, jobs))
    seen = sum(n for n, _ in parts)
    differences = [d for _, part in parts for d in part]
    print(f"positions: {seen}; the two choices differ in {len(differences)}")
    if len(differences) > 1:
        mean = statistics.fmean(differences)
        half = 1.96 * statistics.stdev(differences) / math.sqrt(len(differences))
        interval = f"({mean - half:+.2f} .. {mean + half:+.2f})"
        print(f"the changed choice gained {mean:+.2f} points {interval} where they differ")
        print(f"  so {mean * len(differences) / seen:+.3f} points per position")
    print(f"{time.perf_counter() - began:.0f} s; load at end: {load()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
