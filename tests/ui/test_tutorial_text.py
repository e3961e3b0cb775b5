"""Learn to play says what RULES.md says (issue 26), in English and in French, as the rules
help is checked (``test_rules_help_text.py``): each rule a step teaches is stated in its words
in both languages, each number it gives is the core's, and the French states the same numbers
and tiles as the English."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections import Counter
from pathlib import Path

import pytest

import spectacular_bid
from spectacular_bid.app.messages import tile_text
from spectacular_bid.app.tutorial import DEALS, LEARNER, STEPS, TUTOR, Step, game_at
from spectacular_bid.core import (
    DELAY_MS,
    JOCKEY_DISCOUNT,
    MIN_BID,
    RESERVE_MS,
    START_POINTS,
    Bid,
    Blocked,
    Play,
    Reveal,
    apply,
    bid_cost,
    pip_sum,
)
from spectacular_bid.ui.widgets.clock_widget import CRITICAL_MS, LOW_MS

TS = Path(spectacular_bid.__file__).resolve().parent / "i18n" / "spectacular_bid_fr.ts"
FRENCH_ENDS = {"west": "ouest", "east": "est", "north": "nord", "south": "sud"}


def _french() -> dict[str, str]:
    found = {}
    for context in ET.parse(TS).getroot().iter("context"):
        if context.findtext("name") != "messages":
            continue
        for message in context.iter("message"):
            found[message.findtext("source") or ""] = message.findtext("translation") or ""
    return found


FRENCH = _french()
BY_KEY = {step.key: step for step in STEPS}


def _text(step: Step, language: str) -> str:
    """The step's words in ``language``, on one line (a KeyError: not translated yet)."""
    return " ".join((step.text if language == "en" else FRENCH[step.text]).split())


def _texts(step: Step) -> dict[str, str]:
    return {language: _text(step, language) for language in ("en", "fr")}


