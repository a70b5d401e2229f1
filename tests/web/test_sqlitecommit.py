"""An action's commit on a SQLite file through a sqlite3 connection of its own (web/sqlitecommit.py):
it writes exactly what the repository's transaction writes, refuses a stale writer without writing,
writes all or nothing, answers DatabaseUnavailable while another writer holds the file, and is used
by the server's Database for a file (not for a database in memory)."""

from __future__ import annotations

import sqlite3
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from ogallala.web.errors import DatabaseUnavailable
from ogallala.web.storage.repository import Database
from ogallala.web.storage.rows import ActionRow, GameRow, NoteRow, SeatRow
from ogallala.web.storage.sqlitecommit import SqliteCommits, file_of
from web.test_fanout_redis import run_apart


def new_table(db: Database, game_id: str) -> None:
    now = time.time()
    db.repo.create(GameRow(game_id, "amigo", [], 2, 1, None, None, "running", 0, 0, None, None, None, "h", None, None,
                           now, now), [SeatRow(0, "human", "Ann"), SeatRow(1, "human", "Bob")], [])


def snapshot(db: Database, game_id: str) -> tuple[list[tuple[int, int, str, str]], list[tuple[int, int, object]],
                                                  tuple[int, int]]:
    snap = db.repo.load(game_id)
    assert snap is not None
    return ([(a.seq, a.seat, a.action, a.actor) for a in snap.actions], [(n.n, n.seq, n.data) for n in snap.notes],
            (snap.game.seq, snap.game.version))


@pytest.fixture
def on_file(tmp_path: Path) -> Iterator[tuple[Database, SqliteCommits]]:
    """A migrated database on a file with table g1, and commits to it (their busy timeout 0.2 s)."""
    db = Database(f"sqlite:///{tmp_path / 'a.sqlite3'}")
    db.migrate()
    new_table(db, "g1")
    commits = SqliteCommits(str(tmp_path / "a.sqlite3"), busy_seconds=0.2)
    yield db, commits
    commits.close()
    db.close()


def test_it_writes_what_the_repository_writes_and_a_stale_writer_writes_nothing(
        on_file: tuple[Database, SqliteCommits]) -> None:
    db, commits = on_file
    new_table(db, "g2")
    at = time.time()
    plays = [  # (version, action, note)
        (0, ActionRow(0, 0, "draw 1", "player", at), None),
        (1, ActionRow(1, 0, "discard", "clock", at + 1), NoteRow(0, 1, {"type": "timeout", "seat": 0}, at + 1)),
        (1, ActionRow(1, 1, "draw 2", "player", at + 3), None),  # stale: the table is at version 2 and seq 2
        (2, ActionRow(1, 1, "draw 2", "player", at + 3), None),  # stale seq
    ]
    done = [commits.commit_action("g1", v, row, "running", at + 60, None, note) for v, row, note in plays]
    by_repo = [db.repo.commit_action("g2", v, row, "running", at + 60, None, note) for v, row, note in plays]
    assert done == by_repo == [True, True, False, False]
    assert snapshot(db, "g1") == snapshot(db, "g2") == (
        [(0, 0, "draw 1", "player"), (1, 0, "discard", "clock")], [(0, 1, {"type": "timeout", "seat": 0})], (2, 2))


def test_a_commit_is_all_or_nothing(on_file: tuple[Database, SqliteCommits]) -> None:
    """An action whose insert fails (its seq taken already) leaves the table's row where it was."""
    db, commits = on_file
    at = time.time()
    assert commits.commit_action("g1", 0, ActionRow(0, 0, "draw 1", "player", at), "running", None, None)
    with db.engine.begin() as conn:  # the next action's row is there already, behind the table's back
        conn.exec_driver_sql("INSERT INTO actions (game_id, seq, seat, action, actor, at) "
                             "VALUES ('g1', 1, 1, 'draw 2', 'player', 0)")
    with pytest.raises(sqlite3.IntegrityError):
        commits.commit_action("g1", 1, ActionRow(1, 0, "draw 3", "player", at), "running", None, None,
                              NoteRow(0, 2, {"type": "x"}, at))
    assert snapshot(db, "g1") == ([(0, 0, "draw 1", "player"), (1, 1, "draw 2", "player")], [], (1, 1))
    # and the connection is usable again: the transaction was rolled back
    with db.engine.begin() as conn:
        conn.exec_driver_sql("DELETE FROM actions WHERE game_id = 'g1' AND seq = 1")
    assert commits.commit_action("g1", 1, ActionRow(1, 0, "draw 3", "player", at), "running", None, None)
    assert snapshot(db, "g1")[0][-1] == (1, 0, "draw 3", "player")


