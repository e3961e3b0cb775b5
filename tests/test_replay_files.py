"""``spectacular-bid replay`` and files from outside (RECORD.md, last paragraphs): any file,
device or pipe is read up to 8 MiB and no further, ``-`` reads standard input, output that
cannot be written is one line on standard error and status 1, a closed pipe ends quietly, and
there is never a traceback.

The record used here is made by playing through the rules; no file of ``../shared`` is read.
"""

from __future__ import annotations

import io
import json
import os
import signal
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from spectacular_bid.core import deal_from
from spectacular_bid.core.record import Event, Record
from spectacular_bid.recordfile import RECORD_LIMIT, read_record_bytes, read_regular_file
from spectacular_bid.replay import run_replay

ROOT = Path(__file__).resolve().parent.parent
PLAYERS = ("Ana", "Ben")
POSIX = os.name == "posix"
#: Windows keeps file names as UTF-16, where a lone surrogate is a name like any other.
BYTES = "file names are bytes only outside Windows"
posix_only = pytest.mark.skipif(not POSIX, reason="closed descriptors and /dev are POSIX's")


def device(path: str) -> pytest.MarkDecorator:
    return pytest.mark.skipif(not os.path.exists(path), reason=f"this system has no {path}")


def record_text(players: tuple[str, str] = PLAYERS, ticks: int = 0, **fields: Any) -> str:
    """A small valid record: ``ticks`` ticks, the start, and a void (whose reason may be set)."""
    import random

    events = [Event(i, "tick") for i in range(ticks)]
    events += [Event(ticks, "start"), Event(ticks + 10, "void", reason=fields.pop("reason", "clock"))]
    record = Record(players, (deal_from(random.Random(1)),), tuple(events), fields.pop("started_at", None))
    return json.dumps(record.to_json())  # non-ASCII as JSON escapes, lone surrogates included


def command(*args: str) -> list[str]:
    return [sys.executable, "-m", "spectacular_bid", "replay", *args]


def run(args: list[str], closed: int | None = None, **kwargs: Any) -> subprocess.CompletedProcess[bytes]:
    """Run ``args`` with at most 1 GiB of address space (reading a device without a limit
    then fails at once instead of filling the machine's memory), file descriptor ``closed``
    closed, and the output captured unless told otherwise."""

    def prepare() -> None:
        import resource

        try:
            resource.setrlimit(resource.RLIMIT_AS, (1 << 30, 1 << 30))
        except (ValueError, OSError):  # a system that does not limit address space
            pass
        if closed is not None:
            os.close(closed)

    if "stdout" not in kwargs and "stderr" not in kwargs:
        kwargs["capture_output"] = True
    kwargs.setdefault("timeout", 60)
    if POSIX:
        kwargs["preexec_fn"] = prepare
    return subprocess.run(args, cwd=ROOT, **kwargs)


def assert_one_line(stderr: bytes | str) -> str:
    text = stderr.decode("utf-8", "backslashreplace") if isinstance(stderr, bytes) else stderr
    assert "Traceback" not in text
    assert text.endswith("\n") and text.count("\n") == 1 and text.strip(), f"not one line: {text!r}"
    return text


def in_process(path: str, as_trace: bool = True, out: io.TextIOWrapper | None = None) -> tuple[int, str, str]:
    out_bytes = io.BytesIO()
    out = out or io.TextIOWrapper(out_bytes, encoding="utf-8", errors="strict", newline="\n", write_through=True)
    err = io.StringIO()
    status = run_replay(path, as_trace, out, err)
    return status, out_bytes.getvalue().decode(), err.getvalue()


# --- Reading: the 8 MiB limit ------------------------------------------------------------------


@device("/dev/zero")
def test_replay_of_dev_zero_stops_at_the_limit_with_exit_2() -> None:
    done = run(command("/dev/zero"))
    assert done.returncode == 2
    assert "8 MiB" in assert_one_line(done.stderr)
    assert done.stdout == b""


def test_a_record_of_exactly_the_limit_is_read_and_one_byte_more_is_not(tmp_path: Path) -> None:
    text = record_text().encode()
    path = tmp_path / "padded.json"
    path.write_bytes(text + b" " * (RECORD_LIMIT - len(text)))
    assert in_process(str(path))[0] == 0
    path.write_bytes(text + b" " * (RECORD_LIMIT - len(text) + 1))
    status, out, err = in_process(str(path))
    assert (status, out) == (2, "")
    assert "8 MiB" in assert_one_line(err)


class Endless(io.RawIOBase):
    """A pipe that never ends: zeros for ever, counting what was read from it."""

    def __init__(self) -> None:
        self.given = 0

    def readable(self) -> bool:
        return True

    def readinto(self, buffer: Any) -> int:
        n = len(buffer)
        buffer[:n] = bytes(n)
        self.given += n
        return n


def test_an_endless_standard_input_is_read_up_to_the_limit(monkeypatch: pytest.MonkeyPatch) -> None:
    endless = Endless()
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BufferedReader(endless)))
    status, out, err = in_process("-")
    assert (status, out) == (2, "")
    assert "8 MiB" in assert_one_line(err)
    assert endless.given <= RECORD_LIMIT + (1 << 20) + io.DEFAULT_BUFFER_SIZE


