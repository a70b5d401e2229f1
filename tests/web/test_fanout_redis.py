"""The Redis fan-out on a real Redis: bursts wait for a connection, one bad message loses no others, and a
Redis restart neither stalls the process nor ends the fan-out."""

from __future__ import annotations

import asyncio
import secrets
import threading
import time
from collections.abc import Callable, Coroutine
from pathlib import Path
from typing import Any, TypeVar

from ogallala.web.fanout import RedisFanout
from ogallala.web.messages import SyncMessage, TableChanged
from web.webtools import Redis

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

    t = threading.Thread(target=target, daemon=True)  # a loop that never yields must not hold pytest at exit
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


def test_a_redis_restart_neither_stalls_the_loop_nor_ends_the_fanout(tmp_path: Path) -> None:
    """While Redis is away the loop stays free (the lost subscription is tried again with pauses, never
    in a loop without waiting), presence answers from this process and writing it does not fail; once
    Redis is back, messages flow again, this process's presence is written again and the gap is told."""
    redis = Redis(tmp_path)
    redis.start()

    async def run() -> dict[str, Any]:
        game = f"restart-{secrets.token_hex(4)}"
        got: list[int] = []
        gaps: list[float] = []

        async def handler(game_id: str, message: SyncMessage) -> None:
            if game_id == game and isinstance(message, TableChanged):
                got.append(message.version)

        async def on_gap() -> None:
            gaps.append(time.monotonic())

        listener = RedisFanout(redis.url)
        await listener.start(handler, on_gap)
        try:
            await listener.set_presence(game, {1: 1})
            redis.stop()
            worst = 0.0
            for _ in range(50):  # 2.5 s away: several attempts to subscribe again fail meanwhile
                t0 = time.monotonic()
                await asyncio.sleep(0.05)
                worst = max(worst, time.monotonic() - t0 - 0.05)
            await listener.set_presence(game, {1: 1, 2: 1})  # does not raise while Redis is away
            away = await asyncio.wait_for(listener.connected(game), 5)
            redis.start()
            for _ in range(300):
                if gaps:
                    break
                await asyncio.sleep(0.05)
            sender = RedisFanout(redis.url)
            await sender.start(_quiet)
            try:
                back = await sender.connected(game)  # written again into the restarted Redis
                await sender.publish(game, TableChanged(7))
                for _ in range(100):
                    if got:
                        break
                    await asyncio.sleep(0.05)
            finally:
                await sender.close()
            return {"worst": worst, "away": away, "gaps": len(gaps), "back": back, "got": got}
        finally:
            await listener.close()

    try:
        out = run_apart(run)
    finally:
        redis.stop()
    assert out["worst"] < 0.5, f"the event loop stalled for {out['worst']:.2f} s while Redis was away"
    assert out["away"] >= {1}
    assert out["gaps"] == 1
    assert out["back"] == {1, 2}
    assert out["got"] == [7]
