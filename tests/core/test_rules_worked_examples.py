"""Every worked example of RULES.md, one test each, named after its rule.

Tables are built with :class:`Table`; games are played from explicit deals through the public
API. A few positions (a block with given pip sums, balances near zero) are set up with
``dataclasses.replace`` on a real game state: the rule under test reads only the fields set.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, replace

import pytest

from spectacular_bid.core import (
    ALL_TILES,
    CONTINUE,
    START,
    Accept,
    Action,
    Bid,
    Deal,
    Draw,
    End,
    GameState,
    IllegalAction,
    OutOfTime,
    Play,
    Reason,
    Resign,
    Result,
    Reveal,
    Stage,
    Table,
    Tile,
    Waive,
    advance,
    apply,
    deadline,
    deal_from,
    delay_left,
    legal_actions,
    new_game,
    reserve_at,
)
from spectacular_bid.core.record import Event
from spectacular_bid.core.state import (
    BidPaid,
    Blocked,
    Flagged,
    ForcedAccept,
    ForcedWaive,
    Passed,
    Scored,
    WentOut,
)
from spectacular_bid.core.tiles import pip_sum

PLAYERS = ("Ana", "Ben")
WEST, EAST, NORTH, SOUTH = End.WEST, End.EAST, End.NORTH, End.SOUTH


# --- Helpers ----------------------------------------------------------------------------------


def tile(code: str) -> Tile:
    """``"63"`` → ``[6|3]``."""
    return Tile.of(int(code[0]), int(code[1]))


def tiles(codes: str) -> tuple[Tile, ...]:
    """``"66 63"`` → ``([6|6], [6|3])``."""
    return tuple(tile(c) for c in codes.split())


def make_deal(hand0: str, hand1: str, boneyard_first: str = "") -> Deal:
    """A deal with the given hands; the boneyard draws ``boneyard_first`` first, then the rest."""
    h0, h1, first = tiles(hand0), tiles(hand1), tiles(boneyard_first)
    taken = set(h0 + h1 + first)
    rest = tuple(t for t in ALL_TILES if t not in taken)
    return Deal((h0, h1), first + rest)


ANY_DEAL = make_deal("66 65 41 00 23 11 50", "63 33 55 22 44 01 60")


class Game:
    """A game driven one action at a time, each ``after`` ms after the game's time."""

    def __init__(self, state: GameState) -> None:
        self.state = state

    @classmethod
    def new(cls, *deals: Deal) -> Game:
        return cls(new_game(PLAYERS, deals))

    def do(self, action: Action, after: int = 1000) -> GameState:
        self.state = apply(self.state, action, self.state.time + after)
        return self.state

    def decide(self, action: Action, after: int = 1000) -> GameState:
        """Reveal first when the device must be handed over (R40), then act."""
        if self.state.awaiting == "reveal":
            assert self.state.to_act is not None
            self.do(Reveal(self.state.to_act))
        return self.do(action, after)

    def play(self, code: str, end: End | None = None) -> GameState:
        """The player to act plays ``code``; an opening's first digit faces west (R12)."""
        seat = self.state.to_act
        assert seat is not None
        west = int(code[0]) if end is None else None
        return self.decide(Play(seat, tile(code), end, west))


def first_action_playout(state: GameState, at_step: int = 1000) -> GameState:
    """Play the current hand to its end, always taking the first legal action, in time."""
    while state.stage not in (Stage.HAND_OVER, Stage.OVER):
        state = apply(state, legal_actions(state)[0], state.time + at_step)
    return state


def after_going_out(jockey: int, next_deal: Deal) -> Game:
    """A game whose first hand ended with ``jockey`` going out (R22), awaiting ``continue``
    into ``next_deal``. The first hand is found by trying seeded deals in order."""
    for seed in range(1000):
        state = first_action_playout(apply(new_game(PLAYERS, [deal_from(random.Random(seed)), next_deal]), START, 0))
        if state.stage is Stage.HAND_OVER and state.jockey == jockey and min(state.points) >= 30:
            return Game(state)
    raise AssertionError("no seeded first hand ends with that jockey")


def with_points(game: Game, points: tuple[int, int]) -> Game:
    """The same position with the balances set (they still sum to 300, R2)."""
    assert sum(points) == 300
    return Game(replace(game.state, points=points))


def only(notes: Sequence[object], kind: type) -> list[object]:
    return [n for n in notes if isinstance(n, kind)]


