"""The pieces that travel: a picture flying from one place to another, a token walking from cell to cell.

A flight can stand for an item of the table: the item the scene already shows where the picture
lands is hidden until it lands (and fades in as the picture fades out), and an item the scene is
taking away is hidden at once, the picture carrying it off.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import shiboken6
from PySide6.QtCore import QEasingCurve, QPointF, QRectF
from PySide6.QtWidgets import QGraphicsItem

from ..board.anchors import body_rect
from .overlay import PictureItem, Stage
from .pictures import Picture
from .timeline import Piece

EASE = QEasingCurve(QEasingCurve.Type.InOutCubic)
CROSSFADE = 0.12  # the last part of a flight onto its item: the picture, nearly there, fades out as the item fades in
FADE_IN = 0.15
LEFT_BEHIND = 0.3  # the opacity of a marker while its token walks away from it
FADE_OUT = 0.3
ROUTE_STEPS = 24  # a flight that keeps off something is looked at in this many steps of its way

ItemGetter = Callable[[], QGraphicsItem | None]
Target = Callable[[], QRectF | QPointF | None]


def alive(item: QGraphicsItem | None) -> bool:
    return item is not None and shiboken6.isValid(item) and item.scene() is not None


def bezier(start: QPointF, control: QPointF, end: QPointF, t: float) -> QPointF:
    return start * ((1 - t) ** 2) + control * (2 * (1 - t) * t) + end * (t * t)


class Flight(Piece):
    """A picture from where it lies to ``target`` (the body rectangle it lands on, or a point it shrinks into),
    along an arc ``arc`` scene units high."""

    def __init__(
        self,
        stage: Stage,
        picture: Picture | Callable[[], Picture | None],
        start_ms: float,
        duration_ms: float,
        target: Target,
        *,
        origin: QPointF | None = None,
        start_scale: float = 1.0,
        end_scale: float = 1.0,
        arc: float = 60.0,
        appear: bool = False,
        vanish: bool = False,
        stand_in: ItemGetter | None = None,
        leaving: QGraphicsItem | None = None,
        hold: bool = False,
        keep_off: Callable[[], Sequence[QRectF]] | None = None,
    ) -> None:
        """``picture``: taken now, or taken when the flight begins (what the scene shows by then); ``origin``:
        where the flight starts if not where the picture lies; ``stand_in``: the item the scene shows where the
        flight lands; ``leaving``: the item the scene is taking away; ``hold``: the picture lies at its start from
        the timeline's start until the flight begins; ``keep_off``: what the picture must never lie over on its way
        (read when the flight begins; see ``_route``)."""
        super().__init__(start_ms, duration_ms)
        self.stage = stage
        self._picture = picture
        self._target = target
        self.origin = origin
        self.start_scale, self.end_scale = start_scale, end_scale
        self.arc = arc
        self.appear, self.vanish, self.hold = appear, vanish, hold
        self._keep_off = keep_off
        self._stand_in_of = stand_in
        self.stand_in: QGraphicsItem | None = None
        self.leaving = leaving
        self.item: PictureItem | None = None
        self.picture: Picture | None = None
        self._from = QPointF()
        self._to = QPointF()
        self._control = QPointF()
        self._scale_to = end_scale

    def prepare(self) -> None:
        if alive(self.leaving):
            assert self.leaving is not None
            self.leaving.setVisible(False)
        if self._stand_in_of is not None:
            self.stand_in = self._stand_in_of()
            if alive(self.stand_in):
                assert self.stand_in is not None
                self.stand_in.setOpacity(0.0)
        if self.hold:
            self._take_picture()
            if self.item is not None and self.picture is not None:
                self.item.place(self.picture.rect)

    def _take_picture(self) -> None:
        if self.picture is not None:
            return
        picture = self._picture if isinstance(self._picture, Picture) else self._picture()
        if picture is None:
            return
        self.picture = picture
        self.item = PictureItem(picture.pixmap, self.stage)
        self.item.setOpacity(0.0 if self.appear else 1.0)

    def begin(self) -> None:
        self._take_picture()
        picture = self.picture
        if picture is None:
            return
        self._from = self.origin if self.origin is not None else picture.body.center()
        target = self._target()
        if isinstance(target, QRectF):
            self._to = target.center()
            width = picture.body.width() or 1.0
            self._scale_to = target.width() / width
        elif isinstance(target, QPointF):
            self._to = target
        else:
            self._to = self._from
        self._route(picture)

    def _route(self, picture: Picture) -> None:
        """The flight's curve: along its arc, unless that passes over something it must keep off; then across at its
        start's height and straight up (or down) into its target; if that passes over something too, no way at all:
        the picture grows where it lands, from its start's size."""
        middle = (self._from + self._to) / 2
        self._control = QPointF(middle.x(), min(self._from.y(), self._to.y()) - self.arc)
        if self._keep_off is None:
            return
        keep_off = list(self._keep_off())
        if not self._covers(picture, keep_off):
            return
        self._control = QPointF(self._to.x(), self._from.y())
        if not self._covers(picture, keep_off):
            return
        self._from = self._control = QPointF(self._to)

    def _covers(self, picture: Picture, keep_off: Sequence[QRectF]) -> bool:
        """Whether the picture on its curve lies over any of ``keep_off`` (looked at in ROUTE_STEPS steps)."""
        for step in range(ROUTE_STEPS + 1):
            rect = self._drawn(picture, step / ROUTE_STEPS)
            if any(rect.intersects(box) for box in keep_off):
                return True
        return False

    def _drawn(self, picture: Picture, progress: float) -> QRectF:
        eased = EASE.valueForProgress(progress)
        centre = bezier(self._from, self._control, self._to, eased)
        return picture.drawn_at(centre, self.start_scale + (self._scale_to - self.start_scale) * eased)

    def show(self, progress: float) -> None:
        item, picture = self.item, self.picture
        if item is None or picture is None:
            return
        item.place(self._drawn(picture, progress))
        opacity = 1.0
        if self.appear and progress < FADE_IN:
            opacity = progress / FADE_IN
        if self.vanish and progress > 1 - FADE_OUT:
            opacity = (1 - progress) / FADE_OUT
        if alive(self.stand_in):
            assert self.stand_in is not None
            landing = max(0.0, (progress - (1 - CROSSFADE)) / CROSSFADE)
            self.stand_in.setOpacity(landing)
            opacity = min(opacity, 1 - landing)
        item.setOpacity(opacity)

    def end(self) -> None:
        if alive(self.stand_in):
            assert self.stand_in is not None
            self.stand_in.setOpacity(1.0)
        if self.item is not None:
            self.item.discard()
            self.item = None


