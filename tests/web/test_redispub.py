"""The fan-out's publisher (web/redispub.py) on a real Redis: replies counted, order kept in a burst, a
password sent, a restart survived, a bad URL refused; and a process's own messages dropped unread."""

from __future__ import annotations

import asyncio
import contextlib
import secrets
from collections.abc import AsyncIterator, Awaitable, Callable
from pathlib import Path
from typing import Any

import pytest

from ogallala.web.realtime.fanout import RedisFanout, is_outage
from ogallala.web.realtime.messages import SyncMessage, TableChanged
from ogallala.web.realtime.redispub import Publisher, RedisReplyError
from web.test_fanout_redis import run_apart, until
from web.webtools import Redis


async def _subscribed(url: str, channel: str) -> tuple[Any, list[str]]:
    """A redis-py subscription to ``channel`` and the list its messages land in."""
    import redis.asyncio as aioredis

    client = aioredis.Redis.from_url(url, decode_responses=True)
    pubsub = client.pubsub()
    await pubsub.subscribe(channel)
    got: list[str] = []

    async def listen() -> None:
        async for item in pubsub.listen():
            if item["type"] == "message":
                got.append(item["data"])

    task = asyncio.create_task(listen())
    return (client, pubsub, task), got


@contextlib.asynccontextmanager
async def publisher_to(serve: Callable[[asyncio.StreamReader, asyncio.StreamWriter], Awaitable[None]]
                       ) -> AsyncIterator[Publisher]:
    """A publisher connected to a stand-in for Redis on loopback that ``serve`` answers."""
    srv = await asyncio.start_server(serve, "127.0.0.1", 0)
    pub = Publisher(f"redis://127.0.0.1:{srv.sockets[0].getsockname()[1]}")
    try:
        yield pub
    finally:
        await pub.close()
        srv.close()


async def _unsubscribe(handle: Any) -> None:
    client, pubsub, task = handle
    task.cancel()
    await pubsub.aclose()
    await client.aclose()


def test_publish_answers_the_number_of_subscribers_and_a_burst_arrives_whole_and_in_order(redis_url: str) -> None:
    channel = f"ogallala-test:{secrets.token_hex(4)}"

    async def run() -> tuple[int, int, list[int], list[str]]:
        pub = Publisher(redis_url)
        try:
            nobody = await pub.publish(channel + ":none", "x")
            handle, got = await _subscribed(redis_url, channel)
            one = await pub.publish(channel, "héllo")  # not ASCII: its length is counted in bytes
            counts = await asyncio.gather(*(pub.publish(channel, str(i)) for i in range(500)))
            await until(lambda: len(got) == 501)
            await _unsubscribe(handle)
            return nobody, one, list(counts), got
        finally:
            await pub.close()

    nobody, one, counts, got = run_apart(run)
    assert nobody == 0 and one == 1 and counts == [1] * 500
    assert got == ["héllo", *(str(i) for i in range(500))]


def test_a_password_in_the_url_is_sent_and_a_wrong_one_is_refused(tmp_path: Path) -> None:
    server = Redis(tmp_path, password="s3cret")
    server.start()
    try:
        async def run() -> tuple[int, str]:
            good = Publisher(f"redis://:s3cret@127.0.0.1:{server.port}/0")
            bad = Publisher(f"redis://default:wrong@127.0.0.1:{server.port}/0")
            try:
                n = await good.publish("c", "m")
                with pytest.raises(ConnectionError) as refused:
                    await bad.publish("c", "m")
                return n, str(refused.value)
            finally:
                await good.close()
                await bad.close()

        n, refused = run_apart(run)
        assert n == 0
        assert "cannot reach redis" in refused and "WRONGPASS" in refused
    finally:
        server.stop()


def test_while_redis_is_away_publishing_fails_as_an_outage_and_resumes_once_it_is_back(tmp_path: Path) -> None:
    server = Redis(tmp_path)
    server.start()
    try:
        async def run() -> tuple[int, list[BaseException], int]:
            pub = Publisher(server.url)
            try:
                before = await pub.publish("c", "m")
                server.stop()
                away: list[BaseException] = []
                for _ in range(3):
                    try:
                        await pub.publish("c", "m")
                    except Exception as e:
                        away.append(e)
                server.start()
                return before, away, await pub.publish("c", "m")
            finally:
                await pub.close()

        before, away, after = run_apart(run)
        assert before == 0 and after == 0
        assert len(away) == 3 and all(is_outage(e) for e in away), away
    finally:
        server.stop()


