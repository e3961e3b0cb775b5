"""The computer opponent of a practice game: a driver that plays one seat through the controller.

A :class:`ComputerPlayer` lives beside the :class:`~.controller.GameController` (one per
controller, :meth:`ComputerPlayer.of`) and follows its game. In a game whose record names a
computer (:mod:`.practice`) it

- sends every ``reveal`` itself, for both seats: nobody is there to hide a hand from, so there
  is no handoff screen, and the records keep RECORD.md's format and replay exactly;
- when its seat must play, draw or decide in the bidding, builds that seat's *seat record*
  (ENGINE.md, :meth:`~.session.Session.seat_record`) and asks its engine — the built-in level
  or any ENGINE.md command, through one :class:`~.engine_client.EngineClient` — in a worker
  thread, so the window stays responsive. The engine receives the request and nothing else:
  never the game state nor the full record — that is the "never peeks" guarantee (R7, R41);
- sends the answer through the controller like a person's input, as soon as it comes (but not
  before :attr:`ComputerPlayer.pace_ms` after the question, so that a person sees it think),
  then emits :attr:`ComputerPlayer.moved`. An answer the rules refuse, an error, silence or
  an engine that ended is logged and told (:attr:`ComputerPlayer.failed`), never replaced by
  another move.

Clocks: the computer's reveal starts its clock (R40), which runs while it thinks; its answer is
stamped when it is sent, like a person's. It thinks at most :data:`THINK_MS` of its level (and
less when its clock runs short, ENGINE.md), well inside its 10 s delay (R36).

The window shows each move as it comes (:attr:`ComputerPlayer.moved`) and never holds the game
back: any input lands the motion at once (``ui/motion.py``).
"""

from __future__ import annotations

import gc
import logging
import random
import threading
import weakref
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, Qt, QTimer, Signal

from ..core import Action, Reveal, legal_actions
from .controller import GameController
from .engine_client import BuiltInEngine, EngineClient, EngineFailure, action_of
from .practice import Opponent, opponent_of
from .session import Session
from .timesource import MonotonicTime, TimeSource

#: How long each level may think, in wall-clock ms (the engine answers within it).
THINK_MS = {"easy": 300, "greedy": 300, "medium": 800, "hard": 1500}
#: A move is not sent sooner than this after the question, in wall-clock ms: the "thinking…"
#: mark stays long enough to be read, even when the level answers at once.
PACE_MS = 700
#: How often the cycle collector looks at Python's allocations, in ms (see :class:`Collector`).
COLLECT_EVERY_MS = 1000

log = logging.getLogger("spectacular_bid.computer")


class Collector(QObject):
    """Python's cycle collector, run from a timer in the Qt thread, as long-lived Qt programs do.

    Left automatic, the collector runs in whichever thread allocates when its threshold is
    reached, and the engine allocates a lot: a window or a controller left to the collector
    would then be destroyed in the engine's thread, and Qt objects must be destroyed in their
    own (Qt warns "Timers cannot be stopped from another thread", then crashes). So automatic
    collection is switched off for the program's life, and every :data:`COLLECT_EVERY_MS` the
    Qt thread collects the generations whose thresholds were passed, as the automatic
    collector would have. :func:`collector` installs it once.
    """

    def __init__(self) -> None:
        super().__init__()
        self.thresholds = gc.get_threshold()
        self.collections = 0  #: how many collections it ran (for tests)
        gc.disable()
        self.timer = QTimer(self)
        self.timer.timeout.connect(self.check)
        self.timer.start(COLLECT_EVERY_MS)

    def check(self) -> None:
        """Collect the generations whose thresholds were passed since the last look."""
        counts = gc.get_count()
        generation = -1
        for g in range(3):
            if counts[g] <= self.thresholds[g]:
                break
            generation = g
        if generation >= 0:
            gc.collect(generation)
            self.collections += 1


_collector: Collector | None = None


def collector() -> Collector:
    """The program's one :class:`Collector`, installed on first use (with the first computer
    player, before any engine thread runs)."""
    global _collector
    if _collector is None:
        _collector = Collector()
    return _collector


class _Answers(QObject):
    """Where every answer comes back, queued into the Qt thread. It lives as long as the
    program, so that each answer is received even when its player is gone meanwhile."""

    answered = Signal(object, int, object)  #: (the player, weakly; the question; the answer or an EngineFailure)

    def __init__(self) -> None:
        super().__init__()
        self.answered.connect(self._deliver, Qt.ConnectionType.QueuedConnection)

    def _deliver(self, player: weakref.ref[ComputerPlayer], question: int, reply: object) -> None:
        target = player()
        if target is None:
            return
        try:
            target.parent()
        except RuntimeError:  # deleted with its controller: nobody is asking any more
            return
        target._answered(question, reply)


_answers: _Answers | None = None


def _answer_desk() -> _Answers:
    global _answers
    if _answers is None:
        _answers = _Answers()
    return _answers


