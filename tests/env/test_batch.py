"""The batched core against the single-game path: for the same seeds and actions, a Batch gives exactly
the PettingZoo environment's observations (every seat's), masks, seats, rewards and final states,
episode after episode (its auto-reset deals as the environment's reset() does), in every edition,
variant and player count; and nothing hidden reaches its observations."""

from __future__ import annotations

import random

import numpy as np
import pytest
from test_no_leak import positions

from ogallala.env import ogallala_v0
from ogallala.env.batch import FEATURES, VERBS, Batch
from ogallala.rules.actions import decode_code
from ogallala.rules.cards import CARD_IDS
from ogallala.rules.errors import ConfigError

CONFIGS = [
    ("amigo", 2, ()), ("amigo", 3, ("two-tribes",)), ("amigo", 4, ()), ("amigo", 5, ()),
    ("ass", 2, ()), ("ass", 3, ("two-tribes",)), ("ass", 4, ("river-16",)), ("ass", 2, ("sorted-stacks",)),
    ("pelikan", 2, ()), ("pelikan", 3, ("river-16",)), ("pelikan", 4, ("two-tribes",)),
]


@pytest.mark.parametrize(("edition", "players", "variants"), CONFIGS)
def test_batch_equals_the_pettingzoo_path(edition: str, players: int, variants: tuple[str, ...]) -> None:
    n = 3
    seeds = [11, 12, 13]
    batch = Batch(n, edition, players, variants, reward="margin")
    batch.reset(seeds)
    envs = [ogallala_v0.raw_env(edition=edition, players=players, variants=variants, reward="margin")
            for _ in range(n)]
    for env, seed in zip(envs, seeds, strict=True):
        env.reset(seed=seed)
    rng = random.Random(5)
    ended = [0] * n
    everyone = np.zeros(n, dtype=np.int64)
    steps = 0
    while min(ended) < 2 and steps < 3000:
        steps += 1
        batch.observe()
        for i, env in enumerate(envs):
            agent = env.agent_selection
            seat = env.agent_name_mapping[agent]
            assert batch.seats[i] == seat
            assert batch.games[i].position() == env.game.position()
            np.testing.assert_array_equal(batch.obs[i], env.observe(agent)["observation"])
            np.testing.assert_array_equal(batch.masks[i], env.observe(agent)["action_mask"])
        if steps % 7 == 0:  # every seat's observation, not only the mover's
            for k in range(players):
                everyone.fill(k)
                obs = batch.observe(everyone).copy()
                for i, env in enumerate(envs):
                    np.testing.assert_array_equal(obs[i], env.observe(f"seat_{k}")["observation"])
        codes, index = batch.legal_codes()
        actions = []
        for i in range(n):
            legal = codes[index == i]
            assert sorted(legal.tolist()) == np.flatnonzero(batch.masks[i]).tolist()
            actions.append(int(legal[rng.randrange(len(legal))]))
        batch.step(actions)
        for i, env in enumerate(envs):
            env.step(actions[i])
            if batch.terminated[i]:
                assert env.game.is_over()
                assert all(env.terminations.values())
                finished = batch.finished[i]
                assert finished is not None
                assert finished.position() == env.game.position()
                assert finished.record() == env.game.record()
                np.testing.assert_array_equal(batch.rewards[i], np.array(
                    [env.rewards[a] for a in env.possible_agents], dtype=np.float32))
                ended[i] += 1
                env.reset()  # the environment's next episode, from its own generator
            else:
                assert not env.game.is_over()
                assert not batch.rewards[i].any()
    assert min(ended) >= 2, f"games ended {ended} times in {steps} steps"
    assert batch.episodes.tolist() == ended


def test_a_batch_without_auto_reset_stays_over_until_restarted() -> None:
    batch = Batch(2, "amigo", 2)
    batch.reset(3)
    rng = random.Random(1)
    while not batch.terminated.any():
        codes, index = batch.legal_codes()
        batch.step([int(rng.choice(codes[index == i])) if batch.seats[i] >= 0 else 0 for i in range(2)],
                   auto_reset=False)
    i = int(np.flatnonzero(batch.terminated)[0])
    assert batch.seats[i] == -1
    assert not batch.masks[i].any()
    assert batch.rewards[i].sum() == pytest.approx(1.0)  # win: the winners share 1
    assert batch.games[i].is_over()
    batch.restart(i)
    batch.write_seats()
    batch.write_masks()
    assert batch.seats[i] == 0
    assert batch.masks[i].any()
    assert batch.episodes[i] == 1


