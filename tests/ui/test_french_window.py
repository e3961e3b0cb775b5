"""No English in the French window: a scripted French game, walked screen by screen.

The walk plays a whole game through the real window in French (the screenshots' scripted game,
:class:`spectacular_bid.ui.screenshots.Script`) and, at every screen, reads each text a player
can see or hear: labels, buttons, window titles, list and table cells and their headers, tool
tips, accessible names and descriptions, the status bar and the menus. It goes through the
names screen (with a refused name), the handoffs, bidding for the jockey and for the other
player (the whole-balance warning included), play, drawing, every refusal the rules can give,
a block and a going out with their accounts, a loss on time and the game-over screen, the
question boxes (resign, new game, quit), the history, a profile, the replay viewer (records
with refused events included) and the rules help.

A text is English when it is, placeholders filled, the English source of a message whose
French differs (:func:`english_sources`), or when it holds a word of :data:`ENGLISH_WORDS`,
words French never uses (checked against every French text of the translation).

What the walk cannot read: text drawn with QPainter (the table, the clocks' digits, the
charts' axes) — those widgets' accessible names stand for them and are read.
"""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import html
import random
import re
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QApplication,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QMenu,
    QPlainTextEdit,
    QStatusBar,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QTextEdit,
    QWidget,
)

import spectacular_bid
from spectacular_bid.app.archive import open_storage
from spectacular_bid.app.controller import translate
from spectacular_bid.app.messages import describe_refusal
from spectacular_bid.core import (
    Bid,
    Blocked,
    Draw,
    End,
    IllegalAction,
    Play,
    Refusal,
    Stage,
    Tile,
    WentOut,
    bid_cost,
    legal_actions,
)
from spectacular_bid.core.record import parse_record
from spectacular_bid.ui.dialogs.history_dialog import HistoryDialog
from spectacular_bid.ui.dialogs.replay_viewer import ReplayViewer
from spectacular_bid.ui.i18n import install_language
from spectacular_bid.ui.main_window import MainWindow
from spectacular_bid.ui.screenshots import Script, policy

PACKAGE = Path(spectacular_bid.__file__).resolve().parent
TS = PACKAGE / "i18n" / "spectacular_bid_fr.ts"
GOLDEN = Path(__file__).resolve().parents[1] / "golden"
PLAYERS = ("Ana", "Ben")
#: Proper names that are English and stay so in French: the game's own name.
PROPER_NAMES = ("Spectacular Bid",)
#: Words of English that French never uses (the test checks it against the translation).
ENGLISH_WORDS = frozenset(
    """the and your you bid bids bidding clock clocks hand hands pays seat turn wins won game games
    tile tiles draws drawing played cannot accept waive resign with this that is not of to from
    over time left which when who what before after has have no such directory denied found error
    expecting could would must will be are it its there""".split()
)
PLACEHOLDER = re.compile(r"\{[^{}]*\}|%n")
#: What a numeric placeholder becomes: a signed number, its digits grouped or with decimals.
NUMBER = r"[-+−]?\d[\d\s.,\u00a0\u202f]*"
WORD = re.compile(r"[^\W\d_]+")  # a word: letters (with accents) only
TAG = re.compile(r"<[^>]*>")

#: The situations the walk must reach (checked at the end, so a changed script cannot skip one).
SITUATIONS = {
    "names refused",
    "handoff",
    "jockey bidding",
    "non-jockey bidding",
    "whole-balance warning",
    "play",
    "drawing",
    "refusal in play",
    "going out",
    "block",
    "game over",
    "resign question",
    "new-game question",
    "quit question",
    "history",
    "profile",
    "replay",
    "replay refusal",
    "rules help",
    "menus",
}


# --- What counts as English ---------------------------------------------------------------------


def _forms(translation: ET.Element | None) -> list[str]:
    if translation is None:
        return []
    return [f.text or "" for f in translation.iter("numerusform")] or [translation.text or ""]


