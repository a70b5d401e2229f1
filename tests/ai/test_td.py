"""The TD network and its bot (``ogallala.ai.td``): the file, the inputs, how moves are valued (a draw by
the expectation over the cards the pile can give), and that the bot reads only its view."""

from __future__ import annotations

import random
from pathlib import Path

import numpy as np
import pytest

import ogallala
from conftest import hidden_twin, random_states
from ogallala.ai.base import Budget
from ogallala.ai.registry import make_bot
from ogallala.ai.td import Inputs, Scorer, TDNet, input_size, pick
from ogallala.ai.value import win_share
from ogallala.rules import phases as P
from ogallala.rules.effects import afterstate, chance_outcomes
from ogallala.rules.errors import ConfigError
from ogallala.tournament.runner import GameTask, play_game


def net_file(tmp_path: Path, edition: str = "amigo", players: int = 3, seed: int = 1) -> Path:
    net = TDNet.fresh(edition, players, 16, seed)
    # a network that is not flat: some weight on the evaluation's summary, so moves differ in value
    net.w1 += np.random.default_rng(seed).standard_normal(net.w1.shape).astype(np.float32) * 0.05
    path = tmp_path / f"{edition}-{players}.npz"
    net.save(path)
    return path


def test_the_file_round_trips_byte_for_byte(tmp_path: Path) -> None:
    path = net_file(tmp_path)
    net = TDNet.load(path)
    assert net.to_bytes() == path.read_bytes()
    assert net.meta["inputs_version"] == 1 and net.meta["edition"] == "amigo" and net.meta["players"] == 3
    assert net.w1.shape == (input_size("amigo", 3), 16)


def test_a_bad_file_or_shape_is_refused_by_name(tmp_path: Path) -> None:
    bad = tmp_path / "bad.npz"
    bad.write_bytes(b"not a network")
    with pytest.raises(ConfigError, match="not a TD network file"):
        TDNet.load(bad)
    with pytest.raises(ConfigError, match="cannot read the TD network"):
        TDNet.load(tmp_path / "missing.npz")
    net = TDNet.fresh("amigo", 2, 8, 1)
    with pytest.raises(ConfigError, match="wrong shape"):
        TDNet(net.w1[:-1], net.b1, net.w2, net.b2, net.meta)
    with pytest.raises(ConfigError, match="inputs version"):
        TDNet(net.w1, net.b1, net.w2, net.b2, dict(net.meta, inputs_version=0))


def test_the_inputs_are_the_observation_then_the_evaluations_summary() -> None:
    from ogallala.ai.value import features
    from ogallala.env import encode_state

    game = ogallala.new_game("ass", 3, 4)
    inputs = Inputs("ass", 3)
    row = np.zeros(inputs.size, np.float32)
    s = game.state
    ctx = inputs.context(s, 1)
    inputs.write(s, 1, ctx, row)
    assert np.array_equal(row[: inputs.obs_size], encode_state(s, 1))
    assert np.allclose(row[inputs.obs_size:], np.asarray(features(s, 1, ctx), np.float32))


@pytest.mark.parametrize(("edition", "players"), [("amigo", 3), ("ass", 2), ("pelikan", 2)])
def test_a_move_is_valued_by_its_afterstate_and_a_draw_by_its_expectation(tmp_path: Path, edition: str,
                                                                          players: int) -> None:
    net = TDNet.load(net_file(tmp_path, edition, players))
    scorer = Scorer(net)
    inputs = Inputs(edition, players)
    row = np.zeros((1, inputs.size), np.float32)
    draws = 0
    for game in random_states(edition, players, (), seed=3, every=5):
        s = game.state
        legal = s.legal()
        values = scorer.move_values([s], [legal])[0]
        me = s.seat
        ctx = inputs.context(s, me)
        for code, v in zip(legal, values, strict=True):
            after = afterstate(s, code)
            outcomes = [(1.0, after)] if after is not None else chance_outcomes(s, code)
            assert outcomes is not None
            want = 0.0
            for p, st in outcomes:
                if st.phase == P.OVER:
                    want += p * win_share(st, me)
                    continue
                inputs.write(st, me, ctx, row[0])
                want += p * float(net.probabilities(row)[0, 0])
            assert v == pytest.approx(want, abs=1e-5)
            assert 0.0 <= v <= 1.0
            draws += after is None
        if draws >= 3 or game.state.turn > 12:
            break
    if edition != "pelikan":  # Pelikan's draws are the engine's own: every move's result is known
        assert draws >= 3


