"""How the computer decides, level by level, from what its seat knows (a :class:`Knowledge`).

* ``easy``: a quick, human-like player. It plays the tile that scores most right now, but one
  time in four it plays whatever catches its eye; it bids on a rough look at its hand, with
  a mood of the moment. No search.
* ``greedy``: the benchmark's plain baseline: the biggest immediate score, the heaviest tile
  first, bids from the same rough look at the hand without the mood.
* ``medium``: a short search: a few dozen sampled deals, played out loosely.
* ``hard``: perfect-information Monte Carlo over sampled deals for as long as it may think:
  every choice is tried on each sampled deal (the same deal for all of them), and the rest of
  the hand is played out by a quick policy that scores most now (two others measured no
  stronger and are off: one that also weighs the other player's best reply,
  :data:`ANSWERING_PLAYOUTS`, and one that searches the end exactly once a sampled deal's
  boneyard is empty, :data:`EXACT_PLAYOUT_ENDS`); the choice with the best mean wins. It bids
  by the price of the opening (:mod:`.auction`). More sampled deals gain it little: four times
  as many (400 against 100 a decision) +0.99 points a hand (+0.02 .. +1.96, 120 pairs), four
  times again (1,600 against 400) +0.49 (-1.99 .. +2.97, 20 pairs; benchmarks/hard_strength.py).
* ``hard-2026``: ``hard`` as it was before its auction was priced and the next jockey counted
  at its measured worth, kept for benchmarks only (the new ``hard`` is measured against it side
  by side); never offered to players.
* ``hard-first``: ``hard`` as it was before its bids were weighed with the other player's reply:
  it weighs the smallest bid alone, valued as if accepted (a higher one only costs more), and
  otherwise plays as ``hard-2026``. The baseline of the auction's work; benchmarks only.

Once the boneyard is empty the seat knows where every tile is (the other hand is every tile it
has not seen), and both searching levels solve the rest of the hand exactly instead
(:mod:`.endgame`): every sampled deal would be the same one, and a playout ignores the other
seat's best reply.

What a playout is worth to the seat: the points it gained by the end of the hand — bids paid
with the jockey discount (R30), transfers capped at a balance (R4), a bid of the whole balance
losing the game (R32) all come from the rules themselves — plus a bonus for being the next
jockey and a large one for winning the game (:mod:`.playouts`). Playouts run on a quick
simulator (:mod:`.fastsim`) held to the core by a differential test. ``hard`` counts the next
jockey at what it is measured worth, :data:`HARD_JOCKEY_BONUS`; the other levels at the first
guess, 6, which counted it two thirds too much.

Bids, in ``hard``: the price of the opening, from sampled deals, and the auction settled by it
(:mod:`.auction`, :func:`_priced`): each hand played out twice per deal, opened by the seat
and by the other player; a bid only when it pays beyond the price's standard error. The
playouts overvalue the opening: hands played out both ways on their real deals (the seat by
``hard``, the other by ``medium``; benchmarks/opening_price.py, five runs pooled, 1,681
positions priced 12 or more) brought the opener 4.1 points less than the playouts' price
(+- 1.5 at 95 %), and 4.5 less (+- 2.3) where it was 15 or more, where a bid is weighed. So
the price is taken :data:`OPENING_OVERVALUE` lower. Where the uncorrected price (from 300
deals) would have bid, 223 positions, the openings gained +2.7 points each against waiving on
the same deal (+- 4.0), the bid included: no clear gain, where the playouts promised more.

Measured at ``think_ms`` 200 (duplicate matches of games capped at 8 hands, searching by time;
benchmarks/hard_strength.py): against ``medium``, 80 pairs, +1.95 points per hand (+0.75 ..
+3.16); against ``hard-2026``, whose plays are the same, 120 pairs, +0.45 (-0.40 .. +1.29). It
bought 26 openings in 3,160 hands; played again both ways from the bid, the 12 whose games
were kept gained +6.9 points (-6.7 .. +20.5) against waiving or accepting on the same deal. A game
changed by a bid plays on differently to its end, so a few bids move a match's figure by more
than their own worth, which only hands played both ways measure. With the next jockey counted
at 4 (:data:`HARD_JOCKEY_BONUS`): against ``hard-2026``, seeds 31 and 32, -0.95 and +1.05,
80 pairs +0.05 (-0.91 .. +1.02); against ``medium``, seed 33, +2.06 (+0.14 .. +3.98). Over
15,491 auctions its 149 bids gained -1.36 points (-4.41 .. +1.70) against waiving on the same
deal (benchmarks/bought_openings.py): they do not pay, and the price it reads does not tell
the better from the worse. Later, with its sampling made quicker (benchmarks/hard_strength.py,
336 sampled deals against ``hard-2026``'s 200, the quieter machine's count at ``think_ms``
200): 1,200 pairs, +0.14 (-0.15 .. +0.42), each 400 set before they were played. Its bids
at 941 sampled deals, 251 of them played both ways on the same deals: -1.99 points (-4.51 ..
+0.54) against waiving at the end of the hand, +0.24 (-2.65 .. +3.14) at the end of the next,
where the next jockey's worth lands: about even. A bar of two standard errors rather than one
did no better on fresh positions.

Bids, in ``medium`` and ``hard-2026``: an auction is played one step at a time. For each
sampled deal the search plays the hand out after every choice it could make now: waive or
accept, and bids of a few amounts (:data:`BID_STEPS`). After a bid the other player's reply
is modelled on the same deal: it accepts or overbids by the smallest step, whichever its
playout values more for itself, then the seat does the same, up to :data:`REPLY_DEPTH`
overbids (:func:`_auction`). Both see the sampled deal whole, so the model's replies know
more than a real player: a bid is valued against a well-informed other player. It never bids
its whole balance (R32): an accepted bid would end the game against it.

Measured (before ``hard`` was priced) against the search that valued the smallest bid alone
as if accepted (duplicate matches, ``hard`` against it, 40 pairs of games capped at 8 hands,
points per hand with a 95 % interval): at ``think_ms`` 200, +0.49 (-1.13 .. +2.10) over 631
hands, 3 bids made against the old search's 40; at 60, +0.29 (-1.46 .. +2.04) over 632 hands.
No gain shown either way: it mostly stops buying openings (an opening bought lost the old
search points on average).

Candidates (ENGINE.md): asked for them, the searching levels report, for every distinct legal
decision, the mean of the points alone (the bonuses only steer the choice) over the sampled
deals, all valued on the same deals and with the same luck, and the standard error of each
mean; a bid is valued as the search values it, the other player's reply modelled. Beside
them, ``info.diff_se`` gives, in the same order, the standard error of the paired difference
between the first candidate's value and each one's (0 for the first): the noise of the points
a choice loses against the best, which the candidates' own standard errors overstate. In an
exact endgame every play gets the exact search's value (:func:`.endgame.move_values`),
standard error 0. ``easy`` and ``greedy`` do not search: they give their chosen decision
alone, valued as ``medium`` would.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from spectacular_bid.core import (
    BID_STEP,
    MIN_BID,
    Accept,
    Action,
    Bid,
    Event,
    GameState,
    IllegalAction,
    Knowledge,
    Reveal,
    SeatRecord,
    Stage,
    Tile,
    apply,
    bid_cost,
    legal_actions,
)

from . import auction, endgame, reading
from .fastsim import playout_split
from .playouts import JOCKEY_BONUS, WIN_BONUS, Split, scoring_play

LEVELS = ("easy", "greedy", "medium", "hard", "hard-2026", "hard-first")
#: Whether the searching levels solve exact endgames exactly (:mod:`.endgame`); the endgame
#: benchmark turns it off to measure the sampling search alone there.
EXACT_ENDGAMES = True
#: The bids the search weighs, in steps of 5 above the smallest legal one.
BID_STEPS = (0, 1, 2, 4)
#: How many overbids, after a bid of the seat, the auction model lets the players make.
REPLY_DEPTH = 3
#: How often ``hard``'s playouts play a random tile instead of the policy's. Measured where
#: the choices differ in the middle game (benchmarks/choices.py, the next jockey counted 3.62):
#: 0 lost -0.32 points (-1.80 .. +1.17) over 558 of 4,729 decisions, 0.15 lost -1.23 (-2.51 ..
#: +0.04) over 785.
HARD_EPSILON = 0.05
#: How many points ``hard``'s playouts overvalue opening a hand (against the other player
#: opening it) compared with the hand played out by the searching levels: both ways on the
#: same deals, the price read from the playouts was 4.1 points (+- 1.5) above what the
#: opening brought, 4.5 (+- 2.3) where it reached a bid (benchmarks/opening_price.py).
#: The auction prices the opening that much lower.
OPENING_OVERVALUE = 4
#: Whether ``hard``'s playouts weigh the other player's best reply to each play
#: (:func:`~.playouts.answering_play`) rather than score most now. Off: measured no stronger
#: (benchmarks/playout_policy.py, 20 pairs, 100 sampled deals: -1.26 points per hand,
#: -4.26 .. +1.75; benchmarks/choices.py, where the two choose differently in the middle game:
#: +0.14 points, -0.87 .. +1.15, over 1,248 decisions) and about 25 % slower per decision.
ANSWERING_PLAYOUTS = False
#: What ``hard``'s playouts count being the next hand's jockey worth, in points: what the
#: jockey gains over a hand, on average, against the other player (benchmarks/jockey_value.py:
#: +3.62, +2.61 .. +4.62, over 1,358 hands). ``medium`` and ``hard-2026`` keep the first guess,
#: :data:`~.playouts.JOCKEY_BONUS` (6). Against 6, where the two choose differently in the
#: middle game (benchmarks/choices.py, the next jockey counted 3.62 in the result): +1.34 points,
#: -1.92 .. +4.61, over 126 of 4,729 decisions; in the auction it drops 40 of 108 bids, which
#: had lost -2.11 points against waiving (benchmarks/bought_openings.py).
HARD_JOCKEY_BONUS = 4
#: How sharply ``hard`` reads the other player's free plays (:mod:`.reading`): a sampled deal
#: in which it could have scored ``d`` points more than it did is kept with chance
#: ``exp(-PLAY_READING * d)``. 0, off: every consistent deal alike. Measured no stronger
#: (benchmarks/choices.py and hard_strength.py, figures in :mod:`.reading`): at 0.2, against
#: ``hard-first``, 40 pairs at think 200, -0.83 points per hand (-2.26 .. +0.60).
PLAY_READING = 0.0
#: Whether ``hard``'s playouts, on a sampled deal, finish the hand by the exact endgame search
#: (:class:`.endgame.PlayoutEnds`) once its boneyard is empty and the two hands hold at most
#: :data:`EXACT_PLAYOUT_TILES` tiles, rather than by the quick policy: the playout is then worth
#: the points of the search's best line (which prefers, among lines worth the same points, the
#: one where the player is the next jockey: how ``hard`` plays a real endgame), with the game
#: and the next jockey (:data:`HARD_JOCKEY_BONUS`) as that line ends. Only for its plays; the
#: price of the opening keeps the quick policy (:data:`OPENING_OVERVALUE` was measured with it).
#: Off: measured no stronger, at 12 tiles. Few playouts reach an empty boneyard before someone
#: goes out (about 23 exact ends a decision of 100 sampled deals), so ``hard`` chooses
#: differently in 3.7 % of middle-game decisions: where it does, +1.01 points (-0.49 .. +2.51)
#: over 598 of 16,353 (benchmarks/choices.py, seeds 1 to 7, one worker of 30 games each).
#: Against ``hard-2026`` (benchmarks/hard_strength.py, 100 sampled deals, seeds 51 to 54, 40
#: pairs each), +0.36 points per hand (-0.43 .. +1.16) over 160 pairs, where ``hard`` without
#: it gained +0.46 (-0.33 .. +1.24) on the same deals: -0.09 (-1.16 .. +0.98) pair by pair.
#: It costs a sixth of the sampled deals: at ``think_ms`` 200, 3,360 deals/s against 4,030
#: (engine_strength.py --speed-only, two runs each). At 100 sampled deals a decision, middle-game
#: decisions took 32 ms without it and 35, 38, 39 and 41 ms at 6, 8, 10 and 12 tiles.
#: (Sampling has since been made quicker — tiles matched by bitmasks, no replay per sample — for
#: the same deals: without it, 5,490 deals/s against 3,270 before, medians of six alternating
#: runs of engine_strength.py --speed-only each on a busy machine.)
EXACT_PLAYOUT_ENDS = False
#: How many tiles the two hands may hold, at most, for a playout's end to be searched exactly:
#: 12 takes 97 % of the playouts that empty their boneyard, for 9 ms more a decision where
#: searching every one of them (28) costs 21 ms more.
EXACT_PLAYOUT_TILES = 12
#: The most nodes one playout's exact end may search; past it, the playout goes on by its
#: policy (and tries again a play later). At 12 tiles, 1 % of the searches give up.
EXACT_PLAYOUT_NODES = 2_000


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


def decide(
    knowledge: Knowledge,
    level: str,
    rng: random.Random,
    budget: Budget,
    candidates: bool = False,
    also: Sequence[Action] = (),
) -> tuple[Action, dict[str, Any]]:
    """The action ``level`` chooses for the seat of ``knowledge``, with free information about
    it (ENGINE.md ``info``). The action is one of the seat's legal actions. With
    ``candidates``, ``info["candidates"]`` values every distinct legal decision (ENGINE.md,
    :func:`candidate_list`); the choice is the same as without. When ``think_ms`` leaves time
    for a single sampled deal, the standard errors are None (JSON null). ``also`` names legal
    bids to value among the candidates beside those the search weighs (the coach values the
    bid a player made), never chosen and changing no other value."""
    state = ready(knowledge.witness, knowledge.record.seat)
    legal = legal_actions(state)
    actions = _distinct(state, legal)
    if len(actions) == 1 and not candidates:
        return actions[0], {"forced": True}
    action, info = _decide(knowledge, state, legal, actions, level, rng, budget, candidates, also)
    if len(actions) == 1:
        info["forced"] = True
    return action, info


def _decide(
    knowledge: Knowledge,
    state: GameState,
    legal: Sequence[Action],
    actions: list[Action],
    level: str,
    rng: random.Random,
    budget: Budget,
    candidates: bool,
    also: Sequence[Action] = (),
) -> tuple[Action, dict[str, Any]]:
    """:func:`decide` once the seat's ``legal`` actions and the ``actions`` worth comparing
    (:func:`_distinct`) are known."""
    searching = level in ("medium", "hard", "hard-2026", "hard-first")
    if searching and EXACT_ENDGAMES and endgame.is_exact(state):
        if candidates:
            return _exact(knowledge, state, actions, rng, budget)
        return endgame.decide(state, budget.deadline, budget.iterations)
    # Every legal decision the search values: its choices (bids of a few amounts), and the
    # smallest bid even when it would stake the whole balance (R32), valued but never chosen.
    bids = [a for a in legal if isinstance(a, Bid)]
    steps = (0,) if level == "hard-first" else BID_STEPS  # hard-first: the smallest bid alone
    actions = [a for a in actions if not isinstance(a, Bid)] + _weighed(state, bids, steps)
    extra = bids[:1] if candidates and bids and bids[0] not in actions else []
    extra += [a for a in also if candidates and a in bids and a not in actions and a not in extra]
    weighed = [a for a in actions if isinstance(a, Bid)]
    if level == "hard" and weighed:
        return _priced(knowledge, state, legal, weighed, rng, budget, candidates, extra)
    if level == "hard":
        return _search(
            knowledge, actions, rng, budget, HARD_EPSILON, None, extra, candidates,
            answering=ANSWERING_PLAYOUTS, jockey_bonus=HARD_JOCKEY_BONUS,
            sample=reading.sampler(knowledge, PLAY_READING), ends=_playout_ends(),
        )  # fmt: skip
    if level == "hard-2026":
        return _search(knowledge, actions, rng, budget, 0.05, None, extra, candidates)
    if level == "hard-first":  # a bid valued as if accepted
        return _search(knowledge, actions, rng, budget, 0.05, None, extra, candidates, reply_depth=0)
    if level == "medium" or len(actions) == 1:
        return _search(knowledge, actions, rng, budget, 0.3, 40, extra, candidates)
    mood, slips = (0.0, 0.0) if level == "greedy" else (10.0, 0.25)
    action = _greedy(state, actions, rng, mood=mood, slips=slips)
    if not candidates:
        return action, {}
    # ENGINE.md: a level that does not search answers with its chosen decision alone, here
    # valued as ``medium`` values a decision.
    _, info = _search(knowledge, [action], rng, budget, 0.3, 40, candidates=True)
    return action, info


def _playout_ends() -> endgame.PlayoutEnds | None:
    """``hard``'s exact playout ends for one decision, when :data:`EXACT_PLAYOUT_ENDS` is on."""
    if not EXACT_PLAYOUT_ENDS:
        return None
    return endgame.PlayoutEnds(EXACT_PLAYOUT_TILES, EXACT_PLAYOUT_NODES)


