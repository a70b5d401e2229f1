"""The bots as opponents in the PettingZoo and OpenSpiel adapters: ``bot:LEVEL``.

An opponent is named ``bot:`` and a bot spec (docs/bots.md): ``bot:expert``, ``bot:hard:iterations=144``,
``bot:mybots:Greedy``. It plays from its seat's view only, like every bot.

PettingZoo (AEC): :class:`BotPolicy` is a policy of the environment: ``policy(env)`` answers the action
of the agent to act::

    env = ogallala_v0.env(players=4)
    env.reset(seed=1)
    bots = {a: BotPolicy("bot:expert", seed=i) for i, a in enumerate(env.possible_agents[1:], 1)}
    for agent in env.agent_iter():
        obs, reward, done, truncated, info = env.last()
        action = None if done or truncated else bots[agent](env) if agent in bots else my_policy(obs)
        env.step(action)

OpenSpiel: :func:`openspiel_bot` makes a ``pyspiel.Bot`` for one player of ``python_ogallala``, for
``open_spiel.python.algorithms.evaluate_bots`` and the other tools that take bots.
"""

from __future__ import annotations

from typing import Any

from ..ai import Budget, make_bot
from ..ai.base import Bot
from ..game import Game
from ..rules.errors import ConfigError

PREFIX = "bot:"


def bot_of(spec: str, seed: int | None = None) -> Bot:
    """The bot ``bot:SPEC`` names, seeded; raises ConfigError for anything else."""
    if not isinstance(spec, str) or not spec.startswith(PREFIX) or len(spec) == len(PREFIX):
        raise ConfigError(f"an opponent is 'bot:' and a bot spec (bot:expert, bot:hard:iterations=144), not {spec!r}")
    return make_bot(spec[len(PREFIX):], seed)


def decide(bot: Bot, game: Game, seconds: float | None) -> int:
    """The code ``bot`` chooses for the seat to act in ``game``, from that seat's view."""
    seat = game.current_seat
    if seat is None:
        raise ValueError("the game is over: no seat decides")
    return bot.choose(game.view(seat, events=False), game.legal_actions(), Budget(seconds=seconds)).code


class BotPolicy:
    """A bot as a policy of the PettingZoo AEC environment (module docstring)."""

    def __init__(self, spec: str, seed: int | None = None, seconds: float | None = None) -> None:
        self.spec = spec
        self.bot = bot_of(spec, seed)
        self.seconds = seconds

    def __call__(self, env: Any) -> int:
        raw = env.unwrapped
        game = getattr(raw, "game", None)
        if not isinstance(game, Game):
            raise ValueError(f"{self.spec}: not an Ogallala environment, or reset() was not called")
        return decide(self.bot, game, self.seconds)


def openspiel_bot(player: int, spec: str, seed: int | None = None, seconds: float | None = None) -> Any:
    """A ``pyspiel.Bot`` that plays ``player``'s decisions with the bot ``bot:SPEC``."""
    import pyspiel

    from .openspiel import OgallalaState

    bot = bot_of(spec, seed)

    class _OgallalaBot(pyspiel.Bot):  # type: ignore[misc]
        def __init__(self) -> None:
            pyspiel.Bot.__init__(self)

        def step(self, state: Any) -> int:
            if not isinstance(state, OgallalaState) or state.game is None:
                raise ValueError(f"{spec}: a bot decides in a dealt python_ogallala state")
            if state.current_player() != player:
                raise ValueError(f"{spec} plays player {player}, not player {state.current_player()}")
            return decide(bot, state.game, seconds)

        def restart_at(self, state: Any) -> None:
            pass

        def provides_policy(self) -> bool:
            return False

    return _OgallalaBot()
