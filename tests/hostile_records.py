"""A hostile corpus for ``spectacular-bid replay``: every kind of input a file from outside can
be, run through the command in-process and (a sample, plus every device and pipe) as a real
subprocess, counting tracebacks, hangs and memory.

    python tests/hostile_records.py [--seed N] [--scale K]

prints the counts; ``tests/test_replay_hostile.py`` runs a smaller corpus in the suite. The
corpus (at ``--scale 1``, 1,000+ inputs): truncations and byte flips of valid records, values
of the wrong type anywhere in the tree, huge and odd numbers, deep nesting, lone surrogates
(escaped and as raw bytes), other encodings, records at and over the 8 MiB limit, an 8 MiB
record of real events, a 50 MB file, devices (``/dev/zero``, ``/dev/urandom``, ``/dev/null``,
``/dev/full``), pipes (named and anonymous, finite and endless), directories, missing and
unreadable paths. A FIFO without a writer is left out: it blocks, as with any command-line tool.
And 8 MiB of each shape that costs the most memory to read (:func:`memory_shapes`).

What must hold: no traceback and an exit status of 0 or 2 with one line on standard error for
2, no input taking more than 30 s of processor time (nor hanging for a minute), and a peak memory
(resident set) under 200 MB. The records are made by playing seeded games through the rules.
"""

from __future__ import annotations

import argparse
import io
import json
import os
import random
import subprocess
import sys
import tempfile
import threading
import time
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from spectacular_bid.core import deal_from, legal_actions, needs_deal, new_game, with_deal  # noqa: E402
from spectacular_bid.core.record import Event, Record, step  # noqa: E402
from spectacular_bid.recordfile import RECORD_LIMIT  # noqa: E402
from spectacular_bid.replay import run_replay  # noqa: E402

TESTS = Path(__file__).resolve().parent
if str(TESTS) not in sys.path:
    sys.path.insert(0, str(TESTS))

from peak_memory import peak_rss_mb  # noqa: E402 - tests/peak_memory.py

#: An input that takes more processor time is a hang. The largest legal record (8 MiB of
#: ticks, about 320,000 events) takes about 9.5 s here, and more on a loaded machine: a
#: loop that never ends runs far past this, so the margin costs nothing.
HANG_S = 30.0
KILL_S = 60.0  #: an input not done in this wall-clock time is a hang (a blocked read); the
#: wall clock alone would count the load of a shared machine as the program's time
MEMORY_MB = 200  #: the peak resident set allowed (issue 21)


# --- Inputs -------------------------------------------------------------------------------------


@dataclass
class Case:
    """One hostile input: ``kind`` groups it in the counts; ``make`` returns the path to give
    ``replay`` (it may write a file, or start a writer for a pipe); ``stdin`` is fed to ``-``."""

    name: str
    kind: str
    make: Callable[[Path], str]
    heavy: bool = False  #: large (megabytes): left out of the suite's bounded corpus
    stdin: bytes | None = None
    subprocess_only: bool = False  #: needs a process of its own (closed descriptors, endless stdin)


def played_record(seed: int, max_events: int = 120) -> Record:
    """A valid record of a seeded game of random legal actions."""
    rng = random.Random(seed)
    deals = [deal_from(rng)]
    state = new_game(("Ana", "Ben"), deals)
    events: list[Event] = []
    while len(events) < max_events and not state.is_over:
        if needs_deal(state):
            deals.append(deal_from(rng))
            state = with_deal(state, deals[-1])
        event = Event.of(rng.choice(legal_actions(state)), state.time + rng.choice((0, 900, 4_000)))
        events.append(event)
        state = step(state, event).state
    return Record(("Ana", "Ben"), tuple(deals), tuple(events), "2026-12-02T09:00:00Z")