def seeded(seed: int, seat: int, at: int | None, iterations: int | None, record: SeatRecord) -> random.Random:
    """The generator of a request's choices: they depend only on the seed and the request
    (ENGINE.md) as the engine reads it, nothing else. Seeded by the request's text, a field
    the engine reads nothing from changed the move (a hostile probe hid the other hand's tiles
    in one), and, seeded by the seat record read, so did the names, the written order of a tile
    played after the opening, the order of the seat's own hand and ``at`` given as its default
    (a review): none of them is in what seeds it."""
    events = [_read(event) for event in record.events]
    when = at if at is not None else (record.events[-1].at if record.events else 0)  # infer's default
    finished = [([sorted(hand, key=_order) for hand in deal.hands], deal.boneyard) for deal in record.finished]
    read = (seat, finished, sorted(record.own, key=_order), events, record.drawn)
    return random.Random(repr((seed, when, iterations, read)))


def _read(event: Event) -> tuple[int, object]:
    """An event as the engine reads it: its time and its action (a tile played after the
    opening, whichever way it is written), or the event itself where it names none."""
    try:
        return event.at, event.action()
    except IllegalAction:
        return event.at, event


def _order(tile: Tile) -> tuple[int, int]:
    return tile.high, tile.low


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
    extra: Sequence[Action] = (),
    candidates: bool = False,
    answering: bool = False,
    jockey_bonus: int = JOCKEY_BONUS,
    reply_depth: int = REPLY_DEPTH,
    sample: Callable[[random.Random], GameState] | None = None,
    ends: endgame.PlayoutEnds | None = None,
) -> tuple[Action, dict[str, Any]]:
    """Perfect-information Monte Carlo: each of ``actions`` (and of ``extra``, valued but never
    chosen) played out on each sampled deal with the same luck (``answering``: by the policy
    that weighs the other player's reply; a bid with up to ``reply_depth`` overbids modelled,
    0: as if accepted; ``ends``: its end searched exactly, :class:`.endgame.PlayoutEnds`), the
    deals drawn by ``sample`` (:meth:`Knowledge.sample` unless given).
    The choice is the best mean worth (points, the next jockey at ``jockey_bonus``, the game:
    :func:`~.playouts.split_of`); ``info`` gives its mean points, and with ``candidates``
    every action's mean points and their standard errors (:func:`candidate_list`)."""
    seat = knowledge.record.seat
    tried = actions + list(extra)
    points: list[list[int]] = [[] for _ in tried]
    totals = [0.0] * len(actions)
    draw = knowledge.sample if sample is None else sample
    done = 0
    while budget.more(done) and (cap is None or done < cap):
        root = ready(draw(rng), seat)
        base = root.points[seat]
        seed = rng.random()
        values = []
        for action in tried:
            if done and budget.late():
                break  # out of time: this sampled deal is left out, half tried
            values.append(_value(root, action, seat, base, seed, epsilon, answering, jockey_bonus, reply_depth, ends))
        if len(values) < len(tried):
            break
        for k, (gain, bonus) in enumerate(values):
            points[k].append(gain)
            if k < len(actions):
                totals[k] += gain + bonus
        done += 1
    best = max(range(len(actions)), key=totals.__getitem__)
    info: dict[str, Any] = {"expected": round(sum(points[best]) / done, 2), "deals": done}
    if candidates:
        valued = [(a, *_mean_se(p)) for a, p in zip(tried, points)]
        order = _ranked(valued, actions[best])
        info["candidates"] = candidate_list(valued, actions[best])
        top = points[order[0]]
        info["diff_se"] = [_se_of([t - v for t, v in zip(top, points[k])]) for k in order]
        if info["candidates"][0]["event"] != _event(actions[best]):
            info["beyond_hand"] = True  # chosen for the next jockey or the game (ENGINE.md)
    return actions[best], info


