"""The game-over screen's Replay: the game just finished, stepped through from its record,
saved or not."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt, QTimer
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from spectacular_bid.app.controller import GameController
from spectacular_bid.app.storage import Storage, open_storage
from spectacular_bid.app.timesource import FakeTime
from spectacular_bid.core import START, Resign
from spectacular_bid.ui.dialogs.replay_viewer import ReplayViewer
from spectacular_bid.ui.main_window import MainWindow


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Storage]:
    storage, _ = open_storage(tmp_path / "games")
    yield storage
    storage.close()


def _over(qtbot: QtBot, tmp_path: Path, storage: Storage | None, language: str = "en") -> MainWindow:
    """A window whose game between Ana and Ben ended by resignation, at its game-over screen."""
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    w = MainWindow(GameController(FakeTime(5_000_000), storage=storage), language, None, settings)
    qtbot.addWidget(w)
    w.resize(1024, 640)
    w.show()
    qtbot.waitExposed(w)
    w.build_menus()
    w.controller.new_game(("Ana", "Ben"), rng=random.Random(4))
    w.controller.send(START)
    w.controller.send(Resign(1))
    assert w.stack.currentWidget() is w.summary
    return w


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
