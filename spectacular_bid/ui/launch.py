"""Start the desktop game: the Qt application, the language, the controller and the window.

Once the window shows, the saved games are opened (:meth:`App.open_games`): the games file is
opened and locked against a second copy (SQLite holds the lock until quit; a damaged file is
kept aside, a full disk or a newer file only said), and the unfinished game is resumed with
the time that passed while the program was closed (R42–R43).
"""

from __future__ import annotations

import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QSettings, QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QMessageBox

from . import theme
from .i18n import asset_path, chosen_language, install_language
from .main_window import GEOMETRY_KEY, MainWindow, forget_module_sources
from .screens.new_game_screen import preferences_refusal
from .screens.new_game_screen import settings as app_settings
from .window_fit import fit_to_screen, restore_geometry

if TYPE_CHECKING:
    from collections.abc import Callable
    from types import TracebackType

    from ..app.archive import Storage, StoreDamaged


#: The program's name as Qt is told it, in place of the command line.
PROGRAM = "spectacular-bid"


def data_folder(override: str | Path | None = None) -> Path:
    """Where the games are saved: ``override`` (``--data-dir``), else the user's data folder."""
    if override is not None:
        return Path(override)
    from platformdirs import user_data_dir

    return Path(user_data_dir("spectacular-bid", "SpectacularBid"))


