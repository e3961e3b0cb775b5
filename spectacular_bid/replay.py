"""``spectacular-bid replay RECORD.json [--trace]`` (RECORD.md). Imports no Qt.

Exit status (RECORD.md, last paragraphs): 0 when the record was read, whatever events the rules
refused; 2 with one line on standard error when the input is not a record (missing, unreadable,
larger than 8 MiB, not JSON, or breaking the format); 1 with one line on standard error when
the output cannot be written (a full disk, a console that cannot encode a player's name). A
closed pipe (``replay R --trace | head -1``) ends the command quietly, with nothing on standard
error and status 1. Never a traceback.
"""

from __future__ import annotations

import json
import os
import re
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import TextIO

from .app.messages import describe_notes, describe_refusal, describe_standing, english
from .core import Flagged
from .core.record import RecordError, Step, final_line, parse_record, replay, trace_line
from .core.rules import MissingDeal, new_game
from .recordfile import RecordTooLarge, read_record_bytes

NOT_A_RECORD = 2  #: exit status for input that is not a record
NOT_WRITTEN = 1  #: exit status when the output cannot be written (or the pipe closed)
JSON_DIGITS = 4300  #: RECORD.md: an integer of more digits is not JSON


#: Characters a terminal must not be handed, shown escaped instead:
#: - control characters (Unicode's category Cc): a terminal obeys them (ESC starts a sequence
#:   that can retitle or clear it);
#: - format characters (category Cf), as of Unicode 15.1: invisible, and the bidirectional
#:   controls among them (U+202A–U+202E, U+2066–U+2069, the marks U+200E, U+200F, U+061C)
#:   reorder the rest of the line, so that a name can make a refusal or a score read otherwise.
#:   The zero-width non-joiner and joiner (U+200C, U+200D) are kept: Persian and Indic names and
#:   emoji sequences are written with them, and they reorder nothing.
_CONTROL = re.compile(
    "[\x00-\x1f\x7f-\x9f"  # Cc
    "\u00ad\u0600-\u0605\u061c\u06dd\u070f\u0890\u0891\u08e2\u180e\u200b\u200e\u200f"
    "\u202a-\u202e\u2060-\u2064\u2066-\u206f\ufeff\ufff9-\ufffb\U000110bd\U000110cd"
    "\U00013430-\U0001343f\U0001bca0-\U0001bca3\U0001d173-\U0001d17a\U000e0001\U000e0020-\U000e007f]"
)


def _printable(text: str) -> str:
    """``text`` on one line for a terminal: control and format characters (:data:`_CONTROL`)
    and lone surrogates (valid in JSON strings) escaped, other line breaks made spaces.

    >>> _printable("Ana\\nBen \\ud800 \\x1b[2J\\u2028x \\u202eB")
    'Ana\\\\nBen \\\\ud800 \\\\x1b[2J x \\\\u202eB'
    """
    escaped = _CONTROL.sub(lambda m: m[0].encode("unicode_escape").decode("ascii"), text)
    one_line = " ".join(escaped.splitlines())
    return one_line.encode("utf-8", "backslashreplace").decode("utf-8")


#: The characters of a name quoted in a sentence (a refusal, a note, the standing, a row of
#: ``analyse``'s table); a longer name is cut there, with "…". The program's own names have at
#: most 24 (``app.names.MAX_NAME``) and are never cut; a record's may have millions, and a
#: name is quoted once per event: whole, a name of 1,000,000 characters refused 160,000 times
#: would make a summary of 160 GB. The summary's first line shows both names whole, once.
NAME_SHOWN = 40


def short_name(name: str) -> str:
    """``name`` for a sentence: :func:`_printable`, and cut to :data:`NAME_SHOWN` characters.

    >>> short_name("Ana"), short_name("x" * 100)[-3:], len(short_name("x" * 100))
    ('Ana', 'xx…', 40)
    """
    if len(name) > NAME_SHOWN:
        return _printable(name[: NAME_SHOWN - 1]) + "…"
    return _printable(name)


