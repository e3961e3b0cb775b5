"""The one place that puts the game into words: what an action caused (the core's notes), why
an action was refused (the core's :class:`~spectacular_bid.core.IllegalAction`), how a game
ended, and the replay's summary line. Qt-free: ``replay`` uses it without Qt.

Every sentence is a template passed through a translate function ``tr(text, n)`` before its
fields are filled in: the window hands in Qt's (``app.controller.translate``), ``replay``
:func:`english`. ``n`` is the number a counted template (``%n``) counts, -1 for the others.
Each template literal is wrapped in :func:`QT_TRANSLATE_NOOP` (or, counted, in
``numerus.translate``), which return it unchanged, so that ``pyside6-lupdate`` extracts it
under the context ``"messages"`` — as a numerus message when counted, for Qt's plural forms.

The first functions below (``note_text``, ``notes_text``, ``result_text``) take a one-argument
``tr`` and are kept for their callers; the ``describe_*`` functions are the renderer.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import TYPE_CHECKING

from ..core import (
    Accept,
    Action,
    Bid,
    Continue,
    Draw,
    IllegalAction,
    Play,
    Reason,
    Refusal,
    Resign,
    Result,
    Start,
    Waive,
)
from ..core.state import (
    MIN_BID,
    BidPaid,
    Blocked,
    Flagged,
    ForcedAccept,
    ForcedWaive,
    Note,
    Passed,
    Scored,
    WentOut,
)
from ..core.words import QT_TRANSLATE_NOOP
from .phrasing import fill

if TYPE_CHECKING:
    from ..core import Event  # records load with the first game, after the first frame

Translate = Callable[[str], str]
#: ``tr(text, n)``: ``text`` in the interface's language, ``%n`` replaced by ``n`` when ``n >= 0``.
CountingTranslate = Callable[[str, int], str]


class _Numerus:
    """``numerus.translate(context, text, None, n)`` marks ``text`` for ``pyside6-lupdate`` as a
    counted (numerus) message of ``context``, and returns it as it is."""

    @staticmethod
    def translate(context: str, text: str, disambiguation: None = None, n: int = 0) -> str:
        return text


numerus = _Numerus()


def _same(text: str) -> str:
    return text


def plural_english(text: str, n: int) -> str:
    """English plurals of a counted template: "(s)" is dropped for one and "s" otherwise.

    >>> plural_english("after 1 hand(s)", 1), plural_english("after 3 hand(s)", 3)
    ('after 1 hand', 'after 3 hands')
    """
    return text.replace("(s)", "" if n == 1 else "s")


def english(text: str, n: int = -1) -> str:
    """The plain English translate function (``replay``'s): the template as written, with its
    count filled in.

    >>> english("after %n hand(s)", 2)
    'after 2 hands'
    """
    if n < 0:
        return text
    return plural_english(text.replace("%n", str(n)), n)


def note_text(note: Note, players: Sequence[str], tr: Translate = _same, *, bid: int | None = None) -> str:
    """One note as a sentence, e.g. ``"Ben cannot play and passes"``.

    ``bid`` is the standing bid, used only by a forced acceptance (:func:`notes_text` finds
    it in the ``BidPaid`` that follows).

    >>> note_text(Scored(0, 15, 15), ("Ana", "Ben"))
    'End total 15 → Ana +15'
    >>> note_text(Blocked((4, 18), 0, 20, 20), ("Ana", "Ben"))
    "Block: Ben's 18 rounds to 20 → Ana +20"
    >>> note_text(BidPaid(0, 20, 15, 5), ("Ana", "Ben"))
    'Bid 20 − 15 jockey discount → Ana pays 5'
    """
    if isinstance(note, Scored):  # R16–R17
        name, other = players[note.seat], players[1 - note.seat]
        if note.paid < note.total:  # R4: capped at what the other player had
            return tr(QT_TRANSLATE_NOOP("messages", "End total {total} → {name} +{paid} (all {other} had)")).format(
                total=note.total, name=name, paid=note.paid, other=other
            )
        return tr(QT_TRANSLATE_NOOP("messages", "End total {total} → {name} +{paid}")).format(
            total=note.total, name=name, paid=note.paid
        )
    if isinstance(note, Passed):  # R21
        return tr(QT_TRANSLATE_NOOP("messages", "{name} cannot play and passes")).format(name=players[note.seat])
    if isinstance(note, Blocked):  # R23
        return _blocked(note, players, tr)
    if isinstance(note, WentOut):  # R22
        return tr(QT_TRANSLATE_NOOP("messages", "{name} goes out and is the next jockey")).format(
            name=players[note.seat]
        )
    if isinstance(note, ForcedWaive):  # R33
        return tr(QT_TRANSLATE_NOOP("messages", "{name} cannot pay {amount} and waives")).format(
            name=players[note.seat], amount=MIN_BID
        )
    if isinstance(note, ForcedAccept):  # R33
        if bid is None:
            return tr(QT_TRANSLATE_NOOP("messages", "{name} cannot overbid and accepts")).format(
                name=players[note.seat]
            )
        return tr(QT_TRANSLATE_NOOP("messages", "{name} cannot overbid {bid} and accepts")).format(
            name=players[note.seat], bid=bid
        )
    if isinstance(note, BidPaid):  # R29–R30
        return _bid_paid(note, players, tr)
    if isinstance(note, Flagged):  # R37
        return tr(QT_TRANSLATE_NOOP("messages", "{name} ran out of time")).format(name=players[note.seat])
    raise TypeError(f"not a note: {note!r}")


def _blocked(note: Blocked, players: Sequence[str], tr: Translate) -> str:
    if note.receiver is None:
        return tr(QT_TRANSLATE_NOOP("messages", "Block: both hands count {pips} → nothing paid")).format(
            pips=note.pips[0]
        )
    receiver = players[note.receiver]
    payer = note.receiver ^ 1
    fields = {"payer": players[payer], "pips": note.pips[payer], "due": note.due, "name": receiver}
    if note.paid == 0:
        return fill(
            tr(QT_TRANSLATE_NOOP("messages", "Block: {payer}'s {pips} rounds to {due} → nothing paid")), **fields
        )
    if note.paid < note.due:
        return fill(
            tr(
                QT_TRANSLATE_NOOP(
                    "messages", "Block: {payer}'s {pips} rounds to {due} → {name} +{paid} (all {payer} had)"
                )
            ),
            paid=note.paid,
            **fields,
        )
    return fill(
        tr(QT_TRANSLATE_NOOP("messages", "Block: {payer}'s {pips} rounds to {due} → {name} +{paid}")),
        paid=note.paid,
        **fields,
    )


def _bid_paid(note: BidPaid, players: Sequence[str], tr: Translate) -> str:
    name = players[note.payer]
    if note.discount:
        return tr(QT_TRANSLATE_NOOP("messages", "Bid {bid} − {discount} jockey discount → {name} pays {paid}")).format(
            bid=note.bid, discount=note.discount, name=name, paid=note.paid
        )
    return tr(QT_TRANSLATE_NOOP("messages", "Bid {bid} → {name} pays {paid}")).format(
        bid=note.bid, name=name, paid=note.paid
    )


def notes_text(notes: Iterable[Note], players: Sequence[str], tr: Translate = _same) -> list[str]:
    """Every note as a sentence, in order (a forced acceptance names the bid it could not beat).

    >>> notes_text((ForcedAccept(1), BidPaid(0, 150, 15, 135)), ("Ana", "Ben"))
    ['Ben cannot overbid 150 and accepts', 'Bid 150 − 15 jockey discount → Ana pays 135']
    """
    items = list(notes)
    out: list[str] = []
    for i, note in enumerate(items):
        bid = None
        if isinstance(note, ForcedAccept):
            bid = next((n.bid for n in items[i + 1 :] if isinstance(n, BidPaid)), None)
        out.append(note_text(note, players, tr, bid=bid))
    return out


def void_reason_text(reason: str, tr: Translate = _same) -> str:
    """A void game's reason (R43) in the interface's language when it is one this program
    gives; a reason read from a record made elsewhere is shown as it is.

    >>> void_reason_text("the system clock went backwards")
    'the system clock went backwards'
    """
    if reason == "the system clock went backwards":
        return tr(QT_TRANSLATE_NOOP("messages", "the system clock went backwards"))
    if reason == "its saved record cannot be replayed":
        return tr(QT_TRANSLATE_NOOP("messages", "its saved record cannot be replayed"))
    if reason == "its saved start time cannot be read":
        return tr(QT_TRANSLATE_NOOP("messages", "its saved start time cannot be read"))
    if reason == "its saved times reach beyond any date":
        return tr(QT_TRANSLATE_NOOP("messages", "its saved times reach beyond any date"))
    return reason


def result_text(result: Result, players: Sequence[str], tr: Translate = _same) -> str:
    """How the game ended, e.g. ``"Ben wins on time"`` (R5, R37, R45, R43).

    >>> result_text(Result(1, Reason.TIME), ("Ana", "Ben"))
    'Ben wins on time'
    """
    if result.winner is None:
        if result.detail:
            return tr(QT_TRANSLATE_NOOP("messages", "The game is void: {detail}")).format(
                detail=void_reason_text(result.detail, tr)
            )
        return tr(QT_TRANSLATE_NOOP("messages", "The game is void"))
    winner, loser = players[result.winner], players[1 - result.winner]
    if result.reason is Reason.POINTS:
        return tr(QT_TRANSLATE_NOOP("messages", "{winner} wins: {loser} has no points left")).format(
            winner=winner, loser=loser
        )
    if result.reason is Reason.TIME:
        return tr(QT_TRANSLATE_NOOP("messages", "{winner} wins on time")).format(winner=winner)
    if result.reason is Reason.RESIGN:
        return tr(QT_TRANSLATE_NOOP("messages", "{loser} resigns: {winner} wins")).format(winner=winner, loser=loser)
    return tr(QT_TRANSLATE_NOOP("messages", "{winner} wins")).format(winner=winner)


# --- The renderer: notes, refusals, results and the replay summary ----------------------------


def describe_note(note: Note, players: Sequence[str], tr: CountingTranslate, *, bid: int | None = None) -> str:
    """One note as a sentence, e.g. ``"Ben cannot play and passes"`` (see :func:`note_text`)."""
    return note_text(note, players, _uncounted(tr), bid=bid)


def describe_notes(notes: Iterable[Note], players: Sequence[str], tr: CountingTranslate) -> list[str]:
    """Every note as a sentence, in order (see :func:`notes_text`)."""
    return notes_text(notes, players, _uncounted(tr))


def describe_result(result: Result, players: Sequence[str], tr: CountingTranslate) -> str:
    """How the game ended, e.g. ``"Ben wins on time"`` (see :func:`result_text`)."""
    return result_text(result, players, _uncounted(tr))


def _uncounted(tr: CountingTranslate) -> Translate:
    return lambda text: tr(text, -1)


def describe_refusal(refused: IllegalAction, players: Sequence[str], tr: CountingTranslate) -> str:
    """Why the rules refused an action, naming the players: the core's code and arguments in
    the interface's language.

    >>> from spectacular_bid.core import Refusal
    >>> describe_refusal(IllegalAction(Refusal.NOT_YOUR_TURN, seat=1), ("Ana", "Ben"), english)
    "It is not Ben's turn"
    >>> describe_refusal(IllegalAction(Refusal.CANNOT_PAY, seat=0, cost=1), ("Ana", "Ben"), english)
    'Ana cannot pay 1 point'
    """
    p = refused.params
    code = refused.code
    fields: dict[str, object] = {}
    if "seat" in p:
        seat = p["seat"]
        fields["name"] = players[seat] if seat in (0, 1) else seat  # "There is no player 2"
    if "tile" in p:
        fields["tile"] = tile_text(p["tile"])
    if "end" in p:
        fields["end"] = end_text(p["end"], tr)
    for name in ("at", "time", "bid", "smallest", "step", "shows", "west"):
        if name in p:
            fields[name] = p[name]
    if code is Refusal.CANNOT_PAY:  # R31
        cost = p["cost"]
        if not isinstance(cost, int):  # told by its first digits and length: no count to take a plural by
            return fill(tr(QT_TRANSLATE_NOOP("messages", "{name} cannot pay {cost} points"), -1), cost=cost, **fields)
        return tr(numerus.translate("messages", "{name} cannot pay %n point(s)", None, 0), cost).format(**fields)
    if code is Refusal.OUT_OF_PHASE:
        fields["awaiting"] = awaiting_text(p["awaiting"], tr)
    template = _REFUSALS.get(code)
    if template is None:  # a refusal this renderer does not know yet: the core's own words
        return str(refused)
    return fill(tr(template, -1), **fields)


_REFUSALS: dict[Refusal, str] = {
    Refusal.GAME_OVER: QT_TRANSLATE_NOOP("messages", "The game is over"),
    Refusal.EARLIER: QT_TRANSLATE_NOOP("messages", "This comes before the game's last event"),
    Refusal.OUT_OF_TIME: QT_TRANSLATE_NOOP("messages", "{name} ran out of time"),
    Refusal.NOT_AN_ACTION: QT_TRANSLATE_NOOP("messages", "That is not an action of this game"),
    Refusal.NO_SUCH_SEAT: QT_TRANSLATE_NOOP("messages", "There is no seat {name}: the seats are 0 and 1"),
    Refusal.OUT_OF_PHASE: QT_TRANSLATE_NOOP("messages", "Not now: the game waits for {awaiting}"),
    Refusal.NOT_YOUR_TURN: QT_TRANSLATE_NOOP("messages", "It is not {name}'s turn"),
    Refusal.ALREADY_STARTED: QT_TRANSLATE_NOOP("messages", "The game has already started"),
    Refusal.NO_HAND_OVER: QT_TRANSLATE_NOOP("messages", "No hand has ended"),
    Refusal.NOBODY_TO_REVEAL: QT_TRANSLATE_NOOP("messages", "Nobody has to take the device now"),
    Refusal.NOT_IN_HAND: QT_TRANSLATE_NOOP("messages", "{tile} is not in {name}'s hand"),
    Refusal.OPENING_NAMES_END: QT_TRANSLATE_NOOP("messages", "The opening tile is not played at an end"),
    Refusal.MUST_OPEN_WITH: QT_TRANSLATE_NOOP(
        "messages", "{name} must open with {tile}: this hand opens by rank"
    ),  # R8
    Refusal.NOT_A_HALF: QT_TRANSLATE_NOOP("messages", "{west} is not a half of {tile}"),
    Refusal.NO_END_NAMED: QT_TRANSLATE_NOOP("messages", "Choose the end to play at"),
    Refusal.UNKNOWN_END: QT_TRANSLATE_NOOP("messages", "There is no end called “{end}”"),
    Refusal.END_NOT_OPEN: QT_TRANSLATE_NOOP("messages", "The {end} end is not open"),
    Refusal.DOES_NOT_FIT: QT_TRANSLATE_NOOP("messages", "{tile} does not fit the {end} end, which shows {shows}"),
    Refusal.OPEN_WITH_A_TILE: QT_TRANSLATE_NOOP("messages", "The hand opens with a tile, not a draw"),
    Refusal.MUST_PLAY: QT_TRANSLATE_NOOP("messages", "{name} has a tile to play and may not draw"),  # R19
    Refusal.BONEYARD_EMPTY: QT_TRANSLATE_NOOP("messages", "The boneyard is empty"),
    Refusal.FACES_A_BID: QT_TRANSLATE_NOOP("messages", "{name} faces a bid of {bid}: accept it or bid more"),
    Refusal.BID_NOT_WHOLE: QT_TRANSLATE_NOOP("messages", "A bid is a whole number of points"),
    Refusal.BID_TOO_SMALL: QT_TRANSLATE_NOOP("messages", "The smallest bid is {smallest}"),
    Refusal.BID_NOT_A_STEP: QT_TRANSLATE_NOOP("messages", "Bids are multiples of {step}"),
    Refusal.NO_BID: QT_TRANSLATE_NOOP("messages", "There is no bid to accept"),
}


def tile_text(tile: object) -> str:
    """A tile as the game writes it in sentences: a :class:`~spectacular_bid.core.Tile` high
    half first, a record's pair as written (its first number faces west, R12).

    >>> from spectacular_bid.core import Tile
    >>> tile_text(Tile.of(3, 6)), tile_text((3, 6))
    ('6–3', '3–6')
    """
    if isinstance(tile, (tuple, list)) and len(tile) == 2:
        return f"{tile[0]}–{tile[1]}"
    high, low = getattr(tile, "high", "?"), getattr(tile, "low", "?")
    return f"{high}–{low}"


def seat_name(seat: int | None, players: Sequence[str], tr: CountingTranslate) -> str:
    """The name of the player at ``seat``, or "seat 2" for a seat the game does not have (a
    record made elsewhere)."""
    if seat == 0 or seat == 1:
        return players[seat]
    return tr(QT_TRANSLATE_NOOP("messages", "seat {n}"), -1).format(n=seat)


def end_text(end: object, tr: CountingTranslate) -> str:
    """An end's name in the interface's language (R15)."""
    value = getattr(end, "value", end)
    names = {
        "west": QT_TRANSLATE_NOOP("messages", "west"),
        "east": QT_TRANSLATE_NOOP("messages", "east"),
        "north": QT_TRANSLATE_NOOP("messages", "north"),
        "south": QT_TRANSLATE_NOOP("messages", "south"),
    }
    return tr(names[value], -1) if value in names else str(value)


def awaiting_text(awaiting: str | None, tr: CountingTranslate) -> str:
    """What the game waits for (RECORD.md ``awaiting``), as the end of a sentence."""
    texts = {
        "start": QT_TRANSLATE_NOOP("messages", "the start"),
        "continue": QT_TRANSLATE_NOOP("messages", "the next hand"),
        "reveal": QT_TRANSLATE_NOOP("messages", "a player to take the device"),
        "play": QT_TRANSLATE_NOOP("messages", "a play or a draw"),
        # Words true with or without a bid standing (a play-test read "an acceptance" offered
        # at the first decision, where nothing is there to accept).
        "bid": QT_TRANSLATE_NOOP("messages", "a decision in the bidding"),
    }
    return tr(texts[awaiting], -1) if awaiting in texts else tr(QT_TRANSLATE_NOOP("messages", "nothing"), -1)


def waiting_text(
    awaiting: str | None,
    to_act: int | None,
    players: Sequence[str],
    tr: CountingTranslate,
    *,
    practice: bool = False,
    facing_bid: bool = False,
) -> str:
    """What the game waits for next, naming the player (RECORD.md ``awaiting``), e.g.
    ``"Next: Ben takes the device"``; ``""`` once the game is over. In a ``practice`` game
    against the computer no device is passed: a reveal is the start of a turn. In the
    bidding, the first decision is a bid or a waiver (R27), one ``facing_bid`` an overbid or
    an acceptance (R28).

    >>> waiting_text("bid", 1, ("Ana", "Ben"), english)
    'Next: Ben bids or waives'
    >>> waiting_text("bid", 0, ("Ana", "Ben"), english, facing_bid=True)
    'Next: Ana overbids or accepts'
    """
    texts = {
        "start": QT_TRANSLATE_NOOP("messages", "Next: the game starts"),
        "continue": QT_TRANSLATE_NOOP("messages", "Next: the next hand is dealt"),
        "reveal": QT_TRANSLATE_NOOP("messages", "Next: {name} takes the device"),
        "play": QT_TRANSLATE_NOOP("messages", "Next: {name} plays or draws"),
        "bid": QT_TRANSLATE_NOOP("messages", "Next: {name} bids or waives"),
    }
    if awaiting not in texts:
        return ""
    name = seat_name(to_act, players, tr)
    if awaiting == "reveal" and practice:
        return practice_next_turn_text(name, lambda text: tr(text, -1))
    if awaiting == "bid" and facing_bid:
        return tr(QT_TRANSLATE_NOOP("messages", "Next: {name} overbids or accepts"), -1).format(name=name)
    return tr(texts[awaiting], -1).format(name=name)


def event_text(event: Event, players: Sequence[str], tr: CountingTranslate, *, practice: bool = False) -> str:
    """What a record event asks for, in words, whether or not the rules accepted it: ``"Ana
    plays 3–6 west"`` (the tile as the record writes it). In a ``practice`` game against the
    computer no device is passed: a reveal starts a turn (``"Ana's turn"``).

    >>> from spectacular_bid.core import Event
    >>> event_text(Event(0, "bid", seat=1, amount=25), ("Ana", "Ben"), english)
    'Ben bids 25'
    >>> event_text(Event(0, "play", seat=0, tile=(3, 6), end="west"), ("Ana", "Ben"), english)
    'Ana plays 3–6 west'
    """
    name = seat_name(event.seat, players, tr)
    do = event.do
    if do == "reveal" and practice:
        return practice_turn_text(name, lambda text: tr(text, -1))
    if do == "bid":
        return _bids(name, event.amount, _uncounted(tr))
    if do == "play":
        tile = tile_text(event.tile or (0, 0))
        if event.end is None:
            return tr(QT_TRANSLATE_NOOP("messages", "{name} opens with {tile}"), -1).format(name=name, tile=tile)
        return tr(QT_TRANSLATE_NOOP("messages", "{name} plays {tile} {end}"), -1).format(
            name=name, tile=tile, end=end_text(event.end, tr)
        )
    texts = {
        "start": QT_TRANSLATE_NOOP("messages", "The game starts"),
        "continue": QT_TRANSLATE_NOOP("messages", "The next hand is dealt"),
        "reveal": QT_TRANSLATE_NOOP("messages", "{name} takes the device"),
        "draw": QT_TRANSLATE_NOOP("messages", "{name} draws"),
        "waive": QT_TRANSLATE_NOOP("messages", "{name} waives"),
        "accept": QT_TRANSLATE_NOOP("messages", "{name} accepts"),
        "resign": QT_TRANSLATE_NOOP("messages", "{name} resigns"),
        "tick": QT_TRANSLATE_NOOP("messages", "Time passes"),
        "void": QT_TRANSLATE_NOOP("messages", "The game is made void"),
    }
    return tr(texts[do], -1).format(name=name) if do in texts else do


def no_fit_text(tile: object, shows: Sequence[int] | None, tr: CountingTranslate) -> str:
    """Why ``tile`` cannot be played now: it fits no open end, whose numbers are ``shows``;
    None when no tile of the hand fits, so that the player must draw (R19–R20).

    >>> from spectacular_bid.core import Tile
    >>> no_fit_text(Tile.of(1, 2), (6, 3), english)
    '2–1 fits no open end (the ends show 6, 3).'
    """
    if shows is None:
        return tr(QT_TRANSLATE_NOOP("messages", "{tile} fits no open end: draw from the boneyard."), -1).format(
            tile=tile_text(tile)
        )
    return tr(QT_TRANSLATE_NOOP("messages", "{tile} fits no open end (the ends show {ends})."), -1).format(
        tile=tile_text(tile), ends=", ".join(str(n) for n in shows)
    )


def describe_standing(
    hands: int, players: Sequence[str], points: Sequence[int], result: Result | None, tr: CountingTranslate
) -> str:
    """Where a game stands after its events, e.g. ``"Hands dealt: 3; Ana 180, Ben 120 — Ana wins:
    Ben has no points left"`` (``replay``'s last line). The hands dealt, not played: the last
    may be in progress, or not begun (a game resigned before its start).

    >>> describe_standing(1, ("Ana", "Ben"), (150, 150), None, english)
    'Hands dealt: 1; Ana 150, Ben 150 — the game is not finished'
    """
    head = tr(QT_TRANSLATE_NOOP("messages", "Hands dealt: {n}; {a} {pa}, {b} {pb}"), -1).format(
        n=hands, a=players[0], pa=points[0], b=players[1], pb=points[1]
    )
    if result is None:
        verdict = tr(QT_TRANSLATE_NOOP("messages", "the game is not finished"), -1)
    else:
        verdict = describe_result(result, players, tr)
    return f"{head} — {verdict}"


def describe_ending(ending: WentOut | Blocked, players: Sequence[str], tr: CountingTranslate) -> str:
    """How a hand ended, with a block's arithmetic (R22–R23), for the end-of-hand count.

    >>> describe_ending(Blocked((4, 18), 0, 20, 20), ("Ana", "Ben"), english)
    'Blocked: pips in hand Ana 4, Ben 18 → 18 rounds to 20 → Ana +20'

    A sum that needs no rounding is not said twice (a play-test read "Ben 20 → 20 → Ana +20"):

    >>> describe_ending(Blocked((16, 20), 0, 20, 20), ("Ana", "Ben"), english)
    'Blocked: pips in hand Ana 16, Ben 20 → Ana +20'
    """
    if isinstance(ending, WentOut):
        return tr(QT_TRANSLATE_NOOP("messages", "{name} went out!"), -1).format(name=players[ending.seat])
    head = tr(QT_TRANSLATE_NOOP("messages", "Blocked: pips in hand {a} {pa}, {b} {pb}"), -1).format(
        a=players[0], pa=ending.pips[0], b=players[1], pb=ending.pips[1]
    )
    if ending.receiver is None:
        return tr(QT_TRANSLATE_NOOP("messages", "{head} → equal sums, nobody pays"), -1).format(head=head)
    receiver = players[ending.receiver]
    payer_pips = ending.pips[1 - ending.receiver]
    if payer_pips == ending.due:  # nothing to round: what is paid follows the sums at once
        payer = players[1 - ending.receiver]
        return _block_paid(ending, tr).format(head=head, name=receiver, paid=ending.paid, payer=payer)
    rounding = tr(QT_TRANSLATE_NOOP("messages", "{pips} rounds to {due}"), -1).format(pips=payer_pips, due=ending.due)
    if ending.paid == 0:
        return tr(QT_TRANSLATE_NOOP("messages", "{head} → {rounding} → nothing to pay"), -1).format(
            head=head, rounding=rounding
        )
    if ending.paid < ending.due:
        return tr(QT_TRANSLATE_NOOP("messages", "{head} → {rounding} → {name} +{paid} (all {payer} had)"), -1).format(
            head=head, rounding=rounding, name=receiver, paid=ending.paid, payer=players[1 - ending.receiver]
        )
    return tr(QT_TRANSLATE_NOOP("messages", "{head} → {rounding} → {name} +{paid}"), -1).format(
        head=head, rounding=rounding, name=receiver, paid=ending.paid
    )


def _block_paid(ending: Blocked, tr: CountingTranslate) -> str:
    """The template of a block's sentence (of ``head``, ``name``, ``paid`` and ``payer``) when
    the heavier sum needs no rounding: what is paid follows the sums at once."""
    if ending.paid == 0:
        return tr(QT_TRANSLATE_NOOP("messages", "{head} → nothing to pay"), -1)
    if ending.paid < ending.due:
        return tr(QT_TRANSLATE_NOOP("messages", "{head} → {name} +{paid} (all {payer} had)"), -1)
    return tr(QT_TRANSLATE_NOOP("messages", "{head} → {name} +{paid}"), -1)


def describe_winner(result: Result, players: Sequence[str], tr: CountingTranslate) -> str:
    """The game-over heading: who won, or that the game is void.

    >>> describe_winner(Result(1, Reason.TIME), ("Ana", "Ben"), english)
    'Ben wins the game!'
    """
    if result.winner is None:
        return tr(QT_TRANSLATE_NOOP("messages", "Void game — no winner"), -1)
    return tr(QT_TRANSLATE_NOOP("messages", "{name} wins the game!"), -1).format(name=players[result.winner])


def describe_reason(result: Result, players: Sequence[str], tr: CountingTranslate) -> str:
    """Why the game ended (R5 points, R37 time, R45 resignation, R43 void), as a sentence.

    >>> describe_reason(Result(1, Reason.TIME), ("Ana", "Ben"), english)
    "Ana's clock ran out."
    """
    if result.winner is None:
        if result.detail:
            detail = void_reason_text(result.detail, _uncounted(tr))
            return tr(QT_TRANSLATE_NOOP("messages", "The game is void: {detail}."), -1).format(
                detail=detail.rstrip(".")
            )
        return tr(QT_TRANSLATE_NOOP("messages", "The game is void: the clocks could not be trusted."), -1)
    loser = players[1 - result.winner]
    if result.reason is Reason.POINTS:
        return tr(QT_TRANSLATE_NOOP("messages", "{loser} has no points left."), -1).format(loser=loser)
    if result.reason is Reason.TIME:
        return tr(QT_TRANSLATE_NOOP("messages", "{loser}'s clock ran out."), -1).format(loser=loser)
    if result.reason is Reason.RESIGN:
        return tr(QT_TRANSLATE_NOOP("messages", "{loser} resigned."), -1).format(loser=loser)
    return ""


def action_text(action: Action, players: Sequence[str], tr: Translate = _same) -> str | None:
    """A bidding decision as a sentence for the events log, e.g. ``"Ben bids 25"``; None for
    actions the notes already tell (plays, draws) or that tell nothing (reveal, start).

    >>> action_text(Bid(1, 25), ("Ana", "Ben"))
    'Ben bids 25'
    >>> action_text(Waive(1), ("Ana", "Ben"))
    'Ben waives: Ana opens'
    >>> action_text(Resign(0), ("Ana", "Ben"))
    'Ana resigns'
    """
    if isinstance(action, Bid):  # R27–R28
        return _bids(players[action.seat], action.amount, tr)
    if isinstance(action, Accept):  # R28–R29
        return fill(
            tr(QT_TRANSLATE_NOOP("messages", "{name} accepts {other}'s bid")),
            name=players[action.seat],
            other=players[1 - action.seat],
        )
    if isinstance(action, Waive):  # R27
        return tr(QT_TRANSLATE_NOOP("messages", "{name} waives: {other} opens")).format(
            name=players[action.seat], other=players[1 - action.seat]
        )
    if isinstance(action, Resign):  # R45: told among the events, as a time loss is
        return tr(QT_TRANSLATE_NOOP("messages", "{name} resigns")).format(name=players[action.seat])
    return None


def turn_draws(actions: Sequence[Action]) -> int:
    """How many tiles the player of the last of ``actions`` (a game's, oldest first) drew in
    that turn: its draws just before its play, or the draws that emptied the boneyard and
    ended in a pass (R20–R21); 0 when the last action is no play or draw."""
    final = actions[-1] if actions else None
    if not isinstance(final, (Play, Draw)):
        return 0
    last = len(actions) - (1 if isinstance(final, Play) else 0)
    first = last
    while first > 0:
        before = actions[first - 1]
        if not (isinstance(before, Draw) and before.seat == final.seat):
            break
        first -= 1
    return last - first


def your_turn_text(action: Action, players: Sequence[str], tr: Translate = _same, *, drawn: int = 0) -> str | None:
    """What the other player's decision just made leaves to the player facing them, while it
    is being shown (a practice game's status line, before the person's turn starts); None
    for an action that is no decision of a player. ``drawn``: the tiles that player drew in
    the turn (:func:`turn_draws`), told as the handoff tells them.

    >>> your_turn_text(Bid(1, 25), ("Ana", "Computer"))
    'Computer bids 25: your decision next.'
    >>> your_turn_text(Waive(1), ("Ana", "Computer"))
    'Computer waives: you open this hand.'
    """
    if not isinstance(action, _DECISIONS):
        return None
    name = players[action.seat]
    if isinstance(action, Bid):  # R28: accept or overbid
        return tr(QT_TRANSLATE_NOOP("messages", "{name} bids {bid}: your decision next.")).format(
            name=name, bid=action.amount
        )
    if isinstance(action, Waive):  # R27, R29: the jockey opens, nobody pays
        return tr(QT_TRANSLATE_NOOP("messages", "{name} waives: you open this hand.")).format(name=name)
    if isinstance(action, Accept):  # R29: the bid's author pays and opens
        return tr(QT_TRANSLATE_NOOP("messages", "{name} accepts your bid: you open this hand.")).format(name=name)
    if isinstance(action, Draw) and drawn > 1:  # R20–R21: the draw that empties the boneyard ends in a pass
        return tr(
            QT_TRANSLATE_NOOP("messages", "{name} drew {n} tiles, cannot play and passes: your turn next.")
        ).format(name=name, n=drawn)
    if isinstance(action, Draw) and drawn == 1:
        return tr(
            QT_TRANSLATE_NOOP("messages", "{name} drew the last tile, cannot play and passes: your turn next.")
        ).format(name=name)
    if isinstance(action, Draw):
        return tr(QT_TRANSLATE_NOOP("messages", "{name} cannot play and passes: your turn next.")).format(name=name)
    if drawn > 1:
        return tr(QT_TRANSLATE_NOOP("messages", "{name} drew {n} tiles and played: your turn next.")).format(
            name=name, n=drawn
        )
    if drawn == 1:
        return tr(QT_TRANSLATE_NOOP("messages", "{name} drew a tile and played it: your turn next.")).format(name=name)
    return tr(QT_TRANSLATE_NOOP("messages", "{name} has played: your turn next.")).format(name=name)


def _bids(name: str, amount: object, tr: Translate) -> str:
    return tr(QT_TRANSLATE_NOOP("messages", "{name} bids {bid}")).format(name=name, bid=amount)


Step = tuple[Action | None, tuple[Note, ...]]
"""One accepted change of a game: the action taken (None when none is known) and its notes."""

_DECISIONS = (Play, Draw, Bid, Accept, Waive)


def since_last_turn(steps: Sequence[Step], seat: int, players: Sequence[str], tr: Translate = _same) -> list[str]:
    """What happened since ``seat`` last made a decision in this hand, in words, one line per
    decision of the other player with what it caused — for the handoff screen, which may name
    no tile (R41): a play says "played", never which tile.

    ``steps`` are the game's accepted changes, oldest first; a ``Continue`` or ``Start`` is the
    start of a hand, before which nothing counts but what the deal itself caused.

    >>> from spectacular_bid.core import End, Tile
    >>> steps = [(Play(0, Tile.of(6, 6), None, None), ()), (Draw(1), ()), (Draw(1), ()),
    ...          (Play(1, Tile.of(6, 3), End.EAST, None), (Scored(1, 15, 15),))]
    >>> since_last_turn(steps, 0, ("Ana", "Ben"))
    ['Ben drew 2 tiles and played · End total 15 → Ben +15']
    >>> since_last_turn([(Bid(1, 20), ())], 0, ("Ana", "Ben"))
    ['Ben bids 20']
    """
    start = 0
    out: list[str] = []
    for i in range(len(steps) - 1, -1, -1):
        action, notes = steps[i]
        if isinstance(action, (Continue, Start)) or (isinstance(action, _DECISIONS) and action.seat == seat):
            start = i + 1
            if isinstance(action, Continue):  # what the deal caused: a waiver forced (R33)
                out += notes_text(notes, players, tr)
            break
    drawn = 0
    for action, notes in steps[start:]:
        said = notes_text(notes, players, tr)
        head: str | None
        if isinstance(action, Draw):
            drawn += 1
            if not notes:
                continue  # told with the play that follows, or the pass
            head = drew_text(action.seat, drawn, players, tr)
            drawn = 0
        elif isinstance(action, Play):
            head = _played(action, drawn, players, tr)
            drawn = 0
        elif action is not None and isinstance(action, (Bid, Accept, Waive)):
            head = action_text(action, players, tr)
        else:
            head = None
        words = ([head] if head else []) + said
        if words:
            out.append(" · ".join(words))
    if drawn:  # draws not yet followed by anything
        other = 1 - seat
        out.append(drew_text(other, drawn, players, tr))
    return out


def drew_text(seat: int, n: int, players: Sequence[str], tr: Translate = _same) -> str:
    """``n`` tiles drawn in a turn by ``seat``, e.g. ``"Ben drew 3 tiles"`` (R19–R20)."""
    if n == 1:
        return tr(QT_TRANSLATE_NOOP("messages", "{name} drew a tile")).format(name=players[seat])
    return tr(QT_TRANSLATE_NOOP("messages", "{name} drew {n} tiles")).format(name=players[seat], n=n)


def _played(action: Play, drawn: int, players: Sequence[str], tr: Translate) -> str:
    name = players[action.seat]
    if action.end is None:  # the opening (R8–R9)
        return tr(QT_TRANSLATE_NOOP("messages", "{name} opened the hand")).format(name=name)
    if drawn == 1:
        return tr(QT_TRANSLATE_NOOP("messages", "{name} drew a tile and played it")).format(name=name)
    if drawn > 1:
        return tr(QT_TRANSLATE_NOOP("messages", "{name} drew {n} tiles and played")).format(name=name, n=drawn)
    return tr(QT_TRANSLATE_NOOP("messages", "{name} played")).format(name=name)


def practice_turn_text(name: str, tr: Translate = _same) -> str:
    """A practice game's reveal in a replay: no device is passed against the computer, the
    program only starts the turn of ``name`` (``"Ana's turn"``)."""
    return fill(tr(QT_TRANSLATE_NOOP("messages", "{name}'s turn")), name=name)


def practice_next_turn_text(name: str, tr: Translate = _same) -> str:
    """What a practice game waits for before ``name``'s turn starts, in a replay
    (``"Next: Ana's turn"``)."""
    return fill(tr(QT_TRANSLATE_NOOP("messages", "Next: {name}'s turn")), name=name)


def stall_text(name: str, stalled_ms: int, reserve_left: int, tr: Translate = _same) -> str:
    """What the window says when ``name``'s running clock went on ``stalled_ms`` while the
    program could not run (the device slept, or the system held it): the time counts (R42),
    and a hostile probe saw 12 s of reserve go without a word.

    >>> stall_text("Ana", 20_400, 83_000)
    "Ana's clock ran on for 20 s while the program could not run (the device asleep or busy): 1:23 of reserve left."
    """
    template = QT_TRANSLATE_NOOP(
        "messages",
        "{name}'s clock ran on for {seconds} s while the program could not run (the device asleep or busy): "
        "{left} of reserve left.",
    )
    return fill(tr(template), name=name, seconds=stalled_ms // 1000, left=minutes_seconds(reserve_left))


# --- A coach's words: hints (and the analysis of decisions) ----------------------------------


def minutes_seconds(ms: int) -> str:
    """A time as a clock reads it, ``m:ss``, rounded down so that it never says more than is
    left.

    >>> minutes_seconds(120_000), minutes_seconds(83_999), minutes_seconds(-5)
    ('2:00', '1:23', '0:00')
    """
    seconds = max(0, ms) // 1000
    return f"{seconds // 60}:{seconds % 60:02d}"


def number_text(value: float, tr: Translate = _same, *, signed: bool = False) -> str:
    """``value`` to one decimal, with the language's decimal mark (a comma in French) and,
    when ``signed``, its sign ("+3.2", "−1.5"; a minus sign, not a hyphen).

    >>> number_text(3.24, signed=True), number_text(-1.46, signed=True), number_text(-0.04, signed=True)
    ('+3.2', '−1.5', '0.0')
    """
    tenths = round(abs(value) * 10)
    text = tr(QT_TRANSLATE_NOOP("messages", "{whole}.{tenth}")).format(whole=tenths // 10, tenth=tenths % 10)
    if signed and tenths:  # nothing is neither gained nor lost: "0.0", unsigned
        return ("−" if value < 0 else "+") + text
    return text


def shown(value: float) -> float:
    """``value`` as :func:`number_text` shows it, to the tenth: sums and differences of shown
    numbers are then what a reader finds by doing them.

    >>> shown(20.14) - shown(-0.04), shown(-1.46)
    (20.1, -1.5)
    """
    tenths = round(abs(value) * 10)
    return -tenths / 10 if value < 0 else tenths / 10


def shown_loss(best: float, value: float) -> float:
    """What a decision worth ``value`` lost against the best, worth ``best``, as the coach says
    it: the difference of the two numbers it shows, to the tenth.

    >>> shown_loss(20.44, 0.06)
    20.3
    """
    return round(shown(best) - shown(value), 1)


def points_text(value: float, tr: CountingTranslate = english, *, signed: bool = False) -> str:
    """``value`` points, written as :func:`number_text` writes it, the noun agreeing with the
    number as the language wants: French takes the singular below 2 ("1,5 point", "0,0
    point"), English always the plural.

    >>> points_text(3.24, signed=True), points_text(1.5), points_text(-0.04, signed=True)
    ('+3.2 points', '1.5 points', '0.0 points')
    """
    whole = round(abs(value) * 10) // 10  # the number as shown, rounded to tenths, decides
    template = numerus.translate("messages", "{number} points", None, 0)
    return tr(template, whole).format(number=number_text(value, _uncounted(tr), signed=signed))


def decision_text(
    event: dict[str, object], tr: Translate = _same, *, short: bool = False, either: Sequence[str] = ()
) -> str:
    """A decision (an ENGINE.md event) as the advice it is: ``"play 6–4 at the north end"``,
    ``"bid 25"``; ``short`` for the one it is compared with: ``"6–4 north"``; ``either``, the
    ends where a play gives the same game, each the other's mirror (a lone double's sides):
    both named, the player choosing.

    >>> decision_text({"do": "play", "tile": [6, 4], "end": "north"})
    'play 6–4 at the north end'
    >>> decision_text({"do": "play", "tile": [5, 5], "end": "east"}, short=True)
    '5–5 east'
    >>> decision_text({"do": "play", "tile": [5, 0], "end": "east"}, either=("west", "east"))
    'play 5–0 at the west or east end'
    >>> decision_text({"do": "bid", "amount": 25}), decision_text({"do": "waive"})
    ('bid 25', 'waive')
    """
    do = event.get("do")
    if do == "play":
        tile = tile_text(_as_held(event.get("tile") or (0, 0)))
        end = event.get("end")
        if len(either) >= 2:  # ends that give the same game: all named, "west, east or north"
            ends = [end_text(e, _uncounting(tr)) for e in either]
            a, b = ", ".join(ends[:-1]), ends[-1]
            if short:
                return tr(QT_TRANSLATE_NOOP("messages", "{tile} {a} or {b}")).format(tile=tile, a=a, b=b)
            return tr(QT_TRANSLATE_NOOP("messages", "play {tile} at the {a} or {b} end")).format(tile=tile, a=a, b=b)
        if end is None:
            return tr(QT_TRANSLATE_NOOP("messages", "open with {tile}")).format(tile=tile)
        where = end_text(end, _uncounting(tr))
        if short:
            return tr(QT_TRANSLATE_NOOP("messages", "{tile} {end}")).format(tile=tile, end=where)
        return tr(QT_TRANSLATE_NOOP("messages", "play {tile} at the {end} end")).format(tile=tile, end=where)
    if do == "bid":
        return tr(QT_TRANSLATE_NOOP("messages", "bid {amount}")).format(amount=event.get("amount"))
    texts = {
        "draw": QT_TRANSLATE_NOOP("messages", "draw from the boneyard"),
        "waive": QT_TRANSLATE_NOOP("messages", "waive"),
        "accept": QT_TRANSLATE_NOOP("messages", "accept the bid"),
    }
    return tr(texts[do]) if isinstance(do, str) and do in texts else str(do)


def _as_held(pair: object) -> object:
    """An event's tile as the hand shows it, high half first: an event may carry it either
    way round (R12: an opening turned round is the same)."""
    if isinstance(pair, (list, tuple)) and all(isinstance(n, int) for n in pair):
        return sorted(pair, reverse=True)
    return pair


def _uncounting(tr: Translate) -> CountingTranslate:
    def counting(text: str, n: int = -1) -> str:
        return tr(text)

    return counting


def _spread_shown(spread: float | None) -> bool:
    """Whether a standard error is worth saying: it shows as a tenth or more."""
    return spread is not None and round(spread * 10) >= 1


def hint_text(
    best: dict[str, object],
    gain: float | None,
    runner: dict[str, object] | None,
    *,
    clear: bool,
    beyond_hand: bool = False,
    within_noise: bool = False,
    alike: bool = False,
    mirrored: tuple[Sequence[str], Sequence[str]] = ((), ()),
    scores: int | None = None,
    runner_scores: int | None = None,
    spread: float | None = None,
    same: bool = False,
    ends: tuple[str | None, str | None] = (None, None),
    tr: CountingTranslate = english,
) -> str:
    """A practice game's hint in words (:class:`~.hints.Hint`): the engine's decision ``best``
    and, against the best other decision ``runner``, the points it expects ``best`` to gain
    more by the end of the hand (``gain``). ``clear``: the gain is larger than its standard
    error; otherwise the two are called about as good (issue 25, honest numbers).
    ``beyond_hand``: ``best`` was chosen for what follows the hand; ``within_noise``: a bid
    valued higher (``runner``) was left out, its gain within the noise of the estimate.
    ``alike``: ``best`` is the only decision, though other plays are legal (mirror images).
    ``mirrored``: the ends where ``best``, and ``runner``, give the same game, each the other's
    mirror: all are named then (a key or a click plays the tile at either). ``scores``: what
    ``best``, a play, scores at once, said beside it; ``runner_scores`` what ``runner`` scores
    at once, said beside it when ``best`` scores less.
    ``spread``: the standard error of ``gain``, said beside it ("give or take 0.2") when it
    shows as a tenth or more, so that a gain called better and the same gain called about as
    good tell the reader why.
    ``same``: ``best`` and ``runner`` are worth exactly the same, with no uncertainty (standard
    error 0: an exact endgame); they are then said to give the same result, not to be about as
    good within the engine's uncertainty (a play-test read "about as good (0.0 points, within
    the engine's uncertainty)" for two plays that both went out scoring nothing). ``ends``: how
    ``best``, and ``runner``, end the hand, if they do (:func:`~.hints.play_ending`: ``"out"``,
    ``"blocked"``, ``"won"``, ``"lost"``), said with the same result.

    >>> hint_text({"do": "play", "tile": [6, 4], "end": "north"}, 3.2,
    ...           {"do": "play", "tile": [5, 5], "end": "east"}, clear=True)
    'Hint: play 6–4 at the north end: about +3.2 points better than the next best (5–5 east).'
    >>> hint_text({"do": "waive"}, 0.4, {"do": "bid", "amount": 20}, clear=False)
    "Hint: waive, or bid 20, about as good (+0.4 points, within the engine's uncertainty)."
    >>> hint_text({"do": "draw"}, None, None, clear=False)
    'Hint: draw from the boneyard: it is the only choice.'
    >>> hint_text({"do": "play", "tile": [6, 1], "end": "south"}, None, None, clear=False, alike=True,
    ...           mirrored=(("north", "south"), ()))
    'Hint: play 6–1 at the north or south end: each of these ends gives the same game, so the choice changes nothing.'
    >>> hint_text({"do": "play", "tile": [4, 3], "end": "north"}, 0.0, {"do": "play", "tile": [4, 3], "end": "south"},
    ...           clear=False, same=True, ends=("out", "out"))
    'Hint: play 4–3 at the north end, or 4–3 south: either way you go out and the hand ends, with the same result.'
    """
    said = _uncounted(tr)
    decision = decision_text(best, said, either=mirrored[0])
    if scores:
        decision = said(QT_TRANSLATE_NOOP("messages", "{decision} (it scores {n} now)")).format(
            decision=decision, n=scores
        )
    if runner is None and alike and best.get("do") == "play" and len(mirrored[0]) >= 2:
        # Which of the two the engine named is no advice: the player chooses, as the rules say (R11).
        return said(
            QT_TRANSLATE_NOOP(
                "messages",
                "Hint: {decision}: each of these ends gives the same game, so the choice changes nothing.",
            )
        ).format(decision=decision)
    if runner is None and alike:
        return said(
            QT_TRANSLATE_NOOP(
                "messages",
                "Hint: {decision}; the other legal plays give the same game, so there is nothing to choose.",
            )
        ).format(decision=decision)
    if runner is None:
        return said(QT_TRANSLATE_NOOP("messages", "Hint: {decision}: it is the only choice.")).format(decision=decision)
    other = decision_text(runner, said, short=True, either=mirrored[1])
    if runner_scores and runner_scores > (scores or 0):  # passing up points at once: said, not hidden
        other = said(QT_TRANSLATE_NOOP("messages", "{other}, which scores {n} now")).format(
            other=other, n=runner_scores
        )
    if gain is None:
        return said(QT_TRANSLATE_NOOP("messages", "Hint: {decision}.")).format(decision=decision)
    if same:
        return _same_result_text(decision, other, ends, said)
    if within_noise and gain < 0:  # a bid's gain within the noise: no reason to pay (ENGINE.md)
        return fill(
            said(
                QT_TRANSLATE_NOOP(
                    "messages",
                    "Hint: {decision}: {runner} may bring about {points} more in this hand, "
                    "but that is within the engine's uncertainty, too little to pay for.",
                )
            ),
            decision=decision,
            points=points_text(-gain, tr),
            runner=other,
        )
    noted = _spread_shown(spread)
    if beyond_hand and gain < 0 and noted:  # chosen for the next jockey or the game (ENGINE.md)
        assert spread is not None
        if shown(-gain) <= shown(spread):  # a difference in this hand no larger than its noise, as shown
            template = QT_TRANSLATE_NOOP(
                "messages",
                "Hint: {decision}: about as good in this hand as {runner} ({points} fewer, give or take "
                "{spread}: within the engine's uncertainty), and better for what follows the hand (the next jockey, "
                "the game).",
            )
        else:
            template = QT_TRANSLATE_NOOP(
                "messages",
                "Hint: {decision}: about {points} fewer in this hand than {runner}, give or take {spread}, "
                "but better for what follows the hand (the next jockey, the game).",
            )
        off = number_text(spread, said)
        return fill(said(template), decision=decision, points=points_text(-gain, tr), runner=other, spread=off)
    if beyond_hand and gain < 0:
        return fill(
            said(
                QT_TRANSLATE_NOOP(
                    "messages",
                    "Hint: {decision}: about {points} fewer in this hand than {runner}, but better for what follows "
                    "the hand (the next jockey, the game).",
                )
            ),
            decision=decision,
            points=points_text(-gain, tr),
            runner=other,
        )
    gained = points_text(gain, tr, signed=True)
    if noted:
        assert spread is not None
        off = number_text(spread, said)
        if clear:
            template = QT_TRANSLATE_NOOP(
                "messages",
                "Hint: {decision}: about {points} better than the next best ({other}), give or take {spread}.",
            )
        else:
            template = QT_TRANSLATE_NOOP(
                "messages",
                "Hint: {decision}, or {other}, about as good ({points}, give or take {spread}: "
                "within the engine's uncertainty).",
            )
        return said(template).format(decision=decision, points=gained, other=other, spread=off)
    if clear:
        return said(
            QT_TRANSLATE_NOOP("messages", "Hint: {decision}: about {points} better than the next best ({other}).")
        ).format(decision=decision, points=gained, other=other)
    return said(
        QT_TRANSLATE_NOOP(
            "messages",
            "Hint: {decision}, or {other}, about as good ({points}, within the engine's uncertainty).",
        )
    ).format(decision=decision, points=gained, other=other)


#: Two decisions worth exactly the same that end the hand, or the game, the same way: what
#: happens either way, the result being the same (the same points, the same next jockey).
_SAME_ENDING = {
    "out": QT_TRANSLATE_NOOP(
        "messages", "Hint: {decision}, or {other}: either way you go out and the hand ends, with the same result."
    ),
    "blocked": QT_TRANSLATE_NOOP(
        "messages", "Hint: {decision}, or {other}: either way the hand ends blocked, with the same result."
    ),
    "won": QT_TRANSLATE_NOOP("messages", "Hint: {decision}, or {other}: either way you win the game at once."),
    "lost": QT_TRANSLATE_NOOP(
        "messages", "Hint: {decision}, or {other}: either way the game ends at once, with the same result."
    ),
}
#: A decision that ends the hand, or the game, said beside it when the other does not, or not
#: the same way.
_ENDING = {
    "out": QT_TRANSLATE_NOOP("messages", "{decision} (you go out: the hand ends)"),
    "blocked": QT_TRANSLATE_NOOP("messages", "{decision} (the hand ends blocked)"),
    "won": QT_TRANSLATE_NOOP("messages", "{decision} (the game ends)"),
    "lost": QT_TRANSLATE_NOOP("messages", "{decision} (the game ends)"),
}


def _same_result_text(decision: str, other: str, ends: tuple[str | None, str | None], said: Translate) -> str:
    """A hint's words for two decisions worth exactly the same, with no uncertainty: the same
    result, and how each ends the hand if it does (:func:`hint_text`'s ``same``). Two plays that
    end the hand the same way give the same result; otherwise the points by the end of the hand
    are the same (the next jockey may differ: the engine's values are points alone)."""
    first, second = ends
    if first is not None and first == second:
        return fill(said(_SAME_ENDING[first]), decision=decision, other=other)
    if first is not None:
        decision = fill(said(_ENDING[first]), decision=decision)
    if second is not None:
        other = fill(said(_ENDING[second]), decision=other)
    return fill(
        said(
            QT_TRANSLATE_NOOP(
                "messages", "Hint: {decision}, or {other}: the same points either way by the end of the hand."
            )
        ),
        decision=decision,
        other=other,
    )


def hint_failed_text(detail: str, tr: Translate = _same) -> str:
    """Why no hint came (the engine failed): ``detail`` its words."""
    return tr(QT_TRANSLATE_NOOP("messages", "No hint this time: {detail}")).format(detail=detail)


#: A decision's class in the analysis, as a mark beside it (chess's marks, read the same in
#: every language) and in words.
VERDICT_MARKS = {"fine": "", "inaccuracy": "?!", "mistake": "?", "blunder": "??"}
_VERDICT_WORDS = {
    "fine": QT_TRANSLATE_NOOP("messages", "fine"),
    "inaccuracy": QT_TRANSLATE_NOOP("messages", "an inaccuracy"),
    "mistake": QT_TRANSLATE_NOOP("messages", "a mistake"),
    "blunder": QT_TRANSLATE_NOOP("messages", "a blunder"),
}


def verdict_text(verdict: str, tr: Translate = _same) -> str:
    """A decision's class in words: ``"a mistake"``."""
    return tr(_VERDICT_WORDS[verdict]) if verdict in _VERDICT_WORDS else verdict


def whole_balance_text(tr: CountingTranslate = english) -> str:
    """Said after the engine's words on a bid of the player's whole balance, which, accepted,
    ends the game before the hand (R32): "by the end of the hand" alone reads as if the game
    went on."""
    return _uncounted(tr)(
        QT_TRANSLATE_NOOP("messages", "A bid of the whole balance, accepted, ends the game at once: its bidder loses.")
    )


def opening_text(
    price: float,
    tr: CountingTranslate = english,
    spread: float | None = None,
    game: float = 0.0,
    jockey: float = 0.0,
    opens: bool | None = None,
) -> str:
    """What opening this hand is worth to the player asking a hint in the bidding, against
    letting the other player open, by the engine's reckoning (its price of the opening), give
    or take ``spread``, its standard error, when known: the price comes from sampled deals and
    moves by that much from one look to the next.

    >>> opening_text(4.04).split(" against ")
    ["By the engine's reckoning, opening this hand is worth about +4.0 points to you", 'letting the other player open.']
    >>> opening_text(4.04, spread=1.83).split(" against ")[0]
    "By the engine's reckoning, opening this hand is worth about +4.0 points to you, give or take 1.8,"

    Where the game could end in this hand, ``game``, the game's part of the price (no points),
    is said in words, and the rest in points:

    >>> said = opening_text(-12.7, game=-16.6)
    >>> said.split(" to you")[0][-11:]
    '+3.9 points'
    >>> said.split(": ")[-1]
    'the engine also weighs that letting the other player open raises your chances of winning it.'

    So is ``jockey``, the part of the price the next hand's jockey makes (a play-test read a
    price that held it, which the choices' points leave out, and could not make them add up):

    >>> opening_text(5.53, jockey=1.63).split(". ")[1]
    "Beyond these points, the advice weighs that opening gives you a better chance of being the next hand's \
jockey (worth about 1.6 points)."

    Where the advice lets the other player open (``opens`` False), that part is outweighed:

    >>> opening_text(5.53, jockey=1.63, opens=False).split(". ")[1]
    "Opening would give you a better chance of being the next hand's jockey (worth about 1.6 points), not enough \
to change the advice."
    """
    said = _with_game(_opening_text(price - game - jockey, tr, spread), game, _uncounted(tr), None)
    return _with_jockey(said, jockey, tr, None, opens)


def accepted_text(paid: int, tr: CountingTranslate = english) -> str:
    """What accepting the standing bid brings the player (the bidder pays it, R29–R30), to set
    beside the price.

    >>> accepted_text(15)
    'Accepting, you receive 15 points.'
    """
    return tr(numerus.translate("messages", "Accepting, you receive %n point(s).", None, 0), paid)


def bid_cost_text(amount: int, cost: int, discounted: bool, tr: CountingTranslate = english) -> str:
    """What a bid the hint weighed costs if accepted (R29–R30), to set beside the price.

    >>> bid_cost_text(15, 15, False)
    'A bid of 15 costs you 15 points if it is accepted.'
    >>> bid_cost_text(20, 5, True)
    "A bid of 20 costs you 5 points if it is accepted, the jockey's discount taken off."
    """
    if discounted:
        template = numerus.translate(
            "messages",
            "A bid of {amount} costs you %n point(s) if it is accepted, the jockey's discount taken off.",
            None,
            0,
        )
    else:
        template = numerus.translate("messages", "A bid of {amount} costs you %n point(s) if it is accepted.", None, 0)
    return tr(template, cost).format(amount=amount)


def _opening_text(price: float, tr: CountingTranslate, spread: float | None) -> str:
    """:func:`opening_text` without the game's part."""
    said = _uncounted(tr)
    if _spread_shown(spread):
        assert spread is not None
        template = QT_TRANSLATE_NOOP(
            "messages",
            "By the engine's reckoning, opening this hand is worth about {price} to you, give or take {spread}, "
            "against letting the other player open.",
        )
        return fill(said(template), price=points_text(price, tr, signed=True), spread=number_text(spread, said))
    template = QT_TRANSLATE_NOOP(
        "messages",
        "By the engine's reckoning, opening this hand is worth about {price} to you against letting the other "
        "player open.",
    )
    return fill(said(template), price=points_text(price, tr, signed=True))


def auction_text(
    names: tuple[str, str],
    seat: int,
    price: float,
    opener: int,
    cost: int,
    tr: CountingTranslate = english,
    spread: float | None = None,
    game: float = 0.0,
    jockey: float = 0.0,
) -> str:
    """How the engine read a bidding decision of ``seat`` (History → Analyse): the price of the
    opening (what opening this hand was worth to the player against letting the other open),
    give or take ``spread`` when known, and how it expected the auction to end after the
    decision: ``opener`` opening, paying the other ``cost`` (after the jockey discount). A bid
    is valued by that end, not as if accepted: a play-test read "bid 25, a blunder" for a bid
    the other player overbid. It says that the price was read from the player's own tiles: two
    notes side by side, +10.6 to one player and −5.0 to the other, read as a contradiction.

    >>> auction_text(("Ana", "Ben"), 0, 4.5, 1, 20)
    "Seeing only Ana's tiles, the engine reckoned opening this hand worth about +4.5 points to Ana against \
letting Ben open, and expected the auction to end with Ben opening, paying Ana 20."
    >>> auction_text(("Ana", "Ben"), 1, -2.0, 0, 0).split(", and ")[1]
    'expected Ana to open for free.'
    >>> auction_text(("Ana", "Ben"), 1, -2.0, 0, 0, spread=2.04).split(" against ")[0]
    "Seeing only Ben's tiles, the engine reckoned opening this hand worth about −2.0 points to Ben, give or take 2.0,"

    Where the game could end in this hand, ``game``, the game's part of the price (no points),
    is said in words, and the rest in points:

    >>> auction_text(("Ana", "Ben"), 0, 3.9, 1, 0, game=-16.6).split(". ")[1]
    "The game could end in this hand: the engine also weighed that letting Ben open raised Ana's chances of winning it."

    So is ``jockey``, the next hand's jockey's part of the price:

    >>> auction_text(("Ana", "Ben"), 0, 5.5, 0, 15, jockey=1.6).split(". ")[1]
    "The engine also counted that opening gave Ana a better chance of being the next hand's jockey (worth about \
1.6 points)."
    """
    said = _uncounted(tr)
    fields = {
        "name": names[seat],
        "other": names[1 - seat],
        "price": points_text(price - game - jockey, tr, signed=True),  # in points: the rest in words
        "opener": names[opener],
        "payee": names[1 - opener],
        "cost": str(cost),
        "spread": "" if spread is None else number_text(spread, said),
    }
    shown = _spread_shown(spread)
    if cost == 0 and shown:
        template = QT_TRANSLATE_NOOP(
            "messages",
            "Seeing only {name}'s tiles, the engine reckoned opening this hand worth about {price} to {name}, "
            "give or take {spread}, "
            "against letting {other} open, and expected {opener} to open for free.",
        )
    elif cost == 0:
        template = QT_TRANSLATE_NOOP(
            "messages",
            "Seeing only {name}'s tiles, the engine reckoned opening this hand worth about {price} to {name} "
            "against letting {other} open, "
            "and expected {opener} to open for free.",
        )
    elif shown:
        template = QT_TRANSLATE_NOOP(
            "messages",
            "Seeing only {name}'s tiles, the engine reckoned opening this hand worth about {price} to {name}, "
            "give or take {spread}, "
            "against letting {other} open, and expected the auction to end with {opener} opening, "
            "paying {payee} {cost}.",
        )
    else:
        template = QT_TRANSLATE_NOOP(
            "messages",
            "Seeing only {name}'s tiles, the engine reckoned opening this hand worth about {price} to {name} "
            "against letting {other} open, "
            "and expected the auction to end with {opener} opening, paying {payee} {cost}.",
        )
    text = _with_game(fill(said(template), **fields), game, said, (names[seat], names[1 - seat]))
    return _with_jockey(text, jockey, tr, (names[seat], names[1 - seat]))


#: The least of the game's part of a price (levels._priced: a game won or lost is worth 60 in
#: the search, so about 1.7 % of a game) that is said.
GAME_SAID = 1.0
#: The least of the next jockey's part of a price that is said (a jockey is worth about 4
#: points a hand to ``hard``'s search, levels.HARD_JOCKEY_BONUS).
JOCKEY_SAID = 1.0

#: Which way the game's part of a price leans, where the game could end in this hand: to the
#: player asking a hint, opening or letting the other open; then the coach's, of {name}.
_GAME_SAYS = (
    QT_TRANSLATE_NOOP(
        "messages",
        "The game could end in this hand: the engine also weighs that opening raises your chances of winning it.",
    ),
    QT_TRANSLATE_NOOP(
        "messages",
        "The game could end in this hand: the engine also weighs that letting the other player open raises your "
        "chances of winning it.",
    ),
    QT_TRANSLATE_NOOP(
        "messages",
        "The game could end in this hand: the engine also weighed that opening raised {name}'s chances of winning it.",
    ),
    QT_TRANSLATE_NOOP(
        "messages",
        "The game could end in this hand: the engine also weighed that letting {other} open raised {name}'s "
        "chances of winning it.",
    ),
)
#: Which way the next jockey's part of a price leans, in the same order, with its worth: a
#: French play-test read it, unsized, as a reason against the advice it was weighed in.
_JOCKEY_SAYS = (
    # "Beyond these points … the advice": a play-test read "The engine also counts that opening
    # gives you a better chance…" after advice to waive as a reason to bid, not as weighed in it.
    QT_TRANSLATE_NOOP(
        "messages",
        "Beyond these points, the advice weighs that opening gives you a better chance of being the next hand's "
        "jockey (worth about {points}).",
    ),
    QT_TRANSLATE_NOOP(
        "messages",
        "Beyond these points, the advice weighs that letting the other player open gives you a better chance of "
        "being the next hand's jockey (worth about {points}).",
    ),
    QT_TRANSLATE_NOOP(
        "messages",
        "The engine also counted that opening gave {name} a better chance of being the next hand's jockey "
        "(worth about {points}).",
    ),
    QT_TRANSLATE_NOOP(
        "messages",
        "The engine also counted that letting {other} open gave {name} a better chance of being the next "
        "hand's jockey (worth about {points}).",
    ),
)
#: The hint's, where that part leans against the advice: weighed, and outweighed.
_JOCKEY_OUTWEIGHED = (
    QT_TRANSLATE_NOOP(
        "messages",
        "Opening would give you a better chance of being the next hand's jockey (worth about {points}), not "
        "enough to change the advice.",
    ),
    QT_TRANSLATE_NOOP(
        "messages",
        "Letting the other player open would give you a better chance of being the next hand's jockey (worth "
        "about {points}), not enough to change the advice.",
    ),
)


def _with_game(text: str, game: float, said: Translate, names: tuple[str, str] | None) -> str:
    """``text`` with, where the game could end in this hand, a sentence saying which way the
    engine's ``game`` part of the price of the opening leans: for the player asking a hint
    (``names`` None), or for ``names[0]`` against ``names[1]`` (the coach)."""
    return _leaning(text, game, GAME_SAID, _GAME_SAYS, said, names)


def _with_jockey(
    text: str, jockey: float, tr: CountingTranslate, names: tuple[str, str] | None, opens: bool | None = None
) -> str:
    """``text`` with a sentence saying which way the ``jockey`` part of the price of the
    opening leans (a better chance of being the next hand's jockey), and its worth, as
    :func:`_with_game`; for a hint whose advice ``opens`` the hand (True) or lets the other
    player open it (False), said as outweighed where it leans the other way."""
    if abs(jockey) < JOCKEY_SAID:
        return text
    leans_to_open = jockey > 0
    if names is None and opens is not None and opens != leans_to_open:
        template = _JOCKEY_OUTWEIGHED[0 if leans_to_open else 1]
    else:
        template = _JOCKEY_SAYS[(0 if leans_to_open else 1) + (0 if names is None else 2)]
    name, other = names if names is not None else ("", "")
    worth = points_text(abs(jockey), tr)
    return f"{text} {fill(_uncounted(tr)(template), name=name, other=other, points=worth)}"


def _leaning(
    text: str, part: float, least: float, says: tuple[str, ...], said: Translate, names: tuple[str, str] | None
) -> str:
    """``text`` with the sentence of ``says`` for which way ``part`` of a price leans, when it
    is at least ``least`` either way: ``says`` holds the hint's sentences (opening, letting the
    other open), then the coach's."""
    if abs(part) < least:
        return text
    template = says[(0 if part > 0 else 1) + (0 if names is None else 2)]
    name, other = names if names is not None else ("", "")
    return f"{text} {fill(said(template), name=name, other=other)}"


def within_noise(loss: float, loss_se: float | None) -> bool:
    """Whether a decision's ``loss`` is within the engine's uncertainty, twice its standard
    error ``loss_se`` (or of no known error): the coach calls such a decision fine, and its
    summary counts no points lost for it.

    >>> within_noise(1.6, 0.9), within_noise(1.6, 0.7), within_noise(1.6, None)
    (True, False, True)
    """
    return loss_se is None or loss <= 2 * loss_se


def analysis_text(
    name: str,
    chosen: dict[str, object],
    preferred: dict[str, object] | None,
    value: float | None,
    best: float | None,
    loss: float,
    loss_se: float | None,
    verdict: str,
    tr: CountingTranslate = english,
) -> str:
    """What the engine made of one decision of player ``name`` (History → Analyse): what was
    chosen and the points the engine expected it to gain them by the end of the hand
    (``value``), what it preferred (``preferred``, worth ``best``) and the points lost, as the
    difference of the two numbers shown. A loss within twice its standard error is said to be
    too close to call (issue 25, honest numbers).

    >>> analysis_text("Ana", {"do": "bid", "amount": 25}, {"do": "waive"}, -1.0, 12.0, 13.0, 1.2, "blunder").split("; ")
    ['Ana chose to bid 25, worth about −1.0 points to them by the end of the hand', \
'the engine preferred to waive (about +12.0): about 13.0 points lost, a blunder.']
    >>> analysis_text("Ana", {"do": "waive"}, {"do": "waive"}, 4.0, 4.0, 0.0, 0.0, "fine")
    "Ana chose to waive, the engine's choice too: about +4.0 points to them by the end of the hand."
    >>> analysis_text("Ana", {"do": "draw"}, None, None, None, 0.0, 0.0, "fine")
    'Ana had one choice: draw from the boneyard.'
    """
    said = _uncounted(tr)
    decision = decision_text(chosen, said)
    if preferred is None or value is None or best is None:
        return fill(
            said(QT_TRANSLATE_NOOP("messages", "{name} had one choice: {decision}.")), name=name, decision=decision
        )
    if loss <= 0:
        return fill(
            said(
                QT_TRANSLATE_NOOP(
                    "messages",
                    "{name} chose to {decision}, the engine's choice too: about {value} to them by the end of the "
                    "hand.",
                )
            ),
            name=name,
            decision=decision,
            value=points_text(value, tr, signed=True),
        )
    fields = {
        "name": name,
        "decision": decision,
        "value": points_text(value, tr, signed=True),
        "other": decision_text(preferred, said),
        "best": number_text(best, said, signed=True),
        "loss": points_text(shown_loss(best, value), tr),  # the difference of the numbers shown
        "verdict": verdict_text(verdict, said),
    }
    if within_noise(loss, loss_se):
        return fill(
            said(
                QT_TRANSLATE_NOOP(
                    "messages",
                    "{name} chose to {decision}, worth about {value} to them by the end of the hand; the engine "
                    "preferred to {other} (about {best}), {loss} more, but that is within its uncertainty: fine.",
                )
            ),
            **fields,
        )
    return fill(
        said(
            QT_TRANSLATE_NOOP(
                "messages",
                "{name} chose to {decision}, worth about {value} to them by the end of the hand; the engine "
                "preferred to {other} (about {best}): about {loss} lost, {verdict}.",
            )
        ),
        **fields,
    )
