"""Glicko-2 ratings (Glickman, "Example of the Glicko-2 system", 2013), with lichess's constants.

Every finished game between people that is not void is one rating period for both players
(R46): each player's rating, deviation and volatility are updated against the other's values
from before the game. A void game changes nothing, and neither does a practice game against the
computer (:mod:`.practice`; the games file skips both when it rates a game).

Example (Glickman's worked example, τ = 0.5): a player at 1500 ± 200, σ 0.06, who beats a
1400 ± 30 player and loses to 1550 ± 100 and 1700 ± 300 players ends at 1464.06 ± 151.52,
σ 0.05999.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

START_RATING = 1500.0  # lichess
START_DEVIATION = 500.0  # lichess
START_VOLATILITY = 0.09  # lichess
TAU = 0.75  # lichess
PROVISIONAL_DEVIATION = 110.0  # lichess calls a rating provisional while its deviation is above this
_SCALE = 173.7178
_EPSILON = 0.000001


@dataclass(frozen=True, slots=True)
class Rating:
    """A player's Glicko-2 rating on the usual scale: ``rating`` ± ``deviation``."""

    rating: float = START_RATING
    deviation: float = START_DEVIATION
    volatility: float = START_VOLATILITY

    @property
    def low(self) -> float:
        """The bottom of the 95 % interval (rating − 2 deviations)."""
        return self.rating - 2 * self.deviation

    @property
    def high(self) -> float:
        """The top of the 95 % interval (rating + 2 deviations)."""
        return self.rating + 2 * self.deviation

    @property
    def provisional(self) -> bool:
        """Whether too few games stand behind the rating to trust it (lichess's rule)."""
        return self.deviation > PROVISIONAL_DEVIATION


def plausible(rating: Rating) -> bool:
    """Whether a game could have given ``rating``: finite, the deviation no more than a new
    player's, the volatility neither 0 nor past 1 (a rating read from a file written over by
    hand or damaged may be anything, and the update would then fail on it).

    >>> plausible(Rating()), plausible(Rating(volatility=0.0)), plausible(Rating(rating=1e9))
    (True, False, False)
    """
    return (
        abs(rating.rating) <= 10_000 and 1 <= rating.deviation <= START_DEVIATION and 0.0001 <= rating.volatility <= 1
    )


def _g(phi: float) -> float:
    return 1 / math.sqrt(1 + 3 * phi * phi / math.pi**2)


def _expected(mu: float, mu_j: float, phi_j: float) -> float:
    return 1 / (1 + math.exp(-_g(phi_j) * (mu - mu_j)))


def update(player: Rating, games: Sequence[tuple[Rating, float]], tau: float = TAU) -> Rating:
    """``player``'s rating after one period with ``games`` (opponent, score 1 / 0.5 / 0).

    With no games, only the deviation grows (step 6 of Glickman's paper).
    """
    mu = (player.rating - START_RATING) / _SCALE
    phi = player.deviation / _SCALE
    sigma = player.volatility
    if not games:
        return Rating(player.rating, min(START_DEVIATION, math.sqrt(phi**2 + sigma**2) * _SCALE), sigma)
    v_inv = 0.0
    delta_sum = 0.0
    for opponent, score in games:
        mu_j = (opponent.rating - START_RATING) / _SCALE
        phi_j = opponent.deviation / _SCALE
        e = _expected(mu, mu_j, phi_j)
        g = _g(phi_j)
        v_inv += g * g * e * (1 - e)
        delta_sum += g * (score - e)
    v = 1 / v_inv
    delta = v * delta_sum
    sigma = _new_volatility(phi, sigma, v, delta, tau)
    phi_star = math.sqrt(phi**2 + sigma**2)
    phi = 1 / math.sqrt(1 / phi_star**2 + 1 / v)
    mu = mu + phi**2 * delta_sum
    return Rating(mu * _SCALE + START_RATING, phi * _SCALE, sigma)


def _new_volatility(phi: float, sigma: float, v: float, delta: float, tau: float) -> float:
    """Step 5: the Illinois algorithm on f(x) = 0 (Glickman 2013)."""
    a = math.log(sigma * sigma)

    def f(x: float) -> float:
        ex = math.exp(x)
        return ex * (delta**2 - phi**2 - v - ex) / (2 * (phi**2 + v + ex) ** 2) - (x - a) / tau**2

    big_a = a
    if delta**2 > phi**2 + v:
        big_b = math.log(delta**2 - phi**2 - v)
    else:
        k = 1
        while f(a - k * tau) < 0:
            k += 1
        big_b = a - k * tau
    f_a, f_b = f(big_a), f(big_b)
    while abs(big_b - big_a) > _EPSILON:
        c = big_a + (big_a - big_b) * f_a / (f_b - f_a)
        f_c = f(c)
        if f_c * f_b <= 0:
            big_a, f_a = big_b, f_b
        else:
            f_a /= 2
        big_b, f_b = c, f_c
    return math.exp(big_a / 2)


def rate_game(a: Rating, b: Rating, score_a: float) -> tuple[Rating, Rating]:
    """Both players' ratings after one game in which ``a`` scored ``score_a`` (1, 0.5 or 0)."""
    return update(a, [(b, score_a)]), update(b, [(a, 1 - score_a)])
