"""rules.md 4.4 (two tribes): the fast per-row tribe test agrees with cutting the row anew."""

from __future__ import annotations

import random

import pytest

from ogallala.rules import State
from ogallala.rules.cards import BLACK, KIND, RED, card_code
from ogallala.rules.editions import EDITIONS
from ogallala.rules.geometry import tribe_filter
from ogallala.rules.river import span_of

IDS = ["bow", "stern", "bow-warrior", "stern-warrior", "warrior-1", "chief", "furs", "totem", "buffalo-left"]


def random_card(rng: random.Random) -> int:
    k = KIND[rng.choice(IDS)]
    tribe = rng.choice((RED, BLACK)) if k not in (KIND["bow"], KIND["stern"], KIND["furs"], KIND["totem"],
                                                 KIND["buffalo-left"]) else 0
    return card_code(k, tribe)


def brute_force(row: list[int], c: int, card: int, gap_joins: bool) -> bool:
    if c < 0:
        tmp, c = [card, *row], 0
    elif c >= len(row):
        tmp = [*row, card]
    else:
        tmp = row[:]
        tmp[c] = card
    s, e = span_of(tmp, c, gap_joins)
    t = 0
    for x in tmp[s : e + 1]:
        t |= x & 3
    return t != 3


@pytest.mark.parametrize("edition", ["amigo", "ass", "pelikan"])
def test_one_tribe_per_boat_fast_check_matches_the_rule(edition: str) -> None:
    """rules.md 4.4: a boat may hold warrior cards of one tribe only, checked on the boat as it is
    after the placement; the engine's per-row shortcut must give the same answer for every cell."""
    state = State.new(EDITIONS[edition], 2, 1, ("two-tribes",))
    rng = random.Random(edition)
    checked = 0
    for _ in range(400):
        w = rng.randint(1, 14)
        row = [random_card(rng) if rng.random() < 0.6 else 0 for _ in range(w)]
        card = random_card(rng)
        test = tribe_filter(state, row, card)
        lo, hi = (-1, w) if state.ed.free_layout else (0, w - 1)
        for c in range(lo, hi + 1):
            if 0 <= c < w and row[c]:
                continue
            assert test(c) == brute_force(row, c, card, state.ed.gap_joins), (row, c, card)
            checked += 1
    assert checked > 1000
