"""Saved games, players and ratings in one SQLite file (the standard library's ``sqlite3``).

A game is stored as its record (RECORD.md): players, ``started_at``, deals and events. Every
accepted event is committed before the window shows its effect, so a crash, a kill or a power
cut loses nothing the players saw. Finished games that are not void update both players'
Glicko-2 ratings in the same transaction that stores the result (R46).
"""

from __future__ import annotations

import contextlib
import json
import os
import sqlite3
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import IO

from ..core.record import Event, Record, parse_record
from ..core.state import GameState, Reason
from ..core.tiles import Deal
from .glicko2 import Rating, rate_game

SCHEMA_VERSION = 1
DB_NAME = "spectacular-bid.sqlite3"
LOCK_NAME = "spectacular-bid.lock"

_SCHEMA = """
CREATE TABLE players (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL UNIQUE,
    created_at TEXT NOT NULL
);
CREATE TABLE games (
    id INTEGER PRIMARY KEY,
    player0 INTEGER NOT NULL REFERENCES players(id),
    player1 INTEGER NOT NULL REFERENCES players(id),
    started_at TEXT NOT NULL,
    finished INTEGER NOT NULL DEFAULT 0,
    winner INTEGER,
    reason TEXT,
    detail TEXT,
    hands INTEGER NOT NULL DEFAULT 1,
    points0 INTEGER NOT NULL DEFAULT 150,
    points1 INTEGER NOT NULL DEFAULT 150,
    ended_at TEXT
);
CREATE TABLE deals (
    game_id INTEGER NOT NULL REFERENCES games(id),
    k INTEGER NOT NULL,
    body TEXT NOT NULL,
    PRIMARY KEY (game_id, k)
);
CREATE TABLE events (
    game_id INTEGER NOT NULL REFERENCES games(id),
    seq INTEGER NOT NULL,
    body TEXT NOT NULL,
    PRIMARY KEY (game_id, seq)
);
CREATE TABLE ratings (
    player_id INTEGER NOT NULL REFERENCES players(id),
    game_id INTEGER NOT NULL REFERENCES games(id),
    rating REAL NOT NULL,
    deviation REAL NOT NULL,
    volatility REAL NOT NULL,
    PRIMARY KEY (player_id, game_id)
);
"""


_DEALS_OF = "SELECT body FROM deals WHERE game_id = ? ORDER BY k"
_EVENTS_OF = "SELECT body FROM events WHERE game_id = ? ORDER BY seq"
_GAMES = (
    "SELECT g.id, a.name, b.name, g.started_at, g.finished, g.winner, g.reason, g.detail, g.hands, g.points0, "
    "g.points1 FROM games g JOIN players a ON a.id = g.player0 JOIN players b ON b.id = g.player1 "
)


class StoreDamaged(Exception):
    """The database file cannot be used; the message says why."""


class StoreLocked(Exception):
    """Another copy of the program has the games open."""


@dataclass(frozen=True, slots=True)
class GameSummary:
    """One line of the history: a stored game and how it stands."""

    id: int
    players: tuple[str, str]
    started_at: str
    finished: bool
    winner: int | None
    reason: str | None
    detail: str | None
    hands: int
    points: tuple[int, int]


@dataclass(frozen=True, slots=True)
class Profile:
    """A player's page: rating, games and results by reason, and the rating after each game."""

    name: str
    rating: Rating
    games: int
    wins: dict[str, int]
    losses: dict[str, int]
    voids: int
    history: tuple[tuple[str, float, float], ...]  # (ended_at, rating, deviation)


def _now() -> str:
    return datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def _deal_json(deal: Deal) -> str:
    return json.dumps(
        {"hands": [[t.as_list() for t in h] for h in deal.hands], "boneyard": [t.as_list() for t in deal.boneyard]}
    )


