"""Choose the sound library by measurement: Qt's QtMultimedia (``QSoundEffect``, in
PySide6-Addons) against ``miniaudio``. Prints, for each:

1. what it adds to the one-file bundle: the files it needs that the bundle does not hold today
   (its modules, and the shared libraries they pull in through ELF ``NEEDED`` entries, less
   those QtWidgets, QtSvg and the platform plug-ins already need), raw and compressed with
   zlib at level 6 as PyInstaller packs a one-file executable (Linux figures);
2. its start: importing it and getting ready to play, each in a fresh process that already has
   Qt and the game's modules loaded (medians), which
   the game does only after its window's first frame (``ui/sound.py``: the start-up benchmark
   cannot see it);
3. latency from the event to the sound: from ``play()`` to the device taking the buffer that
   holds the sound (medians over many plays), plus the device's own buffer.

    python benchmarks/sound_choice.py [--qt-site SITE_PACKAGES] [--runs 7]

``--qt-site`` is a site-packages holding PySide6-Essentials and PySide6-Addons of the game's
Qt version (a throwaway venv: Addons is 175 MB to download, 420 MB installed); without it the
QtMultimedia rows are left out. Without an audio device, miniaudio plays to its null device,
which takes buffers on the same schedule.

Measured (Linux x86-64, Python 3.11, PySide6 6.11.3, miniaudio 1.71, two busy cores, no audio
device; the one-file bundle is 42 MB today, 50 MB at most; 7 runs):

    QtMultimedia  bundle +39.6 MB raw, +15.8 MB packed: about 58 MB, over the limit (libavcodec
                  14.9 MB and the rest of FFmpeg for its only Linux plug-in, which also links
                  Qt Quick 8.3 MB, Qml 6.8 MB and Network, all left out of the bundle today;
                  plus the system's libpulse, without which its import fails outright)
                  import + a QSoundEffect loaded: 37 ms (status Error: no audio server here,
                  and a dozen "qt.multimedia" warnings on standard error); latency not
                  measurable without a device
    miniaudio     bundle +2.1 MB raw, +0.8 MB packed, the sounds included: about 43 MB
                  import + device open: 44 ms (null device); latency: 7.4 ms median from
                  play() to the buffer taken, then the device's 20 ms buffer

miniaudio it is: a twentieth of the size, silent when no device opens, and it opens each
platform's device itself (WASAPI, Core Audio, PulseAudio, ALSA) with no library needed at
import. The start-up benchmark does not move: the device opens after the first frame.
"""

from __future__ import annotations

import argparse
import os
import re
import statistics
import subprocess
import sys
import time
import zlib
from pathlib import Path

MB = 1_000_000
ROOT = Path(__file__).resolve().parent.parent


def needed(path: Path) -> list[str]:
    """The ``NEEDED`` sonames of an ELF file (empty where readelf is missing)."""
    try:
        out = subprocess.run(["readelf", "-d", str(path)], capture_output=True, text=True, check=True).stdout
    except (OSError, subprocess.CalledProcessError):
        return []
    return re.findall(r"\(NEEDED\)\s+Shared library: \[(.+?)\]", out)


def closure(starts: list[Path], lib_dirs: list[Path]) -> set[Path]:
    """``starts`` and every library they need that lives in ``lib_dirs`` (the wheels' own)."""
    seen: set[Path] = set()
    todo = list(starts)
    while todo:
        path = todo.pop()
        if path in seen or not path.exists():
            continue
        seen.add(path)
        for name in needed(path):
            for d in lib_dirs:
                if (d / name).exists():
                    todo.append((d / name).resolve())
                    break
    return seen


def packed(paths: set[Path]) -> tuple[int, int]:
    raw = sum(p.stat().st_size for p in paths)
    return raw, sum(len(zlib.compress(p.read_bytes(), 6)) for p in paths)


def qt_parts(site: Path) -> tuple[set[Path], set[Path]]:
    """What QtMultimedia needs, and what the bundle holds today (the same closure's base)."""
    qt = site / "PySide6"
    libs = [qt / "Qt" / "lib"]
    base = closure(
        [*qt.glob("QtWidgets.*.so"), *qt.glob("QtSvg.*.so"), *(qt / "Qt" / "plugins" / "platforms").glob("*.so")],
        libs,
    )
    audio = closure([*qt.glob("QtMultimedia.*.so"), *(qt / "Qt" / "plugins" / "multimedia").glob("*.so")], libs)
    return audio - base, base


