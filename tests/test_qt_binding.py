"""The Qt binding the project installs is free of PySide6 6.12.0's leak on Python 3.11.

That release drops a reference to ``None`` on every call that returns nothing; after some
thousand calls the interpreter aborts with "deallocating None". pyproject.toml keeps Python
3.11 below 6.12; this test fails if an install ever gets the broken pair again.
"""

import os
import sys

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QObject


def test_void_calls_keep_none_refcount() -> None:
    obj = QObject()
    before = sys.getrefcount(None)
    for i in range(10_000):
        obj.setObjectName("tile" if i % 2 else "table")  # returns None
    after = sys.getrefcount(None)
    assert after >= before - 100, f"None lost {before - after} references over 10,000 void calls"
