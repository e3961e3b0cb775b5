"""The game-over screen's Replay and Analyse: the game just finished, stepped through from its
record, saved or not; analysed by the engine once saved."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import itertools
import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QObject, QSettings, Qt, QTimer
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from spectacular_bid.app.controller import GameController
from spectacular_bid.app.storage import Storage, open_storage
from spectacular_bid.app.timesource import FakeTime
from spectacular_bid.core import START, Resign, Reveal, legal_actions
from spectacular_bid.ui.dialogs.history_dialog import HistoryDialog
from spectacular_bid.ui.dialogs.replay_viewer import ReplayViewer
from spectacular_bid.ui.main_window import MainWindow


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Storage]:
    storage, _ = open_storage(tmp_path / "games")
    yield storage
    storage.close()


def _over(
    qtbot: QtBot, tmp_path: Path, storage: Storage | None, language: str = "en", decisions: int = 0
) -> MainWindow:
    """A window whose game between Ana and Ben ended by resignation after ``decisions`` legal
    ones (bids, plays, draws), at its game-over screen."""
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    w = MainWindow(GameController(FakeTime(5_000_000), storage=storage), language, None, settings)
    qtbot.addWidget(w)
    w.resize(1024, 640)
    w.show()
    qtbot.waitExposed(w)
    w.build_menus()
    w.controller.new_game(("Ana", "Ben"), rng=random.Random(4))
    w.controller.send(START)
    rng = random.Random(9)
    while decisions:
        options = [a for a in legal_actions(w.controller.state) if a.do in ("reveal", *DECISIONS)]
        action = next((a for a in options if isinstance(a, Reveal)), None) or rng.choice(options)
        w.controller.send(action)
        decisions -= action.do != "reveal"
    w.controller.send(Resign(1))
    assert w.stack.currentWidget() is w.summary
    return w


DECISIONS = ("play", "draw", "waive", "bid", "accept")


def _replayed(qtbot: QtBot, w: MainWindow) -> ReplayViewer:
    """Press Replay; the viewer it opened, closed again."""
    seen: list[ReplayViewer] = []

    def look() -> None:
        viewer = w.dialogs.replay
        assert viewer is not None and viewer.isVisible()
        seen.append(viewer)
        viewer.reject()

    QTimer.singleShot(100, look)
    qtbot.mouseClick(w.summary.replay_button, Qt.MouseButton.LeftButton)
    assert w.stack.currentWidget() is w.summary and w.dialogs.replay is None  # back where the player was
    return seen[0]


def test_replay_steps_through_the_game_just_finished(qtbot: QtBot, tmp_path: Path, store: Storage) -> None:
    w = _over(qtbot, tmp_path, store)
    assert w.summary.replay_button.isVisible() and w.summary.replay_button.text() == "Replay (R)"
    viewer = _replayed(qtbot, w)
    assert viewer.record == store.record(w.controller.saved_game_id) == w.controller.session.record
    assert len(viewer.steps) == len(viewer.record.events)
    w.retire()


def test_a_game_that_was_not_saved_is_replayed_too(qtbot: QtBot, tmp_path: Path) -> None:
    w = _over(qtbot, tmp_path, None)
    assert _replayed(qtbot, w).record.players == ("Ana", "Ben")
    w.retire()


def test_the_french_game_over_offers_revoir_on_its_letter(qtbot: QtBot, tmp_path: Path, store: Storage) -> None:
    from spectacular_bid.ui.i18n import install_language

    install_language("fr")
    try:
        w = _over(qtbot, tmp_path, store, "fr")
        assert w.summary.replay_button.text() == "Relire (R)"
        assert w.summary.analyse_button.text() == "Analyser (A)"
        w.retire()
    finally:
        install_language("en")


def test_no_replay_opens_while_the_game_goes_on(qtbot: QtBot, tmp_path: Path, store: Storage) -> None:
    """R41: the record shows both hands and the deals to come; asked for mid-game (a key
    pressed as a screen changes), the replay stays shut."""
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    w = MainWindow(GameController(FakeTime(5_000_000), storage=store), "en", None, settings)
    qtbot.addWidget(w)
    w.controller.new_game(("Ana", "Ben"), rng=random.Random(4))
    w.controller.send(START)
    opened: list[QWidget] = []

    def shut() -> None:  # on the old code a replay opened, modal: closed here, and counted
        opened.extend(t for t in QApplication.topLevelWidgets() if isinstance(t, ReplayViewer) and t.isVisible())
        for viewer in opened:
            viewer.close()

    QTimer.singleShot(200, shut)
    w.dialogs.show_replay()
    qtbot.wait(300)
    assert opened == [] and w.dialogs.replay is None
    w.retire()


def _analysed(qtbot: QtBot, w: MainWindow) -> tuple[list[HistoryDialog], ReplayViewer]:
    """Press Analyse; the histories shown meanwhile (none when the game was analysed before),
    and the replay with the analysis that opened over the window once the engine was done,
    closed again."""
    histories: list[HistoryDialog] = []
    seen: list[ReplayViewer] = []
    waited = [0]

    class Shown(QObject):
        """Every history shown, however briefly: a game of four decisions is analysed in less
        than the 50 ms between two looks, on a quiet machine."""

        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Show and isinstance(watched, HistoryDialog) and watched not in histories:
                histories.append(watched)
            return False

    shown_filter = Shown()
    app = QApplication.instance()
    assert app is not None
    app.installEventFilter(shown_filter)

    def look() -> None:
        shown = [t for t in QApplication.topLevelWidgets() if t.isVisible()]
        histories.extend(t for t in shown if isinstance(t, HistoryDialog) and t not in histories)
        viewer = w.dialogs.replay
        if viewer is None or not viewer.isVisible():
            if waited[0] < 600:
                waited[0] += 1
                QTimer.singleShot(50, look)  # the engine is still at work
            else:
                for history in histories:
                    history.reject()
            return
        assert not any(isinstance(t, HistoryDialog) for t in shown), "the history stayed over the replay"
        assert QApplication.activeModalWidget() is viewer  # on top, with the keyboard
        seen.append(viewer)
        viewer.reject()

    QTimer.singleShot(50, look)
    try:
        qtbot.mouseClick(w.summary.analyse_button, Qt.MouseButton.LeftButton)
    finally:
        app.removeEventFilter(shown_filter)
    assert w.stack.currentWidget() is w.summary and w.dialogs.replay is None  # back at the game over
    assert seen, "no replay with the analysis within 30 s"
    return histories, seen[0]


def test_analyse_values_the_game_just_finished_and_keeps_the_analysis(
    qtbot: QtBot, tmp_path: Path, store: Storage
) -> None:
    w = _over(qtbot, tmp_path, store, decisions=4)
    game = w.controller.saved_game_id
    assert game is not None and store.analysis(game) is None
    button = w.summary.analyse_button
    assert button.isVisible() and button.text() == "Analyse (A)" and button.isEnabled()
    histories, viewer = _analysed(qtbot, w)
    assert len(histories) == 1 and histories[0].selected_game() == game and histories[0].run is None
    assert viewer.record == w.controller.session.record and viewer.review is not None
    played = [e for e in viewer.record.events if e.do in DECISIONS]
    assert 0 < len(viewer.review.decisions) <= len(played) == 4
    assert store.analysis(game) is not None  # kept: the history says so, and it opens at once next time
    assert histories[0].games()[0].analysed
    # A play-test read "Analyse (A)" here once the analysis was made: the button says it shows it.
    assert button.text() == "Analysis (A)" and button.accessibleName() == "Show the analysis"
    w.refresh()
    assert button.text() == "Analysis (A)"
    # A play-test pressed A again: the replay opened under the history, the keys went to the
    # game-over screen behind it. The analysis kept opens at once, over the window.
    histories, viewer = _analysed(qtbot, w)
    assert histories == [] and viewer.review is not None
    # Replay (R) shows the analysis too, once there is one.
    replayed = _replayed(qtbot, w)
    assert replayed.review is not None
    w.retire()


def test_a_game_that_was_not_saved_offers_no_analysis(qtbot: QtBot, tmp_path: Path) -> None:
    """No dead button: the analysis is kept with the saved game, and there is none."""
    w = _over(qtbot, tmp_path, None)
    assert w.summary.replay_button.isVisible() and not w.summary.analyse_button.isVisible()
    w.dialogs.analyse_game_over()  # the key pressed anyway: nothing opens
    assert not any(isinstance(t, HistoryDialog) and t.isVisible() for t in QApplication.topLevelWidgets())
    w.retire()


def test_no_analysis_opens_while_the_game_goes_on(qtbot: QtBot, tmp_path: Path, store: Storage) -> None:
    """R41: the analysis shows both hands; asked for mid-game, nothing opens."""
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    w = MainWindow(GameController(FakeTime(5_000_000), storage=store), "en", None, settings)
    qtbot.addWidget(w)
    w.controller.new_game(("Ana", "Ben"), rng=random.Random(4))
    w.controller.send(START)
    w.dialogs.analyse_game_over()
    assert not any(isinstance(t, HistoryDialog) and t.isVisible() for t in QApplication.topLevelWidgets())
    w.retire()


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_four_ways_out_fit_a_small_window_whole(
    qtbot: QtBot, tmp_path: Path, store: Storage, language: str
) -> None:
    """A play-look at 1024×640 in French found "Nouvelle partie (N)" cut to "uvelle partie"
    once Analyse joined the row."""
    from spectacular_bid.ui.i18n import install_language

    install_language(language)
    try:
        w = _over(qtbot, tmp_path, store, language)
        summary = w.summary
        # "Analysis (A)" once analysed; at 1,000 px, a window on a 1024-px screen with its frame.
        for analysed, width in itertools.product((False, True), (1024, 1000)):
            summary.set_analysed(analysed)
            w.resize(width, 640)
            QApplication.processEvents()
            shown = [b for b in summary.row_buttons if b.isVisible()]
            assert len(shown) == 4 and summary.analyse_button in shown
            for button in shown:
                assert button.width() >= button.sizeHint().width(), button.text()
                assert button.geometry().right() < summary.width() and button.x() >= 0
        w.retire()
    finally:
        install_language("en")


def test_analyse_says_why_when_the_game_is_not_in_the_history(
    qtbot: QtBot, tmp_path: Path, store: Storage, monkeypatch: pytest.MonkeyPatch
) -> None:
    """No dead button: a game the history does not list (the games file changed under the
    window) is not analysed, and the status line says why."""
    w = _over(qtbot, tmp_path, store)
    monkeypatch.setattr(Storage, "games", lambda self: [])
    w.dialogs.analyse_game_over()
    assert w.statusBar().currentMessage() == "This game is not in the history: it cannot be analysed."
    assert not any(isinstance(t, HistoryDialog) and t.isVisible() for t in QApplication.topLevelWidgets())
    w.retire()


def test_the_game_over_button_says_analysis_once_analysed_from_the_history(
    qtbot: QtBot, tmp_path: Path, store: Storage
) -> None:
    """A review: the game just finished, analysed from History and replays…, still showed
    "Analyse (A)" on the game over, whose press opens the analysis kept at once."""
    w = _over(qtbot, tmp_path, store, decisions=4)
    game = w.controller.saved_game_id
    button = w.summary.analyse_button
    assert button.text() == "Analyse (A)"
    tries = [0]

    def drive() -> None:
        history = next(t for t in QApplication.topLevelWidgets() if isinstance(t, HistoryDialog) and t.isVisible())
        if tries[0] == 0:
            history.select_game(game)
            history.analyse_selected()
        tries[0] += 1
        if store.analysis(game) is None and tries[0] < 600:
            QTimer.singleShot(50, drive)
            return
        for t in QApplication.topLevelWidgets():
            if isinstance(t, ReplayViewer) and t.isVisible():
                t.reject()
        history.reject()

    QTimer.singleShot(50, drive)
    w.dialogs.show_history()  # History and replays…: the player analyses the game just finished there
    assert store.analysis(game) is not None
    assert w.stack.currentWidget() is w.summary
    assert button.text() == "Analysis (A)", button.text()
    w.retire()
