"""The value network's training runs end to end and is reproducible from its seed (a tiny run)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from ogallala.ai.value import ValueNet, feature_count

ROOT = Path(__file__).resolve().parents[2]


def _train(where: Path, data: str = "games.npz", *more: str) -> subprocess.CompletedProcess[str]:
    where.mkdir(exist_ok=True)
    return subprocess.run(
        [sys.executable, str(ROOT / "make_data" / "train_value.py"), "--edition", "amigo", "--players", "3",
         "--games", "6", "--seed", "5", "--jobs", "1", "--epochs", "2", "--hidden", "8",
         "--data", data, "--out", "net.npz", "--log", "log.json", *more],
        capture_output=True, text=True, timeout=300, cwd=where)


def test_training_makes_the_same_network_from_the_same_seed(tmp_path: Path) -> None:
    first = _train(tmp_path / "a")
    assert first.returncode == 0, first.stderr[-3000:]
    again = _train(tmp_path / "b")  # the same command elsewhere: the games played again, not read
    assert again.returncode == 0, again.stderr[-3000:]
    assert "games: read from" not in again.stderr
    a, b = (tmp_path / "a" / "net.npz").read_bytes(), (tmp_path / "b" / "net.npz").read_bytes()
    assert a == b
    net = ValueNet.from_bytes(a)
    assert net.players == 3 and net.layers[0][0].shape == (feature_count(3), 8)
    assert net.meta["games"] == 6 and net.meta["seed"] == 5 and "--games 6" in net.meta["command"]
    log = json.loads((tmp_path / "a" / "log.json").read_text())
    assert [c["epoch"] for c in log["curve"]] == [1, 2] and log["rows"] > 0
    assert (tmp_path / "a" / "log.png").stat().st_size > 0  # the learning curve
    # with the games kept, training again reads them instead of playing them, to the same network
    reread = _train(tmp_path / "a")
    assert reread.returncode == 0 and "games: read from" in reread.stderr
    assert (tmp_path / "a" / "net.npz").read_bytes() == a


def test_flush_is_recorded_and_keeps_the_training_reproducible(tmp_path: Path) -> None:
    plain = _train(tmp_path / "plain")
    assert plain.returncode == 0, plain.stderr[-3000:]
    for where in ("a", "b"):
        # the kept games are read again: only the training differs from the plain run
        (tmp_path / where).mkdir()
        (tmp_path / where / "games.npz").write_bytes((tmp_path / "plain" / "games.npz").read_bytes())
        run = _train(tmp_path / where, "games.npz", "--flush")
        assert run.returncode == 0 and "games: read from" in run.stderr, run.stderr[-3000:]
    a = (tmp_path / "a" / "net.npz").read_bytes()
    assert a == (tmp_path / "b" / "net.npz").read_bytes()
    net = ValueNet.from_bytes(a)
    assert net.meta["flush"] is True and "--flush" in net.meta["command"]
    assert "flush" not in ValueNet.from_bytes((tmp_path / "plain" / "net.npz").read_bytes()).meta
    assert json.loads((tmp_path / "a" / "log.json").read_text())["flush"] is True

