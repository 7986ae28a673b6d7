"""The table: both players' wheels and warehouses, the supply, the round track and the bank.

The scene only draws a state and reports what the player pointed at; the controller
turns that into candidate actions for the session.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, QPropertyAnimation, QRectF, Signal
from PySide6.QtGui import QBrush
from PySide6.QtWidgets import QGraphicsScene

from ...engine import Cell, GameState, Good, options, turns_left, wealth
from .. import theme
from .chip import BuildingChipItem
from .geometry import (
    BANK_RECT,
    BESIDE_TOP,
    PLAYER_X,
    SCENE_RECT,
    TRACK_RECT,
    chip_rects,
    pointer_angle,
    sector_bisector,
    supply_pos,
    tray_rect,
    warehouse_origin,
    wheel_center,
)
from .panels import BankItem, PlayerHeaderItem, RoundTrackItem
from .tile import BuildingTileItem, TileStatus, tile_tooltip
from .warehouse import WarehouseItem
from .wheel import WheelItem

BESIDE_CHIP = (128.0, 26.0)


def display_round(state: GameState) -> int:
    """The round the pointers show: after the final rotation they have moved once more."""
    return state.round_index + (1 if state.finished else 0)


class TableScene(QGraphicsScene):
    tileClicked = Signal(str)
    tileHovered = Signal(str, bool)
    chipClicked = Signal(str)
    chipHovered = Signal(str, bool)
    chipContextMenu = Signal(str, QPoint)
    sellDropped = Signal(str)
    chipDragStarted = Signal(str)
    chipDragCancelled = Signal(str)
    markerDropped = Signal(int, object, object)  # seat, Good, Cell
    cellClicked = Signal(int, object)  # seat, Cell
    cellHovered = Signal(int, object)  # seat, Cell or None
    markerDragStarted = Signal(int, object)  # seat, Good
    sectorHovered = Signal(int, int)  # seat, age of the sector (-1: none)

    def __init__(self, state: GameState) -> None:
        super().__init__()
        self.setSceneRect(SCENE_RECT)
        self.setBackgroundBrush(QBrush(theme.TABLE))
        self.state = state
        self.selected: str | None = None
        self.track = RoundTrackItem()
        self.track.setPos(TRACK_RECT.topLeft())
        self.addItem(self.track)
        self.bank = BankItem()
        self.bank.setPos(BANK_RECT.topLeft())
        self.addItem(self.bank)
        self.headers: list[PlayerHeaderItem] = []
        self.wheels: list[WheelItem] = []
        for seat in (0, 1):
            header = PlayerHeaderItem(seat)
            header.setPos(PLAYER_X[seat], 8)
            self.addItem(header)
            self.headers.append(header)
            wheel = WheelItem(seat)
            wheel.setPos(wheel_center(seat))
            wheel.sectorHovered.connect(self.sectorHovered)
            self.addItem(wheel)
            self.wheels.append(wheel)
        self.warehouses: list[WarehouseItem] = []
        self.tiles: dict[str, BuildingTileItem] = {}
        self.chips: dict[str, BuildingChipItem] = {}
        self._build_components(state)
        self.show_state(state, animate_ms=0)

    def _build_components(self, state: GameState) -> None:
        """The items that depend on the component data: a loaded game may bring corrected data."""
        for item in [*self.warehouses, *self.tiles.values(), *self.chips.values()]:
            self.removeItem(item)
        self.warehouses, self.tiles, self.chips = [], {}, {}
        geometry = state.components.warehouse
        for seat in (0, 1):
            warehouse = WarehouseItem(seat, geometry)
            warehouse.setPos(warehouse_origin(seat, geometry.rows, geometry.cols))
            warehouse.markerDropped.connect(self.markerDropped)
            warehouse.cellClicked.connect(self.cellClicked)
            warehouse.cellHovered.connect(self.cellHovered)
            warehouse.dragStarted.connect(self.markerDragStarted)
            self.addItem(warehouse)
            self.warehouses.append(warehouse)
        for index, spec in enumerate(state.components.buildings):
            tile = BuildingTileItem(spec)
            tile.setPos(supply_pos(index))
            tile.clicked.connect(self.tileClicked)
            tile.hovered.connect(self.tileHovered)
            self.addItem(tile)
            self.tiles[spec.id] = tile

    # ---- drawing a state ------------------------------------------------------------------
    def show_state(self, state: GameState, animate_ms: int = 0) -> None:
        previous_round = display_round(self.state)
        if state.components != self.state.components:
            self.state = state
            self._build_components(state)
        self.state = state
        shown_round = display_round(state)
        found = options(state)
        buildable = {o.building for o in found if o.verb == "build"}
        usable = {o.building for o in found if o.verb == "use"}
        sellable = {o.building for o in found if o.verb == "sell"}
        for seat in (0, 1):
            player = state.players[seat]
            self.headers[seat].set_values(player.name, player.francs, wealth(state, seat).total,
                                          turns_left(state, seat), seat == state.current and not state.finished)
            turning = shown_round != previous_round
            self.wheels[seat].set_pointer(pointer_angle(shown_round), animate_ms if turning else 0)
            self.warehouses[seat].set_markers(player.markers)
        self.track.set_round(state.round_index, state.finished)
        owners: dict[str, int] = {}
        for seat, player in enumerate(state.players):
            for building in player.buildings():
                owners[building] = seat
        for building, tile in self.tiles.items():
            if building in owners:
                tile.set_status(TileStatus.BUILT, theme.PLAYER_COLOURS[owners[building]])
            elif building in state.supply:
                tile.set_status(TileStatus.AVAILABLE if building in buildable else TileStatus.UNAFFORDABLE)
            else:
                tile.set_status(TileStatus.UPCOMING)
            tile.set_selected(building == self.selected)
            tile.setToolTip(tile_tooltip(tile.spec))
        self._place_chips(state, owners, usable, sellable, animate_ms)

    def _place_chips(self, state: GameState, owners: dict[str, int], usable: set[str], sellable: set[str],
                     fade_ms: int) -> None:
        for building in list(self.chips):
            chip = self.chips[building]
            if owners.get(building) != chip.owner:
                del self.chips[building]
                self._retire(chip, fade_ms)
        for building, seat in owners.items():
            if building not in self.chips:
                chip = BuildingChipItem(state.spec(building), seat)
                chip.clicked.connect(self.chipClicked)
                chip.hovered.connect(self.chipHovered)
                chip.contextMenuRequested.connect(self.chipContextMenu)
                chip.dropped.connect(self._on_chip_dropped)
                chip.dragStarted.connect(self.chipDragStarted)
                self.addItem(chip)
                self.chips[building] = chip
        pointer = pointer_angle(display_round(state))
        order = state.components.order
        for seat, player in enumerate(state.players):
            by_age: dict[int, list[str]] = {}
            for slot in player.wheel:
                by_age.setdefault(slot.age, []).append(slot.building)
            centre = self.wheels[seat].pos()
            for age, buildings in by_age.items():
                tray = tray_rect(centre, sector_bisector(pointer, age))
                for building, rect in zip(sorted(buildings, key=order.__getitem__),
                                          chip_rects(tray, len(buildings)), strict=True):
                    self.chips[building].place(rect)
            for index, building in enumerate(player.beside):
                x = PLAYER_X[seat] + 8 + (index % 3) * (BESIDE_CHIP[0] + 6)
                y = BESIDE_TOP + 22 + (index // 3) * (BESIDE_CHIP[1] + 4)
                self.chips[building].place(QRectF(x, y, *BESIDE_CHIP))
        for building, chip in self.chips.items():
            chip.set_flags(building in usable, building == self.selected, building in sellable)
            chip.setToolTip(tile_tooltip(chip.spec))

    def _retire(self, chip: BuildingChipItem, fade_ms: int) -> None:
        """A building that left a board (sold, or forced to sell) fades out where it was."""
        chip.setEnabled(False)
        if fade_ms <= 0:
            self.removeItem(chip)
            return
        fade = QPropertyAnimation(chip, b"opacity", chip)
        fade.setDuration(fade_ms * 2)
        fade.setStartValue(1.0)
        fade.setEndValue(0.0)
        fade.finished.connect(lambda: self.removeItem(chip) if chip.scene() is self else None)
        fade.start()

    def select(self, building: str | None) -> None:
        self.selected = building
        self.show_state(self.state)

    def warehouse(self, seat: int) -> WarehouseItem:
        return self.warehouses[seat]

    def set_preview(self, seat: int, preview: dict[Good, Cell], draggable: set[Good] | None = None,
                    targets: dict[Good, frozenset[Cell]] | None = None) -> None:
        for other in (0, 1):
            if other != seat:
                self.warehouses[other].clear_preview()
        self.warehouses[seat].set_preview(preview, draggable, targets)

    def clear_preview(self) -> None:
        for warehouse in self.warehouses:
            warehouse.clear_preview()

    def _on_chip_dropped(self, building: str, scene_pos: QPointF) -> None:
        if BANK_RECT.contains(scene_pos):
            self.sellDropped.emit(building)
        else:
            self.chipDragCancelled.emit(building)
