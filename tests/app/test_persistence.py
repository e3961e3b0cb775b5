"""Saving as the game goes: every accepted event is committed before the window hears of it,
new games are stored, finished games are rated, and the wall clock set back voids (R42–R43, R46)."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import sqlite3
from pathlib import Path

import pytest
from app_games import BLOCK_DEAL, OUT_DEAL, OUT_SCRIPT
from full_disk import FullDisk
from pytestqt.qtbot import QtBot

from spectacular_bid.app import FakeTime
from spectacular_bid.app.controller import RETRY_SAVE_MS, GameController
from spectacular_bid.app.session import CLOCK_WENT_BACKWARDS
from spectacular_bid.app.storage import GameSaver, Storage, open_storage
from spectacular_bid.app.timesource import WallClock, ms_from_iso
from spectacular_bid.core import CONTINUE, START, Reason, Resign, Reveal, Stage
from spectacular_bid.core.record import final_state

STARTED = "2026-12-02T09:00:00Z"
PLAYERS = ("Ana", "Ben")


def _game_id(ctrl: GameController) -> int:
    sink = ctrl.session.sink
    assert isinstance(sink, GameSaver)
    return sink.game_id


def _store(tmp_path: Path) -> Storage:
    store, note = open_storage(tmp_path)
    assert note is None
    return store


def test_R42_every_event_is_stored_before_state_changed_fires(qtbot: QtBot, tmp_path: Path) -> None:
    store = _store(tmp_path)
    fake = FakeTime(ms_from_iso(STARTED))
    ctrl = GameController(fake, storage=store)
    checked: list[int] = []

    def slot() -> None:  # what the window would show is already on disk
        if not ctrl.has_game:
            return
        stored = store.record(_game_id(ctrl))
        assert stored == ctrl.session.record
        assert store.unfinished() == ([] if ctrl.state.is_over else [_game_id(ctrl)])
        checked.append(len(stored.events))

    ctrl.state_changed.connect(slot)
    ctrl.new_game(PLAYERS, deals=(OUT_DEAL, BLOCK_DEAL), started_at=STARTED)
    assert checked == [0]  # stored when created
    for action in [START, *OUT_SCRIPT, CONTINUE]:  # the continue needs the second deal
        fake.advance(1_500)
        assert ctrl.send(action)
    assert ctrl.state.stage is Stage.HAND_OVER or ctrl.state.hand_no == 1
    fake.advance(1_000)
    assert not ctrl.send(Reveal(1 - (ctrl.state.to_act or 0)))  # refused: nothing stored
    count = len(store.record(_game_id(ctrl)).events)
    assert count == len(ctrl.session.record.events)
    fake.advance(1_000)
    seat = ctrl.state.to_act
    assert seat is not None
    assert ctrl.send(Reveal(seat))
    fake.advance(200_000)  # the time loss is a recorded tick, stored before it is shown
    ctrl.check_clock()
    assert ctrl.state.result is not None and ctrl.state.result.reason is Reason.TIME
    assert checked[-1] == len(ctrl.session.record.events)
    assert len(checked) >= len(OUT_SCRIPT) + 4
    stored = store.record(_game_id(ctrl))
    assert stored.events[-1].do == "tick" and final_state(stored).result == ctrl.state.result
    assert store.rating("Ana").rating != 1500  # finished and rated (R46)
    assert store.unfinished() == []


def test_R46_a_resignation_finishes_the_stored_game_with_ratings(qtbot: QtBot, tmp_path: Path) -> None:
    store = _store(tmp_path)
    fake = FakeTime(ms_from_iso(STARTED))
    ctrl = GameController(fake, storage=store)
    ctrl.new_game(PLAYERS, deals=(OUT_DEAL,), started_at=STARTED)
    ctrl.send(START)
    fake.advance(500)
    ctrl.send(Resign(1))
    summary = store.games()[0]
    assert summary.finished and summary.winner == 0 and summary.reason == "resign"
    assert store.rating("Ana").rating > 1500 > store.rating("Ben").rating


def test_R46_the_controller_says_what_a_finished_game_did_to_both_ratings(qtbot: QtBot, tmp_path: Path) -> None:
    """An eighth play-test's game between two people ended without a word of its rating
    result (R46), where a practice game says it changes none."""
    store = _store(tmp_path)
    fake = FakeTime(ms_from_iso(STARTED))
    ctrl = GameController(fake, storage=store)
    for loser in (1, 1):  # the second game starts from the first one's ratings
        before = store.rating("Ana").rating, store.rating("Ben").rating
        ctrl.new_game(PLAYERS, deals=(OUT_DEAL,), started_at=STARTED)
        assert ctrl.rating_change() is None  # not over yet
        ctrl.send(START)
        fake.advance(500)
        ctrl.send(Resign(loser))
        after = store.rating("Ana"), store.rating("Ben")
        assert ctrl.rating_change() == ((before[0], after[0]), (before[1], after[1]))
        assert after[0].rating > before[0] and after[1].rating < before[1]


def test_a_failed_write_is_told_and_the_game_goes_on_unsaved(qtbot: QtBot, tmp_path: Path) -> None:
    store = _store(tmp_path)
    fake = FakeTime(ms_from_iso(STARTED))
    ctrl = GameController(fake, storage=store)
    ctrl.new_game(PLAYERS, deals=(OUT_DEAL,), started_at=STARTED)
    store.close()  # every later write fails
    failures: list[str] = []
    ctrl.save_failed.connect(failures.append)
    assert ctrl.send(START)
    fake.advance(100)
    assert ctrl.send(Reveal(0))
    assert len(failures) == 1 and "could not be saved" in failures[0]
    saver = ctrl.session.sink
    assert isinstance(saver, GameSaver) and saver.behind  # kept, to try again at the next event
    assert len(ctrl.session.record.events) == 2


def test_a_game_that_ended_while_the_disk_was_full_is_saved_once_there_is_room(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A hostile-input probe filled the disk before a resignation: the game-over screen said
    saving is tried again at every move, but a game over has none; quitting then lost the
    end, and the game came back unfinished with a clock running."""
    store = _store(tmp_path)
    disk = FullDisk(store, monkeypatch)
    fake = FakeTime(ms_from_iso(STARTED))
    ctrl = GameController(fake, storage=store)
    ctrl.new_game(PLAYERS, deals=(OUT_DEAL,), started_at=STARTED)
    ctrl.send(START)
    disk.full = True
    fake.advance(500)
    ctrl.send(Resign(1))
    assert ctrl.state.is_over and not ctrl.fully_saved and ctrl.retrying
    assert not ctrl.retry_save() and ctrl.retrying  # still full: tried again later
    assert not store.games()[0].finished
    disk.full = False
    with qtbot.waitSignal(ctrl.save_resumed, timeout=RETRY_SAVE_MS + 5_000):
        pass  # the timer tries again by itself
    assert ctrl.fully_saved and not ctrl.retrying
    summary = store.games()[0]
    assert summary.finished and summary.winner == 0 and summary.reason == "resign"
    assert store.record(summary.id) == ctrl.session.record


