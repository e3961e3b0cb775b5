"""``spectacular-bid screenshots DIR``: play a scripted game through the real window and save a
PNG of every screen.

The game is fixed: its deals come from a seeded generator and each decision is made by a
simple, fixed policy (prefer the side branches, then the heaviest tile; bid a little, then
accept), so the same pictures come out every time on a machine with time to spare (one run on
a busy machine caught the practice picture a play later, and a glow mid-pulse can differ by a
few pixels). Time is a fake clock moved by the script: the clocks show realistic readings and
the low-time picture needs no waiting.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path
from time import monotonic

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication, QWidget

from ..app.controller import GameController
from ..app.timesource import FakeTime
from ..core import (
    CONTINUE,
    Accept,
    Action,
    Bid,
    Blocked,
    Draw,
    End,
    GameState,
    Play,
    Record,
    Reveal,
    Scored,
    Stage,
    Waive,
    WentOut,
    legal_actions,
    rank_key,
)
from .i18n import install_language
from .input_guard import HANDOFF_MS
from .main_window import MainWindow
from .motion import MOTION_KEY

#: The seed of the scripted game's deals, chosen because its first hands show every screen.
SEED = 126
SIZE = (1280, 800)
SHOTS = (
    "new-game.png",
    "handoff.png",
    "table-opening.png",
    "table-spinner.png",
    "drawing.png",
    "bidding.png",
    "bidding-facing.png",
    "hand-summary.png",
    "block-summary.png",
    "low-time.png",
    "rules-help.png",
    "table-fr.png",
    "game-over.png",
)
#: Pictures of a second game, whose cautious play makes hands grow and run long.
LONG_SEED = 21
LONG_SHOTS = ("hand-13-tiles.png", "hand-account.png")
#: A practice game against the computer, caught while it thinks (its deals' seed).
PRACTICE_SEED = 5
PRACTICE_SHOT = "practice.png"
#: The first steps of Learn to play, and one of them in French.
TUTORIAL_SHOTS = ("tutorial-opening.png", "tutorial-branches.png", "tutorial-bidding.png", "tutorial-fr.png")
#: Every picture the script takes.
ALL_SHOTS = SHOTS + LONG_SHOTS + (PRACTICE_SHOT,) + TUTORIAL_SHOTS
THINK_MS = 3_200  #: time taken by a decision
DRAW_MS = 600  #: time taken by one more draw
MAX_STEPS = 3_000


def policy(actions: tuple[Action, ...], bids_made: int) -> Action:
    """The script's choice among the legal actions."""
    plays = [a for a in actions if isinstance(a, Play)]
    if plays:
        branch = [a for a in plays if a.end in (End.NORTH, End.SOUTH)]
        return max(branch or plays, key=lambda a: rank_key(a.tile))  # the best tile by the opening rank (R8)
    for kind in (Draw, Reveal):
        for a in actions:
            if isinstance(a, kind):
                return a
    bids = [a for a in actions if isinstance(a, Bid)]
    if bids and bids_made < 2:
        return bids[0]
    for a in actions:
        if isinstance(a, (Accept, Waive)):
            return a
    return actions[0]


