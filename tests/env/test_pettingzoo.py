"""The PettingZoo AEC environment passes PettingZoo's own tests, and its rewards are as documented."""

from __future__ import annotations

import numpy as np
import pytest
from pettingzoo.test import api_test, render_test, seed_test

import ogallala
from ogallala.env import encode, ogallala_v0


@pytest.mark.parametrize(("edition", "players"), [("amigo", 3), ("ass", 2), ("pelikan", 4)])
def test_api_test(edition: str, players: int) -> None:
    api_test(ogallala_v0.env(edition=edition, players=players), num_cycles=200)


def test_seed_test() -> None:
    seed_test(lambda: ogallala_v0.env(edition="amigo", players=2, variants=("two-tribes",)), num_cycles=100)


def test_render_test() -> None:
    render_test(lambda render_mode=None: ogallala_v0.env(edition="pelikan", players=2, render_mode=render_mode))


def play_out(env: ogallala_v0.raw_env, seed: int) -> dict[str, float]:
    env.reset(seed=seed)
    totals = dict.fromkeys(env.possible_agents, 0.0)
    rng = np.random.default_rng(seed)
    for agent in env.agent_iter():
        obs, reward, term, trunc, info = env.last()
        totals[agent] += reward
        np.testing.assert_array_equal(obs["action_mask"], info["action_mask"])
        action = None if term or trunc else int(rng.choice(np.flatnonzero(obs["action_mask"])))
        env.step(action)
    return totals


def test_win_rewards_split_and_margin_rewards_sum_to_zero() -> None:
    for seed in range(2):
        env = ogallala_v0.raw_env(edition="amigo", players=3)
        totals = play_out(env, seed)
        winners = env.game.winners()
        assert totals == {f"seat_{s}": (1 / len(winners) if s in winners else 0.0) for s in range(3)}
        env = ogallala_v0.raw_env(edition="amigo", players=3, reward="margin")
        totals = play_out(env, seed)
        scores = env.game.scores()
        assert sum(totals.values()) == pytest.approx(0.0)
        assert totals["seat_0"] == pytest.approx(scores[0] - (scores[1] + scores[2]) / 2)


def test_observation_is_the_encoding_of_the_seats_view() -> None:
    env = ogallala_v0.raw_env(edition="ass", players=3)
    env.reset(seed=5)
    for agent in env.possible_agents:
        seat = env.agent_name_mapping[agent]
        np.testing.assert_array_equal(env.observe(agent)["observation"], encode(env.game.view(seat)))


def test_reset_from_a_position_and_bad_settings() -> None:
    game = ogallala.new_game("amigo", players=2, seed=9)
    game.apply("draw 2")
    env = ogallala_v0.raw_env(edition="amigo", players=2)
    env.reset(options={"position": game.position()})
    assert env.game.position() == game.position()
    assert env.agent_selection == f"seat_{game.current_seat}"
    with pytest.raises(ogallala.ConfigError, match="3 players"):
        ogallala_v0.raw_env(edition="amigo", players=3).reset(options={"position": game.position()})
    with pytest.raises(ogallala.ConfigError, match="reward"):
        ogallala_v0.raw_env(reward="points")
    with pytest.raises(ogallala.ConfigError, match="render_mode"):
        ogallala_v0.raw_env(render_mode="rgb_array")
    with pytest.raises(ogallala.ConfigError, match="players"):
        ogallala_v0.raw_env(edition="pelikan", players=5)
    env.reset(seed=1)
    with pytest.raises(ogallala.IllegalActionError):
        env.step(27000)
