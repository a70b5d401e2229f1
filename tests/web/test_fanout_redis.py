"""The Redis fan-out on a real Redis: bursts wait for a connection, and one bad message loses no others."""

from __future__ import annotations

import asyncio
import secrets
import threading
from collections.abc import Callable, Coroutine
from typing import Any, TypeVar

from ogallala.web.fanout import RedisFanout
from ogallala.web.messages import SyncMessage, TableChanged

T = TypeVar("T")


async def _quiet(game_id: str, message: SyncMessage) -> None:
    return None


def run_apart(main: Callable[[], Coroutine[Any, Any, T]]) -> T:
    """``asyncio.run(main())`` in a thread of its own (a test worker's thread may hold a running loop)."""
    out: list[T] = []
    errors: list[BaseException] = []

    def target() -> None:
        try:
            out.append(asyncio.run(main()))
        except BaseException as e:
            errors.append(e)

    t = threading.Thread(target=target)
    t.start()
    t.join(60)
    if errors:
        raise errors[0]
    assert out, "the coroutine did not finish within 60 s"
    return out[0]


def test_a_burst_of_presence_changes_waits_for_connections_instead_of_failing(redis_url: str) -> None:
    async def run() -> list[set[int]]:
        fan = RedisFanout(redis_url)
        await fan.start(_quiet)
        try:
            games = [f"burst-{secrets.token_hex(4)}-{i}" for i in range(4 * RedisFanout.CONNECTIONS)]
            await asyncio.gather(*(fan.set_presence(g, {0: 1, 2: 1}) for g in games))
            return [await fan.connected(g) for g in games]
        finally:
            await fan.close()

    assert all(seats == {0, 2} for seats in run_apart(run))


def test_a_message_that_fails_to_be_handled_does_not_lose_the_next(redis_url: str) -> None:
    async def run() -> list[str]:
        got: list[str] = []
        game = f"fail-{secrets.token_hex(4)}"

        names = {1: "first", 2: "second"}

        async def handler(game_id: str, message: SyncMessage) -> None:
            if game_id != game:
                return
            assert isinstance(message, TableChanged)
            got.append(names[message.version])
            if names[message.version] == "first":
                raise RuntimeError("a handler that fails")

        listener, sender = RedisFanout(redis_url), RedisFanout(redis_url)
        await listener.start(handler)
        await sender.start(_quiet)
        try:
            await asyncio.sleep(0.2)  # the subscription is in place
            await sender.publish(game, TableChanged(1))
            await sender.publish(game, TableChanged(2))
            for _ in range(100):
                if len(got) == 2:
                    break
                await asyncio.sleep(0.05)
            return got
        finally:
            await sender.close()
            await listener.close()

    assert run_apart(run) == ["first", "second"]
