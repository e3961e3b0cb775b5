"""The frozen program's entry point: the ``spectacular-bid`` console script, as PyInstaller runs it.

A windowed program (the Windows .exe, the macOS app started from Finder) has no standard output
or error: ``sys.stdout`` and ``sys.stderr`` are None, and the first ``write`` to them would fail.
They are pointed at the file named by the ``SPECTACULAR_BID_LOG`` environment variable (appended
to), else at the null device. A start-up check (``--smoke``) that fails in a windowed program
writes its traceback there and exits 1, instead of leaving PyInstaller's "Unhandled exception"
dialog waiting for a click that never comes.
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


def main() -> int:
    """Run the command line; in a windowed ``--smoke`` run, a failure is an exit status."""
    windowed = open_missing_streams()
    try:
        from spectacular_bid.cli import main as run

        return run()
    except Exception:
        if windowed and "--smoke" in sys.argv[1:]:
            import traceback

            traceback.print_exc()
            sys.stderr.flush()
            return 1
        raise


if __name__ == "__main__":
    sys.exit(main())
