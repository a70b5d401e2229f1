"""Table leases: with several server processes (PostgreSQL and Redis), one process at a time serves a
table's changes.

The process holding a table's lease (``games.lease_by``, until ``games.lease_until``) applies its
players' actions and runs its bots and clocks. Another process that gets an action for that table
forwards it to the holder through Redis (:meth:`.fanout.RedisFanout.ask`) and answers the player
with the holder's result; a bot turn or a clock that comes due elsewhere is handed to the holder
the same way. A lease is taken by the first process that acts at a table nobody holds (or whose
lease ran out), renewed by each of its holder's commits there (the commit's statement extends it:
no statement of its own) or, at a table where it has not committed for half a lease, by a statement
of its own when it next acts there, and taken over:

- at once when its holder is gone: nobody listens on the holder's Redis channel any more (a killed
  process's connection to Redis closed with it, so Redis counts no receiver);
- once it ran out, when the holder is there but does not answer (stopped, or stalled).

The lease decides who does the work, not what is committed: every commit still names the table's
version it follows, so a lease taken over from a process that was alive after all (Redis restarted
and the holder has not subscribed again yet, or it stalled past its lease) can never make an action
count twice: the second commit is refused and its process reads the table again.

The leases' statements are :mod:`.storage.leases`'s.
"""

from __future__ import annotations

import time
from typing import Any

from ... import IllegalActionError, OgallalaError
from ..errors import (
    BadLevel,
    BadName,
    ChangedMeanwhile,
    DatabaseUnavailable,
    Forbidden,
    GameOver,
    IllegalAction,
    NotStarted,
    NotYourTurn,
    SeatNotFound,
    SeatTaken,
    StaleSeq,
    TableError,
    TableNotFound,
    TableUnavailable,
)
from ..storage.leases import Holder, LeaseRepository
from ..storage.repository import Database
from ..storage.rows import NO_LEASE


class TableLeases:
    """This process's side of the table leases: who holds each table, read from the database only when
    what is known here ran out (a lease of its own is renewed by its commits, :meth:`renewal`, or by a
    statement of its own once half of it has passed)."""

    #: Entries kept of other processes' leases before the ones that ran out are forgotten.
    KNOWN = 50_000

    def __init__(self, db: Database, me: str, seconds: float) -> None:
        if not seconds > 0:
            raise ValueError(f"a lease lasts > 0 seconds, not {seconds!r}")
        self.db = db
        self.me = me
        self.seconds = seconds
        self.repo = LeaseRepository(db.engine)
        self._known: dict[str, Holder] = {}

    async def holder(self, game_id: str) -> str | None:
        """None when this process holds the lease of ``game_id`` (taken or renewed now if needed);
        otherwise the process that holds it."""
        now = time.time()
        known = self._known.get(game_id)
        if known is not None:
            if known.proc == self.me and known.until - now > self.seconds / 2:
                return None
            if known.proc != self.me and known.until > now:
                return known.proc
        return self._remember(game_id, await self.db.run(self.repo.take, game_id, self.me, now, now + self.seconds))

    async def take_over(self, game_id: str, gone: str) -> str | None:
        """Take the lease of ``game_id`` from ``gone``, a holder that is gone; answers like :meth:`holder`
        (another process may have taken it first)."""
        now = time.time()
        return self._remember(game_id, await self.db.run(self.repo.take, game_id, self.me, now,
                                                         now + self.seconds, gone))

    def _remember(self, game_id: str, holder: Holder) -> str | None:
        if len(self._known) >= self.KNOWN:
            now = time.time()
            self._known = {g: h for g, h in self._known.items() if h.until > now}
        self._known[game_id] = holder
        return None if holder.proc == self.me else holder.proc

    def renewal(self, game_id: str) -> tuple[str, float]:
        """What a commit of ``game_id`` here renews (``Repository.commit_action``'s ``lease``): this process's
        lease for another ``seconds`` if it holds it as far as it knows, else nothing."""
        known = self._known.get(game_id)
        now = time.time()
        if known is not None and known.proc == self.me and known.until > now:
            return self.me, now + self.seconds
        return NO_LEASE

    def renewed(self, game_id: str, lease: tuple[str, float]) -> None:
        """A commit with :meth:`renewal`'s ``lease`` went through: the lease holds until its new end."""
        if lease[0] == self.me:
            self._known[game_id] = Holder(self.me, lease[1])

    async def release_all(self) -> None:
        """Give back every lease of this process (it stops): others take its tables without waiting."""
        self._known.clear()
        await self.db.run(self.repo.release_all, self.me)


# -- a refusal of the holder, sent back to the process that forwarded the request

def refusal_to_json(e: TableError) -> dict[str, Any]:
    """A refusal of the table services as the answer to a forwarded request."""
    out: dict[str, Any] = {"error": type(e).__name__, "message": e.message}
    if isinstance(e, IllegalAction):
        out["code"], out["reason"], out["params"] = e.code, e.reason, e.params
    return out


def refusal_from_json(answer: dict[str, Any]) -> TableError:
    """The refusal that ``answer`` (:func:`refusal_to_json`) describes, to raise here as if it were this
    process's own; one of no known kind is a TableUnavailable that says what the holder said."""
    name, message = answer.get("error"), str(answer.get("message", ""))
    if name == "IllegalAction":  # the engine's error, as the holder's engine gave it
        reason, params = answer.get("reason"), answer.get("params")
        error = IllegalActionError(message, reason, params if isinstance(params, dict) else None) \
            if isinstance(reason, str) else OgallalaError(message)
        error.code = str(answer.get("code") or error.code)
        return IllegalAction(error)
    kind = _REFUSALS.get(str(name))
    if kind is None:
        return TableUnavailable(f"the server process that holds the table refused: {message or name}")
    return kind(message)


_REFUSALS: dict[str, type[TableError]] = {c.__name__: c for c in (
    BadLevel, BadName, ChangedMeanwhile, DatabaseUnavailable, Forbidden, GameOver, NotStarted, NotYourTurn,
    SeatNotFound, SeatTaken, StaleSeq, TableNotFound, TableUnavailable)}

