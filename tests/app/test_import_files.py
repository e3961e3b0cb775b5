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