def test_an_illegal_action_changes_nothing() -> None:
    batch = Batch(2, "ass", 3)
    batch.reset(1)
    before = [g.position() for g in batch.games]
    mask = batch.masks.copy()
    bad = int(np.flatnonzero(batch.masks[0] == 0)[0])
    good = int(np.flatnonzero(batch.masks[1])[0])
    batch.step([bad, good])
    assert batch.illegal.tolist() == [True, False]
    assert batch.games[0].position() == before[0]
    assert batch.games[1].position() != before[1]
    np.testing.assert_array_equal(batch.masks[0], mask[0])


def test_seeds_replay_and_bad_settings_are_refused() -> None:
    a, b = Batch(4, "pelikan", 2), Batch(4, "pelikan", 2)
    a.reset(9)
    b.reset([9, 10, 11, 12])
    assert [g.position() for g in a.games] == [g.position() for g in b.games]
    assert len({g.position() for g in a.games}) == 4
    with pytest.raises(ConfigError, match="1 game or more"):
        Batch(0)
    with pytest.raises(ConfigError, match="2 seeds for a batch of 4"):
        a.reset([1, 2])
    with pytest.raises(ConfigError, match="whole number"):
        a.reset([1, 2, -3, 4])
    with pytest.raises(ConfigError, match="3 actions for a batch of 4"):
        a.step([0, 0, 0])
    with pytest.raises(ConfigError, match="unknown variant"):
        Batch(2, "amigo", 2, ("no-such",))
    with pytest.raises(ConfigError, match="3 seats for a batch of 4"):
        a.observe([0, 1, 0])
    with pytest.raises(ConfigError, match="no seat 2 in a game of 2 players"):
        a.observe([0, 1, 2, 0])


@pytest.mark.parametrize(("edition", "players", "variants"), [
    ("amigo", 3, ("two-tribes",)), ("ass", 2, ()), ("pelikan", 3, ()),
])
def test_hidden_pile_order_changes_no_batch_observation(edition: str, players: int,
                                                        variants: tuple[str, ...]) -> None:
    for a, b in positions(edition, players, variants):
        assert a != b
        ba, bb = Batch(2, edition, players, variants), Batch(2, edition, players, variants)
        ba.reset(1, position=a)
        bb.reset(1, position=b)
        np.testing.assert_array_equal(ba.masks, bb.masks)
        for seat in range(players):
            seats = np.full(2, seat)
            np.testing.assert_array_equal(ba.observe(seats), bb.observe(seats))
        fa, fb = ba.action_features(), bb.action_features()
        for x, y in zip(fa, fb, strict=True):
            np.testing.assert_array_equal(x, y)


@pytest.mark.parametrize(("edition", "players", "variants"), [
    ("amigo", 3, ("two-tribes",)), ("ass", 4, ()), ("pelikan", 3, ()),
])
def test_action_features_describe_each_legal_move(edition: str, players: int, variants: tuple[str, ...]) -> None:
    batch = Batch(4, edition, players, variants)
    batch.reset(21)
    kinds = batch.layout.kinds
    rng = random.Random(2)
    seen: set[str] = set()
    col = {name: j for j, name in enumerate(FEATURES)}
    for _ in range(400):
        feats, codes, index = batch.action_features()
        assert feats.shape == (len(codes), len(FEATURES))
        assert index.tolist() == sorted(index.tolist())
        for row, code, i in zip(feats.tolist(), codes.tolist(), index.tolist(), strict=True):
            parts = decode_code(code)
            mover = int(batch.seats[i])
            verb = VERBS[row[col["verb"]]]
            assert verb == parts.verb
            seen.add(verb)
            assert row[col["pile"]] == parts.pile
            card = row[col["card"]]
            if parts.kind:
                assert card and kinds[card - 1] == CARD_IDS[parts.kind]
            else:
                assert card == 0
            if parts.seat >= 0:
                assert row[col["seat"]] == (parts.seat - mover) % players
            elif verb in ("place", "shift", "sink", "attacker"):
                assert row[col["seat"]] == 0
            else:
                assert row[col["seat"]] == -1
            assert (row[col["row"]], row[col["col"]]) == (parts.row, parts.col)
            if verb in ("lasso", "shoot", "take", "hunt"):
                x = batch.games[i].state.rivers[parts.seat][parts.row][parts.col]
                assert x, "a move that takes a card names a cell with one"
                assert kinds[row[col["target_card"]] - 1] == CARD_IDS[x >> 2]
                assert row[col["target_tribe"]] == x & 3
            if verb == "attack":
                assert row[col["target_size"]] >= 1
        batch.step([int(rng.choice(codes[index == i])) for i in range(4)])
    assert "place" in seen and len(seen) >= 5, seen
