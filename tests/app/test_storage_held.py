"""A damaged games file that another program holds for a moment (an antivirus scanning it, on
Windows) is moved aside once it is let go, rather than stopping the saves at the first try."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from spectacular_bid.app import storage as storage_module
from spectacular_bid.app.storage import DB_NAME, StoreUnavailable, open_storage


def _damaged(folder: Path) -> Path:
    store, _ = open_storage(folder)
    store.close()
    path = folder / DB_NAME
    path.write_bytes(b"this is not a database at all" * 100)
    return path


def _held(times: int, winerror: int | None, tries: list[str]):  # type: ignore[no-untyped-def]
    """``os.replace`` refusing the first ``times`` moves as Windows does for a file held open."""
    real = os.replace

    def replace(src, dst):  # type: ignore[no-untyped-def]
        tries.append(Path(src).name)
        if len(tries) <= times:
            error = PermissionError(13, "The process cannot access the file", str(src))
            if winerror is not None:
                error.winerror = winerror  # type: ignore[attr-defined]
            raise error
        real(src, dst)

    return replace


@pytest.fixture(autouse=True)
def _no_waiting(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(storage_module, "HELD_RETRY_S", (0.0,) * len(storage_module.HELD_RETRY_S))


def test_a_damaged_file_held_for_a_moment_is_moved_aside_once_let_go(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = _damaged(tmp_path)
    tries: list[str] = []
    monkeypatch.setattr(os, "replace", _held(2, 32, tries))  # a sharing violation, twice
    store, note = open_storage(tmp_path)
    store.close()
    assert note is not None and tries[:3] == [DB_NAME] * 3
    assert [p for p in tmp_path.iterdir() if ".damaged-" in p.name and not p.name.endswith(("-wal", "-shm"))]
    assert path.exists()  # a fresh games file


def test_a_file_held_for_good_leaves_it_in_place_after_a_few_tries(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = _damaged(tmp_path)
    before = path.read_bytes()
    tries: list[str] = []
    monkeypatch.setattr(os, "replace", _held(100, 32, tries))
    with pytest.raises(StoreUnavailable):
        open_storage(tmp_path)
    assert len(tries) == len(storage_module.HELD_RETRY_S) + 1 and path.read_bytes() == before


def test_a_refusal_that_is_not_a_file_held_open_is_not_tried_again(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _damaged(tmp_path)
    tries: list[str] = []
    monkeypatch.setattr(os, "replace", _held(100, None, tries))  # a folder without write permission
    with pytest.raises(StoreUnavailable):
        open_storage(tmp_path)
    assert len(tries) == 1
