"""Playing against the computer in the real window, with a fake clock: a whole game with no
handoff screen and no tile of the computer's hand readable before the end-of-hand count (R41),
the computer's moves shown and told, input dropped while it plays, and a reopened game picked
up by the computer (R42)."""

from __future__ import annotations

import os
import random
import re
import threading
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
from held_answers import close_while_thinking, hold_answers
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot
from real_window import click_action, readable_texts, seed_new_games

from spectacular_bid.app.computer import ComputerPlayer
from spectacular_bid.app.controller import GameController
from spectacular_bid.app.practice import Opponent, opponent_of
from spectacular_bid.app.timesource import FakeTime
from spectacular_bid.core import Bid, Stage, Tile, legal_actions
from spectacular_bid.core.record import final_state, replay
from spectacular_bid.ui.input_guard import SETTLE_MS
from spectacular_bid.ui.main_window import MainWindow
from spectacular_bid.ui.screenshots import policy

LEFT = Qt.MouseButton.LeftButton
PERSON, COMPUTER = 0, 1


@pytest.fixture
def window(window: MainWindow) -> MainWindow:
    """The English window of the UI tests, with a quick computer that plays the same on any
    machine."""
    assert window.practice is not None
    player = window.practice.player
    player.pace_ms = 0
    player.iterations = 4  # a small fixed search: quick, and the same answers on any machine
    player.think_ms = 60_000  # only the iterations bound it: a loaded machine gives the same answers
    player.seed = 3
    return window


def _start(qtbot: QtBot, w: MainWindow, level: str = "hard", seed: int = 4) -> None:
    screen = w.new_game_screen
    qtbot.mouseClick(screen.computer_button, LEFT)
    qtbot.mouseClick(screen.level_buttons[level], LEFT)
    screen.first.clear()
    qtbot.keyClicks(screen.first, "Ana")
    seed_new_games(w, seed)
    qtbot.mouseClick(screen.start_button, LEFT)
    assert w.controller.has_game
    assert opponent_of(w.controller.session.record) == Opponent(COMPUTER, level)
    assert w.controller.state.players == ("Ana", "Computer")


def _persons_turn(w: MainWindow) -> bool:
    assert w.practice is not None
    state = w.controller.state
    if state.is_over or state.stage is Stage.HAND_OVER:
        return True
    return (
        not w.practice.player.busy
        and state.to_act == PERSON
        and state.holder == PERSON
        and state.awaiting in ("play", "bid")
    )


def _start_held(qtbot: QtBot, w: MainWindow, monkeypatch: pytest.MonkeyPatch) -> tuple[threading.Event, ComputerPlayer]:
    """Start a game against the computer with its answers held back (:func:`hold_answers`):
    the event that lets them go, and the computer."""
    go_on = hold_answers(monkeypatch)
    _start(qtbot, w)
    assert w.practice is not None
    return go_on, w.practice.player


def _person_plays(qtbot: QtBot, w: MainWindow, bids: int) -> int:
    """The person looks at the position, then does the screenshot policy's action with the
    mouse; returns the person's bids so far (``bids``), counted on."""
    action = policy(legal_actions(w.controller.state), bids)
    w.fake_time.advance(SETTLE_MS + 600)  # type: ignore[attr-defined]
    click_action(qtbot, w, action)
    return bids + isinstance(action, Bid)


def _names(tile: Tile) -> re.Pattern[str]:
    """A tile's name however written ("6–3", "3-6", "6|3"), not part of a longer number."""
    a, b = tile.high, tile.low
    return re.compile(rf"(?<![0-9])({a}\s*[–|-]\s*{b}|{b}\s*[–|-]\s*{a})(?![0-9])")


def _computer_tiles_readable(window: MainWindow) -> list[str]:
    """The texts that name a tile of the computer's hand in progress."""
    hand = window.controller.state.hands[COMPUTER]
    patterns = [_names(t) for t in hand]
    return [text for _, text in readable_texts(window) if any(p.search(text) for p in patterns)]


