"""The ASS "Ogallala I" rules, one or more tests per rule (rules.md section 3 for ASS, rules 5.1 .. 5.7).

Every test builds its situation from mat notation (``mat_positions.make_position``) and cites the rule
it checks: the project's specification (``/work/shared/spec/rules.md``) and, where it has words for it,
the ASS rulebook in its English translation (seed 000). Coordinates are the mat's rows and spaces,
counted from 0.
"""

from __future__ import annotations

from collections import Counter

import pytest
from mat_positions import cell, deck_tokens, event_names, game_at, make_position, play, rows, texts, words

import ogallala
from ogallala import IllegalActionError

ED = "ass"
DECK_SIZE = 134


def boats(river: str, variants: tuple[str, ...] = ()) -> list[dict]:
    return ogallala.score(ED, river, variants)["boats"]


def mat(*row_texts: str, width: int = 14) -> str:
    """A full mat river text; each row is padded on the right with empty spaces."""
    out = []
    for r in row_texts:
        cells = r.split()
        out.append(" ".join(cells + ["."] * (width - len(cells))))
    while len(out) < 3:
        out.append(" ".join(["."] * width))
    return " / ".join(out)


def out_of_play(game: ogallala.Game) -> list[str]:
    return game.view(None).to_json()["out_of_play"]


# A full mat of 42 cards, all warriors and furs (no complete boat: no bow or stern in it).
FULL_MAT = " / ".join([
    "warrior-1 warrior-1 warrior-1 warrior-1 warrior-1 warrior-1 warrior-1 warrior-1 warrior-1 warrior-1 "
    "warrior-2 warrior-2 warrior-2 warrior-2",
    "warrior-2 warrior-2 warrior-2 warrior-2 warrior-3 warrior-3 warrior-3 warrior-3 warrior-3 warrior-3 "
    "warrior-3 warrior-3 warrior-3 warrior-3",
    "furs furs furs furs furs furs furs furs furs furs chief chief shaman shaman",
])


def mat_with_free(free: list[tuple[int, int]]) -> str:
    """FULL_MAT with the given spaces emptied."""
    grid = [r.split() for r in FULL_MAT.split(" / ")]
    for r, c in free:
        grid[r][c] = "."
    return " / ".join(" ".join(r) for r in grid)


# ---------------------------------------------------------------------------------------------
# Section 3 for ASS: boats are cut only by adjacency


def test_boats_cut_only_by_adjacency_bow_chief_gap_stern_is_two_boats() -> None:
    """rules.md 3 (ASS, Pelikan): cards a < b are one boat only if b = a+1 (and a is no stern card, b no
    bow card): `bow chief . stern` is two boats, while AMIGO's one-gap rule joins them into one."""
    bs = boats(mat("bow chief . stern"))
    assert [(b["start"], b["cards"], b["complete"]) for b in bs] == [
        (0, ["bow", "chief"], False),
        (3, ["stern"], False),
    ]
    assert [b["cards"] for b in ogallala.score("amigo", "bow chief . stern")["boats"]] == [
        ["bow", "chief", "stern"]
    ]


def test_boats_cut_after_a_stern_card_and_before_a_bow_card() -> None:
    """rules.md 3: adjacent cards are not one boat when the left one is a stern card or the right one a
    bow card."""
    bs = boats(mat("bow stern warrior-1 bow-warrior stern-warrior furs"))
    assert [(b["start"], b["cards"]) for b in bs] == [
        (0, ["bow", "stern"]),
        (2, ["warrior-1"]),
        (3, ["bow-warrior", "stern-warrior"]),
        (5, ["furs"]),
    ]
    assert [b["complete"] for b in bs] == [True, False, True, False]


def test_card_directly_left_of_a_bow_starts_no_boat_with_it() -> None:
    """rules.md 3 (ASS, Pelikan): a card directly left of a bow card is not in the bow's boat, so
    `furs bow stern` is a loose furs and a complete boat `bow stern` (2 points, rule 5.7)."""
    result = ogallala.score(ED, mat("furs bow stern"))
    assert [(b["cards"], b["complete"]) for b in result["boats"]] == [(["furs"], False), (["bow", "stern"], True)]
    assert result["total"] == 2


def test_stern_completes_a_boat_with_a_card_left_of_its_bow() -> None:
    """rules.md 3, 5.2: placing a stern after `warrior-1 bow` completes the boat `bow stern` (the warrior
    is another boat): the completion ends the turn."""
    g = game_at(ED, ["warrior-1 bow", ""], phase="place", hand="stern")
    play(g, "place stern 0 2")
    assert "complete" in event_names(g)
    assert g.current_seat == 1


def test_single_card_is_a_boat_and_boats_are_per_row() -> None:
    """rules.md 3: a single card with no neighbour in its boat is a boat; boats never span rows."""
    bs = boats(mat("furs . . chief", "bow", "stern"))
    assert [(b["row"], b["start"], b["cards"]) for b in bs] == [
        (0, 0, ["furs"]), (0, 3, ["chief"]), (1, 0, ["bow"]), (2, 0, ["stern"]),
    ]


@pytest.mark.parametrize(
    ("row", "complete"),
    [
        ("bow stern", True),
        ("bow-warrior chief furs stern-warrior", True),
        ("bow-warrior stern", True),
        ("bow warrior-1", False),
        ("warrior-1 stern", False),
        ("bow", False),
    ],
)
def test_complete_boat_bow_first_stern_last_no_gap(row: str, complete: bool) -> None:
    """rules.md 3: a boat is complete when its first card is a bow card, its last a stern card, and it
    has no empty space. Rulebook: "A boat is completed when it has a bow and a stern, with no empty river
    spaces between them.\""""
    (b,) = boats(mat(row))
    assert b["complete"] is complete


def test_strength_is_sum_of_card_strengths() -> None:
    """rules.md 3: a boat's strength is the sum of its cards' strengths (the totem has none, booty none,
    Crazy Axe 0). Card table: bow with warrior 1, shaman 10, chief 5, three warriors 3."""
    (b,) = boats(mat("bow-warrior shaman chief warrior-3 totem furs crazy-axe lasso archer stern-warrior"))
    assert b["strength"] == 1 + 10 + 5 + 3 + 1 + 1 + 1