# --- R3, R4, R5: points ------------------------------------------------------------------------


def test_r3_an_end_total_of_15_transfers_15_points() -> None:
    game = Game.new(make_deal("66 62 33 00 11 10 20", "63 65 22 21 30 31 40"))
    game.do(START)
    game.play("66")
    state = game.play("63", EAST)
    assert state.table.total == 15
    assert state.points == (135, 165)  # 150–150 becomes 165–135 for the scorer
    assert state.notes == (Scored(seat=1, total=15, paid=15),)


def test_r4_a_gain_of_20_against_a_payer_holding_5_transfers_5() -> None:
    game = Game.new(make_deal("66 44 00 01 02 03 11", "64 12 13 14 22 23 24"))
    game = with_points(game, (295, 5))
    game.do(START)
    game.play("66")  # 12: nothing
    game.play("64", WEST)  # 4 + 12 = 16: nothing
    state = game.play("44", WEST)  # [4|4] at west counts 8, the exposed spinner side 12
    assert state.table.total == 20
    assert state.notes[0] == Scored(seat=0, total=20, paid=5)
    assert state.points == (300, 0)
    # R5: the payer reached 0 and lost at once.
    assert state.result == Result(0, Reason.POINTS)
    assert state.stage is Stage.OVER
    assert legal_actions(state) == ()


# --- R6, R8, R12: deal and opening -------------------------------------------------------------


def test_r6_a_deal_gives_7_and_7_and_leaves_14_of_the_28_tiles() -> None:
    deal = deal_from(random.Random(2026))
    assert [len(deal.hands[0]), len(deal.hands[1]), len(deal.boneyard)] == [7, 7, 14]
    assert sorted((t.high, t.low) for t in (*deal.hands[0], *deal.hands[1], *deal.boneyard)) == sorted(
        (t.high, t.low) for t in ALL_TILES
    )
    assert len(ALL_TILES) == 28 and Tile.of(0, 0) in ALL_TILES


def test_r8_tile_6_3_beats_5_4_between_equal_sums() -> None:
    # No double in either hand; [6|5] and [6|4] lie in the boneyard.
    deal = make_deal("54 01 02 03 12 13 14", "63 15 16 23 24 25 26")
    state = apply(new_game(PLAYERS, [deal]), START, 0)
    assert (state.to_act, state.opener_tile) == (1, tile("63"))
    state = apply(state, Reveal(1), 1000)
    assert {(a.tile, a.end) for a in legal_actions(state) if isinstance(a, Play)} == {(tile("63"), None)}
    with pytest.raises(IllegalAction):
        apply(state, Play(1, tile("26"), None), 2000)  # R8: the opener must open with [6|3]


def test_r8_the_highest_double_opens_even_against_a_heavier_tile() -> None:
    deal = make_deal("11 01 02 03 12 13 14", "65 64 63 54 24 25 26")
    state = apply(new_game(PLAYERS, [deal]), START, 0)
    assert (state.to_act, state.opener_tile) == (0, tile("11"))


def test_r10_the_forced_opening_is_still_a_revealed_timed_decision() -> None:
    state = apply(new_game(PLAYERS, [ANY_DEAL]), START, 0)
    assert state.awaiting == "reveal" and state.started is None
    state = apply(state, Reveal(0), 4000)
    assert state.started == 4000 and deadline(state) == 4000 + 10_000 + 120_000


def test_r12_an_opening_written_6_3_shows_6_west_and_3_east() -> None:
    table = Table().open_with(tile("63"), west=6)
    assert dict(table.open_ends()) == {WEST: 6, EAST: 3}
    assert dict(Table().open_with(tile("63"), west=3).open_ends()) == {WEST: 3, EAST: 6}
    # In a record, the first number written faces west.
    assert Event(0, "play", 1, (6, 3)).action() == Play(1, tile("63"), None, 6)
    assert Event(0, "play", 1, (3, 6)).action() == Play(1, tile("63"), None, 3)
    state = apply(new_game(PLAYERS, [make_deal("54 01 02 03 12 13 14", "63 15 16 23 24 25 26")]), START, 0)
    state = apply(apply(state, Reveal(1), 1000), Event(2000, "play", 1, (3, 6)).action(), 2000)
    assert dict(state.table.open_ends()) == {WEST: 3, EAST: 6}


# --- R13–R18: the worked table, row by row -----------------------------------------------------

