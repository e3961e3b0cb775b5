"""The replay in a small window (a play-test at 1024×640, in French): both hands face up and
readable, the engine's words on a decision whole, every move of the list whole.

At 1024 px the replay drew each hand beside the name and the figures: seven tiles about 10 px
wide, a hand of 13 a row of slivers. The words on a judged decision had three lines and a half,
and a move that wrapped showed its second line cut.
"""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import functools
import threading
from collections.abc import Iterator

import pytest
from layout_audit import audit
from PySide6.QtCore import QPoint, QRect, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetrics, QImage
from PySide6.QtWidgets import QApplication, QStyle
from pytestqt.qtbot import QtBot
from test_analysis_window import _game, fake_analysis

from spectacular_bid.app.coach import Review, read_review
from spectacular_bid.core import GameState, Record, Stage
from spectacular_bid.core.record import replay
from spectacular_bid.ui.dialogs.replay_viewer import FARTHEST_MS, ReplayViewer
from spectacular_bid.ui.i18n import install_language
from spectacular_bid.ui.screenshots import LONG_SEED, hand_start
from spectacular_bid.ui.window_fit import MINIMUM

NAMES = ("Maximilienne-Anastasia W", "Ben")  #: a name of 24 letters, as long as names get
#: The inside of a window on the smallest screen (1024×600 less its frame), and the play-test's.
SMALL = [MINIMUM, (1024, 600), (1024, 640)]
NARROWEST_TILE = 26  #: the least width of a tile in either hand, in pixels
ITEM_PADDING = 8  #: the dialog style sheet's padding left and right of a list item's text


@pytest.fixture(params=["en", "fr"])
def language(request: pytest.FixtureRequest) -> Iterator[str]:
    assert install_language(request.param)
    yield request.param
    install_language("en")


@functools.cache
def grown_hand() -> Record:
    """A game of cautious play up to the first state where a hand holds 13 tiles."""

    def thirteen(state: GameState, _scores: int) -> bool:
        return state.stage is Stage.PLAY and max(len(h) for h in state.hands) >= 13

    record, _ = hand_start(LONG_SEED, thirteen)
    return Record(NAMES, record.deals, record.events, record.started_at)


def record_with(most: int) -> Record:
    """A record whose largest hand holds ``most`` tiles (7: the first events; 13: a grown hand)."""
    record = grown_hand()
    if most == 7:
        record = Record(NAMES, record.deals, record.events[:4], record.started_at)
    largest = max(len(hand) for step in replay(record) for hand in step.state.hands)
    assert largest == most
    return record


def shown(qtbot: QtBot, viewer: ReplayViewer, size: tuple[int, int]) -> ReplayViewer:
    qtbot.addWidget(viewer)
    viewer.resize(*size)
    viewer.show()
    qtbot.waitExposed(viewer)
    QApplication.processEvents()
    assert (viewer.width(), viewer.height()) == size  # not held larger by its contents' minimum
    return viewer


def defects(viewer: ReplayViewer) -> list[str]:
    """The audit's findings, but for the window's size: the test screen is 800 px wide."""
    return [p for p in audit(viewer) if "the window with its frame" not in p]


@pytest.mark.parametrize("most", [7, 13])
@pytest.mark.parametrize("size", SMALL)
def test_both_hands_are_drawn_large_in_a_small_window(
    qtbot: QtBot, language: str, size: tuple[int, int], most: int
) -> None:
    viewer = shown(qtbot, ReplayViewer(record_with(most)), size)
    viewer.last()  # the largest hand: the last state of the record
    QApplication.processEvents()
    assert max(len(hand) for hand in viewer.state.hands) == most
    for seat, card in enumerate(viewer.cards):
        rects = card.hand.tile_rects()
        assert len(rects) == len(viewer.state.hands[seat])
        narrowest = min(r.width() for r in rects)
        assert narrowest >= NARROWEST_TILE, f"{size}, {most} tiles: seat {seat}'s drawn {narrowest:.1f} px wide"
        assert all(QRectF(card.hand.rect()).contains(r) for r in rects)  # none cut by the row's edge
        assert card.rect().contains(card.hand.geometry())
    assert defects(viewer) == []


