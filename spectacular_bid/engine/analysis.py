"""The coach: every decision of a finished (or unfinished) game valued by the engine, from what
the player who made it could know, and nothing else (R7, R41).

Usage (from any thread; no Qt)::

    from spectacular_bid.core import parse_record
    from spectacular_bid.engine import Kind, Setting, analyse

    cancel = threading.Event()            # set it from another thread to stop
    analysis = analyse(parse_record(data), Setting(seed=0),   # 600 sampled deals a decision
                       progress=lambda done, total: ..., cancel=cancel)   # or raises Cancelled
    for d in analysis.decisions:          # one per decision of either player, in order
        d.index, d.seat, d.kind, d.forced     # the event in record.events, who, what about
        d.chosen, d.value, d.preferred, d.best    # core Actions and their values in points
        d.loss, d.loss_se, d.verdict      # points lost, its standard error, Verdict.MISTAKE…
        d.points                          # both balances before it (a graph adds d.value)
    summary = analysis.summaries[0]       # seat 0
    summary.share(Kind.PLAY).per_decision, summary.lost, summary.costliest
    analysis.to_json()                    # docs/ANALYSIS.md's --json document

For each accepted ``play``, ``draw``, ``waive``, ``bid`` and ``accept`` of the record, the seat
record of its author just before it is built (:func:`~spectacular_bid.core.seat_record`, as the
computer opponent is asked, less the ticks another event follows: they change nothing) and
the engine values every distinct legal decision there, exactly as it answers ENGINE.md's
``candidates`` request: the ``hard`` level, seeded from the setting's seed and the request, so
that with ``iterations`` the analysis is the same on any machine. A bid is valued with the
other player's reply modelled (:mod:`.levels`); the bid the player made is valued beside the
amounts the search weighs. Where the boneyard is empty the values are the exact endgame
search's (:mod:`.endgame`), with standard error 0.

What is reported per decision: the candidates (points each was expected to gain the player by
the end of the hand, and its standard error), the best value, the chosen decision's value, the
loss (best − chosen) and the standard error of that paired difference, and a :class:`Verdict`
by the loss, in points (:data:`THRESHOLDS`; why these numbers: docs/ANALYSIS.md). A loss not
larger than twice its standard error is never more than ``fine``: the engine could not tell the
two decisions apart. Plays that leave the same table up to a mirror image (west for east, north
for south, or, once the side branches are open, any ends alike) are one decision. A decision
with a single legal choice (a draw, a forced opening by rank) is listed as ``forced`` and not
valued.

:func:`analyse` is thread-safe: it shares no mutable state, calls ``progress`` from its own
thread after each decision, and stops with :class:`Cancelled` soon after ``cancel`` is set.
"""

from __future__ import annotations

import enum
import math
import threading
import time
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from typing import Any

from spectacular_bid.core import (
    Action,
    Bid,
    Event,
    GameState,
    Play,
    Record,
    Stage,
    bid_cost,
    infer,
    legal_actions,
    new_game,
    play_image,
    read_seat_record,
    replay,
    seat_record,
)

from . import auction
from .levels import Budget, decide, ready, seeded

#: The engine level the coach asks: the strongest.
LEVEL = "hard"
#: Sampled deals a decision by default: a game of 60 decisions with a choice in 19 s on two
#: idle cores, 30 s with both busy with other work (``benchmarks/analysis.py``; the target is
#: 60 s), the median standard error of a loss then about 1 point, so that a loss of 2.5 (an
#: inaccuracy) stands out of the noise.
DEFAULT_ITERATIONS = 600


class Kind(enum.Enum):
    """What a decision was about: the bidding (waive, bid, overbid, accept), the opening play,
    or a later play (a draw included)."""

    AUCTION = "auction"
    OPENING = "opening"
    PLAY = "play"


class Verdict(enum.Enum):
    """A decision's class by the points it was expected to lose (:data:`THRESHOLDS`)."""

    FINE = "fine"
    INACCURACY = "inaccuracy"
    MISTAKE = "mistake"
    BLUNDER = "blunder"


#: The smallest expected loss, in points, of each class above ``fine``. Every transfer is a
#: multiple of 5 (a chip): half a chip is an inaccuracy, a chip a mistake, two chips a blunder.
THRESHOLDS = ((Verdict.BLUNDER, 10.0), (Verdict.MISTAKE, 5.0), (Verdict.INACCURACY, 2.5))
#: A loss must be larger than this many standard errors of the paired difference to be more
#: than ``fine`` (about 97.7 % one-sided confidence that the choice was worse).
SIGNIFICANCE = 2.0