#: What each step teaches, as RULES.md says it: (step, rule, English words, French words).
TAUGHT = [
    ("opening", "R1", f"starts with {START_POINTS} points", f"commence avec {START_POINTS} points"),
    ("opening", "R8", "the player holding the highest double must open with it", "le plus gros double doit l'ouvrir"),
    ("opening", "R7", "your hand stays in view, except once", "votre main reste visible, sauf une fois"),
    ("handoff", "R40", "this screen appears whenever the other player is to act", "cet écran apparaît chaque fois"),
    ("handoff", "R41", "It hides both hands, and the table, until", "Il cache les deux mains, et la table,"),
    ("handoff", "R40", "their clock starts only then", "sa pendule ne démarre qu'à ce moment"),
    ("handoff", "", "Here the clocks are still off", "Ici, les pendules sont encore arrêtées"),
    ("handoff", "R40", "Press Reveal (Space) to see your hand", "« révélez votre main » (Espace) pour la voir"),
    ("spinner", "R16", "the open ends are added up", "on additionne les extrémités ouvertes"),
    ("spinner", "R17", "receives that many points from the other", "reçoit autant de points de l'autre"),
    ("spinner", "R16", "5–5 alone counted both halves", "5–5 seul comptait ses deux moitiés"),
    ("spinner", "R13", "The first double played is the spinner", "Le premier double posé est le double pivot"),
    ("branches", "R13", "Both sides of the spinner now hold a tile", "Les deux côtés du double pivot sont occupés"),
    ("branches", "R13", "its two branches, north and south, are open", "ses deux branches nord et sud s'ouvrent"),
    ("fifteen", "R17", "not a multiple of 5, scores nothing", "pas un multiple de 5, rien à marquer"),
    ("double", "R16", "A double at an end counts both its halves", "Un double en bout compte ses deux moitiés"),
    ("going-out", "R22", "scores as usual and ends the hand at once", "marque comme d'habitude et termine aussitôt"),
    ("going-out", "R22", "become the jockey for the next hand", "jockey de la manche suivante"),
    ("going-out", "R22", "left in the other hand count nothing", "restant dans l'autre main ne comptent pas"),
    ("bidding", "R27", f"waive (the jockey opens, nobody pays) or bid at least {MIN_BID}", "renoncer (le jockey ouvre"),
    ("bidding", "R27", "The other player decides first", "L'autre joueur décide le premier"),
    ("bidding", "R28", "an overbid adds at least 5", "une surenchère ajoute au moins 5"),
    ("bidding", "R28", "Every bid is a multiple of 5", "Toute enchère est un multiple de 5"),
    ("bidding", "R30", f"gets a discount of {JOCKEY_DISCOUNT}", f"a une remise de {JOCKEY_DISCOUNT}"),
    ("bidding", "R32", "would lose the game at once if accepted", "ferait perdre la partie aussitôt"),
    ("accept", "R30", "only the jockey's own bid has a discount", "seule l'enchère du jockey a une remise"),
    ("accept", "R29", "opens the hand with any tile it chooses", "ouvre la manche avec le domino de son choix"),
    ("play-on", "R13", "no spinner yet and only two ends", "pas encore de double pivot et seulement deux"),
    ("draw", "R19", "You may draw only when no tile fits", "On ne pioche que si aucun domino ne va"),
    ("draw", "R20", "one tile at a time", "un domino à la fois"),
    ("must-play", "R20", "A drawn tile that fits must be played at once", "doit être posé aussitôt"),
    ("must-play", "R20", "you may not draw again", "sans piocher de nouveau"),
    ("must-play", "R20", "Drawing and this play are one turn", "forment un seul tour"),
    ("block", "R13", "it is the first double of this hand, so it is the spinner", "c'est le double pivot"),
    ("block-count", "R21", "passes, automatically", "passe, automatiquement"),
    ("block-count", "R23", "Both players passed in succession", "Les deux joueurs ont passé l'un après l'autre"),
    ("block-count", "R23", "rounded to the nearest 5", "arrondie au multiple de 5 le plus proche"),
    ("block-count", "R24", "opens by rank, with no bidding", "s'ouvre selon le rang des dominos, sans enchères"),
    ("clock", "R36", f"a fresh delay of {DELAY_MS // 1000} seconds", f"nouveau délai de {DELAY_MS // 1000} secondes"),
    ("clock", "R36", f"reserve of {RESERVE_MS // 60_000} minutes, for the whole game", "pour toute la partie"),
    ("clock", "R36", "only when it is used up", "seulement une fois ce délai écoulé"),
    ("reserve", "R36", "the reserve is never recharged", "la réserve n'est jamais rechargée"),
    ("reserve", "R36", "a decision made within its delay costs none of it", "prise dans son délai n'en coûte rien"),
    ("reserve", "R37", "When your reserve runs out, you lose the game on time", "vous perdez la partie au temps"),
    ("computer-out", "R22", "It is the jockey for the next hand", "C'est lui le jockey de la manche suivante"),
    ("waive", "R27", "You are not the jockey, so you decide first", "vous décidez en premier"),
    ("waive", "R27", "waive, and the jockey opens, nobody pays", "le jockey ouvre et personne ne paie"),
    ("waive", "R27", f"bid at least {MIN_BID}", f"enchérir ({MIN_BID} au moins)"),
    ("low-time", "", f"below {LOW_MS // 1000} seconds", f"sous les {LOW_MS // 1000} secondes"),
    ("low-time", "", "its digits have changed colour", "ses chiffres ont changé de couleur"),
    ("low-time", "", f"{CRITICAL_MS // 1000} seconds they turn red and pulse", "passent au rouge et clignotent"),
    ("done", "R26", "hand after hand until a player has no points left or runs out of time", "manche après manche"),
    ("done", "R40", "whenever the other player is to act", "chaque fois que c'est à l'autre joueur d'agir"),
    ("done", "R40", "until that player presses Reveal", "jusqu'à ce que ce joueur révèle sa main"),
    ("done", "R40", "no clock runs before", "aucune pendule ne tourne avant"),
]


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize(("key", "rule", "en", "fr"), TAUGHT, ids=[f"{t[0]}-{t[1]}" for t in TAUGHT])
def test_each_step_states_its_rule(key: str, rule: str, en: str, fr: str, language: str) -> None:
    said = _text(BY_KEY[key], language).replace("\u00a0", " ")
    assert (en if language == "en" else fr) in said


