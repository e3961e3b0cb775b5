"""The window's side of a practice game against the computer.

The :class:`~spectacular_bid.app.computer.ComputerPlayer` plays the computer's seat through the
controller; this module shows it to the person, on the table page:

- the person's hand stays in view all game: there is no handoff screen (the program sends each
  reveal itself), and the page always shows the person's seat view — the computer's hand only
  ever as tile backs, until the end-of-hand count (R41);
- the person is offered actions only when it is their turn and the computer is not playing;
  meanwhile keys and clicks are dropped (:meth:`ComputerPlay.playing`, read by the window's
  input guard);
- a "thinking…" mark by the computer's name while it thinks;
- the computer's play glides from its hand to its place on the table (:class:`TileGlide`);
  the game holds the person's reveal until it lands.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QEasingCurve, QObject, QPoint, QRect, Qt, QVariantAnimation, Signal
from PySide6.QtGui import QPainter, QPaintEvent, QPixmap
from PySide6.QtWidgets import QWidget

from ..app.computer import ComputerPlayer
from ..app.controller import GameController, translate
from ..app.engine_client import EngineFailure
from ..app.messages import your_turn_text
from ..app.practice import Opponent
from ..core import Action, IllegalAction, Play, SeatView, Stage, Table

if TYPE_CHECKING:
    from .table.game_page import GamePage

#: How long a play of the computer takes to glide to its place, in ms.
GLIDE_MS = 450


class TileGlide(QWidget):
    """A played tile moving over the table page: a picture only, which nothing can click and
    which names no tile (it shows what the table shows once it lands). Signal
    :attr:`finished` when it has landed (at once when :attr:`duration` is 0)."""

    finished = Signal()

    def __init__(self, page: QWidget) -> None:
        super().__init__(page)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, True)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground, True)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.duration = GLIDE_MS
        self._pixmap = QPixmap()
        self._from = QPoint()
        self._to = QPoint()
        self._at = QPoint()
        self._animation = QVariantAnimation(self)
        self._animation.setStartValue(0.0)
        self._animation.setEndValue(1.0)
        self._animation.setEasingCurve(QEasingCurve.Type.OutCubic)
        self._animation.valueChanged.connect(self._step)
        self._animation.finished.connect(self._landed)
        self.hide()

    @property
    def gliding(self) -> bool:
        """Whether a tile is on its way."""
        return self._animation.state() is QVariantAnimation.State.Running

    def glide(self, pixmap: QPixmap, start: QPoint, end: QRect) -> None:
        """Move ``pixmap`` from its centre at ``start`` to ``end`` (page coordinates)."""
        self._animation.stop()
        page = self.parentWidget()
        assert page is not None
        self.setGeometry(page.rect())
        self._pixmap = pixmap
        self._from = start - QPoint(end.width() // 2, end.height() // 2)
        self._to = end.topLeft()
        self._at = self._from
        if self.duration <= 0:
            self._landed()
            return
        self.raise_()
        self.show()
        self._animation.setDuration(self.duration)
        self._animation.start()

    def stop(self) -> None:
        """Land at once (another screen takes the page)."""
        if self.gliding:
            self._animation.stop()
            self._landed()

    def _step(self, value: object) -> None:
        t = float(value)  # type: ignore[arg-type]
        self._at = QPoint(
            round(self._from.x() + (self._to.x() - self._from.x()) * t),
            round(self._from.y() + (self._to.y() - self._from.y()) * t),
        )
        self.update()

    def _landed(self) -> None:
        self.hide()
        self._pixmap = QPixmap()
        self.finished.emit()

    def paintEvent(self, event: QPaintEvent) -> None:
        if self._pixmap.isNull():
            return
        p = QPainter(self)
        p.drawPixmap(self._at, self._pixmap)
        p.end()


class ComputerPlay(QObject):
    """Shows a practice game in a window. ``page`` gives the table page (made when first
    needed), ``showing`` whether it is on screen, ``redraw`` asks the window to show the game
    again. One per window; the computer player itself belongs to the controller."""

    def __init__(
        self,
        controller: GameController,
        page: Callable[[], GamePage],
        showing: Callable[[], bool],
        redraw: Callable[[], None],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self.player = ComputerPlayer.of(controller)
        self._page = page
        self._showing = showing
        self._redraw = redraw
        self._glide: TileGlide | None = None
        self.glide_ms = GLIDE_MS
        """How long a play glides, in ms (0: it lands at once)."""
        self._tables: tuple[Table | None, Table | None] = (None, None)  # the table shown before, and now
        self.player.thinking_changed.connect(self._thinking_changed)
        self.player.failed.connect(self._thinking_changed)
        self.player.moved.connect(self._moved)

    def detach(self) -> None:
        """Stop following the computer (the window is being replaced)."""
        self.player.thinking_changed.disconnect(self._thinking_changed)
        self.player.failed.disconnect(self._thinking_changed)
        self.player.moved.disconnect(self._moved)
        if self._glide is not None:
            self._glide.stop()

    # --- What the window asks -------------------------------------------------------------

    @property
    def opponent(self) -> Opponent | None:
        """The computer of the current game, or None in a game between people."""
        return self.player.opponent

    @property
    def active(self) -> bool:
        """Whether the current game is a practice game against the computer."""
        return self.opponent is not None

    @property
    def person(self) -> int | None:
        """The person's seat in a practice game, or None."""
        opponent = self.opponent
        return None if opponent is None else 1 - opponent.seat

    def playing(self) -> bool:
        """Whether the computer is playing now (thinking, or its move being shown): the
        person's keys and clicks are dropped meanwhile."""
        return self.active and self.player.busy

    def seat_shown(self, view: SeatView) -> int | None:
        """The seat whose view the table page shows: the person's, while a hand is being bid
        for or played (no handoff against the computer); None outside a practice game."""
        person = self.person
        if person is None or view.stage not in (Stage.BIDDING, Stage.PLAY):
            return None
        return person

    def may_act(self) -> bool:
        """Whether the person may be offered a decision now: not while the computer plays.
        Whose turn it is the rules decide (:meth:`GameController.decision`)."""
        return not self.playing()

    def decorate(self, page: GamePage, view: SeatView) -> None:
        """After the page showed the game: mark the computer's turn, and remember the table."""
        table = page.table.table()
        if table != self._tables[1]:
            self._tables = (self._tables[1], table)
        opponent = self.opponent
        if opponent is None or view.result is not None:
            return
        name = view.players[opponent.seat]
        if view.to_act == opponent.seat and self.player.failure is not None:
            text = self.failure_text(name, self.player.failure)
        elif view.to_act == opponent.seat:
            if self.player.thinking:
                page.other.role.setText(self.tr("thinking…"))
            text = self.tr("{name} is thinking…").format(name=name)
        elif view.awaiting == "reveal":  # its move is being shown: the person's turn comes next
            said = your_turn_text(self._last_action(), view.players, translate)
            if said is None:
                return
            text = said
        else:
            return
        if view.stage is Stage.BIDDING:
            # The bidding panel offers the person's decision; while the computer's is awaited
            # the table and the events show instead, the bids told there as they come.
            page.centre.setCurrentWidget(page.table)
            page.status.setVisible(True)
            page.side_box.setVisible(True)
        page.status.setText(text)
        page.setAccessibleDescription(text)

    def _last_action(self) -> Action | None:
        """The game's last recorded action (the computer's move being shown), or None."""
        events = self.controller.session.record.events if self.controller.has_game else ()
        try:
            return events[-1].action() if events else None
        except (ValueError, IllegalAction):
            return None

    def failure_text(self, name: str, failure: EngineFailure) -> str:
        """What the person is told when the engine gave no usable answer: no move was played
        for the computer, whose clock runs on (R37)."""
        said = {
            "refused": self.tr("The engine playing {name} refused to decide: {detail}"),
            "illegal": self.tr("The engine playing {name} chose a move the rules do not allow: {detail}"),
            "unreadable": self.tr("The engine playing {name} gave an answer that cannot be read: {detail}"),
            "timeout": self.tr("The engine playing {name} did not answer in time."),
        }.get(failure.code, self.tr("The engine playing {name} has stopped: {detail}"))
        return said.format(name=name, detail=failure.detail) + " " + self.tr("No move was played; its clock runs on.")

    # --- Following the computer -------------------------------------------------------------

    def _thinking_changed(self, thinking: bool) -> None:
        if self._showing():
            self._redraw()

    def _moved(self, action: Action) -> None:
        """The computer's move has been applied (and shown at once): let a play glide to its
        place, holding the game back until it lands."""
        if not isinstance(action, Play) or not self._showing():
            return
        page = self._page()
        before, now = self._tables
        if now is None or not now.plays or page.table.table() != now:
            return
        last = len(now.plays) - 1
        table = page.table
        landing = table.tile_rect(last)
        pixmap = table.grab(landing)  # the tile as the table draws it, glowing as the last one
        if before is not None and len(before.plays) == last:
            table.set_table(before, last - 1 if last else None)  # it lands before it shows
        origin = page.other_hand.mapTo(page, page.other_hand.rect().center())
        if self._glide is None:
            self._glide = TileGlide(page)
            self._glide.finished.connect(self._landed)
        self.player.hold()
        self._glide.duration = self.glide_ms
        self._glide.glide(pixmap, origin, QRect(table.mapTo(page, landing.topLeft()), landing.size()))

    def _landed(self) -> None:
        self._redraw()
        self.player.release()
