"""The HTTP API, on SQLite and on PostgreSQL: tables, seats, views, actions, hints, records, replays, errors."""

from __future__ import annotations

from typing import Any

import ogallala
from web.webtools import bearer, create, wait_for


def view(client: Any, gid: str, token: str | None = None) -> dict[str, Any]:
    r = client.get(f"/api/games/{gid}", headers=bearer(token))
    assert r.status_code == 200, r.text
    return dict(r.json())


def act(client: Any, gid: str, token: str | None, action: str, seq: int) -> Any:
    return client.post(f"/api/games/{gid}/actions", json={"action": action, "seq": seq}, headers=bearer(token))


def error(r: Any, status: int, code: str | None = None) -> dict[str, Any]:
    assert r.status_code == status, r.text
    body = r.json()
    assert set(body) == {"error"} and isinstance(body["error"]["message"], str) and body["error"]["message"]
    if code is not None:
        assert body["error"]["code"] == code, body
    return dict(body["error"])


def test_create_answers_tokens_for_people_and_remote_bots_only(client: Any) -> None:
    seats = [{"kind": "human", "name": "Ann"}, {"kind": "open"}, {"kind": "bot", "level": "easy"},
             {"kind": "remote-bot", "name": "my ppo"}]
    g = create(client, seats, edition="amigo", variants=[], turn_seconds=None)
    assert set(g) >= {"id", "creator_token", "seats", "spectate_path"}
    assert [s["kind"] for s in g["seats"]] == ["human", "open", "bot", "remote-bot"]
    assert [s["token"] is not None for s in g["seats"]] == [True, False, False, True]
    assert g["spectate_path"] == f"/games/{g['id']}"
    assert len({g["creator_token"], g["seats"][0]["token"], g["seats"][3]["token"]}) == 3
    v = view(client, g["id"])
    assert v["status"] == "open" and v["seq"] == 0 and v["seat"] is None and v["legal_actions"] == []
    assert [s["name"] for s in v["seats"]] == ["Ann", "", "easy bot", "my ppo"]
    assert "events" in v and "clock" in v and v["clock"] is None


def test_an_open_table_waits_until_every_seat_is_taken(client: Any) -> None:
    g = create(client, [{"kind": "human", "name": "Ann"}, {"kind": "open"}], seed=5)
    ann = g["seats"][0]["token"]
    error(act(client, g["id"], ann, "draw 1", 0), 409, "not_started")
    r = client.post(f"/api/games/{g['id']}/seats/1/claim", json={"name": "Bob"})
    assert r.status_code == 200 and r.json()["token"] and r.json()["name"] == "Bob"
    error(client.post(f"/api/games/{g['id']}/seats/1/claim", json={"name": "Eve"}), 409, "seat_taken")
    v = view(client, g["id"], ann)
    assert v["status"] == "running" and v["legal_actions"] == ["draw 1", "draw 2", "draw 3"]
    assert act(client, g["id"], ann, "draw 1", 0).status_code == 200


def test_the_view_is_the_engines_without_the_event_list_and_the_seat_decides_only_its_own(client: Any) -> None:
    g = create(client, seed=11)
    ann, bob = (s["token"] for s in g["seats"])
    game = ogallala.new_game("amigo", players=2, seed=11)
    expected = game.view(None).to_json()
    for token, seat in ((ann, 0), (bob, 1), (None, None)):
        v = view(client, g["id"], token)
        assert v["seat"] == seat
        for key, value in expected.items():
            if key not in ("events", "seat"):
                assert v[key] == value, key
        assert v["legal_actions"] == (["draw 1", "draw 2", "draw 3"] if seat == 0 else [])
    r = act(client, g["id"], bob, "draw 1", 0)
    error(r, 409, "not_your_turn")


