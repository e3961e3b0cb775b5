"""Screens format dates in the interface language (issue 12, item 8): the French window says
"2 déc. 2026", not "2 Dec 2026"."""

from __future__ import annotations

import os
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QAbstractItemModel, QModelIndex
from pytestqt.qtbot import QtBot
from test_history import play_game, store_game

from spectacular_bid.app.storage import Storage
from spectacular_bid.ui.dialogs.history_dialog import HistoryDialog
from spectacular_bid.ui.dialogs.profile_dialog import local_date
from spectacular_bid.ui.i18n import install_language


@pytest.fixture
def french(qapp: object) -> Iterator[None]:
    assert install_language("fr")
    yield
    install_language("en")


def test_dates_follow_the_interface_language(qapp: object) -> None:
    stored = "2026-12-02T09:00:00Z"
    install_language("en")
    assert "Dec 2026" in local_date(stored, with_time=False)
    try:
        install_language("fr")
        assert "déc. 2026" in local_date(stored, with_time=False)
    finally:
        install_language("en")
    assert "Dec 2026" in local_date(stored, with_time=False)


def test_in_french_the_history_shows_french_months(qtbot: QtBot, storage: Storage, french: None) -> None:
    record, state = play_game(0)
    store_game(storage, record, state)
    dialog = HistoryDialog(storage)
    qtbot.addWidget(dialog)
    (row,) = dialog.rows()
    assert "déc." in row[0] and "Dec" not in row[0]


def test_in_french_the_history_says_why_a_game_is_void_in_french(qtbot: QtBot, storage: Storage, french: None) -> None:
    record, state = play_game(3, ("Ana", "Ben"), 25, "void")
    store_game(storage, record, state)
    dialog = HistoryDialog(storage)
    qtbot.addWidget(dialog)
    (row,) = dialog.rows()
    assert row[2] == "annulée"
    assert row[3] == "l'horloge du système a reculé", row[3]


def test_in_french_the_file_dialog_dates_and_sizes_its_files_in_french(
    qtbot: QtBot, tmp_path: Path, french: None
) -> None:
    """A play-test's French import dialog dated its files "5 12 2026", sized them "2 bytes":
    Qt's list writes them in the system's language, whatever the game's."""
    from PySide6.QtCore import QDateTime, QLocale
    from PySide6.QtWidgets import QApplication, QTreeView

    from spectacular_bid.ui.dialogs.file_dialog import file_dialog

    record = tmp_path / "partie.json"
    record.write_text("{}", encoding="utf-8")
    os.utime(record, (1_796_043_200, 1_796_043_200))  # 2026-11-30, about noon
    dialog = file_dialog(None, "Importer", str(tmp_path), "Parties (*.json)", save=False)
    qtbot.addWidget(dialog)
    dialog.show()
    view = dialog.findChild(QTreeView)
    model = view.model()
    qtbot.waitUntil(lambda: _row_of(model, view.rootIndex(), "partie.json") is not None)
    row = _row_of(model, view.rootIndex(), "partie.json")
    shown = model.index(row, 3, view.rootIndex()).data()
    moment = QDateTime.fromSecsSinceEpoch(1_796_043_200)
    in_french = QLocale(QLocale.Language.French, QLocale.Country.France)
    assert shown == in_french.toString(moment, QLocale.FormatType.ShortFormat)
    assert shown.startswith("30/11/2026"), shown
    assert model.index(row, 1, view.rootIndex()).data() == "2 octets"
    view.setCurrentIndex(model.index(row, 0, view.rootIndex()))  # the file still opens as chosen
    dialog.accept()
    assert [Path(p) for p in dialog.selectedFiles()] == [record]
    QApplication.processEvents()


def _row_of(model: QAbstractItemModel, root: QModelIndex, name: str) -> int | None:
    for row in range(model.rowCount(root)):
        if model.index(row, 0, root).data() == name:
            return row
    return None