def _pattern(source: str) -> re.Pattern[str] | None:
    """``source`` as a pattern matching it with its placeholders filled, or None when too little
    of it is words to say anything (``"{name}: {text}"``)."""
    literal = PLACEHOLDER.sub(" ", source.replace("(s)", ""))
    if sum(c.isalpha() for c in literal) < 4:
        return None
    parts = []
    for piece in re.split(r"(\{[^{}]*\}|%n|\(s\))", source.replace("&&", "\0").replace("&", "").replace("\0", "&")):
        if piece == "(s)":
            parts.append("s?")
        elif piece in ("%n", "{n}", "{number}"):  # a number, not any text: "{number} points"
            parts.append(NUMBER)
        elif PLACEHOLDER.fullmatch(piece):
            parts.append(".+")
        else:
            parts.append(re.escape(piece))
    return re.compile("".join(parts), re.DOTALL)


def english_sources() -> list[tuple[str, re.Pattern[str]]]:
    """The English source of every message whose French differs, as a pattern."""
    found = []
    for message in ET.parse(TS).getroot().iter("message"):
        source = message.findtext("source") or ""
        if all(french == source for french in _forms(message.find("translation"))):
            continue
        pattern = _pattern(source)
        if pattern is not None:
            found.append((source, pattern))
    return found


def french_texts() -> list[str]:
    return [f for m in ET.parse(TS).getroot().iter("message") for f in _forms(m.find("translation"))]


def plain(text: str) -> str:
    """What a player reads of ``text``: no tags, no accelerator marks, entities decoded."""
    if "<" in text and ">" in text:
        text = TAG.sub(" ", text)
    text = html.unescape(text).replace("&&", "\0").replace("&", "").replace("\0", "&")
    return text


def english_in(text: str, sources: list[tuple[str, re.Pattern[str]]]) -> str | None:
    """Why ``text`` is English, or None."""
    text = plain(text).strip()
    if not text:
        return None
    for line in {text, *(p.strip() for p in re.split(r"[\n\t]", text))}:
        for source, pattern in sources:
            if line and pattern.fullmatch(line):
                return f"the English of {source!r}"
    words = text
    for name in PROPER_NAMES:
        words = words.replace(name, " ")
    english = sorted({w for w in WORD.findall(words) if w.casefold() in ENGLISH_WORDS})
    return f"English words {english}" if english else None


def test_the_english_words_never_appear_in_the_french() -> None:
    """The list holds no word of the French translation, so it can only catch English."""
    clash = {
        w.casefold()
        for text in french_texts()
        for w in WORD.findall(PLACEHOLDER.sub(" ", plain(text)).replace("Spectacular Bid", ""))
        if w.casefold() in ENGLISH_WORDS
    }
    assert clash == set()
    assert len(english_sources()) > 200


def test_the_detector_catches_english_and_passes_french() -> None:
    sources = english_sources()
    assert english_in("It is not Ben's turn", sources)  # a message, placeholder filled
    assert english_in("Bid 20 (B)", sources)
    assert english_in("seat 1 is not the one to act", sources)  # words of the core
    assert english_in("<b>Hand 3</b>", sources)
    assert english_in("Ce n'est pas au tour de Ben", sources) is None
    assert english_in("Spectacular Bid", sources) is None
    assert english_in("Ana 150 — Ben 150", sources) is None


# --- Reading a screen -----------------------------------------------------------------------------


def _actions(actions: list[QAction]) -> Iterator[str]:
    for action in actions:
        if action.isSeparator():
            continue
        yield from (action.text(), action.toolTip(), action.statusTip())
        menu = action.menu()
        if isinstance(menu, QMenu):
            yield menu.title()
            yield from _actions(menu.actions())


def _items(view: QAbstractItemView) -> Iterator[str]:
    """The texts of a list's or a table's items and headers (the window has no other views)."""
    items: list[QListWidgetItem | QTableWidgetItem | None] = []
    if isinstance(view, QListWidget):
        items = [view.item(i) for i in range(view.count())]
    elif isinstance(view, QTableWidget):
        items = [view.horizontalHeaderItem(c) for c in range(view.columnCount())]
        items += [view.item(r, c) for r in range(view.rowCount()) for c in range(view.columnCount())]
    for item in items:
        if item is not None:
            yield from (item.text(), item.toolTip(), item.statusTip(), item.whatsThis())
            accessible = item.data(Qt.ItemDataRole.AccessibleTextRole)
            if isinstance(accessible, str):
                yield accessible


