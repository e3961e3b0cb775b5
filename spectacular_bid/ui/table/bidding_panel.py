"""The bidding for the opening (R27–R35): waive, accept, or bid one of the legal amounts.

:class:`BiddingPanel` is told the whole situation by :meth:`BiddingPanel.set_situation` — the
seat's view and its decision as the rules work it out (``core.decision_for``: the legal bids,
the net cost of each, which of waive and accept are allowed) — and only shows it and emits what
the player chose. The amount stepper moves through exactly the bids allowed. Before any bid is
sent the panel spells out what it would cost, jockey discount included (R30), and warns when
that cost is the whole balance (R32: accepted, it loses the game at once).

Keyboard (while the panel is visible in the active window): the bidding letters of the
interface's language (:data:`~spectacular_bid.ui.shortcuts.LETTERS`: in English W waive,
A accept, B bid; in French R, A, E), Enter bids too, Up/Down (or + and −) change the amount by
one step, Home/End the smallest/largest amount.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QKeySequence, QResizeEvent, QShortcut
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ...core import Accept, BidOption, Decision, SeatView, Waive
from .. import theme
from ..shortcuts import letter, letter_keys

#: The panel's size where the window has room for it, and the least it needs.
PANEL_WIDTH, PANEL_HEIGHT = 960, 400
PANEL_MIN_WIDTH, PANEL_MIN_HEIGHT = 900, 280


class BiddingPanel(QFrame):
    """The bidding decision of one player. Signals: :attr:`waive`, :attr:`accept`, :attr:`bid`."""

    waive = Signal()  #: the player waives: the jockey opens, nobody pays (R27)
    accept = Signal()  #: the player accepts the standing bid (R28–R29)
    bid = Signal(int)  #: the player bids this amount (R27–R28)
    explained = Signal(str)  #: why a key did nothing: the choice it names is not offered now
    amount_moved = Signal()  #: the amount chosen changed: a word about the last one is old news

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        theme.set_role(self, "navy")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        theme.ensure_applied()
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAccessibleName(self.tr("Bidding for the opening"))
        self._bids: tuple[BidOption, ...] = ()
        self._amounts: tuple[int, ...] = ()
        self._index = 0
        self._balance = 0
        self._other_name = ""  # the other player, who would accept or overbid
        self._situation: tuple[object, ...] | None = None  # the decision shown (see set_situation)

        self.title = QLabel(self.tr("Bidding for the opening"))
        theme.set_role(self.title, "title")
        self.title.setStyleSheet(f"font-size: {theme.LARGE_PX}px;")
        self.title.setWordWrap(True)
        self.who = QLabel()
        theme.set_role(self.who, "subtitle")
        self.who.setWordWrap(True)
        self.standing = QLabel()
        theme.set_role(self.standing, "panel")
        self.standing.setWordWrap(True)
        self.jockey = QLabel()
        theme.set_role(self.jockey, "gold")
        self.jockey.setWordWrap(True)
        self.discount_rule = QLabel()
        theme.set_role(self.discount_rule, "muted")
        self.discount_rule.setWordWrap(True)

        # The amount stepper: − [amount] +
        self.down_button = QToolButton()
        self.down_button.clicked.connect(lambda: self.step(-1))
        self.up_button = QToolButton()
        self.up_button.clicked.connect(lambda: self.step(1))
        for button in (self.down_button, self.up_button):
            theme.set_role(button, "secondary")
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.setMinimumWidth(64)
        self.amount_label = QLabel()
        theme.set_role(self.amount_label, "big")
        self.amount_label.setStyleSheet(f"font-size: {theme.HUGE_PX - 12}px;")
        self.amount_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.amount_label.setMinimumWidth(120)
        self.range_label = QLabel()
        theme.set_role(self.range_label, "muted")
        self.range_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.range_label.setWordWrap(True)
        self.stepper_box = QWidget()
        stepper = QHBoxLayout(self.stepper_box)
        stepper.setContentsMargins(0, 0, 0, 0)
        stepper.setSpacing(3)
        stepper.addStretch(1)
        stepper.addWidget(self.down_button)
        stepper.addWidget(self.amount_label)
        stepper.addWidget(self.up_button)
        stepper.addStretch(1)

        self.cost = QLabel()
        theme.set_role(self.cost, "subtitle")
        self.cost.setStyleSheet(f"font-size: {theme.BODY_PX + 1}px; font-weight: bold;")
        self.cost.setWordWrap(True)
        self.cost.setAlignment(Qt.AlignmentFlag.AlignCenter)
        # What the bid would do to the balance; the whole-balance warning takes its place (R32).
        self.after = QLabel()
        theme.set_role(self.after, "muted")
        self.after.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.after.setWordWrap(True)
        self.warning = QLabel()
        theme.set_role(self.warning, "warning")
        self.warning.setWordWrap(True)  # its padding: see _arrange
        self.warning.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.warning.hide()

        self.bid_button = QPushButton()
        self.bid_button.clicked.connect(self._emit_bid)
        self.accept_button = QPushButton()
        self.accept_button.clicked.connect(self._emit_accept)
        self.waive_button = QPushButton()
        self.waive_button.clicked.connect(self._emit_waive)
        for secondary in (self.accept_button, self.waive_button):
            theme.set_role(secondary, "secondary")
        self.accept_hint = QLabel()
        theme.set_role(self.accept_hint, "muted")
        self.accept_hint.setWordWrap(True)
        self.waive_hint = QLabel()
        theme.set_role(self.waive_hint, "muted")
        self.waive_hint.setWordWrap(True)

        self.buttons_box = QWidget()
        buttons = QHBoxLayout(self.buttons_box)
        buttons.setContentsMargins(0, 0, 0, 0)
        buttons.setSpacing(10)
        buttons.addWidget(self.bid_button, 3)
        buttons.addWidget(self.accept_button, 2)
        buttons.addWidget(self.waive_button, 2)

        # Two columns, so that the panel fits beside the hands at 1024×640: the situation on
        # the left, the decision and what each choice means on the right. Lines whose text
        # changes from one decision to the next keep room for two lines, so nothing moves.
        self.situation_box = QWidget()  # the rules may lie over it in a narrow window (R47)
        situation = QVBoxLayout(self.situation_box)
        situation.setContentsMargins(0, 0, 0, 0)
        situation.setSpacing(4)
        situation.addWidget(self.title)
        situation.addWidget(self.who)
        situation.addWidget(self.standing)
        situation.addWidget(self.jockey)
        situation.addWidget(self.discount_rule)
        situation.addStretch(1)
        self.decision = decision = QVBoxLayout()
        # At 1024×600 the whole-balance warning takes three lines in English: with these gaps
        # the amount's − and + buttons keep their height beside it.
        decision.setSpacing(3)
        decision.addWidget(self.stepper_box)
        decision.addWidget(self.range_label)
        decision.addWidget(self.cost)
        decision.addWidget(self.after)
        decision.addWidget(self.warning)
        decision.addStretch(1)
        decision.addWidget(self.buttons_box)
        decision.addWidget(self.accept_hint)
        decision.addWidget(self.waive_hint)
        self.columns = columns = QHBoxLayout()
        columns.setSpacing(22)
        columns.addWidget(self.situation_box, 1)
        columns.addLayout(decision, 1)
        # Short of height (the tutorial's coach above), the amount and the buttons go in one
        # row across the foot of the panel; empty otherwise, it then takes no room.
        self.foot = QHBoxLayout()
        self.foot.setSpacing(16)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(20, 4, 20, 4)  # tight: the smallest window is 1008×561 inside
        layout.setSpacing(6)
        layout.addLayout(columns, 1)
        layout.addLayout(self.foot)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        self._compact = False
        self._can_accept = self._can_waive = False
        self._dress()

        self._shortcuts: list[QShortcut] = []
        for keys, slot in (
            (tuple(letter_keys("bidding", "waive")), self._emit_waive),
            (tuple(letter_keys("bidding", "accept")), self._emit_accept),
            (("Return", "Enter"), self._enter),
            (tuple(letter_keys("bidding", "bid")), self._emit_bid),
            (("Up", "PgUp", "+", "=", "Num++"), lambda: self.step(1)),  # "=": + without Shift on many keyboards
            (("Down", "PgDown", "-", "Num+-"), lambda: self.step(-1)),
            (("Home",), self.set_smallest),
            (("End",), self.set_largest),
        ):
            for key in keys:
                shortcut = QShortcut(QKeySequence(key), self)
                shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
                shortcut.activated.connect(slot)
                self._shortcuts.append(shortcut)
        # Every line may hold a name (the accepted-at-once lines name the other player, once
        # missed here): all are plain text, none is read as formatting.
        theme.as_written(*self.findChildren(QLabel))
        self._show("", "", False, None, None, 0, Decision(0, ()))

    # --- its size, the same whatever it says --------------------------------------------------

    def sizeHint(self) -> QSize:
        """The same for every decision, so that the panel keeps its size from one to the next
        (the page gives it less on a small screen)."""
        return QSize(PANEL_WIDTH, PANEL_HEIGHT)

    def minimumSizeHint(self) -> QSize:
        """Room for the longest texts at the smallest window (1024×600)."""
        return QSize(PANEL_MIN_WIDTH, PANEL_MIN_HEIGHT)

    def hasHeightForWidth(self) -> bool:
        """No: the panel's height does not follow its text (see :meth:`sizeHint`)."""
        return False

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Below the least height it needs (:data:`PANEL_MIN_HEIGHT`: the tutorial's coach
        takes room above), the panel draws compactly: see :meth:`_arrange`."""
        super().resizeEvent(event)
        self._arrange(compact=self.height() < PANEL_MIN_HEIGHT)
        if self._compact:
            self._show_parts()  # which lines have room changes with the height

    def is_compact(self) -> bool:
        """Whether the panel draws compactly, short of height."""
        return self._compact

    def _arrange(self, *, compact: bool) -> None:
        """Lay the panel out in full, or compactly: the title (the coach says it), the
        discount rule, the range of amounts and what accepting or waiving does go to
        tooltips where no column has room for them (:meth:`_show_parts`); the amount and the
        buttons take one row across the foot; the boxes are padded less. Who decides, the
        balance, the standing bid, the amount, its cost and the whole-balance warning stay in
        view."""
        if compact == self._compact:
            return
        self._compact = compact
        for box in (self.stepper_box, self.buttons_box):
            (self.decision if compact else self.foot).removeWidget(box)
        if compact:
            self.foot.addWidget(self.stepper_box)
            self.foot.addWidget(self.buttons_box, 1)
        else:
            self.decision.insertWidget(0, self.stepper_box)
            self.decision.insertWidget(self.decision.count() - 2, self.buttons_box)  # above the hints
        self._dress()

    def _dress(self) -> None:
        """Pad the boxes and show the lines as the panel's arrangement wants them."""
        padding = "padding: 4px 10px;" if self._compact else ""
        self.standing.setStyleSheet(f"font-size: {theme.BODY_PX + 1}px; font-weight: bold; {padding}")
        self.warning.setStyleSheet(padding)
        for label, lines in ((self.cost, 2), (self.after, 2), (self.warning, 2)):
            label.setMinimumHeight(lines * label.fontMetrics().lineSpacing())
        self._show_parts()

    def _show_parts(self) -> None:
        """Show the lines the panel's arrangement keeps in view (see :meth:`_arrange`). Compact,
        the title, the discount rule (R30), the range of amounts (R31) and what accepting or
        waiving does still show where a column has room for them: at 1024×600, beside the hint's
        row of a practice game, they went while a third of the panel stood empty (a play-test).
        The discount rule keeps its place under the jockey line where the title fits above it;
        else what accepting or waiving does and the range go under the cost first, then the
        rule under them or beside the jockey line, and the title takes what is left above."""
        full = not self._compact
        if full:
            self._place_discount(under_cost=False)
            for part in (self.title, self.discount_rule, self.range_label):
                part.setVisible(True)
            self.accept_hint.setVisible(self._can_accept)
            self.waive_hint.setVisible(self._can_waive)
            return
        for part in (self.title, self.discount_rule, self.range_label, self.accept_hint, self.waive_hint):
            part.setVisible(False)
        left = (self.who, self.standing, self.jockey)
        right = (self.cost, self.after, self.warning)
        outer = self.layout()
        assert outer is not None
        margins = outer.contentsMargins()
        room = self.height() - margins.top() - margins.bottom() - outer.spacing() - self.foot.sizeHint().height()
        width = (self.width() - margins.left() - margins.right() - self.columns.spacing()) // 2
        rule, title = self._height(self.discount_rule, width), self._height(self.title, width)
        beside = self._room(left, width, room)
        placed = beside >= rule + title  # the rule under the jockey line, the title above: all in view
        if placed:
            self._place_discount(under_cost=False)
            self.discount_rule.setVisible(True)
            beside -= rule
        # What the buttons do and the amounts allowed, under the cost, before the rule goes there:
        # a play-test at 1024×640 read neither, where the cost line already showed the discount.
        for part, wanted in (
            (self.accept_hint, self._can_accept),
            (self.waive_hint, self._can_waive),
            (self.range_label, True),
        ):
            if wanted and self._room(right, width, room) >= self._height(part, width):
                part.setVisible(True)
                right = (*right, part)
        if not placed and self._room(right, width, room) >= rule:
            self._place_discount(under_cost=True)
            self.discount_rule.setVisible(True)
        elif not placed and beside >= rule:
            self._place_discount(under_cost=False)
            self.discount_rule.setVisible(True)
            beside -= rule
        self.title.setVisible(beside >= title)

    def _place_discount(self, *, under_cost: bool) -> None:
        """Put the discount rule under the jockey line, or ``under_cost`` in the other column."""
        situation = self.situation_box.layout()
        assert isinstance(situation, QVBoxLayout)
        if (self.decision.indexOf(self.discount_rule) >= 0) == under_cost:
            return
        if under_cost:
            situation.removeWidget(self.discount_rule)
            self.decision.insertWidget(self.decision.indexOf(self.warning) + 1, self.discount_rule)
            self.discount_rule.setAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
        else:
            self.decision.removeWidget(self.discount_rule)
            situation.insertWidget(situation.indexOf(self.jockey) + 1, self.discount_rule)
            self.discount_rule.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)

    def _height(self, part: QWidget, width: int) -> int:
        """``part``'s height at ``width``, with the gap above it."""
        height = part.heightForWidth(width) if part.hasHeightForWidth() else part.sizeHint().height()
        return max(height, part.minimumHeight()) + 4

    def _room(self, parts: Sequence[QWidget], width: int, height: int) -> int:
        """What is left of ``height`` under the shown ``parts`` of a column ``width`` wide."""
        return height - sum(self._height(part, width) for part in parts if not part.isHidden())

    # --- the one setter -------------------------------------------------------------------

    def set_situation(self, view: SeatView, decision: Decision | None) -> None:
        """Show the bidding decision of the player whose ``view`` it is, as the rules give it
        (``core.decision_for``; None: nothing to decide, nothing offered)."""
        seat = view.seat
        names = view.players
        bidder = None if view.bidder is None else names[view.bidder]
        chosen = decision if decision is not None else Decision(seat, ())
        # The same decision drawn again (a hint shown redraws the table) keeps the amount the
        # player chose: a play-test set the largest, asked for a hint, and found the smallest.
        situation = (view.hand_no, seat, view.bid, view.bidder, view.points, chosen)
        kept = self.amount() if situation == self._situation else None
        self._situation = situation
        self._show(names[seat], names[1 - seat], view.jockey == seat, view.bid, bidder, view.points[seat], chosen)
        if kept is not None and kept in self._amounts:
            self.set_amount(kept)

    def forget(self) -> None:
        """Begin the next decision shown afresh, at the smallest amount: the page was covered, or
        another game begins (a review saw the amount chosen in a game left come back in the next
        game's equal situation)."""
        self._situation = None

    def _show(
        self,
        seat_name: str,
        other_name: str,
        is_jockey: bool,
        standing_bid: int | None,
        standing_bidder_name: str | None,
        balance: int,
        decision: Decision,
    ) -> None:
        """Show the decision of ``seat_name`` (the player to act) against ``other_name``:
        ``is_jockey`` whether ``seat_name`` is the jockey (else ``other_name`` is), the bid being
        faced and its author (None before any bid), ``seat_name``'s ``balance``, and what the
        rules allow (``decision``)."""
        self._bids = decision.bids
        self._amounts = tuple(b.amount for b in decision.bids)
        self._balance = balance
        self._other_name = other_name
        self._index = 0
        can_waive = any(isinstance(a, Waive) for a in decision.actions)
        can_accept = any(isinstance(a, Accept) for a in decision.actions)
        step = decision.bid_step
        self.discount_rule.setText(
            self.tr(
                "Jockey discount: when the jockey's own bid is accepted, the jockey pays the bid − {discount}, "
                "never below 0. The other player's bid is paid in full."
            ).format(discount=decision.jockey_discount)
        )
        for told in (self.jockey, self.cost):  # in view when the panel is compact, the rule is not
            told.setToolTip(theme.tip(self.discount_rule.text()))
        self.down_button.setText(f"−{step}")
        self.down_button.setAccessibleName(self.tr("Lower the bid by {n}").format(n=step))
        self.down_button.setToolTip(self.tr("Lower the bid by {n} (Down or −)").format(n=step))
        self.up_button.setText(f"+{step}")
        self.up_button.setAccessibleName(self.tr("Raise the bid by {n}").format(n=step))
        self.up_button.setToolTip(self.tr("Raise the bid by {n} (Up or +)").format(n=step))

        who = self.tr("{name} to decide · balance {points}").format(name=seat_name, points=balance)
        self.who.setText(who.replace(" · ", "\u00a0·\u00a0"))  # wrapped before the words, never "· balance" alone
        if standing_bid is None:
            self.standing.setText(
                self.tr("No bid yet. A first bid is at least {low}, in steps of {step}.").format(
                    low=decision.first_bid, step=step
                )
            )
        else:
            self.standing.setText(
                self.tr("Standing bid: {bid} by {name}").format(bid=standing_bid, name=standing_bidder_name or "")
            )
        jockey_name = seat_name if is_jockey else other_name
        if is_jockey:
            self.jockey.setText(
                self.tr("You, {name}, are the jockey (you went out last hand).").format(name=jockey_name)
            )
        else:
            self.jockey.setText(self.tr("{name} is the jockey (went out last hand).").format(name=jockey_name))
        # What a screen reader says of the panel when it takes the keyboard: the situation.
        self.setAccessibleDescription(" ".join((who, self.standing.text(), self.jockey.text())))

        waive = letter("bidding", "waive")
        self.waive_button.setText(self.tr("Waive ({key})").format(key=waive))
        self.waive_button.setAccessibleName(self.tr("Waive"))
        self.waive_button.setToolTip(
            theme.tip(self.tr("Let {name} open for free ({key})").format(name=jockey_name, key=waive))
        )
        self.waive_button.setVisible(can_waive)
        self.waive_button.setEnabled(can_waive)
        self.waive_hint.setText(self.tr("Waive: {name} opens, nobody pays.").format(name=jockey_name))

        self.accept_button.setVisible(can_accept)
        self.accept_button.setEnabled(can_accept)
        if can_accept and standing_bid is not None:
            bidder = standing_bidder_name or other_name
            self.accept_button.setText(
                self.tr("Accept {bid} ({key})").format(bid=standing_bid, key=letter("bidding", "accept"))
            )
            self.accept_button.setAccessibleName(self.tr("Accept the bid of {bid}").format(bid=standing_bid))
            if decision.standing_loses_game:  # R32, R5: paying everything loses before the opening
                hint = self.tr("Accept: {name} pays you all {cost} and loses the game.")
            else:
                hint = self.tr("Accept: {name} pays you {cost} and opens.")
            self.accept_hint.setText(hint.format(name=bidder, cost=decision.standing_cost))
        else:
            self.accept_hint.setText("")
        self.accept_button.setToolTip(theme.tip(self.accept_hint.text()))
        self._can_accept, self._can_waive = can_accept, can_waive
        if len(self._amounts) == 1:  # a play-test read "you may bid 20 to 20, in steps of 5"
            self.range_label.setText(self.tr("you may bid only {amount}").format(amount=self._amounts[0]))
        elif self._amounts:
            self.range_label.setText(
                self.tr("you may bid {low} to {high}, in steps of {step}").format(
                    low=self._amounts[0], high=self._amounts[-1], step=step
                )
            )
        else:
            self.range_label.setText(self.tr("you cannot pay any bid"))
        self.amount_label.setToolTip(self.range_label.text())
        self._refresh_amount()
        self._show_parts()  # once every line says this decision: their heights

    # --- reading and moving the amount -------------------------------------------------------

    def amounts(self) -> tuple[int, ...]:
        """The amounts the stepper offers."""
        return self._amounts

    def amount(self) -> int | None:
        """The amount chosen, or None when no bid is possible."""
        return self._amounts[self._index] if self._amounts else None

    def set_amount(self, amount: int) -> None:
        """Choose ``amount``, which must be one of :meth:`amounts` (else ``ValueError``)."""
        self._go(self._amounts.index(amount))

    def step(self, steps: int) -> None:
        """Move the chosen amount ``steps`` places up (positive) or down, within the amounts;
        from the smallest down, or the largest up, say why it stays (a play-test's ↓ at the
        smallest changed nothing, unsaid)."""
        if not self._amounts:
            return
        last = len(self._amounts) - 1
        if steps < 0 and self._index == 0:
            self.explained.emit(self.tr("{bid} is the smallest bid you can make now.").format(bid=self._amounts[0]))
        elif steps > 0 and self._index == last:
            self.explained.emit(self.tr("{bid} is the largest bid you can pay.").format(bid=self._amounts[last]))
        self._go(self._index + steps)

    def say_keys(self) -> None:
        """Say the bidding's keys (a play-test's digit in the bidding did nothing, unsaid), when
        the decision is the player's."""
        if said := self.keys_text():
            self.explained.emit(said)

    def keys_text(self) -> str:
        """The bidding's keys in a sentence, or ``""`` when the decision is not the player's."""
        if not (self._can_waive or self._can_accept):
            return ""
        # Whole sentences, one for each case, that a translation may order as it needs.
        if self._can_waive and not self._amounts:
            said = self.tr("In the bidding, no tile is chosen: waive ({waive}).")
        elif self._can_waive and len(self._amounts) == 1:
            said = self.tr("In the bidding, no tile is chosen: waive ({waive}) or bid ({bid}).")
        elif self._can_waive:
            said = self.tr(
                "In the bidding, no tile is chosen: waive ({waive}) or bid ({bid}); ↑ and ↓ change the amount."
            )
        elif not self._amounts:
            said = self.tr("In the bidding, no tile is chosen: accept the bid ({accept}).")
        elif len(self._amounts) == 1:
            said = self.tr("In the bidding, no tile is chosen: accept ({accept}) or overbid ({bid}).")
        else:
            said = self.tr(
                "In the bidding, no tile is chosen: accept ({accept}) or overbid ({bid}); ↑ and ↓ change the amount."
            )
        keys = {name: letter("bidding", name) for name in ("waive", "accept", "bid")}
        return said.format(**keys)

    def set_smallest(self) -> None:
        """Choose the smallest amount (Home)."""
        self._go(0)

    def set_largest(self) -> None:
        """Choose the largest amount (End)."""
        self._go(len(self._amounts) - 1)

    def cost_text(self) -> str:
        """The net cost line shown for the chosen amount."""
        return self.cost.text()

    def warning_text(self) -> str:
        """The whole-balance warning, or ``""`` when none is shown."""
        return self.warning.text() if not self.warning.isHidden() else ""

    def _go(self, index: int) -> None:
        if not self._amounts:
            return
        before, self._index = self._index, max(0, min(len(self._amounts) - 1, index))
        self._refresh_amount()
        if self._index != before:
            self.amount_moved.emit()
        if self._compact:
            self._show_parts()  # the whole-balance warning may take a rule's room

    def _refresh_amount(self) -> None:
        amount = self.amount()
        can_bid = amount is not None
        self.bid_button.setVisible(can_bid)
        self.bid_button.setEnabled(can_bid)
        self.down_button.setEnabled(can_bid and self._index > 0)
        self.up_button.setEnabled(can_bid and self._index < len(self._amounts) - 1)
        if amount is None:
            self.amount_label.setText("—")
            self.cost.setText(self.tr("You cannot pay the smallest bid."))
            self.after.setText("")
            self.after.show()
            self.warning.hide()
            return
        option = self._bids[self._index]
        cost, discount = option.cost, option.discount
        self.amount_label.setText(str(amount))
        if discount > 0 and option.at_once:  # accepted at once (R33): no "if accepted"
            self.cost.setText(
                self.tr("Bid {bid} − {discount} jockey discount → you pay {cost}").format(
                    bid=amount, discount=discount, cost=cost
                )
            )
        elif discount > 0:
            self.cost.setText(
                self.tr("Bid {bid} − {discount} jockey discount → you pay {cost} if accepted").format(
                    bid=amount, discount=discount, cost=cost
                )
            )
        elif option.at_once:
            self.cost.setText(self.tr("Bid {bid} → you pay {cost}").format(bid=amount, cost=cost))
        else:
            self.cost.setText(self.tr("Bid {bid} → you pay {cost} if accepted").format(bid=amount, cost=cost))
        self.after.setText(
            self.tr("your balance would go from {before} to {after}").format(
                before=self._balance, after=option.balance_after
            )
        )
        if option.at_once:  # R33: no "if accepted" about it (a play-test's jockey lost so, warned "if")
            self.after.setText(
                self.tr(
                    "{name} cannot overbid {bid}: it is accepted at once, your balance going from {before} to {after}"
                ).format(name=self._other_name, bid=amount, before=self._balance, after=option.balance_after)
            )
        whole = option.loses_game  # R32
        if whole and option.at_once:
            warning = self.tr("⚠ {cost} is your whole balance, and {name} cannot overbid: you lose at once.").format(
                cost=cost, name=self._other_name
            )
        elif whole:
            warning = self.tr(
                "⚠ {cost} is your whole balance: you would pay everything and lose at once if accepted."
            ).format(cost=cost)
        else:
            warning = ""
        self.warning.setText(warning)
        self.warning.setVisible(whole)
        self.after.setVisible(not whole)  # the warning says where the balance would go
        key = letter("bidding", "bid")
        self.bid_button.setText(self.tr("Bid {bid} ({key})").format(bid=amount, key=key))
        self.bid_button.setAccessibleName(self.tr("Bid {bid}").format(bid=amount))
        self.bid_button.setToolTip(self.tr("Bid {bid} ({key} or Enter)").format(bid=amount, key=key))
        self.amount_label.setAccessibleName(self.tr("Bid amount {bid}").format(bid=amount))

    # --- intents ------------------------------------------------------------------------

    def _emit_waive(self) -> None:
        if self.waive_button.isVisible() and self.waive_button.isEnabled():
            self.waive.emit()
        elif self._can_accept:  # R28: facing a bid, no waiver
            said = self.tr("A bid stands: accept it ({accept}) or overbid ({bid}). Only the first decision waives.")
            self.explained.emit(said.format(accept=letter("bidding", "accept"), bid=letter("bidding", "bid")))

    def _emit_accept(self) -> None:
        if self.accept_button.isVisible() and self.accept_button.isEnabled():
            self.accept.emit()
        elif self._can_waive:  # R27: no bid to accept yet (a play-test's A did nothing, unsaid)
            self.explained.emit(
                self.tr("No bid stands yet: waive ({waive}) or bid ({bid}).").format(
                    waive=letter("bidding", "waive"), bid=letter("bidding", "bid")
                )
            )

    def _enter(self) -> None:
        """Enter presses the panel's button that has the focus, as on any button (a keyboard
        probe tabbed to Waive, pressed Enter, and bid 15); elsewhere it bids."""
        focused = QApplication.focusWidget()
        if isinstance(focused, QAbstractButton) and focused is not self.bid_button and self.isAncestorOf(focused):
            if focused.isEnabled():
                focused.click()
            return
        self._emit_bid()

    def _emit_bid(self) -> None:
        amount = self.amount()
        if amount is not None and self.bid_button.isEnabled():
            self.bid.emit(amount)
