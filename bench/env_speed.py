"""Speed of the RL environments: steps/s with observations and masks, and games/s, beside the raw
engine and beside PettingZoo's own classic card environments, measured in one run.

    bash bench/env_speed.sh                  # makes the peers' venv if needed, then runs this
    python bench/env_speed.py --seconds 1 --rounds 12 --json bench/results/env-speed.json

Every bench plays random legal actions (chosen from the action mask, the same code for every
environment) for ``--seconds`` per chunk; the benches take turns, ``--rounds`` times (the order
reversed every other round), so that other load on the machine falls on all of them alike; the
ratios are taken per round (paired) and the median is reported with its quartiles. A step is one
``env.step`` of an agent that acts (not the steps that remove finished agents); observations and
masks are built at every step.

The vector environment (``gymnasium.make_vec``, the batched core under it) runs ``--num-envs`` games
in one process; its steps are learner actions, one per game per ``step`` (the agent-steps), each with
that game's observation and mask returned, its random opponents' moves inside the step. The self-play
batch (``SelfPlayBatch``) runs as many games with every seat an agent: each of its agent-steps is one
seat's action, as each of PettingZoo's AEC steps is.

Two rates per bench: ``steps/s`` over the whole loop (the environment and the random policy that
reads its mask) and ``env steps/s`` over the time spent inside the environment's calls only
(``reset``, ``agent_iter``, ``last``, ``step``; for the Gymnasium env ``reset``, ``action_masks``,
``step``), which is the environment's own speed.
Needs ``ogallala[rl]`` and ``pettingzoo[classic]`` (RLCard), which bench/env_speed.sh installs in the
peers' venv, not in the project.
"""

from __future__ import annotations

import argparse
import json
import platform
import random
import statistics
import sys
import time
from collections.abc import Callable
from typing import Any

import numpy as np

Bench = Callable[[float], tuple[int, int, float, float]]  # seconds -> (steps, games, elapsed, time in the env)


MASK_AS_BOOL = [True]


def legal_codes(mask: np.ndarray) -> np.ndarray:
    """The legal actions of a 0/1 mask. A one-byte mask is read as bool (a view, free): NumPy finds the
    nonzero entries of a bool array about 15 times faster than those of an int8 one (3 against 55 µs
    for Ogallala's 27,886 actions here), a cost of the policy, not of the environment.
    ``--mask-read int8`` reads it as it is, for comparison."""
    if MASK_AS_BOOL[0] and mask.dtype.itemsize == 1:
        return np.flatnonzero(mask.view(np.bool_))
    return np.flatnonzero(mask)


def aec_bench(make_env: Callable[[], Any]) -> Bench:
    """Random play of an AEC environment: env.last() (observation with its mask) and env.step()."""
    env = make_env()
    rng = random.Random(0)
    seed = [0]
    clock = time.perf_counter

    def run(seconds: float) -> tuple[int, int, float, float]:
        steps = games = 0
        inside = 0.0  # time spent in the environment's calls
        start = clock()
        end = start + seconds
        while clock() < end:
            t0 = clock()
            env.reset(seed=seed[0])
            agents = iter(env.agent_iter())
            inside += clock() - t0
            seed[0] += 1
            while True:
                t0 = clock()
                if next(agents, None) is None:
                    inside += clock() - t0
                    break
                obs, _, term, trunc, _ = env.last()
                inside += clock() - t0
                if term or trunc:
                    t0 = clock()
                    env.step(None)
                    inside += clock() - t0
                    continue
                legal = legal_codes(obs["action_mask"])
                action = int(legal[rng.randrange(len(legal))])
                t0 = clock()
                env.step(action)
                inside += clock() - t0
                steps += 1
            games += 1
        return steps, games, clock() - start, inside

    return run


def gym_bench(edition: str, players: int) -> Bench:
    """The Gymnasium environment against random bots: reset/step with the observation and action_masks()."""
    import gymnasium

    import ogallala.env

    env = gymnasium.make(ogallala.env.GYM_ID, edition=edition, players=players,
                         opponents=["random"] * (players - 1)).unwrapped
    rng = random.Random(0)
    seed = [0]
    clock = time.perf_counter

    def run(seconds: float) -> tuple[int, int, float, float]:
        steps = games = 0
        inside = 0.0
        start = clock()
        end = start + seconds
        while clock() < end:
            t0 = clock()
            env.reset(seed=seed[0])
            inside += clock() - t0
            seed[0] += 1
            done = False
            while not done:
                t0 = clock()
                mask = env.action_masks()
                inside += clock() - t0
                legal = legal_codes(mask)
                action = int(legal[rng.randrange(len(legal))])
                t0 = clock()
                _, _, done, _, _ = env.step(action)
                inside += clock() - t0
                steps += 1
            games += 1
        return steps, games, clock() - start, inside

    return run