class Storage:
    """The games database. Open it with :func:`open_storage`."""

    def __init__(self, connection: sqlite3.Connection, path: Path) -> None:
        self._db = connection
        self.path = path

    @classmethod
    def connect(cls, path: Path) -> Storage:
        """Open (or create) the database at ``path``; :class:`StoreDamaged` if it is unusable."""
        fresh = not path.exists() or path.stat().st_size == 0
        try:
            db = sqlite3.connect(path, isolation_level=None)
            # Durability: the write-ahead log lets a commit be a single append, and
            # synchronous=FULL syncs that log on every commit, so an accepted event survives a
            # crash or a power cut as soon as commit() returns. Readers never block the writer.
            db.execute("PRAGMA journal_mode=WAL")
            db.execute("PRAGMA synchronous=FULL")
            db.execute("PRAGMA foreign_keys=ON")
            if fresh:
                with _transaction(db):
                    for statement in _SCHEMA.split(";"):
                        if statement.strip():
                            db.execute(statement)
                    db.execute(f"PRAGMA user_version={SCHEMA_VERSION}")
            version = db.execute("PRAGMA user_version").fetchone()[0]
            if version != SCHEMA_VERSION:
                db.close()
                raise StoreDamaged(f"the games file has schema version {version}, this program reads {SCHEMA_VERSION}")
            check = db.execute("PRAGMA quick_check").fetchone()[0]
            if check != "ok":
                db.close()
                raise StoreDamaged(f"the games file is damaged ({check})")
            tables = {r[0] for r in db.execute("SELECT name FROM sqlite_master WHERE type='table'")}
            if not {"players", "games", "deals", "events", "ratings"} <= tables:
                db.close()
                raise StoreDamaged("the games file lacks some of its tables")
        except sqlite3.DatabaseError as e:
            raise StoreDamaged(f"the games file cannot be read ({e})") from None
        return cls(db, path)

    def close(self) -> None:
        """Close the database."""
        self._db.close()

    # --- Players ------------------------------------------------------------------------

    def player_id(self, name: str) -> int:
        """The id of the player called ``name``, creating the profile if needed."""
        row = self._db.execute("SELECT id FROM players WHERE name = ?", (name,)).fetchone()
        if row:
            return int(row[0])
        cur = self._db.execute("INSERT INTO players (name, created_at) VALUES (?, ?)", (name, _now()))
        return int(cur.lastrowid or 0)

    def rating(self, name: str) -> Rating:
        """``name``'s current rating (the lichess start values for a new player)."""
        row = self._db.execute(
            "SELECT r.rating, r.deviation, r.volatility FROM ratings r JOIN players p ON p.id = r.player_id "
            "WHERE p.name = ? ORDER BY r.game_id DESC LIMIT 1",
            (name,),
        ).fetchone()
        return Rating(*row) if row else Rating()

    # --- Games --------------------------------------------------------------------------

    def create_game(self, record: Record) -> int:
        """Store a new game from its record (players, ``started_at``, deals, events)."""
        with _transaction(self._db):
            p0 = self.player_id(record.players[0])
            p1 = self.player_id(record.players[1])
            cur = self._db.execute(
                "INSERT INTO games (player0, player1, started_at) VALUES (?, ?, ?)",
                (p0, p1, record.started_at or _now()),
            )
            game_id = int(cur.lastrowid or 0)
            for k, deal in enumerate(record.deals):
                self._db.execute("INSERT INTO deals VALUES (?, ?, ?)", (game_id, k, _deal_json(deal)))
            for seq, event in enumerate(record.events):
                self._db.execute("INSERT INTO events VALUES (?, ?, ?)", (game_id, seq, json.dumps(event.to_json())))
        return game_id

    def append(self, game_id: int, seq: int, event: Event, deal: tuple[int, Deal] | None = None) -> None:
        """Commit one accepted event (event number ``seq``), with the deal it needed, if any."""
        with _transaction(self._db):
            if deal is not None:
                self._db.execute("INSERT INTO deals VALUES (?, ?, ?)", (game_id, deal[0], _deal_json(deal[1])))
            self._db.execute("INSERT INTO events VALUES (?, ?, ?)", (game_id, seq, json.dumps(event.to_json())))

    def save_event(self, game_id: int, seq: int, event: Event, deal: tuple[int, Deal] | None, state: GameState) -> None:
        """Commit one accepted event with its deal, the history line's progress and, when
        ``state`` (the game after the event) is over, its result and ratings — all in one
        transaction, so a crash leaves either all of it or none (R42, R46)."""
        with _transaction(self._db):
            self.append(game_id, seq, event, deal)
            self.update_progress(game_id, state)
            if state.result is not None:
                self.finish(game_id, state)

    def set_started_at(self, game_id: int, started_at: str) -> None:
        """Change the wall-clock time of a game's event time 0 (the clock was set back)."""
        with _transaction(self._db):
            self._db.execute("UPDATE games SET started_at = ? WHERE id = ?", (started_at, game_id))

    def record(self, game_id: int) -> Record:
        """The stored game as a record; :class:`StoreDamaged` if it does not read back."""
        row = self._db.execute(
            "SELECT a.name, b.name, g.started_at FROM games g JOIN players a ON a.id = g.player0 "
            "JOIN players b ON b.id = g.player1 WHERE g.id = ?",
            (game_id,),
        ).fetchone()
        if row is None:
            raise StoreDamaged(f"there is no game {game_id}")
        try:
            deals = [json.loads(b) for (b,) in self._db.execute(_DEALS_OF, (game_id,))]
            events = [json.loads(b) for (b,) in self._db.execute(_EVENTS_OF, (game_id,))]
        except (ValueError, TypeError) as e:  # a damaged row: not JSON text
            raise StoreDamaged(f"game {game_id} cannot be read back: {e}") from None
        text = json.dumps(
            {
                "format": "spectacular-bid-record",
                "version": 1,
                "players": [row[0], row[1]],
                "started_at": row[2],
                "deals": deals,
                "events": events,
            }
        )
        try:
            return parse_record(text)
        except ValueError as e:
            raise StoreDamaged(f"game {game_id} cannot be read back: {e}") from None

    def finish(self, game_id: int, state: GameState) -> None:
        """Store how the game ended and, unless it is void, update both ratings (R46)."""
        result = state.result
        if result is None:
            return
        with _transaction(self._db):
            row = self._db.execute("SELECT finished, player0, player1 FROM games WHERE id = ?", (game_id,)).fetchone()
            if row is None or row[0]:
                return
            ended = _now()
            self._db.execute(
                "UPDATE games SET finished = 1, winner = ?, reason = ?, detail = ?, hands = ?, points0 = ?, "
                "points1 = ?, ended_at = ? WHERE id = ?",
                (
                    result.winner,
                    result.reason.value,
                    result.detail,
                    state.hands_dealt,
                    state.points[0],
                    state.points[1],
                    ended,
                    game_id,
                ),
            )
            if result.reason is Reason.VOID or result.winner is None:
                return
            names = state.players
            a, b = self.rating(names[0]), self.rating(names[1])
            new_a, new_b = rate_game(a, b, 1.0 if result.winner == 0 else 0.0)
            for pid, r in ((row[1], new_a), (row[2], new_b)):
                self._db.execute(
                    "INSERT INTO ratings VALUES (?, ?, ?, ?, ?)", (pid, game_id, r.rating, r.deviation, r.volatility)
                )

    def void_game(self, game_id: int, detail: str) -> None:
        """End a game void without a state to store (its record cannot be replayed): no winner,
        no rating change (R43, R46). Does nothing to a finished game."""
        with _transaction(self._db):
            self._db.execute(
                "UPDATE games SET finished = 1, winner = NULL, reason = ?, detail = ?, ended_at = ? "
                "WHERE id = ? AND finished = 0",
                (Reason.VOID.value, detail, _now(), game_id),
            )

    def update_progress(self, game_id: int, state: GameState) -> None:
        """Keep the history line's hands and balances current (not needed for safety)."""
        self._db.execute(
            "UPDATE games SET hands = ?, points0 = ?, points1 = ? WHERE id = ?",
            (state.hands_dealt, state.points[0], state.points[1], game_id),
        )

    def unfinished(self) -> list[int]:
        """Ids of games not finished, newest first."""
        return [int(r[0]) for r in self._db.execute("SELECT id FROM games WHERE finished = 0 ORDER BY id DESC")]

    def games(self) -> list[GameSummary]:
        """Every stored game, newest first."""
        rows = self._db.execute(_GAMES + "ORDER BY g.id DESC").fetchall()
        return [GameSummary(r[0], (r[1], r[2]), r[3], bool(r[4]), r[5], r[6], r[7], r[8], (r[9], r[10])) for r in rows]

    def players(self) -> list[str]:
        """Every player's name, alphabetically."""
        return [r[0] for r in self._db.execute("SELECT name FROM players ORDER BY name COLLATE NOCASE")]

    def profile(self, name: str) -> Profile:
        """``name``'s profile page data."""
        pid = self.player_id(name)
        wins: dict[str, int] = {}
        losses: dict[str, int] = {}
        voids = games = 0
        for seat, winner, reason in self._db.execute(
            "SELECT CASE WHEN player0 = ? THEN 0 ELSE 1 END, winner, reason FROM games "
            "WHERE finished = 1 AND (player0 = ? OR player1 = ?)",
            (pid, pid, pid),
        ):
            games += 1
            if winner is None:
                voids += 1
            elif winner == seat:
                wins[reason] = wins.get(reason, 0) + 1
            else:
                losses[reason] = losses.get(reason, 0) + 1
        history = tuple(
            (r[0], float(r[1]), float(r[2]))
            for r in self._db.execute(
                "SELECT g.ended_at, r.rating, r.deviation FROM ratings r JOIN games g ON g.id = r.game_id "
                "WHERE r.player_id = ? ORDER BY r.game_id",
                (pid,),
            )
        )
        return Profile(name, self.rating(name), games, wins, losses, voids, history)


