"""Load benchmark of the game server (``ogallala serve``): many concurrent 3-seat games, every seat a
WebSocket client, on loopback.

What it does, in order:

1. starts the server itself (``.venv/bin/ogallala serve`` beside this interpreter): one process on a
   fresh SQLite file in a temporary folder, or (``--processes 2``) two processes on a fresh PostgreSQL
   database (created on ``--postgres-url`` and dropped at the end) with fan-out through Redis;
2. creates ``--games`` tables of three human seats through ``POST /api/games``;
3. starts ``--load-procs`` load processes (asyncio with uvloop; the WebSocket client is the
   ``websockets`` library's protocol on a plain transport, or its asyncio client with ``--client
   websockets``); each opens one
   WebSocket per seat of its tables (``/ws/games/{id}``, first message ``hello`` with the seat's
   token). With two server processes a table's seats are split between them (two on one, one on
   the other, alternating by table), so the fan-out between processes is on the measured path;
   ``--split tables`` puts every seat of a table on one process instead (alternating by table), as a
   proxy that routes by table would;
4. whenever a seat's pushed view gives it legal actions, the seat thinks for a random time
   (exponential, mean ``--think`` seconds, cut at 10x the mean) and sends a random legal action with
   the view's seq. A finished game is replaced by a new table, so ``--games`` stay live;
5. after ``--warmup`` seconds it measures for ``--seconds``: actions served per second, and the latency
   from sending an action to the moment the last of the table's three seats received the view with
   seq+1 (all three connections of a table live in one load process, so one clock measures it);
   the server processes' CPU (% of one core, from /proc/PID/stat) and memory (RSS); the load
   processes' own CPU; the load average; every error the server sent and every action whose
   update never came (counted, and as an infinite latency in the percentiles); p50, p99, p99.9 and
   the longest stall of each server's event loop in the window (measured inside the server, which
   runs with ``--loop-stats``: a wake-up due every 10 ms and how late it came; stalls under 20 ms are
   not noted, so 0.0 means none of 20 ms or more). A load process's own event-loop lateness is
   reported too (its loop lag), since it adds to the latency it measures; once connected, a load
   process keeps its cycle collector to the youngest generation, so that its own pauses stay short.

With ``--idle-sockets N`` and ``--slowloris M`` an attack process runs beside the load to the
window's end (the warm-up starts once its N sockets are open): it holds N WebSockets that said
hello as spectators of quiet tables of their own (``--idle-tables``, nobody plays there) and send
nothing after, and keeps M connections
that send their request headers a line every ``--drip`` seconds and never finish them, opening a
new one whenever the server closes one (its header deadline, ``--header-seconds``). It reports how
many idle sockets were still open at the end and how many slow connections the server closed.

With ``--bot-tables N`` a process beside the load keeps N tables of one person and two ``hard``
bots going: it plays the person (a WebSocket, the same think times) and starts a new table when one
ends. The bots think in the server's own bot workers, or, with ``--workers W`` (PostgreSQL and Redis),
in W ``ogallala worker`` processes of ``--worker-processes`` bot processes each, the servers run with
``--bot-work workers``. The window starts once the bots' first decision is committed. It reports the
bot decisions committed in the window (read from the database), per second, the CPU the bots'
processes spent (the workers and their bot processes, or the server's bot workers), and the decisions
per second per core of that CPU.

Its header gives the machine's speed (the best time of ``sum(range(10000))``, taken before the
runs), so that runs on machines of different speeds (or one machine at different times) are told
apart.

It stops by itself and kills its servers at the end (also on Ctrl-C and errors). Every wait is
bounded. ``--search`` runs the steps of ``--steps`` in turn (a fresh server each) and reports the
largest count of games that holds p99 < ``--target-ms``.

Run it::

    nice -n 10 .venv/bin/python bench/server_load.py --games 1000 --seconds 60
    nice -n 10 .venv/bin/python bench/server_load.py --search --database sqlite
    nice -n 10 .venv/bin/python bench/server_load.py --search --processes 2 --database postgres
    nice -n 10 .venv/bin/python bench/server_load.py --games 100 --bot-tables 60 --workers 2 --database postgres

Not a test: ``tests/bench/test_server_load_smoke.py`` only checks that it runs and reports.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import functools
import gc
import json
import math
import multiprocessing as mp
import os
import platform
import queue
import random
import resource
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
import uuid
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from machine import machine_speed_us

ROOT = Path(__file__).resolve().parent.parent
CLK_TCK = os.sysconf("SC_CLK_TCK")
PAGE = os.sysconf("SC_PAGE_SIZE")
#: An action whose update has not reached every seat after this many seconds counts as lost.
LOST_SECONDS = 10.0
SEATS = 3
#: Seconds the bots wait before they act (the servers' and workers' --bot-delay).
BOT_DELAY = 0.2
VIEW_PREFIX = '{"type":"view","seq":'

try:  # the views a seat reads to act are parsed with orjson (the server's own encoder) where it is installed
    from orjson import loads as _loads
except ImportError:  # pragma: no cover - the benchmark needs the server extra, which brings orjson
    _loads = json.loads  # type: ignore[assignment]


class BenchError(Exception):
    """The benchmark cannot run (a limit, a server that does not start, a database it cannot create)."""


# -- the servers


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _die_with_parent() -> None:
    """In the server's child: get SIGTERM when the benchmark dies, however it dies (Linux)."""
    os.setsid()
    with contextlib.suppress(Exception):
        import ctypes

        ctypes.CDLL("libc.so.6", use_errno=True).prctl(1, signal.SIGTERM)  # PR_SET_PDEATHSIG


def proc_cpu_seconds(pid: int) -> float:
    """User + system CPU seconds of process ``pid`` (all its threads), from /proc/PID/stat."""
    text = Path(f"/proc/{pid}/stat").read_text()
    fields = text[text.rindex(")") + 2:].split()
    return (int(fields[11]) + int(fields[12])) / CLK_TCK


def tree_cpu_seconds(pid: int) -> float:
    """CPU seconds of ``pid`` and every live process below it (a worker and its bot processes)."""
    children: dict[int, list[int]] = {}
    for d in Path("/proc").iterdir():
        if d.name.isdigit():
            with contextlib.suppress(OSError, ValueError, IndexError):
                text = (d / "stat").read_text()
                children.setdefault(int(text[text.rindex(")") + 2:].split()[1]), []).append(int(d.name))
    total, todo = 0.0, [pid]
    while todo:
        p = todo.pop()
        with contextlib.suppress(OSError):
            total += proc_cpu_seconds(p)
        todo += children.get(p, [])
    return total


def bot_decisions(database_url: str, start: float, end: float) -> int:
    """Bot decisions committed between ``start`` and ``end`` (epoch seconds), read from the database."""
    sql = "SELECT count(*) FROM actions WHERE actor = 'bot' AND at >= {p} AND at < {p}"
    if database_url.startswith("sqlite"):
        import sqlite3

        with contextlib.closing(sqlite3.connect(database_url.removeprefix("sqlite:///"), timeout=30)) as conn:
            return int(conn.execute(sql.format(p="?"), (start, end)).fetchone()[0])
    import psycopg

    with psycopg.connect(database_url, connect_timeout=10) as conn:
        row = conn.execute(sql.format(p="%s"), (start, end)).fetchone()  # type: ignore[arg-type]
        return int(row[0]) if row else 0


