"""Choosing a file to open or to save into, in the interface's language.

The desktop's native file dialog (GTK's, or the one of the desktop portal) speaks the
system's language, not the one chosen in the game, and no program can switch it while it
runs: a Greek game on an English desktop would show an English dialog. Qt's own dialog is
translated by the catalogues the game installs, so the game always uses that one. Qt's file
model writes sizes and dates in the system's locale; a proxy writes them in the interface's.
Qt sizes the columns and the list of places for English words; they get the room the
language's words need.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import (
    QDate,
    QDateTime,
    QIdentityProxyModel,
    QLocale,
    QMargins,
    QMimeDatabase,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
    QTime,
)
from PySide6.QtWidgets import (
    QFileDialog,
    QFileSystemModel,
    QHeaderView,
    QListView,
    QSplitter,
    QStyle,
    QTreeView,
    QWidget,
)

NAME_COLUMN = 0
SIZE_COLUMN = 1
TYPE_COLUMN = 2
DATE_COLUMN = 3
# Room beside a column's text (the sort arrow, the cell's margins) and beside a place's name (its icon).
COLUMN_PADDING = 24
PLACE_PADDING = 40
# The names' column has room for a file name this long (a saved game's name with its suffix, «game 2.lhip.json»
# and longer), beside its icon: the dialog is widened for it, within this share of the screen.
NAME_CHARS = 36
SCREEN_SHARE = 0.9


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
    _fit_columns(dialog)
    _fit_width(dialog, _fit_places(dialog))
    return dialog


def _fit_columns(dialog: QFileDialog) -> None:
    """Each detail column as wide as its heading and its longest usual entry in the interface's language; the
    names take the rest."""
    tree = dialog.findChild(QTreeView, "treeView")
    if tree is None:
        return
    locale = QLocale()
    longest = {
        SIZE_COLUMN: locale.formattedDataSize(999_999_999),
        TYPE_COLUMN: QMimeDatabase().mimeTypeForName("application/json").comment(),
        DATE_COLUMN: locale.toString(QDateTime(QDate(2028, 12, 28), QTime(23, 58)), QLocale.FormatType.ShortFormat),
    }
    header = tree.header()
    metrics = tree.fontMetrics()
    for column, text in longest.items():
        heading = str(header.model().headerData(column, Qt.Orientation.Horizontal))
        width = max(metrics.horizontalAdvance(text), header.fontMetrics().horizontalAdvance(heading))
        header.resizeSection(column, width + COLUMN_PADDING)
    # The names take the room left: the dialog shows every column without scrolling sideways.
    header.setStretchLastSection(False)
    header.setSectionResizeMode(NAME_COLUMN, QHeaderView.ResizeMode.Stretch)


def _fit_places(dialog: QFileDialog) -> int:
    """The list of places (Computer, the home folder...) wide enough for their names; the width it takes."""
    places = dialog.findChild(QListView, "sidebar")
    splitter = dialog.findChild(QSplitter, "splitter")
    if places is None or splitter is None:
        return 0
    names = [str(places.model().index(row, 0).data()) for row in range(places.model().rowCount())]
    widest = max((places.fontMetrics().horizontalAdvance(name) for name in names), default=0)
    wanted = widest + places.iconSize().width() + PLACE_PADDING
    total = sum(splitter.sizes())
    splitter.setSizes([wanted, max(total - wanted, wanted)])
    # A wider or narrower dialog widens or narrows the files, never the places.
    splitter.setStretchFactor(0, 0)
    splitter.setStretchFactor(1, 1)
    return wanted


def _fit_width(dialog: QFileDialog, places: int) -> None:
    """Wide enough for the places, the detail columns and a whole file name of ``NAME_CHARS`` characters."""
    tree = dialog.findChild(QTreeView, "treeView")
    splitter = dialog.findChild(QSplitter, "splitter")
    if tree is None or splitter is None:
        return
    header = tree.header()
    details = sum(header.sectionSize(column) for column in (SIZE_COLUMN, TYPE_COLUMN, DATE_COLUMN))
    style = tree.style()
    icon = style.pixelMetric(QStyle.PixelMetric.PM_SmallIconSize)
    names = tree.fontMetrics().averageCharWidth() * NAME_CHARS + icon + COLUMN_PADDING
    scroll_bar = style.pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent)
    layout = dialog.layout()
    margins = layout.contentsMargins() if layout is not None else QMargins()
    frames = 4 * tree.frameWidth() + splitter.handleWidth()
    sides = margins.left() + margins.right()
    wanted = places + details + names + scroll_bar + frames + sides
    room = int(dialog.screen().availableGeometry().width() * SCREEN_SHARE)
    width = min(max(wanted, dialog.sizeHint().width()), room)
    dialog.resize(width, dialog.sizeHint().height())


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
