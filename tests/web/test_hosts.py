"""Several hosts, each a network namespace of this test's own (``ip netns``, veth pairs on a bridge, a
private subnet that never leaves the machine): PostgreSQL and Redis on one host, two ``ogallala
serve`` nodes on two others, an ``ogallala worker`` making the bots' decisions on a fourth, HAProxy
(``deploy/haproxy.cfg``) on a fifth, and the clients on the machine itself talking to the proxy
across the bridge. Then the scenario of ``test_proxy.py``: a node SIGKILLed mid-game, Redis
restarted, the database's connections cut, PostgreSQL restarted; nothing lost or doubled.
Where namespaces cannot be made (no privileges, no ``ip``), the test skips and says so."""

from __future__ import annotations

import contextlib
import os
import random
import shutil
import subprocess
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from web.test_proxy import Proxy, survive
from web.webtools import Postgres, Redis, ServerProcess, WorkerProcess, need, network_lock


def ip(*args: str) -> None:
    done = subprocess.run(["ip", *args], capture_output=True, text=True, timeout=30)
    assert done.returncode == 0, f"ip {' '.join(args)}: {done.stderr.strip()}"


class Hosts:
    """Network namespaces on one bridge of a subnet 10.77.N.0/24 (N random, so that runs side by side
    do not meet): ``address(name)`` and ``run(name)`` (the prefix that runs a command there)."""

    def __init__(self, names: list[str]) -> None:
        self.tag = f"og{os.getpid() % 10000}{random.randrange(100)}"
        self.net = random.randrange(1, 250)
        self.bridge = f"{self.tag}br"
        self.names = names
        self.made: list[str] = []

    def ns(self, name: str) -> str:
        return f"{self.tag}-{name}"

    def address(self, name: str) -> str:
        return f"10.77.{self.net}.{self.names.index(name) + 2}"

    def run(self, name: str) -> list[str]:
        return ["ip", "netns", "exec", self.ns(name)]

    def make(self) -> None:
        ip("link", "add", self.bridge, "type", "bridge")
        ip("addr", "add", f"10.77.{self.net}.1/24", "dev", self.bridge)
        ip("link", "set", self.bridge, "up")
        for i, name in enumerate(self.names):
            ns, outside, inside = self.ns(name), f"{self.tag}o{i}", f"{self.tag}i{i}"
            ip("netns", "add", ns)
            self.made.append(ns)
            ip("link", "add", outside, "type", "veth", "peer", "name", inside)
            ip("link", "set", inside, "netns", ns)
            ip("link", "set", outside, "master", self.bridge, "up")
            ip("-n", ns, "addr", "add", f"{self.address(name)}/24", "dev", inside)
            ip("-n", ns, "link", "set", inside, "up")
            ip("-n", ns, "link", "set", "lo", "up")

    def remove(self) -> None:
        for ns in self.made:
            with contextlib.suppress(AssertionError, subprocess.TimeoutExpired):
                ip("netns", "del", ns)  # its end of each veth goes with it, and so does the other end
        with contextlib.suppress(AssertionError, subprocess.TimeoutExpired):
            ip("link", "del", self.bridge)


@pytest.fixture
def hosts() -> Iterator[Hosts]:
    if not shutil.which("ip"):
        pytest.skip("iproute2's ip is not installed: the several-hosts test is skipped")
    probe = f"ogprobe{os.getpid()}"
    made = subprocess.run(["ip", "netns", "add", probe], capture_output=True, text=True)
    if made.returncode != 0:
        pytest.skip(f"network namespaces cannot be made here ({made.stderr.strip()}): the several-hosts test "
                    "is skipped")
    subprocess.run(["ip", "netns", "del", probe], capture_output=True)
    h = Hosts(["db", "node1", "node2", "worker", "proxy"])
    with network_lock(changes=True):  # the bridge and the veth pairs would fail a browser's requests in flight
        try:
            h.make()
            yield h
        finally:
            h.remove()


def test_nodes_on_hosts_of_their_own_behind_haproxy_survive_a_killed_node_and_redis_and_database_trouble(
        tmp_path: Path, hosts: Hosts) -> None:
    need("haproxy")
    need("redis-server")
    pg = Postgres(host=hosts.address("db"), prefix=hosts.run("db"), clients=f"10.77.{hosts.net}.0/24")
    redis = Redis(tmp_path, host=hosts.address("db"), prefix=hosts.run("db"))
    nodes: list[ServerProcess] = []
    proxy: Proxy | None = None
    worker: WorkerProcess | None = None
    try:
        pg.init()
        pg.start()
        redis.start()
        args = ("--database-url", pg.url, "--redis-url", redis.url, "--allow-seed", "--bot-delay", "0.05",
                "--bot-workers", "1", "--http-per-address", "0", "--bot-work", "workers")
        nodes = [ServerProcess(*args, log=tmp_path / f"{name}.log", host=hosts.address(name),
                               prefix=hosts.run(name), port=8000) for name in ("node1", "node2")]
        starts = [threading.Thread(target=n.start) for n in nodes]
        for t in starts:
            t.start()
        for t in starts:
            t.join()
        for n in nodes:
            assert n.proc is not None and n.proc.poll() is None, n.logs()[-3000:]
        worker = WorkerProcess("--database-url", pg.url, "--redis-url", redis.url, "--processes", "1",
                               "--bot-delay", "0.05", "--lease-seconds", "5", log=tmp_path / "worker.log",
                               prefix=hosts.run("worker")).start()
        proxy = Proxy(tmp_path, nodes, host=hosts.address("proxy"), prefix=hosts.run("proxy"))
        proxy.start()
        survive(proxy, nodes[0], nodes[1], redis, pg.url, pg, worker)
    finally:
        if worker is not None:
            worker.stop()
        if proxy is not None:
            proxy.stop()
        for n in nodes:
            n.stop()
        redis.stop()
        pg.remove()