SPINNER_66 = [("66", None), ("63", EAST), ("62", WEST), ("65", NORTH), ("33", EAST)]
SPINNER_33 = [("63", None), ("33", EAST), ("31", EAST), ("35", NORTH), ("32", SOUTH)]


@dataclass(frozen=True)
class Row:
    name: str
    plays: list[tuple[str, End | None]]
    total: int
    transfer: int


ROWS = [
    Row("5-5 opened alone", [("55", None)], 10, 10),
    Row("6-4 opened alone", [("64", None)], 10, 10),
    Row("spinner 6-6, east 6-3", SPINNER_66[:2], 15, 15),
    Row("then west 6-2, side branches open unused", SPINNER_66[:3], 5, 5),
    Row("then north 6-5", SPINNER_66[:4], 10, 10),
    Row("then east 3-3, a later double at an end", SPINNER_66[:5], 13, 0),
    Row("opening 6,3 then east 3-3 becomes the spinner", SPINNER_33[:2], 12, 0),
    Row("then east 3-1, side branches open unused", SPINNER_33[:3], 7, 0),
    Row("then north 3-5", SPINNER_33[:4], 12, 0),
    Row("then south 3-2", SPINNER_33[:5], 14, 0),
]


def build_table(plays: Sequence[tuple[str, End | None]]) -> Table:
    (code, _), *rest = plays
    table = Table().open_with(tile(code), west=int(code[0]))
    for code, end in rest:
        assert end is not None and end in table.ends_for(tile(code))
        table = table.place(tile(code), end)
    return table


@pytest.mark.parametrize("row", ROWS, ids=[r.name for r in ROWS])
def test_r16_end_total_of_each_worked_row(row: Row) -> None:
    assert build_table(row.plays).total == row.total


def _game_for(row: Row) -> Game:
    """A game at the first play of ``row``'s table, the opener holding the device."""
    first = row.plays[0][0]
    if first == "55":
        game = Game.new(make_deal("55 01 02 03 04 12 13", "14 15 16 23 24 25 26"))
    elif first == "64":  # no double in either hand; [6|5] lies in the boneyard
        game = Game.new(make_deal("64 01 02 03 12 13 14", "15 16 23 24 25 26 34"))
    elif first == "66":
        game = Game.new(make_deal("66 62 33 00 11 10 20", "63 65 22 21 30 31 40"))
    else:  # opening [6,3] with [3|3] in play: an opening by choice (R9), after a going-out hand
        game = after_going_out(0, make_deal("63 31 32 00 01 02 04", "33 35 11 12 14 22 24"))
        game.do(CONTINUE)
        assert game.state.awaiting == "reveal" and game.state.to_act == 1
        game.decide(Waive(1))  # the jockey (seat 0) opens with any tile
        return game
    game.do(START)
    assert game.state.to_act == 0 and game.state.opener_tile == tile(first)
    return game


@pytest.mark.parametrize("row", ROWS, ids=[r.name for r in ROWS])
def test_r17_r18_transfer_of_each_worked_row_and_the_turn_passes(row: Row) -> None:
    game = _game_for(row)
    for code, end in row.plays[:-1]:
        game.play(code, end)
    before = game.state
    seat = before.to_act
    assert seat is not None
    state = game.play(*row.plays[-1])
    assert state.table.total == row.total
    assert state.points[seat] - before.points[seat] == row.transfer
    assert state.points[1 - seat] - before.points[1 - seat] == -row.transfer
    assert only(state.notes, Scored) == ([Scored(seat, row.total, row.transfer)] if row.transfer else [])
    # R18: the turn passes to the other player, after a double and after scoring too.
    assert state.to_act == 1 - seat and state.awaiting == "reveal"


def test_r13_side_branches_of_an_opening_spinner_open_once_both_arms_hold_a_tile() -> None:
    table = Table().open_with(tile("66"))
    assert dict(table.open_ends()) == {WEST: 6, EAST: 6}
    table = table.place(tile("63"), EAST)
    assert dict(table.open_ends()) == {WEST: 6, EAST: 3}
    table = table.place(tile("62"), WEST)
    assert dict(table.open_ends()) == {WEST: 2, EAST: 3, NORTH: 6, SOUTH: 6}


