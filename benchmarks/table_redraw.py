"""How long a full redraw of the table widget takes: prints ``median ms: X`` as its last line.

Builds a table holding all 28 tiles (a legal table, tile by tile through the core's
``Table.place``), shows it in a :class:`~spectacular_bid.ui.table.table_widget.TableWidget` of
1280×800 on the offscreen platform, and renders the whole widget into an image N times.

    python benchmarks/table_redraw.py [--runs 200] [--width 1280] [--height 800] [--dpr 1]
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from spectacular_bid.core import ALL_TILES, End, Table, Tile


def full_table(seed: int = 3, count: int = 28) -> tuple[Table, int]:
    """A legal table of ``count`` tiles (28: the whole set), built by a seeded random search
    over the core's own placement rules (R11–R15); returns it with the index of its last play.

    Prefers tables with a spinner whose two side branches are both used.
    """
    rng = random.Random(seed)
    best: Table | None = None
    for _attempt in range(400):
        tiles = list(ALL_TILES)
        rng.shuffle(tiles)
        doubles = [t for t in tiles if t.is_double]
        opening = doubles[0]
        table = Table().open_with(opening)
        left = [t for t in tiles if t != opening]
        table = _extend(table, left, rng, count, 0)
        if table is not None and len(table.plays) == count:
            if table.values[2] != -1 and table.arm(End.NORTH) and table.arm(End.SOUTH):
                return table, count - 1
            best = best or table
    if best is None:  # pragma: no cover - the search always finds one in practice
        raise RuntimeError("no full table found")
    return best, count - 1


def _extend(table: Table, left: list[Tile], rng: random.Random, count: int, depth: int) -> Table | None:
    """Depth-first, randomised: place tiles until ``count`` are on the table."""
    if len(table.plays) >= count:
        return table
    if depth > 200:
        return None
    moves = [(t, e) for t in left for e in table.ends_for(t)]
    rng.shuffle(moves)
    for tile, end in moves[:3]:
        found = _extend(table.place(tile, end), [t for t in left if t != tile], rng, count, depth + 1)
        if found is not None:
            return found
    return None


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=200)
    parser.add_argument("--width", type=int, default=1280)
    parser.add_argument("--height", type=int, default=800)
    parser.add_argument("--dpr", type=float, default=1.0, help="device pixel ratio of the (offscreen) screen")
    args = parser.parse_args()
    if args.dpr != 1.0:
        os.environ["QT_SCALE_FACTOR"] = str(args.dpr)  # the widget then draws for that ratio

    from PySide6.QtCore import QPoint
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtWidgets import QApplication

    from spectacular_bid.ui.table.table_widget import TableWidget

    app = QApplication.instance() or QApplication(sys.argv)
    table, last = full_table()
    widget = TableWidget()
    widget.resize(args.width, args.height)
    widget.set_table(table, last)
    widget.show()
    app.processEvents()
    dpr = widget.devicePixelRatioF()
    image = QImage(int(args.width * dpr), int(args.height * dpr), QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(dpr)

    def render() -> float:
        start = time.perf_counter()
        painter = QPainter(image)
        widget.render(painter, QPoint())
        painter.end()
        return (time.perf_counter() - start) * 1000

    first = render()  # fills the pixmap caches
    times = [render() for _ in range(args.runs)]
    print(f"tiles: {len(table.plays)}  size: {args.width}x{args.height}  device pixel ratio: {dpr}")
    print(f"first (cold caches): {first:.2f} ms")
    print(f"min: {min(times):.2f} ms  p90: {sorted(times)[int(len(times) * 0.9)]:.2f} ms")
    print(f"median ms: {statistics.median(times):.2f}")


if __name__ == "__main__":
    main()
