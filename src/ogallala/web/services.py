"""The server's use cases: take a seat, act, view, hint, replay, follow a table (dealing tables and
rematches is :mod:`.dealing`'s, held here as ``tables``).

The services hold no SQL (that is the repository's), no rules (the engine's) and no HTTP (the routes
map their errors): they check who may do what and answer dataclasses. The tables in memory are the
store's (:mod:`.store`), committing and telling other processes is :mod:`.sync`'s, bots and clocks
are the scheduler's (:mod:`.scheduler`), and who follows which table is :mod:`.presence`'s.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from .. import Action, OgallalaError
from . import tutorial
from .accounts import Account, Accounts
from .analyses import Analyses
from .bots import LEVELS, BotPool, bot_spec, seat_seed
from .dealing import Tables
from .errors import (
    BadLevel,
    BadName,
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
)
from .fanout import Fanout
from .mail import Mail
from .passkeys import Passkeys
from .players import Players
from .presence import Followers, Subscriber
from .quickplay import QuickPlay
from .ratings import Rating, Ratings
from .repository import Database, SeatRow
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
from .scheduler import STAND_IN, Background, Scheduler
from .settings import Settings
from .store import TableStore
from .sync import TableSync
from .tables import Table, new_token, start_game, token_hash
from .views import replay_view, seat_list, viewer_view


def _shown(rating: Rating | None) -> tuple[int | None, bool]:
    return (None, False) if rating is None else (rating.rating, rating.provisional)


class Service:
    """The use cases, on one database, one fan-out and one pool of bot workers."""

    def __init__(self, settings: Settings, db: Database, fanout: Fanout, bots: BotPool) -> None:
        self.settings = settings
        self.db = db
        self.repo = db.repo
        self.fanout = fanout
        self.bots = bots
        self.followers = Followers(fanout)
        self.store = TableStore(db, settings.cache_size, settings.redis_url is not None, self.followers.is_followed)
        self.background = Background()
        self.scheduler = Scheduler(settings, db, self.store, self.followers, bots, self.background)
        self.sync = TableSync(db, self.store, self.followers, fanout, settings.bot_delay, self.background,
                              self.scheduler.schedule)
        self.tables = Tables(settings, db, self.store, self.scheduler, self.sync)
        self.accounts = Accounts(settings, db)
        self.passkeys = Passkeys(self.accounts)
        self.players = Players(db, self.store)
        self.ratings = Ratings(db, self.store)
        self.analyses = Analyses(db, bots, self.record, settings.analysis_samples, settings.workers,
                                 queued=settings.in_workers)
        self.quickplay = QuickPlay(db, self.tables)
        self.scheduler.chores.append(lambda now: self.quickplay.run())
        self.sync.on_over.append(self.ratings.rate)
        self.mail = Mail(db, settings.smtp_url, settings.mail_from)
        self.sync.on_commit.append(self.mail.after_change)
        self.scheduler.chores.append(self.mail.run)
        self.scheduler.quick_chores.append(self.mail.run_if_queued)
        self.scheduler.chores.append(self.ratings.catch_up)
        self.scheduler.chores.append(self.accounts.forget_old)
        if settings.idle_table_seconds:
            self.scheduler.chores.append(self._evict_idle)

    async def _evict_idle(self, now: float) -> None:
        self.store.evict_idle(self.settings.idle_table_seconds)

    async def start(self) -> None:
        await self.fanout.start(self.sync.on_message, self.sync.on_gap)
        self.scheduler.start(self.sync)

    async def close(self) -> None:
        await self.scheduler.close()
        await self.fanout.close()
        await self.analyses.close()
        self.bots.close()

    # -- seats

    def _seat_row(self, table: Table, n: int) -> SeatRow:
        if not 0 <= n < len(table.seats):
            raise SeatNotFound(f"game {table.id!r} has seats 0..{len(table.seats) - 1}, not {n}")
        return table.seats[n]

    async def claim(self, game_id: str, n: int, name: str, account: Account | None = None) -> SeatChange:
        """Take an open seat (a signed-in player takes it as their account, under their username; a seat
        kept for an invited account is that account's to take)."""
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
            token = new_token()
            name = name.strip()[:64]
            await self.sync.commit_seat(table, SeatRow(n, "human", name, None, token_hash(token),
                                                       account.id if account else None),
                                        {"event": "seat-claimed", "seat": n, "name": name})
        return SeatChange(n, "human", name, None, token)

    async def rename(self, game_id: str, n: int, name: str, token: str | None,
                     account: str | None = None) -> SeatChange:
        """A person names their own seat (its token, or its signed-in player); an account's seat carries
        its username and is not renamed."""
        name = name.strip()
        if not name or len(name) > 64 or any(ord(ch) < 32 or ord(ch) == 127 for ch in name):
            raise BadName("a name is 1 to 64 characters, without control characters")
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
        table = await self.store.get(game_id)
        if not table.is_creator(token):
            raise Forbidden("only the table's creator (with the creator token) hands seats to bots")
        if level not in LEVELS:
            raise BadLevel(f"unknown bot level {level!r}: one of {', '.join(LEVELS)}")
        return await self._hand_to_bot(table, n, level, "creator")

    async def leave(self, game_id: str, n: int, token: str | None, account: str | None = None) -> SeatChange:
        table = await self.store.get(game_id)
        return await self._hand_to_bot(table, n, STAND_IN, "left", token, account)

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
        lessons = [x.position for x in tutorial.lessons()]
        rows = await self.db.run(self.repo.list_games, status, limit + 1, offset, lessons)
        rated = await self.ratings.of_seats([(g.edition, seats) for g, seats in rows[:limit]])
        games = [LobbyGame(g.id, g.edition, g.variants, g.players, g.status, g.seq,
                           [LobbySeat(s.seat, s.kind, s.name, s.level, *_shown(r.get(s.seat))) for s in seats],
                           g.turn_seconds, g.created, g.updated)
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

    async def act(self, game_id: str, token: str | None, action: str, seq: int,
                  account: str | None = None) -> tuple[Table, int]:
        """Apply a seat's action: it is committed before anyone sees its result."""
        table = await self.store.get(game_id)
        if table.seat_of(token, account) is None:
            raise Forbidden("acting needs the token of a seat at this table")
        async with table.lock:
            if seq != table.seq:  # another process may be ahead (the commit refuses a stale table anyway)
                await self.store.sync(table)
            seat = table.seat_of(token, account)  # the seat may have been handed to a bot meanwhile
            if seat is None:
                raise Forbidden("acting needs the token of a seat at this table")
            self._check_turn(table, seat, seq)
            after = table.game.copy()  # the table's game stays as it was until the commit succeeds
            try:
                chosen = after.parse_action(action)
                after.apply(chosen, seat=seat)  # the one validation: it raises the engine's reason
            except OgallalaError as e:
                raise IllegalAction(e) from None
            await self.sync.commit_action(table, seat, chosen, after, "player")
        return table, seat

    async def act_and_view(self, game_id: str, token: str | None, action: str, seq: int,
                           account: str | None = None) -> str:
        """:meth:`act`, then the acting seat's view of the result (JSON text)."""
        table, seat = await self.act(game_id, token, action, seq, account)
        view = viewer_view(table, await self.followers.connected(game_id), seat)
        self.store.release(table)
        return view

    # -- hints

    async def hint(self, game_id: str, token: str | None, level: str = "expert", account: str | None = None) -> Hint:
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
        code = await self.bots.decide(bot_spec(level, self.settings.hard_iterations), view, legal,
                                      seat_seed(table.id, seat, seq, "hint"))
        return Hint(str(Action.from_code(code)), level, seq)

    # -- following a table (WebSocket)

    async def subscribe(self, game_id: str, token: str | None, account: str | None = None) -> Subscriber:
        table = await self.store.get(game_id)
        return await self.followers.add(table, self._viewer(table, token, account))

    async def unsubscribe(self, sub: Subscriber) -> None:
        seat_left = await self.followers.remove(sub)
        table = self.store.held(sub.game_id)
        if seat_left and table is not None:
            await self.followers.push(table)  # everyone sees the seat disconnected
        table = self.store.held(sub.game_id)
        if table is not None:
            self.store.release(table)
