"""The "What happened" list of a practice game keeps its newest line in view, whatever the
computer did last (issue 20, item 6)."""

from __future__ import annotations

import os
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QScrollBar, QWidget
from pytestqt.qtbot import QtBot
from real_window import click_action, seed_new_games

from spectacular_bid.core import Bid, Stage, legal_actions
from spectacular_bid.ui.i18n import install_language
from spectacular_bid.ui.input_guard import SETTLE_MS
from spectacular_bid.ui.main_window import MainWindow
from spectacular_bid.ui.screenshots import policy
from spectacular_bid.ui.table.game_page import GamePage

LEFT = Qt.MouseButton.LeftButton
PERSON, COMPUTER = 0, 1


@pytest.fixture
def window(window: MainWindow) -> MainWindow:
    """The English window with a quick computer that plays the same on any machine."""
    assert window.practice is not None
    player = window.practice.player
    player.pace_ms = 0
    player.iterations = 4
    player.think_ms = 60_000  # only the iterations bound it: a loaded machine gives the same answers
    player.seed = 3
    return window


def _lowest_ink(widget: QWidget) -> int:
    """The lowest row of ``widget`` where something is drawn (its text), -1 when none."""
    image = widget.grab().toImage()
    ground = image.pixel(0, image.height() - 1)
    for y in range(image.height() - 1, -1, -1):
        if any(image.pixel(x, y) != ground for x in range(0, image.width(), 2)):
            return y
    return -1


def _newest_line_in_view(page: GamePage) -> bool:
    """Whether the list shows the bottom of its text: the lowest line drawn lies in the part of
    the list scrolled into view, at its foot when the list scrolls."""
    QApplication.processEvents()  # the layout settles, as before the next paint
    label, area = page.log, page.log_scroll
    ink = _lowest_ink(label)
    top, seen = area.verticalScrollBar().value(), area.viewport().height()
    scrolls = area.verticalScrollBar().maximum() > 0
    foot = top + seen - 2 * label.fontMetrics().lineSpacing() if scrolls else top
    return foot <= ink < top + seen


def _persons_turn(w: MainWindow) -> bool:
    assert w.practice is not None
    state = w.controller.state
    if state.is_over or state.stage is Stage.HAND_OVER:
        return True
    return not w.practice.player.busy and state.to_act == PERSON and state.awaiting in ("play", "bid")


def test_the_newest_line_of_a_practice_game_stays_in_view(qtbot: QtBot, window: MainWindow) -> None:
    window.resize(1024, 640)
    screen = window.new_game_screen
    qtbot.mouseClick(screen.computer_button, LEFT)
    screen.first.setText("Maximilienne-Anastasia")
    seed_new_games(window, 4)
    qtbot.mouseClick(screen.start_button, LEFT)
    shown: list[bool] = []

    def look() -> None:
        if window._game is not None and window.stack.currentWidget() is window.game and window.log.lines:
            if window.game.side_box.isVisible():
                shown.append(_newest_line_in_view(window.game))

    # The controller outlives this window (a computer's move may still come in after the test):
    # the watcher goes with the test.
    window.controller.state_changed.connect(look)
    try:
        bids = 0
        for _ in range(150):
            qtbot.waitUntil(lambda: _persons_turn(window), timeout=20_000)
            look()
            state = window.controller.state
            if state.is_over:
                break
            if state.stage is Stage.HAND_OVER:
                window.fake_time.advance(2_000)  # type: ignore[attr-defined]
                qtbot.mouseClick(window.summary.continue_button, LEFT)
                continue
            action = policy(legal_actions(state), bids)
            bids += isinstance(action, Bid)
            window.fake_time.advance(SETTLE_MS + 600)  # type: ignore[attr-defined]
            click_action(qtbot, window, action)
    finally:
        window.controller.state_changed.disconnect(look)
    assert len(shown) > 20
    assert all(shown), f"{shown.count(False)} of {len(shown)} views hid the newest line"


