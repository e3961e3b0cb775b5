"""``spectacular-bid match`` against hostile arguments: a large ``--hands`` costs nothing up
front, since each pair's deals are made as its games reach them — still the deals a seed always
gave, the same in both games of a pair."""

from __future__ import annotations

import random

import pytest

from spectacular_bid.core import deal_from
from spectacular_bid.engine import match
from spectacular_bid.engine.match import LevelPlayer
from spectacular_bid.engine.match import run_match as play

# Deals made lazily, the duplicate property and the seed's deals kept.


def test_a_match_makes_only_the_deals_its_games_reach(monkeypatch: pytest.MonkeyPatch) -> None:
    made: list[object] = []
    real = match.deal_from

    def counted(rng: random.Random) -> object:
        made.append(None)
        return real(rng)

    reached: list[object] = []

    def three_hands(deals: match.DealsByHand, *args: object) -> tuple[None, None]:
        reached.append([deals[k] for k in range(3)])
        return None, None

    monkeypatch.setattr(match, "deal_from", counted)
    monkeypatch.setattr(match, "play_game", three_hands)
    play(LevelPlayer("easy"), LevelPlayer("easy", 1), 2, 3, 20, 20_000)
    assert len(made) == 2 * 3  # not 2 * 20,000
    assert reached[0] == reached[1] != reached[2] == reached[3]


def test_lazy_deals_are_the_deals_made_up_front_for_the_same_seed() -> None:
    hands = 40
    eager_rng = random.Random(9)
    eager = [[deal_from(eager_rng) for _ in range(hands)] for _pair in range(3)]
    lazy_rng = random.Random(9)
    for pair, reached in enumerate((3, hands, 0)):
        deals = match.PairDeals(lazy_rng, hands)
        assert [deals[k] for k in range(reached)] == eager[pair][:reached]
        assert deals[reached // 2] == eager[pair][reached // 2]  # the second game: the same deal again
        deals.skip_rest()
    assert lazy_rng.getstate() == eager_rng.getstate()


def test_both_games_of_a_pair_play_the_same_deal_for_each_hand() -> None:
    result = play(LevelPlayer("greedy"), LevelPlayer("easy", 1), 2, 5, 1, 3)
    for first, second in zip(result.games[::2], result.games[1::2]):
        common = min(len(first.record.deals), len(second.record.deals))
        assert common >= 1 and first.record.deals[:common] == second.record.deals[:common]
