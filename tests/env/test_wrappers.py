"""The AEC wrappers of ogallala_v0.env(): PettingZoo's own, with the environment's attributes read
directly; they behave as PettingZoo's do."""

from __future__ import annotations

import numpy as np
import pytest
from pettingzoo.utils import wrappers as pz

from ogallala.env import ogallala_v0
from ogallala.env.wrappers import FORWARDED


def test_the_wrappers_are_pettingzoos_and_show_the_raw_environments_attributes() -> None:
    env = ogallala_v0.env(edition="amigo", players=3)
    assert isinstance(env, pz.OrderEnforcingWrapper)
    assert isinstance(env.env, pz.AssertOutOfBoundsWrapper)
    assert isinstance(env.env.env, pz.TerminateIllegalWrapper)
    assert str(env) == "ogallala_v0"
    env.reset(seed=3)
    raw = env.unwrapped
    for name in FORWARDED:
        assert getattr(env, name) is getattr(raw, name)
        assert getattr(env.env, name) is getattr(raw, name)
    env.agent_selection = "seat_2"  # a write reaches the environment, no wrapper keeps a copy
    assert raw.agent_selection == "seat_2" and env.env.env.agent_selection == "seat_2"


def test_attributes_and_calls_before_reset_are_refused_as_pettingzoo_refuses_them() -> None:
    env = ogallala_v0.env()
    for name in ("agents", "agent_selection", "rewards", "terminations", "truncations", "infos"):
        with pytest.raises(AttributeError, match=f"{name} cannot be accessed before reset"):
            getattr(env, name)
    assert env.possible_agents == ["seat_0", "seat_1"]  # allowed before reset, as in PettingZoo
    with pytest.raises(Exception, match="reset"):
        env.step(0)


def test_an_action_outside_the_space_fails_the_assertion_whatever_its_type() -> None:
    env = ogallala_v0.env()
    env.reset(seed=1)
    for bad in (-1, 27886, 10**9, np.int64(-3), 2.5, "draw 1"):
        with pytest.raises(AssertionError, match="action space"):
            env.step(bad)  # type: ignore[arg-type]
    obs, *_ = env.last()
    legal = int(np.flatnonzero(obs["action_mask"])[0])
    env.step(np.int64(legal))  # a NumPy integer goes through PettingZoo's own check, and is legal
    assert env.unwrapped.game.action_count == 1


def test_an_illegal_action_ends_the_game_with_a_penalty_for_its_agent() -> None:
    env = ogallala_v0.env(edition="amigo", players=3)
    env.reset(seed=2)
    obs, *_ = env.last()
    illegal = int(np.flatnonzero(obs["action_mask"] == 0)[0])
    agent = env.agent_selection
    env.step(illegal)  # PettingZoo's EnvLogger logs it
    assert all(env.terminations.values())
    assert env.rewards[agent] == -1 and sum(env.rewards.values()) == -1
    finished = []
    for a in env.agent_iter():
        _, reward, term, _, _ = env.last()
        assert term
        finished.append((a, reward))
        env.step(None)
    assert dict(finished)[agent] == -1 and not env.agents
