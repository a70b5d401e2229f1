"""Editions and variants (rules.md sections 1 and 2): the ASS and Pelikan decks, the deck presets, which
variant applies to which edition, custom decks, the two-tribes split, and what each edition shows.

The expected card tables are copied from the card table of seed 000 ("Overview of Cards", the columns
Ogallala I and Ogallala II), independently of the engine's data files.
"""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest
from mat_positions import game_at, make_position, position_fields

import ogallala
from ogallala import ConfigError

SUITE_CARDS = [
    "cannon-left", "cannon-right", "soldier", "bear-left", "bear-right", "bear-hunter",
    "buffalo-left", "buffalo-right", "buffalo-hunter", "wood-left", "wood-right", "lumberjack",
    "gold-left", "gold-right", "gold-digger", "horse-left", "horse-right", "cowboy",
]

# Seed 000, "Overview of Cards", column Ogallala I.
ASS_TABLE = {
    "bow": 8, "stern": 8, "bow-warrior": 8, "stern-warrior": 8,
    "warrior-1": 10, "warrior-2": 10, "warrior-3": 10, "chief": 8, "shaman": 4,
    "lasso": 6, "archer": 6, "crazy-axe": 4, "totem": 2,
    "furs": 12, "firewater": 2, "gunpowder": 2, "tobacco": 2, "tent": 2, "eagle": 2, "rifles": 2,
    **dict.fromkeys(SUITE_CARDS, 1),
}
# Seed 000, "Overview of Cards", column Ogallala II.
PELIKAN_TABLE = {
    "bow": 6, "stern": 6, "section": 4, "bow-warrior": 6, "stern-warrior": 6,
    "warrior-1": 6, "warrior-2": 6, "warrior-3": 6, "chief": 6, "shaman": 2,
    "lasso": 6, "archer": 6, "totem": 2,
    "furs": 6, "firewater": 1, "gunpowder": 1, "tobacco": 1, "tent": 1, "eagle": 1, "rifles": 1,
    **dict.fromkeys(SUITE_CARDS, 1),
}
WARRIOR_IDS = {"bow-warrior", "stern-warrior", "warrior-1", "warrior-2", "warrior-3", "chief", "shaman", "lasso",
               "archer", "crazy-axe"}


def deck_dict(edition: str, variants: tuple[str, ...] = ()) -> dict[str, int]:
    return {d["card"]: d["count"] for d in ogallala.deck(edition, variants) if d["count"]}


def game_cards(game: ogallala.Game) -> Counter[str]:
    """Every card of a game's position (piles, hand, discard, out of play, rivers), as tokens."""
    f = position_fields(game.position())
    tokens = [t for p in f["piles"].split("|") for t in p.split()]
    tokens += f["hand"].split() + f["discard"].split() + f.get("out", "").split()
    for rv in f["rivers"].split("|"):
        tokens += [t for t in rv.replace("/", " ").split() if t != "."]
    return Counter(tokens)


# ---------------------------------------------------------------------------------------------
# The decks


def test_ass_deck_is_the_card_table_134_cards() -> None:
    """rules.md 1, 2 (Decks): the ASS deck is exactly the card table of seed 000, 134 cards. Rulebook: "For
    the basic Ogallala game you need 134 cards.\""""
    d = deck_dict("ass")
    assert sum(d.values()) == 134
    assert d == ASS_TABLE


def test_pelikan_deck_is_the_card_table_98_cards() -> None:
    """rules.md 1, 2 (Decks): the Pelikan deck is exactly the Ogallala II column, 98 cards: 4 sections, no
    Crazy Axe. Rulebook: "You need only 98 cards for this version.\""""
    d = deck_dict("pelikan")
    assert sum(d.values()) == 98
    assert d == PELIKAN_TABLE
    assert "crazy-axe" not in d


def test_ass_has_no_sections_and_only_its_booty() -> None:
    """rules.md 2: no `section` in the ASS deck; ASS and Pelikan booty are gunpowder, tent, rifles (not
    AMIGO's woman, dynamite, tipi)."""
    for edition in ("ass", "pelikan"):
        d = deck_dict(edition)
        assert not {"woman", "dynamite", "tipi"} & set(d)
        assert {"gunpowder", "tent", "rifles"} <= set(d)
    assert "section" not in deck_dict("ass")


