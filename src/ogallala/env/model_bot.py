"""A trained policy as a bot: ``model:path=FILE``, a model saved by sb3-contrib's MaskablePPO (a
``.zip``) or by ``examples/train_ppo_features.py`` (a ``.pt``, the network of
:mod:`ogallala.env.move_policy`).

The bot encodes its seat's view with :func:`ogallala.env.encode` and lets the model choose among
the legal actions (a MaskablePPO model by the mask; a move-features model scores each legal move from
its feature row, :func:`ogallala.env.batch.move_features`, read on a state dealt from the view, which
gives the view's own rows), so it sits at tables and in tournaments like any other bot. It needs
``ogallala[rl]`` and PyTorch (and sb3-contrib for a ``.zip``); the model must have been trained on the
same edition and number of players.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from pathlib import Path
from typing import Any

import numpy as np

from ..ai.base import Budget, SeededBot, View
from ..ai.observation import encode
from ..rules.actions import SIZE, Action
from ..rules.errors import ConfigError


@cache
def _load(path: str) -> Any:
    if path.endswith(".pt"):
        if not Path(path).is_file():
            raise ConfigError(f"bot 'model': no model file {path!r}")
        try:
            from .move_policy import load
        except ImportError:
            raise ConfigError("bot 'model' needs PyTorch for a .pt model (pip install torch==2.13.0)") from None
        return _MovePolicy(*load(path))
    try:
        from sb3_contrib import MaskablePPO
    except ImportError:
        raise ConfigError("bot 'model' needs sb3-contrib (pip install sb3-contrib, with PyTorch)") from None
    if not Path(path).is_file():
        raise ConfigError(f"bot 'model': no model file {path!r}")
    return MaskablePPO.load(path, device="cpu")


class ModelBot(SeededBot):
    """``model:path=FILE[,deterministic=false]``: the action the trained policy prefers (or samples)."""

    name = "model"

    def __init__(self, seed: int | None = None, path: str | None = None, deterministic: bool = True,
                 **options: Any) -> None:
        if options:
            raise ValueError(f"bot 'model' takes path and deterministic, not {', '.join(sorted(options))}")
        if not path:
            raise ValueError("bot 'model' needs the model file: model:path=FILE")
        super().__init__(seed, path=path, deterministic=deterministic)
        self.path = str(path)
        self.deterministic = bool(deterministic)
        self.model = _load(self.path)

    def choose(self, view: View, legal: Sequence[Action], clock: Budget) -> Action:
        if isinstance(self.model, _MovePolicy):
            return self.model.choose(self, view, legal)
        obs = encode(view)
        expected = self.model.observation_space.shape
        if obs.shape != expected:
            raise ConfigError(f"bot 'model' ({self.path}) was trained on observations of shape {expected}, "
                              f"but {view.edition} with {view.players} players gives {obs.shape}")
        mask = np.zeros(SIZE, dtype=bool)
        mask[[a.code for a in legal]] = True
        if not self.deterministic:
            import torch

            torch.manual_seed(self.rng.getrandbits(63))
        action, _ = self.model.predict(obs, action_masks=mask, deterministic=self.deterministic)
        code = int(action)
        for a in legal:
            if a.code == code:
                return a
        raise ConfigError(f"bot 'model' ({self.path}) chose action {code}, which is not legal")  # a broken model

    def __getstate__(self) -> dict[str, Any]:
        state = dict(self.__dict__)
        state.pop("model", None)  # reloaded from the file in the process that unpickles the bot
        return state

    def __setstate__(self, state: dict[str, Any]) -> None:
        self.__dict__.update(state)
        self.model = _load(self.path)


class _MovePolicy:
    """A move-features model (``.pt``) loaded for :class:`ModelBot`: its network and settings."""

    def __init__(self, net: Any, saved: dict[str, Any]) -> None:
        from .move_policy import MoveFeatures

        self.net = net
        self.edition = str(saved["edition"])
        self.players = int(saved["players"])
        self.moves_of = MoveFeatures(self.edition, self.players)

    def choose(self, bot: ModelBot, view: View, legal: Sequence[Action]) -> Action:
        import torch

        from ..ai.observation import layout
        from ..rules.determinize import determinize
        from .batch import move_features
        from .move_policy import choose

        if (view.edition, view.players) != (self.edition, self.players):
            raise ConfigError(f"bot 'model' ({bot.path}) was trained on {self.edition} with {self.players} players, "
                              f"not {view.edition} with {view.players}")
        obs = encode(view)
        state = determinize(view, bot.rng)  # the features read only what the seat sees: any deal gives them
        codes = np.array([a.code for a in legal], dtype=np.int64)
        index = np.zeros(len(codes), dtype=np.int64)
        feats = move_features([state], codes, index, layout(self.edition, self.players))
        with torch.no_grad():
            logp, _ = self.net(torch.from_numpy(obs[None]), self.moves_of(feats), torch.from_numpy(index))
        rng = None if bot.deterministic else np.random.default_rng(bot.rng.getrandbits(63))
        return legal[int(choose(logp.numpy(), index, 1, rng)[0])]
