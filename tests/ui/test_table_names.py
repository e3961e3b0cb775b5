"""Long names beside the hands: the names' column cut "Maximilienne-Anastasia W" to
"Maxim…ia W" at every size, although two lines had room for it. It now breaks such a name
after a hyphen or at a space; the balance and clock cards, narrower, cut it one way."""

from __future__ import annotations

import random

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from spectacular_bid.core import START
from spectacular_bid.ui.main_window import MainWindow

NAMES = ("Maximilienne-Anastasia W", "Bartholomew Fitzgeraldin")  # 24 letters each


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_long_names_show_whole_beside_the_hands(qtbot: QtBot, window: MainWindow, size: tuple[int, int]) -> None:
    window.resize(*size)
    window.controller.new_game(NAMES, rng=random.Random(3))
    window.controller.send(START)
    window.handoff.reveal_button.click()
    QApplication.processEvents()
    page = window.game
    for strip in (page.own, page.other):
        label = strip.name
        assert label.whole(), label.text()
        assert "\n" in label.text()
        assert label.toolTip() == "" and label.accessibleName() in NAMES
        lines = label.text().count("\n") + 1
        assert label.height() >= lines * label.fontMetrics().height()
    assert page.own.names_box.width() == page.other.names_box.width()  # the hands line up
