"""The app's on/off settings (sound, motion, whether Resign asks first, whether another engine
plays the computer), read back from the settings file as one function reads them all.

QSettings writes a switch as ``true`` or ``false`` (an INI file, the registry) or keeps it as a
boolean (macOS's property lists); it reads the file's text back as a string, or as whatever a
damaged value decodes to (a list, a byte array, a number, None). Only a clear answer is taken:
anything else, a damaged setting, gives the setting's default. Read as "not true", garbage in
``game/confirm_resign`` turned the resignation question off without a word.
"""

from __future__ import annotations

from PySide6.QtCore import QSettings

#: The words read as on and as off, whatever their case and the spaces around them.
ON, OFF = ("true", "1"), ("false", "0")


def stored_switch(store: QSettings, key: str, default: bool) -> bool:
    """The on/off setting ``key`` of ``store``: ``default`` when it is missing or is not a
    clear true or false."""
    value = store.value(key, default)
    if isinstance(value, bool):
        return value
    if type(value) is int and value in (0, 1):
        return value == 1
    if isinstance(value, str):
        word = value.strip().lower()
        if word in ON:
            return True
        if word in OFF:
            return False
    return default
