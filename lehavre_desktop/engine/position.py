"""Setting up a position from a readable description, and describing a position the same way.

Tests, teaching scenarios and a computer opponent's analysis start from positions that
no game record reaches conveniently. A description is plain data (it reads well as
JSON)::

    {
      "round": "C",                 # the round letter
      "turns_taken": 2,             # turns already completed in this round (default 0)
      "to_act": "Emma",             # optional: a name or seat; must agree with turns_taken
      "acted": false,               # the player to act has already built, used or passed
      "rules_revision": 2,
      "players": [
        {"name": "Emma", "francs": 5,
         "goods": {"fish": "2.0", "grain": 0},     # "ROW.COL", or an amount (its lowest-column cell)
         "wheel": {"wood_company": "3"},           # building -> sector: "0", "2", "3", "4" or "4+"
         "beside": ["zoo"]},                       # lock buildings beside the board
        {"name": "Max"}
      ],
      "supply": [...]               # optional, checked: every entered building nobody owns
    }

Goods left out stay on their start cells; francs default to the starting francs.
``position_from_data`` checks everything and raises ``PositionError`` naming the first
problem; ``describe_position`` gives the description of any state.
"""

from __future__ import annotations

from typing import Any

from .catalog import BUILT_IN, ROUND_ACTIONS, ROUND_LETTERS, SECTOR_LABELS, START_FRANCS, Components
from .goods import GOODS, Cell, Good
from .problems import CodedError, ProblemCode
from .state import CURRENT_RULES_REVISION, RULES_REVISIONS, TURNS_BEFORE_ROUND, GameState, PlayerState, WheelSlot


class PositionError(CodedError):
    """A description that does not give a possible position."""


def _cell_for(components: Components, value: Any, where: str, seat: int, good: Good) -> Cell:
    geometry = components.warehouse
    place = {"player": seat + 1, "good": good}
    if type(value) is int:
        for row in range(geometry.rows - 1, -1, -1):
            cell = Cell(row, value - 3 * row)
            if cell.col >= 0 and cell in geometry.cells:
                return cell
        raise PositionError(
            f"{where}: the warehouse cannot hold {value}",
            ProblemCode.POSITION_WAREHOUSE_CANNOT_HOLD,
            amount=value,
            **place,
        )
    if not isinstance(value, str):
        raise PositionError(
            f'{where}: give a cell as "ROW.COL" or an amount', ProblemCode.POSITION_BAD_CELL_FORM, **place
        )
    try:
        cell = Cell.parse(value)
    except ValueError as error:
        shown = value if len(value) <= 20 else value[:20] + "…"
        raise PositionError(f"{where}: {error}", ProblemCode.POSITION_NOT_A_CELL, cell=shown, **place) from None
    if cell not in geometry.cells:
        raise PositionError(
            f"{where}: cell {value} is not on the warehouse",
            ProblemCode.POSITION_CELL_OFF_WAREHOUSE,
            cell=value,
            **place,
        )
    return cell


def _age_for(value: Any, where: str, seat: int, building: str) -> int:
    label = str(value) if type(value) is int else value
    if not isinstance(label, str) or label not in SECTOR_LABELS:
        sectors = ", ".join(SECTOR_LABELS)
        raise PositionError(
            f"{where}: the sector must be one of {sectors}",
            ProblemCode.POSITION_BAD_SECTOR,
            player=seat + 1,
            building=building,
            sectors=sectors,
        )
    return SECTOR_LABELS.index(label)


def _mapping(value: Any, where: str, **place: object) -> dict[str, Any]:
    """An object of the description; ``place`` says where it is (the player, the entry) for the problem."""
    if value is None:
        return {}
    if not isinstance(value, dict) or not all(isinstance(key, str) for key in value):
        raise PositionError(f"{where} must be an object", ProblemCode.POSITION_NOT_OBJECT, **place)
    return value


def _building_ids(components: Components, value: Any, where: str, **place: object) -> list[str]:
    if not isinstance(value, list) or not all(isinstance(b, str) for b in value):
        raise PositionError(f"{where} must be a list of building ids", ProblemCode.POSITION_NOT_BUILDING_LIST, **place)
    for building in value:
        if building not in components.by_id:
            raise PositionError(
                f"{where}: there is no building {building!r}",
                ProblemCode.POSITION_UNKNOWN_BUILDING,
                building=building,
                **place,
            )
    return value


