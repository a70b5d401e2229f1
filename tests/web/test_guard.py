"""The HTTP connections' guard of ``ogallala serve`` (web/runtime/guard.py), from outside on loopback: slow
headers (slowloris) and silent connections are closed after ``--header-seconds``, a silent kept-alive
connection after ``--idle-seconds``, one connection over ``--http-per-address`` is closed at once,
and a WebSocket stops counting once upgraded."""

from __future__ import annotations

import contextlib
import json
import socket
import subprocess
import sys
import time
from pathlib import Path

import httpx
import pytest
from websockets.sync.client import connect

from ogallala.web.runtime.guard import Guard
from web.webtools import ServerProcess

ROOT = Path(__file__).resolve().parents[2]


def closed_within(sock: socket.socket, seconds: float) -> float | None:
    """Seconds until the server closes ``sock`` (reading and dropping what it sends), None if it did not."""
    start = time.monotonic()
    sock.settimeout(0.2)
    while time.monotonic() - start < seconds:
        try:
            if sock.recv(4096) == b"":
                return time.monotonic() - start
        except TimeoutError:
            continue
        except (ConnectionResetError, BrokenPipeError):
            return time.monotonic() - start
    return None


def answer(sock: socket.socket) -> bytes:
    """One whole response to GET /healthz (its head and its body may come in two reads)."""
    got = b""
    sock.settimeout(5)
    while not got.endswith(b"}"):
        part = sock.recv(4096)
        assert part, f"closed after {got!r}"
        got += part
    return got


def opened(port: int) -> socket.socket:
    return socket.create_connection(("127.0.0.1", port), timeout=5)


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> ServerProcess:
    tmp = tmp_path_factory.mktemp("guard")
    s = ServerProcess("--database-url", f"sqlite:///{tmp / 'db.sqlite'}", "--header-seconds", "1",
                      "--idle-seconds", "1", "--http-per-address", "6", log=tmp / "server.log").start()
    yield s
    s.stop()


def test_slow_headers_and_a_silent_connection_are_closed_after_the_header_deadline(server: ServerProcess) -> None:
    slow, silent = opened(server.port), opened(server.port)
    slow.sendall(b"GET /healthz HTTP/1.1\r\nHost: x\r\n")
    start = time.monotonic()
    dripped = 0
    slow.settimeout(0.05)
    while time.monotonic() - start < 3:  # a header byte every 0.1 s: never done, never silent
        try:
            slow.sendall(b"X")
            dripped += 1
        except (BrokenPipeError, ConnectionResetError):
            break
        try:
            if slow.recv(4096) == b"":
                break
        except TimeoutError:
            pass
        except ConnectionResetError:
            break
        time.sleep(0.1)
    took = time.monotonic() - start
    assert took < 2.5, f"a slowloris connection was kept {took:.1f} s (header deadline 1 s)"
    assert dripped >= 5
    gone = closed_within(silent, 3)
    assert gone is not None and gone < 2.5
    slow.close()
    silent.close()


def test_a_kept_alive_connection_goes_after_its_idle_seconds_and_serves_meanwhile(server: ServerProcess) -> None:
    with opened(server.port) as sock:
        for _ in range(3):  # requests within the deadlines are served on the same connection
            sock.sendall(b"GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n")
            assert answer(sock).startswith(b"HTTP/1.1 200")
            time.sleep(0.3)
        gone = closed_within(sock, 4)
        assert gone is not None and gone < 2.5


def test_one_connection_over_the_cap_is_closed_and_websockets_do_not_count(server: ServerProcess) -> None:
    r = httpx.post(server.url + "/api/games", json={"seats": [{"kind": "human", "name": "A"},
                                                              {"kind": "bot", "level": "easy"}]}, timeout=10)
    assert r.status_code == 201, r.text
    gid = r.json()["id"]
    with contextlib.ExitStack() as stack:
        sockets = [stack.enter_context(connect(f"{server.ws_url}/ws/games/{gid}", open_timeout=5))
                   for _ in range(10)]  # more than the cap of 6
        held = [opened(server.port) for _ in range(6)]
        extra = opened(server.port)
        extra.sendall(b"GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n")
        extra.settimeout(3)
        try:
            got = extra.recv(4096)
        except ConnectionResetError:
            got = b""
        assert got == b"", f"the 7th connection from one address was served: {got[:60]!r}"
        for s in held + [extra]:
            s.close()
        time.sleep(0.3)
        assert httpx.get(server.url + "/healthz", timeout=5).status_code == 200  # room again
        for ws in sockets:  # the WebSockets are alive all along
            ws.ping().wait(5)
    assert "Traceback" not in server.logs(), server.logs()[-3000:]


def test_the_guards_limits_are_checked() -> None:
    for bad in ((-1, 10.0, 5), (0, 0.0, 5), (0, 10.0, 0), (0, 10.0, 5, 10)):
        with pytest.raises(ValueError):
            Guard(*bad)


