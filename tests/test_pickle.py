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


@pytest.mark.parametrize("spec", ["random", "easy", "medium:raid=0.4", "hard:iterations=6,draws_cap=4"])
@pytest.mark.parametrize("clone", [lambda b: pickle.loads(pickle.dumps(b)), copy.deepcopy], ids=["pickle", "deepcopy"])
def test_bots_pickle_and_deep_copy(spec: str, clone: Callable[[object], object]) -> None:
    from ogallala.ai import Budget, make_bot

    bot = make_bot(spec, seed=3)
    twin = clone(bot)
    assert getattr(twin, "weights", None) == getattr(bot, "weights", None)
    game = ogallala.new_game("amigo", players=2, seed=8)
    while game.current_seat != 0 or len(game.legal_actions()) < 2:
        game.apply(game.legal_actions()[0])
    view, legal = game.view(0), game.legal_actions()
    assert twin.choose(view, legal, Budget(None)) == bot.choose(view, legal, Budget(None))  # type: ignore[attr-defined]
