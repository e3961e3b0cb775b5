"""A hostile corpus through ``replay`` (``tests/hostile_records.py``): truncations, byte flips,
wrong types, huge numbers, deep nesting, lone surrogates, other encodings, devices, pipes,
directories and odd paths give an exit status of 0 or 2 with one line on standard error, never
a traceback, and never hang. The suite runs the corpus without its inputs of a megabyte or
more; the whole corpus (8 MiB records, 50 MB files, memory measured per command) is marked
slow, and ``python tests/hostile_records.py`` prints its counts.
"""

from __future__ import annotations

import io
import json
import os
import random
from collections.abc import Iterator
from pathlib import Path

import pytest

import spectacular_bid.replay as replay_module
from spectacular_bid.core import deal_from, legal_actions, needs_deal, new_game, with_deal
from spectacular_bid.core.record import Event, Record, Step, step
from spectacular_bid.replay import NAME_SHOWN, run_replay

pytestmark = pytest.mark.skipif(os.name != "posix", reason="the corpus uses POSIX devices, pipes and limits")

from hostile_records import (  # noqa: E402
    MEMORY_MB,
    Counts,
    corpus,
    file_case,
    run_corpus,
    run_subprocess,
)


def test_a_hostile_corpus_never_makes_replay_fail() -> None:
    cases = corpus(seed=1, heavy=False)
    counts = run_corpus(cases, subprocess_every=200)
    print(counts.report())
    assert counts.inputs >= 1000 and counts.subprocess_runs >= 15
    assert {"truncation", "byte flip", "wrong type", "huge number", "deep nesting", "surrogate"} <= set(counts.kinds)
    assert {"device", "pipe", "directory", "path"} <= set(counts.kinds)
    assert counts.tracebacks == []
    assert counts.bad_status == []
    assert counts.hangs == []
    assert counts.statuses[0] > 50 and counts.statuses[2] > 500  # records read, and files refused


@pytest.mark.slow
def test_the_whole_hostile_corpus_with_its_large_inputs() -> None:
    counts = run_corpus(corpus(seed=0), subprocess_every=50)
    print(counts.report())
    assert counts.tracebacks == [] and counts.bad_status == [] and counts.hangs == []
    assert counts.child_peak_rss_mb[0] < MEMORY_MB


# --- Long names, quoted once per event -----------------------------------------------------------


#: The deal of RECORD.md's example.
RECORD_MD_DEAL = {
    "hands": [[[6, 6], [6, 5], [4, 1], [0, 0], [2, 3], [1, 1], [5, 0]],
              [[6, 3], [3, 3], [5, 5], [2, 2], [4, 4], [0, 1], [6, 0]]],
    "boneyard": [[2, 0], [3, 0], [4, 0], [2, 1], [3, 1], [5, 1], [6, 1],
                 [4, 2], [5, 2], [6, 2], [4, 3], [5, 3], [5, 4], [6, 4]],
}  # fmt: skip


def refused_many_times(name_chars: int, refusals: int) -> bytes:
    """Two names of ``name_chars`` characters and ``refusals`` reveals by the wrong seat, each
    refused with a sentence that names that seat's player (the audit's record, scaled down)."""
    record = {
        "format": "spectacular-bid-record",
        "version": 1,
        "players": ["A" * name_chars, "B" * name_chars],
        "deals": [RECORD_MD_DEAL],  # seat 0 holds [6|6] and opens (R8): seat 1 may not reveal
        "events": [{"at": 0, "do": "start"}] + [{"at": 0, "do": "reveal", "seat": 1}] * refusals,
    }
    return json.dumps(record, separators=(",", ":")).encode()


def summary_of(tmp_path: Path, data: bytes) -> str:
    path = tmp_path / "record.json"
    path.write_bytes(data)
    out = io.StringIO()
    assert run_replay(str(path), False, out, io.StringIO()) == 0
    return out.getvalue()


def test_a_long_name_is_shown_whole_once_and_short_in_each_sentence(tmp_path: Path) -> None:
    text = summary_of(tmp_path, refused_many_times(100_000, 50))
    lines = text.splitlines()
    assert lines[0] == f"{'A' * 100_000} v {'B' * 100_000}, 51 events"
    refusals = [line for line in lines if " refused: " in line]
    assert len(refusals) == 50
    assert all(line.endswith(f"It is not {'B' * (NAME_SHOWN - 1)}…'s turn") for line in refusals)
    assert len(text) < 2 * 100_000 + 51 * 200  # the names once, then a short line an event


def test_the_summary_is_written_as_the_events_are_replayed(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Each line leaves as its event is replayed, none kept for the end: the output holds a
    refusal's line before the replay has gone past the next event."""
    replayed: list[int] = []
    original = replay_module.replay

    def counting(record: Record) -> Iterator[Step]:
        for s in original(record):
            replayed.append(s.index)
            yield s

    class Watched(io.StringIO):
        def write(self, s: str) -> int:
            if " refused: " in s:
                written.append((s.split()[0], len(replayed)))
            return super().write(s)

    written: list[tuple[str, int]] = []
    monkeypatch.setattr(replay_module, "replay", counting)
    path = tmp_path / "record.json"
    path.write_bytes(refused_many_times(3, 5))
    assert run_replay(str(path), False, Watched(), io.StringIO()) == 0
    assert written == [(f"#{i}", i + 1) for i in range(1, 6)]


def test_long_names_refused_many_times_keep_the_memory_bounded(tmp_path: Path) -> None:
    """The audit's record scaled down: names of a million characters refused 300 times took
    600 MB when every line was kept (and 160 GB at 160,000 refusals); now the names, once."""
    data = refused_many_times(1_000_000, 300)
    counts = Counts()
    case = file_case("long names refused", "size", data)
    for as_trace in (False, True):
        run_subprocess(case, tmp_path, as_trace, counts)
    assert counts.tracebacks == [] and counts.bad_status == []
    assert counts.child_peak_rss_mb[0] < 100, counts.report()


def _bidding_record(amount: int) -> Record:
    """A seeded game played on to its first bidding decision, then a bid of ``amount``."""
    rng = random.Random(2)
    deals = [deal_from(rng)]
    state = new_game(("Ana", "Ben"), deals)
    events: list[Event] = []
    while state.awaiting != "bid":
        assert not state.is_over
        if needs_deal(state):
            deals.append(deal_from(rng))
            state = with_deal(state, deals[-1])
        event = Event.of(legal_actions(state)[-1], state.time + 900)
        events.append(event)
        state = step(state, event).state
    events.append(Event(state.time + 900, "bid", seat=state.to_act, amount=amount))
    return Record(("Ana", "Ben"), tuple(deals), tuple(events), "2026-12-02T09:00:00Z")


@pytest.mark.parametrize("amount", [10**12 - 5, 10**12, 10**40])
def test_a_bid_of_too_many_digits_to_tell_is_refused_in_words(tmp_path: Path, amount: int) -> None:
    """A review's record bid 10**12 points, a value the rules tell by its first digits and its
    length ("100000… (13 digits)"): the summary's refusal took that text for a count and
    replay ended on a traceback, as did the replay viewer of the game once imported."""
    text = summary_of(tmp_path, json.dumps(_bidding_record(amount).to_json()).encode())
    (refusal,) = [line for line in text.splitlines() if " refused: " in line]
    assert refusal.endswith(" points") and " cannot pay " in refusal, refusal
    assert ("digits)" in refusal) == (amount >= 10**12), refusal
