"""The fan-out's subscription (web/redissub.py) on a real Redis and on stand-ins for one: messages whole and
in order, each channel's confirmation, a password sent and a wrong one refused with Redis's words, a lost
connection said once, garbage and silence failing the subscription instead of the process."""

from __future__ import annotations

import asyncio
import secrets
from pathlib import Path
from typing import Any

import pytest

from ogallala.web.realtime import redissub
from ogallala.web.realtime.fanout import RedisFanout
from ogallala.web.realtime.messages import SyncMessage, TableChanged
from ogallala.web.realtime.redispub import Publisher
from ogallala.web.realtime.redissub import Subscription, subscribe
from web.test_fanout_redis import run_apart, until
from web.webtools import Redis


class Inbox:
    """What a subscription hands over: messages (channel, bytes) and confirmed channels."""

    def __init__(self) -> None:
        self.messages: list[tuple[str, bytes]] = []
        self.confirmed: list[str] = []

    def message(self, channel: str, data: bytes) -> None:
        self.messages.append((channel, data))

    def subscribed(self, channel: str) -> None:
        self.confirmed.append(channel)


def test_a_burst_arrives_whole_and_in_order_and_each_channel_is_confirmed(redis_url: str) -> None:
    one, two = f"test:sub:{secrets.token_hex(4)}", f"test:sub:{secrets.token_hex(4)}"

    async def run() -> tuple[Inbox, int, int]:
        inbox = Inbox()
        sub = await subscribe(redis_url, one, inbox.message, inbox.subscribed)
        pub = Publisher(redis_url)
        try:
            sub.subscribe(two)
            assert sub.channels == {one, two}
            await until(lambda: two in inbox.confirmed)
            sent = [pub.publish(one if i % 2 else two, f"{i} größer als ✓ {'x' * (i % 7)}") for i in range(500)]
            counts = await asyncio.gather(*sent)
            await until(lambda: len(inbox.messages) == 500)
            sub.unsubscribe(two)
            assert sub.channels == {one}
            await asyncio.sleep(0.1)
            after = await pub.publish(two, "nobody")
            return inbox, min(counts), after
        finally:
            sub.close()
            await pub.close()

    inbox, fewest, after = run_apart(run)
    assert inbox.confirmed == [one, two]
    assert fewest == 1 and after == 0
    assert [m for _, m in inbox.messages] == [f"{i} größer als ✓ {'x' * (i % 7)}".encode() for i in range(500)]
    assert [c for c, _ in inbox.messages] == [one if i % 2 else two for i in range(500)]


def test_a_password_in_the_url_is_sent_and_a_wrong_one_is_refused_with_redis_words(tmp_path: Path) -> None:
    server = Redis(tmp_path, password="s3cret")
    server.start()
    try:
        async def run() -> tuple[list[str], str, str]:
            inbox = Inbox()
            good = await subscribe(f"redis://:s3cret@127.0.0.1:{server.port}/0", "c", inbox.message, inbox.subscribed)
            good.close()
            with pytest.raises(ConnectionError) as wrong:
                await subscribe(f"redis://default:wrong@127.0.0.1:{server.port}/0", "c", inbox.message,
                                inbox.subscribed)
            with pytest.raises(ConnectionError) as none:
                await subscribe(f"redis://127.0.0.1:{server.port}/0", "c", inbox.message, inbox.subscribed)
            return inbox.confirmed, str(wrong.value), str(none.value)

        confirmed, wrong, none = run_apart(run)
        assert confirmed == ["c"]
        assert "refused" in wrong and "WRONGPASS" in wrong
        assert "refused" in none and "NOAUTH" in none
    finally:
        server.stop()


def test_redis_stopping_ends_the_subscription_once_with_a_connection_error(tmp_path: Path) -> None:
    server = Redis(tmp_path)
    server.start()
    try:
        async def run() -> tuple[BaseException, BaseException, BaseException]:
            inbox = Inbox()
            sub = await subscribe(server.url, "c", inbox.message, inbox.subscribed)
            server.stop()
            lost = await asyncio.wait_for(sub.lost, 10)
            with pytest.raises(ConnectionError) as later:
                sub.subscribe("d")
            with pytest.raises(ConnectionError) as again:  # refused while it is away
                await subscribe(server.url, "c", inbox.message, inbox.subscribed)
            return lost, later.value, again.value

        lost, later, again = run_apart(run)
        assert isinstance(lost, ConnectionError) and "lost" in str(lost)
        assert "lost" in str(later)
        assert isinstance(again, ConnectionError)
    finally:
        server.stop()