def test_totem_boat_is_protected() -> None:
    """rules.md 3: a boat that holds a totem is protected (Game.boats reports it)."""
    g = game_at(ED, ["bow totem warrior-2 stern / chief furs", ""])
    assert [(b["row"], b["protected"], b["complete"]) for b in g.boats(0)] == [(0, True, True), (1, False, False)]


# ---------------------------------------------------------------------------------------------
# 5.1 Stacks and the mat


def test_mat_is_3_by_14_spaces() -> None:
    """rules.md 5.1: a river is a fixed mat of 3 x 14 spaces; an empty mat offers all 42 spaces."""
    g = ogallala.new_game(ED, players=2, seed=3)
    assert rows(g, 0) == [["."] * 14] * 3
    g = game_at(ED, ["", ""], phase="place", hand="furs")
    assert sorted(texts(g)) == sorted(f"place furs {r} {c}" for r in range(3) for c in range(14))


def test_mat_is_3_by_16_spaces_with_river_16() -> None:
    """rules.md 5.1: with `river-16` the mat has 3 x 16 spaces. Rulebook: "The displays have two sides,
    one showing 3 rows of 14 spaces, the other 3 rows of 16 spaces.\""""
    g = ogallala.new_game(ED, players=2, seed=3, variants=["river-16"])
    assert rows(g, 1) == [["."] * 16] * 3
    g = game_at(ED, ["", ""], variants=["river-16"], phase="place", hand="furs")
    assert "place furs 2 15" in texts(g)
    assert len(texts(g)) == 48


def test_three_face_down_stacks() -> None:
    """rules.md 5.1: three face-down stacks; the first draw may come from any of them."""
    g = ogallala.new_game(ED, players=3, seed=11)
    assert texts(g) == ["draw 1", "draw 2", "draw 3"]
    v = g.view(0).to_json()
    assert [p["size"] for p in v["piles"]] == [45, 45, 44]
    assert all(p["known"] is None for p in v["piles"])
    assert v["refills_left"] == 0  # rules.md 5.2: no discard pile, so no refill


def test_card_may_go_on_any_empty_space_without_touching() -> None:
    """rules.md 5.1: a card may go on any empty space; no touching rule. Rulebook: "They are not required
    to connect to previously placed cards.\""""
    g = game_at(ED, ["bow", ""], phase="place", hand="chief")
    t = texts(g)
    assert "place chief 2 13" in t
    assert "place chief 0 0" not in t  # the occupied space
    assert len(t) == 41


def test_no_row_uniqueness() -> None:
    """rules.md 5.1: no row-uniqueness: a row may hold the same card twice (unlike AMIGO 4.4, Pelikan)."""
    g = game_at(ED, ["furs chief", ""], phase="place", hand="furs")
    assert "place furs 0 2" in texts(g)
    play(g, "place furs 0 2")
    assert rows(g, 0)[0][:3] == ["furs", "chief", "furs"]


def test_no_bow_stern_neighbour_rule() -> None:
    """rules.md 5.1: no bow/stern neighbour rule: any card may lie directly left of a bow or right of a
    stern (it only starts a new boat)."""
    g = game_at(ED, [". bow . stern", ""], phase="place", hand="warrior-1")
    t = texts(g)
    assert "place warrior-1 0 0" in t  # directly left of a bow
    assert "place warrior-1 0 4" in t  # directly right of a stern
    g = game_at(ED, [". bow . stern", ""], phase="place", hand="bow")
    assert "place bow 0 4" in texts(g)  # a bow right of a stern is fine too, and a bow left of a bow
    assert "place bow 0 0" in texts(g)


def test_sorted_stacks_sort_by_type() -> None:
    """rules.md 1 and 5.1: `sorted-stacks`: stack 1 holds bow, stern, bow-warrior, stern-warrior (and
    section) cards; stack 2 all other warrior cards and the totems; stack 3 the booty."""
    g = ogallala.new_game(ED, players=2, seed=4, variants=["sorted-stacks"])
    fields = dict(f.split("=", 1) for f in g.position().split(";")[1:])
    piles = [Counter(p.split()) for p in fields["piles"].split("|")]
    assert set(piles[0]) == {"bow", "stern", "bow-warrior", "stern-warrior"}
    assert sum(piles[0].values()) == 32
    assert set(piles[1]) == {"warrior-1", "warrior-2", "warrior-3", "chief", "shaman", "lasso", "archer",
                             "crazy-axe", "totem"}
    assert sum(piles[1].values()) == 60
    booty = {d["card"] for d in ogallala.deck(ED)} - set(piles[0]) - set(piles[1])
    assert set(piles[2]) == booty
    assert sum(piles[2].values()) == 42


def test_sorted_stacks_put_sections_in_stack_one() -> None:
    """rules.md 1: `sorted-stacks` stack 1 holds the section cards too (a custom deck with the reserve's
    empty canoe sections)."""
    custom = {d["card"]: d["count"] for d in ogallala.deck(ED)} | {"section": 4}
    g = ogallala.new_game(ED, players=2, seed=4, variants=["sorted-stacks"], deck=custom)
    fields = dict(f.split("=", 1) for f in g.position().split(";")[1:])
    piles = [Counter(p.split()) for p in fields["piles"].split("|")]
    assert piles[0]["section"] == 4
    assert piles[1]["section"] == piles[2]["section"] == 0


def test_unsorted_stacks_mix_types() -> None:
    """rules.md 5.1: without `sorted-stacks` all cards are shuffled together into three stacks."""
    g = ogallala.new_game(ED, players=2, seed=4)
    fields = dict(f.split("=", 1) for f in g.position().split(";")[1:])
    first = Counter(fields["piles"].split("|")[0].split())
    assert any(k in first for k in ("bow", "stern", "bow-warrior", "stern-warrior"))
    assert any(k in first for k in ("furs", "warrior-1", "warrior-2", "warrior-3", "chief"))


# ---------------------------------------------------------------------------------------------
# 5.2 A turn


GO_ON = ["bow", "stern", "furs", "tent", "cannon-left", "buffalo-right", "soldier", "lumberjack"]
ENDS = ["warrior-1", "warrior-3", "chief", "shaman", "bow-warrior", "stern-warrior", "totem", "lasso", "archer"]


