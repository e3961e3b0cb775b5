"""Resuming the saved games at start-up, without Qt (R42–R43, R46).

A saved game's time is the wall-clock time since its record's ``started_at``: time that
passed while the program was closed, crashed or asleep counts against the player whose clock
was running (R42). :func:`resume` reopens the unfinished game whose clock runs (there is at
most one), else the one played most recently, replays its record, and

- declares a deadline that passed meanwhile a time loss (a ``tick``, saved, rated);
- voids the game (saved, unrated) when the wall clock now reads earlier than the record's
  last event while a clock was running, or when the record cannot be replayed (R43);
- otherwise hands back a session that goes on from the present moment.

Other unfinished games were kept to finish later while no clock ran: they are left as they
are (listed in the history with *Resume*). Only one whose clock ran (a file from an older
version, or left by a second copy of the program) is settled the same way, and what became
of it said by its players' names; one whose record cannot be read is voided (R43).

Example::

    resumed = resume(storage, WallClock())
    if resumed is not None and resumed.session is not None:
        controller.load(resumed.session)
"""

from __future__ import annotations

import random
import sqlite3
from collections.abc import Callable, Collection
from dataclasses import dataclass, replace

from ..core import Stage, deadline, reserve_at, running_seat
from ..core.record import final_state
from ..core.state import Flagged
from ..core.words import QT_TRANSLATE_NOOP
from .messages import Translate, minutes_seconds, void_reason_text
from .names import set_apart
from .phrasing import fill
from .practice import opponent_of, shown_players
from .session import CLOCK_WENT_BACKWARDS, SaveFailed, Session
from .storage import GameSaver, Storage, StoreError
from .timesource import TimeSource, iso_from_ms, ms_from_iso

#: Why a game whose record does not replay is voided (R43).
UNREADABLE = "its saved record cannot be replayed"
#: Why a game without a usable ``started_at`` is voided (R43).
NO_START_TIME = "its saved start time cannot be read"
#: Why a game is voided whose last event lies so far on that its start, moved back to keep it
#: (no clock running), would be no date (R43).
NO_DATE = "its saved times reach beyond any date"


def _same(text: str) -> str:
    return text


