"""One path from the window to the computer: an :class:`EngineClient` asks ENGINE.md questions.

A question is an ENGINE.md request and its answer an ENGINE.md answer, both as Python data
(dicts, never JSON text inside the program). Two clients speak it:

- :class:`BuiltInEngine`: the program's own levels, answered in this process;
- :class:`EngineProcess`: any command that speaks ENGINE.md on its standard input and output
  (``spectacular-bid engine --level hard``, or another program, as chess programs load UCI
  engines), one line per request and per answer, each answer awaited for the request's
  ``think_ms`` and :data:`GRACE_MS` more.

:meth:`EngineClient.ask` blocks (the computer player calls it from a worker thread) and raises
:class:`EngineFailure` when no usable answer comes: the engine refused (an ``error`` answer),
answered something that is not ENGINE.md, took too long, or ended. :func:`action_of` then reads
the answer's action and checks it against the game: an illegal one is a failure too — never
replaced by another move. The engine receives the request and nothing else: the request holds
a seat record (what the seat may know, R7, R41), never the game.

>>> failure = EngineFailure("timeout", "no answer within 1.05 s")
>>> failure.code, str(failure)
('timeout', 'no answer within 1.05 s')
"""

from __future__ import annotations

import json
import logging
import queue
import shlex
import subprocess
import threading
import time
from collections import deque
from collections.abc import Sequence
from typing import Any, Protocol

from ..core import Action, IllegalAction

#: How much longer than ``think_ms`` a process may take to answer (its start, the pipes, a busy machine).
GRACE_MS = 2000
#: How long a process is given to start before its first answer is awaited, in ms (a Python program loads).
START_MS = 10_000
#: The longest answer line read from a process, in characters; a longer one is not ENGINE.md.
MAX_LINE = 1 << 20
#: How many lines of a process's standard error are kept to explain its end.
STDERR_LINES = 5
#: How many characters of a process's standard error are read at a time: an endless line is
#: read in pieces, of which only the last few are kept (a hostile probe's engine wrote 500 MB
#: a second of one line, held whole).
STDERR_PIECE = 4096
#: How many lines that may be answers (JSON objects, or lines too long to read) may wait to be
#: read; past them a new one is dropped. One answers a question: an engine that kept writing
#: after an answer filled the program's memory (4.5 million lines, 400 MB, in 5 s). Other lines
#: (a banner, a debug line) never wait: the last of them is kept to say what the engine wrote.
MOST_WAITING = 8

log = logging.getLogger("spectacular_bid.computer")


class EngineFailure(Exception):
    """No usable answer. ``code`` says what went wrong, ``detail`` the engine's words or ours:

    - ``"refused"``: the engine answered with an error (``detail`` is its reason);
    - ``"illegal"``: its answer names no legal action of the seat now;
    - ``"unreadable"``: its answer is not an ENGINE.md answer;
    - ``"timeout"``: no answer within the time allowed;
    - ``"unstartable"``: the process could not be started (no such program, a quote left open);
    - ``"ended"``: the process ended and did not answer.
    """

    def __init__(self, code: str, detail: str) -> None:
        super().__init__(detail)
        self.code = code
        self.detail = detail


class EngineClient(Protocol):
    """Something that answers ENGINE.md requests."""

    name: str  #: how the engine is named to the player

    def ask(self, request: dict[str, Any]) -> dict[str, Any]:
        """The answer to ``request`` (blocking; from any thread). Raises :class:`EngineFailure`
        when no usable answer comes."""
        ...

    def close(self) -> None:
        """Stop the engine (a process is ended)."""
        ...


def _checked(reply: object, request: dict[str, Any]) -> dict[str, Any]:
    """``reply`` if it is an answer to ``request``, else :class:`EngineFailure`."""
    if not isinstance(reply, dict):
        raise EngineFailure("unreadable", "the answer is not a JSON object")
    if "error" in reply:
        raise EngineFailure("refused", " ".join(str(reply["error"]).split())[:300] or "no reason given")
    if reply.get("id") != request.get("id"):
        raise EngineFailure("unreadable", f"the answer is to request {reply.get('id')!r}, not {request.get('id')!r}")
    return reply


