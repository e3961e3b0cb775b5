"""The record reader (``core.record._read_record``) against the plain reading it replaced:
``json.loads`` of the whole text, then RECORD.md's checks on the tree. Both accept the same
records, read them the same, and refuse the same files with the same reason (apart from
what is not JSON, said in the reader's own words); the reader only adds refusals for nesting
deeper than :data:`MAX_DEPTH`, and keeps unknown top-level fields up to :data:`EXTRA_LIMIT`."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from hostile_records import corpus
from hypothesis import given
from hypothesis import strategies as st
from test_record_fuzz import BASES, mutated

from spectacular_bid.core.record import (
    EXTRA_LIMIT,
    FORMAT,
    MAX_DEPTH,
    VERSION,
    Part,
    Place,
    Record,
    RecordError,
    _event,
    _is_int,
    _tile,
    parse_record,
)
from spectacular_bid.core.tiles import Deal, Tile, deal_problem


class Refused(ValueError):
    """The plain reading's refusal, said as the reader says it."""


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")


def _deal(x: object, k: int) -> Deal:
    where = Place(Part.DEAL, k)
    if not isinstance(x, dict):
        raise Refused(f"{where} is not an object")
    hands, boneyard = x.get("hands"), x.get("boneyard")
    if not (isinstance(hands, list) and len(hands) == 2 and all(isinstance(h, list) for h in hands)):
        raise Refused(f"{where}: hands must be two lists of tiles")
    if not isinstance(boneyard, list):
        raise Refused(f"{where}: boneyard must be a list of tiles")
    h0 = tuple(Tile.of(*_tile(t, where)) for t in hands[0])
    h1 = tuple(Tile.of(*_tile(t, where)) for t in hands[1])
    bone = tuple(Tile.of(*_tile(t, where)) for t in boneyard)
    problem = deal_problem((h0, h1), bone)
    if problem:
        raise Refused(f"{where}: {problem.value}")
    return Deal((h0, h1), bone)


def plain_reading(data: bytes) -> Record:
    """The reading the reader replaced, whole tree first."""
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise Refused("the file is not UTF-8 text") from None
    try:
        top = json.loads(text, parse_constant=_reject_constant)
    except (ValueError, RecursionError) as e:
        raise Refused(f"not JSON: {e}") from None
    if not isinstance(top, dict):
        raise Refused("a record is a JSON object")
    if top.get("format") != FORMAT:
        raise Refused(f"format must be {FORMAT!r}")
    version = top.get("version")
    if not _is_int(version) or version != VERSION:
        raise Refused(f"version must be {VERSION}")
    players = top.get("players")
    if not (isinstance(players, list) and len(players) == 2 and all(isinstance(p, str) for p in players)):
        raise Refused("players must be two names")
    started_at = top.get("started_at")
    if started_at is not None and not isinstance(started_at, str):
        raise Refused("started_at must be a string")
    if "started_at" in top and started_at is None:
        raise Refused("started_at must be a string")
    deals = top.get("deals")
    if not isinstance(deals, list) or not deals:
        raise Refused("deals must be a non-empty list")
    events = top.get("events")
    if not isinstance(events, list):
        raise Refused("events must be a list")
    known = {"format", "version", "players", "started_at", "deals", "events"}
    return Record(
        (players[0], players[1]),
        tuple(_deal(d, k) for k, d in enumerate(deals)),
        tuple(_event(e, i) for i, e in enumerate(events)),
        started_at,
        {k: v for k, v in top.items() if k not in known},
    )


def _depth(data: bytes) -> int:
    """How deep the text's brackets nest, strings aside (near enough to skip such inputs)."""
    deepest = depth = 0
    quoted = escaped = False
    for byte in data:
        if quoted:
            quoted = not (byte == 0x22 and not escaped)
            escaped = byte == 0x5C and not escaped
        elif byte == 0x22:
            quoted = True
        elif byte in b"[{":
            depth += 1
            deepest = max(deepest, depth)
        elif byte in b"]}":
            depth -= 1
    return deepest


