"""Game records (RECORD.md): strict reading, writing, and the replay trace.

A record holds the players, every deal and every event with its time; replaying its events
through :func:`~spectacular_bid.core.rules.apply` rebuilds the game exactly. Reading a record
does no I/O beyond parsing the text it is given.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any

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
from .tiles import Deal, Tile, deal_problem

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


class RecordError(ValueError):
    """A file that is not a valid game record; the message says what is wrong, in one line."""


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


def _tile(x: object, where: str) -> tuple[int, int]:
    if not (isinstance(x, list) and len(x) == 2 and all(_is_int(n) and 0 <= n <= 6 for n in x)):
        raise RecordError(f"{where}: a tile is two integers from 0 to 6")
    return (x[0], x[1])


def _deal(x: object, k: int) -> Deal:
    where = f"deal {k}"
    if not isinstance(x, dict):
        raise RecordError(f"{where} is not an object")
    hands, boneyard = x.get("hands"), x.get("boneyard")
    if not (isinstance(hands, list) and len(hands) == 2 and all(isinstance(h, list) for h in hands)):
        raise RecordError(f"{where}: hands must be two lists of tiles")
    if not isinstance(boneyard, list):
        raise RecordError(f"{where}: boneyard must be a list of tiles")
    h0 = tuple(Tile.of(*_tile(t, where)) for t in hands[0])
    h1 = tuple(Tile.of(*_tile(t, where)) for t in hands[1])
    bone = tuple(Tile.of(*_tile(t, where)) for t in boneyard)
    problem = deal_problem((h0, h1), bone)
    if problem:
        raise RecordError(f"{where}: {problem}")
    return Deal((h0, h1), bone)


def _event(x: object, i: int) -> Event:
    where = f"event {i}"
    if not isinstance(x, dict):
        raise RecordError(f"{where} is not an object")
    do = x.get("do")
    if not isinstance(do, str) or do not in EVENT_FIELDS:
        raise RecordError(f"{where}: unknown do {do!r}")
    at = x.get("at")
    if not isinstance(at, int) or isinstance(at, bool) or at < 0:
        raise RecordError(f"{where}: at must be a non-negative integer")
    values: dict[str, Any] = {}
    for name in EVENT_FIELDS[do]:
        if name not in x:
            raise RecordError(f"{where}: {do} needs {name}")
        v = x[name]
        if name in ("seat", "amount") and not _is_int(v):
            raise RecordError(f"{where}: {name} must be an integer")
        if name == "reason" and not isinstance(v, str):
            raise RecordError(f"{where}: reason must be a string")
        values[name] = _tile(v, where) if name == "tile" else v
    if do == "play":
        end = x.get("end")
        if end is not None and not isinstance(end, str):
            raise RecordError(f"{where}: end must be a string or null")
        values["end"] = end
    return Event(at, do, **values)


def parse_record(data: bytes | str) -> Record:
    """Read a record from its JSON text, checking every rule of RECORD.md's format.

    Raises :class:`RecordError` with a one-line reason for anything that is not a record.
    """
    if isinstance(data, bytes):
        try:
            data = data.decode("utf-8-sig")
        except UnicodeDecodeError:
            raise RecordError("the file is not UTF-8 text") from None
    elif data.startswith("\ufeff"):
        data = data[1:]
    try:
        top = json.loads(data, parse_constant=_reject_constant)
    except (ValueError, RecursionError) as e:
        reason = str(e).splitlines()[0] if str(e) else "nesting too deep"
        raise RecordError(f"not JSON: {reason}") from None
    if not isinstance(top, dict):
        raise RecordError("a record is a JSON object")
    if top.get("format") != FORMAT:
        raise RecordError(f"format must be {FORMAT!r}")
    version = top.get("version")
    if not _is_int(version) or version != VERSION:
        raise RecordError(f"version must be {VERSION}")
    players = top.get("players")
    if not (isinstance(players, list) and len(players) == 2 and all(isinstance(p, str) for p in players)):
        raise RecordError("players must be two names")
    started_at = top.get("started_at")
    if started_at is not None and not isinstance(started_at, str):
        raise RecordError("started_at must be a string")
    if "started_at" in top and started_at is None:
        raise RecordError("started_at must be a string")
    deals = top.get("deals")
    if not isinstance(deals, list) or not deals:
        raise RecordError("deals must be a non-empty list")
    events = top.get("events")
    if not isinstance(events, list):
        raise RecordError("events must be a list")
    known = {"format", "version", "players", "started_at", "deals", "events"}
    return Record(
        (players[0], players[1]),
        tuple(_deal(d, k) for k, d in enumerate(deals)),
        tuple(_event(e, i) for i, e in enumerate(events)),
        started_at,
        {k: v for k, v in top.items() if k not in known},
    )


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
