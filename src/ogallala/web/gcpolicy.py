"""How a server process uses Python's cycle collector, so that it does not stall the event loop.

A server with many open WebSockets holds many long-lived objects (a few hundred per connection, in
uvicorn, websockets and Starlette), and CPython's full collection walks every one of them while the
event loop waits. With 1,000 tables (3,000 connections) one full collection took 370-400 ms and came
every 25 s or so, which alone put the 99th percentile of the push latency above 300 ms
(``bench/results/server_load.md``). So, as the :mod:`gc` documentation suggests for long-lived
objects, what is still alive after a while is frozen (:func:`gc.freeze`): the collector then walks
only what was made since. Objects freed by reference counting, almost all of them, are freed at
once whether frozen or not.

Freezing keeps cyclic garbage too: a closed connection leaves a few reference cycles (uvicorn's
protocol objects, the exceptions of the disconnect), and those were frozen while the connection
was open. So everything is unfrozen and collected at once when the frozen objects have grown by
half since the last full collection (at 1,000 tables that is every few minutes, instead of
twice a minute), or an hour has passed. The memory that frozen garbage holds is bounded that way.
"""

from __future__ import annotations

import gc
import logging
import threading
import time

log = logging.getLogger(__name__)


class GcPolicy:
    """Freeze the survivors every ``freeze_seconds``; unfreeze and collect all when the frozen
    objects have grown by ``full_growth`` (a fraction) since the last full collection, or
    ``full_seconds`` have passed."""

    def __init__(self, freeze_seconds: float = 10.0, full_seconds: float = 3600.0, full_growth: float = 0.5,
                 floor: int = 100_000) -> None:
        if freeze_seconds <= 0 or full_seconds < freeze_seconds or full_growth <= 0:
            raise ValueError(f"freeze every {freeze_seconds!r} s, collect all every {full_seconds!r} s or after "
                             f"a growth of {full_growth!r}: all > 0, and the full collection no more often than "
                             "the freeze")
        self.freeze_seconds = freeze_seconds
        self.full_seconds = full_seconds
        self.full_growth = full_growth
        self._last_full = time.monotonic()
        #: Frozen objects after the last full collection; ``floor`` keeps a small start-up heap from
        #: triggering full collections too often.
        self.floor = floor
        self._base = floor
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None

    def freeze(self) -> None:
        """Collect the young generations (cheap), then freeze everything that is left."""
        gc.collect(1)
        gc.freeze()

    def collect_all(self) -> int:
        """Unfreeze and collect everything (one full pause); then freeze the survivors again."""
        gc.unfreeze()
        start = time.perf_counter()
        found = gc.collect()
        log.debug("full collection: %d unreachable objects, %.0f ms", found, (time.perf_counter() - start) * 1e3)
        gc.freeze()
        self._base = max(self.floor, gc.get_freeze_count())
        return found

    def step(self, now: float) -> None:
        """What is due at ``now`` (a :func:`time.monotonic` reading)."""
        self.freeze()
        grown = gc.get_freeze_count() > self._base * (1 + self.full_growth)
        if grown or now - self._last_full >= self.full_seconds:
            self._last_full = now
            self.collect_all()

    def start(self) -> None:
        """Freeze what start-up made, then keep to the schedule in a daemon thread."""
        self.freeze()
        self._thread = threading.Thread(target=self._run, name="ogallala-gc", daemon=True)
        self._thread.start()

    def stop(self) -> None:
        self._stop.set()
        if self._thread is not None:
            self._thread.join(timeout=5)

    def _run(self) -> None:
        while not self._stop.wait(self.freeze_seconds):
            try:
                self.step(time.monotonic())
            except Exception:  # never let the schedule die quietly
                log.exception("the collector's schedule failed")
