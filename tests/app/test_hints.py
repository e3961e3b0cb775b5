"""Hints in practice games (issue 25, item 4): asked from the person's seat record only, offered
only in a practice game, counted with the game — the version-4 column, the record's ``hints``
field, export, import, a kill — and without effect on the replay."""

from __future__ import annotations

import dataclasses
import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import json
import random
import signal
import sqlite3
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from app_games import OUT_DEAL, OUT_SCRIPT
from golden.make_golden import replay_trace
from pytestqt.qtbot import QtBot

from spectacular_bid.app import FakeTime
from spectacular_bid.app.controller import GameController
from spectacular_bid.app.hints import Hint, HintAdvisor, hint_request, read_hint
from spectacular_bid.app.practice import HINTS_FIELD, Opponent, extra_fields, hints_of, with_hints, with_opponent
from spectacular_bid.app.records_io import export_game, import_game, record_text
from spectacular_bid.app.resume import resume
from spectacular_bid.app.session import Session
from spectacular_bid.app.storage import DB_NAME, MIGRATIONS, SCHEMA_VERSION, StoreDamaged, open_storage
from spectacular_bid.core import (
    START,
    Deal,
    End,
    Play,
    Resign,
    Reveal,
    Table,
    Tile,
    apply,
    deal_from,
    legal_actions,
    new_game,
)
from spectacular_bid.core.record import Event, Record, final_state, parse_record

STARTED = "2026-12-02T09:00:00Z"
PERSON, COMPUTER = 0, 1
ROOT = Path(__file__).resolve().parents[2]


# --- The record field and the games file ------------------------------------------------------


def _practice_record(hints: dict[int, int] | None = None) -> Record:
    record = Record(("Ana", "Computer"), (OUT_DEAL,), (Event(0, "start"),), STARTED)
    record = with_opponent(record, Opponent(COMPUTER, "hard"))
    return with_hints(record, hints or {})


def test_the_hints_field_is_written_only_when_a_hint_was_taken() -> None:
    assert HINTS_FIELD not in _practice_record().extra
    assert _practice_record({0: 2}).extra[HINTS_FIELD] == {"0": 2}
    assert hints_of(_practice_record({0: 2, 1: 0})) == {0: 2}
    text = record_text(_practice_record({0: 2}))
    assert json.loads(text)[HINTS_FIELD] == {"0": 2}
    assert hints_of(parse_record(text)) == {0: 2}


def test_migration_3_to_4_adds_the_hint_columns_at_zero() -> None:
    db = sqlite3.connect(":memory:")
    db.execute("CREATE TABLE games (id INTEGER PRIMARY KEY, computer_seat INTEGER)")
    db.execute("INSERT INTO games VALUES (1, 1), (2, NULL)")
    MIGRATIONS[3](db)
    MIGRATIONS[3](db)  # a step cut short and run again adds nothing twice
    assert db.execute("SELECT hints0, hints1 FROM games").fetchall() == [(0, 0), (0, 0)]


def _version_3_file(folder: Path) -> tuple[int, Record]:
    """A games file as version 3 left it: one practice game (the hint columns removed)."""
    store, _ = open_storage(folder)
    record = _practice_record()
    game = store.create_game(record)
    store.close()
    db = sqlite3.connect(folder / DB_NAME)
    db.execute("ALTER TABLE games DROP COLUMN hints0")
    db.execute("ALTER TABLE games DROP COLUMN hints1")
    db.execute("DROP TABLE analyses")
    db.execute("PRAGMA user_version=3")
    db.commit()
    db.close()
    return game, record


def test_a_version_3_file_is_migrated_and_keeps_its_games(tmp_path: Path) -> None:
    game, record = _version_3_file(tmp_path)
    store, note = open_storage(tmp_path)
    assert note is None
    assert store.record(game) == record and hints_of(store.record(game)) == {}
    (summary,) = store.games()
    assert summary.readable and summary.hints == (0, 0)
    store.set_hints(game, {PERSON: 3})
    assert hints_of(store.record(game)) == {PERSON: 3}
    store.close()
    assert [p.name for p in tmp_path.iterdir() if ".v3-backup" in p.name] == [DB_NAME + ".v3-backup"]
    db = sqlite3.connect(tmp_path / DB_NAME)
    assert db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    db.close()


@pytest.mark.parametrize("value", ["'many'", "-1", "X'01'", "2.5"])
def test_a_hint_count_that_cannot_be_read_sets_only_its_game_aside(tmp_path: Path, value: str) -> None:
    store, _ = open_storage(tmp_path)
    odd, fine = store.create_game(_practice_record()), store.create_game(_practice_record({0: 1}))
    store._db.execute(f"UPDATE games SET hints0 = {value} WHERE id = ?", (odd,))
    listed = {g.id: g for g in store.games()}
    assert not listed[odd].readable and listed[fine].readable and listed[fine].hints == (1, 0)
    with pytest.raises(StoreDamaged) as damaged:
        store.record(odd)
    assert "hint counts" in damaged.value.details
    assert hints_of(store.record(fine)) == {0: 1}
    store.close()


def test_a_repaired_empty_hint_column_reads_as_no_hints(tmp_path: Path) -> None:
    store, _ = open_storage(tmp_path)
    game = store.create_game(_practice_record({0: 4}))
    store.close()
    db = sqlite3.connect(tmp_path / DB_NAME)
    db.execute("ALTER TABLE games DROP COLUMN hints1")
    db.commit()
    db.close()
    store, note = open_storage(tmp_path)
    assert note is not None and "games.hints1" in note.details  # put back, empty (NULL)
    assert hints_of(store.record(game)) == {0: 4} and store.games()[0].readable
    store.close()


