"""Keeping a second copy of the program away from the saved games: SQLite holds the lock.

The games file is opened with ``PRAGMA locking_mode=EXCLUSIVE`` before its first read, and a
write transaction is begun and committed at once: from then on SQLite keeps the file locked
until the connection closes — on quit, or when the process ends in any way. There is no lock
file to delete, and SQLite's own locks stay the only ones on the database (an ``fcntl`` or
``msvcrt`` lock of our own on the same file would break them: on POSIX, closing any descriptor
of a file drops every lock the process holds on it).

A second copy opening the file gets ``SQLITE_BUSY`` and is told the games are open in another
copy (:class:`StoreLocked`). Any other failure — a network folder without locks, a disk error —
is raised as it is, for the caller to name (it is not "another copy").
"""

from __future__ import annotations

import sqlite3

#: How long a second copy waits for the lock before saying the games are open elsewhere, in
#: seconds: a copy that is just quitting gets the time to let go.
LOCK_WAIT_S = 0.25

_SQLITE_BUSY = 5
_SQLITE_LOCKED = 6


class StoreLocked(Exception):
    """Another copy of the program has the games open."""

    def __init__(self) -> None:
        super().__init__("the games in this folder are open in another copy of Spectacular Bid")


def is_busy(error: sqlite3.Error) -> bool:
    """Whether ``error`` says another connection holds the file (``SQLITE_BUSY`` or
    ``SQLITE_LOCKED``, extended codes included)."""
    code = getattr(error, "sqlite_errorcode", None)
    return code is not None and code & 0xFF in (_SQLITE_BUSY, _SQLITE_LOCKED)


def claim(db: sqlite3.Connection) -> None:
    """Ask SQLite to keep every lock ``db`` takes until it closes. Must run before the first
    read: that read then takes the lock (:class:`StoreLocked` if another copy has it)."""
    db.execute("PRAGMA locking_mode=EXCLUSIVE")


def hold(db: sqlite3.Connection) -> None:
    """Take the exclusive lock now, with an empty write transaction: :class:`StoreLocked` if
    another copy holds the file, the SQLite error itself for any other failure."""
    try:
        db.execute("BEGIN IMMEDIATE")
        db.execute("COMMIT")
    except sqlite3.OperationalError as e:
        if is_busy(e):
            raise StoreLocked() from None
        raise
