"""``python -m spectacular_bid``: the same as the ``spectacular-bid`` command."""

import sys

from .cli import main

sys.exit(main())
