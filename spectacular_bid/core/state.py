"""The game state: one frozen value holding everything the rules need (R1–R46).

States are built by :mod:`~spectacular_bid.core.rules`; nothing here changes a state.
"""

from __future__ import annotations

import dataclasses
import enum
from dataclasses import dataclass
from typing import Any

from .table import Table
from .tiles import Deal, Tile

START_POINTS = 150  # R1
TOTAL_POINTS = 300  # R2
MIN_BID = 15  # R27
BID_STEP = 5  # R28
JOCKEY_DISCOUNT = 15  # R30
DELAY_MS = 10_000  # R36
RESERVE_MS = 120_000  # R36


class Stage(enum.Enum):
    """What the game is at. ``BIDDING`` and ``PLAY`` are decisions of :attr:`GameState.to_act`,
    who must first reveal when they do not hold the device (R40)."""

    START = "start"
    BIDDING = "bid"
    PLAY = "play"
    HAND_OVER = "continue"
    OVER = "over"


class Reason(enum.Enum):
    """Why a game ended (R5, R37, R45, R43)."""

    POINTS = "points"
    TIME = "time"
    RESIGN = "resign"
    VOID = "void"


@dataclass(frozen=True, slots=True)
class Result:
    """How a game ended: ``winner`` is a seat, or None for a void game (R46)."""

    winner: int | None
    reason: Reason
    detail: str = ""


# --- What an action caused: transfers and automatic steps, in order -----------------------


@dataclass(frozen=True, slots=True)
class Scored:
    """``seat`` played and the end total ``total`` paid them ``paid`` points (R16–R17)."""

    seat: int
    total: int
    paid: int


@dataclass(frozen=True, slots=True)
class BidPaid:
    """``payer``'s accepted bid of ``bid`` cost them ``paid`` after a jockey discount of
    ``discount`` (R29–R30)."""

    payer: int
    bid: int
    discount: int
    paid: int


@dataclass(frozen=True, slots=True)
class Passed:
    """``seat`` could not play and the boneyard was empty: an automatic pass (R21)."""

    seat: int


@dataclass(frozen=True, slots=True)
class Blocked:
    """Both players passed (R23): ``pips`` are the two hands' sums; ``receiver`` (None on a
    tie) was due ``due`` (the other sum rounded to 5) and got ``paid``."""

    pips: tuple[int, int]
    receiver: int | None
    due: int
    paid: int


@dataclass(frozen=True, slots=True)
class WentOut:
    """``seat`` played their last tile and is the next hand's jockey (R22)."""

    seat: int


@dataclass(frozen=True, slots=True)
class ForcedWaive:
    """``seat`` could not pay the smallest bid and waived automatically (R33)."""

    seat: int


@dataclass(frozen=True, slots=True)
class ForcedAccept:
    """``seat`` could not pay an overbid and accepted automatically (R33)."""

    seat: int


@dataclass(frozen=True, slots=True)
class Flagged:
    """``seat`` reached their deadline and lost on time (R37)."""

    seat: int


Note = Scored | BidPaid | Passed | Blocked | WentOut | ForcedWaive | ForcedAccept | Flagged


def auto_label(note: Note) -> str | None:
    """The trace's name of an automatic step (RECORD.md ``auto``), or None for a transfer."""
    if isinstance(note, Passed):
        return f"pass {note.seat}"
    if isinstance(note, Blocked):
        return "block"
    if isinstance(note, ForcedWaive):
        return f"waive {note.seat}"
    if isinstance(note, ForcedAccept):
        return f"accept {note.seat}"
    if isinstance(note, Flagged):
        return f"flag {note.seat}"
    return None


