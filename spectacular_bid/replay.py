"""``spectacular-bid replay RECORD.json [--trace]`` (RECORD.md). Imports no Qt."""

from __future__ import annotations

import json
import sys
from typing import TextIO

from .app.messages import describe_notes, describe_refusal, describe_standing, english
from .core.record import RecordError, Step, final_line, parse_record, replay, trace_line
from .core.rules import MissingDeal


def _printable(text: str) -> str:
    """``text`` on one line, with anything the terminal cannot encode escaped."""
    one_line = " ".join(text.splitlines())
    return one_line.encode("utf-8", "backslashreplace").decode("utf-8")


def _fail(err: TextIO, message: str) -> int:
    print(_printable(f"spectacular-bid: {message}"), file=err)
    return 2


def run_replay(path: str, as_trace: bool, out: TextIO = sys.stdout, err: TextIO = sys.stderr) -> int:
    """Replay the record at ``path``; exit status 0, or 2 for a file that is not a record."""
    try:
        with open(path, "rb") as f:
            data = f.read()
    except OSError as e:
        return _fail(err, f"cannot read {path}: {e.strerror or e}")
    try:
        record = parse_record(data)
        lines: list[str] = []
        state = None
        for s in replay(record):
            state = s.state
            if as_trace:
                out.write(json.dumps(trace_line(s)) + "\n")
            else:
                lines.extend(_describe(s, (_printable(record.players[0]), _printable(record.players[1]))))
        if state is None:
            from .core.rules import new_game

            state = new_game(record.players, record.deals)
    except (RecordError, MissingDeal) as e:
        out.flush()
        return _fail(err, f"{path}: {e}")
    if as_trace:
        out.write(json.dumps(final_line(state)) + "\n")
        return 0
    p = (_printable(record.players[0]), _printable(record.players[1]))
    out.write(f"{p[0]} v {p[1]}, {len(record.events)} events\n")
    out.write("\n".join(lines) + ("\n" if lines else ""))
    out.write(_printable(describe_standing(state.hands_dealt, p, state.points, state.result, english)) + "\n")
    return 0


def _describe(s: Step, players: tuple[str, str]) -> list[str]:
    """Readable lines for one replayed event: refusals and what the rules did."""
    ev = s.event
    out: list[str] = []
    if not s.ok:
        why = describe_refusal(s.refused, players, english) if s.refused is not None else (s.error or "")
        out.append(f"  #{s.index} {ev.do} at {ev.at} ms refused: {_printable(why)}")
    out.extend(f"  {line}" for line in describe_notes(s.notes, players, english))
    return out
