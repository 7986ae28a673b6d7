"""The table's words: a frame's messages (``table/messages.py``) as sentences of the language of the moment.

Every sentence is one message of Qt's catalogue under its context ("Controller" for the action bar's prompts,
"Alternatives" for the list of choices), formatted after it is translated; names and counts go in as the
grammatical terms of ``i18n.forms``. A message names a player by the seat, and ``render`` is given the game's
players (``cast.cast_of``) to name them: «Νίκο, σειρά σου», «… δίνει τη σειρά στον υπολογιστή». Rendering is done
when a widget shows a frame, so a language change renders the same frame again.
"""  # noqa: RUF002  (Greek in the examples)

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication

from ..engine import GameState, Good, Rejection
from ..i18n.forms import Building, GoodTerm, Listed, Marker, Number, Player, part
from ..i18n.forms import francs as francs_amount
from ..table.messages import Message, MessageId
from ..teaching.reasons import explain
from .cast import Cast
from .narration import narrate


def render(said: Message, players: Cast | None = None) -> str:
    """The message as a plain-text sentence (or line) in the current language; ``players`` name the seats of
    the messages that name a player (the others need none)."""
    if said.id in PLAYER_RENDERERS:
        assert players is not None, f"{said!r} names a player: render it with the game's players"
        return PLAYER_RENDERERS[said.id](said, players)
    return RENDERERS[said.id](said)


translate = QCoreApplication.translate


def _goods(pairs: object) -> Listed:
    assert isinstance(pairs, tuple)
    return Listed([part(name, amount) for name, amount in pairs])


def _effect(said: Message) -> str:
    event, state = said.arg("event"), said.arg("state")
    assert isinstance(state, GameState)
    return narrate(event, state)  # type: ignore[arg-type]


def _refused(said: Message) -> str:
    rejection = said.arg("rejection")
    assert isinstance(rejection, Rejection)
    return explain(rejection)


def _repetition(said: Message) -> str:
    extra = said.arg("extra")
    assert isinstance(extra, int)
    if extra:
        text = translate("Controller", "Repetition {n}: {cost} paid with {goods} ({extra} more than due)")
    else:
        text = translate("Controller", "Repetition {n}: {cost} paid with {goods}")
    n, cost = said.arg("n"), said.arg("cost")
    assert isinstance(n, int) and isinstance(cost, int)
    return text.format(n=Number(n), cost=part("food", cost), goods=_goods(said.arg("goods")), extra=part("food", extra))


def _changes(said: Message) -> str:
    changes = []
    goods = said.arg("goods")
    assert isinstance(goods, tuple)
    for good, before, after in goods:
        changes.append(
            translate("Alternatives", "{good} {before} → {after}").format(
                good=GoodTerm(good), before=Number(before), after=Number(after)
            )
        )
    francs = said.arg("francs")
    if isinstance(francs, tuple):
        changes.append(
            translate("Alternatives", "Francs {before} → {after}").format(
                before=Number(francs[0]), after=Number(francs[1])
            )
        )
    return str(Listed(changes))


def _nested(said: Message, name: str) -> str:
    inner = said.arg(name)
    assert isinstance(inner, Message)
    return render(inner)


def _building(said: Message) -> Building:
    building = said.arg("building")
    assert isinstance(building, str)
    return Building(building)


def _int(said: Message, name: str) -> int:
    value = said.arg(name)
    assert isinstance(value, int)
    return value


def _good(said: Message) -> Good:
    good = said.arg("good")
    assert isinstance(good, Good)
    return good


def _sell(said: Message) -> str:
    return translate("Controller", "Sell {building} for {amount}").format(
        building=_building(said), amount=francs_amount(_int(said, "price"))
    )


def _seat(said: Message, name: str, players: Cast) -> Player:
    return players[_int(said, name)]


PLAYER_RENDERERS: dict[MessageId, Callable[[Message, Cast], str]] = {
    MessageId.SEAT_FRANCS_CHANGE: lambda said, players: translate(
        "Controller", "{player}'s francs: {before} → {after}"
    ).format(
        player=_seat(said, "player", players), before=Number(_int(said, "before")), after=Number(_int(said, "after"))
    ),
    MessageId.YOUR_TURN: lambda said, players: translate(
        "Controller",
        "{player}, your turn: click a building in the supply to build it, or a building with a green "
        "frame on a wheel to use it.",
    ).format(player=_seat(said, "player", players)),
    MessageId.MUST_PASS: lambda said, players: translate(
        "Controller", "{player}, you can neither build nor use a building: please pass."
    ).format(player=_seat(said, "player", players)),
    MessageId.ACTED: lambda said, players: translate(
        "Controller", "{player}, sell a building, or end your turn."
    ).format(player=_seat(said, "player", players)),
    MessageId.ACTED_DETAIL: lambda said, players: translate(
        "Controller",
        "Your action is done. To sell, drag one of your buildings onto the bank or right-click it; "
        "End turn (Enter) hands the turn to {opponent}.",
    ).format(opponent=_seat(said, "opponent", players)),
}

