"""Dealing tables: a new table from a seed, a position or a record, and the rematch of a finished one.

One use case of the server's (:class:`.services.Service` holds it as ``tables``): it checks what may
be dealt (the creation limit per address, seeds and positions only with ``--allow-seed``, the cap on
unfinished tables), deals the game through the engine, stores the table with its seats' hashed
tokens and hands it to the scheduler; it answers :class:`.results.Created`.
"""

from __future__ import annotations

import time
from collections import deque
from dataclasses import replace
from typing import Any

from ... import OgallalaError
from ...game import load_position, new_game, replay
from ..accounts.service import Account, username_key
from ..api import check_name
from ..bots.pool import LEVELS
from ..errors import (
    AccountsOnly,
    AmbiguousStart,
    BadLevel,
    BadName,
    BadPace,
    BadSetup,
    Forbidden,
    NotOver,
    NotSignedIn,
    PlayerNotFound,
    RematchExists,
    SeedNotAllowed,
    SetupMismatch,
    TooFast,
    TooManyCorrespondence,
    TooManyTables,
)
from ..settings import Settings
from ..storage.repository import Database
from ..storage.rows import ActionRow, GameRow, SeatRow
from .events import Invited
from .results import Created, SeatRequest, SeatToken
from .scheduler import STAND_IN, Scheduler
from .store import TableStore
from .sync import TableSync
from .table import PLAYING_KINDS, Table, new_game_id, new_token, rated_seats, start_game, token_hash
from .timers import PACE, PACES, pace_delay, timers

#: A clock of at least this many seconds per decision makes a correspondence table (its players are told
#: of their turn by email, and each may have only so many running).
CORRESPONDENCE_SECONDS = 3600


def _seat_name(req: SeatRequest, n: int) -> str:
    if req.name and req.name.strip():
        return check_name(req.name)
    return {"human": f"Player {n + 1}", "open": "", "bot": f"{req.level or 'medium'} bot",
            "remote-bot": "Remote bot"}[req.kind]


def _number_bots(rows: list[SeatRow]) -> None:
    """Bots of one level named by default are numbered in seat order ("hard bot 1", "hard bot 2"): a name
    a bot keeps into the rematch, where the seats move on."""
    default = {f"{r.level} bot" for r in rows if r.kind == "bot"}
    for name in default:
        same = [r for r in rows if r.kind == "bot" and r.name == name]
        if len(same) > 1:
            for k, r in enumerate(same, 1):
                r.name = f"{name} {k}"


def address_hash(client: str) -> str:
    """What a table keeps of the address that created it: a hash, for the cap on one address's tables."""
    return token_hash(f"address:{client}")


class CreationLimit:
    """At most ``per_minute`` tables a minute from one client address (or, ``what`` said otherwise, at most so
    many of something else a minute per key)."""

    def __init__(self, per_minute: int, what: str = "tables a minute from one address") -> None:
        self.per_minute = per_minute
        self.what = what
        self._created: dict[str, deque[float]] = {}

    def check(self, client: str) -> None:
        now = time.monotonic()
        q = self._created.setdefault(client, deque())
        while q and q[0] < now - 60:
            q.popleft()
        if len(q) >= self.per_minute:
            raise TooFast(f"at most {self.per_minute} {self.what}; try again later")
        q.append(now)
        if len(self._created) > 10_000:
            for key in [k for k, v in self._created.items() if not v or v[-1] < now - 60]:
                del self._created[key]


