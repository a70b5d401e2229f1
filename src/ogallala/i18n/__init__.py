"""The one word catalogue: everything the program says, in English, German, Dutch and French.

``catalogue.json`` holds the terminal's words (``ui``, ``events``, ``help``, ``legend_title``),
the browser's (``web``, and ``account`` for players' accounts) and the refusals of the rules engine
by reason code (``reasons``, see :class:`ogallala.IllegalActionError`). Card names stay with the card data
(``rules/data/cards.json``); :func:`catalogue` joins them in for one language, which is what the
browser fetches.
"""

from __future__ import annotations

import json
from functools import cache
from importlib import resources
from typing import Any

from ..rules.cards import NAMES
from ..rules.errors import ConfigError

LANGUAGES = ("en", "de", "nl", "fr")

#: A table of phrases: key -> language -> text.
Table = dict[str, dict[str, str]]


@cache
def raw() -> dict[str, Any]:
    """The whole catalogue as stored, every language side by side."""
    text = resources.files(__package__).joinpath("catalogue.json").read_text(encoding="utf-8")
    data: dict[str, Any] = json.loads(text)
    return data


def table(name: str) -> Table:
    """One table of the catalogue (``ui``, ``events``, ``web``, ``reasons`` ...)."""
    t: Table = raw()[name]
    return t


def catalogue(lang: str) -> dict[str, Any]:
    """Every phrase in ``lang`` (English where a translation is missing), card names included:
    ``{"lang", "ui", "events", "web", "account", "tutorial", "reasons", "help", "cards", "card_forms"}``;
    ``card_forms`` holds each card as a sentence names it: ``{"nom": ..., "acc": ...}`` (with its article,
    and the accusative where the language has its own)."""
    if lang not in LANGUAGES:
        raise ConfigError(f"unknown language {lang!r}: choose one of {', '.join(LANGUAGES)}")
    data = raw()
    out: dict[str, Any] = {"lang": lang}
    for name in ("ui", "events", "web", "account", "tutorial", "reasons"):
        out[name] = {key: texts.get(lang, texts["en"]) for key, texts in data[name].items()}
    out["help"] = data["help"].get(lang, data["help"]["en"])
    out["cards"] = {card: names[lang] for card, names in NAMES.items()}
    out["card_forms"] = {card: card_forms(card, lang) for card in NAMES}
    return out


def card_forms(card: str, lang: str) -> dict[str, str]:
    """A card as a sentence names it in ``lang``: ``{"nom": subject, "acc": object}``, each with its
    article (German's accusative has its own form where it differs: "den Häuptling")."""
    if lang not in LANGUAGES:
        raise ConfigError(f"unknown language {lang!r}: choose one of {', '.join(LANGUAGES)}")
    forms: dict[str, dict[str, str]] = raw()["card_forms"][card]
    mine = forms.get(lang, forms["en"])
    return {"nom": mine["nom"], "acc": mine.get("acc", mine["nom"])}
