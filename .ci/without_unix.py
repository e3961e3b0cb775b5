"""Collect the test suite as Windows and macOS would, on Linux: without the Unix features they
lack, so that a test module that needs one at import time fails here, not on their first run.

    python .ci/without_unix.py [PYTEST ARGUMENTS]     e.g. --collect-only -q

Before pytest starts, it hides what Windows lacks (the ``resource`` module, ``os.geteuid``,
``os.mkfifo``, ``signal.SIGKILL``; not ``os.getuid``, which a Linux-only module of
platformdirs imports, one that Windows never loads) and what macOS lacks (``/proc``: opening,
listing or examining anything under it raises ``FileNotFoundError``), then runs pytest in this
process with the arguments given. It exits with pytest's status: with ``--collect-only``, 0
only if every module was collected without an error. Only the collection is meant to run
under it: the tests themselves may need what is hidden, on Linux.
"""

from __future__ import annotations

import builtins
import functools
import importlib.abc
import io
import os
import signal
import sys
from collections.abc import Callable, Sequence
from typing import Any

#: The modules of the standard library that Windows does not have.
MODULES = ("resource",)
#: ``(module, name)`` of the functions and constants that Windows does not have.
NAMES = ((os, "geteuid"), (os, "mkfifo"), (signal, "SIGKILL"))
PROC = "/proc"


class _Refuse(importlib.abc.MetaPathFinder):
    """Makes ``import resource`` fail as it does on Windows."""

    def find_spec(self, name: str, path: Sequence[str] | None, target: object = None) -> None:
        if name in MODULES:
            raise ModuleNotFoundError(f"No module named {name!r}", name=name)
        return None


def _under_proc(path: Any) -> bool:
    if isinstance(path, int):  # a file descriptor
        return False
    try:
        text = os.fsdecode(os.fspath(path))
    except TypeError:
        return False
    full = os.path.normpath(os.path.join(os.getcwd(), text))
    return full == PROC or full.startswith(PROC + "/")


def _hiding_proc(real: Callable[..., Any]) -> Callable[..., Any]:
    @functools.wraps(real)
    def call(path: Any = ".", *args: Any, **kwargs: Any) -> Any:
        if _under_proc(path):
            raise FileNotFoundError(2, "No such file or directory (hidden: macOS has no /proc)", os.fspath(path))
        return real(path, *args, **kwargs)

    return call


def hide() -> None:
    """Hide the Unix features above from everything imported afterwards."""
    for name in MODULES:
        sys.modules.pop(name, None)
    sys.meta_path.insert(0, _Refuse())
    for module, name in NAMES:
        if hasattr(module, name):
            delattr(module, name)
    for name in ("stat", "lstat", "open", "listdir", "scandir", "readlink", "access"):
        setattr(os, name, _hiding_proc(getattr(os, name)))
    builtins.open = io.open = _hiding_proc(io.open)


def main(argv: list[str]) -> int:
    hide()
    import pytest

    return int(pytest.main(argv))


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
