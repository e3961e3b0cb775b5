"""Game records (RECORD.md): strict reading, writing, and the replay trace.

A record holds the players, every deal and every event with its time; replaying its events
through :func:`~spectacular_bid.core.rules.apply` rebuilds the game exactly. Reading a record
does no I/O beyond parsing the text it is given.
"""

from __future__ import annotations

import enum
import json
import re
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from json.decoder import scanstring  # type: ignore[attr-defined]
from typing import Any, NoReturn

from .actions import CONTINUE, START, TICK, Accept, Action, Bid, Draw, Play, Resign, Reveal, Void, Waive
from .clock import reserve_at
from .rules import (
    EarlierThanGame,
    GameIsOver,
    IllegalAction,
    OutOfTime,
    Refusal,
    advance,
    apply,
    new_game,
)
from .state import GameState, Note, auto_label
from .table import End
from .tiles import Deal, DealProblem, Tile, deal_problem
from .words import QT_TRANSLATE_NOOP, in_english

FORMAT = "spectacular-bid-record"
VERSION = 1

#: Each event kind with the fields it must carry (RECORD.md, Events).
EVENT_FIELDS: dict[str, tuple[str, ...]] = {
    "start": (),
    "continue": (),
    "reveal": ("seat",),
    "play": ("seat", "tile"),
    "draw": ("seat",),
    "waive": ("seat",),
    "bid": ("seat", "amount"),
    "accept": ("seat",),
    "resign": ("seat",),
    "tick": (),
    "void": ("reason",),
}


class Flaw(enum.Enum):
    """Why a text is not a game record: a code, with the English reason as its value.

    The value is a template whose fields are the error's :attr:`RecordError.params`; filled in,
    it is the one-line reason ``replay`` prints (RECORD.md). The window says it in the player's
    language from the same template (marked for translation, context ``"record"``). The last
    members are not reasons but what :attr:`NOT_JSON` found (its ``what``).
    """

    NOT_UTF8 = QT_TRANSLATE_NOOP("record", "the file is not UTF-8 text")
    EMPTY = QT_TRANSLATE_NOOP("record", "the file is empty")
    NOT_JSON = QT_TRANSLATE_NOOP("record", "not JSON: {what}: line {line} column {column} (char {pos})")
    LONG_INTEGER = QT_TRANSLATE_NOOP(
        "record", "not JSON: an integer of more than {digits:,} digits: line {line} column {column} (char {pos})"
    )
    TOO_DEEP = QT_TRANSLATE_NOOP(
        "record", "not JSON: nested more than {depth} levels deep: line {line} column {column} (char {pos})"
    )
    NOT_OBJECT = QT_TRANSLATE_NOOP("record", "a record is a JSON object")
    FORMAT = QT_TRANSLATE_NOOP("record", "format must be {format!r}")
    VERSION = QT_TRANSLATE_NOOP("record", "version must be {version}")
    PLAYERS = QT_TRANSLATE_NOOP("record", "players must be two names")
    STARTED_AT = QT_TRANSLATE_NOOP("record", "started_at must be a string")
    DEALS = QT_TRANSLATE_NOOP("record", "deals must be a non-empty list")
    EVENTS = QT_TRANSLATE_NOOP("record", "events must be a list")
    PART_NOT_OBJECT = QT_TRANSLATE_NOOP("record", "{place} is not an object")
    HANDS = QT_TRANSLATE_NOOP("record", "{place}: hands must be two lists of tiles")
    BONEYARD = QT_TRANSLATE_NOOP("record", "{place}: boneyard must be a list of tiles")
    NOT_A_DEAL = QT_TRANSLATE_NOOP("record", "{place}: {problem}")
    TILE = QT_TRANSLATE_NOOP("record", "{place}: a tile is two integers from 0 to 6")
    UNKNOWN_DO = QT_TRANSLATE_NOOP("record", "{place}: unknown do {do}")
    AT = QT_TRANSLATE_NOOP("record", "{place}: at must be a non-negative integer")
    NEEDS = QT_TRANSLATE_NOOP("record", "{place}: {do} needs {name}")
    INTEGER = QT_TRANSLATE_NOOP("record", "{place}: {name} must be an integer")
    REASON = QT_TRANSLATE_NOOP("record", "{place}: reason must be a string")
    END = QT_TRANSLATE_NOOP("record", "{place}: end must be a string or null")
    # What is not JSON (NOT_JSON's ``what``); the last four are the words of Python's own reader.
    EXPECTING_VALUE = QT_TRANSLATE_NOOP("record", "expecting a value")
    NOT_A_NUMBER = QT_TRANSLATE_NOOP("record", "NaN and Infinity are not JSON numbers")
    EXPECTING_NAME = QT_TRANSLATE_NOOP("record", "expecting a property name in double quotes")
    EXPECTING_COLON = QT_TRANSLATE_NOOP("record", "expecting ':'")
    EXPECTING_LIST_END = QT_TRANSLATE_NOOP("record", "expecting ',' or ']'")
    EXPECTING_OBJECT_END = QT_TRANSLATE_NOOP("record", "expecting ',' or '}'")
    EXTRA_DATA = QT_TRANSLATE_NOOP("record", "extra data")
    UNTERMINATED = QT_TRANSLATE_NOOP("record", "unterminated string starting at")
    CONTROL_CHARACTER = QT_TRANSLATE_NOOP("record", "invalid control character at")
    ESCAPE = QT_TRANSLATE_NOOP("record", "invalid \\escape")
    UNICODE_ESCAPE = QT_TRANSLATE_NOOP("record", "invalid \\uxxxx escape")