class Script:
    """Drives a :class:`MainWindow` through the scripted game, saving pictures in ``out``."""

    def __init__(
        self,
        out: Path | None,
        settings: QSettings,
        seed: int = SEED,
        *,
        language: str = "en",
        size: tuple[int, int] = SIZE,
        time: FakeTime | None = None,
    ) -> None:
        """``out`` is where :meth:`shot` saves pictures; None for a script that only plays (the
        benchmarks and the layout audit drive the window with :meth:`act`). ``language`` and
        ``size`` are the window's; ``time`` the fake clock of the game (a new one by default).
        ``settings`` are the window's, motion turned off in them."""
        app = QApplication.instance()
        assert isinstance(app, QApplication)
        self.app = app
        self.out = out
        self.seed = seed
        self.time = time if time is not None else FakeTime(1_000_000)
        self.controller = GameController(self.time)
        self.settings = settings
        settings.setValue(MOTION_KEY, False)  # each change in place at once: no picture catches one moving
        self.language = language
        self.size = size
        self.window = self._open(language)
        self.saved: list[str] = []
        self.bids = 0
        self.drew = False

    def _open(self, language: str) -> MainWindow:
        install_language(language)
        window = MainWindow(self.controller, language, None, self.settings)
        window.saves_games = False  # the pictures' game is not saved, and says nothing of it
        window.resize(*self.size)
        window.show()
        self.app.processEvents()
        return window

    def shot(self, name: str, widget: QWidget | None = None) -> None:
        """Save the window (or ``widget``) as ``name``, once."""
        if name in self.saved:
            return
        assert self.out is not None, "this script saves no pictures"
        for _ in range(3):
            self.app.processEvents()
        (widget or self.window).grab().save(str(self.out / name))
        self.saved.append(name)

    def act(self, action: Action) -> None:
        """Let a little time pass, then do ``action`` through the window's own controls."""
        self._run_clock_to(self.time.now_ms() + (DRAW_MS if isinstance(action, Draw) else THINK_MS))
        w = self.window
        if isinstance(action, Reveal):
            w.handoff.reveal_button.click()
        elif isinstance(action, Play):
            state = self.controller.state
            ends = {a.end for a in legal_actions(state) if isinstance(a, Play) and a.tile is action.tile}
            w.game.choose_tile(action.tile)
            if len(ends) > 1:
                assert action.end is not None
                w.game.choose_end(action.end)
        elif isinstance(action, Draw):
            w.game.boneyard.clicked.emit()
        elif isinstance(action, Bid):
            self.bids += 1
            w.game.bidding.set_amount(action.amount)
            w.game.bidding.bid_button.click()
        elif isinstance(action, Accept):
            w.game.bidding.accept_button.click()
        elif isinstance(action, Waive):
            w.game.bidding.waive_button.click()
        else:
            w.send(action)
        self.app.processEvents()

    def _look(self) -> None:
        """Save whatever picture the screen now shows for the first time."""
        w = self.window
        page = w.stack.currentWidget()
        state = self.controller.state
        if page is w.handoff:
            if "handoff.png" not in self.saved:
                self._device_passed()
            self.shot("handoff.png")
        elif page is w.summary:
            ending = next((n for n in state.notes if isinstance(n, (WentOut, Blocked))), None)
            if isinstance(ending, WentOut) and state.stage is Stage.HAND_OVER:
                self.shot("hand-summary.png")
            elif isinstance(ending, Blocked) and state.stage is Stage.HAND_OVER:
                self.shot("block-summary.png")
        elif page is w.game:
            table = state.table
            if len(table.plays) == 1:
                self.shot("table-opening.png")
            if table.arm(End.NORTH) and table.arm(End.SOUTH):
                self.shot("table-spinner.png")
                if "table-fr.png" not in self.saved:
                    self._french()
            if self.drew and state.stage is Stage.PLAY:
                self.shot("drawing.png")
            if state.stage is Stage.BIDDING and state.bid is not None:
                if state.to_act == state.jockey:
                    self.shot("bidding.png")
                else:
                    self.shot("bidding-facing.png")  # the other player faces the jockey's bid

    def _device_passed(self) -> None:
        """Let the device pass, as the handoff screen waits for it (its Reveal dimmed for a
        moment, :meth:`HandoffScreen.hold`, on a timer of its own): the picture shows Reveal
        ready, as the next player finds it. The clocks are paused meanwhile."""
        self.time.advance(HANDOFF_MS)
        deadline = monotonic() + 10
        while self.window.handoff.waiting() and monotonic() < deadline:
            self.app.processEvents()

    def _run_clock_to(self, ms: int) -> None:
        """Let the game's time run on to ``ms`` a second at a time, the clock read at each, as
        its timers read it: a jump, read by a timer on either side, is told as time the program
        could not run (a busy machine's pictures said "Ben's clock ran on for 8 s while the
        program could not run")."""
        while self.time.now_ms() < ms:
            self.time.advance(min(1_000, ms - self.time.now_ms()))
            self.controller.check_clock()

    def _low_time(self) -> None:
        """Let the running clock fall to 8.4 s of reserve, show it, then play on in time."""
        seat = self.controller.state.to_act
        due = self.controller.session.deadline
        assert seat is not None and due is not None
        self._run_clock_to(self.controller.session.origin + due - 8_400)
        self.window.game.update_clocks(self.controller.view(seat))
        self.shot("low-time.png")

    def _french(self) -> None:
        old = self.window
        self.window = self._open("fr")
        self.window.take_state_from(old)
        self.shot("table-fr.png")
        self.window.retire()
        self.window = old
        install_language("en")
        old.refresh()

    def run(self) -> list[str]:
        """Play the game and save every picture; returns the names saved."""
        w = self.window
        w.new_game_screen.first.setText("Ana")
        w.new_game_screen.second.setText("Ben")
        self.shot("new-game.png")
        w.start_game("Ana", "Ben", rng=random.Random(self.seed))
        for _ in range(MAX_STEPS):
            self._look()
            state = self.controller.state
            if state.is_over or len(self.saved) == len(SHOTS) - 3:
                break
            if state.stage is Stage.HAND_OVER:
                self.time.advance(THINK_MS)
                w.summary.continue_button.click()
                continue
            action = policy(legal_actions(state), self.bids)
            self.drew = isinstance(action, Draw)
            self.act(action)
        for _ in range(MAX_STEPS):  # on to a position with tiles on the table and a clock running
            state = self.controller.state
            if state.is_over or (self.controller.session.deadline is not None and state.table.plays):
                break
            if state.stage is Stage.HAND_OVER:
                w.summary.continue_button.click()
            else:
                self.act(policy(legal_actions(state), self.bids))
        if self.controller.session.deadline is not None:
            self._low_time()
        # The rules beside the table: the window as wide as a 1440-pixel screen lets it be.
        w.resize(1410, self.size[1])
        w.show_help()
        help_panel = w.dialogs.help
        if help_panel is not None:
            self.shot("rules-help.png")
            help_panel.close()
        w.resize(*self.size)
        if not self.controller.state.is_over:
            # Let the player to act run out of time: the game ends on time (R37).
            due = self.controller.session.deadline
            if due is not None:
                self._run_clock_to(self.controller.session.origin + due + 5)
                self.app.processEvents()
        self.shot("game-over.png")
        self._long_hands()
        self._practice()
        self._tutorial()
        return self.saved

    def _practice(self) -> None:
        """A practice game against ``hard``, caught while the computer thinks about its answer
        to the person's second play. The computer decides from a fixed number of sampled deals
        with a fixed seed (the same answers on any machine) and holds each answer a minute
        once the picture is due, so that it is still thinking when the picture is taken."""
        w = self.window
        self.controller.close_game()
        w.start_practice("Ana", "hard", rng=random.Random(PRACTICE_SEED))
        assert w.practice is not None
        player = w.practice.player
        player.pace_ms, player.iterations, player.think_ms, player.seed = 0, 40, 60_000, 3
        plays = 0
        deadline = monotonic() + 120
        while monotonic() < deadline:
            self.app.processEvents()
            state = self.controller.state
            if state.is_over:
                break
            if plays >= 2 and player.thinking and w.stack.currentWidget() is w.game:
                self.shot(PRACTICE_SHOT)
                break
            if player.busy or state.to_act != 0 or state.awaiting not in ("reveal", "play", "bid"):
                continue
            action = policy(legal_actions(state), self.bids)
            if isinstance(action, Play):
                plays += 1
                if plays == 2:
                    player.pace_ms = 60_000
            self.act(action)
        self.controller.close_game()

    def _tutorial(self) -> None:
        """Learn to play: its first steps, the bidding, and a step in French."""
        from ..app.tutorial import STEPS

        w = self.window
        self.controller.close_game()
        w.start_tutorial()
        tutorial = w.tutorial
        assert tutorial is not None
        tutorial.pace_ms = tutorial.draw_pace_ms = 0

        def settle() -> None:
            for _ in range(200):
                self.app.processEvents()
                if not tutorial._queue and not tutorial._timer.isActive():
                    break
            for _ in range(3):
                self.app.processEvents()

        keys = [step.key for step in STEPS]
        tutorial.start(0)
        settle()
        self.shot(TUTORIAL_SHOTS[0])
        for step in STEPS[: keys.index("branches")]:
            assert step.learner is not None
            w.send(step.learner)
            settle()
        self.shot(TUTORIAL_SHOTS[1])
        tutorial.start(keys.index("bidding"))
        settle()
        self.shot(TUTORIAL_SHOTS[2])
        tutorial.start(keys.index("branches"))
        settle()
        old = self.window
        self.window = self._open("fr")
        self.window.take_state_from(old)
        settle_fr = self.window.tutorial
        assert settle_fr is not None
        for _ in range(5):
            self.app.processEvents()
        self.shot(TUTORIAL_SHOTS[3])
        settle_fr.leave()
        self.window.retire()
        self.window = old
        install_language("en")
        old.refresh()

    def _long_hands(self) -> None:
        """A 13-tile hand, and the account of a long hand, from a second game played from the
        start of the hand where each happens."""
        from ..app.session import Session

        def thirteen(state: GameState, _events: int) -> bool:
            return state.stage is Stage.PLAY and state.to_act is not None and len(state.hands[state.to_act]) >= 13

        def long_hand(state: GameState, scores: int) -> bool:
            return state.stage is Stage.HAND_OVER and scores >= 8

        for name, wanted in zip(LONG_SHOTS, (thirteen, long_hand), strict=True):
            record, start = hand_start(LONG_SEED, wanted)
            prefix = Record(record.players, record.deals, record.events[:start], record.started_at)
            self.controller.load(Session.from_record(prefix, self.time))
            self.bids = 0
            w = self.window
            for _ in range(MAX_STEPS):
                state = self.controller.state
                page = w.stack.currentWidget()
                if (name == LONG_SHOTS[0] and page is w.game and thirteen(state, 0)) or (
                    name == LONG_SHOTS[1]
                    and page is w.summary
                    and len(self.controller.session.record.events) > start + 1
                ):
                    self.shot(name)
                    break
                if state.stage is Stage.HAND_OVER:
                    w.summary.continue_button.click()
                    continue
                self.act(cautious(legal_actions(state), self.bids))


