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

from ogallala.web.realtime.fanout import RedisFanout
from ogallala.web.realtime.messages import SyncMessage, TableChanged
from web.webtools import Redis

T = TypeVar("T")


async def _quiet(game_id: str, message: SyncMessage) -> None:
    return None


async def until(done: Callable[[], bool], seconds: float = 5.0) -> None:
    """Wait until ``done()`` holds (a message has arrived), looking every 50 ms; AssertionError after
    ``seconds``."""
    for _ in range(int(seconds / 0.05)):
        if done():
            return
        await asyncio.sleep(0.05)
    raise AssertionError(f"still not so after {seconds} s")


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
            await listener.follow(game)  # returns once the subscription is in place
            await sender.publish(game, TableChanged(1))
            await sender.publish(game, TableChanged(2))
            await until(lambda: len(got) == 2)
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
            await listener.follow(game)
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
            await until(lambda: bool(gaps), 15.0)
            sender = RedisFanout(redis.url)
            await sender.start(_quiet)
            try:
                back = await sender.connected(game)  # written again into the restarted Redis
                await sender.publish(game, TableChanged(7))
                await until(lambda: bool(got))
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


def test_a_process_hears_only_the_games_followed_there_counting_its_followers(redis_url: str) -> None:
    """A game's messages reach a process from the moment ``follow`` returns (no wait needed) while
    it has followers of that game, and not before or after: a process listens only to what it serves."""
    async def run() -> list[tuple[str, int]]:
        got: list[tuple[str, int]] = []
        a, b = f"heard-{secrets.token_hex(4)}", f"unheard-{secrets.token_hex(4)}"

        async def handler(game_id: str, message: SyncMessage) -> None:
            if game_id in (a, b) and isinstance(message, TableChanged):
                got.append((game_id, message.version))

        listener, sender = RedisFanout(redis_url), RedisFanout(redis_url)
        await listener.start(handler)
        await sender.start(_quiet)

        async def send(version: int) -> None:
            await sender.publish(a, TableChanged(version))
            await sender.publish(b, TableChanged(version))

        try:
            await send(1)  # nobody follows either yet
            await listener.follow(a)
            await send(2)
            await listener.follow(a)  # a second follower of a
            await listener.unfollow(a)  # one left: still heard
            await send(3)
            await listener.unfollow(a)  # none left
            await send(4)
            await listener.follow(a)
            await send(5)
            await until(lambda: bool(got) and got[-1] == (a, 5))
            await asyncio.sleep(0.2)  # anything else on its way arrives too
            return got
        finally:
            await sender.close()
            await listener.close()

    got = run_apart(run)
    assert [v for _, v in got] == [2, 3, 5] and {g for g, _ in got} == {got[0][0]}
    assert got[0][0].startswith("heard-")


def test_followers_that_come_together_both_return_subscribed(redis_url: str) -> None:
    """Two followers of one game at once (the second comes while the first waits for Redis's word):
    both return only once the subscription is in place, so a change right after either is heard."""
    async def run() -> list[int]:
        got: list[int] = []
        game = f"together-{secrets.token_hex(4)}"

        async def handler(game_id: str, message: SyncMessage) -> None:
            if game_id == game and isinstance(message, TableChanged):
                got.append(message.version)

        listener, sender = RedisFanout(redis_url), RedisFanout(redis_url)
        await listener.start(handler)
        await sender.start(_quiet)
        try:
            first = asyncio.create_task(listener.follow(game))
            await asyncio.sleep(0)  # the first has sent its SUBSCRIBE and waits
            await listener.follow(game)
            await sender.publish(game, TableChanged(1))
            await first
            await until(lambda: bool(got))
            return got
        finally:
            await sender.close()
            await listener.close()

    assert run_apart(run) == [1]