class Part(enum.Enum):
    """A numbered part of a record that a reason names (:class:`Place`)."""

    DEAL = QT_TRANSLATE_NOOP("record", "deal {index}")
    EVENT = QT_TRANSLATE_NOOP("record", "event {index}")


@dataclass(frozen=True, slots=True)
class Place:
    """Where in a record a reason is: deal or event ``index``; ``str()`` is its English."""

    part: Part
    index: int

    def __str__(self) -> str:
        return self.part.value.format(index=self.index)


class RecordError(ValueError):
    """A file that is not a valid game record; the message says what is wrong, in one line:
    :attr:`code` (a :class:`Flaw`) filled in with :attr:`params`."""

    def __init__(self, code: Flaw, **params: object) -> None:
        self.code = code
        self.params = params
        super().__init__(self.words())

    def words(self, translate: Callable[[str, str], str] = in_english) -> str:
        """The reason, each template translated by ``translate(context, text)``: the English
        line by default, in the player's language with ``QCoreApplication.translate``."""

        def word(value: object) -> object:
            if isinstance(value, Flaw | DealProblem):
                return translate("record", value.value)
            if isinstance(value, Place):
                return translate("record", value.part.value).format(index=value.index)
            return value

        fields = {name: word(value) for name, value in self.params.items()}
        return translate("record", self.code.value).format(**fields)


@dataclass(frozen=True, slots=True)
class Event:
    """One record event: what was done (``do``) at ``at`` ms, with the fields it uses.

    ``tile`` keeps the written order, which decides an opening's orientation (R12).
    """

    at: int
    do: str
    seat: int | None = None
    tile: tuple[int, int] | None = None
    end: str | None = None
    amount: int | None = None
    reason: str | None = None

    def action(self) -> Action:
        """The game action of this event; :class:`IllegalAction` for an ``end`` the game does
        not have (a refused event, not a format error)."""
        do = self.do
        if do == "start":
            return START
        if do == "continue":
            return CONTINUE
        if do == "tick":
            return TICK
        if do == "void":
            return Void(self.reason or "")
        seat = self.seat
        assert seat is not None
        if do == "play":
            assert self.tile is not None
            a, b = self.tile
            end: End | None = None
            if self.end is not None:
                try:
                    end = End(self.end)
                except ValueError:
                    raise IllegalAction(Refusal.UNKNOWN_END, end=self.end) from None
            return Play(seat, Tile.of(a, b), end, a if end is None else None)
        if do == "bid":
            assert self.amount is not None
            return Bid(seat, self.amount)
        kinds: dict[str, Callable[[int], Action]] = {
            "reveal": Reveal,
            "draw": Draw,
            "waive": Waive,
            "accept": Accept,
            "resign": Resign,
        }
        return kinds[do](seat)

    def to_json(self) -> dict[str, Any]:
        """The event as a record writes it."""
        out: dict[str, Any] = {"at": self.at, "do": self.do}
        for name in EVENT_FIELDS[self.do]:
            value = getattr(self, name)
            out[name] = list(value) if name == "tile" else value
        if self.do == "play" and self.end is not None:
            out["end"] = self.end
        return out

    @staticmethod
    def of(action: Action, at: int) -> Event:
        """The record event for ``action`` accepted at ``at``."""
        if isinstance(action, Play):
            tile = action.tile
            first = tile.high if action.west is None else action.west
            end = None if action.end is None else action.end.value
            return Event(at, "play", action.seat, (first, tile.other(first)), end)
        if isinstance(action, Bid):
            return Event(at, "bid", action.seat, amount=action.amount)
        if isinstance(action, Void):
            return Event(at, "void", reason=action.reason)
        seat = getattr(action, "seat", None)
        return Event(at, action.do, seat)


