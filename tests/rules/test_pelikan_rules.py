"""The Pelikan 1975 "Ogallala II" rules, one or more tests per rule (rules.md rules 6.1 .. 6.7).

Every test builds its situation from mat notation (``mat_positions.make_position``) and cites the rule
it checks: the project's specification (``/work/shared/spec/rules.md``) and, where it has words for it,
the "Ogallala II" rules in the English translation of the ASS rulebook (seed 000). Pelikan has one
stack: a draw is the only legal action of a draw decision, so the engine takes it by itself once the
game runs (a loaded position waits for ``draw 1``). Coordinates are the mat's rows and spaces.
"""

from __future__ import annotations

from collections import Counter

import pytest
from mat_positions import cell, event_names, game_at, make_position, play, rows, texts, words

import ogallala
from ogallala import IllegalActionError

ED = "pelikan"
DECK_SIZE = 98


def mat(*row_texts: str, width: int = 14) -> str:
    """A full mat river text; each row is padded on the right with empty spaces."""
    out = []
    for r in row_texts:
        cells = r.split()
        out.append(" ".join(cells + ["."] * (width - len(cells))))
    while len(out) < 3:
        out.append(" ".join(["."] * width))
    return " / ".join(out)


def score(river: str, variants: tuple[str, ...] = ()) -> dict:
    return ogallala.score(ED, river, variants)


# A full mat that keeps row uniqueness and holds no complete boat (bow cards only at the right end).
_ROW = "stern warrior-1 warrior-2 warrior-3 chief lasso archer furs section {} {} stern-warrior bow bow-warrior"
FULL_MAT = " / ".join([_ROW.format("shaman", "totem"), _ROW.format("shaman", "totem"),
                       _ROW.format("firewater", "gunpowder")])


def mat_with_free(free: list[tuple[int, int]]) -> str:
    grid = [r.split() for r in FULL_MAT.split(" / ")]
    for r, c in free:
        grid[r][c] = "."
    return " / ".join(" ".join(r) for r in grid)


# ---------------------------------------------------------------------------------------------
# 6.1 One stack, face-down discards, the mat


def test_one_face_down_stack() -> None:
    """rules.md 6.1: one face-down stack. Rulebook: "The 98 cards ... are shuffled and placed in one stack
    face down.\""""
    g = ogallala.new_game(ED, players=2, seed=8)
    v = g.view(0).to_json()
    assert len(v["piles"]) == 1
    assert v["piles"][0]["known"] is None
    # The first draw is the only possible action: the engine has taken it.
    assert g.phase == "place"
    assert v["piles"][0]["size"] == DECK_SIZE - 1
    assert len(v["decision"]["hand"]) == 1
    assert v["refills_left"] == 3  # rules.md 6.1: at most three refills per game


def test_a_draw_decision_offers_only_the_one_stack() -> None:
    """rules.md 6.1: one stack: `draw 1` is the only draw."""
    g = game_at(ED, ["", ""])
    assert texts(g) == ["draw 1"]
    with pytest.raises(IllegalActionError):
        g.apply("draw 2")


def test_discards_are_face_down_view_shows_only_the_size() -> None:
    """rules.md 6.1: discards lie face down: a view shows the discard pile's size, never its cards."""
    g = game_at(ED, ["", ""], discard="furs chief tent")
    for seat in (None, 0, 1):
        v = g.view(seat).to_json()
        assert v["discard"] is None
        assert v["discard_size"] == 3
        assert v["out_of_play"] is None
        assert "tent" not in str(v["discard"])


def test_empty_stack_is_refilled_from_the_shuffled_discards() -> None:
    """rules.md 6.1: the discards are shuffled into a new stack when the stack is empty. Rulebook: "This
    discard stack will be shuffled and used once the original stack is empty.\""""
    g = game_at(ED, ["", ""], piles=["tent"], rest="discard", refills=3)
    n_discard = g.view(None).to_json()["discard_size"]
    play(g, "draw 1")  # tent; the stack runs empty and the discard pile becomes the new stack at once
    v = g.view(None).to_json()
    assert "refill" in event_names(g)
    assert v["refills_left"] == 2
    assert v["discard_size"] == 0
    assert v["piles"][0]["size"] == n_discard
    assert v["piles"][0]["known"] is None  # the new stack was face down: nobody knows its cards
    assert g.census()["total"] == DECK_SIZE


def test_refilled_at_most_three_times_then_the_game_ends() -> None:
    """rules.md 6.1, 6.6: at most three refills per game; when a card must be drawn and none can be, the
    game ends."""
    g = game_at(ED, ["furs", ""], piles=["furs"], rest="discard", refills=0)
    play(g, "draw 1")  # a duplicate: placed in another row, the turn ends
    play(g, "place furs 1 0")
    assert g.is_over()
    assert g.result()["reason"] == "no-cards"
    assert "refill" not in event_names(g)


