"""The rules core of Spectacular Bid: pure, immutable, with no Qt and no clock reads.

Build a game with :func:`new_game`, list what may be done with :func:`legal_actions`, and
advance it with :func:`apply`; read clocks with the functions of :mod:`.clock` and show a seat
only its :func:`view_for`.
"""

from .actions import (
    CONTINUE,
    START,
    TICK,
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
from .clock import deadline, delay_left, reserve_at, running_seat
from .rules import (
    EarlierThanGame,
    GameIsOver,
    IllegalAction,
    MissingDeal,
    OutOfTime,
    advance,
    apply,
    bid_amounts,
    bid_cost,
    legal_actions,
    needs_deal,
    new_game,
    smallest_bid,
    with_deal,
)
from .state import GameState, Reason, Result, Stage
from .table import ENDS, End, Placement, Table
from .tiles import ALL_TILES, Deal, Tile, deal_from
from .view import SeatView, view_for

__all__ = [
    "ALL_TILES",
    "CONTINUE",
    "ENDS",
    "START",
    "TICK",
    "Accept",
    "Action",
    "Bid",
    "Continue",
    "Deal",
    "Draw",
    "EarlierThanGame",
    "End",
    "GameIsOver",
    "GameState",
    "IllegalAction",
    "MissingDeal",
    "OutOfTime",
    "Placement",
    "Play",
    "Reason",
    "Resign",
    "Result",
    "Reveal",
    "SeatView",
    "Stage",
    "Start",
    "Table",
    "Tick",
    "Tile",
    "Void",
    "Waive",
    "advance",
    "apply",
    "bid_amounts",
    "bid_cost",
    "deadline",
    "deal_from",
    "delay_left",
    "legal_actions",
    "needs_deal",
    "new_game",
    "reserve_at",
    "running_seat",
    "smallest_bid",
    "view_for",
    "with_deal",
]
