"""A policy that scores each legal move from its feature row: the network of
``examples/train_ppo_features.py``, and the bot that plays a model it saved (``model:path=FILE.pt``).

The network reads a game's observation once (an MLP gives the state vector and the value) and scores
every legal move from its row of :meth:`~ogallala.env.batch.Batch.action_features` joined to that state
vector; a softmax over the game's own moves is the policy. It needs PyTorch (the CPU build:
``pip install torch==2.13.0``); importing this module without it raises ImportError.
"""

from __future__ import annotations

import math
from typing import Any

import numpy as np
import numpy.typing as npt
import torch
from torch import nn

from ..ai.observation import layout
from ..rules.actions import COLS, ROWS
from ..rules.errors import ConfigError
from .batch import FEATURES, VERBS

_COL = {name: i for i, name in enumerate(FEATURES)}


def feature_spec(edition: str, players: int) -> tuple[list[tuple[int, int, int]], list[tuple[int, float]]]:
    """The one-hot columns (column, lowest value, width) and the scaled ones (column, scale) of an edition."""
    lay = layout(edition, players)
    kinds = len(lay.kinds)
    points = lay.score_scale / 4
    onehot = [(_COL["verb"], 0, len(VERBS)), (_COL["pile"], 0, 4), (_COL["card"], 0, kinds + 1),
              (_COL["seat"], -1, players + 1), (_COL["row"], -2, ROWS + 3), (_COL["col"], -2, COLS + 3),
              (_COL["shift"], 0, 12), (_COL["target_card"], 0, kinds + 1), (_COL["target_tribe"], 0, 4),
              (_COL["completes"], 0, 3)]
    scaled = [(_COL["target_size"], 10.0), (_COL["target_points"], points), (_COL["complete_size"], 10.0),
              (_COL["complete_points"], points)]
    return onehot, scaled


class MoveFeatures:
    """Turns the int16 feature rows into the network's float input: one-hot and scaled columns."""

    def __init__(self, edition: str, players: int) -> None:
        self.onehot, self.scaled = feature_spec(edition, players)
        self.offsets = np.cumsum([0] + [w for _, _, w in self.onehot])
        self.size = int(self.offsets[-1]) + len(self.scaled)

    def __call__(self, feats: npt.NDArray[np.int16]) -> torch.Tensor:
        m = len(feats)
        out = np.zeros((m, self.size), dtype=np.float32)
        rows = np.arange(m)
        for k, (col, low, width) in enumerate(self.onehot):
            out[rows, self.offsets[k] + np.clip(feats[:, col].astype(np.int64) - low, 0, width - 1)] = 1.0
        base = int(self.offsets[-1])
        for k, (col, scale) in enumerate(self.scaled):
            out[:, base + k] = np.minimum(feats[:, col] / scale, 4.0)
        return torch.from_numpy(out)


class Policy(nn.Module):  # type: ignore[misc]  # torch is not type-checked here (pyproject.toml)
    """The state's MLP (shared by the value and the moves' scores) and the moves' scorer."""

    def __init__(self, obs_size: int, feat_size: int, hidden: int = 256) -> None:
        super().__init__()
        self.body = nn.Sequential(nn.Linear(obs_size, hidden), nn.ReLU(), nn.Linear(hidden, hidden), nn.ReLU())
        self.value = nn.Linear(hidden, 1)
        self.move = nn.Sequential(nn.Linear(feat_size, hidden), nn.ReLU())
        self.score = nn.Sequential(nn.Linear(2 * hidden, hidden), nn.ReLU(), nn.Linear(hidden, 1))

    def forward(self, obs: torch.Tensor, moves: torch.Tensor, index: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
        """Every move's log-probability within its game (``index``: the row of ``obs`` it belongs to), and
        every row's value."""
        h = self.body(obs)
        logits = self.score(torch.cat([h[index], self.move(moves)], 1)).squeeze(1)
        return log_softmax_by(logits, index, len(obs)), self.value(h).squeeze(1)


def log_softmax_by(logits: torch.Tensor, index: torch.Tensor, groups: int) -> torch.Tensor:
    """The log-softmax of ``logits`` within each group of ``index``."""
    top = torch.full((groups,), -math.inf).scatter_reduce(0, index, logits, "amax", include_self=True)
    z = logits - top[index].detach()
    total = torch.zeros(groups).index_add(0, index, z.exp())
    return z - total.log()[index]


def choose(logp: npt.NDArray[Any], index: npt.NDArray[np.int64], games: int,
           rng: np.random.Generator | None) -> npt.NDArray[np.int64]:
    """Per game with moves, the position (in the flat arrays) of one move: sampled from ``exp(logp)``, or
    the most likely one when ``rng`` is None; -1 for a game with no move."""
    pick = np.full(games, -1, dtype=np.int64)
    if len(index) == 0:
        return pick
    keys = logp if rng is None else logp - np.log(-np.log(rng.random(len(logp))))  # Gumbel-max
    order = np.lexsort((-keys, index))  # by game, the best key first
    first = np.ones(len(order), dtype=bool)
    first[1:] = index[order[1:]] != index[order[:-1]]
    pick[index[order[first]]] = order[first]
    return pick


def load(path: str) -> tuple[Policy, dict[str, Any]]:
    """A model saved by the example (``torch.save`` of its state and settings): the network, in
    evaluation mode, and what was saved with it (``edition``, ``players``, ``steps``, ...)."""
    try:
        saved = torch.load(path, weights_only=True, map_location="cpu")
        edition, players = saved["edition"], int(saved["players"])
        moves_of = MoveFeatures(edition, players)
        net = Policy(layout(edition, players).size, moves_of.size)
        net.load_state_dict(saved["model"])
    except Exception as e:  # torch raises many kinds for a file that is not such a model
        raise ConfigError(f"bot 'model': {path!r} is not a model saved by examples/train_ppo_features.py "
                          f"({e})") from None
    net.eval()
    return net, saved


__all__ = ["MoveFeatures", "Policy", "choose", "feature_spec", "load", "log_softmax_by"]
