"""Game records (RECORD.md): writing and reading back, every format error, refused events, and a
fuzz of mutated records through ``run_replay``, which must never raise.

Records here are made by playing seeded games through the rules, so that they are valid by
construction; no file of ``../shared`` is read.
"""

from __future__ import annotations

import copy
import dataclasses
import io
import json
import random
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from hypothesis import event, given
from hypothesis import strategies as st

from spectacular_bid.core import (
    ALL_TILES,
    Accept,
    Action,
    Bid,
    Draw,
    End,
    GameState,
    MissingDeal,
    Play,
    Reveal,
    Stage,
    Tile,
    Waive,
    deadline,
    deal_from,
    legal_actions,
    needs_deal,
    new_game,
    with_deal,
)
from spectacular_bid.core.actions import TICK, Resign, Void
from spectacular_bid.core.record import Event, Record, RecordError, final_state, parse_record, replay, step, trace
from spectacular_bid.replay import run_replay

PLAYERS = ("Ana", "Ben")
STARTED_AT = "2026-12-02T09:00:00Z"
TRACE_KEYS = ["i", "do", "ok", "error", "points", "reserve_ms", "hand", "awaiting", "to_act", "total", "auto", "result"]
FINAL_KEYS = ["final", "points", "hands", "result"]
AUTO = re.compile(r"(pass|waive|accept|flag) [01]|block")


# --- Records made by playing ------------------------------------------------------------------


def _stray(rng: random.Random, state: GameState) -> Action:
    """An action that is most likely refused: wrong seat, wrong end, odd bid, foreign tile."""
    seat = rng.choice((0, 1, 2))
    strays: list[Action] = [
        Reveal(seat),
        Draw(seat),
        Waive(seat),
        Accept(seat),
        Bid(seat, rng.choice((10, 15, 17, 20, 1000))),
        Play(seat, rng.choice(ALL_TILES), rng.choice((None, *End))),
    ]
    return rng.choice(strays)


def play_record(seed: int, max_events: int = 150) -> tuple[Record, GameState]:
    """A valid record of a seeded game of random legal actions, with a few refused events and
    ticks among them, and the game it leads to."""
    rng = random.Random(seed)
    deals = [deal_from(rng)]
    state = new_game(PLAYERS, deals)
    events: list[Event] = []
    while len(events) < max_events and not state.is_over:
        if needs_deal(state):
            deals.append(deal_from(rng))
            state = with_deal(state, deals[-1])
        due = deadline(state)
        roll = rng.random()
        at = state.time + rng.choice((0, 700, 4_000, 12_000))
        if due is not None and at >= due:
            at = due - 1
        action: Action = rng.choice(legal_actions(state))
        if roll < 0.08:
            action = _stray(rng, state)
        elif roll < 0.11:
            action = TICK
        elif roll < 0.12:
            at = state.time - 1 if state.time else state.time  # refused: earlier than the game
        elif roll < 0.125:
            at = state.time + 500_000  # past any deadline: a time loss, or a long handoff
        elif roll < 0.13:
            action = rng.choice((Resign(rng.choice((0, 1))), Void("clock went backwards")))
        event = Event.of(action, at)
        events.append(event)
        state = step(state, event).state
    deals.append(deal_from(rng))  # a record may list more deals than it uses
    return Record(PLAYERS, tuple(deals), tuple(events), STARTED_AT), state


BASES = [play_record(seed)[0].dumps() for seed in range(10)]


def first_hand_over() -> tuple[Record, GameState]:
    """A record whose first hand has just ended (awaiting ``continue``), with its one deal."""
    for seed in range(200):
        rng = random.Random(seed)
        deal = deal_from(rng)
        state = new_game(PLAYERS, [deal])
        events: list[Event] = []
        while state.stage not in (Stage.HAND_OVER, Stage.OVER):
            events.append(Event.of(legal_actions(state)[0], state.time + 1_000))
            state = step(state, events[-1]).state
        if state.stage is Stage.HAND_OVER:
            return Record(PLAYERS, (deal,), tuple(events), STARTED_AT), state
    raise AssertionError("no seeded hand ends before the game")


