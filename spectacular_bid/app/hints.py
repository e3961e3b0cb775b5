"""Hints in a practice game: the engine's best decision for the person, from the person's seat.

A hint is one ENGINE.md question, asked as the computer asks its own (:mod:`.computer`): the
person's *seat record* (what their seat may know, R7, R41) and nothing else, with
``"candidates": true``, answered by the built-in :data:`HINT_LEVEL` in a worker thread so that
the window stays responsive. The answer names the engine's choice; its candidates give the
points each decision is expected to gain by the end of the hand, on the same sampled deals,
so the choice is compared with the best other decision (the *runner-up*) on paired deals.
Decisions that are one count once, as in the analysis (docs/ANALYSIS.md): an opening turned
round (R12), two plays that are mirror images of each other (both ends of a lone double, R13)
— the runner-up is a really different decision, never the choice seen in a mirror.

Honest numbers (issue 25): when the runner-up's paired difference is within its standard
error, the hint says the two are about as good, not that one is better; when the two are worth
exactly the same with no uncertainty (an exact endgame), it says they give the same result,
and how each ends the hand if it does.

Hints are offered only in a practice game, to the person, when it is their decision; never in
a game between two people. Each hint shown is counted with the game
(:meth:`~.controller.GameController.count_hint`): the record's ``hints`` field and the games
file's columns (:mod:`.practice`).

>>> reply = {"id": 1, "do": "play", "tile": [6, 4], "end": "north", "info": {"candidates": [
...     {"event": {"do": "play", "seat": 0, "tile": [6, 4], "end": "north"}, "expected": 7.5, "se": 1.0},
...     {"event": {"do": "play", "seat": 0, "tile": [5, 5], "end": "east"}, "expected": 4.3, "se": 1.1}],
...     "diff_se": [0.0, 0.4]}}
>>> hint = read_hint(reply, 0)
>>> hint.best["tile"], hint.gain, hint.clear
([6, 4], 3.2, True)
"""

from __future__ import annotations

import dataclasses
import math
import random
import threading
import weakref
from collections.abc import Callable, Hashable, Mapping
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QObject, Qt, Signal

from ..core import (
    Action,
    Blocked,
    End,
    GameState,
    Play,
    Scored,
    Table,
    Tile,
    WentOut,
    apply,
    bid_cost,
    legal_actions,
    play_image,
)
from .computer import collector
from .controller import GameController
from .engine_client import BuiltInEngine, EngineClient, EngineFailure, named_action
from .messages import CountingTranslate, accepted_text, bid_cost_text, english, hint_text, opening_text, shown
from .practice import opponent_of
from .session import Session

#: The level that gives hints: the strongest built-in search, whatever level the computer plays.
HINT_LEVEL = "hard"
#: How long a hint may think, in wall-clock ms (the person's clock runs meanwhile).
HINT_THINK_MS = 1200


def _key(event: Mapping[str, Any], table: Table | None = None) -> Hashable:
    """What tells two ENGINE.md events apart as decisions: a tile in either order is the same
    tile, an opening turned round the same opening (R12), and with the ``table`` they are
    played on, two plays that are mirror images of each other (:func:`~spectacular_bid.core.play_image`:
    both ends of a lone double, R13) the same play."""
    do, tile, end = event.get("do"), event.get("tile"), event.get("end")
    tile_key = tuple(sorted(tile)) if isinstance(tile, list) else None
    if do == "play" and table is not None and isinstance(tile, list):
        image = _play_image(table, tile, end)
        if image is not None:
            return do, image
    return do, tile_key, end, event.get("amount")


def _play_image(table: Table, tile: list[Any], end: object) -> Hashable | None:
    """The image of playing ``tile`` at ``end`` on ``table``; None for a play the table does
    not take (an engine's answer is not trusted to be legal)."""
    if len(tile) != 2 or not all(isinstance(n, int) and not isinstance(n, bool) and 0 <= n <= 6 for n in tile):
        return None
    played = Tile.of(tile[0], tile[1])
    if end is None:
        return play_image(table, played, None, tile[0]) if table.is_empty else None
    if not isinstance(end, str) or end not in {e.value for e in End} or End(end) not in table.ends_for(played):
        return None
    return play_image(table, played, End(end))