@pytest.mark.parametrize("size", [(1280, 800), (1600, 1000)])
def test_a_large_window_keeps_a_usual_hand_beside_the_name(qtbot: QtBot, size: tuple[int, int]) -> None:
    """Seven tiles beside the name and the figures, as large as before (33 px)."""
    viewer = shown(qtbot, ReplayViewer(record_with(7)), size)
    for card in viewer.cards:
        assert min(r.width() for r in card.hand.tile_rects()) >= 33
        assert card.hand.geometry().top() < card.points.geometry().bottom()  # one row
    assert defects(viewer) == []


def test_a_grown_hand_is_drawn_large_and_keeps_its_place_at_1280_by_800(qtbot: QtBot) -> None:
    """Thirteen tiles beside the name were 20 px wide at 1280×800: the hands go under the names
    for the whole game, so that stepping through the moves does not move the table."""
    viewer = shown(qtbot, ReplayViewer(record_with(13)), (1280, 800))
    places = set()
    for index in (0, len(viewer.steps) // 2, len(viewer.steps) - 1):
        viewer.set_position(index)
        QApplication.processEvents()
        for card in viewer.cards:
            assert min(r.width() for r in card.hand.tile_rects()) >= NARROWEST_TILE
        places.add((viewer.table.geometry().getRect(), tuple(c.geometry().getRect() for c in viewer.cards)))
    assert len(places) == 1
    assert defects(viewer) == []


def analysed() -> tuple[Record, Review]:
    """A finished game of 31 events and its analysis: decision 1 a blunder, 2 a mistake."""
    record, _ = _game()
    review = read_review(fake_analysis(record, lambda *_: None, threading.Event()))
    assert review is not None
    return record, review


@pytest.mark.parametrize("size", SMALL)
def test_an_analysed_replay_is_whole_in_a_small_window(qtbot: QtBot, language: str, size: tuple[int, int]) -> None:
    record, review = analysed()
    viewer = shown(
        qtbot, ReplayViewer(Record(NAMES, record.deals, record.events, record.started_at), review=review), size
    )
    for index in (review.decisions[1].index, len(viewer.steps) - 1):  # a blunder; the winner's badge
        viewer.set_position(index)
        QApplication.processEvents()
        assert defects(viewer) == []


def test_the_engine_s_words_on_a_decision_show_whole_at_1024_by_640(qtbot: QtBot, language: str) -> None:
    """A blunder: the event, what was chosen and worth, what the engine preferred, the points
    lost and what comes next, with no scroll bar."""
    record, review = analysed()
    viewer = shown(qtbot, ReplayViewer(record, review=review), (1024, 640))
    blunder = review.decisions[1]
    viewer.set_position(blunder.index)
    QApplication.processEvents()
    said = viewer.explanation.text()
    assert viewer.judgement(blunder) in said and said.count("\n") >= 3
    area = viewer.explained
    need = viewer.explanation.heightForWidth(area.viewport().width())
    assert need <= area.viewport().height(), f"{need} px of words in {area.viewport().height()} px"
    assert not area.verticalScrollBar().isVisible()


def test_every_move_shows_whole(qtbot: QtBot, language: str) -> None:
    """Each row of the move list is as high as its words wrapped at the width they are drawn
    in: the row's, less the style sheet's padding and the style's text margins."""
    viewer = shown(qtbot, ReplayViewer(grown_hand()), (1024, 640))
    moves = viewer.move_list
    metrics = moves.fontMetrics()
    margin = moves.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, moves) + 1
    cut = []
    for row in range(moves.count()):
        item = moves.item(row)
        rect = moves.visualItemRect(item)
        width = moves.viewport().width() - 2 * ITEM_PADDING - 2 * margin
        wrapped = metrics.boundingRect(QRect(0, 0, width, 100_000), Qt.TextFlag.TextWordWrap, item.text())
        if wrapped.height() > rect.height() - 8:  # the padding above and below
            cut.append(f"{item.text()!r}: {wrapped.height()} px of words in a row of {rect.height()}")
    assert cut == []


#: The replay's size over the game's window on a 1280×800 and a 1024×640 screen (``fit_to_screen``).
OVER_THE_WINDOW = [(1248, 722), (992, 562)]


