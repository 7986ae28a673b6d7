"""What the table shows, from what the game and the player's choice are: ``present(...) -> TableFrame``.

Pure: it reads the engine (``options``, previews of the choice being shaped) and returns frozen data; it imports
no Qt and composes no sentence (words are messages, rendered by ``prose/table_prompts.py``). The one presenter
(``presenter.py``) calls it after each change and hands the frame to the scene and the action bar.

    frame = present(state)                                # the table at rest
    frame = present(state, pending, lock=Lock(title, why))  # the computer's choice being shown
    frame.tile("kiln").status, frame.chip("farm").usable, frame.warehouses[0].cell(cell).ghosts
    frame.bar.title.id is MessageId.BUILD
"""

from __future__ import annotations

from dataclasses import replace

from ..engine import (
    GOODS,
    USER_FEE,
    Action,
    Build,
    Cell,
    Event,
    GameState,
    Good,
    GoodsPaid,
    Overpaid,
    Sell,
    Use,
    options,
    sale_price,
    short_of,
    turns_left,
    wealth,
)
from ..teaching.preview import SHOWN_EVENTS, does_nothing
from .frame import (
    BarFrame,
    Buttons,
    CellFrame,
    ChipFrame,
    CountField,
    HeaderFrame,
    Lock,
    Spotlight,
    TableFrame,
    TileFrame,
    TileStatus,
    TrackFrame,
    WarehouseFrame,
)
from .messages import Message, MessageId, message
from .pending import TIMES, Pending

PAYMENT_EVENTS = (GoodsPaid, Overpaid)
NO_SPOTLIGHT = Spotlight()


def present(
    state: GameState,
    pending: Pending | None = None,
    selection: str | None = None,
    lock: Lock | None = None,
    hint: tuple[Action, ...] = (),
    notice: Message | None = None,
    spotlight: Spotlight = NO_SPOTLIGHT,
    selling: str | None = None,
) -> TableFrame:
    """The table for ``state``: ``pending`` the build or use being shaped (for the player to act), ``selection`` an
    own building picked to sell, ``lock`` the computer's turn, ``hint`` the suggested turn's actions, ``notice``
    why the last gesture did nothing, ``spotlight`` what the guided game points at, ``selling`` a building being
    dragged towards the bank."""
    verbs = _verbs(state)
    selected = pending.building if pending is not None else selection
    suggested = {action.building for action in hint if isinstance(action, Build | Use | Sell)}
    owners = {building: seat for seat, player in enumerate(state.players) for building in player.buildings()}
    # What a tile lacks is said while the player to act may still build: not once the turn's action is taken,
    # nor while the computer (or a remote player) plays.
    shortages = lock is None and not state.acted
    tiles = tuple(
        _tile(spec.id, state, owners, verbs["build"], selected, spotlight, suggested, shortages)
        for spec in state.components.buildings
    )
    chips = tuple(_chips(state, verbs, selected, spotlight, suggested))
    warehouses = (_warehouse(state, 0, pending), _warehouse(state, 1, pending))
    headers = (_header(state, 0, pending), _header(state, 1, pending))
    track = TrackFrame(state.round_index, state.finished, state.round_index + (1 if state.finished else 0))
    bar = _bar(state, pending, selection, lock, notice, verbs, selling)
    return TableFrame(state, tiles, chips, warehouses, headers, track, bar, spotlight.bank)


class _LastVerbs:
    """The verbs of the state presented last: a turn presents one state several times (the computer's lock and
    unlock, a notice, a choice reshaped), and the engine's options are the dearest part of a frame."""

    state: GameState | None = None
    verbs: dict[str, frozenset[str]] = {}


def _verbs(state: GameState) -> dict[str, frozenset[str]]:
    """What the player to act can do, by verb; "idle": the uses that would change nothing."""
    if _LastVerbs.state is not state:
        found = options(state)
        verbs = {
            verb: frozenset(o.building for o in found if o.verb == verb) for verb in ("build", "use", "sell", "pass")
        }
        verbs["idle"] = frozenset(building for building in verbs["use"] if does_nothing(state, building))
        _LastVerbs.verbs = verbs
        _LastVerbs.state = state
    return _LastVerbs.verbs


# ---- the board ---------------------------------------------------------------------------------------------


def _tile(
    building: str,
    state: GameState,
    owners: dict[str, int],
    buildable: frozenset[str],
    selected: str | None,
    spotlight: Spotlight,
    suggested: set[str],
    shortages: bool,
) -> TileFrame:
    owner = owners.get(building)
    if owner is not None:
        status = TileStatus.BUILT
    elif building in state.supply:
        status = TileStatus.AVAILABLE if building in buildable else TileStatus.UNAFFORDABLE
    else:
        status = TileStatus.UPCOMING
    return TileFrame(
        building,
        status,
        owner,
        selected == building and owner is None,
        building in spotlight.buildings,
        building in suggested and owner is None,
        short_of(state, building) if shortages and status is TileStatus.UNAFFORDABLE else (),
    )


