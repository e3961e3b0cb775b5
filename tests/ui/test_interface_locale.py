"""Screens format dates in the interface language (issue 12, item 8): the French window says
"2 déc. 2026", not "2 Dec 2026"."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from collections.abc import Iterator

import pytest
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
