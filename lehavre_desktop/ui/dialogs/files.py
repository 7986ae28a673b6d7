"""Choosing a file to open or to save into, in the interface's language.

The desktop's native file dialog (GTK's, or the one of the desktop portal) speaks the
system's language, not the one chosen in the game, and no program can switch it while it
runs: a Greek game on an English desktop would show an English dialog. Qt's own dialog is
translated by the catalogues the game installs, so the game always uses that one. Qt's file
model writes sizes and dates in the system's locale; a proxy writes them in the interface's.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QDateTime, QIdentityProxyModel, QLocale, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtWidgets import QFileDialog, QFileSystemModel, QWidget

SIZE_COLUMN = 1
DATE_COLUMN = 3


class LocalFileModel(QIdentityProxyModel):
    """The file dialog's model with sizes and modification times written for the interface's language."""

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        files = self.sourceModel()
        if role == Qt.ItemDataRole.DisplayRole and isinstance(files, QFileSystemModel):
            source = self.mapToSource(index)
            if index.column() == SIZE_COLUMN and not files.isDir(source):
                return QLocale().formattedDataSize(files.size(source))
            if index.column() == DATE_COLUMN:
                modified: QDateTime = files.lastModified(source)
                return QLocale().toString(modified, QLocale.FormatType.ShortFormat)
        return super().data(index, role)


def file_dialog(parent: QWidget | None, title: str, directory: Path, name_filter: str) -> QFileDialog:
    """Qt's file dialog, never the native one, opening ``directory`` (or, for saving, suggesting a file in it)."""
    dialog = QFileDialog(parent, title, str(directory), name_filter)
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog)
    dialog.setProxyModel(LocalFileModel(dialog))
    return dialog


def ask_open_path(parent: QWidget | None, title: str, directory: Path, name_filter: str) -> Path | None:
    dialog = file_dialog(parent, title, directory, name_filter)
    dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
    dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptOpen)
    return _chosen(dialog)


def ask_save_path(parent: QWidget | None, title: str, suggested: Path, name_filter: str) -> Path | None:
    dialog = file_dialog(parent, title, suggested.parent, name_filter)
    dialog.setFileMode(QFileDialog.FileMode.AnyFile)
    dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
    dialog.selectFile(suggested.name)
    return _chosen(dialog)


def _chosen(dialog: QFileDialog) -> Path | None:
    try:
        if dialog.exec() != QFileDialog.DialogCode.Accepted or not dialog.selectedFiles():
            return None
        return Path(dialog.selectedFiles()[0])
    finally:
        dialog.deleteLater()
