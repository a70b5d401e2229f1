"""The tournament runner: statistics on known inputs, seating, determinism, records, JSON, Ray."""

from __future__ import annotations

import io
import json
import math
from collections import Counter
from pathlib import Path

import pytest

import ogallala
from ogallala.tournament.cli import tournament_main
from ogallala.tournament.runner import GameResult, derive_seed, make_tasks, rotate, seating
from ogallala.tournament.stats import deal_interval, ranks, table, tally, wilson, win_shares


@pytest.mark.parametrize(("wins", "games", "lo", "hi"), [
    # Newcombe (1998), "Two-sided confidence intervals for the single proportion", table I, method 3.
    (81, 263, 0.2553, 0.3662),
    (15, 148, 0.0624, 0.1605),
    (0, 20, 0.0, 0.1611),
    (1, 29, 0.0061, 0.1718),
])
def test_wilson_interval_known_values(wins: int, games: int, lo: float, hi: float) -> None:
    a, b = wilson(wins, games)
    assert a == pytest.approx(lo, abs=6e-5)
    assert b == pytest.approx(hi, abs=6e-5)


def test_wilson_edges() -> None:
    assert wilson(0, 0) == (0.0, 1.0)
    lo, hi = wilson(10, 10)
    assert hi == pytest.approx(1.0) and lo == pytest.approx(1 - wilson(0, 10)[1])
    lo, hi = wilson(5, 10)
    assert lo + hi == pytest.approx(1.0)  # symmetric at one half


def test_shared_wins_and_ranks() -> None:
    assert win_shares([10, 30, 30, 5]) == [0.0, 0.5, 0.5, 0.0]
    assert win_shares([7, 7, 7]) == [pytest.approx(1 / 3)] * 3
    assert ranks([10, 30, 30, 5]) == [3, 1, 1, 4]


def _res(i: int, bots: tuple[str, ...], scores: list[int]) -> GameResult:
    best = max(scores)
    return GameResult(index=i, deal=i // 2, rotation=i % 2, bots=bots, scores=scores,
                      winners=[s for s, x in enumerate(scores) if x == best], reason="ended",
                      decisions=[10] * len(bots), think=[0.5] * len(bots))


def test_tally_on_known_games() -> None:
    results = [
        _res(0, ("a", "b"), [20, 10]),  # a wins
        _res(1, ("b", "a"), [15, 15]),  # shared: half each
        _res(2, ("a", "b"), [0, 40]),  # b wins
        _res(3, ("b", "a"), [5, 30]),  # a wins
    ]
    stats = tally(results, ["a", "b"])
    a, b = stats["a"], stats["b"]
    assert (a.games, b.games) == (4, 4)
    assert a.wins == 2.5 and b.wins == 1.5
    assert a.win_rate == 0.625
    assert a.ci95 == wilson(2.5, 4)
    assert a.mean_score == (20 + 15 + 0 + 30) / 4
    assert b.mean_score == (10 + 15 + 40 + 5) / 4
    assert a.seconds_per_decision == 0.05
    assert a.rating > b.rating  # openskill ordinal, more wins
    assert set(a.as_json()) == {"games", "wins", "win_rate", "ci95", "mean_score", "rating"}
    assert "| a | 4 | 2.5 | 62.5% |" in table(stats)


def test_deal_interval_counts_deals_as_the_independent_units() -> None:
    import dataclasses

    def dealt(deal: int, bots: tuple[str, ...], scores: list[int]) -> GameResult:
        return dataclasses.replace(_res(0, bots, scores), deal=deal)

    # Deal 0: a wins both rotations; deals 1-4: one of two; deal 5: neither.
    both, one, none = ([9, 1], [1, 9]), ([9, 1], [9, 1]), ([1, 9], [9, 1])
    results = [dealt(d, bots, scores) for d, pair in enumerate((both, one, one, one, one, none))
               for bots, scores in zip((("a", "b"), ("b", "a")), pair, strict=True)]
    # r = 6/12; residuals w_d - r g_d = 1, 0, 0, 0, 0, -1; var = 6/5 * 2 / 144 = 1/60
    half = 1.959963984540054 * (1 / 60) ** 0.5
    lo, hi = deal_interval(results, "a")
    assert lo == pytest.approx(0.5 - half) and hi == pytest.approx(0.5 + half)
    # Each deal split evenly: no spread between deals, so the interval closes on the rate.
    seats = (("a", "b"), ("b", "a"))
    even = [dealt(d, bots, scores) for d in range(3) for bots, scores in zip(seats, one, strict=True)]
    assert deal_interval(even, "a") == pytest.approx((0.5, 0.5))
    # Shared wins count 1/k; with one deal there is no spread to measure.
    assert deal_interval([dealt(0, ("a", "b"), [5, 5])], "a") == (0.0, 1.0)
    assert deal_interval(results, "nobody") == (0.0, 1.0)


