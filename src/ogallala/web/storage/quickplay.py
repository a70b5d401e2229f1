"""The SQL of quick play (web/players/quickplay.py): the queue's entries, one per waiting account, and
the matching of who waits, in one transaction (on PostgreSQL under an advisory lock, so two processes
never seat one player twice) that marks the seated entries with their table's id."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from sqlalchemy import Engine, and_, delete, insert, select, text, update

from .schema import accounts, games, queue

UNSEEN_SECONDS = 20.0
#: The advisory lock that serializes matching between processes on one PostgreSQL database.
MATCH_LOCK = 0x06A11A1B


@dataclass(frozen=True)
class Entry:
    account_id: str
    username: str
    edition: str
    players: int
    level: str
    wait_seconds: float | None
    mu: float
    joined: float


@dataclass(frozen=True)
class Match:
    game_id: str
    edition: str
    players: int
    people: list[Entry]
    level: str  # of the bots that fill the other seats


@dataclass(frozen=True)
class QueueState:
    status: str  # none, waiting, seated
    game_id: str | None = None
    edition: str | None = None
    players: int | None = None
    waited: float | None = None
    waiting_here: int | None = None  # people waiting for the same edition and player count
    wait_seconds: float | None = None  # then bots fill the table (None: people only)
    level: str | None = None  # the bots' level


#: Who sits together, from who waits and the time now (:func:`.players.quickplay.plan`).
Plan = Callable[[list[Entry], float], list[Match]]


class QueueRepository:
    """SQL of the quick-play queue."""

    def __init__(self, engine: Engine) -> None:
        self.engine = engine
        self.postgres = engine.dialect.name == "postgresql"

    def join(self, e: Entry, now: float) -> None:
        with self.engine.begin() as conn:
            conn.execute(delete(queue).where(queue.c.account_id == e.account_id))
            conn.execute(insert(queue).values(account_id=e.account_id, edition=e.edition, players=e.players,
                                              level=e.level, wait_seconds=e.wait_seconds, mu=e.mu, joined=now,
                                              seen=now, game_id=None))

    def leave(self, account_id: str) -> bool:
        with self.engine.begin() as conn:
            return bool(conn.execute(delete(queue).where(and_(queue.c.account_id == account_id,
                                                              queue.c.game_id.is_(None)))).rowcount)

    def poll(self, account_id: str, now: float) -> tuple[QueueState, bool]:
        """The account's entry (seen now), and whether its table is dealt (a seated entry is then done)."""
        with self.engine.begin() as conn:
            row = conn.execute(select(queue).where(queue.c.account_id == account_id)).first()
            if row is None:
                return QueueState("none"), False
            if row.game_id is not None:
                dealt = conn.execute(select(games.c.id).where(games.c.id == row.game_id)).first() is not None
                if dealt:
                    conn.execute(delete(queue).where(queue.c.account_id == account_id))
                    return QueueState("seated", row.game_id, row.edition, row.players, now - row.joined), True
                return QueueState("waiting", None, row.edition, row.players, now - row.joined, None,
                                  row.wait_seconds, row.level), False
            conn.execute(update(queue).where(queue.c.account_id == account_id).values(seen=now))
            n = conn.execute(select(queue.c.account_id).where(and_(
                queue.c.edition == row.edition, queue.c.players == row.players, queue.c.game_id.is_(None)))).all()
            return QueueState("waiting", None, row.edition, row.players, now - row.joined, len(n), row.wait_seconds,
                              row.level), False

    def match(self, now: float, plan: Plan) -> list[Match]:
        """Seat who can be seated (``plan`` says who sits together; their entries are marked with their
        table's id), in one transaction; drop entries nobody polls any more, and entries seated at a table
        that was never dealt."""
        with self.engine.begin() as conn:
            if self.postgres:
                conn.execute(text("SELECT pg_advisory_xact_lock(:k)"), {"k": MATCH_LOCK})
            conn.execute(delete(queue).where(and_(queue.c.game_id.is_(None), queue.c.seen < now - UNSEEN_SECONDS)))
            undealt = select(games.c.id).where(games.c.id == queue.c.game_id)
            conn.execute(update(queue).where(and_(queue.c.game_id.is_not(None), queue.c.seen < now - 60,
                                                  ~undealt.exists())).values(game_id=None, seen=now))
            rows = conn.execute(select(queue, accounts.c.username)
                                .join(accounts, accounts.c.id == queue.c.account_id)
                                .where(queue.c.game_id.is_(None))).all()
            waiting = [Entry(r.account_id, r.username, r.edition, r.players, r.level, r.wait_seconds, r.mu, r.joined)
                       for r in rows]
            matches = plan(waiting, now)
            for m in matches:
                conn.execute(update(queue).where(queue.c.account_id.in_([e.account_id for e in m.people]))
                             .values(game_id=m.game_id, seen=now))
        return matches
