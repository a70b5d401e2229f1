"""Sampling what a seat cannot see: the order (and, where unknown, the contents) of the piles.

A search bot must not read the true state. It builds games that agree with everything its view
shows and differ only in what is hidden: :func:`sample_game` deals the unseen cards at random
into the piles (and, in Pelikan, the face-down discard pile), through the engine's
:func:`~ogallala.rules.determinize.determinize`.
"""

from __future__ import annotations

import random

from ..game import Game
from ..rules.determinize import determinize, unseen
from ..view import Card, View


def unseen_cards(view: View) -> list[Card]:
    """The cards a view does not place anywhere (in no river, hand, public pile or discard pile),
    in card-notation order."""
    return unseen(view)


def sample_game(view: View, rng: random.Random) -> Game:
    """A game that shows exactly ``view`` to its seat, with the hidden cards dealt at random.

    Raises OgallalaError for a view of a finished game or a view that does not add up.
    """
    state = determinize(view, rng)
    return Game(state, None, state.variants)
