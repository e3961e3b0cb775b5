"""Every sentence a player reads is true (issue 20, items 12–18): each test puts the game in
the state that shows the sentence and reads it where the player reads it, in English and,
where the wording was wrong there, in French. The rule each sentence must agree with is named.
"""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import random
import re
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from bidding_states import ben_after_one_zero, bidding_state
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox
from pytestqt.qtbot import QtBot
from test_french_wording import translations

import spectacular_bid
from spectacular_bid.app.controller import GameController
from spectacular_bid.app.messages import describe_refusal, english, event_text, notes_text, tile_text, waiting_text
from spectacular_bid.app.practice import Opponent, extra_fields
from spectacular_bid.app.session import Session
from spectacular_bid.app.timesource import FakeTime
from spectacular_bid.core import (
    START,
    Accept,
    Action,
    Bid,
    End,
    GameState,
    IllegalAction,
    Play,
    Reason,
    Refusal,
    Resign,
    Result,
    Reveal,
    Tile,
    Waive,
    apply,
    deal_from,
    decision_for,
    legal_actions,
    new_game,
    view_for,
)
from spectacular_bid.core.state import Blocked, WentOut
from spectacular_bid.ui.dialogs.questions import GameQuestion
from spectacular_bid.ui.dialogs.rules_help import RulesPanel
from spectacular_bid.ui.i18n import install_language
from spectacular_bid.ui.main_window import MainWindow
from spectacular_bid.ui.screens.new_game_screen import NewGameScreen
from spectacular_bid.ui.screens.summary_screen import SummaryScreen
from spectacular_bid.ui.table.bidding_panel import BiddingPanel
from spectacular_bid.ui.table.event_log import translate as event_translate
from spectacular_bid.ui.table.game_page import GamePage

PERSON, COMPUTER = 0, 1


@pytest.fixture
def french(qapp: object) -> Iterator[None]:
    assert install_language("fr")
    yield
    install_language("en")


def _panel(qtbot: QtBot, state: GameState, seat: int) -> BiddingPanel:
    panel = BiddingPanel()
    qtbot.addWidget(panel)
    panel.set_situation(view_for(state, seat), decision_for(state, seat))
    return panel


# --- Item 12: accepting a bid of the bidder's whole balance ends the game (R32, R5) -----------

#: Ben bid 40, all he has: if Ana accepts, he pays everything and loses before the opening.
WHOLE_BALANCE_BID = bidding_state(jockey=0, bid=40, bidder=1, to_act=0, points=(260, 40))


def test_accepting_a_whole_balance_bid_says_the_bidder_loses_R32(qtbot: QtBot) -> None:
    panel = _panel(qtbot, WHOLE_BALANCE_BID, 0)
    hint = panel.accept_hint.text()
    assert hint == "Accept: Ben pays you all 40 and loses the game."
    assert "opens" not in hint


def test_accepting_an_ordinary_bid_still_says_the_bidder_opens(qtbot: QtBot) -> None:
    panel = _panel(qtbot, bidding_state(jockey=0, bid=35, bidder=1, to_act=0, points=(260, 40)), 0)
    assert panel.accept_hint.text() == "Accept: Ben pays you 35 and opens."


def test_accepting_a_whole_balance_bid_in_french(qtbot: QtBot, french: None) -> None:
    hint = _panel(qtbot, WHOLE_BALANCE_BID, 0).accept_hint.text()
    assert "perd" in hint and "ouvre" not in hint, hint


# --- Item 13: what scores, and when the opening is bid for (R17, R8, R24, R27) -------------

README = Path(__file__).resolve().parents[2] / "README.md"


def test_the_readme_says_which_totals_score_and_when_the_opening_is_bid_for() -> None:
    """0 is a multiple of 5 that scores nothing (R17); the opening is bid for only after a hand
    someone went out of — the first hand and a hand after a block open by rank (R8, R24)."""
    text = " ".join(README.read_text(encoding="utf-8").split())
    assert "multiples of 5 score" not in text
    assert "end totals of 5, 10, 15… score" in text
    assert "open each hand" not in text
    assert "the right to open the hand after someone goes out" in text


def test_the_new_game_blurb_says_which_totals_score_and_when_the_opening_is_bid_for(qtbot: QtBot) -> None:
    screen = NewGameScreen()
    qtbot.addWidget(screen)
    intro = screen.intro.text()
    assert "5, 10, 15…" in intro and "multiple of 5" not in intro
    assert "when a player goes out, bid to open the next hand" in intro


