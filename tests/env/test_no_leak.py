"""Nothing hidden reaches an agent: games that differ only in the hidden order of the piles give
every seat the same observation in every interface (PettingZoo, Gymnasium, OpenSpiel)."""

from __future__ import annotations

import random

import gymnasium
import numpy as np
import pyspiel
import pytest

import ogallala
import ogallala.env.openspiel as ogs
from ogallala.env import GYM_ID, encode, ogallala_v0


def fields_of(text: str) -> tuple[str, dict[str, str]]:
    head, *parts = text.split(";")
    return head, dict(p.split("=", 1) for p in parts)


def reshuffled(text: str, rng: random.Random, keep: int = 0) -> str:
    """The same position with the hidden order changed: the cards of the face-down piles (below the top
    ``keep`` of each) shuffled among them (sizes kept), a pile made from the public discard pile
    shuffled in itself, and (Pelikan) the face-down discard pile shuffled."""
    head, f = fields_of(text)
    piles = [p.split() for p in f["piles"].split("|")]
    public = [x == "1" for x in f["public"].split(",")]
    low = [c for p, pub in zip(piles, public, strict=True) if not pub for c in p[:max(0, len(p) - keep)]]
    rng.shuffle(low)
    for i, pile in enumerate(piles):
        if public[i]:
            rng.shuffle(pile)
        else:
            cut = max(0, len(pile) - keep)
            piles[i], low = low[:cut] + pile[cut:], low[cut:]
    f["piles"] = "|".join(" ".join(p) for p in piles)
    if head.endswith("pelikan"):
        discard = f["discard"].split()
        rng.shuffle(discard)
        f["discard"] = " ".join(discard)
    return ";".join([head, *(f"{k}={v}" for k, v in f.items())])


def positions(edition: str, players: int, variants: tuple[str, ...]) -> list[tuple[str, str]]:
    """Pairs of positions, differing only in what is hidden, from a seeded random game."""
    game = ogallala.new_game(edition, players=players, seed=7, variants=variants)
    rng = random.Random(7)
    out = []
    step = 0
    while not game.is_over() and len(out) < 3:
        if step in (0, 25, 60):
            text = game.position()
            other = reshuffled(text, rng)
            if other != text:
                out.append((text, other))
        game.apply(rng.choice(game.legal_actions()))
        step += 1
    assert out
    return out


@pytest.mark.parametrize(("edition", "players", "variants"), [
    ("amigo", 3, ("two-tribes",)), ("ass", 2, ()), ("pelikan", 3, ()),
])
def test_hidden_pile_order_changes_no_observation(edition: str, players: int, variants: tuple[str, ...]) -> None:
    for a, b in positions(edition, players, variants):
        ga, gb = ogallala.load_position(a), ogallala.load_position(b)
        assert ga.position() != gb.position()
        for seat in range(players):
            np.testing.assert_array_equal(encode(ga.view(seat)), encode(gb.view(seat)))
        aec = [ogallala_v0.raw_env(edition=edition, players=players, variants=variants) for _ in range(2)]
        for env, text in zip(aec, (a, b), strict=True):
            env.reset(options={"position": text})
        for agent in aec[0].possible_agents:
            oa, ob = aec[0].observe(agent), aec[1].observe(agent)
            np.testing.assert_array_equal(oa["observation"], ob["observation"])
            np.testing.assert_array_equal(oa["action_mask"], ob["action_mask"])
        seat = ga.current_seat
        gyms = [gymnasium.make(GYM_ID, edition=edition, players=players, variants=variants, seat=seat,
                               opponents=["random"] * (players - 1)).unwrapped for _ in range(2)]
        obs = [env.reset(seed=1, options={"position": text})[0] for env, text in zip(gyms, (a, b), strict=True)]
        np.testing.assert_array_equal(obs[0], obs[1])
        np.testing.assert_array_equal(gyms[0].action_masks(), gyms[1].action_masks())
        states = [pyspiel.load_game(ogs.SHORT_NAME, {"edition": edition, "players": players,
                                                     "variants": " ".join(variants), "position": text}
                                    ).new_initial_state() for text in (a, b)]
        assert str(states[0]) != str(states[1])
        for p in range(players):
            assert states[0].observation_string(p) == states[1].observation_string(p)
            assert states[0].information_state_string(p) == states[1].information_state_string(p)
            np.testing.assert_array_equal(states[0].observation_tensor(p), states[1].observation_tensor(p))
            np.testing.assert_array_equal(states[0].information_state_tensor(p),
                                          states[1].information_state_tensor(p))
