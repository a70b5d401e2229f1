"""The Gymnasium environment passes Gymnasium's checker, runs vectorised, and plays its opponents."""

from __future__ import annotations

import gymnasium
import numpy as np
import pytest
from gymnasium.utils.env_checker import check_env

import ogallala
from ogallala.ai import RandomBot
from ogallala.env import GYM_ID


def first_legal(observation: np.ndarray, mask: np.ndarray) -> int:
    return int(np.flatnonzero(mask)[0])


@pytest.mark.parametrize(("edition", "players", "opponents"), [
    ("amigo", 3, ["medium", "easy"]),
    ("pelikan", 2, [first_legal]),
    ("ass", 3, [RandomBot(seed=1), "random"]),
])
def test_check_env(edition: str, players: int, opponents: list[object]) -> None:
    env = gymnasium.make(GYM_ID, edition=edition, players=players, opponents=opponents)
    check_env(env.unwrapped, skip_render_check=True)


def test_check_env_render() -> None:
    check_env(gymnasium.make(GYM_ID, players=2, opponents=["random"], render_mode="ansi").unwrapped)


def test_async_vector_env() -> None:
    envs = gymnasium.vector.AsyncVectorEnv([lambda: gymnasium.make(GYM_ID, players=2, opponents=["random"])] * 2)
    try:
        obs, _ = envs.reset(seed=3)
        assert obs.shape == (2, ogallala.env.observation_size("amigo", 2))
        rng = np.random.default_rng(0)
        finished = 0
        for _ in range(400):
            masks = np.stack(envs.call("action_masks"))
            # after a game ends the next step resets that environment (its mask is empty then)
            actions = np.array([rng.choice(np.flatnonzero(m)) if m.any() else 0 for m in masks])
            _, _, term, _, _ = envs.step(actions)
            finished += int(term.sum())
        assert finished >= 1
    finally:
        envs.close()


def test_an_episode_ends_with_the_win_reward_and_the_opponents_move_alone() -> None:
    env = gymnasium.make(GYM_ID, edition="amigo", players=3, opponents=["easy", first_legal], seat=1).unwrapped
    env.reset(seed=11)
    rng = np.random.default_rng(1)
    done = False
    reward = 0.0
    while not done:
        assert env.game.current_seat == 1
        _, reward, done, _, info = env.step(rng.choice(np.flatnonzero(env.action_masks())))
    assert reward == (1 / len(info["winners"]) if 1 in info["winners"] else 0.0)


def test_an_illegal_action_ends_the_episode_with_a_penalty() -> None:
    env = gymnasium.make(GYM_ID, players=2, opponents=["random"]).unwrapped
    env.reset(seed=1)
    illegal = int(np.flatnonzero(env.action_masks() == 0)[0])
    _, reward, terminated, _, info = env.step(illegal)
    assert (reward, terminated, info["illegal_action"]) == (-1.0, True, illegal)


def test_bad_opponents_are_refused() -> None:
    with pytest.raises(ogallala.ConfigError, match="opponents"):
        gymnasium.make(GYM_ID, players=3, opponents=["random"])
    with pytest.raises(ogallala.ConfigError, match="unknown bot"):
        gymnasium.make(GYM_ID, players=2, opponents=["grandmaster"])
    with pytest.raises(ogallala.ConfigError, match="seat"):
        gymnasium.make(GYM_ID, players=2, seat=2)
