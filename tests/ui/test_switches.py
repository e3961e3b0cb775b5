"""The on/off settings read back from a damaged settings file: a clear true or false is taken,
anything else gives the setting's default (a hostile-input probe's values, written into the
file as they would stand there). Read as "not true", garbage in ``game/confirm_resign`` turned
the resignation question off, and garbage in sound or motion turned them off, without a word."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings

from spectacular_bid.ui.dialogs.preferences import (
    COMMAND_KEY,
    CONFIRM_RESIGN_KEY,
    USE_KEY,
    confirm_resign,
    engine_command,
)
from spectacular_bid.ui.motion import MOTION_KEY, MotionSettings
from spectacular_bid.ui.sound import ENABLED_KEY, SoundSettings
from spectacular_bid.ui.switches import stored_switch

#: Damaged values, as the probe wrote them right of ``=`` in the INI file.
HOSTILE: dict[str, bytes] = {
    "byte array": b"@ByteArray(\\0\\x1\\xff\\xfe garbage)",
    "unknown variant type": b"@Variant(\\0\\0\\0\\x7f\\0\\0\\0\\nQFakeType\\0\\0\\0\\0)",
    "variant int 5": b"@Variant(\\0\\0\\0\\x2\\0\\0\\0\\x5)",
    "variant string of huge length": b"@Variant(\\0\\0\\0\\n\\x7f\\xff\\xff\\xff)",
    "variant string list": b"@Variant(\\0\\0\\0\\xb\\0\\0\\0\\x2\\0\\0\\0\\x2\\0\\x61\\0\\0\\0\\x2\\0\\x62)",
    "variant map": b"@Variant(\\0\\0\\0\\b\\0\\0\\0\\x1\\0\\0\\0\\x2\\0\\x61\\0\\0\\0\\x2\\0\\0\\0\\x1)",
    "rect": b"@Rect(0 0 -5 99999999999)",
    "point": b"@Point(1 2)",
    "size": b"@Size(-1 -1)",
    "list": b"a, b, c",
    "nan": b"nan",
    "huge number": b"9" * 5000,
    "1e999": b"1e999",
    "NUL": b"a\\0b",
    "surrogate": b"\\xd800",
    "newline": b'"a\\nb"',
    "10k characters": b"x" * 10_000,
    "empty": b"",
    "-1": b"-1",
    "2": b"2",
    "yes": b"yes",
    "bidi override": "\u202eAna".encode(),
    "path": b"../../../../etc",
    "invalid UTF-8": b"\xff\xfe\xc0 bad",
}
#: Clear values, as QSettings writes a switch or as a person would edit one.
CLEAR: dict[bytes, bool] = {
    b"true": True,
    b"false": False,
    b"TRUE": True,
    b"False": False,
    b" true ": True,
    b"1": True,
    b"0": False,
}

#: Each switch: its key, its default, and how the program reads it from a store.
SWITCHES: dict[str, tuple[str, bool, Callable[[QSettings], bool]]] = {
    "confirm resign": (CONFIRM_RESIGN_KEY, True, confirm_resign),
    "sound": (ENABLED_KEY, True, lambda store: SoundSettings(store).enabled),
    "motion": (MOTION_KEY, True, lambda store: MotionSettings(store).enabled),
    "another engine": (USE_KEY, False, lambda store: engine_command(store) is not None),
}


def store_with(tmp_path: Path, key: str, raw: bytes) -> QSettings:
    """A settings file holding ``key=raw`` (and an engine's command, for ``USE_KEY`` to mean
    something), written as bytes, as a damaged file holds it."""
    group, name = key.split("/")
    lines = [b"[computer]", b"engine_command=spectacular-bid engine"]
    if group == "computer":
        lines.append(name.encode() + b"=" + raw)
    else:
        lines += [b"[" + group.encode() + b"]", name.encode() + b"=" + raw]
    path = tmp_path / "settings.ini"
    path.write_bytes(b"\n".join(lines) + b"\n")
    return QSettings(str(path), QSettings.Format.IniFormat)


@pytest.mark.parametrize("switch", SWITCHES)
@pytest.mark.parametrize("damage", HOSTILE)
def test_a_damaged_switch_reads_as_its_default(switch: str, damage: str, tmp_path: Path) -> None:
    key, default, read = SWITCHES[switch]
    store = store_with(tmp_path, key, HOSTILE[damage])
    assert store.value(COMMAND_KEY) == "spectacular-bid engine"
    assert read(store) is default
    assert stored_switch(store, key, default) is default


@pytest.mark.parametrize("switch", SWITCHES)
@pytest.mark.parametrize("raw", CLEAR)
def test_a_clear_switch_reads_as_written(switch: str, raw: bytes, tmp_path: Path) -> None:
    key, _, read = SWITCHES[switch]
    assert read(store_with(tmp_path, key, raw)) is CLEAR[raw]


@pytest.mark.parametrize("switch", SWITCHES)
@pytest.mark.parametrize("on", [True, False])
def test_a_switch_set_by_the_program_reads_back(switch: str, on: bool, tmp_path: Path) -> None:
    key, default, read = SWITCHES[switch]
    path = tmp_path / "settings.ini"
    written = QSettings(str(path), QSettings.Format.IniFormat)
    written.setValue(COMMAND_KEY, "spectacular-bid engine")
    assert read(written) is default  # missing: the default
    written.setValue(key, on)
    written.sync()
    assert read(written) is on
    assert read(QSettings(str(path), QSettings.Format.IniFormat)) is on


@pytest.mark.parametrize(
    ("value", "read"), [(True, True), (False, False), (1, True), (0, False), (2, None), (None, None)]
)
def test_a_stored_value_of_another_type_is_taken_only_when_clear(value: object, read: bool | None) -> None:
    """Values as a store other than an INI file may hold them (macOS's property lists keep
    booleans and numbers)."""

    class Store:
        def value(self, key: str, default: object = None) -> object:
            return value

    for default in (True, False):
        assert stored_switch(Store(), "any/key", default) is (default if read is None else read)  # type: ignore[arg-type]
