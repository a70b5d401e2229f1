"""The Gymnasium single-agent environment: one seat is the agent, bots or policies play the others.

After ``import ogallala.env``::

    env = gymnasium.make("ogallala/Ogallala-v0", edition="amigo", players=3, opponents=["medium", "easy"])

An opponent is a bot spec (``"random"``, ``"hard:iterations=144"``, ``"module:Class"``, ``"model:path=FILE"``),
a bot object of the :mod:`ogallala.ai` protocol (``choose(view, legal, clock)``), or a plain policy
callable ``policy(observation, action_mask) -> action code`` (for self-play). The observation is the
vector of :mod:`ogallala.ai.observation`; :meth:`OgallalaEnv.action_masks` gives the legal actions
(for maskable algorithms), as does ``info["action_mask"]``. The reward comes at the end
(:func:`ogallala.env.table.final_rewards`); an illegal action ends the episode with reward -1.
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Sequence
from typing import Any

import gymnasium as gym
import numpy as np
import numpy.typing as npt
from gymnasium import spaces

from ..ai.base import Budget
from ..ai.observation import OBSERVATION_VERSION, Encoder, Obs, action_mask, layout
from ..ai.registry import make_bot
from ..game import Game
from ..rules.actions import SIZE
from ..rules.errors import ConfigError
from ..seeds import derive_seed
from .table import check_config, final_rewards, render, start_game

Policy = Callable[[Obs, npt.NDArray[np.int8]], int]
Opponent = str | Any | Policy

ILLEGAL_REWARD = -1.0


def check_opponents(opponents: Sequence[Opponent] | None, players: int, seat: int | None) -> list[Opponent]:
    """The opponents of a learner's environment (random ones by default), each a bot spec, a bot or a
    policy callable, and the learner's seat (None: drawn each reset) checked: a :class:`ConfigError`
    names what is wrong."""
    chosen: list[Opponent] = list(opponents) if opponents is not None else ["random"] * (players - 1)
    if len(chosen) != players - 1:
        raise ConfigError(f"{players} players need {players - 1} opponents, got {len(chosen)}")
    for o in chosen:
        if isinstance(o, str):
            make_bot(o, 0)  # raises ConfigError naming a bad spec
        elif not callable(getattr(o, "choose", None)) and not callable(o):
            raise ConfigError(f"an opponent is a bot spec, a bot or a policy callable, not {o!r}")
    if seat is not None and (not isinstance(seat, int) or not 0 <= seat < players):
        raise ConfigError(f"seat {seat!r} does not exist: seats are 0..{players - 1} (None: drawn each reset)")
    return chosen


class OgallalaEnv(gym.Env[Obs, np.int64]):
    """Ogallala for one agent; the other seats are played by ``opponents`` (one per other seat)."""

    metadata = {"render_modes": ["ansi", "human"], "render_fps": 1,  # noqa: RUF012 - Gymnasium reads it here
                "observation_version": OBSERVATION_VERSION}

    def __init__(self, edition: str = "amigo", players: int = 2, opponents: Sequence[Opponent] | None = None,
                 variants: Sequence[str] = (), seat: int | None = None, reward: str = "win",
                 render_mode: str | None = None, bot_seconds: float | None = None) -> None:
        self.edition, self.variants = check_config(edition, players, variants, reward, render_mode)
        self.players = players
        self.opponents = check_opponents(opponents, players, seat)
        self.fixed_seat = seat
        self.seat = seat if seat is not None else 0
        self.reward_kind = reward
        self.render_mode = render_mode
        self.bot_seconds = bot_seconds
        size = layout(self.edition, players).size
        self._encoder = Encoder(self.edition, players)  # this environment's own caches
        self.observation_space = spaces.Box(0.0, 1.0, (size,), dtype=np.float32)
        self.action_space = spaces.Discrete(SIZE)
        self.game: Game | None = None
        self._bots: list[Any] = []
        self._rendered = 0

    def reset(self, *, seed: int | None = None, options: dict[str, Any] | None = None) -> tuple[Obs, dict[str, Any]]:
        super().reset(seed=seed)
        deal_seed = int(self.np_random.integers(0, 2**62))
        self.game = start_game(self.edition, self.players, self.variants, deal_seed, options)
        if self.fixed_seat is None:
            self.seat = int(self.np_random.integers(0, self.players))
        others = [s for s in range(self.players) if s != self.seat]
        # A bot object given starts every episode in the state it was given in (a copy), so that a
        # seeded reset replays exactly; a spec is built afresh with a seed drawn from the reset's.
        self._bots = [make_bot(o, derive_seed(deal_seed, "opponent", i)) if isinstance(o, str)
                      else copy.deepcopy(o) if callable(getattr(o, "choose", None)) else o
                      for i, o in enumerate(self.opponents)]
        self._seat_of_bot = dict(zip(others, range(len(others)), strict=True))
        self._rendered = 0
        self._play_others()
        return self._obs(), self._info()

    def step(self, action: int | np.integer[Any]) -> tuple[Obs, float, bool, bool, dict[str, Any]]:
        game = self._game()
        if game.is_over():
            raise gym.error.ResetNeeded("the game is over: call reset()")
        code = int(action)
        if code not in game.state.legal():
            info = self._info()
            info["illegal_action"] = code
            return self._obs(), ILLEGAL_REWARD, True, False, info
        game.apply(code)
        self._play_others()
        reward = final_rewards(game, self.reward_kind)[self.seat] if game.is_over() else 0.0
        if self.render_mode == "human":
            self.render()
        return self._obs(), reward, game.is_over(), False, self._info()

    def action_masks(self) -> npt.NDArray[np.bool_]:
        """The legal actions as booleans over the action space (sb3-contrib's MaskablePPO asks this)."""
        game = self._game()
        return action_mask(game).astype(bool) if not game.is_over() else np.zeros(SIZE, dtype=bool)

    def render(self) -> str | None:
        text, self._rendered = render(self.render_mode, self._game(), self._rendered)
        return text

    def _play_others(self) -> None:
        game = self._game()
        while not game.is_over() and game.current_seat != self.seat:
            seat = game.current_seat
            assert seat is not None
            opponent = self._bots[self._seat_of_bot[seat]]
            if callable(getattr(opponent, "choose", None)):
                choice = opponent.choose(game.view(seat), game.legal_actions(),
                                         Budget(seconds=self.bot_seconds))
                game.apply(choice, seat=seat)
            else:
                code = opponent(self._encoder.encode(game, seat), action_mask(game))
                game.apply(int(code), seat=seat)

    def _obs(self) -> Obs:
        return self._encoder.encode(self._game(), self.seat)

    def _info(self) -> dict[str, Any]:
        game = self._game()
        info: dict[str, Any] = {"action_mask": action_mask(game), "seat": self.seat}
        if game.is_over():
            info["scores"] = game.scores()
            info["winners"] = game.winners()
        return info

    def _game(self) -> Game:
        if self.game is None:
            raise gym.error.ResetNeeded("call reset() before step()")
        return self.game
