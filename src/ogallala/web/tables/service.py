"""The tables' use cases: take a seat, act, view, hint, replay, follow a table (dealing tables and
rematches is :mod:`.dealing`'s, held here as ``tables``).

The services hold no SQL (that is the repository's), no rules (the engine's) and no HTTP (the routes
map their errors): they check who may do what and answer dataclasses. The tables in memory are the
store's (:mod:`.store`), committing and telling other processes is :mod:`.sync`'s, bots and clocks
are the scheduler's (:mod:`.scheduler`), and who follows which table is :mod:`.presence`'s.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import Mapping, Sequence
from dataclasses import asdict, replace
from typing import Any, Protocol

from ... import Action, OgallalaError
from ..accounts.service import Account, Accounts
from ..api import check_name
from ..bots.caps import WorkCaps
from ..bots.pool import HINT, LEVELS, BotPool, bot_spec, seat_seed
from ..errors import (
    BadLevel,
    BadName,
    ChangedMeanwhile,
    Forbidden,
    GameOver,
    IllegalAction,
    NotOver,
    NotStarted,
    NotYourTurn,
    SeatNotFound,
    SeatTaken,
    StaleSeq,
    StepNotFound,
    TableError,
    TableNotFound,
)
from ..events import EventBus
from ..realtime.fanout import Fanout
from ..realtime.forwarding import Forwarding
from ..realtime.leases import TableLeases, refusal_to_json
from ..realtime.messages import ChatPosted, ChatSwitched, SyncMessage, TableChanged
from ..settings import Settings
from ..storage.invitations import InvitationRepository
from ..storage.repository import Database
from ..storage.rows import NoteRow, SeatRow
from .chat import Chat
from .dealing import Tables
from .events import Housekeeping
from .presence import Followers, Subscriber
from .results import (
    Hint,
    Lobby,
    LobbyGame,
    LobbySeat,
    LogPage,
    ReplayPage,
    ReplayStep,
    SeatChange,
)
from .scheduler import STAND_IN, Scheduler
from .store import TableStore
from .sync import TableSync
from .table import Table, new_token, start_game, token_hash
from .timers import Background
from .views import replay_view, seat_list, viewer_view

log = logging.getLogger("ogallala.web")

#: The name a deleted account's seats show (the page says it in its language: the seat is ``deleted``).
DELETED_NAME = "deleted player"


def _scrubbed(data: dict[str, Any]) -> dict[str, Any]:
    """A note about a deleted account's seat, naming "deleted player" instead of the account."""
    out = dict(data)
    for key in ("name", "old"):
        if key in out and out[key] != DELETED_NAME:
            out[key] = DELETED_NAME
            out["deleted"] = True
    return out


class _Malformed(Exception):
    """A request of another process that does not say what it asks (it answers with an error)."""


def _shown(rating: Shown | None) -> tuple[int | None, bool]:
    return (None, False) if rating is None else (rating.rating, rating.provisional)


def _checked_name(name: str) -> str:
    return check_name(name)


class Shown(Protocol):
    """A seat's rating as the lobby shows it."""

    @property
    def rating(self) -> int: ...

    @property
    def provisional(self) -> bool: ...


class Lobbying(Protocol):
    """What the lobby shows beside the tables, from the parts above them (the composition root's)."""

    def lessons(self) -> list[str]:
        """The start positions of the tutorial's tables, which the lobby leaves out."""
        ...

    async def of_seats(self, tables: list[tuple[str, list[SeatRow]]]) -> Sequence[Mapping[int, Shown]]:
        """For each (edition, seats), the rating of each seat that has one."""
        ...


