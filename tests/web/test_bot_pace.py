"""A table's pace: how long its bots let the previous move be seen (fast, normal, slow), chosen at
creation and changed by the creator; the bots think during that pause (on SQLite and PostgreSQL)."""

from __future__ import annotations

import asyncio
import time
from typing import Any

import pytest

from ogallala.web.tables.timers import PACES
from web.webtools import bearer, create, wait_for


def test_a_table_is_created_at_the_pace_asked_for_and_says_it(make_client: Any) -> None:
    c = make_client()
    seats = [{"kind": "human", "name": "Ann"}, {"kind": "bot", "level": "random"}]
    default = create(c, seats)
    assert c.get(f"/api/games/{default['id']}").json()["pace"] == "normal"
    for pace in PACES:
        g = create(c, seats, pace=pace)
        assert c.get(f"/api/games/{g['id']}").json()["pace"] == pace
        lobby = {x["id"]: x for x in c.get("/api/games").json()["games"]}
        assert lobby[g["id"]]["pace"] == pace
    r = c.post("/api/games", json={"seats": seats, "pace": "ludicrous"})
    assert r.status_code == 422 and "pace" in r.text


def test_the_bots_wait_their_tables_pace_before_they_move(make_client: Any) -> None:
    """The committed bot turn is due after the pace's share of the server's bot delay."""
    c = make_client(bot_delay=40.0)  # long: the bot does not move while the test looks
    svc = c.app.state.service
    for pace, share in PACES.items():
        g = create(c, [{"kind": "bot", "level": "random"}, {"kind": "human", "name": "Ann"}], pace=pace)
        row = svc.db.repo.load(g["id"], 0, 0).game
        assert row.bot_due == pytest.approx(row.updated + 40.0 * share, abs=0.01)


def test_only_the_creator_changes_the_pace_and_everyone_is_told(make_client: Any) -> None:
    c = make_client()
    g = create(c, [{"kind": "human", "name": "Ann"}, {"kind": "bot", "level": "random"}], pace="slow")
    path = f"/api/games/{g['id']}/pace"
    ann = g["seats"][0]["token"]
    assert c.put(path, json={"pace": "fast"}, headers=bearer(ann)).status_code == 403
    assert c.put(path, json={"pace": "fast"}).status_code in (401, 403)
    assert c.put(path, json={"pace": "warp"}, headers=bearer(g["creator_token"])).status_code == 422
    assert c.get(f"/api/games/{g['id']}").json()["pace"] == "slow"
    with c.websocket_connect(f"/ws/games/{g['id']}") as ws:
        ws.send_json({"type": "hello", "token": ann})
        assert ws.receive_json()["view"]["pace"] == "slow"
        r = c.put(path, json={"pace": "fast"}, headers=bearer(g["creator_token"]))
        assert r.status_code == 200 and r.json() == {"pace": "fast"}
        for _ in range(10):
            msg = ws.receive_json()
            if msg.get("type") == "view" and msg["view"]["pace"] == "fast":
                break
        else:
            raise AssertionError("no view with the new pace was pushed")
    assert c.get(f"/api/games/{g['id']}").json()["pace"] == "fast"


def test_a_bot_thinks_while_the_previous_move_is_shown(make_client: Any) -> None:
    """A bot's decision starts when its turn comes, not after the pause: the move is committed when both
    the pause and the thinking are over, so a slow thinker adds no pause of its own."""
    c = make_client(allow_seed=True, bot_delay=2.0)  # slow: a pause of 3 s before each bot move
    svc = c.app.state.service
    started: list[float] = []
    real = svc.scheduler.bots.decide

    async def decide(spec: str, view: Any, legal: list[int], seed: int) -> int:
        started.append(time.time())
        await asyncio.sleep(1.0)
        return await real(spec, view, legal, seed)

    svc.scheduler.bots.decide = decide
    g = create(c, [{"kind": "human", "name": "Ann"}, {"kind": "bot", "level": "random"}], seed=3, pace="slow")
    ann = g["seats"][0]["token"]
    gid = g["id"]

    def my_turn() -> dict[str, Any] | None:
        v = c.get(f"/api/games/{gid}", headers=bearer(ann)).json()
        return v if v["current_seat"] == 0 and v["legal_actions"] else None

    v = wait_for(my_turn, timeout=30)
    while True:  # Ann plays her turn to its end: the bot's turn comes with her last action
        before = len(started)
        acted = time.time()
        r = c.post(f"/api/games/{gid}/actions", json={"action": v["legal_actions"][-1], "seq": v["seq"]},
                   headers=bearer(ann))
        assert r.status_code == 200, r.text
        v = r.json()
        if v["current_seat"] != 0:
            break
    wait_for(lambda: len(started) > before, timeout=20)
    assert started[before] - acted < 1.5, "the bot began to think only after the pause"
    wait_for(lambda: c.get(f"/api/games/{gid}").json()["seq"] > v["seq"], timeout=30)
    moved = time.time()
    assert moved - acted >= 3.0 - 0.05, "the bot moved before the pause was over"
