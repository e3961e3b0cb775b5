"""The benchmarks still run: each one, on the smallest input its options allow, exits 0 and prints
the lines that carry its figures.

Each benchmark runs as a program of its own, from the benchmarks' folder (several import each
other from there), offscreen, with its settings and saved games kept under the test's scratch
folder and its sounds sent to the null device. The figures themselves are not judged: on so
small an input they are noise; what is checked is that the benchmark still plays its games,
asks its players and prints its figure lines, so that a change to the engine or the window
that breaks one shows here.

Left out:

* ``bundle_start.py`` times the PyInstaller bundles, which only a packaging build makes.
* ``memory.py`` plays a whole game through the window (about 40 s) and has no option to
  shorten it.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

# The benchmarks are run, and their figures read, on the developers' Linux machine; on Windows
# and macOS the game's own tests stand for them.
pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="benchmarks run on Linux")

BENCHMARKS = Path(__file__).resolve().parent.parent / "benchmarks"
#: Seconds a benchmark may take here before it counts as hung.
TIMEOUT = 120
#: Stands, in a row's arguments, for a scratch folder the benchmark writes its pictures to.
OUT = "{out}"
#: A signed or unsigned decimal figure, as the benchmarks print them.
NUMBER = r"[+-]?\d+(?:\.\d+)?"
#: A mean with its 95 % interval, as ``hard_strength.interval`` prints it.
INTERVAL = rf"{NUMBER} \({NUMBER} \.\. {NUMBER}\)"
#: What a duplicate match prints for player A (``engine.match.summary``).
GAINED = r"points per hand gained by A \({}\): " + NUMBER


def case(script: str, args: list[str], figures: list[str]) -> Any:
    """A row: ``script`` run with ``args`` must print a line matching each of ``figures``
    (a ``pytest.param`` named after the script)."""
    return pytest.param(script, args, figures, id=script.removesuffix(".py"))


CASES = [
    case(
        "analysis.py",
        ["--iterations", "4", "--runs", "1", "--decisions", "3"],
        [rf"^ +4 +\d+ +3 +\d+ +\d+ +\d+ +{NUMBER} +{NUMBER} +{NUMBER}$"],
    ),
    case(
        "analysis_window.py",
        ["--decisions", "3"],
        [
            r"^a 10 ms timer in the window's thread, nothing else running: late by \d+ ms \(median\)",
            rf"^\d+ decisions, 3 valued, analysed in the window in {NUMBER} s$",
            r"^opened again with its analysis in \d+ ms$",
        ],
    ),
    case(
        "bought_openings.py",
        ["--positions", "3", "--workers", "1", "--deals", "4", "--lucks", "1"],
        [r"^bidding positions: \d+; hard bid in \d+$"],
    ),
    case(
        "candidates.py",
        ["--games", "1", "--iterations", "4"],
        [r"^level hard, iterations 4$", rf"^play +\d+ +{NUMBER} +{NUMBER} +{NUMBER} +{NUMBER}$"],
    ),
    case(
        "choices.py",
        ["--set", "HARD_JOCKEY_BONUS=6", "--games", "1", "--workers", "1", "--iterations", "4", "--continuations", "1"],
        [r"^positions: [1-9]\d*; the two choices differ in \d+$"],
    ),
    case(
        "computer_answers.py",
        ["--decisions", "3", "--think", "20"],
        [
            rf"^ *{level}: think 20 ms, 3 decisions in \d+ games .*: 0 illegal, 0 errors, "
            rf"median {NUMBER} ms, p95 {NUMBER} ms"
            for level in ("easy", "medium", "hard")
        ],
    ),
    case(
        "endgames.py",
        ["--runs", "1", "--positions", "2", "--think", "20"],
        [
            rf"^ +{level}: best +{NUMBER} %  game-losing \d+ +lost +{NUMBER} points/position"
            for level in ("greedy", "medium", "hard", "hard-sampling")
        ]
        + [r"^median of the runs:$", rf"^ +hard: best +{NUMBER} %  game-losing \d+ \(at most \d+\)$"],
    ),
    case(
        "engine_strength.py",
        ["--pairs", "1", "--think", "20", "--hands", "1", "--against", "greedy", "--long-pairs", "0"],
        [
            r"^hard search at think_ms 200: \d+ sampled deals a decision, \d+ deals/s, \d+ hand playouts/s",
            GAINED.format("hard"),
            r"targets: interval above 0: (yes|NO); hard p95 \d+ ms <= 70",
            r"^(all targets met|some targets missed)$",
        ],
    ),
    case(
        "handoff_latency.py",
        ["--plays", "2"],
        [r"^plays measured: 2$", rf"^click → handoff painted: median {NUMBER} ms, 90th percentile {NUMBER} ms"],
    ),
    case(
        "hard_strength.py",
        ["--pairs", "1", "--hands", "1", "--iterations", "2", "--workers", "1", "--both-ways", "0"]
        + ["--set", "EXACT_PLAYOUT_ENDS=True"],
        [
            r"^  levels: EXACT_PLAYOUT_ENDS = True$",
            GAINED.format("hard"),
            r"openings bought by hard: \d+",
            r"openings bought by hard-2026: \d+",
        ],
    ),
    case(
        "long_record.py",
        ["--ticks", "10", "--runs", "1"],
        [
            rf"^request: {NUMBER} MB, [\d,]+ events, think_ms 100$",
            rf"^the whole answer: median {NUMBER} s \(min {NUMBER}, max {NUMBER}\)$",
        ],
    ),
    case(
        "history_resize.py",
        ["--games", "20", "--runs", "1"],
        [r"^games: 20 \(\d+ rows cut at 1024 px\)", rf"^1024 → 1280: median {NUMBER} ms$", r"^median ms: \d+$"],
    ),
    case(
        "import_large.py",
        ["--runs", "1"],
        [
            rf"^read and check: median {NUMBER} s \(max {NUMBER} s\)$",
            r"^longest gap between paints during the import: median \d+ ms$",
        ],
    ),
    case(
        "jockey_value.py",
        ["--positions", "3", "--workers", "1", "--lucks", "1", "--iterations", "2"],
        [rf"the jockey's gain over the hand: {INTERVAL} points$", r"plays with a bid: \d+ of \d+$"],
    ),
    case(
        "opening_price.py",
        ["--positions", "5", "--workers", "1", "--from", "-100", "--deals", "4", "--iterations", "2"],
        [
            r"^positions priced at -100 or more and played both ways: \d+$",
            rf"overvalued by {NUMBER} \(\+- {NUMBER} at 95 %\)$",
            rf"^what opening brought rises {NUMBER} points a point of price read$",
        ],
    ),
    case(
        "playout_policy.py",
        ["--pairs", "1", "--hands", "1", "--iterations", "2", "--workers", "1"],
        [GAINED.format("answering")],
    ),
    case(
        "playouts.py",
        ["--runs", "1", "--seconds", "0.2"],
        [r"^hands/s: \d+$"],
    ),
    case(
        "render_samples.py",
        [OUT],
        [r"table-full28-1024x640\.png$", r"window-1440x900\.png$"],
    ),
    case(
        "render_screens.py",
        [OUT],
        [r"rules_fr_end\.png$", r"tiles\.png$"],
    ),
    case(
        "search_choice.py",
        ["--pairs", "1", "--hands", "1", "--iterations", "2", "--workers", "1"],
        [GAINED.format("ismcts")],
    ),
    case(
        "sound_choice.py",
        ["--runs", "1"],
        [
            r"^miniaudio: import \+ device open: \d+ ms \(DeviceSink, null device\)$",
            rf"^miniaudio: play\(\) to the buffer taken: {NUMBER} ms median",
        ],
    ),
    case(
        "startup.py",
        ["--runs", "1"],
        [r"^spectacular-bid --smoke: \d+ ms \(median of 1\)$", rf"^ratio: {NUMBER} \(target ≤ 1\.3\)$"],
    ),
    case(
        "table_redraw.py",
        ["--runs", "3"],
        [rf"^median ms: {NUMBER}$"],
    ),
    case(
        "time_loss_lateness.py",
        ["--runs", "1", "--lead-ms", "50"],
        [rf"^median: {NUMBER} ms$", rf"^max: {NUMBER} ms$"],
    ),
]


def run_benchmark(script: str, args: list[str], scratch: Path) -> subprocess.CompletedProcess[str]:
    """Run ``script`` from the benchmarks' folder, offscreen and silent, its settings under ``scratch``."""
    home = scratch / "home"
    home.mkdir(exist_ok=True)
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(home), USERPROFILE=str(home))
    env.update(XDG_CONFIG_HOME=str(home / ".config"), XDG_DATA_HOME=str(home / ".local" / "share"))
    # The null device: no benchmark plays aloud, and sound_choice.py still finds a device to time.
    env["SPECTACULAR_BID_SOUND"] = "null"
    env["PYTHONIOENCODING"] = "utf-8"  # the figures' signs and dots (−, …), on every system
    argv = [str(scratch / "out") if arg == OUT else arg for arg in args]
    return subprocess.run(
        [sys.executable, script, *argv],
        cwd=BENCHMARKS,
        env=env,
        capture_output=True,
        encoding="utf-8",
        errors="replace",
        timeout=TIMEOUT,
    )


