"""One server process per SQLite file: a lock on a file beside the database, held for the process's life.

SQLite serves one process: several on one file would each keep its own games in memory and overwrite
each other's moves (PostgreSQL with Redis is the way to run several, docs/server.md). ``ogallala serve``
takes an exclusive ``flock`` on ``FILE.serve.lock`` before it opens the database and holds it until it
exits (the OS lets it go however the process ends, even by SIGKILL); a second process finds it taken
and refuses to start. The server's own bot processes never open the database, and the descriptor is
not inherited by them (Python opens it non-inheritable), so a bot process that outlived its server
would not hold the lock either.
"""

from __future__ import annotations

import fcntl
import os

from ... import ConfigError


def sqlite_file(url: str) -> str | None:
    """The database file of a ``sqlite:///FILE`` URL (None: PostgreSQL, or SQLite in memory)."""
    from sqlalchemy.engine import make_url

    u = make_url(url)
    if u.get_backend_name() != "sqlite":
        return None
    return u.database if u.database and u.database != ":memory:" else None


def hold_sqlite_file(url: str) -> int | None:
    """Take this process's lock on the SQLite file of ``url`` (the descriptor that holds it, kept open
    until the process ends; None for a database that needs none), or raise :class:`ConfigError` naming
    the file when another process holds it."""
    path = sqlite_file(url)
    if path is None:
        return None
    path = os.path.abspath(path)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    fd = os.open(f"{path}.serve.lock", os.O_CREAT | os.O_RDWR, 0o600)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        os.close(fd)
        raise ConfigError(f"another server process is running on the SQLite database {path}: SQLite serves "
                          "one process; to run several, use PostgreSQL and Redis (--database-url "
                          "postgresql://... --redis-url redis://..., see docs/server.md)") from None
    return fd
