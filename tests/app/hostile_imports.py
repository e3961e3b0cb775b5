"""A hostile corpus of record files, run through the import. Run as a script to print the counts.

``python tests/app/hostile_imports.py [N]`` makes at least N inputs (default 1,200) from real
records — truncations, byte flips, values of the wrong type, huge numbers, deep nesting, lone
surrogates, odd names — plus devices (``/dev/zero``, ``/dev/urandom``, ``/dev/null``), a pipe,
a directory, a missing file and a sparse 50 MB file, and imports each into a games file that
already holds games. It prints how many were imported or refused, the tracebacks (anything
but a refusal), the slowest input, the peak memory, and whether any stored game changed.

Every input must be imported whole or refused with a one-line reason, within 10 s, with the
stored games unchanged (``test_hostile_imports.py`` runs a sample, and all of it as ``slow``).
"""

from __future__ import annotations

import contextlib
import json
import os
import random
import sys
import tempfile
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from spectacular_bid.app.records_io import GameFileError, import_game
from spectacular_bid.app.storage import Storage, open_storage
from spectacular_bid.core import Stage, deal_from, legal_actions, needs_deal, new_game, with_deal
from spectacular_bid.core.record import Event, Record, step

if str(Path(__file__).resolve().parents[1]) not in sys.path:  # run as a script
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from peak_memory import peak_rss_mb  # tests/peak_memory.py

#: A valid, finished record's text for each of a few seeds.
SEEDS = range(6)


def played(seed: int) -> Record:
    """A finished game of random legal play (seeded)."""
    rng = random.Random(seed)
    names = ("Ana", "Ben") if seed % 2 else ("Chloé", "Dmitri")
    state = new_game(names, [deal_from(rng)])
    events: list[Event] = []
    at = 0
    state = step(state, Event(0, "start")).state
    events.append(Event(0, "start"))
    while not state.is_over and len(events) < 400:
        if state.stage is Stage.HAND_OVER:
            if needs_deal(state):
                state = with_deal(state, deal_from(rng))
            at += 3_000
            event = Event(at, "continue")
        else:
            action = rng.choice(legal_actions(state))
            at += rng.randint(500, 4_000)
            event = Event.of(action, at)
        state = step(state, event, len(events)).state
        events.append(event)
    if not state.is_over:
        events.append(Event(at + 1, "resign", seat=0))
    return Record(names, state.deals, tuple(events), "2026-12-02T09:00:00Z")


@dataclass(frozen=True)
class Input:
    """One hostile input: a file's bytes, or a special path (``kind`` says which)."""

    name: str
    data: bytes | None = None
    kind: str = "file"  # file, device, fifo, directory, missing, sparse


def _replace_somewhere(doc: Any, rng: random.Random, value: Any) -> Any:
    node = doc
    for _ in range(rng.randint(1, 6)):
        keys = list(node) if isinstance(node, dict) else list(range(len(node))) if isinstance(node, list) else []
        if not keys:
            break
        key = rng.choice(keys)
        if not isinstance(node[key], dict | list) or rng.random() < 0.3:
            node[key] = value
            return doc
        node = node[key]
    return doc


_ODD_VALUES: list[Any] = [
    None,
    True,
    -1,
    0,
    2**64,
    10**300,
    1.5,
    float("1e308"),
    "",
    "x" * 5000,
    "\ud800",
    "\udfff\ud800",
    "🀄",
    "\u202e",
    "\x00",
    [],
    {},
    [[[]]],
    {"do": "start"},
    [7, 7],
    [-1, 0],
]


def corpus(n: int = 1_200, seed: int = 0) -> Iterator[Input]:
    """At least ``n`` hostile inputs (deterministic for a ``seed``)."""
    rng = random.Random(seed)
    texts = [played(s).dumps().encode() for s in SEEDS]
    made = 0
    yield Input("valid-0", texts[0])  # imported: the later copies must say "already"
    specials = [
        Input("dev-zero", kind="device", data=b"/dev/zero"),
        Input("dev-urandom", kind="device", data=b"/dev/urandom"),
        Input("dev-null", kind="device", data=b"/dev/null"),
        Input("fifo", kind="fifo", data=texts[1]),
        Input("fifo-huge", kind="fifo", data=b"[" * (9 * 1024 * 1024)),
        Input("directory", kind="directory"),
        Input("missing", kind="missing"),
        Input("sparse-50MB", kind="sparse"),
        Input("deep-nesting", b"[" * 200_000 + b"]" * 200_000),
        Input("deep-objects", b'{"a":' * 100_000 + b"1" + b"}" * 100_000),
        Input("huge-integer", b'{"format": "spectacular-bid-record", "version": 1' + b"0" * 10_000 + b"}"),
        Input("huge-at", texts[2].replace(b'"at": 0', b'"at": ' + b"9" * 5_000, 1)),
        Input("utf16", texts[3].decode().encode("utf-16")),
        Input("bom", b"\xef\xbb\xbf" + texts[3]),
        Input("nan", texts[4].replace(b'"at": 0', b'"at": NaN', 1)),
        Input("empty", b""),
        Input("nul", b"\0" * 1000),
        Input("just-under-limit", b" " * (8 * 1024 * 1024 - 10) + b"{}"),
        Input("just-over-limit", b" " * (8 * 1024 * 1024 + 1)),
        # 8 MiB of small containers, which cost the most memory to read (issue 21).
        Input("deep-lists-ignored", texts[0][:-2] + b', "n": [' + b",".join([b"[" * 500 + b"]" * 500] * 8300) + b"]}"),
        Input("objects-as-events", texts[0].split(b'"events"')[0] + b'"events": [' + b"{}," * 2_790_000 + b"{}]}"),
    ]
    specials = [s for s in specials if s.kind != "fifo" or hasattr(os, "mkfifo")]  # Windows has no named pipes
    yield from specials
    made += len(specials) + 1
    while made < n:
        base = rng.choice(texts)
        kind = made % 6
        if kind == 0:  # a truncation
            data = base[: rng.randrange(len(base))]
        elif kind == 1:  # byte flips
            buf = bytearray(base)
            for _ in range(rng.randint(1, 8)):
                buf[rng.randrange(len(buf))] = rng.randrange(256)
            data = bytes(buf)
        elif kind in (2, 3):  # a value of the wrong type somewhere
            doc = _replace_somewhere(json.loads(base), rng, rng.choice(_ODD_VALUES))
            data = json.dumps(doc, ensure_ascii=rng.random() < 0.5).encode("utf-8", "surrogatepass")
        elif kind == 4:  # names and texts
            doc = json.loads(base)
            doc["players"] = [rng.choice(_ODD_VALUES + ["Ana", "Ben"]), rng.choice(["Ana", "Ben", " x", "A" * 30])]
            if rng.random() < 0.5:
                doc["started_at"] = rng.choice(
                    ["9999-12-31T23:59:59-14:00", "0001-01-01T00:00:00+14:00", "\ud800", "tomorrow", ""]
                )
            data = json.dumps(doc).encode()
        else:  # events cut, repeated or shuffled
            doc = json.loads(base)
            events = doc["events"]
            choice = rng.randrange(3)
            if choice == 0:
                del events[rng.randrange(len(events)) :]
            elif choice == 1:
                events.insert(rng.randrange(len(events)), rng.choice(events))
            else:
                rng.shuffle(events)
            data = json.dumps(doc).encode()
        yield Input(f"made-{made}", data)
        made += 1