def test_a_game_never_stored_is_stored_whole_when_saving_works_again(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = _store(tmp_path)
    disk = FullDisk(store, monkeypatch)
    disk.full = True
    ctrl = GameController(FakeTime(ms_from_iso(STARTED)), storage=store)
    ctrl.new_game(PLAYERS, deals=(OUT_DEAL,), started_at=STARTED)
    assert ctrl.saved_game_id is None and ctrl.retrying
    disk.full = False
    assert ctrl.retry_save() and ctrl.fully_saved and not ctrl.retrying
    assert [g.id for g in store.games()] == [ctrl.saved_game_id]


class _Ns:
    """A settable nanosecond source for a :class:`WallClock`."""

    def __init__(self, ms: int) -> None:
        self.ms = ms

    def __call__(self) -> int:
        return self.ms * 1_000_000


def test_R43_wall_clock_set_back_while_a_clock_runs_voids_unrated(qtbot: QtBot, tmp_path: Path) -> None:
    store = _store(tmp_path)
    ns = _Ns(ms_from_iso(STARTED))
    ctrl = GameController(WallClock(ns), storage=store)
    ctrl.new_game(PLAYERS, deals=(OUT_DEAL,))
    assert ctrl.session.record.started_at == STARTED  # game time 0, to the millisecond
    ctrl.send(START)
    ns.ms += 3_000
    ctrl.send(Reveal(0))  # seat 0's clock runs
    ns.ms += 5_000
    ctrl.check_clock()
    ns.ms -= 60_000  # the system clock is set back a minute
    ctrl.check_clock()
    result = ctrl.state.result
    assert result is not None and result.reason is Reason.VOID and result.detail == CLOCK_WENT_BACKWARDS
    summary = store.games()[0]
    assert summary.finished and summary.winner is None and summary.detail == CLOCK_WENT_BACKWARDS
    assert store.rating("Ana").rating == 1500 and store.rating("Ben").rating == 1500
    stored = store.record(summary.id)
    assert stored.events[-1].do == "void" and final_state(stored).result == result


def test_R43_wall_clock_set_back_while_no_clock_runs_moves_game_time_0(qtbot: QtBot, tmp_path: Path) -> None:
    store = _store(tmp_path)
    ns = _Ns(ms_from_iso(STARTED))
    ctrl = GameController(WallClock(ns), storage=store)
    ctrl.new_game(PLAYERS, deals=(OUT_DEAL,))
    ctrl.send(START)  # awaiting seat 0's reveal: no clock runs
    ns.ms += 4_000
    ctrl.check_clock()
    ns.ms -= 60_000  # set back a minute while seat 0 takes the device
    assert ctrl.send(Reveal(0))
    assert not ctrl.state.is_over
    assert ctrl.session.record.events[-1].at == 4_000  # game time goes on from where it stood
    ns.ms += 1_000
    assert ctrl.now() == 5_000
    game = _game_id(ctrl)
    stored = store.record(game)
    assert stored == ctrl.session.record
    assert stored.started_at is not None and ms_from_iso(stored.started_at) == ms_from_iso(STARTED) - 60_000


def test_R42_a_wall_clock_set_forward_while_a_clock_runs_costs_nobody_time(qtbot: QtBot, tmp_path: Path) -> None:
    """A hostile-input probe set the system clock an hour forward 1 s into a decision: the
    game ended at once, a rated loss on time after 2.5 s of play. Where a counter that runs
    asleep tells a clock set forward from a sleep, the hour is charged to nobody, the game's
    start moves on as much, and the game resumed from the games file counts from there."""
    from spectacular_bid.app.resume import resume

    store = _store(tmp_path)
    ns, awake = _Ns(ms_from_iso(STARTED)), _Ns(0)
    ctrl = GameController(WallClock(ns, awake=awake), storage=store)
    ctrl.new_game(PLAYERS, deals=(OUT_DEAL,))
    ctrl.send(START)
    ns.ms += 3_000
    awake.ms += 3_000
    ctrl.send(Reveal(0))  # seat 0's clock runs
    ns.ms += 3_601_000  # a second of play, and the clock set an hour forward
    awake.ms += 1_000
    ctrl.check_clock()
    assert not ctrl.state.is_over and ctrl.now() == 4_000
    reading = ctrl.view(0).clock(0)
    assert (reading.delay_left, reading.reserve) == (9_000, 120_000)
    game = _game_id(ctrl)
    stored = store.record(game)
    assert stored.started_at is not None and ms_from_iso(stored.started_at) == ms_from_iso(STARTED) + 3_600_000
    store.close()
    again = _store(tmp_path)
    resumed = resume(again, WallClock(ns))  # a new start reads the wall clock as it is now
    assert resumed is not None and resumed.session.now() == 4_000
    again.close()


def test_R42_a_game_begun_after_a_clock_set_forward_resumes_at_its_own_time(qtbot: QtBot, tmp_path: Path) -> None:
    """A review of the first mend: the jump taken off every later reading leaked into the
    start of the next game, which a restart then charged an hour (a rated loss on time). A
    game's start is read on the wall clock as it is, and only the game being played when the
    clock was set forward has its time 0 moved."""
    from spectacular_bid.app.resume import resume

    store = _store(tmp_path)
    ns, awake = _Ns(ms_from_iso(STARTED)), _Ns(0)
    ctrl = GameController(WallClock(ns, awake=awake), storage=store)
    ctrl.new_game(PLAYERS, deals=(OUT_DEAL,))
    ctrl.send(START)
    ns.ms += 3_600_000  # set forward an hour while nobody plays
    ctrl.check_clock()
    ctrl.send(Resign(0))
    ns.ms += 2_000
    awake.ms += 2_000
    ctrl.new_game(PLAYERS, deals=(OUT_DEAL,))  # the next game, in the same run
    ctrl.send(START)
    ns.ms += 3_000
    awake.ms += 3_000
    ctrl.send(Reveal(0))
    ns.ms += 1_000
    awake.ms += 1_000
    assert ctrl.now() == 4_000
    store.close()
    again = _store(tmp_path)
    resumed = resume(again, WallClock(ns))  # the next start
    assert resumed is not None and resumed.session is not None and resumed.session.now() == 4_000
    assert not resumed.session.state.is_over
    again.close()


def test_the_database_holds_every_event_once(qtbot: QtBot, tmp_path: Path) -> None:
    store = _store(tmp_path)
    fake = FakeTime(ms_from_iso(STARTED))
    ctrl = GameController(fake, storage=store)
    ctrl.new_game(PLAYERS, deals=(OUT_DEAL,), started_at=STARTED)
    for action in [START, *OUT_SCRIPT[:6]]:
        fake.advance(700)
        ctrl.send(action)
    store.close()  # it holds the file until then
    db = sqlite3.connect(tmp_path / "spectacular-bid.sqlite3")
    seqs = [r[0] for r in db.execute("SELECT seq FROM events ORDER BY seq")]
    assert seqs == list(range(7))


def test_R43_an_action_after_the_clock_went_back_is_refused_with_the_void(qtbot: QtBot, tmp_path: Path) -> None:
    ns = _Ns(ms_from_iso(STARTED))
    ctrl = GameController(WallClock(ns), storage=_store(tmp_path))
    ctrl.new_game(PLAYERS, deals=(OUT_DEAL,))
    said: list[str] = []
    ctrl.refused.connect(said.append)
    ctrl.send(START)
    ns.ms += 3_000
    ctrl.send(Reveal(0))  # seat 0's clock runs
    ns.ms -= 60_000  # the system clock is set back a minute, then a tile is played
    assert not ctrl.send(Reveal(1))
    assert said == [f"The game is void: {CLOCK_WENT_BACKWARDS}"]
    assert ctrl.state.result is not None and ctrl.state.result.reason is Reason.VOID
