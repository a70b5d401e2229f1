"""The server's event bus (``ogallala.web.events``): handlers in the order they subscribed; a failure is
logged and the others still run, or, for an event published ``raising``, stops the rest and reaches the
publisher."""

from __future__ import annotations

import asyncio
import logging
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from typing import Any

import pytest

from ogallala.web.events import EventBus


@dataclass(frozen=True)
class Tick:
    n: int


@dataclass(frozen=True)
class Other:
    n: int


def run(coro: Any) -> Any:
    """Run ``coro`` on a loop of its own thread (a browser test's Playwright may hold this thread's loop)."""
    with ThreadPoolExecutor(1) as pool:
        return pool.submit(asyncio.run, coro).result()


def test_handlers_run_in_order_and_a_failure_is_logged_not_raised(caplog: pytest.LogCaptureFixture) -> None:
    bus, seen = EventBus(), []

    async def first(e: Tick) -> None:
        seen.append(("first", e.n))

    async def broken(e: Tick) -> None:
        raise RuntimeError("boom")

    async def last(e: Tick) -> None:
        seen.append(("last", e.n))

    for handler in (first, broken, last):
        bus.subscribe(Tick, handler)
    bus.subscribe(Other, last)
    with caplog.at_level(logging.ERROR, logger="ogallala.web"):
        run(bus.publish(Tick(1)))
    assert seen == [("first", 1), ("last", 1)]
    assert any("a handler failed" in r.getMessage() for r in caplog.records)


def test_a_raising_event_stops_at_the_first_failure() -> None:
    bus, seen = EventBus(), []

    async def broken(e: Tick) -> None:
        raise RuntimeError("boom")

    async def after(e: Tick) -> None:
        seen.append(e.n)

    bus.subscribe(Tick, broken)
    bus.subscribe(Tick, after)
    with pytest.raises(RuntimeError, match="boom"):
        run(bus.publish(Tick(2), raising=True))
    assert seen == []
    run(bus.publish(Other(3)))  # an event nobody takes: nothing happens
