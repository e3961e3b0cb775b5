"""The rules of Spectacular Bid as two pure functions: :func:`legal_actions` and :func:`apply`.

``apply(state, action, at)`` returns the state after ``action`` reached the game at ``at``
milliseconds, with every automatic step that follows (passes, blocks, forced waivers and
acceptances, R21, R23, R33) already done. A refused action raises an :class:`IllegalAction`
with a reason a player can read, and the given state is untouched — it is immutable. The one
refusal that changes the game is a late action: the player to act has lost on time (R37), and
:class:`OutOfTime` carries that new state.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Sequence
from dataclasses import dataclass
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
from .clock import deadline, reserves_after
from .state import (
    BID_STEP,
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
    _from_fields,
    evolve,
)
from .table import ENDS, FITTING, End, Table
from .tiles import ALL_TILES, Deal, Tile, pip_sum, rank_key
from .words import QT_TRANSLATE_NOOP, in_english


class Refusal(enum.Enum):
    """Why the rules refuse an action (R45): a code, with the English reason as its value.

    The value is a template whose fields are the refusal's arguments (``IllegalAction.params``);
    filled in, it is the short reason ``replay --trace`` prints (RECORD.md ``error``). A window
    words the refusal in its own language from the code and the arguments.
    """

    GAME_OVER = "the game is over"
    EARLIER = "at {at} is before {time}"
    OUT_OF_TIME = "seat {seat} ran out of time"
    NOT_AN_ACTION = "{action!r} is not an action of this game"
    NO_SUCH_SEAT = "there is no seat {seat}"
    OUT_OF_PHASE = "out of phase: the game awaits {awaiting}"
    NOT_YOUR_TURN = "seat {seat} is not the one to act"
    ALREADY_STARTED = "the game has already started"
    NO_HAND_OVER = "no hand has ended"
    NOBODY_TO_REVEAL = "nobody has to reveal now"
    NOT_IN_HAND = "[{tile.high}, {tile.low}] is not in seat {seat}'s hand"
    OPENING_NAMES_END = "the opening play names no end"
    MUST_OPEN_WITH = "seat {seat} must open with {tile} (R8)"
    NOT_A_HALF = "{west} is not a half of {tile}"
    NO_END_NAMED = "name the end to play at: west, east, north or south"
    UNKNOWN_END = "there is no {end!r} end"
    END_NOT_OPEN = "the {end.value} end is not open"
    DOES_NOT_FIT = "{tile} does not fit the {end.value} end, which shows {shows}"
    OPEN_WITH_A_TILE = "the hand must be opened with a tile, not a draw"
    MUST_PLAY = "seat {seat} has a tile to play and may not draw (R19)"
    BONEYARD_EMPTY = "the boneyard is empty"
    FACES_A_BID = "seat {seat} faces a bid of {bid}: accept it or bid more"
    BID_NOT_WHOLE = "a bid is a whole number of points"
    BID_TOO_SMALL = "the smallest bid is {smallest}"
    BID_NOT_A_STEP = "bids are multiples of {step}"
    CANNOT_PAY = "seat {seat} cannot pay {cost} (R31)"
    NO_BID = "there is no bid to accept"


class IllegalAction(ValueError):
    """An action the rules refuse (R45): ``code`` says why and ``params`` holds its arguments
    (a seat, a tile, an amount…); ``str()`` is the English reason.

    >>> refused = IllegalAction(Refusal.CANNOT_PAY, seat=1, cost=20)
    >>> refused.code, refused.params, str(refused)
    (<Refusal.CANNOT_PAY: 'seat {seat} cannot pay {cost} (R31)'>, {'seat': 1, 'cost': 20}, 'seat 1 cannot pay 20 (R31)')
    """

    def __init__(self, code: Refusal, **params: Any) -> None:
        params = {name: _told(value) for name, value in params.items()}
        super().__init__(code.value.format(**params))
        self.code = code
        self.params = params


#: The most digits a number is told with in a reason; a record may hold a number of thousands.
TOLD_DIGITS = 12


def _told(value: Any) -> Any:
    """``value`` as a reason tells it: a whole number of more than :data:`TOLD_DIGITS` digits
    by its first six and its length ("999999… (4,300 digits)"), anything else as it is.

    >>> _told(20), _told(-10**20)
    (20, '-100000… (21 digits)')
    """
    if type(value) is not int or -(10**TOLD_DIGITS) < value < 10**TOLD_DIGITS:
        return value
    digits = str(abs(value))
    return f"{'-' if value < 0 else ''}{digits[:6]}… ({len(digits):,} digits)"


class GameIsOver(IllegalAction):
    """The game has ended; nothing more is accepted (R5, R37, R45, R43)."""

    def __init__(self) -> None:
        super().__init__(Refusal.GAME_OVER)


class EarlierThanGame(IllegalAction):
    """An action stamped before the game's time (RECORD.md, Time)."""

    def __init__(self, at: int, time: int) -> None:
        super().__init__(Refusal.EARLIER, at=at, time=time)