def test_a_url_that_is_not_redis_is_refused_by_name() -> None:
    with pytest.raises(ValueError, match="'http'"):
        Publisher("http://127.0.0.1:6379")


def test_an_error_reply_fails_its_publish_with_the_servers_words() -> None:
    """A reply of ``-ERR ...`` fails the command it answers (and no other)."""

    async def run() -> tuple[str, int]:
        async def fake(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
            await reader.readuntil(b"first\r\n")
            writer.write(b"-ERR no such thing\r\n")
            await reader.readuntil(b"second\r\n")
            writer.write(b":3\r\n")
            await writer.drain()
            await reader.read()

        async with publisher_to(fake) as pub:
            with pytest.raises(RedisReplyError) as e:
                await pub.publish("c", "first")
            return str(e.value), await pub.publish("c", "second")

    error, n = run_apart(run)
    assert error == "ERR no such thing" and n == 3


def test_a_process_drops_its_own_messages_and_delivers_the_others(redis_url: str) -> None:
    game = f"own-{secrets.token_hex(4)}"

    async def run() -> tuple[list[SyncMessage], list[SyncMessage]]:
        got: dict[str, list[SyncMessage]] = {"a": [], "b": []}

        def into(name: str) -> Any:
            async def on(game_id: str, message: SyncMessage) -> None:
                got[name].append(message)
            return on

        a, b = RedisFanout(redis_url), RedisFanout(redis_url)
        await a.start(into("a"))
        await b.start(into("b"))
        try:
            await a.follow(game)
            await b.follow(game)
            await a.publish(game, TableChanged(1))
            await b.publish(game, TableChanged(2))
            await until(lambda: bool(got["a"]) and bool(got["b"]))
            await asyncio.sleep(0.2)  # time for a message that should not come
            return got["a"], got["b"]
        finally:
            await a.close()
            await b.close()

    on_a, on_b = run_apart(run)
    assert on_a == [TableChanged(2)] and on_b == [TableChanged(1)]


def test_a_connection_that_stops_answering_is_dropped_and_the_next_publish_connects_again(
        monkeypatch: pytest.MonkeyPatch) -> None:
    import ogallala.web.realtime.redispub as redispub

    monkeypatch.setattr(redispub, "REPLY_SECONDS", 0.3)

    async def run() -> tuple[BaseException, int, float, int]:
        connections = 0

        async def fake(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
            nonlocal connections
            connections += 1
            if connections == 1:  # reads, never answers
                await reader.read()
                return
            while await reader.readuntil(b"m\r\n"):
                writer.write(b":2\r\n")

        async with publisher_to(fake) as pub:
            t = asyncio.get_running_loop().time()
            with pytest.raises(TimeoutError) as e:
                await pub.publish("c", "m")
            waited = asyncio.get_running_loop().time() - t
            return e.value, await pub.publish("c", "m"), waited, connections

    error, n, waited, connections = run_apart(run)
    assert "did not answer a PUBLISH within 0.3 s" in str(error) and is_outage(error)
    assert n == 2 and connections == 2
    assert 0.25 <= waited < 2.0


@pytest.mark.parametrize("garbage", [b"$5\r\nhello\r\n", b":twelve\r\n", b"x" * 5000])
def test_a_reply_that_is_not_one_fails_the_publish_and_the_connection_and_the_next_connects_again(
        garbage: bytes) -> None:
    async def run() -> tuple[str, int]:
        connections = 0

        async def fake(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
            nonlocal connections
            connections += 1
            first = connections == 1
            while await reader.readuntil(b"m\r\n"):
                writer.write(garbage if first else b":1\r\n")

        async with publisher_to(fake) as pub:
            with pytest.raises(ConnectionError) as e:
                await asyncio.wait_for(pub.publish("c", "m"), 5)
            return str(e.value), await asyncio.wait_for(pub.publish("c", "m"), 5)

    error, n = run_apart(run)
    assert "redis sent" in error and n == 1


def test_a_server_that_closes_every_connection_at_once_fails_the_publish_instead_of_looping() -> None:
    async def run() -> tuple[BaseException, int]:
        connections = 0

        async def fake(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
            nonlocal connections
            connections += 1
            writer.close()

        async with publisher_to(fake) as pub:
            with pytest.raises(ConnectionError) as e:
                await asyncio.wait_for(pub.publish("c", "m"), 5)
            await asyncio.sleep(0.2)
            return e.value, connections

    error, connections = run_apart(run)
    assert is_outage(error) and connections <= 2
