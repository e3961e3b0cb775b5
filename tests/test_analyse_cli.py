"""``spectacular-bid analyse`` (docs/ANALYSIS.md): the same output for the same seed anywhere,
the JSON document, RECORD.md's exit statuses, and the hostile corpus of ``replay``."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from hostile_records import Command, corpus, played_record, run_corpus

import spectacular_bid.analyse as analyse_module
from spectacular_bid.analyse import run_analyse
from spectacular_bid.cli import ANALYSE_ITERATIONS, main
from spectacular_bid.core import Record
from spectacular_bid.engine.analysis import DEFAULT_ITERATIONS, Setting, analyse
from spectacular_bid.replay import NAME_SHOWN

ROOT = Path(__file__).resolve().parent.parent
QUICK = Setting(iterations=4, seed=3)


def short_record(seed: int = 3, events: int = 60) -> Record:
    return played_record(seed, events)


def write(tmp_path: Path, record: Record) -> str:
    path = tmp_path / "game.json"
    path.write_text(json.dumps(record.to_json()), encoding="utf-8")
    return str(path)


def run(path: str, setting: Setting = QUICK, as_json: bool = False) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    status = run_analyse(path, setting, as_json, out, err)
    return status, out.getvalue(), err.getvalue()


def test_seeded_with_iterations_the_output_is_the_same_every_time(tmp_path: Path) -> None:
    path = write(tmp_path, short_record())
    first = run(path)
    assert first[0] == 0 and first == run(path)
    assert run(path, as_json=True) == run(path, as_json=True)
    other = run(path, Setting(iterations=4, seed=4))
    assert other[1] != first[1]  # the seed is used


def test_the_command_in_a_process_of_its_own_prints_the_same(tmp_path: Path) -> None:
    path = write(tmp_path, short_record())
    env = {**os.environ, "PYTHONHASHSEED": "123"}  # no output may depend on hashing
    done = subprocess.run(
        [sys.executable, "-m", "spectacular_bid", "analyse", path, "--iterations", "4", "--seed", "3"],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env=env,
        timeout=300,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout == run(path)[1]
    assert "analysing [" in done.stderr and done.stderr.endswith("decisions\n")


def test_the_report_names_each_decision_with_a_choice_and_each_player(tmp_path: Path) -> None:
    record = short_record()
    status, text, err = run(write(tmp_path, record))
    analysis = analyse(record, QUICK)
    assert status == 0
    lines = text.splitlines()
    assert lines[0].startswith("Ana v Ben: ")
    rows = [line for line in lines if line[:4].strip().isdigit()]
    assert len(rows) == sum(not d.forced for d in analysis.decisions)
    assert any(line.startswith("Ana: ") for line in lines) and any(line.startswith("Ben: ") for line in lines)
    assert sum(line.startswith("  costliest: ") for line in lines) == 2
    assert err.count("\n") == 1 and "\r" in err  # the progress bar, ended


def test_the_json_document_is_the_analysis(tmp_path: Path) -> None:
    record = short_record()
    status, text, _ = run(write(tmp_path, record), as_json=True)
    document: dict[str, Any] = json.loads(text)
    assert status == 0 and document == analyse(record, QUICK).to_json()
    assert document["format"] == "spectacular-bid-analysis" and document["version"] == 1
    assert document["engine"] == {"level": "hard", "iterations": 4, "think_ms": None, "seed": 3}
    keys = {
        "decision", "event", "hand", "seat", "kind", "points", "chosen", "chosen_candidate", "forced", "exact",
        "best", "value", "loss", "loss_se", "class", "candidates",
    }  # fmt: skip
    # A valued bid's (the whole balance's: no "expects").
    auction = {"opening", "opening_se", "opening_game", "opening_jockey", "expects"}
    assert all(set(d) - keys <= auction and keys <= set(d) for d in document["decisions"])
    assert all(set(d) == keys for d in document["decisions"] if d["kind"] != "auction" or d["forced"])
    assert [s["seat"] for s in document["summary"]] == [0, 1]


def test_a_game_of_more_decisions_than_are_analysed_is_refused_before_any_search(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A hostile-input probe: a legal game of 84,173 decisions, whose analysis grows with the
    square of its length, would have taken about 40 hours. It is refused at once, saying why."""
    import spectacular_bid.engine.analysis as analysis_module
    from spectacular_bid.engine import TooLong

    record = short_record()
    decisions = len(analyse(record, QUICK).decisions)
    monkeypatch.setattr(analysis_module, "MOST_DECISIONS", decisions - 1)
    searched: list[int] = []
    with pytest.raises(TooLong) as refused:
        analyse(record, QUICK, progress=lambda done, total: searched.append(done))
    assert refused.value.decisions == decisions and searched == []
    status, out, err = run(write(tmp_path, record))
    assert status == 2 and out == "" and f"not analysed: the game has {decisions:,} decisions" in err


