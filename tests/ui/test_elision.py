"""French elides "de" before a name that starts with a vowel: "la pendule d'Ana", never "de
Ana" (issue 20, item 10), through one helper (:func:`spectacular_bid.app.phrasing.fill`)
wherever the French puts "de" or "que" before a name."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import re
import xml.etree.ElementTree as ET
from collections.abc import Callable, Iterator
from pathlib import Path
from random import Random

import pytest
from pytestqt.qtbot import QtBot

import spectacular_bid
from spectacular_bid.app.controller import translate
from spectacular_bid.app.messages import (
    action_text,
    auction_text,
    describe_refusal,
    note_text,
    practice_next_turn_text,
    practice_turn_text,
    stall_text,
)
from spectacular_bid.app.phrasing import fill
from spectacular_bid.app.resume import Resumed
from spectacular_bid.app.session import Session
from spectacular_bid.app.storage import Storage
from spectacular_bid.app.timesource import FakeTime
from spectacular_bid.core import Accept, IllegalAction, Refusal, Tile, WentOut, deal_from
from spectacular_bid.core.state import Blocked
from spectacular_bid.ui.dialogs.profile_dialog import ProfileDialog
from spectacular_bid.ui.i18n import install_language
from spectacular_bid.ui.screens.handoff_screen import HandoffScreen
from spectacular_bid.ui.screens.summary_screen import SummaryScreen
from spectacular_bid.ui.widgets.balance_widget import BalanceWidget
from spectacular_bid.ui.widgets.clock_widget import ClockWidget

TS = Path(spectacular_bid.__file__).resolve().parent / "i18n" / "spectacular_bid_fr.ts"
PLAYERS = ("Ana", "Ben")
BEFORE_A_NAME = re.compile(r"\b(de|que) \{(name|payer|other|loser|winner|a|b)\}", re.IGNORECASE)


@pytest.fixture
def french() -> Iterator[None]:
    assert install_language("fr")
    yield
    install_language("en")


def test_fill_elides_before_a_vowel_only() -> None:
    assert fill("la somme de {payer} ({pips})", payer="Ana", pips=4) == "la somme d'Ana (4)"
    assert fill("la somme de {payer} ({pips})", payer="Ben", pips=4) == "la somme de Ben (4)"
    assert fill("De {name} à {other}", name="Émile", other="Ana") == "D'Émile à Ana"
    assert fill("tout ce que {name} avait", name="Ines") == "tout ce qu'Ines avait"
    assert fill("de {name}", name="Hugo") == "de Hugo"  # "h" is left alone
    assert fill("{name} de {n}", name="Ana", n=5) == "Ana de 5"


def _sentences(qtbot: QtBot, storage: Storage) -> dict[str, Callable[[], str]]:
    """Each French sentence with "de" before a name, as a screen shows it for Ana."""

    def clock() -> str:
        widget = ClockWidget()
        qtbot.addWidget(widget)
        widget.set_player("Ana")
        return widget.accessibleName()

    def balance() -> str:
        widget = BalanceWidget()
        qtbot.addWidget(widget)
        widget.set_player("Ana")
        widget.set_points(150)
        return widget.accessibleName()

    def handoff(running: bool, clocks_off: bool = False) -> Callable[[], str]:
        def shown() -> str:
            screen = HandoffScreen()
            qtbot.addWidget(screen)
            screen.set_info(
                "Ana", "", PLAYERS, (150, 150), (120_000, 120_000), [], running=running, clocks_off=clocks_off
            )
            return screen.privacy.text() + " / " + screen.reveal_button.toolTip()

        return shown

    def profile() -> str:
        dialog = ProfileDialog(storage, "Ana")
        qtbot.addWidget(dialog)
        return dialog.windowTitle()

    def resumed() -> str:
        session = Session(PLAYERS, started_at="2026-12-02T09:00:00Z", time=FakeTime(0), deals=(deal_from(Random(1)),))
        return Resumed(1, session, ran=0, reserve_left=83_000).message(translate) or ""

    def count() -> str:
        summary = SummaryScreen()
        qtbot.addWidget(summary)
        summary.show()
        summary.show_hand_over(1, PLAYERS, ((Tile.of(6, 3),), ()), WentOut(1), [], (150, 150))
        return summary.tile_rows[0].accessibleName()

    tile = Tile.of(6, 3)
    return {
        "{name}'s tiles: {tiles}": count,
        "{name}'s clock kept running while the game was closed: {left} of reserve was left when it reopened.": (
            resumed
        ),
        "{name}'s clock ran on for {seconds} s while the program could not run (the device asleep or busy): "
        "{left} of reserve left.": lambda: stall_text("Ana", 20_000, 83_000, translate),
        "Balance of {name}": balance,
        "Clock of {name}": clock,
        "{name}'s clock is running. {name}: press Reveal when only you can see the screen.": handoff(True),
        "Reveal {name}'s hand; {name}'s clock is already running (Space, Enter, R)": handoff(True),
        "Reveal and start {name}'s clock (Space, Enter, R)": handoff(False),
        "Reveal {name}'s hand (Space, Enter, R)": handoff(False, clocks_off=True),
        "Profile of {name}": profile,
        "Block: {payer}'s {pips} rounds to {due} → nothing paid": lambda: note_text(
            Blocked((18, 20), 1, 20, 0), PLAYERS, translate
        ),
        "Block: {payer}'s {pips} rounds to {due} → {name} +{paid} (all {payer} had)": lambda: note_text(
            Blocked((18, 4), 1, 20, 10), PLAYERS, translate
        ),
        "Block: {payer}'s {pips} rounds to {due} → {name} +{paid}": lambda: note_text(
            Blocked((18, 4), 1, 20, 20), PLAYERS, translate
        ),
        "It is not {name}'s turn": lambda: describe_refusal(
            IllegalAction(Refusal.NOT_YOUR_TURN, seat=0), PLAYERS, translate
        ),
        "{tile} is not in {name}'s hand": lambda: describe_refusal(
            IllegalAction(Refusal.NOT_IN_HAND, tile=tile, seat=0), PLAYERS, translate
        ),
        "{name} accepts {other}'s bid": lambda: action_text(Accept(1), PLAYERS, translate) or "",
        "{name}'s turn": lambda: practice_turn_text("Ana", translate),
        "Next: {name}'s turn": lambda: practice_next_turn_text("Ana", translate),
        "Seeing only {name}'s tiles, the engine reckoned opening this hand worth about {price} to {name}, give or "
        "take {spread}, against letting {other} open, and expected {opener} to open for free.": lambda: auction_text(
            PLAYERS, 0, 3.9, 0, 0, translate, 1.2
        ),
        "Seeing only {name}'s tiles, the engine reckoned opening this hand worth about {price} to {name} against "
        "letting {other} open, and expected {opener} to open for free.": lambda: auction_text(
            PLAYERS, 0, 3.9, 0, 0, translate
        ),
        "Seeing only {name}'s tiles, the engine reckoned opening this hand worth about {price} to {name}, give or "
        "take {spread}, against letting {other} open, and expected the auction to end with {opener} opening, paying "
        "{payee} {cost}.": lambda: auction_text(PLAYERS, 0, 3.9, 0, 15, translate, 1.2),
        "Seeing only {name}'s tiles, the engine reckoned opening this hand worth about {price} to {name} against "
        "letting {other} open, and expected the auction to end with {opener} opening, paying {payee} {cost}.": lambda: (
            auction_text(PLAYERS, 0, 3.9, 0, 15, translate)
        ),
        "The game could end in this hand: the engine also weighed that opening raised {name}'s chances of "
        "winning it.": lambda: auction_text(PLAYERS, 0, 3.9, 0, 15, translate, None, 16.6),
        "The game could end in this hand: the engine also weighed that letting {other} open raised {name}'s "
        "chances of winning it.": lambda: auction_text(PLAYERS, 0, 3.9, 1, 0, translate, None, -16.6),
    }


def test_every_french_de_before_a_name_is_elided_before_ana(qtbot: QtBot, storage: Storage, french: None) -> None:
    sentences = _sentences(qtbot, storage)
    root = ET.parse(TS).getroot()
    found = {
        message.findtext("source") or ""
        for message in root.iter("message")
        if BEFORE_A_NAME.search("".join(message.find("translation").itertext()))  # type: ignore[union-attr]
    }
    assert found <= set(sentences), f"French with 'de' before a name, not checked here: {found - set(sentences)}"
    for source, shown in sentences.items():
        text = shown()
        assert "d'Ana" in text and "de Ana" not in text and "que Ana" not in text, (source, text)
