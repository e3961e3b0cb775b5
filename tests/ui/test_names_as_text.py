"""A name is text: a hostile-input probe named the players "<h1>Ana</h1>" and "<font
color=#0b1a33>Ben" (both valid names, typed or imported), and the handoff screen, the bidding
panel and the table drew them as formatting: the unclosed font turned "Ben: press Reveal…"
navy on navy. Every label that shows a name shows it as written."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import random
from pathlib import Path

import pytest
from PySide6.QtCore import QAbstractListModel, Qt
from PySide6.QtGui import Qt as QtGui
from PySide6.QtWidgets import QAbstractItemView, QLabel, QWidget
from pytestqt.qtbot import QtBot

from spectacular_bid.core import CONTINUE, START, Bid, Stage, legal_actions
from spectacular_bid.ui.main_window import MainWindow
from spectacular_bid.ui.screenshots import policy

NAMES = ("<h1>Ana</h1>", "<font color=#0b1a33>Ben")
#: Names long enough to be cut in the history and on a name label, with tags.
LONG = ("<b>Anastasia-Maximil</b>", "<i>Bartholomew Long</i>")  # 24 letters at most

pytestmark = pytest.mark.parametrize("motion", [True, False], ids=["motion", "still"])


def _rich(text: str) -> bool:
    """Whether ``text`` holds a name that Qt would draw as formatting (a tooltip's way)."""
    return any(name in text for name in (*NAMES, *LONG)) and QtGui.mightBeRichText(text)


def _formatted_tips(root: QWidget) -> list[str]:
    """The tooltips in ``root``'s window, its widgets' and its views' cells', that would draw a
    name's tags as formatting: a hostile-input probe's player "<img src=/dev/zero>" made a
    hover read that file until memory ran out."""
    out = [f"{type(w).__name__}: {w.toolTip()!r}" for w in [root, *root.findChildren(QWidget)] if _rich(w.toolTip())]
    return out + [f"a cell: {text!r}" for text in _cell_tips(root) if _rich(text)]


def _cell_tips(root: QWidget) -> list[str]:
    """The tooltips of the cells of ``root``'s views."""
    tips = []
    for view in root.findChildren(QAbstractItemView):
        model = view.model()
        columns = 1 if isinstance(model, QAbstractListModel) else model.columnCount()
        for row in range(model.rowCount()):
            for column in range(columns):
                text = model.index(row, column).data(Qt.ItemDataRole.ToolTipRole)
                tips.append(text if isinstance(text, str) else "")
    return tips


def _formatted(window: MainWindow) -> list[str]:
    """The shown labels that would draw a name's tags as formatting, and the tooltips."""
    out = _formatted_tips(window)
    for label in window.findChildren(QLabel):
        text = label.text()
        if not label.isVisible() or not any(name in text for name in NAMES):
            continue
        rich = label.textFormat() == Qt.TextFormat.RichText or (
            label.textFormat() == Qt.TextFormat.AutoText and QtGui.mightBeRichText(text)
        )
        if rich:
            out.append(f"{label.objectName() or type(label.parent()).__name__}: {text!r}")
    return out


def test_names_with_tags_are_shown_as_written(qtbot: QtBot, window: MainWindow) -> None:
    window.controller.new_game(NAMES, rng=random.Random(7))
    window.controller.send(START)
    seen: set[str] = set()
    bids = 0
    for _ in range(400):
        state = window.controller.state
        if state.is_over:
            break
        seen.update(_formatted(window))
        if state.stage is Stage.HAND_OVER:
            window.controller.send(CONTINUE)
            continue
        action = policy(legal_actions(state), bids)
        bids += isinstance(action, Bid)
        window.fake_time.advance(1_000)  # type: ignore[attr-defined]
        window.controller.send(action)
    assert not seen, "\n".join(sorted(seen))


def test_the_questions_history_and_replay_give_tooltips_as_written(qtbot: QtBot, tmp_path: Path, motion: bool) -> None:
    """A player named "<img src=/dev/zero>" (a valid name, typed or imported) crashed the
    program on a hover of the history's cell, the Reveal button and the answers to the
    questions: every tooltip shows a name as written."""
    from test_history import play_game, store_game

    from spectacular_bid.app.storage import open_storage
    from spectacular_bid.ui.dialogs.history_dialog import HistoryDialog
    from spectacular_bid.ui.dialogs.questions import leave_question, resign_question
    from spectacular_bid.ui.dialogs.replay_viewer import ReplayViewer
    from spectacular_bid.ui.widgets.name_label import NameLabel

    seen: list[str] = []
    for question in (resign_question(None, LONG, 0), leave_question(None, LONG, 1, unkept=None, title="New game")):
        qtbot.addWidget(question)
        seen += _formatted_tips(question)
    storage, _ = open_storage(tmp_path / "data")
    try:
        record, state = play_game(0, LONG)
        store_game(storage, record, state)
        dialog = HistoryDialog(storage)
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        dialog.resize(560, 400)  # the players cut
        qtbot.waitUntil(lambda: any("Anastasia" in t for t in _cell_tips(dialog)))
        seen += _formatted_tips(dialog)
        assert any("Anastasia" in t for t in _cell_tips(dialog)), "no name cut: the test would see nothing"
    finally:
        storage.close()
    viewer = ReplayViewer(record)
    qtbot.addWidget(viewer)
    seen += _formatted_tips(viewer)
    label = NameLabel(LONG[0])
    qtbot.addWidget(label)
    label.resize(80, 30)
    label.show()
    qtbot.waitExposed(label)
    assert label.toolTip()  # cut: the whole name in its tooltip
    seen += _formatted_tips(label)
    assert not seen, "\n".join(seen)
