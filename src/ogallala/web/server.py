"""``ogallala serve``: run the server under uvicorn and say where to open it."""

from __future__ import annotations

import logging
import os
import sys

from .settings import Settings


def more_files() -> None:
    """Raise the process's limit of open files to what the system allows: every connection is one, and
    thousands of sockets (players, spectators, or an attack) must not make accepting fail."""
    try:
        import resource
    except ImportError:  # not on this platform
        return
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    want = hard if hard != resource.RLIM_INFINITY else max(soft, 65536)
    if soft != resource.RLIM_INFINITY and soft < want:
        try:
            resource.setrlimit(resource.RLIMIT_NOFILE, (want, hard))
        except (ValueError, OSError):
            logging.getLogger("ogallala.web").warning("could not raise the limit of open files above %d", soft)


def serve(settings: Settings, host: str = "127.0.0.1", port: int = 8000, log_level: str = "info") -> None:
    """Run the app until interrupted (migrating the database first)."""
    import uvicorn

    from .app import create_app
    from .runtime.gcpolicy import GcPolicy
    from .runtime.guard import Guard, guarded_protocol
    from .runtime.onefile import hold_sqlite_file
    from .runtime.quietlog import quiet_uvicorn

    held = hold_sqlite_file(settings.database_url)  # before anything opens the file; kept till the end
    logging.basicConfig(level=getattr(logging, log_level.upper(), logging.INFO),
                        format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    quiet_uvicorn()
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
    more_files()
    guard = Guard(settings.http_per_address, settings.header_seconds, settings.idle_seconds, settings.max_header_bytes)
    app.state.guard = guard
    try:
        uvicorn.run(app, host=host, port=port, access_log=False, log_level=log_level, http=guarded_protocol(guard),
                    timeout_keep_alive=settings.idle_seconds,
                    ws_max_size=4 * settings.max_message, ws_ping_interval=20, ws_ping_timeout=20,
                    ws_per_message_deflate=False, timeout_graceful_shutdown=5)
    finally:
        if policy is not None:
            policy.stop()
        if held is not None:
            os.close(held)
