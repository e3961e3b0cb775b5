"""Duplicate matches between two players (``spectacular-bid match``).

Each pair of games is played on the same deals with the seats swapped, so that the luck of the
deal cancels out. The runner keeps the full record, and each time a player must decide it sends
that player its seat record (ENGINE.md) — never more — stamps the answer at the decision's time
plus the time the player took, and applies it. An illegal answer or an error is counted and the
first legal action is played instead. Everything else (start, reveals, continues) the runner
does itself. Games are capped at a number of hands.

An engine command that breaks the protocol itself — no answer in time, or a line that is not
UTF-8, not JSON or longer than ENGINE.md's limit — is killed and stops the match
(:class:`EngineFailure`): its later answers could not be trusted to belong to their requests.
"""

from __future__ import annotations

import json
import math
import random
import shlex
import statistics
import subprocess
import threading
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, NoReturn, Protocol

from spectacular_bid.core import (
    ALL_TILES,
    CONTINUE,
    START,
    Deal,
    Event,
    GameState,
    IllegalAction,
    OutOfTime,
    Record,
    Reveal,
    Stage,
    apply,
    deal_from,
    legal_actions,
    needs_deal,
    new_game,
    seat_record,
    tidy_name,
    with_deal,
)

from .cli import LINE_LIMIT
from .protocol import action_of, answer

#: Game time between a decision's handoff and the reveal (ms).
REVEAL_MS = 500
#: Seconds an engine command may take beyond a request's ``think_ms`` before it is given up on:
#: generous, for a slow start (an interpreter importing its modules) or a loaded machine, yet
#: finite, so that a command that never answers cannot hang the match.
ANSWER_GRACE_S = 10.0
#: The most hands a game may be capped at. Every request holds the deals of all finished hands,
#: 253 bytes of JSON each, so at about 33,000 hands no request fits ENGINE.md's 8 MiB line;
#: the cap stays below that, in round figures. (Records reach the limit far sooner in practice.)
MAX_HANDS = 30_000
#: The longest player name the game imports, in characters (the game's own limit, which the
#: engine may not import: ``tests/engine/test_match.py`` holds the two equal).
NAME_LIMIT = 24


def record_names(a: str, b: str) -> tuple[str, str]:
    """The names players ``a`` and ``b`` (a level, or a command line) go by in a match's
    records: names the game imports, so that a match game can be looked at in its history —
    at most :data:`NAME_LIMIT` characters (a longer one keeps its start and end), as a player
    reads them (:func:`~spectacular_bid.core.tidy_name`: no tab, no spaces around), text a file
    can hold, and different: the same name on both sides gets " A" and
    " B".

    >>> record_names("hard", "easy")
    ('hard', 'easy')
    >>> record_names("easy", "easy")
    ('easy A', 'easy B')
    >>> record_names("spectacular-bid engine --level hard", "spectacular-bid engine --level easy")
    ('spectacular…--level hard', 'spectacular…--level easy')
    >>> record_names("spectacular-bid engine --level hard", "spectacular-bid engine --level hard")
    ('spectacula…-level hard A', 'spectacula…-level hard B')
    """

    def fit(name: str, room: int) -> str:
        name = tidy_name(name.encode("utf-8", "replace").decode("utf-8")) or "player"  # "?" for a lone surrogate
        if len(name) <= room:
            return name
        head = (room - 1) // 2  # a command's start and its end, where its options tell it apart
        return name[:head].rstrip() + "…" + name[head + 1 - room :].lstrip()

    first, second = fit(a, NAME_LIMIT), fit(b, NAME_LIMIT)
    if first.casefold() != second.casefold():
        return first, second
    return fit(a, NAME_LIMIT - 2) + " A", fit(b, NAME_LIMIT - 2) + " B"


class Player(Protocol):
    """Something that answers engine requests (ENGINE.md)."""

    name: str

    def ask(self, request: dict[str, Any]) -> dict[str, Any]:
        """The answer to ``request``."""
        ...

    def close(self) -> None:
        """Stop the player."""
        ...


@dataclass
class LevelPlayer:
    """An engine level, in this process, through the same protocol function as the command."""

    level: str
    seed: int = 0
    name: str = ""

    def __post_init__(self) -> None:
        self.name = self.name or self.level

    def ask(self, request: dict[str, Any]) -> dict[str, Any]:
        return answer(json.loads(json.dumps(request)), self.level, self.seed)

    def close(self) -> None:
        pass


