"""The PettingZoo AEC environment of Ogallala, in the style of PettingZoo's classic games.

>>> from ogallala.env import ogallala_v0
>>> env = ogallala_v0.env(edition="amigo", players=3)
>>> env.reset(seed=1)
>>> for agent in env.agent_iter():
...     observation, reward, termination, truncation, info = env.last()
...     if termination or truncation:
...         action = None
...     else:
...         action = env.action_space(agent).sample(observation["action_mask"])
...     env.step(action)
>>> env.close()

Agents are ``seat_0``, ``seat_1``, ...; the action space is the fixed integer action space of the
engine (:func:`ogallala.action_space_size`); the observation is a dict of ``observation`` (the
vector of :mod:`ogallala.ai.observation`, a function of the seat's view) and ``action_mask``.
Rewards come at the end of the game (see :func:`ogallala.env.table.final_rewards`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np
from gymnasium import spaces
from gymnasium.utils import seeding
from pettingzoo import AECEnv

from ..ai.observation import OBSERVATION_VERSION, Encoder, action_mask, layout
from ..game import Game
from ..rules.actions import SIZE
from ..rules.errors import IllegalActionError
from .table import check_config, final_rewards, render, start_game
from .wrappers import AssertOutOfBoundsWrapper, OrderEnforcingWrapper, TerminateIllegalWrapper


def env(**kwargs: Any) -> AECEnv:
    """The environment with PettingZoo's usual wrappers: an illegal action ends the game with reward
    -1 for its agent; out-of-range actions and calls out of order raise. (The wrappers are PettingZoo's,
    with faster attribute reads: :mod:`ogallala.env.wrappers`.)"""
    e: AECEnv = raw_env(**kwargs)
    e = TerminateIllegalWrapper(e, illegal_reward=-1)
    e = AssertOutOfBoundsWrapper(e)
    e = OrderEnforcingWrapper(e)
    return e


class raw_env(AECEnv):
    """Ogallala as an AEC environment (without wrappers: an illegal action raises IllegalActionError)."""

    metadata = {  # noqa: RUF012 - PettingZoo reads it here
        "render_modes": ["ansi", "human"],
        "name": "ogallala_v0",
        "is_parallelizable": False,
        "render_fps": 1,
        "observation_version": OBSERVATION_VERSION,
    }

    def __init__(self, edition: str = "amigo", players: int = 2, variants: Sequence[str] = (),
                 render_mode: str | None = None, reward: str = "win") -> None:
        super().__init__()
        self.edition, self.variants = check_config(edition, players, variants, reward, render_mode)
        self.players = players
        self.reward_kind = reward
        self.render_mode = render_mode
        self.possible_agents = [f"seat_{i}" for i in range(players)]
        self.agent_name_mapping = {a: i for i, a in enumerate(self.possible_agents)}
        size = layout(self.edition, players).size
        self._encoder = Encoder(self.edition, players)  # this environment's own caches
        obs_space = spaces.Dict({
            "observation": spaces.Box(0.0, 1.0, (size,), dtype=np.float32),
            "action_mask": spaces.Box(0, 1, (SIZE,), dtype=np.int8),
        })
        self.observation_spaces = {a: obs_space for a in self.possible_agents}
        self.action_spaces = {a: spaces.Discrete(SIZE) for a in self.possible_agents}
        self.game: Game | None = None
        self._rendered = 0
        self._no_mask = np.zeros(SIZE, dtype=np.int8)
        self._no_mask.flags.writeable = False
        self._mask = self._no_mask  # the legal actions of the agent to act

    def observation_space(self, agent: str) -> spaces.Space[Any]:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space[Any]:
        return self.action_spaces[agent]

    def observe(self, agent: str) -> dict[str, Any]:
        game = self._game()
        seat = self.agent_name_mapping[agent]
        return {"observation": self._encoder.encode(game, seat), "action_mask": self.infos[agent]["action_mask"]}

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        if seed is not None or not hasattr(self, "_np_random"):
            self._np_random, _ = seeding.np_random(seed)
        deal_seed = int(self._np_random.integers(0, 2**62))
        self.game = start_game(self.edition, self.players, self.variants, deal_seed, options)
        self.agents = self.possible_agents[:]
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos: dict[str, dict[str, Any]] = {a: {} for a in self.agents}
        self._rendered = 0
        self._select()

    def step(self, action: int | None) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        game = self._game()
        if action is None or not 0 <= (code := int(action)) < SIZE or not self._mask[code]:
            raise IllegalActionError(f"illegal action {action!r} for {agent}")
        self._cumulative_rewards[agent] = 0.0
        game.apply(code)
        if game.is_over():
            for a, r in zip(self.agents, final_rewards(game, self.reward_kind), strict=True):
                self.rewards[a] = r
                self.terminations[a] = True
            self._accumulate_rewards()
        # else: every reward stays 0 (rewards come at the end), and so do the sums
        self._select()
        if self.render_mode == "human":
            self.render()

    def _select(self) -> None:
        game = self._game()
        seat = game.current_seat
        if seat is not None:
            self.agent_selection = self.possible_agents[seat]
        # one mask per step, shared by the info and the observation of the agent to act
        mask = self._mask = action_mask(game)
        no_mask = self._no_mask
        names = self.agent_name_mapping
        self.infos = {a: {"action_mask": mask if names[a] == seat else no_mask} for a in self.agents}

    def render(self) -> str | None:
        text, self._rendered = render(self.render_mode, self._game(), self._rendered)
        return text

    def close(self) -> None:
        pass

    def _game(self) -> Game:
        if self.game is None:
            raise RuntimeError("call reset() before using the environment")
        return self.game