def assert_same_reading(data: bytes) -> str:
    """Both readings of ``data`` agree; what they did (for Hypothesis's statistics)."""
    try:
        got: Record | str = parse_record(data)
    except RecordError as e:
        got = str(e)
    try:
        expected: Record | str = plain_reading(data)
    except (RecordError, Refused) as e:
        expected = str(e)
    if isinstance(got, str) and "levels deep" in got:
        assert _depth(data) > MAX_DEPTH
        return "too deep"
    if isinstance(expected, Record):
        assert isinstance(got, Record), got
        assert (got.players, got.deals, got.events, got.started_at) == (
            expected.players,
            expected.deals,
            expected.events,
            expected.started_at,
        )
        if len(json.dumps(dict(expected.extra))) < EXTRA_LIMIT:
            assert json.dumps(dict(got.extra)) == json.dumps(dict(expected.extra))
        return "read"
    assert isinstance(got, str), expected
    if expected.startswith("not JSON"):
        if not data.decode("utf-8-sig").strip(" \t\n\r"):  # said to be empty rather than not JSON
            assert got == "the file is empty"
            return "not JSON"
        assert got.startswith("not JSON"), (got, expected)
        return "not JSON"
    if ": unknown do " in expected:  # the reader shows a container it did not build as [...] or {...}
        got, expected = got.split(" do ")[0], expected.split(" do ")[0]
    assert got == expected
    return "refused"


@given(data=mutated())
def test_mutated_records_are_read_as_before(data: bytes) -> None:
    assert_same_reading(data)


@given(base=st.sampled_from(BASES), depth=st.integers(1, 2 * MAX_DEPTH), at=st.sampled_from(["note", "event"]))
def test_nesting_is_refused_only_past_the_limit(base: bytes, depth: int, at: str) -> None:
    tree = json.loads(base)
    nested: Any = 1
    for _ in range(depth - (1 if at == "note" else 3)):
        nested = [nested]
    if at == "note":
        tree["note"] = nested
    else:
        tree["events"][0]["note"] = nested
    data = json.dumps(tree).encode()
    if depth <= MAX_DEPTH:
        parse_record(data)
    else:
        with pytest.raises(RecordError, match="levels deep"):
            parse_record(data)


def test_the_hostile_corpus_is_read_as_before(tmp_path: Path) -> None:
    seen: dict[str, int] = {}
    for case in corpus(seed=2, heavy=False):
        if case.kind in ("device", "pipe", "directory", "path"):
            continue
        data = Path(case.make(tmp_path)).read_bytes()
        outcome = assert_same_reading(data)
        seen[outcome] = seen.get(outcome, 0) + 1
    assert seen["read"] > 50 and seen["refused"] > 200 and seen["not JSON"] > 200, seen


def test_large_unknown_fields_are_checked_but_not_kept() -> None:
    tree = json.loads(BASES[0])
    small, large = {"seat": 1, "level": "hard"}, ["x" * 100] * (EXTRA_LIMIT // 100)
    record = parse_record(json.dumps(tree | {"computer": small, "pad": large}).encode())
    assert dict(record.extra) == {"computer": small}
    with pytest.raises(RecordError, match="not JSON"):
        parse_record((json.dumps(tree | {"pad": large})[:-3] + "NaN]}").encode())


@pytest.mark.parametrize("word", ["NaN", "Infinity", "-Infinity"])
def test_nan_and_infinity_are_named_where_they_stand(word: str) -> None:
    """A hostile-input probe's record with NaN read "not JSON: expecting a value", where the
    engine says "NaN is not JSON": what stands there is named."""
    with pytest.raises(RecordError) as refused:
        parse_record(('{"format": "spectacular-bid-record", "version": ' + word + "}").encode())
    assert str(refused.value) == "not JSON: NaN and Infinity are not JSON numbers: line 1 column 49 (char 48)"


@pytest.mark.parametrize("data", [b"", b"\xef\xbb\xbf", b" \n\t\r\n", ""])
def test_an_empty_file_is_said_to_be_empty(data: bytes | str) -> None:
    """An audit's empty file read "not JSON: expecting a value: line 1 column 1 (char 0)"."""
    with pytest.raises(RecordError) as refused:
        parse_record(data)
    assert str(refused.value) == "the file is empty"


@pytest.mark.parametrize("data", ["\u00a0", "\f", " \u2003 "])
def test_a_file_of_other_white_space_is_not_said_to_be_empty(data: str) -> None:
    """A review: a file holding only a no-break space was said to be empty. JSON's white space
    is four characters; anything else is something, and not JSON."""
    with pytest.raises(RecordError) as refused:
        parse_record(data.encode())
    assert str(refused.value).startswith("not JSON")
