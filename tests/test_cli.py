"""The command line: one argparse parser reads every command, and ``replay --help`` names the
record format as the project ships it."""

from __future__ import annotations

import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from spectacular_bid import cli
from spectacular_bid.cli import RECORD_DOC, build_parser

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.parametrize(
    ("argv", "smoke", "data_dir"),
    [
        ([], False, None),
        (["--smoke"], True, None),
        (["--data-dir", "games", "--smoke"], True, "games"),
        (["--data-dir=games"], False, "games"),
        (["--smo"], True, None),  # argparse's abbreviations
    ],
)
def test_a_plain_start_is_read_by_argparse(argv: list[str], smoke: bool, data_dir: str | None) -> None:
    args = build_parser().parse_args(argv)
    assert args.run is cli.start
    assert (args.command, args.smoke, args.data_dir) == (None, smoke, data_dir)


@pytest.mark.parametrize("argv", [["--data-dir"], ["--nonsense"], ["replay"], ["play"]])
def test_a_malformed_command_is_exit_2_with_argparse_s_message(
    argv: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as stop:
        cli.main(argv)
    assert stop.value.code == 2
    assert "usage: spectacular-bid" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("argv", "said"),
    [
        (["replay", "game.json", "--data-dir", "games"], "(--data-dir: the program's, not replay's)"),
        (["analyse", "game.json", "--smoke"], "(--smoke: the program's, not analyse's)"),
        (["replay", "a.json", "b.json"], "unrecognized arguments: b.json"),
    ],
)
def test_a_stray_argument_after_a_command_shows_that_command_s_usage(
    argv: list[str], said: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """An audit read in --help that replay ignores --data-dir; given after replay's record, it
    was refused with the program's whole usage, not replay's, and no word of where it goes."""
    with pytest.raises(SystemExit) as stop:
        cli.main(argv)
    assert stop.value.code == 2
    err = capsys.readouterr().err
    assert f"usage: spectacular-bid {argv[0]} " in err and said in err, err


def test_the_data_folder_s_help_says_where_it_goes(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        cli.main(["--help"])
    help_text = " ".join(capsys.readouterr().out.split())
    assert "the commands do not use it" in help_text and "replay ignores it" not in help_text


@pytest.mark.parametrize(
    "argv",
    [
        ["--data-dir", "games", "engine"],
        ["--smoke", "match", "--pairs", "2"],
        ["--status-file", "status.txt", "engine", "--level", "hard"],
    ],
)
def test_the_computer_s_commands_after_an_option_are_refused_not_a_window(
    argv: list[str], capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    # The engine and the match read their own options: written after a global option, they
    # opened the game's window instead, and a runner waiting for answers got none.
    monkeypatch.setattr(cli, "start", lambda args: pytest.fail("the window was started"))
    with pytest.raises(SystemExit) as stop:
        cli.main(argv)
    assert stop.value.code == 2
    err = capsys.readouterr().err
    command = "engine" if "engine" in argv else "match"
    assert "usage: spectacular-bid" in err
    assert f"spectacular-bid {command} [options]" in err


def test_replay_runs_through_main(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    missing = tmp_path / "none.json"
    assert cli.main(["replay", str(missing), "--trace"]) == 2
    captured = capsys.readouterr()
    assert captured.out == "" and str(missing) in captured.err


def test_replay_help_names_the_shipped_record_format() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "spectacular_bid", "replay", "--help"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0
    text = " ".join(done.stdout.split())  # argparse may wrap the lines anywhere
    assert RECORD_DOC in text and "standard input" in text
    assert (ROOT / RECORD_DOC).is_file()


def test_a_start_writes_its_status_to_the_status_file(tmp_path: Path) -> None:
    status = tmp_path / "status"
    result = subprocess.run(
        [sys.executable, "-m", "spectacular_bid", "--smoke", "--data-dir", str(tmp_path / "games")]
        + ["--status-file", str(status)],
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen", "HOME": str(tmp_path)},
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    assert status.read_text(encoding="utf-8") == "0\n"


def test_a_start_that_raises_writes_status_1_and_the_error(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import spectacular_bid.ui.launch

    def broken(smoke: bool, data_dir: str | None) -> int:
        raise RuntimeError("no display")

    monkeypatch.setattr(spectacular_bid.ui.launch, "launch", broken)
    status = tmp_path / "status"
    with pytest.raises(RuntimeError):
        cli.main(["--smoke", "--status-file", str(status)])
    first, error = status.read_text(encoding="utf-8").split("\n", 1)
    assert first == "1" and "RuntimeError: no display" in error and "Traceback" in error


def test_the_summary_calls_a_late_event_too_late_and_says_whose_time_ran_out_once(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """ "#27 tick at 154000 ms refused: Ana ran out of time", then "Ana ran out of time": a
    play-test read "refused" as something wrong with an ordinary loss on time."""
    golden = Path(__file__).parent / "golden" / "r04_draw_out_pass_flag.record.json"
    assert cli.main(["replay", str(golden)]) == 0
    out = capsys.readouterr().out
    assert "  #27 tick at 154000 ms: too late\n  Ana ran out of time\n" in out
    assert out.count("ran out of time") == 1
    assert "#28 play at 155000 ms refused: The game is over" in out  # a refusal is still one


@pytest.mark.parametrize(
    "where",
    [
        "folder",
        "missing",
        "under-a-file",
        pytest.param("full-device", marks=pytest.mark.skipif(not os.path.exists("/dev/full"), reason="no /dev/full")),
    ],
)
def test_a_status_file_that_cannot_be_written_is_said_before_the_start(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], where: str
) -> None:
    """A hostile-input probe: a status file naming a folder, or inside a missing folder, ended
    the run with a traceback and status 1, the run's own status lost. It is said in one line,
    before the window opens (a game can last an hour), with argparse's status for a bad argument.
    So is a device that takes no write: ``/dev/full`` was taken, and the run exited 0 with the
    status unwritten, where a folder exited 2 (the same probe)."""
    import spectacular_bid.ui.launch

    started: list[bool] = []
    monkeypatch.setattr(spectacular_bid.ui.launch, "launch", lambda **_: started.append(True) or 0)
    (tmp_path / "afile").write_text("x")
    path = {
        "folder": tmp_path,
        "missing": tmp_path / "none" / "st",
        "under-a-file": tmp_path / "afile" / "st",
        "full-device": Path("/dev/full"),
    }[where]
    assert cli.main(["--smoke", "--status-file", str(path)]) == 2
    err = capsys.readouterr().err
    assert not started and err.count("\n") == 1 and "Traceback" not in err
    assert err.startswith("spectacular-bid: cannot write the status file ") and str(path) in err


@pytest.mark.parametrize("held", [b"SQLite format 3\x00" + bytes(100), b"my notes\n"])
def test_a_status_file_that_holds_something_else_is_left_alone(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], held: bytes
) -> None:
    """A hostile-input probe gave the games file as the status file: the run wrote "0" over
    it, and the next start set it aside as damaged, every game gone. A file that holds
    something other than an earlier run's status is refused before the start and kept."""
    import spectacular_bid.ui.launch

    started: list[bool] = []
    monkeypatch.setattr(spectacular_bid.ui.launch, "launch", lambda **_: started.append(True) or 0)
    path = tmp_path / "spectacular-bid.sqlite3"
    path.write_bytes(held)
    assert cli.main(["--smoke", "--status-file", str(path)]) == 2
    err = capsys.readouterr().err
    assert not started and err.count("\n") == 1 and str(path) in err and "holds something else" in err
    assert path.read_bytes() == held
    for written in (b"1\nTraceback (most recent call last):\n", b"1\r\nTraceback\r\n", b"0\r\n", b""):
        earlier = tmp_path / "status"  # an earlier run's status, here or on Windows, is written over
        earlier.write_bytes(written)
        assert cli.main(["--smoke", "--status-file", str(earlier)]) == 0
        assert earlier.read_bytes() == b"0\n"
    if os.path.exists("/dev/null"):  # the null device takes a status as any file would
        assert cli.main(["--smoke", "--status-file", "/dev/null"]) == 0


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX's")
def test_a_status_file_that_is_a_pipe_is_refused_without_waiting(tmp_path: Path) -> None:
    """A hostile-input probe named a pipe as the status file: the start's check opened it and
    waited for a reader forever, before any window. It is refused in one line (a separate
    process, so that the old wait would fail this test rather than hang the suite)."""
    pipe = tmp_path / "pipe"
    os.mkfifo(pipe)
    code = "import sys; from spectacular_bid import cli; sys.exit(cli.main(sys.argv[1:]))"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run(
        [sys.executable, "-c", code, "--smoke", "--data-dir", str(tmp_path / "d"), "--status-file", str(pipe)],
        capture_output=True, text=True, timeout=60, env=env,
    )  # fmt: skip
    assert done.returncode == 2 and "is not a regular file" in done.stderr
    assert not (tmp_path / "d").exists()


@pytest.mark.parametrize("name", ["", "  "])
def test_an_empty_data_folder_is_refused(
    name: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """A hostile-input probe: --data-dir "" was taken for the current folder, where the games
    were then kept without a word. A name of nothing but spaces names no folder either: both
    are refused as argparse refuses, and nothing is written where the command ran."""
    monkeypatch.chdir(tmp_path)
    with pytest.raises(SystemExit) as stop:
        cli.main(["--data-dir", name, "--smoke"])
    assert stop.value.code == 2
    assert "--data-dir: a folder's name is needed" in capsys.readouterr().err
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("name", ["", "  "])
def test_screenshots_into_a_folder_of_no_name_are_refused(
    name: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """A hostile probe: ``screenshots ""`` saved its pictures in the current folder, where
    ``--data-dir ""`` is refused for that very reason."""
    monkeypatch.chdir(tmp_path)
    with pytest.raises(SystemExit) as stop:
        cli.main(["screenshots", name])
    assert stop.value.code == 2
    assert "directory: a folder's name is needed" in capsys.readouterr().err
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("where", ["a-file", "read-only"])
def test_screenshots_into_a_place_that_takes_no_picture_is_said_in_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], where: str
) -> None:
    """A hostile-input probe: ``screenshots`` given a file, or a folder it may not write in,
    ended in a traceback. It says so in one line, with status 2, before any game is played."""
    path = tmp_path / "out"
    if where == "a-file":
        path.write_text("x")
    else:
        path.mkdir()
        path.chmod(0o500)
        if os.access(path, os.W_OK):  # run as the superuser, who may write anywhere
            pytest.skip("this user may write in a read-only folder")
    try:
        assert cli.main(["screenshots", str(path)]) == 2
    finally:
        path.chmod(0o700)
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "Traceback" not in err
    assert err.startswith("spectacular-bid screenshots: cannot save pictures in ") and str(path) in err
    assert where != "a-file" or err.endswith(": it is a file, not a folder\n")


@pytest.mark.skipif(
    not sys.platform.startswith("linux"), reason="Qt keeps preferences in .conf files on Linux (a plist on macOS)"
)
@pytest.mark.parametrize(
    "where",
    [
        "config/SpectacularBid/SpectacularBid.conf",
        "config/SpectacularBid.conf",
        "system/SpectacularBid/SpectacularBid.conf",  # the system's, read too (XDG_CONFIG_DIRS)
        "system/SpectacularBid.conf",
    ],
)
def test_a_preferences_file_that_is_a_pipe_stops_no_start(tmp_path: Path, where: str) -> None:
    """A hostile-input probe made the preferences file a named pipe: Qt read it as the program
    started, waiting for a writer that never came. The program now starts with its default
    preferences and says why none are kept."""
    config = tmp_path / "config"
    pipe = tmp_path / where
    pipe.parent.mkdir(parents=True, exist_ok=True)
    os.mkfifo(pipe)
    result = subprocess.run(
        [sys.executable, "-m", "spectacular_bid", "--smoke", "--data-dir", str(tmp_path / "games")],
        env={
            **os.environ,
            "QT_QPA_PLATFORM": "offscreen",
            "HOME": str(tmp_path),
            "XDG_CONFIG_HOME": str(config),
            "XDG_CONFIG_DIRS": str(tmp_path / "system"),
            "TMPDIR": str(tmp_path),
        },
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    assert f"The preferences file {pipe} is not a file" in result.stderr
    assert stat.S_ISFIFO(pipe.stat().st_mode)  # left as it was
    assert not list(tmp_path.glob("spectacular-bid-preferences-*"))  # this run's, removed on quitting


def test_preferences_are_refused_only_when_their_file_is_no_file_or_too_large(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """None at all, or a file of a few lines, is read; a folder in its place is refused, and a
    file larger than :data:`PREFERENCES_LIMIT` (a hostile-input probe's sparse gigabytes, read
    whole into memory) is refused as too large."""
    from spectacular_bid.ui.screens.new_game_screen import PREFERENCES_LIMIT, PreferencesRefused, preferences_refusal

    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path))
    monkeypatch.setenv("XDG_CONFIG_DIRS", str(tmp_path / "system"))
    if sys.platform in ("win32", "darwin"):
        assert preferences_refusal() is None
        return
    assert preferences_refusal() is None  # none at all: the first start
    folder = tmp_path / "SpectacularBid"
    folder.mkdir()
    (folder / "SpectacularBid.conf").write_text("[General]\nlanguage=en\n", encoding="utf-8")
    assert preferences_refusal() is None
    (folder / "SpectacularBid.conf").unlink()
    (folder / "SpectacularBid.conf").mkdir()
    assert preferences_refusal() == PreferencesRefused(folder / "SpectacularBid.conf")
    (folder / "SpectacularBid.conf").rmdir()
    with open(folder / "SpectacularBid.conf", "wb") as big:  # gigabytes once, read whole into memory
        big.truncate(PREFERENCES_LIMIT + 1)
    assert preferences_refusal() == PreferencesRefused(folder / "SpectacularBid.conf", large=True)
