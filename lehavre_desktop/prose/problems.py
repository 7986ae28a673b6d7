"""What is wrong with a saved game, a components file or a position, said in the interface's language.

The engine's errors carry a problem code and its parameters (engine/problems.py); each code
has a whole sentence here for the translators, with the parameters in it: a table of fixed
sentences (``FIXED``) and one of the sentences that are worded from their parameters
(``WORDED``), together keyed by every code. Words quoted from the file stay as they were
written; the caller shows the result as plain text.
"""

from __future__ import annotations

import errno
from collections.abc import Callable, Mapping

from PySide6.QtCore import QCoreApplication, QObject

from ..engine import ROUND_LETTERS, CodedError, ComponentProblem, Good, Params, ProblemCode, Rejection, ValueKind
from ..i18n.forms import GoodTerm, Letter, Listed, Number, Player
from ..i18n.noop import QT_TRANSLATE_NOOP
from ..session.persistence import NotRegularFileError
from ..teaching.reasons import explain

Problem = CodedError | ComponentProblem
ROUND_PARAMS = frozenset({"letter", "round"})  # parameters that are a round's letter


class Problems(QObject):
    """The sentences that count something; lupdate gives numerus forms only to tr() on a QObject subclass."""

    def too_deep(self, limit: int) -> str:
        return self.tr("The data is nested more than %n levels deep.", "", limit)

    def number_too_long(self, limit: int) -> str:
        return self.tr("A number in it has more than %n digits.", "", limit)

    def name_too_long(self, limit: int) -> str:
        return self.tr("The player name {name} is longer than %n characters.", "", limit)

    def too_many_actions(self, count: int) -> str:
        return self.tr("It lists %n actions, more than any game has.", "", count)

    def more_component_problems(self, count: int) -> str:
        return self.tr("…and %n more problems in the component data.", "", count)

    def not_their_turn(self, taken: int) -> str:
        return self.tr("After %n turns of round {round}, {name} is not the one to act.", "", taken)

    def a_list(self, items: int) -> str:
        return self.tr("a list of %n items", "", items)

    def an_object(self, entries: int) -> str:
        return self.tr("an object of %n entries", "", entries)


