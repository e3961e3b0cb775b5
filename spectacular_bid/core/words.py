"""The marker of the core's translatable reasons.

The core speaks English (``replay`` prints its reasons, RECORD.md); the game says some of them
in the player's language. Their templates are marked with :func:`QT_TRANSLATE_NOOP`, which
``pyside6-lupdate`` reads (``packaging/update_translations.py``) and which does nothing here:
the core imports no Qt. The window translates a marked template by its English text.
"""


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Mark ``text`` for ``pyside6-lupdate`` as a message of ``context``; returns ``text`` as it is."""
    return text


def in_english(context: str, text: str) -> str:
    """A translate function (``translate(context, text)``) that leaves the English as it is."""
    return text
