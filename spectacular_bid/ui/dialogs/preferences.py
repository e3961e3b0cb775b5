"""Preferences (Edit → Preferences…, the application menu's Settings… on macOS): which engine
plays the computer.

The computer is the game's own engine, at the level chosen for each game — or any program
that speaks the engine protocol (ENGINE.md), as chess programs load UCI engines: the player
gives its command line and may *Try* it, which asks it one question and says what it answered.
The choice is kept in the app's settings (:func:`engine_command` reads it back).
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QSettings, Signal
from PySide6.QtWidgets import (
    QButtonGroup,
    QDialog,
    QDialogButtonBox,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from .. import theme
from ..window_fit import fit_to_screen

USE_KEY = "computer/use_engine"  #: whether the command below plays the computer
COMMAND_KEY = "computer/engine_command"  #: the engine's command line


def engine_command(store: QSettings) -> str | None:
    """The command line of the engine chosen to play the computer, or None: the game's own."""
    command = str(store.value(COMMAND_KEY, "") or "").strip()
    use = store.value(USE_KEY, False)
    chosen = use is True or str(use).lower() == "true"
    return command if chosen and command else None


def _radio_style() -> str:
    """Round choices whose chosen one reads at a glance on the navy ground."""
    gold, ground = theme.GOLD, theme.NAVY_DARK
    return (
        f"QRadioButton::indicator {{ width: 12px; height: 12px; border-radius: 8px; border: 2px solid {gold};"
        f" background: {ground}; }}"
        f"QRadioButton::indicator:checked {{ background: qradialgradient(cx: 0.5, cy: 0.5, radius: 0.5,"
        f" fx: 0.5, fy: 0.5, stop: 0 {gold}, stop: 0.55 {gold}, stop: 0.65 {ground}, stop: 1 {ground}); }}"
    )


_RADIO_STYLE = _radio_style()


class _TrialAnswer(QObject):
    """Carries a trial's outcome from its thread into the dialog's."""

    done = Signal(bool, str)


class PreferencesDialog(QDialog):
    """The preferences, read from and saved to ``store`` when the player presses OK."""

    def __init__(self, store: QSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.setWindowTitle(self.tr("Preferences"))
        self.setStyleSheet(_RADIO_STYLE)
        box = QGroupBox(self.tr("The computer opponent"))
        self.own = QRadioButton(self.tr("The game's own computer, at the level chosen for each game"))
        self.other = QRadioButton(self.tr("Another engine: a program that speaks the engine protocol"))
        group = QButtonGroup(self)
        group.addButton(self.own)
        group.addButton(self.other)
        self.command = QLineEdit()
        self.command.setPlaceholderText("spectacular-bid engine --level hard")
        self.command.setAccessibleName(self.tr("The engine's command line"))
        self.try_button = QPushButton(self.tr("&Try"))
        self.try_button.setAutoDefault(False)
        self.said = QLabel()
        self.said.setWordWrap(True)
        row = QHBoxLayout()
        row.addWidget(self.command, 1)
        row.addWidget(self.try_button)
        inner = QVBoxLayout(box)
        inner.addWidget(self.own)
        inner.addWidget(self.other)
        inner.addLayout(row)
        inner.addWidget(self.said)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(box)
        layout.addStretch(1)
        layout.addWidget(buttons)

        self.command.setText(str(store.value(COMMAND_KEY, "") or ""))
        (self.other if engine_command(store) is not None else self.own).setChecked(True)
        self._trial = _TrialAnswer(self)
        self._trial.done.connect(self._tried)
        self.try_button.clicked.connect(self.try_engine)
        self.other.toggled.connect(self._update)
        self.command.textChanged.connect(self._update)
        self._update()
        fit_to_screen(self, (640, 300), anchor=parent)

    def _update(self) -> None:
        self.command.setEnabled(self.other.isChecked())
        self.try_button.setEnabled(self.other.isChecked() and bool(self.command.text().strip()))

    def try_engine(self) -> None:
        """Ask the command one question, in a thread; the answer or the failure shows below."""
        import threading

        from ...app.engine_client import EngineFailure, EngineProcess, trial

        text = self.command.text().strip()
        self.try_button.setEnabled(False)
        self.said.setText(self.tr("Asking {command}…").format(command=text))
        done = self._trial.done

        def say(ok: bool, said: str) -> None:
            try:
                done.emit(ok, said)
            except RuntimeError:  # the dialog was closed meanwhile
                pass

        def ask() -> None:
            try:
                process = EngineProcess(text)
            except ValueError as e:  # a quote left open
                say(False, str(e))
                return
            try:
                say(True, trial(process))
            except EngineFailure as failure:
                say(False, failure.detail)
            finally:
                process.close()

        threading.Thread(target=ask, name="engine-trial", daemon=True).start()

    def _tried(self, ok: bool, said: str) -> None:
        if ok:
            self.said.setText(self.tr("It answered: {answer}").format(answer=said))
        else:
            self.said.setText(self.tr("It did not answer as the protocol asks: {reason}").format(reason=said))
        self._update()

    def accept(self) -> None:
        """Save the choice, then close."""
        self.store.setValue(COMMAND_KEY, self.command.text().strip())
        self.store.setValue(USE_KEY, self.other.isChecked() and bool(self.command.text().strip()))
        super().accept()
