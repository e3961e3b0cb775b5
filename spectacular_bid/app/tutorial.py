"""Learn to play: a guided first game against a scripted opponent, as data (issue 26).

The tutorial is one real game of the core: fixed deals (:data:`DEALS`) given to
:func:`~spectacular_bid.core.new_game`, every state made by
:func:`~spectacular_bid.core.apply`. The script is the list :data:`STEPS`; each step says what
the learner (seat 0) must do — one action, the game's own — what the scripted opponent
(seat 1) does after it, and the text that says what to do and why. The tutorial has one
learner at the screen, so both seats' reveals are sent by the tutorial itself
(:func:`pending_reveal`) — except once: the step ``handoff`` asks the learner to press Reveal
on the handoff screen, as the next player does between two people (R40).

The clocks are off (game time stands still, :class:`TutorialTime`) until the first step marked
``clock``; from there they run as in any game, for the clock's two lessons, then stop again at
the step marked ``pause`` (the hand and the auction after them take many steps to read, which
a slow reader's reserve did not last through) until the last move, marked ``clock`` again
(:func:`clocks_run`). A step's ``reserve_left_ms`` runs the learner's clock on when the step
begins (:func:`wait_before`), to show the low-time cue.

``tests/app/test_tutorial_script.py`` plays the whole script through the core, and checks
that what each text states (a total, a payment, a pip count) is what the core computes.

>>> len(STEPS) > 20, STEPS[0].learner
(True, Play(seat=0, tile=Tile(high=5, low=5), end=None, west=5))
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from ..core import (
    ALL_TILES,
    CONTINUE,
    START,
    Accept,
    Action,
    Bid,
    Continue,
    Deal,
    Draw,
    End,
    GameState,
    Play,
    Reveal,
    Tile,
    Waive,
    apply,
    delay_left,
    new_game,
    reserve_at,
)
from ..core.words import QT_TRANSLATE_NOOP
from .messages import CountingTranslate, end_text, tile_text
from .phrasing import fill
from .timesource import MonotonicTime, TimeSource

#: The learner's seat and the scripted opponent's.
LEARNER, TUTOR = 0, 1


def _t(a: int, b: int) -> Tile:
    return Tile.of(a, b)


def _deal(learner: tuple[Tile, ...], tutor: tuple[Tile, ...], first: tuple[Tile, ...] = ()) -> Deal:
    """A deal of these two hands; the boneyard is ``first`` then every other tile in set order."""
    dealt = {*learner, *tutor, *first}
    return Deal((learner, tutor), first + tuple(t for t in ALL_TILES if t not in dealt))


#: The four hands' deals: the first opens by rank and the learner goes out; the second is
#: bid for and ends blocked; the third opens by rank again, with the clocks running, and the
#: computer goes out of it (the learner draws once: 5–4, the first tile of its boneyard); the
#: fourth is bid for again, the learner, not the jockey, deciding first.
DEALS: tuple[Deal, ...] = (
    _deal(
        (_t(5, 5), _t(5, 2), _t(5, 4), _t(3, 6), _t(3, 0), _t(0, 0), _t(1, 0)),
        (_t(5, 3), _t(5, 1), _t(1, 3), _t(6, 1), _t(1, 4), _t(4, 4), _t(2, 1)),
    ),
    _deal(
        (_t(3, 2), _t(2, 6), _t(6, 5), _t(6, 6), _t(5, 5), _t(5, 3), _t(5, 2)),
        (_t(6, 3), _t(6, 4), _t(6, 1), _t(1, 0), _t(0, 6), _t(0, 0), _t(1, 1)),
        (_t(3, 3), _t(5, 4)),
    ),
    _deal(
        (_t(6, 6), _t(6, 2), _t(4, 2), _t(5, 0), _t(1, 0), _t(1, 1), _t(2, 2)),
        (_t(6, 3), _t(3, 3), _t(4, 4), _t(6, 4), _t(6, 5), _t(4, 3), _t(6, 1)),
        (_t(5, 4),),
    ),
    # No tile of the learner's would score as an opening: the step says so, to waive.
    _deal(
        (_t(6, 6), _t(6, 1), _t(4, 2), _t(3, 1), _t(2, 0), _t(1, 1), _t(0, 0)),
        (_t(6, 2), _t(6, 3), _t(5, 1), _t(5, 2), _t(4, 3), _t(3, 3), _t(2, 1)),
    ),
)

W, E, N, S = End.WEST, End.EAST, End.NORTH, End.SOUTH


@dataclass(frozen=True, slots=True)
class Step:
    """One step of the tutorial.

    ``learner`` is the one action the step asks of the learner (None: nothing to do, the last
    step; a :class:`~spectacular_bid.core.Reveal`: the practice handoff); ``tutor`` the
    scripted opponent's actions once it is done, in order; ``text`` the template (context
    ``messages``) that says what to do and why. ``clock``: the clocks run from this step on;
    ``reserve_left_ms``: as the step begins, the learner's running clock is moved on until it
    has at most that much reserve left (:func:`wait_before`).
    """

    key: str
    text: str
    learner: Action | None
    tutor: tuple[Action, ...] = ()
    clock: bool = False
    reserve_left_ms: int = 0
    pause: bool = False
    """The clocks stop from this step on, until a step marked ``clock``."""


def wait_before(step: Step, state: GameState, at: int) -> int:
    """The time the tutorial lets pass on the learner's running clock as ``step`` begins in
    ``state`` at ``at``: none, or for a step with ``reserve_left_ms`` what is left of the
    delay and the reserve beyond that much. A learner who used more reserve on the steps
    before keeps what is left: the step's words promise at most that much."""
    if not step.reserve_left_ms or state.started is None:
        return 0
    beyond = max(0, reserve_at(state, LEARNER, at) - step.reserve_left_ms)
    return delay_left(state, at) + beyond


