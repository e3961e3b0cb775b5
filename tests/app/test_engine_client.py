"""The one path from the window to the computer (ENGINE.md): the built-in levels and any
command that speaks the protocol, their failures told and never replaced by another move, and
what crosses into the engine — a seat record, and nothing that holds a hidden tile."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import logging
import random
import sys
import textwrap
import time
import tracemalloc
from pathlib import Path
from typing import Any

import pytest
from app_games import OUT_DEAL
from pytestqt.qtbot import QtBot
from random_games import decisions

from spectacular_bid.app import FakeTime
from spectacular_bid.app.computer import ComputerPlayer
from spectacular_bid.app.controller import GameController
from spectacular_bid.app.engine_client import (
    BuiltInEngine,
    EngineClient,
    EngineFailure,
    EngineProcess,
    action_of,
    trial,
)
from spectacular_bid.app.practice import Opponent, extra_fields, with_opponent
from spectacular_bid.app.session import Session
from spectacular_bid.core import (
    START,
    Deal,
    Event,
    Play,
    Record,
    Reveal,
    Stage,
    apply,
    legal_actions,
    new_game,
    seat_record,
)

HUMAN, COMPUTER = 0, 1

# --- Engines that misbehave -------------------------------------------------------------------

FAKE = textwrap.dedent(
    """
    import json, os, sys, time
    mode = sys.argv[1]
    marker = sys.argv[2]
    answered = False
    for line in sys.stdin:
        request = json.loads(line)
        if mode == "dies-after-one" and os.path.exists(marker):
            sys.exit(3)
        open(marker, "a").close()
        if mode == "dies":
            print("out of memory, says the engine", file=sys.stderr, flush=True)
            sys.exit(4)
        if mode == "silent":
            time.sleep(30)
        if mode == "garbage":
            print("hello", flush=True)
            continue
        if mode == "long-first" and not answered:  # each process's first answer
            answered = True
            print(json.dumps({"id": request["id"], "pad": "x" * (2 << 20)}), flush=True)
            continue
        if mode == "preamble":  # fifty lines of talk before each answer
            print("thinking...\\n" * 50, end="", flush=True)
        if mode == "deep":
            print("[" * 100_000 + "]" * 100_000, flush=True)
            continue
        if mode == "loud":  # one endless line of standard error, then silence
            while True:
                sys.stderr.write("x" * 65536)
        if mode == "refuses":
            print(json.dumps({"id": request["id"], "error": "I only play on Sundays"}), flush=True)
            continue
        if mode == "illegal":
            print(json.dumps({"id": request["id"], "do": "play", "tile": [6, 6], "end": "north"}), flush=True)
            continue
        print(json.dumps({"id": request["id"], "do": "play", "tile": [2, 2]}), flush=True)
        if mode == "chatty":
            print("thinking done", flush=True)
        if mode == "flood":
            while True:
                sys.stdout.write("x\\n" * 65536)
    """
)


def fake(tmp_path: Path, mode: str, **options: Any) -> EngineProcess:
    script = tmp_path / "engine.py"
    script.write_text(FAKE, encoding="utf-8")
    return EngineProcess([sys.executable, str(script), mode, str(tmp_path / "asked")], **options)


def test_the_built_in_engine_answers_a_request_as_data() -> None:
    engine = BuiltInEngine("hard", seed=3)
    assert trial(engine).startswith('{"do": ')


def test_a_process_speaking_the_protocol_answers_and_stays_up() -> None:
    engine = EngineProcess([sys.executable, "-m", "spectacular_bid", "engine", "--level", "easy"])
    try:
        assert trial(engine) == trial(BuiltInEngine("easy"))  # the same engine, the same seed
        trial(engine)
        assert engine.starts == 1
    finally:
        engine.close()


def test_a_process_that_ended_between_questions_is_started_again(tmp_path: Path) -> None:
    engine = fake(tmp_path, "dies-after-one")
    try:
        assert trial(engine) == '{"do": "play", "tile": [2, 2]}'
        with pytest.raises(EngineFailure) as failure:
            trial(engine)  # it ends on the second question: that one fails
        assert failure.value.code == "ended" and "exit status 3" in failure.value.detail
        (tmp_path / "asked").unlink()
        assert trial(engine) == '{"do": "play", "tile": [2, 2]}'  # a new process answers the next
        assert engine.starts == 2
    finally:
        engine.close()


def test_a_process_that_dies_is_reported_with_its_last_words(tmp_path: Path) -> None:
    engine = fake(tmp_path, "dies")
    with pytest.raises(EngineFailure) as failure:
        trial(engine)
    assert failure.value.code == "ended"
    assert "exit status 4" in failure.value.detail and "out of memory" in failure.value.detail


def test_a_silent_process_times_out_and_is_replaced(tmp_path: Path) -> None:
    engine = fake(tmp_path, "silent", grace_ms=200, start_ms=0)
    with pytest.raises(EngineFailure) as failure:
        trial(engine)
    assert failure.value.code == "timeout"
    with pytest.raises(EngineFailure):
        trial(engine)
    assert engine.starts == 2  # a late answer is never read as the next one's
    engine.close()


@pytest.mark.parametrize(("mode", "code"), [("garbage", "unreadable"), ("refuses", "refused"), ("illegal", "illegal")])
def test_a_bad_answer_is_a_failure(tmp_path: Path, mode: str, code: str) -> None:
    engine = fake(tmp_path, mode, grace_ms=0, start_ms=500)  # a line that is no answer is passed over until then
    try:
        with pytest.raises(EngineFailure) as failure:
            trial(engine)
        assert failure.value.code == code
        if mode == "refuses":
            assert failure.value.detail == "I only play on Sundays"
    finally:
        engine.close()


@pytest.mark.parametrize("mode", ["long-first", "chatty", "preamble"])
def test_a_line_too_many_never_puts_the_answers_out_of_step(tmp_path: Path, mode: str) -> None:
    """A hostile probe: after one answer over 1 MiB, or one line more than the answer, every
    later question read the line before it and failed, and the computer lost every decision
    on time for as long as the process lived."""
    engine = fake(tmp_path, mode, grace_ms=1000, start_ms=1500)
    try:
        if mode == "long-first":
            with pytest.raises(EngineFailure) as failure:
                trial(engine)
            assert failure.value.code == "unreadable" and "longer than 1,048,576 characters" in failure.value.detail
        for _ in range(3):
            assert trial(engine) == '{"do": "play", "tile": [2, 2]}'
        assert engine.starts == 1  # a process that talks is kept: a new one would answer long again
    finally:
        engine.close()


def test_an_answer_nested_too_deep_to_read_is_unreadable(tmp_path: Path) -> None:
    """A hostile probe: an answer 100,000 lists deep escaped as a RecursionError, not the
    EngineFailure promised, and left the preferences' trial saying "Asking…" for ever."""
    engine = fake(tmp_path, "deep", grace_ms=0, start_ms=500)
    try:
        with pytest.raises(EngineFailure) as failure:
            trial(engine)
        assert failure.value.code == "unreadable"
    finally:
        engine.close()


