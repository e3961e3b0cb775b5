"""The real program, started on a games folder for the tests that check what it does there."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path


def start_program(folder: Path) -> subprocess.CompletedProcess[str]:
    """The real program on ``folder``: it opens its window, its games, then exits (``--smoke``)."""
    return subprocess.run(
        [sys.executable, "-m", "spectacular_bid", "--data-dir", str(folder), "--smoke"],
        env=dict(os.environ, QT_QPA_PLATFORM="offscreen"),
        capture_output=True,
        text=True,
        timeout=120,
    )
