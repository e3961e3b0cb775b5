"""The look of Spectacular Bid: one small palette, a few font sizes and one Qt style sheet.

Every screen uses these names so the whole window reads as one piece: a dark green felt or
deep navy ground, gold accents for what matters now, ivory for text panels and tile faces.

Widgets that paint themselves take colours from the constants (``theme.GOLD``) through
:func:`qcolor` and fonts from :func:`font`; widgets built from standard Qt widgets get their
look from :func:`style_sheet`, either application-wide (:func:`apply`) or on one screen. Style
rules pick widgets by a ``role`` dynamic property set with :func:`set_role`::

    title = QLabel(...)
    theme.set_role(title, "title")   # big gold heading
"""

from __future__ import annotations

import functools
import html
import itertools
import re
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import QApplication, QLabel, QWidget

from . import platforms

if TYPE_CHECKING:
    from PySide6.QtGui import QPaintEvent, QRadialGradient

# --- Palette --------------------------------------------------------------------------------

FELT = "#0f4430"  #: the table's felt
FELT_LIGHT = "#17603f"  #: the felt's lit centre
FELT_DARK = "#0a2c20"  #: the felt's edges
NAVY = "#14213d"  #: cards and panels on the felt
NAVY_LIGHT = "#22345a"  #: raised navy (hover, inner panels)
NAVY_DARK = "#0c1529"  #: sunken navy (bars, wells)
GOLD = "#e2b33c"  #: accents: buttons, borders, the running clock
GOLD_BRIGHT = "#ffd766"  #: the running clock's border, hovered buttons
GOLD_DIM = "#8c6d25"  #: quiet gold: idle borders
IVORY = "#f4eedc"  #: text on dark grounds, text panels
IVORY_DIM = "#c9c2ad"  #: secondary text on dark grounds
INK = "#1c1a17"  #: text on ivory
MUTED = "#8d9c95"  #: paused or disabled things
AMBER = "#f5a524"  #: low time (below 30 s of reserve)
RED = "#ef4b4b"  #: very low time, warnings
RED_DARK = "#6e1c1c"  #: a warning's ground
GREEN_OK = "#5fd08a"  #: gains
TILE_FACE = "#fbf5e3"  #: a domino's face (the handoff screen must show none of it)
TILE_EDGE = "#9b917a"  #: a domino's outline
TILE_PIP = "#16130f"  #: a domino's pips
CHIP_GOLD = "#d9a92e"  #: a chip of 5 points
CHIP_RED = "#b8322f"  #: a chip's stripes and the last, incomplete stack

# --- Fonts ----------------------------------------------------------------------------------

#: The app's fonts in order of preference on each kind of desktop (:func:`.platforms.family`).
#: Only the installed ones reach Qt (:func:`families`): a family it cannot find makes it build
#: its table of substitutes at start-up, 100 ms to over a second on macOS.
FONT_CHOICES = {
    "windows": ["Segoe UI", "Arial"],
    "mac": ["Helvetica Neue", "Helvetica", "Arial"],
    "unix": ["Noto Sans", "DejaVu Sans", "Liberation Sans", "Cantarell", "Arial"],
}
MONO_CHOICES = {
    "windows": ["Cascadia Mono", "Consolas", "Courier New"],
    "mac": ["Menlo", "Monaco", "Courier New"],
    "unix": ["DejaVu Sans Mono", "Noto Sans Mono", "Liberation Mono"],
}

SMALL_PX = 14  #: captions
BODY_PX = 17  #: ordinary text
LARGE_PX = 22  #: emphasised lines
TITLE_PX = 34  #: a screen's heading
HUGE_PX = 52  #: clock digits, amounts


def qcolor(hex_colour: str, alpha: int = 255) -> QColor:
    """A :class:`QColor` from a palette entry, optionally translucent (``alpha`` 0–255)."""
    colour = QColor(hex_colour)
    colour.setAlpha(alpha)
    return colour


def installed(candidates: list[str], has_family: Callable[[str], bool]) -> list[str]:
    """The ``candidates`` that ``has_family`` finds, in their order.

    >>> installed(["Segoe UI", "Helvetica Neue", "Arial"], {"Arial", "Helvetica Neue"}.__contains__)
    ['Helvetica Neue', 'Arial']
    """
    return [name for name in candidates if has_family(name)]


