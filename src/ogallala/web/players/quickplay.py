"""Quick play, one use case of the server's: "Play now" puts a signed-in player in a queue kept in the
database (so every server process sees it) for an edition and a player count; people waiting are
seated together, closest ratings first, and once a player's chosen wait is over the remaining seats
go to bots of the level they chose (or they keep waiting for people). Leaving is one call; a queue
entry not polled for :data:`UNSEEN_SECONDS` (a closed tab) leaves by itself.

Matching runs in one transaction (on PostgreSQL under an advisory lock, so two processes never seat
one player twice) whenever someone joins or polls, and in the sweeper; the tables it deals are rated
like any table of accounts with no seed given.
"""

from __future__ import annotations

import random
import secrets
import time
from dataclasses import dataclass

from sqlalchemy import Engine, and_, delete, insert, select, text, update

from ..accounts.service import Account
from ..storage.ratings import RatingRepository
from ..storage.repository import Database
from ..storage.schema import accounts, games, queue
from ..tables.dealing import Tables
from ..tables.results import SeatRequest
from ..tables.table import new_game_id

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


def plan(waiting: list[Entry], now: float) -> list[Match]:
    """Who sits together: each group (edition, player count) from its longest-waiting player on; a table
    when enough people wait (those closest in rating to the longest-waiting one), or, once that player's
    wait is over, with whoever waits and accepts bots too, and bots of that player's level."""
    out = []
    groups: dict[tuple[str, int], list[Entry]] = {}
    for e in sorted(waiting, key=lambda e: e.joined):
        groups.setdefault((e.edition, e.players), []).append(e)
    for (edition, players), group in groups.items():
        seated: set[str] = set()
        for first in group:
            if first.account_id in seated:
                continue
            others = sorted((e for e in group if e.account_id not in seated and e is not first),
                            key=lambda e: (abs(e.mu - first.mu), e.joined))
            if len(others) >= players - 1:
                people = [first, *others[: players - 1]]
            elif first.wait_seconds is not None and now - first.joined >= first.wait_seconds:
                people = [first, *(e for e in others if e.wait_seconds is not None)]  # not those who wait for people
            else:
                continue
            seated.update(e.account_id for e in people)
            out.append(Match(new_game_id(), edition, players, people, first.level))
    return out


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
                return QueueState("waiting", None, row.edition, row.players, now - row.joined), False
            conn.execute(update(queue).where(queue.c.account_id == account_id).values(seen=now))
            n = conn.execute(select(queue.c.account_id).where(and_(
                queue.c.edition == row.edition, queue.c.players == row.players, queue.c.game_id.is_(None)))).all()
            return QueueState("waiting", None, row.edition, row.players, now - row.joined, len(n)), False

    def match(self, now: float) -> list[Match]:
        """Seat who can be seated (marking their entries with their table's id), in one transaction; drop
        entries nobody polls any more, and entries seated at a table that was never dealt."""
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


class QuickPlay:
    """The quick-play queue, on the server's database; tables dealt through :class:`.dealing.Tables`."""

    def __init__(self, db: Database, tables: Tables) -> None:
        self.db = db
        self.tables = tables
        self.repo = QueueRepository(db.engine)
        self.ratings = RatingRepository(db.engine)

    async def join(self, account: Account, edition: str, players: int, level: str,
                   wait_seconds: float | None) -> QueueState:
        found = await self.db.run(self.ratings.of, [f"account:{account.id}"], edition)
        mu = found[0].mu if found else 25.0
        entry = Entry(account.id, account.username, edition, players, level, wait_seconds, mu, time.time())
        await self.db.run(self.repo.join, entry, time.time())
        await self.run()
        return await self.state(account)

    async def leave(self, account: Account) -> None:
        await self.db.run(self.repo.leave, account.id)

    async def state(self, account: Account) -> QueueState:
        await self.run()
        state, _ = await self.db.run(self.repo.poll, account.id, time.time())
        return state

    async def run(self, now: float | None = None) -> None:
        """Seat who can be seated and deal their tables (seats in a random order)."""
        for m in await self.db.run(self.repo.match, time.time() if now is None else now):
            seats = [SeatRequest("human", e.username, account_id=e.account_id) for e in m.people]
            seats += [SeatRequest("bot", None, m.level) for _ in range(m.players - len(m.people))]
            random.Random(secrets.randbits(64)).shuffle(seats)
            await self.tables.create(edition=m.edition, variants=[], seats=seats, turn_seconds=None, client="",
                                     game_id=m.game_id)
