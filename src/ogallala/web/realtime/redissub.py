"""The fan-out's subscription on Redis: SUBSCRIBE on a connection of its own, its bytes parsed by hiredis.

Every action committed at a table is published once, and every process following that table receives
it, the one that published it included (Redis sends a message to every subscriber of its channel).
Through redis-py's ``PubSub.listen()`` a message that arrives alone costs its process about 110 µs of
CPU (an async generator step, the retry and timeout machinery of a read, a dict per message); here
the connection's bytes go to hiredis's parser as they arrive, and each message to a plain callback,
with no task, timer or read call of its own: about 40 µs, most of it the loop's waking up (measured
on this machine; docs/experiments/server-scale-out.md). The caller decides in that callback what a message costs
further: the fan-out drops its own messages there, unparsed.

A :class:`Subscription` is one connection: :func:`subscribe` opens it and returns once Redis has
confirmed the first channel (so a wrong password or an unreachable server fails there, with the
server's words); :meth:`Subscription.subscribe` and :meth:`Subscription.unsubscribe` write their
command and return, Redis's confirmation of each channel arriving later through ``on_subscribed``.
When the connection is lost, :attr:`Subscription.lost` is done with the error, and the caller
subscribes again on a new one (the fan-out does that with growing pauses, and catches up on what it
may have missed meanwhile).
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any, cast

from .redispub import CONNECT_SECONDS, RedisAddress, command

#: What a message is handed to: its channel and its bytes.
OnMessage = Callable[[str, bytes], None]
#: Told each channel whose subscription Redis confirmed.
OnSubscribed = Callable[[str], None]


class Subscription(asyncio.Protocol):
    """One subscribing connection (see the module's docstring)."""

    def __init__(self, on_message: OnMessage, on_subscribed: OnSubscribed) -> None:
        try:
            import hiredis
        except ImportError as e:  # the redis extra brings it (redis[hiredis])
            raise ImportError("the Redis fan-out needs hiredis: pip install 'ogallala[redis]'") from e
        self._reader: Any = hiredis.Reader()
        self._reply_error: type[Exception] = hiredis.ReplyError
        self._on_message = on_message
        self._on_subscribed = on_subscribed
        self.transport: asyncio.Transport | None = None
        #: The channels asked for (confirmed or not) and not given up.
        self.channels: set[str] = set()
        self.paused = False  # reading stopped by pause()
        #: Done (with the error) once the connection is lost; never cancelled.
        self.lost: asyncio.Future[Exception] = asyncio.get_running_loop().create_future()

    # -- the commands

    def subscribe(self, *channels: str) -> None:
        """Ask Redis for the messages of ``channels`` (confirmed later, through ``on_subscribed``)."""
        self._write(command(b"SUBSCRIBE", *(c.encode() for c in channels)))
        self.channels.update(channels)

    def unsubscribe(self, *channels: str) -> None:
        self._write(command(b"UNSUBSCRIBE", *(c.encode() for c in channels)))
        self.channels.difference_update(channels)

    def _write(self, data: bytes) -> None:
        if self.lost.done() or self.transport is None:
            raise ConnectionError("the fan-out's subscription to redis is lost")
        self.transport.write(data)

    def close(self) -> None:
        self._fail(ConnectionError("the subscription was closed"))

    def pause(self) -> None:
        """Stop reading (the receiver is behind): Redis keeps what comes meanwhile, up to its own limits."""
        if not self.paused and self.transport is not None and not self.lost.done():
            self.paused = True
            self.transport.pause_reading()

    def resume(self) -> None:
        if self.paused and self.transport is not None and not self.lost.done():
            self.paused = False
            self.transport.resume_reading()

    # -- the connection

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        self.transport = cast(asyncio.Transport, transport)  # uvloop's transports do not subclass asyncio's

    def data_received(self, data: bytes) -> None:
        reader = self._reader
        try:
            reader.feed(data)
            while (reply := reader.gets()) is not False:
                if isinstance(reply, list) and len(reply) == 3 and reply[0] == b"message":
                    self._on_message(reply[1].decode(errors="replace"), reply[2])
                elif isinstance(reply, list) and len(reply) == 3 and reply[0] == b"subscribe":
                    self._on_subscribed(reply[1].decode(errors="replace"))
                elif isinstance(reply, self._reply_error):  # a refused AUTH or SUBSCRIBE
                    self._fail(ConnectionError(f"redis refused the fan-out's subscription: {reply}"))
                    return
                elif not (reply == b"OK" or (isinstance(reply, list) and reply[:1] == [b"unsubscribe"])):
                    self._fail(ConnectionError(f"redis sent an unexpected reply {str(reply)[:60]}"))
                    return
        except Exception as e:  # hiredis's ProtocolError (not RESP), or a callback's failure
            self._fail(ConnectionError(f"the fan-out's subscription failed: {type(e).__name__}: {e}"))

    def connection_lost(self, exc: Exception | None) -> None:
        self._fail(ConnectionError(f"the connection to redis was lost ({exc or 'closed'})"))

    def _fail(self, error: Exception) -> None:
        if not self.lost.done():
            self.lost.set_result(error)
        if self.transport is not None:
            self.transport.close()


async def subscribe(url: str, channel: str, on_message: OnMessage, on_subscribed: OnSubscribed,
                    *more: str) -> Subscription:
    """A new subscription to ``channel`` (and ``more``) at the Redis of ``url``, returned once Redis has
    confirmed ``channel``. Raises ConnectionError (with Redis's words where it refused) or TimeoutError
    within ``CONNECT_SECONDS``."""
    confirmed = asyncio.get_running_loop().create_future()

    def first(name: str) -> None:
        if name == channel and not confirmed.done():
            confirmed.set_result(None)
        on_subscribed(name)

    address = RedisAddress.parse(url)
    sub: Subscription | None = None

    async def made() -> Subscription:
        nonlocal sub
        sub = await address.connect(lambda: Subscription(on_message, first), command(b"SUBSCRIBE", channel.encode(),
                                                                                      *(c.encode() for c in more)))
        sub.channels.update((channel, *more))
        await asyncio.wait([confirmed, sub.lost], return_when=asyncio.FIRST_COMPLETED)
        if sub.lost.done():
            raise sub.lost.result()
        return sub

    try:
        return await asyncio.wait_for(made(), CONNECT_SECONDS)
    except BaseException:
        if sub is not None:
            sub.close()
        raise
