"""PettingZoo's usual AEC wrappers, with the environment's attributes reached in one step.

PettingZoo's wrappers reach the wrapped environment's attributes (``agent_selection``, ``agents``,
``terminations``, ...) through ``__getattr__``, which Python calls only after the ordinary look-up
has failed, raising and catching an ``AttributeError`` on the way. Three wrappers deep, every such
read costs about a microsecond, and an AEC step reads a few dozen of them (``agent_iter``,
``last``, each wrapper's ``step``): with a fast game that is most of the step's time.

The classes here are PettingZoo's own wrappers (subclasses: their ``step``, ``observe`` and
``reset`` are PettingZoo's code) with those attributes as properties that read the innermost
environment directly (and write it, so that a wrapper never holds a copy of its own).
:class:`OrderEnforcingWrapper` keeps PettingZoo's refusal to show them before ``reset()``, and
:class:`AssertOutOfBoundsWrapper` checks a plain ``int`` against a ``Discrete`` action space
without NumPy; anything else goes to PettingZoo's check.
"""

from __future__ import annotations

import operator
from typing import Any

from gymnasium import spaces
from pettingzoo import AECEnv
from pettingzoo.utils import wrappers as pz

#: The attributes of an AEC environment that its wrappers read at every step.
FORWARDED = ("agents", "possible_agents", "agent_selection", "rewards", "_cumulative_rewards",
             "terminations", "truncations", "infos", "observation_spaces", "action_spaces")

#: The attributes PettingZoo's OrderEnforcingWrapper refuses to show before reset().
BEFORE_RESET = frozenset({"rewards", "terminations", "truncations", "infos", "agent_selection",
                          "num_agents", "agents"})


def _target(env: AECEnv) -> AECEnv:
    """The environment whose attributes a wrapper of ``env`` reads: the first one below that is not
    a wrapper of this module (for those, their own target)."""
    return env._target if isinstance(env, _Forwarding) else env


def _forwarded(name: str) -> property:
    def set_(self: Any, value: Any) -> None:
        setattr(self._target, name, value)

    return property(operator.attrgetter(f"_target.{name}"), set_, doc=f"The environment's ``{name}``.")


def _forwarded_after_reset(name: str) -> property:
    def get(self: Any) -> Any:
        if not self._has_reset:
            # PettingZoo's __getattr__ then raises its own error ("... cannot be accessed before reset")
            raise AttributeError(name)
        return getattr(self._target, name)

    def set_(self: Any, value: Any) -> None:
        setattr(self._target, name, value)

    return property(get, set_, doc=f"The environment's ``{name}`` (after reset()).")


class _Forwarding:
    """Gives a PettingZoo wrapper the properties of :data:`FORWARDED` (set on the subclasses below)."""

    _target: AECEnv


class TerminateIllegalWrapper(_Forwarding, pz.TerminateIllegalWrapper):
    """PettingZoo's TerminateIllegalWrapper (an illegal action ends the game with a penalty)."""

    def __init__(self, env: AECEnv, illegal_reward: float) -> None:
        self._target = _target(env)
        super().__init__(env, illegal_reward)


class AssertOutOfBoundsWrapper(_Forwarding, pz.AssertOutOfBoundsWrapper):
    """PettingZoo's AssertOutOfBoundsWrapper (an action outside the action space fails an assertion)."""

    def __init__(self, env: AECEnv) -> None:
        self._target = _target(env)
        super().__init__(env)
        # every agent's action space is Discrete(n) from 0: a plain int is checked here, without NumPy
        found = {(type(s), s.n, s.start) if isinstance(s, spaces.Discrete) else None
                 for s in (env.action_space(a) for a in env.possible_agents)}
        only = found.pop() if len(found) == 1 else None
        self._discrete_n = int(only[1]) if only is not None and only[0] is spaces.Discrete and only[2] == 0 else -1

    def step(self, action: Any) -> None:
        if type(action) is int and 0 <= action < self._discrete_n:  # Discrete(n).contains(action)
            self.env.step(action)
        else:
            super().step(action)  # PettingZoo's own check and message


class OrderEnforcingWrapper(_Forwarding, pz.OrderEnforcingWrapper):
    """PettingZoo's OrderEnforcingWrapper (calls out of order are refused)."""

    def __init__(self, env: AECEnv) -> None:
        self._target = _target(env)
        super().__init__(env)

    def __str__(self) -> str:
        return str(self.env)  # as PettingZoo's own shows its environment


for _name in FORWARDED:
    setattr(TerminateIllegalWrapper, _name, _forwarded(_name))
    setattr(AssertOutOfBoundsWrapper, _name, _forwarded(_name))
    setattr(OrderEnforcingWrapper, _name,
            _forwarded_after_reset(_name) if _name in BEFORE_RESET else _forwarded(_name))
del _name

__all__ = ["FORWARDED", "AssertOutOfBoundsWrapper", "OrderEnforcingWrapper", "TerminateIllegalWrapper"]
