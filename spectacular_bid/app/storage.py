"""Saved games, players and ratings in one SQLite file (the standard library's ``sqlite3``).

A game is stored as its record (RECORD.md): players, ``started_at``, deals and events. Every
accepted event is committed before the window shows its effect, so a crash, a kill or a power
cut loses nothing the players saw. Finished games that are not void update both players'
Glicko-2 ratings in the same transaction that stores the result (R46).

Opening the file (:func:`open_storage`) tells four cases apart, each with one sentence in the
player's language (:meth:`StoreError.message`):

- another copy has the games open (:class:`~.lock.StoreLocked`): nothing is written;
- the file was made by a newer Spectacular Bid (:class:`StoreNewer`): it is left untouched and
  no file is created beside it (a write-ahead log left by a killed program is read from a copy,
  never copied into it);
- the disk, the folder or the file cannot be used — full, read-only, no permission, a disk
  error (:class:`StoreUnavailable`): the file is left where it is;
- SQLite says the file is damaged (:class:`StoreDamaged`): only then is it moved aside, and the
  message says where; a fresh file takes its place.

In the first three cases the program plays on without saving. An older file is brought up to
date by stepped migrations (:data:`MIGRATIONS`), after a copy of it is kept beside it (removed
again if the migration fails; a step cut short is finished). A file without tables is started
afresh, whatever version it says. A table or a column someone removed is put back, empty, and a
trigger or an index someone wrote into it (one that could refuse or drop a later event, or a
game's end) is removed, a table someone made again with rules of its own (a check, a unique
key, a collation) is made again as the schema makes it, with its rows, and that is said
(:class:`StoreRepaired`); a file whose tables cannot take a
new game even then is set aside as damaged. A new game or player never takes the id of one
whose row was lost, so rows left behind are never read as someone else's.

Odd rows in a well-formed file (a name stored as a BLOB, text that is not UTF-8, a column that
was dropped, a body nested too deep to read) never stop the program: the game they belong to
reads as "could not be read" (:attr:`GameSummary.readable`, :class:`StoreDamaged` from
:meth:`Storage.record`, whatever the reason), and every other game reads and saves as before.
"""

from __future__ import annotations

import contextlib
import errno
import functools
import hashlib
import json
import os
import re
import shutil
import sqlite3
import tempfile
import time
import unicodedata
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from ..core.record import Event, Record, parse_record
from ..core.state import GameState, Reason
from ..core.tiles import ALL_TILES, Deal, Tile
from ..core.words import QT_TRANSLATE_NOOP
from .glicko2 import Rating, plausible, rate_game
from .lock import LOCK_WAIT_S, StoreLocked, claim, hold, is_busy
from .messages import Translate
from .names import MAX_NAME
from .practice import MAX_HINTS, Opponent, hints_of, opponent_of, with_hints, with_opponent

__all__ = [
    "DB_NAME",
    "SCHEMA_VERSION",
    "GameSaver",
    "GameSummary",
    "Profile",
    "Storage",
    "StoreDamaged",
    "StoreError",
    "StoreLocked",
    "StoreNewer",
    "StoreRepaired",
    "StoreUnavailable",
    "open_storage",
]