def _say(err: TextIO | None, message: str, command: str = "spectacular-bid") -> None:
    """Write one line on ``err``, after ``command``'s name; a standard error that cannot take
    it is left alone."""
    line = _printable(f"{command}: {message}")
    try:
        if err is not None:
            err.write(line + "\n")
            err.flush()
    except (OSError, ValueError):  # closed, full, or unable to encode even the escaped line
        try:
            if err is not None:
                err.write(line.encode("ascii", "backslashreplace").decode("ascii") + "\n")
                err.flush()
        except (OSError, ValueError):
            pass


def _silence(out: TextIO | None) -> None:
    """Point ``out``'s file descriptor at the null device, so that what is still buffered for
    a closed or full output cannot fail again when the interpreter exits (the Python
    documentation's advice for ``BrokenPipeError``). Streams without a descriptor are left."""
    if out is None:
        return
    try:
        fd = out.fileno()
    except (OSError, ValueError, AttributeError):
        return
    devnull = os.open(os.devnull, os.O_WRONLY)
    try:
        os.dup2(devnull, fd)
    finally:
        os.close(devnull)


class _OutputFailed(Exception):
    """Writing to the output failed; ``cause`` says how."""

    def __init__(self, cause: OSError | ValueError) -> None:
        super().__init__(str(cause))
        self.cause = cause


#: The program's own signs, in plain forms for an output that cannot show them: a file written
#: on Windows is cp1252, which has no arrow and no minus sign.
_PLAIN_SIGNS = str.maketrans({"→": "->", "—": "--", "−": "-", "…": "..."})


class _Output:
    """The output stream, with every failure to write turned into :class:`_OutputFailed`."""

    def __init__(self, stream: TextIO | None) -> None:
        self.stream = stream

    def write(self, text: str) -> None:
        try:
            if self.stream is None:  # the program was started with its output closed
                raise ValueError("standard output is closed")
            try:
                self.stream.write(text)
            except UnicodeEncodeError:  # its own signs plain; a name it cannot show fails still
                self.stream.write(text.translate(_PLAIN_SIGNS))
        except (OSError, ValueError) as e:  # ValueError: an encoding error, a closed stream
            raise _OutputFailed(e) from None

    def check(self, text: str) -> None:
        """Raise :class:`_OutputFailed` now if the stream's encoding cannot write ``text``: a
        command that writes only at the end of a long work (``analyse``) checks the names it
        will write first, so that a console that cannot show one fails at once."""
        encoding = getattr(self.stream, "encoding", None)
        if not isinstance(encoding, str):  # a stream of str (StringIO) writes any text
            return
        errors = getattr(self.stream, "errors", None)
        try:
            text.encode(encoding, errors if isinstance(errors, str) else "strict")
        except UnicodeEncodeError as e:
            raise _OutputFailed(e) from None
        except LookupError:  # an encoding or an error handler unknown here: writing will tell
            pass

    def flush(self) -> None:
        try:
            if self.stream is not None:
                self.stream.flush()
        except (OSError, ValueError) as e:
            raise _OutputFailed(e) from None


def run_replay(path: str, as_trace: bool, out: TextIO | None = None, err: TextIO | None = None) -> int:
    """Replay the record at ``path`` (``"-"`` is standard input) onto ``out``; returns the exit
    status: 0, 2 for input that is not a record, 1 for output that cannot be written."""
    return run_writing(lambda output, error: _run(path, as_trace, output, error), out, err)