@dataclass(frozen=True, slots=True)
class Resumed:
    """What :func:`resume` found: the game to show (None if it could not be rebuilt), its id,
    the seat that lost on time while the program was closed, why it was voided, and whether
    saving failed on the way (the game then goes on unsaved)."""

    game_id: int
    session: Session | None
    flagged: int | None = None
    void_reason: str | None = None
    unsaved: bool = False
    set_aside: int = 0
    """How many other unfinished games could not be read and were voided."""
    ran: int | None = None
    """The seat whose clock kept running while the program was closed (R42), if any."""
    reserve_left: int | None = None
    """What is left of that seat's reserve, in ms, once the time closed was counted."""
    others: tuple[Resumed, ...] = ()
    """The other unfinished games that ended meanwhile: on time, or void (two copies of the
    program left a clock running each)."""
    others_unsaved: int = 0
    """How many of the other games said (:attr:`others`, :attr:`set_aside`) ended unsaved."""
    kept: bool = False
    """Whether the game reopened was left with no clock running (kept to finish later, or left
    at a handoff)."""

    @property
    def only_ran(self) -> bool:
        """Whether all there is to say is that the game's clock kept running while it was
        closed: the game goes on, its clock running, and the handoff screen says so (R42)."""
        return (
            self.ran is not None
            and self.session is not None
            and self.flagged is None
            and self.void_reason is None
            and not self.set_aside
            and not self.unsaved
            and not self.others
            and not self.others_unsaved
        )

    def title(self, tr: Translate = _same) -> str:
        """The title of the box that says :meth:`message`: what became of the game."""
        if self.void_reason is not None:
            return tr(QT_TRANSLATE_NOOP("messages", "Game void"))
        if self.flagged is not None and self.session is not None:
            return tr(QT_TRANSLATE_NOOP("messages", "Game over"))
        if self.session is not None:
            return tr(QT_TRANSLATE_NOOP("messages", "Game resumed"))
        return tr(QT_TRANSLATE_NOOP("messages", "Saved games"))

    def _names(self, tr: Translate) -> tuple[str, str]:
        """The players as the table names them: the computer of a practice game in the
        interface's language, not as its record, begun in another, holds it; a name written
        right to left set apart (:func:`~.names.set_apart`)."""
        assert self.session is not None
        record = self.session.record
        first, second = set_apart(shown_players(record.players, opponent_of(record), tr))
        return first, second

    def reopened(self, tr: Translate = _same) -> str | None:
        """A line for the status bar when the game reopened was kept to finish later and there
        is nothing else to say: the players find it behind its handoff screen, which names
        them, and why (a play-test saw it back with no word)."""
        if not self.kept or self.session is None or self.message(tr) is not None:
            return None
        # Not "kept": a game left at a handoff by quitting, or a crash, is one too (a review).
        again = QT_TRANSLATE_NOOP(
            "messages", "The unfinished game is open again: no clock ran while the program was closed."
        )
        return tr(again)

    def _elsewhere(self, tr: Translate) -> str:
        """What became of this game, another than the one reopened: named by its players."""
        first, second = self._names(tr)
        if self.void_reason is not None:
            void = QT_TRANSLATE_NOOP("messages", "The game between {first} and {second} is void: {reason}.")
            return tr(void).format(first=first, second=second, reason=void_reason_text(self.void_reason, tr))
        assert self.flagged is not None
        lost = QT_TRANSLATE_NOOP(
            "messages", "In the game between {first} and {second}, {name}'s clock ran out while it was closed."
        )
        return fill(tr(lost), first=first, second=second, name=(first, second)[self.flagged])

    def message(self, tr: Translate = _same) -> str | None:
        """A sentence for the window, or None when the game simply goes on.

        ``tr`` is the window's translation function (context ``"messages"``)."""
        lines: list[str] = []
        if self.void_reason is not None:
            lines.append(
                tr(QT_TRANSLATE_NOOP("messages", "This game is void: {reason}.")).format(
                    reason=void_reason_text(self.void_reason, tr)
                )
            )
        elif self.flagged is not None and self.session is not None:
            name = self._names(tr)[self.flagged]
            lines.append(
                tr(QT_TRANSLATE_NOOP("messages", "{name}'s clock ran out while the game was closed.")).format(name=name)
            )
        elif self.ran is not None and self.session is not None and self.reserve_left is not None:
            ran = QT_TRANSLATE_NOOP(
                "messages",
                "{name}'s clock kept running while the game was closed: {left} of reserve was left when it reopened.",
            )
            name = self._names(tr)[self.ran]
            lines.append(fill(tr(ran), name=name, left=minutes_seconds(self.reserve_left)))  # "le temps d'Ana"
        lines += [other._elsewhere(tr) for other in self.others]
        if self.set_aside == 1:
            lines.append(tr(QT_TRANSLATE_NOOP("messages", "Another saved game could not be read and is now void.")))
        elif self.set_aside:
            others = QT_TRANSLATE_NOOP("messages", "{n} other saved games could not be read and are now void.")
            lines.append(tr(others).format(n=self.set_aside))
        if self.unsaved:
            unsaved = QT_TRANSLATE_NOOP("messages", "The games file could not be written: this game is not saved.")
            lines.append(tr(unsaved))
        lines += self._others_unsaved(tr)
        return " ".join(lines) or None

    def _others_unsaved(self, tr: Translate) -> list[str]:
        """That what became of the other games said could not be stored: the file still holds
        them as they were, and the next start settles and says them again."""
        if not self.others_unsaved:
            return []
        said = len(self.others) + self.set_aside
        if said == 1:
            which = QT_TRANSLATE_NOOP("messages", "of the other game")
        elif self.others_unsaved == said:
            which = QT_TRANSLATE_NOOP("messages", "of the other games")
        elif self.others_unsaved == 1:
            which = QT_TRANSLATE_NOOP("messages", "of one of the other games")
        else:
            which = QT_TRANSLATE_NOOP("messages", "of some of the other games")
        if self.unsaved:  # the file's failure is said already
            either = QT_TRANSLATE_NOOP(
                "messages", "What became {which} is not saved either: it will be said again at the next start."
            )
            return [tr(either).format(which=tr(which))]
        alone = QT_TRANSLATE_NOOP(
            "messages",
            "The games file could not be written: what became {which} is not saved, and will be said again at the "
            "next start.",
        )
        return [tr(alone).format(which=tr(which))]


def resume(
    storage: Storage, time: TimeSource, rng: random.Random | None = None, *, left: Collection[int] = ()
) -> Resumed | None:
    """Rebuild the newest unfinished game in ``storage`` as of now; None if there is none.

    ``time`` must read wall-clock milliseconds since the Unix epoch (a
    :class:`~.timesource.WallClock`, or a fake one in tests); the session keeps reading it.
    Older unfinished games are settled (time losses, voids) and left finished or waiting.
    A game whose clock ran when it was left always comes back (R42); a waiting one only if it
    is not among ``left``, the games the players kept to finish later and left for
    another: those wait in the history (play-tests told "History → Resume goes on with it"
    saw one back at the next start, as if they had not chosen).
    """
    ids = storage.unfinished()  # the one played most recently first
    if not ids:
        return None
    kinds = {game_id: _kind(storage, game_id) for game_id in ids}
    running = [g for g in ids if kinds[g] == "running"]
    waiting = [g for g in ids if kinds[g] == "waiting" and g not in left]
    chosen = running[0] if running else (waiting[0] if waiting else None)
    settled = [
        settle(storage, game_id, time)
        for game_id in ids
        if game_id != chosen and kinds[game_id] != "waiting"  # a kept game is never settled: no clock ran
    ]
    if chosen is None and not settled:
        return None  # kept games only, left for later: the history has them
    shown = settle(storage, chosen, time, rng) if chosen is not None else settled.pop(0)
    set_aside = [other for other in settled if other.void_reason in (UNREADABLE, NO_START_TIME)]
    ended = tuple(
        other
        for other in settled
        if other.session is not None and (other.flagged is not None or other.void_reason is not None)
    )
    unsaved = sum(other.unsaved for other in (*set_aside, *ended))
    kept = chosen is not None and kinds[chosen] == "waiting"
    return replace(shown, set_aside=len(set_aside), others=ended, others_unsaved=unsaved, kept=kept)


