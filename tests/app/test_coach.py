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


def test_a_play_beside_a_lone_double_is_judged_as_the_engines_choice_at_either_end() -> None:
    """R13: beside a lone opening double, 6–4 at the west or the east end is one decision. The
    engine lists both ends (their values differ by the sampling's noise); whichever the player
    chose, the coach calls it the engine's choice and never names its mirror image instead."""
    import random
    import threading

    from spectacular_bid.app.engine_client import analysis_of
    from spectacular_bid.app.messages import analysis_text
    from spectacular_bid.core import Deal, End, Play, Reveal, Tile

    mine = tuple(Tile.of(a, b) for a, b in ((6, 4), (6, 2), (5, 1), (4, 3), (3, 0), (2, 2), (1, 0)))
    rest = [Tile.of(a, b) for a in range(7) for b in range(a + 1) if Tile.of(a, b) not in mine]
    rest.remove(Tile.of(6, 6))
    random.Random(7).shuffle(rest)
    deal = Deal((mine, (Tile.of(6, 6), *rest[:6])), tuple(rest[6:]))
    for end in (End.WEST, End.EAST):
        state = apply(new_game(("Ana", "Ben"), [deal]), START, 0)
        events = [Event(0, "start")]
        for at, action in (
            (100, Reveal(1)),
            (900, Play(1, Tile.of(6, 6), None)),
            (1000, Reveal(0)),
            (1500, Play(0, Tile.of(6, 4), end)),
        ):
            state = apply(state, action, at)
            events.append(Event.of(action, at))
        doc = analysis_of(
            Record(("Ana", "Ben"), (deal,), tuple(events), STARTED), lambda done, total: None, threading.Event()
        )
        ends = [c["event"].get("end") for c in doc["decisions"][-1]["candidates"] if c["event"].get("tile") == [6, 4]]
        assert sorted(ends) == ["east", "west"]  # the engine lists both ends
        review = read_review(doc)
        assert review is not None
        judged = review.decisions[-1]
        assert judged.chose_best and judged.verdict == "fine"
        said = analysis_text(
            "Ana",
            judged.chosen,
            judged.preferred,
            judged.value,
            judged.best,
            judged.loss,
            judged.loss_se,
            judged.verdict,
        )
        assert said.startswith(f"Ana chose to play 6–4 at the {end.value} end, the engine's choice too"), said


def test_the_price_of_an_opening_reads_back_with_its_noise_or_without_a_bad_one() -> None:
    """A bidding decision's ``opening_se`` (docs/ANALYSIS.md) is read back when it is a
    standard error, dropped (the price kept) when it is not one, and absent from an analysis
    kept before it was written."""
    item = {
        "decision": 0, "event": 2, "hand": 0, "seat": 0, "kind": "auction", "points": [150, 150],
        "chosen": {"do": "waive", "seat": 0}, "chosen_candidate": 0, "forced": False, "exact": False,
        "best": 1.0, "value": 1.0, "loss": 0.0, "loss_se": 0.0, "class": "fine",
        "candidates": [{"event": {"do": "waive", "seat": 0}, "expected": 1.0, "se": 0.5, "diff_se": 0.0}],
        "opening": 3.5, "opening_se": 1.25, "expects": {"opener": 1, "cost": 0},
    }  # fmt: skip

    def judged(**changes: object) -> tuple[float | None, float | None]:
        fields = {k: v for k, v in {**item, **changes}.items() if v is not ...}
        review = read_review({"format": "spectacular-bid-analysis", "version": 1, "decisions": [fields]})
        assert review is not None
        return review.decisions[0].opening, review.decisions[0].opening_se

    assert judged() == (3.5, 1.25)
    assert judged(opening_se=...) == (3.5, None)  # an analysis kept before the field
    for bad in (-1, float("inf"), float("nan"), "1.25", True, None):
        assert judged(opening_se=bad) == (3.5, None), bad
    game = {**item, "opening": -12.7, "opening_game": -16.6}
    review = read_review({"format": "spectacular-bid-analysis", "version": 1, "decisions": [game]})
    assert review is not None and review.decisions[0].opening_game == -16.6  # the game's part, in no points
    for bad in (float("nan"), "1", True, None, ...):
        fields = {k: v for k, v in {**game, "opening_game": bad}.items() if v is not ...}
        review = read_review({"format": "spectacular-bid-analysis", "version": 1, "decisions": [fields]})
        assert review is not None and review.decisions[0].opening_game == 0.0, bad
    jockey = {**item, "opening": 5.5, "opening_jockey": 1.6}
    review = read_review({"format": "spectacular-bid-analysis", "version": 1, "decisions": [jockey]})
    assert review is not None and review.decisions[0].opening_jockey == 1.6  # the next jockey's part
    for bad in (float("nan"), "1", True, None, ...):
        fields = {k: v for k, v in {**jockey, "opening_jockey": bad}.items() if v is not ...}
        review = read_review({"format": "spectacular-bid-analysis", "version": 1, "decisions": [fields]})
        assert review is not None and review.decisions[0].opening_jockey == 0.0, bad


