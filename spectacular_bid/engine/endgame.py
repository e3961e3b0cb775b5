"""Exact endgames: the rest of a hand searched exactly once the seat knows where every tile is.

When the boneyard is empty (R20–R21) the seat knows its own hand and the table, so the other
hand is every tile it cannot see: the hand has become a game of perfect information, and
sampling deals (:mod:`.levels`) only plays the same deal again and again with a policy that
ignores the other seat's best reply. Here the rest of the hand is searched exactly: minimax
with alpha-beta pruning (principal variation search), a transposition table and iterative
deepening. Most endgames are solved in a few milliseconds; one that is not solved in time is
played by the best play of the deepest search finished, its lines valued as if the hand
stopped at the depth reached.

A line is worth to the seat the points it gains by the end of the hand: every transfer capped
at the payer's balance (R4, R17), going out ending the hand at once (R22), a block paying the
lighter hand the heavier sum rounded to 5 (R23), and a balance reaching 0 ending the game there
(R5). Winning the game is so worth the other's whole balance, the most a hand can bring, and
losing it the seat's own, the least. Between lines worth the same points the search prefers the
one where the seat is the next hand's jockey (R22, R27): values are kept as ``4 × points +
jockey`` (jockey +1, −1 or 0 after a block or the game's end), which orders by points first.

The search runs on small integers: hands are bit masks over the 28 tiles of
:data:`~spectacular_bid.core.ALL_TILES`, the table is a tuple of what each end shows and counts,
the spinner's number and its two main arms still empty (R13, R16), as in :mod:`.fastsim`.
Mirror images are one position (west and east, north and south, play alike), which the
transposition table then meets once. ``tests/engine/test_endgame.py`` holds it to a brute force
through the rules core.

>>> from spectacular_bid.core import Table, Tile
>>> tile_mask([Tile(6, 6), Tile(0, 0)]) == (1 << 27) | 1
True
"""

from __future__ import annotations

import time
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from spectacular_bid.core import ALL_TILES, Action, GameState, Play, Stage, Table, Tile, legal_actions

#: Nodes searched per sampled deal a request's ``iterations`` allows (ENGINE.md): with
#: ``iterations`` the endgame search is bounded by work, not time, and answers the same anywhere.
NODES_PER_ITERATION = 5_000
#: How often (in nodes) the search reads the clock.
_CLOCK_EVERY = 512
#: The most values the transposition table keeps (about 320 bytes each): past it, it starts over.
_TABLE_ENTRIES = 250_000
_EXACT = 1 << 20  # the depth stored for a value no horizon touched: good at any depth
_INFINITY = 1 << 30

_INDEX = {tile: k for k, tile in enumerate(ALL_TILES)}
_HALVES = tuple((t.high, t.low) for t in ALL_TILES)
_PIPS = tuple(t.high + t.low for t in ALL_TILES)
_BIT_INDEX = {1 << k: k for k in range(len(ALL_TILES))}
#: The tiles (as a mask) that fit an end showing each number; index -1 (closed) fits none.
_FIT = tuple(sum(1 << k for k, t in enumerate(ALL_TILES) if n in t) for n in range(7)) + (0,)

# A table: (west, east, north, south) shown, the same four counted, the spinner's number (-1
# before there is one), and its west and east arms still empty (1) or not (0).
_Tbl = tuple[int, int, int, int, int, int, int, int, int, int, int]


class _OutOfTime(Exception):
    """The search ran out of time or nodes in the middle of an iteration."""


@dataclass(frozen=True, slots=True)
class Solution:
    """What :func:`solve` found: the ``action`` to play and what it is worth to the seat in
    points by the end of the hand (``value``). ``exact`` says whether the search saw every line
    to the end; if not, ``action`` is the best of the deepest search it finished (``depth``
    plays ahead), valued as if the hand stopped there."""

    action: Action
    value: int
    exact: bool
    depth: int
    nodes: int
    jockey: int


