"""What a table's pending decision waits for (its clock's deadline, its bot's turn) and the tasks a
service runs on its own: shared by the scheduler (:mod:`.scheduler`) and the commits (:mod:`.sync`),
which the scheduler calls; apart from both, so that neither imports the other in a circle."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Coroutine
from typing import Any

from ...game import Game
from ..errors import DatabaseUnavailable
from ..storage.rows import SeatRow

log = logging.getLogger("ogallala.web")

#: A table's pace: how long its bots let the previous move be seen before they act, as shares of the
#: server's ``bot_delay`` (0.6 s by default: fast 0.09 s, normal 0.24 s, slow 0.9 s). A bot thinks
#: during that pause, so a slow bot's move takes its thinking time, not the two added.
PACES: dict[str, float] = {"fast": 0.15, "normal": 0.4, "slow": 1.5}
PACE = "normal"


def pace_delay(bot_delay: float, pace: str) -> float:
    """The pause before a bot's move at a table of ``pace`` (see :data:`PACES`)."""
    return bot_delay * PACES.get(pace, PACES[PACE])


def timers(status: str, game: Game, seats: list[SeatRow], turn_seconds: int | None, now: float,
           bot_delay: float) -> tuple[float | None, float | None]:
    """(deadline, bot_due) for the decision pending after a change."""
    if status != "running" or game.is_over():
        return None, None
    seat = game.current_seat
    assert seat is not None
    if seats[seat].kind == "bot":
        return None, now + bot_delay
    return (now + turn_seconds if turn_seconds else None), None


class Background:
    """The tasks a service runs on its own, cancelled together when it closes."""

    def __init__(self) -> None:
        self._tasks: set[asyncio.Task[None]] = set()

    def spawn(self, coro: Coroutine[Any, Any, None]) -> asyncio.Task[None]:
        task: asyncio.Task[None] = asyncio.create_task(coro)
        self._tasks.add(task)
        task.add_done_callback(self._done)
        return task

    def _done(self, task: asyncio.Task[None]) -> None:
        """Forget a finished task, and say how it failed (the database away in one line)."""
        self._tasks.discard(task)
        if task.cancelled():
            return
        e = task.exception()
        if isinstance(e, DatabaseUnavailable):
            log.warning("a background task waits for the database: %s", e)
        elif e is not None:
            log.error("a background task failed", exc_info=e)

    async def cancel(self, *more: asyncio.Task[None] | None) -> None:
        tasks = [t for t in (*self._tasks, *more) if t is not None]
        for t in tasks:
            t.cancel()
        for t in tasks:
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await t
