"""The errors every layer raises; each has a stable string ``code`` for clients and the web API."""

from __future__ import annotations


class OgallalaError(Exception):
    """Base of every error this package raises on purpose."""

    code = "error"


class NotationError(OgallalaError, ValueError):
    """A text (card, river, action, position, record) could not be read; the message names the bad part."""

    code = "bad_notation"


class IllegalActionError(OgallalaError, ValueError):
    """An action that is not legal now; the message names the action and the reason."""

    code = "illegal_action"


class NotYourTurnError(IllegalActionError):
    """An action sent for a seat that is not the one to decide."""

    code = "not_your_turn"


class GameOverError(IllegalActionError):
    """An action sent to a game that is over."""

    code = "game_over"


class ConfigError(OgallalaError, ValueError):
    """A game could not be set up as asked (edition, players, variants, deck)."""

    code = "bad_config"
