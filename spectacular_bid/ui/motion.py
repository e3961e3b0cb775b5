"""Motion: what changes on the table moves into place — a play glides from its player's hand to
the table, a draw slides from the boneyard to the hand, chips go from one balance to the other,
and a going-out or a block is shown on the table before the count.

Nothing here holds input back: a key or a click aimed at the window lands every moving piece at
once and goes on to do what it does (the ending shown before the count is skipped by it instead,
and that press does nothing else). Each piece is a picture over the table page — a child of the
page, so it hides with it, never over the handoff screen (R41) — which nothing can click and
which names no tile. *Reduce motion* in the Preferences (:class:`MotionSettings`) turns it all
off: the game then shows each change at once, as it did before.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QEasingCurve, QEvent, QObject, QPoint, QRect, QSettings, Qt, QTimer, QVariantAnimation
from PySide6.QtGui import QPainter, QPaintEvent, QPixmap
from PySide6.QtWidgets import QApplication, QLabel, QWidget

from ..core import SeatView, Table, Tile
from .switches import stored_switch

if TYPE_CHECKING:
    from .table.game_page import GamePage
    from .table.hand_widget import HandWidget

MOTION_KEY = "motion/enabled"  #: whether things move into place (default yes; off: *Reduce motion*)

GLIDE_MS = 220  #: a play gliding from its player's hand to its place on the table
DRAW_MS = 200  #: a drawn tile sliding from the boneyard to the hand
CHIPS_MS = 240  #: chips going from one balance to the other
ENDING_MS = 1100  #: a going-out or a block shown before the count (any key or click skips it)

#: The pieces that move while the game goes on, by name: none holds input back, and each is over
#: within this many ms anyway (``tests/ui/test_motion.py`` holds them to 250).
DURATIONS = {"play": GLIDE_MS, "draw": DRAW_MS, "chips": CHIPS_MS}

_PRESSES = (QEvent.Type.KeyPress, QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonDblClick)


class MotionSettings:
    """Motion on or off, kept in ``store`` (the app's settings): read at every change shown, so
    that the Preferences apply at once."""

    def __init__(self, store: QSettings) -> None:
        self.store = store

    @property
    def enabled(self) -> bool:
        return stored_switch(self.store, MOTION_KEY, True)

    @enabled.setter
    def enabled(self, on: bool) -> None:
        self.store.setValue(MOTION_KEY, bool(on))


@dataclass(frozen=True, slots=True)
class _Seen:
    """What the page showed last: what both players see, and the viewer's own tiles (forgotten
    when another screen covers the page, R41)."""

    players: tuple[str, str]
    hand_no: int
    seat: int
    table: Table
    points: tuple[int, int]
    boneyard: int
    counts: tuple[int, int]  #: tiles in each seat's hand
    own: frozenset[Tile] | None

    @classmethod
    def of(cls, view: SeatView) -> _Seen:
        seat = view.seat
        mine, theirs = len(view.own_hand), view.other_count
        return cls(
            tuple(view.players),  # type: ignore[arg-type]
            view.hand_no,
            seat,
            view.table,
            (view.points[0], view.points[1]),
            view.boneyard_count,
            (mine, theirs) if seat == 0 else (theirs, mine),
            frozenset(view.own_hand),
        )


def _centred(pixmap: QPixmap, centre: QPoint) -> QPoint:
    """Where ``pixmap``'s top-left corner goes for its centre to be at ``centre``."""
    size = pixmap.deviceIndependentSize()
    return QPoint(centre.x() - round(size.width() / 2), centre.y() - round(size.height() / 2))


class Sprite(QWidget):
    """A picture moving over ``page`` from ``start`` to ``end`` (top-left corners, in the page's
    pixels) in ``ms``; ``landed`` is called when it arrives, or is landed early. ``kind`` says
    what it is: a key of :data:`DURATIONS`."""

    def __init__(
        self, kind: str, page: QWidget, pixmap: QPixmap, start: QPoint, end: QPoint, ms: int, landed: Callable[[], None]
    ) -> None:
        super().__init__(page)
        self.kind = kind
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, True)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground, True)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self._pixmap = pixmap
        self._from, self._to, self._at = start, end, start
        self._landed = landed
        self.setGeometry(page.rect())
        self.animation = QVariantAnimation(self)
        self.animation.setStartValue(0.0)
        self.animation.setEndValue(1.0)
        self.animation.setDuration(ms)
        self.animation.setEasingCurve(QEasingCurve.Type.OutCubic)
        self.animation.valueChanged.connect(self._step)
        self.animation.finished.connect(self.land)
        self.raise_()
        self.show()
        self.animation.start()

    @property
    def moving(self) -> bool:
        """Whether it is still on its way."""
        return self._pixmap is not None and not self._pixmap.isNull()

    def _step(self, value: object) -> None:
        t = float(value)  # type: ignore[arg-type]
        self._at = self._from + (self._to - self._from) * t
        self.update()

    def land(self) -> None:
        """Arrive now (again is harmless)."""
        if not self.moving:
            return
        self.animation.stop()
        self.hide()
        self._pixmap = QPixmap()  # nothing of it stays to be painted or read
        landed, self._landed = self._landed, _nothing
        landed()
        self.deleteLater()

    def paintEvent(self, event: QPaintEvent) -> None:
        if not self.moving:
            return
        p = QPainter(self)
        p.drawPixmap(self._at, self._pixmap)
        p.end()