@dataclass(frozen=True, slots=True)
class Hint:
    """What the engine advises: ``best`` (an ENGINE.md event, its choice) expected to gain
    ``expected`` points by the end of the hand; ``runner`` the best other decision and
    ``runner_expected`` its value (None when the choice is forced); ``margin_se`` the standard
    error of their paired difference (None when the engine gave none); ``beyond_hand`` when
    the engine chose for what follows the hand (the next jockey, the game) rather than for the
    points of this hand; ``within_noise`` when it left out a bid valued higher because the
    gain was within the noise of its estimate (ENGINE.md lets the engine say why)."""

    best: dict[str, Any]
    expected: float | None
    runner: dict[str, Any] | None = None
    runner_expected: float | None = None
    margin_se: float | None = None
    beyond_hand: bool = False
    within_noise: bool = False
    alike: bool = False
    """The choice is the only one though other plays are legal: they are its mirror images."""
    scores: int | None = None
    """What the choice, a play, scores at once (R17), if anything: told beside it."""
    runner_scores: int | None = None
    """What the runner-up, a play, scores at once, if anything: told beside it when the choice
    scores less (a play-test passed up 10 points at once on a hint that never said so)."""
    mirrored: tuple[tuple[str, ...], tuple[str, ...]] = ((), ())
    """The ends where the choice, and the runner-up, give the same game as at the end the engine
    named, each giving the game the others give (both sides of a lone double, R13; alike ends
    once the side branches are open), or (): the hint then names them all, since a key or a
    click plays the tile at either."""
    opening: float | None = None
    """In the bidding, the price of the opening the engine read (what opening this hand is worth
    to the player against letting the other open), when it gave one: told after the advice (a
    new pair's play-test found the auction's hints saying what to do, never why)."""
    opening_se: float | None = None
    """The standard error of what is said of ``opening`` (it less ``opening_game`` and
    ``opening_jockey``) over the engine's sampled deals, when it gave one."""
    opening_game: float = 0.0
    """The game's part of ``opening``: what the engine counts for the chance of winning or
    losing the game in this hand, in no points (the hint says it in words, the rest in points)."""
    opening_jockey: float = 0.0
    """The next jockey's part of ``opening``: what the engine counts for the chance of being
    the next hand's jockey, in no points of this hand (said in words, as the game's part)."""
    bid: tuple[int, int, bool] | None = None
    """In the bidding, the bid among the choice and the runner-up (the choice's when both): its
    amount, what it costs if accepted, and whether the jockey's discount comes off (R29–R30).
    Told before the price: a play-test read "waiving is +5.2 better" beside "opening is worth
    +9.8" and could not tell why, for want of the 15 the bid costs."""
    accepted: int | None = None
    """Facing a bid, when the choice or the runner-up accepts it: what the bidder pays the
    player on accepting (R29–R30), told with the bid's cost (a play-test read "accept: +22.8
    better than bid 20", "costs you 5" and "worth -2.8", and missed the 15 accepting brings)."""
    ends: tuple[str | None, str | None] = (None, None)
    """How the choice, and the runner-up, end the hand, if they do (:func:`play_ending`): told
    when the two give the same result (a play-test read "about as good (0.0 points, within the
    engine's uncertainty)" for two plays that both went out scoring nothing)."""

    @property
    def gain(self) -> float | None:
        """How many more points ``best`` is expected to gain than ``runner`` (rounded to 0.01)."""
        if self.expected is None or self.runner_expected is None:
            return None
        return round(self.expected - self.runner_expected, 2)

    @property
    def same(self) -> bool:
        """Whether ``best`` and ``runner`` are worth exactly the same with no uncertainty: equal
        values and a paired difference of standard error 0 (an exact endgame's values)."""
        return (
            self.expected is not None
            and self.expected == self.runner_expected
            and self.margin_se is not None
            and self.margin_se == 0
        )

    @property
    def clear(self) -> bool:
        """Whether ``best`` is measurably better than ``runner``: its gain larger than the
        standard error of the paired difference, both as the hint shows them (to the tenth: a
        play-test read "+0.1 points better …, give or take 0.1")."""
        gain = self.gain
        if gain is None or self.margin_se is None:
            return False
        return shown(gain) > 0 and shown(gain) > shown(self.margin_se)

    def action(self) -> Action | None:
        """The decision advised, as an action of the seat it was asked for (None when its
        answer names none the rules know)."""
        seat = self.best.get("seat")
        return named_action(self.best, seat) if type(seat) is int else None

    def words(self, tr: CountingTranslate | None = None) -> str:
        """The hint as the player reads it (:func:`~.messages.hint_text`, then in the bidding
        :func:`~.messages.opening_text`), translated by ``tr`` (None: in English)."""
        advice = hint_text(
            self.best,
            self.gain,
            self.runner,
            clear=self.clear,
            beyond_hand=self.beyond_hand,
            within_noise=self.within_noise,
            alike=self.alike,
            mirrored=self.mirrored,
            scores=self.scores,
            runner_scores=self.runner_scores,
            spread=self.margin_se,
            same=self.same,
            ends=self.ends,
            tr=tr or english,
        )
        if self.opening is None:
            return advice
        advised = self.best.get("do")
        opens = None if advised not in ("bid", "waive", "accept") else advised == "bid"
        said = opening_text(self.opening, tr or english, self.opening_se, self.opening_game, self.opening_jockey, opens)
        if self.bid is not None:  # the cost first, then what the opening is worth against it
            said = f"{bid_cost_text(*self.bid, tr or english)} {said}"
        if self.accepted is not None:
            said = f"{accepted_text(self.accepted, tr or english)} {said}"
        return f"{advice} {said}"


