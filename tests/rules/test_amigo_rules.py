"""The AMIGO 2002 rules, one or more tests per rule (rules.md section 3 and rules 4.1 .. 4.12).

Every test builds its situation from notation (``conftest.make_position``) and cites the rule it
checks: the project's specification (``/work/shared/spec/rules.md``) and, where it has words for
it, the AMIGO rulebook (German). Coordinates in action texts are rows and columns of the river's
bounding box; -1 or one past the last extends it.
"""

from __future__ import annotations

from collections import Counter

import pytest

import ogallala
from conftest import deck_tokens, game_at, make_position, position_fields, river_constraint_breaks, texts
from ogallala import IllegalActionError


def play(game: ogallala.Game, *actions: str) -> ogallala.Game:
    for a in actions:
        game.apply(a)
    return game


def boats(river: str, variants: tuple[str, ...] = ()) -> list[dict]:
    return ogallala.score("amigo", river, variants)["boats"]


def kinds(actions: list[str], word: str) -> list[str]:
    return [a for a in actions if a.split()[0] == word]


def discard_of(game: ogallala.Game) -> list[str]:
    return game.view(None).to_json()["discard"]


def phase_of(game: ogallala.Game) -> str:
    return position_fields(game.position())["phase"]


# ---------------------------------------------------------------------------------------------
# Section 3: boats, completion, strength, protection


def test_adjacent_cards_form_one_boat() -> None:
    """rules.md 3: b = a+1: same boat unless card a is a stern card."""
    (b,) = boats("bow warrior-1 chief stern")
    assert b["cards"] == ["bow", "warrior-1", "chief", "stern"]
    assert b["complete"] is True
    assert b["start"] == 0


def test_stern_card_ends_a_boat() -> None:
    """rules.md 3: a card directly right of a stern card starts a new boat."""
    bs = boats("bow stern bow-warrior chief stern-warrior")
    assert [(b["start"], b["cards"]) for b in bs] == [
        (0, ["bow", "stern"]),
        (2, ["bow-warrior", "chief", "stern-warrior"]),
    ]
    assert all(b["complete"] for b in bs)


def test_single_gap_joins_boat() -> None:
    """rules.md 3 and 7: one empty space joins its neighbours ("bow warrior-3 furs . stern" is one
    incomplete boat). Rulebook: "Bei einer Lücke, in die eine Karte hinein passt, gehören die Karten
    links und rechts davon zu einem Boot.\""""
    (b,) = boats("bow warrior-3 furs . stern")
    assert b["cards"] == ["bow", "warrior-3", "furs", "stern"]
    assert b["complete"] is False
    assert b["points"] == 0


def test_single_gap_before_bow_splits_boats() -> None:
    """rules.md 3: b = a+2 is not the same boat when card b is a bow card (only a stern could fill
    the space). Rulebook: "Es sei denn, in die Lücke kann nur ein Bug oder ein Heck gelegt werden.\""""
    bs = boats("warrior-1 . bow stern")
    assert [b["cards"] for b in bs] == [["warrior-1"], ["bow", "stern"]]
    assert [b["start"] for b in bs] == [0, 2]
    assert [b["complete"] for b in bs] == [False, True]


def test_single_gap_after_stern_splits_boats() -> None:
    """rules.md 3: b = a+2 is not the same boat when card a is a stern card."""
    bs = boats("bow stern . warrior-1")
    assert [b["cards"] for b in bs] == [["bow", "stern"], ["warrior-1"]]
    assert bs[0]["complete"] is True


def test_two_gaps_split_boats() -> None:
    """rules.md 3: b >= a+3: different boats. Rulebook: "Ist die Lücke größer, dann gehören die
    Karten links und rechts davon zu verschiedenen Booten.\""""
    bs = boats("bow warrior-1 . . warrior-2 stern")
    assert [b["cards"] for b in bs] == [["bow", "warrior-1"], ["warrior-2", "stern"]]
    assert [b["start"] for b in bs] == [0, 4]
    assert not any(b["complete"] for b in bs)


def test_rulebook_two_incomplete_boats_in_a_row() -> None:
    """Rulebook: "Zwei unvollständige Boote in einer Reihe: a) Indianer und Zelt b) Dynamit"."""
    bs = boats("warrior-2 tipi . . dynamite")
    assert [b["cards"] for b in bs] == [["warrior-2", "tipi"], ["dynamite"]]
    assert not any(b["complete"] for b in bs)


def test_single_card_is_a_boat() -> None:
    """rules.md 3: a single card with no neighbour in its boat is a boat too."""
    bs = boats("furs . . chief / . warrior-1 . .")
    assert [(b["row"], b["start"], b["cards"]) for b in bs] == [
        (0, 0, ["furs"]), (0, 3, ["chief"]), (1, 1, ["warrior-1"]),
    ]


def test_spec_example_two_complete_boats_and_a_loose_booty_card() -> None:
    """rules.md 7: `bow stern bow-warrior chief stern-warrior / . . . furs .` is two complete boats
    and one loose booty card."""
    bs = boats("bow stern bow-warrior chief stern-warrior / . . . furs .")
    assert [(b["row"], b["start"], b["complete"]) for b in bs] == [(0, 0, True), (0, 2, True), (1, 3, False)]


@pytest.mark.parametrize(
    ("river", "complete"),
    [
        ("bow stern", True),
        ("bow-warrior stern-warrior", True),
        ("bow-warrior stern", True),
        ("bow furs tipi stern", True),
        ("bow warrior-1", False),
        ("warrior-1 stern", False),
        ("bow . stern", False),
        ("bow warrior-1 . stern", False),
        ("bow", False),
        ("stern", False),
        ("furs bow stern", False),
    ],
)
def test_complete_boat_has_bow_first_stern_last_and_no_gap(river: str, complete: bool) -> None:
    """rules.md 3: complete = first card a bow card, last a stern card, no empty space. Rulebook:
    "Ein Boot ohne Bug oder Heck oder mit Lücken ist unvollständig.\""""
    bs = boats(river)
    assert len(bs) == 1
    assert bs[0]["complete"] is complete


def test_smallest_complete_boat_is_bow_and_stern() -> None:
    """Rulebook: "Das kleinste vollständige Boot besteht nur aus Bug- und Heckkarte." It scores
    1 point per card (rule 4.12)."""
    result = ogallala.score("amigo", "bow stern")
    assert result["total"] == 2
    assert result["boats"][0]["strength"] == 0


STRENGTHS = {
    "bow": 0, "stern": 0, "bow-warrior": 1, "stern-warrior": 1, "warrior-1": 1, "warrior-2": 2,
    "warrior-3": 3, "chief": 5, "shaman": 10, "lasso": 1, "archer": 1, "crazy-axe": 0, "totem": 0,
    "furs": 0, "woman": 0, "bear-hunter": 0, "gold-left": 0,
}


@pytest.mark.parametrize(("card", "strength"), sorted(STRENGTHS.items()))
def test_card_strength_table(card: str, strength: int) -> None:
    """rules.md 2: each card's strength (the totem has none, booty none, Crazy Axe 0)."""
    (b,) = boats(card)
    assert b["strength"] == strength


def test_strength_is_sum_of_card_strengths_rulebook_22() -> None:
    """rules.md 3: a boat's strength is the sum of its cards' strengths. Rulebook: "Ein Boot mit
    einer Kampfstärke von 22." (1 + 10 + 5 + 3 + 2 + 1)."""
    (b,) = boats("bow-warrior shaman chief warrior-3 warrior-2 furs stern-warrior")
    assert b["strength"] == 22


def test_rulebook_attack_picture_strengths() -> None:
    """Rulebook, attack pictures: boats of strength 10 (attacker), 15, and 5."""
    assert boats("bow-warrior warrior-3 chief stern-warrior")[0]["strength"] == 10
    assert boats("bow-warrior shaman warrior-3 stern-warrior")[0]["strength"] == 15
    assert boats("bow chief furs stern")[0]["strength"] == 5


def test_totem_boat_is_protected() -> None:
    """rules.md 3: a boat that holds a totem is protected (Game.boats reports it)."""
    g = game_at(["bow totem warrior-2 stern / chief furs", "furs"])
    bs = g.boats(0)
    assert [(b["row"], b["protected"]) for b in bs] == [(0, True), (1, False)]
    assert bs[0]["complete"] is True
    assert bs[0]["cells"] == ["bow", "totem", "warrior-2", "stern"]


def test_game_boats_show_gap_as_none() -> None:
    """rules.md 3: the single gap belongs to the boat; Game.boats lists it as None."""
    g = game_at(["bow warrior-3 furs . stern", "furs"])
    (b,) = g.boats(0)
    assert b["cells"] == ["bow", "warrior-3", "furs", None, "stern"]
    assert b["complete"] is False
    assert b["strength"] == 3


# ---------------------------------------------------------------------------------------------
# 4.1 Setup


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("variants", [(), ("two-tribes",)])
def test_setup_three_face_down_piles_as_even_as_possible(players: int, variants: tuple[str, ...]) -> None:
    """rules.md 4.1: all cards shuffled into three draw piles, as even as possible; the discard
    pile is empty and public; seat 0 starts with the compulsory draw."""
    g = ogallala.new_game("amigo", players=players, seed=11, variants=variants)
    census = g.census()
    assert sorted(census["piles"], reverse=True) == [38, 37, 37]
    assert census["discard"] == 0
    assert census["rivers"] == [0] * players
    assert census["total"] == 112
    assert g.current_seat == 0
    assert texts(g) == ["draw 1", "draw 2", "draw 3"]
    v = g.view(0).to_json()
    assert v["discard"] == []
    assert v["refills_left"] == 3  # rule 4.3: at most three refills per game
    assert [p["size"] for p in v["piles"]] == census["piles"]
    assert all(p["known"] is None for p in v["piles"])


