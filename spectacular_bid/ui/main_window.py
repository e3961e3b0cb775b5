"""The main window: one screen at a time — names, the private handoff, the table, the counts.

The window follows the controller: after every change it asks which screen the game needs
(R38–R41) and shows it. A hand is only ever shown to the player holding the device; the
handoff screen covers everything else until that player presses Reveal. Its menus are in
:mod:`.window_menus`, the dialogs they open in :mod:`.window_dialogs`, and the game's events in
words in :mod:`.event_log`.
"""

from __future__ import annotations

import linecache
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import replace
from typing import TYPE_CHECKING

from PySide6.QtCore import QRect, QSettings, QTimer
from PySide6.QtWidgets import QHBoxLayout, QMainWindow, QStackedWidget, QWidget

from ..core import CONTINUE, START, Action, Blocked, Note, Resign, Stage, Tile, WentOut
from . import theme
from .screens.new_game_screen import NewGameScreen
from .table.event_log import EventLog, translate
from .window_fit import MINIMUM
from .window_menus import WindowMenus

# The controller and the screens other than the first load when first needed, so that the
# window shows quickly (``benchmarks/startup.py``): they touch Qt's namespace, whose hundred
# enums are made at once, and the table's modules are many.
if TYPE_CHECKING:
    import random

    from PySide6.QtCore import SignalInstance
    from PySide6.QtGui import QCloseEvent, QKeyEvent
    from PySide6.QtWidgets import QLabel

    from ..app.archive import Storage
    from ..app.controller import GameController
    from ..app.practice import Opponent
    from ..core import Decision, SeatView  # the views load with the rules, after the first frame
    from .computer_play import ComputerPlay
    from .dialogs.questions import Choice, Unkept, Unsaved
    from .hint_play import HintPlay
    from .input_guard import InputGuard
    from .screens.handoff_screen import HandoffScreen
    from .screens.summary_screen import SummaryScreen
    from .table.game_page import GamePage
    from .tutorial_mode import TutorialMode
    from .widgets.clock_widget import ClockWidget
    from .window_dialogs import WindowDialogs


_MENUS_AFTER_MS = 50  # see MainWindow.__init__
#: Where the window's size and place are kept when it closes (``QWidget.saveGeometry``), for
#: the next start (:func:`.window_fit.restore_geometry`).
GEOMETRY_KEY = "window/geometry"
#: The saved games kept to finish later and left for another (:meth:`MainWindow.left_for_later`),
#: as their ids between commas, under this key and the games file's ``file_key``; at most
#: :data:`LEFT_MOST` of them, the newest.
LEFT_KEY = "games/left_for_later"
LEFT_MOST = 50


def forget_module_sources() -> None:
    """Drop the source text of the modules imported so far from Python's line cache.

    PySide6 reads the source of every module imported after it, to see whether the module
    asks for its ``__feature__`` switches, and the lines stay cached: about 3 MB that nothing
    else needs (a traceback reads them again if it ever must).
    """
    linecache.clearcache()


