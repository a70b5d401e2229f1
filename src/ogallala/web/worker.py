"""``ogallala worker``: bot decisions, clock stand-ins and game analyses as jobs, taken from the database by
worker processes on any machine (``serve --bot-work workers``, PostgreSQL and Redis).

The queue is the database itself, so it survives any crash: a running game whose bot should act or
whose clock ran out is due (``games.bot_due`` and ``games.deadline``, written in the same transaction as
the action that made it due), and an analysis asked for is a row of ``analyses`` in status ``queued``.
A worker takes due games with ``SELECT … FOR UPDATE SKIP LOCKED`` and marks them with a lease
(``work_by``, ``work_until``); it gives the lease back when the decision is committed. A worker that
dies holds its lease until it runs out, and then another worker takes the game. A decision made twice
is the same decision (bots are seeded from game, seat and seq and think with an iteration budget), and
it is committed once: the commit names the seq it follows, so the second one is refused. An analysis
is claimed the same way and kept alive by its progress; one not updated for a lease is taken over.
The statements that lease games and claim analyses are :mod:`.storage.work`'s.

A worker commits like any server process (:class:`.sync.TableSync`): through the database, then the
fan-out through Redis, so the servers push the move to the table's players.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import logging
import os
import socket
import time
from dataclasses import dataclass, field

from .bots.pool import BotPool
from .compose import compose
from .errors import DatabaseUnavailable, TableNotFound
from .learning.analyses import Analyses, analysis_stale
from .realtime.fanout import RedisFanout
from .settings import Settings
from .storage.repository import Database
from .storage.work import WorkRepository
from .tables.service import Service
from .tables.table import PLAYING_KINDS

log = logging.getLogger("ogallala.web")


def worker_name() -> str:
    """This worker's name in the leases it holds: host and process."""
    return f"{socket.gethostname()[:40]}:{os.getpid()}"


@dataclass
class WorkerStats:
    """What a worker did (``ogallala worker`` logs it now and then)."""

    decisions: int = 0  # bot decisions and clock stand-ins committed
    lost: int = 0  # decisions made but not committed (another was first: a lease taken over, a person acted)
    analyses: int = 0
    started: float = field(default_factory=time.monotonic)


