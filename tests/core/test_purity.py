"""The rules core stays pure (STYLE.md): no Qt, no clock, no global randomness, no I/O, and
immutable values only.

* ``spectacular_bid.core`` and the ``replay`` command import and run with PySide6 blocked;
* no core module imports Qt, ``time``, ``datetime`` or I/O modules, nor uses ``random``'s
  global functions (``random.Random`` as a type is fine);
* a whole game runs with the clocks and the global random functions booby-trapped;
* every class of the core is a frozen dataclass, an enum, a named tuple or an exception.
"""

from __future__ import annotations

import ast
import dataclasses
import datetime
import enum
import importlib
import inspect
import json
import os
import pkgutil
import random
import subprocess
import sys
import textwrap
import time
from pathlib import Path
from typing import Any

import pytest

import spectacular_bid
import spectacular_bid.core as core
from spectacular_bid.core import apply, deal_from, legal_actions, new_game, view_for, with_deal
from spectacular_bid.core.record import Event, Record, parse_record, trace

PROJECT = Path(spectacular_bid.__file__).resolve().parent.parent
CORE_DIR = Path(core.__file__).resolve().parent
CORE_FILES = sorted(CORE_DIR.rglob("*.py"))
CORE_MODULES = ["spectacular_bid.core"] + [
    m.name for m in pkgutil.walk_packages(core.__path__, "spectacular_bid.core.")
]

QT = {"PySide6", "PySide2", "PyQt5", "PyQt6", "shiboken6", "shiboken2"}
#: Modules the core must not import: Qt, clocks, the system and I/O (STYLE.md, "The core").
BANNED_IMPORTS = QT | {
    "time",
    "datetime",
    "calendar",
    "zoneinfo",
    "secrets",
    "uuid",
    "os",
    "sys",
    "io",
    "pathlib",
    "shutil",
    "tempfile",
    "socket",
    "subprocess",
    "threading",
    "multiprocessing",
    "asyncio",
    "importlib",
}
BANNED_CALLS = {"open", "print", "input", "breakpoint", "__import__", "eval", "exec"}


def test_core_modules_are_found() -> None:
    names = {p.stem for p in CORE_FILES}
    assert {"tiles", "table", "actions", "state", "clock", "rules", "record", "view"} <= names
    assert len(CORE_MODULES) == len(CORE_FILES)


# --- Importing with Qt blocked --------------------------------------------------------------


BLOCKED_RUN = textwrap.dedent(
    """
    import importlib, importlib.abc, io, json, pkgutil, runpy, sys

    QT = {qt!r}

    class BlockQt(importlib.abc.MetaPathFinder):
        def find_spec(self, name, path=None, target=None):
            if name.split(".")[0] in QT:
                raise ImportError(f"{{name}} is blocked: the core must not need Qt")
            return None

    sys.meta_path.insert(0, BlockQt())

    import spectacular_bid.core as core
    for m in pkgutil.walk_packages(core.__path__, "spectacular_bid.core."):
        importlib.import_module(m.name)
    import spectacular_bid.replay

    out, err = io.StringIO(), io.StringIO()
    assert spectacular_bid.replay.run_replay(sys.argv[1], True, out, err) == 0, err.getvalue()
    assert json.loads(out.getvalue().splitlines()[-1])["final"] is True

    sys.argv = ["spectacular-bid", "replay", sys.argv[1], "--trace"]
    try:
        runpy.run_module("spectacular_bid", run_name="__main__")
    except SystemExit as e:
        assert e.code in (0, None), e.code
    loaded = sorted(n for n in sys.modules if n.split(".")[0] in QT)
    assert not loaded, loaded
    print("pure")
    """
)


def small_record() -> Record:
    deal = deal_from(random.Random(11))
    state = new_game(("Ana", "Ben"), [deal])
    events = []
    for _ in range(12):
        action = legal_actions(state)[0]
        events.append(Event.of(action, state.time + 1000))
        state = apply(state, action, state.time + 1000)
    return Record(("Ana", "Ben"), (deal,), tuple(events))


