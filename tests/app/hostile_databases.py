"""Hostile games files: each one opened as the program opens it, checked for a clear message and
nothing lost. Run as a script to print the counts; ``test_hostile_databases.py`` runs each case.

``python tests/app/hostile_databases.py`` builds, in a scratch folder, a healthy games file
(finished games with ratings, and a game kept at a handoff), damages it one way per case, then
opens it with :func:`open_storage` and :func:`resume` — in a child process that drops to an
unprivileged user for the permission cases (root ignores file modes), and on a small tmpfs for
the full-disk cases when ``mount`` works. Every case must end in one of:

- the file opened (``repaired`` if a table or a column was put back): every game not damaged
  on purpose reads back as before, nothing is hidden, and a new game is saved;
- a clear refusal (another copy, newer, no permission, read-only, full disk): one sentence, the
  file left byte for byte as it was and no file created beside it;
- damage: the file kept aside byte for byte, the message saying where, a new game saved.

Cases: garbage, truncations, bit flips, odd rows (BLOB names, invalid UTF-8, wrong types,
broken events, bodies nested 100,000 deep), dropped and renamed columns and tables, triggers,
indexes and tables made again by hand with rules that refuse later rows, a newer
version (in the file or left in its write-ahead log), a version of 0 with tables and a
negative one, a version behind its columns and one without tables, no permission to read, a
read-only file and folder, a folder that may not be entered, a full disk.
"""

from __future__ import annotations

import contextlib
import json
import os
import random
import shutil
import sqlite3
import subprocess
import sys
import tempfile
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

from spectacular_bid.app.storage import DB_NAME, SCHEMA_VERSION, open_storage
from spectacular_bid.core import START, Resign, apply, deal_from, new_game
from spectacular_bid.core.record import Event, Record

STARTED = "2026-12-02T09:00:00Z"
T0_MS = 1_796_202_000_000
NOBODY = 65534


# --- The healthy file -------------------------------------------------------------------------


def healthy(folder: Path, finished: int = 6) -> dict[int, Record]:
    """A games file in ``folder`` with ``finished`` finished games (rated) and one game kept at
    a handoff; returns every game's record by id."""
    store, _ = open_storage(folder)
    games: dict[int, Record] = {}
    try:
        for k in range(finished):
            names = ("Ana", "Ben") if k % 2 else ("Chloé", "Dmitri")
            record = Record(names, (deal_from(random.Random(k)),), (Event(0, "start"),), STARTED)
            game = store.create_game(record)
            state = apply(apply(new_game(names, record.deals), START, 0), Resign(k % 2), 10)
            store.finish(game, state)
            games[game] = record
        kept = Record(("Ana", "Dmitri"), (deal_from(random.Random(99)),), (Event(0, "start"),), STARTED)
        games[store.create_game(kept)] = kept
    finally:
        store.close()
    return games


def _sql(path: Path, *statements: str) -> None:
    db = sqlite3.connect(path)
    try:
        for statement in statements:
            db.execute(statement)
        db.commit()
    finally:
        db.close()


# --- The cases ----------------------------------------------------------------------------------


@dataclass(frozen=True)
class Case:
    """One hostile file: ``damage`` changes the healthy folder; ``hit`` are the game ids it
    damages on purpose (the others must read back); ``child`` runs the opening as an
    unprivileged user; ``tmpfs`` puts the folder on a small full disk."""

    name: str
    damage: Callable[[Path], None]
    hit: frozenset[int] = frozenset()
    child: bool = False
    tmpfs: bool = False
    expect: tuple[str, ...] = ("opened", "damaged", "repaired")


def _garbage(seed: int) -> Callable[[Path], None]:
    def damage(folder: Path) -> None:
        path = folder / DB_NAME
        path.write_bytes(random.Random(seed).randbytes(path.stat().st_size))

    return damage


def _truncate(fraction: float) -> Callable[[Path], None]:
    def damage(folder: Path) -> None:
        path = folder / DB_NAME
        data = path.read_bytes()
        path.write_bytes(data[: max(1, int(len(data) * fraction))])

    return damage


