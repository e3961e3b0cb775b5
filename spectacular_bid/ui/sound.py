"""The game's sounds: what the controller signals, turned into short sounds played by a sink.

:class:`SoundPlayer` follows a :class:`~spectacular_bid.app.controller.GameController`: each
new record event (a tile placed or drawn, a bid, an acceptance, a waiver), the notes of what it
caused (chips changing hands, a forced answer, the end of a hand), the end of the game, and the
running clock (its delay running out into the reserve, then a soft tick each second of the last
10 s of reserve). A sound depends only on what both players see: a draw sounds the same
whatever tile was drawn (R41).

The sink plays named sounds. The default one, :class:`DeviceSink`, uses ``miniaudio`` (chosen by
``benchmarks/sound_choice.py``: a 2 MB library against QtMultimedia's 40 MB with its FFmpeg and
Qt Quick) and is opened after the window first shows. Without the library or an audio device
it stays silent, without a word on the table (the Preferences say it).
``SPECTACULAR_BID_SOUND=off`` silences it; ``=null`` plays through the library's null device
(the tests: the whole path, no sound out).
"""

from __future__ import annotations

import atexit
import enum
import os
import sys
from collections.abc import Callable, Generator
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QSettings, QTimer

from ..core import (
    BidPaid,
    Blocked,
    ForcedAccept,
    ForcedWaive,
    Note,
    Scored,
    Stage,
    WentOut,
    delay_left,
    reserve_at,
)
from .switches import stored_switch

if TYPE_CHECKING:
    import array

    from PySide6.QtCore import SignalInstance

    from ..app.controller import GameController
    from ..app.session import Session

ENABLED_KEY = "sound/enabled"  #: whether the game plays sounds (default yes)
VOLUME_KEY = "sound/volume"  #: 0–100 (default 70)
DEFAULT_VOLUME = 70
TICK_FROM_MS = 10_000  #: the last this many ms of reserve tick each second
WARM_MS = 300  #: the sink opens this long after the player starts following a game
RATE = 16_000  #: the sounds' sample rate (``packaging/make_sounds.py``)


class Sound(enum.Enum):
    """The game's sounds; each value is its file's name in ``spectacular_bid/sounds``."""

    PLACE = "place"
    DRAW = "draw"
    CHIPS = "chips"
    BID = "bid"
    ACCEPT = "accept"
    WAIVE = "waive"
    RESERVE = "reserve"
    TICK = "tick"
    HAND_END = "hand_end"
    GAME_END = "game_end"


_EVENT_SOUNDS = {
    "play": Sound.PLACE,
    "draw": Sound.DRAW,
    "bid": Sound.BID,
    "accept": Sound.ACCEPT,
    "waive": Sound.WAIVE,
}


class Sink(Protocol):
    """Plays a sound at a volume from 0.0 to 1.0, at once, over any still playing."""

    def play(self, sound: Sound, volume: float) -> None: ...


class SoundSettings:
    """Sound on or off and its volume, kept in ``store`` (the app's settings): read at every
    sound, so a change applies at once."""

    def __init__(self, store: QSettings | None = None) -> None:
        if store is None:
            from .screens.new_game_screen import settings

            store = settings()
        self.store = store

    @property
    def enabled(self) -> bool:
        return stored_switch(self.store, ENABLED_KEY, True)

    @enabled.setter
    def enabled(self, on: bool) -> None:
        self.store.setValue(ENABLED_KEY, bool(on))

    @property
    def volume(self) -> int:
        try:
            return max(0, min(100, int(str(self.store.value(VOLUME_KEY, DEFAULT_VOLUME)))))
        except (TypeError, ValueError):
            return DEFAULT_VOLUME

    @volume.setter
    def volume(self, level: int) -> None:
        self.store.setValue(VOLUME_KEY, max(0, min(100, int(level))))