def test_every_benchmark_is_run_here_or_said_to_be_left_out() -> None:
    covered = {row.values[0] for row in CASES}
    left_out = set(re.findall(r"^\* ``(\w+\.py)``", __doc__ or "", re.MULTILINE))
    on_disk = {path.name for path in BENCHMARKS.glob("*.py")}
    assert covered | left_out == on_disk and not covered & left_out


@pytest.mark.parametrize(("script", "args", "figures"), CASES)
def test_a_benchmark_runs_on_a_tiny_input_and_prints_its_figures(
    script: str, args: list[str], figures: list[str], tmp_path: Path
) -> None:
    done = run_benchmark(script, args, tmp_path)
    assert done.returncode == 0, f"{script} exited {done.returncode}:\n{done.stderr[-3000:]}"
    missing = [figure for figure in figures if not re.search(figure, done.stdout, re.MULTILINE)]
    assert not missing, f"{script} did not print {missing}; it printed:\n{done.stdout[-3000:]}"


def test_the_screens_benchmark_leaves_the_players_settings_alone(tmp_path: Path) -> None:
    """render_screens.py draws the new-game screen with names of its own: it neither reads nor
    writes the settings the game keeps for its players (here: practice remembered)."""
    kept = tmp_path / "home" / ".config" / "SpectacularBid" / "SpectacularBid.conf"
    kept.parent.mkdir(parents=True)
    kept.write_text("[players]\nfirst=Zoe\nlevel=easy\nopponent=computer\n", encoding="utf-8")
    done = run_benchmark("render_screens.py", [OUT], tmp_path)
    assert done.returncode == 0, done.stderr[-3000:]
    assert kept.read_text(encoding="utf-8") == "[players]\nfirst=Zoe\nlevel=easy\nopponent=computer\n"