def verdict_of(loss: float, se: float | None) -> Verdict:
    """The class of an expected ``loss`` of points whose paired difference has standard error
    ``se`` (None: unknown, so never more than fine).

    >>> verdict_of(12.0, 1.0), verdict_of(6.0, 0.0), verdict_of(3.0, 1.0)
    (<Verdict.BLUNDER: 'blunder'>, <Verdict.MISTAKE: 'mistake'>, <Verdict.INACCURACY: 'inaccuracy'>)
    >>> verdict_of(12.0, 7.0), verdict_of(2.0, 0.0), verdict_of(12.0, None)
    (<Verdict.FINE: 'fine'>, <Verdict.FINE: 'fine'>, <Verdict.FINE: 'fine'>)
    """
    if se is None or loss <= SIGNIFICANCE * se:
        return Verdict.FINE
    for verdict, threshold in THRESHOLDS:
        if loss >= threshold:
            return verdict
    return Verdict.FINE


@dataclass(frozen=True, slots=True)
class Setting:
    """How much the engine searches each decision: exactly ``iterations`` sampled deals (the
    same result on any machine), or, with ``iterations`` None, ``think_ms`` of wall-clock time
    a decision. ``seed`` seeds every decision's search (with the decision's seat record)."""

    iterations: int | None = DEFAULT_ITERATIONS
    think_ms: int | None = None
    seed: int = 0

    def __post_init__(self) -> None:
        if self.iterations is None and self.think_ms is None:
            raise ValueError("a setting needs iterations or think_ms")
        for name in ("iterations", "think_ms"):
            value = getattr(self, name)
            if value is not None and (type(value) is not int or value < 1):
                raise ValueError(f"{name} must be a positive integer")


@dataclass(frozen=True, slots=True)
class Candidate:
    """One decision the engine valued: ``value`` is the points it expected ``action`` to gain
    the player by the end of the hand, ``se`` that mean's standard error (None from a single
    sampled deal), ``diff_se`` the standard error of the paired difference between the best
    value and this one."""

    action: Action
    value: float
    se: float | None
    diff_se: float | None

    @property
    def event(self) -> dict[str, Any]:
        """The action as a RECORD.md event without ``at``."""
        return _event(self.action)


@dataclass(frozen=True, slots=True)
class Decision:
    """One decision of the game and what the engine made of it.

    ``number`` counts decisions from 0; ``index`` is the event's index in the record's
    ``events``; ``hand`` the 0-based hand; ``points`` both balances just before it. For a
    ``forced`` decision (one legal choice) ``candidates`` is empty, ``best`` and ``value`` are
    None and the loss is 0. ``chosen_at`` is the index in ``candidates`` of the chosen
    decision — or of the best valued of its mirror images: a play whose table is the chosen
    one's seen in a mirror (west for east, north for south, any ends alike once the side
    branches are open, an opening tile turned round, R12)
    is the same decision, its value differing only by the sampling's noise. ``exact`` says the
    values are the exact endgame search's. For a valued bidding decision, ``opening`` is the
    price of the opening the engine read (what opening this hand is worth to the player against
    letting the other player open, :mod:`.auction`), ``opening_se`` the standard error of that
    price less its game's and next jockey's parts, what is said in points (None from a single
    sampled deal), ``opening_game`` the game's part of that price (what the
    search counts for the chance of winning or losing the game in this hand: no points; 0
    where the hand cannot end the game), ``opening_jockey`` the next jockey's part (what it
    counts for the chance of being the next hand's jockey), and ``expects`` how it expected the
    auction to end after the chosen decision: who opens, and what the opener pays the other.
    """

    number: int
    index: int
    hand: int
    seat: int
    kind: Kind
    points: tuple[int, int]
    chosen: Action
    candidates: tuple[Candidate, ...]
    chosen_at: int | None
    forced: bool
    exact: bool
    opening: float | None = None
    opening_se: float | None = None
    opening_game: float | None = None
    opening_jockey: float | None = None
    expects: auction.Outcome | None = None

    @property
    def preferred(self) -> Action:
        """The decision the engine valued most (the chosen one when forced)."""
        return self.candidates[0].action if self.candidates else self.chosen

    @property
    def best(self) -> float | None:
        """The best candidate's value, in points."""
        return self.candidates[0].value if self.candidates else None

    @property
    def value(self) -> float | None:
        """The chosen decision's value, in points."""
        return None if self.chosen_at is None else self.candidates[self.chosen_at].value

    @property
    def loss(self) -> float:
        """Points the choice was expected to lose against the best (0 when it was the best)."""
        if self.chosen_at is None:
            return 0.0
        return round(self.candidates[0].value - self.candidates[self.chosen_at].value, 2) + 0.0

    @property
    def loss_se(self) -> float | None:
        """The standard error of :attr:`loss` (of the paired difference; 0 for the best)."""
        if not self.chosen_at:  # None (not valued) or 0 (the best)
            return 0.0
        return self.candidates[self.chosen_at].diff_se

    @property
    def verdict(self) -> Verdict:
        """The class of the choice by its expected loss (:func:`verdict_of`)."""
        return verdict_of(self.loss, self.loss_se)