def test_a_practice_game_in_french_names_the_computer_in_french(window: MainWindow, tmp_path: Path) -> None:
    """Issue 20: the record holds the computer's name in the language the game was begun in;
    after a switch to French, the table, its players' areas and what is read aloud name it
    "L'Ordinateur", never "Computer": a name with its article, as "La Fontaine" is, so that
    "L'Ordinateur gagne la partie !" reads as French (a play-test read "Ordinateur gagne")."""
    from PySide6.QtCore import QSettings
    from real_window import readable_texts

    from spectacular_bid.ui.i18n import install_language

    window.start_practice("Ana", "easy")
    assert window.controller.state.players == ("Ana", "Computer")
    assert install_language("fr")
    settings = QSettings(str(tmp_path / "fr.ini"), QSettings.Format.IniFormat)
    french = MainWindow(window.controller, "fr", None, settings)
    try:
        french.resize(1280, 800)
        french.show()
        french.take_state_from(window)
        assert french.shown_view().players == ("Ana", "L'Ordinateur")
        texts = [text for _where, text in readable_texts(french)]
        assert any("L'Ordinateur" in text for text in texts)
        assert not [text for text in texts if "Computer" in text]
    finally:
        french.retire()
        install_language("en")


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_the_computers_french_name_is_shown_whole_beside_its_hand(window: MainWindow, tmp_path: Path, size) -> None:  # type: ignore[no-untyped-def]
    """ "L'Ordinateur" is a short name: the names' column makes room for it rather than show
    "L'Ord…teur" on every French practice table (and, cut one way per window, on its balance)."""
    from PySide6.QtCore import QSettings

    from spectacular_bid.ui.i18n import install_language

    assert install_language("fr")
    settings = QSettings(str(tmp_path / "fr.ini"), QSettings.Format.IniFormat)
    french = MainWindow(window.controller, "fr", None, settings)
    try:
        french.resize(*size)
        french.show()
        french.take_state_from(window)
        french.start_practice("Ana", "easy")
        QApplication.processEvents()
        assert french.shown_view().players[COMPUTER] == "L'Ordinateur"
        assert french.game.other.name.text() == "L'Ordinateur"
        assert french.game.own.name.text() == "Ana"
    finally:
        french.retire()
        install_language("en")


def _a_long_list(page: GamePage) -> QScrollBar:
    """Show 30 events beside ``page``'s table; the list's scroll bar, which has room to scroll."""
    bar = page.log_scroll.verticalScrollBar()
    page.show_log([f"End total {5 * (k % 4 + 1)} → Ana +5" for k in range(30)])
    QApplication.processEvents()
    assert bar.maximum() > 0  # the long list scrolls, to its foot
    return bar


def test_a_shorter_list_of_events_starts_at_the_top_without_a_scroll_bar(qtbot: QtBot) -> None:
    """From a session's second game on, the list kept the first game's height: its heading
    stood at the top, the new game's few lines (or the placeholder) far below it beside a
    scroll bar. The height a label asks for counted the minimum set for the longer list."""
    page = GamePage()
    qtbot.addWidget(page)
    page.resize(1024, 560)
    page.show()
    qtbot.waitExposed(page)
    bar = _a_long_list(page)
    for short in ([], ["Ben opens with 6–6"]):
        page.show_log(short)
        QApplication.processEvents()
        assert bar.maximum() == 0, short
        assert page.log.alignment() & Qt.AlignmentFlag.AlignTop, short
        assert _lowest_ink(page.log) < 3 * page.log.fontMetrics().lineSpacing(), short


def test_a_line_cut_at_the_top_of_the_scrolled_events_fades(qtbot: QtBot) -> None:
    """Scrolled to the newest, the events beside the table showed their top line cut through
    its letters under the heading, read as stray marks (a play-test): while more lies above,
    the top fades into the felt, as the count's account fades at its foot."""
    page = GamePage()
    qtbot.addWidget(page)
    page.resize(1024, 560)
    page.show()
    qtbot.waitExposed(page)
    page.show_log([f"End total {5 * (k % 4 + 1)} → Ana +5" for k in range(30)])
    QApplication.processEvents()
    fade = page.more_above
    view = page.log_scroll.viewport()
    assert page.log_scroll.verticalScrollBar().value() > 0
    assert fade.isVisible() and fade.geometry().top() == 0 and fade.width() == view.width()
    page.show_log(["Ben opens with 6–6"])
    QApplication.processEvents()
    assert not fade.isVisible()  # nothing above: nothing fades


def test_a_new_games_short_list_filled_behind_the_handoff_starts_at_the_top(qtbot: QtBot) -> None:
    """A seventh play-test's second game showed "What happened" over an empty band, the
    placeholder at its foot beside a scroll bar: the new game's list is filled while the
    handoff covers the page, and the hidden scroll area kept the last game's height."""
    from PySide6.QtWidgets import QLabel, QStackedWidget

    stack = QStackedWidget()
    qtbot.addWidget(stack)
    page, handoff = GamePage(), QLabel("handoff")
    stack.addWidget(page)
    stack.addWidget(handoff)
    stack.resize(1280, 745)
    stack.show()
    qtbot.waitExposed(stack)
    bar = _a_long_list(page)
    stack.setCurrentWidget(handoff)
    QApplication.processEvents()
    page.show_log([])  # the next game, behind the handoff
    QApplication.processEvents()
    stack.setCurrentWidget(page)
    QApplication.processEvents()
    assert bar.maximum() == 0
    assert page.log.alignment() & Qt.AlignmentFlag.AlignTop
    assert _lowest_ink(page.log) < 3 * page.log.fontMetrics().lineSpacing()