def run_writing(
    body: Callable[[_Output, TextIO], int],
    out: TextIO | None,
    err: TextIO | None,
    command: str = "spectacular-bid",
) -> int:
    """``body``'s exit status, writing onto ``out`` (standard output by default) with errors on
    ``err``; output that cannot be written ends it with one line on ``err`` (after ``command``'s
    name) and status 1, and quietly when the reader has gone."""
    stream = sys.stdout if out is None else out
    err = sys.stderr if err is None else err
    output = _Output(stream)
    try:
        with _room_for_record_numbers():
            status = body(output, err)
        output.flush()
    except _OutputFailed as failed:
        e = failed.cause
        if isinstance(e, BrokenPipeError):  # the reader has gone: end quietly
            _silence(stream)
        elif isinstance(e, UnicodeEncodeError):
            bad = e.object[e.start : e.end]
            encoding = getattr(stream, "encoding", None) or e.encoding
            _say(err, f"cannot write the output: the console cannot show {bad!r} ({encoding})", command)
        else:  # a full disk, a closed stream
            _silence(stream)
            reason = e.strerror if isinstance(e, OSError) and e.strerror else str(e)
            _say(err, f"cannot write the output: {reason}", command)
        return NOT_WRITTEN
    return status


def _run(path: str, as_trace: bool, out: _Output, err: TextIO) -> int:
    """The replay itself; output errors propagate to :func:`run_replay`."""
    data = read_or_say(path, err)
    if data is None:
        return NOT_A_RECORD
    try:
        record = parse_record(data)
        del data
        players = (short_name(record.players[0]), short_name(record.players[1]))
        if not as_trace:
            whole = (_printable(record.players[0]), _printable(record.players[1]))
            out.write(f"{whole[0]} v {whole[1]}, {len(record.events)} events\n")
        state = new_game(record.players, record.deals)
        # Each line is written as its event is replayed: a record of 8 MiB holds some 300,000
        # events, and kept, their lines would hold the whole summary in memory.
        for s in replay(record):
            state = s.state
            if as_trace:
                out.write(json.dumps(trace_line(s)) + "\n")
            else:
                for line in _describe(s, players):
                    out.write(line + "\n")
    except (RecordError, MissingDeal) as e:
        out.flush()
        return _not_a_record(err, f"{path}: {e}")
    if as_trace:
        out.write(json.dumps(final_line(state)) + "\n")
        return 0
    out.write(_printable(describe_standing(state.hands_dealt, players, state.points, state.result, english)) + "\n")
    return 0


@contextmanager
def _room_for_record_numbers() -> Iterator[None]:
    """A record's integers have up to 4,300 digits (RECORD.md; the reader refuses more,
    whatever Python's limit), and a time that long is written in the summary and in refusals.
    ``PYTHONINTMAXSTRDIGITS`` may let Python write only 640: while replaying, let it write
    twice RECORD.md's digits (a time plus a delay), then put the limit back."""
    before = sys.get_int_max_str_digits()
    if before:  # 0: no limit
        sys.set_int_max_str_digits(max(before, 2 * JSON_DIGITS))
    try:
        yield
    finally:
        sys.set_int_max_str_digits(before)


def read_or_say(path: str, err: TextIO) -> bytes | None:
    """The bytes of the record file at ``path`` (``-``: standard input); None once ``err`` has
    been told why they cannot be read (too large, missing, a name the system cannot take)."""
    try:
        return read_record_bytes(path)
    except RecordTooLarge as e:
        _say(err, f"{path}: larger than {e.limit // 2**20} MiB, too large to be a game record")
    except OSError as e:
        _say(err, f"cannot read {path}: {e.strerror or e}")
    except ValueError as e:  # a path the system cannot take (an embedded NUL)
        _say(err, f"cannot read {path}: {e}")
    return None


def _not_a_record(err: TextIO, message: str) -> int:
    _say(err, message)
    return NOT_A_RECORD


def _describe(s: Step, players: tuple[str, str]) -> list[str]:
    """Readable lines for one replayed event: refusals and what the rules did."""
    ev = s.event
    out: list[str] = []
    if not s.ok and any(isinstance(n, Flagged) for n in s.notes):
        out.append(f"  #{s.index} {ev.do} at {ev.at} ms: too late")  # the clock fell first (R37): its note says whose
    elif not s.ok:
        why = describe_refusal(s.refused, players, english) if s.refused is not None else (s.error or "")
        out.append(f"  #{s.index} {ev.do} at {ev.at} ms refused: {_printable(why)}")
    out.extend(f"  {line}" for line in describe_notes(s.notes, players, english))
    return out
