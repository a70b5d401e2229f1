"""Deleting an account keeps the promise of its dialog (docs/server.md, "Deleting an account"): its games
stay under "deleted player" with no rating everywhere they are shown (lobby, table, log, replay, "My
games", ratings, profile, leaderboard); the username is never registered again; sessions, known-device
cookies, passkeys and seat tokens stop working; running seats go to a bot (the others are told) and a
correspondence opponent waits on no clock; the data download comes first."""

from __future__ import annotations

import json
import time
from typing import Any

from ogallala.web.accounts.routes import DEVICE_COOKIE
from ogallala.web.accounts.service import tombstone_hash
from ogallala.web.storage.accounts import PasskeyRow
from ogallala.web.storage.schema import accounts, passkeys, seats, sessions, username_tombstones
from web.test_account_seats import create_as, make, signed_in  # noqa: F401  (make is a fixture)
from web.test_accounts import PASSWORD, csrf, rows, sign_up
from web.test_ratings import play_out
from web.webtools import bearer, on_app_loop, wait_for

DAY = 24 * 3600


def _delete(client: Any) -> None:
    r = client.post("/api/me/delete", json={"password": PASSWORD}, headers=csrf(client))
    assert r.status_code == 200, r.text


def test_every_table_shows_deleted_player_with_no_rating_and_bots_take_the_running_seats(
        make: Any, db_url: str) -> None:  # noqa: F811
    ann, bob = signed_in(make, "Ann"), signed_in(make, "Bob")
    finished = create_as(ann, [{"kind": "human", "username": "Ann"}, {"kind": "bot", "level": "easy"}])
    play_out(ann, finished["id"])
    running = create_as(ann, [{"kind": "human", "username": "Ann"}, {"kind": "open", "username": "Bob"}])
    assert bob.post(f"/api/games/{running['id']}/seats/1/claim", json={"name": "Bob"},
                    headers=csrf(bob)).status_code == 200
    token = running["seats"][0]["token"]  # the seat link the old browser holds
    assert token and ann.get(f"/api/games/{running['id']}", headers=bearer(token)).json()["seat"] == 0
    before = ann.get(f"/api/games/{finished['id']}/ratings").json()
    assert {x["seat"] for x in before} == {0, 1}

    _delete(ann)

    watcher = make()
    # the lobby: the name, translated by the page, and no rating
    (listed,) = [x for x in watcher.get("/api/games?status=over").json()["games"] if x["id"] == finished["id"]]
    assert listed["seats"][0]["name"] == "deleted player" and listed["seats"][0]["deleted"] is True
    assert listed["seats"][0]["rating"] is None and listed["seats"][1]["rating"] is not None
    assert [x["seat"] for x in watcher.get(f"/api/games/{finished['id']}/ratings").json()] == [1]
    # the table and its replay
    view = watcher.get(f"/api/games/{finished['id']}").json()
    assert view["seats"][0]["name"] == "deleted player" and view["seats"][0]["deleted"] is True
    replay = watcher.get(f"/api/games/{finished['id']}/replay?start=0&count=2").json()
    assert all(v["view"]["seats"][0]["name"] == "deleted player" for v in replay["views"])
    # the running table: a medium bot plays the seat, the log tells the others, and names nobody
    view = wait_for(lambda: (v := watcher.get(f"/api/games/{running['id']}").json())["seats"][0]["kind"] == "bot"
                    and v)
    assert view["seats"][0]["level"] == "medium" and view["seats"][0]["deleted"] is True
    log = watcher.get(f"/api/games/{running['id']}/log?since=0&limit=500").json()["entries"]
    told = [e for e in log if e.get("event") == "seat-to-bot"]
    assert told == [{**told[0], "seat": 0, "why": "deleted", "level": "medium", "name": "deleted player"}]
    for gid in (finished["id"], running["id"]):
        text = json.dumps(watcher.get(f"/api/games/{gid}/log?since=0&limit=500").json())
        assert "Ann" not in text
    # Bob's own list, the profile and the leaderboard
    mine = bob.get("/api/me/games").json()
    seat0 = [g["seats"][0] for part in mine.values() for g in part if g["id"] == running["id"]]
    assert seat0 and seat0[0]["deleted"] is True
    assert watcher.get("/api/players/Ann").status_code == 404
    board = watcher.get("/api/leaderboard?edition=amigo").json()["players"]
    assert all(x["username"] != "Ann" for x in board)
    # the database holds no trace of the name at any seat
    assert all(s.name != "Ann" for s in rows(db_url, seats))