@pytest.mark.parametrize("card", GO_ON)
def test_draw_again_after_empty_bow_empty_stern_or_booty(card: str) -> None:
    """rules.md 5.2: after an empty bow, empty stern, empty section or booty card the player may draw
    again or end the turn. Rulebook: "The player may continue to draw and place cards as long as the
    drawn card is one of the following: Bow card without Red Indian, Stern card without Red Indian,
    Booty Card.\""""
    g = game_at(ED, ["", ""], phase="place", hand=card)
    play(g, f"place {card} 1 5")
    assert g.current_seat == 0
    assert g.phase == "continue"
    assert texts(g) == ["draw 1", "draw 2", "draw 3", "stop"]
    play(g, "stop")
    assert g.current_seat == 1
    assert g.phase == "draw"


def test_draw_again_after_empty_section() -> None:
    """rules.md 5.2: an empty section card lets the player draw again (custom deck with the reserve's
    sections)."""
    custom = {d["card"]: d["count"] for d in ogallala.deck(ED)} | {"section": 4}
    g = game_at(ED, ["", ""], deck=custom, phase="place", hand="section")
    play(g, "place section 0 3")
    assert (g.current_seat, g.phase) == (0, "continue")
    play(g, "draw 2")
    assert g.phase == "place"


@pytest.mark.parametrize("card", ENDS)
def test_warrior_or_totem_ends_the_turn(card: str) -> None:
    """rules.md 5.2: any other card, the totem included, ends the turn after it is dealt with. Rulebook:
    "If the card is a Red Indian Card ... he may not draw any more cards. Then, the next player becomes
    active.\""""
    g = game_at(ED, ["", ""], phase="place", hand=card)
    play(g, f"place {card} 1 5")
    assert g.current_seat == 1
    assert g.phase == "draw"


def test_duplicate_booty_does_not_end_the_turn() -> None:
    """rules.md 5.2: only the card's type decides; a card whose id the river already holds (which ends
    an AMIGO turn) lets the player draw again when it is booty."""
    g = game_at(ED, ["furs", ""], tops=["furs", "", ""])
    play(g, "draw 1", "place furs 2 2")
    assert (g.current_seat, g.phase) == (0, "continue")


def test_draw_again_then_warrior_ends() -> None:
    """rules.md 5.2: the player draws on after booty; the moment a warrior card is drawn and placed the
    turn ends."""
    g = game_at(ED, ["", ""], tops=["chief furs", "", ""])
    play(g, "draw 1", "place furs 0 0", "draw 1", "place chief 0 1")
    assert g.current_seat == 1
    assert rows(g, 0)[0][:2] == ["furs", "chief"]


def test_completion_ends_the_turn_even_with_an_empty_stern() -> None:
    """rules.md 5.2: a completion ends the turn (after its attacks), even when the completing card is an
    empty stern that otherwise lets the player draw again."""
    g = game_at(ED, ["bow warrior-1", ""], phase="place", hand="stern")
    play(g, "place stern 0 2")
    assert "complete" in event_names(g)
    assert g.current_seat == 1


def test_completion_ends_the_turn_after_its_attack() -> None:
    """rules.md 5.2: the completion ends the turn after its attacks: first the attack decision, then the
    next player."""
    g = game_at(ED, ["bow warrior-3", "warrior-1"], phase="place", hand="stern")
    play(g, "place stern 0 2")
    assert g.current_seat == 0
    assert g.phase == "attack"
    assert texts(g) == ["attack 1 0 0", "no-attack"]
    play(g, "no-attack")
    assert g.current_seat == 1
    assert g.phase == "draw"


def test_drawn_card_must_be_placed_while_a_space_is_free() -> None:
    """rules.md 5.2: a drawn card must be placed if a space is free (no voluntary discard)."""
    g = game_at(ED, [mat_with_free([(1, 4)]), ""], phase="place", hand="chief")
    assert texts(g) == ["place chief 1 4"]
    with pytest.raises(IllegalActionError):
        g.apply("discard")


def test_drawn_card_goes_out_of_play_when_the_mat_is_full() -> None:
    """rules.md 5.2: with no free space the drawn card goes out of play and the turn ends (even a booty
    card that would let the player draw on)."""
    g = game_at(ED, [FULL_MAT, ""], phase="place", hand="tent")
    assert texts(g) == ["discard"]
    play(g, "discard")
    assert out_of_play(g) == ["tent"]
    assert g.view(None).to_json()["discard_size"] == 0
    assert g.current_seat == 1
    assert g.census()["out_of_play"] == 1
    assert g.census()["total"] == DECK_SIZE


def test_no_discard_pile_cards_leave_to_out_of_play() -> None:
    """rules.md 5.2: there is no discard pile: the view shows the cards out of play (face up), never a
    discard pile; the census counts them."""
    g = game_at(ED, ["", "warrior-2 furs"], phase="place", hand="archer", out="tent eagle")
    v = g.view(1).to_json()
    assert v["discard"] is None
    assert v["out_of_play"] == ["tent", "eagle"]
    play(g, "place archer 0 0", "shoot 1 0 0")
    assert out_of_play(g) == ["tent", "eagle", "warrior-2"]
    c = g.census()
    assert c["discard"] == 0
    assert c["out_of_play"] == 3
    assert c["total"] == DECK_SIZE


def test_game_ends_when_a_card_must_be_drawn_and_all_stacks_are_empty() -> None:
    """rules.md 5.2, 5.6: the game ends when a card must be drawn and all three stacks are empty (there
    is no refill). Rulebook: "The game also ends when all 3 card decks are empty.\""""
    g = game_at(ED, ["bow furs stern", ""], piles=["", "", "tent"], rest="out")
    assert texts(g) == ["draw 3"]
    play(g, "draw 3", "place tent 1 0")
    # No card can be drawn: the player may only stop; the next player cannot draw: the game is over.
    assert g.is_over()
    assert g.result()["reason"] == "no-cards"
    assert g.scores() == [3 + 1, 0]


def test_empty_stack_cannot_be_drawn_from() -> None:
    """rules.md 5.2: a card is drawn from a non-empty stack of the player's choice."""
    g = game_at(ED, ["", ""], piles=["", "furs", "chief"], rest=2)
    assert texts(g) == ["draw 2", "draw 3"]
    with pytest.raises(IllegalActionError):
        g.apply("draw 1")


# ---------------------------------------------------------------------------------------------
# 5.3 Lasso, archer, Crazy Axe

# Seat 1: an incomplete boat, a complete boat, a protected incomplete boat.
VICTIM = "bow chief furs / bow warrior-1 stern / bow totem warrior-2"


