"""ENGINE.md's ``candidates``: with ``"candidates": true`` the answer's ``info.candidates``
values every distinct legal decision of the seat — the points it expects each to gain by the
end of the hand and the standard error of that mean, sorted best first — on the same sampled
deals; in exact endgames the values are the exact search's, with standard error 0. Levels that
do not search answer with their chosen decision alone."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from random_games import decisions
from test_never_peeks import twin_seat_records

from spectacular_bid.core import Bid, GameState, Record, Stage, apply, legal_actions, seat_record
from spectacular_bid.core.state import evolve
from spectacular_bid.engine import LEVELS, endgame, levels
from spectacular_bid.engine.fastsim import playout_split
from spectacular_bid.engine.protocol import event_of, respond

SEARCHING = ("medium", "hard")


def positions(seeds: range, keep: Any) -> list[tuple[GameState, Record]]:
    """Positions of random games where ``keep(state)`` holds."""
    return [p for seed in seeds for p in decisions(random.Random(seed)) if keep(p[0])]


def ask(state: GameState, record: Record, level: str, iterations: int = 12, **extra: Any) -> dict[str, Any]:
    seat = state.to_act
    assert seat is not None
    request = {
        "id": 3,
        "seat": seat,
        "think_ms": 600_000,
        "iterations": iterations,
        "candidates": True,
        "record": seat_record(record, seat),
        **extra,
    }
    return respond(json.dumps(request), level, 11)


def chosen_event(answer: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in answer.items() if k not in ("id", "info")}


def check_shape(answer: dict[str, Any]) -> list[dict[str, Any]]:
    """The contract's shape: a list of ``{"event", "expected", "se"}``, best first."""
    assert "error" not in answer, answer
    candidates = answer["info"]["candidates"]
    assert isinstance(candidates, list) and candidates
    for c in candidates:
        assert set(c) == {"event", "expected", "se"}
        assert isinstance(c["event"], dict) and "at" not in c["event"]
        assert isinstance(c["expected"], int | float) and not isinstance(c["expected"], bool)
        assert isinstance(c["se"], int | float) and c["se"] >= 0
    values = [c["expected"] for c in candidates]
    assert values == sorted(values, reverse=True)
    json.dumps(answer, allow_nan=False)
    return candidates


def mixed_positions() -> list[tuple[GameState, Record]]:
    """Bidding decisions, openings, plays, draws, exact endgames: a few of each."""
    found: dict[str, list[tuple[GameState, Record]]] = {}
    for state, record in positions(range(40), lambda s: True):
        if state.stage is Stage.BIDDING:
            kind = "bid" if state.bid is None else "overbid"
        elif not state.table.plays:
            kind = "opening"
        elif endgame.is_exact(state):
            kind = "exact"
        else:
            kind = "draw" if legal_actions(state)[0].do == "draw" else "play"
        if len(found.setdefault(kind, [])) < 3:
            found[kind].append((state, record))
    assert set(found) == {"bid", "overbid", "opening", "exact", "draw", "play"}
    return [p for kind in found.values() for p in kind]


MIXED = mixed_positions()


@pytest.mark.parametrize("level", SEARCHING)
@pytest.mark.parametrize("position", range(len(MIXED)))
def test_every_distinct_legal_decision_is_valued_once_and_the_choice_is_among_the_best(
    level: str, position: int
) -> None:
    state, record = MIXED[position]
    answer = ask(state, record, level)
    candidates = check_shape(answer)
    events = [json.dumps(c["event"], sort_keys=True) for c in candidates]
    assert len(events) == len(set(events)), "each decision once"
    legal = [json.dumps(event_of(a), sort_keys=True) for a in legal_actions(state)]
    bids = [json.dumps(event_of(a), sort_keys=True) for a in legal_actions(state) if isinstance(a, Bid)]
    assert set(events) <= set(legal)
    assert set(legal) - set(bids) <= set(events), "every play, draw, waive and accept"
    if bids:
        assert bids[0] in events, "at least the smallest legal bid"
    chosen = json.dumps(chosen_event(answer), sort_keys=True)
    assert chosen in events
    best, mine = candidates[0], candidates[events.index(chosen)]
    # Within noise: three standard errors of the paired difference, which is at most the sum of
    # the two values' standard errors.
    diff_se = answer["info"]["diff_se"]
    assert len(diff_se) == len(candidates) and diff_se[0] == 0
    noise = 3 * diff_se[events.index(chosen)]
    assert noise <= 3 * (best["se"] + mine["se"]) + 0.01
    assert mine["expected"] >= best["expected"] - noise or answer["info"].get("beyond_hand") is True