def families(mono: bool = False) -> list[str]:
    """The app's font families on this desktop, installed ones only; if it has none of them,
    the system's own font (needs a running Qt application)."""
    return list(_families_for(platforms.family(), mono))


@functools.cache
def _families_for(desktop: str, mono: bool) -> tuple[str, ...]:
    from PySide6.QtGui import QFontDatabase, QFontInfo

    here = set(QFontDatabase.families())
    found = installed((MONO_CHOICES if mono else FONT_CHOICES)[desktop], here.__contains__)
    if not found:  # the family the system's font really is ("monospace" names none)
        kind = QFontDatabase.SystemFont.FixedFont if mono else QFontDatabase.SystemFont.GeneralFont
        found = [QFontInfo(QFontDatabase.systemFont(kind)).family()]
    return tuple(found)


def font(px: int = BODY_PX, bold: bool = False, mono: bool = False) -> QFont:
    """The app's font at ``px`` pixels; ``mono`` for digits that must not jiggle."""
    result = QFont()
    result.setFamilies(families(mono))
    result.setPixelSize(px)
    result.setBold(bold)
    return result


def tag(widget: QWidget, role: str) -> None:
    """Tag a widget not yet shown for the style sheet (see :func:`set_role`): its style is
    worked out when it first shows."""
    widget.setProperty("role", role)


#: A screen lower than this (a 1024×600 screen's, under the menu and status bars) gives its huge
#: buttons less padding, the same words and size of letters.
LOW_SCREEN_PX = 530


def narrow_huge_button(button: QWidget, narrow: bool) -> None:
    """Give ``button`` (of role ``huge``) smaller letters and less padding at its sides,
    ``narrow``, as when it shares its row with more buttons than usual."""
    set_flag(button, "narrow", narrow)


def fit_huge_buttons(buttons: Sequence[QWidget], screen_height: int) -> bool:
    """Give ``buttons`` (of role ``huge``) their low padding on a screen ``screen_height``
    high below :data:`LOW_SCREEN_PX`, their full padding above; True when any changed.
    Restyled whether styled before or not: the first screen shows without Qt's flags."""
    low = screen_height < LOW_SCREEN_PX
    changed = False
    for button in buttons:
        changed = set_flag(button, "low", low) or changed
    return changed


def set_flag(widget: QWidget, name: str, on: bool) -> bool:
    """Set ``widget``'s property ``name`` (a switch the style sheet reads, as
    ``[name="true"]``) to ``on``, and style it again; True when it changed. Styling again sets
    the style sheet's own minimum height anew: a button kept whole sets its own again after."""
    if bool(widget.property(name)) == on:
        return False
    widget.setProperty(name, on)
    widget.style().unpolish(widget)
    widget.style().polish(widget)
    widget.updateGeometry()
    return True


def as_written(*labels: QLabel) -> None:
    """Show ``labels``' texts as written, never as formatting: they hold players' names, and a
    name may look like a tag ("<h1>Ana</h1>"; an unclosed font turned a whole line navy)."""
    from PySide6.QtCore import Qt  # not at import: the first screen is built without it

    for label in labels:
        label.setTextFormat(Qt.TextFormat.PlainText)


def set_role(widget: QWidget, role: str) -> None:
    """Tag ``widget`` for the style sheet (``title``, ``subtitle``, ``muted``, ``warning``,
    ``panel``, ``card``, ``secondary``, ``danger``, ``big``, ``flash``…) and re-apply its style."""
    from PySide6.QtCore import Qt  # not at import: the first screen is built without it

    if widget.property("role") == role:
        return  # nothing to restyle
    widget.setProperty("role", role)
    if widget.testAttribute(Qt.WidgetAttribute.WA_WState_Polished):  # styled already: style again
        style = widget.style()
        style.unpolish(widget)
        style.polish(widget)


#: The tick drawn in a ticked box (a navy tick, for the box's gold): a file, since a style
#: sheet draws a box's tick only from an image. Its path reads the same on every system.
TICK_IMAGE = (Path(__file__).parent / "tick.svg").as_posix()


def _families(names: list[str]) -> str:
    return ", ".join(f'"{f}"' for f in names)


