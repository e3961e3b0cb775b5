"""The hand's account on the count screen (issue 20, item 4): at 1440×900 in French its last
transfer line showed cut in half. The account now takes its whole width, so that a transfer
to a long name keeps to one line, and while more of it lies below the view its foot fades,
so that a line cut by the edge reads as "more below"; scrolled to its end, nothing fades."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel
from pytestqt.qtbot import QtBot

from spectacular_bid.core import WentOut
from spectacular_bid.ui import theme
from spectacular_bid.ui.i18n import install_language
from spectacular_bid.ui.screens.summary_screen import SummaryScreen

LONG_NAME = "Maximilienne-Anastasia-B"  # 24 letters


@pytest.fixture
def french() -> Iterator[None]:
    assert install_language("fr")
    yield
    install_language("en")


def shown(qtbot: QtBot, lines: int, width: int = 1440, height: int = 820) -> SummaryScreen:
    """The count screen, in the room the main window gives it on a ``width``-wide screen, with
    ``lines`` transfers alternating between a short and a long name."""
    screen = SummaryScreen()
    qtbot.addWidget(screen)
    screen.resize(width, height)
    transfers = [f"Total des extrémités {5 * (k % 4 + 1)} → {LONG_NAME if k % 2 else 'Ana'}" for k in range(lines)]
    hands = (((6, 5), (4, 4)), ((2, 2),))
    screen.show_hand_over(3, (LONG_NAME, "Ana"), hands, WentOut(1), transfers, (150, 150), ["Ana passe"] * 3)
    screen.show()
    qtbot.waitExposed(screen)
    return screen


@pytest.mark.usefixtures("french")
def test_a_transfer_to_a_long_name_keeps_to_one_line_at_1440(qtbot: QtBot) -> None:
    screen = shown(qtbot, 6)
    label = screen.transfers
    unwrapped = label.heightForWidth(100_000)
    assert label.heightForWidth(label.width()) == unwrapped, f"wrapped at {label.width()} px"
    assert screen.transfers_box.width() == screen.transfers_box.maximumWidth()


@pytest.mark.usefixtures("french")
def test_the_accounts_foot_fades_while_more_lies_below(qtbot: QtBot) -> None:
    screen = shown(qtbot, 24)
    bar = screen.account.verticalScrollBar()
    fade = screen.more_below
    assert bar.maximum() > 0
    assert fade.isVisible()
    view = screen.account.viewport()
    assert fade.geometry().bottom() == view.rect().bottom()
    assert fade.width() == view.width()
    bar.setValue(bar.maximum())
    assert not fade.isVisible()  # the last line shows whole, unveiled
    bar.setValue(0)
    assert fade.isVisible()


@pytest.mark.usefixtures("french")
def test_nothing_fades_when_the_whole_account_shows(qtbot: QtBot) -> None:
    screen = shown(qtbot, 3)
    assert screen.account.verticalScrollBar().maximum() == 0
    assert not screen.more_below.isVisible()


def test_the_fade_follows_a_smaller_window(qtbot: QtBot) -> None:
    screen = shown(qtbot, 8)
    assert not screen.more_below.isVisible()
    for _ in range(2):  # alone the screen is a window, held as high as its layout drawn full needs
        screen.resize(1024, 380)  # compact (below 600), tight, and still too low for eight lines
    qtbot.waitUntil(lambda: screen.account.verticalScrollBar().maximum() > 0)
    assert screen.more_below.isVisible()
    assert screen.more_below.geometry().bottom() == screen.account.viewport().rect().bottom()


@pytest.mark.usefixtures("french")
def test_a_short_account_leaves_no_empty_panel(qtbot: QtBot) -> None:
    screen = shown(qtbot, 1)
    lines = screen.account.widget()
    assert screen.transfers_box.height() <= lines.sizeHint().height() + 60, "an empty panel below one line"
    assert screen.account.verticalScrollBar().maximum() == 0  # and the line shows whole
    label = screen.transfers
    assert label.height() >= label.heightForWidth(label.width())


def test_a_window_1024_by_640_shows_four_transfers_whole_and_names_whole(qtbot: QtBot) -> None:
    """A play-test at 1024×640 saw an account of four transfers as one line and a half, and
    "Maxim…ia W" beside a row of empty room: the count there is compact, its names whole."""
    screen = shown(qtbot, 4, 1024, 587)  # the room a 1024×640 window gives the count
    assert screen.account.verticalScrollBar().maximum() == 0
    assert screen.names[0].text() == LONG_NAME


@pytest.mark.usefixtures("french")
def test_at_1024_by_640_five_transfers_keep_to_one_line_each(qtbot: QtBot) -> None:
    """At 1024×640 the account showed four lines and hid the fifth: each transfer to a long
    name ("… → Maximilienne-Anastasia W +20") wrapped its "+20" onto a line of its own in a
    column of three fifths, beside a one-line column of other events. The transfers take the
    width their lines need where the other events keep a third."""
    screen = SummaryScreen()
    qtbot.addWidget(screen)
    screen.resize(1024, 587)  # the room a 1024×640 window gives the count
    transfers = [
        f"Total des extrémités {5 * (k % 4 + 1)} → {LONG_NAME if k % 2 else 'Ana'} +{5 * (k % 4 + 1)}" for k in range(5)
    ]
    hands = (((6, 5), (4, 4)), ((2, 2),))
    events = [f"{LONG_NAME} sort et devient jockey"]
    screen.show_hand_over(3, (LONG_NAME, "Ana"), hands, WentOut(0), transfers, (150, 150), events)
    screen.show()
    qtbot.waitExposed(screen)
    qtbot.wait(1)  # the columns shared as the account took its width
    label = screen.transfers
    assert label.heightForWidth(label.width()) == label.heightForWidth(100_000), f"wrapped at {label.width()} px"
    assert screen.account.verticalScrollBar().maximum() == 0
    view = screen.account.viewport()
    assert screen.events.width() >= view.width() // 3 - 24
    for column in (label, screen.events):  # neither runs past the account's right edge
        assert column.mapTo(view, column.rect().topRight()).x() < view.width()


@pytest.mark.usefixtures("french")
def test_long_transfers_that_scroll_are_not_cut_at_the_right(qtbot: QtBot) -> None:
    screen = shown(qtbot, 24, 1024, 587)
    qtbot.wait(1)
    view = screen.account.viewport()
    assert screen.account.verticalScrollBar().maximum() > 0
    for column in (screen.transfers, screen.events):
        assert column.mapTo(view, column.rect().topRight()).x() < view.width()


def _long_count(qtbot: QtBot, width: int, height: int) -> SummaryScreen:
    """The count after a hand between two 24-letter names, three transfers to them."""
    screen = SummaryScreen()
    qtbot.addWidget(screen)
    screen.resize(width, height)
    names = (LONG_NAME, "Bartholomew-Featherstone")
    transfers = [f"Total des extrémités {n} → {names[k % 2]} +{n}" for k, n in enumerate((5, 20, 20))]
    hands = (((6, 5), (4, 4)), ())
    screen.show_hand_over(1, names, hands, WentOut(1), transfers, (145, 155), [f"{names[1]} sort et devient jockey"])
    screen.show()
    qtbot.waitExposed(screen)
    qtbot.wait(1)
    return screen


@pytest.mark.usefixtures("french")
def test_an_account_shared_again_hugs_its_lines(qtbot: QtBot) -> None:
    """Once the transfers had the width of their lines, the panel kept the height of their
    wrapped lines: an empty band of three lines under them (1024×768)."""
    screen = _long_count(qtbot, 1024, 715)
    label = screen.transfers
    assert label.heightForWidth(label.width()) == label.heightForWidth(100_000)  # one line each
    assert screen.transfers_box.height() <= screen.account.widget().heightForWidth(label.width() + 300) + 40


@pytest.mark.parametrize("size", [(1024, 715), (1280, 747)])
def test_the_count_shows_long_names_whole_beside_a_short_hand(qtbot: QtBot, size: tuple[int, int]) -> None:
    """At 1280×800 the names' column was 170 px: "Maxim…ia W" beside half a row of nothing.
    It takes the room the tiles leave."""
    screen = _long_count(qtbot, *size)
    assert [label.text() for label in screen.names] == [LONG_NAME, "Bartholomew-Featherstone"]


@pytest.mark.parametrize("size", [(1024, 715), (1280, 747)])
def test_the_count_shows_long_names_whole_beside_a_long_hand(qtbot: QtBot, size: tuple[int, int]) -> None:
    """A seventh play-test read "Bartholome…tzgerald X" and "Maximilian…nastasia W" beside a hand
    of ten tiles at 1280×800, the balance card beside naming them whole: a long name breaks
    onto two lines rather than be cut."""
    screen = SummaryScreen()
    qtbot.addWidget(screen)
    screen.resize(*size)
    names = ("Bartholomew Fitzgerald X", "Maximiliana Anastasia W")
    ten = ((6, 6), (6, 5), (6, 4), (6, 3), (6, 2), (6, 1), (6, 0), (5, 5), (5, 4), (5, 3))
    screen.show_hand_over(1, names, (ten[:4], ten), WentOut(1), ["End total 10 → Ana +10"], (170, 130), [])
    screen.show()
    qtbot.waitExposed(screen)
    qtbot.wait(1)
    for label in screen.names:
        assert label.whole(), label.text()
        assert label.height() >= (label.text().count("\n") + 1) * label.fontMetrics().height()


def _count(screen: SummaryScreen, hand: int, transfers: int, events: int) -> None:
    """Fill ``screen`` with hand ``hand``'s count: ``transfers`` transfers, ``events`` other events."""
    names = ("Maximilienne Anastasia W", "Computer")
    lines = [f"End total {5 * (k % 3 + 1)} → {names[k % 2]} +{5 * (k % 3 + 1)}" for k in range(transfers)]
    others = [f"{names[0]} cannot play and passes"] * events
    screen.show_hand_over(hand, names, (((6, 6),), ((3, 2),)), WentOut(1), lines, (150, 150), others)