def test_r13_a_later_spinner_opens_its_branches_once_a_tile_lies_beyond_it() -> None:
    table = Table().open_with(tile("63"), west=6).place(tile("33"), EAST)
    assert table.spinner == tile("33")
    assert dict(table.open_ends()) == {WEST: 6, EAST: 3}
    table = table.place(tile("31"), EAST)
    assert dict(table.open_ends()) == {WEST: 6, EAST: 1, NORTH: 3, SOUTH: 3}


def test_r14_a_later_double_creates_no_branch() -> None:
    table = build_table(SPINNER_66)
    assert table.spinner == tile("66")
    assert dict(table.open_ends()) == {WEST: 2, EAST: 3, NORTH: 5, SOUTH: 6}
    assert table.place(tile("22"), WEST).open_ends() == ((WEST, 2), (EAST, 3), (NORTH, 5), (SOUTH, 6))


def test_r16_a_double_at_an_end_counts_both_halves() -> None:
    # [3|3] at the east end counts 6 (row "then east [3|3]": 2 + 6 + 5).
    before = build_table(SPINNER_66[:4])
    after = before.place(tile("33"), EAST)
    assert after.total - before.total == 6 - 3


# --- R19–R22: drawing, passing, going out ------------------------------------------------------


def position(
    hand0: str,
    hand1: str,
    boneyard: str = "",
    table: Table | None = None,
    points: tuple[int, int] = (150, 150),
    started: int = 0,
) -> GameState:
    """Seat 0 to play, holding the device, its clock started at ``started``."""
    base = new_game(PLAYERS, [ANY_DEAL, ANY_DEAL])
    return replace(
        base,
        stage=Stage.PLAY,
        to_act=0,
        holder=0,
        started=started,
        time=started,
        points=points,
        hands=(tiles(hand0), tiles(hand1)),
        boneyard=tiles(boneyard),
        table=Table().open_with(tile("62"), west=6) if table is None else table,  # shows 6 west, 2 east
        opener_tile=None,
    )


def test_r19_drawing_is_refused_while_a_tile_fits() -> None:
    state = position("25 11", "44 33", boneyard="00 01")
    assert Draw(0) not in legal_actions(state)
    with pytest.raises(IllegalAction):
        apply(state, Draw(0), 1000)


def test_r20_draw_until_a_tile_fits_then_play_it_in_the_same_timed_decision() -> None:
    state = position("11 13", "44 33", boneyard="00 24 01")
    assert legal_actions(state) == (Draw(0),)
    state = apply(state, Draw(0), 6000)  # [0|0] does not fit: draw again
    assert (state.to_act, state.started, legal_actions(state)) == (0, 0, (Draw(0),))
    state = apply(state, Draw(0), 12000)  # [2|4] fits: it must be played now, nothing else
    assert state.started == 0 and state.hands[0][-1] == tile("24")
    assert set(legal_actions(state)) == {Play(0, tile("24"), EAST)}
    with pytest.raises(IllegalAction):
        apply(state, Draw(0), 13000)
    state = apply(state, Play(0, tile("24"), EAST), 15000)
    # Drawing did not restart the delay: the whole decision took 15 s, 5 s of reserve.
    assert state.reserves == (115_000, 120_000)


def test_r20_r21_a_draw_that_empties_the_boneyard_with_nothing_to_play_passes() -> None:
    state = position("11", "44 33 25", boneyard="00")
    state = apply(state, Draw(0), 3000)
    assert state.notes == (Passed(0),)
    assert (state.to_act, state.awaiting, state.boneyard) == (1, "reveal", ())


def test_r21_r40_an_automatic_pass_hands_the_turn_back_without_a_reveal() -> None:
    state = position("25 51 00", "44 33")
    state = apply(state, Play(0, tile("25"), EAST), 7000)  # ends 6 and 5: seat 1 holds neither
    assert state.notes == (Passed(1),)
    assert (state.to_act, state.holder, state.awaiting) == (0, 0, "play")
    assert state.started == 7000 and delay_left(state, 7000) == 10_000  # a fresh delay at once
    assert state.reserves == (120_000, 120_000)  # the pass took no clock time


def test_r22_going_out_ends_the_hand_and_makes_the_jockey() -> None:
    state = position("25", "44 33 00")
    state = apply(state, Play(0, tile("25"), EAST), 1000)
    assert state.notes == (WentOut(0),)
    assert (state.stage, state.jockey, state.points) == (Stage.HAND_OVER, 0, (150, 150))  # no count of seat 1


