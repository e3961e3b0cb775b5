"""The real program, started on a games folder for the tests that check what it does there."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path


def start_program(folder: Path, user: int | None = None) -> subprocess.CompletedProcess[str]:
    """The real program on ``folder``: it opens its window, its games, then exits (``--smoke``);
    run as ``user`` (a user id, from root, with util-linux's ``setpriv``) if given. Its
    preferences are its own, beside ``folder``: the tests read its English sentences, and a
    tester who had chosen French in the game saw them fail."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=str(folder.parent / "preferences"))
    command = [sys.executable, "-m", "spectacular_bid", "--data-dir", str(folder), "--smoke"]
    if user is not None:
        env["HOME"] = str(folder.parent)  # somewhere that user may look
        command = ["setpriv", f"--reuid={user}", f"--regid={user}", "--clear-groups", *command]
    return subprocess.run(command, env=env, capture_output=True, text=True, timeout=120)