def replay_file(tmp_path: Path, data: bytes | str, as_trace: bool = True) -> tuple[int, str, str]:
    """``run_replay`` in-process on ``data``, writing to UTF-8 streams as strict as a terminal's."""
    path = tmp_path / "game.record.json"
    path.write_bytes(data.encode() if isinstance(data, str) else data)
    out_bytes, err_bytes = io.BytesIO(), io.BytesIO()
    out = io.TextIOWrapper(out_bytes, encoding="utf-8", errors="strict", newline="\n", write_through=True)
    err = io.TextIOWrapper(err_bytes, encoding="utf-8", errors="backslashreplace", newline="\n", write_through=True)
    status = run_replay(str(path), as_trace, out, err)
    return status, out_bytes.getvalue().decode(), err_bytes.getvalue().decode()


def assert_refused_file(status: int, err: str) -> None:
    assert status == 2
    assert err.endswith("\n") and err.count("\n") == 1 and err.strip(), f"not one line: {err!r}"
    assert "Traceback" not in err


def check_trace(out: str, record: Record) -> None:
    """The ``--trace`` output follows RECORD.md line by line."""
    lines = [json.loads(line) for line in out.splitlines()]
    assert len(lines) == len(record.events) + 1
    last_reserves = [120_000, 120_000]
    for i, (line, ev) in enumerate(zip(lines, record.events)):
        assert list(line) == TRACE_KEYS
        assert line["i"] == i and line["do"] == ev.do
        assert isinstance(line["ok"], bool) and (line["error"] is None) == line["ok"]
        assert sum(line["points"]) == 300 and min(line["points"]) >= 0
        assert all(0 <= r <= last for r, last in zip(line["reserve_ms"], last_reserves)), "a reserve grew"
        last_reserves = line["reserve_ms"]
        assert line["awaiting"] in ("start", "continue", "reveal", "play", "bid", None)
        assert (line["to_act"] is None) == (line["awaiting"] in ("start", "continue", None))
        assert (line["result"] is None) == (line["awaiting"] is not None)
        assert isinstance(line["total"], int) and line["total"] >= 0
        assert all(AUTO.fullmatch(a) for a in line["auto"]), line["auto"]
    final = lines[-1]
    assert list(final) == FINAL_KEYS and final["final"] is True
    if record.events:
        assert final["points"] == lines[-2]["points"] and final["result"] == lines[-2]["result"]
        assert final["hands"] == lines[-2]["hand"] + 1


# --- Writing and reading back -----------------------------------------------------------------


@given(seed=st.integers(0, 2**32 - 1), max_events=st.integers(0, 200))
def test_a_written_record_reads_back_equal_and_replays_to_the_same_game(seed: int, max_events: int) -> None:
    record, live = play_record(seed, max_events)
    text = record.dumps()
    assert parse_record(text) == record
    assert parse_record(text.encode()) == record
    assert parse_record(b"\xef\xbb\xbf" + text.encode()) == record  # a UTF-8 byte-order mark is accepted
    assert json.loads(text) == record.to_json()
    rebuilt = final_state(parse_record(text))
    assert rebuilt.deals == record.deals  # the record lists one more deal than the game used
    assert dataclasses.replace(rebuilt, deals=live.deals) == live  # the record rebuilds the game exactly (R42)


