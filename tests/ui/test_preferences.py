"""Preferences: any program that speaks the engine protocol may play the computer, tried with
one question, kept in the settings, and used from the next question on; an engine that fails
is told on the table, and no move is played for it."""

from __future__ import annotations

import os
import sys

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
from PySide6.QtCore import QPoint, QRect, QTimer
from PySide6.QtGui import QAction, QColor
from PySide6.QtWidgets import QApplication, QCheckBox, QDialog, QStyle, QStyleOptionButton
from pytestqt.qtbot import QtBot

from spectacular_bid.app.practice import Opponent
from spectacular_bid.core import Stage
from spectacular_bid.ui import theme
from spectacular_bid.ui.dialogs.preferences import COMMAND_KEY, USE_KEY, PreferencesDialog, engine_command
from spectacular_bid.ui.main_window import MainWindow

ENGINE = f'"{sys.executable}" -m spectacular_bid engine --level easy'


def test_nothing_chosen_means_the_games_own_computer(qtbot: QtBot, window: MainWindow) -> None:
    store = window.settings_store()
    assert engine_command(store) is None
    dialog = PreferencesDialog(store, window)
    qtbot.addWidget(dialog)
    assert dialog.own.isChecked() and not dialog.command.isEnabled() and not dialog.try_button.isEnabled()


def test_another_engine_without_a_command_is_not_taken_silently(qtbot: QtBot, window: MainWindow) -> None:
    """A play-test chose "Another engine", typed nothing, pressed OK, and found the game's own
    computer chosen again with no word: OK waits for a command, and the dialog says so."""
    dialog = PreferencesDialog(window.settings_store(), window)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.ok_button.isEnabled() and not dialog.said.isVisible()
    dialog.other.setChecked(True)
    assert not dialog.ok_button.isEnabled()
    assert dialog.said.isVisible() and "command line" in dialog.said.text()
    dialog.command.setText(ENGINE)
    assert dialog.ok_button.isEnabled() and not dialog.said.isVisible()
    dialog.command.setText("   ")
    assert not dialog.ok_button.isEnabled()
    dialog.own.setChecked(True)
    assert dialog.ok_button.isEnabled() and not dialog.said.isVisible()


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_line_of_why_ok_waits_has_its_room(qtbot: QtBot, window: MainWindow, language: str) -> None:
    """A French play-test at 1024×640, no audio device: the line of why OK waits was drawn over
    the command field, squashed to half its height, the dialog not grown for the wrapped line."""
    from spectacular_bid.ui.i18n import install_language

    theme.ensure_applied()
    install_language(language)
    try:
        dialog = PreferencesDialog(window.settings_store(), window, language, sound_unheard=True)
        qtbot.addWidget(dialog)
        dialog.show()
        dialog.other.setChecked(True)
        QApplication.processEvents()
        command, said, unheard = dialog.command, dialog.said, dialog.sound.unheard
        assert said.isVisible() and unheard.isVisible()
        assert command.height() >= command.sizeHint().height()
        assert said.height() >= said.heightForWidth(said.width())
        assert unheard.height() >= unheard.heightForWidth(unheard.width())
        placed = [QRect(w.mapTo(dialog, QPoint(0, 0)), w.size()) for w in (command, said)]
        assert not placed[0].intersects(placed[1])
        assert dialog.height() <= 600 - 30  # whole on the smallest screen, its frame included
    finally:
        install_language("en")


def test_an_engine_is_tried_with_one_question_and_kept(qtbot: QtBot, window: MainWindow) -> None:
    store = window.settings_store()
    dialog = PreferencesDialog(store, window)
    qtbot.addWidget(dialog)
    dialog.other.setChecked(True)
    dialog.command.setText(ENGINE)
    assert dialog.try_button.isEnabled()
    dialog.try_button.click()
    qtbot.waitUntil(lambda: dialog.said.text().startswith("It answered: {"), timeout=20_000)
    dialog.accept()
    assert engine_command(store) == ENGINE
    assert store.value(COMMAND_KEY) == ENGINE and PreferencesDialog(store).other.isChecked()


def test_a_command_that_is_no_engine_is_told_when_tried(qtbot: QtBot, window: MainWindow) -> None:
    dialog = PreferencesDialog(window.settings_store(), window)
    qtbot.addWidget(dialog)
    dialog.other.setChecked(True)
    dialog.command.setText("no-such-engine-anywhere --level hard")
    dialog.try_button.click()
    qtbot.waitUntil(lambda: "cannot start" in dialog.said.text(), timeout=10_000)
    assert dialog.said.text().startswith("It did not answer as the protocol asks")


