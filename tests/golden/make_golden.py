"""Build the golden game records of ``tests/golden`` and their expected traces.

Run from anywhere: ``python tests/golden/make_golden.py``. Each scenario writes
``NAME.record.json`` (deals designed by hand, events with explicit times) and
``NAME.trace.jsonl``, the output of ``python -m spectacular_bid replay NAME.record.json --trace``.

The traces are produced by the program, so they are not trusted blindly:
``tests/test_golden.py`` checks each scenario against facts worked out by hand from RULES.md.
Key events carry a ``label`` field (fields an event does not use are ignored, RECORD.md) so
that the tests can name them; the hand computations live in the comments here and in the tests.

Tiles are written as two-digit strings: ``"63"`` is ``[6, 3]`` (written order kept, which
matters only for an opening, R12).
"""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from spectacular_bid.core.tiles import ALL_TILES, Deal, Tile  # noqa: E402

PLAYERS = ["Ana", "Ben"]
STARTED_AT = "2026-12-02T09:00:00Z"


# --- Deals ----------------------------------------------------------------------------------


def tiles(spec: str) -> list[list[int]]:
    """``"66 63"`` → ``[[6, 6], [6, 3]]``."""
    return [[int(word[0]), int(word[1])] for word in spec.split()]


def deal(hand0: str, hand1: str, boneyard: str = "") -> dict[str, Any]:
    """A deal as a record writes it. ``boneyard`` lists the first tiles to be drawn; the
    tiles not named anywhere follow in ascending order. Checked with :class:`Deal`."""
    h0, h1, bone = tiles(hand0), tiles(hand1), tiles(boneyard)
    named = {Tile.of(a, b) for a, b in h0 + h1 + bone}
    bone += [t.as_list()[::-1] for t in ALL_TILES if t not in named]
    Deal(
        (tuple(Tile.of(a, b) for a, b in h0), tuple(Tile.of(a, b) for a, b in h1)),
        tuple(Tile.of(a, b) for a, b in bone),
    )
    return {"hands": [h0, h1], "boneyard": bone}


def seated(p: int, hand_p: str, hand_q: str, boneyard: str) -> dict[str, Any]:
    """A deal where seat ``p`` gets ``hand_p`` and the other seat ``hand_q``."""
    return deal(hand_p, hand_q, boneyard) if p == 0 else deal(hand_q, hand_p, boneyard)


# --- Events ---------------------------------------------------------------------------------


class Script:
    """The events of one record, with a running clock ``t`` (ms) and labels."""

    def __init__(self) -> None:
        self.events: list[dict[str, Any]] = []
        self.t = 0

    def add(self, do: str, *, at: int | None = None, dt: int = 1000, label: str | None = None, **fields: Any) -> None:
        """Append an event at ``at`` (default: ``dt`` after the latest time so far)."""
        when = self.t + dt if at is None else at
        self.t = max(self.t, when)
        event: dict[str, Any] = {"at": when, "do": do, **fields}
        if label is not None:
            assert all(e.get("label") != label for e in self.events), label
            event["label"] = label
        self.events.append(event)

    def start(self, **kw: Any) -> None:
        self.add("start", **kw)

    def cont(self, **kw: Any) -> None:
        self.add("continue", **kw)

    def tick(self, **kw: Any) -> None:
        self.add("tick", **kw)

    def reveal(self, seat: int, **kw: Any) -> None:
        self.add("reveal", seat=seat, **kw)

    def play(self, seat: int, tile: str, end: str | None = None, **kw: Any) -> None:
        fields: dict[str, Any] = {"seat": seat, "tile": tiles(tile)[0]}
        if end is not None:
            fields["end"] = end
        self.add("play", **fields, **kw)

    def draw(self, seat: int, **kw: Any) -> None:
        self.add("draw", seat=seat, **kw)

    def waive(self, seat: int, **kw: Any) -> None:
        self.add("waive", seat=seat, **kw)

    def bid(self, seat: int, amount: int, **kw: Any) -> None:
        self.add("bid", seat=seat, amount=amount, **kw)

    def accept(self, seat: int, **kw: Any) -> None:
        self.add("accept", seat=seat, **kw)

    def resign(self, seat: int, **kw: Any) -> None:
        self.add("resign", seat=seat, **kw)

    def void(self, reason: str, **kw: Any) -> None:
        self.add("void", reason=reason, **kw)