def test_exact_endgames_give_the_exact_values_of_every_play() -> None:
    exact = positions(range(30), endgame.is_exact)[::3][:12]
    assert len(exact) >= 8
    for state, record in exact:
        truth = endgame.move_values(state)
        assert truth is not None
        for level in SEARCHING:
            answer = ask(state, record, level)
            candidates = check_shape(answer)
            assert answer["info"]["exact"] is True
            got = {json.dumps(c["event"], sort_keys=True): (c["expected"], c["se"]) for c in candidates}
            assert got == {json.dumps(event_of(a), sort_keys=True): (v, 0) for a, v in truth.items()}
            assert candidates[0]["event"] == chosen_event(answer)


def test_the_same_seed_and_iterations_give_the_same_candidates() -> None:
    for state, record in MIXED[::2]:
        for level in ("hard", "easy"):
            assert ask(state, record, level) == ask(state, record, level)


@pytest.mark.parametrize("level", SEARCHING)
def test_asking_for_candidates_does_not_change_the_choice(level: str) -> None:
    for state, record in MIXED:
        with_values = ask(state, record, level)
        without = ask(state, record, level, candidates=False)
        assert "candidates" not in without.get("info", {})
        assert chosen_event(with_values) == chosen_event(without)


@pytest.mark.parametrize("level", ["easy", "greedy"])
def test_levels_that_do_not_search_give_their_choice_alone(level: str) -> None:
    for state, record in MIXED:
        answer = ask(state, record, level)
        candidates = check_shape(answer)
        assert [c["event"] for c in candidates] == [chosen_event(answer)]


def test_a_single_sampled_deal_has_no_standard_error() -> None:
    state, record = next(p for p in MIXED if not endgame.is_exact(p[0]))
    candidates = ask(state, record, "hard", iterations=1)["info"]["candidates"]
    assert all(c["se"] is None for c in candidates)


@pytest.mark.parametrize("value", [1, 0, "yes", None, [True]])
def test_candidates_must_be_true_or_false(value: Any) -> None:
    state, record = MIXED[0]
    answer = ask(state, record, "hard", candidates=value)
    assert answer == {"id": 3, "error": "'candidates' must be true or false"}


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 2**32), st.integers(0, 10_000), st.integers(0, 2**32))
def test_candidates_never_peek(seed: int, pick: int, shuffle_seed: int) -> None:
    seat, mine, theirs = twin_seat_records(seed, pick, shuffle_seed)
    for level in LEVELS:
        request = {"id": 1, "seat": seat, "iterations": 3, "candidates": True, "think_ms": 600_000}
        first = respond(json.dumps({**request, "record": mine}), level, 5)
        second = respond(json.dumps({**request, "record": theirs}), level, 5)
        assert first == second
        assert "candidates" in first["info"]


def test_values_are_points_alone_without_the_bonus_for_the_next_jockey() -> None:
    """Going out with the last tile gains exactly that play's transfer (R22): the candidates
    hold those points, not the search's bonus for being the next jockey."""
    last = positions(
        range(60),
        lambda s: (
            s.stage is Stage.PLAY
            and s.table.plays
            and s.boneyard
            and len(s.hands[s.to_act]) == 1
            and legal_actions(s)[0].do == "play"
        ),
    )[:6]
    assert last
    for state, record in last:
        seat = state.to_act
        assert seat is not None
        gains = {
            json.dumps(event_of(a), sort_keys=True): apply(state, a, state.time).points[seat] - state.points[seat]
            for a in legal_actions(state)
        }
        for level in SEARCHING:
            candidates = check_shape(ask(state, record, level))
            assert {json.dumps(c["event"], sort_keys=True): c["expected"] for c in candidates} == gains
            assert all(c["se"] == 0 for c in candidates)


def test_a_bid_is_valued_with_the_reply_modelled_never_above_as_if_accepted() -> None:
    """The other player facing a bid may accept it (the old "as if accepted" value, same luck)
    or overbid; it takes what serves it, so on every sampled deal the modelled value is at most
    the accepted one, and on some deals the reply costs the bidder more."""
    rng = random.Random(4)
    below = 0
    for state, _ in [p for p in MIXED if p[0].stage is Stage.BIDDING]:
        seat = state.to_act
        assert seat is not None
        for bid in [a for a in legal_actions(state) if isinstance(a, Bid)][:3]:
            for _ in range(10):
                root = levels.ready(with_other_hands(state, rng), seat)
                seed = rng.random()
                modelled = levels._value(root, bid, seat, root.points[seat], seed, 0.05)
                accepted = playout_split(levels._after(root, bid), seat, root.points[seat], random.Random(seed), 0.05)
                assert sum(modelled) <= sum(accepted)
                below += sum(modelled) < sum(accepted)
    assert below > 0