def visible_texts(root: QWidget) -> Iterator[str]:
    """Every text a player can see or hear in ``root``'s visible widgets."""
    yield root.windowTitle()
    for w in [root, *root.findChildren(QWidget)]:
        if not w.isVisible():
            continue
        yield from (w.toolTip(), w.accessibleName(), w.accessibleDescription(), w.statusTip(), w.whatsThis())
        if isinstance(w, QLabel):
            yield w.text()
        elif isinstance(w, QAbstractButton):
            yield w.text()
        elif isinstance(w, QLineEdit):
            yield from (w.text(), w.placeholderText())
        elif isinstance(w, QGroupBox):
            yield w.title()
        elif isinstance(w, QTabWidget):
            yield from (w.tabText(i) for i in range(w.count()))
        elif isinstance(w, QComboBox):
            yield from (w.itemText(i) for i in range(w.count()))
        elif isinstance(w, (QTextEdit, QPlainTextEdit)):
            yield w.toPlainText()
        elif isinstance(w, QStatusBar):
            yield w.currentMessage()
        if isinstance(w, QAbstractItemView):
            yield from _items(w)
        if isinstance(w, QMainWindow) and w.menuBar() is not None:
            yield from _actions(w.menuBar().actions())
        if isinstance(w, QMenu):
            yield from _actions(w.actions())


class Walk:
    """Reads screens and keeps every English text found, with where it was seen."""

    def __init__(self) -> None:
        self.sources = english_sources()
        self.found: dict[str, str] = {}
        self.checked: set[str] = set()
        #: Data shown as it is, no more the window's words than the players' names are: file
        #: paths, and a void reason written in a record by another program.
        self.as_written: set[str] = set()
        self.seen: set[str] = set()
        self.read = 0

    def look(self, where: str, root: QWidget, situation: str | None = None) -> None:
        """Read ``root``, noting that ``situation`` was reached."""
        QApplication.processEvents()
        if situation is not None:
            self.seen.add(situation)
        for text in visible_texts(root):
            self.read += 1
            for written in self.as_written:
                text = text.replace(written, " ")
            if text in self.checked:
                continue
            self.checked.add(text)
            why = english_in(text, self.sources)
            if why is not None:
                self.found.setdefault(plain(text).strip()[:200], f"{where}: {why}")

    def answer_next_question(self, where: str, situation: str) -> None:
        """When the next modal box shows, read it and cancel it (a modal box waits for its answer)."""

        def later() -> None:
            box = QApplication.activeModalWidget()
            if box is None:
                QTimer.singleShot(10, later)
                return
            self.look(where, box, situation)
            box.reject()

        QTimer.singleShot(0, later)


# --- The walk ------------------------------------------------------------------------------------------


def _sample_refusal(code: Refusal) -> IllegalAction:
    """``code`` with arguments for every field any refusal names."""
    return IllegalAction(
        code,
        seat=1,
        tile=Tile(6, 3),
        end=End.NORTH,
        at=5,
        time=7,
        action="nod",
        awaiting="play",
        west=4,
        shows=5,
        bid=20,
        smallest=10,
        step=5,
        cost=15,
    )


def _refuse_in_play(walk: Walk, w: MainWindow, script: Script) -> None:
    """Send what the rules refuse now, through the window, and read what it says."""
    state = script.controller.state
    seat = state.to_act
    assert seat is not None
    other = 1 - seat
    w.game.boneyard.refused.emit()  # a press on the boneyard when drawing is not allowed
    walk.look("play, the boneyard pressed while a tile fits", w, "refusal in play")
    for action in (Draw(other), Bid(seat, 20), Play(seat, state.hands[other][0], End.WEST)):
        w.send(action)
        walk.look(f"play, {type(action).__name__} refused", w, "refusal in play")