def _flip(seed: int, flips: int) -> Callable[[Path], None]:
    def damage(folder: Path) -> None:
        path = folder / DB_NAME
        data = bytearray(path.read_bytes())
        rng = random.Random(seed)
        for _ in range(flips):
            i = rng.randrange(len(data))
            data[i] ^= 1 << rng.randrange(8)
        path.write_bytes(bytes(data))

    return damage


def _statements(*statements: str) -> Callable[[Path], None]:
    return lambda folder: _sql(folder / DB_NAME, *statements)


def leave_in_log(path: Path, *statements: str) -> None:
    """Run ``statements`` on the games file at ``path`` and leave them in its write-ahead log,
    not yet copied into the file, as a program killed after its last commit leaves them."""
    db = sqlite3.connect(path, isolation_level=None)
    db.execute("PRAGMA wal_autocheckpoint=0")
    for statement in statements:
        db.execute(statement)
    kept = {p: p.read_bytes() for p in (path, path.with_name(path.name + "-wal"))}
    db.close()  # copies the log into the file and removes it: put both back as they were
    for p, data in kept.items():
        p.write_bytes(data)
    path.with_name(path.name + "-shm").unlink(missing_ok=True)


def _in_the_log(*statements: str) -> Callable[[Path], None]:
    return lambda folder: leave_in_log(folder / DB_NAME, *statements)


def _foreign_log(folder: Path) -> None:
    """A write-ahead log left beside the games file by another database (a restored backup, a
    sync tool): not the file's own."""
    other = folder / "other.sqlite3"
    db = sqlite3.connect(other, isolation_level=None)
    db.execute("PRAGMA journal_mode=WAL")
    db.execute("PRAGMA wal_autocheckpoint=0")
    db.execute("CREATE TABLE q (a)")
    db.execute("INSERT INTO q VALUES (1)")
    log = other.with_name(other.name + "-wal").read_bytes()
    db.close()
    for p in folder.glob("other.sqlite3*"):
        p.unlink()
    (folder / (DB_NAME + "-wal")).write_bytes(log)


def _damaged_beside_its_log(folder: Path) -> None:
    """The file's own log left by a killed program, and the file itself damaged."""
    leave_in_log(folder / DB_NAME, "UPDATE games SET played = played + 1")
    _flip(3, 8)(folder)


def _rebuilt(table: str, rule: str) -> Callable[[Path], None]:
    """Make ``table`` again, by hand, with its rows and one more ``rule`` (a table constraint)."""

    def damage(folder: Path) -> None:
        db = sqlite3.connect(folder / DB_NAME)
        try:
            (sql,) = db.execute("SELECT sql FROM sqlite_master WHERE name = ?", (table,)).fetchone()
            made = sql.replace(f"CREATE TABLE {table}", "CREATE TABLE rebuilt", 1).rstrip().rstrip(")")
            for statement in (
                f"{made}, {rule})",
                f"INSERT INTO rebuilt SELECT * FROM {table}",
                f"DROP TABLE {table}",
                f"ALTER TABLE rebuilt RENAME TO {table}",
            ):
                db.execute(statement)
            db.commit()
        finally:
            db.close()

    return damage


def _read_only_file(folder: Path) -> None:
    (folder / DB_NAME).chmod(0o444)


def _no_tables(folder: Path) -> None:
    path = folder / DB_NAME
    path.unlink()
    _sql(path, "PRAGMA user_version=1")


#: JSON nested deeper than any reader follows (``json.loads`` raises ``RecursionError``).
_NESTED = "[" * 100_000 + "]" * 100_000


def _no_permission(folder: Path) -> None:
    (folder / DB_NAME).chmod(0)


def _read_only_folder(folder: Path) -> None:
    folder.chmod(0o555)


def _closed_folder(folder: Path) -> None:
    """A folder the player may not enter (another user's): even asking whether the games
    file exists is refused."""
    folder.chmod(0)


def _needs_migration(folder: Path) -> None:
    """Back to version 1 (the file then needs a migration, which needs room), then the disk
    is filled."""
    _sql(
        folder / DB_NAME,
        "DROP INDEX ratings_in_order",
        "ALTER TABLE ratings DROP COLUMN seq",
        "ALTER TABLE games DROP COLUMN played",
        "PRAGMA user_version=1",
    )
    _fill(folder)