def test_at_depth_two_each_card_is_valued_by_the_best_answer_to_it(tmp_path: Path) -> None:
    net = TDNet.load(net_file(tmp_path, "amigo", 2))
    scorer = Scorer(net)
    inputs = Inputs("amigo", 2)
    row = np.zeros((1, inputs.size), np.float32)

    def value(st: ogallala.rules.State, me: int, ctx: object) -> float:
        if st.phase == P.OVER:
            return win_share(st, me)
        inputs.write(st, me, ctx, row[0])  # type: ignore[arg-type]
        return float(net.probabilities(row)[0, 0])

    for game in random_states("amigo", 2, (), seed=4, every=3):
        s = game.state
        draws = [c for c in s.legal() if afterstate(s, c) is None]
        if not draws:
            continue
        me = s.seat
        ctx = inputs.context(s, me)
        got = scorer.move_values([s], [draws], depth=2)[0]
        for code, v in zip(draws, got, strict=True):
            outcomes = chance_outcomes(s, code)
            assert outcomes is not None
            want = 0.0
            for p, st in outcomes:
                if st.phase == P.OVER or st.seat != me:
                    want += p * value(st, me, ctx)
                    continue
                want += p * max(value(a if (a := afterstate(st, c)) is not None else st, me, ctx) for c in st.legal())
            assert v == pytest.approx(want, abs=1e-5)
        return
    pytest.fail("no draw came up")


def test_a_move_that_ends_the_game_is_valued_by_the_real_outcome(tmp_path: Path) -> None:
    net = TDNet.load(net_file(tmp_path, "amigo", 2))
    scorer = Scorer(net)
    rng = random.Random(1)
    for seed in range(30):
        game = ogallala.new_game("amigo", 2, seed)
        while not game.is_over():
            s = game.state
            enders = [c for c in s.legal() if (a := afterstate(s, c)) is not None and a.phase == P.OVER]
            if enders:
                values = scorer.move_values([s], [s.legal()])[0]
                for c in enders:
                    after = afterstate(s, c)
                    assert after is not None
                    assert values[s.legal().index(c)] == win_share(after, s.seat)
                return
            legal = s.legal()
            game.apply(legal[rng.randrange(len(legal))])
    pytest.fail("no move that ends the game came up")


def test_many_states_are_valued_as_each_alone(tmp_path: Path) -> None:
    scorer = Scorer(TDNet.load(net_file(tmp_path, "amigo", 3)))
    states = [g.state.copy() for g in random_states("amigo", 3, (), seed=9, every=9)][:5]
    together = scorer.move_values(states, [s.legal() for s in states])
    assert len(together) == 5
    for s, want in zip(states, together, strict=True):
        alone = scorer.move_values([s], [s.legal()])[0]
        assert alone == pytest.approx(want, abs=1e-6)


@pytest.mark.parametrize("edition", ["amigo", "ass", "pelikan"])
def test_the_bot_decides_alike_whatever_the_hidden_order(tmp_path: Path, edition: str) -> None:
    spec = f"td:net={net_file(tmp_path, edition, 2)}"
    rng = random.Random(3)
    checked = 0
    for game in random_states(edition, 2, (), seed=8, every=7):
        twin = hidden_twin(game, rng)
        seat = game.current_seat
        assert seat is not None
        a = make_bot(spec, seed=99).choose(game.view(seat), game.legal_actions(), Budget(5.0))
        b = make_bot(spec, seed=99).choose(twin.view(seat), twin.legal_actions(), Budget(5.0))
        assert a == b, f"{a} vs {b} in phase {game.phase}"
        checked += 1
        if checked >= 6:
            break
    assert checked >= 4


def test_the_bot_plays_whole_games_the_same_for_a_seed(tmp_path: Path) -> None:
    spec = f"td:net={net_file(tmp_path, 'amigo', 3)}"
    task = GameTask(index=0, deal=0, rotation=0, edition="amigo", variants=(), players=3, deal_seed=5,
                    bots=(spec, "medium", spec), bot_seeds=(1, 2, 3))
    a, b = play_game(task), play_game(task)
    assert a.record == b.record and a.reason
    assert ogallala.replay(a.record).scores() == a.scores  # type: ignore[arg-type]


def test_the_bots_options_are_checked(tmp_path: Path) -> None:
    path = net_file(tmp_path, "amigo", 3)
    with pytest.raises(ConfigError, match="needs a network file"):
        make_bot("td", 1)
    with pytest.raises(ConfigError, match="samples"):
        make_bot(f"td:net={path},samples=0", 1)
    with pytest.raises(ConfigError, match="not width"):
        make_bot(f"td:net={path},width=2", 1)
    with pytest.raises(ConfigError, match="depth is 1"):
        make_bot(f"td:net={path},depth=3", 1)
    bot = make_bot(f"td:net={path}", 1)
    game = ogallala.new_game("amigo", 2, 1)
    seat = game.current_seat
    assert seat is not None
    legal = game.legal_actions()
    with pytest.raises(ConfigError, match="for amigo with 3 players"):
        bot.choose(game.view(seat), legal if len(legal) > 1 else legal * 2, Budget(1.0))


def test_pick_takes_the_best_or_draws_by_temperature() -> None:
    rng = random.Random(0)
    assert pick([0.1, 0.5, 0.5, 0.2], 0.0, rng) == 1
    counts = [0, 0]
    for _ in range(400):
        counts[pick([0.0, 0.1], 0.1, rng)] += 1
    assert counts[1] > counts[0] > 50