def proc_wait_seconds(pid: int) -> float:
    """Seconds the threads of process ``pid`` were runnable but waited for a core (/proc/PID/task/*/schedstat):
    how much the other work on the machine held the server back."""
    total = 0
    for task in Path(f"/proc/{pid}/task").iterdir():
        with contextlib.suppress(OSError, ValueError, IndexError):
            total += int((task / "schedstat").read_text().split()[1])
    return total / 1e9


def proc_memory_mb(pid: int) -> tuple[float, float]:
    """(RSS, peak RSS) of process ``pid`` in MB."""
    rss = peak = 0.0
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            rss = int(line.split()[1]) / 1024
        elif line.startswith("VmHWM:"):
            peak = int(line.split()[1]) / 1024
    return rss, peak


def loadavg() -> list[float]:
    return [float(x) for x in Path("/proc/loadavg").read_text().split()[:3]]


@dataclass
class Child:
    """An ``ogallala`` command the benchmark runs (a server or a worker), its output in ``log_path``."""

    log_path: Path
    proc: subprocess.Popen[bytes] | None = None
    STOP = signal.SIGTERM

    def spawn(self, *args: str) -> None:
        exe = Path(sys.executable).with_name("ogallala")
        log = self.log_path.open("wb")
        self.proc = subprocess.Popen([str(exe) if exe.exists() else "ogallala", *args], stdout=log,
                                     stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL, preexec_fn=_die_with_parent,
                                     cwd=self.log_path.parent)
        log.close()

    @property
    def pid(self) -> int:
        assert self.proc is not None
        return self.proc.pid

    def stop(self) -> None:
        if self.proc is None or self.proc.poll() is not None:
            return
        self.proc.send_signal(self.STOP)
        try:
            self.proc.wait(20)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait(10)


@dataclass
class Worker(Child):
    """An ``ogallala worker`` process of the benchmark."""

    def start(self, database_url: str, redis_url: str, processes: int, log_level: str) -> None:
        self.spawn("worker", "--database-url", database_url, "--redis-url", redis_url, "--processes", str(processes),
                   "--bot-delay", str(BOT_DELAY), "--log-level", log_level)


@dataclass
class Server(Child):
    port: int = 0
    STOP = signal.SIGINT

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self, database_url: str, redis_url: str | None, log_level: str, extra: tuple[str, ...] = ()) -> None:
        self.spawn("serve", "--port", str(self.port), "--database-url", database_url, "--bot-delay", str(BOT_DELAY),
                   "--create-per-minute", "100000", "--unfinished-per-address", "100000",
                   "--max-unfinished", "100000", "--log-level", log_level,
                   "--sockets-per-address", "0", "--http-per-address", "0",  # every load socket comes from 127.0.0.1
                   "--loop-stats", *extra,  # the event loop's stalls, read over the window (server_stalls)
                   *(("--redis-url", redis_url) if redis_url else ()))

    def wait_ready(self, timeout: float = 60.0) -> None:
        assert self.proc is not None
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            if self.proc.poll() is not None:
                raise BenchError(f"the server on port {self.port} exited with {self.proc.returncode}; its log "
                                 f"{self.log_path}:\n{self.log_path.read_text(errors='replace')[-2000:]}")
            try:
                with urllib.request.urlopen(self.url + "/healthz", timeout=2) as r:
                    if r.status == 200:
                        return
            except (urllib.error.URLError, OSError):
                pass
            time.sleep(0.2)
        raise BenchError(f"the server on port {self.port} did not answer /healthz within {timeout:.0f} s")


class Postgres:
    """A fresh database on a PostgreSQL server, dropped at the end."""

    def __init__(self, admin_url: str) -> None:
        self.admin_url = admin_url
        self.name = f"ogallala_bench_{os.getpid()}_{uuid.uuid4().hex[:6]}"

    def _run(self, sql: str) -> None:
        try:
            import psycopg
        except ImportError as e:
            raise BenchError("PostgreSQL needs psycopg: pip install -e '.[postgres]'") from e
        try:
            with psycopg.connect(self.admin_url, autocommit=True, connect_timeout=10) as conn:
                conn.execute(sql)  # type: ignore[arg-type]
        except psycopg.Error as e:
            raise BenchError(f"PostgreSQL at {self.admin_url}: {e}") from e

    def create(self) -> str:
        self._run(f'CREATE DATABASE "{self.name}"')
        return self.admin_url.rsplit("/", 1)[0] + "/" + self.name

    def drop(self) -> None:
        self._run(f'DROP DATABASE IF EXISTS "{self.name}" WITH (FORCE)')


def clear_redis(redis_url: str, game_ids: set[str]) -> None:
    """Delete the presence keys the servers left for our games (they would otherwise live for a week)."""
    try:
        import redis
    except ImportError:
        return
    with contextlib.suppress(Exception):
        r = redis.Redis.from_url(redis_url, socket_timeout=5)
        keys = [f"ogallala:presence:{g}" for g in game_ids]
        for i in range(0, len(keys), 500):
            r.delete(*keys[i:i + 500])
        r.close()


# -- creating tables


def table_body() -> bytes:
    return json.dumps({"seats": [{"kind": "human"} for _ in range(SEATS)]}).encode()


def parse_created(body: dict[str, Any]) -> tuple[str, list[str]]:
    tokens = [s["token"] for s in body["seats"]]
    if len(tokens) != SEATS or not all(isinstance(t, str) for t in tokens):
        raise BenchError(f"POST /api/games answered no seat tokens: {body}")
    return body["id"], tokens


async def create_tables(urls: list[str], n: int, timeout: float) -> list[tuple[str, list[str]]]:
    """``n`` tables of three human seats, created ``POST /api/games`` on the servers in turn."""
    import httpx

    sem = asyncio.Semaphore(16)
    out: list[tuple[str, list[str]]] = []
    async with httpx.AsyncClient(timeout=30) as client:
        async def one(i: int) -> None:
            async with sem:
                r = await client.post(urls[i % len(urls)] + "/api/games", content=table_body(),
                                      headers={"Content-Type": "application/json"})
                if r.status_code != 201:
                    raise BenchError(f"POST /api/games answered {r.status_code}: {r.text[:300]}")
                out.append(parse_created(r.json()))

        await asyncio.wait_for(asyncio.gather(*(one(i) for i in range(n))), timeout)
    return out


# -- the load processes


@dataclass
class Plan:
    """What a load process is told."""

    index: int
    tables: list[tuple[str, list[str]]]
    urls: list[str]  # the server processes' base URLs
    think: float
    seed: int
    compression: bool
    connect_timeout: float
    nice: int
    split: str = "seats"
    client: str = "lean"


def seat_server(table_no: int, seat: int, servers: int, split: str = "seats") -> int:
    """Which server process a seat connects to: with two, seats 0 and 2 on one and seat 1 on the other,
    alternating by table so both carry the same load (``split="tables"``: every seat of a table on one,
    alternating by table)."""
    if servers == 1:
        return 0
    if split == "tables":
        return table_no % servers
    return (table_no + (seat == 1)) % servers


@dataclass
class Stats:
    latencies: list[float] = field(default_factory=list)  # ms, actions sent inside the window, served
    sent_in_window: int = 0
    lost: int = 0  # sent inside the window, update never reached every seat
    sent_total: int = 0
    served_total: int = 0
    errors: dict[str, int] = field(default_factory=dict)
    finished: int = 0
    created: int = 0
    connects: int = 0
    lag: list[float] = field(default_factory=list)  # event-loop lateness in ms, sampled