def test_core_and_replay_import_and_run_with_qt_blocked(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    path.write_text(small_record().dumps(), encoding="utf-8")
    run = subprocess.run(
        [sys.executable, "-c", BLOCKED_RUN.format(qt=sorted(QT)), str(path)],
        cwd=tmp_path,
        env={**os.environ, "PYTHONPATH": str(PROJECT), "PYTHONDONTWRITEBYTECODE": "1"},
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert run.returncode == 0, run.stderr
    assert run.stdout.splitlines()[-1] == "pure"
    trace_lines = run.stdout.splitlines()[:-1]
    assert [json.loads(line) for line in trace_lines] == list(trace(small_record()))


def test_the_qt_blocker_does_block(tmp_path: Path) -> None:
    """The subprocess check would pass vacuously if its finder let Qt through."""
    code = BLOCKED_RUN.format(qt=sorted(QT)).split("import spectacular_bid.core")[0] + "import PySide6\n"
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120, cwd=tmp_path)
    assert run.returncode != 0 and "blocked" in run.stderr


# --- Static checks of the source ------------------------------------------------------------


def violations(source: str) -> list[str]:
    """What in ``source`` reads a clock, the global RNG, Qt or the system, by line."""
    found: list[str] = []
    tree = ast.parse(source)
    random_names = {"random"}
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                top = alias.name.split(".")[0]
                if top in BANNED_IMPORTS:
                    found.append(f"line {node.lineno}: import {alias.name}")
                if alias.name == "random" and alias.asname:
                    random_names.add(alias.asname)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            top = node.module.split(".")[0]
            if top in BANNED_IMPORTS:
                found.append(f"line {node.lineno}: from {node.module} import ...")
            if top == "random":
                found += [f"line {node.lineno}: from random import {a.name}" for a in node.names if a.name != "Random"]
        elif isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id in random_names:
            if node.attr != "Random":
                found.append(f"line {node.lineno}: random.{node.attr} (the global RNG)")
        elif isinstance(node, ast.Call):
            f = node.func
            if isinstance(f, ast.Name) and f.id in BANNED_CALLS:
                found.append(f"line {node.lineno}: {f.id}()")
            if (
                isinstance(f, ast.Attribute)
                and f.attr == "Random"
                and isinstance(f.value, ast.Name)
                and f.value.id in random_names
                and not node.args
                and not node.keywords
            ):
                found.append(f"line {node.lineno}: random.Random() seeded from the system")
    return found


@pytest.mark.parametrize("path", CORE_FILES, ids=[p.name for p in CORE_FILES])
def test_core_module_reads_no_clock_no_global_rng_no_qt(path: Path) -> None:
    assert violations(path.read_text(encoding="utf-8")) == []


@pytest.mark.parametrize(
    "source",
    [
        "import time\nt = time.monotonic()",
        "from time import monotonic_ns",
        "import datetime",
        "from datetime import datetime",
        "from PySide6.QtCore import QTimer",
        "import shiboken6",
        "import random\nrandom.shuffle(x)",
        "import random as r\nr.choice(x)",
        "from random import shuffle",
        "import random\nrng = random.Random()",
        "import os",
        "open('f')",
        "print(1)",
    ],
)
def test_the_static_check_catches(source: str) -> None:
    assert violations(source)


def test_the_static_check_allows_a_random_type() -> None:
    assert violations("import random\ndef deal(rng: random.Random) -> None:\n    random.Random(4)\n") == []


# --- The same at run time -------------------------------------------------------------------


def _trap(name: str) -> Any:
    def trapped(*args: object, **kwargs: object) -> object:
        raise AssertionError(f"the core called {name}")

    return trapped


def test_a_whole_game_runs_with_clocks_and_global_rng_trapped(monkeypatch: pytest.MonkeyPatch) -> None:
    rng = random.Random(5)  # made before the trap: the core gets its randomness passed in
    deals = [deal_from(random.Random(s)) for s in range(3)]
    with monkeypatch.context() as m:
        for name in ("time", "time_ns", "monotonic", "monotonic_ns", "perf_counter", "perf_counter_ns", "localtime"):
            m.setattr(time, name, _trap(f"time.{name}"))
        for name in ("random", "randint", "randrange", "choice", "choices", "shuffle", "sample", "seed", "getrandbits"):
            m.setattr(random, name, _trap(f"random.{name}"))
        m.setattr(datetime, "datetime", _trap("datetime.datetime"))
        state = new_game(("Ana", "Ben"), deals[:1])
        events = []
        for i in range(400):
            if state.is_over:
                break
            if state.stage.name == "HAND_OVER" and len(state.deals) <= state.hand_no + 1:
                state = with_deal(state, deal_from(random.Random(100 + i)))
            actions = legal_actions(state)
            action = actions[rng.randrange(len(actions))]
            events.append(Event.of(action, state.time + 900))
            state = apply(state, action, state.time + 900)
            view_for(state, 0)
            view_for(state, 1, state.time + 5)
        record = Record(("Ana", "Ben"), state.deals, tuple(events))
        assert list(trace(parse_record(record.dumps())))


# --- Immutable values -----------------------------------------------------------------------


def core_classes() -> list[type]:
    classes: list[type] = []
    for name in CORE_MODULES:
        module = importlib.import_module(name)
        classes += [c for _, c in inspect.getmembers(module, inspect.isclass) if c.__module__ == name]
    return classes


def test_every_core_dataclass_is_frozen() -> None:
    dataclasses_ = [c for c in core_classes() if dataclasses.is_dataclass(c)]
    assert len(dataclasses_) >= 10
    mutable = [c.__qualname__ for c in dataclasses_ if not c.__dataclass_params__.frozen]  # type: ignore[attr-defined]
    assert mutable == []


def test_every_core_class_is_an_immutable_value_or_an_error() -> None:
    def immutable(c: type) -> bool:
        return (
            (dataclasses.is_dataclass(c) and c.__dataclass_params__.frozen)  # type: ignore[attr-defined]
            or issubclass(c, (enum.Enum, tuple, Exception))
        )

    assert [c.__qualname__ for c in core_classes() if not immutable(c)] == []


def test_states_and_values_made_by_the_rules_cannot_be_changed() -> None:
    start = new_game(("Ana", "Ben"), [deal_from(random.Random(1))])
    state = apply(start, legal_actions(start)[0], 0)
    values: list[Any] = [state, state.table, state.hands[0][0], view_for(state, 0), legal_actions(state)[0]]
    for value in values:
        name = next(iter(dataclasses.fields(value))).name if dataclasses.is_dataclass(value) else "plays"
        with pytest.raises(AttributeError):
            setattr(value, name, None)
