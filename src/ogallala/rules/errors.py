"""The errors every layer raises; each has a stable string ``code`` for clients and the web API."""

from __future__ import annotations

from typing import Any


class OgallalaError(Exception):
    """Base of every error this package raises on purpose."""

    code = "error"


class NotationError(OgallalaError, ValueError):
    """A text (card, river, action, position, record) could not be read; the message names the bad part."""

    code = "bad_notation"


class IllegalActionError(OgallalaError, ValueError):
    """An action that is not legal now; the message names the action and the reason.

    ``reason`` is a stable code for the reason and ``params`` its parameters (the action's text,
    the cell, the card ...), so that a client can word the refusal in its own language; the
    codes are the ``reasons-<code>`` messages of ``ogallala/i18n/locales/<lang>.ftl``.
    """

    code = "illegal_action"
    default_reason = "illegal_action"

    def __init__(self, message: str, reason: str | None = None, params: dict[str, Any] | None = None) -> None:
        super().__init__(message)
        self.reason: str = reason or self.default_reason
        self.params: dict[str, Any] = dict(params or {})


class NotYourTurnError(IllegalActionError):
    """An action sent for a seat that is not the one to decide."""

    code = "not_your_turn"
    default_reason = "not_your_turn"


class GameOverError(IllegalActionError):
    """An action sent to a game that is over."""

    code = "game_over"
    default_reason = "game_over"


class ConfigError(OgallalaError, ValueError):
    """A game could not be set up as asked (edition, players, variants, deck)."""

    code = "bad_config"
