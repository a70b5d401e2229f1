"""Ogallala: Rudi Hoffmann's card game of canoes, warriors and booty, as a Python library.

>>> import ogallala
>>> game = ogallala.new_game("amigo", players=3, seed=7)
>>> game.current_seat
0
>>> [str(a) for a in game.legal_actions()]
['draw 1', 'draw 2', 'draw 3']
"""

from __future__ import annotations

from .game import Game, card_facts, deck, load_position, new_game, replay, score
from .rules.actions import Action, action_space_size, parse_action
from .rules.cards import display_name
from .rules.editions import EDITIONS
from .rules.errors import (
    ConfigError,
    GameOverError,
    IllegalActionError,
    NotationError,
    NotYourTurnError,
    OgallalaError,
)
from .view import VIEW_VERSION, ActionInfo, BoatView, Card, Decision, Outcome, RiverView, Termination, View

__version__ = "0.1.0"


def _is_compiled() -> bool:
    from .rules import State

    return not hasattr(State.copy, "__code__")  # compiled methods have no Python code object


#: True when the rules engine runs compiled (mypyc, see setup.py), False when it runs as pure Python.
COMPILED: bool = _is_compiled()

__all__ = [
    "COMPILED",
    "EDITIONS",
    "VIEW_VERSION",
    "Action",
    "ActionInfo",
    "BoatView",
    "Card",
    "ConfigError",
    "Decision",
    "Game",
    "GameOverError",
    "IllegalActionError",
    "NotYourTurnError",
    "NotationError",
    "OgallalaError",
    "Outcome",
    "RiverView",
    "Termination",
    "View",
    "__version__",
    "action_space_size",
    "card_facts",
    "deck",
    "display_name",
    "load_position",
    "new_game",
    "parse_action",
    "replay",
    "score",
]
