"""History → *Analyse*: a finished game's analysis, made in the background, kept in the games
file and read back for the replay viewer (issue 25, item 3).

The analysis itself is the engine's (``spectacular_bid.engine.analyse``: every decision valued
from the seat record of the player who made it, never from a hidden hand). Here:

- :class:`AnalysisRun` runs it in a worker thread for one stored game — progress after each
  decision, cancel at any time, the window answering meanwhile — and keeps the result in the
  games file (:meth:`~.storage.Storage.save_analysis`), so that opening it again is instant;
- :func:`read_review` reads a stored analysis (its JSON document, docs/ANALYSIS.md) into the
  :class:`Review` the replay viewer shows: each decision with its class, what was chosen and
  what the engine preferred, and each player's expected balance over the game. A document this
  program cannot read is no review (the game can be analysed again).

>>> doc = {"format": "spectacular-bid-analysis", "version": 1, "decisions": [
...     {"decision": 0, "event": 2, "hand": 0, "seat": 1, "kind": "auction", "points": [150, 150],
...      "chosen": {"do": "bid", "seat": 1, "amount": 25}, "forced": False, "exact": False,
...      "best": 12.0, "value": -1.0, "loss": 13.0, "loss_se": 1.2, "class": "blunder",
...      "candidates": [{"event": {"do": "waive", "seat": 1}, "expected": 12.0, "se": 1.0, "diff_se": 0.0}]}]}
>>> review = read_review(doc)
>>> d = review.decisions[0]
>>> d.verdict, d.preferred, review.at_event(2) is d
('blunder', {'do': 'waive', 'seat': 1}, True)
>>> review.balances()
[(0, 151.0, 149.0)]
"""

from __future__ import annotations

import json
import math
import threading
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Signal

from ..core import TOTAL_POINTS, Record
from ..core.record import Event, replay
from .engine_client import AnalysisCancelled, AnalysisTooLong, analysis_of
from .messages import shown_loss, within_noise
from .storage import Storage

#: The classes of a decision, from the engine's analysis, best first.
VERDICTS = ("fine", "inaccuracy", "mistake", "blunder")
#: The kinds of decision: the bidding, the opening play, a later play (a draw included).
KINDS = ("auction", "opening", "play")

Analyser = Callable[[Record, Callable[[int, int], None], threading.Event], dict[str, Any]]
"""Makes a game's analysis document: ``(record, progress(done, total), cancel) → JSON-ready
data``; raises :class:`Cancelled` once ``cancel`` is set."""


class Cancelled(Exception):
    """The analysis was stopped before its end."""


def engine_analysis(record: Record, progress: Callable[[int, int], None], cancel: threading.Event) -> dict[str, Any]:
    """The engine's analysis of ``record`` at its default setting, as its JSON document (the
    one path to the engine, :mod:`.engine_client`)."""
    try:
        return analysis_of(record, progress, cancel)
    except AnalysisCancelled:
        raise Cancelled from None


#: What History → Analyse runs (tests set a quick one of their own).
ANALYSER: Analyser = engine_analysis


# --- Reading a stored analysis ------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Reviewed:
    """One decision as the engine judged it. ``index`` is the event's index in the record;
    ``chosen`` and ``preferred`` are ENGINE.md events (``preferred`` None when the decision was
    forced and not valued); ``value`` and ``best`` the points the engine expected the chosen
    and the preferred decision to gain the player by the end of the hand; ``loss`` their
    difference and ``loss_se`` its standard error; ``verdict`` one of :data:`VERDICTS`. For a
    bidding decision, ``opening`` is the price of the opening the engine read, ``opening_se``
    its standard error, and ``expects`` how it expected the auction to end: the opener's seat
    and what it pays (each None when the document does not say); ``opening_game`` the game's
    part of that price, in no points, and ``opening_jockey`` the next jockey's part (each 0 when
    the document does not say)."""

    number: int
    index: int
    seat: int
    kind: str
    points: tuple[int, int]
    chosen: dict[str, Any]
    preferred: dict[str, Any] | None
    value: float | None
    best: float | None
    loss: float
    loss_se: float | None
    verdict: str
    forced: bool
    exact: bool
    opening: float | None = None
    opening_se: float | None = None
    expects: tuple[int, int] | None = None
    opening_game: float = 0.0
    opening_jockey: float = 0.0

    @property
    def shown_loss(self) -> float:
        """The loss as the coach says it: the difference of the two values it shows, each to
        the tenth (:func:`~.messages.analysis_text`); 0 where none was lost."""
        if self.loss <= 0 or self.best is None or self.value is None:
            return 0.0
        return shown_loss(self.best, self.value)

    @property
    def counted_loss(self) -> float:
        """The loss the review's summary adds up: :attr:`shown_loss`, but none for a decision
        the coach calls fine, its loss within the engine's uncertainty (a play-test read
        "about 1.6 points lost" in the summary and "within its uncertainty: fine" at the move)."""
        return 0.0 if within_noise(self.loss, self.loss_se) else self.shown_loss

    @property
    def chose_best(self) -> bool:
        """Whether the chosen decision was the engine's first choice (or as good as it)."""
        return self.loss <= 0

    def expected(self, seat: int) -> float | None:
        """``seat``'s balance the engine expected by the end of the hand after this decision
        (points are only passed between the players: one's gain is the other's loss)."""
        if self.value is None:
            return None
        change = self.value if seat == self.seat else -self.value
        return round(self.points[seat] + change, 2)