class EngineFailure(Exception):
    """An engine command broke the protocol (``what`` it did, in a few words) and was killed.

    Unlike an error answer, which costs one decision, this stops the match: after a missing,
    garbled or endless line nothing says which request the command's next line answers."""

    def __init__(self, player: Player, what: str) -> None:
        super().__init__(what)
        self.player = player
        self.what = what


class CommandPlayer:
    """Any command that speaks ENGINE.md on its standard input and output.

    ``command`` is split like a shell line; a ``ValueError`` says why it is not one (an empty
    line, an unclosed quotation), an ``OSError`` why it could not be started. Each exchange
    runs on a helper thread, so that a command that never reads or never answers is given up
    on after ``think_ms`` plus ``grace_s`` (:data:`ANSWER_GRACE_S` by default) and killed."""

    def __init__(self, command: str, grace_s: float | None = None) -> None:
        self.name = command
        self.grace_s = grace_s
        argv = shlex.split(command)
        if not argv:
            raise ValueError("it is empty")
        self.process = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE)
        self._stuck = False  # an exchange was given up on: its thread may still hold the pipes

    def timeout_s(self, request: dict[str, Any]) -> float:
        """Seconds to wait for the answer to ``request``: its ``think_ms`` (ENGINE.md's default,
        1000, when absent) plus the grace."""
        grace = ANSWER_GRACE_S if self.grace_s is None else self.grace_s
        think_ms = request.get("think_ms", 1000)
        return (think_ms if isinstance(think_ms, int | float) else 1000) / 1000 + grace

    def ask(self, request: dict[str, Any]) -> dict[str, Any]:
        """The command's answer; an ``{"error": ...}`` once the command has ended (its pipes
        closed); :class:`EngineFailure` for a broken line or no answer in time."""
        if self._stuck:
            raise EngineFailure(self, "was given up on before")
        timeout = self.timeout_s(request)
        sent = (json.dumps(request) + "\n").encode("utf-8")
        reply: list[bytes | OSError] = []
        exchange = threading.Thread(target=self._exchange, args=(sent, reply), daemon=True)
        exchange.start()
        exchange.join(timeout)
        if exchange.is_alive():
            self._stuck = True
            self.give_up(f"gave no answer within {timeout:g} s")
        line = reply[0]
        if isinstance(line, OSError) or not line:  # the command has ended: every later answer is an error
            return {"error": "the command ended"}
        if len(line) > LINE_LIMIT and not line.endswith(b"\n"):
            self.give_up(f"answered with a line longer than {LINE_LIMIT // 2**20} MiB")
        try:
            text = line.decode("utf-8")
        except UnicodeDecodeError:
            self.give_up("answered with bytes that are not UTF-8 text")
        try:
            data = json.loads(text)
        except (ValueError, RecursionError):  # RecursionError: nested deeper than json can follow
            self.give_up("answered with a line that is not JSON")
        return data if isinstance(data, dict) else {"error": "the answer is not an object"}

    def _exchange(self, data: bytes, reply: list[bytes | OSError]) -> None:
        """Send one request and read one answer line, at most :data:`LINE_LIMIT` bytes and its
        end of line (on the helper thread: either step may block for as long as the command
        wishes)."""
        assert self.process.stdin is not None and self.process.stdout is not None
        try:
            self.process.stdin.write(data)
            self.process.stdin.flush()
        except OSError:  # it stopped reading, perhaps after writing its answers: read them
            pass
        try:
            reply.append(self.process.stdout.readline(LINE_LIMIT + 1))
        except OSError as e:
            reply.append(e)

    def give_up(self, what: str) -> NoReturn:
        """Kill the command and raise :class:`EngineFailure` saying ``what`` it did."""
        self.process.kill()
        raise EngineFailure(self, what)

    def close(self) -> None:
        """Close the command's input and let it end (ENGINE.md: it ends at end of input); kill
        it if it has not within the grace. After a given-up exchange the pipes are left to the
        process's end: the helper thread may still be blocked on them."""
        grace = ANSWER_GRACE_S if self.grace_s is None else self.grace_s
        if not self._stuck and self.process.stdin is not None:
            try:
                self.process.stdin.close()
            except OSError:
                pass
        try:
            self.process.wait(timeout=grace)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        if not self._stuck and self.process.stdout is not None:
            self.process.stdout.close()


def player_for(spec: str, seed: int) -> Player:
    """A level name, or a command line for any other engine."""
    from .levels import LEVELS

    if spec in LEVELS:
        return LevelPlayer(spec, seed)
    return CommandPlayer(spec)