@pytest.mark.parametrize("size", OVER_THE_WINDOW)
def test_no_move_shows_cut_at_the_foot_of_the_list(qtbot: QtBot, language: str, size: tuple[int, int]) -> None:
    """A play-test (1280×800 and 1024×640, French) read "7. Wilhelminaconstantinople pose 6–4 à"
    and the top of its second line at the foot of the move list: the list is as high as whole
    rows of one line, and a move of two lines above it pushed the last row past the foot. At
    every event, below the last whole row nothing is drawn: each row shows all its lines or
    none."""
    viewer = shown(qtbot, ReplayViewer(grown_hand()), size)
    moves = viewer.move_list
    view = moves.viewport()
    left, right = 16, view.width() - 16  # clear of the rounded corners
    past = set()  # the heights of the rows seen running past the foot
    for index in range(min(len(viewer.steps), 160)):  # the first hand and more
        viewer.set_position(index)
        QApplication.processEvents()
        foot = moves.indexAt(QPoint(left, view.height() - 1))  # the row at the list's foot
        rect = moves.visualRect(foot)
        if foot.isValid() and rect.top() > 0 and rect.bottom() >= view.height():  # it runs past the foot
            past.add(rect.height())
            image = view.grab().toImage()
            band = {image.pixel(x, y) for x in range(left, right, 3) for y in range(rect.top(), view.height())}
            assert len(band) == 1, f"event {index + 1}: the top of {foot.data()!r} drawn at the foot"
    assert len(past) >= 2  # rows of one line and of two ran past the foot


def test_a_bid_of_the_whole_balance_is_judged_with_the_game_it_ends(qtbot: QtBot, language: str) -> None:
    """R32: a play-test read "bid 145, worth about −145 points to them by the end of the
    hand" for a bid of the whole balance, accepted, as if the hand had gone on: the engine's
    words say that such a bid, accepted, ends the game at once."""
    from spectacular_bid.core import Accept, Bid, Reveal, bid_cost
    from spectacular_bid.core.record import Event, step

    started, _ = hand_start(LONG_SEED, lambda state, _scores: state.stage is Stage.BIDDING)
    state = list(replay(started))[-1].state
    seat = state.to_act
    whole = state.points[seat]
    assert bid_cost(state, seat, whole) == whole  # the seat is not the jockey: its bid is paid in full
    events = list(started.events)
    at = events[-1].at
    for action in (Reveal(seat), Bid(seat, whole), Reveal(1 - seat), Accept(1 - seat)):
        at += 1_000
        events.append(Event.of(action, at))
        state = step(state, events[-1], len(events) - 1).state
    assert state.is_over
    record = Record(NAMES, started.deals, tuple(events), started.started_at)
    document = fake_analysis(record, lambda *_: None, threading.Event())
    bid = len(events) - 3
    judged = [d for d in document["decisions"] if d["event"] == bid]
    assert judged and judged[0]["chosen"]["amount"] == whole
    review = read_review(document)
    assert review is not None
    viewer = shown(qtbot, ReplayViewer(record, review=review), (1024, 640))
    words = viewer.judgement(review.at_event(bid))
    ends = {
        "en": "a bid of the whole balance, accepted, ends the game at once",
        "fr": "une enchère de tout le solde, acceptée, termine la partie aussitôt",
    }
    assert ends[language] in words.lower(), words
    # Any other decision is judged as before: by the end of the hand.
    other = review.at_event(review.decisions[1].index)
    assert ends[language] not in viewer.judgement(other).lower()


def test_words_cut_at_the_foot_of_the_explanation_fade(qtbot: QtBot) -> None:
    """At the smallest window the engine's words on a decision scroll, and the last line in
    view was cut through its letters at the panel's foot, read as stray marks: while more
    lies below, the foot fades into the panel, as the count's account does."""
    record, review = analysed()
    viewer = shown(
        qtbot, ReplayViewer(Record(NAMES, record.deals, record.events, record.started_at), review=review), MINIMUM
    )
    viewer.set_position(review.decisions[1].index)
    QApplication.processEvents()
    bar = viewer.explained.verticalScrollBar()
    assert bar.maximum() > 0  # the words scroll here
    fade = viewer.more_words
    assert fade.isVisible()
    assert fade.geometry().bottom() == viewer.explained.viewport().rect().bottom()
    bar.setValue(bar.maximum())
    QApplication.processEvents()
    assert not fade.isVisible()