def test_the_draw_is_compulsory_so_an_empty_stack_ends_the_game_mid_turn() -> None:
    """rules.md 6.2, 6.6: the player must draw on (no stop); with the stack empty and no refill left the
    game ends at once."""
    g = game_at(ED, ["", ""], piles=["tent"], rest="discard", refills=0)
    play(g, "draw 1", "place tent 0 0")
    assert g.is_over()
    assert g.result()["reason"] == "no-cards"


def test_mat_is_3_by_14_or_16_spaces() -> None:
    """rules.md 6.1: a mat of 3 x 14 spaces (`river-16`: 16). Rulebook: "All players must use the same
    display (14 or 16 spaces).\""""
    g = game_at(ED, ["", ""], phase="place", hand="chief")
    assert len(texts(g)) == 42
    g = game_at(ED, ["", ""], variants=["river-16"], phase="place", hand="chief")
    assert len(texts(g)) == 48
    assert "place chief 2 15" in texts(g)


def test_row_uniqueness_on_the_mat() -> None:
    """rules.md 6.1: row-uniqueness applies. Rulebook: "The same card may never be placed twice in the same
    row. A second or third card of that type must be placed in another row.\""""
    g = game_at(ED, ["furs / . / 5: chief", ""], phase="place", hand="furs", flags="dup")
    t = texts(g)
    assert not any(a.startswith("place furs 0 ") for a in t)
    assert "place furs 1 0" in t
    assert "place furs 2 0" in t
    assert len(t) == 13 + 14


def test_any_empty_space_no_touching_no_bow_stern_neighbour_rule() -> None:
    """rules.md 6.1: any empty space; no touching rule; no bow/stern neighbour rule. Rulebook: "The cards
    may be placed adjacent to each other, or with empty spaces in between.\""""
    g = game_at(ED, [". bow . stern", ""], phase="place", hand="warrior-1")
    t = texts(g)
    assert "place warrior-1 0 0" in t  # directly left of a bow
    assert "place warrior-1 0 4" in t  # directly right of a stern
    assert "place warrior-1 2 13" in t  # far from every card


def test_no_shifting() -> None:
    """rules.md 6.1: no shifting. Rulebook: "Cards once placed on the river display may not be moved
    afterwards." and "You are not allowed to move cards.\""""
    g = game_at(ED, [". wood-left chief", ""], phase="place", hand="wood-right")
    assert words(g, "shift") == []
    assert rows(g, 0)[0][:3] == [".", "wood-left", "chief"]


def test_boats_cut_only_by_adjacency() -> None:
    """rules.md 3 (ASS, Pelikan): `bow chief . stern` is two boats; a card left of a bow is another boat."""
    bs = score(mat("bow chief . stern"))["boats"]
    assert [b["cards"] for b in bs] == [["bow", "chief"], ["stern"]]
    bs = score(mat("furs bow stern"))["boats"]
    assert [(b["cards"], b["complete"]) for b in bs] == [(["furs"], False), (["bow", "stern"], True)]


# ---------------------------------------------------------------------------------------------
# 6.2 A turn


def test_turn_draws_and_places_until_a_duplicate_is_drawn() -> None:
    """rules.md 6.2: draw and place, again and again, until a card whose id is already in the river is
    drawn; it is placed too, then the turn ends. Rulebook: "He repeats this until he draws a card that is
    already on his display. He places this card, too, but then it's the next player's turn.\""""
    g = game_at(ED, ["furs", ""], tops=["furs chief warrior-1"])
    play(g, "draw 1", "place warrior-1 0 5")
    assert (g.current_seat, g.phase, g.view(0).to_json()["decision"]["hand"]) == (0, "place", ["chief"])
    play(g, "place chief 0 6")
    assert g.view(0).to_json()["decision"]["hand"] == ["furs"]
    assert g.view(0).to_json()["decision"]["flags"]["duplicate"] is True
    play(g, "place furs 1 0")
    assert g.current_seat == 1
    assert cell(g, 0, 1, 0) == "furs"


def test_duplicate_means_anywhere_in_the_river() -> None:
    """rules.md 6.2: "a card whose id is already in the river": in any row, any tribe."""
    g = game_at(ED, ["/ / 13: chief", ""], tops=["chief"])
    play(g, "draw 1", "place chief 0 0")
    assert g.current_seat == 1


def test_card_that_cannot_be_placed_is_discarded_and_ends_the_turn() -> None:
    """rules.md 6.2: a drawn card that cannot be placed is discarded and the turn ends. Rulebook: "When a
    newly-drawn card can not be placed it is discarded face down, and the next player takes his turn.\""""
    g = game_at(ED, ["furs / furs / furs", ""], tops=["furs"])
    play(g, "draw 1")  # the only action, discard, is taken by the engine
    assert g.current_seat == 1
    assert g.view(None).to_json()["discard_size"] == 1
    assert "discard" in event_names(g)


