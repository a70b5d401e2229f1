"""The typed view (ogallala.view): the contract between the engine and every client."""

from __future__ import annotations

import pickle
import random
from collections.abc import Callable, Iterator
from typing import Any

import pytest

import ogallala
from ogallala import NotationError
from ogallala.rules import actions as A
from ogallala.view import VIEW_VERSION, ActionInfo, Card, Outcome, Termination, View

CONFIGS = [("amigo", 3, ()), ("amigo", 4, ("two-tribes",)), ("ass", 2, ()), ("ass", 3, ("river-16",)),
           ("pelikan", 4, ()), ("amigo", 5, ())]


def _games(seeds: int = 2) -> Iterator[ogallala.Game]:
    """Views of every seat and a spectator along seeded random games of every edition."""
    for edition, players, variants in CONFIGS:
        for seed in range(seeds):
            game = ogallala.new_game(edition, players=players, seed=seed, variants=variants)
            rng = random.Random(seed)
            while True:
                yield game
                if game.is_over():
                    break
                game.apply(rng.choice(game.legal_actions()))


def test_a_view_round_trips_through_its_wire_form() -> None:
    for game in _games():
        for seat in (None, game.current_seat if game.current_seat is not None else 0):
            view = game.view(seat)
            assert View.from_json(view.to_json()) == view
            assert view.version == VIEW_VERSION == view.to_json()["version"]


def test_the_wire_form_built_straight_from_the_state_is_the_typed_views_at_every_step() -> None:
    """``Game.view_json`` (the server's push path) gives exactly ``view(...).to_json()``: for every seat and
    a spectator, with and without the events, at every step of games of every edition, 2 to 5 players."""
    from ogallala.view import build_view

    steps = 0
    for game in _games(3):
        for seat in (None, *range(game.players)):
            for events in (False, True):
                fresh = build_view(game.state, seat, events).to_json()  # a cache of its own: nothing shared
                assert game.view_json(seat, events) == game.view(seat, events).to_json() == fresh
        steps += 1
    two = ogallala.new_game("pelikan", players=2, seed=5)
    rng = random.Random(5)
    while not two.is_over():
        assert two.view_json(0, events=False) == two.view(0, events=False).to_json()
        two.apply(rng.choice(two.legal_actions()))
    assert two.view_json(None) == two.view(None).to_json()
    assert steps > 500
    with pytest.raises(ValueError):
        two.view_json(2)


def test_legal_moves_are_decoded_from_their_codes_with_their_targets() -> None:
    """Each ActionInfo says what its code says, and a boat action names the cells of that boat."""
    kinds = set()
    for game in _games():
        view = game.view(game.current_seat)
        if view.decision is None:
            assert view.legal_codes() == [] and view.outcome is not None
            continue
        assert [a.code for a in view.decision.legal] == game.legal_codes()
        for a in view.decision.legal:
            kinds.add(a.verb)
            assert a.text == str(ogallala.Action.from_code(a.code))
            assert a.text.split()[0] == a.verb
            if a.verb == "draw":
                assert a.text == f"draw {a.pile}"
            if a.verb in ("place", "shift"):
                assert a.card is not None and a.text.split()[1] == a.card
                assert a.seat == view.decision.seat and a.cell is not None
            if a.verb in ("lasso", "shoot", "attack", "hunt", "take"):
                assert a.seat is not None and a.cell is not None
                assert a.text == f"{a.verb} {a.seat} {a.cell[0]} {a.cell[1]}"
            if a.verb in ("lasso", "shoot"):
                assert a.seat is not None and a.cell is not None
                assert view.rivers[a.seat].rows[a.cell[0]][a.cell[1]] is not None
            if a.verb in ("attack", "sink", "attacker"):
                assert a.seat is not None and a.cell is not None and a.boat is not None
                boat = view.rivers[a.seat].boat_at(*a.cell)
                assert boat is not None and a.boat == boat.cell_positions()
    assert {"draw", "place", "attack", "lasso"} <= kinds


def test_rivers_rows_are_the_river_cells() -> None:
    """A RiverView's rows hold exactly the cards of its boats, where the boats say."""
    for game in _games(1):
        for river in game.view(None).rivers:
            for boat in river.boats:
                for (r, c), card in zip(boat.cell_positions(), boat.cells, strict=True):
                    assert river.rows[r][c] == card
            assert sum(1 for _ in river.cards()) == sum(1 for b in river.boats for x in b.cells if x is not None)


def test_every_termination_is_an_outcome() -> None:
    seen = set()
    for game in _games(3):
        if game.is_over():
            out = game.outcome()
            assert isinstance(out, Outcome) and isinstance(out.termination, Termination)
            assert game.result() == out.to_json()
            assert list(out.winners) == game.winners() and list(out.scores) == game.scores()
            seen.add(out.termination)
    assert seen
    assert {t.value for t in Termination} == {"ended", "three-boats", "fifth-boat", "no-cards"}


