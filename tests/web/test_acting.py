"""An action is validated and applied once, on a copy of the table's game: the table takes the copy only
after the database committed it, so an action whose commit is refused leaves the table as it was."""

from __future__ import annotations

from typing import Any

import pytest

from web.webtools import bearer, create


def test_an_action_whose_commit_is_refused_leaves_the_table_unchanged(
        client: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    g = create(client, seed=7)
    ann = g["seats"][0]["token"]
    svc = client.app.state.service
    url = f"/api/games/{g['id']}"
    before = client.get(url, headers=bearer(ann)).json()
    table = svc.store.tables[g["id"]]
    game = table.game

    async def refused(*args: Any) -> bool:  # another process came first
        return False

    monkeypatch.setattr(svc.db, "commit_action", refused)
    r = client.post(url + "/actions", json={"action": "draw 1", "seq": 0}, headers=bearer(ann))
    assert r.status_code == 409 and r.json()["error"]["code"] == "stale_seq"
    assert table.game is game and game.action_count == 0 and table.seq == 0
    assert client.get(url, headers=bearer(ann)).json() == before
    monkeypatch.undo()
    r = client.post(url + "/actions", json={"action": "draw 1", "seq": 0}, headers=bearer(ann))
    assert r.status_code == 200 and r.json()["seq"] == 1
    assert table.game.action_count == 1 and game.action_count == 0  # the committed copy replaced the game


def test_an_action_is_checked_by_the_engine_once(client: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    g = create(client, seed=7)
    ann = g["seats"][0]["token"]
    game_type = type(client.app.state.service.store.tables[g["id"]].game)
    calls: list[str] = []
    for name in ("apply", "legal_codes", "legal_actions"):
        original = getattr(game_type, name)

        def counted(self: Any, *args: Any, _name: str = name, _original: Any = original, **kwargs: Any) -> Any:
            calls.append(_name)
            return _original(self, *args, **kwargs)

        monkeypatch.setattr(game_type, name, counted)
    r = client.post(f"/api/games/{g['id']}/actions", json={"action": "draw 1", "seq": 0}, headers=bearer(ann))
    assert r.status_code == 200
    assert calls.count("apply") == 1 and "legal_codes" not in calls