def test_to_json_writes_the_documented_structure() -> None:
    deal = deal_from(random.Random(1))
    record = Record(
        PLAYERS,
        (deal,),
        (
            Event(0, "start"),
            Event(2500, "reveal", 0),
            Event(6100, "play", 0, (3, 6)),
            Event(7000, "play", 1, (6, 2), "east"),
            Event(8000, "bid", 1, amount=15),
            Event(9000, "void", reason="clock"),
            Event(9500, "resign", 0),
        ),
        STARTED_AT,
    )
    out = record.to_json()
    assert list(out) == ["format", "version", "players", "started_at", "deals", "events"]
    assert (out["format"], out["version"], out["players"], out["started_at"]) == (
        "spectacular-bid-record",
        1,
        ["Ana", "Ben"],
        STARTED_AT,
    )
    assert out["deals"] == [
        {
            "hands": [[t.as_list() for t in deal.hands[0]], [t.as_list() for t in deal.hands[1]]],
            "boneyard": [t.as_list() for t in deal.boneyard],
        }
    ]
    events = out["events"]
    assert events[0] == {"at": 0, "do": "start"}
    assert events[1] == {"at": 2500, "do": "reveal", "seat": 0}
    assert {k: v for k, v in events[2].items() if k != "end"} == {"at": 6100, "do": "play", "seat": 0, "tile": [3, 6]}
    assert events[2].get("end") is None  # an opening names no end: omitted or null
    assert events[3] == {"at": 7000, "do": "play", "seat": 1, "tile": [6, 2], "end": "east"}
    assert events[4] == {"at": 8000, "do": "bid", "seat": 1, "amount": 15}
    assert events[5] == {"at": 9000, "do": "void", "reason": "clock"}
    assert events[6] == {"at": 9500, "do": "resign", "seat": 0}
    assert "started_at" not in Record(PLAYERS, (deal,)).to_json()
    assert parse_record(record.dumps()) == record


def test_an_opening_keeps_its_written_orientation_through_a_record() -> None:
    event = Event.of(Play(1, Tile.of(6, 3), None, 3), 100)
    assert event.tile == (3, 6) and event.end is None
    assert parse_record(Record(PLAYERS, (deal_from(random.Random(0)),), (event,)).dumps()).events[0] == event


# --- Format errors ----------------------------------------------------------------------------


def base() -> dict[str, Any]:
    """A small valid record as a JSON object: start, reveal, the opening."""
    record, _ = first_hand_over()
    out = record.to_json()
    out["events"] = out["events"][:3]
    return out


Mutation = Callable[[dict[str, Any]], object]


def _set(path: str, value: object) -> Mutation:
    """Set (or, with ``...``, delete) the value at a dotted path such as ``events.1.seat``."""

    def mutate(obj: dict[str, Any]) -> None:
        *parents, last = path.split(".")
        node: Any = obj
        for key in parents:
            node = node[int(key)] if isinstance(node, list) else node[key]
        key_: Any = int(last) if isinstance(node, list) else last
        if value is ...:
            del node[key_]
        else:
            node[key_] = value

    return mutate


def _event(**fields: object) -> Mutation:
    def mutate(obj: dict[str, Any]) -> None:
        obj["events"].append(fields)

    return mutate


def _swap_tile(k: int, new: object) -> Mutation:
    return _set(f"deals.0.boneyard.{k}", new)