async def _stand_in(answer: bytes) -> tuple[Any, str]:
    """A stand-in for Redis on loopback that answers ``answer`` to whatever comes (b"": nothing)."""
    async def serve(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        await reader.read(1000)
        if answer:
            writer.write(answer)
            await writer.drain()
        await reader.read(1000)  # until the subscriber closes

    srv = await asyncio.start_server(serve, "127.0.0.1", 0)
    return srv, f"redis://127.0.0.1:{srv.sockets[0].getsockname()[1]}"


@pytest.mark.parametrize(("answer", "words"), [
    (b"HTTP/1.1 400 Bad Request\r\n\r\n", "failed"),  # not RESP at all
    (b":12\r\n", "unexpected reply"),  # RESP, but not an answer to SUBSCRIBE
    (b"*3\r\n$7\r\nmessage\r\n$1\r\nc\r\n$-5\r\n", "failed"),  # a bulk string of negative length
])
def test_a_reply_that_is_not_a_subscriptions_fails_it_with_a_clear_error(answer: bytes, words: str) -> None:
    async def run() -> str:
        srv, url = await _stand_in(answer)
        try:
            with pytest.raises(ConnectionError) as failed:
                await subscribe(url, "c", Inbox().message, Inbox().subscribed)
            return str(failed.value)
        finally:
            srv.close()

    assert words in run_apart(run)


def test_a_server_that_never_confirms_fails_the_subscription_in_time(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(redissub, "CONNECT_SECONDS", 0.3)

    async def run() -> float:
        srv, url = await _stand_in(b"")
        loop = asyncio.get_running_loop()
        start = loop.time()
        try:
            with pytest.raises(TimeoutError):
                await subscribe(url, "c", Inbox().message, Inbox().subscribed)
            return loop.time() - start
        finally:
            srv.close()

    assert run_apart(run) < 3


def test_a_failing_callback_ends_the_subscription_instead_of_the_loop(redis_url: str) -> None:
    channel = f"test:sub:{secrets.token_hex(4)}"

    async def run() -> BaseException:
        def broken(channel: str, data: bytes) -> None:
            raise RuntimeError("a bug in the receiver")

        sub: Subscription = await subscribe(redis_url, channel, broken, lambda c: None)
        pub = Publisher(redis_url)
        try:
            await pub.publish(channel, "m")
            return await asyncio.wait_for(sub.lost, 5)
        finally:
            sub.close()
            await pub.close()

    error = run_apart(run)
    assert isinstance(error, ConnectionError) and "a bug in the receiver" in str(error)


def test_the_fanout_subscribes_again_with_every_game_followed_meanwhile(redis_url: str) -> None:
    """A game first followed while the lost subscription is being made again (its channel not in the new
    one's list) is subscribed once the new one is there: its messages arrive."""
    before, meanwhile = f"before-{secrets.token_hex(4)}", f"meanwhile-{secrets.token_hex(4)}"

    async def run() -> list[tuple[str, SyncMessage]]:
        got: list[tuple[str, SyncMessage]] = []

        async def on(game_id: str, message: SyncMessage) -> None:
            got.append((game_id, message))

        fan, other = RedisFanout(redis_url), RedisFanout(redis_url)
        await fan.start(on)
        await other.start(on)
        try:
            await fan.follow(before)
            opened = fan._open

            async def open_then_follow() -> Subscription:
                sub = await opened()  # made with the games followed when it began
                await fan.follow(meanwhile)  # comes back at once: Redis is still away as far as it knows
                return sub

            fan._open = open_then_follow  # type: ignore[method-assign]
            assert fan._sub is not None
            fan._sub.close()  # as a connection Redis dropped
            await until(lambda: fan._follows.get(meanwhile) == 1 and not fan._away)
            await asyncio.sleep(0.2)  # the SUBSCRIBE's confirmation
            await other.publish(before, TableChanged(1))
            await other.publish(meanwhile, TableChanged(2))
            await until(lambda: len(got) == 2)
            return got
        finally:
            await fan.close()
            await other.close()

    assert sorted(run_apart(run), key=lambda x: x[0]) == [(before, TableChanged(1)), (meanwhile, TableChanged(2))]


def test_a_handler_behind_stops_the_reading_and_every_message_still_arrives_in_order(
        redis_url: str, monkeypatch: pytest.MonkeyPatch) -> None:
    game = f"slow-{secrets.token_hex(4)}"
    monkeypatch.setattr(RedisFanout, "INBOX_HIGH", 5)
    monkeypatch.setattr(RedisFanout, "INBOX_LOW", 1)

    async def run() -> tuple[list[SyncMessage], bool, bool]:
        got: list[SyncMessage] = []
        paused: list[bool] = []

        async def slow(game_id: str, message: SyncMessage) -> None:
            assert fan._sub is not None
            paused.append(fan._sub.paused)
            await asyncio.sleep(0.005)
            got.append(message)

        fan, other = RedisFanout(redis_url), RedisFanout(redis_url)
        await fan.start(slow)
        await other.start(slow)
        try:
            await fan.follow(game)
            await asyncio.gather(*(other.publish(game, TableChanged(i)) for i in range(60)))
            await until(lambda: len(got) == 60)
            assert fan._sub is not None
            return got, any(paused), fan._sub.paused
        finally:
            await fan.close()
            await other.close()

    got, was_paused, still_paused = run_apart(run)
    assert got == [TableChanged(i) for i in range(60)]
    assert was_paused and not still_paused
