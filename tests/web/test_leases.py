"""Table leases on PostgreSQL and a real Redis (``web/realtime/leases.py``): with several processes, the one that
holds a table's lease applies its actions and runs its bots; another forwards to it, takes over at once
from a holder that is gone and, after the lease, from one that does not answer. Two apps stand for two
processes (each has its own Redis connection and its own name)."""

from __future__ import annotations

import time
from collections.abc import Iterator
from typing import Any

import pytest
import redis
from sqlalchemy import create_engine, select, update

from ogallala.web import create_app
from ogallala.web.storage.rows import ActionRow
from ogallala.web.storage.schema import games
from web.webtools import TestClient, bearer, create, on_app_loop, settings_for, wait_for


@pytest.fixture
def two_apps(pg_url: str, redis_url: str) -> Iterator[tuple[Any, Any]]:
    a = TestClient(create_app(settings_for(pg_url, redis_url=redis_url, allow_seed=True, forward_seconds=1.0,
                                           table_lease_seconds=3.0)))
    b = TestClient(create_app(settings_for(pg_url, redis_url=redis_url, allow_seed=True, forward_seconds=1.0,
                                           table_lease_seconds=3.0)))
    with a, b:
        yield a, b


def proc(client: Any) -> str:
    return str(client.app.state.service.fanout.proc)


def lease(pg_url: str, gid: str) -> tuple[str | None, float | None]:
    engine = create_engine(pg_url.replace("postgresql://", "postgresql+psycopg://", 1))
    try:
        with engine.connect() as conn:
            row = conn.execute(select(games.c.lease_by, games.c.lease_until).where(games.c.id == gid)).one()
        return row.lease_by, row.lease_until
    finally:
        engine.dispose()


def set_lease(pg_url: str, gid: str, holder: str, until: float) -> None:
    engine = create_engine(pg_url.replace("postgresql://", "postgresql+psycopg://", 1))
    try:
        with engine.begin() as conn:
            conn.execute(update(games).where(games.c.id == gid).values(lease_by=holder, lease_until=until))
    finally:
        engine.dispose()


