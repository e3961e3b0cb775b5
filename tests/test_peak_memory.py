"""The peak memory of the hostile-input checks (``tests/peak_memory.py``) is measured on every
system: from ``/proc`` on Linux, from ``getrusage`` where there is no ``/proc`` (macOS), and in
the same unit either way."""

from __future__ import annotations

import doctest
import subprocess
import sys
from pathlib import Path

import peak_memory
import pytest


def test_the_examples_hold() -> None:
    assert doctest.testmod(peak_memory).failed == 0


def test_without_proc_getrusage_gives_the_same_figure(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    pytest.importorskip("resource")
    from_proc = peak_memory.peak_rss_mb()
    monkeypatch.setattr(peak_memory, "STATUS", tmp_path / "no-such-status")
    from_rusage = peak_memory.peak_rss_mb()
    # ru_maxrss may also count what this process's parent held when it started it, never less.
    assert from_proc * 0.9 <= from_rusage < 100_000


def test_a_program_started_from_here_reports_its_own_peak() -> None:
    folder = Path(peak_memory.__file__).parent
    script = "import sys; sys.path.insert(0, sys.argv[1]); import peak_memory; print(peak_memory.peak_rss_mb())"
    child = float(
        subprocess.run([sys.executable, "-c", script, str(folder)], capture_output=True, text=True, check=True).stdout
    )
    assert 1 < child < 200  # a bare Python, not the test run that started it