def _play(tile: Tile, end: End | None, west: int | None = None) -> Play:
    return Play(LEARNER, tile, end, west)


def _tutor(tile: Tile, end: End | None, west: int | None = None) -> Play:
    return Play(TUTOR, tile, end, west)


STEPS: tuple[Step, ...] = (
    # --- Hand 1: the opening by rank, placing, the spinner, scoring, going out -------------
    Step(
        "opening",
        QT_TRANSLATE_NOOP(
            "messages",
            "Welcome! You play one game against the computer, which follows a script, with fixed deals. "
            "You are alone at the screen, so your hand stays in view, except once, to practise the handoff. "
            "Each player starts with 150 points. The first hand opens by rank: the player holding the highest "
            "double must open with it. You hold 5–5, the highest double dealt: click it to open.",
        ),
        _play(_t(5, 5), None, 5),
        (_tutor(_t(5, 3), E),),
    ),
    Step(
        "handoff",
        # Over the handoff screen, which shows neither hand nor the new table (R41): no tile here.
        QT_TRANSLATE_NOOP(
            "messages",
            "The computer has played: it is your turn. Between two people, this screen appears whenever the other "
            "player is to act: pass them the device. It hides both hands, and the table, until that player presses "
            "Reveal, and their clock starts only then. Here the clocks are still off: they start later in the "
            "lesson. Press Reveal (Space) to see your hand.",
        ),
        Reveal(LEARNER),
    ),
    Step(
        "spinner",
        QT_TRANSLATE_NOOP(
            "messages",
            "You scored 10. After every play the open ends are added up; when the end total is 5, 10, 15… "
            "the player who played receives that many points from the other: see the balances change. "
            "5–5 alone counted both halves, 10. The first double played is the spinner; the computer "
            "played 5–3 on its east side. Now play 5–2 on the west end: the line's two ends then show 2 and 3.",
        ),
        _play(_t(5, 2), W),
        (_tutor(_t(5, 1), N),),
    ),
    Step(
        "branches",
        QT_TRANSLATE_NOOP(
            "messages",
            "2 + 3 = 5: you scored 5. Both sides of the spinner now hold a tile, so its two branches, north and "
            "south, are open: four ends, an empty branch counting 0. The computer played 5–1 on the north branch "
            "(2 + 3 + 1 = 6: nothing). Play 5–4 on the south branch: 2 + 3 + 1 + 4 = 10.",
        ),
        _play(_t(5, 4), S),
        (_tutor(_t(1, 3), N),),
    ),
    Step(
        "fifteen",
        QT_TRANSLATE_NOOP(
            "messages",
            "The computer played 3–1 on the north end: 2 + 3 + 3 + 4 = 12, not a multiple of 5, scores nothing. "
            "Play 6–3 on the east end: 2 + 6 + 3 + 4 = 15.",
        ),
        _play(_t(3, 6), E),
        (_tutor(_t(6, 1), E),),
    ),
    Step(
        "both-ways",
        QT_TRANSLATE_NOOP(
            "messages",
            "Points move both ways: the computer played 6–1 on the east end and received 10 from you "
            "(2 + 1 + 3 + 4). Play 3–0 on the north end: 2 + 1 + 0 + 4 = 7 scores nothing.",
        ),
        _play(_t(3, 0), N),
        (_tutor(_t(4, 1), E),),
    ),
    Step(
        "double",
        QT_TRANSLATE_NOOP(
            "messages",
            "The computer scored 10 with 4–1. A double at an end counts both its halves. Play 0–0 on the north "
            "end: it counts 0 + 0, and 2 + 4 + 0 + 4 = 10.",
        ),
        _play(_t(0, 0), N),
        (_tutor(_t(2, 1), W),),
    ),
    Step(
        "going-out",
        QT_TRANSLATE_NOOP(
            "messages",
            "The computer played 2–1 on the west end (1 + 4 + 0 + 4 = 9: nothing). Your last tile: play 1–0 "
            "on the north end (1 + 4 + 1 + 4 = 10). Playing your last tile scores as "
            "usual and ends the hand at once: you go out and become the jockey for the next hand. The tiles "
            "left in the other hand count nothing.",
        ),
        _play(_t(1, 0), N),
    ),
    Step(
        "hand-over",
        QT_TRANSLATE_NOOP(
            "messages",
            "You went out: the hand is over, and you are the jockey. Press Continue to deal the next hand.",
        ),
        CONTINUE,
        (Bid(TUTOR, 15),),
    ),
    # --- Hand 2: the bidding, drawing, the block ------------------------------------------
    Step(
        "bidding",
        QT_TRANSLATE_NOOP(
            "messages",
            "After a hand someone went out of, the players bid for the right to open. The other player "
            "decides first: waive (the jockey opens, nobody pays) or bid at least 15; the computer bid 15. "
            "Every bid is a multiple of 5, and an overbid adds at least 5. Your own bid as the jockey gets a "
            "discount of 15; overbid with 20: if it is accepted, you pay only 5. Press End to see the warning: "
            "a bid costing your whole balance would lose the game at once if accepted. Then come back to 20 "
            "(Home) and press Bid 20.",
        ),
        Bid(LEARNER, 20),
        (Bid(TUTOR, 25),),
    ),
    Step(
        "accept",
        QT_TRANSLATE_NOOP(
            "messages",
            "The computer overbid with 25. Accept it: the computer pays you the whole 25 (only the jockey's "
            "own bid has a discount) and opens the hand with any tile it chooses.",
        ),
        Accept(LEARNER),
        (_tutor(_t(6, 3), None, 6),),
    ),
    Step(
        "play-on",
        QT_TRANSLATE_NOOP(
            "messages",
            "You received 25. The computer opened with 6–3; no double has been played, so there is no spinner "
            "yet and only two ends. Play 3–2 on the east end.",
        ),
        _play(_t(3, 2), E),
        (_tutor(_t(6, 4), W),),
    ),
    Step(
        "ten-again",
        QT_TRANSLATE_NOOP(
            "messages",
            "The computer played 6–4 on the west end (4 + 2 = 6: nothing). Play 6–2 on the east end: 4 + 6 = 10.",
        ),
        _play(_t(2, 6), E),
        (_tutor(_t(6, 1), E),),
    ),
    Step(
        "draw",
        QT_TRANSLATE_NOOP(
            "messages",
            "The computer scored 5 with 6–1. The ends show 4 and 1, and no tile of yours fits: draw from the "
            "boneyard (click it). You may draw only when no tile fits; you draw one tile at a time.",
        ),
        Draw(LEARNER),
    ),
    Step(
        "draw-again",
        QT_TRANSLATE_NOOP("messages", "3–3 does not fit either: draw again."),
        Draw(LEARNER),
    ),
    Step(
        "must-play",
        QT_TRANSLATE_NOOP(
            "messages",
            "5–4 fits the west end. A drawn tile that fits must be played at once, and you may not draw again: "
            "play it. Drawing and this play are one turn.",
        ),
        _play(_t(5, 4), W),
        (_tutor(_t(1, 0), E),),
    ),
    Step(
        "sixes",
        QT_TRANSLATE_NOOP(
            "messages",
            "The computer scored 5 with 1–0 (5 + 0). 5–5 would score 10 here, but this lesson heads for a block: "
            "play 6–5 on the west end, and the ends show 6 and 0.",
        ),
        _play(_t(6, 5), W),
        (_tutor(_t(0, 6), E),),
    ),
    Step(
        "block",
        QT_TRANSLATE_NOOP(
            "messages",
            "The computer played 6–0 on the east end: both ends show 6, and of the seven tiles with a 6 only 6–6 "
            "is not on the table. Play it on the west "
            "end: it is the first double of this hand, so it is the spinner, but nothing can be played beyond "
            "it. Then no tile left can fit any end.",
        ),
        _play(_t(6, 6), W),
        (Draw(TUTOR),) * 12,
    ),
    Step(
        "block-count",
        QT_TRANSLATE_NOOP(
            "messages",
            "The computer drew the whole boneyard and nothing fitted. A player who cannot play when the boneyard "
            "is empty passes, automatically; you passed too. Both players passed in succession: the hand is "
            "blocked. The smaller pip total receives the other's whole total rounded to the nearest 5: your 31 "
            "against its 59, so you received 60. After a block the next hand opens by rank, with no bidding.",
        ),
        CONTINUE,
    ),
    # --- Hand 3: the clock, and the computer goes out --------------------------------------
    Step(
        "clock",
        QT_TRANSLATE_NOOP(
            "messages",
            "Now the clocks run, as in every game. Each decision gets a fresh delay of 10 seconds; only "
            "when it is used up does your reserve of 2 minutes, for the whole game, run down. Watch the delay "
            "count down on your clock, and open with 6–6, the highest double.",
        ),
        _play(_t(6, 6), None, 6),
        (_tutor(_t(6, 3), E),),
        clock=True,
    ),
    Step(
        "reserve",
        QT_TRANSLATE_NOOP(
            "messages",
            "The computer scored 15 with 6–3 (6 + 6 + 3). A new decision, a new 10-second delay; the reserve is never "
            "recharged, but a decision made within its delay costs none of it. When your reserve runs out, you lose "
            "the game on time. Play 6–2 on the west end (2 + 3 = 5).",
        ),
        _play(_t(6, 2), W),
        (_tutor(_t(3, 3), E),),
    ),
    Step(
        "in-time",
        QT_TRANSLATE_NOOP(
            "messages",
            "The computer played 3–3 on the east end (2 + 6 = 8: nothing). The clocks stop again until the "
            "lesson's last move, to leave you time to read. Play 4–2 on the west end (4 + 6 = 10).",
        ),
        _play(_t(4, 2), W),
        (_tutor(_t(4, 4), W),),
        pause=True,
    ),
    Step(
        "no-fit",
        QT_TRANSLATE_NOOP(
            "messages",
            "The computer played 4–4 on the west end (8 + 6 = 14: nothing). The ends show 4, 3 and 6: no tile of "
            "yours fits. Draw from the boneyard.",
        ),
        Draw(LEARNER),
    ),
    Step(
        "drawn-tile",
        QT_TRANSLATE_NOOP("messages", "5–4 fits the west end: play it (5 + 6 = 11: nothing)."),
        _play(_t(5, 4), W),
        (_tutor(_t(6, 4), N),),
    ),
    Step(
        "one-behind",
        QT_TRANSLATE_NOOP(
            "messages",
            "The computer scored 15 with 6–4 on the north end (5 + 6 + 4). It holds 3 tiles, you 4: the tile you "
            "drew put you one behind. Play 5–0 on the west end (0 + 6 + 4 = 10).",
        ),
        _play(_t(5, 0), W),
        (_tutor(_t(6, 5), S),),
    ),
    Step(
        "keep-playing",
        QT_TRANSLATE_NOOP(
            "messages",
            "The computer scored 15 with 6–5 on the south end (0 + 6 + 4 + 5). Play 1–0 on the west end "
            "(1 + 6 + 4 + 5 = 16: nothing).",
        ),
        _play(_t(1, 0), W),
        (_tutor(_t(4, 3), N),),
    ),
    Step(
        "last-tile",
        QT_TRANSLATE_NOOP(
            "messages",
            "The computer scored 15 with 4–3 on the north end (1 + 6 + 3 + 5): it has one tile left. Play 1–1 on "
            "the west end (2 + 6 + 3 + 5 = 16: nothing).",
        ),
        _play(_t(1, 1), W),
        (_tutor(_t(6, 1), W),),
    ),
    Step(
        "computer-out",
        QT_TRANSLATE_NOOP(
            "messages",
            "The computer played its last tile, 6–1, on the west end: it scored 20 (6 + 6 + 3 + 5) and went out. "
            "It is the jockey for the next hand. Press Continue to deal it.",
        ),
        CONTINUE,
    ),
    # --- Hand 4: the waiver, and low time --------------------------------------------------
    Step(
        "waive",
        QT_TRANSLATE_NOOP(
            "messages",
            "You are not the jockey, so you decide first: waive, and the jockey opens, nobody pays; or bid at "
            "least 15 to open yourself. Bid only when the opening is worth more than what you pay: no tile of "
            "yours would score as an opening. Press Waive.",
        ),
        Waive(LEARNER),
        (_tutor(_t(6, 2), None, 6),),
    ),
    # The learner's last move, so that no step after it is read with under 30 s of reserve
    # (the done step stops the clocks); the clocks, stopped since the in-time step, run again.
    Step(
        "low-time",
        QT_TRANSLATE_NOOP(
            "messages",
            "Nobody paid: the computer opened with 6–2 (6 + 2 = 8: nothing). Play 4–2 on the east end now "
            "(6 + 4 = 10). The clocks run again, and the tutorial has used up your delay and run your reserve "
            "down below 30 seconds: its digits have changed colour. Below 10 seconds they turn red and pulse.",
        ),
        _play(_t(4, 2), E),
        # Below the 30 s mark, so that the digits have changed colour as the step begins; with
        # its words short and the move first, 29 s leave the time to read them and play (a
        # play-test lost reading four lines with 25 s; one with 40 s played at 0:33 and never
        # saw the colour change).
        reserve_left_ms=29_000,
        clock=True,
    ),
    Step(
        "done",
        QT_TRANSLATE_NOOP(
            "messages",
            "Well played: you have seen how a game goes. Between two people, the device is passed whenever the "
            "other player is to act: a screen hides the hands until that player presses Reveal, and no clock "
            "runs before. A game goes on hand after hand until a player has no points left or runs out of time. "
            "Play a practice game against the computer (easy) to try it all, or leave the tutorial.",
        ),
        None,
    ),
)