@pytest.mark.parametrize("step", STEPS, ids=lambda s: s.key)
def test_the_french_states_the_english_numbers_and_tiles(step: Step) -> None:
    texts = _texts(step)
    numbers = {language: Counter(re.findall(r"\d+", text)) for language, text in texts.items()}
    assert numbers["en"] == numbers["fr"]
    for language, text in texts.items():
        assert not re.search(r"\bR\d", text), language  # no rule numbers in a player's text
        for terms, total in re.findall(r"(\d+(?: \+ \d+)+) = (\d+)", text):
            assert sum(int(n) for n in terms.split(" + ")) == int(total), (language, terms)
    learner = step.learner
    if isinstance(learner, Play):
        assert tile_text(learner.tile) in texts["fr"]
        if learner.end is not None:
            assert f"extrémité {FRENCH_ENDS[learner.end.value]}" in texts["fr"] or "branche" in texts["fr"]


def _after(key: str) -> tuple[object, ...]:
    """The notes of the key step's learner move and the opponent's reply, by the core."""
    index = next(i for i, s in enumerate(STEPS) if s.key == key)
    state = game_at(index, ("Ana", "Ben"))
    step = STEPS[index]
    assert step.learner is not None
    state = apply(state, step.learner, state.time)
    notes = state.notes
    for action in step.tutor:
        if state.awaiting == "reveal":
            from spectacular_bid.core import Reveal

            state = apply(state, Reveal(TUTOR), state.time)
        state = apply(state, action, state.time)
        notes += state.notes
    return notes


def test_the_counts_the_texts_give_are_the_cores() -> None:
    block = next(n for n in _after("block") if isinstance(n, Blocked))
    said = _texts(BY_KEY["block-count"])["en"]
    assert f"your {block.pips[LEARNER]} against its {block.pips[TUTOR]}, so you received {block.paid}" in said
    assert block.pips[TUTOR] == pip_sum(game_at(STEPS.index(BY_KEY["block-count"])).hands[TUTOR])
    bidding = game_at(STEPS.index(BY_KEY["bidding"]))
    assert f"you pay only {bid_cost(bidding, LEARNER, 20)}" in _texts(BY_KEY["bidding"])["en"]
    assert f"pay only {bid_cost(bidding, LEARNER, 20)}" in _texts(BY_KEY["bidding"])["en"]
    assert f"ne payez que {bid_cost(bidding, LEARNER, 20)}" in _texts(BY_KEY["bidding"])["fr"]
    opening = game_at(0)
    assert opening.opener_tile == DEALS[0].hands[LEARNER][0]
    assert tile_text(opening.opener_tile) in _texts(BY_KEY["opening"])["en"]
    left = BY_KEY["low-time"].reserve_left_ms
    assert left < LOW_MS  # "run your reserve down below 30 seconds"
    assert f"down below {LOW_MS // 1000} seconds" in _text(BY_KEY["low-time"], "en")
    assert f"sous les {LOW_MS // 1000} secondes" in _text(BY_KEY["low-time"], "fr")


def test_the_step_that_plays_no_score_says_which_play_would_have_scored() -> None:
    """A new pair's play-test: the step before the block asked for 6–5 at the west end, which
    scores nothing, where 5–5 would have scored 10, and said nothing of it to learners who had
    just been taught that multiples of 5 score. It says so, and the numbers are the core's."""
    from spectacular_bid.core import End, legal_actions

    index = STEPS.index(BY_KEY["sixes"])
    state = game_at(index, ("Ana", "Ben"))
    double = next(t for t in state.hands[LEARNER] if (t.high, t.low) == (5, 5))
    plays = [a for a in legal_actions(state) if isinstance(a, Play) and a.tile == double and a.end is End.WEST]
    assert plays and apply(state, plays[0], state.time).table.total == 10
    assert "5–5 would score 10 here" in _texts(BY_KEY["sixes"])["en"]
    assert "5–5 marquerait 10" in _texts(BY_KEY["sixes"])["fr"]


#: A careful reader's pace (150 words a minute), and the time to find a tile and click it.
READ_MS_PER_WORD = 400
PLAY_MS = 10_000


