"""``spectacular-bid match`` against hostile arguments, engine commands and outputs: every one
ends in one line on standard error, status 2 for a bad argument (before any game is played) or 1
for an engine command that misbehaves or figures that cannot be written (quietly for a closed
pipe, as ``replay``), never a traceback, a hang or a runaway read.

The hostile engines are small Python scripts run with this interpreter, so that the tests run
wherever Python does; the answer timeout is shortened through ``ANSWER_GRACE_S``.
"""

from __future__ import annotations

import io
import json
import os
import random
import subprocess
import sys
import threading
from collections.abc import Callable
from pathlib import Path

import pytest

from spectacular_bid.core import Record, deal_from
from spectacular_bid.engine import match
from spectacular_bid.engine.cli import LINE_LIMIT, run_match
from spectacular_bid.engine.match import LevelPlayer
from spectacular_bid.engine.match import run_match as play

ROOT = Path(__file__).resolve().parent.parent.parent
#: ``spectacular-bid match`` in a process of its own: one pair of one-hand games between levels.
MATCH = [sys.executable, "-m", "spectacular_bid", "match", "--quiet", "--pairs", "1", "--hands", "1"]
MATCH += ["--think", "1", "--a", "easy", "--b", "easy"]
posix_only = pytest.mark.skipif(os.name != "posix", reason="closed descriptors and /dev/full are POSIX's")

#: A seconds' bound for a run that must end: far above what any of these runs takes, far below
#: "forever" (the old runner waited for an engine without end).
DEADLINE_S = 60


def within(seconds: float, run: Callable[[], int]) -> int:
    """``run()``'s result, failing the test (instead of hanging it) if it takes over ``seconds``."""
    box: list[int] = []
    worker = threading.Thread(target=lambda: box.append(run()), daemon=True)
    worker.start()
    worker.join(seconds)
    assert not worker.is_alive(), f"still running after {seconds} s"
    assert box, "the run raised (see the thread's traceback above)"
    return box[0]


def script(tmp_path: Path, name: str, body: str) -> str:
    """The command line of a Python script written into ``tmp_path``: a hostile engine."""
    path = tmp_path / f"{name}.py"
    path.write_text("import sys, time\n" + body, encoding="utf-8")
    return f'"{sys.executable}" "{path}"'


def match_args(*extra: str) -> list[str]:
    """The audit's arguments: one pair of one-hand games, quiet, with ``extra`` after them."""
    return ["--quiet", "--pairs", "1", "--hands", "1", "--think", "20", "--b", "easy", *extra]


