"""The tutorial's script (issue 26) played through the core: every move of the learner and of
the scripted opponent is legal where the script puts it, each step shows what its text says,
and the clocks run only from the clock step."""

from __future__ import annotations

import re

import pytest

from spectacular_bid.app.tutorial import (
    DEALS,
    LEARNER,
    STEPS,
    TUTOR,
    Step,
    TutorialTime,
    actions_before,
    clock_step,
    game_at,
    pending_reveal,
    wait_before,
)
from spectacular_bid.core import (
    DELAY_MS,
    RESERVE_MS,
    START,
    BidPaid,
    Blocked,
    Draw,
    Passed,
    Play,
    Reason,
    Reveal,
    Scored,
    Stage,
    Waive,
    WentOut,
    apply,
    legal_actions,
    new_game,
    reserve_at,
)
from spectacular_bid.core.state import GameState, Note

_SUM = re.compile(r"(\d+(?: \+ \d+)+) = (\d+)")


def _played() -> list[tuple[Step, GameState, GameState, tuple[Note, ...]]]:
    """Each learner step with the game before the learner's action, the game after the
    opponent's reply, and every note of both."""
    state = apply(new_game(("Ana", "Ben"), DEALS), START, 0)
    at = 0
    played = []
    running = False
    for step in STEPS:
        running = running or step.clock
        if step.learner is None:
            break
        reveal = pending_reveal(state, step.learner)  # the practice handoff's Reveal is the learner's
        if reveal is not None:
            state = apply(state, reveal, at)
        assert state.to_act in (LEARNER, None), step.key
        at += wait_before(step, state, at) + (2_000 if running else 0)  # the learner thinks 2 s, within the delay
        before = state
        assert step.learner in legal_actions(state), (step.key, step.learner, legal_actions(state))
        state = apply(state, step.learner, at)
        notes = state.notes
        for action in step.tutor:
            reveal = pending_reveal(state)
            if reveal is not None:
                state = apply(state, reveal, at)
            assert state.to_act == TUTOR, step.key
            at += 1_000 if running else 0
            assert action in legal_actions(state), (step.key, action)
            state = apply(state, action, at)
            notes += state.notes
        assert not state.is_over, step.key
        played.append((step, before, state, notes))
    return played


PLAYED = _played()
BY_KEY = {step.key: (before, after, notes) for step, before, after, notes in PLAYED}
BY_KEY_STEP = {step.key: step for step in STEPS}


def test_every_step_is_played_and_the_keys_differ() -> None:
    assert len(PLAYED) == len(STEPS) - 1  # the last step asks nothing: it ends the tutorial
    assert len({step.key for step in STEPS}) == len(STEPS)
    assert STEPS[-1].learner is None


def test_the_readme_counts_the_steps_as_the_game_does() -> None:
    """The README said 22 steps when the game showed "step 1 of 23"."""
    from pathlib import Path

    readme = (Path(__file__).resolve().parents[2] / "README.md").read_text(encoding="utf-8")
    said = re.findall(r"by playing it, in (\d+) steps", " ".join(readme.split()))
    assert said == [str(len(STEPS))]


def test_game_at_is_the_script_played_up_to_a_step() -> None:
    for index, (step, before, _after, _notes) in enumerate(PLAYED):
        if index >= clock_step():
            break  # from the clock step on, the time of each action matters
        rebuilt = game_at(index, ("Ana", "Ben"))
        assert rebuilt.hands == before.hands and rebuilt.table == before.table and rebuilt.points == before.points
        assert rebuilt.stage is before.stage and rebuilt.to_act == before.to_act, step.key
    assert list(actions_before(0)) == [START]


def test_one_step_practises_the_handoff_after_the_computers_first_move_R40() -> None:
    """A new pair's first evening met the handoff screen only at their first real turn: the
    guided game never showed it. One step, early, once the computer has played and the turn
    passes to the learner, asks the learner to reveal as the next player does (R40); the
    tutorial does not send that Reveal itself, and the clocks are still off."""
    asked = [index for index, step in enumerate(STEPS) if isinstance(step.learner, Reveal)]
    assert len(asked) == 1
    index = asked[0]
    step = STEPS[index]
    assert step.learner == Reveal(LEARNER) and not step.tutor
    assert any(isinstance(action, Play) for action in STEPS[index - 1].tutor)  # the computer has played
    assert index <= 2 and index < clock_step()  # early, before the clocks run
    state = game_at(index, ("Ana", "Ben"))
    assert state.awaiting == "reveal" and state.to_act == LEARNER and state.holder == TUTOR
    assert pending_reveal(state, step.learner) is None  # the learner presses Reveal, not the tutorial
    assert pending_reveal(state) == Reveal(LEARNER)
    after = game_at(index + 1, ("Ana", "Ben"))
    assert after.awaiting != "reveal" and after.holder == LEARNER and after.to_act == LEARNER
    assert after.table == state.table and after.time == 0