def test_setup_deck_is_the_reconstructed_amigo_deck() -> None:
    """rules.md 2 (Decks) and the rulebook: 112 cards, 66 warrior cards (with the totem), 34 booty,
    12 empty bow and stern cards."""
    counts = {d["card"]: d["count"] for d in ogallala.deck("amigo")}
    assert sum(counts.values()) == 112
    empty = counts["bow"] + counts["stern"]
    warriors = sum(counts[c] for c in (
        "bow-warrior", "stern-warrior", "warrior-1", "warrior-2", "warrior-3", "chief", "shaman", "lasso",
        "archer", "crazy-axe", "totem"))
    assert (empty, warriors, 112 - empty - warriors) == (12, 66, 34)
    assert counts == Counter(deck_tokens(False))


def test_setup_two_tribes_split_warriors_half_and_half() -> None:
    """rules.md 2: with two-tribes every warrior card but the totem is red or black, half and half
    per id, the extra card of an odd count red."""
    warriors = {"bow-warrior", "stern-warrior", "warrior-1", "warrior-2", "warrior-3", "chief", "shaman", "lasso",
                "archer", "crazy-axe"}
    toks = Counter(deck_tokens(True))
    for cid, n in Counter(deck_tokens(False)).items():
        if cid not in warriors:
            assert toks[cid] == n, cid  # the totem and every other card carry no tribe
            continue
        assert toks[f"{cid}:red"] == (n + 1) // 2, cid
        assert toks[f"{cid}:black"] == n // 2, cid


def test_setup_seed_fixes_the_shuffle() -> None:
    """rules.md 4.1: a seed fixes every shuffle; different seeds deal differently."""
    a = ogallala.new_game("amigo", players=3, seed=5).position()
    assert ogallala.new_game("amigo", players=3, seed=5).position() == a
    assert ogallala.new_game("amigo", players=3, seed=6).position() != a


# ---------------------------------------------------------------------------------------------
# 4.2 A turn


def test_first_draw_of_a_turn_is_compulsory() -> None:
    """rules.md 4.2: the first draw of a turn is compulsory (no stop before it)."""
    g = game_at(["chief", "furs"])
    assert texts(g) == ["draw 1", "draw 2", "draw 3"]
    with pytest.raises(IllegalActionError):
        g.apply("stop")


def test_after_an_ordinary_card_the_player_draws_again_or_stops() -> None:
    """rules.md 4.2: otherwise the player chooses: draw again, or end the turn. Rulebook: "kann so
    lange jeweils eine Karte ... ziehen"; the voluntary stop is allowed."""
    g = game_at(["chief", "furs"], tops=("warrior-2", "", ""))
    play(g, "draw 1", "place warrior-2 0 1")
    assert g.current_seat == 0
    assert texts(g) == ["draw 1", "draw 2", "draw 3", "stop"]
    play(g, "stop")
    assert g.current_seat == 1
    assert texts(g) == ["draw 1", "draw 2", "draw 3"]


def test_player_may_draw_from_different_piles_in_one_turn() -> None:
    """Rulebook: "Während er am Zug ist, darf er Karten auch von verschiedenen Stapeln ziehen.\""""
    g = game_at(["chief", "furs"], tops=("warrior-2", "", "tipi"))
    play(g, "draw 1", "place warrior-2 0 1", "draw 3")
    assert g.view(0).to_json()["decision"]["hand"] == ["tipi"]


def test_drawn_card_may_always_be_discarded_and_discarding_ends_the_turn() -> None:
    """rules.md 4.2: a player may always discard the drawn card instead of placing it; the turn
    then ends."""
    g = game_at(["chief", "furs"], tops=("warrior-2", "", ""))
    play(g, "draw 1")
    assert "discard" in texts(g)
    play(g, "discard")
    assert discard_of(g) == ["warrior-2"]
    assert g.current_seat == 1


def test_unplaceable_card_must_be_discarded() -> None:
    """Rulebook: a card the player "nicht legen will oder kann" goes to the discard pile: with no
    place for it, discard is the only action (the engine applies it itself, then the turn ends)."""
    full = "bow chief stern / bow-warrior chief stern-warrior / bow chief . stern"
    g = game_at([full, "furs"], tops=("chief", "", ""))
    play(g, "draw 1")
    assert g.current_seat == 1
    assert discard_of(g) == ["chief"]


def test_duplicate_id_ends_turn() -> None:
    """rules.md 4.2: the turn ends if the card's id was already in the player's river (any row).
    Rulebook: "eine Karte zieht, die er schon in seiner Bootsablage hat"."""
    g = game_at(["chief warrior-1", "furs"], tops=("chief", "", ""))
    play(g, "draw 1", "place chief 1 0")
    assert g.river(0) == "chief warrior-1 / chief ."
    assert g.current_seat == 1


def test_duplicate_of_other_tribe_ends_turn() -> None:
    """rules.md 3: same card means same id; tribe colour is ignored (rule 4.2's duplicate)."""
    g = game_at(["chief:red warrior-1:red", "furs"], tribes=True, tops=("chief:black", "", ""))
    play(g, "draw 1", "place chief 1 0")
    assert g.current_seat == 1


def test_duplicate_in_another_row_ends_turn() -> None:
    """rules.md 4.2: "already in the player's river", in any row."""
    g = game_at([". warrior-1 / chief .", "furs"], tops=("warrior-1", "", ""))
    play(g, "draw 1", "place warrior-1 1 1")
    assert g.current_seat == 1


def test_new_id_does_not_end_turn() -> None:
    """rules.md 4.2: a card whose id is new to the river lets the player draw again."""
    g = game_at(["chief warrior-1", "chief"], tops=("warrior-2", "", ""))
    play(g, "draw 1", "place warrior-2 0 2")
    assert g.current_seat == 0
    assert "stop" in texts(g)


@pytest.mark.parametrize("card", ["lasso", "archer"])
def test_lasso_or_archer_ends_turn(card: str) -> None:
    """rules.md 4.2: the turn ends if the card was lasso or archer (placed; here their action
    lapses because the opponent has nothing to take)."""
    g = game_at(["chief", "bow stern"], tops=(card, "", ""))
    play(g, "draw 1", f"place {card} 0 1")
    assert g.current_seat == 1
    assert g.river(0) == f"chief {card}"


def test_crazy_axe_ends_turn() -> None:
    """rules.md 4.2 and 4.8: Crazy Axe ends the turn."""
    g = game_at(["chief", "furs"], tops=("crazy-axe", "", ""))
    play(g, "draw 1")
    assert g.current_seat == 1
    assert discard_of(g) == ["crazy-axe"]


def test_completion_ends_turn() -> None:
    """rules.md 4.2: the turn ends if a boat was completed. Rulebook: "oder ein Boot
    vervollständigt hat"."""
    g = game_at(["bow chief", "totem"], tops=("stern", "", ""))
    play(g, "draw 1", "place stern 0 2")
    assert g.current_seat == 1
    assert g.scores() == [3, 0]


def test_discard_pile_is_never_drawn_from() -> None:
    """rules.md 4.2: the German rulebook governs: the discard pile is never drawn from; the draw
    actions name the non-empty draw piles only."""
    g = game_at(["chief", "furs"], piles=("", "tipi", ""), rest="discard", discard="eagle")
    assert texts(g) == ["draw 2"]
    play(g, "draw 2")
    assert g.view(0).to_json()["decision"]["hand"] == ["tipi"]


def test_not_your_turn() -> None:
    """rules.md 4.1: play goes in seat order; another seat's action is refused."""
    g = game_at(["chief", "furs", "tipi"], seat=1)
    with pytest.raises(ogallala.NotYourTurnError):
        g.apply("draw 1", seat=2)
    g.apply("draw 1", seat=1)
    assert g.current_seat == 1


def test_play_goes_in_seat_order() -> None:
    """rules.md 4.1: play goes in seat order, back to seat 0 after the last seat."""
    g = game_at(["chief", "furs", "tipi"], seat=2, tops=("eagle", "", ""))
    play(g, "draw 1", "discard")
    assert g.current_seat == 0


# ---------------------------------------------------------------------------------------------
# 4.3 Draw piles


def test_pile_that_runs_out_is_refilled_from_discard_as_lowest_empty_pile() -> None:
    """rules.md 4.3: when a pile runs out, the discard pile is shuffled and becomes the
    lowest-numbered empty pile (here pile 1, not the pile that ran out)."""
    g = game_at(["chief", "furs"], piles=("", "warrior-2", ""), rest=2, discard="tipi eagle")
    play(g, "draw 2")
    census = g.census()
    assert census["piles"][:2] == [2, 0]
    assert census["discard"] == 0
    v = g.view(0).to_json()
    assert v["refills_left"] == 2
    assert v["piles"][0]["known"] == {"eagle": 1, "tipi": 1}
    assert v["piles"][1]["size"] == 0
    assert census["total"] == 112


def test_no_refill_while_discard_pile_is_empty() -> None:
    """rules.md 4.3: the discard pile refills a pile only if it is not empty."""
    g = game_at(["chief", "furs"], piles=("", "warrior-2", ""), rest=2)
    play(g, "draw 2")
    assert g.census()["piles"][:2] == [0, 0]
    assert g.view(0).to_json()["refills_left"] == 3


def test_refill_when_a_card_must_be_drawn_and_all_piles_are_empty() -> None:
    """rules.md 4.3: when a card must be drawn while all piles are empty, the discard pile is
    shuffled and becomes the lowest-numbered empty pile (pile 1)."""
    g = game_at(["chief", "furs"], piles=("", "", ""), rest="discard", refills=2)
    assert texts(g) == ["draw 1"]
    play(g, "draw 1")
    census = g.census()
    assert census["piles"][0] == 112 - 2 - 1
    assert census["discard"] == 0
    assert g.view(0).to_json()["refills_left"] == 1


