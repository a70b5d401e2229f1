"""The browser client: static ES modules, CSS and SVG served from the package, no build step.

:func:`mount_client` adds the client's routes to the game server's app: ``/static`` (the client's
files), the page shell for ``/``, ``/games/{id}``, ``/games/{id}/replay``, ``/account``,
``/account/reset``, ``/account/deleted``, ``/leaderboard``, ``/tutorial`` and ``/players/{name}`` (the
client reads the address and draws the page), and the
word catalogue per language as JSON at ``/i18n/{lang}.json`` (:mod:`ogallala.i18n`, the terminal's
words and the browser's), with what the client draws cards from (``card_info``) and each edition's
deck counts (``decks``, for the Rules dialog).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from fastapi import FastAPI, HTTPException
from fastapi.responses import HTMLResponse, Response
from fastapi.staticfiles import StaticFiles
from starlette.types import Scope

from ...game import card_facts, deck
from ...i18n import LANGUAGES, catalogue
from ...wire_schema import SCHEMAS, schema_text

STATIC = Path(__file__).parent / "static"

#: The client's files carry no version in their names, so browsers revalidate them each time
#: (cheap: an ETag / Last-Modified check); the page shell and the catalogue likewise.
CACHE = "no-cache"

#: What the page may load: only this server's own files and its WebSocket.
CSP = ("default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; "
       "connect-src 'self' ws: wss:; object-src 'none'; base-uri 'none'; frame-ancestors 'none'")

SHELL = """<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Ogallala</title>
<link rel="icon" href="/static/icon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/static/style.css">
<script type="module" src="/static/app.js"></script>
</head>
<body>
<div id="app"><noscript>Ogallala needs JavaScript in the browser; the terminal game is `ogallala play`.</noscript></div>
</body>
</html>
"""


class _Static(StaticFiles):
    async def get_response(self, path: str, scope: Scope) -> Any:
        response = await super().get_response(path, scope)
        response.headers["Cache-Control"] = CACHE
        response.headers["X-Content-Type-Options"] = "nosniff"
        return response


def card_info() -> dict[str, dict[str, Any]]:
    """Per card id: its class, strength (None for none), suite and half, for drawing the cards."""
    return card_facts()


#: The editions whose decks the Rules dialog shows.
EDITIONS = ("amigo", "ass", "pelikan")


def deck_counts() -> dict[str, dict[str, int]]:
    """Per edition (no variant), its deck as card id -> number of copies, in the deck's order."""
    return {ed: {str(c["card"]): int(c["count"]) for c in deck(ed)} for ed in EDITIONS}


def _shell() -> HTMLResponse:
    return HTMLResponse(SHELL, headers={"Cache-Control": CACHE, "Content-Security-Policy": CSP,
                                        "Referrer-Policy": "no-referrer", "X-Content-Type-Options": "nosniff"})


def mount_client(app: FastAPI) -> None:
    """Add the browser client's routes to ``app``."""
    app.mount("/static", _Static(directory=STATIC), name="static")
    extra = {"card_info": card_info(), "decks": deck_counts()}
    words = {lang: json.dumps(catalogue(lang) | extra, ensure_ascii=False) for lang in LANGUAGES}  # with its .ftl

    @app.get("/", include_in_schema=False)
    def lobby_page() -> HTMLResponse:
        return _shell()

    @app.get("/games/{game_id}", include_in_schema=False)
    def game_page(game_id: str) -> HTMLResponse:
        return _shell()

    @app.get("/games/{game_id}/replay", include_in_schema=False)
    def replay_page(game_id: str) -> HTMLResponse:
        return _shell()

    @app.get("/account", include_in_schema=False)
    def account_page() -> HTMLResponse:
        return _shell()

    @app.get("/account/reset", include_in_schema=False)  # a password reset link's page (its token in the fragment)
    def reset_page() -> HTMLResponse:
        page = _shell()
        page.headers["Referrer-Policy"] = "no-referrer"
        return page

    @app.get("/account/deleted", include_in_schema=False)  # the confirmation after an account's deletion
    def deleted_page() -> HTMLResponse:
        return _shell()

    @app.get("/tutorial", include_in_schema=False)
    def tutorial_page() -> HTMLResponse:
        return _shell()

    @app.get("/leaderboard", include_in_schema=False)
    def leaderboard_page() -> HTMLResponse:
        return _shell()

    @app.get("/players/{username}", include_in_schema=False)
    def profile_page(username: str) -> HTMLResponse:
        return _shell()

    @app.get("/i18n/{lang}.json", include_in_schema=False)
    def word_catalogue(lang: str) -> Response:
        if lang not in words:
            raise HTTPException(404, f"unknown language {lang!r}: choose one of {', '.join(LANGUAGES)}")
        return Response(words[lang], media_type="application/json",
                        headers={"Cache-Control": CACHE, "X-Content-Type-Options": "nosniff"})

    schemas = {name: schema_text(name) for name in SCHEMAS}  # the view's and the WebSocket's JSON Schemas

    @app.get("/schema/{name}", include_in_schema=False)
    def wire_schema(name: str) -> Response:
        if name not in schemas:
            raise HTTPException(404, f"unknown schema {name!r}: {', '.join(schemas)}")
        return Response(schemas[name], media_type="application/schema+json", headers={"Cache-Control": CACHE})