def test_lasso_takes_any_card_of_an_incomplete_boat_or_passes() -> None:
    """rules.md 5.3: the lasso may take any one card of an incomplete boat of another player that it can
    place; it is optional (`pass`). From a protected boat only the totem (section 3); never from a
    complete boat. Rulebook: "You may take any type of card. You may not take a card from a complete
    boat.\""""
    g = game_at(ED, ["bow warrior-1", VICTIM], phase="place", hand="lasso")
    play(g, "place lasso 2 0")
    assert g.phase == "lasso"
    assert sorted(words(g, "lasso")) == sorted(["lasso 1 0 0", "lasso 1 0 1", "lasso 1 0 2", "lasso 1 2 1"])
    assert "pass" in texts(g)


def test_lasso_pass_ends_the_turn() -> None:
    """rules.md 5.3, 5.2: the lasso is optional; the lasso is a warrior card, so the turn ends."""
    g = game_at(ED, ["", VICTIM], phase="place", hand="lasso")
    before = g.river(1)
    play(g, "place lasso 2 0", "pass")
    assert g.current_seat == 1
    assert g.river(1) == before


def test_lasso_takes_and_places_the_card() -> None:
    """rules.md 5.3: the lassoed card is placed on any empty space of the own mat; the turn then ends."""
    g = game_at(ED, ["", VICTIM], phase="place", hand="lasso")
    play(g, "place lasso 2 0", "lasso 1 0 2")
    assert g.phase == "lasso-place"
    assert len(texts(g)) == 41
    play(g, "place furs 1 7")
    assert cell(g, 0, 1, 7) == "furs"
    assert rows(g, 1)[0][:3] == ["bow", "chief", "."]
    assert g.current_seat == 1
    assert g.census()["total"] == DECK_SIZE


def test_lasso_takes_only_the_totem_from_a_protected_incomplete_boat() -> None:
    """rules.md 3, 5.3: from a protected boat the lasso may take only the totem, and only from an
    incomplete boat. Rulebook: "The Red Indian with Lasso can catch the Totem Pole, but only if it is in an
    incomplete boat.\""""
    g = game_at(ED, ["", ". / . / bow totem warrior-2 . bow totem stern"], phase="place", hand="lasso")
    play(g, "place lasso 0 0")
    assert words(g, "lasso") == ["lasso 1 2 1"]
    play(g, "lasso 1 2 1", "place totem 0 5")
    assert cell(g, 0, 0, 5) == "totem"
    assert g.boats(1)[0]["protected"] is False


def test_lasso_never_reaches_a_complete_boat() -> None:
    """rules.md 3, 5.3: complete boats are stable: the lasso never touches them (it lapses)."""
    g = game_at(ED, ["", "bow warrior-1 furs stern / bow-warrior stern-warrior"], phase="place", hand="lasso")
    play(g, "place lasso 0 0")
    assert g.current_seat == 1
    assert "lapse" in event_names(g)


def test_lasso_never_takes_from_the_own_mat() -> None:
    """rules.md 3: targets of the lasso are always other players' boats."""
    g = game_at(ED, ["warrior-2 furs", ""], phase="place", hand="lasso")
    play(g, "place lasso 2 0")
    assert g.current_seat == 1


def test_lasso_lapses_when_nothing_can_be_placed() -> None:
    """rules.md 5.3: the lasso takes only a card that it can place: with the mat full after the lasso,
    the action lapses."""
    g = game_at(ED, [mat_with_free([(0, 0)]), "warrior-2 furs"], phase="place", hand="lasso")
    play(g, "place lasso 0 0")
    assert "lapse" in event_names(g)
    assert g.current_seat == 1
    assert rows(g, 1)[0][:2] == ["warrior-2", "furs"]


def test_lasso_that_cannot_be_placed_does_not_act() -> None:
    """rules.md 5.2, 5.3: a lasso drawn onto a full mat goes out of play; it acts only once placed (unlike
    Pelikan 6.3)."""
    g = game_at(ED, [FULL_MAT, "warrior-2 furs"], phase="place", hand="lasso")
    assert texts(g) == ["discard"]
    play(g, "discard")
    assert out_of_play(g) == ["lasso"]
    assert g.current_seat == 1
    assert rows(g, 1)[0][:2] == ["warrior-2", "furs"]


def test_archer_that_cannot_be_placed_does_not_shoot() -> None:
    """rules.md 5.2, 5.3: an archer drawn onto a full mat goes out of play without shooting (the archer acts
    after it is placed; unlike Pelikan 6.3)."""
    g = game_at(ED, [FULL_MAT, "warrior-2 furs"], phase="place", hand="archer")
    play(g, "discard")
    assert out_of_play(g) == ["archer"]
    assert g.current_seat == 1
    assert rows(g, 1)[0][:2] == ["warrior-2", "furs"]


def test_lassoed_card_that_completes_a_boat_attacks() -> None:
    """rules.md 3: a placement of a lassoed card that completes a boat gives it an attack."""
    g = game_at(ED, ["bow shaman", "warrior-3 stern"], phase="place", hand="lasso")
    play(g, "place lasso 2 0", "lasso 1 0 1", "place stern 0 2")
    assert g.phase == "attack"
    assert texts(g) == ["attack 1 0 0", "no-attack"]


def test_archer_shoots_a_warrior_of_an_unprotected_incomplete_boat_out_of_play() -> None:
    """rules.md 5.3: the archer may shoot one warrior card of an unprotected incomplete boat of another
    player out of play. Not booty, not an empty bow, not into a complete or protected boat. Rulebook:
    "it must show one or more Red Indians ... nor a card from a complete boat ... The victim's card is
    removed from play.\""""
    g = game_at(ED, ["", VICTIM], phase="place", hand="archer")
    play(g, "place archer 0 0")
    assert g.phase == "archer"
    assert texts(g) == ["shoot 1 0 1", "pass"]
    play(g, "shoot 1 0 1")
    assert out_of_play(g) == ["chief"]
    assert rows(g, 1)[0][:3] == ["bow", ".", "furs"]
    assert g.current_seat == 1


def test_archer_is_optional() -> None:
    """rules.md 5.3: the archer "may" shoot: `pass` leaves the target alone and ends the turn."""
    g = game_at(ED, ["", VICTIM], phase="place", hand="archer")
    play(g, "place archer 0 0", "pass")
    assert out_of_play(g) == []
    assert rows(g, 1)[0][:3] == ["bow", "chief", "furs"]
    assert g.current_seat == 1


