"""The history, profile and replay dialogs, and record export / import, on a real games file.

Games are made by playing seeded random legal actions through the core (each action stamped
with a random think time, so some games are lost on time), stored with ``Storage.create_game``
and, when over, ``Storage.finish``. Import must refuse every broken file with a clear
:class:`GameFileError` and store nothing — not even a player.
"""

from __future__ import annotations

import os
from datetime import datetime

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import contextlib
import json
import random
import sqlite3
import tempfile
import threading
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QPoint, QSettings, Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialog, QPushButton, QToolButton, QTreeView
from pytestqt.qtbot import QtBot

from spectacular_bid.app.glicko2 import Rating
from spectacular_bid.app.records_io import GameFileError, export_game, import_game
from spectacular_bid.app.storage import DB_NAME, GameSummary, Storage, open_storage
from spectacular_bid.core import (
    Reveal,
    Stage,
    deal_from,
    legal_actions,
    needs_deal,
    new_game,
    reserve_series,
    with_deal,
)
from spectacular_bid.core.clock import reserve_at
from spectacular_bid.core.record import Event, Record, final_state, parse_record, replay, step
from spectacular_bid.core.state import GameState
from spectacular_bid.recordfile import RECORD_LIMIT
from spectacular_bid.ui.dialogs import history_dialog
from spectacular_bid.ui.dialogs.history_dialog import COLUMNS, HistoryDialog
from spectacular_bid.ui.dialogs.profile_dialog import ProfileDialog, rating_numbers
from spectacular_bid.ui.dialogs.replay_viewer import ReplayViewer
from spectacular_bid.ui.widgets.clock_widget import format_reserve

STARTED = "2026-12-02T09:00:00Z"


# --- Games made by random legal play ------------------------------------------------------------


def play_game(
    seed: int,
    players: tuple[str, str] = ("Ana", "Ben"),
    stop_after: int | None = None,
    ending: str | None = None,
) -> tuple[Record, GameState]:
    """A game of uniformly random legal actions (seeded) as a record and its final state.

    ``stop_after`` stops after that many events (the game then goes on, unless ``ending`` is
    ``"resign"`` or ``"void"``). Think times of 1.5–16 s make some players lose on time (R37):
    the late action is then a refused event, as a real record would hold it.
    """
    rng = random.Random(seed)
    state = new_game(players, [deal_from(rng)])
    events: list[Event] = []
    at = 0

    def do(event: Event) -> None:
        nonlocal state
        state = step(state, event, len(events)).state
        events.append(event)

    do(Event(0, "start"))
    while not state.is_over and (stop_after is None or len(events) < stop_after):
        if state.stage is Stage.HAND_OVER:
            if needs_deal(state):
                state = with_deal(state, deal_from(rng))
            at += rng.randint(2_000, 8_000)
            do(Event(at, "continue"))
            continue
        action = rng.choice(legal_actions(state))
        at += rng.randint(800, 3_000) if isinstance(action, Reveal) else rng.randint(1_500, 16_000)
        do(Event.of(action, at))
    if not state.is_over and ending == "resign":
        do(Event(at + 1_000, "resign", seat=rng.randint(0, 1)))
    elif not state.is_over and ending == "void":
        do(Event(at + 1_000, "void", reason="the system clock went backwards"))
    record = Record(players, state.deals, tuple(events), STARTED)
    assert final_state(record) == state
    return record, state


def store_game(storage: Storage, record: Record, state: GameState) -> int:
    """Store a game as the program does: its record, then its end or its progress."""
    game_id = storage.create_game(record)
    if state.is_over:
        storage.finish(game_id, state)
    else:
        storage.update_progress(game_id, state)
    return game_id


#: (seed, players, stop_after, ending) of the six games of the history
SIX_GAMES: list[tuple[int, tuple[str, str], int | None, str | None]] = [
    (0, ("Ana", "Ben"), None, None),  # played out: Ben wins on points
    (1, ("Ana", "Ben"), None, None),  # played out: lost on time
    (2, ("Ben", "Ana"), 30, "resign"),
    (3, ("Ana", "Ben"), 25, "void"),
    (4, ("Ben", "Ana"), None, None),
    (5, ("Ana", "Ben"), 40, None),  # still in progress
]


@pytest.fixture
def storage(tmp_path: Path) -> Iterator[Storage]:
    """An empty games file."""
    store, note = open_storage(tmp_path / "data")
    assert note is None
    yield store
    store.close()


#: Stored games by id, each as its record and its final state.
Stored = dict[int, tuple[Record, GameState]]


@pytest.fixture
def six(storage: Storage) -> Stored:
    """The six games stored, by id."""
    games = {}
    for seed, players, stop, ending in SIX_GAMES:
        record, state = play_game(seed, players, stop, ending)
        games[store_game(storage, record, state)] = (record, state)
    return games


def history(qtbot: QtBot, storage: Storage) -> HistoryDialog:
    dialog = HistoryDialog(storage)
    qtbot.addWidget(dialog)
    return dialog


def snapshot(storage: Storage) -> tuple[list[GameSummary], list[str]]:
    """Everything an import could add: the games and the players."""
    return storage.games(), storage.players()


# --- The history list ---------------------------------------------------------------------------


def test_the_history_lists_every_game_newest_first(qtbot: QtBot, storage: Storage, six: Stored) -> None:
    dialog = history(qtbot, storage)
    rows = dialog.rows()
    assert len(rows) == 6
    ids = [g.id for g in dialog.games()]
    assert ids == sorted(six, reverse=True)
    for row, game_id in zip(rows, ids):
        record, state = six[game_id]
        started, players, result, how, hands, points = row
        assert "2026" in started and ":" in started  # a readable local date and time
        assert players == f"{record.players[0]} v {record.players[1]}"
        assert hands == str(state.hands_dealt)
        assert points == f"{state.points[0]} – {state.points[1]}"
        r = state.result
        if r is None:
            assert (result, how) == ("in progress", "—")
        elif r.winner is None:
            assert (result, how) == ("void", "the system clock went backwards")
        else:
            assert result == f"{record.players[r.winner]} won"
            assert (
                how
                == {"points": "points: the other had none left", "time": "on time", "resign": "resignation"}[
                    r.reason.value
                ]
            )
    kinds = {(row[2] if row[2] in ("void", "in progress") else "won") for row in rows}
    assert kinds == {"void", "in progress", "won"}
    assert any(row[3] == "resignation" for row in rows)
    assert dialog.summary.text() == "6 games · 5 finished · 1 in progress"


def test_a_click_on_a_heading_sorts_the_games_by_it(qtbot: QtBot, storage: Storage, six: Stored) -> None:
    """A play-test with 22 games found no way to order them: a click on a heading sorts by its
    column, a count by its number; again, the other way; the selected game stays selected."""
    dialog = history(qtbot, storage)
    dialog.show()
    header = dialog.table.horizontalHeader()
    chosen = dialog.games()[3].id
    dialog.select_game(chosen)
    hands = COLUMNS.index("hands")

    def click(column: int) -> list[int]:
        qtbot.mouseClick(
            header.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(header.sectionViewportPosition(column) + 5, 5)
        )
        return [g.hands for g in dialog.games()]

    first = click(hands)
    assert first in (sorted(first), sorted(first, reverse=True)) and len(set(first)) > 1
    assert click(hands) == first[::-1]
    assert dialog.selected_game() == chosen
    shown = click(hands)
    assert [row[hands] for row in dialog.rows()] == [str(n) for n in shown]  # the rows and the games agree
    assert [row[1] for row in dialog.rows()] == [f"{g.players[0]} v {g.players[1]}" for g in dialog.games()]
    click(1)
    names = [row[1].casefold() for row in dialog.rows()]
    assert names in (sorted(names), sorted(names, reverse=True))
    # Selecting a game selects its row as sorted: a hostile-input probe had the game-over
    # screen's Analyse run on another game, the row at the game's place in the games file.
    for game in dialog.games():
        dialog.select_game(game.id)
        assert dialog.selected_game() == game.id


LONG_NAMES = ("Maximilienne-Anastasia W", "Bartholomew Fitzgerald X")  # 24 letters each


