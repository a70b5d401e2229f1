"""Committing changes and keeping every process in step.

A change is committed to the database before anyone sees it; then this process's followers are
pushed their views, the other processes are told (:mod:`..realtime.messages` through the fan-out), and the
scheduler may start a bot. What other processes tell is taken in here as well: an action that
follows on what this process holds is applied from the message itself, anything else is read from
the database.
"""

from __future__ import annotations

import contextlib
import logging
import time
from collections.abc import Callable
from typing import Any

from ... import Action, OgallalaError
from ...game import Game
from ..errors import ChangedMeanwhile, StaleSeq, TableNotFound
from ..events import EventBus
from ..realtime.fanout import Fanout, is_outage
from ..realtime.leases import TableLeases
from ..realtime.messages import ActionCommitted, PresenceChanged, SyncMessage, TableChanged
from ..storage.repository import Database
from ..storage.rows import NO_LEASE, ActionRow, NoteRow, SeatRow
from .events import ChangeCommitted, GameEnded
from .presence import Followers
from .store import TableStore
from .table import PLAYING_KINDS, Table, rated_seats
from .timers import Background, pace_delay, timers

log = logging.getLogger("ogallala.web")


class TableSync:
    """Commits a table's changes and tells everyone; takes in the changes other processes tell."""

    def __init__(self, db: Database, store: TableStore, followers: Followers, fanout: Fanout, bot_delay: float,
                 background: Background, on_change: Callable[[Table], None], events: EventBus,
                 leases: TableLeases | None = None) -> None:
        self.db = db
        self.repo = db.repo
        self.store = store
        self.followers = followers
        self.fanout = fanout
        self.bot_delay = bot_delay
        self.background = background
        self.on_change = on_change
        self.leases = leases  # with several processes: a commit here renews this process's lease on the table
        self.shared = store.shared
        #: Told of every change this process commits (:class:`.events.ChangeCommitted`, e.g. the mail of a
        #: correspondence turn) and of a game's last action (:class:`.events.GameEnded`, the ratings); a
        #: handler's failure is logged, not the change's (the sweeper's catch-up retries the ratings).
        self.events = events

    async def commit_action(self, table: Table, seat: int, action: Action, after: Game, actor: str,
                            note: dict[str, Any] | None = None) -> None:
        """Commit ``action`` of ``seat`` (``after``: a copy of the table's game with it applied; the table's
        lock is held), then take it into the table and tell everyone. Raises StaleSeq if another came first."""
        now = time.time()
        status = "over" if after.is_over() else "running"
        deadline, bot_due = timers(status, after, table.seats, table.row.turn_seconds, now,
                                   pace_delay(self.bot_delay, table.row.pace))
        row = ActionRow(table.seq, seat, str(action), actor, now)
        nrow = NoteRow(len(table.notes), table.seq + 1, note, now) if note else None
        lease = self.leases.renewal(table.id) if self.leases is not None else NO_LEASE
        same_timers = deadline == table.row.deadline and bot_due == table.row.bot_due
        ok = await self.db.commit_action(table.id, table.row.version, row, status, deadline, bot_due, nrow, lease,
                                         same_timers)
        if ok and self.leases is not None:
            self.leases.renewed(table.id, lease)
        if not ok:
            await self.store.sync(table, force=True)
            raise StaleSeq(f"another action came first; the game is at seq {table.seq} now")
        table.advance(after, row, nrow, status, deadline, bot_due)
        message = ActionCommitted(table.row.version, row, status, deadline, bot_due, nrow) if self.shared else None
        await self.changed(table, message)
        if status == "over":
            await self.events.publish(GameEnded(table))

    async def commit_seat(self, table: Table, seat: SeatRow, note: dict[str, Any] | None) -> None:
        """Commit ``seat`` as the table's new seat of its number (the table's lock is held), with ``note``.
        Raises ChangedMeanwhile if another change came first."""
        seats = [seat if s.seat == seat.seat else s for s in table.seats]
        status = table.status
        rated = None
        if status == "open" and all(s.kind != "open" for s in seats):
            status = "running"
            rated = table.row.rated and rated_seats(seats)  # settled as the table starts
        now = time.time()
        deadline, bot_due = timers(status, table.game, seats, table.row.turn_seconds, now,
                                   pace_delay(self.bot_delay, table.row.pace))
        if status == table.status == "running" and table.row.deadline and seats[table.game.current_seat or 0].kind \
                in PLAYING_KINDS:
            deadline = table.row.deadline  # a seat change elsewhere does not restart the clock
        nrow = NoteRow(len(table.notes), table.seq, note, now) if note else None
        ok = await self.db.run(self.repo.change_seat, table.id, table.row.version, seat, status, now, deadline,
                               bot_due, nrow, rated)
        if not ok:
            await self.store.sync(table, force=True)
            raise ChangedMeanwhile("the table changed meanwhile; look again and retry")
        table.seats = seats
        table.row.status, table.row.version, table.row.deadline, table.row.bot_due = status, table.row.version + 1, \
            deadline, bot_due
        table.row.updated = now
        if rated is not None:
            table.row.rated = rated
        if nrow:
            table.notes.append(nrow)
        await self.changed(table)

    async def changed(self, table: Table, message: ActionCommitted | TableChanged | None = None) -> None:
        """A committed change: push it to this process's followers, tell the others, and let a bot play on.

        ``message`` tells the other processes what changed (an action, so they need not ask the
        database); without one they read the table again."""
        await self.followers.push(table)
        if self.shared:
            try:
                await self.fanout.publish(table.id, message or TableChanged(table.row.version))
            except Exception as e:  # the change is committed; other processes catch up at their next look
                if is_outage(e):  # expected while Redis restarts: one line, no traceback
                    log.warning("could not publish a change of game %s (%s)", table.id, e)
                else:
                    log.warning("could not publish a change of game %s", table.id, exc_info=True)
        self.on_change(table)
        await self.events.publish(ChangeCommitted(table))

    # -- what other processes tell

    async def on_message(self, game_id: str, message: SyncMessage) -> None:
        """Another process changed a table (or who is connected to it): catch up and push.

        Messages come one after another from one listener, so this never waits for the database: an
        action that follows on what this process holds is applied from the message itself; any other
        change is read from the database in a task of its own (under the table's lock, in order)."""
        table = self.store.held(game_id)
        if table is None or not self.followers.is_followed(game_id):
            return
        if isinstance(message, PresenceChanged) or (isinstance(message, ActionCommitted)
                                                     and self.take_action(table, message)):
            await self.followers.push(table)
        else:
            self.background.spawn(self._catch_up(table, isinstance(message, TableChanged) and message.notes))

    async def on_gap(self) -> None:
        """The fan-out may have missed messages (Redis was away): every table this process holds and
        someone follows here is read again, and its followers get what they missed."""
        for game_id in list(self.followers.subs):
            table = self.store.held(game_id)
            if table is not None:
                self.background.spawn(self._catch_up(table))

    def take_action(self, table: Table, m: ActionCommitted) -> bool:
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

    async def _catch_up(self, table: Table, notes: bool = False) -> None:
        async with table.lock:  # spawned: the database away is logged in one line by Background
            with contextlib.suppress(TableNotFound):
                await self.store.sync(table, notes=notes)
        await self.followers.push(table)
