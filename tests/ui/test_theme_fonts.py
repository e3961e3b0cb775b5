"""The theme passes Qt installed font families only, each desktop's own first."""

from __future__ import annotations

import os
import re
import sys

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
from PySide6.QtGui import QFontDatabase, QFontInfo

from spectacular_bid.ui import theme

WINDOWS_ONLY = {"Segoe UI", "Cascadia Mono", "Consolas"}


def test_installed_keeps_the_order_and_drops_what_is_missing() -> None:
    have = {"Helvetica Neue", "Menlo", "DejaVu Sans"}
    assert theme.installed(["Segoe UI", "Helvetica Neue", "DejaVu Sans"], have.__contains__) == [
        "Helvetica Neue",
        "DejaVu Sans",
    ]
    assert theme.installed(["Cascadia Mono", "Consolas"], have.__contains__) == []


def test_macs_choices_start_with_macs_fonts() -> None:
    for choices in (theme.FONT_CHOICES, theme.MONO_CHOICES):
        assert not WINDOWS_ONLY & set(choices["mac"])
        assert not WINDOWS_ONLY & set(choices["unix"])
    assert theme.FONT_CHOICES["mac"][0] == "Helvetica Neue" and theme.MONO_CHOICES["mac"][0] == "Menlo"
    assert theme.FONT_CHOICES["windows"][0] == "Segoe UI"


@pytest.mark.parametrize("platform", ["darwin", "win32", "linux"])
def test_qt_gets_installed_families_only(qapp: object, monkeypatch: pytest.MonkeyPatch, platform: str) -> None:
    monkeypatch.setattr(sys, "platform", platform)
    here = set(QFontDatabase.families())
    for mono in (False, True):
        chosen = theme.families(mono)
        assert chosen and set(chosen) <= here, (platform, chosen)
        assert theme.font(mono=mono).families() == chosen
    named = re.findall(r"font-family: ([^;]+);", theme.style_sheet())
    assert named
    for value in named:
        assert {name.strip().strip('"') for name in value.split(",")} <= here, value


def test_a_desktop_with_none_of_the_choices_gets_its_system_font(qapp: object, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "platform", "win32")
    if set(theme.FONT_CHOICES["windows"]) & set(QFontDatabase.families()):
        pytest.skip("this machine has a Windows font")
    system = QFontInfo(QFontDatabase.systemFont(QFontDatabase.SystemFont.GeneralFont)).family()
    assert theme.families() == [system] and system in QFontDatabase.families()
