"""The rules core of Spectacular Bid: pure, immutable, with no Qt and no clock reads.

Build a game with :func:`new_game`, list what may be done with :func:`legal_actions`, and
advance it with :func:`apply`; read clocks with the functions of :mod:`.clock` and show a seat
only its :func:`view_for`. A refused action raises :class:`IllegalAction`, whose ``code`` (a
:class:`Refusal`) and ``params`` say why. Everything a screen needs is exported here: screens
import this package, not its modules.

The modules a window needs to show its first frame (actions, the state's values, tiles and the
table) load with the package; the rules, the records, the views and the inference load when a
name of theirs is first used (:pep:`562`), so that the game's window shows sooner
(``benchmarks/startup.py``).
"""

from typing import TYPE_CHECKING, Any

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
from .names import tidy_name
from .state import (
    BID_STEP,
    DELAY_MS,
    JOCKEY_DISCOUNT,
    MIN_BID,
    RESERVE_MS,
    START_POINTS,
    TOTAL_POINTS,
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
)
from .table import ENDS, End, MirrorKey, Placement, Table, play_image
from .tiles import ALL_TILES, Deal, Tile, deal_from, pip_sum, rank_key

if TYPE_CHECKING:
    from .clock import deadline, delay_left, reserve_at, running_seat
    from .knowledge import (
        Knowledge,
        Lack,
        NoDecision,
        SeatRecord,
        SeatRecordError,
        Slot,
        infer,
        read_seat_record,
        seat_record,
    )
    from .record import MAX_DEPTH, Event, Record, RecordError, Step, parse_record, replay
    from .rules import (
        EarlierThanGame,
        GameIsOver,
        IllegalAction,
        MissingDeal,
        OutOfTime,
        Refusal,
        advance,
        apply,
        bid_amounts,
        bid_cost,
        cannot_bid,
        legal_actions,
        needs_deal,
        new_game,
        smallest_bid,
        with_deal,
    )
    from .timeline import ReservePoint, reserve_series
    from .view import BidOption, ClockReading, Decision, SeatView, decision_for, view_for

#: The names loaded when first used, and their modules.
_LAZY = {
    "deadline": ".clock",
    "delay_left": ".clock",
    "reserve_at": ".clock",
    "running_seat": ".clock",
    "Knowledge": ".knowledge",
    "Lack": ".knowledge",
    "NoDecision": ".knowledge",
    "SeatRecord": ".knowledge",
    "SeatRecordError": ".knowledge",
    "Slot": ".knowledge",
    "infer": ".knowledge",
    "read_seat_record": ".knowledge",
    "seat_record": ".knowledge",
    "MAX_DEPTH": ".record",
    "Event": ".record",
    "Record": ".record",
    "RecordError": ".record",
    "Step": ".record",
    "parse_record": ".record",
    "replay": ".record",
    "EarlierThanGame": ".rules",
    "GameIsOver": ".rules",
    "IllegalAction": ".rules",
    "MissingDeal": ".rules",
    "OutOfTime": ".rules",
    "Refusal": ".rules",
    "advance": ".rules",
    "apply": ".rules",
    "bid_amounts": ".rules",
    "bid_cost": ".rules",
    "cannot_bid": ".rules",
    "legal_actions": ".rules",
    "needs_deal": ".rules",
    "new_game": ".rules",
    "smallest_bid": ".rules",
    "with_deal": ".rules",
    "ReservePoint": ".timeline",
    "reserve_series": ".timeline",
    "BidOption": ".view",
    "ClockReading": ".view",
    "Decision": ".view",
    "SeatView": ".view",
    "decision_for": ".view",
    "view_for": ".view",
}


def __getattr__(name: str) -> Any:
    """A name of a module loaded on first use (:data:`_LAZY`)."""
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(_load(module), name)
    globals()[name] = value
    return value


def _load(module: str) -> object:
    """The core module ``module`` (a name of :data:`_LAZY`'s values), imported now."""
    if module == ".clock":
        from . import clock

        return clock
    if module == ".knowledge":
        from . import knowledge

        return knowledge
    if module == ".record":
        from . import record

        return record
    if module == ".rules":
        from . import rules

        return rules
    if module == ".timeline":
        from . import timeline

        return timeline
    from . import view

    return view


__all__ = [
    "ALL_TILES",
    "BID_STEP",
    "CONTINUE",
    "DELAY_MS",
    "ENDS",
    "JOCKEY_DISCOUNT",
    "MAX_DEPTH",
    "MIN_BID",
    "RESERVE_MS",
    "START",
    "START_POINTS",
    "TICK",
    "TOTAL_POINTS",
    "Accept",
    "Action",
    "Bid",
    "BidOption",
    "BidPaid",
    "Blocked",
    "ClockReading",
    "Continue",
    "Deal",
    "Decision",
    "Draw",
    "EarlierThanGame",
    "End",
    "Event",
    "Flagged",
    "ForcedAccept",
    "ForcedWaive",
    "GameIsOver",
    "GameState",
    "IllegalAction",
    "Knowledge",
    "Lack",
    "MirrorKey",
    "MissingDeal",
    "NoDecision",
    "Note",
    "OutOfTime",
    "Passed",
    "Placement",
    "Play",
    "Reason",
    "Record",
    "RecordError",
    "Refusal",
    "ReservePoint",
    "Resign",
    "Result",
    "Reveal",
    "Scored",
    "SeatRecord",
    "SeatRecordError",
    "SeatView",
    "Slot",
    "Stage",
    "Start",
    "Step",
    "Table",
    "Tick",
    "Tile",
    "Void",
    "Waive",
    "WentOut",
    "advance",
    "apply",
    "bid_amounts",
    "bid_cost",
    "cannot_bid",
    "deadline",
    "deal_from",
    "decision_for",
    "delay_left",
    "infer",
    "legal_actions",
    "needs_deal",
    "new_game",
    "parse_record",
    "pip_sum",
    "play_image",
    "rank_key",
    "read_seat_record",
    "replay",
    "reserve_at",
    "reserve_series",
    "running_seat",
    "seat_record",
    "smallest_bid",
    "tidy_name",
    "view_for",
    "with_deal",
]
