"""bench/strength.py: its ladder table goes on where a run stopped and grows a row to more games (a tiny
run); compare pairs two runs by deal; the sequential test stops a pairing. bench/positions.py: the position
benchmark."""

from __future__ import annotations

import gzip
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

import ogallala

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


def test_a_row_stopped_early_is_finished_by_asking_for_the_games_it_has(tmp_path: Path) -> None:
    out = tmp_path / "t.json"
    data = _table(out, 4)
    for row in data["rows"]:
        row["games_planned"] = 20  # as a run of 20 games stopped after its first chunks leaves it
    out.write_text(json.dumps(data))
    finished = _table(out, 4, "--resume")  # the games it has: nothing is played, the rows end there
    assert [(r["games"], r["games_planned"]) for r in finished["rows"]] == [(4, 4), (6, 6)]
    assert [r["outcomes"] for r in finished["rows"]] == [r["outcomes"] for r in data["rows"]]
    assert "(running)" not in out.with_suffix(".md").read_text()


def _ladder_file(path: Path, seed: int, wins: dict[tuple[int, int], list[int]]) -> Path:
    """A ladder results file of two-player games of 'a' against 'b' with the scores given by (deal, rotation)."""
    outcomes = [[d, r, ["a", "b"] if r == 0 else ["b", "a"], scores, [1, 1], [0.0, 0.0]]
                for (d, r), scores in wins.items()]
    path.write_text(json.dumps({"edition": "amigo", "players": 2, "seed": seed,
                                "pairings": [{"bots": ["a", "b"], "outcomes": outcomes}]}))
    return path


def _compare(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, str(ROOT / "bench" / "strength.py"), "compare", *args],
                          capture_output=True, text=True, timeout=60)


def test_compare_pairs_two_runs_by_deal_on_the_games_both_played(tmp_path: Path) -> None:
    # a's scores first in rotation 0, b's first in rotation 1; a tie shares the win
    a = _ladder_file(tmp_path / "a.json", 7, {(0, 0): [5, 1], (0, 1): [1, 5], (1, 0): [5, 1], (1, 1): [3, 3],
                                              (2, 0): [1, 5], (2, 1): [5, 1], (3, 0): [9, 1]})
    b = _ladder_file(tmp_path / "b.json", 7, {(0, 0): [1, 5], (0, 1): [1, 5], (1, 0): [5, 1], (1, 1): [5, 1],
                                              (2, 0): [1, 5], (2, 1): [5, 1]})
    done = _compare(str(a), str(b))
    assert done.returncode == 0, done.stderr
    # in both: deals 0-2 (6 games); a's first bot wins 2 + 1.5 + 0 of them, b's 1 + 1 + 0; per deal +0.5, +0.25, 0
    assert "6 games (3 deals) in both: 58.3%" in done.stdout and "against 33.3%" in done.stdout
    assert "paired difference +25.0 points (95% -3.3 to +53.3, over deals)" in done.stdout
    other = _ladder_file(tmp_path / "c.json", 8, {(0, 0): [5, 1], (0, 1): [1, 5]})
    refused = _compare(str(a), str(other))
    assert refused.returncode != 0 and "other tables or seeds" in refused.stderr


def test_the_summary_goes_where_it_is_asked_for_and_holds_the_rows_without_the_games(tmp_path: Path) -> None:
    out, summary = tmp_path / "runs" / "t.json", tmp_path / "results" / "t.md"
    data = _table(out, 4, "--summary", str(summary))
    assert not out.with_suffix(".md").exists()  # the games stay with the run, the summary goes where asked
    text = summary.read_text()
    assert text.startswith("# The ladder: each level against the one below, seed 2026")
    assert "--summary" in text and "| amigo | 2 | easy vs random | 4 |" in text
    assert "| amigo | 3 | easy vs 2 × random | 6 |" in text
    assert "outcomes" not in text and all("outcomes" in r for r in data["rows"])
    again = _table(out, 8, "--resume", "--summary", str(summary))  # a run resumed from its own file
    assert [r["games"] for r in again["rows"]] == [8, 9] and "| amigo | 2 | easy vs random | 8 |" in summary.read_text()
    printed = subprocess.run([sys.executable, str(ROOT / "bench" / "strength.py"), "summary", str(out)],
                             capture_output=True, text=True, timeout=60)
    assert printed.returncode == 0 and printed.stdout == summary.read_text()


def test_a_ladder_writes_its_summary_beside_its_games_or_where_asked(tmp_path: Path) -> None:
    out = tmp_path / "l.json"
    done = subprocess.run(
        [sys.executable, str(ROOT / "bench" / "strength.py"), "ladder", "--pairs", "easy,random", "--games", "4",
         "--chunk", "2", "--jobs", "1", "--out", str(out)], capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-3000:]
    beside = out.with_suffix(".md").read_text()
    assert "| easy, random | 4 |" in beside and "outcomes" not in beside
    assert len(json.loads(out.read_text())["pairings"][0]["outcomes"]) == 4
    elsewhere = tmp_path / "s.md"
    made = subprocess.run([sys.executable, str(ROOT / "bench" / "strength.py"), "summary", str(out), "--out",
                           str(elsewhere)], capture_output=True, text=True, timeout=60)
    assert made.returncode == 0 and elsewhere.read_text() == beside


