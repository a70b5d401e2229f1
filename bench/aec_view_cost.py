#!/usr/bin/env python3
"""What building the seat's view would cost the PettingZoo AEC environment, per step.

    .venv/bin/python bench/aec_view_cost.py [--edition amigo] [--players 3] [--games 40] [--runs 5]

Three ways to make the observation of the agent to act, in one run, each timed over ``--runs`` runs
of ``--games`` random games (the best run reported, in µs per step of an agent that acts):

``fast``       the environment as it is: ``Encoder.encode(game, seat)`` (``encode_game``), which
               reads the game and keeps a river's part while its boats are unchanged;
``build-view`` the same, after building ``game.view(seat, events=False)`` at every step (what any
               encoder over the typed view would need at least);
``view``       ``encode(game.view(seat, events=False))``: the observation from the view alone (it deals
               the view's hidden cards and runs the same encoder on that state).

docs/architecture.md quotes it: why the environments read the game rather than the view.
"""

from __future__ import annotations

import argparse
import random
import time
from typing import Any

import numpy as np

from ogallala.env import encode, ogallala_v0
from ogallala.env import pettingzoo_env as aec

MODES = ("fast", "build-view", "view")


def observe_with(mode: str) -> Any:
    def observe(self: aec.raw_env, agent: str) -> dict[str, Any]:
        game = self._game()
        seat = self.agent_name_mapping[agent]
        if mode == "fast":
            obs = self._encoder.encode(game, seat)
        else:
            view = game.view(seat, events=False)
            obs = encode(view) if mode == "view" else self._encoder.encode(game, seat)
        return {"observation": obs, "action_mask": self.infos[agent]["action_mask"]}

    return observe


def per_step(edition: str, players: int, games: int, seed: int) -> float:
    env = ogallala_v0.env(edition=edition, players=players)
    rng = random.Random(seed)
    steps = 0
    start = time.perf_counter()
    for g in range(games):
        env.reset(seed=seed + g)
        for _agent in env.agent_iter():
            obs, _reward, term, trunc, _info = env.last()
            if term or trunc:
                env.step(None)
                continue
            legal = np.flatnonzero(obs["action_mask"].view(np.bool_))
            env.step(int(legal[rng.randrange(len(legal))]))
            steps += 1
    return (time.perf_counter() - start) / steps * 1e6


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--edition", default="amigo")
    ap.add_argument("--players", type=int, default=3)
    ap.add_argument("--games", type=int, default=40)
    ap.add_argument("--runs", type=int, default=5)
    args = ap.parse_args()
    best = {m: float("inf") for m in MODES}
    original = aec.raw_env.observe
    try:
        for run in range(args.runs):  # the modes take turns, so that other load falls on all of them
            for mode in MODES:
                aec.raw_env.observe = observe_with(mode)  # type: ignore[method-assign]
                best[mode] = min(best[mode], per_step(args.edition, args.players, args.games, 1000 * run))
    finally:
        aec.raw_env.observe = original  # type: ignore[method-assign]
    print(f"# {args.edition}, {args.players} players, best of {args.runs} runs of {args.games} games")
    for mode in MODES:
        print(f"{mode:11s} {best[mode]:7.1f} µs a step  ({best['fast'] / best[mode]:.2f}× the environment's speed)")


if __name__ == "__main__":
    main()
