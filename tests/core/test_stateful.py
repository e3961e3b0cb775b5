"""A Hypothesis state machine over the rules core: random legal and illegal actions at random
times, with the invariants of RULES.md checked after every step.

Every step sends one action (or a short burst of legal ones) at a time drawn around the game's
clock: mostly a little later, sometimes earlier than the game's time, at or past the deadline.
Invariants: R2–R5 (300 points, none negative, multiples of 5, a balance at 0 ends the game),
R6 (the 28 tiles, each once), R36–R37 (banked reserves never grow, readings never grow over
time nor jump at an action), R45 (a refusal changes nothing; a late action only loses the game
on time), R7/R41 (a seat's view never shows the other hand while it is hidden, nor the
boneyard), and ``legal_actions`` is exactly what ``apply`` accepts in time.
"""

from __future__ import annotations

import dataclasses
import enum
import random
import time
from collections import Counter
from typing import Any

import pytest
from hypothesis import event, note, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, rule, run_state_machine_as_test

from spectacular_bid.core import (
    ALL_TILES,
    CONTINUE,
    ENDS,
    START,
    TICK,
    Accept,
    Action,
    Bid,
    Continue,
    Draw,
    EarlierThanGame,
    GameIsOver,
    GameState,
    IllegalAction,
    MissingDeal,
    OutOfTime,
    Play,
    Reason,
    Resign,
    Result,
    Reveal,
    Stage,
    Table,
    Tick,
    Tile,
    Void,
    Waive,
    advance,
    apply,
    deadline,
    deal_from,
    legal_actions,
    needs_deal,
    new_game,
    reserve_at,
    view_for,
    with_deal,
)
from spectacular_bid.core.state import BidPaid, Blocked, Flagged, Passed, Scored

PLAYERS = ("Ana", "Ben")
RESERVE_MS = 120_000
DELAY_MS = 10_000
#: What a late action may change: the game is lost on time and nothing else happens (R37).
LATE_FIELDS = {"result", "stage", "to_act", "started", "time", "reserves", "notes"}


# --- Checks on one state ------------------------------------------------------------------------


def describe(s: GameState) -> str:
    return (
        f"hand {s.hand_no} {s.stage.name} to_act={s.to_act} holder={s.holder} awaiting={s.awaiting} "
        f"points={s.points} reserves={s.reserves} started={s.started} time={s.time} due={deadline(s)} "
        f"bid={s.bid} bidder={s.bidder} jockey={s.jockey} boneyard={len(s.boneyard)} "
        f"hands={[[str(t) for t in h] for h in s.hands]} total={s.table.total} result={s.result}"
    )


def fields_of(s: GameState) -> dict[str, Any]:
    return {f.name: getattr(s, f.name) for f in dataclasses.fields(s)}


def assert_untouched(s: GameState, snapshot: dict[str, Any]) -> None:
    """``s`` still holds exactly the objects it held when ``snapshot`` was taken."""
    now = fields_of(s)
    changed = [k for k in snapshot if now[k] is not snapshot[k] or now[k] != snapshot[k]]
    assert not changed, f"the input state was changed: {changed}"


_ATOMS = (str, int, float, bytes, type(None), enum.Enum)


def tiles_in(obj: object, table: Table) -> set[Tile]:
    """Every tile reachable from ``obj`` through dataclass fields, tuples, lists and dicts. A
    table met on the way must be ``table``: its tiles are public and are not collected."""
    found: set[Tile] = set()
    stack = [obj]
    while stack:
        x = stack.pop()
        if isinstance(x, Tile):
            found.add(x)
        elif isinstance(x, Table):
            assert x == table, "a view shows another table than the game's"
        elif isinstance(x, (tuple, list, set, frozenset)):
            stack.extend(x)
        elif isinstance(x, dict):
            stack.extend(x.values())
        elif not isinstance(x, _ATOMS) and dataclasses.is_dataclass(x):
            stack.extend(getattr(x, f.name) for f in dataclasses.fields(x))
    return found