def _chips(
    state: GameState, verbs: dict[str, frozenset[str]], selected: str | None, spotlight: Spotlight, suggested: set[str]
) -> list[ChipFrame]:
    order = state.components.order
    chips = []
    for seat, player in enumerate(state.players):
        on_wheel = sorted(player.wheel, key=lambda slot: (min(slot.age, 4), order[slot.building]))
        placed = [(slot.building, min(slot.age, 4)) for slot in on_wheel] + [(b, None) for b in player.beside]
        for building, sector in placed:
            usable = building in verbs["use"]
            chips.append(
                ChipFrame(
                    building,
                    seat,
                    sector,
                    usable,
                    building in verbs["idle"],
                    building in verbs["sell"],
                    building == selected,
                    building in spotlight.buildings,
                    building in suggested,
                )
            )
    return chips


def _warehouse(state: GameState, seat: int, pending: Pending | None) -> WarehouseFrame:
    markers = state.players[seat].markers
    if pending is None or pending.seat != seat:
        return WarehouseFrame(seat, markers, cells=_cells(markers, None, frozenset(), ()))
    proposed = pending.preview().markers
    targets = pending.targets()
    ordered = tuple(sorted(targets.items(), key=lambda item: item[0].slot))
    movable = frozenset(targets)
    return WarehouseFrame(seat, markers, proposed, movable, ordered, _cells(markers, proposed, movable, ordered))


def _cells(
    markers: tuple[Cell, ...],
    proposed: tuple[Cell, ...] | None,
    movable: frozenset[Good],
    targets: tuple[tuple[Good, frozenset[Cell]], ...],
) -> tuple[CellFrame, ...]:
    """Each cell that holds a marker or a proposed place: a marker shows its proposed place where the choice moves
    it, and a dashed handle where it could move but the choice shown leaves it."""
    here: dict[Cell, dict[str, list[Good]]] = {}

    def add(cell: Cell, kind: str, good: Good) -> None:
        here.setdefault(cell, {"markers": [], "ghosts": [], "handles": [], "legal_for": []})[kind].append(good)

    for good in GOODS:
        add(markers[good.slot], "markers", good)
        if proposed is not None and proposed[good.slot] != markers[good.slot]:
            add(proposed[good.slot], "ghosts", good)
        elif good in movable:
            add(markers[good.slot], "handles", good)
    for good, cells in targets:
        for cell in cells:
            add(cell, "legal_for", good)
    return tuple(
        CellFrame(cell, *(tuple(kinds[kind]) for kind in ("markers", "ghosts", "handles", "legal_for")))
        for cell, kinds in sorted(here.items(), key=lambda item: (-item[0].row, item[0].col))
    )


def _header(state: GameState, seat: int, pending: Pending | None) -> HeaderFrame:
    player = state.players[seat]
    active = seat == state.current and not state.finished
    after = None
    if pending is not None and pending.seat == seat and pending.preview().francs:
        after = player.francs + pending.preview().francs
    return HeaderFrame(
        seat,
        player.name,
        player.francs,
        wealth(state, seat).total,
        turns_left(state, seat),
        active,
        active and state.acted,
        after,
    )


# ---- the action bar ------------------------------------------------------------------------------------------


def _bar(
    state: GameState,
    pending: Pending | None,
    selection: str | None,
    lock: Lock | None,
    notice: Message | None,
    verbs: dict[str, frozenset[str]],
    selling: str | None,
) -> BarFrame:
    if state.finished:
        return BarFrame(message(MessageId.GAME_OVER), warning=notice, buttons=Buttons(scores=True))
    if pending is not None:
        return _pending_bar(state, pending, lock, notice)
    if lock is not None:
        return BarFrame(message(MessageId.COMPUTER_TURN, text=lock.title), warning=notice)
    bar = _turn_bar(state, selection, notice, verbs)
    if selling is not None:  # what dropping it on the bank would bring, before it is dropped
        price = sale_price(state, state.current_player, selling)
        return replace(
            bar,
            title=message(MessageId.DRAG_TO_SELL, building=selling, price=price),
            details=(message(MessageId.DROP_ON_BANK),),
        )
    return bar


def _turn_bar(
    state: GameState, selection: str | None, notice: Message | None, verbs: dict[str, frozenset[str]]
) -> BarFrame:
    """The player to act chooses what to do: build or use, or pass; with the action done, sell or end the turn."""
    player = state.current
    sell = None
    if selection is not None and selection in verbs["sell"]:
        sell = message(MessageId.SELL, building=selection, price=sale_price(state, state.current_player, selection))
    if state.acted:
        detail = message(MessageId.ACTED_DETAIL, opponent=1 - state.current)
        return BarFrame(
            message(MessageId.ACTED, player=player),
            (detail,),
            notice,
            Buttons(cancel=selection is not None, sell=sell, end_turn=True),
        )
    can_pass = bool(verbs["pass"])
    title = message(MessageId.MUST_PASS if can_pass else MessageId.YOUR_TURN, player=player)
    return BarFrame(title, warning=notice, buttons=Buttons(cancel=selection is not None, sell=sell, can_pass=can_pass))


