"""Fan-out: telling other server processes that a table changed, and who is connected where.

Two implementations behind one small interface, so the services never know which runs:
:class:`LocalFanout` for a single process, :class:`RedisFanout` (pub/sub) for several processes on
one database. A message is a typed value (:mod:`.messages`) that only the Redis transport turns into
JSON and back; one that does not decode is logged and dropped, and the subscription goes on.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import uuid
from collections.abc import Awaitable, Callable
from typing import Any, Protocol

from .messages import BadMessage, PresenceChanged, SyncMessage, from_json, to_json

log = logging.getLogger("ogallala.web")

OnMessage = Callable[[str, SyncMessage], Awaitable[None]]
OnGap = Callable[[], Awaitable[None]]


def is_outage(e: BaseException) -> bool:
    """Whether ``e`` says the fan-out's transport is away (Redis restarting or unreachable), which is
    expected now and then and logged in one line, rather than a fault."""
    if isinstance(e, (ConnectionError, TimeoutError)):
        return True
    try:
        from redis.exceptions import ConnectionError as RedisConnectionError
        from redis.exceptions import TimeoutError as RedisTimeoutError
    except ImportError:  # no Redis extra: nothing of Redis's can be away
        return False
    return isinstance(e, (RedisConnectionError, RedisTimeoutError))


class Fanout(Protocol):
    async def start(self, on_message: OnMessage, on_gap: OnGap | None = None) -> None:
        """Deliver other processes' messages to ``on_message``; call ``on_gap`` when messages may have
        been missed (the subscription was lost and made again)."""

    async def publish(self, game_id: str, message: SyncMessage) -> None:
        """Tell the other processes (never this one) about a change of ``game_id``."""

    async def set_presence(self, game_id: str, counts: dict[int, int]) -> None:
        """This process's number of connections per seat of ``game_id``."""

    async def connected(self, game_id: str) -> set[int]:
        """The seats of ``game_id`` with a connection in any process."""

    async def close(self) -> None: ...


class LocalFanout:
    """One process: nothing to tell anyone; presence is this process's own."""

    def __init__(self) -> None:
        self._presence: dict[str, set[int]] = {}

    async def start(self, on_message: OnMessage, on_gap: OnGap | None = None) -> None:
        return None

    async def publish(self, game_id: str, message: SyncMessage) -> None:
        return None

    async def set_presence(self, game_id: str, counts: dict[int, int]) -> None:
        seats = {s for s, n in counts.items() if n > 0}
        if seats:
            self._presence[game_id] = seats
        else:
            self._presence.pop(game_id, None)

    async def connected(self, game_id: str) -> set[int]:
        return set(self._presence.get(game_id, ()))

    async def close(self) -> None:
        return None


