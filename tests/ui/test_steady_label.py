"""The status line under the table keeps its height from turn to turn: a play-test saw the
table jump by a line each time the words went from one line to two and back."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from typing import TYPE_CHECKING

from pytestqt.qtbot import QtBot

if TYPE_CHECKING:
    from spectacular_bid.ui.widgets.steady_label import SteadyLabel

ONE = "Your turn: play a highlighted tile."
TWO = " ".join(["You open this hand by rank with 5–5: the highest double."] * 3)


def _shown(qtbot: QtBot, width: int) -> SteadyLabel:
    """The label ``width`` wide, in a window 700 px high."""
    from PySide6.QtWidgets import QVBoxLayout, QWidget

    from spectacular_bid.ui.widgets.steady_label import SteadyLabel

    window = QWidget()
    qtbot.addWidget(window)
    label = SteadyLabel()
    label.setFixedWidth(width)
    column = QVBoxLayout(window)
    column.addWidget(label)
    column.addStretch(1)  # as under the table, the window's height goes elsewhere
    window.resize(width + 40, 700)
    window.show()
    qtbot.waitExposed(window)
    label.host = window  # type: ignore[attr-defined]  # kept alive with the label
    return label


def test_it_grows_for_longer_words_and_keeps_that_height(qtbot: QtBot) -> None:
    label = _shown(qtbot, 300)
    label.setText(ONE)
    one = label.minimumHeight()
    label.setText(TWO)
    two = label.minimumHeight()
    assert two > one  # the longer words have their room
    assert two >= label.heightForWidth(300)
    label.setText(ONE)
    assert label.minimumHeight() == two  # and keep it: nothing jumps back


def test_a_new_width_measures_again(qtbot: QtBot) -> None:
    label = _shown(qtbot, 300)
    label.setText(TWO)
    narrow = label.minimumHeight()
    label.setText(ONE)
    label.setFixedWidth(1200)
    qtbot.waitUntil(lambda: label.width() == 1200)
    assert label.minimumHeight() < narrow  # at the new width, one line is enough
    assert label.minimumHeight() >= label.heightForWidth(1200)


def test_it_is_the_tables_status_line(qtbot: QtBot) -> None:
    from spectacular_bid.ui.table.game_page import GamePage
    from spectacular_bid.ui.widgets.steady_label import SteadyLabel

    page = GamePage()
    qtbot.addWidget(page)
    assert isinstance(page.status, SteadyLabel)


def test_the_table_never_grows_back_during_a_game(qtbot: QtBot, window) -> None:  # type: ignore[no-untyped-def]
    """At 1024×640 the hand opened by rank says so on two lines, the turns after on one: the
    table shrank for the first and grew back for the others. Over a game's plays its height
    may give way once to longer words, never come back."""
    import random

    from real_window import seed_new_games

    from spectacular_bid.core import Stage
    from spectacular_bid.ui.input_guard import SETTLE_MS

    window.resize(1024, 640)
    screen = window.new_game_screen
    screen.first.setText("Ana")
    screen.second.setText("Ben")
    seed_new_games(window, 7)
    screen.start_button.click()
    heights: list[int] = []
    rng = random.Random(3)
    for _ in range(300):
        state = window.controller.state
        actions = window.controller.legal_actions()
        if state.stage is Stage.OVER or not actions:
            break
        if window.stack.currentWidget() is window.game and state.stage is Stage.PLAY:
            qtbot.wait(1)
            heights.append(window.game.table.height())
        window.fake_time.advance(SETTLE_MS)
        window.send(next((a for a in actions if a.do == "reveal"), None) or rng.choice(actions))
    assert len(heights) > 10
    assert heights == sorted(heights, reverse=True), heights


def test_in_a_window_lower_than_640_it_follows_its_words(qtbot: QtBot) -> None:
    """At 1024×600 the guided game's table needed every line: a status line kept at two lines
    pushed the players' rows out of their strips (the layout tour)."""
    from PySide6.QtWidgets import QVBoxLayout, QWidget

    from spectacular_bid.ui.widgets.steady_label import SteadyLabel

    window = QWidget()
    qtbot.addWidget(window)
    label = SteadyLabel()
    QVBoxLayout(window).addWidget(label)
    window.resize(300, 600)
    window.show()
    qtbot.waitExposed(window)
    label.setText(TWO)
    label.setText(ONE)
    assert label.minimumHeight() == 0
    window.resize(300, 640)
    qtbot.waitUntil(lambda: window.height() == 640)
    label.setText(TWO)
    label.setText(ONE)
    assert label.minimumHeight() > label.fontMetrics().lineSpacing() * 2  # kept from 640 up


def test_a_window_lowered_below_640_lets_the_kept_height_go_at_once(qtbot: QtBot) -> None:
    """A review: lowered to 600 px without a change of width, the window kept the status line's
    extra height until the next words, squeezing the table for the rest of that turn."""
    label = _shown(qtbot, 300)
    label.setText(TWO)
    label.setText(ONE)
    assert label.minimumHeight() > label.fontMetrics().lineSpacing() * 2
    window = label.window()
    window.resize(window.width(), 600)
    qtbot.waitUntil(lambda: label.minimumHeight() == 0, timeout=1000)
