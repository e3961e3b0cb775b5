"""The game's sounds: which sound each event plays, through the real window, with a sink that
only records (no device needed); and the real device path, silent and quiet without a device."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
from PySide6.QtCore import Qt
from real_window import click_action
from test_main_window import _start

from spectacular_bid.core import Bid, Draw, Resign, Reveal, Stage, legal_actions
from spectacular_bid.core.state import DELAY_MS, BidPaid, Blocked, ForcedAccept, ForcedWaive, Scored, WentOut
from spectacular_bid.ui import sound
from spectacular_bid.ui.main_window import MainWindow
from spectacular_bid.ui.screenshots import policy
from spectacular_bid.ui.sound import DeviceSink, SilentSink, Sound

LEFT = Qt.MouseButton.LeftButton
EVENT_SOUNDS = {"play": Sound.PLACE, "draw": Sound.DRAW, "bid": Sound.BID, "accept": Sound.ACCEPT, "waive": Sound.WAIVE}


class FakeSink:
    def __init__(self) -> None:
        self.played: list[tuple[Sound, float]] = []

    def play(self, sound: Sound, volume: float) -> None:
        self.played.append((sound, volume))

    def sounds(self) -> list[Sound]:
        return [s for s, _ in self.played]


def _listen(window: MainWindow) -> FakeSink:
    sink = FakeSink()
    window.sound.sink = sink
    return sink


def _expected(window: MainWindow, events_before: int) -> list[Sound]:
    """What a change should sound like: its event, then what it caused, then the end."""
    controller = window.controller
    state = controller.state
    out = [EVENT_SOUNDS[e.do] for e in controller.session.record.events[events_before:] if e.do in EVENT_SOUNDS]
    notes = state.notes
    if any(isinstance(n, ForcedWaive) for n in notes):
        out.append(Sound.WAIVE)
    if any(isinstance(n, ForcedAccept) for n in notes):
        out.append(Sound.ACCEPT)
    if any(isinstance(n, (Scored, BidPaid, Blocked)) and n.paid > 0 for n in notes):
        out.append(Sound.CHIPS)
    if state.stage is Stage.HAND_OVER and any(isinstance(n, (WentOut, Blocked)) for n in notes):
        out.append(Sound.HAND_END)
    if state.result is not None:
        out.append(Sound.GAME_END)
    return out


def test_each_event_of_a_whole_game_plays_its_sound(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    sink = _listen(window)
    _start(qtbot, window)
    assert sink.played == []  # a new game, nothing done yet
    heard: set[Sound] = set()
    bids = 0
    wanted = {Sound.PLACE, Sound.DRAW, Sound.CHIPS, Sound.BID, Sound.HAND_END}
    for _ in range(900):
        state = window.controller.state
        if heard >= wanted and heard & {Sound.ACCEPT, Sound.WAIVE} and state.stage is Stage.PLAY:
            break
        before_events, before_sounds = len(window.controller.session.record.events), len(sink.played)
        if state.stage is Stage.HAND_OVER:
            window.fake_time.advance(2_000)  # type: ignore[attr-defined]
            qtbot.mouseClick(window.summary.continue_button, LEFT)
        else:
            action = policy(legal_actions(state), bids)
            bids += isinstance(action, Bid)
            # Well within the delay, draws included (a draw does not end the decision): no clock sound.
            window.fake_time.advance(300 if isinstance(action, Draw) else 2_500)  # type: ignore[attr-defined]
            click_action(qtbot, window, action)
            if isinstance(action, Reveal):
                assert sink.sounds()[before_sounds:] == []  # a handoff is silent
        new = sink.sounds()[before_sounds:]
        assert new == _expected(window, before_events)
        heard.update(new)
    assert heard >= wanted and heard & {Sound.ACCEPT, Sound.WAIVE}
    before_sounds = len(sink.played)
    window.send(Resign(window.controller.state.to_act))  # the game's end
    assert window.controller.state.is_over
    assert sink.sounds()[before_sounds:] == [Sound.GAME_END]
    assert all(volume == 0.7 for _, volume in sink.played)  # the default volume


def test_the_delay_running_out_then_each_of_the_last_ten_seconds(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    sink = _listen(window)
    _start(qtbot, window)
    click_action(qtbot, window, Reveal(window.controller.state.to_act))
    controller, time = window.controller, window.fake_time  # type: ignore[attr-defined]
    state = controller.state
    assert state.started is not None and state.to_act is not None
    start = controller.session.origin + state.started
    reserve = state.reserves[state.to_act]

    def at(ms: int) -> list[Sound]:
        time.set(start + ms)
        controller.clock_tick.emit()
        return sink.sounds()

    assert at(DELAY_MS - 1) == []
    assert at(DELAY_MS + 1) == [Sound.RESERVE]
    assert at(DELAY_MS + reserve - 10_500) == [Sound.RESERVE]
    for left in range(9_500, 0, -1_000):  # 10 s, 9 s, … 1 s left
        at(DELAY_MS + reserve - left)
    assert sink.sounds() == [Sound.RESERVE] + [Sound.TICK] * 10


def test_sound_off_and_the_volume_apply_at_once(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    sink = _listen(window)
    _start(qtbot, window)
    settings = window.sound.settings
    settings.enabled = False
    window.sound.play(Sound.PLACE)
    settings.enabled = True
    settings.volume = 35
    window.sound.play(Sound.PLACE)
    assert sink.played == [(Sound.PLACE, 0.35)]
    assert window.settings_store().value(sound.VOLUME_KEY) in (35, "35")


def test_no_audio_device_plays_in_silence_without_a_word(capfd, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    pytest.importorskip("miniaudio")
    monkeypatch.delenv("SPECTACULAR_BID_SOUND")
    capfd.readouterr()
    # A backend no desktop has: the device cannot open.
    sink = DeviceSink.open_device(["WEBAUDIO"])
    assert isinstance(sink, SilentSink)
    sink.play(Sound.PLACE, 1.0)
    assert capfd.readouterr() == ("", "")


def test_the_app_starts_and_plays_through_the_device_path(qtbot, window: MainWindow, monkeypatch, capfd) -> None:  # type: ignore[no-untyped-def]
    pytest.importorskip("miniaudio")
    monkeypatch.setenv("SPECTACULAR_BID_SOUND", "null")  # the library's null device: the whole path, nothing heard
    monkeypatch.setattr(sound, "_shared", None)
    capfd.readouterr()
    _start(qtbot, window)
    qtbot.waitUntil(lambda: window.sound.sink is not None)  # opened after the window showed
    sink = window.sound.sink
    assert isinstance(sink, DeviceSink)
    try:
        for _ in range(6):
            window.fake_time.advance(2_000)  # type: ignore[attr-defined]
            click_action(qtbot, window, policy(legal_actions(window.controller.state), 0))
        pulled = sink.pulled
        qtbot.waitUntil(lambda: sink.pulled > pulled + 2)  # the device keeps taking the mix
    finally:
        sink.close()
    assert capfd.readouterr().err == ""


def test_a_retired_window_falls_silent(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """A language switch builds a new window on the same game: one sound per event, not two."""
    sink = _listen(window)
    _start(qtbot, window)
    other = MainWindow(window.controller, "fr", None, window.settings_store())
    other_sink = _listen(other)
    other.retire()
    controller = window.controller
    for _ in range(2):  # the reveal (silent), then a bid, a waiver or an acceptance
        window.fake_time.advance(1_000)  # type: ignore[attr-defined]
        controller.send(policy(legal_actions(controller.state), 0))
    assert other_sink.played == []
    assert len(sink.played) == 1