def test_cards_parse_and_print_their_notation() -> None:
    assert str(Card.parse("warrior-3:red")) == "warrior-3:red"
    assert Card.parse("chief") == Card("chief") and Card.parse("chief") is Card.parse("chief")
    for bad, words in [("dragon", "unknown card 'dragon'"), ("warrior-3:green", "unknown tribe 'green'"),
                       ("", "unknown card ''")]:
        with pytest.raises(NotationError, match=words):
            Card.parse(bad)
    with pytest.raises(NotationError, match="not int"):
        Card.parse(3)  # type: ignore


@pytest.mark.parametrize("change, words", [
    (lambda d: d.update(version=1), "view version 1 is not supported"),
    (lambda d: d["rivers"][0].update(rows=[["dragon"]]), "unknown card 'dragon'"),
    (lambda d: d.pop("piles"), "not a view: KeyError"),
    (lambda d: d["decision"]["legal_actions"].append({"code": "x"}), "integer 'code'"),
    (lambda d: d["decision"]["legal_actions"].append({"code": 0, "text": "draw 2"}), "'draw 2' is not 'draw 1'"),
    (lambda d: d["decision"]["legal_actions"].append({"code": 10**9}), "outside"),
    (lambda d: d.update(deck={"chief": -1}), "whole number >= 0"),
])
def test_a_malformed_wire_view_is_refused_naming_the_problem(change: Callable[[dict[str, Any]], object],
                                                              words: str) -> None:
    data = ogallala.new_game("amigo", players=2, seed=1).view(0).to_json()
    change(data)
    with pytest.raises(NotationError, match=words):
        View.from_json(data)


def test_a_view_pickles() -> None:
    """Views cross process boundaries (the server's bot workers)."""
    game = ogallala.new_game("pelikan", players=3, seed=4)
    view = game.view(0)
    assert pickle.loads(pickle.dumps(view)) == view


def test_action_info_of_every_code_agrees_with_the_text_form() -> None:
    """rules.actions.decode_code is the one decoding of a code: the text is written from it."""
    for code in range(0, A.SIZE, 7):
        try:
            text = A.format_code(code)
        except NotationError:
            continue
        info = ActionInfo.from_json({"code": code})
        assert info.text == text and info.verb == text.split()[0]
        assert ogallala.parse_action(text).code == code


def test_a_games_views_share_only_what_did_not_change() -> None:
    """Game.view reuses a river's part while the river is unchanged: every view equals one built
    afresh, in JSON too, and changing a view's JSON does not change the next one."""
    from ogallala.view import build_view

    for game in _games(seeds=1):
        for seat in (None, game.current_seat):
            kept = game.view(seat, events=False)
            fresh = build_view(game.state, seat, events=False)
            assert kept == fresh
            assert kept.to_json() == fresh.to_json()
            j = kept.to_json()
            j["rivers"][0]["score"] = -999
            j["deck"].clear()
            assert game.view(seat, events=False).to_json() == fresh.to_json()


def test_legal_moves_give_their_codes_at_once_and_decode_alike() -> None:
    """A decision's legal moves: their codes without decoding, the decoded moves in the same order,
    equal to a tuple of the same moves, read-only, and the same after pickling and from the wire."""
    from ogallala.view import LegalMoves, action_info

    game = ogallala.new_game("amigo", players=3, seed=4)
    for _ in range(12):
        game.apply(game.legal_actions()[-1])
    view = game.view(game.current_seat)
    assert view.decision is not None
    legal = view.decision.legal
    assert legal.codes == tuple(game.legal_codes()) == tuple(view.legal_codes())
    moves = tuple(action_info(c, view.decision.seat, view.rivers) for c in legal.codes)
    assert len(legal) == len(moves) and bool(legal)
    assert legal == moves and tuple(legal) == moves and legal[0] == moves[0] and legal[-1:] == moves[-1:]
    assert [m.text for m in legal] == [str(a) for a in game.legal_actions()]
    with pytest.raises(TypeError):
        legal[0] = moves[0]  # type: ignore[index]
    assert pickle.loads(pickle.dumps(legal)) == legal
    assert View.from_json(view.to_json()).decision.legal == legal  # type: ignore[union-attr]
    assert LegalMoves.of(moves) == legal and hash(LegalMoves.of(moves)) == hash(legal)


def test_a_views_deck_counts_are_shared_read_only_and_pickle() -> None:
    game = ogallala.new_game("amigo", players=3, seed=1)
    view = game.view(0)
    card = next(iter(view.deck))
    with pytest.raises(TypeError, match="read-only"):
        view.deck[card] = 99  # type: ignore[index]
    assert game.view(1).deck is view.deck
    again = pickle.loads(pickle.dumps(view))
    assert again == view and dict(again.deck) == dict(view.deck)


def test_a_game_pickles_without_its_view_cache() -> None:
    game = ogallala.new_game("ass", players=3, seed=2)
    game.apply(game.legal_actions()[0])
    before = game.view(1)
    again = pickle.loads(pickle.dumps(game))
    assert getattr(again, "_views", None) is None
    assert again.view(1) == before and again.position() == game.position()