def _mean_se(values: Sequence[float]) -> tuple[float, float | None]:
    """The mean of ``values`` and its standard error (None from a single value).

    >>> _mean_se([4, 8, 6, 2])
    (5.0, 1.2909944487358056)
    """
    n = len(values)
    mean = sum(values) / n
    if n < 2:
        return mean, None
    variance = sum((v - mean) ** 2 for v in values) / (n - 1)
    return mean, math.sqrt(variance / n)


def _event(action: Action) -> dict[str, Any]:
    """A RECORD.md event for ``action``, without ``at`` (ENGINE.md)."""
    event = Event.of(action, 0).to_json()
    del event["at"]
    return event


def candidate_list(valued: Sequence[tuple[Action, float, float | None]], chosen: Action) -> list[dict[str, Any]]:
    """ENGINE.md's ``info.candidates``: ``{"event", "expected", "se"}`` for each valued action,
    the highest ``expected`` first; among equal values ``chosen`` first, then the order given.
    Values are rounded to 0.01 points, standard errors to 0.001."""
    out = []
    for k in _ranked(valued, chosen):
        action, mean, se = valued[k]
        value = round(mean, 2) + 0.0  # never -0.0
        out.append({"event": _event(action), "expected": value, "se": None if se is None else round(se, 3) + 0.0})
    return out