@dataclass(frozen=True, slots=True)
class Record:
    """A game record: players, deals, events and the wall-clock time of event time 0."""

    players: tuple[str, str]
    deals: tuple[Deal, ...]
    events: tuple[Event, ...] = ()
    started_at: str | None = None
    extra: Mapping[str, Any] = field(default_factory=dict, compare=False)

    def to_json(self) -> dict[str, Any]:
        """The record as a JSON-ready object (RECORD.md)."""
        out: dict[str, Any] = {"format": FORMAT, "version": VERSION, "players": list(self.players)}
        if self.started_at is not None:
            out["started_at"] = self.started_at
        out["deals"] = [
            {"hands": [[t.as_list() for t in h] for h in d.hands], "boneyard": [t.as_list() for t in d.boneyard]}
            for d in self.deals
        ]
        out["events"] = [e.to_json() for e in self.events]
        return out

    def dumps(self) -> str:
        """The record as JSON text, one event a line."""
        head = self.to_json()
        events = head.pop("events")
        body = json.dumps(head, ensure_ascii=False)[:-1]
        lines = ",\n  ".join(json.dumps(e, ensure_ascii=False) for e in events)
        return f'{body}, "events": [\n  {lines}\n]}}\n' if events else f'{body}, "events": []}}\n'

    def with_event(self, event: Event) -> Record:
        """This record with ``event`` appended."""
        return Record(self.players, self.deals, self.events + (event,), self.started_at, self.extra)

    def with_deal(self, deal: Deal) -> Record:
        """This record with ``deal`` appended to its deals."""
        return Record(self.players, self.deals + (deal,), self.events, self.started_at, self.extra)


# --- Reading --------------------------------------------------------------------------------


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")


def _is_int(x: object) -> bool:
    return isinstance(x, int) and not isinstance(x, bool)


def _tile(x: object, where: Place) -> tuple[int, int]:
    if not (isinstance(x, list) and len(x) == 2 and all(_is_int(n) and 0 <= n <= 6 for n in x)):
        raise RecordError(Flaw.TILE, place=where)
    return (x[0], x[1])


def _short(value: object) -> str:
    """``value`` for a one-line reason: its ``repr``, cut after 40 characters."""
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def _event(x: object, i: int) -> Event:
    where = Place(Part.EVENT, i)
    if not isinstance(x, dict):
        raise RecordError(Flaw.PART_NOT_OBJECT, place=where)
    do = x.get("do")
    if not isinstance(do, str) or do not in EVENT_FIELDS:
        raise RecordError(Flaw.UNKNOWN_DO, place=where, do=_short(do))
    at = x.get("at")
    if not isinstance(at, int) or isinstance(at, bool) or at < 0:
        raise RecordError(Flaw.AT, place=where)
    values: dict[str, Any] = {}
    for name in EVENT_FIELDS[do]:
        if name not in x:
            raise RecordError(Flaw.NEEDS, place=where, do=do, name=name)
        v = x[name]
        if name in ("seat", "amount") and not _is_int(v):
            raise RecordError(Flaw.INTEGER, place=where, name=name)
        if name == "reason" and not isinstance(v, str):
            raise RecordError(Flaw.REASON, place=where)
        values[name] = _tile(v, where) if name == "tile" else v
    if do == "play":
        end = x.get("end")
        if end is not None and not isinstance(end, str):
            raise RecordError(Flaw.END, place=where)
        values["end"] = end
    return Event(at, do, **values)


#: Nesting deeper than this is not JSON here. A record needs six levels (the record, its deals,
#: a deal, its hands, a hand, a tile); the rest is room for the fields other programs add.
MAX_DEPTH = 64
#: RECORD.md: an integer of more digits is not JSON, whatever limit Python is started with.
MAX_DIGITS = 4300
#: Unknown top-level fields are kept (:attr:`Record.extra`) while their JSON text totals at most
#: this much; later ones are checked and dropped, as every other ignored field. This program's
#: own, the computer's seat and level, takes about 40 bytes.
EXTRA_LIMIT = 64 * 1024