FORMAT_ERRORS: dict[str, Mutation] = {
    "format missing": _set("format", ...),
    "format wrong": _set("format", "spectacular-bid"),
    "version missing": _set("version", ...),
    "version true": _set("version", True),
    "version 1.0": _set("version", 1.0),
    "version 2": _set("version", 2),
    "version string": _set("version", "1"),
    "players missing": _set("players", ...),
    "players one": _set("players", ["Ana"]),
    "players three": _set("players", ["Ana", "Ben", "Cy"]),
    "players not strings": _set("players", ["Ana", 1]),
    "players null name": _set("players", [None, "Ben"]),
    "players a string": _set("players", "Ana,Ben"),
    "started_at number": _set("started_at", 5),
    "started_at null": _set("started_at", None),
    "started_at list": _set("started_at", []),
    "deals missing": _set("deals", ...),
    "deals empty": _set("deals", []),
    "deals object": _set("deals", {}),
    "deal null": _set("deals.0", None),
    "deal empty object": _set("deals.0", {}),
    "deal hands missing": _set("deals.0.hands", ...),
    "deal boneyard missing": _set("deals.0.boneyard", ...),
    "deal one hand": lambda o: o["deals"][0]["hands"].pop(),
    "deal hand of 6": lambda o: o["deals"][0]["boneyard"].append(o["deals"][0]["hands"][0].pop()),
    "deal boneyard of 13": lambda o: o["deals"][0]["boneyard"].pop(),
    "deal tile twice": lambda o: o["deals"][0]["boneyard"].__setitem__(0, o["deals"][0]["hands"][0][0]),
    "tile 7,0": _swap_tile(0, [7, 0]),
    "tile true,0": _swap_tile(0, [True, 0]),
    "tile -1,0": _swap_tile(0, [-1, 0]),
    "tile 1.0,0": _swap_tile(0, [1.0, 0]),
    "tile one number": _swap_tile(0, [0]),
    "tile three numbers": _swap_tile(0, [0, 0, 0]),
    "tile string": _swap_tile(0, "00"),
    "tile null": _swap_tile(0, None),
    "unused deal bad": lambda o: o["deals"].append({"hands": [[], []], "boneyard": []}),
    "events missing": _set("events", ...),
    "events object": _set("events", {}),
    "events null": _set("events", None),
    "event a number": _set("events.1", 1),
    "event a list": _set("events.1", ["reveal", 0]),
    "event null": _set("events.1", None),
    "unknown do": _set("events.1.do", "pass"),
    "do capitalised": _set("events.1.do", "Reveal"),
    "do missing": _set("events.1.do", ...),
    "do a number": _set("events.1.do", 5),
    "at 2500.0": _set("events.1.at", 2500.0),
    "at -1": _set("events.1.at", -1),
    "at missing": _set("events.1.at", ...),
    "at string": _set("events.1.at", "2500"),
    "at true": _set("events.1.at", True),
    "at null": _set("events.1.at", None),
    'seat "0"': _set("events.1.seat", "0"),
    "seat true": _set("events.1.seat", True),
    "seat false": _set("events.1.seat", False),
    "seat 0.0": _set("events.1.seat", 0.0),
    "seat null": _set("events.1.seat", None),
    "seat missing": _set("events.1.seat", ...),
    "tile missing": _set("events.2.tile", ...),
    "play tile 7,0": _set("events.2.tile", [7, 0]),
    "play tile true,1": _set("events.2.tile", [True, 1]),
    "play tile string": _set("events.2.tile", "66"),
    "end a number": _set("events.2.end", 5),
    "end true": _set("events.2.end", True),
    "end a list": _set("events.2.end", ["west"]),
    "amount missing": _event(at=9000, do="bid", seat=0),
    'amount "15"': _event(at=9000, do="bid", seat=0, amount="15"),
    "amount true": _event(at=9000, do="bid", seat=0, amount=True),
    "amount 15.0": _event(at=9000, do="bid", seat=0, amount=15.0),
    "reason missing": _event(at=9000, do="void"),
    "reason a number": _event(at=9000, do="void", reason=5),
    "reason null": _event(at=9000, do="void", reason=None),
    "resign without seat": _event(at=9000, do="resign"),
}


@pytest.mark.parametrize("mutate", FORMAT_ERRORS.values(), ids=FORMAT_ERRORS.keys())
def test_a_format_error_is_a_record_error_and_exit_2(mutate: Mutation, tmp_path: Path) -> None:
    obj = base()
    mutate(obj)
    text = json.dumps(obj)
    with pytest.raises(RecordError) as error:
        parse_record(text)
    assert "\n" not in str(error.value) and str(error.value)
    for as_trace in (True, False):
        status, _, err = replay_file(tmp_path, text, as_trace)
        assert_refused_file(status, err)


NOT_RECORDS: dict[str, bytes] = {
    "empty file": b"",
    "not JSON": b"{this is not json",
    "truncated": json.dumps({"format": "spectacular-bid-record"}).encode()[:-1],
    "not UTF-8": b'{"format": "\xff\xfe"}',
    "top level list": b"[]",
    "top level string": b'"spectacular-bid-record"',
    "top level null": b"null",
    "NaN": b'{"format": "spectacular-bid-record", "version": 1, "x": NaN}',
    "Infinity": b'{"x": Infinity}',
    "-Infinity": b'{"x": -Infinity}',
    "two documents": b"{} {}",
    "UTF-16": '{"format": "spectacular-bid-record"}'.encode("utf-16"),
}


