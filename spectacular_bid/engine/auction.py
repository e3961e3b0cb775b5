"""The priced auction: how ``hard`` bids, from what opening this hand is worth.

The search samples deals and plays each hand out twice with the same luck: once opened by the
seat, once by the other player. The mean difference is the **price of the opening**: what
opening this hand is worth to the seat against letting the other player open, in points and
the bonus for what follows the hand (the next jockey, the game), with its standard error.

Given a price, the auction is settled by :func:`settle`, a model in which both players value
the opening at that price: the player facing a bid accepts it, or overbids by any amount it can
pay without staking its whole balance (R31–R32), whichever leaves it better off, knowing the
other player will do the same. Bids are paid as the rules say: the jockey's bid with its
discount (R30), the other player's in full. A player therefore overbids only when the opening
is worth more than the two payments together (the one it makes, and the one it would receive
by accepting), and a bid above the smallest can pay: it makes the other player's overbid cost
more than the opening is worth to them.

Example: the seat is not the jockey and the opening is worth 30 to it. A bid of 15 would be
overbid by the jockey at 20 (it pays 5 and gives up 15: 20 < 30), which the seat accepts
(overbidding at 25 would leave it 5, no more), so the seat would gain 5; a bid of 20 is accepted,
since the jockey's overbid at 25 would cost it 10 and give up the 20 it receives (30, no gain).
So the seat bids 20 and gains 10.

A bid is made only when it is worth more than waiving or accepting also at the price's lower
end (price minus one standard error): a difference within the noise is no reason to pay.
Payments are counted as shifts of the balances; what a lower balance changes later in the hand
(a transfer capped at it, R4) is left out, and a bid never stakes the whole balance (R32).
"""

from __future__ import annotations

from dataclasses import dataclass

from spectacular_bid.core import BID_STEP, MIN_BID, GameState, bid_cost


@dataclass(frozen=True, slots=True)
class Outcome:
    """How an auction ends: ``opener`` opens the hand and pays the other player ``cost``."""

    opener: int
    cost: int


def worth(outcome: Outcome, seat: int, price: float) -> float:
    """What ``outcome`` is worth to ``seat``, against the other player opening for free, when
    opening is worth ``price`` to it.

    >>> worth(Outcome(0, 15), 0, 25.0), worth(Outcome(1, 5), 0, 25.0)
    (10.0, 5)
    """
    return price - outcome.cost if outcome.opener == seat else outcome.cost


def top(state: GameState, player: int) -> int:
    """The highest bid ``player`` would make: one it can pay without paying its whole balance
    (R31–R32); below :data:`MIN_BID` when there is none."""
    points = state.points[player]
    amount = MIN_BID - BID_STEP
    while bid_cost(state, player, amount + BID_STEP) < points:
        amount += BID_STEP
    return amount


def settle(state: GameState, seat: int, price: float) -> dict[tuple[int, int], Outcome]:
    """For every bid either player could stand on — ``(amount, bidder)`` — how the auction ends
    when both value the opening at ``price`` (``seat``'s view; the other player's is its
    opposite). Among equal outcomes a player accepts rather than overbids, and overbids as
    little as it can."""
    tops = (top(state, 0), top(state, 1))
    ends: dict[tuple[int, int], Outcome] = {}
    for amount in range(max(tops), MIN_BID - 1, -BID_STEP):
        for bidder in (0, 1):
            mover = 1 - bidder
            best = Outcome(bidder, bid_cost(state, bidder, amount))
            for higher in range(amount + BID_STEP, tops[mover] + 1, BID_STEP):
                end = ends[(higher, mover)]
                gain = worth(end, seat, price) - worth(best, seat, price)
                if gain > 0 if mover == seat else gain < 0:
                    best = end
            ends[(amount, bidder)] = best
    return ends


def passive(state: GameState) -> Outcome:
    """How the auction ends when the player to decide waives (the jockey opens free, R27) or
    accepts the standing bid (its author opens and pays it, R29–R30)."""
    if state.bid is None:
        assert state.jockey is not None  # a bidding hand has a jockey (R27)
        return Outcome(state.jockey, 0)
    assert state.bidder is not None
    return Outcome(state.bidder, bid_cost(state, state.bidder, state.bid))


def outcomes(state: GameState, seat: int, price: float, amounts: list[int]) -> dict[int, Outcome]:
    """How the auction ends after ``seat``, to decide in ``state``, bids each of ``amounts``
    (each at most :func:`top`), or waives or accepts (key 0), when the opening is worth
    ``price`` to it."""
    ends = settle(state, seat, price) if amounts else {}
    out = {0: passive(state)}
    for amount in amounts:
        out[amount] = ends[(amount, seat)]
    return out


def best_bid(state: GameState, seat: int, price: float, spread: float) -> int:
    """The bid ``seat`` makes in ``state`` when the opening is worth ``price`` to it, give or
    take its standard error ``spread``: the amount worth most at ``price``, provided it is
    also worth more than waiving or accepting at ``price - spread``; else 0 (waive or accept).
    """
    low = MIN_BID if state.bid is None else state.bid + BID_STEP
    amounts = list(range(low, top(state, seat) + 1, BID_STEP))
    if not amounts:
        return 0
    at = outcomes(state, seat, price, amounts)
    choice = max([0, *amounts], key=lambda a: (worth(at[a], seat, price), -a))
    if choice == 0:
        return 0
    cautious = outcomes(state, seat, price - spread, [choice])
    if worth(cautious[choice], seat, price - spread) <= worth(cautious[0], seat, price - spread):
        return 0
    return choice
