"""Inference from a seat record (ENGINE.md): what a seat knows, built by replaying through the
rules, equals what its view shows; the deals it samples replay the record exactly; and the
seat record itself holds nothing the seat may not see (R7, R41)."""

from __future__ import annotations

import contextlib
import json
import random
from collections import Counter
from collections.abc import Iterator
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from random_games import PLAYERS, decisions

from spectacular_bid.core import (
    ALL_TILES,
    START,
    TICK,
    Bid,
    Deal,
    Draw,
    End,
    Event,
    GameState,
    NoDecision,
    OutOfTime,
    Play,
    Record,
    Reveal,
    SeatRecordError,
    Stage,
    Tick,
    Tile,
    apply,
    deal_from,
    infer,
    legal_actions,
    needs_deal,
    new_game,
    read_seat_record,
    seat_record,
    view_for,
    with_deal,
)
from spectacular_bid.core.knowledge import Slot, _Choices, _match, _redealt


def knowledge_of(record: Record, seat: int) -> Any:
    return infer(read_seat_record(json.loads(json.dumps(seat_record(record, seat))), seat))


@settings(max_examples=60)
@given(st.integers(0, 2**32), st.lists(st.integers(0, 10_000), min_size=1, max_size=3))
def test_inferred_view_is_the_seats_view_for_of_the_game(seed: int, picks: list[int]) -> None:
    positions = list(decisions(random.Random(seed), max_events=150))
    for pick in picks:
        state, record = positions[pick % len(positions)]
        seat = state.to_act
        assert seat is not None
        knowledge = knowledge_of(record, seat)
        assert knowledge.view == view_for(state, seat)
        at = state.time + 12_345
        assert infer(read_seat_record(seat_record(record, seat), seat), at).view == view_for(state, seat, at)


def check_samples(state: Any, record: Record, rng: random.Random, samples: int) -> None:
    seat = state.to_act
    knowledge = knowledge_of(record, seat)
    true_deal = state.deals[state.hand_no]
    other_hand = true_deal.hands[1 - seat]
    # The real deal is one of the consistent ones: every hidden tile may be where it is.
    for slot in knowledge.slots:
        if slot.position is not None:
            assert true_deal.boneyard[slot.position] in slot.tiles
        else:
            assert set(other_hand) <= slot.tiles
    for position, tile in knowledge.known:
        assert true_deal.boneyard[position] is tile
    for _ in range(samples):
        twin = random.Random()
        twin.setstate(rng.getstate())
        deal = knowledge.deal(rng)
        assert deal.hands[seat] == true_deal.hands[seat]
        sampled = knowledge.state_with(deal)  # every event is accepted again
        assert knowledge.sample(twin) == sampled  # built without the replay: the same game
        assert view_for(sampled, seat) == view_for(state, seat)
        assert legal_actions(sampled) == legal_actions(state)
        assert sampled.notes == state.notes


def test_sampled_deals_replay_the_seat_record_exactly() -> None:
    rng = random.Random(7)
    checked = 0
    for game in range(6):
        for state, record in list(decisions(random.Random(game)))[::3]:
            check_samples(state, record, rng, 3)
            checked += 1
    assert checked > 150


@pytest.mark.slow
def test_sampled_deals_replay_the_seat_record_exactly_on_thousands_of_positions() -> None:
    rng = random.Random(8)
    checked = 0
    game = 100
    while checked < 5000:
        for state, record in decisions(random.Random(game)):
            check_samples(state, record, rng, 4)
            checked += 1
        game += 1


