"""``ogallala serve``: run the server under uvicorn and say where to open it."""

from __future__ import annotations

import logging
import sys

from .settings import Settings


def serve(settings: Settings, host: str = "127.0.0.1", port: int = 8000, log_level: str = "info") -> None:
    """Run the app until interrupted (migrating the database first)."""
    import uvicorn

    from .app import create_app
    from .gcpolicy import GcPolicy

    logging.basicConfig(level=getattr(logging, log_level.upper(), logging.INFO),
                        format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    app = create_app(settings)
    shown = f"[{host}]" if ":" in host else host
    if host in ("0.0.0.0", "::"):
        shown = "127.0.0.1"
    db = settings.database_url
    if "@" in db:  # never print a password
        db = db.split("://", 1)[0] + "://…@" + db.rsplit("@", 1)[1]
    print(f"Ogallala is ready: open http://{shown}:{port}/ in your browser (database {db}"
          f"{', fan-out through Redis' if settings.redis_url else ''}; Ctrl-C stops it)", file=sys.stderr, flush=True)
    policy = GcPolicy(settings.gc_check_seconds, settings.gc_full_seconds) if settings.gc_check_seconds else None
    if policy is not None:
        policy.start()
    try:
        uvicorn.run(app, host=host, port=port, access_log=False, log_level=log_level,
                    ws_max_size=4 * settings.max_message, ws_ping_interval=20, ws_ping_timeout=20,
                    ws_per_message_deflate=False, timeout_graceful_shutdown=5)
    finally:
        if policy is not None:
            policy.stop()
