"""Players' names: what a name may be, checked in one place for the names screen and the import.

Every sentence is a template passed through ``tr`` (context ``"NewGameScreen"``), as in
:mod:`.messages`, so this module needs no Qt.
"""

from __future__ import annotations

from ..core import tidy_name as tidy
from ..core.words import QT_TRANSLATE_NOOP
from .messages import Translate

MAX_NAME = 24  #: the longest name, in characters


def _same(text: str) -> str:
    return text


def validate_names(first: str, second: str, tr: Translate = _same) -> tuple[tuple[str, str] | None, str]:
    """Check two names: ``((first, second), "")`` made :func:`tidy` when valid, else
    ``(None, why)``.

    >>> validate_names("  Ana ", "Ben")
    (('Ana', 'Ben'), '')
    >>> validate_names("Ana", "ana")
    (None, 'The two players need different names.')
    >>> validate_names("\\u200b", "\\u200b\\u200b")
    (None, "Please enter both players' names.")
    """
    a, b = tidy(first), tidy(second)
    if not a and not b:
        return None, tr(QT_TRANSLATE_NOOP("NewGameScreen", "Please enter both players' names."))
    if not a:
        return None, tr(QT_TRANSLATE_NOOP("NewGameScreen", "Please enter the first player's name."))
    if not b:
        return None, tr(QT_TRANSLATE_NOOP("NewGameScreen", "Please enter the second player's name."))
    if len(a) > MAX_NAME or len(b) > MAX_NAME:
        message = tr(QT_TRANSLATE_NOOP("NewGameScreen", "Names can be at most {n} characters long."))
        return None, message.format(n=MAX_NAME)
    if a.casefold() == b.casefold():
        return None, tr(QT_TRANSLATE_NOOP("NewGameScreen", "The two players need different names."))
    return (a, b), ""
