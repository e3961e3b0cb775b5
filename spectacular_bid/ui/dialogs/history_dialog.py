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
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TypeVar

from PySide6.QtCore import QDir, QEventLoop, QSettings, QStandardPaths, Qt
from PySide6.QtGui import QCursor, QFont, QFontMetrics, QResizeEvent
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
    PlayersInGame,
    Storage,
    StoreDamaged,
    check_record,
    export_game,
    export_name,
    read_record_file,
    shown_name,
    store_checked,
)
from ...app.coach import AnalysisRun, Review, kept_review
from ...app.names import set_apart
from ...app.practice import opponent_of, practice_label, shown_players
from ...core.record import Record
from .. import theme
from ..i18n import counted
from ..widgets.name_label import elided
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

#: The columns always shown whole on one line (a date, a count, a score); the others share
#: what is left, their texts cut with "…" where it is short, whole in their tooltips.
_NARROW = ("started", "hands", "points")
#: The least room of a cell whose text may be cut, in average letters: of a name (the words
#: around it whole), else of its text; a column is at least as wide as its heading.
_NAME_LETTERS, _LEAST_LETTERS = 10, 8

_NAME = re.compile(r"\{(\d)\}")


def _compose(template: str, names: Sequence[str]) -> str:
    """``template`` with each ``{0}``, ``{1}`` replaced by that name, in one pass (a name
    holding "{1}" stays as it is; a number with no name, as written)."""
    return _NAME.sub(lambda m: names[int(m.group(1))] if int(m.group(1)) < len(names) else m.group(0), template)


@dataclass(frozen=True)
class _Text:
    """A cell's text: ``template`` with ``{0}``, ``{1}`` standing for ``names``.

    Too long for its column, it is cut with "…" (:meth:`fitted`): at its end where that keeps
    every name whole ("Kim v Computer · practi…"), else in its names, cut in their middle as
    everywhere a name is cut, the words around them kept ("Maximi…sia W won"); a text
    without a name at its end.
    """

    template: str
    names: tuple[str, ...] = ()

    @functools.cached_property  # set apart once: resizing 2,000 games 245 ms, not 290 (benchmarks/history_resize.py)
    def whole(self) -> str:
        """The whole text, a name written right to left set apart from the words around it."""
        return _compose(self.template, set_apart(self.names))

    def least(self, metrics: QFontMetrics) -> int:
        """The least width the text is cut to while a column has room: a few letters of each
        name (:data:`_NAME_LETTERS`) and of its words (:data:`_LEAST_LETTERS`: a practice game's
        " contre  · entraînement — facile" asked for its cell's whole width), else a few
        letters of the text; whole, if shorter."""
        letters = metrics.averageCharWidth()
        if self.names:
            words = metrics.horizontalAdvance(_compose(self.template, [""] * len(self.names)))
            least = min(words, _LEAST_LETTERS * letters) + len(self.names) * _NAME_LETTERS * letters
        else:
            least = _LEAST_LETTERS * letters
        return min(least, metrics.horizontalAdvance(self.whole))

    def fitted(self, metrics: QFontMetrics, width: int) -> str:
        """The text as it fits in ``width`` pixels of ``metrics``' font: whole, or cut."""
        whole = self.whole
        if metrics.horizontalAdvance(whole) <= width:
            return whole
        right = metrics.elidedText(whole, Qt.TextElideMode.ElideRight, max(0, width))
        if self.names and all(name in right for name in set_apart(self.names)):
            return right  # the words after the names cut, not short names ("… v C…r · practice")
        if self.names:
            room = width - metrics.horizontalAdvance(_compose(self.template, [""] * len(self.names)))
            sizes = [metrics.horizontalAdvance(name) for name in self.names]
            share = room // len(self.names)
            cuts: list[str] = []
            for k, name in enumerate(self.names):  # a name shorter than its share leaves the rest to the next
                later = len(self.names) - k - 1
                shorter = sum(min(size, share) for size in sizes[k + 1 :]) if later else 0
                cuts.append(elided(name, metrics, room - shorter if later == 0 or sizes[k] > share else sizes[k]))
                room -= metrics.horizontalAdvance(cuts[-1])
            cut = _compose(self.template, set_apart(cuts))
            if metrics.horizontalAdvance(cut) <= width:
                return cut
        return right


