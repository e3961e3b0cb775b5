"""Every window fits the screen it opens on, frame included, and leaves a running clock in view;
a long name is shortened one way everywhere (issue 20, items 1 and 3; issue 22, item 5).

The layout tour (``test_layout_audit.py``) checks all of it on whole games at every screen
size; these are the quick checks, on the offscreen screen of the test process.
"""

from __future__ import annotations

import contextlib
import dataclasses
import os
import re

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import random
from collections.abc import Callable

import pytest
from hypothesis import given
from hypothesis import strategies as st
from layout_audit import audit, item_problems
from PySide6.QtCore import QRect
from PySide6.QtGui import QScreen
from PySide6.QtWidgets import QLabel, QWidget
from pytestqt.exceptions import TimeoutError as WaitTimeout
from pytestqt.qtbot import QtBot

from spectacular_bid.app.session import Session
from spectacular_bid.app.storage import Storage
from spectacular_bid.app.timesource import FakeTime
from spectacular_bid.core import legal_actions
from spectacular_bid.ui import theme
from spectacular_bid.ui.dialogs.history_dialog import COLUMNS, HistoryDialog
from spectacular_bid.ui.dialogs.preferences import PreferencesDialog
from spectacular_bid.ui.dialogs.profile_dialog import ProfileDialog
from spectacular_bid.ui.dialogs.questions import quit_question, resign_question
from spectacular_bid.ui.dialogs.replay_viewer import ReplayViewer
from spectacular_bid.ui.i18n import install_language
from spectacular_bid.ui.main_window import MainWindow
from spectacular_bid.ui.screenshots import cautious
from spectacular_bid.ui.widgets.name_label import NameLabel
from spectacular_bid.ui.window_fit import FRAME, KEEP_IN_VIEW, MINIMUM, Rect, clear_area, fit_to_screen, fitted

LONG = ("Maximilienne-Anastasia W", "Maximilien-Théodore Dupo")


def long_game(moves: int = 300) -> Session:
    clock = FakeTime(0)
    session = Session(LONG, started_at="2026-12-03T10:00:00.000Z", time=clock, rng=random.Random(3))
    for _ in range(moves):
        if session.state.is_over:
            break
        clock.advance(3_000)
        session.submit(cautious(legal_actions(session.state), 0))
    return session


@pytest.fixture(params=["en", "fr"])
def language(request: pytest.FixtureRequest) -> str:
    install_language(request.param)
    yield request.param
    install_language("en")


# --- The rule ------------------------------------------------------------------------------


def overlaps(a: Rect, b: Rect) -> bool:
    return a.x < b.x + b.width and b.x < a.x + a.width and a.y < b.y + b.height and b.y < a.y + a.height


@given(
    st.integers(0, 1024 - 240),
    st.integers(0, 600 - 110),
    st.integers(300, 1400),
    st.integers(200, 1000),
)
def test_the_clear_area_leaves_the_clock_in_view_when_the_window_can_shrink(
    x: int, y: int, width: int, height: int
) -> None:
    screen, clock = Rect(0, 0, 1024, 600), Rect(x, y, 240, 110)
    area = clear_area(screen, [clock], (width, height), (200, 150))
    assert not overlaps(area, clock)
    assert area.x >= 0 and area.y >= 0 and area.x + area.width <= 1024 and area.y + area.height <= 600


