"""The interface languages (English, French) through Qt's translation system, and the assets.

The English texts are the source strings in the code; French comes from
``spectacular_bid/i18n/spectacular_bid_fr.qm`` (built from the ``.ts`` file with
``pyside6-lrelease``), plus Qt's own French translations for standard buttons and dialogs.
"""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QSettings, QTranslator

LANGUAGES = ("en", "fr")
_installed: list[QTranslator] = []
_data: list[bytes] = []  #: the bytes the installed translators read
_language = ["en"]  # the interface language installed last


def package_dir() -> Path:
    """The package folder (inside a bundle: the unpacked folder)."""
    base = getattr(sys, "_MEIPASS", None)
    if base is not None:
        return Path(base) / "spectacular_bid"
    return Path(__file__).resolve().parent.parent


def asset_path(name: str) -> Path | None:
    """The path of an asset file (``assets/NAME``), or None when it is missing."""
    for root in (package_dir() / "assets", package_dir().parent / "assets"):
        if (root / name).exists():
            return root / name
    return None


def system_language() -> str:
    """``"fr"`` when the system's language is French, else ``"en"``."""
    return "fr" if QLocale.system().name().startswith("fr") else "en"  # no enum: a quick start


def chosen_language(settings: QSettings) -> str:
    """The language picked from the menu last time, else the system's."""
    value = settings.value("language")
    return value if value in LANGUAGES else system_language()


def interface_language() -> str:
    """The interface language installed last: ``"en"`` or ``"fr"``."""
    return _language[0]


def counted(n: int, one: str, many: str) -> str:
    """A counted phrase for ``n``: ``one`` or ``many`` (both already translated, each holding
    ``{n}``), as the interface language counts: English says "1 tile", "0 tiles"; French
    "1 domino", "0 domino", "2 dominos".

    >>> counted(1, "{n} tile", "{n} tiles"), counted(3, "{n} tile", "{n} tiles")
    ('1 tile', '3 tiles')
    """
    singular = n == 1 or (n == 0 and _language[0] == "fr")
    return (one if singular else many).format(n=n)


def interface_locale(language: str) -> QLocale:
    """The locale that formats dates and numbers in ``language``: "2 déc. 2026" in French."""
    if language == "fr":
        return QLocale(QLocale.Language.French, QLocale.Country.France)
    return QLocale(QLocale.Language.English, QLocale.Country.UnitedKingdom)


def install_language(language: str) -> bool:
    """Make ``language`` the interface language, for texts and for the dates and numbers that
    ``QLocale()`` formats; True when its translations were found."""
    app = QCoreApplication.instance()
    if app is None:
        return False
    QLocale.setDefault(interface_locale(language))
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()
    _data.clear()
    _language[0] = language if language in LANGUAGES else "en"
    if language != "fr":
        return True
    ours = QTranslator()
    # Read whole, not mapped from the file as Qt would: a play-test's French turned half English
    # once the file was written again under the running game (an update, a reinstall).
    try:
        data = (package_dir() / "i18n" / "spectacular_bid_fr.qm").read_bytes()
    except OSError:
        data = b""
    found = bool(data) and ours.load(data)
    if found:
        _data.append(data)  # Qt reads the translations from these bytes, never copied
        app.installTranslator(ours)
        _installed.append(ours)
    qt = QTranslator()
    qt_folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    if qt.load(QLocale(QLocale.Language.French), "qtbase", "_", qt_folder):
        app.installTranslator(qt)
        _installed.append(qt)
    return found
