"""The database engine (SQLite by default, PostgreSQL by URL) and migrations applied under a lock."""

from __future__ import annotations

import fcntl
import os
from pathlib import Path
from typing import Any

from sqlalchemy import Engine, create_engine, event, text
from sqlalchemy.engine import make_url

MIGRATIONS = Path(__file__).parent / "migrations"
#: The advisory lock key that serializes migrations between processes on one PostgreSQL database.
MIGRATION_LOCK = 0x06A11A1A


def make_engine(url: str) -> Engine:
    """An engine for ``url``: SQLite in WAL mode with ``synchronous=NORMAL``, or PostgreSQL by psycopg 3."""
    u = make_url(url)
    if u.get_backend_name() == "postgresql":
        if u.drivername == "postgresql":
            u = u.set(drivername="postgresql+psycopg")
        # A database that does not answer fails a request within seconds (503) rather than holding it; and
        # a process that stalls inside a transaction (stopped, swapped out) loses it after 10 s, so that the
        # rows it locked do not hold up the other processes (or a worker's leases, which skip locked rows).
        return create_engine(u, pool_size=10, max_overflow=10, pool_pre_ping=True, connect_args={
            "connect_timeout": 5, "options": "-c idle_in_transaction_session_timeout=10000"})
    if u.database and u.database != ":memory:":
        Path(u.database).parent.mkdir(parents=True, exist_ok=True)
    engine = create_engine(u, connect_args={"check_same_thread": False, "timeout": 30})

    @event.listens_for(engine, "connect")
    def _pragmas(dbapi_connection: Any, _record: Any) -> None:
        # WAL with synchronous=NORMAL: a commit survives the process being killed (the WAL is in
        # the OS's hands); only a power cut may lose the last commits.
        cur = dbapi_connection.cursor()
        cur.execute("PRAGMA journal_mode=WAL")
        cur.execute("PRAGMA synchronous=NORMAL")
        cur.execute("PRAGMA foreign_keys=ON")
        cur.execute("PRAGMA busy_timeout=30000")
        cur.close()

    return engine


def migrate(engine: Engine) -> None:
    """Bring the schema to the newest migration, once, even when several processes start together.

    PostgreSQL: an advisory lock held for the duration; SQLite: an exclusive lock on a file beside
    the database.
    """
    from alembic import command
    from alembic.config import Config

    def upgrade(conn: Any) -> None:
        cfg = Config()
        cfg.set_main_option("script_location", str(MIGRATIONS))
        cfg.attributes["connection"] = conn
        command.upgrade(cfg, "head")

    if engine.dialect.name == "postgresql":
        with engine.connect() as conn:
            conn.execute(text("SELECT pg_advisory_lock(:k)"), {"k": MIGRATION_LOCK})
            conn.commit()
            try:
                upgrade(conn)
                conn.commit()
            finally:
                conn.execute(text("SELECT pg_advisory_unlock(:k)"), {"k": MIGRATION_LOCK})
                conn.commit()
        return
    database = engine.url.database
    lock_path = f"{database}.migrate.lock" if database and database != ":memory:" else None
    fd = os.open(lock_path, os.O_CREAT | os.O_RDWR, 0o600) if lock_path else None
    try:
        if fd is not None:
            fcntl.flock(fd, fcntl.LOCK_EX)
        with engine.connect() as conn:
            # SQLite's way to change a schema: foreign keys off while a migration may rebuild a table (with
            # them on, dropping the old copy of a table would delete the rows that refer to it), then checked
            conn.exec_driver_sql("PRAGMA foreign_keys=OFF")
            conn.commit()  # ends SQLAlchemy's autobegun transaction (SQLite had none: a PRAGMA opens none)
            try:
                with conn.begin():
                    upgrade(conn)
                    broken = conn.exec_driver_sql("PRAGMA foreign_key_check").fetchall()
                    if broken:
                        raise RuntimeError(f"the migration left rows that refer to nothing: {broken[:5]}")
            finally:
                conn.exec_driver_sql("PRAGMA foreign_keys=ON")
                conn.commit()
    finally:
        if fd is not None:
            fcntl.flock(fd, fcntl.LOCK_UN)
            os.close(fd)
