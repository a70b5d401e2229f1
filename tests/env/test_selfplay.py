"""The self-play batch against the PettingZoo AEC path: for the same seeds and actions, every game gives
the acting seat, its observation and mask, every seat's reward and the final state that the AEC
environment gives, episode after episode, in every edition and variant at 2-5 players; seeding replays;
and games that differ only in the hidden order give equal observations until a hidden card shows."""

from __future__ import annotations

import random

import numpy as np
import pytest
from test_no_leak import fields_of, positions, reshuffled

import ogallala
from ogallala.env import ogallala_v0
from ogallala.env.selfplay import SelfPlayBatch
from ogallala.rules.errors import ConfigError, IllegalActionError

CONFIGS = [
    ("amigo", 2, ()), ("amigo", 3, ("two-tribes",)), ("amigo", 4, ("more-lassos-archers", "fewer-axes")),
    ("amigo", 5, ("no-totems",)), ("amigo", 2, ("no-axes",)),
    ("ass", 2, ("sorted-stacks",)), ("ass", 3, ("two-tribes", "river-16")), ("ass", 4, ()),
    ("ass", 2, ("more-lassos-archers", "no-totems")), ("ass", 3, ("fewer-axes",)), ("ass", 4, ("no-axes",)),
    ("pelikan", 2, ()), ("pelikan", 3, ("river-16",)), ("pelikan", 4, ("two-tribes",)),
    ("pelikan", 2, ("more-lassos-archers", "no-totems")),
]


@pytest.mark.parametrize(("edition", "players", "variants"), CONFIGS)
def test_self_play_equals_the_pettingzoo_path(edition: str, players: int, variants: tuple[str, ...]) -> None:
    n = 3
    reward = "margin" if players % 2 else "win"
    env = SelfPlayBatch(n, edition, players, variants, reward=reward)
    obs, info = env.reset(seed=30)
    aecs = [ogallala_v0.raw_env(edition=edition, players=players, variants=variants, reward=reward)
            for _ in range(n)]
    for i, aec in enumerate(aecs):
        aec.reset(seed=30 + i)
    rng = random.Random(players)
    ended = [0] * n
    steps = 0
    while min(ended) < 2 and steps < 4000:
        steps += 1
        actions = []
        for i, aec in enumerate(aecs):
            agent = aec.agent_selection
            seat = aec.agent_name_mapping[agent]
            assert env.seats[i] == seat == info["seat"][i]
            theirs = aec.observe(agent)
            np.testing.assert_array_equal(obs[i], theirs["observation"])
            np.testing.assert_array_equal(env.masks[i], theirs["action_mask"])
            legal = np.flatnonzero(env.action_masks()[i])
            actions.append(int(legal[rng.randrange(len(legal))]))
        if steps % 11 == 0:  # another seat's observation, for a critic
            other = (env.seats + 1) % players
            seen = env.observe(other)
            for i, aec in enumerate(aecs):
                np.testing.assert_array_equal(seen[i], aec.observe(f"seat_{int(other[i])}")["observation"])
        obs, rewards, terms, truncs, info = env.step(np.array(actions))
        assert not truncs.any()
        for i, aec in enumerate(aecs):
            aec.step(actions[i])
            if terms[i]:
                assert all(aec.terminations.values())
                finished = env.finished[i]
                assert finished is not None
                assert finished.position() == aec.game.position()
                assert finished.record() == aec.game.record()
                np.testing.assert_array_equal(rewards[i], np.array(
                    [aec.rewards[a] for a in aec.possible_agents], dtype=np.float32))
                assert info["_scores"][i] and info["scores"][i] == aec.game.scores()
                assert info["winners"][i] == aec.game.winners()
                ended[i] += 1
                aec.reset()  # its next episode from its own generator, as the batch deals it
            else:
                assert not any(aec.terminations.values())
                assert not rewards[i].any()
                assert "_scores" not in info or not info["_scores"][i]
    assert min(ended) >= 2, f"games ended {ended} times in {steps} steps"


def test_seeding_replays_and_illegal_actions_change_nothing() -> None:
    a, b = SelfPlayBatch(3, "ass", 3, copy=True), SelfPlayBatch(3, "ass", 3, copy=True)
    oa, _ = a.reset(seed=4)
    ob, _ = b.reset(seed=[4, 5, 6])
    np.testing.assert_array_equal(oa, ob)
    rng = random.Random(0)
    for _ in range(50):
        codes, index = a.legal_codes()
        acts = [int(rng.choice(codes[index == i])) for i in range(3)]
        ra, rb = a.step(acts), b.step(acts)
        for x, y in zip(ra[:4], rb[:4], strict=True):
            np.testing.assert_array_equal(x, y)
    assert [g.position() for g in a.batch.games] == [g.position() for g in b.batch.games]
    before = [g.position() for g in a.batch.games]
    codes, index = a.legal_codes()
    acts = [int(codes[index == i][0]) for i in range(3)]
    acts[1] = int(np.flatnonzero(a.masks[1] == 0)[0])
    with pytest.raises(IllegalActionError, match="games 1 "):
        a.step(acts)
    acts[1] = 27886
    with pytest.raises(IllegalActionError):
        a.step(acts)
    assert [g.position() for g in a.batch.games] == before
    with pytest.raises(ConfigError, match="2 actions for a batch of 3"):
        a.step([0, 0])
    with pytest.raises(RuntimeError, match="reset"):
        SelfPlayBatch(1).step([0])


