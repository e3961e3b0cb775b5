"""What a player's name is as a player reads it (the names screen checks names with it, an
import refuses a record whose names are not already so, and a match names its players so)."""

from __future__ import annotations

import unicodedata

MOST_MARKS = 2  #: the most accents kept on one letter (Vietnamese needs two)
#: Letters and marks that draw nothing although Unicode does not file them as controls or
#: formats: Hangul fillers, the braille blank, the combining grapheme joiner, Khmer's and
#: Mongolian's silent vowels and selectors, variation selectors.
UNSEEN = frozenset(
    [0x034F, 0x115F, 0x1160, 0x17B4, 0x17B5, 0x2800, 0x3164, 0xFFA0]
    + list(range(0x180B, 0x1810))
    + list(range(0xFE00, 0xFE10))
    + list(range(0xE0100, 0xE01F0))
)


def tidy_name(name: str) -> str:
    """``name`` as a player would read it: composed (NFC), without the characters that do not
    show (controls, zero-width and direction marks, soft hyphens, fillers: :data:`UNSEEN`),
    without accents stacked past :data:`MOST_MARKS` on one letter, with one space between
    words and none at its ends. Two names that look alike are then alike, and a name that
    shows nothing is empty.

    >>> tidy_name("\\u200bAna\\u202e "), tidy_name("e\\u0301mile"), len(tidy_name("A" + "\\u0301" * 23))
    ('Ana', 'émile', 3)
    """
    kept: list[str] = []
    marks = 0
    for letter in unicodedata.normalize("NFC", name):
        kind = unicodedata.category(letter)
        if kind in ("Cc", "Cf", "Cs", "Co", "Cn") or ord(letter) in UNSEEN:
            continue
        marks = marks + 1 if kind in ("Mn", "Me") else 0
        if marks <= MOST_MARKS:
            kept.append(letter)
    return " ".join(unicodedata.normalize("NFC", "".join(kept)).split())  # one space between words