@pytest.mark.parametrize("data", NOT_RECORDS.values(), ids=NOT_RECORDS.keys())
def test_a_file_that_is_not_a_json_record_is_a_record_error_and_exit_2(data: bytes, tmp_path: Path) -> None:
    with pytest.raises(RecordError):
        parse_record(data)
    status, _, err = replay_file(tmp_path, data)
    assert_refused_file(status, err)


def test_nan_is_refused_even_in_an_ignored_field(tmp_path: Path) -> None:
    text = json.dumps(base())
    for constant in ("NaN", "Infinity", "-Infinity"):
        bad = text[:-1] + f', "note": {constant}}}'
        with pytest.raises(RecordError):
            parse_record(bad)
        assert_refused_file(*replay_file(tmp_path, bad)[::2])


def test_a_missing_or_unreadable_file_exits_2(tmp_path: Path) -> None:
    for path in (tmp_path / "no-such.json", tmp_path):
        err = io.StringIO()
        assert_refused_file(run_replay(str(path), True, io.StringIO(), err), err.getvalue())


def test_the_message_is_one_line_whatever_the_file_name(tmp_path: Path) -> None:
    folder = tmp_path / "odd\nname"
    folder.mkdir()
    status, _, err = replay_file(folder, b"{")
    assert_refused_file(status, err)


def test_a_hand_that_must_be_dealt_without_a_deal_exits_2(tmp_path: Path) -> None:
    record, state = first_hand_over()
    record = record.with_event(Event(state.time + 1000, "continue"))
    status, _, err = replay_file(tmp_path, record.dumps())
    assert_refused_file(status, err)
    assert replay_file(tmp_path, record.with_deal(deal_from(random.Random(5))).dumps())[0] == 0


# --- What is not a format error -----------------------------------------------------------------


ACCEPTED: dict[str, Callable[[str], str]] = {
    "byte-order mark": lambda t: "\ufeff" + t,
    "duplicate keys, the last counts": lambda t: '{"format": "x", "version": 7,' + t[1:],
    "unknown top-level field": lambda t: t[:-1] + ', "comment": {"any": [1, 2.5, null]}}',
    "no started_at": lambda t: json.dumps({k: v for k, v in json.loads(t).items() if k != "started_at"}),
    "whitespace around": lambda t: "\n\t " + t + " \n",
}


@pytest.mark.parametrize("change", ACCEPTED.values(), ids=ACCEPTED.keys())
def test_what_records_may_contain(change: Callable[[str], str], tmp_path: Path) -> None:
    text = json.dumps(base())
    read, expected = parse_record(change(text)), parse_record(text)
    assert (read.players, read.deals, read.events) == (expected.players, expected.deals, expected.events)
    assert replay_file(tmp_path, change(text).encode())[0] == 0


def test_duplicate_keys_the_last_counts_both_ways() -> None:
    text = json.dumps(base())
    with pytest.raises(RecordError):
        parse_record(text[:-1] + ', "version": 2}')


UNUSED_FIELDS: list[dict[str, Any]] = [
    {"at": 9000, "do": "tick", "seat": "x", "tile": "zz", "amount": [], "end": 5, "reason": 1},
    {"at": 9000, "do": "start", "seat": True},
    {"at": 9000, "do": "reveal", "seat": 1, "amount": True, "tile": None, "end": {}},
    {"at": 9000, "do": "bid", "seat": 1, "amount": 15, "end": 5, "tile": [9, 9]},
    {"at": 9000, "do": "resign", "seat": 0, "reason": None},
    {"at": 9000, "do": "void", "reason": "", "seat": "none"},
    {"at": 9000, "do": "play", "seat": 1, "tile": [6, 3], "end": None, "amount": "x"},
    {"at": 9000, "do": "play", "seat": 1, "tile": [6, 3]},
]


