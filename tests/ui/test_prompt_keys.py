"""The table's prompts say the keys that do what they ask (a play-test: a whole hand can be
played by keyboard, but the prompts named only the mouse): the opening tile's digit, the
digits of the hand, and each end's letter in the interface's language."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from real_window import click_reveal

from spectacular_bid.app.messages import tile_text
from spectacular_bid.core import START, End, Play, Stage, Tile, apply, legal_actions, play_image
from spectacular_bid.ui.i18n import install_language
from spectacular_bid.ui.main_window import MainWindow
from spectacular_bid.ui.screenshots import policy

LEFT = Qt.MouseButton.LeftButton


@pytest.mark.parametrize(("language", "letters"), [("en", ("W", "E")), ("fr", ("O", "E"))])
def test_the_prompts_name_the_keys(qtbot: QtBot, window: MainWindow, language: str, letters: tuple[str, str]) -> None:
    assert install_language(language)
    try:
        controller = window.controller
        controller.new_game(("Ana", "Ben"), rng=random.Random(1))
        controller.send(START)
        click_reveal(qtbot, window)
        hand = window.game.own_hand
        opener = controller.state.opener_tile
        place = hand.tiles().index(opener) + 1
        status = window.game.status.text()
        assert f"{place}." in status and ("press" in status or "appuyez sur" in status), status
        # Play on until the person may put a tile at either end of the line.
        for _ in range(200):
            state = controller.state
            if state.awaiting == "reveal":
                click_reveal(qtbot, window)
                continue
            if state.is_over:
                pytest.fail("no tile for two ends in this game")
            ends: dict[Tile, set[str]] = {}
            images: dict[Tile, set[object]] = {}
            for action in legal_actions(state):
                if isinstance(action, Play) and action.end is not None:
                    ends.setdefault(action.tile, set()).add(action.end.value)
                    images.setdefault(action.tile, set()).add(play_image(state.table, action.tile, action.end))
            # West and east a real choice: mirror images are played at once (the next test).
            two = [tile for tile, where in ends.items() if where == {"west", "east"} and len(images[tile]) == 2]
            if state.stage is Stage.PLAY and state.table.plays and two:
                break
            window.fake_time.advance(1_000)  # type: ignore[attr-defined]
            controller.send(policy(legal_actions(state), 0))
        window.fake_time.advance(1_000)  # type: ignore[attr-defined]
        assert "1–9" in window.game.status.text()
        window.game.draw()  # refused: a tile fits
        refusal = window.statusBar().currentMessage()
        assert refusal and refusal == window.game.status.text()
        qtbot.mouseClick(hand.tile_button(hand.tiles().index(two[0])), LEFT)
        QApplication.processEvents()
        status = window.game.status.text()
        assert all(f"({key})" in status for key in letters), status
        # A play-test read "You have a tile that fits: play it…" under the question of where the
        # tile it then chose goes: a refusal is news until the player does something else.
        assert window.statusBar().currentMessage() == ""
        # A keyboard probe heard the turn's first words once a tile was chosen: what a screen
        # reader reads is what the line shows, and the line is read by its words.
        assert window.game.accessibleDescription() == status
        assert window.game.status.accessibleName() == ""
        # A key for an end the tile does not go to: a play-test lost the keys that would play
        # it under the refusal, its clock running. The refusal says them again.
        window.game.choose_end(End.NORTH)
        refused = window.game.status.text()
        assert ("north" in refused or "nord" in refused) and all(f"({key})" in refused for key in letters), refused
        assert window.game.own_hand.selected() == two[0]  # still chosen: a key plays it
        # A refused end, then Esc: the line says the turn again, not the refusal.
        window.explain("3–2 does not fit the west end")
        window.menus.deselect_action.trigger()
        assert window.game.status.text().startswith(("Your turn", "À vous")), window.game.status.text()
        assert window.game.accessibleDescription() == window.game.status.text()
        # A play-test pressed Enter, saw a dashed ring come to a tile, and thought the key did
        # nothing: the line says which tile has the keyboard and what Enter does with it.
        window.activateWindow()
        QTest.keyClick(hand, Qt.Key.Key_Return)
        first = hand.focused_tile()
        assert first is not None and tile_text(first) in window.game.status.text(), window.game.status.text()
        if language == "en":
            ends = {a.end for a in legal_actions(controller.state) if isinstance(a, Play) and a.tile is first}
            does = "play it" if len(ends) == 1 else "choose where it goes"
            assert (
                window.game.status.text()
                == f"{tile_text(first)} is picked: press Enter to {does}, or ←/→ for another tile."
            )
        hand.tile_button(hand.tiles().index(two[0])).setFocus()
        said = window.game.status.text()
        if language == "en":
            assert (
                said == f"{tile_text(two[0])} is picked: press Enter to choose where it goes, or ←/→ for another tile."
            )
        assert tile_text(two[0]) in said and window.game.accessibleDescription() == said
        QTest.keyClick(hand.tile_button(hand.tiles().index(two[0])), Qt.Key.Key_Return)
        assert window.game.own_hand.selected() == two[0]  # chosen: where it goes is asked
        assert all(f"({key})" in window.game.status.text() for key in letters)
        # A play-test's chosen tile was let go (an end refused), its ring still on it: the end's
        # key then asked for a tile. An end's key plays the picked tile there.
        window.menus.deselect_action.trigger()
        hand.tile_button(hand.tiles().index(two[0])).setFocus()
        assert window.game.own_hand.selected() is None and hand.focused_tile() == two[0]
        events = len(controller.session.record.events)
        window.game.choose_end(End.EAST)
        assert len(controller.session.record.events) == events + 1
        played = controller.session.record.events[-1].action()
        assert isinstance(played, Play) and (played.tile, played.end) == (two[0], End.EAST)
    finally:
        install_language("en")


def test_a_tile_whose_ends_are_mirror_images_is_played_at_once(qtbot: QtBot, window: MainWindow) -> None:
    """Beside a lone double, "Choose where 6–5 goes: west (W), east (E)" asked a choice the
    hint called none (a play-test): both ends are one decision, so the tile is played."""
    controller = window.controller
    for seed in range(40):
        controller.new_game(("Ana", "Ben"), rng=random.Random(seed))
        controller.send(START)
        controller.send(legal_actions(controller.state)[0])  # the opener reveals
        opener = controller.state.opener_tile
        if opener is None or opener.high != opener.low:
            continue
        controller.send(next(a for a in legal_actions(controller.state) if isinstance(a, Play)))
        if controller.state.awaiting == "reveal":
            controller.send(legal_actions(controller.state)[0])
        state = controller.state
        fits = [a for a in legal_actions(state) if isinstance(a, Play)]
        if state.stage is Stage.PLAY and fits and len({a.end for a in fits if a.tile is fits[0].tile}) == 2:
            break
    else:
        pytest.fail("no lone double with a tile to put beside it")
    window.fake_time.advance(1_000)  # type: ignore[attr-defined]
    tile = fits[0].tile
    events = len(controller.session.record.events)
    window.game.choose_tile(tile)
    assert len(controller.session.record.events) == events + 1  # played, no end asked
    assert window.game.own_hand.selected() is None


def test_ends_alike_to_the_rules_but_not_to_the_eye_are_the_players_choice(qtbot: QtBot, window: MainWindow) -> None:
    """Both ends of a line showing 5: 6–5 at either leaves the same end totals (one decision
    to the rules, a mirror image), but not the same table. It was played at once, always at
    the west end, while the hint named the east one (a play-test): the player chooses (R11)."""
    controller = window.controller
    found: tuple[Tile, set[End]] | None = None
    for seed in range(60):
        controller.new_game(("Ana", "Ben"), rng=random.Random(seed))
        controller.send(START)
        for _ in range(300):
            state = controller.state
            if state.is_over or state.stage is Stage.HAND_OVER:
                break
            if state.awaiting == "reveal":
                controller.send(legal_actions(state)[0])
                continue
            plays = [a for a in legal_actions(state) if isinstance(a, Play) and a.end is not None]
            for tile in {a.tile for a in plays}:
                ends = {a.end for a in plays if a.tile is tile}
                images = {play_image(state.table, tile, end) for end in ends}
                if len(ends) == 2 and len(images) == 1 and len(state.table.plays) > 1:
                    found = (tile, ends)
                    break
            if found is not None:
                break
            window.fake_time.advance(1_000)  # type: ignore[attr-defined]
            controller.send(policy(legal_actions(state), 0))
        if found is not None:
            break
    else:
        pytest.fail("no tile fitting two ends alike to the rules")
    tile, ends = found
    window.fake_time.advance(1_000)  # type: ignore[attr-defined]
    events = len(controller.session.record.events)
    window.game.choose_tile(tile)
    assert len(controller.session.record.events) == events  # not played: the end is asked
    assert window.game.own_hand.selected() is tile
    assert set(window.game.table.targets()) == ends


def test_a_hand_of_more_than_nine_tiles_is_offered_the_arrows_not_the_digits(qtbot: QtBot, window: MainWindow) -> None:
    """ "Press 1–9" with eleven tiles, the one to play the eleventh (a play-test): a hand the
    digits cannot reach whole is offered ←/→ and Enter."""
    controller = window.controller
    controller.new_game(("Ana", "Ben"), rng=random.Random(2))
    controller.send(START)
    for _ in range(2_000):
        state = controller.state
        assert not state.is_over, "no hand of ten tiles with a play in this game"
        seat = state.to_act
        big = seat is not None and len(state.hands[seat]) > 9
        if state.awaiting == "reveal" and state.stage is Stage.PLAY and big and state.table.plays:
            if any(isinstance(a, Play) for a in legal_actions(apply(state, legal_actions(state)[0], state.time))):
                break
        window.fake_time.advance(1_000)  # type: ignore[attr-defined]
        controller.send(policy(legal_actions(state), 0))
    click_reveal(qtbot, window)
    status = window.game.status.text()
    assert "←/→" in status and "1–9" not in status, status


def test_esc_after_a_refused_digit_gives_enter_back_its_first_fitting_tile(qtbot: QtBot, window: MainWindow) -> None:
    """A play-test pressed the digit of a tile that could not open the hand (6–6 had to): the
    refusal showed, the tile kept the keyboard, and Esc then Enter tried the same tile again
    and again while the reserve ran. Esc gives the keyboard back to the hand, where Enter
    picks the first tile that fits, as the help says, and Enter again plays it."""
    controller = window.controller
    controller.new_game(("Ana", "Ben"), rng=random.Random(1))
    controller.send(START)
    click_reveal(qtbot, window)
    window.fake_time.advance(2_000)  # type: ignore[attr-defined]
    hand = window.game.own_hand
    opener = controller.state.opener_tile
    assert opener is not None
    other = next(i for i, tile in enumerate(hand.tiles()) if tile != opener)
    events = len(controller.session.record.events)

    def press(key: Qt.Key) -> None:
        window.fake_time.advance(1_500)  # type: ignore[attr-defined]  # keys apart: none held back
        qtbot.keyClick(QApplication.focusWidget() or hand, key)

    press(Qt.Key(Qt.Key.Key_1 + other))
    assert "must open with" in window.game.status.text()
    press(Qt.Key.Key_Escape)
    press(Qt.Key.Key_Return)
    assert hand.tile_button(hand.tiles().index(opener)).hasFocus()  # picked, not played
    assert len(controller.session.record.events) == events
    press(Qt.Key.Key_Return)
    assert len(controller.session.record.events) == events + 1
    assert controller.state.table.plays and controller.state.table.plays[0].tile == opener


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_lone_tile_that_fits_offers_no_other_tile(qtbot: QtBot, window: MainWindow, language: str) -> None:
    """A review: with one tile fitting among several, the arrows stop on it alone, yet the line
    offered "or ←/→ for another tile"."""
    assert install_language(language)
    try:
        controller = window.controller
        controller.new_game(("Ana", "Ben"), rng=random.Random(1))
        controller.send(START)
        for _ in range(300):
            state = controller.state
            if state.awaiting == "reveal":
                click_reveal(qtbot, window)
                continue
            if state.is_over:
                pytest.fail("no turn with one tile fitting among several in this game")
            fitting = {a.tile for a in legal_actions(state) if isinstance(a, Play)}
            if state.stage is Stage.PLAY and state.table.plays and len(fitting) == 1:
                if len(state.hands[state.to_act]) > 1:
                    break
            window.fake_time.advance(1_000)  # type: ignore[attr-defined]
            controller.send(policy(legal_actions(state), 0))
        window.fake_time.advance(1_000)  # type: ignore[attr-defined]
        (only,) = fitting
        hand = window.game.own_hand
        window.activateWindow()
        QTest.keyClick(hand, Qt.Key.Key_Return)  # the keyboard comes to the tile that fits
        assert hand.focused_tile() is only
        said = window.game.status.text()
        assert tile_text(only) in said and "←/→" not in said, said
        QTest.keyClick(hand.tile_button(hand.tiles().index(only)), Qt.Key.Key_Right)
        assert hand.focused_tile() is only  # the arrows have no other tile to go to
    finally:
        install_language("en")


def test_a_tile_picked_for_a_free_opening_is_said(qtbot: QtBot) -> None:
    """A review: a tile picked when the player opens as they like (a hint picks its tile) left
    "You open this hand: play any tile from your hand." with no word of the pick."""
    from bidding_states import bidding_state

    from spectacular_bid.core import Reveal, Waive, decision_for, view_for
    from spectacular_bid.ui.table.game_page import GamePage

    state = bidding_state(jockey=0, bid=None, bidder=None, to_act=1, points=(150, 150))
    state = apply(apply(state, Waive(1), 1_000), Reveal(0), 2_000)  # Ana, the jockey, opens (R9)
    assert len({a.tile for a in legal_actions(state) if isinstance(a, Play)}) == 7
    page = GamePage()
    qtbot.addWidget(page)
    page.resize(1024, 560)
    page.show()
    qtbot.waitExposed(page)
    page.show_game(view_for(state, 0), decision_for(state, 0), [])
    assert page.status.text() == "You open this hand: play any tile from your hand."
    hand = page.own_hand
    hand.tile_button(2).setFocus()
    QApplication.processEvents()
    assert page.status.text() == (
        f"{tile_text(hand.tiles()[2])} is picked: press Enter to play it, or ←/→ for another tile."
    )


def test_a_tile_a_hint_picked_says_the_key_of_the_end_it_advised(qtbot: QtBot) -> None:
    """A play-test read "Hint: play 6–2 at the east end…", pressed Enter on the tile the hint
    picked, and was asked where it goes: the line says the key that plays it where advised."""
    from spectacular_bid.core import deal_from, decision_for, new_game, view_for
    from spectacular_bid.ui.shortcuts import letter
    from spectacular_bid.ui.table.game_page import GamePage

    rng = random.Random(3)
    state = apply(new_game(("Ana", "Ben"), [deal_from(rng)]), START, 0)
    at = 0
    for _ in range(400):  # on to a tile that goes at two ends, to two different games
        legal = legal_actions(state)
        plays = [a for a in legal if isinstance(a, Play) and a.end is not None]
        two = [
            a
            for a in plays
            if len({play_image(state.table, b.tile, b.end) for b in plays if b.tile is a.tile and b.end}) > 1
        ]
        if state.stage is Stage.PLAY and len(state.table.plays) > 1 and two:
            break
        at += 1_000
        state = apply(state, rng.choice(legal), at)
    else:
        pytest.fail("no tile with two ends in this game")
    seat = state.to_act
    page = GamePage()
    qtbot.addWidget(page)
    page.resize(1024, 560)
    page.show()
    page.activateWindow()
    qtbot.waitActive(page)
    page.show_game(view_for(state, seat), decision_for(state, seat), [])
    QApplication.processEvents()
    advised = two[-1]
    assert advised.end is not None
    page.advise(advised)
    assert page.own_hand.focused_tile() is advised.tile
    key = letter("play", advised.end.value)
    assert page.status.text() == (
        f"{tile_text(advised.tile)} is picked: press {key} to play it at the {advised.end.value} end, as the hint "
        "advises, or Enter to choose where it goes."
    )
    page.own_hand.focus_tile(next(t for t in page.own_hand.tiles() if t is not advised.tile))
    assert "as the hint advises" not in page.status.text()  # another tile: no word of the advice
    # Where the hint says the ends give the same game, no one of them is said to be its advice
    # (a French play-test read "E … as the hint advises" under "west or east: the same").
    ends = [b.end.value for b in two if b.tile is advised.tile and b.end is not None]
    page.advise(advised, tuple(ends))
    keys = [letter("play", e) for e in ends]
    assert page.status.text() == (
        f"{tile_text(advised.tile)} is picked: press {', '.join(keys[:-1])} or {keys[-1]} to play it as the hint "
        "advises (the same game at either end), or Enter to choose where it goes."
    )
