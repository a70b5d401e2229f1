"""The terminal's pure renderers: view -> text, in every language."""

from __future__ import annotations

import random

import pytest

import ogallala
from ogallala import render
from ogallala.i18n import LANGUAGES, message, table
from ogallala.notation.river import parse_river
from ogallala.view import Card, View, card_of

LANGS = ("en", "de", "nl", "fr")


def test_every_phrase_is_in_every_language() -> None:
    assert LANGUAGES == LANGS
    for key, texts in [*table("ui").items(), *table("events").items()]:
        assert set(texts) == set(LANGS), key
        fields = {lang: sorted(f for f in _fields(t) if f not in ("has", "person", "gender", "card_subj", "card"))
                  for lang, t in texts.items()}
        assert all(f == fields["en"] for f in fields.values()), (key, fields)
    assert all(message(lang, "help") for lang in LANGS)


def _fields(template: str) -> set[str]:
    import string

    return {f for _, f, _, _ in string.Formatter().parse(template) if f}


def _cells(text: str) -> list[list[Card | None]]:
    """A river's cells from its notation."""
    tribes = ":" in text
    return [[card_of(c) if c else None for c in row] for row in parse_river(text, tribes, 3, 14, None)]


def test_grid_has_labels_margins_and_marks() -> None:
    lines = render.render_grid(_cells("bow chief . stern / . . furs ."), grow_rows=True, grow_cols=True,
                               marks={(-1, 0), (1, 4), (1, 1)}, indent="")
    assert lines[0].split() == ["-1", "0", "1", "2", "3", "4"]
    assert [line.split()[0] for line in lines[1:]] == ["-1", "0", "1", "2"]
    assert lines[1].split() == ["-1", "+"]
    assert lines[2].split() == ["0", "bow", "chief", ".", "stern"]
    assert lines[3].split() == ["1", ".", "+", "furs", ".", "+"]
    # Column labels sit over their cells.
    assert lines[0].index(" 1 ") + 1 == lines[2].index("chief")
    assert lines[0].index(" 4") + 1 == lines[3].rindex("+")


def test_grid_without_margins() -> None:
    lines = render.render_grid(_cells("warrior-3:red tobacco"), grow_rows=False, grow_cols=False, indent="")
    assert lines[0].split() == ["0", "1"]
    assert lines[1].split() == ["0", "W3:r", "tobac"]


def test_short_labels_are_unique_and_short() -> None:
    labels = list(render.SHORT.values())
    assert len(set(labels)) == len(labels)
    assert max(len(x) for x in labels) <= 6
    from ogallala.rules.cards import CARD_IDS

    assert set(CARD_IDS[1:]) <= set(render.SHORT)


@pytest.mark.parametrize("lang, text", [
    ("en", "Seat 2 lassoed the chief from you."),
    ("de", "Platz 2 hat den Häuptling mit dem Lasso von dir geholt."),
    ("nl", "Plaats 2 heeft het opperhoofd met de lasso bij jou gevangen."),
    ("fr", "Place 2 a pris le chef au lasso à vous."),
])
def test_event_sentences(lang: str, text: str) -> None:
    """A log sentence names the card with its article and case, and no row or column (issue "The table,
    second edition", defect 9 and feature 1)."""
    ev = {"event": "lasso", "seat": 2, "target": 0, "row": 0, "col": 3, "card": "chief"}
    assert render.render_event(ev, 0, lang) == text


def test_event_sentences_for_the_person() -> None:
    ev = {"event": "draw", "seat": 0, "pile": 2, "card": "shaman"}
    assert render.render_event(ev, 0, "en") == "You drew the medicine man from pile 2."
    assert render.render_event(ev, 0, "de") == "Du hast den Medizinmann von Stapel 2 gezogen."
    assert render.render_event(ev, 1, "fr") == "Place 0 a pioché l'homme-médecine (pile 2)."


