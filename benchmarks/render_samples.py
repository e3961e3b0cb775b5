"""Save PNGs of the table, hand and boneyard widgets for a few tables, to look at them.

    python benchmarks/render_samples.py OUT_DIR [--dpr 1]

Writes, for 1024×640 and 1440×900: a short table, a spinner with both side branches used, a
later double and a bent line, a full table of 28 tiles, the same with target slots showing,
the empty table offering the opening, and a strip with a hand, a hidden hand and the boneyard.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "ui"))

from sample_tables import spinner_table as sample_spinner_table
from table_redraw import full_table

from spectacular_bid.core import End, Table, Tile

T = Tile.of


def short_table() -> tuple[Table, int]:
    """Three tiles: ``[6,3]`` opened, then ``[3|1]`` east and ``[6|4]`` west."""
    t = Table().open_with(T(6, 3), 6).place(T(3, 1), End.EAST).place(T(6, 4), End.WEST)
    return t, 2


def spinner_table() -> tuple[Table, int]:
    """An opening spinner ``[5|5]`` with both side branches used, a later double on the east arm
    and an arm long enough to bend (the rendering tests' table)."""
    t = sample_spinner_table()
    return t, len(t.plays) - 1


def later_spinner_table() -> tuple[Table, int]:
    """A non-double opening; the spinner ``[3|3]`` comes later on the east arm."""
    t = Table().open_with(T(6, 3), 6)
    for tile, end in [
        (T(3, 3), End.EAST),
        (T(3, 1), End.EAST),
        (T(3, 5), End.NORTH),
        (T(6, 2), End.WEST),
        (T(3, 2), End.SOUTH),
        (T(1, 0), End.EAST),
        (T(2, 4), End.WEST),
    ]:
        assert end in t.ends_for(tile), (tile, end)
        t = t.place(tile, end)
    return t, len(t.plays) - 1


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--dpr", type=float, default=1.0)
    args = parser.parse_args()

    from PySide6.QtCore import QPoint
    from PySide6.QtGui import QColor, QImage, QPainter
    from PySide6.QtWidgets import QApplication, QHBoxLayout, QVBoxLayout, QWidget

    from spectacular_bid.ui.table.hand_widget import BoneyardWidget, HandWidget
    from spectacular_bid.ui.table.table_widget import TableWidget

    app = QApplication.instance() or QApplication(sys.argv)
    args.out.mkdir(parents=True, exist_ok=True)

    def save(widget: QWidget, name: str) -> None:
        widget.show()
        app.processEvents()
        size = widget.size()
        image = QImage(int(size.width() * args.dpr), int(size.height() * args.dpr), QImage.Format.Format_ARGB32)
        image.setDevicePixelRatio(args.dpr)
        image.fill(QColor(0, 0, 0))
        painter = QPainter(image)
        widget.render(painter, QPoint())
        painter.end()
        path = args.out / f"{name}.png"
        image.save(str(path))
        print(path)

    full, full_last = full_table()
    samples: dict[str, tuple[Table, int | None]] = {
        "short": short_table(),
        "spinner": spinner_table(),
        "later-spinner": later_spinner_table(),
        "full28": (full, full_last),
    }
    for w, h in ((1024, 640), (1440, 900)):
        for name, (table, last) in samples.items():
            widget = TableWidget()
            widget.resize(w, h)
            widget.set_table(table, last)
            save(widget, f"table-{name}-{w}x{h}")
        # Target slots: a tile that fits two ends of the spinner table, one hovered.
        table, last = samples["spinner"]
        widget = TableWidget()
        widget.resize(w, h)
        widget.set_table(table, last)
        tile = next(t for t in (T(1, 6), T(6, 1), T(1, 2), T(3, 1)) if len(table.ends_for(t)) >= 2)
        widget.set_targets(dict.fromkeys(table.ends_for(tile), tile))
        first = next(iter(widget.targets()))
        widget._set_hover(first)  # show the ghost preview, as a pointer over the slot would
        save(widget, f"table-targets-{w}x{h}")
        empty = TableWidget()
        empty.resize(w, h)
        empty.set_table(Table())
        empty.set_targets({None: T(6, 6)})
        save(empty, f"table-empty-{w}x{h}")

    # A window-like strip: the other hand face down, the table, the boneyard and a hand.
    window = QWidget()
    window.setStyleSheet("background: #143524;")
    column = QVBoxLayout(window)
    other = HandWidget()
    other.set_face_down(7)
    table_widget = TableWidget()
    table, last = samples["later-spinner"]
    table_widget.set_table(table, last)
    row = QHBoxLayout()
    hand = HandWidget()
    hand_tiles = [T(6, 6), T(5, 1), T(4, 2), T(3, 0), T(0, 0), T(2, 1), T(6, 5), T(5, 5), T(4, 4)]
    hand.set_tiles(hand_tiles, playable=[t for t in hand_tiles if table.fits(t)])
    hand.set_selected(T(5, 1))
    boneyard = BoneyardWidget()
    boneyard.set_count(9)
    boneyard.set_enabled_for_draw(True)
    row.addWidget(hand, 1)
    row.addWidget(boneyard)
    column.addWidget(other)
    column.addWidget(table_widget, 1)
    column.addLayout(row)
    for w, h in ((1024, 640), (1440, 900)):
        window.resize(w, h)
        save(window, f"window-{w}x{h}")


if __name__ == "__main__":
    main()
