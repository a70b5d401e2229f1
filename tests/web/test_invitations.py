"""Invitations (docs/server.md, "Invitations"): a seat kept for an account is listed to that account at once
(``GET /api/me/invitations``), by mail where it has a confirmed address that wants mail, taken or declined
only by it; "My games" tells whose turn, the clock, the last move and a finished game's result and rating
change; seats played by link carried into an account; a rated game's end tells each seat's rating change."""

from __future__ import annotations

import time
from typing import Any

from ogallala.web.storage.schema import invitations, outbox
from web.test_account_seats import create_as, make, signed_in  # noqa: F401  (make is a fixture)
from web.test_accounts import csrf, rows
from web.test_mail import body, confirmed, link, mailing, send_mail, smtp  # noqa: F401  (fixtures)
from web.test_ratings import play_out
from web.webtools import TestClient, bearer, wait_for


def invite_bob(ann: Any, **body: Any) -> dict[str, Any]:
    return create_as(ann, [{"kind": "human", "username": "Ann"}, {"kind": "human", "username": "Bob"},
                           {"kind": "bot", "level": "easy"}], **body)


def test_the_invited_account_sees_its_invitation_and_takes_the_seat(make: Any, db_url: str) -> None:  # noqa: F811
    ann, bob, cy = signed_in(make, "Ann"), signed_in(make, "Bob"), signed_in(make, "Cyd")
    g = invite_bob(ann)
    (inv,) = bob.get("/api/me/invitations").json()
    assert (inv["game_id"], inv["seat"], inv["inviter"], inv["edition"], inv["players"]) == (g["id"], 1, "Ann",
                                                                                               "amigo", 3)
    assert [(s["kind"], s["name"]) for s in inv["seats"]] == [("human", "Ann"), ("open", "Bob"), ("bot", "easy bot")]
    assert cy.get("/api/me/invitations").json() == [] and ann.get("/api/me/invitations").json() == []
    assert TestClient(ann.app).get("/api/me/invitations").status_code == 401
    # nobody else takes the seat kept for Bob, nor declines it
    r = cy.post(f"/api/games/{g['id']}/seats/1/claim", json={"name": "Cyd"}, headers=csrf(cy))
    assert r.status_code == 403, r.text
    assert cy.post(f"/api/games/{g['id']}/seats/1/decline", headers=csrf(cy)).status_code == 403
    assert ann.post(f"/api/games/{g['id']}/seats/1/decline", headers=csrf(ann)).status_code == 403
    assert bob.post(f"/api/games/{g['id']}/seats/1/decline").status_code == 403  # no CSRF token: refused
    r = bob.post(f"/api/games/{g['id']}/seats/1/claim", json={"name": "whatever"}, headers=csrf(bob))
    assert r.status_code == 200 and r.json()["name"] == "Bob"
    assert bob.get("/api/me/invitations").json() == []
    assert [(x.seat, x.answer) for x in rows(db_url, invitations)] == [(1, "accepted")]
    games = bob.get("/api/me/games").json()
    (mine,) = games["my_turn"] + games["waiting"]
    assert mine["id"] == g["id"] and mine["my_seats"] == [1] and mine["last_move"] is None


def test_a_declined_seat_opens_to_anyone_and_the_log_says_who_declined(make: Any, db_url: str) -> None:  # noqa: F811
    ann, bob, cy = signed_in(make, "Ann"), signed_in(make, "Bob"), signed_in(make, "Cyd")
    g = invite_bob(ann)
    r = bob.post(f"/api/games/{g['id']}/seats/1/decline", headers=csrf(bob))
    assert r.status_code == 200, r.text
    assert (r.json()["kind"], r.json()["name"]) == ("open", "")
    assert bob.get("/api/me/invitations").json() == []
    assert bob.post(f"/api/games/{g['id']}/seats/1/decline", headers=csrf(bob)).status_code == 403  # once
    entries = ann.get(f"/api/games/{g['id']}/log?since=0&limit=50").json()["entries"]
    assert {"event": "seat-declined", "name": "Bob"}.items() <= next(
        e for e in entries if e["event"] == "seat-declined").items()
    view = ann.get(f"/api/games/{g['id']}").json()
    assert view["seats"][1] == {"seat": 1, "kind": "open", "name": "", "level": None, "connected": False,
                                "account": False, "deleted": False}
    assert cy.post(f"/api/games/{g['id']}/seats/1/claim", json={"name": "Cyd"}, headers=csrf(cy)).status_code == 200
    assert [x.answer for x in rows(db_url, invitations)] == ["declined"]