class Service:
    """The table use cases, on one database, one fan-out and one pool of bot workers. The parts of the
    tables (the store, committing, the scheduler, dealing, leases) are built here; the other domains
    are the composition root's (``compose.py``), which tells them of the tables' events."""

    def __init__(self, settings: Settings, db: Database, fanout: Fanout, bots: BotPool, events: EventBus,
                 accounts: Accounts, lobby: Lobbying) -> None:
        self.settings = settings
        self.db = db
        self.repo = db.repo
        self.fanout = fanout
        self.bots = bots
        self.hint_caps = WorkCaps("hints", settings.hints_per_address, settings.hints_at_once, 5)
        self.events = events
        self.accounts = accounts
        self.lobbying = lobby
        self.followers = Followers(fanout)
        self.store = TableStore(db, settings.cache_size, settings.redis_url is not None, self.followers.is_followed)
        self.background = Background()
        self._heartbeat: asyncio.Task[None] | None = None
        #: With several processes, the holder of a table's lease serves its changes (``leases.py``).
        self.leases = TableLeases(db, fanout.proc, settings.table_lease_seconds) if self.store.shared else None
        self.forwarding = Forwarding(self.leases, fanout, settings.forward_seconds)
        self.scheduler = Scheduler(settings, db, self.store, self.followers, bots, self.background, events,
                                   self.leases, self.forwarding.hand_over)
        self.sync = TableSync(db, self.store, self.followers, fanout, settings.bot_delay, self.background,
                              self.scheduler.schedule, events, self.leases)
        self.tables = Tables(settings, db, self.store, self.scheduler, self.sync)
        self.invitations = InvitationRepository(db)
        self.chat = Chat(db, self.followers, fanout, self.store.shared, self._current, self.background)

    def subscribe_housekeeping(self) -> None:
        """Evict idle tables from memory at the housekeeping (after the others' chores: the composition
        root calls this once it has subscribed them)."""
        if self.settings.idle_table_seconds:
            self.events.subscribe(Housekeeping, self._evict_idle)

    async def _evict_idle(self, event: Housekeeping) -> None:
        self.store.evict_idle(self.settings.idle_table_seconds)

    async def start(self) -> None:
        await self.fanout.start(self._on_message, self.sync.on_gap, self._answer)
        self.scheduler.start(self.sync)
        if self.settings.heartbeat_seconds:
            self._heartbeat = asyncio.create_task(self.followers.beat_every(self.settings.heartbeat_seconds,
                                                                            self._seq_of))

    async def _on_message(self, game_id: str, message: SyncMessage) -> None:
        """Another process's message: the chat's to the chat, the rest to the tables' sync."""
        if isinstance(message, ChatPosted | ChatSwitched):
            await self.chat.on_message(game_id, message)
        else:
            await self.sync.on_message(game_id, message)

    def _seq_of(self, game_id: str) -> int | None:
        """The latest seq of a table this process holds (the heartbeat's), None for one it does not."""
        table = self.store.held(game_id)
        return None if table is None else table.seq

    async def close(self) -> None:
        if self._heartbeat is not None:
            self._heartbeat.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._heartbeat
        await self.scheduler.close()
        if self.leases is not None:  # the others take this process's tables without waiting for its leases
            try:
                await self.leases.release_all()
            except Exception as e:
                log.warning("could not give back this process's table leases (%s); they run out by themselves", e)
        await self.fanout.close()

    # -- seats

    def _seat_row(self, table: Table, n: int) -> SeatRow:
        if not 0 <= n < len(table.seats):
            raise SeatNotFound(f"game {table.id!r} has seats 0..{len(table.seats) - 1}, not {n}")
        return table.seats[n]

    async def claim(self, game_id: str, n: int, name: str, account: Account | None = None) -> SeatChange:
        """Take an open seat (a signed-in player takes it as their account, under their username; a seat
        kept for an invited account is that account's to take)."""
        who = None if account is None else {"id": account.id, "username": account.username,
                                            "created": account.created}
        change = await self._seat_at_holder(game_id, {"op": "claim", "seat": n, "name": name, "account": who})
        return change if change is not None else await self._claim(game_id, n, name, account)

    async def _claim(self, game_id: str, n: int, name: str, account: Account | None) -> SeatChange:
        table = await self.store.get(game_id)
        async with table.lock:
            await self.store.sync(table)
            row = self._seat_row(table, n)
            if row.kind != "open":
                raise SeatTaken(f"seat {n} is not open")
            if row.account_id is not None and (account is None or account.id != row.account_id):
                raise Forbidden(f"seat {n} is kept for the invited player {row.name}")
            if account is not None:
                name = account.username
            if not name.strip():
                raise BadName("a name is needed to take a seat")
            name = check_name(name)
            token = new_token()
            await self.sync.commit_seat(table, SeatRow(n, "human", name, None, token_hash(token),
                                                       account.id if account else None),
                                        {"event": "seat-claimed", "seat": n, "name": name})
        if row.account_id is not None:  # the invited account took its seat
            await self.db.run(self.invitations.answer, game_id, n, row.account_id, "accepted", time.time())
        return SeatChange(n, "human", name, None, token)

    async def decline(self, game_id: str, n: int, account: Account) -> SeatChange:
        """The invited account declines the seat kept for it: the seat is open to anyone from now on (the
        table's log says who declined)."""
        change = await self._seat_at_holder(game_id, {"op": "decline", "seat": n, "account": account.id})
        return change if change is not None else await self._decline(game_id, n, account.id)

    async def _decline(self, game_id: str, n: int, account_id: str) -> SeatChange:
        table = await self.store.get(game_id)
        async with table.lock:
            await self.store.sync(table)
            row = self._seat_row(table, n)
            if row.kind != "open" or row.account_id != account_id:
                raise Forbidden(f"seat {n} is not kept for you: only an invited player declines their seat")
            await self.sync.commit_seat(table, SeatRow(n, "open", "", None, None, None),
                                        {"event": "seat-declined", "seat": n, "name": row.name})
        await self.db.run(self.invitations.answer, game_id, n, account_id, "declined", time.time())
        return SeatChange(n, "open", "", None, None)

    async def adopt(self, game_id: str, token: str, account: Account) -> SeatChange | None:
        """The seat whose token this is becomes the signed-in account's (a game played by link before the
        account was made, in the same browser): it carries the username from now on. None: no seat of a
        person's has this token, or the seat is an account's already, or the account has a seat there."""
        who = {"id": account.id, "username": account.username, "created": account.created}
        try:
            change = await self._seat_at_holder(game_id, {"op": "adopt", "seat": -1, "token": token, "account": who})
            return change if change is not None else await self._adopt(game_id, token, account)
        except (Forbidden, TableNotFound):
            return None

    async def _adopt(self, game_id: str, token: str, account: Account) -> SeatChange:
        table = await self.store.get(game_id)
        async with table.lock:
            await self.store.sync(table)
            n = table.seat_of(token)
            old = None if n is None else table.seats[n]
            if n is None or old is None or old.kind != "human" or old.account_id is not None \
                    or table.seats_of(account.id):
                raise Forbidden("that token is not a seat of a person's without an account at this table")
            await self.sync.commit_seat(table, replace(old, name=account.username, account_id=account.id),
                                        {"event": "seat-renamed", "seat": n, "name": account.username,
                                         "old": old.name})
        return SeatChange(n, "human", account.username, None, None)

    async def rename(self, game_id: str, n: int, name: str, token: str | None,
                     account: str | None = None) -> SeatChange:
        """A person names their own seat (its token, or its signed-in player); an account's seat carries
        its username and is not renamed."""
        name = _checked_name(name)
        change = await self._seat_at_holder(game_id, {"op": "rename", "seat": n, "name": name, "token": token,
                                                      "account": account})
        return change if change is not None else await self._rename(game_id, n, name, token, account)

    async def _rename(self, game_id: str, n: int, name: str, token: str | None, account: str | None) -> SeatChange:
        name = _checked_name(name)
        table = await self.store.get(game_id)
        async with table.lock:
            await self.store.sync(table)
            old = self._seat_row(table, n)
            if table.seat_of(token) != n and not (token is None and n in table.seats_of(account)):
                raise Forbidden(f"only seat {n}'s own token (or its signed-in player) can rename it")
            if old.kind != "human":
                raise BadName(f"seat {n} is not a person's seat")
            if old.account_id is not None:
                raise BadName("a signed-in player's seat carries their username")
            if table.status == "over":
                raise GameOver("the game is over")
            await self.sync.commit_seat(table, replace(old, name=name),
                                        {"event": "seat-renamed", "seat": n, "name": name, "old": old.name})
        return SeatChange(n, "human", name, None, None)

    async def to_bot(self, game_id: str, n: int, token: str | None, level: str) -> SeatChange:
        table = await self._creator_hands_to(game_id, token, level)
        change = await self._seat_at_holder(game_id, {"op": "to_bot", "seat": n, "token": token, "level": level})
        return change if change is not None else await self._hand_to_bot(table, n, level, "creator")

    async def _creator_hands_to(self, game_id: str, token: str | None, level: str) -> Table:
        table = await self.store.get(game_id)
        if not table.is_creator(token):
            raise Forbidden("only the table's creator (with the creator token) hands seats to bots")
        if level not in LEVELS:
            raise BadLevel(f"unknown bot level {level!r}: one of {', '.join(LEVELS)}")
        return table

    async def _to_bot(self, game_id: str, n: int, token: str | None, level: str) -> SeatChange:
        table = await self._creator_hands_to(game_id, token, level)
        return await self._hand_to_bot(table, n, level, "creator")

    async def leave(self, game_id: str, n: int, token: str | None, account: str | None = None) -> SeatChange:
        change = await self._seat_at_holder(game_id, {"op": "leave", "seat": n, "token": token, "account": account})
        return change if change is not None else await self._leave(game_id, n, token, account)

    async def _leave(self, game_id: str, n: int, token: str | None, account: str | None) -> SeatChange:
        table = await self.store.get(game_id)
        return await self._hand_to_bot(table, n, STAND_IN, "left", token, account)

    async def _seat_at_holder(self, game_id: str, request: dict[str, Any]) -> SeatChange | None:
        """With several processes, a seat change is made by the holder of the table's lease, as its actions
        are: forwarded there (:mod:`..realtime.forwarding`) and this process's table brought up to it.
        None: make it here."""
        answer = await self.forwarding.to_holder(game_id, request)
        if answer is None:
            return None
        table = await self.store.get(game_id)
        async with table.lock:
            await self.store.sync(table, force=True)
        change = answer["change"]
        return SeatChange(int(change["seat"]), str(change["kind"]), str(change["name"]), change["level"],
                          change["token"])

    async def _hand_to_bot(self, table: Table, n: int, level: str, why: str, token: str | None = None,
                           account: str | None = None) -> SeatChange:
        async with table.lock:
            await self.store.sync(table)
            old = self._seat_row(table, n)
            if why == "left" and table.seat_of(token) != n and not (token is None and n in table.seats_of(account)):
                raise Forbidden(f"only seat {n}'s own token (or its signed-in player) can leave it")
            if table.status == "over":
                raise GameOver("the game is over")
            # the account stays on the seat's row (it no longer acts there): a rated game ranks it last
            new = SeatRow(n, "bot", f"{level} bot", level, None, old.account_id)
            await self.sync.commit_seat(table, new, {"event": "seat-to-bot", "seat": n, "level": level, "why": why,
                                                     "name": old.name})  # the log names who left, not the bot
        return SeatChange(n, "bot", new.name, level, None)

    # -- a deleted account

    async def forget_account(self, account_id: str) -> None:
        """What a deleted account leaves at the tables: each of its running seats is handed to a bot (the
        others are told in the log, and a correspondence clock no longer waits on it: the bot plays at
        once); every seat of its shows "deleted player" with no rating, its token void; a seat kept open
        for it (an invitation not answered) is open to anyone, and the log tells the table so (the note
        ``seat-released``, which names nobody); its unanswered invitations are answered ``deleted``; and the
        log's notes that named it name "deleted player"."""
        rows = await self.db.run(self.repo.games_of, account_id, None)
        for game, _ in rows:
            for attempt in range(5):
                try:
                    await self._forget_at(game.id, account_id)
                    break
                except ChangedMeanwhile:
                    if attempt == 4:
                        log.warning("game %s still names a deleted account (it kept changing)", game.id)
                except TableNotFound:
                    break
        await self.db.run(self.invitations.release, account_id, time.time())

    async def _forget_at(self, game_id: str, account_id: str) -> None:
        table = await self.store.get(game_id)
        async with table.lock:
            await self.store.sync(table, force=True)
            if table.status == "running":
                for s in list(table.seats):
                    if s.account_id == account_id and s.kind == "human":
                        await self.sync.commit_seat(
                            table, SeatRow(s.seat, "bot", f"{STAND_IN} bot", STAND_IN, None, account_id, True),
                            {"event": "seat-to-bot", "seat": s.seat, "level": STAND_IN, "why": "deleted",
                             "name": DELETED_NAME, "deleted": True})
            if table.status == "open":  # a seat kept for it (its invitation): open to anyone, and the table told
                for s in list(table.seats):
                    if s.account_id == account_id and s.kind == "open":
                        await self.sync.commit_seat(table, SeatRow(s.seat, "open", "", None, None, None),
                                                    {"event": "seat-released", "seat": s.seat, "why": "deleted"})
            mine = {s.seat for s in table.seats if s.account_id == account_id}
            changed = []
            for s in table.seats:
                if s.account_id != account_id:
                    continue
                if s.kind == "open":  # kept for the invited account: now open to anyone
                    changed.append(replace(s, name="", account_id=None))
                elif s.kind == "bot":
                    changed.append(replace(s, deleted=True))
                else:
                    changed.append(replace(s, name=DELETED_NAME, token_hash=None, deleted=True))
            scrubbed = [NoteRow(n.n, n.seq, _scrubbed(n.data), n.at) for n in table.notes
                        if n.data.get("seat") in mine and _scrubbed(n.data) != n.data]
            if not changed and not scrubbed:
                return
            if not await self.db.run(self.repo.forget_seats, table.id, table.row.version, changed, scrubbed):
                await self.store.sync(table, force=True)
                raise ChangedMeanwhile("the table changed meanwhile")
            by_seat = {s.seat: s for s in changed}
            table.seats = [by_seat.get(s.seat, s) for s in table.seats]
            by_n = {n.n: n for n in scrubbed}
            table.notes = [by_n.get(n.n, n) for n in table.notes]
            table.row.version += 1
            table.body = None
            await self.sync.changed(table, TableChanged(table.row.version, notes=True))  # others reread the log
        self.store.release(table)

    # -- viewing

    def _viewer(self, table: Table, token: str | None, account: str | None = None) -> int | None:
        if token is None:
            return table.seat_of(None, account)
        seat = table.seat_of(token)
        if seat is None:
            raise Forbidden("that token is not a seat's token at this table")
        return seat

    async def _current(self, game_id: str) -> Table:
        """The table, brought up to the database when other processes write too."""
        table = await self.store.get(game_id)
        if self.store.shared:
            async with table.lock:
                await self.store.sync(table)
        return table

    async def view(self, game_id: str, token: str | None, account: str | None = None) -> str:
        """The view of the seat whose token this is (or the signed-in account's seat), or the spectator's
        view (JSON text)."""
        table = await self.store.get(game_id)
        seat = self._viewer(table, token, account)
        if self.store.shared:
            async with table.lock:
                await self.store.sync(table)
        return viewer_view(table, await self.followers.connected(game_id), seat)

    async def log(self, game_id: str, since: int, limit: int) -> LogPage:
        table = await self._current(game_id)
        entries, nxt = table.log(since, limit)
        return LogPage(entries, nxt)

    async def lobby(self, status: str | None, limit: int, offset: int) -> Lobby:
        rows = await self.db.run(self.repo.list_games, status, limit + 1, offset, self.lobbying.lessons())
        rated = await self.lobbying.of_seats([(g.edition, seats) for g, seats in rows[:limit]])
        games = [LobbyGame(g.id, g.edition, g.variants, g.players, g.status, g.seq,
                           [LobbySeat(s.seat, s.kind, s.name, s.level, *_shown(r.get(s.seat)), s.deleted)
                            for s in seats],
                           g.turn_seconds, g.created, g.updated, g.pace)
                 for (g, seats), r in zip(rows[:limit], rated, strict=True)]
        return Lobby(games, offset + limit if len(rows) > limit else None)

    async def _finished(self, game_id: str, refusal: str) -> Table:
        table = await self.store.get(game_id)
        async with table.lock:
            await self.store.sync(table)
        if not table.game.is_over():
            raise NotOver(refusal)
        return table

    async def record(self, game_id: str) -> dict[str, Any]:
        """The game record (docs/notation.md) with the table's seats, once the game is over."""
        table = await self._finished(game_id, "the record holds the seed, so it is given once the game is over")
        rec = table.game.record()
        rec["table"] = {"id": table.id, "seats": seat_list(table, set())}
        return rec

    async def replay(self, game_id: str, start: int, count: int) -> ReplayPage:
        table = await self._finished(game_id, "a game can be replayed once it is over")
        total = table.seq
        if start > total:
            raise StepNotFound(f"the game has {total} actions; steps are 0..{total}")
        game = start_game(table.row)
        for a in table.actions[:start]:
            game.apply(a.action)
        views = []
        for k in range(start, min(total, start + count - 1) + 1):
            if k > start:
                game.apply(table.actions[k - 1].action)
            last = table.actions[k - 1] if k > 0 else None
            views.append(ReplayStep(k, last.action if last else None, last.seat if last else None,
                                    replay_view(table, game, k)))
        return ReplayPage(total, views)

    # -- acting

    def _check_turn(self, table: Table, seat: int, seq: int) -> None:
        """The table's facts that allow ``seat`` to act at ``seq`` (the engine then judges the action itself)."""
        if table.status == "open":
            raise NotStarted("the table waits for every seat to be taken")
        if table.status == "over":
            raise GameOver("the game is over")
        if seq != table.seq:
            raise StaleSeq(f"the game is at seq {table.seq}, not {seq}: look again")
        if table.game.current_seat != seat:
            raise NotYourTurn(f"seat {table.game.current_seat} decides now, not seat {seat}")

    async def _acting(self, game_id: str, token: str | None, account: str | None) -> tuple[Table, list[SeatRow], int]:
        """The table, its seats as read and the seat of ``token`` (or of the signed-in ``account``)."""
        table = await self.store.get(game_id)
        seats = table.seats
        seat = table.seat_of(token, account)
        if seat is None:
            raise Forbidden("acting needs the token of a seat at this table")
        return table, seats, seat

    async def act(self, game_id: str, token: str | None, action: str, seq: int,
                  account: str | None = None) -> tuple[Table, int]:
        """Apply a seat's action: it is committed before anyone sees its result. With several processes,
        the action is applied by the holder of the table's lease: forwarded there if another process
        holds it (:mod:`..realtime.forwarding`)."""
        table, seats, seat = await self._acting(game_id, token, account)
        request = {"op": "act", "token": token, "account": account, "action": action, "seq": seq}
        answer = await self.forwarding.to_holder(game_id, request)
        if answer is not None:
            if table.seq <= seq:  # its message has not reached this process (or nobody follows it here)
                async with table.lock:
                    await self.store.sync(table, force=True)
            return table, int(answer["seat"])
        return table, await self._apply(table, seats, seat, token, action, seq, account)

    async def _act(self, game_id: str, token: str | None, action: str, seq: int, account: str | None) -> int:
        """An action another process forwarded here, the holder: applied here in any case."""
        table, seats, seat = await self._acting(game_id, token, account)
        return await self._apply(table, seats, seat, token, action, seq, account)

    async def _apply(self, table: Table, seats: list[SeatRow], seat: int, token: str | None, action: str, seq: int,
                     account: str | None) -> int:
        async with table.lock:
            if seq != table.seq:  # another process may be ahead (the commit refuses a stale table anyway)
                await self.store.sync(table)
            if token is None or table.seats is not seats:  # the seat may have been handed to a bot meanwhile
                seat_now = table.seat_of(token, account)  # (a change of seats replaces the list)
                if seat_now is None:
                    raise Forbidden("acting needs the token of a seat at this table")
                seat = seat_now
            self._check_turn(table, seat, seq)
            after = table.game.copy()  # the table's game stays as it was until the commit succeeds
            try:
                chosen = table.legal_action(action)  # a legal action's own text needs no parsing
                if chosen is None:
                    chosen = after.parse_action(action)
                after.apply(chosen, seat=seat)  # the one validation: it raises the engine's reason
            except OgallalaError as e:
                raise IllegalAction(e) from None
            await self.sync.commit_action(table, seat, chosen, after, "player")
        return seat

    async def _answer(self, request: dict[str, Any]) -> dict[str, Any]:
        """Answer another process's request: an action or seat change of a table whose lease this process
        holds, or a bot turn or clock that came due there (``look``)."""
        try:
            op, game_id = request.get("op"), request.get("game")
            if not isinstance(game_id, str):
                raise _Malformed("a request names its game")
            if op == "act":
                action, seq = request.get("action"), request.get("seq")
                token, account = request.get("token"), request.get("account")
                if not isinstance(action, str) or not isinstance(seq, int) or not isinstance(token, (str, type(None))) \
                        or not isinstance(account, (str, type(None))):
                    raise _Malformed("an action request has an action, a seq and a token or account")
                return {"seat": await self._act(game_id, token, action, seq, account)}
            if op in ("claim", "rename", "to_bot", "leave", "decline", "adopt"):
                return {"change": asdict(await self._seat_change(op, game_id, request))}
            if op == "look":
                table = await self._current(game_id)
                self.scheduler.look_again(table)
                return {}
            raise _Malformed(f"unknown request {op!r}")
        except TableError as e:
            return refusal_to_json(e)
        except _Malformed as e:
            return {"error": "BadRequest", "message": str(e)}

    async def _seat_change(self, op: str, game_id: str, request: dict[str, Any]) -> SeatChange:
        """Make a seat change another process forwarded (:meth:`_seat_at_holder`), its fields checked."""
        n, name, token, account = request.get("seat"), request.get("name"), request.get("token"), request.get("account")
        if not isinstance(n, int) or isinstance(n, bool) or not isinstance(token, (str, type(None))):
            raise _Malformed("a seat change names its seat, and its token if any")
        if op == "claim":
            who = account if isinstance(account, dict) else {}
            if not isinstance(name, str) or not (account is None or (isinstance(who.get("id"), str)
                                                  and isinstance(who.get("username"), str)
                                                  and isinstance(who.get("created"), (int, float)))):
                raise _Malformed("a claim has a name, and its account's id, username and creation time if any")
            signed_in = None if account is None else Account(who["id"], who["username"], float(who["created"]))
            return await self._claim(game_id, n, name, signed_in)
        if not isinstance(account, (str, type(None))):
            raise _Malformed("a seat change's account is its id")
        if op == "adopt":
            who = account if isinstance(account, dict) else {}
            if not isinstance(token, str) or not (isinstance(who.get("id"), str) and isinstance(
                    who.get("username"), str) and isinstance(who.get("created"), (int, float))):
                raise _Malformed("adopting a seat names its token and the account")
            return await self._adopt(game_id, token, Account(who["id"], who["username"], float(who["created"])))
        if op == "decline":
            if not isinstance(account, str):
                raise _Malformed("declining names the invited account")
            return await self._decline(game_id, n, account)
        if op == "rename":
            if not isinstance(name, str):
                raise _Malformed("a renaming has a name")
            return await self._rename(game_id, n, name, token, account)
        if op == "to_bot":
            level = request.get("level")
            if not isinstance(level, str):
                raise _Malformed("handing a seat to a bot names its level")
            return await self._to_bot(game_id, n, token, level)
        return await self._leave(game_id, n, token, account)

    async def act_and_view(self, game_id: str, token: str | None, action: str, seq: int,
                           account: str | None = None) -> str:
        """:meth:`act`, then the acting seat's view of the result (JSON text)."""
        table, seat = await self.act(game_id, token, action, seq, account)
        view = viewer_view(table, await self.followers.connected(game_id), seat)
        self.store.release(table)
        return view

    # -- hints

    async def hint(self, game_id: str, token: str | None, level: str = "expert", account: str | None = None,
                   address: str = "local") -> Hint:
        table = await self.store.get(game_id)
        seat = self._viewer(table, token, account)
        if seat is None:
            raise Forbidden("a hint is for a seat: send its token")
        if level not in LEVELS:
            raise BadLevel(f"unknown bot level {level!r}: one of {', '.join(LEVELS)}")
        async with table.lock:
            await self.store.sync(table)
            if table.deciding() != seat:
                raise NotYourTurn(f"seat {seat} has no decision to make now")
            seq = table.seq
            view = table.game.view(seat, events=False)
            legal = table.game.legal_codes()
        with self.hint_caps.held(address):
            code = await self.bots.decide(bot_spec(level, self.settings.hard_iterations), view, legal,
                                          seat_seed(table.id, seat, seq, "hint"), priority=HINT)
        return Hint(str(Action.from_code(code)), level, seq)

    # -- following a table (WebSocket)

    async def subscribe(self, game_id: str, token: str | None, account: str | None = None) -> Subscriber:
        # Follow first, then read: a change committed elsewhere after the read comes as a message.
        await self.fanout.follow(game_id)
        try:
            table = await self.store.get(game_id)
            if self.store.shared:
                async with table.lock:  # held here unfollowed, it may be behind the database
                    await self.store.sync(table)
            return await self.followers.add(table, self._viewer(table, token, account))
        except BaseException:
            await self.fanout.unfollow(game_id)
            raise

    async def unsubscribe(self, sub: Subscriber) -> None:
        try:
            await self._unsubscribe(sub)
        finally:
            await self.fanout.unfollow(sub.game_id)

    async def _unsubscribe(self, sub: Subscriber) -> None:
        seat_left = await self.followers.remove(sub)
        table = self.store.held(sub.game_id)
        if seat_left and table is not None:
            await self.followers.push(table)  # everyone sees the seat disconnected
        table = self.store.held(sub.game_id)
        if table is not None:
            self.store.release(table)
