"""How a server process uses Python's cycle collector, so that it does not stall the event loop.

A server with many open WebSockets holds many long-lived objects (a few hundred per connection, in
uvicorn, websockets and Starlette, plus every table's game), and CPython's collector walks them
while the event loop waits. Measured at 1,000 tables (3,000 connections,
``bench/results/server_load.md``): a full collection took 370-450 ms and came every 25 s or so; a
collection of the two young generations took 15-50 ms every 2-3 s, longer as games grew, since
everything a live game holds is young for a while. Together they put the 99th percentile of the
push latency above 100 ms. Almost nothing of it was garbage: reference counting frees nearly
everything at once, and a full collection found a few dozen unreachable objects among 700,000.

So the collector keeps walking only generation 0 by itself (the newest few hundred objects:
cheap, and where almost all cyclic garbage is found), and this schedule collects everything in one
go when the process's memory has grown by half since the last full collection, or an hour has
passed. That bounds what cyclic garbage can hold (a closed connection leaves a few cycles), with
one pause of the old length every few minutes at most instead of many a minute.
"""

from __future__ import annotations

import gc
import logging
import resource
import threading
import time

log = logging.getLogger(__name__)

#: A threshold never reached: generations 1 and 2 are left to the schedule.
YOUNG_ONLY = 1 << 30


def peak_memory() -> int:
    """The process's peak resident memory (kilobytes on Linux; only ratios of it are used)."""
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss


class GcPolicy:
    """Let the collector walk only generation 0 by itself; collect everything when peak memory has
    grown by ``full_growth`` (a fraction) since the last full collection, or ``full_seconds`` have
    passed, looking every ``check_seconds``."""

    def __init__(self, check_seconds: float = 10.0, full_seconds: float = 3600.0, full_growth: float = 0.5) -> None:
        if check_seconds <= 0 or full_seconds < check_seconds or full_growth <= 0:
            raise ValueError(f"look every {check_seconds!r} s, collect all every {full_seconds!r} s or after "
                             f"a growth of {full_growth!r}: all > 0, and the full collection no more often than "
                             "the look")
        self.check_seconds = check_seconds
        self.full_seconds = full_seconds
        self.full_growth = full_growth
        self._last_full = time.monotonic()
        self._base = peak_memory()
        self._threshold = gc.get_threshold()
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None

    def collect_all(self) -> int:
        """Collect every generation (one full pause); answer the unreachable objects found."""
        start = time.perf_counter()
        found = gc.collect()
        log.debug("full collection: %d unreachable objects, %.0f ms", found, (time.perf_counter() - start) * 1e3)
        self._base = peak_memory()
        return found

    def step(self, now: float, memory: int | None = None) -> bool:
        """Collect everything if it is due at ``now`` (a :func:`time.monotonic` reading) with peak
        memory ``memory`` (measured when not given); answer whether it was."""
        memory = peak_memory() if memory is None else memory
        if memory > self._base * (1 + self.full_growth) or now - self._last_full >= self.full_seconds:
            self._last_full = now
            self.collect_all()
            return True
        return False

    def start(self) -> None:
        """Collect what start-up left, hand generations 1 and 2 to the schedule, and keep to it in
        a daemon thread."""
        gc.collect()
        self._base = peak_memory()
        gc.set_threshold(self._threshold[0], YOUNG_ONLY, YOUNG_ONLY)
        self._thread = threading.Thread(target=self._run, name="ogallala-gc", daemon=True)
        self._thread.start()

    def stop(self) -> None:
        """End the schedule and give the collector its thresholds back."""
        self._stop.set()
        if self._thread is not None:
            self._thread.join(timeout=5)
        gc.set_threshold(*self._threshold)

    def _run(self) -> None:
        while not self._stop.wait(self.check_seconds):
            try:
                self.step(time.monotonic())
            except Exception:  # never let the schedule die quietly
                log.exception("the collector's schedule failed")