def test_voluntary_draw_may_refill_pile_1() -> None:
    """rules.md 4.3 (docs ruling): a further voluntary draw is offered when all piles are empty and
    a refill is left; it refills pile 1 first."""
    g = game_at(["chief", "furs"], piles=("", "", ""), rest="discard", phase="continue")
    assert texts(g) == ["draw 1", "stop"]


def test_refill_happens_at_most_three_times() -> None:
    """rules.md 4.3: the refill happens at most three times per game; with none left, a pile that
    runs out stays empty."""
    g = game_at(["chief", "furs"], piles=("", "warrior-2", "tipi eagle"), rest="discard", refills=0)
    play(g, "draw 2")
    assert g.census()["piles"] == [0, 0, 2]
    assert g.census()["discard"] == 112 - 2 - 3


def test_game_ends_when_no_card_can_be_drawn() -> None:
    """rules.md 4.3: when a card must be drawn and none can be, the game ends. Rulebook: "Das Spiel
    endet auch, wenn keine Karte mehr von einem Zugstapel gezogen werden kann"."""
    g = game_at(["chief", "bow stern"], piles=("", "warrior-2", ""), rest="discard", refills=0)
    play(g, "draw 2", "place warrior-2 0 1")
    # No card can be drawn: the only choice left, stop, is taken; the next seat cannot draw.
    assert g.is_over()
    assert g.result() == {"reason": "no-cards", "ended_by": None, "scores": [0, 2], "winners": [1]}
    assert g.legal_actions() == []
    with pytest.raises(ogallala.GameOverError):
        g.apply("draw 1")


def test_game_does_not_end_while_a_refill_is_possible() -> None:
    """rules.md 4.3: with refills left and cards on the discard pile the game goes on."""
    g = game_at(["chief", "bow stern"], piles=("", "warrior-2", ""), rest="discard", refills=1)
    play(g, "draw 2")
    assert not g.is_over()
    assert g.census()["piles"][0] > 0


# ---------------------------------------------------------------------------------------------
# 4.4 Placement


def test_first_card_of_empty_river_goes_anywhere() -> None:
    """rules.md 4.4: the first card of an empty river goes anywhere (the river is its bounding box,
    so anywhere is row 0, column 0). Rulebook: "Die 1. Karte wird einfach vor dem Spieler abgelegt.\""""
    g = game_at(["", "furs"], phase="place", hand="chief")
    assert texts(g) == ["place chief 0 0", "discard"]
    play(g, "place chief 0 0")
    assert g.river(0) == "chief"


def test_card_must_touch_at_a_side_or_corner() -> None:
    """rules.md 4.4: every other card must touch a card of the river at a side or a corner.
    Rulebook: "Angelegt werden darf Seite an Seite oder über Eck."."""
    g = game_at(["chief", "furs"], phase="place", hand="warrior-2")
    spots = {tuple(int(x) for x in a.split()[2:]) for a in kinds(texts(g), "place")}
    assert spots == {(-1, -1), (-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0), (1, 1)}


def test_corner_touch_is_enough() -> None:
    """rules.md 4.4: touching at a corner suffices (rulebook picture 2, "über Eck")."""
    g = game_at(["chief", "furs"], phase="place", hand="warrior-2")
    play(g, "place warrior-2 1 1")
    assert g.river(0) == "chief . / . warrior-2"


def test_card_not_touching_is_refused() -> None:
    """rules.md 4.4: a card that touches nothing may not be placed."""
    g = game_at(["chief . warrior-1", "furs"], phase="place", hand="warrior-2")
    assert "place warrior-2 0 1" in texts(g)
    for bad in ("place warrior-2 0 4", "place warrior-2 -1 -2"):
        with pytest.raises((IllegalActionError, ogallala.NotationError)):
            g.apply(bad)
    g2 = game_at(["chief . . warrior-1 / furs . . . / . . . tipi", "furs"], phase="place", hand="warrior-2")
    spots = {tuple(int(x) for x in a.split()[2:]) for a in kinds(texts(g2), "place")}
    assert (2, 1) in spots  # corner of furs
    assert (1, 2) in spots  # corner of warrior-1 and of tipi
    assert (0, 2) in spots  # side of warrior-1
    assert (2, 0) in spots  # below furs
    assert all(-1 <= r <= 2 for r, _ in spots)  # three rows: no new row


def test_river_may_not_exceed_three_rows() -> None:
    """rules.md 4.4: the bounding box may never exceed 3 rows. Rulebook: "maximal drei
    Kartenreihen in der Höhe"."""
    g = game_at(["chief / warrior-1 / warrior-2", "furs"], phase="place", hand="tipi")
    spots = {tuple(int(x) for x in a.split()[2:]) for a in kinds(texts(g), "place")}
    assert spots == {(r, c) for r in range(3) for c in (-1, 1)}


def test_river_may_not_exceed_fourteen_columns() -> None:
    """rules.md 4.4: the bounding box may never exceed 14 columns. Rulebook: "maximal 14 Karten in
    der Breite"."""
    row0 = "chief " + ". " * 12 + "warrior-1"
    g = game_at([row0, "furs"], phase="place", hand="tipi")
    spots = {tuple(int(x) for x in a.split()[2:]) for a in kinds(texts(g), "place")}
    assert all(0 <= c <= 13 for _, c in spots)
    assert spots == {(r, c) for r in (-1, 0, 1) for c in (0, 1, 12, 13)} - {(0, 0), (0, 13)}


def test_fourteen_columns_may_be_reached() -> None:
    """rules.md 4.4: 14 columns are allowed (rulebook picture 4: "max. 14 Karten in der Breite")."""
    row0 = "chief " + ". " * 11 + "warrior-1"
    g = game_at([row0, "furs"], phase="place", hand="tipi")
    play(g, "place tipi 0 13")
    assert len(g.river(0).split()) == 14


def test_row_may_not_hold_same_card_twice() -> None:
    """rules.md 4.4: no row may hold the same card twice. Rulebook: "In einer Reihe dürfen niemals
    zwei Karten mit gleicher Abbildung liegen ... Jede weitere gleiche Karte muss in eine andere
    Reihe gelegt werden.\""""
    g = game_at(["chief warrior-1", "furs"], phase="place", hand="chief")
    spots = {tuple(int(x) for x in a.split()[2:]) for a in kinds(texts(g), "place")}
    assert not any(r == 0 for r, _ in spots)
    assert (1, 0) in spots
    assert (-1, 2) in spots
    with pytest.raises(IllegalActionError):
        g.apply("place chief 0 2")


def test_row_uniqueness_ignores_tribe_colour() -> None:
    """rules.md 4.4 / rulebook: "Die roten und schwarzen Zahlen spielen dabei keine Rolle.\""""
    g = game_at(["chief:red warrior-1:red", "furs"], tribes=True, phase="place", hand="chief:black")
    assert not any(a.split()[2] == "0" for a in kinds(texts(g), "place"))


def test_row_uniqueness_refuses_when_all_rows_hold_the_card() -> None:
    """rules.md 4.4: with the card in all three rows it cannot be placed at all; only discard."""
    g = game_at(["furs chief / furs warrior-1 / furs warrior-2", "chief"], phase="place", hand="furs")
    assert texts(g) == ["discard"]


def test_only_stern_card_left_of_bow() -> None:
    """rules.md 4.4: directly left of a bow card only a stern card may lie. Rulebook: "An eine
    Bugkarte darf links nur eine Heckkarte gelegt werden.\""""
    g = game_at(["warrior-1", "furs"], phase="place", hand="bow")
    assert "place bow 0 1" not in texts(g)
    assert "place bow 0 -1" in texts(g)
    g = game_at(["stern-warrior", "furs"], phase="place", hand="bow-warrior")
    assert "place bow-warrior 0 1" in texts(g)
    g = game_at(["bow", "furs"], phase="place", hand="warrior-1")
    assert "place warrior-1 0 -1" not in texts(g)
    g = game_at(["bow-warrior", "furs"], phase="place", hand="stern")
    assert "place stern 0 -1" in texts(g)


def test_only_bow_card_right_of_stern() -> None:
    """rules.md 4.4: directly right of a stern card only a bow card. Rulebook: "An eine Heckkarte
    darf rechts nur eine Bugkarte gelegt werden.\""""
    g = game_at(["stern", "furs"], phase="place", hand="furs")
    assert "place furs 0 1" not in texts(g)
    g = game_at(["stern-warrior", "furs"], phase="place", hand="bow")
    assert "place bow 0 1" in texts(g)
    g = game_at(["furs", "furs"], phase="place", hand="stern")
    assert "place stern 0 -1" not in texts(g)
    assert "place stern 0 1" in texts(g)


def test_bow_stern_neighbour_rule_in_a_gap() -> None:
    """rules.md 4.4: a card between two cards must fit both neighbours."""
    g = game_at(["stern . bow", "furs"], phase="place", hand="warrior-1")
    assert "place warrior-1 0 1" not in texts(g)
    g = game_at(["stern . bow", "furs"], phase="place", hand="bow-warrior")
    assert "place bow-warrior 0 1" not in texts(g)  # a bow left of a bow
    g = game_at(["warrior-2 . bow", "furs"], phase="place", hand="stern")
    assert "place stern 0 1" in texts(g)


