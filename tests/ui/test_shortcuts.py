"""The menus' keys on each platform: none that the system takes, none used twice, and the
window uses the running platform's choice (``sys.platform`` stands in for the platform)."""

from __future__ import annotations

import os
import sys

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtGui import QKeySequence

from spectacular_bid.ui import platforms
from spectacular_bid.ui.main_window import MainWindow
from spectacular_bid.ui.platforms import family
from spectacular_bid.ui.shortcuts import RESERVED, SHORTCUTS, key_text, sequences

PLATFORMS = ["darwin", "win32", "linux"]


def normal(key: str) -> str:
    """A key in Qt's portable text, spelled one way (``Ctrl+Shift+R``, ``F1``)."""
    return QKeySequence(key).toString(QKeySequence.SequenceFormat.PortableText)


@pytest.mark.parametrize("platform", PLATFORMS)
def test_no_shortcut_is_a_key_the_platform_keeps(platform: str) -> None:
    reserved = {normal(k): action for k, action in RESERVED[family(platform)].items()}
    for name in SHORTCUTS:
        key = normal(key_text(name, platform))
        assert key, name
        if key in reserved:
            assert reserved[key] == name, f"{key} is the system's on {platform}, not {name}'s"
        if family(platform) != "mac":
            assert "Meta" not in key, f"{name}: the Windows or Super key belongs to the system"


@pytest.mark.parametrize("platform", PLATFORMS)
def test_no_two_actions_share_a_key(platform: str) -> None:
    keys = [normal(key_text(name, platform)) for name in SHORTCUTS]
    assert len(set(keys)) == len(keys)


def test_mac_keeps_hide_for_the_system_and_help_off_the_function_keys() -> None:
    assert key_text("history", "darwin") != "Ctrl+H"  # ⌘H is Hide
    assert not key_text("rules", "darwin").startswith("F")  # F1 needs Fn on a Mac keyboard
    assert key_text("history", "win32") == key_text("history", "linux") == "Ctrl+H"
    assert key_text("rules", "win32") == "F1"


def test_the_tables_key_comes_first_then_qts_other_standard_keys(qapp: object) -> None:
    reserved = {normal(k) for k, allowed in RESERVED[family()].items()}
    for name, shortcut in SHORTCUTS.items():
        keys = [k.toString() for k in sequences(name)]
        assert keys[0] == normal(key_text(name)) and len(set(keys)) == len(keys), name
        if shortcut.standard is None:
            assert len(keys) == 1, name
            continue
        standard = getattr(QKeySequence.StandardKey, shortcut.standard)  # a real standard key
        bindings = [k.toString() for k in QKeySequence.keyBindings(standard)]
        for extra in keys[1:]:
            assert extra in bindings and extra not in reserved, (name, extra)


def test_qts_standard_keys_that_the_platform_keeps_are_left_out(qapp: object, monkeypatch: pytest.MonkeyPatch) -> None:
    extras = {name: [k.toString() for k in sequences(name)][1:] for name in SHORTCUTS}
    name = next((n for n, keys in extras.items() if keys), None)
    if name is None:
        pytest.skip("Qt binds no further standard key on this platform")
    monkeypatch.setitem(RESERVED[family()], extras[name][0], None)  # as if the system took it
    assert extras[name][0] not in [k.toString() for k in sequences(name)]


@pytest.mark.parametrize("platform", PLATFORMS)
def test_the_window_takes_the_platforms_keys(qtbot, tmp_path, monkeypatch, platform: str) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(sys, "platform", platform)
    window = MainWindow(None, "en", None, QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    window.build_menus()
    expected = {
        "history": window.menus.history_action,
        "rules": window.menus.help_action,
        "resign": window.menus.resign_action,
    }
    for name, action in expected.items():
        assert normal(key_text(name, platform)) in [k.toString() for k in action.shortcuts()], (platform, name)
    if platform == "darwin":
        assert "Ctrl+H" not in [k.toString() for k in window.menus.history_action.shortcuts()]
        assert "F1" not in [k.toString() for k in window.menus.help_action.shortcuts()]
    window.retire()


def test_family() -> None:
    assert [family(p) for p in ("darwin", "win32", "linux", "freebsd14")] == ["mac", "windows", "unix", "unix"]
    assert platforms.family() == family(sys.platform)
