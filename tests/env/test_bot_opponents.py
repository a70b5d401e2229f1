"""The bots as opponents in the PettingZoo and OpenSpiel adapters (``bot:LEVEL``): they play whole
games, answer legal actions from their seat's view, and refuse what is not a bot."""

from __future__ import annotations

import random

import numpy as np
import pyspiel
import pytest
from open_spiel.python.algorithms import evaluate_bots

import ogallala
import ogallala.env.openspiel as ogs
from ogallala.env import ogallala_v0
from ogallala.env.bots import BotPolicy, bot_of, openspiel_bot


def test_pettingzoo_agents_play_against_bot_expert() -> None:
    env = ogallala_v0.env(edition="amigo", players=4)
    env.reset(seed=3)
    bots = {a: BotPolicy("bot:expert:iterations=6" if i == 1 else "bot:medium", seed=i)
            for i, a in enumerate(env.possible_agents) if i > 0}
    rng = random.Random(1)
    steps = 0
    for agent in env.agent_iter(max_iter=5000):
        obs, _, done, truncated, _ = env.last()
        if done or truncated:
            env.step(None)
            continue
        mask = obs["action_mask"]
        action = bots[agent](env) if agent in bots else rng.choice(np.flatnonzero(mask).tolist())
        assert mask[action], f"{agent} answered an illegal action {action}"
        env.step(action)
        steps += 1
    assert not env.agents and steps > 50


def test_openspiel_evaluate_bots_with_bot_expert() -> None:
    game = pyspiel.load_game(ogs.SHORT_NAME, {"edition": "ass", "players": 3})
    bots = [openspiel_bot(0, "bot:expert:iterations=6", seed=1), openspiel_bot(1, "bot:medium", seed=2),
            pyspiel.make_uniform_random_bot(2, 5)]
    returns = evaluate_bots.evaluate_bots(game.new_initial_state(), bots, np.random.RandomState(4))
    assert sorted(returns)[-1] > 0 and sum(returns) == pytest.approx(1.0)


def test_a_bot_opponent_plays_only_its_player_and_only_bot_specs() -> None:
    game = pyspiel.load_game(ogs.SHORT_NAME, {"edition": "amigo", "players": 2})
    state = game.new_initial_state()
    bot = openspiel_bot(1, "bot:medium")
    with pytest.raises(ValueError, match="dealt"):
        bot.step(state)  # still dealing
    rng = random.Random(2)
    while state.is_chance_node():
        outcomes, probs = zip(*state.chance_outcomes(), strict=True)
        state.apply_action(rng.choices(outcomes, probs)[0])
    assert state.current_player() == 0
    with pytest.raises(ValueError, match="plays player 1"):
        bot.step(state)
    for bad in ["expert", "bot:", "bot:nosuchlevel", "model", 7]:
        with pytest.raises(ogallala.ConfigError):
            bot_of(bad)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="reset"):
        BotPolicy("bot:easy")(ogallala_v0.env())
