"""The packaging scripts and files, on what can run here: versions for Windows and macOS, the
pinned Qt, the Inno Setup script, finding ISCC.exe, the smoke runner, the disk image's retries
and the zipped one-file program."""

from __future__ import annotations

import doctest
import os
import re
import stat
import subprocess
import sys
import tomllib
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"
sys.path.insert(0, str(PACKAGING))

import versions  # noqa: E402 - packaging/versions.py

POSIX = pytest.mark.skipif(sys.platform == "win32", reason="POSIX scripts")


def load(path: Path, name: str):  # type: ignore[no-untyped-def]
    import importlib.util

    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize(
    ("text", "expected"),
    [("0.1.0", "0.1.0.0"), ("1", "1.0.0.0"), ("0.2.0rc1", "0.2.0.0"), ("1.0.0b2", "1.0.0.0"),
     ("3.1.4.1.5", "3.1.4.1"), ("2.0.dev1+local", "2.0.0.0"), ("70000.1", "65535.1.0.0")],
)  # fmt: skip
def test_windows_versions_are_four_numbers(text: str, expected: str) -> None:
    assert versions.numeric(text) == expected
    assert re.fullmatch(r"\d+\.\d+\.\d+\.\d+", versions.numeric(text))


def test_a_version_without_numbers_is_refused() -> None:
    with pytest.raises(ValueError):
        versions.numeric("latest")


#: Versions in the order PEP 440 gives them.
ASCENDING = ["0.1.0", "0.2.0.dev1", "0.2.0a1", "0.2.0a2", "0.2.0b1", "0.2.0rc1", "0.2.0rc2", "0.2.0",
             "0.2.0.post1", "0.2.1a1", "0.2.1", "0.10.0rc1", "0.10.0", "1.0.0"]  # fmt: skip


def test_macos_versions_are_numbers_and_each_build_is_newer_than_the_one_before() -> None:
    shown = [versions.apple(v)[0] for v in ASCENDING]
    builds = [versions.apple(v)[1] for v in ASCENDING]
    assert all(re.fullmatch(r"\d+\.\d+\.\d+", v) for v in shown + builds)  # Info.plist's forms
    as_numbers = [tuple(int(n) for n in b.split(".")) for b in builds]
    assert as_numbers == sorted(as_numbers) and len(set(as_numbers)) == len(as_numbers)
    assert versions.apple("0.2.0rc1")[0] == "0.2.0"  # players see the release it leads to
    with pytest.raises(ValueError):
        versions.apple("0.2.0-final")


def test_the_spec_gives_the_info_plist_apple_s_forms_of_the_version() -> None:
    spec = (PACKAGING / "spectacular-bid.spec").read_text()
    assert "SHOWN_VERSION, BUILD_VERSION = apple(VERSION)" in spec
    assert '"CFBundleShortVersionString": SHOWN_VERSION' in spec and '"CFBundleVersion": BUILD_VERSION' in spec
    assert "version=SHOWN_VERSION" in spec


@pytest.mark.parametrize(("tag", "status"), [(f"v{versions.version()}", 0), ("v0.0.0rc9", 1), ("0.1.0", 1)])
def test_a_version_tag_must_name_the_program_s_version(tag: str, status: int) -> None:
    result = subprocess.run(
        [sys.executable, str(PACKAGING / "versions.py"), "--tag", tag], capture_output=True, text=True, timeout=60
    )
    assert result.returncode == status and ("is not v followed by" in result.stderr) == bool(status)


def test_the_macos_minimum_is_the_newest_the_binaries_need() -> None:
    qt = ["cp310-abi3-macosx_14_0_universal2"]
    assert versions.macos_minimum(qt, "macosx-11.0-arm64") == "14.0"
    assert versions.macos_minimum(["cp39-abi3-macosx_11_0_x86_64"], "macosx-12.3-x86_64") == "12.3"
    with pytest.raises(ValueError):
        versions.macos_minimum(["cp310-abi3-manylinux_2_34_x86_64"])


def constraints() -> dict[str, str]:
    pins = {}
    for line in (PACKAGING / "constraints.txt").read_text().splitlines():
        line = line.split("#")[0].strip()
        if line:
            name, _, pinned = line.partition("==")
            assert pinned, f"not pinned: {line}"
            pins[name.lower()] = pinned
    return pins


