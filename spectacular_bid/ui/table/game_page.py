"""The in-game page: the table, both players' areas, the boneyard, the bidding and the log.

It shows one seat's :class:`~spectacular_bid.core.SeatView` — the device holder's — and
offers exactly the actions of its :class:`~spectacular_bid.core.Decision`. What a click means is worked out here only
to pick among those actions (which end, which tile) or to say why an attempt is not one of them;
every rule stays in the core.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QKeyEvent, QResizeEvent
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QSizePolicy,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from ...app.controller import translate
from ...app.messages import describe_refusal, end_text, no_fit_text, tile_text
from ...core import (
    Accept,
    Action,
    Bid,
    Decision,
    Draw,
    End,
    IllegalAction,
    Play,
    Refusal,
    SeatView,
    Stage,
    Table,
    Tile,
    Waive,
)
from .. import theme
from ..motion import Motion
from ..shortcuts import letter
from ..widgets.balance_widget import BalanceWidget
from ..widgets.clock_widget import ClockWidget
from ..widgets.name_label import NameLabel
from ..widgets.scroll_fade import ScrollFade
from ..widgets.steady_label import SteadyLabel
from .bidding_panel import BiddingPanel
from .hand_widget import BONEYARD_MIN_HEIGHT, BoneyardWidget, HandWidget
from .hint_bar import HintBar
from .table_widget import TableWidget

CARD_HEIGHT = 132
NAME_WIDTH = 130  #: the players' names column, at its narrowest
NAME_WIDEST = 170  #: the widest it grows for a name on one line ("L'Ordinateur 2")
NAME_WIDEST_BROKEN = 190  #: the widest it grows for a long name on two lines before the name is cut
EVENT_LINES = 6  #: the lines of events beside the table before the boneyard stops giving way to them


class PlayerStrip(QFrame):
    """One player's row: their hand (face up for the holder, backs for the other), their
    balance and their clock."""

    def __init__(self, hand: QWidget, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.hand = hand
        self.name = NameLabel(lines=2, least_px=theme.BODY_PX)  # a long name on two lines, smaller, rather than cut
        theme.set_role(self.name, "gold")
        self.name.setStyleSheet(f"font-size: {theme.LARGE_PX}px; font-weight: bold;")
        self.role = QLabel()
        theme.set_role(self.role, "muted")
        self.balance = BalanceWidget()
        self.clock = ClockWidget()
        for card in (self.balance, self.clock):
            card.set_name_whole_only(True)  # the row names the player whole, on two lines if need be
            card.setFixedHeight(CARD_HEIGHT)
            card.setMinimumWidth(200)
            card.setMaximumWidth(270)
        hand.setFixedHeight(CARD_HEIGHT)  # tiles shrink to keep one row, rather than grow the row
        names = QVBoxLayout()
        names.setContentsMargins(0, 0, 0, 0)
        names.addStretch(1)
        names.addWidget(self.name)
        names.addWidget(self.role)
        names.addStretch(1)
        self.names_box = QWidget()
        self.names_box.setLayout(names)
        self.names_box.setFixedWidth(NAME_WIDTH)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(10)
        row.addWidget(self.names_box)
        row.addWidget(hand, 3)
        row.addWidget(self.balance, 2)
        row.addWidget(self.clock, 2)

    def set_name(self, name: str) -> None:
        """Show ``name``, shortened with "…" when longer than the column (whole in its tooltip)."""
        self.name.set_name(name)

    def name_width(self) -> int:
        """The names' column this row's name would like: its whole name, on two lines when
        it is too long for one, within bounds."""
        whole = self.name.sizeHint().width()
        broken = self.name.broken_width()
        if whole > NAME_WIDEST and broken is not None and broken <= NAME_WIDEST_BROKEN:
            return max(NAME_WIDTH, broken)
        return min(NAME_WIDEST, max(NAME_WIDTH, whole))


class GamePage(QWidget):
    """The table page for the player holding the device.

    Signals: :attr:`action_chosen` with an action its decision listed,
    :attr:`explained` with a sentence when an attempt is not legal (nothing is sent then), and
    :attr:`tile_offered` when a tile that fits is chosen, its ends asked (a refusal before it
    is old news).
    """

    paintEvent = theme.felt_paint_event  # the felt ground

    action_chosen = Signal(object)
    explained = Signal(str)
    tile_offered = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        theme.set_role(self, "screen")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        theme.ensure_applied()
        self._view: SeatView | None = None
        self._decision: Decision | None = None
        self._legal: tuple[Action, ...] = ()
        self._selected: Tile | None = None
        self._advised: Play | None = None  # the play a hint advised in this decision (see advise)
        self._advised_ends: tuple[End, ...] = ()  # the ends where it gives the same game
        self.motion = Motion(self)  #: what moves into place over the page (the window says if motion is on)

        self.other_hand = HandWidget()
        self.other_hand.setAccessibleName(self.tr("The other player's hand, face down"))
        self.other_hand.set_tile_width(30)
        self.other = PlayerStrip(self.other_hand)
        self.own_hand = HandWidget()
        self.own_hand.set_tile_width(46)  # as large as the row allows; smaller when many tiles
        self.own = PlayerStrip(self.own_hand)
        self.table = TableWidget()
        self.table.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.bidding = BiddingPanel()
        self.bidding_holder = QWidget()
        holder = QVBoxLayout(self.bidding_holder)
        holder.setContentsMargins(0, 0, 0, 0)
        holder.addStretch(1)
        holder.addWidget(self.bidding, 0, Qt.AlignmentFlag.AlignHCenter)
        holder.addStretch(1)
        self.bidding.setMaximumWidth(960)
        self.centre = QStackedWidget()
        self.centre.addWidget(self.table)
        self.centre.addWidget(self.bidding_holder)
        self.boneyard = BoneyardWidget()
        self.log_title = QLabel(self.tr("What happened"))
        theme.set_role(self.log_title, "muted")
        self.log = QLabel()
        self.log.setTextFormat(Qt.TextFormat.RichText)  # a table: wrapped lines hang
        self.log.setWordWrap(True)
        self.log.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.log.setAccessibleName(self.tr("Recent events"))
        self.status = SteadyLabel()  # the table keeps its height from turn to turn
        theme.set_role(self.status, "panel")
        theme.as_written(self.status)
        # Read by its words, as it shows them (a name would stand in for them), then by this.
        self.status.setAccessibleDescription(self.tr("What to do now"))
        self.hint_bar = HintBar()  # a practice game's hints (shown by the window's HintPlay)
        self.hint_bar.hide()

        side = QVBoxLayout()
        side.setContentsMargins(0, 0, 0, 0)
        side.addWidget(self.boneyard, 0, Qt.AlignmentFlag.AlignHCenter)
        side.addSpacing(8)
        side.addWidget(self.log_title)
        # The events scroll, the latest at the bottom, rather than being cut on short windows.
        self._log_empty = True  # the log shows its hint, no event yet
        self.log_scroll = QScrollArea()
        self.log_scroll.setWidget(self.log)
        self.log_scroll.setWidgetResizable(True)
        self.log_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.log_scroll.setAccessibleName(self.log_title.text())  # a stop of the Tab order: named
        self.log_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.log_scroll.setStyleSheet("QScrollArea, QScrollArea > QWidget > QWidget { background: transparent; }")
        self.log_scroll.verticalScrollBar().rangeChanged.connect(self._follow_newest)
        # Scrolled to the newest, the top line is cut through its letters: faded, it reads as
        # more above rather than as stray marks under the heading.
        self.more_above = ScrollFade(self.log_scroll, theme.FELT, top=True)
        self.log_scroll.setMinimumHeight(2 * self.log.fontMetrics().lineSpacing())  # the boneyard gives way first
        side.addWidget(self.log_scroll, 1)
        side_box = self.side_box = QWidget()
        side_box.setLayout(side)
        side_box.setFixedWidth(250)
        side_box.installEventFilter(self)  # its height shared between the boneyard and the events

        middle = QHBoxLayout()
        middle.setSpacing(12)
        middle.addWidget(self.centre, 1)
        middle.addWidget(side_box)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(14, 10, 14, 10)
        layout.setSpacing(8)
        layout.addWidget(self.other)
        layout.addLayout(middle, 1)
        layout.addWidget(self.status)
        layout.addWidget(self.hint_bar)
        layout.addWidget(self.own)

        self.own_hand.tile_chosen.connect(self.choose_tile)
        self.own_hand.tile_lifted.connect(self.lift_tile)
        self.own_hand.nothing_fits.connect(self._pick_boneyard)
        self.own_hand.beyond.connect(self._beyond_hand)
        self.own_hand.focus_moved.connect(self._focus_moved)
        self.table.end_clicked.connect(self.choose_end)
        self.table.tile_dropped.connect(self.drop_tile)
        self.boneyard.clicked.connect(self.draw)
        self.boneyard.refused.connect(self.draw)  # which says why not
        self.boneyard.focus_changed.connect(self._boneyard_focus)
        self.bidding.waive.connect(lambda: self._send_first(Waive))
        self.bidding.accept.connect(lambda: self._send_first(Accept))
        self.bidding.bid.connect(self._bid)
        self.bidding.explained.connect(self.explained)

    # --- Showing --------------------------------------------------------------------------

    def show_game(self, view: SeatView, decision: Decision | None, log: Sequence[str]) -> None:
        """Show ``view`` (the device holder's), offering what ``decision`` allows (None:
        nothing), beside the events ``log``."""
        places = self.motion.places()  # where the hand's tiles stood: a play glides from there
        self._view = view
        self._decision = decision
        self._legal = decision.actions if decision is not None else ()
        if self._selected is not None and self._selected not in view.own_hand:
            self._selected = None
        if self._advised not in self._legal:  # another decision: that advice is past
            self._advised = None
        seat = view.seat
        names = view.players
        for strip, s in ((self.own, seat), (self.other, 1 - seat)):
            strip.set_name(names[s])
            strip.role.setText(self._role_text(view, s))
            strip.balance.set_player(names[s])
            strip.balance.set_points(view.points[s])
            strip.clock.set_player(names[s])
        column = max(self.own.name_width(), self.other.name_width())  # one column: the hands line up
        for strip in (self.own, self.other):
            strip.names_box.setFixedWidth(column)
        self.update_clocks(view)
        self.other_hand.set_face_down(view.other_count)
        # While bidding no tile is played: show the hand plainly, nothing dimmed.
        self.own_hand.set_tiles(view.own_hand, None if view.stage is Stage.BIDDING else self._playable())
        self.own_hand.set_selected(self._selected)
        last = len(view.table.plays) - 1 if view.table.plays else None
        self.table.set_table(view.table, last)
        self._show_targets()
        self.boneyard.set_count(view.boneyard_count)
        self.boneyard.set_enabled_for_draw(any(isinstance(a, Draw) for a in self._legal))
        self.show_log(log)
        bidding = view.stage is Stage.BIDDING
        self.centre.setCurrentWidget(self.bidding_holder if bidding else self.table)
        self.status.setVisible(not bidding)  # the bidding panel says what to do
        self.side_box.setVisible(not bidding)  # and takes the whole width: no tile moves meanwhile
        if bidding:
            self.bidding.set_situation(view, decision)
        self.say(self._status_text(view))
        self.take_keyboard()  # the hand, or the bidding panel (a reveal into it left the keyboard on the hand)
        self.motion.follow(view, places)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """A tile's number, pressed where the focus is elsewhere on the page (the table, after
        a click on it), still chooses the tile."""
        on_table = self.centre.currentWidget() is self.table
        digit = Qt.Key.Key_1 <= event.key() <= Qt.Key.Key_9
        if on_table and digit and self.own_hand.handle_key(event):
            return
        if digit and self.centre.currentWidget() is self.bidding_holder:
            self.bidding.say_keys()
            return
        super().keyPressEvent(event)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.side_box and event.type() == QEvent.Type.Resize:
            self._share_side()
        return False

    def _share_side(self) -> None:
        """The boneyard gives way to the events beside the table, down to its least height,
        before they get fewer than :data:`EVENT_LINES` lines: in the guided game at 1024×640 the
        boneyard kept 102 px of its 118 while the events had two lines, the first faded."""
        boneyard, events = self.boneyard, self.log_scroll
        rest = self.side_box.height() - boneyard.height() - events.height()  # the heading, the spacing
        wanted = EVENT_LINES * self.log.fontMetrics().lineSpacing()
        room = self.side_box.height() - rest - wanted
        tallest = max(BONEYARD_MIN_HEIGHT, min(boneyard.sizeHint().height(), room))
        if boneyard.maximumHeight() != tallest:
            boneyard.setMaximumHeight(tallest)

    def take_keyboard(self) -> None:
        """Take the keyboard where the game's keys act: the bidding panel while bidding, else
        the hand."""
        (self.bidding if self.centre.currentWidget() is self.bidding_holder else self.own_hand).setFocus()

    def show_log(self, log: Sequence[str]) -> None:
        """Show the latest of the game's events ``log`` (in words) beside the table."""
        recent = list(log)[-20:]  # the log scrolls to the latest
        self._log_empty = not recent  # the hint in its place reads from its first line
        theme.set_role(self.log, "" if recent else "muted")  # the hint, quieter than events
        placeholder = self.tr("Scores, draws, passes and bids will show here as they happen.")
        self.log.setText(theme.hanging_list(recent) if recent else placeholder)
        self.log.setAccessibleDescription(theme.plain_list(recent))
        # As tall as its text at the width it will have beside a scroll bar: the area scrolls.
        # The height a label asks for counts its minimum: measured without the last one, or a
        # shorter list (a new game's) would keep the last game's height, scrolled to its foot.
        room = self.side_box.width() - self.log_scroll.verticalScrollBar().sizeHint().width()
        self.log.setMinimumHeight(0)
        self.log.setMinimumHeight(self.log.heightForWidth(max(room, 1)))
        # Filled behind the handoff, a hidden scroll area would keep the last game's height,
        # the new game's few lines at the foot of an empty band: start from the least height,
        # which the area then grows to its view.
        self.log.resize(self.log.width(), self.log.minimumHeight())

    def _follow_newest(self, _low: int, high: int) -> None:
        """Keep the newest event in view: scrolled to the end, and once the list scrolls, its
        text at the foot of the label. QLabel reckons a long rich-text list taller than it
        draws it; with the text at the top, that blank room at the foot pushed the newest
        lines out of view above."""
        if self._log_empty:  # the hint, not an event: from its first line
            self.log.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
            self.log_scroll.verticalScrollBar().setValue(0)
            return
        vertical = Qt.AlignmentFlag.AlignBottom if high > 0 else Qt.AlignmentFlag.AlignTop
        self.log.setAlignment(vertical | Qt.AlignmentFlag.AlignLeft)
        self.log_scroll.verticalScrollBar().setValue(high)

    def conceal(self) -> None:
        """Forget the hand and the position shown, while another screen covers the page (R41).

        Hiding the page is not enough: its widgets would keep their tiles' names and tooltips,
        which a screen reader or an inspector can read behind the handoff screen. Nothing of
        the page can act meanwhile either: it offers no action until :meth:`show_game`.
        """
        self.motion.stop()
        self.motion.forget_hand()
        self._view = None
        self._decision = None
        self._legal = ()
        self._selected = None
        self._advised = None
        self.bidding.forget()
        self.own_hand.set_tiles(())
        self.other_hand.set_face_down(0)
        self.table.set_table(Table())
        self.table.clear_targets()
        self.say("")

    def resizeEvent(self, event: QResizeEvent) -> None:
        """On short windows the players' rows get lower, leaving the table its room.

        The holder's row never gets lower than two rows of the smallest tiles (a hand of 21,
        R20, stands in two rows); what that takes the other player's row gives back, its tiles
        being backs that may shrink further, so that the table and the bidding panel keep their
        height."""
        rows = max(92, min(CARD_HEIGHT, int(self.height() * 0.19)))
        own = max(rows, self.own_hand.rows_height(2))
        for strip, height in ((self.own, own), (self.other, 2 * rows - own)):
            for widget in (strip.balance, strip.clock, strip.hand):
                widget.setFixedHeight(height)
        super().resizeEvent(event)

    def update_clocks(self, view: SeatView) -> None:
        """Show both clocks as ``view`` reads them."""
        seat = view.seat
        for strip, s in ((self.own, seat), (self.other, 1 - seat)):
            strip.clock.set_reading(view.clock(s))

    def _role_text(self, view: SeatView, seat: int) -> str:
        if view.jockey == seat:
            return self.tr("jockey")
        return ""

    def _status_text(self, view: SeatView) -> str:
        if view.stage is Stage.BIDDING:
            if view.bid is None:  # the first word (R27)
                return self.tr("Your decision: waive, or bid for the right to open this hand.")
            return self.tr("Your decision: accept the bid, or overbid for the right to open this hand.")  # R28
        if not view.table.plays:
            tile = self._decision.opening_tile if self._decision is not None else None
            if tile is not None:
                place = self._digit_of(tile)
                if place:  # its digit chooses it (the hand's keys)
                    return self.tr(
                        "You open this hand by rank with {tile}: the highest double, or without one the highest "
                        "pip total. Click it, or press {key}."
                    ).format(tile=tile_text(tile), key=place)
                return self.tr(
                    "You open this hand by rank with {tile}: the highest double, or without one the highest "
                    "pip total. Click it."
                ).format(tile=tile_text(tile))
            if self.own_hand.focused_tile() is None and self._selected is None:
                return self.tr("You open this hand: play any tile from your hand.")
            # A tile picked (by the keys or a hint) says so, as below: the hint's pick went unsaid.
        if any(isinstance(a, Draw) for a in self._legal):
            if self.boneyard.hasFocus():  # a play-test's first Enter seemed to do nothing
                return self.tr("No tile fits, and the boneyard is picked: press Enter to draw.")
            return self.tr("No tile fits: draw from the boneyard (click it, or press {key}).").format(
                key=letter("play", "draw")
            )
        if self._selected is not None:
            ends = [a.end for a in self._legal if isinstance(a, Play) and a.tile is self._selected and a.end]
            if not ends:  # it opens the hand: the line read "Choose where 5–4 goes: ." (a play-test)
                return self.tr("Drop {tile} on the table to open the hand.").format(tile=tile_text(self._selected))
            named = (self.tr("{end} ({key})").format(end=self._end_name(e), key=letter("play", e.value)) for e in ends)
            return self.tr("Choose where {tile} goes: {ends}.").format(
                tile=tile_text(self._selected), ends=", ".join(named)
            )
        picked = self.own_hand.focused_tile()
        playable = self._playable()
        advised = self._advised
        if advised is not None and advised.tile is picked and advised.end is not None and not self._one_way(picked):
            # A play-test pressed Enter on the tile a hint picked and was asked the end the hint
            # had named: that end's key plays it there at once.
            keys = [letter("play", e.value) for e in self._advised_ends]
            if len(keys) > 1:  # the same game at each (a French play-test read one named "as advised")
                return self.tr(
                    "{tile} is picked: press {keys} or {last} to play it as the hint advises (the same game at "
                    "either end), or Enter to choose where it goes."
                ).format(tile=tile_text(picked), keys=", ".join(keys[:-1]), last=keys[-1])
            return self.tr(
                "{tile} is picked: press {key} to play it at the {end} end, as the hint advises, or Enter to "
                "choose where it goes."
            ).format(tile=tile_text(picked), key=letter("play", advised.end.value), end=self._end_name(advised.end))
        if picked is not None and picked in playable:
            if len(playable) == 1:  # the arrows stop on it alone (a review read "or ←/→ for another")
                if not self._one_way(picked):
                    return self.tr("{tile} is picked: press Enter to choose where it goes.").format(
                        tile=tile_text(picked)
                    )
                return self.tr("{tile} is picked: press Enter to play it.").format(tile=tile_text(picked))
            if not self._one_way(picked):
                return self.tr(
                    "{tile} is picked: press Enter to choose where it goes, or ←/→ for another tile."
                ).format(tile=tile_text(picked))
            return self.tr("{tile} is picked: press Enter to play it, or ←/→ for another tile.").format(
                tile=tile_text(picked)
            )
        if len(view.own_hand) > 9:  # the digits reach the first nine only
            return self.tr("Your turn: play a highlighted tile (click it, pick it with ←/→ and Enter, or drag it).")
        return self.tr("Your turn: play a highlighted tile (click it, press 1–9, or drag it to an end).")

    def _playable(self) -> set[Tile]:
        return {a.tile for a in self._legal if isinstance(a, Play)}

    def _show_targets(self) -> None:
        tile = self._selected
        if tile is None:
            self.table.clear_targets()
            return
        # None: the empty table's opening slot, where a tile dragged opens the hand (a play-test's
        # drag there at a free opening stayed in the hand, no slot offered).
        ends = [a.end for a in self._legal if isinstance(a, Play) and a.tile is tile]
        self.table.set_targets(ends)

    # --- Intents --------------------------------------------------------------------------

    def choose_tile(self, tile: Tile) -> None:
        """The player picked ``tile`` in their hand: play it if it can go only one way (or
        beside a lone double, whose two sides look alike: nothing to choose), else select it
        and show where it can go. Ends alike to the rules only (a mirror image, R12–R16) are
        still the player's choice (R11): the tables they leave do not look the same."""
        plays = [a for a in self._legal if isinstance(a, Play) and a.tile is tile]
        if not plays:
            self.explained.emit(self._why_not(tile))
            return
        if self._one_way(tile):
            self._play(plays[0])
            return
        self._offer(tile)

    def _one_way(self, tile: Tile) -> bool:
        """Whether choosing ``tile`` plays it, with no end to choose: it fits one end, opens the
        hand (which names none), or goes beside a lone double, whose west and east sides are
        one the other's mirror (R13)."""
        ends = {a.end for a in self._legal if isinstance(a, Play) and a.tile is tile}
        view = self._view
        lone = view is not None and len(view.table.plays) == 1 and view.table.plays[0].tile.is_double
        return len(ends) == 1 or lone

    def lift_tile(self, tile: Tile) -> None:
        """The player started dragging ``tile``: choose it and offer where it can go, but play
        nothing, even where it fits one end only: the drop plays it (a play at the drag's start
        was made before the tile reached the table, and its picture then floated over the
        handoff screen, R41); a drag let go elsewhere plays nothing."""
        if not any(isinstance(a, Play) and a.tile is tile for a in self._legal):
            self.explained.emit(self._why_not(tile))
            return
        self._offer(tile)

    def offer_tile(self, tile: Tile) -> None:
        """Select ``tile`` and show where it can go, playing nothing (a choice carried over to
        a window rebuilt in another language); nothing when it cannot be played."""
        if any(isinstance(a, Play) and a.tile is tile for a in self._legal):
            self._offer(tile)

    def say(self, text: str) -> None:
        """Show ``text`` as what to do now: on the status line, and as the page's description,
        which a screen reader reads (a keyboard probe heard "play a highlighted tile" while the
        line asked where the chosen tile goes)."""
        self.status.setText(text)
        self.setAccessibleDescription(text)

    def _offer(self, tile: Tile) -> None:
        """Select ``tile`` and show the ends it can go to."""
        self._selected = tile
        self.own_hand.set_selected(tile)
        self._show_targets()
        self.say_again()
        self.tile_offered.emit()

    def choose_end(self, end: End) -> None:
        """The player clicked an open end (or pressed its key): the chosen tile goes there; with
        none chosen, the tile the keyboard picked, if it fits there (a play-test saw its tile
        still picked after a refused end, pressed the right end's key and was asked for a
        tile), else the one tile that fits there."""
        tile = self._selected
        picked = self.own_hand.focused_tile()
        if tile is None and any(isinstance(a, Play) and a.tile is picked and a.end is end for a in self._legal):
            tile = picked
        if tile is None:
            plays = [a for a in self._legal if isinstance(a, Play) and a.end is end]
            if len({a.tile for a in plays}) == 1:
                self._play(plays[0])
            else:
                self.explained.emit(self.tr("First choose a tile from your hand."))
            return
        self.drop_tile(tile, end)

    def drop_tile(self, tile: Tile, end: End) -> None:
        """The player put ``tile`` at ``end`` (clicked, or dragged there)."""
        for action in self._legal:
            if isinstance(action, Play) and action.tile is tile and action.end is end:
                self._play(action)
                return
        if any(isinstance(a, Play) and a.tile is tile for a in self._legal):
            shows = self._view.open_ends.get(end) if self._view else None
            if shows is None:
                why = self._refusal(Refusal.END_NOT_OPEN, end=end)
            else:
                why = self._refusal(Refusal.DOES_NOT_FIT, tile=tile, end=end, shows=shows)
            if self._selected is tile and self._view is not None:  # the ends it goes to, said again
                # (a play-test pressed S and lost the list of the keys that would play it)
                why = self.tr("{why}. {ends}").format(why=why, ends=self._status_text(self._view))
            self.explained.emit(why)
        else:
            self.explained.emit(self._why_not(tile))

    def _play(self, action: Play) -> None:
        """Send ``action``: the tile choice is spent, whether the play is taken or not.

        A play that is not taken — a legal move the tutorial's step does not ask for, a rule
        or the clock saying no — changes no state, so the page is not shown again: the hand
        would go on showing the tile raised as chosen, and its ends offered, while the page
        holds no tile, and the next end key would ask for a tile first."""
        self._selected = None
        self.action_chosen.emit(action)
        if self.own_hand.selected() is not None:
            self.own_hand.set_selected(None)
        self._show_targets()

    def _beyond_hand(self, held: int) -> None:
        """A digit beyond the hand: say which digits choose a tile (a play-test pressed 7 with
        six tiles, and nothing happened while the clock ran); in the bidding, its keys."""
        if self.centre.currentWidget() is self.bidding_holder:
            self.bidding.say_keys()  # a tile clicked there gave the hand the keyboard
            return
        if not any(isinstance(a, Play) for a in self._legal):
            return  # no tile to choose now: the digits in the hand say why
        if held == 1:
            self.explained.emit(self.tr("You hold one tile: press 1 to choose it."))
        elif held:
            self.explained.emit(self.tr("You hold {count} tiles: press 1 to {count} to choose one.").format(count=held))

    def _pick_boneyard(self) -> None:
        """Enter with no tile that fits: the keyboard goes to the boneyard, and Enter again
        draws, as Enter picks a tile that fits, then plays it."""
        if self.boneyard.is_enabled_for_draw():
            self.boneyard.setFocus(Qt.FocusReason.OtherFocusReason)

    def advise(self, play: Play, alike: Sequence[str] = ()) -> None:
        """A hint advises ``play``: its tile gets the keyboard, and the line says the key of the
        end advised, or of each end in ``alike`` (the ends, its own among them, where the play
        gives the same game, R13), plays nothing."""
        if play in self._legal and self.own_hand.selected() is None:
            self._advised = play
            ends = tuple(End(e) for e in alike if e in {end.value for end in End})
            self._advised_ends = ends if play.end in ends else ((play.end,) if play.end is not None else ())
            self.own_hand.focus_tile(play.tile)
            self.say_again()

    def _boneyard_focus(self) -> None:
        """Say what Enter does once the keyboard is on the boneyard, and no more once it left."""
        if self._view is not None and any(isinstance(a, Draw) for a in self._legal):
            self.say_again()

    def draw(self) -> None:
        """The player asked to draw from the boneyard."""
        for action in self._legal:
            if isinstance(action, Draw):
                self.action_chosen.emit(action)
                return
        view = self._view
        if view is not None and view.stage is Stage.PLAY and view.to_act == view.seat and not view.table.plays:
            self.explained.emit(self.tr("The hand opens with a tile, not a draw: play a tile from your hand."))
        elif self._view is not None and self._view.stage is Stage.PLAY and self._playable():
            self.explained.emit(self.tr("You have a tile that fits: play it (you may draw only when none fits)."))
        else:
            self.explained.emit(self.tr("You cannot draw now."))

    def clear_selection(self) -> None:
        """Forget the selected tile, and say again what the turn asks (the line may hold why
        an end was refused, which no longer applies). A tile that has the keyboard gives it
        back to the hand, where Enter picks the first tile that fits: a tile a digit picked
        that fits nowhere kept it, and Enter tried it again and again, the clock running."""
        self._selected = None
        self.own_hand.set_selected(None)
        focused = QApplication.focusWidget()
        if focused is not None and self.own_hand.isAncestorOf(focused):
            self.own_hand.setFocus(Qt.FocusReason.OtherFocusReason)
        self._show_targets()
        self.say_again()

    def _focus_moved(self) -> None:
        """Say what Enter does on the tile that has the keyboard now (a play-test pressed Enter,
        saw only a dashed ring come to a tile, and thought the key did nothing) — on the
        player's turn to play, no tile chosen: other lines are not the hand's to replace."""
        if self._selected is None and self._view is not None and self._playable():
            self.say_again()

    def say_again(self) -> None:
        """Say again what the turn asks, in place of a passing word."""
        if self._view is not None:
            self.say(self._status_text(self._view))

    def _send_first(self, kind: type) -> None:
        for action in self._legal:
            if isinstance(action, kind):
                self.action_chosen.emit(action)
                return
        self.explained.emit(self.tr("That is not possible now."))

    def _bid(self, amount: int) -> None:
        for action in self._legal:
            if isinstance(action, Bid) and action.amount == amount:
                self.action_chosen.emit(action)
                return
        self.explained.emit(self.tr("A bid of {n} is not possible now.").format(n=amount))

    def _end_name(self, end: End) -> str:
        return end_text(end, translate)

    def _refusal(self, code: Refusal, **params: object) -> str:
        """The rules' refusal ``code`` in words, as a refused action would be told."""
        names = self._view.players if self._view is not None else ("", "")
        return describe_refusal(IllegalAction(code, **params), names, translate)

    def _digit_of(self, tile: Tile) -> int:
        """The digit that chooses ``tile`` in the hand, or 0 where none does (past the ninth)."""
        tiles = self.own_hand.tiles()
        place = tiles.index(tile) + 1 if tile in tiles else 0
        return place if place <= 9 else 0

    def _why_not(self, tile: Tile) -> str:
        view = self._view
        if view is not None and view.stage is Stage.BIDDING and (keys := self.bidding.keys_text()):
            return keys  # what the bidding takes (a French play-test read "Not now: …" and no more)
        if view is None or view.stage is not Stage.PLAY:
            return self._refusal(Refusal.OUT_OF_PHASE, awaiting=view.awaiting if view is not None else None)
        if not self._legal and view.to_act is not None and view.to_act != view.seat:
            # The other player's turn (the computer's): "fits no open end (the ends show )" was
            # said of an empty table (a review).
            return self.tr("Not your turn: {name} is to play.").format(name=view.players[view.to_act])
        forced = self._decision.opening_tile if self._decision is not None else None
        if forced is not None:  # said to the player holding the device, as the turn's line is
            place = self._digit_of(forced)
            if place:
                return self.tr("This hand opens by rank: you must open with {tile} (press {place}).").format(
                    tile=tile_text(forced), place=place
                )
            return self.tr("This hand opens by rank: you must open with {tile}.").format(tile=tile_text(forced))
        if any(isinstance(a, Draw) for a in self._legal):
            return no_fit_text(tile, None, translate)
        return no_fit_text(tile, tuple(view.open_ends.values()), translate)
