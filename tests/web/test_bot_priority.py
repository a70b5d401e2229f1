"""The bot workers' queue (web/bots/pool.py) and the caps on hints and analyses (web/bots/caps.py):
a bot's move at a live table never waits behind the work of finished games or a crowd of hints, and
one address cannot fill the queue for everyone (docs/server.md, "Bots, hints and analyses")."""

from __future__ import annotations

import asyncio
import itertools
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import pytest

from ogallala.web.bots.caps import WorkCaps
from ogallala.web.bots.pool import ANALYSIS, HINT, LIVE, BotPool
from ogallala.web.errors import Busy, TooFast
from web.test_analysis_api import finished_table
from web.webtools import bearer, create


def run(pool: BotPool, coro: Any) -> Any:
    """Run ``coro`` on a loop of its own thread (a browser test's Playwright may hold this thread's loop),
    and close ``pool`` on that thread: its processes end with the thread that started them."""

    def closing() -> Any:
        try:
            return asyncio.run(coro)
        finally:
            pool.close()

    with ThreadPoolExecutor(1) as threads:
        return threads.submit(closing).result()


def span(seconds: float) -> tuple[float, float]:
    """When a job ran in its worker process (it sleeps ``seconds``): what the tests below compare."""
    t0 = time.time()
    time.sleep(seconds)
    return t0, time.time()


def test_a_live_move_passes_every_analysis_and_hint_waiting_before_it() -> None:
    """With one worker the pool keeps a second process the background may not take: the live move
    starts at once, though six analyses and two hints were asked for first; the hints start before the
    analyses asked for earlier."""
    pool = BotPool(1)
    assert (pool.workers, pool.background, pool.processes) == (1, 1, 2)

    async def main() -> tuple[dict[str, int], list[tuple[float, float]], list[tuple[float, float]],
                              tuple[float, float]]:
        await asyncio.gather(pool.run(span, 0.2, priority=LIVE), pool.run(span, 0.2, priority=ANALYSIS))  # both up
        work = [asyncio.create_task(pool.run(span, 0.3, priority=ANALYSIS)) for _ in range(6)]
        await asyncio.sleep(0.05)
        hints = [asyncio.create_task(pool.run(span, 0.3, priority=HINT)) for _ in range(2)]
        await asyncio.sleep(0.05)
        queued = pool.queued
        live = await pool.run(span, 0.01, priority=LIVE)
        return queued, await asyncio.gather(*work), await asyncio.gather(*hints), live

    queued, analyses, hints, live = run(pool, main())
    assert queued == {"live": 0, "hint": 2, "analysis": 5}  # one analysis runs; the rest wait, by priority
    assert live[0] < analyses[0][1]  # the live move started while the first analysis ran: it did not wait
    assert max(h[1] for h in hints) <= min(a[0] for a in analyses[1:]) + 0.01  # hints first, one at a time
    assert all(a[1] <= b[0] + 0.01 for a, b in itertools.pairwise(analyses))  # one at a time


def test_live_moves_wait_only_for_live_moves_and_take_every_worker() -> None:
    pool = BotPool(2)
    assert (pool.workers, pool.background, pool.processes) == (2, 1, 2)

    async def main() -> list[tuple[float, float]]:
        await asyncio.gather(*(pool.run(span, 0.5, priority=LIVE) for _ in range(2)))  # both processes up
        return list(await asyncio.gather(*(pool.run(span, 0.5, priority=LIVE) for _ in range(2))))

    (a, b) = run(pool, main())
    assert a[0] < b[1] and b[0] < a[1]  # side by side on the two workers, not one after the other


def test_a_job_that_gives_up_waiting_frees_its_place() -> None:
    pool = BotPool(1)

    async def main() -> list[int]:
        running = asyncio.create_task(pool.run(time.sleep, 0.3, priority=ANALYSIS))
        await asyncio.sleep(0.05)
        waiting = asyncio.create_task(pool.run(time.sleep, 5, priority=ANALYSIS))  # would hold it 5 s
        await asyncio.sleep(0.05)
        waiting.cancel()
        await running
        t0 = time.monotonic()
        await pool.run(time.sleep, 0.01, priority=ANALYSIS)
        return [pool._busy, pool._busy_background, round(time.monotonic() - t0)]

    busy, background, waited = run(pool, main())
    assert (busy, background, waited) == (0, 0, 0)