def test_tally_bot_at_several_seats() -> None:
    results = [_res(0, ("h", "m", "m", "m"), [50, 10, 60, 60]), _res(1, ("m", "h", "m", "m"), [0, 70, 0, 0])]
    stats = tally(results, ["h", "m"])
    assert stats["h"].games == 2 and stats["m"].games == 6
    assert stats["h"].wins == 1.0 and stats["m"].wins == 1.0
    assert stats["h"].wins + stats["m"].wins == len(results)


def test_seating_rotates_every_bot_through_every_seat() -> None:
    assert seating(["a", "b"], 2, 0) == ["a", "b"]
    assert seating(["a", "b"], 4, 0) == ["a", "b", "a", "b"]
    assert [seating(["a", "b", "c"], 2, d) for d in range(3)] == [["a", "b"], ["c", "a"], ["b", "c"]]
    assert rotate(["h", "m", "m", "m"], 1) == ("m", "m", "m", "h")
    tasks = make_tasks("amigo", [], 4, ["hard", "medium", "medium", "medium"], 8, seed=1)
    assert len(tasks) == 8
    seats = Counter(t.bots.index("hard") for t in tasks)
    assert seats == {0: 2, 1: 2, 2: 2, 3: 2}
    # Each deal is duplicated across the rotations: same cards, bots moved.
    for d in range(2):
        deal = [t for t in tasks if t.deal == d]
        assert len({t.deal_seed for t in deal}) == 1
        assert len({t.bots for t in deal}) == 4
    assert len({t.deal_seed for t in tasks}) == 2
    # 2 bots, 2 seats: each deal once with a at seat 0, once with b.
    tasks = make_tasks("amigo", [], 2, ["a", "b"], 5, seed=1)
    assert len(tasks) == 6  # rounded up to whole deals
    assert [t.bots for t in tasks[:2]] == [("a", "b"), ("b", "a")]
    assert Counter(t.bots[0] for t in tasks) == {"a": 3, "b": 3}
    assert len({s for t in tasks for s in t.bot_seeds}) == 12  # every seat of every game its own seed
    assert derive_seed(1, "deal", 0) == make_tasks("amigo", [], 2, ["a", "b"], 2, seed=1)[0].deal_seed


def _run(tmp_path: Path, name: str, *extra: str) -> tuple[int, dict[str, object], str]:
    out = io.StringIO()
    err = io.StringIO()
    code = tournament_main(["--bots", "medium,easy,random", "--games", "6", "--seed", "5", "--out",
                            str(tmp_path / name), "--json", *extra], stdout=out, stderr=err)
    return code, json.loads(out.getvalue()) if out.getvalue() else {}, err.getvalue()


