"""How a server process uses Python's cycle collector, so that it does not stall the event loop.

A server with many open WebSockets holds many long-lived objects (a few hundred per connection, in
uvicorn, websockets and Starlette, plus every table's game), and CPython's collector walks them
while the event loop waits. Measured at 1,000 tables (3,000 connections,
docs/experiments/server-gc.md): a full collection took 370-450 ms and came every 25 s or so; a
collection of the two young generations took 15-50 ms every 2-3 s, longer as games grew, since
everything a live game holds is young for a while. Together they put the 99th percentile of the
push latency above 100 ms. Almost nothing of it was garbage: reference counting frees nearly
everything at once, and a full collection found a few dozen unreachable objects among 700,000.

So the collector walks only generation 0 by itself (the newest few hundred objects: cheap, and
where almost all cyclic garbage is found), and what outlives that is frozen (``gc.freeze``, which
costs nothing however many objects it moves) when the process's memory has grown by a tenth, with
no walk of it: a walk of everything that came since the last freeze found nothing to free once the
tables were made (0 unreachable objects at 1,000 tables) and cost a pause as long as that growth,
136-255 ms at 1,000 tables (docs/experiments/server-gc.md). Frozen objects are not walked by the
collections of generation 0.

Cycles among frozen objects that became garbage (and among objects that outlived generation 0 before
they were frozen) are freed only by a collection of everything, which
unfreezes it all and walks it in one pause of the old length (about 0.4 s at 1,000 tables). So that
pause comes only when it has something to answer: when peak memory has grown by half since the last
one (``all_growth``), which garbage the frozen objects hold shows as. There is little of it: a closed
WebSocket leaves no cycle (``web/tables/socket_routes.py``'s writer ends quietly when its socket is gone, rather than
with an exception whose traceback would tie the connection's objects into one), and an HTTP
connection's few cyclic objects are young when it closes. A server whose memory stays level never
walks everything again; one that grows walks everything a few times in its life (ten times from
100 MB to 6 GB). ``full_seconds`` adds a time after which everything is walked anyway (off by
default).
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
    """Let the collector walk only generation 0 by itself; freeze what outlives it when peak memory has
    grown by ``full_growth`` (a fraction) since the last freeze, and collect everything when it has
    grown by ``all_growth`` since the last collection of everything (or ``full_seconds`` have passed,
    if not 0), looking every ``check_seconds``; freeze what each collection leaves."""

    def __init__(self, check_seconds: float = 10.0, full_seconds: float = 0.0, full_growth: float = 0.1,
                 all_growth: float = 0.5) -> None:
        if (check_seconds <= 0 or full_seconds < 0 or (full_seconds and full_seconds < check_seconds)
                or not 0 < full_growth <= all_growth):
            raise ValueError(f"look every {check_seconds!r} s, collect what is new after a growth of "
                             f"{full_growth!r} and all after {all_growth!r} or {full_seconds!r} s: the look > 0, "
                             "0 < the first growth <= the second, and the time 0 (never) or no shorter than the look")
        self.check_seconds = check_seconds
        self.full_seconds = full_seconds
        self.full_growth = full_growth
        self.all_growth = all_growth
        self._last_full = time.monotonic()
        self._base = self._all_base = peak_memory()
        self._threshold = gc.get_threshold()
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None

    def collect_all(self) -> int:
        """Collect every object, the frozen ones too (one pause as long as the process is large), and
        freeze what is left; answer the unreachable objects found."""
        gc.unfreeze()
        found = self._collect(2, "full collection")
        self._all_base = self._base
        return found

    def collect_new(self, what: str = "collection of generation 0, the rest frozen") -> int:
        """Collect generation 0 and freeze everything else that is not frozen yet, unwalked (a
        collection of everything, :meth:`collect_all`, walks them all); answer the unreachable objects
        found."""
        return self._collect(0, what)

    def _collect(self, generation: int, what: str) -> int:
        start = time.perf_counter()
        found = gc.collect(generation)
        gc.freeze()
        log.debug("%s: %d unreachable objects, %.0f ms", what, found, (time.perf_counter() - start) * 1e3)
        self._base = peak_memory()
        return found

    def step(self, now: float, memory: int | None = None) -> bool:
        """Collect if it is due at ``now`` (a :func:`time.monotonic` reading) with peak memory ``memory``
        (measured when not given): everything if memory has grown by ``all_growth`` since that was last
        done (or ``full_seconds`` have passed), else generation 0 (freezing the rest) if memory has grown
        by ``full_growth`` since the last collection; answer whether it was."""
        memory = peak_memory() if memory is None else memory
        if (memory > self._all_base * (1 + self.all_growth)
                or (self.full_seconds and now - self._last_full >= self.full_seconds)):
            self._last_full = now
            self.collect_all()
            return True
        if memory > self._base * (1 + self.full_growth):
            self.collect_new()
            return True
        return False

    def start(self) -> None:
        """Collect what start-up left and freeze the rest, hand generations 1 and 2 to the schedule, and
        keep to it in a daemon thread."""
        gc.collect()
        gc.freeze()
        self._base = self._all_base = peak_memory()
        gc.set_threshold(self._threshold[0], YOUNG_ONLY, YOUNG_ONLY)
        self._thread = threading.Thread(target=self._run, name="ogallala-gc", daemon=True)
        self._thread.start()

    def stop(self) -> None:
        """End the schedule and give the collector its thresholds and its frozen objects back."""
        self._stop.set()
        if self._thread is not None:
            self._thread.join(timeout=5)
        gc.unfreeze()
        gc.set_threshold(*self._threshold)

    def _run(self) -> None:
        while not self._stop.wait(self.check_seconds):
            try:
                self.step(time.monotonic())
            except Exception:  # never let the schedule die quietly
                log.exception("the collector's schedule failed")