class SoundPlayer:
    """Plays the game's sounds as ``controller`` signals its changes.

    ``sink`` plays them; by default a :class:`DeviceSink`, opened :data:`WARM_MS` after this
    player is made (after the window's first frame) or at the first sound.
    """

    def __init__(
        self, controller: GameController, settings: SoundSettings | None = None, sink: Sink | None = None
    ) -> None:
        self.controller = controller
        self.settings = settings if settings is not None else SoundSettings()
        self.sink: Sink | None = sink
        self._session: Session | None = None
        self._seen = 0  # the record's events already heard
        self._decision: tuple[int, int] | None = None  # (start, seat) of the running decision
        self._in_delay = False
        self._second: int | None = None  # the last whole second of reserve heard
        for signal, slot in self._slots():
            signal.connect(slot)
        if sink is None:
            QTimer.singleShot(WARM_MS, self._open)

    def _slots(self) -> list[tuple[SignalInstance, Callable[..., None]]]:
        controller = self.controller
        return [
            (controller.state_changed, self.on_state_changed),
            (controller.notes_emitted, self.on_notes),
            (controller.game_over, self.on_game_over),
            (controller.clock_tick, self.on_clock),
        ]

    def detach(self) -> None:
        """Stop following the controller (its window is replaced by another)."""
        for signal, slot in self._slots():
            signal.disconnect(slot)

    def _open(self) -> Sink:
        if self.sink is None:
            self.sink = DeviceSink.open()
        return self.sink

    def play(self, sound: Sound) -> None:
        """Play ``sound`` unless sound is off."""
        settings = self.settings
        if settings.enabled:
            self._open().play(sound, settings.volume / 100)

    # --- Following the game ---------------------------------------------------------------

    def on_state_changed(self) -> None:
        controller = self.controller
        if not controller.has_game:
            self._session = None
            return
        session = controller.session
        events = session.record.events
        if session is not self._session:  # a new or loaded game: its past is not replayed aloud
            self._session, self._seen = session, len(events)
        else:
            for event in events[self._seen :]:
                sound = _EVENT_SOUNDS.get(event.do)
                if sound is not None:
                    self.play(sound)
            self._seen = len(events)
        self.on_clock()

    def on_notes(self, notes: tuple[Note, ...]) -> None:
        if any(isinstance(n, ForcedWaive) for n in notes):
            self.play(Sound.WAIVE)
        if any(isinstance(n, ForcedAccept) for n in notes):
            self.play(Sound.ACCEPT)
        if any(isinstance(n, (Scored, BidPaid, Blocked)) and n.paid > 0 for n in notes):
            self.play(Sound.CHIPS)
        if any(isinstance(n, (WentOut, Blocked)) for n in notes) and self.controller.state.stage is Stage.HAND_OVER:
            self.play(Sound.HAND_END)

    def on_game_over(self, _result: object) -> None:
        self.play(Sound.GAME_END)

    def on_clock(self) -> None:
        """The delay running out into the reserve, then each second of the last ten."""
        controller = self.controller
        state = controller.state if controller.has_game else None
        if state is None or state.started is None or state.to_act is None or state.result is not None:
            self._decision = None
            return
        decision = (state.started, state.to_act)
        now = controller.now()
        in_delay = delay_left(state, now) > 0
        left = reserve_at(state, state.to_act, now)
        second = -(-left // 1000)
        if decision == self._decision:
            if self._in_delay and not in_delay and left > 0:
                self.play(Sound.RESERVE)
            elif not in_delay and self._second is not None and 0 < second < self._second and left <= TICK_FROM_MS:
                self.play(Sound.TICK)
        self._decision, self._in_delay = decision, in_delay
        self._second = None if in_delay else second


# --- The device ---------------------------------------------------------------------------


def load_sound(sound: Sound) -> array.array[int]:
    """The 16-bit mono samples of ``sound``'s file."""
    # These four load with the device, after the first frame: the module then imports in 3.2 ms
    # instead of 6.6 (medians of python -X importtime, the window's modules already loaded).
    import array
    import io
    import wave
    from importlib import resources

    data = resources.files("spectacular_bid").joinpath("sounds", f"{sound.value}.wav").read_bytes()
    with wave.open(io.BytesIO(data)) as w:
        samples = array.array("h", w.readframes(w.getnframes()))
    if sys.byteorder == "big":
        samples.byteswap()
    return samples


_shared: Sink | None = None  # one device for the whole process, whatever windows come and go


class SilentSink:
    """Plays nothing: no library, no device, or sound turned off for the process.

    ``unheard`` says that the game could not play sound here (no library or no device), which
    the Preferences tell the player; a process turned silent on purpose is not ``unheard``.
    """

    def __init__(self, unheard: bool = False) -> None:
        self.unheard = unheard

    def play(self, sound: Sound, volume: float) -> None:
        pass


class DeviceSink:
    """Sounds mixed into one ``miniaudio`` playback device, opened once and kept running.

    The device pulls short buffers (:data:`BUFFER_MS`) from a generator that adds up the sounds
    still playing; :meth:`play` only queues, so it never waits for the device.
    """

    BUFFER_MS = 20

    def __init__(self, device: Any) -> None:
        self._device = device
        self._samples = {s: load_sound(s) for s in Sound}
        self._playing: list[tuple[array.array[int], float, int]] = []  # samples, volume, position
        self._new: list[tuple[array.array[int], float, int]] = []
        self.pulled = 0  #: buffers the device took so far (the latency benchmark watches it)
        feed = self._feed()
        next(feed)
        device.start(feed)

    @classmethod
    def open(cls) -> Sink:
        """The process's one device sink (opened on first call), or a :class:`SilentSink`
        without the library or a device."""
        global _shared
        if _shared is None:
            _shared = cls.open_device()
        return _shared

    @classmethod
    def open_device(cls, backends: list[str] | None = None) -> Sink:
        """A new device sink (see :meth:`open`).

        ``backends`` names ``miniaudio.Backend`` members to try (by default the platform's,
        or the null device when ``SPECTACULAR_BID_SOUND`` is ``null``).
        """
        wanted = os.environ.get("SPECTACULAR_BID_SOUND", "")
        if wanted == "off":
            return SilentSink()
        if wanted == "null":
            backends = ["NULL"]
        try:
            import miniaudio  # type: ignore[import-untyped]
        except ImportError:
            return SilentSink(unheard=True)
        try:
            with _quiet_stderr():  # ALSA writes its search for a card to the terminal
                device = miniaudio.PlaybackDevice(
                    output_format=miniaudio.SampleFormat.SIGNED16,
                    nchannels=1,
                    sample_rate=RATE,
                    buffersize_msec=cls.BUFFER_MS,
                    backends=None if backends is None else [miniaudio.Backend[b] for b in backends],
                    app_name="Spectacular Bid",
                )
                sink = cls(device)
        except Exception:  # no device, a broken driver: the game goes on in silence
            return SilentSink(unheard=True)
        atexit.register(sink.close)  # a device still pulling from Python would hang the exit
        return sink

    def play(self, sound: Sound, volume: float) -> None:
        self._new.append((self._samples[sound], volume, 0))  # list.append is atomic: no lock needed

    def close(self) -> None:
        """Stop and release the device (again is harmless)."""
        self._device.close()

    def _feed(self) -> Generator[array.array[int], int, None]:
        import array

        frames = yield array.array("h")
        while True:
            self.pulled += 1
            while self._new:
                self._playing.append(self._new.pop(0))
            if not self._playing:
                frames = yield array.array("h", bytes(2 * frames))
                continue
            out = [0] * frames
            still = []
            for samples, volume, at in self._playing:
                chunk = samples[at : at + frames]
                for i, v in enumerate(chunk):
                    out[i] += int(v * volume)
                if at + frames < len(samples):
                    still.append((samples, volume, at + frames))
            self._playing = still
            frames = yield array.array("h", (max(-32768, min(32767, v)) for v in out))


class _quiet_stderr:
    """Send the process's standard error to the null device for the duration (Linux only)."""

    def __enter__(self) -> None:
        self._saved: int | None = None
        if sys.platform.startswith("linux"):
            try:
                sys.stderr.flush()
                self._saved = os.dup(2)
                null = os.open(os.devnull, os.O_WRONLY)
                os.dup2(null, 2)
                os.close(null)
            except OSError:
                self._saved = None

    def __exit__(self, *_exc: object) -> None:
        if self._saved is not None:
            os.dup2(self._saved, 2)
            os.close(self._saved)
