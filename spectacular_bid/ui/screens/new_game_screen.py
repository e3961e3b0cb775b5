"""The new-game screen: whom to play against, the players' names, checked, remembered, then Start.

*Play against* offers a person (two names: two people share the screen) or the computer (the
player's own name and the computer's level: a practice game). Names are trimmed and must be
non-empty, at most 24 characters and different from each other (ignoring case, so the two
seats never look alike). The choices and the last names used are remembered in
``QSettings("SpectacularBid", "SpectacularBid")`` and offered next time. Enter starts.
"""

from __future__ import annotations

import atexit
import shutil
import stat
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QSettings, QStandardPaths, Signal
from PySide6.QtGui import QKeyEvent, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QButtonGroup,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ...app.names import MAX_NAME, length_problem
from ...app.names import validate_names as check_names
from ...app.practice import LEVELS, computer_name
from ...core import tidy_name
from .. import theme

SETTINGS_ORG = "SpectacularBid"
SETTINGS_APP = "SpectacularBid"
NAME_KEYS = ("players/first", "players/second")
OPPONENT_KEY = "players/opponent"  #: "person" or "computer"
LEVEL_KEY = "players/level"  #: the computer's level, one of :data:`~spectacular_bid.app.practice.LEVELS`
DEFAULT_LEVEL = "medium"

#: The segmented choices of the card (whom to play against, the level): a checked one in gold.
_SEGMENTS = f"""
QPushButton[segment="true"] {{
    background: transparent;
    color: {theme.IVORY};
    border: 2px solid {theme.GOLD_DIM};
    border-radius: 8px;
    padding: 6px 14px;
    font-size: {theme.BODY_PX}px;
    min-height: 20px;
}}
QPushButton[segment="true"]:hover {{
    background: {theme.NAVY_LIGHT};
}}
QPushButton[segment="true"]:checked {{
    background: {theme.GOLD};
    color: {theme.NAVY_DARK};
    border-color: {theme.GOLD_BRIGHT};
}}
QPushButton[segment="true"]:focus {{
    border-color: {theme.IVORY};
}}
"""


def validate_names(first: str, second: str) -> tuple[tuple[str, str] | None, str]:
    """Check two names (:func:`spectacular_bid.app.names.validate_names`), in the interface's language."""
    return check_names(first, second, lambda text: QCoreApplication.translate("NewGameScreen", text))


def _centred(widget: QWidget) -> QHBoxLayout:
    """A row holding ``widget`` at its natural width, centred."""
    row = QHBoxLayout()
    row.addStretch(1)
    row.addWidget(widget)
    row.addStretch(1)
    return row


#: The largest preferences file read: a few names and choices take a few hundred bytes, and a
#: file of gigabytes (sparse, made by hand) was read whole into memory as the program started.
PREFERENCES_LIMIT = 1 << 20


@dataclass(frozen=True, slots=True)
class PreferencesRefused:
    """A preferences file Qt would read here that the program leaves alone: ``path``, and
    whether it is no file (a pipe, a folder, a device) or too large (``large``)."""

    path: Path
    large: bool = False


def preferences_refusal() -> PreferencesRefused | None:
    """The preferences file Qt would read here when it must not be read: no file (reading a
    pipe waits for a writer, and the program never started) or larger than
    :data:`PREFERENCES_LIMIT`. Qt reads the user's files and the system's (``XDG_CONFIG_DIRS``),
    each the program's and the maker's. None when there is none such (Windows and macOS keep
    preferences elsewhere)."""
    if sys.platform in ("win32", "darwin"):
        return None
    folders = QStandardPaths.standardLocations(QStandardPaths.StandardLocation.GenericConfigLocation)
    for folder in map(Path, folders):  # the user's first, then the system's
        for path in (folder / SETTINGS_ORG / f"{SETTINGS_APP}.conf", folder / f"{SETTINGS_ORG}.conf"):
            try:
                status = path.stat()  # a pipe's status is read without waiting
            except (OSError, ValueError):
                continue  # none, or one Qt cannot open either: it reads nothing from it
            if not stat.S_ISREG(status.st_mode):
                return PreferencesRefused(path)
            if status.st_size > PREFERENCES_LIMIT:
                return PreferencesRefused(path, large=True)
    return None


