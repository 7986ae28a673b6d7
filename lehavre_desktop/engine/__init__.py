"""The rules engine of *Le Havre: The Inland Port*: pure Python, no Qt, no I/O in the rules.

Public API::

    state = new_game(("Ann", "Ben"))          # seat 0 starts and holds the A-F board
    round_start_events(state)                  # the automatic events that open round A
    actions = legal_actions(state)             # every legal action, deterministic order
    check(state, action)                       # None, or a Rejection naming a RuleId and a Reason
    result = apply(state, action)              # result.state, result.events
    apply(state, actions[0], trusted=True)     # no re-check, for actions from legal_actions(state)
    outcome(state)                             # None until the game ends, then an Outcome
    position_from_data({...})                  # a position from a readable description

State (``GameState``, ``PlayerState``) is immutable; derived numbers are functions
(``wealth``, ``turns_left``, ``building_value``...); ``legal_actions`` and ``options``
are computed once per state. Copying a state returns the state itself. Actions (``Build``,
``Use``, ``Sell``, ``Pass``, ``End``) have a stable text form: ``encode(action)`` /
``decode(text)``. Every event and rejection names a ``RuleId``; automatic events (round
start, wheel rotation, forced sale, game end) are marked ``automatic``. The engine holds
no user-facing prose: the UI and the teaching layer turn rule ids and numbers into text;
``summaries`` folds events the way every narrator needs them.

Turn structure (rules revision 2, §4.3): on their turn a player may sell any of their
own buildings, must build, use, or (only when neither is possible) pass, may then sell
more, and ends the turn with ``end``. The wheels turn after the last ``end`` of a round.
Games keep the rules revision they were started under (``GameState.rules_revision``).

The component data (costs, values, letters, warehouse) is one table, ``BUILT_IN``,
each entry marked printed or reconstructed; ``components_from_data`` applies an owner's
corrections (data the caller has read: the engine reads no user folder), entry by entry,
and ``cost_problem`` / ``value_problem`` / ``warehouse_problem`` check one field the same way;
``corrections_to_data`` writes the smallest corrections document of a table. ``GameRecord``
and ``record_to_json`` / ``record_from_json`` / ``replay`` save and replay games.
``python -m lehavre_desktop.engine`` replays a record or plays random games.
"""

from .actions import (
    Action,
    ActionSyntaxError,
    Build,
    End,
    Pass,
    Sell,
    Use,
    canonical_goods,
    canonical_payment,
    decode,
    encode,
)
from .catalog import (
    BONUS_AGE,
    BUILT_IN,
    ROUND_ACTIONS,
    ROUND_LETTERS,
    SALE_AGE,
    SECTOR_LABELS,
    SECTOR_MULTIPLIERS,
    USER_FEE,
    BuildingFunction,
    BuildingSpec,
    ChooseGoodFunction,
    Components,
    ConversionFunction,
    Cost,
    DistinctGoodsFunction,
    FixedFunction,
    FixedValue,
    MarkerTradeFunction,
    PerDockSymbolValue,
    PerGoodValue,
    Provenance,
    SplitFunction,
    StepRun,
    WarehouseGeometry,
)
from .component_data import (
    COST_PARTS,
    MAX_COMPONENT_DEPTH,
    MAX_COMPONENT_FILE_BYTES,
    ComponentProblem,
    ValueKind,
    components_from_data,
    components_to_data,
    corrections_to_data,
    cost_problem,
    value_amount,
    value_entry,
    value_problem,
    warehouse_problem,
    with_amount,
)
from .events import (
    BuildingsEntered,
    Built,
    Event,
    EventKind,
    FrancsGained,
    FrancsPaid,
    GameEnded,
    GoodsPaid,
    MarkerMoved,
    Overpaid,
    Passed,
    ReturnedToZero,
    RoundStarted,
    Sold,
    StepsLost,
    TurnEnded,
    Used,
    WheelsRotated,
)
from .goods import GOODS, Cell, Direction, Good
from .json_input import JsonInputError, read_json_file, shown
from .legal import (
    Option,
    build_options,
    cheapest_payment,
    check,
    expand,
    legal_actions,
    options,
    short_of,
    use_options,
)
from .play import Transition, apply
from .position import PositionError, describe_position, position_from_data
from .problems import CodedError, Params, ProblemCode
from .random_play import RandomPlayer, play_random_game, random_action
from .record import (
    COMPUTER_SEAT_PREFIX,
    GENDERS,
    MAX_NAME_LENGTH,
    PERSON_SEAT,
    GameRecord,
    RecordError,
    Replay,
    name_problem,
    read_record_file,
    record_from_data,
    record_from_json,
    record_to_json,
    replay,
    seat_problem,
)
from .rejections import IllegalActionError, Reason, Rejection
from .rules import RuleId, building_rule
from .scoring import BuildingScore, Outcome, ScoreBreakdown, outcome, wealth
from .setup import new_game, round_start_events
from .state import (
    CURRENT_RULES_REVISION,
    GameState,
    PlayerState,
    WheelSlot,
    multiplier,
    round_start_player,
    turns_in_round,
    turns_left,
)
from .summaries import francs_before_each, francs_change, round_end_events, turn_events
from .values import building_value, sale_price
from .warehouse import MarkerEnd, Payment, room, step

