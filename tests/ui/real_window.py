"""The real window as a player uses it: games dealt from a seed, actions done with the mouse,
and every text a screen reader or an inspector could read of it."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QAccessible, QAccessibleInterface, QAction
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from spectacular_bid.core import Accept, Action, Bid, Draw, GameState, Play, Reveal, Waive, legal_actions
from spectacular_bid.ui.input_guard import HANDOFF_MS, SETTLE_MS
from spectacular_bid.ui.main_window import MainWindow

LEFT = Qt.MouseButton.LeftButton


def seed_new_games(w: MainWindow, seed: int) -> None:
    """Make every game the window's controller starts deal from ``random.Random(seed)``."""
    real_new_game = w.controller.new_game

    def seeded(players, deals=None, rng=None, **kw: Any):  # type: ignore[no-untyped-def]
        return real_new_game(players, deals, random.Random(seed), **kw)

    w.controller.new_game = seeded  # type: ignore[method-assign]


def click_reveal(qtbot: QtBot, w: MainWindow) -> None:
    """Click Reveal as the next player does: once the handoff screen has been in view a moment
    (a click at once is dropped, as a second press of the key that played would be, R41)."""
    w.fake_time.advance(HANDOFF_MS)  # type: ignore[attr-defined]
    qtbot.mouseClick(w.handoff.reveal_button, LEFT)


def click_action(qtbot: QtBot, w: MainWindow, action: Action) -> None:
    """Do ``action`` with the mouse, as a player would."""
    game_page = w._game
    if isinstance(action, Reveal):
        click_reveal(qtbot, w)
        return
    assert game_page is not None and w.stack.currentWidget() is game_page
    if isinstance(action, Play):
        hand = game_page.own_hand
        index = hand.tiles().index(action.tile)
        qtbot.mouseClick(hand.tile_button(index), LEFT)
        if w.controller.state.to_act == action.seat and game_page._selected is action.tile:
            assert action.end is not None
            target = game_page.table.target_rect(action.end)
            assert target.isValid(), f"no target drawn for {action.end}"
            qtbot.mouseClick(game_page.table, LEFT, pos=target.center())
    elif isinstance(action, Draw):
        qtbot.mouseClick(game_page.boneyard, LEFT, pos=game_page.boneyard.rect().center())
    elif isinstance(action, Bid):
        panel = game_page.bidding
        while panel.amount() is not None and panel.amount() < action.amount:  # type: ignore[operator]
            qtbot.mouseClick(panel.up_button, LEFT)
        assert panel.amount() == action.amount
        qtbot.mouseClick(panel.bid_button, LEFT)
    elif isinstance(action, Accept):
        qtbot.mouseClick(game_page.bidding.accept_button, LEFT)
    elif isinstance(action, Waive):
        qtbot.mouseClick(game_page.bidding.waive_button, LEFT)
    else:  # pragma: no cover - the policy never picks anything else
        raise AssertionError(action)


def readable_texts(window: MainWindow) -> list[tuple[str, str]]:
    """Every text of the window's whole accessibility tree, hidden pages included, and every
    tooltip, each with where it is read (the interface's class, or "tooltip")."""
    found: list[tuple[str, str]] = []
    seen: set[int] = set()

    def walk(iface: QAccessibleInterface | None) -> None:
        if iface is None or not iface.isValid():
            return
        key = QAccessible.uniqueId(iface)
        if key in seen:  # some interfaces list an ancestor among their children (menus)
            return
        seen.add(key)
        for kind in (QAccessible.Text.Name, QAccessible.Text.Description, QAccessible.Text.Value):
            text = iface.text(kind)
            if text:
                found.append((type(iface.object()).__name__, text))
        for i in range(iface.childCount()):
            walk(iface.child(i))

    # What the event loop does between two events: widgets dropped with deleteLater go away
    # (without it they pile up in a test, each walk slower than the last).
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    walk(QAccessible.queryAccessibleInterface(window))
    found += [("tooltip", w.toolTip()) for w in window.findChildren(QWidget) if w.toolTip()]
    return found


def hand_actions(w: MainWindow) -> list[QAction]:
    """The Play and Bid menus' actions that act on the hand shown: off while it is covered (R41)."""
    menus = w.menus
    return [
        menus.draw_action,
        *menus.end_actions.values(),
        menus.deselect_action,
        menus.waive_action,
        menus.accept_action,
        menus.bid_action,
        *menus.amount_actions,
    ]


def play_until(qtbot: QtBot, w: MainWindow, done: Callable[[GameState], bool], waive: bool = False) -> None:
    """Play the game in ``w`` on (the screenshots' policy; ``waive``: every first bidding
    decision waives) until ``done(state)`` with the table in view, the hand there taking keys:
    each handoff revealed, each count continued."""
    from spectacular_bid.ui.screenshots import policy

    controller = w.controller
    for _ in range(600):
        state = controller.state
        assert not state.is_over, "the game ended before the position came up"
        if state.awaiting == "reveal":
            click_reveal(qtbot, w)
            continue
        if done(state) and w.stack.currentWidget() is w.game:
            w.fake_time.advance(SETTLE_MS + 1)  # type: ignore[attr-defined]  # the hand looked at
            QApplication.processEvents()
            return
        w.fake_time.advance(1_000)  # type: ignore[attr-defined]
        if state.awaiting not in ("play", "bid"):
            w.summary.continue_button.click()
            continue
        legal = legal_actions(state)
        waiver = [a for a in legal if isinstance(a, Waive)] if waive else []
        controller.send(waiver[0] if waiver else policy(legal, 0))
    raise AssertionError("the position never came up")
