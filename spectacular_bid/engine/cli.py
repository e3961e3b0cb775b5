"""``spectacular-bid engine`` and ``spectacular-bid match``: the computer player as a process
speaking ENGINE.md, and duplicate matches between levels or engines."""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, BinaryIO, TextIO

from .levels import LEVELS

if TYPE_CHECKING:
    from ..replay import _Output


def engine_parser() -> argparse.ArgumentParser:
    """The arguments of ``spectacular-bid engine``."""
    parser = argparse.ArgumentParser(
        prog="spectacular-bid engine",
        description="The computer player: one JSON request per line on standard input, one JSON "
        "answer per line on standard output (ENGINE.md). It thinks at most 10 s an answer (the delay "
        "of a decision), however long think_ms or iterations ask.",
    )
    parser.add_argument("--level", choices=LEVELS, default="hard", help="how strong it plays (default: hard)")
    parser.add_argument("--seed", type=int, default=0, help="makes its choices reproducible (default: 0)")
    return parser


#: Bytes a request line may hold (its end of line aside); a longer one gets an error line and
#: is read to its end without being kept. The largest game record is 8 MiB (RECORD.md).
LINE_LIMIT = 8 * 1024 * 1024


def run_engine(argv: Sequence[str], stdin: BinaryIO | None = None, stdout: BinaryIO | None = None) -> int:
    """Answer requests until the end of input; exit status 0, 2 for bad arguments, 1 when the
    answers cannot be written (one line on standard error; a closed pipe ends it quietly, 0).

    Whatever the bytes, every answer is a line of UTF-8 JSON: a line that is not UTF-8 text or
    is longer than :data:`LINE_LIMIT` gets an error line, and the engine reads on."""
    from .protocol import answer_text, respond

    args = engine_parser().parse_args(list(argv))
    source = _buffer(sys.stdin) if stdin is None else stdin
    out = _buffer(sys.stdout) if stdout is None else stdout
    if source is None:  # started with its input closed: no request
        return 0
    for line in request_lines(source):
        if line is None:
            reply = {"id": None, "error": f"a request is one line of at most {LINE_LIMIT // 2**20} MiB"}
        else:
            try:
                text = line.decode("utf-8")
            except UnicodeDecodeError:
                reply = {"id": None, "error": "a request is UTF-8 text"}
            else:
                text = text.removeprefix("\ufeff")  # a byte order mark, as RECORD.md allows in a file
                if text.strip():
                    reply = respond(text, args.level, args.seed)
                else:
                    reply = {"id": None, "error": "an empty line is not a request"}
        text = answer_text(reply)
        try:
            data = text.encode("utf-8")
        except UnicodeEncodeError:  # a lone surrogate in the echoed id: written escaped
            data = answer_text(reply, ascii_only=True).encode("ascii")
        try:
            if out is None:
                raise OSError("standard output is closed")
            out.write(data + b"\n")
            out.flush()
        except BrokenPipeError:  # the reader has gone
            _silence(out)
            return 0
        except (OSError, ValueError) as e:
            _silence(out)
            reason = e.strerror if isinstance(e, OSError) and e.strerror else str(e)
            print(f"spectacular-bid engine: cannot write the answers: {reason}", file=sys.stderr)
            return 1
    return 0


def request_lines(source: BinaryIO) -> Iterator[bytes | None]:
    """The text of each line of ``source`` without its end (LF or CRLF), or None for one whose
    text is longer than :data:`LINE_LIMIT` (read to its end, never held whole)."""
    while True:
        line = source.readline(LINE_LIMIT + 2)  # the text, and room for a CRLF end
        if not line:
            return
        text = line.removesuffix(b"\n").removesuffix(b"\r") if line.endswith(b"\n") else line
        if len(text) > LINE_LIMIT:
            if not line.endswith(b"\n"):
                while (rest := source.readline(1 << 20)) and not rest.endswith(b"\n"):
                    pass
            yield None
        else:
            yield text


def _buffer(stream: TextIO | None) -> BinaryIO | None:
    """The bytes under a standard stream (None when the program was started with it closed)."""
    return None if stream is None else stream.buffer


def _silence(out: BinaryIO | None) -> None:
    """Point ``out``'s descriptor at the null device, so that what is still buffered for a
    closed or full output cannot fail again when the interpreter exits."""
    try:
        fd = out.fileno() if out is not None else -1
    except (OSError, ValueError, AttributeError):
        return
    if fd < 0:
        return
    devnull = os.open(os.devnull, os.O_WRONLY)
    try:
        os.dup2(devnull, fd)
    finally:
        os.close(devnull)