class TableRun:
    def __init__(self, runner: Runner, no: int, game_id: str, tokens: list[str]) -> None:
        self.runner = runner
        self.no = no
        self.game_id = game_id
        self.tokens = tokens
        self.seen = [-1] * SEATS
        self.pending: dict[int, float] = {}  # seq the action leads to -> when it was sent
        self.acted: set[int] = set()
        self.over = False
        self.done = asyncio.Event()

    def count_error(self, code: str) -> None:
        errs = self.runner.stats.errors
        errs[code] = errs.get(code, 0) + 1

    def on_view(self, seat: int, seq: int) -> None:
        if seq <= self.seen[seat]:
            return
        self.seen[seat] = seq
        low = min(self.seen)
        for target in [t for t in self.pending if t <= low]:
            sent = self.pending.pop(target)
            self.runner.served(sent, time.monotonic())

    async def seat(self, seat: int, ws: Any) -> None:
        """Follow one seat's connection of the ``websockets`` client (``--client websockets``)."""
        async for raw in ws:
            self.on_text(seat, ws, raw if isinstance(raw, str) else raw.decode())

    def on_text(self, seat: int, ws: Any, text: str) -> None:
        """A message for ``seat``: note the view's seq and, when it is this seat's turn, act after a think."""
        seq = -1
        if text.startswith(VIEW_PREFIX):
            end = text.index(",", len(VIEW_PREFIX))
            seq = int(text[len(VIEW_PREFIX):end])
            deciding = not text.endswith('"legal_actions":[]}}')
            if not deciding and '"status":"over"' not in text:
                self.on_view(seat, seq)
                return
        msg = _loads(text)
        if msg.get("type") == "error":
            self.count_error(str(msg.get("code")))
            return
        if msg.get("type") != "view":
            return
        seq = int(msg["seq"])
        view = msg["view"]
        self.on_view(seat, seq)
        if view.get("status") == "over":
            self.over = True
            if min(self.seen) >= seq:
                self.done.set()
            return
        legal = view.get("legal_actions") or []
        if legal and view.get("seat") == seat and seq not in self.acted and self.runner.acting:
            self.acted.add(seq)
            think = self.runner.plan.think
            delay = min(self.runner.rng.expovariate(1 / think), 10 * think) if think > 0 else 0.0
            action = self.runner.rng.choice(legal)
            if isinstance(ws, LeanSocket):
                asyncio.get_running_loop().call_later(delay, self.act_now, ws, seq, action)
            else:
                self.runner.spawn(self.act(ws, seq, action, delay))

    def act_now(self, ws: Any, seq: int, action: str) -> Any:
        """Send the action (the ``websockets`` client answers a coroutine to await, the lean one sends at once)."""
        if not self.runner.acting or self.over:
            return None
        now = time.monotonic()
        self.pending[seq + 1] = now
        self.runner.sent(now)
        try:
            return ws.send(json.dumps({"type": "action", "action": action, "seq": seq}))
        except Exception as e:  # the connection went away meanwhile: the action counts as lost
            self.count_error(f"client:send:{type(e).__name__}")
            return None

    async def act(self, ws: Any, seq: int, action: str, delay: float) -> None:
        await asyncio.sleep(delay)
        sending = self.act_now(ws, seq, action)
        if sending is None:
            return
        try:
            await sending
        except Exception as e:  # the connection went away meanwhile: the action counts as lost
            self.count_error(f"client:send:{type(e).__name__}")


class LeanSocket(asyncio.Protocol):
    """A WebSocket client connection that costs the load process little: the ``websockets`` library's
    protocol without I/O (its frames, masking, compression and closing handshake) on a plain asyncio
    transport, each text message handed to a callback as it is parsed, with no task, queue or wake-up per
    message (``--client lean``, the default). So that the load's own CPU stays small beside the server's
    on a machine both share; what is measured is the same (an action's send to its view's arrival)."""

    def __init__(self, url: str, compression: bool, on_text: Any) -> None:
        from websockets.client import ClientProtocol
        from websockets.extensions.permessage_deflate import ClientPerMessageDeflateFactory
        from websockets.frames import Frame, Opcode
        from websockets.http11 import Response
        from websockets.uri import parse_uri

        self._types = (Response, Frame, Opcode.TEXT)
        extensions = [ClientPerMessageDeflateFactory()] if compression else None
        self.proto = ClientProtocol(parse_uri(url), extensions=extensions, max_size=2**20)
        self.on_text = on_text
        self.transport: asyncio.Transport | None = None
        loop = asyncio.get_running_loop()
        self.opened: asyncio.Future[None] = loop.create_future()
        self.closed: asyncio.Future[None] = loop.create_future()

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        self.transport = transport  # type: ignore[assignment]
        self.proto.send_request(self.proto.connect())
        self._flush()

    def data_received(self, data: bytes) -> None:
        response, frame, text = self._types
        self.proto.receive_data(data)
        for event in self.proto.events_received():
            if isinstance(event, response):
                if self.proto.handshake_exc is not None:
                    self.opened.set_exception(self.proto.handshake_exc)
                elif not self.opened.done():
                    self.opened.set_result(None)
            elif isinstance(event, frame) and event.opcode is text:  # whole messages: the server never fragments
                self.on_text(self, bytes(event.data).decode())
        self._flush()

    def eof_received(self) -> bool | None:
        self.proto.receive_eof()
        self._flush()
        return None

    def connection_lost(self, exc: Exception | None) -> None:
        if not self.opened.done():
            self.opened.set_exception(exc or ConnectionError("closed before the handshake"))
        if not self.closed.done():
            if exc is None:
                self.closed.set_result(None)
            else:
                self.closed.set_exception(exc)

    def _flush(self) -> None:
        assert self.transport is not None
        for data in self.proto.data_to_send():
            if data:
                self.transport.write(data)
            elif self.transport.can_write_eof():
                self.transport.write_eof()

    def send(self, text: str) -> None:
        if self.transport is None or self.transport.is_closing() or self.closed.done():
            raise ConnectionError("the connection is closed")
        self.proto.send_text(text.encode())
        self._flush()

    async def close(self) -> None:
        if self.transport is None or self.transport.is_closing():
            return
        with contextlib.suppress(Exception):
            self.proto.send_close(1000)
            self._flush()
        if not self.closed.done():  # the server's answer to the close, briefly
            with contextlib.suppress(Exception):
                await asyncio.wait_for(asyncio.shield(self.closed), 2)
        self.transport.close()


