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
            print("modules:", ",".join(sorted(m for m in sys.modules if m.startswith("spectacular_bid"))), flush=True)
        return self.stream.write(text)
    def __getattr__(self, name):
        return getattr(self.stream, name)

sys.stderr = Watch(sys.stderr)
from spectacular_bid.cli import main
sys.exit(main(["--smoke", "--data-dir", sys.argv[1]]))
"""


def _probe(tmp_path: Path) -> list[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    r = subprocess.run(
        [sys.executable, "-c", PROBE, str(tmp_path)], env=env, capture_output=True, text=True, timeout=120
    )
    assert r.returncode == 0, r.stderr
    return r.stdout.splitlines()


def test_the_first_frame_needs_neither_the_qt_namespace_nor_the_menu_actions(tmp_path: Path) -> None:
    line = next(x for x in _probe(tmp_path) if x.startswith("probe:"))
    qualnames = line.split()[1].split(",")
    assert any(q.startswith("QMainWindow.") for q in qualnames), qualnames  # the probe sees PySide6's enums
    made = {q.rsplit(".", 1)[-1] for q in qualnames}
    # Touching ``Qt`` creates its hundred enums at once (about 13 ms): AlignmentFlag is one.
    assert "AlignmentFlag" not in made and "Key" not in made
    assert "StandardKey" not in made  # QKeySequence: the menus' shortcuts come after
    assert line.split()[-1] == "0"  # the menu titles are there; their actions come next


def test_the_first_frame_loads_neither_the_rules_nor_the_computer(tmp_path: Path) -> None:
    """The records, the views, the seat's inference, the session and the computer player load
    when a game needs them, after the first frame (the words of a refusal need the rules' codes
    of refusal, and the rules come with them)."""
    line = next(x for x in _probe(tmp_path) if x.startswith("modules:"))
    loaded = set(line.split()[1].split(","))
    assert "spectacular_bid.ui.main_window" in loaded  # the probe sees the package's modules
    later = {
        "spectacular_bid.core.record",
        "spectacular_bid.core.knowledge",
        "spectacular_bid.core.view",
        "spectacular_bid.app.session",
        "spectacular_bid.app.controller",
        "spectacular_bid.app.computer",
        "spectacular_bid.app.engine_client",
        "spectacular_bid.ui.computer_play",
    }
    assert loaded & later == set()
    assert not any(m.startswith("spectacular_bid.engine") for m in loaded)