def cautious(actions: tuple[Action, ...], bids_made: int) -> Action:
    """A policy that keeps its heavy tiles (so hands grow and hands run long)."""
    plays = [a for a in actions if isinstance(a, Play)]
    if plays:
        return min(plays, key=lambda a: (a.tile.pips, a.tile.high, a.end.index if a.end else 0))
    return policy(actions, bids_made)


def hand_start(seed: int, wanted: Callable[[GameState, int], bool]) -> tuple[Record, int]:
    """Play a game with :func:`cautious` through the rules alone, up to the first state where
    ``wanted(state, scores_in_hand)`` holds; return the game's record and the number of its
    events before that hand began."""
    from ..app.session import Session

    clock = FakeTime(0)
    session = Session(("Ana", "Ben"), started_at="2026-12-03T10:00:00.000Z", time=clock, rng=random.Random(seed))
    start = bids = scores = 0
    for _ in range(50 * MAX_STEPS):
        state = session.state
        if state.is_over:
            break
        if wanted(state, scores):
            return session.record, start
        if state.stage is Stage.HAND_OVER:
            start, bids, scores = len(session.record.events), 0, 0
        action = cautious(legal_actions(state), bids) if state.stage is not Stage.HAND_OVER else CONTINUE
        bids += isinstance(action, Bid)
        clock.advance(DRAW_MS if isinstance(action, Draw) else THINK_MS)
        session.submit(action)
        scores += sum(isinstance(n, Scored) for n in session.state.notes)
    raise AssertionError("the game never reached the wanted state")


def take_screenshots(out: Path, seed: int = SEED) -> list[str]:
    """Play the scripted game and save its pictures in ``out``; returns the names saved."""
    from .launch import make_app

    out.mkdir(parents=True, exist_ok=True)
    make_app([])
    settings = QSettings(str(out / ".screenshots-settings.ini"), QSettings.Format.IniFormat)
    script = Script(out, settings, seed)
    saved = script.run()
    script.window.retire()  # the guided game keeps its step in the settings as it stops
    settings.sync()  # written now, not when Qt lets go of them, after the file is gone
    (out / ".screenshots-settings.ini").unlink(missing_ok=True)
    return saved
