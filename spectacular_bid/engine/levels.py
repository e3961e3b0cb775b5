"""How the computer decides, level by level, from what its seat knows (a :class:`Knowledge`).

* ``easy``: a quick, human-like player. It plays the tile that scores most right now, but one
  time in four it plays whatever catches its eye; it bids on a rough look at its hand, with
  a mood of the moment. No search.
* ``greedy``: the benchmark's plain baseline: the biggest immediate score, the heaviest tile
  first, bids from the same rough look at the hand without the mood.
* ``medium``: a short search: a few dozen sampled deals, played out loosely.
* ``hard``: perfect-information Monte Carlo over sampled deals for as long as it may think:
  every choice is tried on each sampled deal (the same deal for all of them), and the rest of
  the hand is played out by a quick scoring policy; the choice with the best mean wins.

Once the boneyard is empty the seat knows where every tile is (the other hand is every tile it
has not seen), and both searching levels solve the rest of the hand exactly instead
(:mod:`.endgame`): every sampled deal would be the same one, and a playout ignores the other
seat's best reply.

What a playout is worth to the seat: the points it gained by the end of the hand — bids paid
with the jockey discount (R30), transfers capped at a balance (R4), a bid of the whole balance
losing the game (R32) all come from the rules themselves — plus a bonus for being the next
jockey and a large one for winning the game (:mod:`.playouts`). Playouts run on a quick
simulator (:mod:`.fastsim`) held to the core by a differential test.

Bids: an auction is played one step at a time. For each sampled deal the search plays the hand
out after every choice it could make now, a bid being valued as if it were accepted; since a
higher bid only costs more, the bid it tries is always the smallest one. It never bids its
whole balance (R32): an accepted bid would end the game against it.
"""

from __future__ import annotations

import random
import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from spectacular_bid.core import (
    Accept,
    Action,
    Bid,
    GameState,
    Knowledge,
    Reveal,
    Stage,
    Tile,
    apply,
    bid_cost,
    legal_actions,
)

from . import endgame
from .fastsim import playout
from .playouts import scoring_play

LEVELS = ("easy", "greedy", "medium", "hard")
#: Whether the searching levels solve exact endgames exactly (:mod:`.endgame`); the endgame
#: benchmark turns it off to measure the sampling search alone there.
EXACT_ENDGAMES = True


@dataclass(frozen=True, slots=True)
class Budget:
    """How long a decision may take: until ``deadline`` (a ``time.perf_counter`` reading), and
    exactly ``iterations`` sampled deals when given (then the deadline only bounds it)."""

    deadline: float
    iterations: int | None = None

    def more(self, done: int) -> bool:
        """Whether the search may look at one more sampled deal after ``done`` of them."""
        if self.iterations is not None and done >= self.iterations:
            return False
        return done == 0 or time.perf_counter() < self.deadline

    def late(self) -> bool:
        """Whether the deadline has passed."""
        return time.perf_counter() >= self.deadline


def decide(knowledge: Knowledge, level: str, rng: random.Random, budget: Budget) -> tuple[Action, dict[str, Any]]:
    """The action ``level`` chooses for the seat of ``knowledge``, with free information about
    it (ENGINE.md ``info``). The action is one of the seat's legal actions."""
    state = ready(knowledge.witness, knowledge.record.seat)
    actions = _distinct(state, legal_actions(state))
    if len(actions) == 1:
        return actions[0], {"forced": True}
    if level in ("medium", "hard") and EXACT_ENDGAMES and endgame.is_exact(state):
        return endgame.decide(state, budget.deadline, budget.iterations)
    if level == "hard":
        return _search(knowledge, actions, rng, budget, epsilon=0.05, cap=None)
    if level == "medium":
        return _search(knowledge, actions, rng, budget, epsilon=0.3, cap=40)
    if level == "greedy":
        return _greedy(state, actions, rng, mood=0.0, slips=0.0), {}
    return _greedy(state, actions, rng, mood=10.0, slips=0.25), {}


def ready(state: GameState, seat: int) -> GameState:
    """``state`` with ``seat`` holding the device, as when it decides (R40)."""
    if state.holder != seat:
        return apply(state, Reveal(seat), state.time)
    return state


def _distinct(state: GameState, actions: Sequence[Action]) -> list[Action]:
    """The actions worth comparing: the bids reduced to the smallest, unless it stakes the
    whole balance (R32: accepted, it loses the game)."""
    seat = state.to_act
    assert seat is not None
    out: list[Action] = [a for a in actions if not isinstance(a, Bid)]
    bids = [a for a in actions if isinstance(a, Bid)]
    if bids and bid_cost(state, seat, bids[0].amount) < state.points[seat]:
        out.append(bids[0])
    return out


# --- The quick players ----------------------------------------------------------------------


def hand_guess(hand: Sequence[Tile]) -> int:
    """A rough worth of opening with ``hand``, in points: what its best opening tile scores
    (R16–R17), and a little for each tile that keeps a multiple of 5 within reach.

    >>> hand_guess([Tile(5, 5), Tile(6, 4), Tile(1, 0)])
    16
    """
    best = max((t.pips for t in hand if t.pips % 5 == 0 and t.pips), default=0)
    friendly = sum(1 for t in hand if t.pips % 5 == 0 or t.high == 5 or t.low in (0, 5))
    return best + 2 * friendly


def _greedy(state: GameState, actions: list[Action], rng: random.Random, mood: float, slips: float) -> Action:
    seat = state.to_act
    assert seat is not None
    first = actions[0]
    if state.stage is Stage.BIDDING:
        bids = [a for a in actions if isinstance(a, Bid)]
        worth = hand_guess(state.hands[seat]) + rng.uniform(-mood, mood)
        if bids:
            standing = 0 if state.bid is None else bid_cost(state, 1 - seat, state.bid)
            if worth - bid_cost(state, seat, bids[0].amount) > standing:
                return bids[0]
        return first
    if slips and rng.random() < slips:
        return actions[rng.randrange(len(actions))]
    return scoring_play(state, actions, rng)


# --- The search -----------------------------------------------------------------------------


def _search(
    knowledge: Knowledge,
    actions: list[Action],
    rng: random.Random,
    budget: Budget,
    epsilon: float,
    cap: int | None,
) -> tuple[Action, dict[str, Any]]:
    seat = knowledge.record.seat
    totals = [0.0] * len(actions)
    done = 0
    while budget.more(done) and (cap is None or done < cap):
        root = ready(knowledge.sample(rng), seat)
        base = root.points[seat]
        seed = rng.random()
        values = []
        for action in actions:
            if done and budget.late():
                break  # out of time: this sampled deal is left out, half tried
            playout_rng = random.Random(seed)  # the same luck for every choice
            values.append(playout(_after(root, action), seat, base, playout_rng, epsilon))
        if len(values) < len(actions):
            break
        totals = [t + v for t, v in zip(totals, values)]
        done += 1
    means = [t / done for t in totals]
    best = max(range(len(actions)), key=means.__getitem__)
    return actions[best], {"expected": round(means[best], 2), "deals": done}


def _after(state: GameState, action: Action) -> GameState:
    """``state`` after ``action``; a bid is valued as if the other seat accepted it."""
    state = apply(state, action, state.time)
    if isinstance(action, Bid) and state.stage is Stage.BIDDING:
        other = state.to_act
        assert other is not None
        state = apply(ready(state, other), Accept(other), state.time)
    return state
