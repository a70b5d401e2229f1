"""The one set of messages: everything the program says, in English, German, Dutch and French.

The messages are Project Fluent files, one per language: ``locales/<lang>.ftl`` (see docs/i18n.md).
Python formats them with ``fluent.runtime`` (:func:`message`); the browser gets the same file in its
catalogue (:func:`catalogue`, ``/i18n/{lang}.json``) and formats it with ``@fluent/bundle``.

A message is named as the program has always named it, ``"<table>.<key>"``: the terminal's words
(``ui``, ``events``, ``help``, ``legend_title``), the browser's (``web``, ``account`` for players'
accounts, ``tutorial``) and the refusals of the rules engine by reason code (``reasons``, see
:class:`ogallala.IllegalActionError`). Fluent ids cannot hold dots, so ``web.create`` is the id
``web-create`` (and ``place:draw`` becomes ``place--draw``): :func:`fluent_id`. Card names stay with the
card data (``rules/data/cards.json``); the forms of a card in a sentence (with its article, and German's
accusative) and its grammatical gender are the attributes of ``card_forms-<card>``.
"""

from __future__ import annotations

from functools import cache
from importlib import resources
from typing import Any

from fluent.runtime import FluentBundle, FluentResource
from fluent.runtime.types import fluent_number

from ..rules.cards import NAMES
from ..rules.errors import ConfigError

LANGUAGES = ("en", "de", "nl", "fr")

#: A table of phrases as plain text: key -> language -> text, its variables shown as ``{name}``.
Table = dict[str, dict[str, str]]


class MessageError(KeyError):
    """A message that is missing or that did not format (a variable it names was not given)."""


def fluent_id(key: str) -> str:
    """The Fluent id of a message key: ``"web.create"`` -> ``"web-create"``, ``"events.place:draw"`` ->
    ``"events-place--draw"``."""
    return key.replace(":", "--").replace(".", "-")


def _check(lang: str) -> None:
    if lang not in LANGUAGES:
        raise ConfigError(f"unknown language {lang!r}: choose one of {', '.join(LANGUAGES)}")


@cache
def source(lang: str) -> str:
    """The Fluent file of ``lang`` as stored."""
    _check(lang)
    return resources.files(__package__).joinpath("locales", f"{lang}.ftl").read_text(encoding="utf-8")


@cache
def bundle(lang: str) -> FluentBundle:
    """The messages of ``lang``, parsed, with English behind them for any message ``lang`` lacks."""
    b = FluentBundle([lang], use_isolating=False)
    if lang != "en":
        b.add_resource(FluentResource(source("en")))
    b.add_resource(FluentResource(source(lang)), allow_overrides=True)
    return b


def ids(lang: str = "en") -> list[str]:
    """Every message id of ``lang``'s file, in the file's order."""
    from fluent.syntax import FluentParser, ast

    return [e.id.name for e in FluentParser().parse(source(lang)).body if isinstance(e, ast.Message)]


def format_id(lang: str, fid: str, args: dict[str, Any] | None = None, attribute: str | None = None,
              strict: bool = True) -> str:
    """Message (or its ``attribute``) ``fid`` of ``lang`` formatted with ``args``; ``strict``: a missing
    message or a formatting error (an unknown variable) raises :class:`MessageError`."""
    b = bundle(lang)
    if not b.has_message(fid):
        if strict:
            raise MessageError(f"no message {fid!r}")
        return fid
    msg = b.get_message(fid)
    pattern = msg.attributes.get(attribute) if attribute else msg.value
    if pattern is None:
        raise MessageError(f"message {fid!r} has no {'attribute ' + attribute if attribute else 'value'}")
    # numbers as the program writes them (seed 12345, not 12,345), yet plurals select on them
    # and anything else as its text, as str.format showed it
    shown = {k: v if isinstance(v, str) else fluent_number(v, useGrouping=False)
             if isinstance(v, int | float) and not isinstance(v, bool) else str(v) for k, v in (args or {}).items()}
    text, errors = b.format_pattern(pattern, shown)
    if errors and strict:
        raise MessageError(f"{fid} ({lang}): {'; '.join(map(str, errors))}")
    return str(text)


