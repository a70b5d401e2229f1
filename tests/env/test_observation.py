"""The observation: a function of the seat's view; the fast encoder equals it; the action mask."""

from __future__ import annotations

import dataclasses
import random

import numpy as np
import pytest

import ogallala
from ogallala.env import Encoder, action_mask, encode, encode_game, encode_state, layout, observation_size
from ogallala.rules.determinize import deal

GAMES = [
    ("amigo", 2, ()), ("amigo", 3, ("two-tribes",)), ("amigo", 5, ()),
    ("ass", 2, ()), ("ass", 3, ("sorted-stacks",)), ("ass", 4, ("river-16", "two-tribes")),
    ("pelikan", 2, ()), ("pelikan", 4, ("river-16",)),
]


@pytest.mark.parametrize(("edition", "players", "variants"), GAMES)
def test_fast_encoder_equals_encode_of_the_view_on_every_step(edition: str, players: int,
                                                               variants: tuple[str, ...]) -> None:
    """Two games in turns, now and then replaced by a copy (new lists, shared boats), so that the fast
    encoder's caches meet every case: a hit, a changed river or pile, another game, a copy."""
    size = observation_size(edition, players)
    rng = random.Random(f"{edition}{players}")
    games = [ogallala.new_game(edition, players=players, seed=seed, variants=variants) for seed in range(2)]
    while games:
        g = rng.randrange(len(games))
        game = games[g]
        for seat in range(players):
            obs = encode(game.view(seat))
            assert obs.shape == (size,) and obs.dtype == np.float32
            assert obs.min() >= 0.0 and obs.max() <= 1.0
            np.testing.assert_array_equal(obs, encode_game(game, seat))
        if game.is_over():
            del games[g]
            continue
        if rng.random() < 0.1:
            game = games[g] = game.copy()
        game.apply(rng.choice(game.legal_actions()))


@pytest.mark.parametrize(("edition", "players", "variants"), GAMES)
def test_every_deal_of_a_seats_view_encodes_to_the_games_own_vector(edition: str, players: int,
                                                                    variants: tuple[str, ...]) -> None:
    """The one encoder reads only what the seat sees: states dealt from the seat's view with other
    seeds (other pile orders, other hidden cards, the game's end included) give the true game's vector."""
    rng = random.Random(f"deal{edition}{players}")
    game = ogallala.new_game(edition, players=players, seed=3, variants=variants)
    step = 0
    while True:
        if step % 7 == 0 or game.is_over():
            for seat in range(players):
                view = game.view(seat)
                want = encode_game(game, seat)
                for seed in range(3):
                    np.testing.assert_array_equal(encode_state(deal(view, random.Random(seed)), seat), want)
        if game.is_over():
            break
        game.apply(rng.choice(game.legal_actions()))
        step += 1


def test_encode_state_refuses_a_seat_the_game_does_not_have() -> None:
    game = ogallala.new_game("amigo", players=3, seed=1)
    with pytest.raises(ogallala.ConfigError, match="no seat 3 in a game of 3 players"):
        encode_state(game.state, 3)


def test_the_mask_marks_exactly_the_legal_actions() -> None:
    game = ogallala.new_game("ass", players=3, seed=4)
    rng = random.Random(4)
    while not game.is_over():
        mask = action_mask(game)
        assert mask.shape == (ogallala.action_space_size(),)
        assert sorted(np.flatnonzero(mask).tolist()) == sorted(game.legal_codes())
        game.apply(rng.choice(game.legal_actions()))
    assert not action_mask(game).any()


def test_fields_are_where_the_layout_says() -> None:
    game = ogallala.new_game("amigo", players=3, seed=2)
    game.apply("draw 1")
    lay = layout("amigo", 3)
    obs = encode(game.view(1))
    phase = lay.slice(obs, "phase")
    assert phase.argmax() == ogallala.rules.PHASE_BY_NAME[game.phase]
    seat = lay.slice(obs, "seat")
    assert seat[:, 3].tolist() == [0.0, 0.0, 1.0]  # seat 0 decides: two seats after the observer, seat 1
    hand = lay.slice(obs, "hand")
    decision = game.view(1).decision
    assert decision is not None
    assert hand[lay.kind_index[decision.hand[0].id]] > 0
    assert sum(lay.slice(obs, "piles")[:, 0]) * 112 == pytest.approx(111)


def test_a_spectators_view_or_a_foreign_card_is_refused() -> None:
    game = ogallala.new_game("amigo", players=2, seed=1)
    with pytest.raises(ogallala.ConfigError, match="spectator"):
        encode(game.view(None))
    with pytest.raises(ogallala.ConfigError, match="players"):
        layout("ass", 5)
    view = game.view(0)
    river = dataclasses.replace(view.rivers[0], rows=((ogallala.Card("gunpowder"),),))
    with pytest.raises(ogallala.ConfigError, match="gunpowder"):
        encode(dataclasses.replace(view, rivers=(river, *view.rivers[1:])))


def test_a_layout_pickles_and_copies_as_the_shared_one() -> None:
    import copy
    import pickle

    lay = layout("ass", 3)
    assert pickle.loads(pickle.dumps(lay)) is lay
    assert copy.deepcopy(lay) is lay and copy.copy(lay) is lay


def test_each_encoder_keeps_its_own_caches_and_refuses_another_games_shape() -> None:
    """Two environments' encoders in one process never share caches, and both equal encode(view)."""
    a, b = Encoder("amigo", 3), Encoder("amigo", 3)
    rng = random.Random(5)
    games = [ogallala.new_game("amigo", players=3, seed=s) for s in (1, 2)]
    for _ in range(60):
        for enc, game in zip((a, b), games, strict=True):
            if game.is_over():
                continue
            seat = game.current_seat
            assert seat is not None
            np.testing.assert_array_equal(enc.encode(game, seat), encode(game.view(seat)))
            game.apply(rng.choice(game.legal_actions()))
    assert a.river_cache and b.river_cache
    assert not set(map(id, a.river_cache.values())) & set(map(id, b.river_cache.values()))
    with pytest.raises(ogallala.ConfigError, match="amigo with 3 players, not ass with 2"):
        a.encode(ogallala.new_game("ass", players=2, seed=1), 0)