@pytest.mark.parametrize("event", UNUSED_FIELDS, ids=[e["do"] for e in UNUSED_FIELDS])
def test_fields_an_event_does_not_use_are_ignored_whatever_their_type(event: dict[str, Any], tmp_path: Path) -> None:
    obj = base()
    obj["events"].append(event)
    parse_record(json.dumps(obj))
    assert replay_file(tmp_path, json.dumps(obj))[0] == 0


REFUSED_EVENTS: list[dict[str, Any]] = [
    {"do": "reveal", "seat": 2},
    {"do": "reveal", "seat": -1},
    {"do": "resign", "seat": 2},
    {"do": "bid", "seat": 1, "amount": 17},
    {"do": "bid", "seat": 1, "amount": 1000},
    {"do": "bid", "seat": 1, "amount": -15},
    {"do": "play", "seat": 1, "tile": [0, 0], "end": "up"},
    {"do": "play", "seat": 1, "tile": [0, 0], "end": "West"},
    {"do": "play", "seat": 1, "tile": [0, 0], "end": ""},
    {"do": "play", "seat": 2, "tile": [0, 0], "end": "east"},
    {"do": "start"},
    {"do": "continue"},
    {"do": "accept", "seat": 1},
    {"do": "waive", "seat": 1},
]


@pytest.mark.parametrize("fields", REFUSED_EVENTS, ids=[json.dumps(e) for e in REFUSED_EVENTS])
def test_a_value_the_rules_forbid_is_a_refused_event_not_a_format_error(fields: dict[str, Any], tmp_path: Path) -> None:
    obj = base()
    at = obj["events"][-1]["at"] + 500
    obj["events"].append({"at": at, **fields})
    record = parse_record(json.dumps(obj))
    status, out, err = replay_file(tmp_path, json.dumps(obj))
    assert (status, err) == (0, "")
    line = out.splitlines()[len(obj["events"]) - 1]
    assert json.loads(line)["ok"] is False and json.loads(line)["error"]
    check_trace(out, record)


LONE_SURROGATES: dict[str, Callable[[str], str]] = {
    "player name": lambda t: t.replace('"Ana"', '"\\ud800"'),
    "void reason": lambda t: t.replace('"reason": "x"', '"reason": "\\ud800"'),
}


def _with_lone_surrogate(where: str) -> str:
    deal = deal_from(random.Random(1))
    text = Record(PLAYERS, (deal,), (Event(0, "start"), Event(10, "void", reason="x"))).dumps()
    return LONE_SURROGATES[where](text)


@pytest.mark.parametrize("where", LONE_SURROGATES)
def test_a_lone_surrogate_escape_in_a_string_is_read_and_traced(where: str, tmp_path: Path) -> None:
    """``"\\ud800"`` is a JSON string: the record is valid and ``--trace`` escapes it."""
    text = _with_lone_surrogate(where)
    parse_record(text)
    status, out, err = replay_file(tmp_path, text, as_trace=True)
    assert (status, err) == (0, "")
    assert json.loads(out.splitlines()[-1])["final"] is True


@pytest.mark.parametrize("where", LONE_SURROGATES)
def test_a_lone_surrogate_escape_does_not_crash_the_summary(where: str, tmp_path: Path) -> None:
    status, _, err = replay_file(tmp_path, _with_lone_surrogate(where), as_trace=False)
    assert status in (0, 2) and "Traceback" not in err


def test_an_event_earlier_than_the_game_is_refused_and_changes_nothing(tmp_path: Path) -> None:
    obj = base()
    obj["events"].append({"at": obj["events"][-1]["at"] - 1, "do": "reveal", "seat": 1})
    status, out, _ = replay_file(tmp_path, json.dumps(obj))
    lines = [json.loads(x) for x in out.splitlines()]
    assert status == 0 and lines[3]["ok"] is False
    assert {k: v for k, v in lines[3].items() if k not in ("i", "do", "ok", "error")} == {
        k: v for k, v in lines[2].items() if k not in ("i", "do", "ok", "error")
    }