def test_the_new_game_blurb_in_french(qtbot: QtBot, french: None) -> None:
    screen = NewGameScreen()
    qtbot.addWidget(screen)
    intro = screen.intro.text()
    assert "vaut 5, 10, 15…" in intro and "multiple de 5" not in intro
    assert "quand un joueur sort, enchérissez pour ouvrir la manche suivante" in intro


# --- Item 14: who opens, and what the computer just did (R27–R29) --------------------------


def _practice_game_until(want: Callable[[GameState], Action | None], seed: int = 0) -> tuple[Session, FakeTime] | None:
    """A practice game against the computer (seat 1), both seats playing at random and bidding
    the least they may, until ``want`` names the computer's decision; that decision made. None when
    the game ended first."""
    time = FakeTime(1_000_000)
    session = Session(
        ("Ana", "Computer"),
        started_at="2026-01-01T00:00:00.000Z",
        time=time,
        rng=random.Random(seed),
        extra=extra_fields(Opponent(COMPUTER, "easy")),
    )
    rng = random.Random(seed)
    for _ in range(2_000):
        state = session.state
        if state.is_over:
            return None
        if state.to_act == COMPUTER and state.holder == COMPUTER and (chosen := want(state)) is not None:
            session.submit(chosen)
            return session, time
        actions = [a for a in legal_actions(state) if not isinstance(a, Resign)]
        plays = [a for a in actions if isinstance(a, Play)] or [a for a in actions if isinstance(a, Bid)][:1]
        time.advance(100)
        session.submit(rng.choice(plays) if plays else actions[0])
    return None


def _status_after(qtbot: QtBot, window: MainWindow, want: Callable[[GameState], Action | None]) -> str:
    """The status line the person reads while the computer's decision ``want`` is shown."""
    for seed in range(40):
        found = _practice_game_until(want, seed)
        if found is None:
            continue
        session, _ = found
        state = session.state
        if state.is_over or state.awaiting != "reveal" or state.to_act != PERSON:
            continue
        window.controller.load(session)  # the computer's reveal for the person waits for the event loop
        assert window.controller.state.awaiting == "reveal"
        return window.game.status.text()
    raise AssertionError("no such decision in 40 games")


def _bid(state: GameState) -> Action | None:
    return next((a for a in legal_actions(state) if isinstance(a, Bid)), None)


def _waive(state: GameState) -> Action | None:
    return next((a for a in legal_actions(state) if isinstance(a, Waive)), None)


def _accept(state: GameState) -> Action | None:
    return next((a for a in legal_actions(state) if isinstance(a, Accept)), None)


def test_the_computers_bid_is_no_play(qtbot: QtBot, window: MainWindow) -> None:
    text = _status_after(qtbot, window, _bid)
    assert re.fullmatch(r"Computer bids \d+: your decision next\.", text), text


def test_the_computers_waiver_leaves_the_person_to_open(qtbot: QtBot, window: MainWindow) -> None:
    assert _status_after(qtbot, window, _waive) == "Computer waives: you open this hand."


def test_the_computers_acceptance_leaves_the_person_to_open(qtbot: QtBot, window: MainWindow) -> None:
    assert _status_after(qtbot, window, _accept) == "Computer accepts your bid: you open this hand."


def test_the_jockey_opening_after_a_waiver_did_not_win_it(qtbot: QtBot) -> None:
    """The jockey opens after the other player waived (R27, R29): nothing was won."""
    state = bidding_state(jockey=0, bid=None, bidder=None, to_act=1, points=(150, 150))
    state = apply(apply(state, Waive(1), 1_000), Reveal(0), 2_000)
    page = GamePage()
    qtbot.addWidget(page)
    page.show_game(view_for(state, 0), decision_for(state, 0), ())
    assert page.status.text() == "You open this hand: play any tile from your hand."


def test_the_jockey_opening_after_a_waiver_in_french(qtbot: QtBot, french: None) -> None:
    state = bidding_state(jockey=0, bid=None, bidder=None, to_act=1, points=(150, 150))
    state = apply(apply(state, Waive(1), 1_000), Reveal(0), 2_000)
    page = GamePage()
    qtbot.addWidget(page)
    page.show_game(view_for(state, 0), decision_for(state, 0), ())
    assert page.status.text() == "Vous ouvrez cette manche\u00a0: posez le domino de votre choix."