def _words(text: str) -> int:
    """How many words ``text`` has to read (numbers and signs read at a glance)."""
    return len(re.findall(r"[^\W\d_]+(?:['’][^\W\d_]+)*", text))


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_low_time_step_shows_its_cue_and_leaves_time_to_read_and_play(language: str) -> None:
    """A new pair's first evening played the low-time step at 0:33: its 40 seconds of reserve
    never showed the colour its words describe. The step begins below the low-time mark, the
    digits changed already; an earlier play-test lost on time reading the step's four lines
    with 25 seconds, so its words are short, the move first, and the one about losing on time
    is told a step before, where time is plenty."""
    step = BY_KEY["low-time"]
    left = step.reserve_left_ms
    assert CRITICAL_MS < left < LOW_MS  # the colour changed as the step begins; not red yet
    assert isinstance(step.learner, Play)
    text = _text(step, language)
    assert text.index(tile_text(step.learner.tile)) < text.index(str(LOW_MS // 1000))  # what to do, before why
    assert _words(text) * READ_MS_PER_WORD + PLAY_MS <= left, _words(text)


def test_the_handoff_step_names_no_tile_R41() -> None:
    """The handoff screen shows neither hand nor the new table (R41): the coach's words over
    it name no tile either; the step after Reveal tells the computer's move."""
    from spectacular_bid.core import ALL_TILES

    for language, text in _texts(BY_KEY["handoff"]).items():
        assert [tile_text(t) for t in ALL_TILES if tile_text(t) in text] == [], language


@pytest.mark.parametrize("language", ["en", "fr"])
def test_each_step_tells_the_computers_moves_since_the_last(language: str) -> None:
    """A play-test missed the computer's 2–1 before "Your last tile" and its 6–4 before "Play
    6–2": a step names every tile the computer played since the learner's last move — the
    step after the practice handoff, whose screen shows no table (R41), for the move before it."""
    untold: list[Play] = []
    for step in STEPS:
        if not isinstance(step.learner, Reveal):
            for action in untold:
                assert tile_text(action.tile) in _text(step, language), (step.key, action.tile)
            untold = []
        untold += [action for action in step.tutor if isinstance(action, Play)]


def test_the_bidding_step_says_which_button_to_press() -> None:
    """A play-test, told to raise the bid to the top and back to 20, waited there: nothing
    said to bid. The step names the button, as each language labels it."""
    step = BY_KEY["bidding"]
    assert isinstance(step.learner, Bid)
    texts = _texts(step)
    assert f"press Bid {step.learner.amount}" in texts["en"]
    assert f"appuyez sur Enchérir {step.learner.amount}" in texts["fr"]
    assert "a enchéri à 15" in texts["fr"]  # a bid is made "à" an amount, not "de"


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_reader_at_the_pace_of_the_low_time_step_keeps_time_to_the_end_R36(language: str) -> None:
    """A review read the guided game at the pace the low-time step is held to (its words at
    150 a minute, then 10 s to play): with the clocks running through hand 3's end and the
    waiver, the reserve fell to 15 s before the low-time step, which needs 28 s, and the
    learner lost on time. The clocks stop after their two lessons and run again for the last
    move: each step read and played at that pace, the learner reaches every move in time,
    and the low-time step with its whole 29 s."""
    from spectacular_bid.app.tutorial import actions_before, clocks_run, pending_reveal, wait_before
    from spectacular_bid.core import START, new_game, reserve_at

    state = apply(new_game(("You", "Computer"), DEALS), START, 0)
    at = 0
    for index, step in enumerate(STEPS):
        if step.learner is None:
            break
        for action in list(actions_before(index + 1))[len(list(actions_before(index))) :]:
            reveal = pending_reveal(state, action)
            if reveal is not None:
                state = apply(state, reveal, at)
            if action == step.learner and clocks_run(index):
                at += wait_before(step, state, at)
                if step.reserve_left_ms:
                    assert reserve_at(state, LEARNER, at) == step.reserve_left_ms, "the step's whole reserve"
                at += _words(_text(step, language)) * READ_MS_PER_WORD + PLAY_MS
            state = apply(state, action, at)
            assert state.result is None, f"{step.key}: the learner lost on time"