class OutOfTime(IllegalAction):
    """The action came at or after the deadline: the player to act lost on time (R37).

    ``state`` is the game after that loss; the action itself was not applied.
    """

    def __init__(self, seat: int, state: GameState) -> None:
        super().__init__(Refusal.OUT_OF_TIME, seat=seat)
        self.state = state


class MissingDeal(ValueError):
    """Hand :attr:`hand` (0 for the first) must be dealt but the game holds no deal for it
    (RECORD.md). The message is English; :meth:`words` says it in another language."""

    FIRST = QT_TRANSLATE_NOOP("record", "the game has no deal for its first hand")
    LATER = QT_TRANSLATE_NOOP("record", "no deal for hand {hand}")

    def __init__(self, hand: int) -> None:
        self.hand = hand
        super().__init__(self.words())

    def words(self, translate: Callable[[str, str], str] = in_english) -> str:
        """The message, its template translated by ``translate(context, text)``."""
        return translate("record", self.LATER if self.hand else self.FIRST).format(hand=self.hand)


EMPTY_TABLE = Table()


# --- Creating a game ------------------------------------------------------------------------


def new_game(players: Sequence[str], deals: Sequence[Deal]) -> GameState:
    """A game between ``players`` (seat 0, seat 1), awaiting ``start``, with ``deals[0]`` dealt.

    Later hands use ``deals[1:]``; add more with :func:`with_deal`.
    """
    if len(players) != 2:
        raise ValueError("a game has two players")
    if not deals:
        raise MissingDeal(0)
    first = deals[0]
    return GameState(
        players=(players[0], players[1]),
        deals=tuple(deals),
        hand_no=0,
        stage=Stage.START,
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
    return state.stage is Stage.HAND_OVER and len(state.deals) <= state.hand_no + 1


# --- Legal actions --------------------------------------------------------------------------


def can_play(hand: tuple[Tile, ...], table: Table) -> bool:
    """Whether some tile of ``hand`` fits an open end of ``table`` (R19)."""
    west, east, north, south = table.values  # written out, as in legal_actions (playouts: 23 %)
    return not (
        FITTING[west].isdisjoint(hand)
        and FITTING[east].isdisjoint(hand)
        and FITTING[north].isdisjoint(hand)
        and FITTING[south].isdisjoint(hand)
    )


def legal_actions(state: GameState) -> tuple[Action, ...]:
    """The actions the rules accept now, as the window should offer them.

    Resigning (R45), ``tick`` and ``void`` are accepted whenever the game is not over and are
    not listed. Opening with a non-double is listed once per half that may face west (R12).
    """
    seat = state.to_act
    if seat is None:  # nobody decides: the game starts, goes on to the next hand, or is over
        stage = state.stage
        return (START,) if stage is Stage.START else (CONTINUE,) if stage is Stage.HAND_OVER else ()
    actions = _ACTIONS[seat]
    if state.holder != seat:
        return actions.reveal_only  # R40: the only action while the device changes hands
    if state.stage is Stage.BIDDING:
        first: Action = actions.waive if state.bid is None else actions.accept
        return (first,) + tuple([actions.bids[amount] for amount in bid_amounts(state, seat)])
    table = state.table
    if not table.plays:  # the opening (R8–R9, R12)
        tiles = state.hands[seat] if state.opener_tile is None else (state.opener_tile,)
        return tuple([play for tile in tiles for play in actions.openings[tile]])
    w, e, n, s = table.values
    west, east, north, south = FITTING[w], FITTING[e], FITTING[n], FITTING[s]
    plays: list[Action] = []
    # The four ends written out here, in can_play and in Table.fits, not looped over with
    # generators (playouts: 23 % slower without).
    for tile in state.hands[seat]:
        by_end = actions.plays[tile]
        if tile in west:
            plays.append(by_end[0])
        if tile in east:
            plays.append(by_end[1])
        if tile in north:
            plays.append(by_end[2])
        if tile in south:
            plays.append(by_end[3])
    return tuple(plays) or actions.draw_only  # no play: tiles to draw, or the draw passes (R19–R21)


@dataclass(frozen=True, slots=True)
class _SeatActions:
    """Every action one seat can be offered, built once: :func:`legal_actions` hands out these
    shared values, since building a frozen action costs more than finding it legal
    (playouts: 34 % slower without)."""

    reveal_only: tuple[Reveal]
    draw_only: tuple[Draw]
    waive: Waive
    accept: Accept
    bids: dict[int, Bid]
    openings: dict[Tile, tuple[Play, ...]]
    plays: dict[Tile, tuple[Play, ...]]  # each tile's play at each end, in ENDS order

    @staticmethod
    def of(seat: int) -> _SeatActions:
        return _SeatActions(
            (Reveal(seat),),
            (Draw(seat),),
            Waive(seat),
            Accept(seat),
            {amount: Bid(seat, amount) for amount in range(MIN_BID, 2 * START_POINTS + JOCKEY_DISCOUNT + 1, BID_STEP)},
            {t: tuple(Play(seat, t, None, west) for west in dict.fromkeys((t.high, t.low))) for t in ALL_TILES},
            {t: tuple(Play(seat, t, end) for end in ENDS) for t in ALL_TILES},
        )


_ACTIONS = (_SeatActions.of(0), _SeatActions.of(1))


def bid_cost(state: GameState, seat: int, amount: int) -> int:
    """What ``seat`` pays if their bid of ``amount`` is accepted (R29–R30): the jockey's bid of
    20 costs 20 − 15 = 5, the other player's bid of 20 costs 20.
    """
    if seat == state.jockey:
        return max(0, amount - JOCKEY_DISCOUNT)
    return amount


def cannot_bid(points: int) -> bool:
    """Whether the player not the jockey, with ``points``, cannot pay the smallest bid and so
    must waive, the bidding settled before it begins (R33).

    >>> cannot_bid(10), cannot_bid(15)
    (True, False)
    """
    return points < MIN_BID


def smallest_bid(state: GameState) -> int:
    """The smallest bid the player to decide may make now (R27–R28)."""
    return MIN_BID if state.bid is None else state.bid + BID_STEP


def accepted_at_once(state: GameState, seat: int, amount: int) -> bool:
    """Whether ``seat``'s bid of ``amount`` leaves the other player unable to overbid, so that
    it is accepted automatically (R33): they cannot pay ``amount`` + 5, net of the jockey
    discount if theirs (R30–R31)."""
    other = 1 - seat
    return bid_cost(state, other, amount + BID_STEP) > state.points[other]


def bid_amounts(state: GameState, seat: int) -> range:
    """The bids ``seat`` may make now: from the smallest, by 5, while they can pay (R31)."""
    low = smallest_bid(state)
    points = state.points[seat]
    top = points + JOCKEY_DISCOUNT if seat == state.jockey else points
    return range(low, max(low, top + 1), BID_STEP) if top >= low else range(0)


# --- Applying an action ---------------------------------------------------------------------


def advance(state: GameState, at: int) -> GameState:
    """The game at ``at`` with no action: the clock runs, and a player whose deadline has come
    loses on time (R37). Raises :class:`EarlierThanGame` if ``at`` is before the game's time."""
    if at < state.time:
        raise EarlierThanGame(at, state.time)
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
        raise GameIsOver()
    if at < state.time:
        raise EarlierThanGame(at, state.time)
    if state.started is not None:  # a decision's clock runs: has it run out? (R37)
        due = deadline(state)
        if due is not None and at >= due:
            assert state.to_act is not None
            raise OutOfTime(state.to_act, advance(state, at))
    try:
        handler = _HANDLERS[type(action)]
    except KeyError:
        raise IllegalAction(Refusal.NOT_AN_ACTION, action=action) from None
    return handler(state, action, at)


def _check_seat(seat: int) -> int:
    if seat != 0 and seat != 1:
        raise IllegalAction(Refusal.NO_SUCH_SEAT, seat=seat)
    return seat


def _check_turn(state: GameState, seat: int, stage: Stage) -> None:
    """Refuse a timed decision out of phase or by the wrong player (R45)."""
    if state.stage is not stage or state.holder != state.to_act:
        _check_seat(seat)
        raise IllegalAction(Refusal.OUT_OF_PHASE, awaiting=state.awaiting)
    if seat != state.to_act:
        _check_seat(seat)
        raise IllegalAction(Refusal.NOT_YOUR_TURN, seat=seat)


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
    **changes: Any,
) -> GameState:
    """The game ended with ``result`` at ``at``: clocks stop (R37)."""
    return _nobody_decides(state, Stage.OVER, at, notes, reserves=reserves, result=result, **changes)


