"""The new-game screen: two players' names, checked, remembered, then Start.

Names are trimmed and must be non-empty, at most 24 characters and different from each other
(ignoring case, so the two seats never look alike). The last names used are remembered in
``QSettings("SpectacularBid", "SpectacularBid")`` and offered next time. Enter starts.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QSettings, Signal
from PySide6.QtWidgets import (
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

from ..app.names import MAX_NAME
from ..app.names import validate_names as check_names
from . import theme

SETTINGS_ORG = "SpectacularBid"
SETTINGS_APP = "SpectacularBid"
NAME_KEYS = ("players/first", "players/second")


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


def settings() -> QSettings:
    """Where the app keeps its preferences (the remembered names among them)."""
    return QSettings(SETTINGS_ORG, SETTINGS_APP)


class NewGameScreen(QFrame):
    """Ask for the players' names. Signal: :attr:`start` with the two valid, trimmed names.

    A frame, so that the style sheet paints its felt (``NewGameScreen`` rule) with no Python
    paint code: see ``__init__``.
    """

    start = Signal(str, str)  #: (first player, second player): seat 0 and seat 1

    def __init__(self, parent: QWidget | None = None, store: QSettings | None = None) -> None:
        """``store`` keeps the remembered names; by default the app's :func:`settings`."""
        super().__init__(parent)
        self._store = store if store is not None else settings()
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
                "Each player starts with 150 points. Score when the open ends add up to a multiple of 5; "
                "bid for the right to open; and mind your clock: 10 s per decision, then a 2-minute reserve "
                "for the whole game. The first player to run out of points or time loses."
            )
        )
        theme.tag(self.intro, "muted")
        self.intro.setObjectName("new_game_intro")
        self.intro.setWordWrap(True)
        self.intro.setMinimumWidth(560)
        self.intro.setMaximumWidth(720)

        card = QFrame()
        theme.tag(card, "card")
        card.setMaximumWidth(560)
        self.first = QLineEdit()
        self.second = QLineEdit()
        grid = QGridLayout(card)
        grid.setContentsMargins(30, 26, 30, 26)
        grid.setHorizontalSpacing(16)
        grid.setVerticalSpacing(14)
        for row, (edit, label_text, placeholder) in enumerate(
            (
                (self.first, self.tr("First player"), self.tr("e.g. Ana")),
                (self.second, self.tr("Second player"), self.tr("e.g. Ben")),
            )
        ):
            edit.setMaxLength(MAX_NAME * 2)  # room to paste; the check then says what is wrong
            edit.setPlaceholderText(placeholder)
            edit.setAccessibleName(label_text)
            edit.setMinimumWidth(300)
            edit.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)  # never squeezed
            edit.returnPressed.connect(self.try_start)
            edit.textEdited.connect(self._clear_error)
            label = QLabel(label_text)
            theme.tag(label, "gold")
            label.setBuddy(edit)
            grid.addWidget(label, row, 0)
            grid.addWidget(edit, row, 1)
        self.error = QLabel()
        theme.tag(self.error, "error")
        self.error.setWordWrap(True)
        self.error.setAccessibleName(self.tr("Problem with the names"))
        grid.addWidget(self.error, 2, 0, 1, 2)
        keep = self.error.sizePolicy()
        keep.setRetainSizeWhenHidden(True)  # its line is kept: the fields do not move when it shows
        self.error.setSizePolicy(keep)
        self.error.hide()

        self.start_button = QPushButton(self.tr("Start the game"))
        theme.tag(self.start_button, "huge")
        self.start_button.setAccessibleName(self.tr("Start the game"))
        self.start_button.setToolTip(self.tr("Start (Enter)"))
        self.start_button.setDefault(True)
        self.start_button.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.start_button.clicked.connect(self.try_start)
        self.hint = QLabel(self.tr("Enter starts. No clock runs until the first player reveals their hand."))
        theme.tag(self.hint, "muted")

        layout = QVBoxLayout(self)
        # Tight spacing, loose stretches: the screen breathes on a large window and still fits,
        # unsqueezed, in the smallest one (1024×640).
        layout.setContentsMargins(48, 16, 48, 16)
        layout.setSpacing(8)
        layout.addStretch(2)
        layout.addWidget(self.title)
        layout.addWidget(self.tagline)
        layout.addSpacing(4)
        layout.addLayout(_centred(self.intro))
        layout.addSpacing(8)
        layout.addLayout(_centred(card))
        layout.addSpacing(8)
        layout.addLayout(_centred(self.start_button))
        layout.addWidget(self.hint)
        layout.addStretch(3)

        self.load_names()

    def load_names(self) -> None:
        """Fill the fields with the names remembered from last time, if any."""
        store = self._store
        for edit, key in zip((self.first, self.second), NAME_KEYS, strict=True):
            value = store.value(key, "")
            edit.setText(value if isinstance(value, str) else "")

    def names(self) -> tuple[str, str]:
        """The two fields as typed."""
        return self.first.text(), self.second.text()

    def error_text(self) -> str:
        """The validation message shown, or ``""``."""
        return self.error.text()

    def try_start(self) -> None:
        """Check the names; if valid, remember them and emit :attr:`start`, else say why."""
        names, why = validate_names(self.first.text(), self.second.text())
        if names is None:
            self._show_error("⚠ " + why)
            first_empty_or_long = not self.first.text().strip() or len(self.first.text().strip()) > MAX_NAME
            (self.first if first_empty_or_long else self.second).setFocus()
            return
        self._show_error("")
        self.first.setText(names[0])
        self.second.setText(names[1])
        store = self._store
        for key, value in zip(NAME_KEYS, names, strict=True):
            store.setValue(key, value)
        store.sync()
        self.start.emit(*names)

    def _clear_error(self) -> None:
        self._show_error("")

    def _show_error(self, text: str) -> None:
        self.error.setText(text)
        self.error.setVisible(bool(text))