SCHEMA_VERSION = 5
DB_NAME = "spectacular-bid.sqlite3"

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
    ended_at TEXT,
    played INTEGER NOT NULL DEFAULT 0,
    computer_seat INTEGER,
    computer_level TEXT,
    hints0 INTEGER NOT NULL DEFAULT 0,
    hints1 INTEGER NOT NULL DEFAULT 0
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
    seq INTEGER,
    PRIMARY KEY (player_id, game_id)
);
CREATE INDEX ratings_in_order ON ratings (player_id, seq);
CREATE TABLE analyses (
    game_id INTEGER PRIMARY KEY REFERENCES games(id),
    body TEXT NOT NULL,
    made_at TEXT NOT NULL
);
"""


def _migrate_1_to_2(db: sqlite3.Connection) -> None:
    """Version 2 keeps the order in which things happened as sequences, not times:

    - ``ratings.seq``: the order ratings were written (a game settled at launch can finish
      after a newer one; several can finish in the same second; clocks can be set back), R46;
    - ``games.played``: the order games were last played, so that the game to reopen at
      launch is the one played most recently.

    Version 1 wrote ratings in order, so their row order is the order they were written.
    """
    if _add_column(db, "ratings", "seq INTEGER"):
        db.execute("UPDATE ratings SET seq = rowid")
    db.execute("CREATE INDEX IF NOT EXISTS ratings_in_order ON ratings (player_id, seq)")
    if _add_column(db, "games", "played INTEGER NOT NULL DEFAULT 0"):
        db.execute("UPDATE games SET played = id")


def _migrate_2_to_3(db: sqlite3.Connection) -> None:
    """Version 3 knows games against the computer: ``games.computer_seat`` (0 or 1) and
    ``games.computer_level`` name the computer's seat and level, NULL in a game between people —
    which every game of an older file is."""
    _add_column(db, "games", "computer_seat INTEGER")
    _add_column(db, "games", "computer_level TEXT")


def _migrate_3_to_4(db: sqlite3.Connection) -> None:
    """Version 4 counts the hints a person took in a practice game: ``games.hints0`` and
    ``games.hints1``, per seat (the record's ``hints`` field) — none in every older game."""
    _add_column(db, "games", "hints0 INTEGER NOT NULL DEFAULT 0")
    _add_column(db, "games", "hints1 INTEGER NOT NULL DEFAULT 0")


def _migrate_4_to_5(db: sqlite3.Connection) -> None:
    """Version 5 keeps the analysis of a finished game (History → Analyse), so that opening it
    again is instant: ``analyses`` holds one JSON document per game (the engine's analysis,
    docs/ANALYSIS.md) and when it was made. No older game has one."""
    statement = next(s for s in _SCHEMA.split(";") if "CREATE TABLE analyses " in s)
    db.execute(statement.replace("CREATE TABLE", "CREATE TABLE IF NOT EXISTS"))


def _add_column(db: sqlite3.Connection, table: str, column: str) -> bool:
    """Add ``column`` (its name and type) to ``table`` unless it is there already — a step cut
    short can have added it without the version saying so. True if it was added."""
    if column.split()[0] in {r[1] for r in db.execute(f"PRAGMA table_info({table})")}:
        return False
    db.execute(f"ALTER TABLE {table} ADD COLUMN {column}")
    return True


#: ``MIGRATIONS[n]`` brings a version-n file to version n + 1.
MIGRATIONS: dict[int, Callable[[sqlite3.Connection], None]] = {
    1: _migrate_1_to_2,
    2: _migrate_2_to_3,
    3: _migrate_3_to_4,
    4: _migrate_4_to_5,
}

_DEALS_OF = "SELECT k, body FROM deals WHERE game_id = ? ORDER BY k"
_EVENTS_OF = "SELECT seq, body FROM events WHERE game_id = ? ORDER BY seq"
_GAMES = (
    "SELECT g.id, a.name, b.name, g.started_at, g.finished, g.winner, g.reason, g.detail, g.hands, g.points0, "
    "g.points1, g.computer_seat, g.computer_level, g.hints0, g.hints1, "
    "EXISTS (SELECT 1 FROM analyses n WHERE n.game_id = g.id) FROM games g "
    "LEFT JOIN players a ON a.id = g.player0 LEFT JOIN players b ON b.id = g.player1 "
)
_INSERT_DEAL = "INSERT INTO deals (game_id, k, body) VALUES (?, ?, ?)"
_INSERT_EVENT = "INSERT INTO events (game_id, seq, body) VALUES (?, ?, ?)"
_NEXT_PLAYED = "(SELECT COALESCE(MAX(played), 0) + 1 FROM games)"
# Every place an id can still be named, so that a new game or player never takes the id of one
# whose row was lost (the rows naming it would then read as theirs, or collide with theirs).
_GAME_IDS = (
    ("games", "id"),
    ("deals", "game_id"),
    ("events", "game_id"),
    ("ratings", "game_id"),
    ("analyses", "game_id"),
)
_PLAYER_IDS = (("players", "id"), ("games", "player0"), ("games", "player1"), ("ratings", "player_id"))
_LARGEST_ID = 2**63 - 1

# SQLite's primary result codes that this module tells apart.
_SQLITE_PERM, _SQLITE_READONLY, _SQLITE_IOERR, _SQLITE_CORRUPT = 3, 8, 10, 11
_SQLITE_FULL, _SQLITE_CANTOPEN, _SQLITE_AUTH, _SQLITE_NOTADB = 13, 14, 23, 26
_SQLITE_NOMEM, _SQLITE_INTERRUPT = 7, 9
#: Failures of a write that say nothing about the file's tables (the disk, the system).
_NOT_THE_FILES_FAULT = (
    _SQLITE_PERM,
    _SQLITE_NOMEM,
    _SQLITE_READONLY,
    _SQLITE_INTERRUPT,
    _SQLITE_IOERR,
    _SQLITE_FULL,
    _SQLITE_CANTOPEN,
)


def _same(text: str) -> str:
    return text


class StoreError(Exception):
    """The games file cannot be used as it is. :meth:`message` says why in one sentence, in the
    player's language; :attr:`details` holds what SQLite or the system said, for a "Details"
    section."""

    template = QT_TRANSLATE_NOOP("messages", "The games file cannot be used.")

    def __init__(self, details: str = "", template: str | None = None, **fields: object) -> None:
        if template is not None:
            self.template = template
        self.fields = fields
        self.details = details
        super().__init__(self.message())

    def message(self, tr: Translate = _same) -> str:
        """The sentence for the player; ``tr`` translates in the context ``"messages"``."""
        return tr(self.template).format(**self.fields)


class StoreDamaged(StoreError):
    """SQLite says the games file is damaged, or a stored game does not read back."""

    template = QT_TRANSLATE_NOOP("messages", "The games file is damaged.")


class StoreNewer(StoreError):
    """The games file was made by a newer version of the program: it is left untouched."""

    template = QT_TRANSLATE_NOOP(
        "messages",
        "The games file was made by a newer Spectacular Bid. It was left as it is; "
        "games played here will not be saved.",
    )


class StoreRepaired(StoreDamaged):
    """Tables or columns were missing from the games file and were put back, empty, or
    triggers, indexes or a table's own rules written into it by hand were removed (the file
    now saves games again);
    :attr:`details` says which."""

    template = QT_TRANSLATE_NOOP(
        "messages",
        "Part of the games file was missing and was put back. Games that lost something are listed as "
        "\u201ccould not be read\u201d; new games are saved.",
    )


class StoreGone(Exception):
    """The games file was deleted or replaced while the program had it open: what is written
    through the old connection would go to a file nobody can open again."""

    def __init__(self) -> None:
        super().__init__("the games file was deleted or replaced while the program ran")


class StoreUnavailable(StoreError):
    """The disk or the folder cannot be used now (full, read-only, no permission, a disk
    error). The file is left where it is."""

    template = QT_TRANSLATE_NOOP("messages", "The games file cannot be opened. Games played here will not be saved.")


_FULL = QT_TRANSLATE_NOOP("messages", "The disk is full. Games played here will not be saved until there is room.")
_NO_READ = QT_TRANSLATE_NOOP("messages", "There is no permission to read {path}. Games played here will not be saved.")
_FILE_READ_ONLY = QT_TRANSLATE_NOOP(
    "messages", "The games file {path} is read-only. Games played here will not be saved."
)
_READ_ONLY = QT_TRANSLATE_NOOP(
    "messages", "The folder {path} cannot be written to. Games played here will not be saved."
)
_DISK_ERROR = QT_TRANSLATE_NOOP(
    "messages", "The disk holding {path} could not be read or written. Games played here will not be saved."
)
_NOT_A_FILE = QT_TRANSLATE_NOOP(
    "messages",
    "{path} is not a file: a folder, a pipe or a device stands where the games are kept. "
    "Games played here will not be saved.",
)
_FOLDER_IS_A_FILE = QT_TRANSLATE_NOOP(
    "messages", "The games folder {path} is a file, not a folder. Games played here will not be saved."
)
_LINK_TO_NOTHING = QT_TRANSLATE_NOOP(
    "messages", "The games folder {path} is a link that leads to no folder. Games played here will not be saved."
)
_FILE_LINK_TO_NOTHING = QT_TRANSLATE_NOOP(
    "messages", "The games file {path} is a link that leads to no file. Games played here will not be saved."
)
_NO_LOCKS = QT_TRANSLATE_NOOP(
    "messages",
    "The games folder {path} does not let the program lock its games file (a network folder?). "
    "Games played here will not be saved.",
)
_MOVED = QT_TRANSLATE_NOOP(
    "messages", "The games file was damaged. It was moved to {aside} and a new games file was started."
)
_REMOVED = QT_TRANSLATE_NOOP(
    "messages",
    "Something written into the games file by hand would have stopped games being saved, and was removed. "
    "Every game is kept; new games are saved.",
)
_UNREADABLE_GAME = "game {id} cannot be read back: {why}"
#: The most bytes the games file and its write-ahead log, left by a program killed, may hold
#: together to be read or copied before SQLite opens them (:func:`open_storage`).
SNAPSHOT_LIMIT = 64 * 2**20
_TRIAL_DEAL = Deal((ALL_TILES[:7], ALL_TILES[7:14]), ALL_TILES[14:])  # any deal: never kept


def _problem(error: BaseException, path: Path) -> StoreError:
    """The :class:`StoreError` for a failure opening ``path`` (SQLite's or the system's)."""
    if isinstance(error, StoreError):
        return error
    details = str(error)
    folder = path.parent
    no_locks = False
    if isinstance(error, sqlite3.Error):
        code = getattr(error, "sqlite_errorcode", None)
        primary = None if code is None else code & 0xFF
        if primary in (_SQLITE_CORRUPT, _SQLITE_NOTADB):
            return StoreDamaged(details)
        if primary == _SQLITE_FULL:
            return StoreUnavailable(details, _FULL)
        if primary not in (_SQLITE_PERM, _SQLITE_READONLY, _SQLITE_CANTOPEN, _SQLITE_AUTH, _SQLITE_IOERR):
            return StoreUnavailable(details)
        no_locks = primary == _SQLITE_IOERR and code == 0x0F0A  # SQLITE_IOERR_LOCK, unless the file is read-only
    elif isinstance(error, OSError):
        details = f"{error.strerror or error} ({error.filename or path})"
        if error.errno == errno.ENOSPC:
            return StoreUnavailable(details, _FULL)
    # os.path.exists and os.access answer False where Path.exists would raise. A folder not
    # made yet (it could not be): what stopped it is the nearest one that exists, or a file
    # standing where it, or a folder above it, belongs.
    # A link that leads nowhere (to nothing, or round in a loop) looks like nothing to exists().
    broken = next((p for p in (folder, *folder.parents) if os.path.islink(p) and not os.path.exists(p)), None)
    if broken is not None:
        return StoreUnavailable(details, _LINK_TO_NOTHING, path=str(broken))
    folder = next((p for p in (folder, *folder.parents) if os.path.exists(p)), folder)
    if os.path.exists(folder) and not os.path.isdir(folder):
        return StoreUnavailable(details, _FOLDER_IS_A_FILE, path=str(folder))
    if os.path.islink(path) and not os.path.exists(path):  # a loop, or a link into a folder that is not there
        return StoreUnavailable(details, _FILE_LINK_TO_NOTHING, path=str(path))
    for suffix in ("", "-wal", "-shm", "-journal"):  # the file and those SQLite keeps beside it
        kept = path.with_name(path.name + suffix)
        if os.path.exists(kept) and not os.path.isfile(kept):  # a folder, a pipe, a device (or a link to one)
            return StoreUnavailable(details, _NOT_A_FILE, path=str(kept))
    if not os.access(folder, os.X_OK):  # the folder may not be entered: nothing in it can be read
        return StoreUnavailable(details, _NO_READ, path=str(folder))
    if os.path.exists(path) and not os.access(path, os.R_OK):
        return StoreUnavailable(details, _NO_READ, path=str(path))
    if os.path.exists(path) and not os.access(path, os.W_OK):
        return StoreUnavailable(details, _FILE_READ_ONLY, path=str(path))
    if no_locks:  # a folder without locks (a network folder?)
        return StoreUnavailable(details, _NO_LOCKS, path=str(folder))
    if not os.access(folder, os.W_OK):
        return StoreUnavailable(details, _READ_ONLY, path=str(folder))
    return StoreUnavailable(details, _DISK_ERROR, path=str(folder))


@dataclass(frozen=True, slots=True)
class GameSummary:
    """One line of the history: a stored game and how it stands. A game whose row cannot be
    read (``readable`` False) is listed with what could be read and is never changed."""

    id: int
    players: tuple[str, str]
    started_at: str
    finished: bool
    winner: int | None
    reason: str | None
    detail: str | None
    hands: int
    points: tuple[int, int]
    readable: bool = True
    computer: Opponent | None = None
    """The computer's seat and level in a practice game; None in a game between people."""
    hints: tuple[int, int] = (0, 0)
    """How many hints each seat took (practice games only offer them)."""
    analysed: bool = False
    """Whether an analysis of the game is stored (:meth:`Storage.analysis`)."""

    @property
    def practice(self) -> bool:
        """Whether this is a game against the computer (listed by level, never rated)."""
        return self.computer is not None


@dataclass(frozen=True, slots=True)
class Profile:
    """A player's page: rating, games and results by reason, and the rating after each game —
    games against people only — and the practice games against the computer apart, by level:
    ``practice["hard"] == (games, wins, losses)``."""

    name: str
    rating: Rating
    games: int
    wins: dict[str, int]
    losses: dict[str, int]
    voids: int
    history: tuple[tuple[str, float, float], ...]  # (ended_at, rating, deviation)
    practice: dict[str, tuple[int, int, int]] = field(default_factory=dict)


class _Garbled(bytes):
    """Text in the file that is not UTF-8: kept as its bytes, so that it reads as unreadable."""


def _text(data: bytes) -> str | _Garbled:
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return _Garbled(data)


def _now() -> str:
    return datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def _deal_json(deal: Deal) -> str:
    return json.dumps(
        {"hands": [[t.as_list() for t in h] for h in deal.hands], "boneyard": [t.as_list() for t in deal.boneyard]}
    )


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _summary(row: tuple[Any, ...]) -> GameSummary:
    """A history line from a ``_GAMES`` row; any value of the wrong kind makes it unreadable."""
    game_id, a, b, started, finished, winner, reason, detail, hands, p0, p1, computer_seat, level, h0, h1, analysed = (
        row
    )
    computer = _opponent(computer_seat, level)
    hints = _hints(h0, h1)
    readable = (
        hints is not None
        and (computer is not None or (computer_seat is None and level is None))
        and _is_name(a)
        and _is_name(b)
        and isinstance(started, str)
        and finished in (0, 1)
        and (winner is None or winner in (0, 1))
        and (reason is None or isinstance(reason, str))
        and (detail is None or isinstance(detail, str))
        and all(_is_int(v) for v in (hands, p0, p1))
    )
    if readable:
        assert hints is not None
        return GameSummary(
            game_id,
            (a, b),
            started,
            bool(finished),
            winner,
            reason,
            detail,
            hands,
            (p0, p1),
            computer=computer,
            hints=(hints.get(0, 0), hints.get(1, 0)),
            analysed=bool(analysed),
        )
    return GameSummary(
        game_id,
        (a if _is_name(a) else "?", b if _is_name(b) else "?"),
        started if isinstance(started, str) else "",
        finished == 1,
        None,
        None,
        None,
        hands if _is_int(hands) else 0,
        (p0 if _is_int(p0) else 0, p1 if _is_int(p1) else 0),
        readable=False,
    )


#: The direction controls: one turns round the text after it wherever it is shown.
_DIRECTION_CONTROLS = frozenset(
    chr(c) for c in (0x061C, 0x200E, 0x200F, *range(0x202A, 0x202F), *range(0x2066, 0x206A))
)


def _is_name(value: object) -> bool:
    """Whether a stored name can be a player's: text of at most :data:`~.names.MAX_NAME`
    characters (a name written into the file by hand may be megabytes long), with no control
    character (a newline, a bell) nor direction control: a right-to-left override written
    into the file by hand turned round every sentence that held the name. Names older
    versions kept without tidying them (two spaces, a no-break space, an emoji joined with a
    zero-width joiner) are still names."""
    return (
        isinstance(value, str)
        and 0 < len(value) <= MAX_NAME
        and not any(c in _DIRECTION_CONTROLS or unicodedata.category(c) == "Cc" for c in value)
    )


def _opponent(seat: object, level: object) -> Opponent | None:
    """The computer named by a game's ``computer_seat`` and ``computer_level``, or None."""
    if seat is None:
        return None
    return Opponent.from_json({"seat": seat, "level": level})


def _numbered(rows: Iterable[tuple[Any, Any]], game_id: int, what: str) -> list[Any]:
    """The JSON bodies of a game's ``what`` rows (deals or events), read in their order: they
    must be numbered 0, 1, 2… A gap means the stored record is not the game played (and the
    next one saved would take a number already in the file): :class:`StoreDamaged`."""
    bodies = []
    for expected, (number, body) in enumerate(rows):
        if number != expected:
            gap = isinstance(number, int) and number > expected
            why = f"{what} {expected} is missing" if gap else f"its {what}s are misnumbered"
            raise StoreDamaged(_UNREADABLE_GAME.format(id=game_id, why=why))
        bodies.append(json.loads(body))
    return bodies


def _hints(*counts: object) -> dict[int, int] | None:
    """The hint counts of a game's ``hints0`` and ``hints1`` (``{seat: n}``, n > 0), or None
    when one is not a count. NULL is none: a column put back by a repair is empty."""
    out: dict[int, int] = {}
    for seat, n in enumerate(counts):
        if n is None:
            continue
        if not isinstance(n, int) or isinstance(n, bool) or n < 0:
            return None
        if n:
            out[seat] = min(n, MAX_HINTS)
    return out


def _expected_columns() -> dict[str, list[tuple[str, str]]]:
    """Every table of the current schema with its columns' names and types."""
    db = sqlite3.connect(":memory:")
    try:
        db.executescript(_SCHEMA)
        tables = [r[0] for r in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")]
        return {t: [(c[1], c[2]) for c in db.execute(f"PRAGMA table_info({t})")] for t in tables}
    finally:
        db.close()


#: The indexes of the current schema (the schema has no triggers).
_OUR_INDEXES = frozenset(s.split()[2] for s in _SCHEMA.split(";") if s.strip().startswith("CREATE INDEX"))


def _foreign(db: sqlite3.Connection) -> list[tuple[str, str]]:
    """The triggers and indexes the schema does not make, as (type, name): written into the
    file by hand, they may refuse or drop a later event, or a game's end, that a trial game
    does not reach (an index SQLite makes for a table's keys has no SQL and is the schema's).
    Also what holds a name the repair needs: a view where a table of the schema belongs, and
    anything called as the table :func:`_make_again` makes (names are the same whatever their
    case, as SQLite reads them). Other views and tables are left alone."""
    needed = ", ".join(f"'{table}'" for table in _expected_columns())
    rows = db.execute(
        "SELECT type, name FROM sqlite_master WHERE sql IS NOT NULL AND (type IN ('trigger', 'index') "
        f"OR (type = 'view' AND lower(name) IN ({needed})) OR lower(name) = '{_MADE_AGAIN}')"
    )
    out = []
    for kind, name in rows:
        if kind == "index" and name in _OUR_INDEXES:
            continue
        if not isinstance(name, str):  # a name that is not text cannot be written in a statement
            raise StoreDamaged(f"a {kind} with an unreadable name")
        out.append((kind, name))
    return out


class Storage:
    """The games database. Open it with :func:`open_storage`."""

    def __init__(self, connection: sqlite3.Connection, path: Path) -> None:
        self._db = connection
        self.path = path
        self._identity = _identity(path)  # the file opened, to tell if another takes its place
        self.repaired: tuple[str, ...] = ()
        """What :meth:`connect` put back in the file ("table games"): empty when it was whole."""
        self.removed: tuple[str, ...] = ()
        """What :meth:`connect` removed from the file ("trigger no_events"): empty when it held
        nothing the schema does not make."""

    @classmethod
    def connect(cls, path: Path) -> Storage:
        """Open (or create) the database at ``path`` and lock it against other copies.

        Raises :class:`~.lock.StoreLocked`, :class:`StoreNewer`, :class:`StoreUnavailable` or
        :class:`StoreDamaged`; the connection is closed on every one of those paths, so the
        file can be moved at once (Windows refuses to rename an open file).
        """
        db: sqlite3.Connection | None = None
        existed = True  # until known: a failure then removes nothing
        try:
            existed = path.exists()  # raises in a folder that may not be entered
            logged = _version_in_log(path)
            if logged is not None and logged > SCHEMA_VERSION:  # opening it would write the log into it
                raise StoreNewer(f"the file has version {logged}; this program reads up to {SCHEMA_VERSION}")
            fresh = not existed or path.stat().st_size == 0
            db = sqlite3.connect(path, isolation_level=None, timeout=LOCK_WAIT_S)
            db.text_factory = _text
            claim(db)  # the first read below takes the lock
            version = db.execute("PRAGMA user_version").fetchone()[0]
            # Anything at all, a view alone included: the schema's tables may not be made beside it.
            has_schema = db.execute("SELECT count(*) FROM sqlite_master").fetchone()[0] > 0
            if version > SCHEMA_VERSION:
                raise StoreNewer(f"the file has version {version}; this program reads up to {SCHEMA_VERSION}")
            if version < 0 or (version == 0 and has_schema):
                raise StoreDamaged(f"the file has version {version}")
            fresh = fresh or not has_schema  # nothing to keep, whatever its version says
            # Durability: the write-ahead log lets a commit be a single append, and
            # synchronous=FULL syncs that log on every commit, so an accepted event survives a
            # crash or a power cut as soon as commit() returns.
            db.execute("PRAGMA journal_mode=WAL")
            db.execute("PRAGMA synchronous=FULL")
            db.execute("PRAGMA foreign_keys=ON")
            hold(db)
            if fresh:
                with _transaction(db):
                    for statement in _SCHEMA.split(";"):
                        if statement.strip():
                            db.execute(statement)
                    db.execute(f"PRAGMA user_version={SCHEMA_VERSION}")
            check = [r[0] for r in db.execute("PRAGMA quick_check")]
            if check != ["ok"]:
                raise StoreDamaged("\n".join(str(line) for line in check))
            if version and version < SCHEMA_VERSION and not fresh:
                copy = _keep_copy(db, path, version)
                try:
                    with _transaction(db):
                        for step in range(version, SCHEMA_VERSION):
                            MIGRATIONS[step](db)
                        db.execute(f"PRAGMA user_version={SCHEMA_VERSION}")
                except BaseException:
                    with contextlib.suppress(OSError):
                        copy.unlink()  # the file is as it was: no copy piles up at every launch
                    raise
            repaired, removed = _repair_for_saving(cls(db, path))
        except BaseException as e:
            if db is not None:
                db.close()
            if not existed:
                _remove_empty(path)  # a file this attempt created, with nothing in it
            if isinstance(e, sqlite3.Error) and is_busy(e):
                raise StoreLocked() from None
            if isinstance(e, UnicodeDecodeError):  # SQLite's complaint quotes the file's damaged text
                raise _problem(StoreDamaged("the file's description of its tables is damaged"), path) from None
            if isinstance(e, (sqlite3.Error, OSError, StoreError)):
                raise _problem(e, path) from None
            raise
        storage = cls(db, path)
        storage.repaired = tuple(repaired)
        storage.removed = tuple(removed)
        return storage

    def close(self) -> None:
        """Close the database; the lock goes with it."""
        self._db.close()

    @property
    def file_key(self) -> str:
        """A short name of this very games file: its path, and which file the system says it is
        (device and inode). What is kept outside the file about its games (the games left for
        later, known by their ids) is kept under this name, so that neither another folder's
        file nor a new file put where a damaged one was, whose ids start again, reads it."""
        named = repr((os.path.abspath(self.path), self._identity))
        return hashlib.sha256(named.encode("utf-8", "surrogateescape")).hexdigest()[:16]

    def gone(self) -> bool:
        """Whether the games file was deleted or replaced since it was opened (a program, or a
        person, removed it or moved another file to its name)."""
        return self._identity is not None and _identity(self.path) != self._identity

    @contextlib.contextmanager
    def _writing(self) -> Iterator[None]:
        """A write transaction on the games file, :class:`StoreGone` before anything is
        written when the file is no longer the one opened."""
        if not self._db.in_transaction and self.gone():
            raise StoreGone()
        with _transaction(self._db):
            yield

    def _unused_id(self, places: tuple[tuple[str, str], ...]) -> int | None:
        """An id above every one named in ``places`` (None: let SQLite choose, the largest id
        is taken)."""
        top = 0
        for table, column in places:
            value = self._db.execute(f"SELECT MAX({column}) FROM {table}").fetchone()[0]  # an index answers
            if value is not None and not isinstance(value, int | float):  # text or bytes sort last
                value = self._db.execute(
                    f"SELECT MAX({column}) FROM {table} WHERE typeof({column}) IN ('integer', 'real')"
                ).fetchone()[0]
            if isinstance(value, int | float) and value > top:
                top = min(int(value), _LARGEST_ID)
        return top + 1 if top < _LARGEST_ID else None

    # --- Players ------------------------------------------------------------------------

    def _known_player(self, name: str) -> int | None:
        """The id of the player called ``name``, written composed (NFC) or not: this program
        keeps names composed, an older one kept an imported record's as written."""
        name = unicodedata.normalize("NFC", name)
        row = self._db.execute("SELECT id FROM players WHERE name = ?", (name,)).fetchone()
        if row:
            return int(row[0])
        for pid, kept in self._db.execute("SELECT id, name FROM players WHERE typeof(name) = 'text' ORDER BY id"):
            if unicodedata.normalize("NFC", kept) == name:
                return int(pid)
        return None

    def player_id(self, name: str) -> int:
        """The id of the player called ``name``, creating the profile if needed. A name is
        kept composed (NFC): one written with combining accents (an imported record's) is the
        same player."""
        known = self._known_player(name)
        if known is not None:
            return known
        cur = self._db.execute(
            "INSERT INTO players (id, name, created_at) VALUES (?, ?, ?)",
            (self._unused_id(_PLAYER_IDS), unicodedata.normalize("NFC", name), _now()),
        )
        return int(cur.lastrowid or 0)

    def rating(self, name: str) -> Rating:
        """``name``'s current rating: the last one written that a game could have given
        (:func:`~.glicko2.plausible`; the lichess start values for a new player). Ratings are
        ordered as they were written, not by game or by time (R46)."""
        pid = self._known_player(name)
        if pid is None:
            return Rating()
        rows = self._db.execute(
            "SELECT rating, deviation, volatility FROM ratings "
            "WHERE player_id = ? AND typeof(rating) IN ('real', 'integer') "
            "AND typeof(deviation) IN ('real', 'integer') AND typeof(volatility) IN ('real', 'integer') "
            "ORDER BY seq DESC",
            (pid,),
        )
        return next((r for r in (Rating(*row) for row in rows) if plausible(r)), Rating())

    def rating_change(self, game_id: int) -> tuple[tuple[float, Rating], tuple[float, Rating]] | None:
        """What game ``game_id`` did to its players' ratings: ``(rating before, Rating after)``
        for seat 0, then seat 1; None when it rated nobody (not over, void, practice, R46)."""
        changes = []
        for seat in (0, 1):
            row = self._db.execute(
                f"SELECT r.player_id, r.seq, r.rating, r.deviation, r.volatility FROM ratings r "
                f"JOIN games g ON g.player{seat} = r.player_id WHERE g.id = ? AND r.game_id = ? "
                "AND typeof(r.rating) IN ('real', 'integer') AND typeof(r.deviation) IN ('real', 'integer') "
                "AND typeof(r.volatility) IN ('real', 'integer')",
                (game_id, game_id),
            ).fetchone()
            if row is None or not plausible(after := Rating(*row[2:])):
                return None
            earlier = self._db.execute(
                "SELECT rating, deviation, volatility FROM ratings WHERE player_id = ? AND seq < ? "
                "AND typeof(rating) IN ('real', 'integer') AND typeof(deviation) IN ('real', 'integer') "
                "AND typeof(volatility) IN ('real', 'integer') ORDER BY seq DESC",
                (row[0], row[1]),
            )
            before = next((r for r in (Rating(*e) for e in earlier) if plausible(r)), Rating())
            changes.append((before.rating, after))
        return changes[0], changes[1]

    # --- Games --------------------------------------------------------------------------

    def create_game(self, record: Record) -> int:
        """Store a new game from its record (players, ``started_at``, deals, events, and the
        computer's seat and level in a practice game)."""
        computer = opponent_of(record)
        with self._writing():
            p0 = self.player_id(record.players[0])
            p1 = self.player_id(record.players[1])
            cur = self._db.execute(
                "INSERT INTO games (id, player0, player1, started_at, played, computer_seat, computer_level, "
                f"hints0, hints1) VALUES (?, ?, ?, ?, {_NEXT_PLAYED}, ?, ?, ?, ?)",
                (
                    self._unused_id(_GAME_IDS),
                    p0,
                    p1,
                    record.started_at or _now(),
                    None if computer is None else computer.seat,
                    None if computer is None else computer.level,
                    hints_of(record).get(0, 0),
                    hints_of(record).get(1, 0),
                ),
            )
            game_id = int(cur.lastrowid or 0)
            for k, deal in enumerate(record.deals):
                self._db.execute(_INSERT_DEAL, (game_id, k, _deal_json(deal)))
            for seq, event in enumerate(record.events):
                self._db.execute(_INSERT_EVENT, (game_id, seq, json.dumps(event.to_json())))
        return game_id

    def import_game(self, record: Record, state: GameState) -> int:
        """Store a finished game from outside — the game, its result and the ratings — in one
        transaction: all of it or nothing (R46)."""
        with self._writing():
            game_id = self.create_game(record)
            self.finish(game_id, state)
        return game_id

    def append(self, game_id: int, seq: int, event: Event, deal: tuple[int, Deal] | None = None) -> None:
        """Commit one accepted event (event number ``seq``), with the deal it needed, if any."""
        with self._writing():
            if deal is not None:
                self._db.execute(_INSERT_DEAL, (game_id, deal[0], _deal_json(deal[1])))
            self._db.execute(_INSERT_EVENT, (game_id, seq, json.dumps(event.to_json())))

    def save_event(self, game_id: int, seq: int, event: Event, deal: tuple[int, Deal] | None, state: GameState) -> None:
        """Commit one accepted event with its deal, the history line's progress and, when
        ``state`` (the game after the event) is over, its result and ratings — all in one
        transaction, so a crash leaves either all of it or none (R42, R46)."""
        with self._writing():
            self.append(game_id, seq, event, deal)
            self.update_progress(game_id, state)
            if state.result is not None:
                self.finish(game_id, state)
        if state.result is not None or event.do == "continue":
            self.settle_log()

    def settle_log(self) -> None:
        """Write what the write-ahead log holds into the games file itself, as far as no reader
        stands in the way: at a game's end and at each new hand. Until then the latest moves
        are in the log beside it (``-wal``); a probe copied the file alone after a crash, and
        the copy held none of its games. Nothing is lost if this fails: the log keeps them."""
        with contextlib.suppress(sqlite3.Error):
            self._db.execute("PRAGMA wal_checkpoint(PASSIVE)")

    def catch_up(self, game_id: int | None, record: Record, state: GameState) -> int:
        """Store everything of ``record`` not stored yet — the whole game when ``game_id`` is
        None — with the progress and, if ``state`` is over, the result, in one transaction.
        Used when saving failed earlier (a full disk) and is tried again. Returns the game's id."""
        with self._writing():
            if game_id is None:
                game_id = self.create_game(record)
            else:
                deals = self._db.execute("SELECT count(*) FROM deals WHERE game_id = ?", (game_id,)).fetchone()[0]
                events = self._db.execute("SELECT count(*) FROM events WHERE game_id = ?", (game_id,)).fetchone()[0]
                for k in range(deals, len(record.deals)):
                    self._db.execute(_INSERT_DEAL, (game_id, k, _deal_json(record.deals[k])))
                for seq in range(events, len(record.events)):
                    self._db.execute(
                        _INSERT_EVENT,
                        (game_id, seq, json.dumps(record.events[seq].to_json())),
                    )
                if record.started_at is not None:
                    self._db.execute("UPDATE games SET started_at = ? WHERE id = ?", (record.started_at, game_id))
                self.set_hints(game_id, hints_of(record))
            self.update_progress(game_id, state)
            if state.result is not None:
                self.finish(game_id, state)
        self.settle_log()
        return game_id

    def set_started_at(self, game_id: int, started_at: str) -> None:
        """Change the wall-clock time of a game's event time 0 (the clock was set back)."""
        with self._writing():
            self._db.execute("UPDATE games SET started_at = ? WHERE id = ?", (started_at, game_id))

    def set_hints(self, game_id: int, counts: dict[int, int]) -> None:
        """Store how many hints each seat of game ``game_id`` took (``{seat: n}``, absent: 0)."""
        with self._writing():
            self._db.execute(
                "UPDATE games SET hints0 = ?, hints1 = ? WHERE id = ?", (counts.get(0, 0), counts.get(1, 0), game_id)
            )

    def save_analysis(self, game_id: int, analysis: dict[str, Any]) -> None:
        """Keep ``analysis`` (JSON-ready data) as game ``game_id``'s analysis, replacing any."""
        body = json.dumps(analysis, ensure_ascii=False, allow_nan=False, separators=(",", ":"))
        with self._writing():
            self._db.execute(
                "INSERT OR REPLACE INTO analyses (game_id, body, made_at) VALUES (?, ?, ?)", (game_id, body, _now())
            )

    def analysis(self, game_id: int) -> dict[str, Any] | None:
        """Game ``game_id``'s stored analysis, or None when it has none — or none that reads
        back as a JSON object (it can be made again; the game itself is not affected)."""
        row = self._db.execute("SELECT body FROM analyses WHERE game_id = ?", (game_id,)).fetchone()
        if row is None or not isinstance(row[0], str):
            return None
        try:
            data = json.loads(row[0])
        except (ValueError, RecursionError):
            return None
        return data if isinstance(data, dict) else None

    def record(self, game_id: int) -> Record:
        """The stored game as a record; :class:`StoreDamaged` if it does not read back."""
        try:
            row = self._db.execute(
                "SELECT a.name, b.name, g.started_at, g.computer_seat, g.computer_level, g.hints0, g.hints1 "
                "FROM games g "
                "LEFT JOIN players a ON a.id = g.player0 LEFT JOIN players b ON b.id = g.player1 WHERE g.id = ?",
                (game_id,),
            ).fetchone()
            if row is None:
                raise StoreDamaged(f"there is no game {game_id}")
            if not (_is_name(row[0]) and _is_name(row[1]) and isinstance(row[2], str | None)):
                raise StoreDamaged(_UNREADABLE_GAME.format(id=game_id, why="its players or start cannot be read"))
            deals = _numbered(self._db.execute(_DEALS_OF, (game_id,)), game_id, "deal")
            events = _numbered(self._db.execute(_EVENTS_OF, (game_id,)), game_id, "event")
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
            computer = _opponent(row[3], row[4])
            if computer is None and (row[3], row[4]) != (None, None):
                raise StoreDamaged(_UNREADABLE_GAME.format(id=game_id, why="its computer player cannot be read"))
            hints = _hints(row[5], row[6])
            if hints is None:
                raise StoreDamaged(_UNREADABLE_GAME.format(id=game_id, why="its hint counts cannot be read"))
            return with_hints(with_opponent(parse_record(text), computer), hints)
        except StoreDamaged:
            raise
        except Exception as e:  # a damaged row (not JSON, nested too deep to read…): this game only
            raise StoreDamaged(_UNREADABLE_GAME.format(id=game_id, why=e)) from None

    def dealt_first(self, deal: Deal) -> set[int]:
        """The games whose first hands may be ``deal``'s, found without reading each game
        whole: those whose stored first deal has them, a hand's tiles in any order and in
        either seat (a copy with its seats swapped is the same game), and those whose first
        deal does not read back as tiles (:meth:`record` tells what they are). An import
        looks for its game among 2,000 stored in 0.05 s this way, where reading every game
        took 4.9 s."""
        wanted = frozenset(frozenset(hand) for hand in deal.hands)
        found = set()
        for game_id, body in self._db.execute("SELECT game_id, body FROM deals WHERE k = 0"):
            try:
                hands = frozenset(frozenset(Tile(*t) for t in hand) for hand in json.loads(body)["hands"])
            except Exception:  # damaged: left to record(), which says how
                found.add(game_id)
                continue
            if hands == wanted:
                found.add(game_id)
        return found

    def finish(self, game_id: int, state: GameState) -> None:
        """Store how the game ended and, unless it is void, update both ratings (R46)."""
        result = state.result
        if result is None:
            return
        with self._writing():
            row = self._db.execute(
                "SELECT finished, player0, player1, computer_seat FROM games WHERE id = ?", (game_id,)
            ).fetchone()
            if row is None or row[0] != 0:
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
            if result.reason is Reason.VOID or result.winner is None or row[3] is not None:
                return  # a void game, or practice against the computer: no rating changes (R46)
            if self._db.execute("SELECT 1 FROM ratings WHERE game_id = ?", (game_id,)).fetchone():
                return  # rated already (a finished game marked unfinished again by hand): rated once
            names = state.players
            a, b = self.rating(names[0]), self.rating(names[1])
            new_a, new_b = rate_game(a, b, 1.0 if result.winner == 0 else 0.0)
            for pid, r in ((row[1], new_a), (row[2], new_b)):
                self._rate(pid, game_id, r)

    def _rate(self, player_id: int, game_id: int, r: Rating) -> None:
        """Write ``player_id``'s rating after game ``game_id``, as the newest one."""
        self._db.execute(
            "INSERT INTO ratings (player_id, game_id, rating, deviation, volatility, seq) "
            "VALUES (?, ?, ?, ?, ?, (SELECT COALESCE(MAX(seq), 0) + 1 FROM ratings))",
            (player_id, game_id, r.rating, r.deviation, r.volatility),
        )

    def void_game(self, game_id: int, detail: str) -> None:
        """End a game void without a state to store (its record cannot be replayed): no winner,
        no rating change (R43, R46). Does nothing to a finished game."""
        with self._writing():
            self._db.execute(
                "UPDATE games SET finished = 1, winner = NULL, reason = ?, detail = ?, ended_at = ? "
                "WHERE id = ? AND finished = 0",
                (Reason.VOID.value, detail, _now(), game_id),
            )

    def update_progress(self, game_id: int, state: GameState) -> None:
        """Keep the history line's hands and balances current, and mark the game as the one
        played last (not needed for safety)."""
        self._db.execute(
            f"UPDATE games SET hands = ?, points0 = ?, points1 = ?, played = {_NEXT_PLAYED} WHERE id = ?",
            (state.hands_dealt, state.points[0], state.points[1], game_id),
        )

    def unfinished(self) -> list[int]:
        """Ids of games not finished, the one played most recently first."""
        return [
            int(r[0]) for r in self._db.execute("SELECT id FROM games WHERE finished = 0 ORDER BY played DESC, id DESC")
        ]

    def games(self) -> list[GameSummary]:
        """Every stored game, the latest begun first (the one stored last among games begun at
        the same time); a row that cannot be read is listed as such."""
        return [_summary(r) for r in self._db.execute(_GAMES + "ORDER BY g.started_at DESC, g.id DESC").fetchall()]

    def players(self) -> list[str]:
        """Every player's name, alphabetically (a name that cannot be read is left out) — but
        not a name only ever given to the computer, which has no profile."""
        rows = self._db.execute(
            f"SELECT name FROM players p WHERE typeof(name) = 'text' AND length(name) <= {MAX_NAME} AND ("
            "EXISTS (SELECT 1 FROM games g WHERE (g.player0 = p.id AND g.computer_seat IS NOT 0) "
            "OR (g.player1 = p.id AND g.computer_seat IS NOT 1)) "
            "OR NOT EXISTS (SELECT 1 FROM games g WHERE g.player0 = p.id OR g.player1 = p.id)) "
            "ORDER BY name COLLATE NOCASE"
        )
        return [r[0] for r in rows if _is_name(r[0])]

    def profile(self, name: str) -> Profile:
        """``name``'s profile page data: games against people, and practice games against the
        computer by level (a game in which ``name`` is the computer's display name is the
        computer's, not theirs)."""
        pid = self.player_id(name)
        wins: dict[str, int] = {}
        losses: dict[str, int] = {}
        practice: dict[str, tuple[int, int, int]] = {}
        voids = games = 0
        for seat, winner, reason, computer_seat, level in self._db.execute(
            "SELECT CASE WHEN player0 = ? THEN 0 ELSE 1 END, winner, reason, computer_seat, computer_level "
            "FROM games WHERE finished = 1 AND (player0 = ? OR player1 = ?)",
            (pid, pid, pid),
        ):
            computer = _opponent(computer_seat, level)
            if computer is not None:
                if computer.seat != seat:
                    played, won, lost = practice.get(computer.level, (0, 0, 0))
                    practice[computer.level] = (played + 1, won + (winner == seat), lost + (winner == 1 - seat))
                continue
            if computer_seat is not None:
                continue  # a computer this program does not know: neither rated nor listed
            games += 1
            why = reason if isinstance(reason, str) else "?"
            if winner is None:
                voids += 1
            elif winner == seat:
                wins[why] = wins.get(why, 0) + 1
            else:
                losses[why] = losses.get(why, 0) + 1
        rows = self._db.execute(
            "SELECT g.ended_at, r.rating, r.deviation, r.volatility FROM ratings r JOIN games g ON g.id = r.game_id "
            "WHERE r.player_id = ? AND typeof(r.rating) IN ('real', 'integer') "
            "AND typeof(r.deviation) IN ('real', 'integer') AND typeof(r.volatility) IN ('real', 'integer') "
            "ORDER BY r.seq",
            (pid,),
        )
        history = tuple(  # as the current rating: only what a game could have given
            (ended if isinstance(ended, str) else "", rating.rating, rating.deviation)
            for ended, rating in ((row[0], Rating(*row[1:])) for row in rows)
            if plausible(rating)
        )
        return Profile(name, self.rating(name), games, wins, losses, voids, history, practice)


def _identity(path: Path) -> tuple[int, int] | None:
    """Which file ``path`` names (device and inode), None when it names none."""
    try:
        found = path.stat()
    except OSError:
        return None
    return found.st_dev, found.st_ino


@contextlib.contextmanager
def _transaction(db: sqlite3.Connection) -> Iterator[None]:
    if db.in_transaction:
        yield
        return
    db.execute("BEGIN IMMEDIATE")
    try:
        yield
    except BaseException:
        with contextlib.suppress(sqlite3.Error):
            db.execute("ROLLBACK")
        raise
    db.execute("COMMIT")


def _version_in_log(path: Path) -> int | None:
    """The version of the games file at ``path`` when its last writes are still in a
    write-ahead log (a program that was killed), None when there is no log or it cannot be read.

    It is read from a copy of the file and its log: opening the file itself would copy the log
    into it on closing, and a file made by a newer version must be left as it is. Not copied
    when the two hold more than :data:`SNAPSHOT_LIMIT` bytes (a copy of a games file of 3 GiB
    at every start): None then, and the file's own version is the one read."""
    log = path.with_name(path.name + "-wal")
    try:
        if log.stat().st_size == 0 or path.stat().st_size + log.stat().st_size > SNAPSHOT_LIMIT:
            return None
        with tempfile.TemporaryDirectory(prefix="spectacular-bid-") as scratch:
            copy = Path(scratch) / path.name
            shutil.copyfile(path, copy)
            shutil.copyfile(log, copy.with_name(copy.name + "-wal"))
            db = sqlite3.connect(copy)
            try:
                return int(db.execute("PRAGMA user_version").fetchone()[0])
            finally:
                db.close()
    except (OSError, sqlite3.Error):
        return None  # the opening itself says what is wrong


def _remove_empty(path: Path) -> None:
    """Remove the games file at ``path`` and its companions if they hold nothing: never a
    link in the file's place, which the player made (one into a folder not there was taken
    for a file this attempt created, and removed)."""
    if os.path.islink(path):
        return
    try:
        if path.stat().st_size > 0:
            return
    except FileNotFoundError:
        pass
    except OSError:
        return  # it cannot be told whether it holds anything: it stays
    for p in (path, path.with_name(path.name + "-wal"), path.with_name(path.name + "-shm")):
        with contextlib.suppress(OSError):
            p.unlink()


def _unused(path: Path) -> Path:
    """``path``, or ``path-2``, ``path-3``… the first name that neither it nor its SQLite
    files take: a copy set aside never replaces another (two damaged files within one second,
    a clock set back)."""
    candidate, n = path, 1
    while any(candidate.with_name(candidate.name + suffix).exists() for suffix in ("", "-wal", "-shm")):
        n += 1
        candidate = path.with_name(f"{path.name}-{n}")
    return candidate


def _keep_copy(db: sqlite3.Connection, path: Path, version: int) -> Path:
    """Copy the file as it is before migrating it from ``version`` (``Connection.backup``:
    the file is in WAL mode, so a plain file copy could miss committed pages)."""
    copy = path.with_name(f"{path.name}.v{version}-backup")
    if copy.exists():
        copy = _unused(path.with_name(f"{copy.name}-{datetime.now(UTC).strftime('%Y%m%d-%H%M%S')}"))
    target = sqlite3.connect(copy)
    try:
        db.backup(target)
    except BaseException:
        target.close()
        with contextlib.suppress(OSError):
            copy.unlink()  # a partial copy (a full disk) is no copy
        raise
    target.close()
    return copy


def _repair(db: sqlite3.Connection) -> tuple[list[str], list[str]]:
    """Put back a table or a column someone dropped or renamed, empty: the games whose rows
    then lack a value read as "could not be read"; every other game reads as before. Remove a
    trigger or an index the schema does not make (:func:`_foreign`), and make a table made
    again by hand with rules of its own (:func:`_misshapen`) again as the schema makes it,
    with its rows. Returns what was put back ("table games", "column games.detail") and what
    was removed ("trigger no_events", "rules of table events")."""
    expected = _expected_columns()
    present = {r[0] for r in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    changes: list[str] = []
    said: list[str] = []
    for table, columns in expected.items():
        if table not in present:
            changes.append(_statement(table))
            said.append(f"table {table}")
            continue
        have = {r[1] for r in db.execute(f"PRAGMA table_info({table})")}
        missing = [(name, kind) for name, kind in columns if name not in have]
        changes += [f"ALTER TABLE {table} ADD COLUMN {name} {kind}" for name, kind in missing]
        said += [f"column {table}.{name}" for name, _ in missing]
    foreign = _foreign(db)
    quoted = [name.replace('"', '""') for _, name in foreign]
    # What is in the way goes first: a table cannot be put back under a view's name.
    changes[:0] = [f'DROP {kind.upper()} "{name}"' for (kind, _), name in zip(foreign, quoted, strict=True)]
    if changes:
        with _transaction(db):
            for statement in changes:
                db.execute(statement)
    misshapen = _misshapen(db)
    if misshapen:
        with _transaction(db):
            for table in misshapen:
                _make_again(db, table)
    return said, [f"{kind} {name}" for kind, name in foreign] + [f"rules of table {t}" for t in misshapen]


def _statement(table: str) -> str:
    """The schema's ``CREATE TABLE`` statement of ``table``."""
    return next(s for s in _SCHEMA.split(";") if f"CREATE TABLE {table} " in s)


#: Words of a ``CREATE TABLE`` statement the schema never writes that let a table refuse, drop
#: or replace a row the program saves: checks, conflict clauses, tables without a rowid or
#: strict about types.
_RULE_WORDS = re.compile(r"\b(CHECK|CONFLICT|WITHOUT|STRICT)\b", re.IGNORECASE)
#: What :data:`_RULE_WORDS` must not read: quoted text and names, and comments.
_QUOTED = re.compile(r"'(?:[^']|'')*'|\"(?:[^\"]|\"\")*\"|`[^`]*`|\[[^\]]*\]|--[^\n]*|/\*.*?(?:\*/|$)", re.DOTALL)


@dataclass(frozen=True)
class _Shape:
    """What decides which rows a table takes, whatever the order of its columns (a column a
    migration added comes last) and its defaults."""

    columns: dict[str, tuple[object, ...]]
    """Each column's type, place in the primary key and whether it is generated, by name."""
    required: frozenset[str]
    """The columns that are NOT NULL without a default: a row must give them."""
    not_null: frozenset[str]
    """The columns that are NOT NULL."""
    keys: frozenset[tuple[object, ...]]
    """Its unique keys (primary included) with their columns' order and collations."""
    references: frozenset[tuple[object, ...]]
    """Its foreign keys."""
    words: frozenset[str]
    """The rule words of its statement (:data:`_RULE_WORDS`)."""


def _shape(db: sqlite3.Connection, table: str) -> _Shape:
    """``table``'s :class:`_Shape`."""
    columns = list(db.execute(f"PRAGMA table_xinfo({table})"))
    keys = frozenset(
        (origin, partial, tuple(tuple(k[2:]) for k in db.execute(f'PRAGMA index_xinfo("{name}")') if k[5]))
        for _, name, _, origin, partial in db.execute(f"PRAGMA index_list({table})")
        if origin != "c"  # an index made by a statement: the schema's, or foreign (_foreign)
    )
    (sql,) = db.execute("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = ?", (table,)).fetchone()
    return _Shape(
        columns={c[1]: (c[2], c[5], c[6]) for c in columns},
        required=frozenset(c[1] for c in columns if c[3] and c[4] is None),
        not_null=frozenset(c[1] for c in columns if c[3]),
        keys=keys,
        references=frozenset(tuple(f[1:]) for f in db.execute(f"PRAGMA foreign_key_list({table})")),
        words=frozenset(w.upper() for w in _RULE_WORDS.findall(_QUOTED.sub(" ", sql if isinstance(sql, str) else ""))),
    )


@functools.cache
def _expected_shapes() -> dict[str, _Shape]:
    """:func:`_shape` of every table of the current schema."""
    db = sqlite3.connect(":memory:")
    try:
        db.executescript(_SCHEMA)
        return {t: _shape(db, t) for t in _expected_columns()}
    finally:
        db.close()


def _takes_our_rows(have: _Shape, want: _Shape) -> bool:
    """Whether a table shaped ``have`` takes every row the schema's (``want``) takes, as it
    would: its columns of the schema alike (one put back without its NOT NULL or its default
    takes more), no column the schema leaves NULL required, no other column without a default
    required, and the schema's keys, references and rule words alone."""
    return (
        all(have.columns[name] == want.columns[name] for name in want.columns if name in have.columns)
        and not (have.not_null & want.columns.keys()) - want.not_null
        and not have.required - want.columns.keys()
        and (have.keys, have.references, have.words) == (want.keys, want.references, want.words)
    )


def _misshapen(db: sqlite3.Connection) -> list[str]:
    """The schema's tables that may refuse or drop a row the schema's tables take
    (:func:`_takes_our_rows`): made again by hand with a check, a unique key, a collation or a
    conflict clause of their own, they may refuse or drop a later event, or a game's end, that
    a trial game does not reach."""
    present = {r[0] for r in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    return [t for t, want in _expected_shapes().items() if t in present and not _takes_our_rows(_shape(db, t), want)]


#: The name a table is made again under before it takes its own (:func:`_make_again`).
_MADE_AGAIN = "_made_again"


def _make_again(db: sqlite3.Connection, table: str) -> None:
    """Make ``table`` again as the schema makes it, with its rows and its indexes (SQLite's own
    recipe for changing a table: a new one filled, the old one dropped, the new one renamed;
    foreign keys must be off). A row the schema's table refuses raises."""
    columns = ", ".join(name for name, _ in _expected_columns()[table])
    db.execute(_statement(table).replace(f"CREATE TABLE {table} ", f"CREATE TABLE {_MADE_AGAIN} ", 1))
    db.execute(f"INSERT INTO {_MADE_AGAIN} ({columns}) SELECT {columns} FROM {table}")
    db.execute(f"DROP TABLE {table}")
    db.execute(f"ALTER TABLE {_MADE_AGAIN} RENAME TO {table}")
    for statement in _SCHEMA.split(";"):
        if statement.strip().startswith("CREATE INDEX") and f" ON {table} " in statement:
            db.execute(statement)


def _repair_for_saving(storage: Storage) -> tuple[list[str], list[str]]:
    """Put back what is missing and remove what is foreign (:func:`_repair`) and make sure a new
    game can be saved; returns what was put back and what was removed.

    The repair and a trial game (a deal, events, a rating) are written in one transaction that
    is rolled back, so nothing reaches the disk; only when the trial saved is the repair
    written for good. If the file's tables cannot take a new game (a column renamed that
    must have a value, a table made again by hand whose rows the schema's table refuses),
    :class:`StoreDamaged` sets the file aside as it was — better a fresh file, said aloud,
    than every game silently unsaved. A full disk or a disk error is raised as it is."""
    db = storage._db
    remaking = bool(_misshapen(db))
    if remaking:  # a table made again is dropped while others refer to it (_make_again)
        db.execute("PRAGMA foreign_keys=OFF")
    try:
        put_back, removed = _trial(storage)
        if put_back or removed:
            _repair(db)
    finally:
        if remaking:
            db.execute("PRAGMA foreign_keys=ON")
    return put_back, removed


#: Waits before each new try to move a damaged file that another program holds open (Windows
#: refuses to move it then: an antivirus scans a file for a moment after it changes).
HELD_RETRY_S = (0.1, 0.25, 0.5, 1.0)
_HELD = {5, 32, 33}  # Windows: access denied, a sharing violation, a lock violation


def _trial(storage: Storage) -> tuple[list[str], list[str]]:
    """:func:`_repair` and a trial game in one transaction, rolled back; what the repair said."""
    db = storage._db
    trial = Record(("\x00a", "\x00b"), (_TRIAL_DEAL,), (Event(0, "start"),), "2000-01-01T00:00:00Z")
    db.execute("BEGIN IMMEDIATE")
    try:
        put_back, removed = _repair(db)
        game_id = storage.create_game(trial)
        storage.append(game_id, 1, Event(1, "reveal", 0))
        storage._rate(storage.player_id(trial.players[0]), game_id, Rating())
    except sqlite3.Error as e:
        code = getattr(e, "sqlite_errorcode", None)
        if is_busy(e) or (code is not None and code & 0xFF in _NOT_THE_FILES_FAULT):
            raise
        raise StoreDamaged(f"a new game cannot be saved in it: {e}") from None
    finally:
        with contextlib.suppress(sqlite3.Error):
            db.execute("ROLLBACK")
    return put_back, removed


def _move(src: Path, dst: Path) -> None:
    """``os.replace``, tried again a few times while Windows says another program holds it."""
    for wait in (*HELD_RETRY_S, None):
        try:
            os.replace(src, dst)
            return
        except PermissionError as e:
            if wait is None or getattr(e, "winerror", None) not in _HELD:
                raise
        time.sleep(wait)


def _as_they_are(path: Path, log: Path, limit: int = SNAPSHOT_LIMIT) -> dict[Path, bytes] | None:
    """The bytes of the games file at ``path`` and of its write-ahead ``log``, when a program
    killed left the log beside it: kept aside as they were if the file proves damaged. None
    without a log, or when the two hold more than ``limit`` bytes (a hostile-input probe's
    games file of 3 GiB was read whole at every start, and where memory was short the games
    did not open); then SQLite's copy of the log into the file is what is kept."""
    if not (log.is_file() and path.is_file()) or path.stat().st_size + log.stat().st_size > limit:
        return None
    return {p: p.read_bytes() for p in (path, log)}


def open_storage(folder: Path) -> tuple[Storage, StoreDamaged | None]:
    """Open the games database in ``folder``.

    Only a file SQLite says is damaged, or one that cannot take a new game, is moved aside
    (untouched, beside it) and a fresh one started; the second value is then the
    :class:`StoreDamaged` whose :meth:`~StoreError.message` says where it went — or the
    :class:`StoreRepaired` saying that missing tables or columns were put back, or foreign
    triggers or indexes removed.
    :class:`~.lock.StoreLocked`, :class:`StoreNewer` and :class:`StoreUnavailable` are raised as
    they are, with the file left in place.
    """
    path = folder / DB_NAME
    try:
        folder.mkdir(parents=True, exist_ok=True)
        # Closing a file found damaged lets SQLite copy a write-ahead log left beside it (by a
        # program killed, or another database's) into it first: the file and its log are read
        # as they were, to be kept aside so, before SQLite opens them.
        log = path.with_name(path.name + "-wal")
        before = _as_they_are(path, log)
    except OSError as e:
        raise _problem(e, path) from None
    try:
        storage = Storage.connect(path)
    except StoreDamaged as e:
        damage = e
    else:
        mended = (("put back in the games file, empty", storage.repaired), ("removed from it", storage.removed))
        said = [f"{what}: {', '.join(names)}" for what, names in mended if names]
        if not said:
            return storage, None
        template = StoreRepaired.template if storage.repaired else _REMOVED
        return storage, StoreRepaired("; ".join(said), template)
    aside = _unused(path.with_name(f"{path.name}.damaged-{datetime.now(UTC).strftime('%Y%m%d-%H%M%S')}"))
    try:
        _move(path, aside)
        for suffix in ("-wal", "-shm"):
            extra = path.with_name(path.name + suffix)
            if extra.exists():
                _move(extra, aside.with_name(aside.name + suffix))
        if before is not None:  # the file and its log as they were, over what SQLite left of them
            aside.write_bytes(before[path])
            aside.with_name(aside.name + "-wal").write_bytes(before[log])
    except OSError as e:
        raise _problem(e, path) from None
    moved = StoreDamaged(damage.details, _MOVED, aside=str(aside))
    return Storage.connect(path), moved


class GameSaver:
    """Saves one stored game's events as its session accepts them (a session's ``sink``).

    When a save fails (a full disk), the game goes on unsaved and the controller hands the
    saver the session's record with :meth:`hold`: the next event then writes the whole
    backlog — events, deals, even the game itself if it was never stored — in one
    transaction, so saving resumes by itself once there is room again.
    """

    def __init__(self, storage: Storage, game_id: int | None) -> None:
        self.storage = storage
        self.game_id = game_id
        self._backlog: Record | None = None

    @property
    def behind(self) -> bool:
        """Whether some accepted events are not saved yet."""
        return self._backlog is not None or self.game_id is None

    def hold(self, record: Record) -> None:
        """Remember ``record`` (the game so far, some of it unsaved) for the next save."""
        self._backlog = record

    def save_event(self, seq: int, event: Event, deal: tuple[int, Deal] | None, state: GameState) -> None:
        """Commit the event before the session adopts it; finish the game when it is over."""
        backlog = self._backlog
        if backlog is None and self.game_id is not None:
            self.storage.save_event(self.game_id, seq, event, deal, state)
            return
        if backlog is None:
            raise ValueError("a game that was never stored needs its record: call hold() first")
        if deal is not None:
            backlog = backlog.with_deal(deal[1])
        self.game_id = self.storage.catch_up(self.game_id, backlog.with_event(event), state)
        self._backlog = None

    def flush(self, state: GameState) -> None:
        """Write the backlog now, with no new event (``state``: the game as it stands): saving
        is tried again while the game waits, and before quitting."""
        backlog = self._backlog
        if backlog is None and self.game_id is not None:
            return
        if backlog is None:
            raise ValueError("a game that was never stored needs its record: call hold() first")
        self.game_id = self.storage.catch_up(self.game_id, backlog, state)
        self._backlog = None

    def save_hints(self, counts: dict[int, int]) -> None:
        """Store the game's hint counts (kept with the backlog while one is pending)."""
        backlog = self._backlog
        if backlog is not None:
            self._backlog = with_hints(backlog, counts)
        elif self.game_id is not None:
            self.storage.set_hints(self.game_id, counts)
        else:
            raise ValueError("a game that was never stored needs its record: call hold() first")

    def move_start(self, started_at: str) -> None:
        """Store the game's new ``started_at`` (kept with the backlog while one is pending)."""
        backlog = self._backlog
        if backlog is not None:
            self._backlog = Record(backlog.players, backlog.deals, backlog.events, started_at, backlog.extra)
            return
        if self.game_id is not None:
            self.storage.set_started_at(self.game_id, started_at)