def _play_the_game(walk: Walk, script: Script) -> None:
    """Play the scripted game through the window until every situation of a game is seen."""
    w = script.window
    wanted = {"handoff", "jockey bidding", "non-jockey bidding", "whole-balance warning", "play", "drawing"}
    wanted |= {"refusal in play", "going out", "block"}
    drew = False
    for _ in range(3_000):
        state = script.controller.state
        page = w.stack.currentWidget()
        where = f"hand {state.hand_no + 1}, {state.stage.name.lower()}"
        if page is w.handoff:
            walk.look(where + ", handoff", w, "handoff")
        elif page is w.summary:
            ending = next((n for n in state.notes if isinstance(n, (WentOut, Blocked))), None)
            situation = {WentOut: "going out", Blocked: "block"}.get(type(ending))
            walk.look(where + ", end-of-hand account", w, situation)
        elif page is w.game and state.stage is Stage.BIDDING and state.to_act is not None:
            seat = state.to_act
            panel = w.game.bidding
            walk.look(where, w, "jockey bidding" if seat == state.jockey else "non-jockey bidding")
            for amount in panel.amounts():
                panel.set_amount(amount)
                if bid_cost(state, seat, amount) == state.points[seat]:
                    walk.look(where + f", bidding {amount}, whole balance", w, "whole-balance warning")
            if panel.amounts():
                panel.set_amount(panel.amounts()[0])
        elif page is w.game and state.stage is Stage.PLAY:
            walk.look(where + (", after a draw" if drew else ""), w, "drawing" if drew else "play")
            if "refusal in play" not in walk.seen and any(isinstance(a, Play) for a in legal_actions(state)):
                _refuse_in_play(walk, w, script)
        if state.is_over or wanted <= walk.seen:
            return
        if state.stage is Stage.HAND_OVER:
            script.time.advance(3_000)
            w.summary.continue_button.click()
            script.bids = 0
            continue
        action = policy(legal_actions(state), script.bids)
        drew = isinstance(action, Draw)
        script.act(action)
    raise AssertionError(f"the scripted game never showed {sorted(wanted - walk.seen)}")


def _import_and_export(walk: Walk, history: HistoryDialog, folder: Path) -> None:
    """Import a broken file, a missing one, a good one twice, and export a game: read each answer."""
    broken = folder / "broken.json"
    broken.write_text("{not a record", encoding="utf-8")
    good = sorted(GOLDEN.glob("r03*.record.json"))[0]
    for path, what in ((broken, "a broken file"), (folder / "absent.json", "a missing file"), (good, "a record")):
        history.import_file(str(path))
        box = history.message_box
        walk.look(f"history, importing {what}", box if box is not None and box.isVisible() else history, "history")
        if box is not None:
            box.close()
    history.import_file(str(good))
    assert history.message_box is not None
    walk.look("history, importing a record twice", history.message_box, "history")
    history.message_box.close()
    history.export_selected(str(folder / "out.json"))
    walk.look("history, a game exported", history, "history")
    history.export_selected(str(folder / "dossier-absent" / "out.json"))
    walk.look("history, exporting where nothing can be written", history.message_box or history, "history")


def _until_a_clock_runs(script: Script) -> int:
    """Play on through the window to a decision with a clock running; its deadline."""
    for _ in range(100):
        state = script.controller.state
        due = script.controller.session.deadline
        if due is not None and state.stage in (Stage.PLAY, Stage.BIDDING):
            return due
        if state.stage is Stage.HAND_OVER:
            script.window.summary.continue_button.click()
        else:
            script.act(policy(legal_actions(state), script.bids))
    raise AssertionError("no clock ran")


def _replay(walk: Walk, viewer: ReplayViewer, where: str) -> None:
    walk.as_written.update(e.reason for e in viewer.record.events if e.reason)
    viewer.show()
    for index in range(len(viewer.moves()) + 1):
        viewer.set_position(index)
        refused = "✗" in viewer.moves()[index - 1] if index else False
        walk.look(f"{where}, step {index}", viewer, "replay refusal" if refused else "replay")
    viewer.close()


@pytest.fixture
def french(qapp: QApplication) -> Iterator[None]:
    yield
    install_language("en")


