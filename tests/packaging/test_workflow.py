"""The build workflow, checked here since no Windows or Mac machine can run it: its structure
(what actionlint would check, which cannot be installed here), its shell blocks (shellcheck),
and that it keeps doing what each packaging fix needs."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest
from workflow_yaml import load

ROOT = Path(__file__).resolve().parents[2]
WORKFLOWS = sorted((ROOT / ".github" / "workflows").glob("*.yml"))
BUILD = ROOT / ".github" / "workflows" / "build.yml"

TOP_KEYS = {"name", "run-name", "on", "permissions", "env", "defaults", "concurrency", "jobs"}
EVENTS = {"push", "pull_request", "workflow_dispatch", "schedule", "release", "workflow_call"}
JOB_KEYS = {
    "name", "needs", "runs-on", "timeout-minutes", "strategy", "env", "steps", "if", "defaults",
    "permissions", "outputs", "continue-on-error", "concurrency", "environment", "container", "services",
}  # fmt: skip
STEP_KEYS = {"name", "id", "if", "uses", "run", "shell", "with", "env", "timeout-minutes", "continue-on-error",
             "working-directory"}  # fmt: skip
SHELLS = {"bash", "pwsh", "python", "sh", "cmd", "powershell"}
# GitHub-hosted runner labels (2026); macos-15-intel is the last Intel image.
RUNNERS = {
    "ubuntu-latest", "ubuntu-24.04", "ubuntu-22.04", "ubuntu-24.04-arm", "ubuntu-22.04-arm",
    "windows-latest", "windows-2025", "windows-2022", "windows-11-arm",
    "macos-latest", "macos-26", "macos-15", "macos-14", "macos-15-intel",
}  # fmt: skip
# (macos-13 was retired in December 2025.)
INTEL_MACS = {"macos-15-intel"}
ARM_MACS = {"macos-latest", "macos-26", "macos-15", "macos-14"}
CONTEXTS = {"matrix", "runner", "github", "env", "steps", "needs", "secrets", "inputs", "vars", "job", "strategy"}
EXPRESSION = re.compile(r"\$\{\{(.*?)\}\}")


def workflow(path: Path = BUILD) -> dict[str, Any]:
    loaded = load(path.read_text(encoding="utf-8"))
    assert isinstance(loaded, dict)
    return loaded


def jobs(path: Path = BUILD) -> dict[str, dict[str, Any]]:
    return workflow(path)["jobs"]


def runners(job: dict[str, Any]) -> list[str]:
    """The runner labels a job runs on, its matrix expanded."""
    label = job["runs-on"]
    match = re.fullmatch(r"\$\{\{\s*matrix\.(\w[\w-]*)\s*\}\}", label)
    if match is None:
        return [label]
    matrix = job["strategy"]["matrix"]
    return list(matrix.get(match[1], [])) + [i[match[1]] for i in matrix.get("include", []) if match[1] in i]


def expressions(value: Any) -> list[str]:
    """Every ``${{ … }}`` inside ``value``, and every ``if:`` condition."""
    if isinstance(value, dict):
        found = [e for k, v in value.items() for e in expressions(v)]
        if isinstance(value.get("if"), str) and "${{" not in value["if"]:
            found.append(value["if"])
        return found
    if isinstance(value, list):
        return [e for v in value for e in expressions(v)]
    if isinstance(value, str):
        assert value.count("${{") == value.count("}}"), f"unbalanced expression in {value!r}"
        return [m.strip() for m in EXPRESSION.findall(value)]
    return []


@pytest.mark.parametrize("path", WORKFLOWS, ids=lambda p: p.name)
def test_workflow_structure(path: Path) -> None:
    flow = workflow(path)
    assert set(flow) <= TOP_KEYS and "on" in flow and flow["jobs"]
    events = flow["on"] if isinstance(flow["on"], dict) else {e: None for e in flow["on"]}
    assert set(events) <= EVENTS
    for name, job in flow["jobs"].items():
        assert set(job) <= JOB_KEYS, (name, set(job) - JOB_KEYS)
        assert job.get("runs-on") and job.get("steps"), name
        needs = job.get("needs", [])
        for needed in [needs] if isinstance(needs, str) else needs:
            assert needed in flow["jobs"], (name, needed)
        for label in runners(job):
            assert label in RUNNERS, (name, label)
        matrix = job.get("strategy", {}).get("matrix", {})
        keys = set(matrix) - {"include", "exclude"} | {k for i in matrix.get("include", []) for k in i}
        for expression in expressions(job):
            for context, field in re.findall(r"\b([a-z]+)\.([\w-]+)", re.sub(r"'[^']*'", "", expression)):
                assert context in CONTEXTS, (name, expression)
                if context == "matrix":
                    assert field in keys, (name, expression)
        for step in job["steps"]:
            assert set(step) <= STEP_KEYS, (name, step)
            assert ("uses" in step) != ("run" in step), (name, step)
            if "uses" in step:
                assert re.fullmatch(r"[\w.-]+/[\w./-]+@[0-9a-f]{40}", step["uses"]), step["uses"]  # a commit
            else:
                assert "with" not in step, step
            assert step.get("shell", "bash") in SHELLS, step


def test_every_job_and_every_bundle_run_has_a_time_limit() -> None:
    for name, job in jobs().items():
        assert isinstance(job.get("timeout-minutes"), int) and 0 < job["timeout-minutes"] <= 120, name
        for step in job["steps"]:
            run = step.get("run", "")
            if "--smoke" in run or "dist/" in run or "$dir" in run:
                assert 0 < step.get("timeout-minutes", 0) <= 30, step.get("name")
            for line in run.splitlines():
                if "--smoke" in line:  # a start with no time limit of its own would wait for a dialog
                    assert "smoke.py" in line or "alarm" in line or line.lstrip().startswith("timeout "), line


def test_the_tests_run_on_windows_macos_and_linux() -> None:
    test = jobs()["test"]
    assert {label.split("-")[0] for label in runners(test)} == {"windows", "macos", "ubuntu"}
    assert any("pytest" in step.get("run", "") for step in test["steps"])


def test_both_mac_architectures_and_every_system_are_bundled() -> None:
    labels = set(runners(jobs()["bundle"]))
    assert labels & INTEL_MACS and labels & ARM_MACS
    assert any(label.startswith("windows") for label in labels) and any(label.startswith("ubuntu") for label in labels)


def bundle_steps() -> list[dict[str, Any]]:
    return jobs()["bundle"]["steps"]


def test_every_bundle_is_started_with_smoke() -> None:
    runs = "\n".join(step.get("run", "") for step in bundle_steps())
    assert 'smoke.py "$onedir"' in runs and 'smoke.py "dist/onefile/spectacular-bid$exe"' in runs
    assert "spectacular-bid-console.exe" in runs
    assert "SPECTACULAR_BID_BUNDLE=" in runs and "tests/test_bundle.py" in runs  # a whole scripted game


def test_inno_setup_is_pinned_and_found_wherever_it_is() -> None:
    runs = "\n".join(step.get("run", "") for step in bundle_steps())
    pinned = re.search(r"choco install innosetup --version=(6\.\d+\.\d+)", runs)
    assert pinned
    # The version installed is the one the installer script accepts (make-installer.py's PIN).
    installer = (ROOT / "packaging" / "windows" / "make-installer.py").read_text(encoding="utf-8")
    pin = re.search(r"^PIN = \((\d+), (\d+), (\d+)\)", installer, re.M)
    assert pin and ".".join(pin.groups()) == pinned[1]
    assert "--any-version" not in runs
    assert "make-installer.py" in runs and "ISCC.exe" not in runs and "Inno Setup 6" not in runs


def test_the_installer_is_installed_silently_and_the_installed_program_started() -> None:
    step = next(s for s in bundle_steps() if "/VERYSILENT" in s.get("run", ""))
    assert step["shell"] == "pwsh" and step.get("if") == "runner.os == 'Windows'"
    assert "smoke.py (Join-Path $dir $program)" in step["run"] and "unins000.exe" in step["run"]
    assert "ExitCode" in step["run"] and "$LASTEXITCODE" in step["run"]


def test_the_installer_installs_into_a_folder_named_with_accents_and_spaces() -> None:
    step = next(s for s in bundle_steps() if "/VERYSILENT" in s.get("run", ""))
    # Zoë Ørsted, by code points; quoted for the installer, which Start-Process does not do.
    assert '"Zo$([char]0x00EB) $([char]0x00D8)rsted"' in step["run"]
    assert '$dir = Join-Path $env:RUNNER_TEMP "$zoe\\Spectacular Bid"' in step["run"]
    assert '"/DIR=`"$dir`""' in step["run"]


CHECK_DMG = ROOT / "packaging" / "macos" / "check-dmg.sh"


def test_the_disk_image_is_mounted_and_the_app_started_from_it() -> None:
    step = next(s for s in bundle_steps() if "check-dmg.sh" in s.get("run", ""))
    assert step.get("if") == "runner.os == 'macOS'" and 0 < step["timeout-minutes"] <= 30
    assert step["run"].startswith("sh packaging/macos/check-dmg.sh \"$(find dist -maxdepth 1 -name '*.dmg'")
    script = CHECK_DMG.read_text(encoding="utf-8")
    assert "hdiutil attach -nobrowse -readonly" in script and "codesign --verify --deep --strict" in script
    assert '"$python" packaging/smoke.py "$app/Contents/MacOS/spectacular-bid" --timeout 120' in script
    # Then through Launch Services, whose open returns its own status: the app's is in a file.
    assert "perl -e 'alarm shift; exec @ARGV' 120 open -W -n" in script
    assert '--args --smoke --status-file "$said/status"' in script
    assert '[ "$(head -n 1 "$said/status" 2>/dev/null)" != 0 ]' in script


def test_macos_signing_failures_fail_the_build() -> None:
    env = jobs()["bundle"]["env"]
    assert env["PYINSTALLER_STRICT_BUNDLE_CODESIGN_ERROR"] == "1"
    assert env["PYINSTALLER_VERIFY_BUNDLE_SIGNATURE"] == "1"


def test_only_the_installers_archives_and_zips_are_uploaded() -> None:
    upload = next(s for s in bundle_steps() if s.get("uses", "").startswith("actions/upload-artifact@"))
    paths = set(upload["with"]["path"].split())
    assert paths == {"dist/*.dmg", "dist/*-setup.exe", "dist/*.tar.gz", "dist/*.zip"}
    assert upload["with"]["if-no-files-found"] == "error"
    assert "matrix.os" in upload["with"]["name"]  # one artifact per runner, both Macs included


def shell_of(flow: dict[str, Any], job: dict[str, Any], step: dict[str, Any]) -> str:
    default = job.get("defaults", flow.get("defaults", {})).get("run", {}).get("shell")
    return step.get("shell") or default or "bash"


@pytest.mark.skipif(shutil.which("shellcheck") is None, reason="shellcheck is not installed (.ci/run installs it)")
@pytest.mark.parametrize("path", WORKFLOWS, ids=lambda p: p.name)
def test_shell_blocks_pass_shellcheck(path: Path, tmp_path: Path) -> None:
    flow = workflow(path)
    checked = 0
    for name, job in flow["jobs"].items():
        for number, step in enumerate(job["steps"]):
            if "run" not in step or shell_of(flow, job, step) not in ("bash", "sh"):
                continue
            # As GitHub runs it (bash -eo pipefail); an expression stands for a word.
            body = EXPRESSION.sub("EXPRESSION", step["run"])
            script = tmp_path / f"{name}-{number}.sh"
            script.write_text(f"#!/usr/bin/env bash\nset -eo pipefail\n{body}", encoding="utf-8")
            result = subprocess.run(["shellcheck", "-s", "bash", str(script)], capture_output=True, text=True)
            assert result.returncode == 0, f"{name}, step {step.get('name', number)}:\n{result.stdout}"
            checked += 1
    assert checked


@pytest.mark.skipif(shutil.which("shellcheck") is None, reason="shellcheck is not installed (.ci/run installs it)")
def test_packaging_shell_scripts_pass_shellcheck() -> None:
    scripts = sorted((ROOT / "packaging").rglob("*.sh"))
    assert scripts
    result = subprocess.run(["shellcheck", *map(str, scripts)], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout


def test_windows_starts_the_program_at_150_percent_the_fit_audits_screen() -> None:
    step = next(s for s in bundle_steps() if s.get("env", {}).get("QT_SCALE_FACTOR"))
    assert step.get("if") == "runner.os == 'Windows'" and step["env"]["QT_SCALE_FACTOR"] == "1.5"
    assert step["run"].startswith("python packaging/smoke.py dist/onedir/")
    # The window-fit audit's screen (tests/ui/test_window_fit.py): 1920×1080 at 150 %, less
    # Windows 11's taskbar of 48 logical pixels.
    scale, taskbar = float(step["env"]["QT_SCALE_FACTOR"]), 48
    assert (1920 / scale, 1080 / scale - taskbar) == (1280, 672)
    audit = (ROOT / "tests" / "ui" / "test_window_fit.py").read_text(encoding="utf-8")
    assert "1280, 672" in audit


def test_a_version_tag_must_name_the_version_and_the_info_plist_takes_apple_s_forms() -> None:
    check = next(s for s in bundle_steps() if "versions.py --tag" in s.get("run", ""))
    assert check["if"] == "startsWith(github.ref, 'refs/tags/v')"
    assert check["run"].strip() == 'python packaging/versions.py --tag "$GITHUB_REF_NAME"'
    steps = [s.get("name") for s in bundle_steps()]
    assert steps.index(check["name"]) < steps.index("Build")  # before an hour of building
    mounted = CHECK_DMG.read_text(encoding="utf-8")
    assert "Print :CFBundleShortVersionString" in mounted and "Print :CFBundleVersion" in mounted
    assert '"$("$python" packaging/versions.py --apple)" ]' in mounted


def test_the_oldest_macos_claimed_is_started() -> None:
    job = jobs()["oldest-macos"]
    assert runners(job) == ["macos-14"] and job["needs"] == "bundle"  # the oldest macOS runner left
    download = next(s for s in job["steps"] if s.get("uses", "").startswith("actions/download-artifact@"))
    assert download["with"]["name"] == "spectacular-bid-macos-latest"  # the Apple silicon build
    (start,) = [s for s in job["steps"] if "check-dmg.sh" in s.get("run", "")]
    assert start["run"].rstrip().endswith("--oldest") and "-macos-arm64.dmg" in start["run"]
    readme = (ROOT / "packaging" / "README.md").read_text(encoding="utf-8")
    assert "`macos-14`" in readme and "retire" in readme


def test_a_version_tag_drafts_a_release_of_every_system_s_files() -> None:
    flow = workflow()
    assert flow["on"]["push"]["tags"] == ["v*"]
    assert flow["permissions"] == {"contents": "read"}  # every job reads only, but the release
    writers = [name for name, job in flow["jobs"].items() if job.get("permissions", {}).get("contents") == "write"]
    assert writers == ["release"]
    job = flow["jobs"]["release"]
    assert job["if"] == "startsWith(github.ref, 'refs/tags/v')"
    assert set(job["needs"]) == {"test", "bundle", "oldest-macos"}  # nothing is released that failed
    download = next(s for s in job["steps"] if s.get("uses", "").startswith("actions/download-artifact@"))
    assert download["with"] == {"pattern": "spectacular-bid-*", "path": "release", "merge-multiple": True}
    runs = "\n".join(s.get("run", "") for s in job["steps"])
    for kind in ("windows-x86_64-setup.exe", "macos-arm64.dmg", "macos-x86_64.dmg", "linux-x86_64.tar.gz"):
        assert kind in runs  # each named with the version and the architecture
    assert 'if [ ! -f "spectacular-bid-$version-$file" ]' in runs
    assert "sha256sum -- * > SHA256SUMS" in runs
    assert 'gh release create "$GITHUB_REF_NAME" release/* --draft --verify-tag' in runs
    # The files' names as the builds make them.
    iss = (ROOT / "packaging" / "windows" / "spectacular-bid.iss").read_text(encoding="utf-8")
    assert "OutputBaseFilename=spectacular-bid-{#AppVersion}-windows-x86_64-setup" in iss
    assert 'dmg="dist/spectacular-bid-$version-macos-$(uname -m).dmg"' in (
        ROOT / "packaging" / "macos" / "make-dmg.sh"
    ).read_text(encoding="utf-8")


def test_every_action_is_pinned_by_commit_with_its_release_beside_it() -> None:
    """A tag can be moved to other code; a commit cannot. The release named beside each commit
    says what it is, and the same action is pinned to the same commit everywhere."""
    lines = [line.strip() for line in BUILD.read_text(encoding="utf-8").splitlines() if "uses:" in line]
    assert lines
    pinned: dict[str, set[str]] = {}
    for line in lines:
        found = re.fullmatch(r"- uses: ([\w.-]+/[\w.-]+)@([0-9a-f]{40})  # (v\d+\.\d+\.\d+)", line)
        assert found, line
        pinned.setdefault(found[1], set()).add(found[2] + found[3])
    assert all(len(commits) == 1 for commits in pinned.values()), pinned


def test_pip_downloads_are_cached() -> None:
    for name in ("test", "bundle"):
        setup = next(s for s in jobs()[name]["steps"] if s.get("uses", "").startswith("actions/setup-python@"))
        assert setup["with"]["cache"] == "pip" and "pyproject.toml" in setup["with"]["cache-dependency-path"]
    bundle_setup = next(s for s in bundle_steps() if s.get("uses", "").startswith("actions/setup-python@"))
    assert "packaging/constraints.txt" in bundle_setup["with"]["cache-dependency-path"]  # the build's pins
