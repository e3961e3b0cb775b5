"""A finished game's analysis kept in the games file (issue 25, item 3): the version-5
migration, saving and reading it back, and a stored analysis that cannot be read treated as
none — its game unaffected."""

from __future__ import annotations

import random
import sqlite3
from pathlib import Path

import pytest

from spectacular_bid.app.storage import DB_NAME, MIGRATIONS, SCHEMA_VERSION, open_storage
from spectacular_bid.core import deal_from
from spectacular_bid.core.record import Event, Record

STARTED = "2026-12-02T09:00:00Z"
ANALYSIS = {"format": "spectacular-bid-analysis", "version": 1, "decisions": [{"decision": 0, "loss": 1.5}]}


def _record(seed: int = 1) -> Record:
    return Record(("Ana", "Ben"), (deal_from(random.Random(seed)),), (Event(0, "start"),), STARTED)


def test_migration_4_to_5_adds_an_empty_analyses_table() -> None:
    db = sqlite3.connect(":memory:")
    db.execute("CREATE TABLE games (id INTEGER PRIMARY KEY)")
    MIGRATIONS[4](db)
    MIGRATIONS[4](db)  # a step cut short and run again
    assert db.execute("SELECT count(*) FROM analyses").fetchone()[0] == 0


def test_a_version_4_file_is_migrated_and_keeps_its_games(tmp_path: Path) -> None:
    store, _ = open_storage(tmp_path)
    game = store.create_game(_record())
    store.close()
    db = sqlite3.connect(tmp_path / DB_NAME)
    db.execute("DROP TABLE analyses")
    db.execute("PRAGMA user_version=4")
    db.commit()
    db.close()
    store, note = open_storage(tmp_path)
    assert note is None
    assert store.record(game) == _record()
    (summary,) = store.games()
    assert summary.readable and not summary.analysed and store.analysis(game) is None
    store.close()
    assert [p.name for p in tmp_path.iterdir() if ".v4-backup" in p.name] == [DB_NAME + ".v4-backup"]
    db = sqlite3.connect(tmp_path / DB_NAME)
    assert db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    db.close()


def test_an_analysis_is_kept_replaced_and_read_back(tmp_path: Path) -> None:
    store, _ = open_storage(tmp_path)
    game, other = store.create_game(_record()), store.create_game(_record(2))
    store.save_analysis(game, ANALYSIS)
    assert store.analysis(game) == ANALYSIS and store.analysis(other) is None
    listed = {g.id: g.analysed for g in store.games()}
    assert listed == {game: True, other: False}
    store.save_analysis(game, {**ANALYSIS, "decisions": []})
    assert store.analysis(game) == {**ANALYSIS, "decisions": []}
    store.close()
    store, _ = open_storage(tmp_path)  # still there after closing
    assert store.analysis(game) == {**ANALYSIS, "decisions": []}
    store.close()


@pytest.mark.parametrize("body", ["'not json'", "X'00ff'", "'[1, 2]'", "'" + "[" * 100_000 + "]" * 100_000 + "'"])
def test_an_analysis_that_cannot_be_read_is_none_and_its_game_reads(tmp_path: Path, body: str) -> None:
    store, _ = open_storage(tmp_path)
    game = store.create_game(_record())
    store.save_analysis(game, ANALYSIS)
    store._db.execute(f"UPDATE analyses SET body = {body} WHERE game_id = ?", (game,))
    assert store.analysis(game) is None
    assert store.record(game) == _record() and store.games()[0].readable
    store.save_analysis(game, ANALYSIS)  # made again
    assert store.analysis(game) == ANALYSIS
    store.close()


def test_a_new_game_never_takes_the_id_of_a_lost_game_with_an_analysis(tmp_path: Path) -> None:
    store, _ = open_storage(tmp_path)
    game = store.create_game(_record())
    store.save_analysis(game, ANALYSIS)
    store._db.execute("PRAGMA foreign_keys=OFF")
    for table in ("events", "deals", "games"):
        store._db.execute(f"DELETE FROM {table} WHERE {'id' if table == 'games' else 'game_id'} = ?", (game,))
    new = store.create_game(_record(3))
    assert new != game and store.analysis(new) is None
    store.close()