class Walk(Piece):
    """A picture walking through ``points`` one after another (a token from cell to cell), fading at the end.

    ``leaving``, the piece the picture stands for, is faded while the picture walks: a marker that stayed whole
    under its walking token read as two of the good. Once the walk is over the marker is whole again, at its cell,
    with its proposed place beside it, as a player's own choice shows it."""

    def __init__(
        self,
        stage: Stage,
        picture: Picture,
        start_ms: float,
        duration_ms: float,
        points: Sequence[QPointF],
        leaving: QGraphicsItem | None = None,
    ) -> None:
        super().__init__(start_ms, duration_ms)
        self.stage = stage
        self.picture = picture
        self.points = list(points)
        self.leaving = leaving
        self.item: PictureItem | None = None

    def begin(self) -> None:
        self.item = PictureItem(self.picture.pixmap, self.stage)
        if self.leaving is not None:
            self.leaving.setOpacity(LEFT_BEHIND)

    def at(self, progress: float) -> QPointF:
        """Where the picture is at ``progress``: each leg eased on its own, as a hand moves a token."""
        legs = len(self.points) - 1
        if legs <= 0:
            return self.points[0]
        position = progress * legs
        leg = min(legs - 1, int(position))
        within = EASE.valueForProgress(position - leg)
        start, end = self.points[leg], self.points[leg + 1]
        return start + (end - start) * within

    def show(self, progress: float) -> None:
        if self.item is None:
            return
        self.item.place(self.picture.drawn_at(self.at(progress), 1.0))
        self.item.setOpacity(min(1.0, progress / FADE_IN, (1 - progress) / 0.12 if progress > 0.88 else 1.0))

    def end(self) -> None:
        if self.item is not None:
            self.item.discard()
            self.item = None
        if self.leaving is not None and shiboken6.isValid(self.leaving):
            self.leaving.setOpacity(1.0)


def landing_rect(item_of: ItemGetter) -> Target:
    """The body of the item the scene shows (read when the flight begins)."""

    def target() -> QRectF | None:
        item = item_of()
        return body_rect(item) if alive(item) and item is not None else None

    return target