def style_sheet() -> str:
    """The Qt style sheet of the whole app (apply it once with :func:`apply`, or on a screen)."""
    sans = _families(families())
    mono = _families(families(mono=True))
    return f"""
QWidget {{
    font-family: {sans};
    font-size: {BODY_PX}px;
    color: {IVORY};
}}
QMenuBar {{
    background: {NAVY_DARK};
    color: {IVORY};
    border-bottom: 1px solid {GOLD_DIM};
}}
QMenuBar::item {{
    background: transparent;
    padding: 4px 12px;
}}
QMenuBar::item:selected {{
    background: {NAVY_LIGHT};
    color: {GOLD_BRIGHT};
}}
QMenu {{
    background: {NAVY};
    color: {IVORY};
    border: 1px solid {GOLD_DIM};
}}
QMenu::item {{
    padding: 6px 28px 6px 20px;
}}
QMenu::item:selected {{
    background: {NAVY_LIGHT};
    color: {GOLD_BRIGHT};
}}
QMenu::item:disabled {{
    color: {MUTED};
}}
QMenu::separator {{
    height: 1px;
    background: {GOLD_DIM};
    margin: 4px 8px;
}}
QDialog, QMessageBox, QFileDialog {{
    background: {NAVY};
    color: {IVORY};
}}
QMessageBox QLabel {{
    color: {IVORY};
}}
QMessageBox QTextEdit {{  /* the details: dark on ivory, never the theme's ivory on white */
    background: {IVORY};
    color: {INK};
    border: 1px solid {GOLD_DIM};
    border-radius: 6px;
}}
QStatusBar {{
    background: {NAVY_DARK};
    color: {IVORY};
}}
QMainWindow::separator {{
    background: {NAVY_DARK};  /* under the tutorial's coach: no light line between it and the table */
}}
QDialogButtonBox {{
    dialogbuttonbox-buttons-have-icons: 0;  /* the style's small icons crowd the gold buttons */
}}
QToolTip {{
    background: {IVORY};
    color: {INK};
    border: 1px solid {GOLD_DIM};
}}
QWidget[role="screen"] {{
    background: transparent;  /* painted by felt_paint_event */
}}
NewGameScreen {{
    /* The same felt as felt_paint_event draws on the other screens, with no Python code. */
    background: qradialgradient(cx: 0.5, cy: 0.42, radius: 0.64, fx: 0.5, fy: 0.42,
                                stop: 0 {FELT_LIGHT}, stop: 0.6 {FELT}, stop: 1 {FELT_DARK});
    border: none;
}}
QLabel#new_game_title {{
    font-size: {TITLE_PX + 18}px;
    qproperty-alignment: AlignCenter;
}}
NewGameScreen QLabel[role="subtitle"], NewGameScreen QLabel[role="muted"] {{
    qproperty-alignment: AlignCenter;
}}
QLabel#new_game_intro {{
    font-size: {BODY_PX}px;
}}
QWidget[role="navy"] {{
    background: qlineargradient(x1: 0, y1: 0, x2: 0, y2: 1, stop: 0 {NAVY_LIGHT}, stop: 1 {NAVY_DARK});
}}
QFrame[role="card"] {{
    background: {NAVY};
    border: 2px solid {GOLD_DIM};
    border-radius: 14px;
}}
QFrame[role="card"] QLabel {{
    background: transparent;
    border: none;
}}
QFrame[role="panel"], QLabel[role="panel"] {{
    background: {IVORY};
    color: {INK};
    border: 1px solid {GOLD_DIM};
    border-radius: 10px;
    padding: 10px 14px;
}}
QFrame[role="panel"] QLabel {{
    color: {INK};
    background: transparent;
    border: none;
    padding: 0px;
}}
QLabel {{
    background: transparent;
}}
QLabel[role="title"] {{
    color: {GOLD};
    font-size: {TITLE_PX}px;
    font-weight: bold;
}}
QLabel[role="subtitle"] {{
    color: {IVORY};
    font-size: {LARGE_PX}px;
    font-weight: bold;
}}
QLabel[role="big"] {{
    color: {IVORY};
    font-family: {mono};
    font-size: {HUGE_PX}px;
    font-weight: bold;
}}
QLabel[role="muted"] {{
    color: {IVORY_DIM};
    font-size: {SMALL_PX + 1}px;
}}
QLabel[role="gold"] {{
    color: {GOLD};
    font-weight: bold;
}}
QLabel[role="warning"] {{
    color: {IVORY};
    background: {RED_DARK};
    border: 2px solid {RED};
    border-radius: 8px;
    padding: 8px 12px;
    font-weight: bold;
}}
QLabel[role="error"] {{
    color: #ffb3b3;
    font-weight: bold;
}}
QLabel[role="flash"] {{
    color: {INK};
    background: {GOLD_BRIGHT};
    border-radius: 8px;
    padding: 4px 10px;
    font-weight: bold;
}}
QPushButton, QToolButton {{
    background: qlineargradient(x1: 0, y1: 0, x2: 0, y2: 1, stop: 0 {GOLD_BRIGHT}, stop: 1 {GOLD});
    color: {NAVY_DARK};
    border: 2px solid {GOLD_DIM};
    border-radius: 10px;
    padding: 10px 22px;
    font-size: {LARGE_PX - 2}px;
    font-weight: bold;
    min-height: 24px;
}}
QPushButton:hover, QToolButton:hover {{
    background: {GOLD_BRIGHT};
    border-color: {IVORY};
}}
QPushButton:pressed, QToolButton:pressed {{
    background: {GOLD_DIM};
}}
QPushButton:focus, QToolButton:focus {{
    border: 2px solid {IVORY};
}}
QPushButton:disabled, QToolButton:disabled {{
    background: {NAVY_LIGHT};
    color: {MUTED};
    border-color: {NAVY_LIGHT};
}}
QToolButton#rulesClose {{
    padding: 1px 12px;
    min-height: 0px;
    border-radius: 8px;
    font-size: {BODY_PX}px;
}}
QPushButton[role="secondary"], QToolButton[role="secondary"] {{
    background: transparent;
    color: {IVORY};
    border: 2px solid {GOLD};
}}
QPushButton[role="secondary"]:hover, QToolButton[role="secondary"]:hover {{
    background: {NAVY_LIGHT};
}}
QPushButton[role="secondary"]:disabled, QToolButton[role="secondary"]:disabled {{
    color: {MUTED};
    border-color: {NAVY_LIGHT};
}}
QPushButton[role="secondary"]:focus, QToolButton[role="secondary"]:focus {{
    border: 2px solid {IVORY};
    background: {NAVY_LIGHT};
}}
QPushButton[role="danger"] {{
    background: qlineargradient(x1: 0, y1: 0, x2: 0, y2: 1, stop: 0 {CHIP_RED}, stop: 1 {RED_DARK});
    color: {IVORY};
    border: 2px solid {RED};
}}
QPushButton[role="danger"]:hover {{
    background: {CHIP_RED};
    border-color: {IVORY};
}}
QPushButton[role="danger"]:pressed {{
    background: {RED_DARK};
}}
QPushButton[role="danger"]:focus {{
    border: 2px solid {IVORY};
}}
QPushButton[role="huge"] {{
    font-size: {TITLE_PX - 4}px;
    padding: 18px 60px;
    border-radius: 16px;
}}
QPushButton[role="huge"][low="true"] {{
    padding: 8px 48px;
}}
QPushButton[role="huge"][waiting="true"] {{
    background: {NAVY_LIGHT};
    color: {MUTED};
    border-color: {NAVY_LIGHT};
}}
QPushButton[role="huge"][narrow="true"] {{
    font-size: {LARGE_PX + 2}px;
    padding-left: 28px;
    padding-right: 28px;
}}
QLineEdit {{
    background: {IVORY};
    color: {INK};
    border: 2px solid {GOLD_DIM};
    border-radius: 8px;
    padding: 8px 10px;
    font-size: {LARGE_PX - 2}px;
    selection-background-color: {GOLD};
    selection-color: {INK};
}}
QLineEdit:focus {{
    border: 2px solid {GOLD_BRIGHT};
}}
QCheckBox {{
    spacing: 8px;
}}
QCheckBox::indicator {{
    width: 16px;
    height: 16px;
    border: 2px solid {GOLD};
    border-radius: 4px;
    background: {NAVY_DARK};
}}
QCheckBox::indicator:hover, QCheckBox:focus::indicator {{
    border-color: {GOLD_BRIGHT};
}}
QCheckBox::indicator:checked {{
    background: {GOLD};
    image: url("{TICK_IMAGE}");
}}
QCheckBox::indicator:disabled {{
    border-color: {MUTED};
    background: {NAVY_LIGHT};
}}
QCheckBox::indicator:checked:disabled {{
    background: {MUTED};
}}
QTextBrowser {{
    background: {IVORY};
    color: {INK};
    border: 2px solid {GOLD_DIM};
    border-radius: 10px;
    padding: 6px;
    font-size: {BODY_PX}px;
}}
QScrollBar:vertical {{
    background: {NAVY_DARK};
    width: 12px;
    margin: 0;
}}
QScrollBar::handle:vertical {{
    background: {GOLD_DIM};
    border-radius: 6px;
    min-height: 30px;
}}
QScrollBar::add-line:vertical, QScrollBar::sub-line:vertical {{
    height: 0;
}}
QToolTip {{
    background: {IVORY};
    color: {INK};
    border: 1px solid {GOLD_DIM};
}}
"""


