"""How far the playouts' price of the opening is from what opening brings in real play: the
measure behind ``levels.OPENING_OVERVALUE``.

Bidding positions: the first decision of a hand's auction, by the player who is not the
jockey, after a hand played by ``greedy`` that someone went out of. In each, the price of the
opening is read from ``hard``'s playouts as its auction reads it (``levels.opening_playouts``,
``--deals`` sampled deals, before the correction), and where it is at least ``--from`` (the
positions where bidding is weighed) the hand is then played out both ways on its real deal:
the seat bids 15 and the other accepts, or the seat waives; the seat played by ``hard``, the
other by ``medium``, both searching ``--iterations`` sampled deals a decision. What opening
brought is the difference of the seat's points between the two ways, the bid given back.
Hands that end the game are left out.

Measured (each run two shards of 1,000 positions; 300 deals for the price, 100 sampled deals
a decision in play; seeds 3, 5, 7, 9 and 11, and a first run of the same kind before this
script):

    positions priced 12 or more       305    364    379    402    386    346
    overvalued by                    +7.0   +2.1   +4.6   +2.6   +5.4   +2.5   (each +- 3 or so)
    pooled (all but seed 3, 1,681 positions), by price read:
        12-15: read 13.3, brought  9.5 (+-2.0)    15-18: read 16.3, brought 11.7 (+-2.7)
        18-21: read 19.1, brought 16.0 (+-4.8)    all:   read 15.0, brought 10.9 (+-1.5): +4.1
        15 or more: read 17.2, brought 12.7 (+-2.3): +4.5
    where the uncorrected price bids 15 (seeds 7, 9, 11; 223 positions): +2.7 (+-4.0) each
        against waiving, the bid included

How much what opening brings rises with the price read differs from run to run (slopes -0.34
to +1.78): a position's worth varies by about 30 points, so hundreds are needed for any band.

    python benchmarks/opening_price.py [--positions 1000] [--workers 2] [--from 12]
        [--deals 300] [--iterations 100] [--seed 3]
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
import time
from collections.abc import Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from engine_strength import load  # the same load-average line (run from benchmarks/)

from spectacular_bid.core import (
    CONTINUE,
    START,
    Accept,
    Action,
    Bid,
    Deal,
    Event,
    GameState,
    Knowledge,
    Record,
    Reveal,
    Stage,
    Waive,
    apply,
    bid_cost,
    deal_from,
    infer,
    legal_actions,
    needs_deal,
    new_game,
    read_seat_record,
    seat_record,
    with_deal,
)
from spectacular_bid.engine import answer, levels
from spectacular_bid.engine.match import REVEAL_MS
from spectacular_bid.engine.protocol import action_of

NAMES = ("Ana", "Ben")


@dataclass
class Game:
    """A game being played: its state, its events so far, its deals."""

    state: GameState
    events: list[Event]
    deals: Sequence[Deal]

    def do(self, action: Action) -> None:
        at = self.state.time + REVEAL_MS
        self.events.append(Event.of(action, at))
        self.state = apply(self.state, action, at)

    @classmethod
    def started(cls, deals: Sequence[Deal]) -> Game:
        """A game begun on ``deals``, its first hand dealt."""
        game = cls(new_game(NAMES, [deals[0]]), [Event.of(START, 0)], deals)
        game.state = apply(game.state, START, 0)
        return game

    def copy(self) -> Game:
        return Game(self.state, list(self.events), self.deals)

    def next_hand(self) -> None:
        """From the end of a hand, deal the next one (when the rules want a deal) and go on."""
        if needs_deal(self.state):
            self.state = with_deal(self.state, self.deals[self.state.hand_no + 1])
        self.do(CONTINUE)

    def knowledge(self) -> Knowledge:
        """What the player to act knows (its seat record)."""
        seat = self.state.to_act
        assert seat is not None
        return infer(read_seat_record(seat_record(self.record(), seat), seat), self.state.time)

    def record(self) -> Record:
        return Record(NAMES, self.state.deals, tuple(self.events))

    def reply(self, level: str, seed: int, iterations: int) -> dict[str, Any]:
        """``level``'s whole answer (ENGINE.md) for the player to act, from ``iterations``
        sampled deals."""
        seat = self.state.to_act
        assert seat is not None
        request = {
            "id": 0,
            "seat": seat,
            "at": self.state.time,
            "think_ms": 600_000,  # only the iterations bound the search
            "iterations": iterations,
            "record": seat_record(self.record(), seat),
        }
        return answer(request, level, seed)

    def ask(self, level: str, seed: int, iterations: int) -> Action:
        seat = self.state.to_act
        assert seat is not None
        action = action_of(self.reply(level, seed, iterations), seat)
        assert action is not None
        return action

    def played_on(
        self, first: Action, levels_by_seat: tuple[str, str], seed: int, iterations: int, accepted: bool = False
    ) -> Game:
        """A copy of the game after ``first``, played to the end of the hand (:meth:`play_hand`);
        with ``accepted``, a bid of ``first``'s is accepted by the other player (or had to be, R33)."""
        way = self.copy()
        way.do(first)
        if accepted and isinstance(first, Bid) and way.state.stage is Stage.BIDDING:
            other = 1 - first.seat
            if way.state.holder != other:
                way.do(Reveal(other))
            way.do(Accept(other))
        way.play_hand(levels_by_seat, seed, iterations)
        return way

    def play_hand(self, levels_by_seat: tuple[str, str], seed: int, iterations: int) -> None:
        """Play on to the end of the hand in progress (or of the game)."""
        while self.state.stage not in (Stage.HAND_OVER, Stage.OVER):
            seat = self.state.to_act
            assert seat is not None
            if self.state.holder != seat:
                self.do(Reveal(seat))
            else:
                self.do(self.ask(levels_by_seat[seat], seed, iterations))


