"""The words of the game: notes, refusals, results and the replay summary, through a
translation callable (English here; the French is checked with the window's translators)."""

from __future__ import annotations

import random
import string
from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QApplication

from spectacular_bid.app.messages import (
    describe_refusal,
    describe_standing,
    english,
    note_text,
    notes_text,
    result_text,
)
from spectacular_bid.core import START, Draw, End, IllegalAction, Reason, Refusal, Result, Reveal, Tile, deal_from
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
from spectacular_bid.ui.i18n import install_language

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


# --- The renderer: refusals and the replay's summary line ------------------------------------


def an_example(code: Refusal) -> IllegalAction:
    """A refusal of ``code`` with a value of the right kind for each field of its template."""
    samples: dict[str, object] = {
        "seat": 1,
        "tile": Tile.of(6, 3),
        "end": End.WEST,
        "shows": 4,
        "at": 5,
        "time": 9,
        "awaiting": "play",
        "bid": 20,
        "smallest": 25,
        "step": 5,
        "cost": 20,
        "west": 2,
        "action": "x",
    }
    names = {field.split(".")[0].split("!")[0] for _, field, _, _ in string.Formatter().parse(code.value) if field}
    return IllegalAction(code, **{name: samples[name] for name in names})


@pytest.mark.parametrize("code", list(Refusal))
def test_every_refusal_has_a_sentence_that_names_players_not_seats(code: Refusal) -> None:
    if code is Refusal.NO_SUCH_SEAT:  # a seat that is none: no player to name, the seat's number
        assert describe_refusal(IllegalAction(code, seat=2), PLAYERS, english).startswith("There is no seat 2")
        return
    refused = an_example(code)
    text = describe_refusal(refused, PLAYERS, english)
    assert text and not text[0].islower()  # a sentence, starting with a capital or a number
    assert "seat" not in text
    if "seat" in refused.params:
        assert "Ben" in text


@pytest.mark.parametrize(
    ("refused", "text"),
    [
        (IllegalAction(Refusal.NOT_YOUR_TURN, seat=0), "It is not Ana's turn"),
        (IllegalAction(Refusal.NO_SUCH_SEAT, seat=2), "There is no seat 2: the seats are 0 and 1"),  # not "player 2"
        (IllegalAction(Refusal.CANNOT_PAY, seat=1, cost=1), "Ben cannot pay 1 point"),
        (IllegalAction(Refusal.CANNOT_PAY, seat=1, cost=40), "Ben cannot pay 40 points"),
        (
            IllegalAction(Refusal.DOES_NOT_FIT, tile=Tile.of(5, 5), end=End.NORTH, shows=6),
            "5–5 does not fit the north end, which shows 6",
        ),
        (
            IllegalAction(Refusal.OUT_OF_PHASE, awaiting="reveal"),
            "Not now: the game waits for a player to take the device",
        ),
        (IllegalAction(Refusal.UNKNOWN_END, end="up"), "There is no end called “up”"),
    ],
)
def test_refusal_sentences(refused: IllegalAction, text: str) -> None:
    assert describe_refusal(refused, PLAYERS, english) == text


def test_counted_templates_pass_their_number_to_tr() -> None:
    seen: list[tuple[str, int]] = []

    def tr(template: str, n: int) -> str:
        seen.append((template, n))
        return english(template, n)

    assert describe_refusal(IllegalAction(Refusal.CANNOT_PAY, seat=0, cost=35), PLAYERS, tr) == (
        "Ana cannot pay 35 points"
    )
    assert seen == [("{name} cannot pay %n point(s)", 35)]


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_cost_told_by_its_digits_is_said_without_a_count(qapp: QApplication, language: str) -> None:
    """The rules tell a cost of 10**12 or more by its first digits and its length: it is no
    count to take a plural by (replay ended on a traceback there)."""
    from spectacular_bid.app.controller import translate

    refused = IllegalAction(Refusal.CANNOT_PAY, seat=1, cost=10**12)
    assert describe_refusal(refused, PLAYERS, english) == "Ben cannot pay 100000… (13 digits) points"
    assert install_language(language)
    try:
        said = describe_refusal(refused, PLAYERS, translate)
    finally:
        install_language("en")
    assert said.startswith("Ben ") and "100000… (13 digits) points" in said, said


def test_the_standing_after_a_game() -> None:
    """An audit read "After 1 hand" for a game resigned before its start, and for one in its
    first hand: the count is of the hands dealt, and says so."""
    assert describe_standing(3, PLAYERS, (300, 0), Result(0, Reason.POINTS), english) == (
        "Hands dealt: 3; Ana 300, Ben 0 — Ana wins: Ben has no points left"
    )
    assert describe_standing(1, PLAYERS, (150, 150), None, english) == (
        "Hands dealt: 1; Ana 150, Ben 150 — the game is not finished"
    )


# --- In French, through the window's translators ---------------------------------------------


@pytest.fixture
def french(qapp: QApplication) -> Iterator[None]:
    """The French translators installed for one test, English again afterwards."""
    assert install_language("fr")
    yield
    install_language("en")


@pytest.mark.parametrize("code", list(Refusal))
def test_every_refusal_is_worded_in_french_with_the_players_names(french: None, code: Refusal) -> None:
    from spectacular_bid.app.controller import translate

    refused = an_example(code)
    in_french = describe_refusal(refused, ("Ana", "Ben"), translate)
    assert in_french != describe_refusal(refused, ("Ana", "Ben"), english)
    assert in_french != str(refused)
    assert "seat" not in in_french and "siège" not in in_french
    if "seat" in refused.params:
        assert "Ben" in in_french


