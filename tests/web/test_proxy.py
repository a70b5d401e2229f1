"""Two ``ogallala serve`` nodes on one PostgreSQL database and a Redis of this test's own, behind HAProxy
with the project's own configuration (``deploy/haproxy.cfg``): a game played through the proxy over
HTTP and WebSockets, every request of the table on one node (a hash of its id), which holds the
table's lease; that node SIGKILLed mid-game (its clients back through the proxy on the other within
5 s, which takes the table's lease over at once; every committed action there once, the bot plays
on); Redis restarted mid-game (the node serves on meanwhile, pushes resume by themselves); the
database's connections cut (503 with a clear error meanwhile, then service again by itself). The
same again behind nginx with ``deploy/nginx.conf``. Where the proxy or redis-server is missing, the
test skips and says so (scripts/test installs Debian's packages where it can)."""

from __future__ import annotations

import json
import re
import subprocess
import threading
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import httpx
from sqlalchemy import create_engine, text
from websockets.sync.client import connect

from web.test_server_processes import committed
from web.webtools import Postgres, Redis, ServerProcess, WorkerProcess, bearer, free_port, need, wait_for

CONFIG = Path(__file__).resolve().parents[2] / "deploy" / "haproxy.cfg"
NGINX_CONFIG = CONFIG.with_name("nginx.conf")


class Proxy:
    """HAProxy running deploy/haproxy.cfg with this test's addresses put in (on ``host`` through
    ``prefix``, e.g. ``ip netns exec NS``, on a host of a test's own)."""

    def __init__(self, tmp: Path, nodes: list[ServerProcess], host: str = "127.0.0.1",
                 prefix: Sequence[str] = ()) -> None:
        self.binary = need("haproxy")
        self.port = free_port() if not prefix else 8080
        self.prefix = list(prefix)
        cfg = CONFIG.read_text()
        cfg = cfg.replace("bind 127.0.0.1:8080", f"bind {host}:{self.port}")
        for n, node in enumerate(nodes, 1):
            cfg = cfg.replace(f"127.0.0.1:{8000 + n} ", f"{node.host}:{node.port} ")
        assert not re.search(r"127\.0\.0\.1:80\d\d\b", cfg), "every address of the config was replaced"
        self.cfg = tmp / "haproxy.cfg"
        self.cfg.write_text(cfg)
        self.url = f"http://{host}:{self.port}"
        self.ws_url = f"ws://{host}:{self.port}"
        self.proc: subprocess.Popen[bytes] | None = None
        self.log = tmp / "haproxy.log"

    def start(self) -> None:
        with open(self.log, "ab") as log:
            self.proc = subprocess.Popen([*self.prefix, self.binary, "-db", "-f", str(self.cfg)], stdout=log,
                                         stderr=subprocess.STDOUT)
        wait_for(lambda: _ok(self.url + "/healthz"), timeout=20)

    def stop(self) -> None:
        if self.proc is not None:
            self.proc.terminate()
            self.proc.wait(10)


class NginxProxy(Proxy):
    """nginx running deploy/nginx.conf with this test's addresses put in, its pid file and error log in
    the test's folder."""

    def __init__(self, tmp: Path, nodes: list[ServerProcess]) -> None:
        self.binary = need("nginx")
        self.port = free_port()
        self.prefix = []
        cfg = NGINX_CONFIG.read_text()
        cfg = cfg.replace("listen 127.0.0.1:8080;", f"listen 127.0.0.1:{self.port};")
        for n, node in enumerate(nodes, 1):
            cfg = cfg.replace(f"server 127.0.0.1:{8000 + n} ", f"server {node.host}:{node.port} ")
            cfg = cfg.replace(f"~127\\.0\\.0\\.1:{8000 + n}$", "~" + re.escape(f"{node.host}:{node.port}") + "$")
        assert not re.search(r"127(\\)?\.0(\\)?\.0(\\)?\.1:80\d\d\b", cfg), "every address of the config was replaced"
        self.tmp = tmp
        self.cfg = tmp / "nginx.conf"
        self.cfg.write_text(cfg)
        self.url = f"http://127.0.0.1:{self.port}"
        self.ws_url = f"ws://127.0.0.1:{self.port}"
        self.proc = None
        self.log = tmp / "nginx.log"

    def start(self) -> None:
        with open(self.log, "ab") as log:
            self.proc = subprocess.Popen(
                [self.binary, "-p", str(self.tmp), "-c", str(self.cfg),
                 "-g", f"daemon off; pid {self.tmp / 'nginx.pid'}; error_log {self.log} warn;"],
                stdout=log, stderr=subprocess.STDOUT)
        wait_for(lambda: _ok(self.url + "/healthz"), timeout=20)