def test_a_sampled_game_is_the_one_its_deal_replays() -> None:
    """:meth:`Knowledge.sample` builds its game from the witness, without replaying the record:
    the very game the replay gives, field for field, from the real deal and from sampled ones,
    in a first hand and in later ones, after draws and passes."""
    seen: Counter[str] = Counter()
    for game in range(300, 330):
        for n, (state, record) in enumerate(decisions(random.Random(game))):
            if n % 8 and state.boneyard:  # every position after the last draw: passes are rare
                continue
            seat = state.to_act
            knowledge = knowledge_of(record, seat)
            real = state.deals[state.hand_no]
            assert _redealt(knowledge.witness, real, seat, knowledge.other_drew) == state
            for seed in range(3):
                rng, twin = random.Random(seed), random.Random(seed)
                assert knowledge.sample(rng) == knowledge.state_with(knowledge.deal(twin))
                assert rng.getstate() == twin.getstate()
            seen["positions"] += 1
            seen["later hands"] += state.hand_no > 0
            seen["the other drew"] += any(e.do == "draw" and e.seat != seat for e in record.events[knowledge.begin :])
            seen["the seat drew"] += bool(knowledge.drawn)
            seen["the other passed"] += any(lack.step % 2 for lack in knowledge.lacks)  # odd: a pass
    assert min(seen.values()) >= 5, seen


# --- The matching: bitmasks, the same tiles as sets gave -----------------------------------


def match_by_sets(slots: tuple[Slot, ...], rng: random.Random | None) -> list[Tile] | None:
    """The matching as first written, with sets of tiles: :func:`_match` is held to it."""
    order = list(range(len(slots)))
    tiles = list(ALL_TILES)
    if rng is not None:
        rng.shuffle(order)
        rng.shuffle(tiles)
    options = [[t for t in tiles if t in s.tiles] for s in slots]
    owner: dict[Tile, int] = {}

    def place(i: int, visited: set[Tile]) -> bool:
        for t in options[i]:
            if t in visited:
                continue
            visited.add(t)
            j = owner.get(t)
            if j is None or place(j, visited):
                owner[t] = i
                return True
        return False

    for i in order:
        if not place(i, set()):
            return None
    out: list[Tile | None] = [None] * len(slots)
    for t, i in owner.items():
        out[i] = t
    found = [t for t in out if t is not None]
    return found if len(found) == len(slots) else None


def same_matching(slots: tuple[Slot, ...], seeds: range) -> bool:
    """Whether :func:`_match` gives what :func:`match_by_sets` gives, and leaves equally seeded
    generators in the same state, without a generator and with each of ``seeds``."""
    if _match(_Choices.of(slots), None) != match_by_sets(slots, None):
        return False
    for seed in seeds:
        fast, first = random.Random(seed), random.Random(seed)
        if _match(_Choices.of(slots), fast) != match_by_sets(slots, first) or fast.getstate() != first.getstate():
            return False
    return True


def test_sampled_deals_are_the_ones_sets_of_tiles_gave() -> None:
    """The sampling's matching works on bitmasks for speed; every engine answer rests on it
    giving, from the same generator, the tiles the matching by sets gave."""
    checked = 0
    for game in range(8):
        for state, record in list(decisions(random.Random(200 + game)))[::3]:
            knowledge = knowledge_of(record, state.to_act)
            assert knowledge.choices == _Choices.of(knowledge.slots)
            assert same_matching(knowledge.slots, range(4))
            checked += 1
    assert checked > 200


@settings(max_examples=300)
@given(st.data())
def test_the_matching_is_the_one_sets_of_tiles_gave_on_any_slots(data: st.DataObject) -> None:
    """Slots of any tiles, sets shared or not, a matching or none: the same answer."""
    hidden = data.draw(st.lists(st.sampled_from(ALL_TILES), min_size=1, max_size=21, unique=True))
    shared = [frozenset(data.draw(st.sets(st.sampled_from(hidden)))) for _ in range(3)]
    tiles = st.one_of(st.sampled_from(shared), st.sets(st.sampled_from(hidden)).map(frozenset))
    planted = data.draw(st.booleans())  # each slot may take a tile of its own: a matching exists
    slots = tuple(Slot(None, data.draw(tiles) | {tile} if planted else data.draw(tiles)) for tile in hidden)
    seed = data.draw(st.integers(0, 2**32))
    assert same_matching(slots, range(seed, seed + 3))


