"""Make the Windows installer from the one-folder build with Inno Setup's compiler, ISCC.exe.

    python packaging\\windows\\make-installer.py [--iscc PATH] [--any-version]

ISCC.exe is looked for wherever Inno Setup was installed: the ``--iscc`` given, else the
``Inno Setup 6`` folders of both Program Files folders and of the user's programs, the install
locations the uninstall entries of the registry record, the PATH, then other ``Inno Setup N``
folders. Releases are built with the pinned Inno Setup (``PIN``, the one the workflow
installs): the script stops the compiler unless it is that version, whichever ISCC.exe was
found (``--any-version`` lifts this, for trying the script with another Inno Setup 6). The
installer is ``dist\\spectacular-bid-VERSION-windows-x86_64-setup.exe``; its Windows version fields
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
MAJOR = 6  # the script is Inno Setup 6's
PIN = (6, 4, 3)  #: the Inno Setup releases are built with: the workflow installs it (choco install innosetup)


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
    """Every place ISCC.exe may be, the pinned major version's own folders first: an ``iscc``
    on the PATH (another version, maybe) comes after them."""
    folders = [f for f in program_folders(env) if f.is_dir()]
    yield from (folder / f"Inno Setup {MAJOR}" / EXE for folder in folders)
    yield from (folder / EXE for folder in registry())
    if which:
        yield Path(which)
    for folder in folders:
        yield from (d / EXE for d in sorted(folder.glob("Inno Setup*")) if d.name != f"Inno Setup {MAJOR}")


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


def command(iscc: Path, text: str, pinned: bool = True) -> list[str]:
    """ISCC's command line for the version ``text``; ``pinned``: the script checks that the
    compiler is Inno Setup ``PIN``.

    >>> print(*command(Path("ISCC.exe"), "0.2.0rc1")[1:-1])
    /DAppVersion=0.2.0rc1 /DAppNumericVersion=0.2.0.0 /DInnoSetupMajor=6 /DInnoSetupMinor=4 /DInnoSetupRevision=3
    """
    cmd = [str(iscc), f"/DAppVersion={text}", f"/DAppNumericVersion={numeric(text)}"]
    if pinned:
        names = ("InnoSetupMajor", "InnoSetupMinor", "InnoSetupRevision")
        cmd += [f"/D{name}={number}" for name, number in zip(names, PIN, strict=True)]
    return [*cmd, str(SCRIPT)]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--iscc", help="the path of ISCC.exe")
    parser.add_argument("--any-version", action="store_true", help="accept an Inno Setup 6 other than the pinned one")
    args = parser.parse_args()
    iscc = find_iscc(args.iscc)
    if not args.any_version:
        print(f"make-installer.py: the script accepts Inno Setup {'.'.join(map(str, PIN))} only", flush=True)
    cmd = command(iscc, version(), pinned=not args.any_version)
    print("+", " ".join(cmd), flush=True)
    subprocess.run(cmd, check=True)


if __name__ == "__main__":
    main()
