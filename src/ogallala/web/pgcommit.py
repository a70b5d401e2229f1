"""The hot path on PostgreSQL: an action committed in one statement, one round trip, on the event loop.

Every other statement of the server goes through SQLAlchemy on worker threads (:class:`.Database`).
An action's commit is the one that runs for every move, and there the thread hop and the four round
trips of a transaction (``BEGIN``, ``UPDATE``, ``INSERT``, ``COMMIT``) cost more than the work:
about 260 µs of the process's CPU per commit, against about 80 µs for this statement on an
asynchronous psycopg connection (measured on this machine; docs/performance.md). The statement is atomic
by itself: the table's row moves on only if it is still at the expected version and seq, and the
action (and the note, if any) is inserted only from that row (``FROM adv``), so a stale writer
inserts nothing and sees 0 rows.

A pooled connection that the server dropped (PostgreSQL restarted, the connection terminated) fails
its statement before anything runs there; the pool is then checked and the statement sent once more
on a good connection. Should the first attempt have been committed after all (the connection lost
after the commit, before its answer), the second finds the row moved on and answers False, as for
any writer that came second: nothing is committed twice. While PostgreSQL cannot be reached the
commit raises :class:`.DatabaseUnavailable` (503) within ``wait_seconds``.
"""

from __future__ import annotations

import asyncio
import json
import logging
from typing import Any

import psycopg
from psycopg import AsyncConnection
from psycopg_pool import AsyncConnectionPool, PoolTimeout

from .errors import DatabaseUnavailable
from .repository import ActionRow, NoteRow, first_line, unavailable

log = logging.getLogger("ogallala.web")

_ADVANCE = ("UPDATE games SET seq = %(next_seq)s, version = %(next_version)s, status = %(status)s, "
            "deadline = %(deadline)s, bot_due = %(bot_due)s, updated = %(updated)s "
            "WHERE id = %(id)s AND version = %(version)s AND seq = %(seq)s RETURNING id")
_INSERT_ACTION = ("INSERT INTO actions (game_id, seq, seat, action, actor, at) "
                  "SELECT id, %(seq)s, %(seat)s, %(action)s, %(actor)s, %(at)s FROM adv")
#: The action alone, and the action with a note: the note's INSERT is a data-modifying WITH part, which
#: PostgreSQL runs exactly once, with the same snapshot, whether or not the main statement reads it.
COMMIT_ACTION = f"WITH adv AS ({_ADVANCE}) {_INSERT_ACTION}"
COMMIT_ACTION_WITH_NOTE = (f"WITH adv AS ({_ADVANCE}), note AS (INSERT INTO notes (game_id, n, seq, data, at) "
                           f"SELECT id, %(note_n)s, %(note_seq)s, %(note_data)s, %(note_at)s FROM adv) "
                           f"{_INSERT_ACTION}")


def conninfo(sqlalchemy_url: str) -> str:
    """libpq's connection string of a SQLAlchemy PostgreSQL URL (``postgresql+psycopg://...`` too)."""
    from sqlalchemy.engine import make_url

    u = make_url(sqlalchemy_url)
    return u.set(drivername="postgresql").render_as_string(hide_password=False)


class PostgresCommits:
    """Actions committed through a small pool of asynchronous psycopg connections (autocommit)."""

    def __init__(self, url: str, max_size: int = 4, wait_seconds: float = 5.0) -> None:
        self.url = url
        self.max_size = max_size
        self.wait_seconds = wait_seconds
        self._pool: AsyncConnectionPool[AsyncConnection[Any]] | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._opening: asyncio.Lock | None = None

    async def _get_pool(self) -> AsyncConnectionPool[AsyncConnection[Any]]:
        loop = asyncio.get_running_loop()
        if self._pool is not None and self._loop is loop:
            return self._pool
        if self._loop is not loop:  # a pool belongs to its event loop (a server has one; tests may have several)
            self._pool, self._loop, self._opening = None, loop, asyncio.Lock()
        assert self._opening is not None
        async with self._opening:
            if self._pool is None:
                pool: AsyncConnectionPool[AsyncConnection[Any]] = AsyncConnectionPool(
                    conninfo(self.url), min_size=1, max_size=self.max_size, open=False, timeout=self.wait_seconds,
                    kwargs={"autocommit": True, "connect_timeout": max(1, int(self.wait_seconds))},
                    name="ogallala-commits")
                await pool.open(wait=False)
                self._pool = pool
        return self._pool

    async def commit_action(self, game_id: str, version: int, action: ActionRow, status: str,
                            deadline: float | None, bot_due: float | None, note: NoteRow | None = None) -> bool:
        """As :meth:`.Repository.commit_action`: True if committed, False if another change came first."""
        params: dict[str, Any] = {
            "id": game_id, "version": version, "seq": action.seq, "next_seq": action.seq + 1,
            "next_version": version + 1, "status": status, "deadline": deadline, "bot_due": bot_due,
            "updated": action.at, "seat": action.seat, "action": action.action, "actor": action.actor,
            "at": action.at}
        sql = COMMIT_ACTION
        if note is not None:
            sql = COMMIT_ACTION_WITH_NOTE
            params.update(note_n=note.n, note_seq=note.seq, note_data=json.dumps(note.data), note_at=note.at)
        pool = await self._get_pool()
        for attempt in (1, 2):
            try:
                async with pool.connection() as conn:
                    cur = await conn.execute(sql, params, prepare=True)
                    return cur.rowcount == 1
            except PoolTimeout as e:
                raise DatabaseUnavailable(unavailable(e)) from e
            except psycopg.OperationalError as e:
                if attempt == 2:
                    raise DatabaseUnavailable(unavailable(e)) from e
                # a connection the server dropped: drop every such one, then once more on a good one
                log.info("a database connection was lost (%s); checking the pool and trying again", first_line(e))
                try:
                    await asyncio.wait_for(pool.check(), self.wait_seconds)
                except (TimeoutError, psycopg.Error) as e2:
                    raise DatabaseUnavailable(unavailable(e2)) from e
        raise AssertionError("unreachable")

    async def close(self) -> None:
        pool, self._pool = self._pool, None
        if pool is not None and self._loop is asyncio.get_running_loop():
            await pool.close()
