"""Test-only driver for ``test_kill.py``: plays scripted decisions through a saving controller.

``python tests/app/kill_driver.py DATA_DIR SEED N`` starts a new stored game in DATA_DIR (the
wall clock, real time) and makes up to N decisions chosen from the legal ones with ``SEED``,
printing ``[seq, event]`` for every event the controller has accepted (and so, committed)
as soon as ``send`` returns, flushed — the test kills the process at random moments.
"""

from __future__ import annotations

import json
import random
import sys
import time
from pathlib import Path

from PySide6.QtCore import QCoreApplication

from spectacular_bid.app.controller import GameController
from spectacular_bid.app.storage import open_storage
from spectacular_bid.core import START, legal_actions


def main(folder: Path, seed: int, decisions: int) -> int:
    """Play; exit 0 when the game is over or N decisions were made."""
    app = QCoreApplication.instance() or QCoreApplication([])
    storage, _ = open_storage(folder)
    ctrl = GameController(storage=storage)  # the wall clock, as the program uses
    rng = random.Random(seed)
    ctrl.new_game(("Ana", "Ben"), rng=random.Random(seed + 1))
    reported = 0

    def report() -> None:
        nonlocal reported
        events = ctrl.session.record.events
        for seq in range(reported, len(events)):
            print(json.dumps([seq, events[seq].to_json()]), flush=True)
        reported = len(events)

    ctrl.state_changed.connect(report)  # each commit is on disk before this runs
    ctrl.send(START)
    for _ in range(decisions):
        if ctrl.state.is_over:
            break
        app.processEvents()
        time.sleep(rng.random() * 0.002)
        options = legal_actions(ctrl.state)
        bids = [a for a in options if a.do == "bid"]
        others = [a for a in options if a.do != "bid"]
        ctrl.send(rng.choice(others if others and rng.random() < 0.8 else bids or others))
    storage.close()
    return 0


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])))
