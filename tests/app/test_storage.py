"""The games database: records round-trip, results and ratings in finishing order, damaged and
newer files, migrations, odd rows, the lock SQLite holds, and saving again after a full disk."""

from __future__ import annotations

import contextlib
import json
import os
import random
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from spectacular_bid.app import storage as storage_module
from spectacular_bid.app.glicko2 import Rating, rate_game
from spectacular_bid.app.storage import (
    DB_NAME,
    MIGRATIONS,
    SCHEMA_VERSION,
    Storage,
    StoreDamaged,
    StoreLocked,
    StoreNewer,
    StoreRepaired,
    StoreUnavailable,
    open_storage,
)
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


def test_a_name_written_decomposed_is_the_same_player(tmp_path: Path) -> None:
    """A record imported from another program may write "José" as "Jose" and a combining
    accent (NFD), which reads the same: the import takes it (RECORD.md keeps the record as
    written), and the games are one player's, under one rating, not two."""
    store, _ = open_storage(tmp_path)
    composed, decomposed = "Jos\u00e9", "Jose\u0301"
    for names, loser in (((composed, "Ben"), 1), ((decomposed, "Ben"), 1)):
        record = _record(names)
        game = store.create_game(record)
        store.finish(game, apply(apply(new_game(record.players, record.deals), START, 0), Resign(loser), 10))
    assert store.player_id(decomposed) == store.player_id(composed)
    profile = store.profile(composed)
    assert profile.games == 2 and profile.wins == {"resign": 2} and len(profile.history) == 2
    assert store.rating(decomposed) == store.rating(composed) == profile.rating
    assert {g.players[0] for g in store.games()} == {composed}


def test_a_player_an_older_version_kept_decomposed_keeps_their_games_and_rating(tmp_path: Path) -> None:
    """A review: a games file of an older version may hold a player written with combining
    accents (an imported record's names were kept as written). Looked for composed, as names
    now are, that player showed a new player's rating and no game, and a second row was made."""
    store, _ = open_storage(tmp_path)
    record = _record(("Ana", "Ben"))
    game = store.create_game(record)
    store.finish(game, apply(apply(new_game(record.players, record.deals), START, 0), Resign(1), 10))
    rating = store.rating("Ana")
    store.close()
    db = sqlite3.connect(tmp_path / DB_NAME)
    db.execute("UPDATE players SET name = ? WHERE name = 'Ana'", ("Jose\u0301",))  # as an older version kept it
    db.commit()
    db.close()
    store, _ = open_storage(tmp_path)
    composed = "Jos\u00e9"
    assert store.rating(composed) == rating and store.profile(composed).games == 1
    assert store.player_id(composed) == store.player_id("Jose\u0301")
    assert len(store.players()) == 2  # no second row
    store.close()


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


def _set_version(path: Path, version: int) -> None:
    db = sqlite3.connect(path)
    db.execute(f"PRAGMA user_version={version}")
    db.commit()
    db.close()


def _filled(folder: Path, games: int = 30) -> Path:
    store, _ = open_storage(folder)
    for k in range(games):
        store.create_game(_record(seed=k))
    store.close()
    return folder / DB_NAME


@pytest.mark.parametrize(
    "damage",
    [_damage_truncate, _damage_garbage, lambda p: _set_version(p, 0), lambda p: _set_version(p, -3)],
    ids=["truncated", "garbage", "version-0-with-tables", "negative-version"],
)
def test_damaged_file_is_kept_aside_and_a_fresh_one_started(tmp_path: Path, damage) -> None:  # type: ignore[no-untyped-def]
    path = _filled(tmp_path)
    damage(path)
    damaged_bytes = path.read_bytes()
    store, note = open_storage(tmp_path)
    assert note is not None
    aside = [p for p in tmp_path.iterdir() if ".damaged-" in p.name and not p.name.endswith(("-wal", "-shm"))]
    assert len(aside) == 1 and aside[0].read_bytes() == damaged_bytes
    # One sentence saying it was moved and where; SQLite's words only in the details.
    assert note.message() == f"The games file was damaged. It was moved to {aside[0]} and a new games file was started."
    assert "\n" not in note.message() and note.details
    assert store.games() == []
    store.create_game(_record())
    assert len(store.games()) == 1


def test_a_damaged_file_set_aside_never_takes_an_earlier_ones_place(tmp_path: Path) -> None:
    """A hostile-input probe damaged the games file twice within a second: the second was set
    aside under the first one's name, stamped to the second, and the first was lost. A name
    already taken (here, every stamp of the coming seconds) is never written over."""
    from datetime import UTC, datetime, timedelta

    now = datetime.now(UTC)
    taken = {}
    for later in range(10):
        stamp = (now + timedelta(seconds=later)).strftime("%Y%m%d-%H%M%S")
        taken[tmp_path / f"{DB_NAME}.damaged-{stamp}"] = f"an earlier damaged file, {later}".encode()
    for path, data in taken.items():
        path.write_bytes(data)
    path = _filled(tmp_path)
    _damage_garbage(path)
    damaged_bytes = path.read_bytes()
    store, note = open_storage(tmp_path)
    assert note is not None and store.games() == []
    assert all(p.read_bytes() == data for p, data in taken.items())
    aside = [p for p in tmp_path.iterdir() if ".damaged-" in p.name and p not in taken]
    assert [p.read_bytes() for p in aside] == [damaged_bytes] and str(aside[0]) in note.message()


