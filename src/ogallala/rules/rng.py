"""The project's own random generator: SplitMix64, so every shuffle is the same on every Python.

Python's :mod:`random` does not promise the same sequence across versions; game records replay
from a seed, so the engine uses this fixed generator for every chance event.
"""

from __future__ import annotations

_TWO64 = 1 << 64
_MASK = _TWO64 - 1
_GAMMA = 0x9E3779B97F4A7C15


class Rng:
    """A SplitMix64 generator; its whole state is one 64-bit integer (``state``)."""

    __slots__ = ("state",)

    def __init__(self, seed: int) -> None:
        self.state = seed & _MASK

    def next64(self) -> int:
        """Return the next 64-bit output."""
        self.state = z = (self.state + _GAMMA) & _MASK
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """Return a uniform integer in ``[0, n)`` (rejection sampling, no modulo bias)."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            x = self.next64()
            if x < limit:
                return x % n

    def shuffle(self, items: list[int]) -> None:
        """Shuffle ``items`` in place (Fisher-Yates, from the end).

        The same draws as ``j = self.below(i + 1)`` for each i, with below() and next64()
        written out in the loop: a deal shuffles the whole deck, and this is most of its cost.
        """
        z0 = self.state
        for i in range(len(items) - 1, 0, -1):
            n = i + 1
            limit = _TWO64 - _TWO64 % n
            while True:  # below(n)
                z0 = (z0 + _GAMMA) & _MASK  # next64()
                z = ((z0 ^ (z0 >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
                z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
                z ^= z >> 31
                if z < limit:
                    break
            j = z % n
            items[i], items[j] = items[j], items[i]
        self.state = z0

    def copy(self) -> Rng:
        """Return an independent generator at the same point of the sequence."""
        return Rng(self.state)