def test_trace_of_a_played_record(tmp_path: Path) -> None:
    record, live = play_record(3)
    status, out, err = replay_file(tmp_path, record.dumps())
    assert (status, err) == (0, "")
    check_trace(out, record)
    assert [json.loads(x) for x in out.splitlines()] == list(trace(record))
    assert json.loads(out.splitlines()[-1])["points"] == list(live.points)


# --- The fuzz ---------------------------------------------------------------------------------


class Obj(list):  # type: ignore[type-arg]
    """A JSON object as its list of (key, value) pairs, so that keys may repeat."""


def load(text: str) -> Any:
    return json.loads(text, object_pairs_hook=Obj)


def dump(x: Any) -> str:
    if isinstance(x, Obj):
        return "{" + ", ".join(f"{json.dumps(k)}: {dump(v)}" for k, v in x) + "}"
    if isinstance(x, list):
        return "[" + ", ".join(dump(v) for v in x) + "]"
    return json.dumps(x)  # floats nan and inf come out as NaN and Infinity


def containers(x: Any) -> list[list[Any]]:
    """Every object and array in ``x``, outermost first."""
    out: list[list[Any]] = []
    stack = [x]
    while stack:
        node = stack.pop()
        if isinstance(node, list):
            out.append(node)
            stack.extend(v for _, v in node) if isinstance(node, Obj) else stack.extend(node)
    return out


JUNK = st.one_of(
    st.sampled_from(
        [None, True, False, 0, 1, 2, -1, 7, 17, 1000, 2**70, 2500.0, 0.5, float("nan"), float("inf"), "", "x"]
    ),
    st.sampled_from(["start", "play", "east", "up", "west", "0", [], [7, 0], [6, 6], [True, 0], [0], [0, 0, 0]]),
    st.integers(-3, 200_000),
    st.text(max_size=4),
    st.builds(Obj),
)
KEYS = st.sampled_from(["at", "do", "seat", "tile", "end", "amount", "reason", "format", "version", "players"])


FIELD_VALUES: dict[str, st.SearchStrategy[Any]] = {
    "seat": st.sampled_from([0, 1, 2, -1]),
    "tile": st.lists(st.integers(0, 6), min_size=2, max_size=2),
    "end": st.sampled_from(["west", "east", "north", "south", None, "up"]),
    "amount": st.one_of(st.integers(0, 80).map(lambda k: 5 * k), st.just(17)),
    "do": st.sampled_from(["start", "continue", "reveal", "play", "draw", "waive", "bid", "accept", "tick"]),
    "reason": st.text(max_size=3),
}


def _events_of(tree: Any) -> list[Any]:
    for key, value in tree:
        if key == "events":
            return value  # type: ignore[no-any-return]
    raise AssertionError("a base record has events")


def _mutate_events(draw: st.DrawFn, events: list[Any]) -> None:
    """A change that keeps the format, most of the time: move, drop or repeat events, or give
    a field another value of its type (a later or earlier time, another seat, tile, end...)."""
    if not events:
        return
    i = draw(st.integers(0, len(events) - 1))
    op = draw(st.sampled_from(["field", "field", "field", "swap", "delete", "duplicate"]))
    if op == "swap":
        j = draw(st.integers(0, len(events) - 1))
        events[i], events[j] = events[j], events[i]
    elif op == "delete":
        del events[i]
    elif op == "duplicate":
        events.insert(draw(st.integers(0, len(events))), copy.deepcopy(events[i]))
    else:
        event = events[i]
        k = draw(st.integers(0, len(event) - 1))
        key, value = event[k]
        if key == "at" and isinstance(value, int):
            new: Any = max(0, value + draw(st.integers(-20_000, 200_000)))
        elif key in FIELD_VALUES:
            new = draw(FIELD_VALUES[key])
        else:
            new = draw(JUNK)
        event[k] = (key, new)


