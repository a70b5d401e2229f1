"""A person names their own seat (``POST /api/games/{id}/seats/{n}/name``): only with that seat's token
or its signed-in player, a name of 1 to 64 characters, never an account's or a bot's seat."""

from __future__ import annotations

from typing import Any

from web.test_account_seats import create_as, make, signed_in  # noqa: F401  (make is a fixture)
from web.test_accounts import csrf
from web.webtools import bearer, create


def test_a_seat_is_renamed_by_its_own_token_and_the_log_says_so(client: Any) -> None:
    g = create(client, [{"kind": "human", "name": "Ann"}, {"kind": "human", "name": "Player"}])
    ann, bob = (s["token"] for s in g["seats"])
    url = f"/api/games/{g['id']}/seats/1/name"
    r = client.post(url, json={"name": "  Cleo "}, headers=bearer(bob))
    assert r.status_code == 200 and r.json()["name"] == "Cleo"
    view = client.get(f"/api/games/{g['id']}", headers=bearer(ann)).json()
    assert view["seats"][1]["name"] == "Cleo"
    log = client.get(f"/api/games/{g['id']}/log").json()["entries"]
    assert {"event": "seat-renamed", "seat": 1, "name": "Cleo", "old": "Player"}.items() <= log[-1].items()


def test_a_seat_is_not_renamed_by_another_or_to_a_bad_name(client: Any) -> None:
    g = create(client, [{"kind": "human", "name": "Ann"}, {"kind": "bot", "level": "easy"}])
    ann = g["seats"][0]["token"]
    url = f"/api/games/{g['id']}"
    assert client.post(f"{url}/seats/0/name", json={"name": "Eve"}).status_code == 403  # no token
    r = client.post(f"{url}/seats/1/name", json={"name": "Eve"}, headers=bearer(ann))
    assert r.status_code == 403 and "seat 1" in r.json()["error"]["message"]  # another seat's
    for bad in ("   ", "a\u0007b", "x" * 65):
        r = client.post(f"{url}/seats/0/name", json={"name": bad}, headers=bearer(ann))
        assert r.status_code in (400, 422), bad
    assert client.post(f"{url}/seats/5/name", json={"name": "Eve"}, headers=bearer(ann)).status_code == 404
    assert client.get(url, headers=bearer(ann)).json()["seats"][0]["name"] == "Ann"


def test_an_accounts_seat_keeps_its_username(make: Any) -> None:  # noqa: F811
    ann = signed_in(make, "Ann")
    g = create_as(ann, [{"kind": "human", "username": "Ann"}, {"kind": "bot", "level": "easy"}])
    r = ann.post(f"/api/games/{g['id']}/seats/0/name", json={"name": "Queen"}, headers=csrf(ann))
    assert r.status_code == 400 and "username" in r.json()["error"]["message"]