@pytest.mark.parametrize("ev, lang, text", [
    ({"event": "draw", "seat": 0, "pile": 1, "card": "warrior-1"}, "de", "Du hast einen Krieger von Stapel 1 gezogen."),
    ({"event": "shoot", "seat": 1, "target": 0, "row": 0, "col": 2, "card": "archer"}, "en",
     "Seat 1 used the archer on you: an archer is shot."),
    ({"event": "shoot", "seat": 1, "target": 0, "row": 0, "col": 2, "card": "soldier"}, "de",
     "Platz 1 hat mit dem Bogenschützen einen Soldaten von dir abgeschossen."),
    ({"event": "lapse", "seat": 1, "card": "lasso"}, "de",
     "Platz 1: ein Lassowerfer findet kein Ziel, die Aktion verfällt."),
    ({"event": "complete", "seat": 0, "row": 1, "col": 0, "strength": 7, "cards": ["bow", "chief", "stern"]}, "en",
     "You completed a boat of 3 cards (strength 7): empty bow, empty stern, chief."),
    ({"event": "attack", "seat": 0, "row": 0, "col": 0,
      "targets": [{"seat": 1, "row": 0, "col": 4, "cards": ["bow", "furs", "stern"]}]}, "fr",
     "Vous avez attaqué et conquis le canoë de la place 1 de 3 cartes (proue vide, poupe vide, fourrure)."),
])
def test_event_sentences_use_the_catalogues_forms(ev: dict[str, object], lang: str, text: str) -> None:
    """Issue "The table, second edition", defect 9: German's accusative ("einen Krieger", "den
    Bogenschützen"), the nominative as a subject, articles in every language, from the catalogue's
    card_forms; no coordinates in any sentence."""
    assert render.render_event(ev, 0, lang) == text


def test_unknown_event_is_still_shown() -> None:
    assert render.render_event({"event": "eclipse", "seat": 1, "size": 3}, 0, "en") == "eclipse: seat=1, size=3"


def _random_views(games: int, edition: str = "amigo") -> list[View]:
    views = []
    for seed in range(games):
        variants = ("two-tribes",) if seed % 2 else ()
        game = ogallala.new_game(edition, players=2 + seed % 3, seed=seed, variants=variants)
        rng = random.Random(seed)
        while not game.is_over():
            if game.current_seat == 0:
                views.append(game.view(0))
            game.apply(rng.choice(game.legal_actions()))
        views.append(game.view(0))
    return views


@pytest.mark.parametrize("edition, games", [("amigo", 6), ("ass", 2), ("pelikan", 2)])
def test_every_view_renders_in_every_language(edition: str, games: int) -> None:
    """Seeded random games: every decision of seat 0 renders, with its moves, in all four languages."""
    views = _random_views(games, edition)
    phases = set()
    events = set()
    for v in views:
        dec = v.decision
        if dec is not None:
            phases.add(dec.phase)
        for ev in v.events or ():
            events.add(ev["event"])
        for lang in LANGS:
            text = render.render_view(v, lang, since=max(0, len(v.events or ()) - 20))
            assert "{" not in text and "}" not in text
            if dec is not None:
                moves = render.render_moves(v, lang)
                for i, a in enumerate(dec.legal, 1):
                    assert f"{i:>3}  {a.text}" in moves
                    if not a.text.startswith("place "):  # everything but a placement is explained
                        assert render.describe_move(a, v, lang), a.text
    assert "place" in phases and (edition != "amigo" or {"draw", "continue"} <= phases)
    assert {"draw", "place", "turn", "game-over"} <= events
    for lang in LANGS:  # every kind of event seen renders by its template, not the fallback
        for v in views[-1:]:
            for ev in v.events or ():
                line = render.render_event(ev, 0, lang)
                assert not line.startswith(ev["event"] + ":"), line


def test_result_names_the_winner() -> None:
    view = _random_views(1)[-1]
    assert view.over
    text = render.render_result(view, "en")
    assert text.startswith("*** GAME OVER ***")
    res = view.outcome
    assert res is not None
    for seat in res.winners:
        who = "You" if seat == 0 else f"Seat {seat}"
        assert f"{who}: {res.scores[seat]} points  ★" in text
