"""The training example trains MaskablePPO for a few hundred steps, saves the model, and the model
plays as a bot (``model:path=FILE``). It needs PyTorch and sb3-contrib: ``scripts/test`` installs them
and runs this when OGALLALA_TEST_TRAIN=1 (``.ci/run`` sets it)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

import ogallala
from ogallala.ai import Budget, make_bot

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "train_maskable_ppo.py"

pytestmark = pytest.mark.skipif(os.environ.get("OGALLALA_TEST_TRAIN") != "1",
                                reason="set OGALLALA_TEST_TRAIN=1 to train the example model (installs PyTorch)")


def test_the_example_trains_saves_and_the_model_plays_as_a_bot(tmp_path: Path) -> None:
    model = tmp_path / "ppo.zip"
    out = subprocess.run([sys.executable, str(EXAMPLE), "--steps", "256", "--n-steps", "128", "--eval-games", "2",
                          "--out", str(model)], capture_output=True, text=True, timeout=600)
    assert out.returncode == 0, out.stderr
    summary = json.loads(out.stdout.strip().splitlines()[-1])
    assert summary["steps"] == 256 and model.is_file()
    assert [r["opponent"] for r in summary["evaluation"]] == ["random", "easy"]
    bot = make_bot(f"model:path={model}", seed=1)
    game = ogallala.new_game("amigo", players=2, seed=3)
    while not game.is_over():
        seat = game.current_seat
        assert seat is not None
        action = bot.choose(game.view(seat), game.legal_actions(), Budget(seconds=None))
        game.apply(action, seat=seat)  # the model's choices are legal: the mask holds
    other = ogallala.new_game("amigo", players=3, seed=3)
    with pytest.raises(ogallala.ConfigError, match="shape"):
        bot.choose(other.view(0), other.legal_actions(), Budget(seconds=None))


def test_a_model_spec_without_a_file_is_refused(tmp_path: Path) -> None:
    with pytest.raises(ogallala.ConfigError, match="no model file"):
        make_bot(f"model:path={tmp_path / 'missing.zip'}")
    with pytest.raises(ogallala.ConfigError, match="no model file"):
        make_bot(f"model:path={tmp_path / 'missing.pt'}")
    with pytest.raises(ogallala.ConfigError, match="needs the model file"):
        make_bot("model")


FEATURES_EXAMPLE = EXAMPLE.parent / "train_ppo_features.py"


def test_the_move_features_example_trains_draws_its_curve_and_resumes(tmp_path: Path) -> None:
    """The PPO example on the vector environment's move features: a few hundred learner actions, the
    learning curve (JSON and plot) with an evaluation against random and easy, and a resumed run that
    goes on from the saved steps."""
    model = tmp_path / "ppo.pt"
    common = [sys.executable, str(FEATURES_EXAMPLE), "--num-envs", "8", "--n-steps", "16", "--eval-games", "4",
              "--out", str(model)]
    out = subprocess.run([*common, "--max-steps", "300"], capture_output=True, text=True, timeout=600)
    assert out.returncode == 0, out.stderr
    summary = json.loads(out.stdout.strip().splitlines()[-1])
    assert summary["steps"] >= 300 and model.is_file()
    assert [r["opponent"] for r in summary["evaluation"]] == ["random", "easy"]
    assert all(r["games"] == 4 and 0 <= r["win_rate"] <= 1 for r in summary["evaluation"])
    curve = json.loads(Path(summary["curve"]).read_text())
    assert curve[0]["steps"] == 0 and curve[-1]["steps"] == summary["steps"]
    assert Path(summary["plot"]).read_bytes().startswith(b"\x89PNG")
    again = subprocess.run([*common, "--max-steps", str(summary["steps"] + 100), "--resume", str(model)],
                           capture_output=True, text=True, timeout=600)
    assert again.returncode == 0, again.stderr
    resumed = json.loads(again.stdout.strip().splitlines()[-1])
    assert resumed["steps"] >= summary["steps"] + 100
    assert len(json.loads(Path(resumed["curve"]).read_text())) == len(curve) + 1
    wrong = subprocess.run([*common[:-2], "--players", "3", "--max-steps", "10", "--out", str(tmp_path / "x.pt"),
                            "--resume", str(model)], capture_output=True, text=True, timeout=600)
    assert wrong.returncode != 0 and "a model of amigo with 2 players" in wrong.stderr
    # the saved model plays as a bot, from its seat's view, legally, the same for the same seed
    games = []
    for _ in range(2):
        bots = {0: make_bot(f"model:path={model}", seed=1), 1: make_bot("easy", seed=2)}
        game = ogallala.new_game("amigo", players=2, seed=5)
        while not game.is_over():
            seat = game.current_seat
            assert seat is not None
            game.apply(bots[seat].choose(game.view(seat), game.legal_actions(), Budget(seconds=None)), seat=seat)
        games.append(game.record()["actions"])
    assert games[0] == games[1]
    other = ogallala.new_game("amigo", players=3, seed=3)
    with pytest.raises(ogallala.ConfigError, match="trained on amigo with 2 players"):
        make_bot(f"model:path={model}").choose(other.view(0), other.legal_actions(), Budget(seconds=None))
    (tmp_path / "junk.pt").write_bytes(b"not a model")
    with pytest.raises(ogallala.ConfigError, match="not a model saved by"):
        make_bot(f"model:path={tmp_path / 'junk.pt'}")