def test_r22_going_out_scores_the_last_play() -> None:
    state = position("24", "44 33 00")
    state = apply(state, Play(0, tile("24"), EAST), 1000)  # 6 + 4 = 10
    assert state.notes == (Scored(0, 10, 10), WentOut(0))
    assert (state.stage, state.points) == (Stage.HAND_OVER, (160, 140))


def test_r22_r5_going_out_that_empties_the_other_balance_ends_the_game() -> None:
    state = position("24", "44 33 00", points=(290, 10))
    state = apply(state, Play(0, tile("24"), EAST), 1000)
    assert state.points == (300, 0) and state.result == Result(0, Reason.POINTS)


# --- R23–R24: blocked hands --------------------------------------------------------------------


def blocked(rest0: str, hand1: str) -> GameState:
    """Seat 0 plays [2|5] on the east end (ends 6 and 5); neither hand then holds a 5 or a 6."""
    state = position("25 " + rest0, hand1)
    return apply(state, Play(0, tile("25"), EAST), 1000)


def test_r23_blocked_sums_4_and_18_the_player_with_4_receives_20() -> None:
    state = blocked("13", "44 33 40")
    assert state.notes == (Passed(1), Passed(0), Blocked(pips=(4, 18), receiver=0, due=20, paid=20))
    assert state.points == (170, 130)
    assert state.stage is Stage.HAND_OVER


def test_r23_a_losing_sum_of_17_pays_15() -> None:
    state = blocked("13", "44 33 30")
    assert pip_sum(state.hands[1]) == 17
    assert only(state.notes, Blocked) == [Blocked(pips=(4, 17), receiver=0, due=15, paid=15)]
    assert state.points == (165, 135)


def test_r23_6_against_6_transfers_nothing_but_the_block_is_announced() -> None:
    state = blocked("33", "42")
    assert only(state.notes, Blocked) == [Blocked(pips=(6, 6), receiver=None, due=0, paid=0)]
    assert state.points == (150, 150) and state.stage is Stage.HAND_OVER


def test_r23_r4_a_block_payment_is_capped_and_can_end_the_game() -> None:
    state = position("25 13", "44 33 40", points=(290, 10))
    state = apply(state, Play(0, tile("25"), EAST), 1000)
    assert only(state.notes, Blocked) == [Blocked(pips=(4, 18), receiver=0, due=20, paid=10)]
    assert state.result == Result(0, Reason.POINTS)


def test_r24_after_a_block_the_next_hand_opens_by_rank_without_bidding() -> None:
    state = blocked("13", "44 33 40")
    assert state.jockey is None
    state = apply(state, CONTINUE, 2000)
    assert (state.stage, state.jockey, state.bid) == (Stage.PLAY, None, None)
    assert (state.to_act, state.opener_tile) == (0, tile("66"))  # ANY_DEAL: seat 0 holds [6|6]


# --- R27–R35: bidding --------------------------------------------------------------------------


def bidding(jockey: int = 0, points: tuple[int, int] | None = None) -> Game:
    """Hand 1 dealt after ``jockey`` went out: the other player decides first (R27)."""
    game = after_going_out(jockey, deal_from(random.Random(7)))
    if points is not None:
        game = with_points(game, points)
    game.do(CONTINUE)
    return game


def test_r27_the_non_jockey_decides_first_waive_or_bid_at_least_15() -> None:
    game = bidding(jockey=1, points=(150, 150))
    state = game.do(Reveal(0))
    actions = legal_actions(state)
    assert actions[0] == Waive(0)
    assert [a.amount for a in actions if isinstance(a, Bid)] == list(range(15, 155, 5))
    with pytest.raises(IllegalAction):
        apply(state, Bid(0, 10), state.time + 1)


def test_r27_r29_a_waiver_lets_the_jockey_open_with_any_tile_for_free() -> None:
    game = bidding(jockey=1, points=(150, 150))
    state = game.decide(Waive(0))
    assert (state.stage, state.to_act, state.awaiting, state.points) == (Stage.PLAY, 1, "reveal", (150, 150))
    state = game.do(Reveal(1))
    assert {a.tile for a in legal_actions(state) if isinstance(a, Play)} == set(state.hands[1])


