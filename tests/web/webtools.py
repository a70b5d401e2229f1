"""Helpers of the server's tests: settings, requests, polling, real server processes."""

from __future__ import annotations

import contextlib
import fcntl
import json
import os
import pwd
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import warnings
from collections.abc import Coroutine, Iterator, Sequence
from pathlib import Path
from typing import Any, TypeVar

import httpx
import pytest

from ogallala.web import Settings

with warnings.catch_warnings():  # starlette's TestClient warns that it runs on httpx
    warnings.simplefilter("ignore")
    from fastapi.testclient import TestClient

BIN = Path(sys.executable).parent / "ogallala"
__all__ = ["TestClient"]

T = TypeVar("T")


#: Shared by every test run on this machine (two runs side by side disturb each other's browsers too).
NETWORK_LOCK = Path(tempfile.gettempdir()) / "ogallala-tests-network.lock"


@contextlib.contextmanager
def network_lock(changes: bool) -> Iterator[None]:
    """Chromium fails the requests it has in flight (``net::ERR_NETWORK_CHANGED``) when a link or an
    address of the machine's network changes. A test that changes them (``changes``: the several-hosts
    test's bridge and veth pairs) holds this lock alone; each browser test shares it. A second file is
    the turnstile: a test waiting to change the network lets no new browser test in before it."""
    with open(NETWORK_LOCK.with_suffix(".turn"), "a") as turn, open(NETWORK_LOCK, "a") as lock:
        fcntl.flock(turn, fcntl.LOCK_EX)
        try:
            fcntl.flock(lock, fcntl.LOCK_EX if changes else fcntl.LOCK_SH)
        finally:
            fcntl.flock(turn, fcntl.LOCK_UN)
        try:
            yield
        finally:
            fcntl.flock(lock, fcntl.LOCK_UN)


def on_app_loop(client: TestClient, work: Coroutine[Any, Any, T]) -> T:
    """Run ``work`` on the loop of the app that ``client`` drives (as its sweeper would) and return its result.

    Not ``asyncio.run``: the app's locks and connections belong to its own loop, and a browser test
    in the same worker may hold a running loop in this thread.
    """
    async def run() -> T:
        return await work

    assert client.portal is not None, "on_app_loop needs a TestClient that was entered"
    return client.portal.call(run)


def settings_for(url: str, **options: Any) -> Settings:
    # No heartbeat unless a test asks for one: tests read a socket's messages one by one.
    base: dict[str, Any] = {"database_url": url, "bot_delay": 0.0, "bot_workers": 1, "sweep_seconds": 0.1,
                            "heartbeat_seconds": 0.0}
    base.update(options)
    return Settings(**base)


def bearer(token: str | None) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"} if token else {}


def create(client: Any, seats: list[dict[str, Any]] | None = None, **body: Any) -> dict[str, Any]:
    body.setdefault("seats", seats or [{"kind": "human", "name": "Ann"}, {"kind": "human", "name": "Bob"}])
    r = client.post("/api/games", json=body)
    assert r.status_code == 201, r.text
    return dict(r.json())


def receive(ws: Any) -> dict[str, Any]:
    """The next WebSocket message, as an object."""
    return dict(json.loads(ws.receive_text()))


def until_seq(ws: Any, seq: int, tries: int = 20) -> dict[str, Any]:
    """Read messages until the view of ``seq`` arrives (connection changes push views of the same seq too)."""
    for _ in range(tries):
        msg = receive(ws)
        if msg["type"] == "view" and msg["seq"] == seq:
            return msg
    raise AssertionError(f"no view of seq {seq}")


def wait_for(predicate: Any, timeout: float = 30.0, every: float = 0.05) -> Any:
    """Poll ``predicate`` until it answers something truthy (bots and clocks act by themselves)."""
    end = time.monotonic() + timeout
    while True:
        value = predicate()
        if value:
            return value
        if time.monotonic() > end:
            raise AssertionError(f"condition not met within {timeout} s")
        time.sleep(every)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class ServerProcess:
    """A real ``ogallala serve`` process on a free loopback port (or on ``host``, run through ``prefix``,
    e.g. ``ip netns exec NS``, on a host of a test's own)."""

    def __init__(self, *args: str, log: Path, env: dict[str, str] | None = None, host: str = "127.0.0.1",
                 prefix: Sequence[str] = (), port: int | None = None) -> None:
        self.host = host
        self.port = port or free_port()
        self.args = [*prefix, str(BIN), "serve", "--host", host, "--port", str(self.port), *args]
        self.log_path = log
        self.env = {**os.environ, **(env or {})}
        self.proc: subprocess.Popen[bytes] | None = None
        self.url = f"http://{host}:{self.port}"
        self.ws_url = f"ws://{host}:{self.port}"

    def start(self, timeout: float = 60.0) -> ServerProcess:
        with open(self.log_path, "ab") as log:
            self.proc = subprocess.Popen(self.args, stdout=log, stderr=subprocess.STDOUT, env=self.env,
                                         start_new_session=True)
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            if self.proc.poll() is not None:
                raise AssertionError(f"server exited with {self.proc.returncode}: {self.logs()[-3000:]}")
            with contextlib.suppress(httpx.HTTPError):
                if httpx.get(self.url + "/healthz", timeout=1).status_code == 200:
                    return self
            time.sleep(0.1)
        raise AssertionError(f"server did not answer within {timeout} s: {self.logs()[-3000:]}")

    def kill(self) -> None:
        """SIGKILL the whole process group (the server and its bot workers): nothing shuts down cleanly."""
        if self.proc is not None and self.proc.poll() is None:
            os.killpg(self.proc.pid, signal.SIGKILL)
            self.proc.wait(10)

    def stop(self) -> None:
        stop_group(self.proc)

    def logs(self) -> str:
        return self.log_path.read_text(errors="replace") if self.log_path.exists() else ""