def test_the_bundles_qt_and_pyinstaller_are_pinned() -> None:
    pins = constraints()
    assert pins["pyside6-essentials"] == pins["shiboken6"]
    assert {"pyinstaller", "pyinstaller-hooks-contrib", "platformdirs"} <= set(pins)
    assert "-c" in (PACKAGING / "build.py").read_text() and "CONSTRAINTS" in (PACKAGING / "build.py").read_text()


def test_the_spec_derives_the_macos_minimum_and_adds_a_console_program_on_windows() -> None:
    spec = (PACKAGING / "spectacular-bid.spec").read_text()
    assert '"LSMinimumSystemVersion": MACOS_MINIMUM' in spec
    assert 'macos_minimum(installed_wheel_tags("PySide6-Essentials", "shiboken6")' in spec
    assert re.search(r'"LSMinimumSystemVersion": "\d', spec) is None
    assert 'name=f"{NAME}-console", console=True' in spec and "COLLECT(*programs" in spec


def iss() -> str:
    return (PACKAGING / "windows" / "spectacular-bid.iss").read_text()


def test_the_installer_refuses_windows_older_than_qt_supports() -> None:
    found = re.search(r"^MinVersion=(\d+)\.(\d+)\.(\d+)$", iss(), re.M)
    assert found and tuple(map(int, found.groups())) >= (10, 0, 17763)  # Windows 10 1809, Qt 6's oldest


def test_an_upgrade_deletes_the_previous_libraries() -> None:
    section = iss().split("[InstallDelete]", 1)[1].split("\n[", 1)[0]
    assert 'Type: filesandordirs; Name: "{app}\\_internal"' in section


def test_the_installers_version_fields_stay_numeric() -> None:
    text = iss()
    assert "VersionInfoVersion={#AppNumericVersion}" in text
    assert "#error" in text.split("#ifndef AppNumericVersion", 1)[1].split("#endif", 1)[0]
    assert "/DAppNumericVersion=" in (PACKAGING / "windows" / "make-installer.py").read_text()


def no_registry() -> list[Path]:  # this machine's own Inno Setup, if any, stays out of the test
    return []


def test_iscc_recorded_in_the_registry_is_found(tmp_path: Path) -> None:
    installer = installer_module()
    recorded = tmp_path / "Somewhere" / "Inno"
    recorded.mkdir(parents=True)
    (recorded / "ISCC.exe").write_bytes(b"")
    assert installer.find_iscc(None, {"PATH": ""}, lambda: [tmp_path / "gone", recorded]) == recorded / "ISCC.exe"


def installer_module():  # type: ignore[no-untyped-def]
    return load(PACKAGING / "windows" / "make-installer.py", "make_installer")


def test_iscc_is_found_wherever_inno_setup_was_installed(tmp_path: Path) -> None:
    installer = installer_module()
    x86, x64, local = tmp_path / "Program Files (x86)", tmp_path / "Program Files", tmp_path / "Local"
    for folder in (x86, x64, local / "Programs"):
        folder.mkdir(parents=True)
    env = {"ProgramFiles(x86)": str(x86), "ProgramFiles": str(x64), "LOCALAPPDATA": str(local), "PATH": ""}
    with pytest.raises(SystemExit):
        installer.find_iscc(None, env, no_registry)
    for where in (x64 / "Inno Setup 7", local / "Programs" / "Inno Setup 6"):
        where.mkdir()
        (where / "ISCC.exe").write_bytes(b"")
        assert installer.find_iscc(None, env, no_registry) == where / "ISCC.exe"
        (where / "ISCC.exe").unlink()
    (x86 / "Inno Setup 6").mkdir()
    (x86 / "Inno Setup 6" / "ISCC.exe").write_bytes(b"")
    assert installer.find_iscc(None, env, no_registry) == x86 / "Inno Setup 6" / "ISCC.exe"
    (x86 / "Inno Setup 7").mkdir()
    (x86 / "Inno Setup 7" / "ISCC.exe").write_bytes(b"")
    assert installer.find_iscc(None, env, no_registry) == x86 / "Inno Setup 6" / "ISCC.exe"  # the script's own
    assert installer.find_iscc("C:/given/ISCC.exe", env, no_registry) == Path("C:/given/ISCC.exe")


