"""What a view's wire form costs: ``Game.view_json`` (built straight from the state by ``ogallala.wire``,
what the server sends after every action) against ``Game.view(...).to_json()`` (the typed view, then its
wire form), after every action of random games, as the installed package runs them and, with ``--pure``,
as a copy of the package without its compiled modules runs them (the same sources as Python).

Each game is played once with random legal moves (seeded); a spectator's view without events is timed
after each action, first one way and then the other, on their own games' caches, as the server does
(one view after each action, so only what changed is built again).

Run it::

    .venv/bin/python bench/view_cost.py --games 40 --pure
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path


def measure(games: int, players: int, seed: int) -> dict[str, object]:
    import random

    import ogallala

    steps = 0
    wire = typed = 0.0
    for edition in ("amigo", "ass", "pelikan"):
        for g in range(games):
            rng = random.Random(f"{seed}-{edition}-{g}")
            a = ogallala.new_game(edition, players=players, seed=seed + g)
            b = a.copy()
            b._views = None  # its own cache, as another game's
            while not a.is_over():
                move = rng.choice(a.legal_actions())
                a.apply(move)
                b.apply(move)
                t0 = time.perf_counter()
                a.view_json(None, events=False)
                t1 = time.perf_counter()
                b.view(None, events=False).to_json()
                t2 = time.perf_counter()
                wire += t1 - t0
                typed += t2 - t1
                steps += 1
    return {"compiled": ogallala.COMPILED, "steps": steps, "view_json_us": round(wire / steps * 1e6, 1),
            "view_to_json_us": round(typed / steps * 1e6, 1)}


def pure_copy(tmp: Path) -> Path:
    """A copy of the installed package without its compiled files (the same sources, as Python)."""
    import ogallala

    src = Path(ogallala.__file__).parent
    dst = tmp / "ogallala"
    shutil.copytree(src, dst, ignore=shutil.ignore_patterns("*.so", "*.pyd", "__pycache__"))
    return tmp


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=40, help="games per edition")
    ap.add_argument("--players", type=int, default=3)
    ap.add_argument("--seed", type=int, default=2026)
    ap.add_argument("--pure", action="store_true", help="also time a copy of the package without compiled modules")
    ap.add_argument("--json", action="store_true", help=argparse.SUPPRESS)  # one line of JSON (the --pure child)
    args = ap.parse_args()
    result = measure(args.games, args.players, args.seed)
    if args.json:
        print(json.dumps(result))
        return
    rows = [("installed", result)]
    if args.pure:
        with tempfile.TemporaryDirectory() as tmp:
            env = {**os.environ, "PYTHONPATH": str(pure_copy(Path(tmp)))}
            out = subprocess.run([sys.executable, __file__, "--games", str(args.games), "--players",
                                  str(args.players), "--seed", str(args.seed), "--json"],
                                 env=env, capture_output=True, text=True, check=True, timeout=3600)
            rows.append(("pure copy", json.loads(out.stdout)))
    print(f"# view cost: {args.games} random {args.players}-player games per edition (amigo, ass, pelikan), "
          f"seed {args.seed}, a spectator's view without events after every action")
    print("| package | compiled | steps | view_json µs | view().to_json() µs |")
    print("|---|---|---:|---:|---:|")
    for name, r in rows:
        print(f"| {name} | {r['compiled']} | {r['steps']} | {r['view_json_us']} | {r['view_to_json_us']} |")


if __name__ == "__main__":
    main()