# --- A hand someone goes out of (used before every bidding) -----------------------------------
#
# The opener P plays along the east end only; the other seat Q answers. After the opening the
# east end shows, in turn: 2 3 4 5 6 0 2 4 6 1 3 and then 5.
#   "r11": opening [1|1] by rank (P holds the only double of both hands). The lone spinner
#          counts 2 on its empty west side (R16), so the totals are 4 5 6 7 8 2 4 6 8 3 5 7:
#          P +5 (third play), Q +5 (twelfth play); P goes out on the 13th play with 7. Net 0.
#   "p7":  opening [0,1] by choice (west 0, east 1, R12): totals 2 3 4 5 6 0 2 4 6 1 3 5 —
#          P +5 (fifth play) and +5 going out (13th play, R22). P gains 10.
#   "q7":  as "p7" until Q's [1|3]; then P (holding only [2|6]) cannot play, draws [3|5] and
#          plays it (+5); Q goes out with [5|5] on the east 5: a double at an end counts 10,
#          so Q +10. P gains 10, Q gains 10.

PATTERNS = {
    "r11": ("11 23 45 60 24 61 35", "12 34 56 02 46 13 36", "00 22 33 44 55 66 01 03 04 05 14 15 25 26"),
    "p7": ("01 23 45 60 24 61 35", "12 34 56 02 46 13 25", "00 11 22 33 44 55 66 03 04 05 14 15 26 36"),
    "q7": ("01 23 45 60 24 61 26", "12 34 56 02 46 13 55", "35 00 11 22 33 44 66 03 04 05 14 15 25 36"),
}
CHAIN = ("12", "23", "34", "45", "56", "60", "02", "24", "46", "61", "13")


def pattern_deal(kind: str, p: int) -> dict[str, Any]:
    hand_p, hand_q, bone = PATTERNS[kind]
    return seated(p, hand_p, hand_q, bone)


def go_out_hand(
    s: Script, kind: str, p: int, prefix: str, opener_holds_device: bool = False, first_dt: int = 1000
) -> None:
    """The events of a pattern hand (see above); labels ``{prefix}1`` … ``{prefix}14``. The
    opening comes ``first_dt`` ms after the previous event."""
    q = 1 - p
    if not opener_holds_device:
        s.reveal(p, label=f"{prefix}reveal1")
    s.play(p, "11" if kind == "r11" else "01", dt=first_dt, label=f"{prefix}1")
    for n, tile in enumerate(CHAIN, start=2):
        seat = q if n % 2 == 0 else p
        s.reveal(seat)
        s.play(seat, tile, "east", label=f"{prefix}{n}")
    s.reveal(p)
    if kind == "q7":
        s.draw(p, label=f"{prefix}13draw")
        s.play(p, "35", "east", label=f"{prefix}13")
        s.reveal(q)
        s.play(q, "55", "east", label=f"{prefix}14")
    else:
        s.play(p, "35", "east", label=f"{prefix}13")


# --- The scenarios --------------------------------------------------------------------------


