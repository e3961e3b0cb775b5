"""Game records in and out of the saved games: export and import, without Qt.

- :func:`export_game` writes a stored *finished* game's record (RECORD.md) to a file. A game in
  progress is refused: its record holds both hands and the boneyard's order (R7, R41).
- :func:`import_game` reads a record file (at most :data:`~spectacular_bid.recordfile.RECORD_LIMIT`
  bytes, whatever size the file claims), checks it completely — format, names, text, a full
  replay — and only then stores it, in one transaction with its result and ratings (R46): a
  broken file raises :class:`GameFileError` with a one-line reason and stores nothing. Only
  finished games are imported: a stored unfinished game is one the program resumes at
  start-up, with the time passed since its start counting against the player to act (R42).
  The same game is never imported twice, nor another version of it: the same players dealt
  the same hands, with other events, whatever the seats and the case of the names
  (:func:`find_game`). Nothing is imported between players who have a game in progress until
  it is over (:func:`game_in_progress`), whatever its hands, which no answer may give away.

Every refusal is a :class:`GameFileError` whose :meth:`~GameFileError.message` is a sentence
in the player's language (context ``"messages"``) naming the problem.
"""

from __future__ import annotations

import contextlib
import errno
import json
import os
import re
import sqlite3
import stat
import tempfile
import unicodedata
from collections.abc import Callable, Iterator
from dataclasses import dataclass, replace
from datetime import UTC, datetime, tzinfo
from pathlib import Path
from typing import Any

from ..core import TICK, Deal, GameState, MissingDeal, Tile, new_game
from ..core.record import Event, Flaw, Record, RecordError, final_state, parse_record, replay
from ..core.words import QT_TRANSLATE_NOOP, in_english
from ..recordfile import RECORD_LIMIT, AnyPath, NotAFile, RecordTooLarge, read_regular_file
from .messages import Translate
from .names import validate_names
from .storage import GameSummary, Storage, StoreDamaged

_NOT_RECORD = QT_TRANSLATE_NOOP("messages", "this file is not a game record, or it is damaged")
_NOT_FINISHED = QT_TRANSLATE_NOOP("messages", "this game is not finished: only finished games can be imported")
_IN_PROGRESS = QT_TRANSLATE_NOOP(
    "messages", "this game is still being played: its record would show both hands, so it can be exported once over"
)
_ALREADY = QT_TRANSLATE_NOOP("messages", "this game is already in the history, where it is now selected")
_OTHER_VERSION = QT_TRANSLATE_NOOP(
    "messages", "this game is already in the history, recorded differently: it is now selected there"
)
_IN_PLAY = QT_TRANSLATE_NOOP(
    "messages", "its players have a game in progress, now selected; their games can be imported once it is over"
)
_BAD_NAMES = QT_TRANSLATE_NOOP("messages", "the players' names in this record cannot be used")
_BAD_START = QT_TRANSLATE_NOOP(
    "messages", "its start time (started_at) is not a date and time such as 2026-12-02T09:00:00Z"
)
_BAD_TEXT = QT_TRANSLATE_NOOP("messages", "the record holds text that is not valid Unicode ({where})")
_TOO_LARGE = QT_TRANSLATE_NOOP("messages", "{file} is larger than {size} MiB, too large to be a game record")
_CANNOT_READ = QT_TRANSLATE_NOOP("messages", "cannot read {file}: {why}")
_NOT_A_FILE = QT_TRANSLATE_NOOP("messages", "it is a pipe or a device, not a file")
_CANNOT_WRITE_IN = QT_TRANSLATE_NOOP("messages", "cannot write in {folder}: {why}")
_CANNOT_WRITE = QT_TRANSLATE_NOOP("messages", "cannot write {file}: {why}")
_NOT_STORED = QT_TRANSLATE_NOOP("messages", "the games file could not be written")
_UNREADABLE = QT_TRANSLATE_NOOP("messages", "this game could not be read from the games file")
_ONTO_GAMES = QT_TRANSLATE_NOOP("messages", "{file} is the games file, which holds every game: choose another file")
_ONTO_OTHER = QT_TRANSLATE_NOOP(
    "messages", "{file} is not a file a record can replace (a folder, a pipe, a device or a loop of links)"
)
# The details, below a refusal's sentence: the technical words, led in the player's language.
_READER_SAID = QT_TRANSLATE_NOOP("messages", "What the record reader found: {words}")
_SYSTEM_SAID = QT_TRANSLATE_NOOP("messages", "What the system said: {words}")
_STORE_SAID = QT_TRANSLATE_NOOP("messages", "What the games file said: {words}")
_UNTIDY_NAME = QT_TRANSLATE_NOOP(
    "messages", "A name begins or ends with a space, or holds characters that do not show (controls, zero-width marks)."
)

