"""Fan-out: telling other server processes that a table changed, and who is connected where; and
carrying one process's request to another (an action forwarded to the holder of its table's lease).

Two implementations behind one small interface, so the services never know which runs:
:class:`LocalFanout` for a single process, :class:`RedisFanout` (pub/sub) for several processes on
one database. A message is a typed value (:mod:`.messages`) that only the Redis transport turns into
JSON and back; one that does not decode is logged and dropped, and the subscription goes on.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import uuid
from collections.abc import Awaitable, Callable
from typing import Any, Protocol

import orjson

from .messages import BadMessage, PresenceChanged, SyncMessage, from_json, to_json
from .redispub import Publisher
from .redissub import Subscription, subscribe

log = logging.getLogger("ogallala.web")


def _dumps(x: dict[str, Any]) -> str:
    """A message's JSON text (orjson: one is published for every action; "origin" last, as given)."""
    return orjson.dumps(x, option=orjson.OPT_NON_STR_KEYS).decode()


OnMessage = Callable[[str, SyncMessage], Awaitable[None]]
OnGap = Callable[[], Awaitable[None]]
#: Answers a request another process sent to this one (:meth:`RedisFanout.ask`): a JSON object each way.
OnAsk = Callable[[dict[str, Any]], Awaitable[dict[str, Any]]]


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
    #: This process's name among the processes (a table lease names its holder by it).
    proc: str

    async def start(self, on_message: OnMessage, on_gap: OnGap | None = None, on_ask: OnAsk | None = None) -> None:
        """Deliver other processes' messages to ``on_message``; call ``on_gap`` when messages may have
        been missed (the subscription was lost and made again); answer their requests with ``on_ask``."""

    async def ask(self, proc: str, request: dict[str, Any], timeout: float) -> dict[str, Any] | None:
        """Send ``request`` to process ``proc`` and wait for its answer; None when no process listens as
        ``proc`` (it is gone). Raises TimeoutError when it does not answer in ``timeout`` seconds, and
        the transport's error when the transport is away."""

    async def follow(self, game_id: str) -> None:
        """Deliver the messages of ``game_id`` from now on (counted: one call a follower here). Once
        this returns, no change committed after it is missed, so a table read after it is current."""

    async def unfollow(self, game_id: str) -> None:
        """One follower less of ``game_id`` here; with none left its messages stop coming."""

    async def publish(self, game_id: str, message: SyncMessage) -> None:
        """Tell the other processes (never this one) about a change of ``game_id``."""

    async def set_presence(self, game_id: str, counts: dict[int, int]) -> None:
        """This process's number of connections per seat of ``game_id``."""

    async def connected(self, game_id: str) -> set[int]:
        """The seats of ``game_id`` with a connection in any process."""

    async def close(self) -> None: ...


