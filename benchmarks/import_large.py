"""How long the import takes to read and check the largest record it accepts, how long the
window goes between paints meanwhile, and how long it takes to look for the game among many
stored between the same two players. Prints medians.

    python benchmarks/import_large.py [--runs 5] [--stored 2000]

Targets (issue 11): reading and checking a record just under the 8 MiB limit stays under a
second, and the window keeps painting (the longest gap between two timer ticks stays short).

Measured with 2,000 games stored (``--stored 2000 --runs 5``): the import read every game
between the same players whole to look for its own, 4.88 s; it now reads each game's first deal
and only the games dealt the same whole, 0.05 s (:meth:`~spectacular_bid.app.storage.Storage.
dealt_first`).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "app"))

from hostile_imports import played
from PySide6.QtCore import QElapsedTimer, QTimer
from PySide6.QtWidgets import QApplication

from spectacular_bid.app.records_io import check_record, read_record_file, store_checked
from spectacular_bid.app.storage import Storage, open_storage
from spectacular_bid.recordfile import RECORD_LIMIT
from spectacular_bid.ui.dialogs.history_dialog import HistoryDialog


def big_record(folder: Path) -> Path:
    """A finished record padded with an extra field to just under the limit."""
    doc = json.loads(played(0).dumps())
    doc["padding"] = []
    text = json.dumps(doc)
    doc["padding"] = [7] * ((RECORD_LIMIT - len(text) - 1024) // 3)
    path = folder / "big.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    return path


def _longest_gap_while_importing(store: Storage, path: Path) -> float:
    """Import ``path`` through the history dialog; the longest wait between two 10 ms ticks, in s."""
    dialog = HistoryDialog(store)
    dialog.show()
    clock = QElapsedTimer()
    last = [0]
    longest = [0]

    def tick() -> None:
        now = clock.elapsed()
        longest[0] = max(longest[0], now - last[0])
        last[0] = now

    timer = QTimer()
    timer.setInterval(10)
    timer.timeout.connect(tick)
    clock.start()
    timer.start()
    assert dialog.import_file(str(path)) is not None
    timer.stop()
    dialog.close()
    return longest[0] / 1000


def _seconds_among(folder: Path, stored: int, runs: int) -> list[float]:
    """Store ``stored`` finished games between Ana and Ben, then time the import of one more."""
    store, _ = open_storage(folder / "many")
    for k in range(stored):
        checked = check_record(played(2 * (k % 200) + 101).dumps().encode())
        store.import_game(checked.record, checked.state)
    times = []
    for run in range(runs):
        checked = check_record(played(2 * run + 1001).dumps().encode())
        start = time.perf_counter()
        store_checked(store, checked.record, checked.state)
        times.append(time.perf_counter() - start)
    store.close()
    return times


def main() -> int:
    """Measure and print."""
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--stored", type=int, default=2000, help="games stored before an import is timed")
    args = parser.parse_args()
    runs = args.runs
    app = QApplication.instance() or QApplication([])
    with tempfile.TemporaryDirectory() as folder:
        path = big_record(Path(folder))
        checks, gaps = [], []
        for run in range(runs):
            start = time.perf_counter()
            check_record(read_record_file(path))
            checks.append(time.perf_counter() - start)
            store, _ = open_storage(Path(folder) / f"games-{run}")
            gaps.append(_longest_gap_while_importing(store, path))
            store.close()
        app.processEvents()
        among = _seconds_among(Path(folder), args.stored, runs)
    size = path.stat().st_size if path.exists() else RECORD_LIMIT
    print(f"record: {size / 1024 / 1024:.1f} MiB")
    print(f"read and check: median {statistics.median(checks):.2f} s (max {max(checks):.2f} s)")
    print(f"longest gap between paints during the import: median {statistics.median(gaps) * 1000:.0f} ms")
    among_s = f"median {statistics.median(among):.2f} s (max {max(among):.2f} s)"
    print(f"an import with {args.stored} games stored: {among_s}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