#: ``translate(context, text)``: ``text`` of ``context`` in the player's language.
ContextTranslate = Callable[[str, str], str]
#: The details of a refusal, put into words by a :data:`ContextTranslate`.
Explain = Callable[[ContextTranslate], str]


class _Words(str):
    """A reason given as a template of context ``"messages"``, translated with the sentence."""


#: What the system said, in words of the game's own, for the failures a player can mend.
_OS_REASONS = {
    errno.ENOENT: _Words(QT_TRANSLATE_NOOP("messages", "it does not exist")),
    errno.EACCES: _Words(QT_TRANSLATE_NOOP("messages", "permission denied")),
    errno.EPERM: _Words(QT_TRANSLATE_NOOP("messages", "permission denied")),
    errno.EISDIR: _Words(QT_TRANSLATE_NOOP("messages", "it is a folder")),
    errno.ENOTDIR: _Words(QT_TRANSLATE_NOOP("messages", "part of its path is not a folder")),
    errno.ENOSPC: _Words(QT_TRANSLATE_NOOP("messages", "the disk is full")),
    errno.EROFS: _Words(QT_TRANSLATE_NOOP("messages", "the disk is read-only")),
}
_OS_OTHER = _Words(QT_TRANSLATE_NOOP("messages", "the system refused"))


def _os_failure(template: str, error: OSError, **fields: object) -> GameFileError:
    """``template`` with ``why``: the system's refusal in the game's words, its own in the details."""
    reason = _OS_REASONS.get(error.errno or 0, _OS_OTHER)
    words = str(error.strerror or error)
    return GameFileError(template, details=words, explain=_said(_SYSTEM_SAID, words), why=reason, **fields)


def _said(lead: str, words: str) -> Explain:
    """Details of technical ``words`` (the parser's, the system's), under ``lead``, a template
    of context ``"messages"`` holding ``{words}``."""
    return lambda translate: translate("messages", lead).format(words=words)


def _same(text: str) -> str:
    return text


class GameFileError(ValueError):
    """A game file that cannot be written or imported. ``str()`` is the English line, with the
    :attr:`details` in brackets; :meth:`message` the reason in the player's language.

    :attr:`details` is what the parser, the system or the games file said, in their own
    (English, technical) words, for the English line; :meth:`explained` puts them in the
    player's language for a "details" part of a message box, never in the sentence.
    """

    def __init__(self, template: str, details: str = "", *, explain: Explain | None = None, **fields: object) -> None:
        self.template = template
        self.fields = fields
        self.details = details
        self._explain = explain
        line = template.format(**fields)
        super().__init__(f"{line} ({details})" if details else line)

    def message(self, tr: Translate = _same) -> str:
        """The reason, translated by ``tr`` (context ``"messages"``)."""
        fields = {k: tr(v) if isinstance(v, _Words) else v for k, v in self.fields.items()}
        return tr(self.template).format(**fields)

    def explained(self, translate: ContextTranslate = in_english) -> str:
        """The details in the player's language, ``translate(context, text)`` translating
        (``QCoreApplication.translate``); ``""`` when there are none."""
        return self._explain(translate) if self._explain is not None else self.details


def _reader_failure(error: RecordError | MissingDeal) -> GameFileError:
    """Not a record: what the record reader said in the details, in the player's language
    where its words are translated."""

    def explain(translate: ContextTranslate) -> str:
        return translate("messages", _READER_SAID).format(words=error.words(translate))

    return GameFileError(_NOT_RECORD, details=str(error), explain=explain)


def _store_failure(template: str, words: str) -> GameFileError:
    """``template``, the games file's ``words`` in the details."""
    return GameFileError(template, details=words, explain=_said(_STORE_SAID, words))


