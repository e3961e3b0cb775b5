"""A games file whose disk fills up and empties again, for the tests of saving."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from typing import Any

import pytest

from spectacular_bid.app.storage import Storage


class FullDisk:
    """``store``'s disk, full while :attr:`full` is True: every write of a game then fails as
    SQLite's does (the storage's own methods, wrapped on that one object)."""

    def __init__(self, store: Storage, monkeypatch: pytest.MonkeyPatch) -> None:
        self.full = False
        for name in ("save_event", "catch_up", "create_game"):
            monkeypatch.setattr(store, name, self._failing(getattr(store, name)))

    def _failing(self, write: Callable[..., Any]) -> Callable[..., Any]:
        def wrapped(*args: Any) -> Any:
            if self.full:
                raise sqlite3.OperationalError("database or disk is full")
            return write(*args)

        return wrapped
