"""The games database: records round-trip, results and ratings, damaged files, the folder lock."""

from __future__ import annotations

import random
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from spectacular_bid.app.storage import DB_NAME, FolderLock, StoreLocked, open_storage
from spectacular_bid.core import START, Resign, Reveal, Void, apply, deal_from, new_game
from spectacular_bid.core.record import Event, Record, final_state


def _record(names: tuple[str, str] = ("Ana", "Ben"), seed: int = 1) -> Record:
    return Record(names, (deal_from(random.Random(seed)),), (), "2026-12-02T09:00:00Z")


def test_a_game_reads_back_as_its_record(tmp_path: Path) -> None:
    store, note = open_storage(tmp_path)
    assert note is None
    record = _record()
    game = store.create_game(record)
    events = [Event(0, "start"), Event(1500, "reveal", 0)]
    for seq, ev in enumerate(events):
        store.append(game, seq, ev)
    back = store.record(game)
    assert back == Record(record.players, record.deals, tuple(events), record.started_at)
    assert store.unfinished() == [game]


def test_events_survive_reopening(tmp_path: Path) -> None:
    store, _ = open_storage(tmp_path)
    game = store.create_game(_record())
    store.append(game, 0, Event(0, "start"))
    store.close()
    again, note = open_storage(tmp_path)
    assert note is None
    assert again.record(game).events == (Event(0, "start"),)


def test_R46_finished_game_rates_both_players(tmp_path: Path) -> None:
    store, _ = open_storage(tmp_path)
    record = _record()
    game = store.create_game(record)
    state = apply(apply(new_game(record.players, record.deals), START, 0), Resign(1), 10)
    store.finish(game, state)
    ana, ben = store.rating("Ana"), store.rating("Ben")
    assert ana.rating > 1500 > ben.rating
    profile = store.profile("Ana")
    assert profile.games == 1 and profile.wins == {"resign": 1} and len(profile.history) == 1
    assert store.profile("Ben").losses == {"resign": 1}
    assert store.unfinished() == []
    summary = store.games()[0]
    assert summary.finished and summary.winner == 0 and summary.reason == "resign"


def test_R46_void_game_changes_no_rating(tmp_path: Path) -> None:
    store, _ = open_storage(tmp_path)
    record = _record()
    game = store.create_game(record)
    state = apply(apply(new_game(record.players, record.deals), START, 0), Void("clock went backwards"), 10)
    store.finish(game, state)
    assert store.rating("Ana").rating == 1500 and store.rating("Ben").deviation == 500
    assert store.profile("Ana").voids == 1
    assert store.games()[0].detail == "clock went backwards"


def _damage_truncate(path: Path) -> None:
    data = path.read_bytes()
    path.write_bytes(data[: len(data) // 3])


def _damage_garbage(path: Path) -> None:
    path.write_bytes(b"this is not a database at all" * 100)


def _damage_version(path: Path) -> None:
    db = sqlite3.connect(path)
    db.execute("PRAGMA user_version=99")
    db.commit()
    db.close()


@pytest.mark.parametrize("damage", [_damage_truncate, _damage_garbage, _damage_version])
def test_damaged_file_is_kept_aside_and_a_fresh_one_started(tmp_path: Path, damage) -> None:  # type: ignore[no-untyped-def]
    store, _ = open_storage(tmp_path)
    for k in range(30):
        store.create_game(_record(seed=k))
    store.close()
    for extra in tmp_path.glob(DB_NAME + "-*"):
        extra.unlink()  # the log was checkpointed at close
    path = tmp_path / DB_NAME
    damage(path)
    damaged_bytes = path.read_bytes()
    store, note = open_storage(tmp_path)
    assert note is not None and "kept aside" in note
    aside = [p for p in tmp_path.iterdir() if ".damaged-" in p.name and not p.name.endswith(("-wal", "-shm"))]
    assert len(aside) == 1 and aside[0].read_bytes() == damaged_bytes
    assert store.games() == []
    store.create_game(_record())
    assert len(store.games()) == 1


def test_a_second_copy_is_told_the_games_are_open_elsewhere(tmp_path: Path) -> None:
    lock = FolderLock(tmp_path)
    code = (
        "import sys; from pathlib import Path\n"
        "from spectacular_bid.app.storage import FolderLock, StoreLocked\n"
        "try:\n    FolderLock(Path(sys.argv[1]))\nexcept StoreLocked as e:\n    print(e); sys.exit(3)\n"
    )
    r = subprocess.run([sys.executable, "-c", code, str(tmp_path)], capture_output=True, text=True, timeout=60)
    assert r.returncode == 3 and "another copy" in r.stdout
    lock.release()
    r = subprocess.run([sys.executable, "-c", code, str(tmp_path)], capture_output=True, text=True, timeout=60)
    assert r.returncode == 0


def test_same_process_second_lock_is_refused(tmp_path: Path) -> None:
    first = FolderLock(tmp_path)
    with pytest.raises(StoreLocked):
        FolderLock(tmp_path)
    first.release()


def test_final_state_of_stored_game_matches(tmp_path: Path) -> None:
    store, _ = open_storage(tmp_path)
    record = _record()
    game = store.create_game(record)
    s = new_game(record.players, record.deals)
    s = apply(s, START, 0)
    seat = s.to_act
    assert seat is not None
    store.append(game, 0, Event(0, "start"))
    store.append(game, 1, Event.of(Reveal(seat), 900))
    assert final_state(store.record(game)).holder == seat
