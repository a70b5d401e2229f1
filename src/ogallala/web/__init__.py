"""The game server: tables, seats, bots and real-time play over HTTP and WebSocket.

Layers, top to bottom (docs/server.md, "Layers"): ``api`` and ``ws`` (routes: validate, map errors),
``services`` (the use cases: create, claim, act, view, hint, rematch, replay), ``views`` (the one
place that turns a game into what a viewer may see), ``repository`` (SQL: records, not pickles),
``fanout`` (pushes, in-process or through Redis) and ``bots`` (bot decisions in worker processes).
:func:`create_app` builds an app from :class:`Settings`; nothing lives at module level.
"""

from __future__ import annotations

from ..extras import require_extra

require_extra("server", "ogallala.web (the game server)",
              "fastapi", "uvicorn", "sqlalchemy", "alembic", "platformdirs", "websockets", "orjson",
              "argon2", "webauthn", "openskill")

from .app import create_app  # noqa: E402  (after the check of the server's libraries)
from .settings import Settings  # noqa: E402

__all__ = ["Settings", "create_app"]
