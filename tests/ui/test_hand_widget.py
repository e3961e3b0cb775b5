"""The hand and the boneyard: choosing tiles by mouse, keys and drags; what they say."""

from __future__ import annotations

import itertools
import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from typing import Any

import pytest
from PySide6.QtCore import QMimeData, QPoint, Qt
from PySide6.QtGui import QDrag
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from spectacular_bid.core import Tile
from spectacular_bid.ui.table.hand_widget import BONEYARD_MIN_HEIGHT, BoneyardWidget, HandWidget
from spectacular_bid.ui.table.table_widget import tile_from_mime

T = Tile.of
TILES = [T(6, 3), T(5, 5), T(4, 1), T(2, 0), T(6, 6), T(3, 1), T(1, 0)]
PLAYABLE = {T(6, 3), T(4, 1), T(3, 1)}


@pytest.fixture
def hand(qtbot: QtBot) -> HandWidget:
    widget = HandWidget()
    qtbot.addWidget(widget)
    widget.set_tiles(TILES, playable=PLAYABLE)
    widget.resize(800, 170)
    widget.show()
    return widget


def test_accessible_names_say_what_each_tile_is(hand: HandWidget) -> None:
    assert hand.tile_accessible_name(0) == "tile 6–3, playable"
    assert hand.tile_accessible_name(1) == "tile 5–5, not playable"
    assert hand.accessibleDescription() == "7 tiles, 3 playable"
    hand.set_tiles(hand.tiles())
    assert hand.tile_accessible_name(1) == "tile 5–5"
    hand.set_selected(T(4, 1))
    assert hand.tile_accessible_name(2) == "tile 4–1, selected"


def test_tiles_stand_in_a_row_in_order(hand: HandWidget) -> None:
    rects = [hand.tile_rect(i) for i in range(7)]
    assert all(r.height() == 2 * r.width() for r in rects), "standing tiles"
    assert [r.x() for r in rects] == sorted(r.x() for r in rects)
    assert all(b.left() - a.right() >= 4 for a, b in itertools.pairwise(rects)), "spaced"
    assert all(hand.rect().contains(r) for r in rects)


def test_a_narrow_hand_wraps(qtbot: QtBot) -> None:
    widget = HandWidget()
    qtbot.addWidget(widget)
    widget.set_tiles([T(a, b) for a in range(4) for b in range(a + 1)])  # 10 tiles
    widget.resize(300, widget.heightForWidth(300))
    widget.show()
    rows = {widget.tile_rect(i).y() for i in range(widget.count())}
    assert len(rows) >= 2
    rects = [widget.tile_rect(i) for i in range(widget.count())]
    assert not any(a.intersects(b) for i, a in enumerate(rects) for b in rects[:i])
    assert all(widget.rect().contains(r) for r in rects)


def test_clicking_a_tile_chooses_and_selects_it(qtbot: QtBot, hand: HandWidget) -> None:
    before = hand.tile_rect(2)
    with qtbot.waitSignal(hand.tile_chosen) as blocker:
        qtbot.mouseClick(hand.tile_button(2), Qt.MouseButton.LeftButton, pos=hand.tile_button(2).rect().center())
    assert blocker.args == [T(4, 1)]
    assert hand.selected() == T(4, 1)
    assert hand.tile_rect(2).top() < before.top(), "the chosen tile rises"
    # A tile that cannot be played is reported but not selected.
    with qtbot.waitSignal(hand.tile_chosen) as blocker:
        qtbot.mouseClick(hand.tile_button(1), Qt.MouseButton.LeftButton, pos=hand.tile_button(1).rect().center())
    assert blocker.args == [T(5, 5)]
    assert hand.selected() == T(4, 1)


def test_the_arrows_stop_only_on_tiles_that_fit(qtbot: QtBot, hand: HandWidget) -> None:
    """Issue 20, item 11: ←/→, Home and End skip the tiles that fit no end."""

    def focused() -> int:
        return next(i for i in range(hand.count()) if hand.tile_button(i).hasFocus())

    def press(key: Qt.Key) -> int:
        qtbot.keyClick(hand.tile_button(focused()), key)
        return focused()

    hand.tile_button(0).setFocus()
    assert [press(Qt.Key.Key_Right) for _ in range(3)] == [2, 5, 5]
    assert [press(Qt.Key.Key_Left) for _ in range(3)] == [2, 0, 0]
    assert press(Qt.Key.Key_End) == 5 and press(Qt.Key.Key_Home) == 0
    hand.set_tiles(TILES, playable=set())  # none fits: the arrows go through them all
    hand.tile_button(0).setFocus()
    assert press(Qt.Key.Key_Right) == 1


