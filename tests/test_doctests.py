"""The worked examples in the modules' docstrings run as tests.

Every module of the package is imported (offscreen, as every Qt test) and its doctests run;
a module whose source shows an example (a prompt with code) must have its examples found.
"""

from __future__ import annotations

import doctest
import importlib
import inspect
import io
import pkgutil
import re

import pytest

import spectacular_bid

EXAMPLE = re.compile(r"^\s*>>> [^#\s]", re.MULTILINE)  #: a prompt with code (not a lone comment)
MODULES = sorted(
    m.name
    for m in pkgutil.walk_packages(spectacular_bid.__path__, "spectacular_bid.")
    if not m.name.endswith("__main__")  # running it starts the game
)


@pytest.mark.parametrize("name", MODULES)
def test_the_module_s_examples_hold(name: str) -> None:
    module = importlib.import_module(name)
    tests = doctest.DocTestFinder().find(module)
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    report = io.StringIO()
    for test in tests:
        runner.run(test, out=report.write)
    assert runner.failures == 0, report.getvalue()
    if EXAMPLE.search(inspect.getsource(module)):
        assert sum(len(t.examples) for t in tests) > 0, f"{name} shows examples that are not found"