def vector_bench(edition: str, players: int, num_envs: int, copy: bool = True) -> Bench:
    """The vector environment (``gymnasium.make_vec``, the batched one) against random opponents, one
    process: every step returns every game's observation and mask (in the infos; ``copy``: fresh arrays,
    as SyncVectorEnv gives them). The random policy picks one of each game's legal codes
    (``legal_codes()``, the batch's flat list, vectorized). A step is one learner action in one game:
    the games being dealt again in a step (the autoreset step) are not counted."""
    import gymnasium

    import ogallala.env

    env = gymnasium.make_vec(ogallala.env.GYM_ID, num_envs=num_envs, edition=edition, players=players,
                             copy=copy)
    inner = env.unwrapped
    rng = np.random.default_rng(0)
    seed = [0]
    clock = time.perf_counter
    state: dict[str, Any] = {}

    def run(seconds: float) -> tuple[int, int, float, float]:
        steps = games = 0
        inside = 0.0
        start = clock()
        end = start + seconds
        if not state:
            t0 = clock()
            env.reset(seed=seed[0])
            inside += clock() - t0
            seed[0] += num_envs
            state["resetting"] = np.zeros(num_envs, dtype=bool)
        resetting = state["resetting"]
        while clock() < end:
            t0 = clock()
            codes, index = inner.legal_codes()
            inside += clock() - t0
            counts = np.bincount(index, minlength=num_envs)
            starts = np.cumsum(counts) - counts
            pick = starts + (rng.random(num_envs) * counts).astype(np.int64)
            actions = np.where(counts > 0, codes[np.minimum(pick, len(codes) - 1)], 0)
            t0 = clock()
            obs, _, terms, truncs, info = env.step(actions)
            inside += clock() - t0
            assert obs is not None and info["action_mask"] is not None
            steps += num_envs - int(resetting.sum())
            games += int(terms.sum())
            resetting = terms | truncs
        state["resetting"] = resetting
        return steps, games, clock() - start, inside

    return run


def selfplay_bench(edition: str, players: int, num_envs: int) -> Bench:
    """The self-play batch (:class:`ogallala.env.selfplay.SelfPlayBatch`, PettingZoo's parallel API in
    array form), one process: every seat of every game plays random legal codes (picked from the flat
    ``legal_codes()``, vectorized), and every step writes each game's acting seat, its observation and
    its mask. A step is one agent-step (one seat's action in one game), as in PettingZoo's AEC loop."""
    from ogallala.env.selfplay import SelfPlayBatch

    env = SelfPlayBatch(num_envs, edition, players=players)
    rng = np.random.default_rng(0)
    clock = time.perf_counter
    state: dict[str, Any] = {}

    def run(seconds: float) -> tuple[int, int, float, float]:
        steps = games = 0
        inside = 0.0
        start = clock()
        end = start + seconds
        if not state:
            t0 = clock()
            env.reset(seed=0)
            inside += clock() - t0
            state["started"] = True
        while clock() < end:
            t0 = clock()
            codes, index = env.legal_codes()
            inside += clock() - t0
            counts = np.bincount(index, minlength=num_envs)
            starts = np.cumsum(counts) - counts
            actions = codes[starts + (rng.random(num_envs) * counts).astype(np.int64)]
            t0 = clock()
            obs, _, terms, _, info = env.step(actions)
            inside += clock() - t0
            assert obs is not None and info["action_mask"] is not None
            steps += num_envs
            games += int(terms.sum())
        return steps, games, clock() - start, inside

    return run


def engine_bench(edition: str, players: int) -> Bench:
    """The raw engine through the public API: legal_codes() and apply(), no observation."""
    import ogallala

    rng = random.Random(0)
    seed = [0]
    clock = time.perf_counter

    def run(seconds: float) -> tuple[int, int, float, float]:
        steps = games = 0
        start = clock()
        end = start + seconds
        while clock() < end:
            game = ogallala.new_game(edition, players=players, seed=seed[0])
            seed[0] += 1
            while not game.is_over():
                legal = game.legal_codes()
                game.apply(legal[rng.randrange(len(legal))])
                steps += 1
            games += 1
        elapsed = clock() - start
        return steps, games, elapsed, elapsed  # all of it is the engine's

    return run


