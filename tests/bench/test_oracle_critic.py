"""bench/oracle_critic.py: its games are train_value's, its oracle is the piles' top cards and nothing a seat
sees, the critics and the student train end to end, and the expert with a network from a file plays as the
expert does with the same network (tiny runs)."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

import ogallala
from ogallala.ai import Budget, make_bot
from ogallala.ai.value import NETS, ValueNet, feature_count, net_file
from ogallala.rules.cards import CRAZY_AXE, IS_BOW, IS_STERN
from ogallala.rules.determinize import determinize

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "bench"))

import oracle_critic  # noqa: E402
import train_value  # noqa: E402


def test_its_games_and_honest_rows_are_train_values() -> None:
    x, y, o = oracle_critic.play(("amigo", 4, 5, 2))
    x2, y2 = train_value.play(("amigo", 4, 5, 2))
    assert np.array_equal(x, x2) and np.array_equal(y, y2)
    assert o.shape == (len(x), oracle_critic.MAX_PILES * oracle_critic.K * oracle_critic.PER_CARD)


def test_the_oracle_reads_the_piles_top_cards_which_a_deal_of_the_view_does_not_keep() -> None:
    game = ogallala.new_game("amigo", 4, seed=9)
    st = game.state
    o = np.asarray(oracle_critic.oracle(st)).reshape(oracle_critic.MAX_PILES, oracle_critic.K, -1)
    for p, pile in enumerate(st.piles):
        for i in range(oracle_critic.K):
            kind = pile[-1 - i] >> 2
            assert o[p, i, :3].tolist() == [float(IS_BOW[kind]), float(IS_STERN[kind]), float(kind == CRAZY_AXE)]
            assert o[p, i, :4].sum() == 1.0
    rng = random.Random(1)
    others = {tuple(oracle_critic.oracle(determinize(game.view(0), rng))) for _ in range(5)}
    assert len(others) > 1  # it is hidden: deals of one view disagree on it


def test_the_critics_teach_a_student_that_loads_as_a_value_network(tmp_path: Path) -> None:
    data = tmp_path / "d.npz"
    assert oracle_critic.main(["data", "--games", "20", "--jobs", "1", "--seed", "3", "--out", str(data)]) == 0
    done = subprocess.run([sys.executable, str(ROOT / "bench" / "oracle_critic.py"), "train", str(data), "--epochs",
                           "2", "--hidden", "8", "--out", str(tmp_path / "s.npz"), "--log", str(tmp_path / "s.json")],
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-3000:]
    log = json.loads((tmp_path / "s.json").read_text())
    assert set(log["held_out_loss"]) == {"critics (honest + oracle)", "controls (honest, the critics' halves)",
                                         "student (honest, the critics' labels)", "baseline (honest, the outcomes)"}
    assert log["held_out_rows"] > 0 and log["oracle_features"] == 60
    net = ValueNet.from_bytes((tmp_path / "s.npz").read_bytes())
    assert net.meta["table"] == "amigo/4"
    assert net.probabilities(np.zeros((3, feature_count(4)))).shape == (3, 4)
    honest = tmp_path / "honest.npz"
    with np.load(data) as z:
        np.savez(honest, x=z["x"], y=z["y"], game=z["game"], key=z["key"])
    with pytest.raises(SystemExit, match="no hidden rows"):
        oracle_critic.main(["train", str(honest), "--out", str(tmp_path / "x.npz"), "--log", str(tmp_path / "x.json")])


def _play(first: object, seed: int, decisions: int) -> list[str]:
    bots = [first, *(make_bot("medium", seed=s) for s in (2, 3, 4))]
    game = ogallala.new_game("amigo", 4, seed=seed)
    played: list[str] = []
    while not game.is_over() and len(played) < decisions:
        seat = game.current_seat
        assert seat is not None
        action = bots[seat].choose(game.view(seat), game.legal_actions(), Budget(None))  # type: ignore[attr-defined]
        played.append(str(action))
        game.apply(action)
    return played


def test_the_expert_with_the_shipped_network_from_its_file_plays_as_the_expert(tmp_path: Path) -> None:
    assert "amigo/4" in NETS
    from importlib import resources

    path = tmp_path / "amigo-4.npz"
    path.write_bytes(resources.files("ogallala.ai").joinpath(net_file("amigo/4")).read_bytes())
    from_file = _play(make_bot(f"oracle_critic:NetExpert:net={path},iterations=12", seed=1), 7, 60)
    plain = _play(make_bot("expert:iterations=12", seed=1), 7, 60)
    assert from_file == plain


def test_the_net_expert_needs_a_network_of_its_table(tmp_path: Path) -> None:
    with pytest.raises(ogallala.ConfigError, match="net=FILE"):
        make_bot("oracle_critic:NetExpert")
    from importlib import resources

    path = tmp_path / "amigo-2.npz"
    path.write_bytes(resources.files("ogallala.ai").joinpath(net_file("amigo/2")).read_bytes())
    bot = make_bot(f"oracle_critic:NetExpert:net={path},iterations=4", seed=1)
    game = ogallala.new_game("amigo", 4, seed=1)
    with pytest.raises(ogallala.ConfigError, match="amigo/2"):
        bot.choose(game.view(game.current_seat or 0), game.legal_actions(), Budget(None))
