"""Speed of the RL environments: steps/s with observations and masks, and games/s, beside the raw
engine and beside PettingZoo's own classic card environments, measured in one run.

    bash bench/env_speed.sh                  # makes the peers' venv if needed, then runs this
    python bench/env_speed.py --seconds 2 --rounds 5 --json bench/results/env-speed.json

Every bench plays random legal actions (chosen from the action mask, the same code for every
environment) for ``--seconds`` per chunk; the benches take turns, ``--rounds`` times, so that other
load on the machine falls on all of them alike; the ratios are taken per round (paired) and the
median is reported with the lowest and highest round. A step is one ``env.step`` of an agent that
acts (not the steps that remove finished agents); observations and masks are built at every step.
Needs ``ogallala[rl]`` and ``pettingzoo[classic]`` (RLCard), which bench/env_speed.sh installs in the
peers' venv, not in the project.
"""

from __future__ import annotations

import argparse
import json
import platform
import statistics
import sys
import time
from collections.abc import Callable
from typing import Any

import numpy as np

Bench = Callable[[float], tuple[int, int, float]]  # seconds -> (steps, games, elapsed)


def aec_bench(make_env: Callable[[], Any]) -> Bench:
    """Random play of an AEC environment: env.last() (observation with its mask) and env.step()."""
    env = make_env()
    rng = np.random.default_rng(0)
    seed = [0]

    def run(seconds: float) -> tuple[int, int, float]:
        steps = games = 0
        start = time.perf_counter()
        end = start + seconds
        while time.perf_counter() < end:
            env.reset(seed=seed[0])
            seed[0] += 1
            for _agent in env.agent_iter():
                obs, _, term, trunc, _ = env.last()
                if term or trunc:
                    env.step(None)
                    continue
                legal = np.flatnonzero(obs["action_mask"])
                env.step(int(legal[rng.integers(len(legal))]))
                steps += 1
            games += 1
        return steps, games, time.perf_counter() - start

    return run


def gym_bench(edition: str, players: int) -> Bench:
    """The Gymnasium environment against random bots: reset/step with the observation and action_masks()."""
    import gymnasium

    import ogallala.env

    env = gymnasium.make(ogallala.env.GYM_ID, edition=edition, players=players,
                         opponents=["random"] * (players - 1)).unwrapped
    rng = np.random.default_rng(0)
    seed = [0]

    def run(seconds: float) -> tuple[int, int, float]:
        steps = games = 0
        start = time.perf_counter()
        end = start + seconds
        while time.perf_counter() < end:
            env.reset(seed=seed[0])
            seed[0] += 1
            done = False
            while not done:
                legal = np.flatnonzero(env.action_masks())
                _, _, done, _, _ = env.step(int(legal[rng.integers(len(legal))]))
                steps += 1
            games += 1
        return steps, games, time.perf_counter() - start

    return run


def engine_bench(edition: str, players: int) -> Bench:
    """The raw engine through the public API: legal_codes() and apply(), no observation."""
    import random

    import ogallala

    rng = random.Random(0)
    seed = [0]

    def run(seconds: float) -> tuple[int, int, float]:
        steps = games = 0
        start = time.perf_counter()
        end = start + seconds
        while time.perf_counter() < end:
            game = ogallala.new_game(edition, players=players, seed=seed[0])
            seed[0] += 1
            while not game.is_over():
                legal = game.legal_codes()
                game.apply(legal[rng.randrange(len(legal))])
                steps += 1
            games += 1
        return steps, games, time.perf_counter() - start

    return run


def benches(edition: str, players: int) -> dict[str, Bench]:
    from pettingzoo.classic import leduc_holdem_v4, texas_holdem_v4

    from ogallala.env import ogallala_v0

    return {
        f"ogallala AEC env ({edition}, {players}p)":
            aec_bench(lambda: ogallala_v0.env(edition=edition, players=players)),
        f"ogallala Gymnasium env ({edition}, {players}p, random opponents)": gym_bench(edition, players),
        f"ogallala engine ({edition}, {players}p, no observation)": engine_bench(edition, players),
        "PettingZoo texas_holdem_v4 (2p)": aec_bench(lambda: texas_holdem_v4.env()),
        "PettingZoo leduc_holdem_v4 (2p)": aec_bench(lambda: leduc_holdem_v4.env()),
    }


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--edition", default="amigo")
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--seconds", type=float, default=2.0, help="seconds per bench per round")
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--json", help="write the measurements here")
    args = ap.parse_args(argv)
    bs = benches(args.edition, args.players)
    for run in bs.values():
        run(0.2)  # warm up (imports, caches)
    rows: dict[str, list[tuple[int, int, float]]] = {name: [] for name in bs}
    for r in range(args.rounds):
        for name, run in bs.items():
            rows[name].append(run(args.seconds))
        print(f"# round {r + 1}/{args.rounds} done", file=sys.stderr)
    peer = "PettingZoo texas_holdem_v4 (2p)"
    out: dict[str, Any] = {"python": platform.python_version(), "machine": platform.machine(),
                           "seconds": args.seconds, "rounds": args.rounds, "benches": {}}
    import ogallala

    out["ogallala_compiled"] = ogallala.COMPILED
    print(f"{'bench':<62} {'steps/s':>10} {'games/s':>9} {'× texas_holdem_v4 steps/s (min-max)':>36}")
    for name, runs in rows.items():
        sps = [s / e for s, _, e in runs]
        gps = [g / e for _, g, e in runs]
        ratios = [a / (b[0] / b[2]) for a, b in zip(sps, rows[peer], strict=True)]
        out["benches"][name] = {"steps_per_s": statistics.median(sps), "games_per_s": statistics.median(gps),
                                "ratio_to_texas_holdem": statistics.median(ratios),
                                "ratio_min": min(ratios), "ratio_max": max(ratios), "runs": runs}
        print(f"{name:<62} {statistics.median(sps):>10,.0f} {statistics.median(gps):>9,.1f} "
              f"{statistics.median(ratios):>12.2f}× ({min(ratios):.2f}-{max(ratios):.2f})")
    if args.json:
        with open(args.json, "w") as fh:
            json.dump(out, fh, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
