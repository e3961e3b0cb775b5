"""A tour of every screen the players can reach, audited for cut text and overflow.

Run as a program, one screen size and one language per process (the offscreen platform's
screen is set from a config file before Qt starts)::

    python tests/ui/layout_tour.py 1280x800 fr REPORT.json

It plays scripted games through the real window (:class:`spectacular_bid.ui.screenshots.Script`)
and runs :func:`layout_audit.audit` on every state the players can see, each
distinct screen once. The games reach: the non-jockey's first bid, a jockey bidding, a
non-jockey facing a bid, a whole-balance bid (the stepper at its top), a forced accept, a block
after a long hand, a hand of 13 tiles, many draws, the game won on points; a second game with
two 24-character names, resumed after a restart and then lost on time; a third voided because
the system clock went back (R43); the names screen with its warning. Every other window is
opened too, with the long names, mid-turn (a clock running: none may cover it) and after the
game: the rules, the preferences, History (with an imported game, and an analysis under way),
the replays (with an analysis too), the profiles, the questions before resigning, leaving and
quitting, and the file dialogs; then a practice game with hints
and, last, every step of Learn to play (both in ``coach_tour.py``). The main window is placed as the
program places it on that screen (``window_fit.fit_to_screen``). The report is a JSON object:
``problems`` (one line each), ``seen`` (the situations reached, for the test to check the
tour still reaches them), ``screens`` (how many distinct screens were audited) and
``bidding_sizes`` (the bidding panel's sizes).
"""

from __future__ import annotations

import json
import os
import sys
import tempfile
from pathlib import Path


def configure_screen(width: int, height: int, folder: Path) -> None:
    """Make the offscreen platform's one screen ``width``×``height`` (before Qt starts)."""
    config = {
        "synchronousWindowSystemEvents": True,
        "windowFrameMargins": False,
        "screens": [
            {
                "name": "tour",
                "x": 0,
                "y": 0,
                "width": width,
                "height": height,
                "logicalDpi": 96,
                "logicalBaseDpi": 96,
                "dpr": 1,
            }
        ],
    }
    path = folder / "screen.json"
    path.write_text(json.dumps(config), encoding="utf-8")
    os.environ["QT_QPA_PLATFORM"] = f"offscreen:configfile={path}"


#: The first game: its deals and its policy reach every bidding and hand situation listed in
#: the module's docstring (found by playing seeds through the core; the test checks ``seen``).
SEED = 21
LONG_NAMES = ("Maximilienne-Anastasia Wolfgangsdóttir", "Maximilien-Théodore Dupont")
# Cut to the longest names the names screen takes (24 characters).
LONG_NAMES = (LONG_NAMES[0][:24], LONG_NAMES[1][:24])