_SPACE = re.compile(r"[ \t\n\r]*")
_NUMBER = re.compile(r"-?(?:0|[1-9][0-9]*)(\.[0-9]+)?([eE][-+]?[0-9]+)?")
_LITERALS: tuple[tuple[str, bool | None], ...] = (("true", True), ("false", False), ("null", None))
#: Runs of plain values (short numbers, literals, strings without escapes, and flat lists and
#: objects of them), the usual content of an ignored field, are checked a run at a time rather
#: than a token at a time: 8 MiB of ``[],`` takes 0.4 s rather than 2.5 s. Possessive (``*+``)
#: and atomic (``(?>…)``) groups keep the regular expressions from remembering every element.
_W = r"[ \t\n\r]*+"
_STRING = r'"[^"\\\x00-\x1f]*+"'
_PLAIN = rf"(?>-?(?:0|[1-9][0-9]{{0,19}})(?![0-9])(?:\.[0-9]++)?(?:[eE][-+]?[0-9]++)?|true|false|null|{_STRING})"
_FLAT_TEXT = (
    rf"(?>\[{_W}(?:{_PLAIN}{_W}(?:,{_W}{_PLAIN}{_W})*+)?\]"
    rf"|\{{{_W}(?:{_STRING}{_W}:{_W}{_PLAIN}{_W}(?:,{_W}{_STRING}{_W}:{_W}{_PLAIN}{_W})*+)?\}})"
)
_FLAT = re.compile(_FLAT_TEXT)
#: An event as the program writes it: an object of plain values and flat lists. One this short
#: is read by ``json.loads``, as the few containers it can hold cost nothing: with the plain
#: tiles below, a record is read 3 times faster (8 MiB of ticks replayed in 4.8 s, not 7.2 s).
_PLAIN_EVENT = re.compile(
    rf"\{{{_W}(?:{_STRING}{_W}:{_W}(?:{_PLAIN}|{_FLAT_TEXT}){_W}"
    rf"(?:,{_W}{_STRING}{_W}:{_W}(?:{_PLAIN}|{_FLAT_TEXT}){_W})*+)?\}}"
)
_PLAIN_EVENT_CHARS = 200
_TILE = re.compile(rf"\[{_W}([0-6]){_W},{_W}([0-6]){_W}\]")
_LIST_RUN = re.compile(rf"(?:{_W},{_W}(?:{_PLAIN}|{_FLAT_TEXT}))*+")
_OBJECT_RUN = re.compile(rf"(?:{_W},{_W}{_STRING}{_W}:{_W}(?:{_PLAIN}|{_FLAT_TEXT}))*+")


def _integer(digits: str) -> int:
    """The integer written ``digits`` (at most :data:`MAX_DIGITS` digits), whatever Python's
    limit on converting long numbers (``PYTHONINTMAXSTRDIGITS`` may be as low as 640).

    >>> _integer("-" + "9" * 700) == -(10**700 - 1)
    True
    """
    body = digits.lstrip("-")
    value = 0
    for start in range(0, len(body), 600):
        chunk = body[start : start + 600]
        value = value * 10 ** len(chunk) + int(chunk)
    return -value if digits.startswith("-") else value


@dataclass(frozen=True, slots=True)
class _Bad:
    """A value the format refuses, found while reading: the error saying why; the rest of it
    was only checked."""

    error: RecordError


@dataclass(frozen=True, slots=True)
class _Unread:
    """A container where the format reads none: checked as JSON, never built."""

    shown: str

    def __repr__(self) -> str:
        return self.shown


_UNREAD_LIST = _Unread("[...]")
_UNREAD_OBJECT = _Unread("{...}")

# The record reader: each function reads what starts at ``pos`` (white space first) in ``text``,
# nested ``depth`` deep, and returns it with the position after it. It builds only what
# RECORD.md's format reads: every other value (an ignored field, an object where a number
# belongs) is checked as JSON and dropped, and a list of deals, events or tiles stops being
# built at its first element the format refuses; so reading takes memory near the size of the
# record it finds, whatever the text holds (8 MiB of ``[],`` would be 2.8 million lists).
# Nesting deeper than MAX_DEPTH and integers of more than MAX_DIGITS digits are not JSON.

_Read = tuple[Any, int]
_Field = Callable[[str, int, int], _Read]  # (text, pos, depth)
_Item = Callable[[str, int, int, int], _Read]  # (text, pos, depth, index)