def _as_a_player(folder: Path) -> dict[str, object]:
    """Open ``folder`` as the program does, as a user without special rights (root may enter
    any folder, so a root test runs the opening as nobody)."""
    from hostile_databases import NOBODY, can_drop_privileges, open_case

    return open_case(folder, user=NOBODY if can_drop_privileges() else None)


@pytest.mark.skipif(sys.platform == "win32", reason="folder modes are POSIX")
def test_a_folder_that_may_not_be_entered_is_said_and_play_goes_on_unsaved() -> None:
    from hostile_databases import scratch

    with scratch() as folder:
        assert folder is not None
        open_storage(folder)[0].close()
        folder.chmod(0)  # another user's folder: even asking whether the file exists is refused
        out = _as_a_player(folder)
        assert out["kind"] == "unavailable", out
        assert out["message"] == f"There is no permission to read {folder}. Games played here will not be saved."


@pytest.mark.parametrize("depth", [0, 1, 2])
def test_a_file_where_the_games_folder_or_one_above_it_belongs_is_said_as_such(tmp_path: Path, depth: int) -> None:
    """A hostile-input probe: a games folder inside a file ("D/afile/sub") was said to be one
    there is "no permission to read". It is the file standing where a folder belongs that is
    in the way, whichever folder above the games it stands for."""
    afile = tmp_path / "afile"
    afile.write_text("x")
    folder = afile.joinpath(*["sub"] * depth)
    with pytest.raises(StoreUnavailable) as refused:
        open_storage(folder)
    said = f"The games folder {afile} is a file, not a folder. Games played here will not be saved."
    assert refused.value.message() == said
    assert afile.read_text() == "x"


@pytest.mark.parametrize("link", ["dangling", "loop", "under-a-loop"])
def test_a_games_folder_that_is_a_link_leading_nowhere_is_said_as_such(tmp_path: Path, link: str) -> None:
    """A hostile-input probe gave two links naming each other as the games folder: the program
    said the disk could not be read or written, "File exists". The link that leads nowhere,
    the games folder or one above it, is named as what is in the way."""
    if link == "dangling":
        (tmp_path / "games").symlink_to(tmp_path / "nowhere")
    else:
        (tmp_path / "games").symlink_to(tmp_path / "other")
        (tmp_path / "other").symlink_to(tmp_path / "games")
    folder = tmp_path / "games" / ("sub" if link == "under-a-loop" else "")
    with pytest.raises(StoreUnavailable) as refused:
        open_storage(folder)
    said = (
        f"The games folder {tmp_path / 'games'} is a link that leads to no folder. Games played here will not be saved."
    )
    assert refused.value.message() == said


@pytest.mark.parametrize("what", ["journal-folder", "file-loop", "file-link-into-nothing"])
def test_what_stands_in_the_games_files_place_is_named(tmp_path: Path, what: str) -> None:
    """A hostile probe: a folder named as SQLite's journal beside the games file, or a link
    loop in the file's place, was said as "The disk … could not be read or written"; a link
    into a folder not there was removed, taken for an empty file the program had made."""
    folder = tmp_path / "games"
    folder.mkdir()
    path = folder / DB_NAME
    if what == "journal-folder":
        _filled(folder, 2)
        (folder / (DB_NAME + "-journal")).mkdir()
        said = f"{folder / (DB_NAME + '-journal')} is not a file: a folder, a pipe or a device stands where the games"
    else:
        if what == "file-loop":
            path.symlink_to(folder / "other")
            (folder / "other").symlink_to(path)
        else:
            path.symlink_to(tmp_path / "nowhere" / DB_NAME)
        said = f"The games file {path} is a link that leads to no file. Games played here will not be saved."
    with pytest.raises(StoreUnavailable) as refused:
        open_storage(folder)
    assert refused.value.message().startswith(said)
    assert what == "journal-folder" or path.is_symlink()  # the player's link is left where it was


def test_a_file_made_by_a_newer_version_is_left_untouched(tmp_path: Path) -> None:
    path = _filled(tmp_path)
    _set_version(path, SCHEMA_VERSION + 1)
    before = {p.name: p.read_bytes() for p in tmp_path.iterdir()}
    with pytest.raises(StoreNewer) as refused:
        open_storage(tmp_path)
    assert "made by a newer Spectacular Bid" in refused.value.message()
    assert {p.name: p.read_bytes() for p in tmp_path.iterdir()} == before  # no file beside it either


@pytest.mark.skipif(sys.platform == "win32", reason="file modes are POSIX")
def test_a_read_only_games_file_is_said_as_such() -> None:
    from hostile_databases import scratch

    with scratch() as folder:
        assert folder is not None
        _filled(folder, 2).chmod(0o444)
        before = {p.name: p.read_bytes() for p in folder.iterdir()}
        out = _as_a_player(folder)
        assert out["kind"] == "unavailable", out
        path = folder / DB_NAME
        assert out["message"] == f"The games file {path} is read-only. Games played here will not be saved."
        assert {p.name: p.read_bytes() for p in folder.iterdir()} == before


def _leftover_wal(folder: Path, version: int) -> dict[str, bytes]:
    """A games file whose last writes (``user_version`` set to ``version`` among them) are
    still in its write-ahead log, as a killed program leaves it; its files' bytes."""
    from hostile_databases import leave_in_log

    path = _filled(folder, 2)
    leave_in_log(path, "UPDATE games SET detail = 'x'", f"PRAGMA user_version={version}")
    assert (folder / (DB_NAME + "-wal")).stat().st_size > 0
    return {p.name: p.read_bytes() for p in folder.iterdir()}


