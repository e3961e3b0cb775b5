"""A long hand stays comfortable to click in the real window (issue 12, item 9).

A player holds 7 tiles and may draw the whole boneyard (R20): up to 21 tiles. At 1024×600 (the
window's minimum), 1024×640 and 1280×800 every tile is at least 24 pixels across (the minimum
target size of WCAG 2.2, 2.5.8), click areas are at least 4 pixels apart so that a click
between two tiles chooses neither, and the hand stays inside its row of the window.
"""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import itertools
import random

import pytest
from PySide6.QtCore import QPoint, QRect, QSettings, Qt
from pytestqt.qtbot import QtBot

from spectacular_bid.app.controller import GameController
from spectacular_bid.app.timesource import FakeTime
from spectacular_bid.core import ALL_TILES, START, Stage, legal_actions
from spectacular_bid.ui.input_guard import SETTLE_MS
from spectacular_bid.ui.main_window import MainWindow
from spectacular_bid.ui.table.hand_widget import HandWidget

LEFT = Qt.MouseButton.LeftButton
SMALLEST_TILE = 24  # pixels across: a 24 × 48 target
SMALLEST_GAP = 4
SIZES = [(1024, 600), (1024, 640), (1280, 800)]


def on_window(widget: HandWidget, rect: QRect, window: MainWindow) -> QRect:
    return QRect(widget.mapTo(window, rect.topLeft()), rect.size())


@pytest.fixture
def window(qtbot: QtBot, tmp_path):  # type: ignore[no-untyped-def]
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    time = FakeTime(5_000_000)
    w = MainWindow(GameController(time), "en", None, settings)
    w.show()
    qtbot.waitExposed(w)
    w.controller.new_game(("Ana", "Ben"), rng=random.Random(7))
    w.controller.send(START)
    for _ in range(20):  # to the table: reveal, waive or accept until someone plays
        state = w.controller.state
        if state.stage is Stage.PLAY and w.stack.currentWidget() is w.game:
            break
        w.controller.send(legal_actions(state)[0])
    assert w.stack.currentWidget() is w.game
    time.advance(SETTLE_MS)  # past the guard against a click meant for the handoff
    yield w
    w.retire()


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("count", [7, 13, 17, 21])
def test_a_long_hand_stays_large_and_apart(qtbot: QtBot, window: MainWindow, size: tuple[int, int], count: int) -> None:
    window.resize(*size)
    qtbot.wait(1)
    hand = window.game.own_hand
    tiles = list(ALL_TILES)[:count]
    hand.set_tiles(tiles)
    qtbot.wait(1)
    assert hand.tile_width() >= SMALLEST_TILE
    areas = [hand.tile_button(i).geometry() for i in range(count)]
    rows = sorted({a.top() for a in areas})
    assert len(rows) <= 2, "two rows at most"
    inside = window.rect()
    for i, area in enumerate(areas):
        assert hand.rect().contains(area), f"tile {i} leaves the hand's row"
        assert inside.contains(on_window(hand, area, window))
        assert area.width() >= SMALLEST_TILE and hand.tile_rect(i).height() == 2 * area.width()
    for a, b in itertools.pairwise(areas):
        if a.top() == b.top():
            assert b.left() - a.right() - 1 >= SMALLEST_GAP
    if len(rows) == 2:
        upper = max(a.bottom() for a in areas if a.top() == rows[0])
        assert rows[1] - upper - 1 >= SMALLEST_GAP
    # The cards beside the hand keep their room.
    strip = window.game.own
    hand_box = on_window(hand, hand.rect(), window)
    for card in (strip.balance, strip.clock):
        assert not hand_box.intersects(QRect(card.mapTo(window, QPoint(0, 0)), card.size()))
    # A click on a tile chooses it; a click in the gap between two tiles chooses neither.
    chosen: list[object] = []
    hand.tile_chosen.connect(chosen.append)
    first, second = areas[0], areas[1]
    qtbot.mouseClick(hand, LEFT, pos=QPoint((first.right() + second.left()) // 2, first.center().y()))
    assert chosen == []
    qtbot.mouseClick(hand.tile_button(1), LEFT, pos=hand.tile_button(1).rect().center())
    assert chosen == [tiles[1]]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("count", [13, 21])
def test_reveal_never_sits_over_the_hand(qtbot: QtBot, window: MainWindow, size: tuple[int, int], count: int) -> None:
    """The second click of a double click on Reveal must not land on a tile of the hand it shows."""
    window.resize(*size)
    window.stack.setCurrentWidget(window.handoff)
    qtbot.wait(1)
    button = window.handoff.reveal_button
    reveal = QRect(button.mapTo(window, QPoint(0, 0)), button.size())
    window.stack.setCurrentWidget(window.game)
    hand = window.game.own_hand
    hand.set_tiles(list(ALL_TILES)[:count])
    qtbot.wait(1)
    hand_box = on_window(hand, hand.rect(), window)
    assert not hand_box.intersects(reveal), (hand_box, reveal)