def check_points(s: GameState) -> None:
    p = s.points
    assert sum(p) == 300, f"R2: balances {p} do not sum to 300"
    assert min(p) >= 0, f"R4: a negative balance {p}"
    assert p[0] % 5 == 0 and p[1] % 5 == 0, f"balances {p} are not multiples of 5"
    if min(p) == 0:  # R5
        loser = p.index(0)
        assert s.result == Result(1 - loser, Reason.POINTS), f"R5: a balance at 0 but result {s.result}"
    if s.result is not None and s.result.reason is Reason.POINTS:
        assert min(p) == 0 and s.result.winner == p.index(300)


def check_tiles(s: GameState) -> None:
    placed = [pl.tile for pl in s.table.plays]
    seen = Counter([*s.hands[0], *s.hands[1], *s.boneyard, *placed])
    assert len(seen) == 28 and set(seen) == set(ALL_TILES), "R6: a tile is missing or foreign"
    assert max(seen.values()) == 1, f"R6: tiles counted twice: {[str(t) for t, n in seen.items() if n > 1]}"


def check_clock(s: GameState) -> None:
    for r in s.reserves:
        assert 0 <= r <= RESERVE_MS, f"R36: banked reserve {r}"
        if not s.is_over:
            assert r > 0, "RECORD.md: a reserve is never banked at 0 while the game goes on"
    due = deadline(s)
    assert (s.started is not None) == (s.awaiting in ("play", "bid")), "R40: a clock runs iff a revealed decision"
    if s.started is not None:
        assert s.holder == s.to_act and s.started <= s.time
        assert due == s.started + DELAY_MS + s.reserves[s.to_act]  # type: ignore[index]
        assert s.time < due, "the game's time is past its deadline but it goes on"
    else:
        assert due is None
    moments = sorted({s.time, s.time + 1, s.time + 5_000, s.time + 10_000, s.time + 10_001, s.time + 60_000})
    if due is not None:
        moments = sorted({*moments, due - 1, due, due + 1, due + 10**6})
    for seat in (0, 1):
        readings = [reserve_at(s, seat, t) for t in moments]
        assert readings == sorted(readings, reverse=True), f"R36: seat {seat}'s reserve grows: {readings}"
        assert all(0 <= r <= s.reserves[seat] for r in readings)
        if due is not None and seat == s.to_act:
            assert reserve_at(s, seat, due) == 0 and reserve_at(s, seat, due - 1) > 0


def check_phase(s: GameState) -> None:
    assert (s.stage is Stage.OVER) == (s.result is not None)
    assert (s.to_act is not None) == (s.stage in (Stage.BIDDING, Stage.PLAY))
    actions = legal_actions(s)
    assert len(set(actions)) == len(actions), "legal_actions lists an action twice"
    assert bool(actions) == (not s.is_over)
    if s.stage is Stage.BIDDING:
        assert s.jockey is not None and s.table.is_empty


def check_views(s: GameState, at: int) -> None:
    shown = s.stage in (Stage.HAND_OVER, Stage.OVER)
    boneyard = set(s.boneyard)
    for seat in (0, 1):
        v = view_for(s, seat, at)
        assert v.own_hand == s.hands[seat] and v.points == s.points and v.table == s.table
        assert v.other_count == len(s.hands[1 - seat]) and v.boneyard_count == len(s.boneyard)
        assert (v.other_hand is not None) == shown, "R41: the other hand is shown while the hand goes on"
        visible = tiles_in(v, s.table)
        assert not visible & boneyard, f"R7: seat {seat} sees boneyard tiles"
        if not shown:
            assert not visible & set(s.hands[1 - seat]), f"R7: seat {seat} sees the other hand"
        clocks = {"reserves", "delay_left"}
        now = view_for(s, seat)
        assert now.reserves == (reserve_at(s, 0, s.time), reserve_at(s, 1, s.time))
        assert {k: getattr(now, k) for k in now.__dataclass_fields__ if k not in clocks} == {
            k: getattr(v, k) for k in v.__dataclass_fields__ if k not in clocks
        }, "a view read at another time differs beyond its clocks"