def r01_rank_double_refusals() -> tuple[list[dict[str, Any]], Script]:
    """R8 with a double, an opening spinner with both side branches (R13, R16), a later double
    on a branch (R14), most refusals of a play, an earlier ``at``, resignation, game over."""
    deals = [deal("63 65 55 20 31 41 10", "66 62 60 33 52 43 00", "11 21 22 30 32 40 42 44 50 51 53 54 61 64")]
    s = Script()
    s.start(at=0, label="start")  # Ben holds [6|6], the highest double: he opens (R8)
    s.start(at=100, label="start_twice")
    s.reveal(0, at=200, label="reveal_wrong_seat")
    s.reveal(1, at=1000, label="reveal_opener")
    s.reveal(1, at=1500, label="reveal_by_holder")
    s.play(1, "62", at=2000, label="open_not_forced_tile")
    s.play(1, "66", "west", at=2500, label="open_names_end")
    s.play(1, "55", at=2600, label="tile_not_in_hand")
    s.play(0, "55", at=2700, label="play_wrong_seat")
    s.play(2, "66", at=2800, label="play_seat_2")
    s.play(1, "66", at=3000, label="open_66")  # alone: 12
    s.cont(at=3100, label="continue_no_hand_ended")
    s.reveal(0, at=4000)
    s.play(0, "63", at=5000, label="later_play_no_end")
    s.play(0, "63", "up", at=5100, label="end_up")
    s.draw(0, at=5200, label="draw_with_play")
    s.play(0, "20", "east", at=5300, label="tile_does_not_fit")
    s.play(0, "63", "east", at=6000, label="east_63")  # 12 + 3 = 15: Ana +15
    s.reveal(1, at=7000)
    s.play(1, "62", "north", at=7500, label="north_before_both_arms")
    s.play(1, "62", "west", at=8000, label="west_62")  # 2 + 3 = 5: Ben +5
    s.reveal(0, at=9000)
    s.play(0, "65", "north", at=10000, label="north_65")  # 2 + 3 + 5 = 10: Ana +10
    s.reveal(1, at=11000)
    s.play(1, "60", "south", at=12000, label="south_60")  # 2 + 3 + 5 + 0 = 10: Ben +10
    s.reveal(0, at=13000, label="reveal_13000")
    s.play(0, "55", "north", at=12500, label="earlier_at")
    s.play(0, "55", "north", at=14000, label="north_55")  # 2 + 3 + 10 + 0 = 15: Ana +15
    s.resign(1, at=15000, label="resign")
    s.reveal(1, at=16000, label="after_over_reveal")
    s.tick(at=17000, label="after_over_tick")
    return deals, s


def r02_rank_no_double_later_spinner() -> tuple[list[dict[str, Any]], Script]:
    """R8 without a double ([6|3] beats [5|4]), R12 orientation, draws (R19–R20) in one timed
    decision, a later spinner (R13) with both side branches, void (R43) stopping the clocks."""
    deals = [deal("54 32 42 20 21 53 61", "63 43 50 10 31 41 51", "11 22 00 33 44 55 66 64 65 30 40 52 60 62")]
    s = Script()
    s.start(at=0, label="start")
    s.reveal(1, at=1000)
    s.play(1, "36", at=2000, label="open_36")  # west 3, east 6: 9
    s.reveal(0, at=3000)
    s.play(0, "32", "east", at=4000, label="32_east_refused")
    s.play(0, "32", "west", at=5000, label="32_west")  # 2 + 6 = 8
    s.reveal(1, at=6000, label="ben_reveal_to_draw")
    s.draw(1, at=10000, label="draw_11")
    s.draw(1, at=15000, label="draw_22")
    s.draw(1, at=16000, label="draw_again_refused")
    s.play(1, "22", "west", at=20000, label="spinner_22_west")  # 4 + 6 = 10: Ben +10
    s.reveal(0, at=21000)
    s.play(0, "20", "north", at=21500, label="north_before_outer_arm")
    s.play(0, "42", "west", at=22000, label="beyond_spinner_42")  # 4 + 6 = 10: Ana +10
    s.reveal(1, at=23000)
    s.play(1, "43", "west", at=24000, label="west_43")  # 3 + 6 = 9
    s.reveal(0, at=25000)
    s.play(0, "20", "north", at=26000, label="north_20")  # 3 + 6 + 0 = 9
    s.reveal(1, at=27000)
    s.play(1, "05", "north", at=28000, label="north_05")  # 3 + 6 + 5 = 14
    s.reveal(0, at=29000)
    s.play(0, "21", "south", at=30000, label="south_21")  # 3 + 6 + 5 + 1 = 15: Ana +15
    s.reveal(1, at=31000, label="ben_reveal_before_void")
    s.void("clock went backwards", at=50000, label="void")
    s.tick(at=90000, label="tick_after_void")
    return deals, s


