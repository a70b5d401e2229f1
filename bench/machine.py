"""The machine's speed, printed beside timings so that runs on machines of different speeds (or on one
machine at different times) can be told apart."""

from __future__ import annotations

import timeit


def machine_speed_us() -> float:
    """This machine's speed: the best of five timings of ``sum(range(10000))`` in this interpreter,
    in µs, taken before the run (twice the figure is a machine half as fast; other work on the
    machine meanwhile raises it too)."""
    return round(min(timeit.repeat("sum(range(10000))", number=200, repeat=5)) / 200 * 1e6, 1)
