"""The window's event log: what just happened, and the list of the game's events in words.

The log follows the controller's states: each new state's notes, with the action that led to
it, are told once in the interface's language. It keeps the hand's transfers apart from its
other events (bids, passes, forced decisions) for the count at the end of the hand, and the
game's recent changes for the handoff screen's "since your last turn". After a language
switch it tells the kept changes again, so that no screen keeps sentences in the other one.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from ..app.messages import action_text, notes_text, since_last_turn
from ..core import BidPaid, Blocked, Continue, Scored, Start

if TYPE_CHECKING:
    from ..app.session import Session
    from ..core import GameState, Note

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
    """The game's events in words, as the window tells them."""

    def __init__(self) -> None:
        self.lines: list[str] = []  #: the list of events shown beside the table
        self.transfers: list[str] = []  #: the hand's transfers, in words
        self.events: list[str] = []  #: the hand's other events: bids, passes, forced decisions
        self.hand = -1  #: the hand the two lists above belong to
        self.steps: list[tuple[object, tuple[Note, ...]]] = []  #: the game's changes, for the handoff
        self._steps_of: object = None  # the session they belong to
        self._events_seen = 0  # the record's events already kept as steps
        self._logged: object = None  # the last state whose notes went into the log

    def clear(self) -> None:
        """Forget the lines of the game before (a new or resumed game starts its own)."""
        self.lines, self.transfers, self.events = [], [], []
        self.hand = -1

    def copy_from(self, other: EventLog) -> None:
        """Take over everything ``other`` holds (the window it belongs to is being replaced)."""
        self.lines, self.transfers, self.events = list(other.lines), list(other.transfers), list(other.events)
        self.hand = other.hand
        self.steps, self._steps_of, self._events_seen = list(other.steps), other._steps_of, other._events_seen
        self._logged = other._logged

    def follow(self, state: GameState, session: Session) -> list[str]:
        """Log what led to ``state`` if it is new, under a heading when a hand starts; returns
        the lines it added (none for a state already told)."""
        if state.hand_no != self.hand:
            if self.lines:  # a later hand: its events start under a heading of their own
                self.lines.append(hand_heading(state.hand_no))
            self.hand = state.hand_no
            self.transfers = []
            self.events = []
        if state is self._logged:  # each new state's notes are told once
            return []
        self._logged = state
        return self._log_step(state.notes, state.players, session)

    def _log_step(self, notes: tuple[Note, ...], names: tuple[str, str], session: Session) -> list[str]:
        """Keep the change that led to the present state (its action and notes) for the
        handoff's summary, and log its lines: a bidding decision, then what it caused."""
        if session is not self._steps_of:
            self._steps_of, self.steps, self._events_seen = session, [], len(session.record.events)
        events = session.record.events
        action = None
        if len(events) > self._events_seen:
            self._events_seen = len(events)
            try:
                action = events[-1].action()
            except ValueError:
                action = None
            self.steps.append((action, notes))
            del self.steps[:-KEPT_STEPS]
        return self._tell(action, notes, names)

    def _tell(self, action: object, notes: tuple[Note, ...], names: tuple[str, str]) -> list[str]:
        """Log one change in the interface's language: the event lines, and the hand's account
        (transfers apart from the other events). Returns its lines."""
        said = action_text(action, names, translate) if action is not None else None  # type: ignore[arg-type]
        noted = notes_text(notes, names, translate)
        lines = ([said] if said else []) + noted
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

    def retell(self, state: GameState, session: Session) -> None:
        """Tell the kept changes again in the present language (after a language switch), so
        that no screen keeps sentences in the other one."""
        if not self.steps or self._steps_of is not session:
            return
        names = state.players
        hand = state.hand_no - sum(isinstance(a, Continue) for a, _ in self.steps)
        self.lines, self.transfers, self.events = [], [], []
        for action, notes in self.steps:
            if isinstance(action, (Continue, Start)):
                hand += isinstance(action, Continue)
                if self.lines:
                    self.lines.append(hand_heading(hand))
                self.transfers, self.events = [], []
            self._tell(action, notes, names)

    def since_last_turn(self, seat: int, names: tuple[str, str]) -> list[str]:
        """What the other player did since ``seat`` last acted, in words (for the handoff)."""
        return since_last_turn(self.steps, seat, names, translate)  # type: ignore[arg-type]