def apply(app: QApplication) -> None:
    """Give the whole application the theme's style sheet."""
    app.setStyleSheet(style_sheet())
    app.setProperty("spectacular_bid_theme", True)


def ensure_applied() -> None:
    """Apply the theme to the running application unless it already has it: one style sheet,
    parsed once, for every window (a sheet per widget would be parsed again for each)."""
    app = QApplication.instance()
    if isinstance(app, QApplication) and not app.property("spectacular_bid_theme"):
        apply(app)


def literal(text: str) -> str:
    """``text`` for a button or a menu item, shown as written: Qt reads an ampersand there as
    the mark of a keyboard mnemonic ("R&D" showed "RD", its D a key), so each is doubled.

    >>> literal("R&D Ana")
    'R&&D Ana'
    """
    return text.replace("&", "&&")


def tip(text: str) -> str:
    """``text`` for a tooltip, shown as written. Qt draws a tooltip that looks like markup as
    rich text: a player named "<img src=/dev/zero>" made it read that file, on a hover, until
    memory ran out (a hostile-input probe). Such a text is given escaped, its lines kept.

    >>> tip("Ana v Ben"), tip("Ana v <b>Ben</b>")
    ('Ana v Ben', '<p>Ana v &lt;b&gt;Ben&lt;/b&gt;</p>')
    """
    from PySide6.QtGui import Qt  # not at import: the first screen is built without it

    if not Qt.mightBeRichText(text):
        return text
    return Qt.convertFromPlainText(text, Qt.WhiteSpaceMode.WhiteSpaceNormal)


