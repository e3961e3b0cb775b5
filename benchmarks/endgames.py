"""How well each level plays exact endgames: best moves and game-losing moves, judged exactly.

Endgames are drawn fresh from games between quick scoring players (a random play one time in
five, bids waived or accepted): in each hand whose boneyard runs out, one decision of the seat
to act with two plays or more, taken at random among the hand's. Every level answers it through
the engine protocol from its seat record (ENGINE.md), at ``--think`` ms; the exact search
(:mod:`spectacular_bid.engine.endgame`, no time limit) judges each answer:

* best: the answer gains as much as the best play, in points by the end of the hand (R4, R5,
  R22–R23);
* game-losing: the answer loses the game (its value is the seat's whole balance) when some play
  does not;
* lost: the mean points given away against the best play.

An endgame the judge cannot solve within ``JUDGE_NODES`` is left out, and counted.

``hard-sampling`` is ``hard`` with its exact endgames turned off: the sampling search alone.
Prints each run's figures and then, per level, the median of the runs.

    python benchmarks/endgames.py [--runs 5] [--positions 200] [--think 200]
        [--levels greedy medium hard hard-sampling] [--seed 1]

Measured with the exact endgames (2 cores shared with other work, load 2.5–8), median best
plays over 5 runs of 200 endgames, two sets of runs: hard 99.5 % and 100.0 %, medium 99.5 % and
100.0 %, hard-sampling 92.5 % and 93.0 %, greedy 79.5 % and 78.0 %; no game-losing play by
medium or hard in any run (hard-sampling: 1 in two runs, greedy: up to 2 in a run).
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Iterator
from dataclasses import dataclass, field

from spectacular_bid.core import (
    Event,
    GameState,
    Record,
    Reveal,
    Stage,
    apply,
    deal_from,
    legal_actions,
    needs_deal,
    new_game,
    seat_record,
    with_deal,
)
from spectacular_bid.engine import answer, endgame, levels
from spectacular_bid.engine.match import action_of
from spectacular_bid.engine.playouts import scoring_play

PLAYERS = ("Ana", "Ben")
#: The judge's limit: an endgame it cannot solve exactly within these nodes (about one in 200,
#: when a seat drew most of the boneyard) is left out and counted.
JUDGE_NODES = 1_000_000


def endgames(rng: random.Random) -> Iterator[tuple[GameState, Record]]:
    """Endless exact endgames, one per hand that reaches one, with the game's record so far."""
    while True:
        state = new_game(PLAYERS, [deal_from(rng)])
        events: list[Event] = []
        found: list[tuple[GameState, Record]] = []
        while not state.is_over:
            if needs_deal(state):
                state = with_deal(state, deal_from(rng))
            if state.stage is Stage.HAND_OVER and found:
                yield found[rng.randrange(len(found))]
                found = []
            actions = legal_actions(state)
            if state.stage is Stage.PLAY and state.holder == state.to_act:
                if endgame.is_exact(state) and len(actions) > 1:
                    found.append((state, Record(PLAYERS, state.deals, tuple(events))))
                action = scoring_play(state, actions, rng) if rng.random() < 0.8 else rng.choice(actions)
            else:
                action = actions[0]  # start, continue, a reveal; in the bidding: waive or accept
            at = state.time + 1000
            state = apply(state, action, at)
            events.append(Event.of(action, at))


@dataclass
class Tally:
    asked: int = 0
    best: int = 0
    losing: int = 0
    lost: int = 0
    times: list[float] = field(default_factory=list)

    def line(self, level: str) -> str:
        times = sorted(self.times)
        p95 = times[int(0.95 * (len(times) - 1))] if times else 0.0
        return (
            f"{level:>14}: best {100 * self.best / self.asked:5.1f} %  game-losing {self.losing}  "
            f"lost {self.lost / self.asked:5.2f} points/position  answer p95 {p95:.0f} ms"
        )


def ask(state: GameState, record: Record, level: str, think: int, seed: int) -> tuple[object, float]:
    seat = state.to_act
    assert seat is not None
    request = {"id": 1, "seat": seat, "think_ms": think, "record": seat_record(record, seat)}
    name = "hard" if level == "hard-sampling" else level
    levels.EXACT_ENDGAMES = level != "hard-sampling"
    started = time.perf_counter()
    try:
        reply = answer(request, name, seed)
    finally:
        levels.EXACT_ENDGAMES = True
    took = (time.perf_counter() - started) * 1000
    return action_of(reply, seat), took


def run(positions: int, think: int, names: list[str], seed: int) -> tuple[dict[str, Tally], int]:
    """Each level's tally on ``positions`` judged endgames, and how many more the judge could
    not solve within :data:`JUDGE_NODES` (left out)."""
    tallies = {name: Tally() for name in names}
    source = endgames(random.Random(seed))
    unjudged = 0
    n = 0
    while n < positions:
        state, record = next(source)
        seat = state.to_act
        assert seat is not None
        ready = apply(state, Reveal(seat), state.time) if state.holder != seat else state
        judged = endgame.solve(ready, max_nodes=JUDGE_NODES)
        answers = {name: ask(state, record, name, think, seed + n) for name in names}
        chosen = {action for action, _ in answers.values()}
        values = endgame.move_values(ready, max_nodes=JUDGE_NODES, plays=chosen) if judged.exact else None
        if values is None:
            unjudged += 1
            continue
        n += 1
        best = judged.value
        for name, (action, took) in answers.items():
            value = values[action]
            tally = tallies[name]
            tally.asked += 1
            tally.best += value == best
            tally.losing += value == -state.points[seat] and best > value
            tally.lost += best - value
            tally.times.append(took)
    return tallies, unjudged


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--positions", type=int, default=200)
    parser.add_argument("--think", type=int, default=200)
    parser.add_argument("--levels", nargs="+", default=["greedy", "medium", "hard", "hard-sampling"])
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    print(f"{args.runs} runs of {args.positions} fresh endgames, think_ms {args.think}", flush=True)
    runs = []
    for r in range(args.runs):
        began = time.perf_counter()
        tallies, unjudged = run(args.positions, args.think, args.levels, args.seed + 1000 * r)
        runs.append(tallies)
        print(f"run {r + 1} ({time.perf_counter() - began:.0f} s, {unjudged} endgames too long to judge left out):")
        for name in args.levels:
            print("  " + tallies[name].line(name), flush=True)
    print("median of the runs:")
    for name in args.levels:
        best = statistics.median(100 * t[name].best / t[name].asked for t in runs)
        losing = statistics.median(t[name].losing for t in runs)
        worst = max(t[name].losing for t in runs)
        print(f"  {name:>14}: best {best:5.1f} %  game-losing {losing:g} (at most {worst})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
