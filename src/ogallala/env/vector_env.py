"""The Gymnasium vector environment: ``num_envs`` games on one :class:`~ogallala.env.batch.Batch`, one
learner seat in each, the other seats played by bots or policies.

After ``import ogallala.env``::

    envs = gymnasium.make_vec("ogallala/Ogallala-v0", num_envs=64, edition="amigo", players=2)

gives this environment (registered as the id's ``vector_entry_point``), not 64 copies in a
``SyncVectorEnv``. Sub-environment ``i`` behaves exactly as ``OgallalaEnv`` (:mod:`ogallala.env.gym_env`)
seeded with ``seed + i`` under Gymnasium's ``SyncVectorEnv`` in its default autoreset mode
(``NEXT_STEP``): the same observations, rewards, terminations and infos, episode after episode
(``tests/env/test_vector_env.py``). A sub-environment whose episode ended is dealt again by the next
:meth:`step`, which ignores that sub-environment's action and returns the first observation of the new
episode with reward 0.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Sequence
from typing import Any

import gymnasium as gym
import numpy as np
import numpy.typing as npt
from gymnasium import spaces
from gymnasium.vector import AutoresetMode, VectorEnv
from gymnasium.vector.utils import batch_space

from ..ai.base import Budget
from ..ai.observation import OBSERVATION_VERSION, Obs, action_mask
from ..ai.registry import make_bot
from ..game import Game
from ..rules import phases as P
from ..rules.actions import SIZE
from ..rules.errors import ConfigError
from ..seeds import derive_seed
from .batch import Batch
from .gym_env import ILLEGAL_REWARD, Opponent, check_opponents
from .table import final_rewards, start_game


class OgallalaVectorEnv(VectorEnv[Obs, npt.NDArray[np.int64], npt.NDArray[Any]]):
    """``num_envs`` games of Ogallala for one agent each (the arguments of ``OgallalaEnv``, for all).

    ``opponents``, ``seat``, ``reward`` and ``bot_seconds`` are those of ``OgallalaEnv``; the ``random``
    opponent is played on the engine's codes with the random generator ``RandomBot`` would have, so it
    makes the same moves without building views. ``copy``: the observations and the infos' masks
    returned are copies (as ``SyncVectorEnv`` returns them); with ``copy=False`` they are the batch's own
    arrays, rewritten in place by the next call.
    """

    metadata = {"autoreset_mode": AutoresetMode.NEXT_STEP, "render_modes": [],  # noqa: RUF012
                "observation_version": OBSERVATION_VERSION}

    def __init__(self, num_envs: int = 1, edition: str = "amigo", players: int = 2,
                 opponents: Sequence[Opponent] | None = None, variants: Sequence[str] = (),
                 seat: int | None = None, reward: str = "win", bot_seconds: float | None = None,
                 copy: bool = True, render_mode: str | None = None) -> None:
        if render_mode is not None:
            raise ConfigError("the vector environment does not render; render one OgallalaEnv instead")
        self.batch = Batch(num_envs, edition, players, variants, reward)
        self.edition = self.batch.edition
        self.variants = self.batch.variants
        self.players = players
        self.num_envs = num_envs
        self.opponents = check_opponents(opponents, players, seat)
        self.fixed_seat = seat
        self.reward_kind = reward
        self.bot_seconds = bot_seconds
        self.copy = copy
        self.render_mode = None
        size = self.batch.layout.size
        self.single_observation_space = spaces.Box(0.0, 1.0, (size,), dtype=np.float32)
        self.single_action_space = spaces.Discrete(SIZE)
        self.observation_space = batch_space(self.single_observation_space, num_envs)
        self.action_space = batch_space(self.single_action_space, num_envs)
        #: the learner's seat in each game
        self.seats: npt.NDArray[np.int64] = np.zeros(num_envs, dtype=np.int64)
        self._bots: list[list[Any]] = [[] for _ in range(num_envs)]  # per game, per opponent seat
        self._random: list[list[random.Random | None]] = [[] for _ in range(num_envs)]
        self._autoreset = np.zeros(num_envs, dtype=np.bool_)
        self._rewards = np.zeros(num_envs, dtype=np.float64)
        self._terms = np.zeros(num_envs, dtype=np.bool_)
        self._truncs = np.zeros(num_envs, dtype=np.bool_)
        self._started = False

    # -- the Gymnasium API

    def reset(self, *, seed: int | Sequence[int | None] | None = None,
              options: dict[str, Any] | None = None) -> tuple[Obs, dict[str, Any]]:
        """Deal every game: ``seed`` an int (sub-environment ``i`` gets ``seed + i``), one seed per game, or
        None (each game's generator goes on). ``options={"position": TEXT}`` starts every game there."""
        b = self.batch
        b.reset_generators(seed)
        for i in range(self.num_envs):
            self._start(i, options)
        b.finished = [None] * self.num_envs
        self._autoreset.fill(False)
        self._started = True
        b.write_seats()
        b.write_masks()
        b.observe(self.seats)
        return self._out(), self._infos([])

    def step(self, actions: Any) -> tuple[Obs, npt.NDArray[Any], npt.NDArray[Any], npt.NDArray[Any], dict[str, Any]]:
        """One learner action in every game (ignored in a game being dealt again: see the module's text)."""
        if not self._started:
            raise gym.error.ResetNeeded("call reset() before step()")
        acts = np.asarray(actions).reshape(-1)
        if len(acts) != self.num_envs:
            raise ConfigError(f"{len(acts)} actions for {self.num_envs} environments")
        codes = acts.tolist()
        b = self.batch
        games = b.games
        rewards = self._rewards
        rewards.fill(0.0)
        terms = self._terms
        terms.fill(False)
        illegal: list[tuple[int, int]] = []
        reset = self._autoreset
        seats = self.seats
        for i in range(self.num_envs):
            b.finished[i] = None
            if reset[i]:
                b.episodes[i] += 1
                self._start(i, None)
                continue
            game = games[i]
            s = game.state
            if s.phase == P.OVER:
                raise gym.error.ResetNeeded("the game is over: call reset()")
            code = int(codes[i])
            if code not in s.legal():
                illegal.append((i, code))
                rewards[i] = ILLEGAL_REWARD
                terms[i] = True
                continue
            game.apply(code)
            self._play_others(i)
            if s.phase == P.OVER:
                rewards[i] = final_rewards(game, self.reward_kind)[int(seats[i])]
                terms[i] = True
                b.finished[i] = game
        reset[:] = terms
        b.write_seats()
        b.write_masks()
        b.observe(seats)
        return self._out(), rewards.copy(), terms.copy(), self._truncs.copy(), self._infos(illegal)

    def action_masks(self) -> npt.NDArray[np.bool_]:
        """The legal actions of every game as booleans (``num_envs`` × 27,886; a view of the int8 masks)."""
        return self.batch.masks.view(np.bool_)

    def legal_codes(self) -> tuple[npt.NDArray[np.int64], npt.NDArray[np.int64]]:
        """Every game's legal codes in one array, and the game of each (:meth:`Batch.legal_codes`)."""
        return self.batch.legal_codes()

    def action_features(self) -> tuple[npt.NDArray[np.int16], npt.NDArray[np.int64], npt.NDArray[np.int64]]:
        """Every legal move of every game as a feature row, its code and its game (:meth:`Batch.action_features`)."""
        return self.batch.action_features()

    def close_extras(self, **kwargs: Any) -> None:
        pass

    # -- inside

    def _start(self, i: int, options: dict[str, Any] | None) -> None:
        """Deal game ``i`` from its generator, draw the learner's seat, make the opponents, let them play."""
        b = self.batch
        rng = b.rngs[i]
        deal_seed = int(rng.integers(0, 2**62))
        game = start_game(self.edition, self.players, self.variants, deal_seed, options)
        if i < len(b.games):
            b.games[i] = game
        else:  # the first reset deals the games in order
            b.games.append(game)
        seat = self.fixed_seat if self.fixed_seat is not None else int(rng.integers(0, self.players))
        self.seats[i] = seat
        bots: list[Any] = [None] * self.players
        fast: list[random.Random | None] = [None] * self.players
        others = [s for s in range(self.players) if s != seat]
        # as OgallalaEnv.reset: a spec is made afresh with a seed drawn from the deal's, a bot object given
        # starts from a copy of it; "random" is RandomBot's own generator, read on the codes
        for k, o in enumerate(self.opponents):
            who = others[k]
            if isinstance(o, str):
                if o == "random":
                    fast[who] = random.Random(derive_seed(deal_seed, "opponent", k))
                else:
                    bots[who] = make_bot(o, derive_seed(deal_seed, "opponent", k))
            else:
                bots[who] = copy.deepcopy(o) if callable(getattr(o, "choose", None)) else o
        self._bots[i] = bots
        self._random[i] = fast
        self._play_others(i)

    def _play_others(self, i: int) -> None:
        b = self.batch
        learner = int(self.seats[i])
        fast = self._random[i]
        while True:
            b.play_random(i, learner, fast)  # the random opponents, on the codes
            game: Game = b.games[i]
            s = game.state
            if s.phase == P.OVER or s.seat == learner:
                return
            seat = s.seat
            opponent = self._bots[i][seat]
            if callable(getattr(opponent, "choose", None)):
                choice = opponent.choose(game.view(seat), game.legal_actions(), Budget(seconds=self.bot_seconds))
                game.apply(choice, seat=seat)
            else:
                code = opponent(b.encoders[i].encode(game, seat), action_mask(game))
                game.apply(int(code), seat=seat)

    def _out(self) -> Obs:
        return self.batch.obs.copy() if self.copy else self.batch.obs

    def _infos(self, illegal: list[tuple[int, int]]) -> dict[str, Any]:
        """The infos in Gymnasium's vector form (each key an array over the games, ``_key`` where set), as
        ``SyncVectorEnv`` makes them from ``OgallalaEnv``'s: ``action_mask``, ``seat``; ``scores`` and
        ``winners`` for the games that are over; ``illegal_action`` for those given one."""
        n = self.num_envs
        everywhere = np.ones(n, dtype=np.bool_)
        masks = self.batch.masks.copy() if self.copy else self.batch.masks
        infos: dict[str, Any] = {"action_mask": masks, "_action_mask": everywhere,
                                 "seat": self.seats.copy(), "_seat": everywhere.copy()}
        over = [i for i, g in enumerate(self.batch.games) if g.state.phase == P.OVER]
        if over:
            scores = np.empty(n, dtype=object)
            winners = np.empty(n, dtype=object)
            scores.fill(None)
            winners.fill(None)
            where = np.zeros(n, dtype=np.bool_)
            for i in over:
                g = self.batch.games[i]
                scores[i] = g.scores()
                winners[i] = g.winners()
                where[i] = True
            infos.update(scores=scores, _scores=where, winners=winners, _winners=where.copy())
        if illegal:
            codes = np.zeros(n, dtype=np.int64)
            where = np.zeros(n, dtype=np.bool_)
            for i, code in illegal:
                codes[i] = code
                where[i] = True
            infos.update(illegal_action=codes, _illegal_action=where)
        return infos


__all__ = ["OgallalaVectorEnv"]
