"""Fixtures of the UI tests: every table of random legal games, a full table of 28 tiles, a
games store, and the English window on a fake clock."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import random
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot

from spectacular_bid.app.controller import GameController
from spectacular_bid.app.storage import Storage, open_storage
from spectacular_bid.app.timesource import FakeTime
from spectacular_bid.core import (
    ALL_TILES,
    CONTINUE,
    START,
    Stage,
    Table,
    Tile,
    apply,
    deal_from,
    legal_actions,
    needs_deal,
    new_game,
    with_deal,
)
from spectacular_bid.ui.main_window import MainWindow


def game_hands(seed: int) -> Iterator[list[Table]]:
    """The hands of one random legal game (uniform legal actions, seeded), each as the list of
    its tables after every play, opening first."""
    rng = random.Random(seed)
    state = apply(new_game(("Ana", "Ben"), [deal_from(rng)]), START, 0)
    at = 0
    tables: list[Table] = []
    while state.stage is not Stage.OVER:
        if state.stage is Stage.HAND_OVER:
            if tables:
                yield tables
            tables = []
            if needs_deal(state):
                state = with_deal(state, deal_from(rng))
            state = apply(state, CONTINUE, at)
            continue
        at += 100
        before = state.table
        state = apply(state, rng.choice(legal_actions(state)), at)
        if state.table is not before and state.table.plays:
            tables.append(state.table)
    if tables:
        yield tables


def build_full_table(seed: int = 3) -> Table:
    """A legal table holding all 28 tiles, built with the core's placement rules (R11–R15) by a
    seeded random search, with a spinner whose two side branches are used."""
    rng = random.Random(seed)

    def extend(table: Table, left: list[Tile], depth: int) -> Table | None:
        if not left:
            return table
        moves = [(t, e) for t in left for e in table.ends_for(t)]
        rng.shuffle(moves)
        for tile, end in moves[:3]:
            found = extend(table.place(tile, end), [t for t in left if t != tile], depth + 1)
            if found is not None:
                return found
        return None

    for _ in range(500):
        tiles = list(ALL_TILES)
        rng.shuffle(tiles)
        opening = next(t for t in tiles if t.is_double)
        table = extend(Table().open_with(opening), [t for t in tiles if t != opening], 0)
        if table is not None and table.values[2] != -1 and len({p.end for p in table.plays}) == 5:
            return table
    raise AssertionError("no full table found")


@pytest.fixture(scope="session")
def random_hands() -> list[list[Table]]:
    """The hands of 40 random games: a few thousand tables, many of them long."""
    return [hand for seed in range(40) for hand in game_hands(seed)]


@pytest.fixture(scope="session")
def full_table() -> Table:
    """A table of all 28 tiles."""
    table = build_full_table()
    assert len(table.plays) == 28
    return table


@pytest.fixture(scope="session")
def hands_of() -> Callable[[int], Iterator[list[Table]]]:
    """The generator of a game's hands, for tests that pick their own seeds."""
    return game_hands


@pytest.fixture
def storage(tmp_path: Path) -> Iterator[Storage]:
    """An open games store in its own folder, closed afterwards."""
    store, _ = open_storage(tmp_path / "games")
    yield store
    store.close()


@pytest.fixture
def motion() -> bool:
    """Whether the ``window`` fixture's motion is on: off, so that every change shows at once
    (parametrize ``motion`` for a test to run with it on, ``tests/ui/test_motion.py``)."""
    return False


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path, motion: bool) -> Iterator[MainWindow]:
    """The window in English at 1280×800, shown, with its menus, its controller on a fake clock
    (``window.fake_time``), no saved games and motion as ``motion`` says; retired afterwards."""
    from spectacular_bid.ui.motion import MOTION_KEY

    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    settings.setValue(MOTION_KEY, motion)
    time = FakeTime(5_000_000)
    w = MainWindow(GameController(time), "en", None, settings)
    w.resize(1280, 800)
    w.show()
    qtbot.waitExposed(w)
    w.build_menus()
    w.fake_time = time  # type: ignore[attr-defined]
    yield w
    w.retire()