def test_two_tribes_boat_holds_one_tribe() -> None:
    """rules.md 4.4: with two-tribes a boat may hold warrior cards of one tribe only. Rulebook:
    "In einem Boot dürfen nur Indianerkarten des gleichen Stammes liegen".."""
    g = game_at(["bow chief:red", "furs"], tribes=True, phase="place", hand="warrior-1:black")
    assert "place warrior-1 0 2" not in texts(g)
    assert "place warrior-1 1 2" in texts(g)
    g = game_at(["bow chief:red", "furs"], tribes=True, phase="place", hand="warrior-1:red")
    assert "place warrior-1 0 2" in texts(g)


def test_two_tribes_gap_filler_may_not_join_tribes() -> None:
    """rules.md 4.4: the tribe rule is checked on the boat as it is after the placement: a booty
    card that joins a red and a black boat through one gap is refused."""
    g = game_at(["warrior-1:red . . warrior-2:black", "furs"], tribes=True, phase="place", hand="furs")
    assert "place furs 0 1" not in texts(g)
    assert "place furs 0 2" not in texts(g)
    assert "place furs 1 1" in texts(g)
    g = game_at(["warrior-1:red . . warrior-2:red", "furs"], tribes=True, phase="place", hand="furs")
    assert "place furs 0 1" in texts(g)


def test_two_tribes_totem_has_no_tribe() -> None:
    """rules.md 2: the totem carries no tribe; it may join a boat of either tribe."""
    for tribe in ("red", "black"):
        g = game_at([f"bow chief:{tribe}", "furs"], tribes=True, phase="place", hand="totem")
        assert "place totem 0 2" in texts(g)


# ---------------------------------------------------------------------------------------------
# 4.5 Shifting


SHIFT_RIVER = "chief . . . . warrior-2 / . bow buffalo-left furs stern ."


def test_shift_right_inserts_and_moves_run_right() -> None:
    """rules.md 4.5: the run from the column up to the next empty space to the right moves one
    column right; the new card takes the column."""
    g = game_at([SHIFT_RIVER, "furs"], phase="place", hand="buffalo-right")
    play(g, "shift buffalo-right 1 3 right")
    assert g.river(0) == "chief . . . . warrior-2 / . bow buffalo-left buffalo-right furs stern"
    assert g.scores()[0] == 5 + 40 + 10


def test_shift_left_inserts_and_moves_run_left() -> None:
    """rules.md 4.5: the player's choice of direction: to the left, the run up to the next empty
    space on the left moves one column left."""
    g = game_at([SHIFT_RIVER, "furs"], phase="place", hand="buffalo-right")
    play(g, "shift buffalo-right 1 2 left")
    assert g.river(0) == "chief . . . . warrior-2 / bow buffalo-left buffalo-right furs stern ."


def test_shift_may_grow_the_river_within_14_columns() -> None:
    """rules.md 4.5: a run reaching the edge of the river widens it (within 14 columns)."""
    g = game_at(["bow buffalo-left furs stern", "furs"], phase="place", hand="buffalo-right")
    assert "shift buffalo-right 0 2 right" in texts(g)
    play(g, "shift buffalo-right 0 2 right")
    assert g.river(0) == "bow buffalo-left buffalo-right furs stern"


def test_shift_not_beyond_14_columns() -> None:
    """rules.md 4.5: not allowed if the river would exceed 14 columns. Rulebook: "Dieses
    Verschieben ist aber nicht möglich, wenn dadurch die Anzahl von 14 Karten in der Breite
    überschritten wird.\""""
    row = "bow buffalo-left furs woman dynamite eagle tobacco tipi firewater warrior-1 warrior-2 warrior-3 chief stern"
    assert len(row.split()) == 14
    g = game_at([row, "furs"], phase="place", hand="buffalo-right")
    assert kinds(texts(g), "shift") == []
    assert "place buffalo-right 1 2" in texts(g)  # into another row instead


def test_shift_into_a_gap_at_14_columns() -> None:
    """rules.md 4.5: at 14 columns, a shift towards an empty space inside the river is still
    allowed; a shift that would widen it is not."""
    row = "bow buffalo-left furs . dynamite eagle tobacco tipi firewater warrior-1 warrior-2 warrior-3 chief stern"
    g = game_at([row, "furs"], phase="place", hand="buffalo-right")
    shifts = kinds(texts(g), "shift")
    assert "shift buffalo-right 0 2 right" in shifts
    assert "shift buffalo-right 0 1 left" not in shifts  # would widen to 15
    play(g, "shift buffalo-right 0 2 right")
    assert g.river(0).split()[:4] == ["bow", "buffalo-left", "buffalo-right", "furs"]
    assert len(g.river(0).split()) == 14
    assert g.boats(0)[0]["complete"] is True


def test_shift_only_for_suite_cards() -> None:
    """rules.md 4.5: only a drawn card that belongs to a suite may shift."""
    g = game_at(["bow furs chief stern", "furs"], phase="place", hand="tipi")
    assert kinds(texts(g), "shift") == []
    with pytest.raises(IllegalActionError):
        g.apply("shift tipi 0 1 right")


def test_shift_needs_a_card_of_the_suite_in_the_boat() -> None:
    """rules.md 4.5: shifting needs one or two cards of that suite in one boat."""
    g = game_at(["bow furs chief stern / . bear-left . .", "furs"], phase="place", hand="buffalo-right")
    assert kinds(texts(g), "shift") == []


def test_shift_with_two_suite_cards_in_the_boat() -> None:
    """rules.md 4.5: with two cards of the suite in one boat the third may shift in; the whole
    suite side by side scores 90."""
    g = game_at(["bow buffalo-left buffalo-hunter stern", "furs"], phase="place", hand="buffalo-right")
    play(g, "shift buffalo-right 0 2 right")
    assert g.river(0) == "bow buffalo-left buffalo-right buffalo-hunter stern"
    assert g.scores()[0] == 5 + 90


def test_shifted_card_ends_in_the_suite_boat() -> None:
    """rules.md 4.5: the card is inserted "so that it ends in that boat", i.e. in the boat holding
    the suite's cards; every offered shift leaves it there, and keeps rule 4."""
    g = game_at(["bow chief buffalo-left furs stern . warrior-1 / . . . tipi . . .", "furs"],
                phase="place", hand="buffalo-right")
    shifts = kinds(texts(g), "shift")
    assert shifts
    for s in shifts:
        c = g.copy()
        c.apply(s)
        boat = next(b for b in c.boats(0) if "buffalo-right" in b["cells"])
        assert "buffalo-left" in boat["cells"], s
        assert not river_constraint_breaks(c.river(0)), (s, c.river(0))


def test_shift_must_keep_bow_stern_rule() -> None:
    """rules.md 4.5: not allowed if any placement rule of 4 would break (here the suite card would
    end right of the stern)."""
    g = game_at(["bow buffalo-left stern", "furs"], phase="place", hand="buffalo-right")
    assert "shift buffalo-right 0 2 right" in texts(g)
    assert "shift buffalo-right 0 2 left" not in texts(g)
    with pytest.raises(IllegalActionError):
        g.apply("shift buffalo-right 0 2 left")


def test_shift_in_two_tribes_keeps_one_tribe_per_boat() -> None:
    """rules.md 4.5 with 4.4: a shift whose run joins a red and a black boat is refused."""
    g = game_at(["bow-warrior:red buffalo-left . . warrior-2:black", "furs"], tribes=True,
                phase="place", hand="buffalo-right")
    for s in kinds(texts(g), "shift"):
        c = g.copy()
        c.apply(s)
        for b in c.boats(0):
            tribes = {x.split(":")[1] for x in b["cells"] if x and ":" in x}
            assert len(tribes) <= 1, (s, c.river(0))
    # To the right, buffalo-left would move next to the gap and join the black warrior's boat;
    # to the left the run widens the river and the boats stay apart.
    assert "shift buffalo-right 0 1 right" not in texts(g)
    assert "shift buffalo-right 0 1 left" in texts(g)
    play(g, "shift buffalo-right 0 1 left")
    assert g.river(0) == "bow-warrior:red buffalo-left buffalo-right . . warrior-2:black"


def test_shift_into_complete_boat_does_not_attack() -> None:
    """rules.md 3: a boat that stays complete (a card shifted into a complete boat) never attacks
    again; rule 4.2: no completion, so the player may draw on."""
    g = game_at(["bow-warrior shaman buffalo-left stern-warrior", "warrior-1"], phase="place", hand="buffalo-right")
    play(g, "shift buffalo-right 0 3 right")
    assert g.river(0) == "bow-warrior shaman buffalo-left buffalo-right stern-warrior"
    assert g.current_seat == 0
    assert texts(g) == ["draw 1", "draw 2", "draw 3", "stop"]
    assert g.river(1) == "warrior-1"


def test_shift_completing_another_boat_gives_that_boat_an_attack() -> None:
    """rules.md 3 and 4.5: the run moved by a shift may close the gap of the next boat: that boat is
    completed and attacks; the boat the card went into stays complete and does not."""
    g = game_at(["bow buffalo-left stern bow chief . stern", "warrior-1"], phase="place", hand="buffalo-right")
    play(g, "shift buffalo-right 0 2 right")
    assert g.river(0) == "bow buffalo-left buffalo-right stern bow chief stern"
    assert phase_of(g) == "attack"
    assert g.view(0).to_json()["decision"]["attacker"] == [0, 4]
    assert texts(g) == ["attack 1 0 0", "no-attack"]


def test_shift_completing_a_boat_gives_an_attack() -> None:
    """rules.md 3: a placement, shifted or not, that completes a boat gives it an attack."""
    g = game_at(["bow-warrior . buffalo-left stern-warrior", "warrior-1"], phase="place", hand="buffalo-right")
    play(g, "shift buffalo-right 0 2 left")
    assert g.river(0) == "bow-warrior buffalo-left buffalo-right stern-warrior"
    assert texts(g) == ["attack 1 0 0", "no-attack"]


