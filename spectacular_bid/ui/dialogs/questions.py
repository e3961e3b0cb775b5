"""The questions asked before a game is ended or left: resign, new game, resume another, quit.

Every answer that ends or leaves a game is one deliberate click away, never one accidental
key: *Cancel* is the default button, so Enter and Escape both cancel; such an answer is drawn
red, never in Cancel's gold, and keeping the game for later, which loses nothing, quietly.
When a player is named, the player to act is offered first, and each button says who loses
(R45).

:func:`ask_resign` asks who resigns; :func:`ask_leave` asks what becomes of the game in
progress before another one takes the table — resign it, keep it to finish later (only while
no clock runs: it stays in the history with *Resume*), or cancel; :func:`ask_quit` confirms
quitting. Each builds a :class:`GameQuestion` and returns its :attr:`~GameQuestion.choice`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QAbstractButton, QDialogButtonBox, QMessageBox, QPushButton, QSizePolicy, QWidget

from ..theme import literal, set_role, tip
from ..widgets.name_label import elided
from ..window_fit import fit_to_screen

#: Why a game in progress cannot be kept to finish later: a clock is running, or the game is
#: not being saved (no games file, or one that refused the last events).
Unkept = Literal["clock", "unsaved"]
#: What of a game quitting would lose: its last moves (saving failed since), or all of it (the
#: saved games could not be opened, or it could not be stored).
Unsaved = Literal["moves", "game"]


@dataclass(frozen=True, slots=True)
class Choice:
    """An answer: ``kind`` is ``"resign"`` (``seat`` resigns), ``"keep"`` (keep the game to
    finish later) or ``"go"`` (quit)."""

    kind: str
    seat: int | None = None


class GameQuestion(QMessageBox):
    """A question whose default and Escape button is *Cancel*. Add answers with
    :meth:`add_answer`; after ``exec()`` :attr:`choice` is the answer, None for Cancel."""

    def __init__(self, parent: QWidget | None, title: str, text: str, details: str = "") -> None:
        super().__init__(parent)
        self.setIcon(QMessageBox.Icon.Question)
        self.setWindowTitle(title)
        self.setText(text)
        self.setTextFormat(Qt.TextFormat.PlainText)
        if details:
            self.setInformativeText(details)
        self.setStyleSheet("QLabel#qt_msgbox_label, QLabel#qt_msgbox_informativelabel { min-width: 420px; }")
        self._answers: dict[QAbstractButton, Choice] = {}
        self.cancel_button = self.addButton(QMessageBox.StandardButton.Cancel)
        self.setDefaultButton(self.cancel_button)
        self.setEscapeButton(self.cancel_button)

    def add_answer(self, text: str, choice: Choice) -> QPushButton:
        """A button that answers ``choice``; never the default. One that ends or leaves the
        game (a resignation, quitting) is drawn as a danger; keeping it for later, quietly."""
        button = self.addButton(text, QMessageBox.ButtonRole.AcceptRole)
        button.setAutoDefault(False)
        set_role(button, "secondary" if choice.kind == "keep" else "danger")
        button.ensurePolished()  # the theme's font, so that the whole text fits
        button.setMinimumWidth(button.fontMetrics().horizontalAdvance(text) + 3 * button.fontMetrics().height())
        row = self.findChild(QDialogButtonBox)
        if row is not None and len(self._answers) >= 1:  # one answer a line: long names never clip
            row.setOrientation(Qt.Orientation.Vertical)
            # The answers as wide as the question, not as the widest of them: short names
            # left the box's right third empty beside a column of buttons.
            row.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self._answers[button] = choice
        return button

    def answers(self) -> list[tuple[str, Choice]]:
        """The answers offered, in the order added: ``(button text, choice)``, the text as it
        shows (a name's ampersand, doubled for the button, once: :func:`~.theme.literal`)."""
        return [(button.text().replace("&&", "&"), choice) for button, choice in self._answers.items()]

    @property
    def choice(self) -> Choice | None:
        """The answer clicked, or None (Cancel, Escape, Enter, or the window closed)."""
        clicked = self.clickedButton()
        return None if clicked is None else self._answers.get(clicked)

    def showEvent(self, event: QShowEvent) -> None:
        """Put the keyboard focus on Cancel, so that Enter cancels whatever had it before; and
        the box beside a running clock, never over it (R47)."""
        super().showEvent(event)
        self.cancel_button.setFocus()
        fit_to_screen(self, (self.width(), self.height()), anchor=self.parentWidget())


def _order(to_act: int | None) -> tuple[int, int]:
    """The seats in the order they are offered: the player to act first."""
    return (1, 0) if to_act == 1 else (0, 1)


#: What a question takes beside its answers' width: its own margins and the frame's.
QUESTION_MARGINS = 80
#: The widest a question with names in its answers gets: a message box on a screen wider than
#: 1024 px is at most 480 px less wide than it (800 px on a 1280-px screen), and a longer
#: answer would stick out of it.
QUESTION_MOST = 800


def _answer_room(box: GameQuestion) -> int:
    """How wide an answer may be: the window the question stands over, its screen, at most
    :data:`QUESTION_MOST`, less the question's margins."""
    parent = box.parentWidget()
    screen = box.screen() if parent is None else parent.window().screen()
    widths = [QUESTION_MOST]
    if screen is not None:
        widths.append(screen.availableGeometry().width())
    if parent is not None:
        widths.append(parent.window().width())
    return min(widths) - QUESTION_MARGINS


def _name_answer(button: QPushButton, sentence: str, first: str, second: str, room: int) -> None:
    """Word ``button`` as ``sentence`` naming ``first`` and ``second`` (its ``{loser}`` and
    ``{winner}``): whole where ``room`` pixels hold it, on two lines broken after its colon
    where each line fits (two 24-letter names at 1280×800), else both cut alike to fit on one;
    the whole sentence in its tooltip and accessible name."""
    whole = sentence.format(loser=first, winner=second)
    metrics = button.fontMetrics()

    def width(text: str) -> int:
        return max(metrics.horizontalAdvance(line) for line in text.split("\n")) + 3 * metrics.height()

    head, colon, tail = sentence.partition(": ")
    text = whole
    if width(whole) > room and colon:
        text = f"{head}:\n{tail}".format(loser=first, winner=second)
    if width(text) > room:
        words = metrics.horizontalAdvance(sentence.format(loser="", winner="")) + 3 * metrics.height()
        cut = [elided(name, metrics, (room - words) // 2) for name in (first, second)]
        text = sentence.format(loser=cut[0], winner=cut[1])
    button.setText(literal(text))  # a name's "&" shown, not a mnemonic
    button.setMinimumWidth(width(text))
    # Its two lines whole beside Cancel too (a practice game's one answer stands in a row with
    # it, which gave it one line's height: both lines cut through their letters).
    button.setMinimumHeight(button.sizeHint().height())
    button.setToolTip(tip(whole))  # names: as written
    button.setAccessibleName(whole)


def _add_resignations(box: GameQuestion, names: Sequence[str], to_act: int | None, only: int | None = None) -> None:
    """One answer per player who may resign, the player to act first; only ``only``'s when
    given (the person, in a practice game: the computer never resigns). The names show whole
    where the window has room for the answer (a play-test read "Barthol…erald X resigns:
    Maximil…tasia W wins" in a question a third of its window wide), else cut alike."""
    room = _answer_room(box)
    for seat in _order(to_act) if only is None else (only,):
        sentence = QCoreApplication.translate("GameQuestion", "{loser} resigns: {winner} wins")
        button = box.add_answer(sentence.format(loser=names[seat], winner=names[1 - seat]), Choice("resign", seat))
        _name_answer(button, sentence, names[seat], names[1 - seat], room)


def resign_question(
    parent: QWidget | None, names: Sequence[str], to_act: int | None, only: int | None = None
) -> GameQuestion:
    """The resign question, not yet shown (R45); ``only``: the one player who may resign (the
    person, in a practice game), else either."""
    if only is None:
        text = QCoreApplication.translate("GameQuestion", "Who resigns? The player who resigns loses the game.")
    else:
        text = QCoreApplication.translate("GameQuestion", "Resign? The player who resigns loses the game.")
    box = GameQuestion(parent, QCoreApplication.translate("GameQuestion", "Resign"), text)
    _add_resignations(box, names, to_act, only)
    return box


def leave_question(
    parent: QWidget | None,
    names: Sequence[str],
    to_act: int | None,
    *,
    unkept: Unkept | None,
    title: str,
    only: int | None = None,
) -> GameQuestion:
    """What becomes of the game in progress before another takes the table, not yet shown;
    ``unkept``: why it cannot be kept for later (None: it can); ``only``: the one player who
    may resign (the person, in a practice game), else either."""
    text = QCoreApplication.translate("GameQuestion", "The game between {a} and {b} is not over.").format(
        a=names[0], b=names[1]
    )
    if unkept is None:
        details = QCoreApplication.translate(
            "GameQuestion",
            "Keep it to finish later (the history lists it with Resume), or end it now with a resignation.",
        )
    elif unkept == "clock":
        details = QCoreApplication.translate(
            "GameQuestion",
            "A clock is running, so it cannot be kept for later: end it with a resignation, or cancel and play on.",
        )
    else:
        details = QCoreApplication.translate(
            "GameQuestion",
            "This game is not being saved, so it cannot be kept for later: end it with a resignation, or cancel "
            "and play on.",
        )
    box = GameQuestion(parent, title, text, details)
    if unkept is None:
        box.add_answer(QCoreApplication.translate("GameQuestion", "Keep it for later"), Choice("keep"))
    _add_resignations(box, names, to_act, only)
    return box


def quit_question(parent: QWidget | None, *, over: bool = False, unsaved: Unsaved | None = None) -> GameQuestion:
    """The question before quitting during a game (``over``: or after its end), not yet
    shown; ``unsaved`` says what of it would be lost (None: nothing, it is saved)."""
    if unsaved == "moves" and over:
        text = QCoreApplication.translate(
            "GameQuestion",
            "The last moves of this game, its end included, could not be saved: quitting now loses them, and "
            "the game would come back unfinished. Quit?",
        )
    elif unsaved == "moves":
        text = QCoreApplication.translate(
            "GameQuestion",
            "The game is not over, and its last moves could not be saved: quitting now loses them. Quit?",
        )
    elif unsaved == "game" and over:
        text = QCoreApplication.translate("GameQuestion", "This game is not saved: quitting now loses it. Quit?")
    elif unsaved == "game":
        text = QCoreApplication.translate(
            "GameQuestion",
            "The game is not over, and it is not saved: quitting now loses it. Quit?",
        )
    else:
        text = QCoreApplication.translate(
            "GameQuestion",
            "The game is not over. A running clock does not stop while the program is closed; a paused "
            "clock stays paused. Quit?",
        )
    box = GameQuestion(parent, QCoreApplication.translate("GameQuestion", "Quit"), text)
    box.add_answer(QCoreApplication.translate("GameQuestion", "Quit"), Choice("go"))
    return box


def ask_resign(parent: QWidget | None, names: Sequence[str], to_act: int | None, only: int | None = None) -> int | None:
    """Ask who resigns (``only``: whether that player resigns); the seat that resigns, or None."""
    box = resign_question(parent, names, to_act, only)
    box.exec()
    choice = box.choice
    return None if choice is None else choice.seat


def ask_leave(
    parent: QWidget | None,
    names: Sequence[str],
    to_act: int | None,
    *,
    unkept: Unkept | None,
    title: str,
    only: int | None = None,
) -> Choice | None:
    """Ask what becomes of the game in progress; the answer, or None to cancel."""
    box = leave_question(parent, names, to_act, unkept=unkept, title=title, only=only)
    box.exec()
    return box.choice


def ask_quit(parent: QWidget | None, *, over: bool = False, unsaved: Unsaved | None = None) -> bool:
    """Ask before quitting during a game, or after a game not wholly saved; whether to quit."""
    box = quit_question(parent, over=over, unsaved=unsaved)
    box.exec()
    return box.choice is not None
