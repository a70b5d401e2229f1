"""The WebSocket API: hello, pushed views, actions, errors for garbage, reconnects, two connections on one seat."""

from __future__ import annotations

import asyncio
import contextlib
import gc
import json
import time
from collections import Counter
from typing import Any

import pytest

from web.webtools import bearer, create, receive, until_seq


def hello(ws: Any, token: str | None) -> dict[str, Any]:
    ws.send_text(json.dumps({"type": "hello", "token": token}))
    msg = receive(ws)
    assert msg["type"] == "view", msg
    return msg


def test_a_spectator_and_a_seat_see_every_action_and_only_the_seat_may_act(client: Any) -> None:
    g = create(client, seed=7)
    ann = g["seats"][0]["token"]
    with client.websocket_connect(f"/ws/games/{g['id']}") as watcher, \
            client.websocket_connect(f"/ws/games/{g['id']}") as player:
        first = hello(watcher, None)
        assert first["seq"] == 0 and first["view"]["seat"] is None and first["view"]["legal_actions"] == []
        mine = hello(player, ann)
        assert mine["view"]["seat"] == 0 and mine["view"]["legal_actions"] == ["draw 1", "draw 2", "draw 3"]
        seen = until_seq(watcher, 0)  # Ann connecting is pushed: her seat shows connected
        assert seen["view"]["seats"][0]["connected"] is True and seen["view"]["seats"][1]["connected"] is False
        player.send_text(json.dumps({"type": "action", "action": "draw 3", "seq": 0}))
        pushed = until_seq(player, 1)
        watched = until_seq(watcher, 1)
        assert pushed["view"]["last_action"]["action"] == "draw 3" == watched["view"]["last_action"]["action"]
        assert watched["view"]["legal_actions"] == [] and pushed["view"]["legal_actions"]
        assert {k: v for k, v in pushed["view"].items() if k not in ("seat", "legal_actions")} == \
            {k: v for k, v in watched["view"].items() if k not in ("seat", "legal_actions")}
        watcher.send_text(json.dumps({"type": "action", "action": pushed["view"]["legal_actions"][0], "seq": 1}))
        err = receive(watcher)
        assert err["type"] == "error" and err["code"] == "forbidden"
    assert client.get(f"/api/games/{g['id']}").json()["seq"] == 1


def test_errors_name_the_problem_and_change_nothing(client: Any) -> None:
    g = create(client, seed=7)
    ann = g["seats"][0]["token"]
    with client.websocket_connect(f"/ws/games/{g['id']}") as ws:
        hello(ws, ann)
        cases = [
            ("not json at all", "bad_json"),
            (json.dumps([1, 2]), "bad_message"),
            (json.dumps({"type": "dance"}), "bad_message"),
            (json.dumps({"type": "action", "action": 3, "seq": 0}), "bad_message"),
            (json.dumps({"type": "action", "action": "draw 1", "seq": True}), "bad_message"),
            (json.dumps({"type": "action", "action": "draw 1", "seq": 5}), "stale_seq"),
            (json.dumps({"type": "action", "action": "stop", "seq": 0}), "illegal_action"),
            (json.dumps({"type": "action", "action": "x" * 20_000, "seq": 0}), "too_large"),
            (json.dumps({"type": "hello", "token": None}), "bad_message"),
        ]
        for text, code in cases:
            ws.send_text(text)
            msg = receive(ws)
            assert msg["type"] == "error" and msg["code"] == code and msg["message"], (text[:40], msg)
        ws.send_bytes(b"\xff\xfe\x00garbage")
        assert receive(ws)["code"] == "bad_json"
        ws.send_text(json.dumps({"type": "ping"}))
        assert receive(ws) == {"type": "pong"}
    v = client.get(f"/api/games/{g['id']}").json()
    assert v["seq"] == 0


@pytest.mark.parametrize("first", [json.dumps({"type": "action", "action": "draw 1", "seq": 0}), "garbage",
                                   json.dumps({"type": "hello", "token": 5})])
def test_the_first_message_must_be_hello(client: Any, first: str) -> None:
    g = create(client, seed=7)
    with client.websocket_connect(f"/ws/games/{g['id']}") as ws:
        ws.send_text(first)
        msg = receive(ws)
        assert msg["type"] == "error" and msg["code"] in ("no_hello", "bad_json")


def test_a_bad_token_or_game_is_refused(client: Any) -> None:
    g = create(client, seed=7)
    with client.websocket_connect(f"/ws/games/{g['id']}") as ws:
        ws.send_text(json.dumps({"type": "hello", "token": "forged"}))
        assert receive(ws)["code"] == "forbidden"
    with client.websocket_connect("/ws/games/nosuchgame") as ws:
        ws.send_text(json.dumps({"type": "hello", "token": None}))
        assert receive(ws)["code"] == "not_found"


