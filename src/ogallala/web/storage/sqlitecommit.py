"""The hot path on SQLite: an action committed through a connection of the standard library's own.

Every other statement of the server goes through SQLAlchemy (:class:`.Database`). An action's commit
is the one that runs for every move, and there SQLAlchemy's engine, connection and transaction
objects around the three statements cost more than SQLite's own work: 76-116 µs of CPU per commit
against 47-63 µs for the same statements on a ``sqlite3`` connection held here (measured on this
machine, docs/experiments/server-action-cost.md). The statements are the repository's, written in the same order by
:func:`.statements.write_action`; the transaction is the same: the table's row moves on only if
it is still at the expected version and seq, and the action (and note) is inserted only then, all
or nothing.

The connection is opened with the engine's settings (WAL, ``synchronous=NORMAL``, foreign keys,
the busy timeout) and belongs to the thread that made it: the event loop's, where SQLite's calls
run, and the thread where a commit that found the write lock held waits for it (one per thread). The
caller may set the busy timeout of each commit (``busy_ms``): none on the event loop, which never
waits there (:meth:`.Database.commit_action`). A database in memory has
no file another connection could open, so it is not used there, nor for a database named by a
``file:`` URI, whose options the engine's driver reads (:func:`file_of`).
"""

from __future__ import annotations

import contextlib
import sqlite3
import threading

from sqlalchemy import Engine

from ..errors import DatabaseUnavailable
from .rows import NO_LEASE, ActionRow, NoteRow, unavailable
from .statements import ADVANCE_SAME_TIMERS_SQL, SQLITE_STATEMENTS, write_action


def file_of(engine: Engine) -> str | None:
    """The database file of a SQLite engine (None: in memory, or not SQLite)."""
    if engine.dialect.name != "sqlite":
        return None
    database = engine.url.database
    if not database or database == ":memory:" or database.startswith("file:") or "mode=memory" in str(engine.url):
        return None
    return database


class SqliteCommits:
    """Actions committed to the SQLite file ``path`` on connections of their own (one per thread)."""

    def __init__(self, path: str, busy_seconds: float = 30.0) -> None:
        self.path = path
        self.busy_seconds = busy_seconds
        self._local = threading.local()
        self._all: list[sqlite3.Connection] = []
        self._lock = threading.Lock()

    def _connection(self) -> sqlite3.Connection:
        conn: sqlite3.Connection | None = getattr(self._local, "conn", None)
        if conn is None:
            # isolation_level=None: the transaction is this module's own BEGIN ... COMMIT
            conn = sqlite3.connect(self.path, timeout=self.busy_seconds, isolation_level=None,
                                   check_same_thread=False)
            conn.execute("PRAGMA journal_mode=WAL")
            conn.execute("PRAGMA synchronous=NORMAL")
            conn.execute("PRAGMA foreign_keys=ON")
            conn.execute(f"PRAGMA busy_timeout={int(self.busy_seconds * 1000)}")
            self._local.conn = conn
            self._local.busy_ms = int(self.busy_seconds * 1000)
            with self._lock:
                self._all.append(conn)
        return conn

    def commit_action(self, game_id: str, version: int, action: ActionRow, status: str, deadline: float | None,
                      bot_due: float | None, note: NoteRow | None = None, lease: tuple[str, float] = NO_LEASE,
                      same_timers: bool = False, busy_ms: int | None = None) -> bool:
        """As :meth:`.Repository.commit_action`: True if committed, False (nothing written) if another change
        came first; :class:`.DatabaseUnavailable` when the file cannot be written (locked, full, gone).
        ``same_timers``: the caller expects the table's deadline and bot timer to stay as they are, so the
        advance that leaves them (and their indexes) alone is tried first (checked in its WHERE).
        ``busy_ms``: how long to wait for another connection's write lock (None: ``busy_seconds``)."""
        try:
            conn = self._connection()
            wait = int(self.busy_seconds * 1000) if busy_ms is None else busy_ms
            if getattr(self._local, "busy_ms", None) != wait:
                conn.execute(f"PRAGMA busy_timeout={wait}")
                self._local.busy_ms = wait
            conn.execute("BEGIN IMMEDIATE")
        except sqlite3.OperationalError as e:
            raise DatabaseUnavailable(unavailable(e)) from e
        try:
            if not write_action(lambda sql, params: conn.execute(sql, params).rowcount, SQLITE_STATEMENTS, game_id,
                                version, action, status, deadline, bot_due, note, lease,
                                ADVANCE_SAME_TIMERS_SQL if same_timers else None):
                conn.execute("ROLLBACK")
                return False
            conn.execute("COMMIT")
        except BaseException as e:
            if conn.in_transaction:
                with contextlib.suppress(sqlite3.Error):
                    conn.execute("ROLLBACK")
            if isinstance(e, sqlite3.OperationalError):
                raise DatabaseUnavailable(unavailable(e)) from e
            raise
        return True

    def close(self) -> None:
        with self._lock:
            conns, self._all = self._all, []
        for conn in conns:
            conn.close()
        self._local = threading.local()
