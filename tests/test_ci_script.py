"""CI runs exactly the README's test command, and nothing less."""

from __future__ import annotations

from pathlib import Path

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