def test_the_first_hand_opens_by_rank_and_the_learner_goes_out_R8_R22() -> None:
    before, after, notes = BY_KEY["opening"]
    assert before.opener_tile == STEPS[0].learner.tile  # type: ignore[union-attr]
    assert Scored(LEARNER, 10, 10) in notes
    _before, after, notes = BY_KEY["going-out"]
    assert WentOut(LEARNER) in notes and after.stage is Stage.HAND_OVER
    assert after.hands[TUTOR]  # the other hand's tiles are left and count nothing


def test_the_spinner_opens_its_branches_R13() -> None:
    _before, after, _notes = BY_KEY["spinner"]
    assert after.table.spinner is not None and after.table.spinner.is_double
    north = BY_KEY["branches"][0].table.values[2]
    assert north == 1  # the opponent played on the north branch before the learner's turn


def test_the_spinner_step_says_which_ends_show_2_and_3_R13_R16() -> None:
    """An audit read "the ends then show 2 and 3" after the learner's 5–2, where four ends were
    open, both branches showing the spinner's 5 (counting 0, R16). The words say which ends."""
    before, _after, _notes = BY_KEY["spinner"]
    step = BY_KEY_STEP["spinner"]
    assert step.learner is not None
    shown = apply(before, step.learner, 0).table.values
    said = re.search(r"(\S+ \S+ \S+) then show (\d+) and (\d+)\.", step.text)
    assert said is not None and (int(said[2]), int(said[3])) == shown[:2]  # west and east
    assert shown[2:] == (5, 5) and said[1] == "line's two ends"  # not all the ends shown
    assert "an empty branch counting 0" in BY_KEY_STEP["branches"].text


def test_points_move_both_ways_R17() -> None:
    scorers = {note.seat for *_rest, notes in PLAYED for note in notes if isinstance(note, Scored)}
    assert scorers == {LEARNER, TUTOR}
    for *_rest, after, _notes in PLAYED:
        assert sum(after.points) == 300


def test_the_bidding_teaches_the_discount_and_an_overbid_R27_R30() -> None:
    before, _after, _notes = BY_KEY["bidding"]
    assert before.stage is Stage.BIDDING and before.jockey == LEARNER and before.bid == 15 and before.bidder == TUTOR
    from spectacular_bid.core import bid_cost

    assert bid_cost(before, LEARNER, 20) == 5
    # the whole-balance warning: the top amount costs the learner's whole balance
    from spectacular_bid.core import decision_for

    decision = decision_for(before, LEARNER)
    assert decision is not None and decision.bids[-1].loses_game
    _before, after, notes = BY_KEY["accept"]
    assert BidPaid(TUTOR, 25, 0, 25) in notes
    assert after.table.plays and after.stage is Stage.PLAY


def test_the_learner_not_the_jockey_decides_first_and_waives_R27_R29() -> None:
    """A new pair's commonest auction decision is the waiver, which the guided game never
    showed: its one auction had the learner as the jockey. One step asks the learner, not the
    jockey, who decides first, to waive; the computer, the jockey, then opens with a tile of its
    choice, and nobody pays."""
    waives = [step for step in STEPS if isinstance(step.learner, Waive)]
    assert len(waives) == 1 and waives[0].learner == Waive(LEARNER)
    step = waives[0]
    before, after, notes = BY_KEY[step.key]
    assert before.stage is Stage.BIDDING and before.bid is None
    assert before.jockey == TUTOR and before.to_act == LEARNER  # the other player decides first
    waived = apply(before, Waive(LEARNER), before.time)
    assert waived.stage is Stage.PLAY and waived.to_act == TUTOR and waived.opener_tile is None  # any tile
    assert waived.points == before.points  # nobody pays
    assert [type(action) for action in step.tutor] == [Play]
    opening = step.tutor[0]
    assert isinstance(opening, Play) and opening.seat == TUTOR and opening.end is None
    assert not any(isinstance(note, BidPaid) for note in notes)
    assert after.table.plays[0].tile == opening.tile


