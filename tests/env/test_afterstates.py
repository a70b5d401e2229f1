"""The afterstates of a batch: every legal move of every game as its mover's observation just after it,
against applying each move on a copy of the game and encoding that; moves that draw are left unknown;
nothing hidden reaches them."""

from __future__ import annotations

import random

import numpy as np
import pytest
from test_no_leak import positions

from ogallala.env import encode_state
from ogallala.env.batch import Batch
from ogallala.rules.actions import decode_code
from ogallala.rules.errors import ConfigError
from ogallala.rules.turn import apply_code


@pytest.mark.parametrize(("edition", "players", "variants"), [
    ("amigo", 2, ()), ("amigo", 4, ("two-tribes",)), ("ass", 3, ()), ("ass", 2, ("sorted-stacks",)),
    ("pelikan", 2, ()), ("pelikan", 3, ("river-16",)),
])
def test_afterstates_are_each_move_applied_on_a_copy(edition: str, players: int, variants: tuple[str, ...]) -> None:
    batch = Batch(3, edition, players, variants)
    batch.reset(17)
    rng = random.Random(4)
    verbs: dict[str, int] = {}
    unknown = 0
    for step in range(150):
        obs, known, codes, index = batch.afterstates()
        c2, i2 = batch.legal_codes()
        np.testing.assert_array_equal(codes, c2)
        np.testing.assert_array_equal(index, i2)
        assert obs.shape == (len(codes), batch.layout.size) and obs.dtype == np.float32
        if step % 3 == 0:
            for k, (code, i) in enumerate(zip(codes.tolist(), index.tolist(), strict=True)):
                state = batch.games[i].state
                copy = state.copy()
                copy._legal = None
                apply_code(copy, code)
                drew = sum(map(len, copy.piles)) < sum(map(len, state.piles))
                assert known[k] == (not drew), decode_code(code)
                if drew:
                    unknown += 1
                    assert decode_code(code).verb in ("draw", "continue")
                    assert not obs[k].any()
                else:
                    np.testing.assert_array_equal(obs[k], encode_state(copy, state.seat))
                    verb = decode_code(code).verb
                    verbs[verb] = verbs.get(verb, 0) + 1
        batch.step([int(rng.choice(codes[index == i])) for i in range(3)])
    assert verbs.get("place", 0) > 10 and len(verbs) >= 3, verbs
    if edition != "pelikan":  # Pelikan draws by itself, never as a choice
        assert unknown > 0


def test_afterstates_write_into_a_given_array() -> None:
    batch = Batch(2, "amigo", 3)
    batch.reset(2)
    rng = random.Random(0)
    for _ in range(5):
        codes, index = batch.legal_codes()
        batch.step([int(rng.choice(codes[index == i])) for i in range(2)])
    fresh, known, codes, _ = batch.afterstates()
    out = np.ones((len(codes) + 5, batch.layout.size), dtype=np.float32)
    rows, known2, _, _ = batch.afterstates(out)
    assert np.shares_memory(rows, out) and len(rows) == len(codes)
    np.testing.assert_array_equal(rows, fresh)
    np.testing.assert_array_equal(known, known2)
    with pytest.raises(ConfigError, match="afterstates need"):
        batch.afterstates(np.zeros((0, batch.layout.size), dtype=np.float32))


@pytest.mark.parametrize(("edition", "players", "variants"), [
    ("amigo", 3, ("two-tribes",)), ("ass", 2, ()), ("pelikan", 3, ()),
])
def test_hidden_pile_order_changes_no_afterstate(edition: str, players: int, variants: tuple[str, ...]) -> None:
    known = 0
    for a, b in positions(edition, players, variants):
        ba, bb = Batch(1, edition, players, variants), Batch(1, edition, players, variants)
        ba.reset(1, position=a)
        bb.reset(1, position=b)
        after = ba.afterstates()
        for x, y in zip(after, bb.afterstates(), strict=True):
            np.testing.assert_array_equal(x, y)
        known += int(after[1].sum())
    assert known > 0
