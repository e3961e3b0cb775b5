"""What a screen reads of a game: the seat view and the decision of the seat to act.

Everything here is checked against the rules themselves: the decision's numbers must be what
``bid_cost``, ``bid_amounts`` and ``legal_actions`` say, and what a bid "would do" must be what
``apply`` then does.
"""

from __future__ import annotations

import dataclasses
import random

import pytest
from bidding_states import bidding_state

from spectacular_bid.core import (
    DELAY_MS,
    START,
    Accept,
    Bid,
    Decision,
    GameState,
    Play,
    Reason,
    Reveal,
    Stage,
    apply,
    bid_amounts,
    bid_cost,
    deal_from,
    decision_for,
    legal_actions,
    new_game,
    rank_key,
    view_for,
)

PLAYERS = ("Ana", "Ben")


def _deciding(state: GameState) -> tuple[int, Decision]:
    """The seat to act in ``state`` and its decision, which it must have."""
    seat = state.to_act
    assert seat is not None
    decision = decision_for(state, seat)
    assert decision is not None
    return seat, decision


SITUATIONS = [
    bidding_state(jockey=0, bid=None, bidder=None, to_act=1, points=(150, 150)),  # the first decision (R27)
    bidding_state(jockey=0, bid=20, bidder=1, to_act=0, points=(150, 150)),  # the jockey faces a bid
    bidding_state(jockey=0, bid=20, bidder=0, to_act=1, points=(150, 150)),  # the other faces the jockey's
    bidding_state(jockey=0, bid=None, bidder=None, to_act=1, points=(260, 40)),  # up to the whole balance
    bidding_state(jockey=0, bid=15, bidder=1, to_act=0, points=(5, 295)),  # the jockey's 20 costs his 5
    bidding_state(jockey=1, bid=100, bidder=1, to_act=0, points=(10, 290)),  # nothing can be paid
    bidding_state(jockey=0, bid=40, bidder=1, to_act=0, points=(260, 40)),  # Ben's bid is all he has
]


@pytest.mark.parametrize("state", SITUATIONS)
def test_R27_R31_the_decision_offers_exactly_the_rules_bids_and_actions(state: GameState) -> None:
    seat, decision = _deciding(state)
    assert decision.actions == legal_actions(state)
    assert [b.amount for b in decision.bids] == list(bid_amounts(state, seat))
    assert [b.amount for b in decision.bids] == [a.amount for a in decision.actions if isinstance(a, Bid)]
    for option in decision.bids:
        assert option.cost == bid_cost(state, seat, option.amount)
        assert option.discount == option.amount - option.cost
        assert option.balance_after == state.points[seat] - option.cost
    if state.bid is None:
        assert decision.standing_cost is None
    else:
        assert state.bidder is not None
        assert decision.standing_cost == bid_cost(state, state.bidder, state.bid)


@pytest.mark.parametrize("state", SITUATIONS)
def test_R30_R32_what_a_bid_would_do_is_what_accepting_it_does(state: GameState) -> None:
    """Each bid's cost, balance after and "loses the game" are what the rules then apply."""
    seat, decision = _deciding(state)
    for option in decision.bids:
        accepted = apply(state, Bid(seat, option.amount), 1_000)
        other = 1 - seat
        assert option.at_once == (accepted.stage is not Stage.BIDDING), option  # R33, as the panel says
        if accepted.stage is Stage.BIDDING:  # else accepted at once: the other cannot overbid (R33)
            if accepted.holder != other:
                accepted = apply(accepted, Reveal(other), 1_000)
            accepted = apply(accepted, Accept(other), 2_000)
        assert accepted.points[seat] == option.balance_after
        lost = accepted.result is not None and accepted.result.reason is Reason.POINTS
        assert option.loses_game == lost, option


@pytest.mark.parametrize("state", [s for s in SITUATIONS if s.bid is not None])
def test_R32_accepting_a_whole_balance_bid_ends_the_game_as_the_decision_says(state: GameState) -> None:
    seat, decision = _deciding(state)
    if not any(isinstance(a, Accept) for a in decision.actions):
        return
    accepted = apply(state, Accept(seat), 1_000)
    lost = accepted.result is not None and accepted.result.reason is Reason.POINTS
    assert decision.standing_loses_game == lost
    assert lost == (state.bid == 40)


def test_R30_the_jockey_discount_and_R32_the_whole_balance_are_named() -> None:
    jockey = decision_for(bidding_state(jockey=0, bid=15, bidder=1, to_act=0, points=(5, 295)), 0)
    assert jockey is not None
    [only] = jockey.bids
    assert (only.amount, only.cost, only.discount, only.balance_after, only.loses_game) == (20, 5, 15, 0, True)
    other = decision_for(bidding_state(jockey=0, bid=None, bidder=None, to_act=1, points=(260, 40)), 1)
    assert other is not None
    assert [b.loses_game for b in other.bids] == [False] * 5 + [True]
    assert all(b.discount == 0 for b in other.bids)
    assert other.smallest_bid == 15


def test_no_decision_for_the_other_seat_nor_before_the_reveal() -> None:
    state = bidding_state(jockey=0, bid=None, bidder=None, to_act=1, points=(150, 150))
    assert decision_for(state, 0) is None
    assert decision_for(dataclasses.replace(state, holder=0), 1) is None  # the device is elsewhere (R40)


def test_R8_an_opening_by_rank_names_its_tile() -> None:
    for seed in range(20):
        game = apply(new_game(PLAYERS, [deal_from(random.Random(seed))]), START, 0)
        seat = game.to_act
        assert seat is not None
        game = apply(game, Reveal(seat), 0)
        decision = decision_for(game, seat)
        assert decision is not None and decision.opening
        best = max(game.hands[0] + game.hands[1], key=rank_key)
        assert decision.opening_tile == best and best in game.hands[seat]
        assert {a.tile for a in decision.actions if isinstance(a, Play)} == {best}
        played = apply(game, next(a for a in decision.actions if isinstance(a, Play)), 1_000)
        after = decision_for(apply(played, Reveal(1 - seat), 1_000), 1 - seat)
        assert after is not None and not after.opening and after.opening_tile is None


def test_R15_open_ends_hold_only_open_ends_with_what_they_show() -> None:
    rng = random.Random(5)
    for seed in range(10):
        state = apply(new_game(PLAYERS, [deal_from(random.Random(seed))]), START, 0)
        at = 0
        while state.stage is Stage.PLAY:
            view = view_for(state, 0)
            assert view.open_ends == dict(state.table.open_ends())
            assert all(0 <= shows <= 6 for shows in view.open_ends.values())
            at += 500
            state = apply(state, rng.choice(legal_actions(state)), at)


def test_R36_a_clock_reading_runs_only_for_the_seat_deciding() -> None:
    game = apply(new_game(PLAYERS, [deal_from(random.Random(2))]), START, 0)
    seat = game.to_act
    assert seat is not None
    game = apply(game, Reveal(seat), 1_000)
    view = view_for(game, seat, game.time + 2_500)
    mine, theirs = view.clock(seat), view.clock(1 - seat)
    assert mine.running and mine.delay_left == view.delay_left
    assert mine.delay_share == pytest.approx(view.delay_left / DELAY_MS)
    assert 0.0 < mine.delay_share < 1.0
    assert not theirs.running and theirs.delay_left == 0 and theirs.delay_share == 0.0
    assert theirs.reserve == view.reserves[1 - seat]