def message(lang: str, key: str, **args: Any) -> str:
    """The message ``key`` (``"ui.you"``, ``"events.draw"`` ...) of ``lang`` filled in with ``args``."""
    _check(lang)
    return format_id(lang, fluent_id(key), args)


def card_gender(card: str, lang: str) -> str:
    """A card's grammatical gender in ``lang`` (``masculine``, ``feminine``, ``neuter``, ``common`` or
    ``other``), for messages that select on it."""
    _check(lang)
    try:
        return format_id(lang, f"card_forms-{card}", attribute="gender")
    except MessageError:
        return "other"


#: A case's forms in the order tried: a language without a form of its own for "at" or "between" takes the next.
_CASES = {"nom": ("nom",), "acc": ("acc",), "at": ("at", "nom"), "between": ("between", "at", "nom")}


def card_forms(card: str, lang: str) -> dict[str, str]:
    """A card as a sentence names it in ``lang``, each form with its article: ``nom`` (subject), ``acc``
    (object: German's "den Häuptling"), ``at`` (a card in a river after "right of", "above": "dem
    Häuptling", "du chef") and ``between`` (after "between": "entre le chef")."""
    _check(lang)
    out: dict[str, str] = {}
    for case, tried in _CASES.items():
        for attribute in tried:
            try:
                out[case] = format_id(lang, f"card_forms-{card}", attribute=attribute)
                break
            except MessageError:
                continue
    return out


def _plain_key(fid: str, prefix: str) -> str:
    return fid[len(prefix) + 1:].replace("--", ":")


@cache
def table(name: str) -> Table:
    """One table (``ui``, ``events``, ``web``, ``reasons`` ...) as plain text in every language: each
    message with its variables shown as ``{name}`` and its selectors at their default. For checks and
    listings; a sentence to show is :func:`message`."""
    out: Table = {}
    for fid in ids("en"):
        if not fid.startswith(name + "-"):
            continue
        key = _plain_key(fid, name)
        out[key] = {lang: _plain(lang, fid) for lang in LANGUAGES}
    return out


def variables_of(entry: Any) -> frozenset[str]:
    """The variables a parsed Fluent message (``fluent.syntax.ast.Message``) names."""
    from fluent.syntax import ast
    from fluent.syntax.visitor import Visitor

    names: set[str] = set()

    class Names(Visitor):
        def visit_VariableReference(self, node: ast.VariableReference) -> None:
            names.add(node.id.name)

    Names().visit(entry)
    return frozenset(names)


@cache
def _variables(lang: str) -> dict[str, frozenset[str]]:
    """Per message id of ``lang``'s file, the variables it names."""
    from fluent.syntax import FluentParser, ast

    return {e.id.name: variables_of(e) for e in FluentParser().parse(source(lang)).body if isinstance(e, ast.Message)}


def _plain(lang: str, fid: str) -> str:
    names = _variables(lang).get(fid) or _variables("en").get(fid, frozenset())
    return format_id(lang, fid, {n: "{" + n + "}" for n in names}, strict=False)


TABLES = ("ui", "events", "web", "account", "tutorial", "reasons")


def texts(lang: str) -> dict[str, dict[str, str]]:
    """Every table of :func:`table` as plain text in one language: ``texts("de")["web"]["create"]``."""
    _check(lang)
    return {name: {key: by_lang[lang] for key, by_lang in table(name).items()} for name in TABLES}


def catalogue(lang: str) -> dict[str, Any]:
    """What the browser fetches for ``lang``: ``{"lang", "ftl", "cards"}``, the language's Fluent file
    (English's first, for any message the language lacks: ``ftl_en``) and the card names."""
    _check(lang)
    out: dict[str, Any] = {"lang": lang, "ftl": source(lang)}
    if lang != "en":
        out["ftl_en"] = source("en")
    out["cards"] = {card: names[lang] for card, names in NAMES.items()}
    return out