@pytest.mark.parametrize(("edition", "size"), [("ass", 134), ("pelikan", 98)])
def test_a_new_game_deals_the_whole_deck(edition: str, size: int) -> None:
    """rules.md 5.1, 6.1: every card of the deck is dealt (census total, and the cards by id)."""
    g = ogallala.new_game(edition, players=4, seed=12)
    assert g.census()["total"] == size
    assert game_cards(g) == Counter(deck_dict(edition))
    assert g.view(None).to_json()["deck_size"] == size


@pytest.mark.parametrize(("edition", "lo", "hi"), [("ass", 2, 4), ("pelikan", 2, 4)])
def test_player_counts(edition: str, lo: int, hi: int) -> None:
    """rules.md 1: ASS and Pelikan are for 2 to 4 players."""
    for n in (lo, hi):
        assert ogallala.new_game(edition, players=n, seed=1).players == n
    for n in (lo - 1, hi + 1):
        with pytest.raises(ConfigError):
            ogallala.new_game(edition, players=n, seed=1)


# ---------------------------------------------------------------------------------------------
# Deck presets


@pytest.mark.parametrize("edition", ["ass", "pelikan", "amigo"])
def test_more_lassos_archers_adds_two_of_each(edition: str) -> None:
    """rules.md 1: `more-lassos-archers`: +2 lasso, +2 archer. Rulebook: "You may step up the action by
    adding more lasso throwers and archers.\""""
    base = deck_dict(edition)
    more = deck_dict(edition, ("more-lassos-archers",))
    assert more["lasso"] == base["lasso"] + 2
    assert more["archer"] == base["archer"] + 2
    assert {k: v for k, v in more.items() if k not in ("lasso", "archer")} == {
        k: v for k, v in base.items() if k not in ("lasso", "archer")}
    g = ogallala.new_game(edition, players=2, seed=3, variants=["more-lassos-archers"])
    assert g.census()["total"] == sum(base.values()) + 4


@pytest.mark.parametrize("edition", ["ass", "amigo"])
def test_fewer_axes_removes_two(edition: str) -> None:
    """rules.md 1: `fewer-axes`: -2 crazy-axe. Rulebook: "you may remove two or even all four of those
    cards.\""""
    base = deck_dict(edition)
    fewer = deck_dict(edition, ("fewer-axes",))
    assert fewer["crazy-axe"] == base["crazy-axe"] - 2
    assert sum(fewer.values()) == sum(base.values()) - 2


@pytest.mark.parametrize("edition", ["ass", "amigo"])
def test_no_axes_removes_every_axe(edition: str) -> None:
    """rules.md 1: `no-axes`: no crazy-axe at all."""
    d = deck_dict(edition, ("no-axes",))
    assert "crazy-axe" not in d
    assert sum(d.values()) == sum(deck_dict(edition).values()) - deck_dict(edition)["crazy-axe"]
    g = ogallala.new_game(edition, players=2, seed=3, variants=["no-axes"])
    assert "crazy-axe" not in game_cards(g)


@pytest.mark.parametrize("edition", ["ass", "pelikan", "amigo"])
def test_no_totems_removes_every_totem(edition: str) -> None:
    """rules.md 1: `no-totems`. Rulebook: "You may also remove the Totem Pole Cards.\""""
    d = deck_dict(edition, ("no-totems",))
    assert "totem" not in d
    assert sum(d.values()) == sum(deck_dict(edition).values()) - 2


def test_presets_combine() -> None:
    """rules.md 1: presets change the counts together."""
    d = deck_dict("ass", ("more-lassos-archers", "no-totems", "fewer-axes"))
    assert (d["lasso"], d["archer"], d["crazy-axe"]) == (8, 8, 2)
    assert "totem" not in d
    assert sum(d.values()) == 134 + 4 - 2 - 2


@pytest.mark.parametrize("variant", ["fewer-axes", "no-axes"])
def test_axe_presets_refused_for_pelikan(variant: str) -> None:
    """rules.md 1: `fewer-axes` and `no-axes` are refused for pelikan, which has no axe."""
    with pytest.raises(ConfigError, match=variant):
        ogallala.new_game("pelikan", players=2, seed=1, variants=[variant])
    with pytest.raises(ConfigError):
        ogallala.deck("pelikan", [variant])


def test_fewer_axes_and_no_axes_exclude_each_other() -> None:
    """rules.md 1: the two axe presets contradict each other."""
    with pytest.raises(ConfigError):
        ogallala.new_game("ass", players=2, seed=1, variants=["fewer-axes", "no-axes"])


