"""The rules (F1) in the game's window, never hiding the game (issue 20, item 2; R47): a panel
beside the table, which it narrows, when the window is wide enough; in a 1024-pixel window a
panel over the table that covers no hand, no prompt and no clock."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from layout_audit import covered
from PySide6.QtCore import QCoreApplication, QEvent, QPoint, QRect, QSettings, Qt
from PySide6.QtGui import QScreen
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from spectacular_bid.app import FakeTime
from spectacular_bid.app.controller import GameController
from spectacular_bid.core import Play, Tile, legal_actions, play_image
from spectacular_bid.core.state import Stage
from spectacular_bid.ui.dialogs.rules_help import PANEL_WIDTH, RulesPanel
from spectacular_bid.ui.main_window import MainWindow


def to_a_turn(window: MainWindow) -> None:
    """Start a game and play on to a turn on the table, its clock running."""
    window.start_game("Maximilienne-Anastasia W", "Maximilien-Théodore Dupo", rng=random.Random(126))
    controller = window.controller
    for _ in range(200):
        state = controller.state
        if window.stack.currentWidget() is window.game and state.stage is Stage.PLAY:
            return
        window.fake_time.advance(1_000)  # type: ignore[attr-defined]
        controller.send(legal_actions(state)[0])
    raise AssertionError("no turn on the table")


def rules_open_during_a_turn(qtbot: QtBot, window: MainWindow, width: int) -> RulesPanel:
    """The window shown ``width`` wide, at a turn on the table, its rules open with the keyboard,
    past the input guard's settling time."""
    window.resize(width, 800)
    window.show()
    window.activateWindow()
    qtbot.waitExposed(window)
    to_a_turn(window)
    window.show_help()
    qtbot.wait(5)
    panel = window.dialogs.help
    assert panel is not None and panel.isVisible()
    panel.browser.setFocus()
    window.fake_time.advance(1_500)  # type: ignore[attr-defined]
    return panel


@pytest.mark.parametrize("width", [1024, 1440])
def test_the_rules_never_cover_the_hand_the_prompt_or_the_clocks(qtbot: QtBot, window: MainWindow, width: int) -> None:
    window.resize(width, 640)
    to_a_turn(window)
    window.show_help()
    qtbot.wait(5)
    panel = window.dialogs.help
    assert panel is not None and panel.isVisible() and not panel.isWindow()
    assert QApplication.activeModalWidget() is None
    game = window.game
    assert covered(panel, [game.own_hand, game.status, *window.clock_widgets()]) == []
    assert panel.overlay is (width < 1008 + PANEL_WIDTH)
    if not panel.overlay:  # beside: the table narrows rather than hide
        assert window.stack.width() <= width - PANEL_WIDTH


def test_the_rules_heading_leaves_the_text_its_room_in_a_short_window(qtbot: QtBot, window: MainWindow) -> None:
    """A play-test read two or three lines of the rules at a time at 1024×640: the ✕ was a
    gold button as tall as two lines of text. It is as tall as the heading's line."""
    window.resize(1024, 640)
    to_a_turn(window)
    window.show_help()
    qtbot.wait(5)
    panel = window.dialogs.help
    assert panel is not None and panel.overlay
    line = panel.heading.fontMetrics().lineSpacing()
    assert panel.close_button.height() <= line + 12, (panel.close_button.height(), line)
    assert panel.browser.height() >= panel.height() - line - 30


@pytest.mark.parametrize("where", ["start", "turn"])
def test_the_rules_leave_the_window_its_size_and_place(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch, where: str
) -> None:
    """A play-test on a 1440×900 screen: F1 widened a 1024×640 window to 1394 px, moved it up
    and left it so once the rules closed. The rules fit the window as it is: over the table
    when it is too narrow to have them beside."""
    monkeypatch.setattr(QScreen, "availableGeometry", lambda _screen: QRect(0, 0, 1440, 900))
    window.setGeometry(200, 120, 1024, 640)
    window.show()
    qtbot.waitExposed(window)
    if where == "turn":
        to_a_turn(window)
    qtbot.wait(5)
    before = window.geometry()
    window.show_help()
    qtbot.wait(5)
    panel = window.dialogs.help
    assert panel is not None and panel.isVisible()
    assert window.geometry() == before
    assert panel.overlay
    assert window.rect().contains(QRect(panel.mapTo(window, QPoint(0, 0)), panel.size()))
    panel.close()
    qtbot.wait(5)
    assert window.geometry() == before


@pytest.mark.parametrize("width", [1024, 1500])
def test_the_rules_close_with_escape_and_give_the_table_its_room_back(
    qtbot: QtBot, window: MainWindow, width: int
) -> None:
    """During a turn, when Esc also cancels a tile choice (the rules say "Esc closes them")."""
    window.resize(width, 800)
    window.show()
    qtbot.waitExposed(window)
    before = window.stack.width()  # laid out, the rules closed
    panel = rules_open_during_a_turn(qtbot, window, width)
    assert window.stack.width() < before or panel.overlay
    assert window.menus.deselect_action.isEnabled()
    qtbot.keyClick(panel.browser, Qt.Key.Key_Escape)
    qtbot.wait(5)
    assert not panel.isVisible() and window.stack.width() == before