def test_new_card_on_a_full_mat_is_discarded() -> None:
    """rules.md 6.2: a card that is not a duplicate but finds no space is discarded; the turn ends."""
    g = game_at(ED, [FULL_MAT, ""], tops=["eagle"])
    play(g, "draw 1")
    assert g.current_seat == 1
    assert g.view(None).to_json()["discard_size"] == 1


def test_no_voluntary_stop() -> None:
    """rules.md 6.2: no voluntary stop: after a card that does not end the turn the only action is to draw."""
    g = game_at(ED, ["", ""], phase="continue")
    assert texts(g) == ["draw 1"]
    with pytest.raises(IllegalActionError):
        g.apply("stop")


def test_no_voluntary_discard() -> None:
    """rules.md 6.2: no voluntary discard while the card can be placed."""
    g = game_at(ED, ["", ""], phase="place", hand="chief")
    assert "discard" not in texts(g)
    with pytest.raises(IllegalActionError):
        g.apply("discard")


def test_warrior_cards_do_not_end_the_turn() -> None:
    """rules.md 6.2: only a duplicate or an unplaceable card ends the turn: warriors, totems, lasso and
    archer do not (unlike ASS 5.2)."""
    g = game_at(ED, ["", ""], tops=["totem shaman chief"])
    play(g, "draw 1", "place chief 0 0", "place shaman 0 1", "place totem 0 2")
    assert g.current_seat == 0
    assert g.phase == "place"


def test_completion_without_attack_does_not_end_the_turn() -> None:
    """rules.md 6.4: a completion without an attack does not end the turn."""
    g = game_at(ED, ["bow warrior-1", ""], tops=["tent stern"])
    play(g, "draw 1", "place stern 0 2")
    assert "complete" in event_names(g)
    assert (g.current_seat, g.phase) == (0, "place")
    assert g.view(0).to_json()["decision"]["hand"] == ["tent"]


def test_completion_with_no_attack_chosen_does_not_end_the_turn() -> None:
    """rules.md 6.4: the attack is optional; when the player lets it go, the turn goes on."""
    g = game_at(ED, ["bow warrior-3", "warrior-1"], tops=["tent stern"])
    play(g, "draw 1", "place stern 0 2")
    assert g.phase == "attack"
    play(g, "no-attack")
    assert (g.current_seat, g.phase) == (0, "place")


# ---------------------------------------------------------------------------------------------
# 6.3 Archer and lasso

# Seat 1: a complete unprotected boat (strength 5), an incomplete boat, a protected incomplete boat and
# a protected complete boat.
VICTIM = "bow chief furs stern / warrior-2 tent / bow totem warrior-1 . . bow-warrior totem stern"


def test_archer_shoots_a_warrior_of_any_unprotected_boat_complete_too() -> None:
    """rules.md 6.3: the archer may take a warrior card from any unprotected boat of another player,
    complete or not, to the discard pile. Rulebook: "lets you take one Red Indian Card out of another
    player's boat. The card taken is placed face down on the discard stack.\""""
    g = game_at(ED, ["", VICTIM], tops=["archer"])
    play(g, "draw 1", "place archer 0 0")
    assert g.phase == "archer"
    assert texts(g) == ["shoot 1 0 1", "shoot 1 1 0", "pass"]
    play(g, "shoot 1 0 1")
    assert rows(g, 1)[0][:4] == ["bow", ".", "furs", "stern"]
    assert g.view(None).to_json()["discard_size"] == 1
    assert g.census()["total"] == DECK_SIZE


def test_archer_is_optional() -> None:
    """rules.md 6.3: the archer "may" shoot (`pass`)."""
    g = game_at(ED, ["", VICTIM], tops=["archer"])
    before = g.river(1)
    play(g, "draw 1", "place archer 0 0", "pass")
    assert g.river(1) == before
    assert g.current_seat == 0  # not a duplicate: the turn goes on


def test_lasso_takes_any_card_of_an_unprotected_boat_or_the_totem_of_a_protected_incomplete_boat() -> None:
    """rules.md 6.3, 3: the lasso may take any card of an unprotected boat of another player (complete boats
    too), or the totem from a protected incomplete boat, if he can place it. Rulebook: "The lasso thrower
    may take the Totem Pole itself from an incomplete boat.\""""
    g = game_at(ED, ["", VICTIM], tops=["lasso"])
    play(g, "draw 1", "place lasso 0 0")
    assert g.phase == "lasso"
    assert sorted(words(g, "lasso")) == sorted([
        "lasso 1 0 0", "lasso 1 0 1", "lasso 1 0 2", "lasso 1 0 3", "lasso 1 1 0", "lasso 1 1 1", "lasso 1 2 1",
    ])
    assert "pass" in texts(g)


