"""Glicko-2 ratings: Glickman's worked example and the lichess constants."""

import pytest

from spectacular_bid.app.glicko2 import Rating, rate_game, update


def test_glickmans_worked_example() -> None:
    player = Rating(1500, 200, 0.06)
    games = [(Rating(1400, 30), 1.0), (Rating(1550, 100), 0.0), (Rating(1700, 300), 0.0)]
    after = update(player, games, tau=0.5)
    assert after.rating == pytest.approx(1464.06, abs=0.01)
    assert after.deviation == pytest.approx(151.52, abs=0.01)
    assert after.volatility == pytest.approx(0.05999, abs=0.00001)


def test_new_players_start_with_lichess_constants() -> None:
    r = Rating()
    assert (r.rating, r.deviation, r.volatility) == (1500, 500, 0.09)


def test_winner_gains_what_loser_loses_between_equal_new_players() -> None:
    winner, loser = rate_game(Rating(), Rating(), 1.0)
    assert winner.rating > 1500 > loser.rating
    assert winner.rating - 1500 == pytest.approx(1500 - loser.rating)
    assert winner.deviation < 500 and loser.deviation < 500


def test_upset_moves_ratings_more_than_expected_result() -> None:
    strong, weak = Rating(1800, 80), Rating(1400, 80)
    expected = rate_game(strong, weak, 1.0)
    upset = rate_game(strong, weak, 0.0)
    assert strong.rating - upset[0].rating > expected[0].rating - strong.rating


def test_no_games_only_widens_the_deviation() -> None:
    r = update(Rating(1600, 100, 0.06), [])
    assert r.rating == 1600 and r.deviation > 100