def test_a_dash_reads_the_record_from_standard_input(tmp_path: Path) -> None:
    text = record_text().encode()
    path = tmp_path / "game.json"
    path.write_bytes(text)
    from_file = run(command(str(path), "--trace"))
    from_stdin = run(command("-", "--trace"), input=text)
    assert from_stdin.returncode == 0, from_stdin.stderr
    assert from_stdin.stdout == from_file.stdout and from_stdin.stdout.count(b"\n") == 3


@device("/dev/fd")
def test_a_pipe_given_as_a_path_is_read(tmp_path: Path) -> None:
    """``replay <(zcat game.json.gz)``: the shell passes a path to a pipe."""
    text = record_text().encode()
    read, write = os.pipe()
    try:
        child = subprocess.Popen(
            command(f"/dev/fd/{read}", "--trace"), cwd=ROOT, pass_fds=(read,), stdout=subprocess.PIPE
        )
        os.close(read)
        os.write(write, text)
        os.close(write)
        out, _ = child.communicate(timeout=60)
    finally:
        for fd in (read, write):
            try:
                os.close(fd)
            except OSError:
                pass
    assert child.returncode == 0
    assert json.loads(out.splitlines()[-1])["final"] is True


def test_a_50_megabyte_file_is_refused_without_reading_it_all(tmp_path: Path) -> None:
    path = tmp_path / "huge.json"
    with open(path, "wb") as f:
        f.write(b"[" * 1024)
        f.truncate(50_000_000)
    done = run(command(str(path)))
    assert done.returncode == 2
    assert_one_line(done.stderr)


@pytest.mark.parametrize(
    "where", ["a directory", "a missing file", pytest.param("standard input closed", marks=posix_only)]
)
def test_input_that_cannot_be_read_is_exit_2_in_one_line(where: str, tmp_path: Path) -> None:
    if where == "a directory":
        done = run(command(str(tmp_path)))
    elif where == "a missing file":
        done = run(command(str(tmp_path / "nothing.json")))
    else:
        done = run(command("-"), closed=0)
    assert done.returncode == 2
    assert_one_line(done.stderr)


def test_an_integer_of_more_than_4300_digits_is_not_json_whatever_python_allows(tmp_path: Path) -> None:
    """RECORD.md: such an integer is not JSON, even when ``PYTHONINTMAXSTRDIGITS=0`` lifts
    Python's limit (reading a 5-million-digit number would then take minutes)."""
    path = tmp_path / "bigint.json"
    path.write_text(record_text()[:-1] + ', "n": ' + "9" * 5_000_000 + "}")
    done = run(command(str(path)), env=dict(os.environ, PYTHONINTMAXSTRDIGITS="0"), timeout=20)
    assert done.returncode == 2
    assert "not JSON" in assert_one_line(done.stderr)
    path.write_text(record_text()[:-1] + ', "n": ' + "9" * 4300 + "}")
    assert run(command(str(path)), env=dict(os.environ, PYTHONINTMAXSTRDIGITS="0")).returncode == 0
    path.write_text(record_text()[:-1] + ', "n": ' + "9" * 4301 + "}")
    assert run(command(str(path))).returncode == 2


def interruptible() -> None:
    """In the child, before it starts: Ctrl+C's default action, as a terminal gives it. A suite
    started in the background by a shell without job control inherits Ctrl+C ignored, and so
    would the child, which would then never end."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


@posix_only
def test_ctrl_c_on_a_pipe_without_a_writer_ends_without_a_traceback(tmp_path: Path) -> None:
    """A named pipe that no program writes to blocks, as with any command-line tool; Ctrl+C
    ends the wait with status 130."""
    pipe = tmp_path / "pipe"
    os.mkfifo(pipe)
    child = subprocess.Popen(
        command(str(pipe)),
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        preexec_fn=interruptible,
    )
    try:
        child.wait(timeout=3)  # it must still be waiting for a writer
    except subprocess.TimeoutExpired:
        pass
    assert child.poll() is None
    child.send_signal(signal.SIGINT)
    out, err = child.communicate(timeout=60)
    assert child.returncode == 130
    assert b"Traceback" not in err and out == b""


# --- Writing: output errors --------------------------------------------------------------------


def long_record(tmp_path: Path) -> Path:
    """A record whose trace is far larger than a pipe's buffer (about 600 KB)."""
    path = tmp_path / "long.json"
    path.write_text(record_text(ticks=3000))
    return path


def test_a_closed_pipe_ends_quietly(tmp_path: Path) -> None:
    """``replay R --trace | head -1``."""
    child = subprocess.Popen(
        command(str(long_record(tmp_path)), "--trace"), cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE
    )
    assert child.stdout is not None and child.stderr is not None
    first = child.stdout.readline()
    child.stdout.close()
    stderr = child.stderr.read()
    child.wait(timeout=60)
    assert json.loads(first)["i"] == 0
    assert stderr == b""
    assert child.returncode == 1


