"""The Qt-free session: time stamps, the record, deals, time losses and replays (R36–R43)."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import random
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager

import pytest
from app_games import BLOCK_DEAL, BLOCK_SCRIPT, OUT_DEAL, OUT_SCRIPT, t
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from spectacular_bid.app import FakeTime, Session
from spectacular_bid.core import (
    CONTINUE,
    START,
    TICK,
    Action,
    Bid,
    Continue,
    Deal,
    Draw,
    EarlierThanGame,
    End,
    GameIsOver,
    IllegalAction,
    OutOfTime,
    Play,
    Reason,
    Resign,
    Result,
    Reveal,
    Stage,
    Waive,
    deal_from,
    delay_left,
    legal_actions,
    reserve_at,
)
from spectacular_bid.core.record import Event, final_state, parse_record, replay
from spectacular_bid.core.state import (
    BidPaid,
    Blocked,
    Flagged,
    ForcedAccept,
    Note,
    Passed,
    Scored,
    WentOut,
)

STARTED = "2026-12-02T09:00:00Z"
PLAYERS = ("Ana", "Ben")
DEADLINE_MS = 10_000 + 120_000  # a fresh decision's delay plus a full reserve (R36–R37)


def new_session(fake: FakeTime, deals: tuple[Deal, ...] | None = (OUT_DEAL,), seed: int = 7) -> Session:
    return Session(PLAYERS, started_at=STARTED, time=fake, rng=random.Random(seed), deals=deals)


def play(session: Session, fake: FakeTime, actions: list[Action], step_ms: int = 2_000) -> list[tuple[Note, ...]]:
    """Submit each action ``step_ms`` after the one before; return what each caused."""
    out = []
    for action in actions:
        fake.advance(step_ms)
        out.append(session.submit(action))
    return out


def out_hand(fake: FakeTime, seed: int = 7) -> Session:
    """A session after hand 0 of OUT_DEAL: seat 0 went out, 135–165."""
    session = new_session(fake, seed=seed)
    play(session, fake, [START, *OUT_SCRIPT])
    return session


@contextmanager
def unchanged(session: Session) -> Iterator[None]:
    """Check that the block leaves the session's game and record as they were (R45)."""
    state, record = session.state, session.record
    yield
    assert session.state is state
    assert session.record is record


def assert_replays(session: Session) -> None:
    """The record rebuilds exactly the session's game, also through its JSON text."""
    assert final_state(session.record) == session.state
    assert final_state(parse_record(session.record.dumps())) == session.state


# --- Creating a session and stamping time --------------------------------------------------


def test_new_session_holds_the_game_and_an_empty_record(fake_time: FakeTime) -> None:
    session = new_session(fake_time)
    assert session.state.stage is Stage.START
    assert session.record.players == PLAYERS
    assert session.record.started_at == STARTED
    assert session.record.deals == (OUT_DEAL,) == session.state.deals
    assert session.record.events == ()
    assert session.now() == 0
    assert session.origin == fake_time.now_ms()


def test_first_deal_comes_from_the_rng_when_none_is_given_R6(fake_time: FakeTime) -> None:
    session = new_session(fake_time, deals=None, seed=11)
    assert session.record.deals == (deal_from(random.Random(11)),) == session.state.deals


def test_submit_stamps_game_time_from_the_time_source(fake_time: FakeTime) -> None:
    session = new_session(fake_time)
    fake_time.advance(2_500)
    assert session.now() == 2_500
    assert session.submit(START) == ()
    fake_time.advance(1_200)
    session.submit(Reveal(0))
    assert session.record.events == (Event(2_500, "start"), Event(3_700, "reveal", 0))
    assert session.state.time == 3_700
    assert session.state.started == 3_700


# --- A full hand ----------------------------------------------------------------------------