def test_a_dialog_opened_over_a_running_clock_leaves_it_in_view(qtbot: QtBot) -> None:
    owner = QWidget()
    qtbot.addWidget(owner)
    room = owner.screen().availableGeometry()
    owner.setGeometry(room.adjusted(8, 31, -8, -8))
    clock = QLabel("1:23", owner)
    clock.setGeometry(owner.width() - 250, owner.height() - 120, 240, 110)
    clock.setProperty(KEEP_IN_VIEW, True)
    owner.show()
    dialog = QWidget(owner, owner.windowFlags() | owner.windowFlags().Dialog)
    dialog.setMinimumSize(200, 150)
    fit_to_screen(dialog, (2000, 2000), anchor=owner)
    dialog.show()
    outer = dialog.geometry().adjusted(-FRAME[0] // 2, -(FRAME[1] - FRAME[0] // 2), FRAME[0] // 2, FRAME[0] // 2)
    spot = clock.geometry().translated(owner.geometry().topLeft())
    assert not outer.intersects(spot)
    assert room.contains(outer)


def test_a_question_over_a_running_clock_is_centred_when_it_leaves_the_clock_in_view(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A play-test: the Resign question opened left of centre, in the part of the window left
    of the running clock, when it fitted centred above the clock as well."""
    monkeypatch.setattr(QScreen, "availableGeometry", lambda _screen: QRect(0, 0, 1440, 900))
    owner = QWidget()
    qtbot.addWidget(owner)
    owner.setGeometry(8, 31, 1024, 640)
    clock = QLabel("1:23", owner)
    clock.setGeometry(owner.width() - 250, owner.height() - 120, 240, 110)
    clock.setProperty(KEEP_IN_VIEW, True)
    owner.show()
    dialog = QWidget(owner, owner.windowFlags() | owner.windowFlags().Dialog)
    rect = fit_to_screen(dialog, (510, 230), (510, 230), anchor=owner)
    outer = QRect(*rect).adjusted(-(FRAME[0] // 2), -(FRAME[1] - FRAME[0] // 2), FRAME[0] // 2, FRAME[0] // 2)
    home = owner.frameGeometry()
    assert abs(outer.center().x() - home.center().x()) <= 1 and abs(outer.center().y() - home.center().y()) <= 1
    assert not outer.intersects(clock.geometry().translated(owner.geometry().topLeft()))


#: The dialogs the window opens, each made over it (the history from ``storage``).
OVER_THE_WINDOW: dict[str, Callable[[MainWindow, Storage], QWidget]] = {
    "preferences": lambda w, _storage: PreferencesDialog(w.settings_store(), w, "en"),
    "resign": lambda w, _storage: resign_question(w, LONG, 0),
    "quit": lambda w, _storage: quit_question(w),
    "history": lambda w, storage: HistoryDialog(storage, w),
}


@pytest.mark.parametrize("which", OVER_THE_WINDOW)
def test_a_dialog_opens_centred_on_the_window_and_within_it(
    qtbot: QtBot, window: MainWindow, storage: Storage, monkeypatch: pytest.MonkeyPatch, which: str
) -> None:
    """A play-test on a 1440×900 screen, the window 1024×640 at its top left: Preferences was
    centred on the screen and ran 75 px below the window; Resign and Quit opened off-centre;
    the history was 1040 px wide, wider than the window. Each dialog is centred on the window
    and, frame included, inside it."""
    monkeypatch.setattr(QScreen, "availableGeometry", lambda _screen: QRect(0, 0, 1440, 900))
    window.setGeometry(FRAME[0] // 2, FRAME[1] - FRAME[0] // 2, 1024, 640)
    qtbot.wait(5)
    dialog = OVER_THE_WINDOW[which](window, storage)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.wait(5)
    inner, outer = dialog.geometry(), dialog.frameGeometry()
    if outer == inner:  # no frame told: the one assumed
        outer = inner.adjusted(-(FRAME[0] // 2), -(FRAME[1] - FRAME[0] // 2), FRAME[0] // 2, FRAME[0] // 2)
    home = window.frameGeometry()
    assert home.contains(outer), (outer, home)
    # A dialog placed before it shows is centred with the frame assumed, not quite its own.
    assert abs(outer.center().x() - home.center().x()) <= FRAME[0] // 2
    assert abs(outer.center().y() - home.center().y()) <= FRAME[1] // 2
    dialog.close()


def test_the_history_opens_wide_enough_for_its_columns_where_the_screen_has_room(
    qtbot: QtBot, window: MainWindow, storage: Storage, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A play-test at 1280×800: the history opened 1,040 px wide and cut its results and
    reasons. It opens 1,240 px wide where the window and the screen have room, and within the
    window as before on a small screen."""
    monkeypatch.setattr(QScreen, "availableGeometry", lambda _screen: QRect(0, 0, 1280, 800))
    window.setGeometry(FRAME[0] // 2, FRAME[1] - FRAME[0] // 2, 1280 - FRAME[0], 800 - FRAME[1])
    qtbot.wait(5)
    dialog = HistoryDialog(storage, window)
    qtbot.addWidget(dialog)
    assert dialog.width() == 1240
    dialog.close()
    monkeypatch.setattr(QScreen, "availableGeometry", lambda _screen: QRect(0, 0, 1024, 640))
    window.setGeometry(FRAME[0] // 2, FRAME[1] - FRAME[0] // 2, 1024 - FRAME[0], 640 - FRAME[1])
    qtbot.wait(5)
    dialog = HistoryDialog(storage, window)
    qtbot.addWidget(dialog)
    assert dialog.width() <= 1024 - FRAME[0]
    dialog.close()


# --- Names ---------------------------------------------------------------------------------


def test_a_long_name_is_shortened_with_an_ellipsis_and_whole_in_its_tooltip(qtbot: QtBot) -> None:
    label = NameLabel(LONG[0])
    qtbot.addWidget(label)
    label.resize(90, 30)
    label.show()
    assert "…" in label.text() and len(label.text()) < len(LONG[0])
    assert label.toolTip() == LONG[0] and label.accessibleName() == LONG[0]
    label.resize(label.sizeHint().width() + 10, 30)
    assert label.text() == LONG[0] and label.toolTip() == ""


@pytest.mark.parametrize("role", ["title", "subtitle", ""])
def test_a_name_label_given_its_size_hint_shows_the_whole_name(qtbot: QtBot, role: str) -> None:
    """A title's "Ana" was shown "A…" in a replay with room to spare: the width the label asks
    for must be enough for the name in the label's own font."""
    theme.ensure_applied()
    for name in ("Ana", "Ben", "Wolfgang", LONG[0]):
        label = NameLabel(name)
        qtbot.addWidget(label)
        if role:
            theme.set_role(label, role)
        label.show()
        label.resize(label.sizeHint())
        assert label.text() == name, (role, name, label.width())


def test_one_name_is_cut_one_way_on_a_screen(qtbot: QtBot) -> None:
    """The table showed "Maximili…", "Maximilienn…" and "Maximilienne-…" for one player: every
    label of a name in a window that cuts it shows the shortest cut any of them needs; a label
    with room for the whole name shows it whole."""
    window = QWidget()
    qtbot.addWidget(window)
    labels = [NameLabel(LONG[0], window) for _ in range(3)]
    other = NameLabel(LONG[1], window)
    window.show()  # the labels take their font
    whole = labels[0].sizeHint().width()
    for label, width in zip(labels, (whole * 2 // 3, whole * 5 // 6, whole - 12)):
        label.resize(width, 30)
    other.resize(400, 30)
    assert len({label.text() for label in labels}) == 1
    assert "…" in labels[0].text() and all(label.toolTip() == LONG[0] for label in labels)
    narrowest = labels[0].text()
    assert other.text() == LONG[1]
    labels[0].resize(labels[0].sizeHint())  # room for the whole name: the others' cut follows the next narrowest
    assert labels[0].text() == LONG[0] and labels[0].toolTip() == ""
    assert labels[1].text() == labels[2].text() != LONG[0]
    assert len(labels[1].text()) > len(narrowest)


def test_a_name_allowed_two_lines_breaks_rather_than_cuts(qtbot: QtBot) -> None:
    """The table's name column cut "Maximilienne-Anastasia W" to "Maxim…ia W" beside room
    for it on two lines: it breaks a long name after a hyphen or at a space, and cuts it only
    when a half has no room; the cards that cut it keep one cut."""
    window = QWidget()
    qtbot.addWidget(window)
    two = NameLabel(LONG[0], window, lines=2)
    card = NameLabel(LONG[0], window)
    card.resize(110, 30)
    window.show()  # the labels take their font
    width = max(two.fontMetrics().horizontalAdvance(half) for half in ("Maximilienne-", "Anastasia W")) + 4
    two.resize(width, 60)
    assert two.text() == "Maximilienne-\nAnastasia W" and two.whole() and two.toolTip() == ""
    assert "…" in card.text() and not card.whole()
    two.resize(width - 20, 60)  # "Maximilienne-" no longer fits: cut one way with the card
    assert two.text() == card.text() and not two.whole() and two.toolTip() == LONG[0]
    spaced = NameLabel("Bartholomew Fitzgeraldin", window, lines=2)
    spaced.show()
    spaced.resize(max(spaced.fontMetrics().horizontalAdvance(h) for h in ("Bartholomew", "Fitzgeraldin")) + 4, 60)
    assert spaced.text() == "Bartholomew\nFitzgeraldin" and spaced.whole()
    # A name with neither space nor hyphen breaks inside its word: it was cut even at 1280×800.
    solid = NameLabel("Maximilianawolfeschlegelx", window, lines=2)
    solid.show()
    halves = ("Maximilianaw", "olfeschlegelx")
    solid.resize(max(solid.fontMetrics().horizontalAdvance(h) for h in halves) + 4, 60)
    assert solid.text() == "\n".join(halves) and solid.whole() and solid.toolTip() == ""
    solid.resize(solid.fontMetrics().horizontalAdvance("Maximilia") + 4, 60)  # no half fits: cut
    assert "…" in solid.text() and "\n" not in solid.text() and not solid.whole()
    # A short first name does not keep a long second one from breaking (a review: "Jo
    # Bartholomewmaximilian" was cut where "Bartholomewmaximilianusx" broke whole).
    short_first = NameLabel("Jo Bartholomewmaximilian", window, lines=2)
    short_first.show()
    short_first.resize(short_first.fontMetrics().horizontalAdvance("Jo Bartholomew") + 4, 60)
    assert short_first.whole() and "\n" in short_first.text(), short_first.text()
    assert short_first.text().replace("\n", "") == "Jo Bartholomewmaximilian"


def test_a_name_label_may_take_smaller_type_to_show_a_name_whole(qtbot: QtBot) -> None:
    """The game-over screen at 1024×640 cut "Maximiliana Anastasia Wu" to "Maxim…a Wu" beside
    a hand of ten tiles, where "Anastasia Wu" missed its room by a few pixels: a label given
    ``least_px`` takes type a pixel smaller at a time before it cuts, and its style's size back
    when the room comes back; below ``least_px`` it cuts as before."""
    theme.ensure_applied()
    window = QWidget()
    qtbot.addWidget(window)
    label = NameLabel("Maximiliana Anastasia Wu", window, lines=2, least_px=theme.BODY_PX)
    theme.set_role(label, "subtitle")
    window.show()
    natural = label.font().pixelSize()
    assert natural > theme.BODY_PX
    widest = label.fontMetrics().horizontalAdvance("Anastasia Wu")
    label.resize(widest - 4, 60)
    assert label.text() == "Maximiliana\nAnastasia Wu" and label.whole() and label.toolTip() == ""
    assert theme.BODY_PX <= label.font().pixelSize() < natural
    label.resize(widest + 10, 60)
    assert label.font().pixelSize() == natural and label.text() == "Maximiliana\nAnastasia Wu"
    label.resize(widest // 2, 60)  # no room even in the least type: cut, in the style's type
    assert "…" in label.text() and label.font().pixelSize() == natural and label.toolTip() == label.name()


def test_a_name_label_in_smaller_type_keeps_its_own_style(qtbot: QtBot) -> None:
    """The table's name beside a hand has a style of its own (large, bold): a smaller type
    replaces its size only, and the room coming back gives its own size back."""
    theme.ensure_applied()
    window = QWidget()
    qtbot.addWidget(window)
    label = NameLabel("Bérénice Dupont-Lefebvre", window, lines=2, least_px=theme.BODY_PX)
    label.setStyleSheet(f"font-size: {theme.LARGE_PX}px; font-weight: bold;")
    window.show()
    assert label.font().pixelSize() == theme.LARGE_PX and label.font().bold()
    label.resize(label.fontMetrics().horizontalAdvance("Dupont-Lefebvre") - 6, 60)
    assert label.whole() and theme.BODY_PX <= label.font().pixelSize() < theme.LARGE_PX and label.font().bold()
    label.resize(400, 60)
    assert label.text() == label.name() and label.font().pixelSize() == theme.LARGE_PX and label.font().bold()


def test_a_name_label_never_widens_its_window(qtbot: QtBot) -> None:
    assert NameLabel(LONG[0]).minimumSizeHint().width() < 100


def test_the_resign_buttons_name_long_names_whole_on_two_lines(qtbot: QtBot) -> None:
    """On a screen 800 px wide two 24-letter names fit an answer broken after its colon (cut
    alike where even that has no room: test_questions.py)."""
    box = resign_question(None, LONG, 0)
    qtbot.addWidget(box)
    for button in box.buttons():
        if button.toolTip():
            assert "…" not in button.text() and button.text().replace(":\n", ": ") == button.toolTip()


# --- The windows ---------------------------------------------------------------------------


def test_the_replay_with_long_names_fits_the_screen_and_cuts_no_name(qtbot: QtBot, language: str) -> None:
    viewer = ReplayViewer(long_game().record)
    qtbot.addWidget(viewer)
    viewer.show()
    qtbot.wait(1)
    assert audit(viewer) == []
    for card in viewer.cards:
        assert card.name.accessibleName() in LONG


def history_of_two_games(qtbot: QtBot, storage: Storage) -> HistoryDialog:
    """History, shown, over an imported finished game and a game in progress, both of long names."""
    session = long_game(2_000)
    storage.import_game(session.record, session.state)
    storage.create_game(long_game(30).record)
    dialog = HistoryDialog(storage)
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def test_history_shows_every_column_whole_in_both_languages(qtbot: QtBot, storage: Storage, language: str) -> None:
    dialog = history_of_two_games(qtbot, storage)
    qtbot.wait(1)
    assert not dialog.table.horizontalScrollBar().isVisible()
    assert item_problems(dialog.table) == []
    assert audit(dialog) == []


@pytest.mark.parametrize("width", [600, 752, 900])
def test_history_columns_fill_a_narrow_dialog_without_cutting_a_heading(
    qtbot: QtBot, storage: Storage, language: str, width: int
) -> None:
    """Beside a running clock at 1024 px, History is 752 px wide: in French its last column
    ran past the table ("Point", "175 –") while the audit saw nothing."""
    dialog = history_of_two_games(qtbot, storage)
    dialog.resize(width, 600)
    qtbot.wait(1)
    table = dialog.table
    header = table.horizontalHeader()
    sizes = [header.sectionSize(c) for c in range(table.columnCount())]
    assert sum(sizes) <= table.viewport().width(), sizes
    for c, size in enumerate(sizes):
        assert size >= header.sectionSizeFromContents(c).width(), (c, sizes)
    points = COLUMNS.index("points")  # "150 – 150" wrapped to two lines beside a wide column
    assert sizes[points] >= table.sizeHintForColumn(points), (width, sizes)
    for row in range(table.rowCount()):  # "points : l'autre n'en avait plus" lost its last line
        assert table.rowHeight(row) >= table.needed_height(), row


def test_the_profile_fits_the_screen(qtbot: QtBot, storage: Storage, language: str) -> None:
    dialog = ProfileDialog(storage, LONG[0])
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.wait(1)
    assert audit(dialog) == []


def test_the_main_window_fits_a_1024_by_640_screen_with_its_frame() -> None:
    """Item 11: at 1024×640 the window ran off the screen's right edge (its minimum was the
    screen's whole width, its frame on top)."""
    inside = fitted(Rect(0, 0, 1024, 640))
    assert MINIMUM[0] + FRAME[0] <= 1024 and MINIMUM[1] + FRAME[1] <= 640
    assert inside.x - FRAME[0] // 2 >= 0 and inside.x + inside.width + FRAME[0] // 2 <= 1024


def _shown_ways(window: QWidget, name: str) -> set[str]:
    """The ways ``name`` is cut in ``window``'s visible name labels (whole ones left out)."""
    return {
        label.text()
        for label in window.findChildren(NameLabel)
        if label.isVisible() and label.name() == name and not label.whole()
    }


@pytest.mark.parametrize("size", [(1024, 640), (1024, 600), (800, 560)])
def test_the_replay_cuts_a_long_name_one_way(qtbot: QtBot, language: str, size: tuple[int, int]) -> None:
    """At 1024×640 the replay's title showed "Maximilie…stasia W" and its card "Maximi…sia W":
    a name is cut one way in a window, the title's with the card's."""
    viewer = ReplayViewer(long_game().record)
    qtbot.addWidget(viewer)
    viewer.resize(*size)
    viewer.show()

    def tight(label: NameLabel) -> bool:  # no gap where the title's room was wider than the cut
        metrics = label.fontMetrics()  # (a cut is a letter at a time: up to two letters' slack)
        return label.width() <= metrics.horizontalAdvance(label.text()) + 2 * metrics.averageCharWidth()

    def settled() -> bool:  # once the layout has settled (on a loaded machine, more than a pass)
        return all(len(_shown_ways(viewer, name)) <= 1 for name in LONG) and all(map(tight, viewer.title_names))

    with contextlib.suppress(WaitTimeout):  # then the asserts below say what is wrong
        qtbot.waitUntil(settled, timeout=2_000)
    for name in LONG:
        assert len(_shown_ways(viewer, name)) <= 1, _shown_ways(viewer, name)
    for label in viewer.title_names:
        assert tight(label), label.text()


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_the_replay_title_shows_two_long_names_whole(qtbot: QtBot, language: str, size: tuple[int, int]) -> None:
    """A play-test read "Maximili…asia Wu contre Bartholo…erald Xi" at 1024×640 where the
    cards below showed both names whole: the title takes smaller type, the same for all of
    it, before it cuts a name."""
    viewer = ReplayViewer(long_game().record)
    qtbot.addWidget(viewer)
    viewer.resize(*size)
    viewer.show()
    qtbot.wait(1)
    assert all(label.whole() for label in viewer.title_names), [label.text() for label in viewer.title_names]
    sizes = {label.font().pixelSize() for label in viewer.title_parts}
    assert len(sizes) == 1 and theme.LARGE_PX <= sizes.pop() <= theme.TITLE_PX


def test_the_review_at_the_first_event_leaves_the_cards_their_room(qtbot: QtBot, language: str) -> None:
    """An analysed game's replay with its review at the first event gave its cards less room at
    1024×640 (the review's long lines widened the column beside them): a card cut a long name,
    and the title cut it the same way, though its smaller type had room for it whole. The
    column keeps its width; and where a card does cut a name (a replay 920 px wide),
    the title still shows it whole when it has room."""
    import threading

    from test_analysis_window import fake_analysis

    from spectacular_bid.app.coach import read_review

    names = ("Maximiliana Anastasia Wu", "Bartholomew Fitzgerald Xi")
    record = dataclasses.replace(long_game().record, players=names)
    document = fake_analysis(record, lambda *_: None, threading.Event())
    forced = [{**d, "forced": True} for d in document["decisions"]]  # no summary line then
    widths = []
    for lines in (False, True):
        review = read_review(document if lines else {**document, "decisions": forced})
        viewer = ReplayViewer(record, review=review)
        qtbot.addWidget(viewer)
        viewer.resize(1024, 640)
        viewer.show()
        qtbot.wait(1)
        assert (f"•  {names[0]}" in viewer.explanation.text()) == lines  # the review's line
        widths.append(viewer.table.width())
    assert widths[0] == widths[1], widths
    if language != "en":
        return  # "contre" and "Non terminée": no width where a card cuts and the title fits
    viewer.resize(920, 600)
    qtbot.wait(1)
    assert any(_shown_ways(viewer, name) for name in names)  # a card cuts a name
    assert all(label.whole() for label in viewer.title_names), [label.text() for label in viewer.title_names]


def test_the_replay_title_keeps_its_type_for_short_names(qtbot: QtBot) -> None:
    """Names that fit keep the title's own size."""
    viewer = ReplayViewer(dataclasses.replace(long_game().record, players=("Ana", "Ben")))
    qtbot.addWidget(viewer)
    viewer.resize(1024, 640)
    viewer.show()
    qtbot.wait(1)
    assert {label.font().pixelSize() for label in viewer.title_parts} == {theme.TITLE_PX}


@pytest.mark.parametrize("width", [752, 900, 1160])
def test_no_word_of_the_history_is_cut_in_its_column(qtbot: QtBot, storage: Storage, language: str, width: int) -> None:
    """A play-test at 1280×800 read "resignatio" in the How column: a column may wrap its
    text between words, never cut a word; its least width is its longest word's."""
    from spectacular_bid.core import Resign

    resigned = long_game(60)
    resigned.submit(Resign(0))
    assert resigned.state.is_over
    storage.import_game(resigned.record, resigned.state)
    dialog = history_of_two_games(qtbot, storage)
    dialog.resize(width, 600)
    qtbot.wait(1)
    table = dialog.table
    metrics = table.fontMetrics()
    header = table.horizontalHeader()
    for row in range(table.rowCount()):
        for c in range(table.columnCount()):
            item = table.item(row, c)
            text = item.text() if item is not None else ""
            for word in re.findall(r"[^\s-]+-?", text):  # a line may break after a hyphen
                need = metrics.horizontalAdvance(word) + 2 * 8 + 2 * 3  # the cell's padding and margins
                assert header.sectionSize(c) >= need, (width, COLUMNS[c], word, header.sectionSize(c), need)
