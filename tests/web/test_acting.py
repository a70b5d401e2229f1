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


def test_a_tables_committed_actions_leave_the_collectors_walk(client: Any) -> None:
    """A table keeps every committed action while it is open (dozens a table), as columns the collector
    does not walk: a few objects a table, not one an action."""
    import gc

    g = create(client, seed=7)
    tokens = {s["seat"]: s["token"] for s in g["seats"]}
    url = f"/api/games/{g['id']}"
    played = []
    for _ in range(6):
        seat = client.get(url).json()["current_seat"]
        mine = client.get(url, headers=bearer(tokens[seat])).json()
        r = client.post(url + "/actions", json={"action": mine["legal_actions"][0], "seq": mine["seq"]},
                        headers=bearer(tokens[seat]))
        assert r.status_code == 200, r.text
        played.append((seat, mine["legal_actions"][0], "player"))
    table = client.app.state.service.store.tables[g["id"]]
    assert table.seq == 6
    log = table.actions
    parts = [p for p in gc.get_referents(log) if p is not type(log)]
    assert len(parts) == 5  # three arrays of numbers and two lists of strings, however many actions
    assert not any(gc.is_tracked(x) for p in parts if isinstance(p, list) for x in p)
    assert [a.seq for a in log] == list(range(6)) and log[-1] == log[5] and log[1:3] == [log[1], log[2]]
    assert [(a.seat, a.action, a.actor) for a in log] == played
    with pytest.raises(IndexError):
        log[6]


def test_an_actions_own_text_is_found_among_the_legal_ones_and_another_spelling_is_parsed(
        client: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    """The text a view lists for an action is looked up in the table's legal actions (no parsing); a text the
    engine also reads (``place R C`` without the card, with one card in hand) is parsed, as before."""
    g = create(client, seed=7)
    ann = g["seats"][0]["token"]
    url = f"/api/games/{g['id']}"
    game_type = type(client.app.state.service.store.tables[g["id"]].game)
    parsed: list[str] = []
    original = game_type.parse_action

    def counted(self: Any, text: str) -> Any:
        parsed.append(text)
        return original(self, text)

    monkeypatch.setattr(game_type, "parse_action", counted)
    r = client.post(url + "/actions", json={"action": "draw 1", "seq": 0}, headers=bearer(ann))
    assert r.status_code == 200 and parsed == []
    view = client.get(url, headers=bearer(ann)).json()
    place = next(t for t in view["legal_actions"] if t.startswith("place "))
    _, _card, row, col = place.split()
    r = client.post(url + "/actions", json={"action": "place nonsense", "seq": 1}, headers=bearer(ann))
    assert r.status_code == 400 and r.json()["error"]["code"] == "bad_notation" and parsed == ["place nonsense"]
    r = client.post(url + "/actions", json={"action": f"place {row} {col}", "seq": 1}, headers=bearer(ann))
    assert r.status_code == 200 and parsed == ["place nonsense", f"place {row} {col}"]
    assert client.get(url, headers=bearer(ann)).json()["last_action"]["action"] == place


def test_a_seat_handed_to_a_bot_while_its_action_waited_for_the_table_is_refused(client: Any) -> None:
    """The token is checked when the action comes and again under the table's lock whenever the seats
    changed meanwhile (a change replaces the table's list of seats): the seat's former player cannot act."""
    import asyncio

    from ogallala.web.errors import Forbidden
    from ogallala.web.storage.rows import SeatRow
    from web.webtools import on_app_loop

    g = create(client, seed=7)
    ann = g["seats"][0]["token"]
    svc = client.app.state.service

    async def race() -> tuple[BaseException | None, list[int | None]]:
        table = await svc.store.get(g["id"])
        found: list[int | None] = []
        seat_of = table.seat_of

        def counted(*args: Any) -> int | None:
            found.append(seat_of(*args))
            return found[-1]

        table.seat_of = counted
        async with table.lock:
            act = asyncio.create_task(svc.act(g["id"], ann, "draw 1", 0))
            while not found:
                await asyncio.sleep(0)
            # it found its seat by the token, and waits for the lock (nothing in between awaits)
            old = table.seats[0]
            await svc.sync.commit_seat(table, SeatRow(0, "bot", "medium bot", "medium", None, old.account_id), None)
        try:
            await act
        except BaseException as e:
            return e, found
        return None, found

    refused, found = on_app_loop(client, race())
    assert isinstance(refused, Forbidden), refused
    assert found == [0, None]  # found when the action came, gone under the lock
    assert client.get(f"/api/games/{g['id']}").json()["seats"][0]["kind"] == "bot"
