"""A hostile corpus through ``replay`` (``tests/hostile_records.py``): truncations, byte flips,
wrong types, huge numbers, deep nesting, lone surrogates, other encodings, devices, pipes,
directories and odd paths give an exit status of 0 or 2 with one line on standard error, never
a traceback, and never hang. The suite runs the corpus without its inputs of a megabyte or
more; the whole corpus (8 MiB records, 50 MB files, memory measured per command) is marked
slow, and ``python tests/hostile_records.py`` prints its counts.
"""

from __future__ import annotations

import os

import pytest

pytestmark = pytest.mark.skipif(os.name != "posix", reason="the corpus uses POSIX devices, pipes and limits")

from hostile_records import MEMORY_MB, corpus, run_corpus  # noqa: E402


def test_a_hostile_corpus_never_makes_replay_fail() -> None:
    cases = corpus(seed=1, heavy=False)
    counts = run_corpus(cases, subprocess_every=200)
    print(counts.report())
    assert counts.inputs >= 1000 and counts.subprocess_runs >= 15
    assert {"truncation", "byte flip", "wrong type", "huge number", "deep nesting", "surrogate"} <= set(counts.kinds)
    assert {"device", "pipe", "directory", "path"} <= set(counts.kinds)
    assert counts.tracebacks == []
    assert counts.bad_status == []
    assert counts.hangs == []
    assert counts.statuses[0] > 50 and counts.statuses[2] > 500  # records read, and files refused


@pytest.mark.slow
def test_the_whole_hostile_corpus_with_its_large_inputs() -> None:
    counts = run_corpus(corpus(seed=0), subprocess_every=50)
    print(counts.report())
    assert counts.tracebacks == [] and counts.bad_status == [] and counts.hangs == []
    assert counts.child_peak_rss_mb[0] < MEMORY_MB
