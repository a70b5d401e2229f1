"""The compiled engine (mypyc, setup.py) and the pure-Python engine play exactly the same games.

The same source files are compiled, but compiled code checks types at run time and handles some
Python constructs differently; these tests play seeded games of every edition in a child process
that imports the pure-Python modules (a copy of the package without the compiled files) and
compare every position with the installed engine's; and the same for the bots, whose evaluation
is compiled too: the same decisions and the same evaluation values, to the last bit.
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
import ogallala, ogallala.wire
configs = [("amigo", 2, ()), ("amigo", 4, ("two-tribes",)), ("amigo", 5, ()), ("ass", 3, ()),
           ("ass", 4, ("river-16", "sorted-stacks")), ("pelikan", 2, ()), ("pelikan", 4, ("two-tribes",))]
out = {"compiled": ogallala.COMPILED, "wire_compiled": ogallala.wire.__file__.endswith((".so", ".pyd")), "games": []}
for edition, players, variants in configs:
    for seed in range(int(sys.argv[1])):
        rng = random.Random(f"{edition}{players}{variants}{seed}")
        game = ogallala.new_game(edition, players=players, seed=seed, variants=variants)
        h = hashlib.sha256()
        while not game.is_over():
            game.apply(rng.choice(game.legal_actions()))
            h.update(game.position().encode())
            h.update(json.dumps(game.view(game.current_seat).to_json()).encode())
            h.update(json.dumps(game.view_json(game.current_seat)).encode())
        out["games"].append([edition, players, seed, game.scores(), h.hexdigest()])
print(json.dumps(out))
"""


BOT_SCRIPT = r"""
import hashlib, json, sys
import ogallala
from ogallala.ai import Budget, make_bot
from ogallala.ai.evaluate import Context, evaluate, seat_values
from ogallala.ai.hard import HARD_WEIGHTS
from ogallala.ai.sampling import sample_game
import random
configs = [("amigo", 2, ()), ("amigo", 4, ("two-tribes",)), ("ass", 3, ()), ("pelikan", 2, ())]
out = {"compiled": ogallala.COMPILED, "games": []}
for edition, players, variants in configs:
    for seed in range(int(sys.argv[1])):
        game = ogallala.new_game(edition, players=players, seed=seed, variants=variants)
        bots = [make_bot("hard:iterations=6,samples=2", seed)] + [
            make_bot("medium", seed + s) for s in range(1, players)]
        h = hashlib.sha256()
        rng = random.Random(seed)
        while not game.is_over():
            seat = game.current_seat
            view = game.view(seat)
            action = bots[seat].choose(view, game.legal_actions(), Budget(None))
            st = sample_game(view, rng).state
            for w in (None, HARD_WEIGHTS):
                ctx = Context(st, seat) if w is None else Context(st, seat, w)
                h.update(repr((evaluate(st, ctx), seat_values(st, ctx), ctx.p_need, ctx.draw_gain)).encode())
            h.update(str(action).encode())
            game.apply(action)
        out["games"].append([edition, players, seed, game.scores(), h.hexdigest()])
print(json.dumps(out))
"""


OBS_SCRIPT = r"""
import hashlib, json, random, sys
import ogallala
from ogallala.env import action_mask, encode_game
from ogallala.ai import observation
configs = [("amigo", 2, ()), ("amigo", 5, ("two-tribes",)), ("ass", 3, ("sorted-stacks",)), ("pelikan", 4, ())]
out = {"compiled": ogallala.COMPILED, "encoder_compiled": observation.__file__.endswith((".so", ".pyd")), "games": []}
for edition, players, variants in configs:
    for seed in range(int(sys.argv[1])):
        rng = random.Random(seed)
        game = ogallala.new_game(edition, players=players, seed=seed, variants=variants)
        h = hashlib.sha256()
        while True:
            for seat in range(players):
                h.update(encode_game(game, seat).tobytes())
            if game.is_over():
                break
            h.update(action_mask(game).tobytes())
            if rng.random() < 0.1:
                game = game.copy()  # new lists and boats: the encoder's caches must not be fooled
            game.apply(rng.choice(game.legal_codes()))
        out["games"].append([edition, players, seed, h.hexdigest()])
print(json.dumps(out))
"""


