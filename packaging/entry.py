"""The frozen program's entry point: the ``spectacular-bid`` console script, as PyInstaller runs it.

A windowed program (the Windows .exe, the macOS app started from Finder) has no standard output
or error: ``sys.stdout`` and ``sys.stderr`` are None, and the first ``write`` to them would fail.
They are pointed at the file named by the ``SPECTACULAR_BID_LOG`` environment variable (appended
to), else at the null device. A start-up check (``--smoke``) that fails — in the windowed
program or not: the macOS app has standard streams, which lead nowhere when Finder or ``open``
starts it — writes its traceback to standard error and exits 1, instead of leaving
PyInstaller's "Unhandled exception" dialog waiting for a click that never comes. With
``--status-file PATH`` the status and the traceback go to that file too, even when the failure
comes before the command line is read (a module missing from the bundle, say).
"""

import os
import sys

LOG_VARIABLE = "SPECTACULAR_BID_LOG"


def open_missing_streams() -> bool:
    """Give ``sys.stdout`` and ``sys.stderr`` a file where they are None; True if one was."""
    if sys.stdout is not None and sys.stderr is not None:
        return False
    path = os.environ.get(LOG_VARIABLE)
    if path:
        stream = open(path, "a", encoding="utf-8", errors="backslashreplace", buffering=1)
    else:
        stream = open(os.devnull, "w", encoding="utf-8")
    if sys.stdout is None:
        sys.stdout = stream
    if sys.stderr is None:
        sys.stderr = stream
    return True


def status_file(argv: list[str]) -> str | None:
    """The ``--status-file`` given in ``argv``, read without the program's parser (which may be
    what failed to load).

    >>> status_file(["--smoke", "--status-file", "s.txt"]), status_file(["--status-file=s.txt"])
    ('s.txt', 's.txt')
    >>> status_file(["--smoke"]), status_file(["--status-file"])
    (None, None)
    """
    for i, word in enumerate(argv):
        if word.startswith("--status-file="):
            return word.split("=", 1)[1]
        if word == "--status-file" and i + 1 < len(argv):
            return argv[i + 1]
    return None


def main() -> int:
    """Run the command line; in a ``--smoke`` run, a failure is an exit status."""
    open_missing_streams()
    try:
        from spectacular_bid.cli import main as run

        return run()
    except Exception:
        if "--smoke" not in sys.argv[1:]:
            raise
        import traceback

        error = traceback.format_exc()
        sys.stderr.write(error)
        sys.stderr.flush()
        path = status_file(sys.argv[1:])
        if path:
            with open(path, "w", encoding="utf-8", errors="backslashreplace") as f:
                f.write(f"1\n{error}")
        return 1


if __name__ == "__main__":
    sys.exit(main())
