"""What PettingZoo's AEC wrappers cost a step, theirs against ``ogallala.env.wrappers``.

    <python with ogallala[rl]> bench/aec_wrappers.py [--steps 200000] [--rounds 5]

A do-nothing two-agent environment (a 4-action Discrete space, a dict observation with its mask)
is played with the usual loop (``agent_iter``, ``last``, ``step``) bare, under PettingZoo's three
wrappers (TerminateIllegalWrapper, AssertOutOfBoundsWrapper, OrderEnforcingWrapper, as its classic
games and ``ogallala_v0.env()`` stack them) and under this project's subclasses of them. The
rounds alternate; the median µs per step of each is printed.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Callable
from typing import Any

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv
from pettingzoo.utils import wrappers as pz

from ogallala.env import wrappers as ours


class Idle(AECEnv):  # type: ignore[misc]
    """Two agents in turn, 300 steps a game, nothing computed."""

    metadata = {"name": "idle", "render_modes": []}  # noqa: RUF012

    def __init__(self) -> None:
        super().__init__()
        self.possible_agents = ["a", "b"]
        mask = np.ones(4, dtype=np.int8)
        self.obs = {"observation": np.zeros(4, dtype=np.float32), "action_mask": mask}
        self.action_spaces = {a: spaces.Discrete(4) for a in self.possible_agents}
        self.observation_spaces = {a: spaces.Dict({"observation": spaces.Box(0, 1, (4,)),
                                                   "action_mask": spaces.Box(0, 1, (4,), dtype=np.int8)})
                                   for a in self.possible_agents}

    def observation_space(self, agent: str) -> Any:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> Any:
        return self.action_spaces[agent]

    def observe(self, agent: str) -> Any:
        return self.obs

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        self.agents = self.possible_agents[:]
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos: dict[str, dict[str, Any]] = {a: {} for a in self.agents}
        self.agent_selection = "a"
        self.steps = 0

    def step(self, action: Any) -> None:
        agent = self.agent_selection
        if self.terminations[agent]:
            self._was_dead_step(action)
            return
        self.steps += 1
        self._cumulative_rewards[agent] = 0.0
        if self.steps >= 300:
            self.terminations = dict.fromkeys(self.agents, True)
        self.agent_selection = "b" if agent == "a" else "a"
        self._accumulate_rewards()


def stacked(module: Any) -> Callable[[], AECEnv]:
    def make() -> AECEnv:
        e: AECEnv = Idle()
        e = module.TerminateIllegalWrapper(e, illegal_reward=-1)
        e = module.AssertOutOfBoundsWrapper(e)
        return module.OrderEnforcingWrapper(e)  # type: ignore[no-any-return]
    return make


def per_step(make: Callable[[], AECEnv], steps: int) -> float:
    env = make()
    done = 0
    start = time.perf_counter()
    while done < steps:
        env.reset()
        for _ in env.agent_iter():
            _, _, term, trunc, _ = env.last()
            if term or trunc:
                env.step(None)
                continue
            env.step(1)
            done += 1
    return (time.perf_counter() - start) / done * 1e6


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--steps", type=int, default=200_000)
    ap.add_argument("--rounds", type=int, default=5)
    args = ap.parse_args(argv)
    cases = {"bare environment": Idle, "PettingZoo's wrappers": stacked(pz),
             "ogallala.env.wrappers": stacked(ours)}
    times: dict[str, list[float]] = {name: [] for name in cases}
    for make in cases.values():
        per_step(make, 2000)  # warm up
    for _ in range(args.rounds):
        for name, make in cases.items():
            times[name].append(per_step(make, args.steps))
    for name, ts in times.items():
        print(f"{name:<24} {statistics.median(ts):7.2f} µs a step (rounds {min(ts):.2f}-{max(ts):.2f})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