class BuiltInEngine:
    """A level of the program's own engine, answered in this process (``level`` one of
    :data:`spectacular_bid.engine.LEVELS`; ``seed`` makes its choices reproducible)."""

    def __init__(self, level: str, seed: int = 0) -> None:
        self.level = level
        self.seed = seed
        self.name = level

    def ask(self, request: dict[str, Any]) -> dict[str, Any]:
        from ..engine import answer  # the engine loads when the computer is first asked

        return _checked(answer(request, self.level, self.seed), request)

    def close(self) -> None:
        pass


class EngineProcess:
    """Any command that speaks ENGINE.md, started on the first question.

    One question at a time (a second waits for the first). A process that ended between two
    questions is started again, once per question; one that ends or stays silent during a
    question fails it, and a silent one is stopped (its late answer would be read as the next
    one's) and started again at the next question. Lines that answer no question (written
    between two, not JSON, too long, to another question) are passed over. ``command`` is a command
    line, split as a POSIX shell would, or its words.
    """

    def __init__(self, command: str | Sequence[str], *, grace_ms: int = GRACE_MS, start_ms: int = START_MS) -> None:
        self.argv = shlex.split(command) if isinstance(command, str) else list(command)
        if not self.argv:
            raise ValueError("an engine command cannot be empty")
        self.name = " ".join(self.argv) if not isinstance(command, str) else command
        self.grace_ms = grace_ms
        self.start_ms = start_ms
        self.starts = 0  #: how many times the process was started
        self._process: subprocess.Popen[str] | None = None
        self._lines: queue.Queue[str | None] = queue.Queue(MOST_WAITING + 1)  # and the end
        self._chatter: deque[str] = deque(maxlen=1)  # the last line written that is no JSON object
        self._stderr: deque[str] = deque(maxlen=STDERR_LINES)
        self._lock = threading.Lock()
        self._errors: threading.Thread | None = None

    def ask(self, request: dict[str, Any]) -> dict[str, Any]:
        with self._lock:
            think = request.get("think_ms", 1000)
            timeout = (think if type(think) is int and think > 0 else 1000) + self.grace_ms
            line = json.dumps(request, ensure_ascii=False, separators=(",", ":")) + "\n"
            for attempt in (0, 1):
                fresh = self._process is None or self._process.poll() is not None or not self._passed_over()
                if fresh:
                    self._start()
                if self._send(line):
                    break
                if attempt:
                    why = self._ended()
                    self._stop()
                    raise EngineFailure("ended", why)
                self._stop()  # it ended before the question: once more, with a new process
            if fresh:
                timeout += self.start_ms
            return self._answer(request, timeout / 1000)

    def _answer(self, request: dict[str, Any], seconds: float) -> dict[str, Any]:
        """The process's answer to ``request``, awaited ``seconds``. A line that is no answer
        to it (not JSON, too long, to another question) is passed over: an engine that wrote
        one line more than its answers read, for ever after, the line before the answer and
        failed every question. At the deadline the first line passed over is said as the
        reason, the process kept (it talks, and a late answer names its own question); a
        process that said nothing at all is stopped."""
        deadline = time.monotonic() + seconds
        passed = ""
        while True:
            try:
                line = self._lines.get(timeout=max(0.0, deadline - time.monotonic()))
            except queue.Empty:
                if not passed and self._chatter:
                    passed = f"the answer is not JSON: {self._chatter[-1][:80]!r}"
                if passed:
                    raise EngineFailure("unreadable", passed) from None
                self._stop()
                raise EngineFailure("timeout", f"no answer within {seconds:.2f} s") from None
            if line is None:
                why = self._ended()
                self._stop()
                raise EngineFailure("ended", why)
            reply = _reply_in(line, request)
            if isinstance(reply, dict):
                return _checked(reply, request)
            if not passed:  # once a question: an engine may write thousands
                log.warning("the engine %r wrote a line that answers nothing: %s", self.name, reply)
            passed = passed or reply

    def close(self) -> None:
        with self._lock:
            self._stop()

    # --- The process ----------------------------------------------------------------------

    def _passed_over(self) -> bool:
        """Pass over the lines the process wrote since the last answer (none of them answers
        the next question); False when its output has ended."""
        passed = len(self._chatter)
        self._chatter.clear()
        while True:
            try:
                line = self._lines.get_nowait()
            except queue.Empty:
                break
            if line is None:
                return False
            passed += 1
        if passed:
            log.warning("the engine %r wrote %d lines it was not asked for", self.name, passed)
        return True

    def _start(self) -> None:
        self._stop()
        self._lines = queue.Queue(MOST_WAITING + 1)
        self._chatter = deque(maxlen=1)
        self._stderr.clear()
        self.starts += 1
        try:
            process = subprocess.Popen(
                self.argv,
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                text=True,
                encoding="utf-8",
                errors="replace",
                bufsize=1,
            )
        except OSError as e:
            raise EngineFailure("unstartable", f"cannot start {self.argv[0]!r}: {e.strerror or e}") from None
        self._process = process
        reading = (process, self._lines, self._chatter)
        threading.Thread(target=self._read, args=reading, name="engine-answers", daemon=True).start()
        self._errors = threading.Thread(target=self._read_errors, args=(process,), name="engine-errors", daemon=True)
        self._errors.start()

    @staticmethod
    def _read(process: subprocess.Popen[str], lines: queue.Queue[str | None], chatter: deque[str]) -> None:
        """Pass on the process's lines that may be answers (:data:`MOST_WAITING` at most), keep
        the last of the others in ``chatter``, then None at its end. A review's engine wrote 50
        lines before its answer, which was dropped when every line waited in turn."""
        assert process.stdout is not None
        try:
            while line := process.stdout.readline(MAX_LINE):
                if line.lstrip().startswith("{") or len(line) >= MAX_LINE:
                    if lines.qsize() < MOST_WAITING:  # else dropped: the answer came before it
                        lines.put_nowait(line)  # this thread alone puts: a place is kept for the end
                elif line.strip():
                    chatter.append(line.rstrip("\n"))
        except (OSError, ValueError):
            pass
        lines.put(None)

    def _read_errors(self, process: subprocess.Popen[str]) -> None:
        assert process.stderr is not None
        try:
            while piece := process.stderr.readline(STDERR_PIECE):
                if piece.strip():
                    self._stderr.append(piece.strip()[:200])
        except (OSError, ValueError):
            pass

    def _send(self, line: str) -> bool:
        process = self._process
        assert process is not None and process.stdin is not None
        try:
            process.stdin.write(line)
            process.stdin.flush()
        except (OSError, ValueError):
            return False
        return True

    def _ended(self) -> str:
        process = self._process
        status = process.poll() if process is not None else None
        if status is None and process is not None:
            try:
                status = process.wait(timeout=0.5)
            except subprocess.TimeoutExpired:
                status = None
        if self._errors is not None and status is not None:
            self._errors.join(0.5)  # its last words
        said = f": {self._stderr[-1]}" if self._stderr else ""
        return f"the engine ended (exit status {status}){said}" if status is not None else f"the engine stopped{said}"

    def _stop(self) -> None:
        process, self._process = self._process, None
        if process is None:
            return
        try:
            if process.stdin is not None:
                process.stdin.close()
        except OSError:
            pass
        if process.poll() is None:
            process.kill()
        try:
            process.wait(timeout=2)
        except subprocess.TimeoutExpired:
            log.warning("the engine %r did not stop", self.name)


