"""Golden game records (RECORD.md) checked twice.

``tests/golden/NAME.record.json`` are records with deals designed by hand (see
``tests/golden/make_golden.py``, which also wrote the expected ``NAME.trace.jsonl``). Every
record is replayed with ``python -m spectacular_bid replay NAME.record.json --trace`` and

1. compared with its stored trace line by line, every field (``test_trace_matches_golden``);
2. checked against facts worked out by hand from RULES.md at labelled events (every other
   test; each cites the rules it covers). The stored traces came from the program, so only
   these hand-computed facts make them trustworthy.

Key events carry a ``label`` field, which the replay ignores (RECORD.md: fields an event does
not use are ignored). Seat 0 is Ana, seat 1 is Ben.

Scenarios (record: rules):
- r01: R8 opening by rank with a double; R13/R16 an opening spinner and both side branches;
  R14 a later double on a branch; R17–R18; refusals (R45): start twice, wrong seat, seat 2,
  reveal by the holder, tile not forced (R8), opening naming an end, tile not in hand, later
  play without end, end "up", drawing with a play (R19), tile that does not fit, continue with
  no hand over, an ``at`` earlier than the game's time; resignation (R45); game over.
- r02: R8 without doubles ([6|3] beats [5|4]); R12 orientation; R19–R20 draws in one timed
  decision (R36); R13 a later spinner with both side branches; R43 void stops the clocks.
- r03: R21 automatic passes; R23 blocks: 117 pays 115, 113 pays 115, a 48–48 tie (a draw that
  empties the boneyard, then both pass); R24 the next hands open by rank without bidding;
  R20 drawn tiles that fit several ends.
- r04: R20–R21 a draw emptying the boneyard with nothing to play; R40 reveal rules after a
  pass; R36 a 13 s decision of 14 draws; R37 a tick at the deadline while playing.
- r05: R10/R36 an 8 s opening and a 13 s play; R37 a draw at the deadline.
- r06: R39 no clock before the reveal; R37 a resignation at the opener's deadline is refused.
- r07: R22 going out; R27–R35 waive, refused bids, jockey discount, overbids, forced accept,
  forced waive; R9 opening by choice; R5 a going-out play that empties the other balance.
- r08: R31–R32 a bid of the whole balance, accepted, loses at once.
- r09: R37 a bid after the deadline during the bidding.
- r10: R45 resignation before ``start``; a reveal when nobody must reveal.
- r11: R24 a block in a hand that followed a bidding: the next hand still opens by rank,
  with no bidding and no jockey; R9 opening [0|0] by choice.
"""

from __future__ import annotations

import functools
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

GOLDEN = Path(__file__).resolve().parent / "golden"
ROOT = GOLDEN.parent.parent
NAMES = sorted(p.name.removesuffix(".record.json") for p in GOLDEN.glob("*.record.json"))

Line = dict[str, Any]
STATE_FIELDS = ("points", "reserve_ms", "hand", "awaiting", "to_act", "total", "result")
FULL = [120_000, 120_000]
#: The game before any event: awaiting ``start`` (R1, R36).
NEW_GAME: Line = {
    "points": [150, 150],
    "reserve_ms": FULL,
    "hand": 0,
    "awaiting": "start",
    "to_act": None,
    "total": 0,
    "result": None,
}