def test_arrays_are_the_batch_own_unless_copied() -> None:
    env = SelfPlayBatch(2, "pelikan", 2)
    obs, info = env.reset(seed=1)
    assert obs is env.batch.obs and info["action_mask"] is env.batch.masks
    assert env.observation_space.shape == obs.shape and env.single_action_space.n == 27886
    obs2, rewards, terms, _, _ = env.step([int(np.flatnonzero(m)[0]) for m in env.masks])
    assert obs2 is obs and rewards is env.batch.rewards and rewards.shape == (2, 2) and terms is env.batch.terminated


def canonical(text: str) -> str:
    """A position with its hidden order forgotten: the face-down piles' cards sorted (each pile's size
    kept), each public pile sorted, and (Pelikan) the face-down discard pile sorted. Two positions with
    the same canonical form differ in nothing a seat sees."""
    head, f = fields_of(text)
    piles = [p.split() for p in f["piles"].split("|")]
    public = [x == "1" for x in f["public"].split(",")]
    hidden = sorted(c for p, pub in zip(piles, public, strict=True) if not pub for c in p)
    f["piles"] = "|".join(" ".join(sorted(p)) if pub else str(len(p))
                          for p, pub in zip(piles, public, strict=True)) + "|" + " ".join(hidden)
    if head.endswith("pelikan"):
        f["discard"] = " ".join(sorted(f["discard"].split()))
    return ";".join([head, *(f"{k}={v}" for k, v in f.items())])


def deep_reshuffled(text: str, rng: random.Random, keep: int = 10) -> str:
    """The same position with the hidden order changed below the top ``keep`` cards of every face-down
    pile: the games then draw the same cards for a while, their hidden order differing all along."""
    return reshuffled(text, rng, keep)


@pytest.mark.parametrize(("edition", "players", "variants"), [
    ("amigo", 3, ("two-tribes",)), ("ass", 2, ()), ("ass", 3, ("sorted-stacks",)), ("pelikan", 3, ()),
])
def test_hidden_pile_order_changes_nothing_until_a_hidden_card_shows(edition: str, players: int,
                                                                    variants: tuple[str, ...]) -> None:
    shuffle = random.Random(2)
    pairs = positions(edition, players, variants)  # the top cards differ too: the first draw tells them apart
    pairs += [(a, deep_reshuffled(a, shuffle)) for a, _ in pairs]  # the same cards drawn for a while
    longest = 0
    for a, b in pairs:
        assert a != b and canonical(a) == canonical(b)
        envs = [SelfPlayBatch(2, edition, players, variants, copy=True) for _ in range(2)]
        oa, ia = envs[0].reset(seed=8, options={"position": a})
        ob, ib = envs[1].reset(seed=8, options={"position": b})
        rng = random.Random(1)
        steps = 0
        for _ in range(400):
            pa = [g.position() for g in envs[0].batch.games]
            pb = [g.position() for g in envs[1].batch.games]
            if [canonical(x) for x in pa] != [canonical(x) for x in pb]:
                break  # a card drawn from a face-down pile differs: the games may part from here
            assert pa[0] != pb[0]  # the hidden order still differs
            steps += 1
            np.testing.assert_array_equal(oa, ob)
            np.testing.assert_array_equal(ia["action_mask"], ib["action_mask"])
            for seat in range(players):
                seats = np.full(2, seat)
                np.testing.assert_array_equal(envs[0].observe(seats), envs[1].observe(seats))
            for x, y in zip(envs[0].action_features(), envs[1].action_features(), strict=True):
                np.testing.assert_array_equal(x, y)
            codes, index = envs[0].legal_codes()
            acts = [int(rng.choice(codes[index == i])) for i in range(2)]
            oa, _, ta, _, ia = envs[0].step(acts)
            ob, _, tb, _, ib = envs[1].step(acts)
            np.testing.assert_array_equal(ta, tb)
            if ta.any():
                break
        longest = max(longest, steps)
    assert longest >= 12, longest


def test_canonical_tells_a_revealed_card() -> None:
    game = ogallala.new_game("amigo", players=2, seed=3)
    text = game.position()
    head, f = fields_of(text)
    piles = [p.split() for p in f["piles"].split("|")]
    piles[0][-1], piles[1][-1] = piles[1][-1], piles[0][-1]  # another top card of pile 1 and 2
    other = ";".join([head, *(f"{k}={v}" for k, v in {**f, "piles": "|".join(" ".join(p) for p in piles)}.items())])
    assert canonical(other) == canonical(text)
    assert piles[0][-1] != piles[1][-1]  # seed 3: tobacco and bow
    ga, gb = ogallala.load_position(text), ogallala.load_position(other)
    ga.apply("draw 1")
    gb.apply("draw 1")
    assert canonical(ga.position()) != canonical(gb.position())
