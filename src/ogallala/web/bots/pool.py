"""Bot decisions in worker processes, so a searching bot never stalls the event loop or other games.

A server bot is seeded from (game, seat, seq) and thinks with an iteration budget, never a clock,
so a decision that is made again (after a crash, or in another process) is the same decision.
"""

from __future__ import annotations

import asyncio
import contextlib
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


class BotPool:
    """A lazily started pool of worker processes for bot decisions and hints."""

    def __init__(self, workers: int) -> None:
        self.workers = workers
        self._pool: ProcessPoolExecutor | None = None

    def _executor(self) -> ProcessPoolExecutor:
        if self._pool is None:
            self._pool = ProcessPoolExecutor(self.workers, mp_context=multiprocessing.get_context("spawn"),
                                             initializer=end_with_parent)
        return self._pool

    async def decide(self, spec: str, view: View, legal: list[int], seed: int) -> int:
        loop = asyncio.get_running_loop()
        try:
            return await loop.run_in_executor(self._executor(), decide, spec, view, legal, seed)
        except BrokenProcessPool:
            self._pool = None  # a worker died (killed, out of memory): start a fresh pool and try once more
            return await loop.run_in_executor(self._executor(), decide, spec, view, legal, seed)

    async def run(self, fn: Callable[..., T], *args: Any) -> T:
        """``fn(*args)`` in a worker process (picklable function and arguments): long work off the loop."""
        loop = asyncio.get_running_loop()
        try:
            return await loop.run_in_executor(self._executor(), fn, *args)
        except BrokenProcessPool:
            self._pool = None
            return await loop.run_in_executor(self._executor(), fn, *args)

    def close(self) -> None:
        """Stop the workers and wait for them (a decision under way ends within its iteration budget), so
        that their semaphores are released, not reported as leaked at exit."""
        if self._pool is not None:
            self._pool.shutdown(wait=True, cancel_futures=True)
            self._pool = None