def test_a_newer_file_with_a_leftover_log_is_not_written_to(tmp_path: Path) -> None:
    folder = tmp_path / "games"
    folder.mkdir()
    before = _leftover_wal(folder, SCHEMA_VERSION + 1)
    with pytest.raises(StoreNewer):
        open_storage(folder)
    assert {p.name: p.read_bytes() for p in folder.iterdir()} == before  # the log was not written into it


def test_an_older_file_with_a_leftover_log_opens_with_its_last_writes(tmp_path: Path) -> None:
    folder = tmp_path / "games"
    folder.mkdir()
    _leftover_wal(folder, SCHEMA_VERSION)
    store, note = open_storage(folder)
    assert note is None and all(g.detail == "x" for g in store.games())
    store.close()


def test_a_version_2_file_that_already_has_version_3_columns_opens_once_migrated(tmp_path: Path) -> None:
    path = _filled(tmp_path, 2)
    _set_version(path, 2)  # as a migration cut short after its columns were added
    for _launch in range(2):
        store, note = open_storage(tmp_path)
        assert note is None and len(store.games()) == 2
        store.close()
    assert len([p for p in tmp_path.iterdir() if ".v2-backup" in p.name]) == 1  # one copy, not one a launch
    db = sqlite3.connect(path)
    assert db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    db.close()


def test_a_version_1_file_without_tables_is_started_afresh(tmp_path: Path) -> None:
    _set_version(tmp_path / DB_NAME, 1)
    for _launch in range(2):
        store, note = open_storage(tmp_path)
        assert note is None
        store.create_game(_record())
        store.close()
    assert not [p for p in tmp_path.iterdir() if "backup" in p.name]