def match_parser() -> argparse.ArgumentParser:
    """The arguments of ``spectacular-bid match``."""
    parser = argparse.ArgumentParser(
        prog="spectacular-bid match",
        description="Duplicate matches: every deal is played twice with the seats swapped. Prints the "
        "points per hand gained by A with a 95% interval, games won (a game stopped at --hands counts for the "
        "player ahead on points; level, for neither), illegal answers and answer times.",
        epilog="Exit status: 0 when the match was played; 2 for a bad argument (before any game); 1 when "
        "an engine command misbehaves or a record or the figures cannot be written (quietly when the "
        "reader of the figures has gone).",
    )
    parser.add_argument("--a", default="hard", help=f"player A: a level ({', '.join(LEVELS)}) or an engine command")
    parser.add_argument("--b", default="easy", help='player B: a level or a command, e.g. "spectacular-bid engine"')
    parser.add_argument("--pairs", type=int, default=10, help="pairs of games (default: 10)")
    parser.add_argument("--seed", type=int, default=0, help="seeds the deals and the levels (default: 0)")
    parser.add_argument("--think", type=int, default=200, metavar="MS", help="think_ms of every request (default 200)")
    parser.add_argument("--hands", type=int, default=10, help="hands per game at most (default: 10)")
    parser.add_argument("--records", metavar="DIR", help="write every game's record there (RECORD.md)")
    parser.add_argument("--quiet", action="store_true", help="no progress lines on standard error")
    return parser


def run_match(argv: Sequence[str], stdout: TextIO | None = None, stderr: TextIO | None = None) -> int:
    """Play a duplicate match and print its figures; exit status 0, 2 for bad arguments (found
    before any game is played), 1 when an engine command misbehaves, a record cannot be written
    or the figures cannot be (a full disk, a closed output) — each with one line on standard
    error — and 1 quietly when the reader of the figures has gone (a closed pipe), as
    ``replay``'s output errors (RECORD.md)."""
    from ..replay import run_writing

    args = match_parser().parse_args(list(argv))
    return run_writing(lambda output, err: _match(args, output, err), stdout, stderr, "spectacular-bid match")


def _match(args: argparse.Namespace, out: _Output, err: TextIO) -> int:
    """The match of :func:`run_match`; a failure to write ``out`` propagates to it."""
    from .match import MAX_HANDS, EngineFailure, Player, RecordsFailure, player_for, summary
    from .match import run_match as play

    low = [f"--{name}" for name in ("pairs", "think", "hands") if getattr(args, name) < 1]
    if low:
        named = low[0] if len(low) == 1 else f"{', '.join(low[:-1])} and {low[-1]}"
        print(f"spectacular-bid match: {named} must be at least 1", file=err)
        return 2
    if args.hands > MAX_HANDS:
        print(
            f"spectacular-bid match: --hands must be at most {MAX_HANDS:,}: the requests of a longer "
            f"game would not fit the {LINE_LIMIT // 2**20} MiB line of the engine protocol",
            file=err,
        )
        return 2
    records = Path(args.records) if args.records else None
    if records is not None and (reason := _unwritable(records)) is not None:
        print(f"spectacular-bid match: --records {args.records}: {reason}", file=err)
        return 2
    out.write("")  # started with its output closed: said now, not after the whole match
    players: list[Player] = []
    for option, spec, seed in (("--a", args.a, args.seed), ("--b", args.b, args.seed + 1)):
        try:
            players.append(player_for(spec, seed))
        except (ValueError, OSError) as e:
            for started in players:
                started.close()
            reason = e.strerror if isinstance(e, OSError) and e.strerror else str(e)
            what = "is not a command line" if isinstance(e, ValueError) else "cannot be started"
            if " " not in spec.strip():  # one word: a level misspelt, as likely as a command
                what = f"is not a level ({', '.join(LEVELS)}) and {what.replace('is not', 'not')}"
            print(f"spectacular-bid match: {option} {spec!r} {what}: {reason}", file=err)
            return 2
    a, b = players

    def progress(done: int, result: object) -> None:
        if not args.quiet:
            print(f"pair {done}/{args.pairs}", file=err, flush=True)

    try:
        result = play(a, b, args.pairs, args.seed, args.think, args.hands, records, progress)
    except EngineFailure as e:
        side = "A" if e.player is a else "B"
        print(f"spectacular-bid match: player {side} ({e.player.name!r}) {e.what}; it was stopped", file=err)
        return 1
    except RecordsFailure as e:
        print(f"spectacular-bid match: {e}", file=err)
        return 1
    finally:
        a.close()
        b.close()
    for line in summary(result, a.name, b.name):
        out.write(line + "\n")
    return 0


def _unwritable(directory: Path) -> str | None:
    """Why no record can be written in ``directory`` (made if missing), or None when one can:
    checked before the first game, whose result would otherwise be lost to the error."""
    if directory.exists() and not directory.is_dir():
        return "it is not a directory"
    try:
        directory.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryFile(dir=directory):
            pass
    except OSError as e:
        return e.strerror or str(e)
    return None