@POSIX
def test_the_pinned_major_s_folder_comes_before_an_iscc_on_the_path(tmp_path: Path) -> None:
    installer = installer_module()
    on_path = tmp_path / "bin"
    on_path.mkdir()
    (on_path / "iscc").write_text("#!/bin/sh\n")
    (on_path / "iscc").chmod(0o755)
    assert installer.find_iscc(None, {"PATH": str(on_path)}, no_registry) == on_path / "iscc"  # the only one
    programs = tmp_path / "Program Files (x86)"
    (programs / "Inno Setup 6").mkdir(parents=True)
    (programs / "Inno Setup 6" / "ISCC.exe").write_bytes(b"")
    env = {"PATH": str(on_path), "ProgramFiles(x86)": str(programs)}
    assert installer.find_iscc(None, env, no_registry) == programs / "Inno Setup 6" / "ISCC.exe"


def test_the_script_stops_any_inno_setup_but_the_pinned_one() -> None:
    installer = installer_module()
    assert doctest.testmod(installer).failed == 0
    cmd = installer.command(Path("ISCC.exe"), "0.2.0rc1")
    assert cmd[-1].endswith("spectacular-bid.iss")
    given = dict(word[2:].split("=", 1) for word in cmd[1:-1])
    assert tuple(int(given[f"InnoSetup{part}"]) for part in ("Major", "Minor", "Revision")) == installer.PIN
    assert "/DInnoSetupMajor" not in " ".join(installer.command(Path("ISCC.exe"), "0.2.0", pinned=False))
    check = iss().split("#ifdef InnoSetupMajor", 1)[1].split("\n#endif", 1)[0]
    assert "#if VER < EncodeVer(Int(InnoSetupMajor), Int(InnoSetupMinor), Int(InnoSetupRevision))" in check
    assert "#if VER >= EncodeVer(Int(InnoSetupMajor), Int(InnoSetupMinor), Int(InnoSetupRevision) + 1)" in check
    assert check.count("#error") == 2


def program(tmp_path: Path, body: str) -> Path:
    """A stand-in for the built program: a Python script with the given body."""
    path = tmp_path / "program"
    path.write_text(f"#!{sys.executable}\nimport os, sys, time\n{body}\n")
    path.chmod(0o755)
    return path


@POSIX
def test_smoke_runner_passes_the_log_and_the_status_on(tmp_path: Path) -> None:
    fake = program(tmp_path, "open(os.environ['SPECTACULAR_BID_LOG'], 'a', encoding='utf-8').write("
                             "'smoke: ' + ' '.join(sys.argv[1:]) + ' temp: ' + os.environ['TMPDIR'])\n"
                             "sys.exit(3)")  # fmt: skip
    result = subprocess.run(
        [sys.executable, str(PACKAGING / "smoke.py"), str(fake)],
        capture_output=True,
        text=True,
        encoding="utf-8",
        timeout=60,
    )
    assert result.returncode == 3
    assert "smoke: --smoke --data-dir" in result.stdout and "exit status 3" in result.stdout
    # Home, saved games and temporary files under a folder named as Zoë's home folder is.
    data_dir = result.stdout.split("--data-dir ", 1)[1].split(" temp: ")[0]
    assert Path(data_dir).parent.name == "Zoë Ørsted" and "Zoë Ørsted" in result.stdout.split(" temp: ")[1]


@POSIX
@pytest.mark.parametrize(
    ("body", "expected"),
    [
        ("", 1),  # exit 0 without a status: a launcher's status, the game never ran its check
        ("open(sys.argv[sys.argv.index('--status-file') + 1], 'w').write('1\\nRuntimeError: broke')", 1),
        ("open(sys.argv[sys.argv.index('--status-file') + 1], 'w').write('0\\n')", 0),
    ],
    ids=["no status file", "status 1", "status 0"],
)
def test_smoke_runner_reads_the_status_file(tmp_path: Path, body: str, expected: int) -> None:
    fake = program(tmp_path, body + "\nsys.exit(0)")
    result = subprocess.run(
        [sys.executable, str(PACKAGING / "smoke.py"), str(fake)], capture_output=True, text=True, timeout=60
    )
    assert result.returncode == expected, result.stdout
    if expected:
        assert "RuntimeError: broke" in result.stdout or "no status file" in result.stdout


