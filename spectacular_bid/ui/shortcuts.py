"""The game's keys: the menus' shortcuts, chosen for each platform, and the letters of each
stage of a hand, chosen for each language.

The table below chooses each action's key per platform: ⌘H is *Hide* on macOS, so History is ⌘Y
there, as in Safari; F1 needs the Fn key on most Mac keyboards, so the rules are ⌘? there, the
key of every Mac app's help. Where Qt has a standard key for an action
(:class:`QKeySequence.StandardKey`: New, Open, Quit, Cancel, HelpContents) the table gives what
Qt binds on that platform, and any further keys Qt binds there are added, so the game answers
to the keys every other program there does.

Keys are written in Qt's portable text, where ``Ctrl`` is ⌘ on macOS and ``Meta`` is ⌃ there
(the Windows key elsewhere). :data:`RESERVED` lists, per platform, the keys that the system or
the desktop takes before a program sees them, or that mean something else to every program
there; ``tests/ui/test_shortcuts.py`` checks the table against it for each platform.

The single letters that act in a stage of the game (bid, play, the game's end) follow the
words of the interface's language: "ouest" is O in French, "renoncer" R. :data:`LETTERS` has
one table per language and stage, no letter twice within a stage (W is waive while bidding and
west while playing, never both at once). Labels, menus and the rules show the language's own
letter (:func:`letter`); the English letters still act in the other languages, unshown
(:func:`letter_keys`), where they mean nothing else at that stage.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from .platforms import family

if TYPE_CHECKING:
    from PySide6.QtGui import QKeySequence


@dataclass(frozen=True, slots=True)
class Shortcut:
    """One action's key: Qt's standard key if there is one, else ``keys`` (``mac`` on macOS)."""

    standard: str | None  #: a :class:`QKeySequence.StandardKey` name, or None
    keys: str  #: the key in Qt's portable text, on Windows and Linux (and macOS unless ``mac``)
    mac: str | None = None  #: the key on macOS, where it must differ


SHORTCUTS: dict[str, Shortcut] = {
    "new_game": Shortcut("New", "Ctrl+N"),
    "resign": Shortcut(None, "Ctrl+Shift+R"),
    "history": Shortcut(None, "Ctrl+H", mac="Ctrl+Y"),  # ⌘H hides the app; ⌘Y is History in Safari
    "import": Shortcut("Open", "Ctrl+O"),
    "preferences": Shortcut("Preferences", "Ctrl+,"),  # ⌘, on macOS, as in every Mac app
    "quit": Shortcut("Quit", "Ctrl+Q"),  # Qt has no Quit key on Windows: Ctrl+Q, beside Alt+F4
    "deselect": Shortcut("Cancel", "Esc"),
    "rules": Shortcut("HelpContents", "F1", mac="Ctrl+?"),  # F1 needs Fn on a Mac keyboard
    # The guided game's card folded to its top row and unfolded: with Ctrl, as the hands'
    # letters are the game's; H for hide, kept apart from History's Ctrl+H by Shift.
    "coach_words": Shortcut(None, "Ctrl+Shift+H"),
}

#: The letters of each stage, per language: ``LETTERS[language][stage][action]``. Bidding: waive,
#: accept, bid (Enter bids too); play: draw and the four ends; the game's end: a new game, quit,
#: its replay and its analysis.
#: A practice game's hint has its letter in both stages of a hand (Ctrl+H stays History).
LETTERS: dict[str, dict[str, dict[str, str]]] = {
    "en": {
        "bidding": {"waive": "W", "accept": "A", "bid": "B", "hint": "H"},
        "play": {"draw": "D", "west": "W", "east": "E", "north": "N", "south": "S", "hint": "H"},
        "game_over": {"new_game": "N", "quit": "Q", "replay": "R", "analyse": "A"},
    },
    "fr": {
        "bidding": {"waive": "R", "accept": "A", "bid": "E", "hint": "I"},  # renoncer, accepter, enchérir, indice
        "play": {"draw": "P", "west": "O", "east": "E", "north": "N", "south": "S", "hint": "I"},  # piocher, ouest…
        "game_over": {"new_game": "N", "quit": "Q", "replay": "R", "analyse": "A"},  # nouvelle partie, quitter…
    },
}


def _language(language: str | None) -> str:
    if language is None:
        from .i18n import interface_language

        language = interface_language()
    return language if language in LETTERS else "en"


def letter(stage: str, action: str, language: str | None = None) -> str:
    """The letter that does ``action`` at ``stage`` in ``language`` (default: the interface's),
    the one labels and menus show.

    >>> letter("play", "west", "en"), letter("play", "west", "fr"), letter("bidding", "waive", "fr")
    ('W', 'O', 'R')
    """
    return LETTERS[_language(language)][stage][action]


def letter_keys(stage: str, action: str, language: str | None = None) -> list[str]:
    """Every letter that does ``action`` at ``stage`` in ``language``: its own first, then the
    English one, unshown, when it differs and means nothing else at that stage there.

    >>> letter_keys("play", "west", "fr"), letter_keys("bidding", "bid", "fr"), letter_keys("play", "east", "fr")
    (['O', 'W'], ['E', 'B'], ['E'])
    """
    own = LETTERS[_language(language)][stage]
    keys = [own[action]]
    english = LETTERS["en"][stage][action]
    if english not in own.values():
        keys.append(english)
    return keys


#: Keys each platform keeps for itself (or that mean one thing in every program there), in Qt's
#: portable text. A key is allowed to an action of the same meaning only: ``{key: action}``
#: gives that action, None allows none. Any key with ``Meta`` is the Windows or Super key's
#: on Windows and Linux and is reserved there as a whole.
RESERVED: dict[str, dict[str, str | None]] = {
    "mac": {
        "Ctrl+H": None,  # Hide the app
        "Ctrl+Alt+H": None,  # Hide the others
        "Ctrl+M": None,  # Minimize
        "Ctrl+W": None,  # Close the window
        "Ctrl+Q": "quit",
        "Ctrl+,": "preferences",  # Settings…
        "Ctrl+Tab": None,  # switch apps
        "Ctrl+`": None,  # switch windows
        "Ctrl+Space": None,  # Spotlight
        "Meta+Space": None,  # input sources
        "Ctrl+Alt+Esc": None,  # Force Quit
        "Ctrl+Alt+D": None,  # show or hide the Dock
        "Ctrl+Meta+F": None,  # full screen
        "Ctrl+Meta+Q": None,  # lock the screen
        "Ctrl+Shift+Q": None,  # log out
        "Ctrl+Shift+3": None,  # screenshots
        "Ctrl+Shift+4": None,
        "Ctrl+Shift+5": None,
        "Ctrl+?": "rules",  # the app's help
        "Meta+Up": None,  # Mission Control and spaces
        "Meta+Down": None,
        "Meta+Left": None,
        "Meta+Right": None,
        **{f"F{n}": None for n in range(1, 13)},  # brightness, Mission Control, sound… without Fn
    },
    "windows": {
        "Alt+F4": None,  # close the window
        "Alt+Tab": None,
        "Alt+Esc": None,
        "Alt+Space": None,  # the window's system menu
        "Ctrl+Esc": None,  # the Start menu
        "Ctrl+Shift+Esc": None,  # Task Manager
        "Ctrl+Alt+Del": None,
        "F10": None,  # the menu bar
        "Print": None,
        "F1": "rules",  # help
    },
    "unix": {
        "Alt+F1": None,  # the desktop's menus and run dialogue
        "Alt+F2": None,
        "Alt+F4": None,
        "Alt+F7": None,  # move and resize the window
        "Alt+F8": None,
        "Alt+Tab": None,
        "Alt+Space": None,  # the window menu
        "Ctrl+Alt+T": None,  # a terminal
        "Ctrl+Alt+L": None,  # lock the screen
        "Ctrl+Alt+Del": None,  # log out
        "Ctrl+Alt+Left": None,  # workspaces
        "Ctrl+Alt+Right": None,
        "Ctrl+Alt+Up": None,
        "Ctrl+Alt+Down": None,
        "F10": None,  # the menu bar
        "Print": None,
        "F1": "rules",  # help
    },
}


_QT_FAMILY = family()  # the platform whose keys Qt's standard bindings give


def key_text(name: str, platform: str | None = None) -> str:
    """The table's key for action ``name`` on ``platform`` (default: the running one).

    >>> key_text("history", "darwin"), key_text("history", "win32"), key_text("rules", "darwin")
    ('Ctrl+Y', 'Ctrl+H', 'Ctrl+?')
    """
    shortcut = SHORTCUTS[name]
    return shortcut.mac if family(platform) == "mac" and shortcut.mac is not None else shortcut.keys


def sequences(name: str) -> list[QKeySequence]:
    """The keys of action ``name`` on the running platform: the table's key, then the other keys
    Qt's standard binding gives there (a KDE user's own, ⌘. for Cancel on macOS) unless the
    platform keeps them (needs a running Qt application).

    The table's key comes first, and always: Qt takes the standard bindings from its platform
    plug-in, and one without a desktop of its own (offscreen) gives Windows's everywhere.
    """
    from PySide6.QtGui import QKeySequence

    portable = QKeySequence.SequenceFormat.PortableText
    keys = [QKeySequence(key_text(name))]
    standard = SHORTCUTS[name].standard
    if standard is not None and family() == _QT_FAMILY:
        kept = {k for k, allowed in RESERVED[family()].items() if allowed != name}
        taken = {keys[0].toString(portable)}
        for extra in QKeySequence.keyBindings(getattr(QKeySequence.StandardKey, standard)):
            text = extra.toString(portable)
            if text not in taken and text not in kept and not (family() != "mac" and "Meta" in text):
                keys.append(extra)
                taken.add(text)
    return keys
