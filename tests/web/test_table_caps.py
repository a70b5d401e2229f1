"""The caps on unfinished tables: one address may hold ``unfinished_per_address`` of them, so that a few
addresses cannot fill the server's ``max_unfinished`` and lock everyone out; the tutorial's lessons are
never refused by the server's cap; open tables nobody joins expire within hours (docs/server.md)."""

from __future__ import annotations

from typing import Any

from web.webtools import TestClient, create, wait_for

TWO = [{"kind": "human", "name": "Ann"}, {"kind": "open"}]


def from_address(client: Any, address: str) -> Any:
    """Another client of ``client``'s app, coming from ``address``."""
    return TestClient(client.app, client=(address, 40000))


def test_one_address_holds_at_most_its_cap_of_unfinished_tables_and_others_still_create(make_client: Any) -> None:
    a = make_client(unfinished_per_address=3, create_per_minute=1000)
    for _ in range(3):
        create(a, TWO)
    refused = a.post("/api/games", json={"seats": TWO})
    assert refused.status_code == 429
    error = refused.json()["error"]
    assert error["code"] == "too_many_tables" and "from this address" in error["message"]
    b = from_address(a, "203.0.113.7")
    assert b.post("/api/games", json={"seats": TWO}).status_code == 201  # the others are not locked out


def test_a_finished_table_no_longer_counts_against_the_address(make_client: Any) -> None:
    a = make_client(unfinished_per_address=1, create_per_minute=1000)
    g = create(a, [{"kind": "bot", "level": "random"}, {"kind": "bot", "level": "random"}], pace="fast")
    assert a.post("/api/games", json={"seats": TWO}).status_code == 429
    wait_for(lambda: a.get(f"/api/games/{g['id']}").json()["over"], timeout=120)
    assert a.post("/api/games", json={"seats": TWO}).status_code == 201


def test_the_server_s_cap_never_refuses_a_lesson(make_client: Any) -> None:
    a = make_client(max_unfinished=2, unfinished_per_address=10, create_per_minute=1000)
    create(a, TWO)
    create(a, TWO)
    b = from_address(a, "198.51.100.4")
    full = b.post("/api/games", json={"seats": TWO})
    assert full.status_code == 429 and "holds 2 unfinished tables" in full.json()["error"]["message"]
    lesson = b.get("/api/tutorial").json()["lessons"][0]["id"]
    assert b.post(f"/api/tutorial/{lesson}", json={}).status_code == 201


def test_open_tables_nobody_joins_expire_sooner_than_running_ones(make_client: Any) -> None:
    c = make_client(allow_seed=True, open_expire_seconds=0.5)
    waiting = create(c, TWO)
    running = create(c, [{"kind": "human", "name": "Ann"}, {"kind": "human", "name": "Bob"}])
    wait_for(lambda: c.get(f"/api/games/{waiting['id']}").status_code == 404, timeout=90)
    assert c.get(f"/api/games/{running['id']}").status_code == 200