def test_the_menu_opens_preferences_and_ok_hands_the_engine_to_the_computer(qtbot: QtBot, window: MainWindow) -> None:
    action = window.menus.preferences_action
    assert action.menuRole() is QAction.MenuRole.PreferencesRole  # macOS: Settings… in the app menu
    assert action in window.menus.titles["edit"].actions()
    store = window.settings_store()
    store.setValue(COMMAND_KEY, ENGINE)

    def choose() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, PreferencesDialog)
        dialog.other.setChecked(True)
        dialog.accept()

    QTimer.singleShot(0, choose)
    action.trigger()
    assert store.value(USE_KEY) in (True, "true")
    assert window.practice is not None and window.practice.player.command == ENGINE


def test_an_engine_that_fails_is_told_on_the_table_and_plays_no_move(qtbot: QtBot, window: MainWindow) -> None:
    store = window.settings_store()
    store.setValue(COMMAND_KEY, "no-such-engine-anywhere")
    store.setValue(USE_KEY, True)
    window.use_chosen_engine()
    assert window.practice is not None
    player = window.practice.player
    player.pace_ms = 0
    window.start_practice("Ana", "hard")
    controller = window.controller
    assert controller.has_game
    # The person plays until the computer must decide.
    while controller.state.to_act != Opponent(1, "hard").seat or controller.state.stage is not Stage.PLAY:
        qtbot.waitUntil(lambda: player.failure is not None or window.offered() is not None, timeout=10_000)
        if player.failure is not None:
            break
        decision = window.offered()
        assert decision is not None
        window.send(decision.actions[0])
    qtbot.waitUntil(lambda: player.failure is not None, timeout=10_000)
    events = len(controller.session.record.events)
    qtbot.wait(50)
    assert len(controller.session.record.events) == events and controller.state.to_act == 1
    text = window.game.status.text()
    assert text.startswith("The engine playing Computer could not be started: cannot start 'no-such-engine-anywhere'")
    assert ". No move was played" in text  # the engine's words end their sentence
    assert text.endswith("No move was played; its clock runs on.")


def test_a_command_line_with_a_quote_left_open_is_told_as_not_started(qtbot: QtBot, window: MainWindow) -> None:
    """A hostile-input probe read "The engine playing Computer has stopped: No closing
    quotation No move was played…": an engine that never started, and two sentences run
    together."""
    from spectacular_bid.app.engine_client import EngineFailure

    assert window.practice is not None
    player = window.practice.player
    player.use_command('spectacular-bid engine --level "hard')
    with pytest.raises(EngineFailure) as failure:
        player.engine(None).ask({})  # type: ignore[arg-type]
    assert window.practice.failure_text("Computer", failure.value) == (
        "The engine playing Computer could not be started: its command line cannot be read (No closing "
        "quotation). No move was played; its clock runs on."
    )
    player.use_command(None)


@pytest.mark.parametrize(
    ("code", "detail"),
    [
        ("illegal", 'not a legal decision now: {"do": "play", "seat": 1, "tile": [2, 0], "end": "north"}'),
        ("refused", "I hold 2-0 and 5-5 and will not play them"),
        ("unreadable", '{"do": "play", "tile": [2, 0]'),
        ("ended", "Traceback: my hand is [[2, 0], [5, 5]]"),
    ],
)
def test_an_engine_failure_told_during_a_game_names_none_of_its_words(
    qtbot: QtBot, window: MainWindow, code: str, detail: str
) -> None:
    """A hostile-input probe: an engine that answered with an illegal play had its answer
    shown in the status line and the page's description, a tile of the computer's hand still
    hidden (R7, R41). An engine's words (its answer, its error, its last lines) may name its
    own tiles: the person is told what went wrong, not what the engine said."""
    from spectacular_bid.app.engine_client import EngineFailure

    assert window.practice is not None
    said = window.practice.failure_text("Computer", EngineFailure(code, detail))
    assert said.startswith("The engine playing Computer ") and said.endswith("No move was played; its clock runs on.")
    assert not any(part in said for part in ("2, 0", "2-0", "2–0", "5-5", "hand", detail[:12]))


def test_sound_on_off_and_its_volume_are_kept_and_heard_at_once(qtbot: QtBot, window: MainWindow) -> None:
    from spectacular_bid.ui.sound import Sound

    played: list[tuple[Sound, float]] = []

    class Sink:
        def play(self, sound: Sound, volume: float) -> None:
            played.append((sound, volume))

    window.sound.sink = Sink()
    dialog = PreferencesDialog(window.settings_store(), window)
    qtbot.addWidget(dialog)
    assert dialog.sound.enabled.isChecked() and dialog.sound.volume.value() == 70
    dialog.sound.volume.setValue(40)
    dialog.accept()
    window.sound.play(Sound.PLACE)
    dialog = PreferencesDialog(window.settings_store(), window)
    qtbot.addWidget(dialog)
    assert dialog.sound.volume.value() == 40
    dialog.sound.enabled.setChecked(False)
    assert not dialog.sound.volume.isEnabled()
    dialog.accept()
    window.sound.play(Sound.PLACE)
    assert played == [(Sound.PLACE, 0.4)]