def _fill(folder: Path) -> None:
    with contextlib.suppress(OSError), (folder / "filler").open("wb") as f:
        while True:
            f.write(b"\0" * 65536)
            f.flush()


def cases() -> list[Case]:
    """Every hostile case (game ids refer to :func:`healthy`'s games: 1–6 finished, 7 kept)."""
    out = [Case(f"garbage-{seed}", _garbage(seed), expect=("damaged",)) for seed in range(3)]
    out += [Case(f"truncated-{f}", _truncate(f), expect=("damaged", "opened")) for f in (0.9, 0.5, 0.2, 0.01)]
    out += [
        Case(f"bit-flips-{seed}-{n}", _flip(seed, n), hit=frozenset(range(1, 8))) for seed in range(8) for n in (1, 8)
    ]
    out += [
        Case(
            "blob-name", _statements("UPDATE players SET name = X'416e61' WHERE name = 'Ana'"), frozenset({2, 4, 6, 7})
        ),
        Case(
            "invalid-utf8",
            _statements("UPDATE games SET started_at = CAST(X'80FF' AS TEXT) WHERE id = 3"),
            frozenset({3}),
        ),
        Case("winner-text", _statements("UPDATE games SET winner = 'x' WHERE id = 1"), frozenset({1})),
        Case("hands-blob", _statements("UPDATE games SET hands = X'00' WHERE id = 5"), frozenset({5})),
        Case("event-garbage", _statements("UPDATE events SET body = 'not json' WHERE game_id = 7"), frozenset({7})),
        Case("event-blob", _statements("UPDATE events SET body = X'00ff' WHERE game_id = 7"), frozenset({7})),
        Case("deal-blob", _statements("UPDATE deals SET body = X'00' WHERE game_id = 2"), frozenset({2})),
        Case("event-nested", _statements(f"UPDATE events SET body = '{_NESTED}' WHERE game_id = 7"), frozenset({7})),
        Case("deal-nested", _statements(f"UPDATE deals SET body = '{_NESTED}' WHERE game_id = 2"), frozenset({2})),
        Case(
            "player-gone",
            _statements("PRAGMA foreign_keys=OFF", "DELETE FROM players WHERE name = 'Ben'"),
            frozenset({2, 4, 6}),
        ),
        Case("rating-text", _statements("UPDATE ratings SET rating = 'high' WHERE game_id = 6")),
        Case("dropped-column", _statements("ALTER TABLE games DROP COLUMN detail"), frozenset(range(1, 8))),
        Case("renamed-column", _statements("ALTER TABLE events RENAME COLUMN body TO text"), frozenset(range(1, 8))),
        Case("dropped-table", _statements("DROP TABLE ratings")),
        Case("dropped-games", _statements("DROP TABLE games"), frozenset(range(1, 8)), expect=("repaired",)),
        Case(
            "trigger-refusing-events",
            _statements("CREATE TRIGGER no_events BEFORE INSERT ON events BEGIN SELECT RAISE(ABORT, 'no'); END"),
            expect=("repaired",),
        ),
        Case(
            "trigger-refusing-later-events",
            _statements(
                "CREATE TRIGGER few_events BEFORE INSERT ON events WHEN NEW.seq > 1 "
                "BEGIN SELECT RAISE(ABORT, 'no'); END"
            ),
            expect=("repaired",),
        ),
        Case(
            "trigger-dropping-events",
            _statements("CREATE TRIGGER lose_events BEFORE INSERT ON events BEGIN SELECT RAISE(IGNORE); END"),
            expect=("repaired",),
        ),
        Case(
            "trigger-refusing-the-end",
            _statements(
                "CREATE TRIGGER never_over BEFORE UPDATE OF finished ON games BEGIN SELECT RAISE(ABORT, 'no'); END"
            ),
            expect=("repaired",),
        ),
        Case(
            "trigger-erasing-events",
            _statements(
                "CREATE TRIGGER erase AFTER INSERT ON events "
                "BEGIN DELETE FROM events WHERE game_id = NEW.game_id AND seq < NEW.seq; END"
            ),
            expect=("repaired",),
        ),
        Case(
            "index-refusing-later-events",
            _statements("CREATE UNIQUE INDEX few_events ON events (game_id) WHERE seq > 1"),
            expect=("repaired",),
        ),
        Case("check-refusing-later-events", _rebuilt("events", "CHECK (seq < 3)"), expect=("repaired",)),
        Case("check-refusing-the-end", _rebuilt("games", "CHECK (finished = 0 OR id < 8)"), expect=("repaired",)),
        Case("check-refusing-new-ratings", _rebuilt("ratings", "CHECK (game_id < 8)"), expect=("repaired",)),
        Case("check-refusing-new-players", _rebuilt("players", "CHECK (id < 5)"), expect=("repaired",)),
        Case(
            "names-alike-whatever-their-case",
            _rebuilt("players", "UNIQUE (name COLLATE NOCASE)"),
            expect=("repaired",),
        ),
        Case(
            "check-over-rows-the-schema-refuses",
            _statements(
                "PRAGMA foreign_keys=OFF",
                "CREATE TABLE rebuilt (game_id INTEGER, seq INTEGER, body TEXT, CHECK (seq < 3))",
                "INSERT INTO rebuilt SELECT * FROM events",
                "INSERT INTO rebuilt VALUES (1, 1, NULL)",
                "DROP TABLE events",
                "ALTER TABLE rebuilt RENAME TO events",
            ),
            frozenset({1}),
            expect=("damaged",),
        ),
        Case("deleted-newest-game", _statements("DELETE FROM games WHERE id = 7"), frozenset({7})),
        Case("newer-version", _statements(f"PRAGMA user_version={SCHEMA_VERSION + 1}"), expect=("newer",)),
        Case("newer-version-in-log", _in_the_log(f"PRAGMA user_version={SCHEMA_VERSION + 1}"), expect=("newer",)),
        Case("last-writes-in-log", _in_the_log("UPDATE games SET played = played + 1"), expect=("opened",)),
        Case("foreign-log", _foreign_log, frozenset(range(1, 8))),
        Case("damaged-beside-its-log", _damaged_beside_its_log, frozenset(range(1, 8))),
        Case("version-2-with-version-3-columns", _statements("PRAGMA user_version=2"), expect=("opened",)),
        Case("version-3-with-version-4-columns", _statements("PRAGMA user_version=3"), expect=("opened",)),
        Case("hints-text", _statements("UPDATE games SET hints0 = 'many' WHERE id = 4"), frozenset({4})),
        Case("hints-negative", _statements("UPDATE games SET hints1 = -3 WHERE id = 7"), frozenset({7})),
        Case("hints-dropped", _statements("ALTER TABLE games DROP COLUMN hints1"), expect=("repaired",)),
        Case(
            "version-4-without-analyses",
            _statements("DROP TABLE analyses", "PRAGMA user_version=4"),
            expect=("opened",),
        ),
        Case("analyses-dropped", _statements("DROP TABLE analyses"), expect=("repaired",)),
        Case(
            "analysis-garbage",
            _statements("INSERT INTO analyses VALUES (3, 'not json', 'x'), (9, X'00', 'x')"),
            expect=("opened",),
        ),
        Case("version-1-without-tables", _no_tables, frozenset(range(1, 8)), expect=("opened",)),
        Case("version-0-with-tables", _statements("PRAGMA user_version=0"), expect=("damaged",)),
        Case("negative-version", _statements("PRAGMA user_version=-1"), expect=("damaged",)),
        Case("no-permission", _no_permission, child=True, expect=("unavailable",)),
        Case("read-only-folder", _read_only_folder, child=True, expect=("unavailable",)),
        Case("read-only-file", _read_only_file, child=True, expect=("unavailable",)),
        Case("closed-folder", _closed_folder, child=True, expect=("unavailable",)),
        Case("full-disk-migration", _needs_migration, tmpfs=True, expect=("unavailable",)),
        Case(
            "full-disk-new-file",
            lambda folder: (folder / DB_NAME).unlink() or _fill(folder),
            tmpfs=True,
            expect=("unavailable",),
        ),
    ]
    return out


