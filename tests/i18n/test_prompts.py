"""The prompt of a drawn card names it as a sentence does, with its article and in its case, in the
terminal (``render_decision``) and in every language (issue "The table, third edition", 6: "You drew
chief.", "Du hast Lassowerfer gezogen"); French says "la carte" rather than a pronoun whose gender would
follow the card's ("Posez-la" for a masculine card)."""

from __future__ import annotations

import random

import pytest

import ogallala
from ogallala.i18n import card_forms
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


def test_the_french_placing_prompts_take_the_pronoun_of_the_cards_gender() -> None:
    from ogallala.i18n import card_gender, message
    from ogallala.rules.cards import NAMES

    for key in ("phase_place", "phase_place_noshift", "phase_place_only", "phase_place_shift"):
        for card in NAMES:
            gender = card_gender(card, "fr")
            text = message("fr", f"ui.{key}", card=card_forms(card, "fr")["acc"], gender=gender)
            assert ("Posez-la" in text) == (gender == "feminine") and ("Posez-le" in text) != (gender == "feminine"), (
                card, text)
    assert card_gender("chief", "fr") == "masculine" and card_gender("stern", "fr") == "feminine"
