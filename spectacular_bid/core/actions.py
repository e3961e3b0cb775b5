"""The actions a game accepts, one class per kind of record event (RECORD.md).

Actions are plain frozen values compared by value; :func:`~spectacular_bid.core.rules.legal_actions`
hands out shared instances so that listing them stays cheap.
"""

from __future__ import annotations

from dataclasses import dataclass

from .table import End
from .tiles import Tile


@dataclass(frozen=True, slots=True)
class Start:
    """Start the game: the first hand's clocks may run from now on (R38)."""

    do = "start"


@dataclass(frozen=True, slots=True)
class Continue:
    """Deal the next hand after an end-of-hand count (R38)."""

    do = "continue"


@dataclass(frozen=True, slots=True)
class Reveal:
    """``seat`` takes the device and shows their hand; their clock starts (R39–R40)."""

    seat: int
    do = "reveal"


@dataclass(frozen=True, slots=True)
class Play:
    """``seat`` plays ``tile`` at ``end`` (R11), or opens with it when ``end`` is None.

    For an opening with a non-double, ``west`` is the half that faces west (R12); None means
    the higher half.
    """

    seat: int
    tile: Tile
    end: End | None
    west: int | None = None
    do = "play"


@dataclass(frozen=True, slots=True)
class Draw:
    """``seat``, with no tile to play, draws from the boneyard (R19–R20)."""

    seat: int
    do = "draw"


@dataclass(frozen=True, slots=True)
class Waive:
    """The non-jockey lets the jockey open for free (R27)."""

    seat: int
    do = "waive"


@dataclass(frozen=True, slots=True)
class Bid:
    """``seat`` bids ``amount`` points for the right to open (R27–R31)."""

    seat: int
    amount: int
    do = "bid"


@dataclass(frozen=True, slots=True)
class Accept:
    """``seat`` accepts the standing bid (R28–R29)."""

    seat: int
    do = "accept"


@dataclass(frozen=True, slots=True)
class Resign:
    """``seat`` resigns; the other player wins (R45)."""

    seat: int
    do = "resign"


@dataclass(frozen=True, slots=True)
class Tick:
    """Let time pass; a deadline may fall (R37)."""

    do = "tick"


@dataclass(frozen=True, slots=True)
class Void:
    """End the game void, with no winner (R43, R46)."""

    reason: str
    do = "void"


Action = Start | Continue | Reveal | Play | Draw | Waive | Bid | Accept | Resign | Tick | Void

START = Start()
CONTINUE = Continue()
TICK = Tick()
