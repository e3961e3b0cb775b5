"""The coach's screens for the layout tour (issue 25): a practice game with a hint shown, while
playing and while bidding; History with an analysis under way; the replay with its analysis
(marks, the engine's words, the expected balances, then the reserves).

``look(where, widget, keep)`` audits (or photographs) what is shown; ``seen`` collects the
situations reached. Run alone, ``python tests/ui/coach_tour.py OUT 1280x800 fr`` saves the
pictures in OUT, to look at.
"""

from __future__ import annotations

import sys
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

Look = Callable[..., None]


def _until(app: Any, done: Callable[[], bool], seconds: float = 30) -> bool:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        app.processEvents()
        if done():
            return True
        time.sleep(0.005)
    return False


def practice_hints(app: Any, script: Any, look: Look, seen: set[str], policy: Callable[..., Any]) -> str:
    """Play a practice game against the computer in ``script``'s window, asking a hint at the
    person's first decision of each stage (playing, bidding) and looking at it. Returns how the
    game was left: "both hints" once both were seen, else why it stopped before (for a tour's
    report: a situation missed on a loaded machine says where it waited)."""
    import random

    w = script.window
    player = w.practice.player
    player.pace_ms = 0
    player.iterations = 4
    player.think_ms = 60_000  # only the iterations bound it: a loaded machine gives the same answers
    player.seed = 3
    advisor = w.hints.advisor
    advisor.iterations = 8
    advisor.seed = 5
    advisor.think_ms = 30_000
    hinted: set[str] = set()
    # A game's course may differ on a loaded machine (when the computer's answers arrive), and
    # one that ends before the person bids gives no bidding hint: then another game is played.
    ended = ""
    for deal in range(4, 7):
        w.start_practice("Ana", "hard", rng=random.Random(deal))
        ended = _hint_game(app, script, look, seen, policy, hinted)
        if len(hinted) == 2 or not w.controller.state.is_over:  # done, or stopped waiting
            return ended
    return ended


def _hint_game(app: Any, script: Any, look: Look, seen: set[str], policy: Callable[..., Any], hinted: set[str]) -> str:
    """One practice game of :func:`practice_hints`, begun in ``script``'s window, asking the
    hints not yet in ``hinted``; how it was left."""
    from spectacular_bid.core import Stage, legal_actions
    from spectacular_bid.ui.input_guard import SETTLE_MS

    w = script.window
    player = w.practice.player
    advisor = w.hints.advisor
    person = advisor.person()

    def settled() -> bool:
        state = w.controller.state
        if state.is_over or state.stage is Stage.HAND_OVER:
            return True
        return not player.busy and state.to_act == person and state.awaiting in ("play", "bid")

    for decision in range(400):
        if not _until(app, settled, 120):  # an exact endgame may think long on a loaded machine
            state = w.controller.state
            where = f"{state.stage.name}, the computer busy: {player.busy}"
            return f"no decision of the person within 120 s at decision {decision} ({where})"
        state = w.controller.state
        if state.is_over:
            return f"the game ended at decision {decision}, hints seen: {sorted(hinted)}"
        if state.stage is Stage.HAND_OVER:
            script.time.advance(3_000)
            w.summary.continue_button.click()
            script.bids = 0
            continue
        stage = "bidding" if state.stage is Stage.BIDDING else "playing"
        if stage not in hinted and w.hints.offered():  # none is offered for a forced move
            script.time.advance(SETTLE_MS + 600)
            w.ask_hint()
            # As long as a move may take: a hint searches as the computer does (a loaded machine).
            if _until(app, lambda: advisor.hint is not None or advisor.failure is not None, 120):
                look(f"practice, hint while {stage}", w)
                seen.add(f"hint while {stage}")
                hinted.add(stage)
            else:
                return f"no hint within 120 s while {stage} at decision {decision}"
            if len(hinted) == 2:
                return "both hints"
        script.act(policy(legal_actions(state), script.bids))
    return f"400 decisions, hints seen: {sorted(hinted)}"


