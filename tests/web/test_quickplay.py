"""Quick play (docs/server.md, "Quick play"): people waiting are seated together, closest ratings first;
after a player's wait, bots fill the table; leaving is one call and an unpolled entry leaves by itself."""

from __future__ import annotations

import time
from typing import Any

from ogallala.web.players.quickplay import plan
from ogallala.web.storage.quickplay import UNSEEN_SECONDS, Entry
from web.test_account_seats import make, signed_in  # noqa: F401  (make is a fixture)
from web.test_accounts import csrf
from web.webtools import on_app_loop


def entry(name: str, mu: float = 25.0, joined: float = 0.0, wait: float | None = None, players: int = 3,
          edition: str = "amigo") -> Entry:
    return Entry(name, name, edition, players, "easy", wait, mu, joined)


def test_the_longest_waiting_sits_with_the_closest_ratings() -> None:
    waiting = [entry("a", 25, 0), entry("b", 40, 1), entry("c", 26, 2), entry("d", 24, 3), entry("e", 25, 4, players=2)]
    (m,) = plan(waiting, now=5)
    assert [e.account_id for e in m.people] == ["a", "c", "d"] and m.players == 3
    assert plan([entry("b", 40, 1), entry("e", 25, 4, players=2)], now=5) == []  # alone in their groups


def test_after_their_wait_bots_fill_the_table_but_not_with_those_who_wait_for_people() -> None:
    waiting = [entry("a", joined=0, wait=10, players=4), entry("b", joined=1, wait=None, players=4),
               entry("c", joined=2, wait=60, players=4)]
    assert plan(waiting, now=9) == []  # three wait for a table of four
    (m,) = plan(waiting, now=10)  # a's wait is over: c, who accepts bots, comes along; b waits for people
    assert [e.account_id for e in m.people] == ["a", "c"]
    waiting = [entry("a", joined=0, wait=10), entry("b", joined=1, wait=None)]
    (m,) = plan(waiting, now=10)
    assert [e.account_id for e in m.people] == ["a"] and m.level == "easy"
    assert plan([entry("x", joined=0, wait=None)], now=10_000) == []


def test_editions_and_player_counts_do_not_mix() -> None:
    waiting = [entry("a", joined=0, players=2), entry("b", joined=1, players=2, edition="ass")]
    assert plan(waiting, now=1) == []


def test_two_players_waiting_get_one_table(make: Any) -> None:  # noqa: F811
    ann, bob = signed_in(make, "Ann"), signed_in(make, "Bob")
    body = {"edition": "amigo", "players": 2, "level": "easy", "wait_seconds": None}
    first = ann.post("/api/quickplay", json=body, headers=csrf(ann)).json()
    assert first["status"] == "waiting" and first["waiting_here"] == 1
    b = bob.post("/api/quickplay", json=body, headers=csrf(bob)).json()  # Ann waits: Bob is seated at once
    a = ann.get("/api/quickplay").json()
    assert a["status"] == b["status"] == "seated" and a["game_id"] == b["game_id"]
    assert bob.get("/api/quickplay").json()["status"] == "none"  # told once
    view_a = ann.get(f"/api/games/{a['game_id']}").json()
    view_b = bob.get(f"/api/games/{a['game_id']}").json()
    assert {view_a["seat"], view_b["seat"]} == {0, 1}
    assert sorted(s["name"] for s in view_a["seats"]) == ["Ann", "Bob"]
    assert ann.get("/api/me/games").json()["my_turn"] + ann.get("/api/me/games").json()["waiting"]
    assert ann.get("/api/quickplay").json()["status"] == "none"  # seated once: the entry is done


def test_bots_fill_the_table_after_the_wait(make: Any) -> None:  # noqa: F811
    ann = signed_in(make, "Ann")
    ann.post("/api/quickplay", json={"players": 3, "level": "easy", "wait_seconds": 5}, headers=csrf(ann))
    assert ann.get("/api/quickplay").json()["status"] == "waiting"
    on_app_loop(ann, ann.app.state.quickplay.run(now=time.time() + 6))  # the sweeper, six seconds on
    state = ann.get("/api/quickplay").json()
    assert state["status"] == "seated"
    seats = ann.get(f"/api/games/{state['game_id']}").json()["seats"]
    assert sorted(s["kind"] for s in seats) == ["bot", "bot", "human"]
    assert {s["level"] for s in seats if s["kind"] == "bot"} == {"easy"}
    mine = ann.get("/api/me/games").json()
    assert any(g["id"] == state["game_id"] and g["rated"] for g in mine["my_turn"] + mine["waiting"])


def test_leaving_is_one_call_and_a_closed_tab_leaves_by_itself(make: Any) -> None:  # noqa: F811
    ann, bob = signed_in(make, "Ann"), signed_in(make, "Bob")
    body = {"players": 2, "wait_seconds": None}
    ann.post("/api/quickplay", json=body, headers=csrf(ann))
    assert ann.delete("/api/quickplay").status_code == 403  # CSRF
    assert ann.delete("/api/quickplay", headers=csrf(ann)).status_code == 204
    assert ann.get("/api/quickplay").json()["status"] == "none"
    ann.post("/api/quickplay", json=body, headers=csrf(ann))
    on_app_loop(ann, ann.app.state.quickplay.run(now=time.time() + UNSEEN_SECONDS + 1))  # Ann's tab is gone
    bob.post("/api/quickplay", json=body, headers=csrf(bob))
    assert bob.get("/api/quickplay").json()["status"] == "waiting"  # nobody to sit with


def test_quick_play_needs_an_account_and_a_fitting_player_count(make: Any) -> None:  # noqa: F811
    anon = make()
    assert anon.post("/api/quickplay", json={"players": 2}).status_code == 401
    ann = signed_in(make, "Ann")
    r = ann.post("/api/quickplay", json={"edition": "pelikan", "players": 5}, headers=csrf(ann))
    assert r.status_code == 400
    assert ann.post("/api/quickplay", json={"players": 2, "wait_seconds": 1}, headers=csrf(ann)).status_code == 422
