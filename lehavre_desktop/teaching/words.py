"""Small translated words the explanations are built from: directions, sectors, costs, parts of a cost."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ..engine import BuildingSpec, Direction, Good
from ..engine.catalog import SECTOR_LABELS
from ..i18n.names import food_name, francs_name, good_name
from ..i18n.noop import QT_TRANSLATE_NOOP

DIRECTION_NAMES: dict[Direction, str] = {
    Direction.RIGHT: QT_TRANSLATE_NOOP("Directions", "right"),
    Direction.UP: QT_TRANSLATE_NOOP("Directions", "up"),
    Direction.UP_LEFT: QT_TRANSLATE_NOOP("Directions", "up-left"),
    Direction.UP_RIGHT: QT_TRANSLATE_NOOP("Directions", "up-right"),
    Direction.LEFT: QT_TRANSLATE_NOOP("Directions", "left"),
    Direction.DOWN: QT_TRANSLATE_NOOP("Directions", "down"),
    Direction.DOWN_LEFT: QT_TRANSLATE_NOOP("Directions", "down-left"),
    Direction.DOWN_RIGHT: QT_TRANSLATE_NOOP("Directions", "down-right"),
}


def direction_name(direction: Direction) -> str:
    return QCoreApplication.translate("Directions", DIRECTION_NAMES[direction])


def sector_name(age: int) -> str:
    return SECTOR_LABELS[age]


def part_name(part: object) -> str:
    """A part of a cost as the engine names it in events and rejections: a good, or ``"food"``."""
    if part == "food":
        return food_name()
    try:
        return good_name(Good(str(part)))
    except ValueError:
        return str(part)


def cost_words(spec: BuildingSpec) -> str:
    named = ((spec.cost.wood, good_name(Good.WOOD)), (spec.cost.clay, good_name(Good.CLAY)),
             (spec.cost.food, food_name()), (spec.cost.francs, francs_name()))
    template = QCoreApplication.translate("Tiles", "{n} {good}")
    return " + ".join(template.format(n=n, good=name) for n, name in named if n)