def _reply_in(line: str, request: dict[str, Any]) -> dict[str, Any] | str:
    """The answer to ``request`` that ``line`` holds (or an error answer to no id the engine
    could read, ENGINE.md's ``null``), or why it holds none: an error answer to an earlier
    question, come late, does not fail this one.

    >>> _reply_in('{"id": 4, "error": "late"}', {"id": 5})
    'the answer is to request 4, not 5'
    >>> _reply_in('{"id": null, "error": "not JSON"}', {"id": 5})
    {'id': None, 'error': 'not JSON'}
    """
    if len(line) >= MAX_LINE and not line.endswith("\n"):
        return f"the answer is longer than {MAX_LINE:,} characters"
    try:
        reply = json.loads(line)
    except (ValueError, RecursionError):  # nested too deep to read: no answer either
        return f"the answer is not JSON: {line[:80]!r}"
    if not isinstance(reply, dict):
        return "the answer is not a JSON object"
    if reply.get("id") != request.get("id") and not ("error" in reply and reply.get("id") is None):
        return f"the answer is to request {reply.get('id')!r}, not {request.get('id')!r}"
    return reply


def named_action(reply: dict[str, Any], seat: int) -> Action | None:
    """The action ``reply`` (an engine's answer, or an event it names) names for ``seat``,
    legal or not; None when it names none."""
    from ..engine import action_of as read  # the engine's reader of its own answers

    try:
        return read(reply, seat)
    except IllegalAction:
        return None