def test_a_migration_that_fails_leaves_no_copy_behind(tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    path = _filled(tmp_path, 2)
    _set_version(path, 2)

    def refuse(db: sqlite3.Connection) -> None:
        raise sqlite3.OperationalError("disk I/O error")

    monkeypatch.setitem(MIGRATIONS, 2, refuse)
    for _launch in range(2):
        with pytest.raises(StoreUnavailable):
            open_storage(tmp_path)
    assert not [p for p in tmp_path.iterdir() if "backup" in p.name]


_V1_SCHEMA = """
CREATE TABLE players (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, created_at TEXT NOT NULL);
CREATE TABLE games (id INTEGER PRIMARY KEY, player0 INTEGER NOT NULL REFERENCES players(id),
    player1 INTEGER NOT NULL REFERENCES players(id), started_at TEXT NOT NULL,
    finished INTEGER NOT NULL DEFAULT 0, winner INTEGER, reason TEXT, detail TEXT,
    hands INTEGER NOT NULL DEFAULT 1, points0 INTEGER NOT NULL DEFAULT 150,
    points1 INTEGER NOT NULL DEFAULT 150, ended_at TEXT);
CREATE TABLE deals (game_id INTEGER NOT NULL REFERENCES games(id), k INTEGER NOT NULL, body TEXT NOT NULL,
    PRIMARY KEY (game_id, k));
CREATE TABLE events (game_id INTEGER NOT NULL REFERENCES games(id), seq INTEGER NOT NULL, body TEXT NOT NULL,
    PRIMARY KEY (game_id, seq));
CREATE TABLE ratings (player_id INTEGER NOT NULL REFERENCES players(id),
    game_id INTEGER NOT NULL REFERENCES games(id), rating REAL NOT NULL, deviation REAL NOT NULL,
    volatility REAL NOT NULL, PRIMARY KEY (player_id, game_id));
"""


def _version_1_file(path: Path) -> None:
    """A games file as version 1 wrote it: two games, the second one finished first."""
    db = sqlite3.connect(path)
    db.execute("PRAGMA journal_mode=WAL")
    db.executescript(_V1_SCHEMA)
    db.execute("INSERT INTO players VALUES (1, 'Ana', '2026-01-01T00:00:00Z'), (2, 'Ben', '2026-01-01T00:00:00Z')")
    for game in (1, 2):
        db.execute(
            "INSERT INTO games (id, player0, player1, started_at, finished, winner, reason, ended_at) "
            "VALUES (?, 1, 2, '2026-01-01T00:00:00Z', 1, 0, 'resign', '2026-01-02T00:00:00Z')",
            (game,),
        )
        db.execute("INSERT INTO deals VALUES (?, 0, ?)", (game, _deal_text(game)))
    # Game 2 was rated first (1600), then game 1 (1700): the current rating is game 1's.
    db.execute("INSERT INTO ratings VALUES (1, 2, 1600, 200, 0.06), (2, 2, 1400, 200, 0.06)")
    db.execute("INSERT INTO ratings VALUES (1, 1, 1700, 150, 0.06), (2, 1, 1300, 150, 0.06)")
    db.execute("PRAGMA user_version=1")
    db.commit()
    db.close()


def _deal_text(seed: int) -> str:
    deal = deal_from(random.Random(seed))
    return json.dumps(
        {"hands": [[t.as_list() for t in h] for h in deal.hands], "boneyard": [t.as_list() for t in deal.boneyard]}
    )


def test_migration_1_to_2_orders_ratings_as_they_were_written() -> None:
    db = sqlite3.connect(":memory:")
    db.executescript(_V1_SCHEMA)
    db.execute("INSERT INTO players VALUES (1, 'Ana', 'x')")
    db.execute("INSERT INTO games (id, player0, player1, started_at) VALUES (1, 1, 1, 'x'), (2, 1, 1, 'x')")
    db.execute("INSERT INTO ratings VALUES (1, 2, 1600, 200, 0.06)")
    db.execute("INSERT INTO ratings VALUES (1, 1, 1700, 150, 0.06)")
    MIGRATIONS[1](db)
    assert [r[0] for r in db.execute("SELECT rating FROM ratings ORDER BY seq")] == [1600, 1700]
    assert [r[0] for r in db.execute("SELECT played FROM games ORDER BY id")] == [1, 2]


def test_a_version_1_file_is_migrated_after_a_copy_is_kept(tmp_path: Path) -> None:
    path = tmp_path / DB_NAME
    _version_1_file(path)
    original = sqlite3.connect(path)
    before = original.execute("SELECT * FROM ratings").fetchall()
    original.close()
    store, note = open_storage(tmp_path)
    assert note is None
    assert store.rating("Ana").rating == 1700  # the last one written, not the highest game id
    assert [h[1] for h in store.profile("Ana").history] == [1600, 1700]
    assert len(store.games()) == 2 and all(g.readable for g in store.games())
    store.close()
    copies = [p for p in tmp_path.iterdir() if p.name.startswith(DB_NAME + ".v1-backup")]
    assert len(copies) == 1
    copy = sqlite3.connect(copies[0])
    assert copy.execute("PRAGMA user_version").fetchone()[0] == 1
    assert copy.execute("SELECT * FROM ratings").fetchall() == before
    copy.close()
    migrated = sqlite3.connect(path)
    assert migrated.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    migrated.close()


def test_R46_ratings_follow_the_order_games_finished_in(tmp_path: Path) -> None:
    store, _ = open_storage(tmp_path)
    record = _record()
    older, newer = store.create_game(record), store.create_game(_record(seed=2))
    ben_wins = apply(apply(new_game(record.players, record.deals), START, 0), Resign(0), 10)
    ana_wins = apply(apply(new_game(record.players, record.deals), START, 0), Resign(1), 10)
    store.finish(newer, ben_wins)
    store.finish(older, ana_wins)  # the older game finishes last (left, settled at the next launch)
    first = rate_game(Rating(), Rating(), 0.0)
    second = rate_game(first[0], first[1], 1.0)
    assert store.rating("Ana") == pytest.approx(second[0])
    history = store.profile("Ana").history
    assert [h[1] for h in history] == pytest.approx([first[0].rating, second[0].rating])


def test_a_second_copy_is_told_the_games_are_open_elsewhere(tmp_path: Path) -> None:
    store, _ = open_storage(tmp_path)
    assert not list(tmp_path.glob("*.lock"))  # SQLite holds the lock: no file to delete
    code = (
        "import sys; from pathlib import Path\n"
        "from spectacular_bid.app.storage import StoreLocked, open_storage\n"
        "try:\n    open_storage(Path(sys.argv[1]))[0].close()\nexcept StoreLocked as e:\n    print(e); sys.exit(3)\n"
    )
    r = subprocess.run([sys.executable, "-c", code, str(tmp_path)], capture_output=True, text=True, timeout=60)
    assert r.returncode == 3 and "another copy" in r.stdout, r.stderr
    store.close()  # on quit: the lock goes with the file
    r = subprocess.run([sys.executable, "-c", code, str(tmp_path)], capture_output=True, text=True, timeout=60)
    assert r.returncode == 0, r.stderr


def test_same_process_second_open_is_refused(tmp_path: Path) -> None:
    first, _ = open_storage(tmp_path)
    with pytest.raises(StoreLocked):
        open_storage(tmp_path)
    first.close()
    open_storage(tmp_path)[0].close()


def test_a_locking_failure_that_is_not_busy_is_not_another_copy(tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    def no_locks(db: sqlite3.Connection) -> None:
        error = sqlite3.OperationalError("locking protocol")
        error.sqlite_errorcode = 3850  # SQLITE_IOERR_LOCK: a network folder without locks
        raise error

    monkeypatch.setattr(storage_module, "hold", no_locks)
    with pytest.raises(StoreUnavailable) as refused:
        open_storage(tmp_path)
    assert "another copy" not in refused.value.message() and "lock" in refused.value.message()
    assert [p.name for p in tmp_path.iterdir() if ".damaged" in p.name] == []


def _open_handles(path: Path) -> list[str]:
    found = []
    for fd in Path("/proc/self/fd").iterdir():
        with contextlib.suppress(OSError):
            target = os.readlink(fd)
            if target.startswith(str(path)):
                found.append(target)
    return found


@pytest.mark.skipif(not Path("/proc/self/fd").is_dir(), reason="needs /proc")
def test_no_handle_on_the_file_is_open_when_it_is_moved_aside(tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    path = _filled(tmp_path, 3)
    _damage_garbage(path)
    real_replace = os.replace
    open_at_rename: list[list[str]] = []

    def replace(src, dst):  # type: ignore[no-untyped-def]
        open_at_rename.append(_open_handles(Path(src)))
        real_replace(src, dst)

    monkeypatch.setattr(os, "replace", replace)
    store, note = open_storage(tmp_path)
    assert note is not None and open_at_rename and all(not handles for handles in open_at_rename)
    store.close()


def test_odd_rows_set_one_game_aside_and_keep_the_others(tmp_path: Path) -> None:
    store, _ = open_storage(tmp_path)
    record = _record()
    finished = [store.create_game(_record(seed=k)) for k in range(3)]
    for game in finished:
        store.finish(game, apply(apply(new_game(record.players, record.deals), START, 0), Resign(1), 10))
    rating = store.rating("Ana")
    store.close()
    db = sqlite3.connect(tmp_path / DB_NAME)
    db.execute("UPDATE games SET started_at = CAST(X'80FF' AS TEXT) WHERE id = ?", (finished[1],))
    db.execute("INSERT INTO players (name, created_at) VALUES (X'00ff', 'x')")
    db.commit()
    db.close()
    store, note = open_storage(tmp_path)
    assert note is None
    games = {g.id: g for g in store.games()}
    assert not games[finished[1]].readable and games[finished[0]].readable and games[finished[2]].readable
    assert store.rating("Ana") == rating  # R46: its rating is untouched
    assert store.players() == ["Ana", "Ben"]


def test_a_name_written_into_the_file_that_does_not_read_as_written_never_shows(tmp_path: Path) -> None:
    """A hostile-input probe wrote a right-to-left override, a newline and a bell into a name
    in the games file: every sentence holding it read backwards, the history mirrored the other
    player's name, and the game exported could not be imported again. A name typed or imported
    is tidied first (tidy_name); one read back holding a control or a direction control is not a
    player's name: its games read as "could not be read", as any odd row does, and the names
    list leaves it out. A name an older version kept untidied is still one."""
    store, _ = open_storage(tmp_path)
    kept = store.create_game(_record(("Cy", "Di")))
    odd = store.create_game(_record(("Ana", "Ben")))
    store.append(odd, 0, Event(0, "start"))
    store.close()
    db = sqlite3.connect(tmp_path / DB_NAME)
    db.execute("UPDATE players SET name = ? WHERE name = 'Ana'", ("Evil\u202eLIVE\nline2\x07",))
    db.execute("UPDATE players SET name = ? WHERE name = 'Di'", ("Jose\u0301",))  # decomposed reads as written
    db.execute("UPDATE players SET name = ? WHERE name = 'Cy'", ("Cy\u00a0 Lee",))  # an older version kept it so
    db.commit()
    db.close()
    store, note = open_storage(tmp_path)
    assert note is None
    games = {g.id: g for g in store.games()}
    assert not games[odd].readable and games[odd].players == ("?", "Ben")
    assert games[kept].readable and games[kept].players == ("Cy\u00a0 Lee", "Jose\u0301")
    with pytest.raises(StoreDamaged):
        store.record(odd)
    assert store.players() == ["Ben", "Cy\u00a0 Lee", "Jose\u0301"]
    store.close()


def test_a_dropped_column_is_put_back_and_the_games_still_list(tmp_path: Path) -> None:
    path = _filled(tmp_path, 2)
    db = sqlite3.connect(path)
    db.execute("ALTER TABLE games DROP COLUMN detail")
    db.execute("ALTER TABLE games RENAME COLUMN hands TO hands_dealt")
    db.commit()
    db.close()
    store, note = open_storage(tmp_path)
    assert (
        note is not None
        and note.details == "put back in the games file, empty: column games.detail, column games.hands"
    )
    games = store.games()
    assert len(games) == 2 and not any(g.readable for g in games)  # hands could not be read
    assert store.record(games[0].id).players == ("Ana", "Ben")  # the records themselves are whole


def test_triggers_and_indexes_written_by_hand_are_removed_and_said(tmp_path: Path) -> None:
    path = _filled(tmp_path, 2)
    db = sqlite3.connect(path)
    db.execute('CREATE TRIGGER "say ""no""" BEFORE UPDATE ON games BEGIN SELECT RAISE(IGNORE); END')
    db.execute("CREATE UNIQUE INDEX one_event ON events (game_id) WHERE seq > 3")
    db.execute("CREATE VIEW names AS SELECT name FROM players")  # harmless: it stays
    db.commit()
    db.close()
    store, note = open_storage(tmp_path)
    assert note is not None and note.message() == (
        "Something written into the games file by hand would have stopped games being saved, and was removed. "
        "Every game is kept; new games are saved."
    )
    assert note.details == 'removed from it: trigger say "no", index one_event'
    assert len(store.games()) == 2 and all(g.readable for g in store.games())
    store.close()
    db = sqlite3.connect(path)
    kept = db.execute("SELECT type, name FROM sqlite_master WHERE type != 'table' AND sql IS NOT NULL").fetchall()
    db.close()
    assert sorted(kept) == [("index", "ratings_in_order"), ("view", "names")]
    again, note = open_storage(tmp_path)
    assert note is None  # removed once, said once
    again.close()


@pytest.mark.parametrize("version", [0, SCHEMA_VERSION])
def test_a_file_holding_only_a_view_named_games_does_not_stop_the_saves(tmp_path: Path, version: int) -> None:
    """A hostile-input probe: a file with no table but a view called "games" was taken for an
    empty one, the schema's tables could not be made in it, and every start said "cannot be
    opened", the file left in place: no game was ever saved there again. A file of version 0
    holding anything is not this program's and is set aside; one of its version is mended."""
    path = tmp_path / DB_NAME
    db = sqlite3.connect(path)
    db.execute("CREATE VIEW games AS SELECT 1 AS id")
    db.execute(f"PRAGMA user_version={version}")
    db.commit()
    db.close()
    for start in range(2):
        store, note = open_storage(tmp_path)
        if start == 0:
            assert note is not None
            assert isinstance(note, StoreDamaged) and (version == 0) == (not isinstance(note, StoreRepaired))
        else:
            assert note is None  # mended or set aside once, said once
        record = _record(seed=start)
        game = store.create_game(record)
        store.append(game, 0, Event(0, "start"))
        assert store.record(game).events == (Event(0, "start"),)
        store.close()
    assert (len(list(tmp_path.glob(f"{DB_NAME}.damaged-*"))) == 1) == (version == 0)


@pytest.mark.parametrize(
    "change",
    [
        "DROP TABLE analyses; CREATE VIEW analyses AS SELECT 1 AS game_id",
        "DROP INDEX ratings_in_order; DROP TABLE ratings; CREATE VIEW Ratings AS SELECT 1 AS player_id",
        "CREATE TABLE _made_again (x); DROP TABLE analyses; CREATE TABLE analyses (game_id INTEGER PRIMARY KEY, "
        "body TEXT NOT NULL CHECK (length(body) < 5), made_at TEXT NOT NULL)",
    ],
    ids=["view-for-analyses", "view-for-ratings", "made-again-taken"],
)
def test_a_name_the_schema_needs_taken_by_hand_is_freed_and_every_game_kept(tmp_path: Path, change: str) -> None:
    """A hostile-input probe: a view standing where a table belongs, or a table holding the
    name the repair makes a table again under, set the whole history aside (every game row
    intact). What is in the way is removed and said, as a trigger written by hand is."""
    path = _filled(tmp_path, 2)
    db = sqlite3.connect(path)
    db.executescript(change)
    db.close()
    store, note = open_storage(tmp_path)
    assert isinstance(note, StoreDamaged) and "was moved" not in note.message()
    assert "removed from it" in note.details
    assert len(store.games()) == 2 and all(g.readable for g in store.games())
    record = _record(("Cy", "Di"), seed=9)
    game = store.create_game(record)
    store.finish(game, apply(apply(new_game(record.players, record.deals), START, 0), Resign(1), 10))
    assert store.rating("Cy").rating > 1500
    store.close()
    assert not list(tmp_path.glob(f"{DB_NAME}.damaged-*"))
    again, note = open_storage(tmp_path)
    assert note is None  # removed once, said once
    again.close()


def _make_again(path: Path, table: str, rule: str) -> None:
    """Make ``table`` again by hand with its rows and one more ``rule`` (a table constraint)."""
    db = sqlite3.connect(path)
    (sql,) = db.execute("SELECT sql FROM sqlite_master WHERE name = ?", (table,)).fetchone()
    db.execute(sql.replace(f"CREATE TABLE {table}", "CREATE TABLE again", 1).rstrip().rstrip(")") + f", {rule})")
    db.execute(f"INSERT INTO again SELECT * FROM {table}")
    db.execute(f"DROP TABLE {table}")
    db.execute(f"ALTER TABLE again RENAME TO {table}")
    db.commit()
    db.close()


def test_tables_made_again_by_hand_with_rules_of_their_own_are_made_as_the_schema_makes_them(
    tmp_path: Path,
) -> None:
    path = _filled(tmp_path, 2)
    _make_again(path, "events", "CHECK (seq < 3)")  # the trial game's two events pass it
    _make_again(path, "ratings", "CHECK (game_id < 3)")
    _make_again(path, "players", "UNIQUE (name COLLATE NOCASE)")
    store, note = open_storage(tmp_path)
    assert note is not None and note.message().startswith("Something written into the games file by hand")
    assert note.details == "removed from it: rules of table players, rules of table events, rules of table ratings"
    assert [store.record(g.id).players for g in store.games()] == [("Ana", "Ben"), ("Ana", "Ben")]
    record = Record(("ana", "BEN"), (deal_from(random.Random(5)),), (Event(0, "start"),), "2026-12-05T10:00:00Z")
    game = store.create_game(record)
    for seq in range(1, 6):
        store.append(game, seq, Event(seq * 1000, "reveal", seq % 2))
    state = apply(apply(new_game(record.players, record.deals), START, 0), Resign(0), 10)
    store.finish(game, state)
    assert len(store.record(game).events) == 6 and store.rating("ana") != store.rating("Ana")
    store.close()
    db = sqlite3.connect(path)
    indexes = db.execute("SELECT name FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL").fetchall()
    db.close()
    assert indexes == [("ratings_in_order",)]
    again, note = open_storage(tmp_path)
    assert note is None  # made again once, said once
    again.close()


def test_a_column_added_by_hand_that_refuses_nothing_is_left_alone(tmp_path: Path) -> None:
    path = _filled(tmp_path, 1)
    db = sqlite3.connect(path)
    db.execute("ALTER TABLE games ADD COLUMN \"check\" TEXT DEFAULT 'CHECK (x)' NOT NULL /* STRICT */")
    db.commit()
    db.close()
    store, note = open_storage(tmp_path)
    assert note is None and len(store.games()) == 1
    store.close()


def test_a_dropped_games_table_is_put_back_said_and_new_games_save(tmp_path: Path) -> None:
    store, _ = open_storage(tmp_path)
    old = [store.create_game(_record(seed=k)) for k in range(3)]
    for game in old:
        store.append(game, 0, Event(0, "start"))
    store.close()
    db = sqlite3.connect(tmp_path / DB_NAME)
    db.execute("DROP TABLE games")
    db.commit()
    db.close()
    store, note = open_storage(tmp_path)
    assert note is not None and note.message() == (
        "Part of the games file was missing and was put back. Games that lost something are listed as "
        "\u201ccould not be read\u201d; new games are saved."
    )
    assert "games" in note.details
    record = _record(("Cy", "Di"), seed=9)
    game = store.create_game(record)
    store.append(game, 0, Event(0, "start"))  # no id of a lost game is given again
    assert game not in old and store.record(game).events == (Event(0, "start"),)
    store.close()
    db = sqlite3.connect(tmp_path / DB_NAME)
    assert db.execute("SELECT count(*) FROM events").fetchone()[0] == 4  # the lost games' rows are kept
    db.close()
    again, note = open_storage(tmp_path)
    assert note is None  # repaired once, said once
    again.close()


def test_a_lost_player_id_is_never_given_to_a_new_player(tmp_path: Path) -> None:
    store, _ = open_storage(tmp_path)
    game = store.create_game(_record(("Ana", "Ben")))
    store.close()
    db = sqlite3.connect(tmp_path / DB_NAME)
    db.execute("DELETE FROM players WHERE name = 'Ben'")
    db.commit()
    db.close()
    store, _ = open_storage(tmp_path)
    store.create_game(_record(("Eve", "Finn")))
    old = next(g for g in store.games() if g.id == game)
    assert "Eve" not in old.players and "Finn" not in old.players  # never someone else's game


class _FlakyStorage(Storage):
    """A games file on a disk that fills up and empties again (``full``)."""

    full = False

    def save_event(self, *args, **kwargs):  # type: ignore[no-untyped-def]
        if self.full:
            raise sqlite3.OperationalError("database or disk is full")
        super().save_event(*args, **kwargs)

    def catch_up(self, *args, **kwargs):  # type: ignore[no-untyped-def]
        if self.full:
            raise sqlite3.OperationalError("database or disk is full")
        return super().catch_up(*args, **kwargs)


def test_saving_resumes_with_the_whole_backlog_once_there_is_room(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    from app_games import OUT_DEAL, OUT_SCRIPT

    from spectacular_bid.app import FakeTime
    from spectacular_bid.app.controller import GameController

    plain, _ = open_storage(tmp_path)
    plain.close()
    store = _FlakyStorage.connect(tmp_path / DB_NAME)
    fake = FakeTime(1_000_000)
    ctrl = GameController(fake, storage=store)
    ctrl.new_game(("Ana", "Ben"), deals=(OUT_DEAL,), started_at="2026-12-02T09:00:00Z")
    failures: list[str] = []
    resumed: list[bool] = []
    ctrl.save_failed.connect(failures.append)
    ctrl.save_resumed.connect(lambda: resumed.append(True))
    store.full = True
    for action in [START, *OUT_SCRIPT[:4]]:
        fake.advance(300)
        assert ctrl.send(action)
    assert len(failures) == 1  # said once, not at every event
    assert store.record(store.games()[0].id).events == ()
    store.full = False
    for action in OUT_SCRIPT[4:6]:
        fake.advance(300)
        assert ctrl.send(action)
    assert store.record(store.games()[0].id) == ctrl.session.record  # the backlog, written at once
    assert resumed == [True]


@pytest.mark.skipif(getattr(os, "geteuid", lambda: -1)() != 0, reason="mounting a small tmpfs needs Unix root")
def test_a_full_disk_mid_game_loses_nothing_once_there_is_room(qtbot) -> None:  # type: ignore[no-untyped-def]
    from app_games import OUT_DEAL, OUT_SCRIPT
    from hostile_databases import _fill, scratch

    from spectacular_bid.app import FakeTime
    from spectacular_bid.app.controller import GameController

    with scratch(tmpfs=True) as folder:
        if folder is None:
            pytest.skip("tmpfs cannot be mounted here")
        store, _ = open_storage(folder)
        fake = FakeTime(1_000_000)
        ctrl = GameController(fake, storage=store)
        ctrl.new_game(("Ana", "Ben"), deals=(OUT_DEAL,), started_at="2026-12-02T09:00:00Z")
        failures: list[str] = []
        ctrl.save_failed.connect(failures.append)
        _fill(folder)  # the disk is full now
        for action in [START, *OUT_SCRIPT[:8]]:
            fake.advance(300)
            assert ctrl.send(action)
        assert failures  # told, and the game went on
        (folder / "filler").unlink()  # room again
        for action in OUT_SCRIPT[8:10]:
            fake.advance(300)
            assert ctrl.send(action)
        game = store.games()[0].id
        assert store.record(game) == ctrl.session.record
        store.close()
        again, note = open_storage(folder)
        assert note is None and again.record(game) == ctrl.session.record
        again.close()


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


@pytest.mark.parametrize(
    ("column", "value"),
    [("volatility", "0"), ("rating", "1e9"), ("rating", "9e999"), ("deviation", "1e200"), ("deviation", "-5")],
)
def test_an_odd_rating_is_read_as_none_and_the_next_game_is_still_rated(
    tmp_path: Path, column: str, value: str
) -> None:
    """A rating no game could give (written over by hand, or damaged) is passed over, as if the
    player had none: the next game still finishes, rated."""
    store, _ = open_storage(tmp_path)
    record = _record()
    first = store.create_game(record)
    store.finish(first, apply(apply(new_game(record.players, record.deals), START, 0), Resign(1), 10))
    second = store.create_game(_record(seed=2))
    store.close()
    with contextlib.closing(sqlite3.connect(tmp_path / DB_NAME)) as db, db:
        db.execute(
            f"UPDATE ratings SET {column} = {value} WHERE player_id = (SELECT id FROM players WHERE name = 'Ana')"
        )
    store, _ = open_storage(tmp_path)
    assert store.rating("Ana") == Rating()
    state = apply(apply(new_game(record.players, _record(seed=2).deals), START, 0), Resign(0), 10)
    store.finish(second, state)  # raised (ValueError, OverflowError, ZeroDivisionError) on the odd row
    assert store.unfinished() == [] and store.rating("Ana").rating < Rating().rating


def test_a_damaged_description_of_the_tables_is_a_damaged_file(tmp_path: Path) -> None:
    """One byte of the schema's text changed so that SQLite's complaint is not UTF-8 text."""
    open_storage(tmp_path)[0].close()
    path = tmp_path / DB_NAME
    data = bytearray(path.read_bytes())
    data[data.index(b"CREATE TABLE deals") + 4] = 0xE4
    path.write_bytes(bytes(data))
    damaged = bytes(data)
    store, note = open_storage(tmp_path)
    assert note is not None
    kept = [p for p in tmp_path.iterdir() if ".damaged-" in p.name]
    assert len(kept) == 1 and kept[0].read_bytes() == damaged and kept[0].name in note.message()
    store.close()


def test_the_games_are_listed_by_when_they_began_the_latest_first(tmp_path: Path) -> None:
    """A play-test imported a game begun at 18:20 after playing one begun at 18:31: the
    history listed the import above it, by when it was stored. The list goes by the Started
    column it shows, the latest first; games begun at the same time, the one stored last."""
    store, _ = open_storage(tmp_path)
    played = store.create_game(Record(("Ana", "Ben"), _record().deals, (), "2026-12-05T18:31:00.000Z"))
    imported = store.create_game(Record(("Cy", "Di"), _record().deals, (), "2026-12-05T18:20:00.000Z"))
    newest = store.create_game(Record(("Ed", "Flo"), _record().deals, (), "2026-12-05T18:40:00.000Z"))
    twin = store.create_game(Record(("Gus", "Hal"), _record().deals, (), "2026-12-05T18:40:00.000Z"))
    assert [g.id for g in store.games()] == [twin, newest, played, imported]


def test_a_rating_no_game_gives_is_left_out_of_the_rating_over_time(tmp_path: Path) -> None:
    """A hostile-input probe wrote ratings of ±1e308 over a player's rows: the current rating
    left them out, the profile's chart did not, and raised in every paint. The chart's rows are
    the rating's: only those a game could have given."""
    store, _ = open_storage(tmp_path)
    for seed in range(3):
        record = _record(seed=seed)
        game = store.create_game(record)
        store.finish(game, apply(apply(new_game(record.players, record.deals), START, 0), Resign(1), 10))
    store.close()
    db = sqlite3.connect(tmp_path / DB_NAME)
    seq = db.execute("SELECT min(seq) FROM ratings").fetchone()[0]
    db.execute("UPDATE ratings SET rating = 1e308 WHERE seq = ?", (seq,))
    db.execute("UPDATE ratings SET deviation = -1 WHERE seq = ?", (seq + 2,))
    db.commit()
    db.close()
    store, _ = open_storage(tmp_path)
    histories = [store.profile(name).history for name in ("Ana", "Ben")]
    assert sum(len(h) for h in histories) == 6 - 2
    assert all(abs(r) <= 10_000 and 1 <= d <= 500 for h in histories for _, r, d in h), histories
    store.close()


def test_a_finished_game_and_a_hand_begun_are_in_the_games_file_itself(tmp_path: Path) -> None:
    """A probe copied the games file alone after a crash: its moves were all in the file SQLite
    keeps beside it (``-wal``), and the copy opened empty. A game's end, and each new hand, put
    what the log holds into the file itself."""
    import shutil

    from app_games import OUT_DEAL, OUT_SCRIPT

    from spectacular_bid.app import FakeTime
    from spectacular_bid.app.session import Session
    from spectacular_bid.app.storage import GameSaver
    from spectacular_bid.core import CONTINUE

    store, _ = open_storage(tmp_path / "games")
    fake = FakeTime(1_000_000)
    session = Session(("Ana", "Ben"), started_at="2026-12-02T09:00:00Z", time=fake, deals=(OUT_DEAL,))
    game = store.create_game(session.record)
    session.sink = GameSaver(store, game)
    for action in [START, *OUT_SCRIPT, CONTINUE]:
        fake.advance(1_000)
        session.submit(action)

    def copied_alone() -> Record:
        copy = tmp_path / f"copy{len(list(tmp_path.iterdir()))}"
        copy.mkdir()
        shutil.copyfile(tmp_path / "games" / DB_NAME, copy / DB_NAME)  # the log left behind
        alone, _ = open_storage(copy)
        try:
            return alone.record(game)
        finally:
            alone.close()

    assert copied_alone().events == session.record.events  # the new hand: every move so far
    session.submit(Resign(0))
    assert final_state(copied_alone()).is_over
    store.close()