def _fail(text: str, pos: int, code: Flaw, **params: object) -> NoReturn:
    """Not JSON at ``pos``, as ``code`` says with its ``params``; the line and column counted
    from 1."""
    line = text.count("\n", 0, pos) + 1
    column = pos - text.rfind("\n", 0, pos)
    raise RecordError(code, **params, line=line, column=column, pos=pos)


def _not_json(text: str, pos: int, what: Flaw | str) -> NoReturn:
    """Not JSON at ``pos``: ``what`` was found (one of :class:`Flaw`'s last members, or Python's
    own words)."""
    _fail(text, pos, Flaw.NOT_JSON, what=what)


def _unexpected(text: str, pos: int) -> Flaw:
    """What a value's place at ``pos`` holds instead of one: JavaScript's NaN or Infinity
    (which Python's own writer would put there), or something else."""
    return Flaw.NOT_A_NUMBER if text.startswith(("NaN", "Infinity", "-Infinity"), pos) else Flaw.EXPECTING_VALUE


def _space(text: str, pos: int) -> int:
    """The position after the white space at ``pos``."""
    match = _SPACE.match(text, pos)
    assert match is not None  # it matches the empty string
    return match.end()


def _python_said(words: str) -> Flaw | str:
    """What Python's string reader said (lower case), as a :class:`Flaw` when it is one."""
    try:
        return Flaw(words)
    except ValueError:
        return words


def _string(text: str, pos: int) -> tuple[str, int]:
    """The string whose opening quote is at ``pos``."""
    try:
        value, end = scanstring(text, pos + 1, True)
    except json.JSONDecodeError as e:
        _not_json(text, e.pos, _python_said(e.msg.lower()))
    return str(value), int(end)


def _key(text: str, pos: int) -> tuple[str, int]:
    """An object's key and its colon."""
    pos = _space(text, pos)
    if text[pos : pos + 1] != '"':
        _not_json(text, pos, Flaw.EXPECTING_NAME)
    name, pos = _string(text, pos)
    pos = _space(text, pos)
    if text[pos : pos + 1] != ":":
        _not_json(text, pos, Flaw.EXPECTING_COLON)
    return name, pos + 1


def _scalar(text: str, pos: int, build: bool = True) -> _Read:
    """The string, number, ``true``, ``false`` or ``null`` (None unless ``build``)."""
    pos = _space(text, pos)
    c = text[pos : pos + 1]
    if c == '"':
        return _string(text, pos)
    if c and c in "-0123456789":
        number = _NUMBER.match(text, pos)
        if number is None:
            _not_json(text, pos, _unexpected(text, pos))
        digits = number.group()
        if number.group(1) is not None or number.group(2) is not None:
            return (float(digits) if build else None), number.end()
        if len(digits) - digits.startswith("-") > MAX_DIGITS:
            _fail(text, pos, Flaw.LONG_INTEGER, digits=MAX_DIGITS)
        return (_integer(digits) if build else None), number.end()
    for word, value in _LITERALS:
        if text.startswith(word, pos):
            return value, pos + len(word)
    _not_json(text, pos, _unexpected(text, pos))


def _skip(text: str, pos: int, depth: int, rest_of_list: bool = False) -> int:
    """Check the JSON value at ``pos``, building nothing; with ``rest_of_list``, the rest of the
    list nested ``depth`` deep that ``pos`` is in, after one of its elements."""
    closers: list[str] = ["]"] if rest_of_list else []  # of each container still open
    value_next = not rest_of_list
    while True:
        if value_next:
            pos = _space(text, pos)
            c = text[pos : pos + 1]
            if c == "[" or c == "{":
                if depth + len(closers) >= MAX_DEPTH:
                    _fail(text, pos, Flaw.TOO_DEEP, depth=MAX_DEPTH)
                flat = _FLAT.match(text, pos)
                if flat is not None:
                    pos = flat.end()
                else:
                    close = "]" if c == "[" else "}"
                    pos = _space(text, pos + 1)
                    if text[pos : pos + 1] == close:
                        pos += 1
                    else:
                        closers.append(close)
                        if close == "}":
                            pos = _key(text, pos)[1]
                        continue
            else:
                pos = _scalar(text, pos, build=False)[1]
        value_next = True
        while closers:  # a value ended: a comma, or the end of its container
            run = (_LIST_RUN if closers[-1] == "]" else _OBJECT_RUN).match(text, pos)
            assert run is not None  # it matches the empty string
            pos = _space(text, run.end())
            c = text[pos : pos + 1]
            if c == ",":
                pos += 1
                if closers[-1] == "}":
                    pos = _key(text, pos)[1]
                break
            if c != closers[-1]:
                _not_json(text, pos, Flaw.EXPECTING_LIST_END if closers[-1] == "]" else Flaw.EXPECTING_OBJECT_END)
            pos += 1
            closers.pop()
        else:
            return pos


