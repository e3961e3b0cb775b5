"""The coach's analysis (``spectacular_bid.engine.analysis``): every decision of both players
valued from its author's seat record, as the engine answers ENGINE.md's ``candidates``."""

from __future__ import annotations

import json
import random
import threading

import pytest
from hostile_records import played_record

import spectacular_bid.core.knowledge as knowledge_module
from spectacular_bid.core import Action, Bid, Event, GameState, Play, Record, Tick, seat_record
from spectacular_bid.engine import Analysis, Cancelled, Kind, Setting, Verdict, analyse
from spectacular_bid.engine.analysis import _shape, verdict_of
from spectacular_bid.engine.protocol import respond

FAST = Setting(iterations=12, seed=6)  # its analysis holds plays chosen in a mirror of the best


@pytest.fixture(scope="module")
def game() -> Record:
    return played_record(3, 200)


@pytest.fixture(scope="module")
def analysed(game: Record) -> Analysis:
    return analyse(game, FAST)


def test_every_accepted_decision_of_both_players_is_listed_in_order(game: Record, analysed: Analysis) -> None:
    decisions = analysed.decisions
    assert [d.number for d in decisions] == list(range(len(decisions)))
    assert [d.index for d in decisions] == sorted(d.index for d in decisions)
    for d in decisions:
        event = game.events[d.index]
        assert event.do in ("play", "draw", "waive", "bid", "accept") and event.seat == d.seat
    assert {d.seat for d in decisions} == {0, 1}
    assert {d.kind for d in decisions} == set(Kind)
    draws = [d for d in decisions if d.chosen.do == "draw"]
    assert draws and all(d.forced and not d.candidates and d.loss == 0 for d in draws)


def test_each_valued_decision_holds_the_chosen_among_its_candidates(analysed: Analysis) -> None:
    valued = [d for d in analysed.decisions if not d.forced]
    assert len(valued) > 20
    for d in valued:
        values = [c.value for c in d.candidates]
        assert values == sorted(values, reverse=True)
        assert d.value is not None and d.best == values[0]
        assert d.loss == pytest.approx(d.best - d.value, abs=0.011) and d.loss >= 0
        assert d.loss_se is not None
        assert d.verdict is verdict_of(d.loss, d.loss_se)
        if d.preferred == d.chosen:
            assert d.loss == 0 and d.verdict is Verdict.FINE


def test_the_values_are_the_candidates_request_answer(game: Record, analysed: Analysis) -> None:
    """The same code path as ENGINE.md's ``candidates`` request without ``at``: the same values,
    the bid a player made added beside those the search weighs."""
    for d in [d for d in analysed.decisions if not d.forced][:12]:
        sub = Record(game.players, game.deals, game.events[: d.index], game.started_at)
        request = {
            "id": 1,
            "seat": d.seat,
            "think_ms": 600_000,
            "iterations": FAST.iterations,
            "candidates": True,
            "record": seat_record(sub, d.seat),
        }
        answer = respond(json.dumps(request), "hard", FAST.seed)
        mine = [(c.event, c.value, c.se) for c in d.candidates]
        theirs = [(c["event"], c["expected"], c["se"]) for c in answer["info"]["candidates"]]
        extra = [m for m in mine if m not in theirs]
        assert [m for m in mine if m not in extra] == theirs
        assert len(extra) <= 1 and all(isinstance(d.chosen, Bid) and e[0]["do"] == "bid" for e in extra)


def test_a_bid_of_an_amount_the_search_does_not_weigh_is_valued(analysed: Analysis) -> None:
    bids = [d for d in analysed.decisions if isinstance(d.chosen, Bid)]
    assert bids
    for d in bids:
        assert d.value is not None


