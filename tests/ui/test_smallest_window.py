"""Every screen whole in the window at its minimum size, 1008×561 (a 1024×600 screen less the
window's frame), in both languages.

The layout tour (``test_layout_audit.py``) plays whole games at that size and is slow; these
tests build each screen that came out cut there in the situation that cut it, and audit it
(:func:`~layout_audit.audit`): no text cut, no child outside its parent,
and no two widgets of a layout on top of each other.
"""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from layout_audit import audit, describe
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QLayout, QWidget
from pytestqt.qtbot import QtBot

from spectacular_bid.app.controller import GameController
from spectacular_bid.app.timesource import FakeTime
from spectacular_bid.core import ALL_TILES, CONTINUE, Blocked, Result, Stage, legal_actions
from spectacular_bid.core.state import Reason
from spectacular_bid.ui.i18n import install_language
from spectacular_bid.ui.main_window import MainWindow
from spectacular_bid.ui.window_fit import MINIMUM

LANGUAGES = ("en", "fr")
#: The longest names the names screen takes (24 characters), as in the layout tour.
LONG_NAMES = ("Wilhelmina Wolfgangsdótt", "Maximilien-Théodore Dupo")


@pytest.fixture(params=LANGUAGES)
def window(request: pytest.FixtureRequest, qtbot: QtBot, tmp_path: Path) -> Iterator[MainWindow]:
    """The window in the language of the test's parameter at its minimum size, shown, with a
    controller on a fake clock; retired afterwards."""
    language = request.param
    assert install_language(language)
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    w = MainWindow(GameController(FakeTime(5_000_000)), language, None, settings)
    w.resize(*MINIMUM)
    w.show()
    qtbot.waitExposed(w)
    w.build_menus()
    yield w
    w.retire()
    install_language("en")


def _placed(layout: QLayout) -> list[QWidget]:
    """The visible widgets that ``layout`` and the layouts inside it place."""
    found: list[QWidget] = []
    for i in range(layout.count()):
        item = layout.itemAt(i)
        widget, inner = item.widget(), item.layout()
        if widget is not None and widget.isVisible():
            found.append(widget)
        elif inner is not None:
            found += _placed(inner)
    return found


def defects(qtbot: QtBot, window: MainWindow) -> list[str]:
    """What :func:`audit` finds in ``window`` once its layouts settle, and the widgets that one
    layout puts on top of each other (a layout squeezed below its minimum). The offscreen screen
    is smaller than the window: the audit's line saying so is left out."""
    qtbot.wait(1)
    too_big = f"{describe(window)}: the window with its frame"
    found = [p for p in audit(window) if not p.startswith(too_big)]
    for holder in [window, *window.findChildren(QWidget)]:
        layout = holder.layout()
        if layout is None or not holder.isVisible():
            continue
        widgets = _placed(layout)
        for i, first in enumerate(widgets):
            for second in widgets[i + 1 :]:
                if first.geometry().intersects(second.geometry()):
                    found.append(f"{describe(first)} and {describe(second)} overlap in {describe(holder)}")
    return found


def test_the_bid_stepper_is_whole_beside_the_whole_balance_warning(qtbot: QtBot, window: MainWindow) -> None:
    """R32's warning takes three lines in English; the −5 and +5 buttons were squeezed."""
    controller = window.controller
    controller.new_game(("Ana", "Ben"), rng=random.Random(21))
    for _ in range(400):  # the first actions listed, until someone bids for the opening
        state = controller.state
        if state.stage is Stage.BIDDING and window.stack.currentWidget() is window.game:
            break
        controller.send(CONTINUE if state.stage is Stage.HAND_OVER else legal_actions(state)[0])
    panel = window.game.bidding
    assert panel.isVisible() and panel.amounts()
    panel.set_amount(panel.amounts()[-1])
    assert panel.warning_text()
    assert defects(qtbot, window) == []
    assert panel.down_button.height() >= panel.down_button.sizeHint().height()


def _show_summary(window: MainWindow) -> None:
    window.stack.setCurrentWidget(window.summary)