def test_the_count_is_exported_imported_and_leaves_the_replay_alone(tmp_path: Path) -> None:
    state = apply(new_game(("Ana", "Computer"), [OUT_DEAL]), START, 0)
    events = [Event(0, "start")]
    at = 0
    for action in (*OUT_SCRIPT, Resign(1)):
        at += 500
        state = apply(state, action, at)
        events.append(Event.of(action, at))
    record = with_opponent(Record(("Ana", "Computer"), state.deals, tuple(events), STARTED), Opponent(1, "hard"))
    store, _ = open_storage(tmp_path / "a")
    game = store.create_game(record)
    store.finish(game, state)
    store.set_hints(game, {PERSON: 2})
    path = tmp_path / "game.json"
    export_game(store, game, path)
    assert json.loads(path.read_text(encoding="utf-8"))[HINTS_FIELD] == {"0": 2}
    other, _ = open_storage(tmp_path / "b")
    assert hints_of(other.record(import_game(other, path))) == {PERSON: 2}
    without = tmp_path / "without.json"
    without.write_text(record_text(with_hints(record, {})), encoding="utf-8")
    assert replay_trace(path) == replay_trace(without)
    assert final_state(parse_record(path.read_bytes())).result == final_state(record).result
    store.close()
    other.close()


def test_a_hint_counted_while_the_disk_was_full_is_saved_with_the_backlog(tmp_path: Path) -> None:
    store, _ = open_storage(tmp_path)
    controller = GameController(FakeTime(1_000_000), storage=store)
    controller.new_game(("Ana", "Computer"), [OUT_DEAL], extra=extra_fields(Opponent(COMPUTER, "hard")))
    game = controller.saved_game_id
    assert game is not None
    real = store.set_hints
    store.set_hints = lambda *a: (_ for _ in ()).throw(sqlite3.OperationalError("database or disk is full"))  # type: ignore[method-assign]
    failed: list[str] = []
    controller.save_failed.connect(failed.append)
    controller.count_hint(PERSON)
    assert failed and hints_of(controller.session.record) == {PERSON: 1}
    store.set_hints = real  # type: ignore[method-assign]
    controller.send(START)  # the next save writes the backlog, the count with it
    assert hints_of(store.record(game)) == {PERSON: 1}
    store.close()


_KILLED = """
import sys, time
from pathlib import Path
from PySide6.QtCore import QCoreApplication
from spectacular_bid.app.controller import GameController
from spectacular_bid.app.practice import Opponent, extra_fields
from spectacular_bid.app.storage import open_storage
from spectacular_bid.core import START
app = QCoreApplication([])
storage, _ = open_storage(Path(sys.argv[1]))
controller = GameController(storage=storage)
controller.new_game(("Ana", "Computer"), extra=extra_fields(Opponent(1, "hard")))
controller.send(START)
controller.count_hint(0)
controller.count_hint(0)
print("counted", flush=True)
time.sleep(60)
"""


def test_R42_a_killed_practice_game_resumes_with_its_hint_count(tmp_path: Path) -> None:
    child = subprocess.Popen(
        [sys.executable, "-c", _KILLED, str(tmp_path)], stdout=subprocess.PIPE, text=True, cwd=ROOT
    )
    try:
        assert child.stdout is not None and child.stdout.readline().strip() == "counted"
    finally:
        child.send_signal(signal.SIGKILL)
        child.wait()
    store, _ = open_storage(tmp_path)
    from spectacular_bid.app.timesource import WallClock

    resumed = resume(store, WallClock())
    assert resumed is not None and resumed.session is not None
    assert hints_of(resumed.session.record) == {PERSON: 2}
    store.close()


# --- Asking: the person's seat only, practice games only -------------------------------------


def _tiles(*pairs: tuple[int, int]) -> tuple[Tile, ...]:
    return tuple(Tile.of(a, b) for a, b in pairs)


PERSON_HAND = _tiles((6, 6), (6, 4), (5, 5), (4, 1), (3, 2), (5, 0), (1, 0))
PLAYED = Tile.of(6, 1)  # the computer's one play so far


def _deal(shuffle: int) -> Deal:
    """The person's hand fixed, the computer holding :data:`PLAYED`; the computer's six other
    tiles and the boneyard drawn from the rest with ``shuffle``."""
    rest = [t for t in _tiles(*((a, b) for a in range(7) for b in range(a + 1))) if t not in PERSON_HAND]
    rest.remove(PLAYED)
    random.Random(shuffle).shuffle(rest)
    return Deal((PERSON_HAND, (PLAYED, *rest[:6])), tuple(rest[6:]))


def _at_the_persons_turn(shuffle: int, practice: bool = True) -> GameController:
    """A game where the person opened with [6|6] and the computer played [6|1]: the person's
    turn. Games of different ``shuffle`` differ only in what the person cannot see."""
    deal = _deal(shuffle)
    state = apply(new_game(("Ana", "Computer"), [deal]), START, 0)
    events = [Event(0, "start")]
    for at, action in ((100, Reveal(0)), (900, Play(0, Tile.of(6, 6), None)), (1000, Reveal(1))):
        state = apply(state, action, at)
        events.append(Event.of(action, at))
    play = next(a for a in legal_actions(state) if isinstance(a, Play) and a.tile == PLAYED)
    for at, action in ((1800, play), (1900, Reveal(0))):
        state = apply(state, action, at)
        events.append(Event.of(action, at))
    record = Record(("Ana", "Computer"), (deal,), tuple(events), STARTED)
    if practice:
        record = with_opponent(record, Opponent(COMPUTER, "hard"))
    time = FakeTime(5_000_000)
    controller = GameController(time)
    controller.load(Session.from_record(record, time, now_at=2500))
    assert controller.state.to_act == PERSON and controller.state.awaiting == "play"
    return controller