def _value(text: str, pos: int, depth: int) -> _Read:
    """A scalar; a container only checked, as a placeholder (no such field holds one)."""
    pos = _space(text, pos)
    c = text[pos : pos + 1]
    if c == "[" or c == "{":
        return (_UNREAD_LIST if c == "[" else _UNREAD_OBJECT), _skip(text, pos, depth)
    return _scalar(text, pos)


def _element(text: str, pos: int, depth: int, index: int) -> _Read:
    return _value(text, pos, depth)


def _list_of(text: str, pos: int, depth: int, item: _Item, until_bad: bool = False) -> _Read:
    """The list at ``pos``, each element read by ``item``; anything else as :func:`_value`.
    With ``until_bad``, the first element read as a :class:`_Bad` is the list's value, and the
    elements after it are only checked."""
    pos = _space(text, pos)
    if text[pos : pos + 1] != "[":
        return _value(text, pos, depth)
    if depth >= MAX_DEPTH:
        _fail(text, pos, Flaw.TOO_DEEP, depth=MAX_DEPTH)
    out: list[Any] = []
    pos = _space(text, pos + 1)
    if text[pos : pos + 1] == "]":
        return out, pos + 1
    index = 0
    while True:
        got, pos = item(text, pos, depth + 1, index)
        if until_bad and isinstance(got, _Bad):
            return got, _skip(text, pos, depth, rest_of_list=True)
        out.append(got)
        index += 1
        pos = _space(text, pos)
        c = text[pos : pos + 1]
        if c == "]":
            return out, pos + 1
        if c != ",":
            _not_json(text, pos, Flaw.EXPECTING_LIST_END)
        pos += 1


def _object_of(
    text: str, pos: int, depth: int, fields: Mapping[str, _Field], other: Callable[[str, int, int], int] | None = None
) -> _Read:
    """The object at ``pos`` with only ``fields`` read, each by its reader; the others checked
    and dropped, or given to ``other`` (name, position, depth → the position after it).
    Anything else as :func:`_value`. Of duplicate keys, the last counts."""
    pos = _space(text, pos)
    if text[pos : pos + 1] != "{":
        return _value(text, pos, depth)
    out: dict[str, Any] = {}
    pos = _space(text, pos + 1)
    if text[pos : pos + 1] == "}":
        return out, pos + 1
    while True:
        name, pos = _key(text, pos)
        read = fields.get(name)
        if read is not None:
            out[name], pos = read(text, pos, depth + 1)
        elif other is not None:
            pos = other(name, pos, depth + 1)
        else:
            pos = _skip(text, pos, depth + 1)
        pos = _space(text, pos)
        c = text[pos : pos + 1]
        if c == "}":
            return out, pos + 1
        if c != ",":
            _not_json(text, pos, Flaw.EXPECTING_OBJECT_END)
        pos += 1


def _tile_at(text: str, pos: int, depth: int, where: Place) -> _Read:
    """A :class:`Tile`, or the :class:`_Bad` of what stands in its place."""
    pos = _space(text, pos)
    plain = _TILE.match(text, pos)
    if plain is not None:
        return Tile.of(int(plain[1]), int(plain[2])), plain.end()
    x, pos = _list_of(text, pos, depth, _element)
    try:
        return Tile.of(*_tile(x, where)), pos
    except RecordError as e:
        return _Bad(e), pos


def _tiles(text: str, pos: int, depth: int, where: Place) -> _Read:
    """A list of tiles as a tuple of :class:`Tile`, or the first refused tile's :class:`_Bad`."""
    got, pos = _list_of(text, pos, depth, lambda t, p, d, _: _tile_at(t, p, d, where), until_bad=True)
    return (tuple(got) if isinstance(got, list) else got), pos