def test_r28_an_overbid_is_at_least_5_more_and_bids_are_multiples_of_5() -> None:
    game = bidding(jockey=0, points=(150, 150))
    game.decide(Bid(1, 15))
    state = game.do(Reveal(0))
    assert state.to_act == 0 and state.bid == 15
    for bad in (15, 17, 22):
        with pytest.raises(IllegalAction):
            apply(state, Bid(0, bad), state.time + 1)
    assert Bid(0, 20) in legal_actions(state) and Accept(0) in legal_actions(state)


def test_r29_r30_a_bid_by_the_other_player_is_paid_in_full() -> None:
    game = bidding(jockey=0, points=(150, 150))
    game.decide(Bid(1, 15))
    state = game.decide(Accept(0))
    assert state.notes == (BidPaid(payer=1, bid=15, discount=0, paid=15),)
    assert state.points == (165, 135)
    assert (state.stage, state.to_act, state.awaiting, state.opener_tile) == (Stage.PLAY, 1, "reveal", None)


def test_r30_the_jockeys_accepted_bid_of_20_costs_the_jockey_5() -> None:
    game = bidding(jockey=0, points=(150, 150))
    game.decide(Bid(1, 15))
    game.decide(Bid(0, 20))
    state = game.decide(Accept(1))
    assert state.notes == (BidPaid(payer=0, bid=20, discount=15, paid=5),)
    assert state.points == (145, 155)  # the other player receives 5
    assert (state.to_act, state.jockey) == (0, 0)


def test_r31_a_bid_whose_net_payment_exceeds_the_balance_is_illegal() -> None:
    game = bidding(jockey=0, points=(200, 100))
    state = game.do(Reveal(1))
    assert max(a.amount for a in legal_actions(state) if isinstance(a, Bid)) == 100
    with pytest.raises(IllegalAction):
        apply(state, Bid(1, 105), state.time + 1)


def test_r32_a_bid_of_the_whole_balance_is_legal_and_if_accepted_loses_at_once() -> None:
    game = bidding(jockey=0, points=(200, 100))
    game.decide(Bid(1, 100))
    state = game.decide(Accept(0))
    assert state.notes == (BidPaid(payer=1, bid=100, discount=0, paid=100),)
    assert state.points == (300, 0)
    assert state.result == Result(0, Reason.POINTS)
    assert state.table.is_empty  # before the opening


def test_r32_the_jockey_may_bid_balance_plus_15_and_then_pays_everything() -> None:
    game = bidding(jockey=0, points=(40, 260))
    game.decide(Bid(1, 15))
    state = game.do(Reveal(0))
    assert max(a.amount for a in legal_actions(state) if isinstance(a, Bid)) == 55  # net 40
    game.do(Bid(0, 55))
    state = game.decide(Accept(1))
    assert state.notes == (BidPaid(payer=0, bid=55, discount=15, paid=40),)
    assert state.result == Result(1, Reason.POINTS)


def test_r33_a_non_jockey_who_cannot_pay_15_waives_automatically() -> None:
    game = after_going_out(0, deal_from(random.Random(7)))
    game = with_points(game, (290, 10))
    state = game.do(CONTINUE)
    assert state.notes == (ForcedWaive(1),)
    assert (state.stage, state.to_act, state.awaiting, state.started) == (Stage.PLAY, 0, "reveal", None)
    assert state.reserves == game.state.reserves


def test_r33_r40_a_jockey_who_cannot_overbid_accepts_automatically_and_the_bidder_opens_at_once() -> None:
    game = bidding(jockey=0, points=(45, 255))
    game.do(Reveal(1))
    state = game.do(Bid(1, 60), after=3000)  # the jockey's overbid of 65 would cost 50 > 45
    assert state.notes == (ForcedAccept(0), BidPaid(payer=1, bid=60, discount=0, paid=60))
    assert state.points == (105, 195)
    # The bidder still holds the device and opens at once, with a fresh delay (R40).
    assert (state.stage, state.to_act, state.holder, state.awaiting) == (Stage.PLAY, 1, 1, "play")
    assert state.started == state.time


def test_r33_the_jockey_facing_a_bid_is_not_forced_while_the_discounted_overbid_is_payable() -> None:
    game = bidding(jockey=0, points=(50, 250))
    game.decide(Bid(1, 60))
    state = game.do(Reveal(0))
    assert state.awaiting == "bid" and Bid(0, 65) in legal_actions(state)  # costs 50: everything (R32)


