"""Event lists whose long lines wrap under their first word, not under the bullet: the hand's
account, the table's recent events and the handoff's (a bullet in a cell of its own)."""

from __future__ import annotations

from PySide6.QtGui import QAccessible, QFontMetrics, QTextBlock, QTextDocument
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from spectacular_bid.core.state import WentOut
from spectacular_bid.ui import theme
from spectacular_bid.ui.screens.handoff_screen import HandoffScreen
from spectacular_bid.ui.screens.summary_screen import SummaryScreen
from spectacular_bid.ui.table.game_page import GamePage

LONG = "Block: Ben's 23 rounds to 25 → Ana +25, and a few more words to wrap"


def blocks(document: QTextDocument) -> list[QTextBlock]:
    found, block = [], document.begin()
    while block.isValid():
        found.append(block)
        block = block.next()
    return found


def assert_hangs(label: QLabel, text: str, width: int = 160) -> None:
    """Laid out ``width`` pixels wide as the label shows it, ``text`` wraps, and every line of it
    starts at the same place, right of its bullet."""
    document = QTextDocument()
    document.setDefaultFont(label.font())
    document.setHtml(label.text())
    document.setTextWidth(width)
    document.documentLayout().documentSize()  # lays the document out
    shown = blocks(document)
    item = next(b for b in shown if text in b.text().replace("\xa0", " "))
    bullet = next(b for b in shown if b.text().strip() == "•")
    layout = item.layout()
    assert layout.lineCount() >= 2, "the line should wrap at this width"
    assert {layout.lineAt(i).x() for i in range(layout.lineCount())} == {layout.lineAt(0).x()}
    place = document.documentLayout().blockBoundingRect
    assert place(item).x() > place(bullet).x()


def test_a_heading_stands_across_and_text_is_escaped() -> None:
    html = theme.hanging_list(["— Hand 4 —", "Ana <wins> & Ben's +5"])
    assert "<p" in html.split("<table")[0]  # the heading before the table, not in a cell
    assert "Ana &lt;wins&gt; &amp; Ben's&nbsp;+5" in html  # the score kept with the name


def test_the_hand_account_hangs_its_long_lines(qtbot: QtBot) -> None:
    summary = SummaryScreen()
    qtbot.addWidget(summary)
    summary.show_hand_over(3, ("Ana", "Ben"), ((), ()), WentOut(0), ["End total 10 → Ben +10", LONG], (150, 150))
    assert_hangs(summary.transfers, LONG)
    assert summary.transfers_text().splitlines() == ["•  End total 10 → Ben +10", f"•  {LONG}"]


def test_the_tables_recent_events_hang_their_long_lines(qtbot: QtBot) -> None:
    page = GamePage()
    qtbot.addWidget(page)
    page.show_log(["— Hand 2 —", LONG])
    assert_hangs(page.log, LONG)


def test_the_handoffs_events_hang_their_long_lines(qtbot: QtBot) -> None:
    handoff = HandoffScreen()
    qtbot.addWidget(handoff)
    handoff.set_info("Ana", "Ana to play", ("Ana", "Ben"), (150, 150), (120_000, 120_000), [LONG], False)
    assert_hangs(handoff.messages, LONG)


def test_a_screen_reader_hears_each_event_as_one_line(qtbot: QtBot) -> None:
    """The bullets' cells would otherwise be read as lines of their own."""
    summary = SummaryScreen()
    qtbot.addWidget(summary)
    summary.show_hand_over(3, ("Ana", "Ben"), ((), ()), WentOut(0), [LONG], (150, 150), ["Ana passes"])
    page = GamePage()
    qtbot.addWidget(page)
    page.show_log(["— Hand 2 —", LONG])
    handoff = HandoffScreen()
    qtbot.addWidget(handoff)
    handoff.set_info("Ana", "Ana to play", ("Ana", "Ben"), (150, 150), (120_000, 120_000), [LONG, "Ana passes"], False)
    read = [
        QAccessible.queryAccessibleInterface(summary.transfers).text(QAccessible.Text.Name),
        QAccessible.queryAccessibleInterface(summary.events).text(QAccessible.Text.Name),
        QAccessible.queryAccessibleInterface(page.log).text(QAccessible.Text.Description),
        QAccessible.queryAccessibleInterface(handoff.messages).text(QAccessible.Text.Name),
    ]
    assert read == [LONG, "Ana passes", f"— Hand 2 —\n{LONG}", f"{LONG}\nAna passes"]


