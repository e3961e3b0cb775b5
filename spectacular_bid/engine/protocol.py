"""The engine protocol (ENGINE.md): one JSON request in, one JSON answer out.

:func:`respond` turns a request line into an answer line and never raises: a request that is
not JSON, not an object, lacks a field or describes no decision for its seat gets an error
line, and the answer is always one of the seat's legal events. The engine's only input is the
request: its seat record holds what the seat may know, and nothing else reaches the search.
"""

from __future__ import annotations

import json
import math
import re
import time
from collections.abc import Callable
from typing import Any

from spectacular_bid.core import (
    MAX_DEPTH,
    Action,
    Event,
    Knowledge,
    NoDecision,
    SeatRecordError,
    infer,
    legal_actions,
    read_seat_record,
)

from .levels import LEVELS, Budget, decide, ready, seeded

DEFAULT_THINK_MS = 1000
#: Wall-clock time kept back from ``think_ms`` for reading the request and writing the answer.
MARGIN_MS = 15
#: The share of ``think_ms`` the search itself may use.
SEARCH_SHARE = 0.85
#: RECORD.md: an integer of more digits is not JSON.
MAX_DIGITS = 4300


#: The longest the engine thinks, in ms: the 10 s delay a decision gets before the reserve runs
#: (R36), which no level needs more than (hard takes about 1.5 s). A longer ``think_ms``, or a
#: huge ``iterations``, is answered within it, as ENGINE.md allows ("a level may answer
#: sooner"), so that no request keeps the engine busy for long (1e30 took 55 s, and before a
#: reveal, where no clock bounds it, could have taken a day).
MAX_THINK_MS = 10_000
#: The most lists and objects a request may hold: the densest seat record of 8 MiB (RECORD.md's
#: limit) holds about 300,000, one an event and one its tile; a line of 2.7 million empty lists
#: took the engine 420 MB and seconds past its think_ms to read.
MOST_CONTAINERS = 500_000
#: The most numbers too large for a float a request may hold: each is kept as written
#: (:class:`LargeNumber`), five times a float's room, and no field reads one; a line of 1.4
#: million ``2e308`` took the engine 430 MB.
MOST_LARGE_NUMBERS = 100_000
#: A JSON string, its escapes included: what may hold brackets that are no list. One left
#: open runs to the line's end, and what a string matched is never tried again (``*+``): a
#: hostile line of brackets and an open string of ``\"`` was scanned to its end from every
#: quote in it, 22 s for 580 KB, and would have taken days for 8 MB.
_STRING = re.compile(r'"(?:[^"\\]|\\.)*+(?:"|\\?\Z)', re.DOTALL)


class BadRequest(ValueError):
    """A request the engine cannot answer; the message says why, in one line."""


class LargeNumber(str):
    """A JSON number too large for a float (``1e999``), kept as written: RECORD.md reads it as
    a number (never an integer), and an answer echoes it as written, never as ``Infinity``.
    Being a string, it is what no field that must be an integer accepts."""


class _TooManyLarge(Exception):
    """More than :data:`MOST_LARGE_NUMBERS` numbers too large for a float (not a ValueError:
    the request is JSON)."""


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")


def _float_reader() -> Callable[[str], float | LargeNumber]:
    """A ``parse_float`` for one request: a float, or a :class:`LargeNumber` while there have
    been at most :data:`MOST_LARGE_NUMBERS` of them."""
    large = 0

    def read(text: str) -> float | LargeNumber:
        nonlocal large
        value = float(text)
        if math.isfinite(value):
            return value
        large += 1
        if large > MOST_LARGE_NUMBERS:
            raise _TooManyLarge
        return LargeNumber(text)

    return read


def _int(text: str) -> int:
    """An integer of at most 4,300 digits (RECORD.md), whatever Python's own limit."""
    if len(text) <= 600:
        return int(text)
    if len(text) - text.startswith("-") > MAX_DIGITS:
        raise ValueError(f"an integer of more than {MAX_DIGITS:,} digits")
    body, value = text.lstrip("-"), 0
    for start in range(0, len(body), 600):  # 640 digits at a time is always allowed
        chunk = body[start : start + 600]
        value = value * 10 ** len(chunk) + int(chunk)
    return -value if text.startswith("-") else value


