"""History → Analyse in the window (issue 25, item 3): the analysis runs beside the dialog with
its progress and Cancel, is kept in the games file so that it opens at once the next time, and
the replay shows a mark on each costly decision, the engine's words for the selected one and
each player's expected balance, decisions clickable. The analyser here is a stand-in with
known values; the engine's own is tested with the engine."""

from __future__ import annotations

import dataclasses
import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import random
import threading
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt
from pytestqt.qtbot import QtBot

from spectacular_bid.app import coach
from spectacular_bid.app.coach import Cancelled, read_review
from spectacular_bid.app.storage import Storage, open_storage
from spectacular_bid.core import Resign, Reveal, deal_from, legal_actions, new_game
from spectacular_bid.core.record import Event, Record, replay, step
from spectacular_bid.ui.dialogs.history_dialog import HistoryDialog
from spectacular_bid.ui.dialogs.replay_viewer import ReplayViewer
from spectacular_bid.ui.i18n import install_language

STARTED = "2026-12-02T09:00:00Z"
DECISIONS = ("play", "draw", "waive", "bid", "accept")


def _game(seed: int = 3) -> tuple[Record, Any]:
    """A short game: random legal decisions for 30 events, then seat 1 resigns."""
    rng = random.Random(seed)
    state = new_game(("Ana", "Ben"), [deal_from(rng)])
    events: list[Event] = []
    at = 0
    for _ in range(30):
        options = [a for a in legal_actions(state) if a.do not in ("resign", "tick", "void", "continue")]
        if not options or state.is_over:
            break
        choice = next((a for a in options if isinstance(a, Reveal)), None) or rng.choice(options)
        at += 700
        event = Event.of(choice, at)
        state = step(state, event, len(events)).state
        events.append(event)
    event = Event.of(Resign(1), at + 500)
    state = step(state, event, len(events)).state
    events.append(event)
    return Record(("Ana", "Ben"), state.deals, tuple(events), STARTED), state


def fake_analysis(record: Record, progress: Callable[[int, int], None], cancel: threading.Event) -> dict[str, Any]:
    """An analysis document with known values: decision 1 a blunder (12 points lost), decision
    2 a mistake, the others the engine's own choice."""
    indices = [s.index for s in replay(record) if s.ok and s.event.do in DECISIONS]
    decisions = []
    progress(0, len(indices))
    for n, i in enumerate(indices):
        if cancel.is_set():
            raise Cancelled
        event = record.events[i].to_json()
        del event["at"]
        loss = {1: 12.0, 2: 6.0}.get(n, 0.0)
        value = 3.0 - n
        decisions.append(
            {
                "decision": n,
                "event": i,
                "hand": 0,
                "seat": record.events[i].seat,
                "kind": "play",
                "points": [150, 150],
                "chosen": event,
                "chosen_candidate": 1 if loss else 0,
                "forced": False,
                "exact": False,
                "best": value + loss,
                "value": value,
                "loss": loss,
                "loss_se": 0.5,
                "class": {12.0: "blunder", 6.0: "mistake"}.get(loss, "fine"),
                "candidates": [{"event": {"do": "draw", "seat": record.events[i].seat}, "expected": value + loss}],
            }
        )
        progress(n + 1, len(indices))
    return {"format": "spectacular-bid-analysis", "version": 1, "players": list(record.players), "decisions": decisions}


@pytest.fixture
def stored(tmp_path: Path) -> Iterator[tuple[Storage, int]]:
    store, _ = open_storage(tmp_path)
    record, state = _game()
    game = store.create_game(record)
    store.finish(game, state)
    yield store, game
    store.close()


