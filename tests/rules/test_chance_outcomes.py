"""The chances of a draw (``ogallala.rules.effects.chance_outcomes``): what the next card of a pile may be, as
every seat knows it. A face-down pile gives any card nobody sees with equal chance, a pile made from the
public discard pile any of its known cards (rules.md: the piles are shuffled face down; a refill is the
discard pile, whose cards were seen)."""

from __future__ import annotations

import random
from collections import Counter

import pytest

import ogallala
from conftest import hidden_twin
from ogallala.rules.effects import afterstate, chance_outcomes, drawn_pile


def draw_positions(edition: str, players: int, seed: int, want: int = 8) -> list[ogallala.Game]:
    """Positions of a random game where the seat to decide may draw (a move that draws a card)."""
    rng = random.Random(seed)
    game = ogallala.new_game(edition, players, seed)
    out = []
    while not game.is_over() and len(out) < want:
        s = game.state
        if any(afterstate(s, c) is None for c in s.legal()) and rng.random() < 0.3:
            out.append(game.copy())
        legal = game.legal_codes()
        game.apply(legal[rng.randrange(len(legal))])
    return out


def nobody_sees(s: ogallala.rules.State) -> Counter[int]:
    cards: Counter[int] = Counter()
    for j, pile in enumerate(s.piles):
        if not s.pile_public[j]:
            cards.update(pile)
    if not s.ed.discard_public:
        cards.update(s.discard)
    return cards


@pytest.mark.parametrize(("edition", "players"), [("amigo", 2), ("amigo", 4), ("ass", 3)])
def test_a_draw_gives_each_card_nobody_sees_by_its_share(edition: str, players: int) -> None:
    checked = 0
    for game in draw_positions(edition, players, seed=11):
        s = game.state
        for code in s.legal():
            j = drawn_pile(s, code)
            if j < 0:
                assert chance_outcomes(s, code) is None or afterstate(s, code) is None
                continue
            outcomes = chance_outcomes(s, code)
            assert outcomes is not None
            pool = Counter(s.piles[j]) if s.pile_public[j] else nobody_sees(s)
            assert abs(sum(p for p, _ in outcomes) - 1.0) < 1e-12
            got = {}
            for p, after in outcomes:
                assert len(after.piles[j]) == len(s.piles[j]) - 1
                left = (Counter(s.piles[j]) - Counter(after.piles[j]) if s.pile_public[j]
                        else nobody_sees(s) - nobody_sees(after))
                (x,) = left.elements()  # the card drawn, gone from where nobody saw it
                got[x] = p
                assert after.census()["total"] == s.census()["total"]
            assert got == {x: k / sum(pool.values()) for x, k in pool.items()}
            checked += 1
        assert ogallala.Game(s, None, s.variants).position() == game.position()  # unchanged
    assert checked >= 3


def test_a_pile_made_from_the_discard_pile_gives_its_known_cards() -> None:
    rng = random.Random(2)
    for seed in range(40):
        game = ogallala.new_game("amigo", 2, seed)
        while not game.is_over():
            s = game.state
            public = [j for j in range(3) if s.pile_public[j] and s.piles[j]]
            draws = [c for c in s.legal() if drawn_pile(s, c) in public]
            if draws:
                code = draws[0]
                j = drawn_pile(s, code)
                outcomes = chance_outcomes(s, code)
                assert outcomes is not None
                shares = {}
                for p, after in outcomes:
                    (x,) = (Counter(s.piles[j]) - Counter(after.piles[j])).elements()
                    shares[x] = p
                    assert Counter(after.piles[j]) + Counter([x]) == Counter(s.piles[j])
                pool = Counter(s.piles[j])
                assert shares == {x: k / len(s.piles[j]) for x, k in pool.items()}
                return
            legal = game.legal_codes()
            game.apply(legal[rng.randrange(len(legal))])
    pytest.fail("no pile made from the discard pile was drawn from in 40 games")


def test_the_chances_do_not_depend_on_the_hidden_order() -> None:
    rng = random.Random(4)
    for game in draw_positions("amigo", 3, seed=5):
        twin = hidden_twin(game, rng)
        for code in game.state.legal():
            a, b = chance_outcomes(game.state, code), chance_outcomes(twin.state, code)
            assert (a is None) == (b is None)
            if a is None or b is None:
                continue
            assert [(p, o.hand, o.phase) for p, o in a] == [(p, o.hand, o.phase) for p, o in b]
            for (_, x), (_, y) in zip(a, b, strict=True):
                gx, gy = ogallala.Game(x, None, x.variants), ogallala.Game(y, None, y.variants)
                for seat in range(game.players):
                    assert gx.view(seat, events=False) == gy.view(seat, events=False)


def test_sampled_outcomes_are_cards_nobody_sees_each_of_equal_chance() -> None:
    game = draw_positions("amigo", 2, seed=3)[0]
    s = game.state
    code = next(c for c in s.legal() if drawn_pile(s, c) >= 0)
    out = chance_outcomes(s, code, samples=5, rng=random.Random(1))
    assert out is not None and len(out) == 5
    assert all(p == pytest.approx(0.2) for p, _ in out)
    again = chance_outcomes(s, code, samples=5, rng=random.Random(1))
    assert again is not None
    def positions(outcomes: list[tuple[float, ogallala.rules.State]]) -> list[str]:
        return [ogallala.Game(o, None, o.variants).position() for _, o in outcomes]

    assert positions(out) == positions(again)


def test_a_move_that_draws_nothing_has_no_chance_outcomes() -> None:
    game = ogallala.new_game("amigo", 2, 1)
    rng = random.Random(0)
    seen = 0
    while not game.is_over() and seen < 20:
        s = game.state
        for code in s.legal():
            if afterstate(s, code) is not None:
                assert chance_outcomes(s, code) is None
                seen += 1
        legal = game.legal_codes()
        game.apply(legal[rng.randrange(len(legal))])
    assert seen >= 20
