"""Fixtures of the server's tests: apps on SQLite and on a real PostgreSQL, a real Redis, real server processes.

PostgreSQL and Redis are the servers at 127.0.0.1:5432 and :6379 (or ``OGALLALA_TEST_DATABASE_URL``,
an admin URL whose user may create databases, and ``OGALLALA_TEST_REDIS_URL``). ``scripts/test``
installs and starts them where they are missing; where they cannot run, the tests that need them skip
and say why.
"""

from __future__ import annotations

import os
import secrets
import socket
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from ogallala.web import create_app
from web.webtools import TestClient, settings_for

PG_ADMIN = os.environ.get("OGALLALA_TEST_DATABASE_URL", "postgresql://postgres@127.0.0.1:5432/postgres")
REDIS = os.environ.get("OGALLALA_TEST_REDIS_URL", "redis://127.0.0.1:6379/0")


def _reachable(url: str, default_port: int) -> bool:
    from sqlalchemy.engine import make_url

    u = make_url(url)
    try:
        with socket.create_connection((u.host or "127.0.0.1", u.port or default_port), timeout=1):
            return True
    except OSError:
        return False


@pytest.fixture(scope="session")
def pg_admin() -> str:
    from sqlalchemy import create_engine, text
    from sqlalchemy.engine import make_url

    shown = make_url(PG_ADMIN).render_as_string(hide_password=True)
    if not _reachable(PG_ADMIN, 5432):
        pytest.skip(f"PostgreSQL is not reachable at {shown} (set OGALLALA_TEST_DATABASE_URL); "
                    "scripts/test installs and starts it where it can")
    engine = create_engine(make_url(PG_ADMIN).set(drivername="postgresql+psycopg"))
    try:
        with engine.connect() as conn:
            conn.execute(text("SELECT 1"))
    except Exception as e:
        pytest.skip(f"PostgreSQL at {shown} refused the tests ({type(e).__name__}); set OGALLALA_TEST_DATABASE_URL "
                    "to a URL whose user may create databases")
    finally:
        engine.dispose()
    return PG_ADMIN


@pytest.fixture
def pg_url(pg_admin: str) -> Iterator[str]:
    """A fresh, empty PostgreSQL database for one test, dropped afterwards."""
    from sqlalchemy import create_engine, text
    from sqlalchemy.engine import make_url

    name = "ogallala_test_" + secrets.token_hex(6)
    admin = make_url(pg_admin).set(drivername="postgresql+psycopg")
    engine = create_engine(admin, isolation_level="AUTOCOMMIT")
    with engine.connect() as conn:
        conn.execute(text(f'CREATE DATABASE "{name}"'))
    try:
        yield admin.set(database=name).render_as_string(hide_password=False)
    finally:
        with engine.connect() as conn:
            conn.execute(text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
        engine.dispose()


@pytest.fixture(scope="session")
def redis_url() -> str:
    if not _reachable(REDIS.replace("redis://", "postgresql://"), 6379):
        pytest.skip(f"Redis is not reachable at {REDIS} (set OGALLALA_TEST_REDIS_URL); "
                    "scripts/test installs and starts it where it can")
    return REDIS


@pytest.fixture
def sqlite_url(tmp_path: Path) -> str:
    return f"sqlite:///{tmp_path / 'ogallala.sqlite3'}"


@pytest.fixture(params=["sqlite", "postgres"])
def db_url(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """Each service test runs on SQLite and on a real PostgreSQL."""
    if request.param == "sqlite":
        return f"sqlite:///{tmp_path / 'ogallala.sqlite3'}"
    return str(request.getfixturevalue("pg_url"))


@pytest.fixture
def make_client(db_url: str) -> Iterator[Any]:
    """``make_client(**settings)``: a TestClient on a fresh app (the lifespan runs: migrations, sweeper)."""
    clients: list[TestClient] = []

    def make(**options: Any) -> TestClient:
        client = TestClient(create_app(settings_for(db_url, **options)))
        client.__enter__()
        clients.append(client)
        return client

    yield make
    for c in clients:
        c.__exit__(None, None, None)


@pytest.fixture
def client(make_client: Any) -> Any:
    return make_client(allow_seed=True)