def _lines_height(screen: SummaryScreen) -> int:
    """How high the account's lines are, each column's title and lines at their width now."""
    columns = [(screen.transfers_title, screen.transfers), (screen.events_title, screen.events)]
    return max(t.sizeHint().height() + 4 + x.heightForWidth(x.width()) for t, x in columns if x.isVisible())


def _assert_hugged(qtbot: QtBot, screen: SummaryScreen) -> None:
    qtbot.wait(50)  # the layouts settled, each in its turn
    assert screen.account.verticalScrollBar().maximum() == 0, "the account scrolls with room left"
    assert screen.account.viewport().height() >= _lines_height(screen)
    assert screen.transfers_box.height() <= _lines_height(screen) + 40, "an empty panel below its lines"


@pytest.mark.parametrize(("first", "second"), [((3, 1), (9, 4)), ((9, 4), (2, 1))])
def test_the_next_count_hugs_its_own_lines_not_the_last_ones(
    qtbot: QtBot, first: tuple[int, int], second: tuple[int, int]
) -> None:
    """A practice game at 1280×800 showed hand 2's count in hand 1's account height: nine
    transfers in a panel of three lines that scrolled, under an empty band. The count is filled
    while the table is in view, and the account's layout still answered with the height of the
    last count's lines. Filled anew, the account takes its own lines' height."""
    screen = SummaryScreen()
    qtbot.addWidget(screen)
    screen.resize(1280, 747)  # the room a 1280×800 window gives the count
    _count(screen, 1, *first)
    screen.show()
    qtbot.waitExposed(screen)
    _assert_hugged(qtbot, screen)
    screen.hide()  # the next hand on the table
    qtbot.wait(1)
    _count(screen, 2, *second)
    screen.show()
    qtbot.waitExposed(screen)
    _assert_hugged(qtbot, screen)