@dataclass(frozen=True, slots=True)
class Tally:
    """One player's decisions in a review, as the summary tells them: how many had a choice,
    the points they lost in all, in the bidding and in the play (the opening included), and
    how many of each costly class."""

    decisions: int
    lost: float
    bidding: float
    play: float
    inaccuracies: int
    mistakes: int
    blunders: int
    in_bidding: int
    """How many of the decisions were in the bidding."""


@dataclass(frozen=True, slots=True)
class Review:
    """A stored analysis as the replay viewer shows it: every decision in order, and the JSON
    summary per player (docs/ANALYSIS.md) as it was stored."""

    decisions: tuple[Reviewed, ...]
    summary: tuple[Mapping[str, Any], ...] = ()

    def at_event(self, index: int) -> Reviewed | None:
        """The decision made by the record's event ``index``, if that event was one."""
        return next((d for d in self.decisions if d.index == index), None)

    def tally(self, seat: int) -> Tally | None:
        """``seat``'s decisions with a choice, added up from the decisions themselves, their
        losses as each decision's line shows them, none for a loss within the engine's
        uncertainty (the engine's summary, docs/ANALYSIS.md, adds them all, unrounded); None
        when it made none.

        >>> d = Reviewed(0, 2, 1, "auction", (150, 150), {}, {}, -1.0, 12.0, 13.0, 1.2, "blunder", False, False)
        >>> Review((d,)).tally(1)
        Tally(decisions=1, lost=13.0, bidding=13.0, play=0.0, inaccuracies=0, mistakes=0, blunders=1, in_bidding=1)
        """
        mine = [d for d in self.decisions if d.seat == seat and not d.forced]
        if not mine:
            return None
        verdicts = [d.verdict for d in mine]
        # The losses as each decision's line shows them, so that the parts add up to the whole
        # as read (a play-test: "54.8 lost … 38.8 in the bidding, 15.9 in the play").
        bidding = round(sum((d.counted_loss for d in mine if d.kind == "auction"), 0.0), 1)
        play = round(sum((d.counted_loss for d in mine if d.kind != "auction"), 0.0), 1)
        return Tally(
            len(mine),
            round(bidding + play, 1),
            bidding,
            play,
            verdicts.count("inaccuracy"),
            verdicts.count("mistake"),
            verdicts.count("blunder"),
            sum(d.kind == "auction" for d in mine),
        )

    def of_game(self, record: Record) -> bool:
        """Whether this is an analysis of ``record``: each decision one of its events that the
        rules accepted, as the record has it (its event, by its seat, to the type of each value),
        no event judged twice, and each engine's preference a decision's event. An analysis of
        another game (a games file edited by hand, rows swapped) marked moves never made, or
        refused, and said so as true; a preference that was no event stopped the replay's words."""
        steps = {s.index: s for s in replay(record)}
        judged: set[int] = set()
        for d in self.decisions:
            step = steps.get(d.index)
            if step is None or not step.ok or d.index in judged or step.event.seat != d.seat:
                return False
            judged.add(d.index)
            # As the analysis writes it (a tile high number first, whichever way the record has
            # it: RECORD.md allows either), to the type of each value: 6.0 is not 6.
            event = Event.of(step.event.action(), 0).to_json()
            del event["at"]
            if _canonical(event) != _canonical(d.chosen):
                return False
            if d.preferred is not None and not _is_decision(d.preferred):
                return False
        return True

    def balances(self) -> list[tuple[int, float, float]]:
        """Each valued decision's number and both players' expected balances after it."""
        out = []
        for d in self.decisions:
            a, b = d.expected(0), d.expected(1)
            if a is not None and b is not None:
                out.append((d.number, a, b))
        return out