@POSIX
def test_smoke_runner_kills_a_program_that_hangs(tmp_path: Path) -> None:
    fake = program(tmp_path, "time.sleep(60)")
    result = subprocess.run(
        [sys.executable, str(PACKAGING / "smoke.py"), str(fake), "--timeout", "1"],
        capture_output=True,
        text=True,
        timeout=30,
    )
    assert result.returncode == 124 and "killed" in result.stdout


def dmg_tree(tmp_path: Path, fails: int) -> tuple[Path, dict[str, str]]:
    """A copy of what make-dmg.sh reads, and an ``hdiutil`` that is busy ``fails`` times."""
    for part in ("packaging/macos/make-dmg.sh", "packaging/versions.py", "spectacular_bid/__init__.py"):
        (tmp_path / part).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / part).write_bytes((ROOT / part).read_bytes())
    (tmp_path / "dist/onedir/Spectacular Bid.app/Contents").mkdir(parents=True)
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    count = tmp_path / "tries"
    (bin_dir / "hdiutil").write_text(
        "#!/bin/sh\n"
        f'n=$(cat "{count}" 2>/dev/null || echo 0); n=$((n + 1)); echo "$n" > "{count}"\n'
        f'if [ "$n" -le {fails} ]; then echo "hdiutil: create failed - Resource busy" >&2; exit 1; fi\n'
        'for last; do :; done; touch "$last"\n'
    )
    (bin_dir / "hdiutil").chmod(0o755)
    return count, dict(os.environ, PATH=f"{bin_dir}{os.pathsep}{os.environ['PATH']}", DMG_RETRY_DELAY="0")


@POSIX
def test_the_disk_image_is_made_again_when_hdiutil_is_busy(tmp_path: Path) -> None:
    count, env = dmg_tree(tmp_path, fails=2)
    result = subprocess.run(
        ["sh", "packaging/macos/make-dmg.sh"], cwd=tmp_path, env=env, capture_output=True, text=True
    )
    assert result.returncode == 0, result.stderr
    assert count.read_text().strip() == "3"
    assert list((tmp_path / "dist").glob("spectacular-bid-*-macos-*.dmg"))


@POSIX
def test_the_disk_image_gives_up_after_five_tries(tmp_path: Path) -> None:
    count, env = dmg_tree(tmp_path, fails=99)
    result = subprocess.run(
        ["sh", "packaging/macos/make-dmg.sh"], cwd=tmp_path, env=env, capture_output=True, text=True
    )
    assert result.returncode == 1 and count.read_text().strip() == "5"
    assert "failed 5 times" in result.stderr


