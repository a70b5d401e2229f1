"""Conformance: seeded random games over every edition, variant and player count.

Each game picks a uniformly random legal action (from a seeded ``random.Random``) until it is over
(docs/architecture.md, "Tests and benchmarks"). Checked after every action: the pending decision has
legal actions until the game is over; the chosen action applies without raising; every card of the deck is somewhere
(census); every river keeps its edition's lasting constraints (AMIGO rule 4: bounding box at most
3 x 14, no repeated id in a row, bow/stern neighbours; ASS and Pelikan: the mat's size, Pelikan no
repeated id in a row; all: one tribe per boat); the game ends within a bounded number of actions.
Checked at sampled steps (they cost more): every legal action applies on a copy, an action that is
not legal is refused and changes nothing; ``position()`` round-trips through ``load_position`` (same
text, same legal actions); two positions that differ only in the hidden pile order and generator
give the same views to every seat, and no view holds a pile's order; ``copy()`` is independent of
the original; ``replay(record)`` rebuilds the same position, mid-game and at the end.

Size: ``GAMES`` games for each AMIGO configuration with and without two-tribes (default 200) and
``VARIANT_GAMES`` for every other edition x variant x player count (default 40);
``OGALLALA_SWEEP=N`` multiplies both.
"""

from __future__ import annotations

import json
import os
import random
from collections.abc import Iterator
from typing import Any

import pytest

import ogallala
from conftest import position_fields, river_constraint_breaks, with_fields

SWEEP = max(1, int(os.environ.get("OGALLALA_SWEEP", "1")))
GAMES = 200 * SWEEP
#: Expensive checks run at about one step in SAMPLE.
SAMPLE = 60
#: No game may take more decisions than this (draws are bounded by rule 4.3).
MAX_ACTIONS = 5000
VARIANT_GAMES = 40 * SWEEP
PLAYERS = {"amigo": (2, 3, 4, 5), "ass": (2, 3, 4), "pelikan": (2, 3, 4)}
#: (edition, players, variants, games): AMIGO with and without two-tribes in depth, then every
#: edition with no variant and with each variant that applies to it.
CONFIGS: list[tuple[str, int, tuple[str, ...], int]] = [
    ("amigo", p, v, GAMES) for p in PLAYERS["amigo"] for v in ((), ("two-tribes",))
]
for _ed in ("amigo", "ass", "pelikan"):
    _variants = sorted(ogallala.EDITIONS[_ed].variants)
    for _p in PLAYERS[_ed]:
        for _v in [(), *((x,) for x in _variants)]:
            if _ed == "amigo" and _v in ((), ("two-tribes",)):
                continue
            CONFIGS.append((_ed, _p, _v, VARIANT_GAMES))
CONFIGS.append(("ass", 3, ("river-16", "sorted-stacks", "two-tribes"), VARIANT_GAMES))
CONFIGS.append(("pelikan", 3, ("no-totems", "river-16", "two-tribes"), VARIANT_GAMES))
IDS = [f"{e}-{p}p{'-' + '+'.join(v) if v else ''}" for e, p, v, _ in CONFIGS]
REASONS = {"ended", "fifth-boat", "no-cards", "three-boats"}


def game_seed(players: int, variants: tuple[str, ...], i: int) -> int:
    return 100_000 * players + (50_000 if variants else 0) + i


def lists_in(obj: Any) -> Iterator[list[Any]]:
    """Every list inside a JSON-like value."""
    if isinstance(obj, list):
        yield obj
        for x in obj:
            yield from lists_in(x)
    elif isinstance(obj, dict):
        for x in obj.values():
            yield from lists_in(x)


def keys_in(obj: Any) -> Iterator[str]:
    if isinstance(obj, dict):
        for k, v in obj.items():
            yield k
            yield from keys_in(v)
    elif isinstance(obj, list):
        for x in obj:
            yield from keys_in(x)


def hidden_order_variant(position: str, rng: random.Random) -> str:
    """The position with every draw pile's order shuffled and another generator state: what a
    player cannot see."""
    fields = position_fields(position)
    piles = []
    for pile in fields["piles"].split("|"):
        cards = pile.split()
        rng.shuffle(cards)
        piles.append(" ".join(cards))
    return with_fields(position, piles="|".join(piles), rng=f"{rng.getrandbits(64):016x}")