def test_the_caps_count_per_address_and_in_all() -> None:
    caps = WorkCaps("hints", per_address=2, total=3, retry_after=5)
    caps.take("a")
    caps.take("a")
    with pytest.raises(TooFast, match="at most 2 hints at once from one address"):
        caps.take("a")
    caps.take("b")
    with pytest.raises(Busy, match="3 hints under way") as refused:
        caps.take("c")
    assert refused.value.retry_after == 5
    caps.give_back("a")
    with caps.held("c"):
        assert caps.under_way == 3
    assert caps.under_way == 2


def _at_once(n: int, call: Any) -> list[Any]:
    """``call()`` from ``n`` threads released together."""
    start = threading.Barrier(n)

    def one(_: int) -> Any:
        start.wait()
        return call()

    with ThreadPoolExecutor(n) as pool:
        return list(pool.map(one, range(n)))


def test_hints_beyond_an_address_s_cap_are_refused_429_and_beyond_the_server_s_503(make_client: Any) -> None:
    c = make_client(allow_seed=True, bot_workers=1, hard_iterations=3000, hints_per_address=2, hints_at_once=8)
    g = create(c, [{"kind": "human", "name": "Ann"}, {"kind": "human", "name": "Bob"}], seed=3)
    view = c.get(f"/api/games/{g['id']}").json()
    token = g["seats"][view["current_seat"]]["token"]

    def hint() -> Any:
        return c.get(f"/api/games/{g['id']}/hint", params={"level": "hard"}, headers=bearer(token))

    answers = _at_once(3, hint)
    assert sorted(r.status_code for r in answers) == [200, 200, 429]
    (refused,) = [r for r in answers if r.status_code == 429]
    error = refused.json()["error"]
    assert error["code"] == "rate_limited" and "from one address" in error["message"]

    c2 = make_client(allow_seed=True, bot_workers=1, hard_iterations=3000, hints_per_address=5, hints_at_once=2)
    g = create(c2, [{"kind": "human", "name": "Ann"}, {"kind": "human", "name": "Bob"}], seed=3)
    view = c2.get(f"/api/games/{g['id']}").json()
    token = g["seats"][view["current_seat"]]["token"]
    answers = _at_once(3, lambda: c2.get(f"/api/games/{g['id']}/hint", params={"level": "hard"},
                                         headers=bearer(token)))
    assert sorted(r.status_code for r in answers) == [200, 200, 503]
    (busy,) = [r for r in answers if r.status_code == 503]
    assert busy.json()["error"]["code"] == "busy" and busy.headers["Retry-After"] == "5"
    assert hint_ok(c2, g["id"], token)  # once the others are answered, a hint is given again


def hint_ok(client: Any, gid: str, token: str) -> bool:
    r = client.get(f"/api/games/{gid}/hint", params={"level": "easy"}, headers=bearer(token))
    return bool(r.status_code == 200)


def test_new_analyses_are_capped_but_asking_about_one_under_way_is_not(make_client: Any) -> None:
    c = make_client(allow_seed=True, bot_workers=1, analysis_samples=400, analyses_per_address=1,
                    analyses_at_once=2)
    g = finished_table(c)
    first = c.get(f"/api/games/{g['id']}/analysis?seat=0")
    assert first.status_code == 202
    again = c.get(f"/api/games/{g['id']}/analysis?seat=0")  # the same one, under way: its progress
    assert again.status_code == 202 and again.json()["total"] == first.json()["total"]
    other = c.get(f"/api/games/{g['id']}/analysis?seat=1")
    assert other.status_code == 429 and other.json()["error"]["code"] == "rate_limited"

    c2 = make_client(allow_seed=True, bot_workers=1, analysis_samples=400, analyses_per_address=5,
                     analyses_at_once=1)
    g = finished_table(c2)
    assert c2.get(f"/api/games/{g['id']}/analysis?seat=0").status_code == 202
    busy = c2.get(f"/api/games/{g['id']}/analysis?seat=1")
    assert busy.status_code == 503 and busy.json()["error"]["code"] == "busy"
    assert busy.headers["Retry-After"] == "60" and "analyses under way" in busy.json()["error"]["message"]