def test_the_servers_options_refuse_bad_limits(tmp_path: Path) -> None:
    from ogallala.rules.errors import ConfigError
    from ogallala.web import Settings

    for name, value in (("http_per_address", -1), ("header_seconds", 0.0), ("idle_seconds", 0)):
        with pytest.raises(ConfigError, match=name):
            Settings(database_url=f"sqlite:///{tmp_path / 'x.sqlite'}", **{name: value})


def test_games_play_on_beside_2000_idle_websockets_and_500_slowloris_connections(tmp_path: Path) -> None:
    """The attack of bench/server_load.py from outside on loopback, bounded in time: 2,000 spectator
    WebSockets that say nothing after hello and 500 connections that never finish their headers (each
    closed by the server after its 2-s header deadline, and opened again), while 30 games play on.
    Every idle socket is still open at the end, slow connections were closed by the server, and the
    games lost no action and got no error. (Their latency is measured by the benchmark, not here:
    docs/server.md has the figures.)"""
    out = tmp_path / "attack.json"
    proc = subprocess.run(
        [sys.executable, str(ROOT / "bench" / "server_load.py"), "--games", "30", "--seconds", "8", "--warmup", "4",
         "--think", "0.3", "--load-procs", "1", "--idle-sockets", "2000", "--idle-tables", "20",
         "--slowloris", "500", "--drip", "0.5", "--header-seconds", "2", "--json", str(out)],
        capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr[-3000:]
    (run,) = json.loads(out.read_text())["runs"]
    attack = run["attack"]
    assert attack["idle_open"] == 2000 and attack["idle_dropped"] == 0 and attack["idle_failed"] == 0, attack
    assert attack["slow_closed_by_server"] >= 500, attack  # every slow connection met its deadline at least once
    # most of the 500 were open at the end (the others between the server's close and their next connect,
    # which takes longer on a busy machine: 388 of 500 in one run on two cores beside the other tests)
    assert attack["slow_opened"] - attack["slow_closed_by_server"] > 250, attack
    assert run["actions_served"] > 0 and run["actions_lost"] == 0 and not run["errors"], run


def _server_rss_kb(server: ServerProcess) -> int:
    assert server.proc is not None
    for line in Path(f"/proc/{server.proc.pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    raise AssertionError("no VmRSS")


@pytest.mark.parametrize("pace", ["fast", "slow"])
def test_headers_over_64_kib_are_answered_431_and_closed(server: ServerProcess, pace: str) -> None:
    before = _server_rss_kb(server)
    for _ in range(3):
        sock = opened(server.port)
        sock.sendall(b"GET /healthz HTTP/1.1\r\nHost: x\r\n")
        line = b"X-Filler: " + b"a" * 1000 + b"\r\n"
        sent = got = b""
        try:
            for i in range(100):  # 100 KiB of headers that never end
                sock.sendall(line)
                sent += b"."
                if pace == "slow" and i % 10 == 9:
                    time.sleep(0.05)  # well within the header deadline (1 s here)
        except (BrokenPipeError, ConnectionResetError):
            pass
        sock.settimeout(5)
        with contextlib.suppress(ConnectionResetError):
            while part := sock.recv(4096):
                got += part
        sock.close()
        assert got.startswith(b"HTTP/1.1 431 "), got[:200]
    assert _server_rss_kb(server) - before < 20_000  # nothing of it kept
    ok = opened(server.port)  # an ordinary request still works, with headers of some kilobytes
    ok.sendall(b"GET /healthz HTTP/1.1\r\nHost: x\r\nX-Filler: " + b"a" * 8000 + b"\r\n\r\n")
    assert answer(ok).startswith(b"HTTP/1.1 200 ")
    ok.close()


def test_a_body_sent_a_byte_every_5_s_is_answered_408(tmp_path: Path) -> None:
    s = ServerProcess("--database-url", f"sqlite:///{tmp_path / 'db.sqlite'}", "--body-seconds", "2",
                      log=tmp_path / "server.log").start()
    try:
        sock = opened(s.port)
        sock.sendall(b"POST /api/games HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                     b"Content-Length: 100\r\n\r\n{")
        start = time.monotonic()
        sock.settimeout(0.5)
        got = b""
        next_byte = start + 5
        while time.monotonic() - start < 12 and b"\r\n\r\n" not in got:
            if time.monotonic() >= next_byte:
                with contextlib.suppress(OSError):
                    sock.sendall(b" ")
                next_byte += 5
            with contextlib.suppress(TimeoutError):
                part = sock.recv(4096)
                if not part:
                    break
                got += part
        took = time.monotonic() - start
        assert got.startswith(b"HTTP/1.1 408 "), got[:200]
        assert 1.5 < took < 5, took
        assert closed_within(sock, 3) is not None  # and the connection is closed
        sock.close()
        r = httpx.post(s.url + "/api/games", json={"seats": [{"kind": "human"}] * 2},
                       timeout=10)  # a body sent at once is served
        assert r.status_code == 201, r.text
    finally:
        s.stop()
