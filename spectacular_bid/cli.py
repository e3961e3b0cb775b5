"""The ``spectacular-bid`` command line: no subcommand starts the game.

Every command is read by one argparse parser. A subcommand is a subparser whose ``run``
default is the function that carries it out (``args -> exit status``); adding one is a
subparser and a function. Heavy imports (Qt, the rules) happen inside those functions, so
``replay`` never loads Qt.
"""

from __future__ import annotations

import argparse
import os
import stat
import sys
from collections.abc import Callable, Sequence

RECORD_DOC = "docs/RECORD.md"  #: the record format, as the project ships it
ANALYSIS_DOC = "docs/ANALYSIS.md"  #: the analysis and its JSON document
#: ``analyse``'s default ``--iterations``: the engine's ``analysis.DEFAULT_ITERATIONS``, written
#: here so that building the parser loads no engine (a test holds the two equal).
ANALYSE_ITERATIONS = 600
#: The most ``analyse`` may be asked to spend on a decision: sampled deals, or milliseconds.
MOST_ITERATIONS, MOST_THINK_MS = 100_000, 60_000


def build_parser() -> argparse.ArgumentParser:
    """The command's arguments; ``parse_args(...).run(args)`` carries the command out.

    >>> args = build_parser().parse_args(["replay", "game.json", "--trace"])
    >>> (args.run is replay, args.record, args.trace)
    (True, 'game.json', True)
    >>> build_parser().parse_args(["--data-dir", "games"]).run is start
    True
    """
    parser = argparse.ArgumentParser(
        prog="spectacular-bid",
        description="Spectacular Bid: a Fives dominoes duel for two players sharing one device.",
    )
    own = [
        parser.add_argument("--smoke", action="store_true", help="open the main window, then exit 0"),
        parser.add_argument(
            "--data-dir",
            metavar="DIR",
            type=_folder_name,
            help="where the game keeps its saved games (default: the user's data folder); the commands do not use it",
        ),
        parser.add_argument(
            "--status-file",
            metavar="PATH",
            help="write the exit status to PATH when done (then the error, if one stopped the program): "
            "for start-up checks that cannot see the status, as a program started by macOS's open",
        ),
    ]
    # The program's own options, named when one is given after a command, which has none of them.
    parser.set_defaults(run=start, program_options={name for action in own for name in action.option_strings})
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")

    rep = sub.add_parser(
        "replay",
        help="replay a game record and check it against the rules",
        description=(
            f"Replay a game record and check it against the rules. The record format and the "
            f"--trace lines are described in {RECORD_DOC}, shipped with Spectacular Bid's source."
        ),
        epilog=(
            "Exit status: 0 when the record was read (whatever events the rules refused); 2 when "
            "the input is not a game record (also when it is larger than 8 MiB); 1 when the "
            "output cannot be written."
        ),
    )
    rep.add_argument("record", help=f"a game record ({RECORD_DOC}), at most 8 MiB; - reads standard input")
    rep.add_argument("--trace", action="store_true", help=f"print one JSON line per event ({RECORD_DOC})")
    rep.set_defaults(run=replay, parser=rep)

    ana = sub.add_parser(
        "analyse",
        help="value every decision of a game record with the engine, from what each player could know",
        description=(
            f"Value every decision of both players in a game record ({RECORD_DOC}) with the engine, "
            f"from what the player could know: what was chosen, what the engine preferred, the points "
            f"lost and a class. The --json document, the classes and their thresholds are described "
            f"in {ANALYSIS_DOC}. A progress bar goes to standard error. Seeded and with --iterations "
            f"(the default), the output is the same on any machine."
        ),
        epilog=(
            "Exit status: 0 when the record was read; 2 when the input is not a game record (also "
            "when it is larger than 8 MiB); 1 when the output cannot be written."
        ),
    )
    ana.add_argument("record", help=f"a game record ({RECORD_DOC}), at most 8 MiB; - reads standard input")
    budget = ana.add_mutually_exclusive_group()
    budget.add_argument(
        "--iterations",
        type=_at_most(MOST_ITERATIONS),
        metavar="N",
        help=f"sampled deals the engine weighs each decision on (default: {ANALYSE_ITERATIONS}, at most "
        f"{MOST_ITERATIONS}); the same output on any machine",
    )
    budget.add_argument(
        "--think",
        type=_at_most(MOST_THINK_MS),
        metavar="MS",
        help=f"wall-clock milliseconds a decision instead (at most {MOST_THINK_MS}; not reproducible)",
    )
    ana.add_argument("--seed", type=int, default=0, metavar="S", help="seeds the engine's sampling (default: 0)")
    ana.add_argument("--json", action="store_true", help=f"print one JSON document ({ANALYSIS_DOC})")
    ana.set_defaults(run=analyse, parser=ana)

    shots = sub.add_parser("screenshots", help="play a scripted game in the window and save a PNG of every screen")
    shots.add_argument("directory", type=_folder_name, help="where to save the pictures")
    shots.set_defaults(run=screenshots, parser=shots)

    # The computer player's commands read their own options (spectacular_bid.engine.cli):
    # listed here for --help, dispatched by main before this parser reads them.
    sub.add_parser("engine", help="the computer player, speaking docs/ENGINE.md on stdin/stdout", add_help=False)
    sub.add_parser("match", help="duplicate matches between engine levels or engine commands", add_help=False)
    return parser


