"""Bots of one level named by default are numbered in seat order, and keep their names into the rematch,
where the seats move on by one."""

from __future__ import annotations

from typing import Any

from web.webtools import bearer, create, wait_for


def test_default_bot_names_are_numbered_and_kept_into_the_rematch(make_client: Any) -> None:
    c = make_client(allow_seed=True)
    seats = [{"kind": "human", "name": "Ann"}, {"kind": "bot", "level": "random"}, {"kind": "bot", "level": "random"},
             {"kind": "bot", "level": "easy"}]
    g = create(c, seats, seed=5)
    v = c.get(f"/api/games/{g['id']}").json()
    assert [s["name"] for s in v["seats"]] == ["Ann", "random bot 1", "random bot 2", "easy bot"]
    # Ann leaves her seat to a bot, the bots play to the end; the rematch moves every seat on by one
    ann = g["seats"][0]["token"]
    assert c.post(f"/api/games/{g['id']}/seats/0/leave", headers=bearer(ann)).status_code in (200, 204)
    wait_for(lambda: c.get(f"/api/games/{g['id']}").json()["over"], timeout=120)
    r = c.post(f"/api/games/{g['id']}/rematch", headers=bearer(g["creator_token"]))
    assert r.status_code == 201, r.text
    names = [s["name"] for s in c.get(f"/api/games/{r.json()['id']}").json()["seats"]]
    assert names[:3] == ["random bot 1", "random bot 2", "easy bot"]