@dataclass(frozen=True)
class GameState:
    """Everything about one game at one moment.

    The clock (R36–R40): ``reserves`` are the banked reserves; while a decision's clock runs,
    ``started`` is the time it started (else None), and the running reserve is read with
    :func:`~spectacular_bid.core.clock.reserve_at`. ``time`` is the time of the last accepted
    event. ``holder`` is the seat holding the device, or None right after a deal.

    The hand: ``hands`` per seat, ``boneyard`` in draw order, ``table``; ``opener_tile`` is
    the tile an opening by rank must use (R8), None when the opener may choose (R9);
    ``passes`` counts passes in succession (R23). The bidding: ``jockey`` (None when the hand
    opens by rank), ``bid`` and ``bidder`` of the standing bid. ``notes`` tell what the last
    accepted action caused.
    """

    players: tuple[str, str]
    deals: tuple[Deal, ...]
    hand_no: int
    stage: Stage
    to_act: int | None
    holder: int | None
    points: tuple[int, int]
    reserves: tuple[int, int]
    started: int | None
    time: int
    hands: tuple[tuple[Tile, ...], tuple[Tile, ...]]
    boneyard: tuple[Tile, ...]
    table: Table
    opener_tile: Tile | None
    passes: int
    jockey: int | None
    bid: int | None
    bidder: int | None
    result: Result | None
    notes: tuple[Note, ...]

    def __post_init__(self) -> None:
        # An ordinary dictionary of the state's own: the one ``__init__`` makes shares its keys
        # with the class, and its copies (see ``_from_fields``) read slower (playouts: 11 % slower without).
        object.__setattr__(self, "__dict__", dict(self.__dict__))

    @property
    def awaiting(self) -> str | None:
        """What the game waits for, as the trace names it (RECORD.md ``awaiting``)."""
        stage = self.stage
        if stage is Stage.OVER:
            return None
        if (stage is Stage.BIDDING or stage is Stage.PLAY) and self.holder != self.to_act:
            return "reveal"
        awaiting: str = stage.value
        return awaiting

    @property
    def is_over(self) -> bool:
        """Whether the game has ended, for any reason."""
        return self.result is not None

    @property
    def is_opening(self) -> bool:
        """Whether the current decision is the opening play of a hand (R8–R10)."""
        return self.stage is Stage.PLAY and not self.table.plays

    @property
    def clock_running(self) -> bool:
        """Whether a decision's clock runs now (R36–R40)."""
        return self.started is not None

    @property
    def hands_dealt(self) -> int:
        """How many hands have been dealt (RECORD.md ``hands``)."""
        return self.hand_no + 1


def evolve(state: GameState, **changes: Any) -> GameState:
    """``state`` with some fields changed, as :func:`dataclasses.replace` does it: a new frozen
    value, ``state`` untouched, and a :class:`TypeError` for a field the state does not have.
    """
    if not _FIELDS.issuperset(changes):  # a misspelled name would add a key, not change a field
        raise TypeError(f"GameState has no field {', '.join(sorted(changes.keys() - _FIELDS))}")
    fields = state.__dict__.copy()
    fields.update(changes)
    return _from_fields(fields)


def _from_fields(fields: dict[str, Any]) -> GameState:
    """A state holding ``fields``, **unchecked**: the caller passes a copy of another state's
    ``__dict__`` with some of its own fields set by name (and never uses it again). A misspelled
    name would add a key and build a state without the field it meant, so only the core's rules
    call this, and the stateful tests check every state they make; everyone else uses
    :func:`evolve`, which refuses such a name (as python-chess's ``push`` trusts its move and
    ``push_san`` checks it).

    The rules build a state for every action; copying the dictionary instead of running
    :func:`dataclasses.replace` halves the time of a whole game (playouts: 105 % slower
    without). The three commonest actions (a reveal, a play handing the turn over, a draw that
    leaves the decision open) set their fields on the copy themselves, sparing
    :func:`evolve`'s keyword arguments (playouts: 13 % slower without). Checking the names here
    would cost 11 % of the playouts (measured side by side against counting them).
    """
    new = object.__new__(GameState)
    object.__setattr__(new, "__dict__", fields)
    return new


_FIELDS = frozenset(field.name for field in dataclasses.fields(GameState))
