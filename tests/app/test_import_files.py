"""Import reads regular files only (issue 21): a named pipe, a device or a socket is refused at
once with one sentence, and opening it never waits for a writer, so the window is never held.
``replay`` keeps reading pipes (``replay <(zcat game.json.gz)``): see ``test_replay_files.py``."""

from __future__ import annotations

import contextlib
import os
import stat
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from spectacular_bid.app.records_io import GameFileError, read_record_file, record_text
from spectacular_bid.core.record import Record, parse_record

GOLDEN = Path(__file__).resolve().parents[1] / "golden"

#: Windows keeps file names as UTF-16, where a lone surrogate is a name like any other.
BYTES = "file names are bytes only outside Windows"
posix_only = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")

#: A blocked open is released after this long (a bounded wait, never a speed target).
RELEASE_S = 20.0


@contextlib.contextmanager
def writerless_fifo(path: Path) -> Iterator[Path]:
    """A named pipe nobody writes to. A reader still waiting after :data:`RELEASE_S` seconds is
    released (a writer opens the pipe and closes it), so a defect fails the test, not the suite."""
    os.mkfifo(path)
    done = threading.Event()

    def release() -> None:
        if not done.wait(RELEASE_S):
            with contextlib.suppress(OSError), open(path, "wb"):
                pass

    releaser = threading.Thread(target=release, daemon=True)
    releaser.start()
    try:
        yield path
    finally:
        done.set()
        releaser.join()


@posix_only
def test_a_named_pipe_is_refused_without_waiting_for_a_writer(tmp_path: Path) -> None:
    with writerless_fifo(tmp_path / "game.json") as pipe, pytest.raises(GameFileError) as refused:
        read_record_file(pipe)
    assert "not a file" in refused.value.message()
    assert "\n" not in str(refused.value)


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="no /dev/zero here")
def test_a_device_is_refused_unread() -> None:
    with pytest.raises(GameFileError) as refused:
        read_record_file("/dev/zero")
    assert "not a file" in refused.value.message()


