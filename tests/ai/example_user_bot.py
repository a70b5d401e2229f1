"""A user's own bot, loaded by the tests as ``example_user_bot:FirstLegal`` (docs/bots.md)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ogallala import Action
from ogallala.ai import Budget


class FirstLegal:
    """Always the first legal action."""

    name = "first-legal"

    def __init__(self, seed: int | None = None, prefer: str = "") -> None:
        self.seed = seed
        self.prefer = prefer

    def choose(self, view: dict[str, Any], legal: Sequence[Action], clock: Budget) -> Action:
        return legal[0]
