"""Fixtures of the controller-layer tests; Qt runs offscreen."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest

from spectacular_bid.app import FakeTime


@pytest.fixture
def fake_time() -> FakeTime:
    """A fake clock starting at an arbitrary reading, so that game time differs from it."""
    return FakeTime(1_000_000)
