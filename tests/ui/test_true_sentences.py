"""Every sentence a player reads is true (issue 20, items 12–17): each test puts the game in
the state that shows the sentence and reads it where the player reads it, in English and,
where the wording was wrong there, in French. The rule each sentence must agree with is named.
"""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from collections.abc import Iterator

import pytest
from bidding_states import bidding_state
from pytestqt.qtbot import QtBot

from spectacular_bid.core import GameState, decision_for, view_for
from spectacular_bid.ui.i18n import install_language
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