class AlreadyStored(GameFileError):
    """The record's game is in the history already, as game :attr:`game_id`: the history shows
    it (the message says it is selected). :attr:`other_moves`: the stored game's events are
    not the record's — another version of the same game (see :func:`find_game`)."""

    def __init__(self, game_id: int, other_moves: bool = False) -> None:
        super().__init__(_OTHER_VERSION if other_moves else _ALREADY)
        self.game_id = game_id
        self.other_moves = other_moves


class PlayersInGame(GameFileError):
    """The record's players have a game in progress in the history, game :attr:`game_id`
    (the message says it is selected): nothing between them is imported until it is over,
    whatever the record's hands (:func:`store_checked`)."""

    def __init__(self, game_id: int) -> None:
        super().__init__(_IN_PLAY)
        self.game_id = game_id


# --- Export ---------------------------------------------------------------------------------


def export_game(storage: Storage, game_id: int, path: str | os.PathLike[str]) -> None:
    """Write finished game ``game_id``'s record to ``path`` as RECORD.md JSON (UTF-8),
    replacing the file whole or not at all (through a link, the file it leads to).
    :class:`GameFileError` if the game is still being played (R41), cannot be read, or the
    file cannot be written."""
    summary = next((g for g in storage.games() if g.id == game_id), None)
    if summary is not None and not summary.finished:
        raise GameFileError(_IN_PROGRESS)
    try:
        record = storage.record(game_id)
    except StoreDamaged as e:
        raise _store_failure(_UNREADABLE, e.details or str(e)) from None
    try:
        over = final_state(record).is_over
    except MissingDeal as e:  # a later hand's deal lost from the file: not known to be over
        raise _store_failure(_UNREADABLE, str(e)) from None
    if not over:  # a finished row over a record that is not: never leaks a hand
        raise GameFileError(_IN_PROGRESS)
    text = record_text(record)
    target = _export_target(storage, Path(path))
    try:
        fd, tmp = tempfile.mkstemp(prefix=".export-", suffix=".json", dir=target.parent)
    except OSError as e:
        raise _os_failure(_CANNOT_WRITE_IN, e, folder=str(target.parent)) from None
    try:
        with os.fdopen(fd, "w", encoding="utf-8", errors="surrogatepass", newline="\n") as f:
            f.write(text)
        os.chmod(tmp, _mode_for(target))
        os.replace(tmp, target)
    except OSError as e:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise _os_failure(_CANNOT_WRITE, e, file=shown_name(target)) from None


def _export_target(storage: Storage, path: Path) -> Path:
    """Where an export to ``path`` writes: through a link, the file it leads to, as any editor
    saves (the link stays). :class:`GameFileError` when that is the games file or one of its
    companions (a record put over it lost every game), or anything but a file: a folder, a
    pipe, a device, a loop of links."""
    target = Path(os.path.realpath(path)) if os.path.islink(path) else path
    games = storage.path
    companions = [Path(f"{games}{suffix}") for suffix in ("", "-wal", "-shm", "-journal")]
    if any(_same_file(target, other) for other in companions):
        raise GameFileError(_ONTO_GAMES, file=shown_name(path))
    try:
        mode = os.lstat(target).st_mode
    except FileNotFoundError:
        return target  # a new file
    except OSError as e:
        raise _os_failure(_CANNOT_WRITE, e, file=shown_name(path)) from None
    if not stat.S_ISREG(mode):  # a device replaced by a file, a link loop by a file: neither
        raise GameFileError(_ONTO_OTHER, file=shown_name(path))
    return target


def _same_file(a: Path, b: Path) -> bool:
    """Whether ``a`` and ``b`` name one file: the same path once resolved, or, both there, the
    same file on disk."""
    if os.path.realpath(a) == os.path.realpath(b):
        return True
    try:
        return os.path.samefile(a, b)
    except (OSError, ValueError):
        return False


def _mode_for(target: Path) -> int:
    """The permissions an exported record gets: those of the file it replaces, else those the
    umask gives any new file (the temporary file it is written to is its owner's alone, and a
    record meant to be shared was unreadable to anyone else)."""
    try:
        return stat.S_IMODE(os.stat(target).st_mode)
    except OSError:
        umask = os.umask(0o022)  # the only way to read it: put back at once
        os.umask(umask)
        return 0o666 & ~umask