def bid_weighed(state: GameState, hint: Hint) -> tuple[int, int, bool] | None:
    """The bid :attr:`Hint.bid` tells of, as the rules cost it in ``state`` (R29–R30), or None:
    neither the choice nor the runner-up is a bid."""
    for event in (hint.best, hint.runner):
        amount = None if event is None or event.get("do") != "bid" else event.get("amount")
        if isinstance(amount, int) and not isinstance(amount, bool) and state.to_act is not None:
            cost = bid_cost(state, state.to_act, amount)
            return amount, cost, cost != amount
    return None


def accept_brings(state: GameState, hint: Hint) -> int | None:
    """What accepting the standing bid brings the player in ``state`` (the bidder pays it,
    R29–R30), when the choice or the runner-up accepts it; else None."""
    accepts = any(event is not None and event.get("do") == "accept" for event in (hint.best, hint.runner))
    if not accepts or state.bid is None or state.bidder is None:
        return None
    return bid_cost(state, state.bidder, state.bid)


def _played(state: GameState, event: Mapping[str, Any]) -> GameState | None:
    """``state`` once the play ``event`` names is made, or None: no play, or no legal play."""
    tile, end = event.get("tile"), event.get("end")
    if event.get("do") != "play" or not isinstance(tile, list) or len(tile) != 2:
        return None
    for action in legal_actions(state):
        if not isinstance(action, Play) or sorted((action.tile.high, action.tile.low)) != sorted(tile):
            continue
        if (action.end.value if action.end is not None else None) == end:
            return apply(state, action, state.time)
    return None


def scored_now(state: GameState, event: Mapping[str, Any]) -> int | None:
    """What the play ``event`` names scores at once in ``state``, as the rules count it (R17:
    the end total, when a multiple of 5, paid up to the other balance, R4), or None: no
    play, no score, or no legal play."""
    after = _played(state, event)
    if after is None:
        return None
    return next((note.paid for note in after.notes if isinstance(note, Scored)), None)  # capped, R4


def play_ending(state: GameState, event: Mapping[str, Any]) -> str | None:
    """How the play ``event`` names ends the hand in ``state``, if it does: ``"out"`` (the
    player's last tile, R22), ``"blocked"`` (neither player can play on, R23), ``"won"`` or
    ``"lost"`` (a balance runs out: the game ends, R5, the player winning or losing); None when
    the hand goes on, or for no play or no legal play."""
    seat = state.to_act
    after = _played(state, event)
    if after is None:
        return None
    if after.is_over:
        return "won" if after.result is not None and after.result.winner == seat else "lost"
    if any(isinstance(note, WentOut) for note in after.notes):
        return "out"
    if any(isinstance(note, Blocked) for note in after.notes):
        return "blocked"
    return None