@pytest.mark.parametrize("width", [752, 1040])
def test_each_game_is_one_line_and_what_is_cut_reads_whole(
    qtbot: QtBot, storage: Storage, six: Stored, width: int
) -> None:
    """A play-test read "7 Dec / 2026, / 08:14" on three lines once a long name was listed:
    five games fitted at 1280×800. Every game is one line: the date, the hands and the points
    whole, a name or a reason too long for its column cut with "…", whole in its tooltip and
    read aloud whole; the names cut in their middle, "v" between them kept."""
    for seed, players in ((7, LONG_NAMES), (8, LONG_NAMES[::-1])):
        store_game(storage, *play_game(seed, players))
    dialog = history(qtbot, storage)
    dialog.resize(width, 620)
    dialog.show()
    qtbot.wait(1)
    table = dialog.table
    line = table.fontMetrics().height()
    assert {table.rowHeight(row) for row in range(table.rowCount())} == {table.rowHeight(0)}
    assert table.rowHeight(0) < 2 * line
    shown, whole = dialog.shown_rows(), dialog.rows()
    cut = 0
    for row in range(table.rowCount()):
        for c, key in enumerate(COLUMNS):
            item = table.item(row, c)
            assert item is not None
            assert item.data(Qt.ItemDataRole.AccessibleTextRole) == whole[row][c]
            room = table.columnWidth(c) - history_dialog.ITEM_SIDE_PX
            assert table.cell_metrics(item).horizontalAdvance(shown[row][c]) <= room, (key, shown[row][c])
            if shown[row][c] == whole[row][c]:
                assert item.toolTip() == ""
                continue
            cut += 1
            assert key not in ("started", "hands", "points"), shown[row][c]
            assert "…" in shown[row][c] and item.toolTip() == whole[row][c]
            if key == "players":
                assert shown[row][c].count(" v ") == 1 and shown[row][c].count("…") == 2, shown[row][c]
    assert cut > 0  # the long names do not fit beside the rest
    assert "\u00a0" in shown[0][0] and " " not in shown[0][0]  # the date never breaks
    assert table.rowAt(table.viewport().height() - 1) in (-1, *range(7, table.rowCount()))  # 8 games in view


def test_a_change_of_type_size_measures_every_cell_again(qtbot: QtBot, storage: Storage, six: Stored) -> None:
    """A cell's widths are kept between resizes (resizing 2,000 games measured every text
    again): a style giving the table a larger type, then a resize, measures them again;
    widths kept from the smaller type would show whole texts that no longer fit."""
    for seed, players in ((7, LONG_NAMES), (8, LONG_NAMES[::-1])):
        store_game(storage, *play_game(seed, players))
    dialog = history(qtbot, storage)
    dialog.resize(1040, 620)
    dialog.show()
    qtbot.wait(1)
    table = dialog.table
    smaller = table.fontMetrics().horizontalAdvance(LONG_NAMES[0])
    dialog.setStyleSheet(dialog.styleSheet() + "\nQTableWidget { font-size: 20px; }")
    dialog.resize(1000, 620)
    qtbot.wait(1)
    assert table.fontMetrics().horizontalAdvance(LONG_NAMES[0]) > smaller
    shown, whole = dialog.shown_rows(), dialog.rows()
    cut = 0
    for row in range(table.rowCount()):
        for c, key in enumerate(COLUMNS):
            item = table.item(row, c)
            assert item is not None
            metrics, room = table.cell_metrics(item), table.columnWidth(c) - history_dialog.ITEM_SIDE_PX
            assert metrics.horizontalAdvance(shown[row][c]) <= room, (key, shown[row][c])
            if shown[row][c] != whole[row][c]:
                cut += 1
                assert metrics.horizontalAdvance(whole[row][c]) > room, (key, whole[row][c])
    assert cut > 0


def test_a_cell_is_measured_again_at_another_resolution(qapp: object) -> None:
    """The same font on a screen of twice the DPI is twice as wide, and QFont's == does not
    compare the resolution: the cell measures its text again, not keep its first widths."""
    from PySide6.QtGui import QFont, QFontMetrics, QImage

    cell = history_dialog._Cell(history_dialog._Text("{0} v {1}", LONG_NAMES))
    font = QFont()
    font.setPointSize(10)
    page = QImage(8, 8, QImage.Format.Format_ARGB32)
    page.setDotsPerMeterX(7559)  # 192 DPI
    page.setDotsPerMeterY(7559)
    sharp = QFont(font, page)
    assert sharp == font
    wide = QFontMetrics(sharp).horizontalAdvance(cell.content.whole)
    assert wide > QFontMetrics(font).horizontalAdvance(cell.content.whole)
    for measured in (font, sharp, font):
        cell.measure(measured)
        assert cell.whole_width == QFontMetrics(measured).horizontalAdvance(cell.content.whole)
        assert cell.least_width == cell.content.least(QFontMetrics(measured))


def test_a_practice_game_listed_leaves_every_name_some_letters_in_french(qtbot: QtBot, storage: Storage) -> None:
    """A play-test's history, a game of a 24-letter name and two practice games listed, read
    "… contre Kim" at 1024×640 in French: a practice game's long words ("· entraînement —
    moyen") asked so much room that the players' column got its heading's only. Every name
    keeps some letters."""
    from spectacular_bid.app.practice import Opponent, with_opponent

    long = ("Wilhelminaconstantinople", "Kim")
    games = ((0, long, None), (1, long, None), (2, ("Kim", "Computer"), "medium"), (3, ("Player", "Computer"), "easy"))
    for seed, players, level in games:
        record, state = play_game(seed, players)
        store_game(storage, record if level is None else with_opponent(record, Opponent(1, level)), state)
    from spectacular_bid.ui.i18n import install_language

    assert install_language("fr")
    try:
        dialog = history(qtbot, storage)
        dialog.resize(968, 520)  # as it opens over a window of 1024×640
        dialog.show()
        qtbot.wait(1)
        for shown in dialog.shown_rows():
            players = shown[COLUMNS.index("players")]
            assert not players.startswith("…") and " contre …" not in players and "L'…" not in players, players
    finally:
        install_language("en")


def test_an_empty_history_says_so(qtbot: QtBot, storage: Storage) -> None:
    dialog = history(qtbot, storage)
    assert dialog.rows() == [] and not dialog.empty_note.isHidden()
    assert not dialog.replay_button.isEnabled() and not dialog.export_button.isEnabled()


@pytest.mark.usefixtures("six")
def test_R41_a_game_in_progress_is_neither_replayed_nor_exported(
    qtbot: QtBot, tmp_path: Path, storage: Storage
) -> None:
    dialog = history(qtbot, storage)
    unfinished = next(g.id for g in dialog.games() if not g.finished)
    dialog.select_game(unfinished)
    assert dialog.selected_game() == unfinished
    assert not dialog.replay_button.isEnabled() and not dialog.export_button.isEnabled()
    assert "both hands" in dialog.hint.text()
    assert dialog.open_replay() is None and dialog.viewers == []
    target = tmp_path / "leak.json"
    assert not dialog.export_selected(str(target))  # even asked directly, with a clear message
    assert dialog.last_message is not None and "still being played" in dialog.last_message[1]
    with pytest.raises(GameFileError, match="still being played"):
        export_game(storage, unfinished, target)
    assert not target.exists() and list(tmp_path.iterdir()) == [tmp_path / "data"]


@pytest.mark.usefixtures("six")
def test_a_kept_game_is_resumed_from_the_history(qtbot: QtBot, storage: Storage) -> None:
    unfinished = next(g.id for g in storage.games() if not g.finished)
    playing = HistoryDialog(storage, current=unfinished)
    qtbot.addWidget(playing)
    playing.select_game(unfinished)
    assert not playing.resume_button.isEnabled()  # the game on the table is not "resumed"
    dialog = history(qtbot, storage)
    dialog.select_game(unfinished)
    assert dialog.resume_button.isEnabled() and "Resume" in dialog.hint.text()
    qtbot.mouseClick(dialog.resume_button, Qt.MouseButton.LeftButton)
    assert dialog.resume_id == unfinished and dialog.result() == dialog.DialogCode.Accepted