def test_a_hand_with_draws_a_pass_and_going_out_R19_R22(fake_time: FakeTime) -> None:
    session = new_session(fake_time)
    caused = play(session, fake_time, [START, *OUT_SCRIPT])
    actions = [START, *OUT_SCRIPT]
    by_action = list(zip(actions, caused, strict=True))
    assert (Play(1, t(6, 3), End.WEST), (Scored(1, 15, 15),)) in by_action
    assert (Draw(1), (Passed(1),)) in by_action  # the draw that empties the boneyard (R20–R21)
    assert caused[-1] == (WentOut(0),)
    state = session.state
    assert state.stage is Stage.HAND_OVER
    assert state.points == (135, 165)
    assert state.jockey == 0
    assert state.boneyard == ()
    assert len(session.record.events) == len(actions)
    assert_replays(session)


def test_a_blocked_hand_pays_the_lighter_hand_and_reopens_by_rank_R23_R24(fake_time: FakeTime) -> None:
    session = new_session(fake_time, deals=(BLOCK_DEAL,))
    caused = play(session, fake_time, [START, *BLOCK_SCRIPT])
    assert caused[-1] == (Passed(0), Passed(1), Blocked((25, 93), 0, 95, 95))
    assert session.state.points == (250, 50)
    fake_time.advance(5_000)
    assert session.submit(CONTINUE) == ()
    state = session.state
    assert state.stage is Stage.PLAY  # no bidding after a block (R24)
    assert state.jockey is None
    assert state.opener_tile is not None
    assert state.awaiting == "reveal"
    assert_replays(session)


def test_continue_deals_the_next_hand_from_the_rng_into_state_and_record_R6(fake_time: FakeTime) -> None:
    session = out_hand(fake_time, seed=7)
    fake_time.advance(3_000)
    session.submit(CONTINUE)
    expected = deal_from(random.Random(7))  # the given first deal used none of the rng
    assert session.record.deals == (OUT_DEAL, expected) == session.state.deals
    assert session.state.hands == expected.hands
    assert session.record.events[-1] == Event(session.now(), "continue")
    assert session.state.stage is Stage.BIDDING
    assert session.state.to_act == 1  # the non-jockey decides first (R27)
    assert session.state.awaiting == "reveal"
    assert_replays(session)


def test_continue_uses_a_given_deal_before_the_rng(fake_time: FakeTime) -> None:
    session = new_session(fake_time, deals=(OUT_DEAL, BLOCK_DEAL))
    play(session, fake_time, [START, *OUT_SCRIPT, CONTINUE])
    assert session.record.deals == (OUT_DEAL, BLOCK_DEAL)
    assert session.state.hands == BLOCK_DEAL.hands


def test_a_refused_continue_keeps_its_deal_for_the_next_one(fake_time: FakeTime) -> None:
    session = out_hand(fake_time, seed=7)
    fake_time.advance(-1)  # stamped before the game's time: refused
    with pytest.raises(EarlierThanGame):
        session.submit(CONTINUE)
    assert session.record.deals == (OUT_DEAL,)
    fake_time.advance(10)
    session.submit(CONTINUE)
    deals: tuple[Deal, ...] = session.record.deals
    assert deals == (OUT_DEAL, deal_from(random.Random(7)))


def test_bidding_with_a_forced_accept_R27_R33_R40(fake_time: FakeTime) -> None:
    session = out_hand(fake_time)
    caused = play(session, fake_time, [CONTINUE, Reveal(1), Bid(1, 15), Reveal(0), Bid(0, 20), Reveal(1)])
    assert caused == [()] * 6
    fake_time.advance(4_000)
    # Seat 0 (the jockey, 135 points) cannot overbid 150: 155 − 15 = 140 > 135 (R30, R33).
    assert session.submit(Bid(1, 150)) == (ForcedAccept(0), BidPaid(1, 150, 0, 150))
    state = session.state
    assert state.points == (285, 15)
    # The bidder still holds the device and opens at once, with a fresh delay (R40).
    assert state.stage is Stage.PLAY
    assert state.to_act == state.holder == 1
    assert state.started == session.now()
    assert session.viewer == 1
    assert session.deadline == session.now() + 10_000 + state.reserves[1]
    assert_replays(session)