# Sentences whose parameters are numbers, goods, round letters or words quoted from the file.
FIXED: dict[ProblemCode, str] = {
    ProblemCode.FILE_NOT_REGULAR: QT_TRANSLATE_NOOP("Problems", "It is not a regular file."),
    ProblemCode.FILE_TOO_LARGE: QT_TRANSLATE_NOOP("Problems", "It is larger than {kilobytes} KB."),
    ProblemCode.FILE_NOT_UTF8: QT_TRANSLATE_NOOP("Problems", "It is not UTF-8 text."),
    ProblemCode.JSON_DUPLICATE_KEY: QT_TRANSLATE_NOOP("Problems", "The key {key} appears twice in one object."),
    ProblemCode.JSON_NOT_A_NUMBER: QT_TRANSLATE_NOOP("Problems", "{text} is not a number this program reads."),
    ProblemCode.RECORD_TOO_LARGE: QT_TRANSLATE_NOOP("Problems", "At {kilobytes} KB it is too large for a saved game."),
    ProblemCode.RECORD_NOT_OBJECT: QT_TRANSLATE_NOOP(
        "Problems", "It is not a saved game: a saved game is a JSON object."
    ),
    ProblemCode.RECORD_WRONG_FORMAT: QT_TRANSLATE_NOOP("Problems", "It is not a saved game of this program."),
    ProblemCode.RECORD_BAD_RULES_REVISION: QT_TRANSLATE_NOOP("Problems", "The rules revision it names must be 1 or 2."),
    ProblemCode.RECORD_BAD_SEATS: QT_TRANSLATE_NOOP("Problems", "Its seats must be a list of two seats."),
    ProblemCode.RECORD_BAD_SEAT: QT_TRANSLATE_NOOP(
        "Problems", "The seat {seat} is neither a person nor the computer at a level."
    ),
    ProblemCode.RECORD_BAD_GENDERS: QT_TRANSLATE_NOOP(
        "Problems", "Its genders must be a list of two, each masculine or feminine."
    ),
    ProblemCode.RECORD_BAD_PLAYERS: QT_TRANSLATE_NOOP("Problems", "It must name two players, each with a name."),
    ProblemCode.RECORD_NAME_NOT_TEXT: QT_TRANSLATE_NOOP(
        "Problems", "The player name {name} contains characters that are not valid text."
    ),
    ProblemCode.RECORD_NAME_CONTROL_CHARACTERS: QT_TRANSLATE_NOOP(
        "Problems", "The player name {name} contains control characters."
    ),
    ProblemCode.RECORD_SAME_NAMES: QT_TRANSLATE_NOOP("Problems", "Both players have the same name."),
    ProblemCode.RECORD_BAD_ACTIONS: QT_TRANSLATE_NOOP("Problems", "Its actions must be a list of action texts."),
    ProblemCode.RECORD_ACTION_NOT_TEXT: QT_TRANSLATE_NOOP("Problems", "Expected an action text, found {found}."),
    ProblemCode.RECORD_ACTION_SYNTAX: QT_TRANSLATE_NOOP(
        "Problems", "{action} is not written the way this program writes actions."
    ),
    ProblemCode.RECORD_END_IN_VERSION_1: QT_TRANSLATE_NOOP(
        "Problems", "A saved game of version 1 cannot contain the action “end”."
    ),
    ProblemCode.COMPONENT_FILE_NOT_OBJECT: QT_TRANSLATE_NOOP(
        "Problems", "The file must hold a JSON object with “buildings” and/or “warehouse”."
    ),
    ProblemCode.COMPONENT_UNKNOWN_SECTION: QT_TRANSLATE_NOOP(
        "Problems", "There is no such section; the known ones are “buildings” and “warehouse”."
    ),
    ProblemCode.COMPONENT_BUILDINGS_NOT_OBJECT: QT_TRANSLATE_NOOP(
        "Problems", "Expected an object with an entry for each building id."
    ),
    ProblemCode.COMPONENT_UNKNOWN_BUILDING: QT_TRANSLATE_NOOP("Problems", "There is no building with this id."),
    ProblemCode.COMPONENT_NOT_WHOLE_NUMBER: QT_TRANSLATE_NOOP("Problems", "Expected a whole number, found {found}."),
    ProblemCode.COMPONENT_OUT_OF_RANGE: QT_TRANSLATE_NOOP("Problems", "{value} is not between {low} and {high}."),
    ProblemCode.COMPONENT_NOT_OBJECT: QT_TRANSLATE_NOOP("Problems", "Expected an object, found {found}."),
    ProblemCode.COMPONENT_UNKNOWN_FIELDS: QT_TRANSLATE_NOOP(
        "Problems", "Unknown fields: {fields}. The known ones are: {known}."
    ),
    ProblemCode.COMPONENT_BAD_PROVENANCE: QT_TRANSLATE_NOOP(
        "Problems", "Expected “printed” or “reconstructed”, found {found}."
    ),
    ProblemCode.COMPONENT_FREE_BUILDING: QT_TRANSLATE_NOOP("Problems", "A building cannot be free."),
    ProblemCode.COMPONENT_UNKNOWN_GOOD: QT_TRANSLATE_NOOP("Problems", "There is no good {found}."),
    ProblemCode.COMPONENT_BAD_LETTER: QT_TRANSLATE_NOOP(
        "Problems", "Expected one of the round letters A to L, found {found}."
    ),
    ProblemCode.COMPONENT_BAD_CELL: QT_TRANSLATE_NOOP("Problems", "Expected a cell as [row, column], found {found}."),
    ProblemCode.COMPONENT_MISSING_NOT_LIST: QT_TRANSLATE_NOOP(
        "Problems", "Expected a list of cells, each as [row, column]."
    ),
    ProblemCode.COMPONENT_CELL_OFF_GRID: QT_TRANSLATE_NOOP(
        "Problems", "The cell {cell} is not on a grid of {rows} rows and {cols} columns."
    ),
    ProblemCode.COMPONENT_CELL_TWICE: QT_TRANSLATE_NOOP("Problems", "A cell is listed twice."),
    ProblemCode.COMPONENT_START_OFF_GRID: QT_TRANSLATE_NOOP("Problems", "The cell {cell} is not on the grid."),
    ProblemCode.COMPONENT_NO_EMPTY_CELL: QT_TRANSLATE_NOOP(
        "Problems", "The cell [0, 0], where nothing is left, must exist."
    ),
    ProblemCode.POSITION_BAD_PLAYERS: QT_TRANSLATE_NOOP("Problems", "“players” must be a list of two players."),
    ProblemCode.POSITION_SAME_NAMES: QT_TRANSLATE_NOOP("Problems", "Both players have the same name."),
    ProblemCode.POSITION_BAD_NAME: QT_TRANSLATE_NOOP(
        "Problems", "Player {player}: the name must be a text that is not empty."
    ),
    ProblemCode.POSITION_BAD_FRANCS: QT_TRANSLATE_NOOP(
        "Problems", "Player {player}: the francs must be a whole number, 0 or more."
    ),
    ProblemCode.POSITION_UNKNOWN_GOOD: QT_TRANSLATE_NOOP("Problems", "Player {player}: there is no good “{good}”."),
    ProblemCode.POSITION_BAD_SECTOR: QT_TRANSLATE_NOOP(
        "Problems", "Player {player}, “{building}”: the sector must be one of {sectors}."
    ),
    ProblemCode.POSITION_LOCK_ON_WHEEL: QT_TRANSLATE_NOOP(
        "Problems", "Player {player}: “{building}” has the lock symbol; it lies beside the board, not on the wheel."
    ),
    ProblemCode.POSITION_NOT_LOCK_BESIDE: QT_TRANSLATE_NOOP(
        "Problems", "Player {player}: only buildings with the lock symbol lie beside the board, not “{building}”."
    ),
    ProblemCode.POSITION_NOT_ENTERED: QT_TRANSLATE_NOOP(
        "Problems", "Player {player}: “{building}” enters the game in round {letter}, after round {round}."
    ),
    ProblemCode.POSITION_SUPPLY_TWICE: QT_TRANSLATE_NOOP("Problems", "The supply lists “{building}” twice."),
    ProblemCode.POSITION_SUPPLY_OWNED: QT_TRANSLATE_NOOP(
        "Problems", "“{building}” belongs to a player, so it cannot be in the supply."
    ),
    ProblemCode.POSITION_SUPPLY_NOT_ENTERED: QT_TRANSLATE_NOOP(
        "Problems", "“{building}” has not entered the game by round {round}, so it cannot be in the supply."
    ),
    ProblemCode.POSITION_BAD_ACTED: QT_TRANSLATE_NOOP("Problems", "“acted” must be true or false."),
    ProblemCode.POSITION_BAD_RULES_REVISION: QT_TRANSLATE_NOOP(
        "Problems", "The rules revision must be one of {revisions}."
    ),
    ProblemCode.POSITION_BAD_TO_ACT: QT_TRANSLATE_NOOP(
        "Problems", "“to_act” must be a player's name or seat (0 or 1)."
    ),
    ProblemCode.POSITION_BAD_TURNS_TAKEN: QT_TRANSLATE_NOOP(
        "Problems", "“turns_taken” must be a whole number from 0 to {top} in this round."
    ),
    ProblemCode.POSITION_WAREHOUSE_CANNOT_HOLD: QT_TRANSLATE_NOOP(
        "Problems", "Player {player}, {good}: the warehouse cannot hold {amount}."
    ),
    ProblemCode.POSITION_BAD_CELL_FORM: QT_TRANSLATE_NOOP(
        "Problems", "Player {player}, {good}: give a cell as “ROW.COL” or an amount."
    ),
    ProblemCode.POSITION_NOT_A_CELL: QT_TRANSLATE_NOOP(
        "Problems", "Player {player}, {good}: “{cell}” is not a cell (ROW.COL, for example 2.1)."
    ),
    ProblemCode.POSITION_CELL_OFF_WAREHOUSE: QT_TRANSLATE_NOOP(
        "Problems", "Player {player}, {good}: the cell {cell} is not on the warehouse."
    ),
    ProblemCode.COMPONENT_START_AMOUNT: QT_TRANSLATE_NOOP(
        "Problems", "The cell {cell} holds {amount}, but the players start with {expected} of this good ({good})."
    ),
}