def test_a_count_filled_again_in_view_hugs_its_new_lines(qtbot: QtBot) -> None:
    """The count filled again while it shows (the events of the hand's end arriving) takes the
    height of its new lines, not of the lines it showed."""
    screen = SummaryScreen()
    qtbot.addWidget(screen)
    screen.resize(1280, 747)
    _count(screen, 1, 1, 1)
    screen.show()
    qtbot.waitExposed(screen)
    _assert_hugged(qtbot, screen)
    _count(screen, 1, 6, 1)
    _assert_hugged(qtbot, screen)


def test_a_game_over_with_room_to_spare_shows_its_events_whole(qtbot: QtBot) -> None:
    """A play-test's game over at 1024×640: no transfer, two other events of long names, and the
    events scrolled by a line under an empty band above the title and below the buttons. The
    account hugged the height its lines take across the whole panel, and once the scroll bar
    showed, they wrapped narrower and took more."""
    from spectacular_bid.core import Reason, Result

    screen = SummaryScreen()
    qtbot.addWidget(screen)
    screen.resize(1024, 587)  # the room a 1024×640 window gives the count
    names = ("Anne-Sophie Vandenbrouck", "Guillaume-Maxime Dumonde")
    events = [f"{names[1]} waives: {names[0]} opens", f"{names[0]} resigns"]
    hands = (((6, 5), (4, 4), (3, 1), (2, 0), (6, 6), (5, 1), (1, 1)), ((2, 2), (5, 5), (3, 3), (4, 1), (6, 1)))
    screen.show_game_over(names, Result(1, Reason.RESIGN), (150, 150), hands, (), events, True)
    screen.show()
    qtbot.waitExposed(screen)
    qtbot.wait(50)
    assert screen.account.verticalScrollBar().maximum() == 0, "the account scrolls with room left"
    assert screen.account.viewport().height() >= _lines_height(screen)
    line = screen.events.fontMetrics().lineSpacing()  # the line the bar's room may leave spare
    assert screen.transfers_box.height() <= _lines_height(screen) + 40 + line, "an empty panel below its lines"