def test_escape_on_the_table_still_cancels_the_tile_choice_beside_the_rules(qtbot: QtBot, window: MainWindow) -> None:
    window.resize(1500, 800)
    window.show()
    qtbot.waitExposed(window)
    tile = to_a_two_way_tile(window)
    window.show_help()
    qtbot.wait(5)
    game = window.game
    game.choose_tile(tile)
    assert game.own_hand.selected() is tile
    window.activateWindow()
    game.setFocus()
    window.fake_time.advance(1_500)  # type: ignore[attr-defined]  # past the input guard's settling
    qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_Escape)
    assert game.own_hand.selected() is None
    panel = window.dialogs.help
    assert panel is not None and panel.isVisible()


def to_a_two_way_tile(window: MainWindow) -> Tile:
    """Play on to a turn on the table with a tile that fits two ends that are not mirror
    images of each other (those are played at once: nothing to choose); that tile."""
    to_a_turn(window)
    controller = window.controller
    for _ in range(200):
        state = controller.state
        plays = [a for a in legal_actions(state) if isinstance(a, Play) and a.end is not None]
        images: dict[Tile, set[object]] = {}
        for play in plays:
            images.setdefault(play.tile, set()).add(play_image(state.table, play.tile, play.end))
        two_way = [t for t, seen in images.items() if len(seen) > 1]
        if window.stack.currentWidget() is window.game and two_way:
            return two_way[0]
        window.fake_time.advance(1_000)  # type: ignore[attr-defined]
        controller.send(legal_actions(state)[0])
    raise AssertionError("no tile fitting two ends")


@pytest.mark.parametrize("width", [1024, 1500])
@pytest.mark.parametrize("close", ["escape", "button"])
def test_the_tile_keys_work_again_once_the_rules_close(
    qtbot: QtBot, window: MainWindow, width: int, close: str
) -> None:
    """The clock runs: after the rules, a tile's number key must choose it at once, without a
    click to bring the keyboard back to the hand."""
    panel = rules_open_during_a_turn(qtbot, window, width)
    if close == "escape":
        qtbot.keyClick(panel.browser, Qt.Key.Key_Escape)
    else:
        panel.close_button.click()
    qtbot.wait(5)
    assert not panel.isVisible()
    hand = window.game.own_hand
    chosen: list[Tile] = []
    hand.tile_chosen.connect(chosen.append)
    qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_1)
    assert chosen == [hand.tiles()[0]]


def test_a_tile_key_pressed_on_the_felt_chooses_the_tile(qtbot: QtBot, window: MainWindow) -> None:
    """A click on the table takes the keyboard to it (its arrow keys pick an end); a tile's
    number key pressed there still chooses the tile."""
    window.resize(1024, 800)
    window.show()
    window.activateWindow()
    qtbot.waitExposed(window)
    to_a_turn(window)
    window.fake_time.advance(1_500)  # type: ignore[attr-defined]  # past the input guard's settling
    table = window.game.table
    table.setFocus()
    hand = window.game.own_hand
    chosen: list[Tile] = []
    hand.tile_chosen.connect(chosen.append)
    qtbot.keyClick(table, Qt.Key.Key_2)
    assert chosen == [hand.tiles()[1]]


@pytest.mark.parametrize("width", [1024, 1500])
def test_a_tile_key_pressed_in_the_rules_chooses_the_tile(qtbot: QtBot, window: MainWindow, width: int) -> None:
    """An eighth play-test pressed F1 on a turn, then a tile's number: nothing happened, no
    word, while the delay ran from 7.9 s to 2.4 s. The rules are beside a running clock (R47):
    the game's keys play from them too, the rules staying open."""
    panel = rules_open_during_a_turn(qtbot, window, width)
    hand = window.game.own_hand
    chosen: list[Tile] = []
    hand.tile_chosen.connect(chosen.append)
    qtbot.keyClick(panel.browser, Qt.Key.Key_1)
    assert chosen == [hand.tiles()[0]]
    assert panel.isVisible()
    scrolled = panel.browser.verticalScrollBar()
    panel.browser.setFocus()
    qtbot.keyClick(panel.browser, Qt.Key.Key_PageDown)  # the reading keys still read
    assert scrolled.value() > 0


