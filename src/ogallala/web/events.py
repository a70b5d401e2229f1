"""A small in-process bus of domain events: a part of the server publishes what happened (a change of a
table committed, a game over, the time for housekeeping), and the parts that care subscribe at the
composition root (``compose.py``), so that no part calls another it should not know.

Handlers run one after another in the order they subscribed, in the publisher's task. By default a
handler's failure is logged and the others still run: what follows a commit never undoes it. An event
may ask instead that the first failure stop the rest and reach the publisher (``raising``), as the
scheduler's housekeeping does, so that its loop decides.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from typing import Any, TypeVar

log = logging.getLogger("ogallala.web")

E = TypeVar("E")


class EventBus:
    """Handlers by the type of the event they take."""

    def __init__(self) -> None:
        self._handlers: dict[type, list[Callable[[Any], Awaitable[object]]]] = {}

    def subscribe(self, kind: type[E], handler: Callable[[E], Awaitable[object]]) -> None:
        """Call ``handler`` with every event of type ``kind`` published from now on."""
        self._handlers.setdefault(kind, []).append(handler)

    async def publish(self, event: object, raising: bool = False) -> None:
        """Hand ``event`` to each handler of its type, in order. A handler's failure is logged (with the
        event's words, ``str(event)``) and the next one runs; with ``raising``, the first failure stops
        the rest and is raised."""
        for handler in self._handlers.get(type(event), ()):
            if raising:
                await handler(event)
                continue
            try:
                await handler(event)
            except Exception:
                log.exception("after %s: a handler failed", event)
