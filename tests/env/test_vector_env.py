"""The vector environment against Gymnasium's SyncVectorEnv of the single-game environment: the same
observations, rewards, terminations, truncations and infos at every step, episode after episode, with
bots, random opponents and policy callables; make_vec gives the batched one; seeding replays; nothing
hidden reaches its observations."""

from __future__ import annotations

import random
from typing import Any

import gymnasium
import numpy as np
import numpy.typing as npt
import pytest
from gymnasium.vector import AutoresetMode, SyncVectorEnv
from test_no_leak import positions

import ogallala
from ogallala.env import GYM_ID
from ogallala.env.gym_env import OgallalaEnv
from ogallala.env.vector_env import OgallalaVectorEnv
from ogallala.rules.errors import ConfigError


def first_legal(obs: npt.NDArray[np.float32], mask: npt.NDArray[np.int8]) -> int:
    """A policy callable as an opponent: the first legal code."""
    return int(np.flatnonzero(mask)[0])


def sync(n: int, **kwargs: Any) -> SyncVectorEnv:
    return SyncVectorEnv([lambda: OgallalaEnv(**kwargs) for _ in range(n)], autoreset_mode=AutoresetMode.NEXT_STEP)


def assert_infos_equal(a: dict[str, Any], b: dict[str, Any]) -> None:
    assert sorted(a) == sorted(b)
    for key in a:
        if a[key].dtype == object:
            assert a[key].tolist() == b[key].tolist(), key
        else:
            np.testing.assert_array_equal(a[key], b[key], err_msg=key)
            assert a[key].dtype == b[key].dtype, key


@pytest.mark.parametrize("kwargs", [
    {"edition": "amigo", "players": 2},
    {"edition": "amigo", "players": 4, "variants": ("two-tribes",), "seat": 2, "reward": "margin"},
    {"edition": "ass", "players": 3, "opponents": ["easy", "random"], "variants": ("sorted-stacks",)},
    {"edition": "pelikan", "players": 2, "opponents": [first_legal], "variants": ("river-16",)},
    {"edition": "pelikan", "players": 3, "opponents": ["random", "random"]},
])
def test_vector_env_equals_sync_vector_env(kwargs: dict[str, Any]) -> None:
    n = 3
    ours = OgallalaVectorEnv(num_envs=n, **kwargs)
    theirs = sync(n, **kwargs)
    oa, ia = ours.reset(seed=40)
    ob, ib = theirs.reset(seed=40)
    np.testing.assert_array_equal(oa, ob)
    assert_infos_equal(ia, ib)
    rng = random.Random(3)
    ended = 0
    for step in range(600):
        actions = []
        for i in range(n):
            legal = np.flatnonzero(ia["action_mask"][i])
            actions.append(int(legal[rng.randrange(len(legal))]) if len(legal) else 0)
        if step == 5:
            actions[1] = int(np.flatnonzero(ia["action_mask"][1] == 0)[0])  # an illegal action ends that episode
        ra = ours.step(np.array(actions))
        rb = theirs.step(np.array(actions))
        for x, y in zip(ra[:4], rb[:4], strict=True):
            np.testing.assert_array_equal(x, y)
        assert ra[1].dtype == rb[1].dtype and ra[2].dtype == rb[2].dtype
        assert_infos_equal(ra[4], rb[4])
        ia = ra[4]
        ended += int(ra[2].sum())
        if step == 5:
            assert ra[2][1] and ra[1][1] == -1.0 and ra[4]["illegal_action"][1] == actions[1]
    assert ended >= n + 1


def test_make_vec_gives_the_batched_environment() -> None:
    envs = gymnasium.make_vec(GYM_ID, num_envs=4, edition="ass", players=3)
    assert isinstance(envs.unwrapped, OgallalaVectorEnv)
    assert envs.num_envs == 4
    assert envs.metadata["autoreset_mode"] == AutoresetMode.NEXT_STEP
    obs, info = envs.reset(seed=1)
    assert obs.shape == (4, envs.single_observation_space.shape[0])
    assert envs.observation_space.contains(obs)
    assert envs.single_action_space.n == 27886
    assert envs.action_space.shape == (4,)
    masks = envs.unwrapped.action_masks()
    assert masks.dtype == np.bool_ and masks.shape == (4, 27886)
    np.testing.assert_array_equal(masks, info["action_mask"].astype(bool))
    actions = np.array([np.flatnonzero(m)[0] for m in masks])
    obs2, rewards, terms, truncs, _ = envs.step(actions)
    assert envs.observation_space.contains(obs2)
    assert rewards.shape == terms.shape == truncs.shape == (4,)
    envs.close()


def test_seeding_replays_and_none_goes_on() -> None:
    a = OgallalaVectorEnv(num_envs=2, players=3)
    b = OgallalaVectorEnv(num_envs=2, players=3)
    oa, _ = a.reset(seed=[5, 6])
    ob, _ = b.reset(seed=5)
    np.testing.assert_array_equal(oa, ob)
    na, _ = a.reset()
    nb, _ = b.reset()
    np.testing.assert_array_equal(na, nb)
    assert not np.array_equal(na, oa)
    assert [g.position() for g in a.batch.games] == [g.position() for g in b.batch.games]


def test_observations_are_copies_unless_asked() -> None:
    env = OgallalaVectorEnv(num_envs=2)
    obs, _ = env.reset(seed=1)
    assert obs is not env.batch.obs
    env = OgallalaVectorEnv(num_envs=2, copy=False)
    obs, info = env.reset(seed=1)
    assert obs is env.batch.obs
    assert info["action_mask"] is env.batch.masks


def test_bad_settings_are_refused() -> None:
    with pytest.raises(ConfigError, match="2 opponents"):
        OgallalaVectorEnv(num_envs=2, players=3, opponents=["random"])
    with pytest.raises(ConfigError, match="seat 4 does not exist"):
        OgallalaVectorEnv(num_envs=2, players=3, seat=4)
    with pytest.raises(ConfigError, match="unknown bot"):
        OgallalaVectorEnv(num_envs=2, opponents=["nobody"])
    env = OgallalaVectorEnv(num_envs=2)
    with pytest.raises(gymnasium.error.ResetNeeded):
        env.step(np.zeros(2, dtype=np.int64))
    env.reset(seed=0)
    with pytest.raises(ConfigError, match="3 actions for 2"):
        env.step(np.zeros(3, dtype=np.int64))


@pytest.mark.parametrize(("edition", "players", "variants"), [
    ("amigo", 3, ("two-tribes",)), ("ass", 2, ()), ("pelikan", 3, ()),
])
def test_hidden_pile_order_changes_no_vector_observation(edition: str, players: int,
                                                         variants: tuple[str, ...]) -> None:
    for a, b in positions(edition, players, variants):
        seat = ogallala.load_position(a).current_seat  # the learner decides: no opponent draws a hidden card
        envs = [OgallalaVectorEnv(num_envs=2, edition=edition, players=players, variants=variants, seat=seat)
                for _ in range(2)]
        oa, ia = envs[0].reset(seed=2, options={"position": a})
        ob, ib = envs[1].reset(seed=2, options={"position": b})
        np.testing.assert_array_equal(oa, ob)
        np.testing.assert_array_equal(ia["action_mask"], ib["action_mask"])
