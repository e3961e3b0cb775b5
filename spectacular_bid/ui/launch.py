"""Start the desktop game: the Qt application, the language, the controller and the window."""

from __future__ import annotations

import sys

from PySide6.QtCore import QSettings, QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication

from . import theme
from .i18n import asset_path, chosen_language, install_language
from .main_window import MainWindow
from .new_game_screen import settings as app_settings


class App:
    """The running program: one controller, and the window for the current language."""

    def __init__(self, qt_app: QApplication, settings: QSettings) -> None:
        self.qt = qt_app
        self.settings = settings
        self.window: MainWindow | None = None

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
        else:
            window.resize(1280, 800)
        self.window = window
        window.show()
        return window

    def switch_language(self, language: str) -> None:
        """Remember ``language`` and rebuild the window in it."""
        self.settings.setValue("language", language)
        QTimer.singleShot(0, lambda: self.open_window(language))


def make_app(argv: list[str] | None = None) -> QApplication:
    """The Qt application with the game's name, icon and look."""
    QGuiApplication.setApplicationName("Spectacular Bid")
    QGuiApplication.setOrganizationName("SpectacularBid")
    QGuiApplication.setDesktopFileName("spectacular-bid")
    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(argv if argv is not None else sys.argv)
    theme.apply(app)
    # The icon is read once the window shows: its image plug-in costs start-up time.
    QTimer.singleShot(0, lambda: _set_icon(app))
    return app


def _set_icon(app: QApplication) -> None:
    from PySide6.QtGui import QIcon

    icon = asset_path("icon.svg")
    if icon is not None:
        app.setWindowIcon(QIcon(str(icon)))


def launch(smoke: bool = False) -> int:
    """Open the main window; with ``smoke``, exit 0 once it has been shown."""
    app = make_app()
    settings = app_settings()
    program = App(app, settings)
    window = program.open_window(chosen_language(settings))
    if smoke:
        QTimer.singleShot(0, lambda: app.exit(0 if window.isVisible() else 1))
    else:
        QTimer.singleShot(0, lambda: window.controller)  # load the rules once the window shows
    return app.exec()