def export_name(game: GameSummary, tr: Translate = _same, zone: tzinfo | None = None) -> str:
    """A file name for a game's record, in the language of ``tr``: ``"Ana-v-Ben-2026-12-02-0900.json"``
    ("Ana-contre-Ben-…" in French), with the day and the minute the game began in ``zone`` (by
    default this computer's), as the history shows them: two games of one pair on one day were
    offered one name, the second export over the first.

    >>> game = GameSummary(1, ("Ana", "Ben B."), "2026-12-02T09:00:00Z", True, 0, "resign", None, 1, (0, 0))
    >>> export_name(game, zone=UTC), export_name(replace(game, started_at="2026-12-02"), zone=UTC)
    ('Ana-v-Ben_B-2026-12-02-0900.json', 'Ana-v-Ben_B-2026-12-02.json')
    """

    def safe(name: str) -> str:
        return re.sub(r"[^\w-]+", "_", name, flags=re.UNICODE).strip("_") or "player"

    template = tr(QT_TRANSLATE_NOOP("messages", "{a}-v-{b}-{day}.json"))
    return template.format(a=safe(game.players[0]), b=safe(game.players[1]), day=_named_day(game.started_at, zone))


def _named_day(started_at: str, zone: tzinfo | None) -> str:
    """``started_at`` (ISO 8601) as ``2026-12-02-0900`` in ``zone`` (None: local time), its
    date alone when it has no time, ``game`` when it is no date."""
    if not re.match(r"\d{4}-\d\d-\d\d", started_at):
        return "game"
    if not re.match(r"\d{4}-\d\d-\d\d[T ]\d\d:\d\d", started_at):
        return started_at[:10]
    try:
        when = datetime.fromisoformat(started_at.replace("Z", "+00:00"))
        if when.tzinfo is not None:
            when = when.astimezone(zone)
    except (ValueError, OverflowError, OSError):  # OSError: Windows' local time before 1970
        return started_at[:10]
    return f"{when:%Y-%m-%d-%H%M}"


def record_text(record: Record, limit: int = RECORD_LIMIT) -> str:
    """``record`` as JSON text, one event a line, with its extra top-level fields (the computer
    of a practice game): RECORD.md readers ignore them, this program reads them back. Text of
    more than ``limit`` bytes is written without spaces or lines instead: a hostile probe's
    record of nearly 8 MiB, written back spaced, held 10 MB, which no reader would take."""
    top = record.to_json()
    events = top.pop("events")
    for key, value in record.extra.items():
        top.setdefault(key, value)
    head = json.dumps(top, ensure_ascii=False)[:-1]
    lines = ",\n  ".join(json.dumps(e, ensure_ascii=False) for e in events)
    text = f'{head}, "events": [\n  {lines}\n]}}\n' if events else f'{head}, "events": []}}\n'
    if len(text.encode("utf-8", "surrogatepass")) <= limit:
        return text
    return json.dumps({**top, "events": events}, ensure_ascii=False, separators=(",", ":")) + "\n"


# --- Import ---------------------------------------------------------------------------------


def _strings(value: Any, where: str) -> Iterator[tuple[str, str]]:
    """Every string in a JSON value (keys included) with where it is, without recursion."""
    stack: list[tuple[Any, str]] = [(value, where)]
    while stack:
        item, at = stack.pop()
        if isinstance(item, str):
            yield item, at
        elif isinstance(item, dict):
            for key, inner in item.items():
                stack.append((key, at))
                stack.append((inner, f"{at}.{key}" if isinstance(key, str) else at))
        elif isinstance(item, list | tuple):
            stack.extend((inner, at) for inner in item)


def _lone_surrogate(record: Record) -> str | None:
    """Where ``record`` holds a lone surrogate (JSON allows ``"\\ud800"``; no file or database
    can store it as text), or None."""
    places: list[tuple[Any, str]] = [
        (list(record.players), "players"),
        (record.started_at, "started_at"),
        (dict(record.extra), "record"),
    ]
    places += [(event.to_json(), f"event {i}") for i, event in enumerate(record.events)]
    for value, where in places:
        for text, at in _strings(value, where):
            if any("\ud800" <= c <= "\udfff" for c in text):
                return at
    return None


#: A JSON escape of a surrogate (``\ud800`` to ``\udfff``): the only way a lone one gets in, since
#: UTF-8 text cannot hold one. Paired ones (an emoji written escaped) match too; the walk decides.
_SURROGATE_ESCAPE = re.compile(rb"\\u[dD][89a-fA-F]")