def test_an_invitation_is_mailed_to_a_confirmed_address_that_wants_mail(mailing: Any, smtp: Any,  # noqa: F811
                                                                      db_url: str) -> None:
    inbox, _ = smtp
    ann, bob, cy = mailing("Ann"), mailing("Bob"), mailing("Cyd")
    confirmed(bob, inbox, "bob@example.org")
    g = invite_bob(ann)
    send_mail(ann)
    (m,) = wait_for(lambda: [x for x in inbox.to("bob@example.org") if "invites" in x["Subject"]])
    assert m["Subject"] == "Ogallala: Ann invites you to a game of AMIGO 2002"
    assert "Ann, easy bot" in body(m) and m["Date"] and m["Message-ID"]
    assert link(m, "/account") == f"/account?next=/games/{g['id']}"
    assert link(m, "/api/email/unsubscribe")
    # an address that wants no mail, or one never confirmed, is sent nothing
    assert bob.post("/api/me/email/mode", json={"mode": "off"}, headers=csrf(bob)).status_code == 204
    cy.post("/api/me/email", json={"address": "cyd@example.org", "mode": "each", "language": "en"}, headers=csrf(cy))
    create_as(ann, [{"kind": "human", "username": "Ann"}, {"kind": "human", "username": "Bob"},
                    {"kind": "human", "username": "Cyd"}])
    send_mail(ann)
    assert [x.kind for x in rows(db_url, outbox) if x.kind == "invite"] == ["invite"]  # Bob's first only
    assert len([x for x in inbox.to("bob@example.org") if "invites" in x["Subject"]]) == 1
    assert not [x for x in inbox.to("cyd@example.org") if "invites" in x["Subject"]]


def test_my_games_tell_the_turn_the_clock_the_last_move_and_the_result(make: Any) -> None:  # noqa: F811
    ann, bob = signed_in(make, "Ann"), signed_in(make, "Bob")
    g = create_as(ann, [{"kind": "human", "username": "Ann"}, {"kind": "human", "username": "Bob"}],
                  turn_seconds=86400)
    bob.post(f"/api/games/{g['id']}/seats/1/claim", json={"name": "Bob"}, headers=csrf(bob))
    view = ann.get(f"/api/games/{g['id']}").json()
    mover = ann if view["current_seat"] == 0 else bob
    other = bob if mover is ann else ann
    (mine,) = mover.get("/api/me/games").json()["my_turn"]
    (theirs,) = other.get("/api/me/games").json()["waiting"]
    assert mine["id"] == theirs["id"] == g["id"] and mine["my_turn"] and not theirs["my_turn"]
    assert abs(mine["deadline"] - (time.time() + view["clock"]["seconds_left"])) < 5
    assert theirs["to_move"] == view["current_seat"] and mine["last_move"] is None
    # a finished rated game: the place, the score, the winners and the rating's change
    solo = create_as(ann, [{"kind": "human", "username": "Ann"}, {"kind": "bot", "level": "easy"}])
    end = play_out(ann, solo["id"])
    # the ratings move after the game's end (an event of its own): until they have, the change reads 0
    wait_for(lambda: ann.get("/api/players/Ann").json()["ratings"][0]["rating"] != 1500)
    (done,) = [x for x in ann.get("/api/me/games").json()["finished"] if x["id"] == solo["id"]]
    profile = ann.get("/api/players/Ann").json()
    result = done["result"]
    mine = end["scores"][0]
    assert result["score"] == mine and result["rank"] == 1 + sum(s > mine for s in end["scores"])
    assert result["rating_change"] == profile["ratings"][0]["rating"] - 1500 != 0
    assert done["last_move"] and done["last_move"] <= done["updated"] + 1
    (recent,) = profile["recent"]
    assert recent["change"] == result["rating_change"] and recent["opponents"] == ["easy bot"]
    at_table = {x["seat"]: x for x in ann.get(f"/api/games/{solo['id']}/ratings").json()}
    assert at_table[0]["change"] == result["rating_change"] and at_table[1]["change"] is not None
    assert ann.get(f"/api/games/{g['id']}/ratings").json()[0]["change"] is None  # not over: no change


def test_seats_played_by_link_are_carried_into_a_new_account(make: Any) -> None:  # noqa: F811
    guest = make()
    g = guest.post("/api/games", json={"seats": [{"kind": "human", "name": "Zoe"}, {"kind": "human", "name": "Hot"},
                                                  {"kind": "bot"}]}).json()
    other = guest.post("/api/games", json={"seats": [{"kind": "human", "name": "Zoe"}, {"kind": "bot"}]}).json()
    tokens = [(g["id"], g["seats"][0]["token"]), (g["id"], g["seats"][1]["token"]),
              (other["id"], other["seats"][0]["token"]), (other["id"], "x" * 43), ("no-such-game", "y" * 43)]
    zoe = signed_in(make, "Zoe")
    assert TestClient(zoe.app).post("/api/me/seats", json={"seats": []}).status_code in (401, 403)
    r = zoe.post("/api/me/seats", json={"seats": [{"game_id": a, "token": b} for a, b in tokens]}, headers=csrf(zoe))
    assert r.status_code == 200, r.text
    # one seat per table (the hot seat's second stays a guest's); a wrong token or table carries nothing
    assert r.json()["carried"] == [{"game_id": g["id"], "seat": 0}, {"game_id": other["id"], "seat": 0}]
    games = zoe.get("/api/me/games").json()
    assert {x["id"] for x in games["my_turn"] + games["waiting"]} == {g["id"], other["id"]}
    view = guest.get(f"/api/games/{g['id']}", headers=bearer(g["seats"][0]["token"])).json()
    assert view["seat"] == 0 and view["seats"][0]["name"] == "Zoe" and view["seats"][0]["account"] is True
    # carried once: a second time changes nothing, and another account cannot take the seat over
    again = zoe.post("/api/me/seats", json={"seats": [{"game_id": g["id"], "token": tokens[0][1]}]},
                     headers=csrf(zoe))
    assert again.json()["carried"] == []
    yan = signed_in(make, "Yan")
    taken = yan.post("/api/me/seats", json={"seats": [{"game_id": g["id"], "token": tokens[0][1]}]},
                     headers=csrf(yan))
    assert taken.json()["carried"] == []
    bad = zoe.post("/api/me/seats", json={"seats": [{"game_id": "../x", "token": "z" * 43}]}, headers=csrf(zoe))
    assert bad.status_code == 422
    too_many = zoe.post("/api/me/seats", json={"seats": [{"game_id": "a", "token": "z" * 43}] * 51},
                        headers=csrf(zoe))
    assert too_many.status_code == 422


