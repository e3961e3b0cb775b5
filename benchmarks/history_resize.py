"""How long the history window takes to resize with 2,000 games listed: prints ``median ms: X``
as its last line.

    python benchmarks/history_resize.py [--games 2000] [--runs 10] [--seed 0]

A scratch games file holds ``--games`` finished games of random legal play (twelve played games
stored again and again under other names, a game every 5 hours): short names, 24-letter ones
and practice games against the computer among them. The history (offscreen) opens at 1024×640;
each run resizes it to 1280 wide, then back to 1024, and times each resize until the window has
handled it (the columns shared out, every cell's text fitted to its column, the table repainted).

Measured with 2,000 games (the defaults; 20 resizes a run, the median of seven runs side by
side, on two cores shared with other work): 525 ms a resize when every resize measured every
cell's text again; 245 ms with each cell measured once a font (``_Cell.measure``) and its
whole text composed once. What is left: fitting each cell to its column's new width, and the
rows' heights (``resizeRowsToContents``, about a quarter).
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import tempfile
import time
from datetime import datetime, timedelta
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from spectacular_bid.app.practice import Opponent, with_opponent
from spectacular_bid.app.storage import Storage, open_storage
from spectacular_bid.core import Event, Stage, deal_from, legal_actions, needs_deal, new_game, with_deal
from spectacular_bid.core.record import Record, step
from spectacular_bid.core.state import GameState

#: Each game's players, in turn: short names, 24-letter ones, and practice against the computer
#: (a level: the computer's seat 1, named in the interface's language).
PLAYERS: tuple[tuple[str, str, str | None], ...] = (
    ("Ana", "Ben", None),
    ("Maximilienne-Anastasia W", "Bartholomew Fitzgerald X", None),
    ("Kim", "Computer", "medium"),
    ("Wilhelminaconstantinople", "Kim", None),
    ("Chloé", "Dmitri", None),
    ("Player", "Computer", "easy"),
    ("Bartholomew Fitzgerald X", "Ana", None),
    ("Wilhelminaconstantinople", "Computer", "hard"),
)
FIRST = datetime(2025, 1, 1, 9, 0)
HEIGHT = 640
WIDTHS = (1024, 1280)


def played(seed: int) -> tuple[Record, GameState]:
    """A finished game of random legal play (seeded); not over after 400 events, resigned."""
    rng = random.Random(seed)
    names = ("Ana", "Ben")
    state = new_game(names, [deal_from(rng)])
    events: list[Event] = [Event(0, "start")]
    state = step(state, events[0]).state
    at = 0
    while not state.is_over and len(events) < 400:
        if state.stage is Stage.HAND_OVER:
            if needs_deal(state):
                state = with_deal(state, deal_from(rng))
            at += 3_000
            event = Event(at, "continue")
        else:
            at += rng.randint(500, 20_000)  # some lost on time
            event = Event.of(rng.choice(legal_actions(state)), at)
        state = step(state, event, len(events)).state
        events.append(event)
    if not state.is_over:
        event = Event(at + 1, "resign", seat=rng.randint(0, 1))
        state = step(state, event, len(events)).state
        events.append(event)
    return Record(names, state.deals, tuple(events), "2026-12-02T09:00:00Z"), state


def stored_history(folder: Path, games: int, seed: int) -> Storage:
    """A games file of ``games`` finished games, a few played ones under the names of :data:`PLAYERS`."""
    store, _ = open_storage(folder)
    kinds = [played(seed + k) for k in range(12)]
    for k in range(games):
        record, state = kinds[k % len(kinds)]
        a, b, level = PLAYERS[k % len(PLAYERS)]
        started = (FIRST + timedelta(hours=5 * k)).strftime("%Y-%m-%dT%H:%M:%SZ")  # a game every 5 hours
        record = Record((a, b), record.deals, record.events, started)
        if level is not None:
            record = with_opponent(record, Opponent(1, level))
        store.import_game(record, state)
    return store


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--runs", type=int, default=10, help="resizes each way")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()

    from spectacular_bid.ui.dialogs.history_dialog import HistoryDialog
    from spectacular_bid.ui.launch import make_app

    app = make_app([])
    print(f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} processors")
    with tempfile.TemporaryDirectory(prefix="history-resize-") as folder:
        began = time.perf_counter()
        store = stored_history(Path(folder) / "data", args.games, args.seed)
        made = time.perf_counter() - began
        began = time.perf_counter()
        dialog = HistoryDialog(store)
        dialog.resize(WIDTHS[0], HEIGHT)
        dialog.show()
        app.processEvents()
        opened = time.perf_counter() - began

        def resized(width: int) -> float:
            """Resize the history to ``width`` and let the window handle it: the time it took, in ms."""
            start = time.perf_counter()
            dialog.resize(width, HEIGHT)
            app.processEvents()
            took = (time.perf_counter() - start) * 1000
            assert dialog.width() == width, (dialog.width(), width)
            return took

        wider, narrower = [], []
        for _ in range(args.runs):
            wider.append(resized(WIDTHS[1]))
            narrower.append(resized(WIDTHS[0]))
        rows = dialog.table.rowCount()
        cut = sum(1 for shown, whole in zip(dialog.shown_rows(), dialog.rows()) if shown != whole)
        dialog.close()
        store.close()
    times = wider + narrower
    print(f"games: {rows} ({cut} rows cut at {WIDTHS[0]} px); stored in {made:.1f} s, history opened in {opened:.2f} s")
    print(f"{WIDTHS[0]} → {WIDTHS[1]}: median {statistics.median(wider):.0f} ms")
    print(f"{WIDTHS[1]} → {WIDTHS[0]}: median {statistics.median(narrower):.0f} ms")
    print(f"min: {min(times):.0f} ms  max: {max(times):.0f} ms  over {len(times)} resizes")
    print(f"median ms: {statistics.median(times):.0f}")


if __name__ == "__main__":
    main()