#: The longest ``started_at`` an import takes: ``2026-12-02T09:00:00.123456+05:30`` has 32
#: characters (a hostile probe's of nearly 8 MiB froze the history at each hover).
MAX_STARTED_AT = 40


def sensible_start(text: str) -> bool:
    """Whether ``text`` can be a record's ``started_at`` (RECORD.md: a UTC ISO 8601 wall-clock
    time): at most :data:`MAX_STARTED_AT` printable ASCII characters that the history reads as
    a date and time. Python reads ``"...Z\\x00"`` as a time: the characters are checked first.

    >>> sensible_start("2026-12-02T09:00:00Z"), sensible_start("9999-12-31T23:59:59-14:00")
    (True, True)
    >>> sensible_start("\\u202e2026-12-02"), sensible_start("2026-12-02T09:00:00Z\\x00"), sensible_start("tomorrow")
    (False, False, False)
    """
    if not (0 < len(text) <= MAX_STARTED_AT and text.isascii() and text.isprintable()):
        return False
    try:
        datetime.fromisoformat(text.replace("Z", "+00:00"))  # as the history reads it
    except ValueError:
        return False
    return True


@dataclass(frozen=True, slots=True)
class Checked:
    """A record :func:`check_record` accepted: the record, the game after its last event, and
    how many of its moves the rules refused (every refused event but a ``tick``, which the
    program writes itself to notice a time loss)."""

    record: Record
    state: GameState
    refused: int


def check_record(data: bytes) -> Checked:
    """Read a record file's bytes and check everything an import needs: the format
    (RECORD.md), text a file can hold (no lone surrogates), usable player names, a start time
    that is a time (:func:`sensible_start`; ``replay`` ignores it and takes any string), and a
    full replay (a hand that must be dealt needs its deal). :class:`GameFileError` otherwise.

    A record may hold events the rules refuse (a late one, R37; any illegal one, R45): they
    change nothing but the game's time, and are counted, not refused with the file.

    A file whose first four bytes hold a NUL is said not to be UTF-8 text: a record written in
    UTF-16 or UTF-32 without a byte-order mark reads as UTF-8 (its NULs are characters), and a
    hostile probe read "not JSON: expecting a property name" for one. No JSON text holds a
    NUL outside a string, nor inside one unescaped.
    """
    try:
        record = parse_record(data)
    except RecordError as e:
        if b"\x00" in data[:4]:  # UTF-16 or UTF-32 without a byte-order mark (RFC 8259 reads it so)
            raise _reader_failure(RecordError(Flaw.NOT_UTF8)) from None
        raise _reader_failure(e) from None
    where = _lone_surrogate(record) if _SURROGATE_ESCAPE.search(data) else None  # the walk only when needed
    if where is not None:
        raise GameFileError(_BAD_TEXT, where=where)
    names, why = validate_names(*record.players)
    if names is None or names != _composed(record.players):
        players = record.players

        def explain(translate: ContextTranslate) -> str:
            said = validate_names(*players, lambda text: translate("NewGameScreen", text))[1]
            return said or translate("messages", _UNTIDY_NAME)

        raise GameFileError(_BAD_NAMES, details=why or _UNTIDY_NAME, explain=explain)
    if record.started_at is not None and not sensible_start(record.started_at):
        raise GameFileError(_BAD_START)
    state = new_game(record.players, record.deals)
    refused = 0
    try:
        for step in replay(record):
            state = step.state
            refused += not step.ok and step.event.do != TICK.do
    except (MissingDeal, RecordError) as e:
        raise _reader_failure(e) from None
    return Checked(record, state, refused)


def player_key(name: str) -> str:
    """A name as the names screen tells two apart: composed (NFC) and case-folded. "ANA",
    "Ana" and "Ana" written with a combining accent are one player to an import, as they are
    when a game is begun (a re-cased copy of a stored game was stored and rated again)."""
    return unicodedata.normalize("NFC", name).casefold()


def dealt_hands(deal: Deal) -> tuple[frozenset[Tile], ...]:
    """The hands ``deal`` gives, each the tiles it holds in any order (a review listed a
    copy's tiles backwards, and it was stored and rated again)."""
    return tuple(frozenset(hand) for hand in deal.hands)