#: The players' names when the window gives none (the window names them in its language).
PLAYERS = ("You", "Computer")


def keys() -> tuple[str, ...]:
    """Every step's key, in order."""
    return tuple(step.key for step in STEPS)


def pending_reveal(state: GameState, asked: Action | None = None) -> Reveal | None:
    """The reveal the tutorial sends itself now (one learner at the screen), or None: none is
    awaited, or it is ``asked``, the step's action — the practice handoff, where the learner
    presses Reveal.

    >>> state = game_at(1)
    >>> pending_reveal(state), pending_reveal(state, STEPS[1].learner)
    (Reveal(seat=0), None)
    """
    if state.awaiting == "reveal" and state.to_act is not None and Reveal(state.to_act) != asked:
        return Reveal(state.to_act)
    return None


def actions_before(index: int) -> Iterator[Action]:
    """The actions of every step before step ``index`` — the learner's then the opponent's,
    the reveals the tutorial sends left out — in the order the game takes them, :data:`START`
    first."""
    yield START
    for step in STEPS[:index]:
        if step.learner is not None:
            yield step.learner
        yield from step.tutor


def script_after(taken: Sequence[Action], index: int) -> list[Action] | None:
    """What remains of :func:`actions_before` ``index`` once a game has taken ``taken``, its
    accepted actions, when these are the script's first (reveals aside: the tutorial sends them
    as the game asks); None when they are not, or go beyond it.

    >>> script_after([START], 1) == list(actions_before(1))[1:]
    True
    >>> script_after([START, Draw(LEARNER)], 1) is None
    True
    """
    moves = [a for a in taken if not isinstance(a, Reveal)]
    script = list(actions_before(index))
    done = 0
    for n, action in enumerate(script):
        if isinstance(action, Reveal):
            continue
        if done == len(moves):
            return script[n:]
        if action != moves[done]:
            return None
        done += 1
    return [] if done == len(moves) else None


