"""Games in the bidding, built from the core's own values, for the tests of what a seat is
offered there (R27–R32)."""

from __future__ import annotations

import dataclasses

from spectacular_bid.core import ALL_TILES, Deal, GameState, Stage, new_game


def bidding_state(jockey: int, bid: int | None, bidder: int | None, to_act: int, points: tuple[int, int]) -> GameState:
    """A game between Ana and Ben in the bidding of its second hand, ``to_act`` holding the
    device."""
    game = new_game(("Ana", "Ben"), [Deal((ALL_TILES[:7], ALL_TILES[7:14]), ALL_TILES[14:])])
    return dataclasses.replace(
        game,
        stage=Stage.BIDDING,
        jockey=jockey,
        bid=bid,
        bidder=bidder,
        to_act=to_act,
        holder=to_act,
        points=points,
        hand_no=1,
    )
