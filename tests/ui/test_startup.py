"""Start-up: the first frame comes before anything that can wait (``benchmarks/startup.py``)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

# Runs the real start-up in a fresh interpreter and reports, at the moment the window says it
# is shown (its "smoke:" line on standard error), which enum types exist so far (the garbage
# collector lists every class) and whether the menus hold actions. Nothing is patched but the
# standard error stream, which any program may replace.
PROBE = """
import enum, gc, sys

class Watch:
    def __init__(self, stream):
        self.stream = stream
    def write(self, text):
        if text.startswith("smoke: window shown"):
            seen = [t.__qualname__ for t in gc.get_objects() if isinstance(t, enum.EnumType)]
            from PySide6.QtWidgets import QApplication, QMainWindow, QMenu
            window = next(w for w in QApplication.topLevelWidgets() if isinstance(w, QMainWindow))
            actions = sum(len(m.actions()) for m in window.findChildren(QMenu) if m.title())  # not the overflow
            print("probe:", ",".join(seen), "menu-actions:", actions, flush=True)
        return self.stream.write(text)
    def __getattr__(self, name):
        return getattr(self.stream, name)

sys.stderr = Watch(sys.stderr)
from spectacular_bid.cli import main
sys.exit(main(["--smoke", "--data-dir", sys.argv[1]]))
"""


def test_the_first_frame_needs_neither_the_qt_namespace_nor_the_menu_actions(tmp_path: Path) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    r = subprocess.run(
        [sys.executable, "-c", PROBE, str(tmp_path)], env=env, capture_output=True, text=True, timeout=120
    )
    assert r.returncode == 0, r.stderr
    line = next(x for x in r.stdout.splitlines() if x.startswith("probe:"))
    qualnames = line.split()[1].split(",")
    assert any(q.startswith("QMainWindow.") for q in qualnames), qualnames  # the probe sees PySide6's enums
    made = {q.rsplit(".", 1)[-1] for q in qualnames}
    # Touching ``Qt`` creates its hundred enums at once (about 13 ms): AlignmentFlag is one.
    assert "AlignmentFlag" not in made and "Key" not in made
    assert "StandardKey" not in made  # QKeySequence: the menus' shortcuts come after
    assert line.split()[-1] == "0"  # the menu titles are there; their actions come next
