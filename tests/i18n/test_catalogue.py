"""The one set of messages (locales/<lang>.ftl): every message in all four languages, with the same
variables, and what the browser fetches for a language."""

from __future__ import annotations

import pytest

import ogallala
from ogallala.i18n import LANGUAGES, card_forms, catalogue, fluent_id, ids, message, source, table, words
from ogallala.rules.cards import NAMES
from ogallala.rules.errors import ConfigError

#: Variables a language may use without English: the person a sentence is about, a card's gender, the
#: auxiliary verb agreeing with the person, and the card as a subject.
SELECTORS = {"has", "person", "gender", "card_subj", "card", "n"}


def _variables(text: str) -> set[str]:
    import re

    return set(re.findall(r"\{(\w+)\}", text))


@pytest.mark.parametrize("name", ["ui", "events", "web", "account", "tutorial", "reasons"])
def test_every_message_in_every_language_with_the_same_variables(name: str) -> None:
    for key, texts in table(name).items():
        assert set(texts) == set(LANGUAGES), (name, key)
        english = _variables(texts["en"]) - SELECTORS
        for lang in LANGUAGES:
            assert texts[lang].strip() or key.startswith("has_"), (name, key, lang)
            assert _variables(texts[lang]) - SELECTORS == english, (name, key, lang)


def test_every_language_file_names_the_same_messages() -> None:
    for lang in LANGUAGES:
        assert ids(lang) == ids("en") or set(ids(lang)) == set(ids("en")), lang


def test_message_keys_map_to_fluent_ids() -> None:
    assert fluent_id("web.create") == "web-create"
    assert fluent_id("events.place:draw") == "events-place--draw"
    assert words.word("seat", "de", n=2) == "Platz 2"
    assert message("fr", "reasons.pile_empty", pile=2) == "La pile 2 est vide."
    assert message("en", "web.create") == table("web")["create"]["en"]
    assert message("en", "ui.pile", p=1, n=12345) == "pile 1: 12345 cards"  # numbers are not grouped


def test_catalogue_for_one_language_is_its_fluent_file_and_the_card_names() -> None:
    fr = catalogue("fr")
    assert fr["lang"] == "fr" and fr["ftl"] == source("fr") and fr["ftl_en"] == source("en")
    assert fr["cards"]["crazy-axe"] == ogallala.display_name("crazy-axe", "fr") == "Hache Folle"
    assert set(fr) == {"lang", "ftl", "ftl_en", "cards"}
    assert set(catalogue("en")) == {"lang", "ftl", "cards"}
    with pytest.raises(ConfigError, match="unknown language 'xx'"):
        catalogue("xx")


def test_every_card_has_its_sentence_forms_in_every_language() -> None:
    """A card in a sentence comes from its own forms (article, and German's accusative where it
    differs), never from gluing words together."""
    for card in NAMES:
        for lang in LANGUAGES:
            forms = card_forms(card, lang)
            assert set(forms) == {"nom", "acc", "at", "between"} and all(forms.values()), (card, lang)
    assert card_forms("archer", "de") == {"nom": "ein Bogenschütze", "acc": "einen Bogenschützen",
                                          "at": "dem Bogenschützen", "between": "dem Bogenschützen"}
    assert card_forms("chief", "fr")["acc"] == "le chef"
    assert card_forms("warrior-1", "de")["acc"] == "einen Krieger"
    with pytest.raises(ConfigError, match="unknown language 'xx'"):
        card_forms("chief", "xx")