def _no_break(text: str) -> str:
    """``text`` that never wraps: its spaces made no-break spaces ("2 Dec 2026, 09:00")."""
    return text.replace(" ", "\u00a0")


class _Cell(QTableWidgetItem):
    """A cell sorted by its key (:data:`_SORT_ROLE`): a date by its time, a count by its number.
    :attr:`content` is what it says, whole; its text, what its column has room for.

    :meth:`measure` gives it, in its font as drawn, :attr:`metrics`, :attr:`whole_width` (of
    its whole text) and :attr:`least_width` (:meth:`_Text.least`)."""

    def __init__(self, text: _Text) -> None:
        super().__init__(text.whole)
        self.content = text
        self.setData(Qt.ItemDataRole.AccessibleTextRole, text.whole)  # read aloud whole
        self.metrics = QFontMetrics(self.font())
        self.whole_width = self.least_width = 0
        self._measured_in: tuple[QFont, float] | None = None  # the font measured in, and its DPI

    def measure(self, font: QFont) -> None:
        """Measure the text in ``font``; again only in another font, or at another resolution
        (a screen of another DPI, which QFont's == does not compare), not at every resize."""
        metrics = QFontMetrics(font)
        if self._measured_in != (font, metrics.fontDpi()):  # resizing 2,000 games 245 ms, not 389 (history_resize.py)
            self._measured_in = (font, metrics.fontDpi())
            self.metrics = metrics
            self.whole_width = metrics.horizontalAdvance(self.content.whole)
            self.least_width = self.content.least(metrics)

    def __lt__(self, other: QTableWidgetItem) -> bool:
        mine, theirs = self.data(_SORT_ROLE), other.data(_SORT_ROLE)
        if mine is None or theirs is None or type(mine) is not type(theirs):
            return super().__lt__(other)
        return bool(mine < theirs)


def _share(width: list[int], texts: dict[int, list[int]], spare: int) -> None:
    """Widen the columns ``texts`` names (each with its cells' whole widths) by ``spare``
    pixels in all, in ``width``: first to show the most cells whole for the pixels (a column
    of the same short reason in every row before one long name), then what is left by how
    many cells each column still cuts.

    >>> width = [100, 100]
    >>> _share(width, {0: [90, 150, 150, 150], 1: [300]}, 100)
    >>> width  # three cells whole for 50 px, then the rest to the long one
    [150, 150]

    No room to spare (a very narrow window) narrows no column below what it was given (a
    review found a heading could be cut):

    >>> _share(width, {0: [200], 1: [300]}, -40)
    >>> width
    [150, 150]
    """
    spare = max(0, spare)
    while spare > 0:
        best: tuple[float, int, int] | None = None  # (cells made whole a pixel, column, width)
        for c, widths in texts.items():
            for wider in sorted({w for w in widths if width[c] < w <= width[c] + spare}):
                gain = sum(1 for w in widths if width[c] < w <= wider) / (wider - width[c])
                if best is None or gain > best[0]:
                    best = (gain, c, wider)
        if best is None:
            break
        _, c, wider = best
        spare -= wider - width[c]
        width[c] = wider
    cut = {c: sum(1 for w in widths if w > width[c]) for c, widths in texts.items()}
    total = sum(cut.values())
    for c, cells in cut.items():
        width[c] += spare * cells // max(1, total)