def test_a_file_held_by_another_writer_answers_database_unavailable_and_nothing_is_written(
        on_file: tuple[Database, SqliteCommits]) -> None:
    db, commits = on_file
    other = sqlite3.connect(commits.path, isolation_level=None)
    try:
        other.execute("BEGIN IMMEDIATE")  # another process writing
        t0 = time.monotonic()
        with pytest.raises(DatabaseUnavailable, match="database is locked"):
            commits.commit_action("g1", 0, ActionRow(0, 0, "draw 1", "player", time.time()), "running", None, None)
        assert time.monotonic() - t0 < 5
        other.execute("ROLLBACK")
        assert snapshot(db, "g1") == ([], [], (0, 0))
        assert commits.commit_action("g1", 0, ActionRow(0, 0, "draw 1", "player", time.time()), "running", None,
                                     None)
    finally:
        other.close()


def test_the_database_commits_through_it_on_a_file_and_through_the_engine_in_memory(tmp_path: Path) -> None:
    on_file = Database(f"sqlite:///{tmp_path / 'a.sqlite3'}")
    in_memory = Database("sqlite:///:memory:")  # one database per thread: all of it in run_apart's
    try:
        assert file_of(on_file.engine) == str(tmp_path / "a.sqlite3")
        assert file_of(in_memory.engine) is None and in_memory._sqlite_commits is None
        for db in (on_file, in_memory):

            async def play(db: Database = db) -> tuple[list[bool], object]:
                db.migrate()
                new_table(db, "g1")
                row = ActionRow(0, 0, "draw 1", "player", time.time())
                done = [await db.commit_action("g1", 0, row, "running", None, None) for _ in range(2)]
                return done, snapshot(db, "g1")

            assert run_apart(play) == ([True, False], ([(0, 0, "draw 1", "player")], [], (1, 1)))  # the 2nd stale
        assert on_file._sqlite_commits is not None and on_file._sqlite_commits._all  # its connection was used
    finally:
        on_file.close()
        in_memory.close()


def timers(db: Database, game_id: str) -> tuple[object, object]:
    snap = db.repo.load(game_id)
    assert snap is not None
    return snap.game.deadline, snap.game.bot_due


def test_an_advance_said_to_keep_the_timers_writes_them_when_they_were_not_kept(
        on_file: tuple[Database, SqliteCommits]) -> None:
    """``same_timers`` only skips the deadline's and bot timer's columns when the row holds those values
    already: a caller that was wrong about it still gets them written, and a stale writer nothing."""
    db, commits = on_file
    at = time.time()
    sent: list[str] = []
    commits._connection().set_trace_callback(sent.append)

    def advances() -> list[str]:
        """The advances sent since ``sent`` was cleared: the narrow one (it checks the timers) or the full one."""
        return ["narrow" if "deadline IS" in q else "full" for q in sent if q.startswith("UPDATE games")]

    assert commits.commit_action("g1", 0, ActionRow(0, 0, "draw 1", "player", at), "running", None, None,
                                 same_timers=True)  # as they were (none): the narrow advance
    assert timers(db, "g1") == (None, None) and advances() == ["narrow"]
    sent.clear()
    assert commits.commit_action("g1", 1, ActionRow(1, 1, "draw 2", "player", at), "running", at + 60, at + 1,
                                 same_timers=True)  # said wrongly: the full advance writes them
    assert timers(db, "g1") == (at + 60, at + 1) and advances() == ["narrow", "full"]
    assert commits.commit_action("g1", 2, ActionRow(2, 0, "draw 3", "player", at), "running", at + 60, at + 1,
                                 same_timers=True)
    assert timers(db, "g1") == (at + 60, at + 1)
    assert not commits.commit_action("g1", 2, ActionRow(2, 0, "draw 3", "player", at), "running", at + 60, at + 1,
                                     same_timers=True)  # stale, by both advances
    assert snapshot(db, "g1") == ([(0, 0, "draw 1", "player"), (1, 1, "draw 2", "player"),
                                   (2, 0, "draw 3", "player")], [], (3, 3))
