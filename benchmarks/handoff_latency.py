"""Click on a legal end → the handoff screen painted, through the real window (offscreen).

Plays the scripted game (the screenshot script's deals and policy) and, for every play that
hands the turn over, times from the mouse click on the table's target (or on the tile, when it
fits one end only) until the handoff screen has finished painting. Prints the median and the
90th percentile in ms. Target: ≤ 16 ms.

    python benchmarks/handoff_latency.py [--plays 40]
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QEvent, QObject, QSettings, Qt
from PySide6.QtTest import QTest

from spectacular_bid.core import Play, Stage, legal_actions
from spectacular_bid.ui.launch import make_app
from spectacular_bid.ui.screenshots import SEED, Script, policy

PROFILE = None
if os.environ.get("PROFILE_HANDOFF"):
    import cProfile

    PROFILE = cProfile.Profile()


class PaintWatch(QObject):
    """Notes when the watched widget has painted."""

    def __init__(self) -> None:
        super().__init__()
        self.painted = False

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.painted = True
        return False


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--plays", type=int, default=40)
    args = parser.parse_args()
    app = make_app([])
    scratch = tempfile.TemporaryDirectory()  # the window's settings: none of the player's, none left behind
    settings = QSettings(str(Path(scratch.name) / "settings.ini"), QSettings.Format.IniFormat)
    script = Script(None, settings)  # the screenshot script's window, 1280×800, on a fake clock
    window, time_source = script.window, script.time
    window.start_game("Ana", "Ben", rng=random.Random(SEED))
    watch = PaintWatch()
    window.handoff.installEventFilter(watch)
    samples: list[float] = []
    while len(samples) < args.plays and not window.controller.state.is_over:
        state = window.controller.state
        if state.stage is Stage.HAND_OVER:
            window.summary.continue_button.click()
            continue
        action = policy(legal_actions(state), 0)
        hands_over = isinstance(action, Play) and window.stack.currentWidget() is window.game
        if not hands_over:
            script.act(action)
            continue
        time_source.advance(2_000)
        page = window.game
        ends = {a.end for a in legal_actions(state) if isinstance(a, Play) and a.tile is action.tile}
        hand = page.own_hand
        button = hand.tile_button(hand.tiles().index(action.tile))
        if len(ends) > 1:
            QTest.mouseClick(button, Qt.MouseButton.LeftButton)
            app.processEvents()
            assert action.end is not None
            target_widget, pos = page.table, page.table.target_rect(action.end).center()
        else:
            target_widget, pos = button, button.rect().center()
        watch.painted = False
        start = time.perf_counter()
        if PROFILE is not None:
            PROFILE.enable()
        QTest.mouseClick(target_widget, Qt.MouseButton.LeftButton, pos=pos)
        while not watch.painted and window.stack.currentWidget() is window.handoff:
            app.processEvents()
        if PROFILE is not None:
            PROFILE.disable()
        if window.stack.currentWidget() is window.handoff:
            samples.append((time.perf_counter() - start) * 1000)
    window.retire()
    if PROFILE is not None:
        import pstats

        pstats.Stats(PROFILE).sort_stats("cumtime").print_stats(25)
    samples.sort()
    print(f"plays measured: {len(samples)}")
    print(
        f"click → handoff painted: median {statistics.median(samples):.1f} ms, "
        f"90th percentile {samples[int(len(samples) * 0.9)]:.1f} ms (target ≤ 16 ms)"
    )


if __name__ == "__main__":
    main()
