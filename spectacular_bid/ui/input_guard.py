"""No key or click acts on a hand its player has not seen (R40, R41).

A double press of Space on the handoff screen, a double click on Reveal or a held key's
auto-repeat would otherwise reach the hand that has just appeared: the first press reveals,
the second plays or bids. The same double press one step earlier — Enter plays a tile, the
handoff screen appears, Enter again — would reveal the next player's hand to the player who
just played. :class:`InputGuard` drops the keys and clicks aimed at the window from the moment
a new decision or a handoff appears (after a reveal, when the same player acts again without
one, R33/R40, or when the device is to be passed) until it has been on screen for
:data:`SETTLE_MS` (a handoff: :data:`HANDOFF_MS`, the time the device takes to pass) **and** every key
held at that moment was released — or focus left the window, or :data:`LIMIT_MS` passed, so the
guard can never stick. It reads the time from the game's time source, so tests need not sleep.
The clock is not its business: it runs from the reveal (R40) whatever the guard drops.

The guided game's end holds keys back as long as a handoff (Enter plays the practice game there)
and clicks only as long as any new screen: a click is aimed at a button that says what it does.

The count after a hand and the game's end hold keys back the same way, but not clicks
(``keys_guarded``): a second press of the key that played could otherwise go on to the next
hand, or from the game's end to a new game, before the result was read. The count, the game's
end, and a bidding shown straight after the count with no handoff between, hold keys a second
(:data:`AFTER_COUNT_MS`): Enter leaves the first two for good and bids in the other. All three
wait for keys quiet a second (:data:`HANDOFF_QUIET_MS`): a play-test's keys, tapped 0.4 s apart
as a hand ended, went on from the count before it was read, and another's Enter, about once a
second from the count, bid 15 at the third press.

A held key's auto-repeat is dropped until the key is released, even after the guard has lifted:
a repeat is never a decision. Nor does the guard lift until a hand's keys have been quiet a
moment after one it held back: :data:`QUIET_MS`, and :data:`HANDOFF_QUIET_MS` while the device
passes. A hostile probe pressed Enter five times a second from a play on, and the guard, lifting
at its time, let one press reveal the next player's hand to them and the next play from it; a
key held down on X11, whose repeats Qt often does not mark as such, did the same, and made four
bids for two players; a review pressed twice a second, and got through once the handoff's wait
was up. A player who presses Reveal's key again after a pause is let through: a second's quiet.
The keys that act on no hand (the window's, the hint's, Shift and the like alone) never hold the
guard on, held or not.

The menu bar, F1, the keys pressed with Ctrl, Alt or ⌘ and the window's ``free_keys`` (the
hint's: it plays nothing) act on no hand: they are never held back (a practice play-test could not open a menu, nor
resign, while the computer thought).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QKeyEvent, QMouseEvent
from PySide6.QtWidgets import QApplication, QMenuBar, QWidget

SETTLE_MS = 400  #: a new decision's hand stays on screen this long before input acts on it
LIMIT_MS = 1000  #: the guard lifts after this long even if a key is still held
#: The handoff screen holds every key and click back this long, held or not: the device passes
#: from one player to the other, which takes longer, while the player who has just acted may
#: press again sooner (a play-test: Enter on Continue, Enter again 0.47 s later, and the next
#: player's hand showed to the one still holding the device; after a play, a second Enter 1 s on).
HANDOFF_MS = 1_500
#: A bidding shown straight after the count, with no handoff between (a practice game, the
#: guided one), holds keys back this long (clicks, :data:`SETTLE_MS`): Enter went on from the
#: count, and Enter bids. A play-test's second Enter, 0.6 s after the first, bid 15. The
#: game's end holds keys as long: Enter there leaves the result for a new game.
AFTER_COUNT_MS = 1_000
#: Keys must have been quiet this long, after one the guard held back, before it lifts: longer
#: than the gaps of a key pressed on and on (a fifth of a second) or held (a thirtieth).
QUIET_MS = SETTLE_MS
#: The same on the handoff screen, longer than the gaps of a key pressed twice a second: the next
#: player's hand would show to the one pressing. The count, the game's end and a bidding straight
#: after the count wait as long.
HANDOFF_QUIET_MS = 1_000
_MODIFIER_KEYS = frozenset(
    k.value for k in (Qt.Key.Key_Shift, Qt.Key.Key_Control, Qt.Key.Key_Alt, Qt.Key.Key_Meta, Qt.Key.Key_AltGr)
)

_KEYS = (QEvent.Type.KeyPress, QEvent.Type.ShortcutOverride, QEvent.Type.KeyRelease)
_CLICKS = (QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonDblClick, QEvent.Type.MouseButtonRelease)
_LEAVING = (QEvent.Type.WindowDeactivate, QEvent.Type.FocusOut, QEvent.Type.ApplicationDeactivate)


class InputGuard(QObject):
    """Drops input aimed at ``window`` for a moment after :meth:`arm`, while ``guarded()``.

    ``now`` gives the time in ms (the game's time source); ``guarded`` says whether the
    window shows a screen that input must not reach at once: a hand, or the handoff screen;
    ``keys_guarded`` one that keys alone must not reach at once (the count, the game's end: a
    second press of the key that played, N for north, was New game there; a click lands where
    it is aimed); ``hold`` whether input is dropped regardless, for as long as it says so (the
    computer is playing in a practice game); ``free_keys`` whether a key acts on no hand (the
    hint's), and so passes even while input is held back. Make one per window; it filters the
    application's events while it lives.
    """

    #: True: a hand's key was held back once its screen had been in view :data:`SETTLE_MS` (pressed
    #: on and on, or in a longer wait), and the window says so (a play-test tapping every 0.3 s saw
    #: nothing happen, and nothing said why); False: the next key that acts, after that.
    waiting = Signal(bool)

    def __init__(
        self,
        window: QWidget,
        now: Callable[[], int],
        guarded: Callable[[], bool],
        hold: Callable[[], bool] | None = None,
        keys_guarded: Callable[[], bool] | None = None,
        free_keys: Callable[[QKeyEvent], bool] | None = None,
    ) -> None:
        super().__init__(window)
        self._free_keys = free_keys
        self._window = window
        self._now = now
        self._guarded = guarded
        self._keys_guarded = keys_guarded
        self._hold = hold
        self._armed_at: int | None = None
        self._settle_ms = SETTLE_MS  # how long the guard holds input back once armed
        self._clicks_ms: int | None = None  # how long it holds clicks back, when not as long
        self._held: set[int] = set()  # keys down now, by key code
        self._awaited: set[int] = set()  # keys that were down when the guard was armed
        self._dropped_at: int | None = None  # when the guard last held a hand's key back
        self._released: dict[int, int] = {}  # each key's last release not marked as a repeat, by its time
        self._quiet_ms = QUIET_MS  # how long keys must be quiet after that
        self._swallowed_buttons = 0  # mouse buttons whose press was dropped: their release is too
        self._said_waiting = False  # whether the window says keys wait (:attr:`waiting`)
        app = QApplication.instance()
        assert app is not None
        app.installEventFilter(self)

    def detach(self) -> None:
        """Read the application's events no more: the window is retired. Until Qt deletes
        them, the garbage collector may break the window and its guard apart and take the
        guard's attributes, and every event would then raise (a CI teardown)."""
        app = QApplication.instance()
        if app is not None:
            app.removeEventFilter(self)

    def arm(
        self,
        settle_ms: int = SETTLE_MS,
        clicks_ms: int | None = None,
        extend: bool = False,
        quiet_ms: int | None = None,
    ) -> None:
        """A new decision (or, with :data:`HANDOFF_MS`, a handoff) is on screen: hold input back
        from now, for ``settle_ms`` and until the keys held now are released; clicks, when
        ``clicks_ms`` is given, only that long (a button aimed at is not a second press).
        ``extend``: the same screen (its clock just started, or a dialog over it closed); a
        longer wait it began with is kept, and its longer quiet. ``quiet_ms``: how long keys
        must have been quiet, after one held back (by default, :data:`QUIET_MS`, or
        :data:`HANDOFF_QUIET_MS` for a handoff's wait)."""
        now = self._now()
        armed = self._armed_at
        # is_active() may lift the last wait as it reads it (its time is up): armed is read again.
        if extend and armed is not None and self.is_active() and self._armed_at is not None:
            # The same decision, its clock now running: neither wait is cut short, nor made
            # longer than the longest wait (a clock set back meanwhile would stretch it).
            most = max(LIMIT_MS, HANDOFF_MS, settle_ms)
            keys = min(most, max(settle_ms, armed + self._settle_ms - now))
            clicks = min(most, max(settle_ms if clicks_ms is None else clicks_ms, armed + self._clicks_wait() - now))
            settle_ms, clicks_ms = keys, (None if clicks >= keys else clicks)
        quiet = quiet_ms if quiet_ms is not None else HANDOFF_QUIET_MS if settle_ms >= HANDOFF_MS else QUIET_MS
        if extend and self._armed_at is not None:
            quiet = max(quiet, self._quiet_ms)  # kept too: the device may still be passing
        self._said_waiting = False  # a new decision: the word about the last one's keys is done
        self._armed_at = now
        self._settle_ms = settle_ms
        self._clicks_ms = clicks_ms
        self._quiet_ms = quiet
        self._awaited = set(self._held)

    def _clicks_wait(self) -> int:
        """How long, from being armed, the guard holds clicks back."""
        return self._settle_ms if self._clicks_ms is None else self._clicks_ms

    def is_active(self) -> bool:
        """Whether input is being dropped now."""
        if self._hold is not None and self._hold():
            return True
        armed = self._armed_at
        if armed is None:
            return False
        now = self._now()
        elapsed = now - armed
        settle = self._settle_ms
        dropped = self._dropped_at
        if dropped is not None and 0 <= now - dropped < self._quiet_ms:
            return True  # a hand's keys pressed on and on: not yet quiet
        if elapsed < 0 or elapsed >= max(LIMIT_MS, settle) or (elapsed >= settle and not self._awaited):
            self._armed_at = self._dropped_at = None  # a clock set back lifts the guard too: it must never stick
            self._awaited.clear()
            return False
        return True

    def _clicks_held(self) -> bool:
        """Whether clicks are being dropped now: as keys are, or only for ``clicks_ms``."""
        if not self.is_active():
            return False
        if (self._hold is not None and self._hold()) or self._clicks_ms is None:
            return True
        armed = self._armed_at
        return armed is not None and self._now() - armed < self._clicks_ms

    def _aimed_here(self, obj: QObject) -> bool:
        return isinstance(obj, QWidget) and obj.window() is self._window and self._guarded()

    def _keys_aimed_here(self, obj: QObject) -> bool:
        if self._aimed_here(obj):
            return True
        keys_guarded = self._keys_guarded
        return keys_guarded is not None and isinstance(obj, QWidget) and obj.window() is self._window and keys_guarded()

    def _on_a_hand(self, obj: QObject) -> bool:
        """Whether a click on ``obj`` may act on a hand: anywhere in the window but its menu bar."""
        return self._aimed_here(obj) and not (isinstance(obj, QWidget) and _in_menu_bar(obj))

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind in _KEYS:
            return self._key(obj, event)  # type: ignore[arg-type]
        if kind in _CLICKS:
            return self._click(obj, event)  # type: ignore[arg-type]
        if kind == QEvent.Type.MouseMove and self._swallowed_buttons and self._aimed_here(obj):
            return True  # no drag from a press that was dropped
        if kind in _LEAVING and (kind == QEvent.Type.ApplicationDeactivate or obj is self._window):
            self._held.clear()  # its key releases will go elsewhere: count them as released
            self._awaited.clear()
            self._dropped_at = None
        return False

    def _key(self, obj: QObject, event: QKeyEvent) -> bool:
        key = event.key()
        if event.type() == QEvent.Type.KeyRelease:
            if not event.isAutoRepeat():
                self._held.discard(key)
                self._awaited.discard(key)
                self._released[key] = event.timestamp()
            return self._keys_aimed_here(obj) and self.is_active()
        if event.isAutoRepeat() or (event.timestamp() and self._released.get(key) == event.timestamp()):
            # A repeat, marked or not: X11 sends a held key's repeat as a release and a press
            # of the same moment, which Qt on a busy machine often leaves unmarked (a hostile
            # probe counted 24 of 30; a play-test's held Enter then played a tile 0.7 s after
            # revealing).
            self._held.add(key)
            if not self._keys_aimed_here(obj):
                return False
            if self._holds_back(event):  # X11 marks some repeats only, after an unmarked release
                return True
            if key in self._held:
                _swallow(event)
                return True
            return False
        self._held.add(key)
        if not (self._keys_aimed_here(obj) and self._holds_back(event)):
            if self._said_waiting and not _for_the_window(event) and key not in _MODIFIER_KEYS:
                self._said_waiting = False
                self.waiting.emit(False)
            return False
        armed, holding = self._armed_at, self._hold is not None and self._hold()
        if armed is not None and self._now() - armed >= min(self._settle_ms, SETTLE_MS) and not holding:
            self._said_waiting = True
            self.waiting.emit(True)
        return True

    def _holds_back(self, event: QKeyEvent) -> bool:
        """Hold back ``event``, a press of a hand's key, if the guard is on, and wait for quiet
        keys from it (:data:`QUIET_MS`); False for the keys that act on no hand."""
        if _for_the_window(event) or event.key() in _MODIFIER_KEYS or not self.is_active() or self._free(event):
            return False
        _swallow(event)
        if self._armed_at is not None:
            self._dropped_at = self._now()
        return True

    def _free(self, event: QKeyEvent) -> bool:
        """Whether the window says ``event``'s key acts on no hand (asked only of a key that
        would otherwise be held back)."""
        return self._free_keys is not None and self._free_keys(event)

    def _click(self, obj: QObject, event: QMouseEvent) -> bool:
        if not self._on_a_hand(obj):
            return False
        button = event.button().value
        if event.type() == QEvent.Type.MouseButtonRelease:
            if self._swallowed_buttons & button:
                self._swallowed_buttons &= ~button
                return True
            return False
        if self._clicks_held():
            self._swallowed_buttons |= button
            return True
        return False


def _in_menu_bar(widget: QWidget) -> bool:
    while widget is not None:
        if isinstance(widget, QMenuBar):
            return True
        widget = widget.parentWidget()
    return False


_WINDOW_MODIFIERS = (
    Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier | Qt.KeyboardModifier.MetaModifier
)


def _for_the_window(event: QKeyEvent) -> bool:
    """Whether a key is one of the window's, not a hand's: pressed with Ctrl, Alt or ⌘ (the
    menus, History, the rules on a Mac), or a function key (F1, the rules)."""
    return bool(event.modifiers() & _WINDOW_MODIFIERS) or Qt.Key.Key_F1.value <= event.key() <= Qt.Key.Key_F35.value


def _swallow(event: QKeyEvent) -> None:
    # An accepted shortcut override keeps the window's shortcuts (D, W, E, …) from firing; the
    # key press that follows it is then dropped here too.
    event.accept()