class Runner:
    """One load process: its tables, each with three seat connections."""

    def __init__(self, plan: Plan, control: Any, results: Any) -> None:
        self.plan = plan
        self.control = control
        self.results = results
        self.rng = random.Random(plan.seed)
        self.stats = Stats()
        self.window: tuple[float, float] | None = None
        self.acting = True
        self.tasks: set[asyncio.Task[Any]] = set()
        self.connect_sem = asyncio.Semaphore(64)
        self.table_no = plan.index
        self.http: Any = None
        self.runs: set[TableRun] = set()

    def spawn(self, coro: Any) -> asyncio.Task[Any]:
        t = asyncio.create_task(coro)
        self.tasks.add(t)
        t.add_done_callback(self.tasks.discard)
        return t

    def in_window(self, t: float) -> bool:
        return self.window is not None and self.window[0] <= t < self.window[1]

    def sent(self, t: float) -> None:
        self.stats.sent_total += 1
        if self.in_window(t):
            self.stats.sent_in_window += 1

    def served(self, sent: float, now: float) -> None:
        self.stats.served_total += 1
        if self.in_window(sent):
            self.stats.latencies.append((now - sent) * 1000)

    async def connect(self, url: str, game_id: str, token: str, on_text: Any) -> Any:
        ws_url = url.replace("http://", "ws://") + f"/ws/games/{game_id}"
        hello = json.dumps({"type": "hello", "token": token})
        async with self.connect_sem:
            if self.plan.client == "lean":
                host, _, port = url.removeprefix("http://").partition(":")
                loop = asyncio.get_running_loop()
                _, lean = await asyncio.wait_for(loop.create_connection(
                    lambda: LeanSocket(ws_url, self.plan.compression, on_text), host, int(port or 80)), 30)
                await asyncio.wait_for(lean.opened, 30)
                lean.send(hello)
                ws: Any = lean
            else:
                from websockets.asyncio.client import connect

                ws = await asyncio.wait_for(connect(ws_url, compression="deflate" if self.plan.compression else None,
                                                    max_size=2**20, open_timeout=30, ping_interval=None), 60)
                await ws.send(hello)
        self.stats.connects += 1
        return ws

    async def play(self, no: int, game_id: str, tokens: list[str], ready: asyncio.Future[None] | None) -> None:
        """Follow one table until its game is over (then start a new one) or the run stops."""
        while True:
            run = TableRun(self, no, game_id, tokens)
            self.runs.add(run)
            conns: list[Any] = []
            try:
                for seat in range(SEATS):
                    url = self.plan.urls[seat_server(no, seat, len(self.plan.urls), self.plan.split)]
                    conns.append(await self.connect(url, game_id, tokens[seat], functools.partial(self._lean_text,
                                                                                                 run, seat)))
                if ready is not None and not ready.done():
                    ready.set_result(None)
                seats: list[asyncio.Future[Any]] = [
                    ws.closed if isinstance(ws, LeanSocket) else asyncio.create_task(run.seat(s, ws))
                    for s, ws in enumerate(conns)]
                done_wait = asyncio.create_task(run.done.wait())
                await asyncio.wait([*seats, done_wait], return_when=asyncio.FIRST_COMPLETED)
                for t in [*seats, done_wait]:
                    t.cancel()
                for t in seats:
                    with contextlib.suppress(asyncio.CancelledError, Exception):
                        await t
                    if t.done() and not t.cancelled() and t.exception() is not None:
                        run.count_error(f"client:{type(t.exception()).__name__}")
                if not run.over and self.acting:
                    run.count_error("client:closed_by_server")
            except asyncio.CancelledError:
                raise
            except Exception as e:
                run.count_error(f"client:{type(e).__name__}")
                if ready is not None and not ready.done():
                    ready.set_exception(e)
                return
            finally:
                self.runs.discard(run)
                self.stats.lost += sum(1 for sent in run.pending.values() if self.in_window(sent))
                run.pending.clear()
                for ws in conns:
                    with contextlib.suppress(Exception):
                        await asyncio.wait_for(ws.close(), 5)
            if not run.over or not self.acting:
                return
            self.stats.finished += 1
            url = self.plan.urls[no % len(self.plan.urls)]
            r = await self.http.post(url + "/api/games", content=table_body(),
                                     headers={"Content-Type": "application/json"})
            if r.status_code != 201:
                run.count_error(f"create:{r.status_code}")
                return
            game_id, tokens = parse_created(r.json())
            self.stats.created += 1
            self.results.put(("game", game_id))
            ready = None

    @staticmethod
    def _lean_text(run: TableRun, seat: int, ws: LeanSocket, text: str) -> None:
        try:
            run.on_text(seat, ws, text)
        except Exception as e:  # an unreadable message: counted (the websockets client's seat would end with it)
            run.count_error(f"client:{type(e).__name__}")

    async def lag_probe(self) -> None:
        while True:
            t = time.monotonic()
            await asyncio.sleep(0.05)
            if self.in_window(t):
                self.stats.lag.append((time.monotonic() - t - 0.05) * 1000)

    async def control_message(self, timeout: float) -> Any:
        loop = asyncio.get_running_loop()
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            try:
                return await loop.run_in_executor(None, self.control.get, True, 0.5)
            except queue.Empty:
                continue
        raise BenchError(f"load process {self.plan.index}: no word from the benchmark in {timeout:.0f} s")

    async def main(self) -> None:
        import httpx

        self.http = httpx.AsyncClient(timeout=30)
        probe = self.spawn(self.lag_probe())
        loop = asyncio.get_running_loop()
        readies = []
        players = []
        for i, (game_id, tokens) in enumerate(self.plan.tables):
            fut: asyncio.Future[None] = loop.create_future()
            readies.append(fut)
            players.append(self.spawn(self.play(i, game_id, tokens, fut)))
        try:
            await asyncio.wait_for(asyncio.gather(*readies), self.plan.connect_timeout)
        except Exception as e:
            self.results.put(("failed", self.plan.index, f"{type(e).__name__}: {e}"))
            raise
        self.results.put(("connected", self.plan.index))
        # A pause of this process's cycle collector would be counted as the server's latency: what connecting
        # built is frozen out of its walks, and only its youngest generation runs by itself (a load process
        # lives for one run; what its older generations would have found waits until it exits).
        gc.collect()
        gc.freeze()
        gc.set_threshold(gc.get_threshold()[0], 1 << 30, 1 << 30)
        t0, t1 = await self.control_message(self.plan.connect_timeout + 600)
        self.window = (t0, t1)
        cpu0 = 0.0
        await asyncio.sleep(max(0.0, t0 - time.monotonic()))
        cpu0 = time.process_time()
        await asyncio.sleep(max(0.0, t1 - time.monotonic()))
        cpu1 = time.process_time()
        self.acting = False  # no new actions; let those in flight arrive
        end = time.monotonic() + LOST_SECONDS
        while time.monotonic() < end and any(any(self.in_window(s) for s in r.pending.values()) for r in self.runs):
            await asyncio.sleep(0.1)
        for r in self.runs:
            self.stats.lost += sum(1 for s in r.pending.values() if self.in_window(s))
            r.pending.clear()
        probe.cancel()
        for t in players:
            t.cancel()
        await asyncio.gather(*players, return_exceptions=True)
        await self.http.aclose()
        self.results.put(("stats", self.plan.index, self.stats.__dict__, cpu1 - cpu0))