def test_a_ladder_with_a_sequential_test_stops_a_pairing_once_it_is_decided(tmp_path: Path) -> None:
    out = tmp_path / "l.json"
    cmd = [sys.executable, str(ROOT / "bench" / "strength.py"), "ladder", "--pairs", "medium,random", "easy,random",
           "--games", "200", "--chunk", "4", "--jobs", "1", "--sprt", "0.5,0.6", "--out", str(out)]
    done = subprocess.run(cmd, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr[-3000:]
    medium, easy = json.loads(out.read_text())["pairings"]
    # medium wins nearly every game against random: H1 is accepted long before the 200 games
    assert medium["sprt"]["decision"] == "H1" and medium["games"] < 200
    assert medium["sprt"]["llr"] >= medium["sprt"]["upper"] and medium["sprt"]["alpha"] == 0.05
    assert easy["sprt"]["decision"] == "H1" and easy["games"] < 200
    assert "SPRT" in done.stdout and "H1 accepted" in done.stdout
    text = out.with_suffix(".md").read_text()
    assert "50% vs 60%: LLR" in text and "≥ 60% accepted" in text
    again = subprocess.run([*cmd, "--resume"], capture_output=True, text=True, timeout=600)  # decided: nothing more
    assert again.returncode == 0, again.stderr[-3000:]
    assert [p["games"] for p in json.loads(out.read_text())["pairings"]] == [medium["games"], easy["games"]]
    bad = subprocess.run([*cmd[:-2], "--sprt", "0.6,0.5", "--out", str(tmp_path / "x.json")], capture_output=True,
                         text=True, timeout=60)
    assert bad.returncode != 0 and "--sprt needs 0 <= P0 < P1 <= 1" in bad.stderr


def _lines(path: Path) -> list[dict[str, Any]]:
    with gzip.open(path, "rt") as f:
        return [json.loads(x) for x in f]


def test_the_position_benchmark_values_every_move_resumes_and_measures_each_bots_loss(tmp_path: Path) -> None:
    out = tmp_path / "p.jsonl.gz"
    cmd = [sys.executable, str(ROOT / "bench" / "positions.py"), "make", "--edition", "amigo", "--players", "3",
           "--positions", "3", "--rollouts", "3", "--rate", "0.2", "--levels", "random,easy", "--out", str(out)]
    done = subprocess.run(cmd, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr[-3000:]
    header, *rows = _lines(out)
    assert header["table"] == "amigo/3" and header["rollouts"] == 3 and len(rows) == 3
    for row in rows:
        assert len(row["codes"]) == len(row["value"]) == len(row["se"]) >= 2
        assert all(0 <= v <= 1 for v in row["value"])
        game = ogallala.load_position(row["position"])
        assert game.current_seat == row["seat"] and game.legal_codes() == row["codes"]
    again = subprocess.run(cmd, capture_output=True, text=True, timeout=600)  # all done: nothing is valued again
    assert again.returncode == 0 and _lines(out)[1:] == rows
    other = subprocess.run([*cmd[:-2], "--rollouts", "4", "--out", str(out)], capture_output=True, text=True,
                           timeout=600)
    assert other.returncode != 0 and "give the same settings" in other.stderr
    summary = tmp_path / "loss.md"
    lost = subprocess.run([sys.executable, str(ROOT / "bench" / "positions.py"), "loss", str(out), "--bots",
                           "random,medium", "--summary", str(summary)], capture_output=True, text=True, timeout=600)
    assert lost.returncode == 0, lost.stderr[-3000:]
    text = summary.read_text()
    assert "| random | 3 |" in text and "| medium | 3 |" in text
    by_bot = [json.loads(x) for x in lost.stdout.splitlines() if x.startswith("{")]
    assert all(0 <= v["mean_loss"] <= 100 for b in by_bot for v in b.values())
    quick = subprocess.run([*cmd[:-2], "--estimator", "analysis", "--out", str(tmp_path / "q.jsonl.gz")],
                           capture_output=True, text=True, timeout=600)
    assert quick.returncode == 0, quick.stderr[-3000:]
    assert _lines(tmp_path / "q.jsonl.gz")[0]["estimator"] == "analysis"


def test_a_ladder_can_take_the_luck_of_the_draw_out(tmp_path: Path) -> None:
    out = tmp_path / "l.json"
    cmd = [sys.executable, str(ROOT / "bench" / "strength.py"), "ladder", "--pairs", "easy,random", "--chunk", "4",
           "--jobs", "1", "--luck", "--out", str(out)]
    done = subprocess.run([*cmd, "--games", "8"], capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr[-3000:]
    entry = json.loads(out.read_text())["pairings"][0]
    assert all(len(o) == 7 and len(o[6]) == 2 and abs(sum(o[6])) < 1e-5 for o in entry["outcomes"])
    corrected = entry["luck_corrected"]
    lo, hi = corrected["ci95_deals"]
    assert lo <= corrected["win_rate"] <= hi
    shares = [(1.0 if o[3][o[2].index("easy")] > o[3][1 - o[2].index("easy")] else
               0.5 if o[3][0] == o[3][1] else 0.0) - o[6][o[2].index("easy")] for o in entry["outcomes"]]
    assert corrected["win_rate"] == pytest.approx(sum(shares) / len(shares), abs=1e-5)
    assert "less the luck of the draw" in done.stdout
    assert "less the luck of the draw" in out.with_suffix(".md").read_text()
    resumed = subprocess.run([*cmd, "--games", "12", "--resume"], capture_output=True, text=True, timeout=600)
    assert resumed.returncode == 0, resumed.stderr[-3000:]
    again = json.loads(out.read_text())["pairings"][0]
    assert again["outcomes"][:8] == entry["outcomes"] and len(again["outcomes"]) == 12