def check_fields(s: GameState) -> None:
    """The rules build most states from a copied dictionary, unchecked (``_from_fields``): every
    state holds exactly the fields of a game state, no stray name in place of one."""
    assert s.__dict__.keys() == {f.name for f in dataclasses.fields(s)}, sorted(s.__dict__)


def check_state(s: GameState, at: int, views: bool = True) -> None:
    check_fields(s)
    check_points(s)
    check_tiles(s)
    check_clock(s)
    check_phase(s)
    if views:
        check_views(s, at)


# --- Checks on one step ---------------------------------------------------------------------------


def normalized(action: Action) -> Action:
    """The listed form of an action the rules accept in another spelling."""
    if isinstance(action, Play):
        if action.end is None and action.west is None:
            return Play(action.seat, action.tile, None, action.tile.high)  # R12: the higher half faces west
        if action.end is not None and action.west is not None:
            return Play(action.seat, action.tile, action.end)  # ``west`` only orients an opening
    return action


def expected_outcome(s: GameState, action: Action, at: int) -> str:
    """What ``apply`` must do, by RECORD.md's order of checks."""
    if s.is_over:
        return "over"
    if at < s.time:
        return "earlier"
    due = deadline(s)
    if due is not None and at >= due:
        return "late"
    if isinstance(action, (Tick, Void)) or (isinstance(action, Resign) and action.seat in (0, 1)):
        return "ok"  # R45: resigning, ticking and voiding are accepted while the game goes on
    if normalized(action) in legal_actions(s):
        return "missing" if isinstance(action, Continue) and needs_deal(s) else "ok"
    return "illegal"


def points_after(before: tuple[int, int], notes: tuple[object, ...]) -> tuple[int, int]:
    p = list(before)
    for n in notes:
        if isinstance(n, Scored):
            p[n.seat] += n.paid
            p[1 - n.seat] -= n.paid
        elif isinstance(n, BidPaid):
            p[n.payer] -= n.paid
            p[1 - n.payer] += n.paid
        elif isinstance(n, Blocked) and n.receiver is not None:
            p[n.receiver] += n.paid
            p[1 - n.receiver] -= n.paid
    return (p[0], p[1])


def check_notes(before: GameState, after: GameState) -> None:
    assert after.points == points_after(before.points, after.notes), "R2: a transfer the notes do not show"
    for n in after.notes:
        if isinstance(n, Scored):
            assert n.total > 0 and n.total % 5 == 0 and n.total == after.table.total, f"R17: {n}"
            assert 0 <= n.paid <= n.total and (n.paid == n.total or after.points[1 - n.seat] == 0), f"R4: {n}"
        elif isinstance(n, BidPaid):
            discount = min(n.bid, 15) if n.payer == before.jockey else 0
            assert n.discount == discount and n.paid == n.bid - discount, f"R29–R30: {n}"
        elif isinstance(n, Blocked):
            assert n.due % 5 == 0 and 0 <= n.paid <= n.due, f"R23: {n}"
            assert (n.receiver is None) == (n.pips[0] == n.pips[1])
            if n.receiver is not None:
                heavy = n.pips[1 - n.receiver]
                assert abs(n.due - heavy) <= 2 and n.pips[n.receiver] < heavy, f"R23: {n}"
                assert n.paid == n.due or after.points[1 - n.receiver] == 0, f"R4: {n}"