def plain_list(lines: Sequence[str]) -> str:
    """The same lines for a screen reader: one a line, without the bullets' cells, which it
    would read as lines of their own."""
    return "\n".join(lines)


def hanging_list(lines: Sequence[str]) -> str:
    """Event lines for a rich-text label, each after a bullet in a cell of its own, so that a
    wrapped line hangs under its first word, not under the bullet — except a heading such as
    "— Hand 4 —", which stands as it is, across."""
    parts, rows = [], []
    for line in lines:
        text = _keep_last_word(_keep_arrow(html.escape(_breakable(line), quote=False)))
        if line.startswith("— "):  # across, out of the table: a cell across would widen the bullets'
            parts.append(_table(rows))
            parts.append(f"<p style='margin: 2px 1px'>{text}</p>")
            rows = []
        else:
            # Room between the rows, none above the first or below the last: a lone event of two
            # lines is as tall as two lines, and fits where the list has room for two.
            pad = "0 1px" if not rows else "2px 1px 0 1px"
            rows.append(f"<tr><td style='padding: {pad}'>•&nbsp;</td><td style='padding: {pad}'>{text}</td></tr>")
    parts.append(_table(rows))
    return "".join(parts)


#: A word longer than this many characters may wrap inside itself (every this many characters).
LONGEST_WORD = 16