# --- Item 15: the help says what the clock times, when it stands still, and how practice goes --


def _help_text(qtbot: QtBot, language: str) -> str:
    """The rules help as the player reads it in its window, one space between words."""
    window = RulesPanel(language)
    qtbot.addWidget(window)
    return " ".join(window.browser.toPlainText().split())


def test_the_rules_are_a_panel_of_the_game_window_and_say_so(qtbot: QtBot) -> None:
    """Esc closes the rules' panel, not a window: the game's window stays."""
    text = _help_text(qtbot, "en")
    assert "This window" not in text
    assert "These rules: Esc closes them." in text
    french = _help_text(qtbot, "fr")
    assert "Cette fenêtre" not in french
    assert "Ces règles : Échap les ferme." in french


def test_the_help_times_every_bidding_decision_R36(qtbot: QtBot) -> None:
    text = _help_text(qtbot, "en")
    assert "Every decision — a turn, a bid, the opening —" not in text
    assert "Every decision — a turn (drawing included), the opening, and each bid, waiver or acceptance —" in text
    french = _help_text(qtbot, "fr")
    assert "l'ouverture, et chaque enchère, renonciation ou acceptation —" in french


def test_the_help_says_the_clocks_stand_still_at_the_count_R38(qtbot: QtBot) -> None:
    text = _help_text(qtbot, "en")
    assert (
        "At the end of a hand both clocks stand still while you look at the count, until a player presses Continue"
        in text
    )
    french = _help_text(qtbot, "fr")
    assert (
        "les deux pendules restent en pause pendant le décompte, jusqu'à ce qu'un joueur appuie sur Continuer" in french
    )


def test_the_help_tells_how_a_practice_game_goes_R46(qtbot: QtBot) -> None:
    text = _help_text(qtbot, "en")
    assert "Practice against the computer" in text
    assert "Nobody passes the device" in text
    assert "The computer's clock runs while it thinks" in text
    assert "changes no rating" in text
    french = _help_text(qtbot, "fr")
    assert "S'entraîner contre l'ordinateur" in french
    assert "Personne ne passe l'appareil" in french
    assert "La pendule de l'ordinateur tourne pendant qu'il réfléchit" in french
    assert "ne change aucune cote" in french  # "rating" was left in English (a play-test)


# --- Item 16: no rule numbers in what the player reads -------------------------------------

RULE_NUMBER = re.compile(r"\(R\d+\)|\bR\d+\b")


def test_a_refusal_the_player_reads_cites_no_rule_number(qtbot: QtBot, window: MainWindow) -> None:
    """An opening by rank with the wrong tile is refused (R8); the player reads why, with no
    "(R8)" the help never defines."""
    controller = window.controller
    controller.new_game(("Ana", "Ben"), rng=random.Random(5))
    controller.send(START)
    opener = controller.state.to_act
    assert opener is not None
    controller.send(Reveal(opener))
    forced = controller.state.opener_tile
    other = next(t for t in controller.state.hands[opener] if t != forced)
    assert not controller.send(Play(opener, other, None, other.high))
    said = window.statusBar().currentMessage()
    assert said.startswith(f"{controller.state.players[opener]} must open with ")
    assert said.endswith("this hand opens by rank") and not RULE_NUMBER.search(said), said


def test_no_sentence_of_the_game_cites_a_rule_number() -> None:
    """Every sentence the game may show, in English and French."""
    for context, source, french in translations():
        assert not RULE_NUMBER.search(source), (context, source)
        assert not RULE_NUMBER.search(french), (context, french)


# --- Item 17: French words, and the pips that do not count after a player went out ----------


def test_a_tied_block_says_each_hand_totals_the_same_in_french(french: None) -> None:
    """ "Les deux mains totalisent 6" reads as 6 for both hands together; each hand holds 6 (R23)."""
    [line] = notes_text((Blocked((6, 6), None, 0, 0),), ("Ana", "Ben"), event_translate)
    assert line == "Blocage\u00a0: chaque main totalise 6 → aucun paiement"