@pytest.mark.slow  # a whole game, every screen walked
def test_the_french_window_shows_no_english(qapp: QApplication, french: None, tmp_path: Path) -> None:
    walk = Walk()
    walk.as_written.add(str(tmp_path))
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    storage, _ = open_storage(tmp_path / "games")
    script = Script(None, settings, language="fr")
    w = script.window
    w.controller.set_storage(storage)
    w.build_menus()
    try:
        walk.look("menus", w, "menus")
        screen = w.new_game_screen
        screen.first.setText("Ana")
        screen.second.setText("ana")
        screen.try_start()
        walk.look("names screen, the same name twice", w, "names refused")
        screen.second.setText("")
        screen.try_start()
        walk.look("names screen, a name missing", w)

        w.start_game(*PLAYERS, rng=random.Random(script.seed))
        _play_the_game(walk, script)
        walk.answer_next_question("resign question", "resign question")
        w.ask_resign()
        walk.answer_next_question("new-game question", "new-game question")
        w.ask_new_game()
        walk.answer_next_question("quit question", "quit question")
        w.close()
        assert w.isVisible() and not script.controller.state.is_over  # cancelled each time

        for code in Refusal:  # every refusal the controller can put into the window's words
            w.explain(describe_refusal(_sample_refusal(code), PLAYERS, translate))
            walk.look(f"refusal {code.name}", w)

        # A late play: the player to act loses on time (R37), which the window says, then the game is over.
        due = _until_a_clock_runs(script)
        script.time.set(script.controller.session.origin + due + 5)
        w.send(policy(legal_actions(script.controller.state), 2))
        assert script.controller.state.is_over
        walk.look("game over, lost on time", w, "game over")

        w.show_help()
        assert w.dialogs.help is not None
        walk.look("rules help", w.dialogs.help, "rules help")
        w.dialogs.help.close()

        history = w.dialogs._history()
        assert history is not None
        history.show()  # type: ignore[attr-defined]
        walk.look("history", history, "history")  # type: ignore[arg-type]
        profile = history.open_profile("Ana")  # type: ignore[attr-defined]
        walk.look("profile of Ana", profile, "profile")
        profile.close()
        viewer = history.open_replay()  # type: ignore[attr-defined]
        assert viewer is not None
        _replay(walk, viewer, "replay of the game")
        _import_and_export(walk, history, tmp_path)  # type: ignore[arg-type]
        history.close()  # type: ignore[attr-defined]
        for path in sorted(GOLDEN.glob("r0[1-4]*.record.json")):  # records with refused events
            _replay(walk, ReplayViewer(parse_record(path.read_bytes())), f"replay of {path.name}")
    finally:
        w.retire()
        storage.close()
    assert walk.seen >= SITUATIONS, sorted(SITUATIONS - walk.seen)
    assert walk.read > 1_000
    assert walk.found == {}, "\n".join(f"{text!r} — {where}" for text, where in sorted(walk.found.items()))


def test_the_start_up_messages_are_french(qapp: QApplication, french: None, tmp_path: Path) -> None:
    """The messages of the program's start and of saving: games open in another copy, a save
    that failed and one that worked again."""
    from spectacular_bid.ui.launch import App

    walk = Walk()
    walk.as_written.add(str(tmp_path))
    held, _ = open_storage(tmp_path / "games")  # another copy has the games open
    program = App(qapp, QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    window = program.open_window("fr")
    try:
        program.open_games(tmp_path / "games")
        assert isinstance(program.last_box, QWidget) and program.storage is None
        walk.look("start, the games open in another copy", program.last_box)
        program.last_box.close()
        held.close()
        program.open_games(tmp_path / "games")
        assert program.storage is not None
        window.controller.save_failed.emit("database or disk is full")
        assert isinstance(program.last_box, QWidget)
        walk.look("a save failed", program.last_box)
        walk.look("a save failed, the window", window)
        program.last_box.close()
        window.controller.save_resumed.emit()
        walk.look("saving again", window)
    finally:
        program.close_games()
        window.retire()
    assert walk.read > 20
    assert walk.found == {}, "\n".join(f"{text!r} — {where}" for text, where in sorted(walk.found.items()))