def test_the_waive_step_says_what_a_waiver_does_and_why_here_R27_R29() -> None:
    """Its words: the learner is not the jockey and decides first; a waiver lets the jockey
    open and nobody pays; a first bid is at least 15; and the reason to waive here, which the
    deal makes true: no tile of the learner's would score as an opening (R16, R17)."""
    from spectacular_bid.core import MIN_BID
    from spectacular_bid.core.table import Table

    step = next(step for step in STEPS if isinstance(step.learner, Waive))
    text = " ".join(step.text.split())
    for said in (
        "You are not the jockey, so you decide first",
        "waive, and the jockey opens, nobody pays",
        f"bid at least {MIN_BID}",
        "Bid only when the opening is worth more than what you pay",
        "no tile of yours would score as an opening",
        "Press Waive",
    ):
        assert said in text
    before, _after, _notes = BY_KEY[step.key]
    for tile in before.hands[LEARNER]:
        for west in {tile.high, tile.low}:
            total = Table().open_with(tile, west).total
            assert total == 0 or total % 5, tile
    after_waive = STEPS[STEPS.index(step) + 1]
    assert after_waive.text.startswith("Nobody paid: the computer opened with ")


def test_the_computer_goes_out_of_the_third_hand_after_the_learners_draw_R20_R22() -> None:
    """The waiver needs the learner not to be the jockey: in the third hand the learner draws
    once, the tile drawn fits and is played, and the computer, one tile ahead, goes out first;
    the counts of tiles the texts give are the core's."""
    before, after, _notes = BY_KEY["no-fit"]
    assert legal_actions(before) == (Draw(LEARNER),)
    assert {v for v in before.table.values if v >= 0} == {4, 3, 6}  # "The ends show 4, 3 and 6"
    drawn = after.hands[LEARNER][-1]
    asked = BY_KEY_STEP["drawn-tile"].learner
    assert drawn == DEALS[2].boneyard[0] and isinstance(asked, Play) and asked.tile == drawn
    assert all(isinstance(a, Play) and a.tile == drawn for a in legal_actions(after))
    before, _after, _notes = BY_KEY["one-behind"]
    held = re.search(r"It holds (\d+) tiles, you (\d+)", BY_KEY_STEP["one-behind"].text)
    assert held is not None
    assert (len(before.hands[TUTOR]), len(before.hands[LEARNER])) == (int(held[1]), int(held[2]))
    before, after, notes = BY_KEY["last-tile"]
    assert len(before.hands[TUTOR]) == 1 and "it has one tile left" in BY_KEY_STEP["last-tile"].text
    assert WentOut(TUTOR) in notes and Scored(TUTOR, 20, 20) in notes
    assert after.stage is Stage.HAND_OVER and after.jockey == TUTOR and after.hands[LEARNER]
    assert "it scored 20" in BY_KEY_STEP["computer-out"].text


def test_each_score_of_the_computers_a_text_tells_is_the_cores_R17() -> None:
    """A step that says "The computer scored 15 with 6–4" follows the computer's reply that
    made that score, as the core counts it."""
    told = 0
    for index, step in enumerate(STEPS[1:], start=1):
        for amount in re.findall(r"(?:[Tt]he computer|it) scored (\d+)", " ".join(step.text.split())):
            _step, _before, _after, notes = PLAYED[index - 1]
            replies = [n for n in notes if isinstance(n, Scored) and n.seat == TUTOR]
            assert any(n.total == int(amount) for n in replies), (step.key, amount, replies)
            told += 1
    assert told >= 8  # the pattern finds the scores told (four of them in the third hand)


def test_drawing_until_a_tile_fits_which_must_be_played_R19_R20() -> None:
    before, after, _notes = BY_KEY["draw"]
    assert [type(a).__name__ for a in legal_actions(before)] == ["Draw"]
    assert after.to_act == LEARNER and len(after.boneyard) == len(before.boneyard) - 1  # nothing fitted
    before, after, _notes = BY_KEY["draw-again"]
    drawn = after.hands[LEARNER][-1]
    assert after.to_act == LEARNER
    legal = legal_actions(after)
    assert legal and all(isinstance(a, Play) and a.tile is drawn for a in legal)
    assert BY_KEY["must-play"][0].hands == after.hands


def test_the_block_and_its_count_R21_R23() -> None:
    _before, after, notes = BY_KEY["block"]
    assert Passed(TUTOR) in notes and Passed(LEARNER) in notes
    block = next(n for n in notes if isinstance(n, Blocked))
    assert block == Blocked((31, 59), LEARNER, 60, 60)
    assert after.stage is Stage.HAND_OVER and after.jockey is None
    assert not after.boneyard