def run(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    """Status, standard output and standard error of ``spectacular-bid match argv``."""
    out = io.StringIO()
    status = within(DEADLINE_S, lambda: run_match(argv, out))
    return status, out.getvalue(), capsys.readouterr().err


def one_clear_line(err: str) -> str:
    """The single line of ``err``, checked to be the command's own message (no traceback)."""
    lines = err.splitlines()
    assert len(lines) == 1, err
    assert lines[0].startswith("spectacular-bid match: "), err
    return lines[0]


@pytest.fixture(autouse=True)
def short_grace(monkeypatch: pytest.MonkeyPatch) -> None:
    """Give up on a silent engine after a fraction of a second rather than 10 s."""
    monkeypatch.setattr(match, "ANSWER_GRACE_S", 0.5, raising=False)


# Bad arguments: status 2, before any game.


@pytest.mark.parametrize("command", ["", "   "])
def test_an_empty_engine_command_is_a_bad_argument(command: str, capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run(match_args("--a", command), capsys)
    assert status == 2 and out == ""
    assert "--a" in one_clear_line(err)


def test_an_unclosed_quotation_is_a_bad_argument(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run(match_args("--a", "'unclosed"), capsys)
    assert status == 2 and out == ""
    line = one_clear_line(err)
    assert "--a" in line and "quotation" in line


def test_a_command_that_cannot_start_for_b_leaves_no_player_a_behind(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    started: list[match.CommandPlayer] = []
    original = match.CommandPlayer.__init__

    def remember(self: match.CommandPlayer, *args: object, **kwargs: object) -> None:
        original(self, *args, **kwargs)  # type: ignore[arg-type]
        started.append(self)

    monkeypatch.setattr(match.CommandPlayer, "__init__", remember)
    quiet = script(tmp_path, "quiet", "sys.stdin.read()\n")
    status, _, err = run(["--quiet", "--a", quiet, "--b", f'"{tmp_path / "missing-engine"}"'], capsys)
    assert status == 2 and "--b" in one_clear_line(err)
    assert len(started) == 1 and started[0].process.wait(timeout=5) is not None


def test_records_in_an_existing_file_are_refused_before_any_game(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    taken = tmp_path / "taken"
    taken.write_text("mine\n", encoding="utf-8")
    status, out, err = run(match_args("--a", "easy", "--records", str(taken)), capsys)
    assert status == 2 and out == ""
    assert "--records" in one_clear_line(err)
    assert taken.read_text(encoding="utf-8") == "mine\n"


def test_records_where_no_directory_can_be_made_are_refused_before_any_game(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    asked: list[object] = []
    monkeypatch.setattr(match, "play_game", lambda *args, **kwargs: asked.append(args))
    (tmp_path / "file").write_text("", encoding="utf-8")
    status, out, err = run(match_args("--a", "easy", "--records", str(tmp_path / "file" / "sub")), capsys)
    assert status == 2 and out == "" and asked == []
    assert "--records" in one_clear_line(err)


def test_a_record_that_cannot_be_written_mid_match_is_one_line_and_status_1(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    def full(self: Path, *args: object, **kwargs: object) -> int:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(Path, "write_text", full)
    status, out, err = run(match_args("--a", "easy", "--records", str(tmp_path)), capsys)
    assert status == 1 and out == ""
    line = one_clear_line(err)
    assert "pair001-game1.json" in line and "No space left" in line


def test_more_hands_than_any_request_can_hold_is_a_bad_argument(capsys: pytest.CaptureFixture[str]) -> None:
    too_many = str(getattr(match, "MAX_HANDS", 30_000) + 1)
    argv = ["--quiet", "--pairs", "1", "--think", "1", "--a", "greedy", "--b", "greedy", "--hands", too_many]
    status, out, err = run(argv, capsys)
    assert status == 2 and out == ""
    assert "--hands" in one_clear_line(err)


def test_the_hands_cap_is_where_the_finished_deals_alone_fill_a_request_line() -> None:
    deal = Record(("a", "b"), (deal_from(random.Random(0)),)).to_json()["deals"][0]
    deal_bytes = len(json.dumps(deal))  # as a request sends it: every tile is one digit, so always this long
    assert match.MAX_HANDS * deal_bytes <= LINE_LIMIT < 1.2 * match.MAX_HANDS * deal_bytes


# Deals made lazily, the duplicate property and the seed's deals kept.


def test_a_match_makes_only_the_deals_its_games_reach(monkeypatch: pytest.MonkeyPatch) -> None:
    made: list[object] = []
    real = match.deal_from

    def counted(rng: random.Random) -> object:
        made.append(None)
        return real(rng)

    reached: list[object] = []

    def three_hands(deals: match.DealsByHand, *args: object) -> tuple[None, None]:
        reached.append([deals[k] for k in range(3)])
        return None, None

    monkeypatch.setattr(match, "deal_from", counted)
    monkeypatch.setattr(match, "play_game", three_hands)
    play(LevelPlayer("easy"), LevelPlayer("easy", 1), 2, 3, 20, 20_000)
    assert len(made) == 2 * 3  # not 2 * 20,000
    assert reached[0] == reached[1] != reached[2] == reached[3]


def test_lazy_deals_are_the_deals_made_up_front_for_the_same_seed() -> None:
    hands = 40
    eager_rng = random.Random(9)
    eager = [[deal_from(eager_rng) for _ in range(hands)] for _pair in range(3)]
    lazy_rng = random.Random(9)
    for pair, reached in enumerate((3, hands, 0)):
        deals = match.PairDeals(lazy_rng, hands)
        assert [deals[k] for k in range(reached)] == eager[pair][:reached]
        assert deals[reached // 2] == eager[pair][reached // 2]  # the second game: the same deal again
        deals.skip_rest()
    assert lazy_rng.getstate() == eager_rng.getstate()


def test_both_games_of_a_pair_play_the_same_deal_for_each_hand() -> None:
    result = play(LevelPlayer("greedy"), LevelPlayer("easy", 1), 2, 5, 1, 3)
    for first, second in zip(result.games[::2], result.games[1::2]):
        common = min(len(first.record.deals), len(second.record.deals))
        assert common >= 1 and first.record.deals[:common] == second.record.deals[:common]


# Engine commands that misbehave: status 1, naming the side and what it did.


#: Engines that break the protocol: (their script, the side they play, words the line must hold).
BROKEN = {
    "not-utf8": (
        "for _ in sys.stdin:\n    sys.stdout.buffer.write(b'\\xff\\n')\n    sys.stdout.flush()\n",
        "A",
        "UTF-8",
    ),
    # like cat FILE: answers without reading its input, and ends
    "not-utf8-unread": ("sys.stdout.buffer.write(b'\\xff\\n')\n", "A", "UTF-8"),
    "nested-past-recursion": ("for _ in sys.stdin:\n    print('[' * 100_000, flush=True)\n", "A", "JSON"),
    "longer-than-a-line": (
        f"sys.stdin.readline()\nsys.stdout.buffer.write(b'0' * {LINE_LIMIT + 2**20})\nsys.stdout.flush()\n",
        "B",
        "8 MiB",
    ),
    "never-answers": ("sys.stdin.readline()\ntime.sleep(30)\n", "A", "no answer"),
}


@pytest.mark.parametrize("name", sorted(BROKEN))
def test_an_engine_that_breaks_the_protocol_stops_the_match_in_one_line(
    name: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    body, side, words = BROKEN[name]
    engine = script(tmp_path, name.replace("-", "_"), body)
    other = "B" if side == "A" else "A"
    status, out, err = run(match_args(f"--{side.lower()}", engine, f"--{other.lower()}", "easy"), capsys)
    assert status == 1 and out == ""
    line = one_clear_line(err)
    assert f"player {side}" in line and words in line


def test_an_engine_given_up_on_is_killed(tmp_path: Path) -> None:
    player = match.CommandPlayer(script(tmp_path, "silent", "sys.stdin.readline()\ntime.sleep(30)\n"))
    try:
        with pytest.raises(match.EngineFailure) as failure:
            player.ask({"id": 0, "think_ms": 10})
        assert failure.value.player is player and "no answer within" in failure.value.what
        assert player.process.wait(timeout=DEADLINE_S) is not None
    finally:
        player.close()


def test_the_answer_timeout_is_the_think_time_plus_a_grace() -> None:
    player = match.CommandPlayer(f'"{sys.executable}" -c "pass"', grace_s=3)
    try:
        assert player.timeout_s({"think_ms": 250}) == 3.25
        assert player.timeout_s({}) == 4  # ENGINE.md's default think_ms: 1000
    finally:
        player.close()


# The figures' output: as replay's (RECORD.md), one line and status 1, or quietly for a closed pipe.


@posix_only
@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="this system has no /dev/full")
def test_figures_written_to_a_full_disk_are_one_line_and_status_1() -> None:
    """A hostile-input probe: ``match > /dev/full`` ended in an OSError's traceback."""
    with open("/dev/full", "wb") as full:
        done = subprocess.run(MATCH, stdout=full, stderr=subprocess.PIPE, cwd=ROOT, timeout=DEADLINE_S, check=False)
    err = done.stderr.decode("utf-8", "backslashreplace")
    assert done.returncode == 1
    assert "No space left" in one_clear_line(err) and "cannot write" in err


@posix_only
def test_a_closed_standard_output_is_one_line_and_status_1_before_any_game() -> None:
    """A hostile-input probe: ``match >&-`` exited 0, the figures lost without a word."""
    done = subprocess.run(
        MATCH, stderr=subprocess.PIPE, cwd=ROOT, timeout=DEADLINE_S, check=False, preexec_fn=lambda: os.close(1)
    )
    err = done.stderr.decode("utf-8", "backslashreplace")
    assert done.returncode == 1
    assert "standard output is closed" in one_clear_line(err)


def test_a_closed_output_is_found_before_the_match_is_played(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    played: list[object] = []
    monkeypatch.setattr(match, "play_game", lambda *args, **kwargs: played.append(args))
    monkeypatch.setattr(sys, "stdout", None)
    status = within(DEADLINE_S, lambda: run_match(match_args("--a", "easy")))
    assert status == 1 and played == []
    assert "standard output is closed" in one_clear_line(capsys.readouterr().err)


@posix_only
def test_a_closed_pipe_ends_the_match_quietly_with_status_1() -> None:
    """A hostile-input probe: ``match | head -c0`` ended in a BrokenPipeError's traceback."""
    child = subprocess.Popen(MATCH, stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=ROOT)
    assert child.stdout is not None
    child.stdout.close()  # the reader has gone before the figures come
    _, err = child.communicate(timeout=DEADLINE_S)
    assert (child.returncode, err) == (1, b"")


class Failing(io.StringIO):
    """An output whose every write fails with ``error``."""

    def __init__(self, error: OSError) -> None:
        super().__init__()
        self.error = error

    def write(self, s: str) -> int:
        if not s:
            return 0
        raise self.error


@pytest.mark.parametrize(
    ("error", "said"),
    [(BrokenPipeError(32, "Broken pipe"), None), (OSError(28, "No space left on device"), "No space left")],
    ids=["closed pipe", "full disk"],
)
def test_figures_that_cannot_be_written_in_process_are_status_1(
    error: OSError, said: str | None, capsys: pytest.CaptureFixture[str]
) -> None:
    status = within(DEADLINE_S, lambda: run_match(match_args("--a", "easy"), Failing(error)))
    err = capsys.readouterr().err
    assert status == 1
    if said is None:
        assert err == ""
    else:
        assert said in one_clear_line(err)