def _deal_at(text: str, pos: int, depth: int, k: int) -> _Read:
    """Deal ``k``, or the :class:`_Bad` saying why it is none."""
    where = Place(Part.DEAL, k)
    fields: dict[str, _Field] = {
        "hands": lambda t, p, d: _list_of(t, p, d, lambda t2, p2, d2, _: _tiles(t2, p2, d2, where)),
        "boneyard": lambda t, p, d: _tiles(t, p, d, where),
    }
    x, pos = _object_of(text, pos, depth, fields)
    if not isinstance(x, dict):
        return _Bad(RecordError(Flaw.PART_NOT_OBJECT, place=where)), pos
    hands, boneyard = x.get("hands"), x.get("boneyard")
    if not (isinstance(hands, list) and len(hands) == 2 and all(isinstance(h, tuple | _Bad) for h in hands)):
        return _Bad(RecordError(Flaw.HANDS, place=where)), pos
    if not isinstance(boneyard, tuple | _Bad):
        return _Bad(RecordError(Flaw.BONEYARD, place=where)), pos
    h0, h1 = hands
    if isinstance(h0, _Bad) or isinstance(h1, _Bad) or isinstance(boneyard, _Bad):
        return next(part for part in (h0, h1, boneyard) if isinstance(part, _Bad)), pos
    problem = deal_problem((h0, h1), boneyard)
    if problem:
        return _Bad(RecordError(Flaw.NOT_A_DEAL, place=where, problem=problem)), pos
    return Deal((h0, h1), boneyard), pos


_EVENT_FIELDS: dict[str, _Field] = {name: _value for name in ("at", "do", "seat", "end", "amount", "reason")}
_EVENT_FIELDS["tile"] = lambda t, p, d: _list_of(t, p, d, _element)


def _event_at(text: str, pos: int, depth: int, i: int) -> _Read:
    """Event ``i``, or the :class:`_Bad` saying why it is none."""
    pos = _space(text, pos)
    plain = _PLAIN_EVENT.match(text, pos)
    if plain is not None and plain.end() - pos <= _PLAIN_EVENT_CHARS:
        x, pos = json.loads(plain.group()), plain.end()
    else:
        x, pos = _object_of(text, pos, depth, _EVENT_FIELDS)
    try:
        return _event(x, i), pos
    except RecordError as e:
        return _Bad(e), pos


_TOP_FIELDS: dict[str, _Field] = {
    "format": _value,
    "version": _value,
    "started_at": _value,
    "players": lambda t, p, d: _list_of(t, p, d, _element),
    "deals": lambda t, p, d: _list_of(t, p, d, _deal_at, until_bad=True),
    "events": lambda t, p, d: _list_of(t, p, d, _event_at, until_bad=True),
}


def _read_record(text: str) -> Record:
    """The record the whole of ``text`` holds; :class:`RecordError` otherwise."""
    extra: dict[str, Any] = {}
    room = [EXTRA_LIMIT]  # what is left for unknown top-level fields

    def keep(name: str, pos: int, depth: int) -> int:
        start = _space(text, pos)
        end = _skip(text, start, depth)
        if end - start <= room[0]:
            room[0] -= end - start
            extra[name] = json.loads(text[start:end], parse_int=_integer)
        else:
            extra.pop(name, None)
        return end

    pos = _space(text, 0)
    if text[pos : pos + 1] != "{":
        pos = _skip(text, pos, 0)
        top = None
    else:
        top, pos = _object_of(text, pos, 0, _TOP_FIELDS, keep)
    pos = _space(text, pos)
    if pos < len(text):
        _not_json(text, pos, Flaw.EXTRA_DATA)
    if top is None:
        raise RecordError(Flaw.NOT_OBJECT)
    return _record_of(top, extra)


def _record_of(top: dict[str, Any], extra: dict[str, Any]) -> Record:
    """The record of ``top``'s fields as :func:`_read_record` read them, checked in
    RECORD.md's order."""
    if top.get("format") != FORMAT:
        raise RecordError(Flaw.FORMAT, format=FORMAT)
    version = top.get("version")
    if not _is_int(version) or version != VERSION:
        raise RecordError(Flaw.VERSION, version=VERSION)
    players = top.get("players")
    if not (isinstance(players, list) and len(players) == 2 and all(isinstance(p, str) for p in players)):
        raise RecordError(Flaw.PLAYERS)
    started_at = top.get("started_at")
    if not (started_at is None or isinstance(started_at, str)) or ("started_at" in top and started_at is None):
        raise RecordError(Flaw.STARTED_AT)
    deals = top.get("deals")
    if not (isinstance(deals, _Bad) or (isinstance(deals, list) and deals)):
        raise RecordError(Flaw.DEALS)
    events = top.get("events")
    if not isinstance(events, list | _Bad):
        raise RecordError(Flaw.EVENTS)
    if isinstance(deals, _Bad):
        raise deals.error
    if isinstance(events, _Bad):
        raise events.error
    return Record((players[0], players[1]), tuple(deals), tuple(events), started_at, extra)


