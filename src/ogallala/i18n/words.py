"""The words of the text renderers (terminal, RL render) in English, German, Dutch and French.

They are messages of the one set shared with the browser (``ogallala/i18n/locales/<lang>.ftl``, see
:mod:`ogallala.i18n`); card names come from the engine (:func:`ogallala.display_name`). Event messages
get ``$who`` (the acting seat, or "you") and ``$person`` (``you``, ``other`` or ``bot``) to select
the verb's form on, so that one message reads right for the person and for a bot.
"""

from __future__ import annotations

from typing import Any

from . import LANGUAGES, Table, message

__all__ = ["LANGUAGES", "Table", "event", "word"]


def word(key: str, lang: str, **params: object) -> str:
    """One message of the ``ui`` table in ``lang`` (English when a translation is missing), filled in."""
    return message(lang, f"ui.{key}", **params)


def event(key: str, lang: str, **params: Any) -> str:
    """One message of the ``events`` table (by event name, and for ``place`` by its source)."""
    return message(lang, f"events.{key}", **params)
