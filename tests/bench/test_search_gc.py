"""bench/search_gc.py times a search with the cycle collector on and held off, and checks both ways
decide alike (a tiny run)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_the_collector_changes_the_time_of_a_search_not_its_decisions(tmp_path: Path) -> None:
    out = tmp_path / "gc.json"
    run = subprocess.run(
        [sys.executable, str(ROOT / "bench" / "search_gc.py"), "--edition", "ass", "--players", "2", "--level",
         "hard:iterations=6", "--games", "1", "--every", "8", "--rounds", "1", "--out", str(out)],
        capture_output=True, text=True, timeout=300, cwd=ROOT)
    assert run.returncode == 0, run.stderr[-3000:]
    result = json.loads(out.read_text())
    assert result["same_decisions"] is True and result["positions"] > 0
    assert [r["collector"] for r in result["rounds"]] == ["on", "held off"]
    assert all(r["mean_ms"] > 0 for r in result["rounds"]) and len(result["ratios_mean"]) == 1
    assert "the same decisions both ways: yes" in run.stdout
