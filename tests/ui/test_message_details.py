"""A message box's details (a refused import's reason, a save that failed) were drawn in the
theme's pale ivory on the text box's white ground: unreadable. They now read dark on ivory."""

from __future__ import annotations

from collections import Counter

from PySide6.QtGui import QColor
from PySide6.QtWidgets import QMessageBox, QTextEdit
from pytestqt.qtbot import QtBot

from spectacular_bid.ui import theme


def _lightness(rgb: int) -> float:
    return QColor.fromRgb(rgb).lightnessF()


def test_a_message_boxs_details_read_dark_on_a_light_ground(qtbot: QtBot) -> None:
    theme.ensure_applied()
    box = QMessageBox(QMessageBox.Icon.Warning, "Import", "The file could not be imported.")
    box.setDetailedText("format must be 'spectacular-bid-record' " * 3)
    qtbot.addWidget(box)
    box.show()
    details = box.findChild(QTextEdit)
    assert details is not None
    details.show()  # as "Show Details…" does
    qtbot.waitExposed(box)
    image = details.viewport().grab().toImage()
    pixels = [image.pixel(x, y) for x in range(0, image.width(), 2) for y in range(0, min(image.height(), 40))]
    ground = Counter(pixels).most_common(1)[0][0]
    ink = min(pixels, key=_lightness)
    assert _lightness(ground) - _lightness(ink) > 0.5, (QColor.fromRgb(ground).name(), QColor.fromRgb(ink).name())
