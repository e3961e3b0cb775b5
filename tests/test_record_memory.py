"""Memory on the costliest records of the largest size RECORD.md allows (issue 21): ``replay``
and the import stay under 200 MB of peak resident memory whatever 8 MiB of JSON holds, in an
ignored field or where the format reads. Each shape runs in a process of its own, measured as
``tests/hostile_records.py`` measures a replay command."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from hostile_records import KILL_S, TESTS, Case, Counts, file_case, memory_shapes, played_record, run_subprocess

pytestmark = pytest.mark.skipif(os.name != "posix", reason="the replay corpus's runner is Unix's")

PEAK_MB = 200  #: issue 21: the peak allowed for one replay or one import
SMALL = played_record(0).to_json()
SHAPES = memory_shapes(SMALL)
#: The shapes the suite runs; the others are marked slow.
QUICK = ("500-deep lists in an ignored field", "empty objects in an event's ignored field", "empty objects as deals")


def shapes() -> list[object]:
    return [name if name in QUICK else pytest.param(name, marks=pytest.mark.slow) for name in SHAPES]


@pytest.mark.parametrize("name", shapes())
def test_replay_of_a_costly_record_stays_under_200_mb(name: str, tmp_path: Path) -> None:
    counts = Counts()
    run_subprocess(file_case(name, "size", SHAPES[name]), tmp_path, False, counts)
    assert counts.tracebacks == [] and counts.bad_status == [] and counts.hangs == []
    peak, _ = counts.child_peak_rss_mb
    print(f"replay, {name}: {peak:.0f} MB")
    assert 0 < peak < PEAK_MB, f"{name}: {peak:.0f} MB"


#: Imports the file named first into a games folder named second, then prints the peak
#: resident memory in MB (``tests/peak_memory.py``, whose folder comes third) and the outcome.
IMPORTER = """
import sys
from pathlib import Path
sys.path.insert(0, sys.argv[3])
from peak_memory import peak_rss_mb
from spectacular_bid.app.records_io import GameFileError, import_game
from spectacular_bid.app.storage import open_storage
store, _ = open_storage(Path(sys.argv[2]))
try:
    outcome = f"imported {import_game(store, sys.argv[1])}"
except GameFileError as e:
    outcome = "refused " + str(e).replace(chr(10), " ")[:200]
store.close()
print(peak_rss_mb(), outcome)
"""


@pytest.mark.parametrize("name", shapes())
def test_import_of_a_costly_record_stays_under_200_mb(name: str, tmp_path: Path) -> None:
    case: Case = file_case(name, "size", SHAPES[name])
    path = case.make(tmp_path)
    done = subprocess.run(
        [sys.executable, "-c", IMPORTER, path, str(tmp_path / "games"), str(TESTS)],
        capture_output=True,
        text=True,
        timeout=KILL_S,
        check=False,
    )
    assert done.returncode == 0 and "Traceback" not in done.stderr, done.stderr[-500:]
    mb, outcome = done.stdout.split(" ", 1)
    print(f"import, {name}: {float(mb):.0f} MB, {outcome.strip()}")
    assert outcome.startswith("refused"), outcome  # none of them is a finished game
    assert float(mb) < PEAK_MB, f"{name}: {float(mb):.0f} MB ({outcome.strip()})"


def test_the_shapes_fill_the_limit() -> None:
    from spectacular_bid.recordfile import RECORD_LIMIT

    for name, make in SHAPES.items():
        data = make()
        assert RECORD_LIMIT - 1100 < len(data) <= RECORD_LIMIT, name
        json.loads(data)
