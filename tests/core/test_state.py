"""The game state value: :func:`~spectacular_bid.core.state.evolve` changes a state the way
:func:`dataclasses.replace` does, and refuses what it refuses (STYLE.md: fast paths must
refuse what the slow path refuses)."""

from __future__ import annotations

import dataclasses
import random

import pytest

from spectacular_bid.core import START, GameState, Stage, apply, deal_from, new_game
from spectacular_bid.core.state import evolve, from_fields


def a_game() -> GameState:
    return apply(new_game(("Ana", "Ben"), [deal_from(random.Random(7))]), START, 0)


def test_evolve_refuses_a_misspelled_field() -> None:
    state = a_game()
    with pytest.raises(TypeError, match="stgae"):
        evolve(state, stgae=Stage.OVER)


def test_evolve_changes_what_replace_changes_and_leaves_the_state_untouched() -> None:
    state = a_game()
    before = dataclasses.replace(state)
    changed = evolve(state, time=5, passes=1)
    assert changed == dataclasses.replace(state, time=5, passes=1)
    assert state == before
    assert changed is not state


def test_from_fields_refuses_a_stray_field() -> None:
    """The rules' fast path sets fields by name on a copied dictionary: a misspelled name adds a
    key instead of changing the field, and must be refused as evolve refuses it."""
    state = a_game()
    fields = state.__dict__.copy()
    fields["stgae"] = Stage.OVER
    with pytest.raises(TypeError, match="stgae"):
        from_fields(fields)
