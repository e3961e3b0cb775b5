"""Test-wide setup: the Qt platform for GUI tests and the Hypothesis profiles.

Pick a profile with ``HYPOTHESIS_PROFILE``: ``ci`` (the default: derandomized, no example
database, the same examples on every run), ``default`` (random, moderate) or ``dev`` (fast, for
edit–test loops). ``max_examples`` is the number of games the state machine plays (each of up
to ``stateful_step_count`` steps) and the number of examples of every other property.
"""

from __future__ import annotations

import os

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from hypothesis import HealthCheck, settings

_BASE = settings(
    deadline=None,  # wall-clock speed is not a test matter (STYLE.md: benchmarks live apart)
    suppress_health_check=[HealthCheck.too_slow],
)

settings.register_profile(
    "ci", _BASE, max_examples=200, stateful_step_count=60, derandomize=True, database=None, print_blob=True
)
settings.register_profile("default", _BASE, max_examples=100, stateful_step_count=50)
settings.register_profile("dev", _BASE, max_examples=20, stateful_step_count=30)
#: ``pytest --hypothesis-profile=long -m long``: the property runs of the tests marked ``long``
#: (the state machine takes over 100,000 steps); skipped unless ``-m`` names them.
settings.register_profile(
    "long", _BASE, max_examples=2_500, stateful_step_count=60, derandomize=True, database=None, print_blob=True
)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Skip the tests marked ``long`` unless ``-m`` names them (README, Testing)."""
    if "long" in (config.getoption("markexpr") or ""):
        return
    skip = pytest.mark.skip(reason="a long property run: pytest --hypothesis-profile=long -m long")
    for item in items:
        if "long" in item.keywords:
            item.add_marker(skip)