@dataclass(frozen=True, slots=True)
class Identity:
    """What makes a record's game the game it is, for an import (:func:`identity`): for each
    hand dealt, which player (:func:`player_key`) was dealt which tiles, whatever the seats.
    :attr:`players` are the keys in seat order and :attr:`deals` the hands dealt, not the
    deals listed but never reached, for telling the very game from another version of it."""

    players: tuple[str, str]
    deals: tuple[Deal, ...]

    @property
    def hands(self) -> tuple[frozenset[tuple[str, frozenset[Tile]]], ...]:
        """For each hand dealt, the pairs {player: the tiles dealt to them}."""
        return tuple(frozenset(zip(self.players, dealt_hands(deal), strict=True)) for deal in self.deals)

    def same_game(self, other: Identity) -> bool:
        """Whether ``other`` is a version of this game: the same players dealt the same tiles
        in every hand both dealt (an edited copy may end sooner or later), whatever the seats.
        Deals listed but never dealt are no part of it: two copies differing only there were
        both stored and rated."""
        return all(a == b for a, b in zip(self.hands, other.hands, strict=False))

    def mirrored(self, other: Identity) -> bool:
        """Whether ``other`` (the same game) lists its players in the other seats."""
        return self.players != other.players


def identity(record: Record, state: GameState | None = None) -> Identity:
    """``record``'s :class:`Identity`; ``state``: the game after its events when known (a
    replay otherwise). A stored game whose later deal is lost counts the hands it lists."""
    if state is None:
        try:
            state = final_state(record)
        except MissingDeal:
            dealt = len(record.deals)
        else:
            dealt = state.hands_dealt
    else:
        dealt = state.hands_dealt
    keys = (player_key(record.players[0]), player_key(record.players[1]))
    return Identity(keys, record.deals[:dealt])


def _swapped(event: Event) -> Event:
    """``event`` with seats 0 and 1 swapped (a seat the rules refuse is left as it is)."""
    return replace(event, seat=1 - event.seat) if event.seat in (0, 1) else event


def _drawn(record: Record) -> tuple[tuple[Tile, ...], ...]:
    """For each hand ``record`` deals, the tiles drawn from its boneyard, in the order drawn."""
    left = {0: len(record.deals[0].boneyard)}
    with contextlib.suppress(MissingDeal):  # a stored game whose later deal is lost
        for played in replay(record):
            left[played.state.hand_no] = len(played.state.boneyard)
    return tuple(record.deals[k].boneyard[: len(record.deals[k].boneyard) - n] for k, n in sorted(left.items()))


def _same_play(stored: Record, kept: Identity, record: Record, new: Identity) -> bool:
    """Whether ``record`` plays the very game ``stored`` is (both the same game,
    :meth:`Identity.same_game`), seats swapped when it lists its players the other way round:
    the same events, the same hands dealt, and the same tiles drawn in the same order (a draw
    does not name its tile: another boneyard is another game, recorded differently). How a
    hand's tiles are listed, and the order of the tiles no one drew, change nothing played: a
    copy listing a hand backwards, its events the same, was called "recorded differently"."""
    events = tuple(_swapped(event) for event in record.events) if kept.mirrored(new) else record.events
    return stored.events == events and len(kept.deals) == len(new.deals) and _drawn(stored) == _drawn(record)


def find_game(storage: Storage, record: Record, state: GameState | None = None) -> tuple[int, bool] | None:
    """The stored game that ``record`` is a version of, if any: its id, and whether its events
    are the record's. ``state``: the game after the record's events, when known.

    A game is which player was dealt which hand (:class:`Identity`), which no other game
    shares: a record with the same ones is the same game, whatever its events, its start, its
    boneyards, the order of its seats and the case of its names; with other events, an edited
    copy (a time, a tile changed) that would otherwise count in both ratings a second time
    (R46). Its start is no part of it: a hostile probe moved it by a second, and the game was
    stored and rated twice (and a record without one was given the time of its import).

    Only finished games are looked at: an answer that depended on the hands of a game in
    progress would confirm a guess of a hand no one may see yet (R7, R41).
    :func:`game_in_progress` keeps such a game from coming in a second time.
    """
    other: int | None = None
    new: Identity | None = None
    dealt = storage.dealt_first(record.deals[0])  # not every game read whole (Storage.dealt_first)
    for game in storage.games():
        if game.id in dealt and game.readable and game.finished:
            try:
                stored = storage.record(game.id)
            except StoreDamaged:
                continue
            new = identity(record, state) if new is None else new
            kept = identity(stored)
            if kept.same_game(new):
                if _same_play(stored, kept, record, new):
                    return game.id, True
                other = game.id if other is None else other
    return None if other is None else (other, False)


