"""A client that misbehaves on the WebSocket gets a clear error or a close with a reason, and the
others play on: a flood of messages, more sockets than an address may hold, garbage and binary frames,
a 10 MB frame, a wrong ``seq``, unknown message types."""

from __future__ import annotations

import http.client
import json
import time
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import httpx
import pytest
from starlette.websockets import WebSocketDisconnect
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import connect

from ogallala.web.realtime.sockets import AddressCounts, MessageRate
from web.webtools import ServerProcess, bearer, create


def hello(ws: Any, token: str | None = None) -> dict[str, Any]:
    ws.send_text(json.dumps({"type": "hello", "token": token}))
    return json.loads(ws.receive_text())


def test_the_message_bucket_allows_its_burst_then_its_rate() -> None:
    now = [0.0]
    rate = MessageRate(10, 5, clock=lambda: now[0])
    assert [rate.allow() for _ in range(6)] == [True] * 5 + [False]
    now[0] += 0.25  # 2.5 messages' worth
    assert [rate.allow() for _ in range(3)] == [True, True, False]
    assert all(MessageRate(0, 1).allow() for _ in range(1000))  # 0: any rate


def test_an_address_holds_at_most_its_cap_of_sockets() -> None:
    counts = AddressCounts(2)
    assert counts.take("a") and counts.take("a") and not counts.take("a") and counts.take("b")
    counts.give_back("a")
    assert counts.take("a") and not counts.take("a")
    counts.give_back("a"), counts.give_back("a"), counts.give_back("b")
    assert counts.open == {}


def test_a_flooding_socket_is_closed_with_a_reason_and_another_table_plays_on(make_client: Any) -> None:
    c = make_client(ws_messages_per_second=5, ws_burst=20)
    flooded, calm = create(c), create(c)
    with c.websocket_connect(f"/ws/games/{flooded['id']}") as ws, \
            c.websocket_connect(f"/ws/games/{calm['id']}") as other:
        hello(ws)
        hello(other, calm["seats"][0]["token"])
        for _ in range(200):  # far faster than 5 a second
            ws.send_text(json.dumps({"type": "ping"}))
        codes = []
        with pytest.raises(WebSocketDisconnect) as closed:
            while True:
                codes.append(json.loads(ws.receive_text()).get("code"))
        assert closed.value.code == 1008 and "too_many_messages" in codes
        assert codes.count(None) <= 20  # the pongs of the burst, no more
        other.send_text(json.dumps({"type": "ping"}))
        assert json.loads(other.receive_text()) == {"type": "pong"}
    view = c.get(f"/api/games/{calm['id']}", headers=bearer(calm["seats"][0]["token"])).json()
    action = view["legal_actions"][0]
    assert c.post(f"/api/games/{calm['id']}/actions", json={"action": action, "seq": view["seq"]},
                  headers=bearer(calm["seats"][0]["token"])).status_code == 200


def test_an_address_over_its_cap_of_sockets_is_told_and_closed(make_client: Any) -> None:
    c = make_client(sockets_per_address=2)
    g = create(c)
    path = f"/ws/games/{g['id']}"
    with c.websocket_connect(path) as a, c.websocket_connect(path) as b:
        hello(a), hello(b)
        with c.websocket_connect(path) as third:
            assert json.loads(third.receive_text())["code"] == "too_many_sockets"
            with pytest.raises(WebSocketDisconnect) as closed:
                third.receive_text()
            assert closed.value.code == 1008
    with c.websocket_connect(path) as again:  # the two closed: room again
        assert hello(again)["type"] == "view"


def test_garbage_binary_and_huge_frames_on_a_real_server(tmp_path: Path) -> None:
    server = ServerProcess("--database-url", f"sqlite:///{tmp_path / 'db.sqlite3'}", log=tmp_path / "s.log").start()
    try:
        g = httpx.post(server.url + "/api/games", json={"seats": [{"kind": "human"}, {"kind": "human"}]}).json()
        token = g["seats"][0]["token"]
        url = f"{server.ws_url}/ws/games/{g['id']}"
        with connect(url, max_size=None) as ws:
            ws.send(json.dumps({"type": "hello", "token": token}))
            view = json.loads(ws.recv(timeout=10))["view"]
            answers = []
            for frame in (b"\xff\xfe\x00garbage", "{not json", "[1, 2]", json.dumps({"type": "dance"}),
                          json.dumps({"type": "action", "action": view["legal_actions"][0], "seq": 99})):
                ws.send(frame)
                answers.append(json.loads(ws.recv(timeout=10)))
            assert [a["code"] for a in answers] == ["bad_json", "bad_json", "bad_message", "bad_message", "stale_seq"]
            assert all(a["message"] for a in answers)
        before = httpx.get(f"{server.url}/api/games/{g['id']}", headers=bearer(token)).json()["seq"]
        with connect(url, max_size=None) as ws:
            ws.send(json.dumps({"type": "hello", "token": token}))
            ws.recv(timeout=10)
            t = time.monotonic()
            with pytest.raises(ConnectionClosed) as closed:
                ws.send("x" * (10 * 1024 * 1024))
                ws.recv(timeout=10)
            # refused by the protocol (1009, message too big), or cut while the client was still sending it
            assert closed.value.rcvd is None or closed.value.rcvd.code == 1009
            assert time.monotonic() - t < 10
        assert httpx.get(server.url + "/healthz").status_code == 200
        assert httpx.get(f"{server.url}/api/games/{g['id']}", headers=bearer(token)).json()["seq"] == before
    finally:
        server.stop()


def test_ten_thousand_table_creations_in_a_minute_from_one_address(tmp_path: Path) -> None:
    """Issue "The server at scale", 6: one address asks for 10,000 tables as fast as it can (within a
    minute): the first 30 are dealt (the per-address limit) and every other request is told 429 with a
    code; a lower cap of unfinished tables holds too; the database holds only what was dealt."""
    db = tmp_path / "db.sqlite3"
    server = ServerProcess("--database-url", f"sqlite:///{db}", "--max-unfinished", "20",
                           log=tmp_path / "s.log").start()
    try:
        body = {"seats": [{"kind": "human"}, {"kind": "bot", "level": "easy"}]}
        codes: dict[str, int] = {}
        # The standard library's client on one kept-alive connection: the attacker's side costs little, so
        # the minute measures the server, not the test's own client.
        payload = json.dumps(body).encode()
        headers = {"Content-Type": "application/json", "Content-Length": str(len(payload))}
        address = urlsplit(server.url)
        conn = http.client.HTTPConnection(address.hostname or "127.0.0.1", address.port, timeout=10)
        t0 = time.monotonic()
        try:
            for _ in range(10_000):
                conn.request("POST", "/api/games", body=payload, headers=headers)
                r = conn.getresponse()
                answer = json.loads(r.read())
                key = "created" if r.status == 201 else f"{r.status} {answer['error']['code']}"
                codes[key] = codes.get(key, 0) + 1
        finally:
            conn.close()
        took = time.monotonic() - t0
        assert took < 60, f"10,000 requests took {took:.0f} s"
        with httpx.Client(base_url=server.url, timeout=10) as client:
            # the cap of unfinished tables (20) came first, then the limit per address (30 a minute)
            assert codes == {"created": 20, "429 too_many_tables": 10, "429 rate_limited": 9_970}, codes
            lobby = client.get("/api/games?status=running&limit=100").json()["games"]
            assert len(lobby) == 20
            assert client.get("/healthz").status_code == 200
        assert db.stat().st_size < 5 * 1024 * 1024  # twenty tables, not ten thousand
    finally:
        server.stop()
