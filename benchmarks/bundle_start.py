"""Bundle sizes and cold-start times: ``--smoke`` unbundled against the PyInstaller bundles.

    python packaging/build.py            # first: builds dist/onedir and dist/onefile
    python benchmarks/bundle_start.py [--runs 7] [--onedir EXE] [--onefile EXE]

Prints the one-folder bundle's total size, the one-file executable's size and the median of
``--runs`` runs of ``--smoke`` (opens the main window, then exits) for ``python -m spectacular_bid``,
the one-folder and the one-file executables, offscreen unless QT_QPA_PLATFORM is set. Targets:
one-file ≤ 45 MB; one-folder start ≤ 1.1× the unbundled start.

The unbundled program runs on the Python the bundles were built from (``build/venv-py312``, made
by ``packaging/build.py``; else this Python, or ``--python``), so that the ratio is the cost of
bundling and not that of another Python and Qt release. Both run from compiled bytecode, as an
installed program does.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BUILD_PYTHON = ROOT / "build" / "venv-py312" / ("Scripts/python.exe" if sys.platform == "win32" else "bin/python")
EXE = "spectacular-bid" + (".exe" if sys.platform == "win32" else "")
MB = 1_000_000


def folder_size(path: Path) -> int:
    return sum(f.stat().st_size for f in path.rglob("*") if f.is_file() and not f.is_symlink())


def timed(cmd: list[str], env: dict[str, str]) -> float:
    start = time.perf_counter()
    subprocess.run(cmd, check=True, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--onedir", type=Path, default=ROOT / "dist" / "onedir" / "spectacular-bid" / EXE)
    parser.add_argument("--onefile", type=Path, default=ROOT / "dist" / "onefile" / EXE)
    parser.add_argument("--python", default=str(BUILD_PYTHON) if BUILD_PYTHON.exists() else sys.executable)
    args = parser.parse_args()

    onedir_size = folder_size(args.onedir.parent)
    onefile_size = args.onefile.stat().st_size
    print(f"one-folder bundle: {onedir_size / MB:.1f} MB ({args.onedir.parent})")
    verdict = "met" if onefile_size <= 45 * MB else "MISSED"
    print(f"one-file executable: {onefile_size / MB:.1f} MB (target ≤ 45 MB: {verdict})")

    with tempfile.TemporaryDirectory() as home:  # settings and saved games stay out of the user's
        env = dict(os.environ, HOME=home, USERPROFILE=home)
        env.pop("PYTHONDONTWRITEBYTECODE", None)  # the warm-up run writes the bytecode cache
        env.update(XDG_CONFIG_HOME=f"{home}/config", XDG_DATA_HOME=f"{home}/data")
        env.setdefault("QT_QPA_PLATFORM", "offscreen")
        commands = {
            "unbundled (python -m spectacular_bid)": [args.python, "-m", "spectacular_bid", "--smoke"],
            "one-folder": [str(args.onedir), "--smoke"],
            "one-file": [str(args.onefile), "--smoke"],
        }
        for cmd in commands.values():  # warm the file cache (and the one-file's first unpacking)
            timed(cmd, env)
        times: dict[str, list[float]] = {name: [] for name in commands}
        for _ in range(args.runs):  # interleaved, so that a slow moment of the machine hits all alike
            for name, cmd in commands.items():
                times[name].append(timed(cmd, env))
    print(f"unbundled on: {args.python}")
    medians = {name: statistics.median(t) for name, t in times.items()}
    base = medians["unbundled (python -m spectacular_bid)"]
    for name, median in medians.items():
        print(f"--smoke, {name}: {median * 1000:.0f} ms (median of {args.runs}, {median / base:.2f}× unbundled)")
    ratio = medians["one-folder"] / base
    print(f"one-folder start / unbundled start: {ratio:.2f} (target ≤ 1.1: {'met' if ratio <= 1.1 else 'MISSED'})")


if __name__ == "__main__":
    main()
