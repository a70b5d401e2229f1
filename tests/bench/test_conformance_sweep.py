"""The million-game sweep's command (bench/conformance_sweep.py) on a few games: it plays them on the
batched core, finds nothing wrong with the engine, and does report what is wrong when a check fails."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

import ogallala

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "bench"))

import conformance_sweep as sweep  # noqa: E402


def test_a_chunk_plays_its_games_and_finds_nothing_wrong() -> None:
    r = sweep.run_chunk("amigo", 3, (), 0, 40)
    assert r["games"] == 40 and r["actions"] > 40 * 50 and r["problems"] == []


def test_a_failing_check_is_reported_with_a_record_that_replays(monkeypatch: pytest.MonkeyPatch) -> None:
    real = ogallala.replay

    def wrong(record: dict[str, Any]) -> ogallala.Game:  # a replay that loses the last action
        return real({**record, "actions": record["actions"][:-1]})

    monkeypatch.setattr(ogallala, "replay", wrong)
    r = sweep.run_chunk("pelikan", 2, (), 0, 5)
    assert r["games"] == 5 and len(r["problems"]) == 5
    p = r["problems"][0]
    assert p["problem"] == "replay(record) does not rebuild the final position" and p["config"] == "pelikan/2/-/0"
    assert real(p["record"]).is_over()


def test_the_command_resumes_and_sums_up(tmp_path: Path) -> None:
    state, out = tmp_path / "state.json", tmp_path / "out.json"
    cmd = [sys.executable, str(ROOT / "bench" / "conformance_sweep.py"), "--games", "60", "--editions", "ass",
           "--jobs", "1", "--state", str(state), "--out", str(out)]
    first = subprocess.run(cmd, capture_output=True, text=True, timeout=300)
    assert first.returncode == 0, first.stderr[-2000:]
    summary = json.loads(out.read_text())["editions"]["ass"]
    assert summary["games"] == 60 and summary["problems"] == 0
    assert summary["configurations"] == len(sweep.configs("ass"))
    done = json.loads(state.read_text())["done"]
    again = subprocess.run(cmd, capture_output=True, text=True, timeout=300)  # all done: nothing played again
    assert again.returncode == 0 and json.loads(out.read_text())["editions"]["ass"] == summary
    assert json.loads(state.read_text())["done"] == done
    other = subprocess.run([*cmd[:3], "61", *cmd[4:]], capture_output=True, text=True, timeout=60)
    assert other.returncode == 2 and "use --games 60" in other.stderr  # a state is not mixed with another sweep
