"""A game survives pickling and deep copying (multiprocessing, vectorised environments), compiled or not."""

from __future__ import annotations

import copy
import pickle
import random
from collections.abc import Callable

import pytest

import ogallala


@pytest.mark.parametrize("edition", ["amigo", "ass", "pelikan"])
@pytest.mark.parametrize("clone", [lambda g: pickle.loads(pickle.dumps(g)), copy.deepcopy], ids=["pickle", "deepcopy"])
def test_game_pickles_and_deep_copies(edition: str, clone: Callable[[ogallala.Game], ogallala.Game]) -> None:
    rng = random.Random(edition)
    game = ogallala.new_game(edition, players=3, seed=5, variants=("two-tribes",))
    for _ in range(40):
        game.apply(rng.choice(game.legal_actions()))
    twin = clone(game)
    assert twin.position() == game.position()
    assert twin.record() == game.record()
    assert twin.state.ed is game.state.ed  # editions are unique objects
    moves = random.Random(1)
    while not twin.is_over():
        twin.apply(moves.choice(twin.legal_actions()))
    assert twin.record()["actions"][: len(game.record()["actions"])] == game.record()["actions"]
    assert not game.is_over()  # the original did not move
    replayed = ogallala.replay(twin.record())
    assert replayed.position() == twin.position()
