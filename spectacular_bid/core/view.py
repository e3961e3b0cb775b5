"""What one seat may see of a game (R7, R41): :func:`view_for`.

The window only ever draws a view. While a hand is being played a view holds the seat's own
tiles, the other hand's size and the boneyard's size — never the other tiles or the draw order.
Both hands are shown once the hand is over (the end-of-hand count) or the game has ended.

What the seat to act may do, worked out by the rules for a screen to offer, is its
:func:`decision_for`: the legal actions, each bid's net cost and what it would leave (R27–R33),
and the tile an opening by rank must use (R8).
"""

from __future__ import annotations

from dataclasses import dataclass

from .actions import Action
from .clock import deadline, delay_left, reserve_at
from .rules import accepted_at_once, bid_amounts, bid_cost, legal_actions
from .state import BID_STEP, DELAY_MS, JOCKEY_DISCOUNT, MIN_BID, Blocked, GameState, Note, Result, Stage, WentOut
from .table import End, Table
from .tiles import Tile


@dataclass(frozen=True, slots=True)
class ClockReading:
    """One seat's clock as a screen draws it (R36–R39): whether it runs, what is left of the
    decision's delay (in ms, and as a share of the whole delay, 1.0 fresh to 0.0 spent) and
    the reserve."""

    running: bool
    delay_left: int
    delay_share: float
    reserve: int


@dataclass(frozen=True, slots=True)
class SeatView:
    """One seat's view of the game at one moment (see :func:`view_for`)."""

    seat: int
    players: tuple[str, str]
    hand_no: int
    stage: Stage
    awaiting: str | None
    to_act: int | None
    holder: int | None
    points: tuple[int, int]
    reserves: tuple[int, int]
    delay_left: int
    deadline: int | None
    own_hand: tuple[Tile, ...]
    other_count: int
    other_hand: tuple[Tile, ...] | None
    boneyard_count: int
    table: Table
    jockey: int | None
    bid: int | None
    bidder: int | None
    result: Result | None
    notes: tuple[Note, ...]

    @property
    def open_ends(self) -> dict[End, int]:
        """The open ends and the number each shows (R15); an end not yet open is absent."""
        return dict(self.table.open_ends())

    @property
    def ending(self) -> WentOut | Blocked | None:
        """How the hand ended — a player went out (R22) or it was blocked (R23) — once it is
        over; None while it is being played or bid for."""
        if self.stage is not Stage.HAND_OVER and self.stage is not Stage.OVER:
            return None
        return next((n for n in reversed(self.notes) if isinstance(n, (WentOut, Blocked))), None)

    def clock(self, seat: int) -> ClockReading:
        """``seat``'s clock: running while that seat decides and a clock runs (R38–R40)."""
        running = self.to_act == seat and self.deadline is not None
        left = self.delay_left if running else 0
        return ClockReading(running, left, left / DELAY_MS, self.reserves[seat])


@dataclass(frozen=True, slots=True)
class BidOption:
    """One bid the seat to decide may make (R27–R28, R31), and what it means if accepted:
    the net ``cost`` after the jockey discount ``discount`` (R30), the ``balance_after`` it
    leaves, and whether it is the whole balance, so that the bidder loses at once (R32);
    ``at_once``: the other player cannot overbid it, so it is accepted automatically (R33).

    The jockey with 40 points bidding 20 pays 5 and keeps 35; the other player bidding 40
    with 40 points pays it all and loses.
    """

    amount: int
    cost: int
    discount: int
    balance_after: int
    loses_game: bool
    at_once: bool


@dataclass(frozen=True, slots=True)
class Decision:
    """What ``seat``, the player to act, may do now, as the rules decide it (see
    :func:`decision_for`).

    ``actions`` are exactly the legal actions (:func:`~.rules.legal_actions`). While bidding,
    ``bids`` lists every bid allowed, ascending (empty when none can be paid), ``standing_cost``
    what the standing bid's author pays if it is accepted (None before any bid),
    ``standing_loses_game`` whether that is the author's whole balance, so that accepting makes
    them lose at once (R32, R5), and
    ``first_bid``, ``bid_step`` and ``jockey_discount`` the numbers of R27, R28 and R30 for
    the screen's words. ``opening`` says whether this is the hand's opening play, and
    ``opening_tile`` the tile it must use when it opens by rank (R8; None when the opener
    chooses, R9).
    """

    seat: int
    actions: tuple[Action, ...]
    bids: tuple[BidOption, ...] = ()
    standing_cost: int | None = None
    standing_loses_game: bool = False
    first_bid: int = MIN_BID
    bid_step: int = BID_STEP
    jockey_discount: int = JOCKEY_DISCOUNT
    opening: bool = False
    opening_tile: Tile | None = None

    @property
    def smallest_bid(self) -> int | None:
        """The smallest bid allowed now, or None when none can be paid."""
        return self.bids[0].amount if self.bids else None


def decision_for(state: GameState, seat: int) -> Decision | None:
    """What ``seat`` may do now, or None when it is not ``seat``'s turn to decide (the other
    player's turn, a handoff, no decision, the game over).

    >>> import random
    >>> from spectacular_bid.core import START, Reveal, apply, deal_from, new_game
    >>> game = apply(new_game(("Ana", "Ben"), [deal_from(random.Random(1))]), START, 0)
    >>> decision_for(game, game.to_act) is None  # the device is handed over first (R40)
    True
    >>> game = apply(game, Reveal(game.to_act), 0)
    >>> decision = decision_for(game, game.to_act)
    >>> decision.opening, decision.opening_tile in game.hands[game.to_act]  # by rank (R8)
    (True, True)
    """
    if state.to_act != seat or state.holder != seat:
        return None
    if state.stage is Stage.BIDDING:
        balance = state.points[seat]
        bids = []
        for amount in bid_amounts(state, seat):
            cost = bid_cost(state, seat, amount)
            at_once = accepted_at_once(state, seat, amount)  # R33
            bids.append(BidOption(amount, cost, amount - cost, balance - cost, cost == balance, at_once))  # R30, R32
        standing = None if state.bid is None or state.bidder is None else bid_cost(state, state.bidder, state.bid)
        loses = standing is not None and state.bidder is not None and standing == state.points[state.bidder]  # R32
        return Decision(seat, legal_actions(state), tuple(bids), standing, loses)
    if state.stage is Stage.PLAY:
        opening = state.is_opening
        return Decision(
            seat, legal_actions(state), opening=opening, opening_tile=state.opener_tile if opening else None
        )
    return None


def view_for(state: GameState, seat: int, at: int | None = None) -> SeatView:
    """What ``seat`` may see of ``state``, with clocks read at ``at`` (default: the game's
    time)."""
    now = state.time if at is None else at
    other = 1 - seat
    shown = state.stage is Stage.HAND_OVER or state.stage is Stage.OVER
    return SeatView(
        seat=seat,
        players=state.players,
        hand_no=state.hand_no,
        stage=state.stage,
        awaiting=state.awaiting,
        to_act=state.to_act,
        holder=state.holder,
        points=state.points,
        reserves=(reserve_at(state, 0, now), reserve_at(state, 1, now)),
        delay_left=delay_left(state, now),
        deadline=deadline(state),
        own_hand=state.hands[seat],
        other_count=len(state.hands[other]),
        other_hand=state.hands[other] if shown else None,
        boneyard_count=len(state.boneyard),
        table=state.table,
        jockey=state.jockey,
        bid=state.bid,
        bidder=state.bidder,
        result=state.result,
        notes=state.notes,
    )
