"""The frozen program's entry point in a windowed program's conditions: no standard output or
error (``sys.stdout`` and ``sys.stderr`` are None), as in the Windows .exe or the macOS app.

On Linux a Python started with its descriptors 1 and 2 closed has None streams too, so the
real entry point runs here as it would there.
"""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[2]
ENTRY = ROOT / "packaging" / "entry.py"
GOLDEN = ROOT / "tests" / "golden"


def entry_module() -> ModuleType:
    spec = importlib.util.spec_from_file_location("spectacular_bid_entry", ENTRY)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def close_output() -> None:
    os.close(1)
    os.close(2)


def windowed(tmp_path: Path, *args: str, log: Path | None) -> subprocess.CompletedProcess[bytes]:
    """Run the entry point with no standard output or error, offscreen, saving under tmp_path."""
    home = tmp_path / "home"
    home.mkdir(exist_ok=True)
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(home), XDG_CONFIG_HOME=str(home / "config"))
    env.pop("SPECTACULAR_BID_LOG", None)
    if log is not None:
        env["SPECTACULAR_BID_LOG"] = str(log)
    return subprocess.run(
        [sys.executable, str(ENTRY), *args], env=env, cwd=ROOT, preexec_fn=close_output, timeout=120, check=False
    )


@pytest.mark.skipif(sys.platform == "win32", reason="closes POSIX descriptors")
def test_replay_without_standard_output_writes_to_the_log(tmp_path: Path) -> None:
    record = next(GOLDEN.glob("*.record.json"))
    trace = record.with_name(record.name.replace(".record.json", ".trace.jsonl"))
    log = tmp_path / "out.log"
    result = windowed(tmp_path, "replay", str(record), "--trace", log=log)
    assert result.returncode == 0
    assert log.read_text(encoding="utf-8") == trace.read_text(encoding="utf-8")


@pytest.mark.skipif(sys.platform == "win32", reason="closes POSIX descriptors")
def test_replay_without_standard_output_or_log_still_succeeds(tmp_path: Path) -> None:
    record = next(GOLDEN.glob("*.record.json"))
    assert windowed(tmp_path, "replay", str(record), log=None).returncode == 0


@pytest.mark.skipif(sys.platform == "win32", reason="closes POSIX descriptors")
def test_smoke_without_standard_error_reports_through_the_log_and_status(tmp_path: Path) -> None:
    log = tmp_path / "smoke.log"
    result = windowed(tmp_path, "--smoke", "--data-dir", str(tmp_path / "games"), log=log)
    assert result.returncode == 0
    said = log.read_text(encoding="utf-8")
    assert "smoke: window shown" in said and "smoke: exit status 0" in said


def test_a_failing_windowed_smoke_exits_1_with_its_traceback(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import spectacular_bid.cli

    def broken() -> int:
        raise RuntimeError("no display")

    log = tmp_path / "smoke.log"
    monkeypatch.setenv("SPECTACULAR_BID_LOG", str(log))
    monkeypatch.setattr(sys, "stdout", None)
    monkeypatch.setattr(sys, "stderr", None)
    monkeypatch.setattr(sys, "argv", ["spectacular-bid", "--smoke"])
    monkeypatch.setattr(spectacular_bid.cli, "main", broken)
    entry = entry_module()
    status = entry.main()
    opened = sys.stderr
    monkeypatch.undo()
    opened.close()
    assert status == 1
    said = log.read_text(encoding="utf-8")
    assert "RuntimeError: no display" in said and "Traceback" in said


def test_a_failing_smoke_with_standard_streams_exits_1_and_writes_its_status_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """As the macOS app runs: it has standard streams, which lead nowhere when Finder or
    ``open`` starts it; the failure must still be an exit status, and the status file say why."""
    import spectacular_bid.cli

    def broken() -> int:
        raise ImportError("a module left out of the bundle")

    status = tmp_path / "status"
    monkeypatch.setattr(sys, "argv", ["spectacular-bid", "--smoke", "--status-file", str(status)])
    monkeypatch.setattr(spectacular_bid.cli, "main", broken)
    assert entry_module().main() == 1
    assert "ImportError: a module left out of the bundle" in capsys.readouterr().err
    first, error = status.read_text(encoding="utf-8").split("\n", 1)
    assert first == "1" and "ImportError: a module left out of the bundle" in error


def test_outside_a_smoke_run_a_failure_is_raised(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import spectacular_bid.cli

    def broken() -> int:
        raise RuntimeError("no display")

    monkeypatch.setattr(sys, "argv", ["spectacular-bid"])
    monkeypatch.setattr(spectacular_bid.cli, "main", broken)
    with pytest.raises(RuntimeError):
        entry_module().main()


STEP_FAILS = """
import sys
from spectacular_bid.ui import launch
def broken(self, folder):
    raise RuntimeError("the games folder broke")
launch.App.open_games = broken
from spectacular_bid.cli import main
sys.exit(main(["--smoke", "--data-dir", sys.argv[1]]))
"""


def test_smoke_fails_when_a_start_up_step_raises(tmp_path: Path) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(tmp_path), XDG_CONFIG_HOME=str(tmp_path / "config"))
    result = subprocess.run(
        [sys.executable, "-c", STEP_FAILS, str(tmp_path / "games")],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert result.returncode == 1, result.stderr
    assert "RuntimeError: the games folder broke" in result.stderr
    assert "smoke: exit status 1" in result.stderr