def load_process(plan: Plan, control: Any, results: Any) -> None:
    """A load process's body (multiprocessing target)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # the parent stops us
    if plan.nice:
        os.nice(plan.nice)
    try:
        import uvloop

        uvloop.install()
    except ImportError:
        pass
    try:
        asyncio.run(Runner(plan, control, results).main())
    except Exception as e:
        results.put(("failed", plan.index, f"{type(e).__name__}: {e}"))


# -- the attack beside the load (--idle-sockets, --slowloris)


@dataclass
class Attack:
    url: str
    idle_sockets: int
    slowloris: int
    tables: list[str]
    drip: float


async def _attack(plan: Attack, control: Any, results: Any) -> None:
    import websockets

    ws_url = plan.url.replace("http://", "ws://", 1)
    host, port = plan.url.removeprefix("http://").split(":")
    counts = {"idle_open": 0, "idle_dropped": 0, "idle_failed": 0, "slow_opened": 0, "slow_closed_by_server": 0}
    stop = asyncio.Event()

    async def idle(i: int) -> None:
        gid = plan.tables[i % len(plan.tables)]
        try:
            async with websockets.connect(f"{ws_url}/ws/games/{gid}", open_timeout=60, max_size=None,
                                          compression=None) as ws:
                await ws.send(json.dumps({"type": "hello", "token": None}))
                counts["idle_open"] += 1
                try:
                    async for _ in ws:  # the views pushed (one at hello); nothing is ever sent
                        if stop.is_set():
                            break
                finally:
                    counts["idle_open"] -= 1
                    if not stop.is_set():
                        counts["idle_dropped"] += 1
        except Exception:
            if not stop.is_set():
                counts["idle_failed"] += 1

    async def slow() -> None:
        while not stop.is_set():
            try:
                reader, writer = await asyncio.open_connection(host, int(port))
            except OSError:
                await asyncio.sleep(0.5)
                continue
            counts["slow_opened"] += 1
            try:
                writer.write(b"GET /healthz HTTP/1.1\r\nHost: x\r\n")
                n = 0
                while not stop.is_set():
                    await writer.drain()
                    try:
                        if await asyncio.wait_for(reader.read(4096), plan.drip) == b"":
                            counts["slow_closed_by_server"] += 1
                            break
                    except TimeoutError:
                        pass
                    n += 1
                    writer.write(f"X-Slow-{n}: 1\r\n".encode())
            except (ConnectionError, OSError):
                counts["slow_closed_by_server"] += 1
            finally:
                writer.close()

    tasks = []
    for i in range(plan.idle_sockets):
        tasks.append(asyncio.create_task(idle(i)))
        if i % 100 == 99:
            await asyncio.sleep(0.05)  # not all in one burst
    tasks += [asyncio.create_task(slow()) for _ in range(plan.slowloris)]
    end = time.monotonic() + 90  # an idle socket's open_timeout is 60 s
    while counts["idle_open"] + counts["idle_failed"] < plan.idle_sockets and time.monotonic() < end:
        await asyncio.sleep(0.05)
    results.put(("attack_ready", dict(counts)))  # the window starts with every idle socket open (or failed)
    loop = asyncio.get_running_loop()
    _, t1 = await loop.run_in_executor(None, control.get)
    await asyncio.sleep(max(0.0, t1 - time.monotonic()))
    at_end = dict(counts)
    stop.set()
    for t in tasks:
        t.cancel()
    await asyncio.gather(*tasks, return_exceptions=True)
    results.put(("attack", at_end))


def beside_process(name: str, body: Any, plan: Any, control: Any, results: Any) -> None:
    """A process beside the load, ``body(plan, control, results)`` (the attack, the bot tables' person;
    a multiprocessing target); its failure is reported under ``name``."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        asyncio.run(body(plan, control, results))
    except Exception as e:
        results.put(("failed", name, f"{type(e).__name__}: {e}"))


# -- tables of one person and two hard bots beside the load (--bot-tables)


BOT_TABLE = json.dumps({"seats": [{"kind": "human"}, {"kind": "bot", "level": "hard"},
                                  {"kind": "bot", "level": "hard"}]}).encode()


@dataclass
class BotTables:
    url: str
    tables: int
    think: float
    seed: int


async def _bot_tables(plan: BotTables, control: Any, results: Any) -> None:
    import httpx
    import websockets

    rng = random.Random(plan.seed)
    counts = {"person_actions": 0, "games_finished": 0, "errors": 0}
    stop = asyncio.Event()
    ws_url = plan.url.replace("http://", "ws://", 1)

    async def table(http: Any) -> None:
        while not stop.is_set():
            r = await http.post(plan.url + "/api/games", content=BOT_TABLE,
                                headers={"Content-Type": "application/json"})
            if r.status_code != 201:
                counts["errors"] += 1
                await asyncio.sleep(1)
                continue
            g = r.json()
            over = False
            try:
                async with websockets.connect(f"{ws_url}/ws/games/{g['id']}", open_timeout=60, max_size=None,
                                              compression=None) as ws:
                    await ws.send(json.dumps({"type": "hello", "token": g["seats"][0]["token"]}))
                    acted: set[int] = set()
                    async for raw in ws:
                        msg = json.loads(raw)
                        if msg.get("type") == "error":
                            counts["errors"] += 1
                        if msg.get("type") != "view" or stop.is_set():
                            continue
                        view, seq = msg["view"], int(msg["seq"])
                        if view.get("status") == "over":
                            over = True
                            break
                        legal = view.get("legal_actions") or []
                        if legal and view.get("seat") == 0 and seq not in acted:
                            acted.add(seq)
                            await asyncio.sleep(min(rng.expovariate(1 / plan.think), 10 * plan.think)
                                                if plan.think > 0 else 0.0)
                            await ws.send(json.dumps({"type": "action", "action": rng.choice(legal), "seq": seq}))
                            counts["person_actions"] += 1
            except Exception:
                if not stop.is_set():
                    counts["errors"] += 1
            if over:
                counts["games_finished"] += 1
            results.put(("game", g["id"]))

    async with httpx.AsyncClient(timeout=60) as http:
        tasks = [asyncio.create_task(table(http)) for _ in range(plan.tables)]
        loop = asyncio.get_running_loop()
        t0, t1 = await loop.run_in_executor(None, control.get)
        await asyncio.sleep(max(0.0, t0 - time.monotonic()))
        at_start = dict(counts)
        await asyncio.sleep(max(0.0, t1 - time.monotonic()))
        in_window = {k: counts[k] - at_start[k] for k in counts}
        stop.set()
        for t in tasks:
            t.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
    results.put(("bot_tables", in_window))


# -- one run


def raise_fd_limit(needed: int) -> int:
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft < needed:
        target = needed if hard == resource.RLIM_INFINITY else min(hard, max(needed, soft))
        with contextlib.suppress(ValueError, OSError):
            resource.setrlimit(resource.RLIMIT_NOFILE, (target, hard))
        soft = resource.getrlimit(resource.RLIMIT_NOFILE)[0]
    if soft < needed:
        raise BenchError(f"{needed} open files are needed (3 sockets per table on each side, plus slack) but the "
                         f"limit is {soft} (hard {hard}); raise it (ulimit -n) or run fewer games")
    return soft


def server_stalls(url: str, start: float, end: float) -> list[tuple[float, float]]:
    """The server's event-loop stalls of >= 20 ms that ended between ``start`` and ``end`` (epoch seconds)."""
    with urllib.request.urlopen(f"{url}/api/server/loop?since={start}", timeout=30) as r:
        return [(at, x) for at, x in json.loads(r.read())["stalls"] if at <= end]


def ms(x: float) -> float | None:
    """A latency for the report: rounded, or None (null in JSON) for an update that never came."""
    return round(x, 1) if math.isfinite(x) else None


def percentile(xs: list[float], q: float) -> float:
    if not xs:
        return math.nan
    s = sorted(xs)
    k = min(len(s) - 1, max(0, math.ceil(q / 100 * len(s)) - 1))
    return s[k]


def git_commit() -> str:
    try:
        out = subprocess.run(["git", "-C", str(ROOT), "rev-parse", "--short", "HEAD"], capture_output=True, text=True,
                             timeout=10)
        dirty = subprocess.run(["git", "-C", str(ROOT), "status", "--porcelain", "--untracked-files=no"],
                               capture_output=True, text=True, timeout=10).stdout.strip()
        return out.stdout.strip() + ("+dirty" if dirty else "")
    except (OSError, subprocess.SubprocessError):
        return "unknown"


