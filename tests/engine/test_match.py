"""``spectacular-bid match``: duplicate pairs on the same deals with the seats swapped, the
figures printed, and records that replay through ``spectacular-bid replay``."""

from __future__ import annotations

import io
import json
import sys
from pathlib import Path

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
    for path in files:
        record = parse_record(path.read_bytes())
        assert all(step.ok for step in replay(record))
        assert final_state(record).hand_no <= 2
        trace = io.StringIO()
        assert run_replay(str(path), True, trace, io.StringIO()) == 0
        assert json.loads(trace.getvalue().splitlines()[-1])["final"] is True


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