class App:
    """The running program: one controller, and the window for the current language."""

    def __init__(self, qt_app: QApplication, settings: QSettings) -> None:
        self.qt = qt_app
        self.settings = settings
        self.window: MainWindow | None = None
        self.storage: Storage | None = None
        self.folder: Path | None = None  #: where the games are saved, once :meth:`open_games` ran
        self.quiet = False  # --smoke: messages go to stderr, no dialog waits
        self.last_box: object = None  # the last message box shown (for tests)
        self.unsaved_box: QMessageBox | None = None  # the box saying the game could not be saved, while shown
        self._held_failure: str | None = None  # a failed save to say once a question is answered

    def open_window(self, language: str) -> MainWindow:
        """Show the window in ``language``, replacing the current one (the game goes on)."""
        install_language(language)
        old = self.window
        controller = old._controller if old is not None else None
        window = MainWindow(controller, language, self.switch_language, self.settings)
        if old is not None:
            window.setGeometry(old.geometry())
            window.take_state_from(old)
            old.retire()
        elif not restore_geometry(window, self.settings.value(GEOMETRY_KEY)):
            fit_to_screen(window)
        self.window = window
        window.destroyed.connect(lambda: self._window_gone(window))
        window.show()
        return window

    def _window_gone(self, window: MainWindow) -> None:
        """Forget ``window`` once deleted, if it is still the program's: the game's signals
        outlive it (a save tried again every five seconds told a window deleted)."""
        if self.window is window:
            self.window = None

    def switch_language(self, language: str) -> None:
        """Remember ``language`` and rebuild the window in it."""
        self.settings.setValue("language", language)
        QTimer.singleShot(0, lambda: self.open_window(language))

    # --- The saved games ------------------------------------------------------------------

    def open_games(self, folder: Path) -> None:
        """Open and lock the games file in ``folder`` and resume the unfinished game, if any.

        If another copy has the games open, the disk is full, the folder cannot be written or
        the file was made by a newer version, the games are played without saving, the file
        is left as it is and the message says why. The lock is given back on quit.
        """
        from ..app.archive import StoreError, StoreLocked, open_storage

        window = self.window
        assert window is not None
        controller = window.controller  # loads the rules
        controller.save_failed.connect(self._save_failed)
        controller.save_resumed.connect(self._save_resumed)
        controller.reopen_storage = self.reopen_games
        self.folder = folder
        try:
            storage, damaged = open_storage(folder)
        except StoreLocked:
            text = QCoreApplication.translate(
                "launch",
                "The saved games are open in another copy of Spectacular Bid. Games played here are not saved "
                "while it has them; once it has quit, saving starts again at the next new game, or on quitting.",
            )
            self.tell(QCoreApplication.translate("launch", "Games not saved"), text)
            return
        except StoreError as e:
            self.tell(QCoreApplication.translate("launch", "Games not saved"), e.message(_messages), e.details)
            return
        self._opened(storage, damaged)

    def reopen_games(self, store_current: bool, *, told: bool = True) -> StoreDamaged | None:
        """Try the saved games again when they could not be opened at the start (another copy
        had them, the folder could not be written): at a new game, and before quitting with a
        game not saved. If they open, games are saved from then on, the current one too with
        ``store_current``; the folder's unfinished games wait in the history (Resume), and,
        ``told``, a box says so, and what was damaged in the file. If not, nothing more is said
        (the start said why). Returns what was damaged, for the caller to say when not ``told``."""
        from ..app.archive import StoreError, StoreLocked, open_storage

        if self.storage is not None or self.folder is None or self.window is None:
            return None
        try:
            storage, damaged = open_storage(self.folder)
        except (StoreLocked, StoreError):
            return None
        self._keep(storage, damaged if told else None)
        self.window.controller.set_storage(storage, store_current=store_current)
        if told:
            text = QCoreApplication.translate("launch", "The saved games are open again: games are saved from now on.")
            self.tell(QCoreApplication.translate("launch", "Games saved again"), text)  # a status line went unseen
        return damaged

    def _keep(self, storage: Storage, damaged: StoreDamaged | None) -> None:
        """Hold ``storage`` until quit, and say what was damaged in it, if anything."""
        self.storage = storage
        self.qt.aboutToQuit.connect(self.close_games)
        if damaged is not None:
            self.tell(
                QCoreApplication.translate("launch", "Games file damaged"), damaged.message(_messages), damaged.details
            )

    def _opened(self, storage: Storage, damaged: StoreDamaged | None) -> None:
        """Save games in ``storage`` from now on and resume its unfinished game."""
        from ..app.resume import resume

        window = self.window
        assert window is not None
        controller = window.controller
        self._keep(storage, damaged)
        resumed = resume(storage, controller.time, left=window.left_for_later(storage))
        controller.set_storage(storage)
        forget_module_sources()  # the rules and the storage have loaded
        if resumed is None:
            return
        if resumed.session is not None and not controller.has_game:
            if self.window is not None:
                self.window.cover()  # reopened behind the handoff screen, never on a hand (R41)
            controller.load(resumed.session)
        said = resumed.message(_messages)
        reopened = resumed.reopened(_messages)
        if reopened is not None and self.window is not None:
            self.window.statusBar().showMessage(reopened, 20_000)
        if said and resumed.only_ran and not self.quiet and self.window is not None:
            # No box: it would stand between the player and Reveal on the running clock's time
            # (R42), its figure going stale; the handoff screen says the clock is running.
            self.window.statusBar().showMessage(said, 20_000)
        elif said:
            self.tell(resumed.title(_messages), said)

    def close_games(self) -> None:
        """Close the games file, which gives its lock back (on quit)."""
        storage, self.storage = self.storage, None
        if storage is not None:
            self.qt.aboutToQuit.disconnect(self.close_games)
            if self.window is not None:
                self.window.controller.set_storage(None)
            storage.close()

    def tell(self, title: str, text: str, details: str = "") -> None:
        """Show ``text`` without waiting: a window-modal box (with ``details`` in its
        "Details" section), and the status bar."""
        if self.window is not None and self.window.held_boxes is not None:  # a question is on its way
            self.window.held_boxes.append(lambda: self.tell(title, text, details))
            return
        if self.quiet or self.window is None:
            print(f"spectacular-bid: {text}", file=sys.stderr)
            if details:
                print(f"spectacular-bid: details: {details}", file=sys.stderr)
            return
        self.window.statusBar().showMessage(text, 15000)
        from PySide6.QtCore import Qt

        box = QMessageBox(QMessageBox.Icon.Information, title, text, QMessageBox.StandardButton.Ok, self.window)
        box.setTextFormat(Qt.TextFormat.PlainText)  # players' names as written, never as markup
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        if details:
            box.setDetailedText(details)
        # The key that closes it may come again: not onto a hand, nor through the handoff (R41).
        box.finished.connect(self.window.keys_after_dialog)
        self.last_box = box
        box.open()

    def _save_failed(self, text: str) -> None:
        """Say that the game could not be saved, and why as far as the error tells (``text``,
        in the box's details); one box at a time."""
        if self.storage is not None and self.storage.gone():
            QTimer.singleShot(0, self._games_gone)  # once the change that failed has been made
            return
        held = self.window.held_boxes if self.window is not None else None
        if held is not None:  # a question is on its way
            if self._say_held_failure not in held:  # (a hold given up, quitting, left none)
                held.append(self._say_held_failure)
            self._held_failure = text  # unless saving resumes meanwhile
            return
        if self.unsaved_box is not None:
            return  # still on screen from the failure before
        sentence = save_failure_text(text)
        self.tell(QCoreApplication.translate("launch", "Game not saved"), sentence, text)
        box = self.last_box
        if isinstance(box, QMessageBox):
            self.unsaved_box = box
            box.finished.connect(self._forget_unsaved_box)

    def _games_gone(self) -> None:
        """The games file was deleted or replaced while the program ran: let the old one go,
        open the file now at its name (a new one if there is none), and store the game being
        played in it, whole."""
        if self.storage is None or not self.storage.gone() or self.window is None:
            return
        self.close_games()
        with self.window.boxes_held():  # a failed save into the new file is said below, not in a box of its own
            damaged = self.reopen_games(store_current=True, told=False)  # one box says what happened
        self._held_failure = None
        title = QCoreApplication.translate("launch", "Games file replaced")
        controller = self.window.controller
        unsaved = self.storage is not None and controller.has_game and not controller.fully_saved
        if self.storage is not None and not unsaved:
            text = QCoreApplication.translate(
                "launch",
                "The games file was deleted or replaced while the program ran. The game being played is saved, "
                "whole, in the file now there; games saved only in the old one are not in it.",
            )
        elif unsaved:  # opened, but the game could not be written in it (a full disk)
            text = QCoreApplication.translate(
                "launch",
                "The games file was deleted or replaced while the program ran. The game being played could not "
                "be saved in the file now there; saving is tried again at every move.",
            )
        else:
            text = QCoreApplication.translate(
                "launch",
                "The games file was deleted or replaced while the program ran, and no file could take its place: "
                "the game being played is not saved.",
            )
        if unsaved and self.unsaved_box is not None:
            self.unsaved_box.close()  # said again below, as it is now
        if damaged is None:
            self.tell(title, text)
        else:  # garbage written where the file was: moved aside (one box, not two stacked)
            self.tell(title, f"{text} {damaged.message(_messages)}", damaged.details)
        if unsaved and isinstance(self.last_box, QMessageBox):  # closed, no longer true, once saved
            self.unsaved_box = self.last_box
            self.last_box.finished.connect(self._forget_unsaved_box)

    def _say_held_failure(self) -> None:
        """Say the failed save held while a question was asked, unless saving has resumed."""
        text, self._held_failure = self._held_failure, None
        if text is not None:
            self._save_failed(text)

    def _forget_unsaved_box(self) -> None:
        self.unsaved_box = None

    def _save_resumed(self) -> None:
        self._held_failure = None  # no longer true either
        box, self.unsaved_box = self.unsaved_box, None
        if box is not None:
            box.close()  # no longer true
        if self.window is not None:
            text = QCoreApplication.translate("launch", "The game is saved again, every move included.")
            self.window.statusBar().showMessage(text, 15000)