def _folder_name(text: str) -> str:
    """A folder option: any name but an empty one or one of spaces only, which name no folder
    (the current one would be taken without a word)."""
    if not text.strip():
        raise argparse.ArgumentTypeError("a folder's name is needed")
    return text


def start(args: argparse.Namespace) -> int:
    """Open the game's window (``--smoke``: then exit 0); with ``--status-file``, write the
    exit status there, and the traceback of an error that stopped the program. A status file
    that cannot be written is said before the window opens (status 2, as a bad argument)."""
    if args.status_file:
        why = status_file_refusal(args.status_file)
        if why is not None:
            print(f"spectacular-bid: cannot write the status file {args.status_file}: {why}", file=sys.stderr)
            return 2
    try:
        from .ui.launch import launch

        status = launch(smoke=args.smoke, data_dir=args.data_dir)
    except BaseException:
        if args.status_file:
            import traceback

            write_status(args.status_file, 1, traceback.format_exc())
        raise
    if args.status_file:
        write_status(args.status_file, status)
    return status


def status_file_refusal(path: str) -> str | None:
    """Why ``path`` cannot be the status file, written at the end of the run; None if it can.
    A folder, a pipe (it would wait for a reader forever) or a socket is refused unopened; a
    device such as the null one is written to, if it takes a write (``/dev/full`` takes none).
    So is a file that holds something other than an earlier run's status (the games file given
    by mistake would be written over)."""
    try:
        found = os.stat(path)
    except FileNotFoundError:
        found = None
    except OSError as e:
        return str(e.strerror or e)
    if found is not None and stat.S_ISCHR(found.st_mode):
        return _device_refusal(path)
    if found is not None and not stat.S_ISREG(found.st_mode):
        return "it is a folder" if stat.S_ISDIR(found.st_mode) else "it is not a regular file"
    try:
        with open(path, "a+b") as f:  # written at the end: may it be?
            f.seek(0)
            head = f.read(16)
    except OSError as e:
        return str(e.strerror or e)
    first, newline, _ = head.partition(b"\n")
    if head and not (newline and first.rstrip(b"\r").lstrip(b"-").isdigit()):  # as written here, or by Windows
        return "it holds something else, which the status would replace"
    return None


def _device_refusal(path: str) -> str | None:
    """Why the device at ``path`` cannot take the status, or None: it is opened without waiting
    (a terminal's line, say) and written nothing, which a device that refuses every write
    refuses too (``/dev/full``: "No space left on device")."""
    try:
        fd = os.open(path, os.O_WRONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0))
    except OSError as e:
        return str(e.strerror or e)
    try:
        os.write(fd, b"")
    except OSError as e:
        return str(e.strerror or e)
    finally:
        os.close(fd)
    return None