@device("/dev/full")
@pytest.mark.parametrize("as_trace", [True, False], ids=["trace", "summary"])
def test_a_full_disk_is_one_line_and_status_1(as_trace: bool, tmp_path: Path) -> None:
    with open("/dev/full", "wb") as full:
        done = run(
            command(str(long_record(tmp_path)), *(["--trace"] if as_trace else [])),
            stdout=full,
            stderr=subprocess.PIPE,
        )
    assert done.returncode == 1
    assert "space" in assert_one_line(done.stderr)


@posix_only
def test_a_closed_standard_output_is_one_line_and_status_1(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    path.write_text(record_text())
    done = run(command(str(path)), closed=1, stderr=subprocess.PIPE)
    assert done.returncode == 1
    assert_one_line(done.stderr)


def test_a_console_that_cannot_encode_a_name_is_one_line_and_status_1(tmp_path: Path) -> None:
    path = tmp_path / "mahjong.json"
    path.write_text(record_text(("Ana 🀄", "Ben")), encoding="utf-8")
    done = run(command(str(path)), env=dict(os.environ, PYTHONIOENCODING="cp1252"))
    assert done.returncode == 1
    assert "cp1252" in assert_one_line(done.stderr)
    trace = run(command(str(path), "--trace"), env=dict(os.environ, PYTHONIOENCODING="cp1252"))
    assert (trace.returncode, trace.stderr) == (0, b"")  # the trace is ASCII: it has no names


def test_an_output_error_in_process_is_one_line_and_status_1(tmp_path: Path) -> None:
    path = tmp_path / "mahjong.json"
    path.write_text(record_text(("Ana 🀄", "Ben")), encoding="utf-8")
    cp1252 = io.TextIOWrapper(io.BytesIO(), encoding="cp1252", errors="strict", write_through=True)
    status, _, err = in_process(str(path), as_trace=False, out=cp1252)
    assert status == 1
    assert_one_line(err)


# --- Lone surrogates: valid JSON strings, printed escaped ----------------------------------------

SURROGATE_FIELDS: dict[str, tuple[Callable[[], str], str | None]] = {
    "player name": (lambda: record_text(("Ana \ud800", "Ben")), "Ana \\ud800 v Ben"),
    "started_at": (lambda: record_text(started_at="2026-12-02T09:00:00Z\ud800"), None),  # replay ignores it
    "void reason": (lambda: record_text(reason="clock \udfff"), "void: clock \\udfff"),
}


@pytest.mark.parametrize("where", SURROGATE_FIELDS)
@pytest.mark.parametrize("as_trace", [True, False], ids=["trace", "summary"])
def test_lone_surrogates_are_accepted_and_printed_escaped(where: str, as_trace: bool, tmp_path: Path) -> None:
    make, shown = SURROGATE_FIELDS[where]
    text = make()
    assert "\\ud800" in text or "\\udfff" in text  # JSON escapes, as such files hold them
    path = tmp_path / "surrogate.json"
    path.write_text(text, encoding="ascii")
    done = run(command(str(path), *(["--trace"] if as_trace else [])))
    assert (done.returncode, done.stderr) == (0, b"")
    out = done.stdout.decode("utf-8")  # strict: what was printed is valid UTF-8
    if not as_trace and shown is not None:
        assert shown in out


@pytest.mark.parametrize(
    "name", ["game\x00.json", pytest.param("\ud800.json", marks=pytest.mark.skipif(os.name == "nt", reason=BYTES))]
)
def test_a_path_no_system_can_open_is_an_os_error(name: str, tmp_path: Path) -> None:
    """``recordfile`` turns a path that cannot be opened at all (a NUL, a lone surrogate where
    file names are bytes) into the :class:`OSError` its callers handle, not a ``ValueError``."""
    for read in (read_record_bytes, read_regular_file):
        with pytest.raises(OSError, match="file name"):
            read(str(tmp_path / name))


def test_a_windows_file_without_arrows_gets_plain_signs_not_an_error(tmp_path: Path) -> None:
    """Written to a file on Windows, the output is cp1252, which has no "→" nor "−": every
    replay of a game with a transfer stopped with status 1 ("cannot show '→'"), as a probe's
    ASCII console stopped at the program's own "—". The program's own signs take plain forms
    there; a player's name it cannot show still stops it (above)."""
    golden = Path(__file__).resolve().parent / "golden" / "r03_blocks.record.json"
    path = tmp_path / "game.json"
    record = json.loads(golden.read_text(encoding="utf-8"))
    for names, encoding in ((["Ana", "Ben"], "ascii"), (["Chloé", "Ben"], "cp1252"), (["Chloé", "Ben"], "ascii")):
        path.write_text(json.dumps({**record, "players": names}), encoding="utf-8")
        stream = io.BytesIO()
        out = io.TextIOWrapper(stream, encoding=encoding, errors="strict", write_through=True)
        status, _, err = in_process(str(path), as_trace=False, out=out)
        shown = stream.getvalue().decode(encoding)
        if "é" in names[0] and encoding == "ascii":  # a name it cannot show stops it, as ever
            assert status == 1 and "'é'" in err, err
            continue
        assert (status, err) == (0, ""), err
        assert " -> " in shown and "→" not in shown, shown
