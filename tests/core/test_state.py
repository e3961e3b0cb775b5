"""The game state value: :func:`~spectacular_bid.core.state.evolve` changes a state the way
:func:`dataclasses.replace` does, and refuses what it refuses (STYLE.md: fast paths must
refuse what the slow path refuses)."""

from __future__ import annotations

import dataclasses
import random

import pytest

from spectacular_bid.core import START, GameState, Stage, apply, deal_from, new_game
from spectacular_bid.core import state as state_module
from spectacular_bid.core.state import evolve


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


def test_evolve_refuses_a_name_that_is_not_a_field_even_in_place_of_one() -> None:
    """A state's fields set by name: ``tme`` for ``time`` must be refused, not build a state
    without a time (the unchecked builder behind it is private to the rules)."""
    state = a_game()
    with pytest.raises(TypeError, match="tme"):
        evolve(state, tme=5)
    assert not hasattr(state_module, "from_fields")
