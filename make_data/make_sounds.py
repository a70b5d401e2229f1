"""Write the table's two short sounds (static/sounds/*.wav), made here from sine waves.

They are the project's own and dedicated to the public domain (CC0 1.0, static/sounds/LICENSE).
Run again only to change them: python make_data/make_sounds.py
"""

from __future__ import annotations

import math
import struct
import wave
from pathlib import Path

RATE = 22050
OUT = Path(__file__).resolve().parent.parent / "src" / "ogallala" / "web" / "client" / "static" / "sounds"


def tone(freqs: list[tuple[float, float, float]], seconds: float, decay: float) -> list[float]:
    """Partials (frequency, amplitude, start second) each with an exponential decay."""
    n = int(RATE * seconds)
    out = [0.0] * n
    for freq, amp, start in freqs:
        for i in range(int(RATE * start), n):
            t = i / RATE - start
            attack = min(1.0, t / 0.004)  # 4 ms: no click
            out[i] += amp * attack * math.exp(-t / decay) * math.sin(2 * math.pi * freq * t)
    return out


def drum(seconds: float) -> list[float]:
    """Two low hits with a falling pitch: a war drum."""
    n = int(RATE * seconds)
    out = [0.0] * n
    for start, amp in ((0.0, 0.9), (0.16, 0.7)):
        phase = 0.0
        for i in range(int(RATE * start), n):
            t = i / RATE - start
            freq = 55 + 90 * math.exp(-t / 0.04)
            phase += 2 * math.pi * freq / RATE
            out[i] += amp * min(1.0, t / 0.002) * math.exp(-t / 0.09) * math.sin(phase)
    return out


def write(name: str, samples: list[float]) -> None:
    peak = max(abs(x) for x in samples) or 1.0
    frames = b"".join(struct.pack("<h", int(x / peak * 0.8 * 32767)) for x in samples)
    with wave.open(str(OUT / name), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(frames)


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    # your turn: two rising notes of a wooden flute-like chime (E5, then A5)
    write("turn.wav", tone([(659.3, 0.6, 0.0), (1318.5, 0.15, 0.0), (880.0, 0.6, 0.12), (1760.0, 0.12, 0.12)],
                           0.45, 0.12))
    write("raid.wav", drum(0.42))


if __name__ == "__main__":
    main()
