"""A real server on a SQLite file while another connection holds the file's write lock (another process, a
backup): the event loop never waits for the lock, so reads and WebSockets answer at once; a write waits off the
loop for at most ``--database-busy-seconds``, then answers 503 ``busy`` with Retry-After and writes nothing; once
the lock is free the same request goes through, and the table's record is whole."""

from __future__ import annotations

import json
import sqlite3
import threading
import time
from pathlib import Path
from typing import Any

import httpx
from websockets.sync.client import connect

from web.webtools import ServerProcess

BUSY_SECONDS = 1.5


def quick(fn: Any, *args: Any, **kwargs: Any) -> Any:
    """``fn(*args, **kwargs)``, asserted to answer within half a second."""
    t0 = time.monotonic()
    answer = fn(*args, **kwargs)
    took = time.monotonic() - t0
    assert took < 0.5, f"{fn.__name__}{args} took {took:.2f} s"
    return answer


def test_a_held_write_lock_stalls_no_read_and_a_write_answers_busy_then_goes_through(tmp_path: Path) -> None:
    path = tmp_path / "db.sqlite"
    s = ServerProcess("--database-url", f"sqlite:///{path}", "--allow-seed", "--bot-delay", "0",
                      "--database-busy-seconds", str(BUSY_SECONDS), log=tmp_path / "server.log").start()
    http = httpx.Client(base_url=s.url, timeout=10)
    other = sqlite3.connect(path, isolation_level=None, timeout=1)
    try:
        two = [{"kind": "human", "name": "Ann"}, {"kind": "human", "name": "Bob"}]
        g1 = http.post("/api/games", json={"seats": two, "seed": 7}).json()
        g2 = http.post("/api/games", json={"seats": two, "seed": 7}).json()
        g3 = http.post("/api/games", json={"seats": [two[0], {"kind": "open"}], "seed": 7}).json()
        ann1, ann2 = g1["seats"][0]["token"], g2["seats"][0]["token"]
        ws = connect(f"{s.ws_url}/ws/games/{g2['id']}", open_timeout=10, legacy=True)

        other.execute("BEGIN IMMEDIATE")  # another connection takes the write lock and keeps it
        answers: dict[str, tuple[httpx.Response, float]] = {}

        def write(name: str, url: str, body: dict[str, Any], token: str | None = None) -> None:
            t0 = time.monotonic()
            r = httpx.post(s.url + url, json=body, timeout=30,
                           headers={"Authorization": f"Bearer {token}"} if token else {})
            answers[name] = (r, time.monotonic() - t0)

        writers = [threading.Thread(target=write, args=("action", f"/api/games/{g1['id']}/actions",
                                                       {"action": "draw 3", "seq": 0}, ann1)),
                   threading.Thread(target=write, args=("claim", f"/api/games/{g3['id']}/seats/1/claim",
                                                       {"name": "Cy"}))]
        for w in writers:
            w.start()
        time.sleep(0.3)
        # while both writes wait for the lock, everything that reads answers at once
        t0 = time.monotonic()
        reads = 0
        while time.monotonic() - t0 < BUSY_SECONDS - 0.6:
            assert quick(http.get, "/healthz").status_code == 200
            assert quick(http.get, "/api/games").status_code == 200
            v = quick(http.get, f"/api/games/{g1['id']}", headers={"Authorization": f"Bearer {ann1}"}).json()
            assert v["seq"] == 0
            reads += 3
        assert not answers, "the writes answered before the lock was given back or their wait was up"
        ws.send(json.dumps({"type": "hello", "token": ann2}))
        hello = json.loads(quick(ws.recv, timeout=5))
        assert hello["type"] == "view" and hello["seq"] == 0
        for w in writers:
            w.join(timeout=BUSY_SECONDS + 5)
        for name in ("action", "claim"):
            r, took = answers[name]
            assert r.status_code == 503, (name, r.text)
            error = r.json()["error"]
            assert error["code"] == "busy" and error["reason"] == "database_busy" and r.headers["Retry-After"]
            assert BUSY_SECONDS - 0.2 < took < BUSY_SECONDS + 2, (name, took)
        # a move over the WebSocket: its error arrives as the wait is up, and the socket stays open
        t0 = time.monotonic()
        ws.send(json.dumps({"type": "action", "action": "draw 3", "seq": 0}))
        assert quick(http.get, "/healthz").status_code == 200
        msg = json.loads(ws.recv(timeout=BUSY_SECONDS + 5))
        while msg["type"] != "error":
            msg = json.loads(ws.recv(timeout=BUSY_SECONDS + 5))
        assert msg["code"] == "busy" and msg["reason"] == "database_busy"
        assert time.monotonic() - t0 < BUSY_SECONDS + 2
        # nothing was written, in the file or in the server's tables
        assert other.execute("SELECT count(*) FROM actions").fetchone() == (0,)
        assert other.execute("SELECT kind FROM seats WHERE game_id = ? AND seat = 1", (g3["id"],)).fetchone() \
            == ("open",)
        other.execute("ROLLBACK")

        # the lock is free: the same requests go through, and the records are whole
        r = http.post(f"/api/games/{g1['id']}/actions", json={"action": "draw 3", "seq": 0},
                      headers={"Authorization": f"Bearer {ann1}"})
        assert r.status_code == 200 and r.json()["seq"] == 1, r.text
        assert http.post(f"/api/games/{g3['id']}/seats/1/claim", json={"name": "Cy"}).status_code == 200
        ws.send(json.dumps({"type": "action", "action": "draw 3", "seq": 0}))
        msg = json.loads(ws.recv(timeout=10))
        while msg["type"] != "view" or msg["seq"] != 1:
            assert msg["type"] != "error", msg
            msg = json.loads(ws.recv(timeout=10))
        assert http.get(f"/api/games/{g3['id']}").json()["status"] == "running"
        rows = other.execute("SELECT game_id, seq, action FROM actions ORDER BY game_id").fetchall()
        assert sorted(rows) == sorted([(g1["id"], 0, "draw 3"), (g2["id"], 0, "draw 3")])
        assert other.execute("SELECT id, seq FROM games WHERE id IN (?, ?) ORDER BY id", (g1["id"], g2["id"])) \
            .fetchall() == sorted([(g1["id"], 1), (g2["id"], 1)])
        ws.close()
    finally:
        if other.in_transaction:
            other.execute("ROLLBACK")
        other.close()
        http.close()
        s.stop()
