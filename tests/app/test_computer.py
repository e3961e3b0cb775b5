"""The computer player against the controller, without widgets: it reveals for both seats,
asks the engine with its seat record only, answers on its own clock, is held while its move is
shown, drops a stale answer, and its games replay exactly (R36–R42)."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import random
import threading
from pathlib import Path
from typing import Any

import pytest
from app_games import OUT_DEAL
from held_answers import close_while_thinking, hold_answers
from pytestqt.qtbot import QtBot

from spectacular_bid.app import FakeTime
from spectacular_bid.app.computer import ComputerPlayer, collector
from spectacular_bid.app.controller import GameController
from spectacular_bid.app.engine_client import BuiltInEngine
from spectacular_bid.app.practice import Opponent, extra_fields, opponent_of
from spectacular_bid.app.resume import resume
from spectacular_bid.app.storage import open_storage
from spectacular_bid.app.timesource import ms_from_iso
from spectacular_bid.core import (
    CONTINUE,
    START,
    Play,
    Resign,
    Reveal,
    Stage,
    legal_actions,
    seat_record,
)
from spectacular_bid.core.record import final_state, replay

HUMAN, COMPUTER = 0, 1


def _practice(qtbot: QtBot, level: str = "easy", *, deals: Any = None) -> tuple[GameController, ComputerPlayer]:
    controller = GameController(FakeTime(1_000_000))
    player = ComputerPlayer.of(controller)
    player.pace_ms = 0
    player.iterations = 4
    player.think_ms = 60_000  # only the iterations bound it: a loaded machine gives the same answers
    player.seed = 11
    controller.new_game(
        ("Ana", "Computer"),
        deals=deals,
        rng=random.Random(5),
        started_at="2026-12-02T09:00:00Z",
        extra=extra_fields(Opponent(COMPUTER, level)),
    )
    return controller, player


def _human_to_act(controller: GameController, player: ComputerPlayer) -> bool:
    state = controller.state
    if state.is_over or state.stage is Stage.HAND_OVER:
        return True
    return not player.busy and state.to_act == HUMAN and state.holder == HUMAN and state.awaiting in ("play", "bid")


def _play_out(qtbot: QtBot, controller: GameController, player: ComputerPlayer, rng: random.Random) -> None:
    """The person plays random legal moves (and continues after each hand) until the game ends
    or six hands were dealt; then they resign."""
    controller.send(START)
    while not controller.state.is_over:
        qtbot.waitUntil(lambda: _human_to_act(controller, player), timeout=20_000)
        state = controller.state
        if state.is_over:
            break
        if state.stage is Stage.HAND_OVER:
            if state.hand_no >= 5:
                controller.send(Resign(HUMAN))
                break
            controller.send(CONTINUE)
            continue
        controller.time.advance(1200)  # type: ignore[attr-defined]
        assert controller.send(rng.choice(legal_actions(state)))


@pytest.mark.parametrize("level", ["easy", "hard"])
def test_a_whole_practice_game_replays_exactly(qtbot: QtBot, level: str) -> None:
    controller, player = _practice(qtbot, level)
    _play_out(qtbot, controller, player, random.Random(3))
    record = controller.session.record
    assert opponent_of(record) == Opponent(COMPUTER, level)
    steps = list(replay(record))
    assert all(s.ok for s in steps)  # every reveal and every move was accepted as recorded
    assert final_state(record) == controller.state
    reveals = [e for e in record.events if e.do == "reveal"]
    assert {e.seat for e in reveals} == {HUMAN, COMPUTER}  # the program revealed for both
    assert any(e.seat == COMPUTER and e.do in ("play", "draw", "bid", "waive", "accept") for e in record.events)
    assert not player.busy


def test_the_engine_is_given_the_seat_record_and_nothing_else(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    asked: list[dict[str, Any]] = []
    real = BuiltInEngine.ask

    def spy(self: BuiltInEngine, request: dict[str, Any]) -> dict[str, Any]:
        asked.append(request)
        return real(self, request)

    monkeypatch.setattr(BuiltInEngine, "ask", spy)
    controller, player = _practice(qtbot, deals=[OUT_DEAL])
    _play_out(qtbot, controller, player, random.Random(1))
    assert asked
    other_hand = {t.as_list().__str__() for t in OUT_DEAL.hands[HUMAN]}
    for request in asked:
        assert set(request) <= {"id", "seat", "at", "think_ms", "iterations", "record"}
        assert request["seat"] == COMPUTER
        record = request["record"]
        first = record["deals"][-1] if len(record["deals"]) == 1 else None
        if first is not None:  # the first hand in progress: the person's tiles are masked
            assert first["hands"][HUMAN] is None and first["boneyard"] is None
            assert not other_hand & {str(t) for t in first["hands"][COMPUTER]}
    # Each question is the seat record of the game as it stood when it was asked.
    first_request = asked[0]
    events = len(first_request["record"]["events"])
    record = controller.session.record
    from spectacular_bid.core.record import Record

    upto = Record(record.players, record.deals[:1], record.events[: _index_of_accepted(record, events)], None)
    assert first_request["record"]["events"] == seat_record(upto, COMPUTER)["events"]


def _index_of_accepted(record: Any, n: int) -> int:
    """The number of the record's events that holds its first ``n`` accepted ones."""
    steps = list(replay(record))
    seen = 0
    for i, step in enumerate(steps):
        seen += step.ok
        if seen == n:
            return i + 1
    return len(steps)


