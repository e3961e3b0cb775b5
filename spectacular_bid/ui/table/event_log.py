"""The window's event log: what just happened, and the list of the game's events in words.

The log follows the controller's states: each new state's notes, with the action that led to
it, are told once in the interface's language. It keeps the hand's transfers apart from its
other events (bids, passes, forced decisions) for the count at the end of the hand, and the
game's recent changes for the handoff screen's "since your last turn". A game it meets for the
first time (started, resumed, reopened after a restart) is told from its record, whole, so
that nothing of the game so far is forgotten. After a language
switch it tells the kept changes again, so that no screen keeps sentences in the other one.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from ...app.messages import action_text, drew_text, notes_text, since_last_turn
from ...core import BidPaid, Blocked, Continue, Draw, Scored, Start

if TYPE_CHECKING:
    from ...core import Note, Record, SeatView

#: The changes kept for the handoff's summary, and the lines kept in the list of events.
KEPT_STEPS = 200
KEPT_LINES = 40


def translate(text: str) -> str:
    """``text`` (a template of :mod:`spectacular_bid.app.messages`) in the interface's language."""
    return QCoreApplication.translate("messages", text)


def hand_heading(hand_no: int) -> str:
    """The heading under which hand ``hand_no`` (from 0) starts in the list of events."""
    return QCoreApplication.translate("MainWindow", "— Hand {n} —").format(n=hand_no + 1)


