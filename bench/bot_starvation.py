#!/usr/bin/env python3
"""Whether one address can starve the live tables' bots: a person's wait for a round of three bots at a
4-player AMIGO table, quiet and then while another client floods the server with analyses and hints,
on a real ``ogallala serve`` (its default bot workers: one fewer than the cores).

    .venv/bin/python bench/bot_starvation.py [--rounds 20] [--level medium] [--games 17] [--hinters 40]

The flood, from one address for as long as the measured rounds last: an analysis of every seat of
``--games`` finished 2-player games (each asked for again as soon as it is answered, so a refused one
is asked for again), and ``--hinters`` threads each asking for an ``expert`` hint at an open table
without pause. The person answers at once (the last of their legal actions); a round is the time from
their last action until their next turn's view shows. Prints the quiet and flooded rounds' median and
worst, their ratio, and how the flood's requests were answered (200/202, 429, 503). Run it from the
repository's root: it reuses the test suite's server launcher and finished games.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import threading
import time
from collections import Counter
from pathlib import Path

import httpx

sys.path.insert(0, "tests")
from ai.test_analysis import late_record
from web.webtools import ServerProcess

sys.path.insert(0, "bench")
from bot_pace import rounds_at


def finished_games(c: httpx.Client, n: int) -> list[str]:
    """``n`` finished 2-player games, each started late in a seeded game and played to its end."""
    ids = []
    for seed in range(n):
        record = late_record(seed=seed, last=16)
        seats = [{"kind": "human", "name": "Ann"}, {"kind": "human", "name": "Bob"}]
        g = c.post("/api/games", json={"seats": seats, "position": record["start"]}).json()
        tokens = [s["token"] for s in g["seats"]]
        for action in record["actions"]:
            v = c.get(f"/api/games/{g['id']}", headers={"Authorization": f"Bearer {tokens[0]}"}).json()
            c.post(f"/api/games/{g['id']}/actions", headers={"Authorization": f"Bearer {tokens[v['current_seat']]}"},
                   json={"action": action, "seq": v["seq"]})
        ids.append(g["id"])
    return ids


def flood(url: str, games: list[str], hinters: int, stop: threading.Event,
          answers: Counter[str]) -> list[threading.Thread]:
    seats = [{"kind": "human", "name": "Eve"}, {"kind": "human", "name": "Mal"}]
    with httpx.Client(base_url=url, timeout=120) as c:
        open_table = c.post("/api/games", json={"seats": seats, "seed": 1}).json()
        first = c.get(f"/api/games/{open_table['id']}").json()["current_seat"]
    token = open_table["seats"][first]["token"]
    lock = threading.Lock()

    def count(kind: str, status: int) -> None:
        with lock:
            answers[f"{kind} {status}"] += 1

    def analyses() -> None:
        with httpx.Client(base_url=url, timeout=120) as c:
            while not stop.is_set():
                for gid in games:
                    for seat in (0, 1):
                        if stop.is_set():
                            return
                        count("analysis", c.get(f"/api/games/{gid}/analysis", params={"seat": seat}).status_code)

    def hints() -> None:
        with httpx.Client(base_url=url, timeout=120) as c:
            while not stop.is_set():
                r = c.get(f"/api/games/{open_table['id']}/hint", params={"level": "expert"},
                          headers={"Authorization": f"Bearer {token}"})
                count("hint", r.status_code)
                if r.status_code in (429, 503):
                    time.sleep(0.05)  # a client that hammers, but does not spin

    threads = [threading.Thread(target=analyses, daemon=True) for _ in range(4)]
    threads += [threading.Thread(target=hints, daemon=True) for _ in range(hinters)]
    for t in threads:
        t.start()
    return threads


def summary(xs: list[float]) -> str:
    xs = sorted(xs)
    return f"median {statistics.median(xs):.2f} s, worst {xs[-1]:.2f} s over {len(xs)} rounds"


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--rounds", type=int, default=20)
    p.add_argument("--level", default="medium")
    p.add_argument("--games", type=int, default=17)
    p.add_argument("--hinters", type=int, default=40)
    args = p.parse_args()
    d = Path(tempfile.mkdtemp(prefix="ogallala-starve-"))
    srv = ServerProcess("--database-url", f"sqlite:///{d / 'db.sqlite3'}", "--allow-seed",
                        "--unfinished-per-address", "100000", "--create-per-minute",
                        "100000", "--log-level", "warning", log=d / "log").start()
    try:
        c = httpx.Client(base_url=srv.url, timeout=120)
        games = finished_games(c, args.games)
        quiet = rounds_at(c, "fast", args.level, args.rounds)
        print(f"a round of three {args.level} bots at the fast pace, one person answering at once")
        print(f"quiet:   {summary(quiet)}")
        stop, answers = threading.Event(), Counter[str]()
        threads = flood(srv.url, games, args.hinters, stop, answers)
        time.sleep(2)  # the flood under way
        flooded = rounds_at(c, "fast", args.level, args.rounds)
        stop.set()
        print(f"flooded: {summary(flooded)}")
        print(f"ratio of the medians {statistics.median(flooded) / statistics.median(quiet):.2f}, of the worst "
              f"{max(flooded) / max(quiet):.2f}")
        print("the flood's answers: " + ", ".join(f"{k}: {v}" for k, v in sorted(answers.items())))
        for t in threads:
            t.join(timeout=130)
    finally:
        srv.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main())
