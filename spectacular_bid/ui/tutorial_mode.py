"""Learn to play in the window: the tutorial's script (:mod:`~spectacular_bid.app.tutorial`)
played in the real table, step by step.

The tutorial is one learner at the screen: the table shows the learner's seat all along (the
opponent's hand only as tile backs, R41), and the tutorial sends the reveals itself — except
at the practice handoff, a step that asks the learner to reveal: the window then shows its
real handoff screen (:meth:`TutorialMode.handing_over`), which hides the hand, and the learner
goes on with Reveal as in a game. The learner's moves go through the game page as in any
game: a move the rules refuse is told by the page with the game's own reason; a legal move
that is not the step's is refused with the step's words
(:func:`~spectacular_bid.app.tutorial.off_script_text`).
The scripted opponent's moves are sent through the controller, a little apart, so that they
can be followed.

The coach (:class:`CoachPanel`), above the screens, says what to do and why. The step reached
is kept in the preferences (:data:`STEP_KEY`), and the game with its time (:data:`GAME_KEY`):
leaving and coming back resumes there, the clocks as they were left; a kept game that is not
the script's is rebuilt by the core from the script. The tutorial's game is never saved among
the games (the history, the ratings).
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QRect, Qt, QTimer, Signal
from PySide6.QtGui import QKeySequence, QResizeEvent, QShortcut
from PySide6.QtWidgets import QDockWidget, QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from ..app.controller import translate
from ..app.practice import computer_name
from ..app.session import Session
from ..app.timesource import TimeSource, utc_now_iso
from ..app.tutorial import (
    DEALS,
    LEARNER,
    STEPS,
    TUTOR,
    TutorialTime,
    actions_before,
    clocks_run,
    off_script_text,
    pending_reveal,
    script_after,
    wait_before,
)
from ..core import Action, ClockReading, Draw, IllegalAction, Reveal, SeatView, Stage, parse_record
from . import theme
from .shortcuts import sequences
from .widgets.steady_label import STEADY_FROM_PX  # the card, as the status line, keeps one height from it

if TYPE_CHECKING:
    from .main_window import MainWindow
    from .table.game_page import GamePage

#: Where the preferences keep the step reached (its key in the script).
STEP_KEY = "tutorial/at"
#: Where an older version kept the step, by its index: a script of 23 steps finished kept 22,
#: which with the waiver's hand added named the middle of hand 3. Read no more, and removed.
OLD_STEP_KEY = "tutorial/step"
#: Where the preferences keep the guided game as it was left: its record and its time then
#: (JSON), so that coming back finds the clocks as they were (the reserve is never recharged).
GAME_KEY = "tutorial/game"
#: The pause before each of the opponent's moves, in ms (a draw: :data:`DRAW_PACE_MS`).
PACE_MS = 700
DRAW_PACE_MS = 150


_SUM = re.compile(r"\d+(?: \+ \d+)+(?: = \d+)?")


def unbroken_sums(text: str) -> str:
    """``text`` with each sum ("2 + 3 + 1 + 4 = 10") kept on one line: a sum broken across
    lines ("2 + 6 / + 3 + 4 = 15") read as two.

    >>> unbroken_sums("Play it: 4 + 6 = 10.") == "Play it: 4\u00a0+\u00a06\u00a0=\u00a010."
    True
    """
    return _SUM.sub(lambda sum_: sum_.group().replace(" ", "\u00a0"), text)


class CoachPanel(QFrame):
    """The tutorial's words above the screens: the step, what to do and why, and the ways out.

    The card folds to its top row (:meth:`set_folded`), its words hidden, so that the learner
    can give the table, or the count after a hand, the room they take: at 1024×640 the words
    left the table's tiles at 36×18 px and the count's account two lines. A new step unfolds
    it, for its words say what to do; a refusal shows folded too, for it says why a move was
    not taken."""

    leave = Signal()
    restart = Signal()
    retry = Signal()
    practice = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        theme.set_role(self, "card")
        self.setAccessibleName(self.tr("Learn to play"))
        self.title = QLabel()
        theme.set_role(self.title, "gold")
        self.title.setStyleSheet(f"font-size: {theme.BODY_PX}px; font-weight: bold;")
        self.text = QLabel()
        self.text.setWordWrap(True)
        self.text.setStyleSheet(f"font-size: {theme.SMALL_PX + 1}px;")  # a few lines, the table keeps its room
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.NoTextInteraction)
        # A move the step does not ask for is refused here, under the step's words, where the
        # learner reads (the bidding panel has no line for it; the status bar is far below).
        self.refusal = QLabel()
        self.refusal.setWordWrap(True)
        theme.set_role(self.refusal, "gold")
        self.refusal.setStyleSheet(f"font-size: {theme.SMALL_PX + 1}px; font-weight: bold;")
        self.refusal.hide()
        self._texts: tuple[str, ...] = ()  # every step's words: the card is as tall as the longest
        self.steady = True  #: whether the card keeps one height: over the table, not the count
        self.folded = False  #: whether the step's words are hidden, the card at its top row
        self._shown: tuple[int, str] | None = None  # the step shown, and its words: a new one unfolds
        self._fold_key = ""  # the key that folds and unfolds the card, as the tooltip names it
        # An arrow, not words: in French the last step's row had no room left for them at 1024 px.
        self.fold_button = QPushButton()
        theme.set_role(self.fold_button, "secondary")
        self.practice_button = QPushButton(self.tr("Play a practice game (easy)"))
        self.retry_button = QPushButton(self.tr("Try this step again"))  # after a game lost on time
        self.retry_button.hide()
        self.restart_button = QPushButton(self.tr("Start over"))
        self.leave_button = QPushButton(self.tr("Leave the tutorial"))
        for button in (self.restart_button, self.leave_button):
            theme.set_role(button, "secondary")
        buttons = (self.retry_button, self.fold_button, self.practice_button, self.restart_button, self.leave_button)
        for button in buttons:
            button.setAutoDefault(False)
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # the game's keys stay with the table
            button.setStyleSheet(f"font-size: {theme.SMALL_PX}px; padding: 2px 10px; min-height: 18px;")
        self.fold_button.setStyleSheet(f"font-size: {theme.SMALL_PX}px; padding: 2px 6px; min-height: 18px;")
        self.retry_button.clicked.connect(self.retry)
        self.practice_button.clicked.connect(self.practice)
        self.restart_button.clicked.connect(self.restart)
        self.leave_button.clicked.connect(self.leave)
        self.fold_button.clicked.connect(self.toggle_words)
        top = QHBoxLayout()
        top.setSpacing(8)
        top.addWidget(self.fold_button)  # before the title, as a heading's disclosure arrow
        top.addWidget(self.title, 1)
        top.addWidget(self.practice_button)
        top.addWidget(self.restart_button)
        top.addWidget(self.leave_button)
        column = QVBoxLayout(self)
        column.setContentsMargins(14, 4, 14, 5)  # tight: the table below needs every line
        column.setSpacing(2)
        column.addLayout(top)
        column.addWidget(self.text)
        column.addWidget(self.refusal)
        column.addWidget(self.retry_button, 0, Qt.AlignmentFlag.AlignLeft)  # under the words that offer it
        column.addStretch(1)
        self._name_fold()

    def set_texts(self, texts: Sequence[str]) -> None:
        """Every step's words, which the card makes room for (:meth:`fit`)."""
        self._texts = tuple(unbroken_sums(text) for text in texts)
        self.fit()

    def show_step(self, number: int, total: int, text: str, *, last: bool, lost: bool = False) -> None:
        """Show step ``number`` of ``total`` with its ``text``; the practice game is offered at
        the ``last`` step, and trying the step again once the game is ``lost`` (on time)."""
        self.title.setText(self.tr("Learn to play — step {n} of {total}").format(n=number, total=total))
        self.text.setText(unbroken_sums(text))
        self.setAccessibleDescription(text)
        self.refusal.hide()
        if self._shown != (number, text):  # a new step, or the lost game's words: to be read
            self._shown = (number, text)
            self.set_folded(False)
        self.practice_button.setVisible(last)
        self.retry_button.setVisible(lost)
        self.fit()

    def refuse(self, text: str) -> None:
        """Say under the step's words why the learner's move was not taken."""
        self.refusal.setText(text)
        self.refusal.show()
        self.setAccessibleDescription(f"{self.text.text()} {text}")
        self.fit()

    def clear_refusal(self) -> None:
        """Take the refusal's line away: the step's move is made (a play-test read it still
        while the computer played on)."""
        if self.refusal.isHidden():
            return
        self.refusal.hide()
        if self._shown is not None:
            self.setAccessibleDescription(self._shown[1])
        self.fit()

    def toggle_words(self) -> None:
        """Fold the card if its words show, else unfold it."""
        self.set_folded(not self.folded)

    def set_folded(self, folded: bool) -> None:
        """Hide the step's words (``folded``), the card at its top row and a refusal's line, or
        show them again."""
        self.folded = folded
        self.text.setVisible(not folded)
        self._name_fold()
        self.fit()

    def name_fold_key(self, key: str) -> None:
        """Name ``key``, the key that folds and unfolds the card, in the fold button's tooltip."""
        self._fold_key = key
        self._name_fold()

    def _name_fold(self) -> None:
        """Say on the fold button what it does now."""
        if self.folded:
            arrow, name = "▼", self.tr("Show the step's words")
            tip = self.tr("Show the step's words again.")
        else:
            arrow, name = "▲", self.tr("Hide the step's words")
            tip = self.tr("Fold the card to its first line: more room for the game below.")
        self.fold_button.setText(arrow)
        self.fold_button.setAccessibleName(name)
        self.fold_button.setToolTip(f"{tip} ({self._fold_key})" if self._fold_key else tip)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit()

    def fit(self) -> None:
        """As tall as the longest step's words need at this width, with a line for a refusal:
        the words are never cut, and the table below keeps one height from step to step (it
        moved up and down by three lines as the steps went on). Taller only when the words
        shown need more (a refusal on two lines). In a window lower than
        :data:`STEADY_FROM_PX` the table needs every line, and over the count after a hand its
        account (not :attr:`steady`): as tall as the words shown need. Folded, as tall as its top
        row, with a refusal's line when there is one."""
        layout = self.layout()
        if layout is None or self.width() <= 0:
            return
        if self.folded or not self.steady or self.window().height() < STEADY_FROM_PX:
            # Folded with no refusal, no line wraps: the layout has no height for a width.
            wraps = layout.hasHeightForWidth()
            self.setFixedHeight(layout.totalHeightForWidth(self.width()) if wraps else layout.totalSizeHint().height())
            return
        margins = layout.contentsMargins()
        width = self.width() - margins.left() - margins.right()
        self.text.ensurePolished()  # its font is the style sheet's
        self.refusal.ensurePolished()
        metrics = self.text.fontMetrics()
        area = QRect(0, 0, max(1, width), 1 << 20)
        tallest = max(
            metrics.boundingRect(area, Qt.TextFlag.TextWordWrap, text).height() for text in (*self._texts, "")
        )
        top = layout.itemAt(0).sizeHint().height()
        steady = margins.top() + top + tallest + self.refusal.fontMetrics().height() + 2 * layout.spacing()
        steady += margins.bottom() + 4  # (a little to spare: the labels' own measure may differ)
        self.setFixedHeight(max(steady, layout.totalHeightForWidth(self.width())))


