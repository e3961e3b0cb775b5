"""Import reads regular files only (issue 21): a named pipe, a device or a socket is refused at
once with one sentence, and opening it never waits for a writer, so the window is never held.
``replay`` keeps reading pipes (``replay <(zcat game.json.gz)``): see ``test_replay_files.py``."""

from __future__ import annotations

import contextlib
import os
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from spectacular_bid.app.records_io import GameFileError, read_record_file

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
