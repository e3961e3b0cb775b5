"""Preferences (Edit → Preferences…, the application menu's Settings… on macOS): which engine
plays the computer, the sound (:class:`SoundBox`), and the game's own choices
(:class:`GameBox`): motion, the interface language, the computer's level preselected for a new
game, and whether Resign asks first. Each is kept in the app's settings and applied on OK.

The computer is the game's own engine, at the level chosen for each game — or any program
that speaks the engine protocol (ENGINE.md), as chess programs load UCI engines: the player
gives its command line and may *Try* it, which asks it one question and says what it answered.
The choice is kept in the app's settings (:func:`engine_command` reads it back).
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QSettings, Qt, Signal
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from ...app.practice import LEVELS
from .. import theme
from ..i18n import LANGUAGES, interface_language
from ..motion import MotionSettings
from ..screens.new_game_screen import DEFAULT_LEVEL, LEVEL_KEY
from ..sound import SoundSettings
from ..switches import stored_switch
from ..window_fit import fit_to_screen

USE_KEY = "computer/use_engine"  #: whether the command below plays the computer
COMMAND_KEY = "computer/engine_command"  #: the engine's command line
CONFIRM_RESIGN_KEY = "game/confirm_resign"  #: whether Resign asks who resigns first (default yes)


def confirm_resign(store: QSettings) -> bool:
    """Whether Resign asks first (else the player to act, or the person, resigns at once)."""
    return stored_switch(store, CONFIRM_RESIGN_KEY, True)


def default_level(store: QSettings) -> str:
    """The computer's level preselected on the new-game screen (the last one played, or the one
    chosen here)."""
    level = store.value(LEVEL_KEY, DEFAULT_LEVEL)
    return level if level in LEVELS else DEFAULT_LEVEL


def engine_command(store: QSettings) -> str | None:
    """The command line of the engine chosen to play the computer, or None: the game's own."""
    command = str(store.value(COMMAND_KEY, "") or "").strip()
    return command if stored_switch(store, USE_KEY, False) and command else None


def _radio_style() -> str:
    """Round choices whose chosen one reads at a glance on the navy ground, and lists that read."""
    gold, ground = theme.GOLD, theme.NAVY_DARK
    return (
        f"QRadioButton::indicator {{ width: 12px; height: 12px; border-radius: 8px; border: 2px solid {gold};"
        f" background: {ground}; }}"
        f"QRadioButton::indicator:checked {{ background: qradialgradient(cx: 0.5, cy: 0.5, radius: 0.5,"
        f" fx: 0.5, fy: 0.5, stop: 0 {gold}, stop: 0.55 {gold}, stop: 0.65 {ground}, stop: 1 {ground}); }}"
        # The choices of a list read dark on ivory, like the command line's field.
        f"QComboBox {{ background: {theme.IVORY}; color: {theme.INK}; border: 2px solid {theme.GOLD_DIM};"
        f" border-radius: 8px; padding: 4px 10px; }}"
        f"QComboBox:focus {{ border-color: {theme.GOLD_BRIGHT}; }}"
        f"QComboBox QAbstractItemView {{ background: {theme.IVORY}; color: {theme.INK};"
        f" selection-background-color: {gold}; selection-color: {theme.INK}; }}"
    )


_RADIO_STYLE = _radio_style()


class SoundBox(QGroupBox):
    """Sound on or off, and its volume (the game reads them at every sound); and, when the game
    found no way to play sound here (``unheard``), that it stays silent whatever is chosen."""

    def __init__(self, settings: SoundSettings, *, unheard: bool = False) -> None:
        super().__init__(self.tr("Sound"))
        self.settings = settings
        self.enabled = QCheckBox(self.tr("&Play sounds"))
        self.enabled.setChecked(settings.enabled)
        self.volume = QSlider(Qt.Orientation.Horizontal)
        self.volume.setRange(0, 100)
        self.volume.setValue(settings.volume)
        self.volume.setAccessibleName(self.tr("Volume"))
        label = QLabel(self.tr("&Volume"))
        label.setBuddy(self.volume)
        row = QHBoxLayout()
        row.addWidget(self.enabled)
        row.addSpacing(24)
        row.addWidget(label)
        row.addWidget(self.volume, 1)
        column = QVBoxLayout(self)
        column.addLayout(row)
        # A play-test chose sounds on and heard nothing, not told why: the choice is kept (another
        # start, a headset plugged in, may hear it), and this says the game is silent for now.
        # One line, not a warning's box: at 1024×600 the dialog had no room for two in one.
        self.unheard = QLabel(self.tr("No audio device was found: the game is silent for now."))
        self.unheard.setWordWrap(True)
        theme.set_role(self.unheard, "muted")
        self.unheard.setVisible(unheard)
        column.addWidget(self.unheard)
        self.enabled.toggled.connect(self.volume.setEnabled)
        self.volume.setEnabled(settings.enabled)

    def save(self) -> None:
        self.settings.enabled = self.enabled.isChecked()
        self.settings.volume = self.volume.value()


