"""``replay``'s plain summary never hands a terminal a control character (issue 21): a player
named ``"\\u001b]0;pwned\\u0007\\u001b[2J"`` would retitle and clear it. Names, reasons and
refusals are shown with their control characters escaped; ``--trace`` is JSON, escaped already."""

from __future__ import annotations

import io
import json
import random
import unicodedata
from pathlib import Path

import pytest

from spectacular_bid.core import deal_from
from spectacular_bid.core.record import Event, Record
from spectacular_bid.replay import run_replay

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
