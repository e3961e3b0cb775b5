"""The rules of Spectacular Bid as two pure functions: :func:`legal_actions` and :func:`apply`.

``apply(state, action, at)`` returns the state after ``action`` reached the game at ``at``
milliseconds, with every automatic step that follows (passes, blocks, forced waivers and
acceptances, R21, R23, R33) already done. A refused action raises an :class:`IllegalAction`
with a reason a player can read, and the given state is untouched — it is immutable. The one
refusal that changes the game is a late action: the player to act has lost on time (R37), and
:class:`OutOfTime` carries that new state.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence
from typing import Any

from .actions import (
    CONTINUE,
    START,
    Accept,
    Action,
    Bid,
    Continue,
    Draw,
    Play,
    Resign,
    Reveal,
    Start,
    Tick,
    Void,
    Waive,
)
from .clock import deadline, spent
from .state import (
    BID_STEP,
    DELAY_MS,
    JOCKEY_DISCOUNT,
    MIN_BID,
    RESERVE_MS,
    START_POINTS,
    BidPaid,
    Blocked,
    Flagged,
    ForcedAccept,
    ForcedWaive,
    GameState,
    Note,
    Passed,
    Reason,
    Result,
    Scored,
    Stage,
    WentOut,
    evolve,
    from_fields,
)
from .table import ENDS, Table
from .tiles import RANK, Deal, Tile


class IllegalAction(ValueError):
    """An action the rules refuse (R45). The message says why, for a player to read."""


class GameIsOver(IllegalAction):
    """The game has ended; nothing more is accepted (R5, R37, R45, R43)."""


class EarlierThanGame(IllegalAction):
    """An action stamped before the game's time (RECORD.md, Time)."""


class OutOfTime(IllegalAction):
    """The action came at or after the deadline: the player to act lost on time (R37).

    ``state`` is the game after that loss; the action itself was not applied.
    """

    def __init__(self, message: str, state: GameState) -> None:
        super().__init__(message)
        self.state = state


class MissingDeal(ValueError):
    """A hand must be dealt but the game holds no deal for it (RECORD.md)."""


EMPTY_TABLE = Table()

# Enum members read through their class cost a metaclass lookup each time (about 60 ns on
# Python 3.11, as much as a dictionary copy); the rules read these module-level names instead.
_STARTING, _BIDDING, _PLAYING, _HAND_OVER, _OVER = (
    Stage.START,
    Stage.BIDDING,
    Stage.PLAY,
    Stage.HAND_OVER,
    Stage.OVER,
)
_WEST, _EAST, _NORTH, _SOUTH = ENDS


# --- Creating a game ------------------------------------------------------------------------


def new_game(players: Sequence[str], deals: Sequence[Deal]) -> GameState:
    """A game between ``players`` (seat 0, seat 1), awaiting ``start``, with ``deals[0]`` dealt.

    Later hands use ``deals[1:]``; add more with :func:`with_deal`.
    """
    if len(players) != 2:
        raise ValueError("a game has two players")
    if not deals:
        raise MissingDeal("the game has no deal for its first hand")
    first = deals[0]
    return GameState(
        players=(players[0], players[1]),
        deals=tuple(deals),
        hand_no=0,
        stage=_STARTING,
        to_act=None,
        holder=None,
        points=(START_POINTS, START_POINTS),
        reserves=(RESERVE_MS, RESERVE_MS),
        started=None,
        time=0,
        hands=first.hands,
        boneyard=first.boneyard,
        table=EMPTY_TABLE,
        opener_tile=None,
        passes=0,
        jockey=None,
        bid=None,
        bidder=None,
        result=None,
        notes=(),
    )


def with_deal(state: GameState, deal: Deal) -> GameState:
    """``state`` with ``deal`` added as the deal of the next hand not yet given one."""
    return evolve(state, deals=state.deals + (deal,))


def needs_deal(state: GameState) -> bool:
    """Whether a ``continue`` now would find no deal for the next hand."""
    return state.stage is _HAND_OVER and len(state.deals) <= state.hand_no + 1


# --- Legal actions --------------------------------------------------------------------------