def _feed(path: str, data: bytes) -> None:
    with contextlib.suppress(OSError), open(path, "wb") as f:
        f.write(data)


@contextlib.contextmanager
def materialised(item: Input, folder: Path) -> Iterator[str]:
    """The path an input is imported from (a pipe gets a writer thread)."""
    path = folder / f"{item.name}.json"
    if item.kind == "device":
        assert item.data is not None
        yield item.data.decode()
        return
    if item.kind == "directory":
        path.mkdir()
    elif item.kind == "sparse":
        with path.open("wb") as f:
            f.truncate(50 * 1024 * 1024)
    elif item.kind == "fifo":
        os.mkfifo(path)
        assert item.data is not None
        writer = threading.Thread(target=_feed, args=(str(path), item.data), daemon=True)
        writer.start()
    elif item.kind == "file":
        assert item.data is not None
        path.write_bytes(item.data)
    try:
        yield str(path)
    finally:
        if item.kind == "directory":
            path.rmdir()
        elif path.exists() or path.is_fifo():
            if item.kind == "fifo":
                # A reader that stopped early leaves the writer blocked: drain it.
                with contextlib.suppress(OSError):
                    fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK)
                    os.close(fd)
            path.unlink()


@dataclass
class Outcome:
    """What the corpus did."""

    inputs: int = 0
    imported: int = 0
    refused: int = 0
    tracebacks: list[str] | None = None
    slowest: tuple[float, str] = (0.0, "")
    changed: bool = False
    peak_mb: float = 0.0


def _stored(store: Storage) -> dict[int, Record]:
    return {g.id: store.record(g.id) for g in store.games()}


def run(items: Iterator[Input], folder: Path) -> Outcome:
    """Import every input into a games file in ``folder`` holding games already."""
    out = Outcome(tracebacks=[])
    store, _ = open_storage(folder / "games")
    try:
        for s in SEEDS[3:]:
            record = played(s + 100)
            store.import_game(record, _final(record))
        before = _stored(store)
        files = folder / "inputs"
        files.mkdir()
        for item in items:
            out.inputs += 1
            start = time.perf_counter()
            try:
                with materialised(item, files) as path:
                    import_game(store, path)
                out.imported += 1
            except GameFileError as e:
                out.refused += 1
                if "\n" in str(e) or not str(e):
                    out.tracebacks.append(f"{item.name}: a refusal of more than one line: {e!r}")
            except BaseException as e:  # anything else is a defect
                out.tracebacks.append(f"{item.name}: {type(e).__name__}: {e}")
            took = time.perf_counter() - start
            if took > out.slowest[0]:
                out.slowest = (took, item.name)
        now = _stored(store)
        out.changed = any(now.get(game) != record for game, record in before.items())
    finally:
        store.close()
    out.peak_mb = peak_rss_mb()
    return out


def _final(record: Record) -> Any:
    from spectacular_bid.core.record import final_state

    return final_state(record)


def main() -> int:
    """Run the corpus and print the counts."""
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 1_200
    with tempfile.TemporaryDirectory() as folder:
        out = run(corpus(n), Path(folder))
    print(f"inputs: {out.inputs}")
    print(f"imported: {out.imported}, refused with a reason: {out.refused}")
    print(f"tracebacks: {len(out.tracebacks or [])}")
    for line in (out.tracebacks or [])[:20]:
        print(f"  {line}")
    print(f"slowest input: {out.slowest[0]:.2f} s ({out.slowest[1]})")
    print(f"peak memory: {out.peak_mb:.0f} MB")
    print(f"stored games changed: {'yes' if out.changed else 'no'}")
    return 1 if out.tracebacks or out.changed or out.slowest[0] > 10 or out.peak_mb > 300 else 0


if __name__ == "__main__":
    sys.exit(main())
