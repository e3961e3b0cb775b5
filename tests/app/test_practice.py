"""Practice games against the computer in the games file and the record: the version-3
migration, the computer's column and record field kept through storage, export and import,
the replay trace unaffected, and practice never rated (R46)."""

from __future__ import annotations

import json
import random
import sqlite3
from pathlib import Path

import pytest
from app_games import OUT_DEAL, OUT_SCRIPT
from golden.make_golden import replay_trace

from spectacular_bid.app.glicko2 import Rating
from spectacular_bid.app.practice import (
    RECORD_FIELD,
    Opponent,
    computer_name,
    opponent_of,
    practice_label,
    with_opponent,
)
from spectacular_bid.app.records_io import export_game, import_game, record_text
from spectacular_bid.app.storage import DB_NAME, MIGRATIONS, SCHEMA_VERSION, open_storage
from spectacular_bid.core import CONTINUE, START, GameState, Resign, apply, deal_from, new_game, with_deal
from spectacular_bid.core.record import Event, Record, final_state, parse_record

STARTED = "2026-12-02T09:00:00Z"

#: The games table as version 2 wrote it (the other tables did not change).
_V2_SCHEMA = """
CREATE TABLE players (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, created_at TEXT NOT NULL);
CREATE TABLE games (id INTEGER PRIMARY KEY, player0 INTEGER NOT NULL REFERENCES players(id),
    player1 INTEGER NOT NULL REFERENCES players(id), started_at TEXT NOT NULL,
    finished INTEGER NOT NULL DEFAULT 0, winner INTEGER, reason TEXT, detail TEXT,
    hands INTEGER NOT NULL DEFAULT 1, points0 INTEGER NOT NULL DEFAULT 150,
    points1 INTEGER NOT NULL DEFAULT 150, ended_at TEXT, played INTEGER NOT NULL DEFAULT 0);
CREATE TABLE deals (game_id INTEGER NOT NULL REFERENCES games(id), k INTEGER NOT NULL, body TEXT NOT NULL,
    PRIMARY KEY (game_id, k));
CREATE TABLE events (game_id INTEGER NOT NULL REFERENCES games(id), seq INTEGER NOT NULL, body TEXT NOT NULL,
    PRIMARY KEY (game_id, seq));
CREATE TABLE ratings (player_id INTEGER NOT NULL REFERENCES players(id),
    game_id INTEGER NOT NULL REFERENCES games(id), rating REAL NOT NULL, deviation REAL NOT NULL,
    volatility REAL NOT NULL, seq INTEGER, PRIMARY KEY (player_id, game_id));
CREATE INDEX ratings_in_order ON ratings (player_id, seq);
"""


def _finished(players: tuple[str, str], opponent: Opponent | None) -> tuple[Record, GameState]:
    """OUT_DEAL played out (seat 0 goes out, 135–165), then seat 1 resigns: seat 0 wins."""
    state = apply(new_game(players, [OUT_DEAL]), START, 0)
    events = [Event(0, "start")]
    at = 0
    for action in OUT_SCRIPT:
        at += 500
        state = apply(state, action, at)
        events.append(Event.of(action, at))
    state = apply(with_deal(state, deal_from(random.Random(7))), CONTINUE, at + 500)
    events.append(Event(at + 500, "continue"))
    state = apply(state, Resign(1), at + 900)
    events.append(Event.of(Resign(1), at + 900))
    record = Record(players, state.deals, tuple(events), STARTED)
    return with_opponent(record, opponent), state


