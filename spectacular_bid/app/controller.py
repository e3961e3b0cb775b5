"""The Qt facade over a :class:`~.session.Session`: signals for the window, timers for the clock.

Data flows one way: the window calls :meth:`GameController.send` with an action; the
controller applies it through the session and tells the window what changed with signals.
No rule is decided here. Timers only wake the controller: every clock reading comes from the
time source, so a late timer can delay a repaint but never bend a clock (R36–R37).

Deadline timing: while a clock runs, a coarse single-shot timer wakes the controller well
before the deadline (early enough to absorb a coarse timer's 5 % slack), then precise
single shots are armed for the time still left, again and again until the time source says
the deadline has come; then a ``tick`` declares the time loss (R37). A 50 ms repaint timer
emits :attr:`GameController.clock_tick` meanwhile and doubles as a safety net for the
deadline check.

Saving: with a :class:`~.storage.Storage`, a new game is stored when it is created and every
accepted event (a recorded time loss and the deal a ``continue`` needed included) is committed
by the session's sink *before* any signal shows its effect; a finished game is finished in
storage in the same commit (ratings, R46). If a commit fails (a full disk), the game goes on
unsaved and ``save_failed`` says so, once; every later event tries again, writing the whole
backlog in one transaction, and so does a timer every few seconds while the game waits (a game
over has no later event), so saving resumes by itself when there is room again. The default
time source is the wall clock, so that time spent closed or asleep counts (R42); a wall clock
set back while a clock runs voids the game (R43).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, TypeVar

from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer, Signal

from ..core import Action, Blocked, Deal, GameState, IllegalAction, OutOfTime, WentOut
from ..core.state import Note
from ..core.view import Decision, SeatView
from .messages import describe_notes, describe_refusal, describe_result, plural_english
from .names import set_apart
from .session import CLOCK_WENT_BACKWARDS, SaveFailed, Session
from .timesource import BackwardsAware, ForwardsAware, TimeSource, WallClock, iso_from_ms, utc_now_iso

if TYPE_CHECKING:
    from .glicko2 import Rating
    from .storage import Storage

_T = TypeVar("_T")

#: How often :attr:`GameController.clock_tick` fires while a clock runs, in ms.
REPAINT_MS = 50
#: A wait this long between two readings of a running clock (ms) means the program did not run
#: meanwhile (the device slept, the system held it): the time counted (R42) is then said.
STALL_MS = 3_000
#: How often saving is tried again while some of the current game is not saved, in ms.
RETRY_SAVE_MS = 5_000
#: Within this many ms of a deadline, only precise single shots are used.
PRECISE_WINDOW_MS = 300


def translate(text: str, n: int = -1) -> str:
    """A template of :mod:`.messages` in the interface's language, through Qt's translators:
    counted templates (``%n``) take the plural form of ``n`` (the translation's numerus forms;
    English "(s)" from :func:`~.messages.plural_english`)."""
    translated = QCoreApplication.translate("messages", text, None, n)
    return plural_english(translated, n) if n >= 0 else translated


class GameController(QObject):
    """The current game as the window sees it: read :attr:`state` or :meth:`view`, call
    :meth:`send`, and redraw on the signals.

    Signals:

    - ``state_changed()``: the game changed (an action, an automatic step, a time loss, a new
      or loaded game).
    - ``handoff_required(int)``: that seat must take the device and press Reveal (R39–R40);
      no hand may be shown until then (R41). Clocks stand still meanwhile.
    - ``notes_emitted(object)``: the tuple of notes (core ``Scored``, ``Passed``, …) of what
      the last change caused; not emitted when there are none.
    - ``refused(str)``: why an action was refused (R45), including a late one (R37).
    - ``clock_tick()``: about every 50 ms while a clock runs, for repainting only.
    - ``game_over(object)``: the core ``Result``, once, when the game ends.
    - ``save_failed(str)``: the games file could not be written; the game goes on unsaved.
      Emitted before the change it concerns: a slot must not run a nested event loop.
    - ``save_resumed()``: after such a failure, the whole game has been saved again.
    - ``stalled(int, int)``: a running clock was not read for that many ms (at least
      :data:`STALL_MS`; the program did not run: the device slept), the seat whose clock it
      was: the time counted against it (R42) with no one at the table seeing it go.
    """

    state_changed = Signal()
    handoff_required = Signal(int)
    notes_emitted = Signal(object)
    refused = Signal(str)
    clock_tick = Signal()
    game_over = Signal(object)
    save_failed = Signal(str)
    save_resumed = Signal()
    stalled = Signal(int, int)

    def __init__(
        self, time: TimeSource | None = None, parent: QObject | None = None, *, storage: Storage | None = None
    ) -> None:
        super().__init__(parent)
        self._time: TimeSource = time if time is not None else WallClock()
        self._session: Session | None = None
        self._storage: Storage | None = storage
        self._coarse = self._timer(Qt.TimerType.CoarseTimer, single=True)
        self._precise = self._timer(Qt.TimerType.PreciseTimer, single=True)
        self._coarse.timeout.connect(self.check_clock)
        self._precise.timeout.connect(self.check_clock)
        self._repaint = self._timer(Qt.TimerType.PreciseTimer, single=False)
        self._repaint.setInterval(REPAINT_MS)
        self._repaint.timeout.connect(self._on_repaint)
        self._retry = self._timer(Qt.TimerType.VeryCoarseTimer, single=False)
        self._retry.setInterval(RETRY_SAVE_MS)
        self._retry.timeout.connect(self.retry_save)
        self._clock_read: tuple[int, int] | None = None  # a running clock's seat and its last reading
        #: Set by the program: tries to open the saved games again when they could not be
        #: opened (another copy had them, the folder could not be written), and gives them
        #: to :meth:`set_storage` if it can, with its ``store_current``. Called at a new game
        #: (the game before is not stored then) and before quitting (the current game is).
        self.reopen_storage: Callable[[bool], object] | None = None

    def _timer(self, kind: Qt.TimerType, *, single: bool) -> QTimer:
        timer = QTimer(self)
        timer.setTimerType(kind)
        timer.setSingleShot(single)
        return timer

    # --- Starting a game ----------------------------------------------------------------

    def new_game(
        self,
        players: Sequence[str],
        deals: Sequence[Deal] | None = None,
        rng: random.Random | None = None,
        *,
        started_at: str | None = None,
        extra: Mapping[str, Any] | None = None,
    ) -> Session:
        """Start a new game between ``players`` (it awaits ``start``) and return its session.

        ``deals`` fix the first hands (else they come from ``rng``); ``started_at`` defaults to
        the wall-clock time now, in UTC (to the millisecond of game time 0 with a
        :class:`WallClock`); ``extra`` holds the record's extra fields (the computer of a
        practice game). With a storage, the game is stored before anything is shown.
        """
        if started_at is None:
            started_at = iso_from_ms(self._time.now_ms()) if isinstance(self._time, WallClock) else utc_now_iso()
        if self._storage is None and self.reopen_storage is not None:
            self.reopen_storage(False)  # the other copy may have quit, the folder been mended
        session = Session(players, started_at=started_at, time=self._time, rng=rng, deals=deals, extra=extra)
        self._store(session)
        self.load(session)
        return session

    @property
    def time(self) -> TimeSource:
        """The time source every game of this controller reads."""
        return self._time

    @property
    def storage(self) -> Storage | None:
        """Where games are saved, or None (games are not saved)."""
        return self._storage

    def set_storage(self, storage: Storage | None, *, store_current: bool = True) -> None:
        """Save games in ``storage`` from now on (None: no longer); with ``store_current``, a
        current game not yet saved is stored now, finished or not."""
        self._storage = storage
        session = self._session
        if storage is None and session is not None:
            session.sink = None
        if storage is not None and session is not None and session.sink is None and store_current:
            self._store(session)

    def _store(self, session: Session) -> None:
        """Store ``session``'s game and make its sink save every event that follows."""
        storage = self._storage
        if storage is None:
            return
        from .storage import GameSaver

        try:
            if session.state.is_over:  # a game played while the saved games could not be opened
                game_id = storage.catch_up(None, session.record, session.state)
            else:
                game_id = storage.create_game(session.record)
        except Exception as e:  # the disk is full, the file went away: play on, unsaved
            saver = GameSaver(storage, None)
            saver.hold(session.record)  # stored whole at the next event that can be saved
            session.sink = saver
            self._retry.start()
            self.save_failed.emit(f"the game could not be saved: {e}")
            return
        session.sink = GameSaver(storage, game_id)

    def load(self, session: Session) -> None:
        """Make ``session`` (for instance one rebuilt by :meth:`Session.from_record`) the current
        game and time its running clock, if any. Emits ``state_changed``, then
        ``handoff_required`` or ``game_over`` as the game stands — not the old notes."""
        self._session = session
        if isinstance(self._time, BackwardsAware):
            self._time.take_backwards()  # a jump before this game is none of its business
        if isinstance(self._time, ForwardsAware):
            self._time.take_forwards()
        self._changed(())

    def close_game(self) -> None:
        """Put the current game away (it is not ended) and stop its timers."""
        self._session = None
        self._arm()
        self.state_changed.emit()

    # --- Reading ------------------------------------------------------------------------

    @property
    def has_game(self) -> bool:
        """Whether a game has been started or loaded."""
        return self._session is not None

    @property
    def session(self) -> Session:
        """The current game's session; :class:`RuntimeError` before any game."""
        if self._session is None:
            raise RuntimeError("no game has been started")
        return self._session

    @property
    def state(self) -> GameState:
        """The current game as of its last change."""
        return self.session.state

    @property
    def viewer(self) -> int | None:
        """The seat whose hand may be shown, or None while a handoff is pending (R41)."""
        return self.session.viewer

    @property
    def saved_game_id(self) -> int | None:
        """The current game's id among the saved games, or None (no game, or not saved)."""
        from .storage import GameSaver

        sink = None if self._session is None else self._session.sink
        return sink.game_id if isinstance(sink, GameSaver) else None

    def rating_change(self) -> tuple[tuple[float, Rating], tuple[float, Rating]] | None:
        """What the finished current game did to both players' ratings, ``(rating before,
        Rating after)`` for each seat (R46); None when it changed none or is not saved."""
        game_id = self.saved_game_id
        if self._storage is None or game_id is None or not self.fully_saved:
            return None
        return self._storage.rating_change(game_id)

    @property
    def fully_saved(self) -> bool:
        """Whether the current game is saved with every event (none waits to be written)."""
        from .storage import GameSaver

        sink = None if self._session is None else self._session.sink
        return isinstance(sink, GameSaver) and not sink.behind

    def now(self) -> int:
        """The current game's time now, in ms."""
        return self.session.now()

    def view(self, seat: int) -> SeatView:
        """What ``seat`` may see now, clocks read from the time source (R7, R41)."""
        return self.session.view(seat)

    def shown_view(self) -> SeatView:
        """The view the window follows: the viewer's while their hand may be shown (R41), else
        seat 0's, of which a screen then shows only what both players see."""
        seat = self.session.viewer
        return self.session.view(0 if seat is None else seat)

    def hand_ending(self) -> WentOut | Blocked | None:
        """How the hand just over ended (R22–R23), or None while none is over."""
        return self.session.hand_ending()

    def decision(self, seat: int) -> Decision | None:
        """What ``seat`` may do now, as the rules decide it (None when not their turn)."""
        return self.session.decision(seat)

    def legal_actions(self) -> tuple[Action, ...]:
        """What the rules accept now (resign, tick and void are always accepted, unlisted)."""
        return self.session.legal_actions()

    # --- Acting -------------------------------------------------------------------------

    def send(self, action: Action) -> bool:
        """Apply ``action`` now; return whether it was accepted.

        A refused action emits ``refused`` with the reason and changes nothing — unless it
        came at or after the deadline: then the player to act has lost on time (R37), and
        ``state_changed``, ``notes_emitted`` and ``game_over`` follow before ``refused``.
        If the wall clock went back while a clock ran, the game is voided instead (R43).
        """
        session = self.session
        if self._watch_time():
            voided = session.state.result
            assert voided is not None  # the game was voided (R43)
            self.refused.emit(describe_result(voided, set_apart(session.state.players), translate))
            return False
        self._notice_stall()  # a play the moment the program runs again: the time it counted first
        try:
            notes = self._saving(lambda: session.submit(action))
        except OutOfTime:
            self._changed(session.state.notes)
            # Said with the player's name, in the interface's language, as the game-over screen does.
            self.refused.emit(describe_notes(session.state.notes, set_apart(session.state.players), translate)[-1])
            return False
        except IllegalAction as bad:
            self.refused.emit(describe_refusal(bad, set_apart(session.state.players), translate))
            return False
        self._changed(notes)
        return True

    def count_hint(self, seat: int) -> None:
        """Count a hint shown to ``seat`` with the game (saved; if saving fails, counted
        unsaved and kept for the next save, as an event would be)."""
        session = self.session
        self._saving(lambda: session.count_hint(seat))

    def check_clock(self) -> None:
        """Declare a time loss if the running deadline has come (R37), else re-arm the timers.

        The timers call this; tests driving a fake time source call it after moving the time.
        """
        session = self._session
        if session is None or self._watch_time():
            return
        self._notice_stall()
        due = session.deadline
        if due is not None and session.now() >= due:
            self._changed(self._saving(session.tick))
        else:
            self._arm()

    # --- Saving and the wall clock --------------------------------------------------------

    def _saving(self, act: Callable[[], _T]) -> _T:
        """Run a session change; if saving it fails, say so (once), run it again unsaved (the
        session changed nothing the first time), and keep it for the next save."""
        from .storage import GameSaver

        sink = self._session.sink if self._session is not None else None
        behind = isinstance(sink, GameSaver) and sink.behind
        try:
            done = act()
        except SaveFailed as failed:
            return self._unsaved(act, failed)
        if behind and isinstance(sink, GameSaver) and not sink.behind:
            self._retry.stop()
            self.save_resumed.emit()
        return done

    def _unsaved(self, act: Callable[[], _T], failed: SaveFailed) -> _T:
        from .storage import GameSaver

        session = self.session
        saver = session.sink
        if not (isinstance(saver, GameSaver) and saver.behind):
            self.save_failed.emit(str(failed))
        session.sink = None
        try:
            return act()
        finally:
            if isinstance(saver, GameSaver):
                saver.hold(session.record)
                session.sink = saver
                self._retry.start()

    @property
    def retrying(self) -> bool:
        """Whether saving is tried again by itself every few seconds (some of the current
        game is not saved)."""
        return self._retry.isActive()

    def retry_save(self) -> bool:
        """Try once more to save what the current game has not saved: by itself every few
        seconds while something waits, and before quitting. True when the whole game is saved
        now (``save_resumed`` then says so, if it was behind)."""
        from .storage import GameSaver

        session = self._session
        saver = None if session is None else session.sink
        if session is None or not isinstance(saver, GameSaver) or not saver.behind:
            self._retry.stop()
            return session is not None and isinstance(saver, GameSaver)
        try:
            saver.flush(session.state)
        except Exception:  # still no room, or the file still cannot be written: the timer tries again
            return False
        self._retry.stop()
        self.save_resumed.emit()
        return True

    def keep_before_quit(self) -> bool:
        """Before quitting: open the saved games again if they could not be opened, and save
        what the current game has not saved. True when the whole game is saved now."""
        if self._storage is None and self.reopen_storage is not None:
            self.reopen_storage(True)
        return self.retry_save()

    def _watch_time(self) -> bool:
        """Handle a time source that jumped back or forward; True if that ended the game.

        While a clock runs, its timing can no longer be trusted: the game is void (R43). While
        clocks stand still nobody's time is at stake: game time 0 moves back as much, so game
        time goes on from where it stood. A wall clock set forward, which the time source tells
        from a sleep, costs nobody time either: game time 0 moves on as much, running clock or
        not, and the game resumed later counts from the same moment (R42).
        """
        session = self._session
        source = self._time
        if session is None:
            return False
        session.now()  # read the time, so that a jump since the last reading is noticed
        ahead = source.take_forwards() if isinstance(source, ForwardsAware) else 0
        if ahead > 0 and not session.state.is_over:
            try:
                session.shift_start(-ahead)
            except SaveFailed as failed:
                self._unsaved(lambda: session.shift_start(-ahead), failed)
        back = source.take_backwards() if isinstance(source, BackwardsAware) else 0
        if back <= 0 or session.state.is_over:
            return False
        if session.deadline is not None:
            self._changed(self._saving(lambda: session.void(CLOCK_WENT_BACKWARDS)))
            return True
        try:
            session.shift_start(back)
        except SaveFailed as failed:
            self._unsaved(lambda: session.shift_start(back), failed)
        return False

    # --- Inside -------------------------------------------------------------------------

    def _changed(self, notes: tuple[Note, ...]) -> None:
        session = self.session
        self._arm()
        state = session.state
        self.state_changed.emit()
        if notes:
            self.notes_emitted.emit(notes)
        if self._session is not session or session.state is not state:
            return  # a slot changed the game meanwhile and has emitted its own signals
        if state.result is not None:
            self.game_over.emit(state.result)
        elif state.awaiting == "reveal" and state.to_act is not None:
            self.handoff_required.emit(state.to_act)

    def _notice_stall(self) -> None:
        """Emit ``stalled`` when the running clock was last read :data:`STALL_MS` or more ago
        (a sleep a play-test's probe found charged without a word), before the time it counted
        is shown; then remember this reading."""
        session = self._session
        if session is None:
            return
        seat = session.state.to_act if session.deadline is not None else None
        now = session.now()
        last, self._clock_read = self._clock_read, (None if seat is None else (seat, now))
        if seat is not None and last is not None and last[0] == seat and now - last[1] >= STALL_MS:
            self.stalled.emit(now - last[1], seat)

    def _arm(self) -> None:
        """Time the running clock's deadline; stop every timer when no clock runs."""
        self._coarse.stop()
        self._precise.stop()
        session = self._session
        due = None if session is None else session.deadline
        self._clock_read = None  # a clock (re)started: read afresh
        if session is None or due is None:
            self._repaint.stop()
            return
        if not self._repaint.isActive():
            self._repaint.start()
        left = due - session.now()
        if left <= 0:
            self._precise.start(0)
        elif left > PRECISE_WINDOW_MS:
            # A coarse timer may be up to 5 % late: wake at least 1/16 of the wait early.
            self._coarse.start(left - max(PRECISE_WINDOW_MS, left // 16))
        else:
            self._precise.start(left)

    def _on_repaint(self) -> None:
        session = self._session
        due = None if session is None else session.deadline
        if session is None or due is None:
            self._repaint.stop()
            return
        if self._watch_time():
            return
        if session.now() >= due:
            self.check_clock()
            return
        self._notice_stall()
        self.clock_tick.emit()