def test_a_regular_file_is_read(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    path.write_bytes(b"{}")
    assert read_record_file(path) == b"{}"


@pytest.mark.parametrize(
    "name", ["game\x00.json", pytest.param("\ud800.json", marks=pytest.mark.skipif(os.name == "nt", reason=BYTES))]
)
def test_a_path_no_system_can_open_is_a_game_file_error(name: str, tmp_path: Path) -> None:
    """A NUL (on every system) or a lone surrogate (where file names are bytes) cannot be in a
    path: the import's caller catches :class:`GameFileError` alone, so it must be one."""
    with pytest.raises(GameFileError) as refused:
        read_record_file(str(tmp_path / name))
    assert refused.value.message().startswith("cannot read ")
    assert "file name" in refused.value.details


def _with_unused_deals(count: int) -> Record:
    """A finished game (won on points) with ``count`` more deals, never used (RECORD.md allows them)."""
    import random

    from spectacular_bid.core import deal_from

    record = parse_record((GOLDEN / "r07_bidding.record.json").read_text(encoding="utf-8"))
    rng = random.Random(3)
    return Record(
        record.players, record.deals + tuple(deal_from(rng) for _ in range(count)), record.events, record.started_at
    )


def test_a_record_too_long_to_export_spaced_is_written_compact() -> None:
    """A hostile probe imported a record just under the 8 MiB a record may hold; written back
    with spaces after its commas, its export held 10 MB, which neither the replay nor an import
    would read again. Past the limit the export is written without them: the same record."""
    record = _with_unused_deals(40)
    spaced = record_text(record)
    compact = record_text(record, limit=len(spaced.encode()) - 1)
    assert len(compact.encode()) < 0.85 * len(spaced.encode())
    assert parse_record(compact) == parse_record(spaced) == record
    assert record_text(record, limit=len(spaced.encode())) == spaced  # within it, one event a line as ever


@pytest.mark.slow  # an 8 MiB record imported and exported
def test_an_exported_record_of_nearly_8_mib_can_be_imported_again(tmp_path: Path) -> None:
    from spectacular_bid.app.records_io import export_game, import_game
    from spectacular_bid.app.storage import open_storage
    from spectacular_bid.recordfile import RECORD_LIMIT

    record = _with_unused_deals(40_500)
    text = record_text(record, limit=0)
    assert len(record_text(record, limit=2 * RECORD_LIMIT).encode()) > RECORD_LIMIT > len(text.encode())
    (tmp_path / "long.json").write_text(text, encoding="utf-8")
    storage, _ = open_storage(tmp_path / "games")
    game = import_game(storage, tmp_path / "long.json")
    export_game(storage, game, tmp_path / "out.json")
    assert (tmp_path / "out.json").stat().st_size <= RECORD_LIMIT
    again, _ = open_storage(tmp_path / "other")
    import_game(again, tmp_path / "out.json")
    assert again.record(again.games()[0].id) == storage.record(game)


@pytest.mark.skipif(os.name == "nt", reason="POSIX permissions")
def test_an_export_is_readable_as_any_new_file_and_keeps_an_old_ones_mode(tmp_path: Path) -> None:
    """A hostile-input probe found exported records readable by their owner only (mode 0600,
    the temporary file's), also over a file that was 0644: a record meant to be shared could
    not be read by another user. A new file gets what the umask gives any new file; a file
    written over keeps its mode."""
    import random

    from spectacular_bid.app.records_io import export_game
    from spectacular_bid.app.storage import open_storage
    from spectacular_bid.core import START, Resign, apply, deal_from, new_game
    from spectacular_bid.core.record import Event

    record = Record(("Ana", "Ben"), (deal_from(random.Random(1)),), (Event(0, "start"), Event(900, "resign", 0)))
    state = apply(apply(new_game(record.players, record.deals), START, 0), Resign(0), 900)
    storage, _ = open_storage(tmp_path / "games")
    game = storage.create_game(record)
    storage.finish(game, state)
    umask = os.umask(0o022)
    os.umask(umask)
    export_game(storage, game, tmp_path / "new.json")
    assert (tmp_path / "new.json").stat().st_mode & 0o777 == 0o666 & ~umask
    (tmp_path / "old.json").write_text("{}")
    (tmp_path / "old.json").chmod(0o640)
    export_game(storage, game, tmp_path / "old.json")
    assert (tmp_path / "old.json").stat().st_mode & 0o777 == 0o640
    storage.close()


@pytest.mark.skipif(os.name == "nt", reason="links need privileges on Windows")
def test_an_export_onto_a_link_writes_the_file_it_leads_to(tmp_path: Path) -> None:
    """An export chosen over a link replaced the link with a file of its own: the file the
    link led to kept its old record. It is written through the link, as any editor saves."""
    import random

    from spectacular_bid.app.records_io import export_game
    from spectacular_bid.app.storage import open_storage
    from spectacular_bid.core import START, Resign, apply, deal_from, new_game
    from spectacular_bid.core.record import Event

    record = Record(("Ana", "Ben"), (deal_from(random.Random(1)),), (Event(0, "start"), Event(900, "resign", 0)))
    state = apply(apply(new_game(record.players, record.deals), START, 0), Resign(0), 900)
    storage, _ = open_storage(tmp_path / "games")
    game = storage.create_game(record)
    storage.finish(game, state)
    (tmp_path / "shared").mkdir()
    real = tmp_path / "shared" / "game.json"
    real.write_text("{}")
    link = tmp_path / "game.json"
    link.symlink_to(real)
    export_game(storage, game, link)
    assert link.is_symlink() and link.resolve() == real.resolve()
    assert parse_record(real.read_text(encoding="utf-8")) == storage.record(game)
    assert [p.name for p in (tmp_path / "shared").iterdir()] == ["game.json"]  # no temporary file left
    storage.close()


def _one_finished_game(tmp_path: Path):  # type: ignore[no-untyped-def]
    import random

    from spectacular_bid.app.storage import open_storage
    from spectacular_bid.core import START, Resign, apply, deal_from, new_game
    from spectacular_bid.core.record import Event

    record = Record(("Ana", "Ben"), (deal_from(random.Random(1)),), (Event(0, "start"), Event(900, "resign", 0)))
    state = apply(apply(new_game(record.players, record.deals), START, 0), Resign(0), 900)
    storage, _ = open_storage(tmp_path / "games")
    game = storage.create_game(record)
    storage.finish(game, state)
    return storage, game


@pytest.mark.skipif(os.name == "nt", reason="links need privileges on Windows")
@pytest.mark.parametrize("how", ["the file", "a link to it", "its -wal", "a link to its folder's file"])
def test_an_export_never_goes_over_the_games_file(tmp_path: Path, how: str) -> None:
    """A hostile-input probe exported a record onto the games file (by its name, or through a
    link): the export said nothing, and at the next start every game was gone."""
    from spectacular_bid.app.records_io import export_game
    from spectacular_bid.app.storage import open_storage

    storage, game = _one_finished_game(tmp_path)
    games = storage.path
    before = games.read_bytes()
    target = {"the file": games, "its -wal": Path(f"{games}-wal")}.get(how, tmp_path / "Ana-v-Ben.json")
    if how == "a link to it":
        target.symlink_to(games)
    elif how == "a link to its folder's file":
        (tmp_path / "elsewhere").symlink_to(games.parent)
        target = tmp_path / "elsewhere" / games.name
    with pytest.raises(GameFileError) as refused:
        export_game(storage, game, target)
    assert "is the games file, which holds every game" in str(refused.value)
    assert games.read_bytes() == before
    storage.close()
    again, damaged = open_storage(tmp_path / "games")
    assert damaged is None and [g.id for g in again.games()] == [game]
    again.close()


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="POSIX pipes and links")
@pytest.mark.parametrize("how", ["a pipe", "a link to a pipe", "a loop of links"])
def test_an_export_replaces_files_only(tmp_path: Path, how: str) -> None:
    """Through a link to a device the export put a file in the device's place, and a loop of
    links became a file. Only a file is replaced."""
    from spectacular_bid.app.records_io import export_game

    storage, game = _one_finished_game(tmp_path)
    pipe = tmp_path / "pipe"
    os.mkfifo(pipe)
    target = tmp_path / "game.json"
    if how == "a pipe":
        target = pipe
    elif how == "a link to a pipe":
        target.symlink_to(pipe)
    else:
        target.symlink_to(tmp_path / "other.json")
        (tmp_path / "other.json").symlink_to(target)
    with pytest.raises(GameFileError) as refused:
        export_game(storage, game, target)
    assert "is not a file a record can replace" in str(refused.value)
    assert stat.S_ISFIFO(pipe.stat().st_mode)
    assert how == "a pipe" or target.is_symlink()
    storage.close()


def test_an_export_is_named_by_its_day_where_local_time_fails() -> None:
    """Windows gives no local time before 1970 (an OSError): the export is named by its day,
    as a start with no time is, rather than failing."""
    from datetime import datetime, timedelta, tzinfo

    from spectacular_bid.app.archive import export_name
    from spectacular_bid.app.storage import GameSummary

    class NoLocalTime(tzinfo):
        def utcoffset(self, dt: datetime | None) -> timedelta:
            raise OSError(22, "Invalid argument")

        def dst(self, dt: datetime | None) -> timedelta:
            return timedelta(0)

    game = GameSummary(1, ("Ana", "Ben"), "1969-07-20T20:17:40Z", True, 0, "resign", None, 1, (0, 0))
    assert export_name(game, zone=NoLocalTime()) == "Ana-v-Ben-1969-07-20.json"
