"""Seats that follow their player (docs/server.md, "Accounts"): a signed-in player's seat needs no link,
a seat kept open for an invited username, which tables are rated, and "My games"."""

from __future__ import annotations

import json
import time
from typing import Any

import pytest

from ogallala.web.accounts.routes import COOKIE
from web.test_accounts import PASSWORD, csrf, sign_up
from web.webtools import bearer, create


def create_as(client: Any, seats: list[dict[str, Any]], **body: Any) -> dict[str, Any]:
    r = client.post("/api/games", json={"seats": seats, **body}, headers=csrf(client))
    assert r.status_code == 201, r.text
    return dict(r.json())


def signed_in(make: Any, username: str) -> Any:
    """A client of its own (a device of its own) signed in as ``username`` (signed up on first use)."""
    c = make()
    r = c.post("/api/session", json={"username": username, "password": PASSWORD})
    if r.status_code == 401:
        sign_up(c, username)
    return c


@pytest.fixture
def make(make_client: Any) -> Any:
    first: list[Any] = []

    def another() -> Any:
        """Clients of one app (its lifespan runs with the first), each with cookies of its own."""
        from web.webtools import TestClient

        if not first:
            first.append(make_client(allow_seed=True, create_per_minute=1000))
            return first[0]
        return TestClient(first[0].app)

    return another


def test_my_seat_needs_no_link_on_any_device_signed_in(make: Any) -> None:
    ann = signed_in(make, "Ann")
    g = create_as(ann, [{"kind": "human", "username": "Ann"}, {"kind": "bot", "level": "easy"}], seed=5)
    assert g["seats"][0]["name"] == "Ann"
    phone = signed_in(make, "Ann")  # another device: no token, only the session
    view = phone.get(f"/api/games/{g['id']}").json()
    assert view["seat"] == 0 and view["legal_actions"] == ["draw 1", "draw 2", "draw 3"]
    r = phone.post(f"/api/games/{g['id']}/actions", json={"action": "draw 1", "seq": 0}, headers=csrf(phone))
    assert r.status_code == 200 and r.json()["seq"] == 1


def test_a_change_by_cookie_needs_the_csrf_token(make: Any) -> None:
    ann = signed_in(make, "Ann")
    g = create_as(ann, [{"kind": "human", "username": "Ann"}, {"kind": "bot"}], seed=5)
    r = ann.post(f"/api/games/{g['id']}/actions", json={"action": "draw 1", "seq": 0})
    assert r.status_code == 403 and r.json()["error"]["code"] == "forbidden"  # without it: nobody's seat
    r = ann.post(f"/api/games/{g['id']}/actions", json={"action": "draw 1", "seq": 0},
                 headers={"X-CSRF-Token": "f" * 64})
    assert r.status_code == 403 and r.json()["error"]["code"] == "csrf"
    r = ann.post(f"/api/games/{g['id']}/actions", json={"action": "draw 1", "seq": 0},
                 headers={**csrf(ann), "Origin": "https://evil.example"})
    assert r.status_code == 403 and r.json()["error"]["code"] == "csrf"
    assert ann.get(f"/api/games/{g['id']}").json()["seq"] == 0


def test_another_account_or_a_stranger_does_not_get_my_seat(make: Any) -> None:
    ann = signed_in(make, "Ann")
    g = create_as(ann, [{"kind": "human", "username": "Ann"}, {"kind": "bot"}], seed=5)
    bob = signed_in(make, "Bob")
    assert bob.get(f"/api/games/{g['id']}").json()["seat"] is None  # a spectator
    r = bob.post(f"/api/games/{g['id']}/actions", json={"action": "draw 1", "seq": 0}, headers=csrf(bob))
    assert r.status_code == 403
    assert bob.post(f"/api/games/{g['id']}/seats/0/leave", headers=csrf(bob)).status_code == 403
    stranger = make()
    assert stranger.get(f"/api/games/{g['id']}").json()["seat"] is None


def test_an_invited_seat_is_kept_for_that_player_and_the_table_is_rated(make: Any) -> None:
    ann = signed_in(make, "Ann")
    signed_in(make, "Bob")
    signed_in(make, "Cyd")
    g = ann.post("/api/games", json={"seats": [{"kind": "human", "username": "Ann"},
                                               {"kind": "human", "username": "bob"}, {"kind": "bot"}]},
                 headers=csrf(ann)).json()
    assert g["seats"][1] == {"seat": 1, "kind": "open", "name": "Bob", "token": None}  # no token for the creator
    anyone = make()
    r = anyone.post(f"/api/games/{g['id']}/seats/1/claim", json={"name": "Eve"})
    assert r.status_code == 403 and "kept for the invited player Bob" in r.json()["error"]["message"]
    cy = signed_in(make, "Cyd")
    assert cy.post(f"/api/games/{g['id']}/seats/1/claim", json={"name": "x"}, headers=csrf(cy)).status_code == 403
    bob = signed_in(make, "Bob")
    waiting = bob.get("/api/me/games").json()["waiting"]
    assert [(x["id"], x["invited"], x["my_seats"]) for x in waiting] == [(g["id"], True, [])]
    r = bob.post(f"/api/games/{g['id']}/seats/1/claim", json={"name": "ignored"}, headers=csrf(bob))
    assert r.status_code == 200 and r.json()["name"] == "Bob"
    mine = bob.get("/api/me/games").json()
    game = (mine["my_turn"] + mine["waiting"])[0]
    assert game["rated"] is True and game["my_seats"] == [1] and game["invited"] is False
    assert ann.get(f"/api/games/{g['id']}").json()["status"] == "running"