def test_r33_a_non_jockey_facing_an_overbid_they_cannot_top_accepts_automatically() -> None:
    game = bidding(jockey=0, points=(280, 20))
    game.decide(Bid(1, 15))
    state = game.decide(Bid(0, 20))  # seat 1 cannot pay 25
    assert state.notes == (ForcedAccept(1), BidPaid(payer=0, bid=20, discount=15, paid=5))
    assert state.points == (275, 25) and state.to_act == 0 and state.awaiting == "play"


def test_r34_winning_the_opening_only_transfers_points() -> None:
    game = bidding(jockey=0, points=(150, 150))
    game.decide(Bid(1, 35))
    state = game.decide(Accept(0))
    assert sum(state.points) == 300 and state.points == (185, 115)


def test_r35_an_overbid_hands_the_decision_and_the_clock_to_the_other_player() -> None:
    game = bidding(jockey=0, points=(150, 150))
    state = game.decide(Bid(1, 15))
    assert (state.to_act, state.awaiting, state.started) == (0, "reveal", None)


# --- R36–R40: the clock ------------------------------------------------------------------------


def test_r36_a_decision_in_8_s_leaves_the_reserve_and_one_in_13_s_costs_3_s() -> None:
    game = Game.new(make_deal("66 62 33 00 11 10 20", "63 65 22 21 30 31 40"))
    game.do(START, after=0)
    game.do(Reveal(0), after=1000)
    state = game.do(Play(0, tile("66"), None), after=8000)
    assert state.reserves == (120_000, 120_000)
    state = game.do(Reveal(1), after=500)
    assert reserve_at(state, 1, state.time + 10_000) == 120_000
    assert reserve_at(state, 1, state.time + 13_000) == 117_000
    assert delay_left(state, state.time + 4000) == 6000
    state = game.do(Play(1, tile("63"), EAST), after=13_000)
    assert state.reserves == (120_000, 117_000)
    # The next decision gets a new delay, not a new reserve.
    game.do(Reveal(0))
    game.do(Play(0, tile("62"), WEST), after=4000)
    game.do(Reveal(1))
    state = game.do(Play(1, tile("65"), NORTH), after=15_000)
    assert state.reserves == (120_000, 112_000)


def test_r37_the_action_must_come_strictly_before_start_plus_10_s_plus_reserve() -> None:
    state = apply(apply(new_game(PLAYERS, [ANY_DEAL]), START, 0), Reveal(0), 1000)
    due = deadline(state)
    assert due == 1000 + 10_000 + 120_000
    assert apply(state, Play(0, tile("66"), None), due - 1).reserves[0] == 1
    for late in (Play(0, tile("66"), None), Resign(1), Resign(0)):
        with pytest.raises(OutOfTime) as lost:
            apply(state, late, due)
        assert lost.value.state.result == Result(1, Reason.TIME)  # the player to act loses
        assert lost.value.state.notes == (Flagged(0),)
        assert lost.value.state.reserves == (0, 120_000)
    assert advance(state, due).result == Result(1, Reason.TIME)
    assert advance(state, due - 1).result is None


def test_r38_clocks_stand_still_before_start_and_after_a_hand() -> None:
    state = new_game(PLAYERS, [ANY_DEAL])
    assert deadline(state) is None
    state = advance(state, 10**9)
    assert state.result is None and state.reserves == (120_000, 120_000)


def test_r40_a_reveal_by_the_device_holder_is_refused() -> None:
    state = apply(apply(new_game(PLAYERS, [ANY_DEAL]), START, 0), Reveal(0), 1000)
    with pytest.raises(IllegalAction):
        apply(state, Reveal(0), 2000)
    with pytest.raises(IllegalAction):
        apply(state, Reveal(1), 2000)


def test_r40_the_clock_waits_for_the_reveal() -> None:
    state = apply(new_game(PLAYERS, [ANY_DEAL]), START, 0)
    assert state.started is None and deadline(state) is None
    assert advance(state, 500_000).result is None  # the handoff takes as long as it takes


def test_r45_a_player_may_resign_at_any_time() -> None:
    state = new_game(PLAYERS, [ANY_DEAL])
    assert apply(state, Resign(0), 5).result == Result(1, Reason.RESIGN)
    state = apply(apply(state, START, 0), Reveal(0), 1000)
    assert apply(state, Resign(0), 2000).result == Result(1, Reason.RESIGN)
    assert apply(state, Resign(1), 2000).result == Result(0, Reason.RESIGN)  # not their turn either
