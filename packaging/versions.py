"""Versions the packaging needs: the program's, a numeric form for Windows, the two forms of
a macOS app's Info.plist, and the oldest macOS the bundled Qt runs on.

    python packaging/versions.py                 prints the version, then its numeric form
    python packaging/versions.py --apple         prints the Info.plist's two versions (``apple``)
    python packaging/versions.py --tag v0.2.0    exits 1, saying why, unless the tag names the version

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


_PEP440 = re.compile(
    r"v?(?P<release>\d+(?:\.\d+)*)(?:[-_.]?(?P<pre>a|b|rc)[-_.]?(?P<pre_n>\d*))?"
    r"(?:[-_.]?post[-_.]?(?P<post>\d*))?(?:[-_.]?dev[-_.]?(?P<dev>\d*))?(?:\+[\w.]+)?",
    re.IGNORECASE,
)
#: Where each kind of release stands among the builds of one patch release (``apple``).
_STAGES = {"dev": 0, "a": 100, "b": 200, "rc": 300, "final": 500}


def apple(text: str) -> tuple[str, str]:
    """The two versions of a macOS app's Info.plist: ``CFBundleShortVersionString``, the
    version shown to players, which must be three integers (``major.minor.patch``), and
    ``CFBundleVersion``, the build, up to three integers that must grow from one build given
    out to the next — a release candidate before its release, and the release before the next
    patch's builds. The build keeps ``major.minor``; its third integer is the patch times
    1,000, plus 0–99 for a ``.devN``, 100–199 for an alpha, 200–299 a beta, 300–399 a release
    candidate, 500 the release and 501–599 its ``.postN`` (numbers above 99 count as 99).

    >>> apple("0.2.0rc1"), apple("0.2.0rc2"), apple("0.2.0"), apple("0.2.1a1"), apple("0.2.1")
    (('0.2.0', '0.2.301'), ('0.2.0', '0.2.302'), ('0.2.0', '0.2.500'), ('0.2.1', '0.2.1101'), ('0.2.1', '0.2.1500'))
    >>> apple("1.2"), apple("1.0.dev3"), apple("1.0.post2"), apple("2.0b1+local"), apple("1.2.3.4")
    (('1.2.0', '1.2.500'), ('1.0.0', '1.0.3'), ('1.0.0', '1.0.502'), ('2.0.0', '2.0.201'), ('1.2.3', '1.2.3500'))
    """
    found = _PEP440.fullmatch(text.strip())
    if found is None:
        raise ValueError(f"not a version: {text!r}")
    major, minor, patch = ([int(n) for n in found["release"].split(".")] + [0, 0])[:3]
    if found["pre"]:
        rank = _STAGES[found["pre"].lower()] + min(int(found["pre_n"] or 0), 99)
    elif found["dev"] is not None:
        rank = _STAGES["dev"] + min(int(found["dev"] or 0), 99)
    else:
        rank = _STAGES["final"] + min(int(found["post"] or 0), 99)
    return f"{major}.{minor}.{patch}", f"{major}.{minor}.{patch * 1000 + rank}"


def tag_problem(tag: str, text: str) -> str | None:
    """Why a version tag does not name the version ``text``, or None if it does (``v`` and the
    version exactly, as the release's file names will hold the version).

    >>> tag_problem("v0.2.0rc1", "0.2.0rc1") is None, tag_problem("refs/tags/v0.2.0", "0.2.0") is None
    (True, True)
    >>> tag_problem("v0.2.0", "0.2.0rc1")
    "the tag v0.2.0 is not v followed by the program's version, 0.2.0rc1 (spectacular_bid/__init__.py)"
    """
    name = tag.removeprefix("refs/tags/")
    if name == f"v{text}":
        return None
    return f"the tag {name} is not v followed by the program's version, {text} (spectacular_bid/__init__.py)"


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
    import sys

    if sys.argv[1:2] == ["--tag"] and len(sys.argv) == 3:
        problem = tag_problem(sys.argv[2], version())
        sys.exit(f"versions.py: {problem}" if problem else None)
    if sys.argv[1:] == ["--apple"]:
        print(*apple(version()), sep="\n")
        sys.exit()
    print(version())
    print(numeric(version()))
