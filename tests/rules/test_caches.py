"""The engine's per-river caches (row bitmasks, boats) always equal a fresh computation.

rules.md 4.4 and section 3 are computed from these caches; a stale cache would break any rule.
"""

from __future__ import annotations

import random

import pytest

import ogallala
from ogallala.rules.cards import STRENGTH, TOTEM
from ogallala.rules.geometry import river_geo
from ogallala.rules.river import Boat, cut_row, is_complete_span, river_boats, tribes_of


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
                    assert s.geo[seat] == river_geo(s.rivers[seat]), (seed, seat, game.river(seat))
                    checked += 1
                if s.boats[seat] is not None:
                    assert s.boats[seat] == river_boats(s.rivers[seat], s.ed.gap_joins), (seed, seat)
    assert checked > 1000


@pytest.mark.parametrize(("edition", "variants"), [("amigo", ()), ("amigo", ("two-tribes",)), ("pelikan", ())])
def test_boats_match_the_cut_of_each_row(edition: str, variants: tuple[str, ...]) -> None:
    """river_boats (one pass per row) gives the boats of section 3: cut_row's spans, with each
    boat's strength, tribes, totem and completeness summed from its cells."""
    rng = random.Random(edition + "boats")
    checked = 0
    for seed in range(10):
        game = ogallala.new_game(edition, players=3, seed=seed, variants=variants)
        while not game.is_over():
            game.apply(rng.choice(game.legal_actions()))
            for rows in game.state.rivers:
                expected = tuple(
                    Boat(r, s, e, tuple(row[s : e + 1]), is_complete_span(row, s, e),
                         sum(STRENGTH[x >> 2] for x in row[s : e + 1]), tribes_of(row, s, e),
                         any(x >> 2 == TOTEM for x in row[s : e + 1] if x))
                    for r, row in enumerate(rows) for s, e in cut_row(row, game.state.ed.gap_joins))
                assert river_boats(rows, game.state.ed.gap_joins) == expected
                checked += 1
    assert checked > 500