def _ranked(valued: Sequence[tuple[Action, float, float | None]], chosen: Action) -> list[int]:
    """The indices of ``valued`` in :func:`candidate_list`'s order."""
    return sorted(range(len(valued)), key=lambda k: (-round(valued[k][1], 2), valued[k][0] != chosen, k))


def _se_of(values: Sequence[float]) -> float | None:
    """The standard error of the mean of ``values``, rounded to 0.001 (None from one value)."""
    se = _mean_se(values)[1]
    return None if se is None else round(se, 3) + 0.0


def _exact(
    knowledge: Knowledge, state: GameState, actions: list[Action], rng: random.Random, budget: Budget
) -> tuple[Action, dict[str, Any]]:
    """An exact endgame with every play valued (:func:`.endgame.move_values`): exact values,
    standard error 0; the choice is the best, the next hand's jockey breaking ties (as
    :func:`.endgame.solve`). When the search cannot finish within the budget, the plays are
    valued by sampling instead (on the one deal the seat knows, played out loosely)."""
    max_nodes = None if budget.iterations is None else budget.iterations * endgame.NODES_PER_ITERATION
    values = endgame.search_values(state, budget.deadline, max_nodes)
    if not values:
        action, info = _search(knowledge, actions, rng, budget, 0.05, None, candidates=True)
        info["exact"] = False
        return action, info
    best = max(values, key=values.__getitem__)
    valued = [(a, float(endgame.points_of(v)), 0.0) for a, v in values.items()]
    info = {
        "expected": endgame.points_of(values[best]),
        "exact": True,
        "candidates": candidate_list(valued, best),
        "diff_se": [0.0] * len(valued),
    }
    return best, info


