"""Small translated words the explanations are built from: directions, and a cost on a label."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ..engine import BuildingSpec, Direction
from ..i18n.forms import cost
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


def cost_words(spec: BuildingSpec) -> str:
    """A building's cost on a label: "2 wood and 1 clay"."""
    return str(cost(spec.cost))
