"""Real server processes: killed with SIGKILL mid-game and started again; two processes on PostgreSQL + Redis."""

from __future__ import annotations

import json
import threading
import time
from pathlib import Path
from typing import Any

import httpx
import pytest
from sqlalchemy import create_engine, text
from websockets.sync.client import connect

import ogallala
from web.webtools import ServerProcess, bearer, wait_for


def get(server: ServerProcess, gid: str, token: str | None = None) -> dict[str, Any]:
    r = httpx.get(f"{server.url}/api/games/{gid}", headers=bearer(token), timeout=10)
    assert r.status_code == 200, r.text
    return dict(r.json())


def post_action(server: ServerProcess, gid: str, token: str, action: str, seq: int) -> httpx.Response:
    return httpx.post(f"{server.url}/api/games/{gid}/actions", json={"action": action, "seq": seq},
                      headers=bearer(token), timeout=30)


def make_table(server: ServerProcess, **body: Any) -> dict[str, Any]:
    r = httpx.post(server.url + "/api/games", json=body, timeout=30)
    assert r.status_code == 201, r.text
    return dict(r.json())


def _my_turn_or_over(server: ServerProcess, gid: str, token: str) -> dict[str, Any] | None:
    v = get(server, gid, token)
    return v if v["legal_actions"] or v["status"] == "over" else None


def play_seat(server: ServerProcess, gid: str, token: str, steps: int) -> int:
    """Play up to ``steps`` of this seat's decisions (the first legal action); answers the last seq seen."""
    seq = 0
    for _ in range(steps):
        v = wait_for(lambda: _my_turn_or_over(server, gid, token), timeout=60)
        if v["status"] == "over":
            return int(v["seq"])
        r = post_action(server, gid, token, v["legal_actions"][0], v["seq"])
        assert r.status_code == 200, r.text
        seq = int(r.json()["seq"])
    return seq


def committed(url: str, gid: str) -> list[int]:
    engine = create_engine(url.replace("postgresql://", "postgresql+psycopg://", 1))
    with engine.connect() as conn:
        seqs = [r[0] for r in conn.execute(text("SELECT seq FROM actions WHERE game_id = :g ORDER BY seq"),
                                           {"g": gid})]
    engine.dispose()
    return seqs


def test_a_server_killed_mid_game_goes_on_exactly_where_it_stood(tmp_path: Path) -> None:
    db = f"sqlite:///{tmp_path / 'ogallala.sqlite3'}"
    args = ("--database-url", db, "--allow-seed", "--bot-delay", "0.3", "--bot-workers", "1")
    server = ServerProcess(*args, log=tmp_path / "first.log").start()
    try:
        bot_table = make_table(server, seats=[{"kind": "human", "name": "Ann"}, {"kind": "bot", "level": "medium"}],
                               seed=31)
        ann = bot_table["seats"][0]["token"]
        seen = play_seat(server, bot_table["id"], ann, 12)
        clock_table = make_table(server, seats=[{"kind": "human", "name": "Cy"}, {"kind": "human", "name": "Di"}],
                                 seed=32, turn_seconds=5)
        cy = clock_table["seats"][0]["token"]
        assert post_action(server, clock_table["id"], cy, "draw 1", 0).status_code == 200
        time.sleep(0.15)  # a bot may be thinking now
        server.kill()
    finally:
        server.stop()
    seqs = committed(db, bot_table["id"])
    assert seqs == list(range(len(seqs))) and len(seqs) >= seen  # every answered action was committed, once
    faster = (*args[:-4], "--bot-delay", "0.02", "--bot-workers", "1")  # bots' pace is configuration, not state
    again = ServerProcess(*faster, log=tmp_path / "second.log").start()
    try:
        v = get(again, bot_table["id"], ann)
        assert v["seq"] == len(seqs)
        record_before = committed(db, clock_table["id"])
        # The clock table's deadline was stored: after the restart a medium bot takes Cy's decision.
        after = wait_for(lambda: (x := get(again, clock_table["id"]))["seq"] > len(record_before) and x, timeout=30)
        assert any(e["event"] == "clock-expired" for e in after["events"])
        play_seat(again, bot_table["id"], ann, 1000)
        assert get(again, bot_table["id"])["status"] == "over"
        rec = httpx.get(f"{again.url}/api/games/{bot_table['id']}/record").json()
        assert ogallala.replay(rec).is_over()
        assert committed(db, bot_table["id"]) == list(range(len(rec["actions"])))
        assert "Traceback" not in again.logs()
        assert ann not in again.logs() + (tmp_path / "first.log").read_text()
    finally:
        again.stop()


