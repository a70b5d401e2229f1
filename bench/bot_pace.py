#!/usr/bin/env python3
"""How long a person waits for a round of bots at each pace: one person and three bots (``expert`` by
default) at a 4-player AMIGO table, on a real ``ogallala serve`` (default --bot-delay 0.6 s).

    .venv/bin/python bench/bot_pace.py [--rounds 30] [--level expert] [--paces fast,normal,slow]

The person answers at once (the last of their legal actions, which ends their turn soonest); a round is
the time from the person's last action of a turn until their next turn's view shows. Each pace plays
its own seeded games until ``--rounds`` rounds are measured; prints the median, quartiles and worst.
Run it from the repository's root: it reuses the test suite's server launcher (tests/web/webtools.py).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

import httpx

sys.path.insert(0, "tests")
from web.webtools import ServerProcess


def rounds_at(c: httpx.Client, pace: str, level: str, rounds: int) -> list[float]:
    out: list[float] = []
    seed = 0
    while len(out) < rounds:
        seats = [{"kind": "human", "name": "Ann"}] + [{"kind": "bot", "level": level}] * 3
        g = c.post("/api/games", json={"seed": seed, "seats": seats, "pace": pace}).json()
        seed += 1
        h = {"Authorization": f"Bearer {g['seats'][0]['token']}"}
        path = f"/api/games/{g['id']}"
        waited_from: float | None = None
        while len(out) < rounds:
            v = c.get(path, headers=h).json()
            if v["over"]:
                break
            if v["current_seat"] != 0 or not v["legal_actions"]:
                time.sleep(0.02)
                continue
            if waited_from is not None:
                out.append(time.monotonic() - waited_from)
                waited_from = None
            v = c.post(f"{path}/actions", json={"action": v["legal_actions"][-1], "seq": v["seq"]}, headers=h).json()
            if v["current_seat"] != 0 and not v["over"]:
                waited_from = time.monotonic()
    return out


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--rounds", type=int, default=30)
    p.add_argument("--level", default="expert")
    p.add_argument("--paces", default="fast,normal,slow")
    p.add_argument("--bot-delay", default="0.6")
    args = p.parse_args()
    d = Path(tempfile.mkdtemp(prefix="ogallala-pace-"))
    srv = ServerProcess("--database-url", f"sqlite:///{d / 'db.sqlite3'}", "--allow-seed",
                        "--unfinished-per-address", "100000", "--create-per-minute",
                        "100000", "--bot-delay", args.bot_delay, "--log-level", "warning", log=d / "log").start()
    try:
        c = httpx.Client(base_url=srv.url, timeout=60)
        print(f"a round of three {args.level} bots, one person answering at once, --bot-delay {args.bot_delay}")
        for pace in args.paces.split(","):
            xs = sorted(rounds_at(c, pace, args.level, args.rounds))
            q = statistics.quantiles(xs, n=4)
            print(f"{pace:>6}: median {statistics.median(xs):.2f} s (quartiles {q[0]:.2f}-{q[2]:.2f}, worst "
                  f"{xs[-1]:.2f}) over {len(xs)} rounds")
    finally:
        srv.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main())