def _advisor(controller: GameController) -> HintAdvisor:
    advisor = HintAdvisor.of(controller)
    advisor.seed = 3
    advisor.iterations = 24
    advisor.think_ms = 30_000  # the iterations decide, never the machine's speed
    return advisor


def test_the_hint_never_reads_the_computers_hand_or_the_boneyard(qtbot: QtBot) -> None:
    hints: list[Hint] = []
    requests = []
    for shuffle in (1, 2, 3):
        controller = _at_the_persons_turn(shuffle)
        assert controller.state.hands[COMPUTER] != _at_the_persons_turn(shuffle + 10).state.hands[COMPUTER]
        requests.append(hint_request(controller.session, PERSON, 1, think_ms=1, iterations=1))
        advisor = _advisor(controller)
        assert advisor.offered() and advisor.ask()
        qtbot.waitUntil(lambda advisor=advisor: advisor.hint is not None, timeout=30_000)
        hint = advisor.hint
        assert hint is not None
        hints.append(hint)
        assert hints_of(controller.session.record) == {PERSON: 1}
        plays = {
            (a.tile, a.end.value if a.end else None) for a in legal_actions(controller.state) if isinstance(a, Play)
        }
        assert (Tile.of(*hint.best["tile"]), hint.best["end"]) in plays
    assert requests[0] == requests[1] == requests[2]  # the same seat record
    assert hints[0] == hints[1] == hints[2]
    assert hints[0].runner is not None and hints[0].gain is not None


def test_asking_again_shows_the_same_hint_and_counts_it_once(qtbot: QtBot) -> None:
    controller = _at_the_persons_turn(1)
    advisor = _advisor(controller)
    advisor.ask()
    qtbot.waitUntil(lambda: advisor.hint is not None, timeout=30_000)
    first = advisor.hint
    assert advisor.ask() and advisor.hint == first and not advisor.thinking
    assert hints_of(controller.session.record) == {PERSON: 1}


def test_no_hint_is_offered_in_a_game_between_people(qtbot: QtBot) -> None:
    controller = _at_the_persons_turn(1, practice=False)
    advisor = _advisor(controller)
    assert advisor.person() is None and not advisor.offered()
    assert not advisor.ask() and not advisor.thinking
    assert hints_of(controller.session.record) == {}


def test_a_hint_for_a_decision_already_made_is_dropped(qtbot: QtBot) -> None:
    controller = _at_the_persons_turn(1)
    advisor = _advisor(controller)
    advisor.ask()
    assert advisor.thinking
    play = next(a for a in legal_actions(controller.state) if isinstance(a, Play))
    controller.send(play)
    assert not advisor.thinking
    qtbot.wait(50)
    qtbot.waitUntil(lambda: advisor._asked is None, timeout=30_000)
    qtbot.wait(200)  # the late answer arrives and is dropped
    assert advisor.hint is None and hints_of(controller.session.record) == {}


def _waiving(listed: list[tuple[int, float, float]], diff_se: list[float], **info: object) -> dict[str, Any]:
    """The engine's answer "waive" in the bidding, weighing ``listed``: (amount, expected, se)
    best first, the amount 0 for the waiver; with ``diff_se`` and the rest of ``info``."""
    candidates = [
        {"event": {"do": "waive", "seat": 0} if not amount else {"do": "bid", "seat": 0, "amount": amount},
         "expected": expected, "se": se}
        for amount, expected, se in listed
    ]  # fmt: skip
    return {"id": 1, "do": "waive", "info": {"candidates": candidates, "diff_se": diff_se, **info}}


def test_read_hint_compares_with_the_best_other_decision() -> None:
    reply = _waiving([(0, 1.0, 0.5), (20, 0.6, 0.5), (25, -3.0, 0.5)], [0.0, 0.7, 0.9])
    hint = read_hint(reply, 0)
    assert hint.runner == {"do": "bid", "seat": 0, "amount": 20} and hint.gain == 0.4
    assert not hint.clear  # within the paired difference's standard error: about as good
    forced = read_hint({"id": 1, "do": "draw", "info": {"candidates": [{"event": {"do": "draw"}, "expected": -2}]}}, 0)
    assert forced.runner is None and forced.expected == -2.0


def test_a_bid_left_out_within_the_noise_is_said_to_be_so_not_better_after_the_hand() -> None:
    """The engine waives although bidding 15 is valued higher: the gain is within the price's
    noise (``within_noise``), not a choice for the next jockey or the game."""
    reply = _waiving([(15, 2.17, 1.2), (0, -0.33, 1.1), (20, -2.83, 1.2)], [0.0, 3.4, 0.0], within_noise=True)
    hint = read_hint(reply, 0)
    assert hint.within_noise and not hint.beyond_hand
    text = hint.words()
    assert text == (
        "Hint: waive: bid 15 may bring about 2.5 points more in this hand, "
        "but that is within the engine's uncertainty, too little to pay for."
    )
    assert "after" not in text
    unsaid = read_hint({**reply, "info": {k: v for k, v in reply["info"].items() if k != "within_noise"}}, 0)
    assert unsaid.beyond_hand and not unsaid.within_noise  # an engine that says nothing: the bonus