def test_the_french_help_says_surencherir_soit_and_glosses_the_spinner_once(qtbot: QtBot) -> None:
    text = _help_text(qtbot, "fr")
    assert "soit 30 jetons de 5" in text and "montrés comme" not in text  # R1: the chips are the points
    assert "accepte l'enchère ou surenchérit d'au moins 5" in text and "la relance" not in text  # R28
    assert text.count("(spinner)") == 1


def test_after_a_player_went_out_the_other_hands_pips_do_not_count_R22(qtbot: QtBot) -> None:
    summary = SummaryScreen()
    qtbot.addWidget(summary)
    hands = ((), (Tile.of(6, 6), Tile.of(5, 2)))
    summary.show_hand_over(2, ("Ana", "Ben"), hands, WentOut(0), [], (165, 135))
    assert summary.pips[1].text() == "19 pips in hand (not counted)"
    summary.show_game_over(("Ana", "Ben"), Result(0, Reason.POINTS), (300, 0), hands)  # out, and Ben had nothing left
    assert summary.pips[1].text() == "19 pips in hand (not counted)"


def test_after_a_block_the_pips_count_R23(qtbot: QtBot) -> None:
    summary = SummaryScreen()
    qtbot.addWidget(summary)
    hands = ((Tile.of(2, 2),), (Tile.of(6, 6), Tile.of(5, 2)))
    summary.show_hand_over(2, ("Ana", "Ben"), hands, Blocked((4, 19), 0, 20, 20), [], (170, 130))
    assert [label.text() for label in summary.pips] == ["4 pips in hand", "19 pips in hand"]


def test_the_pips_that_do_not_count_in_french(qtbot: QtBot, french: None) -> None:
    summary = SummaryScreen()
    qtbot.addWidget(summary)
    summary.show_hand_over(2, ("Ana", "Ben"), ((), (Tile.of(6, 6),)), WentOut(0), [], (165, 135))
    assert summary.pips[1].text() == "somme en main\u00a0: 12 (non comptée)"


# --- Item 18: one renderer of the game's sentences, in app/messages.py ---------------------

PACKAGE = Path(spectacular_bid.__file__).parent


def test_a_tile_is_written_in_one_place() -> None:
    """Only ``messages.tile_text`` writes a tile as "6–3"."""
    writers = [
        path.relative_to(PACKAGE).as_posix()
        for path in PACKAGE.rglob("*.py")
        if re.search(r"""f["'][^"']*\{[\w.\[\]]+\}–\{[\w.\[\]]+\}""", path.read_text(encoding="utf-8"))
        and "rating" not in path.name
    ]
    assert writers == ["app/messages.py"], writers


def test_the_page_tells_a_misplaced_tile_as_the_rules_refuse_it(qtbot: QtBot) -> None:
    """Dropping a playable tile where it cannot go is told in the words of the rules' own
    refusal (R45), not in the page's."""
    state = ben_after_one_zero()  # west shows 1, east 0
    page = GamePage()
    qtbot.addWidget(page)
    page.show_game(view_for(state, 1), decision_for(state, 1), ())
    told: list[str] = []
    page.explained.connect(told.append)
    page.drop_tile(Tile.of(3, 1), End.EAST)  # Ben's [3|1] fits the west end only
    refused = IllegalAction(Refusal.DOES_NOT_FIT, tile=Tile.of(3, 1), end=End.EAST, shows=0)
    assert told == [describe_refusal(refused, state.players, english)]
    assert told == ["3–1 does not fit the east end, which shows 0"]
    page.drop_tile(Tile.of(3, 1), End.NORTH)  # no spinner: the north end is not open (R13)
    assert told[-1] == "The north end is not open"


def _at_the_first_opening(qtbot: QtBot) -> tuple[GameState, int, GamePage, list[str]]:
    """The first hand's opening, revealed to its opener (by rank): the game, the opener, the
    page showing it to the opener, and what the page tells, as it tells it."""
    game = apply(new_game(("Ana", "Ben"), [deal_from(random.Random(5))]), START, 0)
    opener = game.to_act
    assert opener is not None
    game = apply(game, Reveal(opener), 1_000)
    page = GamePage()
    qtbot.addWidget(page)
    page.show_game(view_for(game, opener), decision_for(game, opener), ())
    told: list[str] = []
    page.explained.connect(told.append)
    return game, opener, page, told


