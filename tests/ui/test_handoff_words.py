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
