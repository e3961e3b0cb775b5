"""Two plays are one decision when they leave the same table up to a mirror image
(:meth:`~spectacular_bid.core.Table.mirror_key`): the rest of the hand can make nothing of one
that it cannot make of the other."""

from __future__ import annotations

import random
from collections import Counter

from random_games import decisions

from spectacular_bid.core import ALL_TILES, End, Play, Table, Tile, legal_actions, play_image


def _futures(table: Table) -> Counter[tuple[Tile, int, tuple[int, ...]]]:
    """Every next play on ``table`` — the tile, the end total it makes, and the numbers the
    ends then show — counted, whatever end it goes to."""
    out: Counter[tuple[Tile, int, tuple[int, ...]]] = Counter()
    for tile in ALL_TILES:
        for end in table.ends_for(tile):
            after = table.place(tile, end)
            out[(tile, after.total, tuple(sorted(v for _, v in after.open_ends())))] += 1
    return out


def test_ends_showing_the_same_number_once_all_four_are_open_are_one_decision() -> None:
    """A play-test's hint read "play 2–1 at the north end: about +0.1 points better than the
    next best (2–1 east)" with the ends showing 3, 1, 1 and 0: either play leaves 3, 2, 1 and
    0, the same game (R13–R16), which the mirror image, west for east and north for south
    only, did not see."""
    table = Table().open_with(Tile.of(4, 4))
    for tile, end in ((Tile.of(4, 3), End.WEST), (Tile.of(4, 1), End.EAST), (Tile.of(4, 1), End.NORTH)):
        table = table.place(tile, end)
    table = table.place(Tile.of(4, 0), End.SOUTH)
    assert sorted(v for _, v in table.open_ends()) == [0, 1, 1, 3]
    assert play_image(table, Tile.of(2, 1), End.NORTH) == play_image(table, Tile.of(2, 1), End.EAST)
    assert play_image(table, Tile.of(1, 0), End.NORTH) != play_image(table, Tile.of(1, 0), End.SOUTH)


def test_plays_of_one_image_leave_tables_with_the_same_futures() -> None:
    """Over random games: plays the image calls one decision make the same end total and leave
    tables on which every tile can make the same totals, from ends showing the same numbers."""
    alike = 0
    for seed in range(40):
        for state, _ in decisions(random.Random(seed)):
            plays = [a for a in legal_actions(state) if isinstance(a, Play) and a.end is not None]
            for k, a in enumerate(plays):
                for b in plays[k + 1 :]:
                    if a.tile != b.tile or play_image(state.table, a.tile, a.end) != play_image(
                        state.table, b.tile, b.end
                    ):
                        continue
                    one, other = state.table.place(a.tile, a.end), state.table.place(b.tile, b.end)
                    assert one.total == other.total
                    assert _futures(one) == _futures(other)
                    alike += 1
    assert alike > 20
