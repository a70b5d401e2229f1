"""The expert's value networks: their features read only a seat's view, the shipped files load and
match their checksums, and the expert uses them where its table names one."""

from __future__ import annotations

import hashlib
import itertools
import random
from importlib import resources

import numpy as np
import pytest

import ogallala
from conftest import hidden_twin, random_states
from ogallala.ai import Budget, make_bot
from ogallala.ai.evaluate import Context
from ogallala.ai.expert import ExpertBot, expert_weights, weights_table
from ogallala.ai.value import FEATURES_VERSION, NETS, ValueNet, feature_count, features, net_file, shipped
from ogallala.rules import phases as P
from ogallala.rules.determinize import determinize


@pytest.mark.parametrize(("edition", "players"), [("amigo", 4), ("amigo", 2), ("ass", 3), ("ass", 4), ("pelikan", 2)])
def test_features_read_only_what_the_seat_sees(edition: str, players: int) -> None:
    """A game and its hidden twin (the same game, every hidden pile in another order) give the same
    features; where the cards to come all lie in the piles (AMIGO, ASS), so does every deal of the
    seat's view. (Pelikan's face-down discard pile holds some of them, and the evaluation's odds read
    the piles, so there the features vary with how a deal splits them, as the search's sampled
    games do.)"""
    rng = random.Random(3)
    checked = 0
    w = expert_weights(edition, players)
    for game in random_states(edition, players, (), seed=5, every=7):
        twin = hidden_twin(game, rng)
        for seat in range(players):
            true = features(game.state, seat, Context(game.state, seat, w))
            assert len(true) == feature_count(players)
            assert features(twin.state, seat, Context(twin.state, seat, w)) == pytest.approx(true)
            if edition != "pelikan":
                for _ in range(2):
                    d = determinize(game.view(seat), rng)
                    assert features(d, seat, Context(d, seat, w)) == pytest.approx(true)
        checked += 1
    assert checked >= 5


def _net(players: int, version: int = FEATURES_VERSION) -> ValueNet:
    rng = np.random.default_rng(1)
    sizes = [feature_count(players), 8, 8, players]
    layers = [(rng.normal(0, 0.5, (a, b)), rng.normal(0, 0.1, b)) for a, b in itertools.pairwise(sizes)]
    return ValueNet(layers, {"table": f"amigo/{players}", "players": players, "features_version": version})


def test_a_network_gives_a_distribution_over_the_seats_and_survives_its_file() -> None:
    net = _net(3)
    game = ogallala.new_game("amigo", 3, seed=2)
    ctx = Context(game.state, 1, expert_weights("amigo", 3))
    x = np.asarray([features(game.state, s, ctx) for s in range(3)])
    p = net.probabilities(x)
    assert p.shape == (3, 3) and np.allclose(p.sum(axis=1), 1.0) and (p > 0).all()
    again = ValueNet.from_bytes(net.to_bytes())
    assert np.array_equal(again.probabilities(x), p)
    assert again.meta == net.meta
    assert 0.0 < net.win_chance(game.state, 1, ctx) < 1.0
    # the search scores a round's positions at once: the same chances as one by one
    states = [g.state.copy() for g in random_states("amigo", 3, (), seed=2, every=9)]
    assert states[-1].phase != P.OVER and len(states) > 5
    last = ogallala.new_game("amigo", 3, seed=2)
    while not last.is_over():
        last.apply(last.legal_actions()[0])
    states = [*states[::5], last.state, *states[1::5]]  # a finished game among them
    assert net.win_chances(states, 1, ctx) == pytest.approx([net.win_chance(st, 1, ctx) for st in states])


def test_a_finished_game_is_worth_its_real_share_of_the_win() -> None:
    net = _net(2)
    game = ogallala.new_game("amigo", 2, seed=4)
    rng = random.Random(1)
    while not game.is_over():
        legal = game.legal_actions()
        game.apply(legal[rng.randrange(len(legal))])
    winners = game.state.winners()
    for seat in range(2):
        ctx = Context(game.state, seat)
        want = 1.0 / len(winners) if seat in winners else 0.0
        assert net.win_chance(game.state, seat, ctx) == want


