"""The OpenSpiel game passes OpenSpiel's random simulation test with serialization, resamples
consistently from an information state, and plays with OpenSpiel's ISMCTS bot."""

from __future__ import annotations

import random

import numpy as np
import pyspiel
import pytest
from open_spiel.python.algorithms import ismcts, mcts

import ogallala
import ogallala.env.openspiel as ogs


@pytest.mark.parametrize("params", [
    {"edition": "amigo", "players": 2},
    {"edition": "ass", "players": 3, "variants": "sorted-stacks two-tribes"},
    {"edition": "pelikan", "players": 2, "variants": "river-16"},
])
def test_random_sim_test_with_serialization(params: dict[str, object]) -> None:
    game = pyspiel.load_game(ogs.SHORT_NAME, params)
    pyspiel.random_sim_test(game, num_sims=1, serialize=True, verbose=False)


def play_to_decision(state: pyspiel.State, rng: random.Random, decisions: int) -> None:
    while not state.is_terminal() and decisions > 0:
        if state.is_chance_node():
            outcomes, probs = zip(*state.chance_outcomes(), strict=True)
            state.apply_action(rng.choices(outcomes, probs)[0])
        else:
            state.apply_action(rng.choice(state.legal_actions()))
            decisions -= 1


def test_the_deal_is_explicit_chance_and_the_game_a_function_of_its_history() -> None:
    game = pyspiel.load_game(ogs.SHORT_NAME, {"edition": "amigo", "players": 3})
    state = game.new_initial_state()
    assert state.is_chance_node()
    outcomes = state.chance_outcomes()
    assert sum(p for _, p in outcomes) == pytest.approx(1.0)
    assert dict(outcomes)[game.new_initial_state().chance_outcomes()[0][0]] > 0
    play_to_decision(state, random.Random(3), 40)
    again = game.new_initial_state()
    for action in state.history():
        again.apply_action(action)
    assert str(again) == str(state)
    restored = game.deserialize_state(state.serialize())
    assert str(restored) == str(state)
    assert restored.information_state_string(1) == state.information_state_string(1)


def test_resampling_keeps_the_information_state_and_changes_only_what_is_hidden() -> None:
    game = pyspiel.load_game(ogs.SHORT_NAME, {"edition": "ass", "players": 2})
    state = game.new_initial_state()
    play_to_decision(state, random.Random(5), 30)
    player = state.current_player()
    sampler = random.Random(1).random
    positions = set()
    for _ in range(4):
        other = state.resample_from_infostate(player, sampler)
        assert other.information_state_string(player) == state.information_state_string(player)
        np.testing.assert_array_equal(other.information_state_tensor(player), state.information_state_tensor(player))
        assert other.legal_actions() == state.legal_actions()
        positions.add(str(other))
    assert len(positions) > 1  # the hidden pile order differs between samples


def late_position(edition: str, players: int, seed: int, left: int) -> str:
    """The position ``left`` decisions before the end of a seeded random game."""
    rng = random.Random(seed)
    game = ogallala.new_game(edition, players=players, seed=seed)
    while not game.is_over():
        game.apply(rng.choice(game.legal_actions()))
    moves = game.record()["actions"]
    game = ogallala.new_game(edition, players=players, seed=seed)
    for text in moves[: max(0, len(moves) - left)]:
        game.apply(text)
    return game.position()


def test_ismcts_bot_plays_to_the_end() -> None:
    """OpenSpiel's ISMCTS bot (its Python implementation: the C++ bot cannot take the states a Python
    game resamples) plays the last decisions of a game, resampling the hidden order at every one."""
    position = late_position("amigo", 2, 3, 16)
    game = pyspiel.load_game(ogs.SHORT_NAME, {"edition": "amigo", "players": 2, "position": position})
    bot = ismcts.ISMCTSBot(game, mcts.RandomRolloutEvaluator(1, np.random.RandomState(1)), 2.0, 4,
                           random_state=np.random.RandomState(1))
    state = game.new_initial_state()
    rng = random.Random(2)
    decisions = 0
    while not state.is_terminal():
        assert not state.is_chance_node()
        if state.current_player() == 0:
            action = bot.step(state)
            assert action in state.legal_actions()
            decisions += 1
        else:
            action = rng.choice(state.legal_actions())
        state.apply_action(action)
    assert decisions >= 3
    assert sorted(state.returns()) in ([0.0, 1.0], [0.5, 0.5])


def test_a_start_position_and_bad_parameters() -> None:
    start = ogallala.new_game("pelikan", players=3, seed=4)
    start.apply(start.legal_actions()[0])
    game = pyspiel.load_game(ogs.SHORT_NAME, {"edition": "pelikan", "players": 3, "position": start.position()})
    state = game.new_initial_state()
    assert not state.is_chance_node()
    assert str(state) == start.position()
    assert state.legal_actions() == sorted(start.legal_codes())
    with pytest.raises(ogallala.ConfigError, match="not the game's parameters"):
        pyspiel.load_game(ogs.SHORT_NAME, {"edition": "pelikan", "players": 2, "position": start.position()})
    with pytest.raises(ogallala.ConfigError, match="players"):
        pyspiel.load_game(ogs.SHORT_NAME, {"edition": "ass", "players": 5})
