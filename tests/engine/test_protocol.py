"""``spectacular-bid engine`` (ENGINE.md): one answer line per request line, an error line for
a bad request (and the engine reads on), reproducible with a seed, nothing else on stdout."""

from __future__ import annotations

import io
import json
import random
import subprocess
import sys
import time
from typing import Any

import pytest
from random_games import PLAYERS, decisions

from spectacular_bid.core import (
    START,
    Event,
    GameState,
    Record,
    apply,
    deal_from,
    infer,
    legal_actions,
    new_game,
    read_seat_record,
    seat_record,
)
from spectacular_bid.engine.cli import run_engine
from spectacular_bid.engine.match import action_of
from spectacular_bid.engine.protocol import respond, thinking_time


def a_position(seed: int = 1, skip: int = 5) -> tuple[GameState, Record]:
    positions = [p for p in decisions(random.Random(seed)) if len(legal_actions(p[0])) > 1]
    return positions[skip]


def request_for(state: GameState, record: Record, **extra: Any) -> dict[str, Any]:
    seat = state.to_act
    assert seat is not None
    return {"id": 7, "seat": seat, "think_ms": 300, "record": seat_record(record, seat), **extra}


def run_lines(lines: list[str], *args: str) -> list[dict[str, Any]]:
    out = io.BytesIO()
    assert run_engine(list(args), io.BytesIO("".join(line + "\n" for line in lines).encode()), out) == 0
    return [json.loads(line) for line in out.getvalue().splitlines()]


def test_an_answer_is_a_legal_event_echoing_the_id() -> None:
    state, record = a_position()
    (reply,) = run_lines([json.dumps(request_for(state, record, iterations=3))])
    assert reply["id"] == 7
    assert "at" not in reply
    action = action_of(reply, state.to_act)  # type: ignore[arg-type]
    assert action in legal_actions(state)
    apply(state, action, state.time + 300)


BAD = [
    ("{not json", None, "not JSON"),
    ("", None, "not JSON"),
    ("[1, 2]", None, "object"),
    ("NaN", None, "not JSON"),
    ('{"id": "x", "record": {}}', "x", "seat"),
    ('{"id": 3, "seat": 0}', 3, "record"),
    ('{"id": 4, "seat": 2, "record": {}}', 4, "seat"),
    ('{"id": 5, "seat": true, "record": {}}', 5, "seat"),
    ('{"id": 6, "seat": 0, "record": "no"}', 6, "JSON object"),
    ('{"id": [1], "seat": 0, "record": {"deals": []}}', [1], "deals"),
]


@pytest.mark.parametrize(("line", "rid", "why"), BAD)
def test_a_bad_request_gets_one_error_line(line: str, rid: Any, why: str) -> None:
    reply = respond(line)
    assert reply["id"] == rid
    assert why in reply["error"]
    assert "\n" not in reply["error"]
    assert set(reply) == {"id", "error"}


def test_field_errors_name_the_field() -> None:
    state, record = a_position()
    for name, value in [("think_ms", 0), ("iterations", -1), ("at", "soon"), ("think_ms", 1.5)]:
        reply = respond(json.dumps(request_for(state, record, **{name: value})))
        assert name in reply["error"]


def test_a_seat_with_nothing_to_decide_is_refused_and_the_engine_reads_on() -> None:
    state, record = a_position()
    seat = state.to_act
    assert seat is not None
    other = {"id": 1, "seat": 1 - seat, "record": seat_record(record, 1 - seat), "iterations": 2}
    unmasked = json.loads(record.dumps())
    full = {"id": 2, "seat": seat, "record": unmasked, "iterations": 2}
    late = request_for(state, record, id=3, at=max(0, state.time - 1), iterations=2)
    good = request_for(state, record, id=4, iterations=2)
    replies = run_lines(["oops", json.dumps(other), json.dumps(full), json.dumps(late), json.dumps(good)])
    assert [r["id"] for r in replies] == [None, 1, 2, 3, 4]
    assert "decision" in replies[1]["error"] or "decide" in replies[1]["error"]
    assert "masked" in replies[2]["error"]
    if state.time:
        assert "before" in replies[3]["error"]
    assert "error" not in replies[4]


