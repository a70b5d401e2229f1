"""Bot decisions in worker processes, so a searching bot never stalls the event loop or other games.

A server bot is seeded from (game, seat, seq) and thinks with an iteration budget, never a clock,
so a decision that is made again (after a crash, or in another process) is the same decision.
"""

from __future__ import annotations

import asyncio
import contextlib
import heapq
import itertools
import multiprocessing
import os
import signal
import sys
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any, TypeVar

from ... import Action, View
from ...ai import Budget, game_bot_seed, make_bot

LEVELS = ("random", "easy", "medium", "hard", "expert")
T = TypeVar("T")


def bot_spec(level: str, hard_iterations: int) -> str:
    """The bot spec a seat of ``level`` plays with (hard gets an iteration budget; expert has its own per
    table; both take their weights per table from ``ogallala/ai/expert_weights.json``)."""
    return f"hard:iterations={hard_iterations}" if level == "hard" else level


def decide(spec: str, view: View, legal: list[int], seed: int) -> int:
    """The action code bot ``spec`` seeded with ``seed`` chooses (runs in a worker process)."""
    bot = make_bot(spec, seed)
    action = bot.choose(view, [Action.from_code(c) for c in legal], Budget(seconds=None))
    return action.code


def seat_seed(game_id: str, seat: int, seq: int, purpose: str = "seat") -> int:
    return game_bot_seed(f"{purpose}:{game_id}", seat, seq)


def end_with_parent() -> None:
    """In a bot process: end when the process that started it dies, even by SIGKILL (Linux), so that no
    bot process outlives its server or worker."""
    if sys.platform.startswith("linux"):
        with contextlib.suppress(Exception):
            import ctypes

            ctypes.CDLL(None, use_errno=True).prctl(1, signal.SIGTERM)  # PR_SET_PDEATHSIG
            if os.getppid() == 1:  # the parent died before we asked
                os._exit(1)


#: What a job in the bot workers is for, most urgent first: a bot's move at a live table (or a clock's
#: stand-in), a person's hint, a step of a finished game's analysis.
LIVE, HINT, ANALYSIS = 0, 1, 2
PRIORITIES = {"live": LIVE, "hint": HINT, "analysis": ANALYSIS}


class BotPool:
    """A lazily started pool of worker processes for bot decisions, hints and analyses.

    Jobs wait in one queue by priority (:data:`LIVE` first, then :data:`HINT`, then :data:`ANALYSIS`;
    first come first served within one), not in the executor's own first-in-first-out queue, so that
    a bot's move at a live table never waits behind a crowd of hints or analyses. Hints and analyses
    together hold at most ``background`` of the processes at once (half the workers, at least one), and
    there is always a process they cannot take: a live move waits at most for another live move, never
    for the work of the finished games."""

    def __init__(self, workers: int, background: int | None = None) -> None:
        self.workers = max(1, workers)
        self.background = max(1, background if background is not None else self.workers // 2)
        #: processes: the workers, and one more where the background would otherwise hold them all
        self.processes = max(self.workers, self.background + 1)
        self._pool: ProcessPoolExecutor | None = None
        self._waiting: list[tuple[int, int, asyncio.Future[None]]] = []  # a heap: (priority, order, grant)
        self._order = itertools.count()
        self._busy = 0
        self._busy_background = 0

    def _executor(self) -> ProcessPoolExecutor:
        if self._pool is None:
            self._pool = ProcessPoolExecutor(self.processes, mp_context=multiprocessing.get_context("spawn"),
                                             initializer=end_with_parent)
        return self._pool

    # -- the queue

    @property
    def queued(self) -> dict[str, int]:
        """Jobs waiting for a process, by priority's name (for tests and the server's report)."""
        names = {v: k for k, v in PRIORITIES.items()}
        counts = dict.fromkeys(PRIORITIES, 0)
        for priority, _, grant in self._waiting:
            if not grant.done():
                counts[names[priority]] += 1
        return counts

    def _may_start(self, priority: int) -> bool:
        if priority == LIVE:
            return self._busy < self.processes and self._busy - self._busy_background < self.workers
        return self._busy < self.processes and self._busy_background < self.background

    def _take(self, priority: int) -> None:
        self._busy += 1
        if priority != LIVE:
            self._busy_background += 1

    def _give_back(self, priority: int) -> None:
        self._busy -= 1
        if priority != LIVE:
            self._busy_background -= 1
        self._grant()

    def _grant(self) -> None:
        """Start the waiting jobs that may start now, most urgent first. Live moves sort before the
        background, so a background job at the head that may not start means none behind it may."""
        while self._waiting:
            priority, _, grant = self._waiting[0]
            if grant.done():  # its caller gave up waiting
                heapq.heappop(self._waiting)
                continue
            if not self._may_start(priority):
                return
            heapq.heappop(self._waiting)
            self._take(priority)
            grant.set_result(None)

    async def _slot(self, priority: int) -> None:
        if not self._waiting and self._may_start(priority):
            self._take(priority)
            return
        grant: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        heapq.heappush(self._waiting, (priority, next(self._order), grant))
        self._grant()
        try:
            await grant
        except asyncio.CancelledError:
            if grant.done() and not grant.cancelled():  # granted as it was cancelled: hand the slot on
                self._give_back(priority)
            raise

    async def _in_process(self, priority: int, fn: Callable[..., T], *args: Any) -> T:
        await self._slot(priority)
        loop = asyncio.get_running_loop()
        try:
            try:
                return await loop.run_in_executor(self._executor(), fn, *args)
            except BrokenProcessPool:
                self._pool = None  # a worker died (killed, out of memory): start a fresh pool and try once more
                return await loop.run_in_executor(self._executor(), fn, *args)
        finally:
            self._give_back(priority)

    # -- the jobs

    async def decide(self, spec: str, view: View, legal: list[int], seed: int, priority: int = LIVE) -> int:
        """The action code bot ``spec`` seeded with ``seed`` chooses (a live move unless ``priority``
        says it is a :data:`HINT`)."""
        return await self._in_process(priority, decide, spec, view, legal, seed)

    async def run(self, fn: Callable[..., T], *args: Any, priority: int = ANALYSIS) -> T:
        """``fn(*args)`` in a worker process (picklable function and arguments): long work off the loop,
        an analysis's unless ``priority`` says otherwise."""
        return await self._in_process(priority, fn, *args)

    def close(self) -> None:
        """Stop the workers and wait for them (a decision under way ends within its iteration budget), so
        that their semaphores are released, not reported as leaked at exit."""
        if self._pool is not None:
            self._pool.shutdown(wait=True, cancel_futures=True)
            self._pool = None
