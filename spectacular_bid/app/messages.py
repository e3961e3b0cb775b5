"""English sentences for what an action caused (the core's notes) and how a game ended.

Every sentence is a template passed through ``tr`` before its fields are filled in, so the
window can hand in Qt's translation function::

    note_text(note, players, lambda s: QCoreApplication.translate("messages", s))

With the default ``tr`` (identity) the English template is used as it is. Each template
literal is wrapped in :func:`QT_TRANSLATE_NOOP` (which returns it unchanged) so that
``pyside6-lupdate`` extracts it under the context ``"messages"``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

from ..core import Accept, Action, Bid, Continue, Draw, Play, Reason, Result, Start, Waive
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

Translate = Callable[[str], str]


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Mark ``text`` for ``pyside6-lupdate`` as a message of ``context``; returns ``text`` as it is."""
    return text


def _same(text: str) -> str:
    return text


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
        return tr(QT_TRANSLATE_NOOP("messages", "Block: {payer}'s {pips} rounds to {due} → nothing paid")).format(
            **fields
        )
    if note.paid < note.due:
        return tr(
            QT_TRANSLATE_NOOP("messages", "Block: {payer}'s {pips} rounds to {due} → {name} +{paid} (all {payer} had)")
        ).format(paid=note.paid, **fields)
    return tr(QT_TRANSLATE_NOOP("messages", "Block: {payer}'s {pips} rounds to {due} → {name} +{paid}")).format(
        paid=note.paid, **fields
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


def action_text(action: Action, players: Sequence[str], tr: Translate = _same) -> str | None:
    """A bidding decision as a sentence for the events log, e.g. ``"Ben bids 25"``; None for
    actions the notes already tell (plays, draws) or that tell nothing (reveal, start).

    >>> action_text(Bid(1, 25), ("Ana", "Ben"))
    'Ben bids 25'
    >>> action_text(Waive(1), ("Ana", "Ben"))
    'Ben waives: Ana opens'
    """
    if isinstance(action, Bid):  # R27–R28
        return tr(QT_TRANSLATE_NOOP("messages", "{name} bids {bid}")).format(
            name=players[action.seat], bid=action.amount
        )
    if isinstance(action, Accept):  # R28–R29
        return tr(QT_TRANSLATE_NOOP("messages", "{name} accepts {other}'s bid")).format(
            name=players[action.seat], other=players[1 - action.seat]
        )
    if isinstance(action, Waive):  # R27
        return tr(QT_TRANSLATE_NOOP("messages", "{name} waives: {other} opens")).format(
            name=players[action.seat], other=players[1 - action.seat]
        )
    return None


Step = tuple[Action | None, tuple[Note, ...]]
"""One accepted change of a game: the action taken (None when none is known) and its notes."""

_DECISIONS = (Play, Draw, Bid, Accept, Waive)


def since_last_turn(steps: Sequence[Step], seat: int, players: Sequence[str], tr: Translate = _same) -> list[str]:
    """What happened since ``seat`` last made a decision in this hand, in words, one line per
    decision of the other player with what it caused — for the handoff screen, which may name
    no tile (R41): a play says "played", never which tile.

    ``steps`` are the game's accepted changes, oldest first; a ``Continue`` or ``Start`` is the
    start of a hand, before which nothing counts.

    >>> from spectacular_bid.core import End, Tile
    >>> steps = [(Play(0, Tile.of(6, 6), None, None), ()), (Draw(1), ()), (Draw(1), ()),
    ...          (Play(1, Tile.of(6, 3), End.EAST, None), (Scored(1, 15, 15),))]
    >>> since_last_turn(steps, 0, ("Ana", "Ben"))
    ['Ben drew 2 tiles and played · End total 15 → Ben +15']
    >>> since_last_turn([(Bid(1, 20), ())], 0, ("Ana", "Ben"))
    ['Ben bids 20']
    """
    start = 0
    for i in range(len(steps) - 1, -1, -1):
        action = steps[i][0]
        if isinstance(action, (Continue, Start)) or (isinstance(action, _DECISIONS) and action.seat == seat):
            start = i + 1
            break
    out: list[str] = []
    drawn = 0
    for action, notes in steps[start:]:
        said = notes_text(notes, players, tr)
        if isinstance(action, Draw):
            drawn += 1
            if not notes:
                continue  # told with the play that follows, or the pass
            head = _drew(action.seat, drawn, players, tr)
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
        out.append(_drew(other, drawn, players, tr))
    return out


def _drew(seat: int, n: int, players: Sequence[str], tr: Translate) -> str:
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
