"""The window fits the screen: 1280×672 logical pixels (1920×1080 at 150 % above a Windows
taskbar) holds the whole window with its frame, and every screen stays usable there."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st
from PySide6.QtCore import QPoint, QSettings
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QAbstractButton, QApplication, QLayout, QLineEdit, QWidget

from spectacular_bid.ui.main_window import MainWindow
from spectacular_bid.ui.screenshots import Script
from spectacular_bid.ui.window_fit import FRAME, MINIMUM, PREFERRED, Rect, fit_to_screen, fitted

LAPTOP_150 = Rect(0, 0, 1280, 672)  # 1920×1080 at 150 %, less a 48-pixel taskbar


def outer(inside: Rect, frame: tuple[int, int]) -> Rect:
    """The window with its frame, for :func:`fitted`'s inside rectangle."""
    title = frame[1] - frame[0] // 2
    return Rect(inside.x - frame[0] // 2, inside.y - title, inside.width + frame[0], inside.height + frame[1])


def within(rect: Rect, area: Rect) -> bool:
    return (
        rect.x >= area.x
        and rect.y >= area.y
        and rect.x + rect.width <= area.x + area.width
        and rect.y + rect.height <= area.y + area.height
    )


@pytest.mark.parametrize("frame", [FRAME, (2, 30), (16, 45), (0, 60)])
def test_the_whole_window_fits_above_a_150_percent_taskbar(frame: tuple[int, int]) -> None:
    inside = fitted(LAPTOP_150, frame=frame)
    assert within(outer(inside, frame), LAPTOP_150)
    assert inside.width >= MINIMUM[0] and inside.height >= MINIMUM[1]


def test_the_minimum_fits_above_a_150_percent_taskbar_with_a_tall_title_bar() -> None:
    assert MINIMUM[0] + FRAME[0] <= LAPTOP_150.width and MINIMUM[1] + 72 <= LAPTOP_150.height


@given(st.builds(Rect, st.integers(-2000, 2000), st.integers(0, 100), st.integers(1100, 4000), st.integers(640, 2500)))
def test_fitted_is_on_the_free_area_between_the_minimum_and_the_preferred_size(free: Rect) -> None:
    inside = fitted(free)
    assert MINIMUM[0] <= inside.width <= PREFERRED[0] and MINIMUM[1] <= inside.height <= PREFERRED[1]
    assert within(outer(inside, FRAME), free)


def test_a_screen_too_small_keeps_the_title_bar_on_it() -> None:
    free = Rect(100, 25, 900, 500)
    inside = fitted(free)
    assert (inside.width, inside.height) == MINIMUM
    assert outer(inside, FRAME).y >= free.y and outer(inside, FRAME).x >= free.x


def test_fit_to_screen_uses_the_screens_free_area(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    window = MainWindow(None, "en", None, QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    assert (window.minimumWidth(), window.minimumHeight()) == MINIMUM
    screen = window.screen() or QGuiApplication.primaryScreen()
    free = screen.availableGeometry()
    rect = fit_to_screen(window)
    assert window.geometry().getRect() == tuple(rect)
    assert rect == fitted(Rect(*free.getRect()), minimum=MINIMUM)
    window.retire()


# --- Every screen at the fitted size ------------------------------------------------------


def placed(layout: QLayout) -> list[QWidget]:
    """The visible widgets that ``layout`` and the layouts inside it place."""
    found = []
    for i in range(layout.count()):
        item = layout.itemAt(i)
        if item.widget() is not None and item.widget().isVisible():
            found.append(item.widget())
        elif item.layout() is not None:
            found += placed(item.layout())
    return found


def problems(window: QWidget) -> list[str]:
    """What is not usable in ``window``: widgets that one layout places on top of each other (a
    layout squeezed below its minimum), or a button or field outside the window or squeezed
    below its smallest height."""
    found = []
    for holder in [window, *window.findChildren(QWidget)]:
        layout = holder.layout()
        if layout is None or not holder.isVisible():
            continue
        widgets = placed(layout)
        for i, first in enumerate(widgets):
            for second in widgets[i + 1 :]:
                if first.geometry().intersects(second.geometry()):
                    found.append(
                        f"{type(first).__name__} and {type(second).__name__} overlap in {type(holder).__name__}"
                    )
    for widget in [*window.findChildren(QAbstractButton), *window.findChildren(QLineEdit)]:
        if not widget.isVisible():
            continue
        corner = widget.mapTo(window, QPoint(0, 0))
        inside = corner.x() >= 0 and corner.y() >= 0
        inside = inside and corner.x() + widget.width() <= window.width()
        inside = inside and corner.y() + widget.height() <= window.height()
        name = f"{type(widget).__name__} {widget.text()[:24]!r}"
        if not inside:
            found.append(f"{name} is outside the window")
        if widget.height() < widget.minimumSizeHint().height():
            found.append(f"{name} is {widget.height()} px high, needs {widget.minimumSizeHint().height()}")
    return found


class Inspect(Script):
    """The screenshot script's game, with the window at ``size``; each picture's moment is
    checked instead of saved."""

    def __init__(self, settings: QSettings, size: tuple[int, int]) -> None:
        self.size = size
        self.found: dict[str, list[str]] = {}
        super().__init__(None, settings)

    def _open(self, language: str) -> MainWindow:
        window = super()._open(language)
        window.resize(*self.size)
        self.app.processEvents()
        return window

    def shot(self, name: str, widget: QWidget | None = None) -> None:
        if name in self.saved or widget is not None or name == "rules-help.png":
            return  # the rules' picture widens the window to show them beside the table
        for _ in range(3):
            self.app.processEvents()
        assert self.window.size().toTuple() == self.size
        self.found[name] = problems(self.window)
        self.saved.append(name)


SUMMARIES = {"hand-summary.png", "block-summary.png", "game-over.png"}


@pytest.fixture(scope="module", params=["fitted to 1280×672", "at the minimum"])
def found(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> dict[str, list[str]]:
    """What :func:`problems` finds at each screen of the scripted game, with the window fitted
    to 1920×1080 at 150 % above the taskbar, or at its minimum size."""
    from spectacular_bid.ui.launch import make_app

    make_app([])
    folder = tmp_path_factory.mktemp("fit")
    inside = fitted(LAPTOP_150)
    size = (inside.width, inside.height) if request.param.startswith("fitted") else MINIMUM
    script = Inspect(QSettings(str(folder / "s.ini"), QSettings.Format.IniFormat), size)
    script.run()
    script.window.retire()
    QApplication.processEvents()
    return script.found


def test_every_screen_was_seen(found: dict[str, list[str]]) -> None:
    assert {"new-game.png", "handoff.png", "table-opening.png", "bidding.png", "drawing.png"} <= set(found)
    assert SUMMARIES <= set(found)


def test_the_names_handoff_and_table_screens_are_usable(found: dict[str, list[str]]) -> None:
    assert {name: problem for name, problem in found.items() if problem and name not in SUMMARIES} == {}


def test_the_summary_screens_are_usable(found: dict[str, list[str]]) -> None:
    assert {name: problem for name, problem in found.items() if problem and name in SUMMARIES} == {}
