"""Sentences as people read them, one for each wording that once came out wrong: a raw ``{has}`` on the
end screen, hints glued with colons, cards without their article, a masculine card called "la", prompts
naming a typed 'stop' no button shows, "de kano van jou", "keine Reihe hält dieselbe Karte zweimal",
two Dutch words for one thing."""

from __future__ import annotations

import re

import pytest

from ogallala.i18n import card_forms, card_gender, message, source


def event(lang: str, key: str, card: str, person: str, who: str, **more: object) -> str:
    forms = card_forms(card, lang)
    return message(lang, f"events.{key}", who=who, person=person, card=forms["acc"], card_subj=forms["nom"],
                   gender=card_gender(card, lang), **more)


def prompt(lang: str, key: str, card: str) -> str:
    return message(lang, f"ui.{key}", card=card_forms(card, lang)["acc"], gender=card_gender(card, lang), cards="")


def where(lang: str, key: str, card: str, right: str = "") -> str:
    if key == "between":
        return message(lang, "web.where_between", left=card_forms(card, lang)["between"],
                       right=card_forms(right, lang)["between"])
    return message(lang, f"web.where_{key}", card=card_forms(card, lang)["at"])


SENTENCES = [
    # a card drawn has its article
    (lambda: event("de", "draw", "lasso", "you", "Du", pile=1), "Du hast einen Lassowerfer von Stapel 1 gezogen."),
    (lambda: event("de", "draw", "lasso", "other", "Anna", pile=2), "Anna hat einen Lassowerfer von Stapel 2 gezogen."),
    (lambda: event("fr", "draw", "stern", "you", "Vous", pile=1), "Vous avez pioché une poupe vide (pile 1)."),
    (lambda: event("fr", "draw", "stern", "other", "Anna", pile=1), "Anna a pioché une poupe vide (pile 1)."),
    (lambda: event("en", "draw", "chief", "you", "You", pile=3), "You drew the chief from pile 3."),
    (lambda: event("nl", "draw", "chief", "you", "Jij", pile=1).split(" van stapel")[0], "Jij hebt het opperhoofd"),
    # the end screen: the verb agrees with the person, no raw placeholder
    (lambda: message("de", "ui.reason_three-boats", who="Du", person="you"),
     "Du hast ein drittes Boot vervollständigt: das Spiel endet sofort."),
    (lambda: message("fr", "ui.reason_three-boats", who="Anna", person="other"),
     "Anna a complété un troisième canoë : la partie se termine aussitôt."),
    # the pronoun agrees with the card drawn
    (lambda: prompt("fr", "phase_place_only", "chief"), "Vous avez pioché le chef. Posez-le."),
    (lambda: prompt("fr", "phase_place_shift", "stern"), "Vous avez pioché une poupe vide. Posez-la ou insérez-la."),
    # a hint is a whole phrase: where the card goes, without colons
    (lambda: message("de", "web.m_place_at", card="drei Krieger",
                     where=message("de", "web.where_left_of", card=card_forms("stern", "de")["at"])),
     "drei Krieger links neben dem leeren Heck legen"),
    # where a card goes, beside a card named as the language places it (German's dative, "du"/"de la")
    (lambda: where("de", "right_of", "woman"), "rechts neben der Frau"),
    (lambda: where("de", "below", "archer"), "unter dem Bogenschützen"),
    (lambda: where("de", "between", "chief", "rifles"), "zwischen dem Häuptling und den Gewehren"),
    (lambda: where("fr", "right_of", "chief"), "à droite du chef"),
    (lambda: where("fr", "above", "woman"), "au-dessus de la femme"),
    (lambda: where("fr", "left_of", "eagle"), "à gauche de l'aigle"),
    (lambda: where("fr", "between", "archer", "stern"), "entre l'archer et la poupe vide"),
    (lambda: where("nl", "left_of", "section"), "links naast het lege kanodeel"),
    (lambda: where("en", "above", "lasso"), "above the lasso thrower"),
    (lambda: message("de", "web.hint_says", move="drei Krieger legen"), "Der Bot rät: drei Krieger legen."),
    # prompts name what the buttons say, not typed commands
    (lambda: message("de", "ui.phase_continue"), "Zieh noch eine Karte oder beende deinen Zug."),
    (lambda: message("fr", "ui.phase_continue"), "Piochez encore, ou finissez votre tour."),
    # the Dutch possessive
    (lambda: message("nl", "ui.conquered", target="jou", person="you", count="2 kaarten", cards="x"),
     "jouw kano van 2 kaarten (x)"),
    (lambda: message("de", "web.rule_place").split("; ")[1], "in einer Reihe liegt jede Karte nur einmal."),
]


@pytest.mark.parametrize(("make", "expected"), SENTENCES)
def test_the_sentence_reads_whole(make: object, expected: str) -> None:
    assert callable(make)
    assert make() == expected


@pytest.mark.parametrize("lang", ["de", "nl", "fr"])
def test_no_prompt_names_a_typed_command(lang: str) -> None:
    prompts = re.findall(r"^ui-phase_\S+ = .*$", source(lang), re.M)
    assert prompts and not [p for p in prompts if re.search(r"'(stop|done|pass)'", p)]


def test_dutch_uses_one_word_for_a_boat_and_one_for_strength() -> None:
    nl = source("nl")
    assert not re.search(r"\bboten\b|\bboot\b(?! )", nl) and "kracht" not in nl


def test_the_badges_of_card_halves_take_the_languages_initials() -> None:
    assert message("de", "web.suite_initial_cannon") == "K" and message("en", "web.suite_initial_cannon") == "C"
    assert message("fr", "web.suite_initial_bear") == "Ou" and message("nl", "web.suite_initial_horse") == "P"