def _decide(state: GameState, seat: int, stage: Stage, at: int, notes: tuple[Note, ...], **changes: Any) -> GameState:
    """``seat`` decides next, in ``stage``: their clock starts at once if they hold the device,
    else when they reveal (R40)."""
    started = at if state.holder == seat else None
    return evolve(state, stage=stage, to_act=seat, started=started, time=at, notes=notes, **changes)


def _hand_over(state: GameState, at: int, jockey: int | None, notes: tuple[Note, ...], **changes: Any) -> GameState:
    """The hand is over at ``at``: clocks stop until the next hand; ``jockey`` went out (R22),
    or is None after a block (R24)."""
    return _nobody_decides(state, Stage.HAND_OVER, at, notes, jockey=jockey, passes=0, **changes)


def _nobody_decides(state: GameState, stage: Stage, at: int, notes: tuple[Note, ...], **changes: Any) -> GameState:
    """Nobody decides in ``stage``, from ``at``: both clocks stand still."""
    return evolve(state, stage=stage, to_act=None, started=None, time=at, notes=notes, **changes)


def _start(state: GameState, action: Start, at: int) -> GameState:
    if state.stage is not Stage.START:
        raise IllegalAction(Refusal.ALREADY_STARTED)
    return _open_by_rank(state, at, ())


