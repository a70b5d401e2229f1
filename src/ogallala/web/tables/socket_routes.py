"""The WebSocket route ``/ws/games/{id}``: say hello with a token (or none, to watch), get a view
after every change, send actions; join the table's chat and write in it. Errors come back as
``{"type": "error", "code", "message"}``.

The app reaches :func:`follow_game` straight from its own ``__call__`` (:func:`game_id_of` matches
the path), not through the router and the HTTP middleware: a connection stays open for hours, and
each layer it passed would keep a suspended coroutine and its frame alive for that long, for the
cycle collector to walk (docs/experiments/server-objects.md), and would wrap every message it sends."""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import re
from typing import Any

import orjson
from fastapi import WebSocket, WebSocketDisconnect
from starlette.types import Receive, Scope, Send

from ..accounts.routes import COOKIE
from ..accounts.service import Account
from ..api import refusal
from ..errors import TableError
from ..realtime.sockets import AddressCounts, MessageRate
from .presence import Subscriber
from .service import Service

log = logging.getLogger("ogallala.web")

HELLO_SECONDS = 15.0
_PATH = re.compile(r"/ws/games/([^/]+)")


def game_id_of(path: str) -> str | None:
    """The table id of a WebSocket path ``/ws/games/{id}``; None for any other path."""
    m = _PATH.fullmatch(path)
    return m.group(1) if m else None


def error_message(code: str, message: str, reason: str | None = None, params: dict[str, Any] | None = None) -> str:
    body: dict[str, Any] = {"type": "error", "code": code, "message": message}
    if reason is not None:
        body["reason"] = reason
        body["params"] = params or {}
    return json.dumps(body, ensure_ascii=False)


def _from_service(e: TableError) -> str:
    r = refusal(e)
    return error_message(r.code, r.message, r.reason, r.params)


async def _receive(receive: Receive, limit: int) -> tuple[dict[str, Any] | None, str | None]:
    """The next message as an object, or (None, error text) for one that is not a JSON object or too large."""
    msg = await receive()
    if msg["type"] == "websocket.disconnect":
        raise WebSocketDisconnect(msg.get("code", 1000))
    raw = msg.get("text")
    if raw is None:
        data = msg.get("bytes") or b""
        if len(data) > limit:
            return None, error_message("too_large", f"a message is at most {limit} bytes")
        try:
            raw = data.decode("utf-8")
        except UnicodeDecodeError:
            return None, error_message("bad_json", "a message is JSON text in UTF-8")
    if len(raw) * 4 > limit and len(raw.encode("utf-8", "surrogatepass")) > limit:  # a character is 1-4 bytes
        return None, error_message("too_large", f"a message is at most {limit} bytes")
    try:
        obj = orjson.loads(raw)  # strict JSON (no NaN), and several times faster than the standard library's
    except ValueError as e:
        return None, error_message("bad_json", f"a message is a JSON object: {e}")
    if not isinstance(obj, dict):
        return None, error_message("bad_message", "a message is a JSON object with a 'type'")
    return obj, None


async def _account_of(ws: WebSocket, svc: Service) -> Account | None:
    """The signed-in account of a connection that says hello without a token: its session cookie, taken
    only from a page of this server's own origin (a page elsewhere cannot act as its visitor)."""
    session_id = ws.cookies.get(COOKIE)
    origin = ws.headers.get("origin")
    own = ("https" if ws.url.scheme == "wss" else "http") + "://" + ws.url.netloc
    if session_id is None or origin is None or (origin != own and origin not in svc.settings.cors_origins):
        return None
    session = await svc.accounts.session(session_id)
    return session.account if session else None


async def _writer(send: Send, sub: Subscriber) -> None:
    """Send the subscriber's messages as they come, through the socket's own ASGI ``send`` (a layer less
    than the WebSocket object's, for every push). When the socket is gone (the server's ``OSError``) it
    ends quietly (the reader sees the close too): a task that ended with the exception would keep it, its
    traceback the frames of the connection and the task again, one cycle the collector must find among
    frozen objects (``gcpolicy.py``). Any other failure closes the socket (1011), so that the client
    reconnects rather than follows a socket that stays open and says nothing."""
    try:
        while True:
            await sub.wait()
            for text in sub.take():
                await send({"type": "websocket.send", "text": text})
    except (OSError, WebSocketDisconnect):
        return
    except Exception:  # a writer that ends any other way must not leave the socket open and silent
        log.exception("the writer of a socket of game %s failed; closing the socket", sub.game_id)
        with contextlib.suppress(Exception):
            await send({"type": "websocket.close", "code": 1011, "reason": "the server could not send"})


