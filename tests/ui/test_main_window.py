"""Whole games through the real window: mouse clicks only, and keys only, with a fake clock.

The game is dealt from a fixed seed and decided by the screenshot script's policy, so every
situation the issue names comes up: bidding with the jockey discount, an opening and a later
spinner with both side branches, draws, passes, a block, going out, and time losses.
"""

from __future__ import annotations

import contextlib
import os
import random
import re
from collections.abc import Iterator

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
from PySide6.QtCore import QPoint, QSettings, Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QApplication, QWidget
from real_window import click_action, click_reveal, hand_actions, readable_texts, seed_new_games

from spectacular_bid.app.controller import GameController
from spectacular_bid.app.session import Session
from spectacular_bid.app.timesource import FakeTime
from spectacular_bid.core import (
    CONTINUE,
    START,
    Accept,
    Action,
    Bid,
    Draw,
    End,
    Event,
    Play,
    Reason,
    Record,
    Resign,
    Reveal,
    Stage,
    Waive,
    apply,
    deal_from,
    legal_actions,
    new_game,
    replay,
    reserve_at,
)
from spectacular_bid.core.state import Blocked, Passed, WentOut
from spectacular_bid.ui import theme
from spectacular_bid.ui.input_guard import SETTLE_MS
from spectacular_bid.ui.main_window import MainWindow
from spectacular_bid.ui.screenshots import SEED, policy
from spectacular_bid.ui.table.bidding_panel import BiddingPanel
from spectacular_bid.ui.widgets.clock_widget import format_reserve

LEFT = Qt.MouseButton.LeftButton


def _start(qtbot, w: MainWindow, seed: int = SEED, *, keys: bool = False) -> None:  # type: ignore[no-untyped-def]
    screen = w.new_game_screen
    screen.first.clear()
    screen.second.clear()
    qtbot.keyClicks(screen.first, "Ana")
    qtbot.keyClicks(screen.second, "Ben")
    seed_new_games(w, seed)
    if keys:
        qtbot.keyClick(screen.second, Qt.Key.Key_Return)
    else:
        qtbot.mouseClick(screen.start_button, LEFT)
    assert w.controller.has_game


def _key_action(qtbot, w: MainWindow, action: Action) -> None:  # type: ignore[no-untyped-def]
    """Do ``action`` with the keyboard only."""
    focus = QApplication.focusWidget() or w
    if isinstance(action, Reveal):
        qtbot.keyClick(focus, Qt.Key.Key_Space)
        return
    game_page = w._game
    assert game_page is not None
    if isinstance(action, Play):
        index = game_page.own_hand.tiles().index(action.tile)
        assert index < 9, "the scripted hands keep the tile among the first nine"
        game_page.own_hand.tile_button(0).setFocus()
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key(Qt.Key.Key_1.value + index))
        if w.controller.state.to_act == action.seat and game_page._selected is action.tile:
            assert action.end is not None
            key = {End.WEST: Qt.Key.Key_W, End.EAST: Qt.Key.Key_E, End.NORTH: Qt.Key.Key_N, End.SOUTH: Qt.Key.Key_S}
            qtbot.keyClick(QApplication.focusWidget() or w, key[action.end])
    elif isinstance(action, Draw):
        qtbot.keyClick(focus, Qt.Key.Key_D)
    elif isinstance(action, Bid):
        panel = game_page.bidding
        while panel.amount() is not None and panel.amount() < action.amount:  # type: ignore[operator]
            qtbot.keyClick(QApplication.focusWidget() or w, Qt.Key.Key_Up)
        qtbot.keyClick(QApplication.focusWidget() or w, Qt.Key.Key_B)
    elif isinstance(action, Accept):
        qtbot.keyClick(focus, Qt.Key.Key_A)
    elif isinstance(action, Waive):
        qtbot.keyClick(focus, Qt.Key.Key_W)


def _play(qtbot, w: MainWindow, act, *, until: set[str], max_steps: int = 900) -> set[str]:  # type: ignore[no-untyped-def]
    """Play with ``act`` until every situation in ``until`` was seen; return what was seen."""
    time: FakeTime = w.fake_time  # type: ignore[attr-defined]
    seen: set[str] = set()
    bids = 0
    for _ in range(max_steps):
        state = w.controller.state
        table = state.table
        for note in state.notes:
            if isinstance(note, Passed):
                seen.add("pass")
            if isinstance(note, Blocked):
                seen.add("block")
            if isinstance(note, WentOut):
                seen.add("out")
        if table.arm(End.NORTH) and table.arm(End.SOUTH):
            seen.add("spinner")
        if until <= seen or state.is_over:
            break
        if state.stage is Stage.HAND_OVER:
            assert w.stack.currentWidget() is w.summary
            time.advance(2_000)
            if act is click_action:
                qtbot.mouseClick(w.summary.continue_button, LEFT)
            else:
                qtbot.keyClick(QApplication.focusWidget() or w, Qt.Key.Key_Return)
            continue
        action = policy(legal_actions(state), bids)
        if isinstance(action, Bid):
            bids += 1
            seen.add("bid")
        if isinstance(action, Draw):
            seen.add("draw")
        before = len(w.controller.session.record.events)
        time.advance(600 if isinstance(action, Draw) else 2_500)
        act(qtbot, w, action)
        assert len(w.controller.session.record.events) == before + 1, f"{action} was not sent"
    return seen