def game_in_progress(storage: Storage, players: tuple[str, str]) -> int | None:
    """A stored game not finished between ``players`` (:func:`player_key`, either seats), if
    any: the one listed first.

    An import between them waits until it is over, whatever the record holds: refusing only a
    record dealt the same hands as the game in progress would confirm a guess of the hand its
    opponent holds (R7, R41), and comparing with finished games only would let that game in
    twice, and rate it twice once the game in progress ends (R46).
    """
    keys = {player_key(name) for name in players}
    for game in storage.games():
        if not game.finished and game.readable and {player_key(name) for name in game.players} == keys:
            return game.id
    return None


def _composed(names: tuple[str, ...]) -> tuple[str, ...]:
    """``names`` composed (NFC): written with combining accents or not, the same names."""
    return tuple(unicodedata.normalize("NFC", name) for name in names)


def shown_name(path: AnyPath) -> str:
    """The last part of ``path`` as a file dialog shows it: a name the system keeps as bytes
    decoded as it decodes names (:func:`os.fsdecode`), and each byte it cannot read, or a lone
    surrogate, as a replacement character. A hostile probe read "cannot read b'\\xff\\xfe.json'"
    (Python's way of writing bytes) and "cannot read \\udcff.json".

    >>> shown_name(b"/tmp/\\xff\\xfe.json"), shown_name("/tmp/\\udcff.json"), shown_name("Ana-v-Ben.json")
    ('\ufffd\ufffd.json', '\ufffd.json', 'Ana-v-Ben.json')
    """
    whole = os.fsdecode(path)
    name = os.path.basename(whole) or whole
    return "".join("\ufffd" if "\ud800" <= c <= "\udfff" else c for c in name)


def read_record_file(path: AnyPath) -> bytes:
    """The bytes of the record file at ``path``, read up to the record limit and never further
    (a file that reports a size of 0 included); :class:`GameFileError` otherwise, at once for a
    pipe or a device, which could hold the window waiting for a writer or never end."""
    name = shown_name(path)
    try:
        return read_regular_file(path)
    except RecordTooLarge as e:
        raise GameFileError(_TOO_LARGE, file=name, size=e.limit // (1024 * 1024)) from None
    except NotAFile as e:
        raise GameFileError(
            _NOT_A_FILE, details=str(e.strerror), explain=_said(_SYSTEM_SAID, str(e.strerror))
        ) from None
    except OSError as e:
        raise _os_failure(_CANNOT_READ, e, file=name) from None


def import_game(storage: Storage, path: AnyPath) -> int:
    """Store the game of the record file at ``path`` and return its id.

    The file is checked completely first (:func:`check_record`); a file that cannot be read,
    is not a record, holds a game that is not finished (the program would resume it as the
    game in progress, R42) or a game already stored raises :class:`GameFileError` and nothing
    is stored. The game, its result and both ratings (unless it is void, R46) are stored in
    one transaction.
    """
    return import_data(storage, read_record_file(path))


def import_data(storage: Storage, data: bytes) -> int:
    """:func:`import_game` for a record's bytes already read."""
    checked = check_record(data)
    return store_checked(storage, checked.record, checked.state)


def store_checked(storage: Storage, record: Record, state: GameState) -> int:
    """Store a record :func:`check_record` accepted, ``state`` being the game after it:
    :class:`GameFileError` (nothing stored) if it is not finished, already stored, or between
    players who have a game in progress (:func:`game_in_progress`)."""
    if not state.is_over:
        raise GameFileError(_NOT_FINISHED)
    found = find_game(storage, record, state)
    if found is not None:
        game_id, same_events = found
        raise AlreadyStored(game_id, other_moves=not same_events)
    playing = game_in_progress(storage, record.players)
    if playing is not None:
        raise PlayersInGame(playing)
    if record.started_at is None:
        record = Record(record.players, record.deals, record.events, _now_iso(), record.extra)
    try:
        return storage.import_game(record, state)
    except (sqlite3.Error, OSError, UnicodeError) as e:  # the disk is full: nothing stored
        raise _store_failure(_NOT_STORED, str(e)) from None


def _now_iso() -> str:
    return datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")
