"""The server's settings: one frozen value, from the command line or the environment."""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path

from .. import ConfigError


def default_database_url() -> str:
    """SQLite in the user's data directory (``OGALLALA_DATABASE_URL`` overrides it)."""
    import platformdirs

    folder = Path(platformdirs.user_data_dir("ogallala", appauthor=False))
    folder.mkdir(parents=True, exist_ok=True)
    return f"sqlite:///{folder / 'ogallala.sqlite3'}"


@dataclass(frozen=True)
class Settings:
    """Everything a server process is configured with (``docs/server.md`` lists each)."""

    database_url: str = field(default_factory=lambda: os.environ.get("OGALLALA_DATABASE_URL") or default_database_url())
    redis_url: str | None = field(default_factory=lambda: os.environ.get("OGALLALA_REDIS_URL") or None)
    #: Where mail goes out (``smtp://[USER:PASSWORD@]HOST[:PORT]``, ``smtp+starttls://…`` or ``smtps://…``;
    #: None: no email), and the sender it names.
    smtp_url: str | None = field(default_factory=lambda: os.environ.get("OGALLALA_SMTP_URL") or None, repr=False)
    #: On SQLite: how long a request's write waits for another connection's (process's, backup's) write lock
    #: on the file (off the event loop, which goes on meanwhile) before it answers 503 ``busy``.
    database_busy_seconds: float = 5.0
    mail_from: str = field(default_factory=lambda: os.environ.get("OGALLALA_MAIL_FROM") or "ogallala@localhost")
    #: Correspondence tables (a clock of an hour or more per decision) one account may be seated at.
    max_correspondence: int = 50
    #: Accept ``seed``, ``position`` and ``record`` when creating a table (tests, demos, teaching).
    allow_seed: bool = False
    #: Seconds a bot in a seat waits before it acts (so people can follow).
    bot_delay: float = 0.6
    #: Worker processes for bot decisions and hints (0: one fewer than the cores, at least 1).
    bot_workers: int = 0
    #: Where bot decisions, clock stand-ins and analyses are made: ``here`` (this process's workers) or
    #: ``workers`` (jobs that ``ogallala worker`` processes take from the database, on any machine;
    #: PostgreSQL and Redis only), and how long a worker's lease on a job holds before another takes it.
    bot_work: str = field(default_factory=lambda: os.environ.get("OGALLALA_BOT_WORK") or "here")
    work_lease_seconds: float = 30.0
    #: With several processes (``redis_url``): how long a process's lease on a table holds unless renewed
    #: (its holder applies the table's actions and runs its bots and clocks; see ``leases.py``), and how
    #: long an action forwarded to the holder waits for its answer before the request answers 503.
    table_lease_seconds: float = 10.0
    forward_seconds: float = 5.0
    #: Simulations of the ``hard`` level in a seat (an iteration budget, so decisions repeat exactly).
    hard_iterations: int = 144
    #: Tables not touched for this many seconds expire unless finished (and are deleted).
    expire_seconds: float = 7 * 24 * 3600
    #: Finished tables are kept this many seconds (None: for ever), for records and replays.
    keep_finished_seconds: float | None = None
    #: Tables created per client address and minute; unfinished tables at most.
    create_per_minute: int = 30
    #: accounts one address may create an hour
    sign_ups_per_hour: int = 5
    max_unfinished: int = 10_000
    #: unfinished tables created from one client address at most (so a few addresses cannot fill
    #: ``max_unfinished``; the tutorial's lessons count here but not against ``max_unfinished``)
    unfinished_per_address: int = 40
    #: open tables (a seat still waiting for a person) nobody touched for this long expire
    open_expire_seconds: float = 6 * 3600
    #: Largest request body and WebSocket message, in bytes.
    max_body: int = 256 * 1024
    max_message: int = 16 * 1024
    #: Open WebSockets per client address in a process (0: no cap), and the messages a socket may send
    #: a second on average (0: any) and at once; a socket over its rate is closed with a reason.
    sockets_per_address: int = 256
    #: Open HTTP connections per client address in a process (0: no cap; behind a proxy every
    #: connection comes from the proxy), seconds a request's headers may take to arrive (from the
    #: connection's start: a connection that sends nothing is closed too; more than the 10 s a browser
    #: keeps a connection it opened ahead unused, so it never picks one the server is closing), and
    #: seconds a kept-alive connection may stay silent between requests (see ``guard.py``).
    http_per_address: int = 256
    header_seconds: float = 20.0
    #: Seconds a request's body may take to arrive once its headers are in; a slower one is answered 408.
    body_seconds: float = 20.0
    #: Bytes a request's head (request line and headers) may hold; a larger one is answered 431.
    max_header_bytes: int = 64 * 1024
    idle_seconds: int = 5
    ws_messages_per_second: float = 30.0
    ws_burst: int = 60
    #: Seconds between the rounds of the game WebSockets' heartbeat (``{"type": "seq", "seq": n}`` to every
    #: socket that was sent nothing since the round before: a quiet socket hears from the server every two
    #: rounds at most); 0: none.
    heartbeat_seconds: float = 1.5
    #: Deals per decision of a game analysis (``GET /api/games/{id}/analysis``).
    analysis_samples: int = 16
    #: Hints and analyses under way at once (:mod:`.bots.caps`): from one client address, and in all in
    #: this process (over it: 429 and 503 with ``Retry-After``); the bots' moves at live tables come first
    #: in any case (:mod:`.bots.pool`).
    hints_per_address: int = 2
    hints_at_once: int = 8
    analyses_per_address: int = 2
    analyses_at_once: int = 2
    #: Measure the event loop's stalls and serve them at ``GET /api/server/loop`` (benchmarks).
    loop_stats: bool = False
    #: Origins allowed by CORS (none by default: the client is served by the server itself).
    cors_origins: tuple[str, ...] = ()
    #: How often the clock and bot sweeper looks for due work, in seconds.
    sweep_seconds: float = 0.5
    #: Bot turns overdue by this many seconds are taken over by any process (after a crash).
    bot_grace_seconds: float = 5.0
    #: Games kept in memory per process (least recently used are dropped and rebuilt on demand), and
    #: seconds a game nobody follows stays in memory after its last use (0: until the cache is full).
    cache_size: int = 20_000
    idle_table_seconds: float = 600.0
    #: ``ogallala serve`` lets the cycle collector walk only its youngest generation by itself,
    #: collects what came since the last collection when memory grew by a tenth and everything when
    #: it grew by half, looking this often (0: Python's defaults), and everything after
    #: ``gc_full_seconds`` too if that is not 0 (see ``gcpolicy.py``).
    gc_check_seconds: float = 10.0
    gc_full_seconds: float = 0.0
    #: Days a signed-in session lasts (players' accounts).
    session_days: float = 30.0

    def __post_init__(self) -> None:
        if self.redis_url and self.is_sqlite:
            raise ConfigError("--redis-url needs a shared database: several processes cannot serve one "
                              "SQLite file; use --database-url postgresql://...")
        if self.bot_work not in ("here", "workers"):
            raise ConfigError(f"bot_work is 'here' or 'workers', not {self.bot_work!r}")
        if self.bot_work == "workers" and (self.is_sqlite or not self.redis_url):
            raise ConfigError("bot work in worker processes needs PostgreSQL and Redis (--database-url "
                              "postgresql://... and --redis-url redis://...); on SQLite bots think in this process")
        if not self.work_lease_seconds > 0:
            raise ConfigError(f"work_lease_seconds is > 0, not {self.work_lease_seconds!r}")
        if not self.database_url.startswith(("sqlite", "postgresql")):
            raise ConfigError(f"unsupported database URL {self.database_url.split(':', 1)[0]!r}: "
                              "use sqlite:///FILE or postgresql://...")
        if self.gc_check_seconds and self.gc_full_seconds and self.gc_full_seconds < self.gc_check_seconds:
            raise ConfigError(f"gc_full_seconds ({self.gc_full_seconds!r}) is 0 (never) or at least "
                              f"gc_check_seconds ({self.gc_check_seconds!r})")
        if self.session_days <= 0:
            raise ConfigError(f"session_days is > 0, not {self.session_days!r}")
        if self.smtp_url is not None:
            from .smtp import parse_smtp_url

            parse_smtp_url(self.smtp_url)  # a bad URL fails at start, naming the problem
        if self.max_header_bytes < 1024:
            raise ConfigError(f"max_header_bytes is >= 1024, not {self.max_header_bytes!r}")
        if self.ws_burst < 1:
            raise ConfigError(f"ws_burst is >= 1, not {self.ws_burst!r}")
        for name in ("bot_delay", "expire_seconds", "sweep_seconds", "bot_grace_seconds", "gc_check_seconds",
                     "gc_full_seconds", "idle_table_seconds",
                     "sockets_per_address", "ws_messages_per_second", "http_per_address", "heartbeat_seconds",
                     "sign_ups_per_hour"):
            if getattr(self, name) < 0:
                raise ConfigError(f"{name} is >= 0, not {getattr(self, name)!r}")
        for name in ("header_seconds", "body_seconds", "idle_seconds", "table_lease_seconds", "forward_seconds",
                     "database_busy_seconds"):
            if not getattr(self, name) > 0:
                raise ConfigError(f"{name} is > 0, not {getattr(self, name)!r}")

    @property
    def is_sqlite(self) -> bool:
        return self.database_url.startswith("sqlite")

    @property
    def in_workers(self) -> bool:
        """Bot decisions, clock stand-ins and analyses are jobs for ``ogallala worker`` processes."""
        return self.bot_work == "workers"

    @property
    def workers(self) -> int:
        return self.bot_workers or max(1, (os.cpu_count() or 2) - 1)
