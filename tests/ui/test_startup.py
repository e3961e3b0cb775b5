"""Start-up: the first frame comes before anything that can wait (``benchmarks/startup.py``)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

# Runs the real start-up in a fresh interpreter and reports, at the moment the window says it
# is shown, which enum types PySide6 has created so far and whether the menus hold actions.
PROBE = """
import enum, sys
made = []
create = enum.EnumType._create_
def spy(cls, name, *args, **kwargs):
    made.append(name)
    return create(cls, name, *args, **kwargs)
enum.EnumType._create_ = spy
import builtins
say = builtins.print
def watch(*args, **kwargs):
    if args and str(args[0]).startswith("smoke: window shown"):
        seen = ",".join(made)  # before the probe's own imports add any
        from PySide6.QtWidgets import QApplication, QMainWindow, QMenu
        window = next(w for w in QApplication.topLevelWidgets() if isinstance(w, QMainWindow))
        actions = sum(len(m.actions()) for m in window.findChildren(QMenu) if m.title())  # not the overflow
        say("probe:", seen, "menu-actions:", actions, file=sys.stdout, flush=True)
    return say(*args, **kwargs)
builtins.print = watch
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
    made = line.split()[1].split(",")
    # Touching ``Qt`` creates its hundred enums at once (about 13 ms): AlignmentFlag is one.
    assert "AlignmentFlag" not in made and "Key" not in made
    assert "StandardKey" not in made  # QKeySequence: the menus' shortcuts come after
    assert line.split()[-1] == "0"  # the menu titles are there; their actions come next