def _zero_block_hand(s: Script, o: int, prefix: str) -> None:
    """Seat ``o`` opens [0|0] by rank; the other seat d has no 0, draws the whole boneyard
    (13 misses, then [0|1], which fits west and east: d chooses west) and the hand blocks
    with every 0 tile on the table (west, east, north end on 0; south unused shows 0)."""
    d = 1 - o
    s.reveal(o, label=f"{prefix}reveal_opener")
    s.play(o, "00", label=f"{prefix}open")
    s.reveal(d, label=f"{prefix}reveal_drawer")
    for k in range(1, 15):
        s.draw(d, dt=500, label=f"{prefix}draw{k}")
    s.play(d, "01", "west", label=f"{prefix}drawn_01_west")  # W1, E0: 1
    moves = [
        (o, "03", "east"),  # W1 E3, side branches open: 4
        (d, "13", "west"),  # W3 E3: 6
        (o, "05", "north"),  # 3 + 3 + 5 = 11
        (d, "32", "west"),  # 2 + 3 + 5 = 10: d +10
        (o, "20", "west"),  # 0 + 3 + 5 = 8
        (d, "34", "east"),  # 0 + 4 + 5 = 9
        (o, "40", "east"),  # 0 + 0 + 5 = 5: o +5
        (d, "56", "north"),  # 6
        (o, "60", "north"),  # 0, then d passes, o passes: block
    ]
    for n, (seat, tile, end) in enumerate(moves, start=3):
        s.reveal(seat)
        s.play(seat, tile, end, label=f"{prefix}{n}")


def r03_blocks() -> tuple[list[dict[str, Any]], Script]:
    """Blocks (R21, R23): 117 pays 115 (remainder 2 rounds down), the next hand by rank with
    no bidding (R24), 113 pays 115 (remainder 3 rounds up), a 48–48 tie where a draw empties
    the boneyard and both pass, and a fourth hand again by rank."""
    bone = "11 22 33 44 55 66 24 25 26 35 36 45 46 01"
    deals = [
        deal("00 02 03 04 05 06 12", "13 32 34 56 14 15 16", bone),
        deal("13 32 34 56 12 14 15", "00 02 03 04 05 06 16", bone),
        deal("10 43 00 22 44 54 64", "20 40 52 60 42 31 51", "50 61 11 63 30 55 21 65 66 53 62 41 33 32"),
        deal("00 01 02 03 04 05 06", "66 16 26 36 46 56 11"),
    ]
    s = Script()
    s.start(at=0, label="start")
    _zero_block_hand(s, 0, "h0_")
    s.cont(label="continue_1")
    _zero_block_hand(s, 1, "h1_")
    s.cont(label="continue_2")
    # Hand 2: Ana opens [4|4] (her highest double; Ben has none).
    s.reveal(0)
    s.play(0, "44", label="h2_open")  # 8
    for seat, tile, end, label in [
        (1, "42", "east", "h2_2"),  # 8 + 2 = 10: Ben +10
        (0, "64", "west", "h2_3"),  # 6 + 2 = 8, side branches open
        (1, "60", "west", "h2_4"),  # 0 + 2 = 2
        (0, "43", "north", "h2_5"),  # 0 + 2 + 3 = 5: Ana +5
        (1, "31", "north", "h2_6"),  # 3
        (0, "22", "east", "h2_7"),  # 0 + 4 + 1 = 5: Ana +5 (a later double, R14)
        (1, "51", "north", "h2_8"),  # 9
        (0, "54", "north", "h2_9"),  # 8
        (1, "40", "west", "h2_10"),  # 4 + 4 + 4 = 12
    ]:
        s.reveal(seat)
        s.play(seat, tile, end, label=label)
    s.reveal(0)
    for k in range(1, 8):  # [5|0] [6|1] [1|1] [6|3] [3|0] [5|5] miss, [2|1] fits east 2
        s.draw(0, label=f"h2_ana_draw{k}")
    s.play(0, "21", "east", label="h2_11")  # 4 + 1 + 4 = 9
    s.reveal(1)
    for k in range(1, 6):  # [6|5] [6|6] [5|3] [6|2] miss, [4|1] fits west, east, north, south
        s.draw(1, label=f"h2_ben_draw{k}")
    s.play(1, "14", "east", label="h2_12")  # every end shows 4, all seven 4s are down: 12
    s.reveal(0)
    s.draw(0, label="h2_last_draw1")  # [3|3]
    s.draw(0, label="h2_last_draw2")  # [3|2]: boneyard empty, nothing fits: both pass, block
    s.cont(label="continue_3")
    s.reveal(1, label="h3_reveal")
    s.play(1, "66", label="h3_open")
    return deals, s


