"""Players that are programs: the bot protocol, the levels, and the sampling of hidden information.

>>> import ogallala
>>> from ogallala.ai import make_bot, Budget
>>> game = ogallala.new_game("amigo", players=2, seed=7)
>>> bot = make_bot("medium", seed=1)
>>> action = bot.choose(game.view(0), game.legal_actions(), Budget(seconds=1.0))
>>> action in game.legal_actions()
True

For the terminal game: :data:`LEVELS` and :func:`level_help` to offer opponents,
:func:`bot_action` for a bot's move that does not depend on earlier calls (so a saved game
resumes exactly), and :func:`hint` to suggest a move to a person.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..rules.actions import Action
from ..seeds import derive_seed
from .base import Bot, Budget, RandomBot, SeededBot, View
from .registry import LEVELS, bot_class, check_bot_spec, make_bot, parse_bot_spec, split_bot_list

#: One line per level, for menus and ``--help``.
LEVEL_HELP: dict[str, str] = {
    "random": "plays any legal move",
    "easy": "a rule of thumb: grows boats, draws on by chance, ends the game when ahead",
    "medium": "weighs every move by boat potential, completion odds, raid risk and targets",
    "hard": "searches: simulates sampled deals with the medium judgement (about 1 s a move)",
    "expert": "searches like hard, with a judgement tuned for each edition and table size (about 0.2 s a move)",
}


def level_help() -> list[tuple[str, str]]:
    """The levels with a one-line description, weakest first."""
    return [(name, LEVEL_HELP[name]) for name in LEVELS]


def bot_action(spec: str, view: View, legal: Sequence[Action], seed: int, seconds: float | None = 1.0) -> Action:
    """The action a freshly built bot ``spec`` (seeded with ``seed``) chooses.

    The terminal game calls this once per decision with a seed made from the game and the
    number of actions so far, so that a game saved and loaded again goes on identically.
    """
    bot = make_bot(spec, seed)
    return bot.choose(view, list(legal), Budget(seconds=seconds))


def hint(view: View, legal: Sequence[Action], level: str = "expert", seed: int = 0,
         seconds: float | None = 1.0) -> Action:
    """A suggested action for the seat whose view this is (by default the expert bot's choice).

    Only the view is used: a hint never peeks at the hidden piles either.
    """
    return bot_action(level, view, legal, seed, seconds)


def game_bot_seed(key: Any, seat: int, ply: int) -> int:
    """A seed for seat ``seat``'s bot at action number ``ply`` of the game identified by ``key``."""
    return derive_seed(0, "play", key, seat, ply)


__all__ = [
    "LEVELS",
    "LEVEL_HELP",
    "Bot",
    "Budget",
    "RandomBot",
    "SeededBot",
    "View",
    "bot_action",
    "bot_class",
    "check_bot_spec",
    "game_bot_seed",
    "hint",
    "level_help",
    "make_bot",
    "parse_bot_spec",
    "split_bot_list",
]
