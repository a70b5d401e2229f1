"""Who follows which table: this process's WebSocket subscribers, and the seats connected in any process."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field

from ..realtime.fanout import Fanout
from .table import PLAYING_KINDS, Table
from .views import view_message

log = logging.getLogger("ogallala.web")

#: The errors kept for a connection that has not read them (older ones are dropped: memory stays bounded).
ERRORS_KEPT = 64


def _held_by_a_connection(table: Table, seat: int) -> bool:
    """Whether ``seat`` is still one a connection holds (a person's or a remote bot's), not a bot's."""
    return 0 <= seat < len(table.seats) and table.seats[seat].kind in PLAYING_KINDS


@dataclass(eq=False)
class Subscriber:
    """One WebSocket connection following a table: it is sent only the newest view (a slow client
    skips views it had no time for) and every error and chat message, and the heartbeat (the game's latest seq) when it
    was sent nothing else for a while. Its writer waits in :meth:`wait` on a bare future
    of the loop's, not an ``asyncio.Event`` (whose wait and set are several times the cost, and which
    holds a deque a connection for the collector to walk)."""

    game_id: str
    seat: int | None
    latest: str | None = None
    errors: deque[str] = field(default_factory=lambda: deque(maxlen=ERRORS_KEPT))  # a client that never reads
    _waiter: asyncio.Future[None] | None = field(default=None, repr=False)
    #: The heartbeat waiting to be sent (dropped when a view goes first: a view carries its seq too).
    beat: str | None = None
    #: Whether the writer took something since the last heartbeat's round (:meth:`Followers.heartbeat`).
    sent: bool = False
    #: Whether this connection joined the table's chat (it is sent its messages), and the channel it
    #: writes in there (None: it only reads; ``chat.py``).
    chat_joined: bool = False
    chat_channel: str | None = None

    def offer(self, view: str) -> None:
        self.latest = view
        self._wake()

    def heartbeat(self, message: str) -> None:
        """Send ``message`` (``{"type": "seq", "seq": n}``) unless a view is on its way already."""
        if self.latest is None:
            self.beat = message
            self._wake()

    def error(self, message: str) -> None:
        self.errors.append(message)
        self._wake()

    def tell(self, message: str) -> None:
        """Send ``message`` (a chat message, the chat so far): like an error, each is sent, in order."""
        self.error(message)

    def _wake(self) -> None:
        waiter = self._waiter
        if waiter is not None:
            self._waiter = None
            if not waiter.done():
                waiter.set_result(None)

    async def wait(self) -> None:
        """Until there is something to take (at once if there is)."""
        if self.latest is None and not self.errors and self.beat is None:
            waiter = self._waiter = asyncio.get_running_loop().create_future()
            try:
                await waiter
            finally:
                if self._waiter is waiter:
                    self._waiter = None

    def take(self) -> list[str]:
        out = list(self.errors)
        self.errors.clear()
        if self.latest is not None:
            out.append(self.latest)
            self.latest = None
        elif self.beat is not None:
            out.append(self.beat)
        self.beat = None
        self.sent = True
        return out


class Followers:
    """The subscribers of each table in this process; the fan-out tells which seats are connected anywhere."""

    def __init__(self, fanout: Fanout) -> None:
        self.fanout = fanout
        self.subs: dict[str, set[Subscriber]] = {}
        self._counts: dict[str, dict[int, int]] = {}  # this process's connections per seat

    def is_followed(self, game_id: str) -> bool:
        return bool(self.subs.get(game_id))

    async def connected(self, game_id: str) -> set[int]:
        """The seats of ``game_id`` with a connection in any process."""
        return await self.fanout.connected(game_id)

    async def add(self, table: Table, seat: int | None) -> Subscriber:
        """A new subscriber of ``table`` for ``seat`` (None: a spectator), offered the view at once."""
        sub = Subscriber(table.id, seat)
        self.subs.setdefault(table.id, set()).add(sub)
        if seat is not None:
            counts = self._counts.setdefault(table.id, {})
            counts[seat] = counts.get(seat, 0) + 1
            await self.fanout.set_presence(table.id, dict(counts))
            await self.push(table)  # everyone sees the seat connected
        else:
            sub.offer(view_message(table, await self.connected(table.id), None))
        return sub

    async def remove(self, sub: Subscriber) -> bool:
        """Forget ``sub``; True when its seat's presence changed (the table's followers should be told)."""
        subs = self.subs.get(sub.game_id)
        if subs is not None:
            subs.discard(sub)
            if not subs:
                del self.subs[sub.game_id]
        if sub.seat is None:
            return False
        counts = self._counts.get(sub.game_id, {})
        counts[sub.seat] = max(0, counts.get(sub.seat, 0) - 1)
        with contextlib.suppress(Exception):
            await self.fanout.set_presence(sub.game_id, dict(counts))
        if not any(counts.values()):
            self._counts.pop(sub.game_id, None)
        return True

    async def push(self, table: Table) -> None:
        """Offer every subscriber of ``table`` its newest view (built once per seat)."""
        subs = self.subs.get(table.id)
        if not subs:
            return
        gone = [sub for sub in subs if sub.seat is not None and not _held_by_a_connection(table, sub.seat)]
        for sub in gone:
            await self._unseat(sub)
        connected = await self.connected(table.id)
        by_seat: dict[int | None, str] = {}
        for sub in subs:
            if sub.seat not in by_seat:
                by_seat[sub.seat] = view_message(table, connected, sub.seat)
            sub.offer(by_seat[sub.seat])

    async def _unseat(self, sub: Subscriber) -> None:
        """``sub``'s seat was handed to a bot (its person left, timed out or deleted the account): the
        connection follows on as a spectator's, sent the spectators' view and chat (never the players'
        channel again where spectators do not read it), and the seat no longer shows connected."""
        seat, sub.seat = sub.seat, None
        sub.chat_channel = None
        counts = self._counts.get(sub.game_id, {})
        if seat is not None and seat in counts:
            counts[seat] = max(0, counts[seat] - 1)
            with contextlib.suppress(Exception):
                await self.fanout.set_presence(sub.game_id, dict(counts))

    def tell_gone(self, game_id: str, message: str) -> None:
        """Send every subscriber of ``game_id`` the error ``message`` (a JSON text): the table is gone."""
        for sub in self.subs.get(game_id, ()):
            sub.error(message)

    def heartbeat(self, seq_of: Callable[[str], int | None]) -> int:
        """One round of the heartbeat: every subscriber that was sent nothing since the last round is sent
        ``{"type": "seq", "seq": n}``, ``n`` the latest seq of its table (``seq_of``; None: not held
        here, skipped), so that a client learns it missed a view, and that its socket still carries
        messages. Answers how many were sent one. One round walks the subscribers once; a socket that
        was sent anything meanwhile costs a flag."""
        n = 0
        for game_id, subs in list(self.subs.items()):
            message = None
            for sub in subs:
                if sub.sent:
                    sub.sent = False
                    continue
                if message is None:
                    seq = seq_of(game_id)
                    if seq is None:
                        break
                    message = '{"type":"seq","seq":' + str(seq) + "}"
                sub.heartbeat(message)
                n += 1
        return n

    async def beat_every(self, seconds: float, seq_of: Callable[[str], int | None]) -> None:
        """The heartbeat's one timer for the whole process: a round every ``seconds`` (so a socket
        that is sent nothing else hears from the server every two rounds at most)."""
        while True:
            await asyncio.sleep(seconds)
            try:
                self.heartbeat(seq_of)
            except Exception:  # never seen; the next round tries again
                log.exception("the heartbeat's round failed")
