"""The main window: one screen at a time — names, the private handoff, the table, the counts.

The window follows the controller: after every change it asks which screen the game needs
(R38–R41) and shows it. A hand is only ever shown to the player holding the device; the
handoff screen covers everything else until that player presses Reveal.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QSettings, QTimer
from PySide6.QtWidgets import QMainWindow, QStackedWidget

from . import theme
from .new_game_screen import NewGameScreen

# The rules, the controller and the screens other than the first load when first needed, so
# that the window shows quickly (``benchmarks/startup.py``).
if TYPE_CHECKING:
    import random

    from PySide6.QtGui import QAction, QCloseEvent

    from ..app.controller import GameController
    from ..core import Action, Note
    from .game_page import GamePage
    from .handoff_screen import HandoffScreen
    from .input_guard import InputGuard
    from .rules_help import RulesHelpWindow
    from .summary_screen import SummaryScreen


_MENUS_AFTER_MS = 50  # see MainWindow.__init__


def forget_module_sources() -> None:
    """Drop the source text of the modules imported so far from Python's line cache.

    PySide6 reads the source of every module imported after it, to see whether the module
    asks for its ``__feature__`` switches, and the lines stay cached: about 3 MB that nothing
    else needs (a traceback reads them again if it ever must).
    """
    import linecache

    linecache.clearcache()


def _tr(text: str) -> str:
    return QCoreApplication.translate("messages", text)


class MainWindow(QMainWindow):
    """The game's window over a :class:`GameController`.

    ``on_language`` is called with ``"en"`` or ``"fr"`` when the player switches language
    from the menu; the caller installs the translators and builds a new window.
    """

    def __init__(
        self,
        controller: GameController | None = None,
        language: str = "en",
        on_language: Callable[[str], None] | None = None,
        settings: QSettings | None = None,
    ) -> None:
        super().__init__()
        self._controller: GameController | None = None
        self.language = language
        self._on_language = on_language
        self._settings = settings
        self._log: list[str] = []
        self._hand_log: list[str] = []  # the hand's transfers, in words
        self._hand_events: list[str] = []  # its other events: bids, passes, forced decisions
        self._log_hand = -1
        self._help: RulesHelpWindow | None = None
        self._retired = False
        self._logged: object = None  # the last state whose notes went into the log
        self._covered = False  # the table hidden until the player to act presses Reveal
        self._guard: InputGuard | None = None  # made with the controller: it reads the game's time
        self._decision: object = None  # the decision last shown on the table
        self._steps: list[tuple[object, tuple[Note, ...]]] = []  # the game's changes, for the handoff
        self._steps_of: object = None  # the session they belong to
        self._events_seen = 0  # the record's events already kept as steps
        self.setWindowTitle(self.tr("Spectacular Bid"))
        from .window_fit import MINIMUM  # fits above a Windows taskbar at 150 % (1280×672)

        self.setMinimumSize(*MINIMUM)
        theme.ensure_applied()

        self.new_game_screen = NewGameScreen(store=settings)
        self.stack = QStackedWidget()
        self.stack.addWidget(self.new_game_screen)
        self.setCentralWidget(self.stack)
        self.statusBar().setSizeGripEnabled(False)  # there from the start: nothing shifts when it speaks
        self._handoff: HandoffScreen | None = None
        self._game: GamePage | None = None
        self._summary: SummaryScreen | None = None
        # The menu titles are there from the first frame, so that nothing moves; their two dozen
        # actions and keys are added just after the window first shows (a real timer, unlike a
        # zero one, fires after the first paint): it appears sooner, and nothing can be chosen
        # in it before then anyway.
        bar = self.menuBar()
        self._menus = {
            "game": bar.addMenu(self.tr("&Game")),
            "play": bar.addMenu(self.tr("&Play")),
            "bid": bar.addMenu(self.tr("&Bidding")),
            "help": bar.addMenu(self.tr("&Help")),
        }
        self._menus_built = False
        QTimer.singleShot(_MENUS_AFTER_MS, self.build_menus)

        self.new_game_screen.start.connect(self.start_game)
        if controller is not None:
            self._attach(controller)
        self.refresh()

    @property
    def controller(self) -> GameController:
        """The game controller (made, with the rules, on first use)."""
        if self._controller is None:
            from ..app.controller import GameController

            self._attach(GameController())
        assert self._controller is not None
        return self._controller

    def _attach(self, controller: GameController) -> None:
        from .input_guard import InputGuard

        self._controller = controller
        self._guard = InputGuard(self, controller.time.now_ms, self._showing_game)
        controller.state_changed.connect(self.refresh)
        controller.refused.connect(self.explain)
        controller.clock_tick.connect(self._on_clock_tick)

    def has_game(self) -> bool:
        """Whether a game is loaded (without loading the rules to find out)."""
        return self._controller is not None and self._controller.has_game

    # --- Screens, built when first needed --------------------------------------------------

    @property
    def handoff(self) -> HandoffScreen:
        """The private handoff screen (R39–R41)."""
        if self._handoff is None:
            from .handoff_screen import HandoffScreen

            self._handoff = HandoffScreen()
            self._handoff.reveal.connect(self.reveal)
            self.stack.addWidget(self._handoff)
        return self._handoff

    @property
    def game(self) -> GamePage:
        """The table page."""
        if self._game is None:
            from .game_page import GamePage

            self._game = GamePage()
            self._game.action_chosen.connect(self.send)
            self._game.explained.connect(self.explain)
            self.stack.addWidget(self._game)
            forget_module_sources()  # the table's modules are the last big batch to load
        return self._game

    @property
    def summary(self) -> SummaryScreen:
        """The end-of-hand and game-over screen."""
        if self._summary is None:
            from .summary_screen import SummaryScreen

            self._summary = SummaryScreen()
            self._summary.continue_.connect(self._continue)
            self._summary.new_game.connect(self.ask_new_game)
            self._summary.quit.connect(self.close)
            self.stack.addWidget(self._summary)
        return self._summary

    def _continue(self) -> None:
        from ..core import CONTINUE

        self.send(CONTINUE)

    def _showing_game(self) -> bool:
        return self._game is not None and self.stack.currentWidget() is self._game

    # --- Menus ----------------------------------------------------------------------------

    def _action(self, menu_name: str, text: str, shortcut: str | None, slot: Callable[[], object]) -> QAction:
        from PySide6.QtCore import Qt
        from PySide6.QtGui import QAction

        from . import shortcuts

        action = QAction(text, self)
        if shortcut:  # a name in shortcuts.SHORTCUTS: the keys differ between platforms
            action.setShortcuts(shortcuts.sequences(shortcut))
            action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        action.triggered.connect(slot)
        self._menus[menu_name].addAction(action)
        self.addAction(action)
        return action

    def build_menus(self) -> None:
        """Build the menus and their shortcuts (once)."""
        if self._menus_built or self._retired:
            return
        self._menus_built = True
        # Their types, and the Qt namespace, load here, after the first paint.
        from PySide6.QtCore import Qt
        from PySide6.QtGui import QAction, QActionGroup, QKeySequence

        self.new_action = self._action("game", self.tr("&New game…"), "new_game", self.ask_new_game)
        self.resign_action = self._action("game", self.tr("&Resign…"), "resign", self.ask_resign)
        self._menus["game"].addSeparator()
        self.history_action = self._action("game", self.tr("&History and replays…"), "history", self.show_history)
        self.import_action = self._action("game", self.tr("&Import a game record…"), "import", self.import_game)
        self._menus["game"].addSeparator()
        self.quit_action = self._action("game", self.tr("&Quit"), "quit", self.close)

        self.reveal_action = self._action("play", self.tr("&Reveal my hand"), None, self.reveal)
        space = QKeySequence(Qt.Key.Key_Space).toString(QKeySequence.SequenceFormat.NativeText)  # translated by Qt
        self.reveal_action.setText(f"{self.reveal_action.text()}\t{space}")  # the handoff screen's own keys
        self.draw_action = self._action("play", self.tr("&Draw from the boneyard"), "draw", lambda: self.game.draw())
        self._menus["play"].addSeparator()
        self.end_actions: dict[str, QAction] = {}
        for end, text, key in (
            ("west", self.tr("Play at the &west end"), "west"),
            ("east", self.tr("Play at the &east end"), "east"),
            ("north", self.tr("Play at the &north end"), "north"),
            ("south", self.tr("Play at the &south end"), "south"),
        ):
            self.end_actions[end] = self._action("play", text, key, partial(self._choose_end, end))
        self.deselect_action = self._action(
            "play", self.tr("&Cancel the tile choice"), "deselect", lambda: self.game.clear_selection()
        )
        self._menus["play"].addSeparator()
        hint = QAction(self.tr("Choose a tile: 1–9, or ←/→ and Enter"), self)
        hint.setEnabled(False)
        self._menus["play"].addAction(hint)

        self.waive_action = self._action("bid", self.tr("&Waive"), None, lambda: self.game.bidding.waive_button.click())
        self.accept_action = self._action(
            "bid", self.tr("&Accept the bid"), None, lambda: self.game.bidding.accept_button.click()
        )
        self.bid_action = self._action(
            "bid", self.tr("&Bid the amount shown"), None, lambda: self.game.bidding.bid_button.click()
        )
        for action, key in ((self.waive_action, "W"), (self.accept_action, "A"), (self.bid_action, "B")):
            action.setText(f"{action.text()}\t{key}")  # the panel handles these keys itself

        self.help_action = self._action("help", self.tr("&Rules"), "rules", self.show_help)
        languages = self._menus["help"].addMenu(self.tr("&Language"))
        group = QActionGroup(self)
        for code, label in (("en", "English"), ("fr", "Français")):
            action = QAction(label, self, checkable=True)
            action.setChecked(code == self.language)
            action.triggered.connect(lambda _=False, c=code: self.set_language(c))
            group.addAction(action)
            languages.addAction(action)
        self._update_actions()

    def _choose_end(self, name: str) -> None:
        from ..core import End

        self.game.choose_end(End(name))

    def _update_actions(self) -> None:
        if not self._menus_built:
            return
        if not self.has_game():
            for action in (self.resign_action, self.reveal_action, self.draw_action, self.deselect_action):
                action.setEnabled(False)
            for action in (*self.end_actions.values(), self.waive_action, self.accept_action, self.bid_action):
                action.setEnabled(False)
            return
        from ..core import Play, Stage, legal_actions

        state = self.controller.state
        live = state.result is None
        legal = legal_actions(state)
        viewer = self.controller.viewer
        self.resign_action.setEnabled(live)
        self.reveal_action.setEnabled(state.awaiting == "reveal" or self._covered)
        playing = state is not None and viewer is not None and state.stage is Stage.PLAY
        self.draw_action.setEnabled(playing)
        for end, action in self.end_actions.items():
            action.setEnabled(
                playing and any(isinstance(a, Play) and a.end is not None and a.end.value == end for a in legal)
            )
        self.deselect_action.setEnabled(playing)
        bidding = state is not None and viewer is not None and state.stage is Stage.BIDDING
        for action in (self.waive_action, self.accept_action, self.bid_action):
            action.setEnabled(bidding)

    # --- Following the game ---------------------------------------------------------------

    def refresh(self) -> None:
        """Show the screen the game needs now."""
        if not self.has_game():
            self.stack.setCurrentWidget(self.new_game_screen)
            self._update_actions()
            return
        from ..core import Blocked, Stage, WentOut, legal_actions

        controller = self.controller
        state = controller.state
        names = state.players
        if self._covered and (controller.viewer is None or state.stage not in (Stage.BIDDING, Stage.PLAY)):
            self._covered = False  # a real handoff, or no decision: nothing more to hide
        if state.hand_no != self._log_hand:
            if self._log:  # a later hand: its events start under a heading of their own
                self._log.append(self.tr("— Hand {n} —").format(n=state.hand_no + 1))
            self._log_hand = state.hand_no
            self._hand_log = []
            self._hand_events = []
        new_lines: list[str] = []
        if state is not self._logged:  # each new state's notes are told once
            self._logged = state
            new_lines = self._log_step(state.notes, names)
        if state.stage is Stage.OVER:
            assert state.result is not None
            self.summary.show_game_over(
                names, state.result, state.points, state.hands, self._hand_log, self._hand_events
            )
            self.stack.setCurrentWidget(self.summary)
        elif state.stage is Stage.HAND_OVER:
            ending = next((n for n in reversed(state.notes) if isinstance(n, (WentOut, Blocked))), None)
            if ending is None:
                ending = WentOut(0) if state.jockey == 0 else Blocked((0, 0), None, 0, 0)
            self.summary.show_hand_over(
                state.hand_no + 1, names, state.hands, ending, self._hand_log, state.points, self._hand_events
            )
            self.stack.setCurrentWidget(self.summary)
        elif state.stage is Stage.START:
            self.stack.setCurrentWidget(self.new_game_screen)
        elif controller.viewer is None or self._covered:
            seat = state.to_act
            assert seat is not None
            self.handoff.set_info(
                names[seat],
                self._what_text(names[seat]),
                names,
                state.points,
                (state.reserves[0], state.reserves[1]),
                self._since_last_turn(seat, names),
                running=controller.viewer is not None,
            )
            if self._covered:
                self._show_running_clock()
            self.stack.setCurrentWidget(self.handoff)
            self.handoff.reveal_button.setFocus()
        else:
            viewer = controller.viewer
            self.game.show_game(state, controller.view(viewer), legal_actions(state), self._log)
            self.stack.setCurrentWidget(self.game)
            decision = (state.hand_no, state.stage, state.to_act, state.started)
            if decision != self._decision and self._guard is not None:
                self._guard.arm()  # a new decision: keys and clicks already on their way must not act on it
            self._decision = decision
            if new_lines:
                self.statusBar().showMessage("  ·  ".join(new_lines), 8000)
        if self._game is not None and self.stack.currentWidget() is not self._game:
            self._game.conceal()  # nothing of a hand stays readable behind another screen (R41)
        self._update_actions()

    def _what_text(self, name: str) -> str:
        from ..core import Stage

        state = self.controller.state
        if state.stage is Stage.BIDDING:
            return self.tr("{name} to bid for the opening").format(name=name)
        if not state.table.plays:
            return self.tr("{name} to open the hand").format(name=name)
        return self.tr("{name} to play").format(name=name)

    def _log_step(self, notes: tuple[Note, ...], names: tuple[str, str]) -> list[str]:
        """Keep the change that led to the present state (its action and notes) for the
        handoff's summary, and log its lines: a bidding decision, then what it caused."""

        session = self.controller.session
        if session is not self._steps_of:
            self._steps_of, self._steps, self._events_seen = session, [], len(session.record.events)
        events = session.record.events
        action = None
        if len(events) > self._events_seen:
            self._events_seen = len(events)
            try:
                action = events[-1].action()
            except ValueError:
                action = None
            self._steps.append((action, notes))
            del self._steps[:-200]
        return self._tell(action, notes, names)

    def _tell(self, action: object, notes: tuple[Note, ...], names: tuple[str, str]) -> list[str]:
        """Log one change in the interface's language: the event lines, and the hand's account
        (transfers apart from the other events). Returns its lines."""
        from ..app.messages import action_text, notes_text
        from ..core import BidPaid, Blocked, Scored

        said = action_text(action, names, _tr) if action is not None else None  # type: ignore[arg-type]
        noted = notes_text(notes, names, _tr)
        lines = ([said] if said else []) + noted
        if not lines:
            return []
        self._log.extend(lines)
        if said:
            self._hand_events.append(said)
        for note, line in zip(notes, noted, strict=True):  # transfers apart from the other events
            paid = isinstance(note, (Scored, BidPaid)) or (isinstance(note, Blocked) and note.receiver is not None)
            (self._hand_log if paid else self._hand_events).append(line)
        del self._log[:-40]
        return lines

    def _retell(self) -> None:
        """Tell the kept changes again in the present language (after a language switch), so
        that no screen keeps sentences in the other one."""
        from ..core import Continue, Start

        if not self.has_game() or not self._steps or self._steps_of is not self.controller.session:
            return
        state = self.controller.state
        names = state.players
        hand = state.hand_no - sum(isinstance(a, Continue) for a, _ in self._steps)
        self._log, self._hand_log, self._hand_events = [], [], []
        for action, notes in self._steps:
            if isinstance(action, (Continue, Start)):
                hand += isinstance(action, Continue)
                if self._log:
                    self._log.append(self.tr("— Hand {n} —").format(n=hand + 1))
                self._hand_log, self._hand_events = [], []
            self._tell(action, notes, names)

    def _since_last_turn(self, seat: int, names: tuple[str, str]) -> list[str]:
        from ..app.messages import since_last_turn

        return since_last_turn(self._steps, seat, names, _tr)  # type: ignore[arg-type]

    def _show_running_clock(self) -> None:
        """On the covering handoff screen, the clock that keeps running (R42)."""
        view = self.controller.view(self.controller.state.to_act or 0)
        seat = view.to_act
        if seat is not None and view.deadline is not None:
            self.handoff.clocks[seat].set_reading(view.delay_left, view.reserves[seat], True)

    def _on_clock_tick(self) -> None:
        if self._covered and self._handoff is not None and self.stack.currentWidget() is self._handoff:
            self._show_running_clock()
            return
        viewer = self.controller.viewer
        if viewer is not None and self._showing_game():
            self.game.update_clocks(self.controller.view(viewer))

    # --- Intents --------------------------------------------------------------------------

    def start_game(self, first: str, second: str, rng: random.Random | None = None) -> None:
        """Begin a game between ``first`` (seat 0) and ``second`` (seat 1), dealt from ``rng``
        (a fresh, unpredictable generator by default)."""
        self._log = []
        self._hand_log = []
        self._hand_events = []
        self._log_hand = -1
        from ..core import START

        self.controller.new_game((first, second), rng=rng)
        self.controller.send(START)

    def send(self, action: Action) -> None:
        """Send ``action`` to the game; a refusal is explained by the controller's signal."""
        self.statusBar().clearMessage()
        self.controller.send(action)

    def cover(self) -> None:
        """Hide the table behind the handoff screen until the player to act presses Reveal — for
        a game reopened while a clock runs, whose hand must not appear to whoever is in front of
        the screen (R41). The clock goes on meanwhile (R42)."""
        self._covered = True
        self.refresh()

    def reveal(self) -> None:
        """The player to act has the device and shows their hand (R40)."""
        if self._covered:
            self._covered = False
            self.refresh()
            return
        if not self.has_game():
            return
        from ..core import legal_actions

        for action in legal_actions(self.controller.state):
            if action.do == "reveal":
                self.send(action)
                return

    def explain(self, text: str) -> None:
        """Say why an attempt was not accepted; nothing changed."""
        self.statusBar().showMessage(text, 8000)
        if self._showing_game():
            self.game.status.setText(text)

    def ask_resign(self) -> None:
        """Ask which player resigns (the player to act offered first, Cancel the default),
        then resign for them (R45)."""
        if not self.has_game() or self.controller.state.is_over:
            return
        from ..core import Resign
        from .questions import ask_resign

        state = self.controller.state
        seat = ask_resign(self, state.players, state.to_act)
        if seat is not None:
            self.send(Resign(seat))

    def ask_new_game(self) -> None:
        """Go to the names screen; a game still being played is first resigned or kept to
        finish later, as the players answer (Cancel the default)."""
        if not self.leave_game(self.tr("New game")):
            return
        if self._controller is not None:
            self._controller.close_game()
        self.new_game_screen.load_names()
        self.refresh()

    def leave_game(self, title: str) -> bool:
        """Before another game takes the table, ask what becomes of the one being played:
        resigned, kept to finish later (only while no clock runs and the game is saved), or
        cancelled. True when the table may be taken (a game over needs no question)."""
        if not self.has_game() or self.controller.state.is_over:
            return True
        from ..core import Resign
        from .questions import ask_leave

        controller = self.controller
        state = controller.state
        can_keep = controller.fully_saved and controller.session.deadline is None
        choice = ask_leave(self, state.players, state.to_act, can_keep=can_keep, title=title)
        if choice is None:
            return False
        if choice.kind == "resign" and choice.seat is not None:
            self.send(Resign(choice.seat))
        return True  # kept: it stays unfinished in the saved games, with Resume in the history

    def resume_kept(self, game_id: int) -> None:
        """Go on with stored game ``game_id``, kept to finish later (from the history)."""
        storage = self.controller.storage
        if storage is None or not self.leave_game(self.tr("Resume a game")):
            return
        from ..app.resume import settle

        resumed = settle(storage, game_id, self.controller.time)
        said = resumed.message(_tr)
        if resumed.session is None:
            self.explain(said or "")
            return
        self._log = []
        self._hand_log = []
        self._log_hand = -1
        self.controller.load(resumed.session)
        if said:
            self.explain(said)

    def _current_game_id(self) -> int | None:
        return self.controller.saved_game_id if self.has_game() else None

    def _history(self) -> object | None:
        from PySide6.QtWidgets import QMessageBox

        storage = self.controller.storage
        if storage is None:
            QMessageBox.information(
                self,
                self.tr("History"),
                self.tr("Games are not being saved in this window (they are open in another copy of the game)."),
            )
            return None
        from .history_dialog import HistoryDialog

        return HistoryDialog(storage, self, current=self._current_game_id())

    def show_history(self) -> None:
        """The finished and unfinished games, with replays, profiles, export, import and
        Resume for a kept game."""
        dialog = self._history()
        if dialog is not None:
            dialog.exec()  # type: ignore[attr-defined]
            self._resume_chosen(dialog)

    def import_game(self) -> None:
        """Add a game from a record file (a broken file is refused and nothing is stored)."""
        dialog = self._history()
        if dialog is not None:
            dialog.import_file()  # type: ignore[attr-defined]
            dialog.exec()  # type: ignore[attr-defined]
            self._resume_chosen(dialog)

    def _resume_chosen(self, dialog: object) -> None:
        game_id = getattr(dialog, "resume_id", None)
        if game_id is not None:
            self.resume_kept(game_id)

    def show_help(self) -> None:
        """Open the rules beside the window; the clock keeps running (R47)."""
        from .rules_help import RulesHelpWindow

        if self._help is None:
            self._help = RulesHelpWindow(self.language)
        clocks = [self._game.own.clock, self._game.other.clock] if self._game is not None else []
        self._help.show_beside(self, clocks)
        self._help.raise_()

    def set_language(self, language: str) -> None:
        """Switch the interface language."""
        if language != self.language and self._on_language is not None:
            self._on_language(language)

    def take_state_from(self, other: MainWindow) -> None:
        """Carry the event log over from a window this one replaces (language switch)."""
        self._log = list(other._log)
        self._hand_log = list(other._hand_log)
        self._hand_events = list(other._hand_events)
        self._log_hand = other._log_hand
        self._covered = other._covered
        self._steps, self._steps_of, self._events_seen = list(other._steps), other._steps_of, other._events_seen
        self._logged = other._logged
        self._retell()
        self.refresh()

    def retire(self) -> None:
        """Close for good without asking: a new window (another language) replaces this one."""
        self._retired = True
        controller = self._controller
        if controller is not None:
            for signal, slot in (
                (controller.state_changed, self.refresh),
                (controller.refused, self.explain),
                (controller.clock_tick, self._on_clock_tick),
            ):
                signal.disconnect(slot)
        self.close()
        self.deleteLater()

    def closeEvent(self, event: QCloseEvent) -> None:
        """Closing never stops a running clock (R42); say so before leaving a live game."""
        if self._retired:
            event.accept()
            return
        if self.has_game() and not self.controller.state.is_over and self.isVisible():
            from .questions import ask_quit

            if not ask_quit(self):  # Cancel is the default
                event.ignore()
                return
        if self._help is not None:
            self._help.close()
        event.accept()
