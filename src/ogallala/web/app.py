"""The app factory: :func:`create_app` builds a FastAPI app from :class:`Settings`, with no module-level
state, so tests build as many apps as they like, each on its own database."""

from __future__ import annotations

import asyncio
import json
import logging
import time
from collections.abc import AsyncIterator, Awaitable, Callable, MutableMapping
from contextlib import asynccontextmanager
from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from starlette.exceptions import HTTPException as StarletteHTTPException

from .. import __version__
from ..wire_schema import view_schema
from .accounts import routes as api_accounts
from .api import refusal
from .bots.pool import BotPool
from .client import mount_client
from .compose import compose
from .errors import Busy, TableError
from .learning import analysis_routes as api_analysis
from .learning import routes as api_tutorial
from .mail import routes as api_mail
from .players import routes as api_players
from .realtime.fanout import Fanout, LocalFanout, RedisFanout
from .realtime.sockets import AddressCounts
from .runtime.loopwatch import LoopWatch
from .settings import Settings
from .storage.repository import Database
from .tables import play_routes as api_play
from .tables import replay_routes as api_replay
from .tables import routes as api_tables
from .tables import seat_routes as api_seats
from .tables import socket_routes as ws

access_log = logging.getLogger("ogallala.web.access")
log = logging.getLogger("ogallala.web")

Scope = MutableMapping[str, Any]
Message = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]
ASGIApp = Callable[[Scope, Receive, Send], Awaitable[None]]


def with_view_schema(schema: dict[str, Any]) -> dict[str, Any]:
    """``schema`` (the app's OpenAPI document) with the engine's fields of a view (``ViewOut``, the routes'
    view) described by the view's JSON Schema (:func:`..wire_schema.view_schema`, one definition for the
    wire, the docs and this): its definitions become components named ``View_<name>``."""
    components = schema.setdefault("components", {}).setdefault("schemas", {})
    out = components.get("ViewOut")
    if out is None:
        return schema
    wire = json.loads(json.dumps(view_schema()).replace('"#/$defs/', '"#/components/schemas/View_'))
    for name, definition in wire["$defs"].items():
        components[f"View_{name}"] = definition
    own = out.get("properties", {})
    out["properties"] = {**{k: v for k, v in wire["properties"].items() if k not in own}, **own}
    out["required"] = sorted(set(out.get("required", [])) | set(wire["required"]))
    return schema


def error_response(status: int, code: str, message: str, reason: str | None = None,
                   params: dict[str, Any] | None = None) -> JSONResponse:
    detail: dict[str, Any] = {"code": code, "message": message}
    if reason is not None:
        detail["reason"] = reason
        detail["params"] = params or {}
    return JSONResponse({"error": detail}, status_code=status)


class BodyLimit:
    """Answer 413 to a request body over ``limit`` bytes (announced or streamed), before the app reads it, and
    408 to one that takes more than ``seconds`` to arrive (a byte now and then holds no connection for ever)."""

    def __init__(self, app: ASGIApp, limit: int, seconds: float = 20.0) -> None:
        self.app = app
        self.limit = limit
        self.seconds = seconds

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or scope["method"] in ("GET", "HEAD", "OPTIONS"):
            await self.app(scope, receive, send)
            return
        too_large = error_response(413, "too_large", f"a request body is at most {self.limit} bytes")
        for name, value in scope.get("headers", ()):
            if name == b"content-length" and value.isdigit() and int(value) > self.limit:
                await too_large(scope, receive, send)
                return
        chunks: list[bytes] = []
        size = 0
        deadline = time.monotonic() + self.seconds
        while True:
            try:
                message = await asyncio.wait_for(receive(), max(0.0, deadline - time.monotonic()))
            except TimeoutError:
                too_slow = error_response(408, "too_slow", f"a request body arrives within {self.seconds:g} s")
                too_slow.headers["connection"] = "close"
                await too_slow(scope, receive, send)
                return
            if message["type"] == "http.disconnect":
                return
            chunk = message.get("body", b"")
            size += len(chunk)
            if size > self.limit:
                await too_large(scope, receive, send)
                return
            chunks.append(chunk)
            if not message.get("more_body", False):
                break
        body = b"".join(chunks)
        sent = False

        async def replay() -> Message:
            nonlocal sent
            if not sent:
                sent = True
                return {"type": "http.request", "body": body, "more_body": False}
            return await receive()

        await self.app(scope, replay, send)


