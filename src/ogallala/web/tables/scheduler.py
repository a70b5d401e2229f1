"""Bots and clocks: the bot of a deciding bot seat plays after a short delay, a stand-in bot plays a
seat whose clock ran out, and a sweeper starts what is due (after a restart, or when another process
died) and expires tables nobody touched. With several processes, a table's bots and clocks are the
work of the process that holds its lease (:mod:`..realtime.leases`): one that finds such work due elsewhere
hands it over. Where bots think in worker processes (``--bot-work workers``), the bots and clocks
are theirs (:mod:`.worker`), and the sweeper only expires and tidies."""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING

from ... import Action
from ..bots.pool import BotPool, bot_spec, seat_seed
from ..errors import ChangedMeanwhile, DatabaseUnavailable, StaleSeq, TableNotFound
from ..events import EventBus
from ..settings import Settings
from ..storage.repository import Database
from ..storage.rows import SeatRow
from .events import Housekeeping, Swept
from .presence import Followers
from .store import TableStore
from .table import PLAYING_KINDS, Table
from .timers import Background, pace_delay

if TYPE_CHECKING:
    from ..realtime.leases import TableLeases
    from .sync import TableSync

#: Hands a table's due bot turn or clock to the process holding its lease (``holder``, ``game``); False
#: when that process is gone or cannot be reached, and the work is this process's.
HandOver = Callable[[str, str], Awaitable[bool]]

log = logging.getLogger("ogallala.web")

#: The level of the bot that takes over a seat that left or whose clock ran out.
STAND_IN = "medium"

EXPIRED = '{"type":"error","code":"not_found","message":"this table expired"}'


#: A seat whose clock ran out this many times in a row goes to a bot for good.
TIMEOUTS = 3


def timeouts_in_a_row(table: Table, seat: int) -> int:
    """How many of the seat's last decisions in a row its clock's stand-in made."""
    n = 0
    for a in reversed(table.actions):
        if a.seat != seat:
            continue
        if a.actor != "clock":
            break
        n += 1
    return n