@pytest.mark.parametrize("mode", ["flood", "loud"])
def test_an_engine_that_never_stops_writing_holds_little_memory(tmp_path: Path, mode: str) -> None:
    """A hostile probe: lines written after an answer were kept for ever (400 MB in 5 s), and
    one endless line of standard error was held whole (500 MB a second)."""
    engine = fake(tmp_path, mode, grace_ms=0, start_ms=1500)
    tracemalloc.start()
    try:
        if mode == "flood":
            assert trial(engine) == '{"do": "play", "tile": [2, 2]}'
            time.sleep(2.5)  # it writes on, unasked
        else:
            with pytest.raises(EngineFailure) as failure:
                trial(engine)  # it never answers
            assert failure.value.code == "timeout"
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
        engine.close()
    assert peak < 8 << 20, f"{peak / (1 << 20):.1f} MiB held"


def test_a_command_that_cannot_start_is_a_failure() -> None:
    with pytest.raises(EngineFailure) as failure:
        trial(EngineProcess(["no-such-engine-anywhere"]))
    assert failure.value.code == "unstartable" and "cannot start" in failure.value.detail


def test_an_answer_is_read_against_the_rules() -> None:
    state = apply(apply(new_game(("A", "B"), [OUT_DEAL]), START, 0), Reveal(0), 0)
    legal = legal_actions(state)
    action = action_of({"id": 1, "do": "play", "tile": [6, 6]}, 0, legal)
    assert action in legal and isinstance(action, Play) and action.tile == OUT_DEAL.hands[0][3]
    for bad in ({"do": "play", "tile": [5, 5]}, {"do": "bid", "amount": "all"}, {"do": "dance"}, {"error": "no"}):
        with pytest.raises(EngineFailure) as failure:
            action_of(bad, 0, legal)
        assert failure.value.code == "illegal"


