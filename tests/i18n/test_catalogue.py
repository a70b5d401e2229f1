"""The one word catalogue: every phrase in all four languages, with the same placeholders."""

from __future__ import annotations

import string

import pytest

import ogallala
from ogallala.i18n import LANGUAGES, catalogue, raw, table, words
from ogallala.rules.errors import ConfigError


def _fields(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


@pytest.mark.parametrize("name", ["ui", "events", "web", "account", "tutorial", "reasons"])
def test_every_phrase_in_every_language_with_the_same_placeholders(name: str) -> None:
    for key, texts in table(name).items():
        assert set(texts) == set(LANGUAGES), (name, key)
        english = _fields(texts["en"]) - {"has"}  # English needs no auxiliary verb
        for lang in LANGUAGES:
            assert texts[lang].strip() or key.startswith("has_"), (name, key, lang)
            assert _fields(texts[lang]) - {"has"} == english, (name, key, lang)


def test_terminal_words_are_the_catalogue() -> None:
    assert words.UI is table("ui") and words.EVENTS is table("events")
    assert raw()["help"] == words.HELP and set(words.HELP) == set(LANGUAGES)
    assert words.word("seat", "de", n=2) == "Platz 2"


def test_catalogue_for_one_language_joins_the_card_names() -> None:
    fr = catalogue("fr")
    assert fr["lang"] == "fr"
    assert fr["cards"]["crazy-axe"] == ogallala.display_name("crazy-axe", "fr") == "Hache Folle"
    assert fr["web"]["create"] == raw()["web"]["create"]["fr"]
    assert fr["reasons"]["pile_empty"].format(pile=2) == "La pile 2 est vide."
    assert set(fr) == {"lang", "ui", "events", "web", "account", "tutorial", "reasons", "help", "cards", "card_forms"}
    with pytest.raises(ConfigError, match="unknown language 'xx'"):
        catalogue("xx")


def test_every_card_has_its_sentence_forms_in_every_language() -> None:
    """Issue "The table, second edition", defect 9: a card in a sentence comes from the catalogue's own
    forms (article, and German's accusative where it differs), never from gluing words together."""
    from ogallala.i18n import card_forms
    from ogallala.rules.cards import NAMES

    assert set(raw()["card_forms"]) == set(NAMES)
    for card in NAMES:
        for lang in LANGUAGES:
            forms = card_forms(card, lang)
            assert set(forms) == {"nom", "acc"} and all(forms.values()), (card, lang)
            assert set(raw()["card_forms"][card][lang]) <= {"nom", "acc"}, (card, lang)
    assert card_forms("archer", "de") == {"nom": "ein Bogenschütze", "acc": "einen Bogenschützen"}
    assert card_forms("chief", "fr")["acc"] == "le chef"
    assert catalogue("de")["card_forms"]["warrior-1"]["acc"] == "einen Krieger"
    with pytest.raises(ConfigError, match="unknown language 'xx'"):
        card_forms("chief", "xx")