def test_tournament_is_deterministic_across_jobs_and_writes_replayable_records(tmp_path: Path) -> None:
    code1, res1, _ = _run(tmp_path, "j1", "--jobs", "1", "--quiet")
    code2, res2, err = _run(tmp_path, "j2", "--jobs", "2")
    assert code1 == code2 == 0
    assert res1 == res2
    assert "6/6 games" in err  # the progress bar
    assert set(res1) == {"bots"}
    assert set(res1["bots"]) == {"medium", "easy", "random"}  # type: ignore[arg-type]
    for name, st in res1["bots"].items():  # type: ignore[attr-defined]
        assert set(st) == {"games", "wins", "win_rate", "ci95", "mean_score", "rating"}, name
        assert isinstance(st["games"], int) and isinstance(st["wins"], float)
        assert st["ci95"][0] <= st["win_rate"] <= st["ci95"][1]
        assert st["games"] == 4
    assert sum(st["wins"] for st in res1["bots"].values()) == pytest.approx(6)  # type: ignore[attr-defined]
    records = sorted((tmp_path / "j1" / "games").glob("*.json"))
    assert len(records) == 6
    for path in records:
        rec = json.loads(path.read_text())
        game = ogallala.replay(rec)
        assert game.is_over()
        assert game.scores() == rec["result"]["scores"]
        assert rec == json.loads((tmp_path / "j2" / "games" / path.name).read_text())
    assert (tmp_path / "j1" / "ladder.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    summary = json.loads((tmp_path / "j1" / "results.json").read_text())
    assert summary["games"] == 6 and summary["bots"] == ["medium", "easy", "random"]


def test_tournament_bad_input(tmp_path: Path) -> None:
    err = io.StringIO()
    assert tournament_main(["--bots", "nosuchbot", "--out", str(tmp_path)], stderr=err) == 2
    assert "nosuchbot" in err.getvalue()
    assert tournament_main(["--bots", "easy", "--edition", "ass", "--players", "5"], stderr=io.StringIO()) == 2
    assert tournament_main(["--bots", "easy", "--games", "0"], stderr=io.StringIO()) == 2
    assert tournament_main(["--games", "3"], stderr=io.StringIO()) == 2  # --bots is required


def test_failing_bot_is_reported(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    mod = tmp_path / "bad_bots_for_test.py"
    mod.write_text("class Cheater:\n    name = 'cheater'\n    def __init__(self, seed=None):\n        pass\n"
                   "    def choose(self, view, legal, clock):\n        import ogallala\n"
                   "        return ogallala.parse_action('end')\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    err = io.StringIO()
    code = tournament_main(["--bots", "bad_bots_for_test:Cheater,random", "--games", "2", "--jobs", "1",
                            "--quiet", "--out", str(tmp_path / "o")], stdout=io.StringIO(), stderr=err)
    assert code == 1
    assert "not legal" in err.getvalue() and "Cheater" in err.getvalue()


def test_ray_runs_the_same_tournament(tmp_path: Path) -> None:
    ray = pytest.importorskip("ray", reason="Ray is not installed (optional extra 'ray'): --ray is not tested here")
    try:
        code, res, err = _run(tmp_path, "ray", "--ray", "local", "--quiet")
    finally:
        if ray.is_initialized():
            ray.shutdown()
    assert code == 0, err
    code1, res1, _ = _run(tmp_path, "local", "--jobs", "1", "--quiet")
    assert code1 == 0
    assert res == res1


def test_the_sequential_test_accepts_the_hypothesis_the_deals_come_from() -> None:
    """Wald's SPRT over deal scores (ogallala.tournament.stats.sprt): with scores drawn at a true rate of
    p1 it accepts H1, at p0 it accepts H0, each within its error rates over many runs."""
    import random

    from ogallala.tournament.stats import sprt

    def run(rate: float, rng: random.Random) -> str:
        scores: list[float] = []
        while True:
            # a deal of four rotations: the bot's mean share, each game won with chance ``rate``
            scores.append(sum(rng.random() < rate for _ in range(4)) / 4)
            test = sprt(scores, 0.25, 0.33, alpha=0.05, beta=0.05)
            if test.decision:
                return test.decision

    rng = random.Random(1)
    at_p1 = [run(0.33, rng) for _ in range(200)]
    at_p0 = [run(0.25, rng) for _ in range(200)]
    assert at_p1.count("H1") / 200 >= 0.9
    assert at_p0.count("H0") / 200 >= 0.9
    test = sprt([0.25, 0.5, 0.0, 0.75], 0.25, 0.33)
    mean, var = 0.375, sum((x - 0.375) ** 2 for x in [0.25, 0.5, 0.0, 0.75]) / 3
    assert test.llr == pytest.approx((0.33 - 0.25) / var * (4 * mean - 4 * 0.29))
    assert test.lower == pytest.approx(math.log(0.05 / 0.95)) and test.upper == pytest.approx(math.log(0.95 / 0.05))
    assert sprt([0.5], 0.25, 0.33).decision == "" and sprt([0.5], 0.25, 0.33).llr == 0.0
    assert sprt([1.0] * 20, 0.25, 0.33).llr == pytest.approx(0.08 / 0.01 * 20 * (1 - 0.29))  # no spread: the floor
    assert sprt([1.0, 0.75] * 9, 0.25, 0.33).decision == ""  # too few deals, however clear
    assert sprt([1.0, 0.75] * 10, 0.25, 0.33).decision == "H1"
    with pytest.raises(ValueError, match="p0 < p1"):
        sprt([0.5], 0.4, 0.3)
    with pytest.raises(ValueError, match="error rates"):
        sprt([0.5], 0.3, 0.4, alpha=0.6)


def test_deal_scores_are_each_deals_mean_share() -> None:
    from ogallala.tournament.stats import deal_scores

    def res(i: int, deal: int, bots: tuple[str, ...], scores: list[int]) -> GameResult:
        return GameResult(i, deal, 0, bots, scores, [], "", [], [], None)

    results = [res(0, 0, ("a", "b"), [5, 1]), res(1, 0, ("b", "a"), [3, 3]), res(2, 1, ("a", "b"), [0, 4])]
    assert deal_scores(results, "a") == [0.75, 0.0]