def test_a_running_clock_does_not_move_the_hands(qtbot: QtBot) -> None:
    """A running clock shows "▶ 2:00", wider than "2:00": the figures took the hand 5 px at
    those events, its tiles a fraction of a pixel. They keep the width of the widest."""
    viewer = shown(qtbot, ReplayViewer(record_with(7)), (1280, 800))
    rows = set()
    running = False
    for index in range(len(viewer.steps)):
        viewer.set_position(index)
        QApplication.processEvents()
        running = running or any(card.clock.text().startswith("▶") for card in viewer.cards)
        rows.add(tuple(card.hand.geometry().getRect() for card in viewer.cards))
    assert running and len(rows) == 1, rows


def test_a_long_name_beside_the_hand_shows_whole_on_two_lines(qtbot: QtBot, language: str) -> None:
    """At 1280×800 the cards showed "Maximi…sia W" where the column beside the hand is as
    high as two lines of a name and its detail: a long name breaks there, as beside the
    table's hands, and the card grows no higher. Under a hand on a row of its own (a narrow
    card) the top row is only as high as the figures: the name keeps one line."""
    viewer = shown(qtbot, ReplayViewer(record_with(7)), (1280, 800))
    for card in viewer.cards:
        assert not card.hand_below
        assert card.name.whole(), card.name.text()
        assert ("\n" in card.name.text()) == (len(card.name.name()) == 24)  # "Ben" on one line
        assert card.holder.sizeHint().height() <= card.hand.height()
    narrow = shown(qtbot, ReplayViewer(record_with(7)), (1024, 640))
    for card in narrow.cards:
        assert card.hand_below and "\n" not in card.name.text()
    assert defects(viewer) == [] and defects(narrow) == []


def test_a_long_name_over_a_hand_of_its_own_has_the_row_to_the_figures(qtbot: QtBot, language: str) -> None:
    """A ninth play-test read "Maximi…ia Wu" on a narrow card at 1024×640, half of the name's
    row empty: the name kept the column it has beside a hand. Over a hand on a row of its own
    it has the row up to the figures."""
    from spectacular_bid.ui.dialogs.replay_viewer import _PlayerCard

    narrow = shown(qtbot, ReplayViewer(record_with(7)), (1024, 640))
    for card in narrow.cards:
        assert card.hand_below and card.holder.width() > _PlayerCard.WHO_WIDTH + 60, card.holder.width()
        shown_letters = len(card.name.text().replace("…", ""))
        assert card.name.whole() or shown_letters >= 18, card.name.text()
    assert defects(narrow) == []
    wide = shown(qtbot, ReplayViewer(record_with(7)), (1280, 800))  # beside the hand: its column again
    assert all(not card.hand_below and card.holder.width() == _PlayerCard.WHO_WIDTH for card in wide.cards)


@pytest.mark.parametrize("digits", [9.5, 20, 400, 4000])
def test_a_game_time_no_float_can_hold_is_drawn_at_the_chart_s_end(qtbot: QtBot, digits: float) -> None:
    """A hostile-input probe imported a finished game with a tick at 10^400 ms (RECORD.md sets
    no bound): the reserves' chart raised OverflowError at every paint and stayed blank. Such a
    time is drawn at the chart's far end, and the replay goes on."""
    import random

    from spectacular_bid.core import START, TICK, Resign, deal_from
    from spectacular_bid.core.record import Event

    at = round(10**digits)
    events = (Event.of(START, 0), Event.of(TICK, at), Event.of(Resign(0), at))
    record = Record(NAMES, (deal_from(random.Random(1)),), events, "2026-12-02T09:00:00Z")
    viewer = ReplayViewer(record)
    qtbot.addWidget(viewer)
    viewer.resize(1024, 640)
    viewer.show()
    qtbot.waitExposed(viewer)
    for index in range(len(events)):
        viewer.set_position(index)
        viewer.chart.grab()  # pytest-qt fails the test on an exception raised in a paint
    assert viewer.chart.series()[-1].at == at
    # A click at the far end: a review found the time sent as a 32-bit int, which overflows
    # past 2^31 ms (25 days: a game kept that long, then resumed, gets there).
    heard: list[int] = []
    viewer.chart.time_clicked.connect(heard.append)
    viewer.set_position(0)
    axes = viewer.chart._axes
    assert axes is not None
    far_end = QPoint(int(axes.plot.right()), int(axes.plot.center().y()))
    qtbot.mouseClick(viewer.chart, Qt.MouseButton.LeftButton, pos=far_end)
    assert heard and 0.99 * min(at, FARTHEST_MS) <= heard[0] <= min(at, FARTHEST_MS) * 1.01
    assert viewer.position == len(events) - 1  # the last event, at that time