class _GamesTable(QTableWidget):
    """The games, one line each, every column in view: the date, the hands and the points as
    wide as their texts, the others (players, result, how it ended) sharing the rest, their
    texts cut with "…" where it is short, each whole in its tooltip and accessible name."""

    def fit_columns(self) -> None:
        """Give each column its width for the table's present width: every column its text's
        width when there is room, the wide ones sharing what is left over; else the narrow
        ones their text's width, the others at least their heading's (or a few letters'), and
        the rest of the room to show as many cells whole as it can (:func:`_share`); then cut
        the texts to their columns."""
        header = self.horizontalHeader()
        room = self.viewport().width()
        count = self.columnCount()
        if room <= 0 or count == 0:
            return
        heading = [header.sectionSizeFromContents(c).width() for c in range(count)]
        self.measure_cells()
        texts = [self.whole_widths(c) for c in range(count)]
        need = [max([heading[c], *texts[c]]) for c in range(count)]
        for c, key in enumerate(COLUMNS):  # as the view measures a text it shows whole (a pixel more)
            if key in ("hands", "points"):
                need[c] = max(need[c], self.sizeHintForColumn(c))
        wide = [c for c, key in enumerate(COLUMNS) if key not in _NARROW]
        if sum(need) <= room:
            wanted = sum(need[c] for c in wide)
            width = [
                need[c] + ((room - sum(need)) * need[c] // max(1, wanted) if c in wide else 0) for c in range(count)
            ]
        else:
            width = [max(heading[c], self.least_width(c)) if c in wide else need[c] for c in range(count)]
            short = [heading[c] if c in wide else need[c] for c in range(count)]
            if sum(width) > room and sum(short) <= room:
                # Short of the least widths: each wide column its heading and a share of the rest
                # by what its least asks beyond it (a French history with a practice game in it
                # left the players' column its heading: every name cut to "…").
                asked = sum(width[c] - short[c] for c in wide)
                spare = room - sum(short)
                width = [
                    short[c] + ((width[c] - short[c]) * spare // max(1, asked) if c in wide else 0)
                    for c in range(count)
                ]
            elif sum(width) > room:  # a very narrow window: every heading whole, a count and a score too
                wide = [c for c, key in enumerate(COLUMNS) if key not in ("hands", "points")]
                width = [heading[c] if c in wide else need[c] for c in range(count)]
            _share(width, {c: texts[c] for c in wide}, room - sum(width))
        width[-1] += max(0, room - sum(width))  # rounding: the columns fill the table
        for c in range(count):
            header.resizeSection(c, width[c])
        self.fit_texts()
        self.resizeRowsToContents()
        for row in range(self.rowCount()):  # the delegate's height misses the style's padding
            self.setRowHeight(row, max(self.rowHeight(row), self.needed_height()))

    def cell_metrics(self, item: QTableWidgetItem) -> QFontMetrics:
        """The metrics of ``item``'s font as drawn: the table's, bold where the item's is."""
        return QFontMetrics(self.cell_font(item))

    def cell_font(self, item: QTableWidgetItem) -> QFont:
        """``item``'s font as drawn: the table's, bold where the item's is."""
        return item.font().resolve(self.font())

    def measure_cells(self) -> None:
        """Measure each cell in its font as drawn (:meth:`_Cell.measure`), for the widths and
        the cuts of :meth:`fit_columns`."""
        for row in range(self.rowCount()):
            for c in range(self.columnCount()):
                item = self.item(row, c)
                if isinstance(item, _Cell):
                    item.measure(self.cell_font(item))

    def least_width(self, column: int) -> int:
        """The least width of ``column`` while the table has room: its cells' :meth:`_Text.least`
        (as :meth:`measure_cells` measured them)."""
        least = 0
        for row in range(self.rowCount()):
            item = self.item(row, column)
            if isinstance(item, _Cell):
                least = max(least, item.least_width + ITEM_SIDE_PX)
        return least

    def whole_widths(self, column: int) -> list[int]:
        """The width of each whole text in ``column``, inside a cell's padding (as
        :meth:`measure_cells` measured them)."""
        widths = []
        for row in range(self.rowCount()):
            item = self.item(row, column)
            if isinstance(item, _Cell):
                widths.append(item.whole_width + ITEM_SIDE_PX)
        return widths

    def fit_texts(self) -> None:
        """Show each cell's text as its column holds it on one line: whole, or cut with "…"
        and then whole in its tooltip; whole in its accessible name always (the cells as
        :meth:`measure_cells` measured them)."""
        model = self.model()
        blocked = model.blockSignals(True)  # texts, not keys: nothing to sort again
        try:
            for row in range(self.rowCount()):
                for c in range(self.columnCount()):
                    item = self.item(row, c)
                    if not isinstance(item, _Cell):
                        continue
                    text, room = item.content, self.columnWidth(c) - ITEM_SIDE_PX
                    shown = text.whole if item.whole_width <= room else text.fitted(item.metrics, room)
                    item.setText(shown)
                    item.setToolTip("" if shown == text.whole else theme.tip(text.whole))
        finally:
            model.blockSignals(blocked)
        self.viewport().update()

    def needed_height(self) -> int:
        """The height a row needs for its one line, inside the style's padding (``dialog_style``:
        4 px above and below, plus the style's own text margin of 1 px)."""
        return self.fontMetrics().height() + ITEM_TOP_BOTTOM_PX

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
        # One line a game: a text too long for its column is cut with "…" (_GamesTable.fit_texts),
        # whole in its tooltip and accessible name; the view itself cuts nothing.
        self.table.setWordWrap(False)
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
        fit_to_screen(self, (1240, 700), anchor=parent)  # its names, results and reasons whole at 1280×800

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
            cells = self.row_cells(game)
            for col, (text, key) in enumerate(zip(cells, _sort_keys(game, [c.whole for c in cells]))):
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
        """The cells of ``game``'s row, whole: started, players, result, how, hands, points."""
        return [text.whole for text in self.row_cells(game)]

    def row_cells(self, game: GameSummary) -> list[_Text]:
        """The cells of ``game``'s row: started (on one line), players, result, how, hands,
        points, each with the names it holds (what a cell short of room cuts first). The
        computer of a practice game is named in the interface's language, as its role."""
        names = shown_players(game.players, game.computer, _translated)
        started = _Text(_no_break(local_date(game.started_at)))
        players = _Text(self.tr("{a} v {b}").format(a="{0}", b="{1}"), names)
        if not game.readable:
            return [
                started,
                players,
                _Text(self.tr("could not be read")),
                _Text(self.tr("damaged, left untouched")),
                _Text("—"),
                _Text("—"),
            ]
        if not game.finished:
            result = _Text(self.tr("in progress"))
        elif game.winner is None:
            result = _Text(self.tr("void"))
        else:
            result = _Text(self.tr("{name} won").format(name="{0}"), (names[game.winner],))
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
        if game.computer is not None:  # practice against the computer, by level: never rated
            level = practice_label(game.computer.level, _translated)
            players = _Text(f"{players.template} · {level}", names)
        return [
            started,
            players,
            result,
            _Text(reason),
            _Text(str(game.hands)),
            _Text(f"{game.points[0]} – {game.points[1]}"),
        ]

    def rows(self) -> list[list[str]]:
        """Every row in the order shown, each cell's text whole (its tooltip where it is cut)."""
        table = self.table
        return [
            [table.item(r, c).content.whole for c in range(table.columnCount())]  # type: ignore[union-attr]
            for r in range(table.rowCount())
        ]

    def shown_rows(self) -> list[list[str]]:
        """Every row as shown: each cell's text as its column has room for it."""
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
            if isinstance(e, AlreadyStored | PlayersInGame):  # the message says it is selected
                self.select_game(e.game_id)
            self._warn(
                self.tr("The game was not imported"),
                self.tr("{file} cannot be imported: {why}.").format(file=shown_name(path), why=e.message(_translated)),
                e.explained(QApplication.translate),
            )
            return None
        self._remember_folder(path)
        self.refresh(select=game_id)
        game = self._summary(game_id)
        if game is not None:
            a, b = set_apart(game.players)
            text = self.tr("Imported {a} v {b} from {file}.").format(a=a, b=b, file=shown_name(path))
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