@contextlib.contextmanager
def _transaction(db: sqlite3.Connection) -> Iterator[None]:
    if db.in_transaction:
        yield
        return
    db.execute("BEGIN IMMEDIATE")
    try:
        yield
    except BaseException:
        db.execute("ROLLBACK")
        raise
    db.execute("COMMIT")


def open_storage(folder: Path) -> tuple[Storage, str | None]:
    """Open the games database in ``folder``. A damaged file is moved aside untouched and a
    fresh one started; the second value then says what happened, for the window to show."""
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / DB_NAME
    try:
        return Storage.connect(path), None
    except StoreDamaged as e:
        stamp = datetime.now(UTC).strftime("%Y%m%d-%H%M%S")
        aside = path.with_name(f"{path.name}.damaged-{stamp}")
        os.replace(path, aside)
        for suffix in ("-wal", "-shm"):
            extra = path.with_name(path.name + suffix)
            if extra.exists():
                os.replace(extra, aside.with_name(aside.name + suffix))
        return Storage.connect(path), f"{e}. It was kept aside as {aside.name} and a new games file was started."


class FolderLock:
    """An exclusive lock on a data folder, so that a second copy of the program never writes
    to games that are open elsewhere. Released when the process ends, even on a crash."""

    def __init__(self, folder: Path) -> None:
        folder.mkdir(parents=True, exist_ok=True)
        self._file: IO[str] | None = open(folder / LOCK_NAME, "a+")
        try:
            _lock(self._file)
        except OSError:
            self._file.close()
            self._file = None
            raise StoreLocked("the games in this folder are open in another copy of Spectacular Bid") from None

    def release(self) -> None:
        """Give the lock up."""
        if self._file is not None:
            self._file.close()
            self._file = None


def _lock(f: IO[str]) -> None:
    if sys.platform == "win32":
        import msvcrt

        f.seek(0)
        msvcrt.locking(f.fileno(), msvcrt.LK_NBLCK, 1)
    else:
        import fcntl

        fcntl.flock(f.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)


class GameSaver:
    """Saves one stored game's events as its session accepts them (a session's ``sink``)."""

    def __init__(self, storage: Storage, game_id: int) -> None:
        self.storage = storage
        self.game_id = game_id

    def save_event(self, seq: int, event: Event, deal: tuple[int, Deal] | None, state: GameState) -> None:
        """Commit the event before the session adopts it; finish the game when it is over."""
        self.storage.save_event(self.game_id, seq, event, deal, state)

    def move_start(self, started_at: str) -> None:
        """Store the game's new ``started_at``."""
        self.storage.set_started_at(self.game_id, started_at)
