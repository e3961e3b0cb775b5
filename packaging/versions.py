"""Versions the packaging needs: the program's, a numeric form for Windows, and the oldest macOS
the bundled Qt runs on.

    python packaging/versions.py            prints the version, then its numeric form

Used by ``build.py``, the PyInstaller spec and ``windows/make-installer.py``; no dependency
beyond the standard library, so that it runs with any Python 3.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def version() -> str:
    """``__version__`` in ``spectacular_bid/__init__.py``."""
    text = (ROOT / "spectacular_bid" / "__init__.py").read_text(encoding="utf-8")
    found = re.search(r'^__version__ = "([^"]+)"', text, re.M)
    assert found, "no __version__ in spectacular_bid/__init__.py"
    return found[1]


def numeric(text: str) -> str:
    """Four numbers for Windows's version fields (Inno Setup's ``VersionInfoVersion``, the
    .exe's file version), which take nothing else: the release numbers of a PEP 440 version,
    padded with zeros; a pre-release, post-release or local part is dropped.

    >>> numeric("0.1.0"), numeric("1.2"), numeric("0.2.0rc1"), numeric("2.0.0.dev3+g1234"), numeric("1.2.3.4.5")
    ('0.1.0.0', '1.2.0.0', '0.2.0.0', '2.0.0.0', '1.2.3.4')
    """
    release = re.match(r"v?(\d+(?:\.\d+)*)", text.strip())
    if release is None:
        raise ValueError(f"not a version: {text!r}")
    numbers = [str(min(int(n), 65535)) for n in release[1].split(".")][:4]
    return ".".join(numbers + ["0"] * (4 - len(numbers)))


def macos_minimum(wheel_tags: Iterable[str], python_platform: str = "") -> str:
    """The oldest macOS that every given binary runs on: the highest ``macosx_X_Y`` of the Qt
    wheels' tags and of the Python's platform (``sysconfig.get_platform()``, ``macosx-11.0-arm64``).

    >>> macos_minimum(["cp310-abi3-macosx_14_0_universal2", "cp310-abi3-macosx_13_0_universal2"], "macosx-11.0-arm64")
    '14.0'
    >>> macos_minimum(["cp39-abi3-macosx_12_0_x86_64"], "macosx-10.13-universal2")
    '12.0'
    """
    found = [(int(a), int(b)) for tag in wheel_tags for a, b in re.findall(r"macosx_(\d+)_(\d+)_", tag)]
    found += [(int(a), int(b)) for a, b in re.findall(r"macosx-(\d+)\.(\d+)-", python_platform)]
    if not found:
        raise ValueError("no macOS version in the wheels' tags")
    major, minor = max(found)
    return f"{major}.{minor}"


def installed_wheel_tags(*distributions: str) -> list[str]:
    """The ``Tag:`` lines of the installed ``distributions``' WHEEL files (this Python's)."""
    from importlib.metadata import distribution

    tags = []
    for name in distributions:
        wheel = distribution(name).read_text("WHEEL") or ""
        tags += [line.split(":", 1)[1].strip() for line in wheel.splitlines() if line.startswith("Tag:")]
    return tags


if __name__ == "__main__":
    print(version())
    print(numeric(version()))
