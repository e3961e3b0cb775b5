"""Find what a window shows badly: cut text, children outside their parent, windows larger than
the screen.

:func:`audit` walks every visible widget of a window and returns one line per defect:

- a label, button, combo box or list item whose text needs more room than the widget has —
  measured with the widget's own font metrics (Qt's size hints: the laid-out text, word-wrapped
  labels at their present width, plus the style's margins), against its present size;
- a widget that lies partly outside its parent (children of a scroll area's viewport and of a
  graphics view excepted: they may scroll into view);
- widgets that their layout, given less room than they need, places over one another;
- a window or dialog that does not lie whole on the free area of the screen it is on, its frame
  included (where the system tells no frame, as offscreen, the usual one is assumed:
  ``window_fit.FRAME``);
- with :func:`covered`, a window that hides a widget that must stay in view (a running clock).

The test suite runs it over every screen of scripted games at several screen sizes
(``tests/ui/test_layout_audit.py``); it is also handy by hand, on a window being designed.
"""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPoint, QRect, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractScrollArea,
    QComboBox,
    QFileDialog,
    QGraphicsView,
    QLabel,
    QLayout,
    QListView,
    QScrollBar,
    QStackedLayout,
    QWidget,
)

from spectacular_bid.ui.widgets.name_label import NameLabel
from spectacular_bid.ui.window_fit import FRAME

#: Pixels a measure may exceed the room before it counts: rounding in the font metrics.
SLACK = 1
#: Items of a list or table checked at most, for speed (the first ones).
MAX_ITEMS = 200


def describe(widget: QWidget) -> str:
    """A short name for ``widget`` in a report: its class, its object name or text."""
    name = widget.objectName() or widget.accessibleName()
    text = _text_of(widget)
    bits = [type(widget).__name__]
    if name:
        bits.append(f"'{name}'")
    if text:
        short = text if len(text) <= 60 else text[:57] + "…"
        bits.append(repr(short))
    return " ".join(bits)


def _text_of(widget: QWidget) -> str:
    if isinstance(widget, (QLabel, QAbstractButton)):
        return widget.text().replace("\n", " ")
    if isinstance(widget, QComboBox):
        return widget.currentText()
    return ""


def _scrolls(widget: QWidget) -> bool:
    """Whether ``widget``'s children may lie outside it by design (it scrolls them)."""
    parent = widget.parentWidget()
    if isinstance(widget, QGraphicsView):
        return True
    return isinstance(parent, QAbstractScrollArea) and parent.viewport() is widget


def _inside_scroller(widget: QWidget) -> bool:
    """Whether ``widget`` is shown through a scroll area's viewport (so may be partly hidden)."""
    parent = widget.parentWidget()
    while parent is not None and not parent.isWindow():
        if _scrolls(parent):
            return True
        parent = parent.parentWidget()
    return False


def name_problem(label: NameLabel) -> str | None:
    """Why a name label shows its name badly: cut other than with "…", or shortened without
    the whole name in its tooltip and accessible name."""
    shown, name = label.text(), label.name()
    margins = label.contentsMargins()
    widest = max(label.fontMetrics().horizontalAdvance(line) for line in shown.split("\n"))
    need = widest + margins.left() + margins.right()
    if need > label.width() + SLACK:
        return f"shows {shown!r} in {need} px, has {label.width()}"
    lines = shown.count("\n") + 1
    if label.height() < lines * label.fontMetrics().height():
        return f"shows {shown!r} on {lines} lines in {label.height()} px"
    if label.whole():
        return None
    whole = label.fontMetrics().horizontalAdvance(name) + margins.left() + margins.right() + 2
    if label.width() >= whole:  # (a label that hugs its name asks for less: the window's cut)
        return f"shortens {name!r} to {shown!r} although it has the room for the whole name"
    if "…" not in shown or label.toolTip() != name or label.accessibleName() != name:
        return f"shortens {name!r} to {shown!r} without the whole name in its tooltip and accessible name"
    return None


