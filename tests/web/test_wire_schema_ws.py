"""The WebSocket messages of a short game fit the messages' JSON Schema (ogallala.wire_schema), and the
server serves both schemas (docs/server.md, "The WebSocket")."""

from __future__ import annotations

import json
import random
from typing import Any

from ogallala.wire_schema import messages_schema, schema_text, view_schema
from schematools import problems, validator
from web.webtools import create, receive


def test_every_message_of_a_short_game_fits_the_messages_schema(make_client: Any) -> None:
    """Two players and a spectator on WebSockets play a seeded game to its end, with a ping, a stale
    action and refused ones on the way: every message either side sends fits its part of the schema."""
    client = make_client(allow_seed=True, ws_messages_per_second=0)  # each move as soon as its view is there
    schema = messages_schema()
    from_server, from_client = validator(schema, "from_server"), validator(schema, "from_client")
    g = create(client, seed=11)
    tokens = [s["token"] for s in g["seats"]]
    got: list[dict[str, Any]] = []
    sent: list[dict[str, Any]] = []

    def send(ws: Any, msg: dict[str, Any]) -> None:
        sent.append(msg)
        ws.send_text(json.dumps(msg))

    def until(ws: Any, kind: str, seq: int | None = None) -> dict[str, Any]:
        """The next message of ``kind`` (a view: of ``seq``); a refusal while waiting for a view fails."""
        for _ in range(50):
            msg = receive(ws)
            got.append(msg)
            if msg["type"] == kind and (seq is None or msg["seq"] == seq):
                return msg
            assert kind != "view" or msg["type"] != "error", msg
        raise AssertionError(f"no {kind} message")

    rng = random.Random(11)
    with client.websocket_connect(f"/ws/games/{g['id']}") as watcher, \
            client.websocket_connect(f"/ws/games/{g['id']}") as ann, \
            client.websocket_connect(f"/ws/games/{g['id']}") as bob:
        sockets = [ann, bob]
        send(watcher, {"type": "hello", "token": None})
        for ws, token in zip(sockets, tokens, strict=True):
            send(ws, {"type": "hello", "token": token})
        views = [until(ws, "view")["view"] for ws in sockets]  # the answers to hello
        send(watcher, {"type": "ping"})
        until(watcher, "pong")
        send(ann, {"type": "action", "action": "draw 1", "seq": 5})  # stale
        until(ann, "error")
        send(bob, {"type": "action", "action": "draw 1", "seq": 0})  # not Bob's turn
        until(bob, "error")
        send(ann, {"type": "action", "action": "stop", "seq": 0})  # no card drawn yet: refused with a reason
        refused = until(ann, "error")
        seq = 0
        while views[0]["status"] != "over" and seq < 500:
            mover = next(i for i, v in enumerate(views) if v["legal_actions"])
            send(sockets[mover], {"type": "action", "action": rng.choice(views[mover]["legal_actions"]), "seq": seq})
            seq += 1
            views = [until(ws, "view", seq)["view"] for ws in sockets]
            until(watcher, "view", seq)
    assert seq > 20 and views[0]["status"] == "over" and views[0]["result"] is not None and "reason" in refused
    assert {m["type"] for m in got} == {"view", "error", "pong"} and len(got) > 3 * seq
    for msg in got:
        assert problems(from_server, msg) == [], (msg["type"], msg.get("seq"))
    for msg in sent:
        assert problems(from_client, msg) == [], msg


def test_the_server_serves_the_schemas(client: Any) -> None:
    for name, schema in (("view.json", view_schema()), ("messages.json", messages_schema())):
        r = client.get(f"/schema/{name}")
        assert r.status_code == 200 and r.headers["content-type"].startswith("application/schema+json")
        assert r.text == schema_text(name) and r.json() == schema
    assert client.get("/schema/nothing.json").status_code == 404
