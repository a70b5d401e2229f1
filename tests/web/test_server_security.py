"""Security: secret tokens, logs without secrets, payloads without hidden information, limits, CORS."""

from __future__ import annotations

import json
import logging
import random
from typing import Any

import pytest

import ogallala
from ogallala.web import create_app
from ogallala.web.tables import table as tables
from web.webtools import TestClient, bearer, create, settings_for


def test_tokens_are_long_random_secrets(client: Any) -> None:
    seen = set()
    for _ in range(5):
        g = create(client, [{"kind": "human"}, {"kind": "remote-bot"}, {"kind": "open"}])
        for token in (g["creator_token"], g["seats"][0]["token"], g["seats"][1]["token"]):
            raw = bytes.fromhex(token)
            assert len(raw) * 8 >= 128
            seen.add(token)
        claimed = client.post(f"/api/games/{g['id']}/seats/2/claim", json={"name": "Cy"}).json()["token"]
        seen.add(claimed)
    assert len(seen) == 20


def test_tokens_are_compared_in_constant_time(client: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    g = create(client, seed=1)
    calls: list[tuple[str, str]] = []
    real = tables.hmac.compare_digest

    def spy(a: Any, b: Any) -> bool:
        calls.append((a, b))
        return real(a, b)

    monkeypatch.setattr(tables.hmac, "compare_digest", spy)
    r = client.post(f"/api/games/{g['id']}/actions", json={"action": "draw 1", "seq": 0},
                    headers=bearer(g["seats"][0]["token"]))
    assert r.status_code == 200
    assert len(calls) >= 2  # every seat's hash is compared, not only up to the first match


def test_a_seat_acts_only_for_itself_and_spectators_cannot_act(client: Any) -> None:
    g = create(client, seed=1)
    bob = g["seats"][1]["token"]
    assert client.post(f"/api/games/{g['id']}/actions", json={"action": "draw 1", "seq": 0},
                       headers=bearer(bob)).json()["error"]["code"] == "not_your_turn"
    assert client.post(f"/api/games/{g['id']}/actions", json={"action": "draw 1", "seq": 0}).status_code == 403
    with client.websocket_connect(f"/ws/games/{g['id']}") as ws:
        ws.send_text(json.dumps({"type": "hello", "token": None}))
        ws.receive_text()
        ws.send_text(json.dumps({"type": "action", "action": "draw 1", "seq": 0}))
        assert json.loads(ws.receive_text())["code"] == "forbidden"
    assert client.get(f"/api/games/{g['id']}").json()["seq"] == 0


def test_the_access_log_shows_no_token_and_no_query_string(client: Any, caplog: pytest.LogCaptureFixture) -> None:
    g = create(client, seed=1)
    ann = g["seats"][0]["token"]
    with caplog.at_level(logging.INFO, logger="ogallala.web.access"):
        client.get(f"/api/games/{g['id']}/log", params={"since": 0, "token": ann}, headers=bearer(ann))
        client.get(f"/api/games/{g['id']}", headers=bearer(ann))
        with client.websocket_connect(f"/ws/games/{g['id']}") as ws:
            ws.send_text(json.dumps({"type": "hello", "token": ann}))
            ws.receive_text()
    lines = [r.getMessage() for r in caplog.records if r.name == "ogallala.web.access"]
    assert any(f"/api/games/{g['id']}/log 200" in line for line in lines), lines
    assert any(line.startswith("WS ") for line in lines), lines
    for line in lines:
        assert ann not in line and "?" not in line and "since" not in line


def _pile_runs(position: str) -> list[str]:
    """Texts that would reveal a pile's order: each pile's cards (4 or more) in order, as JSON and as notation."""
    fields = dict(part.split("=", 1) for part in position.split(";")[1:] if "=" in part)
    runs = []
    for pile in fields.get("piles", "").split("|"):
        cards = pile.split()
        if len(cards) >= 4:
            runs.append(" ".join(cards[:4]))
            runs.append(json.dumps(cards[:4], separators=(",", ":"))[:-1])
    return runs


@pytest.mark.parametrize("edition,players", [("amigo", 3), ("pelikan", 2)])
def test_no_payload_holds_pile_order_position_seed_or_another_seats_token(
        sqlite_url: str, edition: str, players: int) -> None:
    """Every HTTP body and WebSocket message of whole games, for every seat and a spectator (the payloads
    do not depend on the database, so this runs on SQLite only)."""
    seed = 7_320_519_884_106_123
    with TestClient(create_app(settings_for(sqlite_url, allow_seed=True))) as client:
        _play_and_check(client, edition, players, seed)


def _play_and_check(client: Any, edition: str, players: int, seed: int) -> None:
    seats = [{"kind": "human", "name": f"P{i}"} for i in range(players - 1)] + [{"kind": "bot", "level": "random"}]
    g = create(client, seats, edition=edition, seed=seed)
    tokens = {s["seat"]: s["token"] for s in g["seats"] if s["token"]}
    secrets_ = set(tokens.values()) | {g["creator_token"]}
    captured: list[tuple[int | None, int, str]] = []  # (viewer, seq, payload)
    rng = random.Random(1)
    sockets = {}
    for viewer in [None, *tokens]:
        ws = client.websocket_connect(f"/ws/games/{g['id']}")
        ws.__enter__()
        ws.send_text(json.dumps({"type": "hello", "token": tokens.get(viewer) if viewer is not None else None}))
        sockets[viewer] = ws
    try:
        for _ in range(3000):
            views = {}
            for viewer in [None, *tokens]:
                r = client.get(f"/api/games/{g['id']}", headers=bearer(tokens.get(viewer) if viewer is not None
                                                                        else None))
                views[viewer] = r.json()
                captured.append((viewer, r.json()["seq"], r.text))
            spectator = views[None]
            if spectator["status"] == "over":
                break
            seat = spectator["current_seat"]
            if seat in tokens and views[seat]["legal_actions"]:
                action = rng.choice(views[seat]["legal_actions"])
                r = client.post(f"/api/games/{g['id']}/actions", json={"action": action, "seq": views[seat]["seq"]},
                                headers=bearer(tokens[seat]))
                captured.append((seat, views[seat]["seq"] + 1, r.text))
        else:
            raise AssertionError("the game did not end")
        for viewer, ws in sockets.items():  # drain what each socket was pushed
            ws.send_text(json.dumps({"type": "ping"}))
            while True:
                text = ws.receive_text()
                if text == '{"type": "pong"}':
                    break
                captured.append((viewer, json.loads(text).get("seq", -1), text))
    finally:
        for ws in sockets.values():
            ws.__exit__(None, None, None)
    record = client.get(f"/api/games/{g['id']}/record").json()
    assert record["seed"] == seed
    # The true position after every action, to know what must never be shown.
    game = ogallala.new_game(edition, players, seed)
    runs_at = [_pile_runs(game.position())]
    assert runs_at[0] and runs_at[0][0] in game.position()  # the check would see a leaked pile
    for text in record["actions"]:
        game.apply(text)
        runs_at.append(_pile_runs(game.position()))
    final = len(record["actions"])
    assert len(captured) > 100
    for viewer, seq, payload in captured:
        assert "ogallala-position" not in payload
        assert not any(t in payload for t in secrets_), "a token in a payload"
        if seq < final:
            assert str(seed) not in payload
        for run in runs_at[max(0, min(seq, final))]:
            assert run not in payload, (viewer, seq, run)


def test_request_bodies_and_messages_have_size_limits(make_client: Any) -> None:
    c = make_client(max_body=2048, max_message=512)
    big = {"seats": [{"kind": "human", "name": "x" * 60}] * 2, "variants": ["y" * 30] * 12, "pad": "z" * 3000}
    r = c.post("/api/games", json=big)
    assert r.status_code == 413 and r.json()["error"]["code"] == "too_large"

    def chunks() -> Any:
        for _ in range(10):
            yield b" " * 400
    r = c.post("/api/games", content=chunks(), headers={"Content-Type": "application/json"})
    assert r.status_code == 413
    g = create(c)
    with c.websocket_connect(f"/ws/games/{g['id']}") as ws:
        ws.send_text(json.dumps({"type": "hello", "token": None}))
        ws.receive_text()
        ws.send_text(json.dumps({"type": "action", "action": "draw 1", "seq": 0, "pad": "p" * 600}))
        assert json.loads(ws.receive_text())["code"] == "too_large"


def test_creating_tables_is_rate_limited_per_address_and_unfinished_tables_are_capped(make_client: Any) -> None:
    c = make_client(create_per_minute=3)
    for _ in range(3):
        create(c)
    r = c.post("/api/games", json={"seats": [{"kind": "human"}] * 2})
    assert r.status_code == 429 and r.json()["error"]["code"] == "rate_limited"
    capped = make_client(max_unfinished=5)  # on the same database, which holds three unfinished tables
    create(capped)
    create(capped)
    r = capped.post("/api/games", json={"seats": [{"kind": "human"}] * 2})
    assert r.status_code == 429 and r.json()["error"]["code"] == "too_many_tables"


def test_cors_is_closed_by_default(make_client: Any) -> None:
    closed = make_client()
    pre = closed.options("/api/games", headers={"Origin": "https://elsewhere.example",
                                                "Access-Control-Request-Method": "POST"})
    assert "access-control-allow-origin" not in pre.headers
    assert "access-control-allow-origin" not in closed.get("/healthz", headers={"Origin": "https://x.example"}).headers
    opened = make_client(cors_origins=("https://friends.example",))
    r = opened.get("/healthz", headers={"Origin": "https://friends.example"})
    assert r.headers["access-control-allow-origin"] == "https://friends.example"