@POSIX
def test_the_one_file_program_is_zipped_with_its_permissions(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    build = load(PACKAGING / "build.py", "build_script")
    monkeypatch.setattr(build, "ROOT", tmp_path)
    (tmp_path / "dist").mkdir()
    exe = tmp_path / "spectacular-bid"
    exe.write_bytes(b"\x7fELF")
    exe.chmod(0o755)
    archive = build.onefile_zip(exe)
    assert archive.name == f"spectacular-bid-{versions.version()}-{build.SYSTEM}-{build.machine()}.zip"
    with zipfile.ZipFile(archive) as zipped:
        (info,) = zipped.infolist()
        assert info.filename == "spectacular-bid" and stat.S_IMODE(info.external_attr >> 16) & 0o111


def mac_tools(tmp_path: Path, macos: str, minimum: str, app_body: str) -> dict[str, str]:
    """Stand-ins for the Mac tools check-dmg.sh runs, and a disk image holding an app whose
    program is a Python script with ``app_body``; returns the environment to run it in."""
    image = tmp_path / "image"
    contents = image / "Spectacular Bid.app" / "Contents"
    (contents / "MacOS").mkdir(parents=True)
    shown, build = versions.apple(versions.version())
    (contents / "Info.plist").write_text(
        f"LSMinimumSystemVersion={minimum}\nCFBundleShortVersionString={shown}\nCFBundleVersion={build}\n"
    )
    app = contents / "MacOS" / "spectacular-bid"
    app.write_text(f"#!{sys.executable}\nimport os, sys\n{app_body}\n")
    app.chmod(0o755)
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    tools = {
        # hdiutil attach -nobrowse -readonly -mountpoint MNT DMG: the image's files appear at MNT
        "hdiutil": f'[ "$1" = attach ] && cp -R "{image}/." "$5"; exit 0',
        "codesign": "exit 0",
        "lipo": "echo arm64",
        "sw_vers": f"echo {macos}",
        "PlistBuddy": 'key=${2#Print :}; sed -n "s/^$key=//p" "$3"',
        # open -W -n --stderr FILE APP --args ARGS: the app's program, its errors to FILE
        "open": 'err=$4; app=$5; shift 6; "$app/Contents/MacOS/spectacular-bid" "$@" 2> "$err"',
    }
    for name, body in tools.items():
        (bin_dir / name).write_text(f"#!/bin/sh\n{body}\n")
        (bin_dir / name).chmod(0o755)
    (tmp_path / "game.dmg").write_bytes(b"")
    return dict(os.environ, PATH=f"{bin_dir}:{os.environ['PATH']}", PLISTBUDDY=str(bin_dir / "PlistBuddy"),
                PYTHON=sys.executable)  # fmt: skip


WRITES_ITS_STATUS = "open(sys.argv[sys.argv.index('--status-file') + 1], 'w').write('{}\\n')"


@POSIX
@pytest.mark.parametrize(
    ("macos", "status", "oldest", "passes"),
    [
        ("14.7.1", 0, True, True),  # the oldest macOS claimed, and the app starts
        ("15.3", 0, True, False),  # the job is not on the oldest macOS claimed any more
        ("15.3", 0, False, True),
        ("14.7.1", 1, False, False),  # the app's own status fails the check, whatever open said
    ],
)
def test_the_disk_image_check(tmp_path: Path, macos: str, status: int, oldest: bool, passes: bool) -> None:
    env = mac_tools(tmp_path, macos, "14.0", WRITES_ITS_STATUS.format(status) + f"\nsys.exit({status})")
    cmd = [
        "sh",
        str(PACKAGING / "macos" / "check-dmg.sh"),
        str(tmp_path / "game.dmg"),
        *(["--oldest"] if oldest else []),
    ]
    result = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=120)
    assert (result.returncode == 0) == passes, result.stdout + result.stderr
    if passes:
        assert "checked" in result.stdout and "smoke.py: the status file says 0" in result.stdout
    elif oldest:
        assert "the app claims macOS 14.0, but this Mac runs 15.3" in result.stderr


def test_the_readme_says_uninstalling_keeps_the_saved_games_where_they_are() -> None:
    text = (PACKAGING / "README.md").read_text(encoding="utf-8")
    section = text.split("### Uninstalling keeps the saved games", 1)[1].split("\n#", 1)[0]
    saved = (ROOT / "README.md").read_text(encoding="utf-8").split("## Saved games", 1)[1]
    folders = re.findall(r"`([~%][^`]+)`", saved.split("\n\n", 2)[1])  # the main README's, one a system
    assert len(folders) == 3 and all(f"`{folder}`" in section for folder in folders), folders
    assert "antivirus" in text.split("### If an antivirus program objects", 1)[1].lower()
    # and the uninstaller deletes nothing of the player's
    assert "[UninstallDelete]" not in iss() or "{localappdata}" not in iss().split("[UninstallDelete]", 1)[1]


def test_the_licence_is_an_spdx_expression_that_setuptools_keeps_building() -> None:
    """setuptools warns that a ``license`` table stops building on 2027-02-18: the project gives
    an SPDX expression, which a setuptools of 77 or later reads (and writes as
    ``License-Expression``)."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert project["project"]["license"] == "MIT"
    assert "setuptools>=77" in project["build-system"]["requires"]
    assert not any("License ::" in c for c in project["project"].get("classifiers", []))