class EventLog:
    """The game's events in words, as the window tells them.

    It follows the controller: :meth:`follow` at every change (a new hand's heading, the
    action the record gained), :meth:`tell_notes` when the notes of that change come.
    """

    def __init__(self) -> None:
        self.lines: list[str] = []  #: the list of events shown beside the table
        self.transfers: list[str] = []  #: the hand's transfers, in words
        self.events: list[str] = []  #: the hand's other events: bids, passes, forced decisions
        self.news: list[str] = []  #: the latest change's lines (for the status bar)
        self.hand = -1  #: the hand the two lists above belong to
        self.steps: list[tuple[object, tuple[Note, ...]]] = []  #: the game's changes, for the handoff
        self._players: tuple[str, str] = ("", "")
        self._steps_of: object = None  # the session they belong to
        self._events_seen = 0  # the record's events already kept as steps
        self._open_step = False  # whether the last step waits for its notes
        self._drawing: tuple[int, int] | None = None  # the turn's draws not told yet: seat, tiles

    def clear(self) -> None:
        """Forget the lines of the game before (a new or resumed game starts its own)."""
        self.lines, self.transfers, self.events = [], [], []
        self.hand = -1
        self._drawing = None

    def copy_from(self, other: EventLog) -> None:
        """Take over everything ``other`` holds (the window it belongs to is being replaced)."""
        self.lines, self.transfers, self.events = list(other.lines), list(other.transfers), list(other.events)
        self.news = list(other.news)
        self.hand = other.hand
        self.steps, self._steps_of, self._events_seen = list(other.steps), other._steps_of, other._events_seen
        self._players, self._open_step, self._drawing = other._players, other._open_step, other._drawing

    def follow(self, view: SeatView, game: object, record: Record) -> list[str]:
        """Follow ``game`` (the controller's session, compared by identity) to where ``view``
        shows it, its record being ``record``: a heading when a hand starts; for a game just
        started or loaded (a restart, a resumed game), everything its record holds; else the
        action the record gained, if any. Returns the lines told (none when nothing new
        happened)."""
        if game is not self._steps_of:  # a game started or loaded: told from its record, whole
            return self._tell_record(view, game, record)
        events = record.events
        self._players = view.players
        if view.hand_no != self.hand:
            if self.lines:  # a later hand: its events start under a heading of their own
                self.lines.append(hand_heading(view.hand_no))
            self.hand = view.hand_no
            self.transfers = []
            self.events = []
        if len(events) > self._events_seen:
            self._events_seen = len(events)
            try:
                action: object = events[-1].action()
            except ValueError:
                action = None
            self.steps.append((action, ()))
            del self.steps[:-KEPT_STEPS]
            self._open_step = True
            self.news = self._tell(action, ())
            return self.news
        return []

    def _tell_record(self, view: SeatView, game: object, record: Record) -> list[str]:
        """Tell ``game`` from its ``record``, every accepted event with what it caused, as
        they were told when played: after a restart nothing of the game so far is forgotten,
        neither the list of events nor the hand's account. Returns the last change's lines."""
        self._players = view.players
        self.lines, self.transfers, self.events, self.steps = [], [], [], []
        self.hand = 0
        self.news = []
        self._drawing = None
        from ...core.record import replay  # records load with the first game, after the first frame

        for s in replay(record):
            if not s.ok and not s.notes:
                continue  # refused, nothing happened
            try:
                # A refused event may still end the game on time (R37): only that is told.
                action: object = s.event.action() if s.ok else None
            except ValueError:
                action = None
            if s.state.hand_no != self.hand:  # a later hand: its events start under a heading of their own
                self.hand = s.state.hand_no
                if self.lines:
                    self.lines.append(hand_heading(self.hand))
                self.transfers, self.events = [], []
            self.steps.append((action, s.notes))
            self.news = self._tell(action, s.notes)
        del self.steps[:-KEPT_STEPS]
        self.hand = view.hand_no
        self._steps_of, self._events_seen, self._open_step = game, len(record.events), False
        return self.news

    def tell_notes(self, notes: tuple[Note, ...]) -> list[str]:
        """Tell the notes of the latest change (they belong to the action last followed);
        returns the change's lines so far."""
        if self._open_step and self.steps:
            action, _ = self.steps[-1]
            self.steps[-1] = (action, notes)
            self._open_step = False
        self.news = self.news + self._tell(None, notes)
        return self.news

    def _tell(self, action: object, notes: tuple[Note, ...]) -> list[str]:
        """Log one change in the interface's language: the event lines, and the hand's account
        (transfers apart from the other events). A turn's draws are told once, when what they
        led to comes (the play, the pass), in the list of events only. Returns its lines."""
        names = self._players
        if isinstance(action, Draw):
            before = self._drawing[1] if self._drawing is not None and self._drawing[0] == action.seat else 0
            self._drawing = (action.seat, before + 1)
            action = None
        drew = []
        if self._drawing is not None and (action is not None or notes):  # the draws' turn goes on to this
            drew = [drew_text(*self._drawing, names, translate)]
            self._drawing = None
        said = action_text(action, names, translate) if action is not None else None  # type: ignore[arg-type]
        noted = notes_text(notes, names, translate)
        lines = drew + ([said] if said else []) + noted
        if not lines:
            return []
        self.lines.extend(lines)
        if said:
            self.events.append(said)
        for note, line in zip(notes, noted, strict=True):  # transfers apart from the other events
            paid = isinstance(note, (Scored, BidPaid)) or (isinstance(note, Blocked) and note.receiver is not None)
            (self.transfers if paid else self.events).append(line)
        del self.lines[:-KEPT_LINES]
        return lines

    def retell(self, view: SeatView, game: object) -> None:
        """Tell the kept changes of ``game`` again in the present language (after a language
        switch), so that no screen keeps sentences in the other one."""
        if not self.steps or self._steps_of is not game:
            return
        self._players = view.players
        hand = view.hand_no - sum(isinstance(a, Continue) for a, _ in self.steps)
        self.lines, self.transfers, self.events = [], [], []
        self._drawing = None
        for action, notes in self.steps:
            if isinstance(action, (Continue, Start)):
                hand += isinstance(action, Continue)
                if self.lines:
                    self.lines.append(hand_heading(hand))
                self.transfers, self.events = [], []
            self._tell(action, notes)

    def since_last_turn(self, seat: int, names: tuple[str, str]) -> list[str]:
        """What the other player did since ``seat`` last acted, in words (for the handoff)."""
        return since_last_turn(self.steps, seat, names, translate)  # type: ignore[arg-type]