def r04_draw_out_pass_flag() -> tuple[list[dict[str, Any]], Script]:
    """A draw that empties the boneyard with nothing to play: an automatic pass (R20–R21) that
    ends a 13 s decision made of 14 draws (R36); the drawer still holds the device, so the
    opener reveals (R40). Later Ben cannot play on two 6 ends: he passes and Ana, who holds the
    device, plays again at once (R40); she runs out of time on a tick at her deadline (R37)."""
    deals = [deal("66 65 64 63 62 61 60", "00 10 11 20 21 22 30", "31 32 33 40 41 42 43 44 50 51 52 53 54 55")]
    s = Script()
    s.start(at=0, label="start")
    s.reveal(0, at=1000)
    s.play(0, "66", at=2000, label="open_66")  # 12
    s.reveal(1, at=5000, label="ben_reveal")
    for k, at in enumerate([5500, *range(6000, 18001, 1000)], start=1):
        s.draw(1, at=at, label=f"draw{k}")
    s.draw(1, at=18500, label="draw_after_pass")
    s.reveal(0, at=19000, label="ana_reveal")
    s.play(0, "65", "east", at=20000, label="east_65")  # 12 + 5 = 17
    s.reveal(1, at=21000)
    s.play(1, "54", "east", at=22000, label="east_54")  # 12 + 4 = 16
    s.reveal(0, at=23000)
    s.play(0, "46", "east", at=24000, label="east_46")  # 12 + 6 = 18; Ben has no 6: he passes
    s.reveal(0, at=25000, label="reveal_not_needed")
    s.tick(at=153999, label="tick_before_deadline")
    s.tick(at=154000, label="tick_at_deadline")
    s.play(0, "63", "west", at=155000, label="after_over_play")
    return deals, s


def r05_clock_decisions() -> tuple[list[dict[str, Any]], Script]:
    """R36: an 8 s opening (R10) leaves the reserve whole, a 13 s play costs 3 s; R37: a draw at
    the deadline is refused and the drawer loses on time."""
    deals = [deal("66 00 10 11 20 21 22", "65 30 31 32 33 40 41", "42 43 44 50 51 52 53 54 55 60 61 62 63 64")]
    s = Script()
    s.start(at=0, label="start")
    s.reveal(0, at=1000, label="ana_reveal")
    s.play(0, "66", at=9000, label="open_8s")
    s.reveal(1, at=10000, label="ben_reveal")
    s.play(1, "65", "east", at=23000, label="play_13s")  # 12 + 5 = 17: nothing
    s.reveal(0, at=24000, label="ana_reveal_2")
    s.draw(0, at=25000, label="draw_1")
    s.draw(0, at=100000, label="draw_2")
    s.draw(0, at=154000, label="draw_at_deadline")
    return deals, s


def r06_flag_opening() -> tuple[list[dict[str, Any]], Script]:
    """R39: no clock before the reveal; R10/R37: the opener runs out of time during the opening,
    and a resignation by the other seat at the deadline is refused (the opener loses)."""
    deals = [deal("66 00 10 11 20 21 22", "65 30 31 32 33 40 41", "42 43 44 50 51 52 53 54 55 60 61 62 63 64")]
    s = Script()
    s.start(at=0, label="start")
    s.tick(at=50000, label="tick_before_reveal")
    s.reveal(0, at=60000, label="ana_reveal")
    s.tick(at=189999, label="tick_before_deadline")
    s.resign(1, at=190000, label="resign_at_deadline")
    s.void("late", at=191000, label="after_over_void")
    return deals, s