# ---------------------------------------------------------------------------------------------
# Which variant applies to which edition


def test_river_16_refused_for_amigo() -> None:
    """rules.md 1: `river-16` is for ass and pelikan only (AMIGO has no mat)."""
    with pytest.raises(ConfigError, match="river-16"):
        ogallala.new_game("amigo", players=2, seed=1, variants=["river-16"])
    for edition in ("ass", "pelikan"):
        assert ogallala.new_game(edition, players=2, seed=1, variants=["river-16"]).variants == ("river-16",)


@pytest.mark.parametrize("edition", ["amigo", "pelikan"])
def test_sorted_stacks_refused_for_amigo_and_pelikan(edition: str) -> None:
    """rules.md 1: `sorted-stacks` is for ass only."""
    with pytest.raises(ConfigError, match="sorted-stacks"):
        ogallala.new_game(edition, players=2, seed=1, variants=["sorted-stacks"])


@pytest.mark.parametrize("edition", ["amigo", "ass", "pelikan"])
def test_two_tribes_applies_to_every_edition(edition: str) -> None:
    """rules.md 1: `two-tribes` is usable with every edition."""
    g = ogallala.new_game(edition, players=2, seed=1, variants=["two-tribes"])
    assert g.variants == ("two-tribes",)


def test_unknown_variant_refused() -> None:
    """rules.md 1: only the listed variants exist."""
    with pytest.raises(ConfigError, match="no-such-variant"):
        ogallala.new_game("ass", players=2, seed=1, variants=["no-such-variant"])


# ---------------------------------------------------------------------------------------------
# Custom decks


def small_ass_deck() -> dict[str, int]:
    return {"bow": 6, "stern": 6, "warrior-1": 6, "chief": 4, "furs": 6, "section": 3, "totem": 1}


def test_custom_deck_dict_is_used() -> None:
    """rules.md 1: a custom deck (counts per card id) is dealt instead of the edition's deck; the ASS
    reserve's sections are allowed."""
    custom = small_ass_deck()
    g = ogallala.new_game("ass", players=2, seed=6, deck=custom)
    assert game_cards(g) == Counter(custom)
    assert g.census()["total"] == sum(custom.values())
    assert g.view(None).to_json()["deck"] == dict(sorted(custom.items()))


def test_custom_deck_with_presets() -> None:
    """rules.md 1: the presets change a custom deck too."""
    g = ogallala.new_game("ass", players=2, seed=6, deck=small_ass_deck(), variants=["more-lassos-archers"])
    cards = game_cards(g)
    assert (cards["lasso"], cards["archer"]) == (2, 2)


def test_custom_deck_json_file(tmp_path: Path) -> None:
    """rules.md 1: a custom deck given as a file: JSON `{"card-id": count, ...}`."""
    path = tmp_path / "deck.json"
    path.write_text(json.dumps(small_ass_deck()), "utf-8")
    g = ogallala.new_game("ass", players=2, seed=6, deck=path)
    assert game_cards(g) == Counter(small_ass_deck())
    g = ogallala.new_game("ass", players=2, seed=6, deck=str(path))
    assert game_cards(g) == Counter(small_ass_deck())


def test_custom_deck_lines_file(tmp_path: Path) -> None:
    """rules.md 1: a custom deck given as a file of `id count` lines (`#` comments)."""
    path = tmp_path / "deck.txt"
    lines = ["# a small Pelikan deck", ""] + [f"{cid} {n}" for cid, n in small_ass_deck().items()]
    path.write_text("\n".join(lines) + "\n", "utf-8")
    g = ogallala.new_game("pelikan", players=2, seed=6, deck=path)
    assert game_cards(g) == Counter(small_ass_deck())