def hint_request(
    session: Session, seat: int, question: int, *, think_ms: int, iterations: int | None
) -> dict[str, Any]:
    """The ENGINE.md request for ``seat``'s hint: its seat record and nothing else."""
    request: dict[str, Any] = {
        "id": question,
        "seat": seat,
        "at": session.now(),
        "think_ms": think_ms,
        "candidates": True,
        "record": session.seat_record(seat),  # what the seat may know, and nothing else
    }
    if iterations is not None:
        request["iterations"] = iterations
    return request


def read_hint(reply: Mapping[str, Any], seat: int, table: Table | None = None) -> Hint:
    """The :class:`Hint` an ENGINE.md answer with candidates gives; :class:`EngineFailure`
    (``"unreadable"``) when it holds no decision for ``seat``.

    Decisions that are one (:func:`_key`: a tile turned round, with ``table`` — the table the
    decision is made on — plays that are mirror images) count once, as the analysis counts
    them (docs/ANALYSIS.md): the choice is worth the best valued of its images, and the
    runner-up is the best *other* decision, never the choice seen in a mirror. Without
    ``table``, plays at different ends are never taken for one."""
    do = reply.get("do")
    if not isinstance(do, str):
        raise EngineFailure("unreadable", "the answer names no decision")
    best = {k: reply[k] for k in ("do", "tile", "end", "amount") if k in reply}
    best["seat"] = seat
    info = reply.get("info")
    info = info if isinstance(info, Mapping) else {}
    price, spread, game, jockey = _price(info)
    hint = _read_hint(best, info, table)
    return dataclasses.replace(hint, opening=price, opening_se=spread, opening_game=game, opening_jockey=jockey)


def _price(info: Mapping[str, Any]) -> tuple[float | None, float | None, float, float]:
    """The price of the opening an answer's ``info`` gives (the ``hard`` level's, in the
    bidding), the standard error of what is said of it (the points alone: ``points_se``, else
    ``se`` from an engine that gives none), each None where not given, and the game's and the
    next jockey's parts (0 where not given)."""
    opening = info.get("opening")
    opening = opening if isinstance(opening, Mapping) else {}
    price, game, jockey = (_finite(opening.get(k)) for k in ("price", "game", "jockey"))
    spread = _finite(opening.get("points_se", opening.get("se")))
    if price is None:
        return None, None, 0.0, 0.0
    return price, spread if spread is not None and spread >= 0 else None, game or 0.0, jockey or 0.0


def _finite(value: object) -> float | None:
    """``value`` as a float when it is a finite number (not a bool), else None."""
    if not isinstance(value, int | float) or isinstance(value, bool) or not math.isfinite(value):
        return None
    return float(value)


def _read_hint(best: dict[str, Any], info: Mapping[str, Any], table: Table | None) -> Hint:
    """:func:`read_hint` once the answer's decision ``best`` and its ``info`` are read."""
    listed = info.get("candidates")
    listed = [c for c in listed if _candidate(c)] if isinstance(listed, list) else []
    spread = info.get("diff_se")
    spread = spread if isinstance(spread, list) and len(spread) == len(listed) else None
    # One candidate per decision: the best valued of those that are one (the list is best first).
    first: dict[Hashable, int] = {}
    for k, c in enumerate(listed):
        key = _key(c["event"], table)
        if key not in first or float(c["expected"]) > float(listed[first[key]]["expected"]):
            first[key] = k
    chosen = first.get(_key(best, table))
    if chosen is None:
        expected = info.get("expected")
        return Hint(best, float(expected) if isinstance(expected, int | float) else None)
    others = [k for k in first.values() if k != chosen]
    if not others:
        return Hint(
            best, float(listed[chosen]["expected"]), alike=len(listed) > 1, mirrored=(_mirrored(best, table), ())
        )
    runner = max(others, key=lambda k: float(listed[k]["expected"]))
    leads = chosen == 0  # the choice, or its mirror image, is the first candidate: the best valued
    margin = None
    if leads and spread is not None and isinstance(spread[runner], int | float):
        margin = float(spread[runner])  # paired with the first candidate, which is the choice
    elif runner == 0 and spread is not None and isinstance(spread[chosen], int | float):
        margin = float(spread[chosen])  # the choice led for what follows the hand: paired with the runner
    within_noise = bool(info.get("within_noise"))
    runner_event = dict(listed[runner]["event"])
    return Hint(
        best,
        float(listed[chosen]["expected"]),
        runner_event,
        float(listed[runner]["expected"]),
        margin,
        bool(info.get("beyond_hand")) or (not leads and not within_noise),
        within_noise,
        mirrored=(_mirrored(best, table), _mirrored(runner_event, table)),
    )