def test_a_bidding_hint_says_what_opening_is_worth() -> None:
    """A new pair's play-test: the auction's hints said "waive: about +15.2 points better than
    the next best (bid 15)" and never why. With the price of the opening the engine read, the
    hint says what opening this hand is worth; a play's hint, without one, says nothing more."""
    reply = _waiving([(0, 3.2, 1.1), (15, -12.0, 1.2)], [0.0, 1.5], opening={"price": 2.96, "se": 1.4})
    hint = read_hint(reply, 0)
    assert (hint.opening, hint.opening_se) == (2.96, 1.4)
    # A price read from sampled deals moves from one hint to the next: its noise is said with it.
    assert hint.words().endswith(
        " By the engine's reckoning, opening this hand is worth about +3.0 points to you, give or take 1.4, "
        "against letting the other player open."
    )
    one_deal = read_hint({**reply, "info": {**reply["info"], "opening": {"price": 2.96, "se": None}}}, 0)
    assert one_deal.words().endswith(
        " By the engine's reckoning, opening this hand is worth about +3.0 points to you against letting the "
        "other player open."
    )
    plain = read_hint({**reply, "info": {k: v for k, v in reply["info"].items() if k != "opening"}}, 0)
    assert plain.opening is None and "reckoning" not in plain.words()
    odd = read_hint({**reply, "info": {**reply["info"], "opening": {"price": "much"}}}, 0)
    assert odd.opening is None
    for se in (-1.0, float("inf"), float("nan"), "1.4", True):
        odd_se = read_hint({**reply, "info": {**reply["info"], "opening": {"price": 2.96, "se": se}}}, 0)
        assert odd_se.opening == 2.96 and odd_se.opening_se is None, se


def test_a_bidding_hint_says_the_games_part_of_the_price_in_words() -> None:
    """Late in a game the price counts the game won or lost, which is worth no points: a
    hint read "worth about -12.7 points" where the hand's points and the next jockey gave
    +3.9. The points are said in points, the game's part in words, which way it leans."""
    game = {"price": -12.7, "se": 3.0, "game": -16.6, "points_se": 1.4}  # the noise of what is said: 1.4
    hint = read_hint(_waiving([(0, 3.2, 1.1), (15, -12.0, 1.2)], [0.0, 1.5], opening=game), 0)
    assert hint.words().endswith(
        " By the engine's reckoning, opening this hand is worth about +3.9 points to you, give or take 1.4, "
        "against letting the other player open. The game could end in this hand: the engine also weighs that "
        "letting the other player open raises your chances of winning it."
    )
    small = read_hint(_waiving([(0, 3.2, 1.1), (15, -12.0, 1.2)], [0.0, 1.5], opening={**game, "game": 0.4}), 0)
    assert "game could end" not in small.words()


def test_a_bidding_hint_says_in_points_what_the_choices_differ_by() -> None:
    """A play-test read "waive: about +10.9 points better than the next best (bid 15) …
    opening this hand is worth about +5.7 points to you": a bid of 15 accepted would cost
    15 - 5.7 = 9.3, not 10.9. The 5.7 held 1.6 for being the next hand's jockey, which the
    choices' points leave out. The price is said in points without it, give or take the points'
    own noise, and the next jockey in words."""
    opening = {"price": 5.53, "se": 1.9, "game": 0.0, "jockey": 1.63, "points_se": 1.2}
    hint = read_hint(_waiving([(0, 3.2, 1.1), (15, -7.7, 1.2)], [0.0, 1.5], opening=opening), 0)
    # The advice is to waive, and the next jockey leans the other way: a French play-test read
    # it, unsized, as a reason to bid. Its worth is said, and that it is outweighed.
    assert hint.words().endswith(
        " By the engine's reckoning, opening this hand is worth about +3.9 points to you, give or take 1.2, "
        "against letting the other player open. Opening would give you a better chance of being the next "
        "hand's jockey (worth about 1.6 points), not enough to change the advice."
    )
    other = read_hint(_waiving([(0, 3.2, 1.1)], [0.0], opening={**opening, "jockey": -1.2}), 0)
    assert other.words().endswith(
        "Beyond these points, the advice weighs that letting the other player open gives you a better chance "
        "of being the next hand's jockey (worth about 1.2 points)."
    )
    small = read_hint(_waiving([(0, 3.2, 1.1)], [0.0], opening={**opening, "jockey": 0.6}), 0)
    assert "jockey" not in small.words() and "+4.9 points" in small.words()


