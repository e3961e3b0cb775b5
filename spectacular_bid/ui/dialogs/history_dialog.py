"""The game history: every stored game, newest first, with replay, export, import, profiles,
*Analyse* for a finished game and *Resume* for a game kept to finish later.

*Analyse* (issue 25) has the engine value every decision of the selected finished game, from
what its player could know: it runs beside the window (:class:`~spectacular_bid.app.coach.AnalysisRun`)
with a progress bar and *Cancel*, the dialog answering meanwhile; the result is kept in the
games file, so that the replay opens with it at once the next time.

:class:`HistoryDialog` lists the saved games (:mod:`spectacular_bid.app.archive`) and opens a
:class:`~.replay_viewer.ReplayViewer` or a :class:`~.profile_dialog.ProfileDialog`. The file
work is Qt-free, in the archive too; reading and checking an imported file runs beside the
window, which keeps painting under a busy cursor.

A game still in progress can be neither replayed nor exported from here: its record shows
both hands (R41).
"""

from __future__ import annotations

import functools
import re
import threading
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import TypeVar

from PySide6.QtCore import QDir, QEventLoop, QRect, QSettings, QStandardPaths, Qt
from PySide6.QtGui import QCursor, QFont, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMenu,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...app.archive import (
    AlreadyStored,
    GameFileError,
    GameSummary,
    Storage,
    StoreDamaged,
    check_record,
    export_game,
    export_name,
    read_record_file,
    store_checked,
)
from ...app.coach import AnalysisRun, Review, kept_review
from ...app.names import set_apart
from ...app.practice import opponent_of, practice_label, shown_players
from ...core.record import Record
from .. import theme
from ..i18n import counted
from ..window_fit import fit_to_screen
from .file_dialog import choose_file
from .profile_dialog import ProfileDialog, dialog_style_sheet, local_date
from .replay_viewer import ReplayViewer

COLUMNS = ("started", "players", "result", "reason", "hands", "points")

_ID_ROLE = Qt.ItemDataRole.UserRole
_SORT_ROLE = Qt.ItemDataRole.UserRole + 1  #: what a cell is sorted by when its heading is clicked
FOLDER_KEY = "files/folder"  #: the settings' key of the folder of the last record exported or imported


def start_folder(store: QSettings | None = None) -> str:
    """Where the export and import dialogs open: the folder used last (remembered in
    ``store``), while it exists; else the user's documents folder; else their home folder —
    never the folder the program happened to be started from. A folder that cannot be looked
    at (a name too long, no permission, a network folder gone) is one that does not exist."""
    last = store.value(FOLDER_KEY, "") if store is not None else ""
    if isinstance(last, str) and last and _is_folder(last):
        return last
    documents = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    if documents and _is_folder(documents):
        return documents
    return QDir.homePath()


def _is_folder(name: str) -> bool:
    """Whether ``name`` is a folder, False when it cannot be told (``Path.is_dir`` raises for
    some reasons: a probe's remembered folder of 300 characters kept History from opening)."""
    try:
        return Path(name).is_dir()
    except (OSError, ValueError):
        return False


# --- The dialog ---------------------------------------------------------------------------------


_T = TypeVar("_T")


def _translated(text: str) -> str:
    return QApplication.translate("messages", text)


def named_now(record: Record) -> Record:
    """``record`` with the computer of a practice game named in the interface's language, and
    a name written right to left set apart (:func:`~spectacular_bid.app.names.set_apart`):
    the players as a replay's sentences name them."""
    names = set_apart(shown_players(record.players, opponent_of(record), _translated))
    if names == tuple(record.players):
        return record
    return Record(names, record.deals, record.events, record.started_at, record.extra)


def _beside_the_window(work: Callable[[], _T]) -> _T:
    """Run ``work`` in a thread while the window keeps painting (user input waits), under a
    busy cursor; return its result or raise its exception."""
    done = threading.Event()
    results: list[_T] = []
    errors: list[BaseException] = []

    def run() -> None:
        try:
            results.append(work())
        except BaseException as e:  # raised again in the window's thread below
            errors.append(e)
        done.set()

    QApplication.setOverrideCursor(QCursor(Qt.CursorShape.WaitCursor))
    try:
        threading.Thread(target=run, name="import", daemon=True).start()
        while not done.wait(0.02):
            QApplication.processEvents(QEventLoop.ProcessEventsFlag.ExcludeUserInputEvents, 20)
    finally:
        QApplication.restoreOverrideCursor()
    if errors:
        raise errors[0]
    return results[0]


