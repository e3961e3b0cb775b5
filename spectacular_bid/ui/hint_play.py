"""The window's side of a practice game's hints (issue 25): the table's hint row and the key.

The :class:`~spectacular_bid.app.hints.HintAdvisor` asks the engine, from the person's seat
record only; this shows its answer on the table page (:class:`~.table.hint_bar.HintBar`) and
offers the *Hint* button and key only on the person's decisions in a practice game. In a game
between two people the row is hidden and the key does nothing.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from ..app.controller import GameController, translate
from ..app.hints import HintAdvisor
from ..app.messages import hint_failed_text
from ..core import Action, Bid, Play, SeatView, Stage

if TYPE_CHECKING:
    from .table.game_page import GamePage


class HintPlay(QObject):
    """Shows hints in a window. ``showing`` says whether the table page is on screen,
    ``redraw`` asks the window to show the game again, ``may_act`` whether the person may act
    now (not while the computer plays)."""

    def __init__(
        self,
        controller: GameController,
        showing: Callable[[], bool],
        redraw: Callable[[], None],
        may_act: Callable[[], bool],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.advisor = HintAdvisor.of(controller)
        self._showing = showing
        self._redraw = redraw
        self._may_act = may_act
        self.advisor.changed.connect(self._changed)

    def detach(self) -> None:
        """Stop following the advisor (the window is being replaced)."""
        self.advisor.changed.disconnect(self._changed)

    def offered(self) -> bool:
        """Whether the person may ask for a hint now."""
        return self.advisor.offered() and self._may_act()

    def ask(self) -> None:
        """The person asked for a hint (the button or the key); nothing when none is offered."""
        if self.offered():
            self.advisor.ask()

    def decorate(self, page: GamePage, view: SeatView) -> None:
        """After the page showed the game: the hint row, in a practice game only."""
        bar = page.hint_bar
        practice = self.advisor.person() is not None
        if not practice or view.result is not None or view.stage not in (Stage.BIDDING, Stage.PLAY):
            bar.hide()
            return
        hint = self.advisor.hint
        failure = self.advisor.failure
        if hint is not None:
            said = hint.words(translate)
            if self._may_act():
                self._pick(page, hint.action(), hint.mirrored[0])
        elif failure is not None:
            said = hint_failed_text(failure.detail, translate)
        elif self.advisor.forced() and self._may_act():
            said = self.tr("One choice only: nothing to advise.")
        else:
            said = ""
        bar.set_state(self.offered(), said, thinking=self.advisor.thinking)
        bar.show()

    @staticmethod
    def _pick(page: GamePage, action: Action | None, alike: tuple[str, ...] = ()) -> None:
        """Pick what the hint advises, acting on nothing: its tile gets the keyboard (the line
        then says Enter plays it), its bid is the amount shown. A play-test read "play 6–5"
        and played 5–5 beside it, twice: the words alone did not point at the tile."""
        if isinstance(action, Play):
            page.advise(action, alike)  # with the ends where it gives the same game
        elif isinstance(action, Bid) and action.amount in page.bidding.amounts():
            page.bidding.set_amount(action.amount)

    def _changed(self) -> None:
        if self._showing():
            self._redraw()