class TutorialMode(QObject):
    """The tutorial, run in ``window`` (one per window, made when first asked for)."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.active = False
        self.session: Session | None = None  #: the tutorial's game, once begun (kept apart from the games)
        self.index = 0  #: the step the learner is at (or the next, while the opponent plays)
        self.clock: TimeSource | None = None
        """The real clock the tutorial's time follows once it runs (None: the monotonic clock)."""
        self.time = TutorialTime()
        self.pace_ms = PACE_MS
        self.draw_pace_ms = DRAW_PACE_MS
        self._queue: list[Action] = []  # the opponent's moves still to send
        self._entered = -1  # the step whose beginning was last done (its clock, its words)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._drive)
        self.coach = CoachPanel()
        self.coach.leave.connect(self.leave)
        self.coach.restart.connect(lambda: self.again(0))
        self.coach.retry.connect(lambda: self.again(self.index))
        self.coach.practice.connect(self.practise)
        # Enter plays the practice game at the lesson's end, wherever the focus is (a play-test
        # found no key for it, and Tab went by every tile first); live at that step only.
        self._enter_keys = [QShortcut(QKeySequence(key), window) for key in ("Return", "Enter")]
        for shortcut in self._enter_keys:
            shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
            shortcut.setEnabled(False)
            shortcut.activated.connect(self.coach.practice_button.click)
        # The card folds and unfolds by a key too (Ctrl+Shift+H), live while the tutorial is on.
        self._fold_keys = QShortcut(window)
        self._fold_keys.setKeys(sequences("coach_words"))
        self._fold_keys.setContext(Qt.ShortcutContext.WindowShortcut)
        self._fold_keys.setEnabled(False)
        self._fold_keys.activated.connect(self.coach.toggle_words)
        self.coach.name_fold_key(self._fold_keys.key().toString(QKeySequence.SequenceFormat.NativeText))
        self.dock = QDockWidget(window)
        self.dock.setObjectName("tutorial")
        holder = QWidget()  # the window's dark ground around the card, not the system's light one
        holder.setObjectName("coachHolder")
        holder.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        # Named: a sheet without a selector would paint every button inside it too, the
        # practice button's gold under its dark words.
        holder.setStyleSheet(f"QWidget#coachHolder {{ background: {theme.NAVY_DARK}; }}")
        around = QVBoxLayout(holder)
        around.setContentsMargins(0, 0, 0, 0)
        around.addWidget(self.coach)
        self.dock.setWidget(holder)
        self.dock.setTitleBarWidget(QWidget())  # no title bar: it cannot be moved or closed
        self.dock.setFeatures(QDockWidget.DockWidgetFeature.NoDockWidgetFeatures)
        window.addDockWidget(Qt.DockWidgetArea.TopDockWidgetArea, self.dock)
        self.dock.hide()
        window.installEventFilter(self)  # the card's height follows the window's (CoachPanel.fit)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() == QEvent.Type.Resize and self.active:
            self.coach.fit()
        return False

    # --- What the window asks -------------------------------------------------------------

    person = LEARNER  #: the learner's seat, shown all along

    def seat_shown(self, view: SeatView) -> int | None:
        """The learner's seat while a hand is bid for or played, else None — also at the
        practice handoff, whose screen hides the hand until Reveal (R41)."""
        if not self.active or view.stage not in (Stage.BIDDING, Stage.PLAY) or self.handing_over():
            return None
        return LEARNER

    def handing_over(self) -> bool:
        """Whether the practice handoff is on: the step asks the learner to reveal, the game
        awaits it, and the opponent has no move left to send."""
        if not self.active or self._queue or not self.window.controller.has_game:
            return False
        asked = STEPS[self.index].learner
        return isinstance(asked, Reveal) and pending_reveal(self.window.controller.state) == asked

    def saved_step(self) -> int:
        """The step the learner left the tutorial at, kept by its key (0: from the start, also
        once finished, or for a key no step has)."""
        key = self.window.settings_store().value(STEP_KEY, "")
        index = next((i for i, step in enumerate(STEPS) if step.key == key), 0)
        return index if index < len(STEPS) - 1 else 0

    def takes(self, action: Action) -> bool:
        """Whether the tutorial takes ``action``, the learner's move (the window then sends
        nothing itself): the step's move is sent, any other legal move refused with the step's
        words. Reveals are left to the window, but for the one the practice handoff asks."""
        if not self.active:
            return False
        step = STEPS[self.index]
        if isinstance(action, Reveal) and action != step.learner:
            return False
        if self._queue or self._timer.isActive() or step.learner is None:
            return True  # the opponent plays, or the tutorial is over: nothing to do
        if action != step.learner:
            text = off_script_text(step.learner, translate)
            self.window.explain(text)
            self.coach.refuse(text)
            return True
        if self.window.controller.send(action):
            self.coach.clear_refusal()
            self._queue = list(step.tutor)
            self.index += 1
            self._save()
            self._schedule()
        return True

    def decorate(self, page: GamePage, view: SeatView) -> None:
        """After the page showed the game: say so while the opponent plays, and show the
        clocks standing still while the tutorial's time does."""
        if not self.active:
            return
        text = None
        if STEPS[self.index].learner is None:
            text = self.tr("The lesson is over: Enter plays a practice game, or leave the tutorial.")
        elif view.result is None and view.to_act == TUTOR:
            text = self.tr("{name} is playing…").format(name=view.players[TUTOR])
        if text is not None:
            page.say(text)
        self._still_clocks()

    def clocks_still(self) -> bool:
        """Whether the lesson's clocks are off (before its clock step): Reveal starts none."""
        return self.active and not self.time.running

    def _practice_keys(self, live: bool) -> None:
        """Make Enter play the practice game (``live``: the lesson is over), once the key that
        made the last move has had the time a second press takes: held back as long as a
        handoff holds keys (a double Enter, 0.47 s apart in a play-test, would else leave the
        lesson's last words unread for a game with its clock running). A click on the coach's
        buttons is aimed, not a second press: it waits only as on any new screen."""
        live = live and self.active
        if live and not self._enter_keys[0].isEnabled():
            from .input_guard import HANDOFF_MS, SETTLE_MS

            self.window.hold_keys(HANDOFF_MS, clicks_ms=SETTLE_MS)
        for shortcut in self._enter_keys:
            shortcut.setEnabled(live)

    def _still_clocks(self) -> None:
        """Before the clock step time stands still: the clocks are shown paused, not running."""
        if not self.active or self.time.running or not self.window.controller.has_game:
            return
        game = self.window.game
        view = self.window.controller.view(LEARNER)
        for strip, seat in ((game.own, LEARNER), (game.other, TUTOR)):
            reading = view.clock(seat)
            strip.clock.set_reading(ClockReading(False, reading.delay_left, reading.delay_share, reading.reserve))

    # --- Starting and leaving -----------------------------------------------------------

    def start(self, index: int | None = None) -> None:
        """Begin the tutorial at step ``index``, its game rebuilt from the script; by default
        where the learner left it, the game as it was then (:meth:`_saved_game`)."""
        resumed = index is None
        index = self.saved_step() if index is None else index
        self.time = TutorialTime(self.clock)
        found = self._saved_game(index) if resumed else None
        if found is None:
            session = Session(self._players(), started_at=utc_now_iso(), time=self.time, deals=DEALS)
            remaining = list(actions_before(index))
        else:
            session, remaining = found
        for action in remaining:
            reveal = pending_reveal(session.state, action)
            if reveal is not None:
                session.submit(reveal)
            session.submit(action)
        if index > 0 and clocks_run(index - 1):  # the step's own mark is read as it begins
            self.time.run()
        self._begin(session, index, [], -1)

    def again(self, index: int) -> None:
        """Begin step ``index`` again (the first: start over): the status bar's last line told
        of the game left, no news on the game begun again (a play-test read "End total 10 →
        +10" on step 1, where no tile had been played)."""
        self.window.statusBar().clearMessage()
        self.start(index)

    def _saved_game(self, index: int) -> tuple[Session, list[Action]] | None:
        """The guided game as the learner left it, with the script's actions before step
        ``index`` it has not taken yet; None when none was kept, or it is not the script's."""
        try:
            kept = json.loads(str(self.window.settings_store().value(GAME_KEY, "")))
            record = replace(parse_record(json.dumps(kept["record"])), players=self._players())
            remaining = script_after([e.action() for e in record.events], index)
            now = kept["now"]
            if remaining is None or record.deals != DEALS or not isinstance(now, int) or now < 0:
                return None
            return Session.from_record(record, self.time, now_at=now), remaining
        except (ValueError, TypeError, KeyError, IllegalAction, RecursionError):  # JSON's and the record's own
            return None

    def _players(self) -> tuple[str, str]:
        """The learner, named on the names screen, and the computer, named in this language."""
        learner = self.window.new_game_screen.first.text().strip() or self.tr("Player")
        return learner, computer_name(learner, translate)

    def _begin(self, session: Session, index: int, queue: list[Action], entered: int) -> None:
        """Follow ``session``, the tutorial's game at step ``index``, the opponent's moves
        ``queue`` still to send and step ``entered``'s beginning done."""
        controller = self.window.controller
        self.index = index
        self._queue = queue
        self._entered = entered
        self.session = session
        self._save()
        if not self.active:
            self.active = True
            controller.state_changed.connect(self._schedule)
            controller.clock_tick.connect(self._still_clocks)
        self._fold_keys.setEnabled(True)
        self.coach.set_folded(False)  # begun again, or come back to: the step's words first
        self.dock.show()
        self.window.summary.set_ways_out(False)  # the coach offers the tutorial's own
        self.window.log.clear()
        controller.load(session)
        self._schedule()

    def leave(self) -> None:
        """Put the tutorial away (the step reached is kept, and said) and go back to the names
        screen. A play-test left with no word that its place, and its clocks, were kept."""
        self.stop()
        self.window.controller.close_game()
        self.window.refresh()
        kept = self.tr("Learn to play goes on from step {n} of {total} next time, the clocks as you left them.")
        number = self.saved_step() + 1
        if number > 1:
            self.window.statusBar().showMessage(kept.format(n=number, total=len(STEPS)), 10_000)

    def practise(self) -> None:
        """End the tutorial and begin a practice game against the computer (easy)."""
        self.stop()
        self.window.controller.close_game()
        name = self.window.new_game_screen.first.text().strip() or self.tr("Player")
        self.window.start_practice(name, "easy")

    def adopt(self, other: TutorialMode) -> None:
        """Go on with ``other``'s tutorial (the window replaced for another language): its game
        as it stands, each move at the time it was made and the time used since, its players
        named in this window's language."""
        if not other.active or other.session is None:
            return
        index, queue, entered = other.index, list(other._queue), other._entered
        record = replace(other.session.record, players=self._players())
        now, running = other.session.now(), other.time.running
        other.stop()
        self.pace_ms, self.draw_pace_ms, self.clock = other.pace_ms, other.draw_pace_ms, other.clock
        self.time = TutorialTime(self.clock)
        session = Session.from_record(record, self.time, now_at=now)
        if running:
            self.time.run()
        self._begin(session, index, queue, entered)

    def keep(self) -> None:
        """Keep the game as it stands now, while the tutorial is on (the window closes)."""
        if self.active and self.session is not None and self.window.controller.session is self.session:
            self._save()

    def stop(self) -> None:
        """Stop following the game and hide the coach (the step reached is kept)."""
        self._timer.stop()
        self._queue = []
        self.dock.hide()
        self._fold_keys.setEnabled(False)
        self._practice_keys(False)
        self.keep()  # the time used since the last move too
        if self.active:
            self.active = False
            self.window.summary.set_ways_out(True)
            self.window.controller.state_changed.disconnect(self._schedule)
            self.window.controller.clock_tick.disconnect(self._still_clocks)

    def _save(self) -> None:
        """Keep the step reached, and the game as it stands now."""
        settings = self.window.settings_store()
        settings.setValue(STEP_KEY, STEPS[self.index].key)
        settings.remove(OLD_STEP_KEY)
        if self.session is not None:
            game = {"now": self.session.now(), "record": self.session.record.to_json()}
            settings.setValue(GAME_KEY, json.dumps(game, ensure_ascii=False))

    # --- Driving the game ---------------------------------------------------------------

    def _schedule(self) -> None:
        """Look at the game again once the window has shown the last change."""
        if not self.active or self._timer.isActive():
            return
        delay = 0
        if self._queue and pending_reveal(self.window.controller.state) is None:
            delay = self.draw_pace_ms if isinstance(self._queue[0], Draw) else self.pace_ms
        self._timer.start(delay)

    def _drive(self) -> None:
        """Send the next reveal or opponent's move, or begin the step the learner is at."""
        controller = self.window.controller
        if not self.active or not controller.has_game:
            return
        state = controller.state
        if state.is_over:
            self._over()
            return
        if STEPS[self.index].learner is None and not self._queue:
            self._enter()
            return
        reveal = pending_reveal(state, None if self._queue else STEPS[self.index].learner)
        if reveal is not None:
            controller.send(reveal)  # its change schedules the next look
            return
        if self._queue:
            controller.send(self._queue.pop(0))
            return
        self._enter()

    def _enter(self) -> None:
        """The learner's turn at the current step: its clock, and its words."""
        index = self.index
        step = STEPS[index]
        if self._entered != index:
            self._entered = index
            if step.clock:
                self.time.run()
            elif step.pause:
                self.time.pause()  # the clocks stop again, to leave time to read
                self._still_clocks()
            controller = self.window.controller
            wait = wait_before(step, controller.state, controller.now())
            if wait:
                self.time.advance(wait)  # the low-time cue: time let pass on the running clock
                controller.check_clock()
            if step.learner is None:
                self.time.pause()  # the tutorial is over: the clocks stop
            if self.window.controller.state.stage in (Stage.BIDDING, Stage.PLAY) and not self.handing_over():
                view = self.window.controller.view(LEARNER)
                self.window.game.update_clocks(view)  # as they now stand
                # The page showed the learner's move before the step was counted: its status
                # said the opponent plays. Say again what this step's turn is.
                self.decorate(self.window.game, view)
            self._save()
        self.coach.steady = self.window.controller.state.stage in (Stage.BIDDING, Stage.PLAY)  # the table
        self.coach.set_texts([translate(s.text) for s in STEPS])  # in the language of the moment
        self.coach.show_step(index + 1, len(STEPS), translate(step.text), last=step.learner is None)
        self._practice_keys(step.learner is None)

    def _over(self) -> None:
        """The tutorial's game ended (on time): say so, and offer the practice game."""
        self.time.pause()
        self.coach.steady = False  # over the game's last screen
        self.coach.show_step(
            self.index + 1,
            len(STEPS),
            self.tr(
                "Your reserve ran out: a player whose clock runs out loses the game. "
                "Try this step again, start over, or play a practice game."
            ),
            last=True,
            lost=True,
        )
