"""The optional parts of the package and the extras that install them (``pyproject.toml``).

``pip install ogallala`` gives the engine, the bots, the terminal game and ``ogallala simulate``.
The rest comes with an extra: ``ogallala[server]`` (the game server and ``ogallala bot``),
``ogallala[tournament]`` (tournaments, ratings and the ladder plot), ``ogallala[rl]`` (the RL
environments). Each optional package calls :func:`require_extra` before it imports its libraries,
so that a missing extra is named instead of surfacing as a bare ``ModuleNotFoundError``.
"""

from __future__ import annotations

import importlib.util
import sys

from .rules.errors import OgallalaError


class MissingExtraError(OgallalaError, ImportError):
    """A part of the package was imported without the extra that installs its libraries."""

    code = "missing_extra"


def is_installed(module: str) -> bool:
    """Whether the top-level ``module`` can be imported (without importing it)."""
    if module in sys.modules:
        return sys.modules[module] is not None  # None: its import is blocked
    try:
        return importlib.util.find_spec(module) is not None
    except (ImportError, ValueError):
        return False


def require_extra(extra: str, part: str, *modules: str) -> None:
    """Raise :class:`MissingExtraError` naming ``ogallala[extra]`` when one of ``modules`` is not installed.

    ``part`` says what needs them (e.g. "the game server (ogallala.web)").
    """
    missing = [m for m in modules if not is_installed(m)]
    if missing:
        raise MissingExtraError(
            f"{part} needs {', '.join(missing)}, which {'is' if len(missing) == 1 else 'are'} not installed: "
            f"install ogallala[{extra}] (pip install 'ogallala[{extra}]')", name=missing[0])
