"""The rules help says what RULES.md says (issue 12, items 12–19), in English and French: each
worked example that states a total is computed by the core here."""

from __future__ import annotations

import dataclasses
import re

import pytest

from spectacular_bid.core import End, Table, Tile, bid_cost, new_game
from spectacular_bid.core.tiles import deal_from
from spectacular_bid.ui.dialogs.rules_help import HELP_EN, HELP_FR, help_html

HELPS = {"en": HELP_EN, "fr": HELP_FR}


def _flat(text: str) -> str:
    return " ".join(text.split())


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_counting_examples_are_the_cores_R16(language: str) -> None:
    text = _flat(HELPS[language])
    spinner = Table().open_with(Tile.of(6, 6)).place(Tile.of(6, 3), End.EAST)
    assert f"6 + 6 + 3 = {spinner.total}" in text
    west = spinner.place(Tile.of(6, 2), End.WEST)
    assert f"2 + 3 = {west.total}" in text
    alone = {Table().open_with(Tile.of(6, 4)).total, Table().open_with(Tile.of(5, 5)).total}
    assert alone == {10}
    assert ("6–4 or 5–5 alone: 10" if language == "en" else "6–4 ou 5–5 seul : 10") in text


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_help_writes_tiles_as_the_table_does(language: str) -> None:
    """An audit of the texts: the help wrote "[6|4]" beside a table and a log that write
    "6–4" (:func:`~spectacular_bid.app.messages.tile_text`)."""
    from spectacular_bid.app.messages import tile_text

    text = help_html(language)
    assert "|" not in text
    assert tile_text(Tile.of(6, 3)) in text


def test_the_french_help_keeps_its_punctuation_on_the_line_it_ends() -> None:
    """An audit of the texts: the French help had ordinary spaces before ":" and ";" (45 of
    them) and inside « », in a narrow panel where a line could begin with ":"; every other
    French text has non-breaking ones."""
    text = help_html("fr")
    assert re.findall(r" [:;!?»]", text) == [] and "« " not in text
    assert "\u00a0:" in text


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_jockey_discount_example_is_the_cores_R30(language: str) -> None:
    import random

    state = dataclasses.replace(new_game(("Ana", "Ben"), [deal_from(random.Random(1))]), jockey=0)
    paid = bid_cost(state, 0, 20)
    text = _flat(HELPS[language])
    assert (f"the jockey pays only {paid}" if language == "en" else f"il ne paie que {paid}") in text


@pytest.mark.parametrize(
    ("language", "needles"),
    [
        (
            "en",
            [
                "the spinner itself counts nothing",  # R16
                "a total of 0 scores nothing",  # R17
                "highest pip total opens",  # R8
                "count nothing (there is no bonus)",  # R22
                "Forced decisions",  # R33
                "What you would <i>pay</i>",  # R31
                "does not restart the 10-second delay",  # R20, R36
                "there is no handoff: the new decision's clock starts at once",  # R40
                "stays paused",  # R42
                "<b>resign</b>",  # R45
                "<b>void</b>",  # R43, R46
                "a saved game's clocks cannot be trusted",  # R43
                "A <b>provisional</b> rating",  # R46: explained only in a tooltip before
                "A new player starts at 1500",
            ],
        ),
        (
            "fr",
            [
                "il ne compte plus rien",
                "un total de 0 ne rapporte rien",
                "la plus forte somme ouvre",
                "ne comptent pas (aucun bonus)",
                "Décisions forcées",
                "Ce que vous <i>paieriez</i>",
                "ne relance pas le délai",
                "pas de passage : la pendule de la nouvelle décision démarre aussitôt",
                "en pause au passage de l'appareil ou au décompte de fin de manche y reste",
                "<b>abandonner</b>",
                "<b>annulée</b>",  # R43: void, not a draw ("nulle")
                "les pendules d'une partie enregistrée ne sont pas fiables",  # R43
                "<b>Sortir :</b>",
                "double pivot (spinner)",
                "Une cote <b>provisoire</b>",
                "Un nouveau joueur part de 1500",
            ],
        ),
    ],
)
def test_the_help_states_the_rules_players_misread(language: str, needles: list[str]) -> None:
    text = _flat(HELPS[language])
    for needle in needles:
        assert needle in text, needle
    assert "best tile" not in text and "meilleur domino" not in text  # R8 says how, not "best"