def _version_2_file(path: Path) -> None:
    """A games file as version 2 wrote it: a finished rated game and a game in progress."""
    db = sqlite3.connect(path)
    db.execute("PRAGMA journal_mode=WAL")
    db.executescript(_V2_SCHEMA)
    db.execute("INSERT INTO players VALUES (1, 'Ana', 'x'), (2, 'Ben', 'x')")
    deal = json.dumps(
        {
            "hands": [[t.as_list() for t in h] for h in OUT_DEAL.hands],
            "boneyard": [t.as_list() for t in OUT_DEAL.boneyard],
        }
    )
    db.execute(
        "INSERT INTO games (id, player0, player1, started_at, finished, winner, reason, ended_at, played) "
        "VALUES (1, 1, 2, ?, 1, 0, 'resign', ?, 1)",
        (STARTED, STARTED),
    )
    db.execute("INSERT INTO games (id, player0, player1, started_at, played) VALUES (2, 2, 1, ?, 2)", (STARTED,))
    for game in (1, 2):
        db.execute("INSERT INTO deals VALUES (?, 0, ?)", (game, deal))
        db.execute("INSERT INTO events VALUES (?, 0, ?)", (game, json.dumps({"at": 0, "do": "start"})))
    db.execute("INSERT INTO events VALUES (1, 1, ?)", (json.dumps({"at": 10, "do": "resign", "seat": 1}),))
    db.execute("INSERT INTO ratings VALUES (1, 1, 1700, 150, 0.06, 1), (2, 1, 1300, 150, 0.06, 2)")
    db.execute("PRAGMA user_version=2")
    db.commit()
    db.close()


def test_migration_2_to_3_adds_the_computer_columns_empty() -> None:
    db = sqlite3.connect(":memory:")
    db.executescript(_V2_SCHEMA)
    db.execute("INSERT INTO players VALUES (1, 'Ana', 'x'), (2, 'Ben', 'x')")
    db.execute("INSERT INTO games (id, player0, player1, started_at) VALUES (1, 1, 2, 'x')")
    MIGRATIONS[2](db)
    assert db.execute("SELECT computer_seat, computer_level FROM games").fetchall() == [(None, None)]


def test_a_version_2_file_is_migrated_and_keeps_its_games(tmp_path: Path) -> None:
    path = tmp_path / DB_NAME
    _version_2_file(path)
    store, note = open_storage(tmp_path)
    assert note is None
    games = store.games()
    assert [g.id for g in games] == [2, 1]
    assert all(g.readable and g.computer is None and not g.practice for g in games)
    assert store.rating("Ana").rating == 1700
    assert store.unfinished() == [2]
    assert store.record(1).events[-1] == Event(10, "resign", 1)
    assert opponent_of(store.record(2)) is None
    assert store.profile("Ana").games == 1
    store.close()
    copies = [p for p in tmp_path.iterdir() if p.name.startswith(DB_NAME + ".v2-backup")]
    assert len(copies) == 1
    migrated = sqlite3.connect(path)
    assert migrated.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION  # through every later step
    migrated.close()


def test_the_computer_is_stored_in_its_column_and_read_back_into_the_record(tmp_path: Path) -> None:
    store, _ = open_storage(tmp_path)
    record = with_opponent(
        Record(("Ana", "Computer"), (deal_from(random.Random(1)),), (), STARTED), Opponent(1, "hard")
    )
    game = store.create_game(record)
    row = store._db.execute("SELECT computer_seat, computer_level FROM games WHERE id = ?", (game,)).fetchone()
    assert row == (1, "hard")
    back = store.record(game)
    assert back.extra == {RECORD_FIELD: {"seat": 1, "level": "hard"}}
    assert opponent_of(back) == Opponent(1, "hard")
    (summary,) = store.games()
    assert summary.computer == Opponent(1, "hard") and summary.practice
    people = store.create_game(Record(("Ana", "Ben"), record.deals, (), STARTED))
    assert opponent_of(store.record(people)) is None
    store.close()


def test_a_computer_row_that_cannot_be_read_sets_only_its_game_aside(tmp_path: Path) -> None:
    store, _ = open_storage(tmp_path)
    record = Record(("Ana", "Ben"), (deal_from(random.Random(1)),), (), STARTED)
    odd, fine = store.create_game(record), store.create_game(record)
    store._db.execute("UPDATE games SET computer_seat = 5, computer_level = 'hard' WHERE id = ?", (odd,))
    listed = {g.id: g for g in store.games()}
    assert not listed[odd].readable and listed[fine].readable
    store.close()