# --- Opening a case -----------------------------------------------------------------------------

_OPEN = """
import json, sys
from pathlib import Path
from spectacular_bid.app import FakeTime
from spectacular_bid.app.resume import resume
from spectacular_bid.app.storage import (
    StoreError, StoreLocked, StoreNewer, StoreRepaired, StoreUnavailable, open_storage,
)
import random
from dataclasses import replace
from spectacular_bid.core import START, Resign, apply, deal_from, legal_actions, new_game
from spectacular_bid.core.record import Event, Record
from spectacular_bid.app.glicko2 import Rating
import spectacular_bid.core, spectacular_bid.app.session, encodings.idna  # everything, before dropping privileges
if len(sys.argv) > 3:
    import os
    os.setgid(int(sys.argv[3])); os.setuid(int(sys.argv[3]))
out = {}
try:
    store, damaged = open_storage(Path(sys.argv[1]))
    out["kind"] = "opened" if damaged is None else "repaired" if isinstance(damaged, StoreRepaired) else "damaged"
    if damaged is not None:
        out["message"] = damaged.message()
    resumed = resume(store, FakeTime(int(sys.argv[2])))
    out["resumed"] = None if resumed is None else resumed.message()
    out["games"] = [[g.id, g.readable, g.finished] for g in store.games()]
    out["records"] = {}
    for g in store.games():
        try:
            out["records"][str(g.id)] = store.record(g.id).dumps()
        except StoreError:
            pass
    names = ("Eve", "Finn")
    fresh = Record(names, (deal_from(random.Random(7)),), (Event(0, "start"),), "2026-12-02T10:00:00Z")
    try:  # a whole game: created, its events saved one by one, finished and rated
        game = store.create_game(fresh)
        state = apply(new_game(names, fresh.deals), START, 0)
        events = [Event(0, "start")]
        for seq in range(1, 8):
            at = seq * 1000
            action = legal_actions(state)[0] if seq < 7 else Resign(1)
            state = apply(state, action, at)
            events.append(Event.of(action, at))
            store.append(game, seq, events[-1])
        store.finish(game, state)
        whole = replace(fresh, events=tuple(events))
        summary = next(g for g in store.games() if g.id == game)
        out["saves"] = store.record(game) == whole and summary.finished and store.rating("Eve") != Rating() or (
            f"saved as {store.record(game).dumps()!r}, finished {summary.finished}"
        )
    except Exception as e:  # noqa: BLE001 - said in the case's failure
        out["saves"] = repr(e)
    store.close()
except StoreLocked as e:
    out = {"kind": "locked", "message": str(e)}
except StoreNewer as e:
    out = {"kind": "newer", "message": e.message(), "details": e.details}
except StoreUnavailable as e:
    out = {"kind": "unavailable", "message": e.message(), "details": e.details}
print(json.dumps(out))
"""


