"""The table's view-model: what the table shows, as frozen data, made by one pure function.

    from lehavre_desktop.table import present
    frame = present(state, pending, selection, lock, hint)
    frame.tile("kiln").status            # TileStatus.AVAILABLE ...
    frame.chip("farm").usable, frame.warehouses[0].cell(cell).ghosts, frame.headers[1].francs
    frame.bar.title                      # a Message: MessageId.BUILD, building="kiln"

``present`` imports no Qt (QtCore comes in through the teaching layer's translations only); ``TablePresenter``
(``presenter.py``) is the QObject that presents the table after each change and emits the frame.
"""

from .frame import (
    BarFrame,
    Buttons,
    CellFrame,
    ChipFrame,
    CountField,
    HeaderFrame,
    Lock,
    Spotlight,
    TableFrame,
    TileFrame,
    TileStatus,
    TrackFrame,
    WarehouseFrame,
)
from .messages import Message, MessageId, message
from .pending import Pending
from .present import present

__all__ = [
    "BarFrame",
    "Buttons",
    "CellFrame",
    "ChipFrame",
    "CountField",
    "HeaderFrame",
    "Lock",
    "Message",
    "MessageId",
    "Pending",
    "Spotlight",
    "TableFrame",
    "TileFrame",
    "TileStatus",
    "TrackFrame",
    "WarehouseFrame",
    "message",
    "present",
]
