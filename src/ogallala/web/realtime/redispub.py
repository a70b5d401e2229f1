"""The fan-out's hot path on Redis: PUBLISH on a connection of its own, pipelined.

Every action a process commits is published once (:meth:`.RedisFanout.publish`), and a forwarded
action is a request and an answer (:meth:`.RedisFanout.ask`). Through redis-py's pool a PUBLISH costs
the process about 115 µs of CPU (the pool's lock and bookkeeping, retries, timeouts, the reply's
parser); written as RESP on one connection it costs about 25 µs (measured on this machine;
docs/experiments/server-scale-out.md). So PUBLISH alone goes through :class:`Publisher`: what is published in one
turn of the event loop goes out in one write, and the replies are read in order as they come, with
no task or timer per message (one watch drops a connection that has owed an answer for
``REPLY_SECONDS``). Everything else (subscriptions, presence, the heartbeat) stays on redis-py.

A PUBLISH's reply is the number of subscribers that got the message (an integer) or an error; those
are the only replies this connection ever reads. When the connection is lost (Redis restarted, a
network error) the commands in flight fail with :class:`ConnectionError`, and what is published next
goes out on a new connection. A command that reached Redis before the connection died fails all the
same, so its caller may publish it again and it arrives twice, which the fan-out's receivers take:
a repeated action message is not the next one, and is ignored.
"""

from __future__ import annotations

import asyncio
import contextlib
import ssl
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from typing import TypeVar, cast
from urllib.parse import unquote, urlsplit

#: How long connecting (and the AUTH that follows) may take before a publish fails.
CONNECT_SECONDS = 5.0
#: How long a connection may owe an answer before it is dropped (the PUBLISHes waiting fail).
REPLY_SECONDS = 5.0
#: The longest reply line taken (an integer, OK, or an error's words).
MAX_REPLY = 4096


class RedisReplyError(Exception):
    """Redis answered a command with an error (``-ERR ...``)."""


def command(*parts: bytes) -> bytes:
    """A command in RESP, Redis's protocol."""
    out = [b"*%d\r\n" % len(parts)]
    for p in parts:
        out.append(b"$%d\r\n%s\r\n" % (len(p), p))
    return b"".join(out)


P = TypeVar("P", bound=asyncio.Protocol)


@dataclass(frozen=True)
class RedisAddress:
    """Where a Redis is and how to sign in there, from its URL: ``redis://``, ``rediss://`` for TLS,
    ``unix://``; a user and password in the URL are sent as AUTH."""

    scheme: str
    host: str
    port: int
    path: str
    user: str | None
    password: str | None

    @classmethod
    def parse(cls, url: str) -> RedisAddress:
        u = urlsplit(url)
        if u.scheme not in ("redis", "rediss", "unix"):
            raise ValueError(f"a Redis URL starts with redis://, rediss:// or unix://, not {url.split(':', 1)[0]!r}")
        return cls(u.scheme, u.hostname or "localhost", u.port or 6379, unquote(u.path) if u.scheme == "unix" else "",
                   unquote(u.username) if u.username else None, unquote(u.password) if u.password else None)

    def auth(self) -> bytes:
        """The AUTH command for the URL's password (nothing where it has none)."""
        if self.password is None:
            return b""
        return command(b"AUTH", *((self.user.encode(),) if self.user else ()), self.password.encode())

    async def connect(self, factory: Callable[[], P], first: bytes = b"") -> P:
        """A new connection speaking ``factory``'s protocol, with ``first`` written as soon as it is made
        (after the AUTH, if any: its reply is the protocol's to read)."""
        loop = asyncio.get_running_loop()
        if self.scheme == "unix":
            transport, proto = await loop.create_unix_connection(factory, self.path)
        else:
            tls = ssl.create_default_context() if self.scheme == "rediss" else None
            transport, proto = await loop.create_connection(factory, self.host, self.port, ssl=tls)
        if self.password is not None or first:
            transport.write(self.auth() + first)
        return proto


class _Replies(asyncio.Protocol):
    """One connection: integer, simple-string and error replies handed to the waiting futures in order."""

    def __init__(self) -> None:
        self.transport: asyncio.Transport | None = None
        self.waiting: deque[asyncio.Future[int]] = deque()
        self.closed = False
        self.progress = 0.0  # when an answer last came, or answers began to be owed (time.monotonic())
        self._buf = b""

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        self.transport = cast(asyncio.Transport, transport)  # uvloop's transports do not subclass asyncio's

    def data_received(self, data: bytes) -> None:
        self.progress = time.monotonic()
        buf = self._buf + data
        start = 0
        while True:
            end = buf.find(b"\r\n", start)
            if end < 0:
                break
            line = buf[start:end]
            start = end + 2
            if not self.waiting:  # a reply nobody asked for: this connection cannot be trusted
                self.fail(ConnectionError(f"redis sent an unexpected reply {line[:60]!r}"))
                return
            fut = self.waiting.popleft()
            kind, rest = line[:1], line[1:]
            if kind == b"-":
                if not fut.done():
                    fut.set_exception(RedisReplyError(rest.decode(errors="replace")))
            elif kind in (b":", b"+") and (kind == b"+" or rest.lstrip(b"-").isdigit()):
                if not fut.done():
                    fut.set_result(int(rest) if kind == b":" else 0)
            else:  # not a reply to PUBLISH or AUTH
                self.waiting.appendleft(fut)
                self.fail(ConnectionError(f"redis sent an unexpected reply {line[:60]!r}"))
                return
        self._buf = buf[start:]
        if len(self._buf) > MAX_REPLY:  # no reply of PUBLISH or AUTH is this long
            self.fail(ConnectionError(f"redis sent a reply of more than {MAX_REPLY} bytes"))

    def connection_lost(self, exc: Exception | None) -> None:
        self.fail(ConnectionError(f"the connection to redis was lost ({exc or 'closed'})"))

    def fail(self, error: Exception) -> None:
        self.closed = True
        while self.waiting:
            fut = self.waiting.popleft()
            if not fut.done():
                fut.set_exception(error)
        if self.transport is not None:
            self.transport.close()


