"""Players' names: what a name may be, checked in one place for the names screen and the import.

Every sentence is a template passed through ``tr`` (context ``"NewGameScreen"``), as in
:mod:`.messages`, so this module needs no Qt.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence

from ..core import tidy_name
from ..core.words import QT_TRANSLATE_NOOP
from .messages import Translate

MAX_NAME = 24  #: the longest name, in characters
#: Unicode's first-strong isolate and its end: what they enclose is laid out on its own.
_ISOLATE, _END = "\u2068", "\u2069"


def set_apart(names: Sequence[str]) -> tuple[str, ...]:
    """``names`` as sentences show them: one written right to left (Hebrew, Arabic) set apart
    from the words and numbers around it, so that "Final balances: דנה לוי 120" does not read
    "120 דנה לוי" (a hostile probe's ratings read "1659 → 1500" for a rise). Other names are
    left as they are; file names and records keep the names themselves.

    >>> set_apart(["Ana", "דנה"]) == ("Ana", "\u2068דנה\u2069")
    True
    """
    return tuple(
        f"{_ISOLATE}{name}{_END}" if any(unicodedata.bidirectional(c) in ("R", "AL") for c in name) else name
        for name in names
    )


def _same(text: str) -> str:
    return text


def length_problem(first: str, second: str, tr: Translate = _same) -> str:
    """What is wrong with the lengths of two names (as :func:`~spectacular_bid.core.tidy_name`
    makes them), "" when nothing: which name is too long, and by how much (the field is not
    always the one in view).

    >>> length_problem("A" * 25, "Ben")
    "The first player's name has 25 characters: at most 24."
    """
    if len(first) > MAX_NAME and len(second) > MAX_NAME:
        message = tr(
            QT_TRANSLATE_NOOP("NewGameScreen", "Both names are too long: {a} and {b} characters, at most {n}.")
        )
        return message.format(a=len(first), b=len(second), n=MAX_NAME)
    if len(first) > MAX_NAME:
        message = tr(QT_TRANSLATE_NOOP("NewGameScreen", "The first player's name has {m} characters: at most {n}."))
        return message.format(m=len(first), n=MAX_NAME)
    if len(second) > MAX_NAME:
        message = tr(QT_TRANSLATE_NOOP("NewGameScreen", "The second player's name has {m} characters: at most {n}."))
        return message.format(m=len(second), n=MAX_NAME)
    return ""


def validate_names(first: str, second: str, tr: Translate = _same) -> tuple[tuple[str, str] | None, str]:
    """Check two names: ``((first, second), "")`` as :func:`~spectacular_bid.core.tidy_name`
    makes them when valid, else ``(None, why)``.

    >>> validate_names("  Ana ", "Ben")
    (('Ana', 'Ben'), '')
    >>> validate_names("Ana", "ana")
    (None, 'The two players need different names.')
    >>> validate_names("\\u200b", "\\u200b\\u200b")
    (None, "Please enter both players' names.")
    """
    a, b = tidy_name(first), tidy_name(second)
    if not a and not b:
        return None, tr(QT_TRANSLATE_NOOP("NewGameScreen", "Please enter both players' names."))
    if not a:
        return None, tr(QT_TRANSLATE_NOOP("NewGameScreen", "Please enter the first player's name."))
    if not b:
        return None, tr(QT_TRANSLATE_NOOP("NewGameScreen", "Please enter the second player's name."))
    if too_long := length_problem(a, b, tr):
        return None, too_long
    if a.casefold() == b.casefold():
        return None, tr(QT_TRANSLATE_NOOP("NewGameScreen", "The two players need different names."))
    return (a, b), ""
