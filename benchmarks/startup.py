"""Cold start to a shown window, process start to first paint as each process reports it:
the game (``spectacular-bid --smoke``) against a bare PySide6
window holding a 28-item QGraphicsView, measured in the same run. Prints medians.

    python benchmarks/startup.py [--runs 7]

Target: the game within 1.3× of the bare window.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time

BARE = """
import sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsView
app = QApplication(sys.argv)
scene = QGraphicsScene()
for i in range(28):
    scene.addRect(i * 30, 0, 24, 48)
view = QGraphicsView(scene)
view.resize(1280, 800)
view.show()
app.processEvents()
import time
print(f"smoke: window shown at {time.time():.6f}", file=sys.stderr, flush=True)
QTimer.singleShot(0, app.quit)
app.exec()
"""


def timed(cmd: list[str], env: dict[str, str]) -> float:
    """Seconds from starting the process to its window shown (as the process reports it)."""
    start = time.time()
    done = subprocess.run(cmd, check=True, env=env, capture_output=True, text=True)
    for line in done.stderr.splitlines():
        if line.startswith("smoke: window shown at "):
            return float(line.rsplit(" ", 1)[1]) - start
    raise RuntimeError(f"{cmd[0]} did not say when its window showed: {done.stderr[-300:]}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args()
    env = dict(os.environ)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    # Start both as a player's computer does: an installed game (pip, or the packaged app)
    # runs from compiled bytecode, which the warm-up runs below write if this shell forbids it.
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    with tempfile.TemporaryDirectory() as data:
        game_cmd = [sys.executable, "-m", "spectacular_bid", "--smoke", "--data-dir", data]
        probe = subprocess.run(game_cmd, env=env, capture_output=True)
        if probe.returncode != 0:  # before saved games existed there was no --data-dir
            game_cmd = [sys.executable, "-m", "spectacular_bid", "--smoke"]
        bare_cmd = [sys.executable, "-c", BARE]
        timed(bare_cmd, env)  # warm the file and bytecode caches for both
        timed(game_cmd, env)
        bare, game = [], []
        for _ in range(args.runs):
            bare.append(timed(bare_cmd, env))
            game.append(timed(game_cmd, env))
    b, g = statistics.median(bare), statistics.median(game)
    print(f"bare PySide6 window: {b * 1000:.0f} ms (median of {args.runs})")
    print(f"spectacular-bid --smoke: {g * 1000:.0f} ms (median of {args.runs})")
    print(f"ratio: {g / b:.2f} (target ≤ 1.3)")


if __name__ == "__main__":
    main()