def _weighed(state: GameState, bids: Sequence[Bid], steps: Sequence[int] = BID_STEPS) -> list[Bid]:
    """The bids the search weighs: ``steps`` steps above the smallest, those the seat can pay
    without staking its whole balance (R31–R32)."""
    seat = state.to_act
    assert seat is not None
    if not bids:
        return []
    low = bids[0].amount
    wanted = {low + BID_STEP * step for step in steps}
    return [b for b in bids if b.amount in wanted and bid_cost(state, seat, b.amount) < state.points[seat]]


def _value(
    root: GameState,
    action: Action,
    seat: int,
    base: int,
    seed: float,
    epsilon: float,
    answering: bool = False,
    jockey_bonus: int = JOCKEY_BONUS,
    reply_depth: int = REPLY_DEPTH,
    ends: endgame.PlayoutEnds | None = None,
) -> Split:
    """What ``action`` in ``root`` (a sampled deal) gains ``seat`` by the end of the hand, in
    points and bonus (the next jockey at ``jockey_bonus``), played out with the luck ``seed``
    (its end searched exactly with ``ends``). A bid is valued with the other seat's reply
    modelled (:func:`_auction`)."""
    state = apply(root, action, root.time)
    if state.stage is Stage.BIDDING:
        return _auction(state, seat, base, seed, epsilon, reply_depth)
    return playout_split(state, seat, base, random.Random(seed), epsilon, answering, jockey_bonus, ends)


