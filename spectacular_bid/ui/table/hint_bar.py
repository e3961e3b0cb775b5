"""The table's hint row in a practice game: a *Hint* button and the hint in words.

It shows only what it is given (:class:`~spectacular_bid.ui.hint_play.HintPlay` decides when a
hint is offered and what it says); a game between people never shows it.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QSizePolicy, QWidget

from .. import theme
from ..shortcuts import letter

#: The lines the hint's words always have room for: a hint of the bidding, its reason and the
#: price of the opening, takes three at 1024 px in French; most hints of a play take two.
STEADY_LINES = 3


class HintBar(QFrame):
    """The hint button and the hint's words. Signal :attr:`asked` when the button is pressed."""

    asked = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.text = QLabel()
        self.text.setWordWrap(True)
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.NoTextInteraction)
        self.text.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        theme.set_role(self.text, "gold")
        # Plain and a little smaller than the body: a long hint stays on one line.
        self.text.setStyleSheet(f"font-size: {theme.SMALL_PX + 1}px; font-weight: normal;")
        self.text.setAccessibleName(self.tr("Hint"))
        self.button = QPushButton()
        self.button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the hand keeps the keyboard
        self.button.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        theme.set_role(self.button, "secondary")  # beside the decision, never louder than it
        self.button.setStyleSheet("QPushButton { padding: 1px 16px; min-height: 18px; }")  # one low row
        self.button.clicked.connect(self.asked)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(10)
        row.addWidget(self.text, 1)
        row.addWidget(self.button, 0, Qt.AlignmentFlag.AlignVCenter)
        self.set_state(False, "")

    def set_state(self, offered: bool, said: str, *, thinking: bool = False) -> None:
        """Offer the button (``offered``) and show ``said`` (empty: nothing yet); ``thinking``
        while the hint is being worked out."""
        self.button.setText(self.tr("Hint ({key})").format(key=letter("play", "hint")))
        self.button.setEnabled(offered and not thinking)
        self.button.setToolTip(
            self.tr("The engine's best decision for you, from what you can see. Your clock runs while it looks.")
        )
        self.text.setText(self.tr("Looking for a hint… (your clock runs)") if thinking else said)
        self.setAccessibleDescription(self.text.text())
        self._fit()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def _fit(self) -> None:
        """Ask for the height the words need at the width they have (a hint of two lines had
        the height of one and a half, its second line cut under the hand's row), and never less
        than :data:`STEADY_LINES` lines: a play-test saw the table shrink and grow again from
        one hint to the next, and the Hint button move from under the pointer."""
        if self.text.width() <= 0:
            return
        lines = self.text.fontMetrics().lineSpacing() * STEADY_LINES
        need = max(self.text.heightForWidth(self.text.width()), lines)
        if need != self.text.minimumHeight():
            self.text.setMinimumHeight(need)
