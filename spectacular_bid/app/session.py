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
from collections.abc import Sequence

from ..core import (
    TICK,
    Action,
    Continue,
    Deal,
    GameState,
    OutOfTime,
    Stage,
    Tick,
    apply,
    deadline,
    deal_from,
    legal_actions,
    needs_deal,
    new_game,
    view_for,
    with_deal,
)
from ..core.record import Event, Record, step
from ..core.state import Note
from ..core.view import SeatView
from .timesource import TimeSource


class Session:
    """One game in progress: its state, its record, its dealer and its clock.

    ``started_at`` is the wall-clock time (UTC, ISO 8601) of game time 0, written to the record
    as given; game time 0 is the moment the session is created. The first hand is
    ``deals[0]`` when ``deals`` are given, else dealt from ``rng``; later hands use the other
    given deals, then ``rng`` (R6).
    """

    def __init__(
        self,
        players: Sequence[str],
        *,
        started_at: str,
        time: TimeSource,
        rng: random.Random | None = None,
        deals: Sequence[Deal] | None = None,
    ) -> None:
        rng = rng if rng is not None else random.Random()
        dealt = tuple(deals) if deals else (deal_from(rng),)
        state = new_game(players, dealt)
        self._setup(state, Record(state.players, dealt, (), started_at), time, rng, time.now_ms())

    def _setup(self, state: GameState, record: Record, time: TimeSource, rng: random.Random, origin: int) -> None:
        self._state = state
        self._record = record
        self._time = time
        self._rng = rng
        self._origin = origin
        self._next_deal: Deal | None = None  # dealt for a continue that was refused, kept for the next

    @classmethod
    def from_record(
        cls,
        record: Record,
        time: TimeSource,
        rng: random.Random | None = None,
        *,
        now_at: int | None = None,
    ) -> Session:
        """The session a record leaves: its events replayed one by one (RECORD.md, Time).

        The record is kept as it is, refused events included. ``now_at`` is the game time the
        present moment corresponds to; by default the last time the record saw, so the clocks
        go on from there. A resumed game passes the time elapsed since ``started_at`` so that
        time spent closed counts (R42). Raises :class:`ValueError` if ``now_at`` is before the
        record's last event, and :class:`~spectacular_bid.core.MissingDeal` for a record that
        lacks a deal it needs.
        """
        state = new_game(record.players, record.deals)
        last = 0
        for event in record.events:
            state = step(state, event).state
            last = max(last, event.at)
        last = max(last, state.time)
        if now_at is None:
            now_at = last
        elif now_at < last:
            raise ValueError(f"now_at {now_at} is before the record's time {last}")
        session = cls.__new__(cls)
        session._setup(state, record, time, rng if rng is not None else random.Random(), time.now_ms() - now_at)
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
        if deal is not None:
            self._next_deal = None
            self._record = self._record.with_deal(deal)
        self._adopt(new, Event.of(action, at))
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

    def _adopt(self, state: GameState, event: Event) -> None:
        self._state = state
        self._record = self._record.with_event(event)
