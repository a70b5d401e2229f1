"""Reinforcement-learning interfaces (``pip install ogallala[rl]``): PettingZoo, Gymnasium, OpenSpiel.

- ``ogallala.env.ogallala_v0.env(edition=..., players=..., variants=...)``: PettingZoo AEC environment;
- ``gymnasium.make("ogallala/Ogallala-v0", edition=..., players=..., opponents=[...])``: one agent
  against bots or policies (registered when this package is imported);
  ``gymnasium.make_vec("ogallala/Ogallala-v0", num_envs=N, ...)`` gives N of them on one batch
  (:class:`~ogallala.env.vector_env.OgallalaVectorEnv`);
- :class:`~ogallala.env.batch.Batch`: the batched core below them: N games stepped together, writing
  seats, masks, observations, rewards and terminations into preallocated arrays, with auto-reset;
- :class:`~ogallala.env.selfplay.SelfPlayBatch`: self-play on a batch (the caller plays every seat),
  PettingZoo's parallel API in array form;
- ``import ogallala.env.openspiel``: registers the OpenSpiel game ``python_ogallala``;
- :func:`encode` and :func:`action_mask`: the observation of a seat (a function of its view) and
  the legal actions over the fixed action space; :func:`encode_game` and :func:`encode_state` give
  the same observation from a game or a state (a determinized one, for search). Documented in docs/rl.md.
"""

from __future__ import annotations

from ..extras import require_extra

require_extra("rl", "ogallala.env (the RL environments)", "numpy", "gymnasium", "pettingzoo")

from ..ai.observation import (  # noqa: E402
    OBSERVATION_VERSION,
    Encoder,
    Layout,
    action_mask,
    encode,
    encode_game,
    encode_state,
    layout,
    observation_size,
)

GYM_ID = "ogallala/Ogallala-v0"


def _register() -> None:
    import gymnasium

    if GYM_ID not in gymnasium.registry:
        gymnasium.register(id=GYM_ID, entry_point="ogallala.env.gym_env:OgallalaEnv",
                           vector_entry_point="ogallala.env.vector_env:OgallalaVectorEnv")


_register()

__all__ = ["GYM_ID", "OBSERVATION_VERSION", "Encoder", "Layout", "action_mask", "encode", "encode_game",
           "encode_state", "layout", "observation_size"]