def test_lasso_takes_only_cards_it_can_place() -> None:
    """rules.md 6.3: only a card that he can place: with furs in each of his rows, the lasso cannot take a
    furs (row uniqueness)."""
    g = game_at(ED, ["furs / furs / furs", VICTIM], tops=["lasso"])
    play(g, "draw 1", "place lasso 0 5")
    assert "lasso 1 0 2" not in texts(g)
    assert "lasso 1 0 1" in texts(g)


def test_lasso_places_the_taken_card_and_the_turn_goes_on() -> None:
    """rules.md 6.3, 6.2: the lassoed card is placed; the lasso was no duplicate, so the player draws on."""
    g = game_at(ED, ["", VICTIM], tops=["lasso"])
    play(g, "draw 1", "place lasso 0 0", "lasso 1 0 1")
    assert g.phase == "lasso-place"
    play(g, "place chief 1 0")
    assert cell(g, 0, 1, 0) == "chief"
    assert g.boats(1)[0]["complete"] is False  # the victim's complete boat was broken
    assert (g.current_seat, g.phase) == (0, "place")


def test_lasso_takes_the_totem_of_a_protected_incomplete_boat() -> None:
    """rules.md 6.3: from a protected incomplete boat the lasso takes only the totem."""
    g = game_at(ED, ["", VICTIM], tops=["lasso"])
    play(g, "draw 1", "place lasso 0 0", "lasso 1 2 1", "place totem 2 0")
    assert cell(g, 0, 2, 0) == "totem"
    assert rows(g, 1)[2][:3] == ["bow", ".", "warrior-1"]


def test_archer_acts_even_when_it_cannot_be_placed() -> None:
    """rules.md 6.3: the archer works even when it cannot be placed; the turn then ends. Rulebook: "The
    player may do this even if he cannot place the Red Indian with Bow and Arrow on his own display, but in
    this case of course his turn ends after taking and discarding the cards.\""""
    g = game_at(ED, ["archer / archer / archer", VICTIM], tops=["archer"])
    play(g, "draw 1")
    assert g.phase == "archer"
    play(g, "shoot 1 1 0")
    assert g.current_seat == 1
    assert g.view(None).to_json()["discard_size"] == 2  # the archer and the warrior it shot
    assert rows(g, 1)[1][:2] == [".", "tent"]


def test_lasso_acts_even_when_it_cannot_be_placed() -> None:
    """rules.md 6.3: the lasso works even when it cannot be placed; the turn then ends."""
    g = game_at(ED, ["lasso / lasso / lasso", VICTIM], tops=["lasso"])
    play(g, "draw 1")
    assert g.phase == "lasso"
    play(g, "lasso 1 1 1", "place tent 0 1")
    assert cell(g, 0, 0, 1) == "tent"
    assert g.current_seat == 1
    assert g.view(None).to_json()["discard_size"] == 1


def test_duplicate_lasso_acts_then_ends_the_turn() -> None:
    """rules.md 6.2, 6.3: a duplicate lasso is placed, acts, and then the turn ends."""
    g = game_at(ED, ["lasso", VICTIM], tops=["lasso"])
    play(g, "draw 1", "place lasso 1 0")
    assert g.phase == "lasso"
    play(g, "lasso 1 1 0", "place warrior-2 2 0")
    assert g.current_seat == 1


# ---------------------------------------------------------------------------------------------
# 6.4 Attack

# Seat 1: a complete boat (strength 3), a boat of strength 6, a boat of strength 2 with booty, a booty
# boat, a chief (5), a protected boat.
TARGETS = "bow warrior-3 furs stern . chief warrior-1 / warrior-2 gold-left . tent . chief / bow totem warrior-1"


def attacker(mine: str = "bow-warrior chief", theirs: str = TARGETS, top: str = "stern",
             **kw: object) -> ogallala.Game:
    """Seat 0 draws a stern and completes `mine` + stern in row 0 (at the first empty space)."""
    g = game_at(ED, [mine, theirs], tops=[kw.pop("under", "") + " " + top], **kw)
    col = rows(g, 0)[0].index(".")
    play(g, "draw 1", f"place {top} 0 {col}")
    return g


def test_attack_only_incomplete_unprotected_weaker_boats() -> None:
    """rules.md 6.4: a completed boat may attack one unprotected incomplete boat of another player of lower
    strength. Rulebook: "Once a boat is completed, it can attack one incomplete boat of another player. The
    attacked boat must have a combat strength less than that of the boat just completed.\""""
    g = attacker()
    assert g.phase == "attack"
    assert texts(g) == ["attack 1 1 0", "attack 1 1 3", "attack 1 1 5", "no-attack"]


