"""The guided first game: the program asks for each kind of action, waits, and explains the result.

It never acts for the players: it only watches what they do (either player, since both
sit at the same computer) and moves on when the action it asked for has happened.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from ..engine import Action, Build, Event, GameState, cheapest_payment
from ..engine import events as ev
from ..i18n.noop import QT_TRANSLATE_NOOP

Condition = Callable[[Action, GameState, tuple[Event, ...]], bool]


def _built(action: Action, before: GameState, events: tuple[Event, ...]) -> bool:
    return any(isinstance(e, ev.Built) for e in events)


def _paid_another_way(action: Action, before: GameState, events: tuple[Event, ...]) -> bool:
    return isinstance(action, Build) and action.payment != cheapest_payment(before, action.building)


def _used(action: Action, before: GameState, events: tuple[Event, ...]) -> bool:
    return any(isinstance(e, ev.Used) for e in events)


def _sold(action: Action, before: GameState, events: tuple[Event, ...]) -> bool:
    return any(isinstance(e, ev.Sold) and not e.forced for e in events)


@dataclass(frozen=True)
class Step:
    key: str
    title: str
    task: str
    done_when: Condition


STEPS: tuple[Step, ...] = (
    Step("build",
         QT_TRANSLATE_NOOP("Guide", "1. Build a building"),
         QT_TRANSLATE_NOOP("Guide", "Welcome to the Inland Port! You grow rich by building and using buildings. "
                                    "Round A has 3 actions and nothing is built yet, so start by building: click a "
                                    "bright tile in the supply (the middle of the table). Your warehouse shows "
                                    "what you would pay; press Confirm."),
         _built),
    Step("pay_by_drag",
         QT_TRANSLATE_NOOP("Guide", "2. Choose how to pay"),
         QT_TRANSLATE_NOOP("Guide", "Build again, but this time pay differently from what the program proposes. "
                                    "Pick a building that offers several payments (the action bar says 'Choice 1 "
                                    "of 2' or more; the Grocery Store, paid with food, is a good one), then drag a "
                                    "marker with a yellow outline onto another green cell and confirm."),
         _paid_another_way),
    Step("use",
         QT_TRANSLATE_NOOP("Guide", "3. Use a building"),
         QT_TRANSLATE_NOOP("Guide", "A building can be used from the round after it was built. Click a building "
                                    "with a green frame on a wheel: yours is free, your opponent's costs 1 franc. "
                                    "The action bar shows what it will do; confirm."),
         _used),
    Step("sell",
         QT_TRANSLATE_NOOP("Guide", "4. Sell a building"),
         QT_TRANSLATE_NOOP("Guide", "During your turn you may also sell your own buildings for half their value. "
                                    "Drag one of your buildings onto the bank (or right-click it). Selling does not "
                                    "end your turn."),
         _sold),
)
FINISHED_TITLE = QT_TRANSLATE_NOOP("Guide", "You know every kind of action")
FINISHED_TEXT = QT_TRANSLATE_NOOP(
    "Guide", "That is the whole game: build, use, sell, and watch the wheel turn at the end of each round. "
             "Keep playing; the teaching panel explains each step, and the rules reference holds the details.")


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

    def title(self) -> str:
        step = self.step
        return QCoreApplication.translate("Guide", step.title if step else FINISHED_TITLE)

    def task(self) -> str:
        step = self.step
        return QCoreApplication.translate("Guide", step.task if step else FINISHED_TEXT)