def label_problem(label: QLabel) -> str | None:
    """Why ``label``'s text does not fit, or None."""
    if not label.text() or (label.pixmap() is not None and not label.pixmap().isNull()):
        return None
    if isinstance(label, NameLabel):
        return name_problem(label)
    size = label.size()
    if label.wordWrap():
        need_h = label.heightForWidth(size.width())
        narrowest = label.minimumSizeHint().width()  # its longest word, with the margins
        if narrowest > size.width() + SLACK:
            return f"a word needs {narrowest} px of width, the label has {size.width()}"
        if need_h > size.height() + SLACK:
            return f"wrapped at {size.width()} px it needs {need_h} px of height, it has {size.height()}"
        return None
    hint = label.sizeHint()
    if hint.width() > size.width() + SLACK:
        return f"needs {hint.width()} px of width, has {size.width()}"
    if hint.height() > size.height() + SLACK:
        return f"needs {hint.height()} px of height, has {size.height()}"
    return None


def button_problem(button: QAbstractButton) -> str | None:
    """Why ``button``'s text does not fit, or None."""
    if not button.text():
        return None
    hint = button.sizeHint()
    size = button.size()
    if hint.width() > size.width() + SLACK:
        return f"needs {hint.width()} px of width, has {size.width()}"
    if hint.height() > size.height() + SLACK:
        return f"needs {hint.height()} px of height, has {size.height()}"
    return None


def combo_problem(combo: QComboBox) -> str | None:
    """Why the combo box's current text does not fit, or None."""
    text = combo.currentText()
    if not text:
        return None
    need = combo.fontMetrics().horizontalAdvance(text) + 2 * combo.iconSize().width()
    if need > combo.width() + SLACK:
        return f"its text needs about {need} px of width, has {combo.width()}"
    return None


def item_problems(view: QAbstractItemView) -> list[str]:
    """The items of ``view`` (and the sections of its header) whose text is cut."""
    model = view.model()
    if model is None:
        return []
    out: list[str] = []
    fm = view.fontMetrics()
    viewport = view.viewport().rect()
    columns = 1 if isinstance(view, QListView) else model.columnCount(QModelIndex())
    for row in range(min(model.rowCount(QModelIndex()), MAX_ITEMS)):
        for col in range(columns):
            index = model.index(row, col, QModelIndex())
            text = index.data(Qt.ItemDataRole.DisplayRole)
            if not isinstance(text, str) or not text:
                continue
            rect = view.visualRect(index)
            if rect.isEmpty() or not rect.intersects(viewport):
                continue
            lines = text.split("\n")
            need = max(fm.horizontalAdvance(line) for line in lines) + 8  # the style's text margins
            if index.data(Qt.ItemDataRole.DecorationRole) is not None:
                need += view.iconSize().width() + 4
            high = len(lines) * fm.lineSpacing()
            if view.wordWrap():  # wrapped at the item's width: as high as that makes it
                wrap = Qt.TextFlag.TextWordWrap
                bounds = fm.boundingRect(QRect(0, 0, max(1, rect.width() - 8), 100_000), wrap, text)
                high, need = bounds.height(), bounds.width() + 8  # wider: a word that cannot break
            if need > rect.width() + SLACK:
                out.append(f"item {text!r} needs {need} px of width, has {rect.width()}")
            elif high > rect.height() + SLACK:
                out.append(f"item {text!r} needs {high} px of height, has {rect.height()}")
    header = getattr(view, "horizontalHeader", None)
    if callable(header) and header().isVisible():
        h = header()
        hfm = h.fontMetrics()
        for col in range(columns):
            text = model.headerData(col, Qt.Orientation.Horizontal, Qt.ItemDataRole.DisplayRole)
            if isinstance(text, str) and text and not h.isSectionHidden(col):
                need = hfm.horizontalAdvance(text) + 12
                if need > h.sectionSize(col) + SLACK:
                    out.append(f"column title {text!r} needs {need} px, has {h.sectionSize(col)}")
    return out


def _laid_out(layout: QLayout) -> list[QWidget]:
    """The widgets ``layout`` places, those of its inner layouts included."""
    out: list[QWidget] = []
    for n in range(layout.count()):
        item = layout.itemAt(n)
        widget = item.widget()
        if isinstance(widget, QWidget):  # PySide may hand back the item itself, in Qt's own dialogs
            out.append(widget)
        elif item.layout() is not None:
            out.extend(_laid_out(item.layout()))
    return out