_JSON_SPACE = re.compile(r"[ \t\n\r]*")  # the white space JSON allows between its values


def parse_record(data: bytes | str) -> Record:
    """Read a record from its JSON text, checking every rule of RECORD.md's format.

    Raises :class:`RecordError` with a one-line reason for anything that is not a record.
    What the format does not read is checked as JSON but not kept (:func:`_read_record`),
    apart from unknown top-level fields up to :data:`EXTRA_LIMIT`.
    """
    if isinstance(data, bytes):
        try:
            data = data.decode("utf-8-sig")
        except UnicodeDecodeError:
            raise RecordError(Flaw.NOT_UTF8) from None
    elif data.startswith("\ufeff"):
        data = data[1:]
    if _JSON_SPACE.fullmatch(data):  # (or JSON's white space only) said so, not as a value expected
        raise RecordError(Flaw.EMPTY)
    return _read_record(data)


# --- Replaying ------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Step:
    """One event replayed: whether it was applied, why not (``error`` in English for the trace,
    ``refused`` with its code and arguments for a window), what followed it automatically
    (passes, blocks, forced bids, a time loss), and the game after it."""

    index: int
    event: Event
    ok: bool
    error: str | None
    notes: tuple[Note, ...]
    state: GameState
    refused: IllegalAction | None = None


def step(state: GameState, event: Event, index: int = 0) -> Step:
    """Apply one record event to ``state`` as RECORD.md's Time section says.

    A refused event at a later time still moves the game's time; a late one ends the game on
    time. :class:`~spectacular_bid.core.rules.MissingDeal` propagates.
    """
    at = event.at
    try:
        try:
            action = event.action()
        except IllegalAction as bad:
            apply(state, TICK, at)  # the time checks come first (RECORD.md, Time)
            raise bad
        new = apply(state, action, at)
        return Step(index, event, True, None, new.notes, new)
    except OutOfTime as e:
        return Step(index, event, False, str(e), e.state.notes, e.state, e.with_traceback(None))
    except (GameIsOver, EarlierThanGame) as e:
        return Step(index, event, False, str(e), (), state, e.with_traceback(None))
    except IllegalAction as e:
        return Step(index, event, False, str(e), (), advance(state, at), e.with_traceback(None))


def replay(record: Record) -> Iterator[Step]:
    """Replay ``record`` event by event from its first deal."""
    state = new_game(record.players, record.deals)
    for i, event in enumerate(record.events):
        s = step(state, event, i)
        state = s.state
        yield s


def final_state(record: Record) -> GameState:
    """The game after all of ``record``'s events."""
    state = new_game(record.players, record.deals)
    for event in record.events:
        state = step(state, event).state
    return state


def _result_json(state: GameState) -> dict[str, Any] | None:
    r = state.result
    return None if r is None else {"winner": r.winner, "reason": r.reason.value}


def trace_line(s: Step) -> dict[str, Any]:
    """One line of ``replay --trace`` (RECORD.md), keys in the documented order."""
    state = s.state
    now = state.time
    auto = [label for n in s.notes if (label := auto_label(n))]
    return {
        "i": s.index,
        "do": s.event.do,
        "ok": s.ok,
        "error": s.error,
        "points": list(state.points),
        "reserve_ms": [reserve_at(state, 0, now), reserve_at(state, 1, now)],
        "hand": state.hand_no,
        "awaiting": state.awaiting,
        "to_act": state.to_act,
        "total": state.table.total,
        "auto": auto,
        "result": _result_json(state),
    }


def final_line(state: GameState) -> dict[str, Any]:
    """The last line of ``replay --trace``."""
    return {"final": True, "points": list(state.points), "hands": state.hands_dealt, "result": _result_json(state)}


def trace(record: Record) -> Iterator[dict[str, Any]]:
    """Every line of ``replay --trace`` for ``record``."""
    state = new_game(record.players, record.deals)
    for s in replay(record):
        state = s.state
        yield trace_line(s)
    yield final_line(state)
