"""Long names beside the hands: the names' column cut "Maximilienne-Anastasia W" to
"Maxim…ia W" at every size, although two lines had room for it. It now breaks such a name
after a hyphen or at a space (inside the word when it has neither); the balance and clock
cards beside it show it whole or not at all."""

from __future__ import annotations

import random

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from spectacular_bid.core import START
from spectacular_bid.ui.main_window import MainWindow
from spectacular_bid.ui.table.game_page import GamePage

NAMES = ("Maximilienne-Anastasia W", "Bartholomew Fitzgeraldin")  # 24 letters each
SOLID = ("Bartholomewmaximilianusx", "Wilhelminakonstantinovaa")  # 24 letters, no break


def _at_the_table(window: MainWindow, size: tuple[int, int], names: tuple[str, str]) -> GamePage:
    """``window`` at ``size``, a game between ``names`` begun and the first hand revealed."""
    window.resize(*size)
    window.controller.new_game(names, rng=random.Random(3))
    window.controller.send(START)
    window.handoff.reveal_button.click()
    QApplication.processEvents()
    return window.game


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
@pytest.mark.parametrize("names", [NAMES, SOLID], ids=["spaced", "solid"])
def test_long_names_show_whole_beside_the_hands(
    qtbot: QtBot, window: MainWindow, size: tuple[int, int], names: tuple[str, str]
) -> None:
    """A play-test read "Barth…anusx" beside the hand even at 1280×800: a name with neither
    space nor hyphen breaks inside its word."""
    page = _at_the_table(window, size, names)
    for strip in (page.own, page.other):
        label = strip.name
        assert label.whole(), label.text()
        assert "\n" in label.text()
        assert label.toolTip() == "" and label.accessibleName() in names
        lines = label.text().count("\n") + 1
        assert label.height() >= lines * label.fontMetrics().height()
    assert page.own.names_box.width() == page.other.names_box.width()  # the hands line up


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_the_cards_beside_a_whole_name_show_it_whole_or_not_at_all(
    qtbot: QtBot, window: MainWindow, size: tuple[int, int]
) -> None:
    """A seventh play-test read "Bartho…ald X" and "Maxim…sia W" on the balance and clock
    cards at 1280×800, the row beside them naming the player whole on two lines: a card there
    shows the name whole or not at all, never a third way of it; a short name stays."""
    page = _at_the_table(window, size, (NAMES[0], "Ana"))
    for strip in (page.own, page.other):
        assert strip.name.whole()
        for card in (strip.balance, strip.clock):
            card.grab()  # the cards paint their names
            assert card.name_painted() in ("", strip.name.name()), card.name_painted()
            assert strip.name.name() in card.accessibleName()
    short = next(strip for strip in (page.own, page.other) if strip.name.name() == "Ana")
    assert short.balance.name_painted() == "Ana" and short.clock.name_painted() == "Ana"


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_the_status_bar_keeps_the_newest_news_whole(qtbot: QtBot, window: MainWindow, size: tuple[int, int]) -> None:
    """A seventh play-test read "…Block: Maximiliana Anastasia W's 28 round" cut at the
    status bar's right edge, the block's outcome lost: the bar leaves out the oldest news
    first ("…" before what it shows), so the newest is whole where it fits."""
    window.resize(*size)
    names = ("Maximiliana Anastasia W", "Bartholomew Fitzgerald X")
    lines = [
        f"{names[1]} cannot play and passes",
        f"{names[0]} cannot play and passes",
        f"Block: {names[0]}'s 28 rounds to 30 → {names[1]} +30",
    ]
    window.tell(lines)
    bar = window.statusBar()
    shown = bar.currentMessage()
    assert bar.fontMetrics().horizontalAdvance(shown) <= bar.width() - 24, shown
    assert shown.endswith(lines[-1]) and shown.startswith("…"), shown
    window.tell(["Ana opens with 6–6"])
    assert bar.currentMessage() == "Ana opens with 6–6"
