"""``spectacular-bid engine`` and ``spectacular-bid match``: the computer player as a process
speaking ENGINE.md, and duplicate matches between levels or engines."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TextIO

from .levels import LEVELS


def engine_parser() -> argparse.ArgumentParser:
    """The arguments of ``spectacular-bid engine``."""
    parser = argparse.ArgumentParser(
        prog="spectacular-bid engine",
        description="The computer player: one JSON request per line on standard input, one JSON "
        "answer per line on standard output (ENGINE.md).",
    )
    parser.add_argument("--level", choices=LEVELS, default="hard", help="how strong it plays (default: hard)")
    parser.add_argument("--seed", type=int, default=0, help="makes its choices reproducible (default: 0)")
    return parser


def run_engine(argv: Sequence[str], stdin: TextIO | None = None, stdout: TextIO | None = None) -> int:
    """Answer requests until the end of input; exit status 0 (2 for bad arguments)."""
    from .protocol import respond

    args = engine_parser().parse_args(list(argv))
    source = sys.stdin if stdin is None else stdin
    out = sys.stdout if stdout is None else stdout
    for line in source:
        reply = respond(line, args.level, args.seed)
        try:
            out.write(json.dumps(reply, ensure_ascii=False) + "\n")
            out.flush()
        except BrokenPipeError:
            return 0
    return 0


def match_parser() -> argparse.ArgumentParser:
    """The arguments of ``spectacular-bid match``."""
    parser = argparse.ArgumentParser(
        prog="spectacular-bid match",
        description="Duplicate matches: every deal is played twice with the seats swapped. Prints the "
        "points per hand gained by A with a 95%% interval, games won, illegal answers and answer times.",
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


def run_match(argv: Sequence[str], stdout: TextIO | None = None) -> int:
    """Play a duplicate match and print its figures; exit status 0 (2 for bad arguments)."""
    from .match import player_for, summary
    from .match import run_match as play

    args = match_parser().parse_args(list(argv))
    out = sys.stdout if stdout is None else stdout
    if args.pairs < 1 or args.think < 1 or args.hands < 1:
        print("spectacular-bid match: --pairs, --think and --hands must be at least 1", file=sys.stderr)
        return 2
    try:
        a = player_for(args.a, args.seed)
        b = player_for(args.b, args.seed + 1)
    except OSError as e:
        print(f"spectacular-bid match: cannot start the engine: {e}", file=sys.stderr)
        return 2

    def progress(done: int, result: object) -> None:
        if not args.quiet:
            print(f"pair {done}/{args.pairs}", file=sys.stderr, flush=True)

    try:
        result = play(
            a, b, args.pairs, args.seed, args.think, args.hands, Path(args.records) if args.records else None, progress
        )
    finally:
        a.close()
        b.close()
    for line in summary(result, a.name, b.name):
        print(line, file=out)
    return 0
