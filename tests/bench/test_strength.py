"""bench/strength.py's ladder table goes on where a run stopped and grows a row to more games (a tiny run)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]


def _table(out: Path, games: int, *more: str) -> dict[str, Any]:
    done = subprocess.run(
        [sys.executable, str(ROOT / "bench" / "strength.py"), "table", "--editions", "amigo", "--players", "2,3",
         "--levels", "random,easy", "--games", str(games), "--chunk", "2", "--jobs", "1", "--out", str(out), *more],
        capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-3000:]
    data: dict[str, Any] = json.loads(out.read_text())
    return data


def test_a_resumed_table_keeps_its_rows_and_grows_them_to_the_games_asked_for(tmp_path: Path) -> None:
    small = _table(tmp_path / "t.json", 4)
    assert [(r["players"], r["games"]) for r in small["rows"]] == [(2, 4), (3, 6)]  # whole deals
    grown = _table(tmp_path / "t.json", 8, "--resume")
    assert [(r["players"], r["games"]) for r in grown["rows"]] == [(2, 8), (3, 9)]
    fresh = _table(tmp_path / "fresh.json", 8)
    for kept, more, new in zip(small["rows"], grown["rows"], fresh["rows"], strict=True):
        assert more["outcomes"][: kept["games"]] == kept["outcomes"]  # the games kept are not played again
        assert [o[:4] for o in more["outcomes"]] == [o[:4] for o in new["outcomes"]]  # as one run of 8 would
        assert more["win_rate"] == new["win_rate"]
    again = _table(tmp_path / "t.json", 8, "--resume")  # nothing left to play: the rows stay as they are
    assert again["rows"] == grown["rows"]