#: The rules' width over a screen other than the table: their width beside it
#: (``dialogs.rules_help.PANEL_WIDTH``, not imported: the dialogs load when first used).
RULES_SIDE = 380


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
        self._explained = ""  # the last refusal told on the status bar (:meth:`explain`)
        self._guard: InputGuard | None = None  # made with the controller: it reads the game's time
        self.practice: ComputerPlay | None = None  #: a practice game's computer, shown (with the controller)
        self.tutorial: TutorialMode | None = None  #: Learn to play, made when first started
        self.hints: HintPlay | None = None  #: a practice game's hints, shown (with the controller)
        self._decision: tuple[object, ...] | None = None  # the decision last shown on the table
        self._told: list[str] = []  # the lines the last change told so far
        self._told_line = ""  # what :meth:`tell` put on the status bar last
        self._moves_seen = 0  # the events of the game followed so far
        self._ending: tuple[int, int] | None = None  # the hand whose ending the table shows now
        self._ending_seen: tuple[int, int] | None = None  # the last hand whose ending was shown
        self.setWindowTitle(self.tr("Spectacular Bid"))
        self.setMinimumSize(*MINIMUM)  # fits above a Windows taskbar at 150 % (1280×672)
        theme.ensure_applied()

        self._settings = settings
        self.new_game_screen = NewGameScreen(store=settings)
        self.settings = self.new_game_screen.store  #: the preferences: remembered names, the folder of records
        self.stack = QStackedWidget()
        self.stack.addWidget(self.new_game_screen)
        # The screens, and beside them the rules when open (R47): see dialogs.rules_help.
        self.body = QWidget()
        body = QHBoxLayout(self.body)
        body.setContentsMargins(0, 0, 0, 0)
        body.setSpacing(0)
        body.addWidget(self.stack, 1)
        self.setCentralWidget(self.body)
        self.statusBar().setSizeGripEnabled(False)  # there from the start: nothing shifts when it speaks
        self._unsaved_sign: QLabel | None = None  # made when first needed, after the first frame
        self._keys_held_said = False  # whether the hand's line says keys wait for quiet
        self._bar_before = ""  # what the status bar said before it said so, in the bidding
        self._kept_said = ""  # the status bar's word that a game was kept to finish later
        #: Whether this window's games are meant to be saved: the pictures' script's are not,
        #: and it shows no sign of that.
        self.saves_games = True
        #: The program's boxes (``App.tell``) held while a question about leaving the game is
        #: prepared and asked, to open once it is answered (None: none held).
        self.held_boxes: list[Callable[[], None]] | None = None
        self._handoff: HandoffScreen | None = None
        self._game: GamePage | None = None
        self._summary: SummaryScreen | None = None
        self._rules_over = False  # whether the rules lie over the screens (rules_over)
        # The menu titles are there from the first frame, so that nothing moves; their two dozen
        # actions and keys are added just after the window first shows (a real timer, unlike a
        # zero one, fires after the first paint): it appears sooner, and nothing can be chosen
        # in it before then anyway.
        self.menus = WindowMenus(self)
        QTimer.singleShot(_MENUS_AFTER_MS, self, self.build_menus)

        self.new_game_screen.start.connect(self.start_game)
        self.new_game_screen.practice.connect(self.start_practice)
        self.new_game_screen.learn.connect(self.start_tutorial)
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
        from .hint_play import HintPlay
        from .input_guard import InputGuard  # with the controller, after the first frame
        from .sound import SoundPlayer, SoundSettings  # its audio device opens after the first frame

        self._controller = controller
        self.sound = SoundPlayer(controller, SoundSettings(self.settings_store()))  #: the game's sounds
        self.practice = ComputerPlay(controller, self._showing_game, self.refresh, self)
        self.hints = HintPlay(controller, self._showing_game, self.refresh, self.practice.may_act, self)
        self._guard = InputGuard(
            self,
            controller.time.now_ms,
            self._guarded,
            self.practice.playing,
            keys_guarded=self._keys_guarded,
            free_keys=self._hint_key,
        )
        self._guard.waiting.connect(self._keys_wait)
        self.use_chosen_engine()
        for signal, slot in self._slots(controller):
            signal.connect(slot)

    def _slots(self, controller: GameController) -> list[tuple[SignalInstance, Callable[..., None]]]:
        return [
            (controller.state_changed, self._on_state_changed),
            (controller.notes_emitted, self._on_notes),
            (controller.handoff_required, self._on_handoff),
            (controller.game_over, self._on_game_over),
            (controller.refused, self.explain),
            (controller.clock_tick, self._on_clock_tick),
            (controller.save_resumed, self._on_saved),
            (controller.stalled, self._on_stalled),
        ]

    def settings_store(self) -> QSettings:
        """Where the app keeps its preferences."""
        if self._settings is None:
            from .screens.new_game_screen import settings

            self._settings = settings()
        return self._settings

    def use_chosen_engine(self) -> None:
        """Let the engine chosen in the preferences play the computer (Preferences…)."""
        from .dialogs.preferences import engine_command

        if self.practice is not None:
            self.practice.player.use_command(engine_command(self.settings_store()))

    def has_game(self) -> bool:
        """Whether a game is loaded (without loading the rules to find out)."""
        return self._controller is not None and self._controller.has_game

    def _live(self) -> bool:
        """Whether a game is being played (loaded and not over); the tutorial's is not one."""
        return self.has_game() and not self._tutorial_game() and self.shown_view().result is None

    def _tutorial_game(self) -> bool:
        """Whether the game loaded is the tutorial's, followed or put away (never saved, never
        resigned: leaving it keeps its step)."""
        return self.tutorial is not None and self.has_game() and self.tutorial.session is self.controller.session

    def tutoring(self) -> bool:
        """Whether the table shows the tutorial (Learn to play)."""
        return self.tutorial is not None and self.tutorial.active

    def _person(self) -> int | None:
        """The person's seat in a practice game against the computer or in the tutorial, else None."""
        if self.tutorial is not None and self.tutorial.active:
            return self.tutorial.person
        return self.practice.person if self.practice is not None else None

    def shown_view(self) -> SeatView:
        """The view the window follows: the person's all game long against the computer (whose
        hand is never shown before the count, R41), else the device holder's
        (:meth:`GameController.shown_view`)."""
        from ..app.names import set_apart
        from ..app.practice import shown_players

        person = self._person()
        if person is None or self.practice is None:
            view = self.controller.shown_view()
            names = set_apart(view.players)
        else:
            view = self.controller.view(person)
            # The record names the computer in the language the game was begun in.
            names = set_apart(shown_players(view.players, self.practice.opponent, translate))
        return view if names == view.players else replace(view, players=names)

    def seat_shown(self) -> int | None:
        """The seat whose hand the table shows: the device holder's, None while a handoff is
        pending (R41) — or the person's all along in a practice game against the computer."""
        person = self.practice.seat_shown(self.shown_view()) if self.practice is not None else None
        if self.tutorial is not None and self.tutorial.active:
            person = self.tutorial.seat_shown(self.shown_view())
        return person if person is not None else self.controller.viewer

    def offered(self) -> Decision | None:
        """What the table offers the seat it shows now: its decision, except while the computer
        plays in a practice game (nothing then)."""
        seat = self.seat_shown()
        if seat is None or (self.practice is not None and not self.practice.may_act()):
            return None
        return self.controller.decision(seat)

    def _hand_in_view(self) -> bool:
        """Whether a hand is on the table, uncovered: the person's against the computer, else
        the device holder's once revealed."""
        return self.seat_shown() is not None and not self.covered

    def build_menus(self) -> None:
        """Build the menus' actions and their shortcuts (once)."""
        if not self._retired:
            self.menus.build()

    # --- Screens, built when first needed --------------------------------------------------

    @property
    def handoff(self) -> HandoffScreen:
        """The private handoff screen (R39–R41)."""
        if self._handoff is None:
            from .screens.handoff_screen import HandoffScreen

            self._handoff = HandoffScreen()
            self._handoff.reveal.connect(self.reveal)
            self._handoff.stray_key.connect(self._say_reveal_first)
            self.stack.addWidget(self._handoff)
        return self._handoff

    def _say_reveal_first(self) -> None:
        """A key that plays nothing was pressed on the handoff screen: say what shows the hand."""
        name = self.handoff.player()
        if name:
            self.explain(self.tr("{name}: press Reveal (Space, Enter or R) to see your hand first.").format(name=name))

    @property
    def game(self) -> GamePage:
        """The table page."""
        if self._game is None:
            from .motion import MotionSettings
            from .table.game_page import GamePage

            self._game = GamePage()
            motion = MotionSettings(self.settings_store())
            self._game.motion.enabled = lambda: motion.enabled  # Preferences: read at every change
            self._game.action_chosen.connect(self.send)
            self._game.explained.connect(self.explain)
            self._game.tile_offered.connect(self._refusal_past)
            self._game.bidding.amount_moved.connect(self._refusal_past)  # "15 is the smallest…", then End
            self._game.hint_bar.asked.connect(self.ask_hint)
            self.stack.addWidget(self._game)
            forget_module_sources()  # the table's modules are the last big batch to load
        return self._game

    @property
    def summary(self) -> SummaryScreen:
        """The end-of-hand and game-over screen."""
        if self._summary is None:
            from .screens.summary_screen import SummaryScreen

            self._summary = SummaryScreen()
            self._summary.continue_.connect(self._continue)
            self._summary.new_game.connect(self.ask_new_game)
            self._summary.quit.connect(self.close)
            self._summary.replay.connect(self.dialogs.show_replay)
            self._summary.analyse.connect(self.dialogs.analyse_game_over)
            self.stack.addWidget(self._summary)
            self.rules_over(self._rules_over)  # opened before the count was ever shown
        return self._summary

    @property
    def dialogs(self) -> WindowDialogs:
        """The dialogs the menus open (loaded on first use, like the screens)."""
        if self._dialogs is None:
            from .window_dialogs import WindowDialogs

            self._dialogs = WindowDialogs(self)
        return self._dialogs

    def rules_area(self) -> QRect:
        """Where the rules go over the screens when the window is too narrow to have them
        beside (in :attr:`body`'s coordinates): over the table and the events, never over a
        hand, the prompt or a clock; while bidding, over the bidding situation's column, the
        decision and its buttons left in view; on the other screens, their right part."""
        page = self.stack.currentWidget()
        game = self._game
        if game is not None and page is game:
            parts = [w for w in (game.centre, game.side_box) if w.isVisible()]
            if game.centre.currentWidget() is game.bidding_holder:
                parts = [game.bidding.situation_box]
            rect = QRect()
            for w in parts:
                rect = rect.united(QRect(w.mapTo(self.body, w.rect().topLeft()), w.size()))
            if rect.width() >= 240 and rect.height() >= 120:
                return rect
        return self._rules_side()

    def _rules_side(self) -> QRect:
        """The right part of the screens the rules lie over, on a screen other than the table:
        as wide as they are beside the table (a 1280-px window gave them 505 px of the game
        over), and at least 300 px."""
        room = self.stack.geometry()
        width = max(300, min(RULES_SIDE, room.width() * 2 // 5))
        return QRect(room.right() + 1 - width, room.top(), width, room.height())

    def rules_over(self, over: bool) -> None:
        """Told by the rules whether they lie over the screens (else they are beside them, or
        closed): the count and the game over are then laid out in the room they leave, so that
        nothing of them is hidden, whichever screen the rules open over; a game that ended with
        them open hid its result."""
        self._rules_over = over
        if self._summary is not None:
            self._summary.set_covered(self._rules_side().width() if over else 0)

    def clock_widgets(self) -> list[ClockWidget]:
        """The table's two clocks, if the table was ever shown (the rules panel stays beside them)."""
        return [self._game.own.clock, self._game.other.clock] if self._game is not None else []

    def _continue(self) -> None:
        self.send(CONTINUE)

    def _showing_game(self) -> bool:
        return self._game is not None and self.stack.currentWidget() is self._game

    def _guarded(self) -> bool:
        """Whether the screen shown is one a key pressed for the screen before must not reach:
        the hand, or the handoff (a second Enter would reveal the next player's hand, R41)."""
        return self._showing_game() or (self._handoff is not None and self.stack.currentWidget() is self._handoff)

    def hold_keys(self, ms: int, clicks_ms: int | None = None) -> None:
        """Hold keys and clicks aimed at the hand back for ``ms`` from now, and until the keys
        held now are released (the input guard); clicks only ``clicks_ms`` when given."""
        if self._guard is not None:
            self._guard.arm(ms, clicks_ms)

    def keys_after_dialog(self) -> None:
        """A dialog over the window has closed, and the key that closed it may come again: the
        hand holds keys back a moment, and the handoff screen as long as when it appeared (a
        review closed a question on it with Enter, pressed Enter again 0.6 s later, and saw the
        next player's hand revealed to the one who had just played, R41); neither ever holds
        them less long than it already was."""
        from .input_guard import HANDOFF_MS, SETTLE_MS

        if self._guard is None or self._retired:  # a box closed with the window: nothing to hold
            return
        if self._handoff is not None and self.stack.currentWidget() is self._handoff:
            self._guard.arm(HANDOFF_MS, extend=True)
            self.handoff.hold(HANDOFF_MS, self._guard.is_active)  # Reveal looks it, as long
        else:
            self._guard.arm(SETTLE_MS, extend=True)

    def _keys_wait(self, waiting: bool) -> None:
        """Say on the hand why a key pressed on and on did nothing (the input guard waits for
        quiet keys); once a key acts, or keys are quiet, what the turn asks again, unless the
        line has said something else since (the computer is thinking)."""
        held = self.tr("Held back: keys act after a moment's quiet. Pause, then press once.")
        bar = self.statusBar()
        self._keys_held_said = waiting and self._showing_game()
        if not waiting and bar.currentMessage() == held:  # what the bar said before, given back
            if self._bar_before:
                bar.showMessage(self._bar_before, 8000)
            else:
                bar.clearMessage()
        if self._keys_guarded():  # the count, the game's end: the bar says it (a review found them silent)
            if waiting and bar.currentMessage() != held:
                self._bar_before = bar.currentMessage()
                bar.showMessage(held, 4000)
            return
        if not self._showing_game():
            return
        if waiting:
            self.game.say(held)
            if not self.game.status.isVisible():  # the bidding shows no such line: the bar says it
                if bar.currentMessage() != held:
                    self._bar_before = bar.currentMessage()
                bar.showMessage(held, 4000)  # until keys are quiet, at the clock's next tick
            return
        if self.game.status.text() == held:  # the turn's line again, with every word around it
            view = self.shown_view()
            self.game.say_again()
            for decorates in (self.practice, self.tutorial, self.hints):
                if decorates is not None:
                    decorates.decorate(self.game, view)

    def _hint_key(self, event: QKeyEvent) -> bool:
        """Whether ``event`` is the hint's key (H, or I in French), alone: it plays nothing, so
        the guard lets it through at once (a play-test's H, 0.7 s into a turn, was dropped
        without a word while the delay ran)."""
        from PySide6.QtCore import Qt
        from PySide6.QtGui import QKeySequence

        if event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            return False
        action = getattr(self.menus, "hint_action", None)  # None until the menus are built
        pressed = QKeySequence(event.key())
        return action is not None and any(pressed == shortcut for shortcut in action.shortcuts())

    def _keys_guarded(self) -> bool:
        """Whether the screen shown is the count or the game's end, which a second press of the
        key that played must not reach at once (N for north went on to a new game before the
        result was read)."""
        return self._summary is not None and self.stack.currentWidget() is self._summary

    def _show_summary(self) -> None:
        """Show the count or the game's end, holding back the keys already on their
        way a second, and as long as they come on and on: each leaves the screen for good (a
        play-test's Enter, 0.6 s after the one that ended the game, started a new one before the
        result was read; another's keys tapped 0.4 s apart as a hand ended skipped its count)."""
        if self.stack.currentWidget() is not self._summary and self._guard is not None:
            from .input_guard import AFTER_COUNT_MS, HANDOFF_QUIET_MS

            self._guard.arm(AFTER_COUNT_MS, quiet_ms=HANDOFF_QUIET_MS)
        self.stack.setCurrentWidget(self.summary)

    # --- Following the game ---------------------------------------------------------------
    # The controller says what changed: ``state_changed`` after every change, then the notes
    # of what it caused, then a handoff or the game's end. The window shows the table and the
    # count after a hand when the state changes, tells the notes when they come, and shows the
    # handoff and the game's end on their own signals — which come after the notes, so those
    # screens tell everything. :meth:`refresh` shows whatever the game needs from scratch.

    @property
    def unsaved_sign(self) -> QLabel:
        """The status bar's mark while the game has moves the games file does not hold: a box
        said so once, which a key meant for the hand could close unread, and the status bar's
        line went after 15 s (a probe's crash then lost four moves that had been shown)."""
        if self._unsaved_sign is None:
            from PySide6.QtWidgets import QLabel

            sign = self._unsaved_sign = QLabel(self.tr("⚠ Not saved"))
            sign.setToolTip(self.tr("This game is not saved yet; saving is tried again."))
            sign.setAccessibleDescription(sign.toolTip())
            theme.set_role(sign, "error")
            sign.setContentsMargins(0, 0, 8, 0)  # off the window's edge
            sign.hide()
            self.statusBar().addPermanentWidget(sign)
        return self._unsaved_sign

    def _sign_unsaved(self) -> None:
        """Show, as long as it is so, that the game being played has moves not saved."""
        unsaved = self.saves_games and self.has_game() and not self._tutorial_game() and not self.controller.fully_saved
        if unsaved or self._unsaved_sign is not None:
            self.unsaved_sign.setVisible(unsaved)

    def refresh(self) -> None:
        """Show the screen the game needs now."""
        self._sign_unsaved()
        if not self.has_game():
            bar = self.statusBar()
            if self.stack.currentWidget() is not self.new_game_screen and bar.currentMessage() != self._kept_said:
                bar.clearMessage()  # the game's last line is no news on the names screen, but its keeping is
            self.stack.setCurrentWidget(self.new_game_screen)
            self.menus.update()
            return
        view = self._follow()
        if view.stage is Stage.OVER:
            if not self._ending_first(view):
                self._show_game_over(view)
        elif view.stage in (Stage.BIDDING, Stage.PLAY) and not self._hand_in_view():
            self._show_handoff(view)
        else:
            self._show(view)

    def _on_state_changed(self) -> None:
        self._sign_unsaved()
        if not self.has_game():
            self.refresh()
            return
        view = self._follow()
        if view.stage is Stage.OVER or (view.stage in (Stage.BIDDING, Stage.PLAY) and self.seat_shown() is None):
            return  # the game's end, or a handoff: their signals follow
        if self.covered:
            self._show_handoff(view)
            return
        self._show(view)
        if self._told and self._showing_game():
            self.tell(self._told)

    def _follow(self) -> SeatView:
        """The view the window shows now, with the event log following the game."""
        controller = self.controller
        view = self.shown_view()
        if self.covered and (
            controller.viewer is None or self._person() is not None or view.stage not in (Stage.BIDDING, Stage.PLAY)
        ):
            self.covered = False  # a real handoff, no decision, or nobody to hide from: nothing more to hide
        session = controller.session
        self._told = self.log.follow(view, session, session.record)
        moves = len(session.record.events)
        if moves != self._moves_seen:  # a move since: what the bar told of the one before is old news
            self._moves_seen = moves
            if self._told_line and self.statusBar().currentMessage() == self._told_line:
                self.statusBar().clearMessage()  # a play-test read "+10" after a play that scored 0
        return view

    def _on_notes(self, notes: tuple[Note, ...]) -> None:
        """Tell what a change caused; the screen showing the events shows them too."""
        lines = self.log.tell_notes(notes)
        stays = self._hand_in_view() and self.shown_view().result is None
        if self._showing_game() and stays:  # else a handoff or the game's end covers the table now
            self.game.show_log(self.log.lines)
            if lines:
                self.tell(lines)
        elif self._summary is not None and self.stack.currentWidget() is self._summary:
            self.refresh()  # the count after a hand lists its transfers

    def _on_handoff(self, _seat: int) -> None:
        self.refresh()

    def _on_game_over(self, _result: object) -> None:
        self.refresh()

    def _on_saved(self) -> None:
        """A game saved at last: the game-over screen, which said it was not saved yet, tells
        its ratings now."""
        self._sign_unsaved()
        if self._summary is not None and self.stack.currentWidget() is self._summary and self.has_game():
            view = self.shown_view()
            if view.result is not None:
                self._show_game_over(view)

    def _show(self, view: SeatView) -> None:
        """The names, the table or the count after a hand, as ``view``'s stage asks."""
        controller = self.controller
        if view.stage is Stage.HAND_OVER and self._ending_first(view):
            pass  # the table shows how the hand ended, then the count
        elif view.stage is Stage.HAND_OVER:
            ending = controller.hand_ending()
            assert ending is not None  # a hand over always ended one way or the other (R22–R23)
            self.summary.show_hand_over(
                view.hand_no + 1,
                view.players,
                self._hands(view),
                ending,
                self.log.transfers,
                view.points,
                self.log.events,
            )
            self._show_summary()
        elif view.stage is Stage.START:
            self.stack.setCurrentWidget(self.new_game_screen)
        else:
            self.game.show_game(view, self.offered(), self.log.lines)
            if self.practice is not None:
                self.practice.decorate(self.game, view)
            if self.tutorial is not None:
                self.tutorial.decorate(self.game, view)
            if self.hints is not None:
                self.hints.decorate(self.game, view)
            bids_from_count = view.stage is Stage.BIDDING and self.stack.currentWidget() is self._summary
            self.stack.setCurrentWidget(self.game)
            decision = (view.hand_no, view.stage, view.to_act, view.deadline)
            if decision != self._decision and self._guard is not None:
                # A new decision: keys and clicks already on their way must not act on it. A bidding
                # straight after the count (no handoff: a practice game, the guided one) longer: the
                # key that went on is the one that bids (a play-test's second Enter, 0.6 s on, bid 15).
                from .input_guard import AFTER_COUNT_MS, HANDOFF_QUIET_MS, SETTLE_MS

                last = self._decision
                timed_now = last is not None and last[:3] == decision[:3] and last[3] is None
                if bids_from_count:
                    # Keys quiet a second too: a French play-test's Enter, about once a second
                    # from the count, bid 15 at the third press.
                    self._guard.arm(AFTER_COUNT_MS, clicks_ms=SETTLE_MS, quiet_ms=HANDOFF_QUIET_MS)
                else:
                    self._guard.arm(extend=timed_now)
            self._decision = decision
        self._shown()

    def _ending_first(self, view: SeatView) -> bool:
        """Whether the table shows how the hand ended — a player went out (R22), or it was
        blocked (R23) — before the count: with motion on, briefly, when the hand ended on the
        table in view (any key or click goes on to the count)."""
        key = (id(self.controller.session), view.hand_no)
        if self._ending == key:
            return True  # on show: the count follows
        if self._ending_seen == key:
            return False
        self._ending_seen = key
        ending = view.ending
        if ending is None or not self._showing_game() or self.covered:
            return False
        if isinstance(ending, WentOut):
            text = self.tr("{name} goes out!").format(name=view.players[ending.seat])
        else:
            text = self.tr("Blocked: nobody can play.")
        game = self.game
        game.show_game(view, None, self.log.lines)  # the last play lands; nothing can be chosen
        game.say(text)
        area = QRect(game.centre.mapTo(game, game.centre.rect().topLeft()), game.centre.size())
        if not game.motion.show_ending(text, area, self._ending_over):
            return False
        self._ending = key
        self.menus.update()
        return True

    def _ending_over(self) -> None:
        self._ending = None
        if self._showing_game():
            self.refresh()

    def _show_handoff(self, view: SeatView) -> None:
        """The handoff to the player to act (R39–R41); covering, it shows their clock running."""
        seat = view.to_act
        assert seat is not None
        names = view.players
        self.handoff.set_info(
            names[seat],
            self._what_text(view),
            names,
            view.points,
            view.reserves,
            self.log.since_last_turn(seat, names),
            running=self.controller.viewer is not None,
            clocks_off=self.tutorial is not None and self.tutorial.clocks_still(),
        )
        if self.covered:
            self._show_running_clock()
        if self.stack.currentWidget() is not self.handoff and self._guard is not None:
            from .input_guard import HANDOFF_MS

            self._guard.arm(HANDOFF_MS)  # the key that played may come twice: never a reveal (R41)
            self.handoff.hold(HANDOFF_MS, self._guard.is_active)  # and Reveal looks it, as long
        self.stack.setCurrentWidget(self.handoff)
        self.handoff.reveal_button.setFocus()
        self._shown()

    def _show_game_over(self, view: SeatView) -> None:
        from ..app.practice import opponent_of  # the record says whether the game was practice

        assert view.result is not None
        self.summary.show_game_over(
            view.players,
            view.result,
            view.points,
            self._hands(view),
            self.log.transfers,
            self.log.events,
            replayable=not self.tutoring(),
            analysable=self.controller.fully_saved,  # the analysis is kept with the saved game
            analysed=self.controller.fully_saved and self.dialogs.kept_review() is not None,
            blocked=isinstance(self.controller.hand_ending(), Blocked),  # its count took the pips (R23)
            unrated=self.tutoring() or opponent_of(self.controller.session.record) is not None,  # R46
            ratings=self.controller.rating_change(),
            # The pictures' game, never meant to be saved, tells its balances and nothing of saving.
            saved=self.controller.fully_saved or not self.saves_games,
            storable=self.controller.storage is not None,
        )
        self._show_summary()
        self._shown()

    def _shown(self) -> None:
        if self._game is not None and self.stack.currentWidget() is not self._game:
            self._game.conceal()  # nothing of a hand stays readable behind another screen (R41)
            self._refusal_past()  # a refusal is news on the table it refused on only
        self.menus.update()

    def _refusal_past(self) -> None:
        """Take the last refusal off the status bar, if it still shows: the player has moved on
        (a play-test read "You have a tile that fits: play it…" under the question of where the
        tile it then chose goes)."""
        if self._explained and self.statusBar().currentMessage() == self._explained:
            self.statusBar().clearMessage()

    @staticmethod
    def _hands(view: SeatView) -> tuple[tuple[Tile, ...], tuple[Tile, ...]]:
        """Both hands, seat 0 first, once the view shows them (after a hand, R41)."""
        other = view.other_hand or ()
        return (view.own_hand, other) if view.seat == 0 else (other, view.own_hand)

    def _what_text(self, view: SeatView) -> str:
        name = view.players[view.to_act or 0]
        if view.stage is Stage.BIDDING:
            return self.tr("{name} to bid for the opening").format(name=name)
        if not view.table.plays:
            return self.tr("{name} to open the hand").format(name=name)
        return self.tr("{name} to play").format(name=name)

    def _show_running_clock(self) -> None:
        """On the covering handoff screen, the clock that keeps running (R42)."""
        view = self.shown_view()
        seat = view.to_act
        if seat is not None:
            reading = view.clock(seat)
            if reading.running:
                self.handoff.clocks[seat].set_reading(reading)

    def _on_clock_tick(self) -> None:
        if self.covered and self._handoff is not None and self.stack.currentWidget() is self._handoff:
            self._show_running_clock()
            return
        viewer = self.seat_shown()
        if viewer is not None and self._showing_game():
            self.game.update_clocks(self.controller.view(viewer))
        if self._keys_held_said and self._guard is not None and not self._guard.is_active():
            self._keys_wait(False)  # quiet now: the line that said keys wait would read as still so

    # --- Intents --------------------------------------------------------------------------

    def start_game(
        self, first: str, second: str, rng: random.Random | None = None, *, computer: Opponent | None = None
    ) -> None:
        """Begin a game between ``first`` (seat 0) and ``second`` (seat 1), dealt from ``rng``
        (a fresh, unpredictable generator by default); ``computer`` plays one seat in a
        practice game."""
        from ..app.practice import extra_fields

        self.log.clear()
        # What the names screen said (a game kept, the guided game's place) is no news of this
        # game: a play-test read "Learn to play goes on from step 2…" during a practice game.
        self.statusBar().clearMessage()
        self.controller.new_game((first, second), rng=rng, extra=extra_fields(computer))
        self.controller.send(START)

    def start_practice(self, name: str, level: str, rng: random.Random | None = None) -> None:
        """Begin a practice game: ``name`` (seat 0) against the computer at ``level`` (seat 1)."""
        from ..app.practice import Opponent, computer_name

        self.start_game(name, computer_name(name, translate), rng, computer=Opponent(1, level))

    def send(self, action: Action) -> None:
        """Send ``action`` to the game; a refusal is explained by the controller's signal."""
        self.statusBar().clearMessage()
        if self.tutorial is not None and self.tutorial.takes(action):
            return  # the tutorial sends its step's move itself, and refuses any other
        self.controller.send(action)

    def start_tutorial(self) -> None:
        """Learn to play: the guided game, from the step the learner left it at."""
        if not self.leave_game(self.tr("Learn to play")):
            return
        if self.tutorial is None:
            from .tutorial_mode import TutorialMode

            self.tutorial = TutorialMode(self)
        self.statusBar().clearMessage()  # "Learn to play goes on from step 10…", read once back in it
        self.tutorial.start()

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
            self._refusal_past()  # "press Reveal … first", said of the screen now gone (a review)
            self.refresh()
            return
        if not self.has_game():
            return
        for action in self.controller.legal_actions():
            if action.do == "reveal":
                self.send(action)
                return

    def tell(self, lines: Sequence[str]) -> None:
        """Show what a change caused on the status bar, for a few seconds: as many of the
        newest ``lines`` as fit whole, "…" before them when older ones are left out (they are
        all in the events beside the table); the newest cut at its end only when it alone is
        too long."""
        from PySide6.QtCore import Qt  # not before the first frame (benchmarks/startup.py)

        bar = self.statusBar()
        # The bar's margins and size grip; a window not shown yet (a language switch tells the
        # new one the game's last lines first) has its own width, not yet its bar's.
        room = (bar.width() if bar.isVisible() else self.width()) - 24
        metrics = bar.fontMetrics()
        shown = "  ·  ".join(lines)
        for first in range(1, len(lines)):
            if metrics.horizontalAdvance(shown) <= room:
                break
            shown = "…  ·  " + "  ·  ".join(lines[first:])
        self._told_line = metrics.elidedText(shown, Qt.TextElideMode.ElideRight, room)
        bar.showMessage(self._told_line, 8000)

    def _on_stalled(self, ms: int, seat: int) -> None:
        """Say the time a running clock counted while the program could not run (R42)."""
        from ..app.messages import stall_text

        view = self.shown_view()
        said = stall_text(view.players[seat], ms, view.clock(seat).reserve, translate)
        self.statusBar().showMessage(said, 15_000)

    def explain(self, text: str) -> None:
        """Say why an attempt was not accepted; nothing changed."""
        self._explained = text
        self.statusBar().showMessage(text, 8000)
        if self._showing_game():
            self.game.say(text)

    def ask_resign(self) -> None:
        """Ask which player resigns (the one holding the device offered first, Cancel the default),
        then resign for them (R45). In a practice game only the person resigns: the computer
        is never offered as the one who gives up. With "Ask before resigning" off in the
        Preferences, that player resigns at once, once their hand is shown."""
        if not self._live():
            return
        from .dialogs.preferences import confirm_resign

        view = self.shown_view()
        first = self._first_asked(view)
        # On the handoff of a game between people nobody has shown a hand (or, covering a game
        # reopened with a clock running, nobody has yet), and either may hold the device: the
        # question is asked whatever the Preferences say.
        handoff = self._person() is None and (self.controller.viewer is None or self.covered)
        if first is not None and not handoff and not confirm_resign(self.settings_store()):
            self.send(Resign(first))  # Preferences: resign without the question
            return
        seat = self.dialogs.ask_resign(view.players, first, only=self._person())
        if seat is not None:
            self.send(Resign(seat))

    def _first_asked(self, view: SeatView) -> int | None:
        """The seat a question about resigning offers first: the player holding the device (the
        one to act once their hand is shown; on the next player's handoff, still the one who
        just played: a play-test saw the answers change places between the two, the same red
        buttons, the top one another player's) — or the person, in a practice game."""
        person = self._person()
        if person is not None:
            return person
        return view.holder if view.holder is not None else view.to_act

    def ask_new_game(self) -> None:
        """Go to the names screen; a game still being played is first resigned or kept to
        finish later, as the players answer (Cancel the default). A game resigned here ends
        on its game-over screen, as any other: its result and what it did to the ratings are
        seen, and New game there goes on to the names."""
        live = self._live()
        if not self.leave_game(self.tr("New game")):
            return
        if live and self.has_game() and self.controller.state.result is not None:
            return  # resigned: the game-over screen shows
        if self._controller is not None:
            self._controller.close_game()
        self.new_game_screen.load_names()
        self.refresh()

    def leave_game(self, title: str) -> bool:
        """Before another game takes the table, ask what becomes of the one being played:
        resigned, kept to finish later (only while no clock runs and the game is saved), or
        cancelled. True when the table may be taken (a game over needs no question; the
        tutorial is put away, its step kept)."""
        if self.tutorial is not None:
            self.tutorial.stop()
        with self.boxes_held() as held:
            if self.has_game() and not self._tutorial_game() and not self.controller.fully_saved:
                self.controller.keep_before_quit()  # what it has not saved, saved now if it can be
            live = self._live()
            choice = self._ask_leave(title) if live else None
        for show in held:
            show()
        if not live:
            return True
        if choice is None:
            return False
        if choice.kind == "resign" and choice.seat is not None:
            self.send(Resign(choice.seat))
            return True
        # Kept: it stays unfinished in the saved games, with Resume in the history, which is
        # said (a play-test chose "Keep it for later" and saw nothing say it was kept).
        # No names: two of 24 letters cut the line at 1024 px, and the players just chose.
        self._leave_for_later(self.controller.saved_game_id, True)
        self._kept_said = self.tr("Game kept to finish later: History and replays… → Resume goes on with it.")
        self.statusBar().showMessage(self._kept_said, 15_000)
        return True

    def _ask_leave(self, title: str) -> Choice | None:
        """What becomes of the game being played (None: Cancel)."""
        controller = self.controller
        view = self.shown_view()
        unkept: Unkept | None = "clock" if view.deadline is not None else None if controller.fully_saved else "unsaved"
        return self.dialogs.ask_leave(
            view.players, self._first_asked(view), unkept=unkept, title=title, only=self._person()
        )

    def left_for_later(self, storage: Storage | None = None) -> frozenset[int]:
        """The saved games the players kept to finish later and left for another: they wait in
        the history, not reopened at the program's next start (two play-tests, told "History
        and replays… → Resume goes on with it", saw one open again by itself). Those of
        ``storage``, by default the games file the window saves into (none without one)."""
        key = self._left_key(storage)
        text = str(self.settings_store().value(key, "")) if key is not None else ""
        return frozenset(int(part) for part in text.split(",") if part.isascii() and part.isdigit() and len(part) < 10)

    def _left_key(self, storage: Storage | None = None) -> str | None:
        """Where the games left for later in ``storage`` (by default the window's) are kept: ids
        belong to one games file (a review: game 1 left in one folder held back game 1 of
        another)."""
        storage = storage if storage is not None else self.controller.storage
        return None if storage is None else f"{LEFT_KEY}/{storage.file_key}"

    def _leave_for_later(self, game_id: int | None, left: bool) -> None:
        """Count saved game ``game_id`` among those left for later, or no longer."""
        key = self._left_key()
        if game_id is None or key is None:
            return
        ids = self.left_for_later() - {game_id} | ({game_id} if left else set())
        newest = sorted(ids)[-LEFT_MOST:]  # a long-kept list stays short; older ones would only reopen
        self.settings_store().setValue(key, ",".join(str(i) for i in newest))

    def resume_kept(self, game_id: int) -> None:
        """Go on with stored game ``game_id``, kept to finish later (from the history)."""
        storage = self.controller.storage
        earlier, self._kept_said = self._kept_said, ""
        if storage is None or not self.leave_game(self.tr("Resume a game")):
            return
        if earlier and self.statusBar().currentMessage() == earlier:  # it would read as if of the game resumed
            self.statusBar().clearMessage()
        self._leave_for_later(game_id, False)  # on the table again: it comes back if the program closes
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
        if self._kept_said:  # the game left: "Game kept…" read as if of the game resumed (a play-test)
            self._kept_said = self.tr(
                "The game you were playing is kept to finish later: History and replays… → Resume goes on with it."
            )
            self.tell([self._kept_said, said] if said else [self._kept_said])

    def ask_hint(self) -> None:
        """The person asks for a hint (practice games only: nothing happens in a game between people)."""
        if self.hints is not None and self._showing_game():
            self.hints.ask()

    def show_history(self) -> None:
        """The finished and unfinished games, with replays, profiles, export, import and
        Resume for a kept game."""
        self.dialogs.show_history()

    def import_game(self) -> None:
        """Add a game from a record file (a broken file is refused and nothing is stored)."""
        self.dialogs.import_game()

    def focus_screen(self) -> None:
        """Give the keyboard to the screen in view, where its keys act: the hand or the
        bidding panel on the table, Reveal on the handoff screen, the first empty name."""
        page = self.stack.currentWidget()
        if page is self._game and self._game is not None:
            self._game.take_keyboard()
        elif page is self.new_game_screen:
            self.new_game_screen.focus_first_empty()
        elif page is self._handoff and self._handoff is not None:
            self._handoff.reveal_button.setFocus()
        elif page is not None:
            page.setFocus()

    def show_help(self) -> None:
        """Open the rules in the window, beside or over the table; the clock keeps running (R47)."""
        self.dialogs.show_help()

    def toggle_help(self) -> None:
        """F1: open the rules, or close them when they are open."""
        if self.dialogs.help is not None and self.dialogs.help.isVisible():
            self.dialogs.close()
        else:
            self.show_help()

    def cancel(self) -> None:
        """Esc on the table: cancel the tile choice; with none made, close the rules if open."""
        if self._game is not None and self._game.own_hand.selected() is None and self._close_rules():
            return
        self.game.clear_selection()

    def _close_rules(self) -> bool:
        """Close the rules if they are open; whether they were."""
        if self.dialogs.help is None or not self.dialogs.help.isVisible():
            return False
        self.dialogs.close()
        return True

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Esc that nothing in view took (the handoff, the count, the game's end) closes the
        rules, wherever the keyboard is."""
        from PySide6.QtCore import Qt  # see tell

        if event.key() == Qt.Key.Key_Escape and not event.modifiers() and self._close_rules():
            return
        if self._hint_key(event) and self._showing_game():
            # The menu item is disabled outside practice games, and its key did nothing at all
            # (a play-test pressed H in a game between people, its clock running).
            if self.tutorial is not None and self.tutorial.active:
                self.explain(self.tr("The guided game gives no hints: its card says what each step asks."))
                return
            if self.hints is None or self.hints.advisor.person() is None:
                self.explain(self.tr("Hints are given in a practice game against the computer only."))
                return
        super().keyPressEvent(event)

    def set_language(self, language: str) -> None:
        """Switch the interface language."""
        if language != self.language and self._on_language is not None:
            self._on_language(language)

    def take_state_from(self, other: MainWindow) -> None:
        """Carry the event log over from a window this one replaces (language switch)."""
        self.log.copy_from(other.log)
        self.covered = other.covered
        if other.tutorial is not None and other.tutorial.active:
            from .tutorial_mode import TutorialMode

            self.tutorial = TutorialMode(self)
            self.tutorial.adopt(other.tutorial)
        if self.has_game():
            self.log.retell(self.shown_view(), self.controller.session)
        self.refresh()
        if other._showing_game() and self._showing_game():
            self._take_choices_from(other.game)
        rules = other.dialogs.help if other._dialogs is not None else None
        if rules is not None and rules.isVisible():  # open again, in this language, about where it was
            bar = rules.browser.verticalScrollBar()
            read = bar.value() / bar.maximum() if bar.maximum() else 0.0
            self.show_help()
            if self.dialogs.help is not None:
                self.dialogs.help.scroll_to_fraction(read)

    def _take_choices_from(self, page: GamePage) -> None:
        """What the player had chosen on the page this window replaces and not yet sent: the
        bid's amount (a play-test saw "Bid 15" after raising it to 25 and switching language,
        one key from bidding 15), the tile picked with the keyboard and a tile chosen whose end
        is still to choose (each lost cost a key again while the reserve ran)."""
        amount = page.bidding.amount()
        if page.bidding.isVisible() and amount is not None and amount in self.game.bidding.amounts():
            self.game.bidding.set_amount(amount)
        chosen = page.own_hand.selected()
        if chosen is not None:
            self.game.offer_tile(chosen)
        picked = page.own_hand.focused_tile()
        if picked is not None:
            self.game.own_hand.focus_tile(picked)

    def retire(self) -> None:
        """Close for good without asking: a new window (another language) replaces this one."""
        self._retired = True
        if self._guard is not None:  # made with the controller
            self._guard.detach()
        controller = self._controller
        if self.practice is not None:
            self.practice.detach()
        if self.tutorial is not None:
            self.tutorial.stop()
        if self.hints is not None:
            self.hints.detach()
        if controller is not None:
            for signal, slot in self._slots(controller):
                signal.disconnect(slot)
            self.sound.detach()
        self.close()
        self.deleteLater()

    def _may_quit(self) -> bool:
        """Whether to quit: asked while a game is being played (its clock runs on, R42), and
        when a game's moves would be lost, saving tried once more first (Cancel the default)."""
        if not self.has_game() or self._tutorial_game():
            return True
        controller = self.controller
        over = self.shown_view().result is not None
        unsaved: Unsaved | None = None
        with self.boxes_held() as held:
            if not controller.fully_saved and not controller.keep_before_quit():
                unsaved = "game" if controller.storage is None or controller.saved_game_id is None else "moves"
            quits = (over and unsaved is None) or self.dialogs.ask_quit(over=over, unsaved=unsaved)
        if not quits:
            for show in held:  # the players stay: what was held is for them
                show()
        return quits

    @contextmanager
    def boxes_held(self) -> Iterator[list[Callable[[], None]]]:
        """Hold the program's boxes while a question about leaving the game is prepared and
        asked: saving tried once more before it may say so (the games open again, a save
        failed), and such a box lay under the question. Yields what was held, to show once
        the question is answered (or not, quitting)."""
        held: list[Callable[[], None]] = []
        outer, self.held_boxes = self.held_boxes, held
        try:
            yield held
        finally:
            self.held_boxes = outer  # a question within another's: the outer still holds

    def closeEvent(self, event: QCloseEvent) -> None:
        """Closing never stops a running clock (R42); say so before leaving a live game."""
        if self._retired:
            event.accept()
            return
        if self.isVisible() and not self._may_quit():
            event.ignore()
            return
        if self._dialogs is not None:
            self._dialogs.close()
        if self.tutorial is not None:
            self.tutorial.keep()  # the guided game comes back with the time used until now
        self.settings_store().setValue(GEOMETRY_KEY, self.saveGeometry())  # opened again as it was
        event.accept()