def test_the_seat_record_shows_only_what_the_seat_may_see_R7() -> None:
    for state, record in list(decisions(random.Random(3)))[::5]:
        seat = state.to_act
        assert seat is not None
        masked = seat_record(record, seat)
        current = masked["deals"][-1]
        assert current == {
            "hands": [[t.as_list() for t in state.deals[state.hand_no].hands[seat]], None][:: 1 if seat == 0 else -1],
            "boneyard": None,
        }
        assert len(masked["deals"]) == state.hand_no + 1
        begin = max(i for i, e in enumerate(masked["events"]) if e["do"] in ("start", "continue"))
        for e in masked["events"][begin:]:
            if e["do"] == "draw":
                assert ("tile" in e) == (e["seat"] == seat)


def test_what_a_draw_shows_the_other_seat_lacks_R19() -> None:
    # Seat 0 opens [6|6] by rank; seat 1 has no 6 and draws until a 6 comes.
    hands = (
        (Tile(6, 6), Tile(6, 5), Tile(6, 4), Tile(6, 3), Tile(6, 2), Tile(6, 1), Tile(0, 0)),
        (Tile(1, 1), Tile(2, 1), Tile(3, 2), Tile(4, 3), Tile(5, 4), Tile(5, 5), Tile(4, 4)),
    )
    rest = [t for t in ALL_TILES if t not in hands[0] and t not in hands[1]]
    boneyard = [Tile(1, 0), Tile(6, 0)] + [t for t in rest if t not in (Tile(1, 0), Tile(6, 0))]
    deal = Deal(hands, tuple(boneyard))
    state = new_game(("Ana", "Ben"), [deal])
    events = []
    for action, at in [
        (None, 0),
        ("reveal0", 1000),
        (Play(0, Tile(6, 6), None), 2000),
        ("reveal1", 3000),
        (Draw(1), 4000),
        (Draw(1), 5000),
        (Play(1, Tile(6, 0), End.EAST), 6000),
        ("reveal0", 7000),
    ]:
        a = START if action is None else Reveal(int(action[-1])) if isinstance(action, str) else action
        state = apply(state, a, at)
        events.append(Event.of(a, at))
    record = Record(("Ana", "Ben"), (deal,), tuple(events))
    knowledge = knowledge_of(record, 0)
    assert [sorted(lack.numbers) for lack in knowledge.lacks] == [[6], [6]]
    assert knowledge.rank_bound is Tile(6, 6)
    assert knowledge.known == ((1, Tile(6, 0)),)  # the other drew it and played it at once (R20)
    assert knowledge.other_drew == (0, 1)
    dealt = next(s for s in knowledge.slots if s.position is None)
    assert not any(6 in t for t in dealt.tiles)  # it had no 6 when it drew
    drew_first = next(s for s in knowledge.slots if s.position == 0)
    assert not any(6 in t for t in drew_first.tiles)  # nor did its first draw show one
    assert knowledge.view == view_for(state, 0)


def test_a_seat_with_no_decision_is_refused() -> None:
    state, record = next(iter(decisions(random.Random(4))))
    seat = state.to_act
    assert seat is not None
    with pytest.raises(NoDecision):
        infer(read_seat_record(seat_record(record, 1 - seat), 1 - seat))


FULL_DEAL = {
    "hands": [[t.as_list() for t in ALL_TILES[:7]], [t.as_list() for t in ALL_TILES[7:14]]],
    "boneyard": [t.as_list() for t in ALL_TILES[14:]],
}


@pytest.mark.parametrize(
    ("change", "why"),
    [
        (lambda r, s: r["deals"][-1].update(boneyard=r["deals"][-1]["hands"][s]), "masked"),
        (lambda r, s: r["deals"].insert(0, FULL_DEAL), "one deal per hand"),
        (lambda r, s: r.update(format="other"), "format"),
        (lambda r, s: r["deals"][-1]["hands"][s].pop(), "7 tiles"),
        (lambda r, s: r["events"].append({"at": 1, "do": "dance"}), "unknown do"),
    ],
)
def test_a_bad_seat_record_is_refused_with_a_reason(change: Any, why: str) -> None:
    state, record = next(iter(decisions(random.Random(5))))
    seat = state.to_act
    assert seat is not None
    data = seat_record(record, seat)
    change(data, seat)
    with pytest.raises(SeatRecordError, match=why):
        read_seat_record(data, seat)