def check_accepted(before: GameState, action: Action, at: int, after: GameState) -> None:
    assert after is not before and after.time == at
    assert after.players == before.players and after.deals == before.deals
    assert after.hand_no == before.hand_no + (1 if isinstance(action, Continue) else 0)
    for seat in (0, 1):
        assert after.reserves[seat] <= before.reserves[seat], "R36: a banked reserve grew"
        # The clock does not jump at an action: the reading at ``at`` is the same either side.
        assert reserve_at(after, seat, at) == reserve_at(before, seat, at), f"R36: seat {seat}'s clock jumped"
    check_notes(before, after)
    if isinstance(action, Resign):
        assert after.result == Result(1 - action.seat, Reason.RESIGN)
    elif isinstance(action, Void):
        assert after.result is not None and after.result.winner is None and after.result.reason is Reason.VOID
    elif isinstance(action, Play) and after.stage is Stage.PLAY:
        other = 1 - action.seat
        expected = action.seat if Passed(other) in after.notes else other
        assert after.to_act == expected, "R18: the turn passes to the other player"
    if isinstance(action, Tick):
        assert fields_of(after) | {"time": 0, "notes": ()} == fields_of(before) | {"time": 0, "notes": ()}


def check_late(before: GameState, at: int, lost: GameState) -> None:
    seat = before.to_act
    assert seat is not None
    old, new = fields_of(before), fields_of(lost)
    changed = {k for k in old if old[k] != new[k]}
    assert changed <= LATE_FIELDS, f"R37: a late action changed {changed - LATE_FIELDS}"
    assert lost.result == Result(1 - seat, Reason.TIME), "R37: the player to act loses on time"
    assert lost.notes == (Flagged(seat),)
    assert lost.reserves[seat] == 0 and lost.reserves[1 - seat] == before.reserves[1 - seat]
    assert (lost.stage, lost.to_act, lost.started, lost.time) == (Stage.OVER, None, None, at)
    assert advance(before, at) == lost


def send(before: GameState, action: Action, at: int) -> GameState:
    """Apply ``action`` with every check of one step; the game after it (``before`` if refused)."""
    snapshot = fields_of(before)
    expected = expected_outcome(before, action, at)
    outcome, after = "ok", before
    try:
        after = apply(before, action, at)
    except OutOfTime as e:
        outcome, after = "late", e.state
    except GameIsOver:
        outcome = "over"
    except EarlierThanGame:
        outcome = "earlier"
    except MissingDeal:
        outcome = "missing"
    except IllegalAction as e:
        outcome = "illegal"
        assert str(e), "R45: a refusal says why"
    note(f"  {action} at {at}: {outcome}")
    event(f"outcome: {outcome}")
    if outcome in ("ok", "late"):
        for n in after.notes:
            event(f"note: {type(n).__name__}")
        if after.result is not None:
            event(f"result: {after.result.reason.value}")
    assert_untouched(before, snapshot)
    assert outcome == expected, f"expected {expected}, got {outcome} for {action} at {at} in {describe(before)}"
    if outcome == "ok":
        check_accepted(before, action, at, after)
    elif outcome == "late":
        check_late(before, at, after)
    return after


# --- Strategies -----------------------------------------------------------------------------------

SEATS = st.sampled_from([0, 1, 0, 1, 2, -1])
ANY_TILE = st.sampled_from(ALL_TILES)
ANY_END = st.sampled_from([None, *ENDS])
ANY_ACTION: st.SearchStrategy[Action] = st.one_of(
    st.sampled_from([START, CONTINUE]),
    st.builds(Reveal, SEATS),
    st.builds(Draw, SEATS),
    st.builds(Waive, SEATS),
    st.builds(Accept, SEATS),
    st.builds(Bid, SEATS, st.one_of(st.sampled_from([15, 17, 20, 150, 165, 1000]), st.integers(-5, 400))),
    st.builds(Play, SEATS, ANY_TILE, ANY_END, st.one_of(st.none(), st.integers(0, 6))),
)


