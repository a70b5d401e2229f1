"""The prompt of a drawn card names it as a sentence does, with its article and in its case, in the
terminal (``render_decision``) and in every language (issue "The table, third edition", 6: "You drew
chief.", "Du hast Lassowerfer gezogen"); French says "la carte" rather than a pronoun whose gender would
follow the card's ("Posez-la" for a masculine card)."""

from __future__ import annotations

import random

import pytest

import ogallala
from ogallala.i18n import card_forms, table
from ogallala.render import render_decision

LANGS = ("en", "de", "nl", "fr")


def _placing_views() -> list[ogallala.View]:
    out = []
    game = ogallala.new_game("amigo", players=3, seed=4)
    rng = random.Random(4)
    while not game.is_over() and len(out) < 12:
        if game.phase == "place":
            out.append(game.view(game.current_seat, events=False))
        game.apply(rng.choice(game.legal_actions()))
    return out


@pytest.mark.parametrize("lang", LANGS)
def test_a_drawn_card_is_named_with_its_article(lang: str) -> None:
    views = _placing_views()
    assert views
    for view in views:
        assert view.decision is not None
        card = view.decision.hand[0]
        text = render_decision(view, lang)
        form = card_forms(card.id, lang)
        assert form.get("acc", form["nom"]) in text, (lang, card.id, text)


def test_the_french_placing_prompts_name_the_card_not_a_gendered_pronoun() -> None:
    ui = table("ui")
    for key in ("phase_place", "phase_place_noshift", "phase_place_only", "phase_place_shift"):
        assert "Posez-la" not in ui[key]["fr"] and "Posez la carte" in ui[key]["fr"], ui[key]["fr"]
