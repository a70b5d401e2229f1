"""Two apps on one PostgreSQL database with fan-out through a real Redis: a process follows an action
made through the other from the message alone, and reads the database for anything else."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest

from ogallala.web import create_app
from ogallala.web.realtime.messages import ActionCommitted, BadMessage, from_json
from web.webtools import TestClient, bearer, create, receive, settings_for, until_seq


@pytest.fixture
def two_apps(pg_url: str, redis_url: str) -> Iterator[tuple[Any, Any]]:
    a = TestClient(create_app(settings_for(pg_url, redis_url=redis_url, allow_seed=True)))
    b = TestClient(create_app(settings_for(pg_url, redis_url=redis_url, allow_seed=True)))
    with a, b:
        yield a, b


class Reads:
    """Counts the reads of a service's repository (the calls that bring a table up to the database)."""

    def __init__(self, client: Any, monkeypatch: pytest.MonkeyPatch) -> None:
        self.calls: list[str] = []
        repo = client.app.state.service.repo
        for name in ("load", "version"):
            original = getattr(repo, name)

            def counted(*args: Any, _name: str = name, _original: Any = original, **kwargs: Any) -> Any:
                self.calls.append(_name)
                return _original(*args, **kwargs)

            monkeypatch.setattr(repo, name, counted)


def test_an_action_through_one_process_reaches_the_other_without_a_database_read(
        two_apps: tuple[Any, Any], monkeypatch: pytest.MonkeyPatch) -> None:
    a, b = two_apps
    g = create(a, seed=11)
    ann, bob = g["seats"][0]["token"], g["seats"][1]["token"]
    with b.websocket_connect(f"/ws/games/{g['id']}") as ws:
        ws.send_text(json.dumps({"type": "hello", "token": bob}))
        assert receive(ws)["type"] == "view"
        reads = Reads(b, monkeypatch)
        for seq in range(6):
            view = a.get(f"/api/games/{g['id']}").json()
            token = ann if view["current_seat"] == 0 else bob
            legal = a.get(f"/api/games/{g['id']}", headers=bearer(token)).json()["legal_actions"]
            r = a.post(f"/api/games/{g['id']}/actions", json={"action": legal[0], "seq": seq}, headers=bearer(token))
            assert r.status_code == 200, r.text
            pushed = until_seq(ws, seq + 1, tries=50)["view"]
            assert pushed["last_action"] == {"seq": seq, "seat": view["current_seat"], "action": legal[0]}
            # what process b pushed is what process a serves
            theirs = a.get(f"/api/games/{g['id']}", headers=bearer(bob)).json()
            assert pushed == theirs
        assert reads.calls == []


def test_a_change_that_is_not_an_action_is_read_from_the_database(
        two_apps: tuple[Any, Any], monkeypatch: pytest.MonkeyPatch) -> None:
    a, b = two_apps
    g = create(a, seats=[{"kind": "human", "name": "Ann"}, {"kind": "open"}], seed=5)
    with b.websocket_connect(f"/ws/games/{g['id']}") as ws:
        ws.send_text(json.dumps({"type": "hello", "token": None}))
        assert receive(ws)["view"]["status"] == "open"
        reads = Reads(b, monkeypatch)
        r = a.post(f"/api/games/{g['id']}/seats/1/claim", json={"name": "Cy"})
        assert r.status_code == 200, r.text
        for _ in range(20):
            view = receive(ws)["view"]
            if view["status"] == "running":
                break
        assert view["seats"][1]["name"] == "Cy" and view["seats"][1]["kind"] == "human"
        assert "load" in reads.calls


def test_a_message_that_does_not_follow_on_is_not_applied(two_apps: tuple[Any, Any]) -> None:
    a, b = two_apps
    g = create(a, seed=3)
    svc = b.app.state.service
    with b.websocket_connect(f"/ws/games/{g['id']}") as ws:
        ws.send_text(json.dumps({"type": "hello", "token": None}))
        assert receive(ws)["seq"] == 0
        table = svc.store.tables[g["id"]]
        legal = str(table.game.legal_actions()[0])
        base = {"kind": "action", "seat": 0, "action": legal, "actor": "player", "at": 1.0, "status": "running",
                "deadline": None, "bot_due": None, "note": None}

        def take(message: dict[str, Any]) -> bool:
            """Whether the message, as it comes from the fan-out, is applied to the table."""
            try:
                decoded = from_json(message)
            except BadMessage:
                return False
            assert isinstance(decoded, ActionCommitted)
            return bool(svc.sync.take_action(table, decoded))

        assert not take({**base, "version": table.row.version + 2, "seq": 0})  # one was missed
        assert not take({**base, "version": table.row.version + 1, "seq": 1})
        assert not take({**base, "version": table.row.version + 1, "seq": 0, "seat": "x"})
        assert not take({**base, "version": table.row.version + 1, "seq": 0,
                         "action": "no such action"})
        assert table.seq == 0 and table.game.action_count == 0
