"""`ogallala simulate`: seeded, deterministic, and its counts add up."""

from __future__ import annotations

import io
import json
from typing import Any

import pytest

from ogallala.cli.main import main
from ogallala.cli.simulate import Progress, derive_seed, play_random_game, simulate

GAMES = 12


def sim_json(capsys: pytest.CaptureFixture[str], *extra: str) -> dict[str, Any]:
    code = main(["simulate", "--players", "3", "--games", str(GAMES), "--seed", "5", "--json", *extra])
    out, _ = capsys.readouterr()
    assert code == 0
    data: dict[str, Any] = json.loads(out)
    return data


def without_timing(d: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in d.items() if k != "seconds"}


def test_same_seed_same_json(capsys: pytest.CaptureFixture[str]) -> None:
    a = sim_json(capsys)
    b = sim_json(capsys)
    assert "seconds" in a
    assert without_timing(a) == without_timing(b)


def test_other_seed_other_games(capsys: pytest.CaptureFixture[str]) -> None:
    a = sim_json(capsys)
    code = main(["simulate", "--players", "3", "--games", str(GAMES), "--seed", "6", "--json"])
    b = json.loads(capsys.readouterr()[0])
    assert code == 0
    assert without_timing(a) != without_timing(b)


def test_counts_add_up(capsys: pytest.CaptureFixture[str]) -> None:
    d = sim_json(capsys)
    assert d["games"] == GAMES and d["players"] == 3
    assert set(d["end_reasons"]) >= {"ended", "fifth-boat", "no-cards"}
    assert sum(r["count"] for r in d["end_reasons"].values()) == GAMES
    assert sum(r["share"] for r in d["end_reasons"].values()) == pytest.approx(1.0)
    assert d["events"]["game-over"]["total"] == GAMES
    assert sum(d["wins"]["shared_per_seat"]) == pytest.approx(GAMES)
    wins = sum(d["wins"]["per_seat"])
    assert wins == GAMES if d["wins"]["ties"] == 0 else wins > GAMES
    per_seat = d["scores"]["per_seat"]
    assert len(per_seat) == 3
    overall = d["scores"]["overall"]
    assert overall["mean"] == pytest.approx(sum(s["mean"] for s in per_seat) / 3, abs=1e-5)
    assert overall["max"] == max(s["max"] for s in per_seat) == d["winning_score"]["max"]
    assert d["winning_score"]["mean"] >= overall["mean"]
    assert d["turns"]["min"] <= d["turns"]["mean"] <= d["turns"]["max"]
    assert d["actions"]["mean"] >= d["turns"]["mean"]  # every turn needs at least one action (its draw)
    for name in ("lasso", "shoot", "axe", "attack", "complete", "refill", "shift", "lapse", "discard",
                 "no-attack", "play-on"):
        ev = d["events"][name]
        assert ev["per_game"] == pytest.approx(ev["total"] / GAMES, abs=1e-6)


def test_single_game_matches_the_statistics() -> None:
    """One game by hand (the documented seeds) gives what a one-game simulation reports."""
    g = play_random_game("amigo", 2, derive_seed(9, 0, "deal"), derive_seed(9, 0, "bots"), ())
    d = simulate("amigo", 2, 1, 9)
    assert d["scores"]["per_seat"][0]["mean"] == g["scores"][0]
    assert d["scores"]["per_seat"][1]["max"] == g["scores"][1]
    assert d["turns"]["mean"] == g["turns"] and d["turns"]["stdev"] == 0
    assert d["actions"]["mean"] == g["actions"]
    assert d["end_reasons"][g["reason"]]["count"] == 1
    assert d["events"]["draw"]["total"] == g["events"]["draw"]


def test_text_report_is_deterministic_but_for_timing(capsys: pytest.CaptureFixture[str]) -> None:
    outs = []
    for _ in range(2):
        assert main(["simulate", "--players", "2", "--games", "5", "--seed", "3"]) == 0
        out = capsys.readouterr()[0]
        outs.append([line for line in out.splitlines() if not line.startswith("time:")])
    assert outs[0] == outs[1]
    text = "\n".join(outs[0])
    for needle in ("score, seat 0", "winning score", "turns per game", "actions per game", "no-cards",
                   "seat 1:", "lasso"):
        assert needle in text


def test_progress_goes_to_stderr_and_json_stays_clean(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["simulate", "--players", "2", "--games", "4", "--seed", "1", "--json", "--progress"])
    out, err = capsys.readouterr()
    assert code == 0
    assert json.loads(out)["games"] == 4
    assert "4/4 games" in err


def test_progress_bar_on_a_terminal_redraws_in_place() -> None:
    buf = io.StringIO()
    bar = Progress(200, buf, tty=True)
    for i in range(1, 201):
        bar.update(i)
    text = buf.getvalue()
    assert text.count("\r") == 101  # once per percent, 0% to 100%
    assert "200/200 games" in text and text.endswith("\n")


def test_bad_settings_exit_2(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--players", "9", "--games", "2"]) == 2
    assert "9" in capsys.readouterr()[1]
    assert main(["simulate", "--games", "0"]) == 2
    assert "--games" in capsys.readouterr()[1]