@pytest.fixture
def quick(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(coach, "ANALYSER", fake_analysis)


def _history(qtbot: QtBot, store: Storage, game: int) -> HistoryDialog:
    history = HistoryDialog(store)
    qtbot.addWidget(history)
    history.show()
    history.select_game(game)
    return history


def _opened(history: HistoryDialog) -> ReplayViewer | None:
    return next((v for v in history.viewers if isinstance(v, ReplayViewer)), None)


def test_analyse_runs_beside_the_dialog_and_the_replay_shows_it(
    qtbot: QtBot, stored: tuple[Storage, int], quick: None
) -> None:
    store, game = stored
    history = _history(qtbot, store, game)
    assert history.analyse_button.isEnabled() and history.analyse_button.text() == "Analyse"
    qtbot.mouseClick(history.analyse_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: _opened(history) is not None, timeout=10_000)
    assert history.run is None and not history.progress_row.isVisible()
    assert read_review(store.analysis(game)) is not None
    assert history.games()[0].analysed and history.analyse_button.text() == "Show the analysis"
    viewer = _opened(history)
    assert viewer is not None and viewer.review is not None
    blunder, mistake = viewer.review.decisions[1], viewer.review.decisions[2]
    moves = viewer.moves()
    assert moves[blunder.index].split(" — ")[0].endswith(" ??")
    assert moves[mistake.index].split(" — ")[0].endswith(" ?")
    assert sum(" ?" in m.split(" — ")[0] for m in moves) == 2
    viewer.set_position(blunder.index)
    said = viewer.explanation.text()
    assert "about 12.0 points lost, a blunder" in said and "the engine preferred to draw from the boneyard" in said
    chart = viewer.balance_chart
    assert chart is not None and chart.isVisible()
    viewer.set_position(0)
    last = viewer.review.decisions[-1]
    qtbot.mouseClick(chart, Qt.MouseButton.LeftButton, pos=QPoint(chart.width() - 24, chart.height() // 2))
    assert viewer.position == last.index  # the decision nearest the click
    qtbot.mouseClick(viewer.chart_switch, Qt.MouseButton.LeftButton)
    assert viewer.charts.currentWidget() is viewer.chart  # the reserves, a click away


def test_an_analysed_game_opens_at_once_the_next_time(qtbot: QtBot, stored: tuple[Storage, int], quick: None) -> None:
    store, game = stored
    store.save_analysis(game, fake_analysis(store.record(game), lambda *_: None, threading.Event()))
    history = _history(qtbot, store, game)
    viewer = history.analyse_selected()
    assert viewer is not None and viewer.review is not None and history.run is None
    plain = history.open_replay()
    assert plain is not None and plain.review is not None  # the replay shows it too


def test_the_analysis_can_be_cancelled_and_the_dialog_answers_meanwhile(
    qtbot: QtBot, stored: tuple[Storage, int], monkeypatch: pytest.MonkeyPatch
) -> None:
    store, game = stored
    started, release = threading.Event(), threading.Event()

    def slow(record: Record, progress: Callable[[int, int], None], cancel: threading.Event) -> dict[str, Any]:
        progress(0, 40)
        progress(1, 40)
        started.set()
        while not cancel.is_set():
            release.wait(0.01)
        raise Cancelled

    monkeypatch.setattr(coach, "ANALYSER", slow)
    history = _history(qtbot, store, game)
    history.analyse_selected()
    assert history.progress_row.isVisible() and not history.analyse_button.isEnabled()
    qtbot.waitUntil(lambda: history.progress_text.text() == "Decision 1 of 40", timeout=5_000)
    assert started.is_set() and history.progress.maximum() == 40 and history.progress.value() == 1
    history.refresh()  # the dialog answers while the engine works
    assert history.replay_button.isEnabled()
    qtbot.mouseClick(history.cancel_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: history.run is None, timeout=5_000)
    assert not history.progress_row.isVisible() and history.status.text() == "The analysis was cancelled."
    assert store.analysis(game) is None and _opened(history) is None and history.analyse_button.isEnabled()


def test_a_failed_analysis_is_told_and_nothing_is_kept(
    qtbot: QtBot, stored: tuple[Storage, int], monkeypatch: pytest.MonkeyPatch
) -> None:
    store, game = stored

    def broken(record: Record, progress: Callable[[int, int], None], cancel: threading.Event) -> dict[str, Any]:
        raise ValueError("no deal for hand 2")

    monkeypatch.setattr(coach, "ANALYSER", broken)
    history = _history(qtbot, store, game)
    history.analyse_selected()
    qtbot.waitUntil(lambda: history.run is None, timeout=5_000)
    assert history.last_message is not None and "no deal for hand 2" in history.last_message[1]
    assert store.analysis(game) is None


def test_a_game_too_long_to_analyse_is_told_plainly(
    qtbot: QtBot, stored: tuple[Storage, int], monkeypatch: pytest.MonkeyPatch
) -> None:
    """A hostile-input probe imported a legal game of 3,900 hands, 84,173 decisions: its
    analysis would have taken about 40 hours. The coach says it analyses games up to a size."""
    from spectacular_bid.app.engine_client import AnalysisTooLong

    store, game = stored

    def long(record: Record, progress: Callable[[int, int], None], cancel: threading.Event) -> dict[str, Any]:
        raise AnalysisTooLong(84173, 5000)

    monkeypatch.setattr(coach, "ANALYSER", long)
    history = _history(qtbot, store, game)
    history.analyse_selected()
    qtbot.waitUntil(lambda: history.run is None, timeout=5_000)
    assert history.last_message == (
        "The game could not be analysed",
        "84173 decisions: the coach analyses games of up to 5000.",
    )


def test_the_analysis_speaks_french(qtbot: QtBot, stored: tuple[Storage, int], quick: None) -> None:
    store, game = stored
    assert install_language("fr")
    try:
        history = _history(qtbot, store, game)
        assert history.analyse_button.text() == "Analyser"
        history.analyse_selected()
        qtbot.waitUntil(lambda: _opened(history) is not None, timeout=10_000)
        viewer = _opened(history)
        assert viewer is not None and viewer.review is not None
        viewer.set_position(viewer.review.decisions[1].index)
        said = viewer.explanation.text()
        assert "une perte d'environ 12,0\u00a0points" in said and "une gaffe" in said, said
    finally:
        install_language("en")


def test_a_bid_analysed_says_how_the_engine_expected_the_auction_to_end(qtbot: QtBot) -> None:
    """A play-test read "bid 25 … a blunder" for a bid the other player then overbid, and no
    word of the reply the engine had modelled: it now says what opening was worth and how it
    expected the auction to end (the other player overbidding, here)."""
    from hostile_records import played_record

    from spectacular_bid.app.coach import Review, Reviewed

    record = played_record(3, 200)
    index = next(i for i, e in enumerate(record.events) if e.do == "bid" and e.seat == 0)
    amount = record.events[index].amount
    judged = Reviewed(
        0,
        index,
        0,
        "auction",
        (150, 150),
        {"do": "bid", "seat": 0, "amount": amount},
        {"do": "waive", "seat": 0},
        -23.8,
        -6.3,
        17.5,
        1.0,
        "blunder",
        False,
        False,
        opening=1.2,
        opening_se=2.34,
        expects=(1, 20),
    )

    def said(judged: Reviewed) -> str:
        viewer = ReplayViewer(record, review=Review((judged,)))
        qtbot.addWidget(viewer)
        viewer.set_position(index)
        return viewer.explanation.text()

    assert "worth about +1.2 points to Ana, give or take 2.3, against letting Ben open" in said(judged)
    assert "expected the auction to end with Ben opening, paying Ana 20" in said(judged)
    # Late in a game the price counts the game, no points: said in words, the rest in points.
    late = said(dataclasses.replace(judged, opening=-12.7, opening_game=-16.6, opening_se=2.13))
    assert "worth about +3.9 points to Ana, give or take 2.1, against letting Ben open" in late
    assert "the engine also weighed that letting Ben open raised Ana's chances of winning it." in late
    # The next jockey's part too, which the candidates' points leave out (a play-test could not
    # make "15.0 lost" and "worth +6.3 points, paying 5" add up).
    jockey = said(dataclasses.replace(judged, opening=6.3, opening_jockey=1.6))
    assert "worth about +4.7 points to Ana, give or take 2.3, against letting Ben open" in jockey
    assert "opening gave Ana a better chance of being the next hand's jockey (worth about 1.6 points)." in jockey


def test_the_chart_tells_the_decision_under_the_pointer(qtbot: QtBot, stored: tuple[Storage, int], quick: None) -> None:
    """A play-test hovered the chart: nothing said what its dots meant, nor which move a
    decision (1 to 50, where the moves ran 1 to 94) was. Its tooltip says both."""
    store, game = stored
    store.save_analysis(game, fake_analysis(store.record(game), lambda *_: None, threading.Event()))
    history = _history(qtbot, store, game)
    viewer = history.analyse_selected()
    assert viewer is not None and viewer.review is not None and viewer.balance_chart is not None
    chart = viewer.balance_chart
    viewer.resize(1280, 800)
    qtbot.wait(10)
    chart.repaint()
    blunder = viewer.review.decisions[1]
    column = chart.column(blunder.number)
    assert column is not None
    number = chart.nearest(column)
    assert number == blunder.number
    tip = chart.tip(number)
    assert tip.startswith(f"Decision 2: move {blunder.index + 1}, Ana — a blunder") or tip.startswith(
        f"Decision 2: move {blunder.index + 1}, Ben — a blunder"
    )
    assert "blunder (red)" in tip
    assert chart.nearest(-100) is None


def test_the_replay_opens_on_the_reviews_summary(qtbot: QtBot) -> None:
    """A play-test found the per-player summary (points lost, in the bidding and the play, and
    the costly decisions) in the command-line report only: the replay of an analysed game
    opens on it, with the game's first event, added up from the decisions. A loss within the
    engine's uncertainty, which the move's line calls fine, is not added (another play-test
    read "about 1.6 points lost" and "fine" of one move); a player who made no decision with
    a choice is said so (that play-test looked for the missing line)."""
    from spectacular_bid.app.coach import Review, Reviewed

    record, _ = _game()

    def judged(kind: str, loss: float, verdict: str, forced: bool = False) -> Reviewed:
        return Reviewed(0, 2, 1, kind, (150, 150), {}, {}, 0.0, loss, loss, 0.5, verdict, forced, False)

    decisions = (
        judged("auction", 5.8, "mistake"),
        judged("opening", 0.5, "fine"),
        judged("play", 3.0, "inaccuracy"),
        judged("play", 17.0, "inaccuracy"),
        judged("play", 99.0, "blunder", forced=True),  # forced: not counted
    )
    viewer = ReplayViewer(record, review=Review(decisions))
    qtbot.addWidget(viewer)
    viewer.set_position(0)
    said = viewer.explanation.text()
    assert (
        "Points given up against the engine's best choice, added up over the game (expected points, not points paid):"
    ) in said
    assert (
        "Ben: about 25.8 points lost in 4 decisions with a choice (5.8 in the bidding, 20.0 in the play); "
        "1 mistake, 2 inaccuracies." in said
    )
    assert "Ana: no decision with a choice." in said
    assert "In the moves: ?? a blunder, ? a mistake, ?! an inaccuracy." in said  # the marks, once said
    viewer.set_position(1)
    assert "review of the game" not in viewer.explanation.text()


def test_the_french_summary_opens_with_a_plain_sentence(qtbot: QtBot) -> None:
    """A French play-test could not parse "L'analyse du moteur, chaque décision face à son
    meilleur choix, additionnée (des points espérés cédés, non des points sortis d'un solde) :"."""
    from spectacular_bid.app.coach import Review, Reviewed

    record, _ = _game()
    judged = Reviewed(0, 2, 1, "play", (150, 150), {}, {}, 0.0, 3.0, 3.0, 0.5, "inaccuracy", False, False)
    assert install_language("fr")
    try:
        viewer = ReplayViewer(record, review=Review((judged,)))
        qtbot.addWidget(viewer)
        viewer.set_position(0)
        said = viewer.explanation.text()
    finally:
        install_language("en")
    assert (
        "\nPoints perdus par rapport au meilleur choix du moteur, additionnés sur la partie (des points espérés, "
        "pas des points réellement payés)\xa0:\n"
    ) in said, said


def test_a_player_with_no_bidding_choice_is_not_told_of_the_bidding(qtbot: QtBot) -> None:
    """A play-test read "0.0 in the bidding" for a player who never decided in an auction (a
    game of one hand; a jockey whose opponent always waived): it read as praise for bidding
    well. Such a line says where the decisions were instead."""
    from spectacular_bid.app.coach import Review, Reviewed

    record, _ = _game()

    def judged(kind: str, loss: float, verdict: str, seat: int = 1) -> Reviewed:
        return Reviewed(0, 2, seat, kind, (150, 150), {}, {}, 0.0, loss, loss, 0.5, verdict, False, False)

    decisions = (
        judged("opening", 0.5, "fine"),
        judged("play", 3.0, "inaccuracy"),
        judged("auction", 2.0, "inaccuracy", seat=0),
    )
    viewer = ReplayViewer(record, review=Review(decisions))
    qtbot.addWidget(viewer)
    viewer.set_position(0)
    said = viewer.explanation.text()
    assert "Ben: about 3.0 points lost in 2 decisions with a choice, none in the bidding; 1 inaccuracy." in said
    assert "Ana: about 2.0 points lost in 1 decision with a choice, none in the play; 1 inaccuracy." in said
    assert "0.0 in the" not in said


def test_the_balance_chart_never_reaches_past_the_points_in_play(qtbot: QtBot) -> None:
    """A grab of an analysed replay at 1024×640 read a balance axis from 0 to 400, labelled at
    its ends only: no balance passes the 300 points the players hold between them (R2)."""
    from spectacular_bid.app.coach import Review, Reviewed
    from spectacular_bid.ui.dialogs.analysis_chart import BalanceChart

    def judged(number: int, points: tuple[int, int], value: float) -> Reviewed:
        return Reviewed(number, number, 0, "play", points, {}, {}, value, value, 0.0, 0.0, "fine", False, False)

    chart = BalanceChart(("#e0b040", "#7cc7ff"))
    qtbot.addWidget(chart)
    chart.resize(440, 120)
    chart.set_review(("Ana", "Ben"), Review((judged(0, (150, 150), 2.0), judged(1, (290, 10), 9.5))))
    chart.grab()
    assert chart._axes is not None and chart._axes.y1 == 300 and chart._axes.y0 == 0


def test_a_short_games_chart_labels_each_move_once() -> None:
    """A play-test analysed a game of three decisions: the chart's axis read "1 1 2 2 3", its
    ticks at halves labelled by the one below them. A move's tick is a whole one."""
    from spectacular_bid.ui.dialogs.analysis_chart import move_ticks

    for first in range(1, 8):
        for last in range(first, 60):
            ticks = move_ticks(first, last)
            assert ticks and all(first <= m <= max(first + 1, last) for m in ticks), (first, last, ticks)
            assert len(set(ticks)) == len(ticks) <= 7


def test_the_chart_counts_the_moves_as_the_list_does(qtbot: QtBot) -> None:
    """A play-test saw a red dot at "decision 3" on the chart's axis, numbered 1 to 9, beside a
    move list numbered 1 to 19: the dot was move 7. The axis labels moves, as the list numbers
    them, each decision drawn at its move."""
    record, _ = _game()
    review = read_review(fake_analysis(record, lambda *_: None, threading.Event()))
    assert review is not None
    viewer = ReplayViewer(record, review=review)
    qtbot.addWidget(viewer)
    viewer.resize(1280, 800)
    viewer.show()
    chart = viewer.balance_chart
    assert chart is not None
    chart.grab()
    axes = chart._axes
    assert axes is not None
    listed = {int(line.split(".")[0]) for line in viewer.moves()}
    labels = [int(text) for text in chart.x_labels()]
    assert len(labels) >= 3 and set(labels) <= listed, labels
    assert max(labels) > len(review.decisions)  # moves, not decisions
    for d in review.decisions:
        column = chart.column(d.number)
        assert column is not None
        for move in labels:  # left of the label of move m exactly when made by a move before m
            assert (column < axes.px(move - 1) - 0.5) == (d.index + 1 < move), (d.index + 1, move)


@pytest.mark.parametrize(
    "how",
    [
        "another game",
        "a move changed",
        "past the last event",
        "the other seat",
        "an event judged twice",
        "a number of another type",
        "a preference that is no event",
        "a preference's end a list",
    ],
)
def test_an_analysis_of_another_game_is_not_shown_and_analyse_makes_one(
    qtbot: QtBot, stored: tuple[Storage, int], quick: None, how: str
) -> None:
    """An analysis kept in the games file was shown without being checked against its game:
    a file edited by hand (or rows swapped) marked moves that were never made, as true."""
    store, game = stored
    record = store.record(game)
    doc = fake_analysis(record, lambda *_: None, threading.Event())
    first = doc["decisions"][0]
    if how == "another game":
        doc = fake_analysis(_game(seed=11)[0], lambda *_: None, threading.Event())
    elif how == "a move changed":
        first["chosen"] = (
            {"do": "draw", "seat": first["seat"]}
            if first["chosen"]["do"] != "draw"
            else {
                "do": "waive",
                "seat": first["seat"],
            }
        )
    elif how == "past the last event":
        first["event"] = len(record.events) + 5
    elif how == "the other seat":
        first["seat"] = 1 - first["seat"]
    elif how == "an event judged twice":  # 100,000 copies of one froze the replay for seconds a step
        doc["decisions"].extend([dict(first)] * 50)
    elif how == "a number of another type":
        first["chosen"] = {**first["chosen"], "seat": float(first["chosen"]["seat"])}
    elif how == "a preference that is no event":
        first["candidates"][0]["event"] = {"do": "x" * 100_000, "seat": first["seat"]}
    else:  # the replay's words raised at every marked move (a hostile-input probe)
        first["candidates"][0]["event"] = {"do": "play", "seat": first["seat"], "tile": [6, 4], "end": ["west"]}
    store.save_analysis(game, doc)
    history = _history(qtbot, store, game)
    # The button said "Show the analysis" for an analysis it would not show (a review).
    assert history.games()[0].analysed and history.analyse_button.text() == "Analyse"
    assert "analysis" not in history.hint.text()
    viewer = history.open_replay()
    assert viewer is not None and viewer.review is None  # the replay, without marks
    assert history.analyse_selected() is None and history.run is not None  # analysed anew
    qtbot.waitUntil(lambda: _opened(history) is not None and history.run is None, timeout=10_000)
    review = read_review(store.analysis(game))
    assert review is not None and review.of_game(record)
    assert history.analyse_button.text() == "Show the analysis"


def test_a_games_own_analysis_is_of_that_game(stored: tuple[Storage, int]) -> None:
    store, game = stored
    record = store.record(game)
    review = read_review(fake_analysis(record, lambda *_: None, threading.Event()))
    assert review is not None and review.decisions and review.of_game(record)


def test_a_review_without_a_choice_says_so_and_draws_no_empty_chart(qtbot: QtBot) -> None:
    """A play-test resigned a practice game after its first play and had it analysed: the replay
    drew empty axes and said nothing of the review. It now says no decision had a choice, and
    shows the reserves' chart."""
    record, _ = _game()
    forced = fake_analysis(record, lambda *_: None, threading.Event())
    for d in forced["decisions"]:
        d.update(forced=True, loss=0.0, value=None, best=None, candidates=[])
    viewer = ReplayViewer(record, None, read_review(forced))
    qtbot.addWidget(viewer)
    assert viewer.balance_chart is None
    viewer.set_position(0)
    said = viewer.explanation.text()
    assert "no decision in this game had a choice, so there is nothing to value" in said


def test_a_player_who_lost_nothing_is_told_so_plainly(qtbot: QtBot) -> None:
    """A play-test read "about 0.0 points lost in 4 decisions"."""
    record, _ = _game()
    doc = fake_analysis(record, lambda *_: None, threading.Event())
    for d in doc["decisions"]:
        d.update(loss=0.0, best=d["value"], **{"class": "fine"})
    viewer = ReplayViewer(record, None, read_review(doc))
    qtbot.addWidget(viewer)
    viewer.set_position(0)
    said = viewer.explanation.text()
    assert "0.0" not in said and "Ana: no points lost in " in said and "Ben: no points lost in " in said
    assert "In the moves" not in said  # no move marked: no legend of the marks (a play-test)


def test_an_analysis_marking_a_refused_event_is_not_shown(qtbot: QtBot, stored: tuple[Storage, int]) -> None:
    """A hostile-input probe imported a record with a refused play and kept an analysis that
    judged it: "Refused: … Nothing changed." then "… about 13.0 points lost, a blunder"."""
    store, game = stored
    record = store.record(game)
    doc = fake_analysis(record, lambda *_: None, threading.Event())
    first = doc["decisions"][0]
    refused = Event(record.events[first["event"]].at, "draw", seat=1 - first["seat"])  # not that player's turn
    events = list(record.events)
    events.insert(first["event"], refused)
    edited = dataclasses.replace(record, events=tuple(events))
    steps = list(replay(edited))
    assert not steps[first["event"]].ok
    shifted = fake_analysis(edited, lambda *_: None, threading.Event())
    judged = shifted["decisions"][0]
    assert read_review(shifted) is not None and read_review(shifted).of_game(edited)  # type: ignore[union-attr]
    judged.update(event=first["event"], seat=refused.seat, chosen={"do": "draw", "seat": refused.seat})
    review = read_review(shifted)
    assert review is not None and not review.of_game(edited)


def test_an_analysis_of_a_record_writing_tiles_low_first_is_of_that_game(stored: tuple[Storage, int]) -> None:
    """RECORD.md lets a record write a tile either way round; the analysis writes it high
    number first, as the engine does. A review found every such game's analysis refused as
    another game's, and analysed anew at every Analyse."""
    store, game = stored
    record = store.record(game)
    plays = [k for k, e in enumerate(record.events) if e.do == "play" and e.end is not None and e.tile[0] != e.tile[1]]
    assert plays
    events = list(record.events)
    for k in plays:
        high, low = sorted(events[k].tile, reverse=True)
        events[k] = dataclasses.replace(events[k], tile=(low, high))  # the record's way round
    turned = dataclasses.replace(record, events=tuple(events))
    doc = fake_analysis(record, lambda *_: None, threading.Event())  # high number first
    assert any(d["chosen"].get("tile", [0, 0])[0] > d["chosen"].get("tile", [0, 0])[1] for d in doc["decisions"])
    review = read_review(doc)
    assert review is not None and review.of_game(turned) and review.of_game(record)


def test_the_game_over_analysis_closes_the_history_only_for_its_game(
    qtbot: QtBot, stored: tuple[Storage, int], quick: None
) -> None:
    """A review: the history opened by the game-over screen's Analyse closed once any analysis
    was done, and the window showed that one over the finished game: another game's, after the
    first was cancelled and another analysed there."""
    store, game = stored
    other_record, other_state = _game(seed=11)
    other = store.create_game(other_record)
    store.finish(other, other_state)
    history = _history(qtbot, store, game)
    history.close_when_analysed = game
    history.select_game(other)
    history.analyse_selected()
    qtbot.waitUntil(lambda: history.run is None and _opened(history) is not None, timeout=10_000)
    assert history.isVisible() and history.analysed is None  # the other game's replay, in the history
    history.select_game(game)
    history.analyse_selected()
    qtbot.waitUntil(lambda: not history.isVisible(), timeout=10_000)
    assert history.analysed is not None and history.analysed.of_game(store.record(game))


def test_a_long_note_takes_the_height_the_charts_can_spare(qtbot: QtBot) -> None:
    """A bid's note runs to about fourteen lines; at 1280×800 it was held to eleven and
    scrolled while the chart below kept 190 px. It now takes up to fourteen lines where there
    is room, and the moves keep five rows and more beside it (a play-test saw three once the
    words took fifteen lines)."""
    from hostile_records import played_record

    from spectacular_bid.app.coach import Review, Reviewed

    record = played_record(3, 200)
    index = next(i for i, e in enumerate(record.events) if e.do == "bid" and e.seat == 0)
    judged = Reviewed(
        0, index, 0, "auction", (150, 150), {"do": "bid", "seat": 0, "amount": record.events[index].amount},
        {"do": "waive", "seat": 0}, -23.8, -6.3, 17.5, 1.0, "blunder", False, False,
        opening=6.3, opening_se=2.34, expects=(1, 20), opening_jockey=1.6,
    )  # fmt: skip
    viewer = ReplayViewer(record, review=Review((judged,)))
    qtbot.addWidget(viewer)
    viewer.resize(1280, 800)
    viewer.show()
    viewer.set_position(index)
    qtbot.waitUntil(lambda: viewer.explained.height() > 0)
    line = viewer.explanation.fontMetrics().lineSpacing()
    assert viewer.explained.height() >= 13 * line
    assert viewer.move_list.height() >= 5 * viewer.move_list.sizeHintForRow(0)


def test_the_charts_tooltip_shows_a_name_as_written(qtbot: QtBot) -> None:
    """The chart's tooltip names the player of the decision under the pointer; a name that
    looks like markup ("<img src=/dev/zero>" made a tooltip read that file until memory ran
    out) is shown as written."""
    from PySide6.QtCore import QEvent, QPoint
    from PySide6.QtGui import QHelpEvent
    from PySide6.QtGui import Qt as QtGui
    from PySide6.QtWidgets import QApplication, QToolTip

    from spectacular_bid.app.coach import Review, Reviewed
    from spectacular_bid.ui.dialogs.analysis_chart import BalanceChart

    chart = BalanceChart(("#e0b040", "#7cc7ff"))
    qtbot.addWidget(chart)
    chart.resize(440, 120)
    chart.show()
    qtbot.waitExposed(chart)
    judged = Reviewed(0, 0, 0, "play", (150, 150), {}, {}, 2.0, 2.0, 0.0, 0.0, "fine", False, False)
    chart.set_review(("<b>Ana</b>", "Ben"), Review((judged,)))
    chart.grab()
    at = QPoint(chart.column(0), chart.height() // 2)
    QApplication.sendEvent(chart, QHelpEvent(QEvent.Type.ToolTip, at, chart.mapToGlobal(at)))
    shown = QToolTip.text()
    QToolTip.hideText()
    assert "Ana" in shown and not ("<b>Ana</b>" in shown and QtGui.mightBeRichText(shown)), shown
