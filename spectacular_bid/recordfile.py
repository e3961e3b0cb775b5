"""Reading a game record from outside, with the size limit RECORD.md fixes. Imports no Qt.

A long real record is under 200 KB; RECORD.md fixes the limit at 8 MiB for ``replay``, and the
import uses the same. Any file, device or pipe is read up to the limit and never further, so
``/dev/zero`` or a file that reports a size of 0 cannot grow the program's memory; ``-`` reads
standard input (so ``replay <(zcat game.json.gz)`` and ``replay - < game.json`` both work).
"""

from __future__ import annotations

import errno
import os
import stat
import sys
from typing import BinaryIO

RECORD_LIMIT = 8 * 1024 * 1024  #: bytes; RECORD.md: larger input is not a record
#: A path as the system takes it: text, or bytes where file names are bytes.
AnyPath = str | bytes | os.PathLike[str] | os.PathLike[bytes]


class RecordTooLarge(ValueError):
    """The input holds more than :data:`RECORD_LIMIT` bytes; nothing past the limit was read."""

    def __init__(self, source: str, limit: int = RECORD_LIMIT) -> None:
        size = f"{limit // (1024 * 1024)} MiB" if limit >= 1024 * 1024 else f"{limit} bytes"
        super().__init__(f"{source} is larger than {size}, too large to be a game record")
        self.source = source
        self.limit = limit


def read_capped(stream: BinaryIO, source: str, limit: int = RECORD_LIMIT) -> bytes:
    """Read ``stream`` to its end, or raise :class:`RecordTooLarge` once it passes ``limit``.

    >>> import io
    >>> read_capped(io.BytesIO(b"{}"), "x.json")
    b'{}'
    >>> read_capped(io.BytesIO(b"12345"), "big.json", limit=4)  # doctest: +IGNORE_EXCEPTION_DETAIL
    Traceback (most recent call last):
    ...
    RecordTooLarge: big.json is larger than 4 bytes, too large to be a game record
    """
    chunks: list[bytes] = []
    total = 0
    while True:
        chunk = stream.read(min(1 << 20, limit + 1 - total))
        if not chunk:
            return b"".join(chunks)
        chunks.append(chunk)
        total += len(chunk)
        if total > limit:
            raise RecordTooLarge(source, limit)


class BadFileName(OSError):
    """The path cannot name a file on this system: it holds a NUL, or (where file names are
    bytes) a character the file system's encoding cannot write, such as a lone surrogate.
    Python raises ``ValueError`` for these before asking the system; callers of this module
    handle :class:`OSError` (the import turns it into its ``GameFileError``), so it is one."""

    def __init__(self, source: AnyPath, cause: ValueError) -> None:
        super().__init__(errno.EINVAL, f"not a usable file name ({cause})", os.fspath(source))


def read_record_bytes(source: str | os.PathLike[str], limit: int = RECORD_LIMIT) -> bytes:
    """The bytes of the record at ``source`` (``"-"`` is standard input), at most ``limit``.

    Raises :class:`RecordTooLarge`, or :class:`OSError` when the file cannot be opened or read
    (a directory raises :class:`IsADirectoryError` on every system, checked before opening;
    a path that cannot name a file :class:`BadFileName`).
    """
    if os.fspath(source) == "-":
        if sys.stdin is None:  # the program was started with its standard input closed
            raise OSError(errno.EBADF, "standard input is closed", "-")
        return read_capped(sys.stdin.buffer, "standard input", limit)
    if os.path.isdir(source):  # False for a path that is not a usable file name
        raise IsADirectoryError(21, "Is a directory", os.fspath(source))
    try:
        f = open(source, "rb")
    except ValueError as e:
        raise BadFileName(source, e) from None
    with f:
        return read_capped(f, os.path.basename(os.fspath(source)) or os.fspath(source), limit)


class NotAFile(OSError):
    """The path names a pipe, a device or a socket, not a regular file (an import reads files only)."""


def read_regular_file(source: AnyPath, limit: int = RECORD_LIMIT) -> bytes:
    """The bytes of the regular file at ``source``, at most ``limit``, for the import.

    Opening never waits: a named pipe without a writer, a device or a socket raises
    :class:`NotAFile` at once (the window that asked must never be held), a directory
    :class:`IsADirectoryError`; :class:`RecordTooLarge` and :class:`OSError` as
    :func:`read_record_bytes`.
    """
    nonblocking = getattr(os, "O_NONBLOCK", 0)  # opening a pipe for reading waits for a writer
    try:
        fd = os.open(source, os.O_RDONLY | nonblocking | getattr(os, "O_BINARY", 0))
    except ValueError as e:
        raise BadFileName(source, e) from None
    try:
        mode = os.fstat(fd).st_mode
        if stat.S_ISDIR(mode):
            raise IsADirectoryError(errno.EISDIR, "Is a directory", os.fspath(source))
        if not stat.S_ISREG(mode):
            raise NotAFile(errno.EINVAL, "not a regular file", os.fspath(source))
        f = os.fdopen(fd, "rb")
    except BaseException:
        os.close(fd)
        raise
    with f:
        whole = os.fsdecode(source)
        return read_capped(f, os.path.basename(whole) or whole, limit)