def _open_by_rank(state: GameState, at: int, notes: tuple[Note, ...]) -> GameState:
    """Opening by rank (R8, R24): the holder of the best tile must open with it, once they
    have taken the device (at a game's start or a new deal, nobody holds it)."""
    assert state.holder is None
    best = (max(state.hands[0], key=rank_key), max(state.hands[1], key=rank_key))
    opener = 0 if rank_key(best[0]) > rank_key(best[1]) else 1
    return _decide(state, opener, Stage.PLAY, at, notes, opener_tile=best[opener], jockey=None)


def _continue(state: GameState, action: Continue, at: int) -> GameState:
    if state.stage is not Stage.HAND_OVER:
        raise IllegalAction(Refusal.NO_HAND_OVER)
    hand_no = state.hand_no + 1
    if hand_no >= len(state.deals):
        raise MissingDeal(hand_no)
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
    if cannot_bid(state.points[other]):
        # R33: the non-jockey cannot pay 15 and must waive; the jockey opens.
        return _open_by_choice(dealt, jockey, at, (ForcedWaive(other),))
    return _decide(dealt, other, Stage.BIDDING, at, ())


def _open_by_choice(state: GameState, opener: int, at: int, notes: tuple[Note, ...]) -> GameState:
    """The bidding is over: ``opener`` opens with any tile (R9); the clock starts at once if
    they hold the device, else at their reveal (R40)."""
    return _decide(state, opener, Stage.PLAY, at, notes, opener_tile=None, bid=None, bidder=None)


def _reveal(state: GameState, action: Reveal, at: int) -> GameState:
    seat = action.seat
    stage = state.stage
    if (stage is not Stage.PLAY and stage is not Stage.BIDDING) or state.holder == state.to_act:
        raise IllegalAction(Refusal.NOBODY_TO_REVEAL)
    if seat != state.to_act:
        _check_seat(seat)
        raise IllegalAction(Refusal.NOT_YOUR_TURN, seat=seat)
    # R40: the revealing player holds the device; their decision starts with a fresh delay.
    fields = state.__dict__.copy()  # the commonest action: see _from_fields
    fields["holder"] = seat
    fields["started"] = fields["time"] = at
    fields["notes"] = ()
    return _from_fields(fields)