class RedisFanout:
    """Several processes: pub/sub on ``ogallala:game:*``, presence in a hash per game.

    A process's presence fields are ``PROC:SEAT`` in ``ogallala:presence:GAME``; a process is alive
    while its key ``ogallala:proc:PROC`` exists (refreshed every few seconds, expiring after 15), so
    the connections of a killed process stop counting by themselves.

    While Redis is away (restarting, unreachable) the process goes on serving its own tables: a lost
    subscription is made again with growing pauses (0.5 s to 5 s), each failed attempt's connection
    given back to the pool; presence is kept here and written again once Redis is back, and
    ``on_gap`` lets the tables catch up on what was missed meanwhile.
    """

    RETRY_SECONDS = (0.5, 5.0)

    PREFIX = "ogallala:"
    ALIVE_SECONDS = 15
    CONNECTIONS = 64
    POOL_WAIT_SECONDS = 20.0

    def __init__(self, url: str) -> None:
        import redis.asyncio as aioredis

        self.proc = uuid.uuid4().hex[:12]
        # A burst (thousands of WebSockets connecting after a restart) waits for a free connection
        # instead of failing with "Too many connections".
        # After Redis restarts, the pool's connections are dead: a command on one is tried again (twice, on
        # a new connection) rather than failing.
        from redis.asyncio.retry import Retry
        from redis.backoff import ExponentialBackoff
        from redis.exceptions import ConnectionError as RedisConnectionError

        pool = aioredis.BlockingConnectionPool.from_url(url, decode_responses=True, max_connections=self.CONNECTIONS,
                                                        timeout=self.POOL_WAIT_SECONDS,
                                                        retry=Retry(ExponentialBackoff(cap=0.5, base=0.05), 2),
                                                        retry_on_error=[RedisConnectionError])
        self.redis: Any = aioredis.Redis(connection_pool=pool)
        self._tasks: list[asyncio.Task[None]] = []
        self._presence: dict[str, set[int]] = {}
        self._mine: dict[str, dict[int, int]] = {}  # this process's connections per seat, to write again
        self._on_message: OnMessage | None = None
        self._on_gap: OnGap | None = None
        self._away = False  # the subscription is lost: publishing and presence do not wait on Redis meanwhile

    async def start(self, on_message: OnMessage, on_gap: OnGap | None = None) -> None:
        self._on_message = on_message
        self._on_gap = on_gap
        await self.redis.set(self._alive_key(self.proc), "1", ex=self.ALIVE_SECONDS)
        pubsub = self.redis.pubsub()
        await pubsub.psubscribe(self.PREFIX + "game:*")
        self._tasks = [asyncio.create_task(self._listen(pubsub)), asyncio.create_task(self._heartbeat())]

    def _alive_key(self, proc: str) -> str:
        return f"{self.PREFIX}proc:{proc}"

    async def _heartbeat(self) -> None:
        while True:
            await asyncio.sleep(self.ALIVE_SECONDS / 3)
            with contextlib.suppress(Exception):
                await self.redis.set(self._alive_key(self.proc), "1", ex=self.ALIVE_SECONDS)

    async def _listen(self, pubsub: Any) -> None:
        while True:
            try:
                async for item in pubsub.listen():
                    await self._deliver(item)
                # listen() ends once nothing is subscribed: never loop on it without waiting
                log.warning("redis fan-out's subscription ended; subscribing again")
            except asyncio.CancelledError:
                await self._drop(pubsub)
                raise
            except Exception as e:  # a dropped connection (Redis restarted or away): subscribe again
                if is_outage(e):  # expected while Redis restarts: one line, no traceback
                    log.warning("redis fan-out lost its subscription (%s); subscribing again", e)
                else:
                    log.warning("redis fan-out lost its subscription; subscribing again", exc_info=True)
            self._away = True
            await self._drop(pubsub)
            pubsub = await self._subscribe()
            self._away = False
            log.info("redis fan-out subscribed again")
            await self._after_gap()

    async def _deliver(self, item: dict[str, Any]) -> None:
        if item.get("type") != "pmessage":
            return
        game_id = str(item["channel"]).removeprefix(self.PREFIX + "game:")
        try:
            obj = json.loads(item["data"])
            if isinstance(obj, dict) and obj.get("origin") == self.proc:
                return
            msg = from_json(obj)
        except (TypeError, ValueError) as e:  # BadMessage, or not JSON at all
            why = e if isinstance(e, BadMessage) else f"not JSON: {e}"
            log.error("refused a fan-out message of game %s: %s: %.200r", game_id, why, item.get("data"))
            return
        try:
            if isinstance(msg, PresenceChanged):
                await self._refresh(game_id)
            if self._on_message is not None:
                await self._on_message(game_id, msg)
        except asyncio.CancelledError:
            raise
        except Exception:  # one message that could not be handled; the subscription is fine
            log.warning("could not handle a fan-out message of game %s", game_id, exc_info=True)

    async def _subscribe(self) -> Any:
        """A new subscription, tried again with growing pauses until Redis answers."""
        pause, most = self.RETRY_SECONDS
        while True:
            await asyncio.sleep(pause)
            pubsub = self.redis.pubsub()
            try:
                await pubsub.psubscribe(self.PREFIX + "game:*")
                return pubsub
            except asyncio.CancelledError:
                await self._drop(pubsub)
                raise
            except Exception as e:
                log.info("redis fan-out could not subscribe yet (%s); trying again", e)
                await self._drop(pubsub)
                pause = min(pause * 2, most)

    @staticmethod
    async def _drop(pubsub: Any) -> None:
        """Close a subscription, giving its connection back to the pool (a lost one may fail to close)."""
        with contextlib.suppress(Exception):
            await pubsub.aclose()

    async def _after_gap(self) -> None:
        """Redis is back: write this process's presence again (a restarted Redis has forgotten it), and let
        the tables catch up on the messages missed meanwhile."""
        try:
            await self.redis.set(self._alive_key(self.proc), "1", ex=self.ALIVE_SECONDS)
        except Exception as e:  # the heartbeat tries again
            log.warning("could not mark this process alive in redis (%s)", e)
        for game_id, counts in list(self._mine.items()):
            await self._write_presence(game_id, counts)
        self._presence.clear()
        if self._on_gap is not None:
            try:
                await self._on_gap()
            except Exception:
                log.warning("could not catch up after the fan-out's gap", exc_info=True)

    async def publish(self, game_id: str, message: SyncMessage) -> None:
        if self._away:  # the others catch up from the database once Redis is back (on_gap)
            raise ConnectionError("redis is away; the fan-out subscribes again")
        await self.redis.publish(self.PREFIX + "game:" + game_id, json.dumps({**to_json(message), "origin": self.proc}))

    async def set_presence(self, game_id: str, counts: dict[int, int]) -> None:
        if any(counts.values()):
            self._mine[game_id] = dict(counts)
        else:
            self._mine.pop(game_id, None)
        if await self._write_presence(game_id, counts):
            with contextlib.suppress(Exception):
                await self._refresh(game_id)
                await self.publish(game_id, PresenceChanged())
                return
        # Redis is away: this process's own connections still count here; written again once it is back
        seats = {s for s, n in counts.items() if n > 0}
        self._presence[game_id] = self._presence.get(game_id, set()) | seats

    async def _write_presence(self, game_id: str, counts: dict[int, int]) -> bool:
        if self._away:
            return False  # written again once Redis is back (_after_gap)
        key = f"{self.PREFIX}presence:{game_id}"
        pipe = self.redis.pipeline()
        for seat, n in counts.items():
            if n > 0:
                pipe.hset(key, f"{self.proc}:{seat}", n)
            else:
                pipe.hdel(key, f"{self.proc}:{seat}")
        pipe.expire(key, 7 * 24 * 3600)
        try:
            await pipe.execute()
        except asyncio.CancelledError:
            raise
        except Exception as e:
            log.warning("could not write the presence of game %s to redis (%s)", game_id, e)
            return False
        return True

    async def _refresh(self, game_id: str) -> None:
        fields: dict[str, str] = await self.redis.hgetall(f"{self.PREFIX}presence:{game_id}")
        procs = sorted({f.split(":", 1)[0] for f in fields})
        flags = await self.redis.mget([self._alive_key(p) for p in procs]) if procs else []
        alive = dict(zip(procs, flags, strict=True))
        seats = set()
        for f, n in fields.items():
            proc, _, seat = f.partition(":")
            if alive.get(proc) and seat.isdigit() and int(n) > 0:
                seats.add(int(seat))
        self._presence[game_id] = seats

    async def connected(self, game_id: str) -> set[int]:
        if game_id not in self._presence and self._away:
            return {s for s, n in self._mine.get(game_id, {}).items() if n > 0}
        if game_id not in self._presence:
            try:
                await self._refresh(game_id)
            except asyncio.CancelledError:
                raise
            except Exception as e:  # Redis is away: this process's own connections are all it knows
                log.warning("could not read the presence of game %s from redis (%s)", game_id, e)
                return {s for s, n in self._mine.get(game_id, {}).items() if n > 0}
        return set(self._presence.get(game_id, ()))

    async def close(self) -> None:
        for t in self._tasks:
            t.cancel()
        for t in self._tasks:
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await t
        with contextlib.suppress(Exception):
            await self.redis.delete(self._alive_key(self.proc))
        await self.redis.aclose(close_connection_pool=True)