def test_archer_targets_every_warrior_card_kind() -> None:
    """rules.md 2: warrior cards are all cards with a strength, bow-warrior, stern-warrior, lasso, archer
    and crazy-axe included; the totem is not one."""
    g = game_at(ED, ["", "bow-warrior lasso archer crazy-axe furs / stern-warrior"], phase="place", hand="archer")
    play(g, "place archer 0 0")
    assert sorted(words(g, "shoot")) == sorted(["shoot 1 0 0", "shoot 1 0 1", "shoot 1 0 2", "shoot 1 0 3",
                                                 "shoot 1 1 0"])


def test_crazy_axe_without_complete_boat_goes_out_of_play_alone() -> None:
    """rules.md 5.3: with no complete boat, the axe goes out of play. Rulebook: "If you do not have a
    complete boat Crazy Axe will sink himself and he is removed from play.\""""
    g = game_at(ED, ["bow chief . stern", ""], tops=["crazy-axe", "", ""])
    play(g, "draw 1")
    assert out_of_play(g) == ["crazy-axe"]
    assert rows(g, 0)[0][:4] == ["bow", "chief", ".", "stern"]
    assert g.current_seat == 1


def test_crazy_axe_sinks_the_only_complete_boat() -> None:
    """rules.md 5.3: Crazy Axe must be placed on an own complete boat, which sinks out of play with the
    axe. Rulebook: "All its cards, including Crazy Axe, are removed from play.\""""
    g = game_at(ED, ["bow warrior-1 furs stern / chief", ""], tops=["crazy-axe", "", ""])
    play(g, "draw 1")
    assert Counter(out_of_play(g)) == Counter(["bow", "warrior-1", "furs", "stern", "crazy-axe"])
    assert rows(g, 0)[0][:4] == ["."] * 4
    assert cell(g, 0, 1, 0) == "chief"
    assert g.current_seat == 1
    assert g.census()["total"] == DECK_SIZE


def test_crazy_axe_chooses_among_complete_boats_totem_or_not() -> None:
    """rules.md 5.3: the player chooses the own complete boat; a protected one sinks too. Rulebook:
    "Crazy Axe will sink this boat, too.\""""
    g = game_at(ED, ["bow totem stern / bow-warrior stern-warrior / bow warrior-1", ""], tops=["crazy-axe", "", ""])
    play(g, "draw 1")
    assert g.phase == "axe"
    assert texts(g) == ["sink 0 0", "sink 1 0"]
    play(g, "sink 0 0")
    assert Counter(out_of_play(g)) == Counter(["bow", "totem", "stern", "crazy-axe"])
    assert "crazy-axe" not in g.river(0)
    assert g.current_seat == 1


# ---------------------------------------------------------------------------------------------
# 5.4 Attack

# Seat 1: a complete boat of strength 3; a boat of strength 6 (equal to the attacker); a boat of
# strength 2; a booty boat (0); a chief (5); a protected boat (1).
TARGETS = "bow warrior-3 furs stern . chief warrior-1 / warrior-2 gold-left . tent . chief / bow totem warrior-1"


def attacker_game(**kw: object) -> ogallala.Game:
    """Seat 0 completes `bow-warrior chief stern` (strength 6) by placing the stern."""
    g = game_at(ED, [kw.pop("mine", "bow-warrior chief"), kw.pop("theirs", TARGETS)], phase="place", hand="stern",
                **kw)
    play(g, "place stern 0 2")
    return g


def test_attack_targets_complete_or_incomplete_weaker_unprotected_boats() -> None:
    """rules.md 5.4: a completed boat may take one boat of another player, complete or incomplete,
    unprotected and of lower strength. Rulebook: "You can only conquer a boat or section with a lesser
    combat strength.\""""
    g = attacker_game()
    assert g.phase == "attack"
    assert sorted(words(g, "attack")) == sorted(["attack 1 0 0", "attack 1 1 0", "attack 1 1 3", "attack 1 1 5"])
    assert "no-attack" in texts(g)


def test_attack_is_optional() -> None:
    """rules.md 5.4: a completed boat "may" attack; `no-attack` leaves every boat where it is."""
    g = attacker_game()
    before = g.river(1)
    play(g, "no-attack")
    assert g.river(1) == before
    assert g.current_seat == 1


def test_attack_warriors_out_of_play_booty_and_empty_cards_must_be_placed() -> None:
    """rules.md 5.4: the target's warrior cards go out of play; all its booty and empty cards must be
    placed on the attacker's mat. Rulebook: "Red Indians do not surrender ... they are out of the game.
    Take all Booty Cards and empty canoe section cards and add them to your river display.\""""
    g = attacker_game()
    play(g, "attack 1 0 0")
    assert out_of_play(g) == ["warrior-3"]
    assert g.phase == "loot"
    t = texts(g)
    assert "done" not in t
    assert {a.split()[1] for a in t} == {"bow", "furs", "stern"}
    assert rows(g, 1)[0][:4] == ["."] * 4
    play(g, "place furs 2 0", "place bow 2 5")
    assert g.phase == "loot"
    play(g, "place stern 2 10")
    assert [cell(g, 0, 2, c) for c in (0, 5, 10)] == ["furs", "bow", "stern"]
    assert g.current_seat == 1
    assert g.census()["total"] == DECK_SIZE


def test_attack_takes_only_the_run_of_adjacent_cards() -> None:
    """rules.md 5.4: the target is a run of adjacent cards, as boats are cut in section 3: attacking
    `bow chief . stern` at its bow takes `bow chief` only; the stern stays."""
    g = attacker_game(mine="bow-warrior shaman", theirs="bow chief . stern")
    assert sorted(words(g, "attack")) == ["attack 1 0 0", "attack 1 0 3"]
    play(g, "attack 1 0 0")
    assert out_of_play(g) == ["chief"]
    assert rows(g, 1)[0][:4] == [".", ".", ".", "stern"]
    play(g, "place bow 1 0")
    assert g.current_seat == 1


def test_attack_cannot_take_equal_or_stronger_boats() -> None:
    """rules.md 5.4: only boats of lower strength: a boat of equal strength cannot be attacked."""
    g = attacker_game(theirs="chief warrior-1 / shaman")
    assert "attack" not in " ".join(texts(g))
    assert g.current_seat == 1  # no target: the attack lapses and the completion ends the turn


