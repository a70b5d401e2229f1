"""The event loop's stalls, measured in the server (``--loop-stats``) for the load benchmark."""

from __future__ import annotations

import asyncio
import time
from typing import Any

from web.webtools import on_app_loop


async def hold_the_loop(seconds: float) -> None:
    await asyncio.sleep(0.05)  # let the watch take its first measurement
    time.sleep(seconds)  # a callback that blocks the loop, as a long collection would
    await asyncio.sleep(0.05)  # and let it wake, late


def test_a_blocked_loop_is_measured_as_a_stall(make_client: Any) -> None:
    c = make_client(loop_stats=True)
    start = time.time()
    on_app_loop(c, hold_the_loop(0.15))
    s = c.get(f"/api/server/loop?since={start}").json()
    assert s["checks"] > 0 and s["max_ms"] >= 100
    assert any(at >= start and ms >= 100 for at, ms in s["stalls"])
    later = c.get(f"/api/server/loop?since={time.time() + 1}").json()
    assert later["stalls"] == [] and later["max_ms"] == 0


def test_the_loop_stats_are_served_only_when_asked_for(make_client: Any) -> None:
    r = make_client().get("/api/server/loop")
    assert r.status_code == 404 and "--loop-stats" in r.json()["error"]["message"]
    assert make_client(loop_stats=True).get("/api/server/loop?since=-1").status_code == 422
