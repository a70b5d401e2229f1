"""bench/clairvoyant.py writes its results as it goes and goes on where a run stopped (a tiny run)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]


def _call(out: Path, games: int, *more: str, edition: str = "amigo") -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, str(ROOT / "bench" / "clairvoyant.py"), "--edition", edition, "--players", "2",
         "--opponents", "easy", "--iterations", "4", "--games", str(games), "--chunk", "2", "--jobs", "1",
         "--out", str(out), *more],
        capture_output=True, text=True, timeout=300)


def _run(out: Path, games: int, *more: str) -> dict[str, Any]:
    done = _call(out, games, *more)
    assert done.returncode == 0, done.stderr[-3000:]
    data: dict[str, Any] = json.loads(out.read_text())
    return data


def test_a_resumed_run_keeps_its_games_and_plays_on_as_one_run_would(tmp_path: Path) -> None:
    small = _run(tmp_path / "c.json", 2, "--no-baseline")
    [kept] = small["pairings"]
    assert kept["bots"] == ["clairvoyant:iterations=4", "easy"] and kept["games"] == 2
    grown = _run(tmp_path / "c.json", 4, "--no-baseline", "--resume")
    [more] = grown["pairings"]
    assert more["games"] == 4 and more["outcomes"][:2] == kept["outcomes"]  # the games kept are not played again
    fresh = _run(tmp_path / "fresh.json", 4, "--no-baseline")
    [new] = fresh["pairings"]
    # the same games as one run of 4: line-ups, scores and decisions (not the seconds of thought)
    assert [o[:5] for o in more["outcomes"]] == [o[:5] for o in new["outcomes"]]
    assert more["win_rate"] == new["win_rate"]


def test_resume_refuses_a_file_of_another_table(tmp_path: Path) -> None:
    out = tmp_path / "c.json"
    _run(out, 2, "--no-baseline")
    done = _call(out, 2, "--no-baseline", "--resume", edition="ass")
    assert done.returncode != 0 and "holds another run" in done.stderr