def kept_review(storage: Storage, game_id: int, record: Record) -> Review | None:
    """Game ``game_id``'s analysis kept in the games file, if it reads back as an analysis of
    that game, ``record`` (:meth:`Review.of_game`); else None, and Analyse makes another."""
    try:
        review = read_review(storage.analysis(game_id))
    except Exception:  # the file went away meanwhile: no analysis, the replay still opens
        return None
    return review if review is not None and review.of_game(record) else None


def _canonical(event: Mapping[str, Any]) -> str:
    """``event`` as JSON text, keys in order: two events are one when their texts are."""
    return json.dumps(event, sort_keys=True, ensure_ascii=False)


#: The fields of each decision an ENGINE.md event names (``seat`` in each).
_DECISION_FIELDS = {"play": {"tile", "end"}, "draw": set(), "waive": set(), "accept": set(), "bid": {"amount"}}


def _is_decision(event: Mapping[str, Any]) -> bool:
    """Whether ``event`` is a decision as ENGINE.md writes one: a play of a tile (two numbers
    0 to 6) at an end or opening, a draw, a waiver, an acceptance or a bid of a whole amount,
    by seat 0 or 1 (or no seat: ENGINE.md lets an answer leave it out), and nothing else."""
    do = event.get("do")
    if not isinstance(do, str) or do not in _DECISION_FIELDS:
        return False
    seat = event.get("seat", 0)
    if set(event) - {"do", "seat"} - _DECISION_FIELDS[do] or type(seat) is not int or seat not in (0, 1):
        return False
    if do == "bid":
        return type(event.get("amount")) is int
    if do == "play":
        tile, end = event.get("tile"), event.get("end")
        whole = isinstance(tile, list) and len(tile) == 2 and all(type(n) is int and 0 <= n <= 6 for n in tile)
        return whole and (end is None or end in ("west", "east", "north", "south"))
    return True


def read_review(doc: object) -> Review | None:
    """The :class:`Review` of an analysis document, or None when it is not one this program
    reads (another format or version, a field missing or of the wrong kind)."""
    if not isinstance(doc, Mapping) or doc.get("format") != "spectacular-bid-analysis" or doc.get("version") != 1:
        return None
    listed = doc.get("decisions")
    if not isinstance(listed, list):
        return None
    decisions = []
    for item in listed:
        d = _decision(item)
        if d is None:
            return None
        decisions.append(d)
    summary = doc.get("summary")
    kept = tuple(s for s in summary if isinstance(s, Mapping)) if isinstance(summary, list) else ()
    return Review(tuple(decisions), kept)


#: Larger than any figure of an analysis, ten times the 300 points the players hold between
#: them (R2): a document holding a larger one (10**400 is JSON) was written by hand, and is
#: not read.
_LARGEST = 10 * TOTAL_POINTS


def _number(value: object) -> float | None:
    """A figure of an analysis, if it is one: a number no larger than :data:`_LARGEST`
    (neither infinite nor NaN)."""
    if not isinstance(value, int | float) or isinstance(value, bool):
        return None
    number = float(value) if abs(value) <= _LARGEST else math.nan
    return number if math.isfinite(number) else None


def _figure(item: Mapping[str, Any], key: str) -> tuple[bool, float | None]:
    """``item[key]``: whether it is absent, null or a figure (:func:`_number`), and the figure."""
    value = item.get(key)
    number = _number(value)
    return value is None or number is not None, number


def _spread(value: object) -> float | None:
    """A standard error, if it is one: a figure (:func:`_number`) not below 0."""
    number = _number(value)
    return number if number is not None and number >= 0 else None


def _whole(value: object) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def _decision(item: object) -> Reviewed | None:
    if not isinstance(item, Mapping):
        return None
    number, index, seat = _whole(item.get("decision")), _whole(item.get("event")), _whole(item.get("seat"))
    points = item.get("points")
    chosen = item.get("chosen")
    kind, verdict = item.get("kind"), item.get("class")
    loss = _number(item.get("loss"))
    figures = {key: _figure(item, key) for key in ("value", "best", "loss_se")}
    if (
        number is None
        or index is None
        or seat not in (0, 1)
        or not isinstance(points, list)
        or len(points) != 2
        or not all(_whole(p) is not None and 0 <= p <= TOTAL_POINTS for p in points)
        or not all(ok for ok, _ in figures.values())
        or not isinstance(chosen, Mapping)
        or kind not in KINDS
        or verdict not in VERDICTS
        or loss is None
    ):
        return None
    assert seat is not None
    candidates = item.get("candidates")
    first = candidates[0] if isinstance(candidates, list) and candidates else None
    preferred = first.get("event") if isinstance(first, Mapping) else None
    return Reviewed(
        number,
        index,
        seat,
        str(kind),
        (int(points[0]), int(points[1])),
        dict(chosen),
        dict(preferred) if isinstance(preferred, Mapping) else None,
        figures["value"][1],
        figures["best"][1],
        loss,
        figures["loss_se"][1],
        str(verdict),
        item.get("forced") is True,
        item.get("exact") is True,
        _number(item.get("opening")),
        _spread(item.get("opening_se")),
        _expected_end(item.get("expects")),
        _number(item.get("opening_game")) or 0.0,
        _number(item.get("opening_jockey")) or 0.0,
    )