def tutorial_steps(app: Any, script: Any, look: Look, seen: set[str]) -> None:
    """Learn to play in ``script``'s window, every step looked at as the learner sees it — the
    table, the bidding (at its smallest and largest amounts: the whole-balance warning), the
    count after each hand — then the lesson's end, its practice button hovered. The card is
    looked at folded too, once over each screen (with a refusal over the bidding) and at the
    lesson's end, whose top row is the widest."""
    from spectacular_bid.app.tutorial import STEPS
    from spectacular_bid.core import Bid, Continue, Stage

    w = script.window
    w.controller.close_game()
    w.start_tutorial()
    tutorial = w.tutorial
    tutorial.pace_ms = tutorial.draw_pace_ms = 0
    tutorial.clock = script.time  # the clocks, once they run, follow the script's time
    tutorial.start(0)

    def at_step(index: int) -> bool:
        return tutorial.index == index and not tutorial._queue and not tutorial._timer.isActive()

    folded_over: set[object] = set()  # the screens (and stages) the folded card was looked at over

    def folded(where: str, index: int) -> None:
        screen = (w.stack.currentWidget(), w.controller.state.stage)
        learner = STEPS[index].learner
        refused = learner if isinstance(learner, Bid) and screen[0] is w.game else None  # once
        refused = None if "refused" in folded_over else refused
        if screen in folded_over and learner is not None and refused is None:
            return
        folded_over.add(screen)
        coach = tutorial.coach
        coach.set_folded(True)
        look(f"{where}, the card folded", w)
        seen.add("tutorial card folded")
        if refused is not None:  # a refusal shows folded too, under the top row
            folded_over.add("refused")
            w.game.action_chosen.emit(Bid(refused.seat, refused.amount + 5))
            look(f"{where}, the card folded, a bid refused", w)
            seen.add("tutorial refusal, the card folded")
        coach.set_folded(False)

    for index, step in enumerate(STEPS):
        if not _until(app, lambda index=index: at_step(index), 10):
            raise AssertionError(f"the tutorial did not reach step {index + 1}")
        where = f"tutorial, step {index + 1} ({step.key})"
        state = w.controller.state
        if state.stage is Stage.BIDDING and w.stack.currentWidget() is w.game:
            panel = w.game.bidding
            amounts = panel.amounts()
            for amount in (amounts[:1] + amounts[-1:]) if amounts else ():
                panel.set_amount(amount)
                look(f"{where}, bidding at {amount}", w)
            if isinstance(step.learner, Bid):
                panel.set_amount(step.learner.amount)
        if state.stage is Stage.HAND_OVER and w.stack.currentWidget() is w.summary:
            seen.add("tutorial count after a hand")
        look(where, w)
        folded(where, index)
        if step.learner is None:
            seen.add("tutorial")
            return
        if isinstance(step.learner, Continue):
            script.time.advance(3_000)
            w.summary.continue_button.click()
        else:
            script.act(step.learner)


def analysis_windows(app: Any, history: Any, look: Look, keep: list[Any], seen: set[str], when: str) -> None:
    """In ``history``: an analysis under way (then cancelled), and the replay of a finished game
    with its analysis (a stand-in's values, known: see ``test_analysis_window.fake_analysis``)."""
    from test_analysis_window import fake_analysis

    from spectacular_bid.app import coach

    finished = [g for g in history.games() if g.finished and g.readable]
    if not finished:
        return
    game = finished[0]
    history.select_game(game.id)
    if not game.analysed:
        release = threading.Event()

        def waiting(record: Any, progress: Callable[[int, int], None], cancel: threading.Event) -> dict[str, Any]:
            progress(0, 60)
            progress(12, 60)
            while not cancel.is_set():
                release.wait(0.01)
            raise coach.Cancelled

        real, coach.ANALYSER = coach.ANALYSER, waiting
        try:
            history.analyse_selected()
            if _until(app, lambda: history.progress.value() == 12, 5):
                look(f"{when}, history, analysing", history, keep)
                seen.add("analysis under way")
            history.cancel_analysis()
            _until(app, lambda: history.run is None, 5)
        finally:
            coach.ANALYSER = real
        history.storage.save_analysis(
            game.id, fake_analysis(history.storage.record(game.id), lambda *_: None, threading.Event())
        )
        history.refresh(select=game.id)
    viewer = history.analyse_selected()
    if viewer is None or viewer.review is None:
        return
    look(f"{when}, analysed replay", viewer, keep)
    costly = [d for d in viewer.review.decisions if d.verdict != "fine"]
    if costly:
        viewer.set_position(costly[0].index)
        look(f"{when}, analysed replay, a {costly[0].verdict}", viewer, keep)
    viewer.chart_switch.click()
    look(f"{when}, analysed replay, reserves", viewer, keep)
    viewer.close()
    seen.add("analysed replay")


def main(out: str, size_text: str, language: str) -> int:
    """Save the coach's screens as PNG files in ``out`` at ``size_text`` in ``language``."""
    import tempfile

    from layout_tour import configure_screen

    width, height = (int(v) for v in size_text.split("x"))
    work = Path(tempfile.mkdtemp(prefix="coach-tour-"))
    configure_screen(width, height, work)
    from PySide6.QtCore import QSettings

    from spectacular_bid.app.storage import open_storage
    from spectacular_bid.core import Resign
    from spectacular_bid.ui.launch import make_app
    from spectacular_bid.ui.screenshots import Script, policy
    from spectacular_bid.ui.window_fit import fit_to_screen

    app = make_app([])
    folder = Path(out)
    folder.mkdir(parents=True, exist_ok=True)
    settings = QSettings(str(work / "settings.ini"), QSettings.Format.IniFormat)
    storage, _ = open_storage(work / "games")
    seen: set[str] = set()
    count = [0]

    def shoot(where: str, widget: Any, keep: list[Any] | None = None) -> None:
        for _ in range(3):
            app.processEvents()
        count[0] += 1
        name = f"{count[0]:02d}-{size_text}-{language}-" + "".join(c if c.isalnum() else "-" for c in where)[:60]
        widget.grab().save(str(folder / f"{name}.png"))

    script = Script(None, settings, 9, language=language, size=(width, height))
    fit_to_screen(script.window)
    script.window.controller.set_storage(storage)
    practice_hints(app, script, shoot, seen, policy)
    w = script.window
    if not w.controller.state.is_over:
        w.controller.send(Resign(0))
    history = w.dialogs._history()
    history.show()
    shoot("history", history)
    analysis_windows(app, history, shoot, [], seen, "game over")
    print(sorted(seen))
    return 0


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).parent))
    sys.exit(main(*sys.argv[1:4]))