def test_counted_refusals_take_the_plural_of_their_number(french: None) -> None:
    from spectacular_bid.app.controller import translate

    players = ("Ana", "Ben")
    assert describe_refusal(IllegalAction(Refusal.CANNOT_PAY, seat=0, cost=1), players, translate) == (
        "Ana ne peut pas payer 1 point"
    )
    assert describe_refusal(IllegalAction(Refusal.CANNOT_PAY, seat=0, cost=20), players, translate) == (
        "Ana ne peut pas payer 20 points"
    )
    install_language("en")
    assert describe_refusal(IllegalAction(Refusal.CANNOT_PAY, seat=0, cost=1), players, translate) == (
        "Ana cannot pay 1 point"
    )
    assert describe_refusal(IllegalAction(Refusal.CANNOT_PAY, seat=0, cost=20), players, translate) == (
        "Ana cannot pay 20 points"
    )


def test_the_controller_tells_a_refusal_in_french(french: None) -> None:
    """A refused draw in a French game: the reason the window shows is French and names the
    player, with no trace of the core's English "seat 1"."""
    from spectacular_bid.app import FakeTime
    from spectacular_bid.app.controller import GameController

    fake = FakeTime(1_000_000)
    ctrl = GameController(fake)
    told: list[str] = []
    ctrl.refused.connect(told.append)
    ctrl.new_game(("Ana", "Ben"), [deal_from(random.Random(4))], random.Random(7))
    for action in (START, Reveal(ctrl.state.to_act or 0)):
        fake.advance(1_000)
        assert ctrl.send(action)
    other = 1 - (ctrl.state.to_act or 0)
    fake.advance(1_000)
    assert not ctrl.send(Draw(other))
    assert told == [f"Ce n'est pas le tour de {ctrl.state.players[other]}"]


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


def test_since_last_turn_tells_a_waiver_forced_as_the_hand_began() -> None:
    """A play-test: after a forced waiver (R33: the player who is not the jockey cannot pay the
    smallest bid) the handoff's "What just happened" was empty; the waiver came with the new
    hand's deal, before which nothing was told. What the deal itself caused is told."""
    from spectacular_bid.app.messages import note_text, since_last_turn
    from spectacular_bid.core import CONTINUE, Play, Tile
    from spectacular_bid.core.state import ForcedWaive

    names = ("Ana", "Ben")
    forced = note_text(ForcedWaive(1), names)
    assert since_last_turn([(CONTINUE, (ForcedWaive(1),))], 0, names) == [forced]
    opened = [(CONTINUE, (ForcedWaive(0),)), (Play(1, Tile.of(6, 4), None, None), ())]
    assert since_last_turn(opened, 0, names) == [note_text(ForcedWaive(0), names), "Ben opened the hand"]


def test_the_computers_turn_tells_its_draws() -> None:
    """A play-test: against the computer no handoff tells what it did, and the status line
    said "Computer has played: your turn next." after it had drawn three tiles; the boneyard
    shrank without a word. It now says how many it drew (R20), as the handoff does."""
    from spectacular_bid.app.messages import turn_draws, your_turn_text
    from spectacular_bid.core import Bid, Play

    names = ("Ana", "Computer")
    played = Play(1, Tile.of(6, 3), End.EAST, None)
    mine = Play(0, Tile.of(5, 5), End.WEST, None)
    assert turn_draws([mine, Draw(1), Draw(1), Draw(1), played]) == 3
    assert turn_draws([Draw(0), mine, played]) == 0  # the person's draws are not the computer's
    assert turn_draws([mine, Draw(1), Draw(1)]) == 2  # drew the boneyard out: a pass (R21)
    assert turn_draws([Bid(1, 20)]) == 0
    assert your_turn_text(played, names, drawn=3) == "Computer drew 3 tiles and played: your turn next."
    assert your_turn_text(played, names, drawn=1) == "Computer drew a tile and played it: your turn next."
    assert your_turn_text(played, names) == "Computer has played: your turn next."
    assert your_turn_text(Draw(1), names, drawn=2) == ("Computer drew 2 tiles, cannot play and passes: your turn next.")
    assert your_turn_text(Draw(1), names, drawn=1) == (
        "Computer drew the last tile, cannot play and passes: your turn next."
    )


def test_advice_names_a_tile_as_the_hand_shows_it() -> None:
    """A play-test read "open with 0–2" and "ouvrir avec 1–4" beside a hand showing 2–0 and
    4–1: the engine's events carry a tile in either order (R12: an opening turned round is
    the same). Advice names the tile as the hand shows it, high half first."""
    from spectacular_bid.app.messages import decision_text

    assert decision_text({"do": "play", "tile": [0, 2]}) == "open with 2–0"
    assert decision_text({"do": "play", "tile": [1, 4], "end": "west"}) == "play 4–1 at the west end"
    assert decision_text({"do": "play", "tile": [3, 6], "end": "east"}, short=True) == "6–3 east"


def test_a_refusal_in_the_bidding_offers_no_decision_that_is_not_open() -> None:
    """A play-test clicked a tile at its first decision of an auction and read "Not now: the
    game awaits a bid, a waiver or an acceptance": with no bid standing there is nothing to
    accept (and facing one, nothing to waive). The words hold either way."""
    from spectacular_bid.app.messages import awaiting_text

    said = awaiting_text("bid", english)
    assert "accept" not in said and "waive" not in said and "bidding" in said