def positions(seed: int, count: int) -> Iterator[tuple[int, Game]]:
    """Up to ``count`` bidding positions, the player who is not the jockey to decide."""
    rng = random.Random(seed)
    for k in range(count):
        game = Game.started([deal_from(rng) for _ in range(2)])
        game.play_hand(("greedy", "greedy"), k, 1)
        if game.state.stage is not Stage.HAND_OVER or game.state.jockey is None:
            continue  # a block: the next hand opens by rank, without an auction (R24)
        game.next_hand()
        seat = game.state.to_act
        if game.state.stage is not Stage.BIDDING or seat is None:
            continue
        if game.state.holder != seat:
            game.do(Reveal(seat))
        if Bid(seat, 15) in legal_actions(game.state):
            yield k, game


def price(game: Game, deals: int, seed: int) -> tuple[float, float]:
    """The price of the opening as ``hard``'s playouts read it, before the correction, and
    its standard error."""
    seat = game.state.to_act
    assert seat is not None
    knowledge = game.knowledge()
    state = levels.ready(knowledge.witness, seat)
    budget = levels.Budget(math.inf, deals)
    mine, theirs = levels.opening_playouts(knowledge, state, Waive(seat), Bid(seat, 15), random.Random(seed), budget)
    diffs = [m[0] - t[0] for m, t in zip(mine, theirs)]
    return statistics.fmean(diffs), statistics.stdev(diffs) / math.sqrt(len(diffs))


def brought(game: Game, seed: int, iterations: int) -> float | None:
    """What opening brought the seat on the position's real deal, the bid given back; None
    when either way ends the game."""
    seat = game.state.to_act
    assert seat is not None
    base = game.state.points[seat]
    plays = ("hard", "medium") if seat == 0 else ("medium", "hard")
    ends = []
    for first in (Bid(seat, 15), Waive(seat)):
        way = game.played_on(first, plays, seed, iterations, accepted=True)
        if way.state.stage is Stage.OVER:
            return None
        ends.append(way.state.points[seat] - base)
    return ends[0] + bid_cost(game.state, seat, 15) - ends[1]


def shard(args: tuple[int, int, float, int, int]) -> list[tuple[float, float, float]]:
    seed, count, low, deals, iterations = args
    rows = []
    for k, game in positions(seed, count):
        read, se = price(game, deals, seed * 100_003 + k)
        if read < low:
            continue
        gain = brought(game, k, iterations)
        if gain is not None:
            rows.append((read, se, gain))
    return rows


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--positions", type=int, default=1000, help="bidding positions per shard")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--from", dest="low", type=float, default=12.0)
    parser.add_argument("--deals", type=int, default=300)
    parser.add_argument("--iterations", type=int, default=100)
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--rows", type=Path, help="write each position's price read and gain, a line each")
    args = parser.parse_args()
    print(f"load at start: {load()}", flush=True)
    began = time.perf_counter()
    jobs = [(args.seed + k, args.positions, args.low, args.deals, args.iterations) for k in range(args.workers)]
    with ProcessPoolExecutor(len(jobs)) as pool:
        rows = [row for part in pool.map(shard, jobs) for row in part]
    if len(rows) < 3:
        print(f"too few positions priced at {args.low:g} or more: {len(rows)}")
        return 1
    if args.rows is not None:
        args.rows.write_text("".join(f"{r:.3f} {se:.3f} {g:.1f}\n" for r, se, g in rows), encoding="utf-8")
    reads, gains = [r for r, _, _ in rows], [g for _, _, g in rows]
    over = [r - g for r, g in zip(reads, gains)]
    half = 1.96 * statistics.stdev(over) / math.sqrt(len(over))
    mx, my = statistics.fmean(reads), statistics.fmean(gains)
    slope = sum((x - mx) * (y - my) for x, y in zip(reads, gains)) / sum((x - mx) ** 2 for x in reads)
    print(f"positions priced at {args.low:g} or more and played both ways: {len(rows)}")
    print(
        f"price read from the playouts {mx:.1f}, opening brought {my:.1f}: "
        f"overvalued by {mx - my:+.1f} (+- {half:.1f} at 95 %)"
    )
    print(f"what opening brought rises {slope:.2f} points a point of price read")
    for floor in (15, 18):
        band = [g for r, g in zip(reads, gains) if r >= floor]
        if len(band) > 1:
            spread = 1.96 * statistics.stdev(band) / math.sqrt(len(band))
            mean = statistics.fmean(band)
            print(f"  priced {floor} or more: {len(band)}, opening brought {mean:.1f} (+- {spread:.1f})")
    bought = [g - 15 for r, se, g in rows if r - se > 15]
    if bought:
        print(
            f"positions where the uncorrected price bids 15 (price less its error above 15): {len(bought)}, "
            f"gaining {statistics.fmean(bought):+.1f} each against waiving, the bid included"
        )
    print(f"{time.perf_counter() - began:.0f} s; load at end: {load()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
