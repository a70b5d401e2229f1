"""Bot work in ``ogallala worker`` processes (``serve --bot-work workers``, docs/server.md): bot decisions,
clock stand-ins and analyses are jobs in the database, taken with a lease; a worker that dies or stalls
loses its jobs to another after the lease, and every decision is committed once."""

from __future__ import annotations

import json
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import httpx
import pytest
from sqlalchemy import create_engine, text
from sqlalchemy.exc import DBAPIError

import ogallala
from ogallala import ConfigError
from ogallala.web import Settings, create_app
from ogallala.web.bots.pool import decide, seat_seed
from ogallala.web.storage.db import make_engine, migrate
from ogallala.web.storage.repository import Database
from ogallala.web.storage.work import WorkRepository
from ogallala.web.worker import Worker
from web.test_analysis_api import finished_table
from web.test_server_processes import committed, get, make_table
from web.webtools import ServerProcess, TestClient, WorkerProcess, on_app_loop, settings_for, wait_for

BENCH = Path(__file__).resolve().parents[2] / "bench" / "server_load.py"


def test_bot_work_in_workers_needs_postgresql_and_redis(tmp_path: Path) -> None:
    sqlite = f"sqlite:///{tmp_path / 'x.sqlite3'}"
    with pytest.raises(ConfigError, match="needs PostgreSQL and Redis"):
        Settings(database_url=sqlite, bot_work="workers")
    with pytest.raises(ConfigError, match="needs PostgreSQL and Redis"):
        Settings(database_url="postgresql://u@h/db", redis_url=None, bot_work="workers")
    with pytest.raises(ConfigError, match="'here' or 'workers'"):
        Settings(database_url=sqlite, bot_work="elsewhere")
    with pytest.raises(ConfigError, match="work_lease_seconds"):
        Settings(database_url=sqlite, work_lease_seconds=0)
    assert not Settings(database_url=sqlite).in_workers


def _due_games(url: str, n: int) -> list[str]:
    """``n`` running games whose bot is due (rows as a server commits them)."""
    engine = make_engine(url)
    migrate(engine)
    ids = [f"g{i}" for i in range(n)]
    with engine.begin() as conn:
        for i, gid in enumerate(ids):
            conn.execute(text(
                "INSERT INTO games (id, edition, variants, players, seed, status, seq, version, bot_due, "
                "creator_hash, created, updated) VALUES (:id, 'amigo', '[]', 2, 1, 'running', 0, 0, :due, 'h', 0, 0)"),
                {"id": gid, "due": 100.0 + i})
    engine.dispose()
    return ids


def test_a_due_game_is_leased_to_one_worker_until_its_lease_runs_out(pg_url: str) -> None:
    ids = _due_games(pg_url, 6)
    db = Database(pg_url)
    jobs = WorkRepository(db)
    try:
        # Two workers at once take disjoint games (FOR UPDATE SKIP LOCKED), the longest due first.
        got: dict[str, list[str]] = {}
        barrier = threading.Barrier(2)

        def claim(me: str) -> None:
            barrier.wait()
            got[me] = jobs.claim_games(me, 1000.0, 1030.0, 4)

        threads = [threading.Thread(target=claim, args=(me,)) for me in ("a", "b")]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        assert not set(got["a"]) & set(got["b"]) and sorted(got["a"] + got["b"]) == ids
        # Nothing is left while the leases hold; a game not yet due is nobody's.
        assert jobs.claim_games("c", 1010.0, 1040.0, 10) == []
        assert jobs.claim_games("c", 50.0, 80.0, 10) == []
        # Only the holder gives a lease back; a released game is due again at once.
        mine = got["a"][0]
        jobs.release_game(mine, "b")
        assert jobs.claim_games("c", 1010.0, 1040.0, 10) == []
        jobs.release_game(mine, "a")
        assert jobs.claim_games("c", 1010.0, 1040.0, 10) == [mine]
        # A holder renews its own leases only; after a lease runs out another worker takes the game.
        jobs.renew(ids, "b", 1100.0)
        later = jobs.claim_games("d", 1050.0, 1080.0, 10)
        assert sorted(later) == sorted(got["a"][1:] + [mine])  # b's renewed games stay b's
    finally:
        db.close()


def test_a_process_stalled_inside_a_transaction_loses_its_locks(pg_url: str) -> None:
    """A worker stopped (SIGSTOP, swapped out) in the middle of a transaction would keep the rows it locked,
    and the others' claims skip locked rows: the database ends such a transaction after 10 s."""
    ids = _due_games(pg_url, 1)
    stalled = make_engine(pg_url)
    db = Database(pg_url)
    try:
        conn = stalled.connect()
        conn.begin()
        conn.execute(text("SELECT id FROM games FOR UPDATE"))
        jobs = WorkRepository(db)
        assert jobs.claim_games("b", 1000.0, 1030.0, 5) == []  # locked: skipped
        time.sleep(11)
        assert jobs.claim_games("b", 1000.0, 1030.0, 5) == ids
        with pytest.raises(DBAPIError):
            conn.execute(text("SELECT 1"))
        conn.invalidate()
    finally:
        db.close()
        stalled.dispose()