@pytest.mark.parametrize(
    ("edition", "deck", "words"),
    [
        ("ass", {"bow": 4, "woman": 2}, ["woman", "ass"]),  # an AMIGO booty card
        ("pelikan", {"bow": 4, "crazy-axe": 2}, ["crazy-axe", "pelikan"]),  # Pelikan has no axe
        ("amigo", {"bow": 4, "section": 2}, ["section", "amigo"]),  # sections are no AMIGO card
        ("ass", {"bow": 4, "no-such-card": 2}, ["no-such-card"]),
        ("ass", {"bow": 4, "chief": -1}, ["chief", "-1"]),
        ("pelikan", {"bow": 4, "chief": "five"}, ["chief", "five"]),
        ("ass", {"bow": 4, "chief": 2.5}, ["chief", "2.5"]),
    ],
)
def test_custom_deck_refused_naming_the_problem(edition: str, deck: dict, words: list[str]) -> None:
    """rules.md 1: a custom deck with an id the edition lacks, a negative count or a count that is no whole
    number is refused with a ConfigError naming the problem."""
    with pytest.raises(ConfigError) as err:
        ogallala.new_game(edition, players=2, seed=1, deck=deck)
    for w in words:
        assert w in str(err.value)


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("bow 4\nthis is garbage\n", ["line 2", "garbage"]),
        ("bow 4\nchief -3\n", ["chief", "-3"]),
        ("bow 4\nwoman 2\n", ["woman"]),
        ("{not json", ["JSON"]),
        ('{"bow": 4, "chief": "x"}', ["chief"]),
        ("[1, 2]", []),
    ],
)
def test_custom_deck_file_refused_naming_the_problem(tmp_path: Path, text: str, words: list[str]) -> None:
    """rules.md 1: a deck file with garbage, a negative count or a foreign id is refused with a ConfigError
    naming the problem."""
    path = tmp_path / "deck.txt"
    path.write_text(text, "utf-8")
    with pytest.raises(ConfigError) as err:
        ogallala.new_game("ass", players=2, seed=1, deck=path)
    for w in words:
        assert w in str(err.value)


def test_custom_deck_missing_file_refused(tmp_path: Path) -> None:
    """rules.md 1: a deck file that cannot be read is refused with a ConfigError naming the file."""
    with pytest.raises(ConfigError, match="nowhere"):
        ogallala.new_game("ass", players=2, seed=1, deck=tmp_path / "nowhere.txt")


@pytest.mark.parametrize("edition", ["ass", "pelikan"])
def test_custom_deck_game_record_replays(edition: str) -> None:
    """rules.md 1: the record of a custom-deck game replays to the same game."""
    custom = small_ass_deck() | {"lasso": 3, "archer": 3, "warrior-3": 4}
    g = ogallala.new_game(edition, players=3, seed=9, deck=custom, variants=["two-tribes"])
    for i in range(120):
        if g.is_over():
            break
        acts = g.legal_actions()
        g.apply(acts[(i * 7) % len(acts)])
    rec = json.loads(json.dumps(g.record()))
    assert rec["deck"] == custom
    again = ogallala.replay(rec)
    assert again.position() == g.position()
    assert again.scores() == g.scores()


def test_custom_deck_position_round_trip() -> None:
    """rules.md 1, 7: a custom deck's position names the deck and loads back."""
    g = ogallala.new_game("ass", players=2, seed=6, deck=small_ass_deck())
    text = g.position()
    assert position_fields(text)["deck"]
    assert ogallala.load_position(text).position() == text


# ---------------------------------------------------------------------------------------------
# Two tribes


@pytest.mark.parametrize("edition", ["ass", "pelikan"])
def test_two_tribes_splits_each_warrior_id_half_and_half(edition: str) -> None:
    """rules.md 2: with `two-tribes`, every warrior card but the totem carries a tribe, split half and half
    per id (the card table: "8 (4+4)", "10 (5+5)", "4 (2+2)", ...)."""
    g = ogallala.new_game(edition, players=2, seed=2, variants=["two-tribes"])
    cards = game_cards(g)
    table = ASS_TABLE if edition == "ass" else PELIKAN_TABLE
    for cid, n in table.items():
        if cid in WARRIOR_IDS:
            assert cards[f"{cid}:red"] == n // 2, cid
            assert cards[f"{cid}:black"] == n // 2, cid
            assert cards[cid] == 0
        else:
            assert cards[cid] == n, cid
            assert cards[f"{cid}:red"] == cards[f"{cid}:black"] == 0


def test_two_tribes_odd_count_extra_card_is_red() -> None:
    """rules.md 2: odd counts: the extra card is red."""
    custom = {"bow": 4, "stern": 4, "chief": 5, "warrior-1": 1, "lasso": 3, "furs": 3}
    g = ogallala.new_game("ass", players=2, seed=2, variants=["two-tribes"], deck=custom)
    cards = game_cards(g)
    assert (cards["chief:red"], cards["chief:black"]) == (3, 2)
    assert (cards["warrior-1:red"], cards["warrior-1:black"]) == (1, 0)
    assert (cards["lasso:red"], cards["lasso:black"]) == (2, 1)
    assert cards["furs"] == 3 and cards["bow"] == 4