class Follower:
    """A WebSocket client on a real server, collecting every view it is pushed."""

    def __init__(self, server: ServerProcess, gid: str, token: str | None) -> None:
        self._connection = connect(f"{server.ws_url}/ws/games/{gid}", open_timeout=10)
        self.ws = self._connection.__enter__()
        self.ws.send(json.dumps({"type": "hello", "token": token}))
        self.views: list[dict[str, Any]] = []
        self.errors: list[dict[str, Any]] = []
        self.thread = threading.Thread(target=self._read, daemon=True)
        self.thread.start()

    def _read(self) -> None:
        try:
            for raw in self.ws:
                msg = json.loads(raw)
                (self.views if msg["type"] == "view" else self.errors).append(msg)
        except Exception:
            return

    def seqs(self) -> set[int]:
        return {int(v["seq"]) for v in self.views}

    def close(self) -> None:
        self._connection.__exit__(None, None, None)


def test_two_processes_on_postgres_and_redis_serve_one_table(tmp_path: Path, pg_url: str, redis_url: str) -> None:
    args = ("--database-url", pg_url, "--redis-url", redis_url, "--allow-seed", "--bot-delay", "0.1",
            "--bot-workers", "1")
    a = ServerProcess(*args, log=tmp_path / "a.log")
    b = ServerProcess(*args, log=tmp_path / "b.log")
    starts = [threading.Thread(target=s.start) for s in (a, b)]  # both migrate at once, under the lock
    for t in starts:
        t.start()
    for t in starts:
        t.join()
    followers: list[Follower] = []
    try:
        g = make_table(a, seed=41, turn_seconds=2, seats=[{"kind": "human", "name": "Ann"},
                                                          {"kind": "human", "name": "Bob"},
                                                          {"kind": "bot", "level": "easy"}])
        ann, bob = g["seats"][0]["token"], g["seats"][1]["token"]
        on_a, on_b, watch_b = Follower(a, g["id"], ann), Follower(b, g["id"], bob), Follower(b, g["id"], None)
        followers += [on_a, on_b, watch_b]
        # Presence crosses processes: Bob connected on B shows as connected on A.
        wait_for(lambda: get(a, g["id"])["seats"][1]["connected"] and get(b, g["id"])["seats"][0]["connected"],
                 timeout=20)
        # Two identical actions race through the two processes: one wins, the other gets 409.
        outcomes: list[int] = []
        barrier = threading.Barrier(2)

        def race(server: ServerProcess) -> None:
            barrier.wait()
            outcomes.append(post_action(server, g["id"], ann, "draw 1", 0).status_code)

        threads = [threading.Thread(target=race, args=(s,)) for s in (a, b)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        assert sorted(outcomes) == [200, 409]
        # The action made through one process reaches the WebSocket clients of the other.
        wait_for(lambda: 1 in watch_b.seqs() and 1 in on_b.seqs() and 1 in on_a.seqs(), timeout=20)
        # Play on: Ann through A, Bob through B; the bot and the clocks act in either process.
        deadline = time.monotonic() + 90
        while time.monotonic() < deadline:
            v = get(b, g["id"])
            if v["seq"] >= 40 or v["status"] == "over":
                break
            seat = v["current_seat"]
            if seat in (0, 1) and v["seq"] % 7 != 3:  # now and then let the clock run out
                server, token = (a, ann) if seat == 0 else (b, bob)
                mine = get(server, g["id"], token)
                if mine["legal_actions"]:
                    post_action(server, g["id"], token, mine["legal_actions"][0], mine["seq"])
            time.sleep(0.05)
        final = get(a, g["id"])
        assert final["seq"] >= 10
        # exactly one action per seq; the bot and the clocks may have acted since the view was read
        seqs = committed(pg_url, g["id"])
        assert seqs == list(range(len(seqs))) and len(seqs) >= final["seq"]
        engine = create_engine(pg_url.replace("postgresql://", "postgresql+psycopg://", 1))
        # one snapshot for both reads: the bot and the clocks may still be acting
        with engine.connect().execution_options(isolation_level="REPEATABLE READ") as conn:
            rows = conn.execute(text("SELECT seq, actor FROM actions WHERE game_id = :g"), {"g": g["id"]}).all()
            notes = [json.loads(r[0]) for r in conn.execute(text("SELECT data FROM notes WHERE game_id = :g"),
                                                              {"g": g["id"]})]
        engine.dispose()
        actors = {r[1] for r in rows}
        assert "bot" in actors and "clock" in actors
        clock_seqs = [r[0] for r in rows if r[1] == "clock"]
        assert len([n for n in notes if n["event"] == "clock-expired"]) == len(clock_seqs)
        wait_for(lambda: final["seq"] in watch_b.seqs(), timeout=20)
        assert not any(e.get("code") == "internal" for f in followers for e in f.errors)
        for s in (a, b):
            assert "Traceback" not in s.logs(), s.logs()[-3000:]
    finally:
        for f in followers:
            f.close()
        a.stop()
        b.stop()


@pytest.mark.parametrize("backend", ["sqlite", "postgres"])
def test_processes_starting_together_migrate_once(tmp_path: Path, backend: str, request: pytest.FixtureRequest) -> None:
    from ogallala.web.storage.db import make_engine, migrate

    url = f"sqlite:///{tmp_path / 'm.sqlite3'}" if backend == "sqlite" else request.getfixturevalue("pg_url")
    errors: list[BaseException] = []

    def run() -> None:
        try:
            engine = make_engine(url)
            migrate(engine)
            engine.dispose()
        except BaseException as e:
            errors.append(e)

    threads = [threading.Thread(target=run) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == []
    from alembic.config import Config
    from alembic.script import ScriptDirectory

    from ogallala.web.storage.db import MIGRATIONS

    cfg = Config()
    cfg.set_main_option("script_location", str(MIGRATIONS))
    head = ScriptDirectory.from_config(cfg).get_current_head()
    engine = make_engine(url)
    with engine.connect() as conn:  # one row: the newest revision, reached once
        assert conn.execute(text("SELECT version_num FROM alembic_version")).scalars().all() == [head]
    engine.dispose()


@pytest.mark.parametrize("backend", ["sqlite", "postgres"])
def test_the_migrations_make_exactly_the_schema_the_code_uses(tmp_path: Path, backend: str,
                                                             request: pytest.FixtureRequest) -> None:
    """Every schema change ships as a migration: the migrated database and ``schema.metadata`` agree."""
    from alembic.autogenerate import compare_metadata
    from alembic.migration import MigrationContext

    from ogallala.web.storage.db import make_engine, migrate
    from ogallala.web.storage.schema import metadata

    url = f"sqlite:///{tmp_path / 's.sqlite3'}" if backend == "sqlite" else request.getfixturevalue("pg_url")
    engine = make_engine(url)
    migrate(engine)
    with engine.connect() as conn:
        diff = compare_metadata(MigrationContext.configure(conn), metadata)
    engine.dispose()
    assert diff == []


def test_quick_play_seats_players_waiting_on_two_processes_together(tmp_path: Path, pg_url: str,
                                                                    redis_url: str) -> None:
    """Ann waits on one process, Bob joins on the other: the queue is the database's, so they sit together,
    once, and both reach their seats through their own process."""
    args = ("--database-url", pg_url, "--redis-url", redis_url, "--bot-delay", "0.1", "--bot-workers", "1")
    a = ServerProcess(*args, log=tmp_path / "a.log")
    b = ServerProcess(*args, log=tmp_path / "b.log")
    for s in (a, b):
        s.start()
    try:
        people = {}
        for name, server in (("Ann", a), ("Bob", b)):
            c = httpx.Client(base_url=server.url, timeout=30)
            r = c.post("/api/accounts", json={"username": name, "password": "correct horse battery"})
            assert r.status_code == 201, r.text
            people[name] = (c, {"X-CSRF-Token": r.json()["csrf"]})
        body = {"edition": "amigo", "players": 2, "wait_seconds": None}
        ann, ann_csrf = people["Ann"]
        bob, bob_csrf = people["Bob"]
        assert ann.post("/api/quickplay", json=body, headers=ann_csrf).json()["status"] == "waiting"
        got_bob = bob.post("/api/quickplay", json=body, headers=bob_csrf).json()
        got_ann = wait_for(lambda: (s := ann.get("/api/quickplay").json())["status"] == "seated" and s, timeout=20)
        assert got_bob["status"] == "seated" and got_bob["game_id"] == got_ann["game_id"]
        seats = {ann.get(f"/api/games/{got_ann['game_id']}").json()["seat"],
                 bob.get(f"/api/games/{got_ann['game_id']}").json()["seat"]}
        assert seats == {0, 1}
        engine = create_engine(pg_url.replace("postgresql://", "postgresql+psycopg://", 1))
        with engine.connect() as conn:  # one table, not two
            assert conn.execute(text("SELECT count(*) FROM games")).scalar() == 1
        engine.dispose()
        for c, _ in people.values():
            c.close()
    finally:
        a.stop()
        b.stop()