@functools.cache
def replayed(name: str) -> tuple[Line, ...]:
    """The lines of ``replay --trace`` for a golden record, as the command prints them."""
    done = subprocess.run(
        [sys.executable, "-m", "spectacular_bid", "replay", str(GOLDEN / f"{name}.record.json"), "--trace"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    return tuple(json.loads(line) for line in done.stdout.splitlines())


class Golden:
    """A golden record with its replayed trace, addressed by event label."""

    def __init__(self, name: str) -> None:
        self.record: dict[str, Any] = json.loads((GOLDEN / f"{name}.record.json").read_text(encoding="utf-8"))
        self.events: list[dict[str, Any]] = self.record["events"]
        self.lines = replayed(name)
        self.index = {e["label"]: i for i, e in enumerate(self.events) if "label" in e}

    def __getitem__(self, label: str) -> Line:
        line = self.lines[self.index[label]]
        assert line["i"] == self.index[label]
        return line

    def before(self, label: str) -> Line:
        """The line of the event just before ``label`` (the new game for the first event)."""
        i = self.index[label]
        return self.lines[i - 1] if i else NEW_GAME

    @property
    def final(self) -> Line:
        return self.lines[-1]


@functools.cache
def golden(name: str) -> Golden:
    return Golden(name)


def expect(line: Line, **fields: Any) -> None:
    """``line`` has these values (the other fields are not checked)."""
    for key, value in fields.items():
        assert line[key] == value, f"event {line.get('i')} ({line.get('do')}): {key} is {line[key]!r}, not {value!r}"


def expect_refused(g: Golden, label: str, **changed: Any) -> None:
    """The event was refused with a reason and changed nothing (R45); ``changed`` lists the
    fields that do move all the same (a running clock, R37)."""
    line, prev = g[label], g.before(label)
    assert line["ok"] is False, f"{label} was accepted"
    assert isinstance(line["error"], str) and line["error"], f"{label} gives no reason"
    assert line["auto"] == [], label
    for key in STATE_FIELDS:
        assert line[key] == changed.get(key, prev[key]), f"{label}: {key} {line[key]!r}"


def expect_ok(g: Golden, *labels: str) -> None:
    for label in labels:
        assert g[label]["ok"] is True and g[label]["error"] is None, f"{label}: {g[label]['error']}"


def pips(tiles: list[list[int]]) -> int:
    return sum(a + b for a, b in tiles)


def hands_at(g: Golden, hand_no: int, first: str, last: str) -> list[list[list[int]]]:
    """Both hands after event ``last`` of hand ``hand_no``, by plain bookkeeping from the deal
    (independent of the program): from ``first`` (the hand's first event) to ``last``, a draw
    moves the first boneyard tile to the drawer, a play removes the tile from the player."""
    deal = g.record["deals"][hand_no]
    hands = [[sorted(t) for t in deal["hands"][0]], [sorted(t) for t in deal["hands"][1]]]
    boneyard = [sorted(t) for t in deal["boneyard"]]
    for i in range(g.index[first], g.index[last] + 1):
        event = g.events[i]
        assert g.lines[i]["ok"], f"event {i} was refused"
        if event["do"] == "draw":
            hands[event["seat"]].append(boneyard.pop(0))
        elif event["do"] == "play":
            hands[event["seat"]].remove(sorted(event["tile"]))
    return hands


# --- 1. The stored traces -------------------------------------------------------------------


@pytest.mark.parametrize("name", NAMES)
def test_trace_matches_golden(name: str) -> None:
    stored = [json.loads(line) for line in (GOLDEN / f"{name}.trace.jsonl").read_text(encoding="utf-8").splitlines()]
    lines = list(replayed(name))
    events = json.loads((GOLDEN / f"{name}.record.json").read_text(encoding="utf-8"))["events"]
    assert len(lines) == len(stored) == len(events) + 1
    for got, want in zip(lines, stored, strict=True):
        assert got == want


def test_all_scenarios_present() -> None:
    assert len(NAMES) == 11, NAMES


@pytest.mark.parametrize("name", NAMES)
def test_R2_R4_points_sum_to_300_never_negative_multiples_of_5(name: str) -> None:
    for line in golden(name).lines:
        a, b = line["points"]
        assert a + b == 300 and a >= 0 and b >= 0 and a % 5 == 0 and b % 5 == 0, line


# --- r01: opening by rank with a double, an opening spinner, refusals ------------------------


def test_R8_highest_double_opens_and_its_holder_must_play_it() -> None:
    g = golden("r01_rank_double_refusals")
    # Ben holds [6|6], Ana's best double is [5|5]: Ben opens, after a reveal (R40).
    expect(g["start"], ok=True, awaiting="reveal", to_act=1, hand=0, total=0, points=[150, 150])
    expect(g["reveal_opener"], ok=True, awaiting="play", to_act=1)
    expect_refused(g, "open_not_forced_tile")  # [6|2] instead of the forced [6|6]
    # R16: [6|6] alone counts 12, not a multiple of 5 (R17): nothing paid; turn to Ana (R18).
    expect(g["open_66"], ok=True, total=12, points=[150, 150], awaiting="reveal", to_act=0)


def test_R13_R16_R14_opening_spinner_both_side_branches() -> None:
    g = golden("r01_rank_double_refusals")
    # [6|6], east [6|3]: 6+6 + 3 = 15 → Ana receives 15.
    expect(g["east_63"], ok=True, total=15, points=[165, 135], to_act=1, awaiting="reveal")
    # The side branches open only once both main arms hold a tile (R13).
    expect_refused(g, "north_before_both_arms")
    # West [6|2]: the spinner counts nothing now; 2 + 3 = 5 → Ben +5.
    expect(g["west_62"], ok=True, total=5, points=[160, 140], to_act=0)
    # North [6|5]: 2 + 3 + 5 = 10 → Ana +10.
    expect(g["north_65"], ok=True, total=10, points=[170, 130], to_act=1)
    # South [6|0]: 2 + 3 + 5 + 0 = 10 → Ben +10.
    expect(g["south_60"], ok=True, total=10, points=[160, 140], to_act=0)
    # [5|5] on the north 5 is an ordinary later double counting 10 (R14, R16): 2+3+10+0 = 15.
    expect(g["north_55"], ok=True, total=15, points=[175, 125], to_act=1)


def test_R45_refused_requests_change_nothing() -> None:
    g = golden("r01_rank_double_refusals")
    for label in (
        "start_twice",
        "reveal_wrong_seat",  # Ben must reveal, not Ana
        "reveal_by_holder",  # R40
        "open_names_end",
        "tile_not_in_hand",  # [5|5] is Ana's
        "play_wrong_seat",
        "play_seat_2",
        "continue_no_hand_ended",
        "later_play_no_end",
        "end_up",
        "draw_with_play",  # R19: Ana can play [6|3]
        "tile_does_not_fit",  # [2|0] on the east 6
    ):
        expect_refused(g, label)


def test_RECORD_event_earlier_than_game_time_is_refused_later_events_work() -> None:
    g = golden("r01_rank_double_refusals")
    expect_refused(g, "earlier_at")  # at 12500 after an event at 13000
    expect(g["north_55"], ok=True)  # the same play at 14000 is accepted


def test_R45_resignation_ends_game_and_nothing_follows() -> None:
    g = golden("r01_rank_double_refusals")
    resigned = {"winner": 0, "reason": "resign"}
    # Clocks stand still while Ben must reveal: no reserve used all game (decisions < 10 s).
    expect(g["resign"], ok=True, result=resigned, awaiting=None, to_act=None, total=15, reserve_ms=FULL)
    expect_refused(g, "after_over_reveal")
    expect_refused(g, "after_over_tick")
    assert g.final == {"final": True, "points": [175, 125], "hands": 1, "result": resigned}


# --- r02: opening by rank without doubles, R12, draws, a later spinner, void -----------------


def test_R8_no_double_in_either_hand_tie_on_pips_broken_by_higher_half() -> None:
    g = golden("r02_rank_no_double_later_spinner")
    # Sums 9 for Ben's [6|3] and Ana's [5|4]; the higher half 6 wins: Ben opens.
    expect(g["start"], ok=True, awaiting="reveal", to_act=1)
    # A non-double opening alone counts both halves: 3 + 6 = 9 (R16).
    expect(g["open_36"], ok=True, total=9, points=[150, 150], to_act=0)


def test_R12_first_written_number_faces_west() -> None:
    g = golden("r02_rank_no_double_later_spinner")
    # Written [3, 6]: west shows 3, east shows 6, so [3|2] fits west only.
    expect_refused(g, "32_east_refused")
    expect(g["32_west"], ok=True, total=2 + 6, points=[150, 150], to_act=1)


def test_R19_R20_R36_draws_and_the_play_are_one_decision() -> None:
    g = golden("r02_rank_no_double_later_spinner")
    # Ben (no 2, no 6) draws [1|1] (no fit) then [2|2] (fits west): same decision, same clock.
    expect(g["draw_11"], ok=True, awaiting="play", to_act=1, reserve_ms=FULL)
    expect(g["draw_22"], ok=True, awaiting="play", to_act=1, reserve_ms=FULL)
    expect_refused(g, "draw_again_refused")  # R20: a drawn tile that fits must be played
    # Revealed at 6 s, played at 20 s: 14 s, delay 10 s → reserve 120 − 4 = 116 s.
    expect(g["spinner_22_west"], ok=True, reserve_ms=[120_000, 116_000])


def test_R13_R16_later_spinner_and_both_side_branches() -> None:
    g = golden("r02_rank_no_double_later_spinner")
    # [2|2] on the west 2 is the first double: the spinner; exposed, it counts 4: 4 + 6 = 10.
    expect(g["spinner_22_west"], ok=True, total=10, points=[140, 160], to_act=0)
    # Its side branches are closed until a tile lies beyond it on its outer (west) side.
    expect_refused(g, "north_before_outer_arm")
    # [4|2] beyond it: 4 + 6 = 10 (side branches open, unused, count 0) → Ana +10.
    expect(g["beyond_spinner_42"], ok=True, total=10, points=[150, 150])
    expect(g["west_43"], ok=True, total=3 + 6, points=[150, 150])
    expect(g["north_20"], ok=True, total=3 + 6 + 0, points=[150, 150])
    expect(g["north_05"], ok=True, total=3 + 6 + 5, points=[150, 150])
    # South [2|1]: 3 + 6 + 5 + 1 = 15 → Ana +15.
    expect(g["south_21"], ok=True, total=15, points=[165, 135], to_act=1)


def test_R43_void_ends_game_without_winner_and_stops_clocks() -> None:
    g = golden("r02_rank_no_double_later_spinner")
    void = {"winner": None, "reason": "void"}
    # Ben (116 s banked) revealed at 31 s; void at 50 s: 19 s − 10 s delay → 107 s.
    expect(g["void"], ok=True, result=void, awaiting=None, to_act=None, reserve_ms=[120_000, 107_000])
    expect_refused(g, "tick_after_void")  # 40 s later the reserves read the same
    assert g.final == {"final": True, "points": [165, 135], "hands": 1, "result": void}


# --- r03: blocks and the hands after them ---------------------------------------------------


def test_R20_drawn_tile_that_fits_two_ends_is_played_where_the_player_chooses() -> None:
    g = golden("r03_blocks")
    # Ben has no 0: he draws 13 tiles without a 0, then [0|1], which fits west 0 and east 0.
    for k in range(1, 15):
        expect(g[f"h0_draw{k}"], ok=True, awaiting="play", to_act=1, auto=[])
    # He plays it west: west 1, east the spinner's exposed 0|0 counting 0 → total 1.
    expect(g["h0_drawn_01_west"], ok=True, total=1, to_act=0)
    # Hand 2: Ben's fifth draw [4|1] fits west 4, east 1, north 4 and south 4; he takes east.
    expect(g["h2_ben_draw5"], ok=True, awaiting="play", to_act=1)
    expect(g["h2_12"], ok=True, total=4 + 4 + 4 + 0)


def test_R21_R23_block_rounds_117_down_to_115() -> None:
    g = golden("r03_blocks")
    expect(g["h0_6"], points=[140, 160])  # 2 + 3 + 5 = 10 → Ben +10
    expect(g["h0_9"], points=[145, 155])  # 0 + 0 + 5 = 5 → Ana +5
    # [6|0] north: every end shows 0, all seven 0s are down; Ben cannot play and the boneyard
    # is empty → pass; Ana cannot either → pass; block.
    ana, ben = hands_at(g, 0, "start", "h0_11")
    assert (pips(ana), pips(ben)) == (3, 117)  # Ana keeps [1|2]; Ben 3 kept + 13 drawn tiles
    # 117 = 23·5 + 2: remainder 2 rounds down → Ana receives 115 (155 − 115 = 40).
    expect(g["h0_11"], ok=True, auto=["pass 1", "pass 0", "block"], points=[260, 40], total=0)
    expect(g["h0_11"], awaiting="continue", to_act=None, result=None)


def test_R24_after_a_block_the_next_hand_opens_by_rank_without_bidding() -> None:
    g = golden("r03_blocks")
    # Hand 1: Ben holds [0|0], the only double of both hands: he opens, no bidding.
    expect(g["continue_1"], ok=True, hand=1, awaiting="reveal", to_act=1, total=0, points=[260, 40])
    expect(g["h1_reveal_opener"], ok=True, awaiting="play", to_act=1)
    # Hand 2: Ana holds [4|4], [2|2], [0|0]; Ben none: Ana opens with [4|4] (4 + 4 = 8).
    expect(g["continue_2"], ok=True, hand=2, awaiting="reveal", to_act=0)
    expect(g["h2_open"], ok=True, total=8)
    # Hand 3 (after the tie): Ben's [6|6] beats Ana's [0|0].
    expect(g["continue_3"], ok=True, hand=3, awaiting="reveal", to_act=1)
    expect(g["h3_reveal"], ok=True, awaiting="play", to_act=1)
    expect(g["h3_open"], ok=True, total=12)
    assert g.final == {"final": True, "points": [150, 150], "hands": 4, "result": None}


def test_R23_block_rounds_113_up_to_115() -> None:
    g = golden("r03_blocks")
    expect(g["h1_6"], points=[270, 30])  # Ana +10
    expect(g["h1_9"], points=[265, 35])  # Ben +5
    ana, ben = hands_at(g, 1, "continue_1", "h1_11")
    assert (pips(ana), pips(ben)) == (113, 7)  # Ben keeps [1|6]
    # 113 = 22·5 + 3: remainder 3 rounds up → Ben receives 115 (265 − 115 = 150).
    expect(g["h1_11"], ok=True, auto=["pass 0", "pass 1", "block"], points=[150, 150])


def test_R23_block_tie_pays_nothing_but_is_announced() -> None:
    g = golden("r03_blocks")
    expect(g["h2_2"], total=8 + 2, points=[140, 160])  # lone spinner [4|4] 8 + east 2 → Ben +10
    expect(g["h2_5"], total=0 + 2 + 3, points=[145, 155])  # Ana +5
    expect(g["h2_7"], total=0 + 4 + 1, points=[150, 150])  # [2|2] at the east end counts 4: Ana +5
    expect(g["h2_11"], total=4 + 1 + 4, points=[150, 150])
    # Ana's two last draws empty the boneyard; nothing fits (all seven 4s are down): her pass,
    # Ben's pass and the block come with the draw (RECORD.md).
    expect(g["h2_last_draw1"], ok=True, auto=[], awaiting="play", to_act=0)
    ana, ben = hands_at(g, 2, "continue_2", "h2_last_draw2")
    assert pips(ana) == pips(ben) == 48
    expect(g["h2_last_draw2"], ok=True, auto=["pass 0", "pass 1", "block"], points=[150, 150])
    expect(g["h2_last_draw2"], awaiting="continue", to_act=None, total=12)


def test_R24_block_after_a_bidding_hand_clears_the_jockey() -> None:
    g = golden("r11_block_after_bidding")
    # Hand 0: Ana goes out (net 0, see r07), so she is the jockey; Ben waives (R27, R29).
    expect(g["h0_13"], points=[150, 150], awaiting="continue")
    expect(g["h1_waive"], ok=True, awaiting="reveal", to_act=0)
    # She may open with any tile (R9): [0|0], alone counting 0.
    expect(g["h1_open"], ok=True, total=0, to_act=1)
    # Then as in r03 hand 0: Ben +10, Ana +5, and the block pays Ana 117 → 115.
    expect(g["h1_11"], ok=True, auto=["pass 1", "pass 0", "block"], points=[145 + 115, 155 - 115])
    # Next hand: by rank (Ana's [6|6]), no bidding, although Ana was last hand's jockey.
    expect(g["continue_2"], ok=True, hand=2, awaiting="reveal", to_act=0, auto=[])
    expect(g["h2_reveal"], ok=True, awaiting="play", to_act=0)
    expect_refused(g, "h2_open_not_forced_tile")
    expect(g["h2_open_66"], ok=True, total=12, to_act=1)


# --- r04: drawing the boneyard out, R40 after passes, a tick at the deadline -----------------


def test_R20_R21_R36_draw_that_empties_boneyard_with_nothing_to_play_passes() -> None:
    g = golden("r04_draw_out_pass_flag")
    # Ana holds all seven 6s and opened [6|6]; Ben, revealed at 5 s, draws all 14 tiles.
    for k in range(1, 14):
        expect(g[f"draw{k}"], ok=True, auto=[], awaiting="play", to_act=1)
    # The running reserve reads 120 − (17 − 5 − 10) = 118 s at the 13th draw.
    expect(g["draw13"], reserve_ms=[120_000, 118_000])
    # The 14th draw at 18 s ends a 13 s decision (reserve 117 s) with an automatic pass.
    # Ben still holds the device, so Ana must reveal (R40).
    expect(g["draw14"], ok=True, auto=["pass 1"], awaiting="reveal", to_act=0, reserve_ms=[120_000, 117_000])
    expect_refused(g, "draw_after_pass")


def test_R40_same_player_acts_again_after_a_pass_without_reveal() -> None:
    g = golden("r04_draw_out_pass_flag")
    expect(g["east_65"], ok=True, total=12 + 5)
    expect(g["east_54"], ok=True, total=12 + 4)
    # [4|6] makes both ends show 6; Ben has no 6 and the boneyard is empty: he passes and Ana,
    # who holds the device, plays again at once (her clock starts now, at 24 s).
    expect(g["east_46"], ok=True, total=12 + 6, auto=["pass 1"], awaiting="play", to_act=0)
    expect_refused(g, "reveal_not_needed")


def test_R37_tick_at_the_deadline_while_playing_loses_on_time() -> None:
    g = golden("r04_draw_out_pass_flag")
    # Deadline 24 + 10 + 120 = 154 s. One millisecond before it, 1 ms of reserve is left.
    expect(g["tick_before_deadline"], ok=True, reserve_ms=[1, 117_000], awaiting="play", result=None)
    lost = {"winner": 1, "reason": "time"}
    expect(g["tick_at_deadline"], ok=False, auto=["flag 0"], result=lost, reserve_ms=[0, 117_000])
    expect(g["tick_at_deadline"], awaiting=None, to_act=None)
    expect_refused(g, "after_over_play")
    assert g.final == {"final": True, "points": [150, 150], "hands": 1, "result": lost}


# --- r05, r06: the clock --------------------------------------------------------------------


def test_R10_R36_decision_in_8s_keeps_reserve_in_13s_costs_3s() -> None:
    g = golden("r05_clock_decisions")
    expect(g["open_8s"], ok=True, reserve_ms=FULL, total=12)  # the opening is timed (R10)
    expect(g["play_13s"], ok=True, reserve_ms=[120_000, 117_000], total=12 + 5, points=[150, 150])


def test_R37_draw_at_the_deadline_is_refused_and_the_drawer_loses() -> None:
    g = golden("r05_clock_decisions")
    expect(g["draw_1"], ok=True, reserve_ms=[120_000, 117_000], awaiting="play", to_act=0)
    # Revealed at 24 s: at 100 s the reserve reads 120 − (100 − 24 − 10) = 54 s.
    expect(g["draw_2"], ok=True, reserve_ms=[54_000, 117_000])
    # Deadline 24 + 10 + 120 = 154 s.
    expect(g["draw_at_deadline"], ok=False, auto=["flag 0"], reserve_ms=[0, 117_000])
    expect(g["draw_at_deadline"], result={"winner": 1, "reason": "time"}, awaiting=None)


def test_R39_R10_R37_resignation_at_the_openers_deadline_is_refused() -> None:
    g = golden("r06_flag_opening")
    # Before the reveal no clock runs, even 50 s after start.
    expect(g["tick_before_reveal"], ok=True, reserve_ms=FULL, awaiting="reveal", to_act=0)
    # Revealed at 60 s: deadline 190 s; at 189.999 s 1 ms is left.
    expect(g["tick_before_deadline"], ok=True, reserve_ms=[1, 120_000], awaiting="play")
    # Ben resigns at 190 s: refused, and Ana, the player to act, loses on time.
    lost = {"winner": 1, "reason": "time"}
    expect(g["resign_at_deadline"], ok=False, auto=["flag 0"], result=lost, reserve_ms=[0, 120_000])
    expect_refused(g, "after_over_void")


# --- r07: going out and the bidding ---------------------------------------------------------


def test_R22_going_out_ends_the_hand_and_the_non_jockey_decides_first() -> None:
    g = golden("r07_bidding")
    # Hand 0: Ana opens [1|1] (R8); her [2|3] makes 2 + 3 = 5, Ben's [1|3] 2 + 3 = 5.
    expect(g["h0_1"], ok=True, total=2)
    expect(g["h0_3"], total=5, points=[155, 145])
    expect(g["h0_12"], total=5, points=[150, 150])
    # Her 7th tile: 2 + 5 = 7, nothing paid; the hand ends, Ben's tile is not counted.
    expect(g["h0_13"], ok=True, total=7, points=[150, 150], awaiting="continue", to_act=None)
    expect_refused(g, "reveal_nobody_must")
    # R27: Ana is the jockey, Ben decides first, after a reveal; the table is cleared.
    expect(g["continue_1"], ok=True, hand=1, awaiting="reveal", to_act=1, total=0)
    expect(g["h1_ben_reveal"], ok=True, awaiting="bid", to_act=1)


def test_R27_R29_R35_waive_lets_the_jockey_open_for_free() -> None:
    g = golden("r07_bidding")
    expect_refused(g, "accept_no_bid")
    expect(g["h1_waive"], ok=True, points=[150, 150], awaiting="reveal", to_act=0)


def test_R9_R12_opening_by_choice_with_any_tile() -> None:
    g = golden("r07_bidding")
    # Ana opens [0,1] although she holds [3|5] and [4|5]: west 0, east 1 → 1.
    expect(g["h1_1"], ok=True, total=1, to_act=1)
    expect(g["h1_5"], total=5, points=[155, 145])
    expect(g["h1_13"], total=5, points=[160, 140], awaiting="continue")  # going out scores (R22)


def test_R27_R28_R31_refused_bids_and_waiver() -> None:
    g = golden("r07_bidding")
    expect_refused(g, "bid_below_15")
    expect_refused(g, "bid_not_multiple_of_5")  # 17
    expect_refused(g, "bid_above_balance")  # 145 with 140
    expect_refused(g, "waive_facing_bid")
    expect_refused(g, "h3_jockey_bid_above_balance")  # jockey's 185 costs 170 > 165
    expect_refused(g, "h4_bid_above_balance")  # 195 with 190


def test_R30_jockeys_accepted_bid_of_20_costs_5() -> None:
    g = golden("r07_bidding")
    expect(g["h2_ben_15"], ok=True, awaiting="reveal", to_act=0, points=[160, 140])
    expect(g["h2_ana_20"], ok=True, awaiting="reveal", to_act=1, points=[160, 140])
    # Ben accepts Ana's 20: she pays 20 − 15 = 5; she opens after a reveal (R35).
    expect(g["h2_ben_accepts_20"], ok=True, points=[155, 145], awaiting="reveal", to_act=0, total=0)
    expect(g["h2_13"], points=[165, 135])  # her hand: +10


def test_R28_R29_overbids_and_the_non_jockeys_bid_paid_in_full() -> None:
    g = golden("r07_bidding")
    for label, next_seat in (("h3_ben_15", 0), ("h3_ana_20", 1), ("h3_ben_25_13s", 0), ("h3_ana_30_8s", 1)):
        expect(g[label], ok=True, awaiting="reveal", to_act=next_seat, points=[165, 135])
    expect(g["h3_ben_35"], ok=True, to_act=0)
    # Ana accepts Ben's 35: he pays all 35 and opens.
    expect(g["h3_ana_accepts_35"], ok=True, points=[200, 100], awaiting="reveal", to_act=1)
    expect(g["h3_13"], points=[190, 110], awaiting="continue")


def test_R36_R35_bidding_decisions_of_13s_and_8s() -> None:
    g = golden("r07_bidding")
    expect(g["h3_ben_25_13s"], reserve_ms=[120_000, 117_000])
    expect(g["h3_ana_30_8s"], reserve_ms=[120_000, 117_000])


def test_R33_R40_forced_accept_and_the_bidder_opens_at_once() -> None:
    g = golden("r07_bidding")
    # Ben is the jockey with 110: an overbid of 185 would cost him 170, so he must accept
    # Ana's 180; she pays 180 (190 → 10) and opens at once, holding the device.
    expect(g["h4_ana_180"], ok=True, auto=["accept 1"], points=[10, 290], awaiting="play", to_act=0)
    # Her opening comes 13 s after the bid: her clock started at the bid → 3 s used.
    expect(g["h4_1"], ok=True, reserve_ms=[117_000, 117_000], total=1)
    expect(g["h4_5"], points=[15, 285])
    expect(g["h4_13draw"], ok=True, awaiting="play", to_act=0)  # [3|5] fits the east 3
    expect(g["h4_13"], points=[20, 280], total=5)
    # Ben goes out with [5|5] on the east 5: a double at an end counts 10 → Ben +10.
    expect(g["h4_14"], ok=True, total=10, points=[10, 290], awaiting="continue")


def test_R33_forced_waive_below_15() -> None:
    g = golden("r07_bidding")
    # Ana (not the jockey) has 10 < 15: she waives automatically; Ben opens after a reveal.
    expect(g["continue_5"], ok=True, hand=5, auto=["waive 0"], points=[10, 290], awaiting="reveal", to_act=1)


def test_R5_R22_going_out_play_that_empties_the_other_balance_ends_the_game() -> None:
    g = golden("r07_bidding")
    expect(g["h5_5"], points=[5, 295], result=None)
    won = {"winner": 1, "reason": "points"}
    expect(g["h5_13"], ok=True, total=5, points=[0, 300], result=won, awaiting=None, to_act=None)
    expect_refused(g, "after_over_continue")
    assert g.final == {"final": True, "points": [0, 300], "hands": 6, "result": won}


# --- r08, r09, r10 --------------------------------------------------------------------------


def test_R31_R32_bid_of_the_whole_balance_accepted_loses_at_once() -> None:
    g = golden("r08_bid_whole_balance")
    expect(g["continue_1"], ok=True, points=[150, 150], awaiting="reveal", to_act=1)
    expect_refused(g, "bid_155")
    expect(g["bid_150"], ok=True, awaiting="reveal", to_act=0)
    won = {"winner": 0, "reason": "points"}
    expect(g["accept_150"], ok=True, points=[300, 0], result=won, awaiting=None, to_act=None, total=0)
    expect_refused(g, "after_over_reveal")
    assert g.final == {"final": True, "points": [300, 0], "hands": 2, "result": won}


def test_R37_bid_after_the_deadline_loses_on_time_during_bidding() -> None:
    g = golden("r09_flag_bidding")
    expect(g["ben_reveal"], ok=True, awaiting="bid", to_act=1)
    # 70 s after the reveal: 120 − (70 − 10) = 60 s left.
    expect(g["tick_70s"], ok=True, reserve_ms=[120_000, 60_000])
    lost = {"winner": 0, "reason": "time"}
    # 135 s after the reveal, past the deadline (130 s): refused, Ben loses.
    expect(g["late_bid"], ok=False, auto=["flag 1"], result=lost, reserve_ms=[120_000, 0], points=[150, 150])
    assert g.final == {"final": True, "points": [150, 150], "hands": 2, "result": lost}


def test_R45_resign_before_start() -> None:
    g = golden("r10_resign_before_start")
    expect_refused(g, "reveal_before_start")  # nobody must reveal before start (R40)
    expect(g["tick_before_start"], ok=True, awaiting="start", to_act=None, hand=0)
    resigned = {"winner": 1, "reason": "resign"}
    expect(g["resign"], ok=True, result=resigned, awaiting=None, to_act=None, hand=0, reserve_ms=FULL)
    expect_refused(g, "start_after_over")
    assert g.final == {"final": True, "points": [150, 150], "hands": 1, "result": resigned}
