"""The guided first game: the program asks for each kind of action, waits, and explains the result.

It never acts for the players: it only watches what they do (either player, since both
sit at the same computer) and moves on when the action it asked for has happened. A turn
ends with End (Confirm does it together with the action), so the guide also teaches the
sales that come after the action.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from ..engine import Action, Build, Event, GameState, RuleId, cheapest_payment
from ..engine import events as ev
from ..engine.catalog import USER_FEE
from ..i18n.forms import francs
from ..i18n.noop import QT_TRANSLATE_NOOP
from .rule_texts import fill

Condition = Callable[[Action, GameState, tuple[Event, ...]], bool]


def _built(action: Action, before: GameState, events: tuple[Event, ...]) -> bool:
    return any(isinstance(e, ev.Built) for e in events)


def _paid_another_way(action: Action, before: GameState, events: tuple[Event, ...]) -> bool:
    return isinstance(action, Build) and action.payment != cheapest_payment(before, action.building)


def _used(action: Action, before: GameState, events: tuple[Event, ...]) -> bool:
    return any(isinstance(e, ev.Used) for e in events)


def _sold(action: Action, before: GameState, events: tuple[Event, ...]) -> bool:
    return any(isinstance(e, ev.Sold) and not e.forced for e in events)


def _sold_after_action(action: Action, before: GameState, events: tuple[Event, ...]) -> bool:
    return any(isinstance(e, ev.Sold) and e.rule is RuleId.SELL_AFTER_ACTION for e in events)


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
                                    "what you would pay; press Confirm. Confirm carries out your action and ends "
                                    "your turn."),
         _built),
    Step("pay_by_drag",
         QT_TRANSLATE_NOOP("Guide", "2. Choose how to pay"),
         QT_TRANSLATE_NOOP("Guide", "Build again, but this time pay differently from what the program proposes. "
                                    "Pick a building that offers several payments (the action bar says 'Choice 1 "
                                    "of 2' or more; a building paid with food usually does), then drag a marker "
                                    "with a yellow outline onto another green cell and confirm."),
         _paid_another_way),
    Step("use",
         QT_TRANSLATE_NOOP("Guide", "3. Use a building"),
         QT_TRANSLATE_NOOP("Guide", "A building can be used from the round after it was built. Click a building "
                                    "with a green frame on a wheel: yours is free, your opponent's costs a fee of "
                                    "{fee}. The action bar shows what it will do; confirm."),
         _used),
    Step("sell",
         QT_TRANSLATE_NOOP("Guide", "4. Sell a building"),
         QT_TRANSLATE_NOOP("Guide", "You may sell your own buildings for half their value at any moment of your "
                                    "own turn: before your action, after it, or both. Selling is never your "
                                    "action. Drag one of your buildings onto the bank (or right-click it)."),
         _sold),
    Step("sell_after_action",
         QT_TRANSLATE_NOOP("Guide", "5. Keep your turn open"),
         QT_TRANSLATE_NOOP("Guide", "Confirm ends your turn at once. To sell after your action, choose “Confirm, "
                                    "keep turn open” instead: the action is carried out and your turn stays open. "
                                    "Now take your action with it, sell one of your buildings, then press End "
                                    "turn. This pays off at the last action of a round: a building you have "
                                    "just used would otherwise wait in sector ×2 for your opponent, who opens the "
                                    "next round."),
         _sold_after_action),
)
FINISHED_TITLE = QT_TRANSLATE_NOOP("Guide", "You know every kind of action")
FINISHED_TEXT = QT_TRANSLATE_NOOP(
    "Guide", "That is the whole game: build or use, sell before or after your action, end your turn, and watch "
             "the wheel turn at the end of each round. Keep playing; the teaching panel explains each step, and "
             "the rules reference holds the details.")


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
        text = QCoreApplication.translate("Guide", step.task if step else FINISHED_TEXT)
        return fill(text, {"fee": francs(USER_FEE)})
