"""Quick play, one use case of the server's: "Play now" puts a signed-in player in a queue kept in the
database (so every server process sees it) for an edition and a player count; people waiting are
seated together, closest ratings first, and once a player's chosen wait is over the remaining seats
go to bots of the level they chose (or they keep waiting for people). Leaving is one call; a queue
entry not polled for :data:`.storage.quickplay.UNSEEN_SECONDS` (a closed tab) leaves by itself.

Matching runs in one transaction (on PostgreSQL under an advisory lock, so two processes never seat
one player twice; the queue's SQL is :mod:`.storage.quickplay`, who sits together is :func:`plan`)
whenever someone joins or polls, and in the sweeper; the tables it deals are rated like any table of
accounts with no seed given.
"""

from __future__ import annotations

import random
import secrets
import time

from ..accounts.service import Account
from ..storage.quickplay import Entry, Match, QueueRepository
from ..storage.quickplay import QueueState as QueueState  # the answer of the routes
from ..storage.ratings import RatingRepository
from ..storage.repository import Database
from ..tables.dealing import Tables
from ..tables.results import SeatRequest
from ..tables.table import new_game_id


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
        for m in await self.db.run(self.repo.match, time.time() if now is None else now, plan):
            seats = [SeatRequest("human", e.username, account_id=e.account_id) for e in m.people]
            seats += [SeatRequest("bot", None, m.level) for _ in range(m.players - len(m.people))]
            random.Random(secrets.randbits(64)).shuffle(seats)
            await self.tables.create(edition=m.edition, variants=[], seats=seats, turn_seconds=None, client="",
                                     game_id=m.game_id)
