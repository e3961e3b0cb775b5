"""The kill test: a game played in another process is killed at random moments (SIGKILL, or
``TerminateProcess`` on Windows: neither lets it run another instruction); every event it had
reported as accepted is in the games file, the record replays, and the game goes on with the
clocks having run meanwhile (R42)."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import json
import random
import subprocess
import sys
import time
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from spectacular_bid.app.controller import GameController
from spectacular_bid.app.resume import resume
from spectacular_bid.app.storage import open_storage
from spectacular_bid.app.timesource import WallClock
from spectacular_bid.core import legal_actions, reserve_at
from spectacular_bid.core.record import final_state

DRIVER = Path(__file__).with_name("kill_driver.py")
KILLS = 24


def _kill_at(folder: Path, seed: int, target: int, jitter_s: float) -> list[list[object]]:
    """Run the driver, kill it once it has reported ``target`` events (plus ``jitter_s``)."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    proc = subprocess.Popen(
        [sys.executable, str(DRIVER), str(folder), str(seed), "600"],
        stdout=subprocess.PIPE,
        env=env,
        cwd=DRIVER.parents[2],
    )
    assert proc.stdout is not None
    reported: list[list[object]] = []
    if target == 0:
        time.sleep(jitter_s * 100)  # somewhere in the start-up
    else:
        while len(reported) < target:
            line = proc.stdout.readline()
            if not line:
                break
            reported.append(json.loads(line))
        time.sleep(jitter_s)
    proc.kill()  # SIGKILL, or TerminateProcess on Windows
    rest = proc.stdout.read()  # what it printed before dying was reported too
    proc.wait(timeout=30)
    reported += [json.loads(line) for line in rest.splitlines() if line.strip()]
    return reported


@pytest.mark.parametrize("point", range(KILLS))
def test_R42_a_killed_game_loses_nothing_and_goes_on(qtbot: QtBot, tmp_path: Path, point: int) -> None:
    rng = random.Random(point)
    target = 0 if point % 8 == 0 else rng.randint(1, 300)
    reported = _kill_at(tmp_path, point, target, rng.random() * 0.004)
    storage, damaged = open_storage(tmp_path)
    assert damaged is None
    clock = WallClock()
    games = storage.games()
    if not games:  # killed before the game was stored
        assert not reported
        return
    game = games[0]
    record = storage.record(game.id)
    stored = [[seq, e.to_json()] for seq, e in enumerate(record.events)]
    assert stored[: len(reported)] == reported  # every event reported as accepted is stored
    assert len(stored) - len(reported) in (0, 1)  # at most one committed, not yet shown
    state = final_state(record)  # the record replays
    if game.finished:  # the scripted game ended before the kill: stored with its result
        assert state.result is not None and game.reason == state.result.reason.value
        assert storage.unfinished() == []
        return
    last = max([0, *(e.at for e in record.events)])
    resumed = resume(storage, clock)
    assert resumed is not None and resumed.session is not None and resumed.void_reason is None
    session = resumed.session
    assert session.state == state  # nothing ran out in a few seconds
    now = session.now()
    assert now >= last
    seat = state.to_act
    if session.deadline is not None and seat is not None:  # the clock ran while it was dead
        assert reserve_at(state, seat, now) <= reserve_at(state, seat, last)
    ctrl = GameController(clock, storage=storage)
    ctrl.load(session)
    options = legal_actions(ctrl.state)
    assert options and ctrl.send(options[0])  # the game goes on, saved
    assert len(storage.record(game.id).events) == len(record.events) + 1
