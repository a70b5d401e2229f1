"""The HTTP connections' guard: a cap per client address, and deadlines for slow or idle connections.

uvicorn keeps a connection that never sends a request, or that sends its headers a byte at a time
(slowloris), open for ever: each one holds a socket and a little memory, and enough of them exhaust
the process's file descriptors. :func:`guarded_protocol` makes uvicorn's HTTP protocol class
(httptools, or h11 where httptools is missing) with three limits, all settings of the server:

- ``http_per_address``: open HTTP connections one client address may hold (0: no cap); one more is
  closed at once. A WebSocket stops counting here once upgraded (``sockets_per_address`` caps those).
- ``header_seconds``: a request's headers must all arrive within this many seconds of the
  connection's start (so a connection that sends nothing is closed too) or, on a kept-alive
  connection, of the request's first byte; a connection over it is closed. (With uvicorn's h11
  parser, used only where httptools is missing, the deadline watches the first request.)
- ``max_header_bytes``: a request's head (request line and headers) is at most this many bytes
  (64 KiB); a connection that sends more before its headers end is answered 431 and closed, so
  nothing past the limit is kept (neither parser caps it by itself: httptools keeps every header).
- ``idle_seconds``: a kept-alive connection with no request in flight is closed after this many
  seconds of silence (uvicorn's keep-alive timeout).

The counts are the process's own (one event loop: no locking).
"""

from __future__ import annotations

import asyncio
import logging
from collections import Counter
from typing import Any

log = logging.getLogger("ogallala.web")


class Guard:
    """The limits and the per-address counts of one server process, and what they turned away."""

    def __init__(self, per_address: int, header_seconds: float, idle_seconds: int,
                 max_header_bytes: int = 64 * 1024) -> None:
        if per_address < 0 or header_seconds <= 0 or idle_seconds <= 0 or max_header_bytes < 1024:
            raise ValueError(f"per_address >= 0, header_seconds > 0, idle_seconds > 0 and max_header_bytes >= 1024, "
                             f"not {per_address!r}, {header_seconds!r}, {idle_seconds!r} and {max_header_bytes!r}")
        self.per_address = per_address
        self.header_seconds = header_seconds
        self.idle_seconds = idle_seconds
        self.max_header_bytes = max_header_bytes
        self.open: Counter[str] = Counter()
        #: connections closed: over the cap, headers too slow, and headers too large
        self.refused = self.slow = self.large = 0

    def admit(self, address: str) -> bool:
        if self.per_address and self.open[address] >= self.per_address:
            self.refused += 1
            return False
        self.open[address] += 1
        return True

    def leave(self, address: str) -> None:
        n = self.open[address] - 1
        if n > 0:
            self.open[address] = n
        else:
            del self.open[address]


def _base_protocol() -> type[Any]:
    try:
        from uvicorn.protocols.http.httptools_impl import HttpToolsProtocol

        return HttpToolsProtocol
    except ImportError:  # no httptools: uvicorn's pure-Python parser
        from uvicorn.protocols.http.h11_impl import H11Protocol

        return H11Protocol


def guarded_protocol(guard: Guard) -> type[asyncio.Protocol]:
    """uvicorn's HTTP protocol class with ``guard``'s limits (pass it as ``uvicorn.run(http=...)``)."""
    base = _base_protocol()
    httptools = base.__name__ == "HttpToolsProtocol"

    class GuardedProtocol(base):  # type: ignore[misc, valid-type]
        _address: str | None = None
        _timer: asyncio.TimerHandle | None = None
        _headers_in = False  # the current request's headers have all arrived
        _head_bytes = 0  # bytes received while the current request's headers were not all in

        def connection_made(self, transport: asyncio.Transport) -> None:
            super().connection_made(transport)
            address = self.client[0] if self.client else "unknown"
            if not guard.admit(address):
                log.debug("refused a connection from %s: %d open already", address, guard.per_address)
                transport.abort()
                return
            self._address = address
            self._deadline()  # silence from the start is as slow as slow headers

        def connection_lost(self, exc: Exception | None) -> None:
            self._leave()
            super().connection_lost(exc)

        def data_received(self, data: bytes) -> None:
            if self.transport.is_closing():
                return
            super().data_received(data)
            if not httptools and not self._headers_in and self.cycle is not None:
                self._done()  # h11 starts a request cycle once the headers are in (first request only)
            if not self._headers_in:  # a request's head still coming: at most one read past the limit is kept
                self._head_bytes += len(data)
                if self._head_bytes > guard.max_header_bytes:
                    self._too_large()

        if httptools:
            def on_message_begin(self) -> None:
                super().on_message_begin()
                self._headers_in = False
                if self._timer is None:
                    self._deadline()  # a kept-alive connection's next request: its headers are due from now

            def on_headers_complete(self) -> None:
                self._done()
                super().on_headers_complete()

        def handle_websocket_upgrade(self, *args: Any) -> None:
            self._leave()  # a WebSocket from now on: sockets_per_address counts it
            super().handle_websocket_upgrade(*args)

        def _deadline(self) -> None:
            if self._timer is not None:
                self._timer.cancel()
            self._timer = self.loop.call_later(guard.header_seconds, self._too_slow)

        def _done(self) -> None:
            self._headers_in = True
            self._head_bytes = 0
            if self._timer is not None:
                self._timer.cancel()
                self._timer = None

        def _too_slow(self) -> None:
            self._timer = None
            if not self._headers_in and not self.transport.is_closing():
                guard.slow += 1
                self.transport.close()

        def _too_large(self) -> None:
            if self.transport.is_closing():
                return
            guard.large += 1
            body = b"request headers too large"
            self.transport.write(b"HTTP/1.1 431 Request Header Fields Too Large\r\ncontent-type: text/plain\r\n"
                                 b"content-length: %d\r\nconnection: close\r\n\r\n%s" % (len(body), body))
            self.transport.close()

        def _leave(self) -> None:
            if self._timer is not None:
                self._timer.cancel()
                self._timer = None
            if self._address is not None:
                guard.leave(self._address)
                self._address = None

    GuardedProtocol.__name__ = GuardedProtocol.__qualname__ = f"Guarded{base.__name__}"
    return GuardedProtocol