def _pending_bar(state: GameState, pending: Pending, lock: Lock | None, notice: Message | None) -> BarFrame:
    if pending.verb == "build":
        title = message(MessageId.BUILD, building=pending.building)
    elif state.owner_of(pending.building) == state.current:
        title = message(MessageId.USE_OWN, building=pending.building)
    else:
        title = message(MessageId.USE_OPPONENTS, building=pending.building, fee=USER_FEE)
    preview = pending.preview()
    details = effect_messages(preview.events, state) or [message(MessageId.NO_CHANGE)]
    if preview.francs:
        francs = state.current_player.francs
        change = dict(before=francs, after=francs + preview.francs)
        if lock is None:
            details.append(message(MessageId.FRANCS_CHANGE, **change))
        else:  # another player's francs: named, never "your"
            details.append(message(MessageId.SEAT_FRANCS_CHANGE, player=state.current, **change))
    if lock is not None:  # the computer's choice, shown before it is carried out
        return BarFrame(message(MessageId.COMPUTER_TURN, text=lock.title), tuple(details), notice)
    several = len(pending.choices) > 1
    counts = tuple(CountField(key, _count_label(key), value, maximum) for key, value, maximum in pending.count_fields())
    return BarFrame(
        title,
        tuple(details),
        notice,
        Buttons(choose=several, confirm=True, cancel=True),
        alternatives(pending) if several else (),
        pending.index,
        counts,
    )


def _count_label(key: str) -> Message:
    if key == TIMES:
        return message(MessageId.REPETITIONS_LABEL)
    return message(MessageId.GOOD_LABEL, good=Good(key))


def effect_messages(events: tuple[Event, ...], state: GameState) -> list[Message]:
    """What an action does, a line per effect; a conversion's food payments summed up a line per repetition."""
    repeated = [e for e in events if isinstance(e, PAYMENT_EVENTS) and e.repetition]
    lines = _repetitions(repeated)
    lines.extend(
        message(MessageId.EFFECT, event=e, state=state)
        for e in events
        if isinstance(e, SHOWN_EVENTS) and not (isinstance(e, PAYMENT_EVENTS) and e.repetition)
    )
    return lines


def _repetitions(events: list[GoodsPaid | Overpaid]) -> list[Message]:
    """One line per repetition of a conversion: "Repetition 1: 1 food paid with 3 fish (2 food more than due)"."""
    lines = []
    for repetition in sorted({e.repetition for e in events}):
        paid = tuple((e.good, e.amount) for e in events if isinstance(e, GoodsPaid) and e.repetition == repetition)
        over = next((e for e in events if isinstance(e, Overpaid) and e.repetition == repetition), None)
        cost, extra = (sum(amount for _good, amount in paid), 0) if over is None else (over.cost, over.paid - over.cost)
        lines.append(message(MessageId.REPETITION, n=repetition, cost=cost, goods=paid, extra=extra))
    return lines


# ---- the list of alternatives --------------------------------------------------------------------------------


def alternatives(pending: Pending) -> tuple[Message, ...]:
    """Every alternative, numbered, in the engine's order: what it costs and overpays, or what it does to the
    player's goods and francs."""
    return tuple(
        message(MessageId.ALTERNATIVE, index=index + 1, choice=describe(pending, action))
        for index, action in enumerate(pending.choices)
    )


def describe(pending: Pending, action: Build | Use) -> Message:
    preview = pending.preview(action)
    extra: dict[object, int] = {}  # what each part of the cost overpays, all repetitions together
    for event in preview.events:
        if isinstance(event, Overpaid):
            extra[event.part] = extra.get(event.part, 0) + event.paid - event.cost
    if isinstance(action, Build):
        paid = tuple((e.good, e.amount) for e in preview.events if isinstance(e, GoodsPaid))
        said = message(MessageId.PAY, goods=paid) if paid else message(MessageId.NOTHING_TO_PAY)
    else:
        player = pending.state.current_player
        changes = tuple(
            (good, player.cell(good).amount, preview.markers[good.slot].amount)
            for good in GOODS
            if player.cell(good).amount != preview.markers[good.slot].amount
        )
        francs = (player.francs, player.francs + preview.francs) if preview.francs else None
        said = (
            message(MessageId.CHANGES, goods=changes, francs=francs)
            if changes or francs
            else message(MessageId.NO_GOODS_CHANGE)
        )
        if len({choice.times for choice in pending.choices if isinstance(choice, Use)}) > 1:
            said = message(MessageId.TIMES, times=action.times, effect=said)
    if extra:
        said = message(MessageId.OVERPAYING, choice=said, extra=tuple(extra.items()))
    return said
