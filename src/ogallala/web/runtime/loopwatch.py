"""How long the event loop stalls: a timer callback due every ``interval`` seconds records by how
much it came late (a plain callback rather than a sleeping task, which cost more). A late call is a
stall: a callback that held the loop (a collection, a long computation), during which no request,
push or clock of any table moved. ``bench/server_load.py`` reads it through ``GET
/api/server/loop`` (served with ``--loop-stats``)."""

from __future__ import annotations

import asyncio
import time
from collections import deque
from dataclasses import dataclass

#: Stalls at least this long are kept with their time (the most recent ``KEPT``).
NOTED_MS = 20.0
KEPT = 10_000


@dataclass(frozen=True)
class LoopStats:
    since: float  # epoch seconds: the stalls listed are those that ended at or after it
    checks: int  # wake-ups measured in all
    max_ms: float  # the longest stall since ``since`` (among those noted), 0.0 when none
    stalls: list[tuple[float, float]]  # (epoch seconds when it ended, milliseconds), oldest first


class LoopWatch:
    """Measures the event loop's stalls while running (start it on the loop it measures)."""

    def __init__(self, interval: float = 0.01) -> None:
        self.interval = interval
        self.checks = 0
        self.noted: deque[tuple[float, float]] = deque(maxlen=KEPT)
        self._loop: asyncio.AbstractEventLoop | None = None
        self._timer: asyncio.TimerHandle | None = None
        self._due = 0.0  # time.perf_counter() when the next call is due

    def start(self) -> None:
        self._loop = asyncio.get_running_loop()
        self._next()

    async def stop(self) -> None:
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None

    def _next(self) -> None:
        assert self._loop is not None
        self._due = time.perf_counter() + self.interval
        self._timer = self._loop.call_later(self.interval, self._tick)

    def _tick(self) -> None:
        late_ms = (time.perf_counter() - self._due) * 1000
        self.checks += 1
        if late_ms >= NOTED_MS:
            self.noted.append((time.time(), late_ms))
        self._next()

    def stats(self, since: float = 0.0) -> LoopStats:
        stalls = [(at, ms) for at, ms in self.noted if at >= since]
        return LoopStats(since, self.checks, max((ms for _, ms in stalls), default=0.0), stalls)
