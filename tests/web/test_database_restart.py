"""PostgreSQL restarted under a running server (a PostgreSQL of this test's own, made with Debian's
``initdb``): while it is away, requests that need it answer 503 with a clear error and nothing is
half-written; once it is back, service comes back by itself and every committed action is there once.
Where PostgreSQL's server programs are missing, the test skips and says so."""

from __future__ import annotations

import time
from pathlib import Path

import httpx

from web.test_proxy import play_some, view
from web.test_server_processes import committed
from web.webtools import Postgres, ServerProcess, bearer


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