def test_a_waiver_lets_the_jockey_open_R27(fake_time: FakeTime) -> None:
    session = out_hand(fake_time)
    play(session, fake_time, [CONTINUE, Reveal(1), Waive(1)])
    assert session.state.to_act == 0
    assert session.state.awaiting == "reveal"
    assert session.viewer is None


# --- Refusals -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "action",
    [
        Play(1, t(6, 6), None),  # not seat 1's turn
        Play(0, t(5, 5), None),  # not in seat 0's hand
        Play(0, t(6, 0), None),  # seat 0 must open with [6|6] (R8)
        Play(0, t(6, 6), End.WEST),  # an opening names no end
        Draw(0),  # no draw before the opening
        Reveal(0),  # seat 0 already holds the device (R40)
        CONTINUE,  # no hand has ended
        START,  # already started
        Bid(0, 15),  # no bidding now
    ],
)
def test_an_illegal_action_raises_and_changes_nothing_R45(fake_time: FakeTime, action: Action) -> None:
    session = new_session(fake_time)
    play(session, fake_time, [START, Reveal(0)])
    fake_time.advance(1_000)
    with unchanged(session), pytest.raises(IllegalAction) as refused:
        session.submit(action)
    assert type(refused.value) is IllegalAction
    assert str(refused.value)


def test_a_bid_that_breaks_the_rules_is_refused_R28_R31(fake_time: FakeTime) -> None:
    session = out_hand(fake_time)
    play(session, fake_time, [CONTINUE, Reveal(1)])
    with unchanged(session):
        for bad in (Bid(1, 10), Bid(1, 17), Bid(1, 170), Bid(0, 15)):
            with pytest.raises(IllegalAction):
                session.submit(bad)


def test_an_action_stamped_before_the_game_time_is_refused(fake_time: FakeTime) -> None:
    session = new_session(fake_time)
    play(session, fake_time, [START, Reveal(0)])
    fake_time.advance(-500)
    with unchanged(session), pytest.raises(EarlierThanGame):
        session.submit(Play(0, t(6, 6), None))


def test_nothing_is_accepted_after_the_game(fake_time: FakeTime) -> None:
    session = new_session(fake_time)
    play(session, fake_time, [START, Resign(1)])
    assert session.state.result == Result(0, Reason.RESIGN)
    record = session.record
    with pytest.raises(GameIsOver):
        session.submit(Reveal(0))
    assert session.tick() == ()
    assert session.record is record


# --- The clock ------------------------------------------------------------------------------


def test_clock_readings_match_the_core_at_given_times_R36(fake_time: FakeTime) -> None:
    session = new_session(fake_time)
    play(session, fake_time, [START, Reveal(0)])
    revealed = session.now()
    assert session.deadline == revealed + DEADLINE_MS
    for after, delay, reserve in [(0, 10_000, 120_000), (5_000, 5_000, 120_000), (13_000, 0, 117_000)]:
        fake_time.set(session.origin + revealed + after)
        at = session.now()
        for seat in (0, 1):
            view = session.view(seat)
            assert view.reserves == (reserve_at(session.state, 0, at), reserve_at(session.state, 1, at))
            assert view.reserves == (reserve, 120_000)
            assert view.delay_left == delay_left(session.state, at) == delay
            assert view.deadline == revealed + DEADLINE_MS
    fake_time.advance(7_000)  # decided in 20 s: 10 s of reserve used (R36)
    session.submit(Play(0, t(6, 6), None))
    assert session.state.reserves == (110_000, 120_000)


def test_clocks_stand_still_during_a_handoff_R39(fake_time: FakeTime) -> None:
    session = new_session(fake_time)
    play(session, fake_time, [START, Reveal(0), Play(0, t(6, 6), None)])
    assert session.deadline is None
    assert session.viewer is None
    fake_time.advance(3_600_000)  # an hour before seat 1 takes the device
    assert session.tick() == ()
    assert session.view(1).reserves == (120_000, 120_000)
    session.submit(Reveal(1))
    assert session.deadline == session.now() + DEADLINE_MS