def _play(state: GameState, action: Play, at: int) -> GameState:
    seat = action.seat
    _check_turn(state, seat, Stage.PLAY)
    tile = action.tile
    hand = state.hands[seat]
    try:
        i = hand.index(tile)
    except ValueError:
        raise IllegalAction(Refusal.NOT_IN_HAND, tile=tile, seat=seat) from None
    table = _placed(state, action)
    left = hand[:i] + hand[i + 1 :]
    hands = (left, state.hands[1]) if seat == 0 else (state.hands[0], left)
    reserves = reserves_after(state, at)  # R36: the reserve runs down once the delay is used up
    points = state.points
    notes: tuple[Note, ...] = ()
    total = table.total
    if total > 0 and total % 5 == 0:  # R17
        points, paid = _transfer(points, 1 - seat, total)
        notes = (Scored(seat, total, paid),)
        if points[1 - seat] == 0:  # R5
            return _end(
                state, at, Result(seat, Reason.POINTS), reserves, notes, points=points, hands=hands, table=table
            )
    if not left:  # R22: going out ends the hand; the player is the next jockey
        return _hand_over(
            state, at, seat, notes + (WentOut(seat),), hands=hands, table=table, points=points, reserves=reserves
        )
    other = 1 - seat
    if state.boneyard or can_play(hands[other], table):
        # R18, the usual case: the other player's turn, who must take the device first (R40).
        fields = state.__dict__.copy()  # the commonest play: see _from_fields
        fields["to_act"] = other
        fields["started"] = None
        fields["time"] = at
        fields["hands"] = hands
        fields["table"] = table
        fields["points"] = points
        fields["reserves"] = reserves
        fields["passes"] = 0
        fields["notes"] = notes
        return _from_fields(fields)
    return _next_turn(state, other, at, hands, state.boneyard, table, points, reserves, 0, notes)