def _player(components: Components, data: Any, seat: int, round_index: int) -> PlayerState:
    where = f"player {seat + 1}"
    player = seat + 1
    data = _mapping(data, where, player=player)
    unknown = set(data) - {"name", "francs", "goods", "wheel", "beside"}
    if unknown:
        entries = ", ".join(sorted(unknown))
        raise PositionError(
            f"{where}: unknown entries {entries}", ProblemCode.POSITION_UNKNOWN_ENTRIES, entries=entries, player=player
        )
    name = data.get("name", f"Player {seat + 1}")
    if not isinstance(name, str) or not name.strip():
        raise PositionError(f"{where}: the name must be a non-empty text", ProblemCode.POSITION_BAD_NAME, player=player)
    francs = data.get("francs", START_FRANCS)
    if type(francs) is not int or francs < 0:
        raise PositionError(
            f"{where}: francs must be a whole number, 0 or more", ProblemCode.POSITION_BAD_FRANCS, player=player
        )
    markers = _markers(components, data.get("goods"), where, seat)
    slots = _wheel(components, data.get("wheel"), where, seat)
    beside = _beside(components, data.get("beside", []), where, seat)
    for building in [s.building for s in slots] + beside:
        if components.by_id[building].round_index > round_index:
            letter = components.by_id[building].letter
            raise PositionError(
                f"{where}: {building} enters in round {letter}, after round {ROUND_LETTERS[round_index]}",
                ProblemCode.POSITION_NOT_ENTERED,
                player=player,
                building=building,
                letter=letter,
                round=ROUND_LETTERS[round_index],
            )
    order = components.order
    return PlayerState(
        name,
        francs,
        markers,
        tuple(sorted(slots, key=lambda s: order[s.building])),
        tuple(sorted(beside, key=order.__getitem__)),
    )


def _markers(components: Components, goods: Any, where: str, seat: int) -> tuple[Cell, ...]:
    """The player's markers: the start cells, moved where the description's goods say."""
    player = seat + 1
    markers = list(components.warehouse.start)
    for good_text, value in _mapping(goods, f"{where}: goods", player=player, entry="goods").items():
        try:
            good = Good(good_text)
        except ValueError:
            raise PositionError(
                f"{where}: there is no good {good_text!r}",
                ProblemCode.POSITION_UNKNOWN_GOOD,
                player=player,
                good=good_text,
            ) from None
        markers[good.slot] = _cell_for(components, value, f"{where}: {good.value}", seat, good)
    return tuple(markers)


def _wheel(components: Components, wheel: Any, where: str, seat: int) -> list[WheelSlot]:
    player = seat + 1
    slots: list[WheelSlot] = []
    for building, sector in _mapping(wheel, f"{where}: wheel", player=player, entry="wheel").items():
        if building not in components.by_id:
            raise PositionError(
                f"{where}: there is no building {building!r}",
                ProblemCode.POSITION_UNKNOWN_BUILDING,
                building=building,
                entry="wheel",
                player=player,
            )
        if components.by_id[building].is_lock:
            raise PositionError(
                f"{where}: {building} has the lock symbol and lies beside the board, not on the wheel",
                ProblemCode.POSITION_LOCK_ON_WHEEL,
                player=player,
                building=building,
            )
        slots.append(WheelSlot(building, _age_for(sector, f"{where}: {building}", seat, building)))
    return slots


def _beside(components: Components, value: Any, where: str, seat: int) -> list[str]:
    player = seat + 1
    beside = _building_ids(components, value, f"{where}: beside", player=player, entry="beside")
    for building in beside:
        if not components.by_id[building].is_lock:
            raise PositionError(
                f"{where}: only lock buildings lie beside the board, not {building}",
                ProblemCode.POSITION_NOT_LOCK_BESIDE,
                player=player,
                building=building,
            )
    return beside


def _turns_taken(data: dict[str, Any], round_index: int, names: tuple[str, str]) -> int:
    actions = ROUND_ACTIONS[round_index]
    taken = data.get("turns_taken")
    to_act = data.get("to_act")
    seat: int | None = None
    if to_act is not None:
        if type(to_act) is int and to_act in (0, 1):
            seat = to_act
        elif isinstance(to_act, str) and to_act in names:
            seat = names.index(to_act)
        else:
            raise PositionError("'to_act' must be a player's name or seat (0 or 1)", ProblemCode.POSITION_BAD_TO_ACT)
    if taken is None:
        taken = 0 if seat is None else (TURNS_BEFORE_ROUND[round_index] + seat) % 2
    if type(taken) is not int or not 0 <= taken < actions:
        raise PositionError(
            f"'turns_taken' must be a whole number from 0 to {actions - 1} in this round",
            ProblemCode.POSITION_BAD_TURNS_TAKEN,
            top=actions - 1,
        )
    if seat is not None and (TURNS_BEFORE_ROUND[round_index] + taken) % 2 != seat:
        raise PositionError(
            f"after {taken} turns of round {ROUND_LETTERS[round_index]} it is not {names[seat]}'s turn",
            ProblemCode.POSITION_NOT_THEIR_TURN,
            taken=taken,
            round=ROUND_LETTERS[round_index],
            name=names[seat],
        )
    return taken