def _play(python_path: str, games: int, script: str = SCRIPT) -> dict[str, object]:
    done = subprocess.run([sys.executable, "-c", script, str(games)], env={**os.environ, "PYTHONPATH": python_path},
                          capture_output=True, text=True, check=True, timeout=600)
    return json.loads(done.stdout)  # type: ignore[no-any-return]


def _pure_and_compiled(tmp_path: Path, games: int, script: str) -> tuple[dict[str, object], dict[str, object]]:
    """``script``'s output with a copy of the package without its compiled files, and with the installed one."""
    package = Path(ogallala.__file__).parent
    shutil.copytree(package, tmp_path / "ogallala", ignore=shutil.ignore_patterns("*.so", "*.pyd", "__pycache__"))
    return _play(str(tmp_path), games, script), _play(str(package.parent), games, script)


@pytest.mark.skipif(not ogallala.COMPILED, reason="the engine is not compiled (a pure-Python install)")
def test_compiled_and_pure_engines_play_the_same_games(tmp_path: Path) -> None:
    pure, compiled = _pure_and_compiled(tmp_path, 6, SCRIPT)
    assert pure["compiled"] is False and pure["wire_compiled"] is False
    assert compiled["compiled"] is True and compiled["wire_compiled"] is True  # the views' wire form too
    assert len(compiled["games"]) == 42  # type: ignore[arg-type]
    assert pure["games"] == compiled["games"]


@pytest.mark.skipif(not ogallala.COMPILED, reason="the engine is not compiled (a pure-Python install)")
def test_compiled_and_pure_bots_decide_the_same(tmp_path: Path) -> None:
    package = Path(ogallala.__file__).parent
    assert any((package / "ai").glob("evaluate.*.so")) or any((package / "ai").glob("evaluate.*.pyd"))
    pure, compiled = _pure_and_compiled(tmp_path, 2, BOT_SCRIPT)
    assert pure["compiled"] is False
    assert compiled["compiled"] is True
    assert len(compiled["games"]) == 8  # type: ignore[arg-type]
    assert pure["games"] == compiled["games"]


@pytest.mark.skipif(not ogallala.COMPILED, reason="the engine is not compiled (a pure-Python install)")
def test_compiled_and_pure_observation_encoders_agree(tmp_path: Path) -> None:
    pytest.importorskip("numpy", reason="the observation encoder needs ogallala[rl]")
    pure, compiled = _pure_and_compiled(tmp_path, 2, OBS_SCRIPT)
    assert pure["encoder_compiled"] is False
    assert compiled["encoder_compiled"] is True
    assert len(compiled["games"]) == 8  # type: ignore[arg-type]
    assert pure["games"] == compiled["games"]


BATCH_SCRIPT = r"""
import hashlib, json, random, sys
import numpy as np
import ogallala
from ogallala.env import batch as B
configs = [("amigo", 3, ("two-tribes",)), ("ass", 4, ("sorted-stacks",)), ("pelikan", 2, ())]
out = {"compiled": ogallala.COMPILED, "batch_compiled": B.__file__.endswith((".so", ".pyd")), "games": []}
for edition, players, variants in configs:
    batch = B.Batch(3, edition, players, variants, reward="margin")
    batch.reset(int(sys.argv[1]))
    rng = random.Random(0)
    h = hashlib.sha256()
    for step in range(400):
        h.update(batch.observe().tobytes())
        h.update(batch.masks.tobytes())
        features, codes, index = batch.action_features()
        h.update(features.tobytes())
        if step % 10 == 0:  # the afterstates (each legal move applied on a copy and encoded)
            after, known, _, _ = batch.afterstates()
            h.update(after.tobytes())
            h.update(known.tobytes())
        batch.step([int(rng.choice(codes[index == i])) for i in range(3)])
        h.update(batch.rewards.tobytes())
    out["games"].append([edition, players, h.hexdigest(), int(batch.episodes.sum())])
print(json.dumps(out))
"""


@pytest.mark.skipif(not ogallala.COMPILED, reason="the engine is not compiled (a pure-Python install)")
def test_compiled_and_pure_batches_agree(tmp_path: Path) -> None:
    pytest.importorskip("numpy", reason="the batched core needs ogallala[rl]")
    pure, compiled = _pure_and_compiled(tmp_path, 3, BATCH_SCRIPT)
    assert pure["batch_compiled"] is False
    assert compiled["batch_compiled"] is True
    assert len(compiled["games"]) == 3  # type: ignore[arg-type]
    assert pure["games"] == compiled["games"]
