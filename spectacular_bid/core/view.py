"""What one seat may see of a game (R7, R41): :func:`view_for`.

The window only ever draws a view. While a hand is being played a view holds the seat's own
tiles, the other hand's size and the boneyard's size — never the other tiles or the draw order.
Both hands are shown once the hand is over (the end-of-hand count) or the game has ended.
"""

from __future__ import annotations

from dataclasses import dataclass

from .clock import deadline, delay_left, reserve_at
from .state import GameState, Note, Result, Stage
from .table import Table
from .tiles import Tile


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