def _nothing() -> None:
    pass


class Motion(QObject):
    """The moving pieces over ``page``, while ``enabled()`` says motion is on.

    It watches the keys and clicks aimed at the page's window: the first one lands every piece
    at once (and skips the ending shown, :meth:`show_ending`)."""

    def __init__(self, page: GamePage, enabled: Callable[[], bool] | None = None) -> None:
        super().__init__(page)
        self.page = page
        self._seen: _Seen | None = None
        self.enabled: Callable[[], bool] = enabled if enabled is not None else (lambda: True)
        self.sprites: list[Sprite] = []
        self.banner: QLabel | None = None
        self._ending_done: Callable[[], None] | None = None
        self._ending_timer = QTimer(self)
        self._ending_timer.setSingleShot(True)
        self._ending_timer.timeout.connect(self.end_ending)
        app = QApplication.instance()
        assert app is not None
        app.installEventFilter(self)

    def moving(self) -> list[str]:
        """The kinds of the pieces on their way now."""
        return [s.kind for s in self.sprites if s.moving]

    @property
    def ending_shown(self) -> bool:
        """Whether an ending is shown before the count."""
        return self._ending_done is not None

    @property
    def running(self) -> bool:
        """Whether anything is moving, or an ending is being shown."""
        return any(s.moving for s in self.sprites) or self._ending_done is not None

    def fly(self, kind: str, pixmap: QPixmap, start: QPoint, end: QPoint, landed: Callable[[], None]) -> None:
        """Move ``pixmap`` (a ``kind`` of :data:`DURATIONS`) from ``start`` to ``end`` (its
        top-left corner, in the page's pixels), then call ``landed`` — at once when motion is
        off. (The page may be about to show: the piece is its child, shows and hides with it.)"""
        ms = DURATIONS[kind]
        if ms <= 0 or pixmap.isNull() or not self.enabled():
            landed()
            return
        self.sprites = [s for s in self.sprites if s.moving]
        self.sprites.append(Sprite(kind, self.page, pixmap, start, end, ms, landed))

    # --- Following the table page ----------------------------------------------------------

    def places(self) -> dict[Tile, QPoint]:
        """Where each tile of the viewer's hand stands now (its centre, in the page's pixels):
        asked before the page shows a change, so that a play glides from where it stood."""
        hand = self.page.own_hand
        return {tile: hand.mapTo(self.page, hand.tile_rect(i).center()) for i, tile in enumerate(hand.tiles())}

    def follow(self, view: SeatView, places: dict[Tile, QPoint]) -> None:
        """The page now shows ``view``: move into place what changed since it last showed the
        game — a play, the tiles drawn, the chips paid — as far as both screens tell it."""
        seen = _Seen.of(view)
        last, self._seen = self._seen, seen
        if last is None or (last.players, last.hand_no) != (seen.players, seen.hand_no):
            return
        before, now = last.table.plays, seen.table.plays
        played = len(now) == len(before) + 1 and now[:-1] == before
        if now != before and not played:
            return  # not one play more: nothing to show moving
        if not self.enabled():
            return
        changed = played or seen.boneyard != last.boneyard or seen.points != last.points
        if not changed:
            return  # the same position shown again (a reveal, a clock): what moves goes on
        self.land()
        page = self.page
        other = 1 - seen.seat
        by: int | None = None
        if played:
            tile = now[-1].tile
            own = seen.seat == last.seat and last.own is not None and tile in last.own
            by = seen.seat if own else other
            start = places.get(tile) if own else None
            if start is None:
                start = page.other_hand.mapTo(page, page.other_hand.rect().center())
            self._glide(len(now) - 1, start)
        drawn = last.boneyard - seen.boneyard
        if drawn > 0:
            boneyard = page.boneyard.mapTo(page, page.boneyard.rect().center())
            if seen.seat == last.seat and last.own is not None:
                for i, tile in enumerate(view.own_hand):
                    if tile not in last.own:
                        self._slide(page.own_hand, i, boneyard)
            theirs = seen.counts[other] - last.counts[other] + (1 if by == other else 0)
            count = page.other_hand.count()
            for i in range(max(0, count - theirs), count):
                self._slide(page.other_hand, i, boneyard)
        gained = seen.points[0] - last.points[0]
        if gained != 0 and seen.points[1] - last.points[1] == -gained:
            payer = 1 if gained > 0 else 0
            self._chips(payer == seen.seat)

    def forget_hand(self) -> None:
        """Forget the viewer's tiles (another screen covers the page, R41)."""
        seen = self._seen
        if seen is not None:
            self._seen = _Seen(
                seen.players, seen.hand_no, seen.seat, seen.table, seen.points, seen.boneyard, seen.counts, None
            )

    def _glide(self, index: int, start: QPoint) -> None:
        table = self.page.table
        pixmap, at = table.tile_picture(index)
        table.set_arriving(index)
        self.fly("play", pixmap, _centred(pixmap, start), table.mapTo(self.page, at), lambda: table.set_arriving(None))

    def _slide(self, hand: HandWidget, index: int, start: QPoint) -> None:
        pixmap, at = hand.tile_picture(index)
        hand.set_arriving(index, True)
        self.fly(
            "draw", pixmap, _centred(pixmap, start), hand.mapTo(self.page, at), lambda: hand.set_arriving(index, False)
        )

    def _chips(self, from_own: bool) -> None:
        from .widgets.balance_widget import chip_pixmap

        page = self.page
        payer, payee = (page.own, page.other) if from_own else (page.other, page.own)
        pixmap = chip_pixmap(page.devicePixelRatioF())
        start = payer.balance.mapTo(page, payer.balance.rect().center())
        end = payee.balance.mapTo(page, payee.balance.rect().center())
        self.fly("chips", pixmap, _centred(pixmap, start), _centred(pixmap, end), _nothing)

    def land(self) -> None:
        """Land every moving piece now."""
        sprites, self.sprites = self.sprites, []
        for sprite in sprites:
            sprite.land()

    def show_ending(self, text: str, area: QRect, done: Callable[[], None]) -> bool:
        """Show ``text`` over ``area`` of the page for :data:`ENDING_MS` (or until a key or a
        click), then call ``done``. False, with nothing shown, when motion is off."""
        if not self.enabled() or not self.page.isVisible():
            return False
        from . import theme

        if self.banner is None:
            self.banner = QLabel(self.page)
            self.banner.setObjectName("motion_ending")
            self.banner.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, True)
            self.banner.setAlignment(Qt.AlignmentFlag.AlignCenter)
            self.banner.setWordWrap(True)
            theme.as_written(self.banner)  # "Ana goes out!": a name, as written

        self.banner.setStyleSheet(
            f"QLabel#motion_ending {{ background: rgba(10, 22, 40, 242); color: {theme.GOLD_BRIGHT};"
            f" border: 2px solid {theme.GOLD}; border-radius: 14px; padding: 14px 28px;"
            f" font-size: {theme.LARGE_PX + 6}px; font-weight: bold; }}"
        )
        self.banner.setText(text)
        self.banner.setAccessibleName(text)
        width = min(area.width() - 24, max(320, self.banner.sizeHint().width()))
        height = self.banner.heightForWidth(width)
        height = max(height, 60)
        middle = area.top() + area.height() * 3 // 4  # low on the table: the tiles stay in view above
        self.banner.setGeometry(QRect(area.center().x() - width // 2, middle - height // 2, width, height))
        self.banner.raise_()
        self.banner.show()
        self._ending_done = done
        self._ending_timer.start(ENDING_MS)
        return True

    def end_ending(self) -> None:
        """Stop showing the ending, and go on to the count."""
        self._ending_timer.stop()
        if self.banner is not None:
            self.banner.hide()
        done, self._ending_done = self._ending_done, None
        if done is not None:
            done()

    def stop(self) -> None:
        """Land everything and take the ending away (another screen covers the page)."""
        self.land()
        self.end_ending()

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if event.type() in _PRESSES and (self.sprites or self._ending_done is not None):
            if isinstance(obj, QWidget) and obj.window() is self.page.window():
                ending = self._ending_done is not None
                self.land()
                if ending:
                    self.end_ending()
                    return True  # the press that skips the ending does nothing else
        return False
