"""The main window: one screen at a time — names, the private handoff, the table, the counts.

The window follows the controller: after every change it asks which screen the game needs
(R38–R41) and shows it. A hand is only ever shown to the player holding the device; the
handoff screen covers everything else until that player presses Reveal. Its menus are in
:mod:`.window_menus`, the dialogs they open in :mod:`.window_dialogs`, and the game's events in
words in :mod:`.event_log`.
"""

from __future__ import annotations

import linecache
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QSettings, QTimer
from PySide6.QtWidgets import QMainWindow, QStackedWidget

from ..core import CONTINUE, START, Action, Blocked, Resign, Stage, WentOut, legal_actions
from . import theme
from .event_log import EventLog, translate
from .input_guard import InputGuard
from .new_game_screen import NewGameScreen
from .window_fit import MINIMUM
from .window_menus import WindowMenus

# The controller and the screens other than the first load when first needed, so that the
# window shows quickly (``benchmarks/startup.py``): they touch Qt's namespace, whose hundred
# enums are made at once, and the table's modules are many.
if TYPE_CHECKING:
    import random

    from PySide6.QtGui import QCloseEvent

    from ..app.controller import GameController
    from ..app.practice import Opponent
    from .clock_widget import ClockWidget
    from .computer_play import ComputerPlay
    from .game_page import GamePage
    from .handoff_screen import HandoffScreen
    from .summary_screen import SummaryScreen
    from .window_dialogs import WindowDialogs


_MENUS_AFTER_MS = 50  # see MainWindow.__init__