def main(size_text: str, language: str, report_path: str) -> int:
    width, height = (int(v) for v in size_text.split("x"))
    work = Path(tempfile.mkdtemp(prefix="layout-tour-"))
    configure_screen(width, height, work)

    import random

    from coach_tour import analysis_windows, practice_hints, tutorial_steps
    from layout_audit import audit, covered
    from PySide6.QtCore import QSettings, QTimer
    from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

    from spectacular_bid.app.session import Session
    from spectacular_bid.app.storage import open_storage
    from spectacular_bid.app.timesource import FakeTime
    from spectacular_bid.core import Bid, Draw, Reveal, Stage, bid_cost, legal_actions
    from spectacular_bid.core.record import Record
    from spectacular_bid.core.state import BidPaid, Blocked, ForcedAccept, Passed, Scored
    from spectacular_bid.ui.dialogs.file_dialog import file_dialog
    from spectacular_bid.ui.dialogs.preferences import PreferencesDialog
    from spectacular_bid.ui.dialogs.questions import leave_question, quit_question, resign_question
    from spectacular_bid.ui.launch import make_app
    from spectacular_bid.ui.screenshots import Script
    from spectacular_bid.ui.screenshots import cautious as policy  # keeps heavy tiles: hands grow, games run long
    from spectacular_bid.ui.window_fit import fit_to_screen

    app = make_app([])
    settings = QSettings(str(work / "settings.ini"), QSettings.Format.IniFormat)
    storage, _ = open_storage(work / "games")
    problems: list[str] = []
    seen: set[str] = set()
    audited: set[tuple[str, ...]] = set()
    bidding_sizes: set[tuple[int, int]] = set()

    def texts(root: QWidget) -> tuple[str, ...]:
        from PySide6.QtWidgets import QAbstractButton, QLabel

        out = [type(root).__name__, f"{root.width()}x{root.height()}"]
        for w in root.findChildren(QWidget):
            if w.isVisible() and isinstance(w, (QLabel, QAbstractButton)):
                out.append(w.text())
        return tuple(out)

    def places(root: QWidget) -> tuple[tuple[int, int, int, int], ...]:
        return tuple(w.geometry().getRect() for w in root.findChildren(QWidget) if w.isVisible())

    def settle(root: QWidget) -> None:
        """Let the layouts settle: a change of height travels one layout a round (the coach
        of Learn to play, then the page, then the players' rows), so wait until nothing moves."""
        for _ in range(3):
            app.processEvents()
        before, still = places(root), 0
        for _ in range(60):
            app.processEvents()
            now = places(root)
            still = still + 1 if now == before else 0
            if still == 3:  # a round may pass with the next layout's request still waiting
                return
            before = now

    def look(where: str, root: QWidget, keep: list[QWidget] | None = None) -> None:
        """Audit ``root`` unless the same screen with the same texts was audited already;
        ``keep``: widgets of other windows that ``root`` must not cover."""
        settle(root)  # layouts and scroll areas settle over a few rounds
        key = texts(root)
        if key in audited:
            return
        audited.add(key)
        found = audit(root) + covered(root, keep or [])
        problems.extend(f"[{size_text} {language}] {where}: {p}" for p in found)

    class BackTime(FakeTime):
        """A fake clock that can be set back, and tells the controller so (as the wall clock does)."""

        def __init__(self, start_ms: int) -> None:
            super().__init__(start_ms)
            self.back = 0

        def take_backwards(self) -> int:
            back, self.back = self.back, 0
            return back

    def plan_game(choose: object) -> tuple[Record, list[tuple[int, int]]]:
        """Play the first game through the rules alone; return its record and the hands to show
        in the window, as (events before the hand, hand number)."""
        clock = FakeTime(0)
        session = Session(("Ana", "Ben"), started_at="2026-12-03T10:00:00.000Z", time=clock, rng=random.Random(SEED))
        starts: list[int] = []
        first: dict[str, int] = {"start": 0}
        bids = 0
        draws = 0
        log = 0
        while not session.state.is_over:
            state = session.state
            hand = state.hand_no
            if state.stage in (Stage.START, Stage.HAND_OVER):
                if state.stage is Stage.HAND_OVER and any(isinstance(n, Blocked) for n in state.notes) and log >= 10:
                    first.setdefault("long block", hand)
                starts.append(len(session.record.events))
                bids = log = 0
                session.submit(legal_actions(state)[0])
                continue
            if state.stage is Stage.BIDDING and state.to_act != state.jockey and state.bid is not None:
                first.setdefault("facing", hand)
            if state.stage is Stage.PLAY and state.to_act is not None and len(state.hands[state.to_act]) >= 13:
                first.setdefault("13 tiles", hand)
            action = choose(legal_actions(state), bids)  # type: ignore[operator]
            bids += isinstance(action, Bid)
            draws = draws + 1 if isinstance(action, Draw) else 0
            if draws >= 4:
                first.setdefault("draws", hand)
            clock.advance(600 if isinstance(action, Draw) else 3_200)
            session.submit(action)
            log += len([n for n in session.state.notes if isinstance(n, (Scored, Passed, BidPaid))])
            if any(isinstance(n, ForcedAccept) for n in session.state.notes):
                first.setdefault("forced accept", hand)
        first["end"] = session.state.hand_no
        storage.import_game(session.record, session.state)  # the whole game, as if imported
        seen.add("imported game")
        hands = sorted(set(first.values()))
        return session.record, [(starts[h], h) for h in hands]

    def look_at_game(script: Script) -> None:
        """Audit what the window shows now, noting the situations reached."""
        w = script.window
        state = script.controller.state
        page = w.stack.currentWidget()
        where = f"hand {state.hand_no + 1}, {state.stage.name.lower()}"
        if page is w.game and state.stage is Stage.BIDDING:
            seat = state.to_act
            assert seat is not None
            seen.add("jockey bidding" if seat == state.jockey else "non-jockey bidding")
            if seat != state.jockey and state.bid is not None:
                seen.add("non-jockey facing a bid")
            panel = w.game.bidding
            amounts = panel.amounts()
            for amount in (amounts[:1] + amounts[-1:]) if amounts else ():
                panel.set_amount(amount)
                if bid_cost(state, seat, amount) == state.points[seat]:
                    seen.add("whole-balance bid")
                look(f"{where}, bidding at {amount}", w)
                bidding_sizes.add((panel.width(), panel.height()))
            if amounts:
                panel.set_amount(amounts[0])
            else:
                look(f"{where}, bidding with no bid possible", w)
                bidding_sizes.add((panel.width(), panel.height()))
            return
        if page is w.game and state.stage is Stage.PLAY and state.to_act is not None:
            if len(state.hands[state.to_act]) >= 13:
                seen.add("13-tile hand")
        if any(isinstance(n, ForcedAccept) for n in state.notes):
            seen.add("forced accept")
        if page is w.summary and any(isinstance(n, Blocked) for n in state.notes):
            if len(w.log.transfers) + len(w.log.events) >= 10:
                seen.add("block after a long hand")
        look(where + f", {type(page).__name__}", w)

    def play(script: Script, hand: int) -> None:
        """Play on through the window until hand ``hand`` is over and counted, or the game."""
        draws = 0
        for _ in range(1_000):
            look_at_game(script)
            state = script.controller.state
            if state.is_over or state.hand_no > hand:
                return
            if state.stage is Stage.HAND_OVER:
                script.time.advance(3_000)
                script.window.summary.continue_button.click()
                script.bids = 0
                continue
            action = policy(legal_actions(state), script.bids)
            draws = draws + 1 if isinstance(action, Draw) else 0
            if draws >= 4:
                seen.add("drawing many")
            script.act(action)  # type: ignore[arg-type]
        raise AssertionError(f"hand {hand + 1} did not end")

    def answer_boxes() -> None:
        """Audit the question box now open, then close it (a modal box waits for an answer)."""
        box = QApplication.activeModalWidget()
        if isinstance(box, QMessageBox):
            look(f"message box {box.windowTitle()!r}", box)
            box.reject()
        else:
            QTimer.singleShot(20, answer_boxes)

    def running_clocks(window: QWidget) -> list[QWidget]:
        return [c for c in window.clock_widgets() if c.is_running() and c.isVisible()]  # type: ignore[attr-defined]

    def tour_windows(when: str, window: QWidget, replay_name: str) -> None:
        """Open every other window from ``window`` and audit each; ``replay_name``: a player
        of the finished game whose replay to open."""
        keep = running_clocks(window)
        if keep:
            seen.add("windows over a running clock")
        window.show_help()  # type: ignore[attr-defined]
        helper = window.dialogs.help  # type: ignore[attr-defined]
        game = window.game  # type: ignore[attr-defined]
        in_play = [game.own_hand, game.status] if window.stack.currentWidget() is game else []  # type: ignore[attr-defined]
        if helper is not None:
            seen.add("rules beside the table" if not helper.overlay else "rules over the table")
            look(f"{when}, rules", window)
            problems.extend(f"[{size_text} {language}] {when}, rules: {p}" for p in covered(helper, keep + in_play))
            helper.close()
        preferences = PreferencesDialog(window.settings_store(), window)  # type: ignore[attr-defined]
        preferences.show()
        look(f"{when}, preferences", preferences, keep)
        preferences.close()
        history = window.dialogs._history()  # type: ignore[attr-defined]
        assert history is not None
        history.show()
        look(f"{when}, history", history, keep)
        finished = [g for g in history.games() if g.finished and replay_name in g.players]
        for game in finished[:1]:
            history.select_game(game.id)
            viewer = history.open_replay()
            assert viewer is not None
            look(f"{when}, replay of {' v '.join(game.players)}", viewer, keep)
            viewer.last()
            look(f"{when}, replay of {' v '.join(game.players)}, last event", viewer, keep)
            viewer.close()
            seen.add("replay")
        analysis_windows(app, history, look, keep, seen, when)
        for name in LONG_NAMES:
            profile = history.open_profile(name)
            look(f"{when}, profile of {name}", profile, keep)
            profile.close()
        for save in (True, False):
            chooser = file_dialog(history, "Export", str(work), "Records (*.json)", save=save)
            chooser.show()
            look(f"{when}, file dialog ({'save' if save else 'open'})", chooser, keep)
            chooser.close()
        history.close()
        names = LONG_NAMES
        for box in (
            resign_question(window, names, 0),
            leave_question(window, names, 1, unkept=None, title="New game"),
            leave_question(window, names, 0, unkept="clock", title="New game"),
            leave_question(window, names, 0, unkept="unsaved", title="New game"),
            quit_question(window),
        ):
            box.show()
            look(f"{when}, question {box.windowTitle()!r}", box, keep)
            box.close()

    # --- Game 1: Ana and Ben, every bidding and hand situation -----------------------------
    # The whole game is played through the rules first (a long game: about 120 hands); the
    # window then plays the hands where something listed happens, each from its start.
    record, chosen = plan_game(policy)
    script = Script(None, settings, SEED, language=language, size=(width, height))
    w = script.window
    fit_to_screen(w)  # as the program opens it on this screen
    w.controller.set_storage(storage)
    w.build_menus()
    look("names screen", w)
    w.new_game_screen.first.setText("Ana")
    w.new_game_screen.second.setText("Ana")
    w.new_game_screen.try_start()
    look("names screen, same names refused", w)
    w.new_game_screen.second.setText("Ben")
    for start, hand in chosen:
        prefix = Record(record.players, record.deals, record.events[:start], record.started_at)
        script.controller.load(Session.from_record(prefix, script.time))
        script.bids = 0
        play(script, hand)
    if script.controller.state.result is not None:
        seen.add("won on points")
    w.show_help()
    help_window = w.dialogs.help
    if help_window is not None:
        look("rules help", help_window)
        help_window.close()
    # --- Game 2: two long names; resumed after a restart, then lost on time ----------------
    w.ask_new_game()
    w.start_game(*LONG_NAMES, rng=random.Random(126))
    seen.add("24-character names")
    for _ in range(40):
        look_at_game(script)
        state = script.controller.state
        if state.stage is Stage.HAND_OVER:
            script.window.summary.continue_button.click()
            continue
        script.act(policy(legal_actions(state), script.bids))  # type: ignore[arg-type]
    for _ in range(40):  # on to a turn with its clock running in view
        state = script.controller.state
        if w.stack.currentWidget() is w.game and running_clocks(w):
            break
        if state.stage is Stage.HAND_OVER:
            script.window.summary.continue_button.click()
        else:
            script.act(policy(legal_actions(state), script.bids))  # type: ignore[arg-type]
    tour_windows("mid-turn", w, "Ana")
    QTimer.singleShot(0, answer_boxes)
    w.ask_resign()
    record = script.controller.session.record
    later = script.controller.session.now() + 5_000
    resumed = Session.from_record(record, script.time, now_at=later)
    w.cover()
    script.controller.load(resumed)
    script.controller.set_storage(storage)  # saved again from here: its end is stored
    seen.add("resumed game")
    look("resumed game, covered", w)
    w.reveal()
    look_at_game(script)
    due = script.controller.session.deadline
    if due is not None:
        script.time.set(script.controller.session.origin + due + 5)
        script.controller.check_clock()
        seen.add("time loss")
    look_at_game(script)
    tour_windows("game over", w, LONG_NAMES[0])

    # --- Game 3: voided, the system clock went back while a clock ran (R43) ---------------
    back = BackTime(5_000_000)
    third = Script(None, settings, 7, language=language, size=(width, height), time=back)
    fit_to_screen(third.window)
    third.window.start_game("Ana", "Ben", rng=random.Random(7))
    third.act(next(a for a in legal_actions(third.controller.state) if isinstance(a, Reveal)))
    back.set(back.now_ms() - 60_000)
    back.back = 60_000
    third.controller.check_clock()
    if third.controller.state.result is not None:
        seen.add("void")
    look_at_game(third)

    # --- Game 4: a practice game against the computer, with hints (issue 25) ----------------
    fourth = Script(None, settings, 9, language=language, size=(width, height))
    fit_to_screen(fourth.window)
    practice = practice_hints(app, fourth, look, seen, policy)

    # --- Learn to play: every step of the tutorial, with its counts after a hand ------------
    tutorial_steps(app, fourth, look, seen)

    for ended in (script, third, fourth):
        ended.window.retire()
    for widget in app.topLevelWidgets():
        widget.close()
    report = {
        "problems": problems,
        "seen": sorted(s for s in seen if s),
        "screens": len(audited),
        "bidding_sizes": sorted(bidding_sizes),
        "practice": practice,  # how the practice game with hints was left
    }
    Path(report_path).write_text(json.dumps(report, indent=1, ensure_ascii=False), encoding="utf-8")
    return 0


if __name__ == "__main__":
    # The program of this checkout, not another one installed in the environment.
    sys.path.insert(1, str(Path(__file__).resolve().parents[2]))
    sys.exit(main(*sys.argv[1:4]))
