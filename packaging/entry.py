"""The frozen program's entry point: the ``spectacular-bid`` console script, as PyInstaller runs it."""

import sys

from spectacular_bid.cli import main

if __name__ == "__main__":
    sys.exit(main())
