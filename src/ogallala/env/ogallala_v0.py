"""PettingZoo's naming: ``from ogallala.env import ogallala_v0; env = ogallala_v0.env(...)``."""

from .pettingzoo_env import env, raw_env

__all__ = ["env", "raw_env"]