def test_lassoed_card_may_not_shift() -> None:
    """rules.md 4.5: only drawn cards may shift (a lassoed card is placed by rule 4 only)."""
    g = game_at(["bow buffalo-left furs stern / lasso . . .", "warrior-1 buffalo-right"], phase="lasso",
                flags="must-end")
    play(g, "lasso 1 0 1")
    assert phase_of(g) == "lasso-place"
    assert kinds(texts(g), "shift") == []
    assert kinds(texts(g), "discard") == []
    assert set(a.split()[0] for a in texts(g)) == {"place"}


def test_loot_may_not_shift() -> None:
    """rules.md 4.9: loot is placed by rule 4, no shifting."""
    g = game_at(["bow buffalo-left furs stern / bow-warrior shaman . .", "buffalo-right warrior-1"],
                phase="place", hand="stern-warrior")
    play(g, "place stern-warrior 1 2", "attack 1 0 0")
    assert phase_of(g) == "loot"
    assert kinds(texts(g), "shift") == []
    assert "done" in texts(g)


# ---------------------------------------------------------------------------------------------
# 4.6 Lasso

LASSO_OPP = "warrior-2 totem furs / bow chief stern"


def test_lasso_takes_a_card_of_another_players_incomplete_boat() -> None:
    """rules.md 4.6: the lasso (drawn and placed) must take one card from an incomplete boat of
    another player. Rulebook: "muss sofort eine Karte seiner Wahl aus einem unvollständigen fremden
    Boot nehmen"; complete boats are taboo ("Vollständige Boote sind tabu")."""
    g = game_at(["chief", LASSO_OPP], tops=("lasso", "", ""))
    play(g, "draw 1", "place lasso 0 1")
    assert phase_of(g) == "lasso"
    assert texts(g) == ["lasso 1 0 0", "lasso 1 0 1", "lasso 1 0 2"]


def test_lasso_may_take_the_totem() -> None:
    """rules.md 3 and 4.6 (AMIGO): the lasso ignores the totem. Rulebook: "Der Lassowerfer kann das
    Totem aus einem unvollständigen Boot herausholen.\""""
    g = game_at(["chief", LASSO_OPP], tops=("lasso", "", ""))
    play(g, "draw 1", "place lasso 0 1", "lasso 1 0 1")
    assert phase_of(g) == "lasso-place"
    assert g.view(0).to_json()["decision"]["hand"] == ["totem"]
    play(g, "place totem 0 2")
    assert g.river(0) == "chief lasso totem"
    assert g.river(1) == "warrior-2 . furs / bow chief stern"
    assert g.current_seat == 1


def test_lasso_never_targets_own_boats() -> None:
    """rules.md 3: targets of lasso are always other players' boats."""
    g = game_at(["chief / furs", "bow stern"], tops=("lasso", "", ""))
    play(g, "draw 1", "place lasso 0 1")
    assert g.current_seat == 1  # lapsed: only the own incomplete boats hold cards
    assert g.river(0) == "chief lasso / furs ."


def test_lasso_takes_only_placeable_cards() -> None:
    """rules.md 4.6: only cards that can be placed into the own river by rule 4 may be taken (here
    every row already holds furs)."""
    mine = "furs chief / furs warrior-1 / furs warrior-2"
    g = game_at([mine, "furs warrior-3"], tops=("lasso", "", ""))
    play(g, "draw 1", "place lasso 0 2")
    # The only card that can be taken is warrior-3: the engine takes it itself (one legal action).
    assert phase_of(g) == "lasso-place"
    assert g.view(0).to_json()["decision"]["hand"] == ["warrior-3"]
    assert g.river(1) == "furs"


def test_lasso_lapses_if_nothing_can_be_placed() -> None:
    """rules.md 4.6: if no card can be taken and placed, the action lapses. Rulebook: "Kann keine
    Karte genommen werden, verfällt diese Aktion.\""""
    mine = "furs chief / furs warrior-1 / furs warrior-2"
    g = game_at([mine, "furs . . . bow stern"], tops=("lasso", "", ""))
    play(g, "draw 1", "place lasso 0 2")
    assert g.current_seat == 1
    assert g.river(1) == "furs . . . bow stern"
    assert any(e.get("event") == "lapse" for e in g.events)


def test_lasso_never_takes_from_complete_boats() -> None:
    """rules.md 3 (complete boats are stable) and 4.6."""
    g = game_at(["chief", "bow totem furs stern / bow-warrior chief stern-warrior"], tops=("lasso", "", ""))
    play(g, "draw 1", "place lasso 0 1")
    assert g.current_seat == 1
    assert g.river(1) == "bow totem furs stern / bow-warrior chief stern-warrior ."


def test_discarded_lasso_does_nothing() -> None:
    """rules.md 4.6: the lasso acts only when drawn and placed. Rulebook: "gezogen und in seine
    Ablage gelegt"."""
    g = game_at(["chief", LASSO_OPP], tops=("lasso", "", ""))
    play(g, "draw 1", "discard")
    assert g.current_seat == 1
    assert g.river(1) == "warrior-2 totem furs / bow chief stern"


def test_lassoed_card_is_placed_by_rule_4_and_may_not_be_discarded() -> None:
    """rules.md 4.6: the taken card is placed into the own river by rule 4 (no discarding)."""
    g = game_at(["chief", "warrior-2 chief furs"], tops=("lasso", "", ""))
    play(g, "draw 1", "place lasso 0 1", "lasso 1 0 1")
    places = texts(g)
    assert "discard" not in places
    assert "place chief 0 2" not in places  # row 0 holds a chief
    assert "place chief 1 0" in places
    play(g, "place chief 1 0")
    assert g.river(0) == "chief lasso / chief ."
    assert g.river(1) == "warrior-2 . furs"
    assert g.census()["total"] == 112


def test_lassoed_card_completing_a_boat_attacks() -> None:
    """rules.md 3: a boat completed by a lassoed card attacks at once (rule 4.10: after the lasso's
    own action)."""
    g = game_at(["bow chief . stern", "warrior-1 furs . . . warrior-3"], tops=("lasso", "", ""))
    play(g, "draw 1", "place lasso 1 0", "lasso 1 0 0", "place warrior-1 0 2")
    assert g.river(0) == "bow chief warrior-1 stern / lasso . . ."
    assert texts(g) == ["attack 1 0 0", "attack 1 0 4", "no-attack"]


# ---------------------------------------------------------------------------------------------
# 4.7 Archer

ARCHER_OPP = "bow-warrior furs warrior-2 / totem chief . / bow chief stern"


def test_archer_shoots_warrior_cards_of_unprotected_incomplete_boats() -> None:
    """rules.md 4.7: the archer (drawn and placed) must send one warrior card (not the totem) from
    an unprotected incomplete boat of another player to the discard pile. Rulebook: "Vollständige
    Boote, leere Bug- oder Heckkarten und Beutekarten sind tabu.\""""
    g = game_at(["chief", ARCHER_OPP], tops=("archer", "", ""))
    play(g, "draw 1", "place archer 0 1")
    assert phase_of(g) == "archer"
    # bow-warrior has a strength (a warrior card); furs is booty; the totem boat is protected;
    # the last row is complete.
    assert texts(g) == ["shoot 1 0 0", "shoot 1 0 2"]


def test_archer_shot_card_goes_to_discard_pile() -> None:
    """rules.md 4.7: the shot card goes to the discard pile (the Eternal Hunting Grounds)."""
    g = game_at(["chief", ARCHER_OPP], tops=("archer", "", ""))
    play(g, "draw 1", "place archer 0 1", "shoot 1 0 2")
    assert discard_of(g) == ["warrior-2"]
    assert g.river(1) == "bow-warrior furs . / totem chief . / bow chief stern"
    assert g.current_seat == 1


def test_archer_never_shoots_empty_bow_or_stern_or_booty() -> None:
    """rules.md 4.7 / rulebook: empty bow or stern cards and booty are taboo for the archer."""
    g = game_at(["chief", "bow furs . stern"], tops=("archer", "", ""))
    play(g, "draw 1", "place archer 0 1")
    assert g.current_seat == 1
    assert g.river(1) == "bow furs . stern"


def test_archer_never_shoots_into_a_protected_boat() -> None:
    """rules.md 3 and 4.7: the archer cannot shoot into a boat with a totem (not the totem, not its
    other warrior cards)."""
    g = game_at(["chief", "totem chief warrior-2"], tops=("archer", "", ""))
    play(g, "draw 1", "place archer 0 1")
    assert g.current_seat == 1
    assert g.river(1) == "totem chief warrior-2"


def test_archer_lapses_without_target() -> None:
    """rules.md 4.7: if there is no such card, the action lapses. Rulebook: "Kann keine
    Indianerkarte genommen werden, verfällt diese Aktion.\""""
    g = game_at(["chief / warrior-1", "bow chief stern"], tops=("archer", "", ""))
    play(g, "draw 1", "place archer 0 1")
    assert g.current_seat == 1
    assert g.river(0) == "chief archer / warrior-1 ."
    assert any(e.get("event") == "lapse" for e in g.events)


def test_archer_targets_every_other_player() -> None:
    """rules.md 3: targets are other players' boats, of any other seat."""
    g = game_at(["chief / warrior-1", "warrior-2", "furs", "warrior-3"], tops=("archer", "", ""))
    play(g, "draw 1", "place archer 0 1")
    assert texts(g) == ["shoot 1 0 0", "shoot 3 0 0"]


# ---------------------------------------------------------------------------------------------
# 4.8 Crazy Axe