def test_tick_declares_the_loss_exactly_at_the_deadline_R37(fake_time: FakeTime) -> None:
    session = new_session(fake_time)
    play(session, fake_time, [START, Reveal(0)])
    due = session.deadline
    assert due is not None
    fake_time.set(session.origin + due - 1)
    events = session.record.events
    assert session.tick() == ()
    assert session.record.events == events
    fake_time.advance(1)
    assert session.tick() == (Flagged(0),)
    assert session.state.result == Result(1, Reason.TIME)
    assert session.state.reserves == (0, 120_000)
    assert session.record.events[-1] == Event(due, "tick")
    assert session.tick() == ()
    assert_replays(session)


def test_a_late_play_loses_on_time_and_the_record_says_so_R37(fake_time: FakeTime) -> None:
    session = new_session(fake_time)
    play(session, fake_time, [START, Reveal(0)])
    fake_time.advance(DEADLINE_MS + 250)
    at = session.now()
    with pytest.raises(OutOfTime):
        session.submit(Play(0, t(6, 6), None))
    state = session.state
    assert state.result == Result(1, Reason.TIME)
    assert state.notes == (Flagged(0),)
    assert state.time == at
    assert session.record.events[-1] == Event(at, "tick")
    assert_replays(session)


def test_a_late_resignation_by_the_other_player_still_loses_on_time_R37(fake_time: FakeTime) -> None:
    session = new_session(fake_time)
    play(session, fake_time, [START, Reveal(0)])
    fake_time.advance(DEADLINE_MS)
    with pytest.raises(OutOfTime):
        session.submit(Resign(1))
    assert session.state.result == Result(1, Reason.TIME)
    assert_replays(session)


def test_a_late_bid_loses_on_time_during_the_bidding_R35_R37(fake_time: FakeTime) -> None:
    session = out_hand(fake_time)
    play(session, fake_time, [CONTINUE, Reveal(1)])
    fake_time.advance(DEADLINE_MS)
    with pytest.raises(OutOfTime):
        session.submit(Bid(1, 15))
    assert session.state.result == Result(0, Reason.TIME)
    assert session.state.notes == (Flagged(1),)
    assert_replays(session)


def test_tick_submitted_before_a_deadline_is_recorded(fake_time: FakeTime) -> None:
    session = new_session(fake_time)
    play(session, fake_time, [START, Reveal(0), TICK])
    assert session.record.events[-1].do == "tick"
    assert_replays(session)


# --- The viewer -----------------------------------------------------------------------------


def test_viewer_is_the_holder_only_once_revealed_R40_R41(fake_time: FakeTime) -> None:
    session = new_session(fake_time)
    assert session.viewer is None
    play(session, fake_time, [START])
    assert session.viewer is None  # after start nobody holds the device
    play(session, fake_time, [Reveal(0)])
    assert session.viewer == 0
    play(session, fake_time, [Play(0, t(6, 6), None)])
    assert session.viewer is None  # seat 1 must reveal; seat 0 still holds the device
    assert session.state.holder == 0
    play(session, fake_time, [Reveal(1)])
    assert session.viewer == 1


def test_viewer_at_the_end_of_hand_is_the_last_holder(fake_time: FakeTime) -> None:
    session = out_hand(fake_time)
    assert session.viewer == 0
    assert session.view(1).other_hand == ()  # both hands are shown at the count (R41)


# --- Rebuilding from a record -------------------------------------------------------------


def test_from_record_rebuilds_the_game_and_goes_on_from_its_time(fake_time: FakeTime) -> None:
    first = new_session(fake_time)
    play(first, fake_time, [START, *OUT_SCRIPT[:20]])
    other_time = FakeTime(42)
    again = Session.from_record(first.record, other_time, random.Random(7))
    assert again.state == first.state
    assert again.record is first.record
    assert again.now() == first.now()
    play(first, fake_time, OUT_SCRIPT[20:])
    play(again, other_time, OUT_SCRIPT[20:])
    assert again.state == first.state
    assert again.record == first.record