def _ok(url: str) -> bool:
    try:
        return httpx.get(url, timeout=2).status_code == 200
    except httpx.HTTPError:
        return False


class Client:
    """A browser-like client through the proxy: a WebSocket that reconnects (as the page does), each
    view it is pushed kept, and its times without a socket measured."""

    def __init__(self, url: str, gid: str, token: str | None) -> None:
        self.url, self.gid, self.token = url, gid, token
        self.views: list[dict[str, Any]] = []
        self.gaps: list[float] = []  # seconds from a lost socket to the next view on a new one
        self.closed = False
        self.thread = threading.Thread(target=self._run, daemon=True)
        self.thread.start()

    def _run(self) -> None:
        lost: float | None = None
        while not self.closed:
            try:
                with connect(f"{self.url}/ws/games/{self.gid}", open_timeout=3, close_timeout=1) as ws:
                    ws.send(json.dumps({"type": "hello", "token": self.token}))
                    for raw in ws:
                        msg = json.loads(raw)
                        if msg.get("type") == "view":
                            if lost is not None:
                                self.gaps.append(time.monotonic() - lost)
                                lost = None
                            self.views.append(msg.get("view", msg))
                        if self.closed:
                            return
            except Exception:
                pass
            if lost is None:
                lost = time.monotonic()
            time.sleep(0.2)  # the page tries again at once, then backs off

    def seq(self) -> int:
        return max((int(v["seq"]) for v in self.views), default=-1)


def view(url: str, gid: str, token: str | None = None) -> dict[str, Any]:
    r = httpx.get(f"{url}/api/games/{gid}", headers=bearer(token), timeout=10)
    assert r.status_code == 200, r.text
    return dict(r.json())


def lease_holder(pg_url: str, gid: str) -> str | None:
    """The process holding the table's lease (``games.lease_by``)."""
    engine = create_engine(pg_url.replace("postgresql://", "postgresql+psycopg://", 1))
    try:
        with engine.connect() as conn:
            return conn.execute(text("SELECT lease_by FROM games WHERE id = :g"), {"g": gid}).scalar_one()
    finally:
        engine.dispose()


def play_some(url: str, gid: str, tokens: dict[int, str], until_seq: int, answered: list[int]) -> None:
    """Play the people's seats (their first legal move) through the proxy until the game reaches ``until_seq``."""
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        v = view(url, gid)
        if v["seq"] >= until_seq or v["status"] == "over":
            return
        seat = v["current_seat"]
        if seat in tokens:
            mine = view(url, gid, tokens[seat])
            if mine["legal_actions"]:
                r = httpx.post(f"{url}/api/games/{gid}/actions", timeout=30, headers=bearer(tokens[seat]),
                               json={"action": mine["legal_actions"][0], "seq": mine["seq"]})
                if r.status_code == 200:
                    answered.append(int(r.json()["seq"]))
                else:
                    assert r.status_code == 409, r.text  # a bot or another seat moved first
        time.sleep(0.02)
    raise AssertionError(f"the game did not reach seq {until_seq}")


def test_two_nodes_behind_haproxy_survive_a_killed_node_a_redis_restart_and_cut_database_connections(
        tmp_path: Path, pg_url: str) -> None:
    two_nodes_behind(Proxy, tmp_path, pg_url)


