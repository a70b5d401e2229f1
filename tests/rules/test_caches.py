"""The engine's per-river caches (row bitmasks, boats) always equal a fresh computation.

rules.md 4.4 and section 3 are computed from these caches; a stale cache would break any rule.
"""

from __future__ import annotations

import random

import pytest

import ogallala
from ogallala.rules.river import river_boats
from ogallala.rules.state import _geo


@pytest.mark.parametrize(("edition", "players", "variants"), [
    ("amigo", 4, ()), ("amigo", 3, ("two-tribes",)), ("ass", 3, ("two-tribes",)), ("pelikan", 4, ()),
])
def test_caches_match_a_fresh_computation(edition: str, players: int, variants: tuple[str, ...]) -> None:
    """After every action of seeded random games, each cached river summary equals a recomputed one."""
    rng = random.Random(edition)
    checked = 0
    for seed in range(25):
        game = ogallala.new_game(edition, players=players, seed=seed, variants=variants)
        s = game.state
        while not game.is_over():
            game.apply(rng.choice(game.legal_actions()))
            for seat in range(players):
                if s.geo[seat] is not None:
                    assert s.geo[seat] == _geo(s.rivers[seat]), (seed, seat, game.river(seat))
                    checked += 1
                if s.boats[seat] is not None:
                    assert s.boats[seat] == river_boats(s.rivers[seat], s.ed.gap_joins), (seed, seat)
    assert checked > 1000
