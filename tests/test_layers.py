"""The layers as a contract (STYLE.md, "The shape"): imports run ui → app → core, never back.

Every ``import`` of the package's modules is read from the source (function-local imports and
``TYPE_CHECKING`` blocks included), so a forbidden import fails here before it ships:

* the core imports no Qt and nothing of the package above it;
* app imports no ui, and no Qt outside the controller and the computer player, the hints and
  the analysis runner beside it, which use Qt's core (signals, timers and a worker's queued
  answer), never its widgets;
* ui reaches the core through ``spectacular_bid.core`` and its value modules, never the rules'
  workings (``core.state``, ``core.rules``, ``core.clock``), and reaches app only through the
  modules listed in :data:`UI_MAY_USE` — never storage;
* the engine imports no Qt, no app and no ui, and the core only through its public API
  (``spectacular_bid.core``); app reaches the engine only through the engine's public API
  (``spectacular_bid.engine``, never ``engine.match`` or a level's workings), and ui never.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import spectacular_bid

PACKAGE = Path(spectacular_bid.__file__).resolve().parent
QT = ("PySide6", "shiboken6", "PyQt5", "PyQt6", "PySide2")

#: The app modules a screen may import, and what for.
UI_MAY_USE = {
    "spectacular_bid.app",  # the package: the Qt-free session and the time sources
    "spectacular_bid.app.controller",  # the game being played, its signals and intents
    "spectacular_bid.app.computer",  # the computer player of a practice game, beside the controller
    "spectacular_bid.app.hints",  # a practice game's hints, asked beside the computer player
    "spectacular_bid.app.coach",  # a finished game's analysis, made in the background and read back
    "spectacular_bid.app.engine_client",  # an engine to choose in the preferences, and what failed
    "spectacular_bid.app.practice",  # who the computer is, and how practice games are named
    "spectacular_bid.app.messages",  # the words: notes, refusals and results as sentences
    "spectacular_bid.app.resume",  # a saved game taken up again (R42–R43)
    "spectacular_bid.app.archive",  # the saved games, profiles and record files, with their errors
    "spectacular_bid.app.names",  # what a player's name may be (the new-game screen)
    "spectacular_bid.app.phrasing",  # how a name goes into a sentence (French elision)
    "spectacular_bid.app.timesource",  # the real and the fake clock
    "spectacular_bid.app.glicko2",  # the rating scale a profile is drawn on
    "spectacular_bid.app.session",  # the screenshot tour scripts whole games through it
    "spectacular_bid.app.tutorial",  # Learn to play: the script, its time and its words
}
#: The app modules that may use Qt's core: the controller and the computer player beside it.
QT_IN_APP = {
    "spectacular_bid.app.controller",
    "spectacular_bid.app.computer",
    "spectacular_bid.app.hints",
    "spectacular_bid.app.coach",
}

#: Core modules a screen must not import: they hold how the rules work, not what they decide.
UI_MUST_NOT_USE = {"spectacular_bid.core.state", "spectacular_bid.core.rules", "spectacular_bid.core.clock"}


def module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def is_module(name: str) -> bool:
    """Whether ``name`` is a module or package of spectacular_bid."""
    path = PACKAGE.parent.joinpath(*name.split("."))
    return path.with_suffix(".py").exists() or (path / "__init__.py").exists()


def imports(path: Path) -> Iterator[tuple[str, int]]:
    """Every module ``path`` imports, absolute, with its line: ``from ..core.state import X``
    in a ui module gives ``spectacular_bid.core.state``; ``from ..app import storage`` gives
    ``spectacular_bid.app`` and ``spectacular_bid.app.storage``."""
    package = module_name(path).split(".")
    if path.name != "__init__.py":
        package = package[:-1]
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield alias.name, node.lineno
        elif isinstance(node, ast.ImportFrom):
            base = package[: len(package) - node.level + 1] if node.level else []
            module = ".".join(base + ([node.module] if node.module else []))
            yield module, node.lineno
            for alias in node.names:
                if is_module(f"{module}.{alias.name}"):
                    yield f"{module}.{alias.name}", node.lineno


def modules_of(layer: str) -> list[Path]:
    return sorted((PACKAGE / layer).rglob("*.py"))


def breaches(layer: str, allowed: object) -> list[str]:
    """``module:line imported`` for every import of ``layer`` that ``allowed(module, imported)``
    refuses."""
    found = []
    for path in modules_of(layer):
        name = module_name(path)
        for imported, line in imports(path):
            if not allowed(name, imported):  # type: ignore[operator]
                found.append(f"{name}:{line} imports {imported}")
    return sorted(set(found))


def is_qt(imported: str) -> bool:
    return imported.split(".")[0] in QT


def within(imported: str, *packages: str) -> bool:
    return any(imported == p or imported.startswith(p + ".") for p in packages)


def test_the_contract_reads_every_layer() -> None:
    assert len(modules_of("core")) >= 8 and len(modules_of("app")) >= 6 and len(modules_of("ui")) >= 15
    assert len(modules_of("engine")) >= 6
    found = {m for m, _ in imports(PACKAGE / "ui" / "dialogs" / "replay_viewer.py")}
    assert {"spectacular_bid.app.controller", "spectacular_bid.core", "PySide6.QtCore"} <= found


def test_the_core_imports_no_qt_and_nothing_above_it() -> None:
    def allowed(name: str, imported: str) -> bool:
        if is_qt(imported):
            return False
        return not within(imported, "spectacular_bid") or within(imported, "spectacular_bid.core")

    assert breaches("core", allowed) == []


def test_app_imports_no_ui_and_no_qt_widgets_and_qt_only_in_the_controller() -> None:
    def allowed(name: str, imported: str) -> bool:
        if within(imported, "spectacular_bid.ui"):
            return False
        if is_qt(imported):
            return name in QT_IN_APP and within(imported, "PySide6.QtCore")
        return True

    assert breaches("app", allowed) == []


def ui_allowed(name: str, imported: str) -> bool:
    if within(imported, *UI_MUST_NOT_USE):
        return False
    if within(imported, "spectacular_bid.app"):
        return imported in UI_MAY_USE
    return True


def test_the_ui_rule_catches_what_it_should() -> None:
    assert not ui_allowed("spectacular_bid.ui.x", "spectacular_bid.core.state")
    assert not ui_allowed("spectacular_bid.ui.x", "spectacular_bid.app.storage")
    assert ui_allowed("spectacular_bid.ui.x", "spectacular_bid.app.controller")
    assert ui_allowed("spectacular_bid.ui.x", "spectacular_bid.core.Stage")
    assert ui_allowed("spectacular_bid.ui.x", "spectacular_bid.app")


def test_ui_imports_the_core_and_app_only_through_their_contract() -> None:
    assert breaches("ui", ui_allowed) == []


def test_the_ui_reaches_the_saved_games_only_through_the_archive() -> None:
    """The store and the record files are the archive's inside: no screen names them."""
    inside = {"spectacular_bid.app.storage", "spectacular_bid.app.records_io", "spectacular_bid.app.lock"}
    assert not inside & UI_MAY_USE
    users = {
        module_name(path) for path in modules_of("ui") for m, _ in imports(path) if m == "spectacular_bid.app.archive"
    }
    assert {
        "spectacular_bid.ui.launch",
        "spectacular_bid.ui.dialogs.history_dialog",
        "spectacular_bid.ui.dialogs.profile_dialog",
    } <= users