class LocalFanout:
    """One process: nothing to tell anyone; presence is this process's own."""

    proc = "local"

    def __init__(self) -> None:
        self._presence: dict[str, set[int]] = {}

    async def start(self, on_message: OnMessage, on_gap: OnGap | None = None, on_ask: OnAsk | None = None) -> None:
        return None

    async def ask(self, proc: str, request: dict[str, Any], timeout: float) -> dict[str, Any] | None:
        raise RuntimeError("one process: there is no other process to ask")

    async def follow(self, game_id: str) -> None:
        return None

    async def unfollow(self, game_id: str) -> None:
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
    """Several processes: pub/sub on ``ogallala:game:GAME``, presence in a hash per game.

    A process subscribes to the channel of a game only while it has followers of that game (their
    views are what the messages update; a table it holds without followers is brought up to the
    database when used). So a process receives the messages of the games it serves, not every
    message of every process: adding processes does not add to each one's listening.

    A process's presence fields are ``PROC:SEAT`` in ``ogallala:presence:GAME``; a process is alive
    while its key ``ogallala:proc:PROC`` exists (refreshed every few seconds, expiring after 15), so
    the connections of a killed process stop counting by themselves.

    Each process also listens on a channel of its own, ``ogallala:to:PROC``, where the others send it
    requests (an action for a table whose lease it holds) and answers (:meth:`ask`). PUBLISH counts the
    receivers, so a request nobody receives names a process that is gone.

    While Redis is away (restarting, unreachable) the process goes on serving its own tables: a lost
    subscription is made again with growing pauses (0.5 s to 5 s), each failed attempt's connection
    given back to the pool; presence is kept here and written again once Redis is back, and
    ``on_gap`` lets the tables catch up on what was missed meanwhile.
    """

    RETRY_SECONDS = (0.5, 5.0)
    #: How long following a game waits for Redis to confirm the subscription (then it goes on: the
    #: subscription, if lost, is made again with the game in it, and the tables catch up).
    FOLLOW_SECONDS = 5.0

    PREFIX = "ogallala:"
    ALIVE_SECONDS = 15
    CONNECTIONS = 64
    #: Messages waiting in the inbox at which the subscription stops reading, and at which it reads again.
    INBOX_HIGH = 10_000
    INBOX_LOW = 1_000
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
        self._url = url
        self._publisher = Publisher(url)  # PUBLISH, on every action: on a connection of its own (redispub)
        #: How a message this process published ends (_dumps keeps "origin" last): its own messages come
        #: back on the channels it follows, and are dropped as they arrive, unparsed.
        self._own_end = _dumps({"origin": self.proc})[1:].encode()
        self._own = self._own_channel()
        self._tasks: list[asyncio.Task[None]] = []
        self._presence: dict[str, set[int]] = {}
        self._mine: dict[str, dict[int, int]] = {}  # this process's connections per seat, to write again
        self._on_message: OnMessage | None = None
        self._on_gap: OnGap | None = None
        self._away = False  # the subscription is lost: publishing and presence do not wait on Redis meanwhile
        self._follows: dict[str, int] = {}  # followers here per game: its channel is subscribed while > 0
        self._sub: Subscription | None = None  # the subscription in use (redissub: a connection of its own)
        self._inbox: asyncio.Queue[tuple[str, bytes]] = asyncio.Queue()  # other processes' messages, in order
        self._confirmed: dict[str, asyncio.Future[None]] = {}  # channels subscribed, awaiting Redis's word
        self._on_ask: OnAsk | None = None
        self._asked: dict[str, asyncio.Future[dict[str, Any]]] = {}  # requests sent, awaiting their answer
        self._answering: set[asyncio.Task[None]] = set()

    async def start(self, on_message: OnMessage, on_gap: OnGap | None = None, on_ask: OnAsk | None = None) -> None:
        self._on_message = on_message
        self._on_gap = on_gap
        self._on_ask = on_ask
        await self.redis.set(self._alive_key(self.proc), "1", ex=self.ALIVE_SECONDS)
        self._sub = await self._open()
        self._tasks = [asyncio.create_task(self._listen()), asyncio.create_task(self._handle()),
                       asyncio.create_task(self._heartbeat())]

    async def _open(self) -> Subscription:
        """A subscription to this process's channel and every game followed here."""
        return await subscribe(self._url, self._own_channel(), self._received, self._subscribed,
                               *(self._channel(g) for g in self._follows))

    def _own_channel(self, proc: str | None = None) -> str:
        """A process's own channel, where other processes send it requests and answers (:meth:`ask`);
        subscribed from start to end, so a channel nobody receives on names a process that is gone."""
        return f"{self.PREFIX}to:{proc or self.proc}"

    def _channel(self, game_id: str) -> str:
        return f"{self.PREFIX}game:{game_id}"

    async def follow(self, game_id: str) -> None:
        n = self._follows.get(game_id, 0)
        self._follows[game_id] = n + 1
        if self._away or self._sub is None:
            return  # subscribed with every followed game at start, or once Redis is back
        channel = self._channel(game_id)
        done = self._confirmed.get(channel)
        try:
            if n == 0 or done is None:
                done = self._confirmed[channel] = asyncio.get_running_loop().create_future()
                self._sub.subscribe(channel)
            # Redis answers a SUBSCRIBE in order on the subscription's connection: once its word is
            # here, every later PUBLISH on the channel reaches this process. A second follower that
            # comes while the first waits for it waits too.
            await asyncio.wait_for(asyncio.shield(done), self.FOLLOW_SECONDS)
        except asyncio.CancelledError:
            raise
        except Exception as e:  # Redis away or slow: the lost subscription is made again with this game in it
            log.warning("could not subscribe to game %s in time (%s)", game_id, e)

    async def unfollow(self, game_id: str) -> None:
        n = self._follows.get(game_id, 0) - 1
        if n > 0:
            self._follows[game_id] = n
            return
        self._follows.pop(game_id, None)
        self._presence.pop(game_id, None)  # kept fresh only while its messages come
        channel = self._channel(game_id)
        self._confirmed.pop(channel, None)
        if self._sub is not None and not self._away:
            try:
                self._sub.unsubscribe(channel)
            except Exception as e:  # a lost subscription is made again without it
                log.info("could not unsubscribe from game %s (%s)", game_id, e)

    def _alive_key(self, proc: str) -> str:
        return f"{self.PREFIX}proc:{proc}"

    async def _heartbeat(self) -> None:
        while True:
            await asyncio.sleep(self.ALIVE_SECONDS / 3)
            with contextlib.suppress(Exception):
                await self.redis.set(self._alive_key(self.proc), "1", ex=self.ALIVE_SECONDS)

    async def _listen(self) -> None:
        """Wait until the subscription is lost, then subscribe again (with growing pauses) and catch up."""
        try:
            while True:
                assert self._sub is not None
                error = await self._sub.lost
                log.warning("redis fan-out lost its subscription (%s); subscribing again", error)
                self._away = True
                self._sub = None
                self._sub = await self._subscribe()
                self._away = False
                # games first followed while the new subscription was being made (they were not in it)
                missed = [self._channel(g) for g in self._follows if self._channel(g) not in self._sub.channels]
                if missed:
                    self._sub.subscribe(*missed)
                log.info("redis fan-out subscribed again")
                await self._after_gap()
        except asyncio.CancelledError:
            if self._sub is not None:
                self._sub.close()
            raise

    def _subscribed(self, channel: str) -> None:
        """Redis confirmed a channel: every later PUBLISH on it reaches this process."""
        done = self._confirmed.get(channel)
        if done is not None and not done.done():
            done.set_result(None)

    def _received(self, channel: str, data: bytes) -> None:
        """A message, as it arrives: a request or answer for this process is taken at once; another
        process's message of a game followed here waits its turn in the inbox (:meth:`_handle`); this
        process's own, back through its subscription, is dropped unparsed."""
        if channel == self._own:
            self._take_own(data)
            return
        game_id = channel.removeprefix(self.PREFIX + "game:")
        if game_id not in self._follows:  # a message already on its way when the last follower left
            return
        if data.endswith(self._own_end):
            return
        self._inbox.put_nowait((game_id, data))
        if self._inbox.qsize() >= self.INBOX_HIGH and self._sub is not None:
            self._sub.pause()  # memory stays bounded: Redis holds the rest until the handler catches up

    async def _handle(self) -> None:
        """Hand the other processes' messages to ``on_message``, one after another, in their order."""
        while True:
            game_id, data = await self._inbox.get()
            if self._sub is not None and self._sub.paused and self._inbox.qsize() <= self.INBOX_LOW:
                self._sub.resume()
            await self._deliver(game_id, data)

    async def _deliver(self, game_id: str, data: bytes) -> None:
        try:
            msg = from_json(orjson.loads(data))
        except (TypeError, ValueError) as e:  # BadMessage, or not JSON at all
            why = e if isinstance(e, BadMessage) else f"not JSON: {e}"
            log.error("refused a fan-out message of game %s: %s: %.200r", game_id, why, data)
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

    async def _subscribe(self) -> Subscription:
        """A new subscription (this process's channel and every game followed here), tried again with
        growing pauses until Redis answers."""
        pause, most = self.RETRY_SECONDS
        while True:
            await asyncio.sleep(pause)
            try:
                return await self._open()
            except asyncio.CancelledError:
                raise
            except Exception as e:
                log.info("redis fan-out could not subscribe yet (%s); trying again", e)
                pause = min(pause * 2, most)

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

    # -- requests between processes (a table's actions forwarded to the holder of its lease)

    async def ask(self, proc: str, request: dict[str, Any], timeout: float) -> dict[str, Any] | None:
        if self._away:
            raise ConnectionError("redis is away; the fan-out subscribes again")
        rid = uuid.uuid4().hex
        answer: asyncio.Future[dict[str, Any]] = asyncio.get_running_loop().create_future()
        self._asked[rid] = answer
        try:
            body = _dumps({"ask": rid, "from": self.proc, "request": request})
            if not await self._publisher.publish(self._own_channel(proc), body):
                return None  # nobody receives there: that process is gone
            return await asyncio.wait_for(answer, timeout)
        finally:
            self._asked.pop(rid, None)

    def _take_own(self, data: Any) -> None:
        """A request for this process (answered in a task of its own: the listener never waits on it) or
        an answer to one of its own. A message that is neither is logged without its content (a request
        may carry a seat's token) and dropped."""
        try:
            obj = orjson.loads(data)
        except (TypeError, ValueError):
            obj = None
        if isinstance(obj, dict) and isinstance(obj.get("answer"), str) and isinstance(obj.get("result"), dict):
            waiting = self._asked.get(obj["answer"])
            if waiting is not None and not waiting.done():
                waiting.set_result(obj["result"])
            return
        if isinstance(obj, dict) and isinstance(obj.get("ask"), str) and isinstance(obj.get("from"), str) \
                and isinstance(obj.get("request"), dict) and self._on_ask is not None:
            task = asyncio.create_task(self._answer(obj["ask"], obj["from"], obj["request"]))
            self._answering.add(task)
            task.add_done_callback(self._answering.discard)
            return
        log.error("refused a message on this process's channel: not a request or an answer (%d bytes)",
                  len(data) if isinstance(data, (str, bytes)) else 0)

    async def _answer(self, rid: str, sender: str, request: dict[str, Any]) -> None:
        assert self._on_ask is not None
        try:
            result = await self._on_ask(request)
        except asyncio.CancelledError:
            raise
        except Exception as e:  # the asker gets a clear error rather than waiting in vain
            log.exception("could not answer a request of process %s", sender)
            result = {"error": "Internal", "message": f"the process holding the table failed: {type(e).__name__}"}
        try:
            await self._publisher.publish(self._own_channel(sender), _dumps({"answer": rid, "result": result}))
        except Exception as e:  # the asker times out and says so
            log.warning("could not answer a request of process %s (%s)", sender, e)

    async def publish(self, game_id: str, message: SyncMessage) -> None:
        if self._away:  # the others catch up from the database once Redis is back (on_gap)
            raise ConnectionError("redis is away; the fan-out subscribes again")
        body = _dumps({**to_json(message), "origin": self.proc})
        await self._publisher.publish(self.PREFIX + "game:" + game_id, body)

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

    async def _refresh(self, game_id: str) -> set[int]:
        """The seats of ``game_id`` connected in any live process, read from Redis; kept here while the
        game is followed here (its PresenceChanged messages then say when to read again)."""
        fields: dict[str, str] = await self.redis.hgetall(f"{self.PREFIX}presence:{game_id}")
        procs = sorted({f.split(":", 1)[0] for f in fields})
        flags = await self.redis.mget([self._alive_key(p) for p in procs]) if procs else []
        alive = dict(zip(procs, flags, strict=True))
        seats = set()
        for f, n in fields.items():
            proc, _, seat = f.partition(":")
            if alive.get(proc) and seat.isdigit() and int(n) > 0:
                seats.add(int(seat))
        if game_id in self._follows:
            self._presence[game_id] = seats
        return seats

    async def connected(self, game_id: str) -> set[int]:
        if game_id not in self._presence and self._away:
            return {s for s, n in self._mine.get(game_id, {}).items() if n > 0}
        if game_id not in self._presence:
            try:
                return await self._refresh(game_id)
            except asyncio.CancelledError:
                raise
            except Exception as e:  # Redis is away: this process's own connections are all it knows
                log.warning("could not read the presence of game %s from redis (%s)", game_id, e)
                return {s for s, n in self._mine.get(game_id, {}).items() if n > 0}
        return set(self._presence[game_id])

    async def close(self) -> None:
        for t in (*self._tasks, *self._answering):
            t.cancel()
        for t in (*self._tasks, *self._answering):
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await t
        await self._publisher.close()
        with contextlib.suppress(Exception):
            await self.redis.delete(self._alive_key(self.proc))
        await self.redis.aclose(close_connection_pool=True)