def respond(line: str, level: str = "hard", seed: int = 0) -> dict[str, Any]:
    """The answer to one request line, as a JSON-ready object (ENGINE.md); write it with
    :func:`answer_text`."""
    started = time.perf_counter()
    if _containers(line) > MOST_CONTAINERS:
        return {"id": None, "error": f"a request holds at most {MOST_CONTAINERS:,} lists and objects"}
    try:
        request = json.loads(line, parse_constant=_reject_constant, parse_float=_float_reader(), parse_int=_int)
    except _TooManyLarge:
        return {"id": None, "error": f"a request holds at most {MOST_LARGE_NUMBERS:,} numbers too large for a float"}
    except RecursionError:  # deeper than the parser follows: the interpreter's words are no reason
        return {"id": None, "error": "not JSON: nested too deeply"}
    except ValueError as e:
        return {"id": None, "error": f"not JSON: {str(e).splitlines()[0] if str(e) else 'unreadable'}"}
    if not isinstance(request, dict):
        return {"id": None, "error": "a request is a JSON object"}
    return answer(request, level, seed, started)


def _containers(line: str) -> int:
    """How many lists and objects ``line`` opens, at least: its brackets, counted again outside
    its strings only when there are more than :data:`MOST_CONTAINERS` of them in all."""
    brackets = line.count("[") + line.count("{")
    if brackets <= MOST_CONTAINERS:
        return brackets
    outside = _STRING.sub('""', line)
    return outside.count("[") + outside.count("{")


def answer(request: dict[str, Any], level: str = "hard", seed: int = 0, started: float | None = None) -> dict[str, Any]:
    """The answer to a parsed request (ENGINE.md); ``started`` is when it arrived
    (``time.perf_counter``), from which ``think_ms`` counts."""
    if started is None:
        started = time.perf_counter()
    rid = request.get("id")
    try:
        action, info = _decide(request, level, seed, started)
    except (BadRequest, SeatRecordError, NoDecision) as e:
        return {"id": rid, "error": _one_line(str(e))}
    except Exception as e:  # never a traceback on the protocol's output
        return {"id": rid, "error": _one_line(f"the engine failed: {type(e).__name__}: {e}")}
    out: dict[str, Any] = {"id": rid}
    out.update(event_of(action))
    if info:
        out["info"] = info
    return out


def event_of(action: Action) -> dict[str, Any]:
    """The answer's event for ``action``: a RECORD.md event without ``at``."""
    event = Event.of(action, 0).to_json()
    del event["at"]
    return event


def action_of(data: dict[str, Any], seat: int) -> Action | None:
    """The action an answer names, or None for an error or an answer that names no event.
    Raises :class:`IllegalAction` for an ``end`` the game does not have."""
    do = data.get("do")
    if "error" in data or do not in _DECISIONS:
        return None
    who = data.get("seat", seat)
    tile, end, amount = data.get("tile"), data.get("end"), data.get("amount")
    if type(who) is not int:
        return None
    if do == "play":
        if not (isinstance(tile, list) and len(tile) == 2 and all(type(n) is int and 0 <= n <= 6 for n in tile)):
            return None
        if end is not None and not isinstance(end, str):
            return None
        return Event(0, do, who, (tile[0], tile[1]), end).action()
    if do == "bid":
        return Event(0, do, who, amount=amount).action() if type(amount) is int else None
    return Event(0, do, who).action()


_DECISIONS = ("play", "draw", "waive", "bid", "accept")


def _one_line(text: str) -> str:
    return " ".join(text.split()) or "bad request"