@pytest.mark.slow  # a whole game, every screen walked
def test_a_whole_game_against_the_computer_in_the_window(qtbot: QtBot, window: MainWindow) -> None:
    shown: list[QWidget] = []
    window.stack.currentChanged.connect(lambda _i: shown.append(window.stack.currentWidget()))
    _start(qtbot, window)
    time: FakeTime = window.fake_time  # type: ignore[attr-defined]
    bids = checks = hands = 0
    saw_walk_find_own = False
    for _ in range(600):
        qtbot.waitUntil(lambda: _persons_turn(window), timeout=20_000)
        state = window.controller.state
        if state.is_over:
            break
        if state.stage is Stage.HAND_OVER:
            assert window.stack.currentWidget() is window.summary  # the count shows both hands now
            hands += 1
            time.advance(2_000)
            qtbot.mouseClick(window.summary.continue_button, LEFT)
            continue
        page = window.game
        assert window.stack.currentWidget() is page
        assert page.other_hand.is_face_down() and page.other_hand.count() == len(state.hands[COMPUTER])
        if checks < 6 or checks % 5 == 0:  # the walk is the slow part: often, not always
            assert _computer_tiles_readable(window) == [], f"decision {checks}"
            if not saw_walk_find_own and state.hands[PERSON]:
                own = _names(state.hands[PERSON][0])
                texts = readable_texts(window)
                saw_walk_find_own = any(own.search(text) for _, text in texts)  # the walk does see tiles
        checks += 1
        action = policy(legal_actions(state), bids)
        bids += isinstance(action, Bid)
        before = len(window.controller.session.record.events)
        time.advance(SETTLE_MS + 600)  # the person looks at the position first
        click_action(qtbot, window, action)
        assert len(window.controller.session.record.events) == before + 1, f"{action} was not sent"
    state = window.controller.state
    assert state.is_over, "the game did not end"
    assert window.stack.currentWidget() is window.summary
    assert "Practice: no rating change" in window.summary.next_line.text()  # R46: never rated
    assert saw_walk_find_own and checks >= 20 and hands >= 1
    assert window._handoff is None or window.handoff not in shown  # never a handoff screen
    record = window.controller.session.record
    assert all(step.ok for step in replay(record)) and final_state(record) == state  # it replays exactly
    computer_moves = [
        e for e in record.events if e.seat == COMPUTER and e.do in ("play", "draw", "bid", "waive", "accept")
    ]
    assert computer_moves
    # The computer's moves are told in the event list like a person's.
    told = "\n".join(window.log.lines)
    assert "Computer" in told