def _shortest_list(qtbot: QtBot) -> GamePage:
    """A page at 1024×560 whose list of events has its least height (the guided game's at
    1024×640)."""
    page = GamePage()
    qtbot.addWidget(page)
    page.resize(1024, 560)
    page.log_scroll.setMaximumHeight(page.log_scroll.minimumHeight())  # as short as it gets
    page.show()
    qtbot.waitExposed(page)
    return page


def test_a_lone_event_of_two_lines_fits_the_lists_least_height(qtbot: QtBot) -> None:
    """In the guided game at 1024×640 the list has its least height, two lines, and a lone
    event wrapped on two lines scrolled by 2 px, its first line fading as if more lay above:
    its cells' padding made it two lines and two pixels tall."""
    page = _shortest_list(qtbot)
    page.show_log(["Block: Ben's 23 rounds to 25 → Ana +25 and more"])
    QApplication.processEvents()
    assert page.log.heightForWidth(page.log.width()) >= 2 * page.log.fontMetrics().lineSpacing()  # two lines
    assert page.log_scroll.verticalScrollBar().maximum() == 0
    assert not page.more_above.isVisible()


def test_the_lists_hint_longer_than_its_room_reads_from_its_first_line(qtbot: QtBot) -> None:
    """A play-test saw the empty list's hint, three lines in French in two lines' room,
    scrolled to its foot, its first line faded as if events lay above: the list follows the
    newest event, and the hint is none."""
    page = _shortest_list(qtbot)
    # The French hint now keeps to the two lines of the list's least height: a list one line
    # and a half high is shorter than it.
    line = page.log.fontMetrics().lineSpacing()
    page.log_scroll.setFixedHeight(line * 3 // 2)
    assert install_language("fr")
    try:
        page.show_log([])
    finally:
        install_language("en")
    QApplication.processEvents()
    bar = page.log_scroll.verticalScrollBar()
    assert bar.maximum() > 0  # the hint is longer than the room
    assert bar.value() == 0 and not page.more_above.isVisible()
    page.show_log([f"Ana scores {5 * k}" for k in range(1, 12)])
    QApplication.processEvents()
    assert bar.value() == bar.maximum() > 0  # events: the newest in view


def test_the_boneyard_gives_way_to_the_events_first(qtbot: QtBot) -> None:
    """A ninth play-test found the events in the guided game at 1024×640 unreadable: a line
    and a half, the upper faded, while the boneyard kept 102 px of its 118 over them. The
    boneyard shrinks to its least height before the events get fewer than four lines."""
    from spectacular_bid.ui.table.game_page import EVENT_LINES
    from spectacular_bid.ui.table.hand_widget import BONEYARD_MIN_HEIGHT

    page = GamePage()
    qtbot.addWidget(page)
    page.resize(1024, 560)
    page.show()
    qtbot.waitExposed(page)
    line = page.log.fontMetrics().lineSpacing()
    tall = page.boneyard.height()
    page.side_box.setFixedHeight(180)  # the guided game's side column at 1024×640
    QApplication.processEvents()
    assert page.boneyard.height() == BONEYARD_MIN_HEIGHT < tall
    assert page.log_scroll.height() >= 3 * line, page.log_scroll.height()
    page.side_box.setFixedHeight(600)  # room for both: the boneyard whole again
    QApplication.processEvents()
    assert page.boneyard.height() == page.boneyard.sizeHint().height()
    assert page.log_scroll.height() >= EVENT_LINES * line
    # A practice game at 1024×640 (its hint's row under the table): a play-test read two and a
    # half lines of events, two entries cut in two by the column's width, beside a boneyard of
    # 104 px. The boneyard gives way down to its least height for six lines.
    page.side_box.setFixedHeight(214)
    QApplication.processEvents()
    assert page.boneyard.height() == BONEYARD_MIN_HEIGHT
    assert page.log_scroll.height() >= 5 * line, page.log_scroll.height()


def _practice(qtbot: QtBot, window: MainWindow) -> None:
    """Start Ana's practice game against the computer from the names screen, dealt by seed 4."""
    screen = window.new_game_screen
    qtbot.mouseClick(screen.computer_button, LEFT)
    screen.first.setText("Ana")
    seed_new_games(window, 4)
    qtbot.mouseClick(screen.start_button, LEFT)


def test_enter_twice_from_a_hands_count_does_not_bid_for_the_person(qtbot: QtBot, window: MainWindow) -> None:
    """A play-test pressed Enter on a practice game's count (Continue), then Enter again 0.6 s
    later: the bidding had opened on its own hand, without a handoff between, and the second
    Enter bid 15 for it, which the computer accepted at once. A decision that follows the count
    holds keys back for a second, as the handoff does for the device passing."""
    from spectacular_bid.core import Waive

    _practice(qtbot, window)
    for _ in range(400):
        qtbot.waitUntil(lambda: _persons_turn(window), timeout=20_000)
        state = window.controller.state
        assert not state.is_over, "the bidding never opened on the person's own decision"
        if state.stage is Stage.HAND_OVER:
            window.fake_time.advance(2_000)  # type: ignore[attr-defined]
            qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_Return)  # Continue
            qtbot.waitUntil(lambda: _persons_turn(window), timeout=20_000)
            state = window.controller.state
            if state.stage is Stage.BIDDING and state.to_act == PERSON:
                events = len(window.controller.session.record.events)
                before = "Ana's clock ran on for 20 s while the program could not run"
                window.statusBar().showMessage(before, 15_000)
                window.fake_time.advance(600)  # type: ignore[attr-defined]
                qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_Return)
                assert len(window.controller.session.record.events) == events, "the second Enter bid"
                # Nor a third, 0.9 s on: a French play-test's Enter about once a second, from the
                # count, bid 15 at the third press. Keys come on and on less than a second apart.
                window.fake_time.advance(900)  # type: ignore[attr-defined]
                qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_Return)
                assert len(window.controller.session.record.events) == events, "the third Enter bid"
                # And says why (a play-test saw nothing): the bidding has no line of the hand's, so
                # the status bar says it (a review found it written where nothing shows), and
                # gives back what it said once keys are quiet (a review saw a notice wiped).
                assert "Held back" in window.statusBar().currentMessage()
                window.fake_time.advance(SETTLE_MS + 600)  # type: ignore[attr-defined]
                qtbot.waitUntil(lambda said=before: window.statusBar().currentMessage() == said, timeout=2_000)
                window.fake_time.advance(1_000)  # type: ignore[attr-defined]
                qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_Return)  # meant, after a pause
                assert len(window.controller.session.record.events) == events + 1
                return
            continue
        action = policy(legal_actions(state), 0)
        if isinstance(action, Bid):
            action = next((a for a in legal_actions(state) if isinstance(a, Waive)), action)
        window.fake_time.advance(SETTLE_MS + 600)  # type: ignore[attr-defined]
        click_action(qtbot, window, action)
    raise AssertionError("the situation never came up")


