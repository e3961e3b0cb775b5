"""``spectacular-bid match``: duplicate pairs on the same deals with the seats swapped, the
figures printed, and records that replay through ``spectacular-bid replay``."""

from __future__ import annotations

import io
import json
import sys
from pathlib import Path

import pytest

from spectacular_bid.core import CONTINUE, START, Reveal, parse_record
from spectacular_bid.core.record import final_state, replay
from spectacular_bid.engine.cli import run_match
from spectacular_bid.engine.match import CommandPlayer, LevelPlayer
from spectacular_bid.engine.match import run_match as play
from spectacular_bid.replay import run_replay


def test_a_match_prints_its_figures_and_writes_records_that_replay(tmp_path: Path) -> None:
    out = io.StringIO()
    status = run_match(
        [
            "--a",
            "medium",
            "--b",
            "greedy",
            "--pairs",
            "2",
            "--seed",
            "4",
            "--think",
            "50",
            "--hands",
            "3",
            "--records",
            str(tmp_path),
            "--quiet",
        ],
        out,
    )
    assert status == 0
    text = out.getvalue()
    assert "points per hand gained by A (medium)" in text and "95% interval" in text
    assert "games won" in text and "p95" in text and "0 illegal, 0 errors" in text
    files = sorted(tmp_path.glob("*.json"))
    assert len(files) == 4
    # An audit read "games won: A 1, B 1" over games none of which was over: those stopped at
    # --hands count for the player ahead, and the line says how many there were.
    stopped = sum(final_state(parse_record(path.read_bytes())).result is None for path in files)
    assert stopped > 0
    won = next(line for line in text.splitlines() if line.startswith("games won"))
    said = f" ({stopped} stopped at --hands, each counted for the player ahead on points, if one was)"
    assert won.endswith(said), won
    for path in files:
        record = parse_record(path.read_bytes())
        assert all(step.ok for step in replay(record))
        assert final_state(record).hand_no <= 2
        trace = io.StringIO()
        assert run_replay(str(path), True, trace, io.StringIO()) == 0
        assert json.loads(trace.getvalue().splitlines()[-1])["final"] is True


def test_one_pair_says_it_gives_no_interval() -> None:
    """A hostile-input probe: ``--pairs 1`` printed "95% interval -inf .. +inf"."""
    out = io.StringIO()
    argv = ["--a", "greedy", "--b", "easy", "--pairs", "1", "--hands", "1", "--think", "5", "--quiet"]
    assert run_match(argv, out) == 0
    line = next(line for line in out.getvalue().splitlines() if line.startswith("points per hand"))
    assert line.endswith("(one pair gives no interval)"), line
    assert "inf" not in out.getvalue() and "nan" not in out.getvalue()


@pytest.mark.parametrize(
    ("argv", "said"),
    [
        (["--pairs", "0"], "--pairs must be at least 1"),
        (["--think", "-5"], "--think must be at least 1"),
        (["--pairs", "0", "--hands", "0"], "--pairs and --hands must be at least 1"),
    ],
)
def test_a_count_below_one_is_named_alone(argv: list[str], said: str, capsys: pytest.CaptureFixture[str]) -> None:
    """An audit gave --pairs 0 and was told "--pairs, --think and --hands must be at least 1"."""
    assert run_match([*argv, "--quiet"], io.StringIO()) == 2
    assert capsys.readouterr().err == f"spectacular-bid match: {said}\n"


def test_a_one_word_player_that_cannot_start_is_said_to_be_no_level(capsys: pytest.CaptureFixture[str]) -> None:
    """An audit's --a foo was said not to start, with no word that foo is not a level either."""
    assert run_match(["--a", "hardd", "--quiet"], io.StringIO()) == 2
    err = capsys.readouterr().err
    assert err.startswith("spectacular-bid match: --a 'hardd' is not a level (easy, ") and "cannot be started" in err


def test_pairs_play_the_same_deals_with_the_seats_swapped() -> None:
    result = play(LevelPlayer("greedy"), LevelPlayer("easy", 1), 1, 11, 50, 2)
    first, second = result.games
    assert first.a_seat == 0 and second.a_seat == 1
    assert first.record.deals[0] == second.record.deals[0]
    assert first.record.players == ("greedy", "easy") and second.record.players == ("easy", "greedy")
    automatic = {type(START), type(CONTINUE), Reveal}
    asked = sum(1 for e in first.record.events if type(e.action()) not in automatic)
    assert len(result.a.times) + len(result.b.times) >= asked


def test_any_engine_command_can_play() -> None:
    command = f'"{sys.executable}" -m spectacular_bid engine --level easy --seed 2'
    player = CommandPlayer(command)
    try:
        result = play(player, LevelPlayer("greedy"), 1, 5, 100, 2)
    finally:
        player.close()
    assert result.a.illegal == 0 and result.a.errors == 0
    assert len(result.a.times) > 5


def test_a_command_that_dies_loses_nothing_but_its_answers() -> None:
    player = CommandPlayer(f'"{sys.executable}" -c "pass"')
    try:
        result = play(player, LevelPlayer("greedy"), 1, 6, 50, 1)
    finally:
        player.close()
    assert result.a.errors == len(result.a.times) > 0
    assert all(g.hands == 1 for g in result.games)


def test_the_help_prints_a_plain_percent_sign() -> None:
    """The description is not %-formatted by argparse (only options' help is): "95%%" was
    printed as it stands."""
    from spectacular_bid.engine.cli import match_parser

    text = " ".join(match_parser().format_help().split())
    assert "with a 95% interval" in text and "%%" not in text


def test_records_of_a_level_against_itself_pass_the_games_import_check(tmp_path: Path) -> None:
    """Both players were named "easy", and the game refused such a record ("The two players need
    different names."). The seats are told apart, by names the game accepts."""
    from spectacular_bid.app.records_io import check_record

    argv = ["--a", "easy", "--b", "easy", "--pairs", "1", "--hands", "1", "--think", "20", "--quiet"]
    assert run_match([*argv, "--records", str(tmp_path)], io.StringIO()) == 0
    files = sorted(tmp_path.glob("*.json"))
    assert len(files) == 2
    for k, path in enumerate(files):
        record = check_record(path.read_bytes()).record  # names, text and a full replay, as an import
        assert record.players == (("easy A", "easy B") if k == 0 else ("easy B", "easy A"))


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("hard", "easy"),
        ("easy", "easy"),
        ("spectacular-bid engine --level hard", "spectacular-bid engine --level easy"),
        ("spectacular-bid engine", "spectacular-bid engine"),
        ("./engine\t--fast", "./Engine --fast"),
        ("./engine-\udcff", "x" * 30),
    ],
)
def test_record_names_are_names_the_game_accepts(a: str, b: str) -> None:
    from spectacular_bid.app.names import MAX_NAME, validate_names
    from spectacular_bid.core import tidy_name
    from spectacular_bid.engine.match import NAME_LIMIT, record_names

    assert NAME_LIMIT == MAX_NAME
    names = record_names(a, b)
    assert validate_names(*names) == (names, "")
    assert not any("\ud800" <= c <= "\udfff" for name in names for c in name)
    if a != b and len(a) <= MAX_NAME and len(b) <= MAX_NAME and a.casefold() != b.casefold():
        assert names == (tidy_name(a), tidy_name(b))  # names that fit are kept as a player reads them