def open_case(folder: Path, *, user: int | None = None, timeout: float = 60) -> dict[str, object]:
    """Open ``folder`` as the program does (in a child process, as ``user`` if given); what
    happened, as JSON. A traceback or a hang raises."""
    args = [sys.executable, "-c", _OPEN, str(folder), str(T0_MS + 3_600_000)]
    if user is not None:
        args.append(str(user))
    r = subprocess.run(args, capture_output=True, text=True, timeout=timeout, cwd="/")
    if r.returncode != 0 or "Traceback" in r.stderr:
        raise AssertionError(f"the opening failed:\n{r.stderr}")
    return json.loads(r.stdout)  # type: ignore[no-any-return]


def _finished(path: Path) -> dict[int, bool]:
    """Whether each game of the healthy file at ``path`` is finished, by id."""
    db = sqlite3.connect(path)
    try:
        return {game: bool(done) for game, done in db.execute("SELECT id, finished FROM games")}
    finally:
        db.close()


def _files(folder: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted(folder.iterdir()) if p.is_file() and p.name != "filler"}


@contextlib.contextmanager
def scratch(tmpfs: bool = False) -> Iterator[Path | None]:
    """A folder anyone may enter (for the unprivileged child); on a 2 MiB tmpfs if asked —
    None when that cannot be mounted here."""
    top = Path(tempfile.mkdtemp(prefix="hostile-db-"))
    top.chmod(0o755)
    mounted = False
    try:
        if tmpfs:
            r = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=2m", "tmpfs", str(top)], capture_output=True)
            if r.returncode != 0:
                yield None
                return
            mounted = True
            top.chmod(0o755)
        folder = top / "games"
        folder.mkdir()
        folder.chmod(0o777)
        yield folder
    finally:
        for p in (top / "games", top):
            with contextlib.suppress(OSError):
                p.chmod(0o755)
        if mounted:
            subprocess.run(["umount", str(top)], capture_output=True)
        shutil.rmtree(top, ignore_errors=True)


