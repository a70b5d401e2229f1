"""``ogallala bot``: play a remote-bot seat of a table on a game server with any bot of the ``ogallala.ai``
protocol, through the WebSocket API, reconnecting after drops.

The bot sees what the seat's view holds and nothing else, exactly as it would at a local table.
"""

from __future__ import annotations

import asyncio
import json
import logging
import random
import sys
from collections.abc import Callable
from typing import Any
from urllib.parse import urlsplit, urlunsplit

from ... import Action, ConfigError, NotationError, View
from ...ai import Bot, Budget, make_bot

log = logging.getLogger("ogallala.remote")


class RemoteError(Exception):
    """The server refused the seat for good (bad token, no such game)."""


def ws_url(server: str, game: str) -> str:
    """The WebSocket address of a table from the server's base URL (http, https, ws or wss)."""
    parts = urlsplit(server if "://" in server else "http://" + server)
    scheme = {"http": "ws", "https": "wss", "ws": "ws", "wss": "wss"}.get(parts.scheme)
    if scheme is None or not parts.netloc:
        raise ConfigError(f"--server {server!r}: expected http://HOST:PORT (or https, ws, wss)")
    path = parts.path.rstrip("/") + f"/ws/games/{game}"
    return urlunsplit((scheme, parts.netloc, path, "", ""))


async def play_seat(server: str, game: str, seat: int, token: str, bot: Bot, think: float | None = 1.0,
                    say: Callable[[str], None] = lambda line: None, max_retries: int = 100) -> dict[str, Any]:
    """Play ``seat`` until the game is over; answers the final view. Reconnects (with backoff) after drops."""
    import websockets

    url = ws_url(server, game)
    acted: int | None = None
    failures = 0
    while True:
        try:
            async with websockets.connect(url, open_timeout=10, max_size=2**22) as ws:
                await ws.send(json.dumps({"type": "hello", "token": token}))
                failures = 0
                acted = None  # an action sent before a drop may never have been committed: answer anew
                async for raw in ws:
                    msg = json.loads(raw)
                    if msg.get("type") == "error":
                        if msg.get("code") in ("forbidden", "not_found", "no_hello", "illegal_action",
                                               "bad_notation"):
                            raise RemoteError(f"{msg.get('code')}: {msg.get('message')}")
                        say(f"server: {msg.get('code')}: {msg.get('message')}")
                        acted = None  # e.g. stale_seq: answer the next view
                        continue
                    if msg.get("type") != "view":
                        continue
                    view = msg["view"]
                    if view.get("seat") != seat:
                        raise RemoteError(f"the token is seat {view.get('seat')}'s, not seat {seat}'s")
                    if view["status"] == "over":
                        return dict(view)
                    legal_texts = view.get("legal_actions") or []
                    if not legal_texts or acted == view["seq"]:
                        continue
                    try:
                        typed = View.from_json(view)
                    except NotationError as e:
                        raise RemoteError(f"the server sent a view this client cannot read: {e}") from None
                    # the moves this seat may play, as the view decodes them (the texts only pick them out)
                    mine = set(legal_texts)
                    legal = [Action.from_code(m.code) for m in typed.decision.legal if m.text in mine] \
                        if typed.decision is not None else []
                    if len(legal) != len(mine):
                        raise RemoteError(f"the server's legal actions {sorted(mine)} are not the decision's moves")
                    action = await asyncio.to_thread(bot.choose, typed, legal, Budget(seconds=think))
                    if action not in legal:
                        raise RemoteError(f"the bot chose {action!s}, which is not legal now")
                    acted = view["seq"]
                    say(f"seq {view['seq']}: {action}")
                    await ws.send(json.dumps({"type": "action", "action": str(action), "seq": view["seq"]}))
        except RemoteError:
            raise
        except (TimeoutError, OSError, websockets.exceptions.WebSocketException) as e:
            failures += 1
            if failures > max_retries:
                raise RemoteError(f"the server at {url} cannot be reached: {e}") from None
            wait = min(10.0, 0.25 * 2 ** min(failures, 6)) * (0.5 + random.random())
            say(f"connection lost ({type(e).__name__}); reconnecting in {wait:.1f} s")
            await asyncio.sleep(wait)


def run_bot(server: str, game: str, seat: int, token: str, spec: str, think: float | None, seed: int | None,
            quiet: bool = False) -> int:
    """The ``ogallala bot`` command: answers the exit code."""
    bot = make_bot(spec, seed)

    def say(line: str) -> None:
        if not quiet:
            print(line, file=sys.stderr, flush=True)

    try:
        final = asyncio.run(play_seat(server, game, seat, token, bot, think, say))
    except RemoteError as e:
        print(f"ogallala bot: error: {e}", file=sys.stderr)
        return 2
    result = final.get("result") or {}
    winners = result.get("winners", [])
    print(json.dumps({"game": game, "seat": seat, "scores": result.get("scores"), "winners": winners,
                      "won": seat in winners}))
    return 0
