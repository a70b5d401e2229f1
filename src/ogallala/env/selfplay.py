"""Self-play on the batched core: N games in which the caller plays every seat.

:class:`SelfPlayBatch` is PettingZoo's parallel API in array form, for turn-based games: in every game
exactly one seat acts per step (a turn is a chain of decisions, so a seat may act several steps in a
row), so each step gives, per game, the acting seat (:attr:`SelfPlayBatch.seats`), its observation and
its legal mask, written into arrays allocated once; at the end of a game every seat's reward and the
termination; and the game is dealt again at once from its own generator (Gymnasium's ``SAME_STEP``
autoreset: the observation returned in that step is the new game's first). It suits PufferLib's and
CleanRL's loops, which keep one row per game and step all rows together::

    env = SelfPlayBatch(64, "amigo", players=3)
    obs, info = env.reset(seed=0)                 # game i seeded 0 + i
    obs, rewards, terminations, truncations, info = env.step(actions)   # actions: one code per game

Game ``i`` replays ``ogallala_v0.env().reset(seed=seed + i)`` played with the same actions, episode
after episode (``tests/env/test_selfplay.py``). Everything runs on :class:`~ogallala.env.batch.Batch`
(compiled with the engine); this class adds no work per card or per move.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np
import numpy.typing as npt
from gymnasium import spaces
from gymnasium.vector import AutoresetMode
from gymnasium.vector.utils import batch_space

from ..ai.observation import OBSERVATION_VERSION, Obs
from ..game import Game
from ..rules import phases as P
from ..rules.actions import SIZE
from ..rules.errors import ConfigError, IllegalActionError
from .batch import Batch


class SelfPlayBatch:
    """``num_games`` games of one edition, player count and variants; the caller plays every seat.

    The arrays, one row per game, are the batch's own, rewritten in place by every :meth:`reset` and
    :meth:`step` (``copy=True`` returns copies instead):

    - :attr:`observations` (float32, ``num_games`` × observation size): the acting seat's observation;
    - :attr:`seats` (int64, ``num_games``): the acting seat of each game;
    - :attr:`masks` (int8, ``num_games`` × 27,886): its legal codes (:meth:`action_masks` as booleans);
    - :attr:`rewards` (float32, ``num_games`` × ``players``): every seat's final reward (``win`` or
      ``margin``) in the games that ended in the last step, 0 elsewhere;
    - :attr:`terminations` (bool, ``num_games``): the game ended in the last step (it was dealt again:
      the row's seat, observation and mask are the new game's); :attr:`truncations` stays False.

    :attr:`finished` holds, for a game that ended in the last step, its final
    :class:`~ogallala.game.Game` (state and record); else None.
    """

    metadata = {"autoreset_mode": AutoresetMode.SAME_STEP,  # noqa: RUF012
                "observation_version": OBSERVATION_VERSION}

    def __init__(self, num_games: int = 1, edition: str = "amigo", players: int = 2,
                 variants: Sequence[str] = (), reward: str = "win", copy: bool = False) -> None:
        self.batch = Batch(num_games, edition, players, variants, reward)
        self.num_envs = num_games
        self.players = players
        self.edition = self.batch.edition
        self.variants = self.batch.variants
        self.copy = copy
        self.possible_agents = [f"seat_{i}" for i in range(players)]
        size = self.batch.layout.size
        self.single_observation_space = spaces.Box(0.0, 1.0, (size,), dtype=np.float32)
        self.single_action_space = spaces.Discrete(SIZE)
        self.observation_space = batch_space(self.single_observation_space, num_games)
        self.action_space = batch_space(self.single_action_space, num_games)
        b = self.batch
        self.observations: Obs = b.obs
        self.seats: npt.NDArray[np.int64] = b.seats
        self.masks: npt.NDArray[np.int8] = b.masks
        self.rewards: npt.NDArray[np.float32] = b.rewards
        self.terminations: npt.NDArray[np.bool_] = b.terminated
        self.truncations: npt.NDArray[np.bool_] = np.zeros(num_games, dtype=np.bool_)
        self._rows = np.arange(num_games)
        self._started = False

    @property
    def finished(self) -> list[Game | None]:
        return self.batch.finished

    def reset(self, seed: int | Sequence[int | None] | None = None,
              options: dict[str, Any] | None = None) -> tuple[Obs, dict[str, Any]]:
        """Deal every game: ``seed`` an int (game ``i`` gets ``seed + i``), one seed per game, or None
        (each game's generator goes on); ``options={"position": TEXT}`` starts every game there."""
        position = (options or {}).get("position")
        self.batch.reset(seed, position=position)
        self._started = True
        self.batch.observe()
        return self._obs(), self._infos()

    def step(self, actions: Sequence[int] | npt.NDArray[np.integer]
             ) -> tuple[Obs, npt.NDArray[np.float32], npt.NDArray[np.bool_], npt.NDArray[np.bool_], dict[str, Any]]:
        """One code per game, by its acting seat; returns ``(observations, rewards, terminations,
        truncations, infos)``. An illegal code raises :class:`~ogallala.rules.errors.IllegalActionError`
        before any game changes."""
        if not self._started:
            raise RuntimeError("call reset() before step()")
        acts = np.asarray(actions, dtype=np.int64).reshape(-1)
        if len(acts) != self.num_envs:
            raise ConfigError(f"{len(acts)} actions for a batch of {self.num_envs} games")
        inside = (acts >= 0) & (acts < SIZE)
        ok = inside.copy()
        ok[inside] = self.masks[self._rows[inside], acts[inside]] != 0
        if not ok.all():
            bad = np.flatnonzero(~ok)
            raise IllegalActionError("illegal actions in games " + ", ".join(
                f"{i} (seat {int(self.seats[i])}: {int(acts[i])})" for i in bad.tolist()))
        b = self.batch
        b.step(acts)
        b.observe()
        return self._obs(), self._copy(self.rewards), self._copy(self.terminations), \
            self._copy(self.truncations), self._infos()

    def action_masks(self) -> npt.NDArray[np.bool_]:
        """The legal codes of every game's acting seat as booleans (a view of :attr:`masks`)."""
        return self.masks.view(np.bool_)

    def legal_codes(self) -> tuple[npt.NDArray[np.int64], npt.NDArray[np.int64]]:
        """Every game's legal codes in one flat array, and the game of each (:meth:`Batch.legal_codes`)."""
        return self.batch.legal_codes()

    def action_features(self) -> tuple[npt.NDArray[np.int16], npt.NDArray[np.int64], npt.NDArray[np.int64]]:
        """Every legal move of every game as a feature row, its code and its game (:meth:`Batch.action_features`)."""
        return self.batch.action_features()

    def afterstates(self, out: Obs | None = None) -> tuple[Obs, npt.NDArray[np.bool_], npt.NDArray[np.int64],
                                                          npt.NDArray[np.int64]]:
        """Every legal move of every game as its mover's observation just after it (:meth:`Batch.afterstates`)."""
        return self.batch.afterstates(out)

    def observe(self, seats: Sequence[int] | npt.NDArray[np.integer], out: Obs | None = None) -> Obs:
        """The observation of ``seats[i]`` in game ``i`` (another seat than the acting one, e.g. for a
        critic), written into ``out`` (a new array by default; :attr:`observations` is left alone)."""
        target = np.empty_like(self.observations) if out is None else out
        return self.batch.observe(seats, out=target)

    def close(self) -> None:
        pass

    def _copy(self, a: npt.NDArray[Any]) -> npt.NDArray[Any]:
        return a.copy() if self.copy else a

    def _obs(self) -> Obs:
        return self._copy(self.observations)

    def _infos(self) -> dict[str, Any]:
        """``seat`` and ``action_mask`` of every game; for those that ended in the last step ``scores``
        and ``winners`` of the finished game (object arrays, ``_scores`` and ``_winners`` say where)."""
        infos: dict[str, Any] = {"seat": self._copy(self.seats), "action_mask": self._copy(self.masks)}
        ended = [(i, g) for i, g in enumerate(self.batch.finished) if g is not None and g.state.phase == P.OVER]
        if ended:
            n = self.num_envs
            scores = np.empty(n, dtype=object)
            winners = np.empty(n, dtype=object)
            where = np.zeros(n, dtype=np.bool_)
            for i, g in ended:
                scores[i] = g.scores()
                winners[i] = g.winners()
                where[i] = True
            infos.update(scores=scores, _scores=where, winners=winners, _winners=where.copy())
        return infos


__all__ = ["SelfPlayBatch"]
