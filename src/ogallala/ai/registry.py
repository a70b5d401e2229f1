"""The registry of bot levels and the bot specs of the command line.

A spec is a level name (``random``, ``easy``, ``medium``, ``hard``, ``expert``), ``model`` (a trained policy,
``model:path=FILE``) or ``module:Class`` for a bot of one's own, optionally followed by options:
``hard:iterations=2000``, ``mybots.greedy:Greedy:depth=3,eager=true``. Option values are read as int, float, bool
(``true``/``false``) or left as text. A bot class is built as ``Class(seed=SEED, **options)``.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Any

from ..rules.errors import ConfigError
from .base import Bot, RandomBot

BotClass = Callable[..., Bot]


def _levels() -> dict[str, BotClass]:
    from .easy import EasyBot
    from .expert import ExpertBot
    from .hard import HardBot
    from .medium import MediumBot

    return {"random": RandomBot, "easy": EasyBot, "medium": MediumBot, "hard": HardBot, "expert": ExpertBot}


#: The level names, weakest first.
LEVELS: tuple[str, ...] = ("random", "easy", "medium", "hard", "expert")

#: Bots whose modules are imported only when a spec names them, found by name like ``module:Class``:
#: ``model:path=FILE`` is a policy trained with ``ogallala[rl]`` (docs/rl.md; it lives above this layer),
#: ``td:net=FILE`` a value network trained by TD(λ) self-play (docs/bots.md; it reads positions with NumPy).
PLUGINS: dict[str, str] = {"model": "ogallala.env.model_bot:ModelBot", "td": "ogallala.ai.td:TDBot"}


def _value(text: str) -> Any:
    low = text.lower()
    if low in ("true", "yes", "on"):
        return True
    if low in ("false", "no", "off"):
        return False
    for conv in (int, float):
        try:
            return conv(text)
        except ValueError:
            pass
    return text


def parse_bot_spec(spec: str) -> tuple[str, dict[str, Any]]:
    """Split a bot spec into its name (a level or ``module:Class``) and its options.

    Raises ConfigError for an empty spec or a malformed option.
    """
    if not isinstance(spec, str) or not spec.strip():
        raise ConfigError("a bot spec is a level name or module:Class, with optional options")
    parts = spec.strip().split(":")
    options: dict[str, Any] = {}
    if len(parts) > 1 and "=" in parts[-1]:
        for item in parts.pop().split(","):
            key, sep, val = item.partition("=")
            key = key.strip()
            if not sep or not key.isidentifier():
                raise ConfigError(f"bot {spec!r}: bad option {item!r}: expected key=value")
            options[key] = _value(val.strip())
    if len(parts) > 2 or not all(parts):
        raise ConfigError(f"bot {spec!r}: expected LEVEL[:key=value,...] or module:Class[:key=value,...]")
    return ":".join(parts), options


def split_bot_list(text: str) -> list[str]:
    """Split a comma-separated list of bot specs; an item ``key=value`` without a colon continues the
    options of the bot before it: ``hard:iterations=200,width=3,medium`` is two bots."""
    out: list[str] = []
    for item in text.split(","):
        item = item.strip()
        if not item:
            continue
        if "=" in item and ":" not in item and out and "=" in out[-1]:
            out[-1] += "," + item
        else:
            out.append(item)
    return out


def bot_class(name: str) -> BotClass:
    """The class of a level name or of ``module:Class``; raises ConfigError if there is none."""
    levels = _levels()
    if name in levels:
        return levels[name]
    if name in PLUGINS:
        return bot_class(PLUGINS[name])
    if ":" not in name:
        raise ConfigError(f"unknown bot {name!r}: a level ({', '.join(LEVELS)}) or module:Class")
    module_name, _, class_name = name.partition(":")
    try:
        module = importlib.import_module(module_name)
    except ImportError as e:
        raise ConfigError(f"bot {name!r}: cannot import module {module_name!r}: {e}") from None
    cls = getattr(module, class_name, None)
    if cls is None or not callable(cls):
        raise ConfigError(f"bot {name!r}: module {module_name!r} has no class {class_name!r}")
    return cls  # type: ignore[no-any-return]


def make_bot(spec: str, seed: int | None = None) -> Bot:
    """Build the bot a spec names, seeded with ``seed``; raises ConfigError for a bad spec."""
    name, options = parse_bot_spec(spec)
    cls = bot_class(name)
    try:
        bot = cls(seed=seed, **options)
    except (TypeError, ValueError) as e:
        raise ConfigError(f"bot {spec!r}: {e}") from None
    if not callable(getattr(bot, "choose", None)):
        raise ConfigError(f"bot {spec!r}: {name} has no choose(view, legal, clock) method")
    return bot


def check_bot_spec(spec: str) -> None:
    """Raise ConfigError if ``spec`` does not make a bot (builds one to check its options)."""
    make_bot(spec, 0)