def can_drop_privileges() -> bool:
    """Whether this process may run a child as an unprivileged user (it is root)."""
    return hasattr(os, "setuid") and os.geteuid() == 0


def run_case(case: Case) -> dict[str, object]:
    """Build, damage and open one case; check it; return what happened (``kind``,
    ``message``). Raises :class:`AssertionError` when something was lost or unclear."""
    with scratch(case.tmpfs) as folder:
        if folder is None:
            return {"kind": "skipped", "why": "no tmpfs"}
        if case.child and not can_drop_privileges():
            return {"kind": "skipped", "why": "not root"}
        games = healthy(folder)
        for p in folder.iterdir():
            p.chmod(0o666)
        finished = _finished(folder / DB_NAME)
        case.damage(folder)
        before = _files(folder) if os.access(folder / DB_NAME, os.R_OK) or not case.child else None
        if before is None:
            (folder / DB_NAME).chmod(0o600)
            before = _files(folder)
            (folder / DB_NAME).chmod(0)
        out = open_case(folder, user=NOBODY if case.child else None)
        kind = out["kind"]
        assert kind in case.expect, f"{case.name}: {out}"
        for p in (folder / DB_NAME,):
            with contextlib.suppress(OSError):
                p.chmod(0o600)
        folder.chmod(0o777)
        after = _files(folder)
        message = str(out.get("message", ""))
        assert "\n" not in message and "***" not in message, message
        if kind in ("newer", "unavailable", "locked"):
            assert message, out
            assert after == before, f"{case.name}: the file was changed or a file was added"
        elif kind == "damaged":
            damaged = before.get(DB_NAME)
            kept = [name for name, data in after.items() if ".damaged-" in name and data == damaged]
            assert kept and kept[0] in message, f"{case.name}: not kept aside whole: {message}"
            log = before.get(DB_NAME + "-wal")  # its write-ahead log, kept beside it as it was
            assert log is None or after.get(kept[0] + "-wal") == log, f"{case.name}: its log was not kept"
        if kind in ("opened", "repaired", "damaged"):
            assert out["saves"] is True, f"{case.name}: a new game is not saved: {out['saves']}"
            assert "could not be written" not in str(out["resumed"]), f"{case.name}: {out['resumed']}"
        if kind in ("opened", "repaired"):
            listed = {int(g[0]) for g in out["games"]}  # type: ignore[union-attr, index]
            records: dict[str, str] = out["records"]  # type: ignore[assignment]
            for game, record in games.items():
                if game in case.hit:
                    continue
                assert game in listed, f"{case.name}: game {game} is no longer listed"
                assert [g[2] for g in out["games"] if g[0] == game] == [finished[game]], f"{case.name}: game {game}"  # type: ignore[union-attr, index]
                assert records.get(str(game)) == record.dumps(), f"{case.name}: game {game} changed"
        return out


def main() -> int:
    """Run every case; print one line each and the counts."""
    counts: dict[str, int] = {}
    failures = 0
    for case in cases():
        try:
            out = run_case(case)
            kind = str(out["kind"])
            print(f"{case.name:24} {kind:12} {str(out.get('message') or out.get('resumed') or '')[:110]}")
        except (AssertionError, subprocess.TimeoutExpired) as e:
            kind = "FAILED"
            failures += 1
            print(f"{case.name:24} FAILED       {e}")
        counts[kind] = counts.get(kind, 0) + 1
    print(f"{len(cases())} hostile games files: " + ", ".join(f"{n} {k}" for k, n in sorted(counts.items())))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
