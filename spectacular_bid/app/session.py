"""The current game, without Qt: state, record, deals and the real clock (R36–R42).

A :class:`Session` stamps every action with the game time ``at = now_ms − origin`` read from
its :class:`~.timesource.TimeSource`, passes it to :func:`~spectacular_bid.core.apply`, and
writes each accepted action to its :class:`~spectacular_bid.core.record.Record`, so that
replaying the record rebuilds exactly the game the session holds.

Example::

    session = Session(("Ana", "Ben"), started_at="2026-12-02T09:00:00Z", time=FakeTime())
    session.submit(START)          # recorded as {"at": 0, "do": "start"}
    session.submit(Reveal(0))      # the opener takes the device; their clock starts (R40)
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any, Protocol

from ..core import (
    TICK,
    Action,
    Blocked,
    Continue,
    Deal,
    GameState,
    OutOfTime,
    Stage,
    Tick,
    Void,
    WentOut,
    apply,
    deadline,
    deal_from,
    decision_for,
    legal_actions,
    needs_deal,
    new_game,
    replay,
    seat_record,
    view_for,
    with_deal,
)
from ..core.record import Event, Record, step
from ..core.state import Note
from ..core.view import Decision, SeatView
from .timesource import TimeSource, iso_from_ms, ms_from_iso


class GameSink(Protocol):
    """Where a session writes each accepted event before it takes effect (the saved games).

    :meth:`Session.submit`, :meth:`Session.tick` and :meth:`Session.void` call
    :meth:`save_event` *before* adopting the new state, so nothing a player can see is unsaved
    (R42). If it raises, the session changes nothing and raises :class:`SaveFailed`.
    """

    def save_event(self, seq: int, event: Event, deal: tuple[int, Deal] | None, state: GameState) -> None:
        """Commit event number ``seq`` (with the deal ``(k, deal)`` it needed, if any); ``state``
        is the game after it, so a finished game can be finished in the same commit."""
        ...

    def move_start(self, started_at: str) -> None:
        """The record's ``started_at`` changed (the wall clock was set back while no clock ran)."""
        ...

    def save_hints(self, counts: dict[int, int]) -> None:
        """The record's hint counts changed (``{seat: n}``, a practice game's hints)."""
        ...


class SaveFailed(Exception):
    """The session's sink could not save an event; the session did not change."""


#: Why a game is voided when the wall clock is set back while a clock runs (R43).
CLOCK_WENT_BACKWARDS = "the system clock went backwards"


def unpredictable_dealer() -> random.Random:
    """The dealer of a real game: every deal drawn afresh from the operating system (R6, R7).

    A seeded generator shared by every hand of a game would let someone who saw finished deals
    (shown at each count, exported, given to a computer player) predict the deals to come. This
    one keeps no state at all; records keep the deals, so replays do not need it.
    """
    return random.SystemRandom()


