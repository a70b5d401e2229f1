#!/usr/bin/env python3
"""The game server's CPU per action over HTTP, the way the browser plays: for every action a GET of the
deciding seat's view, then a POST of the action answered with the new view.

    .venv/bin/python bench/server_http.py [--games 10] [--players 2]

Starts a real ``ogallala serve`` on a fresh SQLite file (loopback only), plays ``--games`` seeded games
to their end, every seat by HTTP with the first legal action, and reads the server process's CPU time
from /proc/PID/stat around each game (Linux). Run it from the repository's root: it reuses the test
suite's server launcher (tests/web/webtools.py). To compare two commits, run it in each checkout, in turns.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

import httpx

sys.path.insert(0, "tests")
from web.webtools import ServerProcess


def cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--games", type=int, default=10)
    p.add_argument("--players", type=int, default=2)
    args = p.parse_args()
    d = Path(tempfile.mkdtemp(prefix="ogallala-http-"))
    srv = ServerProcess("--database-url", f"sqlite:///{d / 'db.sqlite3'}", "--allow-seed",
                        "--unfinished-per-address", "100000", "--create-per-minute",
                        "100000", "--log-level", "warning", log=d / "log").start()
    try:
        c = httpx.Client(base_url=srv.url)
        n, total = 0, 0.0
        for seed in range(args.games):
            g = c.post("/api/games", json={"seed": seed, "seats": [{"kind": "human"}] * args.players}).json()
            tokens = [s["token"] for s in g["seats"]]
            v = c.get(f"/api/games/{g['id']}").json()
            c0 = cpu_seconds(srv.proc.pid)
            while not v["over"]:
                h = {"Authorization": f"Bearer {tokens[v['current_seat']]}"}
                legal = c.get(f"/api/games/{g['id']}", headers=h).json()["legal_actions"]
                v = c.post(f"/api/games/{g['id']}/actions", json={"action": legal[0], "seq": v["seq"]},
                           headers=h).json()
                n += 1
            total += cpu_seconds(srv.proc.pid) - c0
        print(f"{n} actions in {args.games} games of {args.players}: server CPU {total * 1000 / n:.3f} ms per action "
              f"(GET view + POST action)")
    finally:
        srv.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main())
