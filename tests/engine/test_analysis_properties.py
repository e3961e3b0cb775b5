"""What the coach's analysis must hold (issue 25): a bid that clearly loses against a waiver is
called a mistake or a blunder; the analysis of a player's decisions never reads what that
player could not see; where the boneyard is empty the values are the exact endgame search's."""

from __future__ import annotations

import random

from hypothesis import assume, given, settings
from hypothesis import strategies as st
from random_games import decisions
from test_never_peeks import replayed

from spectacular_bid.core import (
    CONTINUE,
    START,
    Bid,
    Deal,
    Event,
    GameState,
    Record,
    Reveal,
    Stage,
    Tile,
    Waive,
    apply,
    deal_from,
    legal_actions,
    new_game,
    with_deal,
)
from spectacular_bid.engine import Setting, Verdict, analyse, endgame
from spectacular_bid.engine.analysis import Candidate, _staking_all
from spectacular_bid.engine.levels import ready

PLAYERS = ("Ana", "Ben")

# --- A bid that clearly loses --------------------------------------------------------------

#: Hand 1 of the constructed game: the bidder (not the jockey) holds low tiles that fit badly
#: with each other and score nothing alone; the jockey holds the fives and the heavy doubles.
WEAK = [Tile(0, 0), Tile(1, 0), Tile(1, 1), Tile(2, 1), Tile(3, 1), Tile(2, 2), Tile(4, 1)]
STRONG = [Tile(5, 5), Tile(5, 0), Tile(6, 4), Tile(6, 6), Tile(4, 4), Tile(6, 5), Tile(3, 2)]


def first_hand_gone_out() -> tuple[GameState, list[Event]]:
    """A first hand played to someone going out (R22), so that the next hand has a bidding."""
    for seed in range(100):
        rng = random.Random(seed)
        state = apply(new_game(PLAYERS, [deal_from(rng)]), START, 0)
        events = [Event(0, "start")]
        while state.stage not in (Stage.HAND_OVER, Stage.OVER):
            action = legal_actions(state)[0]
            state = apply(state, action, state.time + 1000)
            events.append(Event.of(action, state.time))
        if state.stage is Stage.HAND_OVER and state.jockey is not None:
            return state, events
    raise AssertionError("no seed went out")


def bidding_position() -> tuple[GameState, list[Event], int]:
    """The constructed bidding: hand 1 dealt WEAK to the non-jockey, STRONG to the jockey."""
    state, events = first_hand_gone_out()
    jockey = state.jockey
    assert jockey is not None
    bidder = 1 - jockey
    rest = [t for t in (Tile(a, b) for a in range(7) for b in range(a + 1)) if t not in WEAK + STRONG]
    hands = (WEAK, STRONG) if bidder == 0 else (STRONG, WEAK)
    state = with_deal(state, Deal((tuple(hands[0]), tuple(hands[1])), tuple(rest)))
    state = apply(state, CONTINUE, state.time + 1000)
    events.append(Event(state.time, "continue"))
    state = apply(state, Reveal(bidder), state.time + 1000)
    events.append(Event(state.time, "reveal", bidder))
    assert state.stage is Stage.BIDDING and state.to_act == bidder
    return state, events, bidder


def decided(state: GameState, events: list[Event], action: Bid | Waive) -> Record:
    return Record(PLAYERS, state.deals, (*events, Event.of(action, state.time + 2000)))


def test_a_bid_that_clearly_loses_where_waiving_is_best_is_a_mistake_or_a_blunder() -> None:
    state, events, bidder = bidding_position()
    assert Bid(bidder, 40) in legal_actions(state)
    setting = Setting(iterations=200, seed=1)
    bid = analyse(decided(state, events, Bid(bidder, 40)), setting).decisions[-1]
    assert bid.seat == bidder and bid.kind.value == "auction" and bid.chosen == Bid(bidder, 40)
    assert bid.preferred == Waive(bidder)
    assert bid.verdict in (Verdict.MISTAKE, Verdict.BLUNDER)
    assert bid.loss_se is not None and bid.loss > 2 * bid.loss_se
    waived = analyse(decided(state, events, Waive(bidder)), setting).decisions[-1]
    assert waived.loss == 0 and waived.verdict is Verdict.FINE
    # The same deals and luck: the same candidates, but for the bid of 40 the search does not
    # weigh, valued beside them only when it was made (and changing no other value).
    assert Bid(bidder, 40) not in [c.action for c in waived.candidates]
    assert waived.candidates == tuple(c for c in bid.candidates if c.action != Bid(bidder, 40))


# --- Never peeking ------------------------------------------------------------------------


