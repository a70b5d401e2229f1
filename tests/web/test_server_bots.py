"""Bots in seats, turn clocks and the expiry of untouched tables (on SQLite and PostgreSQL)."""

from __future__ import annotations

import time
from typing import Any

import ogallala
from ogallala.web.bots.pool import decide, seat_seed
from ogallala.web.storage.rows import GameRow
from ogallala.web.tables.table import start_game
from web.webtools import bearer, create, wait_for


def over(client: Any, gid: str) -> dict[str, Any] | None:
    v = client.get(f"/api/games/{gid}").json()
    return dict(v) if v["status"] == "over" else None


def test_bots_play_a_table_to_the_end_by_themselves_and_decide_the_same_again(make_client: Any) -> None:
    """Server bots are seeded from (game, seat, seq) and think with iteration budgets: the same table
    played again makes the same decisions."""
    seats = [{"kind": "bot", "level": "easy"}, {"kind": "bot", "level": "medium"}]
    a = make_client(allow_seed=True)
    g = create(a, seats, seed=12)
    final = wait_for(lambda: over(a, g["id"]), timeout=120)
    record = a.get(f"/api/games/{g['id']}/record").json()
    assert ogallala.replay(record).scores() == final["scores"]
    actors = {e.get("seat") for e in a.get(f"/api/games/{g['id']}/log", params={"limit": 1000}).json()["entries"]}
    assert {0, 1} <= actors

    # The same decisions, made again from the record's positions, with the same seeds.
    row = GameRow(g["id"], "amigo", [], 2, 12, None, None, "running", 0, 0, None, None, None, "", None, None, 0, 0)
    game = start_game(row)
    bots = {0: "easy", 1: "medium"}

    for i, text in enumerate(record["actions"]):
        seat = game.current_seat
        assert seat is not None
        code = decide(bots[seat], game.view(seat, events=False), game.legal_codes(), seat_seed(g["id"], seat, i, "bot"))
        assert str(ogallala.Action.from_code(code)) == text
        game.apply(text)


def test_a_hard_bot_takes_a_seat(make_client: Any) -> None:
    c = make_client(allow_seed=True, hard_iterations=8)
    g = create(c, [{"kind": "bot", "level": "hard"}, {"kind": "human", "name": "Ann"}], seed=2)
    v = wait_for(lambda: (x := c.get(f"/api/games/{g['id']}").json())["current_seat"] == 1 and x, timeout=60)
    assert v["seq"] > 0 and v["last_action"]["seat"] == 0


def test_an_expert_bot_takes_a_seat(make_client: Any) -> None:
    c = make_client(allow_seed=True)
    g = create(c, [{"kind": "bot", "level": "expert"}, {"kind": "human", "name": "Ann"}], seed=2)
    v = wait_for(lambda: (x := c.get(f"/api/games/{g['id']}").json())["current_seat"] == 1 and x, timeout=60)
    assert v["seats"][0]["level"] == "expert"
    assert v["seq"] > 0 and v["last_action"]["seat"] == 0


def test_when_the_clock_runs_out_a_medium_bot_decides_and_the_log_says_so(make_client: Any) -> None:
    c = make_client(allow_seed=True)
    g = create(c, turn_seconds=1, seed=6)
    ann = g["seats"][0]["token"]
    v = c.get(f"/api/games/{g['id']}", headers=bearer(ann)).json()
    clock = v["clock"]
    assert clock["turn_seconds"] == 1 and clock["deadline"].endswith("Z") and 0 < clock["seconds_left"] <= 1
    started = time.monotonic()
    after = wait_for(lambda: (x := c.get(f"/api/games/{g['id']}").json())["seq"] >= 1 and x, timeout=20)
    assert time.monotonic() - started >= 0.5
    assert after["last_action"]["seat"] == 0
    notes = [e for e in after["events"] if e["event"] == "clock-expired"]
    assert notes == [{"event": "clock-expired", "seat": 0, "level": "medium", "action": after["last_action"]["action"]}]
    entries = c.get(f"/api/games/{g['id']}/log").json()["entries"]
    assert any(e["event"] == "clock-expired" for e in entries)
    # The seat is still Ann's: the next decision is hers again, with a fresh clock.
    assert after["seats"][0]["kind"] == "human"


def test_untouched_unfinished_tables_expire(make_client: Any) -> None:
    c = make_client(allow_seed=True, expire_seconds=0.5)
    g = create(c, [{"kind": "human"}, {"kind": "open"}])
    wait_for(lambda: c.get(f"/api/games/{g['id']}").status_code == 404, timeout=20)
    assert c.get("/api/games", params={"status": "open"}).json()["games"] == []