def test_the_old_seat_link_no_longer_plays_the_seat(make: Any) -> None:  # noqa: F811
    ann, bob = signed_in(make, "Ann"), signed_in(make, "Bob")
    g = create_as(bob, [{"kind": "open", "username": "Ann"}, {"kind": "human", "username": "Bob"}])
    r = ann.post(f"/api/games/{g['id']}/seats/0/claim", json={"name": "Ann"}, headers=csrf(ann))
    assert r.status_code == 200
    token = r.json()["token"]
    view = ann.get(f"/api/games/{g['id']}", headers=bearer(token)).json()
    assert view["seat"] == 0
    _delete(ann)
    stranger = make()
    assert stranger.get(f"/api/games/{g['id']}", headers=bearer(token)).status_code == 403
    r = stranger.post(f"/api/games/{g['id']}/actions", json={"action": "draw 1", "seq": view["seq"]},
                      headers=bearer(token))
    assert r.status_code == 403
    with stranger.websocket_connect(f"/ws/games/{g['id']}") as ws:  # nor through the table's socket
        ws.send_text(json.dumps({"type": "hello", "token": token}))
        first = json.loads(ws.receive_text())
        assert first["type"] == "error" and first["code"] == "forbidden"


def test_a_correspondence_opponent_does_not_wait_on_the_deleted_players_clock(make_client: Any) -> None:
    from web.webtools import TestClient

    app = make_client(create_per_minute=1000, max_correspondence=2)
    ann = app
    sign_up(ann, "Ann")
    bob = TestClient(app.app)
    sign_up(bob, "Bob")
    r = ann.post("/api/games", json={"seats": [{"kind": "human", "username": "Ann"},
                                               {"kind": "human", "username": "Bob"}],
                                     "turn_seconds": 2 * DAY}, headers=csrf(ann))
    assert r.status_code == 201, r.text
    gid = r.json()["id"]
    assert bob.post(f"/api/games/{gid}/seats/1/claim", json={"name": "Bob"}, headers=csrf(bob)).status_code == 200
    view = bob.get(f"/api/games/{gid}").json()
    assert view["status"] == "running" and view["current_seat"] == 0  # Ann's clock runs for two days
    start = time.monotonic()
    _delete(ann)
    wait_for(lambda: bob.get(f"/api/games/{gid}").json()["current_seat"] == 1, timeout=20)
    assert time.monotonic() - start < 20  # the bot played at once, not after the clock


def test_the_username_is_never_registered_again(client: Any, db_url: str) -> None:
    sign_up(client, "Ann-Lee")
    _delete(client)
    for name in ("Ann-Lee", "ann-lee", "ANN-LEE"):
        r = client.post("/api/accounts", json={"username": name, "password": PASSWORD})
        assert r.status_code == 409 and r.json()["error"]["code"] == "username_retired"
        assert "deleted account" in r.json()["error"]["message"]
    (stone,) = rows(db_url, username_tombstones)
    assert stone.key_hash == tombstone_hash("Ann-Lee") and len(stone.key_hash) == 64  # the name itself is not kept
    assert all("Ann-Lee" not in a.username and "ann-lee" not in a.username_key for a in rows(db_url, accounts))
    sign_up(client, "Ann-Lea")  # another name is free


