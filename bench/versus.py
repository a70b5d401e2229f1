#!/usr/bin/env python3
"""This checkout's speed as a ratio to another checkout's (a base commit), in one paired run.

    .venv/bin/python bench/versus.py --base /path/to/base-checkout [--pairs 30] [--chunk 0.5]
                                     [--bench playout-public ...] [--json FILE]

Each side runs in a worker process of its own checkout (its ``.venv/bin/python`` with its ``src``
first on the path, so each measures its own compiled engine). The controller asks the two workers
in turn to run one bench for ``--chunk`` seconds (the order swapped every pair) and takes the ratio
of their rates; load that comes and goes hits both sides of a pair alike. Rates are per second of
the worker's CPU time by default (``--clock wall`` for wall time), so that other work on the
machine slows neither side. It reports the median
ratio (ours / base) over ``--pairs`` pairs with its quartiles: above 1 is faster than the base.

Benches (random choices from a seeded ``random.Random``; AMIGO unless named):

``playout-public``  decisions/s of whole random games through the public API (4 players)
``playout-engine``  decisions/s of whole random games on the fast path, ``State.legal()`` and
                    ``apply_unchecked`` (4 players)
``copy``            ``Game.copy()`` per second of mid-game games (4 players)
``view``            an action and then a spectator's view without events as JSON-ready data, per
                    second: what the server does per action (3 players; ``to_json()`` where the view
                    is typed)
``aec``             PettingZoo AEC environment steps per second, observation and mask read (3 players; the
                    random policy reads the one-byte mask as bool, so that the environment's own time dominates)
``ass-playout``     as ``playout-public`` for ASS (3 players)
``pelikan-playout`` as ``playout-public`` for Pelikan (3 players)
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from typing import Any

BENCHES = ("playout-public", "playout-engine", "copy", "view", "aec", "ass-playout", "pelikan-playout")


# ---------------------------------------------------------------------------- the worker side


def _playout_public(edition: str, players: int) -> Callable[[random.Random], int]:
    import ogallala

    def one(rng: random.Random) -> int:
        g = ogallala.new_game(edition, players=players, seed=rng.getrandbits(32))
        n = 0
        while not g.is_over():
            g.apply(rng.choice(g.legal_actions()))
            n += 1
        return n

    return one


def _playout_engine(rng: random.Random) -> int:
    import ogallala

    s = ogallala.new_game("amigo", players=4, seed=rng.getrandbits(32)).state
    n = 0
    while True:
        legal = s.legal()
        if not legal:
            return n
        s.apply_unchecked(legal[rng.randrange(len(legal))])
        n += 1


def _mid_games(players: int, count: int, seed: int) -> list[Any]:
    import ogallala

    rng = random.Random(seed)
    out = []
    while len(out) < count:
        g = ogallala.new_game("amigo", players=players, seed=rng.getrandbits(32))
        stop = rng.randrange(20, 200)
        k = 0
        while not g.is_over() and k < stop:
            g.apply(rng.choice(g.legal_actions()))
            k += 1
        if not g.is_over():
            out.append(g)
    return out


def _copy() -> Callable[[random.Random], int]:
    pool = _mid_games(4, 64, 1)

    def one(rng: random.Random) -> int:
        for g in pool:
            g.copy()
        return len(pool)

    return one


def _view() -> Callable[[random.Random], int]:
    import ogallala

    games: list[Any] = []

    def one(rng: random.Random) -> int:
        if not games or games[0].is_over():
            games[:] = [ogallala.new_game("amigo", players=3, seed=rng.getrandbits(32))]
        g = games[0]
        n = 0
        while not g.is_over() and n < 50:
            g.apply(rng.choice(g.legal_actions()))
            v = g.view(None, events=False)
            if hasattr(v, "to_json"):
                v.to_json()
            n += 1
        return n

    return one


def _aec() -> Callable[[random.Random], int]:
    import numpy as np

    from ogallala.env import ogallala_v0

    env = ogallala_v0.env(edition="amigo", players=3)

    def one(rng: random.Random) -> int:
        env.reset(seed=rng.getrandbits(31))
        n = 0
        for _agent in env.agent_iter():
            obs, _reward, term, trunc, _info = env.last()
            if term or trunc:
                env.step(None)
                continue
            legal = np.flatnonzero(obs["action_mask"].view(np.bool_))  # read as bool: the policy's cost kept small
            env.step(int(legal[rng.randrange(len(legal))]))
            n += 1
        return n

    return one


def _make(name: str) -> Callable[[random.Random], int]:
    if name == "playout-public":
        return _playout_public("amigo", 4)
    if name == "playout-engine":
        return _playout_engine
    if name == "copy":
        return _copy()
    if name == "view":
        return _view()
    if name == "aec":
        return _aec()
    if name == "ass-playout":
        return _playout_public("ass", 3)
    if name == "pelikan-playout":
        return _playout_public("pelikan", 3)
    raise SystemExit(f"unknown bench {name!r}: one of {', '.join(BENCHES)}")


def worker() -> None:
    """Answer ``RUN bench seconds`` lines with ``units seconds`` lines, until stdin closes."""
    import ogallala

    print(json.dumps({"compiled": ogallala.COMPILED, "src": os.path.dirname(ogallala.__file__)}), flush=True)
    benches: dict[str, Callable[[random.Random], int]] = {}
    rng = random.Random(12345)
    for line in sys.stdin:
        _, name, seconds = line.split()
        if name not in benches:
            benches[name] = _make(name)
        one = benches[name]
        units = 0
        t0, c0 = time.perf_counter(), time.process_time()
        end = t0 + float(seconds)
        while time.perf_counter() < end:
            units += one(rng)
        print(f"{units} {time.perf_counter() - t0} {time.process_time() - c0}", flush=True)


# ---------------------------------------------------------------------------- the controller


class Side:
    def __init__(self, checkout: str) -> None:
        python = os.path.join(checkout, ".venv", "bin", "python")
        if not os.path.exists(python):
            raise SystemExit(f"{checkout} has no .venv (run bash scripts/test or . scripts/venv.sh there)")
        env = dict(os.environ, PYTHONPATH=os.path.join(checkout, "src"))
        self.proc = subprocess.Popen([python, os.path.abspath(__file__), "--worker"], stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, text=True, env=env, cwd=checkout)
        self.info = json.loads(self._line())

    def _line(self) -> str:
        assert self.proc.stdout is not None
        line = self.proc.stdout.readline()
        if not line:
            raise SystemExit("a worker stopped")
        return line

    def rate(self, bench: str, seconds: float, clock: str = "cpu") -> float:
        """Units per second of the process's CPU time (``cpu``) or of wall time (``wall``)."""
        assert self.proc.stdin is not None
        self.proc.stdin.write(f"RUN {bench} {seconds}\n")
        self.proc.stdin.flush()
        units, wall, cpu = self._line().split()
        return int(units) / float(cpu if clock == "cpu" else wall)

    def close(self) -> None:
        assert self.proc.stdin is not None
        self.proc.stdin.close()
        self.proc.wait()


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    p.add_argument("--base", help="the checkout to compare with (its .venv built)")
    p.add_argument("--ours", default=os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    p.add_argument("--bench", nargs="+", default=list(BENCHES), choices=BENCHES)
    p.add_argument("--pairs", type=int, default=30)
    p.add_argument("--chunk", type=float, default=0.5, help="seconds per side per pair")
    p.add_argument("--clock", choices=("cpu", "wall"), default="cpu",
                   help="rates per second of the worker's CPU time (default: other load on the machine "
                        "then slows neither side) or of wall time")
    p.add_argument("--json", help="append the results to this JSON-lines file")
    args = p.parse_args(argv)
    if args.worker:
        worker()
        return 0
    if not args.base:
        p.error("--base is required")
    ours, base = Side(args.ours), Side(args.base)
    print(f"# ours: {ours.info}\n# base: {base.info}\n# {args.pairs} pairs of {args.chunk} s per bench, "
          f"rates per {args.clock} second")
    try:
        for bench in args.bench:
            ours.rate(bench, 0.2), base.rate(bench, 0.2)  # warm up: build the pools, import
            ratios, rates_o, rates_b = [], [], []
            for i in range(args.pairs):
                if i % 2:
                    b = base.rate(bench, args.chunk, args.clock)
                    o = ours.rate(bench, args.chunk, args.clock)
                else:
                    o = ours.rate(bench, args.chunk, args.clock)
                    b = base.rate(bench, args.chunk, args.clock)
                ratios.append(o / b)
                rates_o.append(o)
                rates_b.append(b)
            q1, med, q3 = statistics.quantiles(ratios, n=4)
            row = {"bench": bench, "ratio": round(med, 4), "q1": round(q1, 4), "q3": round(q3, 4),
                   "ours_per_s": round(statistics.median(rates_o), 1),
                   "base_per_s": round(statistics.median(rates_b), 1), "pairs": args.pairs, "chunk": args.chunk,
                   "clock": args.clock,
                   "base": args.base}
            print(f"{bench:16s} ours/base {med:.3f} (quartiles {q1:.3f}-{q3:.3f})   "
                  f"ours {row['ours_per_s']:,.0f}/s  base {row['base_per_s']:,.0f}/s", flush=True)
            if args.json:
                with open(args.json, "a", encoding="utf-8") as f:
                    f.write(json.dumps(row) + "\n")
    finally:
        ours.close()
        base.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
