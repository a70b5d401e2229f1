"""Limits of the WebSocket connections, so that one client cannot starve the others: at most
``sockets_per_address`` open sockets per client address in a process, and at most
``ws_messages_per_second`` messages per socket (a bucket of ``ws_burst``) — a socket over it is closed
with a reason. Message size is capped by the server (``ws_max_size``) and by ``ws._receive``."""

from __future__ import annotations

import time
from collections.abc import Callable


class AddressCounts:
    """The open sockets of each client address in this process."""

    def __init__(self, cap: int) -> None:
        self.cap = cap  # 0: no cap
        self.open: dict[str, int] = {}

    def take(self, address: str) -> bool:
        """Count a new socket of ``address``; False (nothing counted) when it already holds ``cap``."""
        n = self.open.get(address, 0)
        if self.cap and n >= self.cap:
            return False
        self.open[address] = n + 1
        return True

    def give_back(self, address: str) -> None:
        n = self.open.get(address, 0) - 1
        if n > 0:
            self.open[address] = n
        else:
            self.open.pop(address, None)


class MessageRate:
    """A token bucket: ``rate`` messages a second on average, ``burst`` at once."""

    def __init__(self, rate: float, burst: int, clock: Callable[[], float] = time.monotonic) -> None:
        self.rate = rate
        self.burst = float(burst)
        self.tokens = float(burst)
        self.clock = clock
        self.last = clock()

    def allow(self) -> bool:
        """Whether one more message fits now (and take it)."""
        if self.rate <= 0:
            return True
        now = self.clock()
        self.tokens = min(self.burst, self.tokens + (now - self.last) * self.rate)
        self.last = now
        if self.tokens < 1:
            return False
        self.tokens -= 1
        return True