def r07_bidding() -> tuple[list[dict[str, Any]], Script]:
    """Going out (R22) and every bidding path (R27–R35): waive, refused bids, jockey discount,
    overbids, forced accept, forced waive, and a going-out play that ends the game (R5)."""
    deals = [
        pattern_deal("r11", 0),  # hand 0: Ana opens [1|1] by rank and goes out
        pattern_deal("p7", 0),  # hand 1: Ben waives, Ana opens and goes out
        pattern_deal("p7", 0),  # hand 2: 15 / 20 (jockey) accepted; Ana opens and goes out
        pattern_deal("p7", 1),  # hand 3: 15 / 20 / 25 / 30 / 35 accepted; Ben opens and goes out
        pattern_deal("q7", 0),  # hand 4: Ana bids 180, Ben must accept; Ana opens, Ben goes out
        pattern_deal("p7", 1),  # hand 5: Ana must waive; Ben opens; his last play ends the game
    ]
    s = Script()
    s.start(at=0, label="start")
    go_out_hand(s, "r11", 0, "h0_")
    s.reveal(0, label="reveal_nobody_must")
    # Hand 1
    s.cont(label="continue_1")
    s.reveal(1, label="h1_ben_reveal")
    s.accept(1, label="accept_no_bid")
    s.waive(1, label="h1_waive")
    go_out_hand(s, "p7", 0, "h1_")
    # Hand 2
    s.cont(label="continue_2")
    s.reveal(1)
    s.bid(1, 10, label="bid_below_15")
    s.bid(1, 17, label="bid_not_multiple_of_5")
    s.bid(1, 145, label="bid_above_balance")
    s.bid(1, 15, label="h2_ben_15")
    s.reveal(0, label="h2_ana_reveal")
    s.waive(0, label="waive_facing_bid")
    s.bid(0, 20, label="h2_ana_20")
    s.reveal(1)
    s.accept(1, label="h2_ben_accepts_20")
    go_out_hand(s, "p7", 0, "h2_")
    # Hand 3
    s.cont(label="continue_3")
    s.reveal(1)
    s.bid(1, 15, label="h3_ben_15")
    s.reveal(0)
    s.bid(0, 185, label="h3_jockey_bid_above_balance")
    s.bid(0, 20, label="h3_ana_20")
    s.reveal(1, label="h3_ben_reveal_25")
    s.bid(1, 25, dt=13000, label="h3_ben_25_13s")
    s.reveal(0, label="h3_ana_reveal_30")
    s.bid(0, 30, dt=8000, label="h3_ana_30_8s")
    s.reveal(1)
    s.bid(1, 35, label="h3_ben_35")
    s.reveal(0)
    s.accept(0, label="h3_ana_accepts_35")
    go_out_hand(s, "p7", 1, "h3_")
    # Hand 4
    s.cont(label="continue_4")
    s.reveal(0, label="h4_ana_reveal")
    s.bid(0, 195, label="h4_bid_above_balance")
    s.bid(0, 180, label="h4_ana_180")
    go_out_hand(s, "q7", 0, "h4_", opener_holds_device=True, first_dt=13000)  # no reveal; 13 s (R36, R40)
    # Hand 5
    s.cont(label="continue_5")
    go_out_hand(s, "p7", 1, "h5_")
    s.cont(label="after_over_continue")
    return deals, s


def r08_bid_whole_balance() -> tuple[list[dict[str, Any]], Script]:
    """R31/R32: a bid above the balance is refused; a bid of the whole balance is legal and,
    accepted, loses the game at once before the opening (R5)."""
    deals = [pattern_deal("r11", 0), pattern_deal("p7", 1)]
    s = Script()
    s.start(at=0, label="start")
    go_out_hand(s, "r11", 0, "h0_")
    s.cont(label="continue_1")
    s.reveal(1)
    s.bid(1, 155, label="bid_155")
    s.bid(1, 150, label="bid_150")
    s.reveal(0)
    s.accept(0, label="accept_150")
    s.reveal(1, label="after_over_reveal")
    return deals, s


def r09_flag_bidding() -> tuple[list[dict[str, Any]], Script]:
    """R37 during the bidding: a bid after the deadline is refused and the bidder loses."""
    deals = [pattern_deal("r11", 0), pattern_deal("p7", 1)]
    s = Script()
    s.start(at=0, label="start")
    go_out_hand(s, "r11", 0, "h0_")
    s.cont(label="continue_1")
    s.reveal(1, label="ben_reveal")
    s.tick(dt=70000, label="tick_70s")
    s.bid(1, 15, dt=65000, label="late_bid")
    return deals, s


