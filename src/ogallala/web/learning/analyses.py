"""Analyses of finished games, a use case of the server's: ``GET /api/games/{id}/analysis?seat=N``
starts one (computed in the bot workers, a decision at a time, see :mod:`ogallala.ai.analysis`),
answers its progress while it runs, and gives it from the database once done (its row and its SQL:
:mod:`.storage.analyses`). One process computes each analysis (its row is the claim); a run cut off by
a stop is taken over after ``STALE_SECONDS``. With ``serve --bot-work workers`` the server only queues
it, and an ``ogallala worker`` computes it (:mod:`.worker`), taken over by another worker when it was
not heard of for a lease."""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Awaitable, Callable
from typing import Any

from ...ai.analysis import Analysis, Moment, decisions, moment
from ..bots.caps import WorkCaps
from ..bots.pool import BotPool, seat_seed
from ..errors import SeatNotFound
from ..settings import Settings
from ..storage.analyses import STALE_SECONDS, AnalysisRepository, AnalysisState
from ..storage.repository import Database

log = logging.getLogger("ogallala.web")


def analysis_stale(settings: Settings) -> float:
    """Seconds without progress after which a running analysis is taken over: a worker's lease where
    workers compute them (each step of the progress renews it)."""
    return settings.work_lease_seconds if settings.in_workers else STALE_SECONDS


class Analyses:
    """Analyses of finished games (module docstring)."""

    def __init__(self, db: Database, bots: BotPool, record: Callable[[str], Awaitable[dict[str, Any]]],
                 samples: int, workers: int, caps: WorkCaps | None = None, queued: bool = False) -> None:
        self.db = db
        self.repo = AnalysisRepository(db)
        self.bots = bots
        self.record = record  # the finished game's record (NotOver before, TableNotFound for none)
        self.samples = samples
        self.workers = max(1, workers)  # decisions measured at once (the pool's share for the background)
        self.caps = caps if caps is not None else WorkCaps("analyses", 2, 2, 60)
        self.queued = queued  # worker processes compute the analyses: the server queues them
        self.running: set[asyncio.Task[None]] = set()

    async def get(self, game_id: str, seat: int, address: str = "local") -> AnalysisState:
        record = await self.record(game_id)
        players = len(record["table"]["seats"])
        if not 0 <= seat < players:
            raise SeatNotFound(f"seat {seat} does not exist: seats are 0..{players - 1}")
        known = await self.db.run(self.repo.get, game_id, seat)
        if self.queued:
            if known is None:
                await self.db.run(self.repo.enqueue, game_id, seat, time.time())
                known = await self.db.run(self.repo.get, game_id, seat)
            return known if known is not None else AnalysisState("queued", 0, 0, None)
        if known is not None and (known.status == "done" or known.updated >= time.time() - STALE_SECONDS):
            return known  # done, or under way: asking again costs nothing and counts against no cap
        self.caps.take(address)  # a new one: within the address's and the process's caps, or refused
        try:
            todo = await self.bots.run(decisions, _bare(record), seat)
            claimed = await self.db.run(self.repo.claim, game_id, seat, len(todo), time.time())
        except BaseException:
            self.caps.give_back(address)
            raise
        if not claimed:  # another process computes it
            self.caps.give_back(address)
        else:
            task = asyncio.get_running_loop().create_task(self._work(game_id, seat, record, todo))
            self.running.add(task)
            task.add_done_callback(self.running.discard)
            task.add_done_callback(lambda _: self.caps.give_back(address))
        again = await self.db.run(self.repo.get, game_id, seat)
        return again if again is not None else AnalysisState("running", 0, len(todo), None)

    async def compute(self, game_id: str, seat: int) -> None:
        """Compute an analysis a worker has claimed (its row is ``running``), reporting progress."""
        record = await self.record(game_id)
        todo = await self.bots.run(decisions, _bare(record), seat)
        await self.db.run(self.repo.begin, game_id, seat, len(todo), time.time())
        await self._work(game_id, seat, record, todo)

    async def _work(self, game_id: str, seat: int, record: dict[str, Any], todo: list[int]) -> None:
        seed = seat_seed(game_id, seat, 0, "analysis")
        bare = _bare(record)
        moments: list[Moment] = []
        done = 0

        async def one(i: int) -> Moment:
            nonlocal done
            m = await self.bots.run(moment, bare, i, self.samples, 3, seed)
            done += 1  # progress at every decision: it also renews a worker's claim
            await self.db.run(self.repo.progress, game_id, seat, len(moments) + done, time.time())
            return m

        try:
            for k in range(0, len(todo), self.workers):  # as many decisions at once as there are workers
                done = 0
                moments.extend(await asyncio.gather(*(one(i) for i in todo[k:k + self.workers])))
            result = Analysis(seat, record["edition"], record["players"], self.samples, seed,
                              tuple(moments)).to_json()
            await self.db.run(self.repo.finish, game_id, seat, result, time.time())
        except Exception:  # logged; the row goes, so asking again starts afresh
            log.exception("the analysis of game %s seat %d failed", game_id, seat)
            await self.db.run(self.repo.drop, game_id, seat)

    async def close(self) -> None:
        for task in list(self.running):
            task.cancel()
        await asyncio.gather(*self.running, return_exceptions=True)


def _bare(record: dict[str, Any]) -> dict[str, Any]:
    """The game record without the table's facts (what the engine replays)."""
    return {k: v for k, v in record.items() if k != "table"}