EVERYTHING = {"bid", "spinner", "draw", "pass", "block", "out"}


def test_a_whole_game_with_the_mouse_only(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    _start(qtbot, window)
    assert window.stack.currentWidget() is window.handoff
    seen = _play(qtbot, window, click_action, until=EVERYTHING)
    assert seen >= EVERYTHING
    # Then the player to act lets the clock run out: the game ends on time (R37).
    state = window.controller.state
    if state.stage is Stage.HAND_OVER:
        qtbot.mouseClick(window.summary.continue_button, LEFT)
    if window.controller.state.awaiting == "reveal":
        click_reveal(qtbot, window)
    due = window.controller.session.deadline
    assert due is not None
    window.fake_time.set(window.controller.session.origin + due)  # type: ignore[attr-defined]
    window.controller.check_clock()
    result = window.controller.state.result
    assert result is not None and result.reason is Reason.TIME
    assert window.stack.currentWidget() is window.summary
    assert "clock ran out" in window.summary.ending.text()


def test_a_whole_game_with_the_keyboard_only(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    window.activateWindow()
    _start(qtbot, window, keys=True)
    seen = _play(qtbot, window, _key_action, until=EVERYTHING)
    assert seen >= EVERYTHING


def test_time_loss_during_bidding_ends_the_game(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    _start(qtbot, window)
    _play(qtbot, window, click_action, until={"out"})
    qtbot.mouseClick(window.summary.continue_button, LEFT)
    state = window.controller.state
    assert state.stage is Stage.BIDDING
    assert window.handoff.messages_text() == ""  # a new hand: nothing has happened in it yet
    click_reveal(qtbot, window)
    due = window.controller.session.deadline
    assert due is not None
    window.fake_time.set(window.controller.session.origin + due - 1)  # type: ignore[attr-defined]
    window.controller.check_clock()
    assert not window.controller.state.is_over
    window.fake_time.advance(1)  # type: ignore[attr-defined]
    window.controller.check_clock()
    result = window.controller.state.result
    assert result is not None and result.reason is Reason.TIME and result.winner == 1 - state.to_act


def _tile_face_pixels(image: QImage) -> int:
    """Pixels of a tile's ivory face colour (the handoff screen must have none)."""
    face = QColor(theme.TILE_FACE)
    count = 0
    for y in range(0, image.height(), 2):
        for x in range(0, image.width(), 2):
            c = image.pixelColor(x, y)
            if abs(c.red() - face.red()) + abs(c.green() - face.green()) + abs(c.blue() - face.blue()) < 18:
                count += 1
    return count


_TILE_NAME = re.compile(r"[0-6]\s*[–|-]\s*[0-6]")  # "5–1", "5-1", "5|1": a tile, however written


def _tile_names_readable(window: MainWindow) -> list[str]:
    """Every text of the window's whole accessibility tree, hidden pages included, and every
    tooltip, that names a tile: what a screen reader or an inspector could read."""
    return [f"{where}: {text}" for where, text in readable_texts(window) if _TILE_NAME.search(text)]


@pytest.mark.slow  # a whole game, every screen walked
def test_R41_the_handoff_screen_shows_and_holds_no_tile(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """On every handoff of a whole game: no tile pixels, no tile name anywhere in the window's
    accessibility tree or tooltips, and no tile in the "what just happened" lines (R41)."""
    _start(qtbot, window)
    shown_handoffs = 0
    bids = 0
    for _ in range(900):
        state = window.controller.state
        if state.is_over:
            break
        if state.stage is Stage.HAND_OVER:
            window.fake_time.advance(2_000)  # type: ignore[attr-defined]
            qtbot.mouseClick(window.summary.continue_button, LEFT)
            continue
        action = policy(legal_actions(state), bids)
        bids += isinstance(action, Bid)
        if isinstance(action, Reveal):
            assert window.stack.currentWidget() is window.handoff
            assert _tile_names_readable(window) == [], f"handoff {shown_handoffs}"
            assert not _TILE_NAME.search(window.handoff.messages_text())
            if shown_handoffs < 4 or shown_handoffs % 40 == 0:  # pixels are the slow part: a sample
                assert _tile_face_pixels(window.grab().toImage()) == 0
            shown_handoffs += 1
        window.fake_time.advance(2_000)  # type: ignore[attr-defined]
        click_action(qtbot, window, action)
        if window.stack.currentWidget() is window._game and shown_handoffs == 1:
            assert _tile_face_pixels(window.grab().toImage()) > 200  # the check does see tiles
            assert _tile_names_readable(window)  # and so does the walk
    assert shown_handoffs >= 20


def test_clocks_show_the_cores_readings(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    _start(qtbot, window)
    click_reveal(qtbot, window)
    seat = window.controller.viewer
    assert seat is not None
    page = window.game
    for elapsed in (4_000, 13_500, 47_250):
        window.fake_time.set(window.controller.session.origin + window.controller.state.time + elapsed)  # type: ignore[attr-defined]
        window._on_clock_tick()
        at = window.controller.now()
        state = window.controller.state
        assert page.own.clock.reserve_text() == format_reserve(reserve_at(state, seat, at))
        assert page.other.clock.reserve_text() == format_reserve(reserve_at(state, 1 - seat, at))
        assert page.own.clock.is_running() and not page.other.clock.is_running()


def test_an_illegal_drop_explains_itself_and_changes_nothing(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    _start(qtbot, window)
    click_reveal(qtbot, window)
    window.fake_time.advance(SETTLE_MS)  # type: ignore[attr-defined]  # the player looks at the hand first
    state = window.controller.state
    hand = window.game.own_hand
    forced = state.opener_tile
    other = next(t for t in hand.tiles() if t is not forced)
    events = len(window.controller.session.record.events)
    qtbot.mouseClick(hand.tile_button(hand.tiles().index(other)), LEFT)
    assert "must open with" in window.game.status.text()
    assert window.controller.state is state
    assert len(window.controller.session.record.events) == events


def _ben_resigns(window: MainWindow, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Resign from the Game menu, answering the question "Ben"."""
    from PySide6.QtWidgets import QMessageBox

    def choose_second(box: QMessageBox) -> int:
        for button in box.buttons():
            if button.text().startswith("Ben"):
                button.click()
        return 0

    monkeypatch.setattr(QMessageBox, "exec", choose_second)
    window.menus.resign_action.trigger()


def test_resign_asks_who_and_ends_the_game(qtbot, window: MainWindow, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    _start(qtbot, window)
    _ben_resigns(window, monkeypatch)
    result = window.controller.state.result
    assert result is not None and result.reason is Reason.RESIGN and result.winner == 0
    assert window.stack.currentWidget() is window.summary
    assert "Ben resigns" in window.summary.events.text()  # among the hand's events, as a time loss is
    assert "no rating change" not in window.summary.next_line.text()  # a game between people is rated (R46)
    assert all(pips.text().endswith("(not counted)") for pips in window.summary.pips)  # a resignation counts none


def test_R46_a_game_between_people_ends_saying_what_it_did_to_both_ratings(  # type: ignore[no-untyped-def]
    qtbot, window: MainWindow, storage, monkeypatch
) -> None:
    """An eighth play-test's game between two people ended without a word of its rating
    result, where a practice game says "Practice: no rating change"."""
    window.controller.set_storage(storage)
    _start(qtbot, window)
    _ben_resigns(window, monkeypatch)
    ana, ben = round(storage.rating("Ana").rating), round(storage.rating("Ben").rating)
    assert ana > 1500 > ben
    words = window.summary.next_line.text().splitlines()
    ana_change, ben_change = f"+{ana - 1500}, provisional", f"−{1500 - ben}, provisional"  # a first game
    assert words[-1] == f"Ratings: Ana 1500 → {ana} ({ana_change}) · Ben 1500 → {ben} ({ben_change})"


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_the_window_resizes_cleanly(qtbot, window: MainWindow, size: tuple[int, int]) -> None:  # type: ignore[no-untyped-def]
    _start(qtbot, window)
    click_reveal(qtbot, window)
    window.resize(*size)
    qtbot.wait(20)
    page = window.game
    assert page.table.height() >= 200 and page.own_hand.width() >= 250
    for widget in (page.own.clock, page.own.balance, page.other.clock, page.own_hand):
        top_left = widget.mapTo(window, QPoint(0, 0))
        assert 0 <= top_left.x() and top_left.x() + widget.width() <= window.width()
        assert 0 <= top_left.y() and top_left.y() + widget.height() <= window.height()


def test_R41_a_reopened_game_with_a_running_clock_starts_covered(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    _start(qtbot, window)
    click_reveal(qtbot, window)
    assert window.stack.currentWidget() is window.game
    events = len(window.controller.session.record.events)
    window.cover()  # what the launcher does after reloading such a game
    assert window.stack.currentWidget() is window.handoff
    assert "clock is running" in window.handoff.privacy.text()
    seat = window.controller.state.to_act
    assert window.handoff.clocks[seat].is_running()  # it never stopped: the screen says so
    assert _tile_face_pixels(window.grab().toImage()) == 0
    click_reveal(qtbot, window)
    assert window.stack.currentWidget() is window.game
    assert len(window.controller.session.record.events) == events  # no game event: the clock never stopped


def test_history_menu_lists_the_stored_games(qtbot, window: MainWindow, tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QDialog

    from spectacular_bid.app.storage import open_storage
    from spectacular_bid.ui.dialogs.history_dialog import HistoryDialog

    storage, _ = open_storage(tmp_path / "games")
    window.controller.set_storage(storage)
    _start(qtbot, window)  # stored as it starts
    shown: list[QDialog] = []
    monkeypatch.setattr(QDialog, "exec", lambda self: shown.append(self) or 0)
    window.menus.history_action.trigger()
    assert len(shown) == 1 and isinstance(shown[0], HistoryDialog)
    assert len(shown[0].rows()) == 1


def test_clicking_the_boneyard_while_a_tile_fits_says_why_R45(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """Issue 12, item 7: the click is not silently ignored."""
    from spectacular_bid.core import Draw, Play, legal_actions

    _start(qtbot, window)
    for _ in range(200):
        state = window.controller.state
        legal = legal_actions(state)
        if (
            window.controller.viewer is not None
            and state.table.plays
            and any(isinstance(a, Play) for a in legal)
            and not any(isinstance(a, Draw) for a in legal)
        ):
            break
        window.fake_time.advance(SETTLE_MS)  # type: ignore[attr-defined]  # a player looks before acting
        click_action(qtbot, window, next((a for a in legal if isinstance(a, Play)), legal[0]))
    before = window.controller.state
    boneyard = window.game.boneyard
    window.fake_time.advance(SETTLE_MS)  # type: ignore[attr-defined]
    qtbot.mouseClick(boneyard, LEFT, pos=boneyard.rect().center())
    assert window.controller.state is before  # nothing drawn
    assert "fits" in window.game.status.text()
    assert "fits" in window.statusBar().currentMessage()
    # A play-test: the clock then ran out, and the game-over screen kept "You have a tile that
    # fits: play it" under it. A refusal is news only on the table it refused on.
    due = window.controller.session.deadline
    assert due is not None
    window.fake_time.set(window.controller.session.origin + due)  # type: ignore[attr-defined]
    window.controller.check_clock()
    assert window.stack.currentWidget() is window.summary
    assert "fits" not in window.statusBar().currentMessage()


def test_nothing_moves_when_the_first_status_message_shows(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """Issue 12, item 10: the status bar's line is there from the start."""
    _start(qtbot, window)
    before = window.stack.geometry()
    window.explain("That is not possible now.")
    qtbot.wait(10)
    assert window.stack.geometry() == before


def test_the_names_warning_does_not_move_the_fields(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """Issue 12, item 10: the warning line's room is kept while it is hidden."""
    screen = window.new_game_screen
    screen.first.setText("Ana")
    screen.second.setText("Ana")
    qtbot.wait(10)
    before = screen.first.mapTo(window, screen.first.rect().topLeft())
    screen.try_start()
    qtbot.wait(10)
    assert screen.error_text()
    assert screen.first.mapTo(window, screen.first.rect().topLeft()) == before


def test_switching_language_retells_the_account_in_french(qtbot, window: MainWindow, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """Issue 12, item 8: after a switch, no screen keeps sentences in the other language."""
    from spectacular_bid.ui.i18n import install_language

    _start(qtbot, window)
    _play(qtbot, window, click_action, until={"out"})
    assert window.stack.currentWidget() is window.summary
    assert "End total" in window.summary.transfers_text()
    try:
        assert install_language("fr")
        settings = QSettings(str(tmp_path / "fr.ini"), QSettings.Format.IniFormat)
        french = MainWindow(window.controller, "fr", None, settings)
        qtbot.addWidget(french)
        french.take_state_from(window)
        text = french.summary.transfers_text()
        assert text and "End total" not in text and "Total des extrémités" in text
        assert len(text.splitlines()) == len(window.summary.transfers_text().splitlines())
        french.retire()
    finally:
        install_language("en")


def test_the_quit_question_says_a_paused_clock_stays_paused_R42(  # type: ignore[no-untyped-def]
    qtbot, window: MainWindow, storage, monkeypatch
) -> None:
    """Issue 12, item 19: closing stops no running clock, and restarts no paused one (of a
    saved game: one that is not saved is lost, and the question says so)."""
    from spectacular_bid.ui.dialogs.questions import GameQuestion

    window.controller.set_storage(storage)
    asked: list[str] = []

    def answer_cancel(box: GameQuestion) -> int:
        asked.append(box.text())
        return 0  # closed without an answer: Cancel

    monkeypatch.setattr(GameQuestion, "exec", answer_cancel)
    _start(qtbot, window)
    window.close()
    assert asked and "running clock does not stop" in asked[0] and "paused clock stays paused" in asked[0]
    assert window.isVisible()  # the answer was No


def _blocked_game_ticked_after(time: FakeTime) -> Session:
    """A game whose first hand was blocked (R23), from a record with a ``tick`` after the
    block: the state it leaves has the tick's notes (none), not the block's."""
    for seed in range(200):
        rng = random.Random(seed)
        state = apply(new_game(("Ana", "Ben"), [deal_from(rng)]), START, 0)
        events = [Event(0, "start")]
        while state.stage is not Stage.HAND_OVER:
            action = rng.choice(legal_actions(state))
            events.append(Event.of(action, state.time + 500))
            state = apply(state, action, state.time + 500)
        if any(isinstance(n, Blocked) for n in state.notes):
            events.append(Event(state.time + 5_000, "tick"))
            record = Record(("Ana", "Ben"), (state.deals[0],), tuple(events), "2026-12-02T09:00:00Z")
            return Session.from_record(record, time)
    raise AssertionError("no blocked hand in 200 deals")


def test_R23_the_count_after_a_block_tells_that_block_even_after_a_tick(window: MainWindow) -> None:
    session = _blocked_game_ticked_after(window.fake_time)  # type: ignore[attr-defined]
    assert session.state.notes == ()
    block = next(n for s in replay(session.record) for n in s.notes if isinstance(n, Blocked))
    window.controller.load(session)
    assert window.stack.currentWidget() is window.summary
    assert window.summary.ending.text() == window.summary.ending_text(block, ("Ana", "Ben"))


@pytest.mark.parametrize("ending", ["at the count", "during the next hand"])
def test_R23_a_game_resigned_after_a_block_says_whether_its_pips_counted(window: MainWindow, ending: str) -> None:
    """A review resigned at the count after a block: the game's end said both hands' pips
    "(not counted)", where the block's count had taken them (R23). Resigned once the next
    hand is under way, the pips on show are that hand's, not counted."""
    session = _blocked_game_ticked_after(window.fake_time)  # type: ignore[attr-defined]
    if ending == "during the next hand":
        session.submit(CONTINUE)
    window.controller.load(session)
    window.controller.send(Resign(0))
    assert window.stack.currentWidget() is window.summary
    pips = [p.text() for p in window.summary.pips]
    if ending == "at the count":
        assert not any("(not counted)" in text for text in pips), pips
    else:
        assert all(text.endswith("(not counted)") for text in pips), pips


def test_the_window_tells_the_notes_the_controller_emits(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """The event log follows ``notes_emitted``, not the state's notes read again."""
    _start(qtbot, window)
    told = len(window.log.lines)
    window.controller.notes_emitted.emit((Passed(1),))
    assert window.log.lines[told:] == ["Ben cannot play and passes"]
    window.refresh()  # showing the same state again tells nothing again
    assert window.log.lines[told:] == ["Ben cannot play and passes"]


def _at_the_second_bidding(qtbot, window: MainWindow) -> BiddingPanel:  # type: ignore[no-untyped-def]
    """A game played to its second hand's bidding, the device revealed: the panel in view."""
    _start(qtbot, window)
    _play(qtbot, window, click_action, until={"out"})
    window.fake_time.advance(2_000)  # type: ignore[attr-defined]
    qtbot.mouseClick(window.summary.continue_button, LEFT)
    click_reveal(qtbot, window)
    panel = window.game.bidding
    assert window.controller.state.stage is Stage.BIDDING and panel.isVisible()
    return panel


def test_a_reveal_into_the_bidding_gives_the_panel_the_keyboard(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """A keyboard probe revealed into the bidding and found the keyboard on the hand ("7
    tiles"), with no word that a bid or a waiver was due, and the panel described by nothing.
    The panel takes the keyboard, and its description says who decides, the bid standing and
    who the jockey is."""
    panel = _at_the_second_bidding(qtbot, window)
    qtbot.waitUntil(lambda: panel.hasFocus() or panel.isAncestorOf(QApplication.focusWidget()))
    said = panel.accessibleDescription()
    assert panel.who.text().replace("\u00a0", " ") in said.replace("\u00a0", " ")
    assert panel.standing.text() in said and panel.jockey.text() in said


def test_switching_language_keeps_the_amount_chosen_in_the_bidding(qtbot, window: MainWindow, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """A play-test raised the bid to 25, switched to English, and the panel read "Bid 15 (B)":
    a press of B would have bid 15. The new window's panel keeps the amount chosen."""
    panel = _at_the_second_bidding(qtbot, window)
    chosen = panel.amounts()[2]
    panel.set_amount(chosen)
    with _in_french(qtbot, window, tmp_path) as french:
        assert french.game.bidding.amount() == chosen


@contextlib.contextmanager
def _in_french(qtbot, window: MainWindow, tmp_path) -> Iterator[MainWindow]:  # type: ignore[no-untyped-def]
    """The window rebuilt in French as a language switch rebuilds it, taking ``window``'s
    state; retired (no question on closing it) and English again afterwards."""
    from spectacular_bid.ui.i18n import install_language

    try:
        assert install_language("fr")
        settings = QSettings(str(tmp_path / "fr.ini"), QSettings.Format.IniFormat)
        french = MainWindow(window.controller, "fr", None, settings)
        qtbot.addWidget(french)
        french.show()
        try:
            french.take_state_from(window)
            yield french
        finally:
            french.retire()
    finally:
        install_language("en")


def test_switching_language_keeps_the_tile_picked_and_the_tile_chosen(qtbot, window: MainWindow, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """A play-test pressed Enter (the first tile that fits picked, its ring shown), switched to
    English, and the pick was gone: the next Enter picked it again while the reserve ran. The
    new window keeps the tile picked, and a tile chosen whose end is still to choose."""
    from spectacular_bid.core import Play, legal_actions

    _start(qtbot, window)
    for _ in range(300):  # on to a turn where a tile may go to two ends
        state = window.controller.state
        legal = legal_actions(state)
        plays = [a for a in legal if isinstance(a, Play) and a.end is not None]
        two = [a.tile for a in plays if sum(b.tile == a.tile for b in plays) > 1]
        if window.controller.viewer is not None and len(state.table.plays) > 1 and two:  # not a lone double's sides
            break
        window.fake_time.advance(SETTLE_MS)  # type: ignore[attr-defined]
        click_action(qtbot, window, next((a for a in legal if isinstance(a, Play)), legal[0]))
    assert two
    window.activateWindow()
    hand = window.game.own_hand
    hand.setFocus()
    window.fake_time.advance(SETTLE_MS)  # type: ignore[attr-defined]  # past the input guard
    qtbot.keyClick(hand, Qt.Key.Key_Return)  # picks the first tile that fits
    picked = hand.focused_tile()
    assert picked is not None
    with _in_french(qtbot, window, tmp_path) as french:
        french.activateWindow()
        qtbot.waitUntil(lambda: french.game.own_hand.focused_tile() == picked, timeout=2_000)
    window.game.choose_tile(two[0])  # one of two ends to choose
    assert window.game.own_hand.selected() == two[0]
    with _in_french(qtbot, window, tmp_path) as french:
        assert french.game.own_hand.selected() == two[0]
        assert "Choisissez" in french.game.status.text()


def test_switching_language_keeps_the_rules_open(qtbot, window: MainWindow, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """A play-test had the rules open during a turn and switched to English: the rules closed.
    The new window opens them again, in its language, at about the same place."""
    _start(qtbot, window)
    window.show_help()
    panel = window.dialogs.help
    assert panel is not None and panel.isVisible()
    bar = panel.browser.verticalScrollBar()
    bar.setValue(bar.maximum() // 2)
    with _in_french(qtbot, window, tmp_path) as french:
        again = french.dialogs.help
        assert again is not None and again.isVisible() and again is not panel
        assert "règle" in again.browser.toPlainText().lower()
        kept = again.browser.verticalScrollBar()
        assert abs(kept.value() / max(1, kept.maximum()) - 0.5) < 0.1


def test_the_bidding_menu_names_the_amount_keys_and_moves_the_amount(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """A play-test found Up, Down and End changing the amount, said nowhere but the guided
    game and the rules: the Bidding menu names them, and its items move the amount too."""
    panel = _at_the_second_bidding(qtbot, window)
    raise_, lower, smallest, largest = window.menus.amount_actions
    assert [a.text().split("\t")[1] for a in window.menus.amount_actions] == ["↑, +", "↓, −", "Home", "End"]
    assert all(a.isEnabled() for a in window.menus.amount_actions)
    first = panel.amount()
    raise_.trigger()
    assert panel.amount() == first + 5  # type: ignore[operator]
    largest.trigger()
    assert panel.amount() == panel.amounts()[-1]
    lower.trigger()
    assert panel.amount() == panel.amounts()[-2]
    smallest.trigger()
    assert panel.amount() == panel.amounts()[0]


def test_the_bidding_menu_offers_only_what_the_decision_allows(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """A play-test chose Bidding → Accept the bid with no bid standing: the item looked as live
    as Waive and did nothing, while the clock ran. Accept is offered facing a bid only, Waive
    at the first decision only (R27, R28); A or W pressed where they do not apply says why."""
    panel = _at_the_second_bidding(qtbot, window)
    window.menus.update()
    assert window.menus.waive_action.isEnabled() and not window.menus.accept_action.isEnabled()
    window.fake_time.advance(2_000)  # type: ignore[attr-defined]
    qtbot.keyClick(panel, Qt.Key.Key_A)
    assert window.controller.state.bid is None  # nothing changed
    assert window.game.status.text() == "No bid stands yet: waive (W) or bid (B)."
    panel.bid_button.click()  # the first bid: the other player now faces it
    click_reveal(qtbot, window)
    window.fake_time.advance(2_000)  # type: ignore[attr-defined]
    window.menus.update()
    assert window.menus.accept_action.isEnabled() and not window.menus.waive_action.isEnabled()
    qtbot.keyClick(panel, Qt.Key.Key_W)
    assert window.controller.state.bid is not None and window.controller.state.stage is Stage.BIDDING
    assert window.game.status.text() == "A bid stands: accept it (A) or overbid (B). Only the first decision waives."


@pytest.mark.parametrize("language", ["en", "fr"])
def test_help_says_what_the_program_is_and_its_version(qtbot, tmp_path, language: str) -> None:  # type: ignore[no-untyped-def]
    """An eighth play-test found no About anywhere: no version, no word of what made it."""
    import spectacular_bid
    from spectacular_bid.app.controller import GameController
    from spectacular_bid.ui.i18n import install_language

    assert install_language(language)
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    w = MainWindow(GameController(FakeTime(5_000_000)), language, None, settings)
    qtbot.addWidget(w)
    try:
        w.show()
        qtbot.waitExposed(w)
        w.build_menus()
        about = w.menus.about_action
        assert about in w.menus.titles["help"].actions()
        about.trigger()
        box = w.dialogs.about_box
        assert box is not None and box.isVisible()
        text = box.text()
        assert "Spectacular Bid" in text and spectacular_bid.__version__ in text
        from PySide6.QtCore import qVersion

        assert f"Qt {qVersion()}" in text  # the Qt library the program runs on, not its binding's version
        assert ("Fives dominoes" if language == "en" else "dominos aux Fives") in text and "licence" in text.lower()
        assert box.windowTitle() == ("About Spectacular Bid" if language == "en" else "À propos de Spectacular Bid")
        box.close()
    finally:
        install_language("en")
        w.retire()


def test_every_scrolled_box_is_named_where_the_tab_key_stops(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """A keyboard probe tabbed through the table onto a stop with no name (the events beside
    it, scrolled): a screen reader said "scroll area" and nothing else. Each scrolled box of
    the handoff, the table and the replay is named."""
    from PySide6.QtWidgets import QScrollArea

    from spectacular_bid.ui.dialogs.replay_viewer import ReplayViewer

    window.controller.new_game(("Ana", "Ben"), rng=random.Random(SEED))
    window.controller.send(START)
    boxes = list(window.findChildren(QScrollArea))  # the handoff's
    click_reveal(qtbot, window)
    boxes += window.findChildren(QScrollArea)  # and the table's
    viewer = ReplayViewer(window.controller.session.record)
    qtbot.addWidget(viewer)
    boxes += viewer.findChildren(QScrollArea)
    assert len(boxes) >= 3
    unnamed = [box for box in boxes if box.focusPolicy() != Qt.FocusPolicy.NoFocus and not box.accessibleName()]
    assert unnamed == []


def test_R41_no_menu_acts_on_a_covered_hand(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """A game reopened while its clock runs is covered until its player presses Reveal; the
    Play and Bid menus' actions (and their keys) must not act on that hand meanwhile: its
    player has not seen it (R41)."""
    _start(qtbot, window)
    click_reveal(qtbot, window)
    actions = hand_actions(window)
    assert any(action.isEnabled() for action in actions)  # uncovered, the hand's player acts
    events = len(window.controller.session.record.events)
    window.cover()
    assert [a.text() for a in actions if a.isEnabled()] == []
    for action in actions:
        action.trigger()
    assert len(window.controller.session.record.events) == events
    click_reveal(qtbot, window)
    assert any(action.isEnabled() for action in actions)


def test_enter_with_no_tile_that_fits_goes_to_the_boneyard_and_draws(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """A play-test pressed Enter with no tile that fit: it picked 6–6 anyway and said it fitted
    no end. Enter first picks what can be done, the boneyard here, and does it when pressed
    again, as it does with a tile that fits."""
    from spectacular_bid.core import Draw, Play, legal_actions

    _start(qtbot, window)
    for _ in range(400):  # on to a turn of the device holder's with nothing but a draw
        state = window.controller.state
        legal = legal_actions(state)
        if window.controller.viewer is not None and legal and all(isinstance(a, Draw) for a in legal):
            break
        window.fake_time.advance(SETTLE_MS)  # type: ignore[attr-defined]
        click_action(qtbot, window, next((a for a in legal if isinstance(a, Play)), legal[0]))
    assert all(isinstance(a, Draw) for a in legal_actions(window.controller.state))
    window.activateWindow()
    hand = window.game.own_hand
    hand.setFocus()
    window.fake_time.advance(SETTLE_MS)  # type: ignore[attr-defined]  # past the input guard
    events = len(window.controller.session.record.events)
    assert window.game.status.text().startswith("No tile fits: draw from the boneyard")
    qtbot.keyClick(hand, Qt.Key.Key_Return)
    assert hand.focused_tile() is None and window.game.boneyard.hasFocus()
    assert len(window.controller.session.record.events) == events  # the first press does nothing yet
    # A play-test saw only a dashed ring come to the boneyard, the line unchanged: it says so.
    assert window.game.status.text() == "No tile fits, and the boneyard is picked: press Enter to draw."
    hand.setFocus()
    assert window.game.status.text().startswith("No tile fits: draw from the boneyard")
    qtbot.keyClick(hand, Qt.Key.Key_Return)
    qtbot.keyClick(window.game.boneyard, Qt.Key.Key_Return)
    assert window.controller.session.record.events[events].do == "draw"


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
@pytest.mark.parametrize("name", ["Anne-Sophie Vandenbrouck", "Guillaume-Maxime Dumonde"])
def test_a_name_of_the_longest_length_shows_whole_in_its_field(  # type: ignore[no-untyped-def]
    qtbot, window: MainWindow, size: tuple[int, int], name: str
) -> None:
    """A play-test typed "Anne-Sophie Vandenbrouck" (24 characters, the most a name may hold)
    and saw "nne-Sophie Vandenbrouck": the field was a few pixels too narrow, its text
    scrolled; widened for that name alone, a review's "Guillaume-Maxime Dumonde" still was."""
    from spectacular_bid.app.names import MAX_NAME

    assert len(name) == MAX_NAME
    window.resize(*size)
    qtbot.wait(10)
    for edit in (window.new_game_screen.first, window.new_game_screen.second):
        edit.setText(name)
        edit.end(False)
        edit.grab()  # a line edit scrolls its text as it paints
        at_end = edit.cursorRect().center().x()
        edit.home(False)
        edit.grab()
        at_start = edit.cursorRect().center().x()
        assert at_end - at_start >= edit.fontMetrics().horizontalAdvance(name) - 1  # nothing scrolled out


def test_a_window_told_before_it_shows_says_its_lines_at_its_own_width(qtbot, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """A play-test switched the language: the new window, told the game's last lines before it
    showed, cut them to "Total des …" on its status bar, measured at the bar's width before it
    had its real one, and kept them so. They are measured at the window's width."""
    settings = QSettings(str(tmp_path / "told.ini"), QSettings.Format.IniFormat)
    w = MainWindow(GameController(FakeTime(5_000_000)), "en", None, settings)
    qtbot.addWidget(w)
    w.setGeometry(0, 0, 1024, 640)  # as a language switch gives the new window the old one's
    line = "End total 10 → Anne-Sophie Vandenbrouck +10"
    w.tell([line])
    w.show()
    qtbot.waitExposed(w)
    assert w.statusBar().currentMessage() == line
    w.retire()


@pytest.mark.parametrize("where", ["table", "bidding"])
def test_a_menu_closed_with_escape_gives_the_game_its_keys_back(qtbot, window: MainWindow, where: str) -> None:  # type: ignore[no-untyped-def]
    """A play-test opened the Play menu with a click and closed it with Esc: the menu bar kept
    the keyboard, and the tile's digit, Enter and D did nothing while the player's clock ran
    (14 s of reserve lost). Closing a menu gives the keys back to the hand or the panel."""
    if where == "bidding":
        panel = _at_the_second_bidding(qtbot, window)
        keeper: QWidget = panel
    else:
        _start(qtbot, window)
        window.controller.send(Reveal(window.controller.state.to_act))
        keeper = window.game.own_hand
        qtbot.waitUntil(lambda: window.stack.currentWidget() is window.game)
    window.focus_screen()
    bar = window.menuBar()
    menu = window.menus.titles["play"]
    bar.setActiveAction(menu.menuAction())  # as a click on its title opens it
    qtbot.waitUntil(menu.isVisible)
    qtbot.keyClick(menu, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not menu.isVisible())
    qtbot.waitUntil(lambda: keeper is window.focusWidget() or keeper.isAncestorOf(window.focusWidget()), timeout=1000)
    assert bar.activeAction() is None and not bar.hasFocus()


def test_a_name_written_right_to_left_keeps_its_numbers_where_they_belong(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """A hostile probe named a player דנה לוי: "Final balances: 120 דנה לוי", and a rating that
    rose read "1659 → 1500": beside a right-to-left name, the numbers went to its other side.
    The window's sentences set such a name apart (Unicode's isolates); Latin names are as typed."""
    window.controller.new_game(("Ana", "דנה לוי"), rng=random.Random(SEED))
    window.controller.send(START)
    window.controller.send(Resign(1))
    assert window.stack.currentWidget() is window.summary
    said = window.summary.next_line.text()
    assert "Final balances: Ana 150 — \u2068דנה לוי\u2069 150" in said
    assert window.summary.ending.text() == "\u2068דנה לוי\u2069 resigned."


def test_time_a_running_clock_counted_while_the_program_could_not_run_is_said_R42(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """A hostile probe stopped the program for 20 s during a turn, as a sleeping laptop does:
    12 s of reserve went (R42) and nothing said why. The window says it on the status bar."""
    from spectacular_bid.app.messages import minutes_seconds

    _start(qtbot, window)
    seat = window.controller.state.to_act
    window.controller.send(Reveal(seat))
    qtbot.wait(120)  # the running clock is read
    assert "clock ran on" not in window.statusBar().currentMessage()
    window.fake_time.advance(20_000)  # type: ignore[attr-defined]
    qtbot.waitUntil(lambda: "clock ran on" in window.statusBar().currentMessage(), timeout=2_000)
    name = window.controller.state.players[seat]
    left = minutes_seconds(window.controller.view(seat).clock(seat).reserve)
    assert left == "1:50"  # the delay's 10 s, then 10 s of reserve
    assert window.statusBar().currentMessage() == (
        f"{name}'s clock ran on for 20 s while the program could not run (the device asleep or busy): "
        f"{left} of reserve left."
    )


def test_a_stall_is_said_even_when_a_play_comes_first_on_waking(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """A review: when the first thing after the program ran again was the player's click, the
    time the running clock had counted went unsaid (the click started the next decision)."""
    told: list[tuple[int, int]] = []
    window.controller.stalled.connect(lambda ms, seat: told.append((ms, seat)))
    _start(qtbot, window)
    seat = window.controller.state.to_act
    window.controller.send(Reveal(seat))
    qtbot.wait(120)  # the running clock is read
    window.fake_time.advance(5_000)  # type: ignore[attr-defined]
    window.controller.send(window.controller.legal_actions()[0])  # before any timer wakes
    assert told == [(5_000, seat)]


def test_a_gain_told_on_the_status_bar_goes_with_the_next_move(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """A play-test read "End total 10 → Joueur +10" on the status bar after the computer's
    play that scored nothing: the line told of the move before. The next move takes it off
    (and says its own, if it has one); a line not the game's stays."""
    window.controller.new_game(("Ana", "Ben"), rng=random.Random(3))
    window.controller.send(START)
    window.tell(["End total 10 → Ana +10"])  # as a gain is told
    assert window.statusBar().currentMessage() == "End total 10 → Ana +10"
    window.fake_time.advance(1_000)  # type: ignore[attr-defined]
    window.controller.send(legal_actions(window.controller.state)[0])  # the opener reveals: no gain
    assert window.statusBar().currentMessage() == ""
    window.statusBar().showMessage("Game kept to finish later")  # not a move's line
    window.fake_time.advance(1_000)  # type: ignore[attr-defined]
    window.controller.send(legal_actions(window.controller.state)[0])
    assert window.statusBar().currentMessage() == "Game kept to finish later"