def stop_group(proc: subprocess.Popen[bytes] | None) -> None:
    """SIGTERM ``proc`` (woken first, were it stopped), wait for it, then SIGKILL what is left of its group."""
    if proc is None:
        return
    if proc.poll() is None:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(proc.pid, signal.SIGCONT)
        proc.send_signal(signal.SIGTERM)
        with contextlib.suppress(subprocess.TimeoutExpired):
            proc.wait(15)
    with contextlib.suppress(ProcessLookupError, PermissionError):
        os.killpg(proc.pid, signal.SIGKILL)


class WorkerProcess:
    """A real ``ogallala worker`` process (or one on ``host``'s namespace, run through ``prefix``)."""

    def __init__(self, *args: str, log: Path, prefix: Sequence[str] = ()) -> None:
        self.args = [*prefix, str(BIN), "worker", *args]
        self.log_path = log
        self.proc: subprocess.Popen[bytes] | None = None

    def start(self) -> WorkerProcess:
        with open(self.log_path, "ab") as log:
            self.proc = subprocess.Popen(self.args, stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
        return self

    def send(self, sig: int) -> None:
        """Send ``sig`` to the worker and its bot processes (SIGKILL: dead; SIGSTOP and SIGCONT: paused)."""
        if self.proc is not None and self.proc.poll() is None:
            os.killpg(self.proc.pid, sig)
            if sig == signal.SIGKILL:
                self.proc.wait(10)

    def stop(self) -> None:
        stop_group(self.proc)

    def logs(self) -> str:
        return self.log_path.read_text(errors="replace") if self.log_path.exists() else ""


def need(program: str) -> str:
    path = shutil.which(program) or (f"/usr/sbin/{program}" if Path(f"/usr/sbin/{program}").exists() else None)
    if not path:
        pytest.skip(f"{program} is not installed: this test is skipped (scripts/test installs it where it can)")
    return path


class Redis:
    """A redis-server of a test's own on a free loopback port (or on ``host``, run through ``prefix``),
    which the test may stop and start again; with ``password``, it asks for it (``url`` has none)."""

    def __init__(self, tmp: Path, host: str = "127.0.0.1", prefix: Sequence[str] = (),
                 password: str | None = None) -> None:
        self.binary = need("redis-server")
        self.password = password
        self.host = host
        self.prefix = list(prefix)
        self.port = free_port() if not prefix else 6379
        self.dir = tmp
        self.proc: subprocess.Popen[bytes] | None = None
        self.url = f"redis://{host}:{self.port}/0"

    def start(self) -> None:
        self.proc = subprocess.Popen([*self.prefix, self.binary, "--port", str(self.port), "--bind", self.host,
                                      "--save", "", "--appendonly", "no", "--dir", str(self.dir),
                                      # a test host's own subnet, not loopback: no password, so say it is meant
                                      "--protected-mode", "yes" if self.host == "127.0.0.1" else "no",
                                      *(("--requirepass", self.password) if self.password else ())],
                                     stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        wait_for(lambda: _port_open(self.port, self.host), timeout=10)

    def stop(self) -> None:
        if self.proc is not None:
            self.proc.kill()
            self.proc.wait(10)
            self.proc = None


def _port_open(port: int, host: str = "127.0.0.1") -> bool:
    with socket.socket() as s:
        s.settimeout(0.5)
        return s.connect_ex((host, port)) == 0


class Postgres:
    """A PostgreSQL server of a test's own on a free loopback port, or on ``host`` through ``prefix`` (run
    as the ``postgres`` user when the test runs as root, as PostgreSQL requires), with trust for
    ``clients`` (an address range) besides the local ones."""

    def __init__(self, host: str = "127.0.0.1", prefix: Sequence[str] = (), clients: str | None = None) -> None:
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
        self.host = host
        self.prefix = list(prefix)
        self.clients = clients
        self.port = free_port() if not prefix else 5432
        self.url = f"postgresql://postgres@{host}:{self.port}/postgres"

    def _run(self, *args: str) -> None:
        done = subprocess.run([*self.prefix, *self.as_user, *args], capture_output=True, text=True, timeout=120)
        assert done.returncode == 0, f"{args[0]} failed: {done.stdout[-2000:]}{done.stderr[-2000:]}"

    def init(self) -> None:
        self._run(str(self.bin / "initdb"), "-D", str(self.data), "-A", "trust", "-U", "postgres", "-E", "UTF8",
                  "--no-sync")
        if self.clients:
            hba = self.data / "pg_hba.conf"
            hba.write_text(hba.read_text() + f"host all all {self.clients} trust\n")

    def start(self) -> None:
        options = (f"-p {self.port} -c listen_addresses={self.host} -k {self.root} -c fsync=off "
                   "-c synchronous_commit=off -c full_page_writes=off")
        self._run(str(self.bin / "pg_ctl"), "-D", str(self.data), "-l", str(self.root / "log"), "-w", "-t", "60",
                  "-o", options, "start")

    def stop(self) -> None:
        self._run(str(self.bin / "pg_ctl"), "-D", str(self.data), "-m", "fast", "-w", "-t", "60", "stop")

    def remove(self) -> None:
        with contextlib.suppress(AssertionError, subprocess.TimeoutExpired):
            self.stop()
        shutil.rmtree(self.root, ignore_errors=True)
