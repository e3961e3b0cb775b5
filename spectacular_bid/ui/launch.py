"""Start the desktop game."""

from __future__ import annotations

import sys


def launch(smoke: bool = False) -> int:
    """Open the main window; with ``smoke``, exit 0 once it has been shown."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QLabel

    app = QApplication.instance() or QApplication(sys.argv)
    window = QLabel("Spectacular Bid — the table is coming soon. Use `spectacular-bid replay` meanwhile.")
    window.setWindowTitle("Spectacular Bid")
    window.resize(640, 200)
    window.show()
    if smoke:
        QTimer.singleShot(0, app.quit)
    return app.exec()