#: The ui modules that may hold a whole game (both hands): the replay viewer and the count at
#: the end of a hand show finished hands in full (R41); the screenshot script plays scripted
#: games through the rules, as a player would, to reach each screen.
WHOLE_GAME_READERS = {
    "spectacular_bid.ui.dialogs.replay_viewer",
    "spectacular_bid.ui.screens.summary_screen",
    "spectacular_bid.ui.screenshots",
}


def names_imported(path: Path) -> Iterator[tuple[str, int]]:
    """Every name ``path`` imports with ``from … import name`` (``TYPE_CHECKING`` included)."""
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.ImportFrom):
            for alias in node.names:
                yield alias.name, node.lineno


def test_screens_get_seat_views_never_the_whole_game() -> None:
    """Widgets get only seat views, never a ``GameState`` holding both hands (R7, R41)."""
    found = [
        f"{module_name(path)}:{line}"
        for path in modules_of("ui")
        if module_name(path) not in WHOLE_GAME_READERS
        for name, line in names_imported(path)
        if name == "GameState"
    ]
    assert found == []


def reads_of_end_values(path: Path) -> Iterator[int]:
    """Lines where ``path`` indexes a table's ``values`` (``table.values[i]``), where the core
    keeps -1 for an end not yet open: a screen asks ``open_ends`` instead."""
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.Subscript) and isinstance(node.value, ast.Attribute) and node.value.attr == "values":
            yield node.lineno


def test_screens_never_read_the_closed_end_marker() -> None:
    found = [f"{module_name(path)}:{line}" for path in modules_of("ui") for line in reads_of_end_values(path)]
    assert found == []


def test_the_screen_checks_catch_what_they_should(tmp_path: Path) -> None:
    widget = tmp_path / "widget.py"
    widget.write_text(
        "from ..core import GameState, Table\n"
        "def shows(table: Table, i: int) -> bool:\n"
        "    return table.values[i] != -1\n",
        encoding="utf-8",
    )
    assert [name for name, _ in names_imported(widget)] == ["GameState", "Table"]
    assert list(reads_of_end_values(widget)) == [3]


def engine_allowed(name: str, imported: str) -> bool:
    if is_qt(imported) or within(imported, "spectacular_bid.app", "spectacular_bid.ui"):
        return False
    if within(imported, "spectacular_bid.core"):
        return imported == "spectacular_bid.core"  # the core's public API
    return True


def test_the_engine_imports_no_qt_no_app_and_the_core_only_through_its_api() -> None:
    assert not engine_allowed("spectacular_bid.engine.x", "spectacular_bid.core.state")
    assert not engine_allowed("spectacular_bid.engine.x", "spectacular_bid.app.computer")
    assert not engine_allowed("spectacular_bid.engine.x", "PySide6.QtCore")
    assert engine_allowed("spectacular_bid.engine.x", "spectacular_bid.core")
    assert breaches("engine", engine_allowed) == []


def test_app_reaches_the_engine_only_through_its_public_api_and_ui_never() -> None:
    def app_allowed(name: str, imported: str) -> bool:
        return not within(imported, "spectacular_bid.engine") or imported == "spectacular_bid.engine"

    def ui_allowed_engine(name: str, imported: str) -> bool:
        return not within(imported, "spectacular_bid.engine")

    assert not app_allowed("spectacular_bid.app.x", "spectacular_bid.engine.match")
    assert breaches("app", app_allowed) == []
    assert breaches("ui", ui_allowed_engine) == []
    users = {module_name(p) for p in modules_of("app") for m, _ in imports(p) if m == "spectacular_bid.engine"}
    assert users == {"spectacular_bid.app.engine_client"}  # one path from the window to the computer
