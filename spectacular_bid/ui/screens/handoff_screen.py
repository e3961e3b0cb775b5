"""The private handoff between the two players (R39–R41).

:class:`HandoffScreen` covers the whole window while the device changes hands: whom to pass it
to and why, what just happened (as lines of text), both balances and both clocks — paused,
since clocks stand still until the next player reveals (R39) — and one big Reveal button.
It shows no tile of either hand and no table (R41): put it in place of the table (e.g. as a
page of a ``QStackedWidget``), never on top of a visible one, so that no table widget stays
visible behind it.

Keyboard: Space, Enter or R reveal.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QKeyEvent, QKeySequence, QResizeEvent, QShortcut
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QScrollArea, QVBoxLayout, QWidget

from ...app.phrasing import fill
from ...core import ClockReading
from .. import theme
from ..widgets.balance_widget import BalanceWidget
from ..widgets.clock_widget import ClockWidget

MAX_MESSAGES = 6  #: recent events shown; older ones are dropped from the top
HELD_AGAIN_MS = 50  #: how soon Reveal's look asks the input guard again while it holds on


#: The keys that move among tiles or amounts on the table: on the handoff screen, stray keys.
_MOVES = (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down, Qt.Key.Key_Home, Qt.Key.Key_End)


class HandoffScreen(QWidget):
    """Pass the device to the next player. Signal: :attr:`reveal`."""

    paintEvent = theme.felt_paint_event  # the felt ground

    reveal = Signal()  #: the next player holds the device and wants to see their hand (R40)
    #: A key that does nothing here was pressed (a digit, a letter, an arrow): a play-test
    #: pressed 1, then D, and nothing said why.
    stray_key = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        theme.set_role(self, "screen")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        theme.ensure_applied()
        self.setAccessibleName(self.tr("Pass the device"))
        self._player = ""
        self._compact = False  # the marks and the keys' line left out, for want of room (_fit)

        self.title = QLabel()
        theme.set_role(self.title, "title")
        self.title.setStyleSheet(f"font-size: {theme.TITLE_PX + 2}px;")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setWordWrap(True)
        self.what = QLabel()
        theme.set_role(self.what, "subtitle")
        self.what.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.what.setWordWrap(True)
        self.privacy = QLabel()
        theme.set_role(self.privacy, "muted")
        self.privacy.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.privacy.setWordWrap(True)
        theme.as_written(self.title, self.what, self.privacy)

        self.messages_box = QFrame()
        theme.set_role(self.messages_box, "card")
        self.messages_box.setMinimumWidth(260)
        self.messages_box.setMaximumWidth(420)
        policy = self.messages_box.sizePolicy()
        policy.setRetainSizeWhenHidden(True)  # the two players stay where they are
        self.messages_box.setSizePolicy(policy)
        self.messages_title = QLabel(self.tr("What just happened"))
        theme.set_role(self.messages_title, "gold")
        self.messages_title.setWordWrap(True)
        self._lines: list[str] = []
        self.messages = QLabel()
        self.messages.setWordWrap(True)
        self.messages.setTextFormat(Qt.TextFormat.RichText)  # a table: wrapped lines hang
        self.messages.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        # The events scroll, the latest at the bottom, rather than being cut on short windows.
        self.messages_scroll = QScrollArea()
        self.messages_scroll.setWidget(self.messages)
        self.messages_scroll.setWidgetResizable(True)
        self.messages_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.messages_scroll.setAccessibleName(self.messages_title.text())
        self.messages_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.messages_scroll.setStyleSheet("QScrollArea, QScrollArea > QWidget > QWidget { background: transparent; }")
        bar = self.messages_scroll.verticalScrollBar()
        bar.rangeChanged.connect(lambda _low, high: bar.setValue(high))
        box = QVBoxLayout(self.messages_box)
        box.setContentsMargins(20, 14, 20, 14)
        box.setSpacing(8)
        box.addWidget(self.messages_title)
        box.addWidget(self.messages_scroll, 1)

        # One column per player (clock above balance), the recent events between them.
        self.clocks = (ClockWidget(), ClockWidget())
        self.balances = (BalanceWidget(), BalanceWidget())
        self.next_marks = (QLabel(), QLabel())
        columns: list[QVBoxLayout] = []
        for clock, balance, mark in zip(self.clocks, self.balances, self.next_marks, strict=True):
            column = QVBoxLayout()
            column.setSpacing(6)
            theme.set_role(mark, "gold")
            mark.setAlignment(Qt.AlignmentFlag.AlignCenter)
            kept = mark.sizePolicy()
            kept.setRetainSizeWhenHidden(True)  # the other player's column keeps the mark's room
            mark.setSizePolicy(kept)
            column.addWidget(mark)
            column.addWidget(clock)
            column.addWidget(balance)
            column.addStretch(1)
            # No badge: the line above the cards says which clocks run, and the name has the
            # room (the cards show a still reading, which a resumed game's "paused" badge
            # contradicted); the balance does not name the player again under its clock.
            clock.set_badge_shown(False)
            balance.set_name_shown(False)
            for widget in (clock, balance):
                widget.setMinimumWidth(280)
                widget.setMaximumWidth(400)  # a 24-letter name beside the points
            columns.append(column)
        players = QHBoxLayout()
        players.setSpacing(28)
        # The players' names first, the events wrap between them; the margins take only what
        # the capped columns leave (on a screen wider than 1280 px).
        self.messages_box.setMaximumWidth(560)
        players.addStretch(0)
        players.addLayout(columns[0], 4)
        middle = QVBoxLayout()
        middle.addSpacing(28)
        middle.addWidget(self.messages_box, 1)
        players.addLayout(middle, 3)
        players.addLayout(columns[1], 4)
        players.addStretch(0)

        self.reveal_button = QPushButton()
        theme.set_role(self.reveal_button, "huge")
        self.reveal_button.setDefault(True)
        self.reveal_button.clicked.connect(self.reveal)
        self.reveal_button.installEventFilter(self)  # its arrows move no focus (see eventFilter)
        self.reveal_hint = QLabel(self.tr("Space, Enter or R"))
        self._waiting = QTimer(self)  # while it runs, Reveal looks held back: the device is passing
        self._waiting.setSingleShot(True)
        self._waiting.setTimerType(Qt.TimerType.PreciseTimer)  # a coarse one may end 5 % early
        self._waiting.timeout.connect(self._waited)
        self._held: Callable[[], bool] | None = None
        theme.set_role(self.reveal_hint, "muted")
        self.reveal_hint.setAlignment(Qt.AlignmentFlag.AlignCenter)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(40, 6, 40, 6)  # a long name in two lines still fits 1024×600
        layout.setSpacing(4)
        layout.addStretch(2)
        layout.addWidget(self.title)
        layout.addWidget(self.what)
        layout.addWidget(self.privacy)
        layout.addSpacing(4)
        # Reveal above the players, where the table will be: never over the next player's hand,
        # so that a double click on Reveal cannot land on a tile.
        layout.addWidget(self.reveal_button, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addWidget(self.reveal_hint)
        layout.addSpacing(4)
        layout.addLayout(players)
        layout.addStretch(2)

        for key in ("Space", "Return", "Enter", "R"):
            shortcut = QShortcut(QKeySequence(key), self)
            shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
            shortcut.activated.connect(self.reveal_button.click)
        self.set_info("", "", ("", ""), (0, 0), (0, 0), ())

    def set_info(
        self,
        player_name: str,
        what: str,
        names: tuple[str, str],
        points: tuple[int, int],
        reserves_ms: tuple[int, int],
        messages: Sequence[str],
        running: bool = False,
        clocks_off: bool = False,
    ) -> None:
        """Show a handoff to ``player_name``, who must now do ``what`` (e.g. "Ben to bid").

        ``names``, ``points`` and ``reserves_ms`` are per seat (seat 0 first); the clocks are
        shown paused. ``messages`` are what happened since ``player_name`` last acted, oldest
        first, as text lines naming no tile (R41; only the last few are shown). ``running``:
        the clock runs already (R42); ``clocks_off``: the guided game's clocks are off, and
        Reveal starts none.
        """
        self._player = player_name
        self.title.setText(self.tr("Pass the device to {name}").format(name=player_name))
        self.what.setText(what)
        if running:  # a resumed game whose clock never stopped (R42)
            self.privacy.setText(
                fill(
                    self.tr("{name}'s clock is running. {name}: press Reveal when only you can see the screen."),
                    name=player_name,
                )
            )
        else:
            self.privacy.setText(
                self.tr("Both clocks are paused. {name}: press Reveal when only you can see the screen.").format(
                    name=player_name
                )
            )
        shown = list(messages)[-MAX_MESSAGES:]
        self._lines = shown
        self.messages.setText(theme.hanging_list(shown))
        self.messages.setAccessibleName(theme.plain_list(shown))
        self.messages_box.setVisible(bool(shown))
        for seat in (0, 1):
            self.clocks[seat].set_player(names[seat])
            self.clocks[seat].set_reading(ClockReading(False, 0, 0.0, reserves_ms[seat]))  # paused for the handoff
            self.balances[seat].set_player(names[seat])
            self.balances[seat].set_points(points[seat])
            mark = self.next_marks[seat]
            mark.setText(self.tr("▼ next to act"))
            mark.setAccessibleName(mark.text().lstrip("▼ "))  # the glyph was spelt out
            mark.setProperty("next", names[seat] == player_name)
            mark.setVisible(names[seat] == player_name and not self._compact)
        self.reveal_button.setText(theme.literal(self.tr("Reveal {name}'s hand").format(name=player_name)))
        self.reveal_button.setAccessibleName(self.tr("Reveal {name}'s hand").format(name=player_name))
        self.reveal_button.setMinimumHeight(self.reveal_button.sizeHint().height())  # never squeezed
        if running:  # the clock runs already (R42): Reveal only shows the hand
            tip = self.tr("Reveal {name}'s hand; {name}'s clock is already running (Space, Enter, R)")
        elif clocks_off:
            tip = self.tr("Reveal {name}'s hand (Space, Enter, R)")
        else:
            tip = self.tr("Reveal and start {name}'s clock (Space, Enter, R)")
        self.reveal_button.setToolTip(theme.tip(fill(tip, name=player_name)))

    def hold(self, ms: int, held: Callable[[], bool] | None = None) -> None:
        """Show Reveal held back for ``ms`` (the window's input guard drops every key and click
        meanwhile, the time the device takes to pass): dimmed, its keys' line saying to wait,
        so that a press that does nothing is seen not to count yet. ``held`` says whether the
        guard still drops them (it reads the game's time, and waits for a key held to be
        released): Reveal looks ready only once it does not."""
        self._held = held
        self._show_waiting(True)
        self._waiting.start(ms)

    def _waited(self) -> None:
        if self._held is not None and self._held():
            self._waiting.start(HELD_AGAIN_MS)  # the guard holds on: look again soon
        else:
            self._show_waiting(False)

    def waiting(self) -> bool:
        """Whether Reveal shows as held back."""
        return bool(self.reveal_button.property("waiting"))

    def _show_waiting(self, waiting: bool) -> None:
        button = self.reveal_button
        if theme.set_flag(button, "waiting", waiting):
            button.setMinimumHeight(button.sizeHint().height())  # never squeezed
        self.reveal_hint.setText(self.tr("In a moment: Space, Enter or R") if waiting else self.tr("Space, Enter or R"))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def _fit(self) -> None:
        """In a screen too low for all its lines — under the tutorial's card in the smallest
        window, 1008×561 — the marks over the next player's cards and the keys' line under
        Reveal go, rather than the cards overlapping: the title names the next player, and the
        button's tooltip the keys."""
        layout = self.layout()
        if layout is None:
            return
        if not self._compact and self.height() < layout.minimumSize().height():
            self._set_compact(True)
        elif self._compact:
            self._set_compact(False)
            if self.height() < layout.minimumSize().height():
                self._set_compact(True)

    def _set_compact(self, compact: bool) -> None:
        self._compact = compact
        self.reveal_hint.setVisible(not compact)
        for mark in self.next_marks:
            kept = mark.sizePolicy()
            kept.setRetainSizeWhenHidden(not compact)
            mark.setSizePolicy(kept)
            mark.setVisible(not compact and mark.property("next") is True)
        layout = self.layout()
        if layout is not None:
            layout.invalidate()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """An arrow on Reveal is a stray key too: a button takes arrows to move the keyboard on,
        and in the guided game ← took it from Reveal to "Leave the tutorial", whose Enter
        would then leave rather than reveal (a French play-test)."""
        if watched is self.reveal_button and event.type() == QEvent.Type.KeyPress:
            assert isinstance(event, QKeyEvent)
            if event.key() in _MOVES:
                event.accept()
                self.stray_key.emit()
                return True
        return super().eventFilter(watched, event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        plain = not event.modifiers() & ~(Qt.KeyboardModifier.ShiftModifier | Qt.KeyboardModifier.KeypadModifier)
        if plain and (event.text().strip() or event.key() in _MOVES):
            event.accept()
            self.stray_key.emit()
            return
        super().keyPressEvent(event)

    def player(self) -> str:
        """Whom the device is being passed to."""
        return self._player

    def messages_text(self) -> str:
        """The lines shown under "What just happened", one per line."""
        return "\n".join(self._lines)
