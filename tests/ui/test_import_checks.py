"""What an import checks beyond the record format, and how the history says a refusal: the
start time it would show (``started_at``), the file's name, a file in another encoding."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import json
from dataclasses import replace
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot
from test_history import history, play_game, snapshot

from spectacular_bid import cli
from spectacular_bid.app.records_io import MAX_STARTED_AT, GameFileError, import_data, import_game
from spectacular_bid.app.storage import Storage

BAD_START = "its start time (started_at) is not a date and time such as 2026-12-02T09:00:00Z"

#: ``started_at`` values a hostile probe imported, each then shown as written in the history.
NOT_TIMES = {
    "empty": "",
    "a word": "x",
    "no such day": "9999-99-99T99:99:99Z",
    "a direction override": "\u202e2026-12-02",
    "a NUL": "\x00",
    "a NUL after a time": "2026-12-02T09:00:00Z\x00",
    "a tag after a time": "2026-12-02T09:00:00Z<img src=/dev/zero>",
    "full-width digits": "\uff12\uff10\uff12\uff16-12-02T09:00:00Z",
    "a megabyte": "2026-12-02T09:00:00Z" + " " * 1_000_000,
    "too long for a time": "2026-12-02T09:00:00.000000+14:00:00.000000",
}


@pytest.mark.parametrize("started", NOT_TIMES.values(), ids=NOT_TIMES.keys())
def test_a_start_that_is_not_a_time_is_refused_and_nothing_stored(
    qtbot: QtBot, tmp_path: Path, storage: Storage, started: str
) -> None:
    """A hostile probe imported a megabyte of text as a game's start time: the history showed it
    as written, and each hover of its date froze the window for 1.6 s; a direction override
    turned the date round. RECORD.md's ``started_at`` is an ISO 8601 time."""
    record, _ = play_game(0)
    path = tmp_path / "bad.json"
    data = json.loads(record.dumps())
    data["started_at"] = started
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    dialog = history(qtbot, storage)
    before = snapshot(storage)
    assert dialog.import_file(str(path)) is None
    assert snapshot(storage) == before
    assert dialog.last_message == ("The game was not imported", f"bad.json cannot be imported: {BAD_START}.")


@pytest.mark.parametrize(
    "started",
    [
        "2026-12-02T09:00:00Z",
        "2026-12-02T09:00:00.250Z",
        "2026-12-02T10:30:00+01:30",
        "2026-12-02 09:00",
        "20261202T090000Z",
        "0001-01-01T00:00:00+14:00",
    ],
)
def test_a_start_written_as_iso_8601_is_imported_and_kept(tmp_path: Path, storage: Storage, started: str) -> None:
    assert len(started) <= MAX_STARTED_AT
    record, _ = play_game(0)
    game_id = import_data(storage, replace(record, started_at=started).dumps().encode())
    assert storage.record(game_id).started_at == started


def test_replay_still_takes_any_start(tmp_path: Path, storage: Storage, capsys: pytest.CaptureFixture[str]) -> None:
    """RECORD.md: ``replay`` ignores ``started_at``; only the import checks it."""
    record, _ = play_game(0)
    path = tmp_path / "odd.json"
    path.write_text(replace(record, started_at="tomorrow").dumps(), encoding="utf-8")
    with pytest.raises(GameFileError, match="start time"):
        import_data(storage, path.read_bytes())
    assert cli.main(["replay", str(path)]) == 0
    assert capsys.readouterr().err == ""


BYTES = "file names are UTF-16 text on Windows, not bytes"


@pytest.mark.skipif(os.name == "nt", reason=BYTES)
def test_a_file_name_that_is_not_text_is_said_as_a_file_dialog_shows_it(
    qtbot: QtBot, tmp_path: Path, storage: Storage
) -> None:
    """A hostile probe read "cannot read b'\\xff\\xfe.json'" (Python's way of writing bytes)
    for a name that is not UTF-8, and "cannot read \\udcff.json" for the same name as text."""
    for path in (os.fsencode(tmp_path) + b"/\xff\xfe.json", os.fsdecode(os.fsencode(tmp_path) + b"/\xff\xfe.json")):
        with pytest.raises(GameFileError) as refused:
            import_game(storage, path)
        assert refused.value.message() == "cannot read \ufffd\ufffd.json: it does not exist"
    dialog = history(qtbot, storage)
    assert dialog.import_file(str(tmp_path / "\udcff.json")) is None
    assert dialog.last_message == (
        "The game was not imported",
        "\ufffd.json cannot be imported: cannot read \ufffd.json: it does not exist.",
    )


@pytest.mark.parametrize("codec", ["utf-16-le", "utf-16-be", "utf-32-le", "utf-32-be"])
def test_a_record_in_utf_16_or_32_without_a_mark_is_said_not_to_be_utf_8(storage: Storage, codec: str) -> None:
    """A hostile probe's record in UTF-16LE without a byte-order mark was called "not JSON:
    expecting a property name in double quotes": as UTF-8, its NULs are characters."""
    record, _ = play_game(0)
    with pytest.raises(GameFileError) as refused:
        import_data(storage, record.dumps().encode(codec))
    assert refused.value.message() == "this file is not a game record, or it is damaged"
    assert refused.value.details == "the file is not UTF-8 text"
    assert snapshot(storage) == ([], [])


def test_a_record_followed_by_a_nul_is_still_said_to_hold_more_than_json(storage: Storage) -> None:
    record, _ = play_game(0)
    with pytest.raises(GameFileError) as refused:
        import_data(storage, record.dumps().encode() + b"\x00")
    assert refused.value.details.startswith("not JSON: extra data")
