"""The words of the text renderers (terminal, RL render) in English, German, Dutch and French.

They live in the one word catalogue shared with the browser (``ogallala/i18n/catalogue.json``);
card names come from the engine (:func:`ogallala.display_name`). Event templates get ``{who}``
(the acting seat, or "you") and ``{has}`` (the auxiliary verb agreeing with it, for the languages
that need one), so that one template reads right for the person and for a bot.
"""

from __future__ import annotations

from . import LANGUAGES, Table, raw, table

__all__ = ["EVENTS", "HELP", "LANGUAGES", "LEGEND_TITLE", "UI", "Table", "word"]

UI: Table = table("ui")
#: Event templates, by event name (and for ``place``, by its source).
EVENTS: Table = table("events")
HELP: dict[str, str] = raw()["help"]
LEGEND_TITLE: dict[str, str] = raw()["legend_title"]


def word(key: str, lang: str, **params: object) -> str:
    """One phrase of :data:`UI` in ``lang`` (English when a translation is missing), filled in."""
    texts = UI[key]
    return texts.get(lang, texts["en"]).format(**params)