def is_exact(state: GameState) -> bool:
    """Whether the player to act in ``state`` knows where every tile is: the hand is being
    played, past its opening, with the boneyard empty (so the other hand is every tile neither
    in its own hand nor on the table).

    >>> from spectacular_bid.core import START, apply, deal_from, new_game
    >>> import random
    >>> is_exact(apply(new_game(("Ana", "Ben"), [deal_from(random.Random(1))]), START, 0))
    False
    """
    return state.stage is Stage.PLAY and not state.boneyard and bool(state.table.plays) and state.to_act is not None


def tile_mask(tiles: Iterable[Tile]) -> int:
    """The bit mask of ``tiles``: bit ``k`` for ``ALL_TILES[k]``."""
    mask = 0
    for t in tiles:
        mask |= 1 << _INDEX[t]
    return mask


def table_key(table: Table) -> _Tbl:
    """The search's form of ``table``: what the ends show and count, the spinner, its arms."""
    v, c = table.values, table.counts
    spinner = -1 if table.spinner is None else table.spinner.high
    return (v[0], v[1], v[2], v[3], c[0], c[1], c[2], c[3], spinner, int(table.pending[0]), int(table.pending[1]))


def _place(tbl: _Tbl, h: int, lo: int, i: int) -> _Tbl:
    """The table after ``[h|lo]`` is added at end ``i`` (R12–R16), in its canonical mirror
    image (see :func:`_canonical`)."""
    v0, v1, v2, v3, c0, c1, c2, c3, spinner, p0, p1 = tbl
    v = [v0, v1, v2, v3]
    c = [c0, c1, c2, c3]
    joined = v[i]
    outer = lo if joined == h else h
    double = h == lo
    v[i] = outer
    c[i] = 2 * outer if double else outer
    pending = [p0, p1]
    if not (i >= 2 or (spinner < 0 and not double) or (spinner >= 0 and not pending[i])):
        if spinner < 0:  # R13: the first double added to the line becomes the spinner
            spinner = h
            pending = [int(i == 0), int(i == 1)]
        else:
            if pending[1 - i]:  # R16: an opening spinner now shows both halves on its other side
                c[1 - i] = 2 * spinner
            pending[i] = 0
            if not pending[0] and not pending[1]:  # R13: both arms hold a tile, the sides open
                v[2] = v[3] = spinner
    return _canonical((v[0], v[1], v[2], v[3], c[0], c[1], c[2], c[3], spinner, pending[0], pending[1]))


def _canonical(tbl: _Tbl) -> _Tbl:
    """One of the mirror images of a table: the rules treat west and east alike (with their
    arms of the spinner), and north and south alike, so swapping them changes no line's worth.
    """
    v0, v1, v2, v3, c0, c1, c2, c3, spinner, p0, p1 = tbl
    if (v0, c0, p0) < (v1, c1, p1):
        v0, v1, c0, c1, p0, p1 = v1, v0, c1, c0, p1, p0
    if (v2, c2) < (v3, c3):
        v2, v3, c2, c3 = v3, v2, c3, c2
    return (v0, v1, v2, v3, c0, c1, c2, c3, spinner, p0, p1)


def _pips(mask: int) -> int:
    total = 0
    while mask:
        bit = mask & -mask
        mask ^= bit
        total += _PIPS[_BIT_INDEX[bit]]
    return total


_ONLY_THESE_POINTS = (-1, 1)  # the shifts for which a value holds when a cap was reached: none but 0