def check_views_hide_pile_order(game: ogallala.Game, rng: random.Random) -> None:
    """rules.md 4.1 and docs/architecture.md (a view never holds a pile's order): views leak no pile order."""
    pos = game.position()
    a = ogallala.load_position(pos)
    b = ogallala.load_position(hidden_order_variant(pos, rng))
    for seat in [None, *range(game.players)]:
        assert a.view(seat).to_json() == b.view(seat).to_json(), \
            f"seat {seat}: views differ when only the hidden pile order differs"
    # The running game's view (with its events) of one seat: no pile's order, no generator state.
    fields = position_fields(pos)
    orders = set()
    for pile in fields["piles"].split("|"):
        cards = pile.split()
        if len(cards) >= 5 and len(set(cards)) >= 2:  # short piles may match a boat by chance
            orders.add(tuple(cards))
            orders.add(tuple(cards[::-1]))
    view = game.view(rng.choice([None, *range(game.players)])).to_json()
    assert fields["rng"] not in json.dumps(view)
    keys = set(keys_in(view))
    assert not [k for k in keys if any(w in k.lower() for w in ("order", "rng", "seed", "top"))], keys
    leaks = [lst for lst in lists_in(view) if len(lst) >= 5 and all(isinstance(x, str) for x in lst)
             and tuple(lst) in orders]
    assert not leaks, f"a view holds a pile's order: {leaks[0]}"


def check_position_round_trip(game: ogallala.Game) -> None:
    pos = game.position()
    loaded = ogallala.load_position(pos)
    assert loaded.position() == pos
    assert [a.code for a in loaded.legal_actions()] == [a.code for a in game.legal_actions()]
    assert loaded.current_seat == game.current_seat
    assert loaded.scores() == game.scores()
    assert loaded.census() == game.census()


def deck_size(game: ogallala.Game) -> int:
    return len(game.state.deck)


def check_every_legal_action_applies(game: ogallala.Game, rng: random.Random) -> None:
    before = game.position()
    legal = game.legal_actions()
    for action in legal:
        c = game.copy()
        c.apply(action)
        assert c.census()["total"] == deck_size(game)
        assert c.is_over() or c.legal_actions()
    # An action that is not legal is refused and changes nothing.
    codes = {a.code for a in legal}
    for _ in range(3):
        code = rng.randrange(ogallala.action_space_size())
        if code in codes:
            continue
        try:
            action = ogallala.Action.from_code(code)
        except ogallala.NotationError:
            continue  # an unused code
        with pytest.raises(ogallala.IllegalActionError):
            game.apply(action)
    assert game.position() == before


def check_copy_is_independent(game: ogallala.Game, rng: random.Random) -> None:
    """copy() is independent: playing a copy changes neither the original nor another copy (which
    then plays exactly like a game loaded from the same position)."""
    before = game.position()
    legal_before = [a.code for a in game.legal_actions()]
    history_before = list(game.history)
    events_before = game.event_count
    c = game.copy()
    other = game.copy()
    assert c.position() == before
    for _ in range(10):
        if c.is_over():
            break
        c.apply(rng.choice(c.legal_actions()))
    assert game.position() == before
    assert [a.code for a in game.legal_actions()] == legal_before
    assert game.history == history_before
    assert game.event_count == events_before
    twin = ogallala.load_position(before)
    for _ in range(10):
        assert other.position() == twin.position()
        legal = other.legal_actions()
        assert legal == twin.legal_actions()
        if other.is_over():
            break
        action = rng.choice(legal)
        other.apply(action)
        twin.apply(action)


def check_replay(game: ogallala.Game) -> None:
    record = json.loads(json.dumps(game.record()))
    again = ogallala.replay(record)
    assert again.position() == game.position()
    assert again.is_over() == game.is_over()


def mat_constraint_breaks(river: str, width: int, row_unique: bool, tribes: bool) -> list[str]:
    """The lasting rules of a mat river (rules.md 5.1, 6.1): 3 rows of the mat's width, (Pelikan)
    no id twice in a row, (two tribes) one tribe per boat; boats cut by adjacency (section 3)."""
    rows = [r.split() for r in river.split(" / ")]
    out = []
    if len(rows) != 3 or any(len(r) != width for r in rows):
        out.append(f"not a 3 x {width} mat")
    for i, row in enumerate(rows):
        ids = [c.split(":")[0] for c in row if c != "."]
        if row_unique and len(ids) != len(set(ids)):
            out.append(f"row {i} repeats an id")
        if tribes:
            boat: set[str] = set()
            prev = "."
            for tok in [*row, "."]:
                cid = tok.split(":")[0]
                joined = tok != "." and prev != "." and prev.split(":")[0] not in STERN_IDS and cid not in BOW_IDS
                if not joined:
                    if len(boat) > 1:
                        out.append(f"row {i}: a boat holds both tribes")
                    boat = set()
                if ":" in tok:
                    boat.add(tok.split(":")[1])
                prev = tok
    return out


BOW_IDS = frozenset({"bow", "bow-warrior"})
STERN_IDS = frozenset({"stern", "stern-warrior"})