def test_two_nodes_behind_nginx_survive_a_killed_node_a_redis_restart_and_cut_database_connections(
        tmp_path: Path, pg_url: str) -> None:
    """The same with deploy/nginx.conf, the example of docs/server.md for those who run nginx."""
    two_nodes_behind(NginxProxy, tmp_path, pg_url)


def two_nodes_behind(kind: type[Proxy], tmp_path: Path, pg_url: str) -> None:
    redis = Redis(tmp_path)
    redis.start()
    args = ("--database-url", pg_url, "--redis-url", redis.url, "--allow-seed", "--bot-delay", "0.05",
            "--bot-workers", "1")
    a = ServerProcess(*args, log=tmp_path / "a.log")
    b = ServerProcess(*args, log=tmp_path / "b.log")
    try:
        starts = [threading.Thread(target=s.start) for s in (a, b)]
        for t in starts:
            t.start()
        for t in starts:
            t.join()
        proxy = kind(tmp_path, [a, b])
        proxy.start()
        try:
            survive(proxy, a, b, redis, pg_url)
        finally:
            proxy.stop()
    finally:
        for s in (a, b):
            s.stop()
        redis.stop()


def survive(proxy: Proxy, a: ServerProcess, b: ServerProcess, redis: Redis, pg_url: str,
            pg: Postgres | None = None, worker: WorkerProcess | None = None) -> None:
    """A game through the proxy over HTTP and WebSockets; node ``a`` SIGKILLed mid-game; Redis restarted;
    the database's connections cut; and, with ``pg`` (a PostgreSQL of the test's own), PostgreSQL
    restarted: nothing lost or doubled, and service goes on by itself. With ``worker``, the nodes leave
    their bot to that ``ogallala worker``, which lives through all of it too."""
    clients: list[Client] = []
    try:
        r = httpx.post(proxy.url + "/api/games", timeout=30, json={"seed": 77, "seats": [
            {"kind": "human", "name": "Ann"}, {"kind": "human", "name": "Bob"}, {"kind": "bot", "level": "easy"}]})
        assert r.status_code == 201, r.text
        g = r.json()
        gid = g["id"]
        tokens = {0: g["seats"][0]["token"], 1: g["seats"][1]["token"]}
        clients = [Client(proxy.ws_url, gid, tokens[0]), Client(proxy.ws_url, gid, tokens[1]),
                   Client(proxy.ws_url, gid, None), Client(proxy.ws_url, gid, None)]
        answered: list[int] = []

        def play_on(more: int) -> int:
            """Play ``more`` actions; every client sees them; each committed action is there once."""
            before = view(proxy.url, gid)["seq"]
            play_some(proxy.url, gid, tokens, before + more, answered)
            now = view(proxy.url, gid)["seq"]
            wait_for(lambda: all(c.seq() >= now for c in clients), timeout=30)
            seqs = committed(pg_url, gid)
            assert seqs == list(range(len(seqs))) and set(answered) <= {s + 1 for s in seqs}
            return int(now)

        # the proxy sends every request and WebSocket of the table to one node (a hash of its id), which
        # takes the table's lease with the first action (a person's: seat 0 starts at seed 77)
        node = httpx.get(f"{proxy.url}/api/games/{gid}", timeout=10).headers["X-Ogallala-Node"]
        doomed, survivor = {"node1": (a, b), "node2": (b, a)}[node]
        play_some(proxy.url, gid, tokens, 12, answered)
        wait_for(lambda: all(c.seq() >= 12 for c in clients), timeout=20)
        held = lease_holder(pg_url, gid)
        assert held is not None
        for path in ("", "/log"):
            assert httpx.get(f"{proxy.url}/api/games/{gid}{path}", timeout=10).headers["X-Ogallala-Node"] == node

        # The table's node dies: its clients come back through the proxy on the other, which takes the
        # table over; nothing lost or doubled.
        doomed.kill()
        killed_at, killed_wall = time.monotonic(), time.time()
        play_some(proxy.url, gid, tokens, 30, answered)
        now = view(proxy.url, gid)["seq"]
        wait_for(lambda: all(c.seq() >= now for c in clients), timeout=20)
        gaps = [gap for c in clients for gap in c.gaps]
        assert len(gaps) >= 4, gaps  # every client was on the killed node, and came back
        assert max(gaps) < 5, gaps
        print(f"reconnected through the proxy after {', '.join(f'{x:.2f}' for x in gaps)} s")
        assert time.monotonic() - killed_at < 60
        seqs = committed(pg_url, gid)
        assert seqs == list(range(len(seqs))) and set(answered) <= {s + 1 for s in seqs}
        # the bot's seat played on after the kill (its decisions committed by the node left, or the worker)
        engine = create_engine(pg_url.replace("postgresql://", "postgresql+psycopg://", 1))
        with engine.connect() as conn:
            bot_after = conn.execute(text("SELECT count(*) FROM actions WHERE game_id = :g AND actor = 'bot' "
                                          "AND seq >= 12"), {"g": gid}).scalar_one()
            first_after = conn.execute(text("SELECT min(at) FROM actions WHERE game_id = :g AND at > :k"),
                                       {"g": gid, "k": killed_wall}).scalar_one()
        assert bot_after > 0
        # b took the table over from the killed holder at once, rather than after a's lease ran out (it had
        # 5 to 10 s left: it is renewed once half of its 10 s has passed)
        assert lease_holder(pg_url, gid) not in (None, held)
        assert httpx.get(f"{proxy.url}/api/games/{gid}", timeout=10).headers["X-Ogallala-Node"] != node
        assert first_after - killed_wall < 5, first_after - killed_wall
        print(f"the first action after the kill was committed {first_after - killed_wall:.2f} s after it")

        # Redis restarts mid-game: the node left serves on while it is away, and pushes resume by themselves.
        redis.stop()
        down = view(proxy.url, gid)["seq"]
        play_some(proxy.url, gid, tokens, down + 2, answered)  # actions commit without Redis
        time.sleep(2)  # long enough for several failed attempts to subscribe again
        t0 = time.monotonic()
        assert httpx.get(f"{proxy.url}/api/games/{gid}", timeout=10).status_code == 200
        assert time.monotonic() - t0 < 2, "a request waited on Redis"
        redis.start()
        play_on(8)

        # The database's connections are cut: answers are 503 with a clear error or the service goes on;
        # then it serves again by itself, nothing half-written.
        with engine.connect().execution_options(isolation_level="AUTOCOMMIT") as conn:
            name = conn.execute(text("SELECT current_database()")).scalar_one()
            conn.execute(text("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = :d "
                              "AND pid <> pg_backend_pid()"), {"d": name})
        engine.dispose()
        statuses = []
        for _ in range(5):
            r = httpx.get(f"{proxy.url}/api/games?status=running", timeout=10)
            statuses.append(r.status_code)
            if r.status_code == 503:
                assert r.json()["error"]["message"]
        assert set(statuses) <= {200, 503}
        print(f"with the database's connections cut: {statuses}")
        before = view(proxy.url, gid)["seq"]
        play_some(proxy.url, gid, tokens, before + 6, answered)
        seqs = committed(pg_url, gid)
        assert seqs == list(range(len(seqs)))

        if pg is not None:  # PostgreSQL itself restarts: 503 with a clear error meanwhile, then service again
            pg.stop()
            r = httpx.get(f"{proxy.url}/api/games?status=running", timeout=30)
            assert r.status_code == 503 and r.json()["error"]["code"] == "database_unavailable", r.text
            pg.start()
            wait_for(lambda: httpx.get(f"{proxy.url}/api/games?status=running", timeout=30).status_code == 200,
                     timeout=30, every=0.2)
            now = play_on(6)
            print(f"PostgreSQL restarted: answered 503 meanwhile, the game went on to seq {now}")
        assert "Traceback" not in survivor.logs(), survivor.logs()[-3000:]
        if worker is not None:
            assert "Traceback" not in worker.logs(), worker.logs()[-3000:]
    finally:
        for c in clients:
            c.closed = True
