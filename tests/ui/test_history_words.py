"""What History and a replay say of practice games and of the game just played, and where their
file dialogs open (issue 20, items 10 and 11)."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QDir, QSettings, QStandardPaths
from pytestqt.qtbot import QtBot
from test_history import play_game, store_game

from spectacular_bid.app.practice import Opponent, with_opponent
from spectacular_bid.app.storage import Storage
from spectacular_bid.ui.dialogs import history_dialog
from spectacular_bid.ui.dialogs.history_dialog import HistoryDialog
from spectacular_bid.ui.i18n import install_language


@pytest.fixture
def french() -> Iterator[None]:
    assert install_language("fr")
    yield
    install_language("en")


def _practice_game(storage: Storage) -> int:
    """A finished practice game begun in English: its record names the computer "Computer"."""
    record, state = play_game(0, ("Ana", "Computer"))
    return store_game(storage, with_opponent(record, Opponent(1, "easy")), state)


def _dialog(qtbot: QtBot, storage: Storage, **kw: object) -> HistoryDialog:
    dialog = HistoryDialog(storage, **kw)  # type: ignore[arg-type]
    qtbot.addWidget(dialog)
    return dialog


def test_history_names_the_computer_in_the_language_of_now(qtbot: QtBot, storage: Storage, french: None) -> None:
    game_id = _practice_game(storage)
    dialog = _dialog(qtbot, storage)
    players = dialog.rows()[0][1]
    assert players.startswith("Ana contre L'Ordinateur") and "Computer" not in players
    assert "Computer" not in dialog.rows()[0][2]  # "L'Ordinateur a gagné", not "Computer a gagné"
    dialog.select_game(game_id)
    viewer = dialog.open_replay()
    assert viewer is not None
    assert "Computer" not in viewer.windowTitle() and "Ordinateur" in viewer.windowTitle()
    assert not any("Computer" in line for line in viewer.moves())


def test_a_practice_replay_never_passes_the_device(qtbot: QtBot, storage: Storage) -> None:
    game_id = _practice_game(storage)
    dialog = _dialog(qtbot, storage)
    dialog.select_game(game_id)
    viewer = dialog.open_replay()
    assert viewer is not None
    reveals = [i for i, s in enumerate(viewer.steps) if s.event.do == "reveal"]
    assert reveals
    lines = viewer.moves()
    assert not any("takes the device" in line for line in lines)
    assert "Computer's turn" in "\n".join(lines) and "Ana's turn" in "\n".join(lines)
    viewer.set_position(reveals[1] - 1)
    assert "takes the device" not in viewer.explanation.text() and "Next: " in viewer.explanation.text()


def test_a_replay_between_people_still_passes_the_device(qtbot: QtBot, storage: Storage) -> None:
    record, state = play_game(1)
    game_id = store_game(storage, record, state)
    dialog = _dialog(qtbot, storage)
    dialog.select_game(game_id)
    viewer = dialog.open_replay()
    assert viewer is not None and any("takes the device" in line for line in viewer.moves())


def test_the_game_just_played_is_no_longer_called_the_game_being_played(qtbot: QtBot, storage: Storage) -> None:
    record, state = play_game(0)
    game_id = store_game(storage, record, state)
    assert state.is_over
    dialog = _dialog(qtbot, storage, current=game_id)  # the window's game, over now
    dialog.select_game(game_id)
    assert "being played" not in dialog.hint.text()
    assert dialog.replay_button.isEnabled() and dialog.export_button.isEnabled()


def test_export_opens_in_the_folder_used_last_else_the_documents(
    qtbot: QtBot, tmp_path: Path, storage: Storage, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    record, state = play_game(0)
    game_id = store_game(storage, record, state)
    monkeypatch.chdir(tmp_path)  # the folder the program was started from
    asked: list[str] = []
    target = tmp_path / "records" / "game.json"
    target.parent.mkdir()

    def ask(parent: object, title: str, suggested: str, filters: str, *, save: bool) -> str:
        asked.append(suggested)
        return str(target)

    monkeypatch.setattr(history_dialog, "choose_file", ask)
    first = _dialog(qtbot, storage, store=store)
    first.select_game(game_id)
    assert first.export_selected()
    documents = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    expected = documents if documents and Path(documents).is_dir() else QDir.homePath()
    assert Path(asked[0]).parent == Path(expected) != tmp_path
    later = _dialog(qtbot, storage, store=store)  # another time: the folder used last
    later.select_game(game_id)
    assert later.export_selected()
    assert Path(asked[1]).parent == target.parent
