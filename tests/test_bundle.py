"""The built app (PyInstaller one-folder bundle) starts and plays through the real window.

Slow, and skipped unless ``SPECTACULAR_BID_BUNDLE`` names a built executable, e.g.

    python packaging/build.py
    SPECTACULAR_BID_BUNDLE=dist/onedir/spectacular-bid/spectacular-bid python -m pytest tests/test_bundle.py
"""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

import pytest

BUNDLE = os.environ.get("SPECTACULAR_BID_BUNDLE", "")
SHOTS = 20

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(not BUNDLE, reason="set SPECTACULAR_BID_BUNDLE to a built executable to check the bundle"),
]


def run_bundle(tmp_path: Path, *args: str, timeout: float) -> subprocess.CompletedProcess[str]:
    """Run the bundle offscreen, with settings and saved games kept under ``tmp_path``."""
    exe = Path(BUNDLE).resolve()
    assert exe.is_file(), f"no executable at {exe}"
    home = tmp_path / "home"
    home.mkdir(exist_ok=True)
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(home), USERPROFILE=str(home))
    env.update(XDG_CONFIG_HOME=str(home / ".config"), XDG_DATA_HOME=str(home / ".local" / "share"))
    return subprocess.run([str(exe), *args], env=env, capture_output=True, text=True, timeout=timeout)


def test_bundle_smoke(tmp_path: Path) -> None:
    result = run_bundle(tmp_path, "--smoke", timeout=120)
    assert result.returncode == 0, result.stderr


def test_bundle_screenshots(tmp_path: Path) -> None:
    out = tmp_path / "shots"
    result = run_bundle(tmp_path, "screenshots", str(out), timeout=300)
    assert result.returncode == 0, result.stderr
    pictures = sorted(out.glob("*.png"))
    assert len(pictures) == SHOTS, [p.name for p in pictures]
    assert all(p.read_bytes().startswith(b"\x89PNG\r\n\x1a\n") for p in pictures)
