"""The server's use cases: create a table, take a seat, act, view, hint, rematch, replay, follow a table.

The services hold no SQL (that is the repository's), no rules (the engine's) and no HTTP (the routes
map their errors): they check who may do what and answer dataclasses. The tables in memory are the
store's (:mod:`.store`), committing and telling other processes is :mod:`.sync`'s, bots and clocks
are the scheduler's (:mod:`.scheduler`), and who follows which table is :mod:`.presence`'s.
"""

from __future__ import annotations

import time
from collections import deque
from typing import Any

from .. import Action, OgallalaError
from ..game import load_position, new_game, replay
from .bots import LEVELS, BotPool, bot_spec, seat_seed
from .errors import (
    AmbiguousStart,
    BadLevel,
    BadName,
    BadSetup,
    Forbidden,
    GameOver,
    IllegalAction,
    NotOver,
    NotStarted,
    NotYourTurn,
    RematchExists,
    SeatNotFound,
    SeatTaken,
    SeedNotAllowed,
    SetupMismatch,
    StaleSeq,
    StepNotFound,
    TooFast,
    TooManyTables,
)
from .fanout import Fanout
from .presence import Followers, Subscriber
from .repository import ActionRow, Database, GameRow, SeatRow
from .results import (
    Created,
    Hint,
    Lobby,
    LobbyGame,
    LobbySeat,
    LogPage,
    ReplayPage,
    ReplayStep,
    SeatChange,
    SeatRequest,
    SeatToken,
)
from .scheduler import STAND_IN, Background, Scheduler, timers
from .settings import Settings
from .store import TableStore
from .sync import TableSync
from .tables import PLAYING_KINDS, Table, new_game_id, new_token, start_game, token_hash
from .views import replay_view, seat_list, viewer_view


def _seat_name(req: SeatRequest, n: int) -> str:
    if req.name and req.name.strip():
        return req.name.strip()
    return {"human": f"Player {n + 1}", "open": "", "bot": f"{req.level or 'medium'} bot",
            "remote-bot": "Remote bot"}[req.kind]