class Tables:
    """Creating tables and rematches, on the server's database, table store, scheduler and sync."""

    def __init__(self, settings: Settings, db: Database, store: TableStore, scheduler: Scheduler,
                 sync: TableSync) -> None:
        self.settings = settings
        self.db = db
        self.repo = db.repo
        self.store = store
        self.scheduler = scheduler
        self.sync = sync
        self.limit = CreationLimit(settings.create_per_minute)

    async def create(self, *, edition: str, variants: list[str], seats: list[SeatRequest],
                     turn_seconds: int | None, client: str, seed: int | None = None, position: str | None = None,
                     record: dict[str, Any] | None = None, rematch_of: str | None = None,
                     creator_hash: str | None = None, seat_hashes: list[str | None] | None = None,
                     account: Account | None = None, game_id: str | None = None, lesson: bool = False,
                     pace: str = PACE) -> Created:
        """Deal a new table; answers its id, the creator's token and every seat's token.

        A seat named by ``username`` is the signed-in creator's own (``account``) when it is theirs,
        else an open seat kept for that account (an invitation: no token, only that account may take it).
        ``game_id`` names a table the server deals itself (quick play; no creation limit). ``lesson``: the
        position is the server's own (a lesson of the guided first game), so no ``--allow-seed`` is needed.
        """
        if rematch_of is None and game_id is None:
            self.limit.check(client)
            if (seed, position, record) != (None, None, None) and not self.settings.allow_seed and not lesson:
                raise SeedNotAllowed("this server deals every game itself: seed, position and "
                                     "record are accepted only when it runs with --allow-seed")
        origin = None if game_id is not None else address_hash(client)  # quick play: the server deals it
        if origin is not None and rematch_of is None:
            cap = self.settings.unfinished_per_address
            if await self.db.run(self.repo.count_unfinished, origin) >= cap:
                raise TooManyTables(f"{cap} unfinished tables were created from this address already; "
                                    "finish or leave one first")
        if not lesson and await self.db.run(self.repo.count_unfinished) >= self.settings.max_unfinished:
            raise TooManyTables(f"this server holds {self.settings.max_unfinished} unfinished "
                                "tables already; try again later")
        if pace not in PACES:
            raise BadPace(f"unknown pace {pace!r}: one of {', '.join(PACES)}")
        for req in seats:
            if req.kind == "bot" and (req.level or STAND_IN) not in LEVELS:
                raise BadLevel(f"unknown bot level {req.level!r}: one of {', '.join(LEVELS)}")
        if sum(x is not None for x in (seed, position, record)) > 1:
            raise AmbiguousStart("give at most one of seed, position and record")
        seats = [await self._seat_of_account(req, account) for req in seats]
        if (turn_seconds or 0) >= CORRESPONDENCE_SECONDS:
            await self._check_correspondence(seats)
        first: list[str] = []
        try:
            if position is not None:
                game = load_position(position)
            elif record is not None:
                game = replay(record)
                first = [str(a) for a in game.history]
            else:
                game = new_game(edition, len(seats), seed, variants)
        except OgallalaError as e:
            raise BadSetup(e) from None
        if game.players != len(seats):
            raise SetupMismatch(f"the game has {game.players} seats but {len(seats)} were described")
        if position is None and record is None and game.edition != edition:
            raise SetupMismatch("edition mismatch")
        now = time.time()
        creator = new_token()
        tokens: list[str | None] = []
        rows = []
        for n, req in enumerate(seats):
            carried = seat_hashes[n] if seat_hashes else None
            token = new_token() if req.kind in PLAYING_KINDS and carried is None else None
            tokens.append(token)
            rows.append(SeatRow(n, req.kind, _seat_name(req, n)[:64], (req.level or STAND_IN) if req.kind == "bot"
                                else None, token_hash(token) if token else carried, req.account_id))
        _number_bots(rows)
        status = "over" if game.is_over() else "open" if any(r.kind == "open" for r in rows) else "running"
        # rated when nobody chose the deal; settled as the table starts (now, or when its last seat is taken)
        rated = (seed, position, record) == (None, None, None) and (status == "open" or rated_seats(rows))
        deadline, bot_due = timers(status, game, rows, turn_seconds, now, pace_delay(self.settings.bot_delay, pace))
        row = GameRow(
            id=game_id or new_game_id(), edition=game.edition, variants=list(game.variants), players=game.players,
            seed=game.seed, start=game.start, deck=game.custom_deck, status=status, seq=len(first), version=0,
            turn_seconds=turn_seconds, deadline=deadline, bot_due=bot_due,
            creator_hash=creator_hash or token_hash(creator), rematch_of=rematch_of, rematch=None,
            created=now, updated=now, rated=rated, pace=pace, origin=origin)
        acts: list[ActionRow] = []
        if first:  # the seat of each action, from a replay of the record
            g = start_game(row)
            for i, text in enumerate(first):
                acts.append(ActionRow(i, g.current_seat if g.current_seat is not None else -1, text, "record", now))
                g.apply(text)
        invited = tuple(r.seat for r in rows if r.kind == "open" and r.account_id is not None)
        await self.db.run(self.repo.create, row, rows, acts, account.id if account and invited else None)
        table = Table.from_snapshot(await self.store.snapshot(row.id))
        self.store.add(table)
        self.scheduler.schedule(table)
        if invited:  # the invited accounts are told (the mail's; the lobby asks by itself)
            await self.sync.events.publish(Invited(table, invited, account.username if account else None))
        return Created(row.id, None if creator_hash else creator,
                       [SeatToken(r.seat, r.kind, r.name, t) for r, t in zip(rows, tokens, strict=True)],
                       f"/games/{row.id}", rematch_of)

    async def _check_correspondence(self, seats: list[SeatRequest]) -> None:
        """A clock of an hour or more (a correspondence table) is for accounts: every person's seat is an
        account's or kept for one, and none of them is at ``max_correspondence`` such tables already."""
        people = [s for s in seats if s.kind in ("human", "open", "remote-bot")]
        if any(s.account_id is None or s.kind == "remote-bot" for s in people):
            raise AccountsOnly("a clock of an hour or more is for tables among accounts: every person's seat is "
                               "yours (signed in) or an invitation by username")
        cap = self.settings.max_correspondence
        for s in people:
            assert s.account_id is not None
            if await self.db.run(self.repo.count_correspondence, s.account_id, CORRESPONDENCE_SECONDS) >= cap:
                raise TooManyCorrespondence(f"{s.name} is at {cap} correspondence tables already")

    async def _seat_of_account(self, req: SeatRequest, account: Account | None) -> SeatRequest:
        """The seat request with the account its ``username`` names."""
        if req.username is None:
            return req
        if req.kind not in ("human", "open"):
            raise BadName("only a person's seat is given to an account (kind human or open)")
        if account is not None and username_key(req.username) == username_key(account.username):
            return replace(req, kind="human", name=account.username, account_id=account.id)
        if account is None:
            raise NotSignedIn("sign in to invite players by their username")
        found = await self.db.run(self.db.accounts.by_key, username_key(req.username))
        if found is None:
            raise PlayerNotFound(f"no player is called {req.username!r}")
        return replace(req, kind="open", name=found.username, account_id=found.id)

    async def set_pace(self, game_id: str, token: str | None, pace: str) -> str:
        """Set how fast the table's bots move (the creator's token); from the bots' next move on."""
        if pace not in PACES:
            raise BadPace(f"unknown pace {pace!r}: one of {', '.join(PACES)}")
        table = await self.store.get(game_id)
        if not table.is_creator(token):
            raise Forbidden("only the table's creator (with the creator token) sets the bots' pace")
        async with table.lock:
            await self.store.sync(table)
            if table.row.pace != pace:
                await self.db.run(self.repo.set_pace, table.id, pace, time.time())
                table.row.pace = pace
                table.row.version += 1
        await self.sync.changed(table)
        return pace

    async def rematch(self, game_id: str, token: str | None) -> Created:
        table = await self.store.get(game_id)
        if not table.is_creator(token):
            raise Forbidden("only the table's creator (with the creator token) starts a rematch")
        async with table.lock:
            await self.store.sync(table)
            if table.status != "over":
                raise NotOver("a rematch follows a finished game")
            if table.row.rematch:
                raise RematchExists(f"the rematch is table {table.row.rematch}")
            n = len(table.seats)
            order = [table.seats[(i + 1) % n] for i in range(n)]  # the first seat moves on by one
            reqs = [SeatRequest(s.kind, s.name, s.level, account_id=s.account_id) for s in order]
            out = await self.create(
                edition=table.row.edition, variants=list(table.row.variants), seats=reqs,
                turn_seconds=table.row.turn_seconds, client="", rematch_of=table.id, pace=table.row.pace,
                creator_hash=table.row.creator_hash, seat_hashes=[s.token_hash for s in order])
            await self.db.run(self.repo.set_rematch, table.id, out.id, time.time())
            table.row.rematch = out.id
            table.row.version += 1
        await self.sync.changed(table)
        return out