def _sound_note_shown(qtbot: QtBot, window: MainWindow) -> bool:
    """Whether the Preferences, opened from the menu, say that no sound can be played."""
    seen: list[bool] = []

    def look() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, QDialog)
        try:
            seen.append(dialog.sound.unheard.isVisibleTo(dialog))  # type: ignore[attr-defined]
        finally:
            dialog.reject()  # never a dialog left waiting

    QTimer.singleShot(0, look)
    window.menus.preferences_action.trigger()
    return seen == [True]


def test_preferences_say_when_no_sound_can_be_played(qtbot: QtBot, window: MainWindow, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    pytest.importorskip("miniaudio")
    from spectacular_bid.ui.sound import DeviceSink

    # A play-test ticked "Play sounds" on a computer without an audio device and heard nothing,
    # told nowhere why.
    monkeypatch.delenv("SPECTACULAR_BID_SOUND")
    window.sound.sink = DeviceSink.open_device(["WEBAUDIO"])  # a backend no desktop has
    assert _sound_note_shown(qtbot, window)
    monkeypatch.setenv("SPECTACULAR_BID_SOUND", "off")  # silent on purpose (the tests): not a fault
    window.sound.sink = DeviceSink.open_device()
    assert not _sound_note_shown(qtbot, window)
    monkeypatch.setenv("SPECTACULAR_BID_SOUND", "null")  # a device that plays
    sink = DeviceSink.open_device()
    window.sound.sink = sink
    try:
        assert not _sound_note_shown(qtbot, window)
    finally:
        sink.close()  # type: ignore[attr-defined]


def indicator_colours(box: QCheckBox) -> list[QColor]:
    """The colours of the middle of ``box``'s tick box, as drawn (its border left out)."""
    option = QStyleOptionButton()
    box.initStyleOption(option)
    rect = box.style().subElementRect(QStyle.SubElement.SE_CheckBoxIndicator, option, box)
    image = box.grab().toImage()
    inner = rect.adjusted(rect.width() // 4, rect.height() // 4, -(rect.width() // 4), -(rect.height() // 4))
    return [
        image.pixelColor(x, y)
        for x in range(inner.left(), inner.right() + 1)
        for y in range(inner.top(), inner.bottom() + 1)
    ]


def near(colour: QColor, hex_colour: str, by: int = 48) -> bool:
    other = QColor(hex_colour)
    return sum(abs(a - b) for a, b in zip(colour.getRgb()[:3], other.getRgb()[:3])) <= by


def test_a_ticked_box_reads_as_ticked_not_greyed_out(qtbot: QtBot, window: MainWindow) -> None:
    """A play-test: a ticked box was a faint grey tick on white, which a player read as
    disabled. Ticked, it is filled with the theme's gold under a dark tick; unticked, dark."""
    dialog = PreferencesDialog(window.settings_store(), window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    ticked, unticked = dialog.game.confirm, dialog.game.reduce_motion
    ticked.setChecked(True)
    unticked.setChecked(False)
    on = indicator_colours(ticked)
    assert sum(near(c, theme.GOLD) for c in on) >= len(on) // 4
    assert sum(near(c, theme.NAVY_DARK, 90) for c in on) >= len(on) // 20  # the tick
    off = indicator_colours(unticked)
    assert not any(near(c, theme.GOLD, 120) for c in off)
    assert all(c.lightness() < 80 for c in off)


def test_the_computer_opponent_box_has_no_empty_band(qtbot: QtBot, window: MainWindow) -> None:
    """A play-test: below the command line the box kept an empty band, the room of the answer
    to a trial that had not been asked. It shows only once there is something to say."""
    dialog = PreferencesDialog(window.settings_store(), window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    box = dialog.command.parentWidget()
    margins = box.layout().contentsMargins()
    below = box.height() - 1 - max(w.geometry().bottom() for w in (dialog.command, dialog.try_button))
    assert below <= margins.bottom() + 6, below  # the margin, and a few pixels of the row's own
    dialog._tried(True, "bestmove 6-6")
    qtbot.wait(5)
    assert dialog.said.isVisible() and dialog.said.geometry().bottom() < box.height()
    assert not dialog.said.visibleRegion().isEmpty()