# --- The computer player with a failing engine ------------------------------------------------


class Refusing:
    name = "refusing"

    def ask(self, request: dict[str, Any]) -> dict[str, Any]:
        return {"id": request["id"], "do": "play", "tile": [0, 0], "end": "west"}  # never legal here

    def close(self) -> None:
        pass


def test_an_illegal_answer_is_told_and_never_replaced(qtbot: QtBot, caplog: pytest.LogCaptureFixture) -> None:
    controller = GameController(FakeTime(1_000_000))
    player = ComputerPlayer.of(controller)
    player.pace_ms = 0
    player.engine = lambda opponent: Refusing()
    failures: list[EngineFailure] = []
    player.failed.connect(failures.append)
    controller.new_game(("Ana", "Computer"), deals=[OUT_DEAL], extra=extra_fields(Opponent(COMPUTER, "hard")))
    controller.send(START)
    qtbot.waitUntil(lambda: controller.state.holder == HUMAN and controller.state.awaiting == "play")
    with caplog.at_level(logging.WARNING, logger="spectacular_bid.computer"):
        controller.send(Play(HUMAN, OUT_DEAL.hands[HUMAN][3], None))
        qtbot.waitUntil(lambda: bool(failures))
    events = len(controller.session.record.events)
    qtbot.wait(100)
    assert [f.code for f in failures] == ["illegal"] and player.failure is failures[0]
    assert len(controller.session.record.events) == events  # no move was made for it
    assert controller.state.to_act == COMPUTER and not player.thinking
    assert any("illegal" in r.getMessage() for r in caplog.records)
    # A hostile-input probe read the engine's move, a tile of the computer's hidden hand, in
    # the log on the person's screen (R7, R41): the log names the failure, never the answer.
    assert not any("[0, 0]" in r.getMessage() or "tile" in r.getMessage() for r in caplog.records)


# --- Never peeking, at the boundary -----------------------------------------------------------


class Recording:
    """Keeps every request it is given, and answers through the built-in level."""

    name = "recording"

    def __init__(self) -> None:
        self.asked: list[Any] = []
        self._engine = BuiltInEngine("easy", seed=1)

    def ask(self, request: dict[str, Any]) -> dict[str, Any]:
        self.asked.append(request)
        return self._engine.ask(request)

    def close(self) -> None:
        pass


def plain(value: object) -> bool:
    """Whether ``value`` is JSON data: dicts, lists, strings, numbers, booleans and None — no
    game, no record, no tile object."""
    if value is None or type(value) in (bool, int, str):
        return True
    if type(value) is list:
        return all(plain(v) for v in value)
    if type(value) is dict:
        return all(type(k) is str and plain(v) for k, v in value.items())
    return False