def test_actions_apply_in_order_and_a_stale_seq_or_double_click_never_acts_twice(client: Any) -> None:
    g = create(client, seed=7)
    ann = g["seats"][0]["token"]
    r = act(client, g["id"], ann, "draw 2", 0)
    assert r.status_code == 200 and r.json()["seq"] == 1
    assert r.json()["events"] and r.json()["last_action"] == {"seq": 0, "seat": 0, "action": "draw 2"}
    error(act(client, g["id"], ann, "draw 2", 0), 409, "stale_seq")
    game = ogallala.new_game("amigo", players=2, seed=7)
    game.apply("draw 2")
    assert view(client, g["id"])["rivers"] == game.view(None).to_json()["rivers"]
    assert view(client, g["id"])["seq"] == 1


def test_an_illegal_action_is_400_with_the_engines_reason_and_changes_nothing(client: Any) -> None:
    g = create(client, seed=7)
    ann = g["seats"][0]["token"]
    before = view(client, g["id"])
    e = error(act(client, g["id"], ann, "stop", 0), 400, "illegal_action")
    assert "'stop'" in e["message"] and "draw" in e["message"]
    error(act(client, g["id"], ann, "fly away", 0), 400, "bad_notation")
    assert view(client, g["id"]) == before


def test_tokens_are_checked(client: Any) -> None:
    g = create(client, seed=7)
    error(act(client, g["id"], None, "draw 1", 0), 403, "forbidden")
    error(act(client, g["id"], "not-a-token", "draw 1", 0), 403, "forbidden")
    error(act(client, g["id"], g["creator_token"], "draw 1", 0), 403, "forbidden")
    error(client.get(f"/api/games/{g['id']}", headers=bearer("nope")), 403)
    error(act(client, "nosuchgame", g["seats"][0]["token"], "draw 1", 0), 404, "not_found")
    error(client.get("/api/games/nosuchgame"), 404, "not_found")


def test_a_seat_handed_to_a_bot_plays_by_itself_and_the_log_says_so(client: Any) -> None:
    g = create(client, seed=3)
    ann, bob = (s["token"] for s in g["seats"])
    error(client.post(f"/api/games/{g['id']}/seats/1/bot", json={"level": "easy"}, headers=bearer(ann)), 403)
    r = client.post(f"/api/games/{g['id']}/seats/1/bot", json={"level": "easy"}, headers=bearer(g["creator_token"]))
    assert r.status_code == 200 and r.json()["kind"] == "bot" and r.json()["token"] is None
    error(act(client, g["id"], bob, "draw 1", 0), 403)  # the old token is gone with the seat
    log = client.get(f"/api/games/{g['id']}/log").json()["entries"]
    assert {"event": "seat-to-bot", "seat": 1, "level": "easy", "why": "creator"}.items() <= log[-1].items()
    # Ann plays her whole turns; the bot plays its own.
    def step() -> bool:
        v = view(client, g["id"], ann)
        if v["status"] == "over":
            return True
        if v["legal_actions"]:
            act(client, g["id"], ann, v["legal_actions"][-1], v["seq"])
        return False
    wait_for(step, timeout=120, every=0.01)
    kinds = {e.get("seat") for e in client.get(f"/api/games/{g['id']}/log?limit=1000").json()["entries"]}
    assert 1 in kinds


def test_leaving_gives_the_seat_to_a_bot(client: Any) -> None:
    g = create(client, seed=3)
    ann, bob = (s["token"] for s in g["seats"])
    error(client.post(f"/api/games/{g['id']}/seats/1/leave", headers=bearer(ann)), 403)
    r = client.post(f"/api/games/{g['id']}/seats/0/leave", headers=bearer(ann))
    assert r.status_code == 200 and r.json()["kind"] == "bot"
    v = wait_for(lambda: (x := view(client, g["id"], bob))["legal_actions"] and x)
    assert v["seq"] >= 1 and v["seats"][0]["kind"] == "bot"
    entries = client.get(f"/api/games/{g['id']}/log").json()["entries"]
    assert any(e["event"] == "seat-to-bot" and e["why"] == "left" and e["seat"] == 0 for e in entries)