def game_at(index: int, players: tuple[str, str] = PLAYERS, at: int = 0) -> GameState:
    """The tutorial's game as step ``index`` begins (the core applying every action before it,
    reveals included, all at time ``at``: the clocks are off before the clock step). At the
    practice handoff it awaits the learner's Reveal."""
    state = new_game(players, DEALS)
    for action in actions_before(index):
        reveal = pending_reveal(state, action)
        if reveal is not None:
            state = apply(state, reveal, at)
        state = apply(state, action, at)
    reveal = pending_reveal(state, STEPS[index].learner)
    return apply(state, reveal, at) if reveal is not None else state


def clock_step() -> int:
    """The index of the first step with the clocks running."""
    return next(i for i, step in enumerate(STEPS) if step.clock)


def clocks_run(index: int) -> bool:
    """Whether the clocks run during step ``index``: a step marked ``clock`` starts them, one
    marked ``pause`` stops them, each until the next such step.

    >>> clocks_run(0), clocks_run(clock_step()), clocks_run(keys().index("waive")), clocks_run(len(STEPS) - 2)
    (False, True, False, True)
    """
    running = False
    for step in STEPS[: index + 1]:
        running = step.clock or (running and not step.pause)
    return running


def asked_text(action: Action, tr: CountingTranslate) -> str:
    """What the step asks, in words, for a refusal of another move: "play 5–2 at the west end".

    >>> from .messages import english
    >>> asked_text(STEPS[2].learner, english), asked_text(Draw(0), english), asked_text(STEPS[1].learner, english)
    ('play 5–2 at the west end', 'draw from the boneyard', 'press Reveal')
    >>> asked_text(Waive(0), english)
    'waive'

    """
    if isinstance(action, Play):
        if action.end is None:
            return tr(QT_TRANSLATE_NOOP("messages", "open with {tile}"), -1).format(tile=tile_text(action.tile))
        return tr(QT_TRANSLATE_NOOP("messages", "play {tile} at the {end} end"), -1).format(
            tile=tile_text(action.tile), end=end_text(action.end, tr)
        )
    if isinstance(action, Draw):
        return tr(QT_TRANSLATE_NOOP("messages", "draw from the boneyard"), -1)
    if isinstance(action, Bid):
        return tr(QT_TRANSLATE_NOOP("messages", "bid {amount}"), -1).format(amount=action.amount)
    if isinstance(action, Waive):
        return tr(QT_TRANSLATE_NOOP("messages", "waive"), -1)
    if isinstance(action, Accept):
        return tr(QT_TRANSLATE_NOOP("messages", "accept the bid"), -1)
    if isinstance(action, Continue):
        return tr(QT_TRANSLATE_NOOP("messages", "press Continue"), -1)
    if isinstance(action, Reveal):
        return tr(QT_TRANSLATE_NOOP("messages", "press Reveal"), -1)
    return str(action.do)