def test_a_bidding_decision_says_how_the_engine_expected_the_auction_to_end(game: Record, analysed: Analysis) -> None:
    """A play-test read "bid 25, a blunder" for a bid the other player overbid, with no word of
    the reply the engine had modelled. Each valued bidding decision carries the price of the
    opening read and the auction's expected end, the chosen decision's value agreeing with it:
    a waiver leaves the jockey to open free (R27), an acceptance the bidder to open paying
    its bid (R29–R30); the document holds both."""
    from spectacular_bid.core import Accept, Waive, bid_cost, new_game, replay

    states = [new_game(game.players, game.deals)] + [s.state for s in replay(game)]
    auction = [d for d in analysed.decisions if d.kind is Kind.AUCTION and not d.forced]
    assert auction
    whole = [
        d
        for d in auction
        if isinstance(d.chosen, Bid) and bid_cost(states[d.index], d.seat, d.chosen.amount) == d.points[d.seat]
    ]
    auction = [d for d in auction if d not in whole]  # a bid of the whole balance has its own words (R32)
    assert auction and all(d.opening is not None and d.expects is None for d in whole)
    for d in auction:
        before = states[d.index]
        assert d.opening is not None and d.expects is not None
        if isinstance(d.chosen, Waive):
            assert (d.expects.opener, d.expects.cost) == (before.jockey, 0)
        elif isinstance(d.chosen, Accept):
            assert before.bidder is not None and before.bid is not None
            assert (d.expects.opener, d.expects.cost) == (before.bidder, bid_cost(before, before.bidder, before.bid))
        assert d.expects.opener in (0, 1) and d.expects.cost >= 0
    listed = {item["event"]: item for item in analysed.to_json()["decisions"]}
    for d in auction:
        assert d.expects is not None
        assert listed[d.index]["opening"] == d.opening
        assert listed[d.index]["opening_se"] == d.opening_se and (d.opening_se or 0) > 0  # sampled deals: noise
        assert listed[d.index]["expects"] == {"opener": d.expects.opener, "cost": d.expects.cost}
    assert all("opening" not in listed[d.index] for d in analysed.decisions if d.kind is not Kind.AUCTION)


def test_the_summary_adds_up_each_players_losses(analysed: Analysis) -> None:
    for summary in analysed.summaries:
        mine = [d for d in analysed.decisions if d.seat == summary.seat and not d.forced]
        assert summary.decisions == len(mine)
        for kind in Kind:
            share = summary.share(kind)
            assert share.decisions == sum(d.kind is kind for d in mine)
            assert share.lost == pytest.approx(sum(d.loss for d in mine if d.kind is kind), abs=0.01)
        assert sum(n for _, n in summary.verdicts) == len(mine)
        costly = sorted((d.loss for d in mine if d.loss > 0), reverse=True)[:3]
        assert [d.loss for d in summary.costliest] == costly
        assert all(d.seat == summary.seat for d in summary.costliest)


def test_seeded_with_iterations_the_analysis_is_the_same_twice(game: Record, analysed: Analysis) -> None:
    assert analyse(game, FAST) == analysed
    assert analyse(game, FAST).to_json() == analysed.to_json()
    json.dumps(analysed.to_json(), allow_nan=False)


def test_progress_is_reported_and_cancel_stops_it(game: Record) -> None:
    seen: list[tuple[int, int]] = []
    cancel = threading.Event()

    def progress(done: int, total: int) -> None:
        seen.append((done, total))
        if done == 5:
            cancel.set()

    with pytest.raises(Cancelled):
        analyse(game, Setting(iterations=2), progress, cancel)
    total = seen[0][1]
    assert seen == [(k, total) for k in range(6)] and total > 5