def twin_games(seed: int, pick: int, shuffle_seed: int) -> tuple[int, Record, Record]:
    """A random game cut just after one of ``seat``'s decisions, and a twin differing only in
    what ``seat`` could not see of the hand in progress: the other hand's tiles and the
    boneyard's undrawn tiles shuffled among themselves (Hypothesis rejects a shuffle under
    which the rules would refuse an event)."""
    positions = list(decisions(random.Random(seed), max_events=120))
    state, record = positions[pick % len(positions)]
    seat = state.to_act
    assert seat is not None
    action = legal_actions(state)[shuffle_seed % len(legal_actions(state))]
    events = (*record.events, Event.of(action, state.time + 500))
    other = 1 - seat
    deal = state.deals[state.hand_no]
    drawn = len(deal.boneyard) - len(state.boneyard)
    hidden = [t for t in deal.hands[other] if t in state.hands[other]] + list(deal.boneyard[drawn:])
    shuffled = hidden[:]
    random.Random(shuffle_seed).shuffle(shuffled)
    swap = dict(zip(hidden, shuffled))
    assume(any(a is not b for a, b in swap.items()))
    new_other = tuple(swap.get(t, t) for t in deal.hands[other])
    hands = (deal.hands[0], new_other) if seat == 0 else (new_other, deal.hands[1])
    twin_deal = Deal(hands, deal.boneyard[:drawn] + tuple(swap[t] for t in deal.boneyard[drawn:]))
    deals = state.deals[: state.hand_no] + (twin_deal,)
    real, twin = Record(PLAYERS, state.deals, events), Record(PLAYERS, deals, events)
    try:
        replayed(twin)
    except ValueError:
        assume(False)  # that shuffle contradicts what the seat saw: not a twin
    return seat, real, twin


@settings(max_examples=12)
@given(st.integers(0, 2**32), st.integers(0, 10_000), st.integers(0, 2**32))
def test_what_a_player_could_not_see_changes_nothing_in_the_analysis_of_their_decisions(
    seed: int, pick: int, shuffle_seed: int
) -> None:
    seat, real, twin = twin_games(seed, pick, shuffle_seed)
    assert real.deals != twin.deals
    setting = Setting(iterations=3, seed=seed % 7)
    mine = [d for d in analyse(real, setting).decisions if d.seat == seat]
    theirs = [d for d in analyse(twin, setting).decisions if d.seat == seat]
    assert mine and mine == theirs
    assert mine[-1].index == len(real.events) - 1  # the decision the twin was cut after


# --- Exact endgames ---------------------------------------------------------------------


def exact_positions(count: int) -> list[tuple[GameState, Record]]:
    """Positions of random games where the boneyard is empty and the seat has a choice."""
    found = []
    for seed in range(40):
        for state, record in decisions(random.Random(seed), max_events=200):
            if endgame.is_exact(state) and len(legal_actions(state)) > 1:
                found.append((state, record))
                break
        if len(found) == count:
            return found
    raise AssertionError("too few exact endgames")


def test_where_the_boneyard_is_empty_the_values_are_the_exact_searchs() -> None:
    for state, record in exact_positions(4):
        seat = state.to_act
        assert seat is not None
        action = legal_actions(state)[-1]
        game = Record(PLAYERS, state.deals, (*record.events, Event.of(action, state.time + 500)))
        last = analyse(game, Setting(iterations=100, seed=2)).decisions[-1]
        assert last.index == len(game.events) - 1 and last.exact
        exact = endgame.move_values(ready(state, seat))
        assert exact is not None
        assert {c.action: c.value for c in last.candidates} == {a: float(v) for a, v in exact.items()}
        assert all(c.se == 0 and c.diff_se == 0 for c in last.candidates)
        assert last.value == max(v for a, v in exact.items() if Event.of(a, 0) == Event.of(action, 0))
        assert last.loss == max(exact.values()) - last.value


def test_a_bid_of_the_whole_balance_is_valued_as_losing_it() -> None:
    """R32, R5: accepted, a bid whose payment is the bidder's whole balance ends the game
    against it; the other player can always accept. Valued so whether the engine's own search
    weighs such a bid or not."""
    state, events, bidder = bidding_position()
    everything = Bid(bidder, state.points[bidder])
    assert everything in legal_actions(state)
    last = analyse(decided(state, events, everything), Setting(iterations=50, seed=1)).decisions[-1]
    assert last.value == -state.points[bidder] and last.verdict is Verdict.BLUNDER
    without = tuple(c for c in last.candidates if c.action != everything)
    again = _staking_all(ready(state, bidder), everything, without)
    assert [c.action for c in again] == [c.action for c in last.candidates]
    assert again[-1] == Candidate(everything, -state.points[bidder], 0.0, without[0].se)
    assert _staking_all(ready(state, bidder), Bid(bidder, 40), without) == without
