"""The earlier ``hard`` levels, kept so that benchmarks can measure the new ``hard`` against them:
``hard-2026``, as it was before its auction was priced, and ``hard-first``, as it was before
its bids were weighed with the other player's reply (the smallest bid alone, valued as if
accepted). They must keep answering exactly as they did: every answer (choice, candidates,
standard errors) on a fixed set of positions, seeded and with a fixed ``iterations``, is held
to a digest. ``hard-first``'s digests were taken once its choices and candidates were seen to
be those of the ``hard`` of that time, run from its own commit, on these positions and on 80
more bidding positions. When a request's choices came to be seeded by what the engine reads of
the seat record rather than by its text, the digests were taken again, once the code before that change, seeded
the new way, was seen to give the same ones."""

from __future__ import annotations

import hashlib
import json

import pytest
from test_candidates import MIXED, ask

from spectacular_bid.app.practice import LEVELS as OFFERED
from spectacular_bid.core import Stage
from spectacular_bid.engine import LEVELS

#: Digests of the old ``hard``'s answers on ``MIXED`` (12 sampled deals, seed 11).
OLD_HARD = [
    "9b8da7500c78", "a8f694f34249", "23e8857cd980", "e16894146854", "fa6ed1f67f4b", "941bcc6b5acd",
    "5b27e3cd2d9f", "10d1dd6b2db9", "54447462a7b8", "b45edfe9b01b", "9268b74218fc", "eeb7b3ea1e84",
    "5d02c8cac9d9", "276c6c545028", "eef96e2b1f3a", "92f5962b52e8", "762327039da1", "8695033cfad2",
]  # fmt: skip

#: Digests of ``hard-first``'s answers on ``MIXED`` (12 sampled deals, seed 11): those of
#: ``OLD_HARD`` but at the six bidding positions.
FIRST_HARD = [
    "9b8da7500c78", "a8f694f34249", "23e8857cd980", "e16894146854", "fa6ed1f67f4b", "941bcc6b5acd",
    "53cc7f578dd2", "2f829253f22c", "7cd2215fb243", "b45edfe9b01b", "9268b74218fc", "eeb7b3ea1e84",
    "78b179169216", "ae43012cbabe", "fb39763f71f4", "92f5962b52e8", "762327039da1", "8695033cfad2",
]  # fmt: skip


def digest(answer: dict[str, object]) -> str:
    return hashlib.sha256(json.dumps(answer, sort_keys=True).encode()).hexdigest()[:12]


def test_the_previous_hard_answers_as_the_old_hard_did() -> None:
    assert [digest(ask(state, record, "hard-2026")) for state, record in MIXED] == OLD_HARD


def test_the_first_hard_answers_as_the_hard_of_its_time_did() -> None:
    assert [digest(ask(state, record, "hard-first")) for state, record in MIXED] == FIRST_HARD


def test_the_first_hard_weighs_the_smallest_bid_alone_as_if_accepted() -> None:
    for state, record in MIXED:
        if state.stage is not Stage.BIDDING:
            continue
        candidates = ask(state, record, "hard-first")["info"]["candidates"]
        weighed = [c["event"] for c in candidates if c["event"]["do"] == "bid"]
        assert [e["amount"] for e in weighed] == [15 if state.bid is None else state.bid + 5]
        assert len(ask(state, record, "hard-2026")["info"]["candidates"]) > len(weighed) + 1


@pytest.mark.parametrize("level", ["hard-2026", "hard-first"])
def test_the_previous_hards_are_levels_for_benchmarks_never_offered_to_players(level: str) -> None:
    assert level in LEVELS
    assert level not in OFFERED
