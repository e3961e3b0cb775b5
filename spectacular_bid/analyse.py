"""``spectacular-bid analyse GAME.json [--think MS | --iterations N] [--seed S] [--json]``: the
coach on the command line (docs/ANALYSIS.md). Imports no Qt; its text is English, as
``replay``'s.

Every decision of both players valued by the engine from what its player could know
(:func:`spectacular_bid.engine.analyse`): a table of the decisions that had a choice, then per
player the points lost per decision by kind and the three costliest decisions; with ``--json``,
docs/ANALYSIS.md's document instead. A progress bar goes to standard error. Seeded, with
``--iterations`` (the default), the output is the same on any machine.

Exit status as ``replay``'s (RECORD.md): 0 when the record was read; 2 with one line on standard
error when the input is not a record; 1 when the output cannot be written (quietly on a closed
pipe). Never a traceback.
"""

from __future__ import annotations

import json
from typing import TextIO

from .core import Action, Bid, Play
from .core.record import RecordError, parse_record
from .core.rules import MissingDeal
from .engine.analysis import (
    SIGNIFICANCE,
    THRESHOLDS,
    Analysis,
    Decision,
    Kind,
    PlayerSummary,
    Setting,
    TooLong,
    Verdict,
    analyse,
)
from .replay import (
    NOT_A_RECORD,
    _not_a_record,
    _Output,
    _printable,
    read_or_say,
    run_writing,
    short_name,
)

#: The progress bar's width, in characters between its brackets.
BAR = 30


def run_analyse(
    path: str,
    setting: Setting,
    as_json: bool,
    out: TextIO | None = None,
    err: TextIO | None = None,
) -> int:
    """Analyse the record at ``path`` (``"-"`` is standard input) onto ``out``, the progress bar
    on ``err``; returns the exit status: 0, 2 for input that is not a record, 1 for output that
    cannot be written."""
    return run_writing(lambda output, error: _run(path, setting, as_json, output, error), out, err)


def _run(path: str, setting: Setting, as_json: bool, out: _Output, err: TextIO) -> int:
    data = read_or_say(path, err)
    if data is None:
        return NOT_A_RECORD
    bar = _Bar(err)
    try:
        record = parse_record(data)
        del data
        if not as_json:  # JSON is ASCII; the report is written after the analysis: check first
            out.check(_unchanging_text(record.players))
        analysis = analyse(record, setting, bar.show)
    except (RecordError, MissingDeal) as e:
        return _not_a_record(err, f"{path}: {e}")
    except TooLong as e:
        return _not_a_record(err, f"{path}: not analysed: {e}")
    finally:
        bar.end()
    if as_json:
        out.write(json.dumps(analysis.to_json(), indent=1) + "\n")
    else:
        out.write("\n".join(report(analysis)) + "\n")
    return 0


class _Bar:
    """A progress bar on one line of standard error, redrawn in place (``\\r``) when the share
    done moves by a percent — by ten on a standard error that is not a terminal (a log file) —;
    a standard error that cannot take it is left alone."""

    def __init__(self, err: TextIO) -> None:
        self.err = err
        self.drawn = -1
        self.started = False
        try:
            self.step = 1 if err.isatty() else 10
        except (OSError, ValueError, AttributeError):
            self.step = 10

    def show(self, done: int, total: int) -> None:
        percent = 100 * done // total if total else 100
        if percent // self.step == self.drawn // self.step and self.drawn >= 0:
            return
        self.drawn = percent
        filled = BAR * percent // 100
        self._write(f"\ranalysing [{'#' * filled}{'-' * (BAR - filled)}] {done}/{total} decisions")
        self.started = True

    def end(self) -> None:
        if self.started:
            self._write("\n")
            self.started = False

    def _write(self, text: str) -> None:
        try:
            self.err.write(text)
            self.err.flush()
        except (OSError, ValueError):
            pass


# --- The report -----------------------------------------------------------------------------


def action_text(action: Action) -> str:
    """A decision in a few words: ``[6|4] east``, ``open [3|6]`` (first half west, R12),
    ``draw``, ``waive``, ``bid 25``, ``accept``.

    >>> from spectacular_bid.core import End, Tile
    >>> action_text(Play(0, Tile(6, 4), End.EAST)), action_text(Play(1, Tile(6, 3), None, 3))
    ('[6|4] east', 'open [3|6]')
    """
    if isinstance(action, Play):
        if action.end is None:
            first = action.tile.high if action.west is None else action.west
            return f"open [{first}|{action.tile.other(first)}]"
        return f"{action.tile} {action.end.value}"
    if isinstance(action, Bid):
        return f"bid {action.amount}"
    return action.do