def test_attack_cannot_take_a_protected_boat() -> None:
    """rules.md 3: a boat that holds a totem cannot be attacked, complete or incomplete. Rulebook: "A boat
    containing the pole (complete, or section of an incomplete boat) is immune to attacks.\""""
    g = attacker_game(theirs="bow totem stern / warrior-1 totem")
    assert g.current_seat == 1
    assert "no-attack" not in [e["event"] for e in g.events]


def test_loot_goes_out_of_play_when_the_mat_is_full() -> None:
    """rules.md 5.4: booty and empty cards that find no space go out of play."""
    full = mat_with_free([(0, 0), (0, 1), (0, 2)]).split(" / ")
    mine = " / ".join(["bow-warrior chief " + " ".join(full[0].split()[2:]), full[1], full[2]])
    g = game_at(ED, [mine, "bow warrior-1 furs"], phase="place", hand="stern")
    play(g, "place stern 0 2", "attack 1 0 0")
    assert Counter(out_of_play(g)) == Counter(["warrior-1", "bow", "furs"])
    assert g.current_seat == 1
    assert g.census()["total"] == DECK_SIZE


def test_loot_placed_until_the_mat_is_full_then_out_of_play() -> None:
    """rules.md 5.4: loot is placed while spaces are free; what finds no space goes out of play."""
    full = mat_with_free([(0, 2), (2, 13)]).split(" / ")
    mine = " / ".join(["bow-warrior chief " + " ".join(full[0].split()[2:]), full[1], full[2]])
    g = game_at(ED, [mine, "bow warrior-1 furs"], phase="place", hand="stern")
    play(g, "place stern 0 2", "attack 1 0 0")
    assert sorted(texts(g)) == ["place bow 2 13", "place furs 2 13"]
    play(g, "place furs 2 13")
    assert Counter(out_of_play(g)) == Counter(["warrior-1", "bow"])
    assert g.current_seat == 1


def test_chained_attack_by_a_boat_completed_with_loot() -> None:
    """rules.md 5.4 and 3: a boat completed by placing conquered cards attacks in turn. Rulebook: "if you
    can complete another boat using the bits and pieces of a conquered boat you get another attack with
    that new boat.\""""
    g = attacker_game(mine="bow-warrior chief / bow-warrior warrior-3", theirs="warrior-1 stern / warrior-2 / furs")
    play(g, "attack 1 0 0")
    assert out_of_play(g) == ["warrior-1"]
    play(g, "place stern 1 2")
    assert g.phase == "attack"  # the boat bow-warrior warrior-3 stern (strength 4) attacks
    assert sorted(words(g, "attack")) == ["attack 1 1 0", "attack 1 2 0"]
    play(g, "attack 1 1 0")
    assert out_of_play(g) == ["warrior-1", "warrior-2"]
    assert g.current_seat == 1


def test_complete_boat_attacks_once_only() -> None:
    """rules.md 3: a boat that stays complete never attacks again. Rulebook: "A completed boat only has
    one attack, and only immediately after its completion.\""""
    g = game_at(ED, ["bow-warrior chief stern", "warrior-1"], phase="place", hand="furs")
    play(g, "place furs 1 0")
    assert g.phase == "continue"
    assert "attack" not in " ".join(texts(g))


def test_two_tribes_red_boat_attacks_only_black_or_colourless_boats() -> None:
    """rules.md 5.4 with `two-tribes`: a red boat may attack only a black boat or a boat without warriors.
    Rulebook: "a "red" boat may only conquer a "blue" boat and vice versa. Boats and boat sections without a
    colour (i.e. without Red Indians) may be attacked by any boat.\""""
    g = game_at(ED, ["bow-warrior:red chief:red", "warrior-1:red / warrior-1:black / furs"],
                variants=["two-tribes"], phase="place", hand="stern")
    play(g, "place stern 0 2")
    assert sorted(words(g, "attack")) == ["attack 1 1 0", "attack 1 2 0"]


def test_two_tribes_one_tribe_per_boat_cut_by_adjacency() -> None:
    """rules.md 4.4 / ASS variant: a boat may hold warriors of one tribe only; in ASS a space apart is
    another boat, so a red card may lie two spaces from a black boat but not beside it. Rulebook: "In any
    one boat only Red Indians of one colour may be placed.\""""
    g = game_at(ED, ["bow-warrior:black warrior-1:black", ""], variants=["two-tribes"], phase="place",
                hand="chief:red")
    t = texts(g)
    assert "place chief 0 2" not in t
    assert "place chief 0 3" in t


# ---------------------------------------------------------------------------------------------
# 5.5 Shifting


def test_shift_moves_a_suite_card_onto_an_empty_space() -> None:
    """rules.md 5.5: when a drawn suite card arrives and the player has cards of that suite in a row, each
    of those may move one space onto an empty space so that the new card lies directly beside a card of
    its suite. Rulebook: "he may move the placed cards of the suite one space each to be able to complete
    the suite.\""""
    g = game_at(ED, [". wood-left chief", ""], phase="place", hand="wood-right")
    assert words(g, "shift") == ["shift wood-right 0 1 wood-left=left"]
    play(g, "shift wood-right 0 1 wood-left=left")
    assert rows(g, 0)[0][:3] == ["wood-left", "wood-right", "chief"]
    assert g.phase == "continue"  # booty: the player may draw again
    assert ogallala.score(ED, g.river(0))["total"] == 0


def test_shift_only_if_the_new_card_ends_beside_its_suite_halves_in_order() -> None:
    """rules.md 5.5: the new card must end directly beside a card of its suite, halves in order (left half
    directly left of the right half): `wood-right` may not go left of `wood-left`."""
    g = game_at(ED, [". . wood-left chief", ""], phase="place", hand="wood-right")
    shifts = words(g, "shift")
    assert "shift wood-right 0 2 wood-left=left" in shifts
    assert "shift wood-right 0 0 wood-left=left" not in shifts  # right half left of the left half
    assert "shift wood-right 0 6 wood-left=left" not in shifts  # not beside a suite card
    assert shifts == ["shift wood-right 0 2 wood-left=left"]


