"""bench/policy_prior.py: the teacher's log is its own decisions, the policy trains, and a policy that
ranks as the look-ahead does leaves the expert's play unchanged (tiny runs)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

import ogallala
from ogallala.ai import Budget, make_bot
from ogallala.ai.value import feature_count

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "bench"))

import policy_prior  # noqa: E402


def _play(bots: list[object], seed: int, decisions: int) -> list[str]:
    """The first ``decisions`` moves of a seeded 4-player AMIGO game, seat 0 played by ``bots[0]``."""
    game = ogallala.new_game("amigo", 4, seed=seed)
    played: list[str] = []
    while not game.is_over() and len(played) < decisions:
        seat = game.current_seat
        assert seat is not None
        bot = bots[seat]
        action = bot.choose(game.view(seat), game.legal_actions(), Budget(None))  # type: ignore[attr-defined]
        played.append(str(action))
        game.apply(action)
    return played


def _by_rank(path: Path) -> Path:
    """A policy whose score is minus the move's rank in the look-ahead: it ranks as the look-ahead does."""
    f = feature_count(4) + 8
    w0 = np.zeros((f, 1))
    w0[feature_count(4) + 3, 0] = -1.0  # the rank's column
    meta = {"mean": [0.0] * f, "std": [1.0] * f}
    policy_prior.Policy(w0, np.array([10.0]), np.ones((1, 1)), np.zeros(1), meta).save(path)
    return path


def test_the_teacher_logs_the_moves_it_played_and_plays_as_the_expert(tmp_path: Path) -> None:
    log = tmp_path / "t"
    medium = [make_bot("medium", seed=s) for s in (2, 3, 4)]
    taught = _play([make_bot(f"policy_prior:Teacher:iterations=12,width=4,log={log}", seed=1), *medium], 11, 60)
    medium = [make_bot("medium", seed=s) for s in (2, 3, 4)]
    plain = _play([make_bot("expert:iterations=12,width=4", seed=1), *medium], 11, 60)
    assert taught == plain  # logging does not change a decision
    [path] = list(tmp_path.glob("t.*.jsonl"))
    lines = [json.loads(x) for x in path.read_text().splitlines()]
    assert lines and all(d["phase"] not in ("draw", "continue") and d["legal"] > 1 for d in lines)
    for d in lines:
        assert -1 <= d["y"] < len(d["x"]) <= policy_prior.K
        assert all(len(r) == feature_count(4) + 8 for r in d["x"])
        assert d["x"][0][feature_count(4) + 4] == 1.0  # the look-ahead's favourite comes first


def test_a_policy_ranking_as_the_look_ahead_leaves_the_experts_decisions_unchanged(tmp_path: Path) -> None:
    pol = _by_rank(tmp_path / "rank.npz")
    medium = [make_bot("medium", seed=s) for s in (2, 3, 4)]
    with_policy = _play([make_bot(f"policy_prior:PolicyExpert:policy={pol},iterations=12", seed=1), *medium], 7, 60)
    medium = [make_bot("medium", seed=s) for s in (2, 3, 4)]
    plain = _play([make_bot("expert:iterations=12", seed=1), *medium], 7, 60)
    assert with_policy == plain


def test_the_policy_trains_on_a_teachers_log_and_reports_against_the_look_ahead(tmp_path: Path) -> None:
    log = tmp_path / "t"
    medium = [make_bot("medium", seed=s) for s in (2, 3, 4)]
    for seed in (1, 2):
        _play([make_bot(f"policy_prior:Teacher:iterations=12,width=4,log={log}", seed=seed), *medium], seed, 80)
    files = [str(p) for p in tmp_path.glob("t.*.jsonl")]
    done = subprocess.run([sys.executable, str(ROOT / "bench" / "policy_prior.py"), "train", *files, "--out",
                           str(tmp_path / "p.npz"), "--epochs", "3", "--log", str(tmp_path / "p.json")],
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-3000:]
    meta = json.loads((tmp_path / "p.json").read_text())
    assert meta["decisions"] > 0 and len(meta["curve"]) == 3
    assert 0.0 <= meta["held_out_top"] <= 1.0 and 0.0 <= meta["lookahead_top_held_out"] <= 1.0
    pol = policy_prior.Policy.load(tmp_path / "p.npz")
    assert pol.scores(np.zeros((5, feature_count(4) + 8))).shape == (5,)


def test_the_policy_expert_needs_a_policy() -> None:
    with pytest.raises(ogallala.ConfigError, match="policy=FILE"):
        make_bot("policy_prior:PolicyExpert")