class Worker:
    """Takes due games and queued analyses and does them, ``slots`` games and one analysis at a time."""

    def __init__(self, service: Service, analyses: Analyses, name: str, slots: int, poll_seconds: float = 0.1) -> None:
        self.service = service
        self.analyses = analyses
        self.settings = service.settings
        self.db = service.db
        self.jobs = WorkRepository(service.db)
        self.name = name
        self.slots = max(1, slots)
        self.poll_seconds = poll_seconds
        self.stats = WorkerStats()
        self._games: dict[str, asyncio.Task[None]] = {}
        self._analysis: asyncio.Task[None] | None = None
        self._wake = asyncio.Event()
        self._renewed = self._tidied = 0.0

    async def run(self, stop: asyncio.Event | None = None) -> None:
        """Take and do jobs until ``stop`` is set (or for ever), then give back the leases held."""
        stop = stop or asyncio.Event()
        try:
            while not stop.is_set():
                try:
                    await self.take()
                except DatabaseUnavailable as e:
                    log.warning("the worker waits for the database: %s", e)
                    await asyncio.sleep(1.0)
                self._wake.clear()
                with contextlib.suppress(asyncio.TimeoutError):
                    await asyncio.wait_for(self._wake.wait(), self.poll_seconds)
        finally:
            await self.close()

    async def take(self) -> None:
        """One look at the queue: lease due games for the free slots, and a queued analysis if none runs."""
        now = time.time()
        if self.settings.idle_table_seconds and now - self._tidied >= 60:  # games it no longer works at
            self.service.store.evict_idle(self.settings.idle_table_seconds)
            self._tidied = now
        lease = self.settings.work_lease_seconds
        if self._games and now - self._renewed >= lease / 3:  # a long decision keeps its game
            await self.db.run(self.jobs.renew, list(self._games), self.name, now + lease)
            self._renewed = now
        free = self.slots - len(self._games)
        if free > 0:
            for game_id in await self.db.run(self.jobs.claim_games, self.name, now, now + lease, free):
                if game_id in self._games:  # our own lease ran out while we work on it: we are at it still
                    continue
                task = asyncio.create_task(self._game(game_id))
                self._games[game_id] = task
                task.add_done_callback(functools.partial(self._finished, game_id))
        if self._analysis is None:
            job = await self.db.run(self.jobs.claim_analysis, now, now - analysis_stale(self.settings))
            if job is not None:
                self._analysis = asyncio.create_task(self._analyse(*job))

    def _finished(self, game_id: str, task: asyncio.Task[None]) -> None:
        self._games.pop(game_id, None)
        self._wake.set()  # a slot is free: look again at once

    async def _game(self, game_id: str) -> None:
        """The due decision of ``game_id``: its bot's, or a stand-in's where its clock ran out."""
        svc = self.service
        try:
            try:
                table = await svc.store.get(game_id)
            except TableNotFound:
                return
            async with table.lock:
                await svc.store.sync(table, force=True)
            seat, now = table.deciding(), time.time()
            if seat is None or table.status != "running":
                return
            kind = table.seats[seat].kind
            if kind == "bot" and table.row.bot_due is not None and table.row.bot_due <= now:
                actor = "bot"
            elif kind in PLAYING_KINDS and table.row.deadline is not None and table.row.deadline <= now:
                actor = "clock"
            else:
                return  # no longer due (a person acted, a seat changed)
            seq = table.seq
            await svc.scheduler.bot_turn(table, seq, 0.0, actor)
            if table.seq > seq:
                self.stats.decisions += 1
            else:
                self.stats.lost += 1
        except asyncio.CancelledError:
            raise
        except DatabaseUnavailable as e:
            log.warning("the worker's job at game %s waits for the database: %s", game_id, e)
        except Exception:
            log.exception("the worker's job at game %s failed", game_id)
        finally:
            with contextlib.suppress(Exception):
                await self.db.run(self.jobs.release_game, game_id, self.name)

    async def _analyse(self, game_id: str, seat: int) -> None:
        try:
            await self.analyses.compute(game_id, seat)
            self.stats.analyses += 1
        except asyncio.CancelledError:
            raise
        except Exception:
            log.exception("the worker's analysis of game %s seat %d failed", game_id, seat)
        finally:
            self._analysis = None
            self._wake.set()

    async def close(self) -> None:
        """Stop the jobs under way and give their leases back, so other workers take them at once."""
        tasks = [*self._games.values(), *([self._analysis] if self._analysis else [])]
        for t in tasks:
            t.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)


async def run_worker(settings: Settings, slots: int, poll_seconds: float, stop: asyncio.Event | None = None) -> None:
    """A worker process's life: the database, the fan-out and the service, then jobs until ``stop``."""
    assert settings.redis_url is not None, "Settings checks it for bot_work='workers'"
    db = Database(settings.database_url)
    await asyncio.to_thread(db.migrate)
    # The fan-out only publishes here (the nodes push the moves to their players): a worker follows no
    # table, so it does not listen to every table's messages, and reads each game it takes afresh.
    services = compose(settings, db, RedisFanout(settings.redis_url), BotPool(slots))
    svc = services.tables
    svc.scheduler.sync = svc.sync
    worker = Worker(svc, services.analyses, worker_name(), slots, poll_seconds)
    report = asyncio.create_task(_report(worker))
    try:
        await worker.run(stop)
    finally:
        report.cancel()
        await services.close()
        await db.aclose()
        db.close()


async def _report(worker: Worker, every: float = 60.0) -> None:
    while True:
        await asyncio.sleep(every)
        s = worker.stats
        log.info("worker %s: %d decisions (%.2f/s), %d made twice and not committed, %d analyses",
                 worker.name, s.decisions, s.decisions / max(1e-9, time.monotonic() - s.started), s.lost, s.analyses)
