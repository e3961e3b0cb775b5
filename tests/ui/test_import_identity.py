"""Which stored game an imported record is (R46): a game is which player was dealt which hand,
in every hand dealt, whatever the seats, the case of the names or the deals listed but never
dealt. The same game is never stored and rated twice."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import random
from dataclasses import replace
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot
from test_history import STARTED, history, play_game, snapshot, store_game

from spectacular_bid.app.records_io import GameFileError, import_game
from spectacular_bid.app.storage import Storage
from spectacular_bid.core import Deal, deal_from
from spectacular_bid.core.record import Event, Record, final_state, replay

ALREADY = "this game is already in the history, where it is now selected"
OTHER_VERSION = "this game is already in the history, recorded differently: it is now selected there"


def _written(path: Path, record: Record) -> Path:
    path.write_text(record.dumps(), encoding="utf-8")
    return path


def _refused(storage: Storage, path: Path) -> str:
    """What the import of ``path`` says, which must be a refusal that stores nothing."""
    before = snapshot(storage), [storage.rating(name) for name in storage.players()]
    with pytest.raises(GameFileError) as refused:
        import_game(storage, path)
    assert (snapshot(storage), [storage.rating(name) for name in storage.players()]) == before
    return refused.value.message()


def _mirrored(record: Record) -> Record:
    """``record`` with its seats swapped: players, hands and every event's seat."""

    def swapped(event: Event) -> Event:
        return replace(event, seat=1 - event.seat) if event.seat in (0, 1) else event

    return replace(
        record,
        players=(record.players[1], record.players[0]),
        deals=tuple(Deal((d.hands[1], d.hands[0]), d.boneyard) for d in record.deals),
        events=tuple(swapped(event) for event in record.events),
    )


@pytest.mark.parametrize("seed", [0, 1, 4])
def test_R46_a_copy_with_the_seats_swapped_is_the_stored_game(tmp_path: Path, storage: Storage, seed: int) -> None:
    """A hostile probe swapped a finished game's seats (players, hands and every event's
    seat): the copy replays to the same game, the same winner and the same points each, and
    was stored and rated a second time (Ben 1859.5 → 1898.4)."""
    record, state = play_game(seed)
    assert state.result is not None
    import_game(storage, _written(tmp_path / "game.json", record))
    mirror = _mirrored(record)
    played = final_state(mirror)
    assert played.result is not None and played.result.winner == (
        None if state.result.winner is None else 1 - state.result.winner
    )
    assert played.points == state.points[::-1]
    assert _refused(storage, _written(tmp_path / "mirror.json", mirror)) == ALREADY
    edited = replace(mirror, events=(*mirror.events[:-1], replace(mirror.events[-1], at=10**100)))
    assert _refused(storage, _written(tmp_path / "edited.json", edited)) == OTHER_VERSION


def test_R46_copies_differing_only_in_a_deal_never_dealt_are_one_game(tmp_path: Path, storage: Storage) -> None:
    """A hostile probe imported a finished game listing one unused deal more (RECORD.md allows
    it), then the same game listing another one: both were stored and rated."""
    record, state = play_game(0)
    assert state.result is not None
    rng = random.Random(7)
    one, other = record.with_deal(deal_from(rng)), record.with_deal(deal_from(rng))
    assert one.deals[-1] != other.deals[-1]
    import_game(storage, _written(tmp_path / "one.json", one))
    assert _refused(storage, _written(tmp_path / "other.json", other)) == ALREADY
    assert _refused(storage, _written(tmp_path / "plain.json", record)) == ALREADY


@pytest.mark.parametrize("names", [("ANA", "Ben"), ("ana", "BEN"), ("Ben", "ANA")])
def test_R46_a_copy_with_a_name_recased_is_the_stored_game(
    tmp_path: Path, storage: Storage, names: tuple[str, str]
) -> None:
    """A hostile probe imported a stored game again as "ANA" v "Ben": it was stored, and Ben's
    rating moved a second time (1741.6 → 1859.5). The names screen takes "ANA" for "Ana"."""
    record, _ = play_game(0)
    import_game(storage, _written(tmp_path / "game.json", record))
    copy = replace(record, players=names) if names[0] != "Ben" else replace(_mirrored(record), players=names)
    assert _refused(storage, _written(tmp_path / "copy.json", copy)) == ALREADY


def test_another_game_between_the_same_players_in_other_seats_is_imported(tmp_path: Path, storage: Storage) -> None:
    """The seats no longer tell games apart: the hands dealt do."""
    first, _ = play_game(0)
    import_game(storage, _written(tmp_path / "first.json", first))
    second = _mirrored(play_game(1)[0])
    game_id = import_game(storage, _written(tmp_path / "second.json", second))
    assert len(storage.games()) == 2 and game_id in {g.id for g in storage.games()}