@dataclass(frozen=True, slots=True)
class Share:
    """A player's decisions of one kind: how many were valued, the points they lost."""

    kind: Kind
    decisions: int
    lost: float

    @property
    def per_decision(self) -> float:
        """Points lost per decision (0 with none)."""
        return round(self.lost / self.decisions, 2) if self.decisions else 0.0


@dataclass(frozen=True, slots=True)
class PlayerSummary:
    """One player's decisions: per kind (auction, opening, play, in that order), the verdicts'
    counts (forced decisions left out), and the three costliest decisions (largest loss
    first; fewer when fewer lost anything)."""

    seat: int
    name: str
    shares: tuple[Share, Share, Share]
    verdicts: tuple[tuple[Verdict, int], ...]
    costliest: tuple[Decision, ...]

    @property
    def decisions(self) -> int:
        """The valued decisions, of every kind."""
        return sum(s.decisions for s in self.shares)

    @property
    def lost(self) -> float:
        """The points lost, over every kind."""
        return round(sum(s.lost for s in self.shares), 2) + 0.0

    def share(self, kind: Kind) -> Share:
        """The decisions of ``kind``."""
        return next(s for s in self.shares if s.kind is kind)


@dataclass(frozen=True, slots=True)
class Analysis:
    """A game's analysis: the setting, every decision in order, a summary per seat."""

    players: tuple[str, str]
    setting: Setting
    decisions: tuple[Decision, ...]
    summaries: tuple[PlayerSummary, PlayerSummary]

    def to_json(self) -> dict[str, Any]:
        """The analysis as JSON-ready data (docs/ANALYSIS.md)."""
        return {
            "format": "spectacular-bid-analysis",
            "version": 1,
            "players": list(self.players),
            "engine": {
                "level": LEVEL,
                "iterations": self.setting.iterations,
                "think_ms": self.setting.think_ms if self.setting.iterations is None else None,
                "seed": self.setting.seed,
            },
            "thresholds": {v.value: t for v, t in THRESHOLDS} | {"significance": SIGNIFICANCE},
            "decisions": [_decision_json(d) for d in self.decisions],
            "summary": [_summary_json(s) for s in self.summaries],
        }


class Cancelled(Exception):
    """The analysis was cancelled before its end."""


#: The most decisions a game may hold to be analysed. Each decision's seat record holds every
#: event before it, so a game's analysis grows with the square of its length: a game of 84,173
#: decisions (3,900 hands, a record within the 8 MiB limit) would take about 40 hours, where a
#: game between people rarely reaches 500 (benchmarks/analysis.py: 60 decisions in 19 s).
MOST_DECISIONS = 5_000


class TooLong(ValueError):
    """A game with more decisions than :data:`MOST_DECISIONS`: not analysed."""

    def __init__(self, decisions: int) -> None:
        super().__init__(f"the game has {decisions:,} decisions; games of up to {MOST_DECISIONS:,} are analysed")
        self.decisions = decisions


def analyse(
    record: Record,
    setting: Setting = Setting(),
    progress: Callable[[int, int], None] | None = None,
    cancel: threading.Event | None = None,
) -> Analysis:
    """Value every decision of ``record`` (accepted events only) from its author's seat record.

    ``progress(done, total)`` is called after each decision, from the calling thread; setting
    ``cancel`` makes the call raise :class:`Cancelled` before the next decision. Raises what
    :func:`~spectacular_bid.core.replay` raises for a hand with no deal (``MissingDeal``), and
    :class:`TooLong` before any search for a game of more than :data:`MOST_DECISIONS` decisions.
    """
    # What each decision's seat record holds: the accepted events before it, less the ticks
    # another accepted event follows. A seat record leaves refused events out anyway; such a
    # tick only moved the time, which the next event moves again (core.knowledge says why),
    # and a record of 8 MiB may hold 360,000 of them, which every decision would otherwise
    # write, read and replay. The last event before a decision is kept, a tick or not: it
    # sets the time the player decided at.
    points: list[tuple[int, GameState, _Past]] = []  # each decision's event, the game before it
    kept: list[int] = []  # the accepted events other than ticks
    tick: int | None = None  # the last accepted event, if a tick
    before = new_game(record.players, record.deals)
    for step in replay(record):
        if step.ok:
            if step.event.do in _DECISIONS and before.stage in (Stage.BIDDING, Stage.PLAY):
                points.append((step.index, before, _Past(kept, len(kept), tick)))
            if step.event.do == "tick":
                tick = step.index
            else:
                tick = None
                kept.append(step.index)
        before = step.state
    total = len(points)
    if total > MOST_DECISIONS:
        raise TooLong(total)
    out: list[Decision] = []
    if progress is not None:
        progress(0, total)
    for number, (i, before, past) in enumerate(points):
        if cancel is not None and cancel.is_set():
            raise Cancelled
        out.append(_decision(record, number, i, before, past, setting))
        if progress is not None:
            progress(number + 1, total)
    decisions = tuple(out)
    summaries = (_summary(decisions, 0, record.players[0]), _summary(decisions, 1, record.players[1]))
    return Analysis(record.players, setting, decisions, summaries)