def test_shift_person_may_sit_on_either_side() -> None:
    """rules.md 5.5: the person of a suite may end on either side of a suite card."""
    g = game_at(ED, [". horse-left . chief", ""], phase="place", hand="cowboy")
    shifts = words(g, "shift")
    assert "shift cowboy 0 1 horse-left=right" in shifts  # cowboy left of horse-left (now at 2)
    assert "shift cowboy 0 1 horse-left=left" in shifts  # cowboy right of horse-left (now at 0)


def test_shift_never_moves_a_card_off_the_mat_or_onto_a_card() -> None:
    """rules.md 5.5: moves go onto empty spaces within the row. Rulebook: "the cards may not be moved off
    the river spaces on the river display.\""""
    g = game_at(ED, ["gold-left chief", ""], phase="place", hand="gold-right")
    assert words(g, "shift") == []
    g = game_at(ED, ["13: gold-right", ""], phase="place", hand="gold-left")
    assert words(g, "shift") == ["shift gold-left 0 11 gold-right=left"]  # never gold-right=right (off the mat)


def test_shift_only_within_a_row_holding_the_suite() -> None:
    """rules.md 5.5: only cards of the drawn card's suite in a row move, within that row; a row without
    them offers no shift, nor do other suites."""
    g = game_at(ED, [". bear-left chief / . wood-left chief", ""], phase="place", hand="wood-right")
    assert words(g, "shift") == ["shift wood-right 1 1 wood-left=left"]


def test_shift_needs_a_suite_card() -> None:
    """rules.md 5.5: only a drawn suite card shifts; a simple booty card or a warrior never does."""
    g = game_at(ED, [". furs chief", ""], phase="place", hand="furs")
    assert words(g, "shift") == []
    with pytest.raises(ogallala.NotationError):
        g.apply("shift furs 0 1 furs=left")


def test_shift_that_completes_a_boat_ends_the_turn() -> None:
    """rules.md 5.5, 3, 5.2: a shifted placement that completes a boat is a completion: the turn ends (after
    the attack), although booty would otherwise let the player draw again."""
    g = game_at(ED, ["bow . cannon-left stern", ""], phase="place", hand="cannon-right")
    play(g, "shift cannon-right 0 2 cannon-left=left")
    assert rows(g, 0)[0][:4] == ["bow", "cannon-left", "cannon-right", "stern"]
    assert "complete" in event_names(g)
    assert g.current_seat == 1
    assert ogallala.score(ED, g.river(0))["total"] == 4 + 3 + 3


def test_plain_placement_stays_available_beside_shifts() -> None:
    """rules.md 5.5: shifting is a choice; the drawn card may still go on any empty space."""
    g = game_at(ED, [". wood-left chief", ""], phase="place", hand="wood-right")
    assert len(words(g, "place")) == 42 - 2


# ---------------------------------------------------------------------------------------------
# 5.6 End

THREE = "bow stern . bow-warrior stern-warrior / bow warrior-1"


def test_third_complete_boat_may_end_the_game() -> None:
    """rules.md 5.6: after a completion and its attacks, a player with at least 3 complete boats may end
    the game. Rulebook: "A player may end the game once he has completed 3 boats. If he chooses to do so
    and announces it the game ends immediately.\""""
    g = game_at(ED, [THREE, ""], phase="place", hand="stern")
    play(g, "place stern 1 2")
    assert g.phase == "end"
    assert texts(g) == ["end", "continue"]
    play(g, "end")
    assert g.is_over()
    assert g.result()["reason"] == "ended"
    assert g.result()["ended_by"] == 0
    assert g.scores() == [2 + 2 + 3, 0]
    assert g.winners() == [0]


def test_third_complete_boat_play_on() -> None:
    """rules.md 5.6: the player may play on; the turn then ends (a completion ends it)."""
    g = game_at(ED, [THREE, ""], phase="place", hand="stern")
    play(g, "place stern 1 2", "continue")
    assert not g.is_over()
    assert g.current_seat == 1


def test_no_end_decision_with_two_complete_boats() -> None:
    """rules.md 5.6: fewer than 3 complete boats: no end decision."""
    g = game_at(ED, ["bow stern / bow warrior-1", ""], phase="place", hand="stern")
    play(g, "place stern 1 2")
    assert g.current_seat == 1
    assert not g.is_over()


def test_no_forced_end_at_five_boats() -> None:
    """rules.md 5.6: no forced end (unlike AMIGO's fifth boat): with 5 and 6 complete boats the player may
    still play on. Rulebook: "If he passes the chance on his third boat he must complete a fourth boat to
    end the game, or a fifth after that, etc.\""""
    mine = "bow stern bow stern / bow-warrior stern-warrior bow-warrior stern-warrior / bow warrior-1"
    g = game_at(ED, [mine, ""], phase="place", hand="stern")
    play(g, "place stern 2 2")
    assert sum(b["complete"] for b in g.boats(0)) == 5
    assert texts(g) == ["end", "continue"]
    play(g, "continue")
    assert not g.is_over()


def test_end_decision_comes_after_the_attack() -> None:
    """rules.md 5.6: the end decision comes after the completion's attacks."""
    g = game_at(ED, [THREE.replace("bow warrior-1", "bow warrior-3"), "warrior-1"], phase="place", hand="stern")
    play(g, "place stern 1 2")
    assert g.phase == "attack"
    play(g, "attack 1 0 0")
    assert g.phase == "end"


def test_end_only_right_after_a_completion() -> None:
    """rules.md 5.6: the game can be ended only after a completion, not on an ordinary turn."""
    g = game_at(ED, ["bow stern bow stern bow stern", ""], phase="place", hand="furs")
    play(g, "place furs 2 0")
    assert g.phase == "continue"
    assert "end" not in texts(g)


# ---------------------------------------------------------------------------------------------
# 5.7 Score


def score_row(row: str, variants: tuple[str, ...] = ()) -> int:
    return ogallala.score(ED, mat(row), variants)["total"]


def test_rulebook_score_example_3_card_boat_with_one_booty() -> None:
    """rules.md 5.7: "a 3-card boat with one booty scores 4" (3 + 1)."""
    assert score_row("bow furs stern") == 4


def test_rulebook_score_example_5_card_boat_with_two_furs() -> None:
    """rules.md 5.7: "a 5-card boat with two furs scores 9" (5 + 2 x 2)."""
    assert score_row("bow furs warrior-1 furs stern") == 9