def test_conquered_warriors_go_to_the_discard_and_the_attacker_takes_what_he_lacks() -> None:
    """rules.md 6.4: the warrior cards of the conquered boat go to the discard; the attacker may take, one
    per decision, any other card whose id he lacks and can place; the rest stays. Rulebook: "All Red Indian
    Cards of the conquered boat are placed face down on the discard stack. Of the remaining cards, the
    attacker may take those he does not have himself and which he can place on his own display.\""""
    g = attacker(theirs="warrior-2 gold-left furs tent / chief")
    play(g, "attack 1 0 0")
    assert g.view(None).to_json()["discard_size"] == 1
    assert rows(g, 1)[0][:4] == [".", "gold-left", "furs", "tent"]
    assert g.phase == "take"
    assert texts(g) == ["take 1 0 1", "take 1 0 2", "take 1 0 3", "done"]
    play(g, "take 1 0 1")
    assert g.phase == "take-place"
    play(g, "place gold-left 1 0")
    assert g.phase == "take"
    assert texts(g) == ["take 1 0 2", "take 1 0 3", "done"]
    play(g, "take 1 0 3", "place tent 1 1", "done")
    assert rows(g, 1)[0][:4] == [".", ".", "furs", "."]  # the rest stays where it lies
    assert g.current_seat == 1  # he took a card: the turn ends
    assert g.census()["total"] == DECK_SIZE


def test_attacker_cannot_take_a_card_whose_id_he_has() -> None:
    """rules.md 6.4: cards whose id is in the attacker's river stay with the victim. Rulebook: "He must leave
    all other cards.\""""
    g = attacker(mine="bow-warrior chief / furs", theirs="warrior-2 furs tent")
    play(g, "attack 1 0 0")
    assert texts(g) == ["take 1 0 2", "done"]
    play(g, "take 1 0 2", "place tent 2 0")
    assert rows(g, 1)[0][:3] == [".", "furs", "."]
    assert g.current_seat == 1


def test_took_a_card_ends_the_turn() -> None:
    """rules.md 6.4: "If he took a card, the turn ends" (even though the completing card was no duplicate).
    Rulebook: "Then, it's the next player's turn.\""""
    g = attacker(theirs="warrior-2 tent")
    play(g, "attack 1 0 0", "take 1 0 1", "place tent 1 0")
    assert g.current_seat == 1


def test_could_take_but_took_nothing_ends_the_turn() -> None:
    """rules.md 6.4: the free turn is for an attack where none could be taken; a player who could take a
    card but chose `done` does not get it (engine ruling: the turn ends)."""
    g = attacker(theirs="warrior-2 tent")
    play(g, "attack 1 0 0", "done")
    assert cell(g, 1, 0, 1) == "tent"
    assert g.current_seat == 1


def test_took_a_card_ends_the_turn_even_if_a_chained_attack_takes_nothing() -> None:
    """rules.md 6.4: "If he took a card, the turn ends". The taken stern completes a second boat whose attack
    finds nothing to take; the player still took a card in this turn, so no free turn follows."""
    g = game_at(ED, ["bow-warrior chief / bow-warrior warrior-3", "warrior-2 stern / warrior-1"],
                tops=["eagle stern-warrior"])
    play(g, "draw 1", "place stern-warrior 0 2", "attack 1 0 0", "take 1 0 1", "place stern 1 2")
    assert g.phase == "attack"  # the boat completed by the taken stern attacks in turn
    play(g, "attack 1 1 0")
    assert g.current_seat == 1


def test_nothing_to_take_gives_a_free_turn_even_after_a_duplicate() -> None:
    """rules.md 6.4: if none could be taken, he may draw on as in 6.2, even after a duplicate. Rulebook: "If
    the attacker cannot use any of the cards he may begin to draw cards from the stack as described in 3.
    (in essence, getting a free turn.)\""""
    # The completing stern is a duplicate (a stern lies in row 2); the victim boat holds only warriors.
    g = attacker(mine="bow-warrior chief / . / stern", theirs="warrior-2 warrior-1", under="eagle")
    assert g.view(0).to_json()["decision"]["flags"]["duplicate"] is True
    play(g, "attack 1 0 0")
    assert "free-turn" in event_names(g)
    assert (g.current_seat, g.phase) == (0, "place")
    assert g.view(0).to_json()["decision"]["hand"] == ["eagle"]
    assert g.view(None).to_json()["discard_size"] == 2


def test_nothing_to_take_because_he_holds_every_id_gives_a_free_turn() -> None:
    """rules.md 6.4: "none could be taken" also when every remaining card is one he already holds."""
    g = attacker(mine="bow-warrior chief / furs", theirs="warrior-2 furs", under="eagle")
    play(g, "attack 1 0 0")
    assert (g.current_seat, g.phase) == (0, "place")
    assert rows(g, 1)[0][:2] == [".", "furs"]


def test_duplicate_completion_without_attack_ends_the_turn() -> None:
    """rules.md 6.2, 6.4: a duplicate ends the turn when the completed boat does not attack."""
    g = attacker(mine="bow-warrior chief / . / stern", theirs="warrior-2 warrior-1")
    play(g, "no-attack")
    assert g.current_seat == 1