def benches(edition: str, players: int, num_envs: int = 64) -> dict[str, Bench]:
    from pettingzoo.classic import leduc_holdem_v4, texas_holdem_v4

    from ogallala.env import ogallala_v0

    # texas_holdem_v4, the reference, sits between our AEC env and the others; the order is reversed
    # every other round, so each bench runs next to the reference as often before it as after it
    return {
        f"ogallala vector env ({edition}, {players}p, {num_envs} games, random opponents)":
            vector_bench(edition, players, num_envs),
        f"ogallala vector env ({edition}, {players}p, {num_envs} games, copy=False)":
            vector_bench(edition, players, num_envs, copy=False),
        f"ogallala self-play batch ({edition}, {players}p, {num_envs} games, every seat random)":
            selfplay_bench(edition, players, num_envs),
        f"ogallala AEC env ({edition}, {players}p)":
            aec_bench(lambda: ogallala_v0.env(edition=edition, players=players)),
        PEER: aec_bench(lambda: texas_holdem_v4.env()),
        f"ogallala Gymnasium env ({edition}, {players}p, random opponents)": gym_bench(edition, players),
        "PettingZoo leduc_holdem_v4 (2p)": aec_bench(lambda: leduc_holdem_v4.env()),
        f"ogallala engine ({edition}, {players}p, no observation)": engine_bench(edition, players),
    }


PEER = "PettingZoo texas_holdem_v4 (2p)"


def quartiles(xs: list[float]) -> tuple[float, float, float]:
    if len(xs) < 2:
        return xs[0], xs[0], xs[0]
    q1, q2, q3 = statistics.quantiles(xs, n=4)
    return q1, q2, q3


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--edition", default="amigo")
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--seconds", type=float, default=1.0, help="seconds per bench per round")
    ap.add_argument("--rounds", type=int, default=12)
    ap.add_argument("--mask-read", choices=("bool", "int8"), default="bool",
                    help="how the random policy reads a mask: as bool (default) or as its int8")
    ap.add_argument("--num-envs", type=int, default=64, help="games in the vector environment's batch")
    ap.add_argument("--json", help="write the measurements here")
    args = ap.parse_args(argv)
    MASK_AS_BOOL[0] = args.mask_read == "bool"
    bs = benches(args.edition, args.players, args.num_envs)
    for run in bs.values():
        run(0.2)  # warm up (imports, caches)
    rows: dict[str, list[tuple[int, int, float, float]]] = {name: [] for name in bs}
    for r in range(args.rounds):
        for name, run in (bs.items() if r % 2 == 0 else reversed(bs.items())):
            rows[name].append(run(args.seconds))
        print(f"# round {r + 1}/{args.rounds} done", file=sys.stderr)
    peer = PEER
    out: dict[str, Any] = {"python": platform.python_version(), "machine": platform.machine(),
                           "seconds": args.seconds, "rounds": args.rounds, "edition": args.edition,
                           "players": args.players, "num_envs": args.num_envs, "mask_read": args.mask_read,
                           "benches": {}}
    import ogallala

    out["ogallala_compiled"] = ogallala.COMPILED
    print(f"{'bench':<64} {'steps/s':>9} {'× texas (quartiles)':>21} {'env steps/s':>12} "
          f"{'× texas (quartiles)':>21} {'games/s':>9}")

    def ratio(rows_of: list[tuple[int, int, float, float]], i: int) -> list[float]:
        return [(r[0] / r[i]) / (b[0] / b[i]) for r, b in zip(rows_of, rows[peer], strict=True)]

    for name, runs in rows.items():
        sps = [s / e for s, _, e, _ in runs]
        env_sps = [s / inside for s, _, _, inside in runs]
        gps = [g / e for _, g, e, _ in runs]
        loop, inside = quartiles(ratio(runs, 2)), quartiles(ratio(runs, 3))
        out["benches"][name] = {
            "steps_per_s": statistics.median(sps), "env_steps_per_s": statistics.median(env_sps),
            "games_per_s": statistics.median(gps),
            "ratio_to_texas_holdem": loop[1], "ratio_quartiles": [loop[0], loop[2]],
            "env_ratio_to_texas_holdem": inside[1], "env_ratio_quartiles": [inside[0], inside[2]],
            "runs": runs}
        print(f"{name:<64} {statistics.median(sps):>9,.0f} {loop[1]:>7.2f}× ({loop[0]:.2f}-{loop[2]:.2f}) "
              f"{statistics.median(env_sps):>12,.0f} {inside[1]:>7.2f}× ({inside[0]:.2f}-{inside[2]:.2f}) "
              f"{statistics.median(gps):>9,.1f}")
    if args.json:
        with open(args.json, "w") as fh:
            json.dump(out, fh, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
