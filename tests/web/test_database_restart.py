"""PostgreSQL restarted under a running server (a PostgreSQL of this test's own, made with Debian's
``initdb``): while it is away, requests that need it answer 503 with a clear error and nothing is
half-written; once it is back, service comes back by itself and every committed action is there once.
Where PostgreSQL's server programs are missing, the test skips and says so."""

from __future__ import annotations

import contextlib
import os
import pwd
import shutil
import subprocess
import tempfile
import time
from pathlib import Path

import httpx
import pytest

from web.test_proxy import play_some, view
from web.test_server_processes import committed
from web.webtools import ServerProcess, bearer, free_port


class Postgres:
    """A PostgreSQL server of this test's own on a free loopback port (run as the ``postgres`` user
    when the test runs as root, as PostgreSQL requires)."""

    def __init__(self) -> None:
        found = sorted(Path("/usr/lib/postgresql").glob("*/bin/pg_ctl"))
        if not found:
            pytest.skip("PostgreSQL's server programs (initdb, pg_ctl) are not installed: this test is skipped")
        self.bin = found[-1].parent
        self.as_user: list[str] = []
        self.root = Path(tempfile.mkdtemp(prefix="ogallala-pg-"))
        os.chmod(self.root, 0o755)
        if os.geteuid() == 0:
            try:
                pw = pwd.getpwnam("postgres")
            except KeyError:
                shutil.rmtree(self.root, ignore_errors=True)
                pytest.skip("running as root without a 'postgres' user to run PostgreSQL as: this test is skipped")
            os.chown(self.root, pw.pw_uid, pw.pw_gid)
            self.as_user = ["runuser", "-u", "postgres", "--"]
        self.data = self.root / "data"
        self.port = free_port()
        self.url = f"postgresql://postgres@127.0.0.1:{self.port}/postgres"

    def _run(self, *args: str) -> None:
        done = subprocess.run([*self.as_user, *args], capture_output=True, text=True, timeout=120)
        assert done.returncode == 0, f"{args[0]} failed: {done.stdout[-2000:]}{done.stderr[-2000:]}"

    def init(self) -> None:
        self._run(str(self.bin / "initdb"), "-D", str(self.data), "-A", "trust", "-U", "postgres", "-E", "UTF8",
                  "--no-sync")

    def start(self) -> None:
        options = (f"-p {self.port} -c listen_addresses=127.0.0.1 -k {self.root} -c fsync=off "
                   "-c synchronous_commit=off -c full_page_writes=off")
        self._run(str(self.bin / "pg_ctl"), "-D", str(self.data), "-l", str(self.root / "log"), "-w", "-t", "60",
                  "-o", options, "start")

    def stop(self) -> None:
        self._run(str(self.bin / "pg_ctl"), "-D", str(self.data), "-m", "fast", "-w", "-t", "60", "stop")

    def remove(self) -> None:
        with contextlib.suppress(AssertionError, subprocess.TimeoutExpired):
            self.stop()
        shutil.rmtree(self.root, ignore_errors=True)


def test_a_postgresql_restart_answers_503_meanwhile_and_service_comes_back_by_itself(tmp_path: Path) -> None:
    pg = Postgres()
    server: ServerProcess | None = None
    try:
        pg.init()
        pg.start()
        server = ServerProcess("--database-url", pg.url, "--allow-seed", "--bot-delay", "0.05",
                               log=tmp_path / "server.log").start()
        url = server.url
        r = httpx.post(url + "/api/games", timeout=30, json={"seed": 5, "seats": [
            {"kind": "human", "name": "Ann"}, {"kind": "human", "name": "Bob"}, {"kind": "bot", "level": "easy"}]})
        assert r.status_code == 201, r.text
        g = r.json()
        gid = g["id"]
        tokens = {0: g["seats"][0]["token"], 1: g["seats"][1]["token"]}
        answered: list[int] = []
        play_some(url, gid, tokens, 10, answered)

        pg.stop()
        # While PostgreSQL is away: what needs it answers 503 with a clear error, soon; no action is taken.
        statuses = []
        for _ in range(3):
            t0 = time.monotonic()
            r = httpx.get(f"{url}/api/games?status=running", timeout=30)
            assert time.monotonic() - t0 < 15, "a request waited too long on the database"
            statuses.append(r.status_code)
            assert r.status_code == 503, r.text
            assert r.json()["error"]["message"]
        held = view(url, gid)  # the table is held in memory: its view is still served
        seat = held["current_seat"]
        refused = []
        if seat in tokens:
            mine = view(url, gid, tokens[seat])
            r = httpx.post(f"{url}/api/games/{gid}/actions", timeout=30, headers=bearer(tokens[seat]),
                           json={"action": mine["legal_actions"][0], "seq": mine["seq"]})
            refused.append(r.status_code)
            assert r.status_code == 503, r.text
            assert r.json()["error"]["message"]
            assert view(url, gid)["seq"] == held["seq"], "an action that was not committed shows in the view"
        print(f"with PostgreSQL away: {statuses}, an action: {refused}")

        pg.start()
        # Service comes back by itself: the next requests succeed (after at most a few 503s).
        deadline = time.monotonic() + 30
        while True:
            r = httpx.get(f"{url}/api/games?status=running", timeout=30)
            if r.status_code == 200:
                break
            assert r.status_code == 503 and time.monotonic() < deadline, r.text
            time.sleep(0.2)
        before = view(url, gid)["seq"]
        play_some(url, gid, tokens, before + 6, answered)
        seqs = committed(pg.url, gid)
        assert seqs == list(range(len(seqs))), "an action is missing or there twice"
        assert set(answered) <= {s + 1 for s in seqs}
        assert view(url, gid)["seq"] == len(seqs)
        assert "Traceback" not in server.logs(), server.logs()[-3000:]
    finally:
        if server is not None:
            server.stop()
        pg.remove()