def overlap_problems(widget: QWidget) -> list[str]:
    """The shown widgets that ``widget``'s layout places over one another: it had less room than
    they need, each kept its own size (so no text of theirs is reported cut) and they overlap.
    A stacked layout's pages lie over one another by design."""
    layout = widget.layout()
    if layout is None or isinstance(layout, QStackedLayout):
        return []
    shown = [w for w in _laid_out(layout) if w.isVisible()]
    out: list[str] = []
    for n, first in enumerate(shown):
        for second in shown[n + 1 :]:
            common = first.geometry().intersected(second.geometry())
            if common.width() > SLACK and common.height() > SLACK:
                out.append(
                    f"{describe(first)} and {describe(second)} overlap by {common.width()}×{common.height()} px "
                    f"in {describe(widget)} of {widget.width()}×{widget.height()}"
                )
    return out


def outer_rect(window: QWidget) -> QRect:
    """``window``'s frame on the screen: the system's, else the usual one (:data:`FRAME`)."""
    outer = window.frameGeometry()
    if outer == window.geometry():  # no frame told (offscreen): assume a Windows one
        side = FRAME[0] // 2
        outer = window.geometry().adjusted(-side, -(FRAME[1] - side), side, side)
    return outer


def global_rect(widget: QWidget) -> QRect:
    """``widget``'s rectangle in screen coordinates."""
    return QRect(widget.mapToGlobal(QPoint(0, 0)), widget.size())


def covered(window: QWidget, keep: list[QWidget]) -> list[str]:
    """The widgets of ``keep`` (shown, not inside ``window``) that ``window`` covers: a window
    with its frame, or a panel lying over its window's screens."""
    out: list[str] = []
    outer = outer_rect(window) if window.isWindow() else global_rect(window)
    for widget in keep:
        inside = window.isAncestorOf(widget) or widget is window
        if widget.isVisible() and not inside and outer.intersects(global_rect(widget)):
            g = global_rect(widget)
            out.append(
                f"{describe(window)}: covers {describe(widget)} at {g.x()},{g.y()} {g.width()}×{g.height()} "
                f"(the window's frame: {outer.x()},{outer.y()} {outer.width()}×{outer.height()})"
            )
    return out


def audit(window: QWidget) -> list[str]:
    """Every defect of ``window`` as it is now shown (see the module's docstring)."""
    out: list[str] = []
    screen = window.screen()
    if screen is not None and window.isWindow():
        room = screen.availableGeometry()
        frame = outer_rect(window)
        if not room.contains(frame):
            out.append(
                f"{describe(window)}: the window with its frame lies at {frame.x()},{frame.y()} "
                f"{frame.width()}×{frame.height()}, the screen's free area at {room.x()},{room.y()} "
                f"{room.width()}×{room.height()}"
            )
    for widget in [window, *window.findChildren(QWidget)]:
        if not widget.isVisible() or widget.window() is not window:
            continue
        if isinstance(window, QFileDialog) and widget is not window:
            continue  # Qt's own file dialog: its path box shortens a long folder as Qt sees fit
        problem: str | None = None
        if isinstance(widget, QLabel):
            problem = label_problem(widget)
        elif isinstance(widget, QAbstractButton):
            problem = button_problem(widget)
        elif isinstance(widget, QComboBox):
            problem = combo_problem(widget)
        if problem is not None:
            out.append(f"{describe(widget)}: {problem}")
        out.extend(overlap_problems(widget))
        if isinstance(widget, QAbstractItemView):
            out.extend(f"{describe(widget)}: {p}" for p in item_problems(widget))
        parent = widget.parentWidget()
        if (
            widget is not window
            and parent is not None
            and not _scrolls(parent)
            and not isinstance(widget, QScrollBar)
            and not _inside_scroller(parent)
        ):
            inner = QRect(parent.rect()).adjusted(-SLACK, -SLACK, SLACK, SLACK)
            if not inner.contains(widget.geometry()):
                g = widget.geometry()
                out.append(
                    f"{describe(widget)}: lies at {g.x()},{g.y()} {g.width()}×{g.height()}, outside its parent "
                    f"{describe(parent)} of {parent.width()}×{parent.height()}"
                )
    return out