def test_an_account_seat_is_not_renamed_and_says_so_in_its_view(make: Any) -> None:  # noqa: F811
    ann = signed_in(make, "Ann")
    g = create_as(ann, [{"kind": "human", "username": "Ann"}, {"kind": "human", "name": "Guest"}, {"kind": "bot"}])
    view = ann.get(f"/api/games/{g['id']}").json()
    assert [s["account"] for s in view["seats"]] == [True, False, False]


def test_the_quick_play_wait_says_when_bots_come(make: Any) -> None:  # noqa: F811
    ann = signed_in(make, "Ann")
    r = ann.post("/api/quickplay", json={"edition": "pelikan", "players": 3, "level": "easy", "wait_seconds": 60},
                 headers=csrf(ann))
    assert r.status_code == 200, r.text
    for state in (r.json(), ann.get("/api/quickplay").json()):
        assert (state["status"], state["edition"], state["players"], state["wait_seconds"], state["level"]) == (
            "waiting", "pelikan", 3, 60, "easy")
    ann.post("/api/quickplay", json={"edition": "amigo", "players": 2, "wait_seconds": None}, headers=csrf(ann))
    assert ann.get("/api/quickplay").json()["wait_seconds"] is None  # people only


def test_a_deleted_accounts_invitation_opens_its_seat_and_the_log_tells_the_table(make: Any,  # noqa: F811
                                                                                  db_url: str) -> None:
    from web.test_account_deletion import _delete

    ann, bob, cy = signed_in(make, "Ann"), signed_in(make, "Bob"), signed_in(make, "Cyd")
    g = invite_bob(ann)
    other = invite_bob(ann)
    assert bob.post(f"/api/games/{other['id']}/seats/1/decline", headers=csrf(bob)).status_code == 200
    _delete(bob)
    view = ann.get(f"/api/games/{g['id']}").json()
    assert view["status"] == "open"
    assert view["seats"][1] == {"seat": 1, "kind": "open", "name": "", "level": None, "connected": False,
                                "account": False, "deleted": False}
    entries = ann.get(f"/api/games/{g['id']}/log?since=0&limit=50").json()["entries"]
    released = [e for e in entries if e["event"] == "seat-released"]
    assert len(released) == 1 and {"seat": 1, "why": "deleted"}.items() <= released[0].items()
    assert "Bob" not in str(entries)  # the note names nobody
    # the invitation is answered: nothing waits for the deleted account; the declined one keeps its answer
    assert sorted((x.game_id == g["id"], x.answer) for x in rows(db_url, invitations)) == [(False, "declined"),
                                                                                          (True, "deleted")]
    lobby = ann.get("/api/games?status=open").json()["games"]
    assert next(x for x in lobby if x["id"] == g["id"])["seats"][1]["name"] == ""
    assert cy.post(f"/api/games/{g['id']}/seats/1/claim", json={"name": "Cyd"}, headers=csrf(cy)).status_code == 200
    assert ann.get(f"/api/games/{g['id']}").json()["status"] == "running"


def test_invitations_received_and_sent_are_in_the_data_download(make: Any) -> None:  # noqa: F811
    ann, bob = signed_in(make, "Ann"), signed_in(make, "Bob")
    g = invite_bob(ann)
    (received,) = bob.get("/api/me/data").json()["invitations"]["received"]
    assert {k: received[k] for k in ("game_id", "seat", "inviter", "answer", "answered")} == \
        {"game_id": g["id"], "seat": 1, "inviter": "Ann", "answer": None, "answered": None}
    assert received["created"] > 0 and bob.get("/api/me/data").json()["invitations"]["sent"] == []
    assert bob.post(f"/api/games/{g['id']}/seats/1/decline", headers=csrf(bob)).status_code == 200
    data = ann.get("/api/me/data").json()["invitations"]
    assert data["received"] == []
    (sent,) = data["sent"]
    assert (sent["game_id"], sent["seat"], sent["invited"], sent["answer"]) == (g["id"], 1, "Bob", "declined")
    assert sent["answered"] >= sent["created"]