def test_the_documented_schema_names_every_field() -> None:
    text = (ROOT / "docs" / "ANALYSIS.md").read_text(encoding="utf-8")
    document = analyse(short_record(), QUICK).to_json()
    names = set(document) | set(document["decisions"][0]) | set(document["summary"][0])
    names |= set(document["engine"]) | set(document["thresholds"])
    assert [n for n in sorted(names) if f"`{n}`" not in text and f'"{n}"' not in text] == []


def test_the_default_iterations_are_the_analysis_default() -> None:
    assert ANALYSE_ITERATIONS == DEFAULT_ITERATIONS
    assert f"(default {DEFAULT_ITERATIONS})" in (ROOT / "docs" / "ANALYSIS.md").read_text(encoding="utf-8")


@pytest.mark.parametrize(
    "words",
    [
        ["--iterations", "0"],
        ["--iterations", "x"],
        ["--think", "-5"],
        ["--think", "10", "--iterations", "10"],
        # A hostile-input probe's 10**30 sampled deals (or milliseconds) a decision: still on the
        # first decision of ten when stopped after 40 s. Bounded as the engine bounds think_ms.
        ["--iterations", "1" + "0" * 30],
        ["--iterations", "100001"],
        ["--think", "99999999999999"],
        ["--think", "60001"],
        ["--seed", "1.5"],
    ],
)
def test_a_bad_option_is_refused_with_status_2(tmp_path: Path, words: list[str]) -> None:
    path = write(tmp_path, short_record())
    with pytest.raises(SystemExit) as stopped:
        main(["analyse", path, *words])
    assert stopped.value.code == 2


def test_input_that_is_not_a_record_gets_status_2_and_one_line(tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "spectacular-bid-record", "version": 2}', encoding="utf-8")
    for path in (str(bad), str(tmp_path / "missing.json"), str(tmp_path)):
        status, text, err = run(path)
        assert status == 2 and text == "" and err.count("\n") == 1 and err.startswith("spectacular-bid: ")


def test_a_hand_without_a_deal_is_not_a_record(tmp_path: Path) -> None:
    record = played_record(1, 400)
    assert sum(e.do == "continue" for e in record.events) >= 1
    data = record.to_json()
    data["deals"] = data["deals"][:1]
    path = tmp_path / "game.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    status, text, err = run(str(path))
    assert status == 2 and text == "" and err.count("\n") == 1


class Closed(io.StringIO):
    def write(self, s: str) -> int:
        raise BrokenPipeError(32, "Broken pipe")


def test_a_closed_output_ends_it_quietly_with_status_1(tmp_path: Path) -> None:
    err = io.StringIO()
    status = run_analyse(write(tmp_path, short_record(events=20)), QUICK, False, Closed(), err)
    assert status == 1 and "spectacular-bid" not in err.getvalue()


def progress_only(err: str) -> bool:
    """Standard error of a run that read its record: the progress bar alone, ended."""
    return err == "" or (err.endswith("decisions\n") and all(p.startswith("analysing [") for p in err[1:].split("\r")))