def test_R40_the_computers_clock_runs_while_it_thinks(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    time = FakeTime(1_000_000)
    started = threading.Event()
    go_on = hold_answers(monkeypatch, started.set)
    controller = GameController(time)
    player = ComputerPlayer.of(controller)
    player.pace_ms = 0
    # OUT_DEAL: seat 0 opens with [6|6]; the computer (seat 1) then draws nine times.
    controller.new_game(("Ana", "Computer"), deals=[OUT_DEAL], extra=extra_fields(Opponent(COMPUTER, "easy")))
    controller.send(START)
    qtbot.waitUntil(lambda: _human_to_act(controller, player))
    controller.send(Play(HUMAN, OUT_DEAL.hands[HUMAN][3], None))
    qtbot.waitUntil(lambda: started.is_set() and player.thinking)
    events = controller.session.record.events
    reveal = events[-1]
    assert reveal.do == "reveal" and reveal.seat == COMPUTER  # sent at once: its clock runs
    assert controller.session.deadline is not None
    time.advance(3_000)
    go_on.set()
    qtbot.waitUntil(lambda: len(controller.session.record.events) > len(events))
    move = controller.session.record.events[len(events)]
    assert move.do == "draw" and move.seat == COMPUTER
    assert move.at - reveal.at == 3_000  # stamped when it answered


def test_a_stale_answer_is_dropped(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    go_on = hold_answers(monkeypatch)
    controller, player = _practice(qtbot, deals=[OUT_DEAL])
    controller.send(START)
    qtbot.waitUntil(lambda: _human_to_act(controller, player))
    controller.send(Play(HUMAN, OUT_DEAL.hands[HUMAN][3], None))
    qtbot.waitUntil(lambda: player.thinking)
    events = len(controller.session.record.events)
    controller.send(Resign(HUMAN))
    go_on.set()
    qtbot.waitUntil(lambda: not player.thinking)
    qtbot.wait(100)
    assert len(controller.session.record.events) == events + 1  # the resignation, nothing after it


def test_a_game_between_people_is_left_alone(qtbot: QtBot) -> None:
    controller = GameController(FakeTime(0))
    player = ComputerPlayer.of(controller)
    assert ComputerPlayer.of(controller) is player
    controller.new_game(("Ana", "Ben"), deals=[OUT_DEAL])
    controller.send(START)
    qtbot.wait(50)
    assert controller.state.awaiting == "reveal"  # the handoff is the players' own
    assert player.opponent is None and not player.busy
    controller.send(Reveal(0))
    qtbot.wait(50)
    assert [e.do for e in controller.session.record.events] == ["start", "reveal"]


def test_R42_a_practice_game_resumes_with_the_computer_on_its_seat(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    started = "2026-12-02T09:00:00Z"
    time = FakeTime(ms_from_iso(started))
    store, _ = open_storage(tmp_path)
    go_on = hold_answers(monkeypatch)
    controller = GameController(time, storage=store)
    player = ComputerPlayer.of(controller)
    player.pace_ms = 0
    controller.new_game(
        ("Ana", "Computer"), deals=[OUT_DEAL], started_at=started, extra=extra_fields(Opponent(COMPUTER, "hard"))
    )
    controller.send(START)
    qtbot.waitUntil(lambda: _human_to_act(controller, player))
    time.advance(2_000)
    controller.send(Play(HUMAN, OUT_DEAL.hands[HUMAN][3], None))
    qtbot.waitUntil(lambda: player.thinking)
    game_id = controller.saved_game_id
    saved = len(controller.session.record.events)
    close_while_thinking(qtbot, controller, player, store, go_on)  # the program is closed

    time.advance(4_000)  # closed for 4 s: the computer's clock ran meanwhile (R42)
    again, _ = open_storage(tmp_path)
    resumed = resume(again, time)
    assert resumed is not None and resumed.session is not None and resumed.game_id == game_id
    assert opponent_of(resumed.session.record) == Opponent(COMPUTER, "hard")
    other = GameController(time, storage=again)
    second = ComputerPlayer.of(other)
    second.pace_ms = 0
    second.iterations = 4
    second.think_ms = 60_000
    other.load(resumed.session)
    qtbot.waitUntil(lambda: len(other.session.record.events) > saved and not second.busy, timeout=10_000)
    move = other.session.record.events[saved]
    assert move.seat == COMPUTER and move.do in ("draw", "play")
    assert move.at >= 6_000  # stamped after the time spent closed
    assert again.record(game_id).events[saved] == move  # saved like any move
    again.close()


def test_the_cycle_collector_stays_out_of_the_engines_thread(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    """Automatic collection is off once a computer player exists; the Qt thread collects, on a
    timer, what the automatic collector would have."""
    import gc

    enabled_in_worker: list[bool] = []
    in_worker: list[bool] = []
    go_on = hold_answers(
        monkeypatch,
        lambda: (enabled_in_worker.append(gc.isenabled()), in_worker.append(threading.current_thread() is not main)),
    )
    main = threading.current_thread()
    controller, player = _practice(qtbot, deals=[OUT_DEAL])
    assert not gc.isenabled()
    controller.send(START)
    qtbot.waitUntil(lambda: _human_to_act(controller, player))
    controller.send(Play(HUMAN, OUT_DEAL.hands[HUMAN][3], None))
    qtbot.waitUntil(lambda: bool(enabled_in_worker))
    assert enabled_in_worker == [False] and in_worker == [True]
    go_on.set()
    qtbot.waitUntil(lambda: _human_to_act(controller, player), timeout=10_000)
    garbage = collector()
    before = garbage.collections
    # Cycles until the youngest threshold is passed: a count of allocations less frees, which
    # the engine's thread, freeing its search after the answer, can pull back meanwhile.
    threshold = gc.get_threshold()[0]
    for _ in range(100 * threshold):
        if gc.get_count()[0] > threshold:
            break
        loop: list[object] = []
        loop.append(loop)
    assert gc.get_count()[0] > threshold
    garbage.check()  # what its timer does, in the Qt thread
    assert garbage.collections == before + 1 and not gc.isenabled()
