"""The compiled engine (mypyc, setup.py) and the pure-Python engine play exactly the same games.

The same source files are compiled, but compiled code checks types at run time and handles some
Python constructs differently; this test plays seeded random games of every edition in a child
process that imports the pure-Python modules (a copy of the package without the compiled files)
and compares every position with the installed engine's.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

import ogallala

SCRIPT = r"""
import hashlib, json, random, sys
import ogallala
configs = [("amigo", 2, ()), ("amigo", 4, ("two-tribes",)), ("amigo", 5, ()), ("ass", 3, ()),
           ("ass", 4, ("river-16", "sorted-stacks")), ("pelikan", 2, ()), ("pelikan", 4, ("two-tribes",))]
out = {"compiled": ogallala.COMPILED, "games": []}
for edition, players, variants in configs:
    for seed in range(int(sys.argv[1])):
        rng = random.Random(f"{edition}{players}{variants}{seed}")
        game = ogallala.new_game(edition, players=players, seed=seed, variants=variants)
        h = hashlib.sha256()
        while not game.is_over():
            game.apply(rng.choice(game.legal_actions()))
            h.update(game.position().encode())
            h.update(json.dumps(game.view(game.current_seat)).encode())
        out["games"].append([edition, players, seed, game.scores(), h.hexdigest()])
print(json.dumps(out))
"""


def _play(python_path: str, games: int) -> dict[str, object]:
    done = subprocess.run([sys.executable, "-c", SCRIPT, str(games)], env={**os.environ, "PYTHONPATH": python_path},
                          capture_output=True, text=True, check=True, timeout=600)
    return json.loads(done.stdout)  # type: ignore[no-any-return]


@pytest.mark.skipif(not ogallala.COMPILED, reason="the engine is not compiled (a pure-Python install)")
def test_compiled_and_pure_engines_play_the_same_games(tmp_path: Path) -> None:
    package = Path(ogallala.__file__).parent
    shutil.copytree(package, tmp_path / "ogallala", ignore=shutil.ignore_patterns("*.so", "*.pyd", "__pycache__"))
    pure = _play(str(tmp_path), 6)
    compiled = _play(str(package.parent), 6)
    assert pure["compiled"] is False
    assert compiled["compiled"] is True
    assert len(compiled["games"]) == 42  # type: ignore[arg-type]
    assert pure["games"] == compiled["games"]
