"""The ``spectacular-bid`` command line."""

from __future__ import annotations

import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import argparse


def build_parser() -> argparse.ArgumentParser:
    """The command's arguments: no subcommand starts the game."""
    import argparse

    parser = argparse.ArgumentParser(
        prog="spectacular-bid",
        description="Spectacular Bid: a Fives dominoes duel for two players sharing one device.",
    )
    parser.add_argument("--smoke", action="store_true", help="open the main window, then exit 0")
    parser.add_argument(
        "--data-dir",
        metavar="DIR",
        help="where the saved games are kept (default: the user's data folder); replay ignores it",
    )
    sub = parser.add_subparsers(dest="command")
    rep = sub.add_parser("replay", help="replay a game record and check it against the rules")
    rep.add_argument("record", help="a game record (RECORD.md)")
    rep.add_argument("--trace", action="store_true", help="print one JSON line per event")
    shots = sub.add_parser("screenshots", help="play a scripted game in the window and save a PNG of every screen")
    shots.add_argument("directory", help="where to save the pictures")
    return parser


def start_options(argv: Sequence[str]) -> tuple[bool, str | None] | None:
    """``(smoke, data_dir)`` when ``argv`` only starts the game with well-formed options, else
    None, and :func:`build_parser` reads it (and says what is wrong, or prints the help).

    Starting is by far the common case, and argparse's first use costs a few milliseconds of
    start-up (``benchmarks/startup.py``); both readings agree (``tests/test_cli.py``).
    """
    smoke, data_dir = False, None
    rest = list(argv)
    while rest:
        arg = rest.pop(0)
        if arg == "--smoke":
            smoke = True
        elif arg == "--data-dir" and rest and not rest[0].startswith("-"):
            data_dir = rest.pop(0)
        elif arg.startswith("--data-dir=") and len(arg) > len("--data-dir="):
            data_dir = arg[len("--data-dir=") :]
        else:
            return None
    return smoke, data_dir


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command; returns the exit status."""
    args_list = sys.argv[1:] if argv is None else list(argv)
    if args_list[:1] in (["engine"], ["match"]):  # the computer player's commands parse their own options
        from .engine.cli import run_engine, run_match

        return (run_engine if args_list[0] == "engine" else run_match)(args_list[1:])
    start = start_options(args_list)
    if start is not None:
        from .ui.launch import launch

        return launch(smoke=start[0], data_dir=start[1])
    args = build_parser().parse_args(argv)
    if args.command == "replay":
        from .replay import run_replay

        return run_replay(args.record, args.trace)
    if args.command == "screenshots":
        from pathlib import Path

        from .ui.screenshots import SHOTS, take_screenshots

        saved = take_screenshots(Path(args.directory))
        for name in saved:
            print(Path(args.directory) / name)
        missing = [n for n in SHOTS if n not in saved]
        if missing:
            print(f"spectacular-bid: the scripted game did not reach: {', '.join(missing)}", file=sys.stderr)
            return 1
        return 0
    from .ui.launch import launch

    return launch(smoke=args.smoke, data_dir=args.data_dir)


if __name__ == "__main__":
    sys.exit(main())