def run_once(args: argparse.Namespace, games: int) -> dict[str, Any]:
    """Start the servers, play ``games`` tables, measure, stop everything; the run's report."""
    procs = args.processes
    raise_fd_limit(SEATS * games * 2 + 2 * (args.idle_sockets + args.slowloris) + 512)
    tmp = Path(tempfile.mkdtemp(prefix="ogallala-load-"))
    servers = [Server(tmp / f"server{i}.log", port=free_port()) for i in range(procs)]
    workers = [Worker(tmp / f"worker{i}.log") for i in range(args.workers)]
    pg: Postgres | None = None
    redis_url = None
    loaders: list[Any] = []
    all_games: set[str] = set()
    ctx = mp.get_context("spawn")
    spy: subprocess.Popen[bytes] | None = None
    try:
        if args.database == "sqlite":
            db_url = f"sqlite:///{tmp / 'bench.sqlite3'}"
        else:
            pg = Postgres(args.postgres_url)
            db_url = pg.create()
        if procs > 1 or workers or args.redis:
            redis_url = args.redis_url
        before = loadavg()
        extra: tuple[str, ...] = ("--header-seconds", str(args.header_seconds)) if args.header_seconds else ()
        if workers:
            extra += ("--bot-work", "workers")
        for s in servers:
            s.start(db_url, redis_url, args.server_log_level, extra)
            s.wait_ready()
        for w in workers:
            assert redis_url is not None
            w.start(db_url, redis_url, args.worker_processes, args.server_log_level)
        urls = [s.url for s in servers]
        t = time.monotonic()
        tables = asyncio.run(create_tables(urls, games, timeout=60 + games * 0.2))
        create_seconds = time.monotonic() - t
        all_games.update(g for g, _ in tables)
        k = max(1, min(args.load_procs, games))
        results = ctx.Queue()
        controls = [ctx.Queue() for _ in range(k)]
        connect_timeout = 60 + games * 0.1
        for i in range(k):
            plan = Plan(i, tables[i::k], urls, args.think, args.seed * 1000 + i, not args.no_compression,
                        connect_timeout, args.load_nice, args.split, args.client)
            p = ctx.Process(target=load_process, args=(plan, controls[i], results), daemon=True)
            p.start()
            loaders.append(p)
        attack_control = None
        if args.idle_sockets or args.slowloris:
            quiet = asyncio.run(create_tables(urls[:1], max(1, args.idle_tables), timeout=60))
            attack_control = ctx.Queue()
            a = ctx.Process(target=beside_process, args=("attack", _attack, Attack(
                urls[0], args.idle_sockets, args.slowloris, [g for g, _ in quiet], args.drip), attack_control, results),
                daemon=True)
            a.start()
            loaders.append(a)
        bots_control = None
        if args.bot_tables:
            bots_control = ctx.Queue()
            b = ctx.Process(target=beside_process, args=("bot tables", _bot_tables, BotTables(
                urls[0], args.bot_tables, args.think, args.seed + 7), bots_control, results), daemon=True)
            b.start()
            loaders.append(b)
        t = time.monotonic()
        connected = 0
        attack_ready = attack_control is None
        stats: list[tuple[dict[str, Any], float]] = []
        attack: dict[str, int] = {}
        bot_tables: dict[str, int] = {}

        def pump(deadline: float, want: str) -> None:
            nonlocal connected, attack_ready
            while time.monotonic() < deadline:
                try:
                    item = results.get(timeout=0.5)
                except queue.Empty:
                    if want == "stats" and all(not p.is_alive() for p in loaders[:k]) and len(stats) < k:
                        break
                    continue
                if item[0] == "failed":
                    raise BenchError(f"load process {item[1]} failed: {item[2]}")
                if item[0] == "attack":
                    attack.update(item[1])
                if item[0] == "bot_tables":
                    bot_tables.update(item[1])
                if item[0] == "connected":
                    connected += 1
                elif item[0] == "attack_ready":
                    attack_ready = True
                elif item[0] == "game":
                    all_games.add(item[1])
                elif item[0] == "stats":
                    stats.append((item[2], item[3]))
                if (want == "connected" and connected == k and attack_ready) or (want == "stats" and len(stats) == k):
                    return
            if want == "drain":
                return
            raise BenchError(f"timed out waiting for the load processes ({want}: {connected} connected, "
                             f"{len(stats)} reported of {k}{'' if attack_ready else ', the attack not ready'})")

        pump(time.monotonic() + connect_timeout + 30 + (90 if attack_control is not None else 0), "connected")
        if bots_control is not None:
            # the window starts once the bots decide (the workers started, their first decision committed)
            end = time.monotonic() + 120
            while bot_decisions(db_url, 0.0, time.time() + 3600) == 0:
                if time.monotonic() > end:
                    raise BenchError("no bot decision was committed within 120 s of the bot tables' start; "
                                     "--keep-logs keeps the servers' and workers' logs")
                pump(time.monotonic() + 0.5, "drain")
        connect_seconds = time.monotonic() - t
        t0 = time.monotonic() + args.warmup
        t1 = t0 + args.seconds
        for c in controls + [x for x in (attack_control, bots_control) if x is not None]:
            c.put((t0, t1))
        time.sleep(max(0.0, t0 - time.monotonic()))
        wall0 = time.time()
        # the bots' CPU: the workers' process trees, or the servers' bot workers (their children)
        bots_cpu0 = sum(tree_cpu_seconds(w.pid) for w in workers) if workers else \
            sum(tree_cpu_seconds(s.pid) - proc_cpu_seconds(s.pid) for s in servers)
        cpu0 = [proc_cpu_seconds(s.pid) for s in servers]
        wait0 = [proc_wait_seconds(s.pid) for s in servers]
        if args.profile:
            spy = start_profile(servers[0].pid, args.seconds, Path(args.profile) / f"server-{games}.txt")
        time.sleep(max(0.0, t1 - time.monotonic()))
        cpu1 = [proc_cpu_seconds(s.pid) for s in servers]
        wall1 = time.time()
        bots_cpu1 = sum(tree_cpu_seconds(w.pid) for w in workers) if workers else \
            sum(tree_cpu_seconds(s.pid) - proc_cpu_seconds(s.pid) for s in servers)
        stalls = [server_stalls(s.url, wall0, time.time()) for s in servers]
        wait1 = [proc_wait_seconds(s.pid) for s in servers]
        during = loadavg()
        mem = [proc_memory_mb(s.pid) for s in servers]
        pump(time.monotonic() + LOST_SECONDS + 60, "stats")
        if attack_control is not None:
            end = time.monotonic() + 30
            while not attack and time.monotonic() < end:  # the attack reports at the window's end
                with contextlib.suppress(queue.Empty):
                    item = results.get(timeout=0.5)
                    if item[0] == "attack":
                        attack.update(item[1])
        if bots_control is not None:
            end = time.monotonic() + 30
            while not bot_tables and time.monotonic() < end:  # the bot tables report at the window's end
                with contextlib.suppress(queue.Empty):
                    item = results.get(timeout=0.5)
                    if item[0] == "bot_tables":
                        bot_tables.update(item[1])
        decisions = bot_decisions(db_url, wall0, wall1) if args.bot_tables else 0
        if spy is not None:
            spy.wait(60)
            spy = None
        for p in loaders:
            p.join(10)
        lat: list[float] = []
        errors: dict[str, int] = {}
        lag: list[float] = []
        served = lost = sent = finished = created = 0
        load_cpu = 0.0
        for st, cpu in stats:
            lat.extend(st["latencies"])
            lag.extend(st["lag"])
            sent += st["sent_in_window"]
            lost += st["lost"]
            finished += st["finished"]
            created += st["created"]
            load_cpu += cpu
            for code, n in st["errors"].items():
                errors[code] = errors.get(code, 0) + n
        served = len(lat)
        counted = lat + [math.inf] * lost  # a lost update counts as slower than any served one
        return {
            "games": games, "processes": procs, "seconds": args.seconds,
            "database": args.database + ("+redis" if args.redis and procs == 1 else ""),
            "think_s": args.think, "load_procs": k, "compression": not args.no_compression, "client": args.client,
            "actions_sent": sent, "actions_served": served, "actions_lost": lost,
            "actions_per_s": round(served / args.seconds, 1),
            "latency_ms": {"p50": ms(percentile(counted, 50)), "p90": ms(percentile(counted, 90)),
                           "p99": ms(percentile(counted, 99)), "p99.9": ms(percentile(counted, 99.9)),
                           "max": ms(max(counted, default=math.nan))},
            "server_longest_stall_ms": [round(max((x for _, x in st), default=0.0), 1) for st in stalls],
            "server_stalls_over_50ms": [sum(1 for _, x in st if x >= 50) for st in stalls],
            "errors": errors, "games_finished": finished, "games_created": created,
            "server_cpu_pct": [round((b - a) / args.seconds * 100, 1) for a, b in zip(cpu0, cpu1, strict=True)],
            "server_cpu_ms_per_action": round(sum(b - a for a, b in zip(cpu0, cpu1, strict=True)) * 1000 / served, 2)
            if served else None,
            "server_runqueue_wait_pct": [round((b - a) / args.seconds * 100, 1) for a, b in zip(wait0, wait1,
                                                                                               strict=True)],
            "server_rss_mb": [round(m[0], 1) for m in mem], "server_peak_rss_mb": [round(m[1], 1) for m in mem],
            "load_cpu_pct": round(load_cpu / args.seconds * 100, 1),
            "load_loop_lag_ms": {"p50": round(percentile(lag, 50), 1), "p99": round(percentile(lag, 99), 1)},
            "loadavg_before": before, "loadavg_end": during,
            "create_seconds": round(create_seconds, 1), "connect_seconds": round(connect_seconds, 1),
            **({"attack": {"idle_sockets": args.idle_sockets, "slowloris": args.slowloris,
                           "header_seconds": args.header_seconds or None, **attack}}
               if attack_control is not None else {}),
            **({"bots": {"tables": args.bot_tables, "workers": args.workers,
                         "worker_processes": args.worker_processes if workers else None,
                         "decisions": decisions, "decisions_per_s": round(decisions / args.seconds, 1),
                         "cpu_cores": round((bots_cpu1 - bots_cpu0) / args.seconds, 2),
                         "decisions_per_s_per_core": round(decisions / (bots_cpu1 - bots_cpu0), 2)
                         if bots_cpu1 > bots_cpu0 else None, **bot_tables}}
               if args.bot_tables else {}),
        }
    finally:
        if spy is not None and spy.poll() is None:
            spy.kill()
            spy.wait(10)
        for p in loaders:
            if p.is_alive():
                p.terminate()
                p.join(5)
        for w in workers:
            with contextlib.suppress(Exception):
                w.stop()
        for s in servers:
            with contextlib.suppress(Exception):
                s.stop()
        if redis_url:
            clear_redis(redis_url, all_games)
        if pg is not None:
            with contextlib.suppress(BenchError):
                pg.drop()
        if args.keep_logs:
            print(f"server logs kept in {tmp}", file=sys.stderr)
        else:
            for f in tmp.iterdir():
                with contextlib.suppress(OSError):
                    f.unlink()
            with contextlib.suppress(OSError):
                tmp.rmdir()