def test_attack_cannot_reach_complete_or_protected_or_equal_boats() -> None:
    """rules.md 6.4, 3: complete boats, protected boats (a totem, even incomplete) and boats of equal
    strength cannot be attacked. Rulebook: "A boat with the Totem Pole is immune to all attacks, even if
    incomplete.\""""
    g = attacker(theirs="bow warrior-1 stern / chief warrior-1 / warrior-1 totem")
    assert "attack" not in " ".join(texts(g))
    assert (g.current_seat, g.phase) == (0, "place")  # no target: the turn goes on


def test_shaman_may_attack_two_boats_if_strength_is_at_least_their_sum_plus_two() -> None:
    """rules.md 6.4: with a shaman aboard a completed boat may instead attack two such boats if its strength
    is at least the sum of theirs plus 2. Rulebook: "If a Shaman (combat value 10) is present in the
    attacking boat the player may attack two different boats.\""""
    # Attacker: bow-warrior shaman stern = 11. Seat 1: 6, 5 | 3, 4 | 2, 1.
    theirs = "chief warrior-1 . chief / warrior-3 . warrior-3 warrior-1 / warrior-2 tent . warrior-1"
    g = attacker(mine="bow-warrior shaman", theirs=theirs)
    assert words(g, "attack") == ["attack 1 0 0", "attack 1 0 3", "attack 1 1 0", "attack 1 1 2", "attack 1 2 0",
                                  "attack 1 2 3"]
    play(g, "attack 1 0 0")
    assert g.phase == "second"
    # 11 >= 6 + s + 2: s <= 3 (the 3 is the limit; 4 and 5 are too strong).
    assert texts(g) == ["attack 1 1 0", "attack 1 2 0", "attack 1 2 3", "no-attack"]
    play(g, "attack 1 1 0")
    assert rows(g, 1)[0][:2] == [".", "."]
    assert rows(g, 1)[1][0] == "."
    assert g.view(None).to_json()["discard_size"] == 3


def test_shaman_second_attack_may_be_refused() -> None:
    """rules.md 6.4: the second attack is a "may": `no-attack` conquers the first boat only."""
    theirs = "chief warrior-1 / warrior-3"
    g = attacker(mine="bow-warrior shaman", theirs=theirs)
    play(g, "attack 1 0 0", "no-attack")
    assert rows(g, 1)[0][:2] == [".", "."]
    assert rows(g, 1)[1][0] == "warrior-3"


def test_shaman_second_target_may_belong_to_another_player() -> None:
    """Rulebook: the two boats "may also belong to different players"."""
    g = game_at(ED, ["bow-warrior shaman", "warrior-3", "warrior-2 tent"], tops=["stern"])
    play(g, "draw 1", "place stern 0 2", "attack 1 0 0")
    assert g.phase == "second"
    assert texts(g) == ["attack 2 0 0", "no-attack"]
    play(g, "attack 2 0 0")
    assert g.phase == "take"
    assert texts(g) == ["take 2 0 1", "done"]


def test_without_a_shaman_one_attack_only() -> None:
    """rules.md 6.4: without a shaman the completed boat attacks one boat only."""
    g = attacker(mine="bow-warrior chief warrior-3 warrior-2 warrior-1", theirs="warrior-3 / warrior-2")
    play(g, "attack 1 0 0")
    assert g.phase != "second"
    assert rows(g, 1)[1][0] == "warrior-2"


def test_two_tribes_attack_only_the_other_tribe_or_colourless_boats() -> None:
    """rules.md 4.9 with `two-tribes` (all editions): a red boat attacks only black or colourless boats."""
    g = game_at(ED, ["bow-warrior:red chief:red", "warrior-1:red / warrior-1:black / tent"],
                variants=["two-tribes"], tops=["stern"])
    play(g, "draw 1", "place stern 0 2")
    assert words(g, "attack") == ["attack 1 1 0", "attack 1 2 0"]


# ---------------------------------------------------------------------------------------------
# 6.5 Hunters


def test_hunter_takes_halves_of_its_suite_from_unprotected_boats() -> None:
    """rules.md 6.5: placing a person lets the player take that suite's halves from unprotected boats of
    other players (complete ones too) and place them. Rulebook: "Bear Hunter : 2 Bear Cards".
    """
    g = game_at(ED, ["", "bow bear-right stern / bear-left totem"], tops=["bear-hunter"])
    play(g, "draw 1", "place bear-hunter 0 5")
    assert g.phase == "hunt"
    assert texts(g) == ["hunt 1 0 1", "pass"]  # not the bear-left of the protected boat
    play(g, "hunt 1 0 1")
    assert g.phase == "hunt-place"
    play(g, "place bear-right 0 6")
    assert rows(g, 0)[0][5:7] == ["bear-hunter", "bear-right"]
    assert g.boats(1)[0]["complete"] is False
    assert (g.current_seat, g.phase) == (0, "place")


