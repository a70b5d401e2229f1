"""A state's record (rules/fields.py): read, rebuilt and changed with its invariants checked."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

import ogallala
from ogallala.notation.position import format_position, position_fields, with_position_fields
from ogallala.rules import PHASE_BY_NAME, StateFields, fields, from_fields, with_fields
from ogallala.rules.errors import NotationError


@pytest.mark.parametrize("edition", ["amigo", "ass", "pelikan"])
def test_a_states_record_rebuilds_the_same_state(edition: str) -> None:
    checked = 0
    for game in random_states(edition, 3, seed=4, every=5):
        s = game.state
        record = fields(s)
        assert isinstance(record, StateFields)
        again = from_fields(record)
        assert format_position(again) == format_position(s)
        assert again.legal() == s.legal()
        assert fields(again) == record
        checked += 1
    assert checked >= 5


def test_with_fields_changes_a_field_and_leaves_the_state_alone() -> None:
    game = _a_drawing_state_with_cards_down()
    s = game.state
    before = format_position(s)
    t = with_fields(s, turn=s.turn + 10)
    assert t.turn == s.turn + 10 and t is not s
    assert format_position(s) == before


def test_a_record_that_breaks_an_invariant_is_refused_naming_it() -> None:
    game = _a_drawing_state_with_cards_down()
    s = game.state
    record = fields(s)
    with pytest.raises(NotationError, match="deck"):
        from_fields(StateFields(**{**_as_dict(record), "discard": (*record.discard, record.deck[0])}))
    with pytest.raises(NotationError, match="seat 7 does not exist"):
        with_fields(s, seat=7)
    with pytest.raises(NotationError, match="phase 99 does not exist"):
        with_fields(s, phase=99)
    with pytest.raises(NotationError, match="rivers"):
        with_fields(s, rivers=record.rivers[:1])
    with pytest.raises(NotationError, match="result"):
        with_fields(s, reason="ended")
    with pytest.raises(NotationError, match="spoils are set"):
        with_fields(s, spoils=((0, 0, 0),))
    with pytest.raises(NotationError, match="colour"):
        with_fields(s, colour="red")
    assert PHASE_BY_NAME["over"] != record.phase  # the game still runs: none of the above changed it
    assert format_position(s) == game.position()


def test_position_fields_split_and_rejoin_a_position() -> None:
    game = next(iter(random_states("ass", 3, seed=2, every=4)))
    text = game.position()
    f = position_fields(text)
    assert f["head"] == "ogallala-position 1 ass" and f["players"] == "3"
    assert with_position_fields(text) == text
    changed = with_position_fields(text, turn="99")
    assert position_fields(changed)["turn"] == "99"
    with pytest.raises(NotationError, match="colour"):
        with_position_fields(text, colour="red")


def random_states(edition: str, players: int, seed: int, every: int) -> Iterator[ogallala.Game]:
    """One state in ``every`` of a random game."""
    rng = random.Random(seed)
    game = ogallala.new_game(edition, players, seed)
    step = 0
    while not game.is_over():
        if step % every == 0:
            yield game
        game.apply(rng.choice(game.legal_actions()))
        step += 1


def _a_drawing_state_with_cards_down() -> ogallala.Game:
    return next(g for g in random_states("amigo", 2, 1, 1) if g.phase == "draw" and g.river(0) and g.turn > 3)


def _as_dict(record: StateFields) -> dict[str, object]:
    return {name: getattr(record, name) for name in StateFields.__dataclass_fields__}


def test_the_state_offers_its_record_and_determinization_as_methods() -> None:
    from ogallala.rules import State, determinize

    game = _a_drawing_state_with_cards_down()
    s = game.state
    assert s.fields() == fields(s)
    assert format_position(State.from_fields(s.fields())) == format_position(s)
    assert s.with_fields(turn=s.turn + 1).turn == s.turn + 1
    with pytest.raises(NotationError, match="seat 9 does not exist"):
        s.with_fields(seat=9)
    view = game.view(game.current_seat)
    a = State.determinize(view, random.Random(3))
    b = determinize(view, random.Random(3))
    assert format_position(a) == format_position(b)


@pytest.mark.parametrize(("edition", "players", "variants"), [
    ("amigo", 4, ()), ("amigo", 5, ("two-tribes",)), ("ass", 3, ("sorted-stacks",)), ("pelikan", 2, ()),
])
def test_a_deal_of_a_seats_view_shows_that_seat_exactly_the_view(edition: str, players: int,
                                                                 variants: tuple[str, ...]) -> None:
    """``deal`` (``determinize``, finished games included) builds a state whose view for the seat is
    the view it was dealt from, every step of a seeded game; ``determinize`` refuses a finished game."""
    from ogallala.rules.determinize import deal, determinize
    from ogallala.view import build_view

    game = ogallala.new_game(edition, players=players, seed=11, variants=variants)
    rng = random.Random(11)
    while True:
        for seat in range(players):
            view = game.view(seat, events=False)
            assert build_view(deal(view, random.Random(seat)), seat, events=False) == view
        if game.is_over():
            break
        game.apply(rng.choice(game.legal_actions()))
    with pytest.raises(ogallala.OgallalaError, match="a finished game has nothing hidden to sample"):
        determinize(game.view(0), random.Random(1))