# What the system says about a file, for the errors people meet; others keep the system's own words.
SYSTEM_REASONS: dict[int, str] = {
    errno.ENOENT: QT_TRANSLATE_NOOP("Problems", "there is no such file or folder"),
    errno.EACCES: QT_TRANSLATE_NOOP("Problems", "permission denied"),
    errno.EPERM: QT_TRANSLATE_NOOP("Problems", "permission denied"),
    errno.EISDIR: QT_TRANSLATE_NOOP("Problems", "it is a folder"),
    errno.ENOTDIR: QT_TRANSLATE_NOOP("Problems", "a part of the path is not a folder"),
    errno.ENOSPC: QT_TRANSLATE_NOOP("Problems", "there is no space left on the disk"),
    errno.EROFS: QT_TRANSLATE_NOOP("Problems", "the disk can only be read"),
    errno.ENAMETOOLONG: QT_TRANSLATE_NOOP("Problems", "the name is too long"),
    errno.ELOOP: QT_TRANSLATE_NOOP("Problems", "too many symbolic links"),
}


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


def _term(key: str, value: object) -> object:
    """A parameter as a sentence can inflect it: a number ({amount:art} puts the Hungarian article before it),
    a round letter, a good, a player's name (its gender guessed); anything else as it is."""
    if isinstance(value, bool):
        return value
    if isinstance(value, int):
        return Number(value)
    if isinstance(value, Good):
        return GoodTerm(value)
    if key == "name" and isinstance(value, str):
        return Player(value)
    if key in ROUND_PARAMS and isinstance(value, str) and len(value) == 1 and value in ROUND_LETTERS:
        return Letter(ROUND_LETTERS.index(value))
    return value


