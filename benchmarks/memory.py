"""Peak memory over a full game played through the real window (offscreen).

Plays the scripted game (the screenshot script's deals and policy, without saving pictures)
until it ends, in a fresh process, and prints the peak resident memory. Target: ≤ 80 MB.

    python benchmarks/memory.py
"""

from __future__ import annotations

import os
import random
import resource
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def play() -> int:
    from PySide6.QtCore import QEvent, QSettings

    from spectacular_bid.core import Stage, legal_actions
    from spectacular_bid.ui.launch import make_app
    from spectacular_bid.ui.screenshots import SEED, Script, policy

    app = make_app([])
    scratch = tempfile.TemporaryDirectory()  # the window's settings: none of the player's, none left behind
    settings = QSettings(str(Path(scratch.name) / "settings.ini"), QSettings.Format.IniFormat)
    script = Script(None, settings)  # the screenshot script's window, 1280×800, on a fake clock
    window = script.window
    window.start_game("Ana", "Ben", rng=random.Random(SEED))
    steps = 0
    while not window.controller.state.is_over and steps < 5_000:
        state = window.controller.state
        if state.stage is Stage.HAND_OVER:
            window.summary.continue_button.click()
        else:
            script.act(policy(legal_actions(state), script.bids))
        window.repaint()  # paint every screen the players would see
        app.processEvents()  # and let the event loop's timers run (the caches they fill count)
        app.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)  # as the event loop does
        steps += 1
    hands = window.controller.state.hands_dealt
    window.retire()
    return hands * 10_000 + steps


def main() -> None:
    if len(sys.argv) > 1 and sys.argv[1] == "--child":
        code = play()
        peak_kb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        print(f"{code} {peak_kb}")
        return
    import subprocess

    out = subprocess.run([sys.executable, __file__, "--child"], capture_output=True, text=True, check=True).stdout
    code, peak_kb = (int(x) for x in out.split()[-2:])
    print(f"hands played: {code // 10_000}, decisions: {code % 10_000}")
    print(f"peak memory over a full game: {peak_kb / 1024:.1f} MB (target ≤ 80 MB)")


if __name__ == "__main__":
    main()