def test_two_tribes_totem_and_empty_cards_carry_no_tribe() -> None:
    """rules.md 2: the totem (no strength, no tribe), booty and empty bows/sterns have no tribe; a tribe on
    them is a notation error."""
    for token in ("totem:red", "furs:black", "bow:red"):
        with pytest.raises(ogallala.NotationError, match=token):
            ogallala.score("ass", token + " . . . . . . . . . . . . . / " + " / ".join([". " * 13 + "."] * 2),
                           ["two-tribes"])
    text = make_position("pelikan", ["chief:red", ""], variants=["two-tribes"])
    assert ogallala.load_position(text).river(0).startswith("chief:red ")
    with pytest.raises(ogallala.NotationError, match="tribe"):  # a warrior card needs its tribe
        ogallala.load_position(text.replace("rivers=chief:red ", "rivers=chief "))


# ---------------------------------------------------------------------------------------------
# The edition in every record, view and position


@pytest.mark.parametrize("edition", ["amigo", "ass", "pelikan"])
def test_record_view_and_position_carry_the_edition(edition: str) -> None:
    """rules.md 1, 7: every edition's record, view and position name the edition; they load back as it."""
    g = ogallala.new_game(edition, players=2, seed=4)
    for _ in range(5):
        g.apply(g.legal_actions()[0])
    assert g.edition == edition
    assert g.record()["edition"] == edition
    assert g.view(0).to_json()["edition"] == edition
    assert g.view(None).to_json()["edition_name"] == ogallala.EDITIONS[edition].name
    assert g.position().startswith(f"ogallala-position 1 {edition};")
    assert ogallala.load_position(g.position()).edition == edition
    assert ogallala.replay(g.record()).edition == edition


# ---------------------------------------------------------------------------------------------
# What the discard pile shows


def test_amigo_discard_pile_is_face_up() -> None:
    """rules.md 4.1: AMIGO's discard pile is face up and public: the view lists it."""
    from conftest import game_at as amigo_game_at

    g = amigo_game_at(["furs", "chief"], discard="tipi eagle")
    v = g.view(1).to_json()
    assert v["discard"] == ["tipi", "eagle"]
    assert v["discard_size"] == 2
    assert v["out_of_play"] is None


def test_pelikan_discard_pile_is_face_down() -> None:
    """rules.md 6.1: Pelikan's discards are face down: the view shows no cards, only the size."""
    g = game_at("pelikan", ["furs", "chief"], discard="tent eagle")
    v = g.view(1).to_json()
    assert v["discard"] is None
    assert v["discard_size"] == 2
    assert v["out_of_play"] is None


def test_ass_has_out_of_play_instead_of_a_discard_pile() -> None:
    """rules.md 5.2: ASS has no discard pile: the view lists the cards out of play."""
    g = game_at("ass", ["furs", "chief"], out="tent eagle")
    v = g.view(1).to_json()
    assert v["discard"] is None
    assert v["discard_size"] == 0
    assert v["out_of_play"] == ["tent", "eagle"]
    assert g.census()["out_of_play"] == 2


def test_out_of_play_is_refused_outside_ass() -> None:
    """rules.md 3: only ASS has cards out of play; a Pelikan position with such cards is refused."""
    text = make_position("pelikan", ["", ""], discard="tent")
    assert ";out=;" in text
    bad = text.replace(";discard=tent;", ";discard=;").replace(";out=;", ";out=tent;")
    with pytest.raises(ogallala.NotationError, match="out of play"):
        ogallala.load_position(bad)


@pytest.mark.parametrize("edition", sorted(ogallala.EDITIONS))
def test_each_edition_checks_its_player_count(edition: str) -> None:
    """One check of the player range, for every place that sets a game up (new_game, the envs, tournaments)."""
    ed = ogallala.EDITIONS[edition]
    for n in range(ed.min_players, ed.max_players + 1):
        ed.check_players(n)
    for bad in (ed.min_players - 1, ed.max_players + 1, str(ed.min_players), True, 2.0, None):
        with pytest.raises(ConfigError) as err:
            ed.check_players(bad)
        assert str(err.value) == f"{ed.name} is for {ed.min_players} to {ed.max_players} players, not {bad!r}"
        with pytest.raises(ConfigError, match=f"players, not {bad!r}"):
            ogallala.new_game(edition, players=bad, seed=1)  # type: ignore[arg-type]