class _Search:
    """One search's transposition table and counters.

    A value depends on the balances only through the caps (R4, R5): as long as no transfer in
    a search reaches its payer's balance, moving points from one player to the other changes
    nothing below. So the table is keyed by the hands and the table alone, and each value keeps
    the balance it was found with and the shifts ``δ`` of the mover's balance (``lo < δ < hi``,
    the other's moving by ``−δ``) for which it holds: the same position reached after other
    scores is found again (a third to a fifth of the nodes on long endgames). After each call
    of :meth:`value`, ``lo`` and ``hi`` hold that interval for the value it returned.
    """

    def __init__(self, deadline: float | None, max_nodes: int | None, entries: int = _TABLE_ENTRIES) -> None:
        self.entries = entries
        self.table: dict[tuple[int, int, _Tbl], tuple[int, int, int, int, int, int, int]] = {}
        self.placements: dict[_Tbl, list[tuple[int, int, _Tbl, int]]] = {}
        self.deadline = deadline
        self.max_nodes = max_nodes
        self.nodes = 0
        self.horizon = 0  # how many times a line was cut short by the depth
        self.lo = -_INFINITY
        self.hi = _INFINITY

    def _tick(self) -> None:
        if self.max_nodes is not None and self.nodes >= self.max_nodes:
            raise _OutOfTime
        if self.deadline is not None and time.perf_counter() >= self.deadline:
            raise _OutOfTime
        if len(self.table) >= self.entries:
            self.table.clear()  # memory stays bounded on the longest endgames; found again if needed

    def _placements(self, tbl: _Tbl) -> list[tuple[int, int, _Tbl, int]]:
        """Every play any hand could make on ``tbl``, the most promising first: (tile bit, a
        number for the move, table after, end total after). Tables come back again and again
        with other hands, so they are worked out once (a third of the nodes' time without)."""
        out = []
        for i in range(4):
            v = tbl[i]
            if v < 0:
                continue
            if i == 1 and v == tbl[0] and tbl[5] == tbl[4] and tbl[10] == tbl[9]:
                continue  # east is west's mirror image: the same plays, the same worth
            if i == 3 and v == tbl[2] and tbl[7] == tbl[6]:
                continue  # south is north's mirror image
            m = _FIT[v]
            while m:
                bit = m & -m
                m ^= bit
                k = _BIT_INDEX[bit]
                h, lo = _HALVES[k]
                after = _place(tbl, h, lo, i)
                total = after[4] + after[5] + after[6] + after[7]
                scores = total if total % 5 == 0 else 0
                out.append((scores * 64 + _PIPS[k], bit, 4 * k + i, after, total))
        out.sort(reverse=True)  # scoring most first, then the heaviest tile (R23)
        placements = [(bit, move, after, total) for _, bit, move, after, total in out]
        self.placements[tbl] = placements
        return placements

    def _block(self, me: int, op: int, p_me: int, p_op: int) -> int:
        """The value to the player to move of a block (R23): the lighter hand receives the
        heavier sum rounded to 5, capped (R4); nobody is the next jockey (R24)."""
        mine, theirs = _pips(me), _pips(op)
        self.lo, self.hi = -_INFINITY, _INFINITY
        if mine < theirs:
            due = 5 * round(theirs / 5)  # never halfway: sums are integers
            if due >= p_op:
                self.lo, self.hi = _ONLY_THESE_POINTS
                return 4 * p_op
            self.hi = p_op - due
            return 4 * due
        if mine > theirs:
            due = 5 * round(mine / 5)
            if due >= p_me:
                self.lo, self.hi = _ONLY_THESE_POINTS
                return -4 * p_me
            self.lo = due - p_me
            return -4 * due
        return 0

    def value(self, me: int, op: int, tbl: _Tbl, p_me: int, p_op: int, depth: int, alpha: int, beta: int) -> int:
        """The value to the player to move (``me``, holding ``p_me`` points) of the rest of the
        hand, within (``alpha``, ``beta``): fail-soft alpha-beta over ``depth`` plays."""
        self.nodes += 1
        if not self.nodes % _CLOCK_EVERY:
            self._tick()
        fit = _FIT
        reach = fit[tbl[0]] | fit[tbl[1]] | fit[tbl[2]] | fit[tbl[3]]
        if not me & reach:
            if not op & reach:
                return self._block(me, op, p_me, p_op)  # R23: both pass
            v = -self.value(op, me, tbl, p_op, p_me, depth, -beta, -alpha)  # R21: a pass
            self.lo, self.hi = -self.hi, -self.lo
            return v
        if depth <= 0:
            self.horizon += 1
            self.lo, self.hi = -_INFINITY, _INFINITY
            return 0  # the horizon: the line is valued as if the hand stopped here
        key = (me, op, tbl)
        entry = self.table.get(key)
        first = -1
        if entry is not None:
            e_points, e_lo, e_hi, e_depth, e_flag, e_value, first = entry
            shift = p_me - e_points
            if (
                e_lo < shift < e_hi
                and e_depth >= depth
                and (e_flag == 0 or (e_flag > 0 and e_value >= beta) or (e_flag < 0 and e_value <= alpha))
            ):
                if e_depth != _EXACT:
                    self.horizon += 1  # a value that a horizon touched: so is this one
                self.lo, self.hi = e_lo - shift, e_hi - shift
                return e_value
        placements = self.placements.get(tbl)
        if placements is None:
            placements = self._placements(tbl)
        moves = [p for p in placements if p[0] & me]
        if first >= 0 and moves[0][1] != first:
            for n, p in enumerate(moves):
                if p[1] == first:
                    moves.insert(0, moves.pop(n))
                    break
        alpha0 = alpha
        horizon0 = self.horizon
        lo, hi = -_INFINITY, _INFINITY
        best = -_INFINITY
        best_move = -1
        for bit, move, after, total in moves:
            gain = 0
            if total > 0 and total % 5 == 0:  # R17
                if total >= p_op:  # R4–R5: capped, the game is won
                    gain = p_op
                    if lo < -1:
                        lo = -1
                    if hi > 1:
                        hi = 1
                else:
                    gain = total
                    if hi > p_op - total:
                        hi = p_op - total
            left = me ^ bit
            g4 = 4 * gain
            if gain == p_op:
                v = g4  # R5: the other balance is empty, the game is won
            elif not left:
                v = g4 + 1  # R22: out, the next hand's jockey
            else:
                p_op2, p_me2 = p_op - gain, p_me + gain
                if best == -_INFINITY:
                    v = g4 - self.value(op, left, after, p_op2, p_me2, depth - 1, g4 - beta, g4 - alpha)
                else:
                    # Principal variation search: the later plays only have to be shown no
                    # better than the best so far (a null window), and are searched again when
                    # they are.
                    v = g4 - self.value(op, left, after, p_op2, p_me2, depth - 1, g4 - alpha - 1, g4 - alpha)
                    if alpha < v < beta:
                        if lo < -self.hi:
                            lo = -self.hi
                        if hi > -self.lo:
                            hi = -self.lo
                        v = g4 - self.value(op, left, after, p_op2, p_me2, depth - 1, g4 - beta, g4 - v)
                if lo < -self.hi:  # the other's shifts are the opposite of ours
                    lo = -self.hi
                if hi > -self.lo:
                    hi = -self.lo
            if v > best:
                best, best_move = v, move
                if v > alpha:
                    alpha = v
                    if alpha >= beta:
                        break
        flag = 1 if best >= beta else -1 if best <= alpha0 else 0
        stored = _EXACT if self.horizon == horizon0 else depth
        self.table[key] = (p_me, lo, hi, stored, flag, best, best_move)
        self.lo, self.hi = lo, hi
        return best


