"""Hostile games files (``hostile_databases.py``): each opens with a clear message and nothing
lost; a few start the real program."""

from __future__ import annotations

import os

import pytest
from hostile_databases import cases, healthy, run_case, scratch
from smoke_program import start_program

from spectacular_bid.app.storage import DB_NAME, SCHEMA_VERSION

CASES = cases()


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_a_hostile_games_file_opens_clearly_and_loses_nothing(case) -> None:  # type: ignore[no-untyped-def]
    out = run_case(case)
    if out["kind"] == "skipped":
        pytest.skip(str(out["why"]))


@pytest.mark.slow
@pytest.mark.parametrize("kind", ["garbage", "newer", "read-only"])
def test_the_program_starts_on_a_hostile_file_with_one_sentence(kind: str) -> None:
    import sqlite3

    with scratch() as folder:
        assert folder is not None
        healthy(folder)
        path = folder / DB_NAME
        if kind == "garbage":
            path.write_bytes(b"\x00garbage" * 4096)
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
        else:
            assert "newer Spectacular Bid" in said[0] and path.read_bytes() == before