def test_keyboard_moves_and_chooses(qtbot: QtBot, hand: HandWidget) -> None:
    hand.tile_button(0).setFocus()
    qtbot.keyClick(hand.tile_button(0), Qt.Key.Key_Right)  # past 5–5, which fits no end
    assert hand.tile_button(2).hasFocus()
    with qtbot.waitSignal(hand.tile_chosen) as blocker:
        qtbot.keyClick(hand.tile_button(2), Qt.Key.Key_Return)
    assert blocker.args == [T(4, 1)]
    qtbot.keyClick(hand.tile_button(2), Qt.Key.Key_Left)
    assert hand.tile_button(0).hasFocus()
    with qtbot.waitSignal(hand.tile_chosen) as blocker:
        qtbot.keyClick(hand.tile_button(0), Qt.Key.Key_6)
    assert blocker.args == [T(3, 1)]
    assert hand.tile_button(5).hasFocus()
    with qtbot.waitSignal(hand.tile_chosen) as blocker:
        qtbot.keyClick(hand.tile_button(5), Qt.Key.Key_Space)
    assert blocker.args == [T(3, 1)]
    with qtbot.assertNotEmitted(hand.tile_chosen):
        qtbot.keyClick(hand.tile_button(5), Qt.Key.Key_9)  # there is no ninth tile


def test_dragging_a_playable_tile_carries_it(qtbot: QtBot, hand: HandWidget, monkeypatch: Any) -> None:
    carried: list[QMimeData] = []

    def fake_exec(drag: QDrag, *args: object) -> Qt.DropAction:
        carried.append(drag.mimeData())
        return Qt.DropAction.MoveAction

    monkeypatch.setattr(QDrag, "exec", fake_exec)
    button = hand.tile_button(0)
    start = button.rect().center()
    with qtbot.waitSignal(hand.tile_lifted) as blocker, qtbot.assertNotEmitted(hand.tile_chosen):
        qtbot.mousePress(button, Qt.MouseButton.LeftButton, pos=start)
        qtbot.mouseMove(button, start + QPoint(0, 40))
    assert blocker.args == [T(6, 3)] and hand.selected() == T(6, 3)
    assert len(carried) == 1 and tile_from_mime(carried[0]) == T(6, 3)
    # A dimmed tile does not start a drag.
    button = hand.tile_button(1)
    qtbot.mousePress(button, Qt.MouseButton.LeftButton, pos=start)
    qtbot.mouseMove(button, start + QPoint(0, 40))
    qtbot.mouseRelease(button, Qt.MouseButton.LeftButton, pos=start + QPoint(0, 40))
    assert len(carried) == 1


def test_face_down_hand_hides_everything(qtbot: QtBot, hand: HandWidget) -> None:
    hand.set_face_down(4)
    assert hand.is_face_down() and hand.count() == 4 and hand.tiles() == []
    assert hand.accessibleDescription() == "4 tiles, face down"
    assert hand.tile_accessible_name(0) == "hidden tile"
    assert hand.tile_button(0).focusPolicy() == Qt.FocusPolicy.NoFocus
    with qtbot.assertNotEmitted(hand.tile_chosen):
        qtbot.mouseClick(hand.tile_button(0), Qt.MouseButton.LeftButton, pos=hand.tile_button(0).rect().center())
    with pytest.raises(ValueError):
        hand.set_face_down(-1)
    hand.set_tiles(TILES[:2])
    assert not hand.is_face_down() and hand.count() == 2


def test_boneyard_is_clickable_only_for_drawing(qtbot: QtBot) -> None:
    yard = BoneyardWidget()
    qtbot.addWidget(yard)
    yard.resize(yard.sizeHint())
    yard.show()
    yard.set_count(9)
    assert yard.accessibleName() == "Boneyard"
    assert yard.accessibleDescription() == "9 tiles left"
    with qtbot.assertNotEmitted(yard.clicked):
        qtbot.mouseClick(yard, Qt.MouseButton.LeftButton, pos=yard.rect().center())
    yard.set_enabled_for_draw(True)
    assert yard.is_enabled_for_draw()
    assert yard.accessibleDescription() == "9 tiles left, press to draw"
    with qtbot.waitSignal(yard.clicked):
        qtbot.mouseClick(yard, Qt.MouseButton.LeftButton, pos=yard.rect().center())
    yard.setFocus()
    with qtbot.waitSignal(yard.clicked):
        qtbot.keyClick(yard, Qt.Key.Key_Return)
    yard.set_count(0)
    assert yard.count() == 0
    with pytest.raises(ValueError):
        yard.set_count(-2)


