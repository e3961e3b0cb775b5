"""``hard-2026``: the ``hard`` level as it was before its auction was priced and its playouts
answered the other player, kept so that benchmarks can measure the new ``hard`` against it.
It must keep answering exactly as it did: every answer (choice, candidates, standard errors)
on a fixed set of positions, seeded and with a fixed ``iterations``, is held to a digest taken
from the old ``hard``."""

from __future__ import annotations

import hashlib
import json

from test_candidates import MIXED, ask

from spectacular_bid.app.practice import LEVELS as OFFERED
from spectacular_bid.engine import LEVELS

#: Digests of the old ``hard``'s answers on ``MIXED`` (12 sampled deals, seed 11).
OLD_HARD = [
    "40a355894bb8", "c1d68557fe4a", "8a6f1e475fe7", "16acfdef6e6a", "d759f4455e24", "3ea1be5f25d4",
    "32617352a19a", "6a2cc91d609a", "0aa5671b9e7f", "285c5bca5da0", "f0c8ff00bfe4", "9c8815e38f80",
    "0b98467e949f", "41838d0bb28f", "39aff2bd0d5e", "92f5962b52e8", "762327039da1", "8695033cfad2",
]  # fmt: skip


def digest(answer: dict[str, object]) -> str:
    return hashlib.sha256(json.dumps(answer, sort_keys=True).encode()).hexdigest()[:12]


def test_the_previous_hard_answers_as_the_old_hard_did() -> None:
    assert [digest(ask(state, record, "hard-2026")) for state, record in MIXED] == OLD_HARD


def test_the_previous_hard_is_a_level_for_benchmarks_never_offered_to_players() -> None:
    assert "hard-2026" in LEVELS
    assert "hard-2026" not in OFFERED