def test_same_seed_and_iterations_give_the_same_answers_whatever_came_before() -> None:
    positions = [p for p in decisions(random.Random(2)) if len(legal_actions(p[0])) > 1][:6]
    lines = [json.dumps(request_for(s, r, iterations=4, think_ms=60_000)) for s, r in positions]
    forward = run_lines(lines, "--seed", "9")
    backward = run_lines(lines[::-1], "--seed", "9")
    assert forward == backward[::-1]


def test_the_command_speaks_json_lines_only_and_ends_at_end_of_input() -> None:
    state, record = a_position(3)
    lines = [json.dumps(request_for(state, record, iterations=2)), "bad", json.dumps(request_for(state, record))]
    run = subprocess.run(
        [sys.executable, "-m", "spectacular_bid", "engine", "--level", "medium", "--seed", "1"],
        input="\n".join(lines) + "\n",
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert run.returncode == 0, run.stderr
    replies = [json.loads(line) for line in run.stdout.splitlines()]
    assert len(replies) == 3
    assert "error" in replies[1] and "error" not in replies[0] and "error" not in replies[2]
    assert run.stderr == ""


def test_an_unknown_level_is_a_usage_error() -> None:
    with pytest.raises(SystemExit) as stop:
        run_engine(["--level", "grandmaster"], io.BytesIO(), io.BytesIO())
    assert stop.value.code == 2


def test_the_engine_thinks_no_longer_than_half_its_clock_R37() -> None:
    state, record = a_position()
    seat = state.to_act
    assert seat is not None and state.started is not None
    knowledge = infer(read_seat_record(seat_record(record, seat), seat))
    due = state.started + 10_000 + state.reserves[seat]
    assert thinking_time(knowledge, None, 1000) == min(1000, (due - state.time) // 2)
    assert thinking_time(knowledge, due - 400, 5000) == 200
    assert thinking_time(knowledge, due - 1, 5000) == 1


def test_a_think_ms_too_large_for_a_float_still_gets_a_move() -> None:
    """ENGINE.md: any integer of at least 1; the engine may answer sooner than asked."""
    state = apply(new_game(PLAYERS, [deal_from(random.Random(4))]), START, 0)  # no clock runs before the reveal
    record = Record(PLAYERS, state.deals, (Event.of(START, 0),))
    reply = respond(json.dumps(request_for(state, record, think_ms=10**400, iterations=1)), "hard")
    assert "error" not in reply, reply
    assert reply["do"] in ("play", "draw", "bid", "waive", "accept")


@pytest.mark.parametrize("field", ["players", "started_at"])
def test_a_huge_number_where_a_record_wants_text_is_refused(field: str) -> None:
    """RECORD.md: names and the start time are strings; 1e999 is a number, as ``replay`` says."""
    state, record = a_position()
    request = request_for(state, record)
    if field == "players":
        request["record"]["players"][0] = "__HUGE__"
    else:
        request["record"]["started_at"] = "__HUGE__"
    reply = respond(json.dumps(request).replace('"__HUGE__"', "1e999"))
    assert field in reply.get("error", ""), reply


def test_a_record_nested_too_deep_gets_the_same_error_at_any_depth() -> None:
    """Nesting the parser reads but a recursive writer could not: the record's own limit
    answers, never a failure of the engine."""
    state, record = a_position()
    text = json.dumps(request_for(state, record, iterations=1))
    for depth in (65, 500, *range(900, 1100)):  # where the writer's recursion would fail varies
        reply = respond(text.replace('"record": {', '"record": {"note": ' + "[" * depth + "]" * depth + ", ", 1))
        error = reply.get("error", "")
        assert "nested more than 64 levels deep" in error or error.startswith("not JSON"), (depth, reply)
        if "64 levels" in error:  # read from the record rewritten: no place in it is the request's
            assert "column" not in error, error


def test_the_record_is_written_again_as_the_protocol_writer_would_write_it() -> None:
    """``json``'s writer stands in for the protocol's own where it may (no huge number, no deep
    nesting): the record's reader must get the same text, to the character."""
    from spectacular_bid.engine.protocol import _json_with_large_numbers, _record_text

    state, record = a_position()
    base = request_for(state, record)["record"]
    base["players"] = ["Zoë \ud800", '王 "B" \\ \n']  # a lone surrogate, quotes, escapes
    for depth in range(60, 70):  # json's writer up to the record's depth limit, then the protocol's
        note: Any = [1.5, -0.0, 10**30, None, True, {"é": "x"}]
        for _ in range(depth):
            note = [note]
        recorded = {**base, "note": note}
        assert _record_text(recorded) == _json_with_large_numbers(recorded, ascii_only=False), depth


def test_line_ends_a_byte_order_mark_and_an_empty_line_are_framing_not_json() -> None:
    """An empty line was "not JSON: ... line 2 column 1" (its newline was parsed), a first line
    behind a UTF-8 byte order mark was refused, and a line of 8 MiB was too long with a CRLF
    end though not with an LF one: the line's end and a leading mark are not the request."""
    state, record = a_position()
    good = json.dumps(request_for(state, record, id=7, iterations=2))
    data = ("\ufeff" + good + "\r\n\n" + good.replace('"id": 7', '"id": 8') + "\r\n").encode()
    out = io.BytesIO()
    assert run_engine([], io.BytesIO(data), out) == 0
    replies = [json.loads(line) for line in out.getvalue().splitlines()]
    assert [r["id"] for r in replies] == [7, None, 8]
    assert "error" not in replies[0] and "error" not in replies[2]
    assert replies[1]["error"] == "an empty line is not a request"


def test_the_limit_counts_a_lines_text_not_its_end() -> None:
    from spectacular_bid.engine.cli import LINE_LIMIT

    text = b'{"id": 1, "pad": "' + b"x" * (LINE_LIMIT - 20) + b'"}'
    assert len(text) == LINE_LIMIT
    for end in (b"\n", b"\r\n"):
        out = io.BytesIO()
        assert run_engine([], io.BytesIO(text + end), out) == 0
        reply = json.loads(out.getvalue())
        assert reply["id"] == 1 and "MiB" not in reply["error"], end


def test_a_finished_game_is_called_over() -> None:
    """A resigned game was refused with "the game awaits None"."""
    state, record = a_position()
    seat = state.to_act
    assert seat is not None
    request = request_for(state, record, iterations=2)
    request["record"]["events"].append({"at": state.time, "do": "resign", "seat": seat})
    reply = respond(json.dumps(request))
    assert reply["error"] == f"seat {seat} has no decision to make: the game is over"


#: Seat 0's record of a first hand: seat 1 opened with [4|4] by rank (R8), seat 0 has revealed
#: and is to play. Seat 0's clock started at 41,360: its deadline is 171,360 (R36–R37).
OPENED = {
    "format": "spectacular-bid-record",
    "version": 1,
    "players": ["Ana", "Ben"],
    "deals": [{"hands": [[[5, 0], [3, 0], [4, 0], [3, 1], [6, 3], [4, 2], [0, 0]], None], "boneyard": None}],
    "events": [
        {"at": 1, "do": "start"},
        {"at": 4554, "do": "reveal", "seat": 1},
        {"at": 9756, "do": "play", "seat": 1, "tile": [4, 4]},
        {"at": 41360, "do": "reveal", "seat": 0},
    ],
}
OPENED_DEADLINE = 41360 + 10_000 + 120_000


def opened(seat: int = 0, **extra: Any) -> dict[str, Any]:
    return {"id": 1, "seat": seat, "iterations": 2, "record": json.loads(json.dumps(OPENED)), **extra}


def test_a_record_masked_for_the_other_seat_says_whose_it_is() -> None:
    """Seat 1 asking with seat 0's record got "the hand in progress is masked: the other hand
    and the boneyard null", which names neither the seat nor the field at fault."""
    error = respond(json.dumps(opened(seat=1)))["error"]
    assert error == "the hand in progress is masked for seat 0, not for seat 1: hands[0] holds tiles, hands[1] is null"


@pytest.mark.parametrize(
    ("shown", "fields"),
    [
        ({"hands": [OPENED["deals"][0]["hands"][0], [[6, 6]] * 7], "boneyard": [[1, 1]] * 14}, "hands[1] and boneyard"),
        ({"hands": [OPENED["deals"][0]["hands"][0], [[6, 6]] * 7], "boneyard": None}, "hands[1]"),
        ({"hands": [OPENED["deals"][0]["hands"][0], None], "boneyard": [[1, 1]] * 14}, "boneyard"),
    ],
)
def test_a_record_showing_what_the_seat_may_not_see_names_the_fields(shown: dict[str, Any], fields: str) -> None:
    request = opened()
    request["record"]["deals"][0] = shown
    error = respond(json.dumps(request))["error"]
    verb = "are" if " and " in fields else "is"
    assert error == (
        f"the hand in progress is not masked for seat 0: {fields} {verb} hidden from seat 0 and must be null"
    )


@pytest.mark.parametrize(
    ("change", "why"),
    [
        # seat 0's hand holds the tile seat 1 opened with
        (lambda r: r["deals"][0]["hands"][0].__setitem__(6, [4, 4]), "event 2: seat 1 plays [4|4], a tile of seat 0's"),
        # R8: seat 1 opened by rank with [4|4], so no tile dealt ranks above it
        (
            lambda r: r["deals"][0]["hands"][0].__setitem__(6, [6, 6]),
            "seat 1 opened with [4|4] by rank (R8), but seat 0 was dealt [6|6], which ranks higher",
        ),
        # seat 0 plays a tile it does not hold
        (
            lambda r: r["events"].append({"at": 42000, "do": "play", "seat": 0, "tile": [4, 1], "end": "west"}),
            "event 4: seat 0 plays [4|1], a tile it does not hold",
        ),
        # seat 0 draws a tile it was dealt
        (
            lambda r: r["events"].append({"at": 42000, "do": "draw", "seat": 0, "tile": [0, 0]}),
            "event 4: seat 0 draws [0|0], a tile it was dealt",
        ),
        # seat 0 draws with [4|0] in hand: the rules refuse it whatever the deal (R19)
        (
            lambda r: r["events"].append({"at": 42000, "do": "draw", "seat": 0, "tile": [1, 1]}),
            "event 4 is refused by the rules with a deal consistent with the seat record: seat 0 has a tile to play",
        ),
    ],
)
def test_an_impossible_record_names_what_is_wrong_with_it(change: Any, why: str) -> None:
    """These were all "no deal consistent with the record lets seat 0 decide now: seat 1 is not
    the one to act": the rules refusing one sampled deal, blamed on the turn."""
    request = opened()
    change(request["record"])
    error = respond(json.dumps(request))["error"]
    assert why in error, error
    assert "not the one to act" not in error


def test_a_seat_whose_clock_ran_out_before_at_has_lost_on_time_R37() -> None:
    """ENGINE.md's ``at`` is when the seat decides: at or past its deadline it has lost on time
    (R37), so it has no decision to make. ``at`` 10**40 got a move."""
    for at in (OPENED_DEADLINE, OPENED_DEADLINE + 1, 10**40):
        error = respond(json.dumps(opened(at=at))).get("error", "")
        assert error == (
            f"seat 0 has no decision to make: its clock ran out at {OPENED_DEADLINE} (R37), "
            "so the game is over on time by 'at'"
        ), at
    assert "error" not in respond(json.dumps(opened(at=OPENED_DEADLINE - 1)))


def test_no_request_keeps_the_engine_thinking_past_the_delay_R36() -> None:
    """``think_ms`` 1e30 kept the engine busy for 55 s with a clock running, and for up to a
    day before a reveal. ENGINE.md lets a level answer sooner than ``think_ms``: the engine
    thinks at most :data:`MAX_THINK_MS`, the 10 s delay a decision gets before its reserve runs
    (R36), and a huge ``iterations`` is bounded by it as by ``think_ms``."""
    from spectacular_bid.engine import protocol
    from spectacular_bid.engine.levels import Budget

    state = apply(new_game(PLAYERS, [deal_from(random.Random(4))]), START, 0)  # no clock runs before the reveal
    record = Record(PLAYERS, state.deals, (Event.of(START, 0),))
    seat = state.to_act
    assert seat is not None
    knowledge = infer(read_seat_record(seat_record(record, seat), seat))
    assert knowledge.view.deadline is None
    assert thinking_time(knowledge, None, 10**30) == protocol.MAX_THINK_MS == 10_000
    for request in (request_for(state, record, think_ms=10**30), opened(think_ms=10**30, iterations=10**18)):
        budgets: list[Budget] = []

        def spy(*args: Any, budgets: list[Budget] = budgets) -> Any:
            budgets.append(args[3])
            raise RuntimeError("asked")

        before = time.perf_counter()
        with pytest.MonkeyPatch.context() as patch:
            patch.setattr(protocol, "decide", spy)
            protocol.respond(json.dumps(request))
        (budget,) = budgets
        assert budget.deadline - before <= 10.0  # seconds of perf_counter
    assert not Budget(time.perf_counter() - 1, 10**18).more(1)  # the deadline bounds iterations


def test_json_nested_past_the_parser_is_refused_in_plain_words() -> None:
    """It was "not JSON: maximum recursion depth exceeded while decoding a JSON array from a
    unicode string", the interpreter's words."""
    for line in ('{"id": 7, "x": ' + "[" * 100_000 + "]" * 100_000 + "}", '{"a": ' * 100_000, "[" * 100_000):
        assert respond(line) == {"id": None, "error": "not JSON: nested too deeply"}


def test_a_huge_number_in_a_refusal_is_shortened_not_echoed() -> None:
    """A hostile-input probe's event with a seat of 4,300 digits came back whole in a 4 KB
    error line: a number past a dozen digits is told by its first digits and its length."""
    request = opened()
    request["record"]["events"].append({"at": 42000, "do": "draw", "seat": int("9" * 4300)})
    error = respond(json.dumps(request))["error"]
    assert len(error) < 300 and "there is no seat 999999… (4,300 digits)" in error, error[:400]


def test_a_deal_more_than_the_hands_dealt_is_named() -> None:
    """The probe's seat record with a deal too many read "the hand in progress must show seat
    1's 7 tiles", where what is wrong is the count of deals."""
    request = opened()
    request["record"]["deals"].append({"hands": [None, None], "boneyard": None})
    error = respond(json.dumps(request))["error"]
    assert error == "a seat record holds one deal per hand dealt (1), not 2", error


def test_a_byte_order_mark_on_a_later_line_is_framing_too() -> None:
    """The probe's later line behind a byte order mark read "not JSON: Unexpected UTF-8 BOM
    (decode using utf-8-sig)", Python's words: a mark is taken off any line, as off the first."""
    state, record = a_position()
    good = json.dumps(request_for(state, record, iterations=2))
    replies = run_lines([good, "\ufeff" + good.replace('"id": 7', '"id": 8')])
    assert [r["id"] for r in replies] == [7, 8] and all("error" not in r for r in replies)


@pytest.mark.skipif(sys.platform == "win32", reason="Ctrl-C is a signal on POSIX")
def test_ctrl_c_stops_the_engine_without_a_traceback() -> None:
    """The probe's Ctrl-C on a waiting engine printed a KeyboardInterrupt traceback."""
    import signal

    engine = subprocess.Popen(
        [sys.executable, "-m", "spectacular_bid", "engine"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    assert engine.stdin is not None
    engine.stdin.write(b'{"id": 1}\n')  # answered: the engine is up and reading the next line
    engine.stdin.flush()
    assert engine.stdout is not None and b'"error"' in engine.stdout.readline()
    engine.send_signal(signal.SIGINT)
    _out, err = engine.communicate(timeout=30)
    assert engine.returncode == 130 and b"Traceback" not in err, err


def test_a_request_of_millions_of_lists_is_refused_before_it_is_read() -> None:
    """A hostile-input probe's line of 8 MB, 2.7 million empty lists in its record, took the
    engine 420 MB and seconds past its think_ms to read; the densest real record of 8 MiB
    holds about 300,000 lists and objects. Brackets inside a string are no lists."""
    from spectacular_bid.engine.protocol import MOST_CONTAINERS

    state, record = a_position()
    request = request_for(state, record, iterations=2)
    flood = dict(request, record={**request["record"], "pad": [[]] * (MOST_CONTAINERS + 1)})
    reply = respond(json.dumps(flood))
    assert reply == {"id": None, "error": f"a request holds at most {MOST_CONTAINERS:,} lists and objects"}
    quoted = dict(request, id="[" * (MOST_CONTAINERS + 1))  # brackets in a string: read, answered
    assert "error" not in respond(json.dumps(quoted))


def test_a_request_of_a_million_numbers_too_large_for_a_float_is_refused() -> None:
    """A hostile-input probe's line of 8 MB, 1.4 million ``2e308`` in its ``id``, took the
    engine 430 MB: each is kept as written (:class:`LargeNumber`), five times a float's room,
    and no field reads one. A request holds at most :data:`MOST_LARGE_NUMBERS` of them."""
    from spectacular_bid.engine.protocol import MOST_LARGE_NUMBERS

    state, record = a_position()
    request = json.dumps(request_for(state, record, iterations=2))
    flood = request[:-1] + ', "id": [' + ",".join(["2e308"] * (MOST_LARGE_NUMBERS + 1)) + "]}"
    reply = respond(flood)
    assert reply == {
        "id": None,
        "error": f"a request holds at most {MOST_LARGE_NUMBERS:,} numbers too large for a float",
    }
    some = request[:-1] + ', "id": [' + ",".join(["2e308"] * 1_000) + "]}"
    reply = respond(some)
    assert "error" not in reply and len(reply["id"]) == 1_000  # echoed as written


@pytest.mark.parametrize("tail", ["", "\\"])
def test_a_line_of_brackets_and_an_open_string_is_refused_without_hanging(tail: str) -> None:
    """A hostile-input probe: 500,001 brackets, then a string of escaped quotes never closed.
    The brackets were counted outside strings by a pattern that scanned to the line's end from
    every quote: 22 s for 580 KB, hours for this line of 2.5 MB, days for 8 MB; the lines
    behind it waited. (A guard against a hang, not a speed target: it waits a minute, in a
    process of its own, since the pattern holds the interpreter until it ends.)"""
    from spectacular_bid.engine.protocol import MOST_CONTAINERS, _containers

    script = (
        "import json, sys\n"
        "from spectacular_bid.engine.protocol import MOST_CONTAINERS, respond\n"
        f"line = '[' * (MOST_CONTAINERS + 1) + '\"' + '\\\\\"' * 1_000_000 + {tail!r}\n"
        "print(json.dumps(respond(line)))\n"
    )
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=60, check=True)
    refused = {"id": None, "error": f"a request holds at most {MOST_CONTAINERS:,} lists and objects"}
    assert json.loads(done.stdout) == refused
    # Brackets in a string, closed or left open, are still not counted.
    assert _containers("[" * (MOST_CONTAINERS + 1) + '"' + "[" * 10 + '\\"]"') == MOST_CONTAINERS + 1
    assert _containers("[" * (MOST_CONTAINERS + 1) + '"' + "[" * 10) == MOST_CONTAINERS + 1
    assert _containers('"' + "[" * (MOST_CONTAINERS + 1) + '"[') == 1


def _other_draws_position() -> tuple[dict[str, Any], list[int]]:
    """A request whose hand in progress holds draws of the other seat, and their indices."""
    for state, record in decisions(random.Random(4)):
        seat = state.to_act
        if seat is None or len(legal_actions(state)) < 2:
            continue
        request = {"id": 3, "seat": seat, "iterations": 6, "record": seat_record(record, seat)}
        events = request["record"]["events"]
        begin = max(i for i, e in enumerate(events) if e["do"] in ("start", "continue"))
        drawn = [i for i, e in enumerate(events) if i > begin and e["do"] == "draw" and e["seat"] != seat]
        if len(drawn) >= 2:
            return request, drawn
    raise AssertionError("no position with the other seat's draws")


def test_an_at_given_as_its_default_changes_nothing_it_answers() -> None:
    """A review: ``at`` left out and ``at`` given as the last event's time, its default, are
    the same request, and were seeded apart."""
    request, _ = _other_draws_position()
    timed = {**request, "at": request["record"]["events"][-1]["at"]}
    assert respond(json.dumps(timed), "hard", 5) == respond(json.dumps(request), "hard", 5)


def test_a_draw_of_the_other_seat_carrying_a_tile_is_refused_R41() -> None:
    """ENGINE.md: the other seat's draws carry no tile. A runner that leaked them was answered
    as if nothing were wrong (a hostile probe), so never peeking could not be checked."""
    request, drawn = _other_draws_position()
    request["record"]["events"][drawn[0]]["tile"] = [1, 1]
    error = respond(json.dumps(request))["error"]
    assert f"event {drawn[0]}" in error and "carries a tile" in error, error


def _later_play(record: dict[str, Any]) -> dict[str, Any]:
    """A play of the record after the opening (its tile's written order means nothing)."""
    return next(e for e in record["events"] if e["do"] == "play" and "end" in e)


def _own_hand(record: dict[str, Any]) -> list[Any]:
    hands = record["deals"][-1]["hands"]
    return next(h for h in hands if h is not None)


@pytest.mark.parametrize(
    "where",
    [
        lambda r: r.__setitem__("note", [6, 6]),
        lambda r: r["events"][-1].__setitem__("note", [6, 6]),
        lambda r: r["deals"][-1].__setitem__("note", [[6, 6], [5, 5]]),
        lambda r: r.__setitem__("players", ["66 55 44", r["players"][1]]),
        lambda r: _later_play(r).__setitem__("tile", _later_play(r)["tile"][::-1]),
        lambda r: _own_hand(r).reverse(),
        lambda r: r.__setitem__("started_at", "2026-12-06T09:00:00Z"),
    ],
)
def test_what_the_engine_reads_nothing_from_changes_nothing_it_answers(where: Any) -> None:
    """The engine seeded its choices from the request's text, so a field it reads nothing
    from (a hostile probe hid the other hand's tiles in one) changed its move: an answer that
    hangs on hidden tiles, though never read. A review found more places to hide them: the
    names, the written order of a tile played after the opening, the order of the seat's own
    hand. Its choices depend on what it reads of the seat record."""
    request, _ = _other_draws_position()
    plain = respond(json.dumps(request), "hard", 5)
    noted = json.loads(json.dumps(request))
    where(noted["record"])
    answered = respond(json.dumps(noted), "hard", 5)
    assert "error" not in answered
    assert {k: v for k, v in answered.items() if k != "info"} == {k: v for k, v in plain.items() if k != "info"}
    assert answered.get("info") == plain.get("info")


def test_the_other_seat_revealed_to_open_leaves_no_decision_and_says_so() -> None:
    """An audit asked for seat 1's decision once seat 0 had revealed its hand to open the first
    hand (it holds [6|6], R8). The answer blamed the rules "with a deal consistent with the seat
    record: seat 0 is not the one to act", where the deal the engine drew let seat 1 open. The
    record says who is to act: seat 0."""
    hand = [[6, 3], [3, 3], [5, 5], [2, 2], [4, 4], [1, 0], [6, 0]]
    record = {
        "format": "spectacular-bid-record",
        "version": 1,
        "players": ["Ana", "Ben"],
        "started_at": "2026-12-02T09:00:00Z",
        "deals": [{"hands": [None, hand], "boneyard": None}],
        "events": [{"at": 0, "do": "start"}, {"at": 2500, "do": "reveal", "seat": 0}],
    }
    revealed = "seat 1 has no decision to make: seat 0 revealed its hand (event 1) to open by rank (R8)"
    assert respond(json.dumps({"id": 1, "seat": 1, "record": record}))["error"] == revealed
    record["events"].append({"at": 9000, "do": "tick"})  # seat 0's time runs on: still its turn
    assert respond(json.dumps({"id": 2, "seat": 1, "record": record}))["error"] == revealed
    # Dealt [6|6], seat 1 would open: a record where seat 0 revealed first is impossible, and
    # the refusal says the rules refused it, not that seat 0 may hold a higher tile.
    record["deals"][0]["hands"][1] = [[6, 6], *hand[1:]]
    record["events"].pop()
    error = respond(json.dumps({"id": 3, "seat": 1, "record": record}))["error"]
    assert error.startswith("event 1 is refused by the rules"), error


@pytest.mark.parametrize(
    ("dealing", "why"),
    [
        (["continue"], "event 0 is refused by the rules: a hand is continued before the game's start"),
        (
            ["start", "start"],
            "event 1 is refused by the rules with a deal consistent with the seat record: the game has already started",
        ),
    ],
)
def test_a_record_dealing_out_of_order_says_so(dealing: list[str], why: str) -> None:
    """A seat record opening on ``continue`` got "the engine failed: MissingDeal: the game has
    no deal for its first hand": an internal failure, where the record is at fault (a hostile
    probe). A seat record holds accepted events, and the rules accept neither."""
    request = opened()
    hand = request["record"]["deals"][-1]
    from spectacular_bid.core import ALL_TILES

    tiles = [t.as_list() for t in ALL_TILES]
    whole = {"hands": [tiles[:7], tiles[7:14]], "boneyard": tiles[14:]}
    request["record"]["deals"] = [whole] * (len(dealing) - 1) + [hand]
    request["record"]["events"] = [{"at": 0, "do": do} for do in dealing]
    assert respond(json.dumps(request))["error"] == why


@pytest.mark.parametrize("end", ["\x85", "\u2028", "\u2029"])
def test_an_id_holding_a_line_end_of_some_readers_is_echoed_on_one_line(end: str) -> None:
    """A hostile probe: an ``id`` holding U+2028 or U+0085 was echoed as it was, valid JSON on
    one line that a reader splitting with Python's ``splitlines`` read as two answers."""
    from spectacular_bid.engine.protocol import answer_text

    state, record = a_position()
    request = dict(request_for(state, record, iterations=2), id=f"a{end}b")
    text = answer_text(respond(json.dumps(request)))
    assert len(text.splitlines()) == 1
    assert json.loads(text)["id"] == f"a{end}b" and "do" in json.loads(text)


def test_a_draw_of_a_seat_that_is_not_there_is_refused_as_such() -> None:
    """A hostile-input review: a draw of seat 2 carrying a tile was answered "seat 2's draw
    carries a tile, which seat 1 may not see", when there is no seat 2."""
    request, drawn = _other_draws_position()
    request["record"]["events"][drawn[0]].update(seat=2, tile=[1, 1])
    error = respond(json.dumps(request))["error"]
    assert f"event {drawn[0]}" in error and "carries a tile" not in error and "seat 2" in error, error
