"""An action's commit on PostgreSQL in one statement (web/pgcommit.py): it writes exactly what the
transaction of :meth:`Repository.commit_action` writes, refuses a stale writer without writing, gets
over connections the server dropped, and answers DatabaseUnavailable when PostgreSQL is away; its
few connections are shared in turn, none opened beyond the most, a broken one replaced."""

from __future__ import annotations

import time

import pytest

from ogallala.web.errors import DatabaseUnavailable
from ogallala.web.storage.pgcommit import Connections, PostgresCommits, conninfo
from ogallala.web.storage.repository import Database
from ogallala.web.storage.rows import ActionRow, GameRow, NoteRow, SeatRow
from web.test_fanout_redis import run_apart


def new_table(db: Database, game_id: str) -> None:
    now = time.time()
    db.repo.create(GameRow(game_id, "amigo", [], 2, 1, None, None, "running", 0, 0, None, None, None, "h", None, None,
                           now, now), [SeatRow(0, "human", "Ann"), SeatRow(1, "human", "Bob")], [])


def test_the_one_statement_writes_what_the_transaction_writes_and_a_stale_writer_writes_nothing(pg_url: str) -> None:
    db = Database(pg_url)
    db.migrate()
    commits = PostgresCommits(pg_url)

    async def play() -> list[bool]:
        at = time.time()
        done = [
            await commits.commit_action("g1", 0, ActionRow(0, 0, "draw 1", "player", at), "running", at + 60, None),
            await commits.commit_action("g1", 1, ActionRow(1, 0, "discard", "clock", at + 1), "running", None,
                                        at + 2, NoteRow(0, 1, {"type": "timeout", "seat": 0}, at + 1)),
            # stale: the table is at version 2 and seq 2 now
            await commits.commit_action("g1", 1, ActionRow(1, 1, "draw 2", "player", at + 3), "running", None, None),
            await commits.commit_action("g1", 2, ActionRow(1, 1, "draw 2", "player", at + 3), "running", None, None),
        ]
        await commits.close()
        return done

    try:
        new_table(db, "g1")
        assert run_apart(play) == [True, True, False, False]
        snap = db.repo.load("g1")
        assert snap is not None
        assert [(a.seq, a.seat, a.action, a.actor) for a in snap.actions] == [(0, 0, "draw 1", "player"),
                                                                              (1, 0, "discard", "clock")]
        assert [(n.n, n.seq, n.data) for n in snap.notes] == [(0, 1, {"type": "timeout", "seat": 0})]
        assert (snap.game.seq, snap.game.version, snap.game.deadline) == (2, 2, None)
        assert snap.game.bot_due == pytest.approx(snap.actions[1].at + 1)
    finally:
        db.close()


def test_connections_the_server_dropped_are_replaced_and_the_action_is_committed_once(
        pg_url: str, caplog: pytest.LogCaptureFixture) -> None:
    import logging

    import psycopg

    caplog.set_level(logging.INFO, "ogallala.web")

    db = Database(pg_url)
    db.migrate()
    commits = PostgresCommits(pg_url, max_size=2)

    async def play() -> list[bool]:
        at = time.time()
        done = [await commits.commit_action("g2", 0, ActionRow(0, 0, "draw 1", "player", at), "running", None, None)]
        # every connection of this database cut, as when PostgreSQL restarts
        with psycopg.connect(conninfo(pg_url), autocommit=True) as admin:
            admin.execute("SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
                          "WHERE datname = current_database() AND pid <> pg_backend_pid()")
        done.append(await commits.commit_action("g2", 1, ActionRow(1, 0, "draw 2", "player", at), "running", None,
                                                None))
        await commits.close()
        return done

    try:
        new_table(db, "g2")
        assert run_apart(play) == [True, True]
        assert "a database connection was lost" in caplog.text  # the second went through the retry
        snap = db.repo.load("g2")
        assert snap is not None and [a.seq for a in snap.actions] == [0, 1] and snap.game.version == 2
    finally:
        db.close()


def test_postgresql_away_is_a_clear_503_within_seconds() -> None:
    import socket

    with socket.socket() as s:  # a port nobody listens on
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    commits = PostgresCommits(f"postgresql+psycopg://postgres@127.0.0.1:{port}/nowhere", wait_seconds=1.0)

    async def play() -> None:
        try:
            await commits.commit_action("g3", 0, ActionRow(0, 0, "draw 1", "player", time.time()), "running", None,
                                        None)
        finally:
            await commits.close()

    t0 = time.monotonic()
    with pytest.raises(DatabaseUnavailable, match="cannot be reached"):
        run_apart(play)
    assert time.monotonic() - t0 < 10


def test_the_connection_string_keeps_everything_but_the_driver() -> None:
    assert conninfo("postgresql+psycopg://u:p%40ss@db.example:5433/og?sslmode=require") == \
        "postgresql://u:p%40ss@db.example:5433/og?sslmode=require"


def test_connections_are_taken_in_turn_never_more_than_the_most_and_a_broken_one_is_replaced(pg_url: str) -> None:
    import asyncio

    async def run() -> tuple[list[int], int, str, int, bool]:
        conns = Connections(pg_url, max_size=2, wait_seconds=1.0)
        seen: list[int] = []

        async def one(i: int) -> None:
            conn = await conns.take()
            try:
                cur = await conn.execute("SELECT pg_backend_pid(), pg_sleep(0.05)")
                row = await cur.fetchone()
                assert row is not None
                seen.append(row[0])
            finally:
                conns.give_back(conn)

        await asyncio.gather(*(one(i) for i in range(8)))  # eight statements on two connections, in turn
        busy = [await conns.take(), await conns.take()]
        with pytest.raises(DatabaseUnavailable) as waited:  # a third waits for one, and says why it gave up
            await conns.take()
        for conn in busy:
            conns.give_back(conn)
        broken = await conns.take()
        await broken.close()  # as a connection the server cut is, once its statement failed
        conns.give_back(broken)
        opened_after = conns._opened
        replaced = await conns.take()  # the idle one, or a new one: never the closed one
        fine = not replaced.closed
        conns.give_back(replaced)
        await conns.close()
        return seen, len(set(seen)), str(waited.value), opened_after, fine

    seen, distinct, waited, opened_after, fine = run_apart(run)
    assert len(seen) == 8 and distinct == 2
    assert "all 2 connections busy" in waited and "nothing was written" in waited
    assert opened_after == 1 and fine
