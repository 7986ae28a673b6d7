"""The rules engine of *Le Havre: The Inland Port*: pure Python, no Qt, no I/O in the rules.

Public API::

    state = new_game(("Ann", "Ben"))          # seat 0 starts and holds the A-F board
    round_start_events(state)                  # the automatic events that open round A
    actions = legal_actions(state)             # every legal action, deterministic order
    check(state, action)                       # None, or a Rejection naming a RuleId
    result = apply(state, action)              # result.state, result.events
    outcome(state)                             # None until the game ends, then an Outcome

State (``GameState``, ``PlayerState``) is immutable; derived numbers are functions
(``wealth``, ``turns_left``, ``building_value``...). Actions (``Build``, ``Use``,
``Sell``, ``Pass``) have a stable text form: ``encode(action)`` / ``decode(text)``.
Every event and rejection names a ``RuleId``; automatic events (round start, wheel
rotation, forced sale, game end) are marked ``automatic``. The engine holds no
user-facing prose: the UI and the teaching layer turn rule ids and numbers into text.

Turn structure: on their turn a player may sell any of their own buildings (each sale
is an action that does not end the turn), then must build, use, or (only when neither
is possible) pass; that ends the turn.

The component data (costs, values, letters, warehouse) is one table, ``BUILT_IN``,
each entry marked printed or reconstructed; ``load_user_components`` applies a user's
corrections. ``GameRecord`` and ``record_to_json`` / ``record_from_json`` / ``replay``
save and replay games. ``python -m lehavre_desktop.engine`` replays a record or plays
random games.
"""

from .actions import Action, ActionSyntaxError, Build, Pass, Sell, Use, decode, encode
from .catalog import BUILT_IN, BuildingSpec, Components, Cost, Provenance, WarehouseGeometry
from .component_data import ComponentProblem, load_user_components, user_components_path
from .events import Event, EventKind
from .goods import GOODS, Cell, Direction, Good
from .legal import Option, build_options, cheapest_payment, check, expand, legal_actions, options, use_options
from .play import Transition, apply
from .record import GameRecord, RecordError, Replay, record_from_json, record_to_json, replay
from .rejections import IllegalActionError, Rejection
from .rules import RuleId
from .scoring import BuildingScore, Outcome, ScoreBreakdown, outcome, wealth
from .setup import new_game, round_start_events
from .state import GameState, PlayerState, WheelSlot, turns_left
from .values import building_value, sale_price
from .warehouse import MarkerEnd, Payment

__all__ = [
    "BUILT_IN",
    "GOODS",
    "Action",
    "ActionSyntaxError",
    "Build",
    "BuildingScore",
    "BuildingSpec",
    "Cell",
    "ComponentProblem",
    "Components",
    "Cost",
    "Direction",
    "Event",
    "EventKind",
    "GameRecord",
    "GameState",
    "Good",
    "IllegalActionError",
    "MarkerEnd",
    "Option",
    "Outcome",
    "Pass",
    "Payment",
    "PlayerState",
    "Provenance",
    "RecordError",
    "Rejection",
    "Replay",
    "RuleId",
    "ScoreBreakdown",
    "Sell",
    "Transition",
    "Use",
    "WarehouseGeometry",
    "WheelSlot",
    "apply",
    "build_options",
    "building_value",
    "cheapest_payment",
    "check",
    "decode",
    "encode",
    "expand",
    "legal_actions",
    "load_user_components",
    "new_game",
    "options",
    "outcome",
    "record_from_json",
    "record_to_json",
    "replay",
    "round_start_events",
    "sale_price",
    "turns_left",
    "use_options",
    "user_components_path",
    "wealth",
]
