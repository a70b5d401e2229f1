"""The hot path on PostgreSQL: an action committed in one statement, one round trip, on the event loop.

Every other statement of the server goes through SQLAlchemy on worker threads (:class:`.Database`).
An action's commit is the one that runs for every move, and there the thread hop and the four round
trips of a transaction (``BEGIN``, ``UPDATE``, ``INSERT``, ``COMMIT``) cost more than the work:
about 260 µs of the process's CPU per commit, against about 80 µs for this statement on an
asynchronous psycopg connection (measured on this machine; docs/experiments/server-scale-out.md).
The statement is atomic
by itself: the table's row moves on only if it is still at the expected version and seq, and the
action (and the note, if any) is inserted only from that row (``FROM adv``), so a stale writer
inserts nothing and sees 0 rows.

The connections are a few of its own (:class:`Connections`), not psycopg_pool's: a statement through
that pool cost 25-85 µs more CPU (median about 45 µs) than on a connection held by the caller in a
microbenchmark on this machine; a list's pop and append here cost next to nothing
(docs/experiments/server-pg-pool-cost.md).

A connection that the server dropped (PostgreSQL restarted, the connection terminated) fails its
statement before anything runs there; every idle connection is then closed (they were most likely
cut too) and the statement sent once more on a new one. Should the first attempt have been committed
after all (the connection lost after the commit, before its answer), the second finds the row moved
on and answers False, as for any writer that came second: nothing is committed twice. While
PostgreSQL cannot be reached the commit raises :class:`.DatabaseUnavailable` (503) within
``wait_seconds``.
"""

from __future__ import annotations

import asyncio
import json
import logging
from typing import Any

import psycopg
from psycopg import AsyncConnection

from ..errors import DatabaseUnavailable
from .rows import NO_LEASE, ActionRow, NoteRow, first_line, unavailable

log = logging.getLogger("ogallala.web")

_ADVANCE = ("UPDATE games SET seq = %(next_seq)s, version = %(next_version)s, status = %(status)s, "
            "deadline = %(deadline)s, bot_due = %(bot_due)s, updated = %(updated)s, "
            "lease_until = CASE WHEN lease_by = %(holder)s THEN %(lease_until)s ELSE lease_until END "
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


class Connections:
    """Up to ``max_size`` autocommit connections of one event loop: one is taken for a statement and given
    back after it; once all are taken, the next waits for one (``wait_seconds`` at most)."""

    def __init__(self, url: str, max_size: int, wait_seconds: float) -> None:
        self.conninfo = conninfo(url)
        self.max_size = max_size
        self.wait_seconds = wait_seconds
        self._idle: list[AsyncConnection[Any]] = []
        self._opened = 0  # idle, taken, or being opened
        self._waiting: list[asyncio.Future[None]] = []
        self._closed = False

    async def take(self) -> AsyncConnection[Any]:
        """An idle connection, a new one if there are fewer than ``max_size``, or the next given back.
        Raises DatabaseUnavailable when none can be had in ``wait_seconds``."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + self.wait_seconds
        while True:
            if self._idle:
                return self._idle.pop()
            if self._opened < self.max_size:
                self._opened += 1
                try:
                    return await asyncio.wait_for(AsyncConnection.connect(
                        self.conninfo, autocommit=True, connect_timeout=max(1, int(self.wait_seconds))),
                        max(0.0, deadline - loop.time()))
                except BaseException as e:
                    self._opened -= 1
                    self._wake()  # a waiter may open one now
                    if isinstance(e, (psycopg.Error, TimeoutError, OSError)):
                        raise DatabaseUnavailable(unavailable(e)) from e
                    raise
            waiter = loop.create_future()
            self._waiting.append(waiter)
            try:
                await asyncio.wait_for(waiter, max(0.0, deadline - loop.time()))
            except TimeoutError as e:
                raise DatabaseUnavailable(unavailable(TimeoutError(
                    f"all {self.max_size} connections busy for {self.wait_seconds:g} s"))) from e
            finally:
                if waiter in self._waiting:
                    self._waiting.remove(waiter)

    def give_back(self, conn: AsyncConnection[Any]) -> None:
        """A connection after its statement: kept for the next, or dropped if it is broken or closed."""
        if self._closed or conn.closed or conn.broken:
            self._opened -= 1
            if not conn.closed:
                self._spawn_close(conn)
        else:
            self._idle.append(conn)
        self._wake()

    def drop_idle(self) -> None:
        """Close every idle connection (after one was found cut: the others most likely were too)."""
        idle, self._idle = self._idle, []
        self._opened -= len(idle)
        for conn in idle:
            self._spawn_close(conn)

    def _wake(self) -> None:
        for waiter in self._waiting:
            if not waiter.done():
                waiter.set_result(None)
                return

    @staticmethod
    def _spawn_close(conn: AsyncConnection[Any]) -> None:
        asyncio.get_running_loop().create_task(_close_quietly(conn))

    async def close(self) -> None:
        self._closed = True
        idle, self._idle = self._idle, []
        self._opened -= len(idle)
        for conn in idle:
            await _close_quietly(conn)


async def _close_quietly(conn: AsyncConnection[Any]) -> None:
    try:
        await conn.close()
    except Exception as e:  # a connection already cut closes with an error; it is gone either way
        log.debug("closing a database connection: %s", first_line(e))


class PostgresCommits:
    """Actions committed through a few asynchronous psycopg connections of its own (autocommit)."""

    def __init__(self, url: str, max_size: int = 4, wait_seconds: float = 5.0) -> None:
        self.url = url
        self.max_size = max_size
        self.wait_seconds = wait_seconds
        self._conns: Connections | None = None
        self._loop: asyncio.AbstractEventLoop | None = None

    def _connections(self) -> Connections:
        loop = asyncio.get_running_loop()
        if self._conns is None or self._loop is not loop:  # connections belong to their loop (a server has one)
            self._conns, self._loop = Connections(self.url, self.max_size, self.wait_seconds), loop
        return self._conns

    async def commit_action(self, game_id: str, version: int, action: ActionRow, status: str,
                            deadline: float | None, bot_due: float | None, note: NoteRow | None = None,
                            lease: tuple[str, float] = NO_LEASE) -> bool:
        """As :meth:`.Repository.commit_action`: True if committed, False if another change came first."""
        params: dict[str, Any] = {"holder": lease[0], "lease_until": lease[1],
            "id": game_id, "version": version, "seq": action.seq, "next_seq": action.seq + 1,
            "next_version": version + 1, "status": status, "deadline": deadline, "bot_due": bot_due,
            "updated": action.at, "seat": action.seat, "action": action.action, "actor": action.actor,
            "at": action.at}
        sql = COMMIT_ACTION
        if note is not None:
            sql = COMMIT_ACTION_WITH_NOTE
            params.update(note_n=note.n, note_seq=note.seq, note_data=json.dumps(note.data), note_at=note.at)
        conns = self._connections()
        for attempt in (1, 2):
            conn = await conns.take()
            try:
                cur = await conn.execute(sql, params, prepare=True)
                return cur.rowcount == 1
            except psycopg.OperationalError as e:
                if attempt == 2:
                    raise DatabaseUnavailable(unavailable(e)) from e
                # a connection the server dropped: drop every idle one too, then once more on a new one
                log.info("a database connection was lost (%s); trying again on a new one", first_line(e))
                conns.drop_idle()
            finally:
                conns.give_back(conn)
        raise AssertionError("unreachable")

    async def close(self) -> None:
        conns, self._conns = self._conns, None
        if conns is not None and self._loop is asyncio.get_running_loop():
            await conns.close()
