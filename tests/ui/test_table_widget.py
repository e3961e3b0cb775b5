"""The table widget's behaviour: clicks and keys on target slots, drops, and what it says."""

from __future__ import annotations

import os
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
from PySide6.QtCore import QByteArray, QMimeData, QPointF, Qt
from PySide6.QtGui import QDragEnterEvent, QDragMoveEvent, QDropEvent
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from spectacular_bid.core import End, Table, Tile
from spectacular_bid.ui.table.table_widget import TILE_MIME, TableWidget, tile_from_mime, tile_mime_data

T = Tile.of


def spinner_table() -> Table:
    """[6|6] with an east [6|3] and a west [6|2]: its side branches are open."""
    return Table().open_with(T(6, 6)).place(T(6, 3), End.EAST).place(T(6, 2), End.WEST)


@pytest.fixture
def widget(qtbot: QtBot) -> TableWidget:
    w = TableWidget()
    qtbot.addWidget(w)
    w.resize(900, 520)
    w.set_table(spinner_table(), 2)
    w.show()
    return w


def drag_event(kind: type[QDragMoveEvent], pos: QPointF, *args: Any) -> QDragMoveEvent:
    """A drag event at ``pos``: Qt 6.12 takes the point as it is and deprecates whole pixels,
    which earlier versions alone take."""
    try:
        return kind(pos, *args)
    except TypeError:
        return kind(pos.toPoint(), *args)


def drop(widget: TableWidget, data: QMimeData, pos: QPointF) -> QDropEvent:
    actions = Qt.DropAction.MoveAction | Qt.DropAction.CopyAction
    buttons, mods = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
    QApplication.sendEvent(widget, drag_event(QDragEnterEvent, pos, actions, data, buttons, mods))
    QApplication.sendEvent(widget, drag_event(QDragMoveEvent, pos, actions, data, buttons, mods))
    event = QDropEvent(pos, actions, data, buttons, mods)
    QApplication.sendEvent(widget, event)
    return event


def test_mime_round_trip_and_garbage() -> None:
    data = tile_mime_data(T(3, 5))
    assert data.hasFormat(TILE_MIME)
    assert bytes(data.data(TILE_MIME).data()) == b"5,3"
    assert tile_from_mime(data) == T(5, 3)
    for raw in (b"", b"7,1", b"a,b", b"1,2,3", b"1"):
        bad = QMimeData()
        bad.setData(TILE_MIME, QByteArray(raw))
        assert tile_from_mime(bad) is None
    assert tile_from_mime(QMimeData()) is None


def test_clicking_a_slot_emits_its_end(qtbot: QtBot, widget: TableWidget) -> None:
    tile = T(6, 1)
    widget.set_targets(dict.fromkeys((End.NORTH, End.SOUTH), tile))
    assert set(widget.targets()) == {End.NORTH, End.SOUTH}
    north = widget.target_rect(End.NORTH)
    assert north.bottom() < widget.tile_rect(0).top(), "the north slot is above the spinner"
    with qtbot.waitSignal(widget.end_clicked) as blocker:
        qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, pos=north.center())
    assert blocker.args == [End.NORTH]
    with qtbot.waitSignal(widget.end_clicked) as blocker:
        qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, pos=widget.target_rect(End.SOUTH).center())
    assert blocker.args == [End.SOUTH]


def test_clicks_elsewhere_or_without_targets_do_nothing(qtbot: QtBot, widget: TableWidget) -> None:
    widget.set_targets([End.EAST])
    with qtbot.assertNotEmitted(widget.end_clicked):
        qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, pos=widget.tile_rect(0).center())
        qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, pos=widget.rect().topLeft() + widget.rect().center() / 8)
    east = widget.target_rect(End.EAST).center()
    widget.clear_targets()
    with qtbot.assertNotEmitted(widget.end_clicked):
        qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, pos=east)


def test_ends_that_are_not_open_are_not_offered(widget: TableWidget) -> None:
    widget.set_targets([End.WEST, None])
    assert set(widget.targets()) == {End.WEST}
    widget.set_table(Table().open_with(T(5, 3)))
    widget.set_targets([End.NORTH, End.EAST])
    assert set(widget.targets()) == {End.EAST}, "no side branch without a spinner (R13)"


def test_a_double_gets_a_crosswise_slot(widget: TableWidget) -> None:
    table = Table().open_with(T(5, 3), 5)
    widget.set_table(table)
    widget.set_targets({End.EAST: T(3, 3)})
    slot = widget.target_rect(End.EAST)
    assert slot.height() > slot.width()
    widget.set_targets({End.EAST: T(3, 1)})
    slot = widget.target_rect(End.EAST)
    assert slot.width() > slot.height()