def _mirrored(event: Mapping[str, Any], table: Table | None) -> tuple[str, ...]:
    """The open ends of ``table`` where the play ``event`` names gives the same result, seen in a
    mirror (both sides of a lone double, R13; alike ends once the side branches are open), its
    own among them, in the table's order; () when it has no mirror image."""
    tile, end = event.get("tile"), event.get("end")
    if event.get("do") != "play" or table is None or not isinstance(tile, list) or end is None:
        return ()
    image = _play_image(table, tile, end)
    if image is None:
        return ()
    played = Tile.of(tile[0], tile[1])
    same = tuple(other.value for other in table.ends_for(played) if _play_image(table, tile, other.value) == image)
    return same if len(same) > 1 else ()


def _candidate(c: object) -> bool:
    return (
        isinstance(c, Mapping)
        and isinstance(c.get("event"), Mapping)
        and isinstance(c.get("expected"), int | float)
        and not isinstance(c.get("expected"), bool)
    )


class _Desk(QObject):
    """Where every hint comes back, queued into the Qt thread; it lives as long as the
    program, so that an answer is received even when its advisor is gone meanwhile."""

    answered = Signal(object, int, object)  #: (the advisor, weakly; the question; the answer or an EngineFailure)

    def __init__(self) -> None:
        super().__init__()
        self.answered.connect(self._deliver, Qt.ConnectionType.QueuedConnection)

    def _deliver(self, advisor: weakref.ref[HintAdvisor], question: int, reply: object) -> None:
        target = advisor()
        if target is None:
            return
        try:
            target.parent()
        except RuntimeError:  # deleted with its controller
            return
        target._answered(question, reply)


_desk: _Desk | None = None


def _hint_desk() -> _Desk:
    global _desk
    if _desk is None:
        _desk = _Desk()
    return _desk


def _think(
    desk: _Desk, advisor: weakref.ref[HintAdvisor], question: int, client: EngineClient, request: dict[str, Any]
) -> None:
    try:
        reply: object = client.ask(request)
    except EngineFailure as failure:
        reply = failure
    except Exception as e:  # a defect of the engine: told as a failure, never lost in the thread
        reply = EngineFailure("refused", f"{type(e).__name__}: {e}")
    desk.answered.emit(advisor, question, reply)