def test_a_bidding_hint_says_what_the_bid_it_weighed_costs() -> None:
    """A French play-test read "renoncer : environ +5,2 points de mieux (enchérir à 15)" and
    "ouvrir cette manche vaut environ +9,8 points pour vous", and could not make them agree:
    nothing said that the bid of 15 costs 15, 5.2 more than the opening's 9.8. The hint says
    what the bid it weighed costs if accepted, the jockey's discount taken off (R29–R30)."""

    from spectacular_bid.app.hints import bid_weighed
    from spectacular_bid.core import CONTINUE, Bid

    fake = FakeTime(0)
    session = Session(("Ana", "Ben"), started_at=STARTED, time=fake, deals=(OUT_DEAL,), rng=random.Random(1))
    for action in [START, *OUT_SCRIPT, CONTINUE, Reveal(1)]:
        fake.advance(1_000)
        session.submit(action)
    assert session.state.to_act == 1 and session.state.jockey == 0
    opening = {"price": 9.8, "se": 0.5}
    waives = read_hint(_waiving([(0, 3.2, 1.1), (15, -2.0, 1.2)], [0.0, 0.5], opening=opening), 1)
    waives = dataclasses.replace(waives, bid=bid_weighed(session.state, waives))
    assert "0.5. A bid of 15 costs you 15 points if it is accepted. By the engine's reckoning" in waives.words()
    for action in [Bid(1, 15), Reveal(0)]:
        fake.advance(1_000)
        session.submit(action)
    facing = [
        {"event": {"do": "bid", "seat": 0, "amount": 20}, "expected": 3.2, "se": 1.1},
        {"event": {"do": "accept", "seat": 0}, "expected": -2.0, "se": 1.2},
    ]  # the jockey, facing a bid of 15: overbid or accept
    info = {"candidates": facing, "diff_se": [0.0, 0.5], "opening": opening}
    jockey = read_hint({"id": 1, "do": "bid", "amount": 20, "info": info}, 0)
    jockey = dataclasses.replace(jockey, bid=bid_weighed(session.state, jockey))
    assert jockey.bid == (20, 5, True)
    assert "A bid of 20 costs you 5 points if it is accepted, the jockey's discount taken off. By " in jockey.words()
    plain = read_hint({"id": 1, "do": "waive", "info": {}}, 0)
    assert bid_weighed(session.state, plain) is None


def test_a_hint_facing_a_bid_says_what_accepting_brings() -> None:
    """A keyboard play-test read "accept the bid: about +22.8 points better than the next best
    (bid 20)", "a bid of 20 costs you 5" and "opening is worth about -2.8", and could not find
    the rest: the 15 the other player pays on accepting (R29). The hint says it."""
    from spectacular_bid.app.hints import accept_brings
    from spectacular_bid.core import CONTINUE, Bid

    fake = FakeTime(0)
    session = Session(("Ana", "Ben"), started_at=STARTED, time=fake, deals=(OUT_DEAL,), rng=random.Random(1))
    for action in [START, *OUT_SCRIPT, CONTINUE, Reveal(1), Bid(1, 15), Reveal(0)]:
        fake.advance(1_000)
        session.submit(action)
    listed = [
        {"event": {"do": "accept", "seat": 0}, "expected": 12.0, "se": 1.0},
        {"event": {"do": "bid", "seat": 0, "amount": 20}, "expected": -10.8, "se": 1.0},
    ]
    reply = {"id": 1, "do": "accept", "info": {"candidates": listed, "diff_se": [0.0, 0.5], "opening": {"price": -2.8}}}
    hint = read_hint(reply, 0)
    assert accept_brings(session.state, hint) == 15  # Ben, not the jockey, pays his whole bid
    hint = dataclasses.replace(hint, accepted=15)
    assert "(bid 20), give or take 0.5. Accepting, you receive 15 points. By the engine's" in hint.words()
    waiving = read_hint(_waiving([(0, 3.2, 1.1), (15, -2.0, 1.2)], [0.0, 0.5]), 0)
    assert accept_brings(session.state, waiving) is None  # neither accepts


def test_a_play_chosen_for_after_the_hand_says_its_margin() -> None:
    """An eighth play-test read "environ 0,1 point de moins dans cette manche que 4–4 côté
    est, mais mieux pour la suite" with no margin, where every other hint gave one: 0.1 is
    far within the noise. The margin is the paired difference's (``diff_se`` of the choice,
    measured against the best valued)."""
    reply = {
        "id": 1,
        "do": "play",
        "tile": [4, 3],
        "end": "east",
        "info": {
            "candidates": [
                {"event": {"do": "play", "seat": 0, "tile": [4, 4], "end": "east"}, "expected": 2.6, "se": 1.2},
                {"event": {"do": "play", "seat": 0, "tile": [4, 3], "end": "east"}, "expected": 2.5, "se": 1.1},
            ],
            "diff_se": [0.0, 0.4],
            "beyond_hand": True,
        },
    }
    hint = read_hint(reply, 0)
    assert hint.beyond_hand and hint.margin_se == 0.4
    assert hint.words() == (
        "Hint: play 4–3 at the east end: about as good in this hand as 4–4 east (0.1 points fewer, "
        "give or take 0.4: within the engine's uncertainty), and better for what follows the hand (the next "
        "jockey, the game)."  # "better after it" left a play-test asking after what
    )
    reply["info"]["candidates"][1]["expected"] = 1.6  # type: ignore[index]
    assert read_hint(reply, 0).words() == (
        "Hint: play 4–3 at the east end: about 1.0 points fewer in this hand than 4–4 east, give or take 0.4, "
        "but better for what follows the hand (the next jockey, the game)."
    )


# --- Mirror images are one decision --------------------------------------------------------------


def _opening(tile: list[int], expected: float) -> dict[str, object]:
    return {"event": {"do": "play", "seat": 0, "tile": tile}, "expected": expected, "se": 1.0}


def _at(tile: list[int], end: str, expected: float) -> dict[str, object]:
    return {"event": {"do": "play", "seat": 0, "tile": tile, "end": end}, "expected": expected, "se": 1.0}


def _play_reply(
    tile: list[int], end: str | None, candidates: list[dict[str, object]], diff_se: list[float]
) -> dict[str, object]:
    """The engine's answer to the hint: play ``tile`` at ``end`` (None: an opening), with its
    candidates and the paired differences' standard errors."""
    reply: dict[str, object] = {
        "id": 1,
        "do": "play",
        "tile": tile,
        "info": {"candidates": candidates, "diff_se": diff_se},
    }
    if end is not None:
        reply["end"] = end
    return reply


