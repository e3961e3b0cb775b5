"""Every sentence a player reads is true (issue 20, items 12–17): each test puts the game in
the state that shows the sentence and reads it where the player reads it, in English and,
where the wording was wrong there, in French. The rule each sentence must agree with is named.
"""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from collections.abc import Iterator
from pathlib import Path

import pytest
from bidding_states import bidding_state
from pytestqt.qtbot import QtBot

from spectacular_bid.core import GameState, decision_for, view_for
from spectacular_bid.ui.i18n import install_language
from spectacular_bid.ui.screens.new_game_screen import NewGameScreen
from spectacular_bid.ui.table.bidding_panel import BiddingPanel


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
    assert hint == "Accept: Ben pays you 40, everything left, and loses the game at once."
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
    assert "quand un joueur sort, enchérissez pour ouvrir la suivante" in intro