async def follow_game(scope: Scope, receive: Receive, send: Send, game_id: str) -> None:
    """Serve one game WebSocket. The handshake and the errors go through Starlette's WebSocket; the
    messages of the game (every action in, every view out) through the socket's own ASGI ``receive`` and
    ``send``, a layer less each."""
    ws = WebSocket(scope, receive, send)
    svc: Service = ws.app.state.service
    limit = svc.settings.max_message
    counts: AddressCounts = ws.app.state.sockets
    address = ws.client.host if ws.client else "unknown"
    await ws.accept()
    if not counts.take(address):
        await ws.send_text(error_message("too_many_sockets", f"an address holds at most {counts.cap} open sockets"))
        await ws.close(code=1008, reason="too many sockets from this address")
        return
    rate = MessageRate(svc.settings.ws_messages_per_second, svc.settings.ws_burst)
    sub: Subscriber | None = None
    writer: asyncio.Task[None] | None = None
    try:
        try:
            hello, err = await asyncio.wait_for(_receive(receive, limit), HELLO_SECONDS)
        except TimeoutError:
            await ws.send_text(error_message("no_hello", "say hello first: {\"type\": \"hello\", \"token\": ...}"))
            await ws.close(code=4400)
            return
        token = hello.get("token") if hello is not None else None
        if err is None and (hello is None or hello.get("type") != "hello" or not (token is None or
                                                                                    isinstance(token, str))):
            err = error_message("no_hello", "the first message is {\"type\": \"hello\", \"token\": TOKEN or null}")
        if err is not None:
            await ws.send_text(err)
            await ws.close(code=4400)
            return
        signed_in = await _account_of(ws, svc) if token is None else None
        account = signed_in.id if signed_in else None
        try:
            sub = await svc.subscribe(game_id, token, account)
        except TableError as e:
            await ws.send_text(_from_service(e))
            await ws.close(code=4403 if refusal(e).status == 403 else 4404)
            return
        writer = asyncio.create_task(_writer(send, sub))
        while True:
            msg, err = await _receive(receive, limit)
            if not rate.allow():
                await ws.send_text(error_message(
                    "too_many_messages", f"a socket sends at most {rate.rate:g} messages a second"))
                await ws.close(code=1008, reason="too many messages")
                return
            if err is not None or msg is None:
                sub.error(err or error_message("bad_message", "unreadable message"))
                continue
            kind = msg.get("type")
            if kind == "action":
                action, seq = msg.get("action"), msg.get("seq")
                if not isinstance(action, str) or not isinstance(seq, int) or isinstance(seq, bool):
                    sub.error(error_message("bad_message", "an action message is {\"type\": \"action\", "
                                                           "\"action\": TEXT, \"seq\": int}"))
                    continue
                try:
                    await svc.act(game_id, token, action, seq, account)
                except TableError as e:
                    sub.error(_from_service(e))
            elif kind == "chat":
                try:
                    await svc.chat.post(game_id, token, signed_in, msg.get("text"), msg.get("preset"))
                except TableError as e:
                    sub.error(_from_service(e))
            elif kind == "chat-join":  # the chat so far, and every new message from now on
                try:
                    sub.chat_channel = svc.chat.channel_of(await svc.store.get(game_id), token, signed_in)
                    sub.chat_joined = True
                    sub.tell(await svc.chat.history(game_id, sub.seat, sub.chat_channel))
                except TableError as e:
                    sub.error(_from_service(e))
            elif kind == "chat-report":
                try:
                    sub.tell(await svc.chat.report(game_id, msg.get("id"), sub.seat, token, signed_in))
                except TableError as e:
                    sub.error(_from_service(e))
            elif kind == "hello":
                sub.error(error_message("bad_message", "hello is said once; reconnect to change the token"))
            elif kind == "ping":
                sub.error(json.dumps({"type": "pong"}))
            else:
                sub.error(error_message("bad_message", f"unknown message type {kind!r}: action, chat-join, chat, "
                                                       "chat-report or ping"))
    except WebSocketDisconnect:
        pass
    finally:
        counts.give_back(address)
        if writer is not None:
            writer.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await writer
        if sub is not None:
            await svc.unsubscribe(sub)
