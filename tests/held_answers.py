"""The computer's answers held back, for tests that act while it thinks."""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any

import pytest

from spectacular_bid.app.engine_client import BuiltInEngine


def hold_answers(monkeypatch: pytest.MonkeyPatch, on_ask: Callable[[], None] | None = None) -> threading.Event:
    """Make every engine request wait (up to 10 s) until the returned event is set, calling
    ``on_ask`` in the engine's thread first; once set for good, answers pass straight through."""
    go_on = threading.Event()
    real = BuiltInEngine.ask

    def held(self: BuiltInEngine, request: dict[str, Any]) -> dict[str, Any]:
        if on_ask is not None:
            on_ask()
        go_on.wait(10)
        return real(self, request)

    monkeypatch.setattr(BuiltInEngine, "ask", held)
    return go_on


def close_while_thinking(qtbot: Any, controller: Any, player: Any, store: Any, go_on: threading.Event) -> None:
    """Close the program's game and its store while ``player`` (the computer) thinks, then let
    its held answer go — for good, so a reopened game's answers pass straight through — and
    wait until it has stopped thinking."""
    controller.close_game()
    controller.set_storage(None)
    store.close()
    go_on.set()
    qtbot.waitUntil(lambda: not player.thinking)
