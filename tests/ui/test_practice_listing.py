"""Practice games in the history and the profiles: listed by level, never rated (R46), and the
computer given no profile — even when a person is called "Computer"."""

from __future__ import annotations

import random

from pytestqt.qtbot import QtBot

from spectacular_bid.app.glicko2 import Rating
from spectacular_bid.app.practice import Opponent, with_opponent
from spectacular_bid.app.storage import Storage
from spectacular_bid.core import START, Resign, apply, deal_from, new_game
from spectacular_bid.core.record import Event, Record
from spectacular_bid.ui.dialogs.history_dialog import HistoryDialog
from spectacular_bid.ui.dialogs.profile_dialog import ProfileDialog


def _store_resigned(storage: Storage, players: tuple[str, str], loser: int, opponent: Opponent | None) -> int:
    """A finished game: started, then ``loser`` resigned."""
    deal = deal_from(random.Random(len(storage.games())))
    state = apply(apply(new_game(players, [deal]), START, 0), Resign(loser), 500)
    record = Record(players, (deal,), (Event(0, "start"), Event.of(Resign(loser), 500)), "2026-12-02T09:00:00Z")
    game = storage.create_game(with_opponent(record, opponent))
    storage.finish(game, state)
    return game


def test_practice_games_are_listed_by_level_and_the_computer_has_no_profile(qtbot: QtBot, storage: Storage) -> None:
    _store_resigned(storage, ("Ana", "Ben"), 1, None)
    practice = _store_resigned(storage, ("Ana", "Computer"), 1, Opponent(1, "hard"))
    _store_resigned(storage, ("Zoé", "Computer"), 0, Opponent(1, "easy"))
    dialog = HistoryDialog(storage)
    qtbot.addWidget(dialog)
    rows = dialog.rows()
    assert rows[0][1] == "Zoé v Computer · practice — easy"
    assert rows[1][1] == "Ana v Computer · practice — hard"
    assert rows[2][1] == "Ana v Ben"
    assert storage.players() == ["Ana", "Ben", "Zoé"]  # "Computer" is nobody's profile
    dialog.select_game(practice)
    dialog.profile_menu.aboutToShow.emit()
    names = [a.text() for a in dialog.profile_menu.actions() if a.text()]
    assert names[0] == "Ana" and "Computer" not in names


def test_R46_practice_is_not_rated_and_the_profile_lists_it_by_level(qtbot: QtBot, storage: Storage) -> None:
    _store_resigned(storage, ("Ana", "Computer"), 1, Opponent(1, "hard"))
    _store_resigned(storage, ("Computer", "Ana"), 0, Opponent(0, "hard"))  # the computer resigns
    _store_resigned(storage, ("Ana", "Computer"), 0, Opponent(1, "easy"))
    assert storage.rating("Ana") == Rating()
    dialog = ProfileDialog(storage, "Ana")
    qtbot.addWidget(dialog)
    assert dialog.profile.history == () and dialog.profile.games == 0
    assert dialog.counts()["wins"]["total"] == 0
    assert not dialog.practice_label.isHidden()
    assert dialog.practice_label.text() == (
        "Practice against the computer (not rated) · easy: 0 won, 1 lost · hard: 2 won, 0 lost"
    )
    _store_resigned(storage, ("Ana", "Ben"), 1, None)
    assert storage.rating("Ana").rating > Rating().rating  # a game between people is rated
    plain = ProfileDialog(storage, "Ben")
    qtbot.addWidget(plain)
    assert plain.practice_label.isHidden()


def test_a_person_called_computer_keeps_a_profile(qtbot: QtBot, storage: Storage) -> None:
    _store_resigned(storage, ("Ana", "Computer"), 1, Opponent(1, "medium"))
    _store_resigned(storage, ("Computer", "Ben"), 1, None)  # a person who took the name
    assert storage.players() == ["Ana", "Ben", "Computer"]
    profile = storage.profile("Computer")
    assert profile.games == 1 and profile.practice == {}