def test_the_held_back_line_never_stands_in_for_the_computer_thinking(qtbot: QtBot, window: MainWindow) -> None:
    """A review tapped Space on a new hand ("Held back…"), played with the mouse ("Computer is
    thinking…"), then pressed the hint's key, which acts on no hand: the line went back to
    "Your turn: play a highlighted tile…" while the computer still thought. The word about held
    keys goes with the decision it was about, and puts back only itself."""
    from spectacular_bid.core import CONTINUE, Play, Waive

    _practice(qtbot, window)
    for _ in range(400):
        qtbot.waitUntil(lambda: _persons_turn(window), timeout=20_000)
        state = window.controller.state
        plays = [a for a in legal_actions(state) if isinstance(a, Play)]
        if state.stage is Stage.PLAY and state.to_act == PERSON and plays and state.table.plays:
            break
        if state.stage is Stage.HAND_OVER:
            window.fake_time.advance(2_000)  # type: ignore[attr-defined]
            window.controller.send(CONTINUE)
            continue
        action = next((a for a in legal_actions(state) if isinstance(a, Waive)), policy(legal_actions(state), 0))
        window.fake_time.advance(1_000)  # type: ignore[attr-defined]
        click_action(qtbot, window, action)
    else:
        raise AssertionError("the person never played after the computer")
    qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_Space)  # at once: held back
    for _ in range(3):
        window.fake_time.advance(300)  # type: ignore[attr-defined]
        qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_Space)
    assert "Held back" in window.game.status.text()
    window.fake_time.advance(2_000)  # type: ignore[attr-defined]
    window.practice.player.pace_ms = 4_000  # the computer is seen thinking a while
    click_action(qtbot, window, plays[0])
    qtbot.waitUntil(lambda: window.practice.player.busy, timeout=5_000)
    thinking = window.game.status.text()
    qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_H)  # the hint's key: acts on no hand
    assert window.game.status.text() == thinking