def test_each_key_chooses_once(qtbot: QtBot, hand: HandWidget) -> None:
    chosen: list[Tile] = []
    hand.tile_chosen.connect(chosen.append)
    hand.tile_button(3).setFocus()
    for key in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter):
        qtbot.keyClick(hand.tile_button(3), key)
    assert chosen == [T(2, 0)] * 3


def test_boneyard_ignores_keys_unless_drawing(qtbot: QtBot) -> None:
    yard = BoneyardWidget()
    qtbot.addWidget(yard)
    yard.set_count(3)
    yard.show()
    clicks: list[bool] = []
    yard.clicked.connect(lambda *_: clicks.append(True))
    yard.setFocus()
    for key in (Qt.Key.Key_Space, Qt.Key.Key_Return):
        qtbot.keyClick(yard, key)
    assert clicks == []
    yard.set_enabled_for_draw(True)
    yard.setFocus()
    qtbot.keyClick(yard, Qt.Key.Key_Space)
    assert clicks == [True]


def test_enter_on_the_hand_itself_picks_the_first_tile_that_fits(qtbot: QtBot) -> None:
    """The forced opening 4–4 was drawn highlighted, but Enter on the hand (no tile focused
    yet) chose the first tile, a dimmed one: "… must open with 4–4" (a play-test). Enter
    picks the first tile that fits; Enter again plays it (a reveal's key pressed again
    must not play, an eleventh play-test)."""
    widget = HandWidget()
    qtbot.addWidget(widget)
    widget.set_tiles([T(6, 1), T(4, 4), T(2, 0)], playable={T(4, 4)})
    widget.resize(600, 170)
    widget.show()
    chosen: list[Tile] = []
    widget.tile_chosen.connect(chosen.append)
    widget.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is widget)  # focus moves in the active window only
    widget.setFocus()
    qtbot.keyClick(widget, Qt.Key.Key_Return)
    assert chosen == [] and widget.tile_button(1).hasFocus()
    qtbot.keyClick(widget.tile_button(1), Qt.Key.Key_Return)
    assert chosen == [T(4, 4)]


def test_a_drag_plays_nothing_until_the_tile_is_dropped(qtbot: QtBot, monkeypatch: Any) -> None:
    """A play-test: a tile that fits one end only was played as soon as the mouse moved a few
    pixels with the button down, and the dragged picture of it then floated over the
    handoff screen (R41) until the button came up. Lifting a tile chooses it and offers its
    ends; only a drop on an end plays it, and a drag let go elsewhere plays nothing."""
    from bidding_states import ben_after_one_zero

    from spectacular_bid.core import End, decision_for, view_for
    from spectacular_bid.ui.table.game_page import GamePage

    state = ben_after_one_zero()
    page = GamePage()
    qtbot.addWidget(page)
    page.show_game(view_for(state, 1), decision_for(state, 1), ())
    page.resize(1000, 600)
    page.show()
    qtbot.waitExposed(page)
    monkeypatch.setattr(QDrag, "exec", lambda drag, *args: Qt.DropAction.IgnoreAction)  # let go off the table
    played: list[object] = []
    page.action_chosen.connect(played.append)
    tile = Tile.of(3, 1)  # Ben's, fits the west end only
    button = page.own_hand.tile_button(page.own_hand.tiles().index(tile))
    start = button.rect().center()
    qtbot.mousePress(button, Qt.MouseButton.LeftButton, pos=start)
    qtbot.mouseMove(button, start + QPoint(0, -40))
    qtbot.mouseRelease(button, Qt.MouseButton.LeftButton, pos=start + QPoint(0, -40))
    assert played == []
    assert page.own_hand.selected() == tile  # chosen, its end offered
    page.drop_tile(tile, End.WEST)  # dropped on its end: played
    assert [(a.tile, a.end) for a in played] == [(tile, End.WEST)]  # type: ignore[attr-defined]


@pytest.mark.parametrize("height", [42, 56, BONEYARD_MIN_HEIGHT, 118])
def test_the_boneyard_s_count_never_hides_its_stack(qtbot: QtBot, height: int) -> None:
    """A hostile probe opened the guided game in the smallest window: the boneyard got 42 px,
    and its count's chip covered the whole stack, the caption drawn across it. Below its least
    height the caption goes beside the stack; the chip covers a corner only, the caption none."""
    boneyard = BoneyardWidget()
    qtbot.addWidget(boneyard)
    boneyard.set_count(14)
    width = boneyard.sizeHint().width()
    stack, chip, caption, *_ = boneyard.geometry_at(width, height)
    overlap = stack.intersected(chip)
    assert overlap.width() * overlap.height() < 0.25 * stack.width() * stack.height()
    assert not stack.intersects(caption) and not chip.intersects(caption)
    assert stack.top() >= 0 and chip.top() >= 0 and stack.bottom() <= height and caption.right() <= width
