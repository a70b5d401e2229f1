"""TD(λ) self-play training (``make_data/train_td.py``): the λ-return targets, and tiny runs that are
reproducible from their seed, resume where they stopped, play alike on more processes and draw their
learning curve."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from ogallala.ai.td import TDNet

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "make_data"))

import train_td  # noqa: E402


def test_lambda_one_gives_every_position_the_outcome_and_lambda_zero_the_next_value() -> None:
    p = np.array([[0.6, 0.4], [0.3, 0.7], [0.5, 0.5]], np.float32)  # each row from its reader's seat
    readers = [0, 1, 0]
    outcome = [1.0, 0.0]  # seat 0 won
    one = train_td.lambda_targets(p, readers, outcome, 1.0)
    assert one.tolist() == [[1.0, 0.0], [0.0, 1.0], [1.0, 0.0]]
    zero = train_td.lambda_targets(p, readers, outcome, 0.0)
    # row 0 (seat 0 reads) takes row 1's answer (seat 1 read it: seat 0's chance is its column 1)
    assert zero[0].tolist() == pytest.approx([0.7, 0.3])
    # row 1 (seat 1 reads) takes row 2's answer (seat 0's reading), turned to seat 1's side
    assert zero[1].tolist() == pytest.approx([0.5, 0.5])
    assert zero[2].tolist() == [1.0, 0.0]
    half = train_td.lambda_targets(p, readers, outcome, 0.5)
    assert half[1].tolist() == pytest.approx([0.5 * 0.5 + 0.5 * 0.0, 0.5 * 0.5 + 0.5 * 1.0])


def test_the_recorded_command_leaves_out_what_does_not_change_the_result() -> None:
    assert train_td.result_args(["--games", "8", "--minutes", "0", "--jobs=2", "--seed", "3", "--eval-jobs", "2"]) \
        == ["--games", "8", "--seed", "3"]


def _train(where: Path, *more: str) -> subprocess.CompletedProcess[str]:
    where.mkdir(exist_ok=True)
    return subprocess.run(
        [sys.executable, str(ROOT / "make_data" / "train_td.py"), "--edition", "amigo", "--players", "2",
         "--games", "8", "--round", "4", "--slots", "2", "--hidden", "8", "--seed", "5", "--snapshot-every", "4",
         "--frozen-share", "0.3", "--medium-share", "0.2", "--eval-every", "0", "--checkpoint", "ck.npz",
         "--out", "net.npz", *more],
        capture_output=True, text=True, timeout=600, cwd=where)


def test_a_run_is_reproducible_resumes_where_it_stopped_and_plays_alike_on_two_processes(tmp_path: Path) -> None:
    whole = _train(tmp_path / "a")
    assert whole.returncode == 0, whole.stderr[-3000:]
    summary = json.loads(whole.stdout.strip().splitlines()[-1])
    assert summary["games"] == 8 and summary["rounds"] == 2 and summary["rows"] > 8
    assert summary["games_per_second"] > 0
    net = TDNet.load(tmp_path / "a" / "net.npz")
    assert net.meta["games"] == 8 and "--seed 5" in net.meta["command"] and "--minutes" not in net.meta["command"]

    stopped = _train(tmp_path / "b", "--minutes", "0")  # stops after its first round
    assert stopped.returncode == 0, stopped.stderr[-3000:]
    assert json.loads(stopped.stdout.strip().splitlines()[-1])["games"] == 4
    resumed = _train(tmp_path / "b")
    assert resumed.returncode == 0, resumed.stderr[-3000:]
    assert (tmp_path / "b" / "net.npz").read_bytes() == (tmp_path / "a" / "net.npz").read_bytes()

    two = _train(tmp_path / "c", "--jobs", "2")
    assert two.returncode == 0, two.stderr[-3000:]
    assert (tmp_path / "c" / "net.npz").read_bytes() == (tmp_path / "a" / "net.npz").read_bytes()


def test_a_checkpoint_of_another_run_is_refused(tmp_path: Path) -> None:
    assert _train(tmp_path / "a", "--minutes", "0").returncode == 0
    other = _train(tmp_path / "a", "--hidden", "4")
    assert other.returncode != 0
    assert "8 hidden units" in other.stderr and "another --checkpoint" in other.stderr


def test_the_learning_curve_is_measured_against_the_bots_and_plotted(tmp_path: Path) -> None:
    run = _train(tmp_path / "a", "--eval-every", "4", "--eval-games", "2", "--eval-vs", "random,medium",
                 "--log", "curve.json")
    assert run.returncode == 0, run.stderr[-3000:]
    log = json.loads((tmp_path / "a" / "curve.json").read_text())
    assert [p["games"] for p in log["curve"]] == [4, 8]
    for point in log["curve"]:
        for opp in ("random", "medium"):
            assert point[opp]["games"] == 2 and 0 <= point[opp]["low"] <= point[opp]["win_rate"] <= point[opp]["high"]
    assert (tmp_path / "a" / "curve.png").stat().st_size > 1000


def test_a_warm_start_fits_the_network_to_the_shipped_value_network_first(tmp_path: Path) -> None:
    run = _train(tmp_path / "a", "--warm-start", "4", "--warm-epochs", "3", "--log", "curve.json", "--eval-every", "8",
                 "--eval-games", "2", "--eval-vs", "random")
    assert run.returncode == 0, run.stderr[-3000:]
    log = json.loads((tmp_path / "a" / "curve.json").read_text())
    assert [p["games"] for p in log["curve"]] == [0, 8]  # the first point: as the warm start left it
    warm = log["warm_start"]
    assert warm["games"] == 4 and warm["rows"] > 50 and len(warm["losses"]) == 3
    assert warm["losses"][-1] < warm["losses"][0]  # it learns the teacher's answers
    assert "warm start" in run.stdout
    no_net = subprocess.run(
        [sys.executable, str(ROOT / "make_data" / "train_td.py"), "--edition", "ass", "--players", "3", "--games", "4",
         "--warm-start", "2", "--checkpoint", "ck.npz", "--out", "net.npz"],
        capture_output=True, text=True, timeout=300, cwd=tmp_path)
    assert no_net.returncode != 0 and "no value network is shipped for ass/3" in no_net.stderr
