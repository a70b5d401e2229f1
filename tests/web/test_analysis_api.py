"""``GET /api/games/{id}/analysis?seat=N``: a finished game's analysis, computed in the bot workers,
with its progress while it runs, stored once done (docs/bots.md, docs/server.md)."""

from __future__ import annotations

import random
from typing import Any

from sqlalchemy import create_engine, select

from ai.test_analysis import late_record
from ogallala.web.storage.schema import analyses
from web.webtools import bearer, create, wait_for


def finished_table(client: Any) -> dict[str, Any]:
    """A table of two people that starts late in a game (a position) and is played to its end."""
    record = late_record(seed=5, last=20)
    g = create(client, [{"kind": "human", "name": "Ann"}, {"kind": "human", "name": "Bob"}],
               position=record["start"])
    tokens = [s["token"] for s in g["seats"]]
    rng = random.Random(1)
    while True:
        view = client.get(f"/api/games/{g['id']}", headers=bearer(tokens[0])).json()
        if view["over"]:
            return g
        seat = view["current_seat"]
        mine = client.get(f"/api/games/{g['id']}", headers=bearer(tokens[seat])).json()
        client.post(f"/api/games/{g['id']}/actions", headers=bearer(tokens[seat]),
                    json={"action": rng.choice(mine["legal_actions"]), "seq": mine["seq"]})


def test_an_analysis_runs_in_the_workers_and_is_kept(make_client: Any, db_url: str) -> None:
    c = make_client(allow_seed=True, analysis_samples=2)
    g = finished_table(c)
    first = c.get(f"/api/games/{g['id']}/analysis?seat=0")
    assert first.status_code in (200, 202) and first.json()["total"] > 0
    done = wait_for(lambda: (r := c.get(f"/api/games/{g['id']}/analysis?seat=0")).status_code == 200 and r.json(),
                    timeout=120, every=0.2)
    a = done["analysis"]
    assert done["status"] == "done" and done["done"] == done["total"] == len(a["moments"])
    record = c.get(f"/api/games/{g['id']}/record").json()
    for m in a["moments"]:
        assert m["played"] == record["actions"][m["index"]] and 0 <= m["after"] <= m["before"] <= 1
    assert set(a["mistakes"]) <= {m["index"] for m in a["moments"] if m["sure"]}
    engine = create_engine(db_url.replace("postgresql://", "postgresql+psycopg://"))
    with engine.connect() as conn:
        (row,) = conn.execute(select(analyses)).all()
    engine.dispose()
    assert (row.game_id, row.seat, row.status) == (g["id"], 0, "done")
    assert c.get(f"/api/games/{g['id']}/analysis?seat=0").json() == done  # kept: the same answer again


def test_only_a_finished_game_and_a_real_seat_are_analysed(make_client: Any) -> None:
    c = make_client(allow_seed=True, analysis_samples=1)
    running = create(c, [{"kind": "human", "name": "Ann"}, {"kind": "human", "name": "Bob"}])
    r = c.get(f"/api/games/{running['id']}/analysis?seat=0")
    assert r.status_code == 409 and r.json()["error"]["code"] == "not_over"
    g = finished_table(c)
    r = c.get(f"/api/games/{g['id']}/analysis?seat=3")
    assert r.status_code == 404 and "seat 3" in r.json()["error"]["message"]
    assert c.get(f"/api/games/{g['id']}/analysis").status_code == 422
    assert c.get("/api/games/nosuchgame00/analysis?seat=0").status_code == 404