_stand_in: QSettings | None = None  #: the preferences of this run alone, when the file is refused


def settings() -> QSettings:
    """Where the app keeps its preferences (the remembered names among them). When a file is
    refused (:func:`preferences_refusal`), preferences kept for this run alone, in a temporary
    folder removed on quitting: the defaults at first, nothing kept after."""
    global _stand_in
    if preferences_refusal() is None:
        return QSettings(SETTINGS_ORG, SETTINGS_APP)
    if _stand_in is None:
        folder = tempfile.mkdtemp(prefix="spectacular-bid-preferences-")
        atexit.register(shutil.rmtree, folder, True)
        _stand_in = QSettings(str(Path(folder) / f"{SETTINGS_APP}.ini"), QSettings.Format.IniFormat)
    return _stand_in


class NewGameScreen(QFrame):
    """Ask whom to play against and the players' names. Signals: :attr:`start` with the two
    valid, trimmed names (a game between people), :attr:`practice` with the player's name and
    the computer's level (a game against the computer).

    A frame, so that the style sheet paints its felt (``NewGameScreen`` rule) with no Python
    paint code: see ``__init__``.
    """

    start = Signal(str, str)  #: (first player, second player): seat 0 and seat 1
    practice = Signal(str, str)  #: (the player's name, the computer's level)
    learn = Signal()  #: Learn to play: the guided game

    def __init__(self, parent: QWidget | None = None, store: QSettings | None = None) -> None:
        """``store`` keeps the remembered names; by default the app's :func:`settings`."""
        super().__init__(parent)
        self._store = store if store is not None else settings()
        self.store = self._store  #: where the names and choices are remembered
        # This is the first screen: it is built without the ``Qt`` namespace, whose hundred
        # enums take longer to create than the screen itself (``benchmarks/startup.py``);
        # the labels are centred by the style sheet's ``NewGameScreen`` rules instead.
        theme.ensure_applied()
        self.setAccessibleName(self.tr("New game"))

        self.title = QLabel(self.tr("Spectacular Bid"))
        theme.tag(self.title, "title")
        self.title.setObjectName("new_game_title")
        self.tagline = QLabel(self.tr("A Fives dominoes duel for two players sharing one screen"))
        theme.tag(self.tagline, "subtitle")
        self.intro = QLabel(
            self.tr(
                "Each player starts with 150 points. Score when the open ends add up to 5, 10, 15…; "
                "when a player goes out, bid to open the next hand; and mind your clock: 10 s per decision, "
                "then a 2-minute reserve for the whole game. The first player to run out of points or time loses."
            )
        )
        theme.tag(self.intro, "muted")
        self.intro.setObjectName("new_game_intro")
        self.intro.setWordWrap(True)
        # Wide enough that the intro takes three lines, in French too: with a warning about
        # the names shown, the Start button keeps its height in the smallest window (1024×600).
        self.intro.setMinimumWidth(880)
        self.intro.setMaximumWidth(900)

        card = QFrame()
        theme.tag(card, "card")
        card.setMaximumWidth(600)
        card.setStyleSheet(_SEGMENTS)
        self.first = QLineEdit()
        self.second = QLineEdit()
        grid = QGridLayout(card)
        grid.setContentsMargins(30, 12, 30, 10)
        grid.setHorizontalSpacing(16)
        grid.setVerticalSpacing(8)

        against_label = QLabel(self.tr("Play against"))
        theme.tag(against_label, "gold")
        self.person_button = self._segment(self.tr("A person"), self.tr("Play against a person sharing this screen"))
        self.computer_button = self._segment(self.tr("The computer"), self.tr("Practise against the computer"))
        self._against = QButtonGroup(self)
        against_row = QHBoxLayout()
        against_row.setSpacing(8)
        for button in (self.person_button, self.computer_button):
            self._against.addButton(button)
            against_row.addWidget(button)
        against_row.addStretch(1)
        against_label.setBuddy(self.person_button)
        grid.addWidget(against_label, 0, 0)
        grid.addLayout(against_row, 0, 1)

        self.level_buttons: dict[str, QPushButton] = {}
        self._levels = QButtonGroup(self)
        self.level_box = QWidget()
        level_row = QHBoxLayout(self.level_box)
        level_row.setContentsMargins(0, 0, 0, 0)
        level_row.setSpacing(8)
        for level, text, tip in (
            ("easy", self.tr("Easy"), self.tr("Quick and human: it makes natural mistakes")),
            ("medium", self.tr("Medium"), self.tr("Thinks a little ahead")),
            ("hard", self.tr("Hard"), self.tr("The strongest: weighs many possible deals")),
        ):
            button = self._segment(text, tip)
            self._levels.addButton(button)
            level_row.addWidget(button)
            self.level_buttons[level] = button
        level_row.addStretch(1)
        assert tuple(self.level_buttons) == LEVELS

        for row, (edit, label_text, placeholder) in enumerate(
            (
                (self.first, self.tr("First player"), self.tr("e.g. Ana")),
                (self.second, self.tr("Second player"), self.tr("e.g. Ben")),
            ),
            start=1,
        ):
            edit.setMaxLength(MAX_NAME * 2)  # room to paste; the check then says what is wrong
            edit.setPlaceholderText(placeholder)
            edit.setAccessibleName(label_text)
            edit.setMinimumWidth(_name_width(edit))
            edit.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)  # never squeezed
            edit.textEdited.connect(self._clear_error)
            label = QLabel(label_text)
            theme.tag(label, "gold")
            label.setBuddy(edit)
            grid.addWidget(label, row, 0)
            grid.addWidget(edit, row, 1)
            if edit is self.first:
                self.first_label = label
            else:
                self.second_label = label
        grid.addWidget(self.level_box, 2, 1)  # in the second player's place, against the computer
        self.error = QLabel()
        theme.tag(self.error, "error")
        self.error.setWordWrap(True)
        self.error.setAccessibleName(self.tr("Problem with the names"))
        grid.addWidget(self.error, 3, 0, 1, 2)
        keep = self.error.sizePolicy()
        keep.setRetainSizeWhenHidden(True)  # its line is kept: the fields do not move when it shows
        self.error.setSizePolicy(keep)
        self.error.ensurePolished()  # two lines kept: a longer reason, or French, wraps
        self.error.setMinimumHeight(2 * self.error.fontMetrics().lineSpacing())
        self.error.hide()

        self.start_button = QPushButton(self.tr("Start the game"))
        theme.tag(self.start_button, "huge")
        self.start_button.setAccessibleName(self.tr("Start the game"))
        self.start_button.setToolTip(self.tr("Start (Enter)"))
        self.start_button.setDefault(True)
        self.start_button.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.start_button.clicked.connect(self.try_start)
        self.learn_button = QPushButton(self.tr("Learn to play"))
        theme.tag(self.learn_button, "secondary")
        self.learn_button.setToolTip(self.tr("A guided game that teaches the rules step by step"))
        self.learn_button.setAutoDefault(False)
        # Free to take the row's height: a fixed lower button would cap the row below Start's.
        self.learn_button.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        self.learn_button.clicked.connect(self.learn)
        self.hint = QLabel()
        theme.tag(self.hint, "muted")
        self.person_button.toggled.connect(self._show_choice)
        self.computer_button.toggled.connect(self._show_choice)
        self._steady_card()

        layout = QVBoxLayout(self)
        # Tight spacing, loose stretches: the screen breathes on a large window and still fits,
        # unsqueezed, in the smallest one (1024×600).
        layout.setContentsMargins(48, 6, 48, 6)
        layout.setSpacing(6)
        layout.addStretch(2)
        layout.addWidget(self.title)
        layout.addWidget(self.tagline)
        layout.addSpacing(4)
        layout.addLayout(_centred(self.intro))
        layout.addSpacing(4)
        layout.addLayout(_centred(card))
        layout.addSpacing(4)
        start_row = _centred(self.start_button)
        start_row.insertSpacing(2, 16)
        start_row.insertWidget(3, self.learn_button)  # beside Start: a newcomer's first choice
        layout.addLayout(start_row)
        layout.addWidget(self.hint)
        layout.addStretch(3)

        self.load_names()

    def _steady_card(self) -> None:
        """Keep the card's size whichever opponent is chosen, so that nothing moves under the
        pointer: the second name's field and the levels keep their room while hidden, and the
        labels are as wide as the widest of their two texts."""
        for widget in (self.second, self.level_box):
            keep = widget.sizePolicy()
            keep.setRetainSizeWhenHidden(True)
            widget.setSizePolicy(keep)
        texts = (self.tr("First player"), self.tr("Your name"), self.tr("Second player"), self.tr("Level"))
        for label in (self.first_label, self.second_label):
            label.ensurePolished()
            widths = []
            for text in texts:  # measured as the label lays each out (:meth:`_show_choice` sets the right one)
                label.setText(text)
                widths.append(label.sizeHint().width())
            label.setMinimumWidth(max(widths))

    def _segment(self, text: str, tip: str) -> QPushButton:
        """One choice of a segmented row: checkable, one of its group."""
        button = QPushButton(text)
        button.setProperty("segment", True)
        button.setCheckable(True)
        button.setAutoDefault(False)
        button.setToolTip(tip)
        button.setAccessibleName(text)
        button.setAccessibleDescription(tip)
        return button

    def load_names(self) -> None:
        """Fill the fields with the names and choices remembered from last time, if any."""
        store = self._store
        for edit, key in zip((self.first, self.second), NAME_KEYS, strict=True):
            value = store.value(key, "")
            edit.setText(value if isinstance(value, str) else "")
        level = store.value(LEVEL_KEY, DEFAULT_LEVEL)
        self.level_buttons.get(level if isinstance(level, str) else "", self.level_buttons[DEFAULT_LEVEL]).setChecked(
            True
        )
        against = self.computer_button if store.value(OPPONENT_KEY, "person") == "computer" else self.person_button
        against.setChecked(True)
        self._show_choice()

    def resizeEvent(self, event: QResizeEvent) -> None:
        """On the lowest screens (1024×600) Start keeps its words and letters, less padding."""
        theme.fit_huge_buttons([self.start_button], event.size().height())
        super().resizeEvent(event)

    def showEvent(self, event: QShowEvent) -> None:
        """Put the keyboard focus where the first key typed belongs (:meth:`focus_first_empty`)."""
        super().showEvent(event)
        self.focus_first_empty()

    def focus_first_empty(self) -> None:
        """Focus the first empty name field, so that the first name typed is kept; with every
        name filled in, the first, selected: a name typed replaces it, Enter starts (a play-test
        typed a new name on a screen whose focus was on Start, and the letters went nowhere)."""
        fields = (self.first,) if self.against_computer else (self.first, self.second)
        empty = next((field for field in fields if not field.text().strip()), None)
        if empty is not None:
            empty.setFocus()
        else:
            self.first.setFocus()
            self.first.selectAll()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Enter starts, wherever the focus is on the screen (as its hint says): on a name (a
        name field passes Enter on to the screen: its ``returnPressed`` would start twice), on
        the opponent's or the level's buttons; but on Learn to play, with its focus ring
        showing, Enter presses it (a play-test started a timed game there)."""
        from PySide6.QtCore import Qt  # not with the screen: see __init__

        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if self.learn_button.hasFocus():
                self.learn_button.click()
            else:
                self.try_start()
            return
        super().keyPressEvent(event)

    @property
    def against_computer(self) -> bool:
        """Whether the computer is chosen as the opponent."""
        return self.computer_button.isChecked()

    @property
    def level(self) -> str:
        """The computer's level chosen: ``"easy"``, ``"medium"`` or ``"hard"``."""
        return next((level for level, b in self.level_buttons.items() if b.isChecked()), DEFAULT_LEVEL)

    def choose(self, computer: bool, level: str | None = None) -> None:
        """Choose the opponent (and the computer's level), as the buttons do."""
        (self.computer_button if computer else self.person_button).setChecked(True)
        if level is not None:
            self.level_buttons[level].setChecked(True)

    def _show_choice(self) -> None:
        computer = self.against_computer
        self.second.setVisible(not computer)
        self.level_box.setVisible(computer)
        if computer:
            self.tagline.setText(self.tr("A Fives dominoes duel against the computer"))
            self.first_label.setText(self.tr("Your name"))
            self.first.setAccessibleName(self.tr("Your name"))
            self.second_label.setText(self.tr("Level"))
            self.second_label.setBuddy(self.level_buttons[self.level])
            self.hint.setText(self.tr("Enter starts. Your clock runs on your turns, the computer's while it thinks."))
        else:
            self.tagline.setText(self.tr("A Fives dominoes duel for two players sharing one screen"))
            self.first_label.setText(self.tr("First player"))
            self.first.setAccessibleName(self.tr("First player"))
            self.second_label.setText(self.tr("Second player"))
            self.second_label.setBuddy(self.second)
            self.hint.setText(self.tr("Enter starts. No clock runs until the first player reveals their hand."))
        self._show_error("")

    def names(self) -> tuple[str, str]:
        """The two fields as typed."""
        return self.first.text(), self.second.text()

    def error_text(self) -> str:
        """The validation message shown, or ``""``."""
        return self.error.text()

    def try_start(self) -> None:
        """Check the names; if valid, remember them and the choices and emit :attr:`start` (or
        :attr:`practice` against the computer), else say why."""
        if self.against_computer:
            self._try_practice()
            return
        names, why = validate_names(self.first.text(), self.second.text())
        if names is None:
            self._show_error("⚠ " + why)
            first = tidy_name(self.first.text())
            first_empty_or_long = not first or len(first) > MAX_NAME
            (self.first if first_empty_or_long else self.second).setFocus()
            return
        self._show_error("")
        self.first.setText(names[0])
        self.second.setText(names[1])
        store = self._store
        for key, value in zip(NAME_KEYS, names, strict=True):
            store.setValue(key, value)
        store.setValue(OPPONENT_KEY, "person")
        store.sync()
        self.start.emit(*names)

    def _try_practice(self) -> None:
        typed = self.first.text()
        if not tidy_name(typed):
            self._show_error("⚠ " + self.tr("Please enter your name."))
            self.first.setFocus()
            return
        if too_long := self._length_problem():
            self._show_error("⚠ " + too_long)
            self.first.setFocus()
            return
        names, why = validate_names(typed, computer_name(typed))
        if names is None:
            self._show_error("⚠ " + why)
            self.first.setFocus()
            return
        self._show_error("")
        self.first.setText(names[0])
        store = self._store
        store.setValue(NAME_KEYS[0], names[0])
        store.setValue(OPPONENT_KEY, "computer")
        store.setValue(LEVEL_KEY, self.level)
        store.sync()
        self.practice.emit(names[0], self.level)

    def _clear_error(self) -> None:
        """A name edited: the last complaint goes, but a name too long is told as it is typed
        (a play-test typed 26 letters and was told only at Start)."""
        self._show_error(self._length_problem())

    def _length_problem(self) -> str:
        """Which name is too long, "" when none: the player's own against the computer."""
        first = tidy_name(self.first.text())
        if self.against_computer:
            if len(first) <= MAX_NAME:
                return ""
            return self.tr("Your name has {m} characters: at most {n}.").format(m=len(first), n=MAX_NAME)
        return length_problem(
            first, tidy_name(self.second.text()), lambda text: QCoreApplication.translate("NewGameScreen", text)
        )

    def _show_error(self, text: str) -> None:
        self.error.setText(text)
        self.error.setVisible(bool(text))


def _name_width(edit: QLineEdit) -> int:
    """The width of a field that shows a name of :data:`MAX_NAME` characters whole: a
    play-test saw "nne-Sophie Vandenbrouck" scrolled in a field of 300 px. Measured on as many
    "n", wider than most names of that length ("Guillaume-Maxime Dumonde", a review's, is 4 %
    narrower); the field's own room around its text is its size hint less the 17 "x" the hint
    is made of."""
    edit.ensurePolished()
    metrics = edit.fontMetrics()
    room = edit.sizeHint().width() - 17 * metrics.horizontalAdvance("x")
    return max(300, metrics.horizontalAdvance("n" * MAX_NAME) + room + 2)  # 2: the cursor after it
