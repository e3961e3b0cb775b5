"""Render every screen and widget of ``spectacular_bid.ui`` to PNG files, to look at them.

Usage: ``python benchmarks/render_screens.py DIR`` (offscreen: no display needed). Full screens
are grabbed at 1280×800, panels and widgets at the size they would have in the main window.
Prints one line per file written.
"""

from __future__ import annotations

import dataclasses
import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QSettings, QSize
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QApplication, QGridLayout, QWidget

from spectacular_bid.core import (
    ALL_TILES,
    DELAY_MS,
    ClockReading,
    Deal,
    Decision,
    SeatView,
    Stage,
    decision_for,
    new_game,
    view_for,
)
from spectacular_bid.core.state import Blocked, Reason, Result, WentOut
from spectacular_bid.core.tiles import Tile
from spectacular_bid.ui import theme
from spectacular_bid.ui.dialogs.rules_help import RulesPanel
from spectacular_bid.ui.screens.handoff_screen import HandoffScreen
from spectacular_bid.ui.screens.new_game_screen import NewGameScreen
from spectacular_bid.ui.screens.summary_screen import SummaryScreen
from spectacular_bid.ui.table.bidding_panel import BiddingPanel
from spectacular_bid.ui.widgets.balance_widget import BalanceWidget
from spectacular_bid.ui.widgets.clock_widget import ClockWidget

SCREEN = QSize(1280, 800)


def save(widget: QWidget, size: QSize, out: Path, name: str) -> None:
    """Lay ``widget`` out at ``size``, grab it and write ``out/name.png``."""
    widget.resize(size)
    widget.show()
    QApplication.processEvents()
    path = out / f"{name}.png"
    widget.grab().save(str(path))
    widget.hide()
    print(path)


def bidding(
    jockey: int, bid: int | None, bidder: int | None, to_act: int, points: tuple[int, int]
) -> tuple[SeatView, Decision | None]:
    """The view and decision of ``to_act`` in a bidding built from the core's own values."""
    game = new_game(("Ana", "Ben"), [Deal((ALL_TILES[:7], ALL_TILES[7:14]), ALL_TILES[14:])])
    state = dataclasses.replace(
        game, stage=Stage.BIDDING, jockey=jockey, bid=bid, bidder=bidder, to_act=to_act, holder=to_act, points=points
    )
    return view_for(state, to_act), decision_for(state, to_act)


def felt_sheet() -> tuple[QWidget, QGridLayout]:
    """An empty sheet on the table's felt, and the grid to lay samples out on."""
    sheet = QWidget()
    sheet.setAutoFillBackground(True)
    palette = sheet.palette()
    palette.setColor(sheet.backgroundRole(), QColor(theme.FELT))
    sheet.setPalette(palette)
    grid = QGridLayout(sheet)
    grid.setContentsMargins(20, 20, 20, 20)
    grid.setSpacing(20)
    return sheet, grid