def _think(
    desk: _Answers, player: weakref.ref[ComputerPlayer], question: int, client: EngineClient, request: dict[str, Any]
) -> None:
    """The worker: the engine's answer to ``request`` (a seat record and the time allowed), or
    the failure that came instead."""
    try:
        reply: object = client.ask(request)
    except EngineFailure as failure:
        reply = failure
    except Exception as e:  # a client's own defect: told like a failure, never lost in the thread
        reply = EngineFailure("refused", f"{type(e).__name__}: {e}")
    desk.answered.emit(player, question, reply)


class _Broken:
    """An engine that cannot be started: every question fails with ``why``."""

    def __init__(self, name: str, why: EngineFailure) -> None:
        self.name = name
        self._why = why

    def ask(self, request: dict[str, Any]) -> dict[str, Any]:
        raise self._why

    def close(self) -> None:
        pass


class ComputerPlayer(QObject):
    """Plays the computer's seat of the controller's practice game.

    Signals:

    - ``thinking_changed(bool)``: the computer started or stopped thinking (a "thinking…" mark).
    - ``moved(object)``: the computer's action, just applied (``state_changed`` has been
      emitted for it). A slot may :meth:`hold` the game to show it.
    - ``failed(object)``: the engine gave no usable answer (an :class:`EngineFailure`, also
      logged). The computer does not move: its clock runs on, and the rules decide (R37).

    Which engine answers: :attr:`engine` makes the client for an opponent (by default the
    built-in level, :class:`BuiltInEngine`); :meth:`use_command` sets any ENGINE.md command
    instead. Public settings, for tests and benchmarks: :attr:`think_ms` (None: the level's
    :data:`THINK_MS`), :attr:`iterations` (a fixed search, ENGINE.md), :attr:`pace_ms`,
    :attr:`seed` and :attr:`clock` (the wall clock the pace is read on).
    """

    thinking_changed = Signal(bool)
    moved = Signal(object)
    failed = Signal(object)

    def __init__(self, controller: GameController) -> None:
        super().__init__(controller)
        collector()  # automatic collection off before any engine thread runs
        self.think_ms: int | None = None
        self.iterations: int | None = None
        self.pace_ms = PACE_MS
        self.seed = random.SystemRandom().randrange(2**32)
        self.clock: TimeSource = MonotonicTime()
        self.engine: Callable[[Opponent], EngineClient] = self._built_in
        """Makes the client that answers for an opponent (kept while it is the same one)."""
        self.failure: EngineFailure | None = None  #: the last failure, until the next answer
        self.command: str | None = None  #: the ENGINE.md command playing the computer (None: the built-in levels)
        self._client: tuple[object, EngineClient] | None = None  # (what it answers for, the client)
        self._desk = _answer_desk()
        self._question = 0  # the number of the last question asked
        self._asked: tuple[Session, int] | None = None  # the decision it asked about
        self._asked_at = 0
        self._thinking = False
        self._moving = False
        self._pending: tuple[int, Action] | None = None
        self._pace = QTimer(self)
        self._pace.setSingleShot(True)
        self._pace.timeout.connect(self._send_pending)
        self._soon = QTimer(self)  # a timer of its own, not a single shot: it goes when the player goes
        self._soon.setSingleShot(True)
        self._soon.setInterval(0)
        self._soon.timeout.connect(self._follow)
        controller.state_changed.connect(self._schedule)
        self._schedule()

    @classmethod
    def of(cls, controller: GameController) -> ComputerPlayer:
        """The controller's computer player, made on first use (it outlives any one window)."""
        found = controller.findChild(cls)
        return found if isinstance(found, cls) else cls(controller)

    # --- The engine ---------------------------------------------------------------------

    def _built_in(self, opponent: Opponent) -> EngineClient:
        return BuiltInEngine(opponent.level, self.seed)

    def use_command(self, command: str | None) -> None:
        """Let ``command`` (an ENGINE.md program's command line) play the computer's seat from
        the next question on; None or blank: the built-in levels."""
        from .engine_client import EngineProcess

        command = command.strip() if command is not None and command.strip() else None
        if command == self.command:
            return
        self.command = command
        if command is not None:
            try:
                process = EngineProcess(command)
            except ValueError as e:  # a quote left open: every question fails, and says why
                why = EngineFailure("unstartable", f"its command line cannot be read ({e})")
                self.engine = lambda opponent: _Broken(command, why)
            else:
                self.engine = lambda opponent: process
        else:
            self.engine = self._built_in
        self.close_engine()

    def client(self, opponent: Opponent) -> EngineClient:
        """The client that answers for ``opponent`` now."""
        key = (self.engine, opponent, self.seed)
        if self._client is None or self._client[0] != key:
            self.close_engine()
            self._client = (key, self.engine(opponent))
        return self._client[1]

    def close_engine(self) -> None:
        """Stop the engine's process, if one runs (it starts again at the next question)."""
        client, self._client = self._client, None
        if client is not None:
            threading.Thread(target=client[1].close, name="engine-close", daemon=True).start()

    # --- Reading ------------------------------------------------------------------------

    @property
    def _controller(self) -> GameController:
        # Its parent, not an attribute: a reference back to the controller would make a cycle
        # that only Python's cycle collector frees — maybe in the engine's thread, and Qt
        # objects must be destroyed in their own.
        controller = self.parent()
        assert isinstance(controller, GameController)
        return controller

    @property
    def opponent(self) -> Opponent | None:
        """The computer of the current game, or None (no game, or a game between people)."""
        controller = self._controller
        return opponent_of(controller.session.record) if controller.has_game else None

    @property
    def thinking(self) -> bool:
        """Whether the computer is deciding (its answer not yet sent)."""
        return self._thinking

    @property
    def busy(self) -> bool:
        """Whether the computer is playing: thinking, or its move being shown. A person's
        input is dropped meanwhile."""
        return self._thinking or self._moving

    # --- Following the game ---------------------------------------------------------------

    def _schedule(self) -> None:
        """Look at the game once the present change has been told to every window (a move
        sent from inside a ``state_changed`` slot would overtake the others' slots)."""
        if not self._soon.isActive():
            self._soon.start()

    def _follow(self) -> None:
        controller = self._controller
        opponent = self.opponent
        if opponent is None or self._moving:
            if opponent is None:
                self._set_thinking(False)
            return
        session = controller.session
        state = session.state
        seat = state.to_act
        if state.is_over or seat is None:
            self._set_thinking(False)
            return
        if state.awaiting == "reveal":
            self._set_thinking(False)
            controller.send(Reveal(seat))  # nobody to hide from: no handoff (R40)
            return
        if seat != opponent.seat or state.awaiting not in ("play", "bid"):
            self._set_thinking(False)
            return
        if self._asked is not None and self._asked[0] is session and self._asked[1] == len(session.record.events):
            return  # already thinking about this decision
        self._ask(session, opponent)

    def _ask(self, session: Session, opponent: Opponent) -> None:
        seat = opponent.seat
        think_ms = self.think_ms if self.think_ms is not None else THINK_MS[opponent.level]
        self._question += 1
        request: dict[str, Any] = {
            "id": self._question,
            "seat": seat,
            "at": session.now(),
            "think_ms": think_ms,
            "record": session.seat_record(seat),  # what the seat may know, and nothing else
        }
        if self.iterations is not None:
            request["iterations"] = self.iterations
        self._asked = (session, len(session.record.events))
        self._asked_at = self.clock.now_ms()
        self._pending = None
        self.failure = None
        self._set_thinking(True)
        worker = threading.Thread(
            target=_think,
            args=(self._desk, weakref.ref(self), self._question, self.client(opponent), request),
            name="computer-player",
            daemon=True,  # it answers within its think time; closing never waits for it
        )
        worker.start()

    def _current(self, question: int) -> bool:
        """Whether ``question`` is still the decision the game waits for."""
        asked = self._asked
        controller = self._controller
        if question != self._question or asked is None or not controller.has_game:
            return False
        session = controller.session
        return asked[0] is session and asked[1] == len(session.record.events) and not session.state.is_over

    def _answered(self, question: int, reply: object) -> None:
        if not self._current(question):
            return  # the game moved on meanwhile (a time loss, a resignation, another game)
        opponent = self.opponent
        assert opponent is not None
        try:
            if isinstance(reply, EngineFailure):
                raise reply
            assert isinstance(reply, dict)
            action = action_of(reply, opponent.seat, legal_actions(self._controller.state))  # the rules judge
        except EngineFailure as failure:
            self._fail(failure)
            return
        self.failure = None
        self._pending = (question, action)
        wait = self.pace_ms - (self.clock.now_ms() - self._asked_at)
        if wait > 0:
            self._pace.start(int(wait))
        else:
            self._send_pending()

    def _fail(self, failure: EngineFailure) -> None:
        """No move for this decision: say so, and leave the computer's clock to the rules. The
        decision is not asked again (an engine that refused it would refuse it again)."""
        # The code only: the engine's words may name a tile of its hidden hand (R7, R41).
        log.warning("the computer's engine failed (%s)", failure.code)
        self.failure = failure
        self._set_thinking(False)
        self.failed.emit(failure)

    def _send_pending(self) -> None:
        pending, self._pending = self._pending, None
        if pending is None or not self._current(pending[0]):
            return
        action = pending[1]
        self._asked = None
        self._set_thinking(False)
        self._moving = True  # busy until the window has had its say about the move
        try:
            sent = self._controller.send(action)
            if sent:
                self.moved.emit(action)
        finally:
            self._moving = False
        self._schedule()

    def _set_thinking(self, thinking: bool) -> None:
        if thinking != self._thinking:
            self._thinking = thinking
            self.thinking_changed.emit(thinking)
