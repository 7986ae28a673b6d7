"""The move of a seat that is not the person at this table (the computer, a player elsewhere), shown step by step
before it is played, at a pace a newcomer can follow.

1. The building: the tile to build or the building to use is ringed (the ring pulses while the animations
   are on); the action bar says who does what.
2. The payment and what it brings: the choice is shown on the table as a person's would be (the markers'
   new places and their arrows), tokens walk from each marker, cell by cell, to its new place, coins travel
   (a fee to the building's owner, francs to the bank or from it), clear of the buildings and the round track, and each
   player's francs count on their header: first what is paid, then what is gained. The francs counted stay lit
   until the move is played.
3. Played: after the pace chosen (View ▸ Opponent's moves), or when the player clicks, presses a key or
   Continue; the move's own motion then shows its effects (the tile flying to the wheel; not the francs
   again, once they were shown).

The steps wait until the table is at rest (a round's banner, the last move's motion); a click meanwhile
finishes that motion and the steps begin.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import QObject, QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ...engine import Build, Cell, Event, FrancsGained, FrancsPaid, GameState, Good, GoodsPaid, MarkerMoved, Use, apply
from .. import theme
from ..board.anchors import body_rect
from ..board.geometry import SCENE_RECT, player_board_rect
from ..controller import TableController
from .director import MotionDirector
from .francs import Tally, coin_flights, coin_way, francs_rect
from .overlay import Stage
from .pictures import centred_picture, token_picture
from .pieces import Walk, alive
from .timeline import Piece, Timeline

BUILDING_STEP = 0.4  # of the pace: the building ringed, before the choice is shown
UNTIL_CLICK_PACE_MS = 3000  # "until I click": the steps take this long, then the move waits
PHASES = (0.0, 0.45)  # of the payment's step: what is paid starts, then what is gained
PHASE_LENGTH = 0.45
COIN_FLIGHT = 0.7  # of a phase: one coin's flight
COIN_GAP = 0.1  # of a phase: from one coin to the next
RING_MARGIN = 7.0
RING_PEN = 5.0
RING_GLOW = 14.0
PULSES = 2


def ring_room(body: QRectF) -> QRectF:
    """Where the ring round ``body`` may reach: the player's board the building lies on, or the middle of the table
    between the boards (the supply). A building at a board's inner edge is ringed on the board, not over the gutter
    beside the supply."""
    boards = [player_board_rect(seat) for seat in (0, 1)]
    for board in boards:
        if board.contains(body.center()):
            return board
    return QRectF(boards[0].right(), SCENE_RECT.top(), boards[1].left() - boards[0].right(), SCENE_RECT.height())


class RingItem(QGraphicsObject):
    """A ring round the building the move is about, within the building's room (``ring_room``); it breathes by its
    opacity alone (its painting is cached)."""

    def __init__(self, body: QRectF, stage: Stage) -> None:
        super().__init__(stage)
        self.body = QRectF(body)
        self.room = ring_room(self.body)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def ring(self) -> QRectF:
        """The ring's line: ``RING_MARGIN`` round the building, nearer where its room ends (its pen inside it)."""
        inside = self.room.adjusted(RING_PEN / 2, RING_PEN / 2, -RING_PEN / 2, -RING_PEN / 2)
        return self.body.adjusted(-RING_MARGIN, -RING_MARGIN, RING_MARGIN, RING_MARGIN).intersected(inside)

    def boundingRect(self) -> QRectF:
        reach = RING_GLOW / 2 + 1  # the glow's pen and its smoothed edge
        grown = self.ring().adjusted(-reach, -reach, reach, reach)
        return grown.intersected(self.room)

    def shape(self) -> QPainterPath:
        return QPainterPath()  # never under the pointer

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        palette = theme.current()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setClipRect(self.room)  # the glow too stays on the building's board
        painter.setPen(QPen(palette.glow, RING_GLOW))
        painter.drawRoundedRect(self.ring(), 10, 10)
        painter.setPen(QPen(palette.highlight, RING_PEN))
        painter.drawRoundedRect(self.ring(), 10, 10)

    def discard(self) -> None:
        scene = self.scene()
        if scene is not None:
            scene.removeItem(self)
        self.deleteLater()