def file_case(name: str, kind: str, data: bytes | Callable[[], bytes], heavy: bool = False) -> Case:
    """A case that is a file holding ``data`` (made when the case runs, if a function)."""

    def make(tmp: Path) -> str:
        path = tmp / "record.json"
        path.write_bytes(data() if callable(data) else data)
        return str(path)

    return Case(name, kind, make, heavy or (isinstance(data, bytes) and len(data) > 1_000_000))


def _paths(tree: Any, prefix: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    """Every path to a value in a JSON tree."""
    yield prefix
    if isinstance(tree, dict):
        for k, v in tree.items():
            yield from _paths(v, (*prefix, k))
    elif isinstance(tree, list):
        for i, v in enumerate(tree):
            yield from _paths(v, (*prefix, i))


def _replaced(tree: Any, path: tuple[Any, ...], value: Any) -> Any:
    if not path:
        return value
    copy: Any = dict(tree) if isinstance(tree, dict) else list(tree)
    copy[path[0]] = _replaced(tree[path[0]], path[1:], value)
    return copy


WRONG_TYPES: list[Any] = [None, True, False, 0, -1, 1.5, 2500.0, "", "x", "0", [], [0], [7, 0], {}, {"a": 1}]
HUGE = ["9" * 4300, "9" * 4301, "-" + "9" * 4301, "9" * 100_000, "1e999", "-1e999", "1e-999", "-0", "0.0",
        str(2**63), str(2**64), "123456789012345678901234567890", "1E400", "0e0"]  # fmt: skip


def corpus(seed: int = 0, scale: int = 1, heavy: bool = True) -> list[Case]:
    """The hostile inputs, deterministic for ``seed``; ``scale`` multiplies the random ones;
    without ``heavy``, the inputs of a megabyte or more are left out."""
    rng = random.Random(seed)
    bases = [played_record(s) for s in range(4)]
    texts = [json.dumps(r.to_json()).encode() for r in bases]
    trees = [r.to_json() for r in bases]
    cases: list[Case] = []

    # Truncations at random offsets, and at every offset of a small record's first bytes.
    for k in range(300 * scale):
        t = texts[k % len(texts)]
        cases.append(file_case(f"truncated {k}", "truncation", t[: rng.randrange(len(t))]))
    # Byte flips: one to eight bits anywhere.
    for k in range(250 * scale):
        t = bytearray(texts[k % len(texts)])
        for _ in range(rng.randint(1, 8)):
            t[rng.randrange(len(t))] ^= 1 << rng.randrange(8)
        cases.append(file_case(f"flipped {k}", "byte flip", bytes(t)))
    # A value of another type anywhere in the tree.
    for k in range(250 * scale):
        tree = trees[k % len(trees)]
        paths = list(_paths(tree))
        bad = _replaced(tree, rng.choice(paths), rng.choice(WRONG_TYPES))
        cases.append(file_case(f"wrong type {k}", "wrong type", json.dumps(bad).encode()))
    # Huge and odd numbers, in every numeric place of a small record and in an ignored field.
    small = trees[0] | {"events": trees[0]["events"][:6]}
    numeric = [p for p in _paths(small) if isinstance(_get(small, p), int) and not isinstance(_get(small, p), bool)]
    for k, number in enumerate(HUGE):
        marker = '"__NUMBER__"'
        for j, p in enumerate(rng.sample(numeric, min(8, len(numeric)))):
            text = json.dumps(_replaced(small, p, "__NUMBER__")).replace(marker, number)
            cases.append(file_case(f"number {k}.{j}", "huge number", text.encode()))
        cases.append(
            file_case(f"number {k} ignored", "huge number", (json.dumps(small)[:-1] + f', "n": {number}}}').encode())
        )
    cases.append(file_case("million-digit number", "huge number", lambda: b"9" * 1_000_000, heavy=True))
    # Deep nesting: arrays, objects and mixtures, at the top and inside a record.
    for depth in (10, 500, 990, 1_000, 5_000, 100_000, 1_000_000):
        cases.append(file_case(f"[ x {depth}", "deep nesting", b"[" * depth + b"]" * depth))
        cases.append(file_case(f"open [ x {depth}", "deep nesting", b"[" * depth))
        cases.append(file_case(f"{{ x {depth}", "deep nesting", b'{"a":' * depth + b"1" + b"}" * depth))
        inner = b'{"a":[' * depth + b"]}" * depth
        cases.append(
            file_case(
                f"nested note {depth}", "deep nesting", json.dumps(small)[:-1].encode() + b', "note": ' + inner + b"}"
            )
        )
    cases.append(file_case("8 MiB of [", "deep nesting", lambda: b"[" * RECORD_LIMIT, heavy=True))
    # Lone surrogates: as JSON escapes (valid strings) in every string place, and as raw bytes.
    strings = [p for p in _paths(small) if isinstance(_get(small, p), str)]
    odd_texts = ["\ud800", "\udfff", "a\ud800b", "\udc00\ud800", "\ud83c\udc04", "\x00", "\u2028", "🀄"]
    odd_texts.append("\u001b]0;pwned\u0007\u001b[2J\u009b")  # a terminal's control sequences (issue 21)
    for k, s in enumerate(odd_texts):
        for j, p in enumerate(strings):
            cases.append(file_case(f"surrogate {k}.{j}", "surrogate", json.dumps(_replaced(small, p, s)).encode()))
        named = small | {"players": [s, s + s]}
        cases.append(file_case(f"surrogate names {k}", "surrogate", json.dumps(named).encode()))
        cases.append(file_case(f"surrogate key {k}", "surrogate", json.dumps(small | {s: s}).encode()))
        event = {"at": 10**6, "do": "void", "reason": s * 3}
        voided = small | {"events": [*small["events"], event]}
        cases.append(file_case(f"surrogate reason {k}", "surrogate", json.dumps(voided).encode()))
    for k, raw in enumerate([b"\xed\xa0\x80", b"\xed\xbf\xbf", b"\xc0\x80", b"\xf4\x90\x80\x80", b"\xff", b"\x80"]):
        text = json.dumps(small, ensure_ascii=False).encode().replace(b'"Ana"', b'"A' + raw + b'"')
        cases.append(file_case(f"raw bytes {k}", "surrogate", text))
    # Other encodings, markers and odd documents.
    text = json.dumps(small)
    for codec in ("utf-16", "utf-16-le", "utf-32", "latin-1", "utf-8-sig", "cp1252"):
        cases.append(file_case(f"encoded {codec}", "encoding", text.replace("Ana", "Anaé").encode(codec)))
    for k, odd in enumerate(
        [
            b"",
            b" ",
            b"\x00",
            b"\xef\xbb\xbf",
            b"\xef\xbb\xbf\xef\xbb\xbf{}",
            b"null",
            b"[]",
            b"{}",
            b"NaN",
            b"-Infinity",
            b'"x"',
            b"1",
            b"{} {}",
            text.encode() + b"\x00",
            text.encode() * 2,
            text.replace(", ", ",\x00").encode(),
            b'{"format": "spectacular-bid-record", "version": 1}' + b" " * 1000,
        ]
    ):
        cases.append(file_case(f"odd {k}", "odd document", odd))
    # Sizes: at and over the limit, a real 8 MiB record, a long name, many keys, 50 MB.
    cases.extend(big_cases(small))
    cases.extend(device_cases())
    return [c for c in cases if heavy or not c.heavy]


def _get(tree: Any, path: tuple[Any, ...]) -> Any:
    for key in path:
        tree = tree[key]
    return tree


def big_cases(small: dict[str, Any]) -> list[Case]:
    """Inputs at and over the 8 MiB limit, made only when they run."""
    text = json.dumps(small).encode()

    def fill(events: Callable[[int], list[dict[str, Any]]], per_event: int) -> Callable[[], bytes]:
        """A record of as many events as fit under the limit."""

        def make() -> bytes:
            n = RECORD_LIMIT // per_event
            while True:
                data = json.dumps(small | {"events": events(n)}, separators=(",", ":")).encode()
                if len(data) <= RECORD_LIMIT:
                    return data
                n = n * 99 // 100

        return make

    def fifty_mb(tmp: Path) -> str:
        path = tmp / "fifty.json"
        with open(path, "wb") as f:
            f.write(text[:-1] + b', "pad": "')
            chunk = b"x" * (1 << 20)
            for _ in range(50):
                f.write(chunk)
            f.write(b'"}')
        return str(path)

    def sparse(tmp: Path) -> str:
        path = tmp / "sparse.json"
        with open(path, "wb") as f:
            f.truncate(50_000_000)
        return str(path)

    def padded(extra: int) -> Callable[[], bytes]:
        return lambda: text + b" " * (RECORD_LIMIT - len(text) + extra)

    long_name = small | {"players": ["A" * (RECORD_LIMIT - 4000), "B"]}
    costly = [file_case(name, "size", make, heavy=True) for name, make in memory_shapes(small).items()]
    return costly + [
        file_case("exactly the limit", "size", padded(0), heavy=True),
        file_case("one byte over", "size", padded(1), heavy=True),
        file_case("8 MiB of ticks", "size", fill(lambda n: [{"at": i, "do": "tick"} for i in range(n)], 26), True),
        file_case(
            "8 MiB of refused reveals", "size", fill(lambda n: [{"at": 0, "do": "reveal", "seat": 2}] * n, 36), True
        ),
        file_case("8 MiB name", "size", lambda: json.dumps(long_name).encode(), heavy=True),
        file_case("many keys", "size", lambda: json.dumps(small | {f"k{i}": i for i in range(400_000)}).encode(), True),
        file_case("many deals", "size", lambda: json.dumps(small | {"deals": small["deals"] * 20_000}).encode(), True),
        Case("50 MB file", "size", fifty_mb, heavy=True),
        Case("50 MB sparse file", "size", sparse, heavy=True),
    ]


def memory_shapes(small: dict[str, Any]) -> dict[str, Callable[[], bytes]]:
    """Records of the largest size allowed that cost the most memory to read (issue 21): many
    small containers, in ignored fields and where the format reads, each filling 8 MiB."""

    def filled(place: Callable[[str], dict[str, Any]], unit: bytes) -> Callable[[], bytes]:
        """``place`` puts a marker where a list of ``unit`` goes; the list fills the record."""

        def make() -> bytes:
            text = json.dumps(place("__FILL__"), separators=(",", ":")).encode()
            n = (RECORD_LIMIT - len(text)) // (len(unit) + 1)
            return text.replace(b'"__FILL__"', b"[" + (unit + b",") * (n - 1) + unit + b"]")  # join: 80 B an item

        return make

    def ignored(marker: str) -> dict[str, Any]:
        return small | {"note": marker}

    def in_event(marker: str) -> dict[str, Any]:
        return small | {"events": [{"at": 0, "do": "start", "note": marker}]}

    def in_deal(marker: str) -> dict[str, Any]:
        return small | {"deals": [small["deals"][0] | {"note": marker}]}

    def as_events(marker: str) -> dict[str, Any]:
        return small | {"events": marker}

    def as_deals(marker: str) -> dict[str, Any]:
        return small | {"deals": marker}

    def as_hand(marker: str) -> dict[str, Any]:
        return small | {"deals": [{"hands": [marker, []], "boneyard": []}]}

    def as_players(marker: str) -> dict[str, Any]:
        return small | {"players": marker}

    deep = b"[" * 500 + b"]" * 500
    return {
        "500-deep lists in an ignored field": filled(ignored, deep),
        "empty lists in an ignored field": filled(ignored, b"[]"),
        "empty objects in an ignored field": filled(ignored, b"{}"),
        "one-key objects in an ignored field": filled(ignored, b'{"a":0}'),
        "empty objects in an event's ignored field": filled(in_event, b"{}"),
        "empty lists in a deal's ignored field": filled(in_deal, b"[]"),
        "empty objects as events": filled(as_events, b"{}"),
        "events without a do": filled(as_events, b'{"at":0}'),
        "empty objects as deals": filled(as_deals, b"{}"),
        "a hand of a million tiles": filled(as_hand, b"[0,0]"),
        "empty lists as players": filled(as_players, b"[]"),
    }


def _writer(path: str, data: bytes, endless: bool) -> None:
    """Write ``data`` (for ever, if ``endless``) to the pipe at ``path`` until the reader goes."""
    try:
        with open(path, "wb") as f:
            f.write(data)
            while endless:
                f.write(b" " * 65536)
    except OSError:  # the reader closed its end
        pass


def device_cases() -> list[Case]:
    def fixed(path: str) -> Callable[[Path], str]:
        return lambda tmp: path

    def fifo(data: bytes, endless: bool) -> Callable[[Path], str]:
        def make(tmp: Path) -> str:
            path = str(tmp / "pipe")
            os.mkfifo(path)
            threading.Thread(target=_writer, args=(path, data, endless), daemon=True).start()
            return path

        return make

    record = json.dumps(played_record(9).to_json()).encode()

    def odd_name(tmp: Path) -> str:
        path = tmp / "a\nname \udcff\u202e.json"
        path.write_bytes(b"{")
        return str(path)

    def loop(tmp: Path) -> str:
        (tmp / "loop").symlink_to(tmp / "loop")
        return str(tmp / "loop")

    cases = [
        Case("/dev/zero", "device", fixed("/dev/zero")),
        Case("/dev/urandom", "device", fixed("/dev/urandom")),
        Case("/dev/null", "device", fixed("/dev/null")),
        Case("/dev/full", "device", fixed("/dev/full")),
        Case("/proc/self/mem", "device", fixed("/proc/self/mem")),
        Case("named pipe, a record", "pipe", fifo(record, endless=False)),
        Case("named pipe, endless", "pipe", fifo(record, endless=True)),
        Case("named pipe, empty", "pipe", fifo(b"", endless=False)),
        Case("standard input, a record", "pipe", fixed("-"), stdin=record, subprocess_only=True),
        Case("standard input, 9 MiB", "pipe", fixed("-"), stdin=b" " * (9 << 20), subprocess_only=True),
        Case("standard input, empty", "pipe", fixed("-"), stdin=b"", subprocess_only=True),
        Case("a directory", "directory", lambda tmp: str(tmp)),
        Case("the root directory", "directory", fixed("/")),
        Case("a missing file", "path", lambda tmp: str(tmp / "missing.json")),
        Case("an odd file name", "path", odd_name),
        Case("a symlink loop", "path", loop),
        Case("an empty path", "path", fixed("")),
    ]
    # Only the devices this system has (macOS has no /dev/full nor /proc).
    return [c for c in cases if c.kind != "device" or os.path.exists(c.name)]


# --- Running ------------------------------------------------------------------------------------


class Sink(io.RawIOBase):
    """An output that keeps nothing: the trace of an 8 MiB record is not kept in memory."""

    def writable(self) -> bool:
        return True

    def write(self, b: Any) -> int:
        return len(b)


@dataclass
class Counts:
    """What a run of the corpus found."""

    inputs: int = 0
    runs: int = 0
    subprocess_runs: int = 0
    tracebacks: list[str] = field(default_factory=list)
    bad_status: list[str] = field(default_factory=list)
    hangs: list[str] = field(default_factory=list)
    statuses: Counter[int] = field(default_factory=Counter)
    kinds: Counter[str] = field(default_factory=Counter)
    slowest: tuple[float, str] = (0.0, "")  #: wall-clock seconds
    slowest_cpu: tuple[float, str] = (0.0, "")  #: processor seconds
    peak_rss_mb: float = 0.0  #: the whole in-process run, corpus included
    child_peak_rss_mb: tuple[float, str] = (0.0, "")  #: the largest single replay command

    @property
    def passed(self) -> bool:
        worst = max(self.peak_rss_mb, self.child_peak_rss_mb[0])
        return not (self.tracebacks or self.bad_status or self.hangs) and worst < MEMORY_MB

    def report(self) -> str:
        kinds = ", ".join(f"{k} {n}" for k, n in sorted(self.kinds.items()))
        return "\n".join(
            [
                f"inputs: {self.inputs} ({kinds})",
                f"replays: {self.runs} in-process, {self.subprocess_runs} as a subprocess",
                f"exit statuses: {dict(sorted(self.statuses.items()))}",
                f"tracebacks: {len(self.tracebacks)}  {self.tracebacks[:5]}",
                f"unexpected statuses: {len(self.bad_status)}  {self.bad_status[:5]}",
                f"hangs (over {HANG_S:.0f} s of processor, or {KILL_S:.0f} s of wall clock): {len(self.hangs)}"
                f"  {self.hangs[:5]}",
                f"slowest input: {self.slowest[0]:.2f} s wall ({self.slowest[1]}),"
                f" {self.slowest_cpu[0]:.2f} s of processor ({self.slowest_cpu[1]})",
                f"peak memory (resident): {self.peak_rss_mb:.0f} MB for the whole in-process run,"
                f" {self.child_peak_rss_mb[0]:.0f} MB for one replay command ({self.child_peak_rss_mb[1]});"
                f" limit {MEMORY_MB} MB",
            ]
        )


@dataclass(frozen=True)
class Command:
    """A command the corpus runs: in-process, ``run(path, as_trace, out, err) -> status``; as a
    subprocess, ``words(path, as_trace)`` after ``spectacular-bid``. ``as_trace`` picks one of
    the command's two outputs (``replay --trace``, ``analyse --json``). ``quiet(err)`` says
    whether a run that read its record (status 0) wrote only what it may on standard error."""

    run: Callable[[str, bool, Any, Any], int]
    words: Callable[[str, bool], list[str]]
    quiet: Callable[[str], bool] = lambda err: err.count("\n") != 1  # not one line, as a refusal


REPLAY = Command(run_replay, lambda path, as_trace: ["replay", path, *(["--trace"] if as_trace else [])])


def _bad(status: int, err: str, command: Command) -> bool:
    """Whether a run's status and standard error break RECORD.md: 0 or 2, and 2 with one line."""
    if status == 2:
        return err.count("\n") != 1
    return status != 0 or not command.quiet(err)


def run_in_process(case: Case, tmp: Path, as_trace: bool, counts: Counts, command: Command = REPLAY) -> None:
    path = case.make(tmp)
    out = io.TextIOWrapper(io.BufferedWriter(Sink()), encoding="utf-8", errors="strict", newline="\n")
    err = io.StringIO()
    began, cpu = time.perf_counter(), time.process_time()
    try:
        status = command.run(path, as_trace, out, err)
    except BaseException as e:  # anything escaping is a traceback for the player
        counts.tracebacks.append(f"{case.name}: {type(e).__name__}: {e}"[:200])
        return
    finally:
        took, took_cpu = time.perf_counter() - began, time.process_time() - cpu
        counts.runs += 1
        counts.slowest = max(counts.slowest, (took, case.name))
        counts.slowest_cpu = max(counts.slowest_cpu, (took_cpu, case.name))
        if took_cpu > HANG_S or took > KILL_S:
            counts.hangs.append(f"{case.name} ({took_cpu:.1f} s of processor, {took:.1f} s)")
    counts.statuses[status] += 1
    lines = err.getvalue()
    if _bad(status, lines, command) or "Traceback" in lines:
        counts.bad_status.append(f"{case.name}: {status} {lines[:120]!r}")


#: ``python -m spectacular_bid`` that also writes its peak resident set in megabytes
#: (``tests/peak_memory.py``, which counts this program only) to the file named first; the
#: folder of ``peak_memory.py`` comes second.
LAUNCHER = """
import atexit, sys
report = sys.argv.pop(1)
sys.path.insert(0, sys.argv.pop(1))
from peak_memory import peak_rss_mb
def peak():
    with open(report, "w") as f:
        f.write(repr(peak_rss_mb()))
atexit.register(peak)
from spectacular_bid.cli import main
sys.exit(main())
"""


def _children_cpu() -> float:
    """Processor seconds used by the finished children so far (one runs at a time)."""
    import resource  # Unix only, as the corpus (devices, pipes) is

    used = resource.getrusage(resource.RUSAGE_CHILDREN)
    return used.ru_utime + used.ru_stime


def run_subprocess(case: Case, tmp: Path, as_trace: bool, counts: Counts, command: Command = REPLAY) -> None:
    path = case.make(tmp)
    report = tmp / "peak.kb"
    cmd = [sys.executable, "-c", LAUNCHER, str(report), str(TESTS), *command.words(path, as_trace)]
    began, before = time.perf_counter(), _children_cpu()
    child = subprocess.Popen(
        cmd,
        cwd=ROOT,
        stdin=subprocess.PIPE if case.stdin is not None else subprocess.DEVNULL,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
    )
    try:
        _, err = child.communicate(case.stdin, timeout=KILL_S)
    except subprocess.TimeoutExpired:
        child.kill()
        child.communicate()
        counts.hangs.append(f"{case.name} (subprocess, killed after {KILL_S:.0f} s)")
        return
    took, took_cpu = time.perf_counter() - began, _children_cpu() - before
    counts.subprocess_runs += 1
    counts.slowest = max(counts.slowest, (took, f"{case.name} (subprocess)"))
    counts.slowest_cpu = max(counts.slowest_cpu, (took_cpu, f"{case.name} (subprocess)"))
    if took_cpu > HANG_S:
        counts.hangs.append(f"{case.name} (subprocess, {took_cpu:.1f} s of processor)")
    if report.exists():
        counts.child_peak_rss_mb = max(counts.child_peak_rss_mb, (float(report.read_text()), case.name))
    counts.statuses[child.returncode] += 1
    text = err.decode("utf-8", "backslashreplace")
    if "Traceback" in text:
        counts.tracebacks.append(f"{case.name} (subprocess): {text[-200:]!r}")
    if _bad(child.returncode, text, command):
        counts.bad_status.append(f"{case.name} (subprocess): {child.returncode} {text[:120]!r}")


def run_corpus(cases: list[Case], subprocess_every: int = 25, command: Command = REPLAY) -> Counts:
    """Run ``command`` (``replay`` by default) on every case in-process (its two outputs
    alternately: trace and summary), and as a subprocess every ``subprocess_every``-th case,
    every large one, and every device, pipe and path."""
    counts = Counts(inputs=len(cases))
    for k, case in enumerate(cases):
        counts.kinds[case.kind] += 1
        as_trace = k % 2 == 0
        with tempfile.TemporaryDirectory() as tmp:
            if not case.subprocess_only:
                run_in_process(case, Path(tmp), as_trace, counts, command)
        alone = case.subprocess_only or case.heavy or case.kind in ("device", "pipe", "directory", "path")
        if alone or k % subprocess_every == 0:
            with tempfile.TemporaryDirectory() as tmp:
                run_subprocess(case, Path(tmp), not as_trace, counts, command)
    counts.peak_rss_mb = peak_rss_mb()
    return counts


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--scale", type=int, default=1, help="multiplies the random inputs")
    args = parser.parse_args()
    began = time.perf_counter()
    cases = corpus(args.seed, args.scale)
    counts = run_corpus(cases)
    print(f"Python {sys.version.split()[0]}, {time.perf_counter() - began:.0f} s")
    print(counts.report())
    print(f"load average while it ran: {os.getloadavg()[0]:.1f} (on {os.cpu_count()} processors)")
    return 0 if counts.passed else 1


if __name__ == "__main__":
    sys.exit(main())