def test_beside_transfers_that_fit_the_other_events_take_the_rest(qtbot: QtBot) -> None:
    """The same game over: "No transfer." kept three fifths of the account, and the two events
    beside it wrapped onto five lines. The transfers take the width their lines need, the other
    events the rest: each event on its line."""
    from spectacular_bid.core import Reason, Result

    screen = SummaryScreen()
    qtbot.addWidget(screen)
    screen.resize(1024, 587)
    names = ("Anne-Sophie Vandenbrouck", "Guillaume-Maxime Dumonde")
    events = [f"{names[1]} waives: {names[0]} opens", f"{names[0]} resigns"]
    screen.show_game_over(names, Result(1, Reason.RESIGN), (150, 150), (((6, 5),), ((2, 2),)), (), events, True)
    screen.show()
    qtbot.waitExposed(screen)
    qtbot.wait(50)
    label = screen.events
    assert label.heightForWidth(label.width()) == label.heightForWidth(100_000), f"wrapped at {label.width()} px"


#: A block's count between a 24-letter name and a short one, as a play-test's two-player game
#: had it (hand 23): seven transfers, four to the long name, the block's own line the longest.
PLAYERS = ("Wilhelminaconstantinople", "Zoé")
BLOCK_TRANSFERS = [
    *(f"Total des extrémités {n} → {PLAYERS[seat]} +{n}" for n, seat in ((5, 0), (10, 1), (5, 0), (5, 0))),
    *(f"Total des extrémités {n} → {PLAYERS[seat]} +{n}" for n, seat in ((10, 1), (10, 1), (15, 0))),
    f"Blocage\xa0: la somme de {PLAYERS[0]} (14) s'arrondit à 15 → {PLAYERS[1]} +15",
]
BLOCK_EVENTS = [
    f"{PLAYERS[1]} renonce\xa0: {PLAYERS[0]} ouvre",
    f"{PLAYERS[0]} ne peut jouer et passe",
    "Zoé ne peut jouer et passe",
]


def _settle_columns() -> None:
    """Let the count share its columns as the account takes its width: two rounds of the event
    loop. A wait of 50 ms on a busy machine gave one, and the events ran 11 px past the account
    (833 against 822) in a full suite: rounds, however long each takes."""
    for _ in range(5):
        QApplication.processEvents()


def _block_count(qtbot: QtBot, width: int, height: int) -> SummaryScreen:
    from spectacular_bid.core import Blocked

    screen = SummaryScreen()
    qtbot.addWidget(screen)
    screen.resize(width, height)
    hands = (((6, 6), (1, 1)), ((6, 3), (0, 0)))
    screen.show_hand_over(23, PLAYERS, hands, Blocked((14, 8), 1, 15, 15), BLOCK_TRANSFERS, (200, 100), BLOCK_EVENTS)
    screen.show()
    qtbot.waitExposed(screen)
    _settle_columns()
    return screen


def _on_one_line(label: QLabel, line: str) -> bool:
    """Whether ``line``, alone in ``label``'s list, keeps to one line at ``label``'s width."""
    probe = QLabel()
    probe.setFont(label.font())
    probe.setTextFormat(Qt.TextFormat.RichText)
    probe.setWordWrap(True)
    probe.setText(theme.hanging_list([line]))
    return probe.heightForWidth(label.width()) == probe.heightForWidth(100_000)