def test_hunter_takes_both_halves_one_after_the_other() -> None:
    """rules.md 6.5: the hunter takes the suite's halves ("2 Bear Cards"), one decision each."""
    g = game_at(ED, ["", "bear-left . bear-right", "buffalo-left"], tops=["bear-hunter"])
    play(g, "draw 1", "place bear-hunter 0 5", "hunt 1 0 0", "place bear-left 0 3")
    assert g.phase == "hunt"
    assert texts(g) == ["hunt 1 0 2", "pass"]
    play(g, "hunt 1 0 2", "place bear-right 0 4")
    assert rows(g, 0)[0][3:6] == ["bear-left", "bear-right", "bear-hunter"]
    assert ogallala.score(ED, g.river(0))["total"] == 3 * 30 + 150


def test_hunter_is_optional() -> None:
    """rules.md 6.5: the hunt is a "may" (`pass`)."""
    g = game_at(ED, ["", "bear-left"], tops=["bear-hunter"])
    play(g, "draw 1", "place bear-hunter 0 5", "pass")
    assert cell(g, 1, 0, 0) == "bear-left"
    assert (g.current_seat, g.phase) == (0, "place")


def test_hunter_takes_only_placeable_halves() -> None:
    """rules.md 6.5: "if he can" place them. Rulebook: "Booty Cards that cannot be placed on the own display
    may not be taken.\""""
    g = game_at(ED, [mat_with_free([(1, 4)]), "bear-left"], tops=["bear-hunter"])
    play(g, "draw 1")  # the hunter goes to the last free space (the only legal action)
    assert cell(g, 0, 1, 4) == "bear-hunter"
    assert "hunt" not in event_names(g)
    assert cell(g, 1, 0, 0) == "bear-left"


def test_hunter_obtained_by_lasso_hunts_too() -> None:
    """rules.md 6.5: placing a person, however it was obtained (here lassoed), lets the player hunt."""
    g = game_at(ED, ["", "soldier . cannon-left"], tops=["lasso"])
    play(g, "draw 1", "place lasso 0 0", "lasso 1 0 0", "place soldier 2 0")
    assert g.phase == "hunt"
    assert texts(g) == ["hunt 1 0 2", "pass"]


def test_order_card_action_then_hunters_then_attacks() -> None:
    """rules.md 6.5: order within one placement: the drawn card's own action, then hunters, then attacks.
    A person that completes a boat hunts first, then the boat attacks."""
    g = game_at(ED, ["bow-warrior . stern-warrior", "bear-left / warrior-1"], tops=["bear-hunter"])
    play(g, "draw 1", "place bear-hunter 0 1")
    assert "complete" in event_names(g)
    assert g.phase == "hunt"
    play(g, "hunt 1 0 0", "place bear-left 1 0")
    assert g.phase == "attack"
    assert texts(g) == ["attack 1 1 0", "no-attack"]


def test_hunters_only_in_pelikan() -> None:
    """rules.md 6.5 is a Pelikan rule: in ASS a placed person hunts nothing."""
    g = ogallala.load_position(make_position("ass", ["", "bear-left"], phase="place", hand="bear-hunter"))
    play(g, "place bear-hunter 0 5")
    assert g.phase == "continue"


# ---------------------------------------------------------------------------------------------
# 6.6 End


def test_third_complete_boat_ends_the_game_at_once_with_300_bonus() -> None:
    """rules.md 6.6, 6.7: the game ends at once when the active player holds 3 complete boats; he gets +300.
    Rulebook: "A player has completed 3 boats." / "First player to complete 3 boats: 300 pts.\""""
    g = game_at(ED, ["bow stern / bow-warrior stern-warrior / bow warrior-1", "furs"], tops=["stern"])
    play(g, "draw 1", "place stern 2 2")
    assert g.is_over()
    assert g.result()["reason"] == "three-boats"
    assert g.result()["ended_by"] == 0
    river_points = ogallala.score(ED, g.river(0))["total"]
    assert river_points == 20 + 20 + 30
    assert g.scores() == [river_points + 300, 30]
    assert g.view(None).to_json()["bonus"] == [300, 0]
    assert g.winners() == [0]


def test_end_at_once_lapses_pending_attack_and_hunt() -> None:
    """rules.md 6.6: pending hunts and attacks lapse when the third boat ends the game at once."""
    g = game_at(ED, ["bow stern / bow-warrior stern-warrior / bow-warrior . stern", "bear-left warrior-1"],
                tops=["bear-hunter"])
    play(g, "draw 1", "place bear-hunter 2 1")
    assert g.is_over()
    assert g.river(1).startswith("bear-left warrior-1")
    assert "attack" not in event_names(g)
    assert "hunt" not in event_names(g)


def test_no_end_decision_in_pelikan() -> None:
    """rules.md 6.6: there is no end decision: two complete boats play on, the third ends the game."""
    g = game_at(ED, ["bow stern / bow warrior-1", ""], tops=["tent stern"])
    play(g, "draw 1", "place stern 1 2")
    assert not g.is_over()
    assert g.phase == "place"