def clocks_sheet() -> QWidget:
    """Four clocks: running, low, critical (both pulse phases) and paused."""
    sheet, grid = felt_sheet()
    readings = [
        ("Ana", 7_340, 120_000, True),
        ("Ben", 0, 24_600, True),
        ("Ana", 0, 7_480, True),
        ("Benedetta Longname-Smith", 0, 95_000, False),
        ("Ana", 0, 9_540, False),
        ("Ben", 10_000, 61_000, True),
        ("Ben", 0, 3_100, True),
        ("Ana", 2_900, 30_000, True),
    ]
    for i, (name, delay, reserve, running) in enumerate(readings):
        clock = ClockWidget()
        clock.set_player(name)
        clock.set_reading(ClockReading(running, delay, delay / DELAY_MS, reserve))
        if i == 2:
            clock._toggle_pulse()  # show the other phase of the pulse too
        grid.addWidget(clock, i // 4, i % 4)
    return sheet


def balances_sheet() -> QWidget:
    """Balances at 150 (start), 35 with a flash, and 265."""
    sheet, grid = felt_sheet()
    for i, (name, points) in enumerate([("Ana", 150), ("Ben", 35), ("Ana", 265), ("Ben", 0)]):
        balance = BalanceWidget()
        balance.set_player(name)
        balance.set_points(points)
        grid.addWidget(balance, i // 2, i % 2)
    return sheet


def main(argv: list[str]) -> int:
    """Write the PNGs into the directory given as the only argument."""
    if len(argv) != 2:
        print(__doc__)
        return 2
    out = Path(argv[1])
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication(argv[:1])
    assert isinstance(app, QApplication)
    theme.apply(app)

    save(clocks_sheet(), QSize(1400, 440), out, "clocks")
    save(balances_sheet(), QSize(740, 380), out, "balances")

    panel = BiddingPanel()
    panel.set_situation(*bidding(jockey=0, bid=20, bidder=1, to_act=0, points=(150, 150)))
    panel.set_amount(30)
    save(panel, QSize(520, 720), out, "bidding_jockey_facing_bid")
    panel.set_situation(*bidding(jockey=0, bid=None, bidder=None, to_act=1, points=(260, 40)))
    panel.set_amount(40)
    save(panel, QSize(520, 720), out, "bidding_first_whole_balance")
    panel.set_situation(*bidding(jockey=0, bid=None, bidder=None, to_act=1, points=(150, 150)))
    save(panel, QSize(460, 640), out, "bidding_first_small")

    handoff = HandoffScreen()
    handoff.set_info(
        "Ben",
        "Ben to play",
        ("Ana", "Ben"),
        (165, 135),
        (104_300, 8_200),
        ["Ana played [6|3] at east", "End total 15 → Ana +15", "Ben cannot play and passes", "Ana played [3|1]"],
    )
    save(handoff, SCREEN, out, "handoff")

    # Its own settings file: the players' remembered names and choice stay untouched.
    new_game = NewGameScreen(store=QSettings(str(out / "settings.ini"), QSettings.Format.IniFormat))
    new_game.choose(computer=False)
    new_game.first.setText("Ana")
    new_game.second.setText("ana")
    new_game.try_start()
    save(new_game, SCREEN, out, "new_game_error")
    new_game.first.setText("")
    new_game.second.setText("")
    new_game._clear_error()
    save(new_game, SCREEN, out, "new_game_empty")

    summary = SummaryScreen()
    t = Tile.of
    summary.show_hand_over(
        3,
        ("Ana", "Ben"),
        ((t(1, 1), t(2, 0)), (t(6, 5), t(4, 3))),
        Blocked((4, 18), 0, 20, 20),
        [
            "End total 10 → Ben +10",
            "Ben cannot play and passes",
            "Ana cannot play and passes",
            "Block: Ben's 18 rounds to 20 → Ana +20",
        ],
        (180, 120),
    )
    save(summary, SCREEN, out, "summary_block")
    summary.show_hand_over(
        4,
        ("Ana", "Ben"),
        ((), (t(6, 6), t(5, 2), t(4, 0), t(3, 1), t(2, 2), t(6, 1), t(5, 5), t(0, 0), t(4, 4), t(1, 0))),
        WentOut(0),
        [
            "Bid 20 − 15 jockey discount → Ana pays 5",
            "End total 15 → Ana +15",
            "End total 20 → Ben +20",
            "Ana goes out and is the next jockey",
        ],
        (190, 110),
    )
    save(summary, SCREEN, out, "summary_went_out")
    summary.show_game_over(("Ana", "Ben"), Result(0, Reason.TIME), (140, 160))
    save(summary, SCREEN, out, "game_over_time")
    summary.show_game_over(
        ("Ana", "Ben"), Result(1, Reason.POINTS), (0, 300), ((t(5, 0),), ()), ["End total 20 → Ben +10 (all Ana had)"]
    )
    save(summary, SCREEN, out, "game_over_points")
    summary.show_game_over(("Ana", "Ben"), Result(None, Reason.VOID, "the system clock went backwards"), (150, 150))
    save(summary, SCREEN, out, "game_over_void")

    handoff.set_info(
        "Maximiliana-Josefina",
        "Maximiliana-Josefina to bid",
        ("Maximiliana-Josefina", "Bartholomew"),
        (150, 150),
        (120_000, 120_000),
        [],
    )
    save(handoff, QSize(1024, 700), out, "handoff_long_names_small")

    for language in ("en", "fr"):
        rules = RulesPanel(language)
        save(rules, QSize(560, 760), out, f"rules_{language}")
        rules.show()
        QApplication.processEvents()
        bar = rules.browser.verticalScrollBar()
        bar.setValue(bar.maximum())
        save(rules, QSize(560, 760), out, f"rules_{language}_end")

    # A tile check: the summary's painter at a large size.
    tiles = QWidget()
    tiles.setAutoFillBackground(True)
    palette = tiles.palette()
    palette.setColor(tiles.backgroundRole(), QColor(theme.FELT))
    tiles.setPalette(palette)
    tiles.resize(760, 200)
    image = tiles.grab()
    painter = QPainter(image)
    from PySide6.QtCore import QRectF

    from spectacular_bid.ui.screens.summary_screen import paint_tile

    for n in range(7):
        paint_tile(painter, QRectF(20 + n * 70, 20, 50, 100), n, 6 - n)
    paint_tile(painter, QRectF(520, 40, 200, 100), 5, 6)
    painter.end()
    image.save(str(out / "tiles.png"))
    print(out / "tiles.png")
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