def test_crazy_axe_sinks_own_complete_boat_of_choice() -> None:
    """rules.md 4.8: the player must send one own complete boat of his choice, with the axe, to the
    discard pile. Rulebook: "muss sofort ein eigenes vollständiges Boot seiner Wahl ... mit
    Verrückte Axt in die Ewigen Jagdgründe legen.\""""
    g = game_at(["bow chief stern / bow-warrior furs stern-warrior / warrior-1 . .", "furs"],
                tops=("crazy-axe", "", ""))
    play(g, "draw 1")
    assert phase_of(g) == "axe"
    assert texts(g) == ["sink 0 0", "sink 1 0"]
    play(g, "sink 1 0")
    assert g.river(0) == "bow chief stern / . . . / warrior-1 . ."  # the box keeps the empty middle row
    assert Counter(discard_of(g)) == Counter(["bow-warrior", "furs", "stern-warrior", "crazy-axe"])
    assert g.current_seat == 1


def test_crazy_axe_is_never_placed_nor_discarded_by_choice() -> None:
    """rules.md 4.2 and 4.8: Crazy Axe always resolves by rule 8 (never placed)."""
    g = game_at(["bow chief stern / bow-warrior furs stern-warrior", "furs"], tops=("crazy-axe", "", ""))
    play(g, "draw 1")
    assert all(a.split()[0] == "sink" for a in texts(g))


def test_crazy_axe_sinks_boat_with_totem() -> None:
    """rules.md 4.8: totem or not. Rulebook: "Verrückte Axt schickt auch ein vollständiges Boot mit
    Totem in die Ewigen Jagdgründe.\""""
    g = game_at(["bow totem chief stern / warrior-1 . . .", "furs"], tops=("crazy-axe", "", ""))
    play(g, "draw 1")  # one complete boat: the engine sinks it itself
    assert g.river(0) == "warrior-1"
    assert Counter(discard_of(g)) == Counter(["bow", "totem", "chief", "stern", "crazy-axe"])
    assert g.current_seat == 1


def test_crazy_axe_goes_alone_without_complete_boat() -> None:
    """rules.md 4.8: with no complete boat only the axe goes; incomplete boats are taboo. Rulebook:
    "Besitzt der Spieler kein vollständiges Boot, verfällt diese Aktion und Verrückte Axt geht
    allein in die Ewigen Jagdgründe.\""""
    g = game_at(["bow chief . stern", "bow stern"], tops=("crazy-axe", "", ""))
    play(g, "draw 1")
    assert g.river(0) == "bow chief . stern"
    assert g.river(1) == "bow stern"
    assert discard_of(g) == ["crazy-axe"]
    assert g.current_seat == 1


# ---------------------------------------------------------------------------------------------
# 4.9 Attack

ATTACKER = "bow-warrior warrior-3 chief"  # + stern-warrior: strength 10


def test_rulebook_attack_pictures() -> None:
    """rules.md 4.9, the rulebook's pictures: a boat of strength 10 may attack the boat of strength
    5, not the boat of strength 15 ("weil die Kampfstärke (15) höher ist"), not the totem boat
    ("weil es die Indianerkarte Totem enthält")."""
    opp = "bow-warrior shaman warrior-3 stern-warrior / bow totem warrior-2 stern / bow chief furs stern"
    g = game_at([ATTACKER, opp], phase="place", hand="stern-warrior")
    play(g, "place stern-warrior 0 3")
    assert g.boats(0)[0]["strength"] == 10
    assert texts(g) == ["attack 1 2 0", "no-attack"]


def test_attack_needs_strictly_lower_strength() -> None:
    """rules.md 4.9: the target's strength must be lower than the attacker's (equal is not
    enough). Rulebook: "muss eine höhere Kampfstärke als das angegriffene Boot haben"."""
    opp = "bow-warrior shaman stern-warrior / warrior-3 chief . / warrior-3 warrior-2 furs"
    g = game_at([ATTACKER, opp], phase="place", hand="stern-warrior")
    play(g, "place stern-warrior 0 3")
    # strengths: 12 (no), 8 (yes), 5 (yes); add an equal one below
    assert texts(g) == ["attack 1 1 0", "attack 1 2 0", "no-attack"]
    g = game_at([ATTACKER, "shaman"], phase="place", hand="stern-warrior")
    play(g, "place stern-warrior 0 3")
    assert g.current_seat == 1  # 10 is not lower than 10: no target, the turn ends


def test_attack_targets_complete_or_incomplete_boats() -> None:
    """rules.md 4.9: the conquered boat may be complete or incomplete. Rulebook: "Das gegnerische
    Boot kann vollständig oder unvollständig sein.\""""
    g = game_at([ATTACKER, "bow chief stern / warrior-2 furs ."], phase="place", hand="stern-warrior")
    play(g, "place stern-warrior 0 3")
    assert texts(g) == ["attack 1 0 0", "attack 1 1 0", "no-attack"]


def test_attack_is_optional() -> None:
    """rules.md 4.9: a completed boat may (not must) attack. Rulebook: "darf (muss aber nicht)"."""
    g = game_at([ATTACKER, "warrior-2 furs"], phase="place", hand="stern-warrior")
    play(g, "place stern-warrior 0 3", "no-attack")
    assert g.river(1) == "warrior-2 furs"
    assert g.current_seat == 1


def test_attack_targets_other_players_only() -> None:
    """rules.md 3: attack targets are always other players' boats."""
    g = game_at([ATTACKER + " / warrior-1 . .", "bow shaman stern", "warrior-2"], phase="place",
                hand="stern-warrior")
    play(g, "place stern-warrior 0 3")
    assert texts(g) == ["attack 2 0 0", "no-attack"]


def test_conquered_boat_leaves_river_booty_to_attacker_rest_to_discard() -> None:
    """rules.md 4.9: the conquered boat leaves that river; the attacker places any of its booty
    cards he chooses, one by one; all its other cards go to the discard pile. Rulebook: "Der
    Angreifer legt nur die Beutekarten nach eigener Wahl in seine Ablage.\""""
    g = game_at([ATTACKER, "bow furs woman warrior-1 stern / chief . . . ."], phase="place",
                hand="stern-warrior")
    play(g, "place stern-warrior 0 3", "attack 1 0 0")
    assert g.river(1) == "chief"
    assert phase_of(g) == "loot"
    assert Counter(g.view(0).to_json()["decision"]["hand"]) == Counter(["furs", "woman"])
    assert Counter(discard_of(g)) == Counter(["bow", "warrior-1", "stern"])
    acts = texts(g)
    assert acts[-1] == "done"
    assert {a.split()[1] for a in kinds(acts, "place")} == {"furs", "woman"}
    play(g, "place woman 1 0")
    assert phase_of(g) == "loot"
    assert g.view(0).to_json()["decision"]["hand"] == ["furs"]
    play(g, "done")
    assert g.river(0) == "bow-warrior warrior-3 chief stern-warrior / woman . . ."
    assert Counter(discard_of(g)) == Counter(["bow", "warrior-1", "stern", "furs"])
    assert g.current_seat == 1
    assert g.census()["total"] == 112


def test_all_loot_placed_ends_the_loot_step() -> None:
    """rules.md 4.9: once every booty card is placed the attack is over (no 'done' needed)."""
    g = game_at([ATTACKER, "furs warrior-1"], phase="place", hand="stern-warrior")
    play(g, "place stern-warrior 0 3", "attack 1 0 0", "place furs 1 0")
    assert g.river(0) == "bow-warrior warrior-3 chief stern-warrior / furs . . ."
    assert g.river(1) == ""
    assert g.current_seat == 1


def test_boat_completed_by_loot_attacks_in_turn() -> None:
    """rules.md 4.9: each boat completed by placing booty may attack in turn, after the loot is
    placed. Rulebook: "Hat ein Spieler aufgrund der eroberten Karten ein weiteres Boot
    vervollständigt, darf er einen weiteren Angriff durchführen.\""""
    mine = "bow-warrior shaman . / bow chief . stern"
    opp = "furs woman warrior-1 / warrior-3 . . / chief warrior-2 ."
    g = game_at([mine, opp], phase="place", hand="stern-warrior")
    play(g, "place stern-warrior 0 2", "attack 1 0 0", "place furs 1 2")
    assert g.river(0) == "bow-warrior shaman stern-warrior . / bow chief furs stern"
    assert phase_of(g) == "loot"  # the woman is still to place: the chained attack waits
    play(g, "done")
    # The boat completed by the furs has strength 5: it may attack warrior-3 (3), not chief warrior-2 (7).
    assert phase_of(g) == "attack"
    assert texts(g) == ["attack 1 0 0", "no-attack"]
    play(g, "attack 1 0 0")
    assert g.river(1) == "chief warrior-2"
    assert g.current_seat == 1


def test_several_completed_boats_attack_in_chosen_order() -> None:
    """rules.md 3: where one decision completes several boats, they attack in the order the player
    chooses."""
    mine = "bow-warrior shaman . . / bow chief . stern / bow warrior-3 . stern"
    opp = "furs woman warrior-1 / warrior-2 . . / totem . ."
    g = game_at([mine, opp], phase="place", hand="stern-warrior")
    play(g, "place stern-warrior 0 2", "attack 1 0 0", "place furs 1 2", "place woman 2 2")
    assert phase_of(g) == "attacker"
    assert texts(g) == ["attacker 1 0", "attacker 2 0"]
    play(g, "attacker 2 0")  # strength 3: may attack warrior-2 (2)
    assert texts(g) == ["attack 1 0 0", "no-attack"]
    play(g, "attack 1 0 0")
    # The other completed boat (strength 5) has no target left but the totem boat: no attack; with
    # three complete boats the end decision follows (rule 4.10).
    assert g.river(1) == "totem"
    assert phase_of(g) == "end"


