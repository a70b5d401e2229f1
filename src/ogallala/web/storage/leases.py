"""The SQL of the table leases (web/realtime/leases.py): who holds a table's lease (``games.lease_by``,
until ``games.lease_until``), taken, renewed, taken over and given back with statements of their own
(a renewal by a commit is that commit's own statement: :mod:`.repository`, :mod:`.pgcommit`,
:mod:`.sqlitecommit`)."""

from __future__ import annotations

from typing import NamedTuple

from sqlalchemy import Engine, and_, or_, select, update

from ..errors import TableNotFound
from .schema import games


class Holder(NamedTuple):
    """Who holds a table's lease, and until when (epoch seconds), as last read."""

    proc: str
    until: float


class LeaseRepository:
    """The SQL of the table leases."""

    def __init__(self, engine: Engine) -> None:
        self.engine = engine

    def take(self, game_id: str, me: str, now: float, until: float, gone: str | None = None) -> Holder:
        """Take or renew the lease of ``game_id`` for ``me`` until ``until`` if nobody holds it, it ran out,
        it is ours, or it is held by ``gone`` (a holder known to be gone); answer who holds it then."""
        free = or_(games.c.lease_by.is_(None), games.c.lease_by == me, games.c.lease_until < now)
        if gone is not None:
            free = or_(free, games.c.lease_by == gone)
        for _ in range(3):  # the holder read may have given the lease back in between: take it then
            with self.engine.begin() as conn:
                if conn.execute(update(games).where(and_(games.c.id == game_id, free))
                                .values(lease_by=me, lease_until=until)).rowcount:
                    return Holder(me, until)
                row = conn.execute(select(games.c.lease_by, games.c.lease_until)
                                   .where(games.c.id == game_id)).first()
            if row is None:
                raise TableNotFound(f"no game {game_id!r}")
            if row.lease_by is not None and row.lease_until is not None and row.lease_until >= now:
                return Holder(row.lease_by, row.lease_until)
        raise RuntimeError(f"the lease of game {game_id!r} could not be read (changing hands all along)")

    def release_all(self, me: str) -> int:
        """Give back every lease ``me`` holds (a process that stops); answers how many."""
        with self.engine.begin() as conn:
            return int(conn.execute(update(games).where(games.c.lease_by == me)
                                    .values(lease_by=None, lease_until=None)).rowcount)
