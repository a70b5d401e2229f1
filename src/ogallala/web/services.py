"""The server's use cases: create a table, take a seat, act, view, hint, rematch, replay, follow a table.

The services hold no SQL (that is the repository's) and no rules (the engine's): they keep tables in
memory, rebuilt from their records, check who may do what, commit every action to the database
before anyone sees its result, push views to the connected clients, and run the bots and clocks.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections import OrderedDict, deque
from dataclasses import dataclass, field
from typing import Any

from .. import Action, OgallalaError
from ..game import Game, load_position, new_game, replay
from .bots import LEVELS, BotPool, bot_spec, seat_seed
from .errors import (
    AmbiguousStart,
    BadLevel,
    BadName,
    BadSetup,
    ChangedMeanwhile,
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
    TableNotFound,
    TooFast,
    TooManyTables,
)
from .fanout import Fanout
from .messages import ActionCommitted, PresenceChanged, SyncMessage, TableChanged
from .repository import ActionRow, Database, GameRow, NoteRow, SeatRow
from .settings import Settings
from .tables import PLAYING_KINDS, Table, new_game_id, new_token, start_game, token_hash
from .views import replay_view, seat_list, view_message, view_text

log = logging.getLogger("ogallala.web")

#: The level of the bot that takes over a seat that left or whose clock ran out.
STAND_IN = "medium"


@dataclass
class SeatRequest:
    kind: str  # human, open, bot, remote-bot
    name: str | None = None
    level: str | None = None


@dataclass(eq=False)
class Subscriber:
    """One WebSocket connection following a table: it is sent only the newest view (a slow client
    skips views it had no time for) and every error."""

    game_id: str
    seat: int | None
    latest: str | None = None
    errors: deque[str] = field(default_factory=deque)
    ready: asyncio.Event = field(default_factory=asyncio.Event)

    def offer(self, view: str) -> None:
        self.latest = view
        self.ready.set()

    def error(self, message: str) -> None:
        self.errors.append(message)
        self.ready.set()

    def take(self) -> list[str]:
        out = list(self.errors)
        self.errors.clear()
        if self.latest is not None:
            out.append(self.latest)
            self.latest = None
        self.ready.clear()
        return out


def _seat_name(req: SeatRequest, n: int) -> str:
    if req.name and req.name.strip():
        return req.name.strip()
    return {"human": f"Player {n + 1}", "open": "", "bot": f"{req.level or 'medium'} bot",
            "remote-bot": "Remote bot"}[req.kind]


class Service:
    """The use cases, on one database, one fan-out and one pool of bot workers."""

    def __init__(self, settings: Settings, db: Database, fanout: Fanout, bots: BotPool) -> None:
        self.settings = settings
        self.db = db
        self.repo = db.repo
        self.fanout = fanout
        self.bots = bots
        self.shared = settings.redis_url is not None  # other processes write to the same database
        self.tables: OrderedDict[str, Table] = OrderedDict()
        self._loading: dict[str, asyncio.Future[Table]] = {}
        self.subs: dict[str, set[Subscriber]] = {}
        self._counts: dict[str, dict[int, int]] = {}
        self._created: dict[str, deque[float]] = {}
        self._tasks: set[asyncio.Task[None]] = set()
        self._sweeper: asyncio.Task[None] | None = None
        self._last_expiry = 0.0

    # -- life cycle

    async def start(self) -> None:
        await self.fanout.start(self._on_message)
        self._sweeper = asyncio.create_task(self._sweep_loop())

    async def close(self) -> None:
        tasks = [t for t in (self._sweeper, *self._tasks, *(t.bot_task for t in self.tables.values())) if t]
        for t in tasks:
            t.cancel()
        for t in tasks:
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await t
        await self.fanout.close()
        self.bots.close()

    def _spawn(self, coro: Any) -> asyncio.Task[None]:
        task: asyncio.Task[None] = asyncio.create_task(coro)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)
        return task

    # -- tables in memory

    async def _table(self, game_id: str) -> Table:
        table = self.tables.get(game_id)
        if table is not None:
            self.tables.move_to_end(game_id)
            return table
        pending = self._loading.get(game_id)
        if pending is not None:
            return await asyncio.shield(pending)
        fut: asyncio.Future[Table] = asyncio.get_running_loop().create_future()
        self._loading[game_id] = fut
        try:
            snap = await self.db.run(self.repo.load, game_id)
            if snap is None:
                raise TableNotFound(f"no game {game_id!r}")
            table = Table.from_snapshot(snap)
            self.tables[game_id] = table
            self._evict()
            fut.set_result(table)
            return table
        except BaseException as e:
            fut.set_exception(e)
            fut.exception()  # retrieved: no "never retrieved" warning when nobody else waited
            raise
        finally:
            del self._loading[game_id]

    def _evict(self) -> None:
        while len(self.tables) > self.settings.cache_size:
            for gid, t in self.tables.items():
                if not self.subs.get(gid) and not (t.bot_task and not t.bot_task.done()) and not t.lock.locked():
                    del self.tables[gid]
                    break
            else:
                return

    def _release(self, table: Table) -> None:
        """Drop a finished table from memory once nobody follows it (its record, replay and rematch
        rebuild it from the database on demand)."""
        if table.status == "over" and not self.subs.get(table.id) and not table.lock.locked() \
                and not (table.bot_task and not table.bot_task.done()):
            self.tables.pop(table.id, None)

    async def _sync(self, table: Table, force: bool = False) -> None:
        """Bring a cached table up to the database (only needed when other processes write too)."""
        if not (self.shared or force):
            return
        version = await self.db.run(self.repo.version, table.id)
        if version is None:
            self.tables.pop(table.id, None)
            raise TableNotFound(f"no game {table.id!r}")
        if version == table.row.version:
            return
        snap = await self.db.run(self.repo.load, table.id, table.seq, len(table.notes))
        if snap is None:
            raise TableNotFound(f"no game {table.id!r}")
        table.extend(snap.actions, snap.notes)
        table.row, table.seats = snap.game, snap.seats

    def _timers(self, status: str, game: Game, seats: list[SeatRow], turn_seconds: int | None,
                now: float) -> tuple[float | None, float | None]:
        """(deadline, bot_due) for the decision pending after a change."""
        if status != "running" or game.is_over():
            return None, None
        seat = game.current_seat
        assert seat is not None
        if seats[seat].kind == "bot":
            return None, now + self.settings.bot_delay
        return (now + turn_seconds if turn_seconds else None), None

    # -- creating tables

    def _check_rate(self, client: str) -> None:
        now = time.monotonic()
        q = self._created.setdefault(client, deque())
        while q and q[0] < now - 60:
            q.popleft()
        if len(q) >= self.settings.create_per_minute:
            raise TooFast(f"at most {self.settings.create_per_minute} tables a minute "
                                              "from one address; try again later")
        q.append(now)
        if len(self._created) > 10_000:
            for key in [k for k, v in self._created.items() if not v or v[-1] < now - 60]:
                del self._created[key]

    async def create(self, *, edition: str, variants: list[str], seats: list[SeatRequest],
                     turn_seconds: int | None, client: str, seed: int | None = None, position: str | None = None,
                     record: dict[str, Any] | None = None, rematch_of: str | None = None,
                     creator_hash: str | None = None, seat_hashes: list[str | None] | None = None) -> dict[str, Any]:
        """Deal a new table; answers its id, the creator's token and every seat's token."""
        if rematch_of is None:
            self._check_rate(client)
            if (seed, position, record) != (None, None, None) and not self.settings.allow_seed:
                raise SeedNotAllowed("this server deals every game itself: seed, position and "
                                "record are accepted only when it runs with --allow-seed")
        if await self.db.run(self.repo.count_unfinished) >= self.settings.max_unfinished:
            raise TooManyTables(f"this server holds {self.settings.max_unfinished} unfinished "
                              "tables already; try again later")
        for req in seats:
            if req.kind == "bot" and (req.level or STAND_IN) not in LEVELS:
                raise BadLevel(f"unknown bot level {req.level!r}: one of {', '.join(LEVELS)}")
        given = sum(x is not None for x in (seed, position, record))
        if given > 1:
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
        deadline, bot_due = self._timers(status, game, rows, turn_seconds, now)
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
        table = Table.from_snapshot(await self._snapshot(row.id))
        self.tables[row.id] = table
        self._evict()
        self._schedule(table)
        return {
            "id": row.id,
            "creator_token": None if creator_hash else creator,
            "seats": [{"seat": r.seat, "kind": r.kind, "name": r.name, "token": t} for r, t in zip(rows, tokens,
                                                                                                    strict=True)],
            "spectate_path": f"/games/{row.id}",
            "rematch_of": rematch_of,
        }

    async def _snapshot(self, game_id: str) -> Any:
        snap = await self.db.run(self.repo.load, game_id)
        if snap is None:
            raise TableNotFound(f"no game {game_id!r}")
        return snap

    # -- seats

    async def _change_seat(self, table: Table, seat: SeatRow, note: dict[str, Any] | None) -> None:
        seats = [seat if s.seat == seat.seat else s for s in table.seats]
        status = table.status
        if status == "open" and all(s.kind != "open" for s in seats):
            status = "running"
        now = time.time()
        deadline, bot_due = self._timers(status, table.game, seats, table.row.turn_seconds, now)
        if status == table.status == "running" and table.row.deadline and seats[table.game.current_seat or 0].kind \
                in PLAYING_KINDS:
            deadline = table.row.deadline  # a seat change elsewhere does not restart the clock
        nrow = NoteRow(len(table.notes), table.seq, note, now) if note else None
        ok = await self.db.run(self.repo.change_seat, table.id, table.row.version, seat, status, now, deadline,
                               bot_due, nrow)
        if not ok:
            await self._sync(table, force=True)
            raise ChangedMeanwhile("the table changed meanwhile; look again and retry")
        table.seats = seats
        table.row.status, table.row.version, table.row.deadline, table.row.bot_due = status, table.row.version + 1, \
            deadline, bot_due
        table.row.updated = now
        if nrow:
            table.notes.append(nrow)
        await self._changed(table)

    def _seat_row(self, table: Table, n: int) -> SeatRow:
        if not 0 <= n < len(table.seats):
            raise SeatNotFound(f"game {table.id!r} has seats 0..{len(table.seats) - 1}, not {n}")
        return table.seats[n]

    async def claim(self, game_id: str, n: int, name: str) -> dict[str, Any]:
        table = await self._table(game_id)
        async with table.lock:
            await self._sync(table)
            seat = self._seat_row(table, n)
            if seat.kind != "open":
                raise SeatTaken(f"seat {n} is not open")
            if not name.strip():
                raise BadName("a name is needed to take a seat")
            token = new_token()
            await self._change_seat(table, SeatRow(n, "human", name.strip()[:64], None, token_hash(token)),
                                    {"event": "seat-claimed", "seat": n, "name": name.strip()[:64]})
        return {"seat": n, "kind": "human", "name": name.strip()[:64], "token": token}

    async def to_bot(self, game_id: str, n: int, token: str | None, level: str) -> dict[str, Any]:
        table = await self._table(game_id)
        if not table.is_creator(token):
            raise Forbidden("only the table's creator (with the creator token) hands seats to bots")
        if level not in LEVELS:
            raise BadLevel(f"unknown bot level {level!r}: one of {', '.join(LEVELS)}")
        async with table.lock:
            await self._sync(table)
            self._seat_row(table, n)
            if table.status == "over":
                raise GameOver("the game is over")
            new = SeatRow(n, "bot", f"{level} bot", level, None)
            await self._change_seat(table, new, {"event": "seat-to-bot", "seat": n, "level": level, "why": "creator"})
        return {"seat": n, "kind": "bot", "name": new.name, "level": level, "token": None}

    async def leave(self, game_id: str, n: int, token: str | None) -> dict[str, Any]:
        table = await self._table(game_id)
        async with table.lock:
            await self._sync(table)
            self._seat_row(table, n)
            if table.seat_of(token) != n:
                raise Forbidden(f"only seat {n}'s own token can leave it")
            if table.status == "over":
                raise GameOver("the game is over")
            new = SeatRow(n, "bot", f"{STAND_IN} bot", STAND_IN, None)
            await self._change_seat(table, new, {"event": "seat-to-bot", "seat": n, "level": STAND_IN, "why": "left"})
        return {"seat": n, "kind": "bot", "name": new.name, "level": STAND_IN, "token": None}

    # -- viewing

    async def view(self, game_id: str, token: str | None) -> str:
        table = await self._table(game_id)
        seat = self._viewer(table, token)
        if self.shared:
            async with table.lock:
                await self._sync(table)
        return view_text(table, await self.fanout.connected(game_id), seat)

    def _viewer(self, table: Table, token: str | None) -> int | None:
        if token is None:
            return None
        seat = table.seat_of(token)
        if seat is None:
            raise Forbidden("that token is not a seat's token at this table")
        return seat

    async def log(self, game_id: str, since: int, limit: int) -> dict[str, Any]:
        table = await self._table(game_id)
        if self.shared:
            async with table.lock:
                await self._sync(table)
        entries, nxt = table.log(since, limit)
        return {"entries": entries, "next": nxt}

    async def lobby(self, status: str | None, limit: int, offset: int) -> dict[str, Any]:
        rows = await self.db.run(self.repo.list_games, status, limit + 1, offset)
        games = [{
            "id": g.id, "edition": g.edition, "variants": g.variants, "players": g.players, "status": g.status,
            "seq": g.seq, "seats": [{"seat": s.seat, "kind": s.kind, "name": s.name, "level": s.level} for s in seats],
            "turn_seconds": g.turn_seconds, "created": g.created, "updated": g.updated,
        } for g, seats in rows[:limit]]
        return {"games": games, "next": offset + limit if len(rows) > limit else None}

    async def record(self, game_id: str) -> dict[str, Any]:
        table = await self._table(game_id)
        async with table.lock:
            await self._sync(table)
        if not table.game.is_over():
            raise NotOver("the record holds the seed, so it is given once the game is over")
        rec = table.game.record()
        rec["table"] = {"id": table.id, "seats": seat_list(table, set())}
        return rec

    async def replay(self, game_id: str, start: int, count: int) -> dict[str, Any]:
        table = await self._table(game_id)
        async with table.lock:
            await self._sync(table)
        if not table.game.is_over():
            raise NotOver("a game can be replayed once it is over")
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
            views.append({"seq": k, "action": last.action if last else None, "seat": last.seat if last else None,
                          "view": replay_view(table, game, k)})
        return {"total": total, "views": views}

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
        table = await self._table(game_id)
        seat = table.seat_of(token)
        if seat is None:
            raise Forbidden("acting needs the token of a seat at this table")
        async with table.lock:
            if seq != table.seq:  # another process may be ahead (the commit refuses a stale table anyway)
                await self._sync(table)
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
            await self._commit(table, seat, chosen, after, "player")
        return table, seat

    async def act_and_view(self, game_id: str, token: str | None, action: str, seq: int) -> str:
        """:meth:`act`, then the acting seat's view of the result (as JSON text)."""
        table, seat = await self.act(game_id, token, action, seq)
        text = view_text(table, await self.fanout.connected(game_id), seat)
        self._release(table)
        return text

    async def _commit(self, table: Table, seat: int, action: Action, after: Game, actor: str,
                      note: dict[str, Any] | None = None) -> None:
        """Commit ``action`` of ``seat`` (``after``: a copy of the table's game with it applied; the table's lock
        is held), then take it into the table and tell everyone."""
        now = time.time()
        status = "over" if after.is_over() else "running"
        deadline, bot_due = self._timers(status, after, table.seats, table.row.turn_seconds, now)
        row = ActionRow(table.seq, seat, str(action), actor, now)
        nrow = NoteRow(len(table.notes), table.seq + 1, note, now) if note else None
        ok = await self.db.run(self.repo.commit_action, table.id, table.row.version, row, status, deadline, bot_due,
                               nrow)
        if not ok:
            await self._sync(table, force=True)
            raise StaleSeq(f"another action came first; the game is at seq {table.seq} now")
        table.advance(after, row, nrow, status, deadline, bot_due)
        message = ActionCommitted(table.row.version, row, status, deadline, bot_due, nrow) if self.shared else None
        await self._changed(table, message)

    async def _changed(self, table: Table, message: ActionCommitted | None = None) -> None:
        """A committed change: push it to this process's clients, tell the others, and let a bot play on.

        ``message`` tells the other processes what changed (an action, so they need not ask the
        database); without one they read the table again."""
        await self._push(table)
        if self.shared:
            try:
                await self.fanout.publish(table.id, message or TableChanged(table.row.version))
            except Exception:  # the change is committed; other processes catch up at their next look
                log.warning("could not publish a change of game %s", table.id, exc_info=True)
        self._schedule(table)

    async def _push(self, table: Table) -> None:
        subs = self.subs.get(table.id)
        if not subs:
            return
        connected = await self.fanout.connected(table.id)
        by_seat: dict[int | None, str] = {}
        for sub in subs:
            if sub.seat not in by_seat:
                by_seat[sub.seat] = view_message(table, connected, sub.seat)
            sub.offer(by_seat[sub.seat])

    async def _on_message(self, game_id: str, message: SyncMessage) -> None:
        """Another process changed a table (or who is connected to it): catch up and push.

        Messages come one after another from one listener, so this never waits for the database: an
        action that follows on what this process holds is applied from the message itself; any other
        change is read from the database in a task of its own (under the table's lock, in order)."""
        table = self.tables.get(game_id)
        if table is None or not self.subs.get(game_id):
            return
        if isinstance(message, PresenceChanged) or (isinstance(message, ActionCommitted)
                                                     and self._take_action(table, message)):
            await self._push(table)
        else:
            self._spawn(self._catch_up(table))

    def _take_action(self, table: Table, m: ActionCommitted) -> bool:
        """Apply another process's committed action from its message, if it is the next one for the
        table as this process holds it (else False: the caller reads the database)."""
        if table.lock.locked() or m.version != table.row.version + 1 or m.action.seq != table.seq:
            return False
        after = table.game.copy()
        try:
            after.apply(m.action.action, seat=m.action.seat)
        except OgallalaError:
            log.warning("the action message of game %s at seq %d does not apply; reading the table again",
                        table.id, m.action.seq, exc_info=True)
            return False
        table.advance(after, m.action, m.note, m.status, m.deadline, m.bot_due)
        return True

    async def _catch_up(self, table: Table) -> None:
        async with table.lock:
            with contextlib.suppress(TableNotFound):
                await self._sync(table)
        await self._push(table)

    # -- bots and clocks

    def _schedule(self, table: Table, delay: float | None = None) -> None:
        """Start the bot of the deciding seat, if a bot decides now and none is at work."""
        seat = table.deciding()
        if seat is None or table.seats[seat].kind != "bot":
            return
        if table.bot_task is not None and not table.bot_task.done():
            return
        wait = self.settings.bot_delay if delay is None else delay
        table.bot_task = self._spawn(self._bot_turn(table, table.seq, wait, "bot"))

    async def _bot_turn(self, table: Table, seq: int, delay: float, actor: str) -> None:
        """Let a bot make the pending decision of ``table`` at ``seq`` (a seat's bot, or the clock's stand-in)."""
        try:
            if delay:
                await asyncio.sleep(delay)
            async with table.lock:
                await self._sync(table)
                seat = table.deciding()
                if table.seq != seq or seat is None:
                    return
                kind = table.seats[seat].kind
                if actor == "bot" and kind != "bot":
                    return
                level = table.seats[seat].level or STAND_IN if actor == "bot" else STAND_IN
                view = table.game.view(seat, events=False)
                legal = table.game.legal_codes()
            code = await self.bots.decide(bot_spec(level, self.settings.hard_iterations), view, legal,
                                          seat_seed(table.id, seat, seq, actor))
            async with table.lock:
                await self._sync(table)
                if table.seq != seq:
                    return
                action = Action.from_code(code)
                note = {"event": "clock-expired", "seat": seat, "level": STAND_IN,
                        "action": str(action)} if actor == "clock" else None
                after = table.game.copy()
                after.apply(action, seat=seat)
                await self._commit(table, seat, action, after, actor, note)
        except (ChangedMeanwhile, StaleSeq, TableNotFound):
            return  # another process was first, or the table is gone
        except asyncio.CancelledError:
            raise
        except Exception:
            log.exception("bot turn of game %s at seq %d failed", table.id, seq)
        finally:
            if table.bot_task is asyncio.current_task():
                table.bot_task = None
        if table.seq != seq:
            self._schedule(table)
        self._release(table)

    async def _sweep_loop(self) -> None:
        first = True
        while True:
            try:
                await self.sweep(first)
                first = False
            except asyncio.CancelledError:
                raise
            except Exception:
                log.exception("the sweeper failed; trying again")
            await asyncio.sleep(self.settings.sweep_seconds)

    async def sweep(self, first: bool = False) -> None:
        """Start what is due: clocks that ran out, bot turns nobody is at (after a restart or a crash
        of another process), and the expiry of untouched tables."""
        now = time.time()
        grace = 0.0 if (first or not self.shared) else self.settings.bot_grace_seconds
        for game_id in await self.db.run(self.repo.due, now, now - grace):
            try:
                table = await self._table(game_id)
            except TableNotFound:
                continue
            if table.bot_task is not None and not table.bot_task.done():
                continue
            async with table.lock:
                await self._sync(table)
            seat = table.deciding()
            if seat is None:
                continue
            kind = table.seats[seat].kind
            if kind == "bot":
                self._schedule(table, delay=0.0)
            elif kind in PLAYING_KINDS and table.row.deadline is not None and table.row.deadline <= now:
                table.bot_task = self._spawn(self._bot_turn(table, table.seq, 0.0, "clock"))
        if now - self._last_expiry >= min(60.0, self.settings.expire_seconds / 2 or 60.0):
            self._last_expiry = now
            keep = self.settings.keep_finished_seconds
            gone = await self.db.run(self.repo.expire, now - self.settings.expire_seconds,
                                     None if keep is None else now - keep)
            for gid in gone:
                self.tables.pop(gid, None)
                for sub in self.subs.get(gid, ()):
                    sub.error('{"type":"error","code":"not_found","message":"this table expired"}')

    # -- hints and rematches

    async def hint(self, game_id: str, token: str | None, level: str = "medium") -> dict[str, Any]:
        table = await self._table(game_id)
        seat = self._viewer(table, token)
        if seat is None:
            raise Forbidden("a hint is for a seat: send its token")
        if level not in LEVELS:
            raise BadLevel(f"unknown bot level {level!r}: one of {', '.join(LEVELS)}")
        async with table.lock:
            await self._sync(table)
            if table.deciding() != seat:
                raise NotYourTurn(f"seat {seat} has no decision to make now")
            seq = table.seq
            view = table.game.view(seat, events=False)
            legal = table.game.legal_codes()
        code = await self.bots.decide(bot_spec(level, self.settings.hard_iterations), view, legal,
                                      seat_seed(table.id, seat, seq, "hint"))
        return {"action": str(Action.from_code(code)), "level": level, "seq": seq}

    async def rematch(self, game_id: str, token: str | None) -> dict[str, Any]:
        table = await self._table(game_id)
        if not table.is_creator(token):
            raise Forbidden("only the table's creator (with the creator token) starts a rematch")
        async with table.lock:
            await self._sync(table)
            if table.status != "over":
                raise NotOver("a rematch follows a finished game")
            if table.row.rematch:
                raise RematchExists(f"the rematch is table {table.row.rematch}")
            n = len(table.seats)
            order = [table.seats[(i + 1) % n] for i in range(n)]  # the first seat moves on by one
            reqs = [SeatRequest(s.kind if s.kind != "open" else "open", s.name, s.level) for s in order]
            out = await self.create(
                edition=table.row.edition, variants=list(table.row.variants), seats=reqs,
                turn_seconds=table.row.turn_seconds, client="", rematch_of=table.id,
                creator_hash=table.row.creator_hash, seat_hashes=[s.token_hash for s in order])
            await self.db.run(self.repo.set_rematch, table.id, out["id"], time.time())
            table.row.rematch = out["id"]
            table.row.version += 1
        await self._changed(table)
        return out

    # -- following a table (WebSocket)

    async def subscribe(self, game_id: str, token: str | None) -> Subscriber:
        table = await self._table(game_id)
        seat = self._viewer(table, token)
        sub = Subscriber(game_id, seat)
        self.subs.setdefault(game_id, set()).add(sub)
        if seat is not None:
            counts = self._counts.setdefault(game_id, {})
            counts[seat] = counts.get(seat, 0) + 1
            await self.fanout.set_presence(game_id, dict(counts))
            await self._push(table)  # everyone sees the seat connected
        else:
            sub.offer(view_message(table, await self.fanout.connected(game_id), None))
        return sub

    async def unsubscribe(self, sub: Subscriber) -> None:
        subs = self.subs.get(sub.game_id)
        if subs is not None:
            subs.discard(sub)
            if not subs:
                del self.subs[sub.game_id]
        if sub.seat is not None:
            counts = self._counts.get(sub.game_id, {})
            counts[sub.seat] = max(0, counts.get(sub.seat, 0) - 1)
            with contextlib.suppress(Exception):
                await self.fanout.set_presence(sub.game_id, dict(counts))
            if not any(counts.values()):
                self._counts.pop(sub.game_id, None)
            table = self.tables.get(sub.game_id)
            if table is not None:
                await self._push(table)
        table = self.tables.get(sub.game_id)
        if table is not None:
            self._release(table)