ANALYSE = Command(
    lambda path, as_json, out, err: run_analyse(path, Setting(iterations=1), as_json, out, err),
    lambda path, as_json: ["analyse", path, "--iterations", "1", *(["--json"] if as_json else [])],
    progress_only,
)


@pytest.mark.skipif(os.name != "posix", reason="the corpus uses POSIX devices, pipes and limits")
def test_a_hostile_corpus_never_makes_analyse_fail() -> None:
    """``replay``'s hostile corpus (tests/hostile_records.py), through ``analyse``."""
    cases = corpus(seed=2, heavy=False)
    counts = run_corpus(cases, subprocess_every=400, command=ANALYSE)
    print(counts.report())
    assert counts.inputs >= 1000 and counts.subprocess_runs >= 10
    assert counts.tracebacks == []
    assert counts.bad_status == []
    assert counts.hangs == []
    assert counts.statuses[0] > 50 and counts.statuses[2] > 500


def test_think_gives_each_decision_wall_clock_time_instead(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = write(tmp_path, short_record(events=30))
    assert main(["analyse", path, "--think", "5", "--json"]) == 0
    document = json.loads(capsys.readouterr().out)
    assert document["engine"] == {"level": "hard", "iterations": None, "think_ms": 5, "seed": 0}
    assert main(["analyse", path, "--think", "5"]) == 0
    assert "(engine hard, 5 ms a decision, seed 0)" in capsys.readouterr().out.splitlines()[0]


def test_bidirectional_controls_in_names_are_shown_escaped(tmp_path: Path) -> None:
    """A right-to-left override in a name would reorder the rest of each line that quotes it."""
    played = short_record(events=20)
    record = Record(("Ana\u202e", "\u2067Ben"), played.deals, played.events, played.started_at)
    status, text, _ = run(write(tmp_path, record))
    assert status == 0 and "\u202e" not in text and "\u2067" not in text
    assert text.startswith("Ana\\u202e v \\u2067Ben: ")


def test_a_long_name_is_written_once_and_the_table_stays_narrow(tmp_path: Path) -> None:
    """Every row quoted the name, padded to the longest: with a name of 8 MB, 40 events wrote
    120 MB. The head shows both names whole; rows and summaries a short form, the column as
    wide as that."""
    played = short_record(events=40)
    record = Record(("A" * 100_000, "Ben"), played.deals, played.events, played.started_at)
    status, text, _ = run(write(tmp_path, record))
    lines = text.splitlines()
    assert status == 0 and lines[0].startswith(f"{'A' * 100_000} v Ben: ")
    rows = [line for line in lines if line[:4].strip().isdigit()]
    assert rows and all(len(line) < 2 * NAME_SHOWN + 100 for line in [*rows, *lines[1:]])
    assert any(f" {'A' * (NAME_SHOWN - 1)}…  " in line for line in rows)
    assert any(line.startswith(f"{'A' * (NAME_SHOWN - 1)}…: ") for line in lines)


def test_a_console_that_cannot_show_a_name_is_found_before_the_analysis(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The report is written at the end: a console that cannot encode a name (whole, or in its
    short form with "…") must be told at once (status 1, one line), not after the analysis."""
    played = short_record(events=20)

    def never(*args: object, **kwargs: object) -> None:
        raise AssertionError("the analysis ran")

    monkeypatch.setattr(analyse_module, "analyse", never)
    for name, encoding, bad in (("Chloé", "ascii", "'é'"), ("C" * 100, "latin-1", "'…'")):
        path = write(tmp_path, Record((name, "Ben"), played.deals, played.events, played.started_at))
        out, err = io.TextIOWrapper(io.BytesIO(), encoding=encoding), io.StringIO()
        assert run_analyse(path, QUICK, False, out, err) == 1
        said = f"spectacular-bid: cannot write the output: the console cannot show {bad} ({encoding})\n"
        assert err.getvalue() == said
    # JSON is ASCII whatever the names: the analysis runs.
    with pytest.raises(AssertionError, match="the analysis ran"):
        run_analyse(path, QUICK, True, io.TextIOWrapper(io.BytesIO(), encoding="ascii"), io.StringIO())