def test_a_network_of_other_features_or_shape_is_refused() -> None:
    with pytest.raises(ogallala.ConfigError, match="features version"):
        _net(2, version=FEATURES_VERSION + 1)
    net = _net(3)
    with pytest.raises(ogallala.ConfigError, match="wrong shape"):
        ValueNet(net.layers, {**net.meta, "players": 4})
    with pytest.raises(ogallala.ConfigError, match="no value network"):
        shipped("amigo/9")


def test_the_shipped_networks_load_and_match_their_recorded_checksums() -> None:
    tables = weights_table()["tables"]
    named = {key: entry["value"] for key, entry in tables.items() if entry.get("value")}
    assert set(named.values()) == set(NETS), "every shipped network is named by its table, and only those"
    for key, table in named.items():
        assert table == key  # a table plays with its own network
        raw = resources.files("ogallala.ai").joinpath(net_file(table)).read_bytes()
        assert hashlib.sha256(raw).hexdigest() == NETS[table]
        assert len(raw) < 4_000_000
        net = shipped(table)
        edition, players = table.split("/")
        assert net.meta["table"] == table and net.players == int(players) and net.meta["edition"] == edition
        assert net.meta["command"].startswith("python make_data/train_value.py")
        assert net.meta["version"] >= 1


def _as_stored(net: ValueNet, x: np.ndarray) -> np.ndarray:
    """The network's answer computed with its weights as stored, subnormal numbers included."""
    h = x
    for i, (w, b) in enumerate(net.layers):
        h = h @ w + b
        if i < len(net.layers) - 1:
            h = np.maximum(h, 0.0)
    e = np.exp(h - h.max(axis=-1, keepdims=True))
    return e / e.sum(axis=-1, keepdims=True)


@pytest.mark.parametrize("table", sorted(NETS))
def test_inference_drops_the_subnormal_weights_and_answers_as_the_stored_weights_do(table: str) -> None:
    """Weight decay leaves the weights of units that stopped firing as subnormal numbers (the shipped
    files hold hundreds to thousands); inference runs without them, several times faster, and its
    answers are the stored weights' answers, bit for bit, on positions of real games and on noise."""
    net = shipped(table)
    tiny = np.finfo(np.float64).tiny
    assert all(not ((np.abs(a) > 0) & (np.abs(a) < tiny)).any() for layer in net.run_layers for a in layer)
    assert [a.tolist() for layer in net.layers for a in layer] == \
        [a.tolist() for layer in ValueNet.from_bytes(net.to_bytes()).layers for a in layer]  # the file keeps them
    edition, players = table.split("/")
    w = expert_weights(edition, int(players))
    rows = []
    for game in random_states(edition, int(players), (), seed=8, every=3):
        for seat in range(int(players)):
            rows.append(features(game.state, seat, Context(game.state, seat, w)))
    x = np.concatenate([np.asarray(rows), np.random.default_rng(2).normal(0, 1, (2000, len(rows[0])))])
    assert len(rows) > 50
    assert np.array_equal(net.probabilities(x), _as_stored(net, x))


@pytest.mark.skipif(not NETS, reason="no value network is shipped")
def test_the_expert_searches_with_its_tables_network() -> None:
    table = sorted(NETS)[0]
    edition, players = table.split("/")
    game = ogallala.new_game(edition, int(players), seed=6)
    bot = make_bot("expert:iterations=6", seed=1)
    assert isinstance(bot, ExpertBot)
    bot.choose(game.view(0), game.legal_actions(), Budget(None))
    assert bot.net is shipped(table)
    off = make_bot("expert:iterations=6,value=false", seed=1)
    assert isinstance(off, ExpertBot)
    off.choose(game.view(0), game.legal_actions(), Budget(None))
    assert off.net is None


def test_asking_for_a_network_a_table_lacks_names_the_table() -> None:
    lacking = next(key for key, entry in weights_table()["tables"].items() if not entry.get("value"))
    edition, players = lacking.split("/")
    game = ogallala.new_game(edition, int(players), seed=6)
    bot = make_bot("expert:iterations=6,value=true", seed=1)
    with pytest.raises(ogallala.ConfigError, match=f"no value network for {edition} with {players} players"):
        bot.choose(game.view(0), game.legal_actions(), Budget(None))
