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


#: The joiner and the non-joiner (U+200D, U+200C): formats that change what shows between two
#: characters of the right kinds (:func:`_joins`), and draw nothing elsewhere.
_JOINER, _NON_JOINER = "\u200d", "\u200c"


def _joins(letter: str, before: str, after: str) -> bool:
    """Whether ``letter``, between ``before`` and ``after``, changes what a name shows: a joiner
    after a pictograph or a skin tone and before a pictograph, a non-joiner between two letters
    written in the Arabic script."""
    if letter == _JOINER:
        return (_pictograph(before) or "\U0001f3fb" <= before <= "\U0001f3ff") and _pictograph(after)
    if letter == _NON_JOINER:
        return unicodedata.bidirectional(before) == unicodedata.bidirectional(after) == "AL"
    return False


def _pictograph(letter: str) -> bool:
    """Whether ``letter`` is a pictograph an emoji may join: a symbol from the miscellaneous
    symbols (U+2600) on, not "©" or "°"."""
    return letter >= "\u2600" and unicodedata.category(letter) == "So"


def tidy_name(name: str) -> str:
    """``name`` as a player would read it: composed (NFC), without the characters that do not
    show (controls, zero-width and direction marks, soft hyphens, fillers: :data:`UNSEEN`),
    without accents stacked past :data:`MOST_MARKS` on one letter, with one space between
    words and none at its ends. Two names that look alike are then alike, and a name that
    shows nothing is empty.

    A joiner that shows is kept: between two pictographs (the woman and the laptop of a
    programmer's emoji, drawn as one), and the non-joiner between two Arabic letters (a
    Persian name whose parts must not join).

    >>> tidy_name("\\u200bAna\\u202e "), tidy_name("e\\u0301mile"), len(tidy_name("A" + "\\u0301" * 23))
    ('Ana', 'émile', 3)
    >>> [len(tidy_name(n)) for n in ("\\U0001f469\\u200d\\U0001f4bb", "A\\u200dna", "\\u0639\\u200c\\u0644")]
    [3, 3, 3]
    """
    kept: list[str] = []
    marks = 0
    text = unicodedata.normalize("NFC", name)
    for i, letter in enumerate(text):
        kind = unicodedata.category(letter)
        if kind in ("Cc", "Cf", "Cs", "Co", "Cn") or ord(letter) in UNSEEN:
            if kept and i + 1 < len(text) and _joins(letter, kept[-1], text[i + 1]):
                kept.append(letter)
            continue
        marks = marks + 1 if kind in ("Mn", "Me") else 0
        if marks <= MOST_MARKS:
            kept.append(letter)
    return " ".join(unicodedata.normalize("NFC", "".join(kept)).split())  # one space between words