def test_an_analysis_whose_numbers_no_game_gives_reads_as_none() -> None:
    """A hostile-input probe stored an analysis whose balances were 10**400 (valid JSON): the
    replay's chart raised inside its paint and the program died; with a loss of Infinity the
    replay never opened for that game. Such a document reads as no analysis (made again on
    asking), as a malformed one does."""
    item = {
        "decision": 0, "event": 2, "hand": 0, "seat": 0, "kind": "play", "points": [150, 150],
        "chosen": {"do": "draw", "seat": 0}, "chosen_candidate": 0, "forced": False, "exact": False,
        "best": 1.0, "value": 1.0, "loss": 0.0, "loss_se": 0.0, "class": "fine",
        "candidates": [{"event": {"do": "draw", "seat": 0}, "expected": 1.0, "se": 0.5, "diff_se": 0.0}],
    }  # fmt: skip

    def read(**changes: object) -> Review | None:
        return read_review({"format": "spectacular-bid-analysis", "version": 1, "decisions": [{**item, **changes}]})

    assert read() is not None
    for changes in (
        {"points": [10**400, -(10**400)]},
        {"points": [301, 0]},
        {"points": [-1, 150]},
        {"loss": float("inf")},
        {"loss": float("nan")},
        {"loss": 1e308},
        {"value": float("-inf")},
        {"best": 1e300},
        {"loss_se": float("nan")},
    ):
        assert read(**changes) is None, changes
    for changes in ({"opening": 1e308}, {"expects": {"opener": 0, "cost": 10**50}}):  # kept, the figure left out
        review = read(kind="auction", **changes)
        assert review is not None and (review.decisions[0].opening, review.decisions[0].expects) == (None, None)


def test_the_review_s_summary_adds_up_as_shown() -> None:
    """A play-test read "about 54.8 points lost in 31 decisions (38.8 in the bidding, 15.9 in the
    play)": 38.8 + 15.9 = 54.7. The summary adds up the losses each decision's line shows (the
    difference of the two numbers it shows), so that its parts add up to its whole."""
    from spectacular_bid.app.coach import Reviewed

    def judged(number: int, kind: str, value: float, best: float) -> Reviewed:
        return Reviewed(
            number, number, 0, kind, (150, 150), {}, {}, value, best, best - value, 0.1, "mistake", False, False
        )

    decisions = (judged(0, "auction", 0.0, 20.44), judged(1, "auction", 0.0, 18.44), judged(2, "play", 0.0, 15.94))
    tally = Review(decisions).tally(0)
    assert tally is not None
    assert (tally.bidding, tally.play) == (38.8, 15.9)  # 20.4 and 18.4, as each line says
    assert tally.lost == 54.7