def start_profile(pid: int, seconds: float, out: Path) -> subprocess.Popen[bytes]:
    """``py-spy record`` of the server ``pid`` over the measured window, as collapsed stacks in ``out``."""
    exe = Path(sys.executable).with_name("py-spy")
    out.parent.mkdir(parents=True, exist_ok=True)
    cmd = [str(exe) if exe.exists() else "py-spy", "record", "-p", str(pid), "-d", str(max(1, int(seconds))),
           "-r", "100", "--gil", "--nonblocking", "-f", "raw", "-o", str(out)]
    try:
        return subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
    except OSError as e:
        raise BenchError(f"--profile needs py-spy (pip install py-spy): {e}") from e


#: Leaf frames of a waiting thread in py-spy's stacks (uvloop polls inside ``Runner.run``'s C call).
IDLE_LEAVES = {"Condition.wait (threading.py)", "_worker (thread.py)", "Runner.run (runners.py)",
               "select (selectors.py)", "BaseEventLoop.run_forever (base_events.py)", "Queue.get (queue.py)"}


def profile_summary(path: Path, top: int = 25) -> str:
    """The functions that hold the most samples of a collapsed-stack profile: inclusive and self shares."""
    inclusive: dict[str, int] = {}
    own: dict[str, int] = {}
    total = 0
    for line in path.read_text().splitlines():
        stack, _, count = line.rpartition(" ")
        if not stack or not count.isdigit():
            continue
        n = int(count)
        raw = stack.split(";")
        frames = [f.split(" (")[0] + " (" + f.split(" (")[1].split(":")[0].rsplit("/", 1)[-1] + ")" if " (" in f else f
                  for f in raw]
        if frames[-1] in IDLE_LEAVES:
            continue  # a thread waiting for work, or the event loop polling: not work
        total += n
        ours = {f for f, r in zip(frames, raw, strict=True)
                if r.split(" (", 1)[-1].startswith("ogallala/") and "/cli/" not in r}
        for f in ours:
            inclusive[f] = inclusive.get(f, 0) + n
        own[frames[-1]] = own.get(frames[-1], 0) + n
    if not total:
        return "no busy samples"
    lines = [f"{total} busy samples"]
    for title, table in (("inclusive (the server's own functions)", inclusive), ("self (any function)", own)):
        lines.append(f"-- {title}")
        for f, n in sorted(table.items(), key=lambda kv: -kv[1])[:top]:
            lines.append(f"{100 * n / total:5.1f}%  {f}")
    return "\n".join(lines)


def holds(r: dict[str, Any], target_ms: float) -> bool:
    p99 = r["latency_ms"]["p99"]
    return bool(p99 is not None and p99 < target_ms and r["actions_lost"] == 0 and r["actions_served"] > 0)


def row(r: dict[str, Any]) -> str:
    lat = {k: "lost" if v is None else v for k, v in r["latency_ms"].items()}
    errs = sum(r["errors"].values())
    return (f"| {r['games']} | {r['processes']} | {r['database']} | {r['actions_per_s']} | {lat['p50']} | {lat['p99']}"
            f" | {lat['p99.9']} | {' + '.join(str(x) for x in r['server_longest_stall_ms'])}"
            f" | {r['actions_lost']} | {errs} | {' + '.join(str(c) for c in r['server_cpu_pct'])}"
            f" | {r['server_cpu_ms_per_action']} | {' + '.join(str(c) for c in r['server_runqueue_wait_pct'])}"
            f" | {' + '.join(str(m) for m in r['server_rss_mb'])} | {r['load_cpu_pct']}"
            f" | {r['load_loop_lag_ms']['p99']} | {' '.join(str(x) for x in r['loadavg_before'])} |")