def r10_resign_before_start() -> tuple[list[dict[str, Any]], Script]:
    """R45: resigning before ``start``; before it only tick, resign and void are legal."""
    deals = [deal("66 00 10 11 20 21 22", "65 30 31 32 33 40 41", "42 43 44 50 51 52 53 54 55 60 61 62 63 64")]
    s = Script()
    s.reveal(0, at=0, label="reveal_before_start")
    s.tick(at=1000, label="tick_before_start")
    s.resign(0, at=2000, label="resign")
    s.start(at=3000, label="start_after_over")
    return deals, s


def r11_block_after_bidding() -> tuple[list[dict[str, Any]], Script]:
    """R24 after a hand that had a bidding: Ana goes out, Ben waives, Ana opens [0|0] by choice
    (R9) and the hand blocks (117 pays 115); the next hand opens by rank with no bidding and no
    jockey, although Ana was the jockey of the blocked hand."""
    bone = "11 22 33 44 55 66 24 25 26 35 36 45 46 01"
    deals = [
        pattern_deal("r11", 0),
        deal("00 02 03 04 05 06 12", "13 32 34 56 14 15 16", bone),
        deal("66 00 10 11 20 21 22", "65 30 31 32 33 40 41", "42 43 44 50 51 52 53 54 55 60 61 62 63 64"),
    ]
    s = Script()
    s.start(at=0, label="start")
    go_out_hand(s, "r11", 0, "h0_")
    s.cont(label="continue_1")
    s.reveal(1)
    s.waive(1, label="h1_waive")
    _zero_block_hand(s, 0, "h1_")
    s.cont(label="continue_2")
    s.reveal(0, label="h2_reveal")
    s.play(0, "00", label="h2_open_not_forced_tile")
    s.play(0, "66", label="h2_open_66")
    return deals, s


SCENARIOS: dict[str, Callable[[], tuple[list[dict[str, Any]], Script]]] = {
    "r01_rank_double_refusals": r01_rank_double_refusals,
    "r02_rank_no_double_later_spinner": r02_rank_no_double_later_spinner,
    "r03_blocks": r03_blocks,
    "r04_draw_out_pass_flag": r04_draw_out_pass_flag,
    "r05_clock_decisions": r05_clock_decisions,
    "r06_flag_opening": r06_flag_opening,
    "r07_bidding": r07_bidding,
    "r08_bid_whole_balance": r08_bid_whole_balance,
    "r09_flag_bidding": r09_flag_bidding,
    "r10_resign_before_start": r10_resign_before_start,
    "r11_block_after_bidding": r11_block_after_bidding,
}


# --- Writing --------------------------------------------------------------------------------


def record_text(deals: list[dict[str, Any]], events: list[dict[str, Any]]) -> str:
    """The record as JSON text: one deal and one event a line."""
    head = json.dumps({"format": "spectacular-bid-record", "version": 1, "players": PLAYERS, "started_at": STARTED_AT})
    deal_lines = ",\n    ".join(json.dumps(d) for d in deals)
    event_lines = ",\n    ".join(json.dumps(e) for e in events)
    return f'{head[:-1]},\n  "deals": [\n    {deal_lines}\n  ],\n  "events": [\n    {event_lines}\n  ]\n}}\n'


def replay_trace(path: Path) -> str:
    """The output of ``python -m spectacular_bid replay PATH --trace``."""
    done = subprocess.run(
        [sys.executable, "-m", "spectacular_bid", "replay", str(path), "--trace"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    )
    return done.stdout


def main() -> None:
    for name, build in SCENARIOS.items():
        deals, script = build()
        record = HERE / f"{name}.record.json"
        record.write_text(record_text(deals, script.events), encoding="utf-8")
        (HERE / f"{name}.trace.jsonl").write_text(replay_trace(record), encoding="utf-8")
        print(f"{name}: {len(script.events)} events")


if __name__ == "__main__":
    main()