class Publisher:
    """PUBLISH on one connection of its own to the Redis at ``url`` (``redis://``, ``rediss://`` for TLS,
    ``unix://``; a user and password in the URL are sent as AUTH)."""

    def __init__(self, url: str) -> None:
        self._address = RedisAddress.parse(url)
        self._conn: _Replies | None = None
        self._connecting: asyncio.Task[None] | None = None
        self._queue: list[bytes] = []
        self._queued: list[asyncio.Future[int]] = []
        self._flushing = False  # a flush is due in this turn of the loop
        self._watch: asyncio.TimerHandle | None = None

    async def publish(self, channel: str, message: str) -> int:
        """Publish ``message`` on ``channel``; answers how many subscribers got it. Raises ConnectionError
        when Redis cannot be reached or the connection is lost before the answer, TimeoutError when no
        answer comes within ``REPLY_SECONDS``."""
        loop = asyncio.get_running_loop()
        fut: asyncio.Future[int] = loop.create_future()
        c, m = channel.encode(), message.encode()
        self._queue.append(b"*3\r\n$7\r\nPUBLISH\r\n$%d\r\n%s\r\n$%d\r\n%s\r\n" % (len(c), c, len(m), m))
        self._queued.append(fut)
        if not self._flushing:  # everything published in this turn of the loop goes out in one write
            self._flushing = True
            loop.call_soon(self._flush)
        return await fut

    def _flush(self) -> None:
        self._flushing = False
        if not self._queue or self._connecting is not None:
            return  # the connection being made flushes once it is there
        conn = self._conn
        if conn is None or conn.closed or conn.transport is None:
            self._connecting = asyncio.get_running_loop().create_task(self._connect_then_flush())
            return
        cmds, futs = self._queue, self._queued
        self._queue, self._queued = [], []
        if not conn.waiting:
            conn.progress = time.monotonic()
        conn.waiting.extend(futs)
        conn.transport.write(b"".join(cmds))
        if self._watch is None:
            self._watch = asyncio.get_running_loop().call_later(REPLY_SECONDS, self._check)

    def _check(self) -> None:
        """Drop a connection that has owed an answer for ``REPLY_SECONDS`` (the next publish connects again)."""
        self._watch = None
        conn = self._conn
        if conn is None or conn.closed or not conn.waiting:
            return
        late = time.monotonic() - conn.progress
        if late >= REPLY_SECONDS:
            conn.fail(TimeoutError(f"redis did not answer a PUBLISH within {REPLY_SECONDS:g} s"))
        else:
            self._watch = asyncio.get_running_loop().call_later(REPLY_SECONDS - late, self._check)

    async def _connect_then_flush(self) -> None:
        try:
            self._conn = await asyncio.wait_for(self._connect(), CONNECT_SECONDS)
            if self._conn.closed:  # closed as soon as made: fail rather than connect again at once
                raise ConnectionError("redis closed the connection as soon as it was made")
        except Exception as e:  # every publish waiting now fails; the next one tries again
            error = e if isinstance(e, (ConnectionError, TimeoutError)) else ConnectionError(f"cannot reach redis: {e}")
            futs, self._queue, self._queued = self._queued, [], []
            for fut in futs:
                if not fut.done():
                    fut.set_exception(error)
            return
        finally:
            self._connecting = None
        self._flush()

    async def _connect(self) -> _Replies:
        conn = await self._address.connect(_Replies)
        if self._address.password is not None:  # its reply is the first: the connection waits for it
            auth: asyncio.Future[int] = asyncio.get_running_loop().create_future()
            conn.waiting.append(auth)
            try:
                await auth
            except BaseException:
                conn.fail(ConnectionError("redis refused the AUTH of the fan-out's publisher"))
                raise
        return conn

    async def close(self) -> None:
        if self._connecting is not None:
            self._connecting.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await self._connecting
        if self._watch is not None:
            self._watch.cancel()
            self._watch = None
        error = ConnectionError("the publisher was closed")
        futs, self._queue, self._queued = self._queued, [], []
        for fut in futs:
            if not fut.done():
                fut.set_exception(error)
        if self._conn is not None:
            self._conn.fail(error)
            self._conn = None