class Scheduler:
    """Starts bot turns and clock stand-ins, and sweeps for due work and expired tables."""

    def __init__(self, settings: Settings, db: Database, store: TableStore, followers: Followers, bots: BotPool,
                 background: Background, events: EventBus, leases: TableLeases | None = None,
                 hand_over: HandOver | None = None) -> None:
        self.settings = settings
        self.db = db
        self.repo = db.repo
        self.store = store
        self.followers = followers
        self.bots = bots
        self.background = background
        self.leases = leases
        self.hand_over = hand_over
        self.sync: TableSync | None = None  # set by the service: a bot's action is committed through it
        self._sweeper: asyncio.Task[None] | None = None
        self._last_expiry = 0.0
        #: More housekeeping with the expiry (at most once a minute, :class:`.events.Housekeeping`) and at
        #: every sweep (:class:`.events.Swept`), by whoever subscribes; a failure reaches the sweep's loop.
        self.events = events

    def start(self, sync: TableSync) -> None:
        self.sync = sync
        self._sweeper = asyncio.create_task(self._sweep_loop())

    async def close(self) -> None:
        await self.background.cancel(self._sweeper, *(t.bot_task for t in self.store.tables.values()))

    def schedule(self, table: Table, delay: float | None = None) -> None:
        """Start the bot of the deciding seat, if a bot decides now and none is at work (where bots think
        in worker processes, the committed ``bot_due`` is their job: nothing to start here)."""
        if self.settings.in_workers:
            return
        seat = table.deciding()
        if seat is None or table.seats[seat].kind != "bot":
            return
        if table.bot_task is not None and not table.bot_task.done():
            return
        wait = pace_delay(self.settings.bot_delay, table.row.pace) if delay is None else delay
        table.bot_task = self.background.spawn(self.bot_turn(table, table.seq, wait, "bot"))

    def look_again(self, table: Table) -> None:
        """Start the table's bot turn, or its clock's stand-in if the clock ran out (the sweeper found it
        due, or another process did and handed it to this one, the holder of the table's lease)."""
        if table.bot_task is not None and not table.bot_task.done():
            return
        seat = table.deciding()
        if seat is None:
            return
        if table.seats[seat].kind == "bot":
            self.schedule(table, delay=0.0)
        elif table.seats[seat].kind in PLAYING_KINDS and table.row.deadline is not None \
                and table.row.deadline <= time.time():
            table.bot_task = self.background.spawn(self.bot_turn(table, table.seq, 0.0, "clock"))

    async def _elsewhere(self, table: Table) -> bool:
        """Whether the table's bots and clocks are another process's (it holds the lease and was told).
        Where bots think in worker processes, the worker that took the job is the one (its own lease)."""
        if self.leases is None or self.settings.in_workers:
            return False
        holder = await self.leases.holder(table.id)
        if holder is None:
            return False
        assert self.hand_over is not None
        return await self.hand_over(holder, table.id)

    async def bot_turn(self, table: Table, seq: int, delay: float, actor: str) -> None:
        """Let a bot make the pending decision of ``table`` at ``seq`` (a seat's bot, or the clock's stand-in)."""
        assert self.sync is not None, "the scheduler is started"
        try:
            # the bot thinks while the previous move is shown: the pause and the thinking overlap, and
            # the move is committed when both are over
            shown_until = time.monotonic() + delay
            if await self._elsewhere(table):
                return
            async with table.lock:
                await self.store.sync(table)
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
            rest = shown_until - time.monotonic()
            if rest > 0:
                await asyncio.sleep(rest)
            async with table.lock:
                await self.store.sync(table)
                if table.seq != seq:
                    return
                action = Action.from_code(code)
                note = {"event": "clock-expired", "seat": seat, "level": STAND_IN,
                        "action": str(action)} if actor == "clock" else None
                after = table.game.copy()
                after.apply(action, seat=seat)
                await self.sync.commit_action(table, seat, action, after, actor, note)
                if actor == "clock" and table.status == "running" and timeouts_in_a_row(table, seat) >= TIMEOUTS \
                        and table.seats[seat].kind in ("human", "remote-bot"):
                    old = table.seats[seat]  # gone: a bot plays the seat for good (its account stays on it)
                    await self.sync.commit_seat(table, SeatRow(seat, "bot", f"{STAND_IN} bot", STAND_IN, None,
                                                               old.account_id),
                                                {"event": "seat-to-bot", "seat": seat, "level": STAND_IN,
                                                 "why": "timeouts", "name": old.name})
        except (ChangedMeanwhile, StaleSeq, TableNotFound):
            return  # another process was first, or the table is gone
        except asyncio.CancelledError:
            raise
        except DatabaseUnavailable as e:  # the sweeper starts the turn again once the database is back
            log.warning("bot turn of game %s at seq %d waits for the database: %s", table.id, seq, e)
        except Exception:
            log.exception("bot turn of game %s at seq %d failed", table.id, seq)
        finally:
            if table.bot_task is asyncio.current_task():
                table.bot_task = None
        if table.seq != seq:
            self.schedule(table)
        self.store.release(table)

    async def _sweep_loop(self) -> None:
        first = True
        while True:
            try:
                await self.sweep(first)
                first = False
            except asyncio.CancelledError:
                raise
            except DatabaseUnavailable as e:
                log.warning("the sweeper waits for the database: %s", e)
            except Exception:
                log.exception("the sweeper failed; trying again")
            await asyncio.sleep(self.settings.sweep_seconds)

    async def sweep(self, first: bool = False) -> None:
        """Start what is due: clocks that ran out, bot turns nobody is at (after a restart or a crash
        of another process), and the expiry of untouched tables."""
        now = time.time()
        grace = 0.0 if (first or not self.store.shared) else self.settings.bot_grace_seconds
        due = [] if self.settings.in_workers else await self.db.run(self.repo.due, now, now - grace)
        for game_id in due:
            try:
                table = await self.store.get(game_id)
            except TableNotFound:
                continue
            if table.bot_task is not None and not table.bot_task.done():
                continue
            async with table.lock:
                await self.store.sync(table)
            self.look_again(table)
        shortest = min(self.settings.expire_seconds, self.settings.open_expire_seconds)
        if now - self._last_expiry >= min(60.0, shortest / 2 or 60.0):
            self._last_expiry = now
            keep = self.settings.keep_finished_seconds
            gone = await self.db.run(self.repo.expire, now - self.settings.expire_seconds,
                                     None if keep is None else now - keep, now - self.settings.open_expire_seconds)
            for gid in gone:
                self.store.drop(gid)
                self.followers.tell_gone(gid, EXPIRED)
            await self.events.publish(Housekeeping(now), raising=True)
        await self.events.publish(Swept(now), raising=True)