class Pulse(Piece):
    """The ring breathing ``PULSES`` times, then lit."""

    def __init__(self, ring: RingItem, duration_ms: float) -> None:
        super().__init__(0.0, duration_ms)
        self.ring = ring

    def show(self, progress: float) -> None:
        self.ring.setOpacity(0.7 + 0.3 * math.cos(2 * math.pi * PULSES * progress))

    def end(self) -> None:
        if alive(self.ring):
            self.ring.setOpacity(1.0)


def cells_between(start: Cell, end: Cell) -> list[Cell]:
    """The cells a marker passes from ``start`` to ``end``, one step at a time (diagonally while both change)."""
    cells = [start]
    row, col = start.row, start.col
    while (row, col) != (end.row, end.col):
        row += (end.row > row) - (end.row < row)
        col += (end.col > col) - (end.col < col)
        cells.append(Cell(row, col))
    return cells


def marker_paths(events: tuple[object, ...], kind: type) -> dict[Good, list[Cell]]:
    """Each good's cells in the order the events of ``kind`` move it."""
    paths: dict[Good, list[Cell]] = {}
    for event in events:
        if isinstance(event, kind) and isinstance(event, GoodsPaid | MarkerMoved):
            path = paths.setdefault(event.good, [event.start])
            path += cells_between(event.start, event.end)[1:]
    return {good: path for good, path in paths.items() if len(path) > 1}


