"""The shared look of the review dialogs (history, profile, replay): a style sheet on top of
the app's theme."""

from __future__ import annotations

from .. import theme

ITEM_PADDING_X = 8  #: the padding left and right of a list's or a table's item text, in pixels


def dialog_style_sheet() -> str:
    """Extra style rules for the review dialogs, on top of the app's theme: a navy ground and
    readable item views, sliders and message boxes."""
    t = theme
    return f"""
QDialog {{
    background: qlineargradient(x1: 0, y1: 0, x2: 0, y2: 1, stop: 0 {t.NAVY_LIGHT}, stop: 1 {t.NAVY_DARK});
}}
QTableWidget, QListWidget {{
    background: {t.NAVY_DARK};
    alternate-background-color: {t.NAVY};
    color: {t.IVORY};
    border: 1px solid {t.GOLD_DIM};
    border-radius: 8px;
    gridline-color: {t.NAVY_LIGHT};
    selection-background-color: {t.GOLD};
    selection-color: {t.NAVY_DARK};
    outline: none;
}}
QTableWidget::item, QListWidget::item {{
    padding: 4px {ITEM_PADDING_X}px;
}}
QHeaderView::section {{
    background: {t.NAVY_LIGHT};
    color: {t.GOLD};
    font-weight: bold;
    padding: 6px 10px;
    border: none;
    border-bottom: 1px solid {t.GOLD_DIM};
}}
QTableCornerButton::section {{
    background: {t.NAVY_LIGHT};
    border: none;
}}
QSlider::groove:horizontal {{
    height: 8px;
    background: {t.NAVY_DARK};
    border: 1px solid {t.GOLD_DIM};
    border-radius: 4px;
}}
QSlider::sub-page:horizontal {{
    background: {t.GOLD_DIM};
    border-radius: 4px;
}}
QSlider::handle:horizontal {{
    background: {t.GOLD_BRIGHT};
    border: 2px solid {t.GOLD_DIM};
    width: 18px;
    margin: -7px 0;
    border-radius: 10px;
}}
QMessageBox {{
    background: {t.NAVY};
}}
QScrollBar:horizontal {{
    background: {t.NAVY_DARK};
    height: 12px;
    margin: 0;
}}
QScrollBar::handle:horizontal {{
    background: {t.GOLD_DIM};
    border-radius: 6px;
    min-width: 30px;
}}
QScrollBar::add-line:horizontal, QScrollBar::sub-line:horizontal {{
    width: 0;
}}
QDialog QPushButton[role="secondary"] {{
    padding: 6px 18px;
    font-size: {t.BODY_PX}px;
    border-radius: 8px;
}}
QPushButton[role="small"] {{
    padding: 6px 14px;
    font-size: {t.BODY_PX}px;
    border-radius: 8px;
}}
"""