class GameBox(QGroupBox):
    """Motion, the interface language, the computer's level for a new game, and whether
    Resign asks first."""

    def __init__(self, store: QSettings, language: str) -> None:
        super().__init__(self.tr("The game"))
        self.store = store
        self._language = language
        self.reduce_motion = QCheckBox(self.tr("Reduce &motion: everything appears in place at once"))
        self.reduce_motion.setChecked(not MotionSettings(store).enabled)
        self.language = QComboBox()
        for code, label in (("en", "English"), ("fr", "Français")):  # each in its own language
            self.language.addItem(label, code)
        self.language.setCurrentIndex(max(0, self.language.findData(language)))
        self.level = QComboBox()
        for code, label in (("easy", self.tr("Easy")), ("medium", self.tr("Medium")), ("hard", self.tr("Hard"))):
            self.level.addItem(label, code)
        assert tuple(self.level.itemData(i) for i in range(self.level.count())) == LEVELS
        self.level.setCurrentIndex(max(0, self.level.findData(default_level(store))))
        self.confirm = QCheckBox(self.tr("Ask before &resigning"))
        self.confirm.setChecked(confirm_resign(store))
        self.confirm.setToolTip(
            self.tr(
                "Off: Resign acts at once for the player whose hand is shown. On the handoff screen, where "
                "either player may hold the device, it always asks."
            )
        )
        form = QFormLayout(self)
        form.addRow(self.reduce_motion)
        form.addRow(self.tr("&Language"), self.language)
        form.addRow(self.tr("The computer's level for a &new game"), self.level)
        form.addRow(self.confirm)
        for field in (self.language, self.level):  # read by its label, not by the choice it shows
            label = form.labelForField(field)
            if isinstance(label, QLabel):
                field.setAccessibleName(label.text().replace("&", ""))

    @property
    def chosen_language(self) -> str:
        """The language chosen: ``"en"`` or ``"fr"``."""
        code = self.language.currentData()
        return code if code in LANGUAGES else "en"

    @property
    def chosen_level(self) -> str:
        """The computer's level chosen for a new game."""
        return str(self.level.currentData())

    def save(self) -> None:
        MotionSettings(self.store).enabled = not self.reduce_motion.isChecked()
        self.store.setValue(LEVEL_KEY, self.chosen_level)
        self.store.setValue(CONFIRM_RESIGN_KEY, self.confirm.isChecked())
        if self.chosen_language != self._language:
            self.store.setValue("language", self.chosen_language)  # as Help → Language keeps it


class _TrialAnswer(QObject):
    """Carries a trial's outcome from its thread into the dialog's."""

    done = Signal(bool, str)


class PreferencesDialog(QDialog):
    """The preferences, read from and saved to ``store`` when the player presses OK."""

    def __init__(
        self,
        store: QSettings,
        parent: QWidget | None = None,
        language: str | None = None,
        *,
        clock_running: bool = False,
        sound_unheard: bool = False,
    ) -> None:
        """``language`` is the window's (by default the interface's); ``clock_running`` says that
        a game's clock runs behind the dialog (it is told at the top: nothing stops it, R36);
        ``sound_unheard`` that the game found no way to play sound here."""
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
        self.said = QLabel()  #: what a trial found; shown only then, else an empty band
        self.said.setWordWrap(True)
        self.said.hide()
        row = QHBoxLayout()
        row.addWidget(self.command, 1)
        row.addWidget(self.try_button)
        inner = QVBoxLayout(box)
        inner.addWidget(self.own)
        inner.addWidget(self.other)
        inner.addLayout(row)
        inner.addWidget(self.said)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.ok_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        self.clock_note = QLabel(self.tr("A clock is running: it keeps running while the preferences are open."))
        self.clock_note.setWordWrap(True)
        theme.set_role(self.clock_note, "warning")
        self.clock_note.setVisible(clock_running)
        layout.addWidget(self.clock_note)
        layout.addWidget(box)
        self.sound = SoundBox(SoundSettings(store), unheard=sound_unheard)
        layout.addWidget(self.sound)
        self.game = GameBox(store, language if language is not None else interface_language())
        layout.addWidget(self.game)
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
        fit_to_screen(self, (640, 440), anchor=parent)
        self._fit_height()

    def _update(self) -> None:
        other, given = self.other.isChecked(), bool(self.command.text().strip())
        self.command.setEnabled(other)
        self.try_button.setEnabled(other and given)
        # Another engine with no command: a play-test pressed OK and found the game's own chosen
        # again, with no word. OK waits for a command, and the line says what it waits for.
        self.ok_button.setEnabled(given or not other)
        waiting = self.tr("Type the engine's command line, or choose the game's own computer.")
        if other and not given:
            self._say(waiting)
        elif self.said.text() == waiting:
            self.said.hide()
            self.said.setText("")

    def try_engine(self) -> None:
        """Ask the command one question, in a thread; the answer or the failure shows below."""
        import threading

        from ...app.engine_client import EngineFailure, EngineProcess, trial

        text = self.command.text().strip()
        self.try_button.setEnabled(False)
        self._say(self.tr("Asking {command}…").format(command=text))
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
            except Exception as e:  # never "Asking…" for ever (an answer too deep to read once did)
                say(False, f"{type(e).__name__}: {e}")
            finally:
                process.close()

        threading.Thread(target=ask, name="engine-trial", daemon=True).start()

    def _say(self, text: str) -> None:
        """Show ``text`` below the command line; the dialog grows to hold it."""
        self.said.setText(text)
        self.said.show()
        self._fit_height()

    def _fit_height(self) -> None:
        """Grow to the height the lines shown need at this width, within the screen: their
        wrapping counts in no minimum, and a French play-test saw the line of why OK waits
        drawn over the command field, the dialog not grown for it."""
        layout = self.layout()
        assert layout is not None
        need = layout.totalHeightForWidth(self.width())
        if need > self.height():
            fit_to_screen(self, (self.width(), need), anchor=self.parentWidget())

    def _tried(self, ok: bool, said: str) -> None:
        if ok:
            self._say(self.tr("It answered: {answer}").format(answer=said))
        else:
            self._say(self.tr("It did not answer as the protocol asks: {reason}").format(reason=said))
        self._update()

    def accept(self) -> None:
        """Save the choice, then close."""
        self.store.setValue(COMMAND_KEY, self.command.text().strip())
        self.store.setValue(USE_KEY, self.other.isChecked() and bool(self.command.text().strip()))
        self.sound.save()
        self.game.save()
        super().accept()
