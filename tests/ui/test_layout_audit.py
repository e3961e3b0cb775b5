"""Every screen and window whole, in both languages, at every supported size (issues 12 and 20).

:func:`~layout_audit.audit` is tested on small widgets first; then the tour
(``layout_tour.py``) plays scripted games through the real window and opens every other
window and dialog, at 1024×600 (the smallest screen), 1024×640, 1280×672 (1920×1080 at 150 %),
1440×900 and 1920×1080, in English and French, one process per screen (each with its own
offscreen screen of that size), and must report nothing.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
from layout_audit import audit
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget
from pytestqt.qtbot import QtBot

TOUR = Path(__file__).with_name("layout_tour.py")
#: 1280×672: a 1920×1080 screen at 150 % above the Windows taskbar; 1440×900: issue 20, item 4.
SIZES = ("1024x600", "1024x640", "1280x672", "1440x900", "1920x1080")
LANGUAGES = ("en", "fr")
#: What the tour must reach: the situations issue 12 lists.
SITUATIONS = {
    "non-jockey bidding",
    "jockey bidding",
    "non-jockey facing a bid",
    "whole-balance bid",
    "forced accept",
    "block after a long hand",
    "13-tile hand",
    "drawing many",
    "won on points",
    "time loss",
    "void",
    "resumed game",
    "24-character names",
    "imported game",
    "replay",
    "windows over a running clock",
    "hint while playing",
    "hint while bidding",
    "analysis under way",
    "analysed replay",
    "tutorial",
    "tutorial count after a hand",
    "tutorial card folded",
    "tutorial refusal, the card folded",
}


# --- The audit on small widgets ------------------------------------------------------------


def test_a_wrapped_label_too_low_for_its_text_is_found(qtbot: QtBot) -> None:
    label = QLabel("Jockey discount: when the jockey's own bid is accepted, the jockey pays the bid less 15.")
    label.setWordWrap(True)
    qtbot.addWidget(label)
    label.setFixedSize(160, 20)
    label.show()
    problems = audit(label)
    assert any("wrapped at 160 px" in p for p in problems), problems


def test_a_label_with_room_is_not_reported(qtbot: QtBot) -> None:
    label = QLabel("Bid 20")
    qtbot.addWidget(label)
    label.resize(label.sizeHint().width() + 20, label.sizeHint().height() + 10)
    label.show()
    assert audit(label) == []


def test_a_narrow_button_and_a_child_outside_its_parent_are_found(qtbot: QtBot) -> None:
    window = QWidget()
    qtbot.addWidget(window)
    window.resize(300, 200)
    button = QPushButton("Accept the standing bid of 150", window)
    button.setGeometry(10, 10, 60, 30)
    stray = QLabel("x", window)
    stray.setGeometry(280, 180, 50, 50)
    window.show()
    problems = audit(window)
    assert any("QPushButton" in p and "width" in p for p in problems), problems
    assert any("outside its parent" in p for p in problems), problems


def test_widgets_laid_over_one_another_are_found(qtbot: QtBot) -> None:
    window = QWidget()
    qtbot.addWidget(window)
    box = QWidget(window)
    column = QVBoxLayout(box)
    for text in ("Hand 2 is over", "Blocked", "Continue"):
        label = QLabel(text)
        label.setMinimumHeight(40)
        column.addWidget(label)
    box.setGeometry(0, 0, 200, 90)  # less than the three labels' 120 px: they overlap
    window.resize(220, 120)
    window.show()
    assert any("overlap by" in p for p in audit(window)), audit(window)


def test_a_window_larger_than_its_screen_is_found(qtbot: QtBot) -> None:
    window = QWidget()
    qtbot.addWidget(window)
    layout = QVBoxLayout(window)
    layout.addWidget(QLabel("big"))
    room = window.screen().availableGeometry()
    window.resize(room.width() + 50, 100)
    window.show()
    assert any("the window with its frame" in p for p in audit(window))


# --- The tour ------------------------------------------------------------------------------


def run_tour(size: str, language: str, folder: Path) -> dict[str, object]:
    """Run the tour at ``size`` in ``language`` in its own process; its report."""
    report = folder / f"tour-{size}-{language}.json"
    env = {k: v for k, v in os.environ.items() if k != "QT_QPA_PLATFORM"}
    done = subprocess.run(
        [sys.executable, "-X", "faulthandler", str(TOUR), size, language, str(report)],  # a crash says where
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
    )
    said = "\n".join(line for line in done.stderr.splitlines() if "propagateSizeHints" not in line)  # Qt's noise
    assert done.returncode == 0, said[-3000:]
    result: dict[str, object] = json.loads(report.read_text(encoding="utf-8"))
    return result


@pytest.fixture(scope="module")
def tours(tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[tuple[str, str], dict[str, object]]]:
    """The tours, run two at a time."""
    folder = tmp_path_factory.mktemp("tours")
    cases = [(size, language) for size in SIZES for language in LANGUAGES]
    with ThreadPoolExecutor(max_workers=2) as pool:
        results = list(pool.map(lambda case: run_tour(*case, folder), cases))
    yield dict(zip(cases, results, strict=True))


@pytest.mark.slow  # ten tours of whole games, five sizes, two languages
@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("size", SIZES)
def test_every_screen_is_whole(tours: dict[tuple[str, str], dict[str, object]], size: str, language: str) -> None:
    report = tours[size, language]
    missed = SITUATIONS - set(report["seen"])  # type: ignore[arg-type]
    assert not missed, f"missed {sorted(missed)}; the practice game: {report.get('practice')}"
    assert report["screens"] > 100  # type: ignore[operator]
    problems = report["problems"]
    assert problems == [], "\n".join(problems[:40])  # type: ignore[index]


@pytest.mark.slow  # ten tours of whole games, five sizes, two languages
@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("size", SIZES)
def test_the_bidding_panel_keeps_its_size(
    tours: dict[tuple[str, str], dict[str, object]], size: str, language: str
) -> None:
    """Item 2: from one bidding decision to the next, the panel does not change size."""
    sizes = tours[size, language]["bidding_sizes"]
    assert len(sizes) == 1, sizes  # type: ignore[arg-type]