# ---------------------------------------------------------------------------------------------
# 6.7 Score


def test_score_10_per_card_every_card_counts() -> None:
    """rules.md 6.7: every card in the river counts, complete boat or not: 10 per card. Rulebook: "Points are
    scored and noted for all complete and incomplete boats. Each card on the river display: 10 pts.\""""
    assert score(mat("warrior-1"))["total"] == 10
    assert score(mat("bow warrior-1 . chief", "stern"))["total"] == 40


def test_score_booty_20_more() -> None:
    """rules.md 6.7: +20 per booty card (30 in all: the additive reading)."""
    assert score(mat("furs"))["total"] == 30
    assert score(mat("furs tent", "eagle"))["total"] == 90
    assert score(mat("soldier"))["total"] == 30  # a person is booty too


def test_score_suite_pair_50_more() -> None:
    """rules.md 6.7: +50 per suite pair (halves side by side, in order)."""
    assert score(mat("buffalo-left buffalo-right"))["total"] == 60 + 50
    assert score(mat("buffalo-right buffalo-left"))["total"] == 60
    assert score(mat("buffalo-left . buffalo-right"))["total"] == 60


def test_score_pair_with_person_150_instead() -> None:
    """rules.md 6.7: +150 instead of 50 for a pair with its person beside it (either side)."""
    assert score(mat("buffalo-left buffalo-right buffalo-hunter"))["total"] == 90 + 150
    assert score(mat("buffalo-hunter buffalo-left buffalo-right"))["total"] == 90 + 150
    assert score(mat("buffalo-left buffalo-right . buffalo-hunter"))["total"] == 90 + 50


def test_score_totem_50_more() -> None:
    """rules.md 6.7: +50 per totem. Rulebook: "The Totem Pole: 50 pts.\""""
    assert score(mat("totem"))["total"] == 60
    assert score(mat("totem", "totem"))["total"] == 120


@pytest.mark.parametrize(
    ("n", "bonus"),
    [(2, 0), (4, 0), (5, 50), (7, 50), (8, 100), (10, 100), (11, 150), (13, 150), (14, 200)],
)
def test_score_complete_boat_length_bonus(n: int, bonus: int) -> None:
    """rules.md 6.7: +50/100/150/200 per complete boat of 5-7/8-10/11-13/14+ cards. Rulebook: "Every complete
    boat with 5 to 7 cards: 50 pts. ... with more than 13 cards: 200 pts.\""""
    middle = ["warrior-1", "warrior-2", "warrior-3", "chief", "shaman", "lasso", "archer", "section", "eagle",
              "rifles", "furs", "tent"]
    row = ["bow", *middle[: n - 2], "stern"]
    result = score(mat(" ".join(row)))
    (b,) = result["boats"]
    assert b["complete"] is True
    base = 10 * n + 20 * sum(1 for c in row if c in ("furs", "tent", "eagle", "rifles"))
    assert b["points"] == base + bonus
    # The same cards without the stern: no bonus.
    assert score(mat(" ".join(row[:-1])))["total"] == base - 10


def test_score_16_space_mat_boat_bonus() -> None:
    """rules.md 6.7 with `river-16`: a 16-card complete boat gets the 14+ bonus (200)."""
    row = ("bow warrior-1 warrior-2 warrior-3 chief shaman lasso archer section gunpowder firewater furs tent "
           "eagle rifles stern")
    result = score(mat(row, width=16), ("river-16",))
    assert result["boats"][0]["complete"] is True
    assert result["total"] == 160 + 6 * 20 + 200


def test_score_per_boat_points_add_up() -> None:
    """rules.md 7: per-boat `points` are what each boat adds to the total."""
    river = mat("bow furs tent warrior-1 stern . totem chief", "buffalo-left buffalo-right buffalo-hunter")
    result = score(river)
    assert [b["points"] for b in result["boats"]] == [50 + 40 + 50, 20 + 50, 90 + 150]
    assert result["total"] == sum(b["points"] for b in result["boats"])


def test_game_scores_use_pelikan_scoring() -> None:
    """rules.md 6.7: Game.scores() counts every card of the river (complete or not)."""
    g = game_at(ED, ["bow furs / totem", "warrior-1"])
    assert g.scores() == [10 + 30 + 60, 10]
    assert [b["points"] for b in g.boats(0)] == [40, 60]


def test_card_conservation_through_a_game() -> None:
    """rules.md 3: every card is at every moment in one place; the census total is the deck's 98 cards."""
    g = ogallala.new_game(ED, players=3, seed=33)
    steps = 0
    while not g.is_over() and steps < 2000:
        acts = g.legal_actions()
        g.apply(acts[steps % len(acts)])
        c = g.census()
        assert c["total"] == DECK_SIZE
        assert c["out_of_play"] == 0
        steps += 1
    assert g.is_over()
    assert Counter(ogallala.replay(g.record()).scores()) == Counter(g.scores())