def with_other_hands(state: GameState, rng: random.Random) -> GameState:
    """``state`` with the other hand and the boneyard dealt again from the tiles it holds."""
    seat = state.to_act
    assert seat is not None
    hidden = list(state.hands[1 - seat]) + list(state.boneyard)
    rng.shuffle(hidden)
    n = len(state.hands[1 - seat])
    other = tuple(hidden[:n])
    hands = (state.hands[0], other) if seat == 0 else (other, state.hands[1])
    return evolve(state, hands=hands, boneyard=tuple(hidden[n:]))


def test_a_bid_of_the_whole_balance_is_valued_at_that_balance_and_never_chosen_R32() -> None:
    state = next(p[0] for p in MIXED if p[0].stage is Stage.BIDDING and p[0].bid is None)
    seat = state.to_act
    assert seat is not None and seat != state.jockey
    state = evolve(state, points=(15, 285) if seat == 0 else (285, 15))
    whole = Bid(seat, 15)
    assert whole in legal_actions(state)
    assert levels._value(levels.ready(state, seat), whole, seat, 15, 0.5, 0.05)[0] == -15
    assert levels._weighed(state, [whole]) == []


def test_an_endgame_too_long_for_its_budget_is_valued_by_sampling(monkeypatch: pytest.MonkeyPatch) -> None:
    """When the exact search cannot finish within ``iterations``, the plays are still all
    valued, by playouts on the one deal the seat knows, with their standard errors."""
    monkeypatch.setattr(endgame, "NODES_PER_ITERATION", 1)
    # The longest endgame: more nodes than the search counts between two looks at its budget.
    state, record = max(positions(range(54, 55), endgame.is_exact), key=lambda p: sum(map(len, p[0].hands)))
    assert endgame.move_values(state, max_nodes=endgame._CLOCK_EVERY * 12) is None
    answer = ask(state, record, "hard")
    candidates = check_shape(answer)
    assert answer["info"]["exact"] is False
    assert {json.dumps(c["event"], sort_keys=True) for c in candidates} == {
        json.dumps(event_of(a), sort_keys=True) for a in legal_actions(state)
    }


def test_a_forced_decision_is_valued_and_said_forced() -> None:
    state, record = next(p for p in positions(range(10), lambda s: len(legal_actions(s)) == 1))
    answer = ask(state, record, "hard")
    assert [c["event"] for c in check_shape(answer)] == [chosen_event(answer)]
    assert answer["info"]["forced"] is True


@pytest.mark.parametrize("level", SEARCHING)
def test_the_bids_weighed_are_several_amounts_from_the_smallest_and_the_one_chosen(level: str) -> None:
    for state, record in [p for p in MIXED if p[0].stage is Stage.BIDDING]:
        seat = state.to_act
        assert seat is not None
        bids = [a for a in legal_actions(state) if isinstance(a, Bid)]
        affordable = [b.amount for b in bids if levels.bid_cost(state, seat, b.amount) < state.points[seat]]
        steps = {bids[0].amount + 5 * step for step in levels.BID_STEPS}
        answer = ask(state, record, level)
        amounts = sorted(c["event"]["amount"] for c in check_shape(answer) if c["event"]["do"] == "bid")
        chosen = {answer["amount"]} if answer["do"] == "bid" else set()
        assert amounts == sorted({a for a in affordable if a in steps} | {bids[0].amount} | chosen)
        assert len(amounts) > 1


def test_a_short_think_still_lists_every_candidate() -> None:
    """``think_ms`` bounds the search even with candidates: with time for one sampled deal
    only, every decision is still listed, its standard error null when it cannot be known."""
    state, record = next(p for p in MIXED if p[0].stage is Stage.BIDDING)
    seat = state.to_act
    request = {"id": 1, "seat": seat, "think_ms": 1, "candidates": True, "record": seat_record(record, seat)}
    answer = respond(json.dumps(request), "hard", 2)
    candidates = answer["info"]["candidates"]
    assert {c["event"]["do"] for c in candidates} >= {"waive", "bid"}
    assert all(c["se"] is None or c["se"] >= 0 for c in candidates)