def test_two_tribes_attack_other_tribe_or_boat_without_warriors() -> None:
    """rules.md 4.9 (two-tribes): the target must hold warriors of the other tribe or none.
    Rulebook: "Ein Boot der Rotfüße kann nur ein Boot der Schwarzfüße erobern und umgekehrt. Boote
    ohne Indianer dürfen von beiden Stämmen erobert werden.\""""
    mine = "bow-warrior:red warrior-3:red chief:red"
    opp = "warrior-2:red furs . / warrior-2:black tipi . / bow furs stern"
    g = game_at([mine, opp], tribes=True, phase="place", hand="stern-warrior:red")
    play(g, "place stern-warrior 0 3")
    assert texts(g) == ["attack 1 1 0", "attack 1 2 0", "no-attack"]


def test_two_tribes_black_attacks_red() -> None:
    """rules.md 4.9 (two-tribes), the other way round."""
    mine = "bow-warrior:black warrior-3:black chief:black"
    opp = "warrior-2:red furs / warrior-2:black tipi / totem furs"
    g = game_at([mine, opp], tribes=True, phase="place", hand="stern-warrior:black")
    play(g, "place stern-warrior 0 3")
    assert texts(g) == ["attack 1 0 0", "no-attack"]


def test_attack_needs_a_completion() -> None:
    """rules.md 3 / 4.9: only a boat completed by the placement attacks; a boat that is already
    complete never attacks again, even when another card is placed."""
    g = game_at(["bow-warrior shaman stern-warrior", "warrior-1"], tops=("chief", "", ""))
    play(g, "draw 1", "place chief 1 0")
    assert phase_of(g) == "continue"
    assert g.river(1) == "warrior-1"


def test_only_the_completed_boat_attacks() -> None:
    """rules.md 3: the completion gives *that* boat one attack; a strong boat already complete does
    not lend its strength (here the new boat has strength 0: no attack)."""
    g = game_at(["bow-warrior shaman stern-warrior / bow . .", "warrior-1"], tops=("stern", "", ""))
    play(g, "draw 1", "place stern 1 1")
    assert g.current_seat == 1
    assert g.river(1) == "warrior-1"


def test_conquered_boat_can_be_rebuilt_from() -> None:
    """rules.md 4.9: the rest of the conquered player's river stays where it lies (rulebook: "Die
    restlichen Karten in der fremden Ablage bleiben auf ihren Plätzen liegen")."""
    g = game_at([ATTACKER, "warrior-1 . . furs / . . . chief"], phase="place", hand="stern-warrior")
    play(g, "place stern-warrior 0 3", "attack 1 0 0")
    assert g.river(1) == "furs / chief"


# ---------------------------------------------------------------------------------------------
# 4.10 Order within one placement


def test_lasso_acts_before_the_completed_boat_attacks() -> None:
    """rules.md 4.10: first the drawn card's own action (lasso), then the completed boat's attack."""
    g = game_at(["bow chief . stern", "warrior-1 furs"], tops=("lasso", "", ""))
    play(g, "draw 1", "place lasso 0 2")
    assert g.river(0) == "bow chief lasso stern"
    assert phase_of(g) == "lasso"
    play(g, "lasso 1 0 1", "place furs 1 0")
    assert phase_of(g) == "attack"
    assert texts(g) == ["attack 1 0 0", "no-attack"]


def test_lasso_and_lassoed_card_completions_choose_order() -> None:
    """rules.md 3 and 4.10: the lasso completes one boat, the lassoed card another: the player
    chooses which attacks first."""
    g = game_at(["bow chief . stern / bow warrior-3 . stern", "warrior-1 furs . . . warrior-2"],
                tops=("lasso", "", ""))
    play(g, "draw 1", "place lasso 0 2", "lasso 1 0 1", "place furs 1 2")
    assert phase_of(g) == "attacker"
    assert texts(g) == ["attacker 0 0", "attacker 1 0"]


def test_archer_acts_before_the_completed_boat_attacks() -> None:
    """rules.md 4.10: the archer shoots first, then the completed boat attacks (the shot may change
    what it can attack)."""
    g = game_at(["bow chief . stern", "warrior-3 chief furs"], tops=("archer", "", ""))
    play(g, "draw 1", "place archer 0 2")
    assert phase_of(g) == "archer"  # strength 6 could not attack the 8 boat
    play(g, "shoot 1 0 0")
    assert g.river(1) == "chief furs"  # now 5: the attack comes after the shot
    assert texts(g) == ["attack 1 0 0", "no-attack"]


def test_end_decision_comes_after_attacks() -> None:
    """rules.md 4.10 and 4.11: the end-of-game decision comes after the attack."""
    mine = "bow stern bow-warrior stern-warrior / bow-warrior shaman . ."
    g = game_at([mine, "warrior-1"], phase="place", hand="stern-warrior")
    play(g, "place stern-warrior 1 2")
    assert phase_of(g) == "attack"
    play(g, "attack 1 0 0")
    assert phase_of(g) == "end"
    assert texts(g) == ["end", "continue"]


# ---------------------------------------------------------------------------------------------
# 4.11 End

TWO_BOATS = "bow stern bow-warrior stern-warrior / bow chief . ."


def test_third_complete_boat_may_end_the_game() -> None:
    """rules.md 4.11: after a completion and its attacks, a player with at least 3 complete boats
    may end the game. Rulebook: "Ein Spieler, der sein drittes Boot vervollständigt hat, kann das
    Spiel beenden.\""""
    g = game_at([TWO_BOATS, "totem furs"], tops=("stern", "", ""))
    play(g, "draw 1", "place stern 1 2")
    assert phase_of(g) == "end"
    assert texts(g) == ["end", "continue"]
    play(g, "end")
    assert g.is_over()
    assert g.result() == {"reason": "ended", "ended_by": 0, "scores": [2 + 2 + 3, 0], "winners": [0]}


def test_player_may_play_on_after_third_boat() -> None:
    """rules.md 4.11: the player may play on instead; the turn then ends (a boat was completed).
    Rulebook: "Will der Spieler jedoch weiterspielen, dann wird das Spiel normal fortgeführt.\""""
    g = game_at([TWO_BOATS, "totem furs"], tops=("stern", "", ""))
    play(g, "draw 1", "place stern 1 2", "continue")
    assert not g.is_over()
    assert g.current_seat == 1


def test_no_end_decision_with_two_complete_boats() -> None:
    """rules.md 4.11: fewer than 3 complete boats: no end decision."""
    g = game_at(["bow stern / bow chief", "totem"], tops=("stern", "", ""))
    play(g, "draw 1", "place stern 1 2")
    assert g.current_seat == 1
    assert not g.is_over()


def test_end_decision_only_after_a_completion() -> None:
    """rules.md 4.11: the decision comes after a completion; 3 complete boats and an ordinary card
    give none."""
    mine = "bow stern bow-warrior stern-warrior / bow chief stern ."
    g = game_at([mine, "furs"], tops=("warrior-2", "", ""))
    play(g, "draw 1", "place warrior-2 2 0")
    assert phase_of(g) == "continue"


def test_end_decision_again_after_a_further_completion() -> None:
    """rules.md 4.11 / rulebook: after playing on, the game can be ended again when the same player
    completes another boat ("wiederum ein Boot ... vervollständigt")."""
    mine = "bow stern bow-warrior stern-warrior / bow chief stern . / bow . . ."
    g = game_at([mine, "totem"], tops=("stern-warrior", "", ""))
    play(g, "draw 1", "place stern-warrior 2 1")
    assert texts(g) == ["end", "continue"]


def test_fifth_complete_boat_must_end_the_game() -> None:
    """rules.md 4.11: with 5 or more complete boats the player must end the game. Rulebook: "Ein
    Spieler muss spätestens mit dem fünften vollständigen Boot in seiner Ablage das Spiel beenden.\""""
    mine = "bow stern bow-warrior stern-warrior / bow stern bow-warrior stern-warrior / bow . . ."
    g = game_at([mine, "furs"], tops=("stern", "", ""))
    play(g, "draw 1", "place stern 2 1")
    assert g.is_over()
    res = g.result()
    assert res is not None
    assert (res["reason"], res["ended_by"], res["winners"]) == ("fifth-boat", 0, [0])
    assert res["scores"] == [10, 0]


def test_fifth_boat_attacks_before_the_forced_end() -> None:
    """rules.md 4.10 and 4.11: the fifth boat's attack comes first; then the game must end."""
    mine = "bow stern bow-warrior stern-warrior / bow stern bow-warrior stern-warrior / bow-warrior chief . ."
    g = game_at([mine, "warrior-1 furs"], tops=("stern", "", ""))
    play(g, "draw 1", "place stern 2 2")
    assert phase_of(g) == "attack"
    play(g, "attack 1 0 0", "done")
    assert g.is_over()
    assert g.result()["reason"] == "fifth-boat"  # type: ignore[index]


def test_another_players_third_boat_gives_him_the_decision() -> None:
    """rules.md 4.11: any player completing a boat while holding 3 or more complete boats decides."""
    theirs = "bow stern bow-warrior stern-warrior / bow chief . ."
    g = game_at(["totem", theirs], seat=1, tops=("stern", "", ""))
    play(g, "draw 1", "place stern 1 2")
    assert g.current_seat == 1
    assert texts(g) == ["end", "continue"]
    play(g, "end")
    assert g.result()["ended_by"] == 1


# ---------------------------------------------------------------------------------------------
# 4.12 Score, ties


