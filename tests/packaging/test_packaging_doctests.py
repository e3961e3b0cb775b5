"""The worked examples in the docstrings of the packaging scripts still hold (the package's
own modules are checked by ``tests/test_doctests.py``)."""

from __future__ import annotations

import doctest
import importlib
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "packaging"))
sys.path.insert(0, str(Path(__file__).resolve().parent))

MODULES = [
    "entry",
    "smoke",
    "versions",
    "workflow_yaml",
]


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name: str) -> None:
    module = importlib.import_module(name)
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
    assert result.attempted > 0, f"{name} has no examples"
    assert result.failed == 0