def check_rivers(game: ogallala.Game, seats: set[int], tribes: bool) -> None:
    ed = game.state.ed
    for seat in seats:
        river = game.river(seat)
        if ed.free_layout:
            breaks = river_constraint_breaks(river, tribes)
        else:
            breaks = mat_constraint_breaks(river, game.state.width, ed.row_unique, tribes)
        assert not breaks, f"seat {seat} river {river!r} breaks the placement rules: {breaks}"


def touched_seats(events: list[dict[str, Any]]) -> set[int]:
    """The seats whose rivers the events may have changed (the actor and any target)."""
    out = set()
    for e in events:
        for key in ("seat", "target"):
            v = e.get(key)
            if isinstance(v, int) and v >= 0:
                out.add(v)
    return out


def play_random_game(players: int, variants: tuple[str, ...], i: int, edition: str = "amigo") -> ogallala.Game:
    seed = game_seed(players, variants, i)
    rng = random.Random(f"choice/{edition}/{players}/{variants}/{i}")
    check_rng = random.Random(f"check/{edition}/{players}/{variants}/{i}")
    tribes = "two-tribes" in variants
    game = ogallala.new_game(edition, players=players, seed=seed, variants=variants)
    total = deck_size(game)
    steps = 0
    replay_at = check_rng.randrange(20, 200)
    while not game.is_over():
        legal = game.legal_actions()
        assert legal, f"seed {seed} step {steps}: no legal action in phase {game.phase}"
        assert len({a.code for a in legal}) == len(legal), f"seed {seed} step {steps}: repeated legal actions"
        assert game.current_seat is not None
        sample = check_rng.randrange(SAMPLE) == 0
        if sample:
            check_position_round_trip(game)
            check_every_legal_action_applies(game, check_rng)
            check_copy_is_independent(game, check_rng)
            check_views_hide_pile_order(game, check_rng)
        if steps == replay_at:
            check_replay(game)
        action = rng.choice(legal)
        n_events = game.event_count
        acting = game.current_seat
        game.apply(action)
        steps += 1
        assert steps <= MAX_ACTIONS, f"seed {seed}: the game did not end within {MAX_ACTIONS} actions"
        census = game.census()
        assert census["total"] == total, f"seed {seed} step {steps} after {action}: {census}"
        parts = sum(census["piles"]) + census["discard"] + sum(census["rivers"]) + census["resolution"]
        assert parts + census.get("out_of_play", 0) == total
        check_rivers(game, touched_seats(game.events_since(n_events)) | {acting}, tribes)
    assert game.legal_actions() == []
    assert game.current_seat is None
    res = game.result()
    assert res is not None and res["reason"] in REASONS
    scores = game.scores()
    assert res["scores"] == scores
    assert res["winners"] == [s for s in range(players) if scores[s] == max(scores)]
    with pytest.raises(ogallala.GameOverError):
        game.apply("draw 1")
    check_replay(game)
    check_position_round_trip(game)
    return game


@pytest.mark.parametrize(("edition", "players", "variants", "games"), CONFIGS, ids=IDS)
def test_random_games_keep_invariants(edition: str, players: int, variants: tuple[str, ...], games: int) -> None:
    """rules.md 3 (card conservation, every game ends) and 4-6 (lasting placement rules);
    docs/architecture.md, "Tests and benchmarks"."""
    reasons: set[str] = set()
    for i in range(games):
        game = play_random_game(players, variants, i, edition)
        reasons.add(game.result()["reason"])  # type: ignore[index]
    # Random play runs out of cards in some game of every configuration.
    assert "no-cards" in reasons


@pytest.mark.parametrize(("edition", "players", "variants", "games"), CONFIGS, ids=IDS)
def test_same_seed_and_choices_give_the_same_game(edition: str, players: int, variants: tuple[str, ...],
                                                  games: int) -> None:
    """rules.md 4.1: a seed fixes every shuffle: the same seed and choices replay identically."""
    for i in range(2):
        a = play_random_game(players, variants, i, edition)
        b = play_random_game(players, variants, i, edition)
        assert a.position() == b.position()
        assert a.record() == b.record()
        assert a.events == b.events


def test_views_of_every_seat_are_json_and_equal_in_public_parts() -> None:
    """rules.md 4.1: the discard pile is public; AMIGO has no hidden hands, so every seat's view
    holds the same public facts (only its own ``seat`` differs) and none holds a pile's order."""
    game = ogallala.new_game("amigo", players=4, seed=77, variants=("two-tribes",))
    rng = random.Random(77)
    for _ in range(120):
        if game.is_over():
            break
        game.apply(rng.choice(game.legal_actions()))
    views = [game.view(s).to_json() for s in [None, 0, 1, 2, 3]]
    for v in views:
        json.dumps(v)
        assert {k: x for k, x in v.items() if k != "seat"} == {k: x for k, x in views[0].items() if k != "seat"}
    assert [v["seat"] for v in views] == [None, 0, 1, 2, 3]
    check_views_hide_pile_order(game, rng)
