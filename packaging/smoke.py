"""Start a built program with ``--smoke`` under a time limit and say how it went.

    python packaging/smoke.py EXECUTABLE [--timeout SECONDS] [--data-dir DIR]

The program opens its window and exits 0 (``spectacular-bid --smoke``). A windowed program has
no standard error, so it is told to write its messages to a log file (``SPECTACULAR_BID_LOG``),
printed here afterwards, and its exit status to a status file (``--status-file``), read here
afterwards: a program that exits 0 without having written 0 there never ran its check. If it
has not ended within the time limit — a modal error dialog waiting for a click, say — it is
killed and the check fails. Settings, saved games and temporary files (where a one-file
program unpacks itself) go to a fresh temporary folder, never the user's, named with accented
letters and a space as a home folder such as ``C:\\Users\\Zoë Ørsted`` is: a program that
cannot start from such a path fails here. Exits with the program's status, or 124 on a timeout
(as ``timeout`` does). Runs the same on Windows, macOS (which has no ``timeout`` command) and
Linux; on Linux without a display, set ``QT_QPA_PLATFORM=offscreen``.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

TIMED_OUT = 124
HOME_NAME = "Zoë Ørsted"  #: the home folder's name: not ASCII, with a space


def smoke(executable: str, timeout: float, data_dir: str | None = None) -> int:
    """Run ``executable --smoke`` with a log file; print the log; return the exit status."""
    with tempfile.TemporaryDirectory() as top:
        home = str(Path(top) / HOME_NAME)
        temp = Path(home) / "Temp"
        temp.mkdir(parents=True)
        log = Path(home) / "smoke.log"
        env = dict(os.environ, SPECTACULAR_BID_LOG=str(log), HOME=home, USERPROFILE=home)
        env.update(XDG_CONFIG_HOME=str(Path(home) / "config"), XDG_DATA_HOME=str(Path(home) / "data"))
        env["APPDATA"] = env["LOCALAPPDATA"] = str(Path(home) / "AppData")
        env["TEMP"] = env["TMP"] = env["TMPDIR"] = str(temp)
        status_path = Path(home) / "smoke.status"
        cmd = [executable, "--smoke", "--data-dir", data_dir or str(Path(home) / "games")]
        cmd += ["--status-file", str(status_path)]
        print("+", " ".join(cmd), flush=True)
        start = time.perf_counter()
        try:
            status = subprocess.run(cmd, env=env, timeout=timeout, check=False).returncode
        except subprocess.TimeoutExpired:
            print(f"smoke.py: no exit after {timeout:.0f} s: killed (a dialog waiting?)", flush=True)
            status = TIMED_OUT
        took = time.perf_counter() - start
        if log.exists():
            print(log.read_text(encoding="utf-8", errors="replace"), end="", flush=True)
        print(f"smoke.py: exit status {status} after {took:.2f} s", flush=True)
        if status == TIMED_OUT:
            return status
        written = status_path.read_text(encoding="utf-8", errors="replace") if status_path.exists() else None
        status, said = verdict(status, written)
        print(f"smoke.py: {said}", flush=True)
        return status


def verdict(exit_status: int, written: str | None) -> tuple[int, str]:
    """The check's status, and why, from the program's exit status and what it wrote to its
    status file (None: no file).

    >>> verdict(0, "0\\n")
    (0, 'the status file says 0')
    >>> verdict(0, None)
    (1, 'exit status 0 but no status file: the check never ran')
    >>> verdict(0, "1\\nTraceback (most recent call last): ...")[0], verdict(3, None)[0], verdict(1, "1\\n")[0]
    (1, 3, 1)
    """
    if written is None:
        if exit_status == 0:
            return 1, "exit status 0 but no status file: the check never ran"
        return exit_status, "no status file: the program stopped before its check ended"
    first, _, error = written.partition("\n")
    said = f"the status file says {first.strip()}" + (f":\n{error.rstrip()}" if error.strip() else "")
    try:
        written_status = int(first)
    except ValueError:
        return exit_status or 1, said
    return exit_status or written_status, said


def main() -> int:
    if hasattr(sys.stdout, "reconfigure"):  # a console's code page may lack a letter of a path
        sys.stdout.reconfigure(errors="backslashreplace")
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("executable")
    parser.add_argument("--timeout", type=float, default=120.0, help="seconds before the program is killed")
    parser.add_argument("--data-dir", help="the saved games' folder (default: a fresh temporary one)")
    args = parser.parse_args()
    return smoke(args.executable, args.timeout, args.data_dir)


if __name__ == "__main__":
    sys.exit(main())