def _expected_end(value: object) -> tuple[int, int] | None:
    """An analysis's ``expects`` (the auction's expected end: opener, cost), if well formed."""
    if not isinstance(value, Mapping):
        return None
    opener, cost = _whole(value.get("opener")), _whole(value.get("cost"))
    if opener not in (0, 1) or cost is None or not 0 <= cost <= TOTAL_POINTS:
        return None
    assert opener is not None
    return opener, cost


# --- Running an analysis --------------------------------------------------------------------------


class AnalysisRun(QObject):
    """The analysis of stored game ``game_id`` (its ``record``), run in a worker thread.

    Signals, in the Qt thread: ``progressed(done, total)`` after each decision; then one of
    ``finished(object)`` with the :class:`Review` (the analysis kept in ``storage`` — unless
    that failed, a full disk: :attr:`unkept` then says why), ``failed(str)`` with what went
    wrong, or ``cancelled()``. ``analyser`` makes the document
    (by default the engine's, :func:`engine_analysis`)."""

    progressed = Signal(int, int)
    finished = Signal(object)
    failed = Signal(str)
    cancelled = Signal()
    _done = Signal(object)  # from the worker: the document, or the exception that ended it
    _step = Signal(int, int)

    def __init__(
        self,
        storage: Storage,
        game_id: int,
        record: Record,
        parent: QObject | None = None,
        analyser: Analyser | None = None,
    ) -> None:
        super().__init__(parent)
        self.storage = storage
        self.game_id = game_id
        self.record = record
        self.analyser = analyser if analyser is not None else ANALYSER
        self.progress = (0, 0)  #: (decisions done, decisions in all) so far
        self.unkept: str | None = None  #: why the finished analysis could not be kept, if it could not
        self._cancel = threading.Event()
        self._thread: threading.Thread | None = None
        self._running = False
        self._done.connect(self._finish)
        self._step.connect(self._stepped)

    @property
    def running(self) -> bool:
        """Whether the analysis is under way."""
        return self._running

    def start(self) -> None:
        """Start the analysis (once)."""
        if self._thread is not None:
            return
        self._running = True
        self._thread = threading.Thread(target=self._work, name="analysis", daemon=True)
        self._thread.start()

    def cancel(self) -> None:
        """Stop soon (after the decision being valued); ``cancelled`` follows."""
        self._cancel.set()

    def _work(self) -> None:
        outcome: object
        try:
            outcome = self.analyser(self.record, self._report, self._cancel)
        except Cancelled as e:
            outcome = e
        except Exception as e:  # a defect or a record the engine refuses: told, never lost in the thread
            outcome = e
        try:
            self._done.emit(outcome)
        except RuntimeError:  # its owner is gone: nobody is waiting any more
            pass

    def _report(self, done: int, total: int) -> None:
        try:
            self._step.emit(done, total)
        except RuntimeError:
            pass

    def _stepped(self, done: int, total: int) -> None:
        self.progress = (done, total)
        self.progressed.emit(done, total)

    def _finish(self, outcome: object) -> None:
        self._running = False
        if isinstance(outcome, Cancelled) or self._cancel.is_set():
            self.cancelled.emit()
            return
        if isinstance(outcome, AnalysisTooLong):
            most = QCoreApplication.translate("messages", "{n} decisions: the coach analyses games of up to {most}.")
            self.failed.emit(most.format(n=outcome.decisions, most=outcome.most))
            return
        if isinstance(outcome, Exception):
            self.failed.emit(f"{type(outcome).__name__}: {outcome}")
            return
        review = read_review(outcome)
        if review is None or not isinstance(outcome, dict):
            self.failed.emit("the analysis could not be read")
            return
        try:
            self.storage.save_analysis(self.game_id, outcome)
        except Exception as e:  # a full disk: shown now, made again next time
            self.unkept = str(e)
        self.finished.emit(review)