class Session:
    """One game in progress: its state, its record, its dealer and its clock.

    ``started_at`` is the wall-clock time (UTC, ISO 8601) of game time 0, written to the record
    as given; game time 0 is the moment the session is created. The first hand is
    ``deals[0]`` when ``deals`` are given, else dealt from ``rng``; later hands use the other
    given deals, then ``rng`` (R6). ``extra`` holds the record's extra top-level fields (the
    computer of a practice game, :mod:`.practice`).
    """

    def __init__(
        self,
        players: Sequence[str],
        *,
        started_at: str,
        time: TimeSource,
        rng: random.Random | None = None,
        deals: Sequence[Deal] | None = None,
        sink: GameSink | None = None,
        extra: Mapping[str, Any] | None = None,
    ) -> None:
        rng = rng if rng is not None else unpredictable_dealer()
        dealt = tuple(deals) if deals else (deal_from(rng),)
        state = new_game(players, dealt)
        record = Record(state.players, dealt, (), started_at, dict(extra or {}))
        self._setup(state, record, time, rng, time.now_ms(), sink)

    def _setup(
        self,
        state: GameState,
        record: Record,
        time: TimeSource,
        rng: random.Random,
        origin: int,
        sink: GameSink | None = None,
    ) -> None:
        self._state = state
        self._record = record
        self._time = time
        self._rng = rng
        self._origin = origin
        self._next_deal: Deal | None = None  # dealt for a continue that was refused, kept for the next
        self._refused: frozenset[int] = frozenset()  # the record's refused events (only a loaded record has any)
        self.sink: GameSink | None = sink
        """Where accepted events are saved before they take effect; None: not saved."""

    @classmethod
    def from_record(
        cls,
        record: Record,
        time: TimeSource,
        rng: random.Random | None = None,
        *,
        now_at: int | None = None,
        sink: GameSink | None = None,
    ) -> Session:
        """The session a record leaves: its events replayed one by one (RECORD.md, Time).

        The record is kept as it is, refused events included. ``now_at`` is the game time the
        present moment corresponds to; by default the last time the record saw, so the clocks
        go on from there. A resumed game passes the time elapsed since ``started_at`` so that
        time spent closed counts (R42). Raises :class:`ValueError` if ``now_at`` is before the
        record's last event, and :class:`~spectacular_bid.core.MissingDeal` for a record that
        lacks a deal it needs. ``sink`` saves the events from now on (the record is already saved).
        """
        state = new_game(record.players, record.deals)
        last = 0
        refused = []
        for i, event in enumerate(record.events):
            s = step(state, event, i)
            state = s.state
            if not s.ok:
                refused.append(i)
            last = max(last, event.at)
        last = max(last, state.time)
        if now_at is None:
            now_at = last
        elif now_at < last:
            raise ValueError(f"now_at {now_at} is before the record's time {last}")
        session = cls.__new__(cls)
        origin = time.now_ms() - now_at
        session._setup(state, record, time, rng if rng is not None else unpredictable_dealer(), origin, sink)
        session._refused = frozenset(refused)
        return session

    # --- What the session holds ---------------------------------------------------------

    @property
    def state(self) -> GameState:
        """The game as of the last accepted action (clocks are read with :meth:`now`)."""
        return self._state

    @property
    def record(self) -> Record:
        """The record of every accepted action so far: the save file's content."""
        return self._record

    @property
    def rng(self) -> random.Random:
        """The source of the deals not yet made."""
        return self._rng

    @property
    def time(self) -> TimeSource:
        """The clock the session reads."""
        return self._time

    @property
    def origin(self) -> int:
        """The time source's reading at game time 0."""
        return self._origin

    def now(self) -> int:
        """The game time now, in milliseconds: ``now_ms − origin``."""
        return self._time.now_ms() - self._origin

    @property
    def deadline(self) -> int | None:
        """When the running decision is lost on time (R37), or None while clocks stand still."""
        return deadline(self._state)

    @property
    def viewer(self) -> int | None:
        """The seat whose hand the screen may show (R41), or None.

        None before ``start``, right after ``start``/``continue``, and whenever a handoff is
        pending (the player to act must reveal first); otherwise the device holder — also
        at the end-of-hand count and after the game, when both hands may be shown anyway.
        """
        state = self._state
        if state.stage is Stage.START or state.awaiting == "reveal":
            return None
        return state.holder

    def legal_actions(self) -> tuple[Action, ...]:
        """What the rules accept now (resign, tick and void are always accepted, unlisted)."""
        return legal_actions(self._state)

    def view(self, seat: int) -> SeatView:
        """What ``seat`` may see now, clocks read at :meth:`now` (R7, R41)."""
        return view_for(self._state, seat, self.now())

    def hand_ending(self) -> WentOut | Blocked | None:
        """How the hand just over ended — a player went out (R22) or it was blocked (R23) —
        or None while no hand is over, or when the game ended during a hand. A ``tick``, a
        resignation or a void after the end leaves a state without that note (its notes are
        its own): the record still says, and is read again for it (a review found a blocked
        hand's counted pips said "not counted" after a resignation at the count)."""
        ending = view_for(self._state, 0).ending
        if ending is None and self._state.stage in (Stage.HAND_OVER, Stage.OVER):
            for s in replay(self.record):
                if s.state.stage in (Stage.BIDDING, Stage.PLAY):
                    ending = None  # a hand under way has not ended
                ending = next((n for n in s.notes if isinstance(n, (WentOut, Blocked))), ending)
        return ending

    def seat_record(self, seat: int) -> dict[str, Any]:
        """What ``seat`` may know of the game (ENGINE.md's seat record), written from the game
        the session holds, without replaying the record."""
        return seat_record(self._record, seat, (self._refused, self._state.stage))

    def decision(self, seat: int) -> Decision | None:
        """What ``seat`` may do now, as the rules decide it, or None when it is not their turn
        to decide with the device (see :func:`~spectacular_bid.core.decision_for`)."""
        return decision_for(self._state, seat)

    # --- Changing the game --------------------------------------------------------------

    def submit(self, action: Action) -> tuple[Note, ...]:
        """Apply ``action`` now; return what it caused (the new state's ``notes``).

        A refused action raises the core's :class:`~spectacular_bid.core.IllegalAction`
        unchanged, with nothing changed or recorded — except a late one: the player to act has
        lost on time (R37), the session adopts that lost game and records a ``tick`` at that
        time (so the record replays to the same loss) before :class:`OutOfTime` is raised.
        Before a ``continue`` that has no deal yet, one is dealt from :attr:`rng` and added to
        both the game and the record (RECORD.md: hand k+1 is dealt at its ``continue``).
        """
        at = self.now()
        state = self._state
        deal: Deal | None = None
        if isinstance(action, Continue) and needs_deal(state):
            if self._next_deal is None:
                self._next_deal = deal_from(self._rng)
            deal = self._next_deal
            state = with_deal(state, deal)
        try:
            new = apply(state, action, at)
        except OutOfTime as lost:
            self._adopt(lost.state, Event(at, TICK.do))
            raise
        self._adopt(new, Event.of(action, at), deal)
        if deal is not None:
            self._next_deal = None
        return new.notes

    def tick(self) -> tuple[Note, ...]:
        """Declare a time loss if the running decision's deadline has come (R37).

        Records a ``tick`` and returns the notes (a ``Flagged``) when it has; returns ``()``
        and changes nothing otherwise.
        """
        due = self.deadline
        at = self.now()
        if due is None or at < due or self._state.is_over:
            return ()
        try:
            new = apply(self._state, TICK, at)
        except OutOfTime as lost:
            new = lost.state
        self._adopt(new, Event(at, Tick.do))
        return new.notes

    def void(self, reason: str) -> tuple[Note, ...]:
        """End the game void (R43), stamped at the game's time — the last moment its timing
        was trusted — so that it is accepted even when the time source went back or past a
        deadline. Returns ``()`` and changes nothing when the game is already over."""
        if self._state.is_over:
            return ()
        at = self._state.time
        new = apply(self._state, Void(reason), at)
        self._adopt(new, Event.of(Void(reason), at))
        return new.notes

    def shift_start(self, back_ms: int) -> None:
        """The time source went back ``back_ms`` while no clock ran, or forward ``-back_ms``
        without a sleep: move game time 0 as much (and the record's ``started_at``, see
        :meth:`move_started_at`), so that game time goes on from where it stood."""
        self.move_started_at(back_ms)
        self._origin -= back_ms

    def move_started_at(self, back_ms: int) -> None:
        """Move the record's ``started_at`` (when it is a time) ``back_ms`` earlier, saved
        through the sink, so that a resumed game still counts from it (R42). The session's own
        game time does not change. :class:`SaveFailed` if the sink fails (nothing changed)."""
        started_at = self._record.started_at
        if started_at is None:
            return
        try:
            moved = iso_from_ms(ms_from_iso(started_at) - back_ms)
        except ValueError:
            return
        if self.sink is not None:
            try:
                self.sink.move_start(moved)
            except Exception as e:
                raise SaveFailed(f"the game could not be saved: {e}") from e
        record = self._record
        self._record = Record(record.players, record.deals, record.events, moved, record.extra)

    def count_hint(self, seat: int) -> dict[int, int]:
        """Count one more hint shown to ``seat`` in the record's ``hints`` field, saved through
        the sink first; returns the counts. :class:`SaveFailed` if the sink fails (nothing
        changed). Hints are no event: the game and its replay are the same with or without."""
        from .practice import hints_of, with_hints

        counts = hints_of(self._record)
        counts[seat] = counts.get(seat, 0) + 1
        if self.sink is not None:
            try:
                self.sink.save_hints(counts)
            except Exception as e:
                raise SaveFailed(f"the game could not be saved: {e}") from e
        self._record = with_hints(self._record, counts)
        return counts

    def _adopt(self, state: GameState, event: Event, deal: Deal | None = None) -> None:
        """Save ``event`` (and the ``deal`` it needed), then make ``state`` the game's."""
        record = self._record
        if self.sink is not None:
            numbered = None if deal is None else (len(record.deals), deal)
            try:
                self.sink.save_event(len(record.events), event, numbered, state)
            except Exception as e:
                raise SaveFailed(f"the game could not be saved: {e}") from e
        if deal is not None:
            record = record.with_deal(deal)
        self._state = state
        self._record = record.with_event(event)