_DECISIONS = ("play", "draw", "waive", "bid", "accept")


@dataclass(frozen=True, slots=True)
class _Past:
    """The events a decision's seat record is written from: the first ``count`` of ``kept``
    (indices of accepted events other than ticks, a list that only grows), then ``tick``."""

    kept: list[int]
    count: int
    tick: int | None

    def events(self, record: Record) -> tuple[Event, ...]:
        last = () if self.tick is None else (record.events[self.tick],)
        return tuple(record.events[k] for k in self.kept[: self.count]) + last


def _decision(record: Record, number: int, i: int, before: GameState, past: _Past, setting: Setting) -> Decision:
    event = record.events[i]
    seat = event.seat
    assert seat is not None
    chosen = event.action()
    state = ready(before, seat)
    kind = Kind.AUCTION if state.stage is Stage.BIDDING else Kind.OPENING if not state.table.plays else Kind.PLAY
    common = (number, i, state.hand_no, seat, kind, (state.points[0], state.points[1]), chosen)
    if len(legal_actions(state)) == 1:
        return Decision(*common, candidates=(), chosen_at=None, forced=True, exact=False)
    sub = Record(record.players, record.deals, past.events(record), record.started_at)
    mine = seat_record(sub, seat, (frozenset(), before.stage))
    info = candidates(mine, seat, setting, also=(chosen,) if isinstance(chosen, Bid) else ())
    diff = info.get("diff_se") or [None] * len(info["candidates"])
    found = tuple(
        Candidate(_action_of(c["event"], seat), float(c["expected"]), c["se"], d)
        for c, d in zip(info["candidates"], diff)
    )
    if isinstance(chosen, Bid) and all(c.action != chosen for c in found):
        found = _staking_all(state, chosen, found)
    mirror = _shape(state, chosen)
    chosen_at = next((k for k, c in enumerate(found) if _shape(state, c.action) == mirror), None)
    opening = info.get("opening", {}) if kind is Kind.AUCTION else {}
    price, game, jockey = opening.get("price"), opening.get("game", 0.0), opening.get("jockey", 0.0)
    # What the coach says in points: the price less the game's and the next jockey's parts.
    price_se = opening.get("points_se", opening.get("se"))
    expects = None if price is None else _auction_end(state, seat, chosen, price)
    return Decision(
        *common,
        candidates=found,
        chosen_at=chosen_at,
        forced=False,
        exact=bool(info.get("exact")),
        opening=price,
        opening_se=price_se,
        opening_game=None if price is None else game,
        opening_jockey=None if price is None else jockey,
        expects=expects,
    )


def _auction_end(state: GameState, seat: int, chosen: Action, price: float) -> auction.Outcome | None:
    """How the engine expected the auction to end after ``chosen``, the opening worth ``price``
    to ``seat`` (:func:`.auction.outcomes`); None for a bid past those it would make (one
    staking the whole balance, R32: its own sentence says what it risks)."""
    amount = chosen.amount if isinstance(chosen, Bid) else 0
    if amount > auction.top(state, seat):
        return None
    return auction.outcomes(state, seat, price, [amount] if amount else [])[amount]


def _staking_all(state: GameState, bid: Bid, found: tuple[Candidate, ...]) -> tuple[Candidate, ...]:
    """``found`` with ``bid`` valued when it stakes the bidder's whole balance and the engine
    left it out (its search never makes such a bid): accepted, it takes every point the bidder
    has and the game with them (R32, R5), which the other player can always choose. Exactly
    valued, so the paired difference's standard error is the best value's own."""
    points = state.points[bid.seat]
    if bid_cost(state, bid.seat, bid.amount) != points or not found:
        return found
    lost = Candidate(bid, float(-points), 0.0, found[0].se)
    return tuple(sorted((*found, lost), key=lambda c: -c.value))


