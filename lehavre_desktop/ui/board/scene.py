"""The table: both players' wheels and warehouses, the supply, the round track and the bank.

The scene only draws a frame (``table.present``'s: ``show_frame``) and reports what the player pointed at; the
controller turns that into the choice being shaped, and the presenter into the next frame.

Public API: ``show_frame``, ``show_state`` (a frame of a game at rest, for a scene without a presenter),
``warehouse``, ``set_spotlight``; the items ``tiles``, ``chips``, ``wheels``, ``warehouses``, ``headers``, ``bank``,
``track``; the last frame ``frame``; and the signals below.

Added for issue 8:

* ``SCENE_RECT`` (``board/geometry.py``) is now 1600 x 1000 (aspect 1.6). Every text is at least
  ``theme.MIN_TEXT_PX`` (19) scene pixels: 11.6 device pixels in a 1000 x 610 view.
* ``markerDropCancelled(seat, good)``: a dragged marker was dropped off the grid (it snaps back;
  ``markerDropped`` still reports every drop on a cell, legal or not).
* ``chipDragEnded(building)``: a building's drag ended, wherever (after ``sellDropped`` or
  ``chipDragCancelled``). While a building is dragged the bank is lit; while a marker is dragged
  its legal cells are outlined more strongly.
* ``text_items()``: the items that paint text, each with ``text_runs()`` (the texts, their fonts and
  rectangles in item coordinates), for measuring what a player can read.
* Built buildings leave the supply (``tiles[b]`` is hidden, status ``BUILT``); buildings of later
  rounds wait as one-line tiles under those on offer, whole rounds at a time while they fit; the
  rest are hidden too (status ``UPCOMING``), counted by ``waiting_note`` and listed in the round
  track's tooltips; late in the game, where all of them fit whole, they are whole tiles under a dashed edge
  (``tile.whole``), their cost, value and function read ahead. More than 18 buildings on offer take a dense
  form (no function line; the function is in the tooltip); only beyond 26 does the supply scale down.
* ``warehouse(seat).ghost_item(good)``, ``.marker_item(good)``, ``.arrow_item(good)``: a proposed
  place is drawn in the palette's ``preview`` colour with an arrow from the marker; a marker whose proposed place
  stands elsewhere can be dragged as well (it drags that place); a click on it is a click on its cell.
* Every item repaints itself only when its own data changed; nothing here updates the whole scene
  except a change of language (``retranslate``, called by the view on its LanguageChange). Items keep
  their painting in a device-coordinate cache, so a repaint of the view redraws only what changed.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale, QPoint, QPointF, QPropertyAnimation, Signal
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QGraphicsScene

from ...engine import GameState
from ...i18n.names import building_name
from ...prose.cast import Cast, people
from ...table import TableFrame, TileStatus, present
from .. import theme
from .chip import BuildingChipItem, chip_height
from .geometry import (
    BANK_RECT,
    HEADER_TOP,
    PLAYER_X,
    SCENE_RECT,
    TRACK_RECT,
    beside_area,
    chip_width,
    dense_supply,
    pointer_angle,
    supply_layout,
    waiting_room,
    warehouse_origin,
    warehouse_scale,
    wheel_center,
    whole_waiting_fits,
)
from .panels import BankItem, PlayerBoardItem, PlayerHeaderItem, RoundTrackItem, WaitingNoteItem, table_brush
from .tile import BuildingTileItem
from .warehouse import WarehouseItem
from .wheel import WheelItem


class TableScene(QGraphicsScene):
    tileClicked = Signal(str)
    tileHovered = Signal(str, bool)
    chipClicked = Signal(str)
    chipHovered = Signal(str, bool)
    chipContextMenu = Signal(str, QPoint)
    sellDropped = Signal(str)
    chipDragStarted = Signal(str)
    chipDragCancelled = Signal(str)
    chipDragEnded = Signal(str)
    markerDropped = Signal(int, object, object)  # seat, Good, Cell
    markerDropCancelled = Signal(int, object)  # seat, Good
    cellClicked = Signal(int, object)  # seat, Cell
    cellHovered = Signal(int, object)  # seat, Cell or None
    markerDragStarted = Signal(int, object)  # seat, Good
    sectorHovered = Signal(int, int)  # seat, age of the sector (-1: none)
    spotlightRequested = Signal(object, bool)  # the buildings (a frozenset) and whether the bank: the guided game's
    reconstructedMarkClicked = Signal(str)  # a building's id: the mark of its reconstructed numbers was clicked
    hintShown = Signal(object)  # the suggested turn's actions (a tuple; empty: none), for the presenter's frames

    def __init__(self, state: GameState) -> None:
        super().__init__()
        self.setSceneRect(SCENE_RECT)
        self.setBackgroundBrush(table_brush())  # apply_theme() sets it again
        self.state = state
        self.frame = present(state)
        self.players = people(state)  # the game's players as sentences name them (the presenter's, else guessed)
        self._drawn = False  # the first frame draws everything
        self.track = RoundTrackItem()
        self.track.setPos(TRACK_RECT.topLeft())
        self.addItem(self.track)
        self.bank = BankItem()
        self.bank.setPos(BANK_RECT.topLeft())
        self.addItem(self.bank)
        self.waiting_note = WaitingNoteItem()
        self.addItem(self.waiting_note)
        self.headers: list[PlayerHeaderItem] = []
        self.wheels: list[WheelItem] = []
        for seat in (0, 1):
            self.addItem(PlayerBoardItem(seat))
            header = PlayerHeaderItem(seat)
            header.setPos(PLAYER_X[seat], HEADER_TOP)
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
        self._language = self._language_key()
        self._build_components(state)
        self.show_frame(self.frame)

    def apply_theme(self) -> None:
        """Repaint every item in the palette now in use (their cached pictures included)."""
        self.setBackgroundBrush(table_brush())
        for item in self.items():
            item.update()

    @staticmethod
    def _language_key() -> tuple[str, str, str]:
        return QLocale().name(), QCoreApplication.translate("Board", "Sale"), building_name("clay_mound")

    def retranslate(self) -> None:
        """The language changed: every item paints its texts again (items keep their painting in a cache).
        The view calls this on its LanguageChange; ``show_state`` notices a change of language too."""
        self._language = self._language_key()
        for item in self.items():
            item.update()

    def _build_components(self, state: GameState) -> None:
        """The items that depend on the component data: a loaded game may bring corrected data."""
        for item in [*self.warehouses, *self.tiles.values(), *self.chips.values()]:
            self._discard(item)
        self.warehouses, self.tiles, self.chips = [], {}, {}
        geometry = state.components.warehouse
        for seat in (0, 1):
            warehouse = WarehouseItem(seat, geometry)
            warehouse.setScale(warehouse_scale(geometry.rows, geometry.cols))
            warehouse.setPos(warehouse_origin(seat, geometry.rows, geometry.cols))
            warehouse.markerDropped.connect(self.markerDropped)
            warehouse.markerDropCancelled.connect(self.markerDropCancelled)
            warehouse.cellClicked.connect(self.cellClicked)
            warehouse.cellHovered.connect(self.cellHovered)
            warehouse.dragStarted.connect(self.markerDragStarted)
            self.addItem(warehouse)
            self.warehouses.append(warehouse)
        for spec in state.components.buildings:
            tile = BuildingTileItem(spec)
            tile.clicked.connect(self.tileClicked)
            tile.reconstructedMarkClicked.connect(self.reconstructedMarkClicked)
            tile.hovered.connect(self.tileHovered)
            self.addItem(tile)
            self.tiles[spec.id] = tile

    # ---- drawing a frame --------------------------------------------------------------------
    def show_state(self, state: GameState, animate_ms: int = 0, players: Cast | None = None) -> None:
        """The table at rest for ``state`` (nothing chosen): a scene without a presenter (the game review's)."""
        self.show_frame(present(state), animate_ms, players)

    def show_frame(self, frame: TableFrame, animate_ms: int = 0, players: Cast | None = None) -> None:
        """Show a frame (``present``'s); ``animate_ms``: an action changed the game, and what it moved moves that
        long; ``players`` name the seats in the texts a screen reader and the tooltips say (None: the state's names
        read as people). Every item repaints only what changed."""
        if self._language_key() != self._language:
            self.retranslate()
        state = frame.state
        before = self.frame
        previous_round = before.track.shown_round
        rebuilt = state.components is not self.state.components and state.components != self.state.components
        if rebuilt:
            self.state = state
            self._build_components(state)
        self.state = state
        self.frame = frame
        named = players or people(state)
        renamed = named != self.players
        self.players = named
        # A frame of the same game that changed only the bar (the computer's lock, a notice) moves nothing here.
        same_game = self._drawn and not rebuilt and state is before.state
        self._drawn = True
        turning = frame.track.shown_round != previous_round
        for seat in (0, 1):
            header = frame.headers[seat]
            self.headers[seat].set_values(
                header.name, header.francs, header.wealth, header.turns_left, header.active, header.acted
            )
            self.wheels[seat].set_pointer(pointer_angle(frame.track.shown_round), animate_ms if turning else 0)
            self.warehouses[seat].show_frame(frame.warehouses[seat])
        self.track.set_round(frame.track.round_index, frame.track.finished)
        self.track.set_context(named, state.components)
        self.bank.set_spotlight(frame.bank_spotlit)
        if not (same_game and frame.tiles == before.tiles):
            self._show_supply(frame, animate_ms if turning else 0)
        if not (same_game and frame.chips == before.chips and not renamed):
            self._place_chips(frame, state, animate_ms if turning else 0)

    def _show_supply(self, frame: TableFrame, animate_ms: int) -> None:
        offered: list[BuildingTileItem] = []
        waiting: list[BuildingTileItem] = []
        palette = theme.current()
        for told in frame.tiles:
            tile = self.tiles[told.building]
            owner = palette.player_colours[told.owner] if told.owner is not None else None
            tile.set_status(told.status, owner)
            tile.set_selected(told.selected)
            tile.set_spotlight(told.spotlit)
            tile.set_short(told.short)
            if told.status in (TileStatus.AVAILABLE, TileStatus.UNAFFORDABLE):
                offered.append(tile)
            elif told.status is TileStatus.UPCOMING:
                waiting.append(tile)
        # Later rounds one by one while they fit, whole rounds at a time; the rest waits behind the round track.
        shown = waiting
        hidden: list[BuildingTileItem] = []
        if len(waiting) > waiting_room(len(offered), note=False):
            room = waiting_room(len(offered), note=True)
            by_round = sorted({tile.spec.round_index for tile in waiting})
            shown = []
            for round_index in by_round:
                tiles = [tile for tile in waiting if tile.spec.round_index == round_index]
                if hidden or len(shown) + len(tiles) > room:
                    hidden += tiles
                else:
                    shown += tiles
        # The note on them only where it fits: buildings on offer come first.
        note = bool(hidden) and supply_layout(len(offered), len(shown), note=True)[2] == 1.0
        # Late in the game, when all of them fit whole, they show cost, value and function: what comes is read
        # ahead, and the supply's room is not left bare.
        whole = not hidden and whole_waiting_fits(len(offered), len(shown))
        full, compact, scale = supply_layout(len(offered), len(shown), note=note, whole=whole)
        dense = dense_supply(len(offered))
        for tile in offered:
            tile.set_dense(dense)
        for tile in waiting:
            tile.set_whole(whole and tile in shown)
        for tile, pos in zip(offered + shown, full + compact, strict=False):
            tile.place(pos, scale, animate_ms)
            tile.setVisible(True)
        for tile in hidden:
            tile.setVisible(False)
        self.waiting_note.set_waiting(
            tuple(tile.spec.id for tile in hidden) if note else (),
            tuple(dict.fromkeys(tile.spec.letter for tile in hidden)) if note else (),
        )
        if note:
            self.waiting_note.setPos(compact[-1])
            self.waiting_note.setScale(scale)

    def _place_chips(self, frame: TableFrame, state: GameState, animate_ms: int) -> None:
        owners = {chip.building: chip.owner for chip in frame.chips}
        for building in list(self.chips):
            chip = self.chips[building]
            if owners.get(building) != chip.owner:
                del self.chips[building]
                self._retire(chip, animate_ms)
        for building, seat in owners.items():
            if building not in self.chips:
                chip = BuildingChipItem(state.spec(building), seat)
                chip.clicked.connect(self.chipClicked)
                chip.hovered.connect(self.chipHovered)
                chip.contextMenuRequested.connect(self.chipContextMenu)
                chip.dropped.connect(self._on_chip_dropped)
                chip.dragStarted.connect(self._on_chip_drag_started)
                self.addItem(chip)
                self.chips[building] = chip
        for seat in (0, 1):
            mine = [shown for shown in frame.chips if shown.owner == seat]
            by_age: dict[int, list[str]] = {age: [] for age in range(5)}
            for shown in mine:
                if shown.sector is not None:
                    by_age[shown.sector].append(shown.building)
            wheel = self.wheels[seat]
            width = chip_width(seat)
            wheel.set_chips([[self._chip_height(building, width) for building in by_age[age]] for age in range(5)])
            for age, buildings in by_age.items():
                for building, rect in zip(buildings, wheel.chip_places(age), strict=True):
                    self.chips[building].place(rect, animate_ms, wheel.chip_scale)
            self._place_locks(seat, [shown.building for shown in mine if shown.sector is None], animate_ms)
        for shown in frame.chips:
            self.chips[shown.building].show_frame(shown, self.players[shown.owner])

    def _chip_height(self, building: str, width: float) -> float:
        return chip_height(self.chips[building].spec, building_name(building), width)

    def _place_locks(self, seat: int, buildings: list[str], animate_ms: int) -> None:
        """The lock buildings in their tray, one under the other."""
        wheel = self.wheels[seat]
        wheel.set_locks([self._chip_height(building, beside_area(seat).width()) for building in buildings])
        for building, rect in zip(buildings, wheel.lock_places(), strict=True):
            self.chips[building].place(rect, animate_ms, wheel.lock_scale)

    def _retire(self, chip: BuildingChipItem, fade_ms: int) -> None:
        """A building that left a board (sold, or forced to sell) fades out where it was."""
        chip.setEnabled(False)
        if fade_ms <= 0:
            self._discard(chip)
            return
        fade = QPropertyAnimation(chip, b"opacity", chip)
        fade.setDuration(fade_ms * 2)
        fade.setStartValue(1.0)
        fade.setEndValue(0.0)
        fade.finished.connect(lambda: self._discard(chip) if chip.scene() is self else None)
        fade.start()

    def _discard(self, item: QGraphicsObject) -> None:
        """Take an item off the table and let Qt delete it once the events that may still name it are done.

        Dropping the last Python reference right after ``removeItem`` deleted the item at once, while
        queued events of the scene could still point at it: a crash when a loaded game brought other
        component data and every item was rebuilt.
        """
        self.removeItem(item)
        item.deleteLater()

    def set_spotlight(self, buildings: frozenset[str], bank: bool = False) -> None:
        """The guided game points at what to click: these tiles and buildings, and the bank (the table's presenter
        puts them in its next frame)."""
        self.spotlightRequested.emit(frozenset(buildings), bank)

    def warehouse(self, seat: int) -> WarehouseItem:
        return self.warehouses[seat]

    def text_items(self) -> list[QGraphicsItem]:
        """The visible items that paint text (each has ``text_runs()``)."""
        return [item for item in self.items() if item.isVisible() and hasattr(item, "text_runs")]

    # ---- dragging a building ------------------------------------------------------------------
    def _on_chip_drag_started(self, building: str) -> None:
        self.bank.set_highlight(True)
        self.chipDragStarted.emit(building)

    def _on_chip_dropped(self, building: str, scene_pos: QPointF) -> None:
        self.bank.set_highlight(False)
        if BANK_RECT.contains(scene_pos):
            self.sellDropped.emit(building)
        else:
            self.chipDragCancelled.emit(building)
        self.chipDragEnded.emit(building)
