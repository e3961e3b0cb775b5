"""The window's side of a practice game against the computer.

The :class:`~spectacular_bid.app.computer.ComputerPlayer` plays the computer's seat through the
controller; this module shows it to the person, on the table page:

- the person's hand stays in view all game: there is no handoff screen (the program sends each
  reveal itself), and the page always shows the person's seat view — the computer's hand only
  ever as tile backs, until the end-of-hand count (R41);
- the person is offered actions only when it is their turn and the computer is not playing;
  meanwhile keys and clicks are dropped (:meth:`ComputerPlay.playing`, read by the window's
  input guard);
- a "thinking…" mark by the computer's name while it thinks.

Its plays glide to their place like the person's (the table page's :mod:`~..motion`); the game
is not held back meanwhile.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from ..app.computer import ComputerPlayer
from ..app.controller import GameController, translate
from ..app.engine_client import EngineFailure
from ..app.messages import turn_draws, your_turn_text
from ..app.practice import Opponent
from ..core import Action, IllegalAction, SeatView, Stage

if TYPE_CHECKING:
    from .table.game_page import GamePage


class ComputerPlay(QObject):
    """Shows a practice game in a window. ``showing`` says whether the table page is on screen,
    ``redraw`` asks the window to show the game again. One per window; the computer player
    itself belongs to the controller."""

    def __init__(
        self,
        controller: GameController,
        showing: Callable[[], bool],
        redraw: Callable[[], None],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self.player = ComputerPlayer.of(controller)
        self._showing = showing
        self._redraw = redraw
        self.player.thinking_changed.connect(self._thinking_changed)
        self.player.failed.connect(self._thinking_changed)

    def detach(self) -> None:
        """Stop following the computer (the window is being replaced)."""
        self.player.thinking_changed.disconnect(self._thinking_changed)
        self.player.failed.disconnect(self._thinking_changed)

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
        """Whether the computer is playing now (thinking, or its move being sent): the
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
        """After the page showed the game: mark the computer's turn."""
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
            actions = self._last_actions()
            said = your_turn_text(actions[-1], view.players, translate, drawn=turn_draws(actions)) if actions else None
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
        page.say(text)

    def _last_actions(self, most: int = 40) -> list[Action]:
        """The game's last recorded actions, oldest first, up to ``most`` (the last: the
        computer's move being shown, after its draws), from the last that cannot be read on."""
        events = self.controller.session.record.events[-most:] if self.controller.has_game else ()
        actions: list[Action] = []
        for event in events:
            try:
                actions.append(event.action())
            except (ValueError, IllegalAction):
                actions.clear()
        return actions

    def failure_text(self, name: str, failure: EngineFailure) -> str:
        """What the person is told when the engine gave no usable answer: no move was played
        for the computer, whose clock runs on (R37). The engine's own words (its answer, its
        error, its last lines on stopping) are never repeated: it knows its hand, and they may
        name a tile the person may not see (R7, R41); only a command that could not start is
        told why, in words of the program's."""
        said = {
            "refused": self.tr("The engine playing {name} refused to decide."),
            "illegal": self.tr("The engine playing {name} chose a move the rules do not allow."),
            "unreadable": self.tr("The engine playing {name} gave an answer that cannot be read."),
            "timeout": self.tr("The engine playing {name} did not answer in time."),
            "unstartable": self.tr("The engine playing {name} could not be started: {detail}"),
        }.get(failure.code, self.tr("The engine playing {name} has stopped."))
        detail = failure.detail.rstrip() if failure.code == "unstartable" else ""
        if detail and not detail.endswith((".", "!", "?", "…")):
            detail += "."  # a sentence of its own ends before the next begins
        return said.format(name=name, detail=detail) + " " + self.tr("No move was played; its clock runs on.")

    # --- Following the computer -------------------------------------------------------------

    def _thinking_changed(self, thinking: bool) -> None:
        if self._showing():
            self._redraw()
