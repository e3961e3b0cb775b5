"""The hostile record corpus (``hostile_imports.py``) through the import: every input imported
whole or refused in one line, quickly, with the games already stored unchanged."""

from __future__ import annotations

from pathlib import Path

import pytest
from hostile_imports import corpus, run


def _check(n: int, tmp_path: Path) -> None:
    out = run(corpus(n, seed=n), tmp_path)
    assert out.inputs >= n
    assert out.tracebacks == []
    assert not out.changed
    assert out.refused > 0 and out.imported + out.refused == out.inputs
    assert out.slowest[0] < 10, out.slowest  # a hang, not a speed target


def test_a_sample_of_the_hostile_corpus_imports_cleanly(tmp_path: Path) -> None:
    _check(150, tmp_path)


@pytest.mark.slow
def test_the_whole_hostile_corpus_imports_cleanly(tmp_path: Path) -> None:
    _check(1_200, tmp_path)