def test_an_opening_turned_round_is_never_its_own_runner_up() -> None:
    """R12: opening with [1|0] or [0|1] lays the same tile on the same table seen in a mirror:
    the hint compares the choice with a really different opening, never with itself."""
    reply = _play_reply(
        [1, 0],
        None,
        [_opening([1, 0], 4.1), _opening([0, 1], 3.5), _opening([6, 4], 1.0), _opening([4, 6], 0.8)],
        [0.0, 0.2, 0.9, 0.9],
    )
    hint = read_hint(reply, 0)
    assert hint.runner == {"do": "play", "seat": 0, "tile": [6, 4]}
    assert (hint.expected, hint.gain, hint.margin_se, hint.clear) == (4.1, 3.1, 0.9, True)
    assert hint.words() == (
        "Hint: open with 1–0: about +3.1 points better than the next best (open with 6–4), give or take 0.9."
    )


def test_an_opening_listed_after_its_mirror_image_is_valued_as_the_better_of_the_two() -> None:
    """The engine names [3|2]; the candidates list [2|3] first (the sampling's noise): the
    choice is worth what the better of the two is, and the runner-up is another tile."""
    reply = _play_reply(
        [3, 2],
        None,
        [_opening([2, 3], 2.0), _opening([3, 2], 1.9), _opening([5, 1], 1.7)],
        [0.0, 0.1, 0.6],
    )
    hint = read_hint(reply, 0)
    assert hint.runner == {"do": "play", "seat": 0, "tile": [5, 1]}
    assert hint.expected == 2.0 and hint.gain == 0.3 and not hint.beyond_hand
    assert hint.words() == (
        "Hint: open with 3–2, or open with 5–1, about as good (+0.3 points, give or take 0.6: "
        "within the engine's uncertainty)."
    )


def test_both_ends_of_a_lone_double_are_one_decision() -> None:
    """R13: beside a lone opening double, west and east give the same game: [5|0] at either
    end is one decision, compared with the best really different one."""
    table = Table().open_with(Tile.of(5, 5))
    reply = _play_reply(
        [5, 0],
        "west",
        [_at([5, 0], "east", 3.0), _at([5, 0], "west", 2.9), _at([5, 3], "west", 0.4)],
        [0.0, 0.3, 0.8],
    )
    hint = read_hint(reply, 0, table)
    assert hint.runner == {"do": "play", "seat": 0, "tile": [5, 3], "end": "west"}
    assert (hint.expected, hint.gain, hint.margin_se) == (3.0, 2.6, 0.8)
    assert not hint.beyond_hand  # the choice is the best valued decision, not one chosen for after the hand
    # Both ends are named: the two mirror each other, and a key or a click plays the tile at
    # either (a play-test read "at the east end" and saw the tile go west; a ninth read "at
    # either end it fits" of a tile that fitted four, two of them worse).
    assert hint.words() == (
        "Hint: play 5–0 at the west or east end: about +2.6 points better than the next best (5–3 west or east), "
        "give or take 0.8."
    )


def test_a_play_whose_other_ends_are_its_mirror_images_is_not_called_the_only_legal_one() -> None:
    """A play-test read "play 6–1 at the south end: it is the only choice" with north legal
    too: north and south beside the spinner are one decision, which the hint now says. It
    named the south end, and a later play-test saw the tile go to the other: the hint names
    neither, the player chooses (R11)."""
    table = Table().open_with(Tile.of(5, 5)).place(Tile.of(5, 1), End.WEST).place(Tile.of(5, 2), End.EAST)
    reply = _play_reply(
        [5, 6],
        "south",
        [_at([5, 6], "south", 1.0), _at([5, 6], "north", 0.9)],
        [0.0, 0.2],
    )
    hint = read_hint(reply, 0, table)
    assert hint.runner is None and hint.alike
    assert hint.words() == (
        "Hint: play 6–5 at the north or south end: each of these ends gives the same game, so the choice "
        "changes nothing."
    )


def test_three_ends_that_give_the_same_game_are_all_named() -> None:
    """Once the side branches are open, any ends that show and count the same are one decision:
    a review found a hint naming two of three ("at the west or north end: the two mirror each
    other"), east left out. Every such end is named, and none is called a mirror."""
    table = Table().open_with(Tile.of(4, 4))
    for tile, end in (
        (Tile.of(4, 3), End.WEST),
        (Tile.of(3, 1), End.WEST),
        (Tile.of(4, 2), End.EAST),
        (Tile.of(2, 1), End.EAST),
        (Tile.of(4, 1), End.NORTH),
    ):
        table = table.place(tile, end)
    reply = _play_reply([1, 0], "west", [_at([1, 0], "west", 1.0), _at([1, 0], "north", 0.9)], [0.0, 0.2])
    hint = read_hint(reply, 0, table)
    assert hint.runner is None and hint.alike
    assert hint.words().startswith("Hint: play 1–0 at the west, east or north end: each of these ends gives")


def test_ends_that_differ_are_still_told_apart() -> None:
    """The ends show 5 and 3: [5|3] at the west end leaves 3 and 3, at the east end 5 and 5 —
    two decisions, compared with each other as before."""
    table = Table().open_with(Tile.of(5, 5)).place(Tile.of(5, 1), End.EAST).place(Tile.of(1, 3), End.EAST)
    reply = _play_reply(
        [5, 3],
        "west",
        [_at([5, 3], "west", 3.0), _at([5, 3], "east", 2.5)],
        [0.0, 0.3],
    )
    hint = read_hint(reply, 0, table)
    assert hint.runner == {"do": "play", "seat": 0, "tile": [5, 3], "end": "east"} and hint.gain == 0.5