def near_misses(s: GameState) -> list[Action]:
    """Actions close to legal ones: the wrong seat, a wrong end, someone else's tile, a bid off
    by a little."""
    out: list[Action] = []
    for a in legal_actions(s):
        seat = getattr(a, "seat", 0)
        if isinstance(a, Play):
            out.append(Play(1 - seat, a.tile, a.end, a.west))
            out += [Play(seat, a.tile, e) for e in (None, *ENDS) if e is not a.end]
            out += [Play(seat, t, a.end or ENDS[0]) for t in s.hands[1 - seat][:2] + s.boneyard[:2]]
        elif isinstance(a, Bid):
            out += [Bid(seat, a.amount + d) for d in (-5, -1, 1, 3)] + [Bid(1 - seat, a.amount)]
        elif isinstance(a, (Reveal, Waive, Accept, Draw)):
            out += [type(a)(1 - seat), Reveal(seat), Draw(seat), Waive(seat), Accept(seat)]
        out += [START, CONTINUE]
    return out or [START]


#: One number behind each time (a single draw keeps it cheap): its remainder by 30 picks the
#: kind of time, the rest the offset. It shrinks to "right now".
TIMING = st.integers(0, 2**48)


def moment(s: GameState, timing: int, in_time: bool = False) -> int:
    """A time for the next action: mostly a little after the game's time; sometimes the same,
    earlier, right before or at the deadline, or long past it."""
    kind, rest = timing % 30, timing // 30
    due = deadline(s)
    if in_time or kind < 22:
        at = s.time + rest % (15_001 if kind % 3 else 2_001)
        return at if due is None or at < due else due - 1
    if kind < 24:
        return s.time
    if kind < 26:
        return s.time - 1 - rest % 5_000
    if kind < 28 and due is not None:
        return due - 1 if kind == 26 else due
    return s.time + rest % 10**9


def draw_at(data: st.DataObject, s: GameState) -> int:
    return moment(s, data.draw(TIMING, label="timing"))


# --- The machine ----------------------------------------------------------------------------------


