"""Make the Windows installer from the one-folder build with Inno Setup's compiler, ISCC.exe.

    python packaging\\windows\\make-installer.py [--iscc PATH]

ISCC.exe is looked for wherever Inno Setup was installed: the ``--iscc`` given, the PATH, the
``Inno Setup N`` folders (``Inno Setup 6`` first) of both Program Files folders and of the
user's programs, and the install locations the uninstall entries of the registry record. The
installer is ``dist\\spectacular-bid-VERSION-windows-setup.exe``; its Windows version fields
take the version's numeric form (``0.2.0rc1`` → ``0.2.0.0``), which is all they accept.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
from collections.abc import Callable, Iterable, Iterator, Mapping
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from versions import numeric, version  # noqa: E402 - packaging/versions.py

SCRIPT = HERE / "spectacular-bid.iss"
EXE = "ISCC.exe"
MAJOR = 6  # the script is Inno Setup 6's; the build installs 6 (choco install innosetup --version=6.…)


def program_folders(env: Mapping[str, str]) -> list[Path]:
    """Where programs are installed: both Program Files folders and the user's programs."""
    found = [env.get(name) for name in ("ProgramFiles(x86)", "ProgramFiles", "ProgramW6432")]
    local = env.get("LOCALAPPDATA")
    return [Path(f) for f in found if f] + ([Path(local) / "Programs"] if local else [])


def registry_locations() -> Iterator[Path]:
    """The install folders of Inno Setup that Windows's uninstall entries record."""
    try:
        import winreg
    except ImportError:  # not on Windows
        return
    roots = [(winreg.HKEY_LOCAL_MACHINE, "SOFTWARE\\WOW6432Node"), (winreg.HKEY_LOCAL_MACHINE, "SOFTWARE")]
    roots.append((winreg.HKEY_CURRENT_USER, "SOFTWARE"))
    for root, software in roots:
        for major in range(9, 4, -1):
            key = f"{software}\\Microsoft\\Windows\\CurrentVersion\\Uninstall\\Inno Setup {major}_is1"
            try:
                with winreg.OpenKey(root, key) as opened:
                    yield Path(winreg.QueryValueEx(opened, "InstallLocation")[0])
            except OSError:
                continue


def candidates(
    env: Mapping[str, str], which: str | None, registry: Callable[[], Iterable[Path]] = registry_locations
) -> Iterator[Path]:
    """Every place ISCC.exe may be, most likely first."""
    if which:
        yield Path(which)
    for folder in program_folders(env):
        if folder.is_dir():  # the pinned major version's folder first, then the newest
            found = sorted(folder.glob("Inno Setup*"), key=lambda d: (d.name != f"Inno Setup {MAJOR}", d.name))
            yield from (d / EXE for d in found)
    yield from (folder / EXE for folder in registry())


def find_iscc(
    given: str | None = None,
    env: Mapping[str, str] = os.environ,
    registry: Callable[[], Iterable[Path]] = registry_locations,
) -> Path:
    """ISCC.exe: ``given``, else the first of :func:`candidates` that exists."""
    if given:
        return Path(given)
    for path in candidates(env, shutil.which("iscc", path=env.get("PATH")), registry):
        if path.is_file():
            return path
    sys.exit("make-installer.py: ISCC.exe not found; install Inno Setup (choco install innosetup) or pass --iscc")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--iscc", help="the path of ISCC.exe")
    args = parser.parse_args()
    iscc = find_iscc(args.iscc)
    text = version()
    cmd = [str(iscc), f"/DAppVersion={text}", f"/DAppNumericVersion={numeric(text)}", str(SCRIPT)]
    print("+", " ".join(cmd), flush=True)
    subprocess.run(cmd, check=True)


if __name__ == "__main__":
    main()