def test_the_hint_beside_a_lone_double_names_a_really_different_runner_up(qtbot: QtBot) -> None:
    """The computer opened with [6|6] by rank; the person's hint compares its choice with a
    decision that is not its mirror image (the other end of the lone double)."""
    mine = _tiles((6, 4), (6, 2), (5, 1), (4, 3), (3, 0), (2, 2), (1, 0))
    rest = [t for t in _tiles(*((a, b) for a in range(7) for b in range(a + 1))) if t not in mine]
    rest.remove(Tile.of(6, 6))
    random.Random(7).shuffle(rest)
    deal = Deal((mine, (Tile.of(6, 6), *rest[:6])), tuple(rest[6:]))
    state = apply(new_game(("Ana", "Computer"), [deal]), START, 0)
    events = [Event(0, "start")]
    for at, action in ((100, Reveal(1)), (900, Play(1, Tile.of(6, 6), None)), (1000, Reveal(0))):
        state = apply(state, action, at)
        events.append(Event.of(action, at))
    record = with_opponent(Record(("Ana", "Computer"), (deal,), tuple(events), STARTED), Opponent(COMPUTER, "hard"))
    time = FakeTime(5_000_000)
    controller = GameController(time)
    controller.load(Session.from_record(record, time, now_at=1500))
    assert controller.state.to_act == PERSON and controller.state.table.values[:2] == (6, 6)
    advisor = _advisor(controller)
    assert advisor.ask()
    qtbot.waitUntil(lambda: advisor.hint is not None, timeout=30_000)
    hint = advisor.hint
    assert hint is not None and hint.runner is not None
    assert hint.runner["tile"] != hint.best["tile"]  # 6–4 west and 6–4 east are one decision


def test_a_gain_says_how_sure_the_engine_is_of_it() -> None:
    """A play-test read "about +0.4 points better" on one hint and "about as good (+0.4 …)"
    on another, and could not tell why: each now says how much the gain may be off, so the
    one that is sure and the one that is not read differently."""
    best, runner = {"do": "waive", "seat": 0}, {"do": "bid", "seat": 0, "amount": 20}
    sure = Hint(best, 2.0, runner, 1.6, 0.2)
    unsure = Hint(best, 2.0, runner, 1.6, 0.6)
    assert sure.clear and not unsure.clear
    assert sure.words() == "Hint: waive: about +0.4 points better than the next best (bid 20), give or take 0.2."
    assert unsure.words() == (
        "Hint: waive, or bid 20, about as good (+0.4 points, give or take 0.6: within the engine's uncertainty)."
    )
    exact = Hint(best, 2.0, runner, 1.6, 0.0)  # an exact endgame: nothing to give or take
    assert exact.words() == "Hint: waive: about +0.4 points better than the next best (bid 20)."


def test_a_hint_says_what_the_play_scores_now() -> None:
    """A play-test: the hints never said the plain fact a new player learns from, that "4–3
    west" scores 10 now. A hint for a play that scores says so, as the rules count it (R17),
    and one that scores nothing does not."""
    from bidding_states import ben_after_one_zero

    from spectacular_bid.app.hints import scored_now

    state = ben_after_one_zero()  # the ends show 1 (west) and 0 (east)
    scoring = {"do": "play", "seat": 1, "tile": [4, 0], "end": "east"}  # the ends then show 1 and 4: 5
    quiet = {"do": "play", "seat": 1, "tile": [3, 1], "end": "west"}  # 3 and 0: 3
    assert scored_now(state, scoring) == 5
    assert scored_now(state, quiet) is None and scored_now(state, {"do": "draw", "seat": 1}) is None
    hint = Hint(scoring, 3.0, quiet, 1.0, 0.5, scores=scored_now(state, scoring))
    assert hint.words() == (
        "Hint: play 4–0 at the east end (it scores 5 now): about +2.0 points better than the next best "
        "(3–1 west), give or take 0.5."
    )


def test_a_hint_that_passes_up_points_at_once_says_so() -> None:
    """A play-test: a hint advised a quiet play over one that scored 10 at once, and said
    nothing of the 10: the player thought the engine had not seen them. The runner-up's
    points at once are said beside it when the choice scores less."""
    from bidding_states import ben_after_one_zero

    from spectacular_bid.app.hints import scored_now

    state = ben_after_one_zero()
    scoring = {"do": "play", "seat": 1, "tile": [4, 0], "end": "east"}
    quiet = {"do": "play", "seat": 1, "tile": [3, 1], "end": "west"}
    hint = Hint(quiet, 3.0, scoring, 1.0, 0.5, runner_scores=scored_now(state, scoring))
    assert hint.words() == (
        "Hint: play 3–1 at the west end: about +2.0 points better than the next best "
        "(4–0 east, which scores 5 now), give or take 0.5."
    )
    unsure = Hint(quiet, 3.0, scoring, 2.8, 0.5, runner_scores=5)
    assert unsure.words().startswith("Hint: play 3–1 at the west end, or 4–0 east, which scores 5 now, about as good")
    both = Hint(scoring, 3.0, scoring | {"end": "west"}, 1.0, 0.5, scores=5, runner_scores=5)
    assert "which scores" not in both.words()  # the choice scores as much: nothing passed up