def test_the_clocks_run_only_from_the_clock_step_R36() -> None:
    first = clock_step()
    for index, (step, before, after, _notes) in enumerate(PLAYED):
        if index < first:
            assert before.time == 0 and after.reserves == (RESERVE_MS, RESERVE_MS), step.key
    before, after, _notes = BY_KEY["clock"]
    assert before.opener_tile is not None and before.jockey is None  # opened by rank, after a block
    assert after.reserves[LEARNER] == RESERVE_MS  # decided within the delay
    before, after, _notes = BY_KEY["low-time"]
    spent = wait_before(STEPS[-2], before, before.time) + 2_000 - DELAY_MS
    assert after.reserves[LEARNER] == RESERVE_MS - spent
    waited = before.time + wait_before(STEPS[-2], before, before.time)
    assert reserve_at(before, LEARNER, waited) == STEPS[-2].reserve_left_ms  # time to read it
    assert after.result is None or after.result.reason is not Reason.TIME


def test_the_low_time_step_is_the_learners_last_move_R36() -> None:
    """The low-time step leaves under 30 s of reserve: no step after it asks the learner to
    read and decide on that reserve (the step after it ends the lesson and stops the clocks).
    The clocks run at it, and stand still from their two lessons' end to it, the waiver's step
    included (how long reading takes there: tests/ui/test_tutorial_text.py)."""
    from spectacular_bid.app.tutorial import clocks_run, keys

    low = [index for index, step in enumerate(STEPS) if step.reserve_left_ms]
    assert low == [len(STEPS) - 2] and STEPS[-1].learner is None
    assert clocks_run(low[0])
    paused = next(index for index, step in enumerate(STEPS) if step.pause)
    assert paused < keys().index("waive") < low[0]
    assert not any(clocks_run(index) for index in range(paused, low[0]))


def _sums(text: str) -> list[tuple[list[int], int]]:
    return [([int(n) for n in terms.split(" + ")], int(total)) for terms, total in _SUM.findall(text)]


@pytest.mark.parametrize("step", [s for s in STEPS if s.learner is not None], ids=lambda s: s.key)
def test_each_sum_in_a_text_is_right_and_the_last_is_the_cores_total_R16(step: Step) -> None:
    sums = _sums(step.text)
    for terms, total in sums:
        assert sum(terms) == total, step.key
    before, _after, _notes = BY_KEY[step.key]
    if sums and isinstance(step.learner, Play):
        wait = wait_before(step, before, before.time)
        played = apply(before, step.learner, before.time + (2_000 + wait if before.started is not None else 0))
        assert played.table.total == sums[-1][1], step.key


def test_the_texts_name_the_move_they_ask_for() -> None:
    from spectacular_bid.app.messages import tile_text

    for step in STEPS:
        assert not re.search(r"\bR\d", step.text), step.key  # no rule numbers in player text
        learner = step.learner
        if isinstance(learner, Play):
            assert tile_text(learner.tile) in step.text, step.key
            if learner.end is not None:
                assert f"the {learner.end.value} " in step.text, step.key


def test_tutorial_time_stands_still_until_it_runs() -> None:
    from spectacular_bid.app.timesource import FakeTime

    real = FakeTime(50)
    time = TutorialTime(real)
    real.advance(10_000)
    assert time.now_ms() == 0 and not time.running
    time.run()
    real.advance(1_500)
    time.advance(1_000)
    assert time.now_ms() == 2_500
    time.pause()
    real.advance(9_000)
    assert time.now_ms() == 2_500


def test_a_refusal_in_french_elides_before_a_vowel(qapp: object) -> None:
    """A review read "…cette leçon vous demande de enchérir à 20" and "de accepter l'enchère":
    the refusal's words are filled as every sentence is, "d'enchérir", "d'accepter"."""
    from spectacular_bid.app.controller import translate
    from spectacular_bid.app.tutorial import off_script_text
    from spectacular_bid.core import Accept, Bid
    from spectacular_bid.ui.i18n import install_language

    assert install_language("fr")
    try:
        said = [off_script_text(action, translate) for action in (Bid(0, 20), Accept(0))]
    finally:
        install_language("en")
    assert all(" de e" not in s and " de a" not in s for s in said), said
    assert "d'enchérir" in said[0].replace("\u2019", "'") and "d'accepter" in said[1].replace("\u2019", "'")
