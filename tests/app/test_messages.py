"""English sentences for notes and results, through a translation callable."""

from __future__ import annotations

import pytest

from spectacular_bid.app.messages import note_text, notes_text, result_text
from spectacular_bid.core import Reason, Result
from spectacular_bid.core.state import (
    BidPaid,
    Blocked,
    Flagged,
    ForcedAccept,
    ForcedWaive,
    Note,
    Passed,
    Scored,
    WentOut,
)

PLAYERS = ("Ana", "Ben")


@pytest.mark.parametrize(
    ("note", "text"),
    [
        (Passed(1), "Ben cannot play and passes"),
        (ForcedWaive(0), "Ana cannot pay 15 and waives"),
        (Scored(0, 15, 15), "End total 15 → Ana +15"),
        (Scored(1, 20, 5), "End total 20 → Ben +5 (all Ana had)"),
        (Blocked((4, 18), 0, 20, 20), "Block: Ben's 18 rounds to 20 → Ana +20"),
        (Blocked((19, 6), 1, 20, 10), "Block: Ana's 19 rounds to 20 → Ben +10 (all Ana had)"),
        (Blocked((0, 2), 0, 0, 0), "Block: Ben's 2 rounds to 0 → nothing paid"),
        (Blocked((6, 6), None, 0, 0), "Block: both hands count 6 → nothing paid"),
        (BidPaid(0, 20, 15, 5), "Bid 20 − 15 jockey discount → Ana pays 5"),
        (BidPaid(1, 25, 0, 25), "Bid 25 → Ben pays 25"),
        (WentOut(0), "Ana goes out and is the next jockey"),
        (ForcedAccept(1), "Ben cannot overbid and accepts"),
        (Flagged(0), "Ana ran out of time"),
    ],
)
def test_note_text(note: Note, text: str) -> None:
    assert note_text(note, PLAYERS) == text


def test_a_forced_accept_names_the_bid_it_could_not_beat() -> None:
    notes = (ForcedAccept(0), BidPaid(1, 150, 0, 150))
    assert notes_text(notes, PLAYERS) == ["Ana cannot overbid 150 and accepts", "Bid 150 → Ben pays 150"]


def test_templates_go_through_tr_before_the_fields_are_filled() -> None:
    seen: list[str] = []

    def tr(template: str) -> str:
        seen.append(template)
        return template.replace("cannot play and passes", "passe")

    assert note_text(Passed(0), PLAYERS, tr) == "Ana passe"
    assert seen == ["{name} cannot play and passes"]


@pytest.mark.parametrize(
    ("result", "text"),
    [
        (Result(1, Reason.TIME), "Ben wins on time"),
        (Result(0, Reason.POINTS), "Ana wins: Ben has no points left"),
        (Result(0, Reason.RESIGN), "Ben resigns: Ana wins"),
        (Result(None, Reason.VOID, "the clock went backwards"), "The game is void: the clock went backwards"),
        (Result(None, Reason.VOID), "The game is void"),
    ],
)
def test_result_text(result: Result, text: str) -> None:
    assert result_text(result, PLAYERS) == text


# --- What happened since a player last acted (issue 12, item 6) ------------------------------


def test_since_last_turn_tells_the_other_players_draws_play_and_score_without_a_tile() -> None:
    from spectacular_bid.app.messages import since_last_turn
    from spectacular_bid.core import Draw, End, Play, Tile
    from spectacular_bid.core.state import Scored

    old = (Play(1, Tile.of(6, 6), None, None), (Scored(1, 12, 0),))
    mine = (Play(0, Tile.of(6, 3), End.EAST, None), (Scored(0, 15, 15),))
    theirs = [(Draw(1), ()) for _ in range(4)] + [(Play(1, Tile.of(3, 2), End.EAST, None), (Scored(1, 15, 15),))]
    lines = since_last_turn([old, mine, *theirs], 0, ("Ana", "Ben"))
    assert lines == ["Ben drew 4 tiles and played · End total 15 → Ben +15"]
    assert "–" not in " ".join(lines) and "[" not in " ".join(lines)  # no tile named (R41)
    assert "Ana +15" not in " ".join(lines)  # Ana's own, older play is not repeated


def test_since_last_turn_tells_bids_and_passes() -> None:
    from spectacular_bid.app.messages import since_last_turn
    from spectacular_bid.core import CONTINUE, Bid, Draw
    from spectacular_bid.core.state import Passed

    steps = [(CONTINUE, ()), (Bid(1, 20), ()), (Bid(0, 25), ()), (Bid(1, 30), ())]
    assert since_last_turn(steps, 0, ("Ana", "Ben")) == ["Ben bids 30"]
    assert since_last_turn(steps[:2], 0, ("Ana", "Ben")) == ["Ben bids 20"]
    drew_out = [(Draw(1), ()), (Draw(1), (Passed(1),))]
    assert since_last_turn(drew_out, 0, ("Ana", "Ben")) == ["Ben drew 2 tiles · Ben cannot play and passes"]
    assert since_last_turn([(CONTINUE, ())], 0, ("Ana", "Ben")) == []