def test_hint_is_a_legal_action_for_the_deciding_seat_only(client: Any) -> None:
    g = create(client, seed=9)
    ann, bob = (s["token"] for s in g["seats"])
    h = client.get(f"/api/games/{g['id']}/hint", headers=bearer(ann))
    assert h.status_code == 200 and h.json()["action"] in view(client, g["id"], ann)["legal_actions"]
    assert h.json()["level"] == "expert"  # the strongest level is the hint's engine
    m = client.get(f"/api/games/{g['id']}/hint", headers=bearer(ann), params={"level": "medium"})
    assert m.json()["level"] == "medium"
    error(client.get(f"/api/games/{g['id']}/hint", headers=bearer(ann), params={"level": "grandmaster"}), 422)
    error(client.get(f"/api/games/{g['id']}/hint", headers=bearer(bob)), 409, "not_your_turn")
    error(client.get(f"/api/games/{g['id']}/hint"), 403)


def play_out(client: Any, g: dict[str, Any]) -> dict[str, Any]:
    tokens = {s["seat"]: s["token"] for s in g["seats"] if s["token"]}
    for _ in range(2000):
        v = view(client, g["id"])
        if v["status"] == "over":
            return v
        seat = v["current_seat"]
        if seat in tokens:
            mine = view(client, g["id"], tokens[seat])
            assert act(client, g["id"], tokens[seat], mine["legal_actions"][0], mine["seq"]).status_code == 200
    raise AssertionError("the game did not end")


def test_record_and_replay_once_over_and_rematch(client: Any) -> None:
    g = create(client, seed=21)
    error(client.get(f"/api/games/{g['id']}/record"), 409, "not_over")
    error(client.get(f"/api/games/{g['id']}/replay"), 409, "not_over")
    final = play_out(client, g)
    rec = client.get(f"/api/games/{g['id']}/record").json()
    assert rec["seed"] == 21 and len(rec["actions"]) == final["seq"]
    assert ogallala.replay(rec).scores() == final["scores"]
    r = client.get(f"/api/games/{g['id']}/replay", params={"from": 0, "count": 3}).json()
    assert r["total"] == final["seq"] and [s["seq"] for s in r["views"]] == [0, 1, 2]
    assert r["views"][0]["action"] is None and r["views"][1]["action"] == rec["actions"][0]
    last = client.get(f"/api/games/{g['id']}/replay", params={"from": final["seq"], "count": 5}).json()["views"]
    assert len(last) == 1 and last[0]["view"]["rivers"] == final["rivers"]
    error(client.get(f"/api/games/{g['id']}/replay", params={"from": final["seq"] + 1}), 404)
    error(client.post(f"/api/games/{g['id']}/rematch", headers=bearer(g["seats"][0]["token"])), 403)
    m = client.post(f"/api/games/{g['id']}/rematch", headers=bearer(g["creator_token"]))
    assert m.status_code == 201, m.text
    new = m.json()
    assert new["rematch_of"] == g["id"] and [s["name"] for s in new["seats"]] == ["Bob", "Ann"]
    assert view(client, g["id"])["rematch"] == new["id"]
    # Each person's token carries over to their seat at the new table; the first seat moved on by one.
    assert view(client, new["id"], g["seats"][1]["token"])["seat"] == 0
    assert view(client, new["id"], g["seats"][0]["token"])["seat"] == 1
    error(client.post(f"/api/games/{g['id']}/rematch", headers=bearer(g["creator_token"])), 409, "rematch_exists")


