"""Hostile games files (``hostile_databases.py``): each opens with a clear message and nothing
lost; a few start the real program."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from hostile_databases import NOBODY, can_drop_privileges, cases, healthy, run_case, scratch
from smoke_program import start_program

from spectacular_bid.app.storage import DB_NAME, SCHEMA_VERSION

CASES = cases()


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_a_hostile_games_file_opens_clearly_and_loses_nothing(case) -> None:  # type: ignore[no-untyped-def]
    out = run_case(case)
    if out["kind"] == "skipped":
        pytest.skip(str(out["why"]))


@pytest.mark.slow
@pytest.mark.parametrize("kind", ["garbage", "newer", "read-only", "nested"])
def test_the_program_starts_on_a_hostile_file_with_one_sentence(kind: str) -> None:
    import sqlite3

    with scratch() as folder:
        assert folder is not None
        healthy(folder)
        path = folder / DB_NAME
        if kind == "garbage":
            path.write_bytes(b"\x00garbage" * 4096)
        elif kind == "nested":
            db = sqlite3.connect(path)
            db.execute("UPDATE events SET body = ? WHERE game_id = 7", ("[" * 100_000 + "]" * 100_000,))
            db.commit()
            db.close()
        elif kind == "newer":
            db = sqlite3.connect(path)
            db.execute(f"PRAGMA user_version={SCHEMA_VERSION + 5}")
            db.commit()
            db.close()
        else:
            if not hasattr(os, "geteuid"):
                pytest.skip("Windows does not make a folder read-only by its permissions")
            if os.geteuid() == 0:
                pytest.skip("root writes anywhere; the unprivileged case runs in hostile_databases.py")
            folder.chmod(0o555)
        before = path.read_bytes()
        r = start_program(folder)
        assert r.returncode == 0 and "Traceback" not in r.stderr, r.stderr
        said = [
            line for line in r.stderr.splitlines() if line.startswith("spectacular-bid: ") and "details" not in line
        ]
        assert said, r.stderr
        if kind == "garbage":
            assert "was moved to" in said[0]
            kept = [p for p in folder.iterdir() if ".damaged-" in p.name and p.read_bytes() == before]
            assert kept and str(kept[0]) in said[0]
        elif kind == "nested":  # the unfinished game is set aside, and the program starts
            assert said[0].startswith("spectacular-bid: This game is void: its saved record cannot be replayed")
        else:
            assert "newer Spectacular Bid" in said[0] and path.read_bytes() == before


@pytest.mark.slow
@pytest.mark.skipif(not hasattr(os, "getuid"), reason="file modes are POSIX")
@pytest.mark.parametrize("kind", ["closed-folder", "read-only-file"])
def test_the_program_plays_on_unsaved_where_the_games_cannot_be_written(kind: str) -> None:
    with scratch() as folder:
        assert folder is not None
        healthy(folder)
        path = folder / DB_NAME
        path.chmod(0o444 if kind == "read-only-file" else 0o666)
        if kind == "closed-folder":
            folder.chmod(0)
        if can_drop_privileges() and shutil.which("setpriv") is None:
            pytest.skip("root writes anywhere, and setpriv is not here to run the program as nobody")
        r = start_program(folder, user=NOBODY if can_drop_privileges() else None)  # root may write anywhere
        assert r.returncode == 0 and "Traceback" not in r.stderr, r.stderr
        said = [line for line in r.stderr.splitlines() if line.startswith("spectacular-bid: ")]
        if kind == "closed-folder":
            assert (
                said[0]
                == f"spectacular-bid: There is no permission to read {folder}. Games played here will not be saved."
            )
        else:
            assert (
                said[0] == f"spectacular-bid: The games file {path} is read-only. Games played here will not be saved."
            )


@pytest.mark.skipif(sys.platform != "linux", reason="a folder name that is not UTF-8: Linux file systems allow it")
def test_the_program_starts_with_a_folder_name_that_is_not_utf8(tmp_path: Path) -> None:
    """A hostile-input probe's --data-dir with a byte that is not UTF-8 stopped the program
    at once (a segmentation fault in Qt's start, which read the command line again)."""
    folder = Path(os.fsdecode(os.fsencode(tmp_path) + b"/games\xffhere"))
    r = start_program(folder)
    assert r.returncode == 0, r.stderr
    assert (folder / DB_NAME).exists()


@pytest.mark.skipif(sys.platform != "linux", reason="a sparse file and a bound on memory: Linux")
def test_a_huge_games_file_beside_a_log_opens_in_little_memory(tmp_path: Path) -> None:
    """A hostile-input probe's games file of 3 GiB, a log left beside it, was read whole into
    memory at every start (and copied to read its version): where memory was short, the games
    did not open. Here 2 GiB (sparse: no disk taken) open within 1 GiB of address space."""
    import textwrap

    healthy(tmp_path)
    path = tmp_path / DB_NAME
    with path.open("r+b") as games:
        games.truncate(2 * 2**30)  # zeros past the pages SQLite reads
    path.with_name(DB_NAME + "-wal").write_bytes(os.urandom(40_000))  # not a log SQLite takes
    script = textwrap.dedent(
        f"""
        import resource, sys
        from pathlib import Path
        resource.setrlimit(resource.RLIMIT_AS, (2**30, 2**30))
        from spectacular_bid.app.storage import open_storage
        storage, said = open_storage(Path({str(tmp_path)!r}))
        print(len(storage.games()), said is None)
        """
    )
    r = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr[-2000:]
    assert r.stdout.split() == ["7", "True"]


@pytest.mark.parametrize("what", ["folder", "log-folder", "pipe"])
def test_something_not_a_file_in_the_games_files_place_is_named(tmp_path: Path, what: str) -> None:
    """A hostile-input probe put a folder (or a pipe) where the games file or its log goes:
    the player read "The disk holding … could not be read or written", the disk being fine."""
    from spectacular_bid.app.storage import StoreUnavailable, open_storage

    name = DB_NAME + "-wal" if what == "log-folder" else DB_NAME
    if what == "pipe":
        if not hasattr(os, "mkfifo"):
            pytest.skip("no named pipes here")
        os.mkfifo(tmp_path / name)
    else:
        (tmp_path / name).mkdir()
    with pytest.raises(StoreUnavailable) as refused:
        open_storage(tmp_path)
    said = refused.value.message()
    assert said.startswith(f"{tmp_path / name} is not a file") and "disk" not in said, said


def test_a_games_folder_that_is_a_file_is_said_to_be_one(tmp_path: Path) -> None:
    """--data-dir naming a file read "There is no permission to read …", the details saying
    "File exists"."""
    from spectacular_bid.app.storage import StoreUnavailable, open_storage

    folder = tmp_path / "games"
    folder.write_text("not a folder", encoding="utf-8")
    with pytest.raises(StoreUnavailable) as refused:
        open_storage(folder)
    said = refused.value.message()
    assert said.startswith(f"The games folder {folder} is a file") and "permission" not in said, said
    assert folder.read_text(encoding="utf-8") == "not a folder"


def test_a_games_folder_inside_one_that_cannot_be_entered_names_that_one() -> None:
    """The probe's games folder inside a folder its user could not enter was named, though it
    did not exist: the folder that stops the way is the one to name."""
    if not can_drop_privileges():
        pytest.skip("needs root to run the opening as another user")
    with scratch() as folder:
        assert folder is not None
        _named_where_entering_stops(folder / "shut")


def _named_where_entering_stops(shut: Path) -> None:
    shut.mkdir()
    shut.chmod(0o700)  # root's: another user may not enter it
    # Everything imported before dropping privileges, as the other cases' child does: the
    # interpreter itself may live where that user may not read.
    script = (
        "import os, sys; from pathlib import Path; import encodings.idna\n"
        "from spectacular_bid.app.storage import open_storage\n"
        f"os.setgid({NOBODY}); os.setuid({NOBODY})\n"
        "try:\n    open_storage(Path(sys.argv[1]))\nexcept Exception as e:\n    print(e.message())\n"
    )
    r = subprocess.run([sys.executable, "-c", script, str(shut / "games")], capture_output=True, text=True, timeout=60)
    assert r.stdout.strip() == f"There is no permission to read {shut}. Games played here will not be saved.", r