def test_score_rulebook_example_140() -> None:
    """rules.md 4.12, the rulebook's example: "Dieses Boot zählt 20 Punkte + 30 Punkte
    (Beutekarten) + 90 Punkte (Büffelkombination) = 140 Punkte.\""""
    river = "bow warrior-3 furs buffalo-left buffalo-right buffalo-hunter warrior-1 tobacco eagle stern"
    result = ogallala.score("amigo", river)
    assert result["total"] == 140
    (b,) = result["boats"]
    assert b["complete"] is True
    assert b["strength"] == 4
    assert b["points"] == 140
    assert b["cards"] == river.split()
    assert (b["row"], b["start"]) == (0, 0)
    assert result["warnings"] == []


def test_score_rulebook_example_26() -> None:
    """rules.md 4.12, the rulebook's example: "Dieses Boot zählt 6 Punkte + 20 Punkte
    (Beutekarten) = 26 Punkte." (a 6-card boat with 2 booty cards)."""
    result = ogallala.score("amigo", "bow-warrior warrior-2 furs chief eagle stern")
    assert result["total"] == 26
    assert result["boats"][0]["points"] == 26


@pytest.mark.parametrize(
    ("river", "points"),
    [
        ("bow stern", 2),
        ("bow warrior-1 warrior-2 warrior-3 chief shaman stern", 7),
        ("bow warrior-1 warrior-2 warrior-3 chief shaman archer stern", 16),
        ("bow warrior-1 warrior-2 warrior-3 chief shaman lasso archer totem furs woman dynamite eagle stern",
         28 + 40),
    ],
)
def test_score_per_card_by_boat_length(river: str, points: int) -> None:
    """rules.md 4.12: 2-7 cards: 1 point per card; 8-14 cards: 2 points per card; plus 10 per
    booty card."""
    assert ogallala.score("amigo", river)["total"] == points


@pytest.mark.parametrize(
    ("river", "points"),
    [
        ("bow bear-left bear-right stern", 4 + 40),  # the pair side by side: 40
        ("bow bear-right bear-left stern", 4 + 20),  # wrong order: 10 each
        ("bow bear-left furs bear-right stern", 5 + 30),  # not side by side: 10 each
        ("bow bear-hunter bear-left bear-right stern", 5 + 90),  # person beside (left end): 90
        ("bow bear-left bear-right bear-hunter stern", 5 + 90),  # person beside (right end): 90
        ("bow bear-left bear-hunter stern", 4 + 20),  # half and person without the pair: 10 each
        ("bow bear-left bear-right furs bear-hunter stern", 6 + 40 + 10 + 10),  # person not beside
        ("bow bear-left bear-right gold-left gold-right stern", 6 + 40 + 40),
    ],
)
def test_score_suites(river: str, points: int) -> None:
    """rules.md 4.12: the two halves side by side (left directly left of right) score 40; with the
    person directly beside, 90 for the three; a half and its person without the pair 10 each.
    Rulebook: "Ein halber Bär und der Bärenjäger in einem Boot bringen 10+10 = 20 Bonuspunkte."."""
    assert ogallala.score("amigo", river)["total"] == points


def test_score_counts_complete_boats_only() -> None:
    """rules.md 4.12: only complete boats score. Rulebook: "Bei der Wertung zählen nur die
    vollständigen Boote.\""""
    result = ogallala.score("amigo", "bow furs tipi . stern / bow stern . . . / furs eagle . . .")
    assert result["total"] == 2
    assert [b["points"] for b in result["boats"]] == [0, 2, 0]


def test_score_of_a_whole_river_adds_its_boats() -> None:
    """rules.md 4.12 and 7: the total is the sum of the boats' points."""
    river = "bow bear-left bear-right stern bow-warrior chief stern-warrior / bow furs . stern . . ."
    result = ogallala.score("amigo", river)
    assert [b["points"] for b in result["boats"]] == [44, 3, 0]
    assert result["total"] == 47


def test_game_scores_are_complete_boats() -> None:
    """rules.md 4.12: Game.scores() counts each seat's complete boats."""
    g = game_at(["bow furs stern / bow chief .", "bow-warrior tipi eagle stern-warrior", "furs"])
    assert g.scores() == [13, 24, 0]


def test_ties_share_the_win() -> None:
    """rules.md 3: ties share the win."""
    g = game_at(["bow stern bow-warrior stern-warrior / bow stern . .",
                 "bow stern bow-warrior stern-warrior / bow-warrior stern-warrior . .", "bow stern"],
                phase="end")
    assert texts(g) == ["end", "continue"]
    play(g, "end")
    assert g.scores() == [6, 6, 2]
    assert g.winners() == [0, 1]
    assert g.result()["winners"] == [0, 1]


def test_no_winner_before_the_end() -> None:
    """rules.md 3: winners are known once the game is over."""
    g = game_at(["bow stern", "furs"])
    assert g.winners() == []
    assert g.result() is None


def test_score_warns_about_placement_breaks() -> None:
    """rules.md 7: score scores any river of the right size, legal or not; rule 4 breaks are
    reported as warnings."""
    result = ogallala.score("amigo", "bow chief chief stern")
    assert result["total"] == 4 + 0
    assert result["warnings"]
    assert ogallala.score("amigo", "warrior-1 bow stern")["warnings"]
    assert ogallala.score("amigo", "bow stern warrior-1")["warnings"]
    assert ogallala.score("amigo", "bow stern bow stern")["warnings"]


def test_position_helper_holds_the_whole_deck() -> None:
    """rules.md 3 (card conservation): the helper's positions hold exactly the 112 cards."""
    text = make_position(["bow chief", "furs"], hand="", tops=("stern", "", ""))
    g = ogallala.load_position(text)
    assert g.census()["total"] == 112
    assert g.position() == text


# ---------------------------------------------------------------------------------------------
# More situations: completion shapes, frames that move, placeability per card


@pytest.mark.parametrize(
    ("river", "card", "where", "completes"),
    [
        ("bow chief . stern", "warrior-1", "0 2", True),  # fills the single gap
        ("chief stern", "bow", "0 -1", True),  # a bow at the left end
        ("bow chief", "stern", "0 2", True),  # a stern at the right end
        ("bow", "stern", "0 1", True),  # the smallest boat
        ("stern . chief stern", "bow", "0 1", True),  # a bow right of another boat's stern
        ("bow warrior-2 . . warrior-3 stern", "chief", "0 2", False),  # one gap is left
        ("bow warrior-2 . warrior-3 stern bow chief", "chief", "1 2", False),  # another row
        ("bow . stern bow chief . stern", "warrior-1", "0 1", True),  # the first of two boats
        ("bow . stern bow chief . stern", "warrior-1", "0 5", True),  # the second of two boats
    ],
)
def test_placement_completes_the_boat_it_lands_in(river: str, card: str, where: str, completes: bool) -> None:
    """rules.md 3: a boat is completed when a placement turns it from incomplete to complete."""
    g = game_at([river, "totem"], phase="place", hand=card)
    play(g, f"place {card} {where}")
    done = [e for e in g.events if e.get("event") == "complete"]
    assert bool(done) is completes
    assert (g.current_seat == 1) is completes  # completion (and nothing else here) ends the turn


def test_attack_takes_the_whole_boat_across_a_single_gap() -> None:
    """rules.md 3 and 4.9: the conquered boat is the whole boat, the single gap included."""
    g = game_at([ATTACKER, "warrior-1 furs . tipi / . . . chief"], phase="place", hand="stern-warrior")
    play(g, "place stern-warrior 0 3", "attack 1 0 0")
    assert g.river(1) == "chief"
    assert Counter(g.view(0).to_json()["decision"]["hand"]) == Counter(["furs", "tipi"])


def test_pending_attack_follows_the_moved_frame() -> None:
    """rules.md 4.9: a boat completed by loot attacks after the loot is placed, even when a later
    loot card extends the river upwards (the waiting boat is then one row lower)."""
    mine = "bow-warrior shaman . / bow chief . stern"
    opp = "furs woman warrior-1 / warrior-3 . . / totem warrior-2 ."
    g = game_at([mine, opp], phase="place", hand="stern-warrior")
    play(g, "place stern-warrior 0 2", "attack 1 0 0", "place furs 1 2", "place woman -1 0")
    assert g.river(0) == "woman . . . / bow-warrior shaman stern-warrior . / bow chief furs stern"
    assert phase_of(g) == "attack"
    assert g.view(0).to_json()["decision"]["attacker"] == [2, 0]
    assert texts(g) == ["attack 1 0 0", "no-attack"]  # strength 5 beats warrior-3, not the totem boat


def test_lasso_takes_only_cards_placeable_by_their_own_id() -> None:
    """rules.md 4.6: placeability is the taken card's own: a bow cannot go into a river whose every
    row holds a bow, but a bow-warrior or a warrior can."""
    mine = "bow chief / bow warrior-1 / bow furs"
    g = game_at([mine, "bow warrior-2 / bow-warrior tipi"], tops=("lasso", "", ""))
    play(g, "draw 1", "place lasso 0 2")
    assert texts(g) == ["lasso 1 0 1", "lasso 1 1 0", "lasso 1 1 1"]


def test_lasso_takes_only_cards_placeable_two_tribes() -> None:
    """rules.md 4.6 with 4.4 (two-tribes): a warrior that would mix tribes in every spot cannot be
    taken."""
    mine = "bow-warrior:red chief:red / bow-warrior:red warrior-1:red / bow-warrior:red furs"
    g = game_at([mine, "warrior-2:black tipi / warrior-3:red"], tribes=True, tops=("lasso:red", "", ""))
    play(g, "draw 1", "place lasso 0 2")
    # Every free spot of the full-height box joins the black warrior-2 to a red boat (directly or
    # across one gap), and left of the bow-warriors only a stern may lie: it cannot be taken. The
    # red warrior-3 and the tipi (no tribe) can.
    assert texts(g) == ["lasso 1 0 1", "lasso 1 1 0"]
