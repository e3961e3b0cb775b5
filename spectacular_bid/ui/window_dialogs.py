"""The dialogs the window opens from its menus: the history and replays (and the game-over
screen's replay and analysis), a record's import,
the rules beside the table, and the questions before resigning, leaving or quitting a game."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtWidgets import QMessageBox

from ..app.coach import Review, kept_review
from .dialogs.history_dialog import HistoryDialog, named_now
from .dialogs.questions import Choice, Unkept, Unsaved, ask_leave, ask_quit, ask_resign
from .dialogs.replay_viewer import ReplayViewer
from .dialogs.rules_help import RulesPanel

if TYPE_CHECKING:
    from .main_window import MainWindow


class WindowDialogs:
    """The dialogs of ``window``, and its rules panel."""

    def __init__(self, window: MainWindow) -> None:
        self.window = window
        self.help: RulesPanel | None = None  #: the rules panel, once opened
        self.replay: ReplayViewer | None = None  #: the game-over screen's replay, while it is open
        self.about_box: QMessageBox | None = None  #: what the program is, while it is open

    def _history(self) -> HistoryDialog | None:
        w = self.window
        storage = w.controller.storage
        if storage is None:
            QMessageBox.information(
                w,
                QCoreApplication.translate("MainWindow", "History"),
                QCoreApplication.translate(
                    "MainWindow",
                    "Games are not being saved in this window.",
                ),
            )
            self._keys_back()
            return None
        return HistoryDialog(storage, w, current=w.controller.saved_game_id if w.has_game() else None, store=w.settings)

    def show_history(self) -> None:
        """The finished and unfinished games, with replays, profiles, export, import and
        Resume for a kept game."""
        dialog = self._history()
        if dialog is not None:
            dialog.exec()
            self._keys_back()
            self._resume_chosen(dialog)

    def show_replay(self) -> None:
        """The replay of the game just finished, from its record, over the window; with its
        analysis, when the game was analysed (:meth:`analyse_game_over`)."""
        w = self.window
        if not w.has_game() or w.controller.state.result is None:
            return  # a record holds both hands, and the deals to come: only a game over is replayed (R41)
        self._open_replay(self.kept_review())

    def analyse_game_over(self) -> None:
        """Analyse the game just finished (once saved), its progress shown in the history; once
        done, the history closes and the replay opens over the window with the analysis (at
        once when the game was analysed before), and closing it comes back to the game over."""
        w = self.window
        game_id = w.controller.saved_game_id if w.has_game() else None
        if game_id is None or w.controller.state.result is None or not w.controller.fully_saved:
            return  # only a saved game over is analysed: its record holds both hands (R41)
        record = w.controller.session.record
        review = self.kept_review()
        if review is None:
            dialog = self._history()
            if dialog is None:
                return
            dialog.select_game(game_id)
            if dialog.selected_game() != game_id:  # not listed: the games file changed under the window
                w.explain(
                    QCoreApplication.translate("MainWindow", "This game is not in the history: it cannot be analysed.")
                )
                return
            dialog.close_when_analysed = game_id  # its replay opens over the window, not the history
            QTimer.singleShot(0, dialog, dialog.analyse_selected)  # once the history is up
            dialog.exec()
            self._keys_back()
            self._resume_chosen(dialog)
            review = dialog.analysed
            if review is None or not w.has_game() or w.controller.session.record is not record:
                return  # cancelled, failed (the history said why), or another game taken up
            if not review.of_game(record):
                return
            w.summary.set_analysed(True)  # kept with the game: the button now shows it
        self._open_replay(review)

    def kept_review(self) -> Review | None:
        """The analysis kept with the game just finished, if it was analysed (and the analysis
        is of that game)."""
        w = self.window
        storage, game_id = w.controller.storage, w.controller.saved_game_id
        if storage is None or game_id is None:
            return None
        return kept_review(storage, game_id, w.controller.session.record)

    def _open_replay(self, review: Review | None) -> None:
        w = self.window
        self.replay = ReplayViewer(named_now(w.controller.session.record), w, review)
        self.replay.exec()
        self._keys_back()
        self.replay = None

    def import_game(self) -> None:
        """Add a game from a record file (a broken file is refused and nothing is stored)."""
        dialog = self._history()
        if dialog is not None:
            # Once the history is up: the file dialog, and a refusal's message, open over it
            # (opened first, the message lay under the history shown after it).
            QTimer.singleShot(0, dialog, dialog.import_file)
            dialog.exec()
            self._keys_back()
            self._resume_chosen(dialog)

    def show_preferences(self) -> None:
        """Preferences: the engine that plays the computer, the sound, motion, the language, the
        computer's level for a new game and whether Resign asks first; applied when the player
        presses OK (another language rebuilds the window in it)."""
        from .dialogs.preferences import PreferencesDialog
        from .sound import SilentSink

        w = self.window
        running = w.has_game() and w.shown_view().deadline is not None
        player = getattr(w, "sound", None)  # it comes with the game's controller, after the first frame
        sink = player.sink if player is not None else None
        unheard = isinstance(sink, SilentSink) and sink.unheard
        dialog = PreferencesDialog(w.settings_store(), w, w.language, clock_running=running, sound_unheard=unheard)
        accepted = dialog.exec()
        self._keys_back()
        if accepted:
            w.use_chosen_engine()
            w.menus.name_resign()
            screen = w.new_game_screen
            screen.choose(screen.against_computer, dialog.game.chosen_level)
            w.set_language(dialog.game.chosen_language)

    def _resume_chosen(self, dialog: HistoryDialog) -> None:
        """After the history closes: go on with the game chosen there, if any; else name the
        game over's analysis button anew, the game just finished perhaps analysed there (a
        review: "Analyse (A)" stayed over the analysis made from the history)."""
        game_id = dialog.resume_id
        if game_id is not None:
            self.window.resume_kept(game_id)
            return
        w = self.window
        if w.has_game() and w.controller.state.result is not None and w.controller.fully_saved:
            w.summary.set_analysed(self.kept_review() is not None)

    def show_help(self) -> None:
        """Open the rules in the window, beside or over the table; the clock keeps running and
        stays in view (R47)."""
        w = self.window
        if self.help is None:
            self.help = RulesPanel(w.language)
        self.help.attach(w)

    def show_about(self) -> None:
        """Say what the program is: its name, version, game, makers' tools and licence. It
        waits for nothing: a running clock runs on beside it (R36)."""
        import platform

        from PySide6.QtCore import qVersion

        from .. import __version__

        # A hyphen and spaces that never break a line ("double-six", "5, 10, 15…"): U+2011, U+00A0.
        text = QCoreApplication.translate(
            "MainWindow",
            "<p><b>Spectacular Bid</b> {version}</p>"
            "<p>A Fives dominoes duel for two players sharing one device: double‑six, end totals of "
            "5, 10, 15… score, an auction for the right to open, and a game clock for each player.</p>"
            "<p>Made with Python {python} and Qt {qt} (PySide6). MIT licence.</p>",
        ).format(version=__version__, python=platform.python_version(), qt=qVersion())  # the Qt it runs on
        title = QCoreApplication.translate("MainWindow", "About Spectacular Bid")
        box = QMessageBox(QMessageBox.Icon.NoIcon, title, text)
        box.setStandardButtons(QMessageBox.StandardButton.Ok)
        box.setParent(self.window, box.windowFlags())
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        box.destroyed.connect(self._about_closed)
        box.finished.connect(self._keys_back)  # closed by the player (destroyed may be with the window)
        self.about_box = box
        box.open()

    def _about_closed(self) -> None:
        self.about_box = None

    def close(self) -> None:
        """Close the rules panel, if open (the window closes)."""
        if self.help is not None:
            self.help.close()

    def ask_resign(self, names: tuple[str, str], to_act: int | None, only: int | None = None) -> int | None:
        """Which player resigns (``to_act`` offered first: the one holding the device; ``only``
        that one), or None (Cancel)."""
        try:
            return ask_resign(self.window, names, to_act, only)
        finally:
            self._keys_back()

    def ask_leave(
        self, names: tuple[str, str], to_act: int | None, unkept: Unkept | None, title: str, only: int | None = None
    ) -> Choice | None:
        """What becomes of the game being played: resigned (by ``only``, when given), kept
        (unless ``unkept`` says why not), or None (Cancel)."""
        try:
            return ask_leave(self.window, names, to_act, unkept=unkept, title=title, only=only)
        finally:
            self._keys_back()

    def ask_quit(self, *, over: bool = False, unsaved: Unsaved | None = None) -> bool:
        """Whether to quit while a game is live or not wholly saved (Cancel is the default)."""
        try:
            return ask_quit(self.window, over=over, unsaved=unsaved)
        finally:
            self._keys_back()

    def _keys_back(self) -> None:
        """A dialog has closed: the key that closed it may come again (a keyboard play-test
        closed a question with Enter and pressed Enter again 0.2 s later, which picked a tile;
        a third press would have played it). The window holds the hand's keys back a moment
        (:meth:`MainWindow.keys_after_dialog`)."""
        self.window.keys_after_dialog()
