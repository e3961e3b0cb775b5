"""What the handoff screen says matches the clocks it shows (issue 12, item 19; R39, R42)."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from pytestqt.qtbot import QtBot

from spectacular_bid.ui.screens.handoff_screen import HandoffScreen


def handoff(qtbot: QtBot, running: bool) -> HandoffScreen:
    screen = HandoffScreen()
    qtbot.addWidget(screen)
    screen.set_info("Ben", "Ben to play", ("Ana", "Ben"), (150, 150), (60_000, 50_000), (), running=running)
    return screen


def test_r39_a_paused_handoff_says_reveal_starts_the_clock(qtbot: QtBot) -> None:
    screen = handoff(qtbot, running=False)
    assert "paused" in screen.privacy.text()
    assert screen.reveal_button.toolTip() == "Reveal and start Ben's clock (Space, Enter, R)"


def test_r42_a_resumed_handoff_whose_clock_runs_does_not_promise_to_start_it(qtbot: QtBot) -> None:
    screen = handoff(qtbot, running=True)
    assert "running" in screen.privacy.text()
    tip = screen.reveal_button.toolTip()
    assert "start" not in tip and "already running" in tip, tip


def _painted(qtbot: QtBot, size: tuple[int, int], names: tuple[str, str], line: str) -> HandoffScreen:
    """A handoff to ``names[1]`` at ``size``, both clocks full, shown and painted."""
    screen = HandoffScreen()
    qtbot.addWidget(screen)
    screen.resize(*size)
    screen.set_info(names[1], line, names, (150, 150), (120_000, 120_000), ())
    screen.show()
    qtbot.waitExposed(screen)
    screen.grab()  # the cards paint their names
    return screen


def test_long_names_are_whole_on_the_handoff_cards_at_1024(qtbot: QtBot) -> None:
    """A play-test at 1024×640 in French read "Max…W" and "Bart…d X" on the handoff's cards,
    beside a "❚❚ EN PAUSE" badge and a third of the screen empty between the players: the
    screen already says both clocks are paused, so their cards show no badge there, and the
    balance under each clock does not name the player again: the clock above does. That kept
    18 or 19 letters of 24; a long name now takes smaller type there, whole."""
    from spectacular_bid.ui.i18n import install_language

    names = ("Maximilienne Anastasia W", "Bartholomew Fitzgerald X")
    assert install_language("fr")
    try:
        screen = _painted(qtbot, (1024, 587), names, "À Bartholomew d'ouvrir")  # a 1024×640 window's inside
        for seat in (0, 1):
            assert screen.clocks[seat].name_painted() == names[seat]  # "Max…W", then "Maximilie…asia W"
            # The balance under it does not name the player again, there cut shorter still;
            # its accessible name does.
            assert screen.balances[seat].property("nameShows") is None
            assert names[seat] in screen.balances[seat].accessibleName()
        # A resumed game whose clock runs (R42): its line says so, and no card's badge says
        # "paused" against it (the cards show a still reading).
        running = HandoffScreen()
        qtbot.addWidget(running)
        running.set_info(names[1], "", names, (150, 150), (120_000, 120_000), (), running=True)
        assert "tourne" in running.privacy.text()
        assert not any(clock.badge_shown() for clock in running.clocks)
    finally:
        install_language("en")


def test_long_names_are_whole_on_the_handoff_cards_at_1280(qtbot: QtBot) -> None:
    """A seventh play-test at 1280×800 read "Bartholomew…tzgerald X" on one handoff card beside
    "Maximiliana Anastasia W" whole on the other, with 320 px empty between the players: at
    that size both 24-letter names are whole."""
    names = ("Maximiliana Anastasia W", "Bartholomew Fitzgerald X")
    screen = _painted(qtbot, (1280, 745), names, "Bartholomew Fitzgerald X to open the hand")  # 1280×800's inside
    for seat in (0, 1):
        assert screen.clocks[seat].property("nameShows") == len(names[seat]), seat


def test_a_key_that_plays_nothing_on_the_handoff_says_what_reveals(qtbot: QtBot, window) -> None:  # type: ignore[no-untyped-def]
    """A play-test pressed 1, then D, on "Pass the device to Bo": nothing happened and nothing
    said why, where a key refused in the bidding says what to press."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    from spectacular_bid.core import START

    window.show()
    qtbot.waitExposed(window)
    window.controller.new_game(("Ana", "Bo"))
    window.controller.send(START)
    handoff = window.handoff
    assert window.stack.currentWidget() is handoff
    window.fake_time.advance(2_000)  # the device passed: keys are no longer held back
    qtbot.waitUntil(lambda: not handoff.waiting())
    state = window.controller.state
    for key in (Qt.Key.Key_1, Qt.Key.Key_D, Qt.Key.Key_Left):
        window.statusBar().clearMessage()
        QTest.keyClick(handoff, key)
        said = window.statusBar().currentMessage()
        name = state.players[state.to_act]
        assert said == f"{name}: press Reveal (Space, Enter or R) to see your hand first.", key
        assert window.controller.state is state and window.stack.currentWidget() is handoff  # nothing acted


def test_the_reveal_first_line_leaves_once_a_covered_hand_is_revealed(qtbot: QtBot, window) -> None:  # type: ignore[no-untyped-def]
    """A review: behind the handoff screen of a game reopened while its clock runs, a key said
    "press Reveal … first", and the line stayed under the hand once revealed."""
    import random

    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from real_window import click_reveal

    window.start_game("Ana", "Ben", rng=random.Random(7))
    click_reveal(qtbot, window)
    assert window.stack.currentWidget() is window.game
    window.cover()  # a game reopened while its clock runs: behind the handoff screen (R41)
    assert window.stack.currentWidget() is window.handoff
    window.fake_time.advance(2_000)
    qtbot.waitUntil(lambda: not window.handoff.waiting())
    QTest.keyClick(window.handoff, Qt.Key.Key_1)
    assert "press Reveal" in window.statusBar().currentMessage()
    click_reveal(qtbot, window)
    assert window.stack.currentWidget() is window.game
    assert "press Reveal" not in window.statusBar().currentMessage()


def test_an_arrow_on_reveal_keeps_the_keyboard_there(qtbot: QtBot) -> None:
    """A French play-test pressed ← on the guided game's handoff screen: the keyboard went from
    Reveal to "Leave the tutorial", whose Enter would leave rather than reveal."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication, QPushButton, QVBoxLayout, QWidget

    holder = QWidget()
    qtbot.addWidget(holder)
    leave = QPushButton("Leave the tutorial")
    screen = HandoffScreen()
    column = QVBoxLayout(holder)
    column.addWidget(leave)
    column.addWidget(screen)
    screen.set_info("Ana", "", ("Ana", "Ben"), (150, 150), (0, 0), ())
    holder.show()
    holder.activateWindow()
    qtbot.waitActive(holder)
    QApplication.processEvents()
    screen.reveal_button.setFocus()
    assert screen.reveal_button.hasFocus()
    strays: list[bool] = []
    screen.stray_key.connect(lambda: strays.append(True))
    for key in (Qt.Key.Key_Left, Qt.Key.Key_Up, Qt.Key.Key_Right, Qt.Key.Key_Down):
        QTest.keyClick(screen.reveal_button, key)
        assert screen.reveal_button.hasFocus(), key
    assert len(strays) == 4