def test_sessions_devices_and_passkeys_end_with_the_account(make_client: Any, db_url: str) -> None:
    from web.webtools import TestClient

    laptop = make_client()
    sign_up(laptop, "Ann")
    phone = TestClient(laptop.app)
    assert phone.post("/api/session", json={"username": "Ann", "password": PASSWORD}).status_code == 200
    device = phone.cookies.get(DEVICE_COOKIE)
    assert device
    acc_id = rows(db_url, accounts)[0].id
    repo = laptop.app.state.accounts.repo
    on_app_loop(laptop, laptop.app.state.accounts.db.run(
        repo.add_passkey, PasskeyRow("cred-1", acc_id, "pk", 0, "phone", time.time(), None)))
    assert len(rows(db_url, sessions)) == 2 and len(rows(db_url, passkeys)) == 1
    _delete(laptop)
    assert rows(db_url, sessions) == [] and rows(db_url, passkeys) == []
    assert phone.get("/api/session").json()["signed_in"] is False  # the other device is signed out too
    assert phone.get("/api/me/data").status_code == 401
    r = phone.post("/api/session", json={"username": "Ann", "password": PASSWORD})  # the device cookie: nothing
    assert r.status_code == 401


def test_the_data_download_before_deletion_holds_profile_games_moves_and_ratings(make: Any) -> None:  # noqa: F811
    ann = signed_in(make, "Ann")
    g = create_as(ann, [{"kind": "human", "username": "Ann"}, {"kind": "bot", "level": "easy"}])
    end = play_out(ann, g["id"])
    data = ann.get("/api/me/data").json()
    assert data["account"]["username"] == "Ann"
    (game,) = data["games"]
    assert game["id"] == g["id"] and game["my_seats"] == [0] and len(game["moves"]) == end["seq"]
    assert game["moves"][0]["seq"] == 0 and {"seat", "action", "actor", "at"} <= set(game["moves"][0])
    assert data["ratings"] and data["rating_history"][0]["game_id"] == g["id"]


def test_another_process_holding_the_table_forgets_the_name_too(pg_url: str, redis_url: str) -> None:
    """Two server processes on one PostgreSQL database with Redis: the deletion runs in one, while the
    other holds the table in memory for a follower; the other's log names "deleted player" at once, not
    the deleted account's name (its notes are read again, not only the new ones)."""
    from ogallala.web import create_app
    from web.webtools import TestClient, receive, settings_for

    app_a = create_app(settings_for(pg_url, redis_url=redis_url, allow_seed=True, create_per_minute=1000))
    app_b = create_app(settings_for(pg_url, redis_url=redis_url, allow_seed=True, create_per_minute=1000))
    with TestClient(app_a) as ann, TestClient(app_b) as watcher:
        bob = TestClient(app_a)  # another device on process a (the deletion runs on the app's own loop)
        suffix = str(time.time_ns())[-8:]
        ann_name, bob_name = f"Ann{suffix}", f"Bob{suffix}"
        sign_up(ann, ann_name)
        sign_up(bob, bob_name)
        g = create_as(bob, [{"kind": "human", "username": bob_name}, {"kind": "open", "username": ann_name}])
        assert ann.post(f"/api/games/{g['id']}/seats/1/claim", json={"name": ann_name},
                        headers=csrf(ann)).status_code == 200
        with watcher.websocket_connect(f"/ws/games/{g['id']}") as ws:  # process b holds the table for it
            ws.send_text(json.dumps({"type": "hello", "token": None}))
            receive(ws)
            log = f"/api/games/{g['id']}/log?since=0&limit=500"
            assert ann_name in json.dumps(watcher.get(log).json())
            _delete(ann)
            wait_for(lambda: ann_name not in json.dumps(watcher.get(log).json()))
            entries = watcher.get(log).json()["entries"]
            assert any(e.get("event") == "seat-to-bot" and e.get("why") == "deleted" for e in entries)