def first_request(qtbot: QtBot, record: Record, seat: int) -> dict[str, Any]:
    """What the engine receives when a game standing at ``record`` is loaded with the computer
    on ``seat``, the seat to decide."""
    controller = GameController(FakeTime(5_000_000))
    player = ComputerPlayer.of(controller)
    player.pace_ms = 0
    engine = Recording()
    player.engine = lambda opponent: engine
    controller.load(Session.from_record(with_opponent(record, Opponent(seat, "easy")), controller.time))
    qtbot.waitUntil(lambda: bool(engine.asked))
    controller.close_game()
    request = engine.asked[0]
    assert isinstance(request, dict)
    return request


def twin(record: Record, seat: int, hand_no: int, rng: random.Random) -> Record | None:
    """``record`` with the tiles ``seat`` cannot see in the hand in progress shuffled (the other
    hand's and the boneyard's undrawn ones), if every event is still accepted; else None."""
    state = new_game(record.players, record.deals)
    for event in record.events:
        state = apply(state, event.action(), event.at)
    other = 1 - seat
    deal = state.deals[hand_no]
    drawn = len(deal.boneyard) - len(state.boneyard)
    hidden = [t for t in deal.hands[other] if t in state.hands[other]] + list(deal.boneyard[drawn:])
    shuffled = hidden[:]
    rng.shuffle(shuffled)
    swap = dict(zip(hidden, shuffled))
    new_other = tuple(swap.get(t, t) for t in deal.hands[other])
    hands = (deal.hands[0], new_other) if seat == 0 else (new_other, deal.hands[1])
    deals = list(record.deals)
    deals[hand_no] = Deal(hands, deal.boneyard[:drawn] + tuple(swap[t] for t in deal.boneyard[drawn:]))
    changed = Record(record.players, tuple(deals), record.events)
    try:
        again = new_game(changed.players, changed.deals)
        for event in changed.events:
            again = apply(again, event.action(), event.at)
    except ValueError:
        return None
    if again.to_act != seat or again.stage is not state.stage or again.hands[other] == state.hands[other]:
        return None
    return changed


def test_the_engine_receives_a_seat_record_and_nothing_holding_a_hidden_tile(qtbot: QtBot) -> None:
    """At the client's boundary: each request is plain data — the seat, the time, the think
    time and the seat's record, equal to the one written from a replay — and two games that
    differ only in tiles the seat cannot see send the very same request."""
    rng = random.Random(7)
    compared = 0
    for seed in range(40):
        positions = list(decisions(random.Random(seed), max_events=120))
        state, record = positions[rng.randrange(len(positions))]
        seat = state.to_act
        assert seat is not None and state.stage in (Stage.BIDDING, Stage.PLAY)
        request = first_request(qtbot, record, seat)
        assert plain(request)
        assert set(request) == {"id", "seat", "at", "think_ms", "record"}
        assert request["seat"] == seat and request["at"] == state.time
        assert request["record"] == seat_record(record, seat)
        masked = request["record"]["deals"][-1]
        assert masked["boneyard"] is None and masked["hands"][1 - seat] is None
        other = twin(record, seat, state.hand_no, rng)
        if other is not None:
            assert first_request(qtbot, other, seat) == request
            compared += 1
    assert compared >= 15


def test_clients_share_one_shape() -> None:
    clients: list[EngineClient] = [BuiltInEngine("easy"), EngineProcess("spectacular-bid engine"), Refusing()]
    assert all(callable(c.ask) and callable(c.close) and c.name for c in clients)


def test_a_loaded_game_writes_the_seat_record_a_replay_writes() -> None:
    """The session writes the seat record from the game it holds, without a replay — refused
    events of a loaded record left out as a replay leaves them."""
    for seed in range(4):
        for state, record in list(decisions(random.Random(seed)))[::7]:
            events = list(record.events)
            events.insert(len(events) // 2, Event(events[len(events) // 2 - 1].at, "draw", 1 - (state.to_act or 0)))
            events.insert(1, Event(events[0].at, "continue"))
            mixed = Record(record.players, record.deals, tuple(events))
            session = Session.from_record(mixed, FakeTime(0))
            for seat in (0, 1):
                assert session.seat_record(seat) == seat_record(mixed, seat)