def test_inviting_needs_a_session_and_a_known_username(make: Any) -> None:
    anon = make()
    r = anon.post("/api/games", json={"seats": [{"kind": "human", "name": "Ann"},
                                                {"kind": "human", "username": "Bob"}]})
    assert r.status_code == 401
    ann = signed_in(make, "Ann")
    r = ann.post("/api/games", json={"seats": [{"kind": "human", "username": "Ann"}, {"kind": "human",
                                                                                        "username": "Nobody"}]},
                 headers=csrf(ann))
    assert r.status_code == 404 and r.json()["error"]["code"] == "no_player"


@pytest.mark.parametrize(("seats", "extra", "rated"), [
    ([{"kind": "human", "username": "Ann"}, {"kind": "bot"}], {}, True),
    ([{"kind": "human", "username": "Ann"}, {"kind": "bot"}], {"seed": 3}, False),  # a chosen deal
    ([{"kind": "human", "username": "Ann"}, {"kind": "human", "name": "Bob"}], {}, False),  # Bob has no account
    ([{"kind": "human", "username": "Ann"}, {"kind": "human", "username": "Ann"}], {}, False),  # hot seat
    ([{"kind": "human", "username": "Ann"}, {"kind": "remote-bot"}], {}, False),
    ([{"kind": "human", "name": "Ann"}, {"kind": "bot"}], {}, False),  # anonymous
])
def test_which_tables_are_rated(make: Any, seats: list[dict[str, Any]], extra: dict[str, Any], rated: bool) -> None:
    ann = signed_in(make, "Ann")
    g = ann.post("/api/games", json={"seats": seats, **extra}, headers=csrf(ann)).json()
    games = ann.get("/api/me/games").json()
    listed = {x["id"]: x["rated"] for x in games["my_turn"] + games["waiting"]}
    assert listed.get(g["id"], False) is rated
    if not rated and any(s.get("username") == "Ann" for s in seats):
        assert g["id"] in listed


def test_an_open_seat_taken_anonymously_makes_the_table_unrated(make: Any) -> None:
    ann = signed_in(make, "Ann")
    g = ann.post("/api/games", json={"seats": [{"kind": "human", "username": "Ann"}, {"kind": "open"}]},
                 headers=csrf(ann)).json()
    make().post(f"/api/games/{g['id']}/seats/1/claim", json={"name": "Eve"})
    games = ann.get("/api/me/games").json()
    assert [x["rated"] for x in games["my_turn"] + games["waiting"]] == [False]


def test_my_games_lists_my_turn_first_then_the_others_then_the_finished(make: Any) -> None:
    ann = signed_in(make, "Ann")
    bob = signed_in(make, "Bob")
    mine = ann.post("/api/games", json={"seats": [{"kind": "human", "username": "Ann"}, {"kind": "bot"}]},
                    headers=csrf(ann)).json()
    theirs = bob.post("/api/games", json={"seats": [{"kind": "human", "username": "Bob"},
                                                    {"kind": "human", "username": "Ann"}]}, headers=csrf(bob)).json()
    ann.post(f"/api/games/{theirs['id']}/seats/1/claim", json={"name": "x"}, headers=csrf(ann))
    gone = ann.post("/api/games", json={"seats": [{"kind": "human", "username": "Ann"}, {"kind": "bot"}]},
                    headers=csrf(ann)).json()
    assert ann.post(f"/api/games/{gone['id']}/seats/0/leave", headers=csrf(ann)).status_code == 200
    deadline = time.time() + 60
    while ann.get(f"/api/games/{gone['id']}").json()["status"] != "over":  # the bots play it to the end
        assert time.time() < deadline
        time.sleep(0.05)
    games = ann.get("/api/me/games").json()
    first = {x["id"]: x for x in games["my_turn"]}
    assert mine["id"] in first and first[mine["id"]]["to_move"] == 0
    assert theirs["id"] in {x["id"] for x in games["waiting"]}  # Bob decides first
    assert [x["id"] for x in games["finished"]] == [gone["id"]]
    assert games["finished"][0]["my_seats"] == []  # a bot plays the seat Ann left
    assert make().get("/api/me/games").status_code == 401


def test_the_websocket_knows_my_seat_from_the_session_of_this_origin_only(make: Any) -> None:
    ann = signed_in(make, "Ann")
    g = create_as(ann, [{"kind": "human", "username": "Ann"}, {"kind": "bot"}], seed=5)
    cookie = {"cookie": f"{COOKIE}={ann.cookies[COOKIE]}"}
    with ann.websocket_connect(f"/ws/games/{g['id']}", headers={**cookie, "origin": "http://testserver"}) as ws:
        ws.send_text(json.dumps({"type": "hello", "token": None}))
        view = json.loads(ws.receive_text())["view"]
        assert view["seat"] == 0 and view["legal_actions"]
        ws.send_text(json.dumps({"type": "action", "action": "draw 2", "seq": 0}))
        while json.loads(ws.receive_text())["seq"] != 1:
            pass
    with ann.websocket_connect(f"/ws/games/{g['id']}", headers={**cookie, "origin": "https://evil.example"}) as ws:
        ws.send_text(json.dumps({"type": "hello", "token": None}))
        assert json.loads(ws.receive_text())["view"]["seat"] is None


def test_a_token_still_works_for_an_anonymous_seat(make: Any) -> None:
    anon = make()
    g = create(anon, seed=5)
    r = anon.post(f"/api/games/{g['id']}/actions", json={"action": "draw 1", "seq": 0},
                  headers=bearer(g["seats"][0]["token"]))
    assert r.status_code == 200