def test_two_connections_on_one_seat_stay_live_and_a_reconnect_gets_the_current_view(client: Any) -> None:
    g = create(client, seed=7)
    ann = g["seats"][0]["token"]
    with client.websocket_connect(f"/ws/games/{g['id']}") as a, client.websocket_connect(f"/ws/games/{g['id']}") as b:
        hello(a, ann)
        hello(b, ann)
        b.send_text(json.dumps({"type": "action", "action": "draw 1", "seq": 0}))
        assert until_seq(a, 1)["view"]["seat"] == 0
        assert until_seq(b, 1)["view"]["seat"] == 0
        b.close()
        # One connection left: the seat still counts as connected.
        r = client.get(f"/api/games/{g['id']}").json()
        assert r["seats"][0]["connected"] is True
        v = client.post(f"/api/games/{g['id']}/actions", json={"action": r["decision"]["legal_actions"][0]["text"],
                                                               "seq": 1}, headers=bearer(ann))
        assert v.status_code == 200
        assert until_seq(a, 2)["seq"] == 2
    assert client.get(f"/api/games/{g['id']}").json()["seats"][0]["connected"] is False
    with client.websocket_connect(f"/ws/games/{g['id']}") as again:
        assert hello(again, ann)["seq"] == 2


def test_a_finished_table_leaves_memory_when_its_last_follower_goes(client: Any) -> None:
    from web.test_server_api import play_out

    g = create(client, seed=21)
    svc = client.app.state.service
    with client.websocket_connect(f"/ws/games/{g['id']}") as watcher:
        hello(watcher, None)
        final = play_out(client, g)
        assert final["status"] == "over"
        assert g["id"] in svc.store.tables  # a spectator still follows it
    for _ in range(100):  # the server sees the close a moment later
        if g["id"] not in svc.store.tables:
            break
        time.sleep(0.02)
    assert g["id"] not in svc.store.tables
    # rebuilt from the database on demand
    rec = client.get(f"/api/games/{g['id']}/record").json()
    assert len(rec["actions"]) == final["seq"]
    assert client.get(f"/api/games/{g['id']}").json()["scores"] == final["scores"]

    other = create(client, seed=22)
    tokens = {s["seat"]: s["token"] for s in other["seats"]}
    v = client.get(f"/api/games/{other['id']}", headers=bearer(tokens[0])).json()
    while v["status"] != "over":  # nobody follows it: it leaves memory with its last action
        token = tokens[v["current_seat"]]
        mine = client.get(f"/api/games/{other['id']}", headers=bearer(token)).json()
        r = client.post(f"/api/games/{other['id']}/actions", headers=bearer(token),
                        json={"action": mine["legal_actions"][0], "seq": mine["seq"]})
        assert r.status_code == 200, r.text
        v = r.json()
    assert other["id"] not in svc.store.tables


def _coroutines() -> Counter[str]:
    return Counter(c.__qualname__ for c in gc.get_objects() if type(c).__name__ == "coroutine")


def test_an_open_game_socket_keeps_no_router_or_middleware_frame_alive(client: Any) -> None:
    """A game WebSocket goes from the app's own ``__call__`` to its handler (web/tables/socket_routes.py
    says why): what an open one keeps waiting is its handler's own, not a coroutine of the router or of a
    middleware for the collector to walk (the app's lifespan holds one of each for its whole life: those
    are not counted)."""
    g = create(client, seed=7)
    before = _coroutines()
    with client.websocket_connect(f"/ws/games/{g['id']}") as ws:
        hello(ws, None)
        added = _coroutines() - before
    assert added["follow_game"] == 1, added
    layers = {"Router.__call__", "ExceptionMiddleware.__call__", "ServerErrorMiddleware.__call__", "AccessLog.__call__",
              "BodyLimit.__call__", "Starlette.__call__", "WebSocketRoute.handle", "APIRouter.app"}
    assert not set(added) & layers, added


def test_the_writer_ends_quietly_when_its_socket_is_gone_and_leaves_no_cycle() -> None:
    """A push on its way when the client went away: the writer task ends without an exception, so no
    traceback ties the connection's objects into a cycle that only a collection of everything (frozen
    objects included, ``web/runtime/gcpolicy.py``) would free."""
    import weakref

    from uvicorn.protocols.utils import ClientDisconnected

    from ogallala.web.tables.presence import Subscriber
    from ogallala.web.tables.socket_routes import _writer
    from web.test_fanout_redis import run_apart

    class GoneSocket:  # the server's ASGI send once the client has gone
        async def __call__(self, message: dict[str, Any]) -> None:
            raise ClientDisconnected()

    async def run() -> tuple[weakref.ref[Any], weakref.ref[Any], BaseException | None]:
        ws, sub = GoneSocket(), Subscriber("g", 0)
        writer = asyncio.create_task(_writer(ws, sub))  # type: ignore[arg-type]
        sub.offer('{"type":"view"}')
        await asyncio.wait_for(writer, 5)
        return weakref.ref(ws), weakref.ref(sub), writer.exception()

    gc.collect()
    gc.disable()  # only reference counting may free them
    try:
        ws, sub, exc = run_apart(run)
        assert exc is None
        assert ws() is None and sub() is None
    finally:
        gc.enable()