class DealsByHand(Protocol):
    """The deal of each hand number: a list, or :class:`PairDeals` making them as asked."""

    def __getitem__(self, hand: int, /) -> Deal: ...


class PairDeals:
    """The deals of one pair of games, made from ``rng`` as the games reach their hands.

    Both games of the pair read the same object, so hand k is the same deal in both (the
    duplicate property). Making the deals up front cost time and memory for every hand of
    ``max_hands``, though most games end long before it; made lazily, the deals are still those
    the up-front list held, and :meth:`skip_rest` moves ``rng`` on to where that list would have
    left it, so a seed gives the deals it always gave."""

    def __init__(self, rng: random.Random, max_hands: int) -> None:
        self.rng = rng
        self.max_hands = max_hands
        self.made: list[Deal] = []

    def __getitem__(self, hand: int) -> Deal:
        if not 0 <= hand < self.max_hands:
            raise IndexError(f"no deal for hand {hand} of {self.max_hands}")
        while len(self.made) <= hand:
            self.made.append(deal_from(self.rng))
        return self.made[hand]

    def skip_rest(self) -> None:
        """Draw from ``rng`` what the deals not made would have drawn: ``deal_from`` takes
        exactly one ``rng.random()`` per tile, and ``random()``'s sequence is the one part of
        :mod:`random` that Python keeps the same across versions."""
        draw = self.rng.random
        for _ in range((self.max_hands - len(self.made)) * len(ALL_TILES)):
            draw()
        self.max_hands = len(self.made)  # nothing left to make


@dataclass
class Side:
    """What one side of a match did: its answers' times (ms), illegal answers and errors."""

    times: list[float] = field(default_factory=list)
    illegal: int = 0
    errors: int = 0


@dataclass
class Game:
    """One game of a match: its record, its final state, and which seat player A held."""

    record: Record
    state: GameState
    a_seat: int

    @property
    def a_gain(self) -> int:
        """Points player A won (or lost) over the game (R1: everyone starts at 150)."""
        return self.state.points[self.a_seat] - 150

    @property
    def hands(self) -> int:
        return self.state.hand_no + 1

    @property
    def winner(self) -> str | None:
        """``"a"`` or ``"b"``: who won, or who had more points when the game was stopped."""
        result = self.state.result
        if result is not None:
            if result.winner is None:
                return None
            return "a" if result.winner == self.a_seat else "b"
        a, b = self.state.points[self.a_seat], self.state.points[1 - self.a_seat]
        return "a" if a > b else "b" if b > a else None


def play_game(
    deals: DealsByHand,
    players: tuple[Player, Player],
    sides: tuple[Side, Side],
    think_ms: int,
    max_hands: int,
    names: tuple[str, str] = ("A", "B"),
) -> tuple[Record, GameState]:
    """Play one game of ``players`` (by seat) on ``deals``, stopping after ``max_hands``."""
    state = new_game(names, [deals[0]])
    events: list[Event] = []

    def do(action: Any, at: int) -> GameState:
        events.append(Event.of(action, at))
        return apply(state, action, at)

    state = do(START, 0)
    asked = 0
    while not state.is_over:
        if state.stage is Stage.HAND_OVER:
            if state.hand_no + 1 >= max_hands:
                break
            if needs_deal(state):
                state = with_deal(state, deals[state.hand_no + 1])
            state = do(CONTINUE, state.time + REVEAL_MS)
            continue
        seat = state.to_act
        assert seat is not None
        if state.holder != seat:
            state = do(Reveal(seat), state.time + REVEAL_MS)
            continue
        record = Record(names, state.deals, tuple(events))
        request = {
            "id": asked,
            "seat": seat,
            "at": state.time,
            "think_ms": think_ms,
            "record": seat_record(record, seat),
        }
        asked += 1
        began = time.perf_counter()
        reply = players[seat].ask(request)
        took = (time.perf_counter() - began) * 1000
        side = sides[seat]
        side.times.append(took)
        at = state.time + math.ceil(took)
        try:
            action = action_of(reply, seat)
        except IllegalAction:
            side.illegal += 1
            action = legal_actions(state)[0]
        if action is None:
            side.errors += 1
            action = legal_actions(state)[0]
        try:
            state = do(action, at)
        except OutOfTime as late:
            state = late.state
        except IllegalAction:
            events.pop()
            side.illegal += 1
            state = do(legal_actions(state)[0], at)
    return Record(names, state.deals, tuple(events)), state