def position_from_data(data: Any, components: Components = BUILT_IN) -> GameState:
    """The position a description gives; PositionError names the first problem."""
    data = _mapping(data, "a position")
    unknown = set(data) - {"round", "turns_taken", "to_act", "acted", "rules_revision", "players", "supply"}
    if unknown:
        entries = ", ".join(sorted(unknown))
        raise PositionError(f"unknown entries {entries}", ProblemCode.POSITION_UNKNOWN_ENTRIES, entries=entries)
    letter = data.get("round", "A")
    if not isinstance(letter, str) or len(letter) != 1 or letter not in ROUND_LETTERS:
        raise PositionError(
            f"'round' must be one of the letters {ROUND_LETTERS}", ProblemCode.POSITION_BAD_ROUND, letters=ROUND_LETTERS
        )
    round_index = ROUND_LETTERS.index(letter)
    players = _players(components, data.get("players", [{}, {}]), round_index)
    owned = players[0].buildings() + players[1].buildings()
    twice = sorted({b for b in owned if owned.count(b) > 1})
    if twice:
        raise PositionError(
            f"{', '.join(twice)} cannot be owned twice", ProblemCode.POSITION_OWNED_TWICE, buildings=tuple(twice)
        )
    entered = [b.id for b in components.buildings if b.round_index <= round_index]
    supply = [b for b in entered if b not in owned]
    if "supply" in data:
        _confirm_supply(components, data["supply"], letter, owned, entered, supply)
    acted = data.get("acted", False)
    if type(acted) is not bool:
        raise PositionError("'acted' must be true or false", ProblemCode.POSITION_BAD_ACTED)
    revision = data.get("rules_revision", CURRENT_RULES_REVISION)
    if type(revision) is not int or revision not in RULES_REVISIONS:
        revisions = ", ".join(map(str, RULES_REVISIONS))
        raise PositionError(
            f"'rules_revision' must be one of {revisions}", ProblemCode.POSITION_BAD_RULES_REVISION, revisions=revisions
        )
    taken = _turns_taken(data, round_index, (players[0].name, players[1].name))
    order = components.order
    return GameState(
        components,
        players,
        round_index,
        taken,
        tuple(sorted(supply, key=order.__getitem__)),
        acted=acted,
        rules_revision=revision,
    )


def _players(components: Components, players_data: Any, round_index: int) -> tuple[PlayerState, PlayerState]:
    if not isinstance(players_data, list) or len(players_data) != 2:
        raise PositionError("'players' must be a list of two players", ProblemCode.POSITION_BAD_PLAYERS)
    players = (
        _player(components, players_data[0], 0, round_index),
        _player(components, players_data[1], 1, round_index),
    )
    if players[0].name == players[1].name:
        raise PositionError("the two players must have different names", ProblemCode.POSITION_SAME_NAMES)
    return players


def _confirm_supply(
    components: Components, value: Any, letter: str, owned: tuple[str, ...], entered: list[str], supply: list[str]
) -> None:
    """Every entered building nobody owns is in the supply: a given supply can only confirm that."""
    given = _building_ids(components, value, "'supply'", entry="supply")
    for building in given:
        if given.count(building) > 1:
            raise PositionError(
                f"'supply': {building} is listed twice", ProblemCode.POSITION_SUPPLY_TWICE, building=building
            )
        if building in owned:
            raise PositionError(
                f"'supply': {building} is owned and cannot be in the supply",
                ProblemCode.POSITION_SUPPLY_OWNED,
                building=building,
            )
        if building not in entered:
            raise PositionError(
                f"'supply': {building} has not entered by round {letter}",
                ProblemCode.POSITION_SUPPLY_NOT_ENTERED,
                building=building,
                round=letter,
            )
    left_out = [b for b in supply if b not in given]
    if left_out:
        raise PositionError(
            f"'supply': {', '.join(left_out)} entered, nobody owns them, so they are in it",
            ProblemCode.POSITION_SUPPLY_LEFT_OUT,
            buildings=tuple(left_out),
        )


def describe_position(state: GameState) -> dict[str, Any]:
    """The description ``position_from_data`` turns back into this state (of a game still going on)."""
    return {
        "round": state.round_letter,
        "turns_taken": state.actions_taken,
        "to_act": state.current_player.name,
        "acted": state.acted,
        "rules_revision": state.rules_revision,
        "players": [
            {
                "name": player.name,
                "francs": player.francs,
                "goods": {good.value: player.cell(good).text() for good in GOODS},
                "wheel": {slot.building: SECTOR_LABELS[slot.age] for slot in player.wheel},
                "beside": list(player.beside),
            }
            for player in state.players
        ],
        "supply": list(state.supply),
    }