class Calls:
    """What each process's ``sync.METHOD`` was called for: ``label(args)`` of every call that went through."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch, method: str, label: Any, **clients: Any) -> None:
        self.by: dict[str, list[str]] = {name: [] for name in clients}
        for name, client in clients.items():
            sync = client.app.state.service.sync
            original = getattr(sync, method)

            async def counted(*args: Any, _name: str = name, _original: Any = original) -> None:
                await _original(*args)
                self.by[_name].append(label(args))

            monkeypatch.setattr(sync, method, counted)


def action_commits(monkeypatch: pytest.MonkeyPatch, **clients: Any) -> Calls:
    """Who committed which actions, per process (the ``actor`` of every commit_action call)."""
    return Calls(monkeypatch, "commit_action", lambda args: args[4], **clients)


def seat_commits(monkeypatch: pytest.MonkeyPatch, **clients: Any) -> Calls:
    """The seat changes each process committed (the event of every commit_seat call)."""
    return Calls(monkeypatch, "commit_seat", lambda args: args[2]["event"], **clients)


def act(client: Any, gid: str, token: str, seq: int, action: str | None = None) -> Any:
    if action is None:
        action = client.get(f"/api/games/{gid}", headers=bearer(token)).json()["legal_actions"][0]
    return client.post(f"/api/games/{gid}/actions", json={"action": action, "seq": seq}, headers=bearer(token))


def token_of_turn(client: Any, g: dict[str, Any]) -> str:
    seat = client.get(f"/api/games/{g['id']}").json()["current_seat"]
    return str(g["seats"][seat]["token"])


def test_an_action_sent_to_a_process_that_does_not_hold_the_table_is_applied_by_the_holder(
        two_apps: tuple[Any, Any], pg_url: str, monkeypatch: pytest.MonkeyPatch) -> None:
    a, b = two_apps
    g = create(a, seed=11)
    commits = action_commits(monkeypatch, a=a, b=b)
    r = act(a, g["id"], token_of_turn(a, g), 0)
    assert r.status_code == 200, r.text
    assert lease(pg_url, g["id"])[0] == proc(a)  # the first to act took the lease
    for seq in range(1, 5):  # through the other process: forwarded, applied and committed by a
        r = act(b, g["id"], token_of_turn(b, g), seq)
        assert r.status_code == 200, r.text
        assert r.json()["seq"] == seq + 1  # b answers with the view after the action
    assert commits.by == {"a": ["player"] * 5, "b": []}
    assert lease(pg_url, g["id"])[0] == proc(a)
    assert b.get(f"/api/games/{g['id']}").json() == a.get(f"/api/games/{g['id']}").json()


def test_a_forwarded_action_is_refused_as_the_holder_refuses_it(two_apps: tuple[Any, Any]) -> None:
    a, b = two_apps
    g = create(a, seed=12)
    tok = token_of_turn(a, g)
    assert act(a, g["id"], tok, 0).status_code == 200
    tok = token_of_turn(a, g)
    legal = a.get(f"/api/games/{g['id']}", headers=bearer(tok)).json()["legal_actions"][0]
    other = str(g["seats"][1 - a.get(f"/api/games/{g['id']}").json()["current_seat"]]["token"])
    tries = [(tok, 1, "fly away"), (tok, 1, "place bow 2 0"), (tok, 0, legal), ("not-a-token", 1, legal),
             (other, 1, legal)]
    through_a = [act(a, g["id"], *t) for t in tries]
    through_b = [act(b, g["id"], *t) for t in tries]
    assert [r.status_code for r in through_b] == [r.status_code for r in through_a] == [400, 400, 409, 403, 409]
    assert [r.json() for r in through_b] == [r.json() for r in through_a]
    assert through_b[1].json()["error"]["reason"] == through_a[1].json()["error"]["reason"] != "illegal_action"
    assert a.get(f"/api/games/{g['id']}").json()["seq"] == 1  # nothing applied


def test_the_table_of_a_holder_that_is_gone_is_taken_over_at_once(two_apps: tuple[Any, Any], pg_url: str) -> None:
    a, b = two_apps
    g = create(a, seed=13)
    set_lease(pg_url, g["id"], "gone00000000", time.time() + 3600)  # a process that died holding it
    r = act(b, g["id"], token_of_turn(b, g), 0)  # nobody listens on its channel: no waiting for its lease
    assert r.status_code == 200, r.text
    assert lease(pg_url, g["id"])[0] == proc(b)
    assert act(a, g["id"], token_of_turn(a, g), 1).status_code == 200  # now a forwards to b


def test_a_holder_that_does_not_answer_gets_503_and_loses_the_table_when_its_lease_runs_out(
        two_apps: tuple[Any, Any], pg_url: str, redis_url: str) -> None:
    a, b = two_apps
    g = create(a, seed=14)
    stuck = redis.Redis.from_url(redis_url).pubsub()
    stuck.subscribe("ogallala:to:stuck0000000")  # alive in Redis, never answering
    try:
        until = time.time() + 4.0
        set_lease(pg_url, g["id"], "stuck0000000", until)
        tok = token_of_turn(b, g)
        r = act(b, g["id"], tok, 0)
        assert r.status_code == 503 and r.json()["error"]["code"] == "table_unavailable", r.text
        assert "did not answer within 1 s" in r.json()["error"]["message"]
        assert a.get(f"/api/games/{g['id']}").json()["seq"] == 0  # nothing written
        wait_for(lambda: time.time() > until + 0.1)
        r = act(b, g["id"], tok, 0)
        assert r.status_code == 200, r.text
        assert lease(pg_url, g["id"])[0] == proc(b)
    finally:
        stuck.close()


def test_a_bot_turn_due_where_the_table_is_not_held_is_handed_to_the_holder(
        two_apps: tuple[Any, Any], pg_url: str, monkeypatch: pytest.MonkeyPatch) -> None:
    a, b = two_apps
    g = create(a, seed=15, seats=[{"kind": "human", "name": "Ann"}, {"kind": "human", "name": "Bob"}])
    seq = 0
    while a.get(f"/api/games/{g['id']}").json()["current_seat"] != 0 or seq == 0:  # a holds it, Ann decides
        r = act(a, g["id"], token_of_turn(a, g), seq)
        assert r.status_code == 200, r.text
        seq += 1
    assert lease(pg_url, g["id"])[0] == proc(a)
    commits = action_commits(monkeypatch, a=a, b=b)
    told: list[str] = []
    scheduler = a.app.state.service.scheduler
    look_again, schedule = scheduler.look_again, scheduler.schedule
    monkeypatch.setattr(scheduler, "look_again", lambda table: (told.append(table.id), look_again(table))[1])
    monkeypatch.setattr(scheduler, "schedule", lambda table, delay=None: None)  # a starts no bot by itself yet
    # the creator hands Ann's seat to a bot through b (forwarded: a makes the change); the bot's turn, due
    # now, then comes due at b as well (as b's sweeper would find it), and is the holder's
    r = b.post(f"/api/games/{g['id']}/seats/0/bot", json={"level": "easy"}, headers=bearer(g["creator_token"]))
    assert r.status_code == 200, r.text
    monkeypatch.setattr(scheduler, "schedule", schedule)
    told.clear()

    async def due_at_b() -> None:
        service = b.app.state.service
        table = await service.store.get(g["id"])
        await service.scheduler.bot_turn(table, table.seq, 0.0, "bot")

    on_app_loop(b, due_at_b())
    # a's bot thinks in a worker process that may first have to start: on a loaded machine that takes
    # a while (10 s was not always enough beside the rest of the suite); who acted is what is checked
    wait_for(lambda: a.get(f"/api/games/{g['id']}").json()["seq"] > seq, timeout=30)
    assert commits.by["a"][:1] == ["bot"] and "bot" not in commits.by["b"], commits.by
    assert told[:1] == [g["id"]]  # b told a (rather than a's sweeper finding it overdue)


def test_seat_changes_sent_to_a_process_that_does_not_hold_the_table_are_made_by_the_holder(
        two_apps: tuple[Any, Any], pg_url: str, monkeypatch: pytest.MonkeyPatch) -> None:
    a, b = two_apps
    g = create(a, seed=16, seats=[{"kind": "human", "name": "Ann"}, {"kind": "open"}, {"kind": "open"}])
    gid = g["id"]
    seats = seat_commits(monkeypatch, a=a, b=b)
    bob = a.post(f"/api/games/{gid}/seats/1/claim", json={"name": "Bob"})
    assert bob.status_code == 200, bob.text
    assert lease(pg_url, gid)[0] == proc(a)  # the first to change the table took the lease
    cy = b.post(f"/api/games/{gid}/seats/2/claim", json={"name": "Cy"})  # forwarded: a makes it
    assert cy.status_code == 200 and cy.json()["name"] == "Cy", cy.text
    cy_token, bob_token = cy.json()["token"], bob.json()["token"]
    assert b.get(f"/api/games/{gid}", headers=bearer(cy_token)).json()["seat"] == 2  # the token works, there too
    refused = [(f"/api/games/{gid}/seats/2/claim", {"name": "Eve"}, None),  # taken
               (f"/api/games/{gid}/seats/1/name", {"name": "Eve"}, cy_token),  # not Cy's seat
               (f"/api/games/{gid}/seats/7/name", {"name": "Eve"}, cy_token),  # no such seat
               (f"/api/games/{gid}/seats/2/name", {"name": " "}, cy_token),  # no name
               (f"/api/games/{gid}/seats/1/leave", None, cy_token)]  # not Cy's seat
    through_a = [a.post(path, json=body, headers=bearer(tok) if tok else {}) for path, body, tok in refused]
    through_b = [b.post(path, json=body, headers=bearer(tok) if tok else {}) for path, body, tok in refused]
    assert [r.status_code for r in through_b] == [r.status_code for r in through_a]
    assert [r.json() for r in through_b] == [r.json() for r in through_a]
    assert [r.status_code for r in through_b][:2] == [409, 403]
    r = b.post(f"/api/games/{gid}/seats/2/name", json={"name": "Cyrus"}, headers=bearer(cy_token))
    assert r.status_code == 200 and r.json()["name"] == "Cyrus", r.text
    r = b.post(f"/api/games/{gid}/seats/1/leave", headers=bearer(bob_token))
    assert r.status_code == 200 and r.json()["kind"] == "bot", r.text
    r = b.post(f"/api/games/{gid}/seats/2/bot", json={"level": "easy"}, headers=bearer(g["creator_token"]))
    assert r.status_code == 200 and r.json()["level"] == "easy", r.text
    assert seats.by == {"a": ["seat-claimed", "seat-claimed", "seat-renamed", "seat-to-bot", "seat-to-bot"], "b": []}
    names = [s["name"] for s in b.get(f"/api/games/{gid}").json()["seats"]]
    assert names == [s["name"] for s in a.get(f"/api/games/{gid}").json()["seats"]]


def test_a_process_that_stops_gives_its_leases_back(pg_url: str, redis_url: str) -> None:
    with TestClient(create_app(settings_for(pg_url, redis_url=redis_url, allow_seed=True))) as a:
        g = create(a, seed=16)
        assert act(a, g["id"], token_of_turn(a, g), 0).status_code == 200
        assert lease(pg_url, g["id"])[0] == proc(a)
    assert lease(pg_url, g["id"]) == (None, None)


def test_the_holders_commits_renew_its_lease_and_no_other_commit_does(
        two_apps: tuple[Any, Any], pg_url: str, monkeypatch: pytest.MonkeyPatch) -> None:
    a, b = two_apps
    g = create(a, seed=17)
    assert act(a, g["id"], token_of_turn(a, g), 0).status_code == 200
    _, first_until = lease(pg_url, g["id"])
    assert first_until is not None
    taken: list[str] = []  # the lease is not taken or renewed by a statement of its own meanwhile
    repo = a.app.state.service.leases.repo
    take = repo.take
    monkeypatch.setattr(repo, "take", lambda *args, **kw: (taken.append(args[0]), take(*args, **kw))[1])
    time.sleep(0.5)
    before = time.time()
    assert act(b, g["id"], token_of_turn(b, g), 1).status_code == 200  # forwarded to a, committed there
    holder, until = lease(pg_url, g["id"])
    assert holder == proc(a) and until is not None and until >= before + 3.0 > first_until
    assert taken == []
    # a commit of a process that does not hold the lease leaves it as it is
    service = b.app.state.service
    table = service.store.held(g["id"])
    assert table is not None and table.seq == 2
    renewal = service.leases.renewal(g["id"])
    assert renewal == ("", 0.0)  # b knows it does not hold it
    row = ActionRow(2, a.get(f"/api/games/{g['id']}").json()["current_seat"], "discard", "player", time.time())
    assert service.db.repo.commit_action(g["id"], table.row.version, row, "running", None, None, None,
                                         (proc(b), time.time() + 999))  # committed, the lease left alone
    assert lease(pg_url, g["id"]) == (holder, until)


def test_a_malformed_request_from_another_process_is_answered_with_a_clear_error(two_apps: tuple[Any, Any]) -> None:
    a, _ = two_apps
    g = create(a, seed=17, seats=[{"kind": "human", "name": "Ann"}, {"kind": "open"}])
    answer = a.app.state.service._answer
    requests = [{"op": "act", "game": g["id"], "action": 3, "seq": 0, "token": None, "account": None},
                {"op": "claim", "game": g["id"], "seat": "1", "name": "Eve", "account": None},
                {"op": "claim", "game": g["id"], "seat": 1, "name": "Eve", "account": {"id": 5}},
                {"op": "rename", "game": g["id"], "seat": 1, "name": None, "token": None, "account": None},
                {"op": "to_bot", "game": g["id"], "seat": 1, "token": None, "level": None},
                {"op": "leave", "game": g["id"], "seat": True, "token": None, "account": None},
                {"op": "fly", "game": g["id"]},
                {"op": "claim", "game": 12}]
    answers = [on_app_loop(a, answer(r)) for r in requests]
    assert [x["error"] for x in answers] == ["BadRequest"] * len(requests), answers
    assert all(x["message"] for x in answers)
    assert a.get(f"/api/games/{g['id']}").json()["seats"][1]["kind"] == "open"  # nothing changed