_WAIVE = (Waive(0), Waive(1))
_ACCEPT = (Accept(0), Accept(1))
_REVEAL_ONLY = ((Reveal(0),), (Reveal(1),))  # the only action while the device changes hands
_DRAW_ONLY = ((Draw(0),), (Draw(1),))
# Shared action values, so that listing legal actions builds no new objects: plays by seat,
# then by tile code (high * 7 + low), then by end index; openings by seat and tile code.
_PLAY_AT: tuple[list[tuple[Play, ...]], ...] = ([], [])
_OPENINGS: tuple[list[tuple[Play, ...]], ...] = ([], [])
for _seat in (0, 1):
    for _code in range(49):
        _t = Tile.of(_code // 7, _code % 7)
        _PLAY_AT[_seat].append(tuple(Play(_seat, _t, end) for end in ENDS))
        _halves = (_t.high,) if _t.is_double else (_t.high, _t.low)
        _OPENINGS[_seat].append(tuple(Play(_seat, _t, None, w) for w in _halves))
_BIDS = tuple(tuple(Bid(seat, 5 * k) for k in range(64)) for seat in (0, 1))
# Notes are immutable values too: a frozen dataclass is slow to build, and a hand scores often.
_scored = functools.lru_cache(maxsize=1024)(Scored)


def can_play(hand: tuple[Tile, ...], table: Table) -> bool:
    """Whether some tile of ``hand`` fits an open end of ``table`` (R19)."""
    v0, v1, v2, v3 = table.values
    for t in hand:
        h, lo = t.high, t.low
        if h == v0 or lo == v0 or h == v1 or lo == v1 or h == v2 or lo == v2 or h == v3 or lo == v3:
            return True
    return False


def legal_actions(state: GameState) -> tuple[Action, ...]:
    """The actions the rules accept now, as the window should offer them.

    Resigning (R45), ``tick`` and ``void`` are accepted whenever the game is not over and are
    not listed. Opening with a non-double is listed once per half that may face west (R12).
    """
    stage = state.stage
    seat = state.to_act
    if stage is _PLAYING or stage is _BIDDING:
        assert seat is not None
        if state.holder != seat:
            return _REVEAL_ONLY[seat]
        if stage is _BIDDING:
            return _bidding_actions(state, seat)
        table = state.table
        if table.plays:  # the usual case, inlined: a play is every other step of a hand
            v0, v1, v2, v3 = table.values  # a closed end holds -1, which no half matches
            plays = _PLAY_AT[seat]
            out: list[Action] = []
            for tile in state.hands[seat]:
                h, lo = tile.high, tile.low
                row = plays[h * 7 + lo]
                if v0 == h or v0 == lo:
                    out.append(row[0])
                if v1 == h or v1 == lo:
                    out.append(row[1])
                if v2 == h or v2 == lo:
                    out.append(row[2])
                if v3 == h or v3 == lo:
                    out.append(row[3])
            return tuple(out) if out else _DRAW_ONLY[seat]  # no play: tiles to draw, or it passed
        return _openings(state, seat)
    if stage is _STARTING:
        return (START,)
    if stage is _HAND_OVER:
        return (CONTINUE,)
    return ()


def _openings(state: GameState, seat: int) -> tuple[Action, ...]:
    """The opening plays: the tile the rank imposes (R8), or any tile of the hand (R9)."""
    openings = _OPENINGS[seat]
    t = state.opener_tile
    if t is not None:
        return openings[t.high * 7 + t.low]
    return tuple(p for t in state.hands[seat] for p in openings[t.high * 7 + t.low])


def bid_cost(state: GameState, seat: int, amount: int) -> int:
    """What ``seat`` pays if their bid of ``amount`` is accepted (R29–R30).

    >>> # the jockey's bid of 20 costs 20 − 15 = 5; the other player's costs 20
    """
    if seat == state.jockey:
        return max(0, amount - JOCKEY_DISCOUNT)
    return amount


def smallest_bid(state: GameState) -> int:
    """The smallest bid the player to decide may make now (R27–R28)."""
    return MIN_BID if state.bid is None else state.bid + BID_STEP


def bid_amounts(state: GameState, seat: int) -> range:
    """The bids ``seat`` may make now: from the smallest, by 5, while they can pay (R31)."""
    low = smallest_bid(state)
    points = state.points[seat]
    top = points + JOCKEY_DISCOUNT if seat == state.jockey else points
    return range(low, max(low, top + 1), BID_STEP) if top >= low else range(0)


def _bidding_actions(state: GameState, seat: int) -> tuple[Action, ...]:
    first: Action = _WAIVE[seat] if state.bid is None else _ACCEPT[seat]
    amounts = bid_amounts(state, seat)
    if not amounts:
        return (first,)
    assert amounts[-1] < 5 * len(_BIDS[seat])  # at most 300 + 15 with 300 points in play (R2)
    return (first,) + _BIDS[seat][amounts[0] // 5 : amounts[-1] // 5 + 1]


# --- Applying an action ---------------------------------------------------------------------


def advance(state: GameState, at: int) -> GameState:
    """The game at ``at`` with no action: the clock runs, and a player whose deadline has come
    loses on time (R37). Raises :class:`EarlierThanGame` if ``at`` is before the game's time."""
    if at < state.time:
        raise EarlierThanGame(f"at {at} is before {state.time}")
    if state.result is not None:
        return state
    due = deadline(state)
    if due is not None and at >= due:
        seat = state.to_act
        assert seat is not None
        reserves = (0, state.reserves[1]) if seat == 0 else (state.reserves[0], 0)
        return _end(state, at, Result(1 - seat, Reason.TIME), reserves, (Flagged(seat),))
    return evolve(state, time=at)


def apply(state: GameState, action: Action, at: int) -> GameState:
    """The game after ``action`` reached it at ``at`` milliseconds (RECORD.md, Time).

    Checks, in order: the game is over → :class:`GameIsOver`; ``at`` is before the game's
    time → :class:`EarlierThanGame`; a running clock's deadline is at or before ``at`` →
    :class:`OutOfTime`, carrying the lost game; then the action's own rules →
    :class:`IllegalAction`.
    """
    if state.result is not None:
        raise GameIsOver("the game is over")
    if at < state.time:
        raise EarlierThanGame(f"at {at} is before {state.time}")
    started = state.started
    if started is not None:
        seat = state.to_act
        assert seat is not None
        if at >= started + DELAY_MS + state.reserves[seat]:
            lost = advance(state, at)
            raise OutOfTime(f"{_name(seat)} ran out of time", lost)
    try:
        handler = _HANDLERS[type(action)]
    except KeyError:
        raise IllegalAction(f"{action!r} is not an action of this game") from None
    return handler(state, action, at)


def _name(seat: int) -> str:
    return f"seat {seat}"


def _check_seat(seat: int) -> int:
    if seat != 0 and seat != 1:
        raise IllegalAction(f"there is no seat {seat}")
    return seat


def _check_turn(state: GameState, seat: int, stage: Stage) -> None:
    """Refuse a timed decision out of phase or by the wrong player (R45)."""
    to_act = state.to_act
    if state.stage is not stage or state.holder != to_act:
        _check_seat(seat)
        raise IllegalAction(f"out of phase: the game awaits {state.awaiting}")
    if seat != to_act:
        _check_seat(seat)
        raise IllegalAction(f"{_name(seat)} is not the one to act")


def _spend(state: GameState, seat: int, at: int) -> tuple[int, int]:
    """Reserves after ``seat``'s running decision ends at ``at`` (R36)."""
    started = state.started
    r = state.reserves
    if started is None:
        return r
    used = spent(started, at)
    if not used:
        return r
    return (r[0] - used, r[1]) if seat == 0 else (r[0], r[1] - used)


def _transfer(points: tuple[int, int], payer: int, amount: int) -> tuple[tuple[int, int], int]:
    """Move ``amount`` from ``payer`` to the other seat, capped at the payer's balance (R2–R4)."""
    paid = min(amount, points[payer])
    if payer == 0:
        return (points[0] - paid, points[1] + paid), paid
    return (points[0] + paid, points[1] - paid), paid


def _end(
    state: GameState,
    at: int,
    result: Result,
    reserves: tuple[int, int],
    notes: tuple[Note, ...],
    **changes: object,
) -> GameState:
    """The game ended with ``result`` at ``at``: clocks stop (R37)."""
    return evolve(
        state,
        stage=_OVER,
        to_act=None,
        started=None,
        time=at,
        reserves=reserves,
        result=result,
        notes=notes,
        **changes,
    )


def _start(state: GameState, action: Action, at: int) -> GameState:
    if state.stage is not _STARTING:
        raise IllegalAction("the game has already started")
    return _open_by_rank(state, at, ())


def _open_by_rank(state: GameState, at: int, notes: tuple[Note, ...]) -> GameState:
    """Opening by rank (R8, R24): the holder of the best tile must open with it."""
    hands = state.hands
    rank = RANK.__getitem__
    best = (max(hands[0], key=rank), max(hands[1], key=rank))
    opener = 0 if rank(best[0]) > rank(best[1]) else 1
    return evolve(
        state,
        stage=_PLAYING,
        to_act=opener,
        holder=None,
        started=None,
        time=at,
        opener_tile=best[opener],
        jockey=None,
        notes=notes,
    )


def _continue(state: GameState, action: Action, at: int) -> GameState:
    if state.stage is not _HAND_OVER:
        raise IllegalAction("no hand has ended")
    hand_no = state.hand_no + 1
    if hand_no >= len(state.deals):
        raise MissingDeal(f"no deal for hand {hand_no}")
    deal = state.deals[hand_no]
    dealt = evolve(
        state,
        hand_no=hand_no,
        hands=deal.hands,
        boneyard=deal.boneyard,
        table=EMPTY_TABLE,
        passes=0,
        bid=None,
        bidder=None,
        holder=None,
    )
    jockey = state.jockey
    if jockey is None:
        return _open_by_rank(dealt, at, ())  # R24: after a block
    other = 1 - jockey
    if state.points[other] < MIN_BID:
        # R33: the non-jockey cannot pay 15 and must waive; the jockey opens.
        return _open_by_choice(dealt, jockey, at, (ForcedWaive(other),))
    return evolve(dealt, stage=_BIDDING, to_act=other, started=None, time=at, notes=())


def _open_by_choice(state: GameState, opener: int, at: int, notes: tuple[Note, ...]) -> GameState:
    """The bidding is over: ``opener`` opens with any tile (R9); the clock starts at once if
    they hold the device, else at their reveal (R40)."""
    return evolve(
        state,
        stage=_PLAYING,
        to_act=opener,
        started=at if state.holder == opener else None,
        time=at,
        opener_tile=None,
        bid=None,
        bidder=None,
        notes=notes,
    )


def _reveal(state: GameState, action: Reveal, at: int) -> GameState:
    seat = action.seat
    stage = state.stage
    to_act = state.to_act
    if (stage is not _PLAYING and stage is not _BIDDING) or state.holder == to_act:
        raise IllegalAction("nobody has to reveal now")
    if seat != to_act:
        _check_seat(seat)
        raise IllegalAction(f"{_name(seat)} is not the one to act")
    # R40: the revealing player holds the device; their decision starts with a fresh delay.
    fields = state.__dict__.copy()
    fields["holder"] = seat
    fields["started"] = fields["time"] = at
    fields["notes"] = ()
    return from_fields(fields)


def _play_action(state: GameState, action: Play, at: int) -> GameState:
    seat = action.seat
    if state.stage is not _PLAYING or state.holder != seat or state.to_act != seat:
        _check_turn(state, seat, _PLAYING)
    tile = action.tile
    all_hands = state.hands
    hand = all_hands[seat]
    try:
        i = hand.index(tile)
    except ValueError:
        raise IllegalAction(f"{tile.as_list()} is not in {_name(seat)}'s hand") from None
    table = state.table
    if not table.plays:
        if action.end is not None:
            raise IllegalAction("the opening play names no end")
        if state.opener_tile is not None and tile != state.opener_tile:
            raise IllegalAction(f"{_name(seat)} must open with {state.opener_tile} (R8)")
        if action.west is not None and action.west not in tile:
            raise IllegalAction(f"{action.west} is not a half of {tile}")
        table = table.open_with(tile, action.west)
    else:
        end = action.end
        values = table.values
        if end is _WEST:
            shows = values[0]
        elif end is _EAST:
            shows = values[1]
        elif end is _NORTH:
            shows = values[2]
        elif end is _SOUTH:
            shows = values[3]
        else:
            raise IllegalAction("name the end to play at: west, east, north or south")
        if shows < 0:
            raise IllegalAction(f"the {end.value} end is not open")
        if shows != tile.high and shows != tile.low:
            raise IllegalAction(f"{tile} does not fit the {end.value} end, which shows {shows}")
        table = table.place(tile, end)
    new_hand = hand[:i] + hand[i + 1 :]
    hands = (new_hand, all_hands[1]) if seat == 0 else (all_hands[0], new_hand)
    reserves = state.reserves
    used = at - state.started - DELAY_MS  # type: ignore[operator]  # the clock runs: checked above
    if used > 0:  # R36: the reserve runs down once the delay is used up
        reserves = (reserves[0] - used, reserves[1]) if seat == 0 else (reserves[0], reserves[1] - used)
    points = state.points
    notes: tuple[Note, ...] = ()
    c = table.counts
    total = c[0] + c[1] + c[2] + c[3]
    if total > 0 and total % 5 == 0:  # R17
        points, paid = _transfer(points, 1 - seat, total)
        notes = (_scored(seat, total, paid),)
        if points[1 - seat] == 0:  # R5
            return _end(
                state, at, Result(seat, Reason.POINTS), reserves, notes, points=points, hands=hands, table=table
            )
    if not new_hand:  # R22: going out ends the hand; the player is the next jockey
        return evolve(
            state,
            stage=_HAND_OVER,
            to_act=None,
            started=None,
            time=at,
            hands=hands,
            table=table,
            points=points,
            reserves=reserves,
            jockey=seat,
            passes=0,
            notes=notes + (WentOut(seat),),
        )
    other = 1 - seat
    if state.boneyard or can_play(hands[other], table):
        # The usual case, R18: the other player's turn; they must take the device first (R40).
        fields = state.__dict__.copy()
        fields["to_act"] = other
        fields["started"] = None
        fields["time"] = at
        fields["hands"] = hands
        fields["table"] = table
        fields["points"] = points
        fields["reserves"] = reserves
        fields["passes"] = 0
        fields["notes"] = notes
        return from_fields(fields)
    return _next_turn(state, other, at, hands, state.boneyard, table, points, reserves, 0, notes)


def _next_turn(
    state: GameState,
    seat: int,
    at: int,
    hands: tuple[tuple[Tile, ...], tuple[Tile, ...]],
    boneyard: tuple[Tile, ...],
    table: Table,
    points: tuple[int, int],
    reserves: tuple[int, int],
    passes: int,
    notes: tuple[Note, ...],
) -> GameState:
    """Hand the turn to ``seat``, passing for whoever cannot play (R18, R21, R23)."""
    while True:
        if boneyard or can_play(hands[seat], table):
            return evolve(
                state,
                stage=_PLAYING,
                to_act=seat,
                started=at if state.holder == seat else None,  # R40
                time=at,
                hands=hands,
                boneyard=boneyard,
                table=table,
                points=points,
                reserves=reserves,
                passes=passes,
                notes=notes,
            )
        notes += (Passed(seat),)
        passes += 1
        if passes >= 2:
            return _block(state, at, hands, boneyard, table, points, reserves, notes)
        seat = 1 - seat


def _block(
    state: GameState,
    at: int,
    hands: tuple[tuple[Tile, ...], tuple[Tile, ...]],
    boneyard: tuple[Tile, ...],
    table: Table,
    points: tuple[int, int],
    reserves: tuple[int, int],
    notes: tuple[Note, ...],
) -> GameState:
    """Both players passed (R23): the lighter hand receives the heavier sum rounded to 5."""
    pips = (sum(t.pips for t in hands[0]), sum(t.pips for t in hands[1]))
    receiver: int | None = None
    due = paid = 0
    if pips[0] != pips[1]:
        receiver = 0 if pips[0] < pips[1] else 1
        due = 5 * round(pips[1 - receiver] / 5)  # never halfway: sums are integers
        points, paid = _transfer(points, 1 - receiver, due)
    notes += (Blocked(pips, receiver, due, paid),)
    changes = dict(hands=hands, boneyard=boneyard, table=table, points=points, passes=0)
    if receiver is not None and points[1 - receiver] == 0:  # R5
        return _end(state, at, Result(receiver, Reason.POINTS), reserves, notes, **changes)
    return evolve(
        state,
        stage=_HAND_OVER,
        to_act=None,
        started=None,
        time=at,
        reserves=reserves,
        jockey=None,  # R24: the next hand opens by rank
        notes=notes,
        **changes,
    )


def _draw(state: GameState, action: Draw, at: int) -> GameState:
    seat = action.seat
    if state.stage is not _PLAYING or state.holder != seat or state.to_act != seat:
        _check_turn(state, seat, _PLAYING)
    table = state.table
    if not table.plays:
        raise IllegalAction("the hand must be opened with a tile, not a draw")
    hand = state.hands[seat]
    if can_play(hand, table):
        raise IllegalAction(f"{_name(seat)} has a tile to play and may not draw (R19)")
    if not state.boneyard:
        raise IllegalAction("the boneyard is empty")
    drawn = state.boneyard[0]
    boneyard = state.boneyard[1:]
    new_hand = hand + (drawn,)
    hands = (new_hand, state.hands[1]) if seat == 0 else (state.hands[0], new_hand)
    if boneyard or table.fits(drawn):
        # R20: the same decision goes on — play the drawn tile, or draw again.
        fields = state.__dict__.copy()
        fields["hands"] = hands
        fields["boneyard"] = boneyard
        fields["time"] = at
        fields["notes"] = ()
        return from_fields(fields)
    # R20–R21: the boneyard is out and nothing fits: the decision ends with a pass.
    reserves = _spend(state, seat, at)
    passes = state.passes + 1
    notes: tuple[Note, ...] = (Passed(seat),)
    if passes >= 2:
        return _block(state, at, hands, boneyard, table, state.points, reserves, notes)
    return _next_turn(state, 1 - seat, at, hands, boneyard, table, state.points, reserves, passes, notes)


def _waive(state: GameState, action: Waive, at: int) -> GameState:
    seat = action.seat
    _check_turn(state, seat, _BIDDING)
    if state.bid is not None:
        raise IllegalAction(f"{_name(seat)} faces a bid of {state.bid}: accept it or bid more")
    jockey = state.jockey
    assert jockey is not None
    reserves = _spend(state, seat, at)
    return _open_by_choice(evolve(state, reserves=reserves), jockey, at, ())


def _bid(state: GameState, action: Bid, at: int) -> GameState:
    seat = action.seat
    _check_turn(state, seat, _BIDDING)
    amount = action.amount
    if not isinstance(amount, int) or isinstance(amount, bool):
        raise IllegalAction("a bid is a whole number of points")
    low = smallest_bid(state)
    if amount < low:
        raise IllegalAction(f"the smallest bid is {low}")
    if amount % BID_STEP:
        raise IllegalAction(f"bids are multiples of {BID_STEP}")
    cost = bid_cost(state, seat, amount)
    if cost > state.points[seat]:  # R31
        raise IllegalAction(f"{_name(seat)} cannot pay {cost} (R31)")
    reserves = _spend(state, seat, at)
    other = 1 - seat
    if bid_cost(state, other, amount + BID_STEP) > state.points[other]:
        # R33: the other player cannot overbid and accepts automatically.
        bidding = evolve(state, bid=amount, bidder=seat, reserves=reserves)
        return _accepted(bidding, other, at, (ForcedAccept(other),))
    # R35: an overbid hands the decision to the other player, who must reveal.
    return evolve(state, bid=amount, bidder=seat, reserves=reserves, to_act=other, started=None, time=at, notes=())


def _accept(state: GameState, action: Accept, at: int) -> GameState:
    seat = action.seat
    _check_turn(state, seat, _BIDDING)
    if state.bid is None:
        raise IllegalAction("there is no bid to accept")
    return _accepted(evolve(state, reserves=_spend(state, seat, at)), seat, at, ())


def _accepted(state: GameState, acceptor: int, at: int, notes: tuple[Note, ...]) -> GameState:
    """The standing bid is accepted: its author pays and opens (R29–R30, R32)."""
    bidder = 1 - acceptor
    amount = state.bid
    assert amount is not None
    cost = bid_cost(state, bidder, amount)
    points, paid = _transfer(state.points, bidder, cost)
    notes += (BidPaid(bidder, amount, amount - cost, paid),)
    if points[bidder] == 0:  # R32, R5: paying everything loses before the opening
        return _end(state, at, Result(acceptor, Reason.POINTS), state.reserves, notes, points=points)
    return _open_by_choice(evolve(state, points=points), bidder, at, notes)


def _resign(state: GameState, action: Resign, at: int) -> GameState:
    seat = _check_seat(action.seat)
    return _stop(state, at, Result(1 - seat, Reason.RESIGN))


def _void(state: GameState, action: Void, at: int) -> GameState:
    return _stop(state, at, Result(None, Reason.VOID, action.reason))


def _stop(state: GameState, at: int, result: Result) -> GameState:
    seat = state.to_act
    reserves = state.reserves if seat is None else _spend(state, seat, at)
    return _end(state, at, result, reserves, ())


def _tick(state: GameState, action: Action, at: int) -> GameState:
    return evolve(state, time=at, notes=())


# Each handler takes its own kind of action: ``apply`` looks it up by the action's type.
_HANDLERS: dict[type, Callable[[GameState, Any, int], GameState]] = {
    Start: _start,
    Continue: _continue,
    Reveal: _reveal,
    Play: _play_action,
    Draw: _draw,
    Waive: _waive,
    Bid: _bid,
    Accept: _accept,
    Resign: _resign,
    Tick: _tick,
    Void: _void,
}