def _mutate_tree(draw: st.DrawFn, tree: Any) -> None:
    """Any change anywhere: delete, replace, duplicate or add keys and items, swap items."""
    node = draw(st.sampled_from(containers(tree)))
    op = draw(st.sampled_from(["delete", "replace", "duplicate", "add", "swap"]))
    item: Any = (draw(KEYS), draw(JUNK)) if isinstance(node, Obj) else draw(JUNK)
    if not node or op == "add":
        node.insert(draw(st.integers(0, len(node))), item)
        return
    i = draw(st.integers(0, len(node) - 1))
    if op == "delete":
        del node[i]
    elif op == "replace":
        node[i] = (node[i][0], item[1]) if isinstance(node, Obj) else item
    elif op == "duplicate":
        again = (node[i][0], item[1]) if isinstance(node, Obj) else copy.deepcopy(node[i])
        node.insert(draw(st.integers(0, len(node))), again)
    else:
        j = draw(st.integers(0, len(node) - 1))
        node[i], node[j] = node[j], node[i]


def _mutate_bytes(draw: st.DrawFn, data: bytearray) -> None:
    """Truncate, flip a bit, insert a few bytes, change a digit, or add a byte-order mark."""
    op = draw(st.sampled_from(["truncate", "flip", "insert", "digit", "bom"]))
    k = draw(st.integers(0, max(0, len(data) - 1)))
    if op == "truncate":
        del data[k:]
    elif op == "flip" and data:
        data[k] ^= 1 << draw(st.integers(0, 7))
    elif op == "insert":
        data[k:k] = draw(st.sampled_from([b"{", b"]", b",", b'"', b"\\", b"\x00", b"\xc3", b"1e9", b"NaN", b"-"]))
    elif op == "digit":
        digits = [m.start() for m in re.finditer(rb"\d", bytes(data))]
        if digits:
            data[draw(st.sampled_from(digits))] = ord(str(draw(st.integers(0, 9))))
    else:
        data[0:0] = b"\xef\xbb\xbf"


@st.composite
def mutated(draw: st.DrawFn) -> bytes:
    """A valid record, changed a few times. Half of the examples only change its events in
    ways that mostly keep the format, so that the replay itself is exercised; the others
    change anything in its JSON tree and then in its bytes."""
    tree = load(BASES[draw(st.integers(0, len(BASES) - 1))])
    if draw(st.booleans()):
        for _ in range(draw(st.integers(1, 6))):
            _mutate_events(draw, _events_of(tree))
        return dump(tree).encode()
    for _ in range(draw(st.integers(0, 4))):
        _mutate_tree(draw, tree)
    data = bytearray(dump(tree).encode())
    for _ in range(draw(st.integers(0, 3))):
        _mutate_bytes(draw, data)
    return bytes(data)


@given(data=mutated(), as_trace=st.booleans())
def test_fuzz_mutated_records_never_crash_the_replay(
    data: bytes, as_trace: bool, tmp_path_factory: pytest.TempPathFactory
) -> None:
    tmp = tmp_path_factory.getbasetemp()
    status, out, err = replay_file(tmp, data, as_trace)
    event(f"exit {status}")
    assert status in (0, 2)
    try:
        record: Record | None = parse_record(data)
    except RecordError:
        record = None
    if status == 2:
        assert_refused_file(status, err)
        if record is not None:  # then only a hand without a deal may stop the replay
            with pytest.raises(MissingDeal):
                list(replay(record))
    else:
        assert record is not None and err == ""
        if as_trace:
            check_trace(out, record)


def test_base_records_are_rich_enough() -> None:
    """The fuzz starts from records that reach bidding, later hands and refused events."""
    records = [parse_record(b) for b in BASES]
    dos = {e.do for r in records for e in r.events}
    assert {"start", "reveal", "play", "draw", "continue", "bid", "accept", "tick"} <= dos
    refused = sum(1 for r in records for line in trace(r) if line.get("ok") is False)
    assert refused > 10