def candidates(record: dict[str, Any], seat: int, setting: Setting, also: Sequence[Action] = ()) -> dict[str, Any]:
    """The engine's ``info`` for a ``candidates`` request (ENGINE.md) on the seat record
    ``record`` (JSON-ready) for ``seat``, at the ``hard`` level, seeded as the protocol seeds a
    request without ``at``; ``also`` are bids to value beside those the search weighs. With
    ``iterations`` the game clock does not shorten the search (the protocol's answer is timed
    to the seat's clock; an analysis is not)."""
    knowledge = infer(read_seat_record(record, seat))
    iterations = setting.iterations
    if iterations is not None:
        budget = Budget(math.inf, iterations)
    else:
        assert setting.think_ms is not None
        budget = Budget(time.perf_counter() + setting.think_ms / 1000, None)
    rng = seeded(setting.seed, seat, None, iterations, knowledge.record)
    _, info = decide(knowledge, LEVEL, rng, budget, candidates=True, also=also)
    return info


def _event(action: Action) -> dict[str, Any]:
    event = Event.of(action, 0).to_json()
    del event["at"]
    return event


def _shape(state: GameState, action: Action) -> Hashable:
    """What ``action`` leaves, up to a mirror image: for a play, the tile and the table after it
    seen either way round (:func:`~spectacular_bid.core.play_image`: the rules treat west and
    east, north and south alike, and any ends once the side branches are open, R12–R16); any
    other decision is itself."""
    if not isinstance(action, Play):
        return action
    return play_image(state.table, action.tile, action.end, action.west)


def _action_of(event: dict[str, Any], seat: int) -> Action:
    tile = event.get("tile")
    return Event(
        0,
        event["do"],
        event.get("seat", seat),
        None if tile is None else (tile[0], tile[1]),
        event.get("end"),
        event.get("amount"),
    ).action()


def _summary(decisions: Sequence[Decision], seat: int, name: str) -> PlayerSummary:
    mine = [d for d in decisions if d.seat == seat and not d.forced]
    shares = tuple(
        Share(kind, sum(1 for d in mine if d.kind is kind), round(sum(d.loss for d in mine if d.kind is kind), 2) + 0.0)
        for kind in Kind
    )
    assert len(shares) == 3
    verdicts = tuple((v, sum(1 for d in mine if d.verdict is v)) for v in Verdict)
    costly = sorted((d for d in mine if d.loss > 0), key=lambda d: (-d.loss, d.number))[:3]
    return PlayerSummary(seat, name, (shares[0], shares[1], shares[2]), verdicts, tuple(costly))


def _decision_json(d: Decision) -> dict[str, Any]:
    return {
        "decision": d.number,
        "event": d.index,
        "hand": d.hand,
        "seat": d.seat,
        "kind": d.kind.value,
        "points": list(d.points),
        "chosen": _event(d.chosen),
        "chosen_candidate": d.chosen_at,
        "forced": d.forced,
        "exact": d.exact,
        "best": d.best,
        "value": d.value,
        "loss": d.loss,
        "loss_se": d.loss_se,
        "class": d.verdict.value,
        "candidates": [{"event": c.event, "expected": c.value, "se": c.se, "diff_se": c.diff_se} for c in d.candidates],
        **_auction_json(d),
    }


def _auction_json(d: Decision) -> dict[str, Any]:
    """A bidding decision's price of the opening and the auction's expected end, when valued."""
    out: dict[str, Any] = {}
    if d.opening is not None:
        out["opening"] = d.opening
        out["opening_se"] = d.opening_se
        out["opening_game"] = d.opening_game
        out["opening_jockey"] = d.opening_jockey
    if d.expects is not None:
        out["expects"] = {"opener": d.expects.opener, "cost": d.expects.cost}
    return out


def _summary_json(s: PlayerSummary) -> dict[str, Any]:
    return {
        "seat": s.seat,
        "name": s.name,
        "decisions": s.decisions,
        "lost": s.lost,
        "per_decision": round(s.lost / s.decisions, 2) if s.decisions else 0.0,
        "kinds": {
            x.kind.value: {"decisions": x.decisions, "lost": x.lost, "per_decision": x.per_decision} for x in s.shares
        },
        "classes": {v.value: n for v, n in s.verdicts},
        "costliest": [d.number for d in s.costliest],
    }