class HintAdvisor(QObject):
    """Gives the person of the controller's practice game hints (one per controller,
    :meth:`of`).

    Signal ``changed()``: a hint is being thought about, came, failed, or no longer applies.
    Public settings, for tests: :attr:`think_ms`, :attr:`iterations` (a fixed search), :attr:`seed`,
    and :attr:`engine`, which makes the client that answers.
    """

    changed = Signal()

    def __init__(self, controller: GameController) -> None:
        super().__init__(controller)
        collector()  # automatic collection off before any engine thread runs (see computer.Collector)
        self.think_ms = HINT_THINK_MS
        self.iterations: int | None = None
        self.seed = random.SystemRandom().randrange(2**32)
        self.engine: Callable[[int], EngineClient] = lambda seed: BuiltInEngine(HINT_LEVEL, seed)
        self._client: tuple[int, EngineClient] | None = None
        self._desk = _hint_desk()
        self._question = 0
        self._asked: tuple[Session, int] | None = None  # the decision being thought about
        self._hint: tuple[Session, int, Hint] | None = None  # the last hint and its decision
        self._failure: tuple[Session, int, EngineFailure] | None = None
        controller.state_changed.connect(self._moved_on)

    @classmethod
    def of(cls, controller: GameController) -> HintAdvisor:
        """The controller's hint advisor, made on first use."""
        found = controller.findChild(cls)
        return found if isinstance(found, cls) else cls(controller)

    @property
    def _controller(self) -> GameController:
        controller = self.parent()
        assert isinstance(controller, GameController)
        return controller

    # --- Reading ----------------------------------------------------------------------------

    def person(self) -> int | None:
        """The person's seat in the current practice game; None in a game between people."""
        controller = self._controller
        if not controller.has_game:
            return None
        opponent = opponent_of(controller.session.record)
        return None if opponent is None else 1 - opponent.seat

    def _choices(self) -> int:
        """How many choices the person's decision now has; 0 when the person has no decision
        (the computer's turn, a count, the game's end, a game between people)."""
        person = self.person()
        if person is None:
            return 0
        session = self._controller.session
        state = session.state
        if state.is_over or state.to_act != person or state.awaiting not in ("play", "bid"):
            return 0
        choice = session.decision(person)
        return 0 if choice is None else len(choice.actions)

    def _decision(self) -> tuple[Session, int] | None:
        """The person's decision now — (the game, its number of events) — or None when the
        person has none or only one choice (an opening by rank, a draw: nothing to advise)."""
        if self._choices() < 2:
            return None
        session = self._controller.session
        return session, len(session.record.events)

    def forced(self) -> bool:
        """Whether the person decides now with one choice only (no hint is offered: nothing to
        advise)."""
        return self._choices() == 1

    def offered(self) -> bool:
        """Whether a hint may be asked for now: the person's decision in a practice game,
        with more than one choice."""
        return self._decision() is not None

    @property
    def thinking(self) -> bool:
        """Whether a hint for the present decision is being thought about."""
        decision = self._decision()
        return decision is not None and self._asked == decision

    @property
    def hint(self) -> Hint | None:
        """The hint for the present decision, once it came."""
        decision = self._decision()
        if decision is None or self._hint is None or self._hint[:2] != decision:
            return None
        return self._hint[2]

    @property
    def failure(self) -> EngineFailure | None:
        """Why no hint came for the present decision, or None."""
        decision = self._decision()
        if decision is None or self._failure is None or self._failure[:2] != decision:
            return None
        return self._failure[2]

    # --- Asking -----------------------------------------------------------------------------

    def ask(self) -> bool:
        """Ask for a hint on the person's present decision (once per decision: asked again,
        the same hint stays). False when none is offered now."""
        decision = self._decision()
        if decision is None:
            return False
        if self.hint is not None or self.thinking:
            return True
        session, _ = decision
        person = self.person()
        assert person is not None
        self._question += 1
        request = hint_request(session, person, self._question, think_ms=self.think_ms, iterations=self.iterations)
        self._asked = decision
        self._failure = None
        worker = threading.Thread(
            target=_think,
            args=(self._desk, weakref.ref(self), self._question, self._engine(), request),
            name="hint",
            daemon=True,  # it answers within its think time; closing never waits for it
        )
        worker.start()
        self.changed.emit()
        return True

    def _engine(self) -> EngineClient:
        if self._client is None or self._client[0] != self.seed:
            self._client = (self.seed, self.engine(self.seed))
        return self._client[1]

    def _answered(self, question: int, reply: object) -> None:
        asked = self._asked
        if question != self._question or asked is None:
            return
        self._asked = None
        if asked != self._decision():
            self.changed.emit()
            return  # the game moved on meanwhile: the hint is for a decision already made
        session, count = asked
        person = self.person()
        assert person is not None
        try:
            if isinstance(reply, EngineFailure):
                raise reply
            assert isinstance(reply, dict)
            hint = read_hint(reply, person, session.state.table)  # the table the decision is made on
            runner = None if hint.runner is None else scored_now(session.state, hint.runner)
            hint = dataclasses.replace(
                hint,
                scores=scored_now(session.state, hint.best),
                runner_scores=runner,
                ends=(
                    play_ending(session.state, hint.best),
                    None if hint.runner is None else play_ending(session.state, hint.runner),
                ),
                bid=bid_weighed(session.state, hint),
                accepted=accept_brings(session.state, hint),
            )
        except EngineFailure as failure:
            self._failure = (session, count, failure)
            self.changed.emit()
            return
        self._hint = (session, count, hint)
        self._controller.count_hint(person)  # counted once shown, with the game
        self.changed.emit()

    def _moved_on(self) -> None:
        """The game changed: a question about a decision already made is dropped."""
        if self._asked is not None and self._asked != self._decision():
            self._asked = None  # the window shows the change anyway
