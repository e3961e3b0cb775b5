"""The window's menus and their shortcuts, enabled as the game allows.

The menu titles are there from the window's first frame, so that nothing moves; their two
dozen actions and keys are added just after the window first shows (:meth:`WindowMenus.build`).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QApplication

from ..core import Accept, End, Play, Stage, Waive

if TYPE_CHECKING:
    from .main_window import MainWindow


class WindowMenus:
    """The menus of ``window``: Game, Edit, Play, Bidding and Help."""

    def __init__(self, window: MainWindow) -> None:
        self.window = window
        bar = window.menuBar()
        self.titles = {
            "game": bar.addMenu(QCoreApplication.translate("MainWindow", "&Game")),
            "edit": bar.addMenu(QCoreApplication.translate("MainWindow", "&Edit")),
            "play": bar.addMenu(QCoreApplication.translate("MainWindow", "&Play")),
            "bid": bar.addMenu(QCoreApplication.translate("MainWindow", "&Bidding")),
            "help": bar.addMenu(QCoreApplication.translate("MainWindow", "&Help")),
        }
        self.built = False
        for menu in self.titles.values():
            menu.aboutToHide.connect(self._menu_closed)

    def _menu_closed(self) -> None:
        """A menu closed: Esc left the menu bar holding the keyboard, its title lit, and the
        game's keys did nothing while a clock ran (a play-test lost 14 s of reserve). Once the
        menu has gone, the screen takes the keyboard back, unless another menu opened (the
        arrow keys go from one to the next) or something else took it (a dialog an item
        opened)."""
        QTimer.singleShot(0, self.window, self._keys_back)

    def _keys_back(self) -> None:
        bar = self.window.menuBar()
        if any(menu.isVisible() for menu in self.titles.values()):
            return
        if QApplication.focusWidget() is bar or bar.activeAction() is not None:
            bar.setActiveAction(None)  # type: ignore[arg-type]  # no title lit
            self.window.focus_screen()

    def _action(
        self, menu_name: str, text: str, shortcut: str | None, slot: Callable[[], object], stage: str | None = None
    ) -> QAction:
        """An action of menu ``menu_name``; ``shortcut`` names its keys: a menu shortcut of
        ``shortcuts.SHORTCUTS`` (which differ between platforms), or with ``stage`` an action
        of that stage's letters (which differ between languages; the menu shows the first)."""
        from PySide6.QtCore import Qt  # see build
        from PySide6.QtGui import QKeySequence

        from . import shortcuts

        action = QAction(text, self.window)
        if shortcut:
            if stage is not None:
                action.setShortcuts([QKeySequence(k) for k in shortcuts.letter_keys(stage, shortcut)])
            else:
                action.setShortcuts(shortcuts.sequences(shortcut))
            action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        action.triggered.connect(slot)
        self.titles[menu_name].addAction(action)
        self.window.addAction(action)
        return action

    def name_resign(self) -> None:
        """Name Resign as it acts: "Resign…" when it asks who resigns first, "Resign" when the
        Preferences have it resign at once (a "…" promises a question)."""
        from .dialogs.preferences import confirm_resign

        if confirm_resign(self.window.settings_store()):
            self.resign_action.setText(QCoreApplication.translate("MainWindow", "&Resign…"))
        else:
            self.resign_action.setText(QCoreApplication.translate("MainWindow", "&Resign"))

    def build(self) -> None:
        """Add the actions and their shortcuts (once)."""
        if self.built:
            return
        self.built = True
        # The Qt namespace and QKeySequence's enums are made when first touched (about 13 ms),
        # and the shortcuts' module loads: here, after the window's first frame, not with the
        # window.
        from PySide6.QtCore import Qt
        from PySide6.QtGui import QKeySequence

        from . import shortcuts

        w = self.window
        game = self.titles["game"]
        self.new_action = self._action(
            "game", QCoreApplication.translate("MainWindow", "&New game…"), "new_game", w.ask_new_game
        )
        self.resign_action = self._action("game", "", "resign", w.ask_resign)
        self.name_resign()
        game.aboutToShow.connect(self.name_resign)
        game.addSeparator()
        self.history_action = self._action(
            "game", QCoreApplication.translate("MainWindow", "&History and replays…"), "history", w.show_history
        )
        self.import_action = self._action(
            "game", QCoreApplication.translate("MainWindow", "&Import a game record…"), "import", w.import_game
        )
        game.addSeparator()
        self.quit_action = self._action("game", QCoreApplication.translate("MainWindow", "&Quit"), "quit", w.close)

        self.preferences_action = self._action(
            "edit",
            QCoreApplication.translate("MainWindow", "&Preferences…"),
            "preferences",
            lambda: w.dialogs.show_preferences(),
        )
        self.preferences_action.setMenuRole(QAction.MenuRole.PreferencesRole)  # macOS: the app menu's Settings…

        self.reveal_action = self._action(
            "play", QCoreApplication.translate("MainWindow", "&Reveal my hand"), None, w.reveal
        )
        space = QKeySequence(Qt.Key.Key_Space).toString(QKeySequence.SequenceFormat.NativeText)  # translated by Qt
        self.reveal_action.setText(f"{self.reveal_action.text()}\t{space}")  # the handoff screen's own keys
        self.draw_action = self._action(
            "play",
            QCoreApplication.translate("MainWindow", "&Draw from the boneyard"),
            "draw",
            lambda: w.game.draw(),
            stage="play",
        )
        self.titles["play"].addSeparator()
        self.end_actions: dict[str, QAction] = {}
        for end, text, key in (
            ("west", QCoreApplication.translate("MainWindow", "Play at the &west end"), "west"),
            ("east", QCoreApplication.translate("MainWindow", "Play at the &east end"), "east"),
            ("north", QCoreApplication.translate("MainWindow", "Play at the &north end"), "north"),
            ("south", QCoreApplication.translate("MainWindow", "Play at the &south end"), "south"),
        ):
            self.end_actions[end] = self._action("play", text, key, partial(self._choose_end, end), stage="play")
        self.deselect_action = self._action(
            "play",
            QCoreApplication.translate("MainWindow", "&Cancel the tile choice"),
            "deselect",
            w.cancel,
        )
        self.hint_action = self._action(
            "play", QCoreApplication.translate("MainWindow", "&Hint"), "hint", w.ask_hint, stage="play"
        )
        self.titles["play"].addSeparator()
        hint = QAction(QCoreApplication.translate("MainWindow", "Choose a tile: 1–9, or ←/→ and Enter"), w)
        hint.setEnabled(False)
        self.titles["play"].addAction(hint)

        self.waive_action = self._action(
            "bid", QCoreApplication.translate("MainWindow", "&Waive"), None, lambda: w.game.bidding.waive_button.click()
        )
        self.accept_action = self._action(
            "bid",
            QCoreApplication.translate("MainWindow", "&Accept the bid"),
            None,
            lambda: w.game.bidding.accept_button.click(),
        )
        self.bid_action = self._action(
            "bid",
            QCoreApplication.translate("MainWindow", "&Bid the amount shown"),
            None,
            lambda: w.game.bidding.bid_button.click(),
        )
        for action, name in ((self.waive_action, "waive"), (self.accept_action, "accept"), (self.bid_action, "bid")):
            key = shortcuts.letter("bidding", name)
            action.setText(f"{action.text()}\t{key}")  # the panel handles these keys itself
        self.titles["bid"].addSeparator()
        self.amount_actions = [  # the panel handles their keys itself; the menu names them
            self._action(
                "bid",
                QCoreApplication.translate("MainWindow", "Raise the amount\t↑, +"),
                None,
                lambda: w.game.bidding.step(1),
            ),
            self._action(
                "bid",
                QCoreApplication.translate("MainWindow", "Lower the amount\t↓, −"),
                None,
                lambda: w.game.bidding.step(-1),
            ),
            self._action(
                "bid",
                QCoreApplication.translate("MainWindow", "Smallest amount\tHome"),
                None,
                lambda: w.game.bidding.set_smallest(),
            ),
            self._action(
                "bid",
                QCoreApplication.translate("MainWindow", "Largest amount\tEnd"),
                None,
                lambda: w.game.bidding.set_largest(),
            ),
        ]

        self.help_action = self._action(
            "help", QCoreApplication.translate("MainWindow", "&Rules"), "rules", w.toggle_help
        )
        self.learn_action = self._action(
            "help", QCoreApplication.translate("MainWindow", "Learn to pl&ay"), None, w.start_tutorial
        )
        languages = self.titles["help"].addMenu(QCoreApplication.translate("MainWindow", "&Language"))
        group = QActionGroup(w)
        for code, label in (("en", "English"), ("fr", "Français")):
            action = QAction(label, w, checkable=True)
            action.setChecked(code == w.language)
            action.triggered.connect(lambda _=False, c=code: w.set_language(c))
            group.addAction(action)
            languages.addAction(action)
        self.titles["help"].addSeparator()
        self.about_action = self._action(
            "help", QCoreApplication.translate("MainWindow", "A&bout Spectacular Bid"), None, w.dialogs.show_about
        )
        self.about_action.setMenuRole(QAction.MenuRole.AboutRole)  # macOS: in the application's menu
        self.update()

    def _choose_end(self, name: str) -> None:
        self.window.game.choose_end(End(name))

    def update(self) -> None:
        """Enable what the game allows now (nothing before the actions are built)."""
        if not self.built:
            return
        w = self.window
        if not w.has_game():
            for action in (
                self.resign_action,
                self.reveal_action,
                self.draw_action,
                self.deselect_action,
                self.hint_action,
            ):
                action.setEnabled(False)
            for action in (
                *self.end_actions.values(),
                self.waive_action,
                self.accept_action,
                self.bid_action,
                *self.amount_actions,
            ):
                action.setEnabled(False)
            return
        view = w.shown_view()
        viewer = None if w.covered else w.seat_shown()  # a covered hand is not seen: nothing acts on it (R41)
        decision = w.offered()
        legal = decision.actions if decision is not None else ()
        against_computer = w.practice is not None and w.practice.active  # no handoff: it reveals itself
        self.resign_action.setEnabled(view.result is None)
        self.reveal_action.setEnabled((view.awaiting == "reveal" or w.covered) and not against_computer)
        playing = viewer is not None and view.stage is Stage.PLAY
        self.draw_action.setEnabled(playing)
        for end, action in self.end_actions.items():
            action.setEnabled(
                playing and any(isinstance(a, Play) and a.end is not None and a.end.value == end for a in legal)
            )
        self.deselect_action.setEnabled(playing)
        bidding = viewer is not None and view.stage is Stage.BIDDING
        # Waive at the first decision, Accept facing a bid (R27, R28): a play-test chose Accept
        # with no bid standing, and the item, as live as Waive, did nothing while the clock ran.
        self.waive_action.setEnabled(bidding and any(isinstance(a, Waive) for a in legal))
        self.accept_action.setEnabled(bidding and any(isinstance(a, Accept) for a in legal))
        self.bid_action.setEnabled(bidding)
        for action in self.amount_actions:
            action.setEnabled(bidding and w.game.bidding.amount() is not None)
        self.hint_action.setEnabled(w.hints is not None and w.hints.offered())  # practice games only
