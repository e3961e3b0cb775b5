"""The game starts for a player whose home folder is named with accented letters and a space
(``C:\\Users\\Zoë Ørsted``, ``/home/zoë``): its settings, saved games and temporary files all
under such a folder. The Windows build is installed into and started from such a folder by the
build workflow; here the program from source starts under one."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from spectacular_bid.app.storage import DB_NAME

HOME_NAME = "Zoë Ørsted"


def test_the_game_starts_and_saves_under_an_accented_home_folder(tmp_path: Path) -> None:
    home = tmp_path / HOME_NAME
    (home / "Temp").mkdir(parents=True)
    games = home / "Spiele für Zoë"
    env = {k: v for k, v in os.environ.items() if not k.startswith("XDG_")}
    env.update(QT_QPA_PLATFORM="offscreen", HOME=str(home), USERPROFILE=str(home), TMPDIR=str(home / "Temp"))
    result = subprocess.run(
        [sys.executable, "-m", "spectacular_bid", "--smoke", "--data-dir", str(games)],
        env=env,
        cwd=home,
        capture_output=True,
        text=True,
        encoding="utf-8",
        errors="replace",
        timeout=120,
        check=False,
    )
    assert result.returncode == 0 and "Traceback" not in result.stderr, result.stderr
    assert "smoke: exit status 0" in result.stderr
    assert (games / DB_NAME).is_file()  # the games file was made there