def _placed(state: GameState, action: Play) -> Table:
    """The table after ``action``'s tile is played as it says (R8–R15), or a refusal."""
    seat, tile, end = action.seat, action.tile, action.end
    table = state.table
    if not table.plays:  # the opening
        if end is not None:
            raise IllegalAction(Refusal.OPENING_NAMES_END)
        if state.opener_tile is not None and tile != state.opener_tile:
            raise IllegalAction(Refusal.MUST_OPEN_WITH, seat=seat, tile=state.opener_tile)
        if action.west is not None and action.west not in tile:
            raise IllegalAction(Refusal.NOT_A_HALF, west=action.west, tile=tile)
        return table.open_with(tile, action.west)
    if not isinstance(end, End):
        raise IllegalAction(Refusal.NO_END_NAMED)
    shows = table.values[end.index]
    if tile not in FITTING[shows]:
        if shows < 0:
            raise IllegalAction(Refusal.END_NOT_OPEN, end=end)
        raise IllegalAction(Refusal.DOES_NOT_FIT, tile=tile, end=end, shows=shows)
    return table.place(tile, end)


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
            return _decide(
                state,
                seat,
                Stage.PLAY,
                at,
                notes,
                hands=hands,
                boneyard=boneyard,
                table=table,
                points=points,
                reserves=reserves,
                passes=passes,
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
    pips = (pip_sum(hands[0]), pip_sum(hands[1]))
    receiver: int | None = None
    due = paid = 0
    if pips[0] != pips[1]:
        receiver = 0 if pips[0] < pips[1] else 1
        due = 5 * round(pips[1 - receiver] / 5)  # never halfway: sums are integers
        points, paid = _transfer(points, 1 - receiver, due)
    notes += (Blocked(pips, receiver, due, paid),)
    changes = dict(hands=hands, boneyard=boneyard, table=table, points=points)
    if receiver is not None and points[1 - receiver] == 0:  # R5
        return _end(state, at, Result(receiver, Reason.POINTS), reserves, notes, passes=0, **changes)
    return _hand_over(state, at, None, notes, reserves=reserves, **changes)  # R24: the next opens by rank


def _draw(state: GameState, action: Draw, at: int) -> GameState:
    seat = action.seat
    _check_turn(state, seat, Stage.PLAY)
    table = state.table
    if state.is_opening:
        raise IllegalAction(Refusal.OPEN_WITH_A_TILE)
    hand = state.hands[seat]
    if can_play(hand, table):
        raise IllegalAction(Refusal.MUST_PLAY, seat=seat)
    if not state.boneyard:
        raise IllegalAction(Refusal.BONEYARD_EMPTY)
    drawn, boneyard = state.boneyard[0], state.boneyard[1:]
    hands = (hand + (drawn,), state.hands[1]) if seat == 0 else (state.hands[0], hand + (drawn,))
    if boneyard or table.fits(drawn):
        # R20: the same decision goes on — play the drawn tile, or draw again.
        fields = state.__dict__.copy()  # a common action, as in a reveal: see _from_fields
        fields["hands"] = hands
        fields["boneyard"] = boneyard
        fields["time"] = at
        fields["notes"] = ()
        return _from_fields(fields)
    # R20–R21: the boneyard is out and nothing fits: the decision ends with a pass.
    reserves = reserves_after(state, at)
    passes = state.passes + 1
    notes: tuple[Note, ...] = (Passed(seat),)
    if passes >= 2:
        return _block(state, at, hands, boneyard, table, state.points, reserves, notes)
    return _next_turn(state, 1 - seat, at, hands, boneyard, table, state.points, reserves, passes, notes)


def _waive(state: GameState, action: Waive, at: int) -> GameState:
    seat = action.seat
    _check_turn(state, seat, Stage.BIDDING)
    if state.bid is not None:
        raise IllegalAction(Refusal.FACES_A_BID, seat=seat, bid=state.bid)
    jockey = state.jockey
    assert jockey is not None
    return _open_by_choice(evolve(state, reserves=reserves_after(state, at)), jockey, at, ())


def _bid(state: GameState, action: Bid, at: int) -> GameState:
    seat = action.seat
    _check_turn(state, seat, Stage.BIDDING)
    amount = action.amount
    if not isinstance(amount, int) or isinstance(amount, bool):
        raise IllegalAction(Refusal.BID_NOT_WHOLE)
    smallest = smallest_bid(state)
    if amount < smallest:
        raise IllegalAction(Refusal.BID_TOO_SMALL, smallest=smallest)
    if amount % BID_STEP:
        raise IllegalAction(Refusal.BID_NOT_A_STEP, step=BID_STEP)
    cost = bid_cost(state, seat, amount)
    if cost > state.points[seat]:  # R31
        raise IllegalAction(Refusal.CANNOT_PAY, seat=seat, cost=cost)
    other = 1 - seat
    reserves = reserves_after(state, at)
    if accepted_at_once(state, seat, amount):  # R33: the other player accepts automatically
        bidding = evolve(state, bid=amount, bidder=seat, reserves=reserves)
        return _accepted(bidding, other, at, (ForcedAccept(other),))
    # R35: an overbid hands the decision to the other player, who must reveal.
    return _decide(state, other, Stage.BIDDING, at, (), bid=amount, bidder=seat, reserves=reserves)


def _accept(state: GameState, action: Accept, at: int) -> GameState:
    seat = action.seat
    _check_turn(state, seat, Stage.BIDDING)
    if state.bid is None:
        raise IllegalAction(Refusal.NO_BID)
    return _accepted(evolve(state, reserves=reserves_after(state, at)), seat, at, ())


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
    return _end(state, at, Result(1 - seat, Reason.RESIGN), reserves_after(state, at), ())


def _void(state: GameState, action: Void, at: int) -> GameState:
    return _end(state, at, Result(None, Reason.VOID, action.reason), reserves_after(state, at), ())


def _tick(state: GameState, action: Tick, at: int) -> GameState:
    return evolve(state, time=at, notes=())


# Each handler takes its own kind of action: ``apply`` looks it up by the action's type.
_HANDLERS: dict[type, Callable[[GameState, Any, int], GameState]] = {
    Start: _start,
    Continue: _continue,
    Reveal: _reveal,
    Play: _play,
    Draw: _draw,
    Waive: _waive,
    Bid: _bid,
    Accept: _accept,
    Resign: _resign,
    Tick: _tick,
    Void: _void,
}