def test_the_opener_by_rank_is_told_which_tile_opens(qtbot: QtBot) -> None:
    """Said to the player holding the device, with the tile's key (a play-test read the rules'
    refusal, "Ana must open with 4–4: this hand opens by rank", of the player reading it)."""
    game, opener, page, told = _at_the_first_opening(qtbot)
    other = next(t for t in game.hands[opener] if t != game.opener_tile)
    page.choose_tile(other)
    place = page.own_hand.tiles().index(game.opener_tile) + 1
    tile = tile_text(game.opener_tile)
    assert told == [f"This hand opens by rank: you must open with {tile} (press {place})."]


def test_a_draw_asked_at_the_opening_is_told_the_hand_opens_with_a_tile_R9(qtbot: QtBot) -> None:
    """A review: D or a click on the boneyard at the opening said "you may draw only when
    none fits", of a table with no end to fit and a hand that may never draw there."""
    game, opener, page, told = _at_the_first_opening(qtbot)
    page.draw()
    assert told == ["The hand opens with a tile, not a draw: play a tile from your hand."]
    # The other seat, shown while the opener opens (a practice game's person while the computer
    # opens): it may not play, and is told so (a review).
    page.show_game(view_for(game, 1 - opener), decision_for(game, 1 - opener), ())
    page.draw()
    assert told[-1] == "You cannot draw now."


def test_a_tile_chosen_on_the_other_player_s_turn_is_told_whose_turn_it_is(qtbot: QtBot) -> None:
    """A review: a tile dragged during the computer's opening in the guided game was refused
    with "3–2 fits no open end (the ends show ).", of a table with no end."""
    game, opener, page, told = _at_the_first_opening(qtbot)
    page.show_game(view_for(game, 1 - opener), decision_for(game, 1 - opener), ())
    page.choose_tile(game.hands[1 - opener][0])
    assert told[-1] == f"Not your turn: {game.players[opener]} is to play.", told


def test_the_replay_tells_events_as_the_renderer_does(qtbot: QtBot) -> None:
    """The replay's move list and "Next:" line are the renderer's sentences."""
    from spectacular_bid.ui.dialogs.replay_viewer import ReplayViewer

    session = _practice_game_until(_bid)
    assert session is not None
    record = session[0].record
    viewer = ReplayViewer(record)
    qtbot.addWidget(viewer)
    for step in viewer.steps:  # a practice game: no device is passed (issue 20, item 11)
        assert viewer.event_text(step.event) == event_text(step.event, record.players, english, practice=True)
        assert viewer.waiting_text(step.state) == waiting_text(
            step.state.awaiting,
            step.state.to_act,
            record.players,
            english,
            practice=True,
            facing_bid=step.state.bid is not None,
        )
    bid = next(s for s in viewer.steps if s.event.do == "bid")
    bidder = record.players[bid.event.seat or 0]
    assert viewer.moves()[bid.index] == f"{bid.index + 1}. {bidder} bids {bid.event.amount}"


@pytest.mark.parametrize("bid", [None, 35])
def test_the_bidding_prompt_names_only_what_may_be_done(qtbot: QtBot, bid: int | None) -> None:
    """R27–R28: an audit read "Your decision: waive, bid or accept" at every decision of the
    auction, where the first may only waive or bid, and one facing a bid accept or overbid."""
    state = bidding_state(jockey=1, bid=bid, bidder=None if bid is None else 1, to_act=0, points=(150, 150))
    page = GamePage()
    qtbot.addWidget(page)
    page.show_game(view_for(state, 0), decision_for(state, 0), ())
    if bid is None:
        assert page.status.text() == "Your decision: waive, or bid for the right to open this hand."
    else:
        assert page.status.text() == "Your decision: accept the bid, or overbid for the right to open this hand."