def _seen_along(image: QImage, y: int, left: int, right: int, colour: str) -> int:
    """How many columns from ``left`` to ``right`` show ``colour`` on rows ``y - 1 .. y + 1``."""
    want = QColor(colour)
    seen = 0
    for x in range(left, right):
        for row in (y - 1, y, y + 1):
            got = image.pixelColor(x, row)
            if max(abs(got.red() - want.red()), abs(got.green() - want.green()), abs(got.blue() - want.blue())) < 30:
                seen += 1
                break
    return seen


def test_both_reserves_show_where_they_are_the_same(qtbot: QtBot) -> None:
    """Each move made within its delay leaves both reserves at 2:00: a play-test saw one line
    there, the other drawn under it. The second is dashed over the first: both show."""
    from spectacular_bid.ui.dialogs.replay_viewer import SEAT_COLOURS

    record, _ = _game()
    viewer = ReplayViewer(record)
    qtbot.addWidget(viewer)
    chart = viewer.chart
    points = chart.series()
    assert all(pt.reserves == (120_000, 120_000) for pt in points[:-1])  # the same all the way
    image = chart.grab().toImage()
    axes = chart._axes
    assert axes is not None
    y = round(axes.py(120))
    left, right = round(axes.plot.left()) + 12, round(axes.plot.right()) - 12  # clear of the marker
    for colour in SEAT_COLOURS:
        assert _seen_along(image, y, left, right, colour) >= (right - left) // 4, colour


@pytest.mark.parametrize(("size", "rows"), [((1024, 640), 4), ((1280, 800), 6)])
def test_an_analysed_replay_shares_its_column_out(
    qtbot: QtBot, language: str, size: tuple[int, int], rows: int
) -> None:
    """A play-test at 1280×800 saw two and a half moves beside the engine's words, and a chart
    of the expected balances labelled at its top and foot only. The column shares its height:
    whole rows of moves (four at 1024×640, six at 1280×800) and a chart labelled three times up
    its side at the least (the words whole: test_the_engine_s_words_on_a_decision_show_whole...)."""
    from spectacular_bid.ui import theme
    from spectacular_bid.ui.widgets.charts import spaced

    record, review = analysed()
    viewer = shown(
        qtbot, ReplayViewer(Record(NAMES, record.deals, record.events, record.started_at), review=review), size
    )
    viewer.set_position(review.decisions[1].index)
    QApplication.processEvents()
    moves = viewer.move_list
    assert moves.viewport().height() >= rows * moves.sizeHintForRow(0), moves.viewport().height()
    chart = viewer.balance_chart
    assert chart is not None
    chart.grab()
    axes = chart._axes
    assert axes is not None
    line = QFontMetrics(theme.font(theme.SMALL_PX)).height()
    assert len(spaced([axes.py(v) for v in chart.y_ticks if axes.y0 <= v <= axes.y1], line)) >= 3, chart.y_ticks
    assert defects(viewer) == []


def test_a_handle_dragged_keeps_the_player_s_shares(qtbot: QtBot) -> None:
    """The column's shares follow the window's height until a player drags a handle."""
    record, review = analysed()
    viewer = shown(qtbot, ReplayViewer(record, review=review), (1280, 800))
    before = viewer.side.sizes()
    viewer.side.splitterMoved.emit(before[0] + 60, 1)  # as a drag reports it
    viewer.side.setSizes([before[0] + 60, before[1] - 60, before[2]])
    viewer.resize(1280, 780)
    QApplication.processEvents()
    assert viewer.side_dragged and viewer.side.sizes()[0] >= before[0] + 40