class CreationLimit:
    """At most ``per_minute`` tables a minute from one client address."""

    def __init__(self, per_minute: int) -> None:
        self.per_minute = per_minute
        self._created: dict[str, deque[float]] = {}

    def check(self, client: str) -> None:
        now = time.monotonic()
        q = self._created.setdefault(client, deque())
        while q and q[0] < now - 60:
            q.popleft()
        if len(q) >= self.per_minute:
            raise TooFast(f"at most {self.per_minute} tables a minute from one address; try again later")
        q.append(now)
        if len(self._created) > 10_000:
            for key in [k for k, v in self._created.items() if not v or v[-1] < now - 60]:
                del self._created[key]


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
        self.limit = CreationLimit(settings.create_per_minute)

    async def start(self) -> None:
        await self.fanout.start(self.sync.on_message)
        self.scheduler.start(self.sync)

    async def close(self) -> None:
        await self.scheduler.close()
        await self.fanout.close()
        self.bots.close()

    # -- creating tables

    async def create(self, *, edition: str, variants: list[str], seats: list[SeatRequest],
                     turn_seconds: int | None, client: str, seed: int | None = None, position: str | None = None,
                     record: dict[str, Any] | None = None, rematch_of: str | None = None,
                     creator_hash: str | None = None, seat_hashes: list[str | None] | None = None) -> Created:
        """Deal a new table; answers its id, the creator's token and every seat's token."""
        if rematch_of is None:
            self.limit.check(client)
            if (seed, position, record) != (None, None, None) and not self.settings.allow_seed:
                raise SeedNotAllowed("this server deals every game itself: seed, position and "
                                     "record are accepted only when it runs with --allow-seed")
        if await self.db.run(self.repo.count_unfinished) >= self.settings.max_unfinished:
            raise TooManyTables(f"this server holds {self.settings.max_unfinished} unfinished "
                                "tables already; try again later")
        for req in seats:
            if req.kind == "bot" and (req.level or STAND_IN) not in LEVELS:
                raise BadLevel(f"unknown bot level {req.level!r}: one of {', '.join(LEVELS)}")
        if sum(x is not None for x in (seed, position, record)) > 1:
            raise AmbiguousStart("give at most one of seed, position and record")
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
                                else None, token_hash(token) if token else carried))
        status = "over" if game.is_over() else "open" if any(r.kind == "open" for r in rows) else "running"
        deadline, bot_due = timers(status, game, rows, turn_seconds, now, self.settings.bot_delay)
        row = GameRow(
            id=new_game_id(), edition=game.edition, variants=list(game.variants), players=game.players,
            seed=game.seed, start=game.start, deck=game.custom_deck, status=status, seq=len(first), version=0,
            turn_seconds=turn_seconds, deadline=deadline, bot_due=bot_due,
            creator_hash=creator_hash or token_hash(creator), rematch_of=rematch_of, rematch=None,
            created=now, updated=now)
        acts = [ActionRow(i, -1, text, "record", now) for i, text in enumerate(first)]
        if first:  # the seat of each action, from a replay of the record
            g = start_game(row)
            for a in acts:
                a.seat = g.current_seat if g.current_seat is not None else -1
                g.apply(a.action)
        await self.db.run(self.repo.create, row, rows, acts)
        table = Table.from_snapshot(await self.store.snapshot(row.id))
        self.store.add(table)
        self.scheduler.schedule(table)
        return Created(row.id, None if creator_hash else creator,
                       [SeatToken(r.seat, r.kind, r.name, t) for r, t in zip(rows, tokens, strict=True)],
                       f"/games/{row.id}", rematch_of)

    # -- seats

    def _seat_row(self, table: Table, n: int) -> SeatRow:
        if not 0 <= n < len(table.seats):
            raise SeatNotFound(f"game {table.id!r} has seats 0..{len(table.seats) - 1}, not {n}")
        return table.seats[n]

    async def claim(self, game_id: str, n: int, name: str) -> SeatChange:
        table = await self.store.get(game_id)
        async with table.lock:
            await self.store.sync(table)
            if self._seat_row(table, n).kind != "open":
                raise SeatTaken(f"seat {n} is not open")
            if not name.strip():
                raise BadName("a name is needed to take a seat")
            token = new_token()
            name = name.strip()[:64]
            await self.sync.commit_seat(table, SeatRow(n, "human", name, None, token_hash(token)),
                                        {"event": "seat-claimed", "seat": n, "name": name})
        return SeatChange(n, "human", name, None, token)

    async def to_bot(self, game_id: str, n: int, token: str | None, level: str) -> SeatChange:
        table = await self.store.get(game_id)
        if not table.is_creator(token):
            raise Forbidden("only the table's creator (with the creator token) hands seats to bots")
        if level not in LEVELS:
            raise BadLevel(f"unknown bot level {level!r}: one of {', '.join(LEVELS)}")
        return await self._hand_to_bot(table, n, level, "creator")

    async def leave(self, game_id: str, n: int, token: str | None) -> SeatChange:
        table = await self.store.get(game_id)
        return await self._hand_to_bot(table, n, STAND_IN, "left", token)

    async def _hand_to_bot(self, table: Table, n: int, level: str, why: str, token: str | None = None) -> SeatChange:
        async with table.lock:
            await self.store.sync(table)
            self._seat_row(table, n)
            if why == "left" and table.seat_of(token) != n:
                raise Forbidden(f"only seat {n}'s own token can leave it")
            if table.status == "over":
                raise GameOver("the game is over")
            new = SeatRow(n, "bot", f"{level} bot", level, None)
            await self.sync.commit_seat(table, new, {"event": "seat-to-bot", "seat": n, "level": level, "why": why})
        return SeatChange(n, "bot", new.name, level, None)

    # -- viewing

    def _viewer(self, table: Table, token: str | None) -> int | None:
        if token is None:
            return None
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

    async def view(self, game_id: str, token: str | None) -> str:
        """The view of the seat whose token this is, or the spectator's view without one (JSON text)."""
        table = await self.store.get(game_id)
        seat = self._viewer(table, token)
        if self.store.shared:
            async with table.lock:
                await self.store.sync(table)
        return viewer_view(table, await self.followers.connected(game_id), seat)

    async def log(self, game_id: str, since: int, limit: int) -> LogPage:
        table = await self._current(game_id)
        entries, nxt = table.log(since, limit)
        return LogPage(entries, nxt)

    async def lobby(self, status: str | None, limit: int, offset: int) -> Lobby:
        rows = await self.db.run(self.repo.list_games, status, limit + 1, offset)
        games = [LobbyGame(g.id, g.edition, g.variants, g.players, g.status, g.seq,
                           [LobbySeat(s.seat, s.kind, s.name, s.level) for s in seats], g.turn_seconds, g.created,
                           g.updated) for g, seats in rows[:limit]]
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

    async def act(self, game_id: str, token: str | None, action: str, seq: int) -> tuple[Table, int]:
        """Apply a seat's action: it is committed before anyone sees its result."""
        table = await self.store.get(game_id)
        if table.seat_of(token) is None:
            raise Forbidden("acting needs the token of a seat at this table")
        async with table.lock:
            if seq != table.seq:  # another process may be ahead (the commit refuses a stale table anyway)
                await self.store.sync(table)
            seat = table.seat_of(token)  # the seat may have been handed to a bot meanwhile
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

    async def act_and_view(self, game_id: str, token: str | None, action: str, seq: int) -> str:
        """:meth:`act`, then the acting seat's view of the result (JSON text)."""
        table, seat = await self.act(game_id, token, action, seq)
        view = viewer_view(table, await self.followers.connected(game_id), seat)
        self.store.release(table)
        return view

    # -- hints and rematches

    async def hint(self, game_id: str, token: str | None, level: str = "medium") -> Hint:
        table = await self.store.get(game_id)
        seat = self._viewer(table, token)
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
            reqs = [SeatRequest(s.kind, s.name, s.level) for s in order]
            out = await self.create(
                edition=table.row.edition, variants=list(table.row.variants), seats=reqs,
                turn_seconds=table.row.turn_seconds, client="", rematch_of=table.id,
                creator_hash=table.row.creator_hash, seat_hashes=[s.token_hash for s in order])
            await self.db.run(self.repo.set_rematch, table.id, out.id, time.time())
            table.row.rematch = out.id
            table.row.version += 1
        await self.sync.changed(table)
        return out

    # -- following a table (WebSocket)

    async def subscribe(self, game_id: str, token: str | None) -> Subscriber:
        table = await self.store.get(game_id)
        return await self.followers.add(table, self._viewer(table, token))

    async def unsubscribe(self, sub: Subscriber) -> None:
        seat_left = await self.followers.remove(sub)
        table = self.store.held(sub.game_id)
        if seat_left and table is not None:
            await self.followers.push(table)  # everyone sees the seat disconnected
        table = self.store.held(sub.game_id)
        if table is not None:
            self.store.release(table)