def test_the_count_after_a_block_keeps_continue_whole(qtbot: QtBot, window: MainWindow) -> None:
    """A block between two long names: the ending and the next-hand line take two lines each."""
    tiles = list(ALL_TILES)
    hands = (tiles[:13], tiles[13:15])
    pips = (sum(t.high + t.low for t in hands[0]), sum(t.high + t.low for t in hands[1]))
    due = 5 * round(pips[0] / 5)  # R23: the lighter hand receives the heavier sum, to 5
    transfers = [f"End total 10 → {LONG_NAMES[1]} +10"] * 12
    window.summary.show_hand_over(
        23, LONG_NAMES, hands, Blocked(pips, 1, due, due), transfers, (150 - due, 150 + due), ["bid"] * 3
    )
    _show_summary(window)
    assert defects(qtbot, window) == []


@pytest.mark.parametrize("reason", [Reason.POINTS, Reason.TIME, Reason.RESIGN, Reason.VOID])
def test_the_game_over_keeps_new_game_whole(qtbot: QtBot, window: MainWindow, reason: Reason) -> None:
    """The end of a game between long names, hands shown: the winner's name puts the title on
    two lines (R5, R37, R45; a void game, R43, has a short title)."""
    tiles = list(ALL_TILES)
    result = Result(None if reason is Reason.VOID else 0, reason, "")
    transfers = [f"End total 10 → {LONG_NAMES[0]} +10"] * 12
    balances = (300, 0) if reason is Reason.POINTS else (180, 120)  # R5: on points, the loser has none
    window.summary.show_game_over(LONG_NAMES, result, balances, (tiles[:13], tiles[13:15]), transfers, ["bid"] * 3)
    _show_summary(window)
    assert defects(qtbot, window) == []


@pytest.mark.parametrize("running", [False, True])
def test_the_handoff_shows_long_events_whole(qtbot: QtBot, window: MainWindow, running: bool) -> None:
    """Two events between long names fill more than the events' card: they scroll, the latest
    in view, rather than being cut. The long name takes two lines of the title, and of the
    privacy line too in French when the clock runs already (a resumed game, R42)."""
    first, second = LONG_NAMES
    lines = [
        f"{second} accepts {first}'s bid · Bid 20 − 15 jockey discount → {first} pays 5",
        f"{second} accepte l'enchère de {first} · Enchère 20 − 15 de remise du jockey → {first} paie 5",
        f"{first} a joué · Total des extrémités 15 → {first} +15",
    ]
    handoff = window.handoff
    handoff.set_info(first, f"{first} to open the hand", LONG_NAMES, (145, 155), (120_000, 120_000), lines, running)
    window.stack.setCurrentWidget(handoff)
    assert defects(qtbot, window) == []
    bar = handoff.messages_scroll.verticalScrollBar()
    assert bar.maximum() > 0 and bar.value() == bar.maximum()


def test_the_names_warning_keeps_start_whole(qtbot: QtBot, window: MainWindow) -> None:
    """Two lines of warning about the names (French wraps it) above Start, at 1008×561."""
    screen = window.new_game_screen
    window.stack.setCurrentWidget(screen)
    screen.first.setText("Ana")
    screen.second.setText("Ana")
    screen.try_start()
    assert screen.error.isVisible() and screen.error.text()
    assert defects(qtbot, window) == []


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_replay_card_says_its_hand_on_one_line(qtbot: QtBot, language: str) -> None:
    """At 1024×600 the replay's player cards are low: "13 dominos, somme 108" must not wrap."""
    from spectacular_bid.ui.dialogs.replay_viewer import _PlayerCard

    assert install_language(language)
    try:
        card = _PlayerCard()
        qtbot.addWidget(card)
        heavy = sorted(ALL_TILES, key=lambda t: -(t.high + t.low))[:13]
        card.show_seat(LONG_NAMES[0], heavy, 150, 120_000, False)
        card.show()
        qtbot.waitExposed(card)
        detail = card.detail
        assert detail.fontMetrics().horizontalAdvance(detail.text()) <= detail.width(), detail.text()
    finally:
        install_language("en")
