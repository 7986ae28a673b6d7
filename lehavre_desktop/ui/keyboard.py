"""Playing the table from the keyboard: a cursor over the board items, moved by Tab and the arrow keys.

The cursor visits groups in a fixed order — the supply, the own wheel, the opponent's wheel, the own
warehouse, the bank — and Tab past the bank leaves the table for the action bar. Enter or Space on an
item does what a click on it does. While a choice is being shaped, Enter always confirms it, whatever
the cursor stands on, and so does Space, except on the warehouse whose markers the choice moves: there
Space picks a marker up or puts it on a highlighted cell. Delete or the sell key on one of the
player's buildings sells it, as a drop on the bank does. The focused item's words become the view's
accessible name.

The ring shows only while the player uses the keyboard: a click moves the cursor to what was clicked
and hides the ring until the next key.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QObject, QPointF, Qt, Signal

from ..engine import Cell
from .board.scene import TableScene
from .board.tile import TileStatus
from .controller import TableController
from .letter_keys import sell_key

SUPPLY, OWN_WHEEL, OTHER_WHEEL, WAREHOUSE, BANK = range(5)
GROUPS = (SUPPLY, OWN_WHEEL, OTHER_WHEEL, WAREHOUSE, BANK)

ARROWS = {
    Qt.Key.Key_Left: (-1, 0),
    Qt.Key.Key_Right: (1, 0),
    Qt.Key.Key_Up: (0, -1),
    Qt.Key.Key_Down: (0, 1),
}


@dataclass(frozen=True)
class Target:
    """One place the cursor can stand: a tile or chip by building, a warehouse cell, or the bank."""

    group: int
    building: str = ""
    seat: int = 0
    cell: Cell | None = None


def group_name(group: int) -> str:
    return {
        SUPPLY: QCoreApplication.translate("Keyboard", "Supply"),
        OWN_WHEEL: QCoreApplication.translate("Keyboard", "Your buildings"),
        OTHER_WHEEL: QCoreApplication.translate("Keyboard", "Your opponent's buildings"),
        WAREHOUSE: QCoreApplication.translate("Keyboard", "Your warehouse"),
        BANK: QCoreApplication.translate("Keyboard", "Bank"),
    }[group]


class BoardKeyboard(QObject):
    """The keyboard's cursor on the table; the view sends it the keys and shows its words."""

    # The focused item's name and what the keys do there (empty when the cursor is off the table).
    focusChanged = Signal(str, str)

    def __init__(self, scene: TableScene, controller: TableController) -> None:
        super().__init__(controller)
        self.scene = scene
        self.controller = controller
        self.current: Target | None = None
        self.ring_shown = True  # False after a click, until the next key
        controller.pendingChanged.connect(self.refresh)

    # ---- the groups -------------------------------------------------------------------------
    def own_seat(self) -> int:
        return self.scene.state.current

    def targets(self, group: int) -> list[Target]:
        """The group's places in reading order (top to bottom, left to right)."""
        own = self.own_seat()
        found: list[Target] = []
        if group == SUPPLY:
            found = [
                Target(SUPPLY, building)
                for building, tile in self.scene.tiles.items()
                if tile.isVisible() and tile.status is not TileStatus.BUILT
            ]
        elif group in (OWN_WHEEL, OTHER_WHEEL):
            seat = own if group == OWN_WHEEL else 1 - own
            found = [
                Target(group, building)
                for building, chip in self.scene.chips.items()
                if chip.owner == seat and chip.isEnabled()
            ]
        elif group == WAREHOUSE:
            found = [Target(WAREHOUSE, seat=own, cell=cell) for cell in self.scene.warehouse(own).geometry.cells]
        else:
            found = [Target(BANK)]
        return sorted(found, key=lambda target: (round(self.centre(target).y()), self.centre(target).x()))

    def centre(self, target: Target) -> QPointF:
        if target.group == SUPPLY:
            tile = self.scene.tiles[target.building]
            return tile.mapToScene(tile.boundingRect().center())
        if target.group in (OWN_WHEEL, OTHER_WHEEL):
            chip = self.scene.chips[target.building]
            return chip.mapToScene(chip.boundingRect().center())
        if target.group == WAREHOUSE and target.cell is not None:
            return self.scene.warehouse(target.seat).cell_center_scene(target.cell)
        return self.scene.bank.mapToScene(self.scene.bank.boundingRect().center())

    def exists(self, target: Target) -> bool:
        return target in self.targets(target.group)

    def first_in(self, group: int) -> Target | None:
        if group == WAREHOUSE:
            return self._warehouse_start()
        found = self.targets(group)
        return found[0] if found else None

    def _warehouse_start(self) -> Target:
        """The proposed place of the good a choice moves, else the first marker's cell."""
        seat = self.own_seat()
        warehouse = self.scene.warehouse(seat)
        good = warehouse.active_good
        if good is not None and good in warehouse.preview:
            return Target(WAREHOUSE, seat=seat, cell=warehouse.preview[good])
        return Target(WAREHOUSE, seat=seat, cell=warehouse.markers[0])

    # ---- moving -----------------------------------------------------------------------------
    def enter(self, forward: bool) -> None:
        """The table takes the focus: the cursor goes to the first group (Tab) or the last (Shift+Tab)."""
        order = GROUPS if forward else tuple(reversed(GROUPS))
        for group in order:
            target = self.first_in(group)
            if target is not None:
                self.set_current(target)
                return

    def next_group(self, forward: bool) -> bool:
        """Tab within the table; False when it leaves the table (past the bank, or before the supply)."""
        if self.current is None:
            return False
        step = 1 if forward else -1
        group = self.current.group + step
        while 0 <= group < len(GROUPS):
            target = self.first_in(group)
            if target is not None:
                self.set_current(target)
                return True
            group += step
        self.set_current(None)
        return False

    def move(self, dx: int, dy: int) -> None:
        """An arrow key: the nearest place of the group in that direction."""
        if self.current is None:
            return
        here = self.centre(self.current)
        best: tuple[float, Target] | None = None
        for target in self.targets(self.current.group):
            there = self.centre(target)
            along = (there.x() - here.x()) * dx + (there.y() - here.y()) * dy
            across = abs((there.x() - here.x()) * dy) + abs((there.y() - here.y()) * dx)
            if along <= 1:
                continue
            score = along + 2 * across
            if best is None or score < best[0]:
                best = (score, target)
        if best is not None:
            self.set_current(best[1])

    def set_current(self, target: Target | None) -> None:
        previous = self.current
        self.current = target
        if previous is not None and previous != target:
            self._ring(previous, False)
        if target is not None:
            self._ring(target, self.ring_shown)
        self._announce()

    def follow_click(self, target: Target | None) -> None:
        """A click: the cursor goes to what was clicked (or leaves the table), its ring hidden until a key."""
        if self.current is not None:
            self._ring(self.current, False)
        self.ring_shown = False
        self.set_current(target if target is not None and self.exists(target) else None)

    def show_ring(self) -> None:
        """A key on the table: the ring shows where the cursor stands."""
        if not self.ring_shown:
            self.ring_shown = True
            if self.current is not None:
                self._ring(self.current, True)

    def target_of(
        self, building: str | None = None, seat: int | None = None, cell: Cell | None = None, bank: bool = False
    ) -> Target | None:
        """The place of a tile or chip (by building), a warehouse cell, or the bank, if the cursor can stand there."""
        if bank:
            return Target(BANK)
        if cell is not None and seat is not None:
            return Target(WAREHOUSE, seat=seat, cell=cell) if seat == self.own_seat() else None
        if building is None:
            return None
        if (
            building in self.scene.tiles
            and self.scene.tiles[building].isVisible()
            and self.scene.tiles[building].status is not TileStatus.BUILT
        ):
            return Target(SUPPLY, building)
        chip = self.scene.chips.get(building)
        if chip is None:
            return None
        return Target(OWN_WHEEL if chip.owner == self.own_seat() else OTHER_WHEEL, building)

    def _ring(self, target: Target, shown: bool) -> None:
        if target.group == SUPPLY and target.building in self.scene.tiles:
            self.scene.tiles[target.building].set_keyboard_focus(shown)
        elif target.group in (OWN_WHEEL, OTHER_WHEEL) and target.building in self.scene.chips:
            self.scene.chips[target.building].set_keyboard_focus(shown)
        elif target.group == WAREHOUSE:
            self.scene.warehouse(target.seat).set_focus_cell(target.cell if shown else None)
        elif target.group == BANK:
            self.scene.bank.set_keyboard_focus(shown)

    def refresh(self) -> None:
        """After a change on the table: a place that went (a sold building, the other player's turn) gives way."""
        current = self.current
        if current is None:
            return
        if current.group == WAREHOUSE and current.seat != self.own_seat():
            self._ring(current, False)
            self.current = None
            current = Target(WAREHOUSE, seat=self.own_seat(), cell=current.cell)
        if not self.exists(current):
            self._ring(current, False)
            self.current = None
            found = self.first_in(current.group)
            current = found if found is not None else self.first_in(SUPPLY)
        self.set_current(current)

    # ---- words --------------------------------------------------------------------------------
    def name(self, target: Target) -> str:
        if target.group == SUPPLY:
            return self.scene.tiles[target.building].accessible_name()
        if target.group in (OWN_WHEEL, OTHER_WHEEL):
            return self.scene.chips[target.building].accessible_name()
        if target.group == WAREHOUSE and target.cell is not None:
            return self.scene.warehouse(target.seat).cell_accessible_name(target.cell)
        return self.scene.bank.accessible_name()

    def _announce(self) -> None:
        target = self.current
        if target is None:
            self.focusChanged.emit("", "")
            return
        if target.group == WAREHOUSE:
            keys = QCoreApplication.translate(
                "Keyboard",
                "{group}: arrow keys move between cells; Space on a marker picks it up, on a "
                "highlighted cell puts it there; Enter confirms; Tab goes on",
            ).format(group=group_name(target.group))
        elif target.group == OWN_WHEEL:
            keys = QCoreApplication.translate(
                "Keyboard",
                "{group}: arrow keys move; Enter or Space uses the building; Delete or {sell} sells it; Tab goes on",
            ).format(group=group_name(target.group), sell=sell_key())
        else:
            keys = QCoreApplication.translate(
                "Keyboard", "{group}: arrow keys move; Enter or Space chooses; Tab goes on"
            ).format(group=group_name(target.group))
        self.focusChanged.emit(self.name(target), keys)

    # ---- acting -------------------------------------------------------------------------------
    def wants_enter(self) -> bool:
        """Whether Enter acts on the focused item (else it confirms, as everywhere in the window): never while a
        choice is being shaped, so that Enter confirms what the action bar shows."""
        target = self.current
        controller = self.controller
        if target is None or not self.ring_shown or controller.pending is not None:
            return False
        if target.group in (SUPPLY, OWN_WHEEL, OTHER_WHEEL):
            return controller.selected_own != target.building
        if target.group == WAREHOUSE:
            return False
        return controller.selected_own is not None

    def shapes_choice(self) -> bool:
        """Whether Space on the focused item shapes the choice being made (a cell of the warehouse it moves markers
        on); elsewhere Space confirms the choice, as Enter does."""
        target = self.current
        pending = self.controller.pending
        return (
            pending is not None
            and target is not None
            and target.group == WAREHOUSE
            and target.seat == pending.seat
            and target.cell is not None
        )

    def activate(self) -> None:
        """Enter or Space: what a click on the focused item does."""
        target = self.current
        controller = self.controller
        if target is None:
            return
        if target.group == SUPPLY:
            controller.on_tile_clicked(target.building)
        elif target.group in (OWN_WHEEL, OTHER_WHEEL):
            controller.on_chip_clicked(target.building)
        elif target.group == WAREHOUSE and target.cell is not None:
            warehouse = self.scene.warehouse(target.seat)
            if target.cell in warehouse.highlighted():
                controller.on_cell_clicked(target.seat, target.cell)
            else:
                warehouse.pick_good(target.cell)
        elif controller.selected_own is not None:
            controller.sell(controller.selected_own)
        self._announce()

    def sell(self) -> None:
        """Delete or the sell key on one of the player's buildings: what a drop on the bank does."""
        target = self.current
        if target is not None and target.group == OWN_WHEEL:
            self.controller.sell(target.building)
