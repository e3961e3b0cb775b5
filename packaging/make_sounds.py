"""Make the game's sounds: small mono 16-bit WAV files, synthesised here from sines and noise.

    python packaging/make_sounds.py [OUT_DIR]   # default: spectacular_bid/sounds

Nothing is downloaded: every sound is a few lines below, so it can be tuned and rebuilt. The
noise comes from a seeded generator, so the same files come out every time. At 16 kHz the ten
files weigh about 75 KB together; the package and the bundles ship them as they are.
"""

from __future__ import annotations

import math
import random
import struct
import sys
import wave
from collections.abc import Callable, Iterable
from pathlib import Path

RATE = 16_000
OUT = Path(__file__).resolve().parent.parent / "spectacular_bid" / "sounds"

Samples = list[float]


def silence(seconds: float) -> Samples:
    return [0.0] * int(RATE * seconds)


def tone(freq: float, seconds: float, decay: float, *, glide: float = 0.0, attack: float = 0.004) -> Samples:
    """A sine (sliding by ``glide`` Hz over its length) that rises in ``attack`` s and fades
    exponentially with time constant ``decay`` s."""
    n = int(RATE * seconds)
    out, phase = [], 0.0
    for i in range(n):
        t = i / RATE
        phase += 2 * math.pi * (freq + glide * t / seconds) / RATE
        env = min(1.0, t / attack) * math.exp(-t / decay)
        out.append(math.sin(phase) * env)
    return out


def noise(seconds: float, decay: float, rng: random.Random, *, smooth: float = 0.0, attack: float = 0.001) -> Samples:
    """Fading white noise, low-passed by ``smooth`` (0 none, towards 1 darker)."""
    n = int(RATE * seconds)
    out, last = [], 0.0
    for i in range(n):
        t = i / RATE
        last = smooth * last + (1 - smooth) * rng.uniform(-1, 1)
        out.append(last * min(1.0, t / attack) * math.exp(-t / decay))
    return out


def mix(*parts: tuple[float, float, Samples]) -> Samples:
    """Each ``(start s, gain, samples)`` added into one track."""
    end = max(int(start * RATE) + len(s) for start, _, s in parts)
    out = [0.0] * end
    for start, gain, samples in parts:
        at = int(start * RATE)
        for i, v in enumerate(samples):
            out[at + i] += gain * v
    return out


def clack(rng: random.Random, pitch: float = 1.0) -> Samples:
    """Two hard tiles meeting: a click of noise and two short resonances."""
    return mix(
        (0, 0.55, noise(0.03, 0.006, rng, smooth=0.2)),
        (0, 0.45, tone(2300 * pitch, 0.07, 0.012, attack=0.0005)),
        (0, 0.30, tone(3450 * pitch, 0.05, 0.008, attack=0.0005)),
    )


def chime(freqs: Iterable[float], step: float, length: float, decay: float) -> Samples:
    """Soft bell notes one after the other, each with a quiet octave above it."""
    parts = []
    for k, f in enumerate(freqs):
        parts.append((k * step, 0.5, tone(f, length, decay)))
        parts.append((k * step, 0.12, tone(2 * f, length, decay / 2)))
    return mix(*parts)


def sounds() -> dict[str, Callable[[random.Random], Samples]]:
    """Each sound's name (the game's :class:`~spectacular_bid.ui.sound.Sound`) and its recipe."""
    return {
        "place": lambda rng: clack(rng),
        "draw": lambda rng: mix(
            (0, 0.35, noise(0.11, 0.035, rng, smooth=0.75, attack=0.03)), (0.08, 0.5, clack(rng, 1.3))
        ),
        "chips": lambda rng: mix(*((0.055 * k, 0.7, clack(rng, 1.6 + 0.15 * rng.random())) for k in range(4))),
        "bid": lambda rng: chime((587, 784), 0.07, 0.12, 0.05),
        "accept": lambda rng: chime((523, 659, 784), 0.06, 0.14, 0.06),
        "waive": lambda rng: mix((0, 0.5, tone(494, 0.18, 0.07, glide=-130))),
        "reserve": lambda rng: mix((0, 0.5, tone(330, 0.26, 0.09)), (0, 0.25, tone(495, 0.26, 0.06))),
        "tick": lambda rng: mix((0, 0.4, tone(1500, 0.025, 0.006, attack=0.0005))),
        "hand_end": lambda rng: chime((523, 659, 784), 0.09, 0.2, 0.08),
        "game_end": lambda rng: chime((523, 659, 784, 1047), 0.11, 0.28, 0.12),
    }


def write(path: Path, samples: Samples) -> None:
    """Normalise to a peak of about -3 dB, fade the last 5 ms, and write 16-bit mono."""
    peak = max(1e-9, max(abs(v) for v in samples))
    fade = int(RATE * 0.005)
    n = len(samples)
    frames = bytearray()
    for i, v in enumerate(samples):
        gain = min(1.0, (n - i) / fade)
        frames += struct.pack("<h", round(v / peak * 0.7 * gain * 32767))
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(bytes(frames))


def main(argv: list[str]) -> int:
    out = Path(argv[0]) if argv else OUT
    out.mkdir(parents=True, exist_ok=True)
    total = 0
    for k, (name, recipe) in enumerate(sounds().items()):
        path = out / f"{name}.wav"
        write(path, recipe(random.Random(k)))
        total += path.stat().st_size
    print(f"{len(sounds())} sounds, {total // 1024} KB in {out.name}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