def _format(text: str, values: Mapping[str, object]) -> str:
    try:
        return text.format_map({key: _term(key, value) for key, value in values.items()})
    except (KeyError, IndexError, ValueError):  # a translation naming a parameter this problem does not carry
        return text


def _int(params: Params, key: str) -> int:
    value = params.get(key)
    return value if isinstance(value, int) else 0


def _listed(values: object) -> str:
    """Building ids from the file, each quoted the way the language quotes, as a list ("a", "b" and "c")."""
    quoted = QCoreApplication.translate("Problems", "“{id}”")
    names = [_format(quoted, {"id": value}) for value in values] if isinstance(values, tuple) else [str(values)]
    return str(Listed(names))


def system_reason(error_number: int | None, words: str) -> str:
    """Why the system refused a file, in the interface's language when the error is a common one."""
    known = SYSTEM_REASONS.get(error_number) if error_number is not None else None
    return QCoreApplication.translate("Problems", known) if known is not None else words


def os_error_reason(error: OSError) -> str:
    """Why a file could not be read or written; a pipe or a device where a save belongs has a reason of its own
    (the system's EINVAL would say "invalid argument" of any call)."""
    if isinstance(error, NotRegularFileError) and error.errno != errno.EISDIR:
        return QCoreApplication.translate(
            "Problems", "what is there is not a regular file (it may be a pipe or a device), and it is left as it is"
        )
    return system_reason(error.errno, error.strerror or str(error))


def value_kind_text(params: Mapping[str, object]) -> str:
    """The sentence for a value of a kind that does not fit the building (problem code ``component.value_kind``),
    with the form the file should give (the good is named as the file names it)."""
    kind, good = params.get("kind"), params.get("good")
    if kind == ValueKind.PER_GOOD and isinstance(good, Good):
        form = '{"per_good": "' + good.value + '", "per": …}'
        return _format(QCoreApplication.translate("Problems", KIND_FORMS[ValueKind.PER_GOOD]), {"form": form})
    if kind == ValueKind.PER_DOCK_SYMBOL:
        return _format(
            QCoreApplication.translate("Problems", KIND_FORMS[ValueKind.PER_DOCK_SYMBOL]),
            {"form": '{"per_dock_symbol": …}'},
        )
    return QCoreApplication.translate("Problems", KIND_FORMS[ValueKind.FIXED])


