"""The amount chosen in the bidding panel: kept while the same decision is drawn again (a hint
redraws the table), begun afresh at the smallest in any other decision, another game's
included."""

from __future__ import annotations

import os
import random

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from pytestqt.qtbot import QtBot
from real_window import play_until

from spectacular_bid.core import Stage
from spectacular_bid.ui.main_window import MainWindow


def _to_bidding(qtbot: QtBot, w: MainWindow) -> None:
    """Play the game on (the same moves for the same deal) to the first bid with a choice of amounts."""
    play_until(qtbot, w, lambda state: state.stage is Stage.BIDDING and len(w.game.bidding.amounts()) > 1)


def test_a_new_game_does_not_keep_the_bid_amount_of_the_game_left(qtbot: QtBot, window: MainWindow) -> None:
    """A review: the amount chosen in a game left came back in the next game's equal situation
    (the same hand, seat, bid and balances)."""
    window.start_game("Ana", "Ben", rng=random.Random(7))
    _to_bidding(qtbot, window)
    panel = window.game.bidding
    amounts = panel.amounts()
    assert panel.amount() == amounts[0]
    panel.set_amount(amounts[-1])  # the player goes for the largest, and bids nothing
    window.refresh()  # the same decision drawn again keeps it
    assert panel.amount() == amounts[-1]
    window.start_game("Ana", "Ben", rng=random.Random(7))  # the same deal and moves: the same bidding
    _to_bidding(qtbot, window)
    assert panel.amounts() == amounts
    assert panel.amount() == amounts[0]


def test_the_amount_keys_past_either_end_and_a_digit_say_why_nothing_moves(qtbot: QtBot, window: MainWindow) -> None:
    """A play-test pressed ↓ at the smallest amount, and 9 in the bidding: nothing changed, and
    the line kept its last words while the clock ran."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication

    from spectacular_bid.ui.input_guard import SETTLE_MS

    window.start_game("Ana", "Ben", rng=random.Random(7))
    _to_bidding(qtbot, window)
    window.fake_time.advance(SETTLE_MS + 1)  # type: ignore[attr-defined]
    panel = window.game.bidding
    amounts = panel.amounts()
    QApplication.processEvents()
    panel.setFocus()
    QApplication.processEvents()
    bar = window.statusBar()
    qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_Down)
    assert panel.amount() == amounts[0]
    assert bar.currentMessage() == f"{amounts[0]} is the smallest bid you can make now.", bar.currentMessage()
    qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_End)
    assert bar.currentMessage() == ""  # the amount moved: the smallest is old news (a play-test)
    qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_Up)
    assert panel.amount() == amounts[-1]
    assert bar.currentMessage() == f"{amounts[-1]} is the largest bid you can pay.", bar.currentMessage()
    state = window.controller.state
    qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_9)
    said = bar.currentMessage()
    assert said.startswith("In the bidding, no tile is chosen:") and "(B)" in said, said
    assert window.controller.state is state