def write_status(path: str, status: int, error: str = "") -> None:
    """The status file: the exit status on its first line (``0``), then ``error``; one line on
    standard error if it cannot be written after all (a disk filled since the start)."""
    try:
        with open(path, "w", encoding="utf-8", errors="backslashreplace", newline="\n") as f:
            f.write(f"{status}\n{error}")
    except OSError as e:
        print(f"spectacular-bid: cannot write the status file {path}: {e.strerror or e}", file=sys.stderr)


def replay(args: argparse.Namespace) -> int:
    """``replay RECORD [--trace]`` (RECORD.md); imports no Qt. Ctrl+C (on a pipe that no
    program writes to, say) ends it with the shell's status for an interrupt, 130."""
    from .replay import run_replay

    try:
        return run_replay(args.record, args.trace)
    except KeyboardInterrupt:
        return 130


def _positive(text: str, most: int | None = None) -> int:
    """A positive integer option, at most ``most`` when given (argparse refuses anything else
    with status 2)."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not an integer: {text!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1: {text!r}")
    if most is not None and value > most:
        raise argparse.ArgumentTypeError(f"must be at most {most}: {text if len(text) <= 20 else text[:20] + '…'}")
    return value


def _at_most(most: int) -> Callable[[str], int]:
    """:func:`_positive` bounded by ``most``."""
    return lambda text: _positive(text, most)


def analyse(args: argparse.Namespace) -> int:
    """``analyse RECORD [--think MS | --iterations N] [--seed S] [--json]``; imports no Qt.
    Ctrl+C ends it with status 130."""
    from .analyse import run_analyse
    from .engine.analysis import Setting

    if args.think is not None:
        setting = Setting(iterations=None, think_ms=args.think, seed=args.seed)
    else:
        setting = Setting(iterations=args.iterations or ANALYSE_ITERATIONS, seed=args.seed)
    try:
        return run_analyse(args.record, setting, args.json)
    except KeyboardInterrupt:
        return 130


def screenshots(args: argparse.Namespace) -> int:
    """Play the scripted game and save a PNG of every screen; 1 if a screen was not reached."""
    import errno
    import tempfile
    from pathlib import Path

    from .ui.screenshots import ALL_SHOTS, take_screenshots

    out = Path(args.directory)
    try:
        if out.exists() and not out.is_dir():
            raise NotADirectoryError(errno.ENOTDIR, "it is a file, not a folder")
        out.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryFile(dir=out):  # a picture could be saved there
            pass
    except OSError as e:
        print(f"spectacular-bid screenshots: cannot save pictures in {out}: {e.strerror or e}", file=sys.stderr)
        return 2
    saved = take_screenshots(out)
    for name in saved:
        print(Path(args.directory) / name)
    missing = [n for n in ALL_SHOTS if n not in saved]
    if missing:
        print(f"spectacular-bid: the scripted game did not reach: {', '.join(missing)}", file=sys.stderr)
        return 1
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command; returns the exit status."""
    words = sys.argv[1:] if argv is None else list(argv)
    try:
        if words[:1] in (["engine"], ["match"]):
            from .engine.cli import run_engine, run_match

            return (run_engine if words[0] == "engine" else run_match)(words[1:])
        parser = build_parser()
        args, extra = parser.parse_known_args(words)
        if args.command in ("engine", "match"):  # their options are their own: they come first
            parser.error(
                f"{args.command} reads its own options and none of the program's: "
                f"spectacular-bid {args.command} [options]"
            )
        if extra:  # said with the usage of the command they follow, if any
            stray = "unrecognized arguments: " + " ".join(extra)
            program = [word.split("=")[0] for word in extra if word.split("=")[0] in args.program_options]
            if args.command and program:
                stray += f" ({', '.join(program)}: the program's, not {args.command}'s)"
            getattr(args, "parser", parser).error(stray)
        status: int = args.run(args)
        return status
    except KeyboardInterrupt:  # Ctrl-C: stopped as asked, without a traceback
        return 130


if __name__ == "__main__":
    sys.exit(main())
