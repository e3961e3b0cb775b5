"""Games in the bidding, built from the core's own values, for the tests of what a seat is
offered there (R27–R32)."""

from __future__ import annotations

import dataclasses

from spectacular_bid.core import ALL_TILES, Deal, GameState, Play, Reveal, Stage, Tile, Waive, apply, new_game


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


def ben_after_one_zero() -> GameState:
    """Ben's turn in that game after Ana, its jockey, opened with [1|0] (Ben waived): the west
    end shows 1, the east end 0, and Ben's [3|1] fits the west end only."""
    state = bidding_state(jockey=0, bid=None, bidder=None, to_act=1, points=(150, 150))
    state = apply(apply(state, Waive(1), 1_000), Reveal(0), 2_000)
    state = apply(state, Play(0, Tile.of(1, 0), None, 1), 3_000)
    return apply(state, Reveal(1), 4_000)
