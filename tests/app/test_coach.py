"""History → Analyse without widgets (issue 25, item 3): the engine's own analysis run by
:class:`AnalysisRun` beside the Qt thread, kept in the games file and read back as the replay
shows it."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from pathlib import Path

from app_games import OUT_DEAL, OUT_SCRIPT
from pytestqt.qtbot import QtBot

from spectacular_bid.app.coach import AnalysisRun, Review, read_review
from spectacular_bid.app.storage import open_storage
from spectacular_bid.core import START, Resign, apply, new_game
from spectacular_bid.core.record import Event, Record

STARTED = "2026-12-02T09:00:00Z"
DECISIONS = ("play", "draw", "waive", "bid", "accept")


def _short_game() -> tuple[Record, object]:
    """OUT_DEAL's first eight decisions (an opening, nine draws, plays), then seat 1 resigns."""
    state = apply(new_game(("Ana", "Ben"), [OUT_DEAL]), START, 0)
    events = [Event(0, "start")]
    at = 0
    for action in (*OUT_SCRIPT[:18], Resign(1)):
        at += 500
        state = apply(state, action, at)
        events.append(Event.of(action, at))
    return Record(("Ana", "Ben"), state.deals, tuple(events), STARTED), state


def test_the_engines_analysis_is_run_kept_and_read_back(qtbot: QtBot, tmp_path: Path) -> None:
    store, _ = open_storage(tmp_path)
    record, state = _short_game()
    game = store.create_game(record)
    store.finish(game, state)  # type: ignore[arg-type]
    run = AnalysisRun(store, game, record)
    steps: list[tuple[int, int]] = []
    run.progressed.connect(lambda done, total: steps.append((done, total)))
    with qtbot.waitSignal(run.finished, timeout=120_000) as finished:
        run.start()
        assert run.running
    review = finished.args[0]
    assert isinstance(review, Review) and not run.running and run.unkept is None
    decided = [i for i, e in enumerate(record.events) if e.do in DECISIONS]
    assert [d.index for d in review.decisions] == decided
    assert steps[0] == (0, len(decided)) and steps[-1] == (len(decided), len(decided))
    assert read_review(store.analysis(game)) == review  # kept, and reads back the same
    assert next(g for g in store.games() if g.id == game).analysed
    valued = [d for d in review.decisions if not d.forced]
    assert valued and all(d.preferred is not None and d.value is not None for d in valued)
    for _, a, b in review.balances():
        assert abs(a + b - 300) < 0.02  # points only pass between the players
    store.close()


def test_a_cancelled_analysis_keeps_nothing(qtbot: QtBot, tmp_path: Path) -> None:
    store, _ = open_storage(tmp_path)
    record, state = _short_game()
    game = store.create_game(record)
    store.finish(game, state)  # type: ignore[arg-type]
    run = AnalysisRun(store, game, record)
    run.progressed.connect(lambda done, total: run.cancel() if done >= 1 else None)
    with qtbot.waitSignal(run.cancelled, timeout=120_000):
        run.start()
    assert store.analysis(game) is None and not run.running
    store.close()
