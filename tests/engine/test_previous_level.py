"""The earlier ``hard`` levels, kept so that benchmarks can measure the new ``hard`` against them:
``hard-2026``, as it was before its auction was priced, and ``hard-first``, as it was before
its bids were weighed with the other player's reply (the smallest bid alone, valued as if
accepted). They must keep answering exactly as they did: every answer (choice, candidates,
standard errors) on a fixed set of positions, seeded and with a fixed ``iterations``, is held
to a digest. ``hard-first``'s digests were taken once its choices and candidates were seen to
be those of the ``hard`` of that time, run from its own commit, on these positions and on 80
more bidding positions. When a request's choices came to be seeded by the seat record read
rather than by its text, the digests were taken again, once the code before that change, seeded
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
    "44f4e512ea9d", "837e95f0aae0", "5bbe95f2706d", "2a5cd879b6ee", "b0b0cf87d26e", "562e15e5bfa7",
    "4d509ca8dc30", "12ee653e5e5a", "ada4cc8f2b93", "d4e3075b3e6e", "859e849f505c", "9fc0e4ac5f9e",
    "fadaa61d86ee", "9e38f87553bb", "e0919e91103c", "92f5962b52e8", "762327039da1", "8695033cfad2",
]  # fmt: skip

#: Digests of ``hard-first``'s answers on ``MIXED`` (12 sampled deals, seed 11): those of
#: ``OLD_HARD`` but at the six bidding positions.
FIRST_HARD = [
    "44f4e512ea9d", "837e95f0aae0", "5bbe95f2706d", "2a5cd879b6ee", "b0b0cf87d26e", "562e15e5bfa7",
    "8ad165399e30", "629adc02f597", "8ec95eaa6066", "d4e3075b3e6e", "859e849f505c", "9fc0e4ac5f9e",
    "2970f9dedf80", "894676600435", "7c3701590a81", "92f5962b52e8", "762327039da1", "8695033cfad2",
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