@dataclass(frozen=True, slots=True)
class _Root:
    """The position searched, from the side of the player to act: its hand and the other's as
    masks, the table as the core holds it (the root's plays name real ends), both balances."""

    me: int
    op: int
    tbl: _Tbl
    p_me: int
    p_op: int

    @staticmethod
    def of(state: GameState) -> _Root:
        seat = state.to_act
        assert seat is not None and is_exact(state), "an exact endgame: a play past the opening, no boneyard"
        hands, points = state.hands, state.points
        return _Root(
            tile_mask(hands[seat]), tile_mask(hands[1 - seat]), table_key(state.table), points[seat], points[1 - seat]
        )

    def after(self, search: _Search, play: Action, depth: int, alpha: int, beta: int) -> int:
        """The value of ``play`` to the player to act, searched ``depth`` plays deep, within
        (``alpha``, ``beta``)."""
        assert isinstance(play, Play) and play.end is not None
        tile = play.tile
        after = _place(self.tbl, tile.high, tile.low, play.end.index)
        total = after[4] + after[5] + after[6] + after[7]
        p_op = self.p_op
        gain = min(total, p_op) if total > 0 and total % 5 == 0 else 0
        left = self.me ^ (1 << _INDEX[tile])
        g4 = 4 * gain
        if gain == p_op:
            return g4  # R5
        if not left:
            return g4 + 1  # R22
        return g4 - search.value(self.op, left, after, p_op - gain, self.p_me + gain, depth - 1, g4 - beta, g4 - alpha)


