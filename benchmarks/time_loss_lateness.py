"""How late the controller declares a time loss on the real clock (R37): prints median and max.

Each run resumes a game whose opener has just revealed, ``--lead-ms`` before their deadline
(as a game reopened after being closed would be, R42), lets the deadline pass with the Qt event
loop running, and measures on ``time.monotonic_ns`` how long after the true deadline
``game_over`` was emitted. The target is at most 20 ms.

    QT_QPA_PLATFORM=offscreen python benchmarks/time_loss_lateness.py [--runs 10] [--lead-ms 1500]
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QCoreApplication, QEventLoop, QTimer

from spectacular_bid.app import FakeTime, MonotonicTime, Session
from spectacular_bid.app.controller import GameController
from spectacular_bid.core import START, Reveal
from spectacular_bid.core.record import Record

DELAY_AND_RESERVE_MS = 10_000 + 120_000


def revealed_record(seed: int) -> tuple[Record, int]:
    """A record whose opener revealed at 1 000 ms, and that reveal's deadline."""
    fake = FakeTime()
    session = Session(("Ana", "Ben"), started_at="2026-12-02T09:00:00Z", time=fake, rng=random.Random(seed))
    session.submit(START)
    opener = session.state.to_act
    assert opener is not None
    fake.advance(1_000)
    session.submit(Reveal(opener))
    return session.record, 1_000 + DELAY_AND_RESERVE_MS


def one_run(seed: int, lead_ms: int) -> tuple[float, int]:
    """Lateness of one time loss: (real ms after the deadline, game-time ms after it)."""
    record, due = revealed_record(seed)
    session = Session.from_record(record, MonotonicTime(), random.Random(seed), now_at=due - lead_ms)
    assert session.deadline == due
    ctrl = GameController(MonotonicTime())
    loop = QEventLoop()
    fired: list[int] = []

    def over(_result: object) -> None:
        fired.append(time.monotonic_ns())
        loop.quit()

    ctrl.game_over.connect(over)
    QTimer.singleShot(lead_ms + 5_000, loop.quit)  # a safety stop
    ctrl.load(session)
    loop.exec()
    if not fired:
        raise SystemExit("the time loss was never declared")
    real = fired[0] / 1e6 - (session.origin + due)
    return real, ctrl.state.time - due


def main(argv: list[str] | None = None) -> int:
    """Run the measurement and print each run, then the median and the max."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=10, help="how many time losses to measure")
    parser.add_argument("--lead-ms", type=int, default=1_500, help="how long before the deadline each run starts")
    args = parser.parse_args(argv)
    app = QCoreApplication.instance() or QCoreApplication(sys.argv)
    assert app is not None
    lateness: list[float] = []
    for i in range(args.runs):
        real, game = one_run(i, args.lead_ms)
        lateness.append(real)
        print(f"run {i + 1:2}: {real:7.2f} ms late (game time +{game} ms)")
    print(f"median: {statistics.median(lateness):.2f} ms")
    print(f"max: {max(lateness):.2f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