def test_the_replays_next_decision_in_the_bidding_names_only_what_may_be_done(qtbot: QtBot) -> None:
    """R27–R28: the first decision is a bid or a waiver; one facing a bid, an overbid or an
    acceptance (a play-test read "Next: Computer bids, waives or accepts" facing a bid)."""
    from spectacular_bid.ui.dialogs.replay_viewer import ReplayViewer

    session = _practice_game_until(_bid)
    assert session is not None
    viewer = ReplayViewer(session[0].record)
    qtbot.addWidget(viewer)
    bidding = [s for s in viewer.steps if s.state.awaiting == "bid" and s.state.to_act is not None]
    facing = [s for s in bidding if s.state.bid is not None]
    assert facing and len(facing) < len(bidding)
    for step in bidding:
        name = viewer.record.players[step.state.to_act]
        want = "overbids or accepts" if step in facing else "bids or waives"
        assert viewer.waiting_text(step.state) == f"Next: {name} {want}"


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_whole_balance_acceptance_fits_the_smallest_window(qtbot: QtBot, tmp_path: Path, language: str) -> None:
    """The longer acceptance line of item 12, beside the whole-balance warning of an overbid,
    keeps every widget whole in the window at its minimum size (1024×600)."""
    from PySide6.QtCore import QSettings
    from test_smallest_window import defects

    from spectacular_bid.core import CONTINUE, Stage
    from spectacular_bid.ui.window_fit import MINIMUM

    assert install_language(language)
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    window = MainWindow(GameController(FakeTime(5_000_000)), language, None, settings)
    try:
        window.resize(*MINIMUM)
        window.show()
        qtbot.waitExposed(window)
        window.build_menus()
        controller = window.controller
        controller.new_game(("Ana", "Ben"), rng=random.Random(21))
        for _ in range(400):  # the first actions listed, until someone bids for the opening
            state = controller.state
            if state.stage is Stage.BIDDING and state.holder == state.to_act:
                break
            controller.send(CONTINUE if state.stage is Stage.HAND_OVER else legal_actions(state)[0])
        seat = controller.state.to_act
        assert seat is not None
        controller.send(Bid(seat, controller.state.points[seat]))  # all the non-jockey has
        controller.send(Reveal(1 - seat))
        panel = window.game.bidding
        assert panel.isVisible() and panel.amounts()
        assert "loses the game" in panel.accept_hint.text() or "tout son solde" in panel.accept_hint.text()
        panel.set_amount(panel.amounts()[-1])
        assert panel.warning_text()
        assert defects(qtbot, window) == []
    finally:
        window.retire()
        install_language("en")


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_uncounted_pips_are_whole_in_the_smallest_window(qtbot: QtBot, tmp_path: Path, language: str) -> None:
    """ "(not counted)" lengthens the pips line beyond its column: it wraps, whole, at 1024×600."""
    from layout_audit import audit
    from PySide6.QtCore import QSettings

    from spectacular_bid.ui.window_fit import MINIMUM

    assert install_language(language)
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    window = MainWindow(GameController(FakeTime(5_000_000)), language, None, settings)
    try:
        window.resize(*MINIMUM)
        window.show()
        qtbot.waitExposed(window)
        hands = ((), tuple(Tile.of(a, b) for a, b in ((6, 6), (6, 5), (5, 5), (6, 4))))
        window.summary.show_hand_over(2, ("Ana", "Ben"), hands, WentOut(0), ["End total 15 → Ana +15"], (165, 135))
        window.stack.setCurrentWidget(window.summary)
        qtbot.wait(1)
        label = window.summary.pips[1]
        assert "43" in label.text()
        assert [p for p in audit(window) if "pips" in p or "somme" in p] == []
    finally:
        window.retire()
        install_language("en")


def _modal_text(kind: type[QDialog], read: Callable[[Any], str], trigger: Callable[[], None]) -> str:
    """What ``read`` reads of the modal ``kind`` that ``trigger`` shows, the box then closed."""
    seen: list[str] = []

    def later() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, kind):
            QTimer.singleShot(10, later)
            return
        seen.append(read(box))
        box.reject()

    QTimer.singleShot(0, later)
    trigger()
    assert seen
    return seen[0]


def test_a_game_that_is_not_saved_is_not_said_to_have_a_clock_running(qtbot: QtBot, window: MainWindow) -> None:
    window.start_game("Ana", "Ben", rng=random.Random(3))  # at the first handoff: no clock runs (R39)
    assert window.shown_view().deadline is None and window.controller.storage is None
    text = _modal_text(GameQuestion, GameQuestion.informativeText, window.menus.new_action.trigger)
    assert window.controller.has_game  # the question was cancelled
    assert "clock" not in text and "not being saved" in text


def test_the_history_names_no_cause_it_does_not_know(qtbot: QtBot, window: MainWindow) -> None:
    """Games go unsaved for many reasons (a locked, read-only or full file, a newer one…): the
    history says so without naming one."""
    text = _modal_text(QMessageBox, QMessageBox.text, window.menus.history_action.trigger)
    assert text == "Games are not being saved in this window."