def test_states_of_a_finished_hand_are_left_whole() -> None:
    for state, record in decisions(random.Random(6)):
        if state.hand_no >= 1:
            seat = state.to_act
            assert seat is not None
            masked = seat_record(record, seat)
            assert masked["deals"][0] == json.loads(json.dumps(seat_record(record, 1 - seat)))["deals"][0]
            assert masked["deals"][0]["boneyard"] is not None
            assert state.stage in (Stage.PLAY, Stage.BIDDING)
            return
    pytest.fail("no game reached a second hand")


def test_a_play_at_an_end_it_does_not_fit_is_refused_with_a_reason() -> None:
    for state, record in decisions(random.Random(9)):
        seat = state.to_act
        assert seat is not None
        data = seat_record(record, seat)
        begin = max(i for i, e in enumerate(data["events"]) if e["do"] in ("start", "continue"))
        plays = [e for e in data["events"][begin:] if e["do"] == "play" and e.get("end") is not None]
        if not plays:
            continue
        plays[0]["end"] = "north"  # the hand's second tile: the side branches are not open yet (R13)
        with pytest.raises(SeatRecordError, match="cannot be played there"):
            infer(read_seat_record(data, seat))
        return
    pytest.fail("no position with a later play")


# --- Ticks: time passing, replayed once ------------------------------------------------------


def ticking(rng: random.Random, max_events: int = 200) -> Iterator[tuple[GameState, Record]]:
    """As :func:`random_games.decisions`, with up to three ticks before each action (one
    before ``start`` and after the last event too) at times up to the action's own: every
    position where the seat to act holds the device and must decide."""
    state = new_game(PLAYERS, [deal_from(rng)])
    events: list[Event] = []
    while not state.is_over and len(events) < max_events:
        if needs_deal(state):
            state = with_deal(state, deal_from(rng))
        actions = [a for a in legal_actions(state) if not isinstance(a, Bid) or rng.random() < 0.3]
        action = actions[rng.randrange(len(actions))]
        at = state.time + rng.randrange(0, 4000)
        for _ in range(rng.choice((0, 0, 1, 3))):
            tick_at = rng.randint(state.time, at)
            with contextlib.suppress(OutOfTime):  # a tick at the deadline is refused
                state = apply(state, TICK, tick_at)
                events.append(Event(tick_at, "tick"))
                if state.stage in (Stage.PLAY, Stage.BIDDING) and state.holder == state.to_act:
                    yield state, Record(PLAYERS, state.deals, tuple(events))  # a tick last
        with contextlib.suppress(OutOfTime):
            state = apply(state, action, at)
            events.append(Event.of(action, at))
        if state.is_over:
            break
        if state.stage in (Stage.PLAY, Stage.BIDDING) and state.holder == state.to_act:
            yield state, Record(PLAYERS, state.deals, tuple(events))


def test_a_sampled_deal_replays_no_tick_another_event_follows() -> None:
    """Ticks only move the time, so each sampled deal leaves out those another event follows
    (a record may hold hundreds of thousands): the game is the same, to the millisecond."""
    rng = random.Random(11)
    checked = with_ticks = tick_last = 0
    for game in range(8):
        for state, record in list(ticking(random.Random(game)))[::2]:
            seat = state.to_act
            knowledge = knowledge_of(record, seat)
            ticks = [k for k, (action, _) in enumerate(knowledge.actions) if isinstance(action, Tick)]
            assert ticks in ([], [len(knowledge.actions) - 1])  # at most one, the last action
            with_ticks += any(e.do == "tick" for e in record.events)
            tick_last += record.events[-1].do == "tick"
            assert knowledge.state_with(state.deals[state.hand_no]) == state
            assert knowledge.witness.time == state.time
            check_samples(state, record, rng, 2)
            checked += 1
    assert checked > 100 and with_ticks > 80 and tick_last > 10, (checked, with_ticks, tick_last)
