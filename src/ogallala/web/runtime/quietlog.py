"""The access log holds the method, the path and the status only (docs/server.md): uvicorn's own line for
each WebSocket handshake (``ADDRESS - "WebSocket PATH?QUERY" [accepted]``, at INFO on ``uvicorn.error``)
names the client's address and the query string, so :func:`quiet_uvicorn` drops it; the server's access
log (``ogallala.web.access``) has a line of its own for each WebSocket."""

from __future__ import annotations

import logging


class NoClientLines(logging.Filter):
    """Drops uvicorn's per-connection lines, which name the client's address."""

    def filter(self, record: logging.LogRecord) -> bool:
        return not (isinstance(record.msg, str) and record.msg.startswith('%s - "WebSocket '))


def quiet_uvicorn() -> None:
    """Install the filter on uvicorn's logger (idempotent)."""
    logger = logging.getLogger("uvicorn.error")
    if not any(isinstance(f, NoClientLines) for f in logger.filters):
        logger.addFilter(NoClientLines())
