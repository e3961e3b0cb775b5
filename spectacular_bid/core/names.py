"""What a player's name is as a player reads it (the names screen checks names with it, an
import refuses a record whose names are not already so, and a match names its players so)."""

from __future__ import annotations

import unicodedata

MOST_MARKS = 2  #: the most accents kept on one letter (Vietnamese needs two)


def tidy_name(name: str) -> str:
    """``name`` as a player would read it: composed (NFC), without the characters that do not
    show (controls, zero-width and direction marks, soft hyphens), without accents stacked
    past :data:`MOST_MARKS` on one letter, without spaces at its ends. Two names that look
    alike are then alike, and a name that shows nothing is empty.

    >>> tidy_name("\\u200bAna\\u202e "), tidy_name("e\\u0301mile"), len(tidy_name("A" + "\\u0301" * 23))
    ('Ana', 'émile', 3)
    """
    kept: list[str] = []
    marks = 0
    for letter in unicodedata.normalize("NFC", name):
        kind = unicodedata.category(letter)
        if kind in ("Cc", "Cf", "Cs", "Co", "Cn"):
            continue
        marks = marks + 1 if kind in ("Mn", "Me") else 0
        if marks <= MOST_MARKS:
            kept.append(letter)
    return unicodedata.normalize("NFC", "".join(kept)).strip()