def _auction(state: GameState, seat: int, base: int, seed: float, epsilon: float, depth: int) -> Split:
    """The auction from ``state`` on a sampled deal: the player to decide accepts, or overbids
    by the smallest step while ``depth`` more overbids are allowed (and it can pay without
    staking its whole balance), whichever its playout (same luck) values more to itself —
    ``seat``'s worth, or the other's, which is its opposite. Both players see the sampled deal
    whole, as everywhere in this search."""
    mover = state.to_act
    assert mover is not None
    state = ready(state, mover)
    options: list[Action] = [Accept(mover)]
    amount = state.bid + BID_STEP if state.bid is not None else MIN_BID
    if depth > 0 and bid_cost(state, mover, amount) < state.points[mover]:
        options.append(Bid(mover, amount))
    best: Split | None = None
    for option in options:
        after = apply(state, option, state.time)
        if after.stage is Stage.BIDDING:
            value = _auction(after, seat, base, seed, epsilon, depth - 1)
        else:
            value = playout_split(after, seat, base, random.Random(seed), epsilon)
        if best is None or (sum(value) > sum(best) if mover == seat else sum(value) < sum(best)):
            best = value
    assert best is not None
    return best


def _priced(
    knowledge: Knowledge,
    state: GameState,
    legal: Sequence[Action],
    weighed: list[Bid],
    rng: random.Random,
    budget: Budget,
    candidates: bool,
    extra: Sequence[Bid] = (),
) -> tuple[Action, dict[str, Any]]:
    """A bidding decision by the price of the opening (:mod:`.auction`): on each sampled deal
    the hand is played out opened by the seat (after its smallest bid, accepted) and by the
    other player (after a waiver or an acceptance), with the same luck; the mean difference,
    payments set aside, is the price. The bid, or the waiver or acceptance, follows from it
    (:func:`.auction.best_bid`). ``weighed`` are the bids the seat may make without staking its
    whole balance, the smallest first; with ``candidates`` each of them is valued, and the
    waiver or acceptance, as the auction would end after it."""
    seat = knowledge.record.seat
    passive = next(a for a in legal if not isinstance(a, Bid))
    mine, theirs = opening_playouts(knowledge, state, passive, weighed[0], rng, budget)
    # The playouts overvalue opening against real play (OPENING_OVERVALUE): half of it is taken
    # from the seat opening, half given back to the other player opening.
    mine = [(gain - OPENING_OVERVALUE / 2, bonus) for gain, bonus in mine]
    theirs = [(gain + OPENING_OVERVALUE / 2, bonus) for gain, bonus in theirs]
    price, spread = _mean_se([sum(m) - sum(t) for m, t in zip(mine, theirs)])
    # The game's part of the price, told apart (ENGINE.md's free ``info``): a game won or lost
    # is worth no points, and a late auction's price read "-12.7 points" where the hand's
    # points and the next jockey gave +3.9.
    in_hand = _mean_se([_in_hand(m) - _in_hand(t) for m, t in zip(mine, theirs)])[0]
    game = price - in_hand
    # And the next jockey's part: the candidates are worth points alone, and a play-test read
    # "waive: +10.9 points better than bid 15 … opening worth +5.7 points" (1.6 of it the jockey).
    hand_points, points_se = _mean_se([m[0] - t[0] for m, t in zip(mine, theirs)])
    caution = math.inf if spread is None else spread
    amount = auction.best_bid(state, seat, price, caution)
    action: Action = passive if amount == 0 else Bid(seat, amount)
    asked = {b.amount for b in extra if b.amount <= auction.top(state, seat)}  # the bid a player made (analysis)
    amounts = sorted({b.amount for b in weighed} | ({amount} if amount else set()) | asked)
    ends = auction.outcomes(state, seat, price, amounts)

    def points(amount: int) -> list[float]:
        end = ends[amount]
        if end.opener == seat:
            return [m[0] - end.cost for m in mine]
        return [t[0] + end.cost for t in theirs]

    info: dict[str, Any] = {
        "expected": round(_mean_se(points(amount))[0], 2),
        "deals": len(mine),
        "opening": {
            "price": round(price, 2),
            "se": None if spread is None else round(spread, 3),
            "game": round(game, 2) + 0.0,  # never -0.0
            "jockey": round(in_hand - hand_points, 2) + 0.0,
            "points_se": None if points_se is None else round(points_se, 3),  # of the points alone
        },
    }
    if not candidates:
        return action, info
    tried: list[Action] = [passive, *(Bid(seat, a) for a in amounts)]
    values = [points(0), *(points(a) for a in amounts)]
    valued = [(a, *_mean_se(v)) for a, v in zip(tried, values)]
    order = _ranked(valued, action)
    info["candidates"] = candidate_list(valued, action)
    info["diff_se"] = [_se_of([t - v for t, v in zip(values[order[0]], values[k])]) for k in order]
    if info["candidates"][0]["event"] != _event(action):
        bold = auction.best_bid(state, seat, price, 0.0)
        # Not the best-valued decision: a bid within the noise left out, or the bonus for
        # what follows the hand (ENGINE.md: the engine says why).
        info["within_noise" if bold != amount else "beyond_hand"] = True
    return action, info