def off_script_text(action: Action, tr: CountingTranslate) -> str:
    """Why a legal move other than the step's is refused in the tutorial."""
    template = QT_TRANSLATE_NOOP("messages", "That is allowed in a game, but this lesson asks you to {asked}.")
    return fill(tr(template, -1), asked=asked_text(action, tr))  # "de enchérir" elided


class TutorialTime:
    """The tutorial's time source: it stands still until :meth:`run` (the clocks are off), then
    follows ``source``; :meth:`advance` lets time pass at once (the low-time cue), and
    :meth:`pause` stops it again. Its readings never go back.

    >>> from .timesource import FakeTime
    >>> real = FakeTime(1_000)
    >>> time = TutorialTime(real)
    >>> real.advance(5_000); time.now_ms()
    6000
    0
    >>> time.run(); real.advance(3_000); time.now_ms()
    9000
    3000
    >>> time.advance(100_000); time.pause(); real.advance(7_000); time.now_ms()
    16000
    103000
    """

    def __init__(self, source: TimeSource | None = None) -> None:
        self._source: TimeSource = source if source is not None else MonotonicTime()
        self._base = 0
        self._since: int | None = None  # the source's reading when time last started running

    @property
    def running(self) -> bool:
        """Whether time passes."""
        return self._since is not None

    def now_ms(self) -> int:
        """The tutorial's time, in ms."""
        if self._since is None:
            return self._base
        return self._base + self._source.now_ms() - self._since

    def run(self) -> None:
        """Let time pass, from now on."""
        if self._since is None:
            self._since = self._source.now_ms()

    def pause(self) -> None:
        """Stop time where it is."""
        self._base = self.now_ms()
        self._since = None

    def advance(self, ms: int) -> None:
        """Let ``ms`` pass at once."""
        self._base += ms
