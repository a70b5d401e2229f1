"""Build the package; compile the rules engine's hot modules (and the bots' evaluation and the RL
observation encoder) with mypyc where a C compiler works.

Everything else is in ``pyproject.toml``. The compiled modules are the same source files as the
pure-Python ones (mypyc compiles typed Python to C extensions), so both play exactly the same
games; ``tests/rules/test_compiled.py`` checks it. Without a working compiler, or with
``OGALLALA_PURE=1`` in the environment, the package installs as pure Python (about half as fast).
"""

from __future__ import annotations

import inspect
import os
import sys
from typing import Any

from setuptools import setup
from setuptools.command.build_ext import build_ext

#: The engine's hot path: placement, boats, turns, the generator, the edition hooks and card data
#: (the state and its rule modules, in one group so that their calls to each other stay native calls;
#: ``rules/refusals.py``, which only words error messages, stays Python);
#: the bots' evaluation, where the medium and hard bots spend nearly all their time; and the RL
#: environments' observation encoder, their costliest step (it imports NumPy only when used, with
#: ``ogallala[rl]``), and the batched core that steps many games and writes their observations; and
#: the view's wire form built from the state, which the server sends after every action.
COMPILED = [
    "src/ogallala/rules/cards.py",
    "src/ogallala/rules/editions.py",
    "src/ogallala/rules/river.py",
    "src/ogallala/rules/rng.py",
    "src/ogallala/rules/phases.py",
    "src/ogallala/rules/geometry.py",
    "src/ogallala/rules/shifts.py",
    "src/ogallala/rules/targets.py",
    "src/ogallala/rules/legal.py",
    "src/ogallala/rules/flow.py",
    "src/ogallala/rules/conquest.py",
    "src/ogallala/rules/turn.py",
    "src/ogallala/rules/state.py",
    "src/ogallala/rules/effects.py",
    "src/ogallala/ai/evaluate.py",
    "src/ogallala/ai/observation.py",
    "src/ogallala/env/batch.py",
    "src/ogallala/wire.py",
]


class OptionalBuildExt(build_ext):
    """Build the extensions, but fall back to pure Python (with a notice) when compiling fails."""

    def run(self) -> None:
        try:
            super().run()
        except Exception as e:  # no compiler, no headers: the pure-Python modules still work
            self._notice(e)

    def build_extension(self, ext: Any) -> None:
        try:
            super().build_extension(ext)
        except Exception as e:
            self._notice(e)

    @staticmethod
    def _notice(e: Exception) -> None:
        print(f"notice: the rules engine was not compiled ({e}); ogallala runs as pure Python, "
              "about half as fast", file=sys.stderr)


def ext_modules() -> list[Any]:
    if os.environ.get("OGALLALA_PURE"):
        return []
    try:
        from mypyc.build import mypycify
    except ImportError:
        print("notice: mypyc is not available; ogallala installs as pure Python", file=sys.stderr)
        return []
    options: dict[str, Any] = {"opt_level": "3"}
    if "group_name" in inspect.signature(mypycify).parameters:
        options["group_name"] = "ogallala.rules._engine"  # mypyc's runtime library, inside the package
    # Imports of libraries that the build environment lacks (openskill, ray, matplotlib, fluent: reached
    # through modules that are never compiled) must not stop the build, nor a class of such a module
    # that subclasses one of theirs (the messages' visitor of fluent.syntax), which is then Any here.
    try:
        return list(mypycify([*COMPILED, "--ignore-missing-imports", "--allow-subclassing-any"], **options))
    except (Exception, SystemExit) as e:  # mypy's type errors end in SystemExit
        OptionalBuildExt._notice(e if isinstance(e, Exception) else RuntimeError(f"mypyc exited with {e.code}"))
        return []


setup(ext_modules=ext_modules(), cmdclass={"build_ext": OptionalBuildExt})