def save_failure_text(details: str) -> str:
    """What to tell the players when a save failed with ``details`` (the error's words): the
    cause where they name one (a full disk, a file that cannot be written), else none."""
    lowered = details.lower()
    if "full" in lowered or "no space" in lowered or "quota" in lowered:
        cause = QCoreApplication.translate("launch", "The game could not be saved: the disk is full.")
    elif "readonly" in lowered or "read-only" in lowered or "permission" in lowered or "access" in lowered:
        cause = QCoreApplication.translate(
            "launch", "The game could not be saved: the games file can no longer be written."
        )
    else:
        cause = QCoreApplication.translate("launch", "The game could not be saved (the details say why).")
    again = QCoreApplication.translate(
        "launch", "It goes on; saving is tried again at every move, every five seconds and before quitting."
    )
    return f"{cause} {again}"


def _messages(text: str) -> str:
    return QCoreApplication.translate("messages", text)


def make_app(argv: list[str] | None = None) -> QApplication:
    """The Qt application with the game's name, icon and look."""
    QGuiApplication.setApplicationName("Spectacular Bid")
    QGuiApplication.setOrganizationName("SpectacularBid")
    QGuiApplication.setDesktopFileName("spectacular-bid")
    existing = QApplication.instance()
    # The command line is read (cli.py) before Qt starts, and Qt needs none of it: given it all,
    # a byte that is not UTF-8 (a folder's name) stopped the program in Qt's start.
    app = existing if isinstance(existing, QApplication) else QApplication(argv if argv is not None else [PROGRAM])
    theme.apply(app)
    return app