def test_a_margin_no_larger_than_its_noise_as_shown_is_not_called_better() -> None:
    """A play-test read "play 2–1 at the north end: about +0.1 points better than the next best
    (2–1 east), give or take 0.1": the choice between "better" and "within the engine's
    uncertainty" was made on the numbers unrounded (0.14 against 0.1). It is made on the
    numbers as shown."""
    best = {"do": "play", "seat": 0, "tile": [2, 1], "end": "north"}
    runner = {"do": "play", "seat": 0, "tile": [2, 1], "end": "east"}
    hint = Hint(best, expected=1.14, runner=runner, runner_expected=1.0, margin_se=0.1)
    assert not hint.clear
    assert "better than" not in hint.words() and "give or take 0.1" in hint.words()
    assert Hint(best, expected=1.26, runner=runner, runner_expected=1.0, margin_se=0.14).clear  # 0.3 against 0.1


def test_a_hint_for_after_the_hand_calls_it_as_good_by_the_numbers_it_shows() -> None:
    """A review: a choice made for after the hand read "about 0.1 points fewer …, give or take
    0.1, but better after it" for a margin of 0.14 against a noise of 0.1, and "about as good
    (0.1 points fewer, give or take 0.1 …)" for 0.1 against 0.14: the same numbers shown, two
    verdicts. The verdict is made on the numbers as shown."""
    from spectacular_bid.app.messages import hint_text

    best = {"do": "play", "tile": [4, 4], "end": "east"}
    runner = {"do": "play", "tile": [6, 5], "end": "west"}
    said = [
        hint_text(best, gain, runner, clear=False, beyond_hand=True, spread=se)
        for gain, se in ((-0.14, 0.1), (-0.1, 0.14))
    ]
    assert said[0] == said[1] and "about as good" in said[0]


def _going_out_two_ways() -> GameController:
    """A practice game at the person's last tile, [5|4], which fits the north and the south
    ends and goes out at either, scoring nothing: the ends count 3, 6, 8 and 10 (27), then 24
    after 5–4 north, 21 after 5–4 south. The boneyard is empty: an exact endgame. The game is
    random legal play from a fixed seed, stopped there."""
    rng = random.Random(1786)
    deal = deal_from(rng)
    state = apply(new_game(("Ana", "Computer"), [deal]), START, 0)
    events, at = [Event(0, "start")], 0
    while not (state.to_act == PERSON and state.holder == PERSON and len(state.hands[PERSON]) == 1):
        actions = legal_actions(state)
        action = actions[rng.randrange(len(actions))]
        at += 100
        state = apply(state, action, at)
        events.append(Event.of(action, at))
    assert state.hands[PERSON] == (Tile.of(5, 4),) and not state.boneyard and state.table.counts == (3, 6, 8, 10)
    record = with_opponent(Record(("Ana", "Computer"), (deal,), tuple(events), STARTED), Opponent(COMPUTER, "hard"))
    time = FakeTime(5_000_000)
    controller = GameController(time)
    controller.load(Session.from_record(record, time, now_at=at + 100))
    return controller


def test_two_plays_that_go_out_alike_give_the_same_result_not_about_as_good(qtbot: QtBot) -> None:
    """A French play-test read "poser 4–3 à l'extrémité nord, ou 4–3 côté sud : à peu près
    équivalents (0,0 point, dans l'incertitude du moteur)" for two plays that both went out
    scoring nothing: the exact endgame values them the same, with no uncertainty. The hint
    says they give the same result, and that either ends the hand."""
    from spectacular_bid.app.hints import play_ending

    controller = _going_out_two_ways()
    state = controller.state
    north = {"do": "play", "seat": PERSON, "tile": [5, 4], "end": "north"}
    assert play_ending(state, north) == "out" and play_ending(state, north | {"end": "east"}) is None
    advisor = _advisor(controller)
    assert advisor.ask()
    qtbot.waitUntil(lambda: advisor.hint is not None, timeout=30_000)
    hint = advisor.hint
    assert hint is not None and hint.same and hint.ends == ("out", "out")
    assert hint.runner is not None and {hint.best["end"], hint.runner["end"]} == {"north", "south"}
    said = hint.words()
    assert "uncertainty" not in said and "about as good" not in said
    assert said == (
        f"Hint: play 5–4 at the {hint.best['end']} end, or 5–4 {hint.runner['end']}: "
        "either way you go out and the hand ends, with the same result."
    )


def test_two_plays_worth_exactly_the_same_say_how_each_ends_the_hand() -> None:
    """Worth the same, the two plays are said to give the same points; one that ends the hand
    when the other does not is said to, and an estimate with any uncertainty stays "about as
    good"."""
    best = {"do": "play", "seat": 0, "tile": [5, 4], "end": "north"}
    runner = {"do": "play", "seat": 0, "tile": [2, 1], "end": "east"}
    assert Hint(best, 0.0, runner, 0.0, 0.0, ends=("out", None)).words() == (
        "Hint: play 5–4 at the north end (you go out: the hand ends), or 2–1 east: the same points either way by "
        "the end of the hand."
    )
    assert Hint(best, 5.0, runner, 5.0, 0.0, ends=("blocked", "blocked")).words() == (
        "Hint: play 5–4 at the north end, or 2–1 east: either way the hand ends blocked, with the same result."
    )
    assert "about as good" in Hint(best, 5.0, runner, 5.0, 0.3).words()  # sampled: not exact
    assert "about as good" in Hint(best, 5.0, runner, 5.0, None).words()  # no error given
