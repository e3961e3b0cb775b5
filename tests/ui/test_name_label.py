"""A long name is cut to the room it has in few measures, whatever its length (a games file
may hold a name far longer than the 24 characters the new-game screen allows)."""

from __future__ import annotations

import random

import pytest
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from spectacular_bid.ui.widgets.name_label import NameLabel, cut, fits


class CountingMetrics:
    """A font's metrics that count how often a text is measured."""

    def __init__(self, metrics: QFontMetrics) -> None:
        self.metrics = metrics
        self.measures = 0

    def horizontalAdvance(self, text: str) -> int:
        self.measures += 1
        return self.metrics.horizontalAdvance(text)


def linear_fits(name: str, metrics: QFontMetrics, width: float) -> int:
    """The definition: the most characters whose cut name fits, tried from the most down."""
    count = len(name)
    while count > 0 and metrics.horizontalAdvance(cut(name, count)) > width:
        count -= 1
    return count


@pytest.fixture
def metrics(qtbot: QtBot) -> QFontMetrics:
    return QFontMetrics(QFont())


def test_a_name_is_cut_to_the_most_characters_that_fit(metrics: QFontMetrics) -> None:
    rng = random.Random(3)
    letters = "abcdefghijklmnopqrstuvwxyzÉéèàçMWil -"
    for _ in range(300):
        name = "".join(rng.choice(letters) for _ in range(rng.randrange(1, 40)))
        width = rng.uniform(0, 1.2 * metrics.horizontalAdvance(name))
        assert fits(name, metrics, width) == linear_fits(name, metrics, width), (name, width)


def test_a_very_long_name_is_measured_a_few_times_only(metrics: QFontMetrics) -> None:
    name = "Maximilienne-Anastasia " * 5_000
    counting = CountingMetrics(metrics)
    count = fits(name, counting, 200)  # type: ignore[arg-type]
    assert 0 < count < 40 and metrics.horizontalAdvance(cut(name, count)) <= 200
    assert counting.measures <= 2 * len(name).bit_length() + 2


@pytest.mark.parametrize("name", ["q\u0303" * 12, "שָׁלוֹםשָׁלוֹםשָׁלוֹם", "Ana👍🏽👍🏽👍🏽👍🏽👍🏽👍🏽👍🏽👍🏽👍🏽"])
def test_a_name_broken_inside_its_word_keeps_each_letter_with_its_marks(qtbot: QtBot, name: str) -> None:
    """A hostile-input probe broke "q̃q̃…" between a q and its tilde, and a Hebrew name between
    a letter and its vowel point: the line began with a mark alone, the name drawn was not the
    name. A word breaks only where a character, as a reader sees it, begins."""
    import unicodedata

    from spectacular_bid.ui.theme import _breakable, grapheme_starts

    window = QWidget()
    qtbot.addWidget(window)
    label = NameLabel(name, window, lines=2)
    window.show()
    metrics = label.fontMetrics()
    broken = 0
    for width in range(metrics.horizontalAdvance(name) // 2 - 10, metrics.horizontalAdvance(name), 3):
        label.resize(width, 60)
        if "\n" in label.text():
            broken += 1
            first, second = label.text().split("\n")
            assert first + second == name and len(first) in grapheme_starts(name), label.text()
            assert unicodedata.category(second[0]) not in ("Mn", "Mc", "Me", "Sk"), label.text()
    assert broken  # broken inside the word at some widths
    for part in _breakable(name * 2).split("\u200b")[1:]:
        assert unicodedata.category(part[0]) not in ("Mn", "Mc", "Me", "Sk"), part