def set_icon(app: QApplication) -> None:
    """Give the application its icon (read once the window shows: its image plug-in costs
    start-up time)."""
    from PySide6.QtGui import QIcon

    icon = asset_path("icon.svg")
    if icon is not None:
        app.setWindowIcon(QIcon(str(icon)))


def launch(smoke: bool = False, data_dir: str | Path | None = None) -> int:
    """Open the main window, then the saved games in ``data_dir`` (default: the user's data
    folder); with ``smoke``, exit 0 once both have been done."""
    app = make_app()
    settings = app_settings()
    program = App(app, settings)
    program.quiet = smoke
    window = program.open_window(chosen_language(settings))
    app.processEvents()  # the first frame goes out before anything that can wait
    refused = preferences_refusal()
    if refused is not None:
        if refused.large:
            why = QCoreApplication.translate(
                "launch",
                "The preferences file {file} is larger than 1 MB, far more than preferences take: the game starts "
                "with its default preferences, and keeps none of the changes made now. Remove it to have them kept "
                "again.",
            )
        else:
            why = QCoreApplication.translate(
                "launch",
                "The preferences file {file} is not a file (a pipe, a folder or a device): the game starts with "
                "its default preferences, and keeps none of the changes made now. Remove it to have them kept again.",
            )
        program.tell(QCoreApplication.translate("launch", "Preferences not kept"), why.format(file=refused.path))
    if smoke:
        print(f"smoke: window shown at {time.time():.6f}", file=sys.stderr, flush=True)
    folder = data_folder(data_dir)
    # The menus' actions, the icon, the rules and the games load once the window shows, so
    # that start-up stays quick.
    QTimer.singleShot(0, window.build_menus)
    QTimer.singleShot(0, lambda: set_icon(app))
    QTimer.singleShot(0, lambda: program.open_games(folder))
    failures: list[BaseException] = []
    if smoke:
        sys.excepthook = _smoke_failure(app, failures)
        QTimer.singleShot(0, lambda: app.exit(0 if window.isVisible() and not failures else 1))
    status = app.exec()
    if smoke:
        status = status or int(bool(failures))
        print(f"smoke: exit status {status}", file=sys.stderr, flush=True)
    return status


def _smoke_failure(
    app: QApplication, failures: list[BaseException]
) -> Callable[[type[BaseException], BaseException, TracebackType | None], None]:
    """For ``--smoke``: an exception in any step of the start-up (Qt only prints those, and goes
    on) makes the check fail, with exit status 1 and the traceback on standard error."""

    def failed(kind: type[BaseException], error: BaseException, trace: TracebackType | None) -> None:
        import traceback

        traceback.print_exception(kind, error, trace, file=sys.stderr)
        failures.append(error)
        app.exit(1)

    return failed
