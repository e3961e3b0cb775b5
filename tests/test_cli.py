"""The command line: the quick reading of a plain start agrees with argparse's."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from spectacular_bid.cli import build_parser, start_options

WORDS = ["--smoke", "--data-dir", "--data-dir=games", "--data-dir=", "games", "-x", "--smo", "replay", "--help", ""]


@pytest.mark.parametrize(
    ("argv", "expected"),
    [
        ([], (False, None)),
        (["--smoke"], (True, None)),
        (["--data-dir", "games", "--smoke"], (True, "games")),
        (["--data-dir=games"], (False, "games")),
        (["replay", "game.json"], None),
        (["--help"], None),
        (["--smo"], None),  # argparse's abbreviations are argparse's to read
        (["--data-dir"], None),  # argparse says what is missing
        (["--data-dir", "-x"], None),
    ],
)
def test_a_plain_start_is_read_without_argparse(argv: list[str], expected: tuple[bool, str | None] | None) -> None:
    assert start_options(argv) == expected


@given(st.lists(st.sampled_from(WORDS), max_size=5))
def test_the_quick_reading_agrees_with_argparse(argv: list[str]) -> None:
    quick = start_options(argv)
    if quick is None:
        return
    args = build_parser().parse_args(argv)
    assert args.command is None
    assert (args.smoke, args.data_dir) == quick