def test_analyses_in_threads_at_once_agree(game: Record) -> None:
    short = Record(game.players, game.deals, game.events[:40])
    results: list[object] = [None, None]

    def run(k: int) -> None:
        results[k] = analyse(short, FAST)

    threads = [threading.Thread(target=run, args=(k,)) for k in range(2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert results[0] == results[1] == analyse(short, FAST)


def test_a_setting_needs_a_positive_budget() -> None:
    with pytest.raises(ValueError):
        Setting(iterations=None)
    with pytest.raises(ValueError):
        Setting(iterations=0)
    assert Setting(iterations=None, think_ms=50).think_ms == 50


def test_a_game_analysed_by_time_lists_the_same_decisions(game: Record, analysed: Analysis) -> None:
    short = Record(game.players, game.deals, game.events[:30])
    timed = analyse(short, Setting(iterations=None, think_ms=20, seed=random.Random(1).randrange(99)))
    assert [(d.index, d.forced) for d in timed.decisions] == [
        (d.index, d.forced) for d in analysed.decisions if d.index < 30
    ]


def test_a_play_whose_table_is_the_best_ones_in_a_mirror_loses_nothing(analysed: Analysis) -> None:
    """West for east, north for south, an opening turned round (R12–R16): the same decision,
    whatever the sampling's noise between the two."""
    mirrored = [d for d in analysed.decisions if d.chosen_at == 0 and d.preferred != d.chosen]
    assert mirrored
    for d in mirrored:
        assert isinstance(d.chosen, Play) and isinstance(d.preferred, Play) and d.preferred.tile == d.chosen.tile
        assert d.loss == 0 and d.loss_se == 0 and d.verdict is Verdict.FINE
        plain = [c for c in d.candidates if c.event == _event_of(d.chosen)]
        assert plain and plain[0].value <= d.candidates[0].value


def _event_of(action: Play) -> dict[str, object]:
    return {k: v for k, v in Event.of(action, 0).to_json().items() if k != "at"}


def test_mirror_images_are_told_by_the_table_they_leave() -> None:
    """R12–R16: an opening turned round, west for east and north for south leave one table seen
    in a mirror; another end or another tile does not."""
    from dataclasses import replace

    from spectacular_bid.core import End, Table, Tile, new_game

    state = new_game(("Ana", "Ben"), [played_record(0, 1).deals[0]])
    six_three, six_four = Tile(6, 3), Tile(6, 4)
    assert _shape(state, Play(0, six_three, None, 6)) == _shape(state, Play(0, six_three, None, 3))
    assert _shape(state, Play(0, six_three, None, 6)) != _shape(state, Play(0, six_four, None, 6))
    spinner = Table().open_with(Tile(6, 6)).place(six_three, End.EAST).place(Tile(6, 2), End.WEST)
    at = replace(state, table=spinner)
    assert _shape(at, Play(0, Tile(6, 1), End.NORTH)) == _shape(at, Play(0, Tile(6, 1), End.SOUTH))
    line = Table().open_with(Tile(6, 6)).place(six_three, End.EAST)
    at = replace(state, table=line)
    assert _shape(at, Play(0, Tile(6, 1), End.WEST)) != _shape(at, Play(0, Tile(3, 1), End.EAST))
    assert _shape(at, Play(0, Tile(6, 5), End.WEST)) != _shape(at, Play(0, Tile(3, 5), End.EAST))


def test_the_ticks_of_a_record_are_replayed_once_a_decision_not_once_a_sample(monkeypatch: pytest.MonkeyPatch) -> None:
    """A valid record may hold 360,000 ticks before its game: when each sampled deal replayed
    them, a decision cost ticks × samples. Counted in the rules' steps the inference takes
    (``apply`` in ``core.knowledge``), ticks now cost the same whatever the samples."""
    played = played_record(3, 40)
    padded = Record(played.players, played.deals, (Event(0, "tick"),) * 200 + played.events, played.started_at)
    steps = {"tick": 0, "other": 0}
    original = knowledge_module.apply

    def counting(state: GameState, action: Action, at: int) -> GameState:
        steps["tick" if isinstance(action, Tick) else "other"] += 1
        return original(state, action, at)

    monkeypatch.setattr(knowledge_module, "apply", counting)
    counted = {}
    for iterations in (2, 8):
        steps.update(tick=0, other=0)
        decisions = analyse(padded, Setting(iterations=iterations, seed=5)).decisions
        counted[iterations] = dict(steps)
    valued = sum(not d.forced for d in decisions)
    assert valued >= 5
    assert counted[2]["tick"] == counted[8]["tick"] == 0  # before start, each followed by it
    # The inference replays the events, once a decision; a sample replays none (built from its game).
    assert counted[8]["other"] == counted[2]["other"] > 0


def test_ticks_another_event_follows_leave_the_analysis_as_it_was() -> None:
    """A tick only moves the time, which the next event moves again: a seat record leaves out
    those another accepted event follows (a record may hold 360,000), so each decision is
    valued from the same seat record, and seed, as without them. (A tick just before a
    decision is kept: it sets the time the player decided at.)"""
    played = played_record(3, 40)
    events = list(played.events)
    padded = [Event(0, "tick")] * 50
    for e in events:
        padded += [Event(e.at, "tick"), e] if e.do in ("start", "continue", "reveal") else [e]
    plain, ticked = (
        analyse(Record(played.players, played.deals, tuple(ev), played.started_at), FAST) for ev in (events, padded)
    )
    assert len(ticked.decisions) == len(plain.decisions) >= 10
    for a, b in zip(plain.decisions, ticked.decisions):
        assert padded[b.index] == events[a.index]
        assert (a.candidates, a.chosen_at, a.loss) == (b.candidates, b.chosen_at, b.loss)