HEADER = ("| games | server procs | database | actions/s | p50 ms | p99 ms | p99.9 ms | longest server stall ms | "
          "lost | errors | server CPU % | server CPU ms/action | server run-queue wait % | server RSS MB | "
          "load CPU % | load loop lag p99 ms | load avg before |\n" + "|---" * 17 + "|")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", type=int, default=1000, help="concurrent tables of 3 human seats (default 1000)")
    ap.add_argument("--seconds", type=float, default=60.0, help="measured window (default 60)")
    ap.add_argument("--warmup", type=float, default=10.0, help="seconds of play before the window (default 10)")
    ap.add_argument("--processes", type=int, default=1, choices=(1, 2), help="server processes (2 needs postgres)")
    ap.add_argument("--split", choices=("seats", "tables"), default="seats",
                    help="with two processes: a table's seats split between them (default), or all on one")
    ap.add_argument("--database", choices=("sqlite", "postgres"), default=None,
                    help="sqlite (default with 1 process) or postgres (default and required with 2)")
    ap.add_argument("--load-procs", type=int, default=2, help="load processes (default 2)")
    ap.add_argument("--load-nice", type=int, default=0, help="extra niceness of the load processes (default 0)")
    ap.add_argument("--think", type=float, default=1.0, help="mean think time in seconds (default 1)")
    ap.add_argument("--no-compression", action="store_true",
                    help="do not offer permessage-deflate (browsers offer it; so does this benchmark by default)")
    ap.add_argument("--client", choices=("lean", "websockets"), default="lean",
                    help="the load's WebSocket client: lean (the websockets library's protocol on a plain asyncio "
                         "transport, a callback per message; default) or websockets (its asyncio client, a task "
                         "per connection, as before 2026-11-28)")
    ap.add_argument("--seed", type=int, default=1, help="seed of the seats' choices and think times")
    ap.add_argument("--search", action="store_true", help="step through --steps; report the largest that holds")
    ap.add_argument("--keep-going", action="store_true", help="--search runs every step, even after one misses")
    ap.add_argument("--steps", default="50,100,250,500,750,1000,1500", help="game counts for --search")
    ap.add_argument("--target-ms", type=float, default=100.0, help="the p99 a count must stay under (default 100)")
    ap.add_argument("--postgres-url", default="postgresql://postgres@127.0.0.1:5432/postgres",
                    help="where to create (and drop) the benchmark's database")
    ap.add_argument("--redis-url", default="redis://127.0.0.1:6379/0", help="Redis for two server processes")
    ap.add_argument("--server-log-level", default="warning", choices=("debug", "info", "warning", "error"))
    ap.add_argument("--keep-logs", action="store_true", help="keep the servers' logs (the folder is printed)")
    ap.add_argument("--profile", metavar="DIR", help="py-spy record the (first) server over the window into DIR")
    ap.add_argument("--json", metavar="OUT", help="write the report(s) as JSON to OUT")
    ap.add_argument("--idle-sockets", type=int, default=0, help="idle spectator WebSockets held beside the load")
    ap.add_argument("--idle-tables", type=int, default=50, help="quiet tables the idle sockets watch (default 50)")
    ap.add_argument("--slowloris", type=int, default=0, help="connections that send their headers and never end")
    ap.add_argument("--drip", type=float, default=2.0, help="seconds between a slow connection's header lines")
    ap.add_argument("--header-seconds", type=float, default=0.0,
                    help="the servers' --header-seconds (default: theirs, 20)")
    ap.add_argument("--bot-tables", type=int, default=0,
                    help="tables of one person and two hard bots beside the load (default 0)")
    ap.add_argument("--workers", type=int, default=0,
                    help="ogallala worker processes for the bots (needs postgres; default 0: the servers' own)")
    ap.add_argument("--worker-processes", type=int, default=1, help="bot processes of each worker (default 1)")
    ap.add_argument("--redis", action="store_true",
                    help="one process on postgres fans out through Redis and takes table leases all the same (what "
                         "several processes do): tells their cost from that of the second process")
    args = ap.parse_args(argv)
    if args.database is None:
        args.database = "postgres" if args.processes == 2 else "sqlite"
    if args.processes == 2 and args.database == "sqlite":
        ap.error("two server processes cannot share a SQLite file: use --database postgres")
    if args.redis and args.database != "postgres":
        ap.error("--redis needs --database postgres (a server on SQLite runs alone)")
    if args.workers and args.database != "postgres":
        ap.error("ogallala worker processes need --database postgres")
    if args.bot_tables < 0 or args.workers < 0 or args.worker_processes < 1:
        ap.error("--bot-tables and --workers are >= 0, --worker-processes >= 1")
    if args.games < 1 or args.seconds <= 0 or args.warmup < 0 or args.load_procs < 1 or args.think < 0:
        ap.error("--games and --load-procs are >= 1, --seconds > 0, --warmup and --think >= 0")
    try:
        steps = [int(x) for x in args.steps.split(",")] if args.search else [args.games]
    except ValueError:
        ap.error(f"--steps is a comma-separated list of game counts, not {args.steps!r}")
    if any(n < 1 for n in steps):
        ap.error("--steps are >= 1")

    def stop(signum: int, _frame: Any) -> None:
        raise KeyboardInterrupt(f"signal {signum}")

    signal.signal(signal.SIGTERM, stop)
    speed = machine_speed_us()
    print(f"# server load: {platform.node()}, {os.cpu_count()} cores, Python {platform.python_version()}, "
          f"commit {git_commit()}, load average {' '.join(map(str, loadavg()))}, "
          f"machine speed {speed} µs (sum(range(10000)))", file=sys.stderr)
    reports: list[dict[str, Any]] = []
    best: int | None = None
    try:
        for n in steps:
            print(f"# {n} games, {args.processes} server process(es) on {args.database}: "
                  f"{args.warmup:g} s warm-up, {args.seconds:g} s measured ...", file=sys.stderr, flush=True)
            r = run_once(args, n)
            reports.append(r)
            ok = holds(r, args.target_ms)
            print(f"#   {r['actions_per_s']} actions/s, p50 {r['latency_ms']['p50']} ms, "
                  f"p99 {r['latency_ms']['p99']} ms, p99.9 {r['latency_ms']['p99.9']} ms, "
                  f"longest stall {'/'.join(str(x) for x in r['server_longest_stall_ms'])} ms, "
                  f"lost {r['actions_lost']}, errors {r['errors']}, "
                  f"server CPU {r['server_cpu_pct']} %, RSS {r['server_rss_mb']} MB, "
                  f"load CPU {r['load_cpu_pct']} % -> {'holds' if ok else 'misses'} p99 < {args.target_ms:g} ms",
                  file=sys.stderr, flush=True)
            if "attack" in r:
                print(f"#   beside it: {r['attack']}", file=sys.stderr, flush=True)
            if "bots" in r:
                print(f"#   bot tables: {r['bots']}", file=sys.stderr, flush=True)
            if args.profile:
                prof = Path(args.profile) / f"server-{n}.txt"
                if prof.exists():
                    prof.with_suffix(".summary.txt").write_text(profile_summary(prof) + "\n")
                    print(f"#   profile: {prof} (summary {prof.with_suffix('.summary.txt')})", file=sys.stderr)
            if ok and (best is None or n > best) and (not args.keep_going or all(holds(x, args.target_ms)
                                                                                  for x in reports)):
                best = n
            elif args.search and not args.keep_going:
                break
    except BenchError as e:
        print(f"server_load: {e}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("server_load: interrupted; servers stopped", file=sys.stderr)
        return 130
    finally:
        if args.json and reports:
            Path(args.json).write_text(json.dumps({"commit": git_commit(), "date": time.strftime(
                "%Y-%m-%d %H:%M UTC", time.gmtime()), "machine": f"{platform.node()} {os.cpu_count()} cores",
                "machine_speed_us": speed, "target_ms": args.target_ms, "largest_holding": best, "runs": reports},
                indent=1) + "\n")
    print(HEADER)
    for r in reports:
        print(row(r))
    if args.search:
        print(f"\nlargest count holding p99 < {args.target_ms:g} ms: {best if best is not None else 'none'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