def _kind(storage: Storage, game_id: int) -> str:
    """How a stored unfinished game stands: ``"unreadable"``, ``"over"`` (finished, storage
    not told), ``"running"`` (a clock ran when it was left) or ``"waiting"`` (kept while no
    clock ran)."""
    try:
        state = final_state(storage.record(game_id))
    except Exception:  # whatever stops one game from reading back sets that game aside
        return "unreadable"
    if state.is_over:
        return "over"
    return "running" if deadline(state) is not None else "waiting"


def settle(storage: Storage, game_id: int, time: TimeSource, rng: random.Random | None = None) -> Resumed:
    """Bring stored game ``game_id`` up to now (see the module's description)."""
    try:
        record = storage.record(game_id)
        state = final_state(record)
    except Exception as e:  # StoreDamaged, MissingDeal, a record nested too deep to replay…
        why = e.details or str(e) if isinstance(e, StoreError) else str(e) or type(e).__name__
        unsaved = _stored(lambda: storage.void_game(game_id, f"{UNREADABLE} ({why})"))
        return Resumed(game_id, None, void_reason=UNREADABLE, unsaved=unsaved)
    if state.is_over:  # finished, but storage did not hear of it
        unsaved = _stored(lambda: storage.finish(game_id, state))
        return Resumed(game_id, Session.from_record(record, time, rng, sink=None), unsaved=unsaved)
    try:
        if record.started_at is None:
            raise ValueError("no started_at")
        start_ms = ms_from_iso(record.started_at)
    except (ValueError, OverflowError):
        unsaved = _stored(lambda: storage.void_game(game_id, NO_START_TIME))
        return Resumed(game_id, None, void_reason=NO_START_TIME, unsaved=unsaved)
    last = max([state.time, *(e.at for e in record.events)])
    now_at = time.now_ms() - start_ms
    saver = GameSaver(storage, game_id)
    if now_at < last:
        session = Session.from_record(record, time, rng, now_at=last, sink=saver)
        if session.deadline is not None:
            # The wall clock now reads earlier than the last saved event while a clock ran:
            # how long that player took cannot be known (R43).
            unsaved = _run(session, lambda: session.void(CLOCK_WENT_BACKWARDS))
            return Resumed(game_id, session, void_reason=CLOCK_WENT_BACKWARDS, unsaved=unsaved)
        # No clock ran since the last event: nobody's time is at stake; game time 0 moves back.
        if not _is_a_date(start_ms - (last - now_at)):  # a time edited into the file, 10^30 ms on
            unsaved = _run(session, lambda: session.void(NO_DATE))
            return Resumed(game_id, session, void_reason=NO_DATE, unsaved=unsaved)
        unsaved = _run(session, lambda: session.move_started_at(last - now_at))
        return Resumed(game_id, session, unsaved=unsaved)
    session = Session.from_record(record, time, rng, now_at=now_at, sink=saver)
    ran = running_seat(session.state)  # whose clock ran from the last event on
    unsaved = _run(session, session.tick)  # a deadline that passed while closed: a time loss (R42)
    flagged = _flagged(session)
    left = None if ran is None else reserve_at(session.state, ran, session.now())
    return Resumed(game_id, session, flagged=flagged, unsaved=unsaved, ran=ran, reserve_left=left)


def _is_a_date(ms: int) -> bool:
    """Whether a wall-clock reading (ms since the epoch) is one a record's ``started_at`` can
    say: from the year 1 to 9999."""
    try:
        iso_from_ms(ms)
    except ValueError:
        return False
    return True


def _stored(write: Callable[[], None]) -> bool:
    """Run a storage write; True if it failed (a full disk: the game stays as it was stored)."""
    try:
        write()
    except (sqlite3.Error, OSError):
        return True
    return False


def _run(session: Session, act: Callable[[], object]) -> bool:
    """Run a session change; if saving fails, run it unsaved and keep it for the next save
    (:meth:`GameSaver.hold`). True if it went unsaved."""
    try:
        act()
    except SaveFailed:
        saver = session.sink
        session.sink = None
        act()
        if isinstance(saver, GameSaver):
            saver.hold(session.record)
            session.sink = saver
        return True
    return False


def _flagged(session: Session) -> int | None:
    state = session.state
    if state.stage is not Stage.OVER:
        return None
    for note in state.notes:
        if isinstance(note, Flagged):
            return note.seat
    return None