def test_a_decision_made_twice_is_the_same_decision() -> None:
    game = ogallala.new_game("amigo", players=3, seed=7)
    for _ in range(5):
        game.apply(game.legal_actions()[0])
    seat = game.current_seat
    assert seat is not None
    view, legal = game.view(seat, events=False), game.legal_codes()
    seed = seat_seed("some-game", seat, 5)
    assert decide("hard:iterations=24", view, legal, seed) == decide("hard:iterations=24", view, legal, seed)


def test_an_analysis_asked_of_the_server_is_computed_by_a_worker(pg_url: str, redis_url: str) -> None:
    settings = settings_for(pg_url, redis_url=redis_url, bot_work="workers", allow_seed=True, analysis_samples=1,
                            work_lease_seconds=5)
    with TestClient(create_app(settings)) as c:
        g = finished_table(c)
        first = c.get(f"/api/games/{g['id']}/analysis?seat=0")
        assert first.status_code == 202 and first.json()["status"] == "running" and first.json()["done"] == 0
        time.sleep(0.3)
        assert c.get(f"/api/games/{g['id']}/analysis?seat=0").status_code == 202  # the server does not compute it
        worker = Worker(c.app.state.service, c.app.state.analyses, "worker-1", 1)  # type: ignore[attr-defined]

        async def work() -> None:
            await worker.take()
            assert worker._analysis is not None
            await worker._analysis

        on_app_loop(c, work())
        done = c.get(f"/api/games/{g['id']}/analysis?seat=0")
        assert done.status_code == 200 and done.json()["done"] == done.json()["total"] > 0
        assert worker.stats.analyses == 1
        on_app_loop(c, worker.take())
        assert worker._analysis is None  # nothing more to do: a done analysis is not taken again


def test_workers_play_the_bots_and_clocks_and_a_stalled_or_killed_worker_loses_nothing(
        tmp_path: Path, pg_url: str, redis_url: str) -> None:
    serve = ServerProcess("--database-url", pg_url, "--redis-url", redis_url, "--bot-work", "workers",
                          "--allow-seed", "--bot-delay", "0.02", "--bot-workers", "1", log=tmp_path / "serve.log")
    work = ("--database-url", pg_url, "--redis-url", redis_url, "--processes", "1", "--lease-seconds", "1.5",
            "--bot-delay", "0.02", "--poll-seconds", "0.05")
    a = WorkerProcess(*work, log=tmp_path / "a.log")
    b = WorkerProcess(*work, log=tmp_path / "b.log")
    serve.start()
    try:
        bots = [make_table(serve, seed=60 + i, seats=[{"kind": "bot", "level": "easy"},
                                                       {"kind": "bot", "level": "medium"},
                                                       {"kind": "bot", "level": "easy"}]) for i in range(4)]
        clock = make_table(serve, seed=70, turn_seconds=1, seats=[{"kind": "human", "name": "Ann"},
                                                                  {"kind": "bot", "level": "easy"}])
        time.sleep(1.0)
        assert all(get(serve, t["id"])["seq"] == 0 for t in bots)  # the server itself plays no bot
        a.start()

        def seqs() -> list[int]:
            return [get(serve, t["id"])["seq"] for t in bots]

        wait_for(lambda: min(seqs()) >= 5, timeout=60)
        a.send(signal.SIGSTOP)  # stalled, holding its leases
        stalled = seqs()
        time.sleep(0.5)
        b.start()
        # after the stalled worker's leases run out, the other takes its games on
        wait_for(lambda: all(x > y + 3 for x, y in zip(seqs(), stalled, strict=True)), timeout=60)
        a.send(signal.SIGCONT)  # its decisions under way are refused: another was first
        time.sleep(1.0)
        b.send(signal.SIGKILL)  # dead, holding leases: the first worker takes its games after them
        wait_for(lambda: all(get(serve, t["id"])["status"] == "over" for t in bots), timeout=240, every=0.5)
        for t in bots:
            rec = httpx.get(f"{serve.url}/api/games/{t['id']}/record", timeout=10).json()
            assert ogallala.replay(rec).is_over()
            assert committed(pg_url, t["id"]) == list(range(len(rec["actions"])))  # each decision once
        engine = create_engine(pg_url.replace("postgresql://", "postgresql+psycopg://", 1))

        def clock_actors() -> set[str]:
            with engine.connect() as conn:
                return {r[0] for r in conn.execute(text("SELECT actor FROM actions WHERE game_id = :g"),
                                                   {"g": clock["id"]})}

        wait_for(lambda: "clock" in clock_actors(), timeout=30)  # Ann's clock ran out: a worker played for her
        with engine.connect() as conn:
            actors = {r[0] for r in conn.execute(text("SELECT DISTINCT actor FROM actions"))}
            leases = conn.execute(text("SELECT count(*) FROM games WHERE status = 'over' AND work_by IS NOT NULL"))
            held = leases.scalar()
        engine.dispose()
        assert actors == {"bot", "clock"} and held == 0
        for p in (serve, a):
            assert "Traceback" not in p.logs(), p.logs()[-3000:]
    finally:
        for w in (a, b):
            w.stop()
        serve.stop()