@pytest.mark.usefixtures("six")
@pytest.mark.parametrize("how", ["enter", "double-click"])
def test_enter_or_a_double_click_on_a_kept_game_resumes_it(qtbot: QtBot, storage: Storage, how: str) -> None:
    """A keyboard-first play-test pressed Enter on a game kept to finish later: nothing
    happened (Enter opened only replays, of finished games), and Resume could not be reached
    without the mouse. On a kept game, Enter and a double-click resume it, as the hint says."""
    unfinished = next(g.id for g in storage.games() if not g.finished)
    dialog = history(qtbot, storage)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.select_game(unfinished)
    assert "Enter" in dialog.hint.text() and dialog.resume_button.isDefault()
    if how == "enter":
        dialog.table.setFocus()
        qtbot.keyClick(dialog.table, Qt.Key.Key_Return)
    else:
        row = [g.id for g in dialog.games()].index(unfinished)
        rect = dialog.table.visualRect(dialog.table.model().index(row, 1))
        qtbot.mouseClick(dialog.table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
        qtbot.mouseDClick(dialog.table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert dialog.resume_id == unfinished and dialog.result() == dialog.DialogCode.Accepted
    assert dialog.viewers == []


@pytest.mark.usefixtures("six")
def test_enter_and_double_click_open_one_replay_each(qtbot: QtBot, storage: Storage) -> None:
    dialog = history(qtbot, storage)
    dialog.show()
    qtbot.waitExposed(dialog)
    finished = next(g.id for g in dialog.games() if g.finished)
    dialog.select_game(finished)
    dialog.table.setFocus()
    qtbot.keyClick(dialog.table, Qt.Key.Key_Return)
    assert len(dialog.viewers) == 1
    viewer = dialog.viewers[0]
    assert isinstance(viewer, ReplayViewer) and viewer.record == storage.record(finished)
    row = [g.id for g in dialog.games()].index(finished)
    rect = dialog.table.visualRect(dialog.table.model().index(row, 1))
    qtbot.mouseClick(dialog.table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())  # sets the pressed row
    qtbot.mouseDClick(dialog.table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert len(dialog.viewers) == 2
    for window in list(dialog.viewers):
        window.close()


@pytest.mark.usefixtures("six")
def test_tab_leaves_the_games_for_the_buttons(qtbot: QtBot, storage: Storage) -> None:
    """A keyboard-first play-test pressed Tab thirteen times in the history: the focus stayed
    on the games, moving from column to column, and Analyse, Export, Import, the profiles and
    Close could not be reached without the mouse. Tab goes from the games to the buttons and
    round to the games; the arrows still move between games."""
    dialog = history(qtbot, storage)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    dialog.table.setFocus()
    qtbot.waitUntil(dialog.table.hasFocus)
    seen = []
    for _ in range(12):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        seen.append(QApplication.focusWidget())
    buttons = [w for w in seen if isinstance(w, QPushButton)]
    assert len({id(b) for b in buttons}) >= 3 and dialog.table in seen
    dialog.table.setFocus()
    row = dialog.table.currentRow()
    qtbot.keyClick(dialog.table, Qt.Key.Key_Down)
    assert dialog.table.currentRow() == row + 1


@pytest.mark.usefixtures("six")
def test_player_profile_menu_lists_the_selected_players_first(qtbot: QtBot, storage: Storage) -> None:
    record, state = play_game(9, ("Chloé", "Dan"), None, None)
    store_game(storage, record, state)
    dialog = history(qtbot, storage)
    dialog.select_game(dialog.games()[-1].id)  # the oldest: Ana v Ben
    dialog.profile_menu.aboutToShow.emit()
    names = [a.text() for a in dialog.profile_menu.actions() if not a.isSeparator()]
    assert names == ["Ana", "Ben", "Chloé", "Dan"]
    dialog.profile_menu.actions()[0].trigger()
    (profile,) = dialog.viewers
    assert isinstance(profile, ProfileDialog) and profile.profile.name == "Ana"
    profile.close()


# --- Export and import --------------------------------------------------------------------------


@pytest.mark.parametrize("which", range(len(SIX_GAMES)))
def test_export_then_import_gives_an_equal_record(tmp_path: Path, storage: Storage, six: Stored, which: int) -> None:
    game_id = sorted(six)[which]
    path = tmp_path / "game.json"
    if six[game_id][1].result is not None:
        export_game(storage, game_id, path)
        assert json.loads(path.read_text(encoding="utf-8"))["format"] == "spectacular-bid-record"
    other, _ = open_storage(tmp_path / "other")
    try:
        if six[game_id][1].result is None:  # R41: its record would show both hands
            with pytest.raises(GameFileError, match="still being played"):
                export_game(storage, game_id, path)
            assert not path.exists()
            path.write_text(storage.record(game_id).dumps(), encoding="utf-8")
            with pytest.raises(GameFileError, match="not finished"):  # R42: it would be resumed
                import_game(other, path)
            assert snapshot(other) == ([], [])
            return
        new_id = import_game(other, path)
        assert other.record(new_id) == storage.record(game_id) == six[game_id][0]
        (mine,) = [g for g in storage.games() if g.id == game_id]
        (theirs,) = other.games()
        assert (theirs.finished, theirs.winner, theirs.reason, theirs.detail, theirs.hands, theirs.points) == (
            mine.finished,
            mine.winner,
            mine.reason,
            mine.detail,
            mine.hands,
            mine.points,
        )
        assert other.unfinished() == []
    finally:
        other.close()


def test_R46_an_imported_finished_game_rates_both_players_once(tmp_path: Path, storage: Storage) -> None:
    record, state = play_game(0)
    assert state.result is not None and state.result.winner is not None
    path = tmp_path / "won.json"
    path.write_text(record.dumps(), encoding="utf-8")
    import_game(storage, path)
    winner = record.players[state.result.winner]
    assert storage.rating(winner).rating > 1500
    before = snapshot(storage), storage.rating(winner)
    with pytest.raises(GameFileError, match="already in the history"):
        import_game(storage, path)
    assert (snapshot(storage), storage.rating(winner)) == before


def test_R46_a_record_whose_names_are_decomposed_is_imported_and_rated_once(tmp_path: Path, storage: Storage) -> None:
    """A review: once names were kept composed in the games file, a record writing "José" with a
    combining accent no longer matched the game it had stored, and importing it again stored
    and rated it twice."""
    from dataclasses import replace

    record = replace(play_game(0)[0], players=("Jose\u0301", "Ben"))
    path = tmp_path / "accents.json"
    path.write_text(record.dumps(), encoding="utf-8")
    import_game(storage, path)
    before = snapshot(storage), storage.rating("Jos\u00e9")
    with pytest.raises(GameFileError, match="already in the history"):
        import_game(storage, path)
    assert (snapshot(storage), storage.rating("Jos\u00e9")) == before


def _valid() -> dict[str, Any]:
    return json.loads(play_game(1)[0].dumps())


def _with(change: Any) -> bytes:
    data = _valid()
    change(data)
    return json.dumps(data).encode()


def _swap_tile(d: dict[str, Any]) -> None:
    d["deals"][0]["boneyard"][0] = d["deals"][0]["hands"][0][0]  # a tile twice, another missing


def _drop_later_deals(d: dict[str, Any]) -> None:
    d["deals"] = d["deals"][:1]  # the second hand is never dealt: found by the replay


BROKEN: list[tuple[str, bytes, str]] = [
    ("not JSON", b"this is not a record", "not JSON"),
    ("empty", b"", "the file is empty"),
    ("not UTF-8", b"\xff\xfe\x00garbage", "UTF-8"),
    ("a list", b"[1, 2, 3]", "JSON object"),
    ("wrong format", _with(lambda d: d.update(format="chess-pgn")), "format"),
    ("wrong version", _with(lambda d: d.update(version=2)), "version"),
    ("one player", _with(lambda d: d.update(players=["Ana"])), "players"),
    ("no deal", _with(lambda d: d.update(deals=[])), "deals"),
    ("bad deal", _with(_swap_tile), "deal 0"),
    ("short hand", _with(lambda d: d["deals"][0]["hands"][1].pop()), "deal 0"),
    ("bad tile", _with(lambda d: d["deals"][0]["hands"][0].__setitem__(0, [7, 1])), "tile"),
    ("unknown event", _with(lambda d: d["events"].__setitem__(3, {"at": 5, "do": "shuffle"})), "event 3"),
    ("negative time", _with(lambda d: d["events"][2].update(at=-1)), "event 2"),
    ("deal missing", _with(_drop_later_deals), "no deal for hand 1"),
    ("same names", _with(lambda d: d.update(players=["Ana", "ana"])), "names"),
    ("blank name", _with(lambda d: d.update(players=["Ana", "  "])), "names"),
]


@pytest.mark.parametrize(("data", "reason"), [(d, r) for _, d, r in BROKEN], ids=[n for n, _, _ in BROKEN])
@pytest.mark.usefixtures("six")
def test_a_broken_file_is_refused_clearly_and_nothing_is_stored(
    tmp_path: Path, storage: Storage, data: bytes, reason: str
) -> None:
    path = tmp_path / "broken.json"
    path.write_bytes(data)
    before = snapshot(storage)
    with pytest.raises(GameFileError) as refused:
        import_game(storage, path)
    message = str(refused.value)
    assert reason in message and "\n" not in message
    assert snapshot(storage) == before


@pytest.mark.parametrize(
    "change",
    [
        lambda d: d.update(players=["Ana", "B\ud800n"]),
        lambda d: d.update(started_at="2026-12-02T09:00:00Z\udfff"),
        lambda d: d["events"].append({"at": 10**7, "do": "void", "reason": "\ud800"}),
        lambda d: d.update(note={"x": ["\udc00"]}),
    ],
    ids=["name", "started_at", "reason", "extra field"],
)
def test_lone_surrogates_are_refused_at_import_and_saving_goes_on(
    tmp_path: Path,
    storage: Storage,
    change: Any,  # type: ignore[type-arg]
) -> None:
    record, _ = play_game(2, stop_after=20, ending="resign")
    data = json.loads(record.dumps())
    if "reason" in str(change.__code__.co_consts):
        data = json.loads(play_game(3, stop_after=20)[0].dumps())  # finished by the void itself
    change(data)
    path = tmp_path / "surrogate.json"
    path.write_text(json.dumps(data), encoding="ascii")  # JSON escapes: "\ud800"
    with pytest.raises(GameFileError, match="not valid Unicode"):
        import_game(storage, path)
    assert snapshot(storage) == ([], [])
    good = tmp_path / "good.json"
    good.write_text(play_game(0)[0].dumps(), encoding="utf-8")
    import_game(storage, good)  # the games file is as usable as before
    assert len(storage.games()) == 1 and storage.unfinished() == []


def test_an_import_is_stored_whole_or_not_at_all(storage: Storage) -> None:
    record, state = play_game(3, stop_after=25, ending="void")
    assert state.result is not None
    bad = replace(state, result=replace(state.result, detail="\ud800"))  # fails inside finish
    with pytest.raises(UnicodeEncodeError):
        storage.import_game(record, bad)
    assert snapshot(storage) == ([], []) and storage.unfinished() == []


@pytest.mark.parametrize("started", ["9999-12-31T23:59:59-14:00", "0001-01-01T00:00:00+14:00"])
def test_extreme_dates_are_imported_and_shown_as_given(
    qtbot: QtBot,
    tmp_path: Path,
    storage: Storage,
    started: str,
) -> None:
    record, _ = play_game(0)
    path = tmp_path / "far.json"
    path.write_text(replace(record, started_at=started).dumps(), encoding="utf-8")
    dialog = history(qtbot, storage)
    game_id = dialog.import_file(str(path))
    assert game_id is not None and dialog.last_message is None
    assert dialog.rows()[0][0] == started
    dialog.refresh()
    assert history(qtbot, storage).rows()[0][0] == started


def test_a_game_imported_twice_is_shown_where_it_already_is(qtbot: QtBot, tmp_path: Path, storage: Storage) -> None:
    """A play-test read "already in the history (game 1)", where the list shows no numbers,
    under a status line still telling the export before."""
    first, _ = play_game(0)
    other, _ = play_game(1)
    path, second = tmp_path / "first.json", tmp_path / "second.json"
    path.write_text(first.dumps(), encoding="utf-8")
    second.write_text(other.dumps(), encoding="utf-8")
    dialog = history(qtbot, storage)
    game_id = dialog.import_file(str(path))
    assert dialog.import_file(str(second)) is not None and dialog.selected_game() != game_id
    assert dialog.status.isVisibleTo(dialog)  # "Imported … from second.json."
    assert dialog.import_file(str(path)) is None
    assert dialog.selected_game() == game_id and not dialog.status.isVisibleTo(dialog)
    assert dialog.last_message is not None
    assert dialog.last_message[1] == (
        "first.json cannot be imported: this game is already in the history, where it is now selected."
    )


def _first_play_unheld(d: dict[str, Any]) -> None:
    play = next(e for e in d["events"] if e["do"] == "play")
    play["tile"] = d["deals"][0]["hands"][1 - play["seat"]][0]  # a tile of the other hand


#: Copies of a stored game with other events: each replays to a finished game of its own.
EDITED: list[tuple[str, Any]] = [
    ("a time of 10^100", lambda d: next(e for e in d["events"] if e["do"] == "play").update(at=10**100)),
    ("a tile not held", _first_play_unheld),
    ("the last move a millisecond later", lambda d: d["events"][-1].update(at=d["events"][-1]["at"] + 1)),
]


@pytest.mark.parametrize("edit", [e for _, e in EDITED], ids=[n for n, _ in EDITED])
def test_R46_an_edited_copy_of_a_stored_game_is_refused_as_another_version(
    qtbot: QtBot, tmp_path: Path, storage: Storage, edit: Any
) -> None:
    """A play-test: an exported game re-imported with one event changed came in as a new
    game, counted in both players' ratings."""
    record, state = play_game(0)
    assert state.result is not None and state.result.winner is not None
    data = json.loads(record.dumps())
    edit(data)
    edited = Record(record.players, record.deals, parse_record(json.dumps(data)).events, STARTED)
    assert edited.events != record.events and final_state(edited).is_over
    path, copy = tmp_path / "game.json", tmp_path / "copy.json"
    path.write_text(record.dumps(), encoding="utf-8")
    copy.write_text(json.dumps(data), encoding="utf-8")
    dialog = history(qtbot, storage)
    game_id = dialog.import_file(str(path))
    winner = record.players[state.result.winner]
    before = snapshot(storage), storage.rating(winner)
    assert dialog.import_file(str(copy)) is None
    assert (snapshot(storage), storage.rating(winner)) == before
    assert dialog.selected_game() == game_id
    assert dialog.last_message is not None
    assert dialog.last_message[1] == (
        "copy.json cannot be imported: this game is already in the history, recorded differently: it is now "
        "selected there."
    )


def test_a_copy_listing_a_deal_more_is_the_same_game(tmp_path: Path, storage: Storage) -> None:
    """A record may list more deals than it uses (RECORD.md): one more changes no game."""
    record, _ = play_game(0)
    path, copy = tmp_path / "game.json", tmp_path / "copy.json"
    path.write_text(record.dumps(), encoding="utf-8")
    copy.write_text(record.with_deal(deal_from(random.Random(9))).dumps(), encoding="utf-8")
    import_game(storage, path)
    before = snapshot(storage)
    with pytest.raises(GameFileError) as refused:
        import_game(storage, copy)
    assert refused.value.message() == "this game is already in the history, where it is now selected"
    assert snapshot(storage) == before


def test_a_copy_without_its_start_is_known_as_the_stored_game(tmp_path: Path, storage: Storage) -> None:
    """A record without ``started_at`` is given the time of its import: the same game, its
    start removed, came in again as a new game."""
    record, _ = play_game(0)
    import_game(storage, _written(tmp_path / "game.json", record))
    before = snapshot(storage)
    startless = Record(record.players, record.deals, record.events)
    with pytest.raises(GameFileError, match="already in the history, where"):
        import_game(storage, _written(tmp_path / "copy.json", startless))
    edited = Record(record.players, record.deals, record.events[:-1] + (replace(record.events[-1], at=10**100),))
    with pytest.raises(GameFileError, match="recorded differently"):
        import_game(storage, _written(tmp_path / "edited.json", edited))
    assert snapshot(storage) == before


def test_R46_a_copy_whose_start_was_moved_is_known_as_the_stored_game(tmp_path: Path, storage: Storage) -> None:
    """A hostile probe moved a finished game's start by one second: imported again, it was
    stored and rated a second time. A game is its players and its deals (shuffles no other
    game shares), whenever it is said to have started."""
    from dataclasses import replace

    record, state = play_game(0)
    assert state.result is not None and state.result.winner is not None
    import_game(storage, _written(tmp_path / "game.json", record))
    winner = record.players[state.result.winner]
    before = snapshot(storage), storage.rating(winner)
    assert record.started_at is not None
    moved = replace(record, started_at="2026-12-02T09:00:01Z")  # one second after STARTED
    assert moved.started_at != record.started_at
    with pytest.raises(GameFileError, match="already in the history, where"):
        import_game(storage, _written(tmp_path / "moved.json", moved))
    assert (snapshot(storage), storage.rating(winner)) == before


def test_R46_a_copy_whose_undrawn_tiles_were_shuffled_is_known_as_the_stored_game(
    tmp_path: Path, storage: Storage
) -> None:
    """A play-test exported a finished game, changed only the order of the boneyard's tiles
    no one drew, and imported it: it came in as a new game, rated again (1742, then 1809,
    then 1845). Tiles no one drew make no part of the game played: a game is its players
    and the hands dealt."""
    from dataclasses import replace

    record, state = play_game(0)
    assert state.result is not None and state.result.winner is not None
    import_game(storage, _written(tmp_path / "game.json", record))
    winner = record.players[state.result.winner]
    before = snapshot(storage), storage.rating(winner)
    first = record.deals[0]
    drawn = [0] * len(record.deals)  # the tiles drawn from each hand's boneyard
    for played in replay(record):
        drawn[played.state.hand_no] += played.ok and played.event.do == "draw"
    deals = tuple(
        replace(deal, boneyard=deal.boneyard[:n] + deal.boneyard[n:][::-1]) for deal, n in zip(record.deals, drawn)
    )
    shuffled = replace(record, deals=deals)
    played, copied = final_state(record), final_state(shuffled)
    assert shuffled.deals[0] != first and (copied.result, copied.points) == (played.result, played.points)
    with pytest.raises(GameFileError, match="already in the history"):
        import_game(storage, _written(tmp_path / "shuffled.json", shuffled))
    assert (snapshot(storage), storage.rating(winner)) == before


def test_R46_a_copy_whose_hands_were_reordered_is_known_as_the_stored_game(tmp_path: Path, storage: Storage) -> None:
    """A review: each hand's tiles listed in another order make the same game, and the copy
    was stored and rated again. A hand is the tiles it holds, in any order."""
    from dataclasses import replace

    record, _ = play_game(0)
    import_game(storage, _written(tmp_path / "game.json", record))
    before = snapshot(storage)
    deals = tuple(replace(deal, hands=tuple(hand[::-1] for hand in deal.hands)) for deal in record.deals)
    reordered = replace(record, deals=deals)
    assert reordered.deals[0] != record.deals[0]
    with pytest.raises(GameFileError, match="already in the history"):
        import_game(storage, _written(tmp_path / "reordered.json", reordered))
    assert snapshot(storage) == before


def test_R46_a_copy_with_other_tiles_drawn_is_another_version_not_the_same(tmp_path: Path, storage: Storage) -> None:
    """A review: draws do not name their tiles, so a copy whose boneyard was reordered where
    tiles were drawn has the same events but another game (a win on points became a loss on
    time), and was refused as the very game stored ("where it is now selected")."""
    from dataclasses import replace

    record, _ = play_game(0)
    import_game(storage, _written(tmp_path / "game.json", record))
    before = snapshot(storage)
    first = record.deals[0]
    swapped = replace(first, boneyard=first.boneyard[1:2] + first.boneyard[:1] + first.boneyard[2:])
    copy = replace(record, deals=(swapped, *record.deals[1:]))
    with pytest.raises(GameFileError) as refused:
        import_game(storage, _written(tmp_path / "copy.json", copy))
    said = refused.value.message()
    assert said == "this game is already in the history, recorded differently: it is now selected there"
    assert snapshot(storage) == before


def test_a_history_cell_cuts_the_words_after_short_names_before_the_names(qapp: object) -> None:
    """A play-test read "… v C…r · practice — medium" for Kim's practice game against the
    computer, in a column a little short: the words after the names go first."""
    from PySide6.QtWidgets import QLabel

    from spectacular_bid.ui.dialogs.history_dialog import _Text

    metrics = QLabel().fontMetrics()
    text = _Text("{0} v {1} · practice — medium", ("Kim", "Computer"))
    width = metrics.horizontalAdvance(text.whole) * 4 // 5
    shown = text.fitted(metrics, width)
    assert shown.startswith("Kim v Computer · ") and shown.endswith("…"), shown
    assert metrics.horizontalAdvance(shown) <= width
    long = _Text("{0} won", ("Wilhelminaconstantinople",))  # cut at its end, the name would go
    cut = long.fitted(metrics, metrics.horizontalAdvance(long.whole) * 3 // 5)
    assert cut.endswith(" won") and "…" in cut, cut


def _written(path: Path, record: Record) -> Path:
    path.write_text(record.dumps(), encoding="utf-8")
    return path


def test_an_import_reads_whole_only_the_stored_games_dealt_the_same(tmp_path: Path, storage: Storage) -> None:
    """With 2,000 games stored between the same players, an import took 4.9 s on the window's
    thread: it read every one of them whole to look for its own game."""
    records = [play_game(seed)[0] for seed in range(4)]
    ids = [import_game(storage, _written(tmp_path / f"game{k}.json", r)) for k, r in enumerate(records)]
    read: list[int] = []
    whole = storage.record

    def counted(game_id: int) -> Record:
        read.append(game_id)
        return whole(game_id)

    storage.record = counted  # type: ignore[method-assign]
    with pytest.raises(GameFileError, match="already in the history, where"):
        import_game(storage, _written(tmp_path / "copy.json", records[2]))
    assert read == [ids[2]]
    read.clear()
    import_game(storage, _written(tmp_path / "new.json", play_game(4)[0]))
    assert read == []


def test_a_stored_first_deal_written_otherwise_or_damaged_is_still_told_apart(tmp_path: Path) -> None:
    """The first deals are compared as tiles, whichever way a stored tile is written ([2, 5] or
    [5, 2]); a game whose first deal no longer reads is read whole, and left out as before."""
    records = [play_game(seed)[0] for seed in range(3)]
    storage, _ = open_storage(tmp_path / "data")
    ids = [import_game(storage, _written(tmp_path / f"game{k}.json", r)) for k, r in enumerate(records)]
    storage.close()
    with contextlib.closing(sqlite3.connect(tmp_path / "data" / DB_NAME)) as db, db:
        body = json.loads(db.execute("SELECT body FROM deals WHERE game_id = ? AND k = 0", (ids[1],)).fetchone()[0])
        body["hands"] = [[[b, a] for a, b in hand] for hand in body["hands"]]
        db.execute("UPDATE deals SET body = ? WHERE game_id = ? AND k = 0", (json.dumps(body), ids[1]))
        db.execute("UPDATE deals SET body = 'not json' WHERE game_id = ? AND k = 0", (ids[0],))
    storage, _ = open_storage(tmp_path / "data")
    assert storage.dealt_first(records[1].deals[0]) == {ids[0], ids[1]}
    with pytest.raises(GameFileError, match="already in the history, where"):
        import_game(storage, _written(tmp_path / "copy.json", records[1]))
    with pytest.raises(GameFileError, match="already in the history, where"):
        import_game(storage, _written(tmp_path / "copy2.json", records[2]))
    storage.close()


def test_an_import_tells_how_many_moves_the_rules_refused(qtbot: QtBot, tmp_path: Path, storage: Storage) -> None:
    """A record may hold moves the rules refused (a late one; or a tile its player did not
    hold): they change nothing but the time (RECORD.md), and the import says how many."""
    dialog = history(qtbot, storage)
    record, _ = play_game(0)
    dialog.import_file(str(_written(tmp_path / "plain.json", record)))
    assert dialog.status.text() == "Imported Ana v Ben from plain.json."
    data = json.loads(play_game(2)[0].dumps())
    _first_play_unheld(data)
    data["events"].append({"at": 10**100, "do": "tick"})  # a time loss noticed: no move
    edited = parse_record(json.dumps(data))
    steps = list(replay(edited))
    refused = sum(not s.ok for s in steps if s.event.do != "tick")
    assert refused > 1 and steps[-1].state.is_over
    dialog.import_file(str(_written(tmp_path / "edited.json", edited)))
    assert dialog.status.text() == f"Imported Ana v Ben from edited.json. The rules refused {refused} moves in it."
    fresh = play_game(5)[0].deals[:1]  # a game of its own: the same deals would be game 0's (R46)
    late = Record(record.players, fresh, (Event(0, "start"), Event(1_000, "reveal", 1)), "2026-12-03T09:00:00Z")
    late = late.with_event(Event(10**6, "draw", 1))
    assert final_state(late).is_over
    dialog.import_file(str(_written(tmp_path / "late.json", late)))
    assert dialog.status.text() == "Imported Ana v Ben from late.json. The rules refused 1 move in it."


def test_a_file_larger_than_the_record_limit_is_refused_unread(tmp_path: Path, storage: Storage) -> None:
    big = tmp_path / "big.json"
    with big.open("wb") as f:
        f.truncate(RECORD_LIMIT + 1)  # sparse: the size is there, the bytes are zeros
    with pytest.raises(GameFileError, match="larger than 8 MiB"):
        import_game(storage, big)
    if Path("/dev/zero").exists():  # never ends: refused unread, as a device is not a file
        with pytest.raises(GameFileError, match="not a file"):
            import_game(storage, "/dev/zero")
    assert snapshot(storage) == ([], [])


def test_an_import_keeps_the_window_painting_under_a_busy_cursor(
    qtbot: QtBot,
    tmp_path: Path,
    storage: Storage,
) -> None:
    record, _ = play_game(0)
    data = json.loads(record.dumps())
    data["padding"] = [7] * 2_500_000  # an extra field: several MiB to read and check
    path = tmp_path / "long.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    assert path.stat().st_size < RECORD_LIMIT
    dialog = history(qtbot, storage)
    dialog.show()
    ticks: list[int] = []
    cursors: list[object] = []

    def tick() -> None:
        ticks.append(1)
        cursor = QApplication.overrideCursor()
        cursors.append(None if cursor is None else cursor.shape())

    timer = QTimer()
    timer.setInterval(5)
    timer.timeout.connect(tick)
    timer.start()
    game_id = dialog.import_file(str(path))
    timer.stop()
    assert game_id is not None
    assert ticks and Qt.CursorShape.WaitCursor in cursors  # the event loop ran meanwhile
    assert QApplication.overrideCursor() is None


def test_a_missing_file_or_a_folder_is_refused(tmp_path: Path, storage: Storage) -> None:
    with pytest.raises(GameFileError, match=r"cannot read nowhere\.json"):
        import_game(storage, tmp_path / "nowhere.json")
    with pytest.raises(GameFileError, match="cannot read"):
        import_game(storage, tmp_path)
    assert snapshot(storage) == ([], [])


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
def test_the_dialog_refuses_a_named_pipe_at_once(qtbot: QtBot, tmp_path: Path, storage: Storage) -> None:
    """Importing a pipe nobody writes to never holds the window (issue 21): one sentence."""
    pipe = tmp_path / "game.json"
    os.mkfifo(pipe)
    dialog = history(qtbot, storage)
    dialog.show()
    release = threading.Timer(20.0, lambda: open(pipe, "wb").close())  # a reader still waiting is let go
    release.start()
    try:
        assert dialog.import_file(str(pipe)) is None
    finally:
        release.cancel()
    assert dialog.last_message is not None
    assert "game.json cannot be imported: it is a pipe or a device, not a file." in dialog.last_message[1]
    assert snapshot(storage) == ([], [])


def _mutate(data: bytes, edits: list[tuple[int, int, int]]) -> bytes:
    out = bytearray(data)
    for kind, where, value in edits:
        if not out:
            break
        i = where % len(out)
        if kind == 0:
            out[i] = value
        elif kind == 1:
            del out[i]
        elif kind == 2:
            out.insert(i, value)
        else:
            del out[i:]
    return bytes(out)


def _replace_at(text: bytes, choices: list[int], value: Any) -> bytes:
    """The record ``text`` with one value deep inside it (chosen by ``choices``) replaced."""
    doc = json.loads(text)
    node: Any = doc
    for k, choice in enumerate(choices):
        keys = list(node) if isinstance(node, dict) else list(range(len(node))) if isinstance(node, list) else []
        if not keys:
            break
        key = keys[choice % len(keys)]
        child = node[key]
        if k == len(choices) - 1 or not isinstance(child, dict | list):
            node[key] = value
            break
        node = child
    return json.dumps(doc).encode()


_GOOD = play_game(4, ("Ben", "Ana"))[0].dumps().encode()
_JSON = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 400) | st.text(max_size=6),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.sampled_from(["at", "do", "seat"]), inner),
    max_leaves=6,
)

fuzzed = st.one_of(
    st.binary(max_size=400),
    st.builds(
        _mutate,
        st.just(_GOOD),
        st.lists(st.tuples(st.integers(0, 3), st.integers(0, 10**6), st.integers(0, 255)), min_size=1, max_size=4),
    ),
    st.builds(_replace_at, st.just(_GOOD), st.lists(st.integers(0, 10**4), min_size=1, max_size=5), _JSON),
)


@settings(max_examples=50)
@given(data=fuzzed)
def test_fuzzed_files_are_stored_whole_or_refused_with_nothing_stored(data: bytes) -> None:
    with tempfile.TemporaryDirectory() as folder:
        store, _ = open_storage(Path(folder) / "data")
        try:
            path = Path(folder) / "fuzzed.json"
            path.write_bytes(data)
            before = snapshot(store)
            try:
                game_id = import_game(store, path)
            except GameFileError as e:
                assert str(e) and "\n" not in str(e)
                assert snapshot(store) == before
            else:
                assert len(store.games()) == len(before[0]) + 1 and store.unfinished() == []
                assert store.record(game_id).events == parse_record(data).events
        finally:
            store.close()


@pytest.mark.usefixtures("six")
def test_the_dialog_refuses_a_broken_file_with_a_message_and_stores_nothing(
    qtbot: QtBot, tmp_path: Path, storage: Storage
) -> None:
    dialog = history(qtbot, storage)
    dialog.show()
    path = tmp_path / "broken.json"
    path.write_bytes(_with(_swap_tile))
    before = snapshot(storage)
    assert dialog.import_file(str(path)) is None
    assert dialog.last_message is not None
    title, text = dialog.last_message
    assert title == "The game was not imported"
    assert "broken.json" in text  # the parser's own words are the box's details, not the sentence
    assert dialog.message_box is not None and "deal 0" in dialog.message_box.detailedText()
    assert dialog.message_box is not None and dialog.message_box.isVisible()
    assert dialog.message_box.informativeText() == text
    dialog.message_box.close()
    assert snapshot(storage) == before and len(dialog.rows()) == 6


def test_a_refused_import_from_the_window_shows_its_message_over_the_history(
    qtbot: QtBot, tmp_path: Path, storage: Storage, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A play-test: Ctrl+O during a game, a bad file chosen, and nothing seen: the message box
    had opened over the history before the history was shown, which then covered it."""
    from spectacular_bid.app.controller import GameController
    from spectacular_bid.app.timesource import FakeTime
    from spectacular_bid.ui.main_window import MainWindow

    path = tmp_path / "broken.json"
    path.write_bytes(_with(_swap_tile))
    monkeypatch.setattr(history_dialog, "choose_file", lambda *a, **k: str(path))
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    window = MainWindow(GameController(FakeTime(5_000_000), storage=storage), "en", None, settings)
    qtbot.addWidget(window)
    window.show()
    seen: list[tuple[bool, object, object, Qt.WindowModality]] = []
    warn = HistoryDialog._warn

    def watched(dialog: HistoryDialog, title: str, text: str, details: str = "") -> None:
        shown_then = dialog.isVisible()
        warn(dialog, title, text, details)
        box = dialog.message_box
        assert box is not None
        handle, own = box.windowHandle(), dialog.windowHandle()
        seen.append((shown_then, handle.transientParent() if handle else None, own, box.windowModality()))
        QTimer.singleShot(0, box.close)
        QTimer.singleShot(0, dialog.reject)

    monkeypatch.setattr(HistoryDialog, "_warn", watched)

    # Should the refusal never come, the dialogs close; tied to this window, the timer goes with
    # it, and it closes no other test's window (which would ask whether to quit, and wait).
    def close_dialogs() -> None:
        for w in QApplication.topLevelWidgets():
            if isinstance(w, QDialog):
                w.close()

    QTimer.singleShot(5_000, window, close_dialogs)
    window.import_game()  # Ctrl+O
    assert len(seen) == 1
    shown_then, transient_parent, history_window, modality = seen[0]
    assert shown_then  # the history is up, the refusal over it
    assert history_window is not None and transient_parent is history_window
    assert modality is Qt.WindowModality.WindowModal
    window.retire()


@pytest.mark.usefixtures("six")
def test_the_dialog_imports_through_the_file_dialog_and_selects_the_game(
    qtbot: QtBot, tmp_path: Path, storage: Storage, monkeypatch: pytest.MonkeyPatch
) -> None:
    record, _ = play_game(11, ("Chloé", "Dan"))
    path = tmp_path / "chloe.json"
    path.write_text(record.dumps(), encoding="utf-8")
    monkeypatch.setattr(history_dialog, "choose_file", lambda *a, **k: str(path))
    dialog = history(qtbot, storage)
    qtbot.mouseClick(dialog.import_button, Qt.MouseButton.LeftButton)
    assert len(dialog.rows()) == 7 and dialog.last_message is None
    new_id = dialog.selected_game()
    assert new_id is not None and storage.record(new_id) == record
    assert dialog.rows()[0][1] == "Chloé v Dan"
    assert "chloe.json" in dialog.status.text()


@pytest.mark.usefixtures("six")
def test_the_dialog_exports_the_selected_game(
    qtbot: QtBot, tmp_path: Path, storage: Storage, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "out" / "export.json"
    target.parent.mkdir()
    asked: list[str] = []

    def ask(parent: object, title: str, suggested: str, filters: str, *, save: bool) -> str:
        asked.append(suggested)
        assert save
        return str(target)

    monkeypatch.setattr(history_dialog, "choose_file", ask)
    dialog = history(qtbot, storage)
    game = dialog.games()[2]
    dialog.select_game(game.id)
    qtbot.mouseClick(dialog.export_button, Qt.MouseButton.LeftButton)
    began = datetime.fromisoformat(game.started_at.replace("Z", "+00:00")).astimezone()  # as the list shows it
    assert asked and asked[0].endswith(f"{game.players[0]}-v-{game.players[1]}-{began:%Y-%m-%d-%H%M}.json")
    assert target.read_text(encoding="utf-8") == storage.record(game.id).dumps()
    assert list(target.parent.iterdir()) == [target]  # no temporary file left behind
    # A folder that cannot be written: refused with a message, no file.
    assert not dialog.export_selected(str(tmp_path / "missing" / "x.json"))
    assert dialog.last_message is not None and "cannot write" in dialog.last_message[1]


# --- The profile --------------------------------------------------------------------------------


def test_the_profile_shows_rating_counts_and_history(qtbot: QtBot, storage: Storage) -> None:
    expected = {
        "wins": dict.fromkeys(("points", "time", "resign"), 0),
        "losses": dict.fromkeys(("points", "time", "resign"), 0),
    }
    voids = rated = 0
    for seed in range(8):
        players = ("Ana", "Ben") if seed % 2 else ("Ben", "Ana")
        ending = ("resign", "void", None)[seed % 3]
        record, state = play_game(100 + seed, players, 20 + 5 * seed if ending else None, ending)
        store_game(storage, record, state)
        r = state.result
        assert r is not None
        if r.winner is None:
            voids += 1
            continue
        rated += 1
        side = "wins" if record.players[r.winner] == "Ana" else "losses"
        expected[side][r.reason.value] += 1
    for side in expected.values():
        side["total"] = sum(side.values())
    dialog = ProfileDialog(storage, "Ana")
    qtbot.addWidget(dialog)
    assert dialog.counts() == expected
    assert dialog.games_label.text() == "8 games against people"
    assert dialog.voids_label.text().startswith(f"Void games: {voids}")
    rating = storage.rating("Ana")
    value, spread, low, high = rating_numbers(rating)
    assert dialog.rating_text() == f"{value} ± {spread}"
    assert f"{low}–{high}" in dialog.range_label.text()
    points = dialog.chart.points()
    assert len(points) == rated and [p[0] for p in points] == list(range(1, rated + 1))
    assert points[-1][1:] == (rating.rating, rating.deviation)
    assert "No rated game" not in dialog.status_label.text()


def test_a_provisional_rating_says_its_range_will_narrow(qtbot: QtBot, storage: Storage) -> None:
    """A French play-test read "Provisoire après 1 partie classée : l'intervalle se resserre."
    beside a range of 948–2536: after one game the range is wide; it narrows with games to
    come, as the words now say, in both languages."""
    from spectacular_bid.ui.i18n import install_language

    record, state = play_game(101, ("Ana", "Ben"), 25, "resign")
    store_game(storage, record, state)
    dialog = ProfileDialog(storage, "Ana")
    qtbot.addWidget(dialog)
    assert storage.rating("Ana").provisional
    assert dialog.status_label.text() == "Provisional after 1 rated game: the range will narrow with more games."
    assert install_language("fr")
    try:
        french = ProfileDialog(storage, "Ana")
        qtbot.addWidget(french)
        assert french.status_label.text() == (
            "Provisoire après 1 partie classée\xa0: l'intervalle se resserrera au fil des parties."
        )
    finally:
        install_language("en")


def test_a_new_player_shows_the_start_rating(qtbot: QtBot, storage: Storage) -> None:
    dialog = ProfileDialog(storage, "Dora")
    qtbot.addWidget(dialog)
    assert dialog.rating_text() == "1500 ± 1000"
    assert "No rated game yet" in dialog.status_label.text()
    assert dialog.chart.points() == []
    assert dialog.games_label.text() == "0 games against people"


# --- The replay viewer --------------------------------------------------------------------------


@pytest.fixture
def finished_game() -> tuple[Record, GameState]:
    record, state = play_game(1)  # many hands, ends on time with a refused late event
    assert state.result is not None
    return record, state


def viewer_for(qtbot: QtBot, record: Record) -> ReplayViewer:
    viewer = ReplayViewer(record)
    qtbot.addWidget(viewer)
    viewer.show()
    qtbot.waitExposed(viewer)
    viewer.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is viewer)
    return viewer


def test_the_replay_steps_to_the_last_event_and_shows_the_final_game(
    qtbot: QtBot, finished_game: tuple[Record, GameState]
) -> None:
    record, final = finished_game
    viewer = viewer_for(qtbot, record)
    assert viewer.move_list.count() == len(record.events)
    assert viewer.position == 0
    qtbot.keyClick(viewer, Qt.Key.Key_End)
    assert viewer.position == len(record.events) - 1
    assert viewer.state == final
    for seat in (0, 1):
        card = viewer.cards[seat]
        assert card.points.text() == str(final.points[seat])
        assert card.clock.text().endswith(format_reserve(reserve_at(final, seat, final.time)))
        assert card.hand.tiles() == tuple((t.high, t.low) for t in final.hands[seat])  # face up
        assert card.badge.isVisibleTo(viewer) == (final.result is not None and final.result.winner == seat)
    assert viewer.slider.value() == viewer.position == viewer.move_list.currentRow()
    assert not viewer.next_button.isEnabled() and viewer.back_button.isEnabled()


def test_the_keys_buttons_slider_and_list_choose_the_event(
    qtbot: QtBot, finished_game: tuple[Record, GameState]
) -> None:
    record, _ = finished_game
    viewer = viewer_for(qtbot, record)
    qtbot.keyClick(viewer, Qt.Key.Key_Right)
    qtbot.keyClick(viewer, Qt.Key.Key_Right)
    assert viewer.position == 2
    qtbot.keyClick(viewer, Qt.Key.Key_Left)
    assert viewer.position == 1
    qtbot.keyClick(viewer, Qt.Key.Key_End)
    qtbot.keyClick(viewer, Qt.Key.Key_Home)
    assert viewer.position == 0
    qtbot.keyClick(viewer, Qt.Key.Key_Left)
    assert viewer.position == 0  # nothing before the first event
    qtbot.mouseClick(viewer.next_button, Qt.MouseButton.LeftButton)
    assert viewer.position == 1
    qtbot.mouseClick(viewer.last_button, Qt.MouseButton.LeftButton)
    assert viewer.position == len(record.events) - 1
    viewer.slider.setValue(10)
    assert viewer.position == 10 and viewer.move_list.currentRow() == 10
    viewer.move_list.setCurrentRow(20)
    assert viewer.position == 20 and viewer.slider.value() == 20
    s = viewer.steps[20]
    assert viewer.state == s.state
    assert viewer.reserves() == (reserve_at(s.state, 0, s.state.time), reserve_at(s.state, 1, s.state.time))


def test_the_move_list_says_what_each_event_did(qtbot: QtBot, finished_game: tuple[Record, GameState]) -> None:
    record, _ = finished_game
    # One refused event at the end: Ben draws after the game is over.
    extra = record.with_event(Event(record.events[-1].at + 10, "draw", seat=1))
    viewer = viewer_for(qtbot, extra)
    moves = viewer.moves()
    assert len(moves) == len(extra.events)
    assert moves[0] == "1. The game starts"
    assert all(m.startswith(f"{i + 1}. ") for i, m in enumerate(moves))
    scored = next(
        s
        for s in viewer.steps
        if s.ok and s.event.do == "play" and s.event.end and any(n.__class__.__name__ == "Scored" for n in s.notes)
    )
    a, b = scored.event.tile or (0, 0)
    name = record.players[scored.event.seat or 0]
    line = moves[scored.index]
    assert line.startswith(f"{scored.index + 1}. {name} plays {a}–{b} {scored.event.end} — End total ")
    assert f"→ {name} +" in line
    assert moves[-1] == f"{len(moves)}. ✗ Ben draws — refused: The game is over"
    flagged = [m for m in moves if "too late" in m]
    assert len(flagged) == 1 and flagged[0].endswith("ran out of time") and "seat" not in flagged[0]
    assert viewer.move_list.item(len(moves) - 1).foreground().color().name() == "#ffb3b3"
    viewer.set_position(scored.index)
    assert "End total" in viewer.explanation.text()
    # What one event caused, two sentences or more, stands apart: "accepte; Enchère 200 → …"
    # put a sentence's capital after a semicolon (a play-test), in French without its space.
    several = [viewer.move_text(s) for s in viewer.steps if s.ok and len(s.notes) > 1]
    assert several and all(" · " in m and "; " not in m for m in several), several[:3]


def test_a_time_loss_found_by_the_clock_reads_as_one_not_as_a_refused_event(qtbot: QtBot) -> None:
    """The program's own tick at a deadline (RECORD.md) is refused by the rules only in form:
    the replay says whose clock ran out, not that something came too late."""
    record = Record(
        ("Ana", "Ben"),
        (deal_from(random.Random(1)),),
        (Event(0, "start"), Event(1_000, "reveal", 1), Event(200_000, "tick")),
    )
    viewer = viewer_for(qtbot, record)
    assert viewer.moves()[-1] == "3. Time passes — Ben ran out of time"
    viewer.set_position(2)
    text = viewer.explanation.text()
    assert "Ben ran out of time" in text and "refused" not in text and "Too late" not in text


def test_the_reserve_chart_follows_the_clocks(qtbot: QtBot, finished_game: tuple[Record, GameState]) -> None:
    record, _ = finished_game
    viewer = viewer_for(qtbot, record)
    series = reserve_series(viewer.initial, viewer.steps)
    assert [p.at for p in series] == sorted(p.at for p in series)
    for s in viewer.steps:  # the polyline passes through every event's reading
        reading = (reserve_at(s.state, 0, s.state.time), reserve_at(s.state, 1, s.state.time))
        assert any(p.at == s.state.time and p.reserves == reading for p in series)
    assert all(0 <= r <= 120_000 for p in series for r in p.reserves)
    target = viewer.steps[30].state.time
    viewer.chart.time_clicked.emit(target)
    assert viewer.steps[viewer.position].state.time <= target
    assert viewer.position == max(s.index for s in viewer.steps if s.state.time <= target)


def test_the_dialogs_render(qtbot: QtBot, storage: Storage, six: Stored) -> None:
    dialog = history(qtbot, storage)
    profile = ProfileDialog(storage, "Ana")
    qtbot.addWidget(profile)
    viewer = ReplayViewer(next(r for r, s in six.values() if s.result is not None))
    qtbot.addWidget(viewer)
    viewer.set_position(len(viewer.steps) // 2)
    for widget in (dialog, profile, viewer):
        widget.show()
        image = widget.grab().toImage()
        assert not image.isNull() and image.width() >= 700 and image.height() >= 500


def test_the_replay_of_an_empty_unfinished_or_cut_record_still_opens(qtbot: QtBot) -> None:
    record, _ = play_game(1)
    empty = Record(record.players, record.deals[:1], (), STARTED)
    viewer = viewer_for(qtbot, empty)
    assert viewer.position == -1 and viewer.moves() == [] and viewer.state == viewer.initial
    assert not viewer.next_button.isEnabled() and not viewer.slider.isEnabled()
    qtbot.keyClick(viewer, Qt.Key.Key_End)
    assert viewer.position == -1
    assert "not finished" in viewer.review_note.text()
    viewer.close()
    unfinished, state = play_game(5, stop_after=40)
    assert state.result is None
    viewer = viewer_for(qtbot, unfinished)
    assert viewer.outcome.text() == "Not finished" and viewer.review_note.property("role") == "warning"
    viewer.close()
    # A record whose second hand has no deal: the viewer shows the events up to there and why.
    cut = Record(record.players, record.deals[:1], record.events, STARTED)
    viewer = viewer_for(qtbot, cut)
    assert viewer.problem is not None and "no deal for hand 1" in viewer.problem
    assert 0 < len(viewer.steps) < len(record.events)


def test_an_unreadable_game_is_listed_as_such_and_left_alone(qtbot: QtBot, tmp_path: Path) -> None:
    import sqlite3

    folder = tmp_path / "odd"
    store, _ = open_storage(folder)
    for seed in (0, 1):
        store_game(store, *play_game(seed))
    store.close()
    db = sqlite3.connect(folder / "spectacular-bid.sqlite3")
    db.execute("UPDATE games SET points0 = X'00' WHERE id = 1")  # an odd row: a BLOB
    db.commit()
    db.close()
    store, _ = open_storage(folder)
    try:
        dialog = history(qtbot, store)
        rows = {r[2] for r in dialog.rows()}
        assert "could not be read" in rows and len(dialog.rows()) == 2
        dialog.select_game(1)
        assert not dialog.export_button.isEnabled() and not dialog.replay_button.isEnabled()
        assert not dialog.resume_button.isEnabled() and "could not be read" in dialog.hint.text()
    finally:
        store.close()


def test_the_file_dialog_is_readable_under_the_games_style(qtbot: QtBot, storage: Storage) -> None:
    """Issue 12, item 3: file names dark on a light list, tool buttons with their icons."""
    from PySide6.QtGui import QColor, QPalette

    from spectacular_bid.ui.dialogs.file_dialog import file_dialog

    parent = history(qtbot, storage)
    dialog = file_dialog(parent, "Import", str(Path.home()), "All files (*)", save=False)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)

    def luminance(c: QColor) -> float:
        def lin(v: float) -> float:
            return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4

        return 0.2126 * lin(c.redF()) + 0.7152 * lin(c.greenF()) + 0.0722 * lin(c.blueF())

    for view in dialog.findChildren(QTreeView):
        if view.isVisible():
            text, base = view.palette().color(QPalette.ColorRole.Text), view.palette().color(QPalette.ColorRole.Base)
            light, dark = sorted((luminance(text), luminance(base)), reverse=True)
            assert (light + 0.05) / (dark + 0.05) >= 7, (text.name(), base.name())
    buttons = [b for b in dialog.findChildren(QToolButton) if b.isVisible()]
    assert buttons and all(not b.icon().isNull() for b in buttons)
    dialog.reject()


def test_the_file_dialog_s_own_warnings_are_readable(qtbot: QtBot, storage: Storage) -> None:
    """A hostile probe chose a file, deleted it, then pressed Open: the dialog's own "File not
    found" box showed the dialog's dark words on the game's navy."""
    from PySide6.QtWidgets import QMessageBox

    from spectacular_bid.ui.dialogs.file_dialog import file_dialog

    parent = history(qtbot, storage)
    dialog = file_dialog(parent, "Import", str(Path.home()), "All files (*)", save=False)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    box = QMessageBox(QMessageBox.Icon.Warning, "Import", "imp.json\nFile not found.", parent=dialog)
    box.show()
    qtbot.waitExposed(box)
    image = box.grab().toImage()
    background = image.pixelColor(image.width() - 4, 4)
    assert background.lightnessF() > 0.8, background.name()  # light, under the dialog's dark words
    box.close()
    dialog.reject()


def test_a_finished_game_that_lost_a_deal_is_refused_for_export_with_a_message(tmp_path: Path) -> None:
    """A damaged games file: the game is listed, finished and readable, but a later hand's deal
    is gone; its final state cannot be worked out, so it cannot be checked as over."""
    store, _ = open_storage(tmp_path / "data")
    kept = None
    for seed, players, stop, ending in SIX_GAMES:
        record, state = play_game(seed, players, stop, ending)
        game_id = store_game(store, record, state)
        if state.result is not None and len(record.deals) > 1:
            kept = game_id
    assert kept is not None
    store.close()
    with contextlib.closing(sqlite3.connect(tmp_path / "data" / DB_NAME)) as db, db:
        db.execute("DELETE FROM deals WHERE game_id = ? AND k = 1", (kept,))
    store, _ = open_storage(tmp_path / "data")
    try:
        with pytest.raises(GameFileError, match="could not be read"):
            export_game(store, kept, tmp_path / "game.json")
        assert not (tmp_path / "game.json").exists()
    finally:
        store.close()


@given(st.floats(0, 4000), st.floats(0, 800))
def test_the_shown_range_is_the_shown_rating_give_or_take_its_spread(value: float, deviation: float) -> None:
    """The profile said "1742 ± 794" beside "95 % range 948–2535": each number rounded on its
    own. The range is the shown rating less and plus the shown spread."""
    rating, spread, low, high = rating_numbers(Rating(value, deviation))
    assert (low, high) == (rating - spread, rating + spread)
    assert abs(rating - value) <= 0.5 and abs(spread - 2 * deviation) <= 0.5


def test_a_practice_game_is_exported_under_the_names_the_list_shows(
    qtbot: QtBot, tmp_path: Path, storage: Storage, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A practice game begun in English holds "Computer" in its record: the French list said
    "Ana contre Ordinateur", its export "Partie Ana contre Computer exportée" into
    "Ana-contre-Computer-….json" (a play-test). Both now name it as the list does."""
    from spectacular_bid.app.practice import Opponent, with_opponent
    from spectacular_bid.ui.i18n import install_language

    record, state = play_game(0, ("Ana", "Computer"), None, None)
    game_id = store_game(storage, with_opponent(record, Opponent(1, "easy")), state)
    asked: list[str] = []

    def ask(parent: object, title: str, suggested: str, filters: str, *, save: bool) -> str:
        asked.append(suggested)
        return str(tmp_path / "out.json")

    monkeypatch.setattr(history_dialog, "choose_file", ask)
    assert install_language("fr")
    try:
        dialog = history(qtbot, storage)
        dialog.select_game(game_id)
        assert dialog.export_selected()
        assert Path(asked[0]).name.startswith("Ana-contre-L_Ordinateur-")
        assert "Ordinateur" in dialog.status.text() and "Computer" not in dialog.status.text()
    finally:
        install_language("en")


def test_a_remembered_folder_that_cannot_be_looked_at_is_no_folder(qapp: object, tmp_path: Path) -> None:
    """A hostile-input probe remembered a folder of 300 characters: Path.is_dir raised (the
    name too long), History never opened, and with it Import, Export and Resume. Such a folder,
    as one without permission or a network folder gone, is no folder: the dialogs open elsewhere."""
    from PySide6.QtCore import QSettings

    from spectacular_bid.ui.dialogs.history_dialog import FOLDER_KEY, start_folder

    store = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    store.setValue(FOLDER_KEY, "/tmp/" + "y" * 300)
    assert start_folder(store) != store.value(FOLDER_KEY)
    store.setValue(FOLDER_KEY, str(tmp_path))
    assert start_folder(store) == str(tmp_path)
