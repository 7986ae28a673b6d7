"""The words of the component data editor that other places need too: why a value's kind is refused, how a
value is counted, whether a building's numbers are printed, and what a game's table has otherwise than yours.

Imports nothing of ``prose.problems``, which words the value-kind problem with ``value_kind_text``.
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QCoreApplication, QObject

from ...engine import BuildingSpec, Good, PerDockSymbolValue, PerGoodValue, Provenance, ValueKind, WarehouseGeometry
from ...i18n.forms import Letter
from ...i18n.names import building_name
from ...i18n.noop import QT_TRANSLATE_NOOP
from ...session.component_store import Part, TableDifference
from ...teaching.words import cost_words
from ..board.tile import value_text

CONTEXT = "ComponentEditor"
translate = QCoreApplication.translate  # lupdate reads its calls: the context is written out in each

# How a value is counted, after its number: "4 per fish".
PER_GOOD: dict[Good, str] = {
    Good.FISH: QT_TRANSLATE_NOOP("ComponentEditor", "per fish"),
    Good.CLAY: QT_TRANSLATE_NOOP("ComponentEditor", "per clay"),
    Good.WOOD: QT_TRANSLATE_NOOP("ComponentEditor", "per wood"),
    Good.GRAIN: QT_TRANSLATE_NOOP("ComponentEditor", "per grain"),
}
PER_DOCK_SYMBOL = QT_TRANSLATE_NOOP("ComponentEditor", "per Dock symbol")

# What the file should have given for a building whose value is of another kind.
KIND_FORMS: dict[ValueKind, str] = {
    ValueKind.FIXED: QT_TRANSLATE_NOOP(
        "Problems", "This building is worth a fixed number of francs: give its value as a whole number."
    ),
    ValueKind.PER_GOOD: QT_TRANSLATE_NOOP(
        "Problems",
        "This building is worth francs for each unit of one good in the warehouse: give its value as {form}.",
    ),
    ValueKind.PER_DOCK_SYMBOL: QT_TRANSLATE_NOOP(
        "Problems", "This building is worth francs for each building with the Dock symbol: give its value as {form}."
    ),
}


class ComponentCounts(QObject):
    """The sentences of the dialog that count something; lupdate gives numerus forms only to tr() on a QObject
    subclass."""

    def refused(self, count: int) -> str:
        return self.tr("%n numbers are refused: correct them or empty their fields to save.", "", count)

    def file_entries_left_out(self, count: int) -> str:
        return self.tr(
            "%n entries of your components file cannot be used, so this table leaves them out. Saving "
            "writes the table without them; the file as it is now is kept as {backup}.",
            "",
            count,
        )

    def more(self, count: int) -> str:
        return self.tr("…and %n more", "", count)


def _tr(text: str) -> str:
    return QCoreApplication.translate("ComponentEditor", text)


def value_kind_text(params: Mapping[str, object]) -> str:
    """The sentence for a value of a kind that does not fit the building (problem code ``component.value_kind``),
    with the form the file should give (the good is named as the file names it)."""
    kind, good = params.get("kind"), params.get("good")
    if kind == ValueKind.PER_GOOD and isinstance(good, Good):
        form = '{"per_good": "' + good.value + '", "per": …}'
        return QCoreApplication.translate("Problems", KIND_FORMS[ValueKind.PER_GOOD]).format(form=form)
    if kind == ValueKind.PER_DOCK_SYMBOL:
        return QCoreApplication.translate("Problems", KIND_FORMS[ValueKind.PER_DOCK_SYMBOL]).format(
            form='{"per_dock_symbol": …}'
        )
    return QCoreApplication.translate("Problems", KIND_FORMS[ValueKind.FIXED])


def value_unit(spec: BuildingSpec) -> str:
    """What a value's number counts, as it stands after the number: "per fish", "per Dock symbol"; nothing for a
    fixed value (its number is francs, as every value's)."""
    value = spec.value
    if isinstance(value, PerGoodValue):
        return _tr(PER_GOOD[value.good])
    if isinstance(value, PerDockSymbolValue):
        return _tr(PER_DOCK_SYMBOL)
    return ""


def provenance_text(spec: BuildingSpec) -> str:
    """Whether a building's numbers are read off a printed tile: all, its cost or value not, or none."""
    cost = spec.cost_provenance is Provenance.PRINTED
    value = spec.value_provenance is Provenance.PRINTED
    if cost and value:
        return _tr(QT_TRANSLATE_NOOP("ComponentEditor", "printed"))
    if cost:
        return _tr(QT_TRANSLATE_NOOP("ComponentEditor", "value reconstructed"))
    if value:
        return _tr(QT_TRANSLATE_NOOP("ComponentEditor", "cost reconstructed"))
    return _tr(QT_TRANSLATE_NOOP("ComponentEditor", "reconstructed"))


def warehouse_words(warehouse: WarehouseGeometry) -> str:
    return _tr(QT_TRANSLATE_NOOP("ComponentEditor", "{rows} rows × {cols} columns")).format(
        rows=warehouse.rows, cols=warehouse.cols
    )


# A difference's sentences, for a game's table and for a file's: (warehouse, cost, value, letter).
GAME_DIFFERENCES = (
    QT_TRANSLATE_NOOP("ComponentEditor", "Warehouse: {theirs} in this game, {mine} in your table"),
    QT_TRANSLATE_NOOP("ComponentEditor", "{building}: costs {theirs} in this game, {mine} in your table"),
    QT_TRANSLATE_NOOP("ComponentEditor", "{building}: worth {theirs} in this game, {mine} in your table"),
    QT_TRANSLATE_NOOP(
        "ComponentEditor", "{building}: enters in round {theirs} in this game, in round {mine} in your table"
    ),
)
FILE_DIFFERENCES = (
    QT_TRANSLATE_NOOP("ComponentEditor", "Warehouse: {theirs} in the file, {mine} in your table"),
    QT_TRANSLATE_NOOP("ComponentEditor", "{building}: costs {theirs} in the file, {mine} in your table"),
    QT_TRANSLATE_NOOP("ComponentEditor", "{building}: worth {theirs} in the file, {mine} in your table"),
    QT_TRANSLATE_NOOP(
        "ComponentEditor", "{building}: enters in round {theirs} in the file, in round {mine} in your table"
    ),
)


def difference_text(difference: TableDifference, from_file: bool = False) -> str:
    """One difference as a line: "Pier: costs 5 wood and 6 clay in this game, 6 wood and 6 clay in your table"
    (``from_file``: the other table is a file's)."""
    sentences = FILE_DIFFERENCES if from_file else GAME_DIFFERENCES
    theirs, mine = difference.game, difference.mine
    if isinstance(theirs, WarehouseGeometry) and isinstance(mine, WarehouseGeometry):
        return _tr(sentences[0]).format(theirs=warehouse_words(theirs), mine=warehouse_words(mine))
    assert isinstance(theirs, BuildingSpec) and isinstance(mine, BuildingSpec)
    name = building_name(theirs.id)
    if difference.part is Part.COST:
        return _tr(sentences[1]).format(building=name, theirs=cost_words(theirs), mine=cost_words(mine))
    if difference.part is Part.VALUE:
        return _tr(sentences[2]).format(building=name, theirs=value_text(theirs), mine=value_text(mine))
    return _tr(sentences[3]).format(building=name, theirs=Letter(theirs.round_index), mine=Letter(mine.round_index))


def differences_text(differences: tuple[TableDifference, ...], shown: int = 12, from_file: bool = False) -> str:
    """The differences, one a line, the first ``shown`` of them and how many more."""
    lines = [difference_text(d, from_file) for d in differences[:shown]]
    if len(differences) > shown:
        lines.append(ComponentCounts().more(len(differences) - shown))
    return "\n".join(lines)
