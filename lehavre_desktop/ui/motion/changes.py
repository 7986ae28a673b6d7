"""What a change of the game shows, piece by piece, in the time of the animation speed.

Worked out from the change's events while the table still shows the state before it: the pictures of
what leaves (a tile built, a building sold, a building going back to sector 0) are taken then; where
things land is read once the scene shows the new state. Times are in units of the animation speed
(``unit_ms``, 600 ms at Normal):

- a build: the tile flies to sector 0 of its owner's wheel (1.2 units), its francs to the bank;
- a use: the building goes back to sector 0; the fee flies to the owner by the coin lane, francs won come from the
  bank (``francs.coin_way``: no coin covers a building of the supply, a building's name or value, a round letter);
- a sale: the building slides to the bank, its francs come back, the tile goes back to the supply;
- a round change: the banner, beside what moves, until the last new tile has landed; the wheels turn (the scene
  turns them), and each dial's trail stays until the banner goes, then fades (0.5 units); the buildings that
  reach the sale sector slide to the bank with their francs; the new round's tiles are dealt into their places
  (each from its strip, a building sold from the bank), over no name of a building on offer.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtWidgets import QGraphicsItem

from ...engine import (
    BuildingsEntered,
    Built,
    Event,
    FrancsGained,
    FrancsPaid,
    GameState,
    ReturnedToZero,
    Sold,
    WheelsRotated,
)
from ..board.anchors import Anchors, body_rect
from .banner import DEAL_ARC, BannerPiece, banner_place, banner_text
from .francs import coin_flights, coin_way
from .overlay import Stage
from .pictures import Picture, picture_of
from .pieces import Flight, Target, landing_rect
from .timeline import Piece
from .trail import TrailPiece

TRAIL_FADE = 0.5  # units: the dials' trails fade this long once the banner has gone


@dataclass(frozen=True)
class Table:
    """Where the pieces go, and how fine their pictures are."""

    stage: Stage
    anchors: Anchors
    scale: float  # device pixels per scene unit


@dataclass(frozen=True)
class Times:
    """When each part of a change starts, in milliseconds."""

    unit: float

    @property
    def flight(self) -> float:
        return 1.2 * self.unit

    @property
    def slide(self) -> float:
        return self.unit

    def francs_paid(self) -> float:
        return 0.25 * self.unit

    def francs_won(self) -> float:
        return 0.6 * self.unit

    def sales(self, rotated: bool) -> float:
        return 0.6 * self.unit if rotated else 0.0

    def deal(self, rotated: bool, banner: bool) -> float:
        """The new tiles come once the wheels have turned and the sales are paid (and the banner was read)."""
        if rotated:
            return 2.4 * self.unit
        return 1.1 * self.unit if banner else 1.2 * self.unit


def change_pieces(
    table: Table, events: tuple[Event, ...], after: GameState, unit_ms: float, francs: bool = True
) -> list[Piece]:
    """The pieces that show ``events`` (call it while the table still shows the state before them); without
    ``francs`` the francs paid and gained by the action do not fly (they were shown before it was played)."""
    times = Times(unit_ms)
    rotated = any(isinstance(e, WheelsRotated) for e in events)
    text = banner_text(events, after)
    deal_at = times.deal(rotated, text is not None)
    pieces: list[Piece] = []
    dealt: list[tuple[str, QPointF]] = []  # (building, where it comes from)
    ways: Ways = {}
    for event in events:
        if isinstance(event, Built):
            pieces += build_flight(table, event.building, times)
        elif isinstance(event, ReturnedToZero):
            pieces += back_to_zero(table, event.building, times)
        elif isinstance(event, FrancsPaid) and francs:
            to_purse = event.to_player is not None
            target = table.anchors.purse(event.to_player) if event.to_player is not None else table.anchors.bank()
            source = table.anchors.purse(event.player)
            pieces += coins(table, source, target, event.amount, times.francs_paid(), times, ways, to_purse)
        elif isinstance(event, FrancsGained) and francs:
            source, target = table.anchors.bank(), table.anchors.purse(event.player)
            pieces += coins(table, source, target, event.amount, times.francs_won(), times, ways)
        elif isinstance(event, Sold):
            pieces += sale(table, event, times.sales(rotated), times, ways)
            dealt.append((event.building, table.anchors.bank()))
        elif isinstance(event, BuildingsEntered):
            dealt += [(building, dealt_from(table, building)) for building in event.buildings]
    for index, (building, origin) in enumerate(dealt):
        pieces.append(deal(table, building, origin, deal_at + index * 0.15 * unit_ms, times))
    told_until = times.slide  # the wheels' turn
    if text is not None:
        last = max((piece.end_ms for piece in pieces), default=0.0)
        told_until = max(last + 0.3 * unit_ms, 2.2 * unit_ms)  # the banner stays while the new tiles are dealt
        anchors = table.anchors
        pieces.insert(
            0, BannerPiece(table.stage, text, lambda told: banner_place(told, anchors, dealt), 0.0, told_until)
        )
    if rotated:
        pieces.append(TrailPiece(table.anchors.scene.wheels, told_until, told_until + TRAIL_FADE * unit_ms))
    return pieces


def fixed(point: QPointF) -> Target:
    """A place that stays where it is."""
    return lambda: point


def getter(find: Callable[[str], QGraphicsItem | None], building: str) -> Callable[[], QGraphicsItem | None]:
    return lambda: find(building)


def build_flight(table: Table, building: str, times: Times) -> list[Piece]:
    tile = table.anchors.tile(building)
    if tile is None:
        return []
    chip = getter(table.anchors.chip, building)
    return [
        Flight(table.stage, picture_of(tile, table.scale), 0.0, times.flight, landing_rect(chip), arc=90, stand_in=chip)
    ]


def back_to_zero(table: Table, building: str, times: Times) -> list[Piece]:
    found = table.anchors.chip(building)
    if found is None:
        return []
    chip = getter(table.anchors.chip, building)
    return [
        Flight(table.stage, picture_of(found, table.scale), 0.0, times.slide, landing_rect(chip), arc=36, stand_in=chip)
    ]


def sale(table: Table, event: Sold, start: float, times: Times, ways: Ways) -> list[Piece]:
    """The building slides to the bank and its francs come back to its seller."""
    pieces: list[Piece] = []
    chip = table.anchors.chip(event.building)
    bank = table.anchors.bank()
    if chip is not None:
        pieces.append(
            Flight(
                table.stage,
                picture_of(chip, table.scale),
                start,
                times.slide,
                fixed(bank),
                arc=50,
                end_scale=0.45,
                vanish=True,
                leaving=chip,
                hold=True,
            )
        )
    pieces += coins(table, bank, table.anchors.purse(event.player), event.amount, start + 0.7 * times.unit, times, ways)
    return pieces


def dealt_from(table: Table, building: str) -> QPointF:
    """Where a new round's building comes from: its strip among the buildings of later rounds, where the table
    shows it (under the buildings on offer), or else the round track."""
    strip = table.anchors.tile(building)
    return body_rect(strip).center() if strip is not None else table.anchors.deck()


def names_on_offer(table: Table) -> list[QRectF]:
    """Where the names of the buildings on offer are written now (the places still empty for a tile on its way
    left out): what a tile dealt into the supply keeps off, so that no moment of its way shows a nameless tile."""
    boxes = []
    for tile in table.anchors.scene.tiles.values():
        if tile.isVisible() and tile.opacity() > 0 and not tile.compact:
            boxes += [tile.mapRectToScene(run.rect) for run in tile.text_runs() if run.role == "name"]
    return boxes


def deal(table: Table, building: str, origin: QPointF, start: float, times: Times) -> Piece:
    """A tile dealt into its place in the supply, from ``origin`` (hidden there until then), over no name of a
    building on offer: a building of the new round comes from its strip under the supply up into the supply's last
    place; one coming back from the bank to a place with buildings below it grows where it lands."""
    tile = getter(table.anchors.tile, building)

    def picture() -> Picture | None:
        found = tile()
        return picture_of(found, table.scale) if found is not None else None

    return Flight(
        table.stage,
        picture,
        start,
        0.8 * times.unit,
        landing_rect(tile),
        origin=origin,
        start_scale=0.3,
        arc=DEAL_ARC,
        appear=True,
        stand_in=tile,
        keep_off=lambda: names_on_offer(table),
    )


Ways = dict[tuple[tuple[float, float], tuple[float, float], bool], tuple[list[QPointF], tuple[float, float]]]


def coins(
    table: Table,
    source: QPointF,
    target: QPointF,
    amount: int,
    start: float,
    times: Times,
    ways: Ways,
    by_lane: bool = False,
) -> list[Piece]:
    """Francs flying from ``source`` to ``target``: a few coins one after another, the last with the amount, the way
    ``coin_way`` finds (from purse to purse, ``by_lane``, the coin lane); ``ways``: those found for this change
    already (the sales of a round change all go from the bank to the same purses)."""
    if amount <= 0:
        return []
    key = (source.toTuple(), target.toTuple(), by_lane)
    if key not in ways:
        ways[key] = coin_way(table.anchors.scene, source, target, by_lane)
    return coin_flights(table.stage, table.scale, ways[key], amount, start, 0.9 * times.unit, 0.1 * times.unit)