def _plays(state: GameState) -> list[Action]:
    return [a for a in legal_actions(state) if isinstance(a, Play)]


def points_of(value: int) -> int:
    """The points of a search value ``4 × points + jockey``.

    >>> points_of(4 * 15 + 1), points_of(4 * -5 - 1), points_of(0)
    (15, -5, 0)
    """
    return (value + 1) // 4


def jockey_of(value: int) -> int:
    """The jockey part of a search value: +1 the seat, −1 the other, 0 nobody.

    >>> jockey_of(4 * 15 + 1), jockey_of(4 * -5 - 1), jockey_of(0)
    (1, -1, 0)
    """
    return value - 4 * points_of(value)


def solve(state: GameState, deadline: float | None = None, max_nodes: int | None = None) -> Solution:
    """The best play for the player to act in the exact endgame ``state`` (:func:`is_exact`),
    by iterative deepening until the search is exact, ``deadline`` (a ``time.perf_counter``
    reading) passes or ``max_nodes`` are searched; then the best play of the deepest search
    finished."""
    root = _Root.of(state)
    plays = _plays(state)
    search = _Search(deadline, max_nodes)
    # Before any search: the play that scores most now (the searches reorder from here).
    glance = _Search(None, None)
    best_play = max(plays, key=lambda a: root.after(glance, a, 1, -_INFINITY, _INFINITY))
    best_value, depth_done, exact = 0, 0, False
    depth = 2
    while True:
        horizon0 = search.horizon
        order = [best_play] + [a for a in plays if a != best_play]
        alpha = -_INFINITY
        chosen, chosen_value = order[0], -_INFINITY
        try:
            for play in order:
                v = root.after(search, play, depth, alpha, _INFINITY)
                if v > chosen_value:
                    chosen, chosen_value = play, v
                    alpha = v
        except _OutOfTime:
            if chosen_value > -_INFINITY:
                # The last best play was searched deeper, and perhaps beaten by one searched as
                # deep: the best of those is better informed than the last best alone.
                best_play, best_value = chosen, chosen_value
            break
        best_play, best_value, depth_done = chosen, chosen_value, depth
        if search.horizon == horizon0:
            exact = True
            break
        depth += 2
    return Solution(best_play, points_of(best_value), exact, depth_done, search.nodes, jockey_of(best_value))


def move_values(
    state: GameState,
    deadline: float | None = None,
    max_nodes: int | None = None,
    plays: Iterable[Action] | None = None,
) -> dict[Action, int] | None:
    """The exact value, in points to the player to act by the end of the hand, of each of its
    legal plays (or of ``plays`` alone) in the exact endgame ``state``; None when ``deadline``
    or ``max_nodes`` came first."""
    values = search_values(state, deadline, max_nodes, plays)
    return None if values is None else {a: points_of(v) for a, v in values.items()}


