"""The composition root: every part of the server built once and wired together, for the app
(:func:`.app.create_app`) and for a bot worker (:mod:`.worker`).

The tables' use cases (:class:`.tables.service.Service`) build their own parts; the other domains are
built here beside them and told what happens at the tables through the event bus (:mod:`.events`):
the ratings of a game that ended, the mail after a change and of an invitation, and the housekeeping
of quick play, mail, ratings and accounts. Routes reach each domain's service through the app's state, under its name.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from .accounts.passkeys import Passkeys
from .accounts.service import Account, Accounts
from .bots.caps import WorkCaps
from .bots.pool import BotPool
from .events import EventBus
from .learning import tutorial
from .learning.analyses import Analyses
from .mail.service import Mail
from .players.games import Players
from .players.quickplay import QuickPlay
from .players.ratings import Rating, Ratings
from .realtime.fanout import Fanout
from .settings import Settings
from .storage.repository import Database
from .storage.rows import SeatRow
from .tables.events import ChangeCommitted, GameEnded, Housekeeping, Invited, Swept
from .tables.service import Service

#: A part of the signed-in account's data export (``GET /api/me/data``), from a domain that holds some.
Export = Callable[[Account], Awaitable[dict[str, Any]]]


@dataclass
class Services:
    """Every service of one server process (or worker), and the bus that ties them."""

    events: EventBus
    tables: Service
    accounts: Accounts
    passkeys: Passkeys
    players: Players
    ratings: Ratings
    quickplay: QuickPlay
    mail: Mail
    analyses: Analyses
    bots: BotPool
    #: The parts of an account's data export, in the order they appear.
    exports: list[Export]

    async def start(self) -> None:
        await self.tables.start()

    async def close(self) -> None:
        await self.tables.close()
        await self.analyses.close()
        self.bots.close()


class _Lobbying:
    """What the lobby shows beside the tables: it leaves out the tutorial's tables and shows ratings."""

    ratings: Ratings | None = None  # set once built: the ratings read the tables' store

    def lessons(self) -> list[str]:
        return [x.position for x in tutorial.lessons()]

    async def of_seats(self, tables: list[tuple[str, list[SeatRow]]]) -> Sequence[Mapping[int, Rating]]:
        assert self.ratings is not None, "compose() sets the lobby's ratings before the server serves"
        return await self.ratings.of_seats(tables)


def compose(settings: Settings, db: Database, fanout: Fanout, bots: BotPool) -> Services:
    """Build every service on one database, fan-out and pool of bot workers, and subscribe them."""
    events = EventBus()
    accounts = Accounts(settings, db)
    lobby = _Lobbying()
    tables = Service(settings, db, fanout, bots, events, accounts, lobby)
    accounts.on_delete.append(tables.forget_account)  # its seats: "deleted player", running ones to bots

    async def forget_chat(account_id: str) -> None:
        await tables.chat.forget_author(account_id)  # its chat messages: "deleted player", no account

    accounts.on_delete.append(forget_chat)
    ratings = lobby.ratings = Ratings(db, tables.store)
    players = Players(db, tables.store, ratings)
    quickplay = QuickPlay(db, tables.tables)
    mail = Mail(db, settings.smtp_url, settings.mail_from, tables.followers.connected)
    analyses = Analyses(db, bots, tables.record, settings.analysis_samples, bots.background,
                        WorkCaps("analyses", settings.analyses_per_address, settings.analyses_at_once, 60),
                        queued=settings.in_workers)

    async def games_part(account: Account) -> dict[str, Any]:
        return {"games": await players.export(account)}

    async def invitations_part(account: Account) -> dict[str, Any]:
        return {"invitations": await players.export_invitations(account)}

    async def email_part(account: Account) -> dict[str, Any]:
        return {"email": await mail.state(account)}

    async def ratings_part(account: Account) -> dict[str, Any]:
        return await ratings.export(account.id)

    async def chat_part(account: Account) -> dict[str, Any]:
        return {"chat": await tables.chat.export(account.id)}

    # What follows a commit: the ratings of a game that ended (a failure is logged, the sweeper's catch-up
    # retries), the mail of a correspondence turn.
    events.subscribe(GameEnded, lambda e: ratings.rate(e.table))
    events.subscribe(ChangeCommitted, lambda e: mail.after_change(e.table))
    events.subscribe(Invited, lambda e: mail.invited(e.table, e.seats, e.inviter))
    # The housekeeping, about once a minute, in this order (the tables' own eviction of idle tables last).
    events.subscribe(Housekeeping, lambda e: quickplay.run())
    events.subscribe(Housekeeping, lambda e: mail.run(e.now))
    events.subscribe(Housekeeping, lambda e: ratings.catch_up(e.now))
    events.subscribe(Housekeeping, lambda e: accounts.forget_old(e.now))
    events.subscribe(Swept, lambda e: mail.run_if_queued(e.now))
    tables.subscribe_housekeeping()
    return Services(events, tables, accounts, Passkeys(accounts), players, ratings, quickplay, mail, analyses, bots,
                    [games_part, invitations_part, email_part, ratings_part, chat_part])