def thinking_time(knowledge: Knowledge, at: int | None, think_ms: int) -> int:
    """``think_ms``, at most :data:`MAX_THINK_MS`, or less when the seat's running clock
    (R36–R37) has less than twice that left at ``at`` (default: the last event's time): the
    engine never thinks its way to a loss on time."""
    think_ms = min(think_ms, MAX_THINK_MS)
    deadline = knowledge.view.deadline
    if deadline is None:
        return think_ms
    now = knowledge.record.events[-1].at if at is None else at
    return min(think_ms, max(1, (deadline - now) // 2))


def _field(request: dict[str, Any], name: str, default: Any, low: int, required: bool = False) -> Any:
    if name not in request:
        if required:
            raise BadRequest(f"the request lacks {name!r}")
        return default
    value = request[name]
    if type(value) is not int or value < low:
        raise BadRequest(f"{name!r} must be an integer of at least {low}")
    return value


def _decide(request: dict[str, Any], level: str, seed: int, started: float) -> tuple[Action, dict[str, Any]]:
    if level not in LEVELS:
        raise BadRequest(f"unknown level {level!r}")
    seat = _field(request, "seat", None, 0, required=True)
    if seat > 1:
        raise BadRequest("'seat' must be 0 or 1")
    if "record" not in request:
        raise BadRequest("the request lacks 'record'")
    at = _field(request, "at", None, 0)
    think_ms = _field(request, "think_ms", DEFAULT_THINK_MS, 1)
    iterations = _field(request, "iterations", None, 1)
    candidates = request.get("candidates", False)
    if type(candidates) is not bool:
        raise BadRequest("'candidates' must be true or false")
    knowledge = infer(read_seat_record(request["record"], seat, _record_text), at)
    rng = seeded(seed, seat, at, iterations, knowledge.record)  # never by the id
    think_ms = thinking_time(knowledge, at, think_ms)
    spend = max(0.0, think_ms * SEARCH_SHARE - MARGIN_MS) / 1000
    action, info = decide(knowledge, level, rng, Budget(started + spend, iterations), candidates)
    legal = legal_actions(ready(knowledge.witness, seat))
    if action not in legal:  # never an illegal event (ENGINE.md): the rules are the judge
        action, info = legal[0], {"fallback": True}
    return action, info


def answer_text(reply: dict[str, Any], ascii_only: bool = False) -> str:
    """``reply`` as one line of JSON: a :class:`LargeNumber` in the echoed ``id`` as it was
    written, never ``Infinity`` or ``NaN``; with ``ascii_only``, every other character escaped
    (for an id holding a lone surrogate, which UTF-8 cannot encode)."""
    rid = reply.get("id")
    if _plain(rid):
        return _one_line_json(json.dumps(reply, ensure_ascii=ascii_only, allow_nan=False))
    rest = json.dumps({k: v for k, v in reply.items() if k != "id"}, ensure_ascii=ascii_only, allow_nan=False)
    text = '{"id": ' + _json_with_large_numbers(rid, ascii_only) + (", " + rest[1:] if rest != "{}" else "}")
    return _one_line_json(text)


#: Characters JSON writes as they are that some readers take for the end of a line (Python's
#: ``str.splitlines``, JavaScript before ES2019): an ``id`` holding one was echoed as two lines.
_LINE_ENDS = str.maketrans({c: f"\\u{ord(c):04x}" for c in "\x85\u2028\u2029"})


def _one_line_json(text: str) -> str:
    """JSON ``text`` with the characters some readers end a line at escaped: one line for all."""
    return text.translate(_LINE_ENDS)


def _record_text(record: object) -> str:
    """A parsed seat record as JSON text for RECORD.md's reader: each :class:`LargeNumber` a
    number as written (so that a name or a time given one is refused, as ``replay`` refuses
    it), and written without recursion (its reader, not the writer, says how deep it may nest)."""
    if _plain(record):  # json's own writer: an 8 MB record in 0.5 s, not 1.8 (benchmarks/long_record.py)
        return json.dumps(record, ensure_ascii=False, allow_nan=False)
    return _json_with_large_numbers(record, ascii_only=False)


def _plain(value: Any) -> bool:
    """Whether ``value`` (parsed JSON) holds no :class:`LargeNumber` and nests no deeper than a
    record may (:data:`~spectacular_bid.core.MAX_DEPTH`): ``json.dumps`` then writes it
    as it was read, without recursing too deep."""
    stack = [(value, 0)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, LargeNumber) or depth > MAX_DEPTH:
            return False
        if isinstance(item, dict):
            stack.extend((inner, depth + 1) for inner in item.values() if isinstance(inner, (dict, list, str)))
        elif isinstance(item, list):
            stack.extend((inner, depth + 1) for inner in item if isinstance(inner, (dict, list, str)))
    return True


def _json_with_large_numbers(value: Any, ascii_only: bool) -> str:
    """``value`` (parsed JSON) as JSON text, each :class:`LargeNumber` as written; without
    recursion, as an id may nest as deep as the parser allows."""
    parts: list[str] = []
    stack: list[Any] = [value]  # values to write, and tuples holding punctuation
    while stack:
        item = stack.pop()
        if isinstance(item, tuple):
            parts.append(item[0])
        elif isinstance(item, LargeNumber):
            parts.append(str.__str__(item))
        elif isinstance(item, dict):
            stack.append(("}",))
            for n, (key, inner) in reversed(list(enumerate(item.items()))):
                stack.append(inner)
                stack.append((("" if n == 0 else ", ") + json.dumps(key, ensure_ascii=ascii_only) + ": ",))
            stack.append(("{",))
        elif isinstance(item, list):
            stack.append(("]",))
            for n, inner in reversed(list(enumerate(item))):
                stack.append(inner)
                if n:
                    stack.append((", ",))
            stack.append(("[",))
        else:
            parts.append(json.dumps(item, ensure_ascii=ascii_only, allow_nan=False))
    return "".join(parts)