def test_keyboard_picks_a_target(qtbot: QtBot, widget: TableWidget) -> None:
    widget.set_targets([End.WEST, End.EAST])
    widget.setFocus()
    qtbot.keyClick(widget, Qt.Key.Key_Right)
    assert "west" in widget.accessibleDescription().lower()
    qtbot.keyClick(widget, Qt.Key.Key_Right)
    with qtbot.waitSignal(widget.end_clicked) as blocker:
        qtbot.keyClick(widget, Qt.Key.Key_Return)
    assert blocker.args == [End.EAST]
    widget.set_targets([End.SOUTH])
    with qtbot.waitSignal(widget.end_clicked) as blocker:
        qtbot.keyClick(widget, Qt.Key.Key_Space)
    assert blocker.args == [End.SOUTH], "a single target is chosen straight away"


def test_dropping_a_tile_on_a_slot_emits_tile_and_end(qtbot: QtBot, widget: TableWidget) -> None:
    tile = T(2, 4)
    widget.set_targets({End.WEST: tile})
    target = QPointF(widget.target_rect(End.WEST).center())
    with qtbot.waitSignal(widget.tile_dropped) as blocker:
        event = drop(widget, tile_mime_data(tile), target)
    assert event.isAccepted()
    assert blocker.args == [tile, End.WEST]
    # A drop that misses the slot a little still lands there.
    near = target + QPointF(0, widget.unit() * 1.5)
    with qtbot.waitSignal(widget.tile_dropped) as blocker:
        drop(widget, tile_mime_data(tile), near)
    assert blocker.args == [tile, End.WEST]


def test_a_drop_on_an_end_the_tile_does_not_fit_names_that_end(qtbot: QtBot, widget: TableWidget) -> None:
    """6–4 fits the spinner's free sides (north, south), not the east end showing 3. Dropped
    on the east end it went to the nearest end it fits, without a word (a play-test): the drop
    now names the end it was dropped on, for the page to explain why it does not fit."""
    tile = T(6, 4)
    widget.set_targets({End.EAST: tile})
    east = QPointF(widget.target_rect(End.EAST).center())
    widget.set_targets({End.NORTH: tile, End.SOUTH: tile})
    with qtbot.waitSignal(widget.tile_dropped) as blocker:
        drop(widget, tile_mime_data(tile), east)
    assert blocker.args == [tile, End.EAST]
    north = QPointF(widget.target_rect(End.NORTH).center())
    with qtbot.waitSignal(widget.tile_dropped) as blocker:
        drop(widget, tile_mime_data(tile), north + QPointF(widget.unit() * 1.5, 0))
    assert blocker.args == [tile, End.NORTH], "a drop that misses an offered end a little still lands there"


def test_foreign_drops_and_far_drops_are_ignored(qtbot: QtBot, widget: TableWidget) -> None:
    widget.set_targets({End.WEST: T(2, 4)})
    text = QMimeData()
    text.setText("2,4")
    with qtbot.assertNotEmitted(widget.tile_dropped):
        drop(widget, text, QPointF(widget.target_rect(End.WEST).center()))
        drop(widget, tile_mime_data(T(2, 4)), QPointF(widget.width() - 5, widget.height() - 5))
    widget.clear_targets()
    with qtbot.assertNotEmitted(widget.tile_dropped):
        drop(widget, tile_mime_data(T(2, 4)), QPointF(widget.tile_rect(2).center()))


def test_empty_table_offers_the_opening(qtbot: QtBot, widget: TableWidget) -> None:
    widget.set_table(Table())
    widget.set_targets({None: T(6, 4)})
    slot = widget.target_rect(None)
    assert slot.width() > slot.height()
    with qtbot.waitSignal(widget.end_clicked) as blocker:
        qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, pos=slot.center())
    assert blocker.args == [None]


def test_accessible_name_and_description(widget: TableWidget) -> None:
    assert widget.accessibleName() == "Table"
    text = widget.accessibleDescription()
    assert "3 tiles played" in text and "End total 5" in text, "R16: 2 + 3, unused branches count 0"
    assert "west shows 2" in text and "north shows 6" in text
    widget.set_targets([End.NORTH])
    assert "You can play at: north." in widget.accessibleDescription()
    widget.set_table(Table())
    assert widget.accessibleDescription().startswith("No tile played yet")


def test_layout_follows_the_widget_shape(widget: TableWidget) -> None:
    wide = widget.layout_result().frame
    widget.resize(500, 700)
    tall = widget.layout_result().frame
    assert wide.w / wide.h > 1 > tall.w / tall.h


def test_slots_take_the_shape_of_the_dragged_tile(widget: TableWidget) -> None:
    widget.set_table(Table().open_with(T(5, 3), 5))
    widget.set_targets({End.EAST: T(3, 1)})
    assert widget.target_rect(End.EAST).width() > widget.target_rect(End.EAST).height()
    data = tile_mime_data(T(3, 3))
    actions = Qt.DropAction.MoveAction
    buttons, mods = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
    QApplication.sendEvent(
        widget, drag_event(QDragEnterEvent, QPointF(widget.rect().center()), actions, data, buttons, mods)
    )
    slot = widget.target_rect(End.EAST)
    assert slot.height() > slot.width(), "a dragged double shows a crosswise slot"