@pytest.mark.parametrize("key", ["escape", "f1"])
def test_the_rules_close_from_any_screen(qtbot: QtBot, window: MainWindow, key: str) -> None:
    """A ninth play-test opened the rules on a turn, played from them, then passed the device:
    after Reveal neither Esc nor F1 closed them (the keyboard was the table's), nor at the
    game's end; only a click on their ✕ did. Esc closes them wherever the keyboard is, once
    it has nothing else to cancel; F1 opens and closes them."""
    window.resize(1500, 800)
    window.show()
    window.activateWindow()
    qtbot.waitExposed(window)
    tile = to_a_two_way_tile(window)  # chosen, it waits for its end
    window.show_help()
    qtbot.wait(5)
    panel = window.dialogs.help
    assert panel is not None and panel.isVisible()
    window.fake_time.advance(1_500)  # type: ignore[attr-defined]  # past the input guard's settling
    game = window.game
    window.focus_screen()  # the keyboard elsewhere: the hand's, as after Reveal
    assert not panel.isAncestorOf(QApplication.focusWidget())
    game.choose_tile(tile)
    assert game.own_hand.selected() is tile
    press = Qt.Key.Key_Escape if key == "escape" else Qt.Key.Key_F1
    if key == "escape":  # a tile chosen: Esc cancels the choice first, the rules stay
        qtbot.keyClick(QApplication.focusWidget() or window, press)
        assert game.own_hand.selected() is None and panel.isVisible()
    qtbot.keyClick(QApplication.focusWidget() or window, press)
    qtbot.wait(5)
    assert not panel.isVisible()
    window.show_help()  # open again, then the game ends: the game-over screen in view
    qtbot.wait(5)
    assert panel.isVisible()
    from spectacular_bid.core import Resign

    window.controller.send(Resign(window.controller.state.to_act or 0))
    qtbot.wait(5)
    assert window.stack.currentWidget() is window.summary
    window.focus_screen()
    window.fake_time.advance(1_500)  # type: ignore[attr-defined]  # the game's end holds keys back a moment too
    qtbot.keyClick(QApplication.focusWidget() or window, press)
    qtbot.wait(5)
    assert not panel.isVisible()


def test_a_window_retired_with_its_rules_open_leaves_no_late_placing(qtbot: QtBot, tmp_path: Path) -> None:
    """A window retired (another language) while its rules were placing themselves: the panel
    was gone when the placing came, and the placing failed on it (the screenshots command
    showed it once Qt's deletions were run)."""
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    time = FakeTime(5_000_000)
    window = MainWindow(GameController(time), "en", None, settings)
    window.fake_time = time  # type: ignore[attr-defined]
    window.build_menus()
    rules_open_during_a_turn(qtbot, window, 1024)
    window.resize(1100, 700)  # the rules place themselves again, once the change is made
    window.retire()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    qtbot.wait(20)  # the placing would come now: pytest-qt fails the test on an error it raises


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("screen", [(1280, 800), (1024, 640)])
@pytest.mark.parametrize(("ending", "opened"), [("hand", "turn"), ("time", "turn"), ("time", "end")])
def test_the_rules_leave_the_count_and_the_game_over_whole(
    qtbot: QtBot, tmp_path: Path, language: str, screen: tuple[int, int], ending: str, opened: str
) -> None:
    """A play-test opened the rules (F1) during a turn and the clock ran out: at the game's end
    the rules lay over the right part of the game over and hid its result, the final balances
    and the ratings ("(+242, provisoi"). The count and the game over are laid out in the room
    the rules leave, whether the rules were open before (``opened`` on a ``"turn"``) or opened
    over them (at the ``"end"``): nothing of them lies under the rules, nothing is cut, and
    the rules stay open."""
    from layout_audit import audit

    from spectacular_bid.app.storage import open_storage
    from spectacular_bid.ui.i18n import install_language
    from spectacular_bid.ui.window_fit import Rect, fitted

    install_language(language)
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    time = FakeTime(5_000_000)
    window = MainWindow(GameController(time), language, None, settings)
    window.fake_time = time  # type: ignore[attr-defined]
    storage, _ = open_storage(tmp_path / "games")  # a saved game between people: its ratings said
    window.controller.set_storage(storage)
    inside = fitted(Rect(0, 0, *screen))
    window.resize(inside.width, inside.height)
    window.show()
    qtbot.waitExposed(window)
    window.build_menus()
    try:
        to_a_turn(window)
        if opened == "turn":
            window.show_help()
            qtbot.wait(5)
        controller = window.controller
        if ending == "time":
            due = controller.session.deadline
            assert due is not None
            time.set(controller.session.origin + due + 5)  # the player to act runs out of time (R37)
            controller.check_clock()
        else:
            while controller.state.stage is not Stage.HAND_OVER:
                time.advance(1_000)
                controller.send(legal_actions(controller.state)[0])
        qtbot.waitUntil(lambda: window.stack.currentWidget() is window.summary, timeout=5000)
        if opened == "end":
            window.show_help()
        qtbot.wait(20)
        summary = window.summary
        panel = window.dialogs.help
        assert panel is not None and panel.isVisible() and panel.overlay
        qtbot.waitUntil(lambda: window.body.rect().contains(panel.geometry()))  # placed again as the window settles
        if ending == "time":
            assert controller.state.result is not None
        keep = [summary.title, summary.ending, summary.next_line, summary.transfers_box, *summary.player_rows]
        keep += [button for button in summary.row_buttons if button.isVisible()]
        assert covered(panel, keep) == []
        for label in (summary.title, summary.ending, summary.next_line):
            assert label.height() >= label.heightForWidth(label.width()), label.text()
        problems = [p for p in audit(window) if "the window with its frame" not in p]
        assert problems == []
        panel.close()  # the whole screen again
        qtbot.wait(5)
        assert summary.covered() == 0
    finally:
        window.retire()
        install_language("en")