@pytest.mark.usefixtures("french")
@pytest.mark.parametrize("size", [(1264, 708), (1008, 548)])
def test_transfers_to_a_long_name_keep_to_one_line_beside_a_long_block_line(
    qtbot: QtBot, size: tuple[int, int]
) -> None:
    """A play-test's block between "Wilhelminaconstantinople" and "Zoé", at 1280×800 and
    1024×640 in French: the block's long line kept the transfers to three fifths of the account,
    and four transfers to the long name wrapped, the name broken in two ("Wilhelminaconsta /
    ntinople +5"), beside three other events with room to spare. The columns are shared so
    that the taller is lowest: each transfer but the block's keeps to one line."""
    screen = _block_count(qtbot, *size)
    wrapped = [line for line in BLOCK_TRANSFERS[:-1] if not _on_one_line(screen.transfers, line)]
    assert wrapped == [], f"wrapped at {screen.transfers.width()} px"
    view = screen.account.viewport()
    for column in (screen.transfers, screen.events):  # neither runs past the account's right edge
        assert column.mapTo(view, column.rect().topRight()).x() < view.width()


def every_line_shows(screen: SummaryScreen) -> list[str]:
    """What of the account does not show whole in its panel, unscrolled (nothing: [])."""
    view = screen.account.viewport()
    found = []
    if screen.account.verticalScrollBar().maximum() > 0:
        found.append(f"the account scrolls by {screen.account.verticalScrollBar().maximum()} px")
    if screen.more_below.isVisible():
        found.append("its foot fades")
    for label in (screen.transfers, screen.events):
        if not label.isVisibleTo(screen):
            continue
        if label.height() < label.heightForWidth(label.width()):
            found.append(f"{label.height()} px for {label.heightForWidth(label.width())} px of lines")
        bottom = label.mapTo(view, label.rect().bottomLeft()).y()
        if bottom >= view.height():
            found.append(f"lines down to {bottom} px in a view of {view.height()}")
    return found


@pytest.mark.usefixtures("french")
@pytest.mark.parametrize("size", [(1264, 708), (1008, 548)])
def test_a_long_block_count_shows_every_transfer_between_two_people(qtbot: QtBot, size: tuple[int, int]) -> None:
    """The same block's count in the room a game's window gives it at 1280×800 and 1024×640:
    eight transfers, one of two lines, beside three events. At full size (1280) and compact
    (1024) the account scrolled with the last transfers out of view; the count takes the room
    from its other parts, a step at a time, until every line shows."""
    screen = _block_count(qtbot, *size)
    assert every_line_shows(screen) == []
    for row in screen.player_rows:  # the hands and the balances still whole
        assert row.height() >= row.minimumSizeHint().height()


def _block_lines(players: tuple[str, str]) -> tuple[list[str], list[str]]:
    """The transfers and the other events of the block's count above, between ``players``."""
    transfers = [f"Total des extrémités {n} → {players[seat]} +{n}" for n, seat in ((5, 0), (10, 1), (5, 0), (15, 0))]
    transfers.append(f"Blocage\xa0: la somme de {players[0]} (14) s'arrondit à 15 → {players[1]} +15")
    events = [f"{players[1]} renonce\xa0: {players[0]} ouvre", f"{players[0]} ne peut jouer et passe"]
    return transfers, events


@pytest.mark.usefixtures("french")
@pytest.mark.parametrize("size", [(1264, 708), (1008, 548)])
def test_no_column_of_the_account_is_narrower_than_its_lines_unbroken_parts(
    qtbot: QtBot, size: tuple[int, int]
) -> None:
    """The block's count between a 24-letter name written in capitals and "ZOÉ", beside the
    rules laid over it (380 px) at 1280×800 and 1024×640: the other events' column was shared
    less than its longest part that no line may break (the name's first 16 letters), and ran
    past the account's right edge. No column is now narrower than the widest part its lines
    keep whole (a name's part, a score bound to its name, an arrow bound to its number)."""
    from spectacular_bid.core import Blocked

    players = ("WILHELMINACONSTANTINOPLE", "ZOÉ")
    transfers, events = _block_lines(players)
    screen = SummaryScreen()
    qtbot.addWidget(screen)
    screen.resize(*size)
    screen.set_covered(380)
    hands = (((6, 6), (1, 1)), ((6, 3), (0, 0)))
    screen.show_hand_over(23, players, hands, Blocked((14, 8), 1, 15, 15), transfers, (200, 100), events)
    screen.show()
    qtbot.waitExposed(screen)
    _settle_columns()
    view = screen.account.viewport()
    for label in (screen.transfers, screen.events):
        assert label.width() >= label.minimumSizeHint().width(), label.text()
        assert label.mapTo(view, label.rect().topRight()).x() < view.width()