def test_a_subscribers_writer_sends_what_was_offered_in_order_and_only_the_newest_view() -> None:
    """The writer waits while there is nothing to send, wakes for an offer or an error, sends every error and
    only the newest of the views offered meanwhile, and a cancelled wait leaves nothing behind."""
    from ogallala.web.tables.presence import Subscriber
    from ogallala.web.tables.socket_routes import _writer
    from web.test_fanout_redis import run_apart

    class Socket:
        def __init__(self) -> None:
            self.sent: list[str] = []

        async def __call__(self, message: dict[str, Any]) -> None:  # the socket's ASGI send
            assert message["type"] == "websocket.send"
            self.sent.append(message["text"])

    async def run() -> tuple[list[str], list[str], bool, object]:
        ws, sub = Socket(), Subscriber("g", 0)
        writer = asyncio.create_task(_writer(ws, sub))  # type: ignore[arg-type]
        await asyncio.sleep(0.01)
        first = list(ws.sent)  # nothing offered yet: nothing sent, the writer waits
        sub.offer("v1")
        sub.offer("v2")  # before the writer ran: v1 is skipped
        sub.error("e1")
        for _ in range(5):
            await asyncio.sleep(0)
        sub.offer("v3")
        for _ in range(5):
            await asyncio.sleep(0)
        waiting = sub._waiter is not None
        writer.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await writer
        return first, ws.sent, waiting, sub._waiter

    first, sent, waiting, left = run_apart(run)
    assert first == [] and sent == ["e1", "v2", "v3"] and waiting and left is None


def test_a_quiet_socket_is_sent_the_heartbeat_with_the_games_latest_seq(make_client: Any) -> None:
    """Every round of the heartbeat sends ``{"type": "seq", "seq": n}`` to each socket that was sent
    nothing since the round before, ``n`` the table's latest seq: a seat, a spectator, after a move too;
    the message fits the messages' schema."""
    from ogallala.wire_schema import messages_schema
    from schematools import problems, validator

    client = make_client(allow_seed=True, heartbeat_seconds=0.1)
    check = validator(messages_schema(), "from_server")
    g = create(client, seed=7)
    ann = g["seats"][0]["token"]

    def next_beat(ws: Any) -> dict[str, Any]:
        for _ in range(20):
            msg = receive(ws)
            assert not problems(check, msg), (msg, problems(check, msg))
            if msg["type"] == "seq":
                return msg
        raise AssertionError("no heartbeat")

    with client.websocket_connect(f"/ws/games/{g['id']}") as watcher, \
            client.websocket_connect(f"/ws/games/{g['id']}") as player:
        hello(watcher, None)
        hello(player, ann)
        t0 = time.monotonic()
        assert next_beat(watcher) == {"type": "seq", "seq": 0} and next_beat(player) == {"type": "seq", "seq": 0}
        assert time.monotonic() - t0 < 2.0
        player.send_text(json.dumps({"type": "action", "action": "draw 3", "seq": 0}))
        assert next_beat(player) == {"type": "seq", "seq": 1}
        assert next_beat(watcher) == {"type": "seq", "seq": 1}
        beats = [next_beat(watcher) for _ in range(3)]  # it goes on while nothing happens
        assert beats == [{"type": "seq", "seq": 1}] * 3


def test_a_heartbeat_round_skips_sockets_that_were_sent_something_and_tables_not_held() -> None:
    """The heartbeat's round costs a flag for a socket sent anything since the last round; a quiet one
    is sent the beat, which a view offered before the writer ran replaces."""
    from ogallala.web.realtime.fanout import LocalFanout
    from ogallala.web.tables.presence import Followers, Subscriber

    followers = Followers(LocalFanout())
    busy, quiet, viewed, elsewhere = Subscriber("g", 0), Subscriber("g", None), Subscriber("g", 1), Subscriber("h", 0)
    followers.subs = {"g": {busy, quiet, viewed}, "h": {elsewhere}}
    busy.offer("v")
    assert busy.take() == ["v"] and busy.sent
    assert followers.heartbeat({"g": 5}.get) == 2  # "h" is not held here: skipped
    assert busy.beat is None and not busy.sent  # it was sent something: no beat this round, the next has one
    assert quiet.take() == ['{"type":"seq","seq":5}']
    viewed.offer('{"type":"view","seq":6}')
    assert viewed.take() == ['{"type":"view","seq":6}']  # the view goes; the beat behind it is dropped
    assert elsewhere.take() == [] and elsewhere.beat is None
    assert followers.heartbeat({"g": 6}.get) == 1 and busy.take() == ['{"type":"seq","seq":6}']
