"""A name is text: a hostile-input probe named the players "<h1>Ana</h1>" and "<font
color=#0b1a33>Ben" (both valid names, typed or imported), and the handoff screen, the bidding
panel and the table drew them as formatting: the unclosed font turned "Ben: press Reveal…"
navy on navy. Every label that shows a name shows it as written."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import Qt as QtGui
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from spectacular_bid.core import CONTINUE, START, Bid, Stage, legal_actions
from spectacular_bid.ui.main_window import MainWindow
from spectacular_bid.ui.screenshots import policy

NAMES = ("<h1>Ana</h1>", "<font color=#0b1a33>Ben")

pytestmark = pytest.mark.parametrize("motion", [True, False], ids=["motion", "still"])


def _formatted(window: MainWindow) -> list[str]:
    """The shown labels that would draw a name's tags as formatting."""
    out = []
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