def _breakable(text: str) -> str:
    """``text`` with a zero-width space every :data:`LONGEST_WORD` characters of a longer word:
    a name of 24 letters and no space widened the whole list past its column, and every line's
    end (the scores) was cut under the scroll bar. A hyphen is a break already: the parts of a
    hyphenated name count apart (a play-test read "Bartholomew-Maxi" / "milianus").

    >>> _breakable("End total 10 → MaximilienneVandenberghe +10").replace("\u200b", "|")
    'End total 10 → MaximilienneVand|enberghe +10'
    >>> _breakable("Jean-Baptiste Delacroixe +5") == "Jean-Baptiste Delacroixe +5"
    True
    >>> _breakable("Bartholomew-Maximilianus played") == "Bartholomew-Maximilianus played"
    True
    """
    return re.sub(rf"[^\s-]{{{LONGEST_WORD + 1},}}", lambda m: _cut_every(m.group()), text)


def _cut_every(word: str) -> str:
    """``word`` with a zero-width space after every :data:`LONGEST_WORD` characters or so, never
    inside a character as a reader sees it (a letter and its accent, an emoji and its skin tone)."""
    starts = sorted(grapheme_starts(word) - {0})
    cuts, last = [], 0
    for at in starts:
        if at - last >= LONGEST_WORD and at < len(word):
            cuts.append(at)
            last = at
    bounds = [0, *cuts, len(word)]
    return "\u200b".join(word[a:b] for a, b in itertools.pairwise(bounds))


def grapheme_starts(text: str) -> set[int]:
    """The indices of ``text`` where a character as a reader sees it begins (a grapheme: a
    letter with its accents, an emoji with its modifiers), and ``len(text)``: where a line may
    break inside a word without parting a letter from its mark.

    >>> sorted(grapheme_starts("qe\u0303x"))
    [0, 1, 3, 4]
    """
    from PySide6.QtCore import QTextBoundaryFinder

    by_unit: dict[int, int] = {}  # Qt counts in UTF-16 units, Python in characters
    unit = 0
    for index, character in enumerate(text):
        by_unit[unit] = index
        unit += 2 if ord(character) > 0xFFFF else 1
    by_unit[unit] = len(text)
    finder = QTextBoundaryFinder(QTextBoundaryFinder.BoundaryType.Grapheme, text)
    starts = {0}
    at = finder.toNextBoundary()
    while at != -1:
        if at in by_unit:
            starts.add(by_unit[at])
        at = finder.toNextBoundary()
    return starts


def _keep_last_word(text: str) -> str:
    """``text`` with a number that ends it (a score such as "+5") bound to the word before it
    by a no-break space: beside the table "+5" wrapped alone under a long name.

    >>> _keep_last_word("End total 5 → Ana +5"), _keep_last_word("Ben ran out of time")
    ('End total 5 → Ana&nbsp;+5', 'Ben ran out of time')
    """
    return re.sub(r" ([+−-]?\d+)$", r"&nbsp;\1", text)


def _keep_arrow(text: str) -> str:
    """``text`` with each arrow bound to the word before it by a no-break space: beside the
    table "→ Joueur +10" began a line of its own under "Total des extrémités 10"; the line
    breaks before the number instead.

    >>> _keep_arrow("Block: Ben's 18 rounds to 20 → Ana +20")
    "Block: Ben's 18 rounds to 20&nbsp;→ Ana +20"
    """
    return text.replace(" →", "&nbsp;→")


def _table(rows: Sequence[str]) -> str:
    """``rows`` as a table of :func:`hanging_list` (nothing when there are none)."""
    return f"<table cellspacing='0' cellpadding='0'>{''.join(rows)}</table>" if rows else ""


def _felt_light(width: int, height: int) -> QRadialGradient:
    from PySide6.QtGui import QRadialGradient

    gradient = QRadialGradient(width * 0.5, height * 0.42, max(width, height) * 0.85 * 0.75)
    gradient.setColorAt(0, qcolor(FELT_LIGHT))
    gradient.setColorAt(0.6, qcolor(FELT))
    gradient.setColorAt(1, qcolor(FELT_DARK))
    return gradient


def felt_paint_event(widget: QWidget, event: QPaintEvent) -> None:
    """A ``paintEvent`` for full screens: the felt, a soft radial light on green.

    Painted directly each time, limited to the area being repainted: a full window takes
    under a millisecond, and a cached picture would hold 4 MB for a fraction of that.
    """
    from PySide6.QtGui import QPainter

    painter = QPainter(widget)
    painter.setClipRegion(event.region())
    painter.fillRect(0, 0, widget.width(), widget.height(), _felt_light(widget.width(), widget.height()))
    painter.end()