RENDERERS: dict[MessageId, Callable[[Message], str]] = {
    MessageId.GAME_OVER: lambda said: translate("Controller", "The game is over."),
    MessageId.BUILD: lambda said: translate("Controller", "Build {building}").format(building=_building(said)),
    MessageId.USE_OWN: lambda said: translate("Controller", "Use {building}").format(building=_building(said)),
    MessageId.USE_OPPONENTS: lambda said: translate(
        "Controller", "Use {building} (your opponent's: a fee of {fee})"
    ).format(building=_building(said), fee=francs_amount(_int(said, "fee"))),
    MessageId.COMPUTER_TURN: lambda said: str(said.arg("text")),
    MessageId.DRAG_TO_SELL: _sell,
    MessageId.EFFECT: _effect,
    MessageId.REPETITION: _repetition,
    MessageId.NO_CHANGE: lambda said: translate("Controller", "Nothing changes on your warehouse."),
    MessageId.FRANCS_CHANGE: lambda said: translate("Controller", "Your francs: {before} → {after}").format(
        before=Number(_int(said, "before")), after=Number(_int(said, "after"))
    ),
    MessageId.DROP_ON_BANK: lambda said: translate("Controller", "Drop it on the bank to sell it."),
    MessageId.REFUSED: _refused,
    MessageId.COMPUTER_PLAYS: lambda said: str(said.arg("text")),
    MessageId.BACK_TO_PLACE: lambda said: translate(
        "Controller", "{building} goes back to its place: drop it on the bank to sell it."
    ).format(building=_building(said)),
    MessageId.MARKER_BACK: lambda said: translate(
        "Controller", "The {marker} goes back: drop it on a highlighted cell of your warehouse."
    ).format(marker=Marker(_good(said))),
    MessageId.NO_CHOICE_THERE: lambda said: translate("Controller", "No legal choice puts the {marker} there.").format(
        marker=Marker(_good(said))
    ),
    MessageId.NO_CHOICE_NUMBER: lambda said: translate("Controller", "No legal choice has that number."),
    MessageId.ONLY_CHOICE: lambda said: translate(
        "Controller", "There is no other way to do this: the choice shown is the only one."
    ),
    MessageId.NOTHING_TO_CONFIRM: lambda said: translate(
        "Controller",
        "Nothing to confirm yet: click a building in the supply to build it, or a building with a "
        "green frame on a wheel to use it.",
    ),
    MessageId.NOTHING_TO_CONFIRM_OVER: lambda said: translate(
        "Controller", "The game is over: there is nothing to confirm."
    ),
    MessageId.SELL: _sell,
    MessageId.REPETITIONS_LABEL: lambda said: translate("Controller", "Repetitions:"),
    MessageId.GOOD_LABEL: lambda said: translate("Controller", "{good}:").format(good=GoodTerm(_good(said))),
    MessageId.ALTERNATIVE: lambda said: translate("Alternatives", "{i}. {choice}").format(
        i=Number(_int(said, "index")), choice=_nested(said, "choice")
    ),
    MessageId.PAY: lambda said: translate("Alternatives", "Pay {goods}").format(goods=_goods(said.arg("goods"))),
    MessageId.NOTHING_TO_PAY: lambda said: translate("Alternatives", "Nothing to pay"),
    MessageId.CHANGES: _changes,
    MessageId.NO_GOODS_CHANGE: lambda said: translate("Alternatives", "No change to your goods"),
    MessageId.TIMES: lambda said: translate("Alternatives", "{times}×: {effect}").format(
        times=Number(_int(said, "times")), effect=_nested(said, "effect")
    ),
    MessageId.OVERPAYING: lambda said: translate("Alternatives", "{choice} ({extra} more than due)").format(
        choice=_nested(said, "choice"), extra=_goods(said.arg("extra"))
    ),
}