def search_values(
    state: GameState, deadline: float | None, max_nodes: int | None, plays: Iterable[Action] | None = None
) -> dict[Action, int] | None:
    """:func:`move_values` as the search values them, ``4 × points + jockey`` (see above)."""
    root = _Root.of(state)
    legal = _plays(state)
    asked = legal if plays is None else [a for a in plays if a in legal]
    search = _Search(deadline, max_nodes)
    depth = bin(root.me).count("1") + bin(root.op).count("1") + 1  # more plays than are left
    try:
        return {a: root.after(search, a, depth, -_INFINITY, _INFINITY) for a in asked}
    except _OutOfTime:
        return None


_PAIR_BIT = {(t.high, t.low): 1 << k for k, t in enumerate(ALL_TILES)}


class PlayoutEnds:
    """Exact ends for the search's playouts (:func:`~.fastsim.playout_split`): on a sampled
    deal everything is known, so once a playout's boneyard is empty and the two hands hold at
    most ``tiles`` tiles, the rest of the hand can be searched exactly instead of played by
    the quick policy. Each search stops after ``max_nodes`` nodes (then the playout goes on
    by its policy); one transposition table serves every playout of a decision, since the
    same endgames come back on its sampled deals (every value it keeps is exact, searched to
    the end of the hand). ``solved`` and ``given_up`` count the searches."""

    def __init__(self, tiles: int, max_nodes: int) -> None:
        self.tiles = tiles
        self.max_nodes = max_nodes
        self.solved = 0
        self.given_up = 0
        self._search = _Search(None, None)

    def value(
        self,
        mine: Iterable[tuple[int, int]],
        theirs: Iterable[tuple[int, int]],
        shown: Iterable[int],
        counted: Iterable[int],
        spinner: int,
        pending: Iterable[bool],
        p_me: int,
        p_op: int,
    ) -> int | None:
        """The exact value, ``4 × points + jockey`` (:func:`points_of`, :func:`jockey_of`), of
        the rest of the hand to the player to move, who holds the tiles ``mine`` (``(high,
        low)`` pairs) and ``p_me`` points against ``theirs`` and ``p_op``, on a table whose
        ends show ``shown`` and count ``counted`` (-1: closed), with the spinner's number (-1
        before there is one) and its main arms still empty (``pending``), as :mod:`.fastsim`
        keeps them; None when the search needs more than ``max_nodes`` nodes."""
        me = op = 0
        for pair in mine:
            me |= _PAIR_BIT[pair]
        for pair in theirs:
            op |= _PAIR_BIT[pair]
        v0, v1, v2, v3 = shown
        c0, c1, c2, c3 = counted
        a0, a1 = pending
        tbl = _canonical((v0, v1, v2, v3, c0, c1, c2, c3, spinner, int(a0), int(a1)))
        search = self._search
        search.max_nodes = search.nodes + self.max_nodes
        depth = bin(me).count("1") + bin(op).count("1") + 1  # more plays than are left: no horizon
        try:
            found = search.value(me, op, tbl, p_me, p_op, depth, -_INFINITY, _INFINITY)
        except _OutOfTime:
            self.given_up += 1
            return None
        self.solved += 1
        return found


def decide(state: GameState, deadline: float, iterations: int | None) -> tuple[Action, dict[str, Any]]:
    """The choice of the searching levels in an exact endgame, with free information about it
    (ENGINE.md ``info``): what it gains, whether the search was exact, how far it looked.
    ``iterations`` (ENGINE.md) bounds the search by nodes, so that it answers the same on any
    machine; ``deadline`` (a ``time.perf_counter`` reading) bounds it anyway."""
    max_nodes = None if iterations is None else iterations * NODES_PER_ITERATION
    found = solve(state, deadline, max_nodes)
    info: dict[str, Any] = {"expected": found.value, "exact": found.exact, "nodes": found.nodes}
    if not found.exact:
        info["depth"] = found.depth
    return found.action, info
