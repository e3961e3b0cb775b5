"""What comes in and goes out of ``spectacular-bid engine`` whatever the bytes (issue 21): every
answer line is UTF-8 JSON without ``Infinity`` or ``NaN``, a line that is not UTF-8 or is longer
than 8 MiB gets an error line and the engine reads on, numbers are read as RECORD.md reads
them, and an output that cannot be written ends the engine with one line on standard error,
never a traceback."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from hostile_records import LAUNCHER, TESTS
from random_games import decisions

from spectacular_bid.core import legal_actions, seat_record

LINE_LIMIT = 8 * 1024 * 1024  #: ENGINE.md in spirit: a longer request line gets an error line

ROOT = Path(__file__).resolve().parent.parent.parent
ENGINE = [sys.executable, "-m", "spectacular_bid", "engine", "--level", "easy"]


def engine(data: bytes, env: dict[str, str] | None = None, timeout: float = 120) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run(ENGINE, input=data, capture_output=True, cwd=ROOT, env=env, timeout=timeout, check=False)


def _no_constant(name: str) -> Any:
    raise AssertionError(f"{name} is not JSON")


def answers(out: bytes) -> list[dict[str, Any]]:
    """Each answer line, which must be UTF-8 JSON with no Infinity nor NaN."""
    return [json.loads(line.decode("utf-8"), parse_constant=_no_constant) for line in out.splitlines()]


def a_request(rid: Any = 1, **extra: Any) -> dict[str, Any]:
    state, record = next(p for p in decisions(random.Random(4)) if len(legal_actions(p[0])) > 1)
    seat = state.to_act
    assert seat is not None
    return {"id": rid, "seat": seat, "iterations": 2, "think_ms": 60_000, "record": seat_record(record, seat)} | extra


ODD_LINES = [
    b'{"id": "\\ud800"}',  # a lone surrogate: valid JSON, not encodable as UTF-8 text
    b'{"id": "A\xff"}',  # not UTF-8
    b"\xff",
    b'{"id": 1e999}',  # a number too large for a float: never Infinity
    b'{"id": [-1e999, {"k": 1e400}], "seat": 0}',
    b'{"id": "\\udfff\\ud800", "seat": 0, "record": {}}',
    b'{"id": 12}',
]


@pytest.mark.parametrize("locale", ["C.UTF-8", "C", "en_US.UTF-8"])
def test_odd_text_gets_utf8_json_error_lines_and_the_engine_reads_on(locale: str) -> None:
    env = dict(os.environ, LC_ALL=locale, LANG=locale)
    env.pop("PYTHONIOENCODING", None)
    env.pop("PYTHONUTF8", None)
    done = engine(b"\n".join(ODD_LINES) + b"\n", env)
    assert done.returncode == 0 and b"Traceback" not in done.stderr, done.stderr[-400:]
    replies = answers(done.stdout)
    assert len(replies) == len(ODD_LINES)
    assert all("error" in r for r in replies)
    assert [r["id"] for r in replies[:3]] == ["\ud800", None, None]
    assert "UTF-8" in replies[1]["error"] and "UTF-8" in replies[2]["error"]
    lines = done.stdout.splitlines()
    assert lines[3].startswith(b'{"id": 1e999,')  # echoed as it was written
    assert lines[4].startswith(b'{"id": [-1e999, {"k": 1e400}],')
    assert replies[5]["id"] == "\udfff\ud800" and replies[6]["id"] == 12


def test_an_ignored_huge_number_in_a_seat_record_is_a_number() -> None:
    """RECORD.md: ``1e999`` is JSON; where a record ignores it, the request is answered."""
    request = a_request(5)
    request["record"]["note"] = "__HUGE__"
    request["record"]["events"][0]["note"] = "__HUGE__"
    line = json.dumps(request).replace('"__HUGE__"', "1e999").encode()
    (reply,) = answers(engine(line + b"\n").stdout)
    assert "error" not in reply, reply
    assert reply["id"] == 5


def test_a_line_longer_than_the_limit_gets_an_error_line_unread(tmp_path: Path) -> None:
    report = tmp_path / "peak.mb"
    long = b'{"id": 1, "pad": "' + b"x" * (6 * LINE_LIMIT) + b'"}'
    just = b'{"id": 2, "pad": "' + b"x" * (LINE_LIMIT - 30) + b'"}'
    assert len(just) <= LINE_LIMIT
    data = long + b"\n" + just + b"\n" + json.dumps(a_request(3)).encode() + b"\n"
    done = subprocess.run(
        [sys.executable, "-c", LAUNCHER, str(report), str(TESTS), "engine", "--level", "easy"],
        input=data,
        capture_output=True,
        cwd=ROOT,
        timeout=300,
        check=False,
    )
    assert done.returncode == 0 and b"Traceback" not in done.stderr, done.stderr[-400:]
    first, second, third = answers(done.stdout)
    assert first["id"] is None and "8 MiB" in first["error"]
    assert second["id"] == 2 and "seat" in second["error"]  # read, then refused for what it lacks
    assert third["id"] == 3 and "error" not in third
    assert float(report.read_text()) < 200  # MB: a 48 MB line is never held


def test_a_4300_digit_integer_is_a_number_whatever_python_allows() -> None:
    env = dict(os.environ, PYTHONINTMAXSTRDIGITS="640")
    lines = [
        json.dumps(a_request(n, at=-1)).replace('"at": -1', '"at": 1' + "0" * digits)
        for n, digits in ((7, 4299), (8, 4300))
    ]
    done = engine(("\n".join(lines) + "\n").encode(), env)
    assert done.returncode == 0 and b"Traceback" not in done.stderr, done.stderr[-400:]
    first, second = answers(done.stdout)
    assert first["id"] == 7 and "error" in first and "not JSON" not in first["error"]
    assert second["id"] is None and "not JSON" in second["error"]


@pytest.mark.skipif(os.name != "posix", reason="a POSIX shell closes the output")
@pytest.mark.parametrize("redirect", [">&-", ">/dev/full"])
def test_an_output_that_cannot_be_written_is_one_line_on_stderr(redirect: str) -> None:
    if redirect.endswith("full") and not Path("/dev/full").exists():
        pytest.skip("no /dev/full here")
    command = " ".join(ENGINE) + " " + redirect
    done = subprocess.run(
        ["sh", "-c", command], input=b'{"id": 1}\n' * 3, capture_output=True, cwd=ROOT, timeout=120, check=False
    )
    assert b"Traceback" not in done.stderr, done.stderr[-600:]
    assert done.returncode == 1
    assert done.stderr.count(b"\n") == 1 and b"cannot write" in done.stderr