__all__ = [
    "BONUS_AGE",
    "BUILT_IN",
    "COMPUTER_SEAT_PREFIX",
    "COST_PARTS",
    "CURRENT_RULES_REVISION",
    "GENDERS",
    "GOODS",
    "MAX_COMPONENT_DEPTH",
    "MAX_COMPONENT_FILE_BYTES",
    "MAX_NAME_LENGTH",
    "PERSON_SEAT",
    "ROUND_ACTIONS",
    "ROUND_LETTERS",
    "SALE_AGE",
    "SECTOR_LABELS",
    "SECTOR_MULTIPLIERS",
    "USER_FEE",
    "Action",
    "ActionSyntaxError",
    "Build",
    "BuildingFunction",
    "BuildingScore",
    "BuildingSpec",
    "BuildingsEntered",
    "Built",
    "Cell",
    "ChooseGoodFunction",
    "CodedError",
    "ComponentProblem",
    "Components",
    "ConversionFunction",
    "Cost",
    "Direction",
    "DistinctGoodsFunction",
    "End",
    "Event",
    "EventKind",
    "FixedFunction",
    "FixedValue",
    "FrancsGained",
    "FrancsPaid",
    "GameEnded",
    "GameRecord",
    "GameState",
    "Good",
    "GoodsPaid",
    "IllegalActionError",
    "JsonInputError",
    "MarkerEnd",
    "MarkerMoved",
    "MarkerTradeFunction",
    "Option",
    "Outcome",
    "Overpaid",
    "Params",
    "Pass",
    "Passed",
    "Payment",
    "PerDockSymbolValue",
    "PerGoodValue",
    "PlayerState",
    "PositionError",
    "ProblemCode",
    "Provenance",
    "RandomPlayer",
    "Reason",
    "RecordError",
    "Rejection",
    "Replay",
    "ReturnedToZero",
    "RoundStarted",
    "RuleId",
    "ScoreBreakdown",
    "Sell",
    "Sold",
    "SplitFunction",
    "StepRun",
    "StepsLost",
    "Transition",
    "TurnEnded",
    "Use",
    "Used",
    "ValueKind",
    "WarehouseGeometry",
    "WheelSlot",
    "WheelsRotated",
    "apply",
    "build_options",
    "building_rule",
    "building_value",
    "canonical_goods",
    "canonical_payment",
    "cheapest_payment",
    "check",
    "components_from_data",
    "components_to_data",
    "corrections_to_data",
    "cost_problem",
    "decode",
    "describe_position",
    "encode",
    "expand",
    "francs_before_each",
    "francs_change",
    "legal_actions",
    "multiplier",
    "name_problem",
    "new_game",
    "options",
    "outcome",
    "play_random_game",
    "position_from_data",
    "random_action",
    "read_json_file",
    "read_record_file",
    "record_from_data",
    "record_from_json",
    "record_to_json",
    "replay",
    "room",
    "round_end_events",
    "round_start_events",
    "round_start_player",
    "sale_price",
    "seat_problem",
    "short_of",
    "shown",
    "step",
    "turn_events",
    "turns_in_round",
    "turns_left",
    "use_options",
    "value_amount",
    "value_entry",
    "value_problem",
    "warehouse_problem",
    "wealth",
    "with_amount",
]