def test_lobby_lists_tables_by_status_and_pages(client: Any) -> None:
    ids = [create(client, [{"kind": "human", "name": "A"}, {"kind": "open"}])["id"] for _ in range(3)]
    running = create(client)["id"]
    page = client.get("/api/games", params={"status": "open", "limit": 2}).json()
    assert len(page["games"]) == 2 and page["next"] == 2
    rest = client.get("/api/games", params={"status": "open", "limit": 2, "offset": 2}).json()
    assert rest["next"] is None
    assert {x["id"] for x in page["games"] + rest["games"]} == set(ids)
    assert [x["id"] for x in client.get("/api/games", params={"status": "running"}).json()["games"]] == [running]
    assert client.get("/healthz").json() == {"status": "ok"}


def test_log_pages_every_event_with_its_action(client: Any) -> None:
    g = create(client, seed=4)
    ann = g["seats"][0]["token"]
    for _ in range(4):
        v = view(client, g["id"], ann)
        if not v["legal_actions"]:
            break
        act(client, g["id"], ann, v["legal_actions"][0], v["seq"])
    whole = client.get(f"/api/games/{g['id']}/log", params={"limit": 1000}).json()
    assert [e["n"] for e in whole["entries"]] == list(range(len(whole["entries"])))
    paged = []
    since = 0
    while True:
        page = client.get(f"/api/games/{g['id']}/log", params={"since": since, "limit": 3}).json()
        if not page["entries"]:
            break
        paged += page["entries"]
        since = page["next"]
    assert paged == whole["entries"]
    assert all(0 <= e["seq"] <= view(client, g["id"])["seq"] for e in paged)


def test_seed_position_and_record_need_allow_seed(make_client: Any) -> None:
    closed = make_client()
    for extra in ({"seed": 1}, {"position": ogallala.new_game(seed=1).position()},
                  {"record": ogallala.new_game(seed=1).record()}):
        error(closed.post("/api/games", json={"seats": [{"kind": "human"}, {"kind": "human"}], **extra}), 403,
              "seed_not_allowed")
    open_ = make_client(allow_seed=True)
    game = ogallala.new_game("ass", players=3, seed=8)
    for a in range(5):
        game.apply(game.legal_actions()[a % len(game.legal_actions())])
    seats = [{"kind": "human"}] * 3
    g = create(open_, seats, edition="ass", position=game.position())
    assert view(open_, g["id"])["rivers"] == game.view(None).to_json()["rivers"]
    g2 = create(open_, seats, edition="ass", record=game.record())
    v = view(open_, g2["id"])
    assert v["seq"] == 5 and v["rivers"] == game.view(None).to_json()["rivers"]
    error(open_.post("/api/games", json={"seats": [{"kind": "human"}] * 2, "position": "garbage"}), 400,
          "bad_notation")
    error(open_.post("/api/games", json={"seats": [{"kind": "human"}] * 2, "seed": 1, "position": "x"}), 400)


def test_bad_bodies_get_clear_errors(client: Any) -> None:
    error(client.post("/api/games", content=b"{not json", headers={"Content-Type": "application/json"}), 400,
          "bad_json")
    error(client.post("/api/games", json={"seats": [{"kind": "human"}] * 2, "colour": "red"}), 422, "invalid")
    error(client.post("/api/games", json={"seats": [{"kind": "human"}]}), 422)
    error(client.post("/api/games", json={"seats": [{"kind": "dragon"}] * 2}), 422)
    error(client.post("/api/games", json={"edition": "ass", "seats": [{"kind": "human"}] * 5}), 400, "bad_config")
    error(client.post("/api/games", json={"seats": [{"kind": "human"}] * 2, "variants": ["river-16"]}), 400,
          "bad_config")
    g = create(client, seed=1)
    error(client.post(f"/api/games/{g['id']}/actions", json={"action": 5, "seq": "x"},
                      headers=bearer(g["seats"][0]["token"])), 422)
    error(client.post(f"/api/games/{g['id']}/seats/7/claim", json={"name": "x"}), 404, "no_seat")
    error(client.get("/api/games/has spaces"), 422)
    error(client.delete(f"/api/games/{g['id']}"), 405)
