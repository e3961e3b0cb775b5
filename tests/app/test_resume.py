"""Resuming at start-up: time spent closed counts (R42), a clock set back or a record that does
not replay voids the game unrated (R43, R46), and a second copy never writes."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest
from app_games import OUT_DEAL, OUT_SCRIPT
from smoke_program import start_program

from spectacular_bid.app import FakeTime
from spectacular_bid.app.resume import NO_DATE, NO_START_TIME, UNREADABLE, Resumed, resume
from spectacular_bid.app.session import CLOCK_WENT_BACKWARDS, Session
from spectacular_bid.app.storage import DB_NAME, GameSaver, Storage, open_storage
from spectacular_bid.app.timesource import ms_from_iso
from spectacular_bid.core import START, Action, Reason, Resign, Reveal, reserve_at
from spectacular_bid.core.record import Event, final_state

STARTED = "2026-12-02T09:00:00Z"
T0 = ms_from_iso(STARTED)


def _played(
    tmp_path: Path, actions: list[Action], step_ms: int = 2_000, started: str = STARTED
) -> tuple[Storage, FakeTime, int]:
    """A stored game played through a saving session, then 'closed' (the session dropped)."""
    store, _ = open_storage(tmp_path)
    fake = FakeTime(ms_from_iso(started))
    session = Session(("Ana", "Ben"), started_at=started, time=fake, deals=(OUT_DEAL,))
    game = store.create_game(session.record)
    session.sink = GameSaver(store, game)
    for action in actions:
        session.submit(action)
        fake.advance(step_ms)
    return store, fake, game


def test_R42_time_spent_closed_lowers_the_running_reserve_exactly(tmp_path: Path) -> None:
    store, fake, game = _played(tmp_path, [START, Reveal(0)])
    closed_at = fake.now_ms() - T0 + 15_000  # seat 0 is 15 s into the reserve when it closes
    fake.set(T0 + closed_at)
    before = final_state(store.record(game))
    reserve_closed = reserve_at(before, 0, closed_at)
    fake.advance(37_250)  # 37.25 s pass while the program is closed
    resumed = resume(store, fake)
    assert resumed is not None and resumed.session is not None
    session = resumed.session
    assert session.now() == closed_at + 37_250
    left = reserve_at(session.state, 0, session.now())
    assert left == reserve_closed - 37_250
    # Said, not only charged, with what is left (a play-test had to read it off the clock), as
    # of the reopening: beside the running clock a bare "1:35 of reserve left" went stale (a
    # play-test read it beside the clock at 1:22).
    seconds = left // 1000
    assert resumed.message() == (
        f"Ana's clock kept running while the game was closed: {seconds // 60}:{seconds % 60:02d} of reserve "
        "was left when it reopened."
    )
    assert session.deadline is not None and session.record == store.record(game)


def test_R42_a_deadline_that_passed_while_closed_is_a_stored_time_loss(tmp_path: Path) -> None:
    store, fake, game = _played(tmp_path, [START, Reveal(0)])
    fake.advance(3 * 3_600_000)  # closed for three hours
    resumed = resume(store, fake)
    assert resumed is not None and resumed.session is not None
    assert resumed.flagged == 0
    assert resumed.message() == "Ana's clock ran out while the game was closed."
    result = resumed.session.state.result
    assert result is not None and result.reason is Reason.TIME and result.winner == 1
    stored = store.record(game)
    assert stored.events[-1].do == "tick" and final_state(stored).result == result
    assert store.unfinished() == [] and store.rating("Ben").rating > 1500  # rated (R46)


def test_R42_a_game_waiting_for_a_reveal_goes_on_with_no_loss(tmp_path: Path) -> None:
    store, fake, game = _played(tmp_path, [START])
    fake.advance(3 * 3_600_000)
    resumed = resume(store, fake)
    assert resumed is not None and resumed.session is not None and resumed.flagged is None
    assert resumed.session.state.awaiting == "reveal"
    assert resumed.session.now() == 2_000 + 3 * 3_600_000
    resumed.session.submit(Reveal(0))
    assert store.record(game).events[-1] == Event(2_000 + 3 * 3_600_000, "reveal", 0)


def test_R43_clock_set_back_while_a_clock_ran_voids_unrated(tmp_path: Path) -> None:
    store, fake, game = _played(tmp_path, [START, Reveal(0), *OUT_SCRIPT[1:3]])
    last = store.record(game).events[-1].at
    fake.set(T0 + last - 1)  # the wall clock now reads earlier than the last saved event
    resumed = resume(store, fake)
    assert resumed is not None and resumed.session is not None
    assert resumed.void_reason == CLOCK_WENT_BACKWARDS
    assert resumed.message() == f"This game is void: {CLOCK_WENT_BACKWARDS}."
    result = resumed.session.state.result
    assert result is not None and result.reason is Reason.VOID and result.winner is None
    stored = store.record(game)
    assert stored.events[-1] == Event(last, "void", reason=CLOCK_WENT_BACKWARDS)
    assert final_state(stored).result == result
    assert store.unfinished() == [] and store.games()[0].reason == "void"
    assert store.rating("Ana").rating == 1500 and store.rating("Ben").rating == 1500


def test_R43_clock_set_back_while_no_clock_ran_is_not_void(tmp_path: Path) -> None:
    store, fake, game = _played(tmp_path, [START, Reveal(0), *OUT_SCRIPT[1:2]])  # seat 1 to reveal
    last = store.record(game).events[-1].at
    fake.set(T0 + last - 30_000)
    resumed = resume(store, fake)
    assert resumed is not None and resumed.session is not None and resumed.void_reason is None
    assert resumed.session.now() == last
    started = store.record(game).started_at
    assert started is not None and ms_from_iso(started) == T0 - 30_000


def test_R43_a_record_that_cannot_be_replayed_is_void(tmp_path: Path) -> None:
    store, fake, game = _played(tmp_path, [START, *OUT_SCRIPT])
    n = len(store.record(game).events)
    store.append(game, n, Event(fake.now_ms() - T0, "continue"))  # hand 1 has no stored deal
    resumed = resume(store, fake)
    assert resumed is not None and resumed.session is None and resumed.void_reason == UNREADABLE
    assert resumed.message() == f"This game is void: {UNREADABLE}."
    summary = store.games()[0]
    assert summary.finished and summary.winner is None and summary.reason == "void"
    assert store.rating("Ana").rating == 1500


def _damaged(tmp_path: Path, statement: str, *values: object) -> Storage:
    """The games file in ``tmp_path`` changed by ``statement`` as by another program, opened again."""
    db = sqlite3.connect(tmp_path / DB_NAME)
    db.execute(statement, values)
    db.commit()
    db.close()
    return open_storage(tmp_path)[0]


def test_R43_a_missing_event_row_voids_the_game_rather_than_every_later_save(tmp_path: Path) -> None:
    """A hostile-input probe deleted one event row from the middle of a saved game: what was
    left still replayed, so the game resumed without a word, and every later move failed to
    save ("UNIQUE constraint failed"), the next event's number being one already in the file,
    while the player read "is the disk full?". The stored record is not the game played."""
    store, fake, game = _played(tmp_path, [START, *OUT_SCRIPT[:4]])
    assert len(store.record(game).events) >= 4
    store.close()  # it holds the file: another connection waits for it
    store = _damaged(tmp_path, "DELETE FROM events WHERE seq = 2")
    resumed = resume(store, fake)
    assert resumed is not None and resumed.session is None and resumed.void_reason == UNREADABLE
    summary = store.games()[0]
    assert summary.finished and summary.reason == "void" and "event 2 is missing" in (summary.detail or "")


def test_R43_a_name_no_game_could_have_is_void_and_listed_without_it(tmp_path: Path) -> None:
    """A hostile-input probe wrote a name of 5 MB into the games file by hand: the game
    resumed with it and the start took 15 s or more, the window laying the name out in every
    place, the message quoting it whole. No game is played with a name over 24 characters."""
    store, fake, _game = _played(tmp_path, [START, Reveal(0)])
    store.close()
    store = _damaged(tmp_path, "UPDATE players SET name = ? WHERE name = 'Ana'", "A" * 1_000_000)
    resumed = resume(store, fake)
    assert resumed is not None and resumed.session is None and resumed.void_reason == UNREADABLE
    (listed,) = store.games()
    assert listed.players == ("?", "Ben") and not listed.readable
    assert store.players() == ["Ben"]


def test_R43_a_damaged_event_or_start_time_is_void(tmp_path: Path) -> None:
    store, fake, _game = _played(tmp_path, [START, Reveal(0)])
    store.close()
    store = _damaged(tmp_path, 'UPDATE events SET body = \'{"at": -5, "do": "reveal"\' WHERE seq = 1')
    resumed = resume(store, fake)
    assert resumed is not None and resumed.session is None and resumed.void_reason == UNREADABLE
    other = Session(("Cy", "Di"), started_at="not a time", time=fake, deals=(OUT_DEAL,))
    store.create_game(other.record)
    resumed = resume(store, fake)
    assert resumed is not None and resumed.session is None and resumed.void_reason == NO_START_TIME
    assert store.unfinished() == []


@pytest.mark.parametrize("at", [10**20, 10**30])
@pytest.mark.parametrize("running", [False, True])
def test_R43_a_time_the_wall_clock_cannot_reach_voids_the_game(tmp_path: Path, at: int, running: bool) -> None:
    """A hostile-input probe added a tick at 10^30 ms to a game kept without a running clock:
    resuming it moved its start that far back, which no date can say, and the program stopped
    at every start (OverflowError; OSError at 10^20), saving no game after it. The game is void,
    its times beyond any date. With a clock running, the tick ends it on time, as before."""
    store, fake, game = _played(tmp_path, [START, Reveal(0)] if running else [START])
    count = len(store.record(game).events)
    store.close()
    store = _damaged(tmp_path, "INSERT INTO events VALUES (?, ?, ?)", game, count, f'{{"at": {at}, "do": "tick"}}')
    resumed = resume(store, fake)
    assert resumed is not None and resumed.void_reason == (None if running else NO_DATE)
    assert store.unfinished() == []
    assert resumed.session is not None and resumed.session.state.is_over


def test_the_game_whose_clock_runs_is_reopened_and_a_kept_game_is_left_as_it_is(tmp_path: Path) -> None:
    store, fake, running = _played(tmp_path, [START, Reveal(0)])  # seat 0's clock runs
    kept = Session(("Cy", "Di"), started_at=STARTED, time=fake, deals=(OUT_DEAL,))
    kept_id = store.create_game(kept.record)
    kept.sink = GameSaver(store, kept_id)
    kept.submit(START)  # awaiting a reveal: no clock runs, kept to finish later
    kept_record = store.record(kept_id)
    fake.advance(50_000)
    resumed = resume(store, fake)
    assert resumed is not None and resumed.game_id == running and resumed.session is not None
    assert store.record(kept_id) == kept_record and kept_id in store.unfinished()  # never settled


def test_a_game_kept_and_left_for_later_waits_in_the_history(tmp_path: Path) -> None:
    """Two play-tests kept a game "to finish later" (told "History and replays… → Resume goes
    on with it"), went on to another, quit, and saw the kept game open again at the next start.
    A game left for later stays in the history; one left at a handoff by quitting comes back;
    one whose clock ran always does (R42)."""
    store, fake, waiting = _played(tmp_path, [START])  # awaiting a reveal: no clock runs
    fake.advance(50_000)
    assert resume(store, fake, left=[waiting]) is None  # the history has it
    assert store.unfinished() == [waiting]
    back = resume(store, fake)  # left at its handoff by quitting: it comes back
    assert back is not None and back.game_id == waiting
    running = Session(("Cy", "Di"), started_at=STARTED, time=fake, deals=(OUT_DEAL,))
    running_id = store.create_game(running.record)
    running.sink = GameSaver(store, running_id)
    running.submit(START)
    running.submit(Reveal(0))  # Cy's clock runs
    again = resume(store, fake, left=[waiting, running_id])
    assert again is not None and again.game_id == running_id  # a running clock is never set aside


def test_a_second_game_whose_clock_ran_out_while_closed_is_said_R42(tmp_path: Path) -> None:
    """A probe ran two copies on one folder; each left a game with its clock running. At the
    next start the newer game was reopened and said; the older one's time loss was stored and
    rated without a word. Every game settled at start-up is said, by its players' names."""
    store, fake, older = _played(tmp_path, [START, Reveal(0)])  # Ana's clock runs
    newer = Session(("Cy", "Di"), started_at=STARTED, time=fake, deals=(OUT_DEAL,))
    newer_id = store.create_game(newer.record)
    newer.sink = GameSaver(store, newer_id)
    newer.submit(START)
    newer.submit(Reveal(0))  # Cy's clock runs too, and this game is the newer
    fake.advance(3 * 3_600_000)  # closed for three hours
    resumed = resume(store, fake)
    assert resumed is not None and resumed.game_id == newer_id and resumed.flagged == 0
    assert final_state(store.record(older)).result is not None  # settled: a time loss, rated
    assert resumed.message() == (
        "Cy's clock ran out while the game was closed. "
        "In the game between Ana and Ben, Ana's clock ran out while it was closed."
    )
    assert not resumed.only_ran


def test_a_settled_game_whose_end_cannot_be_saved_says_it_will_be_said_again(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A review found a game settled at start-up on a full disk said as ended, while the file
    still held it running: the next start said it again, with nothing to say why. The box now
    says the end could not be saved and will be said again; and so it is."""
    from full_disk import FullDisk

    store, fake, older = _played(tmp_path, [START, Reveal(0)])  # Ana's clock runs
    newer = Session(("Cy", "Di"), started_at=STARTED, time=fake, deals=(OUT_DEAL,))
    newer_id = store.create_game(newer.record)
    newer.sink = GameSaver(store, newer_id)
    newer.submit(START)
    newer.submit(Reveal(0))  # two copies left a clock running each; this game is the newer
    disk = FullDisk(store, monkeypatch)
    disk.full = True
    fake.advance(3 * 3_600_000)
    resumed = resume(store, fake)
    assert resumed is not None and resumed.game_id == newer_id and resumed.unsaved
    assert resumed.message() == (
        "Cy's clock ran out while the game was closed. "
        "In the game between Ana and Ben, Ana's clock ran out while it was closed. "
        "The games file could not be written: this game is not saved. "
        "What became of the other game is not saved either: it will be said again at the next start."
    )
    assert older in store.unfinished()
    disk.full = False
    saver = resumed.session.sink
    assert isinstance(saver, GameSaver)
    saver.flush(resumed.session.state)  # the window saves the game it shows once it can
    again = resume(store, fake)  # the next start, the disk emptied
    assert (
        again is not None
        and again.game_id == older
        and again.message() == ("Ana's clock ran out while the game was closed.")
    )
    assert final_state(store.record(older)).result is not None and older not in store.unfinished()


@pytest.mark.parametrize(
    ("others", "unsaved", "which"),
    [(1, 1, "of the other game"), (2, 2, "of the other games"), (2, 1, "of one of the other games"),
     (3, 2, "of some of the other games")],
)  # fmt: skip
def test_the_start_up_box_says_which_of_the_other_games_is_not_saved(others: int, unsaved: int, which: str) -> None:
    """A review: two other games said, one of them not saved, read "the other game"."""
    ended = tuple(Resumed(n, None, void_reason=UNREADABLE, unsaved=n < unsaved) for n in range(others))
    shown = Resumed(9, None, set_aside=0, others=ended, others_unsaved=unsaved)
    assert shown._others_unsaved(lambda text: text) == [
        f"The games file could not be written: what became {which} is not saved, and will be said again at the "
        "next start."
    ]


def test_without_a_running_clock_the_game_played_most_recently_is_reopened(tmp_path: Path) -> None:
    store, fake, _ = open_storage(tmp_path)[0], FakeTime(T0), None
    sessions = []
    for names in (("Ana", "Ben"), ("Cy", "Di")):
        session = Session(names, started_at=STARTED, time=fake, deals=(OUT_DEAL,))
        session.sink = GameSaver(store, store.create_game(session.record))
        sessions.append(session)
    sessions[0].submit(START)  # the older game was played last
    fake.advance(1_000_000)  # time passes: nobody's clock ran
    resumed = resume(store, fake)
    assert resumed is not None and resumed.session is not None and resumed.session.state.players == ("Ana", "Ben")
    assert resumed.message() is None and len(store.unfinished()) == 2


def test_an_unreadable_older_game_is_voided_and_said(tmp_path: Path) -> None:
    store, fake, _first = _played(tmp_path, [START])
    second = Session(("Cy", "Di"), started_at=STARTED, time=fake, deals=(OUT_DEAL,))
    newest = store.create_game(second.record)
    store.close()
    db = sqlite3.connect(tmp_path / DB_NAME)
    db.execute("UPDATE players SET name = X'00' WHERE name = 'Ana'")  # an odd row: a BLOB name
    db.commit()
    db.close()
    store, _ = open_storage(tmp_path)
    resumed = resume(store, fake)
    assert resumed is not None and resumed.game_id == newest and resumed.set_aside == 1
    assert resumed.message() == "Another saved game could not be read and is now void."
    assert store.unfinished() == [newest]


def test_an_unreadable_game_whose_voiding_cannot_be_saved_says_so(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    store, fake, _first = _played(tmp_path, [START])
    second = Session(("Cy", "Di"), started_at=STARTED, time=fake, deals=(OUT_DEAL,))
    newest = store.create_game(second.record)
    store.close()
    db = sqlite3.connect(tmp_path / DB_NAME)
    db.execute("UPDATE players SET name = X'00' WHERE name = 'Ana'")
    db.commit()
    db.close()
    store, _ = open_storage(tmp_path)

    def full(*_args: object) -> None:
        raise sqlite3.OperationalError("database or disk is full")

    monkeypatch.setattr(store, "void_game", full)
    resumed = resume(store, fake)
    assert resumed is not None and resumed.game_id == newest and not resumed.unsaved
    assert resumed.message() == (
        "Another saved game could not be read and is now void. The games file could not be written: "
        "what became of the other game is not saved, and will be said again at the next start."
    )
    assert len(store.unfinished()) == 2


def test_a_rated_game_marked_unfinished_by_hand_is_finished_again_without_a_second_rating(
    tmp_path: Path,
) -> None:
    store, fake, game = _played(tmp_path, [START, Reveal(0), Resign(0)])
    ratings = store.rating("Ana"), store.rating("Ben")
    assert ratings[1].rating > 1500 and store.unfinished() == []
    store._db.execute("UPDATE games SET finished = 0 WHERE id = ?", (game,))  # as a hand-edited file
    for _launch in range(2):
        resumed = resume(store, fake)
        assert resumed is not None and resumed.message() is None  # nothing unsaved to say
        assert store.unfinished() == [] and (store.rating("Ana"), store.rating("Ben")) == ratings
        store._db.execute("UPDATE games SET finished = 0 WHERE id = ?", (game,))
    store.close()


def test_resume_finds_nothing_in_an_empty_folder(tmp_path: Path) -> None:
    store, _ = open_storage(tmp_path)
    assert resume(store, FakeTime(T0)) is None


def _snapshot(folder: Path) -> dict[str, tuple[int, int, bytes]]:
    return {p.name: (p.stat().st_size, p.stat().st_mtime_ns, p.read_bytes()) for p in sorted(folder.iterdir())}


def test_a_second_copy_is_refused_and_writes_nothing(tmp_path: Path) -> None:
    store, _fake, _game = _played(tmp_path, [START, Reveal(0)])
    store.close()
    # The first copy runs in a process of its own: reading the file here (the snapshot) would
    # drop this process's POSIX locks on it.
    first = subprocess.Popen(
        [sys.executable, "-c", HOLD, str(tmp_path)], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True
    )
    assert first.stdout is not None and first.stdout.readline().strip() == "open"
    before = _snapshot(tmp_path)
    r = start_program(tmp_path)
    assert r.returncode == 0, r.stderr
    assert "another copy" in r.stderr
    assert _snapshot(tmp_path) == before
    first.communicate("", timeout=60)


HOLD = (
    "import sys; from pathlib import Path\n"
    "from spectacular_bid.app.storage import open_storage\n"
    "store = open_storage(Path(sys.argv[1]))[0]\nprint('open', flush=True)\nsys.stdin.read()\nstore.close()\n"
)


def test_the_program_resumes_a_game_it_finds(tmp_path: Path) -> None:
    store, _fake, game = _played(tmp_path, [START, Reveal(0)], started="2020-01-01T00:00:00Z")
    store.close()
    r = start_program(tmp_path)
    assert r.returncode == 0, r.stderr
    assert "Ana's clock ran out while the game was closed" in r.stderr  # years later, by the wall clock
    store, _ = open_storage(tmp_path)
    assert store.unfinished() == [] and store.record(game).events[-1].do == "tick"


def _nest(path: Path, table: str, depth: int = 100_000) -> None:
    """Give every row of ``table`` a JSON body nested ``depth`` levels (JSON, but not a record)."""
    db = sqlite3.connect(path)
    db.execute(f"UPDATE {table} SET body = ?", ("[" * depth + "]" * depth,))
    db.commit()
    db.close()


def test_a_deeply_nested_row_sets_its_game_aside_and_new_games_still_save(tmp_path: Path) -> None:
    for table in ("events", "deals"):
        folder = tmp_path / table
        store, fake, _game = _played(folder, [START, Reveal(0)])
        store.close()
        _nest(folder / DB_NAME, table)
        store, _ = open_storage(folder)
        resumed = resume(store, fake)  # no RecursionError
        assert resumed is not None and resumed.session is None and resumed.void_reason == UNREADABLE
        assert store.unfinished() == []
        session = Session(("Cy", "Di"), started_at=STARTED, time=fake, deals=(OUT_DEAL,))
        newer = store.create_game(session.record)
        session.sink = GameSaver(store, newer)
        session.submit(START)
        assert store.record(newer) == session.record
        store.close()


def test_the_start_up_message_joins_whole_sentences() -> None:
    """ "This game is void: the system clock went backwards 2 other saved game(s) could not
    be read": each of the message's sentences ends with its full stop."""
    void = Resumed(1, None, void_reason=CLOCK_WENT_BACKWARDS, set_aside=2)
    assert void.message() == (
        f"This game is void: {CLOCK_WENT_BACKWARDS}. 2 other saved games could not be read and are now void."
    )
    assert void.title() == "Game void"


def test_one_game_set_aside_is_told_in_the_singular() -> None:
    """An audit of the texts read "1 other saved game(s) could not be read and are now void":
    the "(s)" of a count that was never applied."""
    assert Resumed(1, None, set_aside=1).message() == "Another saved game could not be read and is now void."


def test_the_start_up_message_has_a_title_that_fits_it(tmp_path: Path) -> None:
    """The box said "Saved game" ("Partie enregistrée", read as "game saved") over a clock
    that kept running: its title says what happened to the game."""
    store, fake, _game = _played(tmp_path, [START, Reveal(0)])
    fake.advance(3 * 3_600_000)
    lost = resume(store, fake)
    assert lost is not None and lost.title() == "Game over"
    assert lost.message() == "Ana's clock ran out while the game was closed."
    assert Resumed(1, None, set_aside=1).title() == "Saved games"


def test_a_practice_game_names_the_computer_as_its_table_does(tmp_path: Path) -> None:
    """The line said at reopening named the computer from its record, in the language the game
    was begun in ("le temps de Computer"), where the table names it in the interface's ("L'Ordinateur")."""
    from spectacular_bid.app.practice import Opponent, extra_fields

    store, _ = open_storage(tmp_path)
    fake = FakeTime(T0)
    session = Session(
        ("Computer", "Ana"), started_at=STARTED, time=fake, deals=(OUT_DEAL,), extra=extra_fields(Opponent(0, "easy"))
    )
    game = store.create_game(session.record)
    session.sink = GameSaver(store, game)
    session.submit(START)
    fake.advance(1_000)
    session.submit(Reveal(0))  # the computer's seat: its clock runs
    fake.advance(20_000)
    resumed = resume(store, fake)
    assert resumed is not None and resumed.ran == 0
    said = resumed.message(lambda text: {"Computer": "L'Ordinateur"}.get(text, text))
    assert said is not None and said.startswith("L'Ordinateur's clock kept running")


def test_a_reopened_game_sets_a_right_to_left_name_apart() -> None:
    """A hostile probe's right-to-left names moved the numbers beside them in the window's
    sentences; the line a reopened game puts on the status bar is one of them."""
    from random import Random

    from spectacular_bid.core import deal_from

    deals = (deal_from(Random(1)),)
    session = Session(("Ana", "דנה לוי"), started_at="2026-12-02T09:00:00Z", time=FakeTime(0), deals=deals)
    said = Resumed(1, session, ran=1, reserve_left=83_000).message() or ""
    assert said.startswith("\u2068דנה לוי\u2069's clock kept running while the game was closed: 1:23 of reserve")