def test_a_score_never_stands_alone_on_a_line(qtbot: QtBot) -> None:
    """A play-test saw "+5" wrap alone under "Jean-Baptiste Delacroixe" beside the table: a
    short last word is kept with the word before it, at any width."""
    page = GamePage()
    qtbot.addWidget(page)
    line = "End total 5 → Jean-Baptiste Delacroixe +5"
    page.show_log([line])
    document = QTextDocument()
    document.setDefaultFont(page.log.font())
    document.setHtml(page.log.text())
    alone = []
    for width in range(180, 400, 4):  # the events beside the table are about 230 px wide
        document.setTextWidth(width)
        document.documentLayout().documentSize()
        block = next(b for b in blocks(document) if "Delacroixe" in b.text())
        last = block.layout().lineAt(block.layout().lineCount() - 1)
        if block.text()[last.textStart() :].strip() == "+5":
            alone.append(width)
    assert alone == []
    assert line in document.toPlainText().replace("\xa0", " ")  # the same words


def test_a_name_of_24_letters_and_no_space_keeps_the_list_in_its_column(qtbot: QtBot) -> None:
    """A play-test named itself "MaximilienneVandenberghe": the events beside the table grew
    wider than their column, and every line's end was cut under the scroll bar ("End total 10 →
    MaximilienneVandenbergh", "Bid 25 → Computer pays 2"). A long word may wrap inside itself."""
    theme.ensure_applied()
    page = GamePage()
    qtbot.addWidget(page)
    page.resize(1280, 800)
    page.show()
    page.show_log(["End total 10 → MaximilienneVandenberghe +10", "Bid 25 → Computer pays 25"])
    room = page.side_box.width() - page.log_scroll.verticalScrollBar().sizeHint().width()
    assert page.log.minimumSizeHint().width() <= room
    assert "MaximilienneVandenberghe" in page.log.accessibleDescription()  # read whole


def test_a_hyphenated_long_name_wraps_at_its_hyphen(qtbot: QtBot) -> None:
    """A play-test read "Bartholomew-Maxi" / "milianus a joué" beside the table: the long word
    was cut every 16 letters, the hyphen's parts counted as one. They count apart, and the
    line wraps at the hyphen."""
    line = "Bartholomew-Maximilianus played 6–4"
    html = theme.hanging_list([line])
    assert "Bartholomew-Maximilianus" in html
    document = QTextDocument()
    document.setHtml(html)
    document.setTextWidth(QFontMetrics(document.defaultFont()).horizontalAdvance("Bartholomew-Maximi") + 40)
    assert "Maximilianus" in "".join(document.toPlainText().split())  # the name whole
    document.documentLayout().documentSize()  # laid out now
    lines = []
    block = document.begin()
    while block.isValid():
        layout = block.layout()
        for k in range(layout.lineCount()):
            start, length = layout.lineAt(k).textStart(), layout.lineAt(k).textLength()
            lines.append(block.text()[start : start + length].strip())
        block = block.next()
    named = [text for text in lines if "Bartholomew" in text or "Maximilianus" in text]
    assert len(named) == 2 and named[0].endswith("Bartholomew-") and named[1].startswith("Maximilianus"), lines


def test_an_arrow_never_starts_a_line(qtbot: QtBot) -> None:
    """A French play-test read "Total des extrémités 10" / "→ Joueur +10" beside the table: the
    arrow began the second line, away from the number it follows. The arrow is bound to the
    word before it, so the line breaks before the number instead, at any width, in every list
    of events."""
    page = GamePage()
    qtbot.addWidget(page)
    lines = [
        "Total des extrémités 10 → Joueur +10",
        "Blocage\xa0: sommes en main Joueur 31, L'Ordinateur 59 → 59 s'arrondit à 60 → Joueur +60",
    ]
    page.show_log(lines)
    document = QTextDocument()
    document.setDefaultFont(page.log.font())
    document.setHtml(page.log.text())
    starts = []
    for width in range(80, 400, 2):
        document.setTextWidth(width)
        document.documentLayout().documentSize()
        for block in blocks(document):
            layout = block.layout()
            for k in range(layout.lineCount()):
                if block.text()[layout.lineAt(k).textStart() :].lstrip().startswith("→"):
                    starts.append((width, block.text()))
    assert starts == []
    assert document.toPlainText().replace("\xa0", " ").count("→") == 3  # the same words
    assert page.log.accessibleDescription() == "\n".join(lines)  # read as written