class AccessLog:
    """One line per request: method, path (never the query string, which could hold a secret), status, time."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] not in ("http", "websocket"):
            await self.app(scope, receive, send)
            return
        start = time.perf_counter()
        status = 0

        async def watch(message: Message) -> None:
            nonlocal status
            if message["type"] == "http.response.start":
                status = message["status"]
            elif message["type"] == "websocket.accept":
                status = 101
            await send(message)

        try:
            await self.app(scope, receive, watch)
        finally:
            method = scope.get("method", "WS")
            access_log.info("%s %s %s %.1fms", method, scope.get("path", ""), status or "-",
                            (time.perf_counter() - start) * 1000)


def _validation_message(exc: RequestValidationError) -> tuple[str, str]:
    errs = exc.errors()
    if any(e.get("type") == "json_invalid" for e in errs):
        return "bad_json", "the body is not valid JSON"
    if any(tuple(e.get("loc", ())) == ("body",) and isinstance(e.get("input"), bytes | str) for e in errs):
        return "bad_json", "the body is not a JSON object (send it as Content-Type: application/json)"
    parts = []
    for e in errs[:5]:
        loc = ".".join(str(x) for x in e.get("loc", ()) if x != "body")
        parts.append(f"{loc or 'body'}: {e.get('msg', 'invalid')}")
    return "invalid", "; ".join(parts) or "the request breaks the schema"


class App(FastAPI):
    """The server's FastAPI app, which takes the game WebSocket (``/ws/games/{id}``) to its handler
    itself, past the router and the middleware (``tables/socket_routes.py`` says why), logging it as
    AccessLog does; its OpenAPI schema describes a view's fields from the view's own JSON Schema."""

    def openapi(self) -> dict[str, Any]:
        if self.openapi_schema is None:
            self.openapi_schema = with_view_schema(super().openapi())
        return self.openapi_schema

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        game_id = ws.game_id_of(scope["path"]) if scope["type"] == "websocket" else None
        if game_id is None:
            await super().__call__(scope, receive, send)
            return
        scope["app"] = self
        start = time.perf_counter()
        try:
            await ws.follow_game(scope, receive, send, game_id)
        finally:
            access_log.info("WS %s 101 %.1fms", scope["path"], (time.perf_counter() - start) * 1000)


def create_app(settings: Settings | None = None) -> FastAPI:
    """A server app on ``settings`` (defaults: SQLite in the user's data directory, one process)."""
    settings = settings if settings is not None else Settings()

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        db = Database(settings.database_url, settings.database_busy_seconds)
        await asyncio.to_thread(db.migrate)
        fanout: Fanout = RedisFanout(settings.redis_url) if settings.redis_url else LocalFanout()
        services = compose(settings, db, fanout, BotPool(settings.workers))
        await services.start()
        app.state.service = services.tables  # each domain's routes reach their service by its name
        for name in ("accounts", "passkeys", "players", "ratings", "quickplay", "mail", "analyses", "exports"):
            setattr(app.state, name, getattr(services, name))
        watch = LoopWatch() if settings.loop_stats else None
        if watch is not None:
            watch.start()
        app.state.loopwatch = watch
        try:
            yield
        finally:
            if watch is not None:
                await watch.stop()
            await services.close()
            await db.aclose()
            db.close()

    app = App(
        title="Ogallala game server", version=__version__, lifespan=lifespan,
        description="Tables, seats, bots and real-time play of Rudi Hoffmann's card game Ogallala. "
                    "See docs/server.md.",
    )
    app.state.settings = settings
    app.state.sockets = AddressCounts(settings.sockets_per_address)
    for routes in (api_tables, api_seats, api_play, api_replay, api_analysis, api_accounts, api_players, api_mail,
                   api_tutorial):
        app.include_router(routes.router)
    mount_client(app)  # the browser client: its files, pages and word catalogue (client/)

    @app.exception_handler(TableError)
    async def _refused(request: Request, exc: TableError) -> JSONResponse:
        r = refusal(exc)
        response = error_response(r.status, r.code, r.message, r.reason, r.params)
        if isinstance(exc, Busy):
            response.headers["Retry-After"] = str(exc.retry_after)
        return response

    @app.exception_handler(RequestValidationError)
    async def _invalid(request: Request, exc: RequestValidationError) -> JSONResponse:
        code, message = _validation_message(exc)
        return error_response(400 if code == "bad_json" else 422, code, message)

    @app.exception_handler(StarletteHTTPException)
    async def _http(request: Request, exc: StarletteHTTPException) -> JSONResponse:
        code = {404: "not_found", 405: "method_not_allowed"}.get(exc.status_code, "http_error")
        return error_response(exc.status_code, code, str(exc.detail))

    @app.exception_handler(Exception)
    async def _crash(request: Request, exc: Exception) -> JSONResponse:
        log.exception("unexpected error on %s %s", request.method, request.url.path)
        return error_response(500, "internal", "the server failed on this request; it is logged")

    if settings.cors_origins:
        from fastapi.middleware.cors import CORSMiddleware

        app.add_middleware(CORSMiddleware, allow_origins=list(settings.cors_origins),
                           allow_methods=["GET", "POST"], allow_headers=["Authorization", "Content-Type"])
    app.add_middleware(BodyLimit, limit=settings.max_body, seconds=settings.body_seconds)
    app.add_middleware(AccessLog)
    return app
