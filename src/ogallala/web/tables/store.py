"""The tables this process holds in memory: each rebuilt from its record on first use, kept while in use."""

from __future__ import annotations

import asyncio
import time
from collections import OrderedDict
from collections.abc import Callable

from ..errors import TableNotFound
from ..storage.repository import Database
from ..storage.rows import Snapshot
from .table import Table


def is_busy(table: Table) -> bool:
    """Whether work is under way at ``table`` (its lock is held, or its bot thinks)."""
    return table.lock.locked() or (table.bot_task is not None and not table.bot_task.done())


class TableStore:
    """At most ``size`` tables, least recently used first out, never one that is followed or busy; and
    none that nobody follows or used for a while (:meth:`evict_idle`): the database holds its state.

    ``shared``: other processes write to the same database, so a table is brought up to it
    (:meth:`sync`) before it is read or changed.
    """

    def __init__(self, db: Database, size: int, shared: bool, is_followed: Callable[[str], bool]) -> None:
        self.db = db
        self.repo = db.repo
        self.size = size
        self.shared = shared
        self.is_followed = is_followed
        self.tables: OrderedDict[str, Table] = OrderedDict()  # least recently used first
        self.used: dict[str, float] = {}  # when each was last asked for (time.monotonic)
        self._loading: dict[str, asyncio.Future[Table]] = {}

    def held(self, game_id: str) -> Table | None:
        """The table if this process holds it (no database read)."""
        return self.tables.get(game_id)

    async def get(self, game_id: str) -> Table:
        """The table ``game_id``, loaded once however many ask at the same time; raises TableNotFound."""
        table = self.tables.get(game_id)
        if table is not None:
            self.tables.move_to_end(game_id)
            self.used[game_id] = time.monotonic()
            return table
        pending = self._loading.get(game_id)
        if pending is not None:
            return await asyncio.shield(pending)
        fut: asyncio.Future[Table] = asyncio.get_running_loop().create_future()
        self._loading[game_id] = fut
        try:
            table = Table.from_snapshot(await self.snapshot(game_id))
            self.add(table)
            fut.set_result(table)
            return table
        except BaseException as e:
            fut.set_exception(e)
            fut.exception()  # retrieved: no "never retrieved" warning when nobody else waited
            raise
        finally:
            del self._loading[game_id]

    async def snapshot(self, game_id: str) -> Snapshot:
        snap = await self.db.run(self.repo.load, game_id)
        if snap is None:
            raise TableNotFound(f"no game {game_id!r}")
        return snap

    def add(self, table: Table) -> None:
        self.tables[table.id] = table
        self.tables.move_to_end(table.id)
        self.used[table.id] = time.monotonic()
        while len(self.tables) > self.size:
            for gid, t in self.tables.items():
                if not self.is_followed(gid) and not is_busy(t):
                    self.drop(gid)
                    break
            else:
                return

    def drop(self, game_id: str) -> None:
        self.tables.pop(game_id, None)
        self.used.pop(game_id, None)

    def evict_idle(self, idle_seconds: float, now: float | None = None) -> int:
        """Drop every table that nobody follows, nothing works at, and nobody asked for in ``idle_seconds``
        (a game waiting for a correspondence move, a finished one looked at once): a process holds only
        the tables in play, and the next use rebuilds one from the database. Answers how many went."""
        now = time.monotonic() if now is None else now
        gone = []
        for gid, t in self.tables.items():  # least recently used first: stop at the first recent one
            if now - self.used.get(gid, now) < idle_seconds:
                break
            if not self.is_followed(gid) and not is_busy(t):
                gone.append(gid)
        for gid in gone:
            self.drop(gid)
        return len(gone)

    def release(self, table: Table) -> None:
        """Drop a finished table from memory once nobody follows it (its record, replay and rematch
        rebuild it from the database on demand)."""
        if table.status == "over" and not self.is_followed(table.id) and not is_busy(table):
            self.drop(table.id)

    async def sync(self, table: Table, force: bool = False, notes: bool = False) -> None:
        """Bring a held table up to the database (only needed when other processes write too); ``notes``:
        read every note of its log again (another process rewrote some), not only those after ours."""
        if not (self.shared or force):
            return
        version = await self.db.run(self.repo.version, table.id)
        if version is None:
            self.drop(table.id)
            raise TableNotFound(f"no game {table.id!r}")
        if version == table.row.version and not notes:  # (a look in between may have taken the version)
            return
        snap = await self.db.run(self.repo.load, table.id, table.seq, 0 if notes else len(table.notes))
        if snap is None:
            raise TableNotFound(f"no game {table.id!r}")
        if notes:
            table.notes = []
        table.extend(snap.actions, snap.notes)
        table.row, table.seats = snap.game, snap.seats