def forget_module_sources() -> None:
    """Drop the source text of the modules imported so far from Python's line cache.

    PySide6 reads the source of every module imported after it, to see whether the module
    asks for its ``__feature__`` switches, and the lines stay cached: about 3 MB that nothing
    else needs (a traceback reads them again if it ever must).
    """
    linecache.clearcache()


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
        self.log = EventLog()  #: the game's events in words
        self._dialogs: WindowDialogs | None = None
        self._retired = False
        self.covered = False  #: the table hidden until the player to act presses Reveal
        self._guard: InputGuard | None = None  # made with the controller: it reads the game's time
        self.practice: ComputerPlay | None = None  #: a practice game's computer, shown (with the controller)
        self._decision: object = None  # the decision last shown on the table
        self.setWindowTitle(self.tr("Spectacular Bid"))
        self.setMinimumSize(*MINIMUM)  # fits above a Windows taskbar at 150 % (1280×672)
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
        self.menus = WindowMenus(self)
        QTimer.singleShot(_MENUS_AFTER_MS, self.build_menus)

        self.new_game_screen.start.connect(self.start_game)
        self.new_game_screen.practice.connect(self.start_practice)
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
        from .computer_play import ComputerPlay  # with the engine: after the first frame

        self._controller = controller
        self.practice = ComputerPlay(controller, lambda: self.game, self._showing_game, self.refresh, self)
        self._guard = InputGuard(self, controller.time.now_ms, self._showing_game, self.practice.playing)
        controller.state_changed.connect(self.refresh)
        controller.refused.connect(self.explain)
        controller.clock_tick.connect(self._on_clock_tick)

    def has_game(self) -> bool:
        """Whether a game is loaded (without loading the rules to find out)."""
        return self._controller is not None and self._controller.has_game

    def build_menus(self) -> None:
        """Build the menus' actions and their shortcuts (once)."""
        if not self._retired:
            self.menus.build()

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

    @property
    def dialogs(self) -> WindowDialogs:
        """The dialogs the menus open (loaded on first use, like the screens)."""
        if self._dialogs is None:
            from .window_dialogs import WindowDialogs

            self._dialogs = WindowDialogs(self)
        return self._dialogs

    def clock_widgets(self) -> list[ClockWidget]:
        """The table's two clocks, if the table was ever shown (the rules window stays beside them)."""
        return [self._game.own.clock, self._game.other.clock] if self._game is not None else []

    def _continue(self) -> None:
        self.send(CONTINUE)

    def _showing_game(self) -> bool:
        return self._game is not None and self.stack.currentWidget() is self._game

    # --- Following the game ---------------------------------------------------------------

    def refresh(self) -> None:
        """Show the screen the game needs now."""
        if not self.has_game():
            self.stack.setCurrentWidget(self.new_game_screen)
            self.menus.update()
            return
        controller = self.controller
        state = controller.state
        names = state.players
        person = self.practice.seat_shown(state) if self.practice is not None else None  # against the computer
        if self.covered and (
            controller.viewer is None or person is not None or state.stage not in (Stage.BIDDING, Stage.PLAY)
        ):
            self.covered = False  # a real handoff, no decision, or nobody to hide from: nothing more to hide
        new_lines = self.log.follow(state, controller.session)
        if state.stage is Stage.OVER:
            assert state.result is not None
            self.summary.show_game_over(
                names, state.result, state.points, state.hands, self.log.transfers, self.log.events
            )
            self.stack.setCurrentWidget(self.summary)
        elif state.stage is Stage.HAND_OVER:
            ending = next((n for n in reversed(state.notes) if isinstance(n, (WentOut, Blocked))), None)
            if ending is None:
                ending = WentOut(0) if state.jockey == 0 else Blocked((0, 0), None, 0, 0)
            self.summary.show_hand_over(
                state.hand_no + 1, names, state.hands, ending, self.log.transfers, state.points, self.log.events
            )
            self.stack.setCurrentWidget(self.summary)
        elif state.stage is Stage.START:
            self.stack.setCurrentWidget(self.new_game_screen)
        elif person is None and (controller.viewer is None or self.covered):
            seat = state.to_act
            assert seat is not None
            self.handoff.set_info(
                names[seat],
                self._what_text(names[seat]),
                names,
                state.points,
                (state.reserves[0], state.reserves[1]),
                self.log.since_last_turn(seat, names),
                running=controller.viewer is not None,
            )
            if self.covered:
                self._show_running_clock()
            self.stack.setCurrentWidget(self.handoff)
            self.handoff.reveal_button.setFocus()
        else:
            viewer = self.seat_shown()
            assert viewer is not None
            legal = legal_actions(state)
            if self.practice is not None:
                legal = self.practice.offered(state, legal)  # nothing while the computer plays
            self.game.show_game(state, controller.view(viewer), legal, self.log.lines)
            if self.practice is not None:
                self.practice.decorate(self.game, state)
            self.stack.setCurrentWidget(self.game)
            decision = (state.hand_no, state.stage, state.to_act, state.started)
            if decision != self._decision and self._guard is not None:
                self._guard.arm()  # a new decision: keys and clicks already on their way must not act on it
            self._decision = decision
            if new_lines:
                self.statusBar().showMessage("  ·  ".join(new_lines), 8000)
        if self._game is not None and self.stack.currentWidget() is not self._game:
            self._game.conceal()  # nothing of a hand stays readable behind another screen (R41)
        self.menus.update()

    def _what_text(self, name: str) -> str:
        state = self.controller.state
        if state.stage is Stage.BIDDING:
            return self.tr("{name} to bid for the opening").format(name=name)
        if not state.table.plays:
            return self.tr("{name} to open the hand").format(name=name)
        return self.tr("{name} to play").format(name=name)

    def _show_running_clock(self) -> None:
        """On the covering handoff screen, the clock that keeps running (R42)."""
        view = self.controller.view(self.controller.state.to_act or 0)
        seat = view.to_act
        if seat is not None and view.deadline is not None:
            self.handoff.clocks[seat].set_reading(view.delay_left, view.reserves[seat], True)

    def _on_clock_tick(self) -> None:
        if self.covered and self._handoff is not None and self.stack.currentWidget() is self._handoff:
            self._show_running_clock()
            return
        viewer = self.seat_shown()
        if viewer is not None and self._showing_game():
            self.game.update_clocks(self.controller.view(viewer))

    def seat_shown(self) -> int | None:
        """The seat whose hand the table shows: the device holder's, None while a handoff is
        pending (R41) — or the person's all along in a practice game against the computer."""
        person = self.practice.seat_shown(self.controller.state) if self.practice is not None else None
        return person if person is not None else self.controller.viewer

    # --- Intents --------------------------------------------------------------------------

    def start_game(
        self, first: str, second: str, rng: random.Random | None = None, *, computer: Opponent | None = None
    ) -> None:
        """Begin a game between ``first`` (seat 0) and ``second`` (seat 1), dealt from ``rng``
        (a fresh, unpredictable generator by default); ``computer`` plays one seat in a
        practice game."""
        from ..app.practice import extra_fields

        self.log.clear()
        self.controller.new_game((first, second), rng=rng, extra=extra_fields(computer))
        self.controller.send(START)

    def start_practice(self, name: str, level: str, rng: random.Random | None = None) -> None:
        """Begin a practice game: ``name`` (seat 0) against the computer at ``level`` (seat 1)."""
        from ..app.practice import Opponent, computer_name

        self.start_game(name, computer_name(name, translate), rng, computer=Opponent(1, level))

    def send(self, action: Action) -> None:
        """Send ``action`` to the game; a refusal is explained by the controller's signal."""
        self.statusBar().clearMessage()
        self.controller.send(action)

    def cover(self) -> None:
        """Hide the table behind the handoff screen until the player to act presses Reveal — for
        a game reopened while a clock runs, whose hand must not appear to whoever is in front of
        the screen (R41). The clock goes on meanwhile (R42)."""
        self.covered = True
        self.refresh()

    def reveal(self) -> None:
        """The player to act has the device and shows their hand (R40)."""
        if self.covered:
            self.covered = False
            self.refresh()
            return
        if not self.has_game():
            return
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
        state = self.controller.state
        seat = self.dialogs.ask_resign(state.players, self._first_asked(state.to_act))
        if seat is not None:
            self.send(Resign(seat))

    def _first_asked(self, to_act: int | None) -> int | None:
        """The seat a question about resigning offers first: the player to act — or the person,
        in a practice game against the computer."""
        person = self.practice.person if self.practice is not None else None
        return to_act if person is None else person

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
        controller = self.controller
        state = controller.state
        can_keep = controller.fully_saved and controller.session.deadline is None
        choice = self.dialogs.ask_leave(state.players, self._first_asked(state.to_act), can_keep=can_keep, title=title)
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
        from ..app.resume import settle  # with the store's modules, which load after the first frame

        resumed = settle(storage, game_id, self.controller.time)
        said = resumed.message(translate)
        if resumed.session is None:
            self.explain(said or "")
            return
        self.log.clear()
        self.controller.load(resumed.session)
        if said:
            self.explain(said)

    def show_history(self) -> None:
        """The finished and unfinished games, with replays, profiles, export, import and
        Resume for a kept game."""
        self.dialogs.show_history()

    def import_game(self) -> None:
        """Add a game from a record file (a broken file is refused and nothing is stored)."""
        self.dialogs.import_game()

    def show_help(self) -> None:
        """Open the rules beside the window; the clock keeps running (R47)."""
        self.dialogs.show_help()

    def set_language(self, language: str) -> None:
        """Switch the interface language."""
        if language != self.language and self._on_language is not None:
            self._on_language(language)

    def take_state_from(self, other: MainWindow) -> None:
        """Carry the event log over from a window this one replaces (language switch)."""
        self.log.copy_from(other.log)
        self.covered = other.covered
        if self.has_game():
            self.log.retell(self.controller.state, self.controller.session)
        self.refresh()

    def retire(self) -> None:
        """Close for good without asking: a new window (another language) replaces this one."""
        self._retired = True
        controller = self._controller
        if self.practice is not None:
            self.practice.detach()
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
            if not self.dialogs.ask_quit():  # Cancel is the default
                event.ignore()
                return
        if self._dialogs is not None:
            self._dialogs.close()
        event.accept()
