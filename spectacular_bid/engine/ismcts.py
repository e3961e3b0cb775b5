"""Single-observer information-set Monte Carlo tree search: the measured alternative to the
``hard`` level's perfect-information Monte Carlo (PIMC, :func:`~.levels.decide`). Not a level.

It samples deals the deciding seat cannot tell from the real one (the same
:meth:`Knowledge.sample <spectacular_bid.core.Knowledge.sample>` the ``hard`` level uses). Each
iteration walks down one tree shared by all sampled deals, adds one node, and plays the rest of
the hand out with the same quick policy and the same worth as the ``hard`` level's playouts
(:func:`~.fastsim.playout`: bids paid with the jockey discount, the whole-balance loss, the
next jockey and the game won or lost). The tree's edges are what the deciding seat sees of an
action: a play, the other seat drawing (which tile, it cannot see), or its own draw with the
tile it drew. A node counts how often each edge was *available* on the deals that reached it,
and UCB explores by that count rather than the parent's visits (Cowling, Powley and Whitehouse,
*Information Set Monte Carlo Tree Search*, 2012). At the root the choices and the treatment
of bids are those ``hard`` had when this was measured: the smallest bid alone, valued as if
accepted (:func:`~.levels._distinct`, :func:`~.levels._after`).

Sampling a deal costs most of an iteration, so each sampled deal serves as many iterations as
there are choices at the root: the number of playouts ``hard`` plays on a deal. At the same
number of sampled deals (``iterations``) both searches play the same number of playouts.

Measured against ``hard`` (``benchmarks/search_choice.py``, duplicate pairs, games capped at 8
hands, points per hand gained by ISMCTS with a 95 % interval):

* ``think_ms`` 200, 44 pairs (700 hands, 2 processes on 2 cores, load 1.5–3.0): -1.03
  (-2.52 .. +0.45); games won 39 to 48; answers p50 155 ms, p95 159–160 ms for both.
* 40 sampled deals a decision (the same playouts for both), 40 pairs (625 hands): +0.03
  (-1.77 .. +1.84); games won 43 to 36.

ISMCTS did not beat PIMC (no interval's lower end above 0; in time it is, if anything, the
weaker), so ``hard`` stays PIMC and this search is kept only as the measured
alternative, reachable from the benchmark.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Hashable
from dataclasses import dataclass, field
from typing import Any

from spectacular_bid.core import (
    Action,
    Draw,
    GameState,
    Knowledge,
    Stage,
    apply,
    infer,
    legal_actions,
    read_seat_record,
)

from .fastsim import playout
from .levels import Budget, _after, _distinct, ready, seeded
from .playouts import worth
from .protocol import DEFAULT_THINK_MS, MARGIN_MS, SEARCH_SHARE, event_of, thinking_time

#: The exploration constant of UCB, in points of a playout's worth.
EXPLORATION = 25.0
#: The playouts' chance of a random play, as for ``hard``.
EPSILON = 0.05


@dataclass(slots=True)
class _Node:
    """An edge of the tree and the node below it: how often it was chosen, what it was worth
    to the seat that chose it, and how often it was available to choose."""

    visits: int = 0
    total: float = 0.0
    available: int = 0
    children: dict[Hashable, _Node] = field(default_factory=dict)

    def ucb(self) -> float:
        return self.total / self.visits + EXPLORATION * math.sqrt(math.log(self.available) / self.visits)


def decide(knowledge: Knowledge, rng: random.Random, budget: Budget) -> tuple[Action, dict[str, Any]]:
    """The action the search chooses for the seat of ``knowledge``: the root choice it visited
    most, with free information about it (ENGINE.md ``info``)."""
    seat = knowledge.record.seat
    state = ready(knowledge.state_with(knowledge.deal()), seat)
    actions = _distinct(state, legal_actions(state))
    if len(actions) == 1:
        return actions[0], {"forced": True}
    root = _Node()
    done = 0
    while budget.more(done):
        sampled = ready(knowledge.sample(rng), seat)
        for _ in actions:  # as many iterations as hard plays out on a deal (see above)
            if done and budget.late():
                break
            _iterate(root, sampled, seat, actions, rng)
        done += 1
    best = max((a for a in actions if a in root.children), key=lambda a: root.children[a].visits)
    chosen = root.children[best]
    return best, {"expected": round(chosen.total / chosen.visits, 2), "deals": done}


def answer(request: dict[str, Any], seed: int = 0) -> dict[str, Any]:
    """The answer of this search to a well-formed engine request (ENGINE.md), read, timed and
    seeded as :func:`~.protocol.answer` does for the levels, so that a match compares the
    searches alone. For the benchmark: a bad request raises instead of getting an error line."""
    started = time.perf_counter()
    seat, at, iterations = request["seat"], request.get("at"), request.get("iterations")
    knowledge = infer(read_seat_record(request["record"], seat), at)
    think_ms = thinking_time(knowledge, at, request.get("think_ms", DEFAULT_THINK_MS))
    spend = max(0.0, think_ms * SEARCH_SHARE - MARGIN_MS) / 1000
    rng = seeded(seed, seat, at, iterations, knowledge.record)
    action, info = decide(knowledge, rng, Budget(started + spend, iterations))
    return {"id": request.get("id"), **event_of(action), "info": info}


def _iterate(root: _Node, state: GameState, seat: int, actions: list[Action], rng: random.Random) -> None:
    """One iteration on a sampled deal: select down the tree, expand one edge, play out, and
    back the worth up, each edge from the side of the seat that chose it."""
    base = state.points[seat]
    node = root
    path: list[tuple[_Node, int]] = []
    while True:
        mover = state.to_act
        assert mover is not None
        options: list[tuple[Hashable, Action]]
        if node is root:
            options = [(a, a) for a in actions]
        else:
            options = [(_key(state, a, seat), a) for a in legal_actions(state)]
        untried: list[tuple[Hashable, Action]] = []
        for key, action in options:
            child = node.children.get(key)
            if child is None:
                untried.append((key, action))
            else:
                child.available += 1
        if untried:
            key, action = untried[int(rng.random() * len(untried))]
            child = node.children[key] = _Node(available=1)
        else:
            key, action = max(options, key=lambda o: node.children[o[0]].ucb())
            child = node.children[key]
        state = _after(state, action) if node is root else apply(state, action, state.time)
        path.append((child, mover))
        node = child
        if untried or state.stage is not Stage.PLAY:
            break
        assert state.to_act is not None
        state = ready(state, state.to_act)
    value = playout(state, seat, base, rng, EPSILON) if state.stage is Stage.PLAY else worth(state, seat, base)
    for child, mover in path:
        child.visits += 1
        child.total += value if mover == seat else -value


def _key(state: GameState, action: Action, seat: int) -> Hashable:
    """What ``seat`` sees of ``action``: the action itself, and its own draw's tile."""
    if isinstance(action, Draw) and action.seat == seat:
        return action, state.boneyard[0]
    return action