def test_from_record_counts_time_spent_closed_R42(fake_time: FakeTime) -> None:
    first = new_session(fake_time)
    play(first, fake_time, [START, Reveal(0)])
    revealed = first.now()
    again = Session.from_record(first.record, FakeTime(), now_at=revealed + DEADLINE_MS)
    assert again.view(0).reserves == (0, 120_000)
    assert again.tick() == (Flagged(0),)
    assert again.state.result == Result(1, Reason.TIME)


def test_from_record_refuses_a_present_before_the_record(fake_time: FakeTime) -> None:
    first = new_session(fake_time)
    play(first, fake_time, [START, Reveal(0)])
    with pytest.raises(ValueError, match="before"):
        Session.from_record(first.record, FakeTime(), now_at=first.now() - 1)


def test_from_record_continues_with_its_own_rng(fake_time: FakeTime) -> None:
    first = out_hand(fake_time)
    again = Session.from_record(first.record, FakeTime(), random.Random(99))
    again.submit(CONTINUE)
    assert again.record.deals[1] == deal_from(random.Random(99))


# --- Any game: the record always replays ----------------------------------------------------


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1))
def test_any_session_replays_from_its_record(seed: int) -> None:
    """Random games with random decision times, some late and some illegal actions: the
    record always rebuilds the session's game exactly."""
    pick = random.Random(seed)
    fake = FakeTime(pick.randrange(10**9))
    session = Session(PLAYERS, started_at=STARTED, time=fake, rng=random.Random(seed))
    for _ in range(400):
        if session.state.is_over:
            break
        fake.advance(pick.choice([0, 1, 500, 3_000, 9_999, 10_000, 25_000, 60_000, 125_000]))
        roll = pick.random()
        if roll < 0.05:
            state, record = session.state, session.record
            try:
                session.submit(Reveal(pick.choice([0, 1])))
            except OutOfTime:
                pass
            except IllegalAction:
                assert session.state is state and session.record is record
            continue
        if roll < 0.1:
            session.tick()
            continue
        options = legal_actions(session.state)
        action = Resign(pick.choice([0, 1])) if roll > 0.999 else pick.choice(options)
        try:
            session.submit(action)
        except OutOfTime:
            assert session.state.result is not None
            assert session.state.result.reason is Reason.TIME
        if isinstance(action, Continue):
            assert len(session.record.deals) == session.state.hand_no + 1
    assert session.record.deals == session.state.deals
    assert all(s.ok or s.event.do == "tick" for s in replay(session.record))
    assert_replays(session)


def test_the_session_needs_no_qt() -> None:
    """The layering rule (STYLE.md): only the controller module imports Qt."""
    code = (
        "import sys; import spectacular_bid.app, spectacular_bid.app.session, spectacular_bid.app.messages; "
        "assert not [m for m in sys.modules if m.startswith('PySide6')], 'Qt was imported'"
    )
    subprocess.run([sys.executable, "-c", code], check=True)


def test_a_real_game_is_dealt_from_the_operating_system_with_no_state_to_predict_R6(fake_time: FakeTime) -> None:
    """Finished deals are shown and exported: no deal may follow from earlier ones. The default
    dealer keeps no state (a seeded generator's state can be recovered from its outputs)."""
    session = Session(("Ana", "Ben"), started_at="2026-01-01T00:00:00Z", time=fake_time)
    resumed = Session.from_record(session.record, fake_time)
    for dealer in (session.rng, resumed.rng):
        with pytest.raises(NotImplementedError):
            dealer.getstate()
    random.seed(7)
    first = Session(("Ana", "Ben"), started_at="2026-01-01T00:00:00Z", time=fake_time).state.deals
    random.seed(7)
    second = Session(("Ana", "Ben"), started_at="2026-01-01T00:00:00Z", time=fake_time).state.deals
    assert first != second  # 28! deals: equal only if the module's generator dealt them
