"""The guided first game: the program asks for each kind of action, waits, and explains the result.

It never acts for the players: it only watches what they do (either player, since both
sit at the same computer) and moves on when the action it asked for has happened. A turn
ends with End (Confirm does it together with the action), so the guide also teaches the
sales that come after the action.

It never asks for the impossible: each step names the things to click for it, read off the
engine's legal actions in the position on the table (``Spotlight``); where there are none this
turn (nothing on a wheel is usable yet, no building to sell), the guide says why and what to do
meanwhile, and the step waits for a turn where it can be done.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from ..engine import (
    USER_FEE,
    Action,
    Build,
    Built,
    Event,
    GameState,
    RuleId,
    Sell,
    Sold,
    Use,
    Used,
    build_options,
    cheapest_payment,
    legal_actions,
)
from ..i18n.forms import francs
from ..i18n.noop import QT_TRANSLATE_NOOP
from .preview import does_nothing
from .rule_texts import fill

Condition = Callable[[Action, GameState, tuple[Event, ...]], bool]


@dataclass(frozen=True)
class Spotlight:
    """What to click for a step in this position: tiles in the supply or buildings on a wheel, and the bank."""

    buildings: frozenset[str] = frozenset()
    bank: bool = False

    def __bool__(self) -> bool:
        return bool(self.buildings) or self.bank


def _buildable(state: GameState) -> Spotlight:
    return Spotlight(frozenset(a.building for a in legal_actions(state) if isinstance(a, Build)))


def _several_payments(state: GameState) -> Spotlight:
    return Spotlight(frozenset(b for b in state.supply if len(build_options(state, b)) > 1))


def _usable(state: GameState) -> Spotlight:
    found = {a.building for a in legal_actions(state) if isinstance(a, Use)}
    return Spotlight(frozenset(b for b in found if not does_nothing(state, b)))  # a use to no effect teaches nothing


def _sellable(state: GameState) -> Spotlight:
    found = frozenset(a.building for a in legal_actions(state) if isinstance(a, Sell))
    return Spotlight(found, bank=bool(found))


def _action_then_sale(state: GameState) -> Spotlight:
    """With the action still to take: what can be built or used, if the player then has a building to sell."""
    if state.acted:
        return _sellable(state)
    if not state.current_player.buildings():
        return Spotlight()
    return Spotlight(_buildable(state).buildings | _usable(state).buildings)


def _built(action: Action, before: GameState, events: tuple[Event, ...]) -> bool:
    return any(isinstance(e, Built) for e in events)


def _paid_another_way(action: Action, before: GameState, events: tuple[Event, ...]) -> bool:
    return isinstance(action, Build) and action.payment != cheapest_payment(before, action.building)


def _used(action: Action, before: GameState, events: tuple[Event, ...]) -> bool:
    return any(isinstance(e, Used) for e in events)


def _sold(action: Action, before: GameState, events: tuple[Event, ...]) -> bool:
    return any(isinstance(e, Sold) and not e.forced for e in events)


def _sold_after_action(action: Action, before: GameState, events: tuple[Event, ...]) -> bool:
    return any(isinstance(e, Sold) and e.rule is RuleId.SELL_AFTER_ACTION for e in events)


@dataclass(frozen=True)
class Step:
    key: str
    title: str
    task: str
    done_when: Condition
    targets: Callable[[GameState], Spotlight]
    not_now: str  # why the step cannot be done this turn, and what to do meanwhile


STEPS: tuple[Step, ...] = (
    Step(
        "build",
        QT_TRANSLATE_NOOP("Guide", "1. Build a building"),
        QT_TRANSLATE_NOOP(
            "Guide",
            "Welcome to the Inland Port! You grow rich by building and using buildings. "
            "Round A has 3 actions and nothing is built yet, so start by building: click a "
            "bright tile in the supply (the middle of the table). Your warehouse shows "
            "what you would pay; press Confirm. Confirm carries out your action and ends "
            "your turn.",
        ),
        _built,
        _buildable,
        QT_TRANSLATE_NOOP(
            "Guide",
            "Nothing in the supply can be paid for this turn: use a building on a wheel "
            "instead, or pass if the action bar offers it.",
        ),
    ),
    Step(
        "pay_by_drag",
        QT_TRANSLATE_NOOP("Guide", "2. Choose how to pay"),
        QT_TRANSLATE_NOOP(
            "Guide",
            "Build again, but this time pay differently from what the program proposes. "
            "Pick a building that offers several payments (the action bar says 'Choice 1 "
            "of 2' or more; a building paid with food usually does), then drag a marker "
            "with a yellow outline onto another green cell and confirm.",
        ),
        _paid_another_way,
        _several_payments,
        QT_TRANSLATE_NOOP(
            "Guide",
            "This turn no building in the supply can be paid in more than one way. Take "
            "any action for now; this step waits for a turn that offers a choice.",
        ),
    ),
    Step(
        "use",
        QT_TRANSLATE_NOOP("Guide", "3. Use a building"),
        QT_TRANSLATE_NOOP(
            "Guide",
            "A building can be used from the round after it was built. Click a building "
            "with a green frame on a wheel: yours is free, your opponent's costs a fee of "
            "{fee}. The action bar shows what it will do; confirm.",
        ),
        _used,
        _usable,
        QT_TRANSLATE_NOOP(
            "Guide",
            "No building on a wheel can be used to any effect yet: a building is usable "
            "from the round after it was built, when the wheel has turned. Build something "
            "for now; this step waits for a turn where a building can be used.",
        ),
    ),
    Step(
        "sell",
        QT_TRANSLATE_NOOP("Guide", "4. Sell a building"),
        QT_TRANSLATE_NOOP(
            "Guide",
            "You may sell your own buildings for half their value at any moment of your "
            "own turn: before your action, after it, or both. Selling is never your "
            "action. Drag one of your buildings onto the bank (or right-click it).",
        ),
        _sold,
        _sellable,
        QT_TRANSLATE_NOOP(
            "Guide",
            "You have no building to sell yet. Take your action for now; this step waits until you own a building.",
        ),
    ),
    Step(
        "sell_after_action",
        QT_TRANSLATE_NOOP("Guide", "5. Keep your turn open"),
        QT_TRANSLATE_NOOP(
            "Guide",
            "Confirm ends your turn at once. To sell after your action, choose “Confirm, "
            "keep turn open” instead: the action is carried out and your turn stays open. "
            "Now take your action with it, sell one of your buildings, then press End "
            "turn. This pays off at the last action of a round: a building you have "
            "just used would otherwise wait in sector ×2 for your opponent, who opens the "
            "next round.",
        ),
        _sold_after_action,
        _action_then_sale,
        QT_TRANSLATE_NOOP(
            "Guide",
            "You have no building to sell after your action yet. Take your action for now; "
            "this step waits until you own a building.",
        ),
    ),
)
FINISHED_TITLE = QT_TRANSLATE_NOOP("Guide", "You know every kind of action")
FINISHED_TEXT = QT_TRANSLATE_NOOP(
    "Guide",
    "That is the whole game: build or use, sell before or after your action, end your turn, and watch "
    "the wheel turn at the end of each round. Keep playing; the teaching panel explains each step, and "
    "the rules reference holds the details.",
)


class GuidedGame:
    """Which step the players are on; the panel shows it."""

    def __init__(self) -> None:
        self.index = 0
        self.last_done: str | None = None

    @property
    def finished(self) -> bool:
        return self.index >= len(STEPS)

    @property
    def step(self) -> Step | None:
        return None if self.finished else STEPS[self.index]

    def observe(self, action: Action, before: GameState, events: tuple[Event, ...]) -> bool:
        """Move on if this action is what the current step asked for; True if it did."""
        step = self.step
        if step is None or not step.done_when(action, before, events):
            return False
        self.last_done = step.key
        self.index += 1
        return True

    def skip(self) -> None:
        """Some positions offer no way to do what a step asks (e.g. no building with two payments)."""
        if not self.finished:
            self.last_done = None
            self.index += 1

    def spotlight(self, state: GameState) -> Spotlight:
        """What to click now: for the step, or, when it cannot be done this turn, for the action to take meanwhile
        (a build, else a use); nothing once the guide or the game is over."""
        step = self.step
        if step is None or state.finished:
            return Spotlight()
        return step.targets(state) or _buildable(state) or _usable(state)

    def possible(self, state: GameState) -> bool:
        step = self.step
        return step is not None and not state.finished and bool(step.targets(state))

    def title(self) -> str:
        step = self.step
        return QCoreApplication.translate("Guide", step.title if step else FINISHED_TITLE)

    def task(self, state: GameState | None = None) -> str:
        """What to do now; in ``state``, what to do meanwhile if the step cannot be done there."""
        step = self.step
        if step is not None and state is not None and not state.finished and not self.possible(state):
            return QCoreApplication.translate("Guide", step.not_now)
        text = QCoreApplication.translate("Guide", step.task if step else FINISHED_TEXT)
        return fill(text, {"fee": francs(USER_FEE)})