def test_a_worker_stops_cleanly_and_gives_its_leases_back(tmp_path: Path, pg_url: str, redis_url: str) -> None:
    serve = ServerProcess("--database-url", pg_url, "--redis-url", redis_url, "--bot-work", "workers",
                          "--allow-seed", "--bot-delay", "0", "--bot-workers", "1", log=tmp_path / "serve.log")
    w = WorkerProcess("--database-url", pg_url, "--redis-url", redis_url, "--processes", "1",
                      "--lease-seconds", "60", "--bot-delay", "0", log=tmp_path / "w.log")
    serve.start()
    try:
        t = make_table(serve, seed=80, seats=[{"kind": "bot", "level": "hard"}, {"kind": "bot", "level": "hard"}])
        w.start()
        wait_for(lambda: get(serve, t["id"])["seq"] >= 3, timeout=60)
        w.stop()  # SIGTERM: the job under way is cancelled and its lease given back
        assert w.proc is not None and w.proc.returncode == 0, w.logs()[-2000:]
        engine = create_engine(pg_url.replace("postgresql://", "postgresql+psycopg://", 1))
        with engine.connect() as conn:
            held = conn.execute(text("SELECT work_by FROM games WHERE id = :g"), {"g": t["id"]}).scalar()
        engine.dispose()
        assert held is None  # another worker may take the game at once, not after a lease of 60 s
        assert "Traceback" not in w.logs()
    finally:
        w.stop()
        serve.stop()


def test_the_worker_command_refuses_bad_options(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    from ogallala.cli.main import main

    assert main(["worker", "--database-url", f"sqlite:///{tmp_path / 'x.sqlite3'}"]) == 2
    assert "needs PostgreSQL and Redis" in capsys.readouterr().err
    assert main(["worker", "--processes", "0"]) == 2
    assert "--processes is at least 1" in capsys.readouterr().err
    assert main(["serve", "--bot-work", "workers", "--database-url", f"sqlite:///{tmp_path / 'y.sqlite3'}"]) == 2
    assert "needs PostgreSQL and Redis" in capsys.readouterr().err


def test_the_load_benchmark_runs_bot_tables_on_workers(tmp_path: Path, pg_admin: str, redis_url: str) -> None:
    out = tmp_path / "load.json"
    proc = subprocess.run(
        [sys.executable, str(BENCH), "--games", "2", "--seconds", "6", "--warmup", "1",
         "--think", "0.2", "--load-procs", "1", "--bot-tables", "3", "--workers", "1", "--database", "postgres",
         "--postgres-url", pg_admin, "--redis-url", redis_url, "--json", str(out)],
        capture_output=True, text=True, timeout=240)
    assert proc.returncode == 0, proc.stderr[-3000:]
    (run,) = json.loads(out.read_text())["runs"]
    bots = run["bots"]
    assert bots["tables"] == 3 and bots["workers"] == 1 and bots["errors"] == 0, bots
    # the workers made the hard bots' decisions: counted in the database, their CPU measured
    assert bots["decisions"] > 0 and bots["cpu_cores"] > 0 and bots["decisions_per_s_per_core"] > 0, bots


def _children(pid: int) -> list[int]:
    out = []
    for d in Path("/proc").iterdir():
        if d.name.isdigit():
            try:
                stat = (d / "stat").read_text()
            except OSError:
                continue
            if int(stat[stat.rindex(")") + 2:].split()[1]) == pid:
                out.append(int(d.name))
    return out


def _cmdline(pid: int) -> str:
    try:
        return Path(f"/proc/{pid}/cmdline").read_bytes().decode(errors="replace")
    except OSError:
        return ""


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the parent-death signal is Linux's")
def test_a_killed_workers_bot_processes_end_with_it(tmp_path: Path, pg_url: str, redis_url: str) -> None:
    import os

    serve = ServerProcess("--database-url", pg_url, "--redis-url", redis_url, "--bot-work", "workers",
                          "--allow-seed", "--bot-delay", "0", "--bot-workers", "1", log=tmp_path / "serve.log")
    w = WorkerProcess("--database-url", pg_url, "--redis-url", redis_url, "--processes", "2", "--bot-delay", "0",
                      log=tmp_path / "w.log")
    serve.start()
    try:
        t = make_table(serve, seed=81, seats=[{"kind": "bot", "level": "easy"}, {"kind": "bot", "level": "easy"}])
        w.start()
        assert w.proc is not None
        wait_for(lambda: get(serve, t["id"])["seq"] >= 3, timeout=60)
        bots = wait_for(lambda: [p for p in _children(w.proc.pid) if "spawn_main" in _cmdline(p)], timeout=30)
        os.kill(w.proc.pid, signal.SIGKILL)  # the worker alone, not its process group
        w.proc.wait(10)
        wait_for(lambda: not any(Path(f"/proc/{p}").exists() for p in bots), timeout=15)
    finally:
        w.stop()
        serve.stop()