def _points(value: float | None) -> str:
    return "-" if value is None else f"{value:+.2f}"


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def report(analysis: Analysis) -> list[str]:
    """The English report's lines: a head, a table of the decisions with a choice, a summary
    per player."""
    whole, names = _names(analysis.players)
    setting = analysis.setting
    budget = (
        f"{setting.iterations} sampled deals a decision"
        if setting.iterations is not None
        else f"{setting.think_ms} ms a decision"
    )
    valued = [d for d in analysis.decisions if not d.forced]
    forced = len(analysis.decisions) - len(valued)
    limits = ", ".join(f"{v.value} {t:g}" for v, t in reversed(THRESHOLDS))
    lines = [
        f"{whole[0]} v {whole[1]}: {_plural(len(analysis.decisions), 'decision')}, "
        f"{len(valued)} with a choice, {forced} forced (engine hard, {budget}, seed {setting.seed})",
        f"Points lost against the engine's best, by class: {limits} or more "
        f"(and more than {SIGNIFICANCE:g} standard errors)",
        "",
    ]
    width = _width(names)
    lines.append(_column_head(width))
    for d in valued:
        lines.append(_row(d, names, width))
    if not valued:
        lines.append("  (no decision with a choice)")
    for summary in analysis.summaries:
        lines.append("")
        lines.extend(_summary(summary, names))
    return lines


def _names(players: tuple[str, str]) -> tuple[tuple[str, str], tuple[str, str]]:
    """Both names as the report's head shows them (whole), and as its rows and summaries do:
    those quote a name on every line, and the table pads its column to the longer, so they
    are shortened (:func:`~spectacular_bid.replay.short_name`) and a name of megabytes is
    written once."""
    whole = (_printable(players[0]), _printable(players[1]))
    return whole, (short_name(players[0]), short_name(players[1]))


def _width(names: tuple[str, str]) -> int:
    return max([len(n) for n in names] + [6])


def _column_head(width: int) -> str:
    return (
        f"{'#':>4} {'event':>5} {'hand':>4}  {'player':<{width}}  {'kind':<7}  {'chosen':<13} {'value':>7}"
        f"  {'best':<13} {'value':>7} {'lost':>6} {'±se':>5}  class"
    )


def _unchanging_text(players: tuple[str, str]) -> str:
    """The text of the report that does not depend on the analysis — the names, whole and
    short, and the table's column head — in the order the report writes it: what a console
    must be able to encode, checked before the analysis rather than found after it."""
    whole, names = _names(players)
    return "\n".join([f"{whole[0]} v {whole[1]}", *names, _column_head(_width(names))])


def _row(d: Decision, names: tuple[str, str], width: int) -> str:
    se = "-" if d.loss_se is None else f"{d.loss_se:.2f}"
    exact = " (exact)" if d.exact else ""
    return (
        f"{d.number + 1:>4} {d.index:>5} {d.hand + 1:>4}  {names[d.seat]:<{width}}  {d.kind.value:<7}  "
        f"{action_text(d.chosen):<13} {_points(d.value):>7}  {action_text(d.preferred):<13} {_points(d.best):>7} "
        f"{d.loss:>6.2f} {se:>5}  {d.verdict.value}{exact}"
    )


def _summary(s: PlayerSummary, names: tuple[str, str]) -> list[str]:
    per = f" ({s.lost / s.decisions:.2f} a decision)" if s.decisions else ""
    lines = [f"{names[s.seat]}: {_plural(s.decisions, 'decision')} with a choice, {s.lost:.2f} points lost{per}"]
    for kind in Kind:
        share = s.share(kind)
        if share.decisions:
            lines.append(
                f"  {kind.value}: {_plural(share.decisions, 'decision')}, {share.lost:.2f} lost, "
                f"{share.per_decision:.2f} a decision"
            )
        else:
            lines.append(f"  {kind.value}: no decision")
    counts = dict(s.verdicts)
    lines.append("  classes: " + ", ".join(f"{v.value} {counts[v]}" for v in Verdict))
    if s.costliest:
        worst = "; ".join(
            f"#{d.number + 1} {action_text(d.chosen)}, {d.loss:.2f} lost ({action_text(d.preferred)} {_points(d.best)})"
            for d in s.costliest
        )
        lines.append(f"  costliest: {worst}")
    else:
        lines.append("  costliest: none lost anything")
    return lines