def _guessed(players: tuple[str, str], deal: Deal) -> Record:
    """A finished game between ``players`` on ``deal``: begun, then resigned at once."""
    return Record(players, (deal,), (Event(0, "start"), Event(1_000, "resign", seat=0)), STARTED)


def test_R41_an_import_never_tells_whether_it_holds_the_hands_of_a_game_in_progress(
    qtbot: QtBot, tmp_path: Path, storage: Storage
) -> None:
    """A hostile probe: a finished record of the players of a game in progress, dealt the hands
    it is being played with, was refused as that game "recorded differently", and one dealt
    other hands was imported: each import confirmed or denied a guess of the hand the other
    player holds, which no one may see yet (R7, R41). Whatever the hands, the answer is now
    the same, and nothing between them comes in until that game is over."""
    record, state = play_game(5, stop_after=40)
    assert not state.is_over
    game_id = store_game(storage, record, state)
    dealt = record.deals[0]
    other = Deal((dealt.hands[0], (dealt.boneyard[0], *dealt.hands[1][1:])), (dealt.hands[1][0], *dealt.boneyard[1:]))
    guesses = {
        "right.json": _guessed(record.players, dealt),
        "whole.json": replace(record, events=(*record.events, Event(10**6, "resign", seat=1))),
        "swapped.json": _mirrored(_guessed(("BEN", "ana"), dealt)),
        "wrong.json": _guessed(record.players, other),
    }
    dialog = history(qtbot, storage)
    said = set()
    for name, guess in guesses.items():
        assert final_state(guess).is_over
        before = snapshot(storage)
        assert dialog.import_file(str(_written(tmp_path / name, guess))) is None
        assert snapshot(storage) == before and dialog.selected_game() == game_id
        assert dialog.last_message is not None
        said.add(dialog.last_message[1].replace(name, "FILE"))
    assert said == {
        "FILE cannot be imported: its players have a game in progress, now selected; their games can be "
        "imported once it is over."
    }


def test_a_game_between_other_players_comes_in_while_a_game_is_in_progress(tmp_path: Path, storage: Storage) -> None:
    record, state = play_game(5, stop_after=40)
    store_game(storage, record, state)
    import_game(storage, _written(tmp_path / "other.json", play_game(0, ("Ana", "Cleo"))[0]))
    assert len(storage.games()) == 2


def test_R46_a_copy_of_a_game_once_over_is_refused_as_that_game(tmp_path: Path, storage: Storage) -> None:
    """The game in progress, once over, is compared with like any other: its copy never counts
    in the ratings a second time."""
    record, state = play_game(5, stop_after=40)
    game_id = store_game(storage, record, state)
    resign = Event(10**6, "resign", seat=1)
    over = replace(record, events=(*record.events, resign))
    storage.save_event(game_id, len(record.events), resign, None, final_state(over))
    assert storage.unfinished() == []
    assert _refused(storage, _written(tmp_path / "whole.json", over)) == ALREADY
    assert _refused(storage, _written(tmp_path / "guess.json", _guessed(record.players, record.deals[0]))) == (
        OTHER_VERSION
    )


def _drawn_counts(record: Record) -> list[int]:
    """How many tiles were drawn from each hand's boneyard."""
    drawn = [0] * len(record.deals)
    for played in replay(record):
        drawn[played.state.hand_no] += played.ok and played.event.do == "draw"
    return drawn


def test_a_copy_listing_its_hands_otherwise_is_the_very_game_not_another_version(
    tmp_path: Path, storage: Storage
) -> None:
    """A hostile probe: a copy whose hands list their tiles in another order, its events the
    same, was called "recorded differently", as if a move had changed. Draws name no tile, so
    the boneyard's order decides the game, but only for the tiles drawn: a hand's order, and the
    order of the tiles no one drew, change nothing played."""
    record, _ = play_game(0)
    import_game(storage, _written(tmp_path / "game.json", record))
    drawn = _drawn_counts(record)
    assert drawn[0] < 14
    listed = replace(
        record, deals=tuple(replace(d, hands=(d.hands[0][::-1], d.hands[1][1:] + d.hands[1][:1])) for d in record.deals)
    )
    undrawn = replace(
        record,
        deals=tuple(replace(d, boneyard=d.boneyard[:n] + d.boneyard[n:][::-1]) for d, n in zip(record.deals, drawn)),
    )
    assert listed.deals[0] != record.deals[0] and undrawn.deals[0] != record.deals[0]
    played = final_state(record)
    for name, copy in (("listed", listed), ("undrawn", undrawn), ("mirrored", _mirrored(listed))):
        copied = final_state(copy)
        points = copied.points[::-1] if name == "mirrored" else copied.points
        assert (points, copied.hands_dealt) == (played.points, played.hands_dealt)
        assert _refused(storage, _written(tmp_path / f"{name}.json", copy)) == ALREADY, name