def test_input_is_dropped_while_the_computer_plays(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    go_on, player = _start_held(qtbot, window, monkeypatch)
    time: FakeTime = window.fake_time  # type: ignore[attr-defined]
    # Play until the computer is thinking.
    bids = 0
    for _ in range(40):
        if player.thinking:
            break
        go_on.set()
        qtbot.waitUntil(lambda: _persons_turn(window) or player.thinking, timeout=10_000)
        if player.thinking:
            break
        go_on.clear()
        state = window.controller.state
        if state.stage is Stage.HAND_OVER:
            qtbot.mouseClick(window.summary.continue_button, LEFT)
            continue
        bids = _person_plays(qtbot, window, bids)
        qtbot.waitUntil(lambda: player.thinking or _persons_turn(window), timeout=10_000)
    go_on.clear()
    assert player.thinking
    page = window.game
    assert window.stack.currentWidget() is page
    assert "thinking" in page.status.text() and "thinking" in page.other.role.text()
    events = len(window.controller.session.record.events)
    time.advance(5_000)  # long after any settling: only the computer's playing holds input back
    assert window._guard is not None and window._guard.is_active()
    assert page._legal == ()  # nothing offered to the person meanwhile
    hand = page.own_hand
    for i in range(hand.count()):
        qtbot.mouseClick(hand.tile_button(i), LEFT)
    qtbot.mouseClick(page.boneyard, LEFT, pos=page.boneyard.rect().center())
    for key in (Qt.Key.Key_1, Qt.Key.Key_D, Qt.Key.Key_Return, Qt.Key.Key_W, Qt.Key.Key_A, Qt.Key.Key_B):
        qtbot.keyClick(QApplication.focusWidget() or window, key)
    assert len(window.controller.session.record.events) == events  # nothing was sent
    go_on.set()
    qtbot.waitUntil(lambda: _persons_turn(window), timeout=10_000)
    assert len(window.controller.session.record.events) > events
    assert "thinking" not in page.other.role.text()


def test_R42_a_reopened_practice_game_goes_on_with_the_computer_on_its_seat(
    qtbot: QtBot, qapp: QApplication, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from spectacular_bid.app.practice import extra_fields
    from spectacular_bid.app.storage import open_storage
    from spectacular_bid.app.timesource import WallClock
    from spectacular_bid.core import START
    from spectacular_bid.ui.launch import App

    # A practice game is played until the computer thinks, and the program is closed then.
    go_on = hold_answers(monkeypatch)
    store, _ = open_storage(tmp_path / "games")
    before = GameController(WallClock(), storage=store)
    first = ComputerPlayer.of(before)
    first.pace_ms = 0
    before.new_game(("Ana", "Computer"), rng=random.Random(4), extra=extra_fields(Opponent(COMPUTER, "easy")))
    before.send(START)
    for _ in range(20):
        qtbot.waitUntil(
            lambda: (
                first.thinking or (before.state.to_act == PERSON and before.state.holder == PERSON and not first.busy)
            ),
            timeout=10_000,
        )
        if first.thinking:
            break
        before.send(policy(legal_actions(before.state), 0))
    assert first.thinking
    events = len(before.session.record.events)
    close_while_thinking(qtbot, before, first, store, go_on)

    # Reopened: no handoff, the person's hand in view, and the computer moves on its own.
    program = App(qapp, QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    program.quiet = True
    window = program.open_window("en")
    try:  # retired whatever happens: closing a window with a game in progress asks first
        window.controller  # noqa: B018 - made now, so that its computer can be set up before the game loads
        assert window.practice is not None
        window.practice.player.pace_ms = 0
        window.practice.player.iterations = 4
        window.practice.player.think_ms = 60_000
        shown: list[QWidget] = []
        window.stack.currentChanged.connect(lambda _i: shown.append(window.stack.currentWidget()))
        program.open_games(tmp_path / "games")
        controller = window.controller
        assert controller.has_game and opponent_of(controller.session.record) == Opponent(COMPUTER, "easy")
        qtbot.waitUntil(
            lambda: len(controller.session.record.events) > events and _persons_turn(window), timeout=10_000
        )
        assert controller.session.record.events[events].seat == COMPUTER  # it picked up its seat
        assert window._handoff is None or window.handoff not in shown
        if not controller.state.is_over and controller.state.stage is not Stage.HAND_OVER:
            assert window.stack.currentWidget() is window.game
            assert window.game.own_hand.tiles() == list(controller.state.hands[PERSON])
            assert _computer_tiles_readable(window) == []
    finally:
        program.close_games()
        window.retire()


def test_R45_the_person_is_offered_first_when_resigning_against_the_computer(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    from PySide6.QtCore import QTimer

    from spectacular_bid.ui.dialogs.questions import GameQuestion

    go_on, player = _start_held(qtbot, window, monkeypatch)
    qtbot.waitUntil(lambda: player.thinking or _persons_turn(window), timeout=10_000)
    if not player.thinking:  # the person opens: play, so that the computer is to act
        _person_plays(qtbot, window, 0)
        qtbot.waitUntil(lambda: player.thinking, timeout=10_000)
    assert window.controller.state.to_act == COMPUTER
    seen: list[list[str]] = []

    def answer_it() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, GameQuestion):
            QTimer.singleShot(10, answer_it)
            return
        seen.append([text for text, _ in box.answers()])
        qtbot.mouseClick(next(b for b in box.buttons() if b.text() == seen[0][0]), LEFT)

    QTimer.singleShot(0, answer_it)
    window.menus.resign_action.trigger()
    assert seen[0][0] == "Ana resigns: Computer wins"  # the person first, though the computer is to act
    go_on.set()
    result = window.controller.state.result
    assert result is not None and result.winner == COMPUTER
    qtbot.waitUntil(lambda: not player.busy)
    assert window.controller.session.record.events[-1].do == "resign"  # the late answer was dropped


@pytest.mark.parametrize("how", ["enter", "click"])
@pytest.mark.parametrize("seed", range(2))
def test_the_tile_keys_work_at_the_persons_first_decision(
    qtbot: QtBot, window: MainWindow, seed: int, how: str
) -> None:
    """Started from the names screen, the game's first decision on the table takes a tile's
    number key at once: the clock runs, and no click should be needed first."""
    window.show()
    window.activateWindow()
    qtbot.waitExposed(window)
    screen = window.new_game_screen
    qtbot.mouseClick(screen.computer_button, LEFT)
    screen.first.clear()
    qtbot.keyClicks(screen.first, "Ana")
    seed_new_games(window, seed)
    if how == "enter":
        qtbot.keyClick(screen.first, Qt.Key.Key_Return)
    else:
        qtbot.mouseClick(screen.start_button, LEFT)
    qtbot.waitUntil(lambda: _persons_turn(window), timeout=20_000)
    state = window.controller.state
    if state.stage is not Stage.PLAY:
        pytest.skip("the person's first decision is a bid here")
    window.fake_time.advance(SETTLE_MS + 1)  # type: ignore[attr-defined]
    hand = window.game.own_hand
    chosen: list[Tile] = []
    hand.tile_chosen.connect(chosen.append)
    qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_1)
    assert chosen == [hand.tiles()[0]], QApplication.focusWidget()
