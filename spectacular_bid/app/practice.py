"""Practice games against the computer, without Qt: who the computer is and how it is named.

The computer is identified by its own field, never by a player's name (a person may call
themselves "Computer"): the record holds it as an extra top-level field, which RECORD.md
readers ignore, and the games file as the ``computer_seat`` and ``computer_level`` columns.

>>> from spectacular_bid.core import Record
>>> record = with_opponent(Record(("Ana", "Computer"), ()), Opponent(1, "hard"))
>>> record.extra
{'computer': {'seat': 1, 'level': 'hard'}}
>>> opponent_of(record)
Opponent(seat=1, level='hard')

Games against the computer are practice: they are listed by level and never rated (R46 rates
games between people). A person may ask for hints there (:mod:`.hints`); how many each seat
took is another extra field, ``"hints": {"0": 2}`` (seats as JSON keys, absent when none), and
the games file's ``hints0`` and ``hints1`` columns:

>>> record = with_hints(record, {0: 2})
>>> record.extra["hints"], hints_of(record)
({'0': 2}, {0: 2})
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..core import tidy_name
from ..core.words import QT_TRANSLATE_NOOP
from .messages import Translate

if TYPE_CHECKING:
    from ..core.record import Record  # loaded with the first game, not with the first screen

#: The record's top-level field that names the computer's seat and level.
RECORD_FIELD = "computer"
#: The record's top-level field that counts the hints each seat took (:mod:`.hints`).
HINTS_FIELD = "hints"
#: The largest hint count read from a record or a games file (more reads as this many).
MAX_HINTS = 1_000_000

#: The levels a player can choose in the window, weakest first (the engine's own names).
LEVELS = ("easy", "medium", "hard")
#: Levels a stored game may name: the window's, and the engine's plain benchmark baseline.
KNOWN_LEVELS = (*LEVELS, "greedy")

_LEVEL_NAMES = {
    "easy": QT_TRANSLATE_NOOP("messages", "easy"),
    "medium": QT_TRANSLATE_NOOP("messages", "medium"),
    "hard": QT_TRANSLATE_NOOP("messages", "hard"),
    "greedy": QT_TRANSLATE_NOOP("messages", "greedy"),
}
_PRACTICE = QT_TRANSLATE_NOOP("messages", "practice — {level}")
_COMPUTER = QT_TRANSLATE_NOOP("messages", "Computer")


def _same(text: str) -> str:
    return text


@dataclass(frozen=True, slots=True)
class Opponent:
    """The computer's seat (0 or 1) and its level (one of :data:`KNOWN_LEVELS`)."""

    seat: int
    level: str

    def __post_init__(self) -> None:
        if type(self.seat) is not int or self.seat not in (0, 1):
            raise ValueError(f"the computer's seat must be 0 or 1, not {self.seat!r}")
        if self.level not in KNOWN_LEVELS:
            raise ValueError(f"unknown level {self.level!r}")

    def to_json(self) -> dict[str, Any]:
        """The record's field value: ``{"seat": 1, "level": "hard"}``."""
        return {"seat": self.seat, "level": self.level}

    @classmethod
    def from_json(cls, data: object) -> Opponent | None:
        """The opponent a record's field names, or None when it names none that this program
        knows (a field written by another program is then left alone and the game is one
        between people)."""
        if not isinstance(data, Mapping):
            return None
        try:
            return cls(data.get("seat"), data.get("level"))  # type: ignore[arg-type]
        except (ValueError, TypeError):
            return None


def opponent_of(record: Record) -> Opponent | None:
    """The computer of ``record``'s game, or None in a game between people."""
    return Opponent.from_json(record.extra.get(RECORD_FIELD))


def with_opponent(record: Record, opponent: Opponent | None) -> Record:
    """``record`` naming ``opponent`` as its computer (None: no computer), other fields kept."""
    from ..core.record import Record

    extra = {k: v for k, v in record.extra.items() if k != RECORD_FIELD}
    if opponent is not None:
        extra[RECORD_FIELD] = opponent.to_json()
    return Record(record.players, record.deals, record.events, record.started_at, extra)


def hints_of(record: Record) -> dict[int, int]:
    """How many hints each seat took, from ``record``'s extra field: ``{seat: n}`` with n > 0
    only. A field that another program wrote in another shape counts as no hints (it is kept
    as it is only when no hint is counted over it).

    >>> from spectacular_bid.core import Record
    >>> hints_of(Record(("Ana", "Ben"), (), (), None, {"hints": {"1": 3, "0": 0, "2": 5, "x": 1}}))
    {1: 3}
    >>> hints_of(Record(("Ana", "Ben"), (), (), None, {"hints": [1, 2]}))
    {}
    """
    return counted_hints(record.extra.get(HINTS_FIELD))


def counted_hints(data: object) -> dict[int, int]:
    """The counts a ``hints`` field's value names (see :func:`hints_of`)."""
    if not isinstance(data, Mapping):
        return {}
    out: dict[int, int] = {}
    for seat in (0, 1):
        n = data.get(str(seat))
        if type(n) is int and n > 0:
            out[seat] = min(n, MAX_HINTS)
    return out


def with_hints(record: Record, counts: Mapping[int, int]) -> Record:
    """``record`` with the hint ``counts`` as its ``hints`` field (none when every count is 0),
    other fields kept."""
    from ..core.record import Record

    extra = {k: v for k, v in record.extra.items() if k != HINTS_FIELD}
    kept = {str(seat): int(n) for seat, n in sorted(counts.items()) if n > 0}
    if kept:
        extra[HINTS_FIELD] = kept
    return Record(record.players, record.deals, record.events, record.started_at, extra)


def extra_fields(opponent: Opponent | None) -> dict[str, Any]:
    """A new record's extra fields for a game against ``opponent`` (none against a person)."""
    return {} if opponent is None else {RECORD_FIELD: opponent.to_json()}


def level_name(level: str, tr: Translate = _same) -> str:
    """A level in the player's language: ``"hard"``, ``"difficile"``."""
    return tr(_LEVEL_NAMES.get(level, level))


def practice_label(level: str, tr: Translate = _same) -> str:
    """How a practice game is listed: ``"practice — hard"``."""
    return tr(_PRACTICE).format(level=level_name(level, tr))


def computer_name(other: str, tr: Translate = _same) -> str:
    """The computer's display name beside a player called ``other``: "Computer", or
    "Computer 2" when the player took that name (names differ ignoring case).

    >>> computer_name("Ana"), computer_name("computer")
    ('Computer', 'Computer 2')
    """
    base = tr(_COMPUTER)
    name, n = base, 1
    while name.casefold() == tidy_name(other).casefold():
        n += 1
        name = f"{base} {n}"
    return name


def shown_players(players: Sequence[str], opponent: Opponent | None, tr: Translate = _same) -> tuple[str, str]:
    """The players as a screen names them: in a practice game the computer by its role, in the
    interface's language (:func:`computer_name`), whatever name its record holds (written in
    the language the game was begun in).

    >>> shown_players(("Ana", "Computer"), Opponent(1, "easy"), {"Computer": "Ordinateur"}.get)
    ('Ana', 'Ordinateur')
    >>> shown_players(("Ana", "Ben"), None)
    ('Ana', 'Ben')
    """
    first, second = players[0], players[1]
    if opponent is None:
        return first, second
    role = computer_name(players[1 - opponent.seat], tr)
    return (role, second) if opponent.seat == 0 else (first, role)