class RecordsFailure(Exception):
    """A game's record could not be written (the message says which and why)."""


@dataclass
class MatchResult:
    """A duplicate match's games and both sides' answers."""

    games: list[Game]
    a: Side
    b: Side

    def per_pair(self) -> list[float]:
        """Points per hand gained by A in each pair of games."""
        out = []
        for g1, g2 in zip(self.games[::2], self.games[1::2]):
            out.append((g1.a_gain + g2.a_gain) / (g1.hands + g2.hands))
        return out

    def interval(self) -> tuple[float, float, float]:
        """Mean points per hand gained by A, with its 95 % interval (normal approximation)."""
        xs = self.per_pair()
        mean = statistics.fmean(xs)
        half = 1.96 * statistics.stdev(xs) / math.sqrt(len(xs)) if len(xs) > 1 else math.inf
        return mean, mean - half, mean + half


def run_match(
    a: Player,
    b: Player,
    pairs: int,
    seed: int,
    think_ms: int,
    max_hands: int = 10,
    records: Path | None = None,
    progress: Any = None,
) -> MatchResult:
    """Play ``pairs`` duplicate pairs between ``a`` and ``b``.

    Raises :class:`EngineFailure` when an engine command breaks the protocol, and
    :class:`RecordsFailure` when a record cannot be written; the records of the games before
    are kept."""
    rng = random.Random(seed)
    result = MatchResult([], Side(), Side())
    a_name, b_name = record_names(a.name, b.name)
    deals = PairDeals(rng, max_hands)
    for k in range(pairs):
        if k:  # on from where the previous pair's full list of deals would have left rng
            deals.skip_rest()
            deals = PairDeals(rng, max_hands)
        for a_seat in (0, 1):
            players = (a, b) if a_seat == 0 else (b, a)
            sides = (result.a, result.b) if a_seat == 0 else (result.b, result.a)
            names = (a_name, b_name) if a_seat == 0 else (b_name, a_name)
            record, state = play_game(deals, players, sides, think_ms, max_hands, names)
            result.games.append(Game(record, state, a_seat))
            if records is not None:
                path = records / f"pair{k + 1:03d}-game{a_seat + 1}.json"
                try:
                    records.mkdir(parents=True, exist_ok=True)
                    path.write_text(record.dumps(), encoding="utf-8")
                except OSError as e:
                    raise RecordsFailure(f"cannot write {path}: {e.strerror or e}") from e
        if progress is not None:
            progress(k + 1, result)
    return result


def percentile(values: Sequence[float], q: float) -> float:
    """The ``q`` percentile (0–100) of ``values``, by the nearest rank."""
    if not values:
        return math.nan
    ordered = sorted(values)
    rank = max(1, math.ceil(q / 100 * len(ordered)))
    return ordered[rank - 1]


def summary(result: MatchResult, a_name: str, b_name: str) -> list[str]:
    """The match's figures as lines of text."""
    mean, low, high = result.interval()
    wins_a = sum(1 for g in result.games if g.winner == "a")
    wins_b = sum(1 for g in result.games if g.winner == "b")
    hands = sum(g.hands for g in result.games)
    won = f"games won: A {wins_a}, B {wins_b}, undecided {len(result.games) - wins_a - wins_b}"
    stopped = sum(g.state.result is None for g in result.games)
    if stopped:
        won += f" ({stopped} stopped at --hands, each counted for the player ahead on points, if one was)"
    # One pair gives no spread to measure: the interval is infinite, said in words (it read
    # "95% interval -inf .. +inf").
    interval = f"95% interval {low:+.2f} .. {high:+.2f}" if math.isfinite(high - low) else "one pair gives no interval"
    lines = [
        f"pairs: {len(result.games) // 2}  games: {len(result.games)}  hands: {hands}",
        f"points per hand gained by A ({a_name}): {mean:+.2f}  ({interval})",
        won,
    ]
    for label, side, name in (("A", result.a, a_name), ("B", result.b, b_name)):
        t = side.times
        lines.append(
            f"{label} ({name}): {len(t)} answers, {side.illegal} illegal, {side.errors} errors; answer ms "
            f"p50 {percentile(t, 50):.0f}  p95 {percentile(t, 95):.0f}  p99 {percentile(t, 99):.0f}  "
            f"max {max(t, default=math.nan):.0f}"
        )
    return lines