def _unreadable(params: Params) -> str:
    number = params.get("errno")
    reason = system_reason(number if isinstance(number, int) else None, str(params.get("reason", "")))
    return _format(QCoreApplication.translate("Problems", "It cannot be read: {reason}."), {"reason": reason})


def _invalid_json(params: Params) -> str:
    if "line" in params:
        return _format(
            QCoreApplication.translate("Problems", "It is not valid JSON (line {line}, column {column})."), params
        )
    return QCoreApplication.translate("Problems", "It is not valid JSON.")


def _unsupported_version(params: Params) -> str:
    if "version" in params:
        return _format(
            QCoreApplication.translate(
                "Problems", "It is a saved game of version {version}; this program reads versions 1 and 2."
            ),
            params,
        )
    return QCoreApplication.translate("Problems", "Its version is not one this program reads (1 or 2).")


def _bad_components(params: Params) -> str:
    found = params.get("problems")
    shown = found if isinstance(found, tuple) else ()
    lines = [component_problem_text(problem) for problem in shown if isinstance(problem, ComponentProblem)]
    more = _int(params, "more")
    if more:
        lines.append(Problems().more_component_problems(more))
    return _format(
        QCoreApplication.translate("Problems", "The component data in it cannot be used:\n{problems}"),
        {"problems": "\n".join(lines)},
    )


def _illegal_action(params: Params) -> str:
    rejection = params.get("rejection")
    reason = explain(rejection) if isinstance(rejection, Rejection) else ""
    return _format(
        QCoreApplication.translate("Problems", "{action} is not allowed at that point of the game. {reason}"),
        {"action": params.get("action", ""), "reason": reason},
    )


def _component_unreadable(params: Params) -> str:
    inner = params.get("problem")
    detail = problem_text(inner) if isinstance(inner, Problem) else ""
    return _format(QCoreApplication.translate("Problems", "The file cannot be read. {problem}"), {"problem": detail})


def _not_object(params: Params) -> str:
    if "entry" in params:
        text = QT_TRANSLATE_NOOP("Problems", "Player {player}: “{entry}” must be an object.")
    elif "player" in params:
        text = QT_TRANSLATE_NOOP("Problems", "Player {player} must be described by an object.")
    else:
        text = QT_TRANSLATE_NOOP("Problems", "A position must be a JSON object.")
    return _format(QCoreApplication.translate("Problems", text), params)


def _for_player(with_player: str, without: str) -> Callable[[Params], str]:
    """A problem worded with the player it was found in, when the loader names one."""

    def text(params: Params) -> str:
        chosen = with_player if "player" in params else without
        return _format(QCoreApplication.translate("Problems", chosen), params)

    return text


_unknown_entries = _for_player(
    QT_TRANSLATE_NOOP("Problems", "Player {player}: unknown entries: {entries}."),
    QT_TRANSLATE_NOOP("Problems", "Unknown entries: {entries}."),
)
_not_building_list = _for_player(
    QT_TRANSLATE_NOOP("Problems", "Player {player}: “{entry}” must be a list of building ids."),
    QT_TRANSLATE_NOOP("Problems", "“{entry}” must be a list of building ids."),
)
_unknown_building = _for_player(
    QT_TRANSLATE_NOOP("Problems", "Player {player}, “{entry}”: there is no building “{building}”."),
    QT_TRANSLATE_NOOP("Problems", "“{entry}”: there is no building “{building}”."),
)


def _bad_round(params: Params) -> str:
    return _format(
        QCoreApplication.translate("Problems", "The round must be one of the letters {first} to {last}."),
        {"first": Letter(0), "last": Letter(len(ROUND_LETTERS) - 1)},
    )


