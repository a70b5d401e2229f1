"""The SQL of the bot workers' job queue (web/worker.py), on PostgreSQL: leasing the games whose bot or
clock is due (the lease: ``games.work_by`` until ``games.work_until``) and claiming queued analyses (rows
of ``analyses``), both with ``SELECT … FOR UPDATE SKIP LOCKED``."""

from __future__ import annotations

from sqlalchemy import and_, func, or_, select, tuple_, update

from .repository import Database, due_games
from .schema import analyses, games


class WorkRepository:
    """The SQL of the job queue (PostgreSQL: ``FOR UPDATE SKIP LOCKED``)."""

    def __init__(self, db: Database) -> None:
        self.engine = db.engine

    def claim_games(self, me: str, now: float, until: float, limit: int) -> list[str]:
        """Lease up to ``limit`` running games whose bot or clock is due and that no live lease holds."""
        due = (select(games.c.id)
               .where(and_(due_games(now, now), or_(games.c.work_until.is_(None), games.c.work_until < now)))
               .order_by(func.least(func.coalesce(games.c.bot_due, games.c.deadline),
                                    func.coalesce(games.c.deadline, games.c.bot_due)))
               .limit(limit).with_for_update(skip_locked=True))
        with self.engine.begin() as conn:
            rows = conn.execute(update(games).where(games.c.id.in_(due.scalar_subquery()))
                                .values(work_by=me, work_until=until).returning(games.c.id)).all()
        return [r.id for r in rows]

    def renew(self, game_ids: list[str], me: str, until: float) -> None:
        """Extend this worker's leases on the games it is still at."""
        with self.engine.begin() as conn:
            conn.execute(update(games).where(and_(games.c.id.in_(game_ids), games.c.work_by == me))
                         .values(work_until=until))

    def release_game(self, game_id: str, me: str) -> None:
        """Give back this worker's lease on ``game_id`` (a lease another worker took over stays)."""
        with self.engine.begin() as conn:
            conn.execute(update(games).where(and_(games.c.id == game_id, games.c.work_by == me))
                         .values(work_by=None, work_until=None))

    def claim_analysis(self, now: float, stale_before: float) -> tuple[str, int] | None:
        """Take a queued analysis, or a running one whose worker has not been heard of since ``stale_before``."""
        todo = (select(analyses.c.game_id, analyses.c.seat)
                .where(or_(analyses.c.status == "queued",
                           and_(analyses.c.status == "running", analyses.c.updated < stale_before)))
                .order_by(analyses.c.updated).limit(1).with_for_update(skip_locked=True))
        with self.engine.begin() as conn:
            row = conn.execute(update(analyses)
                               .where(tuple_(analyses.c.game_id, analyses.c.seat).in_(todo.scalar_subquery()))
                               .values(status="running", done=0, updated=now)
                               .returning(analyses.c.game_id, analyses.c.seat)).first()
        return None if row is None else (row.game_id, row.seat)
