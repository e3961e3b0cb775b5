"""Build Spectacular Bid's bundles for the current system with PyInstaller.

    python packaging/build.py [--python PYTHON] [--skip-onefile]

Makes (or reuses) a virtual environment under ``build/venv-py312`` from Python 3.12 or later
(this Python when it is recent enough, else a ``python3.12`` or ``python3.13`` on the PATH, or the
one given with --python), installs the project and PyInstaller into it at the releases pinned in
``packaging/constraints.txt``, then runs ``packaging/spectacular-bid.spec`` twice: the one-folder
build into ``dist/onedir`` and the one-file build into ``dist/onefile``. The one-file program is
also zipped (which keeps its permissions) into ``dist/spectacular-bid-VERSION-SYSTEM-ARCH.zip``.
On Linux it also packs the one-folder build with the .desktop file and the icon into
``dist/spectacular-bid-VERSION-linux-ARCH.tar.gz``. The icons rendered from assets/icon.svg are
left in ``build/icons`` for the installers. Ends by printing ``onedir: PATH`` and ``onefile:
PATH`` (the two executables).
"""

from __future__ import annotations

import argparse
import os
import platform
import shutil
import subprocess
import sys
import tarfile
import zipfile
from pathlib import Path

from versions import version

ROOT = Path(__file__).resolve().parent.parent
CONSTRAINTS = ROOT / "packaging" / "constraints.txt"
SPEC = ROOT / "packaging" / "spectacular-bid.spec"
VENV = ROOT / "build" / "venv-py312"
NEWER_PYTHONS = ("python3.12", "python3.13")  # looked for on the PATH when this Python is older
PYINSTALLER = "pyinstaller>=6.10,<7"  # the release itself: constraints.txt
NAME = "spectacular-bid"
IS_WIN, IS_MAC = sys.platform == "win32", sys.platform == "darwin"
SYSTEM = "windows" if IS_WIN else "macos" if IS_MAC else "linux"


def machine() -> str:
    """The processor architecture in the files' names: ``x86_64``, ``arm64`` or ``aarch64``."""
    name = platform.machine()
    return {"AMD64": "x86_64", "x64": "x86_64", "ARM64": "arm64"}.get(name, name)


def run(*cmd: str | Path) -> None:
    print("+", " ".join(str(c) for c in cmd), flush=True)
    subprocess.run([str(c) for c in cmd], check=True, cwd=ROOT)


def _runs(python: str) -> bool:
    check = subprocess.run([python, "-c", "import sys; sys.exit(sys.version_info < (3, 12))"], capture_output=True)
    return check.returncode == 0


def base_python(given: str | None) -> str:
    """The Python 3.12+ to build with."""
    if given:
        return given
    if sys.version_info >= (3, 12):
        return sys.executable
    for name in NEWER_PYTHONS:
        found = shutil.which(name)
        if found and _runs(found):  # a version manager's shim may be on the PATH yet refuse to run
            return found
    sys.exit("build.py: PyInstaller builds need Python 3.12 or later; pass --python PATH")


def venv_python(base: str) -> Path:
    """The venv's Python, made and filled (project + PyInstaller) on first use."""
    python = VENV / ("Scripts/python.exe" if IS_WIN else "bin/python")
    if not python.exists():
        run(base, "-m", "venv", VENV)
        run(python, "-m", "pip", "install", "--quiet", "--upgrade", "pip")
    # Every time: picks up changes to the project; quick when nothing changed.
    run(python, "-m", "pip", "install", "--quiet", "-c", CONSTRAINTS, ".", PYINSTALLER)
    return python


def pyinstaller(python: str | Path, form: str) -> Path:
    """Run the spec for ``form`` ("onedir" or "onefile"); returns the executable's path."""
    dist, work = ROOT / "dist" / form, ROOT / "build" / f"pyinstaller-{form}"
    extra = ["--", "--onefile"] if form == "onefile" else []
    run(python, "-m", "PyInstaller", SPEC, "--noconfirm", "--clean", "--distpath", dist, "--workpath", work, *extra)
    exe = NAME + (".exe" if IS_WIN else "")
    if form == "onefile":
        return dist / exe
    if IS_MAC:
        return dist / "Spectacular Bid.app" / "Contents" / "MacOS" / NAME
    return dist / NAME / exe


def linux_archive(onedir: Path) -> Path:
    """``dist/spectacular-bid-VERSION-linux-ARCH.tar.gz``: the one-folder build, .desktop file, icon."""
    top = f"{NAME}-{version()}"
    archive = ROOT / "dist" / f"{top}-linux-{machine()}.tar.gz"
    icon = ROOT / "build" / "icons" / "icon.png"
    with tarfile.open(archive, "w:gz") as tar:
        tar.add(onedir.parent, arcname=f"{top}/{NAME}")
        tar.add(ROOT / "packaging" / "linux" / f"{NAME}.desktop", arcname=f"{top}/{NAME}.desktop")
        tar.add(icon, arcname=f"{top}/{NAME}.png")
        tar.add(ROOT / "packaging" / "linux" / "install.sh", arcname=f"{top}/install.sh")
    return archive


def onefile_zip(onefile: Path) -> Path:
    """``dist/spectacular-bid-VERSION-SYSTEM-ARCH.zip``: the one-file program, its permissions
    kept (an upload of the bare file would lose them)."""
    archive = ROOT / "dist" / f"{NAME}-{version()}-{SYSTEM}-{machine()}.zip"
    with zipfile.ZipFile(archive, "w", zipfile.ZIP_DEFLATED) as zipped:
        zipped.write(onefile, onefile.name)
    return archive


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--python", help="the Python 3.12+ to make the build venv from")
    parser.add_argument("--skip-onefile", action="store_true", help="build only the one-folder form")
    args = parser.parse_args()
    os.chdir(ROOT)
    python = venv_python(base_python(args.python))
    run(python, ROOT / "packaging" / "make_icons.py", ROOT / "build" / "icons")  # for installers, archives
    onedir = pyinstaller(python, "onedir")
    onefile = None if args.skip_onefile else pyinstaller(python, "onefile")
    if onefile is not None:
        print(f"zip: {onefile_zip(onefile)}")
    if sys.platform.startswith("linux"):
        print(f"archive: {linux_archive(onedir)}")
    for leftover in [ROOT / "build" / "lib", *(ROOT / "build").glob("bdist.*")]:  # from pip's in-tree build
        shutil.rmtree(leftover, ignore_errors=True)
    print(f"onedir: {onedir}")
    if IS_WIN:
        print(f"console: {onedir.parent / f'{NAME}-console.exe'}")
    if onefile is not None:
        print(f"onefile: {onefile}")


if __name__ == "__main__":
    main()