def _in_hand(split: tuple[float, int]) -> float:
    """A playout's worth without the game's part: its points and, unless it ended the game,
    the next jockey's bonus (a playout's bonus is one or the other, :func:`~.playouts.split_of`)."""
    points, bonus = split
    return points if abs(bonus) == WIN_BONUS else points + bonus


def opening_playouts(
    knowledge: Knowledge, state: GameState, passive: Action, first: Bid, rng: random.Random, budget: Budget
) -> tuple[list[tuple[float, int]], list[tuple[float, int]]]:
    """The price of the opening's samples, one per sampled deal, each played out twice with
    the same luck: what the hand is worth to the seat (points, bonus) when it opens (after
    ``first``, its smallest bid, accepted) and when the other player opens (after ``passive``,
    the waiver or acceptance), payments given back: the opening's worth alone."""
    seat = knowledge.record.seat
    paid = bid_cost(state, seat, first.amount)
    received = auction.passive(state).cost if state.bid is not None else 0
    mine: list[tuple[float, int]] = []
    theirs: list[tuple[float, int]] = []
    policy = (HARD_EPSILON, ANSWERING_PLAYOUTS, HARD_JOCKEY_BONUS)
    while budget.more(len(mine)):
        root = ready(knowledge.sample(rng), seat)
        base = root.points[seat]
        seed = rng.random()
        opened = _after(root, first)
        left = apply(root, passive, root.time)
        gain, bonus = playout_split(opened, seat, base, random.Random(seed), *policy)
        mine.append((gain + paid, bonus))
        gain, bonus = playout_split(left, seat, base, random.Random(seed), *policy)
        theirs.append((gain - received, bonus))
    return mine, theirs


def _after(state: GameState, action: Action) -> GameState:
    """``state`` after ``action``; a bid as if the other seat accepted it (or had to, R33)."""
    state = apply(state, action, state.time)
    if isinstance(action, Bid) and state.stage is Stage.BIDDING:
        other = state.to_act
        assert other is not None
        state = apply(ready(state, other), Accept(other), state.time)
    return state