class CoreGame(RuleBasedStateMachine):
    """One game after another, driven by legal and illegal actions."""

    def __init__(self) -> None:
        super().__init__()
        self.state = new_game(PLAYERS, [deal_from(random.Random(0))])

    def _new_game(self, seed: int, warmup: int) -> None:
        """A fresh game, advanced by ``warmup`` random legal actions in time (each step checked)."""
        rng = random.Random(seed)
        s = new_game(PLAYERS, [deal_from(rng)])
        for i in range(warmup):
            if s.is_over:
                break
            if needs_deal(s):
                s = with_deal(s, deal_from(rng))
            due = deadline(s)
            at = s.time + rng.choice((0, 500, 3_000, 9_000, 14_000))
            if due is not None and at >= due:
                at = s.time
            s = send(s, rng.choice(legal_actions(s)), at)
            check_state(s, at, views=i % 8 == 0)  # the views of every later state are checked
        note(f"new game: seed {seed}, {warmup} warm-up actions → {describe(s)}")
        self.state = s

    @initialize(seed=st.integers(0, 2**32 - 1), warmup=st.one_of(st.just(0), st.integers(0, 150)))
    def start(self, seed: int, warmup: int) -> None:
        self._new_game(seed, warmup)

    def _ready(self, data: st.DataObject) -> bool:
        """Start a new game when this one is over, and give the next hand a deal when it needs
        one — not always: a ``continue`` without a deal must raise MissingDeal."""
        if self.state.is_over:
            seed = data.draw(st.integers(0, 2**32 - 1), label="seed")
            self._new_game(seed, data.draw(st.integers(0, 150), label="warm-up"))
            return False
        if needs_deal(self.state) and data.draw(st.booleans(), label="add a deal"):
            seed = data.draw(st.integers(0, 2**32 - 1), label="deal seed")
            self.state = with_deal(self.state, deal_from(random.Random(seed)))
        return True

    @rule(data=st.data())
    def legal(self, data: st.DataObject) -> None:
        if self._ready(data):
            s = self.state
            action = data.draw(st.sampled_from(legal_actions(s)), label="legal action")
            self.state = send(s, action, draw_at(data, s))

    @rule(data=st.data(), seed=st.integers(0, 2**32 - 1), n=st.integers(1, 12))
    def legal_burst(self, data: st.DataObject, seed: int, n: int) -> None:
        """A few legal actions in time, chosen by a seeded RNG: cheap steps deeper into games."""
        rng = random.Random(seed)
        for _ in range(n):
            if not self._ready(data):
                return
            s = self.state
            actions = legal_actions(s)
            self.state = send(s, actions[rng.randrange(len(actions))], moment(s, rng.getrandbits(48), in_time=True))
            check_state(self.state, self.state.time)

    @rule(data=st.data(), action=ANY_ACTION)
    def random_action(self, data: st.DataObject, action: Action) -> None:
        s = self.state
        self.state = send(s, action, draw_at(data, s))

    @rule(data=st.data())
    def near_miss(self, data: st.DataObject) -> None:
        s = self.state
        action = data.draw(st.sampled_from(near_misses(s)), label="near miss")
        self.state = send(s, action, draw_at(data, s))

    @rule(data=st.data(), kind=st.integers(0, 9))
    def rare(self, data: st.DataObject, kind: int) -> None:
        """Mostly a tick; now and then a resignation (by any seat) or a void game."""
        s = self.state
        action: Action = TICK
        if kind == 0:
            action = Resign(data.draw(SEATS, label="resigning seat"))
        elif kind == 1:
            action = Void(data.draw(st.sampled_from(["clock went backwards", ""]), label="reason"))
        self.state = send(s, action, draw_at(data, s))

    @rule(data=st.data())
    def advance_clock(self, data: st.DataObject) -> None:
        s = self.state
        at = draw_at(data, s)
        if at < s.time:
            try:
                advance(s, at)
            except EarlierThanGame:
                return
            raise AssertionError(f"advance went back to {at} from {s.time}")
        after = advance(s, at)
        if s.is_over:
            assert after == s
        elif (due := deadline(s)) is not None and at >= due:
            check_late(s, at, after)
        else:
            assert fields_of(after) | {"time": 0} == fields_of(s) | {"time": 0} and after.time == at
        self.state = after

    @invariant()
    def consistent(self) -> None:
        note(f"state: {describe(self.state)}")
        check_state(self.state, self.state.time + 7_000)


TestCoreGame = CoreGame.TestCase


# --- The long run ---------------------------------------------------------------------------------

LONG_STEPS = 100_000  #: rule steps the long run must take at least


class CountedGame(CoreGame):
    """The machine, counting its rule steps and the games it starts."""

    games = 0
    checks = 0  #: invariant checks: one after each example's start, then one after every step
    examples = 0

    def _new_game(self, seed: int, warmup: int) -> None:
        CountedGame.games += 1
        super()._new_game(seed, warmup)

    @invariant()
    def counted(self) -> None:
        CountedGame.checks += 1

    def teardown(self) -> None:
        CountedGame.examples += 1


@pytest.mark.long
def test_the_long_run_takes_a_hundred_thousand_steps(capsys: pytest.CaptureFixture[str]) -> None:
    """``pytest --hypothesis-profile=long -m long`` (README, Testing): the machine under the
    ``long`` profile, which must give it at least :data:`LONG_STEPS` steps."""
    cpu = time.process_time()
    run_state_machine_as_test(CountedGame, settings=settings())
    steps = CountedGame.checks - CountedGame.examples
    with capsys.disabled():
        print(
            f"\nstate machine: {steps} steps, {CountedGame.games} games, {CountedGame.examples} examples,"
            f" {time.process_time() - cpu:.0f} s of processor"
        )
    assert steps >= LONG_STEPS, "run it with --hypothesis-profile=long"
