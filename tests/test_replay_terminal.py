"""``replay``'s plain summary never hands a terminal a control character (issue 21): a player
named ``"\\u001b]0;pwned\\u0007\\u001b[2J"`` would retitle and clear it. Names, reasons and
refusals are shown with their control characters escaped; ``--trace`` is JSON, escaped already."""

from __future__ import annotations

import io
import json
import os
import random
import subprocess
import sys
import unicodedata
from pathlib import Path

import pytest

from spectacular_bid.core import deal_from
from spectacular_bid.core.record import Event, Record
from spectacular_bid.replay import _printable, run_replay

HOSTILE = ["\u001b]0;pwned\u0007\u001b[2J", "B\u009b31m\u0000\u007f\r\n", "\u202eAna"]


def summary(tmp_path: Path, players: tuple[str, str], reason: str = "clock") -> str:
    events = (Event(0, "start"), Event(5, "reveal", seat=7), Event(10, "void", reason=reason))
    record = Record(players, (deal_from(random.Random(1)),), events)
    path = tmp_path / "record.json"
    path.write_text(json.dumps(record.to_json()))
    out = io.StringIO()
    assert run_replay(str(path), False, out, io.StringIO()) == 0
    return out.getvalue()


@pytest.mark.parametrize("name", HOSTILE)
def test_control_characters_in_names_are_shown_escaped(name: str, tmp_path: Path) -> None:
    text = summary(tmp_path, (name, "Ben"), reason=name)
    shown = text.replace("\n", "")
    assert not [c for c in shown if unicodedata.category(c) == "Cc"], repr(text)
    assert "\\x1b" in text or "\\x9b" in text or name == HOSTILE[2]
    assert text.count("\n") == len(text.splitlines())  # only the summary's own line ends


def test_plain_names_are_shown_as_they_are(tmp_path: Path) -> None:
    text = summary(tmp_path, ("Chloé", "Dmitri 🀄"))
    assert text.startswith("Chloé v Dmitri 🀄, 3 events\n")


#: Bidirectional controls (Unicode's category Cf): the embeddings, overrides and isolates, and
#: the marks. A terminal that lays out bidirectional text lets them reorder the rest of the line.
BIDI = "\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200e\u200f\u061c"


@pytest.mark.parametrize("control", BIDI)
def test_bidirectional_controls_in_names_are_shown_escaped(control: str, tmp_path: Path) -> None:
    name = f"Ana{control} 1, Ben 300"
    text = summary(tmp_path, (name, "Ben"), reason=name)
    assert control not in text
    assert f"Ana\\u{ord(control):04x} 1, Ben 300" in text


def test_every_format_character_but_the_joiners_is_escaped() -> None:
    """Category Cf, as this Python's Unicode knows it: invisible, some reorder or hide text.
    The zero-width joiner and non-joiner stay: emoji sequences and Persian or Indic names need
    them, and they move nothing."""
    kept = {"\u200c", "\u200d"}
    for code in range(sys.maxunicode + 1):
        c = chr(code)
        if unicodedata.category(c) == "Cf":
            assert (_printable(c) == c) == (c in kept), f"U+{code:04X}"
    assert _printable("Ana 👩\u200d💻 \u200cx") == "Ana 👩\u200d💻 \u200cx"


# --- Huge times and odd standard inputs (issue 21) -----------------------------------------------


def test_a_4300_digit_time_is_described_whatever_python_allows(tmp_path: Path) -> None:
    """RECORD.md reads integers of up to 4,300 digits; a refused event at such a time is shown
    in the summary even when ``PYTHONINTMAXSTRDIGITS`` lets Python write only 640 of them."""
    huge = "1" + "0" * 4299
    events = (Event(0, "start"), Event(1, "reveal", seat=7), Event(2, "tick"), Event(3, "reveal", seat=0))
    record = Record(("Ana", "Ben"), (deal_from(random.Random(1)),), events)
    text = json.dumps(record.to_json()).replace('"at": 1,', f'"at": {huge},').replace('"at": 3,', f'"at": {huge},')
    path = tmp_path / "record.json"
    path.write_text(text)
    env = dict(os.environ, PYTHONINTMAXSTRDIGITS="640")
    for trace in (["--trace"], []):
        done = subprocess.run(
            [sys.executable, "-m", "spectacular_bid", "replay", str(path), *trace],
            capture_output=True,
            env=env,
            timeout=120,
            check=False,
        )
        assert done.returncode == 0 and done.stderr == b"", done.stderr[-400:]
    assert f"at {huge} ms refused".encode() in done.stdout  # the summary names the time
    before = sys.get_int_max_str_digits()
    sys.set_int_max_str_digits(640)
    try:
        out = io.StringIO()
        assert run_replay(str(path), False, out, io.StringIO()) == 0
        assert f"at {huge} ms refused" in out.getvalue()
        assert sys.get_int_max_str_digits() == 640  # left as it was
    finally:
        sys.set_int_max_str_digits(before)


@pytest.mark.skipif(os.name != "posix", reason="a directory as standard input is a POSIX shell's")
def test_a_directory_as_standard_input_is_refused_by_python_itself() -> None:
    """``replay - < /``: Python refuses to start with a directory as standard input, before any
    of the program runs ("init_sys_streams: <stdin> is a directory, cannot continue"). That
    cannot be mended from within the program; this test records it. A directory given as the
    path (``replay /``) is the program's to refuse, in one line (``hostile_records.py``)."""
    root = os.open("/", os.O_RDONLY)
    try:
        done = subprocess.run(
            [sys.executable, "-m", "spectacular_bid", "replay", "-"],
            stdin=root,
            capture_output=True,
            timeout=60,
            check=False,
        )
    finally:
        os.close(root)
    assert done.returncode != 0
    assert b"Traceback" not in done.stderr
    assert b"is a directory" in done.stderr
