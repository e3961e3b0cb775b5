"""CI runs exactly the README's test command, and nothing less; and it collects the suite as
Windows and macOS would (``.ci/without_unix.py``)."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def readme_command(title: str) -> str:
    """The indented command under the README's paragraph that starts with ``title``."""
    lines = (ROOT / "README.md").read_text(encoding="utf-8").splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith(title))
    return next(line.strip() for line in lines[start + 1 :] if line.startswith("    "))


def test_ci_runs_the_readme_test_command_as_written() -> None:
    command = readme_command("Test (")
    assert "pytest" in command
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines()
    assert command in [line.strip() for line in ci]


def test_the_readme_starts_with_the_play_and_test_commands() -> None:
    head = (ROOT / "README.md").read_text(encoding="utf-8").splitlines()[:12]
    assert any(line.startswith("Play (") for line in head)
    assert any(line.startswith("Test (") for line in head)
    assert "spectacular_bid" in readme_command("Play (")


SHIM = ROOT / ".ci" / "without_unix.py"


def test_ci_collects_the_suite_as_windows_and_macos_would() -> None:
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert "python3 .ci/without_unix.py --collect-only" in ci


def _collect_under_the_shim(folder: Path, module: str) -> subprocess.CompletedProcess[str]:
    (folder / "pytest.ini").write_text("[pytest]\n", encoding="utf-8")
    (folder / "test_module.py").write_text(textwrap.dedent(module), encoding="utf-8")
    cmd = [sys.executable, str(SHIM), "--collect-only", "-q", "-p", "no:cacheprovider", "-c", "pytest.ini", "."]
    return subprocess.run(cmd, cwd=folder, capture_output=True, text=True, timeout=120)


@pytest.mark.parametrize(
    "needs",
    [
        "import resource",
        "import os\nimport pytest\n@pytest.mark.skipif(os.geteuid() != 0, reason='root')\ndef test_x(): pass",
        "import signal\nKILL = signal.SIGKILL",
        "import os\nMAKE = os.mkfifo",
        "with open('/proc/self/status') as f:\n    f.read()",
        "from pathlib import Path\nFDS = list(Path('/proc/self/fd').iterdir())",
    ],
)
def test_the_shim_fails_a_module_that_needs_a_unix_feature_to_import(tmp_path: Path, needs: str) -> None:
    result = _collect_under_the_shim(tmp_path, needs + "\n")
    assert result.returncode != 0 and "error" in result.stdout, result.stdout + result.stderr


def test_the_shim_collects_a_module_that_skips_where_a_feature_is_missing(tmp_path: Path) -> None:
    result = _collect_under_the_shim(
        tmp_path,
        """
        import os, signal
        from pathlib import Path
        import pytest

        assert not Path("/proc/self/status").exists() and not os.path.isdir("/proc")
        assert not hasattr(signal, "SIGKILL") and not hasattr(os, "geteuid")

        @pytest.mark.skipif(not hasattr(os, "geteuid") or os.geteuid() != 0, reason="root")
        def test_as_root(): pass

        def test_anywhere(): pass
        """,
    )
    assert result.returncode == 0 and "2 tests collected" in result.stdout, result.stdout + result.stderr