def _owned_twice(params: Params) -> str:
    return _format(
        QCoreApplication.translate("Problems", "More than one player owns {buildings}."),
        {"buildings": _listed(params.get("buildings", ()))},
    )


def _supply_left_out(params: Params) -> str:
    return _format(
        QCoreApplication.translate(
            "Problems", "The supply leaves out {buildings}: they have entered the game and nobody owns them."
        ),
        {"buildings": _listed(params.get("buildings", ()))},
    )


def _name_too_long(params: Params) -> str:
    return _format(Problems().name_too_long(_int(params, "limit")), params)


def _not_their_turn(params: Params) -> str:
    return _format(Problems().not_their_turn(_int(params, "taken")), params)


WORDED: dict[ProblemCode, Callable[[Params], str]] = {
    ProblemCode.FILE_UNREADABLE: _unreadable,
    ProblemCode.JSON_INVALID: _invalid_json,
    ProblemCode.JSON_TOO_DEEP: lambda params: Problems().too_deep(_int(params, "limit")),
    ProblemCode.JSON_NUMBER_TOO_LONG: lambda params: Problems().number_too_long(_int(params, "limit")),
    ProblemCode.RECORD_UNSUPPORTED_VERSION: _unsupported_version,
    ProblemCode.RECORD_NAME_TOO_LONG: _name_too_long,
    ProblemCode.RECORD_BAD_COMPONENTS: _bad_components,
    ProblemCode.RECORD_TOO_MANY_ACTIONS: lambda params: Problems().too_many_actions(_int(params, "count")),
    ProblemCode.RECORD_ILLEGAL_ACTION: _illegal_action,
    ProblemCode.COMPONENT_UNREADABLE: _component_unreadable,
    ProblemCode.COMPONENT_BAD_VALUE: lambda params: _format(
        QCoreApplication.translate("Problems", "Expected a number or one of the forms {forms}."),
        {"forms": '{"per_good": …, "per": …}, {"per_dock_symbol": …}'},
    ),
    ProblemCode.COMPONENT_VALUE_KIND: value_kind_text,
    ProblemCode.POSITION_NOT_OBJECT: _not_object,
    ProblemCode.POSITION_UNKNOWN_ENTRIES: _unknown_entries,
    ProblemCode.POSITION_NOT_BUILDING_LIST: _not_building_list,
    ProblemCode.POSITION_UNKNOWN_BUILDING: _unknown_building,
    ProblemCode.POSITION_BAD_ROUND: _bad_round,
    ProblemCode.POSITION_OWNED_TWICE: _owned_twice,
    ProblemCode.POSITION_SUPPLY_LEFT_OUT: _supply_left_out,
    ProblemCode.POSITION_NOT_THEIR_TURN: _not_their_turn,
}


def _with_found(params: Params) -> Params:
    """The parameters with a list or an object found in the file described in words, as ``found``."""
    if "found_list" in params:
        return {**params, "found": Problems().a_list(_int(params, "found_list"))}
    if "found_object" in params:
        return {**params, "found": Problems().an_object(_int(params, "found_object"))}
    return params


def problem_text(problem: Problem) -> str:
    """The problem an engine error or a component problem carries, as a sentence in the interface's language."""
    code, params = problem.code, _with_found(problem.params)
    if code in WORDED:
        text = WORDED[code](params)
    else:
        text = _format(QCoreApplication.translate("Problems", FIXED[code]), params)
    if "index" in params:
        return _format(
            QCoreApplication.translate("Problems", "Action {number}: {problem}"),
            {"number": _int(params, "index") + 1, "problem": text},
        )
    return text


def component_problem_text(problem: ComponentProblem) -> str:
    """A problem of the component data with the place in the file it is found at (as the file names it)."""
    text = problem_text(problem)
    if problem.code in (ProblemCode.COMPONENT_FILE_NOT_OBJECT, ProblemCode.COMPONENT_UNREADABLE):
        return text
    return _format(
        QCoreApplication.translate("Problems", "{place}: {problem}"), {"place": problem.where, "problem": text}
    )
