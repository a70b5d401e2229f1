"""The table store: a table is loaded once however many ask together, an unknown one is TableNotFound, and
the least recently used table goes first when the store is full, never one that is followed or busy."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest

from ogallala.web import create_app
from ogallala.web.errors import TableNotFound
from ogallala.web.storage.repository import Database
from ogallala.web.tables.store import TableStore
from web.test_fanout_redis import run_apart
from web.webtools import TestClient, create, settings_for


@pytest.fixture
def three_tables(tmp_path: Path) -> tuple[str, list[str]]:
    """A database with three tables in it (created through the app, which then closes)."""
    url = f"sqlite:///{tmp_path / 'store.sqlite3'}"
    with TestClient(create_app(settings_for(url, allow_seed=True))) as client:
        ids = [create(client, seed=n)["id"] for n in range(3)]
    return url, ids


def _counting(db: Database) -> list[str]:
    loads: list[str] = []
    original = db.repo.load

    def load(game_id: str, *args: Any) -> Any:
        loads.append(game_id)
        return original(game_id, *args)

    db.repo.load = load  # type: ignore[method-assign]
    return loads


def test_a_table_is_loaded_once_however_many_ask_together(three_tables: tuple[str, list[str]]) -> None:
    url, ids = three_tables

    async def run() -> tuple[list[str], bool]:
        db = Database(url)
        loads = _counting(db)
        store = TableStore(db, size=10, shared=False, is_followed=lambda gid: False)
        try:
            tables = await asyncio.gather(*(store.get(ids[0]) for _ in range(5)))
            return loads, all(t is tables[0] for t in tables)
        finally:
            db.close()

    loads, same = run_apart(run)
    assert loads == [ids[0]]
    assert same


def test_an_unknown_table_is_not_found_and_not_held(three_tables: tuple[str, list[str]]) -> None:
    url, _ = three_tables

    async def run() -> tuple[str, int]:
        db = Database(url)
        store = TableStore(db, size=10, shared=False, is_followed=lambda gid: False)
        try:
            with pytest.raises(TableNotFound) as e:
                await store.get("nosuchgame")
            return str(e.value), len(store.tables)
        finally:
            db.close()

    message, held = run_apart(run)
    assert message == "no game 'nosuchgame'"
    assert held == 0


def test_a_full_store_drops_the_least_recently_used_table_that_nobody_follows(
        three_tables: tuple[str, list[str]]) -> None:
    url, (a, b, c) = three_tables

    async def run() -> list[str]:
        db = Database(url)
        store = TableStore(db, size=2, shared=False, is_followed=lambda gid: gid == a)
        try:
            await store.get(a)
            await store.get(b)
            await store.get(c)  # a is the oldest but followed: b goes
            return list(store.tables)
        finally:
            db.close()

    assert run_apart(run) == [a, c]


def test_a_table_nobody_follows_or_used_lately_leaves_memory_and_comes_back_alike(
        three_tables: tuple[str, list[str]]) -> None:
    url, (a, b, c) = three_tables

    async def run() -> None:
        db = Database(url)
        store = TableStore(db, size=10, shared=False, is_followed=lambda gid: gid == a)
        try:
            before = {gid: (await store.get(gid)).game.position() for gid in (a, b, c)}
            held_b = store.tables[b]
            await asyncio.sleep(0.3)
            await store.get(c)  # used just now
            async with held_b.lock:  # at work: stays
                assert store.evict_idle(0.2) == 0
            assert store.evict_idle(0.2) == 1  # b: idle, nobody follows it; a is followed, c was used
            assert list(store.tables) == [a, c] and b not in store.used
            again = await store.get(b)  # rebuilt from the database, as it was
            assert again is not held_b and again.game.position() == before[b]
            assert store.evict_idle(3600) == 0
        finally:
            db.close()

    run_apart(run)