class ShownMove(QObject):
    def __init__(self, controller: TableController, motion: MotionDirector, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.motion = motion
        self.timeline = Timeline(self, lambda: None)
        self._steps = QTimer(self)
        self._steps.setSingleShot(True)
        self._steps.timeout.connect(self._next_step)
        self._ring: RingItem | None = None
        self._tallies: list[Tally] = []
        self._move: tuple[GameState, Build | Use, int | None, int, Callable[[], None]] | None = None
        self._step = 0
        self._waiting_for_rest = False
        motion.settled.connect(self._on_rest)

    @property
    def shown(self) -> bool:
        return self._move is not None

    @property
    def waiting_for_rest(self) -> bool:
        """The move waits for the table to come to rest before its steps begin."""
        return self._waiting_for_rest

    @property
    def waiting_for_click(self) -> bool:
        """Every step shown, the move waits for the player ("until I click")."""
        return self._step == 3 and self._move is not None and self._move[2] is None

    @property
    def step(self) -> int:
        """0: not begun; 1: the building ringed; 2: the choice shown; 3: waiting to be played."""
        return self._step

    @property
    def ring(self) -> RingItem | None:
        return self._ring

    @property
    def tallies(self) -> tuple[Tally, ...]:
        """The players' francs counting on their headers (the move's payment shown)."""
        return tuple(self._tallies)

    def show(
        self, state: GameState, action: Build | Use, pace_ms: int | None, unit_ms: int, play: Callable[[], None]
    ) -> None:
        """Show ``action`` in ``state`` step by step over ``pace_ms`` (None: until a click), the motion in units of
        ``unit_ms`` (0: nothing moves); ``play`` plays it when the pace is over."""
        self.stop()
        self._move = (state, action, pace_ms, unit_ms, play)
        self._waiting_for_rest = self.motion.busy
        if not self._waiting_for_rest:
            self._begin()

    def set_pace(self, pace_ms: int | None) -> None:
        """The player chose another pace while the move is shown: the steps still to come take it; "played at once",
        or a timed pace once every step is shown, plays the move now."""
        move = self._move
        if move is None:
            return
        state, action, _pace, unit, play = move
        self._move = (state, action, pace_ms, unit, play)
        if pace_ms == 0 or (self._step == 3 and pace_ms is not None):
            play()

    def _on_rest(self) -> None:
        if self._waiting_for_rest:
            self._waiting_for_rest = False
            self._begin()

    def _pace(self) -> int:
        assert self._move is not None
        pace = self._move[2]
        return UNTIL_CLICK_PACE_MS if pace is None else pace

    def _begin(self) -> None:
        move = self._move
        if move is None:
            return
        _state, action, _pace, unit, _play = move
        self._step = 1
        place = self._building_item(action)
        if place is not None:
            self._ring = RingItem(body_rect(place), self.motion.stage)
            if unit > 0:
                self.timeline.play([Pulse(self._ring, self._pace() * BUILDING_STEP)])
        self._steps.start(round(self._pace() * BUILDING_STEP))

    def _building_item(self, action: Build | Use) -> QGraphicsItem | None:
        anchors = self.motion.anchors
        item = anchors.tile(action.building) if isinstance(action, Build) else anchors.chip(action.building)
        return item if alive(item) else None

    def _next_step(self) -> None:
        move = self._move
        if move is None:
            return
        state, action, pace, unit, play = move
        if self._step == 1:
            self._step = 2
            self.controller.propose(action)
            duration = self._pace() * (1 - BUILDING_STEP)
            if unit > 0:
                self.timeline.play(self._payment(state, action, duration))
            self._steps.start(round(duration))
        elif self._step == 2:
            self._step = 3
            if pace is not None:
                play()

    def _payment(self, state: GameState, action: Build | Use, duration: float) -> list[Piece]:
        """Tokens from each marker to its new place and the francs from hand to hand: what is paid first, then what
        is gained."""
        events = apply(state, action).events
        seat = state.current
        table = self.motion.table()
        pieces: list[Piece] = []
        phases = ((marker_paths(events, GoodsPaid), PHASES[0]), (marker_paths(events, MarkerMoved), PHASES[1]))
        for paths, start in phases:
            for good, cells in paths.items():
                points = self.motion.anchors.token_path(seat, good, cells)
                picture = centred_picture(token_picture(good, table.scale), QPointF(points[0]))
                marker = self.motion.scene.warehouses[seat].marker_item(good)
                pieces.append(Walk(table.stage, picture, duration * start, duration * PHASE_LENGTH, points, marker))
        coins, self._tallies = self._francs(state, events, duration)
        if coins:
            self.motion.francs_shown(action)
        return [*pieces, *coins, *self._tallies]

    def _francs(self, state: GameState, events: tuple[Event, ...], duration: float) -> tuple[list[Piece], list[Tally]]:
        """Coins from purse to purse or to and from the bank, and each player's francs counting as they go."""
        scene = self.motion.scene
        places = [francs_rect(header).center() for header in scene.headers]
        bank = self.motion.anchors.bank()
        length = duration * PHASE_LENGTH
        flights: list[Piece] = []
        changes: dict[int, list[tuple[float, float, int]]] = {0: [], 1: []}
        for event in events:
            if isinstance(event, FrancsPaid):
                start = duration * PHASES[0]
                target = bank if event.to_player is None else places[event.to_player]
                flights += self._coins(
                    places[event.player], target, event.amount, start, length, by_lane=event.to_player is not None
                )
                changes[event.player].append((start, length * COIN_FLIGHT, -event.amount))
                if event.to_player is not None:
                    changes[event.to_player].append((start + length * 0.3, length * COIN_FLIGHT, event.amount))
            elif isinstance(event, FrancsGained):
                start = duration * PHASES[1]
                flights += self._coins(bank, places[event.player], event.amount, start, length)
                changes[event.player].append((start + length * 0.3, length * COIN_FLIGHT, event.amount))
        tallies = [
            Tally(self.motion.stage, francs_rect(scene.headers[seat]), state.players[seat].francs, told)
            for seat, told in changes.items()
            if told
        ]
        return flights, tallies

    def _coins(
        self, source: QPointF, target: QPointF, amount: int, start: float, length: float, by_lane: bool = False
    ) -> list[Piece]:
        """``amount`` francs flying from ``source`` to ``target`` in a phase ``length`` long, over no building of the
        supply, no building's name or value and no round letter: a few coins one after another, the last with the
        amount on it, the way ``coin_way`` finds (from purse to purse, ``by_lane``, the coin lane)."""
        if amount <= 0:
            return []
        table = self.motion.table()
        way = coin_way(self.motion.scene, source, target, by_lane)
        return coin_flights(table.stage, table.scale, way, amount, start, length * COIN_FLIGHT, COIN_GAP * length)

    def stop(self) -> None:
        """The move is played, withdrawn or skipped: the ring and the tokens go."""
        self._steps.stop()
        self.timeline.finish()
        if self._ring is not None:
            self._ring.discard()
            self._ring = None
        for tally in self._tallies:
            tally.discard()
        self._tallies = []
        self._move = None
        self._step = 0
        self._waiting_for_rest = False