#: The room a cell's padding and the style's text margins take, across and down (dialog_style).
ITEM_SIDE_PX, ITEM_TOP_BOTTOM_PX = 2 * 8 + 2 * 3, 2 * 4 + 2

#: The columns that take their text's width; the others share what is left, wrapping.
_NARROW = ("started", "hands", "points")


class _Cell(QTableWidgetItem):
    """A cell sorted by its key (:data:`_SORT_ROLE`): a date by its time, a count by its number."""

    def __lt__(self, other: QTableWidgetItem) -> bool:
        mine, theirs = self.data(_SORT_ROLE), other.data(_SORT_ROLE)
        if mine is None or theirs is None or type(mine) is not type(theirs):
            return super().__lt__(other)
        return bool(mine < theirs)


class _GamesTable(QTableWidget):
    """The games, every column in view: the narrow ones as wide as their texts, the others
    (players, result, how it ended) sharing the rest, their texts wrapped when it is short."""

    def fit_columns(self) -> None:
        """Give each column its width for the table's present width: every column its text's
        width when there is room, the wide ones sharing what is left over; else every heading
        whole and the rest of the room shared by what each column lacks, its text wrapping."""
        header = self.horizontalHeader()
        room = self.viewport().width()
        count = self.columnCount()
        if room <= 0 or count == 0:
            return
        heading = [header.sectionSizeFromContents(c).width() for c in range(count)]
        need = [max(self.sizeHintForColumn(c), heading[c]) for c in range(count)]
        # A count and a score never wrap ("150 –" over "150"): their floor is their whole text.
        # The others wrap between words, and not inside one ("resignatio") where the table has
        # room for every column's longest word; else at their heading.
        floor = [need[c] if COLUMNS[c] in ("hands", "points") else heading[c] for c in range(count)]
        words = [max(floor[c], self.longest_word(c)) for c in range(count)]
        if sum(words) <= room:
            floor = words
        if sum(need) <= room:
            wide = [c for c, key in enumerate(COLUMNS) if key not in _NARROW]
            wanted = sum(need[c] for c in wide)
            width = [
                need[c] + ((room - sum(need)) * need[c] // max(1, wanted) if c in wide else 0) for c in range(count)
            ]
        else:
            lack = [need[c] - floor[c] for c in range(count)]
            spare = max(0, room - sum(floor))
            width = [floor[c] + spare * lack[c] // max(1, sum(lack)) for c in range(count)]
        width[-1] += max(0, room - sum(width))  # rounding: the columns fill the table
        for c in range(count):
            header.resizeSection(c, width[c])
        self.resizeRowsToContents()
        for row in range(self.rowCount()):  # the delegate's height misses the style's padding
            self.setRowHeight(row, max(self.rowHeight(row), self.wrapped_height(row)))

    def longest_word(self, column: int) -> int:
        """The width of the longest word in ``column``, inside a cell's padding: a line may
        break between words and after a hyphen, not inside a word."""
        metrics = self.fontMetrics()
        widest = 0
        for row in range(self.rowCount()):
            item = self.item(row, column)
            for word in re.findall(r"[^\s-]+-?", item.text() if item is not None else ""):
                widest = max(widest, metrics.horizontalAdvance(word))
        return widest + ITEM_SIDE_PX

    def wrapped_height(self, row: int) -> int:
        """The height ``row`` needs for every cell's text wrapped at its column's width, inside
        the style's padding (``dialog_style``: 4 px above and below, 8 px each side, plus
        the style's own text margin of 3 px each side)."""
        metrics = self.fontMetrics()
        high = 0
        for c in range(self.columnCount()):
            item = self.item(row, c)
            if item is None or not item.text():
                continue
            room = QRect(0, 0, max(1, self.columnWidth(c) - ITEM_SIDE_PX), 100_000)
            high = max(high, metrics.boundingRect(room, Qt.TextFlag.TextWordWrap, item.text()).height())
        return high + ITEM_TOP_BOTTOM_PX

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit_columns()


def _sort_keys(game: GameSummary, texts: list[str]) -> list[object]:
    """What each cell of ``game``'s row (shown as ``texts``) sorts by: the start's time (the
    newest game first, as stored, when the order is descending), names and words without case,
    the hands and each player's points by number."""
    hands = game.hands if game.readable else -1
    points = game.points if game.readable else (-1, -1)
    words = [text.casefold() for text in texts[1:4]]
    return [(game.started_at, game.id), *words, hands, points]


class HistoryDialog(QDialog):
    """The history of stored games. :attr:`viewers` keeps the replay and profile windows it
    opened; :attr:`last_message` is the last warning shown, as ``(title, text)``.

    ``current`` is the id of the game being played in the window, if any: it cannot be
    resumed from here. After *Resume*, the dialog is accepted and :attr:`resume_id` is the
    game to reopen."""

    def __init__(
        self,
        storage: Storage,
        parent: QWidget | None = None,
        current: int | None = None,
        store: QSettings | None = None,
    ) -> None:
        super().__init__(parent)
        self.current = current
        self.resume_id: int | None = None
        #: The game whose analysis, once done, accepts the dialog rather than opens its replay:
        #: the window opens it (the game-over screen's Analyse); :attr:`analysed` is then that
        #: analysis. Another game analysed meanwhile opens its replay here, as ever.
        self.close_when_analysed: int | None = None
        self.analysed: Review | None = None
        theme.ensure_applied()
        self.setStyleSheet(dialog_style_sheet())
        self.storage = storage
        self.viewers: list[QDialog] = []
        self.message_box: QMessageBox | None = None
        self.last_message: tuple[str, str] | None = None
        self._games: list[GameSummary] = []
        self._kept_analyses: dict[int, bool] = {}  # game id: its kept analysis is shown
        self._store = store  # where the folder used last is remembered (None: for this dialog only)
        self._folder = start_folder(store)
        self.setWindowTitle(self.tr("Game history"))
        self.setAccessibleName(self.windowTitle())

        self.title = QLabel(self.tr("Game history"))
        theme.set_role(self.title, "title")
        self.summary = QLabel()
        theme.set_role(self.summary, "muted")

        self.table = _GamesTable(0, len(COLUMNS))
        self.table.setAccessibleName(self.tr("Stored games"))
        self.table.setHorizontalHeaderLabels(
            [
                self.tr("Started"),
                self.tr("Players"),
                self.tr("Result"),
                self.tr("How"),
                self.tr("Hands"),
                self.tr("Points"),
            ]
        )
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setTabKeyNavigation(False)  # Tab goes on to the buttons; the arrows move between games
        self.table.setAlternatingRowColors(True)
        self.table.setShowGrid(False)
        self.table.setWordWrap(True)  # a column too narrow for its text wraps it: nothing is cut
        self.table.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)  # every column shows
        self.table.verticalHeader().setVisible(False)
        self.table.verticalHeader().setMinimumSectionSize(36)
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)  # set by fit_columns
        header = self.table.horizontalHeader()
        header.setHighlightSections(False)
        header.setDefaultAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        header.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)  # set by _GamesTable.fit_columns
        # A click on a heading sorts by its column (again: the other way); newest first to begin.
        # No arrow: the style gives every heading room for one, which a 752 px history (beside a
        # running clock at 1024 px) has not; the order shows in the rows, the headings say how.
        header.setSortIndicator(0, Qt.SortOrder.DescendingOrder)
        header.setSortIndicatorShown(False)
        header.setSectionsClickable(True)
        for c in range(len(COLUMNS)):
            heading = self.table.horizontalHeaderItem(c)
            if heading is not None:
                heading.setToolTip(self.tr("Click to sort the games by this column; again, the other way."))
        header.sortIndicatorChanged.connect(lambda *_: self.table.fit_columns())  # rows moved: their heights
        self.table.doubleClicked.connect(lambda _index: self.open_selected())
        self.table.itemSelectionChanged.connect(self._selection_changed)

        self.empty_note = QLabel(
            self.tr("No game has been stored yet. Finished games and games in progress appear here.")
        )
        theme.set_role(self.empty_note, "muted")
        self.hint = QLabel()
        theme.set_role(self.hint, "muted")
        self.hint.setWordWrap(True)
        self.status = QLabel()
        theme.set_role(self.status, "gold")
        self.status.setWordWrap(True)
        theme.as_written(self.status)  # it names files and players
        self.status.hide()

        self.replay_button = QPushButton(self.tr("Open replay"))
        self.replay_button.setToolTip(self.tr("Step through the selected game (Enter or double-click)"))
        self.replay_button.setDefault(True)
        self.replay_button.clicked.connect(self.open_replay)
        self.resume_button = QPushButton(self.tr("Resume"))
        self.resume_button.setToolTip(self.tr("Go on with the selected game, kept to finish later"))
        self.resume_button.clicked.connect(self.resume_selected)
        self.analyse_button = QPushButton(self.tr("Analyse"))
        self.analyse_button.setToolTip(
            self.tr("The engine values every decision of the selected game, from what its player could see")
        )
        self.analyse_button.clicked.connect(self.analyse_selected)
        self.export_button = QPushButton(self.tr("Export…"))
        self.export_button.setToolTip(self.tr("Save the selected game's record as a file"))
        self.export_button.clicked.connect(lambda: self.export_selected())
        self.import_button = QPushButton(self.tr("Import…"))
        self.import_button.setToolTip(self.tr("Add a game from a record file"))
        self.import_button.clicked.connect(lambda: self.import_file())
        self.profile_button = QPushButton(self.tr("Player profile…"))
        self.profile_button.setToolTip(self.tr("Rating and results of a player"))
        self.profile_menu = QMenu(self)
        self.profile_menu.aboutToShow.connect(self._fill_profile_menu)
        self.profile_button.setMenu(self.profile_menu)
        self.close_button = QPushButton(self.tr("Close"))
        theme.set_role(self.close_button, "secondary")
        self.close_button.clicked.connect(self.reject)
        self.run: AnalysisRun | None = None  #: the analysis under way, if any
        self.progress = QProgressBar()
        self.progress.setAccessibleName(self.tr("Analysis"))
        self.progress.setTextVisible(False)
        self.progress.setMaximumHeight(12)
        self.progress_text = QLabel()
        theme.set_role(self.progress_text, "muted")
        self.cancel_button = QPushButton(self.tr("Cancel the analysis"))
        self.cancel_button.clicked.connect(self.cancel_analysis)
        self.progress_row = QWidget()
        progress_row = QHBoxLayout(self.progress_row)
        progress_row.setContentsMargins(0, 0, 0, 0)
        progress_row.setSpacing(10)
        progress_row.addWidget(self.progress_text)
        progress_row.addWidget(self.progress, 1)
        progress_row.addWidget(self.cancel_button)
        self.progress_row.hide()
        for button in (
            self.replay_button,
            self.resume_button,
            self.analyse_button,
            self.cancel_button,
            self.export_button,
            self.import_button,
            self.profile_button,
            self.close_button,
        ):
            theme.set_role(button, "secondary" if button is self.close_button else "small")
            if button is not self.replay_button:
                button.setAutoDefault(False)

        # Two rows, so that the dialog fits a 1024-pixel screen in every language: what to do
        # with the selected game, then the rest.
        selected = QHBoxLayout()
        selected.setSpacing(10)
        for button in (self.replay_button, self.analyse_button, self.resume_button, self.export_button):
            selected.addWidget(button)
        selected.addStretch(1)
        others = QHBoxLayout()
        others.setSpacing(10)
        others.addWidget(self.import_button)
        others.addWidget(self.profile_button)
        others.addStretch(1)
        others.addWidget(self.close_button)
        buttons = QVBoxLayout()
        buttons.setSpacing(8)
        buttons.addLayout(selected)
        buttons.addLayout(others)

        heading = QHBoxLayout()
        heading.addWidget(self.title)
        heading.addStretch(1)
        heading.addWidget(self.summary, 0, Qt.AlignmentFlag.AlignBottom)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 18, 24, 18)
        layout.setSpacing(10)
        layout.addLayout(heading)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.empty_note)
        layout.addWidget(self.hint)
        layout.addWidget(self.status)
        layout.addWidget(self.progress_row)
        layout.addLayout(buttons)
        self.refresh()
        fit_to_screen(self, (1040, 620), anchor=parent)

    # --- the list -----------------------------------------------------------------------

    def refresh(self, select: int | None = None) -> None:
        """Read the games again, newest first, and select ``select`` (default: the game
        selected before, or the newest)."""
        keep = select if select is not None else self.selected_game()
        self._games = self.storage.games()
        self._kept_analyses = {}
        table = self.table
        table.setSortingEnabled(False)  # filled row by row, then sorted as the heading shows
        table.setRowCount(len(self._games))
        for row, game in enumerate(self._games):
            texts = self.row_texts(game)
            for col, (text, key) in enumerate(zip(texts, _sort_keys(game, texts))):
                item = _Cell(text)
                item.setData(_ID_ROLE, game.id)
                item.setData(_SORT_ROLE, key)
                if COLUMNS[col] in ("hands", "points"):
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                if COLUMNS[col] == "result":
                    font = QFont(item.font())
                    font.setBold(game.readable and game.finished and game.winner is not None)
                    font.setItalic(not game.finished or not game.readable)
                    item.setFont(font)
                    colour = theme.GOLD if game.finished and game.winner is not None else theme.IVORY_DIM
                    item.setForeground(theme.qcolor(colour))
                table.setItem(row, col, item)
        table.setSortingEnabled(True)
        table.horizontalHeader().setSortIndicatorShown(False)  # which sorting shows it again
        if self._games:
            ids = self._shown_ids()
            chosen = ids.index(keep) if keep in ids else 0
            table.selectRow(chosen)
            table.setCurrentCell(chosen, 0)
        finished = sum(1 for g in self._games if g.finished)
        self.summary.setText(
            " · ".join(
                (
                    counted(len(self._games), self.tr("{n} game"), self.tr("{n} games")),
                    counted(finished, self.tr("{n} finished", "one game"), self.tr("{n} finished", "games")),
                    self.tr("{n} in progress").format(n=len(self._games) - finished),
                )
            )
        )
        self.empty_note.setVisible(not self._games)
        self.table.fit_columns()
        self._selection_changed()

    def row_texts(self, game: GameSummary) -> list[str]:
        """The cells of ``game``'s row: started, players, result, how, hands, points. The
        computer of a practice game is named in the interface's language, as its role."""
        a, b = names = set_apart(shown_players(game.players, game.computer, _translated))
        if not game.readable:
            return [
                local_date(game.started_at),
                self.tr("{a} v {b}").format(a=a, b=b),
                self.tr("could not be read"),
                self.tr("damaged, left untouched"),
                "—",
                "—",
            ]
        if not game.finished:
            result = self.tr("in progress")
        elif game.winner is None:
            result = self.tr("void")
        else:
            result = self.tr("{name} won").format(name=names[game.winner])
        reasons = {
            "points": self.tr("points: the other had none left"),
            "time": self.tr("on time"),
            "resign": self.tr("resignation"),
        }
        if not game.finished:
            reason = "—"
        elif game.reason == "void":
            # The stored reason is the core's English text (R43): shown in the interface's
            # language when it is one of this program's reasons.
            reason = _translated(game.detail) if game.detail else self.tr("void")
        else:
            reason = reasons.get(game.reason or "", game.reason or "")
        players = self.tr("{a} v {b}").format(a=a, b=b)
        if game.computer is not None:  # practice against the computer, by level: never rated
            players = f"{players} · {practice_label(game.computer.level, _translated)}"
        return [
            local_date(game.started_at),
            players,
            result,
            reason,
            str(game.hands),
            f"{game.points[0]} – {game.points[1]}",
        ]

    def rows(self) -> list[list[str]]:
        """Every row as shown."""
        table = self.table
        return [
            [table.item(r, c).text() for c in range(table.columnCount())]  # type: ignore[union-attr]
            for r in range(table.rowCount())
        ]

    def games(self) -> list[GameSummary]:
        """The games listed, in the order shown."""
        by_id = {g.id: g for g in self._games}
        return [by_id[i] for i in self._shown_ids()]

    def _shown_ids(self) -> list[int]:
        """The games' ids, row by row as shown."""
        items = (self.table.item(row, 0) for row in range(self.table.rowCount()))
        return [int(item.data(_ID_ROLE)) for item in items if item is not None]

    def selected_game(self) -> int | None:
        """The id of the selected game, or None."""
        rows = self.table.selectionModel().selectedRows() if self.table.selectionModel() else []
        if not rows:
            return None
        item = self.table.item(rows[0].row(), 0)
        return None if item is None else int(item.data(_ID_ROLE))

    def select_game(self, game_id: int) -> None:
        """Select game ``game_id`` in the list: its row as shown, which the sorting may have
        put elsewhere than its place in the games file (a start time of another type sorted
        apart, and Analyse ran on another game)."""
        ids = self._shown_ids()
        if game_id in ids:
            row = ids.index(game_id)
            self.table.selectRow(row)
            self.table.setCurrentCell(row, 0)

    def _summary(self, game_id: int | None) -> GameSummary | None:
        return next((g for g in self._games if g.id == game_id), None)

    def _has_analysis(self, game: GameSummary | None) -> bool:
        """Whether ``game`` has an analysis kept that the replay would show: one that reads back
        as an analysis of that game (:func:`kept_review`); else Analyse makes another, and the
        button says so. Read once a game until the list is read again."""
        if game is None or not game.analysed or not game.finished:
            return False
        if game.id not in self._kept_analyses:
            try:
                record = self.storage.record(game.id)
            except StoreDamaged:
                record = None
            kept = record is not None and kept_review(self.storage, game.id, record) is not None
            self._kept_analyses[game.id] = kept
        return self._kept_analyses[game.id]

    def _selection_changed(self) -> None:
        game = self._summary(self.selected_game())
        over = game is not None and game.finished and game.readable
        analysed = over and self._has_analysis(game)
        self.export_button.setEnabled(over)
        self.replay_button.setEnabled(over)
        self.analyse_button.setEnabled(over and self.run is None)
        self.analyse_button.setText(self.tr("Show the analysis") if analysed else self.tr("Analyse"))
        resumable = self._resumable(game)
        self.resume_button.setEnabled(resumable)
        # Enter presses the default button: Resume on a kept game, else Open replay.
        self.resume_button.setDefault(resumable)
        self.replay_button.setDefault(not resumable)
        self.profile_button.setEnabled(bool(self._games))
        if game is not None and not game.readable:
            self.hint.setText(self.tr("This game could not be read from the games file. It is kept as it is."))
        elif game is not None and game.id == self.current and not game.finished:
            self.hint.setText(
                self.tr("This is the game being played: it can be replayed and exported once it is over.")
            )
        elif game is not None and not game.finished:
            self.hint.setText(
                self.tr(
                    "A game kept to finish later: Enter, a double-click or Resume goes on with it. It cannot be "
                    "replayed or exported before it is over (its record shows both hands)."
                )
            )
        elif analysed:
            self.hint.setText(self.tr("Enter or double-click opens the replay, with the engine's analysis."))
        elif game is not None:
            self.hint.setText(self.tr("Enter or double-click opens the replay."))
        else:
            self.hint.setText("")

    # --- actions ------------------------------------------------------------------------

    def open_selected(self) -> None:
        """What a double-click does: resume the selected game if it was kept to finish later,
        else open its replay (as Enter presses the default button, the one of the two enabled)."""
        if not self.resume_selected():
            self.open_replay()

    def open_replay(self) -> ReplayViewer | None:
        """Open the replay of the selected finished game (in its own window)."""
        game = self._summary(self.selected_game())
        if game is None or not game.finished:
            return None
        try:
            record = self.storage.record(game.id)
        except StoreDamaged as e:
            self._warn(self.tr("This game cannot be replayed"), str(e))
            return None
        viewer = ReplayViewer(named_now(record), self, kept_review(self.storage, game.id, record))
        self._keep(viewer)
        return viewer

    def analyse_selected(self) -> ReplayViewer | None:
        """Analyse the selected finished game beside the window; when it is already analysed,
        open its replay with the analysis at once (returned)."""
        game = self._summary(self.selected_game())
        if game is None or not game.finished or not game.readable or self.run is not None:
            return None
        try:
            record = self.storage.record(game.id)
        except StoreDamaged as e:
            self._warn(self.tr("This game cannot be analysed"), str(e))
            return None
        review = kept_review(self.storage, game.id, record)
        if review is not None:
            viewer = ReplayViewer(named_now(record), self, review)
            self._keep(viewer)
            return viewer
        self.run = AnalysisRun(self.storage, game.id, record, self)
        self.run.progressed.connect(self._analysis_progressed)
        self.run.finished.connect(self._analysis_finished)
        self.run.failed.connect(self._analysis_failed)
        self.run.cancelled.connect(self._analysis_cancelled)
        self.progress.setRange(0, 0)  # until the number of decisions is known
        self.progress_text.setText(self.tr("Analysing…"))
        self.progress_row.show()
        self._set_status("")
        self.run.start()
        self._selection_changed()
        return None

    def cancel_analysis(self) -> None:
        """Stop the analysis under way (soon: after the decision being valued)."""
        if self.run is not None:
            self.run.cancel()
            self.cancel_button.setEnabled(False)
            self.progress_text.setText(self.tr("Stopping…"))

    def _analysis_progressed(self, done: int, total: int) -> None:
        self.progress.setRange(0, max(1, total))
        self.progress.setValue(done)
        self.progress_text.setText(self.tr("Decision {done} of {total}").format(done=done, total=total))

    def _analysis_ended(self) -> int | None:
        run, self.run = self.run, None
        self.progress_row.hide()
        self.cancel_button.setEnabled(True)
        if run is not None:
            run.deleteLater()
        return run.game_id if run is not None else None

    def _analysis_finished(self, review: Review) -> None:
        unkept = self.run.unkept if self.run is not None else None
        game_id = self._analysis_ended()
        if game_id is None:
            return
        self.refresh(select=game_id)
        if unkept:
            self._set_status(self.tr("The analysis could not be kept in the games file: {why}").format(why=unkept))
        if self.close_when_analysed == game_id and not unkept:  # else the history stays, saying so
            self.analysed = review
            self.accept()
            return
        try:
            record = self.storage.record(game_id)
        except StoreDamaged:
            return
        self._keep(ReplayViewer(named_now(record), self, review))

    def _analysis_failed(self, why: str) -> None:
        self._analysis_ended()
        self._selection_changed()
        self._warn(self.tr("The game could not be analysed"), why)

    def _analysis_cancelled(self) -> None:
        self._analysis_ended()
        self._selection_changed()
        self._set_status(self.tr("The analysis was cancelled."))

    def done(self, result: int) -> None:
        """Closing the history stops an analysis under way (nothing of it is kept)."""
        if self.run is not None:
            self.run.cancel()
        super().done(result)

    def _resumable(self, game: GameSummary | None) -> bool:
        return game is not None and game.readable and not game.finished and game.id != self.current

    def resume_selected(self) -> bool:
        """Close the history and ask the window to reopen the selected kept game."""
        game = self._summary(self.selected_game())
        if not self._resumable(game):
            return False
        assert game is not None
        self.resume_id = game.id
        self.accept()
        return True

    def open_profile(self, name: str) -> ProfileDialog:
        """Open ``name``'s profile (in its own window)."""
        dialog = ProfileDialog(self.storage, name, self)
        self._keep(dialog)
        return dialog

    def _keep(self, window: QDialog) -> None:
        window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.viewers.append(window)
        window.destroyed.connect(lambda *_: self.viewers.remove(window) if window in self.viewers else None)
        window.show()

    def _fill_profile_menu(self) -> None:
        menu = self.profile_menu
        menu.clear()
        game = self._summary(self.selected_game())
        first = list(game.players) if game is not None else []
        if game is not None and game.computer is not None:
            del first[game.computer.seat]  # the computer has no profile
        others = [n for n in self.storage.players() if n not in first]
        for name in first:
            menu.addAction(theme.literal(name), functools.partial(self.open_profile, name))
        if first and others:
            menu.addSeparator()
        for name in others:
            menu.addAction(theme.literal(name), functools.partial(self.open_profile, name))

    def export_selected(self, path: str | None = None) -> bool:
        """Save the selected game's record; asks where with a file dialog unless ``path`` is
        given. Returns whether a file was written."""
        game = self._summary(self.selected_game())
        if game is None:
            return False
        if not game.finished:  # R41: the record of a game in progress shows both hands
            self._warn(
                self.tr("The game was not exported"),
                self.tr(
                    "This game is still being played: its record would show both hands. Export it once it is over."
                ),
            )
            return False
        names = shown_players(game.players, game.computer, _translated)  # as the list names them
        if path is None:
            suggested = str(Path(self._folder) / export_name(replace(game, players=names), _translated))
            path = choose_file(
                self,
                self.tr("Export the game record"),
                suggested,
                self.tr("Spectacular Bid records (*.json);;All files (*)"),
                save=True,
            )
            if not path:
                return False
        try:
            export_game(self.storage, game.id, path)
        except GameFileError as e:
            self._warn(
                self.tr("The game was not exported"), e.message(_translated), e.explained(QApplication.translate)
            )
            return False
        self._remember_folder(path)
        a, b = set_apart(names)  # the names as the list shows them; the file's name as they are
        self._set_status(self.tr("Exported {a} v {b} to {file}.").format(a=a, b=b, file=path))
        return True

    def import_file(self, path: str | None = None) -> int | None:
        """Add the game of a record file; asks which with a file dialog unless ``path`` is
        given. A broken file is refused with a message naming the problem and nothing is
        stored. Returns the new game's id, or None."""
        if path is None:
            path = choose_file(
                self,
                self.tr("Import a game record"),
                self._folder,
                self.tr("Spectacular Bid records (*.json);;All files (*)"),
                save=False,
            )
            if not path:
                return None
        file = path
        try:
            checked = _beside_the_window(lambda: check_record(read_record_file(file)))
            game_id = store_checked(self.storage, checked.record, checked.state)
        except GameFileError as e:
            self._set_status("")  # what the last export or import said no longer holds
            if isinstance(e, AlreadyStored):
                self.select_game(e.game_id)
            self._warn(
                self.tr("The game was not imported"),
                self.tr("{file} cannot be imported: {why}.").format(file=Path(path).name, why=e.message(_translated)),
                e.explained(QApplication.translate),
            )
            return None
        self._remember_folder(path)
        self.refresh(select=game_id)
        game = self._summary(game_id)
        if game is not None:
            a, b = set_apart(game.players)
            text = self.tr("Imported {a} v {b} from {file}.").format(a=a, b=b, file=Path(path).name)
            if checked.refused:  # they changed nothing but the time (RECORD.md), so the game stands
                refused = counted(
                    checked.refused,
                    self.tr("The rules refused {n} move in it."),
                    self.tr("The rules refused {n} moves in it."),
                )
                text = f"{text} {refused}"
            self._set_status(text)
        return game_id

    def _remember_folder(self, path: str) -> None:
        """Open the next file dialog in ``path``'s folder, in this dialog and the next ones."""
        self._folder = str(Path(path).parent)
        if self._store is not None:
            self._store.setValue(FOLDER_KEY, self._folder)

    def _set_status(self, text: str) -> None:
        self.status.setText(text)
        self.status.setVisible(bool(text))

    def _warn(self, title: str, text: str, details: str = "") -> None:
        """Show a warning without blocking (the box is window-modal); ``details``, what the
        parser or the system said in its own words, behind the box's *Show Details* button."""
        self.last_message = (title, text)
        if self.message_box is None:
            self.message_box = QMessageBox(self)
            self.message_box.setIcon(QMessageBox.Icon.Warning)
            self.message_box.setTextFormat(Qt.TextFormat.PlainText)
            self.message_box.setStandardButtons(QMessageBox.StandardButton.Ok)
            self.message_box.setStyleSheet("QLabel#qt_msgbox_informativelabel { min-width: 440px; }")
        box = self.message_box
        box.setWindowTitle(title)
        box.setText(title)
        box.setInformativeText(text)
        box.setDetailedText(details)
        box.open()