def test_R46_a_practice_game_is_not_rated_and_is_listed_by_level(tmp_path: Path) -> None:
    store, _ = open_storage(tmp_path)
    record, state = _finished(("Ana", "Computer"), Opponent(1, "medium"))
    game = store.create_game(record)
    store.finish(game, state)
    assert store.rating("Ana") == Rating() and store.rating("Computer") == Rating()
    assert store._db.execute("SELECT count(*) FROM ratings").fetchone()[0] == 0
    profile = store.profile("Ana")
    assert profile.games == 0 and profile.history == () and profile.wins == {}
    assert profile.practice == {"medium": (1, 1, 0)}
    # The computer's display name is not a person: its seat's games are nobody's practice.
    assert store.profile("Computer").practice == {} and store.profile("Computer").games == 0
    (summary,) = store.games()
    assert summary.finished and summary.winner == 0 and summary.practice
    # The same game between people is rated.
    people, state = _finished(("Ana", "Ben"), None)
    store.finish(store.create_game(people), state)
    assert store.rating("Ana").rating > 1500 and store.profile("Ana").games == 1
    store.close()


def test_a_person_called_computer_keeps_their_own_rated_games(tmp_path: Path) -> None:
    store, _ = open_storage(tmp_path)
    practice, state = _finished(("Computer", computer_name("Computer")), Opponent(1, "easy"))
    assert practice.players == ("Computer", "Computer 2")
    store.finish(store.create_game(practice), state)
    people, state = _finished(("Computer", "Ben"), None)
    store.finish(store.create_game(people), state)
    profile = store.profile("Computer")
    assert profile.games == 1 and len(profile.history) == 1
    assert profile.practice == {"easy": (1, 1, 0)}
    store.close()


def test_export_and_import_keep_the_computer_field(tmp_path: Path) -> None:
    store, _ = open_storage(tmp_path / "a")
    record, state = _finished(("Ana", "Computer"), Opponent(1, "hard"))
    game = store.create_game(record)
    store.finish(game, state)
    path = tmp_path / "game.json"
    export_game(store, game, path)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data[RECORD_FIELD] == {"seat": 1, "level": "hard"}
    assert parse_record(path.read_bytes()) == record
    other, _ = open_storage(tmp_path / "b")
    new_id = import_game(other, path)
    assert opponent_of(other.record(new_id)) == Opponent(1, "hard")
    assert other.rating("Ana") == Rating()  # imported practice is not rated either (R46)
    assert other.profile("Ana").practice == {"hard": (1, 1, 0)}
    store.close()
    other.close()


def test_the_replay_trace_ignores_the_computer_field(tmp_path: Path) -> None:
    record, _ = _finished(("Ana", "Computer"), Opponent(1, "easy"))
    with_field, without = tmp_path / "with.json", tmp_path / "without.json"
    with_field.write_text(record_text(record), encoding="utf-8")
    without.write_text(record_text(with_opponent(record, None)), encoding="utf-8")
    assert RECORD_FIELD in json.loads(with_field.read_text(encoding="utf-8"))
    assert RECORD_FIELD not in json.loads(without.read_text(encoding="utf-8"))
    assert replay_trace(with_field) == replay_trace(without)
    assert final_state(parse_record(with_field.read_bytes())).result == final_state(record).result


def test_a_field_that_names_no_known_computer_is_a_game_between_people() -> None:
    record = Record(("Ana", "Ben"), (), (), None, {RECORD_FIELD: {"seat": 3, "level": "hard"}})
    assert opponent_of(record) is None
    assert opponent_of(Record(("Ana", "Ben"), (), (), None, {RECORD_FIELD: "hard"})) is None
    assert opponent_of(Record(("Ana", "Ben"), (), (), None, {RECORD_FIELD: {"seat": 0, "level": "x"}})) is None
    with pytest.raises(ValueError):
        Opponent(2, "hard")


def test_practice_is_named_by_level() -> None:
    assert practice_label("hard") == "practice — hard"
    assert computer_name("Ana") == "Computer" and computer_name(" COMPUTER ") == "Computer 2"
