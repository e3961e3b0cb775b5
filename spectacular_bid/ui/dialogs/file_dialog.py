"""A file dialog that stays readable under the game's style sheet.

The game's look (ivory text on navy) reaches every child widget; a file dialog opened from a
dark window showed near-white file names on a white list and blank gold tool buttons. This
one gets its own light style: dark text on light views, plain tool buttons with their icons,
and the dialog's own warnings ("File not found") light under their dark words.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QIdentityProxyModel, QLocale, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtWidgets import QFileDialog, QFileSystemModel, QHeaderView, QSplitter, QTreeView, QWidget

from .. import theme
from ..window_fit import fit_to_screen


def style_sheet() -> str:
    """The file dialog's own rules: a light dialog with dark, readable text."""
    t = theme
    return f"""
QFileDialog, QFileDialog QMessageBox {{ background: {t.IVORY}; }}
QFileDialog QLabel, QFileDialog QCheckBox {{ color: {t.NAVY_DARK}; background: transparent; }}
QFileDialog QTreeView, QFileDialog QListView, QFileDialog QLineEdit, QFileDialog QComboBox {{
    background: #ffffff;
    alternate-background-color: #f7f3e8;
    color: #1b1b1b;
    selection-background-color: {t.GOLD};
    selection-color: {t.NAVY_DARK};
    border: 1px solid {t.GOLD_DIM};
}}
QFileDialog QComboBox QAbstractItemView {{ background: #ffffff; color: #1b1b1b; }}
QFileDialog QHeaderView::section {{
    background: #ebe3cc;
    color: {t.NAVY_DARK};
    padding: 4px 8px;
    border: none;
    border-bottom: 1px solid {t.GOLD_DIM};
}}
QFileDialog QToolButton {{
    background: #ebe3cc;
    border: 1px solid {t.GOLD_DIM};
    border-radius: 4px;
    padding: 3px;
    min-width: 26px;
    min-height: 26px;
}}
QFileDialog QToolButton:hover {{ background: {t.GOLD}; }}
QFileDialog QPushButton {{
    background: {t.GOLD};
    color: {t.NAVY_DARK};
    border: 1px solid {t.GOLD_DIM};
    border-radius: 6px;
    padding: 6px 18px;
    font-size: {t.BODY_PX}px;
}}
QFileDialog QPushButton:disabled {{ background: #e6dfca; color: #8a8370; }}
"""


class InGameLanguage(QIdentityProxyModel):
    """The dialog's files with their sizes and dates in the game's language: Qt's own list
    writes them in the system's ("600 bytes", "5 12 2026" under a French game on a system
    without a locale)."""

    SIZE_COLUMN, DATE_COLUMN = 1, 3

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        files = self.sourceModel()
        if role == Qt.ItemDataRole.DisplayRole and isinstance(files, QFileSystemModel):
            source = self.mapToSource(index)
            if index.column() == self.DATE_COLUMN:
                return QLocale().toString(files.lastModified(source), QLocale.FormatType.ShortFormat)
            if index.column() == self.SIZE_COLUMN and not files.isDir(source):
                return QLocale().formattedDataSize(files.size(source))
        return super().data(index, role)


def file_dialog(parent: QWidget | None, title: str, path: str, filters: str, *, save: bool) -> QFileDialog:
    """A styled dialog to open (or, with ``save``, save) a file, starting at ``path``."""
    dialog = QFileDialog(parent, title, path, filters)
    dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave if save else QFileDialog.AcceptMode.AcceptOpen)
    dialog.setFileMode(QFileDialog.FileMode.AnyFile if save else QFileDialog.FileMode.ExistingFile)
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog, True)  # the same look everywhere
    dialog.setStyleSheet(style_sheet())
    dialog.setProxyModel(InGameLanguage(dialog))
    # Qt's own French lacks the labels with their shortcut letters ("&Look in:") and has them
    # without ("Look in:"): the translated words rather than English ones.
    for label, text in (
        (QFileDialog.DialogLabel.LookIn, "Look in:"),
        (QFileDialog.DialogLabel.FileType, "Files of type:"),
    ):
        translated = QCoreApplication.translate("QFileDialog", text)
        if translated != text:
            dialog.setLabelText(label, translated)
    details = dialog.findChild(QTreeView)
    if details is not None and details.header().count() == 4:  # name, size, kind, date
        # The size and the date whole ("10,2 Kio", not "10…io"), the name the rest; the kind,
        # a record's file every time, left out.
        header = details.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for column in (1, 3):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionHidden(2, True)
    splitter = dialog.findChild(QSplitter)
    if splitter is not None and splitter.count() == 2:  # the places whole ("Ordinateur", not "O.")
        splitter.setSizes([130, 770])
    fit_to_screen(dialog, (900, 540), anchor=parent)
    return dialog


def choose_file(parent: QWidget | None, title: str, path: str, filters: str, *, save: bool) -> str:
    """Ask for a file with :func:`file_dialog`; the path chosen, or ``""`` when cancelled."""
    dialog = file_dialog(parent, title, path, filters, save=save)
    if dialog.exec() != QFileDialog.DialogCode.Accepted:
        return ""
    chosen = dialog.selectedFiles()
    return chosen[0] if chosen else ""