LONG_BOAT = ("bow tobacco tobacco wood-left wood-right lumberjack warrior-1 warrior-2 warrior-3 chief shaman "
             "archer stern")


def test_rulebook_score_example_13_card_boat() -> None:
    """rules.md 5.7: "a 13-card boat with two tobacco and wood-left, wood-right, lumberjack scores 42"
    (26 + 2 x 2 + 3 x 4)."""
    assert len(LONG_BOAT.split()) == 13
    assert score_row(LONG_BOAT) == 42


def test_rulebook_score_example_three_boats_together_55() -> None:
    """Rulebook: "If those 3 boats were boats of the same player, his final score would be 55 points."
    (one boat per row of a 14-space mat)."""
    river = mat("bow furs stern", "bow furs warrior-1 furs stern", LONG_BOAT)
    result = ogallala.score(ED, river)
    assert result["total"] == 55
    assert [b["points"] for b in result["boats"]] == [4, 9, 42]


def test_running_score_of_a_game_uses_ass_scoring() -> None:
    """rules.md 5.7: Game.scores() uses the same scoring (complete boats only)."""
    g = game_at(ED, [mat("bow furs stern", "bow furs warrior-1 furs stern", LONG_BOAT), "bow furs"])
    assert g.scores() == [55, 0]
    assert [b["points"] for b in g.boats(0)] == [4, 9, 42]


@pytest.mark.parametrize(
    ("row", "points"),
    [
        ("bow buffalo-right buffalo-hunter stern", 4 + 1 + 1),  # "Buffalo rear end + buffalo hunter: 1 + 1"
        ("bow buffalo-left buffalo-right stern", 4 + 3 + 3),  # "Buffalo front and rear end, adjacent: 3 + 3"
        ("bow tobacco tobacco stern", 4 + 2 + 2),  # "Tobacco, twice in the boat: 2 + 2"
        ("bow tobacco warrior-1 tobacco stern", 5 + 2 + 2),  # twice in the boat, not side by side
        ("bow furs furs furs stern", 5 + 6),  # "Furs, three times in the boat: 6"
        ("bow furs furs furs furs stern", 6 + 8),  # "Furs, four times in the boat: 8"
    ],
)
def test_rulebook_more_examples_of_booty_points(row: str, points: int) -> None:
    """rules.md 5.7 and the rulebook's "More Examples of Tallying" (points besides those for the cards)."""
    assert score_row(row) == points


@pytest.mark.parametrize(
    ("row", "points"),
    [
        ("bow buffalo-right buffalo-left stern", 4 + 1 + 1),  # halves out of order: singles
        ("bow buffalo-left warrior-1 buffalo-right stern", 5 + 1 + 1),  # not side by side: singles
        ("bow buffalo-hunter buffalo-left buffalo-right stern", 5 + 4 + 4 + 4),  # person before the pair
        ("bow buffalo-left buffalo-right buffalo-hunter stern", 5 + 4 + 4 + 4),  # person after the pair
        ("bow buffalo-left buffalo-right warrior-1 buffalo-hunter stern", 6 + 3 + 3 + 1),  # person not beside
        ("bow furs tent eagle stern", 5 + 1 + 1 + 1),  # different ids: single each
        ("bow cannon-left cannon-right furs furs soldier stern", 7 + 3 + 3 + 2 + 2 + 1),
    ],
)
def test_booty_points_highest_that_applies(row: str, points: int) -> None:
    """rules.md 5.7: per booty card the highest that applies: 1 single, 2 same id more than once, 3 suite
    pair side by side in order, 4 pair with its person beside it."""
    assert score_row(row) == points


@pytest.mark.parametrize(
    ("n", "points"),
    [(2, 2), (3, 3), (8, 8), (9, 18), (10, 20), (14, 28)],
)
def test_card_points_2_to_8_one_each_9_or_more_two_each(n: int, points: int) -> None:
    """rules.md 5.7: 2-8 cards: 1 point per card; 9 or more: 2 points per card. Rulebook: "If the boat is
    made up of more than 8 cards: 2 points per card.\""""
    row = " ".join(["bow"] + ["warrior-1"] * (n - 2) + ["stern"])
    assert score_row(row) == points


def test_incomplete_boats_score_nothing() -> None:
    """rules.md 5.7: only complete boats score. Rulebook: "Incomplete boats do not score.\""""
    result = ogallala.score(ED, mat("bow furs furs", "bow tobacco . stern", "buffalo-left buffalo-right"))
    assert result["total"] == 0
    assert all(b["points"] == 0 for b in result["boats"])


def test_scoring_on_a_16_space_mat() -> None:
    """rules.md 5.7 with `river-16`: a 15-card boat scores 2 per card."""
    row = " ".join(["bow"] + ["warrior-1"] * 13 + ["stern"])
    assert ogallala.score(ED, mat(row, width=16), ["river-16"])["total"] == 30


def test_score_two_tribes_colours_do_not_matter() -> None:
    """rules.md 3: same card means same id; the tribe colour is ignored (scoring with two-tribes)."""
    river = mat("bow-warrior:red warrior-1:red furs furs stern-warrior:red")
    assert ogallala.score(ED, river, ["two-tribes"])["total"] == 5 + 4


# ---------------------------------------------------------------------------------------------
# Card conservation


def test_census_counts_every_card() -> None:
    """rules.md 3: every card is at every moment in exactly one place: piles, rivers, in resolution, or
    (ASS) out of play; the census shows it and its total is the deck's 134 cards."""
    g = ogallala.new_game(ED, players=3, seed=21)
    assert g.census()["total"] == DECK_SIZE
    for _ in range(300):
        if g.is_over():
            break
        g.apply(g.legal_actions()[0])
        c = g.census()
        assert c["total"] == DECK_SIZE
        assert c["discard"] == 0


def test_position_holds_the_whole_deck() -> None:
    """rules.md 3: a position whose cards do not make the deck is refused."""
    text = make_position(ED, ["bow", ""])
    assert sorted(deck_tokens(ED)) == sorted(
        [t for f in text.split(";") if f.startswith(("piles=", "rivers="))
         for t in f.split("=", 1)[1].replace("|", " ").replace("/", " ").split() if t != "."]
    )
    with pytest.raises(ogallala.NotationError):
        ogallala.load_position(text.replace("rivers=bow", "rivers=shaman"))