def action_of(reply: dict[str, Any], seat: int, legal: Sequence[Action]) -> Action:
    """The action ``reply`` names for ``seat``, one of ``legal`` (the rules' list for the
    game now); :class:`EngineFailure` (``"illegal"``) when it names none of them."""
    action = named_action(reply, seat)
    if action is None or action not in legal:
        shown = {k: v for k, v in reply.items() if k in ("do", "seat", "tile", "end", "amount")}
        raise EngineFailure("illegal", f"not a legal decision now: {json.dumps(shown)}")
    return action


class AnalysisCancelled(Exception):
    """An analysis was stopped before its end (:func:`analysis_of`)."""


class AnalysisTooLong(Exception):
    """A game too long to analyse: it holds ``decisions``, more than ``most``."""

    def __init__(self, decisions: int, most: int) -> None:
        super().__init__(decisions, most)
        self.decisions = decisions
        self.most = most


def analysis_of(record: Any, progress: Any, cancel: threading.Event) -> dict[str, Any]:
    """The engine's analysis of game ``record`` (a core ``Record``) at its default setting,
    as its JSON document (docs/ANALYSIS.md): every decision valued from what its player could
    know. ``progress(done, total)`` is called after each decision; setting ``cancel`` raises
    :class:`AnalysisCancelled` soon after. Blocking: run it beside the window."""
    from .. import engine  # loaded when a game is first analysed

    try:
        done = engine.analyse(record, engine.Setting(), progress=progress, cancel=cancel)
    except engine.Cancelled:
        raise AnalysisCancelled from None
    except engine.TooLong as e:
        raise AnalysisTooLong(e.decisions, engine.analysis.MOST_DECISIONS) from None
    return done.to_json()


#: How long the trial question lets an engine think, in ms.
TRIAL_THINK_MS = 300


def trial(client: EngineClient) -> str:
    """Ask ``client`` one question — the opening of a game dealt from a fixed seed, for the
    opener — and return its answer's event (ENGINE.md, as JSON text) when it is legal;
    :class:`EngineFailure` otherwise. For a player who chooses an engine to check it."""
    import random

    from ..core import START, Event, Record, Reveal, apply, deal_from, legal_actions, new_game, seat_record

    state = apply(new_game(("Player", "Engine"), [deal_from(random.Random(2026))]), START, 0)
    seat = state.to_act
    assert seat is not None
    request = {
        "id": "try",
        "seat": seat,
        "at": 0,
        "think_ms": TRIAL_THINK_MS,
        "record": seat_record(Record(state.players, state.deals, (Event(0, "start"),)), seat),
    }
    reply = client.ask(request)
    action_of(reply, seat, legal_actions(apply(state, Reveal(seat), 0)))
    return json.dumps({k: v for k, v in reply.items() if k in ("do", "tile", "end", "amount")}, ensure_ascii=False)