def miniaudio_parts() -> set[Path]:
    import _cffi_backend
    import _miniaudio
    import miniaudio

    files = {Path(m.__file__).resolve() for m in (miniaudio, _miniaudio, _cffi_backend) if m.__file__}
    return files | set((ROOT / "spectacular_bid" / "sounds").glob("*.wav"))


QT_READY = """
import sys, time
from PySide6.QtCore import QCoreApplication, QUrl
app = QCoreApplication(sys.argv)
t = time.perf_counter()
from PySide6.QtMultimedia import QSoundEffect
effect = QSoundEffect()
effect.setSource(QUrl.fromLocalFile(sys.argv[1]))
while effect.status() == QSoundEffect.Status.Loading:
    app.processEvents()
print(time.perf_counter() - t, effect.status().name)
"""

MINI_READY = """
import sys, time
from spectacular_bid.ui.sound import DeviceSink
t = time.perf_counter()
sink = DeviceSink.open_device(["NULL"] if sys.argv[1] == "null" else None)
print(time.perf_counter() - t, type(sink).__name__)
"""


def ready(python: str, script: str, arg: str, runs: int, env: dict[str, str]) -> tuple[float, str]:
    times, said = [], ""
    for _ in range(runs):
        done = subprocess.run([python, "-c", script, arg], capture_output=True, text=True, env=env, check=False)
        if done.returncode != 0:
            return float("nan"), done.stderr.strip().splitlines()[-1][:100]
        seconds, said = done.stdout.split()
        times.append(float(seconds))
    return statistics.median(times), said


def miniaudio_latency(plays: int) -> float:
    """Median ms from ``play()`` to the device taking the first buffer that holds the sound."""
    from spectacular_bid.ui.sound import DeviceSink, Sound

    sink = DeviceSink.open_device(["NULL"] if not os.environ.get("SOUND_CHOICE_DEVICE") else None)
    assert isinstance(sink, DeviceSink), "miniaudio could not open a device"
    waits = []
    try:
        for _ in range(plays):
            time.sleep(0.013)  # land anywhere in the device's period
            pulled = sink.pulled
            t = time.perf_counter()
            sink.play(Sound.TICK, 0.0)
            while sink.pulled == pulled:
                time.sleep(0.0005)
            waits.append(time.perf_counter() - t)
    finally:
        sink.close()
    return statistics.median(waits) * 1000


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--qt-site", type=Path, help="site-packages with PySide6-Essentials and -Addons")
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args()
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    env.pop("SPECTACULAR_BID_SOUND", None)

    if args.qt_site is not None:
        audio, _base = qt_parts(args.qt_site)
        raw, z = packed(audio)
        print(f"QtMultimedia: bundle +{raw / MB:.1f} MB raw, +{z / MB:.1f} MB packed ({len(audio)} files)")
        for p in sorted(audio, key=lambda p: -p.stat().st_size)[:8]:
            print(f"    {p.stat().st_size / MB:5.1f} MB  {p.name}")
        python = str(args.qt_site.parents[2] / "bin" / "python")
        wav = ROOT / "spectacular_bid" / "sounds" / "place.wav"
        seconds, said = ready(python, QT_READY, str(wav), args.runs, env)
        print(f"QtMultimedia: import + a QSoundEffect ready: {seconds * 1000:.0f} ms ({said})")

    raw, z = packed(miniaudio_parts())
    print(f"miniaudio: bundle +{raw / MB:.1f} MB raw, +{z / MB:.1f} MB packed (with the sounds)")
    seconds, said = ready(sys.executable, MINI_READY, "null", args.runs, env)
    print(f"miniaudio: import + device open: {seconds * 1000:.0f} ms ({said}, null device)")
    print(f"miniaudio: play() to the buffer taken: {miniaudio_latency(60):.1f} ms median; device buffer 20 ms")


if __name__ == "__main__":
    main()
